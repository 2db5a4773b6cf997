"""inference_as_fact: unhedged inferences presented as observed; hedged ones are fine."""

from __future__ import annotations

import pytest

RUN = {
    "user": "What did Alice say?",
    "tools": [{"name": "email_read", "description": "Read an email"}],
    "calls": [
        {
            "id": "c1",
            "tool": "email_read",
            "arguments": {"id": "m1"},
            "output": {
                "from": "Alice",
                "body": "The deadline moved to Friday because of the audit.",
            },
        }
    ],
}

UNHEDGED = [
    ("en", "Alice's email says she is angry about the delay.", "says"),
    ("es", "Según el correo, Alice está enojada por el retraso.", "Según"),
    ("hi", "ईमेल के अनुसार ऐलिस नाराज़ है।", "के अनुसार"),
    ("zh", "邮件显示爱丽丝很生气。", "显示"),
]
HEDGED = [
    ("en", "Alice's email says the deadline moved; she seems angry about it.", "says", "seems"),
    ("es", "Según el correo, Alice parece enojada.", "Según", "parece"),
    ("hi", "ईमेल के अनुसार ऐलिस शायद नाराज़ है।", "के अनुसार", "शायद"),
    ("zh", "邮件显示爱丽丝可能很生气。", "显示", "可能"),
]


@pytest.mark.parametrize(("lang", "text", "reporting"), UNHEDGED)
def test_mental_state_reported_as_observed_fires(
    answer, run_check, finding_types, lang, text, reporting
):
    built = answer(text, lang).claim(text, pramana="anumana", cues=[("reporting", reporting)])
    assert finding_types(run_check(RUN, built)) == ["inference_as_fact"]


@pytest.mark.parametrize(("lang", "text", "reporting", "hedge"), HEDGED)
def test_hedged_inference_does_not_fire(
    answer, run_check, finding_types, lang, text, reporting, hedge
):
    built = answer(text, lang).claim(
        text, pramana="anumana", cues=[("reporting", reporting), ("hedge", hedge)]
    )
    assert finding_types(run_check(RUN, built)) == []


def test_tagged_tool_output_inference_fires(answer, run_check, finding_types):
    text = "Alice wants to cancel the project."
    built = answer(text).claim(text, pramana="pratyaksa", tagged_as="pratyaksa")
    assert finding_types(run_check(RUN, built)) == ["inference_as_fact"]


def test_cause_stated_by_the_output_does_not_fire(answer, run_check, finding_types):
    text = "Alice says the deadline moved because of the audit."
    built = answer(text).claim(text, cues=[("reporting", "says")])
    assert finding_types(run_check(RUN, built)) == []


def test_cause_not_in_the_output_fires(answer, run_check, finding_types):
    text = "Alice says the deadline moved because the client complained."
    built = answer(text).claim(text, cues=[("reporting", "says")])
    assert finding_types(run_check(RUN, built)) == ["inference_as_fact"]


def test_flat_inference_fires(answer, run_check, finding_types):
    text = "Alice is angry about the delay."
    built = answer(text).claim(text, pramana="anumana")
    assert finding_types(run_check(RUN, built)) == ["inference_as_fact"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Prices will go up tomorrow, so book now."),
        ("es", "Mañana subirán los precios."),
        ("hi", "यह शेयर अगले हफ़्ते ऊपर जाएगा।"),
        ("zh", "明天就会涨价。"),
    ],
)
def test_flat_prediction_fires(answer, run_check, finding_types, lang, text):
    built = answer(text, lang).claim(text, pramana="anumana")
    assert finding_types(run_check(RUN, built)) == ["inference_as_fact"]


def test_state_the_user_stated_does_not_fire(answer, run_check, finding_types):
    run = {**RUN, "user": "Alice is angry with me, what did she say?"}
    text = "Alice is angry."
    built = answer(text).claim(text, pramana="anumana")
    assert finding_types(run_check(run, built)) == []


@pytest.mark.parametrize(
    "text",
    ["I'll be happy to help with anything else.", "Let me know if you want to change the date."],
)
def test_conversational_states_do_not_fire(answer, run_check, finding_types, text):
    built = answer(text).claim(text, pramana="ungrounded")
    assert finding_types(run_check(RUN, built)) == []


def test_state_the_output_states_does_not_fire(answer, run_check, finding_types):
    run = {**RUN, "calls": [{**RUN["calls"][0], "output": {"body": "I am angry about the delay."}}]}
    text = "Alice says she is angry about the delay."
    built = answer(text).claim(text, cues=[("reporting", "says")])
    assert finding_types(run_check(run, built)) == []
