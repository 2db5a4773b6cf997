"""Audit bundles: everything an auditor needs to re-verify attestations offline.

A bundle is one JSON object::

    {"format": "nyaya-audit-bundle/v1", "created_at": ...,
     "records":      [AttestationRecord, ...],   attestation + claim-attestation/v1 + outcome
     "sources":      [{"uri", "encoding": "text"|"base64", "content", "digest"}],
     "measurements": [{"source", "value", "unit", "digest"}],
     "rules":        {"name": {"expression", "conclusion"}},
     "cases":        {"case id": {"feature": value}},
     "verification": {"strict_citations", "min_coverage", "score_tolerance", "score_threshold"},
     "receipts":     [Receipt, ...],          signed tool receipts (records for receipt: sources)
     "trail":        [AuditEntry, ...],
     "public_keys":  {"version": 1, "kind": "public", "keys": [...]},   informational only
     "manifest":     {"counts", "trail_length", "trail_head", "digests", key_id, alg, signature}}

Trust (docs/security.md): a bundle proves its origin only against keys the
verifier supplies (``keys=``, ``nyaya audit verify --keys``). The ``public_keys`` a
bundle carries are never trusted: anyone who forges a bundle can put their own
key there. Without trusted keys a bundle does not verify (``origin_unproven``).

The signed ``manifest`` (domain ``audit-bundle/v1``) commits to the bundle's
whole content: the number of entries of every section, the trail's length and
head hash, and the SHA-256 of every section's canonical JSON. Deleting, adding,
reordering or replacing anything, including emptying a section, breaks it; a
bundle with no attested claim proves nothing and fails (``empty_bundle``).

`verify_bundle` then re-executes every recorded outcome with `verify()` over the
recorded sources (never the network), checks each source against its digest,
the CA-1..CA-3 envelope rules, the trail's chain and signatures, and that the
trail holds each claim's emission and terminal verification with the digests
of exactly the recorded attestation and outcome.
"""

from __future__ import annotations

import base64
import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property
from pathlib import Path
from typing import Annotated, Any, Literal
from uuid import UUID

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    FailFast,
    Field,
    JsonValue,
    ValidationError,
)

from nyaya.attest.envelope import (
    AttestationRecord,
    EnvelopeCode,
    check_ca1,
    check_ca2,
    check_ca3,
)
from nyaya.attest.keys import ring_checker
from nyaya.attest.models import attestation_digest, normalise_digest
from nyaya.attest.receipt_sources import ReceiptFactsOracle, ReceiptMeasurements
from nyaya.attest.rules import Rule, Scalar
from nyaya.attest.trail import GENESIS_HASH, AuditEntry, TrailProblem, evaluate_entries
from nyaya.attest.verify import (
    ChainedMeasurements,
    ChainedOracles,
    FeatureSimilarity,
    MeasurementRecord,
    MemoryMeasurements,
    MemorySources,
    RuleOracle,
    Verifiers,
    verify,
)
from nyaya.errors import BadBundle, BadInput, UnknownKey, VerificationFailed
from nyaya.limits import DEFAULT_LIMITS
from nyaya.receipts.canonical import CanonicalizationError, canonical_json, sha256_hex
from nyaya.receipts.keys import Alg, KeyRing, Signature
from nyaya.receipts.receipt import Receipt, evaluate_receipt

__all__ = [
    "BUNDLE_FORMAT",
    "MANIFEST_DOMAIN",
    "SECTIONS",
    "AuditBundle",
    "BundleCheck",
    "BundleManifest",
    "BundleReport",
    "RecordedMeasurement",
    "RecordedRule",
    "RecordedSource",
    "VerificationSettings",
    "load_bundle",
    "verify_bundle",
]

BUNDLE_FORMAT: Literal["nyaya-audit-bundle/v1"] = "nyaya-audit-bundle/v1"
MANIFEST_DOMAIN = "audit-bundle/v1"
SECTIONS = (
    "records",
    "sources",
    "measurements",
    "rules",
    "cases",
    "verification",
    "receipts",
    "trail",
    "public_keys",
)
"""Every part of a bundle the manifest commits to (all but ``manifest`` itself)."""

BundleCode = (
    EnvelopeCode
    | TrailProblem
    | Literal[
        "source_digest_mismatch",
        "receipt_unverified",
        "outcome_not_reproduced",
        "evidence_not_reproduced",
        "emission_not_audited",
        "attestation_disagrees",
        "verification_not_audited",
        "outcome_disagrees",
        "origin_unproven",
        "empty_bundle",
        "manifest_missing",
        "manifest_unsigned",
        "manifest_mismatch",
        "section_mismatch",
        "trail_head_mismatch",
    ]
)
CheckName = Literal[
    "origin",
    "manifest",
    "source",
    "receipt",
    "outcome",
    "CA-1",
    "CA-2",
    "CA-3",
    "trail",
    "trail_coverage",
]


class RecordedSource(BaseModel):
    """The bytes of a cited source as the verifier saw them."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    uri: str
    encoding: Literal["text", "base64"] = "text"
    content: str
    digest: str

    @classmethod
    def of(cls, uri: str, data: bytes) -> RecordedSource:
        """Record ``data``, as text when it is UTF-8, else base64."""
        try:
            return cls(uri=uri, content=data.decode("utf-8"), digest=sha256_hex(data))
        except UnicodeDecodeError:
            encoded = base64.b64encode(data).decode("ascii")
            return cls(uri=uri, encoding="base64", content=encoded, digest=sha256_hex(data))

    def data(self) -> bytes:
        """The recorded bytes."""
        if self.encoding == "text":
            return self.content.encode("utf-8")
        return base64.b64decode(self.content, validate=True)


class RecordedMeasurement(BaseModel):
    """A measurement source record as the verifier saw it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    source: str
    value: JsonValue
    unit: str | None = None
    digest: str | None = None


class RecordedRule(BaseModel):
    """An inference rule expression and the conclusion it establishes."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    expression: str
    conclusion: str | None = None


class VerificationSettings(BaseModel):
    """The verification knobs the outcomes were produced with."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    strict_citations: bool = False
    min_coverage: float = 0.6
    score_tolerance: float = 0.05
    score_threshold: float = 0.7


class BundleManifest(BaseModel):
    """What a bundle's signer committed to (see the module docstring)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["nyaya-audit-bundle/v1"] = BUNDLE_FORMAT
    created_at: AwareDatetime
    counts: dict[str, int]
    trail_length: int = Field(ge=0)
    trail_head: str
    digests: dict[str, str]
    key_id: str
    alg: Alg
    signature: str

    def signed_payload(self) -> dict[str, Any]:
        """Every field but ``signature``, JSON-ready: what the signature covers."""
        return self.model_dump(mode="json", exclude={"signature"})


class AuditBundle(BaseModel):
    """The parsed bundle (see the module docstring)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["nyaya-audit-bundle/v1"] = BUNDLE_FORMAT
    created_at: AwareDatetime
    # FailFast: a section stops at its first bad item (`load_bundle` reports that one alone)
    # instead of validating a million more to list their errors.
    records: Annotated[list[AttestationRecord], FailFast()]
    sources: Annotated[list[RecordedSource], FailFast()] = Field(default_factory=list)
    measurements: Annotated[list[RecordedMeasurement], FailFast()] = Field(default_factory=list)
    rules: dict[str, RecordedRule] = Field(default_factory=dict)
    cases: dict[str, dict[str, Scalar]] = Field(default_factory=dict)
    verification: VerificationSettings = Field(default_factory=VerificationSettings)
    receipts: Annotated[list[dict[str, Any]], FailFast()] = Field(default_factory=list)
    trail: Annotated[list[dict[str, Any]], FailFast()] = Field(default_factory=list)
    public_keys: dict[str, Any] = Field(default_factory=lambda: {"version": 1, "keys": []})
    manifest: BundleManifest | None = None

    def section(self, name: str) -> Any:
        """One section as JSON (``records``, ``trail``, ... see `SECTIONS`)."""
        return self.model_dump(mode="json", include={name})[name]

    @cached_property
    def _digests(self) -> dict[str, str]:
        return {name: sha256_hex(canonical_json(self.section(name))) for name in SECTIONS}

    def digest(self, name: str) -> str:
        """SHA-256 of a section's canonical JSON (`CanonicalizationError` when it has none)."""
        return self._digests[name]

    def count(self, name: str) -> int:
        """Entries in a section (1 for an object section such as ``verification``)."""
        value = getattr(self, name)
        return len(value) if isinstance(value, list | dict) and name != "public_keys" else 1

    def trail_head(self) -> str:
        """The last trail entry's hash (the genesis hash of an empty trail)."""
        last = self.trail[-1].get("hash") if self.trail else GENESIS_HASH
        return last if isinstance(last, str) else ""

    def signed(self, ring: KeyRing) -> AuditBundle:
        """This bundle with a manifest signed by ``ring``'s newest key."""
        signer = ring.signer
        payload = {
            "format": self.format,
            "created_at": self.model_dump(mode="json", include={"created_at"})["created_at"],
            "counts": {name: self.count(name) for name in SECTIONS},
            "trail_length": len(self.trail),
            "trail_head": self.trail_head(),
            "digests": {name: self.digest(name) for name in SECTIONS},
            "key_id": signer.key_id,
            "alg": signer.alg,
        }
        signature = ring.sign(MANIFEST_DOMAIN, payload)
        manifest = BundleManifest.model_validate({**payload, "signature": signature.value})
        return self.model_copy(update={"manifest": manifest})

    def to_json(self) -> str:
        """Pretty JSON, stable key order."""
        return json.dumps(self.model_dump(mode="json"), indent=2, ensure_ascii=False) + "\n"


def load_bundle(data: Mapping[str, Any] | str | bytes, *, path: str | None = None) -> AuditBundle:
    """Parse a bundle within `nyaya.limits`; raises `BadBundle` naming the first bad field."""
    if isinstance(data, str | bytes):
        data = DEFAULT_LIMITS.parse_json(data, error=BadBundle, path=path, unique_keys=True)
    else:
        DEFAULT_LIMITS.check_value(data, path=path)
    if isinstance(data, Mapping):
        for name, limit in (("records", "max_claims"), ("receipts", "max_records")):
            if isinstance(data.get(name), list):
                DEFAULT_LIMITS.check_count(len(data[name]), limit, field=name, path=path)
        for name in ("sources", "measurements", "trail"):
            if isinstance(data.get(name), list):
                DEFAULT_LIMITS.check_count(len(data[name]), "max_records", field=name, path=path)
    try:
        bundle = AuditBundle.model_validate(data)
    except ValidationError as exc:
        err = exc.errors(include_url=False, include_input=False, include_context=False)[0]
        where = ".".join(str(p) for p in err["loc"])
        raise BadBundle(err["msg"], field=where or None, path=path) from None
    _check_canonical(bundle, path)
    return bundle


def _check_canonical(bundle: AuditBundle, path: str | None = None) -> None:
    """Everything verification hashes or signs is part of a section or the manifest: refuse a
    value with no canonical JSON form (an integer beyond 2**53, ...) here, once."""
    for name in SECTIONS:
        try:
            bundle.digest(name)
        except CanonicalizationError as exc:
            raise BadBundle(f"has no canonical JSON form ({exc})", field=name, path=path) from None
    if bundle.manifest is not None:
        try:
            canonical_json(bundle.manifest.signed_payload())
        except CanonicalizationError as exc:
            raise BadBundle(f"has no canonical JSON form ({exc})", field="manifest") from None


def read_bundle(path: str | Path) -> AuditBundle:
    """Read and parse a bundle file; `BadBundle` when it is missing or malformed."""
    data = DEFAULT_LIMITS.read_json(path, error=BadBundle, unique_keys=True)
    return load_bundle(data, path=str(path))


@dataclass(frozen=True, slots=True)
class BundleCheck:
    """One failed check: what, for which claim, a stable code and a line for people."""

    check: CheckName
    claim_id: UUID | None
    code: BundleCode
    message: str


@dataclass(frozen=True, slots=True)
class BundleReport:
    """The result of `verify_bundle`; truthy when nothing failed."""

    records: int
    outcomes_reverified: int
    trail_entries: int
    failures: tuple[BundleCheck, ...] = field(default_factory=tuple)

    def __bool__(self) -> bool:
        return not self.failures


def verify_bundle(
    bundle: AuditBundle | Mapping[str, Any], *, keys: KeyRing | None = None
) -> BundleReport:
    """Re-verify a bundle offline (see the module docstring); raises `BadBundle` if malformed.

    ``keys`` are the verifier's trusted keys: the manifest, the receipts, the trail and
    the sealed artifacts must be signed by them. Without them the report fails with
    ``origin_unproven`` (the rest is still checked, for the reader).
    """
    if isinstance(bundle, AuditBundle):
        parsed = bundle
        _check_canonical(parsed)
    else:
        parsed = load_bundle(bundle)
    _bundle_ring(parsed)  # well-formed, though never trusted
    failures: list[BundleCheck] = []
    if keys is None:
        failures.append(
            BundleCheck(
                "origin",
                None,
                "origin_unproven",
                "no trusted keys were given (--keys): nothing proves who made this bundle; "
                "the keys a bundle carries are never trusted",
            )
        )
    if not parsed.records:
        failures.append(
            BundleCheck("manifest", None, "empty_bundle", "the bundle attests no claim")
        )
    failures.extend(_manifest_checks(parsed, keys))
    checker = ring_checker(keys) if keys is not None else _no_keys
    receipts = _authentic_receipts(parsed, keys, failures)

    sources: dict[str, bytes] = {}
    for source in parsed.sources:
        try:
            data = source.data()
        except ValueError:
            raise BadBundle("content is not base64", field=f"sources.{source.uri}") from None
        sources[source.uri] = data
        if _safe_digest(source.digest) != sha256_hex(data):
            failures.append(
                BundleCheck(
                    "source",
                    None,
                    "source_digest_mismatch",
                    f"source {source.uri}: content does not match its recorded digest "
                    f"{source.digest} (now {sha256_hex(data)})",
                )
            )

    verifiers = _verifiers(parsed, sources, receipts)
    reverified = 0
    for record in parsed.records:
        outcome = record.outcome
        if outcome is None or outcome.reason == "sla_timeout":
            continue
        again = verify(
            record.attestation, verifiers, now=outcome.verified_at, verifier_id=outcome.verifier_id
        )
        reverified += 1
        if (again.status, again.reason, again.method) != (
            outcome.status,
            outcome.reason,
            outcome.method,
        ):
            failures.append(
                BundleCheck(
                    "outcome",
                    record.claim_id,
                    "outcome_not_reproduced",
                    f"claim {record.claim_id} ({record.attestation.claim_type}): recorded "
                    f"{outcome.status}/{outcome.reason}, re-verification gives "
                    f"{again.status}/{again.reason}",
                )
            )
        elif again.evidence != outcome.evidence:
            failures.append(
                BundleCheck(
                    "outcome",
                    record.claim_id,
                    "evidence_not_reproduced",
                    f"claim {record.claim_id}: same verdict but different evidence",
                )
            )

    for violation in [
        *check_ca1(parsed.records),
        *check_ca2(parsed.records, parsed.created_at),
        *(check_ca3(parsed.records, checker) if keys is not None else ()),
    ]:
        failures.append(
            BundleCheck(violation.rule, violation.claim_id, violation.code, violation.message)
        )

    trail_report = evaluate_entries(parsed.trail, checker if keys is not None else None)
    if trail_report.problem is not None:
        failures.append(
            BundleCheck(
                "trail",
                None,
                trail_report.problem,
                f"audit entry {trail_report.position}: {trail_report.problem}: "
                f"{trail_report.message}",
            )
        )
    else:
        failures.extend(_trail_coverage(parsed.records, parsed.trail))
    return BundleReport(
        records=len(parsed.records),
        outcomes_reverified=reverified,
        trail_entries=len(parsed.trail),
        failures=tuple(failures),
    )


def _manifest_checks(bundle: AuditBundle, keys: KeyRing | None) -> list[BundleCheck]:
    manifest = bundle.manifest
    if manifest is None:
        return [
            BundleCheck(
                "manifest",
                None,
                "manifest_missing",
                "the bundle has no signed manifest: nothing commits to its contents",
            )
        ]
    out: list[BundleCheck] = []
    if keys is not None:
        try:
            keys.verify(
                MANIFEST_DOMAIN,
                manifest.signed_payload(),
                Signature(manifest.key_id, manifest.alg, manifest.signature),
            )
        except VerificationFailed as exc:
            out.append(BundleCheck("manifest", None, "manifest_unsigned", f"manifest: {exc}"))
    if manifest.created_at != bundle.created_at or manifest.format != bundle.format:
        out.append(
            BundleCheck(
                "manifest",
                None,
                "manifest_mismatch",
                "the bundle's format or created_at is not the one its manifest signs",
            )
        )
    if set(manifest.digests) != set(SECTIONS) or set(manifest.counts) != set(SECTIONS):
        out.append(
            BundleCheck(
                "manifest",
                None,
                "manifest_mismatch",
                f"the manifest must commit to exactly these sections: {', '.join(SECTIONS)}",
            )
        )
    for name in SECTIONS:
        signed_count = manifest.counts.get(name)
        have = bundle.count(name)
        if signed_count is not None and signed_count != have:
            out.append(
                BundleCheck(
                    "manifest",
                    None,
                    "section_mismatch",
                    f"{name}: the manifest commits to {signed_count}, the bundle holds {have}",
                )
            )
        elif name in manifest.digests and manifest.digests[name] != bundle.digest(name):
            out.append(
                BundleCheck(
                    "manifest",
                    None,
                    "section_mismatch",
                    f"{name}: changed since the manifest was signed (edited, replaced or "
                    "reordered)",
                )
            )
    if (manifest.trail_length, manifest.trail_head) != (len(bundle.trail), bundle.trail_head()):
        out.append(
            BundleCheck(
                "manifest",
                None,
                "trail_head_mismatch",
                f"trail: the manifest signs {manifest.trail_length} entries ending in "
                f"{manifest.trail_head[:19]}..., the bundle holds {len(bundle.trail)}",
            )
        )
    return out


def _bundle_ring(bundle: AuditBundle) -> KeyRing | None:
    if not bundle.public_keys.get("keys"):
        return None
    try:
        return KeyRing.from_json(bundle.public_keys, source="bundle")
    except BadInput as exc:
        raise BadBundle(str(exc), field="public_keys") from None


def _authentic_receipts(
    bundle: AuditBundle, ring: KeyRing | None, failures: list[BundleCheck]
) -> dict[str, Receipt]:
    out: dict[str, Receipt] = {}
    for index, raw in enumerate(bundle.receipts):
        try:
            receipt = Receipt.from_dict(raw)
        except BadInput as exc:
            raise BadBundle(str(exc), field=f"receipts.{index}") from None
        check = evaluate_receipt(receipt, ring) if ring is not None else None
        if check is None or not check.authentic:
            detail = check.detail if check is not None else "no trusted keys to check it with"
            failures.append(
                BundleCheck(
                    "receipt", None, "receipt_unverified", f"receipt {receipt.id}: {detail}"
                )
            )
            continue
        out[receipt.id] = receipt
    return out


def _no_keys(domain: str, payload: Mapping[str, Any], *, key_id: str, alg: str, value: str) -> None:
    raise UnknownKey(f"key {key_id!r}: no trusted keys were given")


def _safe_digest(value: str) -> str:
    try:
        return normalise_digest(value)
    except ValueError:
        return value


def _verifiers(
    bundle: AuditBundle, sources: Mapping[str, bytes], receipts: Mapping[str, Receipt]
) -> Verifiers:
    try:
        rules = {name: Rule.parse(r.expression) for name, r in bundle.rules.items()}
    except BadInput as exc:
        raise BadBundle(str(exc), field="rules") from None
    conclusions = {n: r.conclusion for n, r in bundle.rules.items() if r.conclusion is not None}
    records = {
        m.source: MeasurementRecord(value=m.value, unit=m.unit, digest=m.digest)
        for m in bundle.measurements
    }
    settings = bundle.verification
    return Verifiers(
        measurements=ChainedMeasurements(
            (MemoryMeasurements(records), ReceiptMeasurements(receipts))
        ),
        sources=MemorySources(sources),
        oracle=ChainedOracles((RuleOracle(rules, conclusions), ReceiptFactsOracle(receipts))),
        similarity=FeatureSimilarity(bundle.cases),
        strict_citations=settings.strict_citations,
        min_coverage=settings.min_coverage,
        score_tolerance=settings.score_tolerance,
        score_threshold=settings.score_threshold,
    )


def _trail_coverage(
    records: Sequence[AttestationRecord], trail: Sequence[Mapping[str, Any]]
) -> list[BundleCheck]:
    """P-1..P-3 over the bundle: one emission and one audited terminal verification per claim."""
    entries = [AuditEntry.model_validate(e) for e in trail]
    counts = Counter((e.kind, e.claim_id) for e in entries)
    verified = {e.claim_id: e.payload for e in entries if e.kind == "verify"}
    emitted = {e.claim_id: e.payload for e in entries if e.kind == "emit"}
    out: list[BundleCheck] = []
    for record in records:
        cid = record.claim_id
        if counts[("emit", cid)] != 1:
            out.append(
                BundleCheck(
                    "trail_coverage",
                    cid,
                    "emission_not_audited",
                    f"claim {cid}: {counts[('emit', cid)]} emit entries in the trail (want 1)",
                )
            )
        elif emitted[cid].get("attestation_digest") != attestation_digest(record.attestation):
            out.append(
                BundleCheck(
                    "trail_coverage",
                    cid,
                    "attestation_disagrees",
                    f"claim {cid}: the emitted attestation is not the recorded one",
                )
            )
        if record.outcome is None:
            continue
        if counts[("verify", cid)] != 1:
            out.append(
                BundleCheck(
                    "trail_coverage",
                    cid,
                    "verification_not_audited",
                    f"claim {cid}: {counts[('verify', cid)]} verify entries in the trail (want 1)",
                )
            )
        elif verified[cid].get("outcome_digest") != record.outcome.digest():
            out.append(
                BundleCheck(
                    "trail_coverage",
                    cid,
                    "outcome_disagrees",
                    f"claim {cid}: the audited outcome ({verified[cid].get('status')}) is not "
                    f"the recorded one ({record.outcome.status})",
                )
            )
    return out


def bundle_from_parts(
    *,
    created_at: datetime,
    records: Sequence[AttestationRecord],
    sources: Mapping[str, bytes],
    trail: Sequence[AuditEntry],
    keys: KeyRing,
    measurements: Sequence[RecordedMeasurement] = (),
    rules: Mapping[str, RecordedRule] | None = None,
    cases: Mapping[str, Mapping[str, Scalar]] | None = None,
    verification: VerificationSettings | None = None,
    receipts: Sequence[Receipt] = (),
) -> AuditBundle:
    """Assemble a bundle from what a verification session produced, its manifest signed by ``keys``.

    The public half of ``keys`` is recorded for the reader's information (never trusted).
    """
    bundle = AuditBundle(
        created_at=created_at,
        records=list(records),
        sources=[RecordedSource.of(uri, data) for uri, data in sources.items()],
        measurements=list(measurements),
        rules=dict(rules or {}),
        cases={k: dict(v) for k, v in (cases or {}).items()},
        verification=verification or VerificationSettings(),
        receipts=[r.to_dict() for r in receipts],
        trail=[e.model_dump(mode="json") for e in trail],
        public_keys=keys.public().to_json(),
    )
    return bundle.signed(keys)
