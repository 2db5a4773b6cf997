"""What the claims layer hands to the checks: claims, their mentions and cues.

Offsets (``start``, ``end``) always index the original answer string, the one
with the self-tag block still in it, so a report can mark the answer as given.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING, Any, Final, Literal

if TYPE_CHECKING:  # an annotation only: the claims layer does not load the report models
    from nyaya.report import Pramana

MentionKind = Literal[
    "number",  # a bare number or a count ("3 emails": value 3, unit "emails")
    "money",  # value Decimal, unit = ISO currency code when known ("USD", "INR")
    "percent",  # value Decimal in percent units (12.5 for "12.5%")
    "date",  # value datetime.date (a MonthDay when the year is neither written nor resolvable)
    "time",  # value datetime.time or datetime.datetime
    "url",  # value = the URL as written
    "email",  # value = the address, lower-cased
    "call_ref",  # value = the call / receipt id referred to
    "quote",  # value = the quoted text without its quote marks
    "entity",  # value = the name as written
]

CueKind = Literal[
    "absence",  # "no results", "nothing found", "没有找到"
    "hedge",  # "seems", "probably", "parece", "可能"
    "reporting",  # "says", "states", "según", "显示": presented as observed
    "comparison",  # "like", "similar to", "compared with"
    "tool_use",  # "I checked your calendar": category names the tool family
    "source",  # a named outside source ("according to Reuters")
    "negation",  # "not", "no", "नहीं", "没有"
    "failure",  # "the search failed", "could not reach": an honest failure report
]


UNMARKED_12H: Final = "12h?"  # the unit of a time written without am/pm or a day part

PLACEHOLDER_YEAR: Final = 2000  # a leap year, so "29 February" reads


class MonthDay(date):
    """A date written without its year ("22 October", "May 29", "10月22日") and no ``now``.

    It is a `datetime.date` in `PLACEHOLDER_YEAR` so code that compares dates by month
    and day works unchanged; its year means nothing. With ``now`` (or ``run.created_at``)
    a year-less date is a plain `date` in the nearest year instead. Either way the
    mention's text carries no year, which is how a check knows to compare month and day.
    """

    __slots__ = ()

    @classmethod
    def of(cls, month: int, day: int) -> MonthDay:
        """The partial date; `ValueError` for a day the month never has."""
        return cls(PLACEHOLDER_YEAR, month, day)

    def __repr__(self) -> str:
        return f"MonthDay(month={self.month}, day={self.day})"


@dataclass(frozen=True, slots=True)
class Mention:
    """A checkable value inside a claim.

    ``unit`` is a count's noun ("emails"), a money's ISO code, or for a ``time``:
    ``None`` when the half of the day is known (a 24-hour clock: "15:00", "09:30";
    am/pm: "3 pm"; a day-part word: "दोपहर 3 बजे", "下午3点", "3 de la tarde", "noon"),
    whose value is then the 24-hour time, and ``"12h?"`` (`UNMARKED_12H`) when it is
    not ("3:00", "3 बजे", "3点15分", "a las 3"): the value is the hour as written
    (1-12) and the time may equally be 12 hours later (12:xx may be 00:xx), so a check
    should accept either half of the day.
    """

    kind: MentionKind
    text: str
    start: int
    end: int
    value: Any
    unit: str | None = None


@dataclass(frozen=True, slots=True)
class Cue:
    """A lexicon phrase found in a claim; ``category`` is set for tool_use and source cues."""

    kind: CueKind
    text: str
    start: int
    end: int
    category: str | None = None


@dataclass(frozen=True, slots=True)
class SelfTag:
    """One entry of an agent's ---VERIFICATION--- block, as parsed (tolerantly)."""

    claim: str
    source_type: str | None
    pramana: Pramana | None
    evidence: str | None = None
    checkable: bool | None = None
    raw: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Claim:
    """One atomic claim of the answer."""

    id: str
    text: str
    start: int
    end: int
    language: str
    pramana: Pramana
    mentions: tuple[Mention, ...] = ()
    cues: tuple[Cue, ...] = ()
    tagged_as: Pramana | None = None
    tag: SelfTag | None = None

    def has_cue(self, kind: CueKind) -> bool:
        return any(c.kind == kind for c in self.cues)

    def mentions_of(self, *kinds: MentionKind) -> tuple[Mention, ...]:
        return tuple(m for m in self.mentions if m.kind in kinds)


@dataclass(frozen=True, slots=True)
class Extraction:
    """Everything read out of one answer.

    ``body_end`` is where the answer proper ends (the self-tag blocks start);
    ``compliant`` says whether the answer carried a well-formed self-tag block.
    """

    claims: tuple[Claim, ...]
    tags: tuple[SelfTag, ...]
    compliant: bool
    language: str
    body_end: int
