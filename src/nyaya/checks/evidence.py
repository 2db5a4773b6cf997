"""The machinery every check shares: find the records and fields a claim talks about.

A call's output is walked into *records* (a JSON object with its scalar fields;
nested lists become child records) and indexed by value: numbers, dates, times,
URLs, e-mail addresses and short strings. A claim is then tied to records by
*anchors*: strings of the output that occur in the claim (weighted by rarity)
and mentions whose value the output holds. A check fires only on a claim it can
tie to records this way with confidence; otherwise the claim stays unsupported.

Matching is lenient where people are: numbers compare as numbers with the
precision they were stated at ("about 1.2k" vs 1187), dates as dates, names
after case folding, accent stripping and transliteration to ASCII (anyascii).
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, time
from decimal import Decimal, InvalidOperation
from functools import cache, lru_cache
from typing import Any, Literal, NamedTuple
from urllib.parse import parse_qsl, urlencode, urlsplit

from anyascii import anyascii

from nyaya.checks.markers import (
    any_superlative,
    field_synonyms,
    noun_categories,
    noun_phrases,
    phrases,
    superlatives,
    tool_keywords,
)
from nyaya.claims import tool_categories_of
from nyaya.claims.model import Claim, Mention, MonthDay
from nyaya.report import Evidence, EvidenceKind, Finding, FindingType
from nyaya.run import Run, ToolCall

__all__ = [
    "CallEvidence",
    "ClaimContext",
    "EvidenceIndex",
    "Hit",
    "MentionMatch",
    "Outcome",
    "Record",
    "build_index",
    "build_request_index",
    "clock_readings",
    "field_named",
    "finding",
    "is_temperature",
    "norm",
    "normalize_url",
    "spelled_one",
    "temperature_key",
]

Scalar = str | int | float | bool | None
MatchSource = Literal["tool", "user", "run", "none"]

_HAS_DIGIT = re.compile(r"\d")
_FILE_NAME = re.compile(r"^\S+\.[A-Za-z]{2,4}$")
# A URL glued to CJK text ends where the text begins: "https://a.cn/1）这些" -> "https://a.cn/1".
_URL_END = re.compile(r"[\s\u3000-\u303f\u3400-\u9fff\uff00-\uffef「」《》]")
_SUBJECT_KEYS = frozenset({"symbol", "ticker", "company", "location", "city", "query", "customer"})
_CJK = re.compile(r"([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff])")
_NON_WORD = re.compile(r"[^0-9a-z]+")
# Numbers inside text, ids included ("certificate_7504069" holds 7504069).
_NUMBER_IN_TEXT = re.compile(
    r"(?<![\d.,])-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\d.,])-?\d+(?:\.\d+)?"
)
_ISO_DATE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?")
# Not inside a longer time: "T09:00:00" holds 09:00, never 00:00.
_CLOCK = re.compile(r"(?<![\d:])(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp]\.?[Mm]\.?)?")
_URL = re.compile(r"(?:https?://|www\.)[^\s\"'<>)\]]+", re.IGNORECASE)
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_KEY_SPLIT = re.compile(r"[._\-\s]+|(?<=[a-z])(?=[A-Z])")
_TRACKING = re.compile(r"^(utm_.*|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|ref_src|igshid)$", re.I)
_MAX_ANCHOR_TOKENS = 6
_MAX_ANCHOR_CHARS = 80


def norm(text: str) -> str:
    """Fold ``text`` for comparison: transliterated, case-folded, accents and punctuation gone."""
    if not text.isascii():
        text = anyascii(_CJK.sub(r" \1 ", unicodedata.normalize("NFKC", text)))
    return " ".join(_NON_WORD.split(text.casefold())).strip()


def normalize_url(url: str) -> str:
    """A URL reduced for comparison: no scheme, ``www.``, fragment, tracking params, final /."""
    raw = _URL_END.split(url.strip(), maxsplit=1)[0].rstrip(".,;:!?)]}>\"'")
    if "://" not in raw:
        raw = "http://" + raw
    try:
        parts = urlsplit(raw)
    except ValueError:
        return url.strip().casefold()
    host = (parts.hostname or "").casefold()
    host = host.removeprefix("www.")
    query = urlencode(
        sorted(
            (k, v)
            for k, v in parse_qsl(parts.query, keep_blank_values=True)
            if not _TRACKING.match(k)
        )
    )
    path = parts.path.rstrip("/")
    return host + path + (f"?{query}" if query else "")


@cache
def key_tokens(key: str) -> tuple[str, ...]:
    """The words of an output key: ``scheduled_departure_time`` -> (scheduled, departure, time)."""
    last = key.split(".")[-1] if not key.split(".")[-1].isdigit() else key
    return tuple(t.lower() for t in _KEY_SPLIT.split(last) if t and not t.isdigit())


@lru_cache(maxsize=4096)
def _key_text(key: str) -> str:
    return " ".join(key_tokens(key))


@dataclass(frozen=True, slots=True, eq=False)
class Record:
    """One JSON object of a call's output: its scalar fields keyed relative to ``path``."""

    call: CallEvidence
    path: str
    collection: str | None
    fields: Mapping[str, Scalar]
    parent: Record | None


class Hit(NamedTuple):
    """A value found in a record's field.

    Immutable like the other types here, but a named tuple: the index builds one per
    output field on every check, and a tuple is several times cheaper to make.
    """

    record: Record
    key: str
    value: Scalar

    def evidence(self) -> Evidence:
        """This hit as report evidence."""
        path = f"{self.record.path}.{self.key}" if self.record.path else self.key
        return Evidence(
            receipt_id=self.record.call.receipt_id, field=path or None, value=self.value
        )


@dataclass(slots=True, eq=False)
class CallEvidence:
    """What one call contributes as evidence (nothing when its receipt failed verification)."""

    call: ToolCall
    receipt_id: str
    kind: EvidenceKind
    usable: bool
    result_count: int | None
    categories: frozenset[str]
    records: list[Record] = field(default_factory=list)
    collections: dict[str, int] = field(default_factory=dict)

    @property
    def failed(self) -> bool:
        """The tool reported an error (or was denied): its silence proves nothing."""
        return self.call.error is not None

    def evidence(self, field_name: str | None = None, value: Any = None) -> Evidence:
        """Report evidence pointing at this call's receipt."""
        return Evidence(receipt_id=self.receipt_id, field=field_name, value=value)


@dataclass(frozen=True, slots=True)
class MentionMatch:
    """Where a mention's value was found: a tool output, the user's words, the run, or nowhere."""

    mention: Mention
    source: MatchSource
    hits: tuple[Hit, ...] = ()


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one check made of one claim."""

    findings: tuple[Finding, ...] = ()
    resolved: Mapping[int, tuple[Evidence, ...]] = field(default_factory=dict)
    evidence: tuple[Evidence, ...] = ()


@dataclass(slots=True)
class ClaimContext:
    """One claim prepared for the checks: folded text, mention matches, anchored records."""

    claim: Claim
    fold: str
    normed: str
    matches: list[MentionMatch]
    anchors: dict[int, float]
    focus: dict[int, str] = field(default_factory=dict)
    _said: dict[str, bool] = field(default_factory=dict)
    _said_text: str | None = None

    def anchored(self, index: EvidenceIndex, *, confident: float = 1.0) -> list[Record]:
        """The records this claim is about, best first, when tied with enough confidence."""
        if not self.anchors:
            return []
        best = max(self.anchors.values())
        if best < confident:
            return []
        return [index.records[i] for i, s in self.anchors.items() if s >= best - 1e-9]

    def says(self, table: str) -> bool:
        """Whether the claim holds a phrase of marker ``table`` (searched once per claim),
        outside its dates and times: "on 25 May" says no "may"."""
        found = self._said.get(table)
        if found is None:
            found = phrases(table, self.claim.language).search(self._prose()) is not None
            self._said[table] = found
        return found

    def _prose(self) -> str:
        text = self._said_text
        if text is None:
            text = self.fold
            for m in self.claim.mentions:
                if m.kind in ("date", "time"):
                    a, b = m.start - self.claim.start, m.end - self.claim.start
                    if 0 <= a <= b <= len(text):
                        text = text[:a] + " " * (b - a) + text[b:]
            self._said_text = text
        return text

    def matched_values(self) -> set[str]:
        """Folded values of the mentions that were found somewhere."""
        return {norm(str(m.mention.value)) for m in self.matches if m.source != "none"}


def finding(
    kind: FindingType,
    ctx: ClaimContext | None,
    message: str,
    *,
    expected: Any = None,
    found: Any = None,
    receipt_id: str | None = None,
) -> Finding:
    """A finding about ``ctx``'s claim (or about the run when ``ctx`` is None)."""
    return Finding(
        type=kind,
        claim_id=ctx.claim.id if ctx else None,
        message=message,
        expected=_jsonable(expected),
        found=_jsonable(found),
        receipt_id=receipt_id,
    )


def _jsonable(value: Any) -> Any:
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, MonthDay):
        # ISO 8601's year-less form: the placeholder year must never reach a report.
        return value.strftime("--%m-%d")
    if isinstance(value, (date, time)):
        return value.isoformat()
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return value


class EvidenceIndex:
    """Every usable tool output of a run, indexed for the checks; built once per check."""

    def __init__(self, run: Run, calls: Sequence[CallEvidence]) -> None:
        self.run = run
        self.calls = list(calls)
        self.usable = [c for c in self.calls if c.usable]
        self.records: list[Record] = []
        self._record_ids: dict[int, int] = {}
        self._numbers: list[tuple[Decimal, int]] = []
        self._hits: list[Hit] = []
        self._dates: dict[date, list[int]] = {}
        self._monthdays: dict[tuple[int, int], list[int]] = {}
        self._times: dict[tuple[int, int], list[int]] = {}
        self._strings: dict[str, list[int]] = {}
        self._string_records: dict[str, set[int]] = {}
        self._originals: dict[str, str] = {}
        self._prefixes: set[str] = set()
        self._value_texts: list[str] = []
        self._keys: set[str] = set()
        self.urls: dict[str, Hit] = {}
        self.hosts: set[str] = set()
        self.emails: dict[str, Hit] = {}
        texts: list[str] = []
        for call in self.usable:
            for record in call.records:
                self._record_ids[id(record)] = len(self.records)
                self.records.append(record)
                for key, value in record.fields.items():
                    self._add(Hit(record, key, value), texts)
                texts.append(_key_text(record.collection or ""))
        self.text = " " + " ".join(texts) + " "
        self.values_text = " " + " ".join(self._value_texts) + " "
        self._numbers.sort(key=lambda p: p[0])
        self._number_keys = [n for n, _ in self._numbers]
        self.user = " " + norm(run.user) + " "
        self.user_numbers = {
            _dec(m.group().replace(",", "")) for m in _NUMBER_IN_TEXT.finditer(run.user)
        }
        self.user_urls = {normalize_url(u) for u in _URL.findall(run.user)}
        self.call_ids = {c.call.id for c in self.calls} | {c.receipt_id for c in self.calls}
        self.allowed_sources: tuple[str, ...] = ()

    def allowed(self, url_key: str) -> bool:
        """Whether the policy allows citing this normalised URL (its host, or a prefix)."""
        host = url_key.split("/")[0]
        return any(
            url_key == a
            or url_key.startswith(a + "/")
            or ("/" not in a and (host == a or host.endswith("." + a)))
            for a in self.allowed_sources
        )

    def record_id(self, record: Record) -> int:
        """The position of ``record`` in ``records``."""
        return self._record_ids[id(record)]

    def _add(self, hit: Hit, texts: list[str]) -> None:
        h = len(self._hits)
        self._hits.append(hit)
        value = hit.value
        if hit.key not in self._keys:
            # A key's words say what outputs hold; each once is enough ("subject" x 50).
            self._keys.add(hit.key)
            texts.append(_key_text(hit.key))
        if type(value) is int:
            # Exact and cheaper than going through str() (a bool is not of type int).
            self._numbers.append((Decimal(int(value)), h))
            return
        if value is None or isinstance(value, bool):
            return
        if isinstance(value, (int, float)):
            d = _dec(value)
            if d is not None:
                self._numbers.append((d, h))
            return
        rid = len(self.records) - 1
        text = str(value)
        folded = norm(text)
        texts.append(folded)
        self._value_texts.append(folded)
        if 0 < len(folded) <= _MAX_ANCHOR_CHARS and folded.count(" ") < _MAX_ANCHOR_TOKENS:
            self._strings.setdefault(folded, []).append(h)
            self._string_records.setdefault(folded, set()).add(rid)
            if folded not in self._originals:
                self._originals[folded] = text
                cut = folded.find(" ")
                while cut > 0:
                    self._prefixes.add(folded[:cut])
                    cut = folded.find(" ", cut + 1)
                self._prefixes.add(folded)
        if not _HAS_DIGIT.search(text):
            self._add_links(text, hit)
            return
        for m in _NUMBER_IN_TEXT.finditer(text):
            # The pattern only matches plain decimals: Decimal() cannot fail on them.
            digits = m.group()
            self._numbers.append((Decimal(digits.replace(",", "") if "," in digits else digits), h))
        if "-" in text:
            self._add_dates(text, h)
        if ":" in text:
            self._add_times(text, h)
        self._add_links(text, hit)

    def _add_dates(self, text: str, h: int) -> None:
        for m in _ISO_DATE.finditer(text):
            try:
                day = date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
            except ValueError:
                continue
            self._dates.setdefault(day, []).append(h)
            self._monthdays.setdefault((day.month, day.day), []).append(h)
            if m.group(4):
                self._times.setdefault((int(m.group(4)), int(m.group(5))), []).append(h)

    def _add_times(self, text: str, h: int) -> None:
        for m in _CLOCK.finditer(text):
            hour, minute = int(m.group(1)), int(m.group(2))
            suffix = (m.group(3) or "").lower().replace(".", "")
            if suffix == "pm" and hour < 12:
                hour += 12
            elif suffix == "am" and hour == 12:
                hour = 0
            if hour < 24 and minute < 60:
                self._times.setdefault((hour, minute), []).append(h)

    def _add_links(self, text: str, hit: Hit) -> None:
        if "http" not in text and "www." not in text and "@" not in text:
            return
        for url in _URL.findall(text):
            key = normalize_url(url)
            self.urls.setdefault(key, hit)
            self.hosts.add(key.split("/")[0])
        for address in _EMAIL.findall(text):
            self.emails.setdefault(address.casefold(), hit)

    def numbers_near(self, value: Decimal, quantum: Decimal) -> list[Hit]:
        """Numeric values within half a ``quantum`` of ``value`` (rounded to what was stated)."""
        half = quantum / 2
        lo = bisect_left(self._number_keys, value - half)
        hi = bisect_right(self._number_keys, value + half)
        return [self._hits[self._numbers[i][1]] for i in range(lo, hi)]

    def dates(self, day: date) -> list[Hit]:
        """Fields holding ``day``."""
        return [self._hits[h] for h in self._dates.get(day, [])]

    def month_days(self, month: int, day: int) -> list[Hit]:
        """Fields holding this month and day in any year (for dates stated without a year)."""
        return [self._hits[h] for h in self._monthdays.get((month, day), [])]

    def times(self, hour: int, minute: int) -> list[Hit]:
        """Fields holding the clock time ``hour:minute``."""
        return [self._hits[h] for h in self._times.get((hour, minute), [])]

    def strings(self, folded: str) -> list[Hit]:
        """Short string fields whose folded value is exactly ``folded``."""
        return [self._hits[h] for h in self._strings.get(folded, [])]

    def contains(self, folded: str) -> bool:
        """Whether the folded phrase occurs (on word boundaries) in any usable output."""
        return bool(folded) and f" {folded} " in self.text

    def _spread(self, rids: set[int]) -> int:
        # A call's arguments echo what its output is about ({"symbol": "TSLA"} both ways):
        # that echo does not make the value any less specific to the output's record.
        outputs = {id(self.records[r].call) for r in rids if self.records[r].path != "arguments"}
        echoes = sum(
            1
            for r in rids
            if self.records[r].path == "arguments" and id(self.records[r].call) in outputs
        )
        return max(1, len(rids) - echoes)

    def _subject_value(self, rid: int, folded: str) -> bool:
        # The value names what the whole call is about: {"symbol": "TSLA"}, {"location": ...}.
        record = self.records[rid]
        if record.path != "":
            return False
        return any(
            "." not in k and set(key_tokens(k)) & _SUBJECT_KEYS and norm(str(v)) == folded
            for k, v in record.fields.items()
        )

    def contains_word(self, word: str) -> bool:
        """Whether a word starts a word of any output (keys included): "payment" in "payments"."""
        folded = norm(word)
        return bool(folded) and f" {folded}" in self.text

    def holds_word(self, word: str) -> bool:
        """Whether a word starts a word of an output *value* (keys not included)."""
        folded = norm(word)
        return bool(folded) and f" {folded}" in self.values_text

    def anchor_scores(self, normed: str) -> dict[int, float]:
        """Records whose short string values occur in the folded claim, scored by rarity."""
        scores: dict[int, float] = {}
        tokens = normed.split()
        prefixes = self._prefixes
        for i in range(len(tokens)):
            gram = tokens[i]
            for n in range(1, _MAX_ANCHOR_TOKENS + 1):
                if n > 1:
                    if i + n > len(tokens):
                        break
                    gram = f"{gram} {tokens[i + n - 1]}"
                if gram not in prefixes:
                    # No stored value starts with these words: a longer gram cannot match.
                    break
                rids = self._string_records.get(gram)
                if not rids or _weak_anchor(gram):
                    continue
                weight = specificity(self._originals[gram]) / self._spread(rids)
                for rid in rids:
                    # A call's root object is what the call is about ({"symbol": "TSLA", ...}).
                    boost = 2.0 if self._subject_value(rid, gram) else 1.0
                    scores[rid] = scores.get(rid, 0.0) + weight * boost
        return scores

    def calls_of(self, categories: Iterable[str]) -> list[CallEvidence]:
        """Calls (usable or not) whose tool belongs to any of ``categories``."""
        wanted = set(categories)
        return [c for c in self.calls if c.categories & wanted]


def specificity(value: str) -> float:
    """How much finding ``value`` in a claim ties the claim to its record.

    Ids ("HAT136", "W2378156") and capitalised phrases ("Quarterly deadline") 1.0; a
    capitalised word ("Alice") 0.5; lower-case values are enums or prose ("gift_card",
    "economy", "shipped") that many records could hold: 0.25.
    """
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    if (has_digit and has_alpha) or _FILE_NAME.search(value):
        return 1.0
    if value.islower():
        return 0.25
    words = value.split()
    return 1.0 if len(words) > 1 or (not value.isascii() and len(value) > 3) else 0.5


def _weak_anchor(gram: str) -> bool:
    # Short generic words ("yes", "no", "economy") tie a claim to too many records to count.
    return len(gram) < 3 or (gram.isdigit() and len(gram) < 4)


def _dec(value: Any) -> Decimal | None:
    try:
        d = Decimal(str(value))
    except (InvalidOperation, ValueError):
        return None
    return d if d.is_finite() else None


@cache
def categories_of(name: str, description: str, language: str = "en") -> frozenset[str]:
    """A tool's categories: the claims layer's when it offers them, plus our keyword table."""
    found = set(tool_categories_of(name, description, language))
    words = set(key_tokens(name)) | set(_NON_WORD.split(description.casefold()[:200]))
    words.add(name.casefold())
    for word, cats in tool_keywords().items():
        if word in words:
            found |= cats
    return frozenset(found)


@cache
def categories_in(text: str) -> frozenset[str]:
    """Categories of the record nouns that occur in a case-folded claim text."""
    table = noun_categories()
    out: set[str] = set()
    for m in noun_phrases().finditer(text):
        out |= table.get(m.group().casefold(), frozenset())
    return frozenset(out)


def walk_output(call: CallEvidence, output: Any) -> None:
    """Fill ``call.records`` and ``call.collections`` from the call's output."""
    if isinstance(output, (dict, list)):
        _walk(call, output, "", None, None)
    elif output is not None:
        call.records.append(
            Record(call, "", None, {"text" if isinstance(output, str) else "value": output}, None)
        )


def _walk(
    call: CallEvidence,
    node: Any,
    path: str,
    parent: Record | None,
    collection: str | None,
    keyed: bool = False,
) -> None:
    if keyed and isinstance(node, dict):
        call.collections[path] = len(node)
        for key, item in node.items():
            _walk(call, item, f"{path}.{key}", parent, collection or path)
        return
    if isinstance(node, list):
        call.collections[path] = len(node)
        scalars = {str(i): v for i, v in enumerate(node) if not isinstance(v, (dict, list))}
        if scalars:
            call.records.append(Record(call, path, collection, scalars, parent))
        for i, item in enumerate(node):
            if isinstance(item, (dict, list)):
                _walk(call, item, f"{path}.{i}" if path else str(i), parent, collection or path)
        return
    fields: dict[str, Scalar] = {}
    children: list[tuple[str, Any]] = []
    _flatten(node, "", fields, children)
    record = Record(call, path, collection, fields, parent)
    call.records.append(record)
    for key, child in children:
        sub = f"{path}.{key}" if path else key
        _walk(call, child, sub, record, key.split(".")[-1], keyed=isinstance(child, dict))


def _flatten(
    node: dict[str, Any], prefix: str, fields: dict[str, Scalar], children: list[tuple[str, Any]]
) -> None:
    for key, value in node.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict) and value and all(isinstance(v, dict) for v in value.values()):
            # Records keyed by id ({"gift_card_1": {...}, "card_2": {...}}) are a collection.
            children.append((name, value))
        elif isinstance(value, dict):
            _flatten(value, f"{name}.", fields, children)
        elif isinstance(value, list):
            children.append((name, value))
        else:
            fields[name] = value


def build_index(
    run: Run, calls: Sequence[CallEvidence], *, allowed_sources: Sequence[str] = ()
) -> EvidenceIndex:
    """Walk each usable call's output (and a successful call's arguments) into records.

    ``allowed_sources`` are hosts (or host/path prefixes) the policy lets the answer cite
    without a tool output holding them (the constitution's ``[sources]``).
    """
    for call in calls:
        if call.usable and not call.records:
            walk_output(call, call.call.output)
            if not call.failed and isinstance(call.call.arguments, dict) and call.call.arguments:
                # What the agent asked a tool that then succeeded is grounded in that call
                # ("I set an alarm for 6:30 PM"); it never counts as a result.
                fields: dict[str, Scalar] = {}
                children: list[tuple[str, Any]] = []
                _flatten(call.call.arguments, "", fields, children)
                call.records.append(Record(call, "arguments", None, fields, None))
    index = EvidenceIndex(run, calls)
    index.allowed_sources = tuple(normalize_url(s) for s in allowed_sources)
    return index


def build_request_index(run: Run, calls: Sequence[CallEvidence]) -> EvidenceIndex:
    """The arguments of the calls that failed, indexed like outputs.

    What the agent asked a tool that then failed is not evidence of any result, but an
    honest failure report repeats it ("I couldn't load your calendar for 25 August").
    """
    asked: list[CallEvidence] = []
    for call in calls:
        if call.failed and isinstance(call.call.arguments, dict) and call.call.arguments:
            fields: dict[str, Scalar] = {}
            children: list[tuple[str, Any]] = []
            _flatten(call.call.arguments, "", fields, children)
            request = CallEvidence(
                call.call, call.receipt_id, call.kind, True, None, call.categories
            )
            request.records.append(Record(request, "arguments", None, fields, None))
            asked.append(request)
    return EvidenceIndex(run, asked)


def stated_quantum(mention: Mention, fold: str, language: str = "en") -> Decimal:
    """The precision a number was stated at: "1.2k" -> 100, "4.56" -> 0.01, "about 1,200" -> 100."""
    value = mention.value
    if not isinstance(value, Decimal) or value == 0:
        return Decimal(0)
    digits = [d for d in (unicodedata.digit(ch, None) for ch in mention.text) if d is not None]
    while digits and digits[0] == 0:
        digits.pop(0)
    if not digits:
        return Decimal(0)
    sig = len(digits)
    # Chinese puts the marker right before the number (约¥230); a wide window would catch
    # the same character inside other words (预约).
    width = 3 if language == "zh" else 30
    context = fold[max(0, mention.start - width) : mention.start]
    if phrases("approx", language).search(context):
        while sig > 1 and digits[sig - 1] == 0:
            sig -= 1
    exponent = value.copy_abs().adjusted()
    quantum = Decimal(1).scaleb(exponent - sig + 1)
    return quantum


def match_mentions(claim: Claim, fold: str, index: EvidenceIndex) -> list[MentionMatch]:
    """Find each mention's value in the outputs, else in the user's words, else nowhere.

    A mention inside a quoted string is part of the quote (the subject "下周一起吃饭？"
    holds no date) and is left out.
    """
    quotes = [(m.start, m.end) for m in claim.mentions if m.kind == "quote"]
    out = []
    for m in claim.mentions:
        if m.kind != "quote" and any(a <= m.start and m.end <= b for a, b in quotes):
            continue
        start = m.start - claim.start
        local = Mention(m.kind, m.text, start, start + len(m.text), m.value, m.unit)
        out.append(_match(local, m, fold, index, claim.language))
    return out


def _match(local: Mention, m: Mention, fold: str, index: EvidenceIndex, lang: str) -> MentionMatch:
    value = m.value
    if m.kind in ("number", "money", "percent") and isinstance(value, Decimal):
        quantum = stated_quantum(local, fold, lang)
        hits = index.numbers_near(value, quantum)
        if hits and m.kind == "number" and is_temperature(fold, local.end):
            # "40°C" is a temperature: a 40 % chance of rain elsewhere does not support it.
            hits = [h for h in hits if temperature_key(h.key)]
        if not hits and m.kind == "percent" and value <= 100:
            hits = [h for h in index.numbers_near(value / 100, quantum / 100) if abs(value) > 0]
        if hits:
            return MentionMatch(m, "tool", tuple(hits))
        if value in index.user_numbers:
            return MentionMatch(m, "user")
        return MentionMatch(m, "none")
    if m.kind == "date":
        day = value.date() if isinstance(value, datetime) else value
        if not isinstance(day, date):
            return MentionMatch(m, "none")
        hits = index.dates(day) if has_year(m.text) else index.month_days(day.month, day.day)
        return MentionMatch(m, "tool", tuple(hits)) if hits else MentionMatch(m, "none")
    if m.kind == "time":
        hits = [
            h for hour, minute in clock_readings(value, m.text) for h in index.times(hour, minute)
        ]
        return MentionMatch(m, "tool", tuple(hits)) if hits else MentionMatch(m, "none")
    if m.kind == "url":
        key = normalize_url(str(value))
        if key in index.urls:
            return MentionMatch(m, "tool", (index.urls[key],))
        if key in index.user_urls:
            return MentionMatch(m, "user")
        return MentionMatch(m, "none")
    if m.kind == "email":
        address = str(value).casefold()
        if address in index.emails:
            return MentionMatch(m, "tool", (index.emails[address],))
        return MentionMatch(m, "user" if norm(address) in index.user else "none")
    if m.kind == "call_ref":
        return MentionMatch(m, "run" if str(value) in index.call_ids else "none")
    folded = norm(str(value))
    if not folded:
        return MentionMatch(m, "none")
    hits = index.strings(folded)
    if hits:
        return MentionMatch(m, "tool", tuple(hits))
    if index.contains(folded) or _skeleton_in(folded, index, str(value)):
        return MentionMatch(m, "tool")
    if f" {folded} " in index.user:
        return MentionMatch(m, "user")
    return MentionMatch(m, "none")


_VOWELS = re.compile(r"[aeiouyhw]+")
_TEMPERATURE_UNIT = re.compile(r"\s?(?:°|º|℃|℉|degrees?\b|grados?\b|डिग्री|度)")
_TEMPERATURE_WORDS = frozenset(
    {"temp", "temperature", "high", "low", "max", "min", "feels", "celsius", "fahrenheit"}
)


def is_temperature(fold: str, end: int) -> bool:
    """Whether the number ending at ``end`` of the folded claim carries a temperature unit."""
    return _TEMPERATURE_UNIT.match(fold, end) is not None


def temperature_key(key: str) -> bool:
    """Whether an output key names a temperature (``high_c``, ``temp``, ``feels_like``)."""
    return bool(set(key_tokens(key)) & _TEMPERATURE_WORDS)


# What says which half of the day a clock time is in ("PM", "下午", "दोपहर", "de la tarde").
_MORNING = re.compile(
    r"(?<![a-z])a\.?\s?m\b|上午|早上|早晨|凌晨|सुबह|mañana|madrugada|morning", re.IGNORECASE
)
_AFTERNOON = re.compile(
    r"(?<![a-z])p\.?\s?m\b|中午|下午|दोपहर|शाम|tarde|mediod[ií]a|noon|afternoon|evening",
    re.IGNORECASE,
)
_NIGHT = re.compile(r"晚上|傍晚|夜里|रात|noche|night", re.IGNORECASE)
_EVENING_FROM = 5  # "रात 10 बजे" is 22:00, "रात 2 बजे" is 02:00


def clock_readings(value: Any, text: str) -> tuple[tuple[int, int], ...]:
    """The (hour, minute) readings of a stated time: "1:25" with no am/pm is 01:25 or 13:25.

    ``text`` is the mention as written. Its marker of the half of the day decides
    ("1:25 PM", "下午1点25" and "दोपहर 1:25" are 13:25, whether or not the claims layer
    already turned them); without one, a time from 1 to 11 o'clock matches either half,
    and "13:25", "06:00" (a 24-hour clock's leading zero) and "12:30" (midday) one time.
    """
    if not isinstance(value, (time, datetime)):
        return ()
    hour, minute = value.hour, value.minute
    if 1 <= hour <= 11 and (
        _AFTERNOON.search(text) or (hour >= _EVENING_FROM and _NIGHT.search(text))
    ):
        return ((hour + 12, minute),)
    if hour == 12 and _MORNING.search(text) and not _AFTERNOON.search(text):
        return ((0, minute),)
    if not 1 <= hour <= 11 or _MORNING.search(text) or _NIGHT.search(text):
        return ((hour, minute),)
    if _leading_zero(text):
        return ((hour, minute),)
    return (hour, minute), (hour + 12, minute)


_ZERO_HOUR = re.compile(r"(?<!\d)0\d\s?[:：h.]")


def _leading_zero(text: str) -> bool:
    # "06:00", "2023-09-11 09:00:00": a 24-hour clock writes the hour with two digits.
    return _ZERO_HOUR.search(text) is not None


def spelled_one(mention: Mention) -> bool:
    """Whether a number mention is "one" written as a word ("the latest one", 一封, एक ही).

    Every language of nyaya uses that word as an article or a pronoun too, so it is a
    value only where something reads it as one (a count, a field the claim names).
    """
    return (
        mention.kind == "number"
        and mention.value == 1
        and not any(unicodedata.digit(ch, None) is not None for ch in mention.text)
    )


def has_year(text: str) -> bool:
    """Whether a written date states its year (four digits in any script)."""
    run = 0
    for ch in text:
        run = run + 1 if unicodedata.digit(ch, None) is not None else 0
        if run == 4:
            return True
    return False


def skeleton(folded: str) -> str:
    """A loose phonetic key for names written in another script (consonants only)."""
    s = re.sub(r"c(?=[eiy])", "s", folded).replace("ph", "f").replace("c", "k").replace("q", "k")
    s = s.replace("z", "s").replace("v", "b").replace("x", "ks").replace(" ", "")
    s = _VOWELS.sub("", s)
    return re.sub(r"(.)\1+", r"\1", s)


def _skeleton_in(folded: str, index: EvidenceIndex, original: str) -> bool:
    # Only for names written in a non-Latin script: a Latin name compares exactly.
    if original.isascii() or len(folded) < 3:
        return False
    key = skeleton(folded)
    if len(key) < 2:
        return False
    return any(skeleton(s) == key for s in index._string_records)


def field_named(fold: str, normed: str, key: str) -> bool:
    """Whether a claim names the field ``key``: by a synonym of one of its words ("precio"
    for price), or by all its words ("last name" for last_name; "last" alone is "within
    the last 24 hours"). ``fold`` is the case-folded claim, ``normed`` its `norm` in spaces."""
    synonyms = field_synonyms()
    words = [w for w in key_tokens(key) if len(w) > 2]
    for word in words:
        table = synonyms.get(word)
        if table is not None and table.search(fold):
            return True
    return bool(words) and all(f" {w}" in normed for w in words)


def _mention_weight(match: MentionMatch) -> float:
    m = match.mention
    if m.kind in ("date", "time", "url", "email"):
        return 1.0
    if m.kind in ("number", "money", "percent"):
        digits = sum(1 for ch in m.text if ch.isdigit())
        return 1.0 if digits >= 3 else 0.5
    return specificity(str(m.value))


def prepare(
    claim: Claim, index: EvidenceIndex, previous: ClaimContext | None = None
) -> ClaimContext:
    """Fold the claim, match its mentions and anchor it to records.

    ``previous`` is the clause before this one in the same sentence: a clause with no
    anchor of its own ("... and costs $78") is about the same record as that clause.
    """
    fold = claim.text.casefold()
    normed = norm(claim.text)
    matches = match_mentions(claim, fold, index)
    anchors = index.anchor_scores(normed)
    for match in matches:
        records = {index.record_id(h.record) for h in match.hits}
        weight = _mention_weight(match)
        if weight < 1.0 and records and _HAS_DIGIT.search(match.mention.text):
            # "the high will be 32°C": a short number in the numeric field the claim names,
            # held by one record only, singles that record out.
            named = {
                index.record_id(h.record)
                for h in match.hits
                if h.record.path != "arguments"
                and type(h.value) in (int, float)
                and field_named(fold, f" {normed} ", h.key)
            }
            if len(named) == 1:
                records, weight = named, 1.0
        for rid in records:
            anchors[rid] = anchors.get(rid, 0.0) + weight / len(records)
    focus: dict[int, str] = {}
    has_superlative = any_superlative(claim.language).search(fold) is not None
    for direction, cls, table in superlatives(claim.language) if has_superlative else ():
        if table.search(fold) is None:
            continue
        chosen = _extreme(index, direction, cls)
        if chosen is not None:
            rid, key = chosen
            anchors[rid] = anchors.get(rid, 0.0) + _SUPERLATIVE_WEIGHT
            focus[rid] = key
    ctx = ClaimContext(claim, fold, f" {normed} ", matches, anchors, focus)
    if previous is not None and not ctx.anchored(index) and previous.anchored(index):
        ctx.anchors = {**previous.anchors, **{k: v for k, v in anchors.items() if v > 0}}
        ctx.focus = {**previous.focus, **focus}
    return ctx


MONEY_KEYS = frozenset(
    [
        "price",
        "amount",
        "cost",
        "total",
        "balance",
        "fee",
        "payment",
        "paid",
        "refund",
        "salary",
        "subtotal",
        "tax",
        "charge",
        "fare",
        "value",
        "revenue",
        "income",
        "spend",
        "spent",
    ]
)
_SUPERLATIVE_WEIGHT = 2.0
_TEMP_KEYS = {
    "max": {"high", "temp", "temperature", "max"},
    "min": {"low", "temp", "temperature", "min"},
}


def _first_record(index: EvidenceIndex) -> tuple[int, str] | None:
    # "The top result": the first item of the largest list a call returned.
    best: tuple[int, Record] | None = None
    for call in index.usable:
        for path, size in call.collections.items():
            first = next((r for r in call.records if r.path == f"{path}.0" if path), None)
            if first is not None and (best is None or size > best[0]):
                best = (size, first)
    if best is None:
        return None
    record = best[1]
    key = next((k for k in record.fields if set(key_tokens(k)) & _TITLE_WORDS), "")
    return index.record_id(record), key


_TITLE_WORDS = frozenset({"title", "name", "subject", "headline"})


def field_class(key: str, value: Scalar, direction: str = "max") -> str | None:
    """What a field holds, for superlatives: ``amount``, ``temp`` or ``date``."""
    words = key_tokens(key)
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        if words and words[-1] in MONEY_KEYS:
            return "amount"
        if set(words) & _TEMP_KEYS[direction]:
            return "temp"
        return None
    if isinstance(value, str) and _ISO_DATE.match(value):
        return "date"
    return None


def _extreme(index: EvidenceIndex, direction: str, cls: str) -> tuple[int, str] | None:
    # The record with the largest (smallest) value of the class, in the biggest collection.
    groups: dict[tuple[int, str], list[tuple[Record, str, Scalar]]] = {}
    for record in index.records:
        if record.path == "arguments":
            continue
        for key, value in record.fields.items():
            if field_class(key, value, direction) == cls:
                group = (id(record.call), record.path.rpartition(".")[0])
                groups.setdefault(group, []).append((record, key, value))
                break
    if cls == "order":
        return _first_record(index)
    candidates = [g for g in groups.values() if len({id(r) for r, _, _ in g}) >= 2]
    if not candidates:
        return None
    best = max(candidates, key=len)
    ordered = sorted(best, key=lambda t: str(t[2]) if cls == "date" else float(t[2] or 0))
    top, runner = (ordered[-1], ordered[-2]) if direction == "max" else (ordered[0], ordered[1])
    if top[2] == runner[2] or (cls == "date" and str(top[2])[:10] == str(runner[2])[:10]):
        # A tie, or two on the same day: "the latest" does not single one out.
        return None
    return index.record_id(top[0]), top[1]
