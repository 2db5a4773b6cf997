"""Cross-source corroboration: ask independent sources about a critical claim's values.

A `Corroborator` is a plug-in (a local table, a second search API, a reference
database): given a claim it returns `Observation`\\ s, each naming the mention of the
claim it is about and the value its source holds. Numbers agree within a relative
tolerance (``[crosscheck.corroborate] tolerance``), dates and text exactly (text
case-insensitively). A disagreement is a ``fact_mismatch`` (reason
``corroboration_mismatch``) whose witness is the independent value and its source;
agreement is ``crosscheck`` evidence. A corroborator that raises is an
``internal_error`` finding: a source that could not be asked is never an agreement.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from fractions import Fraction
from typing import Any, Protocol, runtime_checkable

from nyaya.claims.model import Claim, Mention
from nyaya.crosscheck.outcome import StrategyResult, crosscheck_evidence, crosscheck_finding

__all__ = ["Corroborator", "Observation", "corroborate"]


@dataclass(frozen=True, slots=True)
class Observation:
    """What an independent source holds for one mention of the claim."""

    mention: Mention
    value: Any
    source: str
    note: str | None = None


@runtime_checkable
class Corroborator(Protocol):
    """A registered independent source; ``name`` appears in evidence and findings."""

    name: str

    def corroborate(self, claim: Claim) -> Sequence[Observation]: ...


def corroborate(
    claims: Sequence[Claim],
    corroborators: Sequence[Corroborator],
    *,
    critical: set[str],
    tolerance: float,
) -> StrategyResult:
    """Ask every corroborator about every claim whose mentions are of a ``critical`` kind."""
    out = StrategyResult()
    for claim in claims:
        if not any(m.kind in critical for m in claim.mentions):
            continue
        for source in corroborators:
            try:
                observations = list(source.corroborate(claim))
            except Exception as exc:
                out.findings.append(
                    crosscheck_finding(
                        "internal_error",
                        claim.id,
                        f"corroborator {source.name} raised {type(exc).__name__}: {exc}"[:300],
                        reason="corroborator_failed",
                        witness_kind="stage",
                        note=f"corroborate:{source.name}",
                    )
                )
                continue
            for obs in observations:
                _judge(claim, source.name, obs, tolerance, out)
    return out


def _judge(
    claim: Claim, name: str, obs: Observation, tolerance: float, out: StrategyResult
) -> None:
    stated = obs.mention.value
    agree = _agree(stated, obs.value, tolerance)
    where = f"{name} ({obs.source})"
    if agree:
        out.support(
            claim.id,
            crosscheck_evidence(_plain(obs.value), f"corroborated by {where}", field=obs.source),
        )
        return
    out.findings.append(
        crosscheck_finding(
            "fact_mismatch",
            claim.id,
            f"the answer says {obs.mention.text.strip()}, but {where} has {_plain(obs.value)}",
            reason="corroboration_mismatch",
            witness_kind="output_value",
            witness_value=_plain(obs.value),
            pointer=obs.source,
            note=obs.note or f"independent source: {name}",
            expected=_plain(obs.value),
            found=obs.mention.text.strip(),
        )
    )


def _agree(stated: Any, observed: Any, tolerance: float) -> bool:
    a, b = _number(stated), _number(observed)
    if a is not None and b is not None:
        if a == b:
            return True
        scale = max(abs(a), abs(b))
        return abs(a - b) <= Fraction(str(tolerance)) * scale
    if isinstance(stated, date) and isinstance(observed, date):
        return stated == observed
    return str(stated).strip().casefold() == str(observed).strip().casefold()


def _number(value: Any) -> Fraction | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, Decimal)):
        return Fraction(value)
    if isinstance(value, float):
        return Fraction(str(value))
    return None


def _plain(value: Any) -> Any:
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, date):
        return value.isoformat()
    return value
