"""False-absence classes of helper abs13: the witness is the matching row of the search
that looked.

- A search the output rejects ("unknown region code ...; valid codes: ...") and makes
  again with a valid filter: the empty first result is no result, and an item of the later
  search is the witness of "there are none".
- The claim restates what the search was asked ("no unsigned volunteers for the NW3
  route" after ``route="NW3R"``, ``signed=false``): the list the call returned for that
  query is the list of the denied things, whatever generic key it has.
- A Hindi denial closed by its verb ("... दर्ज नहीं मिली", "... नहीं हुआ"): the noun
  leads; and the English open o written "ॉ" meets an English "a" ("कॉल" is ``call``).
- A plural -ing key (``bookings``) meets "booked" as ``booking`` does.
- A claim about one item of an output does not rest on a failed look-up of another item.

Every example is written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

from runkit import checked, kinds, show

_REJECTED = {
    "total": 0,
    "items": [],
    "hint": "Unknown route code 'North-3'. Valid codes: NW1R, NW2R, NW3R, SE1R.",
}
_ROUTE = {
    "total": 2,
    "items": [
        {"volunteer_id": "VL-2041", "name": "Priya Castellanos", "joined": "2026-01-08"},
        {"volunteer_id": "VL-2059", "name": "Tomas Eriksen", "joined": "2026-01-19"},
    ],
}


def _searches(second: dict[str, Any]) -> list[tuple[str, dict[str, Any], Any]]:
    return [
        ("find_volunteers", {"route": "North-3", "signed": False}, _REJECTED),
        ("find_volunteers", {"route": "NW3R", "signed": False}, second),
    ]


_NONE_UNSIGNED = [
    ("en", "There are no unsigned volunteers on route NW3 at the moment."),
    ("es", "Ahora mismo no hay voluntarios sin firmar en la ruta NW3."),
]


@pytest.mark.parametrize(("language", "answer"), _NONE_UNSIGNED)
def test_an_item_of_the_search_made_again_is_the_witness(language: str, answer: str):
    report = checked(answer, *_searches(_ROUTE), language=language)
    assert "false_absence" in kinds(report), show(report)


@pytest.mark.parametrize(("language", "answer"), _NONE_UNSIGNED)
def test_the_search_made_again_and_empty_supports_the_denial(language: str, answer: str):
    report = checked(answer, *_searches({"total": 0, "items": []}), language=language)
    assert "false_absence" not in kinds(report), show(report)


def test_a_search_for_another_thing_made_later_is_no_witness():
    # the later call asked for another route: the claim's route is not what it returned
    calls = [
        ("find_volunteers", {"route": "North-3", "signed": False}, _REJECTED),
        ("find_volunteers", {"route": "SE1R", "signed": False}, _ROUTE),
    ]
    report = checked("There are no unsigned volunteers on route NW3 at the moment.", *calls)
    assert "false_absence" not in kinds(report), show(report)


def test_an_empty_result_without_a_rejection_still_counts():
    # the first search was valid and empty; the second, for a wider window, is no retry
    calls = [
        ("find_volunteers", {"route": "NW3R", "signed": False, "week": "W10"}, {"items": []}),
        ("find_volunteers", {"route": "NW3R", "signed": True, "week": "W10"}, _ROUTE),
    ]
    report = checked("There are no unsigned volunteers on route NW3 this week.", *calls)
    assert "false_absence" not in kinds(report), show(report)


def test_the_query_the_claim_restates_binds_a_generic_list():
    report = checked(
        "There are no unsigned volunteers on route NW3 at the moment.",
        ("find_volunteers", {"route": "NW3R", "signed": False}, _ROUTE),
    )
    assert "false_absence" in kinds(report), show(report)


def test_the_query_the_claim_restates_and_an_empty_list_verify():
    report = checked(
        "There are no unsigned volunteers on route NW3 at the moment.",
        ("find_volunteers", {"route": "NW3R", "signed": False}, {"total": 0, "items": []}),
    )
    assert "false_absence" not in kinds(report), show(report)


# --- Hindi: the verb closes the denial; "ॉ" for an English a --------------------------


def _hotline(items: list[dict[str, Any]]) -> tuple[str, dict[str, Any], Any]:
    return ("search_hotline_calls", {"ward": "W-12", "topic": "FLOOD"}, {"items": items})


_CALL = {"call_id": "HL-7703", "received": "2026-07-02T06:10:00", "topic": "FLOOD"}


def test_a_hindi_denial_closed_by_its_verb_meets_the_items():
    report = checked(
        "वार्ड W-12 से बाढ़ से जुड़ी कोई कॉल दर्ज नहीं मिली।", _hotline([_CALL]), language="hi"
    )
    assert "false_absence" in kinds(report), show(report)


def test_a_hindi_denial_closed_by_its_verb_and_an_empty_list_verify():
    report = checked("वार्ड W-12 से बाढ़ से जुड़ी कोई कॉल दर्ज नहीं मिली।", _hotline([]), language="hi")
    assert "false_absence" not in kinds(report), show(report)


# --- a plural -ing key ------------------------------------------------------------------


def _calendar(items: list[dict[str, Any]]) -> tuple[str, dict[str, Any], Any]:
    return ("get_rental_calendar", {"dock": "Marsh Quay", "day": "2026-05-16"}, {"bookings": items})


def test_a_plural_ing_key_meets_the_past_participle():
    item = {"ref": "KY-310", "client": "R. Okonkwo", "craft": "tandem kayak"}
    report = checked("No kayak is booked at Marsh Quay that day.", _calendar([item]))
    assert "false_absence" in kinds(report), show(report)


def test_a_plural_ing_key_that_is_empty_verifies():
    report = checked("No kayak is booked at Marsh Quay that day.", _calendar([]))
    assert "false_absence" not in kinds(report), show(report)


# --- a failed look-up of another item ---------------------------------------------------


def test_a_failed_lookup_of_another_item_is_no_witness_for_a_named_one():
    hotels = {
        "results": [
            {"hotel_id": "H-11", "name": "Harbour Rest", "free_cancellation_until": "2026-04-02"},
            {"hotel_id": "H-12", "name": "Quay Lodge", "free_cancellation_until": None},
        ]
    }
    report = checked(
        "Quay Lodge shows no free cancellation option.",
        ("search_hotels", {"city": "Portree"}, hotels),
        ("get_hotel_details", {"hotel_id": "H-11"}, None),
        errors={1: "503 Service Unavailable"},
    )
    assert "false_absence" not in kinds(report), show(report)


# --- two denials in one claim -----------------------------------------------------------


def _two_searches(second: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any], Any]]:
    return [
        ("search_warranty_claims", {"dealer": "Fenwick Cycles", "reason": "rust"}, {"items": []}),
        (
            "search_warranty_claims",
            {"dealer": "Fenwick Cycles", "reason": "crack"},
            {"items": second},
        ),
    ]


def test_the_second_denial_of_a_claim_meets_its_witness():
    answer = "No rust claims are open for Fenwick Cycles, and the crack claims came back empty too."
    report = checked(answer, *_two_searches([{"claim_id": "WC-5512", "frame": "F-88"}]))
    assert "false_absence" in kinds(report), show(report)


def test_two_denials_both_empty_verify():
    answer = "No rust claims are open for Fenwick Cycles, and the crack claims came back empty too."
    report = checked(answer, *_two_searches([]))
    assert "false_absence" not in kinds(report), show(report)
