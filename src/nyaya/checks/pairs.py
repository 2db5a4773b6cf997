"""Pairs: "Ana and Luis lead the morning and evening shifts, respectively", "小王和小李分别
负责早班和晚班" against the records that pair them.

A claim with a *respectively* word of the lexicon's ``[counts] respectively`` table, in a
sentence with an even number (four or six) of output strings, pairs the first half with
the second, in order: the i-th name of the first group goes with the i-th of the second.
Each group must be values of its own keys (the people, the rooms) so that the sentence
really enumerates two lists. A pair is **contradicted** (``fact_mismatch``) when no record
holds both, while the record of the first holds another of the second group: the names
were swapped. The witness is that record's own field of the second group's key.
"""

from __future__ import annotations

from nyaya.checks.answer import ClaimView
from nyaya.checks.base import CheckContext, Outcome, make_finding, witness_of
from nyaya.checks.values import Anchor, anchors_of
from nyaya.evidence.index import EvidenceIndex, Leaf

__all__ = ["check_pairs"]


def check_pairs(ctx: CheckContext, view: ClaimView) -> Outcome:
    out = Outcome()
    marker = ctx.answer.words.respectively
    if marker is None or view.hedged or marker.search(view.claim.text.lower()) is None:
        return out
    index = ctx.index
    # the pairing spans the sentence ("A and B lead X and Y respectively" is read as two
    # claims); the claim that holds the marker judges it
    named = _distinct(index, anchors_of(ctx, view), view)
    if len(named) not in (4, 6):
        return out
    half = len(named) // 2
    first, second = named[:half], named[half:]
    keys_a = {leaf.key for _, leaves in first for leaf in leaves}
    keys_b = {leaf.key for _, leaves in second for leaf in leaves}
    if not keys_a or not keys_b or keys_a & keys_b:
        return out  # the two groups must be two kinds of names
    for (a_text, a_leaves), (b_text, b_leaves) in zip(first, second, strict=True):
        a_records = {leaf.record for leaf in a_leaves if leaf.record is not None}
        b_records = {leaf.record for leaf in b_leaves if leaf.record is not None}
        if a_records & b_records:
            continue
        for rid in sorted(a_records):
            own = [
                leaf
                for lid in index.records[rid].leaves
                if (leaf := index.leaves[lid]).key in keys_b
            ]
            others = {
                text for text, leaves in second if any(x.id in {o.id for o in own} for x in leaves)
            }
            if own and others:
                witness = own[0]
                call = index.call_of(witness)
                tool = call.call.tool if call else "a tool"
                out.findings.append(
                    make_finding(
                        "fact_mismatch",
                        view,
                        f"the answer pairs {a_text!r} with {b_text!r}, but {tool} returned "
                        f"{witness.pointer} = {witness.raw!r} for {a_text!r}",
                        reason="pair_swapped",
                        expected=witness.raw,
                        found=b_text,
                        witness=witness_of(
                            index, witness, "output_value", f"the record of {a_text!r}"
                        ),
                    )
                )
                return out
    return out


def _distinct(
    index: EvidenceIndex, anchors: list[Anchor], view: ClaimView
) -> list[tuple[str, list[Leaf]]]:
    """The sentence's output strings in order, one entry per distinct text, with every
    output leaf that holds it (not the call arguments: those are what the agent asked)."""
    found: dict[str, tuple[int, list[Leaf]]] = {}
    start, end = view.sentence
    low = view.sentence_text.casefold()
    for a in anchors:
        if not start <= a.start < end:
            continue
        leaf = index.leaves[a.leaf]
        if leaf.source != "output" or not leaf.key or not isinstance(leaf.raw, str):
            continue
        # where the name itself stands (an anchor in Han text spans the run around it)
        at = low.find(leaf.raw.casefold(), a.start - start)
        if at < 0 or at >= a.end - start:
            continue
        entry = found.setdefault(leaf.raw, (at, []))
        entry[1].append(leaf)
    return [(text, leaves) for text, (_, leaves) in sorted(found.items(), key=lambda p: p[1][0])]
