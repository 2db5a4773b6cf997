"""Fact mismatch classes (val16): value slips that two witnesses or a deadline word show.

- one figure the run states twice (an order's ``total_eur`` and a receipt request's
  ``amount``, the same value, numbers written as strings or not) is one witness: a slip of
  its digits is a slip of both, not a value two fields make ambiguous;
- a date said as a deadline ("before the 14th", "antes del 14", "14 तारीख़ से पहले",
  "14日前") a day or two off the run's one deadline field (due, expiring) is that field
  misstated; a hedge in a later clause of the sentence does not reach it.

Every example here is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

TODAY = "Today is Monday, 11 May 2026."

# ---- one figure held by two outputs ----------------------------------------------------------

BOOKING = (
    "get_booking",
    {"ref": "KX-4471"},
    {"ref": "KX-4471", "studio": "Harbour Pottery", "sessions": 3, "amount_eur": "472.00"},
)
RECEIPT = (
    "issue_receipt",
    {"ref": "KX-4471", "email": "mo@example.org"},
    {"receipt_no": "RC-90331", "status": "queued", "amount": "472.00", "eta_hours": 12},
)
ROW = {
    "en": "Your receipt was requested.\n\n| Item | Value |\n|---|---|\n| Amount | €{v} |",
    "es": "Ya pedí tu recibo.\n\n| Concepto | Valor |\n|---|---|\n| Importe | {v} € |",
    "zh": "收据已申请。\n\n| 项目 | 内容 |\n|---|---|\n| 金额 | €{v} |",
}


@pytest.mark.parametrize("language", sorted(ROW))
def test_a_slip_of_a_figure_two_outputs_agree_on_is_caught(language):
    text = ROW[language].format(v="427.00")
    report = checked(text, BOOKING, RECEIPT, language=language, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(ROW))
def test_the_figure_two_outputs_agree_on_passes(language):
    text = ROW[language].format(v="472.00")
    report = checked(text, BOOKING, RECEIPT, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_two_fields_of_different_figures_name_no_one_witness():
    receipt = (
        "issue_receipt",
        {"ref": "KX-4471"},
        {"receipt_no": "RC-90331", "amount": "742.00"},
    )
    text = "Receipt requested.\n\n| Item | Value |\n|---|---|\n| Amount | 427.00 |"
    report = checked(text, BOOKING, receipt, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a deadline a day off the run's one deadline ---------------------------------------------

LOAN = (
    "get_library_loan",
    {"card": "L-2208"},
    {
        "title": "Field Notes on Lichens",
        "borrowed_at": "2026-04-30T15:10:00+02:00",
        "due_at": "2026-05-14T20:00:00+02:00",
        "renewals_left": 1,
    },
)
DEADLINE = {
    "en": "Please bring the book back before {d} May (8 pm); after that a fine may apply.",
    "es": "Devuelve el libro antes del {d} de mayo; después puede haber una multa.",
    "zh": "请在5月{d}日20:00前还书，逾期可能会产生罚款。",
    "hi": "किताब {d} मई से पहले लौटा दें; उसके बाद जुर्माना लग सकता है।",
}


@pytest.mark.parametrize("language", sorted(DEADLINE))
def test_a_deadline_a_day_off_the_due_field_is_caught(language):
    text = DEADLINE[language].format(d="13")
    report = checked(text, LOAN, language=language, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(DEADLINE))
def test_the_due_date_as_the_deadline_passes(language):
    text = DEADLINE[language].format(d="14")
    report = checked(text, LOAN, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_date_said_without_a_deadline_word_is_left_alone():
    text = "You borrowed it a while ago; the library sends a reminder on 13 May."
    report = checked(text, LOAN, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)
