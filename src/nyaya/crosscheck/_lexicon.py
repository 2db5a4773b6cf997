"""The word lists of ``lexicon.toml``, compiled once per language."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

__all__ = ["Conversion", "Words", "conversions", "fraction", "words"]


@dataclass(frozen=True)
class Words:
    """One language's lists, each as a compiled alternation (longest first)."""

    lists: dict[str, tuple[str, ...]]
    weekdays: tuple[tuple[str, ...], ...]

    def pattern(self, name: str) -> re.Pattern[str]:
        return _compile(tuple(self.lists.get(name, ())))

    def has(self, name: str, text: str) -> bool:
        return bool(self.lists.get(name)) and self.pattern(name).search(text) is not None


@dataclass(frozen=True)
class Conversion:
    """``to = from * factor + offset`` between two unit spellings."""

    sources: frozenset[str]
    targets: frozenset[str]
    factor: Fraction
    offset: Fraction


@cache
def _data() -> dict[str, Any]:
    path = Path(__file__).with_name("lexicon.toml")
    return tomllib.loads(path.read_text(encoding="utf-8"))


@cache
def words(language: str) -> Words:
    """The lists of ``language`` (English where the language has none)."""
    data = _data()
    table = data.get(language) or data["en"]
    lists = {k: tuple(v) for k, v in table.items() if k != "weekdays"}
    weekdays = tuple(tuple(day) for day in table.get("weekdays", ()))
    return Words(lists, weekdays)


@cache
def conversions() -> tuple[Conversion, ...]:
    return tuple(
        Conversion(
            frozenset(u.casefold() for u in item["from"]),
            frozenset(u.casefold() for u in item["to"]),
            fraction(item["factor"]),
            fraction(item.get("offset", "0")),
        )
        for item in _data().get("units", ())
    )


def fraction(text: str) -> Fraction:
    """An exact number from ``"1.609344"`` or ``"1/1.609344"``."""
    top, _, bottom = text.partition("/")
    value = Fraction(top.strip())
    return value / Fraction(bottom.strip()) if bottom else value


@cache
def _compile(items: tuple[str, ...]) -> re.Pattern[str]:
    if not items:
        return re.compile(r"(?!x)x")
    parts = []
    for item in sorted(items, key=len, reverse=True):
        body = r"\s+".join(re.escape(w) for w in item.split())
        # Word edges only where the entry starts or ends with a letter (not for "=" or "×").
        left = r"(?<![^\W\d_])" if item[0].isalpha() else ""
        right = r"(?![^\W\d_])" if item[-1].isalpha() else ""
        parts.append(left + body + right)
    return re.compile("|".join(parts), re.IGNORECASE)
