"""A real `nyaya serve` process with two workers on loopback: concurrent checks are all
acknowledged and all recorded, the access log is JSON lines, a restart keeps the ledger."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import httpx

from .conftest import API_KEY, start_server, stop_server

ROOT = Path(__file__).resolve().parents[2]
RUN = json.loads((ROOT / "examples" / "inbox_run.json").read_text(encoding="utf-8"))
WRONG = {**RUN, "run_id": "inbox-wrong", "response": "You have 3 emails from Alice Chen."}


async def post_many(url: str, n: int) -> list[httpx.Response]:
    headers = {"X-API-Key": API_KEY}
    async with httpx.AsyncClient(base_url=url, headers=headers, timeout=60) as client:
        jobs = [client.post("/v1/check", json=WRONG if i % 4 == 0 else RUN) for i in range(n)]
        return list(await asyncio.gather(*jobs))


def test_two_workers_acknowledge_and_record_every_check(tmp_path: Path) -> None:
    server = start_server(tmp_path, workers=2)
    try:
        responses = asyncio.run(post_many(server.url, 120))
        assert [r.status_code for r in responses] == [200] * 120
        codes = [r.headers["X-Nyaya-Exit-Code"] for r in responses]
        assert codes.count("3") == 30 and codes.count("0") == 90
        assert len({r.headers["X-Nyaya-Check-Id"] for r in responses}) == 120
        assert httpx.get(f"{server.url}/healthz").json()["checks"] == 120
        wrong = httpx.get(
            f"{server.url}/v1/ledger/inbox-wrong", headers={"X-API-Key": API_KEY}
        ).json()
        assert len(wrong["checks"]) == 30
        assert {c["action"] for c in wrong["checks"]} == {"revise"}
    finally:
        stop_server(server)
    lines = [json.loads(line) for line in server.access_log()]
    checks = [line for line in lines if line["path"] == "/v1/check"]
    assert len(checks) == 120
    assert {line["status"] for line in checks} == {200}
    assert all({"ts", "method", "ms", "run_id", "action"} <= set(line) for line in checks)

    again = start_server(tmp_path)  # the same store: nothing acknowledged was lost
    try:
        assert httpx.get(f"{again.url}/healthz").json()["checks"] == 120
    finally:
        stop_server(again)


def test_unauthorised_and_oversized_requests_over_http(tmp_path: Path) -> None:
    server = start_server(tmp_path, "--max-body-bytes", "2048")
    try:
        assert httpx.post(f"{server.url}/v1/check", json=RUN).status_code == 401
        big = {**RUN, "response": "x" * 4000}
        response = httpx.post(f"{server.url}/v1/check", json=big, headers={"X-API-Key": API_KEY})
        assert response.status_code == 413
        assert response.json()["error"]["code"] == 2
    finally:
        stop_server(server)
