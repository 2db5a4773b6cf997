"""Name each claim's pramana from what it carries, and what the run can vouch for.

The text decides first, in this order: an absence phrase (or a count of zero)
is abhava; an honest report of a failed tool is pratyaksa (it is checkable
against the error receipt); a URL or a named outside source is sabda; a hedge
or inference marker is anumana; a comparison with a reference case is upamana;
values that appear in the run's tool outputs are pratyaksa. Those are *strong*
readings. Without any of them a claim that still carries something checkable
(a number, date, amount, id, quote, a tool-use phrase) is presented as observed
and read as pratyaksa, a reported statement about a name the run does not know
as sabda, and anything else as ungrounded: *weak* readings.

Self-tags: a claim's tag is kept as ``tagged_as``. The tag decides the pramana
only when the text's reading is weak; a strong reading from the text wins, so a
claim tagged ``tool_output`` but hedged stays anumana with ``tagged_as`` =
pratyaksa, and the checks can report the mislabel.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal, InvalidOperation
from functools import cached_property
from typing import Any

from nyaya.claims import regex_cache
from nyaya.claims.model import Cue, Mention, SelfTag
from nyaya.claims.numerals import find_numbers
from nyaya.report import Pramana
from nyaya.run import Run

__all__ = ["RunFacts", "classify", "match_tag", "norm_text", "prepare_tags"]

_HARD_KINDS = frozenset(
    {"number", "money", "percent", "date", "time", "email", "call_ref", "quote"}
)
_ISO_DATE = regex_cache.compile(r"(\d{4})-(\d{2})-(\d{2})")
_DIGIT = regex_cache.compile(r"\d")
_MAX_LEAVES = 50_000
_MAX_NAMES = 3_000
_LATIN_NAME = regex_cache.compile(r"[A-ZÀ-ÖØ-Þ][\w .'’&-]{2,59}")
_OTHER_NAME = regex_cache.compile(
    r"[\u0900-\u097F\u3400-\u9fff][\w\u0900-\u097F\u3400-\u9fff .·・-]{1,29}"
)


@dataclass(frozen=True)
class RunFacts:
    """What a run's tool outputs contain, in the forms a claim could repeat them.

    ``numbers`` holds the outputs' JSON numbers, list lengths and the figures written in
    their short strings; the figures are read on first need (most claims are classified
    by a cue or by a JSON number before), from ``figured``, the strings that hold a digit.
    """

    json_numbers: frozenset[Decimal]
    figured: tuple[str, ...]
    dates: frozenset[date]
    haystack: str
    call_ids: frozenset[str]
    names: tuple[str, ...]
    any_failed: bool

    @cached_property
    def numbers(self) -> frozenset[Decimal]:
        found = set(self.json_numbers)
        for v in self.figured:
            found.update(n.value for n in find_numbers(v, "en", words=False))
        return frozenset(found)

    @classmethod
    def of(cls, run: Run) -> RunFacts:
        """Collect the facts of every call's output (and argument values, which tools echo)."""
        numbers: set[Decimal] = set()
        figured: list[str] = []
        dates: set[date] = set()
        strings: list[str] = []
        call_ids: set[str] = set()
        failed = False
        budget = [_MAX_LEAVES]
        read: set[str] = set()
        for call in run.calls:
            call_ids.add(call.id)
            receipt = call.receipt or {}
            if isinstance(receipt.get("id"), str):
                call_ids.add(receipt["id"])
            if call.error or receipt.get("status") in ("error", "denied"):
                failed = True
            _walk(call.output, numbers, figured, dates, strings, budget, read)
        names = sorted({s.strip() for s in strings if _is_name(s.strip())}, key=len, reverse=True)[
            :_MAX_NAMES
        ]
        return cls(
            json_numbers=frozenset(numbers),
            figured=tuple(figured),
            dates=frozenset(dates),
            haystack="\n".join(strings).lower(),
            call_ids=frozenset(call_ids),
            names=tuple(names),
            any_failed=failed,
        )

    def supports(self, mentions: Iterable[Mention]) -> bool:
        """Whether any mention's value appears in the run's outputs."""
        for m in mentions:
            if m.kind in ("number", "money", "percent"):
                if m.value in self.json_numbers or m.value in self.numbers:
                    return True
            elif m.kind == "date":
                if m.value in self.dates:
                    return True
            elif m.kind == "time":
                if isinstance(m.value, datetime) and m.value.date() in self.dates:
                    return True
            elif m.kind == "call_ref":
                if m.value in self.call_ids:
                    return True
            elif m.kind in ("entity", "quote", "email", "url"):
                value = str(m.value).lower().strip()
                if len(value) >= 2 and value in self.haystack:
                    return True
        return False


def _is_name(s: str) -> bool:
    if not 2 <= len(s) <= 60 or s[:4].lower() in ("http", "www."):
        return False
    if _LATIN_NAME.fullmatch(s):
        return len(s.split()) <= 6
    return _OTHER_NAME.fullmatch(s) is not None


def _walk(
    value: Any,
    numbers: set[Decimal],
    figured: list[str],
    dates: set[date],
    strings: list[str],
    budget: list[int],
    read: set[str],
) -> None:
    """Add ``value``'s numbers, dates and strings; ``read`` holds the strings whose values
    are in the sets already (a string recurs across outputs: it is read once)."""
    stack = [value]
    while stack and budget[0] > 0:
        v = stack.pop()
        budget[0] -= 1
        if isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, list | tuple):
            numbers.add(Decimal(len(v)))
            stack.extend(v)
        elif isinstance(v, bool) or v is None:
            continue
        elif isinstance(v, int | float):
            try:
                numbers.add(Decimal(str(v)))
            except InvalidOperation:
                continue
        elif isinstance(v, str):
            strings.append(v)
            if len(v) <= 500 and v not in read and _DIGIT.search(v):
                read.add(v)  # a string that recurs across outputs is read once
                figured.append(v)
                for m in _ISO_DATE.finditer(v):
                    try:
                        dates.add(date(int(m[1]), int(m[2]), int(m[3])))
                    except ValueError:
                        continue


def classify(
    mentions: Sequence[Mention], cues: Sequence[Cue], facts: RunFacts | None
) -> tuple[Pramana, bool]:
    """The pramana the claim's text supports, and whether that reading is strong."""
    kinds = {c.kind for c in cues}
    if "absence" in kinds or any(m.kind == "number" and m.value == 0 for m in mentions):
        return "abhava", True
    if "failure" in kinds:
        return "pratyaksa", True
    if "source" in kinds or any(m.kind == "url" for m in mentions):
        return "sabda", True
    if "hedge" in kinds:
        return "anumana", True
    if "comparison" in kinds:
        return "upamana", True
    if facts is not None and facts.supports(mentions):
        return "pratyaksa", True
    if "tool_use" in kinds or any(m.kind in _HARD_KINDS for m in mentions):
        return "pratyaksa", False
    has_entity = any(m.kind == "entity" for m in mentions)
    if has_entity and "reporting" in kinds:
        return "sabda", False
    if has_entity and facts is None:
        return "pratyaksa", False
    return "ungrounded", False


_NORM = regex_cache.compile(r"[^\w\u0900-\u097F]+")


def norm_text(text: str) -> str:
    """Lower-case words only, single-spaced: the form in which tags and claims are compared."""
    return _norm(text)


def _norm(text: str) -> str:
    return " ".join(_NORM.sub(" ", text.lower()).split())


_HAN = regex_cache.compile(r"[\u3400-\u9fff]")


def _tokens(text: str) -> set[str]:
    words = set(text.split())
    # Han text has no spaces: compare characters instead.
    if _HAN.search(text):
        words.update(_HAN.findall(text))
    return words


@dataclass(frozen=True)
class _Tag:
    tag: SelfTag
    norm: str
    tokens: frozenset[str]


def prepare_tags(tags: Sequence[SelfTag]) -> list[_Tag]:
    """Tags with their normalised text, ready for `match_tag`."""
    out = []
    for t in tags:
        n = _norm(t.claim)
        if n:
            out.append(_Tag(t, n, frozenset(_tokens(n))))
    return out


def match_tag(claim_text: str, sentence: str, tags: Sequence[_Tag]) -> SelfTag | None:
    """The self-tag that speaks about this claim (by containment, else word overlap).

    ``sentence`` is the claim's sentence normalised with `norm_text` ("" when the claim is
    the whole sentence).
    """
    if not tags:
        return None
    claim = _norm(claim_text) if claim_text else ""
    if not claim:
        return None
    for t in tags:
        if (
            (sentence and t.norm == sentence)
            or claim in t.norm
            or (len(t.norm) >= 8 and t.norm in claim)
        ):
            return t.tag
    words = _tokens(claim)
    best, best_score = None, 0.0
    for t in tags:
        score = len(words & t.tokens) / max(len(words | t.tokens), 1)
        if score > best_score:
            best, best_score = t.tag, score
    return best if best_score >= 0.5 else None
