"""Compile lists of lexicon phrases into one fast regular expression.

Python's regex engine tries the branches of an alternation one by one, so a
list of a hundred phrases is folded into a character trie first: each position
of the text then costs one walk down the trie. Latin and Devanagari phrases
match on word boundaries; Han phrases match anywhere (Chinese has no spaces).
A space in a phrase matches any whitespace, an apostrophe either ' or ’, and
``...`` a short gap of a few words (or characters, for Han).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from nyaya.claims import regex_cache

__all__ = ["WORD_CHAR", "compile_phrases", "norm_key", "phrase_regex"]

# Letters of scripts written with spaces. Han is excluded on purpose: an English
# word glued to Chinese text ("我查了email") still starts a word.
WORD_CHAR = (
    r"[0-9A-Za-z_\u00AA\u00B5\u00BA\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF"
    r"\u0900-\u0963\u0966-\u097F]"
)
_BEFORE = rf"(?<!{WORD_CHAR})"
_WORD_CHAR = regex_cache.compile(WORD_CHAR)


@dataclass(frozen=True, slots=True)
class Found:
    """One literal found by `Literals` (the parts of `re.Match` the readers use)."""

    text: str
    begin: int
    finish: int

    def group(self) -> str:
        return self.text

    def start(self) -> int:
        return self.begin

    def end(self) -> int:
        return self.finish


class Literals:
    """Whole-token occurrences of known strings (a run's call ids, its names), found with
    ``str.find``: the same matches as one regex alternation of them, longest first,
    without compiling a regex for every run. ``joiners`` are characters that, next to a
    match, make it part of a longer token (``-`` for ids)."""

    __slots__ = ("_joiners", "_strings")

    def __init__(self, strings: Iterable[str], joiners: str = "") -> None:
        self._strings = sorted({s for s in strings if s}, key=len, reverse=True)
        self._joiners = joiners

    def __bool__(self) -> bool:
        return bool(self._strings)

    def finditer(self, text: str, start: int = 0, stop: int | None = None) -> Iterator[Found]:
        stop = len(text) if stop is None else stop
        hits: list[tuple[int, int]] = []
        for s in self._strings:
            i = text.find(s, start, stop)
            while i != -1:
                j = i + len(s)
                if not self._joined(text, i - 1) and not self._joined(text, j):
                    hits.append((i, -len(s)))
                i = text.find(s, i + 1, stop)
        at = start
        for i, neg in sorted(hits):
            if i >= at:
                at = i - neg
                yield Found(text[i:at], i, at)

    def _joined(self, text: str, k: int) -> bool:
        if k < 0 or k >= len(text):
            return False
        ch = text[k]
        return ch in self._joiners or _WORD_CHAR.match(ch) is not None


_AFTER = rf"(?!{WORD_CHAR})"
_WORDISH = regex_cache.compile(WORD_CHAR)

# (up to six words; or, around an "and" joining two things, up to nine: "put both the
# fridge and the stove on hold")
_GAP_WORDS = (
    r"(?:(?:\s+[^\s.!?।。！？]+){0,6}?"
    r"|(?:\s+[^\s.!?।。！？:;]+){0,4}?\s+(?:and|y|e)(?:\s+[^\s.!?।。！？:;]+){1,4}?)\s+"
)
_GAP_HAN = r"[^\s.!?।。！？\n]{0,8}?"

_TOKENS = {" ": r"\s+", "'": "['’]", "’": "['’]", "-": "[-‐‑–]"}
_TOKEN_CHARS = {"'": "'’", "’": "'’", "-": "-‐‑–"}


def norm_key(text: str) -> str:
    """The lookup form of a matched phrase: lower-cased, single spaces, plain apostrophes."""
    return " ".join(text.lower().replace("’", "'").split())


def _token(ch: str) -> str:
    return _TOKENS.get(ch) or re.escape(ch)


def _trie_source(phrases: Iterable[str]) -> str:
    trie: dict[str, dict] = {}  # type: ignore[type-arg]
    for phrase in phrases:
        node = trie
        for ch in phrase:
            node = node.setdefault(ch, {})
        node[""] = {}
    return _node_source(trie)


def _node_source(node: dict[str, dict]) -> str:  # type: ignore[type-arg]
    ends = "" in node
    branches = [_token(ch) + _node_source(child) for ch, child in sorted(node.items()) if ch]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    if ends:
        return f"(?:{body})?"
    return body


def _piece(phrase: str) -> str:
    return "".join(_token(ch) for ch in phrase)


def lead_chars(phrases: Iterable[str]) -> frozenset[str]:
    """The characters a match of ``phrase_regex(phrases)`` can start with (its lookahead)."""
    firsts: set[str] = set()
    for raw in phrases:
        phrase = " ".join(raw.lower().split())
        if phrase:
            firsts.update(_TOKEN_CHARS.get(phrase[0], phrase[0]))
    return frozenset(firsts)


def phrase_regex(phrases: Iterable[str]) -> str:
    """The regex source matching any of ``phrases`` (longest first), or "" for none."""
    groups: dict[tuple[bool, bool], list[str]] = {}
    gapped: list[str] = []
    phrases = list(phrases)
    firsts = lead_chars(phrases)
    for raw in phrases:
        phrase = " ".join(raw.lower().split())
        if not phrase:
            continue
        if "..." in phrase:
            parts = [p.strip() for p in phrase.split("...") if p.strip()]
            if len(parts) < 2:
                phrase = parts[0] if parts else ""
            else:
                gapped.append(_gapped(parts))
                continue
        if not phrase:
            continue
        left = bool(_WORDISH.match(phrase[0]))
        right = bool(_WORDISH.match(phrase[-1]))
        groups.setdefault((left, right), []).append(phrase)
    alternatives = []
    for (left, right), items in sorted(groups.items()):
        source = _trie_source(items)
        alternatives.append((_BEFORE if left else "") + f"(?:{source})" + (_AFTER if right else ""))
    alternatives.extend(gapped)
    if not alternatives:
        return ""
    # Led by a lookahead on the first characters, the engine skips ahead to candidates
    # instead of trying every alternative at every position of the text.
    lead = "".join(re.escape(c) for c in sorted(firsts))
    return f"(?=[{lead}])(?:{'|'.join(alternatives)})"


def _gapped(parts: list[str]) -> str:
    out = []
    for i, part in enumerate(parts):
        if i:
            out.append(_GAP_HAN if not _WORDISH.match(parts[i - 1][-1]) else _GAP_WORDS)
        out.append(_piece(part))
    left = _BEFORE if _WORDISH.match(parts[0][0]) else ""
    right = _AFTER if _WORDISH.match(parts[-1][-1]) else ""
    return f"{left}(?:{''.join(out)}){right}"


def compile_phrases(phrases: Iterable[str]) -> re.Pattern[str] | None:
    """``phrase_regex`` compiled case-insensitively, or None when there is nothing to match.

    The compiled code comes from `regex_cache` when an earlier process compiled the same
    source: compiling the lexicons' tries was half of a fresh process's first check.
    """
    source = phrase_regex(phrases)
    return regex_cache.compile(source, re.IGNORECASE) if source else None


_TOKEN = regex_cache.compile(WORD_CHAR + "+")
_HAN = regex_cache.compile(r"[\u3400-\u9fff]")


def lowered(text: str) -> str:
    """``text`` lower-cased without changing any offset (rare multi-char lowercases kept as is)."""
    low = text.lower()
    if len(low) == len(text):
        return low
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in text)


def _exclusive(kinds: dict[str, list[str]]) -> bool:
    """Whether no two phrases of different kinds can match at one position.

    Two literal phrases match at the same place only if one is a word-prefix of the
    other; gapped phrases ("koi ... nahi") could overlap anyhow, so they never share.
    """
    owned = [(p, k) for k, phrases in kinds.items() for p in phrases]
    if any("..." in p for p, _ in owned):
        return False
    for p, k in owned:
        for q, j in owned:
            if k != j and (q == p or q.startswith(p + " ") or q.startswith(p + "-")):
                return False
    return True


# (kind, pattern or None for the word alone, group name -> kind for a grouped pattern)
_Anchored = tuple[str, re.Pattern[str] | None, dict[str, str] | None]


class PhraseIndex:
    """Find the phrases of many kinds in one pass over a text.

    Phrases that start with a letter are looked up by the word they start with:
    one token scan of the text, then an anchored trie match per candidate word and
    kind (so overlapping phrases of different kinds are all found). Phrases that
    start with any other character (Han, punctuation) are scanned for per kind.
    Texts passed to `find` must be lower-cased with `lowered`.

    A word's patterns are compiled the first time a text holds that word: a lexicon
    has thousands of phrases, and a text meets few of their first words.
    """

    def __init__(self, tables: dict[str, list[str]]) -> None:
        by_first: dict[str, dict[str, list[str]]] = {}
        loose: dict[str, list[str]] = {}
        for kind, phrases in tables.items():
            for raw in phrases:
                phrase = " ".join(raw.lower().split())
                if not phrase:
                    continue
                first = _TOKEN.match(phrase)
                if first is None:
                    loose.setdefault(kind, []).append(phrase)
                else:
                    by_first.setdefault(first.group(), {}).setdefault(kind, []).append(phrase)
        self._by_first = by_first
        self._anchored: dict[str, tuple[_Anchored, ...]] = {}
        # each pattern, whether a phrase of it is Han (none is found in a text without Han),
        # and the characters its matches start with when they all are Han (no other
        # character is one of them under IGNORECASE): a text holding none is not scanned
        loose_patterns: list[tuple[str, re.Pattern[str], bool, frozenset[str] | None]] = []
        for kind, phrases in loose.items():
            pattern = compile_phrases(phrases)
            if pattern is None:
                continue
            leads = lead_chars(phrases)
            han_leads = leads if all(_HAN.match(c) for c in leads) else None
            loose_patterns.append((kind, pattern, any(_HAN.match(p) for p in phrases), han_leads))
        self._loose = tuple(loose_patterns)

    def _compile(self, word: str) -> tuple[_Anchored, ...]:
        """The matchers of the phrases that start with ``word`` (cached).

        ``(kind, None, None)`` stands for "the word alone" (a token is a whole word, no
        regex needed); ``(kind, pattern, None)`` for longer phrases; ``("", pattern,
        names)`` for one pattern holding several kinds as named groups, used when at most
        one of them can match.
        """
        compiled: list[_Anchored] = []
        longer: dict[str, list[str]] = {}
        for kind, phrases in self._by_first.get(word, {}).items():
            if word in phrases:
                compiled.append((kind, None, None))
            rest = [p for p in phrases if p != word]
            if rest:
                longer[kind] = rest
        if len(longer) > 1 and _exclusive(longer):
            names = {f"k{i}": kind for i, kind in enumerate(longer)}
            groups = [f"(?P<{name}>{phrase_regex(longer[kind])})" for name, kind in names.items()]
            compiled.append(("", regex_cache.compile("|".join(groups), re.IGNORECASE), names))
        else:
            for kind, phrases in longer.items():
                pattern = compile_phrases(phrases)
                if pattern is not None:
                    compiled.append((kind, pattern, None))
        # Built whole, then published in one assignment: threads may share the index.
        matchers = tuple(compiled)
        self._anchored[word] = matchers
        return matchers

    def compile_all(self) -> None:
        """Compile every word's patterns now (a long-lived process warming up)."""
        for word in self._by_first:
            if word not in self._anchored:
                self._compile(word)

    def find(self, low: str, start: int = 0, end: int | None = None) -> list[tuple[str, int, int]]:
        """Every ``(kind, start, end)`` phrase occurrence in ``low[start:end]``, by position."""
        stop = len(low) if end is None else end
        hits: list[tuple[str, int, int]] = []
        anchored = self._anchored
        by_first = self._by_first
        for tok in _TOKEN.finditer(low, start, stop):
            word = tok.group()
            if word not in by_first:
                continue
            candidates = anchored.get(word)
            if candidates is None:
                candidates = self._compile(word)
            pos = tok.start()
            for kind, pattern, names in candidates:
                if pattern is None:
                    hits.append((kind, pos, tok.end()))
                    continue
                x = pattern.match(low, pos, stop)
                if x is not None:
                    hits.append((names[x.lastgroup or ""] if names else kind, pos, x.end()))
        has_han: bool | None = None
        chars: set[str] | None = None
        for kind, pattern, han, leads in self._loose:
            if han:
                if has_han is None:
                    has_han = _HAN.search(low, start, stop) is not None
                if not has_han:
                    continue
                if leads is not None:
                    if chars is None:
                        chars = set(low[start:stop])
                    if leads.isdisjoint(chars):
                        continue
            hits.extend((kind, x.start(), x.end()) for x in pattern.finditer(low, start, stop))
        hits.sort(key=lambda h: (h[1], h[2]))
        return hits
