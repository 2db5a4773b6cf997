"""Schema validation of an agent's structured output (a "price" that is not a number).

The schema's own ``$schema`` picks the JSON Schema dialect (2020-12 when absent);
formats (``date``, ``date-time``, ``email``, ...) are checked, not just annotated.
Every violation is an ``inconsistent_claim`` finding with reason ``schema_violation``
whose witness points (JSON pointer) at the offending value.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import jsonschema
from jsonschema.exceptions import SchemaError
from jsonschema.validators import validator_for

from nyaya.crosscheck.outcome import StrategyResult, crosscheck_evidence, crosscheck_finding
from nyaya.errors import BadSchema

__all__ = ["validate_output"]

_MAX_FINDINGS = 50


def validate_output(output: Any, schema: Mapping[str, Any]) -> StrategyResult:
    """Validate ``output`` against ``schema``; `BadSchema` when the schema itself is invalid."""
    schema = dict(schema)
    cls = validator_for(schema, default=jsonschema.Draft202012Validator)
    try:
        cls.check_schema(schema)
    except SchemaError as exc:
        raise BadSchema(f"the expected schema is invalid: {exc.message}", field="schema") from None
    validator = cls(schema, format_checker=cls.FORMAT_CHECKER)
    out = StrategyResult()
    errors = sorted(
        validator.iter_errors(output), key=lambda e: (list(map(str, e.path)), e.message)
    )
    for error in errors[:_MAX_FINDINGS]:
        pointer = "".join(
            "/" + str(p).replace("~", "~0").replace("/", "~1") for p in error.absolute_path
        )
        out.findings.append(
            crosscheck_finding(
                "inconsistent_claim",
                None,
                f"structured output {pointer or '/'}: {error.message}",
                reason="schema_violation",
                witness_kind="claim",
                witness_value=error.instance,
                pointer=pointer or "/",
                note=f"{error.validator}: {error.validator_value!r}"[:200],
                expected=f"{error.validator} {error.validator_value!r}"[:200],
                found=error.instance,
            )
        )
    if len(errors) > _MAX_FINDINGS:
        out.notes.append(f"{len(errors) - _MAX_FINDINGS} more schema violations not listed")
    if not errors:
        out.notes.append("the structured output matches the expected schema")
        out.evidence["schema"] = [crosscheck_evidence(True, "valid against the expected schema")]
    return out
