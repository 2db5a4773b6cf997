"""Fact mismatch (s25-q2): an ordinal the answer gives a record ("3rd floor", "4th in line",
"3.ª planta", "4वें स्थान", "排名第4") is that record's field of the attribute the ordinal's
noun names; another number there is the witness. A correct ordinal passes, and so do an
ordinal whose noun names no field of the record and one the outputs write themselves.

Every example here is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

STUDIO = (
    "get_studio",
    {"name": "Larchwood"},
    {"studio": {"name": "Larchwood", "floor": 5, "seats": 14, "projector": True}},
)
FLOOR = {
    "en": "Larchwood is on the {n}th floor and seats 14.",
    "es": "Larchwood está en la {n}.ª planta y tiene 14 plazas.",
    "hi": "Larchwood {n}वीं मंज़िल पर है और उसमें 14 सीटें हैं।",
    "zh": "Larchwood 在第{n}层，可坐 14 人。",
}


@pytest.mark.parametrize("language", sorted(FLOOR))
def test_an_ordinal_floor_other_than_the_record_s_is_caught(language):
    report = checked(FLOOR[language].format(n=6), STUDIO, language=language)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(FLOOR))
def test_the_record_s_floor_as_an_ordinal_passes(language):
    report = checked(FLOOR[language].format(n=5), STUDIO, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


QUEUE = (
    "get_allotment_queue",
    {"member": "AL-77"},
    {
        "entries": [
            {"site": "Brookfield", "position": 2, "waiting": 9},
            {"site": "Hollins Lane", "position": 6, "waiting": 15},
        ]
    },
)
RANK = {
    "en": "At Hollins Lane you are {n}th in line, with 15 waiting.",
    "es": "En Hollins Lane estás en el {n}.º puesto, con 15 personas esperando.",
    "hi": "Hollins Lane में आप {n}वें स्थान पर हैं, कुल 15 लोग इंतज़ार में हैं।",
    "zh": "Hollins Lane 那边你排名第{n}，共有 15 人在等。",
}


@pytest.mark.parametrize("language", sorted(RANK))
def test_a_place_in_a_queue_other_than_the_record_s_is_caught(language):
    report = checked(RANK[language].format(n=7), QUEUE, language=language)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(RANK))
def test_the_record_s_place_in_the_queue_passes(language):
    report = checked(RANK[language].format(n=6), QUEUE, language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_ordinal_whose_noun_names_no_field_passes():
    report = checked("Hollins Lane is your 3rd choice; you are 6th in line there.", QUEUE)
    assert "fact_mismatch" not in kinds(report), show(report)


def test_an_ordinal_the_outputs_write_passes():
    notice = (
        "get_notice",
        {"site": "Brookfield"},
        {"site": "Brookfield", "position": 2, "note": "Moves to 3rd in line after the audit."},
    )
    report = checked("Brookfield: you will be 3rd in line after the audit.", notice)
    assert "fact_mismatch" not in kinds(report), show(report)
