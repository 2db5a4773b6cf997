"""Count class (helper s25-q4): a count whose noun is the language's generic word for a row of
a log or a register ("records", "registros", "रिकॉर्ड", "记录") or for the references a
catalogue sells ("referencias"), in a run whose outputs hold one list of such things.

- the noun binds that one list, whatever its tool calls the rows: a count of another size is
  contradicted with the list as the witness, the right count passes;
- a count larger than the total the output reports beside a page of a longer list is held
  to that total, not to the page's length; a count of the total, or of the page the answer
  says it shows, passes.

Each example is written for these tests.
"""

from __future__ import annotations

from runkit import checked, kinds, show, witness_of

READINGS = (
    "get_greenhouse_log",
    {"house": "B2", "day": "2031-05-14"},
    {
        "house": "B2",
        "records": [
            {"at": "06:00", "celsius": 17.5, "humidity": 81},
            {"at": "10:00", "celsius": 23.0, "humidity": 66},
            {"at": "14:00", "celsius": 27.5, "humidity": 58},
            {"at": "18:00", "celsius": 21.0, "humidity": 70},
        ],
    },
)

SEEDS = (
    "search_seed_catalogue",
    {"query": "heirloom tomato", "page_size": 3},
    {
        "total": 17,
        "page_size": 3,
        "next_cursor": "p2",
        "items": [
            {"sku": "TM-BRD-10", "name": "Brandywine seeds (10)", "price": 3.2},
            {"sku": "TM-CHK-10", "name": "Cherokee Purple seeds (10)", "price": 3.6},
            {"sku": "TM-GRZ-10", "name": "Green Zebra seeds (10)", "price": 2.9},
        ],
    },
)


def test_chinese_records_count_other_than_the_list_is_caught():
    report = checked("B2 温室今天共有 6 条温度记录，最高 27.5 度。", READINGS, language="zh")
    assert "count_mismatch" in kinds(report), show(report)
    assert witness_of(report, "count_mismatch").pointer == "/records"


def test_chinese_records_count_of_the_list_passes():
    report = checked("B2 温室今天共有 4 条温度记录，最高 27.5 度。", READINGS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_spanish_records_count_is_caught():
    report = checked("El invernadero B2 tiene 5 registros de hoy.", READINGS, language="es")
    assert "count_mismatch" in kinds(report), show(report)


def test_spanish_records_count_passes():
    report = checked("El invernadero B2 tiene 4 registros de hoy.", READINGS, language="es")
    assert "count_mismatch" not in kinds(report), show(report)


def test_hindi_records_count_is_caught():
    report = checked("B2 ग्रीनहाउस में आज के 7 रिकॉर्ड हैं।", READINGS, language="hi")
    assert "count_mismatch" in kinds(report), show(report)


def test_hindi_records_count_passes():
    report = checked("B2 ग्रीनहाउस में आज के 4 रिकॉर्ड हैं।", READINGS, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)


def test_english_records_count_is_caught():
    report = checked("Greenhouse B2 has 3 records for today.", READINGS)
    assert "count_mismatch" in kinds(report), show(report)


def test_catalogue_references_beyond_the_reported_total_are_held_to_it():
    report = checked(
        "El catálogo tiene 29 referencias de tomate antiguo; estas son las 3 primeras.",
        SEEDS,
        language="es",
    )
    assert "count_mismatch" in kinds(report), show(report)
    assert witness_of(report, "count_mismatch").value == 17


def test_catalogue_references_of_the_reported_total_pass():
    report = checked(
        "El catálogo tiene 17 referencias de tomate antiguo; estas son las 3 primeras.",
        SEEDS,
        language="es",
    )
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_count_beyond_the_total_of_a_page_is_caught_english():
    report = checked("I found 26 items for heirloom tomato. Here are the first 3:", SEEDS)
    assert "count_mismatch" in kinds(report), show(report)
    assert witness_of(report, "count_mismatch").value == 17
