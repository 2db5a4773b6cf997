"""False-absence classes of helper abs11: kinds a denial enumerates, a day's list beside a
failed lookup, and a failure the run recovered from.

- "No tickets, open or closed" denies each kind the output keeps apart (``open_tickets``,
  ``closed_tickets``): an item of either kind is the witness.
- "No slot on the 4th" after two lookups, one failed and one that keyed its slots by day
  (``"2026-03-04": []``): that day's list tells it, the other lookup's failure does not.
- "It failed both times" when the retry answered and the answer uses nothing of it: the
  retry's result is the witness.

Every example is written for these tests."""

from __future__ import annotations

from typing import Any

from runkit import checked, kinds, show, witness_of


def _tickets(closed: list[dict[str, Any]]) -> tuple[str, dict[str, Any], Any]:
    return (
        "list_support_tickets",
        {"account": "ACC-7710"},
        {"account": "ACC-7710", "open_tickets": [], "closed_tickets": closed},
    )


_CLOSED = {"ticket_id": "TK-40921", "subject": "Router reboot loop", "closed_on": "2025-09-14"}


def test_open_or_closed_while_a_closed_one_is_listed():
    answer = "There are no support tickets on account ACC-7710, open or closed."
    report = checked(answer, _tickets([_CLOSED]))
    assert witness_of(report, "false_absence").value == "TK-40921", show(report)


def test_open_or_closed_when_both_are_empty():
    answer = "There are no support tickets on account ACC-7710, open or closed."
    report = checked(answer, _tickets([]))
    assert "false_absence" not in kinds(report), show(report)


def test_only_open_ones_denied_while_a_closed_one_is_listed():
    answer = "There are no open support tickets on account ACC-7710."
    report = checked(answer, _tickets([_CLOSED]))
    assert "false_absence" not in kinds(report), show(report)


def test_spanish_ni_abiertas_ni_cerradas_while_a_closed_one_is_listed():
    answer = "La cuenta ACC-7710 no tiene ninguna incidencia, ni abierta ni cerrada."
    report = checked(answer, _tickets([_CLOSED]), language="es")
    assert "false_absence" in kinds(report), show(report)


def _slots(kept: dict[str, list[str]]) -> list[tuple[str, dict[str, Any], Any]]:
    return [
        (
            "get_open_slots",
            {"clinic": "CL-North", "dates": ["2026-03-03", "2026-03-04"]},
            {"clinic": "CL-North", "slots": kept},
        ),
        (
            "get_open_slots",
            {"clinic": "CL-South", "dates": ["2026-03-03", "2026-03-04"]},
            {"error": {"code": "CLINIC_CLOSED", "message": "Clinic closed for renovation."}},
        ),
    ]


def test_a_day_with_an_empty_list_beside_a_failed_lookup():
    answer = "North clinic has no slot free on March 4."
    report = checked(answer, *_slots({"2026-03-03": ["09:00"], "2026-03-04": []}))
    assert "false_absence" not in kinds(report), show(report)


def test_a_day_with_slots_beside_a_failed_lookup():
    answer = "North clinic has no slot free on March 4."
    report = checked(answer, *_slots({"2026-03-03": [], "2026-03-04": ["14:30"]}))
    assert "false_absence" in kinds(report), show(report)


def test_hindi_a_day_with_an_empty_list_beside_a_failed_lookup():
    answer = "North clinic: 4 मार्च को एक भी slot खाली नहीं।"
    report = checked(answer, *_slots({"2026-03-03": ["09:00"], "2026-03-04": []}), language="hi")
    assert "false_absence" not in kinds(report), show(report)
    assert report.claims[0].status == "verified", show(report)


def test_hindi_a_day_with_slots_beside_a_failed_lookup():
    answer = "North clinic: 4 मार्च को एक भी slot खाली नहीं।"
    report = checked(answer, *_slots({"2026-03-03": [], "2026-03-04": ["14:30"]}), language="hi")
    assert "false_absence" in kinds(report), show(report)


def _retried(second: Any) -> list[tuple[str, dict[str, Any], Any]]:
    return [
        (
            "find_chargers",
            {"near": "Old Harbor", "when": "tonight"},
            {"error": {"code": "BAD_TIME", "message": "when must be ISO 8601"}},
        ),
        ("find_chargers", {"near": "Old Harbor", "when": "2026-04-02T19:00:00"}, second),
    ]


_FOUND = {
    "results": [
        {"station_id": "EV-311", "name": "Harbor Garage L2", "free_plugs": 3},
        {"station_id": "EV-318", "name": "Pier 9 Fast", "free_plugs": 0},
    ]
}


def test_failed_twice_while_the_retry_answered():
    answer = "I tried the charger search twice, but it failed both times, so I couldn't check."
    report = checked(answer, *_retried(_FOUND))
    assert witness_of(report, "false_absence").value == "EV-311", show(report)


def test_spanish_failed_twice_while_the_retry_answered():
    answer = "Intenté buscar cargadores dos veces, pero falló en ambas y no pude consultarlos."
    report = checked(answer, *_retried(_FOUND), language="es")
    assert "false_absence" in kinds(report), show(report)


def test_first_try_failed_and_the_answer_reports_the_retry():
    answer = (
        "The first search failed on the time format; on the second try, Harbor Garage L2 "
        "has 3 free plugs."
    )
    report = checked(answer, *_retried(_FOUND))
    assert "false_absence" not in kinds(report), show(report)


def test_failed_twice_when_the_retry_failed_too():
    error = {"error": {"code": "UPSTREAM_DOWN", "message": "service unavailable"}}
    answer = "I tried the charger search twice, but it failed both times, so I couldn't check."
    report = checked(answer, *_retried(error))
    assert "false_absence" not in kinds(report), show(report)


# "no record of it" for an item the output returns: the item is the record
def _lookup(third: dict[str, Any]) -> tuple[str, dict[str, Any], Any]:
    return (
        "lookup_warranties",
        {"serials": ["SN-A1001", "SN-A1002", "SN-A1003"]},
        {
            "warranties": [
                {"serial": "SN-A1001", "plan": "Standard", "expires": "2027-01-31"},
                {"serial": "SN-A1002", "plan": "Extended", "expires": "2028-06-30"},
                third,
            ]
        },
    )


_REGISTERED = {"serial": "SN-A1003", "plan": "Standard", "expires": "2026-11-15"}
_UNKNOWN = {"serial": "SN-A1003", "plan": None, "status": "NOT_FOUND"}


def test_no_record_of_an_item_the_output_returns():
    answer = "For SN-A1003 there is no record in the warranty system."
    report = checked(answer, _lookup(_REGISTERED))
    assert witness_of(report, "false_absence").value == "SN-A1003", show(report)


def test_hindi_no_record_of_an_item_the_output_returns():
    answer = "SN-A1003 के बारे में warranty database के भीतर कोई रिकॉर्ड नहीं है।"
    report = checked(answer, _lookup(_REGISTERED), language="hi")
    assert "false_absence" in kinds(report), show(report)


def test_spanish_no_record_of_an_item_the_output_returns():
    answer = "Del número SN-A1003 no hay ningún registro en el sistema de garantías."
    report = checked(answer, _lookup(_REGISTERED), language="es")
    assert "false_absence" in kinds(report), show(report)


def test_chinese_no_record_of_an_item_the_output_returns():
    answer = "SN-A1003在保修系统里没有记录。"
    report = checked(answer, _lookup(_REGISTERED), language="zh")
    assert "false_absence" in kinds(report), show(report)


def test_no_record_when_the_item_says_it_was_not_found():
    answer = "For SN-A1003 there is no record in the warranty system."
    report = checked(answer, _lookup(_UNKNOWN))
    assert "false_absence" not in kinds(report), show(report)


# "Room A is full, and here no room is free either": the second clause speaks of the place,
# not of the room named in the first
def _cabins(suite_left: int) -> tuple[str, dict[str, Any], Any]:
    return (
        "check_cabins",
        {"park": "Lakeside", "from": "2026-08-01", "to": "2026-08-03"},
        {
            "park": "Lakeside Cabins",
            "open": True,
            "cabins": [
                {"cabin_type": "Family Cabin", "status": "SOLD_OUT", "cabins_left": 0},
                {
                    "cabin_type": "Loft Cabin",
                    "status": "AVAILABLE" if suite_left else "SOLD_OUT",
                    "cabins_left": suite_left,
                },
            ],
        },
    )


def test_second_clause_denies_every_cabin_while_one_has_places():
    answer = (
        "At Lakeside Cabins I looked at the Family Cabin first, and no cabin is free there at all."
    )
    report = checked(answer, _cabins(2))
    assert witness_of(report, "false_absence").value == "Loft Cabin", show(report)


def test_hindi_second_clause_denies_every_cabin_while_one_has_places():
    answer = "Lakeside Cabins: Family Cabin पूरा भर चुका है, और वहाँ भी कोई cabin खाली नहीं है।"
    report = checked(answer, _cabins(2), language="hi")
    assert "false_absence" in kinds(report), show(report)


def test_second_clause_denies_every_cabin_when_all_are_taken():
    answer = (
        "At Lakeside Cabins I looked at the Family Cabin first, and no cabin is free there at all."
    )
    report = checked(answer, _cabins(0))
    assert "false_absence" not in kinds(report), show(report)


# "no date yet for the <item>": the item the complement names, and its own date
def _hearings(date: str | None) -> tuple[str, dict[str, Any], Any]:
    return (
        "get_case_hearings",
        {"case": "CV-2291"},
        {
            "case": "CV-2291",
            "hearings": [
                {"kind": "preliminary", "date": "2026-01-12", "outcome": "adjourned"},
                {"kind": "mediation", "date": date, "room": "Annex 3"},
            ],
        },
    )


def test_no_date_for_the_named_item_while_it_has_one():
    answer = "There is no date set yet for the mediation hearing."
    report = checked(answer, _hearings("2026-03-09"))
    assert witness_of(report, "false_absence").value == "2026-03-09", show(report)


def test_spanish_no_date_for_the_named_item_while_it_has_one():
    answer = "Todavía no hay fecha fijada para la audiencia de mediation."
    report = checked(answer, _hearings("2026-03-09"), language="es")
    assert "false_absence" in kinds(report), show(report)


def test_spanish_no_date_for_the_named_item_when_it_has_none():
    answer = "Todavía no hay fecha fijada para la audiencia de mediation."
    report = checked(answer, _hearings(None), language="es")
    assert "false_absence" not in kinds(report), show(report)


def test_no_date_for_the_named_item_when_it_has_none():
    answer = "There is no date set yet for the mediation hearing."
    report = checked(answer, _hearings(None))
    assert "false_absence" not in kinds(report), show(report)


def test_hindi_no_date_for_the_named_item_while_it_has_one():
    answer = "Mediation वाली सुनवाई की अभी कोई तारीख तय नहीं हुई है।"
    report = checked(answer, _hearings("2026-03-09"), language="hi")
    assert "false_absence" in kinds(report), show(report)


def test_hindi_no_date_for_the_named_item_when_it_has_none():
    answer = "Mediation वाली सुनवाई की अभी कोई तारीख तय नहीं हुई है।"
    report = checked(answer, _hearings(None), language="hi")
    assert "false_absence" not in kinds(report), show(report)


def test_spanish_a_kind_named_after_the_noun_is_no_single_item():
    # "ninguna reserva de pista": the noun is the item itself, not a property of one
    calls = [
        (
            "list_my_bookings",
            {"member": "M-88"},
            {
                "bookings": [
                    {"booking_id": "RT-301", "kind": "pista", "court": "Pista 2", "day": "lunes"},
                    {"booking_id": "RT-305", "kind": "taquilla", "locker": "T-14"},
                ]
            },
        )
    ]
    answer = "Ahora mismo no figura ninguna reserva de pista a tu nombre."
    report = checked(answer, *calls, language="es")
    assert "false_absence" in kinds(report), show(report)
