"""Cut an answer into sentences, and a sentence into clauses, keeping offsets.

Every span is a pair of offsets into the original answer. Lines are the first
cut (so list items and table rows stand alone); fenced code, headings with no digit
in them, table rules and self-tag blocks are skipped; markdown markers around a line are
trimmed off the span, markup inside it (``**bold**``, ``[links](...)``) is kept
as written.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from nyaya.claims import regex_cache
from nyaya.claims.lexicons import merged
from nyaya.claims.phrases import compile_phrases

__all__ = ["clause_cuts", "in_heading", "sentences"]

Span = tuple[int, int]

_LINE = regex_cache.compile(r"[^\n]+")
_LEAD = regex_cache.compile(
    r"[ \t]*(?:(?:>[ \t]*)+|(?:[-*+•◦▪‣][ \t]+|\d{1,3}[.)][ \t]+|[a-zA-Z][.)][ \t]+))?"
)
_FENCE = regex_cache.compile(r"[ \t]*(```|~~~)")
_RULE = regex_cache.compile(
    r"[ \t]*(?:[-*_=][ \t]*){3,}$"
    r"|[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)*\|?[ \t]*$"
)
_HEADING = regex_cache.compile(r"[ \t]*#{1,6}[ \t]")
_DIGIT = regex_cache.compile(r"\d")
_HAS_CONTENT = regex_cache.compile(r"[^\W_]")
# Led by one character class so the regex engine can skip ahead to candidates (a top-level
# alternation is tried at every position, about four times slower).
# A run of stops is matched from its first stop only ("(?<![.!?].)"), and possessively:
# fifty thousand dots with no space after them are one failed try, not fifty thousand.
# A dot or bullet between spaces (" · ", " • ") parts the items of one line, as a stop does:
# "diff +8 ✔ · Oct 23 field pending ✔" (never the dot inside a name, "迈克尔·乔丹").
_END = regex_cache.compile(
    r"[.!?。！？।॥·•](?:(?<=[.!?])(?<![.!?].)[.!?]*+[\"'”’)\]]*+(?=\s)"
    r"|(?<=[。！？])[。！？]*[\"'”’」』)\]]*|(?<=[।॥])[।॥]*|(?<=\s[·•])(?=\s))"
)
_TRIM = " \t\r\f\v|"
_WORDS = regex_cache.compile(r"\w+")
_INITIALS = regex_cache.compile(r"(?:[^\W\d_]\.)+[^\W\d_]")
MAX_SENTENCE = 1_000
"""Characters in one sentence; a longer run without a stop is cut into pieces this long."""


@cache
def _abbreviations(language: str) -> frozenset[str]:
    return frozenset(a.lower().rstrip(".") for a in merged(language).segment_abbreviations)


def sentences(text: str, language: str, skip: Sequence[Span] = ()) -> list[Span]:
    """The sentence spans of ``text`` outside the ``skip`` spans, in order."""
    abbreviations = _abbreviations(language)
    out: list[Span] = []
    in_fence = False
    for line in _lines(text, skip):
        start, end = line
        segment = text[start:end]
        if _FENCE.match(segment):
            in_fence = not in_fence
            continue
        if in_fence or _RULE.match(segment):
            continue
        heading = _HEADING.match(segment)
        if heading is not None:
            if not _DIGIT.search(segment):
                continue  # a title ("### Laptop") says nothing of its own
            # a heading with a figure in it ("### Top by amount: NP-1 ($1,824.60)") states
            # that figure as any line does
            start += heading.end()
            _split_line(text, start, end, abbreviations, out)
            continue
        lead = _LEAD.match(segment)
        if lead is not None:
            start += lead.end()
        _split_line(text, start, end, abbreviations, out)
    return out


def in_heading(text: str, at: int) -> bool:
    """Whether position ``at`` of ``text`` stands in a markdown heading line."""
    return _HEADING.match(text, text.rfind("\n", 0, at) + 1, at) is not None


def _lines(text: str, skip: Sequence[Span]) -> list[Span]:
    """The line spans of ``text``, cut around the ``skip`` spans."""
    if not skip:
        return [m.span() for m in _LINE.finditer(text)]
    out: list[Span] = []
    pos = 0
    for s, e in [*sorted(skip), (len(text), len(text))]:
        if s > pos:
            out.extend(m.span() for m in _LINE.finditer(text, pos, s))
        pos = max(pos, e)
    return out


# a short word of letters (an abbreviation's length) and a space then a digit after its dot
_SHORT_WORD = regex_cache.compile(r"[^\W\d_]{1,4}")
_DIGIT_NEXT = regex_cache.compile(r"\s+\d")


def _split_line(
    text: str, start: int, end: int, abbreviations: frozenset[str], out: list[Span]
) -> None:
    pos = start
    piece = start  # where the item before a dot starts
    for m in _END.finditer(text, start, end):
        if text[m.start()] in "·•":
            # items of a line, each a statement of its own ("diff +8 ✔ · 2 games left ✔"),
            # not the parts of one ("Section 212 · Row K · seats 3–4: $88")
            after = text.find(text[m.start()], m.end(), end)
            following = text[m.end() : after if after >= 0 else end]
            short = len(_WORDS.findall(text, piece, m.start())) < 4
            piece = m.end()
            if short or len(_WORDS.findall(following)) < 3:
                continue
        # (a stop and the brackets it closes: "(4 ago.)" is an abbreviation inside them)
        if text[m.start()] == "." and not m.group()[1:].strip("\"'”’)]"):
            cut = m.start()
            lo = max(start, cut - 24)  # abbreviations are short: never look further back
            word_start = max(text.rfind(" ", lo, cut), text.rfind("\t", lo, cut), lo - 1) + 1
            word = text[word_start:cut].lstrip("([\"'").lower()
            if word in abbreviations or (len(word) == 1 and word.isalpha()):
                continue
            if _INITIALS.fullmatch(word):
                continue  # "J.D. Power", "U.K. Home Office": initials, not a stop
            if (
                _SHORT_WORD.fullmatch(word)
                and _DIGIT_NEXT.match(text, cut + 1, end)
                and text.startswith("|", text.rfind("\n", 0, cut) + 1)
            ):
                continue  # "| Cherries (cal. 28+, 5 kg box) |": a table cell's abbreviation
        _push(text, pos, m.end(), out)
        pos = m.end()
    _push(text, pos, end, out)


def _push(text: str, start: int, end: int, out: list[Span]) -> None:
    # A "sentence" longer than any a person writes (thousands of words with no stop) is cut
    # at a space before the bound: the checks compare a sentence's values pairwise, so an
    # unbounded one makes them quadratic in the answer.
    while end - start > MAX_SENTENCE:
        cut = text.rfind(" ", start + MAX_SENTENCE // 2, start + MAX_SENTENCE)
        cut = cut if cut > start else start + MAX_SENTENCE
        _push_one(text, start, cut, out)
        start = cut
    _push_one(text, start, end, out)


def _push_one(text: str, start: int, end: int, out: list[Span]) -> None:
    while start < end and (text[start].isspace() or text[start] in _TRIM):
        start += 1
    while end > start and (text[end - 1].isspace() or text[end - 1] in _TRIM):
        end -= 1
    if start < end and _HAS_CONTENT.search(text, start, end):
        out.append((start, end))


@cache
def _conjunctions(language: str) -> re.Pattern[str] | None:
    return compile_phrases(merged(language).segment_conjunctions)


_UNIT_BEFORE = regex_cache.compile(r"\d\s*([^\W\d_]+)\s*$")
_UNIT_AFTER = regex_cache.compile(r"\s*\d+\s*([^\W\d_]+)")


def _one_duration(before: str, after: str) -> bool:
    """Whether a conjunction joins the parts of one duration ("4 hours and 45 minutes")."""
    from nyaya.values.units import is_time_unit

    b, a = _UNIT_BEFORE.search(before), _UNIT_AFTER.match(after)
    return b is not None and a is not None and is_time_unit(b.group(1)) and is_time_unit(a.group(1))


# "between 10:00 and 12:00", "entre las 10 y las 12", "between $40 and $60": a conjunction
# after a word that opens a range and its first end closes the range, it joins no clauses
_RANGE_OPENED = regex_cache.compile(
    r"(?i:\b(?:between|entre)(?:[^\S\n]+(?:las|los|el|la))?(?:[^\S\n]+(?:[^\s,;:.!?]|(?<=\d)[:.,](?=\d)){1,12}){1,2}[^\S\n]*)\Z"
)


def _closes_range(before: str) -> bool:
    return _RANGE_OPENED.search(before) is not None


@cache
def _degree_words(language: str) -> tuple[str, ...]:
    return tuple(merged(language).segment_degree_after)


def _degree_follows(text: str, at: int, language: str) -> bool:
    """Whether a word of degree comes right after a conjunction ("और कमज़ोर")."""
    words = _degree_words(language)
    after = text[at : at + 24].lstrip()
    # (a vowel sign after the stem is no letter of another word: "बढ़ेगा" is "बढ़")
    return any(after.startswith(w) and not after[len(w) : len(w) + 1].isalpha() for w in words)


def _bare(text: str, start: int, end: int, checkable: Sequence[Span]) -> bool:
    """Whether ``text[start:end]`` is nothing but its checkable spans (and markup)."""
    rest = "".join(
        ch
        for i, ch in enumerate(text[start:end], start)
        if not any(s <= i < e for s, e in checkable)
    )
    return not any(ch.isalnum() for ch in rest)


def _joins_two_mentions(
    text: str,
    since: int,
    at: int,
    to: int,
    checkable: Sequence[Span],
    listed: Sequence[tuple[int, int, str]],
) -> bool:
    """Whether a conjunction stands right between two mentions of one kind (days, names),
    with nothing but markup and spaces on either side, and the part before it checks
    nothing else: a list of two ("on Tuesdays and Thursdays"), not two clauses ("8 kt by
    7 AM and 18 kt by noon", "3 on Monday, 1 on Friday and today one")."""
    before = {k for _s, e, k in listed if e <= at and not _WORDISH.search(text, e, at)}
    after = {k for s, _e, k in listed if s >= to and not _WORDISH.search(text, to, s)}
    kinds = before & after
    if not kinds:
        return False
    own = {(s, e) for s, e, k in listed if k in kinds}
    return all((s, e) in own for s, e in checkable if since <= s and e <= at)


_WORDISH = regex_cache.compile(r"\w")
# a list of figures before a conjunction ("18, 19 और 20", "the 3rd, 4th and 5th"), and a
# figure right after it; two alone may be two clauses ("12 knots at 9:00 and 18 at noon")
_FIGURE_END = regex_cache.compile(
    r"(?<![\d:.])\d{1,4}(?:st|nd|rd|th)?\s*,\s*(?:the\s+)?\d{1,4}(?:st|nd|rd|th)?[\s*_]*$"
)
_FIGURE_START = regex_cache.compile(r"[\s*_]*(?:the\s+)?\d")


def clause_cuts(
    text: str,
    span: Span,
    language: str,
    checkable: Sequence[Span],
    listed: Sequence[tuple[int, int, str]] = (),
) -> list[Span]:
    """Cut a sentence at conjunctions when each part carries its own checkable fact.

    ``checkable`` are the spans of the sentence's checkable mentions and cues; a
    part without one is joined to its neighbour, so "3 emails and 2 meetings"
    becomes two claims while "Alice and Bob sent 3 emails" stays one.
    """
    start, end = span
    pattern = _conjunctions(language)
    if pattern is None or len(checkable) < 2:
        return [span]
    parts: list[Span] = []
    pos = start
    for m in pattern.finditer(text, start, end):
        if _one_duration(
            text[max(start, m.start() - 24) : m.start()], text[m.end() : m.end() + 24]
        ):
            continue  # "4 horas y 45 minutos": one length of time
        if _closes_range(text[max(start, m.start() - 40) : m.start()]):
            continue  # "entre las 7:15 y las 8:45": one range
        if _degree_follows(text, m.end(), language):
            continue  # "rupee और कमज़ोर होगा": "और" of degree, one clause
        if _joins_two_mentions(text, pos, m.start(), m.end(), checkable, listed):
            continue  # "abre sábados y domingos hasta las 14:15": one list of two, one clause
        if _FIGURE_END.search(text, max(start, m.start() - 24), m.start()) and _FIGURE_START.match(
            text, m.end(), min(end, m.end() + 8)
        ):
            continue  # "18, 19 और 20 फ़रवरी", "the 3rd, 4th and 5th": one list of figures
        word = m.group().strip(" ,")
        if (
            word[:1].isupper()
            and text[max(start, m.start() - 2) : m.start()].strip()[-1:].isalnum()
        ):
            continue  # a capital mid-sentence is a name's own word ("Aero Pro Plus")
        if m.start() > pos:
            parts.append((pos, m.start()))
        pos = m.end()
    if not parts:
        return [span]
    parts.append((pos, end))
    cut: list[list[int]] = []  # [start, end, has_checkable]
    for ps, pe in parts:
        has = int(any(ps <= s and e <= pe for s, e in checkable))
        if cut and cut[-1][2] == 2:
            # "2204 and 2310 are on their way": a value alone before the conjunction is one of
            # two subjects, not a clause
            cut[-1][1] = pe
            cut[-1][2] = has
            continue
        if has and not cut and _bare(text, ps, pe, checkable):
            cut.append([ps, pe, 2])
            continue
        if cut and (not has or not cut[-1][2]):
            cut[-1][1] = pe
            cut[-1][2] |= has
        else:
            cut.append([ps, pe, has])
    if len(cut) < 2:
        return [span]
    out: list[Span] = []
    for s, e, _has in cut:
        _push(text, s, e, out)
    return out or [span]
