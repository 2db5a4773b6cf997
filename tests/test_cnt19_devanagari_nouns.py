"""A Hindi noun with vowel signs is a word (cnt19).

Python's ``str.isalpha`` says no to "टैंकर" (its vowel signs are marks, not letters), so a
count whose noun the lexicon does not know was never bound, in Hindi, to the items whose
state its clause names. A count the whole list gives is still no error: a group of that
list is then no witness against it. Every example here is written for these tests."""

from __future__ import annotations

import pytest

from nyaya.evidence.fold import is_letters
from runkit import checked, kinds, show

TRIPS = (
    "list_tanker_trips",
    {"ward": "7"},
    {
        "trips": [
            {"trip": "TK-301", "status": "DELIVERED"},
            {"trip": "TK-302", "status": "DELIVERED"},
            {"trip": "TK-303", "status": "DELIVERED"},
            {"trip": "TK-304", "status": "PENDING"},
            {"trip": "TK-305", "status": "DELIVERED"},
            {"trip": "TK-306", "status": "PENDING"},
        ]
    },
)


@pytest.mark.parametrize("word", ["टैंकर", "सिलेंडर", "फेरियाँ", "dos", "Bogotá", "camión"])
def test_words_with_marks_are_letters(word):
    assert is_letters(word)


@pytest.mark.parametrize("text", ["2025-1", "TK-301", "12", "टैंकर 2", ""])
def test_digits_and_signs_are_not(text):
    assert not is_letters(text)


@pytest.mark.parametrize(
    "answer", ["इस हफ़्ते 4 टैंकर डिलीवर हुए और 2 बाकी हैं।", "इस हफ़्ते ४ टैंकर डिलीवर हुए।"]
)
def test_a_count_of_the_delivered_group_that_holds_passes(answer):
    report = checked(answer, TRIPS, language="hi")
    assert report.action == "emit", show(report)


def test_a_count_of_the_delivered_group_that_does_not_hold_is_a_count_mismatch():
    report = checked("इस हफ़्ते 5 टैंकर डिलीवर हुए और 1 बाकी है।", TRIPS, language="hi")
    assert "count_mismatch" in kinds(report), show(report)
    found = [f for f in report.findings if f.type == "count_mismatch"]
    assert found[0].witness is not None and "/trips" in str(found[0].witness.pointer), show(report)


def test_a_count_the_whole_list_gives_is_not_held_to_a_group():
    report = checked("इस हफ़्ते 6 टैंकर के फेरे लगे।", TRIPS, language="hi")
    assert "count_mismatch" not in kinds(report), show(report)
