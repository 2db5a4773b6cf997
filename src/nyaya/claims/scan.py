"""One pass over an answer that finds every lexicon phrase of every kind.

The cue finder reads its cues from the hits; the mention finder uses the kinds
present to skip whole families of patterns (no month name, no month-name date
scan), which keeps extraction linear and cheap.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from nyaya.claims.lexicons import merged
from nyaya.claims.phrases import PhraseIndex, lowered, norm_key

__all__ = ["CUE_TABLES", "Scan", "calendar_names", "scan", "warm_scan"]

# Hit kinds named after the lexicon tables they come from.
CUE_TABLES = ("absence", "hedge", "reporting", "comparison", "negation", "failure")


@dataclass(frozen=True, slots=True)
class Scan:
    """The lower-cased text and the ``(kind, start, end)`` phrase hits in it."""

    low: str
    hits: tuple[tuple[str, int, int], ...]
    kinds: frozenset[str]
    by_kind: dict[str, list[tuple[int, int]]]

    def of(self, kind: str) -> list[tuple[int, int]]:
        """The ``(start, end)`` hits of one kind, in order."""
        return self.by_kind.get(kind, [])


@cache
def calendar_names(language: str) -> tuple[dict[str, int], dict[str, int]]:
    """Month and weekday names (lower-case) of ``language`` and the ones it mixes with.

    Babel's locale data (wide and abbreviated month names, wide weekday names),
    then the lexicon's own ``dates.months`` / ``dates.weekdays`` tables.
    """
    lex = merged(language)
    months: dict[str, int] = {}
    weekdays: dict[str, int] = {}
    for code in (language, *lex.mix_with):
        m, w = _babel_names(code)
        for k, v in m.items():
            months.setdefault(k, v)
        for k, v in w.items():
            weekdays.setdefault(k, v)
    months.update({norm_key(k): v for k, v in lex.dates_months.items()})
    weekdays.update({norm_key(k): v for k, v in lex.dates_weekdays.items()})
    return months, weekdays


def _babel_names(language: str) -> tuple[dict[str, int], dict[str, int]]:
    months: dict[str, int] = {}
    weekdays: dict[str, int] = {}
    try:
        from babel import Locale

        loc = Locale.parse(language)
        for width in ("wide", "abbreviated"):
            for ctx in ("format", "stand-alone"):
                for num, name in loc.months[ctx][width].items():
                    key = norm_key(name).rstrip(".॰")
                    if len(key) >= 3 and not key[0].isdigit():
                        months.setdefault(key, int(num))
        for num, name in loc.days["format"]["wide"].items():
            weekdays.setdefault(norm_key(name), int(num))
    except Exception:  # no locale data: the lexicon's own tables still apply
        pass
    return months, weekdays


@cache
def _index(language: str) -> PhraseIndex:
    lex = merged(language)
    months, weekdays = calendar_names(language)
    tables: dict[str, list[str]] = {kind: list(getattr(lex, f"cues_{kind}")) for kind in CUE_TABLES}
    tables["source"] = [w for ws in lex.cues_source.values() for w in ws]
    tables["tool_phrase"] = [w for ws in lex.tool_use_phrases.values() for w in ws]
    tables["trigger"] = list(lex.tool_use_triggers)
    tables["not_trigger"] = list(lex.tool_use_not_triggers)
    tables["object"] = [w for ws in lex.tool_use_objects.values() for w in ws]
    tables["month"] = list(months)
    tables["weekday"] = list(weekdays)
    tables["relday"] = list(lex.dates_relative_days)
    tables["ambday"] = list(lex.dates_ambiguous_days)
    tables["dayunit"] = list(lex.dates_day_units)
    tables["time_marker"] = list(lex.dates_time_marker)
    tables["clockword"] = [*lex.dates_noon, *lex.dates_midnight]
    tables["hourfrac"] = list(lex.dates_hour_fractions)
    tables["numword"] = [*lex.numbers_units, *lex.numbers_scales]
    return PhraseIndex(tables)


def scan(text: str, language: str, start: int = 0, end: int | None = None) -> Scan:
    """All phrase hits of ``language``'s lexicon in ``text[start:end]``."""
    low = lowered(text)
    hits = _index(language).find(low, start, end)
    by_kind: dict[str, list[tuple[int, int]]] = {}
    for kind, s, e in hits:
        by_kind.setdefault(kind, []).append((s, e))
    return Scan(low, tuple(hits), frozenset(by_kind), by_kind)


def warm_scan(language: str) -> None:
    """Compile every phrase pattern of ``language``'s scan now rather than on first use."""
    _index(language).compile_all()
