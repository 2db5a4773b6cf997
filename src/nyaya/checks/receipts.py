"""bad_receipt, and how each call of a run becomes evidence.

A call carrying a signed receipt is verified against the key ring: the signature,
and that the receipt is bound to this call (call id, tool, input hash, output hash).
A receipt that fails any of these is a ``bad_receipt`` finding and its call is not
used as evidence. Without a key ring a receipt cannot be checked; its call is then
read as a plain log entry, and the report says so. Calls without a receipt are
receipted on ingestion with an ephemeral key and marked ``evidence: "log"``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from nyaya.errors import BadReceipt, NyayaError
from nyaya.receipts import (
    Extractor,
    FactValue,
    KeyRing,
    Receipt,
    bind_check,
    count_results,
    evaluate_receipt,
    input_hash,
    issue_receipt,
    output_hash,
)
from nyaya.report import EvidenceKind, Finding, Witness
from nyaya.run import Run, ToolCall

__all__ = ["CallEvidence", "Ingested", "ingest", "log_receipt"]


@dataclass(frozen=True, slots=True)
class CallEvidence:
    """One call as evidence: its receipt id, whether it was signed or logged, and whether
    its output may be used (not when its receipt was rejected)."""

    call: ToolCall
    receipt_id: str
    kind: EvidenceKind
    usable: bool
    result_count: int | None = None


class _CountOnly:
    """Reads only the result count: a log receipt lives for one check, which uses its id
    and count; the output's facts are indexed by the checks themselves."""

    def count(self, output: Any) -> int | None:
        return count_results(output)

    def facts(self, output: Any) -> dict[str, FactValue]:
        return {}


_COUNT_ONLY = _CountOnly()


@dataclass(slots=True)
class Ingested:
    """The run's calls as evidence, the bad_receipt findings, and notes for the report."""

    calls: list[CallEvidence]
    findings: list[Finding] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def kind(self) -> EvidenceKind:
        """``signed``, ``log``, ``mixed`` (both) or ``none`` (no usable call)."""
        kinds = {c.kind for c in self.calls if c.usable}
        if not kinds:
            return "none"
        return kinds.pop() if len(kinds) == 1 else "mixed"


def ingest(run: Run, keys: KeyRing | None, *, now: datetime, language: str = "en") -> Ingested:
    """Verify supplied receipts and receipt plain calls; never raises for a bad receipt."""
    ephemeral: KeyRing | None = None
    out = Ingested(calls=[])
    unchecked = 0
    for call in run.calls:
        if call.receipt is not None and keys is not None:
            out.calls.append(_signed(call, keys, now, out, run.run_id))
            continue
        if call.receipt is not None:
            unchecked += 1
        if ephemeral is None:
            ephemeral = KeyRing.generate("hmac", key_id="nyaya-ephemeral")
        out.calls.append(_logged(run, call, ephemeral, now))
    if unchecked:
        out.notes.append(
            f"{unchecked} receipt(s) not verified: no key ring given; "
            "their calls are used as log evidence"
        )
    undeclared = sorted({c.tool for c in run.calls if run.tools and run.tool(c.tool) is None})
    if undeclared:
        out.notes.append(f"calls to undeclared tools: {', '.join(undeclared)}")
    return out


def log_receipt(
    run: Run, call: ToolCall, ring: KeyRing, now: datetime, extractor: Extractor | None = None
) -> Receipt:
    """Receipt a plain transcript call as log evidence, stamped ``now``.

    The id depends on the run, call, tool, time and hashes, not on the key or the
    facts, so the same call receipted for a check and for its attestations matches.
    """
    return issue_receipt(
        ring,
        run_id=run.run_id,
        call_id=call.id,
        tool=call.tool,
        arguments=call.arguments,
        output=call.output,
        status="error" if call.error is not None else "ok",
        error=(call.error or "error") if call.error is not None else None,
        timestamp=now,
        extractor=extractor,
    )


def _logged(run: Run, call: ToolCall, ring: KeyRing, now: datetime) -> CallEvidence:
    try:
        receipt = log_receipt(run, call, ring, now, _COUNT_ONLY)
    except NyayaError:
        return CallEvidence(call, call.id, "log", True, None)
    return CallEvidence(call, receipt.id, "log", True, receipt.result_count)


def _signed(
    call: ToolCall, keys: KeyRing, now: datetime, out: Ingested, run_id: str
) -> CallEvidence:
    raw = call.receipt or {}
    rid = str(raw.get("id") or call.id)
    try:
        receipt = Receipt.from_dict(raw)
    except BadReceipt as exc:
        return _reject(call, rid, out, f"does not parse ({exc})", "unparsable")
    check = evaluate_receipt(receipt, keys, now=now)
    if not check.authentic:
        reason = (
            "its key is not in the key ring"
            if check.reason == "unknown_key"
            else "its signature does not verify"
        )
        return _reject(call, rid, out, reason, check.reason)
    problems = list(_binding(call, receipt))
    # Bound to this run: its run id, a window around the run's time, no future date.
    bound = bind_check(receipt, run_id=run_id, now=now)
    problems += [p.message for p in bound]
    if problems:
        code = bound[0].reason if bound and len(problems) == len(bound) else "wrong_call"
        return _reject(call, rid, out, "; ".join(problems), code)
    return CallEvidence(call, receipt.id, "signed", True, receipt.result_count)


def _binding(call: ToolCall, receipt: Receipt) -> Sequence[str]:
    problems = []
    if receipt.call_id != call.id:
        problems.append(f"it was issued for call {receipt.call_id!r}")
    if receipt.tool != call.tool:
        problems.append(f"it was issued for tool {receipt.tool!r}")
    try:
        if receipt.output_hash != output_hash(call.output):
            problems.append("the output differs from the one it signed (output_hash)")
        if receipt.input_hash != input_hash(call.arguments):
            problems.append("the arguments differ from the ones it signed (input_hash)")
    except NyayaError:
        problems.append("the call's output cannot be hashed")
    return problems


def _reject(call: ToolCall, rid: str, out: Ingested, reason: str, code: str) -> CallEvidence:
    out.findings.append(
        Finding(
            type="bad_receipt",
            claim_id=None,
            message=f"the receipt of call {call.id!r} ({call.tool}) was rejected: {reason}; "
            "its output is not used as evidence",
            expected="a receipt signed by a key in the ring, bound to this call",
            found=reason,
            receipt_id=rid,
            reason=code,
            witness=Witness(kind="result", receipt_id=rid, note=reason),
        )
    )
    return CallEvidence(call, rid, "signed", False, None)
