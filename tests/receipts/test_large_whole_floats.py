"""A whole float past 2**53 in a tool output: RFC 8785 writes it as bare digits, and a
receipt (or a ledger) holding it must read back and verify, not fail as an oversized int."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from nyaya.errors import BadReceipt
from nyaya.receipts import KeyRing, Ledger, Receipt, issue_receipt, verify_receipt

WHEN = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def _receipt(ring: KeyRing, output: object) -> Receipt:
    return issue_receipt(
        ring, run_id="run-floats", call_id="c1", tool="telemetry", arguments={}, output=output,
        timestamp=WHEN,
    )  # fmt: skip


@pytest.mark.parametrize("value", [1e16, -(2.0**60), 1e21 - 2**17, 4.5e18])
def test_a_large_whole_float_reads_back_as_the_same_float(value: float) -> None:
    ring = KeyRing.generate()
    receipt = _receipt(ring, {"reading": value, "unit": "bytes"})
    text = receipt.to_json()
    assert "." not in text.split('"reading":')[1].split(",")[0]  # written as bare digits
    parsed = Receipt.from_json(text)
    assert parsed == receipt and parsed.to_json() == text
    assert type(parsed.facts["reading"]) is float
    verify_receipt(parsed, ring)


def test_digits_no_float_writes_are_still_refused() -> None:
    ring = KeyRing.generate()
    text = _receipt(ring, {"reading": 1e16}).to_json()
    # 2**53 + 1 has no float, and no float's canonical text is 10000000000000001.
    for digits in ("9007199254740993", "10000000000000001"):
        with pytest.raises(BadReceipt, match="facts"):
            Receipt.from_json(text.replace("10000000000000000", digits))


def test_a_ledger_holding_a_large_whole_float_verifies(tmp_path: Path) -> None:
    ring = KeyRing.generate()
    ledger = Ledger.open(tmp_path / "ledger.db")
    ledger.append(_receipt(ring, {"reading": 1e16}))
    ledger.append(_receipt(ring, {"reading": 3.0}))
    assert ledger.verify(ring) == 2
