"""The HTTP service in process (FastAPI's TestClient runs the app and its lifespan): each
route, API keys, the body limit, JSON errors with the CLI's codes, the ledger, PostgreSQL."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from nyaya.errors import BadInput
from nyaya.receipts import KeyRing
from nyaya.service import Settings, create_app

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
KEY = "k" * 24
AUTH = {"X-API-Key": KEY}
AUDIT_KEYS = KeyRing.from_file(EXAMPLES / "nydfs" / "public_keys.json")


def example(name: str) -> Any:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


def client_for(settings: Settings) -> Iterator[TestClient]:
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        yield client


@pytest.fixture
def ring() -> KeyRing:
    return KeyRing.generate("ed25519")


@pytest.fixture
def client(tmp_path: Path, ring: KeyRing) -> Iterator[TestClient]:
    settings = Settings(
        store=str(tmp_path / "s.db"),
        api_keys=frozenset({KEY}),
        keys=ring,
        audit_keys=AUDIT_KEYS,
        max_body_bytes=64_000,
    )
    yield from client_for(settings)


def test_check_returns_the_report_and_records_it(client: TestClient) -> None:
    response = client.post("/v1/check", json=example("hallucinated_run.json"), headers=AUTH)
    assert response.status_code == 200
    report = response.json()
    assert report["action"] == "block"
    assert response.headers["X-Nyaya-Exit-Code"] == "4"
    check_id = response.headers["X-Nyaya-Check-Id"]
    ledger = client.get("/v1/ledger/hallucinated-demo", headers=AUTH).json()
    assert [c["check_id"] for c in ledger["checks"]] == [check_id]
    assert ledger["checks"][0]["findings"] == [f["type"] for f in report["findings"]]
    assert client.get("/healthz").json()["checks"] == 1


def test_every_input_shape_is_accepted(client: TestClient) -> None:
    for name in (
        "openai_responses_items.json",
        "mcp_tools_call.json",
        "otel_genai_spans.json",
        "langchain_messages.json",
        "anthropic_transcript.json",
    ):
        response = client.post("/v1/check", json=example(name), headers=AUTH)
        assert response.status_code == 200, (name, response.text)
        assert response.headers["X-Nyaya-Exit-Code"] == "0"


def test_policy_by_name(client: TestClient) -> None:
    run = example("inbox_run.json")
    run["response"] = "You have 3 emails from Alice Chen about the Q3 report."
    default = client.post("/v1/check", json=run, headers=AUTH)
    finance = client.post("/v1/check?policy=finance", json=run, headers=AUTH)
    assert default.json()["action"] == "revise" and default.headers["X-Nyaya-Exit-Code"] == "3"
    assert finance.json()["action"] == "block"
    unknown = client.post("/v1/check?policy=nosuch", json=run, headers=AUTH)
    assert unknown.status_code == 400 and unknown.json()["error"]["field"] == "policy"


@pytest.mark.parametrize(
    ("headers", "status"),
    [
        ({}, 401),
        ({"X-API-Key": "wrong-key-0123456789"}, 401),
        ({"Authorization": f"Bearer {KEY}"}, 200),
        (AUTH, 200),
    ],
)
def test_api_keys(client: TestClient, headers: dict[str, str], status: int) -> None:
    response = client.post("/v1/check", json=example("inbox_run.json"), headers=headers)
    assert response.status_code == status
    if status == 401:
        assert response.json()["error"] == {
            "status": 401,
            "code": 2,
            "kind": "bad_input",
            "message": "a valid API key is required",
            "field": "Authorization",
        }


@pytest.mark.parametrize(
    ("body", "field", "text"),
    [
        (b"{not json", "body", "not JSON"),
        (
            (ROOT / "tests/assets/runs/openai_missing_function_name.json").read_bytes(),
            "messages[1].tool_calls[0].function.name",
            "non-empty string",
        ),
        ((ROOT / "tests/assets/runs/answer_in_french.json").read_bytes(), "language", "French"),
        (b'"a string"', "run", "expected a JSON object"),
    ],
)
def test_bad_runs_are_json_errors_with_code_2(
    client: TestClient, body: bytes, field: str, text: str
) -> None:
    response = client.post("/v1/check", content=body, headers=AUTH)
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == 2 and error["kind"] == "bad_input"
    assert error["field"] == field and text in error["message"]


def test_a_body_over_the_limit_is_413(client: TestClient) -> None:
    run = example("inbox_run.json")
    run["response"] = "x" * 70_000
    response = client.post("/v1/check", json=run, headers=AUTH)
    assert response.status_code == 413
    assert response.json()["error"]["code"] == 2

    def chunks() -> Iterator[bytes]:
        for _ in range(80):
            yield b" " * 1000
        yield json.dumps(example("inbox_run.json")).encode()

    streamed = client.post("/v1/check", content=chunks(), headers=AUTH)
    assert streamed.status_code == 413


def test_receipts_are_signed_appended_and_listed(client: TestClient, ring: KeyRing) -> None:
    body = {
        "executions": [
            {
                "run_id": "r-9",
                "call_id": "c1",
                "tool": "email_search",
                "status": "ok",
                "arguments": {"q": "Alice"},
                "output": [{"from": "Alice"}],
            },
            {
                "run_id": "r-9",
                "call_id": "c2",
                "tool": "calendar",
                "status": "error",
                "error": "timeout",
            },
        ]
    }
    response = client.post("/v1/receipts", json=body, headers=AUTH)
    assert response.status_code == 201
    appended = response.json()
    assert appended["seq"] == [1, 2]
    from nyaya import Receipt, verify_receipt

    for raw in appended["receipts"]:
        verify_receipt(Receipt.from_dict(raw), ring.public())
    listed = client.get("/v1/ledger/r-9", headers=AUTH).json()
    assert [r["call_id"] for r in listed["receipts"]] == ["c1", "c2"]
    assert listed["receipts"][1]["status"] == "error"
    bad = client.post("/v1/receipts", json={"executions": [{"tool": "x"}]}, headers=AUTH)
    assert bad.status_code == 400 and bad.json()["error"]["field"].startswith("executions.0")
    contradictory = {"run_id": "r", "call_id": "c", "tool": "t", "status": "ok", "error": "x"}
    refused = client.post("/v1/receipts", json={"executions": [contradictory]}, headers=AUTH)
    assert refused.status_code == 400


def test_receipts_without_a_signing_key_are_503_code_5(tmp_path: Path) -> None:
    settings = Settings(store=str(tmp_path / "s.db"), api_keys=frozenset({KEY}))
    for client in client_for(settings):
        body = {"executions": [{"run_id": "r", "call_id": "c", "tool": "t", "status": "ok"}]}
        response = client.post("/v1/receipts", json=body, headers=AUTH)
        assert response.status_code == 503
        assert response.json()["error"]["code"] == 5


def test_audit_verify(client: TestClient, tmp_path: Path) -> None:
    # against the public keys the auditor was given (--audit-keys), not the bundle's own
    bundle = example("nydfs/bundle.json")
    good = client.post("/v1/audit/verify", json=bundle, headers=AUTH)
    assert good.status_code == 200 and good.json()["ok"] is True and good.json()["code"] == 0
    bundle["records"][0]["attestation"]["claim"] = "tampered"
    bad = client.post("/v1/audit/verify", json=bundle, headers=AUTH)
    assert bad.status_code == 200 and bad.json()["ok"] is False and bad.json()["code"] == 1
    assert bad.json()["failures"]
    unproven = Settings(
        store=str(tmp_path / "u.db"), api_keys=frozenset({KEY})
    )  # no keys to verify with
    for other in client_for(unproven):
        again = other.post("/v1/audit/verify", json=example("nydfs/bundle.json"), headers=AUTH)
        assert again.status_code == 200 and again.json()["ok"] is False
    broken = client.post("/v1/audit/verify", json={"format": "nope"}, headers=AUTH)
    assert broken.status_code == 400 and broken.json()["error"]["code"] == 2


def test_unknown_routes_and_runs_are_json_404(client: TestClient) -> None:
    assert client.get("/v1/nothing", headers=AUTH).json()["error"]["status"] == 404
    missing = client.get("/v1/ledger/never-seen", headers=AUTH)
    assert missing.status_code == 404 and missing.json()["error"]["field"] == "run_id"


def test_openapi_lists_every_route_and_needs_no_key(client: TestClient) -> None:
    spec = client.get("/openapi.json").json()
    assert set(spec["paths"]) == {
        "/v1/check",
        "/v1/receipts",
        "/v1/ledger/{run_id}",
        "/v1/audit/verify",
        "/healthz",
    }
    assert "HallucinationReport" in spec["components"]["schemas"]


def test_settings_refuse_no_keys_unless_unsafe(tmp_path: Path) -> None:
    with pytest.raises(BadInput, match="API key"):
        Settings(store=str(tmp_path / "s.db"))
    with pytest.raises(BadInput, match="16 characters"):
        Settings(api_keys=frozenset({"short"}))
    open_settings = Settings(store=str(tmp_path / "s.db"), unsafe_no_auth=True)
    for client in client_for(open_settings):
        assert client.post("/v1/check", json=example("inbox_run.json")).status_code == 200


def test_postgresql_by_url() -> None:
    dsn = os.environ.get("NYAYA_TEST_POSTGRES_DSN")
    if not dsn:
        pytest.skip(
            'NYAYA_TEST_POSTGRES_DSN is unset: eval "$(bash scripts/postgres-for-tests.sh)"'
        )
    settings = Settings(store=dsn, api_keys=frozenset({KEY}))
    for client in client_for(settings):
        run = example("inbox_run.json")
        run["run_id"] = f"pg-{os.urandom(4).hex()}"
        assert client.post("/v1/check", json=run, headers=AUTH).status_code == 200
        assert client.get("/healthz").json()["store"] == "postgresql"
        listed = client.get(f"/v1/ledger/{run['run_id']}", headers=AUTH).json()
        assert len(listed["checks"]) == 1


def test_an_unexpected_failure_is_a_json_500(tmp_path: Path) -> None:
    settings = Settings(store=str(tmp_path / "s.db"), api_keys=frozenset({KEY}))
    app = create_app(settings)

    @app.get("/v1/boom")
    async def boom() -> None:
        raise RuntimeError("a bug")

    with TestClient(app, raise_server_exceptions=False) as client:
        response = client.get("/v1/boom", headers=AUTH)
    assert response.status_code == 500
    assert response.json()["error"]["code"] == 5
    assert "a bug" not in response.text


def _answer(response: Any) -> tuple[int, str | None, str | None, Any]:
    body = response.json()
    if isinstance(body, dict):
        body.pop("timings_ms", None)
    return (
        response.status_code,
        response.headers.get("content-type"),
        response.headers.get("x-nyaya-exit-code"),
        body,
    )


@pytest.mark.parametrize(
    ("body", "headers"),
    [
        (json.dumps(example("inbox_run.json")).encode(), AUTH),
        (json.dumps(example("inbox_run.json")).encode(), {"X-API-Key": "wrong" * 5}),
        (b"{not json", AUTH),
        (b'{"response": NaN}', AUTH),
        ((ROOT / "tests/assets/runs/answer_in_french.json").read_bytes(), AUTH),
        (b'"a string"', AUTH),
        (
            json.dumps({**example("inbox_run.json"), "run_id": "big"})
            .replace('"calls": [', '"big": 123456789012345678901234567890, "calls": [', 1)
            .encode(),
            AUTH,
        ),
    ],
)
def test_the_direct_check_route_answers_as_the_routed_one(
    client: TestClient, body: bytes, headers: dict[str, str]
) -> None:
    # A query string takes the request through FastAPI's routing; none, the direct route.
    direct = client.post("/v1/check", content=body, headers=headers)
    routed = client.post("/v1/check?unused=1", content=body, headers=headers)
    assert _answer(direct) == _answer(routed)


@pytest.mark.parametrize(
    "body",
    [
        b'{"n": 1234567890123456789012345, "m": -9223372036854775809, "x": 1.5}',
        b'{"f": 1e400, "s": "\\ud800"}',
        '\ufeff{"bom": true}'.encode(),
        '{"u": "é"}'.encode("utf-16"),
    ],
)
def test_bodies_are_read_as_json_reads_them(body: bytes) -> None:
    from nyaya.service.app import _json

    assert repr(_json(body)) == repr(json.loads(body))


def test_the_recorded_check_is_a_check_record(client: TestClient) -> None:
    from nyaya.service.models import CheckRecord

    run = {**example("inbox_run.json"), "run_id": "recorded"}
    client.post("/v1/check", json=run, headers=AUTH)
    checks = client.get("/v1/ledger/recorded", headers=AUTH).json()["checks"]
    assert [CheckRecord(**c).model_dump(mode="json") for c in checks] == checks
