"""verify(): re-execute how one attestation can be checked, and never raise.

Each claim type has its dependency injected through a Protocol:

- measurement: a `MeasurementFetcher` returns the source record; values are compared
  (numbers within ``measurement_uncertainty``, text after Unicode case folding);
- citation: a `SourceFetcher` returns the source bytes; the recorded digest is checked,
  then the excerpt must occur in the source and, in strict mode, the excerpt must
  lexically support the claim (`nyaya.attest.support`);
- inference: an `InferenceOracle` replays the named method over the premises
  (`RuleOracle` runs the expression rules of `nyaya.attest.rules`);
- analogy: a `SimilarityComputer` recomputes the score, compared within a tolerance.

Whatever a dependency does (returns nothing, raises, returns garbage) the result is a
`VerificationOutcome`; failures of the verifier are ``unverifiable``, never ``rejected``.
The clock is passed in as ``now``, so a deterministic dependency gives bit-identical
outcomes up to ``verified_at`` and ``verifier_id``.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol
from uuid import UUID

from pydantic import JsonValue

from nyaya.attest.models import (
    AnalogyClaim,
    CitationClaim,
    ClaimAttestation,
    InferenceClaim,
    MeasurementClaim,
    Premise,
    ReasonCode,
    TerminalStatus,
    VerificationOutcome,
    parse_attestation,
)
from nyaya.attest.rules import Rule, Scalar
from nyaya.attest.support import lexical_support
from nyaya.errors import BadInput
from nyaya.receipts.canonical import sha256_hex

__all__ = [
    "METHODS",
    "ChainedMeasurements",
    "ChainedOracles",
    "FeatureSimilarity",
    "InferenceOracle",
    "MeasurementFetcher",
    "MeasurementRecord",
    "MemoryMeasurements",
    "MemorySources",
    "OracleVerdict",
    "RuleOracle",
    "SimilarityComputer",
    "SourceFetcher",
    "Verifiers",
    "digest_of",
    "premise_bindings",
    "verify",
]

NIL_UUID = UUID(int=0)
_MODELS = (MeasurementClaim, CitationClaim, InferenceClaim, AnalogyClaim)

METHODS: dict[str, str] = {
    "measurement": "measurement/fetch-compare",
    "citation": "citation/fetch-digest-excerpt",
    "citation_strict": "citation/fetch-digest-excerpt-support",
    "inference": "inference/oracle-replay",
    "analogy": "analogy/recompute-similarity",
    "malformed": "envelope/parse",
}


def digest_of(data: bytes) -> str:
    """``sha256:<hex>`` of ``data`` (`nyaya.receipts.sha256_hex`)."""
    return sha256_hex(data)


@dataclass(frozen=True, slots=True)
class MeasurementRecord:
    """The value a source record holds; ``digest`` identifies the record (e.g. an output hash)."""

    value: Any
    unit: str | None = None
    digest: str | None = None


class MeasurementFetcher(Protocol):
    """Fetches the source record a measurement claims to have read; None when absent."""

    def fetch_measurement(self, claim: MeasurementClaim) -> MeasurementRecord | None: ...


class SourceFetcher(Protocol):
    """Fetches the bytes behind a cited URI; None when it cannot be had."""

    def fetch_source(self, uri: str) -> bytes | None: ...


@dataclass(frozen=True, slots=True)
class OracleVerdict:
    """A replayed inference: whether it holds and, when the method names one, its conclusion."""

    holds: bool
    conclusion: str | None = None
    detail: dict[str, Any] = field(default_factory=dict)


class InferenceOracle(Protocol):
    """Replays an inference; None when the method is unknown to it.

    Raising `BadInput` means the premises do not suffice to replay the method.
    """

    def replay(self, claim: InferenceClaim) -> OracleVerdict | None: ...


class SimilarityComputer(Protocol):
    """Recomputes an analogy's similarity in [0, 1]; None when a case is unknown."""

    def similarity(self, claim: AnalogyClaim) -> float | None: ...


@dataclass(frozen=True, slots=True)
class Verifiers:
    """The injected dependencies and the knobs of verification."""

    measurements: MeasurementFetcher | None = None
    sources: SourceFetcher | None = None
    oracle: InferenceOracle | None = None
    similarity: SimilarityComputer | None = None
    strict_citations: bool = False
    min_coverage: float = 0.6
    score_tolerance: float = 0.05
    score_threshold: float = 0.7


@dataclass(frozen=True, slots=True)
class MemoryMeasurements:
    """A `MeasurementFetcher` over records keyed by ``measurement_source``."""

    records: Mapping[str, MeasurementRecord]

    def fetch_measurement(self, claim: MeasurementClaim) -> MeasurementRecord | None:
        """The record stored under the claim's source, if any."""
        return self.records.get(claim.measurement_source)


@dataclass(frozen=True, slots=True)
class MemorySources:
    """A `SourceFetcher` over recorded source bytes keyed by URI (offline re-verification)."""

    sources: Mapping[str, bytes]

    def fetch_source(self, uri: str) -> bytes | None:
        """The recorded bytes for ``uri``, if any."""
        return self.sources.get(uri)


@dataclass(frozen=True, slots=True)
class ChainedMeasurements:
    """A `MeasurementFetcher` asking each fetcher in turn; the first record found wins."""

    fetchers: tuple[MeasurementFetcher, ...]

    def fetch_measurement(self, claim: MeasurementClaim) -> MeasurementRecord | None:
        """The first fetcher's record, if any has one."""
        for fetcher in self.fetchers:
            record = fetcher.fetch_measurement(claim)
            if record is not None:
                return record
        return None


@dataclass(frozen=True, slots=True)
class ChainedOracles:
    """An `InferenceOracle` asking each oracle in turn; the first that knows the method answers."""

    oracles: tuple[InferenceOracle, ...]

    def replay(self, claim: InferenceClaim) -> OracleVerdict | None:
        """The first verdict, if any oracle knows the method."""
        for oracle in self.oracles:
            verdict = oracle.replay(claim)
            if verdict is not None:
                return verdict
        return None


_BINDING = re.compile(r"^\s*([A-Za-z_]\w*)\s*(?:==|=|:)\s*(.+?)\s*$")


def premise_bindings(premises: list[Premise | str]) -> dict[str, Scalar]:
    """Name → value from structured premises and ``name = literal`` text premises.

    A text value is read as JSON when it parses as a scalar, else kept as text.
    Other free-text premises bind nothing.
    """
    bindings: dict[str, Scalar] = {}
    for premise in premises:
        if isinstance(premise, Premise):
            bindings[premise.name] = premise.value
            continue
        match = _BINDING.match(premise)
        if not match:
            continue
        raw = match.group(2)
        try:
            value = json.loads(raw)
        except ValueError:
            value = raw.strip("'\"")
        if value is None or isinstance(value, str | int | float | bool):
            bindings[match.group(1)] = value
    return bindings


@dataclass(frozen=True, slots=True)
class RuleOracle:
    """An `InferenceOracle` over named expression rules (see `nyaya.attest.rules`).

    ``inference_method`` names a rule (``"tier2_eligibility"`` or ``"rule:tier2_eligibility"``);
    ``conclusions`` optionally gives the conclusion each rule establishes when it holds.
    """

    rules: Mapping[str, Rule]
    conclusions: Mapping[str, str] = field(default_factory=dict)

    @classmethod
    def from_expressions(
        cls, expressions: Mapping[str, str], conclusions: Mapping[str, str] | None = None
    ) -> RuleOracle:
        """Parse each expression (raises `BadInput` for a refused one)."""
        return cls(
            {name: Rule.parse(text) for name, text in expressions.items()}, conclusions or {}
        )

    def replay(self, claim: InferenceClaim) -> OracleVerdict | None:
        """Evaluate the named rule over the claim's premise bindings."""
        name = claim.inference_method.removeprefix("rule:")
        rule = self.rules.get(name)
        if rule is None:
            return None
        bindings = premise_bindings(claim.premises)
        holds = rule.holds(bindings)
        used: dict[str, Any] = {k: bindings[k] for k in sorted(rule.names)}
        detail = {"rule": name, "expression": rule.source, "bindings": used}
        return OracleVerdict(holds=holds, conclusion=self.conclusions.get(name), detail=detail)


@dataclass(frozen=True, slots=True)
class FeatureSimilarity:
    """A `SimilarityComputer`: the share of basis features on which two cases agree.

    ``cases`` maps a case id to its features. The subject case is named by the
    claim's extra field ``subject_case``; the score is the fraction of
    ``similarity_basis`` features present in both cases with equal values.
    """

    cases: Mapping[str, Mapping[str, Scalar]]

    def similarity(self, claim: AnalogyClaim) -> float | None:
        """Recompute the score, or None when a case or the basis is missing."""
        subject_id = (claim.model_extra or {}).get("subject_case")
        if not isinstance(subject_id, str):
            return None
        subject = self.cases.get(subject_id)
        reference = self.cases.get(claim.reference_case)
        basis = list(dict.fromkeys(claim.similarity_basis))
        if subject is None or reference is None or not basis:
            return None
        same = sum(
            1 for f in basis if f in subject and f in reference and subject[f] == reference[f]
        )
        return same / len(basis)


def verify(
    attestation: ClaimAttestation | Mapping[str, Any],
    verifiers: Verifiers,
    *,
    now: datetime,
    verifier_id: str,
) -> VerificationOutcome:
    """Verify one attestation; always returns an outcome (see the module docstring)."""
    verifier = verifier_id if isinstance(verifier_id, str) and verifier_id else "unknown"
    claim_id = _claim_id_of(attestation)
    try:
        parsed = attestation if isinstance(attestation, _MODELS) else parse_attestation(attestation)
    except Exception as exc:  # BadInput, or whatever a hostile Mapping raises while being read
        error = str(exc) if isinstance(exc, BadInput) else _describe(exc)
        return _outcome(
            claim_id,
            "unverifiable",
            "malformed",
            "malformed_attestation",
            {"error": error},
            verifier,
            now,
        )
    kind = _method_key(parsed, verifiers)
    try:
        status, reason, evidence = _dispatch(parsed, verifiers)
        return _outcome(parsed.claim_id, status, kind, reason, evidence, verifier, now)
    except Exception as exc:  # never raise: a broken dependency makes the claim unverifiable
        return _outcome(
            parsed.claim_id,
            "unverifiable",
            kind,
            "dependency_error",
            {"error": _describe(exc)},
            verifier,
            now,
        )


_Result = tuple[TerminalStatus, ReasonCode, dict[str, JsonValue]]


def _dispatch(claim: ClaimAttestation, verifiers: Verifiers) -> _Result:
    if isinstance(claim, MeasurementClaim):
        return _verify_measurement(claim, verifiers)
    if isinstance(claim, CitationClaim):
        return _verify_citation(claim, verifiers)
    if isinstance(claim, InferenceClaim):
        return _verify_inference(claim, verifiers)
    return _verify_analogy(claim, verifiers)


def _verify_measurement(claim: MeasurementClaim, verifiers: Verifiers) -> _Result:
    if verifiers.measurements is None:
        return "unverifiable", "no_verifier", {}
    record = verifiers.measurements.fetch_measurement(claim)
    if record is None:
        return "unverifiable", "record_not_found", {"source": claim.measurement_source}
    evidence: dict[str, JsonValue] = {
        "source": claim.measurement_source,
        "observed": _jsonable(record.value),
        "record_digest": record.digest,
    }
    if (
        claim.measurement_unit is not None
        and record.unit is not None
        and _text(claim.measurement_unit) != _text(record.unit)
    ):
        evidence["observed_unit"] = record.unit
        return "rejected", "unit_mismatch", evidence
    tolerance = claim.measurement_uncertainty or 0.0
    if _values_match(claim.measured_value, record.value, tolerance):
        return "verified", "value_match", evidence
    return "rejected", "value_mismatch", evidence


def _verify_citation(claim: CitationClaim, verifiers: Verifiers) -> _Result:
    if verifiers.sources is None:
        return "unverifiable", "no_verifier", {}
    content = verifiers.sources.fetch_source(claim.source_uri)
    if content is None:
        return "unverifiable", "source_unavailable", {"source_uri": claim.source_uri}
    if not isinstance(content, bytes | bytearray):
        raise TypeError(f"source fetcher returned {type(content).__name__}, not bytes")
    digest = digest_of(bytes(content))
    evidence: dict[str, JsonValue] = {
        "source_uri": claim.source_uri,
        "source_digest": digest,
        "recorded_digest": claim.source_hash,
    }
    if claim.source_hash is not None and claim.source_hash != digest:
        return "rejected", "digest_mismatch", evidence
    try:
        text = bytes(content).decode("utf-8")
    except UnicodeDecodeError:
        return "unverifiable", "source_not_text", evidence
    if _text(claim.source_excerpt) not in _text(text):
        return "rejected", "excerpt_not_found", evidence
    if not verifiers.strict_citations:
        return "verified", "excerpt_found", evidence
    support = lexical_support(
        claim.claim, claim.source_excerpt, min_coverage=verifiers.min_coverage
    )
    evidence["coverage"] = round(support.coverage, 6)
    evidence["missing_words"] = list(support.missing_words)
    evidence["missing_numbers"] = list(support.missing_numbers)
    evidence["negation_agrees"] = support.negation_agrees
    if support:
        return "verified", "claim_supported", evidence
    return "rejected", "claim_not_supported", evidence


def _verify_inference(claim: InferenceClaim, verifiers: Verifiers) -> _Result:
    if verifiers.oracle is None:
        return "unverifiable", "no_verifier", {}
    try:
        verdict = verifiers.oracle.replay(claim)
    except BadInput as exc:
        return "unverifiable", "premises_insufficient", {"error": str(exc)}
    if verdict is None:
        return "unverifiable", "unknown_rule", {"method": claim.inference_method}
    if not isinstance(verdict.holds, bool):
        raise TypeError("oracle verdict 'holds' is not a boolean")
    evidence: dict[str, JsonValue] = {
        "method": claim.inference_method,
        "holds": verdict.holds,
        "detail": _jsonable(verdict.detail),
    }
    if not verdict.holds:
        return "rejected", "inference_not_reproduced", evidence
    if verdict.conclusion is not None and claim.conclusion is not None:
        evidence["oracle_conclusion"] = verdict.conclusion
        if _text(verdict.conclusion) != _text(claim.conclusion):
            return "rejected", "conclusion_mismatch", evidence
    return "verified", "inference_reproduced", evidence


def _verify_analogy(claim: AnalogyClaim, verifiers: Verifiers) -> _Result:
    if verifiers.similarity is None:
        return "unverifiable", "no_verifier", {}
    score = verifiers.similarity.similarity(claim)
    if score is None:
        return "unverifiable", "record_not_found", {"reference_case": claim.reference_case}
    if (
        isinstance(score, bool)
        or not isinstance(score, int | float)
        or not math.isfinite(score)
        or not 0.0 <= score <= 1.0
    ):
        return "unverifiable", "similarity_invalid", {"computed_score": repr(score)}
    evidence: dict[str, JsonValue] = {
        "computed_score": float(score),
        "recorded_score": claim.similarity_score,
        "tolerance": verifiers.score_tolerance,
    }
    if claim.similarity_score is None:
        # the attester gave no score to compare with: verified only on the threshold, and marked
        evidence["threshold"] = verifiers.score_threshold
        if score >= verifiers.score_threshold:
            return "verified", "verified_without_recorded_score", evidence
        return "rejected", "below_threshold", evidence
    if abs(score - claim.similarity_score) <= verifiers.score_tolerance:
        return "verified", "score_within_tolerance", evidence
    return "rejected", "score_out_of_tolerance", evidence


def _method_key(claim: ClaimAttestation, verifiers: Verifiers) -> str:
    if isinstance(claim, CitationClaim) and verifiers.strict_citations:
        return "citation_strict"
    return claim.claim_type


def _outcome(
    claim_id: UUID,
    status: TerminalStatus,
    method_key: str,
    reason: ReasonCode,
    evidence: dict[str, JsonValue],
    verifier_id: str,
    now: datetime,
) -> VerificationOutcome:
    return VerificationOutcome(
        claim_id=claim_id,
        status=status,
        method=METHODS[method_key],
        reason=reason,
        evidence=evidence,
        verifier_id=verifier_id,
        verified_at=now,
    )


def _claim_id_of(attestation: Any) -> UUID:
    try:
        raw = attestation.claim_id if hasattr(attestation, "claim_id") else attestation["claim_id"]
        return raw if isinstance(raw, UUID) else UUID(str(raw))
    except Exception:  # an unreadable id still gets an outcome, filed under the nil UUID
        return NIL_UUID


def _describe(exc: BaseException) -> str:
    try:
        return f"{type(exc).__name__}: {exc}"[:500]
    except Exception:
        return type(exc).__name__


def _jsonable(value: Any) -> JsonValue:
    """``value`` as JSON data; anything JSON cannot hold becomes its repr."""
    try:
        return json.loads(json.dumps(value, allow_nan=False, sort_keys=True))  # type: ignore[no-any-return]
    except (TypeError, ValueError):
        return repr(value)


def _text(value: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", value).casefold().split())


def _values_match(claimed: Any, observed: Any, tolerance: float) -> bool:
    if _is_number(claimed) and _is_number(observed):
        a, b = float(claimed), float(observed)
        if tolerance > 0:
            return abs(a - b) <= tolerance
        return a == b or math.isclose(a, b, rel_tol=1e-9, abs_tol=0.0)
    if isinstance(claimed, str) and isinstance(observed, str):
        return _text(claimed) == _text(observed)
    if isinstance(claimed, str) and _is_number(observed):
        try:
            return _values_match(float(claimed.replace(",", "")), observed, tolerance)
        except ValueError:
            return False
    # compare JSON texts, not Python values: True == 1 in Python but not in JSON
    return _json_text(claimed) == _json_text(observed)


def _json_text(value: Any) -> str:
    return json.dumps(_jsonable(value), sort_keys=True, ensure_ascii=False)


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
