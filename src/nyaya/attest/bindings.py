"""Protocol bindings for Pramana attestations, as plain JSON models.

- **A2A**: an agent advertises Pramana support with one entry in its AgentCard's
  ``capabilities.extensions``: ``uri`` = `PRAMANA_EXTENSION_URI`, ``params`` = a
  `PramanaServiceRef` (verify and audit endpoints, claim types, fetcher
  schemes, signature algorithm, SLA window).
- **MCP**: a tool result carries its attestations under
  ``structuredContent.pramana`` and mirrors the same JSON in a text content
  block, for clients that read only text.

No SDK is needed to produce or read these; the ``a2a-sdk`` and ``mcp``
packages, when installed, accept them (the tests check that).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from nyaya.attest.envelope import AttestationRecord
from nyaya.attest.models import CLAIM_TYPES, ClaimType
from nyaya.errors import BadInput

__all__ = [
    "PRAMANA_EXTENSION_URI",
    "A2AExtension",
    "PramanaPayload",
    "PramanaServiceRef",
    "a2a_extension",
    "add_to_agent_card",
    "mcp_tool_result",
    "records_from_mcp_result",
]

PRAMANA_EXTENSION_URI = "https://ravikiran438.github.io/pramana-attestation/v1"


class PramanaServiceRef(BaseModel):
    """Where and how an agent's attestations are verified (the A2A extension ``params``)."""

    model_config = ConfigDict(frozen=True, extra="allow")

    verify_endpoint: str = Field(min_length=1)
    audit_endpoint: str = Field(min_length=1)
    claim_types: list[ClaimType] = Field(default_factory=lambda: list(CLAIM_TYPES), min_length=1)
    fetcher_schemes: list[str] = Field(default_factory=lambda: ["https"])
    signature_alg: Literal["ed25519", "hmac-sha256"] = "ed25519"
    sla_window_ms: int | None = Field(default=None, gt=0)


class A2AExtension(BaseModel):
    """One AgentCard ``capabilities.extensions`` entry (A2A ``AgentExtension``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    uri: str = PRAMANA_EXTENSION_URI
    description: str = "Pramana claim attestations (claim-attestation/v1)"
    required: bool = False
    params: PramanaServiceRef


def a2a_extension(service: PramanaServiceRef, *, required: bool = False) -> dict[str, Any]:
    """The AgentCard extension entry as JSON (unset optional fields left out)."""
    entry = A2AExtension(params=service, required=required)
    return entry.model_dump(mode="json", exclude_none=True)


def add_to_agent_card(
    card: Mapping[str, Any], service: PramanaServiceRef, *, required: bool = False
) -> dict[str, Any]:
    """A copy of ``card`` advertising Pramana (replacing an earlier Pramana entry)."""
    out = json.loads(json.dumps(card))
    capabilities = out.setdefault("capabilities", {})
    extensions = [
        e for e in capabilities.get("extensions", []) if e.get("uri") != PRAMANA_EXTENSION_URI
    ]
    extensions.append(a2a_extension(service, required=required))
    capabilities["extensions"] = extensions
    return out  # type: ignore[no-any-return]


class PramanaPayload(BaseModel):
    """What ``structuredContent.pramana`` holds."""

    model_config = ConfigDict(frozen=True, extra="allow")

    extension: Literal["claim-attestation/v1"] = "claim-attestation/v1"
    attestations: list[AttestationRecord]


def mcp_tool_result(
    records: Sequence[AttestationRecord],
    *,
    structured: Mapping[str, Any] | None = None,
    is_error: bool = False,
) -> dict[str, Any]:
    """An MCP ``CallToolResult`` carrying ``records``.

    ``structured`` is the tool's own structured output, kept beside ``pramana``.
    The text block holds exactly the JSON of ``structuredContent``.
    """
    payload = PramanaPayload(attestations=list(records)).model_dump(mode="json")
    content = {**dict(structured or {}), "pramana": payload}
    text = json.dumps(content, ensure_ascii=False, sort_keys=True)
    return {
        "content": [{"type": "text", "text": text}],
        "structuredContent": content,
        "isError": is_error,
    }


def records_from_mcp_result(result: Mapping[str, Any]) -> list[AttestationRecord]:
    """Read the attestations of an MCP tool result (structured content, else the text block).

    Raises `BadInput` naming the field when neither holds a valid ``pramana`` payload.
    """
    structured = result.get("structuredContent")
    if not isinstance(structured, Mapping):
        structured = _from_text(result.get("content"))
    if not isinstance(structured, Mapping) or "pramana" not in structured:
        raise BadInput("no pramana payload", field="structuredContent.pramana")
    try:
        return PramanaPayload.model_validate(structured["pramana"]).attestations
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in ("structuredContent", "pramana", *err["loc"]))
        raise BadInput(err["msg"], field=where) from None


def _from_text(content: Any) -> Any:
    if not isinstance(content, list):
        return None
    for block in content:
        if isinstance(block, Mapping) and block.get("type") == "text":
            try:
                data = json.loads(str(block.get("text", "")))
            except ValueError:
                continue
            if isinstance(data, Mapping) and "pramana" in data:
                return data
    return None
