"""Failure classes of session 52 (examples written for these tests).

- "under your member ID": a preposition before an identifier bounds nothing; in English
  and Spanish the field a denial compares with follows the comparator ("over the limit").
- A denial of a kind the list lacks ("no mural commission") beside items that each say
  their kind, which the answer names: the items are no witness against it.
"""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

# ---- a preposition before an identifier, and the side a bound is on ----

CLIMBS = (
    "get_climb_log",
    {"member_id": "GYM-2231"},
    {
        "member_id": "GYM-2231",
        "total_climbs": 2,
        "climbs": [
            {"n": 1, "date": "2025-03-02", "route": "Blue Arete", "height_m": 14},
            {"n": 2, "date": "2025-03-09", "route": "Red Slab", "height_m": 12},
        ],
    },
)


def test_nothing_logged_under_an_id_is_denied_of_the_log() -> None:
    answer = "Your log: there are no climbs recorded under your member ID yet."
    report = checked(answer, CLIMBS, language="en")
    assert "false_absence" in kinds(report), show(report)
    assert witness_of(report, "false_absence").pointer.startswith("/climbs")


def test_a_denial_past_a_bound_field_still_compares_figures() -> None:
    answer = "None of your climbs was over the height limit of the wall."
    report = checked(answer, CLIMBS, language="en")
    assert "false_absence" not in kinds(report), show(report)


# ---- a denial of a kind the list does not hold ----

COMMISSIONS = (
    "list_commissions",
    {"client_id": "CL-77"},
    {
        "client_id": "CL-77",
        "commissions": [
            {"commission_id": "CM-104", "type": "portrait", "status": "in_progress"},
        ],
        "total": 1,
    },
)


def test_a_kind_of_commission_the_list_lacks_is_no_false_absence() -> None:
    answer = (
        "I can't find a mural commission for you. The only one on file is the portrait "
        "(CM-104), which is in progress."
    )
    report = checked(answer, COMMISSIONS, language="en")
    assert "false_absence" not in kinds(report), show(report)


def test_una_clase_de_encargo_que_la_lista_no_tiene() -> None:
    answer = (
        "No encuentro ninguna comisión de escultura a tu nombre; la única que tenemos es "
        "el portrait CM-104, en curso."
    )
    report = checked(answer, COMMISSIONS, language="es")
    assert "false_absence" not in kinds(report), show(report)


def test_a_denial_of_the_kind_the_list_holds_is_still_caught() -> None:
    answer = "I can't find a portrait commission for you; nothing is in progress."
    report = checked(answer, COMMISSIONS, language="en")
    assert "false_absence" in kinds(report), show(report)


def test_a_denial_whose_kind_is_unnamed_by_the_answer_is_still_caught() -> None:
    answer = "I can't find a mural commission for you."
    report = checked(answer, COMMISSIONS, language="en")
    assert "false_absence" in kinds(report), show(report)
