"""Extremes: "the largest deal, at $720,000", "the warmest day, at 24 °C", "el más barato,
por 189 €" against the item of the list that has the highest (lowest) figure.

A claim with one superlative of the lexicon's ``[counts] most`` or ``least`` tables and a
figure right beside it (the nearest, within a few words) says the figure is the extreme of
a column of a list. A figure the outputs hold is some item's own (the claim may pick among
a filtered few: "the cheapest with a window seat"), so only a figure the run holds nowhere
is judged, against the one numeric column of the run's lists it could be (its kind and
unit; its label names it when there are several). The claim is **contradicted**
(``fact_mismatch``) when the column's extreme is another figure: the witness is the leaf
holding the extreme. A column of fewer than two items picks nothing.

A claim with one superlative of the lexicon's ``[superlatives]`` table ("the cheapest",
"el más reciente", "सबसे नया", "最早的") ranks the items of a list on the field its concept
names (cheap: a price key; new: a date key), or on the column of the figure the claim
states. The item the claim names is the one a value of the claim (a name, an id, a date, a
figure) belongs to and to no other item. The claim is **contradicted** (``fact_mismatch``)
when it names an item that is not the extreme, or names none of the list but gives an id
or a date that the extreme item holds otherwise: the witness is the extreme's field. Ties,
hedges, and words that narrow the ranking ("of the direct ones", "second") settle nothing.
"""

from __future__ import annotations

import re
from datetime import date, time
from decimal import Decimal
from functools import cache

from nyaya.checks.answer import ClaimView, Value, label_words
from nyaya.checks.base import CheckContext, Outcome, evidence_of, make_finding, witness_of
from nyaya.checks.language import Words
from nyaya.checks.values import (
    _compatible,
    _is_identifier,
    _label_score,
    _small_count,
    _stated_as_gap,
    anchors_of,
)
from nyaya.claims import regex_cache
from nyaya.claims.lexicons import superlatives
from nyaya.claims.phrases import compile_phrases
from nyaya.errors import BadInput
from nyaya.evidence.fold import WORD, key_words, sound_key, stem
from nyaya.evidence.index import EvidenceIndex, Leaf, ListNode, Record
from nyaya.values.numbers import same

__all__ = ["check_extremes"]

_NEAR = 48  # characters between the superlative and the figure it picks
_KINDS = ("number", "money", "percent", "duration")


def check_extremes(ctx: CheckContext, view: ClaimView) -> Outcome:
    out = Outcome()
    if view.hedged or view.stance & {"question", "offer", "conditional"}:
        return out
    _ranked(ctx, view, out)
    if out.findings or out.evidence:
        return out
    words = ctx.answer.words
    if words.most is None or words.least is None or view.hedged:
        return out
    if view.stance & {"question", "offer", "conditional"}:
        return out
    low = view.claim.text.lower()
    # a superlative inside a comparator ("at least 24 hours") bounds a figure, picks nothing
    bounds = [m.span() for p in (words.less, words.more) if p is not None for m in p.finditer(low)]
    hits = [
        (m.start(), pattern is words.most)
        for pattern in (words.most, words.least)
        for m in pattern.finditer(low)
        if not any(a <= m.start() and m.end() <= b for a, b in bounds)
    ]
    if len(hits) != 1:
        return out  # one superlative, or which figure goes with which is a guess
    at, highest = hits[0]
    matched = ctx.matched.get(view.id, {})
    settled = ctx.settled.get(view.id, {})
    index = ctx.index
    figures = [
        (abs(value.start - view.claim.start - at), i, value)
        for i, value in enumerate(view.values)
        if value.kind in _KINDS
        and value.stated is not None
        and not value.stated.approx
        and not value.year_like
        and settled.get(i) != "contradicted"
        and any(ch.isdigit() for ch in value.text)
        and not _small_count(value)  # "the cheapest one", "the largest 3"
        and not _compared_after(low, value.end - view.claim.start, words)
        and not _stated_as_gap(ctx, view, value)  # "比 B 便宜 7,500 元": a gap, not a figure
    ]
    # the figure nearest the superlative is the one it picks ("58 at first, the highest 63")
    for distance, i, value in sorted(figures, key=lambda f: (f[0], f[1]))[:1]:
        if distance > _NEAR or value.stated is None:
            continue
        column = _column(ctx, value, [index.leaves[lid] for lid in matched.get(i, [])])
        if column is None:
            continue
        node, rel, cells = column
        if _group_total(index, node, cells, value):
            # "room B is the costliest, $310 over its two bookings": the total of one group
            # of the items (by a field they share), which no single item is a witness against
            continue
        best = (max if highest else min)(cells, key=lambda leaf: leaf.number or 0)
        if best.number is not None and same(value.stated, best.number):
            out.evidence.append(evidence_of(index, best))
            continue
        which = "highest" if highest else "lowest"
        call = index.call_of(best)
        tool = call.call.tool if call else "a tool"
        where = f"{node.pointer or ''}/*{rel}"
        note = f"the {which} {where} of {len(cells)}"
        out.findings.append(
            make_finding(
                "fact_mismatch",
                view,
                f"the answer gives {value.text.strip()!r} as the {which}, but the {which} "
                f"{where} {tool} returned is {best.raw!r} at {best.pointer}",
                reason="not_the_extreme",
                expected=best.raw,
                found=value.text.strip(),
                witness=witness_of(index, best, "output_value", note),
            )
        )
        out.settled[i] = "contradicted"
        return out
    return out


def _group_total(index: EvidenceIndex, node: ListNode, cells: list[Leaf], value: Value) -> bool:
    """Whether the figure is the total of the column over two items or more that share the
    value of one string field (the lines of one truck, one room, one member)."""
    if value.stated is None:
        return False
    by_item = {leaf.record: leaf for leaf in cells if leaf.number is not None}
    groups: dict[tuple[str, str], list[Leaf]] = {}
    for rid in node.items:
        cell = by_item.get(rid)
        if cell is None:
            continue
        for lid in index.records[rid].leaves:
            leaf = index.leaves[lid]
            if isinstance(leaf.raw, str) and leaf.key and leaf.id != cell.id:
                groups.setdefault((leaf.key, leaf.raw), []).append(cell)
    return any(
        len(group) >= 2
        and len(group) < len(by_item)
        and same(
            value.stated,
            sum((c.number for c in group if c.number is not None), Decimal(0)),
            None,
            group[0].key,
        )
        for group in groups.values()
    )


def _compared_after(low: str, end: int, words: Words) -> bool:
    """Whether a comparator follows the figure ("$6 under the runner-up", "20 €
    más que"): the figure is a difference between two items, not either's own."""
    rest = low[end:].lstrip(" *")
    gap = len(low) - end - len(rest)
    return any(
        pattern is not None and pattern.match(low, end + gap) is not None
        for pattern in (words.less, words.more)
    )


def _column(
    ctx: CheckContext, value: Value, found: list[Leaf]
) -> tuple[ListNode, str, list[Leaf]] | None:
    """The list column the figure speaks of (see the module docstring)."""
    if not found and value.kind == "number" and not (value.stated and value.stated.unit):
        return None  # a bare number nothing holds could be a count of anything
    index = ctx.index
    # (a figure read inside an output's text, "longest 30 days" in a rule, is that text's)
    found = [leaf for leaf in found if leaf.text is not None or _compatible(value, leaf)]
    if found:
        # a figure the run holds is some item's, or a total: the claim may pick among some
        # items only ("the cheapest with a window seat"), which its words do not show us
        return None
    columns: list[tuple[ListNode, str, list[Leaf]]] = []
    for node in index.lists:
        if node.source != "output" or len(node.items) < 2:
            continue
        first = index.records[node.items[0]]
        for lid in first.leaves:
            leaf = index.leaves[lid]
            if leaf.number is not None and _compatible(value, leaf):
                got = _cells_of(index, leaf)
                if got is not None:
                    columns.append(got)
    if len(columns) > 1:
        words = label_words(value.label)
        concepts = ctx.answer.words.concepts_in(value.label)
        named = [c for c in columns if _label_score(value, c[2][0], words, concepts) >= 2]
        columns = named
    return columns[0] if len(columns) == 1 else None


def _cells_of(
    index: EvidenceIndex, leaf: Leaf, any_kind: bool = False
) -> tuple[ListNode, str, list[Leaf]] | None:
    """The leaves at ``leaf``'s place in every item of its list, when they are numbers."""
    if leaf.source != "output" or leaf.text is not None or leaf.record is None:
        return None
    record = index.records[leaf.record]
    if record.list_id is None:
        return None
    node = index.lists[record.list_id]
    rel = leaf.pointer[len(record.pointer) :]
    cells: list[Leaf] = []
    for rid in node.items:
        item = index.records[rid]
        for lid in item.leaves:
            other = index.leaves[lid]
            if other.pointer == item.pointer + rel and (
                other.number is not None or (any_kind and other.kind == leaf.kind)
            ):
                cells.append(other)
                break
    if len(cells) < 2 or len(cells) < len(node.items):
        return None
    return node, rel, cells


_Rank = tuple[Decimal, int] | tuple[date, time]
_SHAPE = regex_cache.compile(r"[A-Za-z]+|\d+")
_KINDS_NAMING = ("name", "id", "date", "money", "number", "percent")


@cache
def _tables(
    language: str,
) -> tuple[
    re.Pattern[str] | None, re.Pattern[str] | None, re.Pattern[str] | None, re.Pattern[str] | None
]:
    """The language's superlatives, scope words, the words that narrow right after a
    superlative (or its noun), and those that rank on a whole term, compiled (None when it
    has none)."""
    try:
        table = superlatives(language)
    except BadInput:
        return None, None, None, None
    after = "|".join(re.escape(w) for w in sorted(table.after, key=len, reverse=True))
    narrow = regex_cache.compile(rf"\s*(?:\w+\s+)?(?:{after})\b") if after else None
    whole = compile_phrases(list(table.whole)) if table.whole else None
    return compile_phrases(list(table.ranks)), compile_phrases(list(table.scope)), narrow, whole


# key words of a figure charged per period or per unit ("monthly_payment", "nightly_rate"):
# the list does not hold the whole a "cheapest in total" ranks on
_PER_PERIOD = frozenset(
    [
        "monthly",
        "month",
        "mo",
        "weekly",
        "week",
        "daily",
        "day",
        "nightly",
        "night",
        "hourly",
        "hour",
        "per",
        "unit",
        "each",
        "installment",
        "instalment",
        "emi",
    ]
)


def _ranked(ctx: CheckContext, view: ClaimView, out: Outcome) -> None:
    """A superlative naming an item that is not the list's extreme (module docstring)."""
    language = ctx.answer.language
    ranks, scope, narrow, whole = _tables(language)
    if ranks is None:
        return
    low = view.claim.text.lower()
    hits = list(ranks.finditer(low))
    if len({m.group(0) for m in hits}) != 1:
        return  # no superlative, or two whose items are a guess
    if scope is not None and scope.search(low):
        return  # "the cheapest of the direct ones", "the second newest"
    if narrow is not None and narrow.match(low, hits[0].end()):
        return  # "the cheapest with a window seat", "the latest flight to Lyon"
    if _in_a_title(ctx.index, low, hits[0].start(), hits[0].end()):
        return  # "La última verbena", a film's title: a name, which ranks nothing
    table = superlatives(language)
    direction, concept = table.ranks[" ".join(hits[0].group(0).split())]
    index = ctx.index
    matched = ctx.matched.get(view.id, {})
    picked = _pick_column(ctx, view, concept, table.fields.get(concept, ()))
    if picked is None:
        return
    node, rel, cells = picked
    if _ranks_another_list(ctx.index, low, hits[0].end(), node):
        return  # "Priya's latest note" ranks the notes, not the cases the notes sit in
    if whole is not None and whole.search(low) and _PER_PERIOD & set(key_words(cells[0].key)):
        return  # "the cheapest in total" over a monthly fee: the whole term is not listed
    ranked = [(cell, _rank(cell)) for cell in cells]
    keyed = [(cell, r) for cell, r in ranked if r is not None]
    if len(keyed) < 2 or len(keyed) < len(cells):
        return
    best_key = (max if direction == "max" else min)(r for _, r in keyed)
    best = [cell for cell, r in keyed if r == best_key]
    if len(best) != 1:
        return  # a tie: either item is the extreme
    extreme = best[0]
    top = _item_of(index, extreme, node)
    cell_ids = {cell.id for cell in cells}
    named: set[int] = set()  # items a value of the claim belongs to, and to no other
    by_cell: set[int] = set()  # items named by their ranked figure ("at 31 °C")
    for i, value in enumerate(view.values):
        if value.kind not in _KINDS_NAMING or _small_count(value):
            continue
        leaves = matched.get(i, [])
        items = {_item_of(index, index.leaves[lid], node) for lid in leaves}
        items.discard(None)
        if len(items) != 1:
            continue
        item = next(iter(items))
        if item is not None:
            if any(lid in cell_ids for lid in leaves):
                by_cell.add(item)
            else:
                named.add(item)
    # "Friday is the warmest at 31 °C" when 31 °C is Sunday's: the day names another item
    mixed = top is not None and by_cell == {top} and top not in named
    named |= by_cell
    others = named - {top}
    where = f"{node.pointer or ''}/*{rel}"
    which = hits[0].group(0)
    call = index.call_of(extreme)
    tool = call.call.tool if call else "a tool"
    if (
        others
        and (top not in named or mixed)
        and _best_of_shown(ctx, view, node, keyed, others, direction == "max")
    ):
        return  # "of the two with room, X is the cheapest": it ranks the items shown above
    if (
        others
        and (top not in named or mixed)
        and _narrowed(ctx, view, index.records[min(others)], top)
    ):
        return  # "साइज़ M में सबसे सस्ती": the cheapest of the size-M items the claim names
    signed = (
        _extreme_of_its_sign(index, node, keyed, others, direction == "max")
        if others and (top not in named or mixed)
        else None
    )
    if signed is not None:
        # "the biggest spend" over signed amounts: the largest outgoing, not a refund, is
        # the extreme the claim may mean, and the witness when it names another
        if _item_of(index, signed, node) in others:
            return
        extreme, top = signed, _item_of(index, signed, node)
    if others and (top not in named or mixed):
        other = index.records[min(others)]
        out.findings.append(
            make_finding(
                "fact_mismatch",
                view,
                f"the answer calls {other.pointer} {which!r}, but by {where} that {tool} "
                f"returned the item is {index.records[top].pointer if top is not None else '?'} "
                f"({extreme.raw!r}), not {other.pointer} ({_cell_of(index, other, rel)!r})",
                reason="not_the_extreme",
                expected=extreme.raw,
                found=_cell_of(index, other, rel),
                witness=witness_of(
                    index, extreme, "output_value", f"the {which} {where} of {len(cells)}"
                ),
            )
        )
        return
    if named - {top} or top is None:
        return
    record = index.records[top]
    for i, value in enumerate(view.values):
        if matched.get(i) or ctx.settled.get(view.id, {}).get(i) == "verified":
            continue
        own = _held_like(index, record, value, view.values)
        if own is None and named and value.is_number and _compatible(value, extreme):
            # "the cheapest is X, at $95" when X costs $120: the one such figure it gives
            alike = [v for v in view.values if v.is_number and _compatible(v, extreme)]
            stated = value.stated
            if (
                len(alike) == 1
                and stated is not None
                and not stated.approx
                and extreme.number is not None
                and not same(stated, extreme.number)
            ):
                own = extreme
        if own is None:
            continue
        out.findings.append(
            make_finding(
                "fact_mismatch",
                view,
                f"the answer gives {value.text.strip()!r} for the {which}, but the {which} by "
                f"{where} that {tool} returned is {record.pointer}, whose "
                f"{own.pointer[len(record.pointer) :]} is {own.raw!r}",
                reason="not_the_extreme",
                expected=own.raw,
                found=value.text.strip(),
                witness=witness_of(index, own, "output_value", f"the {which} {where}"),
            )
        )
        out.settled[i] = "contradicted"
        return
    if named:
        out.evidence.append(evidence_of(index, extreme))


def _extreme_of_its_sign(
    index: EvidenceIndex,
    node: ListNode,
    keyed: list[tuple[Leaf, _Rank]],
    others: set[int],
    most: bool,
) -> Leaf | None:
    """Over figures of both signs (outgoings negative, refunds positive), the extreme by
    size among the cells of the sign of the one item the claim names ("the biggest expense"
    is the most negative amount, not the largest number); None when the figures have one
    sign, or the claim names no one item, or two cells tie."""
    numbers = [(cell, cell.number) for cell, _ in keyed if cell.number is not None]
    if len(others) != 1 or len(numbers) != len(keyed):
        return None
    if not (any(n < 0 for _, n in numbers) and any(n > 0 for _, n in numbers)):
        return None
    item = next(iter(others))
    own = [n for cell, n in numbers if _item_of(index, cell, node) == item]
    if len(own) != 1 or own[0] == 0:
        return None
    negative = own[0] < 0
    sized = [(abs(n), cell) for cell, n in numbers if (n < 0) == negative and n != 0]
    best = (max if most else min)(size for size, _ in sized)
    cells = [cell for size, cell in sized if size == best]
    return cells[0] if len(cells) == 1 else None


def _ranks_another_list(index: EvidenceIndex, low: str, end: int, node: ListNode) -> bool:
    """Whether the noun right after the superlative names another list of the run than the
    one ranked, and not that one ("the latest note" beside ``requests[].notes``)."""
    m = _NOUN_AFTER.match(low, end)
    if m is None:
        return False
    noun = stem(m.group(1))
    if noun in {stem(w) for w in key_words(node.key)}:
        return False
    return any(
        other.id != node.id and noun in {stem(w) for w in key_words(other.key)}
        for other in index.lists
    )


_NOUN_AFTER = regex_cache.compile(r"[\s*_]+([a-záéíóúñ]{3,})")


def _narrowed(ctx: CheckContext, view: ClaimView, other: Record, top: int | None) -> bool:
    """Whether the claim names a field value the item it picks holds and the extreme does
    not, and another item holds too (a kind, not a name), with the field's key beside it
    ("in size M, the cheapest is X", "साइज़ M में सबसे सस्ती"): it ranks only the items of
    that value."""
    if top is None:
        return False
    index = ctx.index
    text = view.claim.text
    words = _WORDS.findall(text)
    for lid in other.leaves:
        leaf = index.leaves[lid]
        if leaf.record != other.id or not leaf.key or not isinstance(leaf.raw, str):
            continue
        value = leaf.raw.strip()
        if (
            not value
            or len(value) > 24
            or value == _cell_of(index, index.records[top], leaf.pointer[len(other.pointer) :])
        ):
            continue
        rel = leaf.pointer[len(other.pointer) :]
        if other.list_id is not None and not any(
            rid != other.id and _cell_of(index, index.records[rid], rel) == leaf.raw
            for rid in index.lists[other.list_id].items
        ):
            continue  # (a value of its own, a name: "the cheapest cabin Alderhold" names it)
        keys = {k for k in key_words(leaf.key) if len(k) > 2}
        for i, word in enumerate(words):
            if word != value and not (len(value) > 2 and word.casefold() == value.casefold()):
                continue
            beside = words[max(0, i - 1) : i] + words[i + 1 : i + 2]
            if any(_names_key(w, keys) for w in beside):
                return True
    return False


def _names_key(word: str, keys: set[str]) -> bool:
    """Whether a word of the answer is one of the key words, in any script (by sound)."""
    low = word.casefold()
    if low in keys or any(len(k) > 3 and low.startswith(k) for k in keys):
        return True
    sound = sound_key(word)
    return len(sound) >= 2 and any(sound == sound_key(k) for k in keys)


_WORDS = regex_cache.compile(WORD)


def _in_a_title(index: EvidenceIndex, low: str, start: int, end: int) -> bool:
    """Whether the superlative at ``[start, end)`` and the word after it are written
    together in a string an output holds (a title, a name): the phrase is that name."""
    after = _NEXT_WORD.match(low, end)
    if after is None:
        return False
    phrase = " ".join(low[start : after.end()].split())
    return any(
        leaf.source == "output" and isinstance(leaf.raw, str) and phrase in leaf.raw.casefold()
        for leaf in index.leaves
    )


_NEXT_WORD = regex_cache.compile(r"\s+[^\W\d_]+")


def _best_of_shown(
    ctx: CheckContext,
    view: ClaimView,
    node: ListNode,
    keyed: list[tuple[Leaf, _Rank]],
    others: set[int],
    highest: bool,
) -> bool:
    """Whether the answer showed some of the list's items before the superlative (a table
    of the two with room, of four found), not the extreme among them, and the item the
    claim names is the extreme of those it showed: the claim ranks what it has shown."""
    index = ctx.index
    anchors_of(ctx, view)  # (fills the answer's anchors)
    shown = {
        _item_of(index, index.leaves[a.leaf], node)
        for a in ctx.anchor_lists.get("*", [])
        if a.end <= view.claim.start
    }
    shown.discard(None)
    if len(shown) < 2 or len(shown) == len(keyed) or len(others) != 1:
        return False
    ranks = {_item_of(index, cell, node): r for cell, r in keyed}
    if not shown <= set(ranks) or not others <= shown:
        return False
    (item,) = others
    best = (max if highest else min)(ranks[o] for o in shown)
    return ranks[item] == best and sum(ranks[o] == best for o in shown) == 1


def _pick_column(
    ctx: CheckContext, view: ClaimView, concept: str, field_words: tuple[str, ...]
) -> tuple[ListNode, str, list[Leaf]] | None:
    """The list column the superlative ranks: by its concept's key words, else the figure's."""
    index = ctx.index
    columns: list[tuple[ListNode, str, list[Leaf]]] = []
    for node in index.lists:
        if node.source != "output" or len(node.items) < 2:
            continue
        first = index.records[node.items[0]]
        for lid in first.leaves:
            leaf = index.leaves[lid]
            if (leaf.number is not None and leaf.kind == "number") or leaf.kind == "when":
                got = _cells_of(index, leaf, any_kind=True)
                if got is not None:
                    columns.append(got)
    for word in field_words:
        hit = [c for c in columns if word in key_words(c[2][0].key) or word == c[2][0].key]
        if concept != "time":
            hit = [c for c in hit if c[2][0].kind == "number"]
        else:
            hit = [c for c in hit if c[2][0].kind == "when"]
        if hit:
            return hit[0] if len({id(c[0]) for c in hit}) == 1 and len(hit) == 1 else None
    if concept == "time":
        # the one column of dates the lists hold ("fired_on")
        dated = [c for c in columns if c[2][0].kind == "when"]
        return dated[0] if len(dated) == 1 else None
    # the column of the figure the claim states ("the largest, at $720,000")
    matched = ctx.matched.get(view.id, {})
    found: list[tuple[ListNode, str, list[Leaf]]] = []
    for i, value in enumerate(view.values):
        if not value.is_number or _small_count(value):
            continue
        for lid in matched.get(i, []):
            leaf = index.leaves[lid]
            for column in columns:
                if any(cell.id == leaf.id for cell in column[2]):
                    found.append(column)
    keys = {(id(c[0]), c[1]) for c in found}
    return found[0] if len(keys) == 1 else None


def _rank(leaf: Leaf) -> _Rank | None:
    if leaf.kind == "when":
        if leaf.when is None or leaf.when.day is None:
            return None
        return (leaf.when.day, leaf.when.clock or time.min)
    if leaf.number is None or _is_identifier(leaf):
        return None
    return (leaf.number, 0)


def _item_of(index: EvidenceIndex, leaf: Leaf, node: ListNode) -> int | None:
    """The item of ``node`` that holds ``leaf`` (at any depth), or None."""
    rid = leaf.record
    while rid is not None:
        record = index.records[rid]
        if record.list_id == node.id:
            return rid
        rid = record.parent
    return None


def _cell_of(index: EvidenceIndex, record: Record, rel: str) -> object:
    pointer = record.pointer + rel
    for lid in record.leaves:
        if index.leaves[lid].pointer == pointer:
            return index.leaves[lid].raw
    return None


def _held_like(
    index: EvidenceIndex, record: Record, value: Value, values: list[Value]
) -> Leaf | None:
    """The one field of the extreme item that is what ``value`` states, written otherwise:
    an id of the same shape ("#4417" for 5120), or a date."""
    leaves = [index.leaves[lid] for lid in record.leaves]
    if value.kind == "id":
        shape = _shape(value.text.strip().strip("#\"'“”«»「」"))
        like = [
            leaf
            for leaf in leaves
            if leaf.kind in ("string", "number") and _shape(str(leaf.raw).lstrip("#")) == shape
        ]
        return like[0] if len(like) == 1 and shape else None
    if value.kind == "date" and value.day is not None and not value.relative:
        if sum(v.kind == "date" for v in values) != 1:
            return None
        dated = [leaf for leaf in leaves if leaf.kind == "when" and leaf.when and leaf.when.day]
        if len(dated) != 1:
            return None
        day = dated[0].when.day if dated[0].when else None
        if day is None:
            return None
        if (value.monthday and (day.month, day.day) == (value.day.month, value.day.day)) or (
            day == value.day
        ):
            return None
        return dated[0]
    return None


def _shape(text: str) -> str:
    """An id's shape: runs of letters and digits by length ("AB1234" -> "A2D4")."""
    parts = _SHAPE.findall(text)
    if "".join(parts) != re.sub(r"[-_/.]", "", text) or not any(p.isdigit() for p in parts):
        return ""
    return "".join(f"D{len(p)}" if p.isdigit() else f"A{len(p)}" for p in parts)
