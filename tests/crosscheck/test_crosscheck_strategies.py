"""Replay, temporal, schema and corroboration strategies through `crosscheck()`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, date, datetime
from typing import Any, ClassVar

import pytest

from nyaya.claims.model import Claim
from nyaya.crosscheck import (
    CrosscheckConfig,
    Observation,
    ReplayRegistry,
    crosscheck,
)
from nyaya.errors import BadInput, BadSchema
from nyaya.policy import Constitution

NOW = datetime(2026, 6, 1, tzinfo=UTC)
OFFLINE = CrosscheckConfig(strategies=("schema", "replay", "temporal", "corroborate"))


def _reasons(answer: str, **kwargs: Any) -> list[str]:
    kwargs.setdefault("config", OFFLINE)
    kwargs.setdefault("now", NOW)
    return [f.reason for f in crosscheck(answer, **kwargs).findings]


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        ("The stay is 3 nights × $140 = $400.", "arithmetic_mismatch"),
        ("15% of $200 is $35.", "arithmetic_mismatch"),
        ("Split three ways, $420 / 3 = $150 each.", "arithmetic_mismatch"),
        ("1.234,56 € más 10 € son 1.254,56 €.", "arithmetic_mismatch"),
        ("Sales went from 80 to 100, a 20% increase.", "percentage_mismatch"),
        ("Sales went from 100 to 80, a 20% increase.", "percentage_direction_mismatch"),
        ("The trail is 5 km (4 miles) long.", "unit_conversion_mismatch"),
        ("It was 30 °C (90 °F) at noon.", "unit_conversion_mismatch"),
        ("From March 3, 2024 to March 10, 2024 is 9 days.", "date_difference_mismatch"),
        ("The launch is on Monday, June 5, 2026.", "weekday_mismatch"),
        ("The report was published on July 20, 2026.", "past_event_after_now"),
        (
            "The merger closed on May 5, 2024, after it was announced on May 20, 2024.",
            "event_order",
        ),
    ],
)
def test_inconsistencies_are_found(answer: str, reason: str) -> None:
    assert reason in _reasons(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "The stay is 3 nights × $140 = $420.",
        "15% of $200 is $30.",
        "Split three ways, $420 / 3 = $140 each.",
        "1.234,56 € más 10 € son 1.244,56 €.",
        "Sales went from 80 to 100, a 25% increase.",
        "The trail is 5 km (3.1 miles) long.",
        "It was 30 °C (86 °F) at noon.",
        "From March 3, 2024 to March 10, 2024 is 7 days.",
        "The launch is on Friday, June 5, 2026.",
        "The report was published on May 20, 2026.",
        "The merger closed on May 20, 2024, after it was announced on May 5, 2024.",
        "Room 12 costs $140 and 3 nights is $420.",
        "The paper will be published on July 20, 2026.",
        "The office opens on May 5, 2024 and closes after the holiday on May 20, 2024.",
        "Dates 2024-03-01 and 24/7 support cost $5 in total.",
    ],
)
def test_consistent_answers_pass(answer: str) -> None:
    report = crosscheck(answer, config=OFFLINE, now=NOW)
    assert report.findings == []
    assert report.action == "emit"


def test_replayed_arithmetic_is_crosscheck_evidence() -> None:
    report = crosscheck("The stay is 3 nights × $140 = $420.", config=OFFLINE, now=NOW)
    (claim,) = report.claims
    assert claim.status == "verified"
    assert claim.evidence[0].source == "crosscheck"
    assert "420" in (claim.evidence[0].derivation or "")


def test_a_contradiction_carries_its_witness() -> None:
    report = crosscheck("The stay is 3 nights × $140 = $400.", config=OFFLINE, now=NOW)
    (finding,) = report.findings
    assert finding.type == "inconsistent_claim"
    assert finding.witness is not None and finding.witness.value == "420"
    assert report.action == "revise"
    assert report.claims[0].status == "contradicted"


def test_a_reason_entry_of_the_policy_holds_in_crosscheck_too() -> None:
    answer = "The stay is 3 nights × $140 = $400."
    (found,) = crosscheck(answer, config=OFFLINE, now=NOW).findings
    quiet = Constitution.from_toml(f'[reasons]\n{found.reason} = "warn"\n')
    report = crosscheck(answer, config=OFFLINE, now=NOW, policy=quiet)
    assert [f.action for f in report.findings] == ["warn"]
    assert report.action == "emit"


SCHEMA = {
    "type": "object",
    "properties": {
        "price": {"type": "number"},
        "date": {"type": "string", "format": "date"},
        "url": {"type": "string"},
    },
    "required": ["price", "date"],
}


def test_schema_violations_point_at_the_value() -> None:
    report = crosscheck(
        "", structured={"price": "cheap", "date": "next week"}, schema=SCHEMA, config=OFFLINE
    )
    witnesses = {f.witness.pointer: f.witness.value for f in report.findings if f.witness}
    assert witnesses == {"/price": "cheap", "/date": "next week"}
    assert {f.reason for f in report.findings} == {"schema_violation"}
    assert report.action != "emit"


def test_valid_structured_output_passes() -> None:
    report = crosscheck('{"price": 12.5, "date": "2026-05-01"}', schema=SCHEMA, config=OFFLINE)
    assert report.findings == []


def test_an_answer_that_should_be_json_but_is_not() -> None:
    assert _reasons("The price is twelve.", schema=SCHEMA) == ["schema_violation"]


def test_an_invalid_schema_is_bad_input() -> None:
    with pytest.raises(BadSchema):
        crosscheck("{}", schema={"type": "nonsense"}, config=OFFLINE)


def _fx(arguments: Mapping[str, Any]) -> dict[str, Any]:
    return {"amount": round(float(arguments["amount"]) * 0.9, 2), "currency": "EUR"}


def _run(output: Any) -> dict[str, Any]:
    return {
        "run_id": "fx-1",
        "calls": [{"id": "c1", "tool": "convert", "arguments": {"amount": 100}, "output": output}],
        "response": "That is 90 euros.",
    }


def test_registered_replay_catches_a_recorded_output_that_is_wrong() -> None:
    replays = ReplayRegistry()
    replays.register("convert", _fx)
    report = crosscheck(_run({"amount": 95.0, "currency": "EUR"}), replays=replays, config=OFFLINE)
    (finding,) = report.findings
    assert (finding.type, finding.reason) == ("fact_mismatch", "replay_mismatch")
    assert finding.witness is not None and finding.witness.pointer == "/amount"
    assert finding.witness.value == 90.0


def test_registered_replay_agrees_with_a_true_output() -> None:
    replays = ReplayRegistry()
    replays.register("convert", _fx)
    report = crosscheck(_run({"amount": 90.0, "currency": "EUR"}), replays=replays, config=OFFLINE)
    assert report.findings == []


def test_a_replay_that_raises_fails_closed() -> None:
    replays = ReplayRegistry()
    replays.register("convert", lambda args: 1 / 0)
    report = crosscheck(_run({"amount": 90.0}), replays=replays, config=OFFLINE)
    assert [(f.type, f.reason) for f in report.findings] == [("internal_error", "replay_failed")]
    assert report.action != "emit"


def test_a_tool_can_be_registered_once() -> None:
    replays = ReplayRegistry()
    replays.register("convert", _fx)
    with pytest.raises(BadInput, match="convert"):
        replays.register("convert", _fx)


class Populations:
    """A local reference table: the population of a few cities (a test corroborator)."""

    name = "city-table"
    TABLE: ClassVar[dict[str, int]] = {"lisbon": 545_000, "porto": 232_000}

    def corroborate(self, claim: Claim) -> Sequence[Observation]:
        text = claim.text.casefold()
        out = []
        for city, population in self.TABLE.items():
            if city in text and "population" in text:
                for m in claim.mentions_of("number"):
                    out.append(Observation(m, population, source=f"table:{city}"))
        return out


class Broken:
    name = "broken"

    def corroborate(self, claim: Claim) -> Sequence[Observation]:
        raise ConnectionError("reference service down")


def test_corroboration_flags_a_number_beyond_tolerance() -> None:
    report = crosscheck(
        "Lisbon has a population of 610000.", corroborators=[Populations()], config=OFFLINE
    )
    (finding,) = report.findings
    assert (finding.type, finding.reason) == ("fact_mismatch", "corroboration_mismatch")
    assert finding.witness is not None and finding.witness.value == 545_000


def test_corroboration_accepts_within_tolerance() -> None:
    report = crosscheck(
        "Lisbon has a population of 547000.", corroborators=[Populations()], config=OFFLINE
    )
    assert report.findings == []
    assert report.claims[0].status == "verified"


def test_a_corroborator_that_fails_is_never_an_agreement() -> None:
    report = crosscheck(
        "Porto has a population of 232000.", corroborators=[Broken()], config=OFFLINE
    )
    assert [f.reason for f in report.findings] == ["corroborator_failed"]


def test_a_run_supplies_answer_and_now() -> None:
    run = {
        "run_id": "r9",
        "now": "2026-06-01T00:00:00Z",
        "response": "The event took place on July 2, 2026.",
    }
    report = crosscheck(run, config=OFFLINE)
    assert report.run_id == "r9"
    assert [f.reason for f in report.findings] == ["past_event_after_now"]


def test_empty_answer_fails_closed() -> None:
    report = crosscheck("   ", config=OFFLINE)
    assert report.action == "revise" and report.decision is not None
    assert report.decision.rule == "fail_closed"


def test_past_dates_relative_to_now_are_fine() -> None:
    assert (
        _reasons("The store was founded on " + date(2020, 1, 6).strftime("%B %d, %Y") + ".") == []
    )
