"""Render a `HallucinationReport`: JSON (exactly the public contract) or text for a person.

The text form shows the answer with each claim marked by its status, then the
findings with what was expected and what was found (and, when the checks give them,
the reason code and the witness: what contradicts the claim), then the decision:
which rule chose the action under which policy, from which findings or score.
Pramana names carry their English label (``pratyaksa — observed``). It is a `rich.text.Text`, so a
terminal gets colours and a pipe or file gets plain text (`Text.plain`); `render_plain` gives that
plain text without loading rich (a sixth of the cold start of a one-run check in CI).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from nyaya.report import ClaimStatus, Decision, Finding, HallucinationReport, Pramana, Witness

if TYPE_CHECKING:
    from rich.text import Text

__all__ = [
    "PRAMANA_LABELS",
    "decision_lines",
    "pramana_label",
    "render_json",
    "render_plain",
    "render_text",
]

PRAMANA_LABELS: dict[Pramana, str] = {
    "pratyaksa": "observed",
    "anumana": "inferred",
    "upamana": "compared",
    "sabda": "cited",
    "abhava": "absent",
    "ungrounded": "ungrounded",
}
"""The English word for each pramana (how the claim is known), shown beside its name."""

_RULES = {
    "finding_action": "a finding's action under the policy",
    "score_band": "the overall score against the policy's thresholds",
    "fail_closed": "fail closed: a stage failed or the answer could not be read",
    "clean": "nothing held the answer back",
}


def pramana_label(pramana: Pramana) -> str:
    """``pratyaksa — observed``; ``ungrounded`` alone (it is its own label)."""
    label = PRAMANA_LABELS[pramana]
    return pramana if label == pramana else f"{pramana} — {label}"


def decision_lines(report: HallucinationReport) -> list[str]:
    """Why the report's action: the rule, the policy, the deciding findings or score."""
    d: Decision | None = report.decision
    if d is None:
        return [f"{report.action} (this report does not say which rule decided)"]
    lines = [
        f"{d.action.upper()} by rule {d.rule}: {_RULES.get(d.rule, d.rule)}",
        f"policy {d.policy} ({d.mode} mode)",
    ]
    if d.findings:
        named = []
        for i in d.findings:
            f = report.findings[i] if 0 <= i < len(report.findings) else None
            if f is not None:
                where = f" on {f.claim_id}" if f.claim_id else ""
                named.append(f"#{i + 1} {f.type}{where} -> {f.action or d.action}")
        lines.append("deciding findings: " + "; ".join(named))
    if d.score is not None:
        against = f" against threshold {d.threshold:.2f}" if d.threshold is not None else ""
        lines.append(f"score of the claims not contradicted {d.score:.2f}{against}")
    return lines


def witness_text(witness: Witness | None) -> str:
    """What contradicts the claim, in one line."""
    if witness is None:
        return ""
    parts = [witness.kind.replace("_", " ")]
    if witness.receipt_id:
        parts.append(f"receipt {witness.receipt_id}")
    if witness.pointer:
        parts.append(f"at {witness.pointer}")
    if witness.value is not None:
        parts.append(f"= {_short(witness.value)}")
    if witness.note:
        parts.append(f"({witness.note})")
    return " ".join(parts)


def _reason(f: Finding) -> str:
    return f.reason if f.reason and f.reason != "unspecified" else ""


_MARK: dict[ClaimStatus, tuple[str, str]] = {
    "verified": ("✓", "green"),
    "contradicted": ("✗", "bold red"),
    "unsupported": ("?", "yellow"),
    "unverifiable": ("·", "dim"),
}
_ACTION_STYLE = {"emit": "bold green", "revise": "bold yellow", "block": "bold red"}


def render_json(report: HallucinationReport) -> str:
    """The report as JSON, field for field the `HallucinationReport` contract."""
    return json.dumps(report.model_dump(mode="json"), ensure_ascii=False, indent=2)


# What `rich.text.Text.append` strips from appended text (rich.control): the plain text of a
# `Text` holds none of these, so neither does `render_plain`.
_CONTROL_CODES: dict[int, None] = {7: None, 8: None, 11: None, 12: None, 13: None}


class _Styled:
    """Pieces of text, each with its rich style (or none): a `Text` when a terminal shows
    them, a plain string otherwise, built by the one function that lays a report out."""

    __slots__ = ("pieces",)

    def __init__(self) -> None:
        self.pieces: list[tuple[str, str | None]] = []

    def append(self, text: str, style: str | None = None) -> None:
        self.pieces.append((text, style))

    def append_text(self, other: _Styled) -> None:
        self.pieces.extend(other.pieces)

    @property
    def plain(self) -> str:
        return "".join(text for text, _ in self.pieces).translate(_CONTROL_CODES)

    def to_text(self) -> Text:
        from rich.text import Text

        out = Text()
        for text, style in self.pieces:
            out.append(text, style=style)
        return out


def render_text(report: HallucinationReport, answer: str) -> Text:
    """A report a person reads at a glance; ``answer`` is the text the claims index into."""
    return _layout(report, answer).to_text()


def render_plain(report: HallucinationReport, answer: str) -> str:
    """``render_text(report, answer).plain``, without loading rich."""
    return _layout(report, answer).plain


def _layout(report: HallucinationReport, answer: str) -> _Styled:
    out = _Styled()
    out.append("nyaya check ", style="bold")
    out.append(f"{report.run_id}: ")
    out.append(report.action.upper(), style=_ACTION_STYLE[report.action])
    out.append(
        f"  trust {report.trust_level.replace('_', ' ')} · score {report.overall_score:.2f}"
        f" · evidence {report.evidence}\n\n"
    )
    out.append("Answer\n", style="bold underline")
    out.append_text(_marked(report, answer))
    out.append("\n\n")
    if report.claims:
        out.append("Claims\n", style="bold underline")
        for c in report.claims:
            mark, style = _MARK[c.status]
            out.append(f"  {mark} ", style=style)
            out.append(f"{c.id:<4} {c.status:<13} {c.score:.2f}  {pramana_label(c.pramana):<22}")
            out.append(" critical" if c.critical else "         ", style="magenta")
            snippet = " ".join(c.text.split())
            out.append(f"  {snippet[:70]}{'…' if len(snippet) > 70 else ''}\n")
        out.append("\n")
    if report.findings:
        out.append("Findings\n", style="bold underline")
        for n, f in enumerate(report.findings, start=1):
            style = {"block": "bold red", "revise": "yellow"}.get(f.action or "", "dim")
            out.append(f"  #{n} {f.type}", style=style)
            out.append(f" [{f.action}]" if f.action else "")
            out.append(f" {f.claim_id}" if f.claim_id else "")
            out.append(f": {_line(f.message)}\n")
            out.append(
                f"      expected: {_short(f.expected)}   found: {_short(f.found)}", style="dim"
            )
            out.append(f"   receipt: {f.receipt_id}\n" if f.receipt_id else "\n", style="dim")
            if _reason(f) or f.witness is not None:
                why = f"reason: {_reason(f)}   " if _reason(f) else ""
                seen = ""
                if f.witness is not None:
                    seen = f"witness: {_line(witness_text(f.witness))}"
                out.append(f"      {why}{seen}".rstrip() + "\n", style="dim")
        out.append("\n")
    else:
        out.append("No findings.\n\n", style="green")
    out.append("Decision\n", style="bold underline")
    for line in decision_lines(report):
        out.append(f"  {_line(line)}\n")
    out.append("\n")
    if report.tool_call_validations:
        counts: dict[str, int] = {}
        for v in report.tool_call_validations:
            counts[v.status] = counts.get(v.status, 0) + 1
        summary = ", ".join(f"{n} {status}" for status, n in sorted(counts.items()))
        out.append(f"Tool calls: {summary}\n")
    for note in report.notes:
        out.append(f"Note: {_line(note)}\n", style="dim")
    return out


def _marked(report: HallucinationReport, answer: str) -> _Styled:
    text = _Styled()
    cursor = 0
    for c in sorted(report.claims, key=lambda c: c.start):
        if c.start < cursor or c.end > len(answer):
            continue
        mark, style = _MARK[c.status]
        text.append(answer[cursor : c.start])
        text.append(answer[c.start : c.end], style=style if c.status != "unverifiable" else "")
        text.append(f" [{mark}{c.id}]", style=style)
        cursor = c.end
    text.append(answer[cursor:] if report.claims else answer or "(empty answer)")
    return text


_MAX_LINE = 1_000


def _line(text: str) -> str:
    """A message, note or rule as one bounded line: they quote the run (a tool's name, a
    value), which may be 50,000 newlines, and the terminal's wrapping is slow per line."""
    if len(text) <= _MAX_LINE and "\n" not in text:
        return text
    flat = " ".join(text.split())
    return flat if len(flat) <= _MAX_LINE else flat[: _MAX_LINE - 1] + "…"


def _short(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 80 else text[:79] + "…"
