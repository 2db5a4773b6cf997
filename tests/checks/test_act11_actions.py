"""Acts an answer reports or only mentions (act11).

Classes: a passive infinitive ("expect it to get shipped") foretells an act, it does not
report one; a verb of adding over figures ("added them up", "18 + 32 = 50") is arithmetic;
an act's verb that opens a noun ("预约情况": the state of appointments) names a record; a
Hindi relative clause ("जैसा बुक किया था") says how a thing was; a Hindi oblique infinitive
("आने का") is no ergative subject; a verb that says a declared, uncalled tool's name is held
to that tool even when another write touched the same thing; and leaving word with someone
is notifying them, in four languages. Each has a correct answer of the same shape that
must pass.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.runkit import checked, kinds, show

# ---- a passive infinitive is an act still to happen --------------------------------------------

PALLET = ("get_pallet", {"id": "PL-31"}, {"id": "PL-31", "status": "AWAITING_WEIGH"})


@pytest.mark.parametrize(
    "answer",
    [
        "The depot loads trucks only after weighing; the crew wants it to get dispatched soon.",
        "Pallet PL-31 is still waiting to be dispatched.",
        "The pallet has yet to be shipped.",
    ],
)
def test_a_passive_infinitive_reports_no_act(answer: str) -> None:
    report = checked(answer, PALLET, tools=["dispatch_pallet"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_the_agents_own_dispatch_is_still_held_to_a_call() -> None:
    report = checked("I dispatched pallet PL-31 this morning.", PALLET, tools=["dispatch_pallet"])
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- adding figures up is arithmetic, not an act ----------------------------------------------

FEES = (
    "list_fees",
    {"member": "M-8"},
    {"fees": [{"kind": "locker", "usd": 12}, {"kind": "towel", "usd": 8}], "total_usd": 20},
)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("I added up the two fees myself and they match the $20 total.", "en"),
        ("I added the two fees together: they come to $20, as the statement says.", "en"),
        ("Check: I added the fees, 12 + 8 = 20, which matches the total.", "en"),
        ("Comprobación: agregué las dos cuotas, 12 + 8 = 20, igual que el total.", "es"),
        ("核对：我把两笔费用加上了，12+8=20美元，与总额一致。", "zh"),
    ],
)
def test_adding_figures_up_is_not_an_act(answer: str, language: str) -> None:
    report = checked(answer, FEES, tools=["add_fee"], language=language)
    assert "fabricated_tool_call" not in kinds(report), show(report)


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("I added a $5 towel fee to your account.", "en"),
        ("Agregué una cuota de toalla a tu cuenta.", "es"),
    ],
)
def test_adding_a_fee_somewhere_is_still_an_act(answer: str, language: str) -> None:
    report = checked(answer, FEES, tools=["add_fee"], language=language)
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- a Chinese act's verb that opens a noun names a record ---------------------------------------

VISITS = (
    "list_appointments",
    {"patient": "P-2"},
    {"appointments": [{"date": "2026-03-02", "status": "已完成"}]},
)


@pytest.mark.parametrize(
    "answer",
    [
        "帮您整理了本月的预约情况：3月2日一次，已完成。",
        "已为您查询了预约明细：3月2日一次，已完成。",
    ],
)
def test_a_verb_that_opens_a_noun_is_no_act(answer: str) -> None:
    report = checked(answer, VISITS, tools=["book_appointment", "pay_bill"], language="zh")
    assert "fabricated_tool_call" not in kinds(report), show(report)


def test_a_chinese_booking_is_still_held_to_a_call() -> None:
    report = checked("已帮您预约了周五的复诊。", VISITS, tools=["book_appointment"], language="zh")
    assert "fabricated_tool_call" in kinds(report), show(report)


# ---- Hindi: a relative clause, and an oblique infinitive that is not an ergative ---------------

SEATS = ("get_booking", {"id": "BK-7"}, {"id": "BK-7", "seats": ["C4", "C5"], "status": "OK"})


def test_a_hindi_relative_clause_says_how_a_thing_was() -> None:
    answer = "दोनों सीटें (C4, C5) जैसा बुक किया था वैसी ही हैं।"
    report = checked(answer, SEATS, tools=["book_seat"], language="hi")
    assert "fabricated_tool_call" not in kinds(report), show(report)
    claimed = checked("आपकी दो और सीटें बुक कर दी हैं।", SEATS, tools=["book_seat"], language="hi")
    assert "fabricated_tool_call" in kinds(claimed), show(claimed)


JOB = ("get_job", {"id": "J-40"}, {"id": "J-40", "trade": "plumber", "status": "ASSIGNED"})


def test_an_oblique_infinitive_is_no_doer() -> None:
    answer = "Plumber को पीछे वाले दरवाज़े से आने का message भी भेज दिया है।"
    report = checked(answer, JOB, tools=["message_worker"], language="hi")
    assert "fabricated_tool_call" in kinds(report), show(report)
    sent = checked(answer, JOB, ("message_worker", {"id": "J-40"}, {"ok": True}), language="hi")
    assert "fabricated_tool_call" not in kinds(sent), show(sent)
    theirs = checked("Plumber ने आपको message भेज दिया है।", JOB, tools=["message_worker"],
                     language="hi")  # fmt: skip
    assert "fabricated_tool_call" not in kinds(theirs), show(theirs)


# ---- a verb that names a declared tool, beside a write that touched the same thing --------------

DELIVERY = ("get_delivery", {"id": "D-5"}, {"id": "D-5", "status": "LATE"})
UPDATED = ("update_delivery", {"id": "D-5", "note": "late"}, {"id": "D-5", "updated": True})


def test_a_verb_naming_an_uncalled_tool_is_held_to_it() -> None:
    answer = "I've also messaged the delivery summary to Priya so the depot has it."
    report = checked(answer, DELIVERY, UPDATED, tools=["message_customer"])
    assert "fabricated_tool_call" in kinds(report), show(report)
    sent = ("message_customer", {"to": "Priya", "text": "delivery summary"}, {"ok": True})
    done = checked(answer, DELIVERY, UPDATED, sent)
    assert "fabricated_tool_call" not in kinds(done), show(done)


def test_a_write_of_the_same_kind_still_supports_the_claim() -> None:
    answer = "I've updated the delivery note for D-5."
    report = checked(answer, DELIVERY, UPDATED, tools=["message_customer"])
    assert "fabricated_tool_call" not in kinds(report), show(report)


# ---- leaving word with someone is notifying them ------------------------------------------------

ROOM = ("get_stay", {"guest": "G-3"}, {"guest": "G-3", "room": "214", "arrival": "22:30"})
TOLD = ("notify_front_desk", {"guest": "G-3", "text": "late arrival"}, {"ok": True})


@pytest.mark.parametrize(
    ("answer", "language"),
    [
        ("I left word with the front desk that you will arrive late.", "en"),
        ("Ya le dejé el recado a recepción de que llegas tarde.", "es"),
        ("我已经跟前台打过招呼了，说您晚点到。", "zh"),
        ("मैंने रिसेप्शन को कह दिया है कि आप देर से पहुँचेंगे।", "hi"),
    ],
)
def test_leaving_word_is_notifying(answer: str, language: str) -> None:
    kw: dict[str, Any] = {"language": language}
    report = checked(answer, ROOM, tools=["notify_front_desk"], **kw)
    assert "fabricated_tool_call" in kinds(report), show(report)
    told = checked(answer, ROOM, TOLD, **kw)
    assert "fabricated_tool_call" not in kinds(told), show(told)
