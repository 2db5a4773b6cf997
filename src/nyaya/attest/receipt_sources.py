"""Receipts as verification records: measurements and inference premises read from signed receipts.

A measurement source or a premise source ``receipt:<receipt id>#<field>`` names
a receipt's ``result_count`` or one of its extracted ``facts`` (dotted paths
from the output root). Only receipts the caller has already authenticated
should be handed in: these classes read, they do not check signatures.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from nyaya.attest.models import InferenceClaim, MeasurementClaim, Premise
from nyaya.attest.verify import MeasurementRecord, OracleVerdict
from nyaya.receipts.receipt import Receipt

__all__ = [
    "RECEIPT_FACTS_METHOD",
    "RESULT_COUNT",
    "ReceiptFactsOracle",
    "ReceiptMeasurements",
    "receipt_source",
]

RECEIPT_FACTS_METHOD = "receipt-facts"
RESULT_COUNT = "result_count"


def receipt_source(receipt_id: str, field: str) -> str:
    """``receipt:<id>#<field>``."""
    return f"receipt:{receipt_id}#{field}"


def _parse_source(source: str) -> tuple[str, str] | None:
    if not source.startswith("receipt:") or "#" not in source:
        return None
    receipt_id, _, field = source[len("receipt:") :].partition("#")
    return receipt_id, field


@dataclass(frozen=True, slots=True)
class ReceiptMeasurements:
    """A `MeasurementFetcher` over signed receipts: ``receipt:<id>#<fact path | result_count>``."""

    receipts: Mapping[str, Receipt]

    def fetch_measurement(self, claim: MeasurementClaim) -> MeasurementRecord | None:
        """The receipt's count or fact, with the receipt's output hash as the record digest."""
        return self.lookup(claim.measurement_source)

    def lookup(self, source: str) -> MeasurementRecord | None:
        """Resolve ``receipt:<id>#<field>``; None when the receipt or the field is absent."""
        parsed = _parse_source(source)
        receipt = self.receipts.get(parsed[0]) if parsed is not None else None
        if parsed is None or receipt is None:
            return None
        if parsed[1] == RESULT_COUNT:
            if receipt.result_count is None:
                return None
            return MeasurementRecord(value=receipt.result_count, digest=receipt.output_hash)
        if parsed[1] not in receipt.facts:
            return None
        return MeasurementRecord(value=receipt.facts[parsed[1]], digest=receipt.output_hash)


@dataclass(frozen=True, slots=True)
class ReceiptFactsOracle:
    """An `InferenceOracle` for ``inference_method = "receipt-facts"``.

    The inference holds when it has premises and each one names a receipt fact
    (``source = "receipt:<id>#<path>"``) whose signed value equals the premise.
    The step from premises to conclusion is not replayed (no rule is named).
    """

    receipts: Mapping[str, Receipt]

    def replay(self, claim: InferenceClaim) -> OracleVerdict | None:
        """Check every premise against its receipt."""
        if claim.inference_method != RECEIPT_FACTS_METHOD:
            return None
        checked: list[dict[str, Any]] = []
        holds = bool(claim.premises)
        for premise in claim.premises:
            if not isinstance(premise, Premise) or premise.source is None:
                holds = False
                continue
            record = ReceiptMeasurements(self.receipts).lookup(premise.source)
            # strict: a fact of 1 does not support a premise of True
            same = (
                record is not None
                and type(record.value) is type(premise.value)
                and record.value == premise.value
            )
            checked.append({"premise": premise.name, "source": premise.source, "matches": same})
            holds = holds and same
        return OracleVerdict(holds=holds, detail={"premises": checked})
