"""Numbers as an answer states them, and whether a value in the evidence is the same.

An answer shows a number at some precision ("$598.2K", "15.4%", "about 21 minutes");
a tool output holds it exactly (598210.4, 0.15362, 1272000 ms). `Stated` keeps what
the answer displayed (the value, the step of its last digit, whether it was marked
approximate, its unit) and `same` decides whether an output number is that value:

- rounding to the displayed precision (a truncation too: 15.36 shown as 15.3);
- an approximation word ("about", "约", "लगभग", "unos") widens the tolerance to 10 %;
- sign and direction words are the answer's business: -338.24 with type "debit" is "a
  $338.24 charge", so magnitudes are compared;
- percent vs fraction (5.3 % and 0.0531), minor currency units (2360 fen = ¥23.60, a key
  in cents or paise), units of measure from the answer's word and the output key
  ("21 minutes" and duration_ms 1272000; "27.5 lb" and weight_kg 12.5).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from typing import Literal

from nyaya.claims import regex_cache
from nyaya.values.units import convert, unit, unit_of_word

__all__ = ["NumberKind", "Stated", "displayed_step", "measure_unit", "same"]

NumberKind = Literal["number", "money", "percent", "duration"]

_DIGITS = regex_cache.compile(r"\d[\d.,\u00a0\u202f\u2009' ]*\d|\d")
_TEN = Decimal(10)
_APPROX_SHARE = Decimal("0.10")
_TINY = Decimal("1e-9")
_HALF = Decimal("0.5")
_ONE_AND_HALF = Decimal("1.5")
_NOT_DIGIT = regex_cache.compile(r"\D")
_KEY_WORDS = regex_cache.compile(r"[._\-\s]+|(?<=[a-z])(?=[A-Z])")
_MINOR_KEYS = frozenset({"cents", "cent", "paise", "paisa", "fen", "minor", "pence", "centavos"})


@dataclass(frozen=True, slots=True)
class Stated:
    """A number as displayed in the answer.

    ``step`` is the value of one unit in its last displayed digit ("598.2K" -> 100,
    "15.4%" -> 0.1); ``unit`` is a canonical measure unit ("min", "km") or a currency
    code for money; durations are in seconds with unit "s".
    """

    value: Decimal
    kind: NumberKind = "number"
    step: Decimal = Decimal(1)
    approx: bool = False
    unit: str | None = None

    @property
    def magnitude(self) -> Decimal:
        return abs(self.value)

    def tolerance(self) -> Decimal:
        """How far an exact value may be from the displayed one and still be it (the widest
        reading: a value truncated to the displayed digit is up to one step away)."""
        base = self.step if self.kind != "money" or self.step >= 1 else self.step / 2
        if self.approx:
            return max(base, self.magnitude * _APPROX_SHARE)
        return base

    def holds(self, x: Decimal) -> str | None:
        """Whether the exact magnitude ``x`` is shown as this value: rounded to the displayed
        digit (within half a step), truncated to it, or within an approximation's range."""
        target = self.magnitude
        diff = abs(x - target)
        if diff <= _TINY:
            return "equal"
        if self.approx and diff <= max(self.step, target * _APPROX_SHARE):
            return "approximate"
        if diff <= self.step / 2 + _TINY:
            return "rounded"
        if self.kind != "money" and Decimal(0) < x - target < self.step:
            return "truncated"
        return None


_TENTHS = frozenset({Decimal("0.1"), Decimal("0.01")})


def displayed_step(text: str, value: Decimal, decimal_symbol: str = ".") -> Decimal:
    """The value of the last displayed digit of ``text`` (which reads as ``value``)."""
    runs = list(_DIGITS.finditer(text))
    m = runs[-1] if runs else None
    if m is None:
        # a number in words: "three", "一万"; "六毛" (0.6 yuan) shows its tenths
        exponent = value.normalize().as_tuple().exponent
        return _TEN**exponent if isinstance(exponent, int) and exponent < 0 else Decimal(1)
    run = m.group()
    decimals = 0
    sep_at = max(run.rfind("."), run.rfind(","))
    if sep_at >= 0:
        tail = run[sep_at + 1 :]
        sep = run[sep_at]
        other = "," if sep == "." else "."
        grouping = len(tail) == 3 and (sep != decimal_symbol or other in run[:sep_at])
        if tail.isdigit() and not grouping:
            decimals = len(tail)
    digits = _NOT_DIGIT.sub("", run)
    if not digits:
        return Decimal(1)
    try:
        literal = Decimal(digits) / (_TEN**decimals)
    except InvalidOperation:
        return Decimal(1)
    step = _TEN ** (-decimals)
    if literal and value:
        scale = abs(value) / literal
        # "598.2K", "1.79 लाख", "1.2万": the scale word multiplies; "3毛", a word worth a
        # tenth of the unit, divides
        if scale > _ONE_AND_HALF or scale in _TENTHS:
            step *= scale
    return step


def same(stated: Stated, x: Decimal, key_unit: str | None = None, key: str = "") -> str | None:
    """How output number ``x`` (under ``key``, in ``key_unit``) is ``stated``, or None.

    The answer says: ``"equal"``, ``"rounded"``, ``"approximate"``, ``"percent"`` (a
    fraction shown as a percent), ``"minor units"`` (cents shown as the currency), or
    ``"converted from <unit>"``.
    """
    mag = abs(x)
    if stated.kind == "duration":
        u = unit(key_unit) if key_unit else None
        if key_unit is None or u is None or u.dimension != "time":
            return None
        seconds = convert(mag, key_unit, "s")
        if seconds is None:
            return None
        return stated.holds(seconds) and f"converted from {key_unit}"
    if stated.unit and stated.kind == "number" and key_unit and key_unit != stated.unit:
        converted = convert(mag, key_unit, stated.unit)
        if converted is None:
            return None
        how = stated.holds(abs(converted))
        return how and f"converted from {key_unit}"
    how = stated.holds(mag)
    if how:
        return how
    fraction = stated.kind == "percent" and mag <= 1 and stated.magnitude > _HALF
    if fraction and stated.holds(mag * 100):
        return "percent"
    scale = key_scale(key)
    if scale is not None and stated.holds(mag * scale):
        return f"scaled by the key ({scale:,})"
    if stated.kind in ("money", "number") and mag == mag.to_integral_value() and mag >= 10:
        minor = is_minor_key(key)
        # (a figure with no sign is an amount only with its cents, under a minor-unit key:
        # "€/kg ... 12,50" for ``price_per_kg_cents: 1250``)
        cents = stated.step < 1
        priced = (minor or cents) if stated.kind == "money" else (minor and cents)
        if priced and stated.holds(mag / 100):
            return "minor units"
    return None


# words of an output key that say its numbers are counted in thousands, 万 (wan), lakhs ...
_KEY_SCALES = {
    "k": Decimal(1000), "thousand": Decimal(1000), "thousands": Decimal(1000),
    "wan": Decimal(10_000), "lakh": Decimal(100_000), "lakhs": Decimal(100_000),
    "lac": Decimal(100_000), "mn": Decimal(10**6), "million": Decimal(10**6),
    "millions": Decimal(10**6), "crore": Decimal(10**7), "crores": Decimal(10**7),
    "yi": Decimal(10**8), "bn": Decimal(10**9), "billion": Decimal(10**9),
    "billions": Decimal(10**9),
    # the zeros a key says its numbers leave off ("impressions_000", "sales_000000")
    "000": Decimal(1000), "000000": Decimal(10**6),
}  # fmt: skip


KEY_SCALES = sorted(set(_KEY_SCALES.values()))


@lru_cache(maxsize=4096)  # keys vary by tool: bounded
def key_scale(key: str) -> Decimal | None:
    """The factor an output key's words say its numbers are counted in (``price_wan``:
    10,000), or None."""
    if not key:
        return None
    words = _KEY_WORDS.split(key)
    for w in words:
        scale = _KEY_SCALES.get(w.casefold())
        if scale is not None:
            return scale
    return None


@lru_cache(maxsize=4096)
def is_minor_key(key: str) -> bool:
    """Whether an output key says its amounts are in minor units (``total_cents``, ``fen``)."""
    words = _KEY_WORDS.split(key)
    return any(w.casefold() in _MINOR_KEYS for w in words)


def measure_unit(word: str | None) -> str | None:
    """The canonical unit an answer's unit word names, if it is a measure."""
    return unit_of_word(word)
