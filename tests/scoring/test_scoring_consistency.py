"""Stage 3: critical claims compared across alternative answers."""

from __future__ import annotations

from pathlib import Path

import pytest

from nyaya.claims import extract
from nyaya.errors import BadInput
from nyaya.report import HallucinationReport
from nyaya.scoring.chat import ChatClient
from nyaya.scoring.consistency import (
    ABSENT,
    REASON,
    default_same,
    load_samples,
    probe_consistency,
    sample_answers,
)

ASSETS = Path(__file__).parent.parent / "assets" / "scoring"
ANSWER = "Your flight to Lisbon departs on 12 May 2026. The fare is $420."


def test_samples_that_repeat_the_values_agree_and_raise_nothing() -> None:
    samples = ["The flight to Lisbon departs 12 May 2026; the fare is 420 dollars."] * 3
    result = probe_consistency(ANSWER, samples, language="en")
    by_probe = {p.probe: p for p in result.probes}
    assert by_probe["date:12 May 2026"].agreement == 1.0
    assert by_probe["quantity:$420"].agreement == 1.0
    assert not result.findings


def test_a_value_the_samples_state_differently_is_an_inconsistent_claim() -> None:
    samples = [
        "Your flight to Lisbon departs on 14 May 2026. The fare is $420.",
        "Your flight to Lisbon departs on 19 May 2026. The fare is $420.",
        "Your flight to Lisbon departs on 12 May 2026. The fare is $420.",
    ]
    result = probe_consistency(ANSWER, samples, language="en")
    date_probe = next(p for p in result.probes if p.probe.startswith("date:"))
    assert date_probe.agreement == pytest.approx(1 / 3)
    assert date_probe.samples == ["14 May 2026", "19 May 2026", "12 May 2026"]
    (finding,) = result.findings
    assert finding.type == "inconsistent_claim" and finding.reason == REASON
    assert finding.claim_id == "c1" and finding.expected == "12 May 2026"
    assert finding.witness is not None and finding.witness.pointer == "/samples/0"
    assert finding.witness.value == "14 May 2026"
    # The report model accepts what the probe produced.
    HallucinationReport(
        run_id="r",
        action="revise",
        trust_level="partial",
        overall_score=0.5,
        consistency_probes=result.probes,
        findings=result.findings,
    )


def test_a_sample_silent_on_the_value_is_absent_not_a_conflict() -> None:
    result = probe_consistency(
        ANSWER, ["I can help with flights.", "Lisbon is sunny."], language="en"
    )
    fare = next(p for p in result.probes if p.probe == "quantity:$420")
    assert fare.samples == [ABSENT, ABSENT] and fare.agreement == 0.0
    assert not result.findings


def test_an_injected_equivalence_decides_what_is_the_same() -> None:
    samples = [
        "Your flight to Lisbon departs on 12 May 2026. The fare is four hundred twenty dollars."
    ]
    strict = probe_consistency(ANSWER, samples, language="en", same=lambda a, b, lang: a == b)
    lenient = probe_consistency(ANSWER, samples, language="en", same=lambda a, b, lang: True)
    fare = next(p for p in strict.probes if p.probe == "quantity:$420")
    assert fare.agreement == 0.0
    assert all(p.agreement == 1.0 for p in lenient.probes)


def test_commitments_are_probed_by_whether_the_samples_report_the_action() -> None:
    answer = "I booked the hotel for you."
    result = probe_consistency(
        answer, ["I booked the hotel.", "Which hotel do you mean?"], language="en"
    )
    (probe,) = result.probes
    assert probe.probe == "commitment" and probe.agreement == 0.5


def test_the_engine_may_pass_its_own_claims_so_ids_match_the_report() -> None:
    claims = extract(ANSWER, language="en").claims
    result = probe_consistency(ANSWER, ["The fare is $999."], claims=claims)
    assert {p.claim_id for p in result.probes} <= {c.id for c in claims}
    assert [f.claim_id for f in result.findings] == ["c2"]


def test_no_samples_no_probes() -> None:
    assert probe_consistency(ANSWER, []).probes == []


@pytest.mark.parametrize(
    ("a", "b", "language", "same"),
    [
        ("$1,200", "1200 USD", "en", True),
        ("1.234,50 €", "1234.5 EUR", "es", True),
        ("12 May 2026", "May 12, 2026", "en", True),
        ("12 May 2026", "13 May 2026", "en", False),
        ("$5", "€5", "en", False),
        ("Lisbon", "lisbon", "en", True),
    ],
)
def test_default_same_compares_values_the_claims_layer_reads(
    a: str, b: str, language: str, same: bool
) -> None:
    assert default_same(a, b, language) is same


@pytest.mark.parametrize("bad", [("answer", 5, []), ("samples", "x", "one string")])
def test_bad_arguments_name_the_field(bad: tuple[str, object, object]) -> None:
    field, answer, samples = bad
    with pytest.raises(BadInput) as e:
        probe_consistency(answer if field == "answer" else "x", samples)  # type: ignore[arg-type]
    assert e.value.field == field


def test_samples_load_from_jsonl_by_run_id() -> None:
    got = load_samples(ASSETS / "samples.jsonl")
    assert got == {
        "r1": ["The launch is on 12 May 2026."],
        None: ["The launch is on 12 May 2026."],
        "r2": ["On 3 June."],
    }


def test_a_bad_samples_line_is_named() -> None:
    with pytest.raises(BadInput) as e:
        load_samples(ASSETS / "samples_bad_line.jsonl")
    assert e.value.field == "line 2" and str(ASSETS) in str(e.value)


def test_samples_can_be_drawn_through_a_chat_client(chat) -> None:
    url, state = chat
    client = ChatClient(url, "sampler", api_key_env=None)
    got = sample_answers(client, [{"role": "user", "content": "When is the launch?"}], n=2)
    assert got == ["The launch is on 12 May 2026."] * 2
    assert state.requests[0]["n"] == 2 and state.requests[0]["temperature"] == 1.0
    result = probe_consistency("The launch is on 12 May 2026.", got, language="en")
    assert result.probes and all(p.agreement == 1.0 for p in result.probes)
