"""Pramana attestations: how each claim of an agent was checked, re-executable offline.

Where to start:

- `ClaimAttestation` (models): measurement, inference, analogy and citation claims,
  parsed with `parse_attestation`.
- `verify` checks one attestation with injected dependencies (`Verifiers`) and always
  returns a `VerificationOutcome`.
- `Lifecycle` runs Emit → Verify → Suppress | ShowToPrincipal under the invariants
  P-1..P-4, writing every step to an `AuditTrail` (signed, hash-chained).
- `emit_record` / `seal` wrap an attestation in the ``claim-attestation/v1`` extension;
  `check_ca1` .. `check_ca3` and `apply_sla` hold the envelope rules.
- `bundle_from_parts` and `verify_bundle` make and re-verify an audit bundle
  (``nyaya audit verify``).
- `a2a_extension` / `add_to_agent_card` and `mcp_tool_result` are the A2A and MCP bindings.
- `attest_report` turns a checked `HallucinationReport` into attestations on the trail;
  `attest_report_records` and `report_bundle` make the offline-verifiable bundle of a run.
- `python -m nyaya.attest.explore` explores the lifecycle exhaustively over small bounds.
"""

from __future__ import annotations

from nyaya.attest.bindings import PRAMANA_EXTENSION_URI as PRAMANA_EXTENSION_URI
from nyaya.attest.bindings import PramanaServiceRef as PramanaServiceRef
from nyaya.attest.bindings import a2a_extension as a2a_extension
from nyaya.attest.bindings import add_to_agent_card as add_to_agent_card
from nyaya.attest.bindings import mcp_tool_result as mcp_tool_result
from nyaya.attest.bindings import records_from_mcp_result as records_from_mcp_result
from nyaya.attest.bundle import AuditBundle as AuditBundle
from nyaya.attest.bundle import BundleCheck as BundleCheck
from nyaya.attest.bundle import BundleReport as BundleReport
from nyaya.attest.bundle import RecordedMeasurement as RecordedMeasurement
from nyaya.attest.bundle import RecordedRule as RecordedRule
from nyaya.attest.bundle import RecordedSource as RecordedSource
from nyaya.attest.bundle import VerificationSettings as VerificationSettings
from nyaya.attest.bundle import bundle_from_parts as bundle_from_parts
from nyaya.attest.bundle import load_bundle as load_bundle
from nyaya.attest.bundle import read_bundle as read_bundle
from nyaya.attest.bundle import verify_bundle as verify_bundle
from nyaya.attest.envelope import EXTENSION_NAME as EXTENSION_NAME
from nyaya.attest.envelope import AttestationRecord as AttestationRecord
from nyaya.attest.envelope import ClaimAttestationExtension as ClaimAttestationExtension
from nyaya.attest.envelope import EnvelopeViolation as EnvelopeViolation
from nyaya.attest.envelope import apply_sla as apply_sla
from nyaya.attest.envelope import check_ca1 as check_ca1
from nyaya.attest.envelope import check_ca2 as check_ca2
from nyaya.attest.envelope import check_ca3 as check_ca3
from nyaya.attest.envelope import emit_record as emit_record
from nyaya.attest.envelope import seal as seal
from nyaya.attest.from_report import attest_report as attest_report
from nyaya.attest.from_report import attest_report_records as attest_report_records
from nyaya.attest.from_report import report_bundle as report_bundle
from nyaya.attest.keys import ring_checker as ring_checker
from nyaya.attest.lifecycle import ClaimRecord as ClaimRecord
from nyaya.attest.lifecycle import InvariantBreach as InvariantBreach
from nyaya.attest.lifecycle import Lifecycle as Lifecycle
from nyaya.attest.models import ATTESTATION_ADAPTER as ATTESTATION_ADAPTER
from nyaya.attest.models import AnalogyClaim as AnalogyClaim
from nyaya.attest.models import AttestationStatus as AttestationStatus
from nyaya.attest.models import CitationClaim as CitationClaim
from nyaya.attest.models import ClaimAttestation as ClaimAttestation
from nyaya.attest.models import InferenceClaim as InferenceClaim
from nyaya.attest.models import MeasurementClaim as MeasurementClaim
from nyaya.attest.models import Premise as Premise
from nyaya.attest.models import ReasonCode as ReasonCode
from nyaya.attest.models import VerificationOutcome as VerificationOutcome
from nyaya.attest.models import parse_attestation as parse_attestation
from nyaya.attest.rules import Rule as Rule
from nyaya.attest.trail import AuditEntry as AuditEntry
from nyaya.attest.trail import AuditTrail as AuditTrail
from nyaya.attest.trail import MemoryAuditStore as MemoryAuditStore
from nyaya.attest.verify import FeatureSimilarity as FeatureSimilarity
from nyaya.attest.verify import InferenceOracle as InferenceOracle
from nyaya.attest.verify import MeasurementFetcher as MeasurementFetcher
from nyaya.attest.verify import MeasurementRecord as MeasurementRecord
from nyaya.attest.verify import MemoryMeasurements as MemoryMeasurements
from nyaya.attest.verify import MemorySources as MemorySources
from nyaya.attest.verify import OracleVerdict as OracleVerdict
from nyaya.attest.verify import RuleOracle as RuleOracle
from nyaya.attest.verify import SimilarityComputer as SimilarityComputer
from nyaya.attest.verify import SourceFetcher as SourceFetcher
from nyaya.attest.verify import Verifiers as Verifiers
from nyaya.attest.verify import verify as verify

__all__ = [
    "ATTESTATION_ADAPTER",
    "EXTENSION_NAME",
    "PRAMANA_EXTENSION_URI",
    "AnalogyClaim",
    "AttestationRecord",
    "AttestationStatus",
    "AuditBundle",
    "AuditEntry",
    "AuditTrail",
    "BundleCheck",
    "BundleReport",
    "CitationClaim",
    "ClaimAttestation",
    "ClaimAttestationExtension",
    "ClaimRecord",
    "EnvelopeViolation",
    "FeatureSimilarity",
    "InferenceClaim",
    "InferenceOracle",
    "InvariantBreach",
    "Lifecycle",
    "MeasurementClaim",
    "MeasurementFetcher",
    "MeasurementRecord",
    "MemoryAuditStore",
    "MemoryMeasurements",
    "MemorySources",
    "OracleVerdict",
    "PramanaServiceRef",
    "Premise",
    "ReasonCode",
    "RecordedMeasurement",
    "RecordedRule",
    "RecordedSource",
    "Rule",
    "RuleOracle",
    "SimilarityComputer",
    "SourceFetcher",
    "VerificationOutcome",
    "VerificationSettings",
    "Verifiers",
    "a2a_extension",
    "add_to_agent_card",
    "apply_sla",
    "attest_report",
    "attest_report_records",
    "bundle_from_parts",
    "check_ca1",
    "check_ca2",
    "check_ca3",
    "emit_record",
    "load_bundle",
    "mcp_tool_result",
    "parse_attestation",
    "read_bundle",
    "records_from_mcp_result",
    "report_bundle",
    "ring_checker",
    "seal",
    "verify",
    "verify_bundle",
]
