"""A state word ("status": "open") tells a free place only of a thing that is a place (a
slot, a seat, a ticket); an open invoice is no free place, even when the answer counts the
invoices with a classifier tickets share (张)."""

from __future__ import annotations

from typing import Any

from nyaya import check


def run(response: str, tool: str, output: dict[str, Any]) -> dict[str, Any]:
    return {
        "run_id": "places-1",
        "language": "zh",
        "user": "?",
        "created_at": "2026-03-02T09:00:00Z",
        "tools": [{"name": tool, "description": "x"}],
        "calls": [{"id": "c1", "tool": tool, "arguments": {"who": "C-9"}, "output": output}],
        "response": response,
    }


BILLS = {
    "invoices": [
        {"no": "WB-11", "amount": 310, "status": "paid", "late_fee": 0},
        {"no": "WB-12", "amount": 275, "status": "paid", "late_fee": 0},
        {"no": "WB-13", "amount": 190, "status": "open", "late_fee": 0},
    ]
}


def test_an_open_bill_is_no_free_place() -> None:
    report = check(run("你这3张水费发票都没有滞纳金。", "list_invoices", BILLS))
    assert not [f for f in report.findings if f.type == "false_absence"], report.findings


def test_an_open_slot_still_is_one() -> None:
    slots = {"slots": [{"time": "09:00", "status": "booked"}, {"time": "09:30", "status": "open"}]}
    report = check(run("明天上午的号都约满了，没有可预约的时段。", "list_clinic_slots", slots))
    assert any(f.type == "false_absence" for f in report.findings)
