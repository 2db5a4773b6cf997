"""Real-data loaders keep the whole conversation: earlier user turns, the system
context, and the conversation's own time; the nyaya detector checks at that time."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import nyaya
from nyaya.claims import extract
from nyaya.run import Run
from nyaya_bench.methods import BENCH_NOW, Nyaya
from nyaya_bench.suites import load_tau, load_tooltalk

ASSETS = Path(__file__).parent.parent / "assets" / "bench"


def _clean(items: list[Any], turn: str) -> Any:
    return next(i for i in items if i.id == f"tooltalk/SendEmail-easy/{turn}/clean")


def test_tooltalk_run_carries_every_earlier_user_turn() -> None:
    run = _clean(load_tooltalk(ASSETS / "tooltalk_context"), "5").run
    assert "olivieisme@somail.com" in run.user  # given two turns before the answer
    assert "send an email to my colleague" in run.user
    assert "'test' as the subject" in run.user


def test_tooltalk_metadata_is_a_source_and_sets_the_time() -> None:
    run = _clean(load_tooltalk(ASSETS / "tooltalk_context"), "7").run
    assert "98a5a87a-7714-b404" in run.user
    assert "justinkool" in run.user
    assert run.created_at == datetime(2023, 9, 11, 9, 0, tzinfo=UTC)


def test_tooltalk_later_turn_keeps_earlier_calls_and_user_turns() -> None:
    run = _clean(load_tooltalk(ASSETS / "tooltalk_context"), "7").run
    assert [c.tool for c in run.calls] == ["SendEmail", "ForecastWeather"]
    assert len({c.id for c in run.calls}) == 2
    assert "Will it be warm tomorrow?" in run.user
    assert run.response == "Tomorrow has a high of 72 degrees."


def test_tooltalk_fabricated_call_names_a_tool_not_called_earlier() -> None:
    items = load_tooltalk(ASSETS / "tooltalk_context")
    later = next(i for i in items if i.id == "tooltalk/SendEmail-easy/7/fabricated_tool_call")
    assert "email" not in later.run.response.split("72 degrees.", 1)[1].lower()


def test_tau_run_keeps_the_system_prompt_and_its_time() -> None:
    (item,) = load_tau(ASSETS / "tau_context.json")
    run = item.run
    assert "LX-4471" in run.user  # named only by the system prompt
    assert "mia_li_3668" in run.user and "HAT045" in run.user  # both user turns
    assert run.created_at == datetime(2024, 5, 15, 15, 0, tzinfo=timezone(timedelta(hours=-5)))


class RecordingCheck:
    """The real `nyaya.check`, remembering the time each run was checked at."""

    def __init__(self) -> None:
        self.seen: list[datetime | None] = []

    def __call__(self, run: Run, *, now: datetime | None = None) -> Any:
        self.seen.append(now)
        return nyaya.check(run, now=now)


def test_nyaya_detector_checks_at_the_runs_own_time() -> None:
    run = _clean(load_tooltalk(ASSETS / "tooltalk_context"), "7").run
    check = RecordingCheck()
    Nyaya(check=check).detect(run)
    Nyaya(check=check).detect(run.model_copy(update={"created_at": None}))
    fixed = datetime(2024, 1, 1, tzinfo=UTC)
    Nyaya(fixed, check=check).detect(run)
    assert check.seen == [run.created_at, BENCH_NOW, fixed]


def test_clean_tooltalk_answers_pass_with_context() -> None:
    detector = Nyaya()
    for turn in ("5", "7"):
        run = _clean(load_tooltalk(ASSETS / "tooltalk_context"), turn).run
        detection = detector.detect(run)
        assert not detection.flagged, detection.note


def test_tomorrow_resolves_against_the_conversation_day() -> None:
    run = _clean(load_tooltalk(ASSETS / "tooltalk_context"), "7").run
    check = RecordingCheck()
    Nyaya(check=check).detect(run)
    (moment,) = check.seen
    assert moment is not None
    days = [
        m.value
        for c in extract(run.response, language="en", now=moment).claims
        for m in c.mentions
        if m.kind == "date"
    ]
    assert days == [date(2023, 9, 12)]  # the day the forecast's 72 is for
