"""Value class (session 26): a date the claim ties to no record, whose label names the one
date field of the run by every word of the field's own ("the raffle draw is on ..." and
``draw_date``, "notice of loss filed on ..." and ``notice_of_loss``).

- another date than the field's is that field misstated (the field is the witness);
- the field's own date passes;
- a label that shares only some of a field's words ("tickets go on sale" beside
  ``tickets_close``) or only a word every date key has names no field.

Each example is written for these tests.
"""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

RAFFLE = (
    "get_raffle",
    {"raffle": "R-2031"},
    {
        "raffle": "R-2031",
        "tickets_close": "2031-04-20",
        "draw_date": "2031-04-26",
        "collect_by": "2031-05-10",
        "prize": "kayak",
    },
)
RIFA = (
    "consultar_rifa",
    {"rifa": "R-2031"},
    {
        "rifa": "R-2031",
        "cierre_venta": "2031-04-20",
        "fecha_sorteo": "2031-04-26",
        "recoger_antes": "2031-05-10",
    },
)
TODAY = "Today is Monday, April 7, 2031."


def test_another_date_for_the_named_field_is_caught() -> None:
    report = checked("The raffle draw is on Saturday, May 3.", RAFFLE, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)
    assert witness_of(report, "fact_mismatch").pointer == "/draw_date"


def test_the_named_fields_own_date_passes() -> None:
    report = checked("The raffle draw is on Saturday, April 26.", RAFFLE, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_spanish_keys_name_their_field_too() -> None:
    report = checked(
        "El sorteo de la rifa es el sábado 3 de mayo.",
        RIFA,
        system="Hoy es lunes 7 de abril de 2031.",
        language="es",
    )
    assert "fact_mismatch" in kinds(report), show(report)
    assert witness_of(report, "fact_mismatch").pointer == "/fecha_sorteo"


def test_a_label_with_only_some_of_the_fields_words_names_no_field() -> None:
    report = checked("Tickets go on sale again on May 3.", RAFFLE, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)
