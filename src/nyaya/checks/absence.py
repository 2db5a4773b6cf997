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

import re
from collections.abc import Iterable

from nyaya.checks.answer import ClaimView
from nyaya.checks.base import CheckContext, Outcome, evidence_of, make_finding, quote
from nyaya.checks.language import key_concepts
from nyaya.evidence.fold import fold, key_words, stem
from nyaya.evidence.index import CallInfo, EvidenceIndex, Leaf
from nyaya.report import Evidence, Witness

__all__ = ["check_absence"]

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_HAN = re.compile(r"[\u3400-\u9fff]")
_GENERIC = frozenset(
    {"result", "results", "anything", "something", "nothing", "none", "any", "one", "thing",
     "things", "record", "records", "item", "items", "entry", "entries", "match", "matches",
     "data", "info", "information", "found", "find", "show", "shows", "turn", "turned", "came",
     "back", "empty", "list", "search", "there", "here", "your", "you", "the", "this", "that",
     "for", "with", "from", "and", "also", "either", "yet", "now", "currently", "right",
     "moment", "still", "other", "else", "more", "new"}
)
_EMPTY = (None, "", False, 0, [], {})


def check_absence(ctx: CheckContext, view: ClaimView) -> Outcome:
    out = Outcome()
    words = ctx.answer.words
    if words.absence is None or view.stance & {"question", "offer", "conditional"}:
        return out
    low = view.claim.text.lower()
    hit = words.absence.search(low)
    if hit is None:
        return out
    if view.hedged and "hedge" in view.stance:
        return out
    index = ctx.index
    if not index.calls:
        return out
    terms = _terms(view, hit.start(), hit.end())
    failed = [c for c in index.calls if c.failed]
    reports_failure = words.failure is not None and words.failure.search(low) is not None
    if reports_failure and failed:
        out.verified_claim = True
        for c in failed[:2]:
            out.evidence.append(Evidence(receipt_id=c.receipt_id, field="/error", value=(c.call.error or "")[:200]))
        return out
    bound = _bound_calls(index, terms)
    if not bound:
        return out
    for call in bound:
        if call.failed and not reports_failure:
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
                    witness=Witness(kind="error", receipt_id=call.receipt_id, value=(call.call.error or "")[:200]),
                )
            )
            return out
    distinctive = [t for t in terms if t not in _GENERIC and len(t) > 2 or _HAN.match(t)]
    best: tuple[int, Leaf] | None = None
    for call in bound:
        if call.failed or call.empty:
            continue
        found = _holder(index, call, distinctive)
        if found is not None and (best is None or found[0] > best[0]):
            best = found
    if best is not None:
        score, leaf = best
        call = index.call_of(leaf)
        out.findings.append(
            make_finding(
                "false_absence",
                view,
                f"the answer says there is none ({quote(view.claim.text, 90)}), but "
                f"{call.call.tool if call else 'an output'} returned {leaf.pointer or '/'} = "
                f"{_short(leaf.raw)!r}",
                reason="result_exists",
                expected="no such result",
                found=_short(leaf.raw),
                witness=Witness(
                    kind="result",
                    receipt_id=call.receipt_id if call else None,
                    pointer=leaf.pointer or "/",
                    value=_short(leaf.raw),
                ),
            )
        )
        return out
    empties = [c for c in bound if c.empty and not c.failed]
    nulls = _empty_fields(index, bound, distinctive)
    if empties or nulls:
        out.verified_claim = True
        for c in empties[:2]:
            out.evidence.append(Evidence(receipt_id=c.receipt_id, field="/", value=[]))
        for leaf in nulls[:2]:
            out.evidence.append(evidence_of(index, leaf))
    return out


def _terms(view: ClaimView, s: int, e: int) -> list[str]:
    """The content words of the claim: what it says does not exist (stems, concepts)."""
    text = view.claim.text
    out: list[str] = []
    for m in _WORD.finditer(text):
        w = m.group()
        if m.start() >= s and m.end() <= e:
            continue
        low = w.lower()
        if _HAN.search(low):
            out.extend(_han_terms(low))
            continue
        if len(low) < 3 and not low.isupper():
            continue
        out.append(stem(low))
    for c in sorted(_concepts(view)):
        out.append(c)
    return list(dict.fromkeys(out))


def _concepts(view: ClaimView) -> set[str]:
    from nyaya.checks.language import words_for

    return words_for(view.claim.language).concepts_in(view.claim.text)


def _han_terms(text: str) -> list[str]:
    # Chinese has no spaces: take the two-character pieces as terms
    chars = [c for c in text if _HAN.match(c)]
    return ["".join(chars[i : i + 2]) for i in range(len(chars) - 1)]


def _call_terms(index: EvidenceIndex, call: CallInfo) -> set[str]:
    words = {stem(w) for w in call.words} | set(call.words)
    for lid in range(*call.leaf_range):
        leaf = index.leaves[lid]
        for w in leaf.path[-2:]:
            words.add(stem(w))
            words |= key_concepts(w)
    return words


def _bound_calls(index: EvidenceIndex, terms: list[str]) -> list[CallInfo]:
    scored: list[tuple[int, int, CallInfo]] = []
    for call in index.calls:
        if not call.usable:
            continue
        words = _call_terms(index, call)
        score = sum(1 for t in terms if t in words)
        if score:
            scored.append((score, call.index, call))
    if not scored:
        return [index.calls[-1]] if index.calls else []
    top = max(s for s, _, _ in scored)
    return [c for s, _, c in sorted(scored, key=lambda x: x[1]) if s == top]


def _holder(index: EvidenceIndex, call: CallInfo, terms: list[str]) -> tuple[int, Leaf] | None:
    """The output value of ``call`` that best shows a thing the terms describe exists."""
    if not terms:
        return None
    best: tuple[int, Leaf] | None = None
    han_terms = [t for t in terms if _HAN.search(t)]
    latin = {t for t in terms if not _HAN.search(t)}
    for lid in range(*call.leaf_range):
        leaf = index.leaves[lid]
        if leaf.source != "output":
            continue
        if leaf.raw in _EMPTY:
            continue
        key_hit = bool({stem(w) for w in key_words(leaf.key)} & latin) if leaf.key else False
        value_words = {stem(w) for w in fold(str(leaf.raw)).split()} if leaf.kind in ("string", "text") else set()
        value_hit = len(value_words & latin)
        if han_terms and isinstance(leaf.raw, str):
            value_hit += sum(1 for t in han_terms if t in leaf.raw)
        if leaf.kind == "bool" and leaf.raw is True and key_hit:
            score = 3
        elif key_hit and leaf.kind in ("string", "number", "text", "when") and leaf.raw not in _EMPTY:
            score = 2 + value_hit
        elif value_hit:
            score = value_hit + (1 if leaf.kind == "string" else 0)
        else:
            continue
        if leaf.kind == "number" and not key_hit:
            continue
        if best is None or score > best[0]:
            best = (score, leaf)
    if best is None or best[0] < 2:
        return None
    return best


def _empty_fields(index: EvidenceIndex, calls: Iterable[CallInfo], terms: list[str]) -> list[Leaf]:
    latin = {t for t in terms if not _HAN.search(t)}
    out = []
    for call in calls:
        for lid in range(*call.leaf_range):
            leaf = index.leaves[lid]
            if leaf.source == "output" and leaf.raw in _EMPTY and leaf.key:
                if {stem(w) for w in key_words(leaf.key)} & latin:
                    out.append(leaf)
        for node_id in call.lists:
            node = index.lists[node_id]
            if node.length == 0 and {stem(w) for w in key_words(node.key)} & latin:
                out.append(
                    Leaf(0, "output", call.index, node.pointer, node.key, node.path, node.parent, [], "null")
                )
    return out


def _short(value: object, limit: int = 120) -> object:
    if isinstance(value, str) and len(value) > limit:
        return value[: limit - 1] + "…"
    return value
