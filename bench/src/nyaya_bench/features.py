"""Plain text features the baselines share: sentences, numbers, URLs, cue words.

Deliberately independent of `nyaya.claims`: the baselines must stand on their
own, as the published methods they imitate do.
"""

from __future__ import annotations

import json
import math
import re
from decimal import Decimal, InvalidOperation
from typing import Any

from nyaya import Run

_TAG_BLOCK = re.compile(
    r"\n*-{3}\s*VERIFICATION\s*-{3}.*?(?:-{3}\s*END VERIFICATION\s*-{3}|\Z)", re.S | re.I
)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=[।。！？])|\n+")
_NUMBER = re.compile(r"(?<![\w.])[0-9०-९]+(?:[.,\u00a0][0-9०-९]+)*")
_URL = re.compile(r"https?://[^\s)\]>\"'，。]+")
_DEVANAGARI = str.maketrans("०१२३४५६७८९", "0123456789")
_SCALE = {
    "k": 1_000,
    "thousand": 1_000,
    "mil": 1_000,
    "हज़ार": 1_000,
    "हजार": 1_000,
    "million": 1_000_000,
    "millones": 1_000_000,
    "millón": 1_000_000,
    "lakh": 100_000,
    "लाख": 100_000,
    "crore": 10_000_000,
    "करोड़": 10_000_000,
    "万": 10_000,
    "亿": 100_000_000,
    "billion": 1_000_000_000,
}
_SCALE_AFTER = re.compile(
    r"\s?(" + "|".join(sorted(map(re.escape, _SCALE), key=len, reverse=True)) + r")"
)

HEDGES = (
    "may ",
    "might",
    "probably",
    "likely",
    "seems",
    "appears",
    "looks like",
    "perhaps",
    "possibly",
    "i think",
    "could be",
    "शायद",
    "लगता",
    "संभवतः",
    "सकता",
    "सकती",
    "अंदाज़ा",
    "可能",
    "好像",
    "似乎",
    "看起来",
    "大概",
    "应该",
    "也许",
    "推测",
    "quizá",
    "probablemente",
    "parece",
    "posiblemente",
    "seguramente",
    "puede que",
    "da la impresión",
)
ABSENCE = (
    "no results",
    "nothing",
    "didn't find",
    "did not find",
    "couldn't find",
    "no ",
    "none",
    "empty",
    "there's no",
    "there are no",
    "नहीं",
    "कोई",
    "ख़ाली",
    "खाली",
    "没有",
    "没找到",
    "空的",
    "ningún",
    "ninguna",
    "no hay",
    "no encontré",
    "vacía",
    "nada",
)
FAILURE = (
    "failed",
    "error",
    "unavailable",
    "timed out",
    "fail",
    "त्रुटि",
    "失败",
    "出错",
    "报错",
    "falló",
    "dio error",
    "no pude",
)
ACTION = (
    "i've",
    "i have",
    "i checked",
    "i also",
    "i went ahead",
    "i messaged",
    "मैंने",
    "我已经",
    "我也",
    "我看了",
    "he ",
    "también",
    "le he",
    "i searched",
)


def body(answer: str) -> str:
    """The answer without any self-tag block."""
    return _TAG_BLOCK.sub("", answer).strip()


def sentences(text: str) -> list[str]:
    """Sentences: split after ., ! or ? followed by a space, after a danda or CJK stop,
    and at newlines (so "1,234.50" and URLs stay whole)."""
    return [s.strip() for s in _SENTENCE_END.split(text) if s.strip()]


def urls(text: str) -> list[str]:
    """URLs written in ``text``, trailing punctuation trimmed."""
    return [u.rstrip(".,;:") for u in _URL.findall(text)]


def number_candidates(text: str) -> list[tuple[str, set[Decimal], bool]]:
    """Each number written in ``text``: its surface, the values it may denote, and
    whether it carries a scale word ("1.2k", "3 लाख", "1.2万") and so is approximate."""
    out: list[tuple[str, set[Decimal], bool]] = []
    for m in _NUMBER.finditer(text):
        raw = m.group(0).translate(_DEVANAGARI).replace("\u00a0", ",")
        values: set[Decimal] = set()
        for group_sep, dec_sep in ((",", "."), (".", ",")):
            cand = raw.replace(group_sep, "").replace(dec_sep, ".")
            try:
                values.add(Decimal(cand))
            except InvalidOperation:
                continue
        scale = _SCALE_AFTER.match(text, m.end())
        approx = scale is not None
        if scale is not None:
            values = {v * _SCALE[scale.group(1)] for v in values}
        out.append((m.group(0), values, approx))
    return out


def output_text(run: Run) -> str:
    """All tool outputs (and errors) as one text."""
    parts: list[str] = []
    for call in run.calls:
        out = call.output
        parts.append(
            out if isinstance(out, str) else json.dumps(out, ensure_ascii=False, sort_keys=True)
        )
        if call.error:
            parts.append(call.error)
    return "\n".join(parts)


def output_numbers(run: Run) -> set[Decimal]:
    """Every number in the tool outputs, plus the length of every list (a count)."""
    found: set[Decimal] = set()

    def walk(node: Any) -> None:
        if isinstance(node, bool) or node is None:
            return
        if isinstance(node, int | float):
            found.add(Decimal(str(node)))
        elif isinstance(node, str):
            for _, values, _ in number_candidates(node):
                found.update(values)
            for piece in re.findall(r"\d+", node):
                found.add(Decimal(piece))
        elif isinstance(node, list):
            found.add(Decimal(len(node)))
            for x in node:
                walk(x)
        elif isinstance(node, dict):
            for x in node.values():
                walk(x)

    for call in run.calls:
        walk(call.output)
    return found


def number_supported(values: set[Decimal], approx: bool, pool: set[Decimal]) -> bool:
    """True when one reading of the number equals (or, if approximate, is within 5% of,
    or rounds to) a number of the outputs."""
    for v in values:
        for p in pool:
            if v == p or v == p.to_integral_value():
                return True
            if p != 0 and (approx or v >= 100) and abs(v - p) / abs(p) <= Decimal("0.05"):
                return True
    return False


def has_any(text: str, words: tuple[str, ...]) -> bool:
    """True when ``text`` (lower-cased) contains one of ``words``."""
    low = text.lower()
    return any(w in low for w in words)


def nonempty_lists(run: Run) -> bool:
    """True when some tool output holds a non-empty list (results exist)."""

    def walk(node: Any) -> bool:
        if isinstance(node, list):
            return bool(node) or any(walk(x) for x in node)
        if isinstance(node, dict):
            return any(walk(x) for x in node.values())
        return False

    return any(walk(c.output) for c in run.calls)


def grams(text: str) -> set[str]:
    """Character n-grams (bigrams for CJK-heavy text, trigrams otherwise) of normalised text."""
    t = re.sub(r"\s+", " ", text.lower()).strip()
    cjk = sum(1 for c in t if "\u4e00" <= c <= "\u9fff")
    n = 2 if cjk > len(t) / 4 else 3
    return {t[i : i + n] for i in range(max(0, len(t) - n + 1))}


def svip_features(run: Run) -> list[float]:
    """Response-level features for the SVIP-style classifier."""
    text = body(run.response)
    sents = sentences(text) or [text]
    numbers = number_candidates(text)
    pool = output_numbers(run)
    unsupported = [n for n in numbers if not number_supported(n[1], n[2], pool)]
    found_urls = urls(text)
    outputs = output_text(run)
    chars = max(len(text), 1)
    tool_names = [c.tool.lower() for c in run.calls]
    tool_refs = sum(1 for s in sents if has_any(s, ACTION))
    return [
        float(len(sents)),
        math.log1p(chars),
        sum(1 for s in sents if _NUMBER.search(s)) / len(sents),
        100.0 * len(numbers) / chars,
        tool_refs / len(sents),
        sum(1 for s in sents if has_any(s, HEDGES)) / len(sents),
        float(len(found_urls)),
        float(sum(1 for u in found_urls if u not in outputs)),
        len(unsupported) / max(len(numbers), 1),
        float(len(unsupported)),
        float(len(run.calls)),
        math.log1p(len(outputs)),
        float(has_any(text, ABSENCE)),
        float(nonempty_lists(run)),
        float(has_any(text, FAILURE)),
        float(has_any(outputs, ("error", "timed out", "too many requests"))),
        float(text != run.response.strip()),
        float(sum(1 for name in tool_names if name.replace("_", " ") in text.lower())),
    ]
