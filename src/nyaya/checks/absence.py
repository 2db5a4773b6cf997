"""false_absence: the answer says nothing was found while the matching call returned results.

The matching calls are those whose category the claim names ("no emails" -> email),
else the run's only call. A call that failed makes "nothing found" an honest report,
never a finding. Words of the claim that are neither stop words, record nouns nor the
absence phrase are qualifiers ("no emails *about the budget*"): then only records
holding every qualifier count. "No *other* emails" excludes what was reported: silent.
"""

from __future__ import annotations

import re

from nyaya.checks.counts import members_of, result_count
from nyaya.checks.evidence import (
    CallEvidence,
    ClaimContext,
    EvidenceIndex,
    Outcome,
    Record,
    categories_in,
    finding,
    has_year,
    key_tokens,
    norm,
)
from nyaya.checks.markers import noun_phrases, objects_in, phrases

__all__ = ["check"]


def check(ctx: ClaimContext, index: EvidenceIndex) -> Outcome:
    """An absence claim against the result counts of the calls it is about."""
    claim = ctx.claim
    cues = [c for c in claim.cues if c.kind == "absence"]
    extra = phrases("absence", claim.language).search(ctx.fold)
    if not cues and claim.pramana != "abhava" and extra is None:
        return Outcome()
    cue_texts = [c.text for c in cues] + ([extra.group()] if extra else [])
    if ctx.says("exclusive"):
        return Outcome()
    if ctx.says("hedge") or claim.has_cue("hedge"):
        return Outcome()
    cats = set(categories_in(ctx.fold)) | {c.category for c in claim.cues if c.category}
    cats |= objects_in(ctx.fold)
    calls = [
        c
        for c in index.calls
        if c.categories & cats
        or ("any" in cats and c.usable and (bool(c.collections) or c.failed))
        or any(
            categories_in(" ".join(key_tokens(p.rsplit(".", 1)[-1]))) & cats for p in c.collections
        )
    ]
    if not calls and not cats and len(index.calls) == 1:
        calls = list(index.calls)
    if not calls or any(not c.usable for c in calls):
        return Outcome()
    answered = [c for c in calls if not c.failed]
    if (claim.has_cue("failure") or ctx.says("failure")) and len(answered) < len(calls):
        # "The search failed" after a failed call is the honest report.
        return Outcome()
    if not answered:
        failed = calls[0]
        return Outcome(
            findings=(
                finding(
                    "false_absence",
                    ctx,
                    f"the answer says nothing was found, but {failed.call.tool} failed "
                    f"({(failed.call.error or 'error')[:80]}); say that the search failed instead",
                    expected="a report that the call failed",
                    found="nothing found",
                    receipt_id=failed.receipt_id,
                ),
            )
        )
    qualifiers = _qualifiers(ctx, index, cue_texts)
    found: list[tuple[CallEvidence, int]] = []
    for call in answered:
        members = members_of(call, "")
        if qualifiers:
            n = sum(1 for r in members if _holds(_context(r, call), qualifiers))
        else:
            counted = result_count(call)
            if counted is not None:
                n = counted
            elif members or "" in call.collections:
                n = len(members)
            else:
                n = 1 if _has_data(call) else 0
        found.append((call, n))
    total = sum(n for _, n in found)
    if total == 0:
        # A filtered absence ("nothing from Bob") is not a zero result count: name the filter,
        # so the report and its attestations never claim the call returned nothing.
        field = f"count[{' '.join(qualifiers)}]" if qualifiers else "result_count"
        return Outcome(evidence=tuple(c.evidence(field, 0) for c, _ in found))
    call, n = max(found, key=lambda p: p[1])
    what = " ".join(qualifiers) if qualifiers else "results"
    return Outcome(
        findings=(
            finding(
                "false_absence",
                ctx,
                f"the answer says nothing was found, but {call.call.tool} returned {n} "
                f"{'matching record' if qualifiers else 'result'}{'s' if n != 1 else ''}"
                + (f" ({what})" if qualifiers else ""),
                expected=total,
                found=0,
                receipt_id=call.receipt_id,
            ),
        )
    )


def _qualifiers(ctx: ClaimContext, index: EvidenceIndex, cue_texts: list[str]) -> list[str]:
    lang = ctx.claim.language
    out: list[str] = []
    for match in ctx.matches:
        m = match.mention
        if m.kind in ("entity", "quote", "email") and norm(str(m.value)):
            if m.kind == "entity" and match.source == "none" and not _capitalised_name(m.text):
                continue
            out.append(norm(str(m.value)))
        elif m.kind == "date" and hasattr(m.value, "isoformat"):
            day = m.value.isoformat()[:10]
            out.append(norm(day if has_year(m.text) else day[5:]))
    text = ctx.fold
    for cue in cue_texts:
        text = text.replace(cue.casefold(), " ")
    for phrase_set in (phrases("stop", lang), noun_phrases(), phrases("approx", lang)):
        text = " ".join(_strip(text, phrase_set.finditer(text)).split())
    stop = set(norm(" ".join(_STOP_EXTRA)).split())
    known: list[str] = []
    unknown: list[str] = []
    if lang == "zh":
        # Transliterated Chinese splits into syllables; only the named values qualify.
        return out
    for word in norm(text).split():
        if len(word) < 2 or word.isdigit() or word in stop or any(word in q for q in out):
            continue
        if index.holds_word(word):
            known.append(word)
        elif lang in ("en", "es") and len(word) >= 4:
            unknown.append(word)
    # Words no output holds qualify only when nothing else does: "no emails about the
    # budget" (budget appears nowhere) versus "no open tickets for Mercadona" (the
    # customer qualifies; "open" was how the tool was asked).
    return out + (known or ([] if out else unknown))


def _capitalised_name(text: str) -> bool:
    # A name found nowhere still qualifies ("no emails from Bob") when it is written as one.
    return text[:1].isupper() or not text.isascii()


def _context(record: Record, call: CallEvidence) -> str:
    parts: list[str] = []
    node: Record | None = record
    while node is not None:
        parts.extend(str(v) for v in node.fields.values() if v is not None)
        node = node.parent
    for r in call.records:
        if r.path == "arguments" or (r.path == "" and r is not record):
            parts.extend(str(v) for v in r.fields.values() if v is not None)
    return " " + norm(" ".join(parts)) + " "


_STOP_EXTRA = ("no", "not", "any", "none", "nothing", "found", "have", "there")


def _strip(text: str, matches: list[re.Match[str]]) -> str:
    out, last = [], 0
    for m in matches:
        start, end = m.span()
        out.append(text[last:start])
        out.append(" ")
        last = end
    out.append(text[last:])
    return "".join(out)


def _holds(text: str, qualifiers: list[str]) -> bool:
    return all(f" {q} " in text or q in text for q in qualifiers)


def _has_data(call: CallEvidence) -> bool:
    return any(v not in (None, "", [], {}) for r in call.records for v in r.fields.values())
