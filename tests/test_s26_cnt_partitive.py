"""Count class (session 26): a part of an earlier count named only by a partitive pronoun.

- "Of these, 3 will be ready by Thursday 13 March", "इनमें से 3 … 13 मार्च तक": the pronoun
  stands before a number with no noun of its own; the part counts the items of the list the
  earlier count was verified against, and a day its clause names bounds them: the items
  whose one date falls by that day (or on it) are its witness;
- "6 failed backups across 3 servers", a line per server, then "— 4 of them at the
  Lakeside Annex": the whole lies past the lines between, and the count the answer verified of a
  list of more things than the part is what "them" names (not a number inside a name);
- "其中 **3 次**…": the bold that opens at the number parts no Chinese pronoun from it;
- with no earlier count to name the pronoun, nothing contradicts the part.

Each example is written for these tests.
"""

from __future__ import annotations

import pytest

from runkit import checked, kinds, show, witness_of

TODAY = {
    "en": "Today is Monday, 10 March 2031.",
    "es": "Hoy es lunes 10 de marzo de 2031.",
    "hi": "आज सोमवार, 10 मार्च 2031 है।",
    "zh": "今天是2031年3月10日，星期一。",
}

REPAIRS = (
    "list_repairs",
    {"shop": "WB-12"},
    {
        "shop": "WB-12",
        "total": 7,
        "repairs": [
            {"ticket": "R-301", "owner": "Ilse", "ready_on": "2031-03-11"},
            {"ticket": "R-302", "owner": "Tomasz", "ready_on": "2031-03-12"},
            {"ticket": "R-303", "owner": "Wanjiru", "ready_on": "2031-03-13"},
            {"ticket": "R-304", "owner": "Bastien", "ready_on": "2031-03-15"},
            {"ticket": "R-305", "owner": "Oyelaran", "ready_on": "2031-03-17"},
            {"ticket": "R-306", "owner": "Kristofer", "ready_on": "2031-03-19"},
            {"ticket": "R-307", "owner": "Mireille", "ready_on": "2031-03-24"},
        ],
    },
)

BY_DAY = {
    "en": "You have 7 repairs booked in. Of these, {n} will be ready by Thursday 13 March.",
    "es": "Tienes 7 reparaciones (repairs) en el taller. De ellas, {n} estarán listas el "
    "jueves 13 de marzo o antes.",
    "hi": "आपके 7 repairs बुक हैं। इनमें से {n} गुरुवार 13 मार्च तक तैयार होंगे।",
    "zh": "您有 7 个 repairs 在修，其中 {n} 个在 3月13日（周四）之前能修好。",
}


@pytest.mark.parametrize("lang", sorted(BY_DAY))
def test_a_part_bounded_by_a_day_that_holds_passes(lang: str) -> None:
    report = checked(BY_DAY[lang].format(n=3), REPAIRS, language=lang, system=TODAY[lang])
    assert "count_mismatch" not in kinds(report), show(report)


@pytest.mark.parametrize("lang", sorted(BY_DAY))
def test_a_part_bounded_by_a_day_that_does_not_hold_is_caught(lang: str) -> None:
    report = checked(BY_DAY[lang].format(n=5), REPAIRS, language=lang, system=TODAY[lang])
    assert "count_mismatch" in kinds(report), show(report)
    witness = witness_of(report, "count_mismatch")
    assert witness.pointer == "/repairs" and witness.value == 3, show(report)


def test_a_pronoun_with_no_earlier_count_is_no_contradiction() -> None:
    answer = "Of these, 5 will be ready by Thursday 13 March."
    report = checked(answer, REPAIRS, system=TODAY["en"])
    assert "count_mismatch" not in kinds(report), show(report)


BACKUPS = (
    "list_failed_backups",
    {"period": "2031-02"},
    {
        "period": "2031-02",
        "total": 6,
        "backups": [
            {"job": "B-11", "server": "srv-a", "site": "Lakeside Annex R1", "code": "DISK_FULL"},
            {"job": "B-12", "server": "srv-b", "site": "Lakeside Annex R1", "code": "TIMEOUT"},
            {"job": "B-13", "server": "srv-a", "site": "Lakeside Annex R2", "code": "TIMEOUT"},
            {"job": "B-14", "server": "srv-c", "site": "Hill St Office", "code": "AUTH"},
            {"job": "B-15", "server": "srv-b", "site": "Lakeside Annex R1", "code": "TIMEOUT"},
            {"job": "B-16", "server": "srv-b", "site": "Quarry Lane 7", "code": "DISK_FULL"},
        ],
    },
)

FAR = (
    "Last month there were **6 failed backups across 3 servers**:\n\n"
    "- **srv-a** – 2\n- **srv-b** – 3\n- **srv-c** – 1\n\n"
    "What they share is the site — {n} of them at the Lakeside Annex."
)


def test_a_part_of_a_whole_counted_lines_before_that_holds_passes() -> None:
    report = checked(FAR.format(n=4), BACKUPS)
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_part_of_a_whole_counted_lines_before_that_does_not_hold_is_caught() -> None:
    report = checked(FAR.format(n=5), BACKUPS)
    assert "count_mismatch" in kinds(report), show(report)
    assert witness_of(report, "count_mismatch").pointer == "/backups"


RENTALS = (
    "list_power_bank_rentals",
    {"user": "U-5120", "month": "2031-02"},
    {
        "user": "U-5120",
        "total": 8,
        "rentals": [
            {"rental": "P-01", "hours": 1, "charge": 0},
            {"rental": "P-02", "hours": 5, "charge": 4},
            {"rental": "P-03", "hours": 2, "charge": 0},
            {"rental": "P-04", "hours": 1, "charge": 0},
            {"rental": "P-05", "hours": 7, "charge": 6},
            {"rental": "P-06", "hours": 2, "charge": 0},
            {"rental": "P-07", "hours": 9, "charge": 8},
            {"rental": "P-08", "hours": 1, "charge": 0},
        ],
    },
)

TIMES = "2 月你一共租了 8 次充电宝，其中 **{n} 次**超出了免费时段，产生了费用。"


def test_a_bold_part_of_times_after_a_han_pronoun_that_holds_passes() -> None:
    report = checked(TIMES.format(n=3), RENTALS, language="zh")
    assert "count_mismatch" not in kinds(report), show(report)


def test_a_bold_part_of_times_after_a_han_pronoun_that_does_not_hold_is_caught() -> None:
    report = checked(TIMES.format(n=4), RENTALS, language="zh")
    assert "count_mismatch" in kinds(report), show(report)
    assert witness_of(report, "count_mismatch").pointer == "/rentals"
