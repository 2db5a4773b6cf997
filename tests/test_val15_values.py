"""Fact mismatch classes (val15): a value slip a chance reading had hidden.

- a table row's cells stand apart: a cell that calls the row estimated or open to change
  ("may change", "अनुमानित", "估计") hedges no figure of another cell, so a figure with two
  digits swapped is held to the row's field;
- two figures that name their keys ("grade 2", "40 mm") select the record they share: the
  price stated with them is held to that record's price;
- a date said with an "until" word, in a claim whose names point at records holding no
  such field, is held to the run's one field the word names when it is a slip of it;
- Hindi clock words that are an hour and a half by themselves (डेढ़ बजे, ढाई बजे) are times.

Every example here is written for these tests."""

from __future__ import annotations

import pytest

from nyaya.claims.mentions import find_mentions
from runkit import checked, kinds, show

TODAY = "Today is Tuesday, 12 May 2026."

# ---- a hedge in another cell of a table row ------------------------------------------------

WEIGHINGS = (
    "get_hive_weights",
    {"apiary": "east-slope"},
    {
        "weighings": [
            {"date": "2026-03-04", "weight_kg": 37.4, "basis": "SCALE"},
            {"date": "2026-04-06", "weight_kg": 41.8, "basis": "ESTIMATE"},
            {"date": "2026-05-05", "weight_kg": 46.2, "basis": "SCALE"},
        ]
    },
)
ROWS = {
    "en": (
        "| Date | Weight | Note |\n|---|---|---|\n| 4 March 2026 | 37.4 kg | scale |\n"
        "| 6 April 2026 | {w} kg | may change, eyeballed |\n| 5 May 2026 | 46.2 kg | scale |"
    ),
    "hi": (
        "| तारीख | वज़न | प्रकार |\n|---|---|---|\n| 4 मार्च 2026 | 37.4 kg | तराज़ू |\n"
        "| 6 अप्रैल 2026 | {w} kg | अनुमानित |\n| 5 मई 2026 | 46.2 kg | तराज़ू |"
    ),
    "zh": (
        "| 日期 | 重量 | 方式 |\n|---|---|---|\n| 2026年3月4日 | 37.4 kg | 称重 |\n"
        "| 2026年4月6日 | {w} kg | 估计 |\n| 2026年5月5日 | 46.2 kg | 称重 |"
    ),
}


@pytest.mark.parametrize("language", sorted(ROWS))
def test_a_swapped_figure_beside_a_hedged_cell_is_caught(language):
    text = ROWS[language].format(w="48.1")
    report = checked(text, WEIGHINGS, language=language, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(ROWS))
def test_the_rows_own_figure_beside_a_hedged_cell_passes(language):
    text = ROWS[language].format(w="41.8")
    report = checked(text, WEIGHINGS, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_hedge_in_the_figures_own_cell_still_hedges_it():
    text = (
        "| Date | Weight |\n|---|---|\n| 4 March 2026 | 37.4 kg |\n"
        "| 6 April 2026 | maybe 48.1 kg |\n| 5 May 2026 | 46.2 kg |"
    )
    report = checked(text, WEIGHINGS, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a record selected by two keyed figures ------------------------------------------------

TARIFF = (
    "get_courier_tariff",
    {"zone": 4, "weight_kg": 2.5},
    {
        "zone": 4,
        "weight_kg": 2.5,
        "price_usd": 17.35,
        "effective_from": "2026-05-01",
        "previous_price_usd": 16.1,
    },
)
KEYED = {
    "en": "For zone 4 and a 2.5 kg parcel the current price is ${t}.",
    "es": "Para la zona 4 y un paquete de 2,5 kg el precio actual es de {t} $.",
    "hi": "ज़ोन 4 और 2.5 kg पार्सल के लिए अभी की कीमत ${t} है।",
}


@pytest.mark.parametrize("language", sorted(KEYED))
def test_a_price_the_keys_record_does_not_hold_is_caught(language):
    t = "18.20" if language != "es" else "18,20"
    report = checked(KEYED[language].format(t=t), TARIFF, language=language, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(KEYED))
def test_the_keys_records_price_passes(language):
    t = "17.35" if language != "es" else "17,35"
    report = checked(KEYED[language].format(t=t), TARIFF, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_one_figure_alone_selects_no_record():
    # only the zone names a key: a price nothing holds stays unsupported
    text = "In zone 4 you would pay $18.20."
    report = checked(text, TARIFF, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a date beside an until word, the claim's pointer naming other records -----------------

BADGE = (
    "get_badge",
    {"member": "K-17"},
    {
        "badge": {"state": "active", "expires_on": "2026-06-30", "renewal": "yearly"},
        "scans": [
            {"at": "2026-05-09T08:14:00+02:00", "door": "north", "via": "badge"},
            {"at": "2026-05-11T18:40:00+02:00", "door": "south", "via": "badge"},
        ],
    },
)
UNTIL = {
    "en": "Your badge is active and expires on June {d}.",
    "es": "Tu badge está activo y caduca el {d} de junio.",
}


@pytest.mark.parametrize("language", sorted(UNTIL))
def test_an_until_date_a_day_off_the_runs_one_expiry_is_caught(language):
    report = checked(UNTIL[language].format(d=29), BADGE, language=language, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(UNTIL))
def test_the_runs_expiry_date_passes(language):
    report = checked(UNTIL[language].format(d=30), BADGE, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- Hindi clock words that are an hour and a half ----------------------------------------


@pytest.mark.parametrize(
    ("text", "hour", "minute"),
    [
        ("जाँच दोपहर ढाई बजे होगी।", 14, 30),
        ("बैठक डेढ़ बजे शुरू होगी।", 1, 30),
        ("गाड़ी रात ढाई बजे आएगी।", 2, 30),
    ],
)
def test_hindi_hour_and_a_half_words_are_clock_times(text, hour, minute):
    times = [m.value for m in find_mentions(text, "hi") if m.kind == "time"]
    assert [(t.hour, t.minute) for t in times] == [(hour, minute)]


def test_a_hindi_hour_and_a_half_without_the_hour_word_is_no_time():
    assert not [m for m in find_mentions("सफ़र में डेढ़ घंटा लगेगा।", "hi") if m.kind == "time"]


WORKSHOP = (
    "get_workshop",
    {"slot": "W-3"},
    {"slot": "W-3", "starts_at": "2026-05-13T14:30:00+05:30", "room": "Lab 2"},
)


def test_a_hindi_half_past_two_is_held_by_the_output_time():
    report = checked("कल की वर्कशॉप दोपहर ढाई बजे Lab 2 में है।", WORKSHOP, language="hi", system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)
    claims = [c for c in report.claims if "ढाई" in c.text]
    assert claims and all(c.status == "verified" for c in claims), show(report)


def test_a_loosely_written_name_in_a_row_its_figures_select_passes():
    # the row's seats and doors select the record; its name cell is the output's name
    # shortened, which the figures' record does not contradict
    fleet = (
        "search_vans",
        {"depot": "south"},
        {
            "vans": [
                {"model": "Mercedes-Benz Vito or similar", "seats": 8, "doors": 5, "total": 512.0},
                {"model": "Renault Trafic or similar", "seats": 9, "doors": 4, "total": 488.0},
            ]
        },
    )
    text = (
        "| Van | Seats / doors | Total |\n|---|---|---|\n"
        "| MB Vito or similar | 8 / 5 | €512.00 |\n| Renault Trafic or similar | 9 / 4 | €488.00 |"
    )
    report = checked(text, fleet, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a number that names a thing, its digits swapped ----------------------------------------


def _notice(text: str) -> tuple[str, dict[str, str], dict[str, object]]:
    return (
        "get_ward_notices",
        {"ward": "W-2"},
        {"ward": "W-2", "room": "214", "notices": [{"posted": "2026-05-11", "text": text}]},
    )


NOTICE = {
    "en": _notice("Room 214 is closed for painting. Room 385 takes its patients until Friday."),
    "es": _notice("La sala 214 cierra por pintura. La sala 385 recibe a sus pacientes."),
}
ROOMS = {
    "en": "Until Friday your father is in Room {r} instead of 214 (214 is being painted).",
    "es": "Hasta el viernes tu padre está en la sala {r} en lugar de la 214.",
}


@pytest.mark.parametrize("language", sorted(ROOMS))
def test_a_things_number_with_its_digits_swapped_is_caught(language):
    text = ROOMS[language].format(r="358")
    report = checked(text, NOTICE[language], language=language, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(ROOMS))
def test_the_things_own_number_passes(language):
    text = ROOMS[language].format(r="385")
    report = checked(text, NOTICE[language], language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_things_number_no_output_writes_with_its_word_stays_unsupported():
    report = checked("Your father sleeps in bed 503 this week.", NOTICE["en"], system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


# ---- a table column's field beats a chance arithmetic ---------------------------------------

TANK = (
    "get_tank_levels",
    {"tank": "T-9"},
    {
        "levels": [
            {"date": "2026-03-02", "litres": 1180.0, "source": "GAUGE"},
            {"date": "2026-04-01", "litres": 1240.5, "source": "GAUGE"},
            {"date": "2026-05-01", "litres": 1302.0, "source": "GAUGE"},
        ]
    },
)
FILL = ("get_delivery", {"tank": "T-9"}, {"delivered_litres": 36.0, "invoice": "INV-2291"})
LEVELS = {
    "en": (
        "| Date | Level |\n|---|---|\n| 2 March 2026 | 1,180.0 L |\n| 1 April 2026 | {v} L |\n"
        "| 1 May 2026 | 1,302.0 L |\n\nThe last delivery added 36.0 L."
    ),
    "es": (
        "| Fecha | Nivel |\n|---|---|\n| 2 de marzo de 2026 | 1180,0 L |\n"
        "| 1 de abril de 2026 | {v} L |\n| 1 de mayo de 2026 | 1302,0 L |\n\n"
        "La última entrega añadió 36,0 L."
    ),
}


@pytest.mark.parametrize("language", sorted(LEVELS))
def test_a_cell_the_column_field_does_not_hold_is_no_chance_difference(language):
    # 1204.5 is 1240.5 less the 36 delivered: arithmetic of unrelated fields, while the
    # row's item holds the column's field
    v = "1,204.5" if language == "en" else "1204,5"
    report = checked(LEVELS[language].format(v=v), TANK, FILL, language=language, system=TODAY)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(LEVELS))
def test_the_column_fields_own_value_passes(language):
    v = "1,240.5" if language == "en" else "1240,5"
    report = checked(LEVELS[language].format(v=v), TANK, FILL, language=language, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_a_column_of_differences_is_no_one_field():
    # every row's "Change" is arithmetic: no field fills the column, the derivation holds
    text = (
        "| Date | Level | Change |\n|---|---|---|\n| 2 March 2026 | 1,180.0 L | |\n"
        "| 1 April 2026 | 1,240.5 L | +60.5 L |\n| 1 May 2026 | 1,302.0 L | +61.5 L |"
    )
    report = checked(text, TANK, system=TODAY)
    assert "fact_mismatch" not in kinds(report), show(report)
