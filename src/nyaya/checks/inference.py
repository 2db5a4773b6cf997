"""inference_as_fact: an inference presented as fact.

A claim is an inference when it carries a mental state, intention or judgement
("Alice is angry", "he is going to cancel", "undervalued"), a prediction no output
could have observed ("prices will go up"), or a cause ("because of the audit").

It is a finding when it is presented as fact and nothing licenses it:

- *reported as observed* (a reporting verb, "the email says", or self-tagged
  ``tool_output``): any inference marker counts;
- *asserted flatly* in an answer that rests on tool calls, stating no value an output
  holds: states, intentions, judgements and predictions count (a bare cause does not).

Never when hedged ("seems", "probably", "parece", "लगता है", "似乎") or when an output or
the user states it: the marker itself for states, intentions, judgements and
predictions; most of the cause clause for causes.
"""

from __future__ import annotations

from nyaya.checks.evidence import ClaimContext, EvidenceIndex, Outcome, finding, norm
from nyaya.checks.markers import PhraseSet, phrases

__all__ = ["check"]

_CAUSE_SUPPORT = 0.6
# How far before a state the subject sits: "I'll be happy" vs 杨帆……很不高兴 (你 is elsewhere).
_SUBJECT_WINDOW = {"zh": 2, "hi": 8}
_VALUE_KINDS = frozenset({"number", "money", "percent", "date", "time", "url"})
_FLAT_TABLES = ("inference", "judgement", "prediction")


def check(ctx: ClaimContext, index: EvidenceIndex) -> Outcome:
    """Flag unhedged, unlicensed inferences presented as fact."""
    claim = ctx.claim
    if not index.usable or claim.has_cue("hedge"):
        return Outcome()
    lang = claim.language
    if ctx.says("hedge") or _asks(claim.text):
        return Outcome()
    reported = claim.tagged_as == "pratyaksa" or claim.has_cue("reporting")
    marker = _state(ctx, index, lang, reported)
    if marker is None and reported:
        cause = phrases("cause", lang).search(ctx.fold)
        if cause is not None and not _cause_stated(ctx.fold[cause.end() :], index, lang):
            marker = cause.group()
    if marker is None:
        return Outcome()
    if not reported and any(
        m.source == "tool" and m.mention.kind in _VALUE_KINDS for m in ctx.matches
    ):
        # A flat statement that reports values the outputs hold is a report, not a guess.
        return Outcome()
    how = (
        "self-tagged as tool output"
        if claim.tagged_as == "pratyaksa"
        else ("reported as observed" if reported else "stated as fact")
    )
    return Outcome(
        findings=(
            finding(
                "inference_as_fact",
                ctx,
                f"{marker!r} is an inference no tool output states, {how}; hedge it or drop it",
                expected="a hedged inference, or a statement an output makes",
                found=claim.text.strip(),
            ),
        )
    )


def _state(ctx: ClaimContext, index: EvidenceIndex, lang: str, reported: bool) -> str | None:
    for table in _FLAT_TABLES:
        m = phrases(table, lang).search(ctx.fold)
        if m is None:
            continue
        said = norm(m.group())
        if index.contains(said) or f" {said} " in index.user:
            continue
        window = _SUBJECT_WINDOW.get(lang, 16)
        before = ctx.fold[max(0, m.start() - window) : m.start()]
        if not reported and table == "inference" and phrases("personal", lang).search(before):
            continue
        return m.group()
    return None


def _asks(text: str) -> bool:
    stripped = text.strip()
    return stripped.endswith(("?", "？")) or stripped.startswith("¿")


def _cause_stated(clause: str, index: EvidenceIndex, lang: str) -> bool:
    stop = phrases("stop", lang)
    words = [w for w in norm(_drop(clause, stop)).split() if len(w) > 2]
    if not words:
        return False
    hits = sum(1 for w in words if f" {w}" in index.text)
    return hits / len(words) >= _CAUSE_SUPPORT


def _drop(text: str, stop: PhraseSet) -> str:
    for m in reversed(stop.finditer(text)):
        text = text[: m.start()] + " " + text[m.end() :]
    return text
