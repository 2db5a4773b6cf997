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
"""

from __future__ import annotations

from nyaya.checks.answer import ClaimView, Value, label_words
from nyaya.checks.base import CheckContext, Outcome, evidence_of, make_finding, witness_of
from nyaya.checks.values import _compatible, _label_score, _small_count
from nyaya.evidence.index import EvidenceIndex, Leaf, ListNode
from nyaya.values.numbers import same

__all__ = ["check_extremes"]

_NEAR = 48  # characters between the superlative and the figure it picks
_KINDS = ("number", "money", "percent", "duration")


def check_extremes(ctx: CheckContext, view: ClaimView) -> Outcome:
    out = Outcome()
    words = ctx.answer.words
    if words.most is None or words.least is None or view.hedged:
        return out
    if view.stance & {"question", "offer", "conditional"}:
        return out
    low = view.claim.text.lower()
    hits = [(m.start(), True) for m in words.most.finditer(low)]
    hits += [(m.start(), False) for m in words.least.finditer(low)]
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
    ]
    # the figure nearest the superlative is the one it picks ("58 at first, the highest 63")
    for distance, i, value in sorted(figures, key=lambda f: (f[0], f[1]))[:1]:
        if distance > _NEAR or value.stated is None:
            continue
        column = _column(ctx, value, [index.leaves[lid] for lid in matched.get(i, [])])
        if column is None:
            continue
        node, rel, cells = column
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


def _column(
    ctx: CheckContext, value: Value, found: list[Leaf]
) -> tuple[ListNode, str, list[Leaf]] | None:
    """The list column the figure speaks of (see the module docstring)."""
    if not found and value.kind == "number" and not (value.stated and value.stated.unit):
        return None  # a bare number nothing holds could be a count of anything
    index = ctx.index
    found = [leaf for leaf in found if _compatible(value, leaf)]
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


def _cells_of(index: EvidenceIndex, leaf: Leaf) -> tuple[ListNode, str, list[Leaf]] | None:
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
            if other.pointer == item.pointer + rel and other.number is not None:
                cells.append(other)
                break
    if len(cells) < 2 or len(cells) < len(node.items):
        return None
    return node, rel, cells
