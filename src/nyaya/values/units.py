"""Units of measure as data: what a word or an output key names, and conversions.

The table is ``nyaya/claims/lexicons/measures.toml`` (one entry per canonical unit with
its dimension, its factor to the dimension's base unit, the words answers use for it in
every language, and the words output keys use). Money is not here: a currency is a
unit of its own and is never converted (exchange rates are data the run must hold).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from functools import cache, lru_cache
from pathlib import Path

from nyaya.claims import regex_cache

__all__ = [
    "Unit",
    "convert",
    "key_unit",
    "unit",
    "unit_of_word",
    "units_of",
]

_TABLE = Path(__file__).resolve().parent.parent / "claims" / "lexicons" / "measures.toml"
_SPLIT = regex_cache.compile(r"[._\-\s/]+|(?<=[a-z])(?=[A-Z])")


@dataclass(frozen=True, slots=True)
class Unit:
    """A canonical unit: its name, dimension, factor and offset to the dimension's base."""

    name: str
    dimension: str
    factor: Decimal
    offset: Decimal = Decimal(0)


@cache
def _load() -> tuple[dict[str, Unit], dict[str, str], dict[str, str]]:
    raw = regex_cache.load_toml(_TABLE)
    units: dict[str, Unit] = {}
    words: dict[str, str] = {}
    keys: dict[str, str] = {}
    for name, entry in raw.items():
        units[name] = Unit(
            name=name,
            dimension=str(entry["dimension"]),
            factor=Decimal(str(entry["factor"])),
            offset=Decimal(str(entry.get("offset", 0))),
        )
        for w in entry.get("words", ()):
            words.setdefault(w.casefold(), name)
        for k in entry.get("keys", ()):
            keys.setdefault(k.casefold(), name)
    return units, words, keys


def unit(name: str) -> Unit | None:
    """The canonical unit called ``name`` (``"min"``, ``"km"``), if any."""
    return _load()[0].get(name)


@cache
def units_of(dimension: str) -> tuple[str, ...]:
    """The canonical units of one dimension ("time": "s", "min", "h", ...)."""
    return tuple(u.name for u in _load()[0].values() if u.dimension == dimension)


def is_time_unit(word: str | None) -> bool:
    """Whether ``word`` names hours, minutes or seconds ("hours", "मिनट", "分钟")."""
    return unit_of_word(word) in ("h", "min", "s")


def unit_of_word(word: str | None) -> str | None:
    """The canonical unit an answer's word names ("minutes", "किमी", "公里"), if any."""
    if not word:
        return None
    w = word.casefold().strip(" .")
    found = _load()[1].get(w)
    if found is None and w.endswith("s") and len(w) > 3:
        found = _load()[1].get(w[:-1])
    return found


@lru_cache(maxsize=16384)  # keys vary by tool: bounded
def key_unit(key: str) -> str | None:
    """The canonical unit an output key names by its last word ("duration_ms" -> "ms").

    Only the last word of the key counts ("distance_km", "weightKg", "price_per_kg" ->
    "kg"), so "minutes_late" is not read as minutes of something else. A single letter
    ("s", "m", "h", "d") counts only after another word ("wait_s"), never alone. A key
    that opens with a unit counted within a span ("nights_per_stay", "hours_per_week")
    counts that unit: the span is no unit of its number.
    """
    parts = [p for p in _SPLIT.split(key) if p]
    if not parts:
        return None
    keys = _load()[2]
    if len(parts) > 2 and parts[1].casefold() in _WITHIN and len(parts[0]) > 1:
        first = keys.get(parts[0].casefold())
        if first is not None:
            return first
    for i in range(1, len(parts) - 1):
        if parts[i].casefold() == "per" and (rated := keys.get(parts[i - 1].casefold())):
            return rated  # "permitted_m3_per_day": so many m3 in each day
    last = parts[-1].casefold()
    if len(last) == 1 and len(parts) == 1:
        return None
    return keys.get(last)


@lru_cache(maxsize=16384)  # keys vary by tool: bounded, as key_unit's
def key_rate_span(key: str) -> str | None:
    """The dimension of the span a key's unit is counted per ("permitted_m3_per_day" ->
    time): the number is a rate, so many units in each span."""
    parts = [p.casefold() for p in _SPLIT.split(key) if p]
    for i in range(1, len(parts) - 1):
        if parts[i] == "per" and (span := _load()[2].get(parts[i + 1])) is not None:
            found = unit(span)
            return found.dimension if found is not None else None
    return None


# the words that put a span after a key's unit ("nights_per_stay", "hours_per_week")
_WITHIN = frozenset({"in", "per", "each", "every", "a"})


def convert(value: Decimal, source: str, target: str) -> Decimal | None:
    """``value`` in unit ``source`` expressed in ``target``; None across dimensions."""
    if source == target:
        return value
    a, b = unit(source), unit(target)
    if a is None or b is None or a.dimension != b.dimension:
        return None
    base = (value + a.offset) * a.factor
    return base / b.factor - b.offset
