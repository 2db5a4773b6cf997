"""fabricated_tool_call: the answer cites a call that does not exist, or claims a tool action
("I checked your calendar") of a category no call in the run belongs to."""

from __future__ import annotations

import re

from nyaya.checks.counts import counted_noun
from nyaya.checks.evidence import (
    CallEvidence,
    ClaimContext,
    EvidenceIndex,
    Outcome,
    finding,
    key_tokens,
)
from nyaya.checks.markers import category_words, objects_in, phrases, tool_writers
from nyaya.report import Evidence, Finding

__all__ = ["check"]

# Ids a self-tag's ``evidence`` may name; free text ("the email search") is not an id.
_ACTOR_WINDOW = 12
_ID_IN_TAG = re.compile(r"\b(?:call|toolu|tool|receipt|rcpt)_[A-Za-z0-9_-]+")


def check(ctx: ClaimContext, index: EvidenceIndex) -> Outcome:
    """Cited ids absent from the run; tool actions of a category the run never called."""
    findings: list[Finding] = []
    resolved: dict[int, tuple[Evidence, ...]] = {}
    known = sorted(index.call_ids)
    for i, match in enumerate(ctx.matches):
        if match.mention.kind != "call_ref":
            continue
        ref = str(match.mention.value)
        if match.source == "none":
            findings.append(
                finding(
                    "fabricated_tool_call",
                    ctx,
                    f"the answer cites {ref!r}, but no call or receipt in the run has that id",
                    expected=known[:10],
                    found=ref,
                )
            )
        else:
            resolved[i] = tuple(
                c.evidence("id", ref) for c in index.calls if ref in (c.call.id, c.receipt_id)
            )
    tag = ctx.claim.tag
    cited = {str(m.mention.value) for m in ctx.matches if m.mention.kind == "call_ref"}
    if tag is not None and tag.evidence:
        for ref in _ID_IN_TAG.findall(tag.evidence):
            if ref not in index.call_ids and ref not in cited:
                cited.add(ref)
                findings.append(
                    finding(
                        "fabricated_tool_call",
                        ctx,
                        f"the self-tag names {ref!r} as evidence, but the run has no such call",
                        expected=known[:10],
                        found=ref,
                    )
                )
    support: list[Evidence] = []
    for cue in ctx.claim.cues:
        if cue.kind != "tool_use" or not cue.category:
            continue
        local = cue.start - ctx.claim.start
        text = ctx.fold[max(0, local - _ACTOR_WINDOW) : local] + " " + cue.text.casefold()
        if not phrases("tool_action", ctx.claim.language).search(text):
            # "payment method from your profile" names a thing, not an action on a tool.
            continue
        calls = index.calls_of({cue.category})
        if calls:
            support.extend(c.evidence("tool", c.call.tool) for c in calls)
            continue
        if any(index.contains_word(w) for w in category_words(cue.category)):
            # An output of another tool holds such things (a profile lists payment methods).
            continue
        called = sorted({c.call.tool for c in index.calls})
        findings.append(
            finding(
                "fabricated_tool_call",
                ctx,
                f"the answer says {cue.text!r} ({cue.category}), but the run has no "
                f"{cue.category} call" + (f" (it called: {', '.join(called)})" if called else ""),
                expected=called,
                found=cue.category,
            )
        )
    reported = {f.found for f in findings}
    acted = _acted_on(ctx) - reported
    changed = _changes(ctx)
    missing = sorted(
        c
        for c in acted
        if (not index.calls_of({c}) and not any(index.contains_word(w) for w in category_words(c)))
        or (changed and index.calls_of({c}) and not any(_writer(x) for x in index.calls_of({c})))
    )
    if acted and len(missing) == len(acted):
        called = sorted({c.call.tool for c in index.calls})
        what = " / ".join(c.replace("_", " ") for c in missing)
        findings.append(
            finding(
                "fabricated_tool_call",
                ctx,
                f"the answer says it acted on {what}, but the run has no such call"
                + (f" (it called: {', '.join(called)})" if called else ""),
                expected=called,
                found=missing[0],
            )
        )
    findings += _counted_without_call(ctx, index, {str(f.found) for f in findings})
    return Outcome(tuple(findings), resolved, tuple(support))


def _acted_on(ctx: ClaimContext) -> set[str]:
    """Categories of what a past tool action in the claim acted on ("I added ... calendar")."""
    lang = ctx.claim.language
    read = phrases("tool_action", lang).search(ctx.fold)
    write = phrases("tool_write", lang).search(ctx.fold)
    if read is None and write is None:
        return set()
    if read is None and write is not None and not _actor(ctx, write.start(), lang):
        # "was booked more than 24 hours ago" describes a state; "I booked" claims an action.
        return set()
    return objects_in(ctx.fold)


def _changes(ctx: ClaimContext) -> bool:
    """Whether the claim says its speaker changed something ("I updated", "he abierto")."""
    lang = ctx.claim.language
    write = phrases("tool_write", lang).search(ctx.fold)
    return write is not None and _actor(ctx, write.start(), lang)


def _writer(call: CallEvidence) -> bool:
    # A search cannot have sent, added or updated anything: a claimed change needs a tool
    # whose name says it changes things (a description says too much: "returns orders").
    name = call.call.tool
    return bool((set(key_tokens(name)) | {name.casefold()}) & tool_writers())


def _counted_without_call(
    ctx: ClaimContext, index: EvidenceIndex, reported: set[str]
) -> list[Finding]:
    """A count of records ("12 open tickets") that no call of their kind could have returned."""
    out: list[Finding] = []
    for match in ctx.matches:
        m = match.mention
        if m.kind != "number" or match.source != "none":
            continue
        noun = counted_noun(ctx, m)
        if noun is None or not noun[1] or ("any" in noun[1] and index.calls):
            continue
        cats = noun[1] - {"any"}
        if index.calls_of(cats) or cats & reported:
            continue
        if any(index.contains_word(w) for c in cats for w in category_words(c)):
            continue
        called = sorted({c.call.tool for c in index.calls})
        kind = "/".join(sorted(cats)) or "search"
        out.append(
            finding(
                "fabricated_tool_call",
                ctx,
                f"the answer reports {m.text.strip()} {noun[0]}, but the run has no {kind} call "
                "that could have returned them"
                + (f" (it called: {', '.join(called)})" if called else ""),
                expected=called,
                found=kind,
            )
        )
        reported |= cats
    return out


def _actor(ctx: ClaimContext, verb_at: int, lang: str) -> bool:
    # Spanish first-person verbs ("he añadido") carry their actor; Hindi and Chinese put it
    # anywhere before the verb (मैंने ... भेज दिया); English right before it ("I've sent").
    if lang == "es":
        return True
    start = 0 if lang in ("hi", "zh") else max(0, verb_at - _ACTOR_WINDOW)
    return phrases("personal", lang).search(ctx.fold[start:verb_at]) is not None
