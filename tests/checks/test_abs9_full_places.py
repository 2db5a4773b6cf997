"""False-absence class of helper abs9: "all / both are full, sold out, no places" while one of
the things the answer speaks of still has places left (a ``seats_left`` or ``remaining``
count above zero). The witness is the count. A claim of the same shape that is true (every
count at zero), a claim about the one item at zero, and "full" that is no denial of places
("a full refund", "भर चुके" of a bill) must pass. Every example is written for these tests."""

from __future__ import annotations

from typing import Any

from runkit import checked, kinds, show, witness_of


def _day(date: str, left_morning: int, left_evening: int) -> tuple[str, dict[str, Any], Any]:
    return (
        "list_kiln_sessions",
        {"studio": "Ashgrove Clay", "date": date},
        {
            "studio": "Ashgrove Clay",
            "date": date,
            "sessions": [
                {"name": "Wheel basics", "starts": "10:00", "seats_left": left_morning},
                {"name": "Glaze night", "starts": "18:00", "seats_left": left_evening},
            ],
        },
    )


def _two_days(first: int, second: int) -> list[tuple[str, dict[str, Any], Any]]:
    return [_day("2026-03-14", 0, first), _day("2026-03-15", 0, second)]


# ---- English -----------------------------------------------------------------------------


def test_both_days_sold_out_while_one_has_seats():
    answer = "Sorry, both days (March 14 and 15) are sold out at Ashgrove Clay."
    report = checked(answer, *_two_days(0, 3))
    assert witness_of(report, "false_absence").value == 3, show(report)


def test_both_days_sold_out_when_every_count_is_zero():
    answer = "Sorry, both days (March 14 and 15) are sold out at Ashgrove Clay."
    report = checked(answer, *_two_days(0, 0))
    assert "false_absence" not in kinds(report), show(report)


def test_the_seats_are_full_on_a_day_that_has_none_left():
    answer = "On March 14 all the seats are full; March 15 still has 2 seats in Glaze night."
    report = checked(answer, *_two_days(0, 2))
    assert "false_absence" not in kinds(report), show(report)


def test_a_full_refund_is_no_denial_of_places():
    answer = "You will get a full refund for the cancelled class."
    report = checked(answer, *_two_days(4, 2))
    assert "false_absence" not in kinds(report), show(report)


# ---- Spanish -----------------------------------------------------------------------------


def test_spanish_every_session_agotada_while_one_has_places():
    answer = "Lo siento, todas las sesiones del 14 de marzo están agotadas."
    report = checked(answer, _day("2026-03-14", 0, 5), language="es")
    assert witness_of(report, "false_absence").value == 5, show(report)


def test_spanish_plazas_completas_when_true():
    answer = "Lo siento, todas las plazas del 14 de marzo están completas."
    report = checked(answer, _day("2026-03-14", 0, 0), language="es")
    assert "false_absence" not in kinds(report), show(report)


# ---- Hindi -------------------------------------------------------------------------------


def test_hindi_both_days_seats_filled_while_one_has_seats():
    answer = "माफ़ कीजिए, 14 और 15 मार्च दोनों दिन की सीटें भर चुकी हैं।"
    report = checked(answer, *_two_days(0, 3), language="hi")
    assert witness_of(report, "false_absence").value == 3, show(report)


def test_hindi_both_days_seats_filled_when_true():
    answer = "माफ़ कीजिए, 14 और 15 मार्च दोनों दिन की सीटें भर चुकी हैं।"
    report = checked(answer, *_two_days(0, 0), language="hi")
    assert "false_absence" not in kinds(report), show(report)


def test_hindi_a_paid_bill_is_no_denial_of_places():
    answer = "आप इस महीने का बिल पहले ही भर चुके हैं।"
    report = checked(answer, *_two_days(4, 2), language="hi")
    assert "false_absence" not in kinds(report), show(report)


# ---- Chinese -----------------------------------------------------------------------------


def _ferry() -> tuple[str, dict[str, Any], Any]:
    return (
        "query_ferry",
        {"route": "north-pier", "date": "2026-05-02"},
        {
            "route": "north-pier",
            "date": "2026-05-02",
            "sailings": [
                {"sailing": "早班", "departs": "07:40", "remaining": 0},
                {"sailing": "午班", "departs": "13:10", "remaining": 41},
            ],
        },
    )


def test_chinese_both_sailings_tickets_booked_up_while_one_has_places():
    answer = "5月2日早班和午班的船票都已经订满了。"
    report = checked(answer, _ferry(), language="zh")
    assert witness_of(report, "false_absence").value == 41, show(report)


def test_chinese_the_one_sailing_named_is_booked_up():
    answer = "5月2日早班的票已经订满了，午班还有41张。"
    report = checked(answer, _ferry(), language="zh")
    assert "false_absence" not in kinds(report), show(report)
