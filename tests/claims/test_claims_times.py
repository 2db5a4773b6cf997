"""Times of day with day-part words read as 24-hour times; times without any marker
of the half of the day carry ``unit="12h?"`` so a check can accept either half."""

from __future__ import annotations

from datetime import datetime, time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nyaya.claims import UNMARKED_12H, extract
from nyaya.claims.lexicons import load_file
from nyaya.claims.model import Mention
from nyaya.errors import BadInput

NOW = datetime(2026, 3, 4, 9, 30)


def times(text: str, language: str) -> list[Mention]:
    ex = extract(text, language=language, now=NOW)
    return [m for c in ex.claims for m in c.mentions if m.kind == "time"]


MARKED = [
    ("hi", "बैठक दोपहर 3:00 बजे है।", time(15, 0)),
    ("hi", "बैठक दोपहर 1:25 बजे है।", time(13, 25)),
    ("hi", "सुबह 9 बजे नाश्ता है।", time(9, 0)),
    ("hi", "शाम 6:30 बजे मिलेंगे।", time(18, 30)),
    ("hi", "रात 10 बजे फ्लाइट है।", time(22, 0)),
    ("hi", "रात 12 बजे ट्रेन है।", time(0, 0)),
    ("hi", "रात 2 बजे अलार्म है।", time(2, 0)),
    ("hi", "दोपहर 12 बजे लंच है।", time(12, 0)),
    ("hi", "meeting 3 pm पर है।", time(15, 0)),
    ("zh", "会议在下午3点。", time(15, 0)),
    ("zh", "会议在下午3:30。", time(15, 30)),
    ("zh", "上午10点开会。", time(10, 0)),
    ("zh", "晚上8点半吃饭。", time(20, 30)),
    ("zh", "中午12点吃午饭。", time(12, 0)),
    ("zh", "中午1点见。", time(13, 0)),
    ("zh", "凌晨2点起飞。", time(2, 0)),
    ("zh", "晚上12点关门。", time(0, 0)),
    ("zh", "晚上八点吃饭。", time(20, 0)),
    ("zh", "下午三点半开会。", time(15, 30)),
    ("es", "La reunión es a las 3:00 de la tarde.", time(15, 0)),
    ("es", "Llego a las 10 de la mañana.", time(10, 0)),
    ("es", "La cena es a las 8 de la noche.", time(20, 0)),
    ("es", "Sale a las 3 de la madrugada.", time(3, 0)),
    ("es", "Es a las 3:00 p. m.", time(15, 0)),
    ("es", "Es a las 9 a. m.", time(9, 0)),
    ("es", "Vuelve a la 1 de la tarde.", time(13, 0)),
    ("es", "Es a las 12 del mediodía.", time(12, 0)),
    ("es", "Empieza a las 4 y cuarto de la tarde.", time(16, 15)),
    ("en", "The meeting is at 3 pm.", time(15, 0)),
    ("en", "It starts at 3:30 p.m.", time(15, 30)),
    ("en", "Doors open at 7PM.", time(19, 0)),
    ("en", "The train leaves at 12 am.", time(0, 0)),
    ("en", "Breakfast is at 9 in the morning.", time(9, 0)),
    ("en", "The show is at 8 in the evening.", time(20, 0)),
    ("en", "Lunch is at 12 noon.", time(12, 0)),
    ("en", "Lunch is at noon.", time(12, 0)),
    ("en", "The store closes at midnight.", time(0, 0)),
    ("es", "Cerramos a medianoche.", time(0, 0)),
    ("hi", "शाम साढ़े छह बजे मिलेंगे।", time(18, 30)),
    ("hi", "दोपहर सवा 2 बजे कॉल है।", time(14, 15)),
    ("en", "It starts at quarter to four in the afternoon.", time(15, 45)),
]


@pytest.mark.parametrize(("language", "text", "expected"), MARKED)
def test_day_part_sets_the_half_of_the_day(language: str, text: str, expected: time) -> None:
    (found,) = times(text, language)
    assert found.value == expected
    assert found.unit is None
    assert text[found.start : found.end] == found.text


TWENTY_FOUR = [
    ("en", "The call is at 15:00.", time(15, 0)),
    ("es", "La reunión es a las 15:00.", time(15, 0)),
    ("zh", "会议在15:00。", time(15, 0)),
    ("en", "Boarding at 09:30.", time(9, 30)),
    ("hi", "ट्रेन 18:45 पर है।", time(18, 45)),
]


@pytest.mark.parametrize(("language", "text", "expected"), TWENTY_FOUR)
def test_a_24_hour_clock_is_marked(language: str, text: str, expected: time) -> None:
    (found,) = times(text, language)
    assert (found.value, found.unit) == (expected, None)


UNMARKED = [
    ("hi", "मीटिंग 3 बजे है।", time(3, 0)),
    ("hi", "मीटिंग 3:30 बजे है।", time(3, 30)),
    ("zh", "3点15分开始。", time(3, 15)),
    ("zh", "会议在3:00。", time(3, 0)),
    ("zh", "两点钟见。", time(2, 0)),
    ("zh", "三点十五分开始。", time(3, 15)),
    ("es", "Nos vemos a las 3.", time(3, 0)),
    ("es", "Nos vemos a las 3 y media.", time(3, 30)),
    ("es", "Es a las 3:00.", time(3, 0)),
    ("en", "The call is at 3:00.", time(3, 0)),
    ("en", "At 10:30, the flight left.", time(10, 30)),
    ("en", "We meet at half past 3.", time(3, 30)),
    ("hi", "मीटिंग साढ़े 3 बजे है।", time(3, 30)),
    ("hi", "ट्रेन पौने 1 बजे है।", time(12, 45)),
]


@pytest.mark.parametrize(("language", "text", "expected"), UNMARKED)
def test_a_time_without_a_day_part_is_either_half(language: str, text: str, expected: time) -> None:
    (found,) = times(text, language)
    assert (found.value, found.unit) == (expected, UNMARKED_12H)


NOT_TIMES = [
    ("es", "Envié el correo a las 3 personas."),
    ("en", "I met 3 amigos."),
    ("en", "He scored 3:1."),
    ("hi", "3 रातें बुक हैं।"),
    ("es", "Tardó 2,5 horas."),
    ("en", "The afternoon was quiet."),
    ("en", "Check back at half past the hour."),
    ("hi", "साढ़े 3 लाख रुपये मिले।"),  # 3.5 lakh, no time without बजे
    ("zh", "我有三点建议。"),  # three points of advice
    ("zh", "请快一点。"),  # "a bit faster"
]


@pytest.mark.parametrize(("language", "text"), NOT_TIMES)
def test_near_misses_are_no_times(language: str, text: str) -> None:
    assert times(text, language) == []


def test_day_part_table_is_validated(tmp_path: Path) -> None:
    bad = tmp_path / "xx.toml"
    bad.write_text(
        'language = "xx"\nname = "X"\nscript = "latin"\n[dates]\nday_parts = { dusk = [18] }\n',
        encoding="utf-8",
    )
    with pytest.raises(BadInput, match="day_parts"):
        load_file(bad)


PIECES = [
    "3",
    "12",
    "0",
    "25",
    "3:30",
    "09:05",
    "१२",
    " ",
    ":",
    ".",
    ",",
    "बजे",
    "दोपहर",
    "रात",
    "साढ़े",
    "पौने",
    "下午",
    "晚上",
    "点",
    "半",
    "分",
    "de la tarde",
    "a las",
    "y media",
    "pm",
    "p. m.",
    "half past",
    "quarter to",
    "noon",
    "midnight",
    "in the morning",
    "three",
    "तीन",
]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=12), st.sampled_from(["en", "hi", "zh", "es"]))
def test_time_phrases_never_raise_and_offsets_hold(pieces: list[str], language: str) -> None:
    text = "".join(pieces)
    for found in times(text, language):
        assert text[found.start : found.end] == found.text
        assert found.unit in (None, UNMARKED_12H)
        if found.unit == UNMARKED_12H:
            assert 1 <= found.value.hour <= 12
