"""A deterministic lexical test of whether an excerpt supports a claim.

Used by strict citation verification. The test passes when

1. enough of the claim's content words (lower-cased word tokens minus a small
   English stop-word list) occur in the excerpt (``coverage >= min_coverage``),
2. every number in the claim occurs, as a number, in the excerpt
   (``0.4`` matches ``0.40``; thousands separators are ignored), and
3. negation agrees: a content word negated in one text (the first content word
   after "not", "no", "never", "isn't" ...) and present in the other is
   negated there too ("no claims" vs "claims" fails; a negation about a word
   the claim never mentions does not matter).

Limits, stated plainly: it is lexical. It does not understand paraphrase
("purchase" vs "buy"), units ("40%" vs "0.40"), word order ("A owes B" vs
"B owes A") or negation beyond the next content word ("not only X but Y").
It is meant to catch a citation whose excerpt is about something else, not to
be an NLI model.
Stop words are English only; other languages still get the number and
coverage tests over their word tokens.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

__all__ = ["SupportResult", "lexical_support"]

_WORD = re.compile(r"\w+", re.UNICODE)
_NUMBER = re.compile(r"(?<![\w.])[-+]?\d+(?:,\d{3})*(?:\.\d+)?")
_STOP_WORDS = """a an the and or but if of to in on at by for with from as is are was were be been
being this that these those it its their there here which who whom whose what when where why how
than then so such can could may might must shall should will would do does did has have had i you
he she we they them his her our your my me us per into over under about also any all each both
more most other some only own same very just"""
_STOP = frozenset(_STOP_WORDS.split())
# contractions split at the apostrophe by the word pattern ("isn't" -> "isn", "t"); one-letter
# tokens are never content words
_NEGATION_WORDS = """not no never none without nor cannot isn aren wasn weren doesn don didn won
hasn haven hadn shouldn wouldn couldn"""
_NEGATION = frozenset(_NEGATION_WORDS.split())


@dataclass(frozen=True, slots=True)
class SupportResult:
    """Outcome of the lexical support test, truthy when supported."""

    supported: bool
    coverage: float
    missing_words: tuple[str, ...]
    missing_numbers: tuple[str, ...]
    negation_agrees: bool

    def __bool__(self) -> bool:
        return self.supported


def _numbers(text: str) -> set[Decimal]:
    found: set[Decimal] = set()
    for match in _NUMBER.finditer(text):
        try:
            found.add(Decimal(match.group().replace(",", "")).normalize())
        except InvalidOperation:
            continue
    return found


def _words(text: str) -> list[str]:
    return [w.casefold() for w in _WORD.findall(text)]


def lexical_support(claim: str, excerpt: str, *, min_coverage: float = 0.6) -> SupportResult:
    """Apply the three tests above to ``claim`` against ``excerpt``."""
    claim_words = _words(claim)
    excerpt_list = _words(excerpt)
    excerpt_words = set(excerpt_list)
    content = [w for w in dict.fromkeys(claim_words) if _is_content(w) and w not in _NEGATION]
    missing = tuple(w for w in content if w not in excerpt_words)
    coverage = 1.0 if not content else (len(content) - len(missing)) / len(content)
    excerpt_numbers = _numbers(excerpt)
    claim_number_text = {
        m.group(): Decimal(m.group().replace(",", "")).normalize()
        for m in _NUMBER.finditer(claim)
        if _decimal_ok(m.group())
    }
    missing_numbers = tuple(t for t, v in claim_number_text.items() if v not in excerpt_numbers)
    claim_negated, excerpt_negated = _negated(claim_words), _negated(excerpt_list)
    negation_agrees = not (
        (claim_negated & excerpt_words) - excerpt_negated
        or (excerpt_negated & set(content)) - claim_negated
    )
    supported = (
        bool(content or claim_number_text)
        and coverage >= min_coverage
        and not missing_numbers
        and negation_agrees
    )
    return SupportResult(supported, coverage, missing, missing_numbers, negation_agrees)


def _is_content(word: str) -> bool:
    return len(word) > 1 and word not in _STOP and not word.isdigit()


def _negated(words: list[str]) -> set[str]:
    """The first content word after each negation word."""
    out: set[str] = set()
    pending = False
    for word in words:
        if word in _NEGATION:
            pending = True
        elif pending and _is_content(word):
            out.add(word)
            pending = False
    return out


def _decimal_ok(text: str) -> bool:
    try:
        Decimal(text.replace(",", ""))
    except InvalidOperation:
        return False
    return True
