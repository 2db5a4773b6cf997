"""Render a `HallucinationReport` as one self-contained HTML page a person reads in a browser.

The page has inline CSS only: no scripts, fonts or links to fetch, so it opens
offline and can be attached to a ticket or mailed. Everything that comes from the
agent or its tools (the answer, claim texts, tool arguments, messages) is
untrusted, so the template is autoescaped and the page forbids scripts with a
Content-Security-Policy as a second line of defence.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from jinja2 import Environment, PackageLoader, StrictUndefined, Template

from nyaya.formats.render import decision_lines, pramana_label, witness_text
from nyaya.report import ClaimResult, ClaimStatus, HallucinationReport

__all__ = ["render_html"]

# Each status has an icon and a word besides its colour, so colour is never the only signal.
_STATUS_ICON: dict[ClaimStatus, str] = {
    "verified": "✓",
    "contradicted": "✗",
    "unsupported": "?",
    "unverifiable": "–",
}
_ACTION_ICON = {"emit": "✓", "revise": "⚠", "block": "✗"}
_VALUE_LIMIT = 400


@dataclass(frozen=True)
class _Segment:
    """A run of answer text, highlighted when it belongs to a claim."""

    text: str
    claim: ClaimResult | None = None
    clipped: bool = False


def render_html(report: HallucinationReport, answer: str) -> str:
    """The report as a standalone HTML page; ``answer`` is the text the claims index into."""
    return _template().render(
        report=report,
        lang=report.language or "en",
        segments=_segments(report.claims, answer),
        answer_empty=not answer,
        status_icon=_STATUS_ICON,
        action_icon=_ACTION_ICON[report.action],
        claim_ids={c.id for c in report.claims},
        decision=decision_lines(report),
        deciding={i for i in (report.decision.findings if report.decision else [])},
        claim_summary=", ".join(
            f"{n} {status}"
            for status in _STATUS_ICON
            if (n := sum(c.status == status for c in report.claims))
        ),
        finding_summary=", ".join(
            f"{n} {action}"
            for action in ("block", "revise", "warn", "pass")
            if (n := sum(f.action == action for f in report.findings))
        ),
    )


@cache
def _template() -> Template:
    env = Environment(
        loader=PackageLoader("nyaya.formats", "templates"),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["value"] = _value
    env.filters["words"] = lambda name: str(name).replace("_", " ")
    env.filters["pramana"] = pramana_label
    env.filters["witness"] = witness_text
    return env.get_template("report.html.jinja")


def _segments(claims: list[ClaimResult], answer: str) -> list[_Segment]:
    """Cut ``answer`` into plain and claimed runs, one claimed run per claim.

    Offsets come from another component and may overlap, run past the answer or be
    inverted; each claim still gets exactly one (possibly shortened or empty) run, in
    order, and the runs' texts concatenate to the answer exactly.
    """
    n = len(answer)

    def clamp(i: int) -> int:
        return min(max(i, 0), n)

    order = sorted(
        range(len(claims)),
        key=lambda i: (clamp(claims[i].start), -clamp(claims[i].end), i),
    )
    out: list[_Segment] = []
    cursor = 0
    for i in order:
        claim = claims[i]
        start = max(clamp(claim.start), cursor)
        end = max(clamp(claim.end), start)
        if start > cursor:
            out.append(_Segment(answer[cursor:start]))
        clipped = (start, end) != (claim.start, claim.end)
        out.append(_Segment(answer[start:end], claim, clipped))
        cursor = end
    if cursor < n:
        out.append(_Segment(answer[cursor:]))
    return out


def _value(value: object) -> str:
    """A finding's expected/found value as compact JSON, shortened past a readable length."""
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= _VALUE_LIMIT else text[: _VALUE_LIMIT - 1] + "…"
