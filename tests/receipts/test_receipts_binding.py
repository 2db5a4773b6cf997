"""A receipt is evidence only for its own run, near the run's time, under the expected key."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

import nyaya
from nyaya.errors import BadInput
from nyaya.receipts import KeyRing, Receipt, bind_check, issue_receipt

RING = KeyRing.generate("ed25519", "runtime-1")
RUN_TIME = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)


def receipt(
    *, run_id: str = "run-1", at: datetime = RUN_TIME, ring: KeyRing = RING, output: Any = None
) -> Receipt:
    return issue_receipt(
        ring,
        run_id=run_id,
        call_id="c1",
        tool="email_search",
        arguments={"from": "alice"},
        output=output if output is not None else [{"from": "Alice", "subject": "Deadline"}],
        timestamp=at,
    )


def reasons(r: Receipt, **kw: Any) -> list[str]:
    return [p.reason for p in bind_check(r, run_id="run-1", now=RUN_TIME, **kw)]


def test_a_receipt_of_this_run_at_its_time_is_bound() -> None:
    assert reasons(receipt()) == []
    assert reasons(receipt(at=RUN_TIME - timedelta(hours=23))) == []
    assert reasons(receipt(at=RUN_TIME + timedelta(minutes=4))) == []  # within the skew


@pytest.mark.parametrize(
    ("kw", "expected"),
    [
        ({"run_id": "run-2"}, ["wrong_run"]),
        ({"at": RUN_TIME - timedelta(days=730)}, ["expired"]),
        ({"at": RUN_TIME + timedelta(days=1)}, ["not_yet_valid"]),
        ({"at": RUN_TIME + timedelta(minutes=6)}, ["not_yet_valid"]),
        ({"run_id": "run-2", "at": RUN_TIME + timedelta(days=1)}, ["wrong_run", "not_yet_valid"]),
        ({"at": datetime(1, 1, 1, tzinfo=UTC)}, ["expired"]),
        ({"at": datetime(9999, 12, 31, tzinfo=UTC)}, ["not_yet_valid"]),
    ],
)
def test_each_failure_has_its_reason(kw: dict[str, Any], expected: list[str]) -> None:
    assert reasons(receipt(**kw)) == expected


def test_the_window_is_configurable() -> None:
    old = receipt(at=RUN_TIME - timedelta(days=3))
    assert reasons(old) == ["expired"]
    assert reasons(old, max_age=timedelta(days=7)) == []
    assert reasons(old, max_age=None) == []
    early = receipt(at=RUN_TIME + timedelta(minutes=2))
    assert reasons(early, skew=timedelta(0)) == ["not_yet_valid"]
    with pytest.raises(BadInput):
        reasons(early, skew=timedelta(seconds=-1))


def test_the_expected_key_is_pinned() -> None:
    assert reasons(receipt(), expected_key_ids={"runtime-1"}) == []
    assert reasons(receipt(), expected_key_ids={"runtime-2"}) == ["unexpected_key"]
    assert reasons(receipt(), expected_key_ids=()) == ["unexpected_key"]


def run_with(r: Receipt, run_id: str = "run-1") -> dict[str, Any]:
    return {
        "run_id": run_id,
        "user": "Any mail from Alice?",
        "created_at": RUN_TIME.isoformat(),
        "calls": [
            {
                "id": "c1",
                "tool": "email_search",
                "arguments": {"from": "alice"},
                "output": [{"from": "Alice", "subject": "Deadline"}],
                "receipt": r.to_dict(),
            }
        ],
        "response": "You have 1 email from Alice about the Deadline.",
    }


def bad_receipts(run: dict[str, Any]) -> list[tuple[str, str]]:
    report = nyaya.check(run, keys=RING.public())
    return [(f.reason, f.message) for f in report.findings if f.type == "bad_receipt"]


def test_check_accepts_a_bound_receipt() -> None:
    report = nyaya.check(run_with(receipt()), keys=RING.public())
    assert [f.type for f in report.findings] == []
    assert report.claims and report.claims[0].status == "verified"


@pytest.mark.parametrize(
    ("r", "reason", "words"),
    [
        (receipt(run_id="run-other"), "wrong_run", "run-other"),
        (receipt(at=RUN_TIME - timedelta(days=730)), "expired", "2024-11-21"),
        (receipt(at=RUN_TIME + timedelta(days=30)), "not_yet_valid", "2026-12-21"),
    ],
)
def test_check_rejects_an_unbound_receipt_naming_the_reason(
    r: Receipt, reason: str, words: str
) -> None:
    found = bad_receipts(run_with(r))
    assert len(found) == 1
    assert found[0][0] == reason
    assert words in found[0][1]
    report = nyaya.check(run_with(r), keys=RING.public())
    assert report.action == "block"  # bad_receipt blocks under the default policy
    assert report.claims[0].status != "verified"  # its output is not evidence
