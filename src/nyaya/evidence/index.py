"""The evidence index: every tool output, call argument and context message of a run,
walked once and indexed by value.

A call's output becomes *leaves* (one per scalar: its JSON pointer, key words, kind and
normalised value), *records* (one per JSON object, or per row of a ``columns`` +
``rows`` table) and *lists* (with their length and the records they hold). Long strings
(an e-mail body, a page, a description) are *text* leaves: the values inside them are read
on first need by the claims layer's mention finder and indexed like the rest, pointing
back at the text. Call arguments are indexed as what the agent asked for; context
messages (the system prompt, earlier turns) as testimony.

The checks never walk outputs themselves: they look values up here by kind (numbers in a
sorted array, dates and clock times by value, strings by folded form, URLs by normalised
form) and navigate records and lists by id.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from decimal import Decimal, InvalidOperation
from functools import cache
from typing import Any, Literal

from nyaya.claims import regex_cache
from nyaya.evidence.fold import fold, key_words, normalize_url
from nyaya.run import Run, ToolCall
from nyaya.values.temporal import When, parse_when, zone_offsets
from nyaya.values.units import key_unit

__all__ = [
    "CallInfo",
    "EvidenceIndex",
    "Leaf",
    "LeafKind",
    "ListNode",
    "Record",
    "Source",
    "build_index",
    "is_total_key",
    "number_of",
]

LeafKind = Literal["number", "string", "bool", "null", "when", "url", "email", "text"]
Source = Literal["output", "arguments", "context"]

_URL = regex_cache.compile(r"^(?:https?://|www\.)\S+$", re.IGNORECASE)
_EMAIL = regex_cache.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$")
_NUMERIC = regex_cache.compile(r"^\s*[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*$")
_TEXT_MIN = 60
_HAN_TEXT_MIN = 24
_HAN_CLAUSE = regex_cache.compile(r"[\u3400-\u9fff][，。；：][\u3400-\u9fff\d]")
_LONG_STRING = 2_000


def _figures_bounded_by(letter: str) -> re.Pattern[str]:
    """A figure inside a short text (with thousands commas or not) that no ``letter``, dot,
    comma or colon touches: the digits of a code or a clock are no figure."""
    edge, end = rf"(?<![.,:])(?<!{letter})", rf"(?!{letter}|:)"
    return regex_cache.compile(
        rf"{edge}\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?{end}|{edge}\d+(?:\.\d+)?{end}"
    )


_NUMBER_IN = _figures_bounded_by(r"\w")
# a figure in the continental way, dots for thousands: read so only where nothing else can
# be meant — two dot groups ("1.250.000"), a decimal comma after them ("2.438,50"), or a
# euro sign beside it ("18.500 €"); a lone "1.500" stays one and a half
_DOT_THOUSANDS_IN = regex_cache.compile(
    r"(?<![\w.,:])(?:(?P<a>\d{1,3}(?:\.\d{3}){2,}|\d{1,3}(?:\.\d{3})+,\d+)(?![\w.,:]|,\d)"
    r"|(?P<b>\d{1,3}(?:\.\d{3})+)(?=\s?€))"
    r"|(?<=€)\s?(?P<c>\d{1,3}(?:\.\d{3})+)(?![\w.,:])"
)
# in Chinese prose a Han character bounds a figure as a space would ("满30日前", "共3件"); in
# a code it is part of the code ("粤B·5531学"), so only a string of some Han words reads so
_NUMBER_IN_HAN = _figures_bounded_by(r"[^\W\u3400-\u9fff\uf900-\ufaff]")
_ISO_DAY_IN = regex_cache.compile(r"(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d-])")
_HAN_CHAR = regex_cache.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_HAN_PROSE = 6  # Han characters that make a short string prose
# a month of a year ("2024-09", "09/2024"): its month is a place in the calendar, no figure
_YEAR_MONTH = regex_cache.compile(r"(\d{4})[-/](\d{2})|(\d{2})/(\d{4})")
_CLOCK_IN = regex_cache.compile(
    r"(?<![\d:])(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp]\.?[Mm]\.?)?(?!\d|:\d)"
)
_MAX_LEAVES = 50_000
# the keys that number a provision of a document, and a provision's number opening a line
_PROVISION_KEYS = frozenset({"section", "clause", "article", "paragraph", "chapter"})
_PROVISION_LINE = regex_cache.compile(r"\d+(?:\.\d+)+\s+[^\W\d_]")
# the rest of a code around a number inside a text ("R-3", "KT-301")
_CODE_BEFORE = regex_cache.compile(r"[A-Za-z0-9_\-/#]+$")
_CODE_AFTER = regex_cache.compile(r"[A-Za-z0-9_\-/#]+")
_TOTAL_WORDS = frozenset({"total", "count", "totalcount", "hits", "matches", "found", "results"})
_TOTAL_KEYS = frozenset(
    {
        "total",
        "count",
        "total_count",
        "totalcount",
        "total_results",
        "totalresults",
        "num_results",
        "numresults",
        "result_count",
        "resultcount",
        "row_count",
        "rowcount",
        "total_items",
        "totalitems",
        "total_hits",
        "totalhits",
        "n",
        "size",
        "total_records",
        "record_count",
        "matches",
        "hits",
        "found",
        "estimated_total",
        "total_matches",
    }
)


@dataclass(slots=True)
class Leaf:
    """One scalar of the evidence: where it is, what it is, its value normalised."""

    id: int
    source: Source
    call: int | None  # index of the call in `EvidenceIndex.calls` (None for context)
    pointer: str  # JSON pointer into the output / arguments, or "/context/N"
    key: str  # the key it sits under ("" for a list item or a value inside a text)
    path: tuple[str, ...]  # the words of every key on the way to it
    record: int | None  # the record it belongs to
    raw: Any
    kind: LeafKind
    number: Decimal | None = None
    when: When | None = None
    folded: str = ""
    unit: str | None = None  # a measure unit the key names ("duration_ms" -> "ms")
    text: int | None = None  # for a value read inside a text leaf: that leaf
    span: tuple[int, int] | None = None  # and where in its text
    mention_kind: str | None = None  # the claims layer's kind for a value read in text

    @property
    def words(self) -> tuple[str, ...]:
        """The key words of the leaf and its ancestors, nearest last."""
        return self.path


@dataclass(slots=True)
class Record:
    """One JSON object (or one row of a table) of an output or of call arguments."""

    id: int
    source: Source
    call: int | None
    pointer: str
    key: str  # the key it sits under in its parent ("pickup", "items")
    parent: int | None
    list_id: int | None = None
    position: int | None = None
    leaves: list[int] = field(default_factory=list)
    children: list[int] = field(default_factory=list)
    lists: list[int] = field(default_factory=list)

    def field_leaf(self, index: EvidenceIndex, key: str) -> Leaf | None:
        """The leaf directly under ``key``, if any."""
        for lid in self.leaves:
            leaf = index.leaves[lid]
            if leaf.key == key:
                return leaf
        return None


@dataclass(slots=True)
class ListNode:
    """A JSON array of an output: what it holds and where."""

    id: int
    source: Source
    call: int | None
    pointer: str
    key: str
    path: tuple[str, ...]
    parent: int | None  # the record holding it
    items: list[int] = field(default_factory=list)  # records, for arrays of objects
    scalars: list[int] = field(default_factory=list)  # leaves, for arrays of scalars
    length: int = 0


@dataclass(slots=True)
class CallInfo:
    """One call of the run as evidence."""

    index: int
    call: ToolCall
    receipt_id: str
    usable: bool
    failed: bool
    words: frozenset[str]  # the words of the tool's name and description
    name_words: tuple[str, ...]
    root: int | None = None
    lists: list[int] = field(default_factory=list)
    empty: bool = False
    leaf_range: tuple[int, int] = (0, 0)


class EvidenceIndex:
    """A run's evidence, indexed once (see the module docstring)."""

    def __init__(self, run: Run, language: str, now: datetime | None) -> None:
        self.run = run
        self.language = language
        self.now = now
        self.calls: list[CallInfo] = []
        self.leaves: list[Leaf] = []
        self.records: list[Record] = []
        self.lists: list[ListNode] = []
        self._numbers: list[tuple[Decimal, int]] = []
        self._number_keys: list[Decimal] = []
        self._whens: list[int] = []
        self._days: dict[date, list[int]] = {}
        self._monthdays: dict[tuple[int, int], list[int]] = {}
        self._clocks: dict[tuple[int, int], list[int]] = {}
        self._strings: dict[str, list[int]] = {}
        self._string_records: dict[str, frozenset[int]] = {}
        self._first_words: dict[str, list[tuple[tuple[str, ...], int]]] = {}
        self.urls: dict[str, list[int]] = {}
        self.hosts: dict[str, list[int]] = {}
        self.emails: dict[str, list[int]] = {}
        self._texts_read = False
        self._sorted = True
        self._zones: set[timedelta] | None = None
        self.truncated = False
        # what the checks derive from the index and ask again (a leaf as report evidence,
        # a record's scope), kept with it for the run: keyed by the asker's own names
        self.memo: dict[Any, Any] = {}
        self._shapes: dict[str, _Shape] = {}  # string scalar -> its reading (see `_shape`)

    # ---- lookups -------------------------------------------------------------------

    def inside_a_code(self, leaf: Leaf) -> bool:
        """Whether a number read inside an output text is part of a code written with
        letters ("R-3", "KT-301", "B2"), or the number of a provision that opens a line of
        it ("3.2 Refunds are ..."), or is a provision's number under its own key
        (``section: "4"``): it names something, no quantity to compute with."""
        if leaf.text is None or leaf.span is None:
            return leaf.text is None and bool(set(key_words(leaf.key)) & _PROVISION_KEYS)
        text = str(self.leaves[leaf.text].raw)
        a, b = leaf.span
        if _PROVISION_LINE.match(text, a) and (a == 0 or text[a - 1] == "\n"):
            return True
        # letters before the digits ("R-3", "B2"), or joined after them by a dash or a slash
        # ("12-B"); not a unit right after them ("5kg", "10am")
        before = _CODE_BEFORE.search(text, max(0, a - 24), a)
        after = _CODE_AFTER.match(text, b)
        token = (before.group() if before else "") + (
            after.group() if after and after.group()[:1] in "-/#" else ""
        )
        return any(ch.isascii() and ch.isalpha() for ch in token)

    def counts_a_list(self, leaf: Leaf) -> bool:
        """Whether ``leaf`` is a count of results (``total: 4``) beside a list of its record
        that holds that many items: the list's size, no amount."""
        if leaf.record is None or leaf.number is None or not is_total_key(leaf.key):
            return False
        return any(self.lists[n].length == leaf.number for n in self.records[leaf.record].lists)

    def numbers_between(self, low: Decimal, high: Decimal) -> Iterator[Leaf]:
        """Leaves holding a number whose magnitude is in [low, high]."""
        self._ensure_sorted()
        i = bisect.bisect_left(self._number_keys, low)
        j = bisect.bisect_right(self._number_keys, high)
        for k in range(i, j):
            yield self.leaves[self._numbers[k][1]]

    def number_ids_between(self, low: Decimal, high: Decimal) -> list[int]:
        """The ids of the leaves `numbers_between` yields, in its order."""
        self._ensure_sorted()
        i = bisect.bisect_left(self._number_keys, low)
        j = bisect.bisect_right(self._number_keys, high)
        return [lid for _, lid in self._numbers[i:j]] if i < j else []

    def all_numbers(self) -> Iterator[Leaf]:
        self._ensure_sorted()
        for _, lid in self._numbers:
            yield self.leaves[lid]

    def on_day(self, day: date) -> list[Leaf]:
        return [self.leaves[i] for i in self._days.get(day, ())]

    def on_monthday(self, month: int, day: int) -> list[Leaf]:
        return [self.leaves[i] for i in self._monthdays.get((month, day), ())]

    def at_clock(self, hour: int, minute: int) -> list[Leaf]:
        return [self.leaves[i] for i in self._clocks.get((hour, minute), ())]

    def all_whens(self) -> Iterator[Leaf]:
        """Every leaf holding a date or a time, in index order (kept as they are added:
        the checks ask for them many times a run)."""
        leaves = self.leaves
        for lid in self._whens:
            yield leaves[lid]

    def strings(self, folded: str) -> list[Leaf]:
        return [self.leaves[i] for i in self._strings.get(folded, ())]

    def string_records(self, folded: str) -> frozenset[int] | None:
        """The records of the tool outputs that hold the string ``folded``, or None when no
        leaf holds it (read once per string: a name a thousand copied calls repeat is looked
        up once)."""
        if folded not in self._strings:
            return None
        found = self._string_records.get(folded)
        if found is None:
            found = frozenset(
                rid
                for i in self._strings[folded]
                if self.leaves[i].source == "output" and (rid := self.leaves[i].record) is not None
            )
            self._string_records[folded] = found
        return found

    def short_strings(self) -> Iterator[tuple[str, ...]]:
        """The folded words of every string of at most eight words (titles, names, labels)."""
        for phrases in self._first_words.values():
            for words, _leaf in phrases:
                yield words

    def phrases_starting(self, word: str) -> list[tuple[tuple[str, ...], int]]:
        """(folded words, leaf id) of every short string whose first folded word is ``word``."""
        return self._first_words.get(word, [])

    def record_of(self, leaf: Leaf) -> Record | None:
        return self.records[leaf.record] if leaf.record is not None else None

    def ancestors(self, record_id: int | None) -> Iterator[Record]:
        """The record and every record above it, nearest first."""
        while record_id is not None:
            record = self.records[record_id]
            yield record
            record_id = record.parent

    def subtree_leaves(self, record_id: int, depth: int = 3) -> Iterator[Leaf]:
        """The leaves of a record and of its nested records (not its lists' items)."""
        record = self.records[record_id]
        for lid in record.leaves:
            yield self.leaves[lid]
        if depth > 0:
            for child in record.children:
                yield from self.subtree_leaves(child, depth - 1)

    def call_of(self, leaf: Leaf) -> CallInfo | None:
        return self.calls[leaf.call] if leaf.call is not None else None

    def zones(self) -> set[timedelta]:
        """UTC offsets the run names: in its context, in output timestamps, in outputs' text,
        and in the answer (which may say the zone it shows times in: "18:30 (UTC+1)")."""
        if self._zones is None:
            zones: set[timedelta] = set()
            on = self.now.date() if self.now else None
            for message in self.run.context:
                zones |= zone_offsets(message.content, on)
            zones |= zone_offsets(self.run.response[:20_000], on)
            for leaf in self.leaves:
                if leaf.when is not None and leaf.when.offset is not None:
                    zones.add(leaf.when.offset)
                elif leaf.kind == "string" and leaf.key in ("timezone", "time_zone", "tz", "zone"):
                    zones |= zone_offsets(str(leaf.raw))
            if self.now is not None and self.now.utcoffset() is not None:
                zones.add(self.now.utcoffset())  # type: ignore[arg-type]
            self._zones = zones
        return self._zones

    # ---- building ------------------------------------------------------------------

    def _ensure_sorted(self) -> None:
        if not self._sorted:
            self._numbers.sort(key=lambda p: p[0])
            self._number_keys = [n for n, _ in self._numbers]
            self._sorted = True

    def add_leaf(self, leaf: Leaf) -> Leaf:
        leaves = self.leaves
        lid = len(leaves)
        if lid >= _MAX_LEAVES:
            self.truncated = True
            return leaf
        leaf.id = lid
        leaves.append(leaf)
        if leaf.record is not None:
            self.records[leaf.record].leaves.append(lid)
        number = leaf.number
        if number is not None:
            self._numbers.append((abs(number), lid))
            self._sorted = False
        w = leaf.when
        if w is not None:
            self._whens.append(lid)
            day = w.day
            if day is not None:
                self._days.setdefault(day, []).append(lid)
                self._monthdays.setdefault((day.month, day.day), []).append(lid)
            if w.clock is not None:
                self._clocks.setdefault((w.clock.hour, w.clock.minute), []).append(lid)
                into = timecode(w.clock) if w.day is None else None
                if into is not None:  # "00:07:41" is also 7 min 41 s into a recording
                    self._clocks.setdefault(into, []).append(lid)
        kind = leaf.kind
        folded = leaf.folded
        if folded and (kind == "string" or kind == "email" or kind == "url"):
            self._strings.setdefault(folded, []).append(lid)
            words = tuple(folded.split())
            if words and len(words) <= 8:
                self._first_words.setdefault(words[0], []).append((words, lid))
        if kind == "url":
            key = normalize_url(str(leaf.raw))
            self.urls.setdefault(key, []).append(lid)
            self.hosts.setdefault(key.split("/")[0], []).append(lid)
        elif kind == "email":
            self.emails.setdefault(str(leaf.raw).casefold(), []).append(lid)
        return leaf

    def new_record(
        self, source: Source, call: int | None, pointer: str, key: str, parent: int | None
    ) -> Record:
        record = Record(len(self.records), source, call, pointer, key, parent)
        self.records.append(record)
        if parent is not None:
            self.records[parent].children.append(record.id)
        return record

    # ---- text ----------------------------------------------------------------------

    def read_texts(self) -> None:
        """Index the values inside text leaves and context messages (once, on first need)."""
        if self._texts_read:
            return
        self._texts_read = True
        from nyaya.evidence.texts import _MAX_TEXT, TEXT_BUDGET, read_text_values

        budget = TEXT_BUDGET
        seen: dict[str, Any] = {}
        for leaf in list(self.leaves):
            if leaf.kind == "text":
                budget -= min(len(str(leaf.raw)), _MAX_TEXT)
                if budget < 0:
                    break
                read_text_values(self, leaf, seen)


def build_index(
    run: Run,
    receipts: Sequence[tuple[str, bool]],
    *,
    language: str,
    now: datetime | None,
    describe: Mapping[str, str] | None = None,
) -> EvidenceIndex:
    """Index ``run``: ``receipts`` gives each call's (receipt id, usable) in order."""
    index = EvidenceIndex(run, language, now)
    for i, call in enumerate(run.calls):
        receipt_id, usable = receipts[i] if i < len(receipts) else (f"call:{call.id}", True)
        spec = run.tool(call.tool)
        description = spec.description if spec else ""
        name_words = key_words(call.tool)
        words = frozenset(name_words) | frozenset(_desc_words(description))
        info = CallInfo(
            index=i,
            call=call,
            receipt_id=receipt_id,
            usable=usable,
            failed=call.error is not None or _error_payload(call.output),
            words=words,
            name_words=name_words,
        )
        index.calls.append(info)
        first = len(index.leaves)
        if usable:
            _walk_arguments(index, info)
            if call.error is None or call.output is not None:
                _walk_output(index, info)
        info.leaf_range = (first, len(index.leaves))
        if usable:
            _declared_units(index, info)
        info.empty = call.error is None and _is_empty(call.output)
    for n, message in enumerate(run.context):
        text = message.content
        if text.strip():
            index.add_leaf(
                Leaf(
                    id=0,
                    source="context",
                    call=None,
                    pointer=f"/context/{n}",
                    key=message.role,
                    path=(message.role,),
                    record=None,
                    raw=text,
                    kind="text",
                )
            )
    # what the operator says of its tools ("a hold lasts 10 minutes") is context too
    for n, spec in enumerate(run.tools):
        if spec.description.strip():
            index.add_leaf(
                Leaf(
                    id=0,
                    source="context",
                    call=None,
                    pointer=f"/tools/{n}/description",
                    key="tool",
                    path=("tool", spec.name),
                    record=None,
                    raw=spec.description[:4000],
                    kind="text",
                )
            )
    return index


def _declared_units(index: EvidenceIndex, info: CallInfo) -> None:
    """Units an output declares for its fields, as ``"units": {"speed": "km/h"}`` or
    ``"height_unit": "m"`` at its top: the numbers under those keys are in that unit (an
    answer that says "16 kt" of a 30 km/h wind converts; one that says "20" does not)."""
    from nyaya.values.units import unit_of_word

    output = info.call.output
    if not isinstance(output, dict):
        return
    declared: dict[str, str] = {}
    for name, spec in output.items():
        if not isinstance(name, str):
            continue
        if name in ("units", "unit") and isinstance(spec, dict):
            pairs = [(str(k), v) for k, v in spec.items()]
        elif name.endswith(("_unit", "_units")) and isinstance(spec, str):
            pairs = [(name.rsplit("_unit", 1)[0], spec)]
        else:
            continue
        for key, word in pairs:
            if isinstance(word, str) and (found := unit_of_word(word.strip())) is not None:
                declared[key] = found
    if not declared:
        return
    for lid in range(*info.leaf_range):
        leaf = index.leaves[lid]
        if leaf.source == "output" and leaf.number is not None and leaf.unit is None:
            got = declared.get(leaf.key)
            if got is not None:
                leaf.unit = got


_DESC_WORD = regex_cache.compile(r"[A-Za-z]{3,}")


def _desc_words(description: str) -> list[str]:
    return [w.casefold() for w in _DESC_WORD.findall(description[:400])]


def _walk_arguments(index: EvidenceIndex, info: CallInfo) -> None:
    args = info.call.arguments
    if isinstance(args, dict) and args:
        record = index.new_record("arguments", info.index, "/arguments", "arguments", None)
        _walk(index, info, args, "/arguments", ("arguments",), record.id, "arguments", 0)


def _walk_output(index: EvidenceIndex, info: CallInfo) -> None:
    output = info.call.output
    if isinstance(output, dict):
        output = _tabled(output)
        record = index.new_record("output", info.index, "", "", None)
        info.root = record.id
        _walk(index, info, output, "", (), record.id, "output", 0)
    elif isinstance(output, list):
        _walk_list(index, info, output, "", ("results",), None, "output", 0)
    elif output is not None:
        _scalar(index, info, output, "", "", (), None, "output")


def _walk(
    index: EvidenceIndex,
    info: CallInfo,
    obj: Mapping[str, Any],
    pointer: str,
    path: tuple[str, ...],
    record: int,
    source: Source,
    depth: int,
) -> None:
    if depth > 40:
        return
    for key, value in obj.items():
        key = str(key)
        here = f"{pointer}/{_escape(key) if '~' in key or '/' in key else key}"
        words = path + key_words(key)
        if isinstance(value, dict):
            value = _tabled(value)
            child = index.new_record(source, info.index, here, key, record)
            _walk(index, info, value, here, words, child.id, source, depth + 1)
        elif isinstance(value, list):
            _walk_list(index, info, value, here, words, record, source, depth + 1, key)
        else:
            _scalar(index, info, value, here, key, words, record, source)


def _walk_list(
    index: EvidenceIndex,
    info: CallInfo,
    items: list[Any],
    pointer: str,
    path: tuple[str, ...],
    parent: int | None,
    source: Source,
    depth: int,
    key: str = "",
) -> None:
    node = ListNode(len(index.lists), source, info.index, pointer, key, path, parent)
    node.length = len(items)
    index.lists.append(node)
    if parent is not None:
        index.records[parent].lists.append(node.id)
    if source == "output":
        info.lists.append(node.id)
    if depth > 40:
        return
    for n, item in enumerate(items):
        here = f"{pointer}/{n}"
        if isinstance(item, dict):
            item = _tabled(item)
            record = index.new_record(source, info.index, here, key, parent)
            record.list_id = node.id
            record.position = n
            node.items.append(record.id)
            _walk(index, info, item, here, path, record.id, source, depth + 1)
        elif isinstance(item, list):
            _walk_list(index, info, item, here, path, parent, source, depth + 1, key)
        else:
            leaf = _scalar(index, info, item, here, "", path, parent, source)
            if leaf is not None:
                if leaf.number is not None and leaf.unit is None and key:
                    leaf.unit = key_unit(key)  # "bbox_mm": [83, 41.5, 27]
                node.scalars.append(leaf.id)


def _tabled(obj: Mapping[str, Any]) -> Mapping[str, Any]:
    """A ``columns`` + ``rows`` table read as a list of row objects keyed by column name."""
    columns = obj.get("columns") or obj.get("headers") or obj.get("fields")
    rows = obj.get("rows") or obj.get("data") or obj.get("values")
    if not (isinstance(columns, list) and isinstance(rows, list) and columns and rows):
        return obj
    names: list[str] = []
    for c in columns:
        if isinstance(c, str):
            names.append(c)
        elif isinstance(c, dict) and isinstance(c.get("name"), str):
            names.append(c["name"])
        else:
            return obj
    if not all(isinstance(r, list) and len(r) == len(names) for r in rows):
        return obj
    key = "rows" if "rows" in obj else ("data" if "data" in obj else "values")
    out = {k: v for k, v in obj.items() if k != key}
    out[key] = [dict(zip(names, r, strict=True)) for r in rows]
    return out


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def _scalar(
    index: EvidenceIndex,
    info: CallInfo,
    value: Any,
    pointer: str,
    key: str,
    path: tuple[str, ...],
    record: int | None,
    source: Source,
) -> Leaf | None:
    call = info.index
    if value is None or isinstance(value, bool):
        kind: LeafKind = "null" if value is None else "bool"
        return index.add_leaf(Leaf(0, source, call, pointer, key, path, record, value, kind))
    if isinstance(value, (int, float)):
        try:
            number = Decimal(str(value))
        except InvalidOperation:
            return None
        if not number.is_finite():
            return None
        unit = key_unit(key) if key else None
        return index.add_leaf(
            Leaf(0, source, call, pointer, key, path, record, value, "number", number, unit=unit)
        )
    text = str(value)
    # a string's reading depends on its text alone: one that recurs in the run (a status,
    # a name, a date on every record) is read once
    shape: _Shape | None = index._shapes.get(text)
    if shape is None:
        shape = index._shapes[text] = _shape(text.strip(), index.language)
    kind, found, when, folded, inner = shape
    unit = key_unit(key) if key and kind == "number" else None
    added = index.add_leaf(
        Leaf(0, source, call, pointer, key, path, record, value, kind, found, when, folded, unit)
    )
    for raw, ikind, inumber, iwhen, span, mention in inner:
        # a figure or clock time inside the string, pointing back at it
        inside = Leaf(0, source, call, pointer, key, path, record, raw, ikind, inumber, iwhen)
        inside.text, inside.span, inside.mention_kind = added.id, span, mention
        index.add_leaf(inside)
    return added


def _names_a_day(stripped: str, language: str) -> bool:
    """Whether a string holds a day of the month written with a month's name (of the run's
    language or English) or with 月/日 ("3 August", "Aug 3", "3 de agosto", "3 अगस्त",
    "8月3日"), beside other words (a bare date is a ``when`` already)."""
    if _HAN_DAY.search(stripped) is not None:
        return True
    return " " in stripped and _month_day_words(language).search(stripped) is not None


_HAN_DAY = regex_cache.compile(r"\d{1,2}\s*月\s*\d{1,2}\s*[日号號]")


@cache
def _month_day_words(language: str) -> re.Pattern[str]:
    """A day number beside a month's name of ``language`` or English (the claims layer's
    calendar names, which reading the answer loads anyway)."""
    from nyaya.claims.lexicons import available
    from nyaya.claims.scan import calendar_names

    codes = {code for code in (language, "en") if code in available()}
    names = {name for code in codes for name in calendar_names(code)[0] if len(name) >= 3}
    alt = "|".join(re.escape(n) for n in sorted(names, key=lambda n: (-len(n), n)))
    return regex_cache.compile(
        rf"(?i)(?<![\w.])\d{{1,2}}(?:st|nd|rd|th)?\s+(?:de\s+)?(?:{alt})(?![^\W\d_])"
        rf"|(?<![^\W\d_])(?:{alt})\.?\s+\d{{1,2}}(?![\d:.,]\d|\d)"
    )


_Inner = tuple[str, LeafKind, Decimal | None, When | None, tuple[int, int], str]
_Shape = tuple[LeafKind, Decimal | None, When | None, str, tuple[_Inner, ...]]
_DIGIT = regex_cache.compile(r"\d")


def _shape(stripped: str, language: str = "en") -> _Shape:
    """How a string scalar is indexed: its kind, number, date / time, folded form, and the
    figures and clock times inside it (a pure function of the stripped string, and of the
    run's language for the month names a short note may date something by)."""
    digits = _DIGIT.search(stripped) is not None
    if digits:
        when = parse_when(stripped)
        if when is not None:
            return "when", None, when, fold(stripped), ()
    if _URL.match(stripped):
        return "url", None, None, fold(stripped), ()
    if _EMAIL.match(stripped):
        return "email", None, None, fold(stripped), ()
    if digits and _NUMERIC.match(stripped):
        return "number", Decimal(stripped.replace(",", "")), None, fold(stripped), ()
    if (
        (len(stripped) >= _TEXT_MIN and (" " in stripped or "\n" in stripped))
        or "\n" in stripped
        # a short note that dates something in words ("closed after the 3 August flood",
        # "8月3日洪水后封路"): the claims layer reads its date as a text's
        or (digits and _names_a_day(stripped, language))
        or len(stripped) > _LONG_STRING
        # Chinese prose has no spaces: its clause marks tell a sentence from a value
        or (len(stripped) >= _HAN_TEXT_MIN and _HAN_CLAUSE.search(stripped) is not None)
    ):
        # prose, or a run of characters too long to be one value (an unspaced paragraph,
        # a numeral of thousands of digits): read as text, within the text budget
        return "text", None, None, "", ()
    if not stripped:
        return "null", None, None, "", ()
    folded = fold(stripped) or stripped.casefold()
    if not digits:
        return "string", None, None, folded, ()
    inner: list[_Inner] = []
    # a day written in ISO form inside a short text ("posted on 2026-01-22") is a
    # date, and its parts no figures
    days: list[tuple[int, int]] = []
    for m in _ISO_DAY_IN.finditer(stripped) if "-" in stripped else ():
        try:
            day = date(int(m[1]), int(m[2]), int(m[3]))
        except ValueError:
            continue
        days.append(m.span())
        inner.append((m.group(), "when", None, When(day=day), m.span(), "date"))
    month = _YEAR_MONTH.fullmatch(stripped)
    for m in _DOT_THOUSANDS_IN.finditer(stripped) if "." in stripped else ():
        group = next(g for g in ("a", "b", "c") if m[g])
        text = m[group]
        number = Decimal(text.replace(".", "").replace(",", "."))
        days.append(m.span(group))  # (its digits are no other figure)
        inner.append((text, "number", number, None, m.span(group), "number"))
    figures = _NUMBER_IN_HAN if len(_HAN_CHAR.findall(stripped)) >= _HAN_PROSE else _NUMBER_IN
    for m in figures.finditer(stripped):
        # figures inside a short text ("5-7 business days", "Level 5, Island 4")
        if _CLOCK_IN.match(stripped, m.start()) or (m.start() and stripped[m.start() - 1] == ":"):
            continue
        if any(a <= m.start() < b for a, b in days):
            continue
        if month is not None and len(m.group()) == 2:
            continue
        try:
            number = Decimal(m.group().replace(",", ""))
        except InvalidOperation:
            continue
        inner.append((m.group(), "number", number, None, (m.start(), m.end()), "number"))
    for m in _CLOCK_IN.finditer(stripped):
        # a slot or a window written as text ("09:30-10:30"): its clock times are values too
        hour = int(m[1])
        if hour == 24 and m[2] == "00" and not m[3] and not m[4]:
            hour = 0  # "18:00-24:00": the day's end, midnight
        try:
            clock = time(hour, int(m[2]), int(m[3] or 0))
        except ValueError:
            continue
        if m[4] and m[4][0].lower() == "p" and clock.hour < 12:
            clock = clock.replace(hour=clock.hour + 12)
        inner.append((m.group(), "when", None, When(clock=clock), (m.start(), m.end()), "time"))
    return "string", None, None, folded, tuple(inner)


_ERROR_KEYS = ("error", "errors", "fault", "exception")
_ERROR_STATUS = ("error", "failed", "failure", "fail")
_ERROR_META = frozenset({"status", "message", "code", "detail", "details", "request_id"})


_CODE_KEYS = frozenset({"code", "status", "status_code", "http_status", "statusCode"})


def _failure_code(value: object) -> bool:
    """An HTTP status that says the lookup failed: a server error, or refused, timed out,
    throttled (a 404 is an empty answer, not a failure)."""
    return (
        isinstance(value, int)
        and not isinstance(value, bool)
        and (500 <= value <= 599 or value in (401, 403, 408, 429))
    )


def _error_payload(output: Any) -> bool:
    """A tool that failed but returned its failure as data: ``{"error": {...}}`` with no
    result beside it, ``{"ok": false}``, ``{"status": "error", "message": ...}`` (a status
    among other fields is the state of what was looked up, not of the lookup)."""
    if not isinstance(output, dict):
        return False
    keys = [k for k in _ERROR_KEYS if output.get(k)]
    if keys:
        rest = [v for k, v in output.items() if k not in keys]
        return not any(isinstance(v, (list, dict)) and v for v in rest)
    if output.get("ok") is False or output.get("success") is False:
        return True
    if set(output) <= _ERROR_META | _CODE_KEYS and any(
        _failure_code(output.get(k)) for k in _CODE_KEYS
    ):
        return True  # {"code": 503, "message": "..."}: a server error, not an empty result
    status = output.get("status")
    return (
        isinstance(status, str)
        and status.casefold() in _ERROR_STATUS
        and set(output) <= _ERROR_META
    )


def _is_empty(output: Any) -> bool:
    """An output that holds no result: null, an empty list or object, or only empty lists
    beside paging and count fields that say zero."""
    if output is None:
        return True
    if isinstance(output, str):
        return not output.strip()
    if isinstance(output, list):
        return not output
    if isinstance(output, dict):
        if not output:
            return True
        lists = [v for v in output.values() if isinstance(v, list)]
        if not lists or any(lists):
            return False
        for k, v in output.items():
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                words = set(key_words(str(k)))
                if words & _TOTAL_WORDS and v:
                    return False
        return True
    return False


# the last word of a key that holds an identifier (``plan_id``, ``order_no``, ``ref``)
ID_WORDS = frozenset({"id", "no", "number", "code", "ref"})


def is_id_key(key: str) -> bool:
    """Whether an output key holds an identifier: its last word is one of ``ID_WORDS``."""
    words = key_words(key)
    return bool(words) and words[-1].lower() in ID_WORDS


def is_total_key(key: str) -> bool:
    """Whether an output key holds a count of results (``total``, ``total_count``, ...)."""
    k = key.casefold()
    return k in _TOTAL_KEYS or (k.endswith(("_count", "count")) and not k.startswith("page"))


def number_of(value: Any) -> Decimal | None:
    """A JSON number (not a bool) as a Decimal, else None."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        d = Decimal(str(value))
    except InvalidOperation:
        return None
    return d if d.is_finite() else None


def timecode(clock: time) -> tuple[int, int] | None:
    """The minutes and seconds a clock time of no day reads as when it counts into a
    recording or a call ("00:07:41": 7:41 in), or None: only a time in the first hour with
    seconds."""
    if clock.hour or not clock.second:
        return None
    return clock.minute, clock.second
