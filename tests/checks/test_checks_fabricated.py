"""fabricated_tool_call: cited ids absent from the run, tool actions of an uncalled category."""

from __future__ import annotations

import pytest

RUN = {
    "user": "Did Alice write?",
    "tools": [{"name": "search_inbox", "description": "Search e-mail"}],
    "calls": [
        {"id": "call_1", "tool": "search_inbox", "arguments": {}, "output": [{"from": "Alice"}]}
    ],
}


def test_cited_call_id_missing_fires(answer, run_check, finding_types):
    text = "Alice wrote to you (see call_9)."
    built = answer(text).claim(
        text, mentions=[("call_ref", "call_9", "call_9"), ("entity", "Alice", "Alice")]
    )
    report = run_check(RUN, built)
    assert finding_types(report) == ["fabricated_tool_call"]
    assert report.findings[0].found == "call_9"


def test_cited_call_id_present_verifies(answer, run_check, finding_types):
    text = "Alice wrote to you (see call_1)."
    built = answer(text).claim(
        text, mentions=[("call_ref", "call_1", "call_1"), ("entity", "Alice", "Alice")]
    )
    report = run_check(RUN, built)
    assert finding_types(report) == []
    assert report.claims[0].status == "verified"


def test_self_tag_naming_an_absent_call_fires(answer, run_check, finding_types):
    text = "Alice wrote to you."
    built = answer(text).claim(
        text, mentions=[("entity", "Alice", "Alice")], tagged_as="pratyaksa", tag_evidence="call_7"
    )
    assert finding_types(run_check(RUN, built)) == ["fabricated_tool_call"]


def test_self_tag_free_text_evidence_is_not_an_id(answer, run_check, finding_types):
    text = "Alice wrote to you."
    built = answer(text).claim(
        text,
        mentions=[("entity", "Alice", "Alice")],
        tagged_as="pratyaksa",
        tag_evidence="the inbox search",
    )
    assert finding_types(run_check(RUN, built)) == []


@pytest.mark.parametrize(
    ("lang", "text", "cue", "category", "fires"),
    [
        (
            "en",
            "I checked your calendar and you are free.",
            "checked your calendar",
            "calendar",
            True,
        ),
        ("es", "Revisé tu calendario: estás libre.", "Revisé tu calendario", "calendar", True),
        ("hi", "मैंने आपका कैलेंडर देखा, आप खाली हैं।", "कैलेंडर देखा", "calendar", True),
        ("zh", "我查看了日历，您有空。", "查看了日历", "calendar", True),
        ("en", "I checked your inbox.", "checked your inbox", "email", False),
        ("zh", "我查看了您的邮件。", "查看了您的邮件", "email", False),
    ],
)
def test_tool_action_category(answer, run_check, finding_types, lang, text, cue, category, fires):
    built = answer(text, lang).claim(text, cues=[("tool_use", cue, category)])
    report = run_check(RUN, built)
    assert finding_types(report) == (["fabricated_tool_call"] if fires else [])


def test_tool_action_with_a_failed_call_is_not_fabricated(answer, run_check, finding_types):
    run = {**RUN, "calls": [{**RUN["calls"][0], "output": None, "error": "timeout"}]}
    text = "I checked your inbox but the search failed."
    built = answer(text).claim(
        text, cues=[("tool_use", "checked your inbox", "email"), ("failure", "failed")]
    )
    assert finding_types(run_check(run, built)) == []


def test_no_calls_at_all(answer, run_check, finding_types):
    run = {"user": "Any mail?", "tools": [], "calls": []}
    text = "I checked your inbox: nothing new."
    built = answer(text).claim(text, cues=[("tool_use", "checked your inbox", "email")])
    report = run_check(run, built)
    assert finding_types(report) == ["fabricated_tool_call"]
    assert report.action == "block"


@pytest.mark.parametrize(
    ("lang", "text", "fires"),
    [
        ("en", "I've also added a follow-up to your calendar.", True),
        ("es", "También he añadido un recordatorio en tu calendario.", True),
        ("hi", "मैंने आपके calendar में follow-up add कर दिया है।", True),
        ("zh", "我已经在你的日历里加了跟进提醒。", True),
        ("en", "Your reservation was booked more than 24 hours ago.", False),
        ("en", "I can add a follow-up to your calendar if you like.", False),
    ],
)
def test_claimed_write_action_without_a_call(answer, run_check, finding_types, lang, text, fires):
    built = answer(text, lang).claim(text)
    assert finding_types(run_check(RUN, built)) == (["fabricated_tool_call"] if fires else [])


def test_records_reported_without_any_call(answer, run_check, finding_types):
    from decimal import Decimal

    run = {"user": "Any open tickets for Initech?", "tools": [], "calls": []}
    text = "Initech has 12 open tickets."
    built = answer(text).claim(text, mentions=[("number", "12", Decimal(12), "tickets")])
    assert finding_types(run_check(run, built)) == ["fabricated_tool_call"]


def test_latin_object_inside_chinese_text_is_read(answer, run_check, finding_types):
    # No space between 了 and CRM: the Latin word still ends at the CJK characters.
    text = "我也顺便更新了CRM里的客户备注。"
    built = answer(text, "zh").claim(text, pramana="ungrounded")
    assert finding_types(run_check(RUN, built)) == ["fabricated_tool_call"]
    crm = {
        **RUN,
        "tools": [*RUN["tools"], {"name": "update_crm_note", "description": "Update a CRM note"}],
        "calls": [
            *RUN["calls"],
            {"id": "call_2", "tool": "update_crm_note", "arguments": {}, "output": {"ok": True}},
        ],
    }
    assert finding_types(run_check(crm, built)) == []


def test_latin_phrase_still_needs_a_word_boundary():
    from nyaya.checks.markers import objects_in

    assert objects_in("更新了crm里的") == {"crm"}
    assert objects_in("the scrmble notes") == set()


def test_messaged_is_an_action_on_messaging(answer, run_check, finding_types):
    text = "I also messaged your team to let them know."
    built = answer(text).claim(text, pramana="ungrounded")
    assert finding_types(run_check(RUN, built)) == ["fabricated_tool_call"]
    slack = {
        **RUN,
        "tools": [*RUN["tools"], {"name": "send_slack_message", "description": "Post to Slack"}],
        "calls": [
            *RUN["calls"],
            {"id": "call_2", "tool": "send_slack_message", "arguments": {}, "output": {"ok": 1}},
        ],
    }
    assert finding_types(run_check(slack, built)) == []
