"""Writing numbers, amounts, dates and times the many ways people write them.

Every function takes the language's ``rng`` so the generator stays
deterministic; ``approx`` forms round by at most 5% and always carry a hedge
word, so a rounded figure in a clean answer is still a true statement.
"""

from __future__ import annotations

import random
from datetime import date, time
from decimal import ROUND_HALF_UP, Decimal

from nyaya_bench.texts import LanguageText

_DEVANAGARI = str.maketrans("0123456789", "०१२३४५६७८९")


def group(value: Decimal, decimals: int, style: str) -> str:
    """``value`` with ``decimals`` places, grouped ``western`` (1,234.5), ``indian``
    (1,23,456.5), ``dot_comma`` (1.234,5), ``space`` (1 234,5) or ``none`` (1234.5)."""
    q = value.quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP)
    sign = "-" if q < 0 else ""
    text = f"{abs(q):f}"
    whole, _, frac = text.partition(".")
    if style == "indian" and len(whole) > 3:
        head, tail = whole[:-3], whole[-3:]
        parts: list[str] = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        grouped = ",".join([*parts, tail])
    elif style in ("western", "dot_comma", "space"):
        grouped = f"{int(whole):,}"
        if style == "dot_comma":
            grouped = grouped.replace(",", ".")
        elif style == "space":
            grouped = grouped.replace(",", "\u00a0")
    else:
        grouped = whole
    decimal_mark = "," if style in ("dot_comma", "space") else "."
    return sign + grouped + (decimal_mark + frac if frac else "")


def count_text(
    n: int, lt: LanguageText, noun: tuple[str, str, str], words: bool, rng: random.Random
) -> str:
    """A count with its noun: "3 emails", "three emails", "तीन ईमेल", "两封邮件", "un correo"."""
    singular, plural, article = noun
    word = noun_form = plural if n != 1 else singular
    if words and n <= 12:
        if lt.code == "es" and n == 1:
            word = article
        elif lt.code == "zh" and n == 2:
            word = "两"
        else:
            word = lt.number_words[n]
    else:
        word = str(n)
        if lt.code == "hi" and rng.random() < 0.25:
            word = word.translate(_DEVANAGARI)
    return f"{word}{noun_form}" if lt.code == "zh" else f"{word} {noun_form}"


def _approx_core(value: Decimal, lang: str) -> str:
    v = abs(value)
    one = Decimal("0.1")
    scales: tuple[tuple[Decimal, str], ...]
    if lang == "hi":
        scales = ((Decimal(10) ** 7, "करोड़"), (Decimal(10) ** 5, "लाख"), (Decimal(1000), "हज़ार"))
    elif lang == "zh":
        scales = ((Decimal(10) ** 8, "亿"), (Decimal(10) ** 4, "万"))
    elif lang == "es":
        scales = ((Decimal(10) ** 6, "millones"), (Decimal(1000), "mil"))
    else:
        scales = (
            (Decimal(10) ** 9, "billion"),
            (Decimal(10) ** 6, "million"),
            (Decimal(1000), "k"),
        )
    for size, unit in scales:
        if v >= size:
            scaled = (v / size).quantize(one, rounding=ROUND_HALF_UP)
            num = group(scaled, 1, "dot_comma" if lang == "es" else "none")
            if num.endswith((".0", ",0")):
                num = num[:-2]
            if lang == "zh" or unit == "k":
                return f"{num}{unit}"
            return f"{num} {unit}"
    if v >= 100:
        return group((v / 10).quantize(Decimal(1), rounding=ROUND_HALF_UP) * 10, 0, "none")
    return group(v, 0, "none")


def amount_text(
    value: Decimal,
    kind: str,
    lt: LanguageText,
    rng: random.Random,
    *,
    approx: bool = False,
    decimals: int = 2,
) -> str:
    """A money amount (``kind="money"``), a plain quantity (``"plain"``) or a size (``"mb"``)."""
    lang = lt.code
    if approx:
        core = _approx_core(value, lang)
        hedge = rng.choice(lt.approx)
    else:
        style = {
            "en": rng.choice(("western", "western", "none")),
            "hi": rng.choice(("indian", "indian", "none", "western")),
            "zh": rng.choice(("western", "none")),
            "es": rng.choice(("dot_comma", "dot_comma", "none_comma")),
        }[lang]
        if style == "none_comma":
            core = group(value, decimals, "none").replace(".", ",")
        else:
            core = group(value, decimals, style)
        if lang == "hi" and rng.random() < 0.2:
            core = core.translate(_DEVANAGARI)
        hedge = ""
    if kind == "mb":
        core = f"{core} MB"
    elif kind == "money":
        core = _money(core, lt, approx, rng)
    return f"{hedge} {core}" if hedge and lang != "zh" else f"{hedge}{core}"


def _money(core: str, lt: LanguageText, approx: bool, rng: random.Random) -> str:
    lang = lt.code
    worded = approx and not core[-1:].isdigit()
    if lang == "en":
        return f"${core}" if not worded or rng.random() < 0.5 else f"{core} dollars"
    if lang == "hi":
        return f"₹{core}" if not worded and rng.random() < 0.7 else f"{core} रुपये"
    if lang == "zh":
        return f"¥{core}" if not worded and rng.random() < 0.5 else f"{core}元"
    return f"{core} €" if not worded and rng.random() < 0.6 else f"{core} euros"


def date_text(d: date, lt: LanguageText, rng: random.Random) -> str:
    """A calendar date the way people of that language write it."""
    month = lt.months[d.month - 1]
    pick = rng.randrange(3)
    if lt.code == "en":
        return (f"{month} {d.day}", f"{month[:3]} {d.day}, {d.year}", f"{d.day} {month}")[pick]
    if lt.code == "hi":
        day = str(d.day).translate(_DEVANAGARI) if rng.random() < 0.2 else str(d.day)
        return (f"{day} {month}", f"{day} {month} {d.year}", f"{d.day:02d}/{d.month:02d}/{d.year}")[
            pick
        ]
    if lt.code == "zh":
        return (f"{month}{d.day}日", f"{d.year}年{month}{d.day}日", f"{d.month}月{d.day}号")[pick]
    return (
        f"{d.day} de {month}",
        f"{d.day} de {month} de {d.year}",
        f"{d.day:02d}/{d.month:02d}/{d.year}",
    )[pick]


def time_text(t: time, lt: LanguageText, rng: random.Random) -> str:
    """A clock time: "9:30 AM", "सुबह 9:30", "上午9点30分", "9:30"."""
    h, m = t.hour, t.minute
    pick = rng.randrange(2)
    if lt.code == "en":
        h12 = h % 12 or 12
        return (f"{h12}:{m:02d} {'AM' if h < 12 else 'PM'}", f"{h:02d}:{m:02d}")[pick]
    if lt.code == "hi":
        part = "सुबह" if h < 12 else ("दोपहर" if h < 17 else "शाम")
        h12 = h % 12 or 12
        return (f"{part} {h12}:{m:02d}", f"{h:02d}:{m:02d}")[pick]
    if lt.code == "zh":
        part = "上午" if h < 12 else "下午"
        h12 = h % 12 or 12
        minutes = f"{m}分" if m else ""
        return (f"{part}{h12}点{minutes}", f"{h:02d}:{m:02d}")[pick]
    return (f"{h}:{m:02d}", f"{h:02d}:{m:02d} h")[pick]
