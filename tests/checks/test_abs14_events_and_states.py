"""False-absence classes of helper abs14: a denial in other words than the output's.

- "Nothing has come in yet" / "todavía no ha llegado nada" / "कुछ भी नहीं पहुँचा" /
  "都还没到货" beside rows whose ``status`` is ``delivered``: the verb names an event and
  the status value records that it happened. The row is the witness; rows all still on
  their way verify nothing against the answer and raise nothing.
- "the licence does not show as issued" beside its own ``status: issued``.
- "no places left at the weekend (the Sunday session is full)": the weekend is its
  Saturday and its Sunday, and a Saturday item with places is the witness, whatever
  one day the aside names.
- a snake_case code under the key the noun names (``"action_required": "sign_..."``)
  is a thing that exists; a code of none (``"no_action"``) is not.

Every example is written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

from runkit import checked, kinds, show

_TODAY = "Today is Wednesday, 4 March 2026."


def _shipments(first: str, second: str) -> tuple[str, dict[str, Any], Any]:
    return (
        "get_lab_shipments",
        {"lab": "north"},
        {
            "shipments": [
                {"ref": "KX-208", "contents": "reagent kit", "status": first},
                {"ref": "KX-215", "contents": "pipette tips", "status": second},
            ]
        },
    )


_NOTHING_CAME = [
    ("en", "Nothing has come in for the north lab yet."),
    ("en", "Nothing arrived this week."),
    ("es", "Todavía no ha llegado nada al laboratorio norte."),
    ("hi", "उत्तर लैब के लिए अभी तक कुछ भी नहीं पहुँचा है।"),
    ("zh", "北区实验室的东西目前都还没有到货。"),
]


@pytest.mark.parametrize(("language", "answer"), _NOTHING_CAME)
def test_a_delivered_row_is_the_witness_of_an_arrival_denied(language: str, answer: str):
    report = checked(
        answer, _shipments("in_transit", "delivered"), system=_TODAY, language=language
    )
    assert "false_absence" in kinds(report), show(report)


@pytest.mark.parametrize(("language", "answer"), _NOTHING_CAME)
def test_rows_still_on_their_way_are_no_witness(language: str, answer: str):
    report = checked(
        answer, _shipments("in_transit", "awaiting_pickup"), system=_TODAY, language=language
    )
    assert "false_absence" not in kinds(report), show(report)


def test_a_noun_of_its_own_is_not_the_rows_of_another_list():
    # the reply the answer denies is no shipment: a delivered shipment does not contradict it
    report = checked(
        "No reply from the supplier has come in yet.",
        _shipments("delivered", "delivered"),
        system=_TODAY,
    )
    assert "false_absence" not in kinds(report), show(report)


def _licence(status: str) -> tuple[str, dict[str, Any], Any]:
    return (
        "get_fishing_licence",
        {"holder": "HL-5521"},
        {"holder": "HL-5521", "licence": "River, seasonal", "status": status, "fee_eur": 38},
    )


_NOT_ISSUED = [
    ("es", "La licencia HL-5521 no figura como emitida por ahora."),
    ("en", "Nothing has been issued for HL-5521 yet."),
    ("zh", "HL-5521 的执照目前还没有签发。"),
]


@pytest.mark.parametrize(("language", "answer"), _NOT_ISSUED)
def test_a_status_that_records_the_issue_is_the_witness(language: str, answer: str):
    report = checked(answer, _licence("issued"), system=_TODAY, language=language)
    assert "false_absence" in kinds(report), show(report)


@pytest.mark.parametrize(("language", "answer"), _NOT_ISSUED)
def test_a_licence_still_in_review_is_no_witness(language: str, answer: str):
    report = checked(answer, _licence("under_review"), system=_TODAY, language=language)
    assert "false_absence" not in kinds(report), show(report)


# --- the weekend is its Saturday and its Sunday ---------------------------------------


def _clinics(saturday_places: int, sunday_places: int) -> tuple[str, dict[str, Any], Any]:
    return (
        "find_vaccination_sessions",
        {"centre": "Riverside", "from": "2026-03-05", "to": "2026-03-15"},
        {
            "sessions": [
                {
                    "date": "2026-03-07",
                    "day": "Saturday",
                    "start": "09:00",
                    "places_left": (saturday_places),
                },
                {
                    "date": "2026-03-08",
                    "day": "Sunday",
                    "start": "11:00",
                    "places_left": (sunday_places),
                },
                {"date": "2026-03-11", "day": "Wednesday", "start": "17:00", "places_left": 6},
            ]
        },
    )


_NO_WEEKEND_PLACES = [
    ("en", "There are no weekend places left (the Sunday 8 March session is full)."),
    ("es", "No quedan plazas el fin de semana (la sesión del domingo 8 de marzo está llena)."),
    ("hi", "वीकेंड पर कोई जगह खाली नहीं है (8 मार्च रविवार वाला सत्र भर चुका है)।"),
    ("zh", "周末两天已经没有空位了（3月8日周日那场已经约满）。"),
]


@pytest.mark.parametrize(("language", "answer"), _NO_WEEKEND_PLACES)
def test_a_saturday_with_places_is_the_witness_of_a_full_weekend(language: str, answer: str):
    report = checked(answer, _clinics(3, 0), system=_TODAY, language=language)
    assert "false_absence" in kinds(report), show(report)


@pytest.mark.parametrize(("language", "answer"), _NO_WEEKEND_PLACES)
def test_a_weekday_with_places_is_no_witness_of_a_full_weekend(language: str, answer: str):
    report = checked(answer, _clinics(0, 0), system=_TODAY, language=language)
    assert "false_absence" not in kinds(report), show(report)


# --- a code under the key the noun names is a thing that exists ------------------------


def _permits(second: Any) -> tuple[str, dict[str, Any], Any]:
    return (
        "list_building_permits",
        {"owner": "OW-7731"},
        {
            "permits": [
                {"permit": "BP-4410", "stage": "review", "action_required": None},
                {"permit": "BP-4417", "stage": "review", "action_required": second},
            ]
        },
    )


_NO_ACTION = "None of your permits has any action required from you right now."


def test_a_code_under_the_key_the_noun_names_is_the_witness():
    report = checked(_NO_ACTION, _permits("sign_site_plan"), system=_TODAY)
    assert "false_absence" in kinds(report), show(report)


@pytest.mark.parametrize("code", [None, "no_action", "not_applicable"])
def test_a_code_of_none_is_no_witness(code: Any):
    report = checked(_NO_ACTION, _permits(code), system=_TODAY)
    assert "false_absence" not in kinds(report), show(report)


# --- a Hindi genitive names the kind of the denied thing -------------------------------


def _rent_bills(extra_line: dict[str, Any] | None) -> tuple[str, dict[str, Any], Any]:
    lines: list[dict[str, Any]] = [
        {"desc": "Monthly rent, flat 4B", "amount_inr": 18500},
        {"desc": "Society maintenance", "amount_inr": 2200},
    ]
    return (
        "get_rent_bills",
        {"flat": "4B", "months": 2},
        {
            "bills": [
                {"bill_no": "RB-2026-01", "lines": lines},
                {"bill_no": "RB-2026-02", "lines": [*lines, *([extra_line] if extra_line else [])]},
            ]
        },
    )


_NO_PARKING_CHARGE = "दोनों बिलों में parking/storage का कोई अलग शुल्क नहीं है।"


def test_a_line_of_a_kind_the_genitive_names_is_the_witness():
    line = {"desc": "Basement storage locker B-12", "amount_inr": 600}
    report = checked(_NO_PARKING_CHARGE, _rent_bills(line), system=_TODAY, language="hi")
    assert "false_absence" in kinds(report), show(report)


def test_lines_of_other_kinds_are_no_witness():
    line = {"desc": "Water meter reading", "amount_inr": 340}
    report = checked(_NO_PARKING_CHARGE, _rent_bills(line), system=_TODAY, language="hi")
    assert "false_absence" not in kinds(report), show(report)
