"""Absence: "nothing found", "no open cases", "there's no referrer" against what the calls
returned.

An **absence claim** negates the existence of something (the ``[absence] phrases`` of the
lexicon): it is bound to what it denies, its *terms* (the content words of the claim, as
stems and concepts), and to the calls that looked for it (the calls whose tool, keys or
values carry those terms; the last call when nothing else binds).

- The claim is **false** (``false_absence``) when a bound call returned an item that
  carries the claim's distinctive terms (the witness is that item), when the field the
  claim denies holds a value (``referrer: "Tomasz"`` against "no referrer"), or when the
  bound call failed and the claim reports an empty result instead of the failure (the
  witness is the error).
- It is **verified** when the bound call returned nothing (an empty list, a zero total,
  a null or false field), or when the claim honestly reports the failure.
- Otherwise it says nothing checkable.
"""

from __future__ import annotations

import itertools
import json
import re
import weakref
from collections.abc import Sequence
from datetime import date, datetime
from decimal import Decimal
from functools import cache

from nyaya.checks.answer import HEDGING, ClaimView, Value
from nyaya.checks.base import (
    QUALIFIED_NAME,
    CheckContext,
    Outcome,
    asks_for_a_change,
    evidence_of,
    make_finding,
    quote,
    reads,
    witness_of,
    writes,
)
from nyaya.checks.language import (
    GENERIC_CONCEPTS,
    Words,
    actions_table,
    concepts_of_words,
    key_concepts,
    reach_marks,
    words_for,
)
from nyaya.checks.states import value_states
from nyaya.claims import regex_cache
from nyaya.claims.cues import find_cues
from nyaya.claims.lexicons import available, load
from nyaya.claims.phrases import compile_phrases, lowered
from nyaya.claims.scan import calendar_names
from nyaya.evidence.fold import WORD, fold, is_letters, key_words, sound_key, stem
from nyaya.evidence.index import (
    CallInfo,
    EvidenceIndex,
    Leaf,
    ListNode,
    Record,
    is_id_key,
    is_total_key,
)
from nyaya.report import Evidence, Finding, Witness
from nyaya.scoring.text import language_data
from nyaya.values.numbers import is_minor_key
from nyaya.values.temporal import parse_when
from nyaya.values.units import key_unit, unit, unit_of_word

__all__ = ["check_absence"]

_WORD = regex_cache.compile(WORD)
_HAN = regex_cache.compile(r"[\u3400-\u9fff]")
_HAN_RUN = regex_cache.compile(r"[\u3400-\u9fff]+")
_HAN_DENIED = regex_cache.compile(r"[未无無没沒缺]")
_GENERIC = frozenset(
    {
        "result",
        "results",
        "anything",
        "something",
        "nothing",
        "none",
        "any",
        "one",
        "thing",
        "things",
        "record",
        "records",
        "item",
        "items",
        "entry",
        "entries",
        "match",
        "matches",
        "data",
        "info",
        "information",
        "found",
        "find",
        "show",
        "shows",
        "turn",
        "turned",
        "came",
        "back",
        "empty",
        "list",
        "search",
        "there",
        "here",
        "your",
        "you",
        "the",
        "this",
        "that",
        "for",
        "with",
        "from",
        "and",
        "also",
        "either",
        "yet",
        "now",
        "currently",
        "right",
        "moment",
        "still",
        "other",
        "else",
        "more",
        "new",
        "well",
        "too",
        "today",
        "neither",
        "again",
        "anyway",
        "though",
        "however",
        # the same words of time in Spanish and Hindi ("ninguna por ahora", "अभी कोई नहीं")
        "ahora",
        "momento",
        "todavía",
        "aún",
        "actualmente",
        "hoy",
        "अभी",
        "फ़िलहाल",
        "फिलहाल",
    }
)
_EMPTY: tuple[object, ...] = (None, "", False, 0, [], {})
# a string value that says there is none ("surge": "none", "penalty": "n/a")
_NIL_WORDS = frozenset({"none", "no", "n/a", "na", "nil", "null", "off", "false"})
# the codes systems write for a value nobody gave (SPDX ``NOASSERTION``, ``UNSET``)
_NIL_CODES = frozenset(
    {"noassertion", "notset", "unset", "unspecified", "nodata", "not applicable"}
)
# a participle that says it has not been done yet ("unassigned", "unscheduled", "unknown"),
# or the placeholders for a value still to come ("TBD", "TBA", "TBC")
_UNDONE = regex_cache.compile(
    r"un(?!der)[a-z]{3,}(?:ed|wn)|tb[dac]|to be (?:decided|announced|confirmed)"
)
_NIL_FIRST_WORDS = frozenset({"no", "not", "none", "nothing", "unset", "unspecified"})
_CODE_SPLIT = regex_cache.compile(r"[_\-\s]+")
# keys of a factor applied to a price or a rate (``surge``, ``price_multiplier``): at 1 it
# changes nothing, so "no surge" holds
_FACTOR_KEY_WORDS = frozenset({"multiplier", "factor", "coefficient", "surge"})
_MONEY_KEY_WORDS = frozenset({"fee", "amount", "price", "charge", "cost", "inr", "usd", "eur"})


def _nil(leaf: Leaf) -> bool:
    """Whether a field's value says the thing is not there: empty, zero, false, a word for
    none, or a factor of 1 (``surge: 1.0``, ``peak_multiplier: 1``)."""
    if leaf.raw in _EMPTY:
        return True
    if isinstance(leaf.raw, str):
        said = leaf.raw.strip().casefold()
        if said in _NIL_WORDS or said in _NIL_CODES or _UNDONE.fullmatch(said):
            return True
        # a code whose first word denies ("NOT_PROVIDED", "no-data", "NONE_ON_FILE")
        first = _CODE_SPLIT.split(said, maxsplit=1)[0]
        return said != first and first in _NIL_FIRST_WORDS
    if leaf.number == 1 and not isinstance(leaf.raw, bool):
        words = set(key_words(leaf.key))
        return bool(words & _FACTOR_KEY_WORDS) and not words & _MONEY_KEY_WORDS
    return False


# a word in Latin letters with accents ("depósito", "excursión")
_ACCENTED = regex_cache.compile(r"[A-Za-z\u00c0-\u024f]+")


def _stem(word: str) -> str:
    """``stem`` after folding a Latin word's accents: "depósitos" meets ``deposits``'s
    neighbour ``listar_depositos`` and "excursión" the key ``excursions``, as they would
    if the answer had been typed without accents. Other scripts are left as they are."""
    if not word.isascii() and _ACCENTED.fullmatch(word):
        word = fold(word)
    return stem(word)


_CLAUSE_GAP = regex_cache.compile(r"[,;:.!?，；：。！？।]|\s[—–-]{1,2}\s")
# a label of a few words the text opens with, closed by a colon (in its bold or after it)
_LEAD_LABEL = regex_cache.compile(
    r"[\s*_#-]*[^\s,;:.!?，；：。！？।*]+(?:\s+[^\s,;:.!?，；：。！？।*]+){0,5}\s*(?:\*\*)?([:：])"
)


_NOT_YET = regex_cache.compile(r"(?i)ha(?:s|ve)(?:n't| not) been [a-z]+")


def _denied(text: str, failure: re.Match[str], hit: re.Match[str], language: str) -> bool:
    """Whether a failure word is the thing an absence denies ("no failed tasks", "没有失败的
    任务", "कोई असफल भुगतान नहीं"), not a report that the lookup failed: it stands in the
    absence's clause right after the phrase (before it in Hindi, where the verb's negation
    comes last)."""
    if hit.start() < failure.start() and failure.end() < hit.end():
        return True  # inside a gapped phrase: "कोई असफल जॉब नहीं"
    start, end = (failure.end(), hit.start()) if language == "hi" else (hit.end(), failure.start())
    return 0 <= end - start <= 20 and not _CLAUSE_GAP.search(text, start, end)


# a denial that one is among a list's items: the phrase and the lists its noun names
_Among = tuple[re.Match[str], list[ListNode]] | None


def check_absence(ctx: CheckContext, view: ClaimView) -> Outcome:
    if _after_a_condition(ctx, view) or _counted_denial(ctx, view):
        # "如果你们三位都来，就满员了", "你们报名以后正好满员": what is denied holds only once
        # the condition is met; the outputs tell how things stand now
        return Outcome(asserted="absence")
    beyond = _none_beyond(ctx, view)
    if beyond is not None:
        return beyond
    # (a denial that one is among a list's items: read once, for the filter and the witness)
    among = _membership_denied(ctx, view)
    out = _check(ctx, view, among)
    words = ctx.answer.words
    if not out.findings:
        listed = _listed_after_all(ctx, view, among)
        if listed is not None:
            out.findings.append(listed)
    if out.findings and _denied_of_a_part(view):
        # "2 of the 5 rooms have no heater": the denial is of some of a whole the claim
        # counts, which an item of another list (the heaters in stock) does not
        # contradict; only a list of that whole's size is the one it speaks of
        kept = [f for f in out.findings if _of_the_whole(ctx, f.witness, view)]
        if len(kept) < len(out.findings):
            out.findings = kept
            if not kept:
                out.asserted = "absence"
    if out.findings:
        headers = _denied_columns(ctx, view)
        if headers is not None:
            # "| Basic | 18 | none |" under "Setup fee": a cell that only denies says
            # its column has nothing for the row; a field that has a value is a witness
            # only when its key names that column
            kept = [f for f in out.findings if _names_column(ctx, f.witness, headers)]
            if len(kept) < len(out.findings):
                out.findings = kept
                if not kept:
                    out.asserted = "absence"
    if out.findings and words.has("exception", _denial_clauses(view)):
        # "no other nonstop flight", "nothing else": the items the answer gives are the
        # exception, so only a returned item the answer names nowhere is a witness
        given = _given_items(ctx)
        said = f" {fold(ctx.answer.text)} "
        kept = [
            f
            for f in out.findings
            if not _among(f.witness, given)
            # a name the answer writes out ("only the K7") though no anchor took it
            and not (
                f.witness is not None
                and isinstance(f.witness.value, str)
                and f" {fold(f.witness.value)} " in said
            )
        ]
        if len(kept) < len(out.findings):
            out.findings = kept
            if not kept:
                out.asserted = "absence"
    return out


def _stance(view: ClaimView) -> set[str]:
    """The claim's stance as a denial reads it: an offer that ends the sentence in a clause
    of its own ("…, want me to look further back?") neither asks nor offers what the
    clauses before it deny."""
    if "trailing_offer" in view.stance:
        return view.stance - {"question", "offer"}
    return view.stance


def _hedged(view: ClaimView) -> bool:
    return bool(_stance(view) & HEDGING)


def _after_a_condition(ctx: CheckContext, view: ClaimView) -> bool:
    """Whether a Chinese claim's sentence, up to the claim's end, sets a condition ("如果…",
    "一旦…") or an act of the user's still to come ("你们报名以后", "您付款之后")."""
    words = ctx.answer.words
    if words.language != "zh":
        return False
    # (the condition before the denial: "查不到，如果您有编号…" asks after it)
    first = words.absence.search(view.claim.text) if words.absence is not None else None
    end = view.claim.start + first.start() if first is not None else view.claim.start
    lead = ctx.answer.text[view.sentence[0] : end]
    conditional = words.stance.get("conditional")
    return bool(
        (conditional is not None and conditional.search(lead)) or _YOUR_ACT_AFTER.search(lead)
    )


def _counted_denial(ctx: CheckContext, view: ClaimView) -> bool:
    """Whether every denial of a Chinese claim follows a count of what it is said of, with
    only a measure word between ("2 场满员", "3 间已订满"): a count of the items in that
    state, which the counts check weighs, not a denial of them all."""
    words = ctx.answer.words
    if words.language != "zh" or words.absence is None:
        return False
    text, base = view.claim.text, view.claim.start
    ends = [
        v.end - base
        for v in view.values
        if v.kind == "number" and v.stated is not None and v.stated.value % 1 == 0
    ]
    denials = list(words.absence.finditer(text))
    return (
        bool(denials)
        and bool(ends)
        and all(
            any(
                0 <= m.start() - e <= 4 and _MEASURE_ONLY.fullmatch(text[e : m.start()])
                for e in ends
            )
            for m in denials
        )
    )


# (not "都": "两项都没有记录" denies both, it counts none of them)
_MEASURE_ONLY = regex_cache.compile(r"\s*[\u3400-\u9fff]?\s*(?:已经|已經|已)?\s*")


# the user's act, then "after" it: "你们三位报名以后", "您付款之后", "你到店以后"
_YOUR_ACT_AFTER = regex_cache.compile(
    r"(?:你们|你們|您|你)[^，,。；;！？]{1,12}?(?:之后|之後|以后|以後|后|後)"
)


def _denial_clauses(view: ClaimView) -> str:
    """The clauses of the claim that hold its denials (lower-cased): "no sale of it is on
    record, perhaps it went through another account" denies in its first clause only, and
    the other account is the guess's, no exception to the denial."""
    text = view.claim.text
    spans = [
        (c.start - view.claim.start, c.end - view.claim.start)
        for c in view.claim.cues
        if c.kind == "absence"
    ]
    if not spans:
        return text.lower()
    return " ".join(_clause_of(text, span) for span in spans)


def _listed_after_all(ctx: CheckContext, view: ClaimView, found: _Among) -> Finding | None:
    """A denial that a named one is among a list's items ("Nora isn't on the waitlist") when
    the list the sentence names holds an item with that name: the item is the witness. The
    name must stand before the denial and have been read in an item of that list (``found``:
    what :func:`_membership_denied` read of the claim)."""
    if _hedged(view) or _stance(view) & {"question", "conditional", "offer"}:
        return None
    if found is None:
        return None
    m, nodes = found
    index = ctx.index
    described = _described_item(ctx, view, m, nodes)
    if described is not None:
        return described
    matched = ctx.matched.get(view.id, {})
    for node in nodes:
        items, scalars = set(node.items), set(node.scalars)
        for i, value in enumerate(view.values):
            if value.kind != "name" or value.end - view.claim.start > m.start():
                continue
            for lid in matched.get(i, []):
                leaf = index.leaves[lid]
                if leaf.record is not None and _flag_denied(ctx, view, leaf.record):
                    continue
                if (leaf.record in items or lid in scalars) and leaf.source == "output":
                    said = f"{value.text.strip()!r} is not among them"
                    return _listed_finding(ctx, view, leaf, said, node)
    return None


def _flag_denied(ctx: CheckContext, view: ClaimView, rid: int) -> bool:
    """Whether the item holds a flag set false that the claim names by meaning ("not in
    stock" beside ``in_stock: false``): what the denial says is that flag, which holds."""
    return _false_flag_named(ctx, view, rid) is not None


def _false_flag_named(ctx: CheckContext, view: ClaimView, rid: int) -> Leaf | None:
    """The flag of :func:`_flag_denied`, or None."""
    concepts = ctx.answer.words.concepts_in(view.claim.text) - GENERIC_CONCEPTS
    if not concepts:
        return None
    index = ctx.index
    return next(
        (
            leaf
            for x in index.records[rid].leaves
            if (leaf := index.leaves[x]).source == "output"
            and leaf.raw is False
            and any(key_concepts(w) & concepts for w in key_words(leaf.key))
        ),
        None,
    )


def _listed_finding(
    ctx: CheckContext, view: ClaimView, leaf: Leaf, said: str, node: ListNode
) -> Finding:
    """The false absence whose witness is the listed item ``leaf`` of ``node``."""
    call = ctx.index.call_of(leaf)
    tool = call.call.tool if call is not None else "a tool"
    return make_finding(
        "false_absence",
        view,
        f"the answer says {said} ({quote(view.claim.text, 90)}), but {tool} returned "
        f"{leaf.pointer} = {leaf.raw!r} in {node.pointer or '/'}",
        reason="item_listed",
        expected=leaf.raw,
        found=view.claim.text.strip()[:120],
        witness=witness_of(ctx.index, leaf, "output_value", "the item that holds it"),
    )


def _described_item(
    ctx: CheckContext, view: ClaimView, m: re.Match[str], nodes: list[ListNode]
) -> Finding | None:
    """A denial that an item is on the list the sentence names ("the gift wrap isn't on the
    order") when an item of that list, or of a list inside its items (an order's lines),
    is described by the very words the claim names it with before the denial: that item is
    the witness. Two words and eight letters or more (four Han characters), as the output
    writes them, not a short name taken apart."""
    index = ctx.index
    said = f" {fold(view.claim.text[: m.start()])} "
    inner = {n.id for n in nodes}
    for other in index.lists:
        if other.parent is not None and any(
            r.list_id in inner for r in index.ancestors(other.parent)
        ):
            inner.add(other.id)
    # the record the denial is of: with several (two orders), the one the sentence names,
    # else none ("the wrap isn't on SO-2" when SO-1 holds it is true)
    outer = {rid for n in nodes for rid in n.items}
    named = outer & (_claim_scope(ctx, view) or set())
    for lst in (index.lists[i] for i in sorted(inner)):
        for rid in lst.items:
            if _item_gone(index, rid) or _flag_denied(ctx, view, rid):
                continue  # (a line removed or of quantity 0 is rightly not on the order)
            owner = next((r.id for r in index.ancestors(rid) if r.id in outer), None)
            if (owner not in named) if named else len(outer) > 1:
                continue
            for lid in index.records[rid].leaves:
                leaf = index.leaves[lid]
                if leaf.kind != "string" or leaf.source != "output" or leaf.text is not None:
                    continue
                words = fold(str(leaf.raw))
                letters = words.replace(" ", "")
                if _HAN.search(letters):
                    if len(letters) < 4 or not all(_HAN.match(c) for c in letters[:4]):
                        continue  # (a name of three characters, "林*然", is no description)
                elif len(words.split()) < 2 or len(letters) < 8:
                    continue
                if (
                    (letters not in said.replace(" ", ""))
                    if _HAN.search(letters)
                    else (f" {words} " not in said)
                ):
                    continue
                return _listed_finding(ctx, view, leaf, f"{leaf.raw!r} is not there", lst)
    return None


# the words of a line's state that take it off its list ("removed", "void"), beside the
# states the [states] tables name (cancelled, rejected, expired)
_GONE_WORDS = frozenset(
    {"removed", "deleted", "void", "voided", "withdrawn", "dropped", "excluded", "inactive"}
)
_GONE_STATES = frozenset({"cancelled", "rejected", "expired"})
_HOW_MANY_KEYS = frozenset({"qty", "quantity", "count", "units", "included", "selected"})


def _item_gone(index: EvidenceIndex, rid: int) -> bool:
    """Whether an item's own fields take it off its list: a state that removes it, or a
    quantity of zero (or an ``included: false``)."""
    for lid in index.records[rid].leaves:
        leaf = index.leaves[lid]
        words = set(key_words(leaf.key))
        if words & _HOW_MANY_KEYS and (leaf.raw is False or leaf.number == 0):
            return True
        if (
            isinstance(leaf.raw, str)
            and leaf.text is None
            and len(leaf.raw) <= 40
            and (value_states(leaf.raw) & _GONE_STATES or set(key_words(leaf.raw)) & _GONE_WORDS)
        ):
            return True
    return False


# the party a place is denied for: "for 3", "for a group of 3", "para 4 personas", "para un
# grupo de 3"
_PARTY = regex_cache.compile(
    r"\b(?:for|para)\s+(?:(?:a|an|un|una)\s+(?:group|party|grupo)\s+(?:of|de)\s+)?(\d{1,2})"
    r"(?=\s|$|[.,;])",
    re.IGNORECASE,
)


def _party_size(text: str) -> int:
    """The size of the party a claim denies places for (1 when it names none)."""
    m = _PARTY.search(text)
    return max(1, int(m.group(1))) if m else 1


def _none_beyond(ctx: CheckContext, view: ClaimView) -> Outcome | None:
    """A denial that any item reaches or passes a figure ("none of the lots reaches the 6 you
    need", "ninguno supera los 40 kg"), settled by the one list whose items hold one figure
    of that kind: an item at or past it is the witness of a false absence; none, the denial
    holds. The figure follows a verb of reaching or a comparison word."""
    words = ctx.answer.words
    if words.absence is None or _stance(view) & {"question", "conditional", "offer"}:
        return None
    low = view.claim.text.lower()
    hit = words.absence.search(low)
    if hit is None:
        return None
    # (a hedge of a later clause, "..., so I couldn't promise one dye lot", leaves it flat)
    cut = _CLAUSE_GAP.search(low, hit.end())
    hedge = words.stance.get("hedge")
    if hedge is not None and hedge.search(low, 0, cut.start() if cut else len(low)):
        return None
    base = view.claim.start
    reach, more = reach_marks(words.language), words.more
    for v in view.values:
        if not v.is_number or v.stated is None or v.start - base < hit.end():
            continue
        before = low[max(0, v.start - base - 16) : v.start - base].rstrip(" *")
        ends = [
            (kind, m)
            for kind, p in (("reach", reach), ("more", more))
            if p is not None
            for m in p.finditer(before)
            if m.end() == len(before)
        ]
        if not ends:
            continue
        inclusive = ends[0][0] == "reach"
        fields = _figure_fields(ctx)
        if fields is None or not _same_measure(v, fields[0]):
            return None
        n = v.stated.value
        over = [leaf for leaf in fields if leaf.number is not None and
                (leaf.number >= n if inclusive else leaf.number > n)]  # fmt: skip
        out = Outcome()
        if not over:
            out.verified_claim = True
            out.evidence.extend(evidence_of(ctx.index, leaf) for leaf in fields[:2])
            return out
        out.findings.append(_result_finding(ctx, view, over[0], "field_has_value"))
        return out
    return None


def _same_measure(value: Value, leaf: Leaf) -> bool:
    """Whether an output figure may be the stated one's kind: a figure the answer gives a
    unit or a currency ("over 20 lb", "más de 40 €") is no figure a field holds in another
    kind (a restriction to "no lifting over 20 lb" beside the dollars paid on each claim
    denies nothing of those); a field of no known kind may be it."""
    from nyaya.evidence.derive import leaf_kind

    stated = value.stated
    if stated is None:
        return True
    want: str
    if stated.kind in ("money", "percent"):
        want = stated.kind
    elif stated.unit and (u := unit(stated.unit)) is not None:
        want = f"measure:{u.dimension}"
    else:
        return True
    have = leaf_kind(leaf)
    if have.startswith("measure:"):
        have = ":".join(have.split(":")[:2])
    elif leaf.unit is None and (u := unit(key_unit(leaf.key) or "")) is not None:
        have = f"measure:{u.dimension}"
    if want in ("money", "percent") and have == "count":
        return False  # ("over 3%" beside lines of 600 units: a count is no share)
    return have == want or have in ("count", "plain")


def _figure_fields(ctx: CheckContext) -> list[Leaf] | None:
    """The one figure each item of the run's one list of items holds (its only numeric field
    that is no id), or None when there is not exactly one such list and field."""
    from nyaya.checks.counts import _output_lists  # (counts imports this module)

    index = ctx.index
    found: list[list[Leaf]] = []
    for node in _output_lists(index):
        if len(node.items) < 2:
            continue
        by_key: dict[str, list[Leaf]] = {}
        for rid in node.items:
            for lid in index.records[rid].leaves:
                leaf = index.leaves[lid]
                if leaf.number is not None and leaf.kind == "number" and leaf.text is None:
                    by_key.setdefault(leaf.key, []).append(leaf)
        keys = [
            k for k, leaves in by_key.items() if len(leaves) == len(node.items) and not is_id_key(k)
        ]
        if len(keys) == 1:
            found.append(by_key[keys[0]])
    return found[0] if len(found) == 1 else None


def _membership_denied(ctx: CheckContext, view: ClaimView) -> _Among:
    """Where the claim denies that one is among a list's items ("the card isn't among the
    accepted methods") and the output lists its noun names: the phrase and those lists."""
    from nyaya.checks.counts import _list_words  # (counts imports this module)

    language = ctx.answer.language
    phrases = _not_among(language)
    low = view.claim.text.lower()
    m = phrases.search(low) if phrases is not None else None
    if m is None:
        return None
    # the list's noun: after the phrase, or before it where the postposition comes last
    if language == "hi":
        window = low[max(0, m.start() - 40) : m.start()]
        container = " ".join(window.split()[-2:])
        absence = ctx.answer.words.absence
        if absence is not None and any(
            h.start() < m.start() < h.end() for h in absence.finditer(low, max(0, m.start() - 30))
        ):
            # ("इनवॉइस अभी सिस्टम में नहीं है": a denial of its own, unless the container right
            # before "में" is the list itself, "प्रतीक्षा सूची में नहीं")
            window = container
    else:
        window = low[m.end() : m.end() + 40]
    concepts = ctx.answer.words.concepts_in(window)
    if "stock" in concepts:
        return None  # "not in stock", "स्टॉक में नहीं": a state of the item, no list it is off
    said = {stem(w) for w in re.findall(r"\w+", window)} | concepts
    if _HAN.search(window):
        said |= {window[k : k + 2] for k in range(len(window) - 1)}
    index = ctx.index
    nodes = [
        node
        for node in index.lists
        if node.source == "output"
        and (node.items or node.scalars)
        and not (node.call is not None and index.calls[node.call].failed)
        and (_list_words(index, node) - GENERIC_CONCEPTS) & said
    ]
    return (m, nodes) if nodes else None


@cache
def _not_among(language: str) -> re.Pattern[str] | None:
    return compile_phrases(actions_table().get("not_among", {}).get(language, []))


def _denied_columns(ctx: CheckContext, view: ClaimView) -> list[list[frozenset[str]]] | None:
    """The words of the headers of the table cells of the claim's row that hold nothing but
    a denial ("none"), or None when the claim is no table row or its denial stands inside a
    cell's sentence."""
    text = ctx.answer.text
    row = ctx.answer.tables.get(text.rfind("\n", 0, view.claim.start) + 1)
    absence = ctx.answer.words.absence
    if row is None or absence is None:
        return None
    denied = []
    for start, end, header in row.cells:
        cell = lowered(text[start:end].strip(" *_"))
        if not cell or not header:
            continue
        m = absence.search(cell)
        if m is not None and m.start() == 0 and m.end() == len(cell):
            denied.append(_header_terms(ctx.answer.words, header))
        elif m is not None:
            return None  # a denial inside a sentence of a cell is read as written
    return denied or None


def _header_terms(words: Words, header: str) -> list[frozenset[str]]:
    """Each word of a column header as the forms a key may name it by: its stem, and its
    concepts ("Cuota" -> fee). A word of another language with no concept is left out."""
    terms = []
    for w in key_words(fold(header)):
        concepts = words.concept_of_word.get(w, frozenset()) | words.concept_of_word.get(
            stem(w), frozenset()
        )
        concepts = concepts - GENERIC_CONCEPTS
        if words.language == "en" or concepts:
            terms.append(frozenset({stem(w), *concepts}))
    return terms


def _names_column(
    ctx: CheckContext, witness: Witness | None, headers: list[list[frozenset[str]]]
) -> bool:
    """Whether the witness is a field whose key names a denied column: every word of the
    column's header is a word or a concept of the key ("setup_fee" for "Setup fee", not
    "late_fee"). A header none of whose words can be read keeps the witness."""
    if witness is None or witness.pointer is None:
        return True
    key = witness.pointer.rsplit("/", 1)[-1]
    forms = {stem(w) for w in key_words(key)}
    if not forms:
        return True
    forms |= concepts_of_words(key_words(key))
    return any(not header or all(term & forms for term in header) for header in headers)


def _failure_reported(view: ClaimView, low: str, words: Words) -> bool:
    """Whether the claim reports, plainly, that a lookup failed ("it failed twice", "no pude
    consultar"): a failure phrase not hedged, conditional or foretold."""
    if words.failure is None:
        return False
    return any(
        not _qualified(low, m.start(), m.end(), words)
        and not _predicted(low, m.start(), m.end(), words)
        for m in words.failure.finditer(low)
    )


def _ignored_retry(ctx: CheckContext, failed: list[CallInfo]) -> Leaf | None:
    """The first value a retry returned, when every failed lookup was made again with the
    same tool and answered, and the answer uses nothing of what the retries returned: "it
    failed both times" then reports a failure the run recovered from (the retry's result is
    the witness). None when a failure stands, or the answer reports the retry's results."""
    from nyaya.checks.values import anchors_of

    index = ctx.index
    lookups = [c for c in failed if not writes(c)]
    if not lookups:
        return None
    retries: list[CallInfo] = []
    for call in lookups:
        later = next(
            (
                c
                for c in index.calls[call.index + 1 :]
                if c.call.tool == call.call.tool and c.usable and not c.failed and c.lists
            ),
            None,
        )
        if later is None:
            return None
        retries.append(later)
    answered = {c.index for c in retries}
    for claim in ctx.answer.claims:
        for a in anchors_of(ctx, claim):
            leaf = index.leaves[a.leaf]
            if leaf.source == "output" and leaf.call in answered:
                return None
    first = retries[0]
    node = next((index.lists[n] for n in first.lists if index.lists[n].length), None)
    if node is None or not node.items:
        return None  # the retry found nothing: "no results" would be its answer too
    return next(
        (leaf for leaf in index.subtree_leaves(node.items[0], depth=0) if leaf.raw not in _EMPTY),
        None,
    )


def _failure_answered(
    ctx: CheckContext,
    view: ClaimView,
    leaf: Leaf,
    reason: str,
    said: str,
    outcome: str,
    expected: str,
    anonymous: str,
) -> Finding:
    """The finding for a failure the answer reports where the run shows ``leaf`` returned:
    what the answer says, what the call did, and the value it returned."""
    holder = ctx.index.call_of(leaf)
    message = (
        f"the answer says {said} ({quote(view.claim.text, 90)}), but "
        f"{holder.call.tool if holder else anonymous} {outcome}: "
        f"{leaf.pointer or '/'} = {_short(leaf.raw)!r}"
    )
    finding = _result_finding(ctx, view, leaf, reason)
    return finding.model_copy(update={"message": message, "expected": expected})


def _act_done(ctx: CheckContext, low: str) -> Leaf | None:
    """The output that shows done an act a failure report names by its verb ("could not
    generate it" beside ``generate_statement``, "the change didn't save" beside
    ``update_address``), in a run where no call failed: a status in the verb's own word
    (``generated``, ``updated``) or a success flag (``ok: true``). Words of five letters or
    more meet the tool's verb by their first five (a Spanish infinitive meets an English
    name: "generar", ``generate``)."""
    index = ctx.index
    if not index.calls or any(c.failed for c in index.calls):
        return None  # a failure there may be the one the answer reports
    heads = {fold(w)[:5] for w in _WORD.findall(low) if len(w) >= 5 and is_letters(w)}
    for call in index.calls:
        if not call.usable or reads(call) or not call.name_words:
            continue
        verb = fold(call.name_words[0])
        if len(verb) < 5 or verb[:5] not in heads:
            continue
        for lid in range(*call.leaf_range):
            leaf = index.leaves[lid]
            if leaf.source != "output" or leaf.text is not None:
                continue
            last = key_words(leaf.key)[-1:]
            if (last and last[0] in _SUCCESS_FLAGS and leaf.raw is True) or (
                isinstance(leaf.raw, str)
                and set(last) & _STATUS_WORDS
                and fold(leaf.raw)[:5] == verb[:5]
            ):
                return leaf
    return None


_SUCCESS_FLAGS = frozenset({"ok", "success", "succeeded", "done", "completed"})


def _given_items(ctx: CheckContext) -> set[tuple[str | None, str]]:
    """The returned items (receipt, pointer) any claim of the answer names by a value, and
    the names themselves (None, folded value)."""
    from nyaya.checks.values import anchors_of

    index = ctx.index
    out: set[tuple[str | None, str]] = set()
    for claim in ctx.answer.claims:
        for a in anchors_of(ctx, claim):
            leaf = index.leaves[a.leaf]
            call = index.call_of(leaf)
            if leaf.source != "output" or call is None:
                continue
            for record in index.ancestors(leaf.record):
                if record.list_id is not None:
                    out.add((call.receipt_id, record.pointer))
                    break
            if isinstance(leaf.raw, str):
                out.add((None, fold(leaf.raw)))  # its name: another item of that name is it too
    return out


def _among(witness: Witness | None, given: set[tuple[str | None, str]]) -> bool:
    if witness is None or witness.kind != "result":
        return False
    if isinstance(witness.value, str) and (None, fold(witness.value)) in given:
        return True
    pointer = (witness.pointer or "/") + "/"
    return any(
        receipt == witness.receipt_id and pointer.startswith(item + "/") for receipt, item in given
    )


def _check(
    ctx: CheckContext, view: ClaimView, among: _Among, settled: tuple[int, int] | None = None
) -> Outcome:
    """What the claim's denials are against the outputs; ``settled``, a clause whose places
    are told already, whose phrases are not read again."""
    out = Outcome()
    words = ctx.answer.words
    if words.absence is None or "question" in _stance(view):
        return out
    low = view.claim.text.lower()
    full = _full(view, low, words) if settled is None else None
    if full is not None and _places(ctx, view, _Bound(), _PLACE_CONCEPTS, full, out):
        if not (out.findings or out.verified_claim):
            out.asserted = "absence"
        elif not out.findings:
            # ("none of the oak left, and the dark oak is sold out too": the sold-out clause
            # holds; the denial of another clause has its own witness)
            other = _check(ctx, view, among, _clause_bounds(low, full))
            if other.findings:
                return other
        return out
    clash = _clash_denied(view, low, words)
    if clash is not None and _overlaps(ctx, view, out):
        return out
    if _failure_reported(view, low, words):
        retry = _ignored_retry(ctx, [c for c in ctx.index.calls if c.failed])
        if retry is not None:
            # "it failed both times" when the second try answered
            out.findings.append(
                _failure_answered(
                    ctx,
                    view,
                    retry,
                    "retry_succeeded",
                    "the lookup failed",
                    "answered when it was made again",
                    "what the retry returned",
                    "it",
                )
            )
            return out
        went = _act_done(ctx, low)
        if went is not None:
            # "it was not possible to generate it" beside generate_statement's
            # ``status: generated``: the act the answer says failed went through
            out.findings.append(
                _failure_answered(
                    ctx,
                    view,
                    went,
                    "act_succeeded",
                    "it could not be done",
                    "went through",
                    "what the act returned",
                    "the call",
                )
            )
            return out
    passed = _bound_passed(ctx, view, low, words)
    if passed is not None:
        # "no one went over the level" beside a worker flagged ``level_exceeded``
        out.findings.append(_result_finding(ctx, view, passed, "field_has_value"))
        return out
    hits = [
        h
        for h in words.absence.finditer(low)
        if not _qualified(low, h.start(), h.end(), words)
        and not _predicted(low, h.start(), h.end(), words)
        and not _deduced(low, h.start(), words)
        and not _counted(low, h.start())
        and not _free_choice(low, h.start(), words)
        and not _gerund_subject(low, h.start(), h.end(), words)
        and not _judged(ctx, low, (h.start(), h.end()), words)
        and not _either(low, h.start(), h.end())
        and not _beyond_a_field(ctx, low, h.start(), h.end())
        and not _short_of_a_figure(low, h.end(), words)
        and not (settled is not None and settled[0] <= h.start() < settled[1])
        # ("the tent yes, the stove no –", "la tienda sí, el hornillo no."): an answer
        and not (
            h.group().strip() == "no"
            and _ANSWER_NO.match(low, h.end())
            and _ANSWER_YES.search(low, 0, h.start())
        )
    ]
    if among is not None:
        # "the card isn't among the methods it lists": whether one is among the items, which
        # only an item of that name contradicts (:func:`_listed_after_all`), not the items
        a, b = among[0].span()
        hits = [h for h in hits if not (h.start() < b and a < h.end())]
    if not hits:
        return out
    index = ctx.index
    from nyaya.checks.values import anchors_of

    quoted = [
        (a.start - view.claim.start, a.end - view.claim.start)
        for a in anchors_of(ctx, view)
        if index.leaves[a.leaf].source == "output"
        # the value is the anchor's whole text, not a part of a run of Han around it
        and len(str(index.leaves[a.leaf].raw)) >= 0.8 * (a.end - a.start)
    ]
    # "| No reward | 51 |": the phrase is an output's own value (a tier's name), not a denial
    hits = [h for h in hits if not any(s <= h.start() and h.end() <= e for s, e in quoted)]
    # "延误罚款是因为…": a Han phrase inside an output's own short value (a fee so named)
    hits = [h for h in hits if not _inside_han_value(index, low, h.start(), h.end())]
    if not hits:
        return out
    if not index.calls:
        return out
    reports_failure = words.failure is not None and any(
        not any(_denied(low, f, h, view.claim.language) for h in hits)
        for f in words.failure.finditer(low)
    )
    failed = [c for c in index.calls if c.failed]
    reports_failure = reports_failure or _quotes_the_error(low, failed)
    if reports_failure and failed:
        out.verified_claim = True
        for c in failed[:2]:
            out.evidence.append(
                Evidence(receipt_id=c.receipt_id, field="/error", value=(c.call.error or "")[:200])
            )
        return out
    # "no other hall is free" speaks of the named hall's siblings, not of the named hall
    exception = words.has("exception", low)
    scope = None if exception else _claim_scope(ctx, view)
    mentioned = _mentioned_leaves(ctx, view)
    out.asserted = "absence"  # cleared when a call settles it either way
    for hit in hits:
        terms = _np_terms(view, hit.start(), hit.end())
        if not terms or _restated_denial(ctx, view, hit):
            continue
        if _after_a_negated_condition(low, hit.start(), words):
            # "if it doesn't sell, there's no credit", "si no se vende, no hay crédito": what
            # is denied is the outcome of a case that has not happened; the value a field
            # holds for the other case is no witness
            continue
        phrase_words = _absence_words(words)
        inside = [
            w
            for w in _WORD.findall(view.claim.text[hit.start() : hit.end()])
            if w.lower() not in phrase_words
        ]
        # a gap holds the verb ("hasn't placed any orders"): the noun still follows the phrase
        head = (
            " ".join(inside) + " " + _head_text(view, hit.end())
            if inside
            else _head_text(view, hit.end())
        )
        head += _option_complement(view, head, (hit.start(), hit.end()), phrase_words)
        if _exceeding(words, head):
            # "没超出额度", "it did not go over the limit": a figure denied to pass another, a
            # comparison the figures settle, not a thing that is missing
            continue
        # "neither room has a projector", "ningún turno tiene monitor": what no item
        # has is the thing denied, the items are where it is looked for
        owned = _HAS_AFTER_NOUN.match(head)
        if owned is not None and _WORD.search(head, owned.end()):
            head = head[owned.end() :]
        # a phrase that ends its clause ("名额都已满", "कोटा भर चुका है") denies the noun before it
        # (a word of time after it, "isn't in the system yet", closes it too)
        clause_final = not (
            {w.lower() for w in _WORD.findall(head)} - _AUXILIARIES - _NOT_YET_WORDS
        ) and _WORD.search(view.claim.text[: hit.start()])
        # "the receipt hasn't been issued yet": a thing not made yet is the subject
        not_yet = _NOT_YET.fullmatch(hit.group()) is not None
        if (
            clause_final
            or not_yet
            # "样衣还没有寄出": what follows the denial is a verb, so the thing not yet
            # acted on is the noun before it
            or _han_verb_head(words, head)
            or (
                _HAN.search(head)
                and (
                    not _han_content(head, view.claim.language)
                    or head.lstrip().startswith(_PASSIVE_BY)
                )
            )
        ):
            # "退款这块没有找到任何单据": the denied noun led the clause
            head = _BREAK.split(
                view.claim.text[max(0, hit.start() - 50) : hit.start()][::-1], maxsplit=1
            )[0][::-1]
            lead = _lead_label(view.claim.text, hit.start() - len(head))
            if not any(_item_scores(index, _content_words(lead)).values()):
                lead = ""  # (a label that names no returned item binds nothing)
            head = f"{_label(view, hit.start(), hit.end())} {lead}{head}"
        if (
            _severe_denied(ctx, head)
            and _named_in_a_title(ctx, view, hit.start(), hit.end()) is None
        ):
            # "no major issues" beside three minor ones: no item of that degree ("no large
            # tote in stock" beside a product named "Canvas large tote" names that product)
            continue
        head_terms = [
            _stem(w.lower())
            for w in _WORD.findall(head)
            if (len(w) > 2 or _HAN.search(w))
            and w.lower() not in phrase_words
            # ("nothing more to sign": "more" names no field, ``has_more`` least of all)
            and w.lower() not in _STOP
        ] + _genitive_kind(view, hit.start())
        if clause_final and view.claim.language == "en":
            # ("the sale deed isn't on file yet": the noun before it is what an item's values
            # must name, not the words after the phrase)
            terms = [t for t in head_terms if t not in terms] + terms
        if view.claim.language != "en":
            # an answer in another language meets English keys through concepts, which may
            # span a preposition ("llamados a revisión" is a recall)
            phrase = _BREAK.split(view.claim.text[hit.end() : hit.end() + 70], maxsplit=1)[0]
            low_phrase = phrase.lower()
            starts = len(low_phrase) - len(low_phrase.lstrip())
            concepts = set(words.concepts_in(head))
            for multi, named_concepts in words.multi_concepts:
                at = low_phrase.find(multi)
                if 0 <= at <= starts + len(head.strip()):
                    concepts |= named_concepts  # it begins in the head
            head_terms += sorted(concepts - _GENERIC_CONCEPTS)
            # a concept too common to bind a field ("टिप्पणी", a note) still names a list of
            # such items an output returned (``remarks: [...]``): each item is one
            head_terms += sorted(_listed_concepts(index, concepts & _GENERIC_CONCEPTS))
        borrowed = _loanwords(index, terms + head_terms)
        if view.claim.language != "en":
            # a noun the lexicon knows no concept of may still be a cognate of a key
            unknown = [t for t in head_terms if is_letters(t) and not words.concepts_in(t)]
            names = _concept_names()
            borrowed += _loanwords(index, [t for t in unknown if t not in names], True)
            borrowed += _cognates(index, [t for t in head_terms if t not in names])
        terms += [t for t in borrowed if t not in terms]
        head_terms += [t for t in borrowed if t not in head_terms]
        local = None if exception else _nearest_scope(ctx, view, hit.start())
        local = local or scope
        exact = _exact(ctx.answer.language)
        if local is None and exact is not None and exact.search(head.lower()):
            # "no exact date yet": a denial of a precise value of a thing the claim does not
            # name; a date field of some record is no witness against it
            continue
        properties = words.concepts_in(head) & _ITEM_PROPERTIES
        if local is None and not exception and properties:
            # "no date assigned yet for the practical exam": the one item the complement names
            local = _object_scope(ctx, view, hit.end())
        if local is not None and properties and _one_item(index, local):
            # its own date is then what the claim denies (a date, a time, an amount: a
            # common noun for the item, too common to bind across the outputs)
            head_terms += sorted(properties - set(head_terms))
        claim_fold = f" {fold(view.claim.text)} "
        bound = _bound(index, terms, local, mentioned, head_terms or None, claim_fold)
        near = local
        if local is not None and local is not scope and bound.none_named():
            # "..., and the exchange desk for them is clear": the nearest name ("them") holds
            # nothing the noun names, so the claim's own scope is what it speaks of
            local = scope
            bound = _bound(index, terms, local, mentioned, head_terms or None, claim_fold)
        row = (
            _named_row(index, near, set(head_terms)) if near is not None and not exception else None
        )
        if row is not None and _judge_row(ctx, view, row, head_terms, mentioned, out):
            return out
        searched = _searched_place(ctx, view, (hit.start(), hit.end()))
        if searched is not None:
            bound = _within(index, bound, searched)
        day = _day_lists(ctx, view, bound, hit.start())
        if day is not None:
            bound = day
        month = _month_call(ctx, view, bound)
        if month is not None:
            # "June: no trips" beside an empty June search and a July one with seats: the
            # lookup of the month the claim names is what it reports
            bound = _within(index, bound, month)
        if (exception or _beyond_the_first(low)) and _one_spoken_of(ctx, bound):
            # "one delivery is booked; there's no other (second, further) one yet" beside a
            # list of that one: the denial is of what is beyond it, and the list holds none
            continue
        if _event_recorded(ctx, view, bound, local, (hit.start(), hit.end()), head_terms, out):
            return out
        denied = set(head_terms) | words.concepts_in(head)
        if not any(c.failed for c in bound.calls) and _places(
            ctx, view, bound, denied, (hit.start(), hit.end()), out
        ):
            return out
        if not exception and _weekday_settles(ctx, view, bound, (hit.start(), hit.end()), out):
            return out
        if not exception and _weekend_settles(ctx, view, bound, (hit.start(), hit.end()), out):
            return out
        keyed, nil = _keyed_figure(ctx, view, hit.start(), hit.end())
        named = (
            _named_result(ctx, view, hit.start(), hit.end())
            or _recorded_item(ctx, view, (hit.start(), hit.end()))
            or keyed
            or _topic_noted(ctx, view, hit.start(), hit.end())
            or _named_in_a_title(ctx, view, hit.start(), hit.end())
        )
        if named is not None and _of_another_day(ctx, view, named, (hit.start(), hit.end())):
            # "May 26: 0.31 in, no post-storm inspection logged" beside the post-storm one of
            # May 14: an item of another day than the denial's is no witness of it
            named = None
        if named is None and nil is not None:
            # "no size 42 pairs" beside the size-42 line at ``pairs: 0``: that line holds it
            out.verified_claim = True
            out.evidence.append(evidence_of(index, nil))
            return out
        if named is not None and not _of_what_lacks(named.pointer):
            out.findings.append(_result_finding(ctx, view, named, "result_exists"))
            return out
        went = None if exception else _done_by_the_tool(ctx, head_terms)
        if went is not None:
            out.findings.append(_result_finding(ctx, view, went, "field_has_value"))
            return out
        if not bound.calls:
            window = _BREAK.split(view.claim.text[hit.end() : hit.end() + 80], maxsplit=1)[0]
            lead = _BREAK.split(view.claim.text[max(0, hit.start() - 40) : hit.start()])[-1]
            denied_kind = words.concepts_in(head) & _CHARGES
            if _by_names(ctx, view, out, window, _last_words(lead), denied_kind) and out.findings:
                return out
            only = [c for c in index.calls if not writes(c)]
            if only and all(c.failed for c in only) and not reports_failure:
                # every search the run made failed: "nothing found" cannot rest on any of them
                bound = _Bound()
                bound.calls = only
                _judge(ctx, view, bound, terms, reports_failure, out)
                return out
            continue
        done = _judge(
            ctx,
            view,
            bound,
            terms,
            reports_failure,
            out,
            head_terms,
            local is not None,
            (hit.start(), hit.end()),
            _given_items(ctx) if exception else None,
            _genitive_kind(view, hit.start()),
        )
        if done and (out.findings or hit is hits[-1] or not out.verified_claim):
            out.verified_claim = out.verified_claim and not out.findings
            return out
        # "nothing under A, and B came back empty as well": each denial is settled on
        # its own, and a later one may still meet its witness
    return out


# An event a denial names by its verb ("nothing came in", "no ha llegado", "नहीं पहुँचा",
# "还没到货") and the values of a status field that record it happened (``delivered``): the
# output says the event in other words than the answer's. Each verb is the event's own
# participle or past, never a noun of it ("no delivery fee" denies a fee, not an arrival).
_DEVANAGARI_EDGE = r"(?<![\u0900-\u097f])", r"(?![\u0900-\u097f])"
_EVENTS: tuple[tuple[str, str, frozenset[str]], ...] = (
    (
        "en",
        r"\b(?:arrived|come in|came in|turned up)\b",
        frozenset({"delivered", "received", "arrived"}),
    ),
    (
        "es",
        r"\b(?:llegad[oa]s?|llegó|llegaron|entregad[oa]s?)\b",
        frozenset({"delivered", "received", "arrived"}),
    ),
    (
        "hi",
        _DEVANAGARI_EDGE[0] + r"(?:आया|आई|आए|आये|आयी|पहु[ँं]चा|पहु[ँं]ची|पहु[ँं]चे)" + _DEVANAGARI_EDGE[1],
        frozenset({"delivered", "received", "arrived"}),
    ),
    (
        "zh",
        r"到了|到货|到貨|送达|送達|送到|签收|簽收",
        frozenset({"delivered", "received", "arrived"}),
    ),
    ("en", r"\bissued\b", frozenset({"issued"})),
    ("es", r"\b(?:emitid[oa]s?|expedid[oa]s?)\b", frozenset({"issued"})),
    ("hi", r"जारी" + _DEVANAGARI_EDGE[1], frozenset({"issued"})),
    # 开 issues an invoice or a ticket only with one as its object ("开过发票", "开了票")
    (
        "zh",
        r"签发|簽發|开具|開具|出具|[开開](?:过|過|了|好|出)?(?:[发發]?票|收据|收據)",
        frozenset({"issued"}),
    ),
    ("en", r"\b(?:shipped|dispatched|sent out)\b", frozenset({"shipped", "dispatched"})),
    ("es", r"\b(?:enviad[oa]s?|despachad[oa]s?)\b", frozenset({"shipped", "dispatched"})),
    (
        "hi",
        _DEVANAGARI_EDGE[0] + r"(?:भेजा|भेजी|भेजे|रवाना)" + _DEVANAGARI_EDGE[1],
        frozenset({"shipped", "dispatched"}),
    ),
    ("zh", r"发货|發貨|发出|發出|寄出", frozenset({"shipped", "dispatched"})),
    # a time set for something to happen ("the inspection isn't scheduled yet", "还没排期")
    ("hi", r"(?:निर्धारित|शेड्यूल)" + _DEVANAGARI_EDGE[1], frozenset({"scheduled"})),
    ("zh", r"排期|排上|排好|安排", frozenset({"scheduled"})),
)
# the denial of anything at all ("nothing has come in for the lab"): what follows the verb
# is where or for whom, not a noun the denial is of
_NOTHING = (["nothing"], ["nada"], ["कुछ", "नहीं"], ["कुछ", "भी", "नहीं"])
# a state an event leads to: what was shipped and is now on its way or delivered was shipped
_LATER_STATES = {
    "shipped": frozenset({"in transit", "out for delivery", "delivered"}),
}


def _event_states(language: str, clause: str) -> tuple[frozenset[str], list[str]]:
    """The status values that record the event the clause's verb names, and the verbs."""
    found: set[str] = set()
    verbs: list[str] = []
    for lang, pattern, states in _EVENTS:
        if lang in (language, "en") and (m := re.search(pattern, clause)):
            found |= states
            verbs.append(m.group())
            for state in states:
                found |= _LATER_STATES.get(state, frozenset())
    return frozenset(found), verbs


def _of_anything(view: ClaimView, span: tuple[int, int]) -> bool:
    """Whether the absence phrase is a denial of anything at all ("nothing", "nada")."""
    phrase = view.claim.text[span[0] : span[1]]
    return not _WORD.sub("", phrase).strip() and _WORD.findall(phrase.lower()) in _NOTHING


def _own_noun(head: list[str], verbs: list[str]) -> bool:
    """Whether the denied words hold a noun besides the event's verb and auxiliaries."""
    return any(
        t not in _AUXILIARIES and not any(t in v or v.startswith(t) for v in verbs) for t in head
    )


def _event_recorded(
    ctx: CheckContext,
    view: ClaimView,
    bound: _Bound,
    scope: set[int] | None,
    span: tuple[int, int],
    head: list[str],
    out: Outcome,
) -> bool:
    """A denial of an event by its verb ("nothing came in this week", "la licencia no
    figura como emitida", "कुछ भी नहीं पहुँचा", "还没有到货") against a row whose status records it
    (``status: delivered``): that row is the witness. The rows are those the claim names
    (its scope, else the lists its noun binds, else every returned row when the denial
    names no noun of its own). False when the verb names no event or no such row is there."""
    states, verbs = _event_states(view.claim.language, _clause_of(view.claim.text, span))
    if not states:
        return False
    index = ctx.index
    rows: set[int] | None = scope
    if rows is None and bound.lists:
        rows = {rid for n in bound.lists for rid in index.lists[n].items}
    mentioned = _mentioned_leaves(ctx, view)
    if rows is None and (
        bound.fields
        or bound.items
        or bound.records
        or (not _of_anything(view, span) and _own_noun(head, verbs))
    ):
        # "no reply has come in": a noun of its own that names no returned row; unless
        # the noun names the status that records the event ("the retest has no slot
        # scheduled yet" beside the retest's ``status: scheduled``)
        for _hits, leaf in bound.items:
            if leaf.id not in mentioned and _status_in(leaf, states):
                out.findings.append(_result_finding(ctx, view, leaf, "field_has_value"))
                return True
        return False
    for leaf in index.leaves:
        if leaf.source != "output" or leaf.id in mentioned or not _status_in(leaf, states):
            continue
        if rows is not None and not any(r.id in rows for r in index.ancestors(leaf.record)):
            continue
        out.findings.append(_result_finding(ctx, view, leaf, "field_has_value"))
        return True
    return False


def _status_in(leaf: Leaf, states: frozenset[str]) -> bool:
    """Whether ``leaf`` is a status field whose value is one of ``states``."""
    return (
        isinstance(leaf.raw, str)
        and bool(set(key_words(leaf.key)) & _STATUS_WORDS)
        and leaf.raw.strip().lower().replace("_", " ").replace("-", " ") in states
    )


_FIRST_VOWEL = regex_cache.compile(r"[aeiou]")


def _sounds(word: str) -> str | None:
    """How a word sounds, for meeting it across scripts: its consonants when there are three
    or more, else its two consonants and its first vowel ("toll" and "टोल" meet, "cut" and
    "कटा" do not); None for a word too short to tell."""
    key = sound_key(word)
    if len(key) >= 3:
        return key
    vowel = _FIRST_VOWEL.search(fold(word).replace("qu", "k"))
    return key + vowel.group() if len(key) == 2 and vowel else None


def _loanwords(index: EvidenceIndex, terms: list[str], latin: bool = False) -> list[str]:
    """The English words of the outputs that a term written in another script spells out
    ("नोटिस" the key ``notices``, "टोल" the value ``TOLL``): an answer in Hindi writes the
    English word it read in Devanagari, which only its sound ties to the output. With
    ``latin``, the terms are words of another language in Latin letters, whose cognates
    sound the same ("galería" and ``gallery``)."""
    wanted = {
        key
        for t in terms
        if not _HAN.search(t) and (latin or not (t.isascii() or _ACCENTED.fullmatch(t)))
        if (key := _sounds(t)) is not None
    }
    # Devanagari's "ॉ" writes the English open o that English spells "a" as often as "o"
    # ("कॉल" is "call", "हॉल" is "hall", "शॉप" is "shop")
    wanted |= {
        key[:-1] + "a"
        for t in terms
        if "\u0949" in t and (key := _sounds(t)) is not None and len(key) == 3 and key[-1] == "o"
    }
    # and its "ज़" the English "s" said as a z as often as a "z" ("रिज़र्व" is "reserve",
    # "यूज़र" is "user")
    wanted |= {key for t in terms if _ZA in t and (key := _sounds(t.replace(_ZA, "स"))) is not None}
    if not wanted:
        return []
    return list(dict.fromkeys(base for key, base in _sounded(index) if key in wanted))


_ZA = "\u091c\u093c"  # ज़


def _listed_concepts(index: EvidenceIndex, concepts: set[str]) -> set[str]:
    """The key terms of an output's lists of records whose keys mean one of ``concepts``
    (``remarks`` for a note)."""
    if not concepts:
        return set()
    return {
        t
        for n in index.lists
        if n.source == "output" and n.items and key_concepts(n.key) & concepts
        for t in _key_terms(n.key)
    }


def _shared_opening(a: str, b: str) -> int:
    """How many letters ``a`` and ``b`` open with in common."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def _cognates(index: EvidenceIndex, terms: list[str]) -> list[str]:
    """The English words of the outputs that a term in Latin letters opens like, by seven
    letters or more and most of the shorter word ("beneficiario" and ``beneficiaries``,
    "documento" and ``documents``): a cognate, whatever concept the lexicon gives it."""
    out: list[str] = []
    wanted = [f for t in terms if is_letters(t) and len(f := fold(t)) >= 7 and f.isascii()]
    if not wanted:
        return out
    for base in dict.fromkeys(base for _, base in _sounded(index)):
        for f in wanted:
            n = _shared_opening(f, base)
            if n >= 7 and n >= 0.75 * min(len(f), len(base)) and base not in out:
                out.append(base)
    return out


_SOUNDED: weakref.WeakKeyDictionary[EvidenceIndex, list[tuple[str, str]]] = (
    weakref.WeakKeyDictionary()
)


def _sounded(index: EvidenceIndex) -> list[tuple[str, str]]:
    """The English words of a run's outputs (keys and short values) as (how it sounds, its
    stem), of the word and of its stem ("penalties" is said "पेनल्टी"); read once a run."""
    cached = _SOUNDED.get(index)
    if cached is not None:
        return cached
    said: set[str] = set()
    for leaf in index.leaves:
        if leaf.source != "output":
            continue
        said.update(key_words(leaf.key) if leaf.key else ())
        if isinstance(leaf.raw, str) and len(leaf.raw) <= 160:
            said.update(key_words(leaf.raw) + tuple(_WORD.findall(leaf.raw.lower())))
    said.update(w for n in index.lists if n.source == "output" for w in key_words(n.key))
    said.update(w for r in index.records if r.source == "output" for w in key_words(r.key))
    out: list[tuple[str, str]] = []
    for word in sorted(said):
        if len(word) < 3 or not word.isascii() or not word.isalpha():
            continue
        base = _stem(word)
        for form in (word, base):
            key = _sounds(form)
            if key is not None:
                out.append((key, base))
    _SOUNDED[index] = out
    return out


# the auxiliaries that may close a clause after its negation ("सीट उपलब्ध नहीं है")
HINDI_AUXILIARIES = frozenset({"है", "हैं", "था", "थी", "थे", "हो", "रहा", "रही", "रहे"})
_AUXILIARIES = HINDI_AUXILIARIES | frozenset(
    # the verb that closes a Hindi denial ("... नहीं मिली", "... नहीं हुआ", "... नहीं आया")
    {"मिला", "मिली", "मिले", "मिलीं", "हुआ", "हुई", "हुए", "आया", "आई", "आए", "पाया", "पाई"}
)

# the words that close a Hindi denial inside its gapped phrase: its negation and the verb of
# being recorded ("कोई वजह दर्ज नहीं", no reason is recorded)
_PREDICATES = _AUXILIARIES | frozenset({"नहीं", "दर्ज"})

# words of time that may follow a denial that closes its clause ("not on file yet")
_NOT_YET_WORDS = frozenset({"yet", "still", "todavía", "aún", "अभी", "तक"})

# what free places are counted by: "remaining", "seats_left", "available_spots"
FREE_KEY_WORDS = frozenset(
    {"remaining", "available", "left", "free", "open", "vacant", "spare", "stock"}
)
# the words of a key that make its number an amount of money, not a count
# (``free_shipping_min_usd``, ``open_balance_cents``)
_AMOUNT_KEY_WORDS = _MONEY_KEY_WORDS | frozenset(
    {"cents", "cent", "paise", "fen", "yuan", "cny", "rmb", "gbp", "mxn", "threshold", "balance"}
)
_PLACE_CONCEPTS = frozenset({"seat", "capacity", "slot"})


def _places(
    ctx: CheckContext,
    view: ClaimView,
    bound: _Bound,
    denied: set[str] | frozenset[str],
    span: tuple[int, int],
    out: Outcome,
) -> bool:
    """An absence of places ("no seats left", "no quedan plazas", "名额已满") is told by the
    counts of free places the bound calls return, not by whether the things with places
    exist: one above zero (or a flag saying it is free) is the witness, all at zero verify
    it; a denial of a day ("no slots on the 13th") is told by that day's records only.
    False (not settled here) when the denied noun is no place or no such count is
    returned."""
    if not denied & _PLACE_CONCEPTS and not _names_places(view, span):
        return False
    if _holding(ctx, view, denied, span):
        return False
    index = ctx.index
    calls = bound.calls or [c for c in index.calls if c.usable and not c.failed and not writes(c)]
    # the part of the day the clause says is full ("the morning is fully booked"), when it
    # names no time or item of its own
    part = _part_in_clause(ctx, view, span) if not _values_in_clause(view, span) else None
    free = _free_counts(ctx, view, calls, span, part)
    if not denied & _PLACE_CONCEPTS:
        # a state word ("status": "open") tells a free place only of a thing that is one:
        # "3张发票都没有滞纳金" counts invoices with a ticket's classifier, and an open
        # invoice is no free place
        free = [leaf for leaf in free if _availability(leaf) is None]
    # ("capacity": 6 and "booked": 5: one place left, told by the two figures)
    left: dict[int, Decimal] = {}
    if not free:
        for leaf, places in _capacity_left(ctx, view, calls, span):
            free.append(leaf)
            left[leaf.id] = places
    listed = _listed_places(ctx, view, calls, span) if not free else []
    if not free and not listed:
        return False
    if part is not None:
        # ("2 pm is free; the morning is fully booked": the clause's part of the day is what
        # it says is full, whatever time the sentence named before)
        hours = [part]
        free = [x for x in free if x.record is not None and in_parts(index, x.record, hours)]
        listed = [x for x in listed if x.record is not None and in_parts(index, x.record, hours)]
        if not free and not listed:
            return False
    # ("no room for 3" beside two places left: too few for the party is no room for it)
    party = _party_size(_clause_of(view.claim.text, span))
    open_ = listed + [
        leaf
        for leaf in free
        if leaf.raw is True
        or (
            (n := left.get(leaf.id, leaf.number)) is not None
            and not isinstance(leaf.raw, bool)
            and n > 0
            and (party == 1 or n >= party)
        )
        or _availability(leaf) is True
    ]
    if (
        open_
        and len(open_) < len(free)
        and part is None  # (a part of the day it names is full only with none open in it)
        and not _of_each(view, span)
        and not _none_of_the_items(ctx, view, span, free)
        and _WEEKEND.search(_clause_of(view.claim.text, span)) is None
        and not ctx.answer.words.has("exception", view.claim.text.lower())
    ):
        # "the morning session is full" when the afternoon has places: the claim may speak
        # of the one at zero; only "both", "all", a day or an item it names tells which
        # ("no other room is free" speaks of those the answer does not name)
        return True
    if open_:
        out.findings.append(_result_finding(ctx, view, open_[0], "field_has_value"))
        return True
    out.verified_claim = True
    out.evidence.extend(evidence_of(index, leaf) for leaf in free[:2])
    return True


def _capacity_left(
    ctx: CheckContext, view: ClaimView, calls: list[CallInfo], span: tuple[int, int]
) -> list[tuple[Leaf, Decimal]]:
    """The places left in each record that gives its capacity and how many are taken
    (``capacity_vehicles: 6``, ``booked: 5``), of the claim's days: the taken figure's leaf
    and the capacity less it."""
    index = ctx.index
    out: list[tuple[Leaf, Decimal]] = []
    seen: set[int] = set()
    for call in calls:
        for lid in range(*call.leaf_range):
            leaf = index.leaves[lid]
            if (
                leaf.source != "output"
                or leaf.record is None
                or leaf.record in seen
                or leaf.number is None
                or isinstance(leaf.raw, bool)
                or not set(key_words(leaf.key)) & _TAKEN_KEY_WORDS
            ):
                continue
            seen.add(leaf.record)
            whole = [
                other
                for other_id in index.records[leaf.record].leaves
                if (other := index.leaves[other_id]).number is not None
                and not isinstance(other.raw, bool)
                and set(key_words(other.key)) & _CAPACITY_KEY_WORDS
                and not set(key_words(other.key)) & (_TAKEN_KEY_WORDS | FREE_KEY_WORDS)
            ]
            if len(whole) != 1 or whole[0].number is None:
                continue
            if not _of_the_days(ctx, view, leaf, span):
                continue
            out.append((leaf, whole[0].number - leaf.number))
    return out


# the words of a key that count the places a thing holds, and those taken of them
_CAPACITY_KEY_WORDS = frozenset({"capacity", "seats", "slots", "places", "spots", "limit"})
_TAKEN_KEY_WORDS = frozenset(
    {"booked", "reserved", "taken", "filled", "occupied", "sold", "enrolled", "registered"}
)


def _listed_places(
    ctx: CheckContext, view: ClaimView, calls: list[CallInfo], span: tuple[int, int]
) -> list[Leaf]:
    """The first entry of each list of free places the calls return for the claim's days,
    when no count of places is returned: a list of times or places under a key of free
    places ("slots": ["13:30", "16:00"], "huecos", "open_times") that holds entries is a
    place left, and that entry is the witness."""
    index = ctx.index
    made = {c.index for c in calls}
    out = []
    for node in index.lists:
        if node.source != "output" or node.call not in made or not node.scalars:
            continue
        words = {w.lower() for w in key_words(node.key)}
        if not (words & FREE_KEY_WORDS or _key_places(words)):
            continue
        first = index.leaves[node.scalars[0]]
        if _of_the_days(ctx, view, first, span):
            out.append(first)
    return out


def _key_places(words: set[str]) -> bool:
    """Whether a key's words name places to take (``slots``, ``huecos``, ``seats``)."""
    return any(key_concepts(stem(w)) & _PLACE_CONCEPTS for w in words)


def _holding(
    ctx: CheckContext, view: ClaimView, denied: set[str] | frozenset[str], span: tuple[int, int]
) -> bool:
    """Whether the denied noun is something the user holds (an appointment, a booking, a
    reservation), not places: "you have no active appointment" is told by the user's
    bookings, and a ``status: BOOKED`` among them is the witness that one exists, not a
    place taken. Only a word of free places in the clause ("no appointments available",
    "कोई appointment खाली नहीं") makes it a denial of places."""
    if "booking" not in denied or _names_places(view, span):
        return False
    return "available" not in ctx.answer.words.concepts_in(_clause_of(view.claim.text, span))


def _free_counts(
    ctx: CheckContext,
    view: ClaimView,
    calls: list[CallInfo],
    span: tuple[int, int],
    part: tuple[int, int] | None = None,
) -> list[Leaf]:
    """The counts (or flags) of free places the calls return (``remaining``,
    ``seats_available``), of the claim's days and of the items it names when it names some
    (not when the clause names the ``part`` of the day it denies, and no item)."""
    index = ctx.index
    clause = _clause_of(view.claim.text, span)
    # a denial of the weekend's places is of its two days, not of a date an aside names
    weekend = _WEEKEND.search(clause) is not None
    free: list[Leaf] = []
    for call in calls:
        for lid in range(*call.leaf_range):
            leaf = index.leaves[lid]
            if (
                leaf.source == "output"
                and leaf.key
                and leaf.text is None
                and (
                    (
                        (leaf.number is not None or isinstance(leaf.raw, bool))
                        and set(key_words(leaf.key)) & FREE_KEY_WORDS
                        and not _measured_leaf(leaf)
                    )
                    or _availability(leaf) is not None
                )
                and (weekend or _of_the_days(ctx, view, leaf, span))
            ):
                free.append(leaf)
    counted = any(
        leaf.source == "output"
        and leaf.number is not None
        and set(leaf.path) & FREE_KEY_WORDS
        and not _measured_leaf(leaf)
        for call in calls
        for leaf in index.leaves[slice(*call.leaf_range)]
    )
    if counted:
        # a flight's "status": "available" beside its ``available_seats`` says it runs, not
        # that it has seats: a state stands for the places only where nothing counts them
        free = [leaf for leaf in free if not set(key_words(leaf.key)) & _STATUS_WORDS]
    # (a state beside an empty list of items, ``{"status": "open", "service_calls": []}``,
    # is what the search asked for: no item is in it, so no place)
    free = [
        leaf
        for leaf in free
        if not (set(key_words(leaf.key)) & _STATUS_WORDS and _beside_empty_list(index, leaf))
    ]
    on_weekend = _of_the_weekend(index, free, clause, view.claim.language)
    if on_weekend is not None:
        # "no places left at the weekend (Sunday is full)": the weekend's items are
        # the claim's, not the one day its aside names
        return _of_the_kind(on_weekend, clause, view.claim.language)
    if weekend:
        free = [leaf for leaf in free if _of_the_days(ctx, view, leaf, span)]
    # ("no queda ninguna sala libre: la Roble y la Pino están reservadas": the
    # denial's own clause says none of the items at all and names no item; the items an
    # aside names do not narrow it. "G1和G11都没票了" names its items in the clause: those
    # are all it denies)
    # (nor do they when the clause names the part of the day it denies: "the morning is
    # full, the afternoon has 14:00 with Chen" is of every morning place, Chen's or not)
    scope = (
        None
        if (_none_of_the_items(ctx, view, span, free) or part is not None)
        and not _names_in_clause(ctx, view, span)
        else _claim_scope(ctx, view)
    )
    if scope is not None:
        named = [leaf for leaf in free if leaf.record in scope]
        if named and len(named) < len(free):
            free = named
    else:
        free = _of_numbered_items(ctx, view, free, clause)
    named = _of_named_items(index, free, clause, view.claim.language)
    return _of_the_kind(named, clause, view.claim.language)


def _of_numbered_items(
    ctx: CheckContext, view: ClaimView, free: list[Leaf], clause: str
) -> list[Leaf]:
    """The free places of the items whose own figures the claim states, when some hold
    them and others do not ("all 18 places are taken" is said of the show of 18 places,
    not of the next one with places left): a plain number stated in the denial's own clause
    picks its item as a name would."""
    index = ctx.index
    said = {
        v.stated.value
        for v in view.values
        if v.kind == "number" and v.stated is not None and v.stated.value > 1 and v.text in clause
    }
    if not said or len({leaf.record for leaf in free}) < 2:
        return free
    holding = {
        leaf.record
        for leaf in free
        if leaf.record is not None
        and any(
            other.number in said
            for other in index.subtree_leaves(leaf.record, depth=0)
            if other.source == "output" and not isinstance(other.raw, bool)
        )
    }
    named = [leaf for leaf in free if leaf.record in holding]
    return named if named and len(named) < len(free) else free


def _none_of_the_items(
    ctx: CheckContext, view: ClaimView, span: tuple[int, int], free: list[Leaf]
) -> bool:
    """Whether the denial's clause says none at all ("ninguna sala", "not a single room")
    of the items the free places are counted in, by a noun that names their list."""
    pattern = _none_at_all(view.claim.language)
    clause = _clause_of(view.claim.text, span)
    found = pattern.search(clause) if pattern is not None else None
    if found is None:
        return False
    # the noun right after it ("ninguna sala"; not "ningún asiento" in a bus's clause)
    noun = " ".join(_WORD.findall(clause[found.end() :])[:2])
    return _names_the_items(ctx, noun, free)


@cache
def _none_at_all(language: str) -> re.Pattern[str] | None:
    from nyaya.claims.lexicons import available, load

    return compile_phrases(load(language if language in available() else "en").absence_none_at_all)


def _names_the_items(ctx: CheckContext, clause: str, free: list[Leaf]) -> bool:
    """Whether the clause names the items of the list the free places are counted in
    ("ninguna sala" and ``rooms``), not places inside one of them ("एक भी सीट")."""
    index = ctx.index
    said = {stem(w) for w in _WORD.findall(clause)} | ctx.answer.words.concepts_in(clause)
    for leaf in free:
        record = index.records[leaf.record] if leaf.record is not None else None
        if (
            record is not None
            and record.list_id is not None
            and any(_names_key(k, said) for k in _list_keys(index, record.list_id) if k)
        ):
            return True
        # (or the kind the items' own id or name field says they are: ``room_id`` of slots)
        if (
            record is not None
            and record.list_id is not None
            and any(
                len(parts := key_words(x.key)) == 2
                and parts[1] in _OWN_NAME_WORDS
                and _names_key(parts[0], said)
                for lid in record.leaves
                if (x := index.leaves[lid]).source == "output"
            )
        ):
            return True
        # (or a word of the item's own name: "कोई भी चार्जर" beside ``name: "... 20W चार्जर"``)
        if (
            record is not None
            and record.list_id is not None
            and any(
                key_words(x.key)[-1:] == ("name",)
                and isinstance(x.raw, str)
                and {stem(w) for w in _WORD.findall(x.raw.lower()) if len(w) > 2} & said
                for lid in record.leaves
                if (x := index.leaves[lid]).source == "output"
            )
        ):
            return True
    return False


_OWN_NAME_WORDS = frozenset({"id", "name", "code", "number", "no"})


def _names_in_clause(ctx: CheckContext, view: ClaimView, span: tuple[int, int]) -> bool:
    """Whether an output name or id stands in the clause of the claim around ``span``."""
    from nyaya.checks.values import anchors_of

    start, end = _clause_bounds(view.claim.text, span)
    base = view.claim.start
    return any(
        start <= a.start - base < end and ctx.index.leaves[a.leaf].source == "output"
        for a in anchors_of(ctx, view)
    )


def _beside_empty_list(index: EvidenceIndex, leaf: Leaf) -> bool:
    """Whether the record holding ``leaf`` holds an empty list of items beside it."""
    return leaf.record is not None and any(
        node.parent == leaf.record and node.length == 0 and node.source == "output"
        for node in index.lists
    )


def _measured_leaf(leaf: Leaf) -> bool:
    """`_measured` of a leaf's key, or of the key of the object it sits in: the
    ``remaining`` of ``lining_mm: {original, remaining}`` is millimetres left."""
    if _measured(leaf.key):
        return True
    # (the object's own key, not a list's: the ``bays_free`` of ``weeks[2]`` counts bays)
    parts = leaf.pointer.split("/")
    return len(parts) >= 3 and not parts[-2].isdigit() and _measured(parts[-2])


def _measured(key: str) -> bool:
    """Whether a key's number is an amount or a measure, not a count of places: the "free"
    of ``free_delivery_min_cents`` or ``free_minutes`` is "at no charge", and a sum or a
    span of time above zero is no place left."""
    return key_unit(key) is not None or bool(set(key_words(key)) & _AMOUNT_KEY_WORDS)


# the weekend a claim names ("no places at the weekend", "fin de semana", "सप्ताहांत", "周末"): its
# Saturday and Sunday (Monday 0)
_WEEKEND = regex_cache.compile(
    r"\bweekends?\b|\bfin(?:es)? de semana\b|सप्ताहांत|वीकेंड|वीकएंड|周末|週末|双休日"
)
WEEKEND_DAYS = frozenset({5, 6})


def _weekday_of(index: EvidenceIndex, leaf: Leaf, language: str) -> int | None:
    """The weekday of the item a leaf belongs to, by a weekday name or a full date among
    its record's values (Monday 0), or None when it says neither."""
    names = _weekday_words(language)[0]
    for record in index.ancestors(leaf.record):
        for i in record.leaves:
            raw = index.leaves[i].raw
            if not isinstance(raw, str):
                continue
            name = raw.strip().lower().rstrip(".")
            if name in names:
                return names[name]
            m = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?", raw.strip())
            if m:
                try:
                    return datetime(int(m[1]), int(m[2]), int(m[3])).weekday()
                except ValueError:
                    return None
        if record.list_id is not None:
            break
    return None


def names_weekend(text: str) -> bool:
    """Whether a text names the weekend ("at the weekend", "fin de semana", "周末")."""
    return _WEEKEND.search(text.lower()) is not None


# the keys whose values name a person or a thing, not a day ("Domingo" is also a first name)
_NAME_KEYS = frozenset({"name", "customer", "client", "member", "owner", "contact", "by"})


def item_weekdays(index: EvidenceIndex, rid: int, language: str) -> frozenset[int] | None:
    """The weekdays an item of a list falls on (Monday 0): those its texts name (a
    schedule's "Saturdays", "sábado y domingo", "周六、周日"; "weekend" names both days of
    it) or, when its texts name none, the weekday of the one day its dates hold. None when
    it says neither, or holds dates of several days and names no weekday."""
    names, pattern = _weekday_words(language)
    named: set[int] = set()
    days: set[date] = set()
    for leaf in index.subtree_leaves(rid, depth=2):
        if leaf.when is not None and leaf.when.day is not None:
            days.add(leaf.when.day)
        else:
            named |= _text_weekdays(leaf, names, pattern)
    if named:
        return frozenset(named)
    if len(days) == 1:
        return frozenset({days.pop().weekday()})
    return None


def _text_weekdays(leaf: Leaf, names: dict[str, int], pattern: re.Pattern[str]) -> set[int]:
    """The weekdays a text of an item names: its weekday names, both days of a "weekend";
    none for a text under a name key."""
    if not isinstance(leaf.raw, str) or set(key_words(leaf.key)) & _NAME_KEYS:
        return set()
    low = leaf.raw.lower()
    named = set(WEEKEND_DAYS) if _WEEKEND.search(low) else set()
    return named | {names[m.group()] for m in pattern.finditer(low) if m.group() in names}


def _of_the_weekend(
    index: EvidenceIndex, free: list[Leaf], clause: str, language: str
) -> list[Leaf] | None:
    """The counts of the items on a Saturday or Sunday, when the clause denies places of
    the weekend and every count's item says its day; None otherwise."""
    if not free or _WEEKEND.search(clause) is None:
        return None
    days = [_weekday_of(index, leaf, language) for leaf in free]
    if any(d is None for d in days):
        return None
    return [leaf for leaf, d in zip(free, days, strict=True) if d in WEEKEND_DAYS]


# the words an output gives as a place's availability instead of a count ("left": "无",
# "status": "SOLD_OUT", "availability": "agotado"): free, or none left
_OPEN_VALUES = frozenset(
    {"available", "open", "free", "vacant", "disponible", "libre", "उपलब्ध", "有", "有票", "充足"}
)
_NONE_VALUES = frozenset(
    {
        "booked",
        "full",
        "sold out",
        "soldout",
        "taken",
        "reserved",
        "unavailable",
        "not available",
        "none",
        "waitlist",
        "backordered",
        "back ordered",
        "out of stock",
        "agotado",
        "sin stock",
        "sin existencias",
        "agotada",
        "completo",
        "ocupado",
        "reservado",
        "no disponible",
        "फुल",
        "बुक",
        "अनुपलब्ध",
        "无",
        "無",
        "满",
        "滿",
        "已满",
        "已滿",
        "售罄",
        "缺货",
        "缺貨",
        "无货",
        "無貨",
        "约满",
        "約滿",
        "候补",
        "候補",
    }
)
_STATUS_WORDS = frozenset({"status", "availability", "state"})
_AVAILABILITY_KEYS = FREE_KEY_WORDS | _STATUS_WORDS
# a record's state in the keys of the four languages (``estado``, ``状态``)
_RECORD_STATE_KEYS = _STATUS_WORDS | {"estado", "estatus", "स्थिति", "状态"}


def _availability(leaf: Leaf) -> bool | None:
    """What a string an output gives under a key of free places or of a state says of the
    place: True free, False none left, None when it says neither."""
    if not isinstance(leaf.raw, str) or not set(key_words(leaf.key)) & _AVAILABILITY_KEYS:
        return None
    said = " ".join(key_words(leaf.raw)) if not _HAN.search(leaf.raw) else leaf.raw.strip()
    if said in _OPEN_VALUES:
        return True
    if said in _NONE_VALUES:
        return False
    return None


def _block_item(ctx: CheckContext, view: ClaimView) -> int | None:
    """The one item of a list that the claim and the claims right above it in its block
    name, by two names or figures or more (a name or a figure two items share, or a small
    count any item's field may hold, names none), and no other item; None otherwise."""
    from nyaya.checks.values import anchors_of, claims_above

    index = ctx.index
    key = ("block item", view.id)  # (asked before a witness is chosen and after)
    if key in index.memo:
        found: int | None = index.memo[key]
        return found
    pointers: list[set[int | None]] = []  # the items each name or value points at
    for other in (view, *claims_above(ctx, view, 4)):
        spans: dict[tuple[int, int], set[int | None]] = {}
        for a in anchors_of(ctx, other):
            leaf = index.leaves[a.leaf]
            if leaf.source == "output" and leaf.text is None:
                spans.setdefault((a.start, a.end), set()).add(_item_of(index, leaf))
        pointers.extend(spans.values())
        for j, lids in ctx.matched.get(other.id, {}).items():
            value = other.values[j] if j < len(other.values) else None
            st = value.stated if value is not None else None
            if st is not None and st.value == st.value.to_integral_value() and st.value < 13:
                continue
            leaves = [index.leaves[lid] for lid in lids]
            pointers.append({_item_of(index, x) for x in leaves if x.source == "output"})
    named = [next(iter(p)) for p in pointers if len(p) == 1 and None not in p]
    item = named[0] if len(set(named)) == 1 and len(named) >= 2 else None
    index.memo[key] = item
    return item


def _item_of(index: EvidenceIndex, leaf: Leaf) -> int | None:
    """The list item a leaf belongs to (its nearest record that is one)."""
    for record in index.ancestors(leaf.record):
        if record.list_id is not None:
            return record.id
    return None


def _of_named_items(
    index: EvidenceIndex, free: list[Leaf], clause: str, language: str
) -> list[Leaf]:
    """The counts of the items the clause names by one of their values ("the afternoon and
    evening sessions", "下午和夜间", "the 7:40 and the 9:10 trains"), or by a word of theirs
    no other item holds ("the walnut one" of two desks whose long names differ only in the
    wood): when it names some items but not all, theirs."""
    items: dict[int, list[Leaf]] = {}
    for leaf in free:
        item = _item_of(index, leaf)
        if item is not None:
            items.setdefault(item, []).append(leaf)
    if len(items) < 2:
        return free
    low = clause.lower()
    named = [
        item
        for item in items
        if any(
            _names_value(low, str(v.raw))
            for v in index.subtree_leaves(item, depth=0)
            if v.kind == "string" and _availability(v) is None
        )
    ]
    if not named:
        named = _told_apart(index, list(items), low, language)
    if not named or len(named) == len(items):
        return free
    return [leaf for item in named for leaf in items[item]]


def _told_apart(index: EvidenceIndex, items: list[int], low: str, language: str) -> list[int]:
    """The items the clause names by a word of their short text values that no other
    item's values hold ("black" of a black-finish and a natural-finish model of one name),
    by stem; none when a run of Han is to be read (its words have no spaces)."""
    if _HAN.search(low):
        return []
    stop = language_data(language).stopwords
    words: dict[int, set[str]] = {}
    for item in items:
        words[item] = {
            _stem(w)
            for v in index.subtree_leaves(item, depth=0)
            if (v.kind == "string" or (v.kind == "text" and len(str(v.raw)) <= 100))
            and _availability(v) is None
            for w in _WORD.findall(str(v.raw).lower())
            if len(w) >= 3 and is_letters(w) and w not in stop
        }
    said = {_stem(w) for w in _WORD.findall(low) if w not in stop}
    named = []
    for item in items:
        others = set().union(*(words[o] for o in items if o != item))
        if (words[item] - others) & said:
            named.append(item)
    return named


def _names_value(low: str, raw: str) -> bool:
    """Whether a clause writes out a short output value as a word of its own ("G1" is not
    in "G11"; a run of Han holds its values without spaces)."""
    value = raw.strip().lower()
    if not 2 <= len(value) <= 40 or value.isdigit():
        return False
    if _HAN.search(value):
        return value in low
    if re.search(rf"(?<![\w-]){re.escape(value)}(?![\w-])", low) is not None:
        return True
    # a name of two words or more written in the plural ("motos eléctricas" for the
    # category "Moto eléctrica (125 cc)"): each of its words, by stem, outside brackets
    words = [w for w in _WORD.findall(_BRACKETED.sub(" ", value)) if len(w) >= 3 and w.isalpha()]
    held = {_stem(w) for w in _WORD.findall(low)}
    return len(words) >= 2 and all(_stem(w) in held for w in words)


_BRACKETED = regex_cache.compile(r"\([^)]*\)|\[[^\]]*\]")


# ordinal words that name a kind of place ("second class", "segunda clase", "द्वितीय श्रेणी",
# "二等座"), by the English word a key spells the kind with (``second_class``)
_ORDINALS: dict[str, str] = {
    "first": "first",
    "1st": "first",
    "primera": "first",
    "primer": "first",
    "primero": "first",
    "प्रथम": "first",
    "पहली": "first",
    "पहला": "first",
    "一等": "first",
    "头等": "first",
    "頭等": "first",
    "second": "second",
    "2nd": "second",
    "segunda": "second",
    "segundo": "second",
    "द्वितीय": "second",
    "दूसरी": "second",
    "दूसरा": "second",
    "二等": "second",
    "third": "third",
    "3rd": "third",
    "tercera": "third",
    "tercer": "third",
    "tercero": "third",
    "तृतीय": "third",
    "तीसरी": "third",
    "तीसरा": "third",
    "三等": "third",
}
_KIND_FILLER = _AVAILABILITY_KEYS | {"class", "seat", "seats", "count", "number", "num", "qty"}


def _of_the_kind(free: list[Leaf], clause: str, language: str) -> list[Leaf]:
    """The counts of the kind of place the clause names, when the outputs count several
    kinds apart (``second_class.left`` beside ``first_class.left``): "no second-class
    seats" is told by the second-class counts, by an ordinal or by a key word of the kind."""
    kinds = {
        leaf.id: {w for w in leaf.path if w not in _KIND_FILLER and not w.isdigit()}
        for leaf in free
    }
    if len({frozenset(k) for k in kinds.values()}) < 2:
        return free
    low = clause.lower()
    said = {_ORDINALS[w] for w in _ORDINALS if (w in low if _HAN.search(w) else _has_word(low, w))}
    said |= {_stem(w) for w in _WORD.findall(low) if len(w) > 2}
    named = [
        leaf for leaf in free if {_stem(w) for w in kinds[leaf.id]} & said or kinds[leaf.id] & said
    ]
    return named if named and len(named) < len(free) else free


def _has_word(low: str, word: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", low) is not None


def _of_the_days(ctx: CheckContext, view: ClaimView, leaf: Leaf, span: tuple[int, int]) -> bool:
    """``_on_the_day``, with the day read where the output or the call puts it: on the
    count's record or the nearest record above it that holds a date, else in the call's
    arguments (``get_slots(date=...)``). A count with no day anywhere is of every day."""
    if _on_the_day(ctx, view, leaf, span):
        return True
    days = {(v.day.month, v.day.day) for v in view.values if v.kind == "date" and v.day}
    if not days:
        return True
    index = ctx.index
    parts = _said_parts(ctx, view)
    for record in index.ancestors(leaf.record):
        held = {
            (d.month, d.day)
            for i in record.leaves
            if (w := index.leaves[i].when) is not None and (d := w.day) is not None
        }
        if held:
            return any(
                (part := parts.get(d)) is None or in_parts(index, record.id, [part])
                for d in held & days
            )
    asked = {
        (d.month, d.day)
        for other in index.leaves
        if other.source == "arguments" and other.call == leaf.call
        if (w := other.when) is not None and (d := w.day) is not None
    }
    return not asked or bool(asked & days)


def _clash_denied(view: ClaimView, low: str, words: Words) -> tuple[int, int] | None:
    """Where the claim denies a clash of times ("no conflicts", "没有冲突", "कोई टकराव नहीं",
    "no se solapan"): a conflict word inside an absence phrase or next to one, or right
    after a negation."""
    from nyaya.claims.lexicons import available

    language = view.claim.language
    conflicts = _conflicts(language if language in available() else "en")
    if conflicts is None:
        return None
    for m in conflicts.finditer(low):
        near = words.absence is not None and any(
            h.start() - 15 <= m.start() <= h.end() + 25
            for h in words.absence.finditer(low, max(0, m.start() - 40), m.end() + 15)
        )
        negated = words.negation is not None and words.negation.search(
            low, max(0, m.start() - 12), m.start()
        )
        if (near or negated) and not (
            _qualified(low, m.start(), m.end(), words) or _predicted(low, m.start(), m.end(), words)
        ):
            return m.start(), m.end()
    return None


@cache
def _conflicts(language: str) -> re.Pattern[str] | None:
    from nyaya.claims.lexicons import load

    own = load(language)
    lexicons = [own] if own.script == "latin" else [own, load("en")]
    return compile_phrases([p for lex in lexicons for p in lex.absence_conflicts])


_START_WORDS = frozenset({"start", "starts", "begin", "begins", "from"})
_END_WORDS = frozenset({"end", "ends", "until", "to", "finish", "finishes"})


def _overlaps(ctx: CheckContext, view: ClaimView, out: Outcome) -> bool:
    """A denied clash is told by the times of the events the calls returned: two whose
    spans overlap are the witness (the second, with the first named); two or more that
    do not verify it. The events are the items of one list with a start and an end (a
    ``date`` beside clock-only ``start_time`` / ``end_time`` gives them their day); when
    the claim names two or more of them, those."""
    index = ctx.index
    spans: list[tuple[datetime, datetime, Leaf]] = []
    for record in index.records:
        if record.source != "output" or record.list_id is None:
            continue
        span = _event_span(index, record.leaves)
        if span is not None:
            spans.append(span)
    scope = _claim_scope(ctx, view)
    if scope is not None:
        named = [s for s in spans if s[2].record in scope]
        if len(named) >= 2:
            spans = named
    if len(spans) < 2:
        return False
    spans.sort(key=lambda s: s[0])
    end, first = spans[0][1], spans[0][2]
    for start, later_end, second in spans[1:]:
        if start >= end:
            end, first = later_end, second
            continue
        holder = index.call_of(second)
        out.findings.append(
            make_finding(
                "false_absence",
                view,
                f"the answer says nothing clashes ({quote(view.claim.text, 90)}), but "
                f"{second.pointer} = {second.raw!r} starts before the event of "
                f"{first.pointer} = {first.raw!r} ends",
                reason="events_overlap",
                expected="no overlapping events",
                found=f"{first.raw} .. {second.raw}",
                witness=Witness(
                    kind="result",
                    receipt_id=holder.receipt_id if holder else None,
                    pointer=second.pointer,
                    value=_short(second.raw),
                ),
            )
        )
        return True
    out.verified_claim = True
    out.evidence.extend(evidence_of(index, s[2]) for s in spans[:2])
    return True


def _event_span(index: EvidenceIndex, leaves: list[int]) -> tuple[datetime, datetime, Leaf] | None:
    """An item's start and end as moments, with its start leaf; None when it has not both."""
    start = end = None
    day = None
    for lid in leaves:
        leaf = index.leaves[lid]
        when = leaf.when
        if when is None:
            continue
        words = set(key_words(leaf.key))
        if when.clock is None and when.day is not None:
            day = day or when.day
        elif words & _START_WORDS and start is None:
            start = leaf
        elif words & _END_WORDS and end is None:
            end = leaf
    if start is None or end is None or start.when is None or end.when is None:
        return None
    first_day = start.when.day or day
    last_day = end.when.day or first_day
    if first_day is None or last_day is None or start.when.clock is None or end.when.clock is None:
        return None
    begins = datetime.combine(first_day, start.when.clock)
    ends = datetime.combine(last_day, end.when.clock)
    return (begins, ends, start) if ends > begins else None


def _option_complement(
    view: ClaimView, head: str, span: tuple[int, int], phrase_words: frozenset[str]
) -> str:
    """When the denied noun is a possibility ("no hay opción de cambiarlas", "no option to
    rebook"), what is denied is what it is a possibility of: the rest of the clause, after
    the phrase and before it (Hindi puts it first: "बदलने का कोई विकल्प नहीं"). Empty
    otherwise."""
    from nyaya.claims.lexicons import available

    language = view.claim.language
    options = _options(language if language in available() else "en")
    said = [w.lower() for w in _WORD.findall(head) if w.lower() not in phrase_words]
    if not said or options is None or not all(options.fullmatch(w) for w in said):
        return ""
    text = view.claim.text
    after = _BREAK.split(text[span[1] : span[1] + 90], maxsplit=1)[0]
    before = _BREAK.split(text[max(0, span[0] - 60) : span[0]][::-1], maxsplit=1)[0][::-1]
    return f" {after} {before}"


@cache
def _options(language: str) -> re.Pattern[str] | None:
    from nyaya.claims.lexicons import load

    own = load(language)
    lexicons = [own] if own.script == "latin" else [own, load("en")]
    return compile_phrases([p for lex in lexicons for p in lex.absence_options])


def _names_places(view: ClaimView, span: tuple[int, int]) -> bool:
    """Whether the denied noun is one of places ("tickets", "कोटा", "票"), by the words of
    the clause around the absence phrase."""
    places = _fullness(view.claim.language)[2]
    return places is not None and places.search(_clause_of(view.claim.text, span)) is not None


def _of_each(view: ClaimView, span: tuple[int, int]) -> bool:
    """Whether the claim denies places of each of several ("both days", "所有场次都")."""
    every = _fullness(view.claim.language)[3]
    # the sentence's: "both days (the 14th and the 15th) are full" is cut at its "and"
    low = view.sentence_text.lower()
    # ("no block has an assistant free", "ningún turno tiene monitor": of each block)
    return (every is not None and every.search(low) is not None) or (
        _NONE_HAS.search(low) is not None
    )


_NONE_HAS = regex_cache.compile(
    r"(?<![\w])(?:no|neither|ningún|ninguna)\s+(?:[^\W\d_]+\s+){1,2}?"
    r"(?:has|have|had|tiene|tienen|tenía|tenían)(?![\w])"
    r"(?!\s+(?:been|sido|[^\W\d_]+ed|[^\W\d_]+en)\b)"
)


def _clause_of(text: str, span: tuple[int, int]) -> str:
    start, end = _clause_bounds(text, span)
    return text[start:end].lower()


def _lead_label(text: str, at: int) -> str:
    """The short label the text opens with ("**Oak filler:** none left"), with a space, when
    its colon ends right before ``at`` (so a clause that starts at ``at`` is said of it);
    empty otherwise."""
    label = _LEAD_LABEL.match(text)
    if label is None or text[label.end(1) : at].strip(" *_"):
        return ""
    return text[: label.start(1)].strip(" *_-#") + " "


def _through_lead_label(text: str, start: int) -> int:
    """Where a clause said of the text's opening label starts: at the text's start when
    ``start`` falls right after the label's colon, else ``start`` itself."""
    label = _LEAD_LABEL.match(text)
    return 0 if label is not None and start == label.end(1) else start


def _clause_bounds(text: str, span: tuple[int, int]) -> tuple[int, int]:
    """Where the clause around ``span`` starts and ends (at a comma, a stop, a dash); a
    short label the text opens with, closed by a colon ("**Oak filler:** none left"), is
    the clause's subject and stays in it."""
    start = 0
    for m in _CLAUSE_GAP.finditer(text, 0, span[0]):
        start = m.end()
    start = _through_lead_label(text, start)
    after = _CLAUSE_GAP.search(text, span[1])
    return start, after.start() if after else len(text)


@cache
def _fullness(
    language: str,
) -> tuple[
    re.Pattern[str] | None, re.Pattern[str] | None, re.Pattern[str] | None, re.Pattern[str] | None
]:
    """The language's ``[absence]`` phrases of places used up: (full, filled, places,
    every); a language not in Latin letters also reads the English ones."""
    from nyaya.claims.lexicons import available, load

    own = load(language if language in available() else "en")
    lexicons = [own] if own.script == "latin" else [own, load("en")]
    return (
        compile_phrases([p for lex in lexicons for p in lex.absence_full]),
        compile_phrases([p for lex in lexicons for p in lex.absence_filled]),
        compile_phrases([p for lex in lexicons for p in lex.absence_places]),
        compile_phrases([p for lex in lexicons for p in lex.absence_every]),
    )


def _full(view: ClaimView, low: str, words: Words) -> tuple[int, int] | None:
    """Where the claim says places are used up: a phrase that says it alone ("sold out",
    "售罄"), or one that says it of a noun of places before it in its clause ("the seats
    are full", "कोटा भर चुका है"; not "a full refund", nor "the bill is paid up")."""
    full, filled, places, _ = _fullness(view.claim.language)
    hits = [m for m in full.finditer(low)] if full is not None else []
    if filled is not None and places is not None:
        for m in filled.finditer(low):
            start = 0
            for gap in _CLAUSE_GAP.finditer(low, 0, m.start()):
                start = gap.end()
            negated = words.negation is not None and words.negation.search(
                low, max(start, m.start() - 12), m.start()
            )
            if (
                places.search(low, start, m.start())
                and not negated
                and not _a_part(view, start, m.start())
            ):
                hits.append(m)
    for m in sorted(hits, key=lambda m: m.start()):
        if not _qualified(low, m.start(), m.end(), words) and not _predicted(
            low, m.start(), m.end(), words
        ):
            return m.start(), m.end()
    return None


def _denied_of_a_part(view: ClaimView) -> bool:
    """Whether the claim counts the things it denies as a part of a whole it states ("3 of
    the 5 rooms", "5 में से 2", "5 间里有 2 间"): two whole numbers joined by a partitive,
    the part the smaller."""
    numbers = [
        v
        for v in view.values
        if v.kind == "number" and v.stated is not None and v.stated.value % 1 == 0
    ]
    text, base = view.claim.text, view.claim.start
    for first, second in itertools.pairwise(numbers):
        between = text[first.end - base : second.start - base]
        if first.stated is None or second.stated is None:
            continue
        a, b = first.stated.value, second.stated.value
        if _PART_OF.fullmatch(between) and 0 < a < b:
            return True  # "3 of the 8"
        if _WHOLE_FIRST.fullmatch(between) and 0 < b < a:
            return True  # "8 में से 3", "8 条里有 3 条"
    return False


# between a part and its whole ("3 of the 8", "3 de los 8"), and between a whole and its
# part where the whole comes first ("8 में से 3", "8 条里有 3 条")
_PART_OF = regex_cache.compile(
    r"[\s*]+(?:out\s+)?(?:of|de)(?:\s+(?:the|your|its|these|those|los|las|tus|sus))?[\s*]+"
)
_WHOLE_FIRST = regex_cache.compile(r"[\s*]*\S{0,6}\s*(?:में से|中|里|裡|之中)有?[\s*]*")


def _of_the_whole(ctx: CheckContext, witness: Witness | None, view: ClaimView) -> bool:
    """Whether a finding's witness is an item of a list as long as the whole the claim
    states, or of no list at all."""
    if witness is None or witness.pointer is None:
        return True
    whole = max(v.stated.value for v in view.values if v.kind == "number" and v.stated is not None)
    index = ctx.index
    for leaf in index.leaves:
        holder = index.call_of(leaf) if leaf.pointer == witness.pointer else None
        if holder is not None and holder.receipt_id == witness.receipt_id:
            record = index.record_of(leaf)
            while record is not None and record.list_id is None:
                record = index.records[record.parent] if record.parent is not None else None
            if record is None or record.list_id is None:
                return True
            return index.lists[record.list_id].length == whole
    return True


def _a_part(view: ClaimView, start: int, end: int) -> bool:
    """Whether the subject of a fill verb counts a part of a whole ("18 of its 60 places
    are taken", "60 में से 18 जगहें भर चुकी हैं"): two figures (no days, no years), one the
    smaller, say some places are used, not all."""
    base = view.claim.start
    figures = [
        v.stated.value
        for v in view.values
        if v.kind == "number" and v.stated is not None and start <= v.start - base < end
    ]
    return len(figures) >= 2 and 0 < min(figures[:2]) < max(figures[:2])


# a value and the genitive that joins it to the noun after it, right before an absence
# phrase ("KPC-7 का ", "PO-19 के लिए ")
_OWNER_BEFORE = regex_cache.compile(r"[^\s()]+(?:\s*\([^)]{0,24}\))?\s+(?:का|की|के(?:\s+लिए)?)\s+$")


def _named_result(ctx: CheckContext, view: ClaimView, s: int, e: int) -> Leaf | None:
    """A returned item the denied noun phrase names by its value: "no high-risk flag" when
    ``risk_flags`` holds ``HIGH_RISK``, "没有服务活动" when a campaign's type is 服务活动.

    The value must head the phrase, or the phrase's other words must name its key or its
    list's ("no Acme invoices" names an invoice, not the customer Acme); an exception ("no
    other route but E44", "only") makes the named item the one the claim allows."""
    from nyaya.checks.values import anchors_of

    words = ctx.answer.words
    text = view.claim.text
    if words.has("exception", text.lower()):
        return None
    index = ctx.index
    window = _BREAK.split(text[e : e + 70], maxsplit=1)[0]
    lo, hi = view.claim.start + s, view.claim.start + e + len(window)
    owner = _OWNER_BEFORE.search(text, max(0, s - 40), s) if view.claim.language == "hi" else None
    if owner is not None:
        # ("KPC-7 का कोई सर्टिफिकेट नहीं है": the one the denied thing is of stands before the
        # phrase, joined to it by a genitive)
        lo = view.claim.start + owner.start()
    for a in anchors_of(ctx, view):
        if a.end <= lo or a.start >= hi:
            continue
        leaf = index.leaves[a.leaf]
        if leaf.source != "output" or leaf.kind != "string" or leaf.record is None:
            continue
        end = a.end
        if a.start < lo or a.end > hi:
            # a run of Han is one word: the value must stand inside the phrase itself
            at = text.find(str(leaf.raw), lo - view.claim.start, hi - view.claim.start)
            if at < 0:
                continue
            end = view.claim.start + at + len(str(leaf.raw))
        record = index.records[leaf.record]
        if record.list_id is None or len(fold(str(leaf.raw))) < 4:
            continue
        call = index.call_of(leaf)
        if call is None or call.failed or _restates(text, leaf, words):
            continue
        # the phrase's other words: "alert" in "no alert for TPMS_LOW" must name the item;
        # Chinese and Hindi put modifiers first, so only the words after it can be its head
        rest = text[end - view.claim.start : hi - view.claim.start]
        if view.claim.language not in _HEAD_FINAL:
            rest = text[e : max(e, a.start - view.claim.start)] + " " + rest
        other = [
            w.lower()
            for w in _WORD.findall(rest)
            if len(w) > 2 and w.lower() not in _STOP and w.lower() not in _GENERIC
        ]
        other = [w for w in other if w not in _absence_words(words)]
        named = _key_terms(leaf.key) | _key_terms(index.lists[record.list_id].key)
        if not other or any(
            _stem(w) in named
            or _akin_any(w, named)
            or words.concepts_in(w) & named
            # (a Hindi noun that spells the key's English word: "सर्टिफिकेट", ``certificates``)
            or (owner is not None and {_stem(t) for t in _loanwords(index, [w])} & named)
            for w in other
        ):
            if _reports_none(index, record, leaf, ctx.answer.language):
                continue  # "no lead detected" beside ``analyte: Lead, result: "Not detected"``
            return leaf
    return _qualified_result(ctx, view, s, e + len(window))


def _named_in_a_title(ctx: CheckContext, view: ClaimView, s: int, e: int) -> Leaf | None:
    """A returned item whose name holds two words the denied phrase gives side by side, as
    written ("we don't carry the queen size in oak" beside a product named "Oak bed frame -
    queen size"): the item the answer says is not there. One such item only, of a list a
    call returned, by a field that names it (a status says how it stands, not what it is),
    and no field of it saying that it is absent. A Han run is one word: its head after the
    last 的 is the name it gives."""
    words = ctx.answer.words
    text = view.claim.text
    if words.has("exception", text.lower()):
        return None
    window = _BREAK.split(text[e : e + 70], maxsplit=1)[0].lower()
    # (or the label the denial closes: "Load report: not in the file yet")
    label = _label(view, s, e, place_after=True).lower()
    runs = [window, label]
    said: list[str] = []
    pairs: set[str] = set()
    if len([w for w in _WORD.findall(label) if len(w) > 2]) >= 2:
        pairs.add(" ".join(fold(label).split()))  # (the whole label, its joining words kept)
    for run in runs:
        run_words = [w for w in _WORD.findall(run) if w.isascii() or not _HAN.search(w)]
        said += run_words
        pairs |= {
            f"{a} {b}"
            for a, b in itertools.pairwise(run_words)
            if len(a) > 2 and len(b) > 2 and not {a, b} & (_STOP | _GENERIC)
        }
    # a Chinese noun phrase is one run: its head after the last 的 ("没有找到周末拍的城市夜景"
    # names "城市夜景"), three characters or more, held as written in an item's name
    han = _HAN_RUN.findall(window)
    head = han[0].rsplit("的", 1)[-1] if han else ""
    if len(head) >= 3:
        pairs.add(head)
    if not pairs:
        return None
    index = ctx.index
    found: list[Leaf] = []
    for leaf in index.leaves:
        if leaf.source != "output" or leaf.record is None or not isinstance(leaf.raw, str):
            continue
        if leaf.kind != "string" and not (leaf.kind == "text" and len(leaf.raw) <= 160):
            continue  # (a long title is read as text: "Inspection report (wiring and earthing)")
        if index.records[leaf.record].list_id is None:
            continue
        call = index.call_of(leaf)
        if call is None or call.failed:
            continue
        if not set(key_words(leaf.key)) & _TITLE_KEYS:
            continue  # (a status, "awaiting_vendor_confirmation", says it is not there yet)
        name = f" {fold(leaf.raw)} "
        held = [p for p in pairs if f" {p} " in name or (_HAN.match(p) and p in leaf.raw)]
        if not held:
            continue
        if _HAN.match(held[0]) and _HAN_DENIED.search(leaf.raw):
            continue  # ("未配置夜间监控": an item that is itself a lack the claim restates)
        others = {_stem(w) for w in said if len(w) > 2 and w not in held[0].split()}
        own_list = index.records[leaf.record].list_id
        if any(
            n.id != own_list and others & {_stem(w) for w in key_words(n.key)} for n in index.lists
        ):
            continue  # "no Acme Freight invoices": the name qualifies another list's items
        if not _restates(text, leaf, words):
            record = index.records[leaf.record]
            if not _reports_none(index, record, leaf, ctx.answer.language):
                found.append(leaf)
    return found[0] if len({leaf.record for leaf in found}) == 1 else None


# the key words of a field that names an item (its name, title, product, description)
_TITLE_KEYS = frozenset({"name", "title", "product", "description", "desc", "label", "model"})


def _keyed_figure(
    ctx: CheckContext, view: ClaimView, s: int, e: int
) -> tuple[Leaf | None, Leaf | None]:
    """A returned item the denied phrase names by a field's name and its figure ("no size 9
    pairs", "ningún par de talla 9", "साइज़ 9 की एक भी जोड़ी नहीं" beside a line ``size: 9``
    of ``pairs: 40``): the word right before the figure names the item's key, in the
    answer's words, by a concept or by its sound. An item that holds a zero besides (``stock:
    0``) is the one the claim says is not there: then (None, its zero)."""
    index = ctx.index
    words = ctx.answer.words
    low = view.low
    if view.claim.language in _HEAD_FINAL:
        lo, hi = _clause_bounds(low, (s, e))[0], e
    else:
        lo, hi = s, e + len(_BREAK.split(low[e : e + 70], maxsplit=1)[0])
    base = view.claim.start
    nil: Leaf | None = None
    for v in view.values:
        if v.kind != "number" or v.stated is None or v.year_like:
            continue
        at = v.start - base
        measured = unit(v.stated.unit) if v.stated.unit else None
        if v.stated.unit and measured is None:
            continue
        if measured is not None:
            # a measure that opens the clause right before its denial names the variant
            # ("en 3 mm no la tenemos"); one said elsewhere ("6 km south", "the 5 m³ one is
            # not free until Monday") places or times the thing, it picks no variant
            first, last = _clause_bounds(low, (s, e))
            if not (
                first <= at < s
                and len(_WORD.findall(low[first:at])) <= 1
                and len(_WORD.findall(low[v.end - base : s])) <= 1
                and not _UNTIL.search(low, e, last)
            ):
                continue
        elif not lo <= at < hi:
            continue
        if measured is None and v.stated.value != v.stated.value.to_integral_value():
            continue
        forms: set[str] = set()
        if measured is None:
            before = _WORD.findall(low[max(0, at - 24) : at])
            if not before:
                continue
            word = before[-1]
            if len(word) < 3 or word in _STOP:
                continue
            forms = {_stem(word)} | words.concepts_in(word) | set(_loanwords(index, [word]))
        for leaf in index.leaves:
            if (
                leaf.source != "output"
                or isinstance(leaf.raw, bool)
                # (a code holds figures of its own: "DIST-2024-01" is no item 2024)
                or (isinstance(leaf.raw, str) and _LABELLED_FIGURE.fullmatch(leaf.raw) is None)
                or leaf.number != v.stated.value
                or leaf.record is None
                or index.records[leaf.record].list_id is None
                # ("in 2 cm" names the variant of ``thickness_cm: 2`` by the key's unit)
                or not (
                    (key_unit(leaf.key) == measured.name)
                    if measured is not None
                    else bool(_key_terms(leaf.key) & forms)
                )
            ):
                continue
            call = index.call_of(leaf)
            if call is None or call.failed:
                continue
            others = [index.leaves[lid] for lid in index.records[leaf.record].leaves]
            zero = next((o for o in others if o.id != leaf.id and o.number == 0), None)
            if zero is not None:
                nil = nil or zero
                continue
            return leaf, None
    return None, nil


# a denial that lasts until a time: the thing is there, not yet free
_UNTIL = regex_cache.compile(r"\b(?:until|till|hasta)\b|तक|直到|之前|以前")


def _topic_noted(ctx: CheckContext, view: ClaimView, s: int, e: int) -> Leaf | None:
    """A note, a log line or a message of a list whose text speaks of the topic a denial
    names ("nothing logged about the guest room colour yet" beside a note "client says the
    guest room reads darker than the sample"): the words the topic's marker leads (after
    it; before it where the marker is a postposition), two or more of them and
    most of them, in one item's text. A text that itself denies (a Chinese line with a
    negation) repeats the claim, it is no witness."""
    marks = _topic_marks(view.claim.language)
    if marks is None:
        return None
    low = view.low
    start, end = _clause_bounds(low, (s, e))
    m = marks.search(low, start, end)
    if m is None:
        return None
    if view.claim.language in _POSTPOSITIONAL:
        topic = low[start : m.start()].replace(low[s:e], " ")  # ("X के बारे में")
    else:
        topic = low[m.end() : end]
    words = ctx.answer.words
    terms = _topic_terms(topic, words)
    if len(terms) < 2:
        return None
    index = ctx.index
    for leaf in index.leaves:
        raw = leaf.raw
        if (
            leaf.source != "output"
            or leaf.text is not None
            or not isinstance(raw, str)
            or len(raw) < 20
            or leaf.record is None
            or not any(r.list_id is not None for r in index.ancestors(leaf.record))
        ):
            continue
        held = terms & _topic_terms(raw.lower(), words)
        if len(held) >= 2 and len(held) >= 0.6 * len(terms) and not _negates(leaf, words):
            call = index.call_of(leaf)
            if call is not None and not call.failed:
                return leaf
    return None


def _topic_terms(text: str, words: Words) -> set[str]:
    """The content of a topic: stems of its words of three letters or more, none a function
    word nor a word of absence; for Han, its pairs of characters that hold no particle."""
    out: set[str] = set()
    for w in _WORD.findall(text):
        if _HAN.search(w):
            out |= {
                p for p in (w[i : i + 2] for i in range(len(w) - 1)) if not _HAN_PARTICLES & set(p)
            }
            continue
        if (
            len(w) < 3
            or w in _STOP
            or w in _GENERIC
            or (words.absence and words.absence.fullmatch(w))
        ):
            continue
        out.add(_stem(w))
    return out


_HAN_PARTICLES = frozenset("的了是在有和与及或也都还没不")
# the languages whose topic marker follows its topic
_POSTPOSITIONAL = frozenset({"hi"})


@cache
def _topic_marks(language: str) -> re.Pattern[str] | None:
    return compile_phrases(load(language).absence_topic) if language in available() else None


# a figure alone or after a word that labels it ("12", "Screen 2", "Bay 14")
_LABELLED_FIGURE = regex_cache.compile(r"(?:[^\W\d_]+\s?)?\d+")


def _qualified_result(ctx: CheckContext, view: ClaimView, s: int, e: int) -> Leaf | None:
    """A returned item the denied phrase names by its name without the bracketed qualifier
    the output adds to it ("没有糖醋排骨" and ``name: "糖醋排骨（半份）"``, "no beef stew" and
    ``"Beef stew (small)"``): the item is there, in that size or variant."""
    index = ctx.index
    heads: list[tuple[str, Leaf]] | None = index.memo.get("qualified names")
    if heads is None:
        heads = []
        for leaf in index.leaves:
            if leaf.source != "output" or leaf.kind != "string" or leaf.record is None:
                continue
            if index.records[leaf.record].list_id is None:
                continue
            m = QUALIFIED_NAME.match(str(leaf.raw))
            head = fold(m.group(1)) if m else ""
            if len(head) >= (3 if _HAN.search(head) else 5):
                heads.append((head, leaf))
        index.memo["qualified names"] = heads
    if not heads:
        return None
    phrase = f" {fold(view.claim.text[s:e])} "
    for head, leaf in heads:
        at = phrase.find(head)
        if at < 0:
            continue
        if not _HAN.search(head) and (phrase[at - 1].isalnum() or phrase[at + len(head)].isalnum()):
            continue  # a word inside another
        call = index.call_of(leaf)
        if call is None or call.failed or _restates(view.claim.text, leaf, ctx.answer.words):
            continue
        record = index.records[leaf.record] if leaf.record is not None else None
        if record is not None and _reports_none(index, record, leaf, ctx.answer.language):
            continue
        return leaf
    return None


@cache
def _with_english(language: str, table: str) -> tuple[str, ...]:
    """A lexicon table of ``language`` and English's: outputs are often written in English
    whatever the answer's language."""
    from nyaya.claims.lexicons import load

    return tuple(p for lex in (load(language), load("en")) for p in getattr(lex, table))


@cache
@cache
def _exact(language: str) -> re.Pattern[str] | None:
    return compile_phrases(_with_english(language, "absence_exact"))


def _severe(language: str) -> tuple[re.Pattern[str] | None, frozenset[str]]:
    phrases = _with_english(language, "absence_severe")
    return compile_phrases(phrases), frozenset(fold(p) for p in phrases)


def _severe_denied(ctx: CheckContext, head: str) -> bool:
    """Whether the denied noun is of a high degree ("no major issues", "nada grave", "कोई
    गंभीर दिक्कत नहीं", "没发现严重故障") and no output value names that degree: the items the
    run holds are of a lesser one (``severity: "minor"``), so they are no witness."""
    pattern, values = _severe(ctx.answer.language)
    if pattern is None or pattern.search(head.lower()) is None:
        return False
    for leaf in ctx.index.leaves:
        if leaf.source != "output" or not isinstance(leaf.raw, str) or len(leaf.raw) > 24:
            continue
        raw = fold(leaf.raw.replace("_", " ").replace("-", " "))
        if set(raw.split()) & values or (_HAN.search(raw) and pattern.search(raw)):
            return False  # (``HIGH_RISK``, ``严重``: an item of that degree is there)
    return True


@cache
def _none_found(language: str) -> frozenset[str]:
    return frozenset(fold(p) for p in _with_english(language, "absence_none_found"))


def _reports_none(index: EvidenceIndex, record: Record, named: Leaf, language: str) -> bool:
    """Whether another field of the record says its thing is absent (``"Absent"``, ``"Not
    detected"``, ``"未检出"``): a claim that there is none agrees with it."""
    values = _none_found(language)
    for lid in record.leaves:
        leaf = index.leaves[lid]
        if leaf.id == named.id or not isinstance(leaf.raw, str) or len(leaf.raw) > 40:
            continue
        if fold(leaf.raw.replace("_", " ")) in values:
            return True
    return False


_HEAD_FINAL = frozenset({"zh", "hi"})

# nouns that deny a thing's record, not a kind of thing ("no record of it", "ningún registro",
# "कोई रिकॉर्ड नहीं", "没有记录"): the thing the claim names is what is denied
_RECORD_NOUNS = frozenset(
    {
        "record",
        "records",
        "entry",
        "entries",
        "trace",
        "registro",
        "registros",
        "constancia",
        "rastro",
        "रिकॉर्ड",
        "रिकार्ड",
        "एंट्री",
        "जानकारी",
        "记录",
        "記錄",
        "纪录",
        "紀錄",
        "信息",
        "资料",
        "資料",
    }
)
# words of a returned item's value that say it was not found after all (``status: NOT_FOUND``)
_MISSING_WORDS = frozenset({"not", "no", "unknown", "invalid", "missing", "none"})


# the states of a status that say the thing exists and went through
_DONE_STATES = frozenset({"paid", "completed", "approved", "active", "delivered", "resolved"})


def _exceeding(words: Words, head: str) -> bool:
    """Whether the denied words open with a verb of passing a figure ("over", "超过",
    "supera"; a Han 超 joined to its noun, "超预算", "超支")."""
    text = head.lstrip(" *_").lower()
    if words.more is not None and words.more.match(text):
        return True
    return text[:1] == "超" and text[1:2] not in _NOT_PASSING


# (超市 is a supermarket, 超级 "super", 超值 "good value": no passing)
_NOT_PASSING = frozenset("市级級值")


def _done_by_the_tool(ctx: CheckContext, head_terms: list[str]) -> Leaf | None:
    """The status of an output that is, as a whole, the thing the claim denies: a call
    whose tool is named for it (``get_payment``, ``consultar_pago`` for "no payment") and
    whose output's own state says it went through (``status: completed``). The state is
    the witness; an output that nests the thing under a key is the other checks' matter."""

    terms = {t for t in head_terms if len(t) > 2}
    if not terms:
        return None
    index = ctx.index
    named_calls = [
        call
        for call in index.calls
        if call.usable
        and not call.failed
        and ({_stem(w) for w in call.name_words[1:]} | concepts_of_words(call.name_words[1:]))
        & terms
    ]
    if any(
        node.call == call.index and node.length == 0 and node.source == "output"
        for call in named_calls
        for node in index.lists
    ):
        # "此单的收据列表为空" beside the order ``paid`` and its receipts, none: a call
        # for the thing denied came back empty, and another's state is no witness of it
        return None
    for call in named_calls:
        # (the output's own state, at its top: ``status``, ``estado``)
        for lid in index.records[call.root].leaves if call.root is not None else ():
            leaf = index.leaves[lid]
            if set(key_words(leaf.key)) & _DESCRIPTIVE:
                continue  # ``status_filter: "ACTIVE"``: what was asked for, echoed back
            if leaf.kind == "string" and value_states(str(leaf.raw)) & _DONE_STATES:
                return leaf
        head = {_stem(w) for w in call.name_words[-1:]} if len(call.name_words) > 1 else set()
        rest = terms - head - {_stem(w) for w in call.name_words}
        if (
            head
            and head <= terms
            and all(len(t) <= 3 for t in rest)
            and call.root is not None
            and not _empty_shape(index, call)
        ):
            # "no quote came back" beside ``get_add_vehicle_quote``, whose output is the
            # quote: a figure of it, under any key, is the witness that it came back (an
            # output that lists things leaves them to the other rules)
            if any(
                leaf.number == 0 and {_stem(w) for w in key_words(leaf.key)} & head
                for leaf in index.subtree_leaves(call.root, depth=0)
            ):
                # ("no stock" beside get_stock's own ``stock_available: 0``: the field the
                # tool is named for says none; a restock's quantity elsewhere is no stock)
                return None
            figures = [
                leaf
                for leaf in index.subtree_leaves(call.root)
                if leaf.source == "output"
                and leaf.number is not None
                and leaf.number != 0
                and not isinstance(leaf.raw, bool)
                and not is_total_key(leaf.key)
                and not {w.lower() for w in key_words(leaf.key)} & _NOT_FIGURES
            ]
            if figures:
                return figures[0]
    return None


# keys whose numbers say how the call went or which record it is, not what it returned
_NOT_FIGURES = frozenset({"code", "status", "id", "no", "number", "count", "total", "page"})


def _empty_shape(index: EvidenceIndex, call: CallInfo) -> bool:
    """Whether an output says it found nothing, or holds a list (whose items the other
    rules weigh): a false or null flag of finding (``found``, ``eligible``), an error, a
    status code of failure or a "not found" value at its top."""
    if call.root is None:
        return True
    if any(node.parent == call.root for node in index.lists):
        return True
    for lid in index.records[call.root].leaves:
        leaf = index.leaves[lid]
        words = {w.lower() for w in key_words(leaf.key)}
        if words & {"error", "errors"} and leaf.raw not in (None, "", [], {}):
            return True
        if words & _FINDING_FLAGS and leaf.raw in (False, None):
            return True
        if words & {"code", "status"} and leaf.number is not None and leaf.number >= 400:
            return True
        if isinstance(leaf.raw, str) and "not found" in fold(leaf.raw.replace("_", " ")):
            return True
    return False


_FINDING_FLAGS = frozenset({"found", "eligible", "available", "exists", "success", "ok"})


def _recorded_item(ctx: CheckContext, view: ClaimView, span: tuple[int, int]) -> Leaf | None:
    """The returned item the claim names, when it denies that item's record ("EX-55 — no
    record of it in the system") and the output returns it: the item is the record. None
    when the denied noun is another, the claim names several items, or the item's values
    say it was not found."""
    from nyaya.checks.values import anchors_of

    text = view.claim.text.lower()
    before, inside, after = text[: span[0]], text[span[0] : span[1]], text[span[1] :]
    # the noun stands in a gapped phrase ("कोई रिकॉर्ड नहीं"), after it, or (Hindi, Chinese)
    # before it
    near = _WORD.findall(inside) + _WORD.findall(after)[:1]
    if view.claim.language in _HEAD_FINAL:
        near += _WORD.findall(before)[-1:]
    if not any(
        w in _RECORD_NOUNS or (_HAN.search(w) and any(n in w for n in _RECORD_NOUNS)) for w in near
    ):
        return None
    index = ctx.index
    lo, hi = view.claim.start, view.claim.start + len(view.claim.text)
    named: dict[int, Leaf] = {}
    for a in anchors_of(ctx, view):
        leaf = index.leaves[a.leaf]
        if a.start < lo or a.end > hi or leaf.source != "output":
            continue
        item = _item_of(index, leaf)
        call = index.call_of(leaf)
        if item is not None and call is not None and not call.failed:
            named.setdefault(item, leaf)
    if len(named) != 1:
        return None
    item, leaf = next(iter(named.items()))
    for value in index.subtree_leaves(item, depth=1):
        if isinstance(value.raw, str) and set(key_words(value.raw)) & _MISSING_WORDS:
            return None
    return leaf


def _result_finding(ctx: CheckContext, view: ClaimView, witness: Leaf, reason: str) -> Finding:
    holder = ctx.index.call_of(witness)
    return make_finding(
        "false_absence",
        view,
        f"the answer says there is none ({quote(view.claim.text, 90)}), but "
        f"{holder.call.tool if holder else 'an output'} returned "
        f"{witness.pointer or '/'} = {_short(witness.raw)!r}",
        reason=reason,
        expected="no such result",
        found=_short(witness.raw),
        witness=Witness(
            kind="result",
            receipt_id=holder.receipt_id if holder else None,
            pointer=witness.pointer or "/",
            value=_short(witness.raw),
        ),
    )


_SEGMENT = regex_cache.compile(
    r"[,;:—–(]|\s-\s|，|；|：|。|所以|但是|因此"
    r"|\b(?:so|and|but|because|así que|y|pero|porque|इसलिए|तो|और)\b"
)


_COUNTED = regex_cache.compile(r"(?<![\w.,:\-#/])[1-9]\d*\s+(?:\w+\s+){0,2}\Z")


def _free_choice(low: str, s: int, words: Words) -> bool:
    """A negative word a preposition or a comparison before it makes mean "any" ("antes de
    firmar nada", "sin avisar a nadie", "más que nunca"): within three words of that word,
    in its clause, it denies nothing."""
    licensor = words.stance.get("free_choice")
    if licensor is None:
        return False
    since = max(0, s - 40)
    for gap in _CLAUSE_GAP.finditer(low, since, s):
        since = gap.end()
    last = None
    for m in licensor.finditer(low, since, s):
        last = m
    if last is None:
        return False
    between = low[last.end() : s]
    if words.negation is not None and words.negation.search(between):
        return False
    return len(_WORD.findall(between)) <= 3


def _gerund_subject(low: str, s: int, e: int, words: Words) -> bool:
    """An English absence word in -ing that heads its clause with a plural object and a
    singular verb ("Missing days doesn't lower the fare", "missing two payments is what
    counts"): the act of missing things, the subject of a rule, not a denial of them."""
    if words.language != "en" or not low[s:e].endswith("ing"):
        return False
    start = _clause_bounds(low, (s, e))[0]
    if _WORD.search(low, start, s) is not None:
        return False
    # (or a determiner right after it, which no adjective takes: "Missing either filing
    # voids the claims", "skipping a dose means ...": the -ing form is a verb)
    return (
        _SINGULAR_AFTER_PLURAL.match(low, e) is not None
        or _DETERMINER_AFTER.match(low, e) is not None
    )


_DETERMINER_AFTER = regex_cache.compile(
    r"\s+(?:either|any|a|an|the|your|his|her|their|our|one|this|that|these|those|both|each|"
    r"every)\s"
)


# a plural noun phrase of up to three words, then a verb that agrees with a singular subject
_SINGULAR_AFTER_PLURAL = regex_cache.compile(
    r"\s+(?:[a-z0-9-]+\s+){0,2}[a-z-]+s\s+"
    r"(?:does|doesn't|does not|is|isn't|is not|was|wasn't|was not|has|hasn't|has not)\b"
)


def _counted(low: str, s: int) -> bool:
    """An absence word that describes things the answer counts ("7 bins vacíos", "3 empty
    rooms" in a language that puts the adjective after the noun): a count, not a denial."""
    found = _COUNTED.search(low[max(0, s - 40) : s])
    if found is None:
        return False
    # (a measure counts no things: "en 3 mm no la tenemos" denies the variant of 3 mm)
    after = _WORD.findall(found.group())[1:2]
    return not (after and unit_of_word(after[0]) is not None)


def _deduced(low: str, s: int, words: Words) -> bool:
    """An absence the answer concludes from figures it gave ("a €2.50 refund, so it cost
    you nothing", "बकाया शून्य है, यानी कोई बकाया नहीं"): a deduction, weighed as one, not a
    report that a search came back empty."""
    consequence = words.stance.get("consequence")
    if consequence is None:
        return False
    start = 0
    for m in _SEGMENT.finditer(low, 0, s):
        start = m.start()
    idle = _not_consequence(words.language)
    spans = [(m.start(), m.end()) for m in idle.finditer(low, start, s)] if idle else []
    return any(
        m.start() < s and not any(a <= m.start() < b for a, b in spans)
        for m in consequence.finditer(low, start, s)
    )


@cache
def _not_consequence(language: str) -> re.Pattern[str] | None:
    """The phrases that hold a consequence word and draw no consequence ("so far")."""
    return (
        compile_phrases(load(language).absence_not_consequence) if language in available() else None
    )


# the concepts of a judgement that something is out of order ("unusual", "out of place")
_JUDGEMENTS = frozenset({"abnormal"})


def _judged(ctx: CheckContext, low: str, span: tuple[int, int], words: Words) -> bool:
    """An absence that judges what the outputs show ("nothing looks out of place", "nada
    raro", "कुछ भी असामान्य नहीं", "没什么异常"): a verdict on the figures, not a report that
    records are missing, unless the outputs keep records of such things (an ``anomalies``
    list, a flag ``UNUSUAL_ACTIVITY``), which then tell it."""
    if not words.concepts_in(_clause_of(low, span)) & _JUDGEMENTS:
        return False
    return not _records_judgements(ctx.index)


def _records_judgements(index: EvidenceIndex) -> bool:
    """Whether an output key, or a short value, names a judgement's concept (kept in the
    index's memo: it is the same for every claim of the run)."""
    cached: bool | None = index.memo.get("records judgements")
    if cached is None:
        said = [n.key for n in index.lists if n.source == "output"]
        said += [r.key for r in index.records if r.source == "output"]
        for leaf in index.leaves:
            if leaf.source == "output":
                said.append(leaf.key)
                if isinstance(leaf.raw, str) and len(leaf.raw) <= 40:
                    said.append(leaf.raw)
        cached = any(
            concepts_of_words(key_words(k)) & _JUDGEMENTS
            or (_HAN.search(k) and words_for("zh").concepts_in(k) & _JUDGEMENTS)
            for k in said
            if k
        )
        index.memo["records judgements"] = cached
    return cached


# the negations a Chinese "A-not-A" question puts after 有 ("有没有", "有无")
_EITHER_NEGATIONS = ("没", "沒", "无", "無")


def _either(low: str, s: int, e: int) -> bool:
    """Whether a Chinese absence phrase is the second half of an "A-not-A" question ("有
    没有空位我还没查", "有无记录待确认"): it asks whether there is, it does not deny."""
    return s > 0 and low[s - 1] == "有" and low.startswith(_EITHER_NEGATIONS, s)


def _bound_passed(ctx: CheckContext, view: ClaimView, low: str, words: Words) -> Leaf | None:
    """The one output value that says an item went past a bound ("investigation_level_
    exceeded", "limite superado"), when the claim denies, in one clause, that any did ("no
    one went over the investigation level", "没有人超过调查水平"): a denial of a comparison
    that the output itself records as made."""
    if words.absence is None or _hedged(view) or _stance(view) & {"question", "conditional"}:
        return None
    for h in words.absence.finditer(low):
        if not _beyond_a_field(ctx, low, h.start(), h.end()):
            continue
        clause = _clause_of(low, (h.start(), h.end()))
        if _EXCEED not in words.concepts_in(clause):
            continue
        found = [
            leaf
            for leaf in ctx.index.leaves
            if leaf.source == "output"
            and isinstance(leaf.raw, str)
            and len(leaf.raw) <= 40
            and _EXCEED in concepts_of_words(key_words(leaf.raw))
        ]
        if len({leaf.record for leaf in found}) == 1:
            return found[0]
    return None


_EXCEED = "exceed"  # going past a bound: exceeded, superó, सीमा पार, 超过


_ID_WORD = regex_cache.compile(r"(?<![\w])ids?(?![\w])")


def _beyond_a_field(ctx: CheckContext, low: str, s: int, e: int) -> bool:
    """Whether the absence phrase denies things beyond a bound each record holds ("nothing
    is over a limit", "ninguno supera el máximo", "没有超过限值的"): its clause compares
    with a word naming a numeric output field. That denies a comparison of figures, not
    that the bound's field is empty."""
    words = ctx.answer.words
    start = max((m.end() for m in _BREAK.finditer(low, 0, s)), default=0)
    stop = _BREAK.search(low, e)
    clause = low[start : stop.start() if stop else len(low)]
    bounds = [
        m
        for p in (words.more, words.less)
        if p is not None
        for m in p.finditer(clause)
        # (a comparator inside the phrase itself is none: "查不到", cannot find)
        if not (start + m.start() < e and s < start + m.end())
    ]
    if not bounds or any(ch.isdigit() for ch in clause):
        return False
    memo = "numeric output keys"
    keys: frozenset[str] | None = ctx.index.memo.get(memo)
    if keys is None:
        found: set[str] = set()
        for leaf in ctx.index.leaves:
            if leaf.source == "output" and leaf.number is not None and leaf.key:
                kw = key_words(leaf.key)
                if "id" in kw:
                    continue  # (``member_id: "GYM-2231"``: the digits of an id bound nothing)
                found |= {_stem(w) for w in kw} | concepts_of_words(kw)
        ctx.index.memo[memo] = keys = frozenset(found)
    # the words it compares with: after it ("nothing is over the limit", "ninguno supera el
    # máximo"), or before it too in Hindi and Chinese ("सीमा से ऊपर", "超过限值"); in English and
    # Spanish a word before it is what is denied ("no jumps logged under your id")
    before_too = words.language in ("hi", "zh")
    for m in bounds:
        ahead = clause[max(0, m.start() - 16) : m.start()] if before_too else ""
        near = f"{ahead} {clause[m.end() : m.end() + 24]}"
        # (an identifier bounds nothing: "filed under your account id" places the things)
        near = _ID_WORD.sub(" ", near)
        named = {_stem(w) for w in _WORD.findall(near) if len(w) > 2} | words.concepts_in(near)
        if named & keys:
            return True
    return False


# the items a denial ranges over, then a verb of having: "block has an", "of them have any",
# "turno tiene", "de ellos tiene"
_HAS_AFTER_NOUN = regex_cache.compile(
    r"\s*(?:of\s+(?:the\s+|them\s+|these\s+|those\s+)?)?(?:[^\W\d_]+\s+){0,2}?"
    r"(?:has|have|had|comes\s+with|tiene|tienen|tenía|tenían|incluye|incluyen)\s+"
    # (not the auxiliary of a perfect: "no tutor has been assigned", "have turned")
    r"(?!been\b|[^\W\d_]+ed\b|[^\W\d_]+en\b|sido\b)"
    r"(?:an?\s+|any\s+|un\s+|una\s+|ningún\s+|ninguna\s+)?",
    re.IGNORECASE,
)


def _offered_instead(index: EvidenceIndex, leaf: Leaf) -> bool:
    """Whether ``leaf`` is of an item of a list the output offers in place of what was
    asked (``similar_in_stock``, ``alternatives``, ``suggested_items``): by what its key
    says, no such item is the thing denied."""
    rid = _item_of(index, leaf)
    if rid is None:
        return False
    listed = index.records[rid].list_id
    if listed is None:
        return False
    return _instead_key(index.lists[listed].key or "")


def _instead_key(key: str) -> bool:
    return bool({w.lower() for w in key_words(key)} & _INSTEAD_WORDS)


_INSTEAD_WORDS = frozenset(
    {"similar", "alternative", "alternatives", "alternate", "suggested", "suggestions",
     "substitute", "substitutes", "instead", "recommended", "recommendations", "related"}
)  # fmt: skip


def _stamp_of_the_record(leaf: Leaf) -> bool:
    """Whether a field is the time the record itself was written or read (``updated_at``,
    ``last_modified``, ``generated_at``): when the data changed, no thing the claim may deny
    ("no modifications recorded" beside a schedule's ``updated_at``)."""
    if leaf.kind != "when" or leaf.record is None:
        return False
    words = {w.lower() for w in key_words(leaf.key)}
    return bool(words & _STAMP_EVENTS) and words <= _STAMP_EVENTS | _STAMP_GLUE


_STAMP_EVENTS = frozenset(
    {"updated", "created", "modified", "generated", "fetched", "synced", "refreshed",
     "retrieved", "timestamp", "asof"}
)  # fmt: skip
_STAMP_GLUE = frozenset({"at", "on", "last", "time", "ts", "date", "as", "of"})


def _short_of_a_figure(low: str, e: int, words: Words) -> bool:
    """Whether the absence phrase is the "not" of a comparison with a figure the answer
    states right after it ("1.25%，没有超过 3% 的上限": not over 3%): the answer
    compares two figures, which `_none_beyond` weighs against the items' own figure; it
    denies no result. ("No refunds over $50" puts the thing denied between them: a result.)"""
    for pattern in (words.more, words.less):
        m = pattern.match(low, e) if pattern is not None else None
        if m is None:
            m = pattern.match(low, e + 1) if pattern is not None else None
        if m is not None and _FIGURE_SOON.match(low, m.end()):
            return True
    return False


_FIGURE_SOON = regex_cache.compile(r"[^\d.。;；!?！？\n]{0,12}\d")


def _qualified(low: str, s: int, e: int, words: Words) -> bool:
    """Whether the stretch of the clause around an absence phrase hedges it, makes it a
    condition or an offer ("if you have no ...", "there may be no ...")."""
    start = 0
    for m in _SEGMENT.finditer(low, 0, s):
        start = m.end()
    after = _SEGMENT.search(low, e)
    end = after.start() if after else len(low)
    # the phrase itself is no hedge: "i can't find" holds the offer's "i can"
    segment = f"{low[start:s]} \u2026 {low[e:end]}"
    return any(words.has(name, segment) for name in ("hedge", "conditional", "offer"))


def _predicted(low: str, s: int, e: int, words: Words) -> bool:
    """An absence in the future ("no charge will be possible"): a prediction, not a report
    of what the outputs hold."""
    start = 0
    for m in _SEGMENT.finditer(low, 0, s):
        start = m.end()
    after = _SEGMENT.search(low, e)
    end = after.start() if after else len(low)
    return words.has("future", low[start:end])


def _beyond_the_first(low: str) -> bool:
    """Whether a denial is of what would come after a first ("no second delivery", "ninguna
    entrega adicional", "没有第二批"): an ordinal or a word of adding to what there is."""
    return _BEYOND.search(low) is not None


_BEYOND = regex_cache.compile(
    r"\b(?:second|further|additional|segund[oa]s?|adicional(?:es)?)\b|第二|另一"
)


def _one_spoken_of(ctx: CheckContext, bound: _Bound) -> bool:
    """Whether the lists the denial's noun names (one at least) hold one item at most, and
    each such item is one a value of the answer so far was matched to: the first, which the
    answer has spoken of."""
    index = ctx.index
    records = {leaf.record for _, leaf in bound.items}
    lists = set(bound.lists) | {node.id for node in index.lists if records & set(node.items)}
    if not lists or any(index.lists[lid].length > 1 for lid in lists):
        return False
    # (by a text of its own, a name or a place: a grade "B" or a figure many items share
    # points at none of them), or by a value of a record inside it
    spoken = {
        record.id
        for matched in ctx.matched.values()
        for ids in matched.values()
        if len(ids) == 1
        and isinstance((leaf := index.leaves[ids[0]]).raw, str)
        and len(leaf.raw.strip()) >= 4
        for record in index.ancestors(leaf.record)
    }
    return all(set(index.lists[lid].items) <= spoken for lid in lists)


class _Bound:
    """What an absence claim speaks of: calls, fields and lists whose keys name its noun."""

    def __init__(self) -> None:
        self.calls: list[CallInfo] = []
        self.fields: list[Leaf] = []
        self.lists: list[int] = []
        self.items: list[tuple[int, Leaf]] = []
        self.records: list[Leaf] = []  # the first value of a non-empty object the noun names
        # the lists of calls asked for what the noun names ("no Great Egret records" after
        # ``species: "Great Egret"``): their items are all of that kind
        self.asked: set[int] = set()

    def none_named(self) -> bool:
        """Whether no list, field, item or object of the outputs carries the noun."""
        return not (self.lists or self.fields or self.items or self.records)


_TO_DO = regex_cache.compile(
    r"\s*(?:(?:more|else|further|más)\s+)?(?:to|que)\s+[^\W\d_]+", re.IGNORECASE
)


def _sibling_named(index: EvidenceIndex, call: CallInfo, claim_fold: str) -> bool:
    """Whether another call of the same tool that answered was made with arguments the
    claim names where this one's differ, and the claim names none of this one's: the
    claim speaks of that search ("no free PICU bed" after one search for PICU that came
    back empty and one for NICU that failed)."""
    own = call.call.arguments if isinstance(call.call.arguments, dict) else {}
    for other in index.calls:
        if other is call or other.call.tool != call.call.tool or other.failed:
            continue
        args = other.call.arguments if isinstance(other.call.arguments, dict) else {}
        differ = {k: v for k, v in args.items() if isinstance(v, str) and own.get(k) != v}
        if not differ:
            continue
        named = all(f" {fold(v)} " in claim_fold for v in differ.values())
        mine = any(
            isinstance(own.get(k), str) and f" {fold(own[k])} " in claim_fold for k in differ
        )
        if named and not mine:
            return True
    return False


def _inside_han_value(index: EvidenceIndex, low: str, s: int, e: int) -> bool:
    """Whether ``low[s:e]`` (a Han phrase) lies inside an output's own short Han value
    written out in the claim ("延误罚款", a penalty's name)."""
    if not _HAN.search(low[s:e]):
        return False
    values: tuple[str, ...] | None = index.memo.get("short han values")
    if values is None:
        values = tuple(
            {
                leaf.raw
                for leaf in index.leaves
                if leaf.source == "output"
                and isinstance(leaf.raw, str)
                and 3 <= len(leaf.raw) <= 16
                and _HAN.search(leaf.raw)
            }
        )
        index.memo["short han values"] = values
    for value in values:
        if len(value) <= e - s:
            continue
        at = low.find(value.lower(), max(0, s - len(value)), e + len(value))
        if at >= 0 and at <= s and e <= at + len(value):
            return True
    return False


def _restated_denial(ctx: CheckContext, view: ClaimView, hit: re.Match[str]) -> bool:
    """Whether a denial says what an output's own text denies, by the same verb ("没有减去运费"
    beside a note "未减去运费", "the totals do not include fees" beside "totals do not
    include fees"): the word after the negation is the word after a negation in that text.
    It reports the output's statement that an act was not done, not that nothing exists."""
    language = view.claim.language
    text = view.claim.text
    heads = {
        _after_negation(text, c.end)
        for c in find_cues(text, language)
        if c.kind == "negation" and c.start < hit.end() and hit.start() < c.end
    } - {""}
    return bool(heads) and bool(heads & _denied_in_outputs(ctx.index, language))


def _denied_in_outputs(index: EvidenceIndex, language: str) -> frozenset[str]:
    """The words right after a negation in the outputs' texts (once per run and language),
    but those of an empty search's message ("No parcels for order A-1"), which another
    search may contradict: it is the denial's own ground, not a note beside results."""
    key = ("denied in outputs", language)
    hit: frozenset[str] | None = index.memo.get(key)
    if hit is None:
        found: set[str] = set()
        for leaf in index.leaves:
            raw = leaf.raw
            if leaf.source != "output" or not isinstance(raw, str) or len(raw) < 6:
                continue
            if leaf.call is not None and index.calls[leaf.call].empty:
                continue
            for cue in find_cues(raw[:20000], language):
                if cue.kind == "negation":
                    found.add(_after_negation(raw, cue.end))
        hit = index.memo[key] = frozenset(found - {""})
    return hit


def _after_negation(text: str, at: int) -> str:
    """The verb right after a negation: its first Han character, or the stem of its first
    word past an auxiliary ("not **yet** include" reads "include")."""
    rest = text[at : at + 24].lstrip()
    if _HAN.match(rest[:1]):
        return rest[0]
    for w in _WORD.findall(rest.lower())[:2]:
        if w not in _FILLERS:
            return _stem(w)
    return ""


_FILLERS = frozenset({"yet", "be", "been", "ever", "even", "aún", "todavía", "se", "le", "les"})


def _np_terms(view: ClaimView, s: int, e: int) -> list[str]:
    """The words of the noun phrase an absence phrase denies: the few content words right
    after it ("no **open support cases**"), or before it ("the fake-review queue came back
    empty"), up to a clause boundary."""
    text = view.claim.text
    inside = text[s:e]
    after = _BREAK.split(text[e : e + 70], maxsplit=1)[0]
    if len(inside.split()) > 2:
        after = inside + " " + after  # a gapped phrase holds its noun inside
    before = _BREAK.split(text[max(0, s - 50) : s][::-1], maxsplit=1)[0][::-1]
    before = f"{_label(view, s, e)} {before}"
    if set(_WORD.findall(after)) and not set(_WORD.findall(after)) - _AUXILIARIES:
        after = ""  # "... दर्ज नहीं मिली": the verb closes the denial, the noun led
    # "样片目前还没有寄出": two characters after the negation are its verb, the noun led
    verb_only = len(_HAN.findall(after)) == 2 and bool(_HAN.search(before))
    if any(
        len(w) > 2 and w.lower() not in _GENERIC and w.lower() not in _STOP
        for w in _WORD.findall(after)
    ) and not (_HAN.search(after) and not _han_content(after, view.claim.language)):
        if after.lstrip().startswith(_PASSIVE_BY):
            after = ""  # "X没有被Y公开": Y is who did not, X what is denied
        elif not verb_only:
            before = ""  # "no X": the noun follows; only "X came back empty" puts it first
    elif before.strip() and _HAN.search(after) and not _han_content(after, view.claim.language):
        after = ""  # "X这块没有找到任何单据": what follows is "found any record", the noun led
    elif _TO_DO.match(after):
        # "..., nothing more to sign", "nada que firmar": what is denied is the act after it,
        # not what the clause before it did
        before = ""
    out: list[str] = []
    for chunk in (after, before):
        for m in _WORD.finditer(chunk):
            w = m.group().lower()
            if _HAN.search(w):
                # the first eight characters of Han: codes in Latin letters between them
                # ("LX4和LX7的卧铺") do not count against the noun
                out.extend(_han_terms("".join(_HAN.findall(w))[:8]))
                continue
            if len(w) < 3 or w in _GENERIC or w in _STOP:
                continue
            if w in _PREDICATES:
                continue  # "कोई वजह दर्ज नहीं": the verb of the denial, not what is denied
            out.append(_stem(w))
            if len([t for t in out if not _HAN.search(t)]) >= 5:
                break
        if out and not verb_only:
            break
    concepts: set[str] = set()
    from nyaya.checks.language import words_for

    for chunk in (after, before):
        # (the verb of the denial names no concept of the thing: "दर्ज", recorded)
        found = _WORD.findall(chunk)
        if any(w.lower() in _PREDICATES for w in found):
            chunk = " ".join(w for w in found if w.lower() not in _PREDICATES)
        concepts |= words_for(view.claim.language).concepts_in(chunk)
        if concepts:
            break
    concepts -= _GENERIC_CONCEPTS
    if view.claim.language == "en":
        # English answers name keys with the keys' own words; concepts bridge the others
        concepts = set()
    return list(dict.fromkeys(out + sorted(concepts) + _genitive_kind(view, s)))


# "X का कोई अलग शुल्क नहीं": a Hindi genitive right before the denial names the kind of
# the denied thing; a slash list ("parking/storage") names each of several kinds
_GENITIVE_BEFORE = regex_cache.compile(r"((?:[^\W\d_][\w/\-]*\s+){1,2})(?:का|की|के)\s*\Z")


def _genitive_kind(view: ClaimView, s: int) -> list[str]:
    """The words of the kind a Hindi genitive before the absence phrase names."""
    if view.claim.language != "hi":
        return []
    m = _GENITIVE_BEFORE.search(view.claim.text[max(0, s - 40) : s])
    if m is None:
        return []
    return [
        _stem(w.lower())
        for w in re.split(r"[\s/]+", m.group(1))
        if len(w) > 2 and w.lower() not in _GENERIC and w.lower() not in _STOP
    ]


_PREPOSITION = regex_cache.compile(
    r"\b(?:on|in|for|from|at|as|since|with|to|by|under|over|during|until|of|about|de|del|en|"
    r"para|por|desde|hasta|con|sobre|a)\b|\s(?:में|पर|के|को|से)\s"
)


_ABSENCE_WORDS: dict[str, frozenset[str]] = {}


def _absence_words(words: Words) -> frozenset[str]:
    """Every word of the language's absence phrases ("no", "any", "कोई", "नहीं")."""
    cached = _ABSENCE_WORDS.get(words.language)
    if cached is None:
        from nyaya.claims.lexicons import load

        found: set[str] = set()
        for code in (words.language, "en"):
            try:
                lex = load(code)
            except Exception:
                continue
            for phrase in lex.absence_phrases:
                said = _WORD.findall(phrase)
                if _NOT_YET.fullmatch(phrase):
                    said = said[:-1]  # (the act not done, "issued", is the claim's own word)
                found.update(w.lower() for w in said)
        cached = frozenset(found)
        _ABSENCE_WORDS[words.language] = cached
    return cached


def _label(view: ClaimView, s: int, e: int, place_after: bool = False) -> str:
    """The label a denial closes ("Bids: none.", "Pujas, por ahora ninguna", "报价：暂无",
    "बोली: अभी कोई नहीं"): when the phrase ends the claim and stands in the second
    of its two parts, after at most two words, the first part names what is denied. Words
    of time alone ("ninguna por ahora", "de momento, ninguna") make no part of their own.
    Empty otherwise."""
    text = view.claim.text
    rest = text[e:]
    if _content(rest):
        # (with ``place_after``, a place after the phrase, then a clause of its own: "X: not
        # in the file yet, so ..." still closes the label, for naming one item by it)
        first, _, later = rest.partition(",")
        lead = _PLACE_AFTER.match(first) if place_after else None
        if lead is None or _content(first[lead.end() :]) or not later.strip():
            return ""
    parts = [p for p in _BREAK.split(text[:s]) if _content(p)]
    last = _BREAK.split(text[:s])[-1]
    # (words of time and the verb the denial is said with make no part of their own: "por
    # ahora no se ha pagado ninguna", "none has been filed so far")
    said = [w for w in _WORD.findall(last) if _content(w)]
    if len(said) > 1 or len(parts) - _content(last) != 1:
        return ""
    return parts[0]


# a place a thing is not in, after the denial ("in the file", "en el expediente", "में")
_PLACE_AFTER = regex_cache.compile(
    r"\s*(?:in|on|at|en|dentro\s+de)\s+(?:the|el|la|los|las|este|esta|su|tu|your|our)?\s*"
    r"[^\W\d_]+\s*$"
)


def _content(text: str) -> bool:
    """Whether a stretch of a claim holds a word other than a short, a generic or a stop word
    (a word of time, an article)."""
    return any(
        (len(w) > 2 or _HAN.search(w)) and w.lower() not in _GENERIC and w.lower() not in _STOP
        for w in _WORD.findall(text)
    )


def _head_text(view: ClaimView, e: int) -> str:
    """The noun phrase right after an absence phrase, up to its first preposition."""
    after = _BREAK.split(view.claim.text[e : e + 70], maxsplit=1)[0]
    m = _PREPOSITION.search(after.lower())
    return after[: m.start()] if m else after


@cache
def _concept_names() -> frozenset[str]:
    """The English concept names (read on first use: a run in another language may not)."""
    from nyaya.claims.lexicons import load

    return frozenset(load("en").concepts)


_LIST_KEYS = frozenset({"items", "results", "data", "rows", "records", "entries", "hits", "list"})
# besides, what a record is or says of itself, not a thing that can be missing
_GENERIC_CONCEPTS = GENERIC_CONCEPTS | frozenset(
    {
        "status",
        "description",
        "note",
        "price",
        "datetime",
        "start",
        "end",
        "level",
        "rate",
        "percent",
        "change",
    }
)
_DESCRIPTIVE = frozenset(
    {
        # (the request echoed back: ``status_filter: "ACTIVE"`` is what was asked for)
        "filter",
        "filters",
        "query",
        "rule",
        "rules",
        "policy",
        "note",
        "notes",
        "description",
        "instructions",
        "terms",
        "condition",
        "conditions",
        "text",
        "message",
        "comment",
        "comments",
        "summary",
        "remark",
        "remarks",
        "reason",
        "explanation",
        "details",
        "info",
        "label",
        "title",
        "hint",
        "tip",
        "blocker",
        "requirement",
        "requirements",
        "disclaimer",
    }
)


# (an emoji ends a clause too: "没有糖醋排骨😔 只有清炒时蔬")
_BREAK = regex_cache.compile(
    r"[.;:!?,。；：！？，、()（）\n—–\u2600-\u27bf\U0001f300-\U0001faff]|\s-\s"
    r"|\b(?:and|but|so|because|y|pero|porque|और|लेकिन)\b"
)
_STOP = frozenset(
    {
        "the",
        "any",
        "your",
        "our",
        "their",
        "his",
        "her",
        "its",
        "for",
        "from",
        "with",
        "this",
        "that",
        "these",
        "those",
        "one",
        "single",
        "more",
        "other",
        "else",
        "such",
        "los",
        "las",
        "del",
        "una",
        "uno",
        "tus",
        "sus",
        "esa",
        "ese",
        "este",
        "esta",
        "para",
        "por",
        "con",
        "कोई",
        "भी",
        "का",
        "की",
        "के",
        "में",
    }
)


_PROPER = regex_cache.compile(r"\b[A-Z][\w.\-]{2,}(?:\s+[A-Z][\w.\-]+)*|\b[\w.\-]+\.[a-z]{2,}\b")


# a code that names a route, a dose, a seat ("N4", "B12", "T-3"): letters, then digits
# (bounded by Latin letters and digits only: Han text runs on into a code, "上周N4没有")
_NAME_CODE = regex_cache.compile(r"(?<![A-Za-z0-9-])[A-Z]{1,3}-?\d{1,4}[A-Z]?(?![A-Za-z0-9-])")
_ACRONYM = regex_cache.compile(r"[A-Z]{3,5}")
_CAPITALS = regex_cache.compile(r"(?<![A-Za-z0-9-])[A-Z]{3,5}(?![A-Za-z0-9-])")
_YEAR_AFTER = regex_cache.compile(r"\s+(\d{4})\b")
_JUST_BEFORE = regex_cache.compile(r"\s*(?:[^\s\d]{1,3}\s*)?")


def _last_words(text: str, most: int = 2) -> str:
    """The last words of a text: a qualifier right before a denial ("X की कोई", "X没有")."""
    return " ".join(text.split()[-most:])


def _names_in(window: str, codes_only: bool = False) -> list[str]:
    """The names and codes a denial's qualifier holds ("nothing from Bob", "nothing for N4",
    "no Reserva 2019 left"): capitalised words (a year right after them belongs to the name),
    domains, and codes of letters and digits; only codes and names in capitals right before
    the denial when the qualifier stands before it (a capital there may open the sentence)."""
    if codes_only:
        # right before the denial, or a particle away ("K7没有", "SSP की कोई"): "K7的座位都没了"
        # denies a property of K7, not that K7 is there
        found = [*_CAPITALS.finditer(window), *_NAME_CODE.finditer(window)]
        return [m.group() for m in found if _JUST_BEFORE.fullmatch(window[m.end() :])]
    names = []
    for m in _PROPER.finditer(window):
        name = re.split(r"-(?=[a-z])", m.group())[0]  # "VPN-related" names VPN
        if name.lower() in _GENERIC or len(name) <= 2:
            continue
        if name.split()[0].casefold() in _calendar_words():
            continue  # "nothing taken after June 27": a day, no name a result carries
        year = _YEAR_AFTER.match(window, m.end())
        names.append(f"{name} {year.group(1)}" if year and name == m.group() else name)
    codes = _NAME_CODE.finditer(window)
    names += [m.group() for m in codes if not any(m.group() in n for n in names)]
    return names


@cache
def _calendar_words() -> frozenset[str]:
    """Month and weekday names, wide and short, in English and Spanish (babel's CLDR data):
    capitalised in a sentence, they are no names."""
    from babel.dates import get_day_names, get_month_names

    words: set[str] = set()
    for code in ("en", "es"):
        for width in ("wide", "abbreviated"):
            words |= {
                n.casefold().rstrip(".") for n in get_month_names(width, locale=code).values()
            }
            words |= {n.casefold().rstrip(".") for n in get_day_names(width, locale=code).values()}
    return frozenset(words)


def _carries(hay: str, name: str, raw: str) -> bool:
    """Whether an item's folded text carries a name: the name itself, its words in order with
    a few words between them ("Rioja Reserva" in "Rioja Alta Reserva"), or, for a name in
    capitals, the initials of words that stand together ("GPS" for "global positioning
    system")."""
    if f" {name} " in f" {hay} " or name.replace(" ", "") in hay.replace(" ", ""):
        return True
    words = name.split()
    if len(words) > 1:
        gapped = r"(?:\S+ ){0,3}".join(re.escape(w) + " " for w in words)
        if re.search(rf"(?:^| ){gapped}", f"{hay} "):
            return True
    if _ACRONYM.fullmatch(raw):
        tokens = [t for t in hay.split() if t.isalpha()]
        initials = "".join(t[0] for t in tokens)
        at = initials.find(raw.lower())
        while at >= 0:
            if all(len(t) > 1 for t in tokens[at : at + len(raw)]):
                return True
            at = initials.find(raw.lower(), at + 1)
    return False


def _named_only_denied(index: EvidenceIndex, rid: int, names: list[str], language: str) -> bool:
    """Whether every text of an item that carries one of ``names`` carries it only right
    after a negation ("no moon", "sin nubes"): the item denies the thing too."""
    found = False
    for leaf in index.subtree_leaves(rid, depth=2):
        if not isinstance(leaf.raw, str) or leaf.text is not None:
            continue  # (a value read out of a text is weighed in that text)
        raw = lowered(leaf.raw)
        for name in names:
            for m in re.finditer(rf"(?<!\w){re.escape(name.lower())}(?!\w)", raw):
                found = True
                before = raw[max(0, m.start() - 12) : m.start()]
                if not any(
                    (neg := _negators(code)) is not None
                    and any(n.end() >= len(before) - 1 for n in neg.finditer(before))
                    for code in dict.fromkeys((language, "en"))
                ):
                    return False
    return found


def _by_names(
    ctx: CheckContext,
    view: ClaimView,
    out: Outcome,
    window: str,
    lead: str = "",
    denied: frozenset[str] | set[str] = frozenset(),
) -> bool:
    """An absence qualified by a name ("nothing from Bob", "no mail from tessellate.io",
    "nothing logged for Q7"; a name right before the denial qualifies it too: "Q7 की कोई"):
    the results the searches returned either carry that name (a false absence, witnessed
    by the item) or none of them does (the absence holds for what was searched). When the
    denial names a charge (``denied``: "no fee by wire"), an item carrying the name
    witnesses only if the item, its list or its tool is of that kind: a wire payment is
    no wire fee."""
    text = view.claim.text
    names = _names_in(window) + _names_in(lead, codes_only=True)
    if not names:
        return False
    index = ctx.index
    searched = [c for c in index.calls if c.usable and not c.failed and c.lists]
    if not searched:
        return False
    for call in searched:
        asked = " ".join(fold(w) for w in _arg_words(call))
        # a name the search was made for is carried by every result it returned
        kept = [n for n in names if fold(n) not in asked] or names[:1]
        for node_id in call.lists:
            node = index.lists[node_id]
            for rid in node.items:
                hay = " ".join(
                    fold(str(leaf.raw))
                    for leaf in index.subtree_leaves(rid, depth=2)
                    if isinstance(leaf.raw, str)
                )
                if all(_carries(hay, fold(n), n) for n in kept):
                    if denied and not denied & _kinds_of_item(index, call, node_id, rid):
                        continue
                    if _named_only_denied(index, rid, kept, view.claim.language):
                        continue  # ("no moon tonight" beside an outing's "no moon to spoil it")
                    record = index.records[rid]
                    first = next(
                        (
                            index.leaves[i]
                            for i in record.leaves
                            if isinstance(index.leaves[i].raw, str)
                        ),
                        None,
                    )
                    if first is None:
                        continue
                    out.findings.append(
                        make_finding(
                            "false_absence",
                            view,
                            f"the answer says there is none ({quote(text, 90)}), but "
                            f"{call.call.tool} returned {record.pointer or '/'} with "
                            f"{', '.join(names)}: {first.pointer} = {_short(first.raw)!r}",
                            reason="result_exists",
                            expected="no such result",
                            found=_short(first.raw),
                            witness=Witness(
                                kind="result",
                                receipt_id=call.receipt_id,
                                pointer=record.pointer or "/",
                                value=_short(first.raw),
                            ),
                        )
                    )
                    return True
    out.verified_claim = True
    total = sum(index.lists[n].length for c in searched for n in c.lists)
    out.evidence.append(
        Evidence(
            receipt_id=searched[0].receipt_id,
            field=index.lists[searched[0].lists[0]].pointer or "/",
            value=f"no result carries {', '.join(names)}",
            source="derived",
            derivation=f"none of the {total} results names {', '.join(names)}",
        )
    )
    return True


# what is charged on a thing, not the thing: "no fee by wire" denies a charge of the
# payments made by wire, which a wire payment does not show
_CHARGES = frozenset({"fee", "tax", "interest", "penalty", "discount"})


def _kinds_of_item(index: EvidenceIndex, call: CallInfo, node_id: int, rid: int) -> set[str]:
    """The concepts an item is of: those of its keys, its list's key and its tool's name."""
    keys = [w for leaf in index.subtree_leaves(rid, depth=2) for w in leaf.path[-2:]]
    keys += call.name_words
    return concepts_of_words(keys)


def _akin_any(term: str, words: set[str]) -> bool:
    """A claim word of the same root as one of ``words`` ("retirar" and "retiro")."""
    if len(term) < 5:
        return False
    for w in words:
        n = 0
        for a, b in zip(term, w, strict=False):
            if a != b:
                break
            n += 1
        if n >= 5 and n >= 0.7 * min(len(term), len(w)):
            return True
    return False


# a Chinese passive's agent marker: what follows it did the act, it is not what is denied
_PASSIVE_BY = ("被", "给")


def _han_content(text: str, language: str) -> bool:
    """Whether a run of Han says more than "any", "found", "record": two characters or more
    that no absence phrase of the language and no generic concept (record, result, item)
    covers."""
    from nyaya.claims.lexicons import load

    try:
        phrases: Sequence[str] = load(language).absence_phrases
    except Exception:
        phrases = ()
    words = words_for(language)
    chars = [c for c in text if _HAN.match(c)]
    covered = [False] * len(chars)
    for i in range(len(chars) - 1):
        pair = chars[i] + chars[i + 1]
        concepts = words.concepts_in(pair)
        if any(pair in p for p in phrases) or (concepts and concepts <= _GENERIC_CONCEPTS):
            covered[i] = covered[i + 1] = True
    return covered.count(False) >= 2


def _han_terms(text: str) -> list[str]:
    # Chinese has no spaces: the two-character pieces of a run of Han are its terms
    chars = [c for c in text if _HAN.match(c)]
    return ["".join(chars[i : i + 2]) for i in range(len(chars) - 1)]


def _key_terms(key: str) -> set[str]:
    """A key's words as stems, and the concepts its words are the name of ("fee" in
    ``late_fee``), so a Chinese or Hindi noun can meet an English key."""
    out: set[str] = set()
    names = _concept_names()
    for w in key_words(key):
        s = _stem(w)
        out.add(s)
        if w.endswith("ings"):
            out.add(_stem(s))  # ``bookings`` meets "booked" as ``booking`` does
        if s in names or w in names:
            out.add(s if s in names else w)
        elif s in _names_by_stem():
            out.add(_names_by_stem()[s])  # ``scheduled_at`` is the "schedule" concept's
    return out


@cache
def _names_by_stem() -> dict[str, str]:
    """The English concept names by the stem of their past form ("schedul": "schedule",
    which ``scheduled_at`` and ``scheduling`` stem to)."""
    return {
        _stem(name + "d" if name.endswith("e") else name + "ed"): name
        for name in _concept_names()
        if " " not in name and name.isalpha()
    }


def _names_key(key: str, keyed: set[str]) -> bool:
    """Whether the claim's words name ``key``: a word or concept in common, or a key word
    that abbreviates a claim word (``promo`` for "promotion", ``desc`` for "descripción")."""
    if _key_terms(key) & keyed:
        return True
    if any(_able_root(w, keyed) for w in key_words(key)):
        return True  # ``engravable`` for "can be engraved"
    return any(
        4 <= len(w) <= 5
        and w not in _GENERIC_KEY_WORDS
        and any(len(t) >= len(w) + 3 and t.startswith(w) for t in keyed)
        for w in key_words(key)
    )


def _able_root(word: str, keyed: set[str]) -> bool:
    """Whether a key word of what can be done (``customizable``, ``refundable``) is named by
    a form of its verb ("engraved", "refund")."""
    if len(word) < 8 or not word.endswith(("able", "ible")):
        return False
    root = word[:-4]
    return len(root) >= 5 and any((t.isascii() and stem(t) == root) or t == root for t in keyed)


def _names_by_root(key: str, keyed: set[str]) -> bool:
    """Whether the claim's words name ``key`` by another form of its root or by a concept
    of its words ("cancelled classes", "funciones canceladas", "रद्द कक्षाएँ" against an empty
    ``cancellations``): used only for what is empty or nil, which can support a denial and
    never witnesses against one."""
    words = [w for w in key_words(key) if w not in _GENERIC_KEY_WORDS]
    if not words:
        return False
    concepts = {c for w in words for c in key_concepts(w)} - _GENERIC_CONCEPTS
    if concepts & keyed:
        return True
    stems = {_stem(w) for w in words}
    return any(_akin_any(t, stems) for t in keyed if not _HAN.search(t))


_GENERIC_KEY_WORDS = frozenset(
    {
        "type",
        "name",
        "code",
        "status",
        "date",
        "time",
        "item",
        "items",
        "list",
        "value",
        "text",
        "info",
        "data",
        "note",
        "notes",
        "flag",
        "flags",
        "count",
        "total",
        "amount",
        "number",
    }
)


def _claim_scope(ctx: CheckContext, view: ClaimView) -> set[int] | None:
    """The records the claim is about (by its anchors), or None when it names none."""
    from nyaya.checks.values import anchors_of

    index = ctx.index
    records: set[int] = set()
    for a in anchors_of(ctx, view):
        leaf = index.leaves[a.leaf]
        if (
            leaf.record is not None
            and leaf.source == "output"
            and not _denied_kind(ctx, view, leaf)
        ):
            records.add(leaf.record)
    if not records:
        return None
    scope: set[int] = set()
    for rid in records:
        for record in index.ancestors(rid):
            scope.add(record.id)
            if record.list_id is not None:
                break
        stack = [rid]
        while stack:
            r = stack.pop()
            scope.add(r)
            stack.extend(index.records[r].children)
            for n in index.records[r].lists:
                stack.extend(index.lists[n].items)
    return scope


def _denied_kind(ctx: CheckContext, view: ClaimView, leaf: Leaf) -> bool:
    """Whether an anchor is a kind of item (``type: "colour_proof"``) whose words the claim
    says after its absence phrase ("Colour proofs: none of the colour proofs is in"): the
    thing denied, which is no record the denial is said of."""
    if not isinstance(leaf.raw, str) or not _KIND_KEYS & set(key_words(leaf.key)):
        return False
    words = ctx.answer.words
    if words.absence is None:
        return False
    kind = {_stem(w) for w in key_words(leaf.raw) if len(w) > 2}
    if not kind:
        return False
    low = view.claim.text.lower()
    return any(
        kind <= {_stem(w) for w in _WORD.findall(low[h.end() : h.end() + 60])}
        for h in words.absence.finditer(low)
    )


# the keys that say what kind of item a record is
_KIND_KEYS = frozenset({"type", "kind", "category", "class"})


def _of_another_kind(
    ctx: CheckContext, view: ClaimView, span: tuple[int, int], witness: Leaf
) -> bool:
    """Whether a denial is of a kind of item the witness's list does not hold: every item
    of the list says its kind (``type``, ``category``), the answer names each such kind,
    the denial's clause names none of them (by a word or its concept), and it puts before
    the list's own noun a word that no output holds and the lexicon knows no concept of
    ("no sculpture commission" beside one commission of ``type: "portrait"`` that the
    answer calls the portrait; in Spanish after it, "ninguna comisión de escultura"). The
    list's items are then no witness against it."""
    index = ctx.index
    language = ctx.answer.words.language
    item = _item_of(index, witness)
    if language not in ("en", "es") or item is None:
        return False
    list_id = index.records[item].list_id
    if list_id is None:
        return False
    kinds: list[set[str]] = []
    for rid in index.lists[list_id].items:
        said = [
            w
            for leaf in index.subtree_leaves(rid, depth=0)
            if isinstance(leaf.raw, str) and _KIND_KEYS & set(key_words(leaf.key))
            for w in key_words(leaf.raw)
            if len(w) > 2
        ]
        if not said:
            return False
        kinds.append({_stem(w) for w in said} | concepts_of_words(said))
    words = ctx.answer.words
    answer = {_stem(w) for w in _WORD.findall(ctx.answer.text.lower())}
    if not all(kind & answer for kind in kinds):
        return False  # (the answer tells the kinds apart only when it names them)
    clause = _clause_of(view.claim.text, span).lower()
    said = [_stem(w) for w in _WORD.findall(clause)]
    if any(kind & (set(said) | words.concepts_in(clause)) for kind in kinds):
        return False
    nouns = {_stem(w) for w in key_words(index.lists[list_id].key)}
    held = _output_stems(index)
    pairs = list(itertools.pairwise(said))
    if language == "es":
        pairs = [(b, a) for a, b in pairs]  # (the noun first: "comisión escultórica")
    return any(
        noun in nouns and len(mod) > 3 and mod not in held and not words.concepts_in(mod)
        for mod, noun in pairs
    ) or (
        language == "es"
        and any(
            said[i] in nouns
            and said[i + 1] == "de"
            and len(said[i + 2]) > 3
            and said[i + 2] not in held
            and not words.concepts_in(said[i + 2])
            for i in range(len(said) - 2)
        )
    )


def _output_stems(index: EvidenceIndex) -> frozenset[str]:
    """The stems of every word the outputs' strings and keys hold (once a run)."""
    hit: frozenset[str] | None = index.memo.get("output stems")
    if hit is None:
        found: set[str] = set()
        for leaf in index.leaves:
            if leaf.source != "output":
                continue
            found |= {_stem(w) for w in key_words(leaf.key)}
            if isinstance(leaf.raw, str) and leaf.text is None:
                found |= {_stem(w) for w in _WORD.findall(leaf.raw[:20000].lower())}
        hit = index.memo["output stems"] = frozenset(found)
    return hit


def _mentioned_leaves(ctx: CheckContext, view: ClaimView) -> set[int]:
    """Output leaves the claim's own values or names already match ("no activity since
    Mar 20" states the last activity: its date is no witness against the claim)."""
    from nyaya.checks.values import anchors_of

    out = {a.leaf for a in anchors_of(ctx, view)}
    index = ctx.index
    for v in view.values:
        if v.day is not None:
            for leaf in index.on_monthday(v.day.month, v.day.day):
                out.add(leaf.id)
    return out


def _output_roots(index: EvidenceIndex, call: int | None) -> set[int | None]:
    """The top records of a call's output."""
    if call is None:
        return set()
    return {
        r.id for r in index.records if r.call == call and r.source == "output" and r.parent is None
    }


# a comma and a conjunction that open a clause of its own ("..., and", "..., pero", "..., और",
# "，而且")
_NEW_CLAUSE = regex_cache.compile(
    r"[,;，；]\s*(?:and|but|while|y|e|pero|mientras|और|लेकिन|पर|मगर|而且|并且|並且|但是?|而)(?!\w)"
)


def _local_scope(ctx: CheckContext, view: ClaimView, at: int) -> set[int] | None:
    """The records of the anchor nearest before the absence phrase ("the Basic tier saw
    zero refunds": the Basic tier's row), with what they contain."""
    from nyaya.checks.values import anchors_of

    index = ctx.index
    pos = view.claim.start + at
    before = [a for a in anchors_of(ctx, view) if a.end <= pos and a.start >= view.claim.start]
    if not before:
        return None
    nearest = max(a.end for a in before)
    if _NEW_CLAUSE.search(view.claim.text, nearest - view.claim.start, at):
        # "Room A is full, and there is no room free here either": a clause of its own
        return None
    records: set[int | None] = set()
    for a in before:
        leaf = index.leaves[a.leaf]
        if a.end != nearest or leaf.record is None or _denied_kind(ctx, view, leaf):
            continue
        if leaf.source == "arguments":
            # a value the agent asked with ("the policy MC-1's claims"): what that call
            # returned is what the claim speaks of
            records |= _output_roots(index, leaf.call)
        else:
            records.add(leaf.record)
    scope: set[int] = set()
    for rid in records:
        if rid is None:
            continue
        stack = [rid]
        while stack:
            r = stack.pop()
            scope.add(r)
            stack.extend(index.records[r].children)
            for n in index.records[r].lists:
                stack.extend(index.lists[n].items)
    return scope or None


def _nearest_scope(ctx: CheckContext, view: ClaimView, at: int) -> set[int] | None:
    """What the absence is said of: the records of the nearest value before it, or the
    items its subject names by their words; the subject's when they lie within the value's
    ("the hotels with a lake view: the Pine Inn has no free cancellation": the value
    asked for names every hotel, the subject one of them)."""
    local = _local_scope(ctx, view, at)
    subject = _subject_scope(ctx, view, at)
    if local is not None and subject is not None and subject < local:
        return subject
    return local or subject


# the common properties an item has (its date, its time, its amount), which bind an absence
# only when it names the item
_ITEM_PROPERTIES = frozenset({"date", "time", "day", "hour", "amount"})


def _one_item(index: EvidenceIndex, scope: set[int]) -> bool:
    """Whether a scope is one returned item (with what it contains)."""
    tops = [
        r
        for r in scope
        if index.records[r].list_id is not None
        and not any(a.id in scope for a in index.ancestors(r) if a.id != r)
    ]
    return len(tops) == 1 and all(any(a.id == tops[0] for a in index.ancestors(r)) for r in scope)


def _object_scope(ctx: CheckContext, view: ClaimView, at: int) -> set[int] | None:
    """The one returned item the words after the absence phrase name by a word of its
    values ("no date yet for the practical", "ninguna fecha para el práctico"), with what
    it contains; None when they name none or several."""
    text = view.claim.text
    end = _SEGMENT.search(text.lower(), at)
    said = _content_words(text[at : end.start() if end else len(text)])
    score = _item_scores(ctx.index, said) if said else {}
    best = max(score.values(), default=0)
    named = [rid for rid, n in score.items() if n == best]
    if not best or len(named) != 1:
        return None
    return _with_contents(ctx.index, named)


def _subject_scope(ctx: CheckContext, view: ClaimView, at: int) -> set[int] | None:
    """The items the subject of the absence names by a word of their names ("the walnut
    has no discount" after a search that returned "Walnut loaf 500 g" and "Walnut loaf
    premium"): those items, with what they contain. None when the subject's words name
    no item, or every item returned (then it picks out nothing)."""
    text = view.claim.text
    start = 0
    for m in _SEGMENT.finditer(text.lower(), 0, at):
        start = m.end()
    # ("**Oak filler:** none left in the shop": the label is the subject)
    start = _through_lead_label(text, start)
    subject = _content_words(text[start:at])
    score = _item_scores(ctx.index, subject) if subject else {}
    best = max(score.values(), default=0)
    # "the premium walnut loaf": the items that carry most of the subject's words
    named = [rid for rid, n in score.items() if n == best]
    if not best or len(named) == len(score):
        return None
    return _with_contents(ctx.index, named)


def _content_words(text: str) -> set[str]:
    """The folded words of ``text`` that can name an item (four letters or more, no
    function word, no generic noun)."""
    return {
        fold(w)
        for w in _WORD.findall(text)
        if len(w) >= 4 and w.lower() not in _STOP and w.lower() not in _GENERIC
    }


def _item_scores(index: EvidenceIndex, words: set[str]) -> dict[int, int]:
    """For every item of an output list, how many of ``words`` its short string values
    hold."""
    score: dict[int, int] = {}
    for node in index.lists:
        if node.source != "output":
            continue
        for rid in node.items:
            values = {
                w
                for leaf in index.subtree_leaves(rid, depth=0)
                if leaf.kind == "string" and isinstance(leaf.raw, str) and len(leaf.raw) <= 80
                for w in fold(leaf.raw).split()
            }
            score[rid] = len(words & values)
    return score


def _with_contents(index: EvidenceIndex, records: list[int]) -> set[int]:
    """The records and everything they contain: their child records and list items."""
    scope: set[int] = set()
    stack = list(records)
    while stack:
        r = stack.pop()
        scope.add(r)
        stack.extend(index.records[r].children)
        for n in index.records[r].lists:
            stack.extend(index.lists[n].items)
    return scope


# the places a lookup looks in apart from the main store (a tool ``list_trash``, ``list_backups``)
_SEARCHED_PLACES = frozenset({"trash", "backup"})


def _searched_place(ctx: CheckContext, view: ClaimView, span: tuple[int, int]) -> CallInfo | None:
    """The one lookup the clause names as the place it looked in ("in the trash", "en la
    papelera", "रीसायकल बिन में", "回收站里"), by a concept of the tool's name (one of
    ``_SEARCHED_PLACES``); None when it names none, or several."""
    index = ctx.index
    lookups = [c for c in index.calls if c.usable and not writes(c)]
    if len(lookups) < 2:
        return None
    said = ctx.answer.words.concepts_in(_clause_of(view.claim.text, span)) & _SEARCHED_PLACES
    if not said:
        return None
    named = [c for c in lookups if concepts_of_words(c.name_words) & said]
    return named[0] if len(named) == 1 else None


_ISO_DAY = regex_cache.compile(r"\d{4}-(\d{2})-(\d{2})")


def _day_lists(ctx: CheckContext, view: ClaimView, bound: _Bound, at: int) -> _Bound | None:
    """The lists an output keys by the day the claim names (``"slots": {"2026-03-04": []}``),
    when one of the bound calls failed: "no slot on the 4th" speaks of what the lookup that
    answered returned for that day, and the other lookup's failure (another branch, another
    centre) is not what it reports. None when no call failed or no list is of that day."""
    if not any(c.failed for c in bound.calls):
        return None
    start = view.claim.start + at
    days = {
        (v.day.month, v.day.day)
        for v in view.values
        if v.kind == "date" and v.day is not None and abs(v.start - start) <= 60
    }
    if not days:
        return None
    index = ctx.index
    lists = [
        node.id
        for call in bound.calls
        if not call.failed
        for node_id in call.lists
        if (node := index.lists[node_id])
        and (m := _ISO_DAY.fullmatch(node.key or ""))
        and (int(m.group(1)), int(m.group(2))) in days
    ]
    if not lists:
        return None
    out = _Bound()
    out.lists = lists
    out.calls = [index.calls[c] for c in {index.lists[n].call for n in lists} if c is not None]
    return out


# what follows a "no" that answers a question: the clause ends there; and the "yes" it is
# set against ("the tent yes, the stove no")
_ANSWER_NO = regex_cache.compile(r"[\s*_]*(?:[–—,.;:!)]|\s-\s|$)")
_ANSWER_YES = regex_cache.compile(r"\b(?:yes|sí|si)\b[\s*_]*[,;–—]")


def _month_call(ctx: CheckContext, view: ClaimView, bound: _Bound) -> CallInfo | None:
    """The one bound call whose arguments' dates cover the month the claim names (by its
    name, with no day beside it), when another bound call's do not: the lookup the denial
    reports on. None otherwise."""
    if len(bound.calls) < 2 or any(v.kind == "date" and v.day is not None for v in view.values):
        return None
    months_by_name = calendar_names(view.claim.language)[0]
    named = {
        months_by_name[w]
        for w in _WORD.findall(view.claim.text.lower())
        if len(w) > 3 and w in months_by_name
    }
    if len(named) != 1:
        return None
    month = next(iter(named))
    covering = [c for c in bound.calls if month in _months_asked(c)]
    if len(covering) != 1 or len(covering) == len(bound.calls):
        return None
    return covering[0]


def _months_asked(call: CallInfo) -> set[int]:
    """The months of the dates a call's arguments give (``from: "2025-09-01"``), with the
    months between its earliest and latest."""
    args = call.call.arguments
    days = [
        (int(found.group(1)), int(found.group(2)))
        for v in (args.values() if isinstance(args, dict) else ())
        if isinstance(v, str) and (found := _ISO_MONTH.match(v)) is not None
    ]
    if not days:
        return set()
    lo, hi = min(days), max(days)
    out: set[int] = set()
    year, month = lo
    while (year, month) <= hi and len(out) < 12:
        out.add(month)
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return out


_ISO_MONTH = regex_cache.compile(r"(\d{4})-(\d{2})")


def _within(index: EvidenceIndex, bound: _Bound, call: CallInfo) -> _Bound:
    """What the absence is bound to, kept to one lookup: its lists, fields and items; all of
    its lists when the noun named none of them ("nothing related in the trash")."""
    out = _Bound()
    out.calls = [call]
    out.lists = [n for n in bound.lists if index.lists[n].call == call.index] or list(call.lists)
    out.fields = [leaf for leaf in bound.fields if leaf.call == call.index]
    out.items = [(h, leaf) for h, leaf in bound.items if leaf.call == call.index]
    out.records = [leaf for leaf in bound.records if leaf.call == call.index]
    return out


def _tool_named(call: CallInfo, keyed: set[str]) -> bool:
    """Whether the denied noun's words name the call's tool (its words or their concepts)."""
    terms = {_stem(w) for w in call.name_words} | {
        c for w in call.name_words for c in key_concepts(w)
    }
    return bool(terms & keyed)


def _value_in_head(value: str, head: set[str]) -> bool:
    """Whether an argument's value is a name (capitalised) every word of which is a word of
    the denied noun ("no Great Egret records" after a search with ``species: "Great
    Egret"``): the noun names what the call was asked for, whatever the argument's key. (A
    filter's value, ``status: "confirmed"``, is a qualifier the denial may share with
    another search.)"""
    parts = [w for w in _WORD.findall(value) if len(w) > 2]
    return (
        bool(parts)
        and all(w[:1].isupper() for w in parts)
        and all(_stem(w.lower()) in head for w in parts)
    )


def _bound(
    index: EvidenceIndex,
    terms: list[str],
    scope: set[int] | None = None,
    mentioned: set[int] | None = None,
    head: list[str] | None = None,
    claim_fold: str = "",
) -> _Bound:
    mentioned = mentioned or set()
    latin = {t for t in terms if not _HAN.search(t)}
    keyed = set(head) if head else latin
    han = [t for t in terms if _HAN.search(t)]
    bound = _Bound()
    calls: dict[int, CallInfo] = {}
    for call in index.calls:
        if not call.usable:
            continue
        tool_terms = {_stem(w) for w in call.name_words} | {
            c for w in call.name_words for c in key_concepts(w)
        }
        tool_hit = bool(tool_terms & latin)
        args = call.call.arguments if isinstance(call.call.arguments, dict) else {}
        in_head = (
            len(call.lists) == 1
            and not tool_terms & keyed
            and any(
                _value_in_head(v, keyed) and f" {fold(v)} " in claim_fold
                for v in args.values()
                if isinstance(v, str) and fold(v)
            )
            # (another call whose tool the noun names is what it denies: "no Acme invoices"
            # after a customer search for Acme and an invoice list)
            and not any(_tool_named(c, keyed) for c in index.calls if c is not call)
        )
        by_argument = in_head or (
            len(call.lists) == 1
            and any(
                _names_key(str(k), keyed) and f" {fold(str(v))} " in claim_fold
                for k, v in args.items()
                if isinstance(v, str) and fold(v)
            )
        )
        if by_argument or (len(call.lists) == 1 and _asked_for(call, keyed | latin) >= 2):
            # "the Legal folder is empty" after list_files(folder="Legal"), "no unassigned
            # juniors" after a search with ``level="JR"``, ``assigned=false``: what the call
            # returned for what it was asked is what the claim speaks of
            tool_hit = True
        if call.failed:
            if _sibling_named(index, call, claim_fold):
                continue  # "no PICU bed" after a PICU search and a failed NICU one
            if tool_hit and (scope is None or by_argument or _asked_of(index, call, scope)):
                # a claim about one item of an output ("the Inn shows no free
                # cancellation") rests on that output, not on a failed look-up of another
                calls[call.index] = call
            continue
        # "searched by both, no registration for <name>" when one search by the tool whose
        # name names the denied noun came back empty and another returned <name>: the item
        # the claim names is the thing it denies
        searched_again = (
            {n for n in call.lists if scope.intersection(index.lists[n].items)}
            if scope is not None
            and tool_terms & keyed
            and any(c.call.tool == call.call.tool and c.empty for c in index.calls)
            else set()
        )
        for node_id in call.lists:
            node = index.lists[node_id]
            if (
                scope is not None
                and node.parent is not None
                and node.parent not in scope
                and not by_argument
                and node_id not in searched_again
                # ("no cleaning record of the robot" beside the robot's status and a history
                # the run looked up by the robot's id: that list is the named thing's)
                and not (
                    tool_hit
                    and _asked_of(index, call, scope, ids_only=True)
                    and not _holds(index, call, scope)
                )
            ):
                continue
            generic = not node.key or node.key.casefold() in _LIST_KEYS
            named_item = node_id in searched_again
            if (
                _names_key(node.key, keyed)
                or ((generic or by_argument or named_item) and tool_hit)
                or (node.length == 0 and _names_by_root(node.key, keyed))
            ):
                bound.lists.append(node_id)
                calls[call.index] = call
                if in_head:
                    bound.asked.add(node_id)
        for lid in range(*call.leaf_range):
            leaf = index.leaves[lid]
            if leaf.source != "output" or not leaf.key or leaf.text is not None:
                continue
            if lid in mentioned:
                continue
            if scope is not None and leaf.record not in scope:
                continue
            if set(key_words(leaf.key)) & _DESCRIPTIVE:
                continue  # a rule or a note describes; it is not the thing itself
            if _echoed(index, call, leaf):
                continue  # ``plate: "AB123"`` after get_fines(plate="AB123"): the query
            if _names_key(leaf.key, keyed) or (_nil(leaf) and _names_by_root(leaf.key, keyed)):
                bound.fields.append(leaf)
                calls[call.index] = call
            elif isinstance(leaf.raw, str) and (
                leaf.kind == "string" or (leaf.kind == "text" and _item_line(index, leaf))
            ):
                value_words = key_words(leaf.raw)
                value_terms = {_stem(w) for w in value_words}
                value_concepts = concepts_of_words(value_words)
                hits = sum(
                    1
                    for t in latin
                    if t in value_terms
                    or _akin_any(t, value_terms)
                    # "late fees" and "Late payment charge": a fee is a charge
                    or bool(key_concepts(t) & value_concepts - _GENERIC_CONCEPTS)
                )
                hits += sum(1 for t in han if t in leaf.raw)
                if hits:
                    bound.items.append((hits, leaf))
                    calls[call.index] = call
        if tool_hit and call.empty:
            calls[call.index] = call
    for record in index.records:
        if record.source != "output" or not record.key or record.call is None:
            continue
        call = index.calls[record.call]
        if call.failed or not call.usable:
            continue
        if scope is not None and record.id not in scope:
            continue
        if set(key_words(record.key)) & _DESCRIPTIVE:
            continue
        if _names_key(record.key, keyed) and record.list_id is None:
            numbers = [
                index.leaves[i]
                for i in record.leaves
                if isinstance(index.leaves[i].raw, (int, float))
                and not isinstance(index.leaves[i].raw, bool)
            ]
            if numbers and all(leaf.number == 0 for leaf in numbers):
                # ``penalty: {amount: 0, applicable_from: ...}``: the thing is nil for now,
                # what it would be later is no witness that it exists
                bound.fields.append(numbers[0])
                calls[call.index] = call
                continue
            flags = [
                index.leaves[i]
                for i in record.leaves
                if isinstance(index.leaves[i].raw, bool) and not _negated_key(index.leaves[i].key)
            ]
            if flags and not any(leaf.raw for leaf in flags):
                # ``exchange: {allowed: false, fee: 5}``: the thing is switched off; its
                # terms are what it would cost, not a witness that it exists
                bound.fields.append(flags[0])
                calls[call.index] = call
                continue
            states = [
                index.leaves[i]
                for i in record.leaves
                if isinstance(index.leaves[i].raw, str)
                and set(key_words(index.leaves[i].key)) & _STATUS_WORDS
            ]
            if states and all(_nil(leaf) for leaf in states):
                # ``refund: {status: "not_issued"}``: the thing's own state says there is
                # none yet; the record is where it would go, no witness that it exists
                bound.fields.append(states[0])
                calls[call.index] = call
                continue
            unmade = _pending_unmade(index, record)
            if unmade is not None:
                # ``certificate: {status: "pending", certificate_id: null}``: still to be
                # made, and its id left null says so
                bound.fields.append(unmade)
                calls[call.index] = call
                continue
            first = next((leaf for leaf in flags if leaf.raw), None) or next(
                (index.leaves[i] for i in record.leaves if index.leaves[i].raw not in _EMPTY), None
            )
            if first is not None and first.id not in mentioned:
                bound.records.append(first)
                calls[call.index] = call
    bound.calls = list(calls.values())
    return bound


def _pending_unmade(index: EvidenceIndex, record: Record) -> Leaf | None:
    """The id left null of a record that is a thing still pending (``certificate:
    {status: "pending", certificate_id: null}``): it is not made yet; else None."""
    states = [
        index.leaves[i]
        for i in record.leaves
        if isinstance(index.leaves[i].raw, str)
        and set(key_words(index.leaves[i].key)) & _RECORD_STATE_KEYS
    ]
    if not states or not all(
        value_states(str(leaf.raw)) & {"pending", "processing"} for leaf in states
    ):
        return None
    return next(
        (
            index.leaves[i]
            for i in record.leaves
            if index.leaves[i].raw is None and "id" in key_words(index.leaves[i].key)
        ),
        None,
    )


# words of a list or an object that holds what is lacking ("absent": the guards who were not
# there): its items witness no presence
_LACKING = frozenset(
    {"absent", "absence", "absences", "absentees", "missing", "vacant", "vacancies",
     "unfilled", "unstaffed", "noshow", "noshows"}
)  # fmt: skip


def _of_what_lacks(pointer: str) -> bool:
    return any(
        set(key_words(part)) & _LACKING for part in pointer.split("/")[1:] if not part.isdigit()
    )


def _holds(index: EvidenceIndex, call: CallInfo, scope: set[int]) -> bool:
    """Whether a call's own output holds one of the ``scope`` records."""
    lo, hi = call.leaf_range
    return any(lo <= leaf.id < hi for rid in scope for leaf in index.subtree_leaves(rid, depth=1))


def _asked_of(
    index: EvidenceIndex, call: CallInfo, scope: set[int], ids_only: bool = False
) -> bool:
    """Whether a call was made with a value of one of the ``scope`` records (the item's
    id): then it looked for that item. With ``ids_only``, only a value under a key of an id
    counts (a ``device_id``, not a month or a status the records share)."""
    asked = _arg_values(call)
    return any(
        isinstance(leaf.raw, str)
        and (not ids_only or is_id_key(leaf.key))
        and fold(leaf.raw) in asked
        for rid in scope
        for leaf in index.subtree_leaves(rid, depth=1)
    )


def _echoed(index: EvidenceIndex, call: CallInfo, leaf: Leaf) -> bool:
    """A value of the output, outside any returned item, that repeats what the call was
    asked with: the output restating its query, not a result."""
    if not isinstance(leaf.raw, str) or _item_of(index, leaf) is not None:
        return False
    return fold(leaf.raw) in _arg_values(call)


_NEGATING_KEY_WORDS = frozenset(
    {"free", "no", "non", "without", "none", "missing", "lacks", "exempt"}
)


def _negated_key(key: str) -> bool:
    """A key that names an absence ("drm_free", "no_show", "is_exempt"): true means none."""
    return bool(set(key_words(key)) & _NEGATING_KEY_WORDS)


_WHEN_KEY_ENDS = frozenset({"at", "on", "date", "time", "when"})


def _holds_only_empty_lists(index: EvidenceIndex, leaf: Leaf) -> bool:
    """Whether the item a witness belongs to is a holder of lists, every one of them empty,
    with no more than two fields of its own besides (a day ``{date, windows: []}``): the
    item is listed with nothing in it. (A record of many fields with an empty list of
    amendments is a thing of its own.)"""
    if leaf.record is None:
        return False
    record = index.records[leaf.record]
    lists = [index.lists[n] for n in record.lists]
    return bool(lists) and all(node.length == 0 for node in lists) and len(record.leaves) <= 2


def _undated_step(index: EvidenceIndex, leaf: Leaf) -> bool:
    """Whether the record of ``leaf`` dates the thing with a when-key left null and holds
    no date else (``{step: "signed", at: null}``): a step listed that has not been done."""
    if leaf.record is None:
        return False
    nulls = False
    for i in index.records[leaf.record].leaves:
        other = index.leaves[i]
        words = key_words(other.key)
        if other.kind == "when" and other.raw not in _EMPTY:
            return False
        if words and words[-1].lower() in _WHEN_KEY_ENDS and other.raw is None:
            nulls = True
    return nulls


def _names_something(index: EvidenceIndex, leaf: Leaf, head: list[str]) -> bool:
    """A string field that shows the denied thing exists: its key is the claim's noun and
    its value a name or an id ("referrer": "Tomasz Nowak"), not a word like "none"; or,
    in an output that is one record, the id of the thing (``application_id``: the
    application the claim says there is none of; an item of a list may be denied a state
    or a match its id does not tell)."""
    raw = str(leaf.raw)
    names = key_words(leaf.key)
    last = _stem(names[-1]) if names else ""
    record = index.records[leaf.record] if leaf.record is not None else None
    single = record is not None and record.parent is None and record.list_id is None
    if single and len(names) >= 2 and names[-1].lower() in _ID_WORDS:
        last = _stem(names[-2])
    named = raw[:1].isupper() or any(ch.isdigit() for ch in raw) or not raw.isascii()
    # a code (``"pending_step": "sign_form"``) names the thing pending, unless it is
    # a code of none ("no_action", "not_required")
    code = _CODE.fullmatch(raw) is not None and not set(raw.split("_")) & _NONE_CODE_WORDS
    return (
        (last in head or (code and key_words(leaf.key)[-1] in head))
        and (named or code)
        and raw.casefold() not in ("none", "no", "n/a", "null", "false")
    )


_CODE = regex_cache.compile(r"[a-z]+(?:_[a-z]+)+")
_ID_WORDS = frozenset({"id", "no", "number", "ref", "reference"})
_NONE_CODE_WORDS = _NIL_WORDS | {"not", "nothing", "empty", "unknown"}


# key words of the date a thing falls due by (``next_due_date``, ``deadline``, ``expires_on``)
_DEADLINE_KEY_WORDS = frozenset(
    {"due", "deadline", "expiry", "expires", "expiration", "payable", "until"}
)
# key words of a field that shows a thing was settled (``paid_on``, ``settled_at``)
_SETTLED_KEY_WORDS = frozenset({"paid", "settled", "cleared", "completed", "received"})
# a claim that names these denies the date itself ("no due date yet", "sin fecha límite")
_DATE_CONCEPTS = frozenset({"date", "deadline", "day"})


def _deadline_unmet(ctx: CheckContext, leaf: Leaf, keyed: set[str]) -> bool:
    """A date a thing falls due by that shows no lapse (``next_due_date`` after today, or a
    past one its row marks paid): a thing has such a date whether it is overdue or not, so
    it is no witness against "nothing overdue". A claim that denies the date itself ("no
    due date yet") still meets it."""
    words = key_words(leaf.key)
    if not set(words) & _DEADLINE_KEY_WORDS or leaf.when is None or leaf.when.day is None:
        return False
    if keyed & _DATE_CONCEPTS:
        return False
    now = ctx.answer.now
    if now is None:
        return False
    if leaf.when.day >= now.date():
        return True
    index = ctx.index
    record = index.records[leaf.record] if leaf.record is not None else None
    if record is None:
        return False
    return any(
        set(key_words(index.leaves[i].key)) & _SETTLED_KEY_WORDS and not _nil(index.leaves[i])
        for i in record.leaves
        if i != leaf.id
    )


def _elapsed(leaf: Leaf) -> bool:
    """A number of days, hours, ... under the thing's key (``days_since_last_payment``): a
    time measured from it or to it, which a count of days has whether it happened or not."""
    words = key_words(leaf.key)
    for name in (leaf.unit, key_unit(words[0]) if len(words) > 1 else None):
        u = unit(name) if name else None
        if u is not None and u.dimension == "time":
            return True
    return False


def _preferred_lists(
    index: EvidenceIndex, lists: list[int], terms: list[str], claim_fold: str = ""
) -> list[int]:
    """Among the lists an absence is bound to, those whose call was asked for what the claim
    names ("the fake-review queue": the search made with ``flag=fake``; "on the web shop:
    no review" after one search per ``channel``), when some are."""
    said = set(terms) | {_stem(w) for w in _WORD.findall(claim_fold)}
    exact = {
        n: len(words)
        for n in lists
        if (words := {_stem(w) for w in key_words(index.lists[n].key)}) and words <= said
    }
    if exact and len(exact) < len(lists) and len({index.lists[n].call for n in lists}) == 1:
        # "no notice" against ``notices`` and ``auction_notices`` of one output: the list
        # the claim names word for word, and of those the most specific ("no auction notice")
        most = max(exact.values())
        lists = [n for n in lists if exact.get(n) == most]
    if len({index.lists[n].call for n in lists}) < 2:
        return lists
    wanted = set(terms)
    asked = []
    for n in lists:
        call = index.lists[n].call
        if call is not None and {_stem(w) for w in _arg_words(index.calls[call])} & wanted:
            asked.append(n)
    if asked:
        return asked
    # an argument value only some of the calls were made with, which the claim writes out
    values = {
        n: _arg_values(index.calls[c]) for n in lists if (c := index.lists[n].call) is not None
    }
    shared = set.intersection(*values.values()) if values else set()
    named = [n for n, vs in values.items() if any(f" {v} " in claim_fold for v in vs - shared)]
    if not named:
        return lists
    # and the searches made by an argument only some of the calls had, which the claim
    # names ("under the order <number> and under your email"): it speaks of each
    keys = {
        n: {str(k) for k in (_set_args(index.calls[c]) or {})}
        for n in lists
        if (c := index.lists[n].call) is not None
    }
    common = set.intersection(*keys.values()) if keys else set()
    named += [
        n
        for n, ks in keys.items()
        if n not in named
        and any(len(w) > 2 and _stem(w) in said for k in ks - common for w in key_words(k))
    ]
    return [n for n in lists if n in named] or lists


# the words an output uses to say a filter it was given was not understood
_REJECTED_QUERY = regex_cache.compile(
    r"\b(?:unknown|invalid|unrecogni[sz]ed|not recogni[sz]ed|unsupported|no such|"
    r"did you mean)\b",
    re.IGNORECASE,
)


def _rejected_query(index: EvidenceIndex, call: CallInfo) -> bool:
    """Whether an output says, beside its empty result, that the filter it was given was
    not understood ("Unknown division code ...; valid codes: ..."): the search did not
    look, so its emptiness says nothing of what it was asked for."""
    for lid in range(*call.leaf_range):
        leaf = index.leaves[lid]
        if (
            leaf.source == "output"
            and isinstance(leaf.raw, str)
            and _item_of(index, leaf) is None
            and _REJECTED_QUERY.search(leaf.raw)
        ):
            return True
    return False


def _superseded_dropped(index: EvidenceIndex, lists: list[int]) -> list[int]:
    """``lists`` without the empty ones whose query the output rejected when the same tool
    was called again later and returned items (the search made again with a valid filter):
    the later result is what the tool holds."""
    full_after: dict[str, int] = {}
    for n in lists:
        node = index.lists[n]
        if node.length and node.call is not None:
            tool = index.calls[node.call].call.tool
            full_after[tool] = max(full_after.get(tool, -1), node.call)
    if not full_after:
        return lists
    kept = []
    for n in lists:
        node = index.lists[n]
        if not node.length and node.call is not None:
            call = index.calls[node.call]
            if full_after.get(call.call.tool, -1) > node.call and _rejected_query(index, call):
                continue
        kept.append(n)
    return kept


def _asked_words(call: CallInfo) -> set[str]:
    """The stems of a call's argument keys and values, codes with their digits ("U12G"),
    which key words drop."""
    words = set(_arg_words(call))
    args = call.call.arguments
    if isinstance(args, dict):
        words.update(
            w for v in args.values() if isinstance(v, str) for w in _WORD.findall(v.lower())
        )
    return {_stem(w) for w in words if len(w) >= 3}


def _code_written_out(term: str, text: str, call: CallInfo) -> bool:
    """Whether the claim writes a code the call was asked with as a word and its number,
    the word opening with the code's letters ("Press 2" for ``line: "P2"``, "Dock 12" for
    ``dock: "D-12"``)."""
    args = call.call.arguments
    if not isinstance(args, dict) or not term.isalpha():
        return False
    codes = {
        (m.group(1).casefold(), int(m.group(2)))
        for v in args.values()
        if isinstance(v, str) and (m := _ARG_CODE.fullmatch(v.strip())) is not None
    }
    if not codes:
        return False
    for m in _WORD_NUMBER.finditer(text):
        word = m.group(1).casefold()
        if _stem(word) != term:
            continue
        if any(word.startswith(letters) and int(m.group(2)) == n for letters, n in codes):
            return True
    return False


_ARG_CODE = regex_cache.compile(r"([A-Za-z]{1,3})[-_ ]?(\d{1,4})")
_WORD_NUMBER = regex_cache.compile(r"\b([A-Za-z]{3,})\s+(\d{1,4})\b")


def _spelled(term: str, asked: set[str]) -> bool:
    """Whether an argument word spells the claim's word, whole or as the most of one word
    ("u12" in ``U12G``, "unassign" of ``assigned``)."""
    if len(term) < 3 or _HAN.search(term):
        return False
    return any(
        term == a
        or (
            (a.startswith(term) or term.startswith(a) or a.endswith(term) or term.endswith(a))
            and 4 * min(len(a), len(term)) >= 3 * max(len(a), len(term))
        )
        for a in asked
    )


def _asked_for(call: CallInfo, keyed: set[str]) -> int:
    """How many of the claim's words the call's arguments spell."""
    asked = _asked_words(call)
    return sum(1 for t in keyed if _spelled(t, asked))


def _arg_values(call: CallInfo) -> set[str]:
    """The folded string values a call was made with (three letters or more)."""
    args = call.call.arguments
    if not isinstance(args, dict):
        return set()
    return {f for v in args.values() if isinstance(v, str) and len(f := fold(v)) >= 3}


# an error that itself says the thing looked up does not exist (a 404 told in words, in the
# code, or in the languages of the answers)
_NOT_FOUND = regex_cache.compile(
    r"(?i)not[ _-]?found|does ?n[o']t exist|no such|unknown (?:id|order|account|record)"
    r"|no encontrad|no existe|inexistente|不存在|未找到|找不到|查无|查無|नहीं मिल|मौजूद नहीं"
)


def _not_found_error(call: CallInfo) -> bool:
    """Whether a failed lookup failed because what it looked up does not exist ("ORDER_NOT_FOUND",
    "该单号不存在", an HTTP 404 or 410 in the error): then an answer that found nothing reports
    the error's own finding."""
    said = _error_said(call)
    return _NOT_FOUND.search(said) is not None or _GONE_STATUS.search(said) is not None


def _error_said(call: CallInfo) -> str:
    """What a failed call said: its error, and its output as JSON (a failure returned as data)."""
    said = call.call.error or ""
    if call.call.output is not None:
        said += " " + json.dumps(call.call.output, ensure_ascii=False)[:2000]
    return said


_GONE_STATUS = regex_cache.compile(r'"(?:status|status_?code|http_?status|code)": ?"?(?:404|410)\b')
# an error code as a program writes it: capitals joined by underscores ("SLOT_LOCKED")
_ERROR_CODE = regex_cache.compile(r"\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b")


def _quotes_the_error(low: str, failed: list[CallInfo]) -> bool:
    """Whether the claim quotes a failed call's own error code ("the portal returned
    ``SLOT_LOCKED``"): it tells the failure, whatever words of absence go with it."""
    return any(
        code.casefold() in low for call in failed for code in _ERROR_CODE.findall(_error_said(call))
    )


def _np_text(view: ClaimView, span: tuple[int, int]) -> str:
    text = view.claim.text
    return text[span[0] : min(len(text), span[1] + 70)]


def _judge(
    ctx: CheckContext,
    view: ClaimView,
    bound: _Bound,
    terms: list[str],
    reports_failure: bool,
    out: Outcome,
    head_terms: list[str] | None = None,
    scoped: bool = False,
    terms_span: tuple[int, int] = (0, 0),
    given: set[tuple[str | None, str]] | None = None,
    named_kinds: Sequence[str] = (),
) -> bool:
    head_terms = head_terms or []
    index = ctx.index
    for call in bound.calls:
        if (
            call.failed
            and not reports_failure
            and not asks_for_a_change(call)  # (a change refused leaves things as they were)
            and not _not_found_error(call)
        ):
            out.findings.append(
                make_finding(
                    "false_absence",
                    view,
                    f"the answer says nothing was found ({quote(view.claim.text, 90)}), but "
                    f"{call.call.tool} failed: {(call.call.error or 'error')[:120]}; "
                    "an error is not an empty result",
                    reason="lookup_failed",
                    expected="the failure reported as a failure",
                    found=view.claim.text.strip()[:120],
                    witness=Witness(
                        kind="error",
                        receipt_id=call.receipt_id,
                        value=(call.call.error or "")[:200],
                    ),
                )
            )
            return True
    empty_fields = [leaf for leaf in bound.fields if _nil(leaf)]
    full_fields = [
        leaf
        for leaf in bound.fields
        if not _nil(leaf)
        and leaf.kind in ("string", "bool", "number", "when", "url", "email")
        and not _of_what_lacks(leaf.pointer)
        and not _stamp_of_the_record(leaf)
        # (``certificate: {status: "pending", certificate_id: null}``: not made yet)
        and not (leaf.record is not None and _pending_unmade(index, index.records[leaf.record]))
    ]
    if given is not None:
        # "no other ...": a value the answer names is the exception, not a witness
        said = f" {fold(ctx.answer.text)} "
        full_fields = [
            leaf
            for leaf in full_fields
            if not isinstance(leaf.raw, str)
            or ((None, fold(leaf.raw)) not in given and f" {fold(leaf.raw)} " not in said)
        ]
    keyed = set(head_terms or terms)
    lists = _preferred_lists(
        index, _superseded_dropped(index, bound.lists), terms, f" {fold(view.claim.text)} "
    )
    kinds = _qualified_empty(index, bound.lists, keyed)
    if kinds and not _coordinated(view):
        # "no performances were cancelled" beside ``performances: [...]`` and
        # ``cancellations: []``: the empty list is the denied kind, the full one holds all
        # of the things
        lists = kinds
    elif not _coordinated(view) and _qualified_nil(index, bound, keyed):
        # "nothing from the order was returned" beside ``lines: [...]`` and
        # ``returned_units: 0``: the nil field is what the qualifier denies
        lists = [n for n in lists if not index.lists[n].length]
    empty_lists = [n for n in lists if index.lists[n].length == 0]
    full_lists = [
        n
        for n in lists
        if index.lists[n].length > 0
        and not _of_what_lacks(index.lists[n].pointer or "")
        and not _instead_key(index.lists[n].key or "")
    ]
    witness: Leaf | None = None
    others: list[Leaf] = []  # the other leaves the witness was chosen among
    where = ""
    empty_keys = [k for n in empty_lists for k in _list_keys(index, n)] + [
        k for leaf in empty_fields for k in _keys_of(index, leaf)
    ]
    widened = (
        [
            n
            for n in full_lists
            if _widens(ctx, view, n, empty_lists) or _searched_by(ctx, view, n, empty_lists)
        ]
        if empty_lists
        else []
    )
    if widened:
        # the search made again without one of its filters returned items: a denial that
        # names no value of that filter speaks of what the wider search holds
        full_lists, empty_lists = widened, []
    if empty_lists and full_lists:
        # "A and B: none of either" when A came back and B did not: A, named by a word
        # that names nothing empty, is a witness of its own
        if not _enumerated(ctx, view, lists):
            full_lists = [
                n for n in full_lists if _named_apart(keyed, _list_keys(index, n), empty_keys)
            ]
        if full_lists:
            empty_lists = []
    # (the claim denies things free or in stock: an item with none left is no witness)
    free = "available" in set(terms) | ctx.answer.words.concepts_in(_np_text(view, terms_span))
    if full_lists and not empty_lists:
        # a list of the denied things came back with items: the first that carries what
        # the claim says of them (its names, ids) is the witness
        node = index.lists[full_lists[0]]
        qualifiers = _qualifiers(terms, node, _np_text(view, terms_span), view.claim.language)
        if node.call is not None:
            # what the call was asked for qualifies every item it returned
            asked = _asked_words(index.calls[node.call])
            days = _asked_weekdays(index.calls[node.call])
            weekdays = calendar_names(view.claim.language)[1]
            qualifiers = [
                q
                for q in qualifiers
                if q not in asked
                and not _akin_any(q, asked)
                and not _spelled(q, asked)
                # "on Press 2" after a call with ``line: "P2"``: the code written out
                and not _code_written_out(q, view.claim.text, index.calls[node.call])
                # "no voids on Monday" after list_voids(date="2025-04-07"), a Monday
                and weekdays.get(q, -1) not in days
            ]
        kind = (
            _kind_terms(index, full_lists, head_terms)
            if given is None and full_lists[0] not in bound.asked
            else []
        )
        if kind and not qualifiers:
            # "no credit note in the statement": the list holds the statement's lines of every
            # kind, and only a line that is a credit note is a witness
            item = _item_of_kind(index, full_lists, kind)
        elif given is None:
            item = _item_with(index, full_lists, qualifiers)
        else:
            item = _other_item(index, full_lists, given, set(terms))
        if item is not None and given is None and (free or not qualifiers):
            # ("no two-berth cabin has space" beside one cabin full and one with 3 free: the
            # one with space is the witness, whatever the claim qualifies them by)
            item = _unfilled(index, full_lists, item, free)
        if item is not None:
            partitive, holder = _property_holder(index, full_lists, view, terms_span)
            if partitive:
                item = holder
        if item is not None and _nil(item):
            item = None  # a late fee of 0 on an invoice is no late fee: no witness
        if item is not None:
            witness, where = item, "item"
    if (
        witness is None
        and not empty_lists
        and _nil_named_best(
            bound.fields,
            keyed,
            ctx.answer.words.concepts_in(view.claim.text.lower()) - GENERIC_CONCEPTS,
        )
    ):
        # "not one tin is reserved for it" beside the order's ``reserved_tins: 0`` and the
        # stock's ``tins: 118``: the field the claim names by every word of its key is nil
        out.verified_claim = True
        return True
    if witness is None and not empty_lists:
        decisive = [
            leaf
            for leaf in full_fields
            if (leaf.raw is True and not _negated_key(leaf.key))
            or (leaf.number is not None and leaf.number > 0 and not _elapsed(leaf))
            or (leaf.kind == "when" and not _deadline_unmet(ctx, leaf, keyed))
            or (leaf.kind == "string" and _names_something(index, leaf, head_terms))
        ]
        if empty_fields and decisive and not _coordinated(view, terms_span):
            decisive_keys = [k for leaf in decisive for k in _keys_of(index, leaf)]
            if any(
                _qualifies_apart(keyed, _keys_of(index, leaf), decisive_keys)
                for leaf in empty_fields
            ):
                # "no points were awarded" beside ``points: 40`` and ``points_awarded: 0``:
                # the qualifier names the nil field, and a field the claim names only by
                # the noun it shares with it is what the thing would be, not that it is
                decisive = [
                    leaf
                    for leaf in decisive
                    if _named_apart(keyed, _keys_of(index, leaf), empty_keys)
                ]
        mixed = bool(empty_fields) and bool(decisive)
        apart = [
            leaf for leaf in decisive if _named_apart(keyed, _keys_of(index, leaf), empty_keys)
        ]
        apart_keys = [k for d in apart for k in _keys_of(index, d)]
        set_keys = {leaf.key for leaf in full_fields}
        if apart and any(
            leaf.key not in set_keys
            and leaf.record in {d.record for d in apart}
            and _named_apart(keyed, _keys_of(index, leaf), apart_keys)
            for leaf in empty_fields
        ):
            # "nothing pending" beside ``balance: 164.40`` and ``pending: 0`` of one record:
            # the word names each field apart from the other, and the nil one, set nowhere
            # else, says what the claim says
            apart = []
        records = [
            leaf
            for leaf in bound.records
            if not empty_fields or _named_apart(keyed, _keys_of(index, leaf), empty_keys)
        ]
        # the field the claim names by more of its key's words first ("no revised grade"
        # beside ``original_grade`` and ``revised_grade``)
        decisive.sort(key=lambda leaf: -_key_words_named(leaf.key, keyed))
        if decisive and (not mixed or scoped or _of_each(view, terms_span)):
            # ("none of your invoices has a late fee" beside fees of 0, 35 and 0: the claim
            # speaks of each, so the one that has it is the witness)
            witness = next((leaf for leaf in decisive if leaf.raw is True), decisive[0])
            where = "field"
            others = decisive
        elif apart:
            witness, where = apart[0], "field"
        elif bound.records and (not empty_fields or scoped or _of_each(view, terms_span)):
            # ("none of these can be engraved" beside one flag false and two true: the
            # claim speaks of each)
            witness, where = bound.records[0], "field"
        elif records:
            witness, where = records[0], "field"
    block_item = _block_item(ctx, view) if empty_fields and witness is None else None
    if block_item is not None:
        # "- Refund: none issued yet" under lines that name the March order, beside its
        # ``refund: {status: issued}`` and the April order's ``refund: null``: the item the
        # claim's block names settles which of them the claim speaks of
        mine_empty = [leaf for leaf in empty_fields if _item_of(index, leaf) == block_item]
        mine_full = [
            leaf for leaf in [*full_fields, *bound.records] if _item_of(index, leaf) == block_item
        ]
        if mine_full and not mine_empty:
            witness, where = mine_full[0], "field"
    if witness is None and not (empty_fields or empty_lists):
        strong = [
            leaf
            for hits, leaf in bound.items
            if (
                hits >= 2
                or _rare(leaf, terms)
                or _headed_by(leaf, head_terms)
                or _kind_named(leaf, terms)
                # "parking/storage का कोई शुल्क नहीं": a line of a list that is of a kind
                # the genitive names
                or (
                    _item_line(index, leaf)
                    and bool(
                        {_stem(w.lower()) for w in _WORD.findall(str(leaf.raw))} & set(named_kinds)
                    )
                )
            )
            and not _negates(leaf, ctx.answer.words)
            and not _offered_instead(index, leaf)
        ]
        if strong and free:
            # ("no 4-person tent in stock" beside two, both sold out: an item that is there
            # but has none left is no witness of any)
            strong = [
                leaf
                for leaf in strong
                if (its_rid := _item_of(index, leaf)) is None or not _used_up(index, its_rid)
            ]
        if strong:
            witness, where = strong[0], "item"
    if where == "item" and witness is not None and given is None:
        listed = index.records[witness.record].list_id if witness.record is not None else None
        if not (
            listed is not None and any(_names_key(k, keyed) for k in _list_keys(index, listed) if k)
        ) and _named_nil(ctx, view, empty_fields, keyed | set(terms)):
            # "Rose Supreme: stock zero" beside its ``available: 0``: said of the record it
            # names ("no cabin is free there" names the list's items: any is a witness)
            witness = None
    if witness is not None and given is not None and _denied_flag(index, witness, set(terms)):
        return False  # "no other room is free" and the other room is not: no witness
    if witness is not None and not _on_the_day(ctx, view, witness, terms_span):
        # "no service on Thursday the 1st": a witness must be of that day (another of the
        # leaves it was chosen among may be)
        witness = next((x for x in others if _on_the_day(ctx, view, x, terms_span)), None)
        if witness is None:
            return False
    if witness is not None and (
        _restates(view.claim.text, witness, ctx.answer.words)
        or _denies_alike(view, terms_span, witness, ctx.answer.words)
        or _an_output_denies(ctx, view, terms_span)
        or _listed_as_missing(ctx, view)
    ):
        witness = None  # "已订满" against a note saying it is fully booked: the same statement
        out.verified_claim = True
        return True
    if witness is not None and where == "field" and _states_figure(ctx, view, witness):
        # "P2's 1.5 hectares are not counted in it": the claim gives the field's own figure,
        # so it does not deny the field a value (what it denies is where the figure goes)
        return False
    if witness is not None and witness.record is not None:
        its_item = _item_of(index, witness)
        # (a field of a sibling item itself, "no electric model" beside the block's petrol
        # one and the other one's ``electric: true``, may be what the claim denies: a witness
        # still; a part nested in a sibling, its ``refund`` record, is that sibling's)
        sibling = witness.record == its_item
        named = _block_item(ctx, view) if its_item is not None and not sibling else None
        if (
            its_item is not None
            and named is not None
            and named != its_item
            and index.records[named].list_id == index.records[its_item].list_id
        ):
            return False  # a sibling item's value is no witness when the block names one
    if witness is not None and where == "item" and _of_another_kind(ctx, view, terms_span, witness):
        # "no tree application on file" beside the one application, of ``type: "bench"``,
        # that the answer names as the bench: what it denies is of a kind the list lacks
        return False
    if witness is not None and where == "item" and _holds_only_empty_lists(index, witness):
        # "no slot free on Thursday the 28th" beside that day's ``{date, windows: []}``:
        # the day is listed, and the list of what is free in it is empty
        witness = None
        out.verified_claim = True
        return True
    if witness is not None and where == "item" and _undated_step(index, witness):
        # "not stamped yet" beside a timeline's ``{step: "school_stamped", at: null}``: the
        # step is listed, and its own date says it has not happened
        witness = None
    flag = (
        _false_flag_named(ctx, view, witness.record)
        if witness is not None and witness.record is not None
        else None
    )
    if flag is not None:
        # "VAT is not in the quote" beside that quote's ``vat_included:
        # false``: the denial is the flag's, which holds; the quote's figures are no witness
        out.verified_claim = True
        out.evidence.append(evidence_of(index, flag))
        return True
    if witness is not None:
        reason = "result_exists" if where == "item" else "field_has_value"
        out.findings.append(_result_finding(ctx, view, witness, reason))
        return True
    if empty_fields or empty_lists or any(c.empty for c in bound.calls):
        out.verified_claim = True
        for leaf in empty_fields[:2]:
            out.evidence.append(evidence_of(index, leaf))
        for n in empty_lists[:2]:
            node = index.lists[n]
            owner = index.calls[node.call] if node.call is not None else None
            out.evidence.append(
                Evidence(
                    receipt_id=owner.receipt_id if owner else None,
                    field=node.pointer or "/",
                    value=[],
                )
            )
        return True
    return False


def _after_a_negated_condition(low: str, at: int, words: Words) -> bool:
    """Whether the denial at ``at`` is the main clause after a condition that is itself
    negated ("if it doesn't sell, ...", "si no se vende, ...", "अगर नहीं बिका तो ..."), in its
    own sentence."""
    conditional = words.stance.get("conditional")
    if conditional is None or words.negation is None:
        return False
    start = max(low.rfind(ch, 0, at) for ch in ".!?;\n。！？；") + 1
    for m in conditional.finditer(low, start, at):
        condition = low[m.start() : at]  # (the phrase may hold the negation: "si no")
        cut = _CONDITION_END.search(condition, m.end() - m.start())
        if cut is None:
            continue
        if words.negation.search(condition[: cut.start()]) is not None:
            return True
    return False


_CONDITION_END = regex_cache.compile(r"[,，]|\bthen\b|\bentonces\b|\sतो\s|就")


def _han_verb_head(words: Words, head: str) -> bool:
    """Whether a Chinese denial's head is a verb of an act with no object after it, at most
    where it goes ("寄出", "导出到网盘"): "样衣还没有寄出" denies the act of the
    thing before it. A verb with its object ("没有提交申请") or a look-up ("没有找到订单")
    denies what follows."""
    if words.language != "zh":
        return False
    bare = _HAN_BREAK.split(_HAN_ADVERBS.sub("", head.strip()), maxsplit=1)[0]
    for action, phrases in words.action_phrases.items():
        if action == "lookup":
            continue
        for phrase in phrases:
            if len(phrase) >= 2 and _HAN.match(phrase) and bare.startswith(phrase):
                if words.concepts_in(phrase):
                    continue  # "没有退款": a verb that is a noun too ("refund") names a thing
                rest = bare[len(phrase) :].strip()
                if not rest or (_HAN_WHERE.match(rest) and len(rest) <= 5):
                    return True
    return False


_HAN_ADVERBS = regex_cache.compile(r"^(?:目前|还|還|仍|尚|再|都|也|暂时|暫時|正式|完全)+")
_HAN_BREAK = regex_cache.compile(r"[，,。；;：:！!？?（(\s]")
_HAN_WHERE = regex_cache.compile(r"[到给給至进進在]")


def _asked_weekdays(call: CallInfo) -> set[int]:
    """The weekdays of the days a call's arguments name (``date: "2025-04-07"``: Monday)."""
    args = call.call.arguments if isinstance(call.call.arguments, dict) else {}
    out: set[int] = set()
    for v in args.values():
        when = parse_when(v) if isinstance(v, str) else None
        if when is not None and when.day is not None:
            out.add(when.day.weekday())
    return out


def _widens(ctx: CheckContext, view: ClaimView, full: int, empty: list[int]) -> bool:
    """Whether the list ``full`` came back from a later call of the tool an empty list came
    from, made with the same arguments less a filter (dropped, or set to null), and the
    claim names no value of the filter: "nothing left over in the other batches" after
    ``list(batch="B7")`` came back empty and ``list(batch=None)`` did not."""
    index = ctx.index
    searched = _search_of(index, full)
    if searched is None:
        return False
    wide, wide_args = searched
    call = wide.index
    for n in empty:
        before = index.lists[n].call
        if before is None or before >= call:
            continue
        narrow = index.calls[before]
        narrow_args = _set_args(narrow)
        if narrow.call.tool != wide.call.tool or narrow_args is None:
            continue
        dropped = {k: v for k, v in narrow_args.items() if k not in wide_args}
        if (
            dropped
            and all(narrow_args.get(k) == v for k, v in wide_args.items())
            and not any(_names_argument(view, v) for v in dropped.values())
        ):
            return True
    return False


def _search_of(index: EvidenceIndex, node: int) -> tuple[CallInfo, dict[str, object]] | None:
    """The call a list came back from, with the arguments it set (None when the list is no
    call's, or the call's arguments are no object)."""
    call = index.lists[node].call
    if call is None:
        return None
    info = index.calls[call]
    args = _set_args(info)
    return None if args is None else (info, args)


_SENTENCE_END = regex_cache.compile(r"[.!?](?=\s)|[।。！？\n]")


def _searched_by(ctx: CheckContext, view: ClaimView, full: int, empty: list[int]) -> bool:
    """Whether the list ``full`` came back from a search by other arguments than one that
    came back empty, with the same tool, and the claim's sentence names a value the full
    search was made with: "by your phone and by the serial, nothing" after the serial search
    came back empty and the phone search did not speaks of both searches."""
    index = ctx.index
    searched = _search_of(index, full)
    if searched is None or not searched[1]:
        return False
    found, found_args = searched
    call = found.index
    text = view.claim.text
    preceding = ctx.answer.text[: view.claim.start]
    cut = max((m.end() for m in _SENTENCE_END.finditer(preceding)), default=0)
    said = preceding[cut:] + " " + text
    sentence = fold(said)
    for n in empty:
        before = index.lists[n].call
        if before is None or before == call:
            continue
        other = index.calls[before]
        other_args = _set_args(other)
        if other.call.tool != found.call.tool or other_args is None:
            continue
        own = [
            v
            for k, v in found_args.items()
            if isinstance(v, str) and len(v) >= 3 and other_args.get(k) != v
        ]
        if any(f" {fold(v)} " in f" {sentence} " for v in own):
            return True
        # or the sentence names what the full search was made by ("and by your email")
        if any(_names_search_key(ctx, k, said) for k in found_args if k not in other_args):
            return True
    return False


def _names_search_key(ctx: CheckContext, key: str, said: str) -> bool:
    """Whether the text ``said`` names an argument's key, by its word or its concept."""
    words = ctx.answer.words
    stems = {_stem(w) for w in _WORD.findall(said.lower())}
    concepts = (words.concepts_in(said) | words_for("en").concepts_in(said)) - _GENERIC_CONCEPTS
    return any(
        len(w) > 2 and (_stem(w) in stems or bool(key_concepts(w) & concepts))
        for w in key_words(key)
    )


def _set_args(call: CallInfo) -> dict[str, object] | None:
    """A call's arguments that are set (not null, not empty)."""
    args = call.call.arguments
    if not isinstance(args, dict):
        return None
    return {str(k): v for k, v in args.items() if v not in (None, "", [])}


def _names_argument(view: ClaimView, value: object) -> bool:
    """Whether the claim names an argument's value: its text, or its day."""
    if not isinstance(value, str):
        return True  # a number or a flag the claim may say in words: keep the narrow search
    if f" {fold(value)} " in f" {fold(view.claim.text)} ":
        return True
    day = _ISO_DAY.match(value)
    if day is None:
        return False
    said = {(v.day.month, v.day.day) for v in view.values if v.kind == "date" and v.day}
    return (int(day.group(1)), int(day.group(2))) in said


@cache
def _weekday_words(language: str) -> tuple[dict[str, int], re.Pattern[str]]:
    """Every name of a weekday in the language and in English, with its number (Monday 0),
    and a pattern of the full names a claim writes ("los sábados", "on Saturdays", "周六")."""
    from nyaya.checks.answer import _weekday_names

    names = dict(_weekday_names(language)) | dict(_weekday_names("en"))
    full = sorted((n for n in names if len(n) >= 5 or _HAN.search(n)), key=len, reverse=True)
    return names, regex_cache.compile(r"(?<![^\W\d_])(?:" + "|".join(map(re.escape, full)) + ")")


def _weekday_settles(
    ctx: CheckContext, view: ClaimView, bound: _Bound, span: tuple[int, int], out: Outcome
) -> bool:
    """A denial of a weekday ("no course on Saturdays", "周六没有课") against items that
    say their weekdays (``"days": ["SAT"]``, ``"weekday": "Tuesday"``): an item on that
    day is the witness; items that all fall on other days verify it. False when the claim
    names no weekday or no bound item says one."""
    names, pattern = _weekday_words(view.claim.language)
    found = {names[m.group()] for m in pattern.finditer(_clause_of(view.claim.text, span).lower())}
    if len(found) != 1:
        return False
    day = found.pop()
    index = ctx.index
    items = {rid for n in bound.lists for rid in index.lists[n].items} | {
        rid
        for leaf in [*bound.fields, *(leaf for _, leaf in bound.items)]
        if (rid := _item_of(index, leaf)) is not None
    }
    if not items:
        return False
    said: list[Leaf] = []
    for call in bound.calls:
        for lid in range(*call.leaf_range):
            leaf = index.leaves[lid]
            if (
                isinstance(leaf.raw, str)
                and leaf.raw.strip().lower().rstrip(".") in names
                and _item_of(index, leaf) in items
            ):
                said.append(leaf)
    if not said:
        return False
    witness = next(
        (leaf for leaf in said if names[leaf.raw.strip().lower().rstrip(".")] == day), None
    )
    return _settled(ctx, view, out, witness, said[0], "result_exists")


def _weekend_settles(
    ctx: CheckContext, view: ClaimView, bound: _Bound, span: tuple[int, int], out: Outcome
) -> bool:
    """A denial of anything at the weekend ("no weekend sessions", "周末没有班", "ningún
    turno en fin de semana") against the items of the lists its noun binds, else of every
    list the run's lookups returned, when each item says its days (`item_weekdays`): an item
    on a Saturday or a Sunday is the witness; items that all fall on other days verify it.
    A denial of free places at the weekend is the places' check's (see `_places`); False
    when the clause names no weekend, or no list tells the days of all its items."""
    clause = _clause_of(view.claim.text, span)
    if not names_weekend(clause) or ctx.answer.words.concepts_in(clause) & _FREE_CONCEPTS:
        return False
    if bound.fields or bound.records:
        return False  # "no weekend surcharge" and ``surcharge``: a field, not the items
    index = ctx.index
    lists = bound.lists or [
        n for c in index.calls if c.usable and not c.failed and not writes(c) for n in c.lists
    ]
    language = view.claim.language
    told: list[tuple[int, frozenset[int]]] = []
    for n in lists:
        node = index.lists[n]
        days = [item_weekdays(index, rid, language) for rid in node.items]
        if node.items and all(d is not None for d in days):
            told += [(rid, d) for rid, d in zip(node.items, days, strict=True) if d is not None]
    if not told:
        return False
    mentioned = _mentioned_leaves(ctx, view)
    first = next(iter(index.subtree_leaves(told[0][0], depth=1)), None)
    witness = None
    for rid, weekdays in told:
        if weekdays & WEEKEND_DAYS:
            witness = _day_leaf(index, rid, language)
            if witness is not None and witness.id not in mentioned:
                break
            witness = None
    if first is None:
        return False
    return _settled(ctx, view, out, witness, first, "result_exists")


# the words of a denial of free places ("no free slots at the weekend"): the places' check's
_FREE_CONCEPTS = frozenset({"available", "free"})


def _day_leaf(index: EvidenceIndex, rid: int, language: str) -> Leaf | None:
    """The leaf that says an item's weekend day: a text naming a Saturday, a Sunday or the
    weekend, else its date."""
    names, pattern = _weekday_words(language)
    dated = None
    for leaf in index.subtree_leaves(rid, depth=2):
        if leaf.when is not None and leaf.when.day is not None:
            dated = dated or leaf
        elif _text_weekdays(leaf, names, pattern) & WEEKEND_DAYS:
            return leaf
    return dated


def _named_row(index: EvidenceIndex, near: set[int], said: set[str]) -> int | None:
    """The one returned row the absence's scope is, in a list the denied noun names by its
    key or by its tool ("in the north depot there is no stock" against ``stock``, one row
    per depot: the north depot's row), or None."""
    tops = [r for r in near if not any(a.id in near for a in index.ancestors(r) if a.id != r)]
    list_id = index.records[tops[0]].list_id if len(tops) == 1 else None
    if list_id is None:
        return None
    node = index.lists[list_id]
    if node.source != "output" or node.length < 2:
        return None
    # the row's own name ("Lake View Inn") names the scope, not the denied thing
    own = [w for leaf in index.subtree_leaves(tops[0], depth=0) for w in key_words(str(leaf.raw))]
    said = said - {_stem(w) for w in own} - concepts_of_words(own) - {w.lower() for w in own}
    if any(_names_key(k, said) or _names_by_root(k, said) for k in _list_keys(index, node.id)):
        return tops[0]
    call = index.calls[node.call] if node.call is not None else None
    if call is not None and {_stem(w) for w in call.name_words} & said:
        return tops[0]
    return None


# the keys of a row's figure of how many there are (``qty``, ``in_stock``, ``units_left``)
_QUANTITY_KEY_WORDS = FREE_KEY_WORDS | {"qty", "quantity", "stock", "units", "inventory"}


def _judge_row(
    ctx: CheckContext,
    view: ClaimView,
    row: int,
    head: list[str],
    mentioned: set[int],
    out: Outcome,
) -> bool:
    """Settle an absence scoped to one returned row by that row's own figure of the denied
    thing (its quantity, its flag): zero, empty or false there verifies the claim, above
    zero or true is the witness. Other rows are not what the claim speaks of. False when
    the row has no such figure."""
    index = ctx.index
    keyed = set(head)
    candidates = [
        leaf
        for leaf in index.subtree_leaves(row, depth=1)
        if leaf.id not in mentioned
        and leaf.text is None
        and (isinstance(leaf.raw, bool) or leaf.number is not None)
        and not set(key_words(leaf.key)) & _MONEY_KEY_WORDS
        and not _elapsed(leaf)
        and not (isinstance(leaf.raw, bool) and _negated_key(leaf.key))
    ]
    figures = [leaf for leaf in candidates if _names_key(leaf.key, keyed)]
    if not figures:
        # the row's one figure of how many (``qty``), when the noun named its list
        figures = [leaf for leaf in candidates if set(key_words(leaf.key)) & _QUANTITY_KEY_WORDS]
        if len(figures) != 1:
            return False
    found = next((leaf for leaf in figures if not _nil(leaf)), None)
    return _settled(ctx, view, out, found, figures[0], "field_has_value")


def _settled(
    ctx: CheckContext,
    view: ClaimView,
    out: Outcome,
    witness: Leaf | None,
    support: Leaf,
    reason: str,
) -> bool:
    """Settle an absence by what the output shows: the ``witness`` that contradicts it, else
    the leaf that ``support``s it (verified). Always True: the claim is settled."""
    if witness is not None:
        out.findings.append(_result_finding(ctx, view, witness, reason))
        return True
    out.verified_claim = True
    out.evidence.append(evidence_of(ctx.index, support))
    return True


def _kind_terms(index: EvidenceIndex, lists: list[int], head: list[str]) -> list[str]:
    """The denied noun's words, when none of them names the bound lists or the tools that
    returned them ("no credit note in the statement" against ``get_statement``'s
    ``lines``): the list is bound by the place the claim looked in, and holds things of
    many kinds, of which the noun names one. Empty when the noun names the list ("no open
    tickets" against ``tickets``) or is no word of its own."""
    terms = {
        t
        for t in head
        if not _HAN.search(t)
        and len(t) > 2
        and t not in _GENERIC
        and t not in _STOP
        and t not in _GENERIC_CONCEPTS
    }
    if not terms:
        return []
    said = set(head)  # a generic noun names a list too ("no record" against ``records``)
    if not all(_of_kinds(index, n) for n in lists):
        return []
    for n in lists:
        if any(_names_key(k, said) or _names_by_root(k, said) for k in _list_keys(index, n) if k):
            return []
        call = index.lists[n].call
        if call is not None:
            name = index.calls[call].name_words
            tool = {_stem(w) for w in name} | {c for w in name for c in key_concepts(w)}
            if tool & said or any(_akin_any(t, tool) for t in said):
                return []
    return sorted(terms)


# the keys of what an item is (``type``, ``description``), which set kinds of items apart
_KIND_KEY_WORDS = frozenset(
    {"type", "kind", "category", "description", "desc", "status", "memo", "nature"}
)


def _of_kinds(index: EvidenceIndex, n: int) -> bool:
    """Whether a list holds items of several kinds: its items say what each is under a key
    of ``_KIND_KEY_WORDS``, in two values or more (a ledger's "Payment" and "Assessment")."""
    said: set[str] = set()
    for rid in index.lists[n].items:
        for leaf in index.subtree_leaves(rid, depth=0):
            if isinstance(leaf.raw, str) and set(key_words(leaf.key)) & _KIND_KEY_WORDS:
                said.add(fold(leaf.raw))
    return len(said) >= 2


def _item_of_kind(index: EvidenceIndex, lists: list[int], kind: list[str]) -> Leaf | None:
    """The first value of a returned item that says the item is of the denied kind: a word
    of its type, description or status of the noun's root or concept (``"type": "refund"``,
    ``"description": "Refund - card"``), or a true flag the noun names
    (``"refunded": true``). None when no item is of that kind."""
    wanted = set(kind)
    for n in lists:
        for rid in index.lists[n].items:
            for leaf in index.subtree_leaves(rid, depth=2):
                if leaf.raw is True:
                    words = list(key_words(leaf.key))
                elif leaf.kind == "string" and isinstance(leaf.raw, str):
                    words = list(key_words(leaf.raw))
                else:
                    continue
                stems = {_stem(w) for w in words}
                concepts = concepts_of_words(tuple(words)) - _GENERIC_CONCEPTS
                if (
                    stems & wanted
                    or concepts & wanted
                    or any(_akin_any(t, stems) for t in wanted)
                    or any(key_concepts(t) & concepts for t in wanted)
                ):
                    return leaf
    return None


# the words that join the kinds a denial enumerates ("open or closed", "ni abiertas ni
# cerradas", "खुले या बंद", "未结或已结")
_DISJUNCTIONS: dict[str, re.Pattern[str]] = {
    "en": regex_cache.compile(r"\b(?:or|nor)\b"),
    "es": regex_cache.compile(r"\b(?:o|u|ni)\b"),
    "hi": regex_cache.compile(r"(?<!\w)(?:या|अथवा|न ही|चाहे)(?!\w)"),
    "zh": regex_cache.compile(r"或|还是|還是|无论|無論|不论|不論"),
}


def _enumerated(ctx: CheckContext, view: ClaimView, lists: list[int]) -> bool:
    """Whether the claim denies each of the kinds the bound lists hold apart, naming them
    all joined by "or" ("no claims, open or closed" against ``open_claims`` and
    ``closed_claims``): then any kind's item is a witness, not only one the noun names."""
    if len(lists) < 2:
        return False
    text = view.claim.text.lower()
    joined = _DISJUNCTIONS.get(view.claim.language)
    if joined is None or not joined.search(text):
        return False
    said = {_stem(w) for w in _WORD.findall(text)} | ctx.answer.words.concepts_in(text)
    index = ctx.index
    keys = {n: _list_keys(index, n) for n in lists}
    return all(
        _named_apart(said, keys[n], [k for m in lists if m != n for k in keys[m]]) for n in lists
    )


def _used_up(index: EvidenceIndex, rid: int) -> bool:
    """Whether a returned item says it has no place left (``rooms_left: 0``, ``status:
    SOLD_OUT``)."""
    for leaf in index.subtree_leaves(rid, depth=0):
        if _availability(leaf) is False:
            return True
        if (
            leaf.number == 0
            and not isinstance(leaf.raw, bool)
            and set(key_words(leaf.key)) & FREE_KEY_WORDS
        ):
            return True
    return False


def _unfilled(index: EvidenceIndex, lists: list[int], item: Leaf, free: bool) -> Leaf | None:
    """The witness among the returned items: the first that has places left, when the
    first item is used up and another is not ("no room is free" against a sold-out room
    and a suite with two left: the suite). None when the claim denies free ones and every
    item is used up."""
    first = _item_of(index, item)
    if first is None or not _used_up(index, first):
        return item
    for n in lists:
        for rid in index.lists[n].items:
            if rid != first and not _used_up(index, rid):
                record = index.records[rid]
                leaf = next(
                    (index.leaves[i] for i in record.leaves if index.leaves[i].kind == "string"),
                    None,
                )
                if leaf is not None:
                    return leaf
    return None if free else item


def _nil_named_best(
    fields: list[Leaf], keyed: set[str], said: set[str] | frozenset[str] = frozenset()
) -> bool:
    """Whether the fields the claim names by the most words of their key, two or more and
    all of them, are all nil; ``said``, the concepts of the claim's words, names a key word
    too. A field named so with its unit is named first; one named but for the unit its key
    ends in after that ("no earlier dues" names ``previous_balance_paise``)."""
    # (a claim word names a key word by a concept too: "left" names ``remaining``)
    ideas = ({c for w in keyed for c in key_concepts(w)} | set(said)) - GENERIC_CONCEPTS
    for units in (True, False):
        named: list[tuple[int, Leaf]] = []
        for leaf in fields:
            words = [
                w
                for w in key_words(leaf.key)
                if len(w) > 2 and (units or (not is_minor_key(w) and key_unit(w) is None))
            ]
            hits = sum(1 for w in words if _names_key(w, keyed) or key_concepts(w) & ideas)
            if hits >= 2 and hits == len(words):
                named.append((hits, leaf))
        if named:
            top = max(h for h, _ in named)
            return all(_nil(leaf) for h, leaf in named if h == top)
    return False


def _keys_of(index: EvidenceIndex, leaf: Leaf) -> list[str]:
    """The keys a bound field may be named by: its own and its object's
    (``administrative_penalty/total``)."""
    record = index.records[leaf.record] if leaf.record is not None else None
    return [leaf.key] + ([record.key] if record is not None and record.key else [])


def _list_keys(index: EvidenceIndex, n: int) -> list[str]:
    """The keys a list may be named by: its own and its object's (``penalty/items``)."""
    node = index.lists[n]
    parent = index.records[node.parent] if node.parent is not None else None
    return [node.key] + ([parent.key] if parent is not None and parent.key else [])


def _named_apart(keyed: set[str], keys: list[str], empty_keys: list[str]) -> bool:
    """Whether a claim word names one of ``keys`` and none of ``empty_keys``: the claim
    denies that thing by a name of its own, not by a noun it shares with what is empty
    ("no open tickets" names ``open_tickets`` apart from ``closed_tickets``; "ticket" alone
    names both)."""
    named = {t for t in keyed if any(_names_key(k, {t}) for k in keys if k)}
    shared = {t for t in named if any(_names_key(k, {t}) for k in empty_keys if k)}
    return bool(named - shared)


# the words that join two things a claim names together ("A and B", "A和B", "A और B")
_CONJUNCTIONS: dict[str, re.Pattern[str]] = {
    "en": regex_cache.compile(r"\b(?:and|or|nor)\b"),
    "es": regex_cache.compile(r"\b(?:y|e|o|u|ni)\b"),
    "hi": regex_cache.compile(r"(?<!\w)(?:और|या|तथा|एवं)(?!\w)"),
    "zh": regex_cache.compile(r"和|与|與|及|或|跟"),
}


def _coordinated(view: ClaimView, span: tuple[int, int] | None = None) -> bool:
    """Whether the claim joins things it names ("irregularities and penalties: none"): then
    each is denied, and an empty list of one does not speak for the other. Given the
    denial's ``span``, a conjunction that opens the denial ("..., and no fee was charged")
    joins two statements, not two denied things."""
    joined = _CONJUNCTIONS.get(view.claim.language)
    if joined is None:
        return False
    low = view.claim.text.lower()
    return any(span is None or low[m.end() : span[0]].strip() for m in joined.finditer(low))


def _qualified_empty(index: EvidenceIndex, lists: list[int], keyed: set[str]) -> list[int]:
    """The empty lists among ``lists`` that a claim word names apart from every full one
    (a qualifier: "cancelled" names ``cancellations`` and not ``performances``)."""
    full_keys = [k for n in lists if index.lists[n].length for k in _list_keys(index, n)]
    if not full_keys:
        return []
    return [
        n
        for n in lists
        if not index.lists[n].length and _qualifies_apart(keyed, _list_keys(index, n), full_keys)
    ]


def _qualified_nil(index: EvidenceIndex, bound: _Bound, keyed: set[str]) -> bool:
    """Whether a nil field bound to the claim, outside any returned item (a figure of the
    whole output, not one item's), is named by a claim word apart from every full list
    bound with it."""
    full_keys = [k for n in bound.lists if index.lists[n].length for k in _list_keys(index, n)]
    return bool(full_keys) and any(
        _nil(leaf)
        and _item_of(index, leaf) is None
        and _qualifies_apart(keyed, _keys_of(index, leaf), full_keys)
        for leaf in bound.fields
    )


def _qualifies_apart(keyed: set[str], keys: list[str], other_keys: list[str]) -> bool:
    """Whether a claim word names one of ``keys`` (by a word, its root or a concept) and
    none of ``other_keys``: the qualifier that picks an empty list out of the full ones."""
    named = {
        t for t in keyed if any(_names_key(k, {t}) or _names_by_root(k, {t}) for k in keys if k)
    }
    return any(
        not any(_names_key(k, {t}) or _names_by_root(k, {t}) for k in other_keys if k)
        for t in named
    )


_STATE_KEYS = frozenset(
    {
        "note",
        "notes",
        "status",
        "message",
        "remark",
        "remarks",
        "summary",
        "description",
        "availability",
        "state",
        "reason",
        "comment",
        "info",
    }
)


_APPOSED = regex_cache.compile(r"\s*[(,]\s*")


_DAY_CLAUSE_BREAK = regex_cache.compile(r"[.;:!?。；：！？\n—]|,\s")


def _on_the_day(ctx: CheckContext, view: ClaimView, witness: Leaf, span: tuple[int, int]) -> bool:
    """When the denial is of a day ("no service on Thursday the 1st"), whether the witness's
    record holds that day. A denial with no date of its own asks nothing of the witness."""
    start = view.claim.start + span[0]
    near = [
        v
        for v in view.values
        if v.kind == "date"
        and v.day is not None
        and (
            abs(v.start - start) <= 40
            # (or the day that labels the claim's line: "**Friday, March 14:** ... no check")
            or (v.start - view.claim.start <= 20 and _LABEL_COLON.match(ctx.answer.text, v.end))
            # (or later in the denial's own clause: "none of them can be refilled today")
            or (
                v.start > start
                and _DAY_CLAUSE_BREAK.search(ctx.answer.text, start, v.start) is None
            )
        )
    ]
    more = ctx.answer.words.more
    text = ctx.answer.text.lower()
    since: list[date] = []
    for k, v in enumerate(near):
        before = text[max(0, v.start - 14) : v.start]
        gap = text[near[k - 1].end : v.start] if k else ""
        if v.day is not None and (
            (more is not None and any(not before[m.end() :].strip() for m in more.finditer(before)))
            # the same day in apposition ("since Monday (Mar 2)")
            or (k and near[k - 1].day in since and _APPOSED.fullmatch(gap))
        ):
            since.append(v.day)
    days = {v.day for v in near if v.day not in since}
    if since:
        # "since Monday (Mar 2), no records": a bound, not the day; an item of it or later
        # is a witness
        record = ctx.index.records[witness.record] if witness.record is not None else None
        if record is not None and any(
            leaf.when is not None and leaf.when.day is not None and leaf.when.day >= min(since)
            for leaf in ctx.index.subtree_leaves(record.id, depth=1)
        ):
            return True
    if not days:
        return not since
    monthdays = {(d.month, d.day) for d in days if d is not None}
    for step in (witness.pointer or "").split("/"):
        # a value the output keys by its day (``"2026-03-04": ["14:30"]``)
        m = _ISO_DAY.fullmatch(step)
        if m is not None and (int(m.group(1)), int(m.group(2))) in monthdays:
            return True
    index = ctx.index
    record = index.records[witness.record] if witness.record is not None else None
    if record is None:
        return False
    parts = _said_parts(ctx, view)
    for leaf in index.subtree_leaves(record.id, depth=1):
        day = leaf.when.day if leaf.when is not None else None
        if day is not None and (day in days or (day.month, day.day) in monthdays):
            part = parts.get((day.month, day.day))
            return part is None or in_parts(index, record.id, [part])
    return False


_LABEL_COLON = regex_cache.compile(r"[\s*_)]*[:：]")


def _of_another_day(
    ctx: CheckContext, view: ClaimView, witness: Leaf, span: tuple[int, int]
) -> bool:
    """Whether the denial is of a day and the witness's record is dated, on another day: an
    item with no date of its own (a dish of the day's menu) may still be of that day."""
    if _on_the_day(ctx, view, witness, span) or witness.record is None:
        return False
    return any(
        leaf.when is not None and leaf.when.day is not None
        for leaf in ctx.index.subtree_leaves(witness.record, depth=1)
    )


def _said_parts(ctx: CheckContext, view: ClaimView) -> dict[tuple[int, int], tuple[int, int]]:
    """Each (month, day) of the claim with the part of it said right after it ("周六上午和
    周日下午": Saturday's morning, Sunday's afternoon)."""
    dates = [v for v in view.values if v.kind == "date" and v.day is not None]
    parts = [_part_after(ctx, v) for v in dates]
    # dates joined by "and" share the part said after the last ("周二和周五下午", "Tuesday and
    # Friday afternoons"): a date with none takes that of the next one it is joined to
    for i in range(len(dates) - 2, -1, -1):
        gap = ctx.answer.text[dates[i].end : dates[i + 1].start]
        if parts[i] is None and _JOINED_DATES.fullmatch(gap.lower()):
            parts[i] = parts[i + 1]
    return {
        (v.day.month, v.day.day): part
        for v, part in zip(dates, parts, strict=True)
        if v.day is not None and part is not None
    }


# what may stand between two dates joined as one ("）和", ", and", " y ", " और ")
_JOINED_DATES = regex_cache.compile(
    r"[\s)）\]*_,，、]*(?:and|&|y|e|और|व|तथा|和|与|與|及|跟)?[\s(（*_]*"
)


def _values_in_clause(view: ClaimView, span: tuple[int, int]) -> bool:
    """Whether the claim states a value (a time, a name, a figure; a day only bounds it)
    inside the clause around ``span``."""
    start, end = _clause_bounds(view.claim.text, span)
    return any(start <= v.start - view.claim.start < end and v.kind != "date" for v in view.values)


_ASIDE = regex_cache.compile(r"[(（][^)）]*[)）]?")


def _part_in_clause(
    ctx: CheckContext, view: ClaimView, span: tuple[int, int]
) -> tuple[int, int] | None:
    """The hours of the one part of the day the absence phrase's own clause names ("上午已约满",
    "the morning is full"), when it names one."""
    # (a part named in brackets is an aside's: "none at the weekend (Sunday morning's is full)")
    clause = _ASIDE.sub(" ", _clause_of(view.claim.text, span))
    found = {hours for word, hours in day_parts(ctx.answer.language) if word in clause}
    return next(iter(found)) if len(found) == 1 else None


def _part_after(ctx: CheckContext, value: Value) -> tuple[int, int] | None:
    """The hours of a part of the day said right after a date ("周六上午", "Saturday in the
    morning"): [from, to), wrapping past midnight."""
    after = ctx.answer.text[value.end : value.end + 20].lower().lstrip(" ,)）]*_")
    for word, hours in day_parts(ctx.answer.language):
        if after.startswith(word):
            return hours
    return None


@cache
def day_parts(language: str) -> tuple[tuple[str, tuple[int, int]], ...]:
    """The language's parts of the day and their hours, the longest words first."""
    parts = load(language).dates_day_parts or {}
    return tuple(
        (word.lower(), (int(hours[0]), int(hours[1])))
        for word, hours in sorted(parts.items(), key=lambda p: -len(p[0]))
    )


def in_parts(index: EvidenceIndex, rid: int, parts: list[tuple[int, int]]) -> bool:
    """Whether a record's clock times (when it has any) fall in one of the day's parts."""
    clocks = [
        leaf.when.clock.hour
        for leaf in index.subtree_leaves(rid, depth=1)
        if leaf.when is not None and leaf.when.clock is not None
    ]
    if not clocks:
        return True
    return any(lo <= h < hi if lo < hi else (h >= lo or h < hi) for h in clocks for lo, hi in parts)


def _negates(leaf: Leaf, words: Words) -> bool:
    """A line of Chinese that negates what it says ("样品尚未寄出"): it denies with the
    claim, so it is no witness against it. (A line of a spaced language is left alone:
    "no-show fee charged" says that a fee was charged.)"""
    raw = str(leaf.raw)
    return bool(_HAN.search(raw)) and any(
        p is not None and p.search(raw) for p in (words.negation, words.absence)
    )


def _denies_alike(view: ClaimView, span: tuple[int, int], leaf: Leaf, words: Words) -> bool:
    """Whether the witness is itself a recorded lack of the thing the claim denies: an item
    whose text negates, in its own clause, what the claim's clause names ("no handrail on
    the stairs" listed among an inspection's defects, "未系安全带" among a test's
    deductions, "रसीद नहीं दी गई" among a complaint's points). The answer then repeats that
    item; a line that negates something else ("late fee charged, payment not received")
    still stands against "no late fee"."""
    if not isinstance(leaf.raw, str) or span == (0, 0):
        return False
    raw = lowered(leaf.raw)
    text = view.claim.text.lower()
    gaps = [m.start() for m in _CLAUSE_GAP.finditer(text)]
    start = max((g + 1 for g in gaps if g < span[0]), default=0)
    end = min((g for g in gaps if g >= span[1]), default=len(text))
    clause = text[start : span[0]] + " " + text[span[1] : end]
    han = bool(_HAN.search(raw))
    if han:
        said = _bigrams(clause)
    else:
        said = {
            _stem(w)
            for w in _WORD.findall(clause)
            if len(w) > 2 and w not in _GENERIC and w not in _STOP
        }
    if not said:
        return False
    for language in ("zh",) if han else dict.fromkeys((words.language, "en")):
        negator = _negators(language)
        for m in negator.finditer(raw) if negator is not None else ():
            gap = _CLAUSE_GAP.search(raw, m.end())
            after = raw[m.end() : gap.start() if gap else len(raw)][:40]
            opening = [g.end() for g in _CLAUSE_GAP.finditer(raw, 0, m.start())]
            ahead = raw[max([0, *opening]) : m.start()][-40:]
            # a Hindi negation follows what it negates ("रसीद नहीं")
            side = ahead if language == "hi" else after
            if han and len(_bigrams(side) & said) >= 2:
                return True
            if not han and {_stem(w) for w in _WORD.findall(side) if len(w) > 2} & said:
                return True
    return False


def _an_output_denies(ctx: CheckContext, view: ClaimView, span: tuple[int, int]) -> bool:
    """Whether a text of an output itself denies what the claim denies, in so many words
    ("No other edits are needed." in a reviewer's comments, beside "nothing else is
    needed"): the answer repeats it, whatever field elsewhere has a value."""
    words = ctx.answer.words
    index = ctx.index
    for leaf in index.leaves:
        if leaf.source != "output" or not isinstance(leaf.raw, str) or len(leaf.raw) < 12:
            continue
        if leaf.call is not None and (
            index.calls[leaf.call].empty or index.calls[leaf.call].failed
        ):
            continue  # "No returns linked to order 118402": that search's own empty result
        if leaf.kind != "text" and " " not in leaf.raw.strip():
            continue
        if _denies_alike(view, span, leaf, words):
            return True
    return False


def _listed_as_missing(ctx: CheckContext, view: ClaimView) -> bool:
    """Whether an output lists a thing the claim names under a key that says it is missing
    ("Lavender honey: none in stock" beside ``out_of_stock: ["Lavender honey"]``,
    ``not_found``, ``unavailable``): the output says what the answer says."""
    claim = f" {fold(view.claim.text)} "
    for leaf in ctx.index.leaves:
        if leaf.source != "output" or not isinstance(leaf.raw, str) or len(leaf.raw) < 3:
            continue
        if not {w.casefold() for p in leaf.path for w in key_words(p)} & _MISSING_KEYS:
            continue
        if f" {fold(leaf.raw)} " in claim:
            return True
    return False


# the key words of an output field that lists what was not there
_MISSING_KEYS = frozenset(
    {"unavailable", "missing", "absent", "unmatched", "not", "out", "notfound", "unknown"}
)


def _negators(language: str) -> re.Pattern[str] | None:
    """The language's words that negate or deny ("not", "sin", "नहीं", "未")."""
    return _lexicon_phrases(language, ("cues_negation", "agent_negation", "absence_phrases"))


@cache
def _lexicon_phrases(language: str, tables: tuple[str, ...]) -> re.Pattern[str] | None:
    """The phrases of some tables of the language's lexicon as one pattern (None for a
    language without a lexicon)."""
    from nyaya.claims.lexicons import available, load

    if language not in available():
        return None
    lex = load(language)
    return compile_phrases([p for table in tables for p in getattr(lex, table)])


def _bigrams(text: str) -> set[str]:
    """The pairs of adjacent Han characters of ``text``."""
    return {
        text[i : i + 2]
        for i in range(len(text) - 1)
        if _HAN.match(text[i]) and _HAN.match(text[i + 1])
    }


def _named_nil(ctx: CheckContext, view: ClaimView, empty: list[Leaf], keyed: set[str]) -> bool:
    """Whether the claim names a record that holds the denied thing as nil (a nil field
    bound to the claim, or one of its fields the claim's words name): the denial is said of
    the record it names, which holds nothing, so no item (that record's own or another's)
    witnesses against it."""
    from nyaya.checks.values import anchors_of

    index = ctx.index
    named: set[int] = {
        rid
        for a in anchors_of(ctx, view)
        if index.leaves[a.leaf].source == "output"
        and (rid := index.leaves[a.leaf].record) is not None
    }
    held = {leaf.record for leaf in empty if leaf.record is not None} & named
    for rid in named - held:
        if any(
            _nil(leaf := index.leaves[lid]) and leaf.key and _names_key(leaf.key, keyed)
            for lid in index.records[rid].leaves
        ):
            held.add(rid)
    return bool(held)


def _key_words_named(key: str, named: set[str]) -> int:
    """How many words of a key the claim's terms name: as written, by stem, or by the first
    five letters a word shares across languages ("revisada" and ``revised``)."""
    heads = {t[:5] for t in named if len(t) >= 5 and t.isalpha()}
    return sum(
        1
        for w in key_words(key)
        if w in named or stem(w) in named or (len(w) >= 5 and w[:5] in heads)
    )


def _states_figure(ctx: CheckContext, view: ClaimView, leaf: Leaf) -> bool:
    """Whether the claim states a figure of the field's column itself (a number that is no
    whole count: "1.5 hectares", "$18.40"), the witness's own or a sibling record's."""
    if leaf.number is None or isinstance(leaf.raw, bool):
        return False
    column = {
        other.number
        for other in ctx.index.leaves
        if other.key == leaf.key and other.source == leaf.source and other.number is not None
    }
    held = {n for n in column if n != n.to_integral_value()}
    # (a whole number with a unit, or with the key's own word after it, is a measure too:
    # "no 26 seater bus is free" beside ``seater: 26``)
    keyed = {stem(w) for w in key_words(leaf.key)}
    return any(
        v.stated is not None
        and (
            v.stated.magnitude in held
            or (
                v.stated.magnitude in column
                and (v.stated.unit is not None or stem(fold(v.noun or "")) in keyed)
            )
        )
        for v in view.values
    )


def _restates(claim: str, leaf: Leaf, words: Words) -> bool:
    """A note or a status whose text says what the claim says (it is fully booked). The
    note must deny something itself: a status "ready for pickup" is what "nothing is ready
    for pickup" denies, not a restatement of it."""
    if not isinstance(leaf.raw, str) or not set(key_words(leaf.key)) & _STATE_KEYS:
        return False
    raw = leaf.raw
    plain = " ".join(key_words(raw)) if not _HAN.search(raw) else raw
    if not any(w.absence is not None and w.absence.search(plain) for w in (words, words_for("en"))):
        return False
    if _HAN.search(raw):
        grams = {
            raw[i : i + 2]
            for i in range(len(raw) - 1)
            if _HAN.match(raw[i]) and _HAN.match(raw[i + 1])
        }
        return bool(grams) and sum(1 for g in grams if g in claim) * 2 >= len(grams)
    said = {_stem(w) for w in key_words(raw) if len(w) > 2}
    claim_words = {_stem(w) for w in key_words(claim)}
    return len(said) >= 2 and len(said & claim_words) * 2 >= len(said)


def _arg_words(call: CallInfo) -> set[str]:
    out: set[str] = set()
    args = call.call.arguments
    if isinstance(args, dict):
        for k, v in args.items():
            out.update(key_words(str(k)))
            if isinstance(v, str) and len(v) < 80:
                out.update(key_words(v))
    return out


def _qualifiers(
    terms: list[str], node: ListNode, text: str = "", language: str = "en"
) -> list[str]:
    """What the claim says of the denied things beyond their noun: its names, ids and
    figures ("VPN", "Harborview", "A-113"). Common words are the noun's own description."""
    key = _key_terms(node.key)
    distinctive = {
        _stem(w.lower())
        for w in re.findall(r"[\w\-]+", text)
        if (w[:1].isupper() and len(w) > 2) or any(ch.isdigit() for ch in w)
    }
    found = [t for t in terms if t not in key and t in distinctive]
    # "ninguna salida en francés", "कोई अंग्रेज़ी बैच नहीं": a language named in the
    # answer's words is the code and the English name an output gives it (``"en"``)
    for q in language_codes_named(text, language):
        q = _stem(q) if len(q) > 2 else q
        if q not in found:
            found.append(q)
    return found


def language_codes_named(text: str, language: str) -> list[str]:
    """The codes and English names of the languages ``text`` names in its own language or
    in English ("en francés" -> ``fr``, ``french``)."""
    low = f" {text.lower()} "
    out: list[str] = []
    for name, code, english in _language_names(language):
        at = low.find(name)
        if at < 0:
            continue
        if name.isascii() and (low[at - 1].isalnum() or low[at + len(name)].isalnum()):
            continue
        out += [q for q in (code, english) if q not in out]
    return out


_LANGUAGE_CODES = (
    "en", "es", "fr", "de", "it", "pt", "nl", "sv", "pl", "ru", "tr", "ar", "zh", "ja", "ko",
    "hi", "bn", "ta", "te", "mr", "gu", "kn", "ml", "pa", "ur", "vi", "th", "id", "ca", "eu",
    "gl", "el", "he", "uk",
)  # fmt: skip


@cache
def _language_names(language: str) -> tuple[tuple[str, str, str], ...]:
    """(name, code, English name) of common languages in the answer's language and in
    English, longest first, from the CLDR names babel ships ("inglés", "अंग्रेज़ी", "英语"),
    with the usual variants (a Hindi name without its nukta, "英文" beside "英语")."""
    from babel import Locale, UnknownLocaleError

    try:
        english = Locale.parse("en").languages
        own = Locale.parse(language).languages if language != "en" else english
    except (UnknownLocaleError, ValueError):
        return ()
    out: set[tuple[str, str, str]] = set()
    for code in _LANGUAGE_CODES:
        en_name = english.get(code, "").lower()
        for name in {own.get(code, "").lower(), en_name}:
            if len(name) < 2:
                continue
            out.add((name, code, en_name))
            if "\u093c" in name:
                out.add((name.replace("\u093c", ""), code, en_name))
            if name.endswith("语"):
                out.add((name[:-1] + "文", code, en_name))
    return tuple(sorted(out, key=lambda t: -len(t[0])))


def _item_with(index: EvidenceIndex, lists: list[int], qualifiers: list[str]) -> Leaf | None:
    """The first item of ``lists`` whose values carry the qualifiers (or the first item when
    the claim qualifies nothing: "no open cases" against a list of open cases)."""
    latin = {t for t in qualifiers if not _HAN.search(t)}
    han = [t for t in qualifiers if _HAN.search(t)]
    for n in lists:
        node = index.lists[n]
        if not node.items and node.scalars:
            return index.leaves[node.scalars[0]]
        for rid in node.items:
            best: Leaf | None = None
            hits = 0
            for leaf in index.subtree_leaves(rid, depth=2):
                if not isinstance(leaf.raw, (str, bool)):
                    continue
                if leaf.raw is True:
                    words = {_stem(w) for w in key_words(leaf.key)}
                else:
                    words = (
                        {_stem(w) for w in key_words(str(leaf.raw))}
                        | {_stem(w) for w in key_words(leaf.key)}
                        if leaf.kind == "string"
                        else set()
                    )
                h = len(words & latin) + sum(
                    1 for t in han if isinstance(leaf.raw, str) and t in leaf.raw
                )
                if h > hits:
                    hits, best = h, leaf
            if not qualifiers and node.items:
                record = index.records[rid]
                first = next(
                    (index.leaves[i] for i in record.leaves if index.leaves[i].kind == "string"),
                    None,
                )
                return first or (index.leaves[record.leaves[0]] if record.leaves else None)
            if best is not None and hits >= 1:
                return best
    return None


def _partitive(language: str) -> re.Pattern[str] | None:
    """The language's quantifiers over a set of things ("none of", "ninguno de")."""
    return _lexicon_phrases(language, ("absence_partitive",))


def _property_holder(
    index: EvidenceIndex, lists: list[int], view: ClaimView, span: tuple[int, int]
) -> tuple[bool, Leaf | None]:
    """For a claim that denies its things a property ("none of the flights were cancelled
    by the airline"): (True, the first item value that speaks of the property), or (True,
    None) when nothing in the returned items does: then the items existing contradicts
    nothing. The property is what the noun's clause says after the noun; an item speaks of
    it when one of its words meets a word of the item's keys or values. (False, None) for
    any other claim."""
    partitive = _partitive(view.claim.language)
    text = view.claim.text
    if partitive is None or not partitive.fullmatch(text[span[0] : span[1]].strip()):
        return False, None
    after = _CLAUSE_GAP.search(text, span[1])
    words = re.findall(r"[^\W\d_]+", text[span[1] : after.start() if after else len(text)])
    head = 0
    while (
        head < len(words) - 1
        and head < 2
        and (len(words[head]) <= 3 or words[head].lower() in _STOP)
    ):
        head += 1  # the determiners before the noun: "the", "your", "los"
    said = {
        _stem(w.lower())
        for w in words[head + 1 :]
        if len(w) > 3 and w.lower() not in _STOP and w.lower() not in _GENERIC
    }
    if not said:
        return False, None
    for n in lists:
        for rid in index.lists[n].items:
            for leaf in index.subtree_leaves(rid, depth=2):
                item_words = {_stem(w) for w in key_words(leaf.key)}
                if isinstance(leaf.raw, str):
                    item_words |= {_stem(w) for w in key_words(leaf.raw)}
                if item_words & said or any(_akin_any(t, item_words) for t in said):
                    return True, leaf
    return True, None


def _denied_flag(index: EvidenceIndex, witness: Leaf, said: set[str]) -> bool:
    """Whether the witness's item holds what the claim says of it as false (``available:
    false`` against "no other room is available")."""
    for record in index.ancestors(witness.record):
        if record.list_id is None:
            continue
        return any(
            index.leaves[i].raw is False and bool(_key_terms(index.leaves[i].key) & said)
            for i in record.leaves
        )
    return False


def _other_item(
    index: EvidenceIndex,
    lists: list[int],
    given: set[tuple[str | None, str]],
    said: set[str],
) -> Leaf | None:
    """For "no other hall is free": the first item of ``lists`` the answer does not name,
    holding what the claim denies of it as a true flag (``available: true``) when the claim
    says something of it beyond its noun."""
    for n in lists:
        node = index.lists[n]
        owner = index.calls[node.call] if node.call is not None else None
        for rid in node.items:
            record = index.records[rid]
            if owner is not None and (owner.receipt_id, record.pointer) in given:
                continue
            leaves = list(index.subtree_leaves(rid, depth=1))
            if any(isinstance(x.raw, str) and (None, fold(x.raw)) in given for x in leaves):
                continue
            flags = [leaf for leaf in leaves if leaf.raw is True and _key_terms(leaf.key) & said]
            if flags:
                return flags[0]
            if not any(leaf.raw is True or leaf.raw is False for leaf in leaves) or not said:
                first = next((leaf for leaf in leaves if leaf.kind == "string"), None)
                if first is not None:
                    return first
    return None


def _item_line(index: EvidenceIndex, leaf: Leaf) -> bool:
    """A short text that names an item of a list (a bill's line, an order's line): the item,
    not a note about it."""
    record = index.records[leaf.record] if leaf.record is not None else None
    return record is not None and record.list_id is not None and len(str(leaf.raw)) <= 160


def _headed_by(leaf: Leaf, head: list[str]) -> bool:
    """A line of a list whose first word is the denied noun ("Exception: vessel delayed"
    against "no exceptions were logged"): the line is one of those things."""
    if leaf.record is None or not head:
        return False
    first = _WORD.search(str(leaf.raw)[:40])
    return first is not None and len(first.group()) > 3 and _stem(first.group().lower()) in head


def _kind_named(leaf: Leaf, terms: list[str]) -> bool:
    """A one-word value that names the kind the claim denies (``version_type: "live"``
    against "没有现场版", a live version): the item is one of those things."""
    if leaf.kind != "string" or leaf.record is None:
        return False
    words = key_words(str(leaf.raw))
    if len(words) == 1:
        kinds = key_concepts(words[0])
    elif 2 <= len(words) <= 3:
        # a code of a few words names a kind as a phrase (``infant_seat`` against "ninguna
        # silla de bebé"), not as the kinds its words name one by one
        alone: set[str] = set().union(*(key_concepts(w) for w in words))
        kinds = frozenset(words_for("en").concepts_in(" ".join(words)) - alone)
    else:
        return False
    return bool((kinds - _GENERIC_CONCEPTS) & set(terms) & _concept_names())


def _rare(leaf: Leaf, terms: list[str]) -> bool:
    raw = str(leaf.raw)
    return any(len(t) >= 3 and t.upper() in raw and t.upper() != t for t in terms)


def _short(value: object, limit: int = 120) -> object:
    if isinstance(value, str) and len(value) > limit:
        return value[: limit - 1] + "…"
    return value
