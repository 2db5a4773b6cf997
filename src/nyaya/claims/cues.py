"""Find lexicon cues (absence, hedges, reporting verbs, sources, tool use, ...) in text.

All kinds are found in one pass over the answer (see `scan`); the pipeline then
hands each claim the cues inside it.
A tool-use cue is a trigger, a verb of acting or looking ("I checked", "busqué",
"देखे", "我查看了"), and an object of some tool category ("calendar", "correos",
"ईमेल", "日历") close together in the same sentence, in either order, or an
explicit phrase ("searched the web"); its category is the object's. A possessive
alone ("your calendar has 3 events") claims no action; a trigger inside one of the
lexicon's ``not_triggers`` ("3 checked bags") is none either. A failure phrase
inside an absence phrase ("wasn't able to find") is dropped: not finding is no failure;
a source name inside a failure phrase ("se agotó el tiempo") is no source.
"""

from __future__ import annotations

import bisect
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from nyaya.claims import regex_cache
from nyaya.claims.lexicons import merged
from nyaya.claims.model import Cue, CueKind
from nyaya.claims.phrases import norm_key
from nyaya.claims.scan import Scan, scan
from nyaya.claims.spans import SpanSet

__all__ = ["find_cues"]

_PLAIN_KINDS: dict[str, CueKind] = {
    "absence": "absence",
    "hedge": "hedge",
    "reporting": "reporting",
    "comparison": "comparison",
    "negation": "negation",
    "failure": "failure",
}
_STOP = regex_cache.compile(r"[.!?।。！？\n]")


@dataclass(frozen=True)
class _Categories:
    source: dict[str, str]
    phrase: dict[str, str]
    object: dict[str, str]
    window: int


def _inverse(table: Mapping[str, tuple[str, ...]]) -> dict[str, str]:
    out: dict[str, str] = {}
    for category, words in table.items():
        for w in words:
            out.setdefault(norm_key(w), category)
    return out


@cache
def _categories(language: str) -> _Categories:
    lex = merged(language)
    return _Categories(
        source=_inverse(lex.cues_source),
        phrase=_inverse(lex.tool_use_phrases),
        object=_inverse(lex.tool_use_objects),
        window=lex.tool_use_window,
    )


def find_cues(
    text: str, language: str, start: int = 0, end: int | None = None, hits: Scan | None = None
) -> list[Cue]:
    """All cues in ``text[start:end]``, sorted by position; offsets index ``text``.

    ``hits`` is the `scan` of the same text and range when the caller has one.
    """
    found = hits if hits is not None else scan(text, language, start, end)
    cats = _categories(language)
    cues: list[Cue] = []
    triggers: list[tuple[int, int]] = []
    objects: list[tuple[int, int, str | None]] = []
    phrases = SpanSet()
    absent = SpanSet()
    failed = SpanSet()
    not_triggers = SpanSet()
    for kind, s, e in found.hits:
        plain = _PLAIN_KINDS.get(kind)
        if plain is not None:
            cues.append(Cue(plain, text[s:e], s, e))
            if plain == "absence":
                absent.add(s, e)
            elif plain == "failure":
                failed.add(s, e)
        elif kind == "source":
            category = cats.source.get(norm_key(found.low[s:e]))
            cues.append(Cue("source", text[s:e], s, e, category))
        elif kind == "tool_phrase":
            category = cats.phrase.get(norm_key(found.low[s:e]))
            cues.append(Cue("tool_use", text[s:e], s, e, category))
            phrases.add(s, e)
        elif kind == "trigger":
            triggers.append((s, e))
        elif kind == "not_trigger":
            not_triggers.add(s, e)
        elif kind == "object":
            objects.append((s, e, cats.object.get(norm_key(found.low[s:e]))))
    if not_triggers:
        triggers = [t for t in triggers if not not_triggers.overlaps(*t)]
    if triggers and objects:
        cues.extend(_pairs(text, cats.window, triggers, objects, phrases))
    cues.sort(key=lambda c: (c.start, c.end))
    if absent:
        # "I wasn't able to find any": an absence, not a failure ("wasn't able to" alone is)
        cues = [c for c in cues if c.kind != "failure" or not absent.covers(c.start, c.end)]
    if failed:
        # "se agotó el tiempo": the time ran out, not the newspaper El Tiempo
        cues = [c for c in cues if c.kind != "source" or not failed.covers(c.start, c.end)]
    return cues


def _pairs(
    text: str,
    window: int,
    triggers: list[tuple[int, int]],
    objects: list[tuple[int, int, str | None]],
    phrases: SpanSet,
) -> list[Cue]:
    starts = [o[0] for o in objects]
    out: list[Cue] = []
    used: set[tuple[int, int]] = set()
    for ts, te in triggers:
        best = None
        i = bisect.bisect_left(starts, te)
        if (
            i < len(objects)
            and objects[i][0] - te <= window
            and not _STOP.search(text, te, objects[i][0])
        ):
            best = objects[i]
        if best is None:
            j = bisect.bisect_left(starts, ts) - 1
            if (
                j >= 0
                and objects[j][1] <= ts
                and ts - objects[j][1] <= window
                and not _STOP.search(text, objects[j][1], ts)
            ):
                best = objects[j]
        if best is None:
            continue
        span = (min(ts, best[0]), max(te, best[1]))
        # one cue per tool object: "I checked your inbox" is one tool use, not two
        if best[:2] in used or phrases.covers(*span):
            continue
        used.add(best[:2])
        out.append(Cue("tool_use", text[span[0] : span[1]], span[0], span[1], best[2]))
    return out
