"""False-absence classes of helper abs15.

- A key whose "free" or "open" word is "at no charge" or an amount
  (``free_returns_min_cents``, ``open_balance_usd``, ``free_minutes``) counts no places:
  "the ferry's evening sailings are all booked" is told by the sailings' flags, not by a
  sum above zero beside them.
- The Chinese verb 开 with an invoice or a receipt as its object ("还没开过发票", "没开票")
  names the invoice's issue: a row of it with ``status: issued`` is the witness.
- "doesn't show a" / "don't see a": the negated verb of display with an indefinite article
  denies the noun after it, as "doesn't show any" does.
- A label the denial closes ("Reviews: none.", "Reseñas, de momento ninguna", "评价：暂无"):
  the label names what is denied.

Every example is written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

from runkit import checked, kinds, show

_TODAY = "Today is Tuesday, 9 June 2026."


def _sailings(first: bool, second: bool) -> tuple[str, dict[str, Any], Any]:
    return (
        "get_ferry_sailings",
        {"route": "harbour-isle", "date": "2026-06-09"},
        {
            "route": "harbour-isle",
            "free_luggage_min_cents": 4500,
            "sailings": [
                {"departs": "2026-06-09T18:30", "bookable": first, "available": first},
                {"departs": "2026-06-09T20:15", "bookable": second, "available": second},
            ],
        },
    )


_BOOKED = [
    ("en", "Tonight's sailings are all fully booked."),
    ("zh", "今晚的两班船都已经约满了。"),
]


@pytest.mark.parametrize(("language", "answer"), _BOOKED)
def test_an_amount_under_a_free_key_is_no_free_place(language: str, answer: str):
    report = checked(answer, _sailings(False, False), system=_TODAY, language=language)
    assert "false_absence" not in kinds(report), show(report)


@pytest.mark.parametrize(("language", "answer"), _BOOKED)
def test_a_sailing_still_open_is_the_witness(language: str, answer: str):
    report = checked(answer, _sailings(False, True), system=_TODAY, language=language)
    assert "false_absence" in kinds(report), show(report)


def _receipts(status: str) -> tuple[str, dict[str, Any], Any]:
    return (
        "list_receipts",
        {"member": "gym-2231"},
        {
            "receipts": [
                {"receipt_no": "RC-40917", "order": "GY-1187", "status": status, "amount": 260.0}
            ]
        },
    )


@pytest.mark.parametrize(
    "answer",
    ["订单 GY-1187：这笔年卡费用还没有开过发票。", "订单 GY-1187 目前还没有开票。"],
)
def test_the_chinese_verb_of_issuing_an_invoice_meets_an_issued_row(answer: str):
    report = checked(answer, _receipts("issued"), system=_TODAY, language="zh")
    assert "false_absence" in kinds(report), show(report)


def test_an_invoice_not_yet_issued_is_no_witness():
    report = checked(
        "订单 GY-1187：这笔年卡费用还没有开过发票。", _receipts("pending"), language="zh"
    )
    assert "false_absence" not in kinds(report), show(report)


def _tutor(mentors: list[dict[str, Any]]) -> tuple[str, dict[str, Any], Any]:
    return (
        "get_thesis_record",
        {"student": "S-7781"},
        {"student": "S-7781", "topic": "tidal energy", "mentors": mentors},
    )


@pytest.mark.parametrize(
    "answer",
    ["The record doesn't show a mentor for your thesis yet.", "I don't see a mentor on it yet."],
)
def test_a_negated_verb_of_display_with_an_article_denies_its_noun(answer: str):
    report = checked(answer, _tutor([{"name": "Ines Varga", "status": "confirmed"}]))
    assert "false_absence" in kinds(report), show(report)


def test_an_empty_list_verifies_the_same_denial():
    report = checked("The record doesn't show a mentor for your thesis yet.", _tutor([]))
    assert "false_absence" not in kinds(report), show(report)


def _reviews(reviews: list[dict[str, Any]]) -> tuple[str, dict[str, Any], Any]:
    return ("list_reviews", {"shop": "SH-310"}, {"shop": "SH-310", "reviews": reviews, "views": 41})


_LABELLED = [
    ("en", "- **Reviews:** none."),
    ("en", "Reviews, for now none."),
    ("es", "- **Reseñas**, de momento ninguna"),
    ("hi", "- **समीक्षाएँ**: अभी कोई नहीं"),
    ("zh", "- **评价**：暂无"),
]


@pytest.mark.parametrize(("language", "answer"), _LABELLED)
def test_the_label_a_denial_closes_is_what_it_denies(language: str, answer: str):
    report = checked(
        answer,
        _reviews([{"review_id": "RV-55", "from": "kayak_fan", "stars": 4}]),
        language=language,
    )
    assert "false_absence" in kinds(report), show(report)


@pytest.mark.parametrize(("language", "answer"), _LABELLED)
def test_an_empty_list_under_the_label_verifies_it(language: str, answer: str):
    report = checked(answer, _reviews([]), language=language)
    assert "false_absence" not in kinds(report), show(report)


def test_a_label_of_its_own_clause_is_not_the_denied_noun():
    # the denial names its own noun: the label before it is a heading, not what is denied
    report = checked(
        "- **Shop SH-310:** no refunds.",
        _reviews([{"review_id": "RV-55", "from": "kayak_fan", "stars": 4}]),
    )
    assert "false_absence" not in kinds(report), show(report)


def _holds(second: list[dict[str, Any]]) -> tuple[tuple[str, dict[str, Any], Any], ...]:
    return (
        ("list_ready_books", {"branch": "riverside", "state": "ready"}, {"books": []}),
        ("list_ready_books", {"branch": None, "state": "ready"}, {"books": second}),
    )


_ELSEWHERE = [
    ("en", "There are no books waiting for pickup at the other branches either."),
    ("es", "Tampoco hay libros pendientes de recoger en las demás sucursales."),
    ("zh", "其他分馆也没有待取的图书。"),
]
_HOLD = {"hold_id": "H-3391", "branch": "harbourside", "title": "Salt and Stone", "state": "ready"}


@pytest.mark.parametrize(("language", "answer"), _ELSEWHERE)
def test_the_wider_search_made_again_is_the_witness(language: str, answer: str):
    report = checked(answer, *_holds([_HOLD]), language=language)
    assert "false_absence" in kinds(report), show(report)


@pytest.mark.parametrize(("language", "answer"), _ELSEWHERE)
def test_a_wider_search_that_came_back_empty_verifies_it(language: str, answer: str):
    report = checked(answer, *_holds([]), language=language)
    assert "false_absence" not in kinds(report), show(report)


def test_a_denial_naming_the_dropped_filter_rests_on_the_narrow_search():
    report = checked(
        "At riverside there are no books waiting for pickup.", *_holds([_HOLD]), language="en"
    )
    assert "false_absence" not in kinds(report), show(report)
