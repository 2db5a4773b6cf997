"""Count class (session 26): a count whose number the output states itself, under a field
that names what the claim counts, while a list of another length sits in the same run.

- "7 of your 12 group sessions" beside ``sessions_total: 12`` and a list of 2 group
  sessions booked: the
  whole is the field's, and the list's length is no witness against it;
- "3 chalk bags" beside an order line ``{"desc": "chalk bag", "qty": 3}`` in an order of
  2 lines: the count is that line's quantity, not a count of the lines;
- a number that only numbers an item (``line_no: 3``) names nothing it counts, and a count
  of the list's own items that no field states is still held to the list.

Each example is written for these tests.
"""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show, witness_of

PASS = (
    "get_climbing_pass",
    {"member": "CL-5521"},
    {
        "member": "CL-5521",
        "pass": {"kind": "punch card", "sessions_total": 12, "sessions_used": 7},
        "upcoming": [
            {"date": "2031-03-04", "slot": "18:00", "type": "group bouldering"},
            {"date": "2031-03-06", "slot": "19:30", "type": "group lead climbing"},
        ],
    },
)

ORDER = (
    "get_shop_order",
    {"order": "SO-881"},
    {
        "order": "SO-881",
        "lines": [
            {"line_no": 1, "desc": "chalk bag", "qty": 3, "price": 14.5},
            {"line_no": 3, "desc": "climbing rope", "qty": 1, "price": 129.0},
        ],
    },
)

WHOLE = {
    "en": "You have used 7 of your 12 group sessions.",
    "es": "Has usado 7 de tus 12 sesiones de grupo.",
    "hi": "आपने अपने 12 group sessions में से 7 इस्तेमाल कर लिए हैं।",
    "zh": "您的 12 次团体课时已经用了 7 次。",
}


@pytest.mark.parametrize("lang", sorted(WHOLE))
def test_a_whole_the_output_states_as_its_field_passes(lang: str) -> None:
    report = checked(WHOLE[lang], PASS, language=lang)
    assert "count_mismatch" not in kinds(report), show(report)


QUANTITY = {
    "en": "Order SO-881 has 3 chalk bags and one climbing rope.",
    "es": "El pedido SO-881 lleva 3 bolsas de magnesio (chalk bag) y una cuerda.",
    "zh": "订单 SO-881 里有 3 个 chalk bag 和一根绳子。",
}


@pytest.mark.parametrize("lang", sorted(QUANTITY))
def test_a_quantity_of_a_named_line_passes(lang: str) -> None:
    report = checked(QUANTITY[lang], ORDER, language=lang)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_of_the_lines_no_field_states_is_caught() -> None:
    report = checked("Order SO-881 has 5 lines.", ORDER)
    assert "count_mismatch" in kinds(report), show(report)
    assert witness_of(report, "count_mismatch").pointer == "/lines"


def test_a_number_that_only_numbers_a_line_is_no_count_of_lines() -> None:
    # ``line_no: 3`` numbers the second line: it states no count of lines
    report = checked("Order SO-881 has 3 lines.", ORDER)
    assert "count_mismatch" in kinds(report), show(report)


BOOKED = {
    "en": "You have 3 group sessions booked.",
    "es": "Tienes 3 sesiones de grupo reservadas.",
}


@pytest.mark.parametrize("lang", sorted(BOOKED))
def test_a_count_of_the_booked_list_no_field_states_is_caught(lang: str) -> None:
    report = checked(BOOKED[lang], PASS, language=lang)
    assert "count_mismatch" in kinds(report), show(report)
