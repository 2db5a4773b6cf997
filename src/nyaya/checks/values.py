"""Values: verify each value a claim states, and find the output value that contradicts it.

A value is **verified** when the evidence holds it: an output value equal to it under the
rules of `nyaya.values` (rounding, approximation, sign, percent vs fraction, minor units,
units of measure, zones), a value derived from outputs (`nyaya.evidence.derive`), a value
the agent passed as a call argument, or one the system prompt or the user stated
(``context``). A date is verified by any output date it names (a weekday named with it
must be that date's weekday); a clock time by any output time, in the output's zone or one
the run names.

A value the evidence does not hold is **contradicted** only with a witness: an output
value of the same entity and attribute that differs. The entity is the record the claim
is about (tied by the names, ids and dates of the claim that the outputs hold: its
*anchors*); the attribute is the output key the value's label names ("Pickup:", a column
header, "averaging", "gusting"), or, for a date or a clock time, the one field of that
kind in the record. A value found only in a sibling record, where the claim's own record
holds another value under the same key, is contradicted too (a value swapped between
records). Anything else is **unsupported**: nothing holds it, nothing contradicts it.
"""

from __future__ import annotations

import itertools
import re
import weakref
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime, time, timedelta
from decimal import Decimal, InvalidOperation
from functools import cache, partial

from nyaya.checks.answer import ClaimView, TableRow, Value, hedge_only_after, label_words
from nyaya.checks.base import (
    CheckContext,
    Outcome,
    evidence_of,
    make_finding,
    value_text,
    witness_of,
)
from nyaya.checks.language import (
    GENERIC_CONCEPTS,
    Words,
    actions_table,
    concepts_of_words,
    key_concepts,
    words_for,
)
from nyaya.checks.states import state_findings
from nyaya.claims import regex_cache
from nyaya.claims.lexicons import available, load, merged
from nyaya.claims.mentions import is_range
from nyaya.claims.numerals import parse_number
from nyaya.claims.scan import calendar_names
from nyaya.evidence.derive import Derivation, Operand, leaf_kind
from nyaya.evidence.fold import MARKS, WORD, fold, key_words, normalize_url, sound_key, stem
from nyaya.evidence.index import EvidenceIndex, Leaf, Record, is_id_key, timecode
from nyaya.report import Evidence, Finding, Witness
from nyaya.values.numbers import (
    KEY_SCALES,
    Stated,
    is_minor_key,
    key_scale,
    measure_unit,
    same,
)
from nyaya.values.temporal import month_of, month_years, months_after
from nyaya.values.units import convert, key_unit, unit, unit_of_word

__all__ = ["Anchor", "anchors_of", "breakdown_after", "check_values", "claims_above"]

_WORD = regex_cache.compile(WORD)
_ID_KEYS = frozenset(
    {
        "id",
        "uuid",
        "guid",
        "phone",
        "mobile",
        "zip",
        "postcode",
        "pincode",
        "pin",
        "otp",
        "code",
        "number",
        "no",
        "ref",
        "reference",
        "sku",
        "isbn",
        "iban",
        "account",
        "last4",
        "card",
        "year",
        "version",
        "port",
        "ip",
        "hash",
        "sha",
        "token",
    }
)
_MONEY_CONCEPTS = frozenset(
    {
        "amount",
        "price",
        "fee",
        "total",
        "subtotal",
        "tax",
        "discount",
        "refund",
        "credit",
        "debit",
        "payment",
        "balance",
        "deposit",
        "salary",
        "budget",
        "revenue",
        "profit",
        "premium",
        "loan",
        "rent",
        "cost",
    }
)
_PERCENT_WORDS = frozenset(
    {"pct", "percent", "percentage", "rate", "ratio", "share", "change", "growth"}
)
_SMALL = Decimal(12)
_GAP_CHARS = " ,@à的at"  # what joins a date and its clock time ("May 3 at 16:45")


@dataclass(frozen=True, slots=True)
class Anchor:
    """An output string (a name, an id, a status) found in the answer, where, and its leaf."""

    start: int
    end: int
    leaf: int


@dataclass(slots=True)
class _Match:
    leaves: list[Leaf] = field(default_factory=list)
    derivation: Derivation | None = None
    how: str = ""


def anchors_of(ctx: CheckContext, view: ClaimView) -> list[Anchor]:
    """Output strings (names, ids, e-mails) the claim's sentence holds, by position.

    The whole answer is scanned once per check (one pass over its words, each looked up by
    its first word among the output strings worth anchoring on); a sentence's anchors are
    the ones inside it.
    """
    s, e = view.sentence
    mine: list[Anchor] | None = ctx.anchor_lists.get((s, e))
    if mine is not None:  # every claim of a sentence, every check: one list (read only)
        return mine
    found: list[Anchor] | None = ctx.anchor_lists.get("*")
    if found is None:
        found = ctx.anchor_lists["*"] = _scan_anchors(ctx)
    # the sentence's anchors by bisecting them sorted by start, in the order found (a pass
    # over every anchor of the answer for every value of every claim is quadratic)
    by_start = ctx.anchors.get("* by start")  # (start, position in found, end)
    if by_start is None:
        by_start = sorted((a.start, i, a.end) for i, a in enumerate(found))
        ctx.anchors["* by start"] = by_start
    lo = bisect_left(by_start, s, key=_start)
    hi = bisect_right(by_start, e, key=_start)
    inside = sorted(i for _, i, end in by_start[lo:hi] if end <= e)
    mine = ctx.anchor_lists[(s, e)] = [found[i] for i in inside]
    return mine


def _start(entry: tuple[int, int, int]) -> int:
    return entry[0]


def _scan_anchors(ctx: CheckContext) -> list[Anchor]:
    index = ctx.index
    text = ctx.answer.text[: ctx.answer.body_end]
    firsts = _anchor_table(index)
    toks: list[tuple[str, int, int]] = []
    for m in _WORD.finditer(text):
        word = m.group()
        if word.isascii():  # letters and digits only: folding is lower-casing
            toks.append((word.lower(), m.start(), m.end()))
            continue
        for w in fold(word).split():
            toks.append((w, m.start(), m.end()))
    found: list[Anchor] = []
    i = 0
    while i < len(toks):
        best: tuple[int, int] | None = None
        same: list[int] = []
        entry = firsts.get(toks[i][0])
        if entry is not None:
            lengths, by_words = entry
            for n in lengths:  # longest first: one dict lookup per length, not per name
                if i + n <= len(toks):
                    lids = by_words.get(tuple(t[0] for t in toks[i : i + n]))
                    if lids:
                        best, same = (n, lids[0]), list(lids)
                        break
        if best is None:
            best, same = _prefix_anchor(index, toks, i, text, 0)
        if best is not None:
            n = best[0]
            for lid in same:
                found.append(Anchor(toks[i][1], toks[i + n - 1][2], lid))
            i += n
        else:
            i += 1
    if _DEVANAGARI.search(text):
        found += _sounded_anchors(index, text, found)
    return found


_DEVANAGARI = regex_cache.compile(r"[\u0900-\u097f]")
_HAN_CHAR = regex_cache.compile(r"[\u3400-\u9fff]")
_DEVA_WORD = regex_cache.compile(r"[\u0900-\u097f]+(?:-[\u0900-\u097f]+)?")


_REPEATED = regex_cache.compile(r"(.)\1+")


def _words_key(words: Sequence[str]) -> str:
    """The `sound_key` of a name, word by word (as the answer's words are keyed)."""
    return _REPEATED.sub(r"\1", "".join(sound_key(w) for w in words))


def _sounded_anchors(index: EvidenceIndex, text: str, found: list[Anchor]) -> list[Anchor]:
    """Latin-script names of the outputs that the answer writes in Devanagari ("नैट
    साइवर-ब्रंट" for "Nat Sciver-Brunt"): runs of one to four words with the same
    `sound_key`, four consonants or more so that a short key does not match by chance."""
    table: dict[str, list[int]] = {}
    for leaf in index.leaves:
        raw = leaf.raw
        if (
            leaf.source == "context"
            or leaf.kind != "string"
            or not isinstance(raw, str)
            or not raw.isascii()
            or not raw[:1].isupper()
            or not 0 < len(raw.split()) <= 4
        ):
            continue
        key = _words_key(raw.split())
        if len(key) >= 4:
            table.setdefault(key, []).append(leaf.id)
    if not table:
        return []
    taken = [(a.start, a.end) for a in found]
    words = list(_DEVA_WORD.finditer(text))
    keys = [sound_key(w.group()) for w in words]
    out: list[Anchor] = []
    i = 0
    while i < len(words):
        hit: tuple[int, list[int]] | None = None
        # the keys of the runs of one to four words from here; each `sound_key` has no
        # doubled letter, so joining one more only has to drop a letter at the seam
        joined = [""]
        for k in keys[i : i + 4]:
            if k and joined[-1] and joined[-1][-1] == k[0]:
                k = k[1:]
            joined.append(joined[-1] + k)
        for n in range(len(joined) - 1, 0, -1):
            if len(joined[n]) < 4:  # every key in the table has four consonants or more
                continue
            leaves = table.get(joined[n])
            if not leaves:
                continue
            first, last = words[i], words[i + n - 1]
            if text[first.start() : last.end()].count("\n") or any(
                s < last.end() and first.start() < e for s, e in taken
            ):
                continue
            hit = (n, leaves)
            break
        if hit is None:
            i += 1
            continue
        n, leaves = hit
        for lid in leaves:
            out.append(Anchor(words[i].start(), words[i + n - 1].end(), lid))
        i += n
    return out


_AnchorTable = dict[str, tuple[list[int], dict[tuple[str, ...], list[int]]]]


def _anchor_table(index: EvidenceIndex) -> _AnchorTable:
    """The output strings worth anchoring on, by first folded word: the lengths (in words)
    of the strings starting with it, longest first, and the strings' leaves (once per run)."""
    hit: _AnchorTable | None = index.memo.get("anchor table")
    if hit is not None:
        return hit
    names: dict[str, dict[tuple[str, ...], list[int]]] = {}
    for leaf in index.leaves:
        if (
            leaf.source == "context"
            or leaf.kind not in ("string", "email", "url")
            or not leaf.folded
        ):
            continue
        words = tuple(leaf.folded.split())
        if words and len(words) <= 8 and _anchor_worthy(words, leaf):
            names.setdefault(words[0], {}).setdefault(words, []).append(leaf.id)
    table: _AnchorTable = {
        first: (sorted({len(w) for w in by_words}, reverse=True), by_words)
        for first, by_words in names.items()
    }
    index.memo["anchor table"] = table
    return table


def _prefix_anchor(
    index: EvidenceIndex, toks: list[tuple[str, int, int]], i: int, text: str, offset: int
) -> tuple[tuple[int, int] | None, list[int]]:
    """A name the answer shortens: "Office" for "Office (B2B)", "Hollis" for "Hollis
    Industrial Supply". The answer's word must be capitalised and not short, and the
    output name at most five words long; the longest such match wins, with every leaf
    that holds the same name when two words or more match (a debtor two invoices share
    names both; "2025" alone, the start of many months, names one)."""
    word, start, end = toks[i]
    if word.isalpha() and _HAN_CHAR.search(text, start - offset, end - offset):
        # (a run of Han folds to syllables that all stand at the run's start: "gong" of
        # 公司 is no short form of a name whose first syllable is "gong", 共享)
        return None, []
    raw = text[start - offset : start - offset + 1]
    # a script with no capitals (Devanagari) marks no name by case: two words of it must
    # match instead ("हैमर्ड प्लांटर" for "हैमर्ड प्लांटर 10 इंच")
    caseless = raw[:1].isalpha() and raw[:1].upper() == raw[:1].lower() and not _HAN_CHAR.match(raw)
    if not raw[:1].isupper() and not raw[:1].isdigit() and not caseless:
        return None, []
    best: tuple[int, int] | None = None
    same: list[int] = []
    short = _short_first_name(index, word) if raw[:1].isupper() else []
    if short:
        return (1, short[0]), short  # "Kath" for the one "Katharine Obi" of the outputs
    for words, lid in index.phrases_starting(word):
        leaf = index.leaves[lid]
        if leaf.source == "context" or leaf.kind != "string":
            continue
        head = _head_before_bracket(leaf) if len(words) > 1 else None
        if not 1 < len(words) <= 5 and head is None:
            continue
        n = 1
        while n < len(words) and i + n < len(toks) and toks[i + n][0] == words[n]:
            n += 1
        if head is not None and not 1 < len(words) <= 5 and n != head:
            continue  # a long line named by its head: the whole head, nothing past it
        if caseless and n < 2:
            continue
        # a short first word counts only with a number after it: "EP-2231" for the id
        # "EP-2231-20251121", not "Al" for "Al Rayan Bank"
        coded = any(ch.isdigit() for w in words[1:n] for ch in w) and sum(map(len, words[:n])) >= 5
        if len(word) < 4 and not coded:
            continue
        if best is None or n > best[0]:
            best, same = (n, lid), [lid]
        elif n == best[0] and n >= 2 and leaf.raw == index.leaves[best[1]].raw:
            same.append(lid)
    return best, same


def _short_first_name(index: EvidenceIndex, word: str) -> list[int]:
    """The leaves of the one person of the outputs whose first name ``word`` shortens
    ("Kath" for "Katharine Obi", "Alex" for "Alexandra Ruiz"): four letters or more, when
    no output string starts with ``word`` itself and one first name alone begins so."""
    if len(word) < 4 or not word.isalpha() or any(True for _ in index.phrases_starting(word)):
        return []
    people: dict[str, list[int]] | None = index.memo.get("people by first name")
    if people is None:
        people = {}
        for leaf in index.leaves:
            raw = leaf.raw
            if leaf.source == "output" and leaf.kind == "string" and PERSON.fullmatch(raw):
                people.setdefault(fold(re.split(r"[ -]", raw)[0]), []).append(leaf.id)
        index.memo["people by first name"] = people
    firsts = [f for f in people if f != word and f.startswith(word)]
    if len(firsts) != 1:
        return []
    lids = people[firsts[0]]
    return lids if len({index.leaves[lid].raw for lid in lids}) == 1 else []


# a person's name as an output writes it: two or three capitalised words
PERSON = regex_cache.compile(r"[A-Z][a-z]+(?:[ -][A-Z][a-z]+){1,2}")


def _head_before_bracket(leaf: Leaf) -> int | None:
    """How many words an output string has before a bracket that explains it, when one to
    five ("Colocación (incluye desmontaje de tiradores)", "Deep clean (kitchen, two
    baths)"): an answer names such a line by that head."""
    raw = leaf.raw
    if not isinstance(raw, str) or "(" not in raw:
        return None
    head = fold(raw.split("(", 1)[0]).split()
    return len(head) if 1 <= len(head) <= 5 else None


def _anchor_worthy(words: tuple[str, ...], leaf: Leaf) -> bool:
    """Whether an output string found in the answer identifies something: a name or an
    id, not a common word ("open", "yes", "USD")."""
    if leaf.kind not in ("string", "email", "url"):
        return False
    joined = " ".join(words)
    if len(words) >= 2:
        return len(joined) >= 5
    w = words[0]
    if any(ch.isdigit() for ch in w) and len(w) >= 3:
        return True
    raw = str(leaf.raw)
    return (len(w) >= 4 and (raw[:1].isupper() or not raw.isascii()) and not raw.isupper()) or (
        raw.isupper()
        and len(raw) >= 3
        and leaf.key.lower() in ("name", "code", "symbol", "region", "id")
    )


def check_values(ctx: CheckContext, view: ClaimView) -> Outcome:
    out = Outcome()
    index = ctx.index
    anchors = anchors_of(ctx, view)
    for a in anchors:
        if view.claim.start <= a.start < view.claim.end:
            out.evidence.append(evidence_of(index, index.leaves[a.leaf]))
    matched: dict[int, _Match] = {}
    for i, value in enumerate(view.values):
        if _skip(view, value):
            out.settled[i] = "ignored"
            continue
        m = _lookup(ctx, view, value)
        if m is not None:
            matched[i] = m
    ctx.matched[view.id] = {i: [leaf.id for leaf in m.leaves] for i, m in matched.items()}
    ctx.derived[view.id] = {
        i: m.derivation.leaves for i, m in matched.items() if m.derivation is not None
    }
    bound = _bound_records(ctx, view, anchors, matched)
    for i, value in enumerate(view.values):
        if out.settled.get(i) == "ignored":
            continue
        pair = _out_of_pair(ctx, view, value)
        if pair is not None:
            # "points: 27/40" beside ``points: 25, max_points: 40``: the part of the whole the
            # fraction names is the field beside that whole, whatever else 27 could be
            holds, part = pair
            if holds:
                out.settled[i] = "verified"
                out.evidence.append(evidence_of(index, part))
            else:
                out.settled[i] = "contradicted"
                out.findings.append(_fact(ctx, view, value, part, "value_differs"))
            continue
        inside = next(
            (
                a
                for a in anchors
                if a.start <= value.start
                and value.end <= a.end
                and (a.end - a.start > value.end - value.start or value.is_number)
            ),
            None,
        )
        held_elsewhere = (
            inside is not None
            and value.kind in ("name", "number")
            and bool(bound.get(i))
            and index.leaves[inside.leaf].record not in _scope(index, bound[i])
        )  # "Dr. Ana Ruiz" of another slot than the one the sentence's date and time name,
        # or the digits of another record's plate beside this record's instructor
        if inside is not None and value.kind not in ("url", "email") and not held_elsewhere:
            # "Shimano 105 cassette": the number is part of a name an output holds
            out.settled[i] = "verified"
            out.evidence.append(evidence_of(index, index.leaves[inside.leaf]))
            continue
        m = matched.get(i)
        if m is not None and m.leaves:
            swap = (
                _swap(ctx, view, value, m, bound.get(i, []), partial(_records_of, matched, i))
                or _field_swap(ctx, view, value, m)
                or _dated_field_named(ctx, view, value, m)
                or _consensus_swap(ctx, view, i, m, matched, anchors)
                or _unit_scale_slip(ctx, view, value, m)
                or _window_shifted(ctx, view, value, m)
                or _split_datetime(ctx, view, value, m, matched, bound.get(i, []))
            )
            if swap is not None:
                out.findings.append(swap)
                out.settled[i] = "contradicted"
                continue
            out.settled[i] = "verified"
            out.evidence.extend(evidence_of(index, leaf) for leaf in m.leaves[:3])
            continue
        total = _total_of_parts(ctx, view, value, matched, m.derivation) if m is not None else None
        if total is not None and m is not None and m.derivation is not None:
            # "8 goals in all" after 4 and 2: the parts' sum, not some product of them
            out.findings.append(total)
            out.settled[i] = "contradicted"
            continue
        if m is not None and m.derivation is not None:
            named = (
                _column_over_derived(ctx, view, value, bound.get(i, []))
                or _measured_over_derived(ctx, view, value, m.derivation)
                or _named_over_derived(ctx, view, value, m.derivation, bound.get(i, []))
                or _extreme_elsewhere(ctx, view, value, m.derivation, bound.get(i, []))
                or _named_over_span(ctx, view, value, m.derivation, matched)
                or _measure_under_named_key(ctx, view, value, m.derivation)
                or _number_after_name_slip(ctx, view, value, matched)
            )
            if named is not None:
                out.findings.append(named)
                out.settled[i] = "contradicted"
                continue
            out.settled[i] = "verified"
            out.evidence.append(_derived_evidence(m.derivation))
            continue
        if _own_equation(ctx, view, value, matched):
            out.settled[i] = "verified"
            continue
        derived_from = _derived_day(ctx, view, value)
        if derived_from is not None:
            out.settled[i] = "verified"
            out.evidence.append(evidence_of(ctx.index, derived_from))
            continue
        if _restates_own_date(ctx, view, value):
            # "DG-2's service falls due on 30 November" after the row that worked 30 November
            # out from the last service and the six-month rule: the answer repeats a date of
            # its own that was verified there
            out.settled[i] = "verified"
            continue
        if _proposed(ctx, view, value):
            # "want me to move the end to 18:00?": what a thing would be set to, no reading
            # of what it is
            out.settled[i] = "ignored"
            continue
        # (a hedge only in a consequence drawn after the value does not reach it: "the
        # balance is $412.50 and top-up is off, so you should add funds soon")
        said = _consequence_hedged(ctx, view, value)
        contradiction = (
            _contradiction(ctx, said, value, i, bound.get(i, []), matched)
            or _code_in_name_slip(ctx, view, value, matched)
            or _labelled_number_slip(ctx, view, value)
            or _keyed_label_slip(ctx, view, value, matched)
            or _measure_under_named_key(ctx, view, value)
            or _spec_string_slip(ctx, view, value, matched)
            or _number_after_name_slip(ctx, view, value, matched)
            or _quoted_sentence_slip(ctx, view, value)
            or _restated_time_slip(ctx, view, value)
        )
        if contradiction is not None:
            out.findings.append(contradiction)
            out.settled[i] = "contradicted"
            continue
        if _soft(value):
            out.settled[i] = "ignored"
            continue
        out.settled[i] = "unsupported"
        out.unsupported.append(value_text(value))
    if not view.hedged:
        swapped = _sounded_swap(ctx, view, anchors, matched) or _string_swap(
            ctx, view, anchors, matched
        )
        if swapped is not None:
            out.findings.append(swapped)
    if not out.findings and not view.hedged:
        ordinal = _ordinal_slip(ctx, view, anchors, matched)
        if ordinal is not None:
            out.findings.append(ordinal)
    if not out.findings:
        # the records the sentence's names stand for: every record holding such a name
        # ("Carmen R." serves several visits; the anchor found names only the first)
        holders: list[frozenset[int]] = []
        for a in anchors:
            leaf = index.leaves[a.leaf]
            held = index.string_records(leaf.folded)
            if held is not None:
                holders.append(held)
            elif leaf.source == "output" and leaf.record is not None:
                holders.append(frozenset({leaf.record}))
        # (a name of several items of one list among which another name of the sentence
        # picks one is what that one is: "| B-7 | Deep clean |" is the one bay, not every
        # deep clean)
        anchored = {
            rid
            for held in holders
            if not (_items_of_one_list(index, held) and any(other < held for other in holders))
            for rid in held
        }
        scope = _scope(index, anchored) if anchored else set()
        out.findings += state_findings(ctx, view, scope)
        if not out.findings and not view.hedged:
            slip = _month_slip(ctx, view, scope)
            if slip is not None:
                out.findings.append(slip)
    ctx.settled[view.id] = dict(out.settled)
    return out


def _out_of_pair(ctx: CheckContext, view: ClaimView, value: Value) -> tuple[bool, Leaf] | None:
    """A figure written as a part of a whole ("27/40", "9/12 used"): the fields of one
    record that hold a whole equal to the one written, under a key that says it is one
    (``max_score``, ``sessions_total``, ``capacity``), and the field beside it that shares
    the rest of its key (``score``, ``sessions_used``) or, with no rest, the record's one
    other count. Whether the figure is that field (with the field), or None when no
    record gives such a pair or their parts differ."""
    if value.kind != "number" or value.stated is None or value.stated.approx:
        return None
    m = _OUT_OF.match(ctx.answer.text, value.end)
    if m is None:
        return None
    try:
        whole = Decimal(m.group(1))
    except InvalidOperation:
        return None
    index = ctx.index
    parts: dict[int, Leaf] = {}
    for leaf in index.leaves:
        if (
            leaf.source != "output"
            or leaf.record is None
            or leaf.number != whole
            or isinstance(leaf.raw, bool)
        ):
            continue
        words = set(key_words(leaf.key))
        if not words & _WHOLE_KEY_WORDS:
            continue
        rest = words - _WHOLE_KEY_WORDS
        siblings = [
            x
            for lid in index.records[leaf.record].leaves
            if (x := index.leaves[lid]) is not leaf
            and x.number is not None
            and not isinstance(x.raw, bool)
            and not set(key_words(x.key)) & _WHOLE_KEY_WORDS
        ]
        held = [x for x in siblings if x.number == value.stated.value]
        if held:
            return True, held[0]  # ("132.5/200" and ``score: 132.5``, ``max_marks: 200``)
        named = (
            [x for x in siblings if rest & set(key_words(x.key)) and "per" not in key_words(x.key)]
            if rest
            else []
        )
        exact = [x for x in named if set(key_words(x.key)) == rest]
        named = exact or named  # (``score`` before ``round_topper_score`` for ``max_score``)
        if not named and len(siblings) == 1 and not rest:
            named = siblings
        for x in named:
            parts[x.id] = x
    # (the claim names what the part counts: "अंक: 27/40" the points, "9/12 used" the used)
    low = view.claim.text.lower()
    said = {stem(w) for w in _WORD.findall(low)} | ctx.answer.words.concepts_in(low)
    parts = {
        k: x
        for k, x in parts.items()
        if said
        & (
            {stem(w) for w in key_words(x.key)}
            | {c for w in key_words(x.key) for c in key_concepts(w)}
        )
    }
    if not parts:
        return None
    held = [x for x in parts.values() if x.number == value.stated.value]
    if held:
        return True, held[0]
    if len({x.number for x in parts.values()}) != 1:
        return None
    return False, next(iter(parts.values()))


# "27/40", "9 / 12": the whole written after a part
_OUT_OF = regex_cache.compile(r"\**\s*/\s*\**(\d{1,6})(?![\d/.,:-])")
# the words of a key that hold a whole a part is counted against
_WHOLE_KEY_WORDS = frozenset(
    {"max", "maximum", "total", "capacity", "possible", "out", "limit", "allowed", "quota"}
)


# an ordinal written with digits: "3rd", "4th", "3.º", "3ª", "第3", "3वीं" (number words are
# left alone: "first" also means "before anything else")
_ORDINAL = regex_cache.compile(
    r"(?<![\w.,])(\d{1,3})(?:st|nd|rd|th|\.?[ºª°]|\s?(?:वें|वीं|वाँ|वां|वा|वी))(?![\w\u0900-\u097f])"
    r"|第\s?(\d{1,3})(?!\d)"
)
_ORDINAL_REACH = 24  # characters either side where the ordinal's noun sits ("4th in line")
_CLAUSE_CUT = regex_cache.compile(r"[,;:()（），；：。.!?！？\n|—–]")


def _ordinal_slip(
    ctx: CheckContext, view: ClaimView, anchors: Sequence[Anchor], matched: dict[int, _Match]
) -> Finding | None:
    """An ordinal the claim gives a record ("Fjord, 3rd floor", "4th in line at Elm") where
    the record's integer field the ordinal's noun names holds another number. The records
    are those the claim's output names stand for (at most four, their fields of that key
    agreeing: a room and its booking state one floor); the attribute is the key the noun
    ("floor", "in line": a rank) names by its own words or concepts."""
    index = ctx.index
    text = view.claim.text
    words_of = ctx.answer.words
    for m in _ORDINAL.finditer(text):
        n = int(m.group(1) or m.group(2))
        at, end = view.claim.start + m.start(), view.claim.start + m.end()
        if any(
            v.start < end
            and at < v.end
            and not (v.kind == "number" and not (i in matched and matched[i].leaves))
            for i, v in enumerate(view.values)
        ):
            # a day of a month ("the 3rd") or part of a value an output holds; its digits
            # read as a bare number ("6.ª", "第6") are the ordinal, which no sum of the
            # outputs' figures states
            continue
        near_anchors = [a for a in anchors if view.claim.start <= a.start < view.claim.end]
        if any(a.start <= at and end <= a.end for a in near_anchors):
            continue  # inside a name the outputs hold ("3rd Avenue Deli")
        records = {
            rid
            for a in near_anchors
            if index.leaves[a.leaf].source == "output"
            and (rid := index.leaves[a.leaf].record) is not None
        }
        if not 0 < len(records) <= 4:
            continue  # no record, or a name many records hold: the claim names none
        # the ordinal's noun: the two words after it in its clause ("3rd floor", "4th in
        # line", "3.ª planta", "4वें स्थान"), else the two before it ("ranked 4th", "排名第4")
        text_all = ctx.answer.text
        after = _CLAUSE_CUT.split(text_all[end : min(view.claim.end, end + _ORDINAL_REACH)])[0]
        before = _CLAUSE_CUT.split(text_all[max(view.claim.start, at - _ORDINAL_REACH) : at])[-1]
        named = []
        for around in (" ".join(after.split()[:2]), " ".join(before.split()[-2:])):
            words = label_words(around)
            concepts = words_of.concepts_in(around)
            named = [
                leaf
                for r in _scope(index, records)
                for lid in index.records[r].leaves
                if (leaf := index.leaves[lid]).source == "output"
                and leaf.number is not None
                and leaf.kind == "number"
                and leaf.number == leaf.number.to_integral_value()
                and not _is_identifier(leaf)
                and _names_key_exact(leaf, words, concepts)
            ]
            if named:
                break
        named = _agreeing(named)  # the booking and the room saying one floor twice
        if len(named) != 1 or named[0].number == n:
            continue
        leaf = named[0]
        if _text_says(index, m.group()):
            continue
        return _fact_text(ctx, view, m.group(), leaf, "value_differs", note="an ordinal")
    return None


def _names_key_exact(leaf: Leaf, words: set[str], concepts: set[str]) -> bool:
    """Whether the words name the leaf's own key (its last key words) by a word or a
    concept of it."""
    own = _last_key_words(leaf) or leaf.path[-1:]
    stems = {stem(w) for w in own}
    return bool(words & stems or concepts & concepts_of_words(own))


def _text_says(index: EvidenceIndex, token: str) -> bool:
    """Whether an output's text writes the token itself ("3rd floor" in a description)."""
    folded = token.lower()
    return any(
        leaf.source == "output" and isinstance(leaf.raw, str) and folded in leaf.raw.lower()
        for leaf in index.leaves
    )


def _sounded_swap(
    ctx: CheckContext, view: ClaimView, anchors: Sequence[Anchor], matched: dict[int, _Match]
) -> Finding | None:
    """A name written in another script ("हडपसर" for "Hadapsar") that only other records
    of a list hold, in a claim whose other names and values all point at one record of that
    list, which holds another name under the same key: the name was swapped in."""
    index = ctx.index
    text = ctx.answer.text
    spans: dict[tuple[int, int], set[int]] = {}
    for a in anchors:
        leaf = index.leaves[a.leaf]
        if view.claim.start <= a.start < view.claim.end and leaf.record is not None:
            spans.setdefault((a.start, a.end), set()).add(a.leaf)
    support: dict[int, int] = {}
    for lids in spans.values():
        recs = {index.leaves[lid].record for lid in lids}
        if len(recs) == 1:
            rid = recs.pop()
            if rid is not None:
                support[rid] = support.get(rid, 0) + 1
    for m in matched.values():
        recs = {leaf.record for leaf in m.leaves if leaf.source == "output" and leaf.text is None}
        if len(recs) == 1:
            rid = recs.pop()
            if rid is not None:
                support[rid] = support.get(rid, 0) + 1
    for (start, end), lids in spans.items():
        written = text[start:end]
        leaves = [index.leaves[lid] for lid in lids]
        if written.isascii() or not all(
            isinstance(leaf.raw, str) and leaf.raw.isascii() and leaf.text is None
            for leaf in leaves
        ):
            continue  # a name the answer writes in the outputs' own script is a value
        own = {leaf.record for leaf in leaves}
        others = {rid: n for rid, n in support.items() if rid not in own}
        if any(support.get(rid) for rid in own if rid is not None and len(own) == 1):
            continue
        if any(
            leaf.record in own and leaf.number is not None
            for m in matched.values()
            for leaf in m.leaves
            if leaf.source == "output" and leaf.text is None
        ):
            continue  # "(बैम्बू लंच बॉक्स ₹320 लौटाया गया)": the claim gives the item's own figure
        ranked = sorted(others.items(), key=lambda p: -p[1])
        if not ranked or ranked[0][1] < 2 or (len(ranked) > 1 and ranked[1][1] == ranked[0][1]):
            continue
        mine = index.records[ranked[0][0]]
        for leaf in leaves:
            record = index.records[leaf.record] if leaf.record is not None else None
            if record is None or record.list_id is None or record.list_id != mine.list_id:
                continue
            rel = leaf.pointer[len(record.pointer) :]
            for lid in mine.leaves:
                field_leaf = index.leaves[lid]
                if field_leaf.pointer[len(mine.pointer) :] == rel and field_leaf.raw != leaf.raw:
                    return make_finding(
                        "fact_mismatch",
                        view,
                        f"the answer says {written!r}, which is {leaf.pointer} = {leaf.raw!r} "
                        f"of another record; this one has {field_leaf.pointer} = "
                        f"{field_leaf.raw!r}",
                        reason="value_of_another_record",
                        expected=field_leaf.raw,
                        found=written,
                        witness=witness_of(
                            index, field_leaf, "output_value", f"{written!r} is {leaf.pointer}"
                        ),
                    )
    return None


_CODED_NAME = regex_cache.compile(r"^([^\W\d_][\w.\-]*)\s+([A-Z]{1,2}|\d{1,3}[A-Z]?)$")


def _code_in_name_slip(
    ctx: CheckContext, view: ClaimView, value: Value, matched: dict[int, _Match]
) -> Finding | None:
    """A name made of a word and a short code ("Gate D", "Dock 14") that no output holds,
    where an output string that holds another name of the claim with more around it holds
    the word with another code of the same shape ("North Hall, Gate B"): the code was
    misread."""
    if view.hedged:
        return None
    written = value.text.strip()
    if value.kind == "number" and written.isdigit() and len(written) <= 3:
        # "Bay 4" is read as a word and a number: the word is the one right before it
        before = re.search(r"([^\W\d_][\w.\-]*)\s+$", ctx.answer.text[: value.start])
        if before is None or not before.group(1)[:1].isupper():
            return None
        written = f"{before.group(1)} {written}"
    elif value.kind != "name":
        return None
    m = _CODED_NAME.match(written)
    if m is None:
        return None
    word, code = m.groups()
    tail = r"[A-Z]{1,2}" if code[0].isalpha() else r"\d{1,3}[A-Z]?"
    shape = re.compile(rf"(?<!\w){re.escape(word)}\s+({tail})(?!\w)", re.IGNORECASE)
    for i, other in matched.items():
        if view.values[i] is value or view.values[i].kind != "name":
            continue
        for leaf in other.leaves:
            if leaf.source != "output" or leaf.text is not None or not isinstance(leaf.raw, str):
                continue
            if leaf.folded == view.values[i].folded:
                continue  # the other name is the whole string: it holds no more names
            codes = {x.group(1) for x in shape.finditer(leaf.raw)}
            if len(codes) == 1 and code.casefold() not in {c.casefold() for c in codes}:
                note = f"{word} {codes.pop()}"
                return _fact(ctx, view, value, leaf, "value_differs", note=note)
    return None


def _labelled_number_slip(ctx: CheckContext, view: ClaimView, value: Value) -> Finding | None:
    """A number that names a thing by the word before it ("Bus 71", "Sala 14", "बस 71")
    that no output holds, where the outputs write that word with one other number the claim
    does not state ("Bus 17 will cover the route"), and the two are a digit slip of each
    other: the thing's number misread. Numbers the claim states besides (the bus being
    replaced) are not what it misread."""
    if view.hedged or value.kind != "number" or value.stated is None:
        return None
    written = value.text.strip()
    if not written.isdigit() or not 2 <= len(written) <= 4:
        return None
    before = re.search(
        r"([^\W\d_]{2,})\s*$", ctx.answer.text[max(0, value.start - 30) : value.start]
    )
    if before is None:
        return None
    word = before.group(1)
    shape = re.compile(rf"(?<!\w){re.escape(word)}\s*#?\s*(\d{{1,4}})(?![\d.,:]\d|\w)", re.I)
    stated = {v.text.strip() for v in view.values if v is not value}
    stated |= {
        m.group(1)
        for m in shape.finditer(view.claim.text)
        if m.start(1) != value.start - view.claim.start
    }
    codes: dict[str, Leaf] = {}
    for leaf in ctx.index.leaves:
        if leaf.source != "output" or leaf.text is not None or not isinstance(leaf.raw, str):
            continue
        for m in shape.finditer(leaf.raw):
            if m.group(1) not in stated:
                codes.setdefault(m.group(1), leaf)
    if len(codes) != 1:
        return None
    code, leaf = next(iter(codes.items()))
    if code == written or len(code) != len(written):
        return None
    transposed = sorted(code) == sorted(written)
    one_off = sum(a != b for a, b in zip(code, written, strict=True)) == 1
    if not (transposed or (one_off and len(written) >= 3)):
        return None
    return _fact(ctx, view, value, leaf, "near_value_differs", note=f"{word} {code}")


def _keyed_label_slip(
    ctx: CheckContext, view: ClaimView, value: Value, matched: dict[int, _Match]
) -> Finding | None:
    """A number no output holds, stated right after a number that is a key of an output
    object keyed by such labels (``{"10": 37, "9": 214, "8": 390}``, a count by grade, by
    size, by floor): "your size 8 is one of 130" states the value under ``8``, and that value is
    the witness. The label is the claim's nearest whole number before it written in digits,
    and exactly one such object must key it."""
    if view.hedged or value.kind != "number" or value.stated is None:
        return None
    # the nearest number before it written in digits ("your size 8 is one of 130": "one" is no
    # label)
    label = next(
        (
            v
            for v in reversed(view.values)
            if v.end <= value.start
            and v.kind == "number"
            and v.stated is not None
            and v.text.strip()[:1].isdigit()
            and v.stated.value == v.stated.value.to_integral_value()
        ),
        None,
    )
    if label is None or label.stated is None or matched.get(view.values.index(value)) is not None:
        return None
    key = str(int(label.stated.value))
    index = ctx.index
    found: list[Leaf] = []
    for record in _label_keyed(index):
        leaf = record.field_leaf(index, key)
        if leaf is not None and leaf.number is not None:
            found.append(leaf)
    if len(found) != 1 or found[0].number == value.stated.value:
        return None
    return _fact(ctx, view, value, found[0], "value_differs", note=f"the value under {key}")


def _measure_under_named_key(
    ctx: CheckContext, view: ClaimView, value: Value, derivation: Derivation | None = None
) -> Finding | None:
    """A measure no output holds ("a glaze firing takes about 21 hours") said in a claim that names
    the key of one output figure of that measure (``firing_time_hours: {"glaze": 13}``: a
    label key of one word, its unit in its parent's key): that figure is the witness, when
    the stated value, rough or exact, does not reach it. A sum that works the value out of other
    figures (the answer's 10 plus a note's 3) does not outweigh it; one worked out of that
    very figure ("14 weeks plus 2 of shipping") is the answer's own arithmetic on it."""
    stated = value.stated
    if view.hedged or value.kind != "number" or stated is None or not stated.unit:
        return None
    measure = unit(stated.unit)
    if measure is None:
        return None
    said = {stem(w) for w in _WORD.findall(fold(view.claim.text))}
    found: list[tuple[Leaf, str]] = []
    for leaf in ctx.index.leaves:
        if leaf.source != "output" or leaf.number is None or leaf.text is not None:
            continue
        if isinstance(leaf.raw, bool) or not leaf.key:
            continue
        # (an object keyed by labels, its measure in its parent's key: ``{"bisque": 9,
        # "glaze": 13}`` under ``firing_time_hours``; a field of its own name, such as
        # ``cooling_limit_minutes``, is named loosely by the words around a figure)
        words = key_words(leaf.key)
        if len(words) != 1 or leaf.unit or key_unit(leaf.key) or stem(words[0].lower()) not in said:
            continue
        parent = leaf.pointer.rsplit("/", 1)[0].rsplit("/", 1)[-1]
        held = key_unit(parent) if parent and not parent.isdigit() else None
        u = unit(held) if held else None
        if u is None or u.dimension != measure.dimension:
            continue
        found.append((leaf, u.name))
    if len(found) != 1:
        return None
    leaf, name = found[0]
    assert leaf.number is not None
    if same(stated, leaf.number, name, leaf.key):
        return None
    if derivation is not None and leaf.id in derivation.leaves:
        return None
    if any(
        v is not value and v.stated is not None and v.stated.value == leaf.number
        for v in view.values
    ):
        return None  # ("2 m under the warning level (7 m)": the claim gives that figure itself)
    return _fact(ctx, view, value, leaf, "value_differs", note=f"the {name} under {leaf.key}")


def _spec_string_slip(
    ctx: CheckContext, view: ClaimView, value: Value, matched: dict[int, _Match]
) -> Finding | None:
    """A number with a unit word no output holds, in a claim that quotes one output string
    by two other values or more ("32 GB (2×16) DDR5 at 5600 MHz" beside ``ram: "32 GB (2x16)
    DDR5 6000 MHz CL30"``), when that string holds one number of the same unit word: the
    string's number is the witness."""
    if view.hedged or value.kind != "number" or value.stated is None or not value.noun:
        return None
    unit_word = value.noun.strip()
    if not unit_word.isalpha() or len(unit_word) > 8:
        return None
    index = ctx.index
    held: dict[int, int] = {}  # string leaf -> how many of the claim's other values it holds
    for j, m in matched.items():
        other = view.values[j]
        if other is value or len(other.text.strip()) < 2:
            continue  # (a letter, "on B", quotes no string: "B shift" holds it by chance)
        for lid in {leaf.text if leaf.text is not None else leaf.id for leaf in m.leaves}:
            leaf = index.leaves[lid]
            if leaf.source == "output" and isinstance(leaf.raw, str):
                held[lid] = held.get(lid, 0) + 1
    strings = [lid for lid, n in held.items() if n >= 2]
    if len(strings) != 1:
        return None
    leaf = index.leaves[strings[0]]
    pattern = re.compile(rf"(?<![\w.,])(\d[\d.,]*)\s*{re.escape(unit_word)}(?!\w)", re.IGNORECASE)
    found = pattern.findall(str(leaf.raw))
    if len(found) != 1:
        return None
    number = parse_number(found[0], "en")  # (an output writes its numbers as code does)
    if number is None or number == value.stated.value:
        return None
    return _fact(ctx, view, value, leaf, "value_differs", note=f"the {unit_word} of that string")


_SENTENCE_MARKS = "。！？!?;；\n"
_HAN_RUN = regex_cache.compile(r"[\u3400-\u9fff]{6,}")


def _quoted_sentence_slip(ctx: CheckContext, view: ClaimView, value: Value) -> Finding | None:
    """A figure in a claim that repeats, right by it, an output text's sentence word for word
    (six Han characters in a row, or five words; its figures and articles left out), when
    that sentence holds one figure of the same measure: an amount of money, a day, or a
    number the same word follows ("用水统一抄表计量，每吨7.5元" beside a clause "…由甲方统一
    抄表计量，按6.5元/吨结算…"; "ढक्कन की फ़ोटो 14 दिन में ऐप पर भेजनी है" beside a note
    "ढक्कन की फ़ोटो 10 दिन में ऐप पर भेजें"; "send the form by March 20, or the claim will
    be closed" beside "Send the form by 03/12/2026 or the claim will be closed"). A claim that
    states the sentence's own figure as well draws on it, not against it."""
    if view.hedged or value.kind not in ("money", "number", "date"):
        return None
    if value.kind == "date" and value.day is None:
        return None
    if value.kind != "date" and value.stated is None:
        return None
    claim = view.claim.text
    a, b = value.start - view.claim.start, value.end - view.claim.start
    unit_word = None
    if value.kind == "number":
        unit_word = _word_after(claim, b)
        if value.stated is None or not value.stated.unit or unit_word is None:
            return None
    runs = [
        run
        for run, lo, hi in _sentence_runs(claim)
        if lo - b <= _RUN_REACH and a - hi <= _RUN_REACH
    ]
    if not runs:
        return None
    index = ctx.index
    known: dict[int, frozenset[str]] = index.memo.setdefault("sentence runs", {})
    for leaf in index.leaves:
        if leaf.source != "output" or leaf.kind != "text" or not isinstance(leaf.raw, str):
            continue
        theirs_runs = known.get(leaf.id)
        if theirs_runs is None:
            theirs_runs = known[leaf.id] = frozenset(run for run, _, _ in _sentence_runs(leaf.raw))
        hit = next((r for r in runs if r in theirs_runs), None)
        if hit is None:
            continue
        found = _run_in(hit, leaf.raw)
        if found is None:
            return None
        start, end = _sentence_of(leaf.raw, found.start(), found.end())
        figures = [
            x
            for x in index.leaves
            if x.text == leaf.id
            and x.span is not None
            and start <= x.span[0] < end
            and x.mention_kind == value.kind
            and (unit_word is None or _word_after(leaf.raw, x.span[1]) == unit_word)
        ]
        if len(figures) != 1:
            return None
        figure = figures[0]
        if value.kind == "date":
            day = figure.when.day if figure.when is not None else None
            if day is None or day == value.day or any(v.day == day for v in view.values):
                return None
            if not _calendar_date(str(figure.raw)):
                return None  # "6 दिन पहले", "next Friday": reckoned from a day the text leaves open
        else:
            if figure.number is None or value.stated is None:
                return None
            theirs = abs(figure.number)
            if value.stated.holds(theirs):
                return None
            if any(v.stated is not None and v.stated.holds(theirs) for v in view.values):
                return None  # "10 of the 14 days are left": the sentence's figure is stated too
        note = {"money": "the amount of that sentence", "date": "the day of that sentence"}.get(
            value.kind, "the figure of that sentence"
        )
        return _fact(ctx, view, value, figure, "value_differs", note=note)
    return None


_RUN_REACH = 40  # characters between a figure and the repeated words that place it


def _restated_time_slip(ctx: CheckContext, view: ClaimView, value: Value) -> Finding | None:
    """A clock time no output holds, in a sentence that restates an output text's sentence
    in its own words (three content words of it, "shut the gate and chained it ... at 5:15"
    beside a report's "Gate shut and chained at 04:15"), when that sentence gives
    one time: the time of the event the answer retells, misstated. A time the answer states
    besides, or a term of hours the run gives, leaves it open."""
    clock = value.clock
    if view.hedged or value.kind != "time" or clock is None or value.ambiguous_12h:
        return None
    index = ctx.index
    clocks, texts = _text_times(index)
    if (clock.hour, clock.minute) in clocks:
        return None
    mine = _content_stems(view.sentence_text)
    if len(mine) < 3:
        return None
    found: list[Leaf] = []
    for text_id, times in texts.items():
        raw = str(index.leaves[text_id].raw)
        for x in times:
            assert x.span is not None
            start, end = _sentence_of(raw, *x.span, stops=True)
            if sum(1 for y in times if y.span and start <= y.span[0] < end) != 1:
                continue
            if len(mine & _content_stems(raw[start:end])) >= 3:
                found.append(x)
    if len(found) != 1:
        return None
    figure = found[0]
    theirs = figure.when.clock if figure.when is not None else None
    if theirs is None or any(v.clock == theirs for v in view.values):
        return None
    if _clock_shifted(ctx, value, view) or _approximate_clock(ctx, view, value):
        return None
    return _fact(ctx, view, value, figure, "value_differs", note="the time of that sentence")


def _text_times(index: EvidenceIndex) -> tuple[set[tuple[int, int]], dict[int, list[Leaf]]]:
    """Every (hour, minute) the outputs hold, and the clock times read inside each output
    text, by the text's leaf (once per run)."""
    hit: tuple[set[tuple[int, int]], dict[int, list[Leaf]]] | None = index.memo.get("text times")
    if hit is not None:
        return hit
    clocks: set[tuple[int, int]] = set()
    texts: dict[int, list[Leaf]] = {}
    for x in index.leaves:
        if x.source != "output" or x.when is None or x.when.clock is None:
            continue
        clocks.add((x.when.clock.hour, x.when.clock.minute))
        if x.text is not None and x.span is not None and x.mention_kind == "time":
            holder = index.leaves[x.text]
            if holder.kind == "text" and isinstance(holder.raw, str):
                texts.setdefault(x.text, []).append(x)
    index.memo["text times"] = hit = (clocks, texts)
    return hit


def _sentence_of(raw: str, a: int, b: int, stops: bool = False) -> tuple[int, int]:
    """Where the sentence of an output's text that holds ``raw[a:b]`` starts and ends, cut
    at ``_SENTENCE_MARKS``; with ``stops``, also at a full stop before a space."""
    start = max(raw.rfind(ch, 0, a) for ch in _SENTENCE_MARKS + ("." if stops else "")) + 1
    ends = [e for ch in _SENTENCE_MARKS if (e := raw.find(ch, b)) >= 0]
    stop = _SENTENCE_STOP.search(raw, b) if stops else None
    ends += [stop.start()] if stop else []
    return start, (min(ends) if ends else len(raw))


# the end of a sentence of an output's text: a full stop before a space
_SENTENCE_STOP = regex_cache.compile(r"\.(?=\s)")


def _content_stems(text: str) -> set[str]:
    """The stems of the words of four letters or more of a text, lower-cased."""
    return {stem(w) for w in _LONG_WORD.findall(text.lower())}


_LONG_WORD = regex_cache.compile(rf"(?:[^\W\d_]|[{MARKS}]){{4,}}")


def _calendar_date(text: str) -> bool:
    """Whether a date as a text writes it names its day on the calendar: two numbers or more
    ("11/19/2025", "2026年3月5日"), or a number and a month's name ("19 November")."""
    if len(_DIGIT_GROUP.findall(text)) >= 2:
        return True
    words = set(_WORD.findall(text.casefold()))
    return any(words & load(language).dates_months.keys() for language in available())


_DIGIT_GROUP = regex_cache.compile(r"\d+")


def _sentence_runs(text: str) -> list[tuple[str, int, int]]:
    """The runs a sentence is matched by, with where each lies in ``text``: six Han characters
    in a row, or else five words in a row, figures and articles left out."""
    bare = _FIGURE.sub(" ", text)
    out = [
        (m.group()[i : i + 6], m.start() + i, m.start() + i + 6)
        for m in _HAN_RUN.finditer(bare)
        for i in range(len(m.group()) - 5)
    ]
    if out:
        return out
    words = [m for m in _WORD.finditer(bare) if m.group().casefold() not in _ARTICLES]
    return [
        (
            " ".join(w.group().casefold() for w in words[i : i + 5]),
            words[i].start(),
            words[i + 4].end(),
        )
        for i in range(len(words) - 4)
    ]


def _run_in(run: str, text: str) -> re.Match[str] | None:
    """Where a run of :func:`_sentence_runs` lies in ``text``."""
    if " " not in run:
        return re.search(re.escape(run), text)
    gap = r"(?:\W|\d|\b(?:" + "|".join(sorted(_ARTICLES)) + r")\b)+"
    return re.search(gap.join(map(re.escape, run.split())), text, re.IGNORECASE)


_ARTICLES = frozenset({"the", "a", "an", "el", "la", "los", "las", "un", "una", "unos", "unas"})


# a figure of a text, left out when sentences are matched word for word
_FIGURE = regex_cache.compile(r"\d+(?:[.,:]\d+)*")


def _word_after(text: str, at: int) -> str | None:
    """The word right after a figure ending at ``at`` (a unit: "15 दिन", "3 days"), folded;
    for Han, the character right after it ("7.5元")."""
    m = _WORD_AFTER.match(text, at)
    if m is None:
        return None
    word = m.group(1)
    return fold(word[0] if _HAN_CHAR.match(word) else word)


_WORD_AFTER = regex_cache.compile(r"\s?([^\W\d_][\w\u0900-\u097f]*)")


def _label_keyed(index: EvidenceIndex) -> list[Record]:
    """The output objects keyed mostly by numbers (three at least): counts by grade, by
    size, by floor (once per run)."""
    hit: list[Record] | None = index.memo.get("label keyed")
    if hit is None:
        hit = []
        for record in index.records:
            if record.source != "output":
                continue
            keys = [
                index.leaves[lid].key for lid in record.leaves if index.leaves[lid].text is None
            ]
            labels = [x for x in keys if x.isdigit()]
            if len(labels) >= 3 and 2 * len(labels) >= len(keys):
                hit.append(record)
        index.memo["label keyed"] = hit
    return hit


def _object_keys(index: EvidenceIndex) -> frozenset[str]:
    """The folded keys the outputs' nested objects sit under (once per run)."""
    hit: frozenset[str] | None = index.memo.get("object keys")
    if hit is None:
        hit = index.memo["object keys"] = frozenset(
            fold(record.key)
            for record in index.records
            if record.source == "output" and record.list_id is None and record.key
        )
    return hit


def list_item_of(index: EvidenceIndex, rid: int | None) -> int | None:
    """The list item a record is or belongs to (a nested object's item), if any."""
    while rid is not None:
        record = index.records[rid]
        if record.list_id is not None:
            return rid
        rid = record.parent
    return None


def _string_swap(
    ctx: CheckContext, view: ClaimView, anchors: Sequence[Anchor], matched: dict[int, _Match]
) -> Finding | None:
    """An output string (a station, a verdict code, a payment term) that only other items of
    a list hold, in a claim whose other names and values (and those of the lines right
    before it, in one block) point at one item of that list, which holds another string
    under the same key: the string was swapped in from a sibling.

    Each pointer counts only as the items of the string's own list it names; a pointer that
    names the string's own item, or a sentence that also states the item's own string (a
    comparison), settles nothing."""
    index = ctx.index
    spans: dict[tuple[int, int], list[Leaf]] = {}
    for a in anchors:
        leaf = index.leaves[a.leaf]
        if view.claim.start <= a.start < view.claim.end:
            spans.setdefault((a.start, a.end), []).append(leaf)
    if not spans:
        return None
    pointers: dict[tuple[int, int], set[int]] = {}
    # small bare counts ("2 of the 3 rooms") may name the string's own item, but a field of
    # another that holds the same small number is no vote for that one
    weak: set[tuple[int, int]] = set()
    for span, leaves in spans.items():
        pointers[span] = {
            item
            for leaf in leaves
            if leaf.source == "output" and (item := list_item_of(index, leaf.record)) is not None
        }
    for i, m in matched.items():
        value = view.values[i]
        if value.is_number and value.stated is not None and value.stated.approx:
            continue
        items = {
            item
            for leaf in m.leaves
            if leaf.source == "output"
            and leaf.text is None
            and (item := list_item_of(index, leaf.record)) is not None
        }
        pointers.setdefault((value.start, value.end), set()).update(items)
        if _small_count(value):
            weak.add((value.start, value.end))
    for k, lids in [] if view.in_table else _block_before(ctx, view, small=False):
        # a table row is its own item: the rows above it name other items
        if k >= 10_000:
            weak.add((-1 - k, -1 - k))
        pointers[(-1 - k, -1 - k)] = {
            item
            for lid in lids
            if (leaf := index.leaves[lid]).source == "output"
            and leaf.text is None
            and (item := list_item_of(index, leaf.record)) is not None
        }
    s0, s1 = view.sentence
    text = ctx.answer.text
    for (start, end), leaves in spans.items():
        own = [
            leaf
            for leaf in leaves
            if leaf.source == "output" and leaf.text is None and isinstance(leaf.raw, str)
        ]
        if not own or len(own) != len(leaves) or any(_names_its_item(leaf) for leaf in own):
            continue
        if any(leaf.folded not in fold(text[start:end]) for leaf in own):
            continue  # the answer shortens a longer string: it may be naming something else
        inner = text.find(str(own[0].raw), start, end)
        if inner >= 0 and len({str(leaf.raw) for leaf in own}) == 1:
            # ("3月4日咖啡豆88.50元": the string is a part of a run with no spaces, and the
            # date and the amount around it are values of their own, which name its item)
            start, end = inner, inner + len(str(own[0].raw))
        if fold(text[start:end]) in _object_keys(index):
            # "the lower band is Low" beside ``bands: {"lower": {...}}``: the string is also
            # the key of an output object, which the sentence may be naming
            continue
        item_of = {leaf.id: list_item_of(index, leaf.record) for leaf in own}
        items = {rid for rid in item_of.values() if rid is not None}
        if len(items) != len(set(item_of.values())):
            continue  # held outside any list too
        lists = {index.records[rid].list_id for rid in items}
        if _names_siblings_alike(index, spans, (start, end), own, item_of):
            continue  # "2nd in the sprint, 3rd in the relay": items enumerated
        votes: dict[int, int] = {}
        named_own = False
        for (s, e), recs in pointers.items():
            if s < end and start < e:
                continue  # the string itself, or a value inside it
            mine = {rid for rid in recs if index.records[rid].list_id in lists}
            if mine & items:
                named_own = True
                break
            if len(mine) == 1 and (s, e) not in weak:
                rid = next(iter(mine))
                votes[rid] = votes.get(rid, 0) + 1
        if named_own or not votes:
            continue
        ranked = sorted(votes.items(), key=lambda p: -p[1])
        if ranked[0][1] < 2 or (len(ranked) > 1 and ranked[1][1] == ranked[0][1]):
            continue
        top = index.records[ranked[0][0]]
        for leaf in own:
            rel = leaf.pointer[len(index.records[item_of[leaf.id] or 0].pointer) :]
            theirs = [
                x
                for x in index.subtree_leaves(top.id)
                if x.pointer == top.pointer + rel and x.text is None and isinstance(x.raw, str)
            ]
            if not theirs or any(x.folded == leaf.folded for x in theirs):
                continue
            witness = theirs[0]
            rest = f" {fold(text[s0:start])} | {fold(text[end:s1])} "
            if witness.folded and _holds_words(rest, witness.folded):
                continue  # the sentence states the item's own string too: a comparison
            if _ends_own_string(text, start, end, witness.folded):
                continue  # "the shed of the garden" for its "Shed garden": its own
            written = text[start:end]
            return make_finding(
                "fact_mismatch",
                view,
                f"the answer says {written!r}, which is {leaf.pointer} = {leaf.raw!r} "
                f"of another record; this one has {witness.pointer} = {witness.raw!r}",
                reason="value_of_another_record",
                expected=witness.raw,
                found=written,
                witness=witness_of(
                    index, witness, "output_value", f"{written!r} is {leaf.pointer}"
                ),
            )
    return None


def _names_siblings_alike(
    index: EvidenceIndex,
    spans: dict[tuple[int, int], list[Leaf]],
    at: tuple[int, int],
    own: list[Leaf],
    item_of: dict[int, int | None],
) -> bool:
    """Whether the claim names another item of the string's list by the same field ("with
    2nd in the sprint and 3rd in the relay", two ``race`` strings): it
    enumerates items, each with its own values, rather than stating one item's."""
    fields: set[tuple[int | None, str]] = set()
    for leaf in own:
        item = item_of.get(leaf.id)
        if item is None:
            continue
        fields.add((index.records[item].list_id, leaf.pointer[len(index.records[item].pointer) :]))
    mine = {rid for rid in item_of.values() if rid is not None}
    for span, leaves in spans.items():
        if span[0] < at[1] and at[0] < span[1]:
            continue
        for x in leaves:
            item = list_item_of(index, x.record) if x.source == "output" else None
            if item is None or item in mine or not isinstance(x.raw, str):
                continue
            rel = x.pointer[len(index.records[item].pointer) :]
            if (index.records[item].list_id, rel) in fields:
                return True
    return False


_NAMING_CONCEPTS = frozenset({"name", "title", "id", "code"})


def _names_its_item(leaf: Leaf) -> bool:
    """Whether a string is what its item is called (a name, a title, an id, a code): a claim
    that states it is about that item, not stating an attribute of another one."""
    raw = str(leaf.raw)
    if any(ch.isdigit() for ch in raw) and not any(ch.isspace() for ch in raw.strip()):
        return True  # a code ("RSV-88213"); "Court 4" under ``court`` is where it is
    words = key_words(leaf.key)
    if len(words) == 1 and words[0].casefold() in _OWN_NAME_KEYS:
        return True  # a checklist's ``item``, a cart line's ``product``: the row's title
    return bool(set(words) & _ID_KEYS or concepts_of_words(words) & _NAMING_CONCEPTS)


def _ends_own_string(text: str, start: int, end: int, own: str) -> bool:
    """Whether the string at ``[start, end)`` closes (or opens) the words of ``own`` that the
    answer writes with a few words between them ("the shed of the garden" for "Shed
    garden"): the answer names the item's own string, of which the other is a word."""
    said = fold(text[start:end]).split()
    words = own.split()
    if not said or len(words) <= len(said) or _HAN_CHAR.search(own):
        return False
    if words[-len(said) :] == said:
        rest, near = words[: -len(said)], fold(text[max(0, start - 40) : start]).split()[-6:]
    elif words[: len(said)] == said:
        rest, near = words[len(said) :], fold(text[end : end + 40]).split()[:6]
    else:
        return False
    at = 0
    for w in rest:  # in order, each among the few words beside the string
        try:
            at = near.index(w, at) + 1
        except ValueError:
            return False
    return True


def _holds_words(folded_text: str, folded: str) -> bool:
    """Whether a folded text holds a folded string as whole words (Han text: anywhere)."""
    if _HAN_CHAR.search(folded):
        return folded in folded_text
    return re.search(rf"(?<!\w){re.escape(folded)}(?!\w)", folded_text) is not None


# ---- what is not checked -------------------------------------------------------------------


_LIST_NUMBER_END = regex_cache.compile(r"\s*[.)]")
_ID_MARK_BEFORE = regex_cache.compile(r"(#|No\.?|№)\s*$")
_CODE_BEFORE = regex_cache.compile(r"[A-Za-z]-$")
_LETTER_AFTER = regex_cache.compile(r"^-?[A-Za-z]")
_SECONDS_AFTER = regex_cache.compile(r":[0-5]\d(?!\d)")
# (a word in lower case after a hyphen is a noun the figure counts, "a 4-burner stove": no code)
_CODE_AFTER = regex_cache.compile(r"^(?:-?[A-Z]|[a-z]|-[a-z]{1,2}\b)")


def _skip(view: ClaimView, value: Value) -> bool:
    if value.kind == "number" and value.stated is not None:
        before = view.claim.text[: max(0, value.start - view.claim.start)]
        if not before.strip(" *#>-•\t") and _LIST_NUMBER_END.match(
            view.claim.text[value.end - view.claim.start :]
        ):
            return True  # a list number: "1. Nightcall"
        if _ID_MARK_BEFORE.search(before):
            return True  # "#73310" is an id; ids are read as names
        if _SECONDS_AFTER.match(view.claim.text, value.end - view.claim.start):
            return True  # "55:27", a race time in minutes and seconds: no figure of its own
        after = view.claim.text[value.end - view.claim.start :]
        if _CODE_BEFORE.search(before) or (
            # ("two-bed" in words is a kind of flat, not a figure; "a 4-burner stove" is one)
            (_CODE_AFTER if value.text[:1].isdigit() else _LETTER_AFTER).match(after)
            and not (value.noun and unit_of_word(value.noun))  # "a 90-day warranty"
        ):
            return True  # part of a code: "KB-1134", "A26"
    return value.is_number and _rate_basis(view, value)


_BASES = frozenset(Decimal(10) ** k for k in range(1, 7))


def _rate_basis(view: ClaimView, value: Value) -> bool:
    """Whether a round number right after a word of "each" is the basis of a rate ("₹150
    per 1,000 litres", "6 l cada 100 km", "每100公里"): the unit the rate is of, no value."""
    stated = value.stated
    if stated is None or stated.magnitude not in _BASES:
        return False
    each = words_for(view.claim.language).each
    if each is None:
        return False
    before = view.claim.text[: max(0, value.start - view.claim.start)].rstrip(" *").lower()
    # ("a" of "$5 a day" is too short to tell: "a 1,000-seat hall" states a size)
    return any(
        m.end() == len(before) and len(m.group()) > 1
        for m in each.finditer(before, max(0, len(before) - 12))
    )


def _soft(value: Value) -> bool:
    """Values that prove little when nothing holds them: single capitalised words, years,
    small counts written as words, weekdays alone."""
    if value.kind == "name":
        return len(value.folded.split()) < 2 and not any(ch.isdigit() for ch in value.text)
    # years, and small counts written as words ("three", "एक", "两")
    return value.year_like or (
        value.kind == "number"
        and value.stated is not None
        and not any(ch.isdigit() for ch in value.text)
    )


# ---- lookup ---------------------------------------------------------------------------------


def _lookup(ctx: CheckContext, view: ClaimView, value: Value) -> _Match | None:
    index = ctx.index
    if value.is_number and value.stated is not None:
        coded = _written_as_code(ctx, value)
        if coded is not None:
            return coded
        stated = _with_header_unit(ctx, view, value)
        leaves = _numbers(index, stated)
        if not leaves:
            index.read_texts()
            leaves = _numbers(index, stated)
        if leaves:
            return _Match(_rank(leaves))
        return (
            _derive(ctx, view, value, stated)
            or _digits_of_an_id(ctx, value)
            or _numbered_by_key(ctx, value)
            or _masked_id(ctx, value)
            or _dimension_in_text(ctx, value)
        )
    if value.kind == "date":
        leaves = _dates(index, value)
        if not leaves:
            index.read_texts()
            leaves = _dates(index, value)
        if leaves:
            return _Match(_rank(leaves))
        moved = _day_after_stated_term(ctx, view, value)
        return _Match(derivation=moved) if moved is not None else None
    if value.kind == "time":
        late = _APPROX_LATE if _approximate_clock(ctx, view, value) else 0
        leaves = _times(index, value, late)
        if not leaves:
            index.read_texts()
            leaves = _times(index, value, late)
        if late and leaves:
            # "around 10:45, within your 10:00 to 11:00 window": the 11:00 the claim states
            # on its own is that field's; the time said to be about right is another one
            others = {
                (v.clock.hour, v.clock.minute)
                for v in view.values
                if v is not value and v.kind == "time" and v.clock is not None
            }
            leaves = [leaf for leaf in leaves if _clock_of(leaf) not in others]
        if leaves:
            return _Match(_rank(leaves))
        return _clock_after_duration(ctx, view, value, late)
    if value.kind == "url":
        key = normalize_url(value.folded or value.text)
        leaves = [index.leaves[i] for i in index.urls.get(key, ())]
        if not leaves:
            index.read_texts()
            leaves = [index.leaves[i] for i in index.urls.get(key, ())]
        return _Match(_rank(leaves)) if leaves else None
    if value.kind == "email":
        leaves = [index.leaves[i] for i in index.emails.get(value.folded, ())]
        if not leaves:
            index.read_texts()
            leaves = [index.leaves[i] for i in index.emails.get(value.folded, ())]
        return _Match(_rank(leaves)) if leaves else None
    if value.kind in ("name", "id"):
        # a name many claims repeat is looked up once for each state of the index (the
        # lookup may read the outputs' texts, which adds leaves)
        asked = ("name", value.folded, len(index.leaves))
        ranked: list[Leaf] | None = index.memo.get(asked)
        if ranked is None:
            found = _strings(index, value.folded)
            singular = _counted_singular(view, value) if not found else None
            if singular is not None:
                found = _strings(index, singular)
            if not found and value.kind == "id" and value.folded.isdigit():
                n = Decimal(value.folded)  # "#29584" and ``"id": 29584``
                found = [leaf for leaf in index.numbers_between(n, n) if leaf.number == n]
            if not found:
                found = _key_and_value(index, value.folded)
            if not found and value.kind == "name":
                found = _role_before_name(index, value.folded)
            if not found and value.kind == "name":
                found = _two_fields_named(index, value.folded)
            ranked = index.memo[asked] = _rank(found)
        return _Match(list(ranked)) if ranked else None
    return None


# a number and the name it counts, nothing but spaces or emphasis between ("**12 Barn Swallows")
_COUNT_GAP = regex_cache.compile(r"[\s*_]{1,4}")


def _compared_with(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """Whether a comparative ends right before the value ("less than X", "more than X's",
    "más caro que X"): the value names what the claim's own thing is compared with."""
    words = ctx.answer.words
    before = ctx.answer.text[max(view.claim.start, value.start - 30) : value.start].lower()
    before = before.rstrip(" *_")
    return any(
        m.end() == len(before)
        for p in (words.less, words.more)
        if p is not None
        for m in p.finditer(before)
    )


def _role_before_name(index: EvidenceIndex, folded: str) -> list[Leaf]:
    """The output fields that hold a name of two words or more after its first word, and
    that first word too, in the text or the key ("Chairs Ana Ruiz, Li Wei" cut at the
    comma beside "Chair of the board: Ana Ruiz", "Coach Ben Ode" beside ``coach: "Ben
    Ode"``): a role word that opens a cell or a sentence is capitalised like the name."""
    first, _, rest = folded.partition(" ")
    if len(rest.split()) < 2 or len(first) < 3:
        return []
    role = stem(first)
    return [
        leaf
        for leaf in _strings(index, rest)
        if role in {stem(w) for w in _WORD.findall(leaf.folded or "")}
        or role in {stem(w) for w in key_words(leaf.key)}
    ]


def _two_fields_named(index: EvidenceIndex, folded: str) -> list[Leaf]:
    """The two string fields of one nested object a name joins ("Svalbard SVL-3" beside
    ``station: {site: "Svalbard", code: "SVL-3"}``, "Ana Ruiz" beside ``driver: {first:
    "Ana", last: "Ruiz"}``), in either order: a name the answer composed of its parts. The
    fields of a list's item are the item's several details, not one name."""
    words = folded.split()
    for cut in range(1, len(words)):
        first, second = " ".join(words[:cut]), " ".join(words[cut:])
        for one, other in ((first, second), (second, first)):
            for leaf in index.strings(one):
                if leaf.source != "output" or leaf.record is None:
                    continue
                record = index.records[leaf.record]
                if record.list_id is not None or record.parent is None:
                    continue  # (a name's parts are an object of their own, not an item's)
                mate = next(
                    (
                        index.leaves[lid]
                        for lid in record.leaves
                        if lid != leaf.id and index.leaves[lid].folded == other
                    ),
                    None,
                )
                if mate is not None:
                    return [leaf, mate]
    return []


def _key_and_value(index: EvidenceIndex, folded: str) -> list[Leaf]:
    """The output fields a name of two words is the key and the value of ("Row K" and
    ``row: "K"``, "Gate 12" and ``gate: 12``)."""
    words = folded.split()
    if len(words) != 2:
        return []
    key, held = words
    return [
        leaf
        for leaf in index.leaves
        if leaf.source == "output"
        and leaf.text is None
        and fold(leaf.key) == key
        and (leaf.folded == held or (leaf.number is not None and str(leaf.raw) == held))
    ]


def _counted_singular(view: ClaimView, value: Value) -> str | None:
    """The one of a name that a number right before it counts, in the plural of "-s"
    ("3 Model Ys" for a ``Model Y``, "12 Barn Swallows" beside a note on "a Barn Swallow
    count"): the outputs name the kind once, the answer counts its members."""
    if value.kind != "name" or not value.folded.endswith("s") or len(value.folded) < 5:
        return None
    base = view.claim.start
    before = [v for v in view.values if v.end <= value.start]
    if not before or before[-1].kind != "number":
        return None
    if not _COUNT_GAP.fullmatch(view.claim.text[before[-1].end - base : value.start - base]):
        return None
    return value.folded[:-1]


def _with_header_unit(ctx: CheckContext, view: ClaimView, value: Value) -> Stated:
    """A bare number in a table column whose header names a unit of measure ("Hours",
    "Distance (km)", "时长（小时）") is in that unit: "9.75" under "Hours" is 585 minutes."""
    stated = value.stated
    assert stated is not None
    if not view.in_table or stated.unit or stated.kind != "number":
        return stated
    header = _column_header(ctx, value)
    measure = _header_measure(header) if header else None
    return replace(stated, unit=measure) if measure else stated


def _cell_at(ctx: CheckContext, value: Value) -> tuple[int, TableRow, int] | None:
    """The table row ``value`` stands in (its line start, the row) and its cell's index."""
    here = ctx.answer.text.rfind("\n", 0, value.start) + 1
    row = ctx.answer.tables.get(here)
    if row is None:
        return None
    col = next((k for k, (s, e, _) in enumerate(row.cells) if s <= value.start < e + 1), None)
    return (here, row, col) if col is not None else None


def _column_header(ctx: CheckContext, value: Value) -> str | None:
    at = _cell_at(ctx, value)
    return (at[1].cells[at[2]][2] or None) if at is not None else None


def _cell_of(ctx: CheckContext, value: Value) -> tuple[int, int] | None:
    """The span of the table cell ``value`` stands in, if it stands in one."""
    at = _cell_at(ctx, value)
    return at[1].cells[at[2]][:2] if at is not None else None


def _consequence_hedged(ctx: CheckContext, view: ClaimView, value: Value) -> ClaimView:
    """The claim as the value is said in it: without its hedge when every hedge of the
    sentence stands after the value, in a clause a consequence word opens ("…, so you should
    …"); else the claim as it is."""
    sent, end = view.sentence_text.lower(), value.end - view.sentence[0]
    if "question" not in view.stance and _offer_only_after(ctx.answer.words, sent, end):
        # "a day pass is $18 a head if you'd like one": the offer that ends the
        # sentence leaves the price stated
        view = replace(view, stance=view.stance - {"offer", "conditional"})
    if view.stance & {"opinion", "conditional", "offer", "question"} or "hedge" not in view.stance:
        return view
    if not hedge_only_after(ctx.answer.words, sent, end):
        return view
    return replace(view, stance=view.stance - {"hedge"})


def _offer_only_after(words: Words, sent: str, end: int) -> bool:
    """Whether the sentence (``sent``, lower-cased) ends in an offer ("if you want them", "si
    quieres") that opens after offset ``end`` and holds no figure, and every condition of
    the sentence is that offer's."""
    offer = words.stance.get("offer")
    if offer is None or not 0 < end < len(sent):
        return False
    first = offer.search(sent)
    if first is None or first.start() < end or any(ch.isdigit() for ch in sent[first.start() :]):
        return False
    cond = words.stance.get("conditional")
    return cond is None or all(m.start() >= first.start() - 1 for m in cond.finditer(sent))


def _hedged_cell(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """Whether the claim's hedge reaches ``value``. A table row's cells stand apart: a
    cell that says a reading was estimated, a delivery is "tentative" or a booking
    "provisional" (the record's own type or status) hedges no figure of another cell.
    Names keep the row's hedge: a cell of a name is often the output's string loosely
    written, which a hedge elsewhere in the row excuses no less than before."""
    if not view.hedged:
        return False
    if not view.in_table or not value.is_number or view.stance & {"question", "offer"}:
        return True
    cell = _cell_of(ctx, value)
    if cell is None:
        return True
    text = ctx.answer.text[cell[0] : cell[1]].lower()
    words = ctx.answer.words
    return any(words.has(name, text) for name in ("hedge", "conditional", "opinion"))


def _header_measure(header: str) -> str | None:
    """The unit a short header names by one of its words (a parenthesised unit wins)."""
    inner = re.search(r"[(（\[]\s*([^()（）\[\]]{1,12}?)\s*[)）\]]", header)
    if inner is not None and (found := measure_unit(inner.group(1))):
        return found
    words = _WORD.findall(header)
    if not 1 <= len(words) <= 3:
        return None
    units = {u for w in words if (u := measure_unit(w)) is not None}
    return units.pop() if len(units) == 1 else None


def _digits_of_an_id(ctx: CheckContext, value: Value) -> _Match | None:
    """A long whole number that is the digits of an id the run holds ("the gift card ending
    in 5094406" and ``gift_card_5094406``)."""
    if value.kind != "number" or value.stated is None:
        return None
    digits = value.text.strip()
    if not digits.isdigit() or len(digits) < 4:
        return None
    pattern = re.compile(rf"(?<!\d){digits}(?!\d)")
    for leaf in ctx.index.leaves:
        if leaf.kind == "string" and leaf.text is None and pattern.search(str(leaf.raw)):
            return _Match([leaf])
    return None


def _numbered_by_key(ctx: CheckContext, value: Value) -> _Match | None:
    """A whole number an output keeps under a key of numbering (``waitlist_no: 14``,
    ``table_number: 7``) that the words by it name ("number 14 on the waitlist", "waitlist
    नंबर 14"): the number it is, not a quantity."""
    stated = value.stated
    if value.kind != "number" or stated is None or not value.text.strip().isdigit():
        return None
    words = label_words(f"{value.near} {value.label}")
    concepts = ctx.answer.words.concepts_in(f"{value.near} {value.label}")
    if not words and not concepts:
        return None
    held = [
        leaf
        for leaf in ctx.index.leaves
        if leaf.kind == "number"
        and leaf.number == stated.value
        and _is_identifier(leaf)
        and leaf.text is None
        and _names_key_exact(leaf, words, concepts)
    ]
    return _Match(held) if held else None


# what shows an id cut to its last digits: "…8812", "****8812", "xxxx8812", "ending in
# 8812", "terminada en 8812", "आख़िरी 4 अंक 8812", "尾号8812"
_MASK_BEFORE = regex_cache.compile(
    r"(?:[…*•·xX]{2,}|…|\.{3}|\bend(?:ing|s)?\s+(?:in|with)|\blast\s+(?:\d|four|three|five|six)"
    r"\w*(?:\s+digits?)?(?:\s+(?:are|is))?|\bterminad[ao]\s+en|\bacabad[ao]\s+en|\btermina\s+en"
    r"|\bterminación|últimos\s+\d+\s+dígitos|(?:आख़िरी|आखिरी|अंतिम|आख़री)\s+\d+\s+अंक"
    r"(?:\s+(?:हैं|है))?|尾号|尾號|末尾|终号|終號|后[四三五六]位|後[四三五六]位|末[四三五六]位)"
    r"\s*[:：]?\s*$",
    re.IGNORECASE,
)


def _written_as_code(ctx: CheckContext, value: Value) -> _Match | None:
    """A figure with a letter after it that an output string holds as written ("unit 4B"
    and ``unit: "4B"``): that code, not four billion."""
    text = value.text.strip()
    if not _DIGITS_THEN_LETTER.fullmatch(text):
        return None
    for leaf in ctx.index.leaves:
        if leaf.source == "output" and leaf.kind == "string" and leaf.raw == text:
            return _Match([leaf], how="a code as written")
    return None


_DIGITS_THEN_LETTER = regex_cache.compile(r"\d{1,4}[A-Za-z]{1,2}")


def _masked_id(ctx: CheckContext, value: Value) -> _Match | None:
    """The last digits of an id the run holds, written masked ("PRAN …8812", "card ending
    in 8812", "尾号8812"): a suffix of that id, not another value."""
    if value.kind not in ("number", "id"):
        return None
    digits = value.text.strip()
    if not digits.isdigit() or not 2 <= len(digits) <= 6:
        return None
    before = ctx.answer.text[max(0, value.start - 24) : value.start]
    if _MASK_BEFORE.search(before) is None:
        return None
    for leaf in ctx.index.leaves:
        coded = leaf.kind == "string" or (
            leaf.kind == "number" and (isinstance(leaf.raw, str) or _is_identifier(leaf))
        )  # ``"pran": "110045678812"`` is kept as a number, but written as a code
        held = _NOT_ALNUM.sub("", str(leaf.raw)) if coded else ""
        if len(held) >= len(digits) + 2 and held.endswith(digits):
            return _Match([leaf], how="masked id")
    return None


# "180 × 90 cm", "1.2 x 0.8 m", "30×40厘米": the sizes of one thing, not a quantity times a price
_NUM = r"\d+(?:[.,]\d+)?"
_DIMENSIONS = regex_cache.compile(
    rf"(?<![\d.,])({_NUM})\s*[x×X*]\s*({_NUM})(?:\s*[x×X*]\s*({_NUM}))?\s*"
    r"(mm|cm|m|km|in|inch|inches|ft|feet|metros?|pulgadas|मिमी|सेमी|मीटर|इंच|毫米|厘米|公分|米|英寸)"
    r"(?![a-zA-Z])"
)


def _dimensions_at(text: str, start: int, end: int) -> tuple[str, ...] | None:
    """The sizes of the dimension group ``text[start:end]`` is one of, or None."""
    lo = max(0, start - 40)
    for m in _DIMENSIONS.finditer(text, lo, min(len(text), end + 40)):
        spans = [m.span(g) for g in (1, 2, 3) if m.group(g)]
        if any(s <= start and end <= e for s, e in spans) or (m.start() <= start < m.end()):
            return (*(_size(m.group(g)) for g in (1, 2, 3) if m.group(g)), m.group(4))
    return None


def _size(text: str) -> str:
    return text.replace(",", ".").rstrip("0").rstrip(".") if "," in text or "." in text else text


def _dimension_value(ctx: CheckContext, value: Value) -> bool:
    """Whether a number is one size of an "N × M unit" group the answer writes."""
    return value.is_number and _dimensions_at(ctx.answer.text, value.start, value.end) is not None


def _dimension_in_text(ctx: CheckContext, value: Value) -> _Match | None:
    """A size of an "N × M unit" group that an output string writes the same ("240x200 cm"
    in an item's description): the item's own text holds it."""
    if not value.is_number:
        return None
    sizes = _dimensions_at(ctx.answer.text, value.start, value.end)
    if sizes is None:
        return None
    index = ctx.index
    for leaf in index.leaves:
        if leaf.kind not in ("string", "text") or leaf.source != "output":
            continue
        raw = str(leaf.raw)
        if "x" not in raw and "×" not in raw and "X" not in raw and "*" not in raw:
            continue
        for m in _DIMENSIONS.finditer(raw[:20000]):
            held = tuple(_size(m.group(g)) for g in (1, 2, 3) if m.group(g))
            if held == sizes[:-1]:
                return _Match([leaf], how="dimensions in text")
    return None


def _clock_after_duration(
    ctx: CheckContext, view: ClaimView, value: Value, late: int
) -> _Match | None:
    """A clock time the answer computed from an output time and an output duration ("picked
    up at 3:50, about 55 minutes' ride: there around 4:45"): that sum holds it."""
    if value.clock is None:
        return None
    index = ctx.index
    durations: list[tuple[Leaf, int]] = []
    for leaf in index.leaves:
        if leaf.source != "output" or leaf.number is None or not leaf.key or leaf.text is not None:
            continue
        held = key_unit(leaf.key)
        measure = unit(held) if held else None
        if measure is None or measure.dimension != "time":
            continue
        span = convert(leaf.number, measure.name, "min")
        if span is not None and 0 < span <= 24 * 60 and span == int(span):
            durations.append((leaf, int(span)))
    if not durations or len(durations) > 12:
        return None
    said = value.clock.hour * 60 + value.clock.minute
    early = _APPROX_EARLY if late else 0
    for start in index.all_whens():
        w = start.when
        if start.source != "output" or w is None or w.clock is None:
            continue
        for leaf, minutes in durations:
            at = (w.clock.hour * 60 + w.clock.minute + minutes) % (24 * 60)
            targets = (said, (said + 12 * 60) % (24 * 60)) if value.ambiguous_12h else (said,)
            for target in targets:
                gap = (at - target + 12 * 60) % (24 * 60) - 12 * 60  # minutes it is late
                if -early <= gap <= late:
                    how = f"{start.pointer} + {leaf.pointer} ({minutes} min)"
                    d = Derivation(Decimal(at), how, (start.id, leaf.id), "near")
                    return _Match(derivation=d)
    return None


def _rank(leaves: list[Leaf]) -> list[Leaf]:
    order = {"output": 0, "arguments": 1, "context": 2}
    return sorted(leaves, key=lambda leaf: (order[leaf.source], leaf.text is not None))


_FOUND: weakref.WeakKeyDictionary[EvidenceIndex, dict[tuple[int, Stated], list[Leaf]]] = (
    weakref.WeakKeyDictionary()
)


def _numbers(index: EvidenceIndex, stated: Stated) -> list[Leaf]:
    """Output numbers that are ``stated`` (see `nyaya.values.numbers.same`); an answer that
    states one value many times looks it up once per state of the index (its leaf count)."""
    memo = _FOUND.setdefault(index, {})
    key = (len(index.leaves), stated)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _find_numbers(index, stated)
    return list(found)


def _a_percent(index: EvidenceIndex, leaf: Leaf) -> bool:
    """Whether a number read in a text is a percent ("60 %", "45%")."""
    if leaf.mention_kind == "percent":
        return True
    if leaf.text is None or leaf.span is None:
        return False
    return str(index.leaves[leaf.text].raw)[leaf.span[1] : leaf.span[1] + 2].lstrip()[:1] == "%"


def _find_numbers(index: EvidenceIndex, stated: Stated) -> list[Leaf]:
    found: dict[int, Leaf] = {}
    # whether a leaf is ``stated`` depends on its number, unit and key alone: a value that
    # recurs (the same figure in every copy of a text) is compared once
    verdicts: dict[tuple[Decimal, str | None, str], bool] = {}
    tol = stated.tolerance()
    t = stated.magnitude
    ranges: list[tuple[Decimal, Decimal]] = [(t - tol, t + tol)]
    if stated.kind == "percent":
        ranges.append(((t - tol) / 100, (t + tol) / 100))
    if stated.kind == "money" or (
        stated.kind == "number" and stated.step < 1 and t >= Decimal("0.1")
    ):
        # (a price with its cents and no sign: a minor-unit key's, see `same`)
        ranges.append(((t - tol) * 100, (t + tol) * 100))
    for scale in KEY_SCALES:  # a key counted in thousands, 万, lakhs: "4.3万" and mileage_wan
        if t >= scale:
            ranges.append(((t - tol) / scale, (t + tol) / scale))
    measure = unit(stated.unit) if stated.unit and stated.kind in ("number", "duration") else None
    if measure is not None:
        from nyaya.values.units import _load, convert

        for other in _load()[0].values():
            if other.dimension == measure.dimension and other.name != measure.name:
                lo = convert(t - tol, measure.name, other.name)
                hi = convert(t + tol, measure.name, other.name)
                if lo is not None and hi is not None:
                    ranges.append((min(abs(lo), abs(hi)), max(abs(lo), abs(hi))))
    # a figure the answer gives a unit of measure ("60 días", "3 kg")
    counted = measure is not None or unit_of_word(stated.unit) is not None
    for lo, hi in ranges:
        for leaf in index.numbers_between(max(lo, Decimal(0)), hi):
            if leaf.id in found or leaf.number is None:
                continue
            if _is_identifier(leaf):
                continue
            if counted and stated.kind != "percent" and _a_percent(index, leaf):
                continue  # "60 días" is no "60 %" a text writes: a share measures no days
            if stated.kind == "percent" and leaf.unit and unit(leaf.unit) is not None:
                continue  # (and "about 43%" is no ``minutes: 44``: minutes are no share)
            sig = (leaf.number, leaf.unit, leaf.key)
            verdict = verdicts.get(sig)
            if verdict is None:
                if stated.kind == "duration" or (
                    measure is not None and leaf.unit and leaf.unit != measure.name
                ):
                    verdict = bool(same(stated, leaf.number, leaf.unit, leaf.key))
                else:
                    unit_ = leaf.unit if measure is not None else None
                    how = same(stated, leaf.number, unit_, leaf.key)
                    # ("about 22 hours" is no 23 of a field of no unit, ``pieces_waiting``:
                    # a measure said roughly is near only a figure of its own measure)
                    verdict = bool(how) and not (
                        how == "approximate" and measure is not None and leaf.unit is None
                    )
                verdicts[sig] = verdict
            if verdict:
                found[leaf.id] = leaf
    return list(found.values())


def _is_identifier(leaf: Leaf) -> bool:
    words = set(leaf.path[-1:]) if leaf.path else set()
    return bool(words & _ID_KEYS) and leaf.key.lower() not in ("number_of", "count")


def _dates(index: EvidenceIndex, value: Value) -> list[Leaf]:
    out: list[Leaf] = []
    days = value.days or ((value.day,) if value.day else ())
    zones = None
    for day in days:
        if day is None:
            continue
        if value.monthday:
            cands = index.on_monthday(day.month, day.day)
        else:
            cands = index.on_day(day) + index.on_monthday(day.month, day.day)
        for leaf in cands:
            if leaf.when is None or leaf.when.day is None:
                continue
            if not value.monthday and leaf.when.day.year not in (day.year, 2000):
                continue
            if (
                value.weekday is not None
                and leaf.when.day.year != 2000
                and leaf.when.day.weekday() != value.weekday
            ):
                continue
            out.append(leaf)
        if not out:
            zones = zones if zones is not None else index.zones()
            for leaf in index.all_whens():
                w = leaf.when
                if w is None or w.day is None or w.clock is None or w.offset is None:
                    continue
                if abs((w.day - day).days) > 1:
                    continue
                for z in zones:
                    shifted = w.at(z)
                    if (
                        value.weekday is not None
                        and shifted.day is not None
                        and shifted.day.weekday() != value.weekday
                    ):
                        continue  # the weekday named with it must be that day's, here too
                    if shifted.day == day or (
                        value.monthday
                        and shifted.day
                        and (shifted.day.month, shifted.day.day) == (day.month, day.day)
                    ):
                        out.append(leaf)
                        break
    return list({leaf.id: leaf for leaf in out}.values())


_APPROX_EARLY = 15  # minutes an approximate clock time may be early ("around 8" for 7:50)
_APPROX_LATE = 59  # and late: "8点多", "just after 8", "8 बजे के बाद" say "8 and some"


def _approximate_clock(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """A clock time said to be about right: an approximation word before it ("around 8",
    "pasadas las 8") or one that runs on from its end ("8点多", "8 बजे के बाद")."""
    if value.clock is None or value.clock.minute % 15:
        return False  # "around 8:37" is as exact as it reads
    if _approximate(ctx, view, value):
        return True
    approx = ctx.answer.words.stance.get("approx")
    if approx is None:
        return False
    text = ctx.answer.text
    lo = max(view.claim.start, value.end - 8)
    window = text[lo : min(view.claim.end, value.end + 16)].lower()
    end = value.end - lo
    return any(m.start() <= end < m.end() or m.start() == end for m in approx.finditer(window))


def _step_date(ctx: CheckContext, view: ClaimView, value: Value) -> Finding | None:
    """The date an output gives a step the claim names by its words, in a list of steps
    each named by a code and dated once ({"step": "review_passed", "at": "2025-03-12..."}):
    "the review passed on 13 March", "审核已于3月13日通过". The step whose code most words
    of the claim name (two at least, by a stem or a concept, and no other step as many)
    is the witness of a date that is not its own."""
    if value.kind != "date" or value.day is None or value.relative or view.hedged:
        return None
    index = ctx.index
    words = ctx.answer.words
    named = words.concepts_in(view.claim.text) - GENERIC_CONCEPTS
    stems = {stem(w) for w in _WORD.findall(view.low) if len(w) > 2}
    found: list[tuple[int, Leaf, Leaf]] = []
    for leaf in index.leaves:
        raw = leaf.raw
        if (
            leaf.source != "output"
            or not isinstance(raw, str)
            or " " in raw
            or leaf.record is None
            or index.records[leaf.record].list_id is None
            # (a timeline's entry: a step and its moment, a note at most besides)
            or len(index.records[leaf.record].leaves) > 3
        ):
            continue
        parts = key_words(raw)
        if len(parts) < 2:
            continue
        hits = sum(1 for w in parts if stem(w) in stems or key_concepts(w) & named)
        if hits < 2:
            continue
        dated = [
            other
            for lid in index.records[leaf.record].leaves
            if (other := index.leaves[lid]).when is not None and other.when.day is not None
        ]
        if len(dated) == 1:
            found.append((hits, leaf, dated[0]))
    if not found:
        return None
    top = max(hits for hits, _, _ in found)
    best = [(step, when) for hits, step, when in found if hits == top]
    if len(best) != 1:
        return None
    step, when = best[0]
    if when.when is None or when.when.day == value.day:
        return None
    return _fact(ctx, view, value, when, "value_differs", note=f"the date of {step.raw}")


def _clock_of(leaf: Leaf) -> tuple[int, int] | None:
    """The hour and minute an output leaf holds, if it holds a clock time."""
    clock = leaf.when.clock if leaf.when is not None else None
    return None if clock is None else (clock.hour, clock.minute)


def _times(index: EvidenceIndex, value: Value, late: int = 0) -> list[Leaf]:
    """Output leaves at the value's clock time (or, for an approximate one, ``late``
    minutes after it and `_APPROX_EARLY` before)."""
    if value.clock is None:
        return []
    clocks = [value.clock]
    if value.ambiguous_12h:
        h = value.clock.hour
        clocks.append(value.clock.replace(hour=(h + 12) % 24))
    out: dict[int, Leaf] = {}
    shifts = range(-_APPROX_EARLY, late + 1) if late else (0,)
    for c in clocks:
        for shift in shifts:
            minutes = (c.hour * 60 + c.minute + shift) % (24 * 60)
            for leaf in index.at_clock(minutes // 60, minutes % 60):
                out[leaf.id] = leaf
    if out:
        return list(out.values())
    minutes_of = {c.hour * 60 + c.minute + s for c in clocks for s in shifts}
    for leaf in index.all_whens():
        # the end of a window one output string holds ("2026-03-09 14:00-17:00")
        end = leaf.when.until if leaf.when is not None else None
        if end is not None and end.hour * 60 + end.minute in minutes_of:
            out[leaf.id] = leaf
    if out:
        return list(out.values())
    zones = index.zones()
    for leaf in index.all_whens():
        w = leaf.when
        if w is None or w.clock is None or w.offset is None or w.day is None:
            continue
        for z in zones:
            shifted = w.at(z).clock
            if shifted is not None and any(
                (shifted.hour, shifted.minute) == (c.hour, c.minute) for c in clocks
            ):
                out[leaf.id] = leaf
    return list(out.values())


def _strings(index: EvidenceIndex, folded: str) -> list[Leaf]:
    if not folded:
        return []
    exact = index.strings(folded)
    if exact:
        return exact
    words = folded.split()
    out: list[Leaf] = []
    # a name the output holds inside a longer string ("Kim Tran" in "Kim Tran (service advisor)")
    for cand_words, lid in index.phrases_starting(words[0]):
        if len(cand_words) >= len(words) and tuple(cand_words[: len(words)]) == tuple(words):
            out.append(index.leaves[lid])
    if out:
        return out
    index.read_texts()
    exact = index.strings(folded)
    if exact:
        return exact
    if len(folded) >= 4:
        # the first three texts that hold it as words, else the first three longer strings
        needle = f" {folded} "
        texts, strings = _spaced_strings(index)
        out = _holding(index, texts, needle)
        if not out:
            out = _holding(index, strings, needle, lambda leaf: len(leaf.folded) > len(folded))
    return out


_Joined = tuple[str, list[int], list[int]]


def _spaced_strings(index: EvidenceIndex) -> tuple[_Joined, _Joined]:
    """The run's texts (folded) and its strings (not read from a text), each as " x ",
    joined by NULs, with where each starts and its leaf: a name looked up in all of them is
    one search of one string, not a pass over every leaf for every name (once per run)."""
    key = ("spaced strings", len(index.leaves))
    hit: tuple[_Joined, _Joined] | None = index.memo.get(key)
    if hit is None:
        texts = [leaf for leaf in index.leaves if leaf.kind == "text"]
        strings = [leaf for leaf in index.leaves if leaf.kind == "string" and leaf.text is None]
        hit = index.memo[key] = (
            _joined([(leaf.id, _folded_text(leaf)) for leaf in texts]),
            _joined([(leaf.id, leaf.folded) for leaf in strings]),
        )
    return hit


def _joined(parts: list[tuple[int, str]]) -> _Joined:
    starts: list[int] = []
    at = 0
    for _, text in parts:
        starts.append(at)
        at += len(text) + 3  # " x " and the NUL after it
    return "\0".join(f" {text} " for _, text in parts), starts, [lid for lid, _ in parts]


def _holding(
    index: EvidenceIndex,
    joined: _Joined,
    needle: str,
    accept: Callable[[Leaf], bool] | None = None,
    most: int = 3,
) -> list[Leaf]:
    """The first ``most`` leaves of ``joined`` whose text holds ``needle`` (and that
    ``accept`` takes), in index order."""
    text, starts, ids = joined
    out: list[Leaf] = []
    at = text.find(needle)
    while at >= 0 and len(out) < most:
        k = bisect_right(starts, at) - 1
        leaf = index.leaves[ids[k]]
        if accept is None or accept(leaf):
            out.append(leaf)
        if k + 1 >= len(starts):
            break
        at = text.find(needle, starts[k + 1])
    return out


_FOLDED_TEXTS: dict[int, tuple[Leaf, str]] = {}


def _folded_text(leaf: Leaf) -> str:
    # keyed by id, so the leaf is kept with its text: a later run's leaf may reuse the id
    hit = _FOLDED_TEXTS.get(id(leaf))
    if hit is not None and hit[0] is leaf:
        return hit[1]
    got = fold(str(leaf.raw)[:20000])
    if len(_FOLDED_TEXTS) > 512:
        _FOLDED_TEXTS.clear()
    _FOLDED_TEXTS[id(leaf)] = (leaf, got)
    return got


# ---- derivations ------------------------------------------------------------------------------


def _derive(ctx: CheckContext, view: ClaimView, value: Value, stated: Stated) -> _Match | None:
    index = ctx.index
    near: list[Operand] = []
    for other in view.values:
        if other is not value and other.stated is not None and other.kind != "duration":
            near.extend(_answer_operands(other, ctx.answer.text))
    # the sentence's neighbours in the answer: arithmetic often spans sentences
    for c in _claims_near(ctx, view.claim.start):
        if c is view:
            continue
        if abs(c.claim.start - view.claim.start) < 400:
            for other in c.values:
                if (
                    other.stated is not None
                    and other.kind != "duration"
                    and not _other_things(value, other)
                ):
                    near.extend(_answer_operands(other, ctx.answer.text))
    near.extend(_run_operands(ctx)[0])
    anchors = anchors_of(ctx, view)
    records = {r for a in anchors if (r := index.leaves[a.leaf].record) is not None}
    family: dict[int, Leaf] = {}
    for rid in records:
        # the record, its children, and its parent's own fields (not the parent's other
        # children: for an item of a long list those are every other item)
        for leaf in index.subtree_leaves(rid, depth=1):
            family[leaf.id] = leaf
        parent = index.records[rid].parent
        if parent is not None:
            for lid in index.records[parent].leaves:
                family[lid] = index.leaves[lid]
    for leaf in family.values():
        if leaf.number is not None and not index.inside_a_code(leaf):
            near.append(
                Operand(leaf.number, f"{leaf.pointer} ({leaf.raw})", leaf.id, leaf_kind(leaf))
            )
    near.extend(_run_operands(ctx)[1])
    near = _dedupe_operands(near)[:48]
    kind = _target_kind(value, stated)
    per = _per_measure(ctx, view, value) if kind == "money" else None
    derivation = ctx.derivations.find(stated, near, near, kind=f"money/{per}" if per else kind)
    if derivation is None and value.stated is not None:
        if _time_dimension(value):
            derivation = _date_span(ctx, view, value)
        elif (day := _day_classifier(ctx, value)) is not None:
            # "共 44 天": the measure word of days counts days, as a span may
            derivation = _date_span(ctx, view, value, day)
    if derivation is None:
        derivation = (
            _converted_beside(view, value)
            or breakdown_after(ctx, view, value)
            or _table_total(ctx, value)
        )
    basis = _basis_after(view, value) if derivation is None else None
    if basis is not None:
        # "₹150 per 1,000 litres" over ₹12,000 for 80,000 litres: a ratio of two output
        # figures, taken per the basis the answer names
        per_unit = replace(stated, value=stated.value / basis, step=stated.step / basis)
        found = ctx.derivations.find(per_unit, near, near, kind="plain")
        if found is not None:
            derivation = Derivation(
                found.value * basis, f"{found.how} × {basis}", found.leaves, found.strength
            )
    if derivation is None:
        return None
    if (
        value.kind == "money"
        and not set(derivation.leaves) & set(family)
        and _difference_slips(ctx, view, value)
    ):
        # "$856.00 left to pay" on a row whose bill is $1,265.00 with $400.00 paid: the
        # row's own difference with two digits swapped, not some other sum that happens to
        # give the figure
        return None
    return _Match(derivation=derivation)


def _difference_slips(
    ctx: CheckContext, view: ClaimView, value: Value
) -> list[tuple[Leaf, Leaf, Decimal]]:
    """The larger of two amounts of one record the claim is anchored to whose difference
    holds the value's digits in another order (1,265 less 400 is 865, said 856):
    the difference the answer worked out, misread. [] unless exactly one pair gives it."""
    if value.stated is None or value.stated.approx or view.hedged:
        return []
    index = ctx.index
    key = ("difference slips", view.id, value.start)  # (asked twice: derivation, then row;
    # a hedged view returned [] above, so the key need not tell the two views apart)
    hit: list[tuple[Leaf, Leaf, Decimal]] | None = index.memo.get(key)
    if hit is not None:
        return hit
    records = {r for a in anchors_of(ctx, view) if (r := index.leaves[a.leaf].record) is not None}
    found: list[tuple[Leaf, Leaf, Decimal]] = []
    for rid in records:
        amounts = [
            index.leaves[lid]
            for lid in index.records[rid].leaves
            if index.leaves[lid].number is not None
            and index.leaves[lid].source == "output"
            and not index.inside_a_code(index.leaves[lid])
            and _compatible(value, index.leaves[lid])
        ]
        for a, b in itertools.combinations(amounts, 2):
            big, small = (a, b) if _amount_held(a) >= _amount_held(b) else (b, a)
            gap = _amount_held(big) - _amount_held(small)
            if gap > 0 and _swapped_digits(value.stated.magnitude, gap):
                found.append((big, small, gap))
    index.memo[key] = hit = found if len(found) == 1 else []
    return hit


def _day_after_stated_term(ctx: CheckContext, view: ClaimView, value: Value) -> Derivation | None:
    """A date the claim works out from a term it states and a date an output holds ("its
    45-day limit runs out on 15 September" beside a bill dated 1 August): the output date
    moved by whole days or weeks the claim itself gives."""
    if value.kind != "date" or value.day is None:
        return None
    per = {"day": 1, "week": 7}
    terms = {
        int(v.stated.value) * per[v.stated.unit]
        for v in view.values
        if v is not value
        and v.stated is not None
        and v.stated.unit in per
        and v.stated.value == v.stated.value.to_integral_value()
        and 0 < v.stated.value <= 400
    }
    if not terms:
        return None
    for leaf in ctx.index.all_whens():
        day = leaf.when.day if leaf.when is not None else None
        if day is None or leaf.source != "output":
            continue
        stated = _in_year(value, day.year) if value.monthday else value.day
        if stated is not None and (stated - day).days in terms:
            how = f"{leaf.pointer} + {(stated - day).days} days"
            return Derivation(Decimal((stated - day).days), how, (leaf.id,), "near")
    return None


def breakdown_after(ctx: CheckContext, view: ClaimView, value: Value) -> Derivation | None:
    """The value as the sum of the figures its sentence lists after a colon or in a bracket
    right behind it ("7 crates that week: 3 of pears + 2 of plums on the 4th and 2 of figs
    on the 9th", "9 tankers (6 of IOCL, 3 of BPCL)"): the answer's own breakdown of it,
    each part checked where it stands. Two parts at least, each of the value's own kind."""
    stated = value.stated
    if stated is None or value.kind not in ("number", "money"):
        return None
    text = ctx.answer.text
    high = view.sentence[1]
    colon = _BREAKDOWN_OPEN.match(text, value.end, min(high, value.end + 40))
    if colon is None:
        return None
    if colon.group().endswith(("(", "（")):
        shut = min((i for ch in ")）" if (i := text.find(ch, colon.end(), high)) >= 0), default=-1)
        if shut < 0:
            return None
        high = shut  # (the bracket holds the parts; the sentence may go on past it)
    parts = [
        v.stated.value
        for c in ctx.answer.claims
        if c.sentence == view.sentence
        for v in c.values
        if colon.end() <= v.start < high and v.kind == value.kind and v.stated is not None
    ]
    total = sum(parts, Decimal(0))
    if len(parts) < 2 or not stated.holds(abs(total)):
        return None
    how = " + ".join(str(p) for p in parts)
    return Derivation(total, f"the parts the answer lists: {how}", (), "answer")


# a colon, or an opening bracket, a few words after the value: "7 crates that week: ...",
# "9 टैंकर निकले (IOCL के 6, BPCL के 3)"
_BREAKDOWN_OPEN = regex_cache.compile(r"[^\n:.;()]{0,30}(?::\s|[(（])")


def _table_total(ctx: CheckContext, value: Value) -> Derivation | None:
    """The amount as the last row of a table of the answer that sums the rows above it, each
    row's amount taken with its sign ("| Total freight | ₹64,000 |", "| Advance | − ₹44,800
    |", ..., "| **Balance** | **₹16,608** |"): the answer's own reckoning, which it states
    again in prose; each row is checked where it stands."""
    stated = value.stated
    if stated is None or value.kind != "money":
        return None
    rows = _money_rows(ctx)
    for k, (line, amount) in enumerate(rows):
        if line == 0 or k == 0 or not stated.holds(abs(amount)):
            continue
        # the rows of the same table right above it
        parts: list[Decimal] = []
        expect = line - 1
        for earlier, figure in reversed(rows[:k]):
            if earlier != expect:
                break
            parts.append(figure)
            expect -= 1
        if len(parts) >= 2 and stated.holds(abs(sum(parts, Decimal(0)))):
            how = " ".join(f"{p:+}" for p in reversed(parts))
            return Derivation(
                sum(parts, Decimal(0)), f"the table's rows above it: {how}", (), "answer"
            )
    return None


def _money_rows(ctx: CheckContext) -> list[tuple[int, Decimal]]:
    """The answer's table rows that hold one amount, as (line number, signed amount): a
    minus sign right before the amount or its currency makes it negative (once an answer)."""
    memo = "money rows"
    hit: list[tuple[int, Decimal]] | None = ctx.index.memo.get(memo)
    if hit is not None:
        return hit
    text = ctx.answer.text[: ctx.answer.body_end]
    values = [v for c in ctx.answer.claims for v in c.values if v.kind == "money" and v.stated]
    out: list[tuple[int, Decimal]] = []
    start = 0
    for number, line in enumerate(text.split("\n")):
        end = start + len(line)
        if line.lstrip().startswith("|") and not _TABLE_RULE.fullmatch(line.strip()):
            mine = [v for v in values if start <= v.start < end]
            if len(mine) == 1 and mine[0].stated is not None:
                amount = mine[0].stated.value
                if _MINUS_BEFORE.search(text, max(start, mine[0].start - 4), mine[0].start):
                    amount = -abs(amount)
                out.append((number, amount))
        start = end + 1
    ctx.index.memo[memo] = out
    return out


_TABLE_RULE = regex_cache.compile(r"\|?[\s:|-]+\|?")
_MINUS_BEFORE = regex_cache.compile(r"[−–-]\s*\**\s*[^\W\d_]{0,3}\s*$")


def _converted_beside(view: ClaimView, value: Value) -> Derivation | None:
    """The value as another of the claim's values put in its unit ("10 kt (19 km/h)", "5 mi,
    about 8 km"): the answer converting a figure it states, right beside it."""
    stated = value.stated
    mine = unit(stated.unit) if stated is not None and stated.unit else None
    if stated is None or mine is None:
        return None
    for other in view.values:
        if other is value or other.stated is None or not other.stated.unit:
            continue
        if abs(other.end - value.start) > 12 and abs(value.end - other.start) > 12:
            continue
        theirs = unit(other.stated.unit)
        if theirs is None or theirs.dimension != mine.dimension or theirs.name == mine.name:
            continue
        converted = convert(other.stated.value, theirs.name, mine.name)
        if converted is not None and same(stated, converted):
            how = f"{value_text(other)} (answer) in {mine.name}"
            return Derivation(converted, how, (), "answer")
    return None


def _basis_after(view: ClaimView, value: Value) -> Decimal | None:
    """The basis of a rate the value is stated per ("₹150 per 1,000 litres"), if any."""
    for other in view.values:
        if other.start >= value.end and other.start - value.end <= 16:
            if _rate_basis(view, other):
                assert other.stated is not None
                return other.stated.magnitude
            return None
    return None


_SLASH_UNIT = regex_cache.compile(r"\s*/\s*([^\W\d_]+)")
_NEXT_WORD = regex_cache.compile(r"\s*([^\s\d/,.;:!?()|*।॥，。；：、！？]+)")


def _per_measure(ctx: CheckContext, view: ClaimView, value: Value) -> str | None:
    """The measure an amount is stated per ("$4.20/kg", "0,31 € por kWh", "₹52 प्रति लीटर",
    "每公斤 ¥9.5", a column "Price per kg"), as ``measure:<dimension>``: a unit price the
    answer may have computed as an amount over a quantity of that measure. An amount per
    period ("¥90 a month", "每月¥100") is none: it recurs, and is computed over counts."""
    for word in _per_words(ctx, view, value):
        found = measure_unit(word)
        u = unit(found) if found else None
        if u is not None:
            return f"measure:{u.dimension}" if u.dimension != "time" else None
    return None


def _per_words(ctx: CheckContext, view: ClaimView, value: Value) -> Iterator[str]:
    """The words that may name what an amount is per, nearest first: after a slash right
    behind it, then after each word for "each" beside it or in its label."""
    text = ctx.answer.text
    s, e = view.sentence
    slash = _SLASH_UNIT.match(text, value.end, min(e, value.end + 12))
    if slash is not None:
        yield slash.group(1)
    each = ctx.answer.words.each
    if each is None:
        return
    after = text[value.end : min(e, value.end + 16)]
    before = text[max(s, value.start - 12) : value.start]
    for where in (after, before, value.near):
        for m in each.finditer(where):
            word = _NEXT_WORD.match(where, m.end())
            if word is None:
                continue
            w = word.group(1)
            # Chinese runs on without spaces: "每公斤约" holds its unit at the start
            yield from ([w[:k] for k in (1, 2, 3)] if _HAN_CHAR.match(w) else [w])


def _kept_per(leaf: Leaf, per: str) -> bool:
    """Whether an output amount is kept per a measure (``price_per_kg``, ``rate_per_hour``,
    ``unit_price``): the key names a unit of that dimension, or a rate."""
    found = key_unit(leaf.key) if leaf.key else None
    u = unit(found) if found else None
    if u is not None:
        return f"measure:{u.dimension}" == per
    return bool({"per", "unit"} & set(leaf.path))


def _claims_near(ctx: CheckContext, start: int) -> list[ClaimView]:
    """The claims starting less than 400 characters from ``start``, in answer order: found by
    bisecting the claims sorted by start (once a check), not by a pass over every claim for
    every value, which is quadratic in a long answer."""
    claims = ctx.answer.claims
    if len(claims) <= 64:
        return claims
    by_start = ctx.anchors.get("claims by start")  # (start, claim's position, 0)
    if by_start is None:
        by_start = sorted((c.claim.start, i, 0) for i, c in enumerate(claims))
        ctx.anchors["claims by start"] = by_start
    lo = bisect_right(by_start, start - 400, key=_start)
    hi = bisect_left(by_start, start + 400, key=_start)
    return [claims[i] for i in sorted(entry[1] for entry in by_start[lo:hi])]


def _run_operands(ctx: CheckContext) -> tuple[list[Operand], list[Operand]]:
    """The context's numbers, and every output number when the run holds few (once a run)."""
    cached = ctx.operands
    if cached is None:
        index = ctx.index
        index.read_texts()
        context = [
            Operand(leaf.number, f"{leaf.pointer} ({leaf.raw})", leaf.id, leaf_kind(leaf))
            for leaf in index.leaves
            if leaf.source == "context" and leaf.number is not None
        ]
        numbers = [
            leaf
            for leaf in index.all_numbers()
            if leaf.number is not None and not index.inside_a_code(leaf)
        ]
        few = (
            [
                Operand(leaf.number, f"{leaf.pointer} ({leaf.raw})", leaf.id, leaf_kind(leaf))
                for leaf in numbers
                if leaf.number is not None
            ]
            if len(numbers) <= 60
            else []
        )
        cached = (context, few)
        ctx.operands = cached
    return cached  # type: ignore[no-any-return]


def _other_things(value: Value, other: Value) -> bool:
    """Counts of different things ("4 series", "29 episodes"): not terms of one sum."""
    if _target_kind(value) != "count" or _target_kind(other) != "count":
        return False
    return bool(value.noun and other.noun) and _noun_stem(value) != _noun_stem(other)


def _noun_stem(value: Value) -> str:
    return stem(fold(value.noun or ""))


def _answer_operand(value: Value) -> Operand:
    assert value.stated is not None
    return Operand(value.stated.value, f"{value_text(value)} (answer)", None, _target_kind(value))


def _answer_operands(value: Value, answer: str) -> list[Operand]:
    """A number the answer states as an operand; an amount said per a unit ("$45 per
    finished minute", "₹9 प्रति किलो", "30元/小时") is also a price per that unit, which a
    quantity in that unit multiplies into an amount."""
    plain = _answer_operand(value)
    if plain.kind != "money":
        return [plain]
    per = _PER_UNIT.match(answer, value.end, value.end + 40)
    found = unit(unit_of_word(per.group(1)) or "") if per else None
    if found is None:
        return [plain]
    rate = f"money/measure:{found.dimension}:{found.name}"
    return [plain, Operand(plain.value, plain.label, None, rate)]


_PER_UNIT = regex_cache.compile(
    r"[*_]*[^\S\n]*(?:/|(?i:per|a|an|each|every|por|cada|el|la|प्रति|हर)[^\S\n]+|每)[^\S\n]*"
    r"(?:[^\W\d_]+[^\S\n]+)?([^\W\d_]+)"
)


def _target_kind(value: Value, stated: Stated | None = None) -> str:
    stated = stated or value.stated
    if stated is None:
        return "plain"
    if stated.kind in ("money", "percent"):
        return stated.kind
    if stated.unit:
        u = unit(stated.unit)
        if u is not None:
            return f"measure:{u.dimension}:{u.name}"
    if stated.value == stated.value.to_integral_value():
        return "count"
    return "plain"


def _family(index: EvidenceIndex, rid: int) -> list[int]:
    record = index.records[rid]
    out = [rid]
    if record.parent is not None:
        out.append(record.parent)
    out.extend(record.children)
    return out


def _dedupe_operands(ops: list[Operand]) -> list[Operand]:
    seen: set[tuple[Decimal, int | None, bool]] = set()
    out = []
    for o in ops:
        key = (o.value, o.leaf, o.kind.startswith("money/"))  # (a price per unit kept too)
        if key not in seen and o.value != 0:
            seen.add(key)
            out.append(o)
    return out


def _time_dimension(value: Value) -> bool:
    if value.stated is None:
        return False
    if value.kind == "duration":
        return True
    u = unit(value.stated.unit) if value.stated.unit else None
    return u is not None and u.dimension == "time"


def _day_classifier(ctx: CheckContext, value: Value) -> str | None:
    """The unit of a number a Chinese measure word of days or weeks follows ("44 天", "3 周";
    not "15日", a day of the month), which the reader takes for a count of things."""
    m = _HAN_TIME_WORD.match(ctx.answer.text, value.end)
    return None if m is None else unit_of_word(m.group(1))


# (before a particle of span, "15天内", the reader itself gives the number its unit)
_HAN_TIME_WORD = regex_cache.compile(r"\s?(天|周|星期)(?![\u3400-\u9fff])")


def _date_span(
    ctx: CheckContext, view: ClaimView, value: Value, unit_word: str | None = None
) -> Derivation | None:
    """A number of days, weeks, months or years between two dates of the run (or now),
    or a duration between two clock times (``unit_word``: the unit a measure word gives a
    number stated without one)."""
    stated = value.stated
    assert stated is not None
    if unit_word is not None:
        stated = replace(stated, unit=unit_word)
    u = unit(stated.unit or "s")
    if u is None:
        return None
    seconds = stated.magnitude * u.factor if value.kind != "duration" else stated.magnitude
    tol_s = stated.tolerance() * (u.factor if value.kind != "duration" else 1)
    index = ctx.index
    days: set[date] = set()
    moments: set[datetime] = set()
    for leaf in index.all_whens():
        w = leaf.when
        if w is None:
            continue
        if w.day is not None and w.day.year != 2000:
            days.add(w.day)
            if w.clock is not None:
                moments.add(datetime.combine(w.day, w.clock))
    clocks: set[time] = {
        leaf.when.clock for leaf in index.all_whens() if leaf.when and leaf.when.clock
    }
    now = ctx.answer.now
    if now is not None:
        days.add(now.date())
        moments.add(now.replace(tzinfo=None))
        clocks.add(now.time().replace(second=0, microsecond=0))
    for c in ctx.answer.claims:
        for v in c.values:
            if v.day is not None and not v.monthday:
                days.add(v.day)
            if v.clock is not None:
                clocks.add(v.clock)
    day_list = sorted(days)
    if u.factor >= 86400 or value.kind != "duration":
        span_days = seconds / 86400
        tol_days = tol_s / 86400

        def spans(diff: Decimal) -> bool:
            # (a count of days may take in both ends: "from the 3rd to the 5th, 3 days")
            return abs(diff - span_days) <= tol_days + Decimal("1e-9") or (
                abs(diff + 1 - span_days) <= tol_days + Decimal("1e-9") and stated.unit == "day"
            )

        for d in day_list:
            for e in day_list:
                if e > d and spans(Decimal((e - d).days)):
                    how = f"days from {d.isoformat()} to {e.isoformat()}"
                    return Derivation(Decimal((e - d).days), how, (), "near")
        # "7月2日到8月15日共 44 天", "from March 3 to April 1, 29 days": two days of the year
        # the claim writes without a year, the first to the next
        said = [v.day for v in view.values if v.day is not None and v.monthday]
        for i, d in enumerate(said):
            for e in said[i + 1 :]:
                gap = _forward_gap(d, e)
                if gap is not None and spans(Decimal(gap)):
                    return Derivation(Decimal(gap), f"days from {d:%m-%d} to {e:%m-%d}", (), "near")
    minutes = seconds / 60
    tol_m = tol_s / 60
    # an elapsed time between two moments the outputs date, across midnight too ("ran
    # for 12 h 42 min" from 19:05 to 07:47 the next morning)
    moment_list = sorted(moments) if 0 < minutes + tol_m < _MINUTES_IN_A_YEAR else []
    for a_at in moment_list:
        try:
            low = a_at + timedelta(minutes=float(minutes - tol_m) - 1e-6)
            high = a_at + timedelta(minutes=float(minutes + tol_m) + 1e-6)
        except OverflowError:
            continue  # a moment at the calendar's end
        k = bisect_left(moment_list, low)
        if k < len(moment_list) and moment_list[k] <= high and moment_list[k] > a_at:
            b_at = moment_list[k]
            return Derivation(
                Decimal(int((b_at - a_at).total_seconds() // 60)),
                f"minutes from {a_at.isoformat(timespec='minutes')} to "
                f"{b_at.isoformat(timespec='minutes')}",
                (),
                "near",
            )
    clock_list = sorted(clocks)
    for a in clock_list:
        for b in clock_list:
            if b <= a:
                continue
            diff = Decimal((b.hour * 60 + b.minute) - (a.hour * 60 + a.minute))
            if abs(diff - minutes) <= tol_m + Decimal("1e-9"):
                return Derivation(
                    diff,
                    f"minutes from {a.isoformat('minutes')} to {b.isoformat('minutes')}",
                    (),
                    "near",
                )
    return None


_MINUTES_IN_A_YEAR = 366 * 24 * 60


def _derived_evidence(d: Derivation) -> Evidence:
    return Evidence(
        receipt_id=None,
        field=None,
        value=float(d.value) if d.value != d.value.to_integral_value() else int(d.value),
        source="derived",
        derivation=d.how,
    )


# ---- binding --------------------------------------------------------------------------------


def _bound_records(
    ctx: CheckContext, view: ClaimView, anchors: Sequence[Anchor], matched: dict[int, _Match]
) -> dict[int, list[int]]:
    """For each value, the records the rest of the claim says it belongs to.

    Every anchor (an output name or id in the sentence) and every other value the outputs
    hold in at most four records points at records. A value belongs to the records of the
    nearest pointer before it in its clause (else after it, else anywhere in the sentence),
    narrowed by the other pointers of the clause when they agree ("Thursday at 8:15 with
    Marcus Bell": the date and the time point at one slot together). A value never points
    at its own record: a name swapped in from another record would vouch for itself.
    """
    index = ctx.index
    # (start, end) -> the records the pointers at that span name, and the last one's kind;
    # gathered in sets (a union of frozensets per pointer is quadratic in a name that many
    # records hold)
    gathered: dict[tuple[int, int], tuple[set[int], str]] = {}
    for a in anchors:
        leaf = index.leaves[a.leaf]
        if leaf.record is not None and leaf.source == "output":
            prev = gathered.get((a.start, a.end))
            if prev is None:
                gathered[(a.start, a.end)] = ({leaf.record}, "name")
            else:
                prev[0].add(leaf.record)
    # a month with its year ("December 2024", "2024年12月") points at the records whose
    # month field holds it, not at a record its year's digits begin ("2024-11")
    for year, month, start, end in _claim_months(ctx, view):
        for span in [sp for sp in gathered if start <= sp[0] and sp[1] <= end]:
            del gathered[span]
        held_month = {
            leaf.record
            for leaf, ym in _month_fields(index)
            if ym == (year, month) and leaf.record is not None
        }
        if 0 < len(held_month) <= 4:
            # a kind of its own: the month a row is for binds the row's dates too
            gathered[(start, end)] = (held_month, "month")
    for i, value in enumerate(view.values):
        m = matched.get(i)
        if m is None or not m.leaves:
            continue
        kind = value.kind
        if kind in ("money", "percent") and m.derivation is None:
            kind = "amount"
        elif kind not in ("date", "time", "id", "name", "email"):
            continue
        if kind == "name" and unit_of_word(value.text) is not None:
            continue  # ("3 GB / 7 días": a unit's symbol in capitals names no record)
        held: set[int] = set()
        for leaf in m.leaves:
            if leaf.record is not None and leaf.source == "output":
                held.add(leaf.record)
                if len(held) > 4:
                    break  # a value many records hold points at none
        if kind == "amount" and len(held) != 1:
            continue  # an amount points only where a single record holds it
        if (
            kind == "time"
            and len(held) == 1
            and all(leaf.when is None or leaf.when.day is None for leaf in m.leaves)
        ):
            kind = "clock"  # a slot's clock kept apart from its day ("window": "9:00-11:00")
        if 0 < len(held) <= 4:
            prev = gathered.get((value.start, value.end))
            gathered[(value.start, value.end)] = ((prev[0] | held) if prev else held, kind)
    out: dict[int, list[int]] = {}
    pointers = sorted((span, (frozenset(recs), kind)) for span, (recs, kind) in gathered.items())
    now = ctx.answer.now
    for i, value in enumerate(view.values):
        said = _in_year(value, now.year) if now is not None else None
        past = now is not None and said is not None and not value.relative and said < now.date()
        # a date does not say which record another date belongs to (an enumeration of
        # dates names as many records): pointers of the value's own kind do not bind it
        others = [
            (a, b, recs)
            for (a, b), (recs, kind) in pointers
            if not (a < value.end and value.start < b)
            and not (
                kind == value.kind
                or (kind == "clock" and value.kind == "time")
                or (kind in ("date", "time") and value.kind in ("date", "time"))
            )
            # an amount held by one record pins a past date said with it ("₹40 paid on the
            # 3rd": the payment of ₹40 and its date), not the record of another amount nor
            # a day to come (what the amount will go to); a clock time only one record holds,
            # in a field without a day, pins the day of that slot ("the 4th, 9 to 11")
            and (kind != "amount" or (value.kind == "date" and past))
            and _can_hold(index, recs, value)
        ]
        in_clause = [p for p in others if view.claim.start <= p[0] < view.claim.end]
        before = [p for p in in_clause if p[1] <= value.start]
        after = [p for p in in_clause if p[0] >= value.end]
        if any(
            w.kind == value.kind
            and (
                _JOINED.fullmatch(ctx.answer.text, w.end, value.start)
                or _JOINED.fullmatch(ctx.answer.text, value.end, w.start)
            )
            for w in view.values
            if w is not value
        ):
            # "2204 and 2310 are due March 9 and 17": which of the list a later value
            # is said of is not written
            after = []
            others = [p for p in others if p[1] <= value.start]
        if before:
            chosen = set(before[-1][2])
        elif after:
            chosen = set(after[0][2])
        elif others:
            best = min(others, key=lambda p: abs(p[0] - value.start))
            chosen = set(best[2])
            for _, _, recs in others:  # the sentence's pointers that agree narrow it
                narrowed = chosen & recs
                if narrowed:
                    chosen = narrowed
        else:
            # a bullet under a heading that names a record ("**Basic plan**" over
            # "- price: $12"): that record
            heading = [
                r for r in _heading_records(ctx, view) if _can_hold(index, frozenset({r}), value)
            ]
            out[i] = heading
            continue
        for _, _, recs in in_clause:
            narrowed = chosen & recs
            if narrowed:
                chosen = narrowed
        out[i] = sorted(chosen)
    return out


# what joins two names of a list: "A and B", "A, B", "A y B", "A और B", "A和B"
_JOINED = regex_cache.compile(
    r"[\s*_]*(?:[,，、&/]|(?i:and|or|y|o|e|u)(?=\s)|और|या|तथा|एवं|和|与|跟|及|或)"
    r"(?:[\s*_]*(?i:and|or|y|o)(?=\s))?[\s*_]*"
)
_LIST_ITEM = regex_cache.compile(r"[ \t]*(?:[-*•+]|\d{1,2}[.)])\s")
_HEADING_LINE = regex_cache.compile(
    r"\s*(?:#{1,6}\s+[^\n]+|\*\*[^*\n]+\*\*\s*[:：]?|__[^_\n]+__\s*[:：]?|[^\n]{1,80}[:：])\s*"
)


def _heading_records(ctx: CheckContext, view: ClaimView) -> list[int]:
    """The records a list item's claim is about when it names none: those the item names
    before it ("2. **Ryanair**: €264. Back on Monday at 7:30"), else those a heading names
    when the item is in the list right under it (no blank line between)."""
    text = ctx.answer.text
    start = _item_start(text, text.rfind("\n", 0, view.claim.start) + 1)
    if start is None:
        return []
    own = _records_named(ctx, start, view.claim.start)
    if own:
        return own
    line_end = start - 1
    for _ in range(40):
        if line_end < 0:
            return []
        line_start = text.rfind("\n", 0, line_end) + 1
        line = text[line_start:line_end]
        if not line.strip():
            return []
        if _LIST_ITEM.match(line):
            line_end = line_start - 1
            continue
        if not _HEADING_LINE.fullmatch(line):
            return []
        return _records_named(ctx, line_start, line_end)
    return []


_CONTINUED = regex_cache.compile(r"[ \t]{2,}\S")


def _item_start(text: str, line_start: int) -> int | None:
    """Where the list item holding the line at ``line_start`` begins: that line when it
    is an item, the item line above when it is an indented continuation of one ("1. **A**"
    then "   built 2021, 3 owners"), else None."""
    for _ in range(12):
        if _LIST_ITEM.match(text, line_start):
            return line_start
        if line_start == 0 or not _CONTINUED.match(text, line_start):
            return None
        line_start = text.rfind("\n", 0, line_start - 1) + 1
    return None


def _records_named(ctx: CheckContext, start: int, end: int) -> list[int]:
    """The output records of the names the answer holds between ``start`` and ``end`` (at
    most four: a name many records hold names none of them)."""
    found = ctx.anchor_lists.get("*")
    if found is None:
        found = ctx.anchor_lists["*"] = _scan_anchors(ctx)
    records = {
        leaf.record
        for a in found
        if start <= a.start and a.end <= end
        and (leaf := ctx.index.leaves[a.leaf]).source == "output"
        and leaf.record is not None
    }  # fmt: skip
    return sorted(records) if len(records) <= 4 else []


def _can_hold(index: EvidenceIndex, records: frozenset[int], value: Value) -> bool:
    """Whether the records a pointer names have a field the value could be ("Oaxaca
    Central" names a terminal, which has no time: it does not bind "7:15")."""
    if value.kind not in ("date", "time", "number", "money", "percent", "duration"):
        return True
    # the answer is the same for every value of one kind and unit (all `_compatible` reads)
    stated = value.stated
    key = (
        "can hold",
        records,
        value.kind,
        stated.kind if stated is not None else None,
        stated.unit if stated is not None else None,
    )
    hit: bool | None = index.memo.get(key)
    if hit is None:
        hit = index.memo[key] = any(
            _compatible(value, index.leaves[lid])
            for rid in _scope(index, records)
            for lid in index.records[rid].leaves
        )
    return hit


def _scope(index: EvidenceIndex, records: Iterable[int]) -> set[int]:
    """The records a claim about ``records`` may speak of: them, their parents, children."""
    out: set[int] = set()
    for rid in records:
        record = index.records[rid]
        out.add(rid)
        # nested objects belong to the record; the items of its lists are records of their own
        kids = _nested(index, rid)
        out.update(kids)
        for child in kids:
            out.update(_nested(index, child))
        if record.parent is not None and record.list_id is None:
            out.add(record.parent)
    return out


def _nested(index: EvidenceIndex, rid: int) -> list[int]:
    """The record's nested objects, not its lists' items (once per record of a run: the
    record holding a long list has every item as a child)."""
    nested: dict[int, list[int]] | None = index.memo.get("nested")
    if nested is None:
        nested = index.memo["nested"] = {}
    kids = nested.get(rid)
    if kids is None:
        records = index.records
        kids = nested[rid] = [c for c in records[rid].children if records[c].list_id is None]
    return kids


# ---- contradictions ---------------------------------------------------------------------------


def _compatible(value: Value, leaf: Leaf) -> bool:
    if leaf.source != "output" or leaf.text is not None:
        return False
    if value.is_number:
        if leaf.number is None or _is_identifier(leaf) or leaf.kind != "number":
            return False
        stated = value.stated
        if stated is None:
            return False
        if stated.kind == "duration":
            u = unit(leaf.unit) if leaf.unit else None
            return u is not None and u.dimension == "time"
        if stated.unit and stated.kind == "number":
            su, lu = unit(stated.unit), unit(leaf.unit) if leaf.unit else None
            if su is not None and lu is not None and su.dimension != lu.dimension:
                return False
        if stated.kind == "percent":
            words = set(leaf.path)
            return bool(words & _PERCENT_WORDS) or abs(leaf.number) <= 1
        if stated.kind == "money":
            # a key that names its currency (``refund_inr``, ``fare_usd``) holds money too
            return (
                bool(concepts_of_words(_head_words(leaf.path)) & _MONEY_CONCEPTS)
                or bool(_CURRENCY_KEY_WORDS.intersection(key_words(leaf.key or "")))
                or (leaf.unit is None and leaf.number != leaf.number.to_integral_value())
            )
        return True
    if value.kind == "date":
        return leaf.when is not None and leaf.when.day is not None
    if value.kind == "time":
        return leaf.when is not None and leaf.when.clock is not None
    if value.kind == "name":
        raw = str(leaf.raw)
        if leaf.kind != "string" or any(ch.isdigit() for ch in raw[:3]):
            return False
        # a code ("PHX") is not a name to compare a name with, and a table keyed by codes
        # ({"JFK": "New York"}) gives another attribute of the coded thing (its city)
        return not _CODE.fullmatch(raw) and not _CODE.fullmatch(leaf.key)
    return False


def _minor_amount_transposed(
    ctx: CheckContext, view: ClaimView, value: Value, matched: dict[int, _Match]
) -> Finding | None:
    """An amount the claim ties to nothing whose label names the one field kept in minor
    units that holds its digits in another order ("ESI deduction ₹630" beside ``esi_paise:
    36000``): that field misread. A key of minor units names no money by its other words,
    and one digit off may be a sum the answer made, so only the label and a transposition
    tell it."""
    if value.kind != "money" or value.stated is None or view.hedged or value.stated.approx:
        return None
    words, concepts = label_words(value.near), ctx.answer.words.concepts_in(value.near)
    if not words and not concepts:
        return None
    taken = {leaf.id for m in matched.values() for leaf in m.leaves}
    named = [
        leaf
        for leaf in ctx.index.all_numbers()
        if leaf.source == "output"
        and leaf.text is None
        and leaf.id not in taken
        and is_minor_key(leaf.key)
        and not _compatible(value, leaf)
        and _names_key(value, leaf, words, concepts)
    ]
    slips = _agreeing([leaf for leaf in named if _transposed(value, leaf)])
    if len(named) > 2 or len(slips) != 1 or _approximate(ctx, view, value):
        return None
    if _amount_held(slips[0]) in ctx.answer.numbers():
        return None  # (the answer states that amount too: it read it right)
    return _fact(ctx, view, value, slips[0], "near_value_differs", note="two digits swapped")


def _row_difference_slip(ctx: CheckContext, view: ClaimView, value: Value) -> Finding | None:
    """An amount nothing holds or derives that is the difference of two amounts of the
    claim's record with two digits swapped (see `_difference_slips`): the witness is the
    larger of the two."""
    if value.kind != "money":
        return None
    slips = _difference_slips(ctx, view, value)
    if not slips:
        return None
    big, small, gap = slips[0]
    note = f"{big.pointer} less {small.pointer} is {gap}, written with two digits swapped"
    return _fact(ctx, view, value, big, "near_value_differs", note=note)


def _head_words(path: tuple[str, ...]) -> tuple[str, ...]:
    """The key words that say what a value is: the last two, or for a rate
    (``price_per_gallon``, ``fee_per_night``) the two before its "per"."""
    if "per" in path[1:]:
        cut = len(path) - 1 - path[::-1].index("per")
        return path[max(0, cut - 2) : cut]
    return path[-2:]


_CODE = regex_cache.compile(r"[A-Z0-9]{2,5}")
_CURRENCY_KEY_WORDS = frozenset(
    {"usd", "eur", "gbp", "inr", "cny", "rmb", "yuan", "mxn", "ars", "jpy", "cad", "aud",
     "rupees", "dollars", "euros", "pesos"}
)  # fmt: skip


def _label_score(value: Value, leaf: Leaf, words: set[str], concepts: set[str]) -> int:
    if not leaf.path:
        return 0
    last = {stem(w) for w in leaf.path[-1:]} | {stem(w) for w in _last_key_words(leaf)}
    path = {stem(w) for w in leaf.path}
    last_c = concepts_of_words(_last_key_words(leaf))
    path_c = concepts_of_words(leaf.path)
    path_c |= set(leaf.path)
    last_c |= set(_last_key_words(leaf))
    score = 2 * len(words & last) + len(words & (path - last))
    score += 2 * len(concepts & last_c) + len(concepts & (path_c - last_c))
    if not words & last:
        score += 2 * _sounded_key(value, _last_key_words(leaf) or leaf.path[-1:])
    return score


def _sounded_key(value: Value, key: Sequence[str]) -> int:
    """Whether the noun right after a figure, written in another script, sounds as a word
    of the key ("14 कार्टन" and ``cartons``, "3 पैकेट" and ``packets``): a loanword the
    answer transliterates names what the figure counts. Sounds of three consonants or more
    only; the key's plural -s is left aside; a word before the figure names no count."""
    noun = value.noun or ""
    if not noun or noun.isascii():
        return 0
    theirs = {sound_key(w).removesuffix("s") for w in key if w.isascii()}
    return 1 if sound_key(noun) in {k for k in theirs if len(k) >= 3} else 0


def _measured_under(
    index: EvidenceIndex, value: Value, taken: set[int], words: set[str]
) -> list[Leaf]:
    """The fields of a measure the value states (a key in days for "a 6-month warranty")
    under a key its label names ("warranty" for ``warranty.parts_days``): fields whose key
    names only their part and their unit, which the value's own unit stands for."""
    stated = value.stated
    measure = unit(stated.unit) if stated is not None and stated.unit else None
    if measure is None or not words:
        return []
    out = []
    for leaf in index.leaves:
        if leaf.id in taken or leaf.unit is None or leaf.source != "output":
            continue
        own = unit(leaf.unit)
        if own is None or own.dimension != measure.dimension or not _compatible(value, leaf):
            continue
        if any(stem(w) in words for w in leaf.path[:-1]):
            out.append(leaf)
    return out


def _names_key(value: Value, leaf: Leaf, words: set[str], concepts: set[str]) -> bool:
    """Whether the label names the leaf's own key (not only a key above it): "Tips: $24.50"
    names ``tips``; "Reviews ... level 30" names no ``rating``."""
    own = _last_key_words(leaf) or leaf.path[-1:]
    if len(own) > 1 and len(own[-1]) <= 2 and key_unit(leaf.key):
        # (a short unit ending the key names no thing: "your 14 in vase" names no
        # ``min_gap_in``, whose "in" is inches)
        own = own[:-1]
    stems = {stem(w) for w in own}
    own_concepts = concepts_of_words(own) | set(own)
    return bool(words & stems or concepts & own_concepts or _sounded_key(value, own))


# keys that only say "the value of": ``prorated_charge: {amount: 3.73}`` is named by its parent
_VALUE_OF_KEYS = frozenset(
    {"amount", "amt", "value", "val", "raw", "display", "formatted", "text", "number", "figure",
     "count", "qty", "quantity", "usd", "eur", "gbp", "inr", "cny", "rmb", "mxn", "cents"}
)  # fmt: skip


# keys that only say "the date of": ``next_charge: {date: ...}`` is named by its parent
_DATE_OF_KEYS = frozenset(
    {"date", "fecha", "dia", "día", "day", "datetime", "timestamp", "日期", "तारीख", "दिनांक"}
)


def _last_key_words(leaf: Leaf) -> tuple[str, ...]:
    from nyaya.evidence.fold import key_words

    if not leaf.key:
        return ()
    own = key_words(leaf.key)
    plain = _VALUE_OF_KEYS | _DATE_OF_KEYS if leaf.when is not None else _VALUE_OF_KEYS
    if own and all(w.casefold() in plain for w in own) and leaf.text is None:
        parts = [p for p in leaf.pointer.split("/")[1:-1] if not p.isdigit()]
        if parts:
            return key_words(parts[-1]) + own
    return own


# key words that say a field counts what its other words name (``missed_count``)
_COUNTING = frozenset({"count", "number", "num", "total", "qty", "quantity"})


def _terms_said(ctx: CheckContext, view: ClaimView, d: Derivation, named: Leaf) -> bool:
    """Whether the claim's sentence names a term of the arithmetic besides ``named``."""
    said = ctx.answer.words.concepts_in(view.sentence_text) - GENERIC_CONCEPTS
    low = view.sentence_text.lower()
    for lid in d.leaves:
        if lid == named.id:
            continue
        for w in _last_key_words(ctx.index.leaves[lid]):
            if key_concepts(w) & said or (len(w) > 3 and stem(w) in low):
                return True
    return False


def _restates_own_date(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """Whether an earlier claim of the answer states the same date and the values check
    verified it there (as a record's date, or worked out from one)."""
    if value.kind != "date" or value.day is None:
        return False
    for claim in ctx.answer.claims:
        if claim.id == view.id or claim.claim.start >= view.claim.start:
            break
        settled = ctx.settled.get(claim.id, {})
        if any(
            w.kind == "date" and w.day == value.day and settled.get(j) == "verified"
            for j, w in enumerate(claim.values)
        ):
            return True
    return False


def _proposed(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """Whether a time, a date or a figure stands right after a verb of change and a word of
    destination ("move it to", "cambiar a las", "改到") in an offer, a question or a condition:
    the value something would be set to, which no output need hold and the current value
    does not gainsay."""
    if not view.stance & {"question", "offer", "conditional"}:
        return False
    if value.kind not in ("time", "date", "number", "money"):
        return False
    pattern = _change_before(ctx.answer.language)
    if pattern is None:
        return False
    start = max(view.claim.start, value.start - 40)
    return pattern.search(ctx.answer.text.lower(), start, value.start) is not None


@cache
def _change_before(language: str) -> re.Pattern[str] | None:
    """A verb of change (``actions.toml [change_verbs]``), at most a few words, then a word
    of destination (``[destinations]``), ending where a value starts."""
    table = actions_table()
    verbs = table.get("change_verbs", {}).get(language, [])
    places = table.get("destinations", {}).get(language, [])
    if not verbs or not places:
        return None

    def alternatives(words: list[str]) -> str:
        return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))

    if language == "zh":
        gap = r"[^\s，,。；;！？!?]{0,12}?"
        return regex_cache.compile(
            rf"(?:{alternatives(verbs)}){gap}(?:{alternatives(places)})\s*\Z"
        )
    gap = r"(?:[^\W\d_]+[^\S\n]+){0,4}?"
    return regex_cache.compile(
        rf"(?<!\w)(?:{alternatives(verbs)})[^\S\n]+{gap}(?:{alternatives(places)})"
        r"[^\S\n]+(?:(?:the|las?|el)[^\S\n]+)?\Z"
    )


def _measured_over_derived(
    ctx: CheckContext, view: ClaimView, value: Value, d: Derivation
) -> Finding | None:
    """A measure the claim gives a unit ("18 mm long") where the records its names stand for
    hold one field of that unit (``length_mm: 14``), and only arithmetic over figures of
    other records makes the stated one (3 × another weld's 6 mm): that field is what the
    answer reads, and the product is a coincidence."""
    stated = value.stated
    if view.hedged or d.strength != "near" or stated is None or stated.approx:
        return None
    name = unit_of_word(stated.unit)
    measure = unit(name) if name is not None else None
    # (a span of days or hours is reckoned between dates as often as read off a field)
    if measure is None or measure.dimension == "time" or _approximate(ctx, view, value):
        return None
    index = ctx.index
    records = {
        leaf.record
        for a in anchors_of(ctx, view)
        if view.claim.start <= a.start < view.claim.end
        and (leaf := index.leaves[a.leaf]).source == "output"
        and leaf.record is not None
    }
    if not records:
        return None
    # (a list of one item under the record is the record's own: its one defect, its one line)
    records |= {
        node.items[0]
        for node in index.lists
        if node.parent in records and node.source == "output" and len(node.items) == 1
    }
    scope = _scope(index, records)
    operands = [index.leaves[lid] for lid in d.leaves]
    if not operands or any(leaf.source != "output" or leaf.record in scope for leaf in operands):
        return None  # (worked from the record's own figures, the answer's or the prompt's)
    fields = [
        leaf
        for rid in scope
        for lid in index.records[rid].leaves
        if (leaf := index.leaves[lid]).number is not None
        and leaf.text is None
        and (key_unit(leaf.key) == name or leaf.unit == name)
    ]
    if len({leaf.number for leaf in fields}) != 1:
        return None
    witness = fields[0]
    if witness.number is None or stated.holds(abs(witness.number)):
        return None
    return _fact(ctx, view, value, witness, "value_differs", note=f"not {d.how}")


def _named_over_derived(
    ctx: CheckContext, view: ClaimView, value: Value, d: Derivation, bound: list[int]
) -> Finding | None:
    """A figure no field holds, put right after the name of a field that holds another,
    that only a sum or difference of two other fields makes: "row 14" when ``row`` is 4
    and 14 is the record's ``years`` plus its ``gate``. The answer reads the field; the
    arithmetic is a coincidence of unrelated figures."""
    # (the answer's own figures make such a coincidence too: "Average: 7.8" as the 11.8 and
    # the 4.0 it states elsewhere apart, beside the ``average`` it misreads)
    # (a figure of the answer's with one of an output makes it too, when a genitive after the
    # amount names the field it misreads: "₹6,000 ... ₹18,000 की कॉशन राशि")
    genitive = _POSTPOSED.match(ctx.answer.text, value.end)
    terms = (0, 1, 2) if genitive else (0, 2)
    if view.hedged or d.strength not in ("record", "near", "answer") or len(d.leaves) not in terms:
        return None
    if value.kind not in ("number", "money") or value.year_like or value.stated is None:
        return None
    if value.stated.approx or _approximate(ctx, view, value) or _stated_as_gap(ctx, view, value):
        return None  # ("比东湖店便宜 2,300 元": a gap to the item named, not its figure)
    index = ctx.index
    row = _row_named_before(ctx, view, value, d)
    if row is not None:
        return _fact(ctx, view, value, row, "value_differs", note=f"not {d.how}")
    word = _label_right_before(ctx, view, value)
    joined = _JOINED_NOUN.match(ctx.answer.text, value.end)
    if word is None and joined is not None:
        word = joined.group()[1:]  # "a 4-burner stove": the noun the figure is of
    # ("₹18,000 की कॉशन राशि", "4 万元的押金": the noun the genitive after
    # the figure joins it to names the field by its head word)
    post = genitive if value.kind == "money" else None
    if post is not None and ctx.answer.words.concepts_in(post.group(1) or post.group(2)):
        word = post.group(1) or post.group(2)
    else:
        post = None
    if word is None:
        return None
    words = {stem(word.casefold())}
    # the label's concepts name a key in another language ("漏送了4天" and ``missed_count``)
    concepts = ctx.answer.words.concepts_in(word) - GENERIC_CONCEPTS
    pool = (
        [index.leaves[lid] for rid in _scope(index, bound) for lid in index.records[rid].leaves]
        if bound
        else index.leaves
    )

    # (a key's unit the answer writes after the figure is no word its label must name:
    # ``average_pci_l`` and "Average: 7.3 pCi/L")
    unit_after = {w.casefold() for w in _WORD.findall(ctx.answer.text[value.end : value.end + 12])}

    def names(leaf: Leaf, whole: bool) -> bool:
        kw = [
            w
            for w in _last_key_words(leaf)
            if not (concepts and w in _COUNTING) and w.casefold() not in unit_after
        ]
        if post is not None:
            # (a label after the figure is matched by the key's head word, its currency
            # left aside: ``security_deposit_inr`` and "...डिपॉज़िट")
            kw = [w for w in kw if w.casefold() not in _CURRENCY_KEY_WORDS][-1:]
        said = [stem(w) in words or bool(key_concepts(w) & concepts) for w in kw]
        return bool(said) and (all(said) if whole else any(said))

    named = [leaf for leaf in pool if _compatible(value, leaf) and leaf.key and names(leaf, True)]
    if len(named) != 1:
        return None
    kinds = {leaf_kind(named[0]), _target_kind(value)}
    if index.counts_a_list(named[0]) and (not d.leaves or value.kind == "money"):
        # a sum of money is no misreading of how many items a list holds: "together the two
        # total $42,500", two amounts' sum, beside a search's ``total: 4``
        return None
    if not d.leaves and len(kinds) > 1 and kinds & {"money", "percent"}:
        # (the answer's own figures are set against a field of the very kind only: "total
        # cost: 391.50", their difference, is no misreading of a search's ``total: 1``)
        return None
    if any(names(index.leaves[lid], False) for lid in d.leaves if lid != named[0].id):
        return None  # the label names the other term of the arithmetic too
    if named[0].id in d.leaves and (
        (not concepts and joined is None) or _terms_said(ctx, view, d, named[0])
    ):
        # ("missed 4 days" beside ``missed_count: 3`` and ``paused: 1``: the label names
        # one term only; a sum of both would name the other as well)
        return None
    found = _fact(ctx, view, value, named[0], "value_differs", note=f"not {d.how}")
    if set(key_words(named[0].key)) & _COUNTING and value.stated.value % 1 == 0:
        # (a field that counts, ``missed_count``: the figure misstated is a count)
        return found.model_copy(update={"type": "count_mismatch"})
    return found


def _column_over_derived(
    ctx: CheckContext, view: ClaimView, value: Value, bound: list[int]
) -> Finding | None:
    """A table cell whose row names one item of a list and whose column the other rows fill
    with one field of their items ("Level" over each reading's ``litres``): that field of
    the row's item is the cell's witness. A slip of its digits that some arithmetic of
    other fields happens to make (the level less a delivery) is that field misread."""
    if not view.in_table or not bound or value.stated is None or _approximate(ctx, view, value):
        return None
    if value.stated.approx or value.year_like:
        return None
    column = _column_field(ctx, value)
    if column is None:
        return None
    key, list_id = column
    index = ctx.index
    mine = [r for r in _scope(index, bound) if index.records[r].list_id == list_id]
    if len(mine) != 1:
        return None
    record = index.records[mine[0]]
    held = [
        leaf
        for lid in record.leaves
        if (leaf := index.leaves[lid]).key == key and leaf.number is not None
    ]
    if len(held) != 1 or not _compatible(value, held[0]) or not _slip(value, held[0]):
        return None  # a figure other than a slip of the field may be that field restated
        # (a yearly amount per month): only the field's digits misread are contradicted
    if _column_less_a_part(index, record, key, value.stated.value):
        return None
    return _fact(ctx, view, value, held[0], "near_value_differs", note=f"the column's {key}")


def _column_less_a_part(index: EvidenceIndex, record: Record, key: str, stated: Decimal) -> bool:
    """Whether the row's figure is its field ``key`` less another field of its record that
    every other item of the list holds as zero ("Balance" over each invoice's ``amount``,
    the one part-paid less its ``paid: 500``): for the other rows the field and the
    difference are one figure, so the column may be either, and this row's is the
    difference."""
    numbers = {
        leaf.key: leaf.number
        for lid in record.leaves
        if (leaf := index.leaves[lid]).number is not None and leaf.key
    }
    whole = numbers.get(key)
    if whole is None:
        return False
    others = [r for r in index.records if r.list_id == record.list_id and r.id != record.id]
    if not others:
        return False
    for part_key, part in numbers.items():
        if part_key == key or part is None or part == 0 or whole - part != stated:
            continue
        if all(
            all(
                leaf.number == 0
                for lid in r.leaves
                if (leaf := index.leaves[lid]).key == part_key and leaf.number is not None
            )
            for r in others
        ):
            return True
    return False


def _column_field(ctx: CheckContext, value: Value) -> tuple[str, int] | None:
    """The one field (key, list) that at least two other rows of ``value``'s table hold in
    ``value``'s column, each as an item of that list, and no row's cell there misses."""
    at = _cell_at(ctx, value)
    if at is None:
        return None
    here, _, col = at
    rows = ctx.answer.tables
    text = ctx.answer.text
    table = []
    for step in (-1, 1):  # the rows of the same table, up and down from this one
        pos = here
        while True:
            pos = text.rfind("\n", 0, pos - 1) + 1 if step < 0 else text.find("\n", pos) + 1
            if pos <= 0 or pos == here or pos not in rows:
                break
            table.append(rows[pos])
    index = ctx.index
    fields: set[tuple[str, int | None]] | None = None
    filled = 0
    for other in table:
        if col >= len(other.cells) or not other.cells[col][2]:
            continue
        s, e, _ = other.cells[col]
        found = [
            v
            for c in ctx.answer.claims
            if c.claim.start <= s < c.claim.end or s <= c.claim.start < e
            for v in c.values
            if s <= v.start < e and v.is_number and v.stated is not None
        ]
        if len(found) != 1:
            continue
        assert found[0].stated is not None
        held = [
            (leaf.key, index.records[leaf.record].list_id)
            for leaf in _numbers(index, found[0].stated)
            if leaf.source == "output" and leaf.text is None and leaf.record is not None
        ]
        if not held:
            return None  # a cell of the column no field holds: the column is no one field
        # (the fields every row holds it in: a row whose price did not move holds it as its
        # ``price`` and its ``previous_price`` alike)
        fields = set(held) if fields is None else fields & set(held)
        filled += 1
    if filled < 2 or fields is None or len(fields) != 1:
        return None
    key, list_id = fields.pop()
    return (key, list_id) if list_id is not None else None


def _row_named_before(
    ctx: CheckContext, view: ClaimView, value: Value, d: Derivation
) -> Leaf | None:
    """The one figure of the table row whose name stands right before ``value``, when the
    derivation that makes ``value`` is arithmetic between that row and another row of the
    table ("rent 640" beside a ``rent`` row of 700 and a ``parking`` row of 60)."""
    lid = _close_anchor(ctx, view, value)
    if lid is None:
        return None
    index = ctx.index
    rid = index.leaves[lid].record
    if rid is None or index.records[rid].list_id is None:
        return None
    figures = [
        leaf
        for x in index.records[rid].leaves
        if _compatible(value, leaf := index.leaves[x]) and leaf.number is not None
    ]
    if len(figures) != 1 or figures[0].number == d.value:
        return None
    others = [index.leaves[x] for x in d.leaves if index.leaves[x].record != rid]
    if not others or len(others) == len(d.leaves):
        return None
    for leaf in others:
        other = index.records[leaf.record] if leaf.record is not None else None
        if other is None or other.list_id != index.records[rid].list_id:
            return None
    sentence = view.sentence_text.casefold()
    if " + " in d.how and all(
        _written_in(index, leaf.record, sentence) for leaf in [*others, figures[0]]
    ):
        return None  # "A and B together: 5,300": the sum of the rows the sentence names
    return figures[0]


def _written_in(index: EvidenceIndex, rid: int | None, text: str) -> bool:
    """Whether a string field of the record (its title, its name) is written in ``text``."""
    if rid is None:
        return False
    return any(
        isinstance(leaf.raw, str) and len(leaf.raw) >= 3 and leaf.raw.casefold() in text
        for x in index.records[rid].leaves
        if (leaf := index.leaves[x]).kind == "string"
    )


def _named_over_span(
    ctx: CheckContext, view: ClaimView, value: Value, d: Derivation, matched: dict[int, _Match]
) -> Finding | None:
    """A duration that only the gap between two clock times or dates of the run makes, when
    a field its label names holds the duration in the same unit: "a 10-hour fast" beside
    ``fast_hours: 6`` is that field, not the hours between two times the answer also says."""
    if not d.how.startswith(("minutes from", "days from")) or d.leaves or view.hedged:
        return None
    if value.kind not in ("duration", "number") or value.stated is None:
        return None
    if value.stated.approx or _approximate(ctx, view, value) or not value.stated.unit:
        return None
    said = unit(value.stated.unit)
    if said is None:
        return None
    forms = _label_forms(value.near, ctx.answer.words)
    taken = {leaf.id for m in matched.values() for leaf in m.leaves}
    named = []
    for leaf in ctx.index.leaves:
        if leaf.source != "output" or leaf.number is None or leaf.id in taken or not leaf.key:
            continue
        held = key_unit(leaf.key)
        if held is None or held != said.name:
            continue
        # the key's words besides its unit ("fast" of ``fast_hours``) are all named
        words = [w for w in _last_key_words(leaf) if key_unit(w) is None]
        if words and all(stem(w) in forms or key_concepts(w) & forms for w in words):
            named.append(leaf)
    if len(named) != 1 or named[0].number == value.stated.magnitude:
        return None
    return _fact(ctx, view, value, named[0], "value_differs", note=f"not {d.how}")


def _extreme_elsewhere(
    ctx: CheckContext, view: ClaimView, value: Value, d: Derivation, bound: list[int]
) -> Finding | None:
    """A column's highest (lowest) figure given to a record the claim names, when another
    record holds it and the named record's own figure differs: "the top score, 91, by
    Lena" when 91 is Omar's and Lena has 78."""
    if d.strength != "aggregate" or not d.how.startswith(("maximum of", "minimum of")):
        return None
    if view.hedged or len(bound) != 1 or value.stated is None or value.stated.approx:
        return None
    index = ctx.index
    column = [index.leaves[lid] for lid in d.leaves]
    holders = [leaf for leaf in column if leaf.number is not None and leaf.number == d.value]
    mine = [leaf for leaf in column if leaf.record == bound[0]]
    if len(holders) != 1 or len(mine) != 1 or mine[0].number == d.value:
        return None
    numbers = sorted(leaf.number for leaf in column if leaf.number is not None)
    if numbers == list(range(1, len(column) + 1)):
        return None  # ("three instalments" of ``instalment_no`` 1 to 3: the top is a count)
    return _fact(ctx, view, value, mine[0], "value_of_another_record", sibling=holders[0])


def _label_right_before(ctx: CheckContext, view: ClaimView, value: Value) -> str | None:
    """The word right before ``value`` (no figure, no other value between)."""
    edge = max(
        [view.claim.start, value.start - 24]
        + [o.end for o in view.values if o is not value and o.end <= value.start]
    )
    # (bold or italic marks around the figure or the label are no words: "Average: **7.3**")
    found = re.search(
        r"([^\W\d_]{2,})[*_]*\s*([:：]?)[*_]*\s*[*_]*$", ctx.answer.text[edge : value.start]
    )
    if found is None:
        return None
    if (
        found.group(2)
        and any(
            value.start - 40 <= o.end <= edge + found.start(1)
            for o in view.values
            if o is not value
        )
        and "total" in ctx.answer.words.concepts_in(found.group(1))
    ):
        # "9 requests in total: 4 granted, ...": the total before the colon is the figure
        # before it, and the colon opens its parts
        return None
    return found.group(1)


def _condition_apart(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """Whether the claim's one hedge is a condition on when the value applies, stated in a
    clause of its own ("late fee: $25 if paid after the 8th", "si cancela tarde, el recargo
    es de 25 €", "如果逾期，滞纳金为25元"): the value is stated as the record's, only the
    event it waits on is conditional. A value inside the condition ("if you spend over
    $500") and a value with a hedge of its own ("would be") stay hedged."""
    if view.stance & {"hedge", "offer", "question", "opinion"} or "conditional" not in view.stance:
        return False
    marker = ctx.answer.words.stance.get("conditional")
    if marker is None:
        return False
    low = view.claim.text.lower()
    at, cut = value.start - view.claim.start, value.end - view.claim.start
    before = list(marker.finditer(low[:at]))
    if not before:
        return marker.search(low[cut:]) is not None
    return _CLAUSE_BREAK.search(low[before[-1].end() : at]) is not None


def _hedge_reaches(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """Whether the claim's hedge, condition or offer reaches ``value``: one before the value
    or in its own clause does; one only in a clause after it ("collect it before the 28th;
    after that it may go back to the depot", "the truck comes on the 17th, and after that,
    if you want an extra pickup, tell me", "请在28日前取走，过了时间可能会退回") is about what
    follows, not the date stated. A question reaches the whole sentence."""
    if not view.hedged:
        return False
    if "question" in view.stance:
        return True
    # the sentence's words, as the stance was read from them (a range split into two
    # claims keeps the hedge its sentence puts before the first date)
    begin, low = view.sentence[0], view.sentence_text.lower()
    if not begin <= value.start <= value.end <= begin + len(low):
        begin, low = view.claim.start, view.claim.text.lower()
    at, cut = value.start - begin, value.end - begin
    brk = _CLAUSE_BREAK.search(low, cut)
    end = brk.start() if brk is not None else len(low)
    head = low[:at] + " " * (cut - at) + low[cut:end]  # "May 14" is no hedge
    head = _OPTION_MOOD.sub(lambda m: " " * len(m.group()), head)
    for name in ("hedge", "opinion", "conditional", "offer"):
        marker = ctx.answer.words.stance.get(name)
        if marker is not None and marker.search(head):
            return True
    return False


# the conditional mood of a verb of the event ("we would get the new pump on the 12th", "la
# bomba nueva llegaría el 12"): how English and Spanish tell what an option laid out brings, where
# Hindi and Chinese use the future and no hedge. "be", "have" and the modals in that mood
# ("would be", "sería", "estaría", "podría", "debería", "habría") stay a guess.
_OPTION_MOOD = regex_cache.compile(
    r"\bwould\s+(?!be\b|have\b|probably\b|likely\b|guess\b|expect\b|say\b|think\b)(?=[a-z])"
    r"|\b(?!(?:est|deb|hab|pod|ser|ten|tend|parec|dir|cre|pens|supon|calcul)\w*\b)"
    r"\w+(?:ar|er|ir)ía[ns]?\b"
)
_CLAUSE_BREAK = regex_cache.compile(r"[,，;；:：、]|\b(?:then|entonces)\b|(?<!\w)तो(?!\w)")


def _contradiction(
    ctx: CheckContext,
    view: ClaimView,
    value: Value,
    i: int,
    bound: list[int],
    matched: dict[int, _Match],
) -> Finding | None:
    if value.kind == "id" and not view.hedged:
        return _id_slip(ctx, view, value)
    if (
        value.kind == "number"
        and not view.hedged
        and not value.year_like
        and value.text.strip().isdigit()
        and len(value.text.strip()) >= 4
    ):
        # a code read as a number ("4417#" for an ``access_code`` of "4471#")
        slip = _id_slip(ctx, view, value)
        if slip is not None:
            return slip
    if value.kind not in ("number", "money", "percent", "duration", "date", "time", "name"):
        return None
    if value.kind == "time" and _clock_shifted(ctx, value, view, said_base=True):
        return None  # a time the answer derives from another it states, by the run's term
    if value.kind == "name" and _QUOTED.match(value.text) and not view.hedged:
        if _control_label(ctx, view, value):
            return None
        if bound:
            return _quoted_title(ctx, view, value, bound)
        by_amount = _one_amount_record(ctx, view, matched)
        found = _quoted_title(ctx, view, value, by_amount) if by_amount else None
        title = found.witness.value if found is not None and found.witness else None
        if found is not None and isinstance(title, str) and _same_writing(view, value, title):
            return found
    if value.kind == "name" and len(value.folded.split()) < 2:
        return None
    if value.kind == "money" and (
        _percent_of_stated(ctx, view, value) or _sums_lines_above(ctx, view, value)
    ):
        # "Service charge (20%): $360.00" on the $1,800 the answer stated above; a total row
        # under the lines it adds up
        return None
    if value.kind == "name" and _key_label(ctx.index, value.folded):
        return None  # "Hound Group judge: ..." beside ``hound_group_judge``: the field's label
    if value.year_like or (value.is_number and not any(ch.isdigit() for ch in value.text)):
        return None
    if value.kind == "date":
        # (a period is stated as a fact even where its sentence goes on with a condition:
        # "comments run from the 3rd to the 14th; if you want to speak, ...")
        period = _period_end_differs(ctx, view, value, matched)
        if period is not None:
            return period
    if (
        _hedged_cell(ctx, view, value)
        and value.kind not in ("date", "time")
        and not _condition_apart(ctx, view, value)
    ):
        return None
    if value.kind == "name" and not _proper_name(value.text):
        return None
    if value.is_number and _dimension_value(ctx, value):
        return None  # "180 × 90 cm": a size, which no quantity or price field witnesses
    total = _total_of_parts(ctx, view, value, matched)
    if total is not None:
        return total
    if (
        _small_count(value)
        and not _on_a_scale(ctx, view, value)
        and not _JOINED_NOUN.match(ctx.answer.text, value.end)
    ):
        # "3 seats", "2 of them": a count, for the counts check (not "a 4-burner stove",
        # a figure of the thing named, which the counts check leaves to its field)
        return None
    if value.relative:
        # "tomorrow" is only as exact as the run's now, but a date the answer pins to it
        # must be that day ("tomorrow (September 20)" when today is the 18th)
        return _relative_pinned(ctx, view, value)
    index = ctx.index
    if value.kind == "date" and value.weekday is not None:
        wrong_day = _weekday_witness(ctx, view, value, bound)
        if wrong_day is not None:
            return wrong_day
    if value.kind == "date":
        # a date said with a clock time that an output datetime holds: that datetime's day
        moment = _day_of_paired_time(ctx, view, value, matched)
        if moment is not None:
            return moment
    # a clock time said with a date that an output datetime holds: that datetime's clock
    if value.kind == "time":
        paired = _paired_datetime(ctx, view, value, matched, bound)
        if paired is not None:
            return paired
        window = _window_end_differs(ctx, view, value)
        if window is not None:
            return window
        due = [leaf for leaf in index.all_whens() if _be_there_by(ctx, view, leaf)]
        if len(due) == 1 and not _approximate(ctx, view, value) and value.clock is not None:
            # "be at the gate by 9:15" beside the run's one ``report_by``, 09:30
            return _fact(ctx, view, value, due[0], "value_differs")
    slip = _row_difference_slip(ctx, view, value) if value.kind == "money" else None
    if slip is not None:
        return slip
    if not bound and value.kind == "money":
        bound = _selected_by_keys(ctx, view, value)
    if not bound:
        return (
            _unbound(ctx, view, value, matched)
            or _pinned_elsewhere(ctx, view, value, matched)
            or _sole_amount_slip(ctx, view, value)
            or _swapped_amount(ctx, view, value)
            or _swapped_figure(ctx, view, value)
            or _minor_amount_transposed(ctx, view, value, matched)
            or _date_slip_anywhere(ctx, view, value)
            or _deadline_slip(ctx, view, value)
            or _expiry_named(ctx, view, value)
            or _upcoming_date_slip(ctx, view, value)
            or _step_date(ctx, view, value)
        )
    scope = _scope(index, bound)
    candidates = [
        index.leaves[lid]
        for rid in scope
        for lid in index.records[rid].leaves
        if _compatible(value, index.leaves[lid])
    ]
    per = _per_measure(ctx, view, value) if value.kind == "money" else None
    if per is not None:
        # "$4.10 per kg": only a field kept per that measure states it (``price_per_kg``);
        # a price or a ``monthly_sales`` of the record is another attribute
        candidates = [leaf for leaf in candidates if _kept_per(leaf, per)]
        if not candidates:
            return None
    if not candidates:
        return _slip_of_the_named_field(ctx, view, value, bound, matched)
    if value.kind == "name" and _coded_elsewhere(index, value, scope):
        # "the G14 and G16 LJ spots" bound to the G14 match: "G16" is the code of another
        # record, so the name speaks of that one, and this record's strings are no witness
        return None
    label = value.label
    if view.in_table and view.row_label and view.row_label not in value.text:
        label = f"{label} {view.row_label}"  # "| Moisture | 6.3% |": the row names the field
    words = label_words(label)
    concepts = ctx.answer.words.concepts_in(label)
    # leaves another value of the claim already matched are spoken for
    taken = {leaf.id for m in matched.values() for leaf in m.leaves}
    free = [leaf for leaf in candidates if leaf.id not in taken]
    scored = sorted(
        ((_label_score(value, leaf, words, concepts), leaf) for leaf in free),
        key=lambda p: -p[0],
    )
    witness: Leaf | None = None
    if (
        scored
        and scored[0][0] >= 2
        and (len(scored) == 1 or scored[1][0] < scored[0][0])
        and _names_key(
            value,
            scored[0][1],
            label_words(value.near),
            ctx.answer.words.concepts_in(value.near),
        )
    ):
        witness = scored[0][1]
    if witness is None and scored and scored[0][0] >= 2:
        top = [leaf for sc, leaf in scored if sc == scored[0][0]]
        witness = _plain_field(value, top, words, concepts)
    if (
        witness is None
        and value.kind == "money"
        and len(_agreeing(candidates)) == 1
        and free
        and not _approximate(ctx, view, value)
        and not _multiple_of(value, free[0])
        and not any(v is not value and v.is_number for v in view.values)
        and not _computed_with(ctx, value, free[0])
        and not _rate_times_record(ctx, value, free[0])
    ):
        # the one amount of the record the claim names ("AAPL is trading at $157.54" beside
        # AAPL's price): no other amount of it is there to be meant (the same amount in two
        # records the claim names, a quote and the booking made from it, is one witness)
        return _fact(ctx, view, value, free[0], "value_differs", note="the record's only amount")
    if witness is None:
        # (a day still to come is no slip of a day gone by: "arrives Thursday the 5th" beside
        # the record's ``updated_at`` of this morning)
        sided = [
            leaf for leaf in free if value.kind != "date" or _same_side_of_now(ctx, value, leaf)
        ]
        witness = (
            _near_miss(value, sided, ctx) or _year_slip(ctx, value, free)
            # (a date the run's own term moves is derived: "the 48-hour window closed on
            # the 12th" beside a ticket opened the 10th)
            if not _approximate(ctx, view, value)
            and not (value.kind == "date" and _date_shifted(ctx, value, view))
            and not (value.kind == "date" and _weekday_by_rule(ctx, value))
            and not _clock_shifted(ctx, value, view)
            else None
        )
        if (
            witness is not None
            and value.kind == "money"
            and "conditional" in view.stance
            and _multiple_of(value, witness)
        ):
            # "if it comes back on the 20th, the 18th to the 20th make ₹300" beside ₹100 a
            # day: a case's amount worked out as a whole multiple of the rate, no slip of it
            witness = None
        if witness is not None and not _already_by(ctx, view, value, witness):
            return _fact(ctx, view, value, witness, "near_value_differs")
        only = _only_past_date(ctx, view, value, bound, candidates)
        if only is not None:
            return _fact(ctx, view, value, only, "value_differs", note="the record's only date")
        return _slip_of_the_named_field(ctx, view, value, bound, matched, candidates)
    if (
        value.kind == "money"
        and witness.number is not None
        and 0 < abs(witness.number) < 1
        and _computed_with(ctx, value, witness)
    ):
        return None  # "with your coupon, 102.00" beside ``discount: 0.85`` and a 120.00
    if value.kind == "date" and _date_shifted(ctx, value, view, own=True):
        return None  # "3–5 working days, so Thursday the 18th": a day the claim works out
    if (
        value.is_number
        and value.stated is not None
        and any(
            leaf.number is not None
            and is_minor_key(leaf.key)
            and _amount_held(leaf) == abs(value.stated.value)
            for leaf in (witness, *candidates)
        )
    ):
        # "房款 415.2 万", no currency word, beside ``price_cents: 415200000`` (or beside
        # another amount of the record in minor units the label did not name so)
        return None
    return _fact(ctx, view, value, witness, "value_differs")


def _hedged_before(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """Whether a hedge stands shortly before the value in its own clause ("so it would
    probably arrive on the 5th")."""
    hedge = ctx.answer.words.stance.get("hedge")
    if hedge is None:
        return False
    at = value.start - view.claim.start
    before = view.low[max(0, at - 40) : at]
    before = before[max(before.rfind(","), before.rfind(";")) + 1 :]
    return hedge.search(before) is not None


def _percent_of_stated(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """Whether an amount is the share a percent its claim, or the answer before it, states
    takes of an amount the answer stated before it (a service charge, a tax, a margin
    worked out on the answer's own figures: "your margin would be 30 % of $2,845.00"),
    to the cent the answer shows."""
    stated = value.stated
    if stated is None or stated.approx:
        return False
    rates = [
        v.stated.value
        for claim in ctx.answer.claims
        for v in claim.values
        if v.kind == "percent" and v.stated is not None and (claim is view or v.end <= value.start)
    ]
    if not rates:
        return False
    bases = [
        v.stated.value
        for claim in ctx.answer.claims
        for v in claim.values
        if v.kind == "money" and v.stated is not None and v.end <= value.start and v is not value
    ]
    return any(stated.holds(abs(rate * base / 100)) for rate in rates for base in bases)


def _sums_lines_above(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """Whether an amount is the sum of the amounts the lines right above it state, one
    each, in the same block (a table's or a list's total row): two lines or more, up to
    the cent the answer shows."""
    stated = value.stated
    if stated is None or stated.approx:
        return False
    lines: list[Decimal] = []
    for other in claims_above(ctx, view, 12):
        money = [v.stated.value for v in other.values if v.kind == "money" and v.stated]
        if not money:
            break
        lines.append(money[-1])
        if len(lines) >= 2 and stated.holds(abs(sum(lines, Decimal(0)))):
            return True
    return False


def _key_label(index: EvidenceIndex, folded: str) -> bool:
    """Whether every word of a name is a word of one output key that has more words (the
    answer wrote the key as the label of its value: "Hound Group judge" for
    ``hound_group_judge``)."""
    keys: list[frozenset[str]] | None = index.memo.get("key word sets")
    if keys is None:
        keys = index.memo["key word sets"] = list(
            {
                frozenset(key_words(leaf.key))
                for leaf in index.leaves
                if leaf.source == "output" and leaf.key and len(key_words(leaf.key)) >= 2
            }
        )
    words = set(folded.split())
    return any(words < key for key in keys)


def _coded_elsewhere(index: EvidenceIndex, value: Value, scope: set[int]) -> bool:
    """Whether a word of the name that is a code (letters and digits: "G16", "B12") is a
    word of an output string of a record outside ``scope`` and of none inside it, and no
    string holds the whole name (a name another record holds whole was swapped in: the
    value-of-another-record check's)."""
    codes = [
        w
        for w in value.folded.split()
        if any(c.isdigit() for c in w) and any(c.isalpha() for c in w)
    ]
    if not codes:
        return False
    whole = f" {value.folded} "
    inside = outside = False
    for leaf in index.leaves:
        if leaf.source != "output" or leaf.kind != "string" or leaf.record is None:
            continue
        hay = f" {leaf.folded} "
        if whole in hay:
            return False
        if any(f" {w} " in hay for w in codes):
            if leaf.record in scope:
                inside = True
            else:
                outside = True
    return outside and not inside


def _only_past_date(
    ctx: CheckContext, view: ClaimView, value: Value, bound: list[int], candidates: Sequence[Leaf]
) -> Leaf | None:
    """The one date of the record the claim is pinned to, when both it and the stated date
    (which no output holds) are past: what happened to that record happened on its date, so
    another past day for it is that date misstated. A date to come may be computed from the
    record (a refund due a week after a request), so only the past is read this way."""
    now = ctx.answer.now
    if value.kind != "date" or value.day is None or value.relative or now is None:
        return None
    # the record itself and its nested objects, not the parent it sits in
    own = set(bound)
    for rid in bound:
        own.update(_nested(ctx.index, rid))
    dates = [leaf for leaf in candidates if leaf.record in own]
    if len(dates) != 1 or view.hedged or _approximate(ctx, view, value):
        return None
    (leaf,) = dates
    day = leaf.when.day if leaf.when is not None else None
    if day is None or _period_boundary(ctx, value) or _date_shifted(ctx, value, view):
        return None
    if set(key_words(leaf.key)) & _STAMP_WORDS and not _date_key_named(ctx, view, leaf):
        # (``updated_at`` of a policy dates the record, not what the claim's day is of:
        # "give notice by 1 March" is no misreading of when the policy was last edited)
        return None
    today = now.date()
    stated = _in_year(value, day.year)
    if stated is None or stated == day:
        return None
    if not (stated < today and day < today) and not (
        stated >= today and day >= today and _date_key_named(ctx, view, leaf)
    ):
        # (a day to come is held to the record's one date only when the claim names what
        # that date is of: "se cargará el 17" beside a ``charge_date``)
        return None
    if _text_may_hold(ctx.index, stated) or _RANGE_BEFORE.search(
        ctx.answer.text[max(0, value.start - 8) : value.start]
    ):
        return None  # "1–10 Dec": the end of a period an output writes as text, no event's day
    return leaf


# the words of a key that stamps when a record was written or read, not when its thing is
_STAMP_WORDS = frozenset(
    {"updated", "modified", "created", "generated", "fetched", "retrieved", "synced", "timestamp"}
)


def _date_key_named(ctx: CheckContext, view: ClaimView, leaf: Leaf) -> bool:
    """Whether the claim's words name what a date field is of (``charge_date`` and "se
    cargará", ``due_date`` and "due"): a word of its key besides the kind words."""
    forms = _label_forms(view.claim.text, ctx.answer.words) - GENERIC_CONCEPTS
    return _key_named(leaf, forms) is True


def _weekday_by_rule(ctx: CheckContext, value: Value) -> bool:
    """Whether the stated date is the weekday a rule of the run names before or after a day
    ("can be amended until noon on the Monday before ship day", "el lunes anterior a la
    entrega") that falls within a week of an output's date on that side: the rule's day,
    worked out, not a slip of the output's date."""
    if value.day is None:
        return False
    named = _rule_weekdays(ctx)
    if not named:
        return False
    for leaf in ctx.index.all_whens():
        day = leaf.when.day if leaf.when is not None else None
        if day is None or leaf.source == "context":
            continue
        stated = _in_year(value, day.year)
        if stated is None:
            continue
        gap = (stated - day).days
        if (stated.weekday(), "before") in named and -7 <= gap <= -1:
            return True
        if (stated.weekday(), "after") in named and 1 <= gap <= 7:
            return True
    return False


def _rule_weekdays(ctx: CheckContext) -> frozenset[tuple[int, str]]:
    """The weekdays the run's texts (its outputs', the operator's) name in a sentence with a
    word of before or after, with that side (once per run)."""
    key = f"rule weekdays {ctx.answer.words.language}"
    hit: frozenset[tuple[int, str]] | None = ctx.index.memo.get(key)
    if hit is not None:
        return hit
    language = ctx.answer.words.language
    names = {**calendar_names("en")[1], **calendar_names(language)[1]}
    names = {name: day for name, day in names.items() if len(name) > 3}
    found: set[tuple[int, str]] = set()
    for leaf in ctx.index.leaves:
        if leaf.source == "arguments" or not isinstance(leaf.raw, str) or len(leaf.raw) < 20:
            continue
        for sentence in re.split(r"(?<=[.!?。！？।])\s*", leaf.raw[:5000].lower()):
            days = {day for name, day in names.items() if name in sentence}
            if not days:
                continue
            for side, pattern in _SIDES:
                if pattern.search(sentence):
                    found |= {(day, side) for day in days}
    out = frozenset(found)
    ctx.index.memo[key] = out
    return out


# the words that put a day before or after another, in the four languages
_SIDES = (
    (
        "before",
        regex_cache.compile(
            r"\b(?:before|prior to|antes|anterior)\b|से पहले|पहले वाले|之前|前一", re.IGNORECASE
        ),
    ),
    (
        "after",
        regex_cache.compile(
            r"\b(?:after|following|después|siguiente|posterior)\b|के बाद|之后|后一",
            re.IGNORECASE,
        ),
    ),
)


def _in_year(value: Value, year: int) -> date | None:
    """The stated day, in ``year`` when the answer gave no year of its own (29 February
    outside a leap year is no day)."""
    if value.day is None or not value.monthday:
        return value.day
    try:
        return value.day.replace(year=year)
    except ValueError:
        return None


_RANGE_BEFORE = regex_cache.compile(r"\d\s*(?:[-–—~～]|to|al?|से|至|到)\s*$")


def _plain_field(
    value: Value, tied: list[Leaf], words: set[str], concepts: set[str]
) -> Leaf | None:
    """Of fields a label names equally ("price" names ``price_usd`` and
    ``previous_price_usd``), the one whose key says nothing the label does not: a word
    that qualifies the other ("previous", "max", "discounted") is a field the label would
    have named by it."""
    if value.kind not in ("money", "number", "percent") or len(tied) < 2:
        return None

    def unnamed(leaf: Leaf) -> int:
        return sum(
            1
            for w in _last_key_words(leaf)
            if stem(w) not in words
            and w not in concepts
            and not key_concepts(w) & concepts
            and w not in _VALUE_OF_KEYS
            and key_unit(w) is None
        )

    counts = sorted((unnamed(leaf), leaf.id) for leaf in tied)
    if counts[0][0] != 0 or counts[1][0] == 0:
        return None
    return next(leaf for leaf in tied if leaf.id == counts[0][1])


def _selected_by_keys(ctx: CheckContext, view: ClaimView, value: Value) -> list[int]:
    """The one output record two figures of the sentence select by the keys they name
    ("for grade B and size 40, the price is ..." beside a chart row of ``grade: "B"``,
    ``size: 40``): a row read by its keys, the record the value belongs to. Figures alone
    point at nothing (they recur by chance); two of them, each beside a word that names
    the key holding it, and held together by one record, do."""
    index = ctx.index
    held: list[set[int]] = []
    for other in ctx.answer.claims:
        if other.sentence != view.sentence:
            continue
        for v in other.values:
            if v is value or not v.is_number or v.stated is None or v.kind == "money":
                continue
            label = f"{v.near} {v.noun or ''}"
            words = label_words(label)
            concepts = ctx.answer.words.concepts_in(label)
            # a key written in another script ("फ़ैट" for ``fat``) is named by its sound
            sounds = {
                k for w in _WORD.findall(label) if not w.isascii() and len(k := sound_key(w)) >= 2
            }
            records = {
                leaf.record
                for leaf in _numbers(index, v.stated)
                if leaf.source == "output"
                and leaf.record is not None
                and leaf.text is None
                and (
                    _names_key(v, leaf, words, concepts)
                    or bool(sounds and sound_key(leaf.key) in sounds)
                )
            }
            if records:
                held.append(records)
    if len(held) < 2:
        return []
    common = set.intersection(*held)
    if len(common) != 1:
        return []
    chosen = sorted(common)
    return chosen if _can_hold(index, frozenset(chosen), value) else []


def _sole_amount_slip(ctx: CheckContext, view: ClaimView, value: Value) -> Finding | None:
    """An amount the claim ties to nothing whose digits are the one amount the outputs hold
    in another order ("68.40元" beside a lone ``payout_fen: 8640``): there is no other it
    could be."""
    if value.kind != "money" or value.stated is None or view.hedged:
        return None
    if value.stated.approx or _approximate(ctx, view, value):
        return None
    amounts = [
        leaf
        for leaf in ctx.index.leaves
        if leaf.source == "output"
        and leaf.number
        and not isinstance(leaf.raw, bool)
        and leaf_kind(leaf) == "money"
    ]
    if len({abs(leaf.number or 0) for leaf in amounts}) != 1 or not _slip(value, amounts[0]):
        return None
    if not _transposed(value, amounts[0]):
        return None  # (one digit off may be arithmetic: 80% of 150 is 120)
    return _fact(ctx, view, value, amounts[0], "value_differs")


def _swapped_amount(ctx: CheckContext, view: ClaimView, value: Value) -> Finding | None:
    """An amount the claim ties to nothing whose digits are those of exactly one amount the
    outputs hold with two neighbouring digits swapped ("4,710" beside ``to_pay_fen: 417000``
    among other amounts): that amount misread. A sum or a difference the answer worked out
    is no such neighbour of one amount but by chance, and three digits of weight at least
    make the chance small."""
    if value.kind != "money" or value.stated is None or view.hedged:
        return None
    if value.stated.approx or _approximate(ctx, view, value):
        return None
    said = _digits(value.stated.magnitude)
    if len(said.rstrip("0")) < 3:
        return None  # ("5,100" beside a 1,500: two figures of weight say too little)
    found: dict[Decimal, Leaf] = {}
    for leaf in ctx.index.leaves:
        if (
            leaf.source != "output"
            or not leaf.number
            or isinstance(leaf.raw, bool)
            or not (leaf_kind(leaf) == "money" or is_minor_key(leaf.key))
        ):
            continue
        held = _amount_held(leaf)
        if _neighbours_swapped(said, _digits(held)):
            found.setdefault(held, leaf)
    if len(found) != 1:
        return None
    return _fact(
        ctx, view, value, next(iter(found.values())), "value_differs", note="two digits swapped"
    )


def _swapped_figure(ctx: CheckContext, view: ClaimView, value: Value) -> Finding | None:
    """A figure with decimals the claim ties to nothing that is exactly one output figure
    with two neighbouring digits swapped ("1.47" beside a lone ``fcr: 1.74``, "6.35 ct"
    beside ``polished_ct: 6.53``): that figure misread. A mean or a ratio the answer worked
    out lands on such a neighbour only by chance, and three digits make the chance small."""
    stated = value.stated
    if value.kind not in ("number", "money") or stated is None or view.hedged or stated.approx:
        return None
    if stated.value == stated.value.to_integral_value() or _approximate(ctx, view, value):
        return None
    said = _plain_figure(stated.value)
    if len(said.replace(".", "").lstrip("0")) < 3:
        return None
    found: dict[Decimal, Leaf] = {}
    for leaf in ctx.index.all_numbers():
        number = leaf.number
        if value.kind == "money" and number is not None:
            # an amount is held in major units or in minor ones (``amount_cents: 184260``)
            if is_minor_key(leaf.key):
                number = _amount_held(leaf)
            elif not _compatible(value, leaf):
                continue
        if (
            leaf.source != "output"
            or number is None
            or isinstance(leaf.raw, bool)
            or _is_identifier(leaf)
            or (value.kind == "number" and stated.unit and leaf.unit and stated.unit != leaf.unit)
        ):
            continue
        if number == stated.value:
            return None  # (the figure itself is there: the answer may mean it)
        held = _plain_figure(number)
        if held.find(".") != said.find("."):
            continue  # (the point in another place: 25.6 is no 2.56 misread)
        if _neighbours_swapped(said.replace(".", ""), held.replace(".", "")):
            found.setdefault(number, leaf)
    if len(found) != 1 or next(iter(found)) in ctx.answer.numbers():
        return None  # (an answer that states the figure too read it right: "2.65 against
        # the 2.56 target" is a figure of its own beside it)
    return _fact(
        ctx, view, value, next(iter(found.values())), "value_differs", note="two digits swapped"
    )


def _plain_figure(number: Decimal) -> str:
    """A figure as written, without its exponent or the zeros after its last decimal."""
    text = format(abs(number), "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def _neighbours_swapped(a: str, b: str) -> bool:
    """Whether ``a`` is ``b`` with two different neighbouring digits swapped ("1284", "1248")."""
    if len(a) != len(b) or a == b:
        return False
    diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    return (
        len(diff) == 2
        and diff[1] == diff[0] + 1
        and a[diff[0]] == b[diff[1]]
        and a[diff[1]] == b[diff[0]]
    )


def _transposed(value: Value, leaf: Leaf) -> bool:
    """Whether the value's digits are the leaf's in another order (68.40 for 86.40)."""
    if value.stated is None or leaf.number is None:
        return False
    return _swapped_digits(value.stated.magnitude, _amount_held(leaf))


def _swapped_digits(said: Decimal, held: Decimal) -> bool:
    """Whether two amounts hold the same digits in another order (856.00 and 865.00)."""
    a, b = _digits(said), _digits(held)
    return a != b and sorted(a) == sorted(b)


def _amount_held(leaf: Leaf) -> Decimal:
    """The amount a numeric leaf holds, in major units (``payout_fen: 8640`` is 86.40)."""
    number = abs(leaf.number) if leaf.number is not None else Decimal(0)
    return number / Decimal(100) if is_minor_key(leaf.key) else number


def _slip_of_the_named_field(
    ctx: CheckContext,
    view: ClaimView,
    value: Value,
    bound: list[int],
    matched: dict[int, _Match],
    candidates: Sequence[Leaf] = (),
) -> Finding | None:
    """A date or time tied to records that hold no field its label names: the pointer was
    a word those records hold of something else ("PIN" beside log rows whose ``method`` is
    "pin"), so the claim names no record for this attribute. The one field of the run the
    label names, outside those records' list, is the witness when the value is a slip of it
    ("valid until the 30th" for a ``valid_until`` of the 31st)."""
    if value.kind not in ("date", "time") or view.hedged:
        return None
    words = label_words(value.near)
    concepts = ctx.answer.words.concepts_in(value.near)
    if any(_names_key(value, leaf, words, concepts) for leaf in candidates):
        return None
    if _approximate(ctx, view, value):
        return None
    index = ctx.index
    taken = {leaf.id for m in matched.values() for leaf in m.leaves}
    slips = [
        leaf
        for leaf in index.leaves
        if leaf.id not in taken
        and leaf.source == "output"
        and _compatible(value, leaf)
        and _names_key(value, leaf, words, concepts)
        and _slip(value, leaf)
    ]
    if len(slips) != 1 or slips[0].record is None:
        return None
    lists = {index.records[r].list_id for r in bound} - {None}
    if index.records[slips[0].record].list_id in lists:
        return None  # another item of the very list the claim points at
    return _fact(ctx, view, value, slips[0], "near_value_differs")


# the words that join the two ends of a period ("from 2 May to 9 May", "del 4 al 11",
# "2 मई से 9 मई तक", "3月3日持续到3月19日")
_PERIOD_JOIN = regex_cache.compile(
    r"[\s*_]*(?:-|–|—|~|～|to|till|until|through|thru|hasta|al|a|से|到|至|持续到|一直到|直到)"
    r"[\s*_]*(?:el|la|the)?[\s*_]*",
    re.IGNORECASE,
)


def _period_end_differs(
    ctx: CheckContext, view: ClaimView, value: Value, matched: dict[int, _Match]
) -> Finding | None:
    """The closing day of a period whose opening day the claim states as a record's
    opening field (``window.opens``), where that record's one closing field
    (``window.closes``) holds another day: "from 3 March to 19 March" beside a window of
    the 3rd to the 14th. The closing field is the witness."""
    if value.day is None or value.relative or _approximate(ctx, view, value):
        return None
    text = ctx.answer.text
    index = ctx.index
    for k, other in enumerate(view.values):
        if other.kind != "date" or other.end > value.start:
            continue
        if _PERIOD_JOIN.fullmatch(text, other.end, value.start) is None:
            continue
        opened = [
            leaf
            for leaf in (matched[k].leaves if k in matched else [])
            if leaf.source == "output"
            and leaf.record is not None
            and leaf.when is not None
            and set(_last_key_words(leaf)) & _OPENS
        ]
        if len({leaf.record for leaf in opened}) != 1:
            return None
        record = index.records[opened[0].record or 0]
        closes = [
            index.leaves[lid]
            for lid in record.leaves
            if (leaf := index.leaves[lid]).when is not None
            and leaf.when.day is not None
            and set(_last_key_words(leaf)) & _CLOSES
        ]
        if len(closes) != 1:
            return None
        end = closes[0]
        if end.when is None or end.when.day == value.day:
            return None
        return _fact(ctx, view, value, end, "value_differs", note="the end of the period")
    return None


_OPENS = frozenset({"from", "start", "begin", "open", "opens", "earliest", "since"})
_CLOSES = frozenset({"to", "end", "until", "till", "close", "closes", "latest"})


def _windows(index: EvidenceIndex) -> list[tuple[Leaf, Leaf]]:
    """The time windows the outputs hold, as (opening, closing) leaves: one string's
    ("2026-03-09 14:00-17:00", "09:30-10:30") or a record's pair of keys (from / to,
    start / end, opens / closes)."""
    out: list[tuple[Leaf, Leaf]] = []
    by_text: dict[int, list[Leaf]] = {}
    for leaf in index.all_whens():
        w = leaf.when
        if leaf.source != "output" or w is None or w.clock is None:
            continue
        if w.until is not None:
            out.append((leaf, leaf))
        elif leaf.text is not None:
            by_text.setdefault(leaf.text, []).append(leaf)
    out += [(two[0], two[1]) for two in by_text.values() if len(two) == 2]
    for record in index.records:
        opens = closes = None
        for lid in record.leaves:
            leaf = index.leaves[lid]
            if leaf.when is None or leaf.when.clock is None:
                continue
            words = set(_last_key_words(leaf))
            if words & _OPENS:
                opens = leaf
            elif words & _CLOSES:
                closes = leaf
        if (
            opens is not None
            and closes is not None
            and opens.when is not None
            and closes.when is not None
            # (a session's ``start`` and ``end`` of one day are its hours; a stay's check-in
            # and check-out days apart are no window of the day)
            and opens.when.day == closes.when.day
        ):
            out.append((opens, closes))
    return out


def _window_clock(leaf: Leaf, closing: bool) -> time | None:
    w = leaf.when
    if w is None:
        return None
    return w.until if closing and w.until is not None else w.clock


def _window_end_differs(ctx: CheckContext, view: ClaimView, value: Value) -> Finding | None:
    """One end of a time window that no output holds, against the window the other end
    names ("下午2点到4点" for an ``eta`` of 14:00-17:00), or against the run's one window
    when neither end is held ("entre las 11:00 y las 15:00" for a window 09:00-13:00)."""
    if value.clock is None or _approximate(ctx, view, value):
        return None
    partner, closing = _range_partner(ctx, value)
    if partner is None or partner.clock is None:
        return None
    windows = _windows(ctx.index)
    if not windows:
        return None

    def at(clock: time | None, v: Value) -> bool:
        return clock is not None and _same_clock_value(v, clock)

    known = [w for w in windows if at(_window_clock(w[0 if closing else 1], not closing), partner)]
    note = "the window the range's other end opens" if closing else "the window it closes"
    if not known and not _times(ctx.index, partner) and len(windows) == 1:
        known, note = windows, "the run's one time window"
    if len(known) != 1:
        return None
    witness = known[0][1 if closing else 0]
    if at(_window_clock(witness, closing), value):
        return None
    held = _window_clock(witness, closing)
    if (
        not closing
        and held is not None
        and held.hour < 12
        and not _MERIDIEM.search(str(witness.raw))
        and at(held.replace(hour=held.hour + 12), value)
    ):
        return None  # "2:00–6:00 pm": the opening end shares the closing end's "pm"
    return _fact(ctx, view, value, witness, "time_differs", note=note)


# a meridiem written with a clock ("4 pm", "11 a.m.")
_MERIDIEM = regex_cache.compile(r"(?i)\b[ap]\.?\s?m\b\.?")


_CLOCK_WORD_SLACK = 15  # minutes


def _same_clock_value(value: Value, clock: time) -> bool:
    mine = value.clock
    if mine is None:
        return False
    if (mine.hour, mine.minute) == (clock.hour, clock.minute):
        return True
    if timecode(clock) == (mine.hour, mine.minute):
        return True  # "7:41–8:02" into a recording its text writes 00:07:41–00:08:02
    if not any(ch.isdigit() for ch in value.text):
        # "noon", "mediodía", "midnight": a time named by a word is read to the quarter-hour
        apart = abs((mine.hour * 60 + mine.minute) - (clock.hour * 60 + clock.minute))
        if min(apart, 24 * 60 - apart) <= _CLOCK_WORD_SLACK:
            return True
    if (clock.hour, clock.minute) == (23, 59) and mine.minute == 0 and mine.hour in (0, 24):
        return True  # "midnight", "晚上12点": the end of the day an output writes 23:59(:59)
    if (
        (clock.hour, clock.minute) == (23, 59)
        and value.ambiguous_12h
        and (mine.hour, mine.minute) == (12, 0)
    ):
        return True  # "12 at night" read as either twelve: the end of the day is one of them
    return value.ambiguous_12h and ((mine.hour + 12) % 24, mine.minute) == (
        clock.hour,
        clock.minute,
    )


def _range_partner(ctx: CheckContext, value: Value) -> tuple[Value | None, bool]:
    """The time at the other end of a range ``value`` is part of, and whether ``value``
    closes it ("4" in "de 2 a 4", in this claim or the next)."""
    text = ctx.answer.text
    for view in ctx.answer.claims:
        for other in view.values:
            if other.kind != "time" or other is value:
                continue
            if is_range(text, other.start, other.end, value.start):
                return other, True
            if is_range(text, value.start, value.end, other.start):
                return other, False
    return None, False


_ID_TOKEN = regex_cache.compile(r"(?<![\w-])[A-Za-z0-9][A-Za-z0-9_/.-]*\d[A-Za-z0-9_/.-]*(?![\w-])")
_NOT_ALNUM = regex_cache.compile(r"[\W_]+")


def _id_slip(ctx: CheckContext, view: ClaimView, value: Value) -> Finding | None:
    """An id nothing in the run holds that is a slip of exactly one id the run does hold:
    two neighbouring characters swapped ("A62" for gate A26) or one digit changed
    ("ORD-4471" for ORD-4417 is a swap; "QX-5830" for QX-5831 a changed digit)."""
    mine = _NOT_ALNUM.sub("", value.text.casefold())
    if len(mine) < 3 or sum(ch.isdigit() for ch in mine) < 2:
        return None
    found: dict[str, Leaf] = {}
    for theirs, leaf in _id_tokens(ctx.index):
        if theirs == mine:
            return None  # it is there after all (written another way)
        if len(theirs) == len(mine) and _id_slipped(mine, theirs):
            found.setdefault(theirs, leaf)
            if len(found) > 1:
                return None
    if len(found) != 1:
        return None
    token, witness = next(iter(found.items()))
    return _fact(ctx, view, value, witness, "near_value_differs", note=f"the run holds {token!r}")


def _id_tokens(index: EvidenceIndex) -> list[tuple[str, Leaf]]:
    """The run's id-like tokens, folded to letters and digits, with their leaves in index
    order: read once per state of the index, not once per id the answer states."""
    asked = ("id tokens", len(index.leaves))
    tokens: list[tuple[str, Leaf]] | None = index.memo.get(asked)
    if tokens is not None:
        return tokens
    tokens = []
    for leaf in index.leaves:
        if leaf.source == "arguments":
            continue
        if leaf.kind == "number" and leaf.number is not None and _is_identifier(leaf):
            raw = str(leaf.raw)  # ``"id": 29584``
        elif leaf.kind not in ("string", "text"):
            continue
        else:
            raw = str(leaf.raw)
        for token in _ID_TOKEN.findall(raw[:20000]) if " " in raw else (raw,):
            tokens.append((_NOT_ALNUM.sub("", token.casefold()), leaf))
    index.memo[asked] = tokens
    return tokens


def _id_slipped(a: str, b: str) -> bool:
    diff = [i for i in range(len(a)) if a[i] != b[i]]
    if len(diff) == 1:
        return a[diff[0]].isdigit() and b[diff[0]].isdigit()
    if len(diff) == 2 and diff[1] == diff[0] + 1:
        i = diff[0]
        return a[i] == b[i + 1] and a[i + 1] == b[i]
    return False


def _multiple_of(value: Value, leaf: Leaf) -> bool:
    """Whether the stated amount is a whole multiple of the leaf's ("₹378" of 189 each)."""
    if value.stated is None or leaf.number is None or leaf.number <= 0:
        return False
    ratio = value.stated.value / leaf.number
    return ratio > 1 and abs(ratio - round(ratio)) < Decimal("0.01")


def _computed_with(ctx: CheckContext, value: Value, leaf: Leaf) -> bool:
    """Whether the stated amount is the leaf's amount taken with a number the answer states
    elsewhere: another amount added or taken off ("142.50 - 20 off = 122.50"), or a
    quantity that multiplies or divides it ("6.5 hours at 40 an hour", "a 12 kg bag, 3.10
    a kilo"), or, for a fraction, an amount it multiplies. The answer computed it from the
    amount; the amount does not contradict it."""
    stated = value.stated
    if stated is None or leaf.number is None or leaf.number == 0:
        return False
    x = abs(leaf.number)
    amounts = [x]
    if x == x.to_integral_value() and x >= 10:
        amounts.append(x / 100)  # an amount kept in minor units (``discount_cents``)
    for c in ctx.answer.claims:
        for other in c.values:
            if other is value or other.stated is None or other.stated.magnitude in (0, 1):
                continue
            n = other.stated.magnitude
            if other.kind == "money":
                results = [a + n for a in amounts] + [abs(a - n) for a in amounts]
                if x < 1:
                    # a factor the record keeps (``discount: 0.8``, ``share: 0.25``) applied
                    # to an amount the answer states: "120.00, 102.00 with the coupon"
                    results += [n * x, n * (1 - x)]
            elif other.kind in ("number", "duration") and other.stated.kind != "percent":
                results = [a * n for a in amounts] + [a / n for a in amounts]
            else:
                continue
            if any(stated.holds(r) for r in results):
                return True
    return False


def _window_shifted(ctx: CheckContext, view: ClaimView, value: Value, m: _Match) -> Finding | None:
    """The opening of a range said at the time an output window closes (or its closing at
    the time one opens): "3:00 to 3:30" for a window of 14:30-15:00 is that window moved,
    its opening the witness."""
    if value.kind != "time" or view.hedged or _approximate(ctx, view, value):
        return None
    partner, closing = _range_partner(ctx, value)
    if partner is None:
        return None
    if any(
        leaf.source == "output"
        and leaf.when is not None
        and leaf.when.clock is not None
        and _same_clock_value(partner, leaf.when.clock)
        for leaf in ctx.index.all_whens()
    ):
        return None  # "free from noon to 3:30": a gap between two windows, both ends held
    windows = [w for w in _windows(ctx.index) if w[0].id != w[1].id]
    ids = {leaf.id for leaf in m.leaves}
    # (an opening is held to a window's opening, a closing to its closing)
    mine = [w for w in windows if w[1 if closing else 0].id in ids]
    other_end = [w[1 if closing else 0] for w in windows if w[0 if closing else 1].id in ids]
    if mine or len(other_end) != 1 or len(ids) != 1:
        return None  # (it is held by a window's end of its own side, or by none)
    witness = other_end[0]
    clock = witness.when.clock if witness.when is not None else None
    if clock is None or _same_clock_value(value, clock):
        return None
    return _fact(ctx, view, value, witness, "time_differs", note="the window that end closes")


def _number_after_name_slip(
    ctx: CheckContext, view: ClaimView, value: Value, matched: dict[int, _Match]
) -> Finding | None:
    """A number written right after a name that an output string holds with another number
    right after it: "Calle Mayor 14" beside ``address: "Calle Mayor 41, 2º"`` is the
    string's number misstated, however the number could be worked out of other figures."""
    if value.kind != "number" or value.stated is None or view.hedged:
        return None
    before = [
        (j, v) for j, v in enumerate(view.values) if v.kind == "name" and v.end <= value.start
    ]
    if not before:
        return None
    j, name = before[-1]
    if ctx.answer.text[name.end : value.start].strip(" ,") or j not in matched:
        return None
    others = []
    for leaf in matched[j].leaves:
        if leaf.source != "output" or not isinstance(leaf.raw, str):
            continue
        folded = fold(leaf.raw)
        at = folded.find(name.folded)
        if at < 0:
            continue
        held = _NUMBER_NEXT.match(folded, at + len(name.folded))
        if held is None:
            continue
        if (
            Decimal(held.group(1)) == value.stated.magnitude
            # (the string writes the figure as the answer does, suffix and all: "BMPCC 6K"
            # beside ``sku: "CAM-BMPCC-6K"``, a model's name, not six thousand)
            or folded.startswith(fold(value.text), held.start(1))
        ):
            return None  # one string holds it after the name: the others name other things
        others.append(leaf)
    if not others:
        return None
    return _fact(
        ctx, view, value, others[0], "value_differs", note=f"the number after {name.text!r} there"
    )


_NUMBER_NEXT = regex_cache.compile(r"[ ,]*(\d{1,5})(?![\d.,]\d)")


def _rate_times_record(ctx: CheckContext, value: Value, leaf: Leaf) -> bool:
    """Whether the stated amount is an amount the answer states elsewhere (a rate: "₹12
    per sq ft") times a figure of the record, or the product of two of its figures (a
    hoarding's 30 × 15 ft): the answer priced the record at that rate."""
    stated = value.stated
    if stated is None or leaf.record is None:
        return False
    index = ctx.index
    figures = [
        abs(other.number)
        for other in index.subtree_leaves(leaf.record, depth=2)
        if other.number is not None and other.id != leaf.id and 0 < abs(other.number) < 100_000
    ][:24]
    sizes = figures + [a * b for a, b in itertools.combinations(figures, 2)]
    for c in ctx.answer.claims:
        for other in c.values:
            if other is value or other.kind != "money" or other.stated is None:
                continue
            rate = other.stated.magnitude
            if rate in (0, 1) or rate >= stated.magnitude:
                continue
            if any(stated.holds(rate * q) for q in sizes):
                return True
    return False


def _most_named(leaves: list[Leaf], words: set[str], concepts: set[str]) -> list[Leaf]:
    """The leaves whose keys' words the label names most (by stem or concept), when one
    names more than every other; else all of them."""

    def score(leaf: Leaf) -> tuple[int, int]:
        # (the label's own words first, then its concepts: "check" is a test, too)
        keys = key_words(leaf.key)
        return (
            sum(1 for w in keys if stem(w) in words),
            sum(1 for w in keys if key_concepts(w) & (concepts - GENERIC_CONCEPTS)),
        )

    scored = sorted(((score(leaf), leaf) for leaf in leaves), key=lambda p: p[0], reverse=True)
    if scored[0][0] > scored[1][0]:
        return [scored[0][1]]
    return leaves


def _unbound(
    ctx: CheckContext, view: ClaimView, value: Value, matched: dict[int, _Match]
) -> Finding | None:
    """A value the claim ties to no record: the output field its label names, when exactly
    one field of the run has that name, or the one field of that name it is a slip of."""
    if _clock_shifted(ctx, value, view):
        return None  # (a time the run's own term moves is derived, not misstated)
    if "conditional" in view.stance and _hedged_before(ctx, view, value):
        return None  # "if it is confirmed later, it would probably arrive on Thursday the 5th"
    index = ctx.index
    taken = {leaf.id for m in matched.values() for leaf in m.leaves}
    near_words: set[str] = set()
    named: list[Leaf] = []
    measured = False
    # the words right by the value name the field; for a clock time, the clause's label
    # may ("arriving at the port at 13:10")
    labels = [value.near, value.label] if value.kind in ("time", "date") else [value.near]
    if view.in_table and view.row_label and view.row_label not in value.text:
        # "| Moisture | 6.3% |" under "| Parameter | Result |": the row's first cell names
        # the field of the figure in its other cell
        labels.append(view.row_label)
    for label in labels:
        near_words = label_words(label)
        near_concepts = ctx.answer.words.concepts_in(label)
        if not near_words and not near_concepts:
            continue
        named = [
            leaf
            for leaf in index.leaves
            if leaf.id not in taken
            and _compatible(value, leaf)
            and _names_key(value, leaf, near_words, near_concepts)
            # ("**Total: $1,146**" beside a list and its ``total: 4``: the size of the list)
            and not (value.kind == "money" and index.counts_a_list(leaf))
        ]
        measured = not named
        if measured:
            named = _measured_under(index, value, taken, near_words)
        if named:
            break
    if not named:
        return None
    if value.kind == "date" and len(named) > 1:
        said = near_concepts - GENERIC_CONCEPTS
        whole = _named_whole(named, near_words, set())
        if len(whole) != 1:
            whole = _named_whole(named, near_words, said)
        # ("Deposit: due by March 24" names ``deposit_due`` by both its words, "अपेक्षित
        # भुगतान तिथि" ``expected_payment_by`` by what each of them means)
        named = (
            whole
            if len(whole) == 1
            else _distinct_concept(value, named, ctx.answer.words.concepts_in(value.near))
        )
    exact = [
        leaf for leaf in named if measured or {stem(w) for w in _last_key_words(leaf)} & near_words
    ]
    # (a bare number is no slip of an amount kept in minor units: "250" km is not the
    # ``extra_km_cents: 450`` beside the ``km_included: 200`` it misstates)
    slips = _agreeing(
        [
            leaf
            for leaf in named
            if _slip(value, leaf) and not (value.kind == "number" and is_minor_key(leaf.key))
        ]
    )
    if len(slips) > 1:
        # "上午 9:50 开考" beside ``exam_time: 09:20`` and ``check_in_time: 08:50``: the
        # field more of whose key words the label names
        slips = _most_named(slips, near_words, ctx.answer.words.concepts_in(value.near))
    if (
        _approximate(ctx, view, value)
        or (value.kind == "date" and _date_shifted(ctx, value, view))
        or _clock_shifted(ctx, value, view)
    ):
        slips = []  # (a date or a time the run's own term moves: "due by the 9th", 21 days on)
    if len(slips) == 1 and _already_by(ctx, view, value, slips[0]):
        slips = []  # "by October 1 it has already expired": the field's day comes before it
    if len(slips) == 1:
        return _fact(ctx, view, value, slips[0], "near_value_differs")
    # (fields that all hold one figure are one witness: a warranty's ``parts_days: 90`` and
    # ``labor_days: 90`` against "a 6-month warranty")
    if (
        len(_agreeing(exact)) == 1
        and len(_agreeing(named)) <= 2
        and value.kind not in ("date", "time")
    ):
        return _fact(ctx, view, value, exact[0], "value_differs")
    if (
        value.kind == "date"
        and len(exact) == 1
        and len(named) == 1
        and _names_own_words(exact[0], near_words)
        and not value.relative
        and not _approximate(ctx, view, value)
        and not _date_shifted(ctx, value, view)
        and not _period_boundary(ctx, value)
        and value.day is not None
        and not _text_may_hold(ctx.index, value.day)
        and _same_side_of_now(ctx, value, exact[0])
    ):
        # "the draw is on August 21" beside the run's one ``draw_date``, the 28th: the one
        # date field its label names by the field's own words, misstated
        return _fact(ctx, view, value, exact[0], "value_differs")
    one = exact if exact else named
    if (
        value.kind == "time"
        and len(one) == 1
        and len(named) <= 2
        and not _approximate(ctx, view, value)
        and not _approximate_clock(ctx, view, value)
        and _clock_face_kept(ctx, view, one[0], matched)
    ):
        # "departs 08:55, arriving 13:10" when the record says 08:55 and 12:10: the answer
        # reads this record's clock as written, so no zone explains the other time
        return _fact(ctx, view, value, one[0], "value_differs")
    if (
        value.kind == "date"
        and len(named) == 1
        and not value.relative
        and _same_month(value, named[0])
        and _concept_names_key(ctx, value, named[0])
        and not _approximate(ctx, view, value)
        and not _date_shifted(ctx, value, view)
        and not (value.day is not None and _text_may_hold(ctx.index, value.day))
    ):
        # the one date field of the run its label names by meaning ("交清" and ``paid_at``),
        # another day of the same month: the field's date misstated, not another date
        return _fact(ctx, view, value, named[0], "value_differs")
    if not exact and len(named) == 1 and _same_measure(value, named[0]):
        # the one field of the run its label names in another language ("里程" and
        # ``mileage_km``), of the unit it states
        return _fact(ctx, view, value, named[0], "value_differs")
    if (
        value.kind == "money"
        and len(named) == 1
        and value.stated is not None
        and not value.stated.approx
        and not _approximate(ctx, view, value)
        and not view.hedged
        and not _multiple_of(value, named[0])
        and not _computed_with(ctx, value, named[0])
        and not _rate_times_record(ctx, value, named[0])
        and is_minor_key(named[0].key)
        and _near_in_size(value.stated.value, _amount_held(named[0]))
    ):
        # "Price: €40 per player" beside the run's one ``bus_cost_per_player``, €35: the one
        # amount of the run its label names by meaning, which the answer did not work from
        return _fact(ctx, view, value, named[0], "value_differs", note="the one amount so named")
    return None


def _near_in_size(stated: Decimal, held: Decimal | None) -> bool:
    """Whether a stated amount is within half again of a held one (a misread figure, not a
    total of several of it nor a part of it)."""
    return held is not None and held > 0 and held / 2 <= abs(stated) <= held * 3 / 2


def _same_side_of_now(ctx: CheckContext, value: Value, leaf: Leaf) -> bool:
    """Whether the stated date and the field's are both past or both to come (or the run has
    no now): "a credit on December 1" beside the last refund's ``credited_on`` of September
    is the next one, not that one misstated."""
    now = ctx.answer.now
    day = leaf.when.day if leaf.when is not None else None
    if now is None or day is None or value.day is None:
        return True
    today = now.date()
    stated = _in_year(value, day.year) or value.day
    return (stated > today) == (day > today)


def _names_own_words(leaf: Leaf, near_words: set[str]) -> bool:
    """Whether the words by a date name its field by every word of the field's own that says
    which date it is (``draw`` of ``draw_date``; ``notice`` and ``loss`` of
    ``notice_of_loss``; not "tickets" alone for ``tickets_close``), not only by a word every
    date key has (``date``, ``at``, ``on``, ``day``, ``time``)."""
    own = {stem(w) for w in _last_key_words(leaf) if len(w) > 2} - _DATE_KEY_WORDS
    return bool(own) and own <= near_words


_DATE_KEY_WORDS = frozenset(
    stem(w)
    for w in ("date", "day", "time", "datetime", "timestamp", "when", "the", "fecha", "dia", "hora")
)


def _agreeing(leaves: list[Leaf]) -> list[Leaf]:
    """Fields that all hold one value count as one witness: a booking's ``fare_total`` and
    the invoice request's ``amount`` of the same figure are the run saying it twice, so a
    slip of it is a slip of both. Fields of different values stay apart."""
    if len(leaves) < 2:
        return leaves
    held = {
        (leaf.number, None, None)
        if leaf.number is not None
        else (None, leaf.when.day, leaf.when.clock)
        if leaf.when is not None
        else None
        for leaf in leaves
    }
    if len(held) == 1 and None not in held:
        return leaves[:1]
    return leaves


def _named_whole(named: list[Leaf], words: set[str], concepts: set[str]) -> list[Leaf]:
    """The date fields whose key's every word (two or more, of three letters or more) the
    label names, as written or by a concept of ``concepts``."""
    return [
        leaf
        for leaf in named
        if len(own := [w for w in key_words(leaf.key) if len(w) > 2]) >= 2
        and all(stem(w) in words or w in words or key_concepts(w) & concepts for w in own)
    ]


def _distinct_concept(value: Value, named: list[Leaf], concepts: set[str]) -> list[Leaf]:
    """The one field a label's distinctive word names, when its other words name several:
    "auto-released on the 9th after delivery" names ``delivered_at`` and ``eta`` by
    "delivery" and only ``auto_release_on`` by "released". Else all of ``named``."""
    by_concept = {
        c: [leaf for leaf in named if _names_key(value, leaf, set(), {c})] for c in concepts
    }
    by_concept = {c: leaves for c, leaves in by_concept.items() if leaves}
    covered = {leaf.id for leaves in by_concept.values() for leaf in leaves}
    if covered != {leaf.id for leaf in named}:
        return named  # a field named by a word alone: nothing to weigh
    single = [leaves for leaves in by_concept.values() if len(leaves) == 1]
    if len(single) != 1 or len(by_concept) < 2:
        return named
    return single[0]


def _same_month(value: Value, leaf: Leaf) -> bool:
    """Whether a stated date is another day of an output date's month (and year)."""
    day = leaf.when.day if leaf.when is not None else None
    if value.day is None or day is None or (not value.monthday and value.day.year != day.year):
        return False
    return value.day.month == day.month and value.day.day != day.day


_CLOCK_CONCEPTS = frozenset({"date", "time", "datetime", "day"})


def _concept_names_key(ctx: CheckContext, value: Value, leaf: Leaf) -> bool:
    """Whether the words by the value name the leaf's own key by a concept other than
    being a date or a time ("paid" for ``paid_at``; not "at")."""
    own = concepts_of_words(_last_key_words(leaf) or leaf.path[-1:]) - _CLOCK_CONCEPTS
    return bool(own & ctx.answer.words.concepts_in(value.near))


def _date_shifted(ctx: CheckContext, value: Value, view: ClaimView, own: bool = False) -> bool:
    """Whether the stated date is an output date moved by a whole number of days (or weeks)
    the run or the answer states: "30 days' notice" before a lease's end is a derived date,
    and so is the end of a "72-hour" window (whole days of hours). A term read in a text
    (the prompt's rules, a policy) counts where its sentence speaks of what the claim does
    (see `_told_of`). A term of working days the claim names ("3–5 business days, so
    Thursday 18th to Monday 22nd") moves a date by that many weekdays. With ``own``, only
    the terms the claim itself states count."""
    if value.day is None:
        return False
    per = {"day": 1, "week": 7}
    steps: set[int] = set()
    # (the term may be stated in a sentence before the date it moves: "you have 5 working
    # days. Counting Monday to Friday, that ends on the 14th")
    workdays = "workday" in ctx.answer.words.concepts_in(view.low) or _workday_term(ctx)

    def add(n: Decimal, u: str | None) -> None:
        if u == "h" and n % 24 == 0:
            n, u = n / 24, "day"
        if u in per and n == n.to_integral_value() and 0 < n <= 400:
            steps.add(int(n) * per[u])

    for n, u in () if own else _told_terms(ctx, view):
        add(n, u)
        if u == "day" and _counts_inclusively(ctx.index):
            # "15 days from the order, the order's day included": its last day is the 14th after
            add(n - 1, u)
    for claim in [view] if own else ctx.answer.claims:
        for v in claim.values:
            st = v.stated
            if st is None or st.value != st.value.to_integral_value():
                continue
            add(st.value, st.unit)  # (the unit of "the 14-day rule" is read with its number)
    for leaf in ctx.index.all_whens():
        day = leaf.when.day if leaf.when is not None else None
        if day is None or leaf.source == "context":
            continue
        # (a day of the month given without a year may fall in the next or the last one:
        # "by 9 January", 21 days after 19 December; 29 February is no day in most years)
        years = (day.year - 1, day.year, day.year + 1) if value.monthday else (day.year,)
        for year in years:
            stated = _in_year(value, year)
            if stated is None:
                continue
            if abs((stated - day).days) in steps:
                return True
            if workdays and stated > day and _weekdays_between(day, stated) in steps:
                return True
    return False


# a number of days in Chinese: "4天", "3 个工作日", "5個工作天"
_HAN_DAYS = regex_cache.compile(r"(\d{1,3})\s*(?:个|個)?(?:工作日|工作天|天)")


def _counted_on_from_a_stated_day(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """Whether the claim counts a term of days on from a day the answer states right before
    it ("checked on the 6th; the 3 working days after: 7, 10 and 11"): the term is the
    claim's own (its number of days, "3个工作日"), and the day it starts from is a date of
    this claim or of the two before it."""
    if value.day is None:
        return False
    steps = {int(m.group(1)) for m in _HAN_DAYS.finditer(view.claim.text)}
    steps |= {
        int(v.stated.value)
        for v in view.values
        if v.stated is not None
        and v.stated.unit == "day"
        and v.stated.value == v.stated.value.to_integral_value()
    }
    steps = {n for n in steps if 0 < n <= 60}
    if not steps:
        return False
    workdays = "workday" in ctx.answer.words.concepts_in(view.low)
    at = next((k for k, c in enumerate(ctx.answer.claims) if c.id == view.id), 0)
    for claim in ctx.answer.claims[max(0, at - 2) : at + 1]:
        for v in claim.values:
            if v.kind != "date" or v.day is None or v.start >= value.start:
                continue
            start = v.day if v.monthday == value.monthday else None
            if start is None or not start < value.day:
                continue
            span = _weekdays_between(start, value.day) if workdays else (value.day - start).days
            if span in steps:
                return True
    return False


def _workday_term(ctx: CheckContext) -> bool:
    """Whether a claim of the answer states a term in days and names working days (once
    per run)."""
    hit: bool | None = ctx.index.memo.get("workday term")
    if hit is None:
        concepts_in = ctx.answer.words.concepts_in
        hit = ctx.index.memo["workday term"] = any(
            "workday" in concepts_in(c.low)
            for c in ctx.answer.claims
            if any(v.stated is not None and v.stated.unit == "day" for v in c.values)
        )
    return hit


def _weekdays_between(start: date, end: date) -> int:
    """How many weekdays (Monday to Friday) follow ``start`` up to ``end``, ``end`` included."""
    days = (end - start).days
    if days > 400:
        return 0
    return sum(1 for k in range(1, days + 1) if (start + timedelta(days=k)).weekday() < 5)


def _counts_inclusively(index: EvidenceIndex) -> bool:
    """Whether a text of the run counts a term's days with its first day included ("15 days,
    the order date included", "含起租当天", "incluido el día", "उसी दिन सहित")."""
    hit: bool | None = index.memo.get("inclusive")
    if hit is None:
        hit = any(
            isinstance(leaf.raw, str) and _INCLUSIVE.search(leaf.raw) is not None
            for leaf in index.leaves
        )
        index.memo["inclusive"] = hit
    return hit


_INCLUSIVE = regex_cache.compile(
    r"(?i)\binclusive\b|\b(?:day|date)\b[^.;]{0,20}\bincluded\b|\bincluding the (?:day|date)\b|"
    r"含[^，。,;；]{0,6}(?:当天|当日|當天|當日)|(?:当天|当日)在内|"
    r"\bincluid[oa]s? (?:el|la) (?:día|fecha)\b|(?:दिन|तारीख़?) सहित"
)


def _next_workday(day: date, stated: date) -> bool:
    """Whether ``stated`` is the Monday after ``day``, a Saturday or a Sunday: "it falls on
    a Sunday, so it goes out Monday, the next business day" moves a weekend date by the
    sentence's own rule."""
    return day.weekday() >= 5 and (stated - day).days == 7 - day.weekday()


def _derived_day(ctx: CheckContext, view: ClaimView, value: Value) -> Leaf | None:
    """The output date the stated one is worked out from by a rule the claim's own
    sentence gives, if any: the last day of a thing that lasts the days the sentence states
    and its record holds (``start`` 14 July, ``duration_days: 3``, "a 3-day job, done by
    the 16th"), a weekend date moved to the Monday after where the sentence names a working
    day, a date as many working days after as the sentence states, or the first or the last
    day of a month an output names as a whole (a statement's ``month: "2026-06"``, its
    closing balance "as of 30 June")."""
    if value.kind != "date" or value.day is None or value.relative:
        return None
    month = _month_bounded(ctx.index, value)
    if month is not None:
        return month
    low = view.sentence_text.lower()
    rolled = "workday" in ctx.answer.words.concepts_in(low)
    lo, hi = view.sentence
    # the whole numbers the sentence states, and among them the months a rule of it adds
    # ("30 May + 6 months = 30 Nov", "छह महीने की मियाद"): a date that many calendar months
    # after an output's date is worked out from it
    wholes = [
        (int(v.stated.value), v.noun)
        for c in ctx.answer.claims
        if c.sentence == view.sentence
        for v in c.values
        if v.stated is not None
        and v.stated.value == v.stated.value.to_integral_value()
        and lo <= v.start < hi
    ]
    stated_numbers = {n for n, _ in wholes}
    months = {
        n
        for n, noun in wholes
        if noun is not None and unit_of_word(noun) == "month" and 0 < n <= 60
    }
    if not rolled and not stated_numbers:  # (the months are among the numbers)
        return None  # (no rule in the sentence to derive a day by)
    for leaf in ctx.index.all_whens():
        day = leaf.when.day if leaf.when is not None else None
        if day is None or leaf.source != "output":
            continue
        stated = _in_year(value, day.year) if value.monthday else value.day
        if stated is None:
            continue
        if rolled and _next_workday(day, stated):
            return leaf
        if rolled and stated > day and _weekdays_between(day, stated) in stated_numbers:
            return leaf  # ("3–5 business days from the 15th: Thursday 18th to Monday 22nd")
        if any(months_after(day, n) == stated for n in months) and _day_said(ctx, day):
            return leaf  # (the date it starts from shown too: the answer does the sum openly)
        lasts = _days_it_lasts(ctx.index, leaf)
        if any(n in stated_numbers and (stated - day).days in (n, n - 1) for n in lasts):
            return leaf
    return None


def _day_said(ctx: CheckContext, day: date) -> bool:
    """Whether the answer states ``day`` somewhere (with or without its year)."""
    return any(
        v.kind == "date"
        and v.day is not None
        and (v.day == day or (v.monthday and (v.day.month, v.day.day) == (day.month, day.day)))
        for c in ctx.answer.claims
        for v in c.values
    )


_YEAR_MONTH = regex_cache.compile(r"((?:19|20)\d\d)-(0[1-9]|1[0-2])")
_PERIOD_KEY_WORDS = frozenset({"month", "period", "cycle", "statement"})


def _month_bounded(index: EvidenceIndex, value: Value) -> Leaf | None:
    """The output value naming a whole month as a period (``month: "2025-08"`` of a
    statement, a billing ``period``) whose first or last day the stated date is, if any."""
    if value.day is None:
        return None
    for leaf, year, month in _period_months(index):
        stated = _in_year(value, year) if value.monthday else value.day
        if stated is None or (stated.year, stated.month) != (year, month):
            continue
        if stated.day == 1 or (stated + timedelta(days=1)).month != month:
            return leaf
    return None


def _period_months(index: EvidenceIndex) -> list[tuple[Leaf, int, int]]:
    """The output values naming a whole month under a key of a period, with their year and
    month (once per run)."""
    hit: list[tuple[Leaf, int, int]] | None = index.memo.get("period months")
    if hit is not None:
        return hit
    found = []
    for leaf in index.leaves:
        if leaf.source != "output" or not isinstance(leaf.raw, str) or len(leaf.raw) != 7:
            continue
        if not {w.lower() for w in key_words(leaf.key)} & _PERIOD_KEY_WORDS:
            continue
        m = _YEAR_MONTH.fullmatch(leaf.raw)
        if m is not None:
            found.append((leaf, int(m[1]), int(m[2])))
    index.memo["period months"] = found
    return found


def _days_it_lasts(index: EvidenceIndex, leaf: Leaf) -> frozenset[int]:
    """The lengths in days the record of ``leaf`` gives the thing it dates (``start: 9
    March, estimated_days: 2``)."""
    if leaf.record is None:
        return frozenset()
    out: set[int] = set()
    for i in index.records[leaf.record].leaves:
        other = index.leaves[i]
        n = other.number
        if n is None or isinstance(other.raw, bool) or key_unit(other.key) != "day":
            continue
        if n == n.to_integral_value() and 0 < n <= 400:
            out.add(int(n))
    return frozenset(out)


_MINUTES_PER = {"h": Decimal(60), "min": Decimal(1), "s": Decimal(1) / 60}


def _clock_shifted(
    ctx: CheckContext, value: Value, view: ClaimView, *, said_base: bool = False
) -> bool:
    """Whether the stated clock time is an output time moved by a term of hours or minutes
    the run or the answer states: "check-in closes 2 hours before departure" makes 12:15 of
    a 14:15 sailing, and "cancel up to 90 minutes ahead" 11:00 of a 12:30 pickup. The term
    must be of what the claim speaks of: a field keyed in its unit, a rule whose sentence
    shares a word with the claim, or a term the answer states in the claim's sentence (an
    hour off is also the commonest slip of a time, so no other term excuses one)."""
    clock = value.clock
    if value.kind != "time" or clock is None:
        return False
    steps: set[int] = set()

    def add(n: Decimal | None, u: str | None) -> None:
        per = _MINUTES_PER.get(u or "")
        if n is None or per is None or isinstance(n, bool):
            return
        minutes = n * per
        if minutes == minutes.to_integral_value() and 0 < minutes < 24 * 60:
            steps.add(int(minutes))

    for n, u in _told_terms(ctx, view):
        add(n, u)
    low, high = view.sentence
    for claim in ctx.answer.claims:
        for v in claim.values:
            if v.kind == "duration" and v.stated is not None and low <= v.start < high:
                add(v.stated.value, v.stated.unit)
    if not steps:
        return False
    said = clock.hour * 60 + clock.minute
    # (``said_base``: only from a time the answer states too, "the 8:40 train ... be there
    # at 8:10, half an hour before")
    stated = {
        (v.clock.hour, v.clock.minute)
        for claim in ctx.answer.claims
        for v in claim.values
        if v.kind == "time" and v.clock is not None and v is not value
    }
    for leaf in ctx.index.all_whens():
        at = leaf.when.clock if leaf.when is not None else None
        if at is None or (said_base and (at.hour, at.minute) not in stated):
            continue  # (a time the user or the prompt gave moves too: "the 8:40 train")
        held = at.hour * 60 + at.minute
        gap = abs(said - held)
        if min(gap, 24 * 60 - gap) in steps or (value.ambiguous_12h and _twelve(said, held, steps)):
            return True
    return False


def _told_terms(ctx: CheckContext, view: ClaimView) -> list[tuple[Decimal, str | None]]:
    """The terms (a number with its unit) that may move a date or a time the claim states,
    once per claim: every output figure keyed in a unit (``notice_days``), and a figure read
    in a text (the prompt's rules, a policy) whose sentence is of what the claim tells (see
    `_told_of`)."""
    key = ("told terms", view.id)
    hit: list[tuple[Decimal, str | None]] | None = ctx.index.memo.get(key)
    if hit is not None:
        return hit
    ctx.index.read_texts()  # (the term is most often a rule in the prompt's words)
    claimed = f"{view.sentence_text} {view.claim.text}"
    said = (_words_of(claimed), _pairs_of(claimed))
    terms = [
        (leaf.number, leaf.unit or key_unit(leaf.key))
        for leaf in ctx.index.all_numbers()
        if leaf.number is not None
        and (leaf.key or leaf.unit)
        and (leaf.text is None or _told_of(ctx, leaf, said))
    ]
    ctx.index.memo[key] = terms
    return terms


def _told_of(ctx: CheckContext, leaf: Leaf, said: tuple[set[str], set[str]]) -> bool:
    """Whether the sentence a term is read in (a rule of the prompt, a policy's text)
    shares a word of four letters or more (two characters, in Han) with the claim or its
    sentence, whose words and character pairs ``said`` holds ("Check-in closes 2 hours
    before departure" and "check-in closes at 12:15"): the rule is of what the claim tells."""
    if leaf.text is None or leaf.span is None:
        return False
    text = str(ctx.index.leaves[leaf.text].raw)
    a, b = leaf.span
    start = max((text.rfind(m, 0, a) for m in ".!?\n。！？"), default=-1) + 1
    ends = [i for m in ".!?\n。！？" if (i := text.find(m, b)) >= 0]
    sentence = text[start : min(ends) if ends else len(text)]
    words, pairs = said
    rule = _words_of(sentence)
    if not _HAN_CHAR.search(sentence):
        return bool(rule & words)
    # (in Han a pair of characters stands for a word; a run of Han read as one word is none)
    rule = {
        w
        for w in rule | _pairs_of(sentence)
        if not _HAN_CHAR.search(w) or (_HAN_CHAR.fullmatch(w[:1]) and _HAN_CHAR.fullmatch(w[1:]))
    }
    return bool(rule & (words | pairs))


def _pairs_of(text: str) -> set[str]:
    return {text[k : k + 2] for k in range(len(text) - 1)}


def _words_of(text: str) -> set[str]:
    """The stems of a text's words of four letters or more, digits left out."""
    return {stem(w) for w in _WORD.findall(text.lower()) if len(w) >= 4 and not w.isdigit()}


def _twelve(said: int, held: int, steps: set[int]) -> bool:
    """The same, for a clock written without am/pm ("at 5:30"): either half of the day."""
    other = (said + 12 * 60) % (24 * 60)
    gap = abs(other - held)
    return min(gap, 24 * 60 - gap) in steps


def _clock_face_kept(
    ctx: CheckContext, view: ClaimView, leaf: Leaf, matched: dict[int, _Match]
) -> bool:
    """Whether the answer states another clock time of ``leaf``'s record exactly as the
    record writes it (in this claim or one shortly before it)."""
    index = ctx.index
    record = leaf.record

    if record is None:
        return False
    faces = {
        face
        for lid in index.records[record].leaves
        if lid != leaf.id and (face := _clock_of(index.leaves[lid])) is not None
    }

    def kept(value: Value) -> bool:
        clock = value.clock
        return value.kind == "time" and clock is not None and (clock.hour, clock.minute) in faces

    if any(kept(view.values[i]) for i in matched):
        return True
    # the claim before or after it ("发车 8:56" then "10:02 到达" on the next line)
    return any(
        c is not view
        and abs(view.claim.start - c.claim.start) < 1500
        and any(kept(v) for v in c.values)
        for c in _claims_near(ctx, view.claim.start)
    )


_CLAUSE_GAP = regex_cache.compile(r"[;:；：，。\n]|[,.](?=\s)")


def _total_word_elsewhere(
    ctx: CheckContext, view: ClaimView, value: Value, matched: dict[int, _Match]
) -> bool:
    """Whether the claim's word for a total stands in another clause than the value, one
    with a figure of its own that no output holds ("in all 17.25 comes off, so of the 80
    deposit you get 62.75 back": the total is the 17.25 computed, not the 62.75)."""
    text = view.claim.text
    base = view.claim.start
    cuts = [0, *(m.end() for m in _CLAUSE_GAP.finditer(text)), len(text)]
    clauses = list(itertools.pairwise(cuts))
    words = ctx.answer.words

    def clause_of(v: Value) -> tuple[int, int] | None:
        at = v.start - base
        return next(((a, b) for a, b in clauses if a <= at < b), None)

    own = clause_of(value)
    if own is None or "total" in words.concepts_in(text[own[0] : own[1]]):
        return False
    for i, other in enumerate(view.values):
        where = clause_of(other)
        if (
            other is not value
            and other.kind == value.kind
            and where is not None
            and where != own
            and "total" in words.concepts_in(text[where[0] : where[1]])
            and not (i in matched and matched[i].leaves)
        ):
            return True
    return False


def _total_of_parts(
    ctx: CheckContext,
    view: ClaimView,
    value: Value,
    matched: dict[int, _Match],
    derivation: Derivation | None = None,
) -> Finding | None:
    """A total the answer states over parts it also states, each an output value, when the
    parts are the whole of one output group (every item of a list field, or every number of
    its kind in one record) and that group adds up to something else: "8, 10, 6 and 7
    episodes ... 33 in all", "61 boxes: 18 small, 24 medium, 9 large".

    A value the run derives from other output values only is no such total: a difference
    of two totals ("cheaper overall by $90"), a quantity times a price, a share of a
    balance; nor is a value the sentence states as a gap ("by $90", "$90 less"). A
    computation that takes the parts themselves with other figures ("8 in all" after 4 and
    2, as 2 + 1 + 5 of goals and assists) is a coincidence, and the sum stays the witness."""
    stated = value.stated
    if stated is None or not value.is_number or value.kind == "percent":
        return None
    words = ctx.answer.words
    if "total" not in words.concepts_in(view.claim.text):
        return None
    if _stated_as_gap(ctx, view, value) or _total_word_elsewhere(ctx, view, value, matched):
        return None
    text = ctx.answer.text
    if _OPERAND_AFTER.match(text, value.end) or _OPERAND_BEFORE.search(
        text, max(0, value.start - 4), value.start
    ):
        return None  # "120 + 80 = 200": a term of the sum the answer shows, not its total
    lead = ctx.answer.text[max(view.claim.start, value.start - 12) : value.start]
    if "balance" in (near := words.concepts_in(lead)) and "total" not in near:
        return None  # "the remaining $225,315": what is left of a whole, not the sum of parts
    index = ctx.index
    kind = _target_kind(value)
    # a total in a table's cell totals its own column ("| **Total** | 6,000 | 4,190 | 1,810 |"
    # under "Left"): a figure of another column is no part of it
    column = _column_header(ctx, value)

    def in_column(other: Value) -> bool:
        header = _column_header(ctx, other) if column is not None else None
        return header is None or header == column

    parts: dict[int, Value] = {}  # output leaf -> the answer's value for it
    for i, other in enumerate(view.values):
        m = matched.get(i)
        if (
            other is not value
            and m is not None
            and _part_of(value, other, kind, same_claim=True)
            and in_column(other)
        ):
            parts.update({m.leaves[0].id: other} if m.leaves else {})
    for c in ctx.answer.claims:
        same_sentence = c.sentence == view.sentence  # "61 in total: 18 small, ... and 9 large"
        if c is view or not (same_sentence or 0 < view.claim.start - c.claim.start < 1500):
            continue
        for i, leaf_ids in _matched_of(ctx, c).items():
            other = c.values[i]
            if (
                leaf_ids
                and _part_of(value, other, kind, same_claim=same_sentence)
                and in_column(other)
            ):
                parts.setdefault(leaf_ids[0], other)
    number_leaves = [index.leaves[lid] for lid in parts]
    if len(number_leaves) < 2 or any(leaf.number is None for leaf in number_leaves):
        return None
    group = _whole_group(index, number_leaves)
    if group is None or _some_parts_add_up(stated, number_leaves):
        return None
    ids = {leaf.id for leaf in group}
    if derivation is not None and derivation.leaves and not set(derivation.leaves) & ids:
        return None  # computed from other output values only: not a sum of these parts
    if derivation is not None and "×" in derivation.how and set(derivation.leaves) <= ids:
        return None  # "16 桌，每桌 8 人，合计 128": the parts' product, not their sum
    if _quantity_times_part(view, value, number_leaves):
        return None  # "two tickets, 159.80 in all": two of one item, not one of each
    if _answer_amounts_add_up(ctx, view, value):
        return None  # "$36,000 → $32,400 with your discount; lights $4,000; total $36,400"
    found = sum((leaf.number for leaf in group if leaf.number is not None), Decimal(0))
    first = group[0]
    if same(stated, found) or stated.holds(found):
        return None
    if same(stated, found, key_unit(first.key), first.key):
        return None  # "47 h 30 min" over the days' ``drive_min``: the sum in the key's unit
    if value.kind == "number" and same(  # "3.75" under "Hours" over minutes
        _with_header_unit(ctx, view, value), found, key_unit(first.key), first.key
    ):
        return None
    call = index.call_of(first)
    terms = " + ".join(str(leaf.raw) for leaf in group)
    where = ", ".join(leaf.pointer for leaf in group[:4]) + (" ..." if len(group) > 4 else "")
    noun = value.noun or ""
    counted = kind == "count"
    return make_finding(
        "count_mismatch" if counted else "fact_mismatch",
        view,
        f"the answer says {value_text(value)!r} in total, but the parts it lists "
        f"({terms}, from {call.call.tool if call else 'a tool'} at {where}) add up to "
        f"{_plain(found)}{' ' + noun if noun and counted else ''}",
        reason="total_differs",
        expected=_plain(found),
        found=value_text(value),
        witness=Witness(
            kind="total",
            receipt_id=call.receipt_id if call else None,
            pointer=first.pointer,
            value=_plain(found),
            note=f"sum of {len(group)} output values: {terms}",
        ),
    )


# a noun joined to the figure before it by a hyphen ("4-burner", "3-bedroom")
_JOINED_NOUN = regex_cache.compile(r"-[^\W\d_]{3,}")
# a genitive after an amount and the noun phrase it joins the amount to, up to the clause's
# end ("की कॉशन राशि", "的押金")
_POSTPOSED = regex_cache.compile(
    r"[*_]*\s*(?:का|की|के)\s+((?:[\u0900-\u097f]+\s+){0,2}[\u0900-\u097f]+)"
    r"|[*_]*\s*的([\u4e00-\u9fff]{1,6})"
)


# a value that a plus or a times sign follows or comes after: a term of a sum shown (the
# figure on either side of "=" may be its total)
_OPERAND_AFTER = regex_cache.compile(r"[\s*]*[+×]")
_OPERAND_BEFORE = regex_cache.compile(r"[+×]\s*\**$")


# a value stated as the gap between two figures: "cheaper by $90", "$90 less", "una
# diferencia de 90 €", "90 € más barato", "₹90 सस्ता", "₹90 का अंतर", "便宜90元", "相差90元"
_GAP_BEFORE = regex_cache.compile(
    r"(?:\b(?:\w+er|more|less|fewer)\s+(?:\w+\s+)?by|\bdifference\s+of|\bdiferencia\s+de"
    r"|\b(?:más|menos)\s+\w+\s+(?:por|en)|\bahorr\w*|便宜了?|贵了?|相差|差了?|多花了?|少花了?|节省了?|省下了?|省了)"
    r"\s*(?:about|around|roughly|nearly|almost|approximately|just\s+over|just\s+under|unos"
    r"|unas|alrededor\s+de|casi|cerca\s+de|aproximadamente|约|大约|大概|近)?\s*$",
    re.IGNORECASE,
)
_GAP_AFTER = regex_cache.compile(
    r"^\s*(?:(?:more|less|cheaper|dearer|higher|lower)\b|(?:de\s+)?(?:más|menos)\b"
    r"|de\s+diferencia|(?:का|की)?\s*(?:अंतर|फ़र्क़|फर्क|फ़र्क|सस्ता|सस्ती|सस्ते|महँगा|महंगा|महँगी|महंगी|"
    r"ज़्यादा|ज्यादा|अधिक|कम)(?![\u0900-\u097f]))",
    re.IGNORECASE,
)


def _stated_as_gap(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """Whether the sentence states the value as a gap between two figures ("cheaper overall
    by about $90", "$90 less in all", "90 € más barato", "₹90 सस्ता", "总共便宜90元"): a
    difference, whatever total word the sentence also holds."""
    text = ctx.answer.text
    s, e = view.sentence
    before = text[max(s, value.start - 40) : value.start]
    after = text[value.end : min(e, value.end + 24)]
    return bool(_GAP_BEFORE.search(before) or _GAP_AFTER.match(after))


def _own_equation(
    ctx: CheckContext, view: ClaimView, value: Value, matched: dict[int, _Match]
) -> bool:
    """Whether the sentence ties the value to amounts the outputs hold by its own sum:
    "it started at 140; adding 60 and taking off 35 leaves 165" with 60, 35 and 165
    verified states 140 as their difference, not as a figure to look up."""
    stated = value.stated
    if stated is None or value.kind != "money":
        return False
    terms: list[Decimal] = []
    for c in ctx.answer.claims:
        if c.sentence != view.sentence:
            continue
        settled = ctx.settled.get(c.id)
        for j, other in enumerate(c.values):
            if other is value or other.stated is None or other.kind != value.kind:
                continue
            if c is view:
                m = matched.get(j)
            elif settled is None:  # a claim the check has not reached yet
                m = None if _skip(c, other) else _lookup(ctx, c, other)
            else:
                m = None
            held = (settled or {}).get(j) == "verified" or (
                m is not None and (bool(m.leaves) or m.derivation is not None)
            )
            if not held:
                return False  # an amount of the sentence nothing holds: no equation to trust
            terms.append(other.stated.value)
    if not 3 <= len(terms) <= 5:
        return False
    for k, result in enumerate(terms):
        rest = terms[:k] + terms[k + 1 :]
        for signs in itertools.product((1, -1), repeat=len(rest)):
            if any(sg > 0 for sg in signs) and any(sg < 0 for sg in signs):
                found = result - sum(
                    (sg * t for sg, t in zip(signs, rest, strict=True)), Decimal(0)
                )
                if same(stated, found):
                    return True
    return False


def _quantity_times_part(view: ClaimView, value: Value, leaves: list[Leaf]) -> bool:
    """Whether the total is a quantity the claim states before it times one of the parts:
    "2 seats at 45 each, 90 in total", "三份一共 87 元" is one item bought several times."""
    stated = value.stated
    if stated is None:
        return False
    counts = [
        other.stated.value
        for other in view.values
        if other is not value
        and other.stated is not None
        and other.kind in ("number", "count")
        and other.start < value.start
        and other.stated.value == int(other.stated.value)
        and 2 <= other.stated.value <= 100
    ]
    return any(
        same(stated, k * leaf.number) or stated.holds(k * leaf.number)
        for k in counts
        for leaf in leaves
        if leaf.number is not None
    )


def _answer_amounts_add_up(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """Whether two or three amounts the answer states just before the total (its own
    figures, an adjusted price among them) add up to it: the total is the answer's own sum."""
    stated = value.stated
    if stated is None or value.kind != "money":
        return False  # counts of different things ("2 series, 9 and 6 episodes") add nothing
    amounts: list[Decimal] = []
    for c in ctx.answer.claims:
        if not 0 <= view.claim.start - c.claim.start < 1500:
            continue
        for other in c.values:
            if other is value or other.stated is None or other.kind != value.kind:
                continue
            if other.start < value.start:
                amounts.append(other.stated.value)
    amounts = amounts[-12:]
    for size in (2, 3):
        for combo in itertools.combinations(amounts, size):
            total = sum(combo, Decimal(0))
            if same(stated, total) or stated.holds(total):
                return True
    return False


def _some_parts_add_up(stated: Stated, leaves: list[Leaf]) -> bool:
    """Whether the total is the sum of some of the parts ("the subsidy covers 75%: the
    central and the state shares"; "you spent 1,184.50": the debits, written unsigned; "without
    the late fee it would have been 88.50": the other lines, a credit among them taken off),
    or there are too many parts to tell."""
    signed = [leaf.number for leaf in leaves if leaf.number is not None]
    if len(signed) > 12:
        return True
    target = stated.magnitude
    tol = stated.tolerance()
    for values in ([abs(x) for x in signed], signed):
        sums: set[Decimal] = {Decimal(0)}
        for x in values:
            sums |= {s + x for s in sums}
        if any(abs(abs(s) - target) <= tol and s not in values for s in sums):
            return True
    return False


def _matched_of(ctx: CheckContext, view: ClaimView) -> dict[int, list[int]]:
    """The leaves the values of a claim matched directly (looked up now for a claim the
    values check has not reached yet: the rest of the sentence)."""
    done = ctx.matched.get(view.id)
    if done is not None:
        return done
    out: dict[int, list[int]] = {}
    for i, value in enumerate(view.values):
        if not _skip(view, value) and value.is_number:
            m = _lookup(ctx, view, value)
            if m is not None and m.leaves:
                out[i] = [leaf.id for leaf in m.leaves]
    return out


def _part_of(total: Value, part: Value, kind: str, *, same_claim: bool) -> bool:
    if part.stated is None or part.kind != total.kind or _target_kind(part) != kind:
        return False
    if part.stated.magnitude >= total.stated.magnitude if total.stated else True:
        return False
    if kind == "count" and not same_claim:
        return bool(total.noun) and _noun_stem(part) == _noun_stem(total)
    if kind == "money":
        return part.stated.unit == total.stated.unit if total.stated else False
    return True


def _whole_group(index: EvidenceIndex, leaves: list[Leaf]) -> list[Leaf] | None:
    """The output group these leaves are all of: every leaf of one list field of one call
    (the same key path under each item), or every number of one record but its totals."""
    calls = {leaf.call for leaf in leaves}
    if len(calls) != 1 or None in calls or any(leaf.source != "output" for leaf in leaves):
        return None
    paths = {leaf.path for leaf in leaves}
    records = {leaf.record for leaf in leaves}
    ids = {leaf.id for leaf in leaves}
    if len(paths) == 1 and len(records) == len(leaves):
        path = next(iter(paths))
        field = [
            other
            for other in index.leaves
            if other.call == leaves[0].call
            and other.source == "output"
            and other.path == path
            and other.number is not None
            and other.text is None
        ]
        # the items the answer leaves out must add nothing ("0 wickets")
        return (
            field if {leaf.id for leaf in field if leaf.number or leaf.id in ids} == ids else None
        )
    rid = next(iter(records))
    if len(records) == 1 and rid is not None:
        kind = leaf_kind(leaves[0])
        siblings = [
            leaf
            for leaf in index.subtree_leaves(rid, depth=1)
            if leaf.number is not None
            and leaf.text is None
            and leaf_kind(leaf) == kind
            and not any("total" in key_concepts(w) for w in key_words(leaf.key))
        ]
        return siblings if {leaf.id for leaf in siblings} == ids else None
    return None


def _plain(x: Decimal) -> int | float:
    return int(x) if x == x.to_integral_value() else float(x)


_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _weekday_witness(
    ctx: CheckContext, view: ClaimView, value: Value, bound: list[int]
) -> Finding | None:
    """A date an output holds, named with a weekday it does not fall on ("Thursday the
    29th" when the 29th the output gives is a Wednesday): the output date is the witness."""
    index = ctx.index
    found: list[Leaf] = []
    for day in value.days or ((value.day,) if value.day else ()):
        if day is None:
            continue
        cands = index.on_monthday(day.month, day.day) if value.monthday else index.on_day(day)
        found += [
            leaf
            for leaf in cands
            if leaf.source == "output"
            and leaf.when is not None
            and leaf.when.day is not None
            and leaf.when.day.year != 2000
            and leaf.when.day.weekday() != value.weekday
        ]
    if bound:
        scope = _scope(index, bound)
        found = [leaf for leaf in found if leaf.record in scope] or found
    days = {leaf.when.day for leaf in found if leaf.when is not None and leaf.when.day}
    if not days:
        return _weekday_agrees_elsewhere(ctx, view, value)
    if len(days) != 1:
        return None
    witness = found[0]
    day = next(iter(days))
    return _fact(
        ctx,
        view,
        value,
        witness,
        "weekday_differs",
        note=f"{day.isoformat()} is a {_WEEKDAYS[day.weekday()]}",
    )


def _weekday_agrees_elsewhere(ctx: CheckContext, view: ClaimView, value: Value) -> Finding | None:
    """A date no output holds, named with a weekday that one output date a day or two away
    falls on ("Tuesday, October 8" when the run's only Tuesday near it is October 7)."""
    if _approximate(ctx, view, value):
        return None
    stated = [d for d in (value.days or ((value.day,) if value.day else ())) if d is not None]
    if not value.monthday and any(d.weekday() == value.weekday for d in stated):
        return None  # "el sábado 29": one reading of the 29th near today is that Saturday
    near: dict[date, Leaf] = {}
    for leaf in ctx.index.all_whens():
        day = leaf.when.day if leaf.when is not None else None
        if leaf.source != "output" or day is None or day.year == 2000:
            continue
        if day.weekday() != value.weekday:
            continue
        for d in stated:
            ref = d.replace(year=day.year) if value.monthday and (d.month, d.day) != (2, 29) else d
            if 1 <= abs((day - ref).days) <= 3:
                near.setdefault(day, leaf)
    if len(near) != 1:
        return None
    day, witness = next(iter(near.items()))
    return _fact(
        ctx,
        view,
        value,
        witness,
        "near_value_differs",
        note=f"{day.isoformat()} is the {_WEEKDAYS[day.weekday()]} the outputs hold",
    )


def _pinned_elsewhere(
    ctx: CheckContext, view: ClaimView, value: Value, matched: dict[int, _Match]
) -> Finding | None:
    """A date nothing holds, said right beside a relative day that an output's date did
    match on one of its readings ("कल, गुरुवार 6 मार्च" beside a slot of the 5th): the date
    is none of the relative day's readings, which is the witness."""
    if value.kind != "date" or value.relative or value.day is None:
        return None
    for j, other in enumerate(view.values):
        if not (other.relative and other.kind == "date" and j in matched and matched[j].leaves):
            continue
        between = _between(view, other, value)
        if len(between) > 8 or "\n" in between:
            continue
        if any(
            w is not value
            and w.kind == "date"
            and not w.relative
            and len(_between(view, other, w)) <= 8
            and _pins(other, w)
            for w in view.values
        ):
            continue  # "15 April, a day before today (16 April)": today is pinned already
        return _relative_pinned(ctx, view, other, only=value)
    return None


# the word that ends an offset counted from a day said before it ("a day later", "dos días
# después", "एक दिन बाद", "三天后")
_LATER = regex_cache.compile(
    r"(?:\blater|\bafter(?:wards)?|\bdespu[eé]s|\bm[aá]s tarde|बाद|[之以]?[后後])\s*$"
)


def _relative_pinned(
    ctx: CheckContext, view: ClaimView, value: Value, only: Value | None = None
) -> Finding | None:
    """A date said right beside a relative day that is none of its readings ("tomorrow
    (September 20)" on the 18th); ``only``: that date alone is weighed."""
    now = ctx.answer.now
    readings = [d for d in value.days if d is not None]
    if now is None or value.kind != "date" or not readings or value.weekday is not None:
        return None  # a weekday beside a date ("12月20日（周六）") names that date's day
    for other in view.values:
        if other is value or other.kind != "date" or other.relative or other.day is None:
            continue
        if only is not None and other is not only:
            continue
        between = _between(view, value, other)
        if len(between) > 8 or "\n" in between:
            continue  # "tomorrow (September 20)", "mañana, 30 de abril": side by side
        if other.end <= value.start and _LATER.search(value_text(value)):
            continue  # "due on the 2nd, a day later": counted from that date, not today
        if any(
            _pins(w, other) and len(_between(view, w, other)) < len(between)
            for w in view.values
            if w is not value and w.kind == "date" and w.relative
        ):
            continue  # "a day before today (16 April)": the date is today's, said beside it
        pinned = [
            d.replace(year=r.year) if other.monthday and (d.month, d.day) != (2, 29) else d
            for d in (other.days or (other.day,))
            if d is not None
            for r in readings[:1]
        ]
        slack = _span_slack(ctx, view, value)
        if any(abs((p - r).days) <= slack for p in pinned for r in readings):
            return None
        said = value_text(value)
        # (a word of two readings, "कल", is either day: both are given)
        days = " or ".join(sorted({d.isoformat() for d in readings}))
        return make_finding(
            "fact_mismatch",
            view,
            f"the answer says {said!r} is {value_text(other)!r}, but the run's today is "
            f"{now.date().isoformat()}, so {said!r} is {days}",
            reason="relative_date_differs",
            expected=days,
            found=value_text(other),
            witness=Witness(
                kind="claim",
                value=f"{said} = {days}",
                note=f"the run's today: {now.date().isoformat()}",
            ),
        )
    return None


_WEEK_SPAN = regex_cache.compile(r"week|semana|हफ़्त|हफ्त|सप्ताह|周|週|星期|礼拜|禮拜", re.IGNORECASE)
_MONTH_SPAN = regex_cache.compile(r"month|\bmes(?:es)?\b|महीन|माह|个月|個月", re.IGNORECASE)
# words that say a span is not quite full or a bit over ("two weeks, barely", "dos semanas
# escasas", "करीब दो हफ़्ते", "不到两周"): one more unit of slack
_SPAN_LOOSE = regex_cache.compile(
    r"barely|almost|nearly|about|around|roughly|just\s+(?:under|over)|a\s+little|escas[ao]s?"
    r"|casi|unas?|aproximadamente|alrededor|cerca|poco\s+(?:más|menos)|लगभग|करीब|क़रीब|तकरीबन"
    r"|से\s+कम|से\s+ज़्यादा|不到|将近|將近|差不多|大约|大約|左右|多",
    re.IGNORECASE,
)


def _span_slack(ctx: CheckContext, view: ClaimView, value: Value) -> int:
    """How many days a relative span may be off its exact reading: "in two weeks" for a
    day 13 days on is right at a week's granularity (3 days), "in two months" at a month's
    (10); a word that loosens the span ("barely", "almost", "escasas") adds as much again.
    A span of days ("tomorrow", "in 3 days") is exact."""
    if _WEEK_SPAN.search(value.text):
        slack = 3
    elif _MONTH_SPAN.search(value.text):
        slack = 10
    else:
        return 0
    s, e = view.sentence
    text = ctx.answer.text
    around = text[max(s, value.start - 16) : min(e, value.end + 16)]
    return slack * 2 if _SPAN_LOOSE.search(around) else slack


def _pins(relative: Value, other: Value) -> bool:
    """Whether a relative date reads as the day ``other`` gives (month and day)."""
    days = {(d.month, d.day) for d in (other.days or (other.day,)) if d is not None}
    return any(d is not None and (d.month, d.day) in days for d in relative.days)


def _between(view: ClaimView, a: Value, b: Value) -> str:
    first, second = (a, b) if a.start <= b.start else (b, a)
    return view.claim.text[
        first.end - view.claim.start : max(first.end, second.start) - view.claim.start
    ]


_RANGE_START = re.compile(
    r"\d{1,4}(?:[:.]\d{2})?\s*(?:[–—~-]|to|a|al|hasta|से|至|到)\s*\Z", re.IGNORECASE
)


def _approximate(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """A value said to be about right ("around July 13", "लगभग 13 जुलाई"): a day or a
    digit off is then no slip."""
    if value.stated is not None and value.stated.approx:
        return True
    a = value.start - view.claim.start
    before = view.claim.text[max(0, a - 32) : a].rstrip(" *_~(").lower()
    # (a range's far end is as rough as its near one: "लगभग 14–15 अक्टूबर")
    before = _RANGE_START.sub("", before).rstrip(" *_~(")
    return any(
        (table := ctx.answer.words.stance.get(name)) is not None
        and any(m.end() == len(before) for m in table.finditer(before))
        # (a value given as an example, "e.g. 7 to 10", is as rough: an illustration)
        for name in ("approx", "example")
    )


def _same_measure(value: Value, leaf: Leaf) -> bool:
    """Whether an output number is the same kind of quantity as a stated one: money as
    money, a length as a length (its key says the unit)."""
    stated = value.stated
    if stated is None or leaf.number is None or not stated.magnitude:
        return False
    if not Decimal("0.1") <= abs(leaf.number) / stated.magnitude <= 10:
        return False  # a rate of 0.08 is no misread ¥1,342.18
    if value.kind == "money":
        return leaf_kind(leaf) == "money"
    want = unit(stated.unit) if stated.unit else None
    got = unit(leaf.unit) if leaf.unit else None
    return want is not None and got is not None and want.dimension == got.dimension


def _near_miss(
    value: Value, candidates: list[Leaf], ctx: CheckContext | None = None
) -> Leaf | None:
    """The one value of the claim's record that the stated value is a slip of: the same
    digits in another order, one digit changed, a day or an hour off. A value computed from
    the record is verified before this is asked; an approximate one never is a slip. With
    ``ctx``, of several such fields the one of the current value when the others are kept
    as earlier ones (``price_per_kg`` beside ``previous_price_per_kg``) and nothing right
    before the value says it is the earlier one ("yesterday 7.40", "antes 7,40")."""
    if value.stated is not None and value.stated.approx:
        return None
    # (an amount due and the amount paid of one figure are one witness)
    close = _agreeing([leaf for leaf in candidates if _slip(value, leaf)])
    if len(close) == 1:
        return close[0]
    if ctx is None or len(close) < 2:
        return None
    before = ctx.answer.text[max(0, value.start - 16) : value.start]
    if "previous" in ctx.answer.words.concepts_in(before) or _PAST_DAY.search(before.lower()):
        return None
    current = [
        leaf
        for leaf in close
        if not any("previous" in key_concepts(w) for w in key_words(leaf.key or ""))
    ]
    return current[0] if len(current) == 1 else None


# a word for a day gone by right before a figure: what it was then
_PAST_DAY = regex_cache.compile(r"yesterday|ayer|antes|कल|昨天|昨日|之前|原价|原價")


def _slip(value: Value, leaf: Leaf) -> bool:
    if value.kind == "duration":
        return False  # "1 h 30 min" is no misspelt 75 minutes: its digits are in other units
    if value.is_number and value.stated is not None and leaf.number is not None:
        a = _digits(value.stated.magnitude)
        scale = key_scale(leaf.key) or Decimal(1)
        if value.kind == "money" and is_minor_key(leaf.key):
            scale = scale / Decimal(100)  # (``total_cents: 84700`` is $847.00)
        held = abs(leaf.number) * scale
        if value.stated.unit and leaf.unit and value.stated.unit != leaf.unit:
            # (2360 kg read in the tonnes the answer states: 2.36)
            held = convert(held, leaf.unit, value.stated.unit) or held
        b = _digits(held)
        if a == b or len(a) < 2:
            return False
        points = {held.adjusted()}
        if value.stated.kind == "percent":
            points.add((held * 100).adjusted())  # (38.2% beside a share of 0.328)
        if held and value.stated.magnitude and abs(value.stated.magnitude).adjusted() not in points:
            return False  # a slip keeps the point where it was: "2.5 m" is no misread 25
        transposed = sorted(a) == sorted(b)  # 42.50 as 24.50
        one_off = len(a) == len(b) and sum(x != y for x, y in zip(a, b, strict=True)) == 1
        return transposed or one_off  # one digit off: 162 as 152
    if value.kind == "date" and value.day is not None and leaf.when is not None and leaf.when.day:
        if _day_digits_slip(value, leaf.when.day, dropped=leaf.text is None):
            return True
        if value.monthday:
            apart = _monthday_gap(leaf.when.day, value.day)
            if apart is None:
                return False
            gap = apart
        else:
            gap = abs((leaf.when.day - value.day).days)
        return 1 <= gap <= 2
    clock = leaf.when.clock if leaf.when is not None else None
    if value.kind == "time" and value.clock is not None and clock:
        mine = value.clock.hour * 60 + value.clock.minute
        theirs = clock.hour * 60 + clock.minute
        if value.ambiguous_12h:
            return min(abs(mine - theirs), abs(mine + 720 - theirs)) in (60, 120) or (
                _minute_tens_slip(value.clock, clock, twelve=True)
            )
        return abs(mine - theirs) in (60, 120) or _minute_tens_slip(value.clock, clock)
    return False


def _year_slip(ctx: CheckContext, value: Value, candidates: list[Leaf]) -> Leaf | None:
    """The one past date of the claim's record with the stated day and month a year off
    ("March 4, 2019" for a ``visit_date`` of 2018-03-04), when the stated date is past too:
    a past event's year misstated. A date after today may be computed a year on (a renewal,
    a next dose), so it is left alone."""
    now = ctx.answer.now
    if now is None or value.day is None or value.monthday or value.relative:
        return None
    today = now.date()
    if value.day >= today:
        return None
    close = [
        leaf
        for leaf in candidates
        if leaf.when is not None
        and leaf.when.day is not None
        and leaf.when.day < today
        and (leaf.when.day.month, leaf.when.day.day) == (value.day.month, value.day.day)
        and abs(leaf.when.day.year - value.day.year) == 1
    ]
    return close[0] if len(close) == 1 else None


def _minute_tens_slip(mine: time, theirs: time, *, twelve: bool = False) -> bool:
    """The same hour with the tens of the minutes changed (8:56 for 08:36). A changed last
    digit is left alone: 8:35 for 8:36 may be a time rounded to five minutes."""
    return (
        (mine.hour == theirs.hour or (twelve and mine.hour % 12 == theirs.hour % 12))
        and mine.minute % 10 == theirs.minute % 10
        and mine.minute != theirs.minute
    )


def _day_digits_slip(value: Value, day: date, dropped: bool = False) -> bool:
    """The same month with the day's two digits swapped (12 for 21), or, when ``dropped``,
    its tens digit dropped or a 1 put before its one digit (7 for 17, 12 for 2)."""
    if value.day is None or value.relative or value.day.month != day.month:
        return False
    if not value.monthday and value.day.year != day.year:
        return False
    a, b = f"{value.day.day:02d}", f"{day.day:02d}"
    if a == b:
        return False
    return a == b[::-1] or (
        dropped and a[1] == b[1] and (a[0] == "0" or (b[0] == "0" and a[0] == "1"))
    )


# a date that opens a period ("since 1 April", "desde el 1 de abril", "a partir del",
# "5 जून से अब तक", "自6月5日起", "从6月5日以来"): the period's start, not a row's date
_PERIOD_BEFORE = regex_cache.compile(
    r"(?:\bsince|\bstarting(?:\s+(?:from|on))?|\bdesde(?:\s+el)?|\ba\s+partir\s+del?|自|从|從)\s*$",
    re.IGNORECASE,
)
_PERIOD_AFTER = regex_cache.compile(
    r"^\s*(?:(?:से|सें)\s+(?:अब\s+तक|आज\s+तक|लेकर|शुरू)|(?:起|以来|以來|开始|開始|至今|到现在|到現在)"
    r"|(?:onwards|onward|to\s+date|until\s+now)\b|(?:en\s+adelante|hasta\s+(?:hoy|ahora|la\s+fecha))\b)",
    re.IGNORECASE,
)


def _period_boundary(ctx: CheckContext, value: Value) -> bool:
    """Whether the answer states the date as where a period starts ("since 1 April",
    "5 जून से अब तक", "自6月5日起"), not as the date of something in it."""
    text = ctx.answer.text
    before = text[max(0, value.start - 16) : value.start].rstrip(" *_")
    after = text[value.end : value.end + 16].lstrip(" *_")
    return bool(_PERIOD_BEFORE.search(before) or _PERIOD_AFTER.match(after))


def _date_slip_anywhere(ctx: CheckContext, view: ClaimView, value: Value) -> Finding | None:
    """A date nothing holds or derives that is a digit slip of the one date the outputs
    hold in that month ("12 November" for a ``referral_date`` of 2025-11-21)."""
    if value.kind != "date" or value.day is None or value.relative or view.hedged:
        return None
    if _approximate(ctx, view, value) or _period_boundary(ctx, value):
        return None  # "since 1 April": where a period starts, not the date of one of its rows
    if _date_shifted(ctx, value, view) or _counted_on_from_a_stated_day(ctx, view, value):
        return None  # (a day a rule's term moves from an output's date is worked out, no slip)
    index = ctx.index
    same_month: dict[date, Leaf] = {}
    for leaf in index.all_whens():
        if leaf.source != "output" or leaf.when is None or leaf.when.day is None:
            continue
        day = leaf.when.day
        if day.month == value.day.month and (value.monthday or day.year == value.day.year):
            same_month.setdefault(day, leaf)
    # (a day a field dates, read with its tens digit lost; a text's "el día 5" is as likely
    # another day of the month as the 15th misread)
    slips = [
        leaf
        for day, leaf in same_month.items()
        if _day_digits_slip(value, day, dropped=leaf.text is None)
    ]
    if not slips and not value.monthday and _year_written(value):
        # "covered through September 30, 2026" beside a term ending 2027-09-30: the day and the
        # month of one output date, a year off, and no output date in the year it gives
        years = {
            leaf.when.day.year
            for leaf in index.all_whens()
            if leaf.source == "output" and leaf.when and leaf.when.day
        }
        slips = [
            leaf
            for leaf in _field_days(index)
            if leaf.when is not None
            and leaf.when.day is not None
            and (leaf.when.day.month, leaf.when.day.day) == (value.day.month, value.day.day)
            and abs(leaf.when.day.year - value.day.year) == 1
            and value.day.year not in years
        ]
        if len({leaf.when.day for leaf in slips if leaf.when}) != 1:
            return None
    # ("ends on November 12" beside Novembers 2 of several years: one day of the month
    # slipped, and the year the answer's day falls in tells which of them)
    days = [leaf.when.day for leaf in slips if leaf.when is not None and leaf.when.day is not None]
    if len(slips) > 1 and value.monthday and len({(d.month, d.day) for d in days}) == 1:
        slips = [
            leaf
            for leaf in slips
            if leaf.when is not None
            and leaf.when.day is not None
            and leaf.when.day.year == value.day.year
        ]
    if len(slips) != 1:
        return None
    return _fact(ctx, view, value, slips[0], "near_value_differs")


def _year_written(value: Value) -> bool:
    """Whether the date's text writes its year in full ("September 30, 2026", "30/09/2026")."""
    return value.day is not None and str(value.day.year) in value.text


# a date said as a deadline: "before / by / no later than the 28th", "antes del 28",
# "a más tardar el 28", "28 तारीख़ से पहले", "28日（周五）18:00前" (a clock time may sit between)
_DEADLINE_BEFORE = regex_cache.compile(
    r"(?:\bbefore|\bby|\bno\s+later\s+than|\bantes\s+del?|\ba\s+m[aá]s\s+tardar(?:\s+el)?)"
    r"\s*(?:the\s+|el\s+)?$",
    re.IGNORECASE,
)
_DEADLINE_AFTER = regex_cache.compile(
    r"^\s*(?:(?:at\s+|a\s+las\s+)?\d{1,2}[:：]\d{2}\s*(?:[ap]\.?m\.?)?\s*)?"
    r"(?:之前|以前|前|से\s+पहले|तक)"
)
_DEADLINE_CONCEPTS = frozenset({"due", "expiry"})


def _deadline_slip(ctx: CheckContext, view: ClaimView, value: Value) -> Finding | None:
    """A date the answer gives as a deadline ("collect it before the 28th") that is a day
    or two off the run's one deadline date (a field named as due or expiring:
    ``expires_at``, ``pay_by``, ``due_date``): the deadline misstated. The witness is that
    field; with deadlines of several dates the run names none of them for the claim."""
    if value.kind != "date" or value.day is None or value.relative:
        return None
    if _approximate(ctx, view, value) or _hedge_reaches(ctx, view, value):
        return None
    if _date_shifted(ctx, value, view):
        return None  # (another deadline, a rule's term before an output's date)
    text = ctx.answer.text
    before = text[max(0, value.start - 24) : value.start].rstrip(" *_")
    after = text[value.end : value.end + 24].lstrip(" *_")
    if not (_DEADLINE_BEFORE.search(before) or _DEADLINE_AFTER.match(after)):
        return None
    index = ctx.index
    deadlines = [
        leaf
        for leaf in index.all_whens()
        if leaf.source == "output"
        and leaf.when is not None
        and leaf.when.day is not None
        and (
            concepts_of_words(_last_key_words(leaf) or leaf.path[-1:]) & _DEADLINE_CONCEPTS
            or _deadline_in_text(index, leaf)
        )
    ]
    if len({leaf.when.day for leaf in deadlines if leaf.when is not None}) != 1:
        return None
    if not _slip(value, deadlines[0]) and not _restates_text_of(ctx, view, deadlines[0]):
        return None
    return _fact(ctx, view, value, deadlines[0], "near_value_differs")


def _field_days(index: EvidenceIndex) -> Iterator[Leaf]:
    """The output fields (not dates read in a text) that hold a day."""
    for leaf in index.all_whens():
        if (
            leaf.source == "output"
            and leaf.text is None
            and leaf.when is not None
            and leaf.when.day is not None
        ):
            yield leaf


def _expiry_named(ctx: CheckContext, view: ClaimView, value: Value) -> Finding | None:
    """A date the claim labels, right before it, as when something expires ("有效期到
    9月30日", "valid until 30 September", "vence el 30"), where the run's outputs
    hold one such date (``expire_at``, ``due_date``) and it is another day: that field is
    the witness. Several such dates, a date the claim gives beside another, or a day a
    rule's term moves: not told here."""
    if value.kind != "date" or value.day is None or value.relative:
        return None
    if view.hedged or _approximate(ctx, view, value) or _hedge_reaches(ctx, view, value):
        return None
    if sum(1 for v in view.values if v.kind == "date") != 1 or _date_shifted(ctx, value, view):
        return None
    start = max(view.claim.start, value.start - 16)
    before = ctx.answer.text[start : value.start]
    cut = _CLAUSE_CUT.split(before)[-1]
    if "expiry" not in ctx.answer.words.concepts_in(cut):
        return None  # (a due day "by" names is the deadline check's: a day or two off)
    index = ctx.index
    held = [
        leaf
        for leaf in _field_days(index)
        if (
            concepts_of_words(_last_key_words(leaf) or leaf.path[-1:]) & _DEADLINE_CONCEPTS
            # (``valid_to``, ``valid_until``: the last day it holds)
            or {"valid", "validity"} & set(key_words(leaf.key))
        )
    ]
    days = {leaf.when.day for leaf in held if leaf.when is not None}
    if len(days) != 1 or value.day in days:
        return None
    return _fact(ctx, view, value, held[0], "value_differs", note="the run's one such date")


def _restates_text_of(ctx: CheckContext, view: ClaimView, leaf: Leaf) -> bool:
    """Whether the claim restates the output sentence a date stands in ("请在 5月9日前交回
    签好的合同" beside "须在 2025-05-02 前交回签好的合同"): most of that sentence's
    content (its words of four letters or more, its pairs of Han characters) is the
    claim's, four pieces at least."""
    if leaf.text is None or leaf.span is None:
        return False
    raw = str(ctx.index.leaves[leaf.text].raw)
    start, end = leaf.span
    lo = max((m.end() for m in _TEXT_STOP.finditer(raw, 0, start)), default=0)
    hi = _TEXT_STOP.search(raw, end)
    theirs = _content_pieces(raw[lo : hi.start() if hi else len(raw)].lower())
    mine = _content_pieces(view.claim.text.lower())
    shared = theirs & mine
    return len(shared) >= 4 and 2 * len(shared) >= len(theirs)


_TEXT_STOP = regex_cache.compile(r"[.;!?。；！？\n]")
_LETTER_RUN = regex_cache.compile(r"[^\W\d_]+")


def _content_pieces(text: str) -> set[str]:
    """A text's words of four letters or more (stemmed) and its pairs of Han characters."""
    out: set[str] = set()
    for run in _LETTER_RUN.findall(text):
        if _HAN_CHAR.search(run):
            han = "".join(ch for ch in run if _HAN_CHAR.match(ch))
            out |= {han[k : k + 2] for k in range(len(han) - 1)}
        elif len(run) >= 4:
            out.add(stem(run))
    return out


def _deadline_in_text(index: EvidenceIndex, leaf: Leaf) -> bool:
    """Whether a date inside an output's text is given there as a deadline ("must be done
    before 2025-03-14", "需在 2025-03-14 前完成")."""
    if leaf.text is None or leaf.span is None:
        return False
    raw = str(index.leaves[leaf.text].raw)
    start, end = leaf.span
    before = raw[max(0, start - 24) : start].rstrip(" *_")
    after = raw[end : end + 24].lstrip(" *_")
    return bool(_DEADLINE_BEFORE.search(before) or _DEADLINE_AFTER.match(after))


def _upcoming_date_slip(ctx: CheckContext, view: ClaimView, value: Value) -> Finding | None:
    """A date after today that nothing holds, a few days off the one date after today the
    outputs hold ("due on Tuesday the 16th" for a ``due_date`` of the 9th, an arrival on
    the 15th for an ``eta`` of the 14th): the run's one coming event, misdated. The past
    is full of dates a history lists; the future of a run is usually one booking, one
    deadline or one delivery, and a date a claim gives for it is that one or a slip."""
    if value.kind != "date" or value.day is None or value.relative:
        return None
    if _approximate(ctx, view, value) or _hedge_reaches(ctx, view, value):
        return None
    if _period_boundary(ctx, value):
        return None
    now = ctx.answer.now
    if now is None:
        return None
    today = now.date()
    stated: date | None = value.day
    if value.monthday:
        stated = _next_on_or_after(today, value.day.month, value.day.day)
    if stated is None or stated <= today:
        return None
    coming: dict[date, Leaf] = {}
    for leaf in ctx.index.all_whens():
        if leaf.source != "output" or leaf.when is None or leaf.when.day is None:
            continue
        if leaf.when.day > today:
            coming.setdefault(leaf.when.day, leaf)
    if len(coming) != 1 or _text_may_hold(ctx.index, stated) or _user_weekday(ctx, stated):
        return None
    ((day, witness),) = coming.items()
    said = ctx.answer.words.concepts_in(view.claim.text) - GENERIC_CONCEPTS - {"datetime"}
    if said and not said & concepts_of_words(_last_key_words(witness) or witness.path[-1:]):
        return None  # "a reminder on the 13th" beside a due date: the date of another thing
    if not 1 <= abs((day - stated).days) <= _FEW_DAYS or _already_by(ctx, view, value, witness):
        return None
    return _fact(
        ctx,
        view,
        value,
        witness,
        "near_value_differs",
        note="the one date after today the outputs hold",
    )


_FEW_DAYS = 7
# "already" a few words after a date ("by the 1st it will already have expired", "10 月 1
# 日那天早就失效", "el día 1 ya habrá vencido", "1 तारीख़ तक यह पहले ही …")
_ALREADY_AFTER = regex_cache.compile(
    r"^[^,.;:!?，。；：！？\n]{0,24}?(?:\balready\b|\bya\b|पहले\s+ही|已经|已經|早就|早已)",
    re.IGNORECASE,
)


def _already_by(ctx: CheckContext, view: ClaimView, value: Value, leaf: Leaf) -> bool:
    """Whether the claim says the field's event has already happened by the date it
    states, and the field's day is indeed before it: the date is a point of reference."""
    if value.kind != "date" or value.day is None or leaf.when is None or leaf.when.day is None:
        return False
    stated = value.day
    if value.monthday:
        try:
            stated = date(leaf.when.day.year, stated.month, stated.day)
        except ValueError:
            return False
    if stated <= leaf.when.day:
        return False
    after = ctx.answer.text[value.end : view.sentence[1]]
    return _ALREADY_AFTER.match(after) is not None


_DIGIT_RUN = regex_cache.compile(r"\d+")


def _user_weekday(ctx: CheckContext, day: date) -> bool:
    """Whether the user named ``day``'s weekday by itself ("she starts Monday", "周一来报到"):
    the answer that dates that weekday dates the user's own event, not an output's."""
    ctx.index.read_texts()
    for leaf in ctx.index.all_whens():
        when = leaf.when
        if (
            leaf.source == "context"
            and leaf.key == "user"
            and when is not None
            and when.day is not None
            and not _DIGIT_RUN.search(str(leaf.raw))
            and (day - when.day).days % 7 == 0
            and abs((day - when.day).days) <= 14
        ):
            return True
    return False


def _text_may_hold(index: EvidenceIndex, day: date) -> bool:
    """Whether an output text has the day's month and day among its digits ("apply
    by 31/8", "8月31日前"): a date the index does not read there may be the stated one,
    so the outputs' dates are not known to be all there is."""
    for leaf in index.leaves:
        if leaf.source != "output" or not isinstance(leaf.raw, str) or leaf.when is not None:
            continue
        runs = {int(run) for run in _DIGIT_RUN.findall(leaf.raw) if len(run) <= 2}
        if day.month in runs and day.day in runs:
            return True
    return False


def _next_on_or_after(today: date, month: int, day: int) -> date | None:
    for year in (today.year, today.year + 1):
        try:
            d = date(year, month, day)
        except ValueError:
            return None
        if d >= today:
            return d
    return None


def _digits(x: Decimal) -> str:
    text = format(x.normalize(), "f")
    return text.replace(".", "").lstrip("0")


_NAME_WORD = regex_cache.compile(r"^[A-ZÀ-ÖØ-Þ][\w.\-]*$")


_QUOTED = regex_cache.compile(r"^[\"'“‘«「『].+[\"'”’»」』]$")


def _quoted_title(
    ctx: CheckContext, view: ClaimView, value: Value, bound: list[int]
) -> Finding | None:
    """A quoted title nothing in the run holds, in a claim bound to a record whose one
    title or name field says something else: "First up is 'Board prep' at 10:30" when the
    10:30 event is titled "Dentist"."""
    index = ctx.index
    titles = [
        leaf
        for rid in bound
        for lid in index.records[rid].leaves
        if (leaf := index.leaves[lid]).kind == "string"
        and leaf.source == "output"
        and any(key_concepts(w) & {"title", "name"} for w in key_words(leaf.key))
    ]
    if len(titles) != 1 or titles[0].folded == value.folded:
        return None
    if _shortened(value.text, str(titles[0].raw)):
        return None  # "「湘湖拓展+烧烤」" for 湘湖户外拓展+自助烧烤: the title, shortened
    return _fact(ctx, view, value, titles[0], "value_differs")


def _control_label(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """Whether a quoted name is the label of a control the user is told to press (tap
    “Track parcel”, the “Pay now” button, 点“联系司机”, “भुगतान करें” पर टैप करें): the
    app's words, not a value of any record."""
    control = ctx.answer.words.stance.get("control")
    if control is None:
        return False
    text = view.claim.text
    a, b = value.start - view.claim.start, value.end - view.claim.start
    before = _CONTROL_GAP_BEFORE.sub("", text[max(0, a - 20) : a].lower())
    if any(m.end() == len(before) for m in control.finditer(before)):
        return True
    after = _CONTROL_GAP_AFTER.sub("", text[b : b + 20].lower(), count=1)
    return any(m.start() == 0 for m in control.finditer(after))


# what may stand between a control's word and its quoted label
_CONTROL_GAP_BEFORE = regex_cache.compile(r"(?:\s|\*|\b(?:the|on|el|la|en|sobre)\b)*$")
_CONTROL_GAP_AFTER = regex_cache.compile(r"^(?:\s|\*|(?:पर|का|के)(?=\s)|的)*")


_TITLE_PART = regex_cache.compile(r"[\u3400-\u9fff]|[^\W_]+")


def _shortened(quoted: str, title: str) -> bool:
    """Whether a quoted title is the record's title with parts left out: its characters
    (Han) or words, in the title's order, more than half of the title's."""
    mine = [p.casefold() for p in _TITLE_PART.findall(quoted)]
    theirs = [p.casefold() for p in _TITLE_PART.findall(title)]
    if len(mine) < 2 or len(mine) >= len(theirs) or 2 * len(mine) <= len(theirs):
        return False
    at = 0
    for part in mine:
        while at < len(theirs) and theirs[at] != part:
            at += 1
        if at == len(theirs):
            return False
        at += 1
    return True


def _one_amount_record(ctx: CheckContext, view: ClaimView, matched: dict[int, _Match]) -> list[int]:
    """The one output record that the claim's figures point at, for a quoted title only:
    every amount or figure of three or more digits the claim states, matched literally (no
    derivation), is held by that record alone ("'Board prep' is the largest at $7,200"
    when $7,200 is only the "Dentist" deal's). Figures bind nothing elsewhere: amounts are
    shared and derived too often; a quoted title no output holds is what makes them worth
    reading here."""
    records: set[int] = set()
    for i, m in matched.items():
        value = view.values[i]
        if value.kind not in ("money", "number") or value.year_like or m.derivation is not None:
            continue
        if sum(ch.isdigit() for ch in value.text) < 3:
            continue
        held = {
            leaf.record for leaf in m.leaves if leaf.source == "output" and leaf.record is not None
        }
        if len(held) != 1:
            return []
        records |= held
    return sorted(records) if len(records) == 1 else []


def _same_writing(view: ClaimView, value: Value, title: str) -> bool:
    """Whether a quoted title can be compared with the record's title as written, not as a
    translation of it: both in one script, and a title in plain ASCII only against an
    English answer (a Spanish answer may quote "Enterprise renewal" as «Renovación
    empresarial»)."""
    quoted = value.text.strip("\"'“”‘’«»「」『』 ")
    if not quoted or (view.claim.language != "en" and title.isascii()):
        return False
    return _script(quoted) == _script(title)


def _script(text: str) -> str:
    """The writing system of a text's first letter: latin, han, devanagari or other."""
    first = next((ch for ch in text if ch.isalpha()), "")
    if _HAN_CHAR.match(first):
        return "han"
    if _DEVANAGARI.match(first):
        return "devanagari"
    if first and (first.isascii() or "\u00c0" <= first <= "\u024f"):
        return "latin"
    return "other"


def _proper_name(text: str) -> bool:
    """Two or more capitalised words, none a contraction ("Marcus Bell", not "You'd")."""
    words = text.split()
    if len(words) < 2 or any("'" in w or "’" in w for w in words):
        return False
    return sum(1 for w in words if _NAME_WORD.match(w)) >= 2


def _small_count(value: Value) -> bool:
    stated = value.stated
    if stated is None or value.kind != "number":
        return False
    return (
        stated.value == stated.value.to_integral_value()
        and abs(stated.value) <= 12
        and not stated.unit
    )


def _on_a_scale(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """Whether a small number is a step on a scale the word right before or after it names
    ("level 4", "risk grade 2", "火险等级 4 级", "स्तर 3"): a level, not a count of things."""
    text = view.claim.text
    a, b = value.start - view.claim.start, value.end - view.claim.start
    before = _LAST_WORD.search(text, max(0, a - 16), a)
    after = _WORD_AFTER.match(text, b)
    said = " ".join(m.group(1) for m in (before, after) if m is not None)
    return bool(ctx.answer.words.concepts_in(said) & _SCALES)


_SCALES = frozenset({"level", "grade", "tier", "severity"})
_LAST_WORD = regex_cache.compile(r"([^\W\d_][\w\u0900-\u097f]*)[\s:：*]*$")


def _output_clocks(leaves: list[Leaf]) -> list[Leaf]:
    """The leaves that are an output's own field holding a clock time (a datetime, a time)."""
    return [
        leaf
        for leaf in leaves
        if leaf.when is not None
        and leaf.when.clock is not None
        and leaf.source == "output"
        and leaf.text is None
    ]


def _day_of_paired_time(
    ctx: CheckContext, view: ClaimView, value: Value, matched: dict[int, _Match]
) -> Finding | None:
    """ "the hearing is on 26 September at 11 am" where 11:00 is the clock of the one output
    datetime the time matched, on 19 September: the day of that moment is the witness of
    the date said with its time (a time that is also a plain field's is no such moment)."""
    if value.day is None or view.hedged or _approximate(ctx, view, value):
        return None
    if _date_shifted(ctx, value, view):
        return None  # "cutoff Sat 3/15, 08:00" 48 hours before a case at 08:00 on the 17th
    for j in _paired_dates(view, value, kind="time"):
        m = matched.get(j)
        if m is None or m.derivation is not None or not m.leaves:
            continue
        moments = [
            leaf
            for leaf in _output_clocks(m.leaves)
            if leaf.when is not None and leaf.when.day is not None
        ]
        days = {leaf.when.day for leaf in moments if leaf.when is not None}
        if len(moments) < len(m.leaves):
            continue
        if len(days) > 1:
            # "the review window ends May 3 at 17:30" beside a delivery and an
            # acceptance deadline both at 17:30: the moment whose key the claim names
            label = f"{value.near} {value.label}"
            concepts = ctx.answer.words.concepts_in(label) - GENERIC_CONCEPTS
            named = [
                leaf for leaf in moments if _names_key(value, leaf, label_words(label), concepts)
            ]
            moments = named
            days = {leaf.when.day for leaf in moments if leaf.when is not None}
        if len(days) != 1:
            continue
        day = days.pop()
        if day is None or (day.month, day.day) == (value.day.month, value.day.day):
            return None
        return _fact(ctx, view, value, moments[0], "value_differs", note="the day of its time")
    return None


def _paired_datetime(
    ctx: CheckContext,
    view: ClaimView,
    value: Value,
    matched: dict[int, _Match],
    bound: list[int],
) -> Finding | None:
    """ "May 3 at 4:45 PM" where May 3 is an output datetime at 15:45."""
    for j in _paired_dates(view, value):
        m = matched.get(j)
        if m is None:
            continue
        dts = _output_clocks(m.leaves)
        clocks = {leaf.when.clock for leaf in dts if leaf.when is not None}
        if not dts:
            return _clock_of_dated_record(ctx, view, value, m.leaves)
        if len(clocks) > 1 and bound:
            # several trips arrive that day: the one the claim's record is
            scope = _scope(ctx.index, bound)
            dts = [leaf for leaf in dts if leaf.record in scope]
            clocks = {leaf.when.clock for leaf in dts if leaf.when is not None}
        if len(clocks) > 1 and value.near:
            # several times that day: the one whose key the label names ("valid till
            # today 4:40" and ``valid_until``, beside ``issued_at`` and a GPS ping)
            forms = _label_forms(value.near, ctx.answer.words)
            lows = [w.casefold() for w in _WORD.findall(value.near)]
            named = [leaf for leaf in dts if _key_touched(leaf, forms) or _key_begins(leaf, lows)]
            if len({leaf.when.clock for leaf in named if leaf.when is not None}) == 1:
                dts = named
                clocks = {leaf.when.clock for leaf in dts if leaf.when is not None}
        if len(clocks) != 1 or any(_same_clock_value(value, c) for c in clocks if c is not None):
            return None
        if any(
            other is not value and _same_clock_value(other, c)
            for near in ctx.answer.claims
            if near.sentence == view.sentence
            for other in near.values
            for c in clocks
            if c is not None
        ):
            # "due to open at 6:00, it only opened at 6:25": the output's time is the
            # other one the claim gives; this one is another moment (a plan, a first try)
            return None
        if _on_another_such_weekday(ctx, view.values[j], value):
            # "credited on Friday at 11:05" beside a payment at 11:05 on the Friday before
            # the one a bid is valid till: a weekday alone names every such day
            return None
        return _fact(ctx, view, value, dts[0], "time_differs")
    return None


def _on_another_such_weekday(ctx: CheckContext, day: Value, value: Value) -> bool:
    """Whether ``day`` is a weekday written with no date ("on Friday", "शुक्रवार") and an
    output's datetime on that weekday holds ``value``'s clock."""
    if day.weekday is None or any(ch.isdigit() for ch in day.text):
        return False
    for leaf in ctx.index.all_whens():
        when = leaf.when
        if when is None or when.clock is None or leaf.source != "output" or when.day is None:
            continue
        if when.day.weekday() == day.weekday and _same_clock_value(value, when.clock):
            return True
    return False


_ASIDE = regex_cache.compile(r"[（(][^（）()\d]{1,8}[）)]")


def _paired_dates(view: ClaimView, value: Value, kind: str = "date") -> list[int]:
    """The dates of the claim said with the time ``value`` as one moment ("May 3 at 4:45",
    "9 मार्च को शाम 6 बजे"): right before or after it, little but spaces between (with
    ``kind="time"``, the times said with the date ``value``)."""
    out: list[int] = []
    for j, other in enumerate(view.values):
        if other.kind != kind or other is value:
            continue
        # (a weekday in brackets may stand between: "5月3日（周六）下午 17:30")
        if abs(value.start - other.end) > 20 and abs(other.start - value.end) > 20:
            continue
        day, clock = (other, value) if kind == "date" else (value, other)
        base = view.claim.start
        gap = view.claim.text[
            max(0, min(day.end, clock.start) - base) : max(0, max(day.end, clock.start) - base)
        ]
        gap = _ASIDE.sub("", gap)
        if len(gap) <= 8 and len(gap.strip(_GAP_CHARS)) <= 6:
            out.append(j)
    return out


def _split_datetime(
    ctx: CheckContext,
    view: ClaimView,
    value: Value,
    m: _Match,
    matched: dict[int, _Match],
    bound: list[int],
) -> Finding | None:
    """A time said with a date ("17 Feb at 11 AM") that only another datetime of the run
    holds (a previous slot on the 14th at 11:00): the moment said is the date's datetime,
    and its clock (16:00) is the witness."""
    if value.kind != "time" or view.hedged or _approximate_clock(ctx, view, value):
        return None  # ("after 7": a bound, which a datetime at 7:40 meets)
    days = {
        leaf.when.day for leaf in m.leaves if leaf.when is not None and leaf.when.day is not None
    }
    if not days:
        return None
    for j in _paired_dates(view, value):
        said = view.values[j].day
        # (a day either side may be the same local day in another zone: 5 PM Pacific on
        # the 29th is 01:00 UTC on the 30th; a day said without its year is its month's)
        if said is None or j not in matched or any(_days_apart(said, d) <= 1 for d in days):
            continue
        return _paired_datetime(ctx, view, value, matched, bound)
    return None


def _days_apart(a: date, b: date) -> int:
    """Days between two dates, by month and day alone (a day said without its year), the
    shorter way round the year's end."""
    gap = _monthday_gap(a, b)
    return 366 if gap is None else min(gap, 366 - gap)


def _forward_gap(a: date, b: date) -> int | None:
    """Days from one day of the year to the next such day, by month and day alone, over the
    year's end when the second comes earlier in the calendar (a common year; a leap one when
    either is the 29th of February)."""
    year = 2000 if (a.month, a.day) == (2, 29) or (b.month, b.day) == (2, 29) else 2001
    try:
        start, end = date(year, a.month, a.day), date(year, b.month, b.day)
    except ValueError:
        return None
    gap = (end - start).days
    return gap if gap >= 0 else gap + (366 if year == 2000 else 365)


def _monthday_gap(a: date, b: date) -> int | None:
    """Days between two days of the year by month and day alone, within one (leap) year;
    None when one is no day of such a year."""
    try:
        return abs((date(2000, a.month, a.day) - date(2000, b.month, b.day)).days)
    except ValueError:
        return None


def _clock_of_dated_record(
    ctx: CheckContext, view: ClaimView, value: Value, days: list[Leaf]
) -> Finding | None:
    """ "Monday 9 March, 10:30" where the output record holding that day keeps its time
    in a field of its own (``{"date": "2026-03-09", "time": "11:30"}``). The record is the
    last output's that holds the day: the booking a reschedule or a confirmation returned,
    not the list of slots it was picked from. With several clocks there, only a slip of
    one of them (an hour off, the minutes' tens changed) has a witness."""
    if value.clock is None or view.hedged or _approximate(ctx, view, value):
        return None
    index = ctx.index
    held = [leaf for leaf in days if leaf.source == "output" and leaf.record is not None]
    if not held:
        return None
    last = max(leaf.call or 0 for leaf in held)
    scope = _scope(
        index,
        {leaf.record for leaf in held if (leaf.call or 0) == last and leaf.record is not None},
    )
    clocks = [
        index.leaves[lid]
        for rid in sorted(scope)
        for lid in index.records[rid].leaves
        if index.leaves[lid].source == "output"
        and index.leaves[lid].when is not None
        and index.leaves[lid].when.clock is not None  # type: ignore[union-attr]
        and index.leaves[lid].when.day is None  # type: ignore[union-attr]
    ]
    partner, closing = _range_partner(ctx, value)
    if partner is not None:
        # "3:00-5:00": an opening is held to the windows' openings, a closing to their ends
        other_end = {w[0 if closing else 1].id for w in _windows(index) if w[0].id != w[1].id}
        clocks = [leaf for leaf in clocks if leaf.id not in other_end]
    distinct = {leaf.when.clock for leaf in clocks if leaf.when is not None}
    if not distinct or any(_same_clock_value(value, c) for c in distinct if c is not None):
        return None
    if len(distinct) == 1:
        return _fact(
            ctx,
            view,
            value,
            clocks[0],
            "time_differs",
            note="the time of the record holding that day",
        )
    slip = _near_miss(value, clocks)
    return _fact(ctx, view, value, slip, "near_value_differs") if slip is not None else None


# key words that say what kind of value a field holds, not which one it is
_KIND_KEY_WORDS = frozenset(
    {"time", "date", "at", "on", "datetime", "timestamp", "value", "amount", "number", "count",
     "hour", "hours", "min", "minutes", "day", "days", "local", "utc", "iso", "ts"}
)  # fmt: skip


def _label_forms(label: str, words: Words) -> set[str]:
    """What a label can name a key by: its words' stems and sound keys (a loanword written
    in Devanagari, "रिपोर्टिंग", is "reporting") and the concepts its words name."""
    out: set[str] = set()
    for w in _WORD.findall(label.lower()):
        out.add(stem(w))
        key = sound_key(w)
        if len(key) >= 3:
            out.add("~" + key)
    return out | words.concepts_in(label)


def _key_named(leaf: Leaf, forms: set[str]) -> bool | None:
    """Whether every word that tells ``leaf``'s key from its siblings is in the label's
    forms (None when the key has no such word: ``time``, ``date``)."""
    own = [w for w in _last_key_words(leaf) if w not in _KIND_KEY_WORDS]
    if not own:
        return None
    return all(_word_in_forms(w, forms) for w in own)


def _key_touched(leaf: Leaf, forms: set[str]) -> bool:
    """Whether a word that tells ``leaf``'s key from its siblings is in the label's forms."""
    return any(_word_in_forms(w, forms) for w in _last_key_words(leaf) if w not in _KIND_KEY_WORDS)


def _word_in_forms(word: str, forms: set[str]) -> bool:
    """Whether a key word is among a label's forms: its stem, a concept of it, its sound."""
    key = sound_key(word)
    return (
        stem(word) in forms
        or bool(key_concepts(word) & forms)
        or (len(key) >= 3 and "~" + key in forms)
    )


def _key_begins(leaf: Leaf, words: list[str]) -> bool:
    """Whether a word of the label begins with a word that tells ``leaf``'s key from its
    siblings ("validity" and ``valid_until``)."""
    own = [w for w in _last_key_words(leaf) if w not in _KIND_KEY_WORDS and len(w) >= 4]
    return any(x.startswith(w) for w in own for x in words)


def _field_swap(ctx: CheckContext, view: ClaimView, value: Value, m: _Match) -> Finding | None:
    """A value one field of a record holds, given under the name of another field of that
    record that holds something else: "reporting time 2:30" when 14:30 is ``gate_closing``
    and ``reporting_time`` is 13:30."""
    if view.hedged:
        return None
    if value.kind == "time" and not any(_be_there_by(ctx, view, leaf) for leaf in m.leaves):
        due = [leaf for leaf in ctx.index.all_whens() if _be_there_by(ctx, view, leaf)]
        if len(due) == 1 and not _same_clock(value, due[0]):
            # "reach the site by 9" when 9:00 is another slot's ``time`` and the one
            # be-there-by field of the run (``report_by``) says 09:30
            return _fact(
                ctx, view, value, due[0], "value_of_another_field",
                note=f"{value_text(value)!r} is {m.leaves[0].pointer}",
            )  # fmt: skip
    if not value.near:
        return None
    if value.kind != "time":
        # amounts are named loosely (a "total" for a subtotal), times are not; a figure is
        # only held to its name between two keys one word apart ("current" and "previous"
        # reading): that word is all the answer has to tell them by
        return _paired_field_swap(ctx, view, value, m)
    if _range_partner(ctx, value)[0] is not None:
        return None  # "10:30 to 1:00": the words around a range name both its ends
    index = ctx.index
    if any(leaf.source != "output" or leaf.text is not None for leaf in m.leaves):
        return None
    records = {leaf.record for leaf in m.leaves}
    if len(records) != 1:
        return None
    rid = records.pop()
    if rid is None:
        return None
    forms = _label_forms(value.near, ctx.answer.words)
    if any(_key_named(leaf, forms) is not False or _key_touched(leaf, forms) for leaf in m.leaves):
        # the label names the field that holds the value (or names none), or a word of it
        # ("entrada" of ``last_entry``: the label's other words may stand further back)
        return None
    named = [
        other
        for lid in index.records[rid].leaves
        if (other := index.leaves[lid]).id not in {leaf.id for leaf in m.leaves}
        and _key_named(other, forms)
        and other.when is not None
        and other.when.clock is not None
    ]
    if len(named) != 1:
        return None
    return _fact(
        ctx, view, value, named[0], "value_of_another_field",
        note=f"{value_text(value)!r} is {m.leaves[0].pointer}",
    )  # fmt: skip


def _dated_field_named(
    ctx: CheckContext, view: ClaimView, value: Value, m: _Match
) -> Finding | None:
    """A date the claim gives an event ("updated on Saturday 13 September") that the run holds
    only inside a text (a note's "13–15 Sep"), when the record of that text keeps the
    event's own date in one field the claim names by its word (``changed_on: 2025-06-01``):
    that field is the witness."""
    if view.hedged or value.kind != "date" or value.day is None or not m.leaves:
        return None
    if any(leaf.text is None for leaf in m.leaves):
        return None  # (a field holds the day: no text-only reading)
    index = ctx.index
    records = {index.leaves[leaf.text].record for leaf in m.leaves if leaf.text is not None}
    if len(records) != 1:
        return None
    rid = records.pop()
    if rid is None:
        return None
    # (the event's word right before the date, "updated on"; no word of dates as such)
    said = ctx.answer.words.concepts_in(value.near or "") - GENERIC_CONCEPTS - _DATE_CONCEPTS
    if not said:
        return None
    fields = [
        leaf
        for lid in index.records[rid].leaves
        if (leaf := index.leaves[lid]).text is None
        and leaf.source == "output"
        and leaf.when is not None
        and leaf.when.day is not None
        and {c for w in key_words(leaf.key) for c in key_concepts(w)} & said
    ]
    if len(fields) != 1:
        return None
    day = fields[0].when.day if fields[0].when is not None else None
    if day is None or (day.month, day.day) == (value.day.month, value.day.day):
        return None
    # (the text gives both days, a span or a pair, "13–15 Sep": the field says which
    # of them the event fell on; a text of one day is about something else)
    texts = {leaf.text for leaf in m.leaves}
    both = any(
        leaf.text in texts
        and leaf.when is not None
        and leaf.when.day is not None
        and (leaf.when.day.month, leaf.when.day.day) == (day.month, day.day)
        for leaf in index.all_whens()
    )
    if not both:
        return None
    return _fact(
        ctx, view, value, fields[0], "value_differs", note=f"{fields[0].key} of that record"
    )


_DATE_CONCEPTS = frozenset({"date", "day", "time", "when", "due", "deadline", "schedule"})
_BE_THERE = frozenset({"arrival"})
_OTHER_EVENTS = frozenset(
    {"departure", "payment", "expiry", "created", "updated", "pickup", "delivery", "order"}
)


def _be_there_by(ctx: CheckContext, view: ClaimView, leaf: Leaf) -> bool:
    """Whether ``leaf`` is an output clock time to be somewhere by (``report_by``,
    ``arrive_by``) and the claim tells the user to get there by a time ("arrive by",
    "llegue antes de", "तक पहुँचें", "点前到达")."""
    if leaf.source != "output" or leaf.when is None or leaf.when.clock is None:
        return False
    if "due" not in concepts_of_words(_last_key_words(leaf)):
        return False
    said = ctx.answer.words.concepts_in(view.claim.text)
    if "due" not in said or not said & _BE_THERE:
        return False
    # not a time of another event the claim does not name (a ``pay_by``, a ``board_by``)
    rest = concepts_of_words(w for w in _last_key_words(leaf) if "due" not in key_concepts(w))
    return not (rest & _OTHER_EVENTS) - said


def _same_clock(value: Value, leaf: Leaf) -> bool:
    clock = leaf.when.clock if leaf.when is not None else None
    if value.clock is None or clock is None:
        return False
    if (value.clock.hour, value.clock.minute) == (clock.hour, clock.minute):
        return True
    return value.ambiguous_12h and (value.clock.hour + 12, value.clock.minute) == (
        clock.hour,
        clock.minute,
    )


def _paired_field_swap(
    ctx: CheckContext, view: ClaimView, value: Value, m: _Match
) -> Finding | None:
    """A figure one field of a record holds, given under the name of its twin field (keys
    one word apart) that holds another figure: "current reading 120.4" when that is
    ``previous_reading`` and ``current_reading`` is 131.0."""
    if value.kind not in ("number", "money", "percent") or len(m.leaves) != 1:
        return None
    leaf = m.leaves[0]
    if leaf.source != "output" or leaf.text is not None or leaf.record is None:
        return None
    forms = _label_forms(value.near, ctx.answer.words)
    mine = set(_last_key_words(leaf))
    named = [
        other
        for lid in ctx.index.records[leaf.record].leaves
        if (other := ctx.index.leaves[lid]).id != leaf.id
        and other.number is not None
        and other.number != leaf.number
        and _twin_keys(mine, set(_last_key_words(other)), forms)
    ]
    if len(named) != 1:
        return None
    return _fact(
        ctx, view, value, named[0], "value_of_another_field",
        note=f"{value_text(value)!r} is {leaf.pointer}",
    )  # fmt: skip


# the words that tell a reading from its twin: the state now and the state before
_TWIN_CONCEPTS = frozenset({"current", "previous"})


def _twin_keys(a: set[str], b: set[str], forms: set[str]) -> bool:
    """Keys alike but for one word each, those words naming now and before
    (``current_reading`` and ``previous_reading``), the label naming ``b``'s word and not
    ``a``'s."""
    mine, theirs = a - b, b - a
    if len(mine) != 1 or len(theirs) != 1 or not a & b:
        return False
    x = key_concepts(next(iter(mine))) & _TWIN_CONCEPTS
    y = key_concepts(next(iter(theirs))) & _TWIN_CONCEPTS
    return bool(x and y and x != y and y <= forms and not x & forms)


_UNIT_AFTER = regex_cache.compile(r"\s?([µμa-zA-Z]{1,4}(?:/[a-zA-Z]{1,4})?)(?![\w/])")
_UNIT_FIELD = regex_cache.compile(r"[µμa-zA-Z]{1,4}(?:/[a-zA-Z]{1,4})?")
_SCALE_PREFIXES = ("µ", "m", "n", "k", "c", "M", "G")


def _scaled(a: str, b: str) -> bool:
    """Whether two unit symbols are one unit at two scales ("mg/dL" and "µg/dL")."""

    def norm(u: str) -> str:
        u = u.replace("μ", "µ")
        if u[:2] == "mc" and len(u) > 2:
            return "µ" + u[2:]
        if u[:1] == "u" and len(u) > 1:
            return "µ" + u[1:]
        return u

    a, b = norm(a), norm(b)
    if a == b:
        return False

    def base(u: str) -> str:
        return u[1:] if u[:1] in _SCALE_PREFIXES and len(u) > 1 and u[1].isalpha() else u

    return base(a) == base(b) and base(a)[:1].isalpha()


def _unit_scale_slip(ctx: CheckContext, view: ClaimView, value: Value, m: _Match) -> Finding | None:
    """A figure its record holds, given with its unit at another scale than the record's
    unit field says: "38 mg/dL" when the record has 38 and ``"unit": "µg/dL"`` (a thousand
    times off)."""
    if not value.is_number or view.hedged or len(m.leaves) != 1:
        return None
    leaf = m.leaves[0]
    if leaf.source != "output" or leaf.text is not None or leaf.record is None:
        return None
    index = ctx.index
    rel = leaf.pointer[len(index.records[leaf.record].pointer) :]
    if rel.count("/") != 1 or key_unit(leaf.key) is not None:
        return None  # an item of a list field, or a key with its own unit ("width_mm")
    said = _UNIT_AFTER.match(ctx.answer.text, value.end)
    if said is None:
        return None
    fields = [
        other
        for lid in index.records[leaf.record].leaves
        if (other := index.leaves[lid]).kind == "string"
        and isinstance(other.raw, str)
        and _UNIT_FIELD.fullmatch(other.raw)
        and _scaled(said.group(1), other.raw)
    ]
    if len(fields) != 1:
        return None
    return _fact(
        ctx, view, value, fields[0], "value_differs",
        note=f"{said.group(1)!r} is not the unit of {leaf.pointer}",
    )  # fmt: skip


def _records_of(matched: dict[int, _Match], i: int) -> set[int]:
    """The records the claim's other values name: each read in one record only."""
    out: set[int] = set()
    for j, m in matched.items():
        records = {leaf.record for leaf in m.leaves if leaf.source == "output"}
        if j != i and len(records) == 1 and (record := records.pop()) is not None:
            out.add(record)
    return out


def _swap(
    ctx: CheckContext,
    view: ClaimView,
    value: Value,
    m: _Match,
    bound: list[int],
    named: Callable[[], set[int]] | None = None,
) -> Finding | None:
    """A value the outputs hold only in a sibling record, where the claim's own record holds
    another value under the same key."""
    if not bound or value.kind not in ("number", "money", "percent", "name"):
        return None  # dates and times recur across records (an agenda, a forecast)
    if view.hedged or _small_count(value):
        return None  # a year is held to its record only where its label names the field
    if value.kind == "name" and not _proper_name(value.text):
        return None
    if value.kind == "name" and _compared_with(ctx, view, value):
        return None  # "£90 below Oakfield's quote": the name is the record compared with
    if (
        value.is_number
        and value.stated is not None
        and value.stated.magnitude < 13
        and value.stated.step >= 1
    ):
        return None
    index = ctx.index
    if not _adjacent_pointer(ctx, view, value, bound):
        return None
    # the records the clause names by its own names, besides the value itself (a name many
    # records share, "Palermo" as every slot's branch, names none of them)
    spans: dict[tuple[int, int], set[int | None]] = {}
    for a in anchors_of(ctx, view):
        if view.claim.start <= a.start < view.claim.end and not (
            a.start < value.end and value.start < a.end
        ):
            spans.setdefault((a.start, a.end), set()).add(index.leaves[a.leaf].record)
    anchored = {next(iter(recs)) for recs in spans.values() if len(recs) == 1}
    scope = _scope(index, bound)
    outputs = [leaf for leaf in m.leaves if leaf.source == "output"]
    # a figure read inside a text is no field of its record, unless the text is a short
    # value of one field ("170 g" in ``paper: "Gloss 170 g"``): then it is that field's
    fields = [_short_field(index, leaf) for leaf in outputs]
    read_in_text = {leaf.text for leaf in outputs if leaf.text is not None}
    outputs = [leaf for leaf in fields if leaf is not None]
    if len(outputs) < len(fields):
        return None
    held_once = len({leaf.record for leaf in outputs}) == 1
    others_name: set[int] | None = None  # the records the claim's other values name
    for leaf in outputs:
        # the same key one level up: the value of another thing nested in the record the
        # claim names, one with an id of its own (the ``previous_plan``'s target, said of the
        # plan its other values name); a part of the record (its ``macros``) is the record's
        record = index.records[leaf.record] if leaf.record is not None else None
        if record is None or record.parent not in bound or record.id in anchored:
            continue
        if record.list_id is not None or leaf.id in read_in_text or not _has_own_id(index, record):
            continue
        other = index.records[record.parent].field_leaf(index, leaf.key)
        if other is None or other.kind != leaf.kind or str(other.raw) == str(leaf.raw):
            continue
        words = label_words(value.label)
        concepts = ctx.answer.words.concepts_in(value.label)
        if _label_score(value, other, words, concepts) < 2:
            continue
        return _fact(ctx, view, value, other, "value_of_another_record", sibling=leaf)
    if not outputs or any(leaf.record in scope for leaf in outputs):
        return None
    if any(leaf.source in ("context", "arguments") for leaf in m.leaves):
        return None
    if (
        value.kind == "name"
        and _opens_a_clause(view, value)
        and all(set(key_words(leaf.key)) & _OWN_NAME_KEYS for leaf in outputs)
    ):
        # "B is due the 20th, and *A* is back": A, the title of its own record, is the
        # subject of a clause of its own ("..., and Dr. Ruiz will see you" names a doctor,
        # an attribute of the record, and may be swapped)
        return None
    for leaf in outputs:
        record = index.records[leaf.record] if leaf.record is not None else None
        if record is None or record.list_id is None or record.id in anchored:
            continue
        rel = leaf.pointer[len(record.pointer) :]
        for rid in bound:
            mine = index.records[rid]
            if mine.list_id != record.list_id or mine.id == record.id:
                continue
            if _sounded_title(ctx, view, record, mine):
                continue  # "(हार्नेस ₹599 लौटाया गया)": the claim names the figure's own item
            for lid in mine.leaves:
                other = index.leaves[lid]
                if other.pointer[len(mine.pointer) :] != rel or str(other.raw) == str(leaf.raw):
                    continue
                if _listed_in_order(ctx, view, value, leaf, other):
                    # "12/45 (6,2 ha) y 12/46 (3,8 ha)": the claim gives the figure of each
                    # record, and no name of the clause says which goes with which
                    continue
                if leaf.id in read_in_text:
                    # a figure of a short text field: the record's own field holds another
                    # figure of the unit the answer gives ("Matte 90 g" for "Matte 120 g"),
                    # held by one record only, and no other value of the claim was read in
                    # it (a row of two packs, "200 g ₹68 | 500 g ₹150", names both)
                    if others_name is None:
                        others_name = named() if named is not None else set()
                    if (
                        _figure_in(value, other)
                        or not _same_unit_figure(value, other)
                        or record.id in others_name
                        or not held_once
                    ):
                        continue
                    return _fact(ctx, view, value, other, "value_of_another_record", sibling=leaf)
                if value.kind != "name":
                    # a figure swapped between records is told by its label too, and is no
                    # aggregate of the list (the lowest, the highest, the mean)
                    words = label_words(value.label)
                    concepts = ctx.answer.words.concepts_in(value.label)
                    if _label_score(value, other, words, concepts) < 2:
                        continue
                    if not value.year_like and _aggregate_meant(ctx, view, value):
                        continue
                return _fact(ctx, view, value, other, "value_of_another_record", sibling=leaf)
    return None


def _sounded_title(ctx: CheckContext, view: ClaimView, record: Record, other: Record) -> bool:
    """Whether a word of the claim written in another script than Latin sounds like a word
    of ``record``'s title that ``other``'s title lacks ("हार्नेस" for "Adjustable Cat
    Harness" beside "Me-O Adult Cat Food"): the claim names that record, transliterated."""
    index = ctx.index

    def title_keys(rec: Record) -> set[str]:
        keys: set[str] = set()
        for lid in rec.leaves:
            leaf = index.leaves[lid]
            last = key_words(leaf.key)[-1:]
            if isinstance(leaf.raw, str) and last and last[0].casefold() in _OWN_NAME_KEYS:
                keys |= {sound_key(w) for w in _WORD.findall(leaf.raw) if len(w) > 3}
        return {k for k in keys if len(k) >= 3}

    own = title_keys(record) - title_keys(other)
    if not own:
        return False
    said = {
        sound_key(w)
        for w in _WORD.findall(view.claim.text)
        if not w.isascii() and not _HAN_CHAR.search(w)
    }
    return bool(own & said)


def _items_of_one_list(index: EvidenceIndex, records: frozenset[int]) -> bool:
    lists = {index.records[rid].list_id for rid in records}
    return len(lists) == 1 and None not in lists


def _listed_in_order(
    ctx: CheckContext, view: ClaimView, value: Value, holder: Leaf, other: Leaf
) -> bool:
    """Whether the claim's sentence gives ``value`` (the figure of ``holder``'s record) and
    ``other``'s figure too, in the order their records have in their list ("12/45 (6,2 ha)
    y 12/46 (3,8 ha)"): it lists both records, not one record with the other's figure
    (a swap gives them the other way round: "Hollis quotes 21 days, Kestrel 12")."""
    index = ctx.index
    number = other.number
    if number is None or holder.record is None or other.record is None:
        return False
    mine, theirs = index.records[holder.record], index.records[other.record]
    if mine.list_id is None or mine.list_id != theirs.list_id:
        return False
    items = index.lists[mine.list_id].items
    before = items.index(mine.id) < items.index(theirs.id)
    return any(
        w is not value
        and w.stated is not None
        and w.stated.value == number
        and (value.start < w.start) == before
        for claim in ctx.answer.claims
        if claim.sentence == view.sentence
        for w in claim.values
    )


_MARKUP = " \t*_`\"'“”‘’«»"
# the keys that hold what a record is called (its title), not an attribute of it
_OWN_NAME_KEYS = frozenset({"title", "name", "item", "product", "label", "model"})


def _opens_a_clause(view: ClaimView, value: Value) -> bool:
    """Whether the name stands right after a conjunction that joins two clauses (", and",
    "; ", "y", "और", "，"): it is the subject of a clause of its own, which speaks of the
    record the name is of, not of the record the clause before it is bound to."""
    before = view.claim.text[: max(0, value.start - view.claim.start)].rstrip(_MARKUP).lower()
    if not before:
        return False
    for joiner in _joiners(view.claim.language):
        if before.endswith(joiner) and (
            not joiner[-1].isalpha()
            or len(before) == len(joiner)
            or not before[-len(joiner) - 1].isalnum()
        ):
            return True
    return False


@cache
def _joiners(language: str) -> tuple[str, ...]:
    return tuple(w.strip().lower() for w in merged(language).segment_conjunctions if w.strip())


def _has_own_id(index: EvidenceIndex, record: Record) -> bool:
    """Whether an object holds an id of its own (``plan_id``, ``id``): a thing, not a part."""
    return any(is_id_key(index.leaves[lid].key) for lid in record.leaves)


def _short_field(index: EvidenceIndex, leaf: Leaf) -> Leaf | None:
    """The leaf a figure stands for as a field: itself, or the text it was read in when that
    text is one short phrase (no sentence in it); None for a figure inside prose."""
    if leaf.text is None:
        return leaf
    text = index.leaves[leaf.text]
    raw = str(text.raw)
    if len(raw) > 60 or _PROSE.search(raw) or text.record is None:
        return None
    return text


_PROSE = regex_cache.compile(r"[.!?;:。！？；：]\s|\n")


def _same_unit_figure(value: Value, leaf: Leaf) -> bool:
    """Whether a text holds a figure followed by the unit the value states ("135 g")."""
    said = value.stated.unit if value.stated is not None else None
    if not said:
        return False
    return re.search(rf"\d\s*{re.escape(said)}(?!\w)", str(leaf.raw), re.IGNORECASE) is not None


def _figure_in(value: Value, leaf: Leaf) -> bool:
    """Whether a text holds the figure the value states (its digits as written)."""
    digits = re.sub(r"\D", "", value.text)
    return bool(digits) and digits in re.findall(r"\d+", str(leaf.raw).replace(",", ""))


# the concepts of the words that ask for a list's aggregate ("the highest", "en total",
# "औसत", "最低"): without one, a figure that happens to be a list's maximum is no aggregate
_AGGREGATE_CONCEPTS = frozenset({"total", "average", "minimum", "maximum"})


def _aggregate_meant(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """Whether the value may be an aggregate the run derives (a list's lowest, highest,
    mean or sum) that the claim asks for. "$149 per visit" for the customer's plan is
    the priciest plan's price only by chance; "the highest is $149" asks for it."""
    if value.stated is None:
        return False
    d = ctx.derivations.find(value.stated, [], pairwise=False)
    if d is None:
        return False
    if d.strength != "aggregate":
        return True
    words = ctx.answer.words
    text = ctx.answer.text
    if any(
        other is not value
        and other.kind == value.kind
        and (
            is_range(text, other.start, other.end, value.start)
            or is_range(text, value.start, value.end, other.start)
        )
        for other in view.values
    ):
        return True  # "between $99 and $149": the ends of a range are the list's lowest and highest
    before = text[max(0, value.start - 16) : value.start]
    after = text[value.end : value.end + 8]
    if _FROM_PRICE_BEFORE.search(before) or _FROM_PRICE_AFTER.match(after):
        return True  # "from $99", "desde 99 €", "99元起": the lowest of a list
    if _SUPERLATIVE.search(view.claim.text):
        return True
    return bool(words.concepts_in(view.claim.text) & _AGGREGATE_CONCEPTS) or any(
        pattern is not None and pattern.search(view.claim.text.lower()) is not None
        for pattern in (words.most, words.least)
    )


_FROM_PRICE_BEFORE = regex_cache.compile(
    r"(?:\bfrom|\bstarting\s+(?:at|from)|\bdesde|\ba\s+partir\s+de|\bentre)\s*[*_]*\s*$",
    re.IGNORECASE,
)
# a superlative or comparative in any of the four languages ("the cheapest", "la más
# cara", "el menor", "सबसे सस्ता", "最贵"): the claim ranks the list
_SUPERLATIVE = regex_cache.compile(
    r"\b(?:most|least|m[aá]s|menos|mayor|menor|m[aá]xim[oa]|m[ií]nim[oa])\b|सबसे|最",
    re.IGNORECASE,
)
_FROM_PRICE_AFTER = regex_cache.compile(r"^\s*(?:起|से\s+शुरू|से\s+लेकर|से)")


def _consensus_swap(
    ctx: CheckContext,
    view: ClaimView,
    i: int,
    m: _Match,
    matched: dict[int, _Match],
    anchors: Sequence[Anchor],
) -> Finding | None:
    """A figure the outputs hold only in a sibling record, in a claim whose other values
    all point at one record that holds another figure under the same key: "21 °C with 2.6 mm
    of rain at 15:00" when the 15:00 row has 21 °C and 5.8 mm, and 2.6 mm is noon's rain.

    Two other values or names of the claim must point at that record and none at the
    figure's own; the record's field must be free (no other value of the claim took it)."""
    value = view.values[i]
    if value.kind not in ("number", "money", "percent", "duration") or view.hedged:
        return None
    if value.stated is None or value.stated.approx or value.year_like or _small_count(value):
        return None
    index = ctx.index
    own = [leaf for leaf in m.leaves if leaf.source == "output" and leaf.text is None]
    if len(own) != len(m.leaves) or not own or len(own) > 2:
        return None
    own_records = {leaf.record for leaf in own if leaf.record is not None}
    if len(own_records) != len({leaf.record for leaf in own}):
        return None
    support: dict[int, set[int]] = {}  # record -> the claim's pointers that name it
    shared: set[int] = set()  # pointers that name several records (a tag's common digits)
    for j, other in matched.items():
        if j == i:
            continue
        held = [
            leaf
            for leaf in other.leaves
            if leaf.source == "output" and leaf.text is None and leaf.record is not None
        ]
        if view.values[j].kind == "date":
            # a day names the row dated that day, not a timestamp that falls on it ("today"
            # and the day's row beside a ``synced_at`` of this morning)
            days = [leaf for leaf in held if leaf.when is not None and leaf.when.clock is None]
            held = days or held
        recs = {leaf.record for leaf in held if leaf.record is not None}
        if 0 < len(recs) <= 3:
            for rid in recs:
                support.setdefault(rid, set()).add(j)
        if len(_items_of(index, recs)) > 1:
            shared.add(j)
    # (an anchor on a value several records hold names none of them: "in Allentown" names
    # both items kept there, not the first one the anchor points at)
    spans = [
        (view.values[j].start, view.values[j].end)
        for j, other in matched.items()
        if len({leaf.record for leaf in other.leaves if leaf.source == "output"}) > 1
    ]
    for n, a in enumerate(anchors):
        leaf = index.leaves[a.leaf]
        inside = view.claim.start <= a.start < view.claim.end
        if any(s <= a.start < e for s, e in spans):
            continue
        if inside and leaf.source == "output" and leaf.record is not None:
            support.setdefault(leaf.record, set()).add(-1 - n)
    # the clause before, in the same sentence ("15:00 时气温 21 °C，降雨 2.6 毫米"), but not a
    # line of another item ("**गेहूँ:** …" above "**चावल:** …")
    before = _clause_before(ctx, view)
    if before is not None and _other_labels(view, before):
        before = None
    for j, lids in (ctx.matched.get(before.id, {}) if before is not None else {}).items():
        recs = {
            leaf.record
            for lid in lids
            if (leaf := index.leaves[lid]).source == "output"
            and leaf.text is None
            and leaf.record is not None
        }
        if 0 < len(recs) <= 3:
            for rid in recs:
                support.setdefault(rid, set()).add(10_000 + j)
    # the lines right before, in the same block (the bullets above it under one item):
    # each of their figures that only one record holds names that record
    # (another field of it: a line giving the figure's own field names a row of a list)
    own_keys = {
        leaf.pointer[len(index.records[leaf.record].pointer) :]
        for leaf in own
        if leaf.record is not None
    }
    # (not a table's rows above: each is a record of its own)
    for k, lids in [] if view.in_table else _block_before(ctx, view):
        leaves = [
            leaf
            for lid in lids
            if (leaf := index.leaves[lid]).source == "output"
            and leaf.text is None
            and leaf.record is not None
        ]
        recs = {leaf.record for leaf in leaves if leaf.record is not None}
        if len(recs) != 1:
            continue
        rid = recs.pop()
        if not any(leaf.pointer[len(index.records[rid].pointer) :] in own_keys for leaf in leaves):
            support.setdefault(rid, set()).add(20_000 + k)
    # a record nested in an item ("animal" of a policy) names that item too: a row naming
    # the animal's tag and breed is the policy's row
    for rid in list(support):
        item = _list_item(index, rid)
        if item is not None and item != rid:
            support.setdefault(item, set()).update(support.pop(rid))
    if any(support.get(rid, set()) - shared for rid in own_records):
        return None  # the claim names the figure's own record too
    ranked = sorted(support.items(), key=lambda p: -len(p[1]))
    if (
        not ranked
        or len(ranked[0][1]) < 2
        or (len(ranked) > 1 and len(ranked[1][1]) == len(ranked[0][1]))
    ):
        return None
    rid = ranked[0][0]
    mine = index.records[rid]
    taken = {lf.id for j, m2 in matched.items() if j != i for lf in m2.leaves}
    for leaf in own:
        if leaf.record is None:
            continue
        record = index.records[leaf.record]
        if record.list_id is None or record.list_id != mine.list_id:
            continue
        rel = leaf.pointer[len(record.pointer) :]
        for lid in mine.leaves:
            field_leaf = index.leaves[lid]
            if field_leaf.pointer[len(mine.pointer) :] != rel or field_leaf.id in taken:
                continue
            if field_leaf.number is None or field_leaf.number == leaf.number:
                continue
            if leaf.number is not None and field_leaf.number == -leaf.number:
                return None  # an invoice and the payment that settles it: the same figure
            if _listed_in_order(ctx, view, view.values[i], leaf, field_leaf):
                return None  # (the sentence gives that record's own figure too, in turn)
            words = label_words(value.label)
            concepts = ctx.answer.words.concepts_in(value.label)
            if _label_score(value, field_leaf, words, concepts) < 2:
                continue  # the claim's own words must name the field ("gusting", ``gust``)
            d = ctx.derivations.find(value.stated, [], pairwise=False)
            if d is not None and not d.how.startswith(("minimum of", "maximum of", "median of")):
                return None  # a mean or a sum of the list, not the sibling's own figure
            return _fact(ctx, view, value, field_leaf, "value_of_another_record", sibling=leaf)
    return None


def _list_item(index: EvidenceIndex, rid: int | None) -> int | None:
    """The list item a record is, or is nested in within three levels (a policy for its
    ``animal``), or None."""
    for up in itertools.islice(index.ancestors(rid), 4):
        if up.list_id is not None:
            return up.id
    return None


def _items_of(index: EvidenceIndex, records: Iterable[int | None]) -> set[int]:
    """The list items the records are or are nested in; a record in none stands for itself."""
    out = set()
    for rid in records:
        item = _list_item(index, rid)
        if item is not None:
            out.add(item)
        elif rid is not None:
            out.add(rid)
    return out


_SENTENCE_END = regex_cache.compile(r"[.!?。！？\n]\s*$|^\s*\n")


def _clause_before(ctx: CheckContext, view: ClaimView) -> ClaimView | None:
    """The claim right before ``view`` when both are clauses of one sentence."""
    best: ClaimView | None = None
    for other in _claims_near(ctx, view.claim.start):
        if other.claim.end <= view.claim.start and (
            best is None or other.claim.end > best.claim.end
        ):
            best = other
    if best is None:
        return None
    text = ctx.answer.text
    gap = text[best.claim.end : view.claim.start]
    if len(gap) > 3 or _SENTENCE_END.search(text[best.claim.start : view.claim.start]):
        return None
    return best


_ITEM_CLOSED = regex_cache.compile(r"[)）]\s*[,，、]")
_ITEM_OPENS = regex_cache.compile(r"\s*[(（]")
_BLOCK_BREAK = regex_cache.compile(r"\n\s*\n|\n\s*#")


def claims_above(ctx: CheckContext, view: ClaimView, most: int) -> Iterator[ClaimView]:
    """The claims right before ``view``, nearest first, at most ``most`` of them, up to the
    first blank line or heading that parts one from the next."""
    text = ctx.answer.text
    before = sorted(
        (c for c in _claims_near(ctx, view.claim.start) if c.claim.end <= view.claim.start),
        key=lambda c: -c.claim.start,
    )[:most]
    edge = view.claim.start
    for other in before:
        if _BLOCK_BREAK.search(text, other.claim.end, edge):
            return
        edge = other.claim.start
        yield other


def _block_before(
    ctx: CheckContext, view: ClaimView, small: bool = True
) -> list[tuple[int, list[int]]]:
    """The leaves the values of the (at most three) claims right before ``view`` matched,
    when no blank line or heading parts them from it: one entry a value, numbered apart.
    With ``small`` false, small bare counts ("2 of the 3 rooms") are numbered from 10,000 on,
    so a caller can tell them apart (see `_small_count`)."""
    out: list[tuple[int, list[int]]] = []
    for n, other in enumerate(claims_above(ctx, view, 3)):
        if _other_labels(view, other):
            break  # "**गेहूँ:** …" above "**चावल:** …": a line of another item, and so above it
        for j, lids in ctx.matched.get(other.id, {}).items():
            stated = other.values[j].stated if j < len(other.values) else None
            if stated is not None and not stated.approx:
                weak = not small and _small_count(other.values[j])
                out.append((100 * n + j + (10_000 if weak else 0), lids))
    return out


def _other_labels(view: ClaimView, other: ClaimView) -> bool:
    """Whether two claims are lines of a list each with a bold label of its own, and the
    labels differ: lines of two items."""
    mine = BOLD_LABEL.match(view.claim.text)
    theirs = BOLD_LABEL.match(other.claim.text)
    return mine is not None and theirs is not None and fold(mine[1]) != fold(theirs[1])


# a line's own bold label ("- **Rice:** ...", "**चावल:** ...")
BOLD_LABEL = regex_cache.compile(r"\s*(?:[-*+•]\s+|\d+[.)]\s+)?\*\*([^*\n]{1,40}?)[:：]?\*\*")


def _adjacent_pointer(ctx: CheckContext, view: ClaimView, value: Value, bound: list[int]) -> bool:
    """Whether something naming a bound record stands right before the value in its
    clause: within 60 characters, with no other value of the value's kind between."""
    index = ctx.index
    text = ctx.answer.text
    candidates: list[int] = []
    for a in anchors_of(ctx, view):
        if index.leaves[a.leaf].record in bound and a.end <= value.start:
            candidates.append(a.end)
    for other in view.values:
        if other is value or other.kind == value.kind or other.end > value.start:
            continue
        if other.kind in ("date", "time") and value.kind in ("date", "time"):
            continue
        candidates.append(other.end)
    if not candidates:
        return False
    nearest = max(candidates)
    if value.start - nearest > 60 or nearest < view.claim.start:
        return False
    between = text[nearest : value.start]
    # a table row's cells: the row's name cell stands before the value's own cell
    in_row = _row_line(text, nearest)
    if re.search(r"[;\n]" if in_row else r"[;|\n]", between):
        return False
    if _ITEM_CLOSED.search(between) and _ITEM_OPENS.match(text, value.end):
        # "A (2 May), B (5 May)": items of one shape in a row; the bracket closed A's item
        # and B, with a bracket of its own, starts another
        return False
    return not any(
        o is not value and o.kind == value.kind and nearest <= o.start < value.start
        for o in view.values
    )


def _row_line(text: str, pos: int) -> bool:
    """Whether ``pos`` lies on a line of a markdown table ("| a | b |")."""
    line_start = text.rfind("\n", 0, pos) + 1
    return text[line_start:pos].lstrip().startswith("|")


def _close_anchor(ctx: CheckContext, view: ClaimView, value: Value) -> int | None:
    """The anchor leaf right before ``value`` in its clause (no other value between)."""
    best: Anchor | None = None
    for a in anchors_of(ctx, view):
        near = a.end <= value.start and a.start >= view.claim.start and value.start - a.end <= 40
        if near and (best is None or a.end > best.end):
            best = a
    if best is None:
        return None
    for other in view.values:
        between = other is not value and best.end <= other.start < value.start
        if between and not (other.kind == "name" and other.start < best.end):
            return None
    return best.leaf


def _fact_text(
    ctx: CheckContext,
    view: ClaimView,
    said: str,
    witness: Leaf,
    reason: str,
    note: str | None = None,
) -> Finding:
    """A fact_mismatch: the claim says ``said`` where the witness leaf holds another value
    (a value of the claim, or a token read outside its values: an ordinal)."""
    index = ctx.index
    call = index.call_of(witness)
    tool = call.call.tool if call else "a tool"
    message = (
        f"the answer says {said!r}, but {tool} returned {witness.pointer or '/'} = {witness.raw!r}"
    )
    if note:
        message += f" ({note})"
    return make_finding(
        "fact_mismatch",
        view,
        message,
        reason=reason,
        expected=witness.raw,
        found=said,
        witness=witness_of(index, witness, "output_value", note),
    )


def _fact(
    ctx: CheckContext,
    view: ClaimView,
    value: Value,
    witness: Leaf,
    reason: str,
    sibling: Leaf | None = None,
    note: str | None = None,
) -> Finding:
    if sibling is not None:
        note = f"{value_text(value)!r} is {sibling.pointer} of another record"
    return _fact_text(ctx, view, value_text(value), witness, reason, note)


def _month_slip(ctx: CheckContext, view: ClaimView, scope: set[int]) -> Finding | None:
    """A month named with a year and no day ("September 2025", "2025年9月") where the
    output gives that month only as a value written to the month ("2025-10").

    Every such field of the claim's records (of the run, when the claim names none) must
    hold another month, and no output date in the stated month may sit under a key the
    clause names ("approved in September" for ``approved_on``): the clause speaks of the
    month field, and the field is the witness.
    """
    index = ctx.index
    fields = _month_fields(index)
    if not fields:
        return None
    mine = [(leaf, ym) for leaf, ym in fields if leaf.record in scope] or fields
    lang = ctx.answer.language
    text = ctx.answer.text
    for year, month, start, end in month_years(
        text[view.claim.start : view.claim.end], lang, _month_words(lang)
    ):
        if any(ym == (year, month) for _, ym in mine):
            continue
        if (
            any(ym == (year, month) for _, ym in fields)
            or _named_date_in(ctx, view, year, month)
            or _month_in_texts(ctx, year, month)
        ):
            continue
        leaf = mine[0][0]
        call = index.call_of(leaf)
        tool = call.call.tool if call else "a tool"
        said = text[view.claim.start + start : view.claim.start + end]
        return make_finding(
            "fact_mismatch",
            view,
            f"the answer says {said!r}, but {tool} returned {leaf.pointer} = {leaf.raw!r}",
            reason="month_misstated",
            expected=leaf.raw,
            found=said,
            witness=witness_of(index, leaf, "output_value", "the month the output gives"),
        )
    return None


def _claim_months(ctx: CheckContext, view: ClaimView) -> list[tuple[int, int, int, int]]:
    """(year, month, start, end) of the months with a year and no day the claim names, at
    their places in the answer."""
    lang = ctx.answer.language
    begin = view.claim.start
    return [
        (year, month, begin + start, begin + end)
        for year, month, start, end in month_years(
            ctx.answer.text[begin : view.claim.end], lang, _month_words(lang)
        )
    ]


def _month_fields(index: EvidenceIndex) -> list[tuple[Leaf, tuple[int, int]]]:
    """The run's output values written to the month only, with (year, month) (once a run)."""
    hit: list[tuple[Leaf, tuple[int, int]]] | None = index.memo.get("month fields")
    if hit is None:
        hit = [
            (leaf, ym)
            for leaf in index.leaves
            if leaf.source == "output"
            and isinstance(leaf.raw, str)
            and (ym := month_of(leaf.raw)) is not None
            # (``base_year: "2011-12"``: a year and the next, a fiscal year, no month)
            and not {w.casefold() for w in key_words(leaf.key)} & _YEAR_KEY_WORDS
        ]
        index.memo["month fields"] = hit
    return hit


_YEAR_KEY_WORDS = frozenset({"year", "years", "fy", "season"})


def _month_in_texts(ctx: CheckContext, year: int, month: int) -> bool:
    """Whether an output's text names that month of that year in words ("मई 2025 का
    संशोधित सूचकांक", "the May 2025 figure"), in the answer's language or in English."""
    memo = f"months in texts {ctx.answer.language}"
    found: set[tuple[int, int]] | None = ctx.index.memo.get(memo)
    if found is None:
        lang = ctx.answer.language
        found = {
            (y, m)
            for leaf in ctx.index.leaves
            if leaf.source == "output" and isinstance(leaf.raw, str) and len(leaf.raw) > 7
            for y, m, _, _ in month_years(leaf.raw[:20000], lang, _month_words(lang))
        }
        ctx.index.memo[memo] = found
    return (year, month) in found


@cache
def _month_words(language: str) -> tuple[tuple[str, int], ...]:
    """English month words and the language's own, word -> month (the lexicons are loaded
    once, so once a language)."""
    words = {**load("en").dates_months, **load(language).dates_months}
    return tuple(words.items())


def _named_date_in(ctx: CheckContext, view: ClaimView, year: int, month: int) -> bool:
    """Whether an output date of that month sits under a key the claim names by a word or a
    concept (then the claim may speak of that date: "approved in September")."""
    words = ctx.answer.words
    low = view.text.lower()
    said = {stem(w) for w in _WORD.findall(low)}
    concepts = words.concepts_in(low) - _CLOCK_CONCEPTS
    for leaf in ctx.index.leaves:
        day = leaf.when.day if leaf.when is not None else None
        if leaf.source != "output" or day is None or (day.year, day.month) != (year, month):
            continue
        keys = [w.lower() for w in key_words(leaf.key)]
        if {stem(k) for k in keys} & said or concepts_of_words(keys) & concepts:
            return True
    return False
