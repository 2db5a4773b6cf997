"""False-absence classes of helper abs11: what an output holds that is no result, and what
the user holds that is no place.

- An absence of the user's own bookings ("you have no upcoming reservation") is told by the
  bookings listed: a ``status: RESERVED`` among them is a booking that exists, not a place
  taken; only a word of free places ("no reservations available") makes it about places.
- An output that repeats its query outside the returned items (``vin: "..."`` beside an
  empty ``recalls`` list) is no witness against "no recall for that VIN".
- A factor of 1 (``surge: 1.0``, ``peak_multiplier: 1``) and a word for none say there is
  none.
- The item the subject names ("the Birch Lodge has no breakfast") narrows what the nearest
  asked-for value names (every hotel of the search).
- A Chinese "A-not-A" question ("有没有空位还没查") asks; it does not deny.

Every example is written for these tests."""

from __future__ import annotations

from typing import Any

from runkit import checked, kinds, show, witness_of


def _bookings(status: str) -> tuple[str, dict[str, Any], Any]:
    return (
        "list_my_reservations",
        {"member": "M-2231"},
        {
            "total": 2,
            "reservations": [
                {"ref": "RS-5510", "venue": "Harbor Tennis Club", "court": 4, "status": status},
                {
                    "ref": "RS-5302",
                    "venue": "Harbor Tennis Club",
                    "court": 2,
                    "status": "CANCELLED",
                },
            ],
        },
    )


def test_no_active_reservation_while_one_is_reserved():
    answer = "You have no active reservation at the tennis club right now."
    report = checked(answer, _bookings("RESERVED"))
    assert "false_absence" in kinds(report), show(report)


def test_hindi_no_active_reservation_while_one_is_booked():
    answer = "आपके खाते में अभी कोई active reservation नहीं है।"
    report = checked(answer, _bookings("BOOKED"), language="hi")
    assert "false_absence" in kinds(report), show(report)


def test_no_reservations_available_is_still_about_places():
    calls = [
        (
            "get_court_availability",
            {"date": "2026-05-02"},
            {"courts": [{"court": 1, "status": "BOOKED"}, {"court": 2, "status": "BOOKED"}]},
        )
    ]
    answer = "There are no reservations available on that day."
    report = checked(answer, *calls)
    assert "false_absence" not in kinds(report), show(report)


def _fines(fines: list[dict[str, Any]]) -> tuple[str, dict[str, Any], Any]:
    return (
        "get_toll_violations",
        {"vin": "WVZZZ1KZ8AM0412"},
        {"vin": "WVZZZ1KZ8AM0412", "violations": fines, "total": len(fines)},
    )


def test_echoed_query_is_no_result():
    answer = "There are no toll violations recorded for the VIN WVZZZ1KZ8AM0412."
    report = checked(answer, _fines([]))
    assert "false_absence" not in kinds(report), show(report)


def test_spanish_echoed_query_is_no_result():
    answer = "No consta ninguna infracción de peaje para el VIN WVZZZ1KZ8AM0412."
    report = checked(answer, _fines([]), language="es")
    assert "false_absence" not in kinds(report), show(report)


def test_a_returned_violation_is_still_a_witness():
    answer = "There are no toll violations recorded for the VIN WVZZZ1KZ8AM0412."
    violation = {"violation_id": "TV-88120", "plaza": "North Bridge", "amount_usd": 14.5}
    report = checked(answer, _fines([violation]))
    assert "false_absence" in kinds(report), show(report)


def _quote(peak: object) -> tuple[str, dict[str, Any], Any]:
    return (
        "quote_delivery",
        {"from": "depot", "to": "site 7"},
        {"distance_km": 12.4, "peak_multiplier": peak, "price_usd": 31.0},
    )


def test_no_peak_pricing_at_a_factor_of_one():
    answer = "The delivery costs $31.00 and there is no peak multiplier right now."
    report = checked(answer, _quote(1.0))
    assert "false_absence" not in kinds(report), show(report)


def test_hindi_no_peak_pricing_at_a_factor_of_one():
    answer = "डिलीवरी $31.00 की है, अभी कोई peak multiplier नहीं है।"
    report = checked(answer, _quote(1), language="hi")
    assert "false_absence" not in kinds(report), show(report)


def test_no_peak_pricing_at_a_factor_above_one():
    answer = "The delivery costs $31.00 and there is no peak multiplier right now."
    report = checked(answer, _quote(1.6))
    assert "false_absence" in kinds(report), show(report)


def test_a_fee_of_one_is_no_factor():
    calls = [("get_locker", {"locker": "L-19"}, {"locker": "L-19", "surge_fee": 1.0})]
    answer = "Locker L-19 has no surge fee."
    report = checked(answer, *calls)
    assert "false_absence" in kinds(report), show(report)


def _lodges() -> tuple[str, dict[str, Any], Any]:
    return (
        "search_lodges",
        {"region": "Tatra", "amenities": ["MOUNTAIN_VIEW"]},
        {
            "results": [
                {
                    "name": "Spruce Ridge Lodge",
                    "view": "Mountain suite",
                    "breakfast_included": True,
                },
                {
                    "name": "Birch Hollow Cabins",
                    "view": "Mountain cabin",
                    "breakfast_included": None,
                },
                {"name": "Granite Peak Rooms", "view": "Mountain room", "breakfast_included": True},
            ]
        },
    )


def test_the_named_item_has_no_breakfast():
    answer = "Among the mountain view lodges, Birch Hollow has no breakfast included."
    report = checked(answer, _lodges())
    assert "false_absence" not in kinds(report), show(report)


def test_hindi_the_named_item_has_no_breakfast():
    answer = "Birch Hollow में breakfast का कोई विकल्प नहीं है।"
    report = checked(answer, _lodges(), language="hi")
    assert "false_absence" not in kinds(report), show(report)


def test_the_named_item_has_breakfast_after_all():
    answer = "Among the mountain view lodges, Spruce Ridge has no breakfast included."
    report = checked(answer, _lodges())
    assert witness_of(report, "false_absence").value is True, show(report)


def _shows() -> tuple[str, dict[str, Any], Any]:
    return (
        "list_concerts",
        {"city": "杭州"},
        {"concerts": [{"hall": "西湖剧场", "start": "19:30", "seats_available": 8}]},
    )


def test_chinese_whether_there_are_seats_is_no_denial():
    answer = "西湖剧场还剩8个座位，前排有没有连座我暂时没看。"
    report = checked(answer, _shows(), language="zh")
    assert "false_absence" not in kinds(report), show(report)


def test_chinese_a_plain_denial_is_still_checked():
    answer = "西湖剧场已经没有座位了。"
    report = checked(answer, _shows(), language="zh")
    assert "false_absence" in kinds(report), show(report)
