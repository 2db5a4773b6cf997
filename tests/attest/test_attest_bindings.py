"""A2A AgentCard extension and MCP tool results, checked against the SDKs when installed."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime
from typing import Any

import pytest

from nyaya.attest import emit_record, parse_attestation
from nyaya.attest.bindings import (
    PRAMANA_EXTENSION_URI,
    PramanaServiceRef,
    a2a_extension,
    add_to_agent_card,
    mcp_tool_result,
    records_from_mcp_result,
)
from nyaya.attest.envelope import AttestationRecord
from nyaya.errors import BadInput

Raw = Callable[[str], dict[str, Any]]

SERVICE = PramanaServiceRef(
    verify_endpoint="https://agent.example/pramana/verify",
    audit_endpoint="https://agent.example/pramana/audit",
    fetcher_schemes=["https", "receipt"],
    sla_window_ms=60_000,
)
CARD: dict[str, Any] = {
    "name": "Underwriting agent",
    "description": "Prices personal lines policies",
    "version": "1.0.0",
    "supportedInterfaces": [
        {"url": "https://agent.example/a2a", "protocolBinding": "JSONRPC", "protocolVersion": "1.0"}
    ],
    "capabilities": {"streaming": False, "extensions": [{"uri": "https://other.example/ext"}]},
    "defaultInputModes": ["text/plain"],
    "defaultOutputModes": ["application/json"],
    "skills": [{"id": "price", "name": "Price", "description": "Price a policy", "tags": ["uw"]}],
}


@pytest.fixture
def records(raw: Raw) -> list[AttestationRecord]:
    return [
        emit_record(parse_attestation(raw(kind)), verify_endpoint_hint=SERVICE.verify_endpoint)
        for kind in ("measurement", "citation", "inference", "analogy")
    ]


def test_a2a_extension_entry() -> None:
    entry = a2a_extension(SERVICE)
    assert entry["uri"] == PRAMANA_EXTENSION_URI
    assert entry["required"] is False
    assert entry["params"] == {
        "verify_endpoint": "https://agent.example/pramana/verify",
        "audit_endpoint": "https://agent.example/pramana/audit",
        "claim_types": ["measurement", "inference", "analogy", "citation"],
        "fetcher_schemes": ["https", "receipt"],
        "signature_alg": "ed25519",
        "sla_window_ms": 60000,
    }


def test_add_to_agent_card_keeps_other_extensions_and_replaces_its_own() -> None:
    once = add_to_agent_card(CARD, SERVICE)
    twice = add_to_agent_card(once, SERVICE, required=True)
    uris = [e["uri"] for e in twice["capabilities"]["extensions"]]
    assert uris == ["https://other.example/ext", PRAMANA_EXTENSION_URI]
    assert twice["capabilities"]["extensions"][1]["required"] is True
    assert CARD["capabilities"]["extensions"] == [{"uri": "https://other.example/ext"}]


def test_service_ref_refuses_unknown_claim_types() -> None:
    with pytest.raises(ValueError):
        PramanaServiceRef(verify_endpoint="x", audit_endpoint="y", claim_types=["rumour"])


def test_agent_card_validates_with_a2a_sdk() -> None:
    types = pytest.importorskip("a2a.types")
    json_format = pytest.importorskip("google.protobuf.json_format")
    card = json_format.ParseDict(add_to_agent_card(CARD, SERVICE), types.AgentCard())
    (ours,) = [e for e in card.capabilities.extensions if e.uri == PRAMANA_EXTENSION_URI]
    params = json_format.MessageToDict(ours.params)
    assert params["verify_endpoint"] == SERVICE.verify_endpoint
    assert params["claim_types"] == ["measurement", "inference", "analogy", "citation"]


def test_mcp_result_mirrors_structured_content(records: list[AttestationRecord]) -> None:
    result = mcp_tool_result(records, structured={"premium": 1234})
    assert result["structuredContent"]["premium"] == 1234
    pramana = result["structuredContent"]["pramana"]
    assert pramana["extension"] == "claim-attestation/v1"
    assert len(pramana["attestations"]) == 4
    assert json.loads(result["content"][0]["text"]) == result["structuredContent"]
    assert records_from_mcp_result(result) == records


def test_text_only_client_can_read_the_attestations(records: list[AttestationRecord]) -> None:
    result = mcp_tool_result(records)
    text_only = {"content": result["content"], "isError": False}
    assert records_from_mcp_result(text_only) == records


@pytest.mark.parametrize(
    ("result", "field"),
    [
        ({"content": []}, "structuredContent.pramana"),
        ({"structuredContent": {"other": 1}}, "structuredContent.pramana"),
        ({"structuredContent": {"pramana": {"attestations": [{}]}}}, "structuredContent.pramana"),
    ],
)
def test_bad_mcp_results_name_the_field(result: dict[str, Any], field: str) -> None:
    with pytest.raises(BadInput) as info:
        records_from_mcp_result(result)
    assert info.value.field is not None and info.value.field.startswith(field)


def test_mcp_result_validates_with_mcp_sdk(records: list[AttestationRecord], t0: datetime) -> None:
    types = pytest.importorskip("mcp.types")
    model = types.CallToolResult.model_validate(mcp_tool_result(records))
    assert model.structured_content is not None
    assert model.structured_content["pramana"]["attestations"][0]["attestation"]["claim_id"]
    assert model.content[0].type == "text"
    dumped = model.model_dump(mode="json", by_alias=True, exclude_none=True)
    assert records_from_mcp_result(dumped) == records
