"""The run's now from its system prompt: the date a word for today introduces, not the
first date the prompt happens to state (a birth date, a start date, a policy's issue
date). Every prompt here is written for these tests."""

from __future__ import annotations

import pytest

import nyaya


def now_of(system: str, language: str | None = None) -> str | None:
    run = {
        "messages": [
            {"role": "system", "content": system},
            {"role": "user", "content": "hello"},
            {"role": "assistant", "content": "Hello."},
        ]
    }
    if language:
        run["language"] = language
    return nyaya.check(run).now


@pytest.mark.parametrize(
    ("system", "language", "day"),
    [
        ("Tenant since 2016-09-01. Today is Wednesday, April 8, 2026.", "en", "2026-04-08"),
        ("Rider DOB 1990-12-30.\nToday: 2026-04-08 16:45", "en", "2026-04-08T16:45"),
        ("Póliza emitida el 2021-05-11. Hoy es miércoles 8 de abril de 2026.", "es", "2026-04-08"),
        ("पॉलिसी शुरू 2020-01-15। आज की तारीख: 8 अप्रैल 2026", "hi", "2026-04-08"),
        ("会员注册日期 2018-03-22。今天是2026年4月8日，星期三。", "zh", "2026-04-08"),
    ],
)
def test_the_date_today_introduces_is_now(system, language, day):
    now = now_of(system, language)
    assert now is not None and now.startswith(day), now


def test_with_no_word_for_today_the_first_date_stays_now():
    assert (now_of("Shift report for 2026-04-08. Supervisor since 2011-02-01.") or "").startswith(
        "2026-04-08"
    )


def test_a_today_far_from_any_date_picks_none_of_them():
    # "today" opens a sentence about something else; the one date stated is still now
    system = "Today you are helping the night desk. The ledger was closed on 2026-04-07."
    assert (now_of(system) or "").startswith("2026-04-07")
