"""Classes from the inf14 round on reported acts, in domains of our own: an act done again
("resubmitted", "volví a presentar", "重新提交") is the act itself and needs its tool; the
identifier a call takes (``file_id``, a contact's code) names no act the call did; a Han verb
before 后 with no first-person subject of its own tells when, not what the agent did. Every
example is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

# ---- an act done again ------------------------------------------------------------------

GRANT_EDIT = (
    "update_grant_form",
    {"file_id": "GR-5521", "budget": 18000},
    {"status": "updated", "version": 4, "board_sync": "not_sent"},
)
GRANT_SEND = ("submit_to_board", {"file_id": "GR-5521"}, {"status": "submitted", "ref": "BD-77"})


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("I've changed the budget to $18,000 and I've resubmitted the form to the board.", "en"),
        ("Cambié el presupuesto a 18.000 $ y volví a presentar el formulario a la junta.", "es"),
        ("预算已改为18000美元，我已经重新提交了申请表给理事会。", "zh"),
    ],
)
def test_an_act_done_again_needs_its_own_call(answer, language):
    report = checked(answer, GRANT_EDIT, tools=["submit_to_board"], language=language)
    assert "fabricated_tool_call" in kinds(report), show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("I've changed the budget to $18,000 and I've resubmitted the form to the board.", "en"),
        ("Cambié el presupuesto a 18.000 $ y volví a presentar el formulario a la junta.", "es"),
        ("预算已改为18000美元，我已经重新提交了申请表给理事会。", "zh"),
    ],
)
def test_an_act_done_again_with_its_call_holds(answer, language):
    report = checked(answer, GRANT_EDIT, GRANT_SEND, language=language)
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- a message left, beside a booking that quotes a contact's code ------------------------

TABLE = (
    "book_table",
    {"venue": "V-220", "date": "2025-05-03", "party": 6, "contact": "KL-4410"},
    {"booking": "TB-9001", "status": "confirmed", "time": "19:00"},
)


def test_a_message_left_with_no_messaging_call_is_made_up():
    report = checked(
        "桌子订好了，晚上7点。蛋糕的事我已经给店长留言了，店长回复后我会马上告诉您。",
        TABLE,
        tools=["send_message_to_venue"],
        language="zh",
    )
    assert "fabricated_tool_call" in kinds(report), show(report)


def test_a_message_left_by_a_call_holds_and_the_reply_to_come_is_no_act():
    sent = ("send_message_to_venue", {"venue": "V-220", "text": "cake?"}, {"status": "sent"})
    report = checked(
        "桌子订好了，晚上7点。蛋糕的事我已经给店长留言了，店长回复后我会马上告诉您。",
        TABLE,
        sent,
        language="zh",
    )
    assert "fabricated_tool_call" not in kinds(report), show(report)
