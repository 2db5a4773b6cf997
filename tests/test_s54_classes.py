"""Failure classes of session 54 (examples written for these tests).

- A figure put in a document's mouth ("per the rules, each member may bring three guests")
  that the document the run read does not hold, in digits or in words, and that is no sum
  the answer worked out from the document's own terms.
- A rule's "may" grants leave; it does not hedge what the rule is said to say.
- "The policy does mention that …": an emphatic auxiliary before the reporting verb.
- Numbered parts of a document under a short key and written as strings (``"n": "3"``): a
  part cited past the last one was never there.
- Hindi "क्लॉज़" and Spanish "apartado" name a part of a document.
"""

from __future__ import annotations

from typing import Any

from runkit import checked, kinds, show, witness_of


def _caught_and_left(kind: str, wrong: str, right: str, *calls: Any, **kw: Any) -> None:
    """The wrong answer gets a finding of ``kind``; the right one, over the same calls, none."""
    report = checked(wrong, *calls, **kw)
    assert kind in kinds(report), show(report)
    report = checked(right, *calls, **kw)
    assert kind not in kinds(report), show(report)


# ---- a figure the document is said to state ----

POOL_RULES = (
    "get_rulebook_section",
    {"club": "Harbourside Lido", "section": "6.1"},
    {
        "section": "6.1",
        "title": "Members' guests",
        "text": "Members may sign in guests at reception on weekdays before 5 pm. Each guest "
        "pays the day rate of £9 and must be accompanied by the member at all times. Guests "
        "under 16 need a parent or guardian present in the water.",
    },
)
MEMBER = (
    "get_member",
    {"member_id": "HL-2207"},
    {"member_id": "HL-2207", "name": "Corin Walsh", "plan": "family", "adults": 2, "children": 3},
)


def test_a_figure_the_rule_never_states_is_put_in_its_mouth() -> None:
    report = checked(
        "Per the rulebook section, members may sign in at most three guests per visit.",
        POOL_RULES,
        MEMBER,
        language="en",
    )
    assert "source_fabrication" in kinds(report), show(report)
    assert witness_of(report, "source_fabrication").pointer.startswith("/")


def test_a_figure_the_rule_does_state_is_left_alone() -> None:
    report = checked(
        "Per the rulebook section, members may sign in guests before 5 pm, at £9 each.",
        POOL_RULES,
        MEMBER,
        language="en",
    )
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_sum_worked_out_from_the_rules_own_rate_is_left_alone() -> None:
    report = checked(
        "Per the rulebook section, guests pay the day rate, so bringing two guests costs £18.",
        POOL_RULES,
        MEMBER,
        language="en",
    )
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_figure_the_rule_writes_in_words_is_held() -> None:
    rules = (
        "get_rulebook_section",
        {"section": "2.4"},
        {
            "section": "2.4",
            "title": "Lane booking",
            "text": "A member may hold two lane bookings at once; a third can be made only "
            "after the first has been used or cancelled at the front desk.",
        },
    )
    report = checked(
        "Per the booking section, a member can hold 2 lane bookings at once and no more.",
        rules,
        language="en",
    )
    assert "source_fabrication" not in kinds(report), show(report)


def test_a_rules_may_is_leave_not_a_hedge() -> None:
    _caught_and_left(
        "source_fabrication",
        "According to the section, children may swim without a guardian from age 12 and up.",
        "According to the section, guests under 16 need a parent or guardian in the water.",
        POOL_RULES,
        MEMBER,
        language="en",
    )


def test_an_emphatic_does_before_the_reporting_verb() -> None:
    _caught_and_left(
        "source_fabrication",
        "The section does mention that lifeguards offer free swimming lessons to family "
        "members on Sunday mornings.",
        "The section does mention that guests under 16 need a parent or guardian present.",
        POOL_RULES,
        MEMBER,
        language="en",
    )


# ---- numbered parts under a short key, written as strings ----

WARRANTY = (
    "obtener_garantia",
    {"modelo": "CX-40"},
    {
        "poliza": "GAR-CX-2025",
        "titulo": "Garantía de cafeteras profesionales",
        "apartados": [
            {"n": "1", "titulo": "Caldera", "texto": "Caldera y resistencias: 3 años."},
            {"n": "2", "titulo": "Bomba", "texto": "Bomba y electroválvulas: 2 años."},
            {"n": "3", "titulo": "Juntas", "texto": "Juntas y filtros: 6 meses."},
        ],
    },
)


GASKET = (
    "buscar_recambio",
    {"modelo": "CX-40", "pieza": "junta"},
    {"ref": "JT-CX-08", "pieza": "Junta de portafiltro Ø4 mm de grosor", "precio_cents": 1450},
)


def test_a_part_cited_past_the_last_numbered_one() -> None:
    # (its number is read elsewhere, in a part's name: that is no part of the warranty)
    _caught_and_left(
        "source_fabrication",
        "Además, el apartado 4 de la garantía cubre la mano de obra durante 5 años.",
        "Además, el apartado 2 de la garantía cubre la bomba durante 2 años.",
        WARRANTY,
        GASKET,
        language="es",
    )


# ---- a Hindi clause named by its loanword ----

TERMS = (
    "get_dealer_terms",
    {"clause": "7"},
    {
        "doc": "Distributor Terms 2025",
        "clause": "7",
        "title": "Short shipment",
        "text": "Short shipment must be reported within 48 hours of receipt with the packing "
        "list and photos. Confirmed shortages are sent free with the next dispatch; no cash "
        "refund is given for them.",
    },
)


def test_a_hindi_figure_attributed_to_the_clause() -> None:
    _caught_and_left(
        "source_fabrication",
        "क्लॉज़ के अनुसार कम माल पर 30% की नकद वापसी मिलती है।",
        "क्लॉज़ के अनुसार कमी की सूचना 48 घंटे के अंदर देनी होती है।",
        TERMS,
        language="hi",
    )
