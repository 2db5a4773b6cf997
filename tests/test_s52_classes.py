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


# ---- a year in prose scales nothing; a share is no quantity of days ----


def _status_of(report: object, needle: str) -> str:
    claims = [c for c in report.claims if needle in c.text]  # type: ignore[attr-defined]
    assert claims, needle
    return str(claims[0].status)


def test_a_year_written_in_a_text_is_no_divisor() -> None:
    notice = (
        "get_event_notice",
        {"event": "harbour-10k"},
        {"event": "harbour-10k", "notice": "Harbour 10K 2025: the course is now confirmed."},
    )
    answer = "Your finisher's medal is posted within 5 days of the race."
    report = checked(answer, notice, language="en")
    assert _status_of(report, "medal") != "verified", show(report)


def test_days_are_not_the_percent_a_text_gives() -> None:
    terms = (
        "get_terms",
        {"topic": "late"},
        {"topic": "late", "text": "A late payment adds a surcharge of 45% of the invoice."},
    )
    answer = "You have 45 days to settle the invoice."
    report = checked(answer, terms, language="en")
    assert _status_of(report, "45 days") != "verified", show(report)


def test_a_percent_a_text_gives_is_still_read() -> None:
    terms = (
        "get_terms",
        {"topic": "late"},
        {"topic": "late", "text": "A late payment adds a surcharge of 45% of the invoice."},
    )
    answer = "A late payment adds 45% to the invoice."
    report = checked(answer, terms, language="en")
    assert _status_of(report, "45%") == "verified", show(report)
