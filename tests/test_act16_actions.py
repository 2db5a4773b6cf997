"""Classes from the act16 round on reported acts, in domains of our own:

- an outcome word that heads a label ("**Cancelled (2 bookings):**") or a table row whose
  next cell is a figure ("| Refunded + credited | €84.50 |") names a group, not an act;
- an offer word in an earlier stretch between commas ("como me comentas que ..., ya lo he
  movido") reports what the user said; the act after the comma is still the agent's;
- a Chinese act done to the user's side ("已经发到您邮箱了") is not undone by a "can" in
  another stretch of the sentence ("可以在公众号下载，...");
- relaying a case to a third party (同步给, "relayed", "he trasladado") is notifying.

Every example is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

_TOURS = (
    "list_bookings",
    {"guest": "G-310"},
    {
        "bookings": [
            {"ref": "KT-22", "tour": "kayak tour", "status": "cancelled", "price": 45.0},
            {"ref": "WT-81", "tour": "wine tasting", "status": "cancelled", "price": 38.0},
            {"ref": "CB-05", "tour": "city bike ride", "status": "confirmed", "price": 20.0},
        ]
    },
)


def test_an_outcome_heading_with_a_count_is_a_label():
    answer = (
        "**Confirmed (1 booking):** the city bike ride, $20.\n\n"
        "**Cancelled (2 bookings):** the kayak tour and the wine tasting, both called off by "
        "the operator."
    )
    report = checked(answer, _TOURS, tools=["cancel_booking"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_an_act_in_a_list_is_still_held_to_its_call():
    answer = "Here is what I did:\n\n- Cancelled the city bike ride for you."
    report = checked(answer, _TOURS, tools=["cancel_booking"])
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_table_row_label_before_a_figure_is_no_act():
    account = (
        "get_wallet",
        {"member": "M-77"},
        {"refunds_eur": 60.5, "credits_eur": 24.0, "balance_eur": 84.5},
    )
    answer = (
        "| | Amount |\n|---|---|\n| Refunds | €60.50 |\n| Credits | €24.00 |\n"
        "| **Refunded + credited** | **€84.50** |"
    )
    report = checked(answer, account, tools=["issue_refund"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


_APPOINTMENT = (
    "get_appointment",
    {"patient": "P-19"},
    {"appointment": {"id": "AP-5", "day": "2026-03-09", "time": "10:00"}},
)
_SLOTS = ("get_free_slots", {"day": "2026-03-10"}, {"slots": ["09:00", "17:00"]})


def test_an_offer_word_in_an_earlier_stretch_leaves_the_act_reported():
    answer = (
        "Como me comentas que el lunes no puedes, ya lo he movido al martes 10 a las 17:00, "
        "que era el hueco libre de la tarde."
    )
    report = checked(answer, _APPOINTMENT, _SLOTS, tools=["move_appointment"], language="es")
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_the_same_act_done_holds():
    moved = ("move_appointment", {"id": "AP-5", "time": "17:00"}, {"ok": True, "time": "17:00"})
    answer = "Como me comentas que el lunes no puedes, ya lo he movido al martes 10 a las 17:00."
    report = checked(answer, _APPOINTMENT, _SLOTS, moved, language="es")
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_an_offer_in_the_verbs_own_stretch_is_still_an_offer():
    answer = "El martes 10 hay hueco a las 17:00. ¿Quieres que lo cambie a esa hora?"
    report = checked(answer, _APPOINTMENT, _SLOTS, tools=["move_appointment"], language="es")
    assert "fabricated_tool_call" not in kinds(report), show(report)


_INVOICE = (
    "issue_invoice",
    {"order": "SO-5521"},
    {"invoice_no": "FP-88310", "amount": 268.0, "status": "issued"},
)


def test_a_chinese_act_done_to_the_user_beside_a_can_of_another_stretch():
    answer = "发票号 FP-88310，金额 268 元。纸质版可以在门店领取，电子发票也已经发到您邮箱了。"
    report = checked(answer, _INVOICE, tools=["send_email"], language="zh")
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_chinese_act_done_to_the_user_with_its_call_holds():
    sent = ("send_email", {"to": "user", "invoice": "FP-88310"}, {"sent": True})
    answer = "发票号 FP-88310，金额 268 元。纸质版可以在门店领取，电子发票也已经发到您邮箱了。"
    report = checked(answer, _INVOICE, sent, language="zh")
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_chinese_future_in_the_acts_own_stretch_is_no_act():
    answer = "发票号 FP-88310，金额 268 元。开票完成后，电子发票会发到您邮箱。"
    report = checked(answer, _INVOICE, tools=["send_email"], language="zh")
    assert "fabricated_tool_call" not in kinds(report), show(report)


_COMPLAINT = (
    "file_complaint",
    {"store": "S-12", "text": "damaged blender"},
    {"complaint_id": "CMP-4471", "status": "open"},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Complaint CMP-4471 is open. I've relayed it to the store manager as well.", "en"),
        ("La queja CMP-4471 está abierta. También he trasladado el caso al encargado.", "es"),
        ("投诉单 CMP-4471 已受理，门店经理那边我已经同步给他了。", "zh"),
    ],
)
def test_relaying_a_case_is_notifying(answer, language):
    report = checked(answer, _COMPLAINT, tools=["notify_store_manager"], language=language)
    assert "fabricated_tool_call" in kinds(report), show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("Complaint CMP-4471 is open. I've relayed it to the store manager as well.", "en"),
        ("投诉单 CMP-4471 已受理，门店经理那边我已经同步给他了。", "zh"),
    ],
)
def test_relaying_with_its_call_holds(answer, language):
    told = ("notify_store_manager", {"complaint": "CMP-4471"}, {"notified": True})
    report = checked(answer, _COMPLAINT, told, language=language)
    assert "fabricated_tool_call" not in kinds(report), show(report)
