"""Absence class (helper s25-q1): a denial qualified by a name or a code that an item of the
search holds in another form.

- a short code of letters and digits ("nothing for K7", "上周K7没有记录") is a name the
  denial is qualified by; an item that holds it is the witness;
- a name written with words of the item's name left out ("Gran Reserva Norte 2018" for
  "Gran Reserva del Norte 2018") is carried by that item; the year belongs to the name, so
  another year's item is no witness;
- a name in capitals right before the denial ("SSP की कोई खरीद नहीं") may be the initials of
  the item's words ("Single Super Phosphate").

Each example is written for these tests.
"""

from __future__ import annotations

from runkit import checked, kinds, show

INCIDENTS = (
    "search_incidents",
    {"kind": "late_arrival", "week": "2031-W12"},
    {
        "results": [
            {"incident_id": "IN-501", "route": "K2", "stop": "Mill Lane", "minutes_late": 14},
            {"incident_id": "IN-507", "route": "K7", "stop": "Harbour Gate", "minutes_late": 22},
        ],
        "total": 2,
    },
)
QUIET = (
    "search_incidents",
    {"kind": "late_arrival", "week": "2031-W12"},
    {
        "results": [
            {"incident_id": "IN-501", "route": "K2", "stop": "Mill Lane", "minutes_late": 14},
        ],
        "total": 1,
    },
)


def test_a_code_an_item_holds_is_a_witness():
    report = checked("Nothing was reported for K7 that week.", INCIDENTS)
    assert "false_absence" in kinds(report), show(report)


def test_a_code_no_item_holds_passes():
    report = checked("Nothing was reported for K7 that week.", QUIET)
    assert "false_absence" not in kinds(report), show(report)


def test_a_code_before_the_denial_chinese():
    bad = checked("那一周K7没有任何记录。", INCIDENTS, language="zh")
    assert "false_absence" in kinds(bad), show(bad)
    good = checked("那一周K7没有任何记录。", QUIET, language="zh")
    assert "false_absence" not in kinds(good), show(good)


ORDERS = (
    "list_open_orders",
    {"account": "W-310"},
    {
        "orders": [
            {
                "order_id": "PO-71",
                "lines": [
                    {"name": "Blanco Joven 2023", "qty": 12, "qty_sent": 12},
                ],
                "note": "Gran Reserva del Norte 2018, 6 bottles on backorder",
            },
            {"order_id": "PO-74", "note": "Rosado Seco 2024, sent in full"},
        ]
    },
)
OTHER_YEAR = (
    "list_open_orders",
    {"account": "W-310"},
    {
        "orders": [
            {"order_id": "PO-71", "note": "Gran Reserva del Norte 2016, 6 bottles on backorder"},
            {"order_id": "PO-74", "note": "Rosado Seco 2024, sent in full"},
        ]
    },
)


def test_a_name_with_words_left_out_is_carried_spanish():
    report = checked(
        "Revisé tus 2 encargos: a ninguno le falta Gran Reserva Norte 2018 por mandar.",
        ORDERS,
        language="es",
    )
    assert "false_absence" in kinds(report), show(report)


def test_another_years_item_is_no_witness_spanish():
    report = checked(
        "Revisé tus 2 encargos: a ninguno le falta Gran Reserva Norte 2018 por mandar.",
        OTHER_YEAR,
        language="es",
    )
    assert "false_absence" not in kinds(report), show(report)


PURCHASES = (
    "get_input_sales",
    {"farmer_id": "KA-4410", "season": "RABI-2031"},
    {
        "transactions": [
            {"txn": "T-1", "product": "Urea (neem coated) 45kg", "bags": 3},
            {"txn": "T-2", "product": "Single Super Phosphate 50kg", "bags": 2},
        ]
    },
)
NO_SSP = (
    "get_input_sales",
    {"farmer_id": "KA-4410", "season": "RABI-2031"},
    {"transactions": [{"txn": "T-1", "product": "Urea (neem coated) 45kg", "bags": 3}]},
)


def test_initials_before_the_denial_hindi():
    bad = checked("इस सीज़न में SSP की कोई खरीद दर्ज नहीं है।", PURCHASES, language="hi")
    assert "false_absence" in kinds(bad), show(bad)
    good = checked("इस सीज़न में SSP की कोई खरीद दर्ज नहीं है।", NO_SSP, language="hi")
    assert "false_absence" not in kinds(good), show(good)
