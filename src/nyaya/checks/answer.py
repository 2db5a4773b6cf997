"""The answer as the checks read it: claims with their sentences, table cells, labels,
stance and the values they state, normalised for comparison.

The claims layer (`nyaya.claims.extract`) has already cut the answer into claims and
read their mentions. Here each claim gets what the checks need on top:

- its **sentence** (or table row) and, for a table row, the column header of each cell;
- its **values**: numbers with the precision they were displayed at and whether they were
  marked approximate; durations ("4 h 25 min"); dates resolved against the run's ``now``
  (with the weekday the answer named, and both readings of Hindi कल); clock times (with
  the 12-hour ambiguity of "3:00"); URLs, e-mail addresses, ids and names;
- for each value, its **label**: the words that say what the value is ("Pickup:", a
  column header, "averaging", the noun after a number);
- its **stance**: hedged, approximate, predictive, causal, certain, evaluative,
  conditional, an offer or a question, an opinion.
"""

from __future__ import annotations

import itertools
import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from functools import cache

from nyaya.checks.language import Words, words_for
from nyaya.claims import regex_cache
from nyaya.claims.lexicons import load
from nyaya.claims.mentions import days_numbered_near, names_day_alone
from nyaya.claims.model import UNMARKED_12H, Claim, Extraction, Mention, MonthDay
from nyaya.claims.phrases import compile_phrases
from nyaya.claims.segment import sentences
from nyaya.evidence.fold import WORD, fold, stem
from nyaya.values.numbers import Stated, displayed_step
from nyaya.values.units import is_time_unit, unit, unit_of_word

__all__ = ["HEDGING", "AnswerView", "ClaimView", "Value", "ValueKind", "read_answer"]

ValueKind = str  # number | money | percent | duration | date | time | url | email | name | id

_WORD = regex_cache.compile(rf"{WORD}(?:['’]{WORD})?")
_HAN = regex_cache.compile(r"[\u3400-\u9fff]")
_CELL_SPLIT = regex_cache.compile(r"\|")
_TABLE_RULE = regex_cache.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_BOUNDARY = regex_cache.compile(r"[,;:()\[\]|•\n—–]|\s-\s|\*\*|。|，|、|；|：|（|）|।")
_QUESTION = regex_cache.compile(r"[?？]\s*$|^\s*[¿]")
# "约6,700名", "约1.27万": 约 right before the figure (not the 约 of 预约, 合约, 签约 ...)
_APPROX_MARK = regex_cache.compile(
    r"[~≈±]\s*$|\bca\.\s*$|(?<![预預合纽紐节節签簽邀相赴违違制履婚条條公特])[约約]\s*$"
)
_APPROX_AFTER = regex_cache.compile(r"^\s*(?:\+|多|余|左右|上下|से ज़्यादा|से अधिक)")
_YEAR = regex_cache.compile(r"^(19|20)\d\d$")
_GENITIVES = frozenset({"का", "की", "के"})
_ORDINAL_LABEL = regex_cache.compile(r"^[\s*#>\-]*(?:[^\W\d_]+\s*)?(\d{1,2})\s*\**\s*[:：.)]")
_PER = regex_cache.compile(r"^\s*(?:/|per\s)", re.IGNORECASE)
_HASH_ID = regex_cache.compile(r"(?<![0-9A-Za-z_#&])#(\d{3,})(?![0-9A-Za-z_])")
"""A "#18604"-style id; after a letter of a script without spaces ("最早的是#18604") too."""
# a code of letters and digits, or of digits a hyphen joins ("176-40218853": see mentions)
_ID_SHAPE = regex_cache.compile(
    r"^(?:(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9][A-Za-z0-9\-_/.#]{2,}|\d+-\d+)$"
)


@dataclass(slots=True)
class Value:
    """One checkable value the answer states."""

    kind: ValueKind
    text: str
    start: int  # offsets into the answer
    end: int
    mention: Mention | None = None
    stated: Stated | None = None
    day: date | None = None
    days: tuple[date, ...] = ()  # every reading (Hindi कल is yesterday or tomorrow)
    monthday: bool = False  # written without a year
    relative: bool = False  # "tomorrow", "next Tuesday": resolved against now
    weekday: int | None = None  # a weekday the answer named with it
    clock: time | None = None
    ambiguous_12h: bool = False
    folded: str = ""
    label: str = ""  # the words that say what the value is
    near: str = ""  # the label's words right by the value (a header, "Pickup:", "averaging")
    noun: str | None = None  # the word right after a number ("3 seats" -> "seats")
    year_like: bool = False

    @property
    def is_number(self) -> bool:
        return self.kind in ("number", "money", "percent", "duration")


HEDGING = frozenset({"hedge", "conditional", "offer", "question", "opinion"})
"""The stances that hedge a claim: it states nothing as fact."""


@dataclass(slots=True)
class ClaimView:
    """One claim with its sentence, values, labels and stance."""

    claim: Claim
    sentence: tuple[int, int]
    text: str
    low: str
    sentence_text: str
    values: list[Value] = field(default_factory=list)
    stance: set[str] = field(default_factory=set)
    row_label: str = ""  # the first cell of a table row
    in_table: bool = False

    @property
    def id(self) -> str:
        return self.claim.id

    @property
    def hedged(self) -> bool:
        return not self.stance.isdisjoint(HEDGING)


@dataclass(slots=True)
class AnswerView:
    """The whole answer prepared for the checks."""

    text: str
    language: str
    words: Words
    claims: list[ClaimView]
    now: datetime | None
    body_end: int
    tables: dict[int, TableRow] = field(default_factory=dict)  # markdown rows by line start

    def numbers(self) -> list[Decimal]:
        """Every number the answer states (operands of its own arithmetic)."""
        out = []
        for c in self.claims:
            for v in c.values:
                if v.stated is not None and v.kind != "duration":
                    out.append(v.stated.value)
        return out


def read_answer(
    answer: str, extraction: Extraction, language: str, now: datetime | None
) -> AnswerView:
    """Prepare every claim of ``extraction`` (read from ``answer``) for the checks."""
    words = words_for(language)
    spans = sentences(answer, language, _tag_spans(answer, extraction.body_end))
    tables = table_rows(answer)
    find_sentence = _Spans(spans)
    find_mentions = _ClaimMentions(extraction.claims)
    views: list[ClaimView] = []
    for claim in extraction.claims:
        if claim.start >= extraction.body_end:
            continue
        sentence = find_sentence.enclosing(claim.start, claim.end)
        s_text = answer[sentence[0] : sentence[1]]
        view = ClaimView(
            claim=claim,
            sentence=sentence,
            text=claim.text,
            low=claim.text.lower(),
            sentence_text=s_text,
        )
        row = tables.get(_line_start(answer, claim.start))
        if row is not None:
            view.in_table = True
            view.row_label = row.cells[0][2] if row.cells else ""
        view.stance = _stance(view, words, find_mentions.within(view.sentence))
        view.values = _values(answer, view, words, language, now, row)
        views.append(view)
    return AnswerView(answer, language, words, views, now, extraction.body_end, tables)


class _ClaimMentions:
    """The mentions of the claims that overlap a span. Claims in order that do not overlap
    (as the segmenter makes them) are found by bisecting; else by a pass over them all."""

    def __init__(self, claims: Sequence[Claim]) -> None:
        self.claims = claims
        self.starts = [c.start for c in claims]
        self.ends = [c.end for c in claims]
        self.ordered = all(
            a.start <= b.start and a.end <= b.end for a, b in itertools.pairwise(claims)
        )

    def within(self, span: tuple[int, int]) -> list[Mention]:
        claims = self.claims
        if self.ordered:
            lo = bisect_right(self.ends, span[0])  # the first claim ending after the start
            hi = bisect_left(self.starts, span[1])  # the first claim starting at the end
            claims = claims[lo:hi]
        return [m for c in claims if c.start < span[1] and c.end > span[0] for m in c.mentions]


def _tag_spans(answer: str, body_end: int) -> list[tuple[int, int]]:
    return [(body_end, len(answer))] if body_end < len(answer) else []


def _enclosing(spans: Sequence[tuple[int, int]], start: int, end: int) -> tuple[int, int]:
    for s, e in spans:
        if s <= start < e or (s <= start and end <= e):
            return (s, max(e, end))
    return (start, end)


class _Spans:
    """`_enclosing` over one answer's sentences. When they are in order, apart and not
    empty, the one sentence holding a claim's start is found by bisecting (a claim that
    is not empty and ends inside a sentence starts inside it too); else by a pass."""

    def __init__(self, spans: Sequence[tuple[int, int]]) -> None:
        self.spans = spans
        self.starts = [s for s, _ in spans]
        self.ordered = all(s < e for s, e in spans) and all(
            a[1] <= b[0] for a, b in itertools.pairwise(spans)
        )

    def enclosing(self, start: int, end: int) -> tuple[int, int]:
        if not self.ordered or end <= start:
            return _enclosing(self.spans, start, end)
        k = bisect_right(self.starts, start) - 1
        if k >= 0 and start < self.spans[k][1]:
            s, e = self.spans[k]
            return (s, max(e, end))
        return (start, end)


def _line_start(text: str, pos: int) -> int:
    return text.rfind("\n", 0, pos) + 1


# ---- tables -----------------------------------------------------------------------------


@dataclass(slots=True)
class TableRow:
    cells: list[tuple[int, int, str]]  # (start, end, header label) per cell


def table_rows(answer: str) -> dict[int, TableRow]:
    """Markdown table rows by line start: each cell's span and its column header."""
    out: dict[int, TableRow] = {}
    if "|" not in answer:
        return out
    lines: list[tuple[int, str]] = []
    pos = 0
    for line in answer.split("\n"):
        lines.append((pos, line))
        pos += len(line) + 1
    header: list[str] | None = None
    for i, (start, line) in enumerate(lines):
        stripped = line.strip()
        if not stripped.startswith("|") and stripped.count("|") < 2:
            header = None
            continue
        if _TABLE_RULE.match(stripped):
            continue
        cells = _cells(line, start)
        nxt = lines[i + 1][1] if i + 1 < len(lines) else ""
        if _TABLE_RULE.match(nxt.strip()):
            header = [answer[s:e].strip(" *") for s, e in cells]
            out[start] = TableRow([(s, e, "") for s, e in cells])
            continue
        labels = header or []
        out[start] = TableRow(
            [(s, e, labels[k] if k < len(labels) else "") for k, (s, e) in enumerate(cells)]
        )
    return out


def _cells(line: str, offset: int) -> list[tuple[int, int]]:
    cells = []
    pos = 0
    parts = _CELL_SPLIT.split(line)
    for k, part in enumerate(parts):
        s = pos
        pos += len(part) + 1
        if (k == 0 or k == len(parts) - 1) and not part.strip():
            continue
        lead = len(part) - len(part.lstrip())
        cells.append((offset + s + lead, offset + s + len(part.rstrip())))
    return cells


# ---- stance -----------------------------------------------------------------------------


def _only_consequence(low: str, words: Words) -> bool:
    causal = words.stance.get("causal")
    consequence = words.stance.get("consequence")
    if causal is None or consequence is None:
        return False
    spans = [(m.start(), m.end()) for m in consequence.finditer(low)]
    return all(any(a <= m.start() and m.end() <= b for a, b in spans) for m in causal.finditer(low))


def _masked(text: str, start: int, mentions: Sequence[Mention]) -> str:
    """``text`` (starting at ``start`` in the answer) with its dates, times and numbers
    blanked: "May 23" holds no hedge, "Sat" no weekday of a word."""
    chars = list(text)
    for m in mentions:
        if m.kind in ("date", "time", "number", "money", "percent", "url", "email"):
            a, b = m.start - start, m.end - start
            for k in range(max(0, a), min(len(chars), b)):
                chars[k] = " "
    return "".join(chars)


_CAPITALISED = regex_cache.compile(r"\b[A-Z][a-z]+\b")
_SPACED_DIGIT = regex_cache.compile(r"\s+\d")


def _months_blanked(text: str, language: str) -> str:
    """``text`` with the month names that are also common words blanked where they are
    months: capitalised inside a sentence, or before a number ("(May 2025)", "since May":
    the month, not the modal "may" of a guess)."""
    homographs = load(language).dates_homographs
    if not homographs:
        return text
    chars: list[str] | None = None
    for m in _CAPITALISED.finditer(text):
        if m.group().lower() not in homographs:
            continue
        opens = not text[: m.start()].strip(" *_\"'“‘(#-") or text[: m.start()].rstrip().endswith(
            (".", "!", "?", ":", "\n")
        )
        if opens and not _SPACED_DIGIT.match(text, m.end()):
            continue  # "May I ...", "March on": a word opening its sentence
        chars = chars if chars is not None else list(text)
        chars[m.start() : m.end()] = " " * (m.end() - m.start())
    return "".join(chars) if chars is not None else text


def _stance(view: ClaimView, words: Words, answer_mentions: Sequence[Mention] = ()) -> set[str]:
    out: set[str] = set()
    lang = view.claim.language
    # the months first: the number after "May 2025" tells the month, and masking blanks it
    low = _masked(
        _months_blanked(view.claim.text, lang), view.claim.start, view.claim.mentions
    ).lower()
    sent = _masked(
        _months_blanked(view.sentence_text, lang), view.sentence[0], answer_mentions
    ).lower()
    for name in ("hedge", "conditional", "offer", "opinion", "expectation"):
        if words.has(name, sent if name != "conditional" else low):
            out.add(name)
    if "hedge" in out and hedge_only_after(words, sent, view.claim.end - view.sentence[0]):
        # "the lease ends in May, and you should give notice by March": the hedge is of the
        # consequence drawn after the claim, not of the claim
        out.discard("hedge")
    for name in (
        "future",
        "causal",
        "certainty",
        "evaluative",
        "approx",
        "pleasantry",
        "totality",
        "declared",
    ):
        if words.has(name, low):
            out.add(name)
    if "causal" in out and _only_consequence(low, words):
        # "so", "así que", "所以": a deduction from what came before, not a claimed cause
        out.discard("causal")
        out.add("consequence")
    if _QUESTION.search(view.sentence_text.rstrip(" *_)\"'”")) or _QUESTION.search(
        view.sentence_text
    ):
        out.add("question")
    if out & {"question", "offer"} and _trailing_offer(view, words, sent):
        # "这周还没有它的记录，要不要我放宽范围？", "none this week, want me to look further
        # back?": the offer that ends the sentence asks its own question; a denial the
        # clauses before it make is stated (the absence check reads this mark)
        out.add("trailing_offer")
    return out


def _trailing_offer(view: ClaimView, words: Words, sent: str) -> bool:
    """Whether the sentence ends in a clause of its own (after a comma or a dash) that makes
    an offer, and the claim starts, and every value of it stands, before that clause."""
    cut = max((m.end() for m in _CLAUSE_CUT.finditer(sent)), default=0)
    if cut == 0 or not words.has("offer", sent[cut:]) or words.has("offer", sent[:cut]):
        return False
    at = view.sentence[0] + cut
    return view.claim.start < at and all(v.end <= at for v in view.values)


_CLAUSE_CUT = regex_cache.compile(r"[，,；;]|\s[—–-]\s")


def hedge_only_after(words: Words, sent: str, end: int) -> bool:
    """Whether every hedge of a sentence (``sent``, lower-cased) stands after offset ``end``
    (the end of a claim or of a value in it), in a clause that a consequence word opens
    after ``end`` ("…, so you should …"): the hedge is of the consequence, not of what
    comes before it."""
    hedge = words.stance.get("hedge")
    then = words.stance.get("consequence")
    if hedge is None or then is None or not 0 < end < len(sent):
        return False
    first = min((m.start() for m in hedge.finditer(sent)), default=-1)
    if first < end:
        return False
    return any(end <= m.start() < first for m in then.finditer(sent))


# ---- values -----------------------------------------------------------------------------


_HAN_MONTH = regex_cache.compile(r" ?月")


def _calendar_month(answer: str, m: Mention) -> bool:
    return (
        m.kind == "number"
        and isinstance(m.value, (int, Decimal))
        and 1 <= m.value <= 12
        and _HAN_MONTH.match(answer, m.end) is not None
    )


def _values(
    answer: str,
    view: ClaimView,
    words: Words,
    language: str,
    now: datetime | None,
    row: TableRow | None,
) -> list[Value]:
    claim = view.claim
    lex = load(language) if language in ("en", "es", "hi", "zh") else load("en")
    out: list[Value] = []
    mentions = list(claim.mentions)
    used: set[int] = set()
    for i, m in enumerate(mentions):
        if i in used:
            continue
        value: Value | None = None
        if m.kind in ("number", "money", "percent"):
            if _calendar_month(answer, m):
                continue  # "3月", "5 月份": a month of the year, not a figure
            value = _number(answer, m, lex.decimal_symbol, words)
            if value is not None and value.kind == "number" and is_time_unit(m.unit):
                # "4 h 25 min", "1 hour 40 minutes": one duration
                total = _seconds(value.stated.value if value.stated else Decimal(0), m.unit)
                j = i + 1
                end = m.end
                unit_word = m.unit or ""
                while (
                    total is not None
                    and j < len(mentions)
                    and mentions[j].kind == "number"
                    and (
                        is_time_unit(mentions[j].unit)
                        or _minutes_after_hours(unit_word, mentions[j].unit)
                    )
                    and _joins(answer[end : mentions[j].start], unit_word)
                ):
                    after_hours = _minutes_after_hours(unit_word, mentions[j].unit)
                    unit_word = "min" if after_hours else mentions[j].unit or ""
                    more = _seconds(mentions[j].value, unit_word)
                    if more is None:
                        break
                    total += more
                    end = mentions[j].end
                    used.add(j)
                    j += 1
                if total is not None and j > i + 1:
                    value = Value(
                        kind="duration",
                        text=answer[m.start : end],
                        start=m.start,
                        end=end,
                        mention=m,
                        stated=Stated(
                            total,
                            "duration",
                            Decimal(60),
                            value.stated.approx if value.stated else False,
                            "s",
                        ),
                    )
        elif m.kind == "date":
            value = _date_value(answer, m, lex, now)
        elif m.kind == "time":
            value = _time_value(answer, m)
        elif m.kind == "url":
            value = Value("url", m.text, m.start, m.end, m, folded=str(m.value))
        elif m.kind == "email":
            value = Value("email", m.text, m.start, m.end, m, folded=str(m.value).casefold())
        elif m.kind in ("entity", "quote", "call_ref"):
            text = str(m.value).strip()
            kind = "id" if _ID_SHAPE.match(text) or m.kind == "call_ref" else "name"
            value = Value(kind, m.text, m.start, m.end, m, folded=fold(text))
            if not value.folded:
                continue
        if value is None:
            continue
        value.label, value.near = _label(answer, view, value, row, out)
        out.append(value)
    # "#29584": digits after a hash are no number (the reader skips them) but an id
    hashed = [
        h
        for h in _HASH_ID.finditer(answer, claim.start, claim.end)
        if not any(v.start <= h.start() < v.end for v in out)
    ]
    for h in hashed:
        value = Value("id", h.group(), h.start(), h.end(), None, folded=h.group(1))
        value.label, value.near = _label(answer, view, value, row, out)
        out.append(value)
    if hashed:
        out.sort(key=lambda v: v.start)
    return out


_DURATION_JOIN = regex_cache.compile(r"\s*(?:,|and|y|e|और|又|零)?\s*", re.I)


def _joins(gap: str, unit_word: str) -> bool:
    """Whether ``gap`` joins two parts of one duration: "4 h 25 min", "1 hour 54 minutes",
    "1 घंटा 54 मिनट", "1小时54分钟" (the first part's unit, then at most a conjunction)."""
    rest = gap.strip()
    if unit_word and rest.lower().startswith(unit_word.lower()):
        rest = rest[len(unit_word) :]
    return len(gap) <= 4 + len(unit_word) and _DURATION_JOIN.fullmatch(rest) is not None


def _minutes_after_hours(before: str, word: str | None) -> bool:
    """Whether ``word`` is the "m" of minutes after hours ("10 h 55 m", "2 hrs 5 m"), which
    alone would be metres."""
    return unit_of_word(before) == "h" and unit_of_word(word) == "m"


def _seconds(value: Decimal, word: str | None) -> Decimal | None:
    u = unit(unit_of_word(word) or "")
    if u is None or u.dimension != "time":
        return None
    return value * u.factor


_NOT_DIGIT = regex_cache.compile(r"\D")


def _number(answer: str, m: Mention, decimal_symbol: str, words: Words) -> Value | None:
    value = m.value
    if not isinstance(value, Decimal):
        try:
            value = Decimal(str(value))
        except Exception:
            return None
    before = answer[max(0, m.start - 28) : m.start]
    after = answer[m.end : m.end + 12]
    approx = bool(
        _APPROX_MARK.search(before)
        or _APPROX_AFTER.match(after)
        or _ends_with(words.stance.get("approx"), before.lower())
    )
    step = displayed_step(m.text, value, decimal_symbol)
    kind = m.kind
    measure = unit_of_word(m.unit) if kind == "number" else None
    noun = m.unit
    if kind == "number" and measure is None:
        degree = _DEGREES.match(after)
        if degree is not None and (temp := unit_of_word("°" + degree.group(1).lower())):
            measure, noun = temp, "°" + degree.group(1)  # "31°C": the sign is no word
    if kind == "number" and measure is None:
        # "9.6 × 4.4 × 1.8 cm": a dimension chain's unit is every factor's
        chain = _DIMENSIONS.match(answer, m.end, m.end + 80)
        if chain is not None and (shared := unit_of_word(chain.group(1))) is not None:
            measure, noun = shared, chain.group(1)
    stated = Stated(
        value=value,
        kind=kind,  # type: ignore[arg-type]
        step=step,
        approx=approx,
        unit=measure if kind == "number" else (m.unit if kind == "money" else None),
    )
    if measure is not None and unit(measure) is not None and unit(measure).dimension == "time":  # type: ignore[union-attr]
        pass
    v = Value(kind, m.text, m.start, m.end, m, stated=stated, noun=noun)
    digits = _NOT_DIGIT.sub("", m.text)
    v.year_like = kind == "number" and bool(_YEAR.match(digits)) and m.text.strip() == digits
    return v


_DEGREES = regex_cache.compile(r"\s?[°º]\s?([CFcf])(?![^\W\d_])")
_DIMENSIONS = regex_cache.compile(r"(?:\s*[×xX*]\s*\d+(?:[.,]\d+)?)+\s*([^\W\d_]{1,6})\b")


def _ends_with(pattern: re.Pattern[str] | None, text: str) -> bool:
    if pattern is None:
        return False
    tail = text.rstrip(" *\u00a0")
    return any(m.end() >= len(tail) - 1 for m in pattern.finditer(tail))


_SENTENCE_STOP = regex_cache.compile(r"[.!?।\n]")


@cache
def _phrase_pattern(words: tuple[str, ...]) -> re.Pattern[str] | None:
    return compile_phrases(words)


def _tense_settles(answer: str, end: int, lex: object) -> bool:
    """Whether the rest of the sentence after a day word that points either way (Hindi कल)
    is in the future tense only: a future verb and no past one, so the day is ahead."""
    future = _phrase_pattern(tuple(getattr(lex, "dates_future_markers", ()) or ()))
    past = _phrase_pattern(tuple(getattr(lex, "dates_past_markers", ()) or ()))
    if future is None:
        return False
    stop = _SENTENCE_STOP.search(answer, end, end + 200)
    tail = answer[end : stop.start() if stop else end + 200].lower()
    return bool(future.search(tail)) and not (past is not None and past.search(tail))


def _date_value(answer: str, m: Mention, lex: object, now: datetime | None) -> Value | None:
    raw = m.value
    day = raw.date() if isinstance(raw, datetime) else raw
    if not isinstance(day, date):
        return None
    text = m.text
    has_digit = any(ch.isdigit() for ch in text)
    relative = not has_digit and not _names_month(text, lex)
    # a date written without its year compares by month and day, whatever year now gave it
    monthday = isinstance(day, MonthDay) or (not relative and not _WITH_YEAR.search(text))
    value = Value("date", text, m.start, m.end, m, day=day, monthday=monthday)
    value.relative = relative
    days = [day]
    ambiguous = getattr(lex, "dates_ambiguous_days", {}) or {}
    low = text.lower().strip()
    if ambiguous and _tense_settles(answer, m.end, lex):
        ambiguous = {}  # "कल तक हो जाएगा": by tomorrow, the future tense says
    for word, offset in ambiguous.items():
        if word in low and now is not None:
            # (both ways from today, whichever the reader took first: "कल" is yesterday
            # and tomorrow)
            for other in (now.date() + timedelta(days=offset), now.date() - timedelta(days=offset)):
                if other not in days:
                    days.append(other)
    value.weekday = _weekday_named(text, lex)
    lead = _RANGE_LEAD.search(answer, max(0, m.start - 16), m.start)
    if value.weekday is not None and lead is not None and has_digit:
        # "Sat–Mon, Oct 10–12": a range of weekdays before a range of days pairs end with
        # end, so the day the mention starts with falls on the range's first weekday
        first = _weekday_named(lead.group(1), lex)
        if first is not None:
            value.weekday = first
    if now is not None and names_day_alone(text, getattr(lex, "language", "")):
        value.monthday = False  # "on the 8th": this month's, or a neighbouring one's
        days = days_numbered_near(now.date(), day.day)
    if (
        value.weekday is not None
        and has_digit
        and now is not None
        and not _names_month(text, lex)
        and not _DIGIT_DATE.search(text)
    ):
        # "el jueves 29", "Friday the 31st": a day of this month or a neighbouring one;
        # every such date is a reading (the weekday may be the answer's mistake)
        value.monthday = False
        days = days_numbered_near(now.date(), day.day) or days
        if not any(d.weekday() == value.weekday for d in days):
            # (further out, the one that falls on that weekday: "el sábado 29" in September
            # is November's)
            further = [
                d
                for d in days_numbered_near(now.date(), day.day, reach=120)
                if d.weekday() == value.weekday and d not in days
            ]
            days += sorted(further, key=lambda d: abs((d - now.date()).days))[:1]
    nexts = getattr(lex, "dates_next", ()) or ()
    if value.weekday is not None and not has_digit and low.startswith(tuple(nexts)):
        # "next Thursday" is the coming one or the one of the week after, as people use it
        days.append(day + timedelta(days=7))
    elif (
        value.weekday is not None
        and not has_digit
        and now is not None
        and day < now.date()
        and value.weekday == day.weekday()
        and not _directed(low, lex)
        and _future_clause(answer, m, lex)
    ):
        # "the pass will run out on Sunday": a weekday alone in a clause in the
        # future tense is the coming one, though the last one was nearer today
        days = [day + timedelta(days=7)]
        value.day = days[0]
    value.days = tuple(days)
    if isinstance(raw, datetime):
        value.clock = raw.time()
    return value


def _future_clause(answer: str, m: Mention, lex: object) -> bool:
    """Whether the clause of a mention says what will happen (a future cue of the language
    in it: "'ll", "va a", "होगा", "将"), and no date in brackets after it says which day it
    is ("on Monday (July 7)")."""
    cues = _phrase_pattern(tuple(getattr(lex, "stance_future", ()) or ()))
    if cues is None or _BRACKETED_DATE.match(answer, m.end):
        return False
    start = max((answer.rfind(c, 0, m.start) for c in ".!?\n。！？।,;，；"), default=-1) + 1
    stop = _CLAUSE_STOP.search(answer, m.end)
    clause = answer[start : stop.start() if stop else len(answer)].lower()
    return cues.search(clause) is not None


# where a clause ends after a mention: a stop, a comma, or "and" / "y" / "और" / "和" opening
# the next one
_CLAUSE_STOP = regex_cache.compile(r"[.!?\n।。！？,;，；]|\s(?:and|but|y|pero|और|लेकिन)\s|和|但")
_BRACKETED_DATE = regex_cache.compile(r"\s*\(\s*[^)]*\d")


def _directed(low: str, lex: object) -> bool:
    """Whether a weekday's mention says which way from today it lies ("next", "last",
    "pasado", "अगले", "上")."""
    words = [
        w
        for name in ("dates_next", "dates_last", "dates_next_after", "dates_last_after")
        for w in getattr(lex, name, ()) or ()
    ]
    return any(w and w.lower() in low for w in words)


# a word and a dash right before a mention: the first end of a range ("Sat–" of "Sat–Mon")
_RANGE_LEAD = regex_cache.compile(r"([^\W\d_]+)\.?\s*[–—-]\s*$")
_WITH_YEAR = regex_cache.compile(r"\d{4}|'\d\d")
_DIGIT_DATE = regex_cache.compile(r"\d[/.\-]\d")
_MONTH_MARK = regex_cache.compile(r"月|month")


def _names_month(text: str, lex: object) -> bool:
    months = getattr(lex, "dates_months", {}) or {}
    low = text.lower()
    if any(w in low for w in months):
        return True
    return bool(_MONTH_MARK.search(low)) or _month_word(low)


_MONTHS_EN = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)


_MONTH_NAMES: list[re.Pattern[str]] = []


def _month_word(low: str) -> bool:
    """Whether ``low`` names a month, in full or abbreviated ("January", "Jan 21", "ene")."""
    if not _MONTH_NAMES:
        from babel.dates import get_month_names

        names = {
            name.lower().rstrip(".")
            for code in ("en", "es", "hi")
            for width in ("wide", "abbreviated")
            for name in get_month_names(width, locale=code).values()
        }
        alternatives = "|".join(sorted(map(re.escape, names), key=len, reverse=True))
        _MONTH_NAMES.append(re.compile(rf"(?<![^\W\d_])(?:{alternatives})(?![^\W\d_])"))
    return _MONTH_NAMES[0].search(low) is not None


_WEEKDAY_CACHE: dict[str, list[tuple[str, int]]] = {}


def _weekday_names(language: str) -> list[tuple[str, int]]:
    cached = _WEEKDAY_CACHE.get(language)
    if cached is not None:
        return cached
    from babel.dates import get_day_names

    names: list[tuple[str, int]] = []
    for code in dict.fromkeys((language, "en")):
        for width in ("wide", "abbreviated"):
            try:
                table = get_day_names(width, locale=code)
            except Exception:
                continue
            for idx, name in table.items():
                names.append((name.lower().rstrip("."), int(idx)))
    lex = load(language) if language in ("en", "es", "hi", "zh") else load("en")
    for name, idx in (lex.dates_weekdays or {}).items():
        names.append((name.lower(), int(idx)))
    if language == "zh":
        for k, ch in enumerate("一二三四五六"):
            names += [(f"周{ch}", k), (f"星期{ch}", k), (f"礼拜{ch}", k)]
        names += [("周日", 6), ("星期日", 6), ("星期天", 6), ("周天", 6), ("礼拜天", 6)]
    names.sort(key=lambda p: -len(p[0]))
    _WEEKDAY_CACHE[language] = names
    return names


_LATIN_WORD = regex_cache.compile(r"[a-zà-ÿ]+")


def _weekday_named(text: str, lex: object) -> int | None:
    language = getattr(lex, "language", "en")
    low = text.lower()
    words = set(_LATIN_WORD.findall(low))
    for name, idx in _weekday_names(language):
        if len(name) < 3 and not _HAN.search(name):
            continue
        if name in low:
            if name.isascii() and name not in words:
                continue
            return idx
    return None


def _time_value(answer: str, m: Mention) -> Value | None:
    raw = m.value
    clock = raw.time() if isinstance(raw, datetime) else raw
    if not isinstance(clock, time):
        return None
    value = Value("time", m.text, m.start, m.end, m, clock=clock)
    value.ambiguous_12h = m.unit == UNMARKED_12H
    if isinstance(raw, datetime):
        value.day = raw.date()
        value.days = (raw.date(),)
    return value


# ---- labels -----------------------------------------------------------------------------


_LINE_LABEL = regex_cache.compile(r"\s*(?:[-*+•]\s+)?\**([^:*\n：]{1,40})\**\s*[:：](?!\d\d)")


def _label(
    answer: str,
    view: ClaimView,
    value: Value,
    row: TableRow | None,
    earlier: Sequence[Value] = (),
) -> tuple[str, str]:
    """The words that say what ``value`` is: its column header, the words before it in
    its clause (up to a boundary or another value), and the word after it; and the few of
    them right by the value (the header, a line's label, the last three words before it).

    In Chinese the verb after a time or date names it ("7:05从码头出发、8:40到岛上"):
    the words between an earlier time of the clause and this one are that time's, not
    this one's."""
    parts: list[str] = []
    near: list[str] = []
    if row is not None:
        for s, e, header in row.cells:
            if s <= value.start < e + 1:
                if header:
                    parts.append(header)
                    near.append(header)
                break
    lo = max(view.sentence[0], value.start - 60)
    before = answer[lo : value.start]
    cut = 0
    for m in _BOUNDARY.finditer(before):
        if m.end() < len(before) - 1 or m.group() in ("(", "（"):
            cut = m.end()
    head = before[cut:]
    if (
        view.claim.language == "zh"
        and value.kind in ("time", "date")
        and any(v.kind == value.kind and lo + cut < v.end <= value.start for v in earlier)
    ):
        head = ""
    # a markdown label at the start of the line ("**Pickup:** ...", "- Return: ...")
    line_start = answer.rfind("\n", 0, value.start) + 1
    line_head = answer[line_start : value.start]
    # (not the colon of a clock time before the value: "leave at 17:30, arriving at 07:45")
    lab = _LINE_LABEL.match(line_head)
    if lab is not None:
        parts.append(lab.group(1))
        if len(_WORD.findall(line_head[lab.end() :])) <= 6:
            near.append(lab.group(1))
    parts.append(head)
    near.append(" ".join(_WORD.findall(head)[-3:]))
    after = answer[value.end : min(view.sentence[1], value.end + 30)]
    first = _WORD.findall(after)[:2]
    if value.kind == "money" and first[:1] and first[0] in _GENITIVES:
        # (the noun may come after a word or two that qualify it: "₹900 का एक-मुश्त शुल्क")
        first = _WORD.findall(after)[:4]
    parts.append(" ".join(first))
    # a Hindi genitive names the value by the noun after it: "₹420 का भुगतान", "5 की छूट";
    # so does the noun after a unit joined by a hyphen: "a 6-month warranty"
    whole = (first[:1] and first[0] in _GENITIVES) or after[:1] == "-"
    near.append(" ".join(first if whole else first[:1]))
    label = " ".join(p.strip() for p in parts if p and p.strip())
    return label, " ".join(p.strip() for p in near if p and p.strip())


def label_words(label: str) -> set[str]:
    """The content words of a label, as light stems (any script), and as stems without
    their accents too: keys are written without them (``valido_hasta``, ``categoria``)."""
    words = {stem(w) for w in _WORD.findall(label.lower()) if len(w) > 1 or _HAN.match(w)}
    return words | {stem(fold(w)) for w in words if not w.isascii() and not _HAN.match(w)}


__all__ += ["TableRow", "label_words", "table_rows"]
