"""Phrase tables of the checks, read once from ``markers.toml`` (data, not code)."""

from __future__ import annotations

import re
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

__all__ = [
    "PhraseSet",
    "any_object",
    "any_superlative",
    "category_words",
    "field_synonyms",
    "forecast_days",
    "noun_categories",
    "object_categories",
    "objects_in",
    "phrases",
    "superlatives",
    "tool_keywords",
    "tool_writers",
]

_DATA = Path(__file__).with_name("markers.toml")


@cache
def _data() -> dict[str, Any]:
    with _DATA.open("rb") as fh:
        return tomllib.load(fh)


class PhraseSet:
    """A compiled set of phrases; Latin-script phrases match on word boundaries only (a CJK
    character next to a Latin word is a boundary: Chinese puts no space there).

    The phrases are compiled as a trie (shared prefixes merged), so a search tries one
    branch per character instead of every phrase at every position; at one position the
    longest phrase that matches wins, as with an alternation sorted by length.
    """

    __slots__ = ("_regex",)

    def __init__(self, items: list[str]) -> None:
        bounded: list[str] = []
        free: list[str] = []
        for phrase in set(items):
            folded = phrase.casefold()
            if not folded:
                continue
            (bounded if phrase.isascii() and phrase[:1].isalnum() else free).append(folded)
        parts = []
        if bounded:
            parts.append(_LATIN_START + _trie(bounded, _LATIN_END))
        if free:
            parts.append(_trie(free, ""))
        self._regex = re.compile("|".join(parts) if parts else r"(?!x)x")

    def search(self, text: str) -> re.Match[str] | None:
        """The first phrase found in ``text`` (already case-folded), if any."""
        return self._regex.search(text)

    def match_start(self, text: str) -> bool:
        """Whether ``text`` (already case-folded) starts with one of the phrases."""
        return self._regex.match(text) is not None

    def match(self, text: str) -> re.Match[str] | None:
        """The phrase ``text`` (already case-folded) starts with, if any."""
        return self._regex.match(text)

    def finditer(self, text: str) -> list[re.Match[str]]:
        """Every phrase found in ``text`` (already case-folded)."""
        return list(self._regex.finditer(text))


_END = ""
# A Latin word ends at a space, punctuation or a CJK character ("更新了CRM里的" names the CRM):
# word characters are spelled out (Latin, Greek, Cyrillic, Devanagari), which is also
# faster than a lookbehind on "\w but not CJK".
_WORDISH = r"a-z0-9_\u00b5\u00c0-\u024f\u0300-\u04ff\u0900-\u097f\u1e00-\u1eff"
_LATIN_START = rf"(?<![{_WORDISH}'])"
_LATIN_END = rf"(?![{_WORDISH}])"


def _trie(phrases: list[str], end: str) -> str:
    """A regex matching any of ``phrases`` (a space matches any run of white space)."""
    root: dict[str, Any] = {}
    for phrase in phrases:
        node = root
        for token in re.split(r"(\s+)", phrase):
            if not token:
                continue
            for unit in [r"\s+"] if token.isspace() else [re.escape(ch) for ch in token]:
                node = node.setdefault(unit, {})
        node[_END] = {}
    return _emit(root, end)


def _emit(node: dict[str, Any], end: str) -> str:
    # Longer continuations are tried before the phrase ending here: the longest match wins.
    branches = [unit + _emit(child, end) for unit, child in sorted(node.items()) if unit]
    if _END in node:
        branches.append(end)
    if len(branches) == 1:
        return branches[0]
    return "(?:" + "|".join(branches) + ")"


@cache
def phrases(table: str, language: str) -> PhraseSet:
    """The phrases of ``table`` for ``language``, plus English (answers code-mix)."""
    section = _data().get(table, {})
    items = list(section.get(language, []))
    if language != "en":
        items += section.get("en", [])
    return PhraseSet(items)


@cache
def noun_categories() -> dict[str, frozenset[str]]:
    """Each noun (case-folded) that names a kind of record -> its categories."""
    out: dict[str, set[str]] = {}
    for category, nouns in _data()["nouns"].items():
        for noun in nouns:
            out.setdefault(noun.casefold(), set()).add(category)
    return {k: frozenset(v) for k, v in out.items()}


@cache
def noun_phrases() -> PhraseSet:
    """Every noun of the ``nouns`` table, for finding the thing a sentence counts."""
    return PhraseSet(list(noun_categories()))


@cache
def tool_keywords() -> dict[str, frozenset[str]]:
    """Keyword found in a tool name or description -> the categories it signals."""
    out: dict[str, set[str]] = {}
    for category, words in _data()["categories"].items():
        for word in words:
            out.setdefault(word, set()).add(category)
    return {k: frozenset(v) for k, v in out.items()}


@cache
def tool_writers() -> frozenset[str]:
    """Words of a tool's name or description that make it a tool that changes something."""
    return frozenset(w.casefold() for w in _data().get("tool_writers", {}).get("words", []))


@cache
def field_synonyms() -> dict[str, PhraseSet]:
    """A word of an output key -> every word that names such a field in an answer.

    A word in several groups ("from": sender and origin) gets the union of them.
    """
    groups: dict[str, set[str]] = {}
    for key, words in _data()["fields"].items():
        group = {key, *words}
        for word in group:
            if word.isascii():
                groups.setdefault(word.casefold(), set()).update(group)
    return {word: PhraseSet(sorted(group)) for word, group in groups.items()}


@cache
def category_words(category: str) -> tuple[str, ...]:
    """Words that show an output is about ``category`` (its nouns and tool keywords)."""
    data = _data()
    words = {category.replace("_", " ")}
    words.update(w.casefold() for w in data["nouns"].get(category, []) if w.isascii())
    words.update(w.casefold() for w in data["categories"].get(category, []))
    return tuple(sorted(words))


@cache
def superlatives(language: str) -> tuple[tuple[str, str, PhraseSet], ...]:
    """(direction, field class, phrases) for each superlative of ``language`` (plus English)."""
    out = []
    for name, table in _data().get("superlatives", {}).items():
        direction, cls = name.split(":")
        items = list(table.get(language, []))
        if language != "en":
            items += table.get("en", [])
        out.append((direction, cls, PhraseSet(items)))
    return tuple(out)


@cache
def forecast_days() -> PhraseSet:
    """Day words that count forecast records when the claim names a forecast."""
    return PhraseSet(list(_data()["forecast_days"]["words"]))


@cache
def object_categories() -> tuple[tuple[str, PhraseSet], ...]:
    """(category, phrases naming what a tool of it acts on)."""
    return tuple((cat, PhraseSet(list(words))) for cat, words in _data()["objects"].items())


@cache
def any_object() -> PhraseSet:
    """Every phrase of the ``objects`` table, to skip claims that name no tool object."""
    return PhraseSet([w for words in _data()["objects"].values() for w in words])


def objects_in(fold: str) -> set[str]:
    """Categories of the tool objects named in a case-folded claim ("your calendar")."""
    if any_object().search(fold) is None:
        return set()
    return {cat for cat, table in object_categories() if table.search(fold)}


@cache
def any_superlative(language: str) -> PhraseSet:
    """Every superlative phrase of ``language`` (plus English), to skip claims without one."""
    items: list[str] = []
    for table in _data().get("superlatives", {}).values():
        items += table.get(language, []) + (table.get("en", []) if language != "en" else [])
    return PhraseSet(items)
