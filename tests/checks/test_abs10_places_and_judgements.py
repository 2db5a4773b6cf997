"""False-absence classes of helper abs10.

- Places given as words, not counts: an output that says a place is free or gone by a word
  (``"status": "OPEN"``, ``"left": "有"`` / ``"无"``, ``"agotado"``) tells an absence of
  places as a count does.
- Places of one kind: "no second-class berths" is told by the second-class counts
  (``second_class.left``), not by the first-class ones of the same record; an ordinal in any
  of the four languages names the kind.
- Places of named items: "the Thursday and Friday sessions have no places" is told by the
  counts of the items the clause names by a value.
- A judgement: "nothing looks unusual", "nada raro", "कुछ भी असामान्य नहीं", "没什么异常" judges
  the figures; it is an absence of records only when the outputs keep records of such
  things (an ``anomalies`` list).

Every example is written for these tests."""

from __future__ import annotations

from typing import Any

from runkit import checked, kinds, show, witness_of

# ---- places given as words -----------------------------------------------------------------


def _ferry(first: str, second: str) -> tuple[str, dict[str, Any], Any]:
    return (
        "list_ferry_cabins",
        {"route": "Kelso-Brin", "date": "2026-08-02"},
        {
            "date": "2026-08-02",
            "sailings": [
                {"sailing": "KB-7", "departs": "06:15", "cabins": {"status": first}},
                {"sailing": "KB-9", "departs": "13:40", "cabins": {"status": second}},
            ],
        },
    )


def test_every_cabin_gone_while_a_status_says_open():
    answer = "On August 2 all cabins are fully booked on both sailings."
    report = checked(answer, _ferry("FULL", "OPEN"))
    assert witness_of(report, "false_absence").value == "OPEN", show(report)


def test_every_cabin_gone_when_every_status_says_so():
    answer = "On August 2 all cabins are fully booked on both sailings."
    report = checked(answer, _ferry("FULL", "SOLD_OUT"))
    assert "false_absence" not in kinds(report), show(report)


def test_spanish_all_places_agotadas_while_one_is_available():
    answer = "El 2 de agosto todas las plazas están agotadas en ambos trayectos."
    report = checked(answer, _ferry("agotado", "available"), language="es")
    assert witness_of(report, "false_absence").value == "available", show(report)


def test_a_state_beside_seat_counts_is_not_a_place():
    # the vessel's "status" says it sails; the counts are what say whether places are left
    out = {
        "sailings": [
            {"sailing": "KB-7", "status": "available", "seats_left": 0},
            {"sailing": "KB-9", "status": "available", "seats_left": 0},
        ]
    }
    answer = "Both sailings are sold out."
    report = checked(answer, ("list_ferry_cabins", {"route": "Kelso-Brin"}, out))
    assert "false_absence" not in kinds(report), show(report)


# ---- places of one kind ----------------------------------------------------------------------


def _coaches() -> tuple[str, dict[str, Any], Any]:
    return (
        "search_coaches",
        {"from": "Lindvik", "to": "Oremark"},
        {
            "coaches": [
                {
                    "code": "LX40",
                    "departs": "09:05",
                    "first_class": {"fare": 88.0, "left": "7"},
                    "second_class": {"fare": 41.0, "left": "无"},
                },
                {
                    "code": "LX44",
                    "departs": "11:20",
                    "first_class": {"fare": 88.0, "left": "无"},
                    "second_class": {"fare": 41.0, "left": "无"},
                },
                {
                    "code": "LX47",
                    "departs": "15:50",
                    "first_class": {"fare": 88.0, "left": "有"},
                    "second_class": {"fare": 41.0, "left": "9"},
                },
            ]
        },
    )


def test_chinese_second_class_gone_while_first_class_is_free():
    answer = "LX40和LX44的二等座都没票了，LX40还有7张一等座。"
    report = checked(answer, _coaches(), language="zh")
    assert "false_absence" not in kinds(report), show(report)


def test_chinese_second_class_gone_while_it_is_free():
    answer = "LX44和LX47的二等座都没票了。"
    report = checked(answer, _coaches(), language="zh")
    assert witness_of(report, "false_absence").value == "9", show(report)


def test_english_second_class_sold_out_on_both_named_coaches():
    answer = "Second-class seats on both LX40 and LX44 are sold out."
    report = checked(answer, _coaches())
    assert "false_absence" not in kinds(report), show(report)


def test_spanish_segunda_clase_sin_plazas_while_one_coach_has_them():
    answer = "No quedan plazas de segunda clase en ninguno de los autobuses LX44 y LX47."
    report = checked(answer, _coaches(), language="es")
    assert witness_of(report, "false_absence").value == "9", show(report)


def test_hindi_second_class_seats_filled_on_both_named_coaches():
    answer = "LX40 और LX44 दोनों में द्वितीय श्रेणी की सीटें भर चुकी हैं।"
    report = checked(answer, _coaches(), language="hi")
    assert "false_absence" not in kinds(report), show(report)


# ---- places of named items -----------------------------------------------------------------


def _workshops(left: tuple[int, int, int]) -> tuple[str, dict[str, Any], Any]:
    return (
        "list_workshops",
        {"venue": "Tallow Hall", "date": "2026-05-09"},
        {
            "date": "2026-05-09",
            "workshops": [
                {"session": "dawn", "tutor": "Ilse Varga", "remaining": left[0]},
                {"session": "midday", "tutor": "Orrin Pike", "remaining": left[1]},
                {"session": "dusk", "tutor": "Ilse Varga", "remaining": left[2]},
            ],
        },
    )


def test_named_sessions_without_places_while_they_have_some():
    answer = "The midday and dusk sessions have no places left either."
    report = checked(answer, _workshops((0, 3, 6)))
    assert witness_of(report, "false_absence").value == 3, show(report)


def test_named_sessions_without_places_when_true():
    answer = "The midday and dusk sessions have no places left either."
    report = checked(answer, _workshops((5, 0, 0)))
    assert "false_absence" not in kinds(report), show(report)


def test_chinese_named_sessions_without_places_while_they_have_some():
    answer = "midday和dusk两个场次也没有名额了。"
    report = checked(answer, _workshops((0, 2, 0)), language="zh")
    assert witness_of(report, "false_absence").value == 2, show(report)


def test_hindi_tutor_slots_all_filled_while_one_is_open():
    out = {
        "date": "2026-05-09",
        "slots": [
            {"slot_id": "TV-1", "tutor": "Ilse Varga", "status": "RESERVED"},
            {"slot_id": "TV-2", "tutor": "Ilse Varga", "status": "OPEN"},
        ],
    }
    answer = "9 मई को Ilse Varga के सभी slot भर चुके हैं।"
    report = checked(answer, ("list_slots", {"date": "2026-05-09"}, out), language="hi")
    assert witness_of(report, "false_absence").value == "OPEN", show(report)


# ---- a judgement -----------------------------------------------------------------------------


def _meter(extra: dict[str, Any] | None = None) -> tuple[str, dict[str, Any], Any]:
    out: dict[str, Any] = {
        "statement_id": "WT-5521",
        "water_m3": 11.4,
        "previous_m3": 14.9,
        "charges": {"supply": 23.1, "sewer": 17.8, "total": 40.9},
    }
    out.update(extra or {})
    return ("get_water_statement", {"account": "WT-5521"}, out)


def test_nothing_unusual_is_a_judgement():
    answer = "Nothing in the statement seems unusual; you simply used less water."
    report = checked(answer, _meter())
    assert "false_absence" not in kinds(report), show(report)


def test_nothing_out_of_place_is_a_judgement():
    answer = "Nothing on this statement looks out of place, the charges follow your usage."
    report = checked(answer, _meter())
    assert "false_absence" not in kinds(report), show(report)


def test_spanish_nada_raro_is_a_judgement():
    answer = "No veo nada raro en el recibo: el total baja porque gastaste menos agua."
    report = checked(answer, _meter(), language="es")
    assert "false_absence" not in kinds(report), show(report)


def test_hindi_nothing_abnormal_is_a_judgement():
    answer = "बिल में कुछ भी असामान्य नहीं है, पानी कम इस्तेमाल हुआ है।"
    report = checked(answer, _meter(), language="hi")
    assert "false_absence" not in kinds(report), show(report)


def test_chinese_nothing_abnormal_is_a_judgement():
    answer = "这张账单没什么异常，主要是用水量少了。"
    report = checked(answer, _meter(), language="zh")
    assert "false_absence" not in kinds(report), show(report)


def test_no_anomalies_against_a_list_of_anomalies_is_still_checked():
    extra = {"anomalies": [{"code": "LEAK_SUSPECTED", "since": "2026-01-04"}]}
    answer = "There are no anomalies on the account."
    report = checked(answer, _meter(extra))
    assert "false_absence" in kinds(report), show(report)
