"""Fact mismatch (s25-q3): does a hedge, a condition or an offer reach the date a claim
states? One only in a later clause of the sentence ("the truck comes on the 17th, and after
that, if you want an extra pickup, tell me") speaks of what follows, so the date is stated
as the record's and a slip of the run's one coming date is caught. So is a date told with
the conditional mood of an option laid out ("we would get the new pump on the 12th",
"llegaría el 12"), which Hindi and Chinese tell with the future. A correct date passes; a
condition before the date, and a guess in its own clause ("should", "quizá", "probably"),
still keep it from being held to the record.

Every example here is written for these tests."""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show

BINS = (
    "get_bin_service",
    {"address": "14 Alder Row"},
    {
        "account": "WS-3308",
        "bins": ["general", "garden"],
        "last_collection": "2026-02-17",
        "next_collection": "2026-03-17",
        "status": "active",
    },
)
BINS_NOW = {
    "en": "You help the residents of Alder Row with their bins. Today is Monday, 2 March 2026.",
    "es": "Ayudas a los vecinos de Alder Row con la basura. Hoy es lunes 2 de marzo de 2026.",
    "hi": "आप Alder Row के निवासियों की मदद करते हैं। आज: सोमवार, 2 मार्च 2026।",
    "zh": "你是 Alder Row 小区的垃圾清运助手。今天是2026年3月2日，星期一。",
}
LATER_CLAUSE = {
    "en": "The truck comes by on {d} March, and after that, if you want an extra pickup, tell me.",
    "es": "El camión pasa el {d} de marzo y, después, si quieres una recogida extra, dímelo.",
    "zh": "垃圾车 3 月 {d} 日过来收，之后还想加收一次的话告诉我就行。",
}


@pytest.mark.parametrize("language", sorted(LATER_CLAUSE))
def test_a_condition_in_a_later_clause_does_not_shield_a_misstated_date(language):
    answer = LATER_CLAUSE[language].format(d=20)
    report = checked(answer, BINS, system=BINS_NOW[language], language=language)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(LATER_CLAUSE))
def test_the_record_s_date_before_a_later_condition_passes(language):
    answer = LATER_CLAUSE[language].format(d=17)
    report = checked(answer, BINS, system=BINS_NOW[language], language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


CONDITION_FIRST = {
    "en": "If you book an extra pickup today, the truck comes by on 20 March.",
    "es": "Si pides hoy una recogida extra, el camión pasa el 20 de marzo.",
    "hi": "अगर आप आज अलग से उठवाना बुक करें, तो गाड़ी 20 मार्च को आएगी।",
}


@pytest.mark.parametrize("language", sorted(CONDITION_FIRST))
def test_a_date_the_condition_before_it_reaches_is_left_alone(language):
    report = checked(CONDITION_FIRST[language], BINS, system=BINS_NOW[language], language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


PUMPS = (
    "list_repair_options",
    {"job": "WO-5518"},
    {
        "job": "WO-5518",
        "options": [
            {"option": "reseal pump", "total_usd": 180.0, "parts": []},
            {
                "option": "replace pump",
                "total_usd": 465.0,
                "parts": [{"ref": "HP-220", "eta": "2026-03-12"}],
            },
        ],
    },
)
PUMP_NOW = {
    "en": "You are the service desk of Fenwick Pool Care. Today is Tuesday, 3 March 2026.",
    "es": "Eres el asistente de Fenwick Pool Care. Hoy es martes 3 de marzo de 2026.",
}
OPTION = {
    "en": "Replacing it: we would get the new pump on {d} March.",
    "es": "Sustituirla: la bomba nueva llegaría el {d} de marzo.",
}


@pytest.mark.parametrize("language", sorted(OPTION))
def test_an_option_s_date_told_in_the_conditional_is_held_to_the_record(language):
    answer = OPTION[language].format(d=14)
    report = checked(answer, PUMPS, system=PUMP_NOW[language], language=language)
    assert "fact_mismatch" in kinds(report), show(report)


@pytest.mark.parametrize("language", sorted(OPTION))
def test_the_option_s_own_date_in_the_conditional_passes(language):
    answer = OPTION[language].format(d=12)
    report = checked(answer, PUMPS, system=PUMP_NOW[language], language=language)
    assert "fact_mismatch" not in kinds(report), show(report)


GUESS = {
    "en": "Replacing it: we should probably get the new pump on 14 March.",
    "es": "Sustituirla: quizá tengamos la bomba nueva el 14 de marzo.",
}


@pytest.mark.parametrize("language", sorted(GUESS))
def test_a_date_given_as_a_guess_is_left_alone(language):
    report = checked(GUESS[language], PUMPS, system=PUMP_NOW[language], language=language)
    assert "fact_mismatch" not in kinds(report), show(report)
