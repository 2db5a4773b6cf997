"""Render a `HallucinationReport`: JSON (exactly the public contract) or text for a person.

The text form shows the answer with each claim marked by its status, then the
findings with what was expected and what was found. It is a `rich.text.Text`, so a
terminal gets colours and a pipe or file gets plain text (`Text.plain`).
"""

from __future__ import annotations

import json

from rich.text import Text

from nyaya.report import ClaimStatus, HallucinationReport

__all__ = ["render_json", "render_text"]

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


def render_text(report: HallucinationReport, answer: str) -> Text:
    """A report a person reads at a glance; ``answer`` is the text the claims index into."""
    out = Text()
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
            out.append(f"{c.id:<4} {c.status:<13} {c.score:.2f}  {c.pramana:<10}")
            out.append(" critical" if c.critical else "         ", style="magenta")
            snippet = " ".join(c.text.split())
            out.append(f"  {snippet[:70]}{'…' if len(snippet) > 70 else ''}\n")
        out.append("\n")
    if report.findings:
        out.append("Findings\n", style="bold underline")
        for f in report.findings:
            style = {"block": "bold red", "revise": "yellow"}.get(f.action or "", "dim")
            out.append(f"  {f.type}", style=style)
            out.append(f" [{f.action}]" if f.action else "")
            out.append(f" {f.claim_id}" if f.claim_id else "")
            out.append(f": {f.message}\n")
            out.append(
                f"      expected: {_short(f.expected)}   found: {_short(f.found)}", style="dim"
            )
            out.append(f"   receipt: {f.receipt_id}\n" if f.receipt_id else "\n", style="dim")
        out.append("\n")
    else:
        out.append("No findings.\n\n", style="green")
    if report.tool_call_validations:
        counts: dict[str, int] = {}
        for v in report.tool_call_validations:
            counts[v.status] = counts.get(v.status, 0) + 1
        summary = ", ".join(f"{n} {status}" for status, n in sorted(counts.items()))
        out.append(f"Tool calls: {summary}\n")
    for note in report.notes:
        out.append(f"Note: {note}\n", style="dim")
    return out


def _marked(report: HallucinationReport, answer: str) -> Text:
    text = Text()
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


def _short(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 80 else text[:79] + "…"
