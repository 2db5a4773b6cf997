"""Dates and times as tool outputs write them, and zones they may be shown in.

Outputs write machine forms (ISO 8601: ``2025-06-19T10:30:00-06:00``, ``2025-06-19``,
``10:30``); answers write natural forms that the claims layer has already read into
dates and times. `parse_when` reads the machine forms, keeping the local date and clock
time as written and the zone offset when one is given, so an answer can be compared on
the day and the clock the output shows, or converted to a zone the run names.
"""

from __future__ import annotations

import calendar
import re
import tomllib
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from functools import cache
from pathlib import Path

from nyaya.claims import regex_cache

__all__ = ["When", "month_of", "month_years", "months_after", "parse_when", "shift", "zone_offsets"]

_ISO = regex_cache.compile(
    r"^\s*(\d{4})-(\d{2})-(\d{2})"
    r"(?:([T ])(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(Z|[+-]\d{2}:?\d{2}|UTC|GMT)?)?\s*$",
    re.IGNORECASE,
)
_CLOCK = regex_cache.compile(r"^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$")
_SLASHED = regex_cache.compile(r"^\s*(\d{4})/(\d{1,2})/(\d{1,2})\s*$")
_ZONES = Path(__file__).resolve().parent.parent / "claims" / "lexicons" / "zones.toml"
_IANA = regex_cache.compile(
    r"\b([A-Z][a-z]+(?:_[A-Z][a-z]+)*/[A-Z][A-Za-z_]+(?:/[A-Z][A-Za-z_]+)?)\b"
)
_UTC_OFFSET = regex_cache.compile(r"\b(?:UTC|GMT)\s*([+-−])\s*(\d{1,2})(?::?(\d{2}))?\b")


@dataclass(frozen=True, slots=True)
class When:
    """A date and/or a clock time as an output wrote it; ``offset`` when a zone was given,
    ``until`` when the clock opens a window ("2026-03-09 14:00-17:00")."""

    day: date | None = None
    clock: time | None = None
    offset: timedelta | None = None
    until: time | None = None

    def at(self, offset: timedelta) -> When:
        """The same instant on the clock of ``offset`` (needs a day, a clock and an offset)."""
        if self.day is None or self.clock is None or self.offset is None:
            return self
        moment = datetime.combine(self.day, self.clock) - self.offset + offset
        return When(moment.date(), moment.time(), offset)


def parse_when(text: str) -> When | None:
    """The date / time an output string holds in a machine form, or None."""
    if len(text) > 40 or not text[:1].isdigit():
        return None
    m = _ISO.match(text)
    if m is not None:
        try:
            day = date(int(m[1]), int(m[2]), int(m[3]))
        except ValueError:
            return None
        if m[5] is None:
            return When(day=day)
        try:
            clock = time(int(m[5]), int(m[6]), int(m[7] or 0))
        except ValueError:
            return When(day=day)
        until = _window_end(m[4], clock, m[7], m[8])
        if until is not None:
            return When(day=day, clock=clock, until=until)
        return When(day=day, clock=clock, offset=_offset(m[8]))
    m = _CLOCK.match(text)
    if m is not None:
        try:
            return When(clock=time(int(m[1]), int(m[2]), int(m[3] or 0)))
        except ValueError:
            return None
    m = _SLASHED.match(text)
    if m is not None:
        try:
            return When(day=date(int(m[1]), int(m[2]), int(m[3])))
        except ValueError:
            return None
    return None


def _window_end(sep: str, clock: time, seconds: str | None, zone: str | None) -> time | None:
    """The end of a window written after a date and its opening time ("2026-03-09
    14:00-17:00"), which the ISO pattern reads as a zone offset: a "-HH:MM" after a time
    without seconds that is a later clock time, past any real offset (UTC-12) or after a
    space rather than ISO's "T"."""
    if zone is None or seconds is not None or not re.fullmatch(r"-\d{2}:\d{2}", zone):
        return None
    hour, minute = int(zone[1:3]), int(zone[4:6])
    if hour > 23 or minute > 59 or (hour, minute) <= (clock.hour, clock.minute):
        return None
    if sep.upper() == "T" and hour <= 12:
        return None
    return time(hour, minute)


def _offset(zone: str | None) -> timedelta | None:
    if zone is None:
        return None
    z = zone.upper()
    if z in ("Z", "UTC", "GMT"):
        return timedelta(0)
    sign = -1 if z[0] == "-" else 1
    digits = z[1:].replace(":", "")
    return sign * timedelta(hours=int(digits[:2]), minutes=int(digits[2:4] or 0))


@cache
def _abbreviations() -> dict[str, int]:
    raw = tomllib.loads(_ZONES.read_text(encoding="utf-8"))
    return {str(k): int(v) for k, v in raw["offsets"].items()}


_ABBR: re.Pattern[str] | None = None


def _abbr_pattern() -> re.Pattern[str]:
    global _ABBR
    if _ABBR is None:
        names = sorted(_abbreviations(), key=len, reverse=True)
        ascii_names = [re.escape(n) for n in names if n.isascii() and len(n) > 1]
        other = [re.escape(n) for n in names if not n.isascii()]
        _ABBR = re.compile(
            r"\b("
            + "|".join(ascii_names)
            + r")\b"
            + ("|(" + "|".join(other) + ")" if other else "")
        )
    return _ABBR


def zone_offsets(text: str, on: date | None = None) -> set[timedelta]:
    """The UTC offsets of the time zones ``text`` names (IANA names, abbreviations, UTC±h)."""
    found: set[timedelta] = set()
    if not text:
        return found
    for m in _IANA.finditer(text):
        offset = _iana_offset(m.group(1), on)
        if offset is not None:
            found.add(offset)
    for m in _abbr_pattern().finditer(text):
        name = m.group(1) or m.group(2)
        if name:
            found.add(timedelta(minutes=_abbreviations()[name]))
    for m in _UTC_OFFSET.finditer(text):
        sign = -1 if m.group(1) in "-−" else 1
        found.add(sign * timedelta(hours=int(m.group(2)), minutes=int(m.group(3) or 0)))
    return found


def _iana_offset(name: str, on: date | None) -> timedelta | None:
    try:
        from zoneinfo import ZoneInfo

        zone = ZoneInfo(name)
    except Exception:  # not a zone name after all ("Read/Write"), or no tz database
        return None
    moment = datetime.combine(on or date(2025, 1, 1), time(12), tzinfo=zone)
    return moment.utcoffset()


def shift(day: date, days: int) -> date | None:
    """``day`` moved by ``days``, or None outside the calendar."""
    try:
        return day + timedelta(days=days)
    except OverflowError:
        return None


def months_after(day: date, n: int) -> date:
    """``day`` moved ``n`` calendar months on, or back when ``n`` is negative (to the month's
    last day where it is shorter)."""
    year, month = divmod(day.month - 1 + n, 12)
    year, month = day.year + year, month + 1
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


_YEAR_MONTH = regex_cache.compile(r"^\s*(\d{4})[-/](\d{2})\s*$")
_A_YEAR = regex_cache.compile(r"(?:19|20)\d{2}")
_HAN_MONTH_YEAR = regex_cache.compile(
    r"(?<!\d)((?:19|20)\d{2})\s*年\s*(\d{1,2})\s*月(?!\s*(?:\d|[一二三四五六七八九十]))"
)


def month_of(raw: str) -> tuple[int, int] | None:
    """(year, month) of an output value written to the month only ("2025-10")."""
    m = _YEAR_MONTH.match(raw)
    if m is None or not 1 <= int(m.group(2)) <= 12:
        return None
    return int(m.group(1)), int(m.group(2))


@cache
def _month_pattern(
    language: str, extra: tuple[tuple[str, int], ...]
) -> tuple[re.Pattern[str], dict[str, int]]:
    from babel.dates import get_month_names

    names: dict[str, int] = {}
    for code in dict.fromkeys((language, "en")):
        try:
            for width in ("wide", "abbreviated"):
                for n, name in get_month_names(width, locale=code).items():
                    names.setdefault(name.casefold().rstrip(".॰"), n)
        except Exception:  # a locale babel does not know: its lexicon's words only
            continue
    for name, n in extra:
        names.setdefault(name.casefold().rstrip("."), n)
    words = "|".join(re.escape(w) for w in sorted(names, key=len, reverse=True) if w)
    pattern = regex_cache.compile(
        rf"(?<![\w.])(?:(\d{{1,2}})(?:\s+de)?\s+)?({words})\.?,?\s+(?:(?:de|del|of)\s+)?"
        rf"((?:19|20)\d{{2}})(?![\d:])",
        re.IGNORECASE,
    )
    return pattern, names


def month_years(
    text: str, language: str, extra: tuple[tuple[str, int], ...] = ()
) -> list[tuple[int, int, int, int]]:
    """(year, month, start, end) of every month the text names with a year and no day:
    "September 2025", "sept. de 2025", "सितंबर 2025", "2025年9月" (not "13 June 2026",
    not "2025年9月3日"). ``extra`` are more month words (a lexicon's), word -> month."""
    out: list[tuple[int, int, int, int]] = []
    if _A_YEAR.search(text) is None:
        return out  # both forms end in a year of four digits
    for m in _HAN_MONTH_YEAR.finditer(text):
        month = int(m.group(2))
        if 1 <= month <= 12:
            out.append((int(m.group(1)), month, m.start(), m.end()))
    pattern, names = _month_pattern(language, extra)
    for m in pattern.finditer(text):
        if m.group(1) is not None:
            continue  # a day before the month: a whole date
        named = names.get(m.group(2).casefold())
        if named is not None:
            out.append((int(m.group(3)), named, m.start(2), m.end()))
    return out
