"""False-absence classes of helper abs12: an absence's witness must match its qualifier and
its scope.

- "No performances were cancelled" beside ``performances: [...]`` and ``cancellations: []``:
  the qualifier names the empty list (by its root or its concept, in any language), which
  supports the denial; the full list of every performance is no witness.
- "There is no refund in the account activity": the list is bound by the place looked in
  (the tool), holds items of many kinds, and only an item of the denied kind
  (``type: refund``) is a witness.
- "At the Kestrel Park warehouse there is no stock": the absence is scoped to one row of a
  list with a row per place; that row's figure settles it (0 verifies, 6 witnesses), the
  other rows are not what the claim speaks of.

Every example is written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

from runkit import checked, kinds, show, witness_of

# --- the qualifier names an empty list -------------------------------------------------

_SHOWS = [
    {"title": "The Glass Orchard", "day": "2026-04-02", "time": "19:30"},
    {"title": "Salt and Lanterns", "day": "2026-04-04", "time": "20:00"},
]
_CALLED_OFF = {"title": "Salt and Lanterns", "day": "2026-04-04", "reason": "lead actor ill"}


def _program(cancelled: list[dict[str, Any]]) -> tuple[str, dict[str, Any], Any]:
    return (
        "get_venue_program",
        {"venue": "V-88", "week": "2026-W14"},
        {"venue": "V-88", "performances": _SHOWS, "cancellations": cancelled},
    )


_NONE_CANCELLED = [
    ("en", "No performances were cancelled this week."),
    ("es", "Esta semana no hay funciones canceladas."),
    ("hi", "इस हफ़्ते कोई शो रद्द नहीं हुआ।"),
    ("zh", "本周没有取消的演出。"),
]


@pytest.mark.parametrize(("language", "answer"), _NONE_CANCELLED)
def test_an_empty_list_the_qualifier_names_supports_the_denial(language: str, answer: str):
    report = checked(answer, _program([]), language=language)
    assert "false_absence" not in kinds(report), show(report)
    assert report.claims[0].status == "verified", show(report)


def test_an_item_of_the_qualified_list_is_the_witness():
    report = checked("No performances were cancelled this week.", _program([_CALLED_OFF]))
    assert "false_absence" in kinds(report), show(report)


def test_an_empty_list_of_another_kind_leaves_the_full_one_a_witness():
    # "no performances" names the full list only; the empty list of cancellations is apart
    report = checked("There are no performances at V-88 this week.", _program([]))
    assert "false_absence" in kinds(report), show(report)


def test_a_nil_field_the_qualifier_names_supports_the_denial():
    output = {
        "order": "SO-5120",
        "lines": [{"sku": "KX-12", "qty": 2}],
        "returned_units": 0,
    }
    report = checked(
        "Nothing from order SO-5120 was returned.", ("get_order", {"order": "SO-5120"}, output)
    )
    assert "false_absence" not in kinds(report), show(report)


# --- a list of many kinds: only an item of the denied kind -----------------------------


def _activity(extra: list[dict[str, Any]]) -> tuple[str, dict[str, Any], Any]:
    return (
        "get_account_activity",
        {"account": "PX-18"},
        {
            "account": "PX-18",
            "movements": [
                {"date": "2026-02-03", "type": "deposit", "amount": 300},
                {"date": "2026-02-11", "type": "withdrawal", "amount": 80},
                *extra,
            ],
        },
    )


_REFUND = {"date": "2026-02-19", "type": "refund", "amount": 25}
_NO_REFUND = [
    ("en", "There is no refund in the account activity."),
    ("es", "No hay ningún reembolso en los movimientos de la cuenta."),
    ("hi", "खाते की गतिविधि में कोई रिफंड नहीं है।"),
    ("zh", "账户流水里没有退款。"),
]


@pytest.mark.parametrize(("language", "answer"), _NO_REFUND)
def test_items_of_other_kinds_are_no_witness(language: str, answer: str):
    report = checked(answer, _activity([]), language=language)
    assert "false_absence" not in kinds(report), show(report)


@pytest.mark.parametrize(("language", "answer"), _NO_REFUND)
def test_an_item_of_the_denied_kind_is_the_witness(language: str, answer: str):
    report = checked(answer, _activity([_REFUND]), language=language)
    assert witness_of(report, "false_absence").value == "refund", show(report)


def test_a_description_that_names_the_kind_is_the_witness():
    output = {
        "account": "PX-18",
        "entries": [
            {"date": "2026-02-03", "description": "Deposit - payroll", "amount": 300},
            {"date": "2026-02-21", "description": "Refund - cancelled gym plan", "amount": 40},
        ],
    }
    report = checked(
        "There is no refund in the account activity.",
        ("get_account_activity", {"account": "PX-18"}, output),
    )
    assert "false_absence" in kinds(report), show(report)


def test_descriptions_of_other_kinds_are_no_witness():
    output = {
        "account": "PX-18",
        "entries": [
            {"date": "2026-02-03", "description": "Deposit - payroll", "amount": 300},
            {"date": "2026-02-21", "description": "Transfer to savings", "amount": -40},
        ],
    }
    report = checked(
        "There is no refund in the account activity.",
        ("get_account_activity", {"account": "PX-18"}, output),
    )
    assert "false_absence" not in kinds(report), show(report)


def test_a_list_the_noun_names_keeps_its_first_item_the_witness():
    # "no open orders" names the list itself: every item it holds is one of them
    output = {"orders": [{"order_id": "OR-7781", "placed": "2026-01-30"}]}
    report = checked(
        "You have no open orders.", ("list_open_orders", {"customer": "C-301"}, output)
    )
    assert "false_absence" in kinds(report), show(report)


# --- an absence scoped to one row ------------------------------------------------------


def _stock(kestrel: int) -> tuple[str, dict[str, Any], Any]:
    return (
        "check_part_stock",
        {"part": "HX-204"},
        {
            "part": "HX-204",
            "name": "Hinge bracket",
            "stock": [
                {"warehouse": "Dunmore", "qty": 14},
                {"warehouse": "Kestrel Park", "qty": kestrel},
            ],
        },
    )


_NO_STOCK = [
    ("en", "Kestrel Park has no stock of it."),
    ("es", "En Kestrel Park no hay stock."),
    ("zh", "Kestrel Park没有库存。"),
]


@pytest.mark.parametrize(("language", "answer"), _NO_STOCK)
def test_the_named_row_at_zero_verifies_the_denial(language: str, answer: str):
    report = checked(answer, _stock(0), language=language)
    assert "false_absence" not in kinds(report), show(report)
    assert report.claims[0].status == "verified", show(report)


@pytest.mark.parametrize(("language", "answer"), _NO_STOCK)
def test_the_named_row_above_zero_is_the_witness(language: str, answer: str):
    report = checked(answer, _stock(6), language=language)
    witness = witness_of(report, "false_absence")
    assert witness.pointer == "/stock/1/qty", show(report)


def _copies(elmhurst: int) -> tuple[str, dict[str, Any], Any]:
    return (
        "find_title_copies",
        {"isbn": "978-0-14-311-2"},
        {
            "title": "The Salt Roads",
            "branches": [
                {"branch": "Riverside Library", "copies_available": 2},
                {"branch": "Elmhurst Library", "copies_available": elmhurst},
            ],
        },
    )


def test_a_row_named_by_its_figure_key_at_zero():
    report = checked("Elmhurst Library has no copies left.", _copies(0))
    assert "false_absence" not in kinds(report), show(report)


def test_a_row_named_by_its_figure_key_above_zero():
    report = checked("Elmhurst Library has no copies left.", _copies(3))
    assert witness_of(report, "false_absence").value == 3, show(report)


def test_a_figure_the_noun_does_not_name_is_no_witness():
    # "free cancellation" is no count of rooms: the row's rooms_left says nothing of it
    output = {
        "results": [
            {"hotel": "Harbor Lodge", "rooms_left": 5, "cancellation": "non-refundable"},
            {"hotel": "Quarry Hill Inn", "rooms_left": 1, "cancellation": "free until 48h"},
        ]
    }
    report = checked(
        "Harbor Lodge has no free cancellation option.",
        ("search_hotels", {"city": "Porto"}, output),
    )
    assert "false_absence" not in kinds(report), show(report)


# --- a denial of a weekday -------------------------------------------------------------


def _classes(day: str) -> tuple[str, dict[str, Any], Any]:
    return (
        "list_pottery_classes",
        {"studio": "Clayworks", "month": "2026-05"},
        {
            "classes": [
                {"class_id": "PT-3", "title": "Wheel basics", "schedule": {"days": ["MON", "WED"]}},
                {"class_id": "PT-7", "title": "Glazing lab", "schedule": {"days": [day]}},
            ]
        },
    )


_NO_SUNDAY = [
    ("en", "There are no pottery classes on Sundays."),
    ("hi", "रविवार को कोई पॉटरी क्लास नहीं है।"),
]


@pytest.mark.parametrize(("language", "answer"), _NO_SUNDAY)
def test_an_item_on_the_denied_weekday_is_the_witness(language: str, answer: str):
    report = checked(answer, _classes("SUN"), language=language)
    assert witness_of(report, "false_absence").value == "SUN", show(report)


@pytest.mark.parametrize(("language", "answer"), _NO_SUNDAY)
def test_items_on_other_weekdays_verify_the_denial(language: str, answer: str):
    report = checked(answer, _classes("FRI"), language=language)
    assert "false_absence" not in kinds(report), show(report)
    assert report.claims[0].status == "verified", show(report)
