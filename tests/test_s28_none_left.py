""" "None left" of a kind of item an output still has (session 28; examples written for these
tests): "ya no quedan bicicletas eléctricas" beside the category "Bicicleta eléctrica (talla
M)" with ``units_free: 2`` is a false absence; the same words beside ``units_free: 0`` are
true. A name of two words is named in the plural too."""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of


def rentals(free: int) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "search_rentals",
        {"shop": "Centro", "date": "2026-04-18"},
        {
            "categories": [
                {"code": "U", "label": "Bicicleta urbana", "units_free": 4, "price_cents": 1500},
                {
                    "code": "E",
                    "label": "Bicicleta eléctrica (talla M)",
                    "units_free": free,
                    "price_cents": 3500,
                },
            ]
        },
    )


ANSWER = "Para el sábado 18 ya no quedan bicicletas eléctricas; urbanas hay 4, a 15 € el día."


def test_none_left_of_a_kind_the_output_has_is_a_false_absence() -> None:
    report = checked(ANSWER, rentals(2), language="es")
    assert "false_absence" in kinds(report), show(report)
    assert witness_of(report, "false_absence").pointer == "/categories/1/units_free"


def test_none_left_when_none_are_left_stands() -> None:
    report = checked(ANSWER, rentals(0), language="es")
    assert "false_absence" not in kinds(report), show(report)
