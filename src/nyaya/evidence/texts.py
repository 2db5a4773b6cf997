"""Values inside free text: an e-mail body, a description, a fetched page, the system prompt.

The claims layer's mention finder reads them (numbers, money, percentages, dates, times,
URLs, e-mail addresses, names) in the text's own language; each becomes a leaf of the
index pointing back at the text (same pointer, with the span inside it).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date, datetime, time

from nyaya.claims.detect import detect_language
from nyaya.claims.lexicons import available
from nyaya.claims.mentions import find_mentions
from nyaya.claims.model import UNMARKED_12H, Mention, MonthDay
from nyaya.evidence.fold import fold
from nyaya.evidence.index import EvidenceIndex, Leaf
from nyaya.values.temporal import When
from nyaya.values.units import unit_of_word

__all__ = ["TEXT_BUDGET", "read_text_values"]

_MAX_TEXT = 20_000
TEXT_BUDGET = 500_000
"""Characters of free text one index reads for values (each text counts up to `_MAX_TEXT`,
every time it occurs). Reading is about a microsecond a character and makes a leaf per
value found: half a million characters is a long run's worth; texts past it add no evidence."""


def read_text_values(
    index: EvidenceIndex, text_leaf: Leaf, seen: dict[str, list[Mention]] | None = None
) -> None:
    """Add a leaf for every value the claims layer finds in ``text_leaf``'s text.

    ``seen`` holds the mentions of texts read before in this index: a text that recurs (the
    same snippet in many outputs) is read once.
    """
    text = str(text_leaf.raw)[:_MAX_TEXT]
    mentions = seen.get(text) if seen is not None else None
    if mentions is None:
        language = _language(text, index.language)
        try:
            mentions = find_mentions(text, language, now=index.now)
        except Exception:  # a text we cannot read adds no evidence; it takes none away
            mentions = []
        if seen is not None:
            seen[text] = mentions
    for m in mentions:
        leaf = Leaf(
            id=0,
            source=text_leaf.source,
            call=text_leaf.call,
            pointer=text_leaf.pointer,
            key=text_leaf.key,
            path=text_leaf.path,
            record=text_leaf.record,
            raw=m.text,
            kind="string",
            text=text_leaf.id,
            span=(m.start, m.end),
            mention_kind=m.kind,
        )
        if m.kind in ("number", "money", "percent"):
            leaf.kind = "number"
            leaf.number = m.value
            leaf.unit = unit_of_word(m.unit) if m.kind == "number" else None
        elif m.kind == "date":
            day = m.value.date() if isinstance(m.value, datetime) else m.value
            if not isinstance(day, date):
                continue
            leaf.kind = "when"
            leaf.when = When(day=day)
        elif m.kind == "time":
            clock = m.value.time() if isinstance(m.value, datetime) else m.value
            if not isinstance(clock, time):
                continue
            leaf.kind = "when"
            # ("scheduled 2025-06-26 10:00": a day and its clock, both read)
            leaf.when = When(
                day=m.value.date() if isinstance(m.value, datetime) else None, clock=clock
            )
            if m.unit == UNMARKED_12H and clock.hour < 12:
                index.add_leaf(leaf)
                later = clock.replace(hour=clock.hour + 12)
                leaf = replace(leaf, when=When(day=leaf.when.day, clock=later))
        elif m.kind == "url":
            leaf.kind = "url"
            leaf.folded = fold(m.text)
        elif m.kind == "email":
            leaf.kind = "email"
            leaf.folded = fold(m.text)
        elif m.kind in ("entity", "quote", "call_ref"):
            value = str(m.value)
            leaf.folded = fold(value)
            if not leaf.folded:
                continue
        else:
            continue
        index.add_leaf(leaf)


def _language(text: str, fallback: str) -> str:
    try:
        detected = detect_language(text[:2000])
    except Exception:
        return fallback
    return detected if detected in available() else fallback


def is_monthday(day: date) -> bool:
    return isinstance(day, MonthDay)
