"""`nyaya mcp-proxy` between the `mcp` SDK's client and a real MCP server process: every
tools/call passes through, is receipted in the ledger, and carries its signed receipt."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path
from typing import Any

from mcp import ClientSession, StdioServerParameters, stdio_client

import nyaya
from nyaya import KeyRing, Ledger, Receipt, verify_receipt
from nyaya.integrations.mcp_proxy import META_KEY

SERVER = Path(__file__).with_name("mcp_inbox_server.py")


def proxied(store: Path, keys: Path) -> StdioServerParameters:
    return StdioServerParameters(
        command=sys.executable,
        args=[
            "-c", "from nyaya.cli import main; main()", "mcp-proxy",
            "--store", str(store), "--keys", str(keys), "--run-id", "mcp-session-1",
            "--", sys.executable, str(SERVER),
        ],
    )  # fmt: skip


async def session_calls(params: StdioServerParameters) -> tuple[list[str], Any, Any]:
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        tools = [t.name for t in (await session.list_tools()).tools]
        found = await session.call_tool("email_search", {"sender": "Alice"})
        failed = await session.call_tool("calendar_lookup", {"day": "Friday"})
        return tools, found, failed


def test_calls_pass_through_and_are_receipted(tmp_path: Path) -> None:
    keys = tmp_path / "keys.json"
    subprocess.run(
        [sys.executable, "-c", "from nyaya.cli import main; main()", "keys", "new",
         "--alg", "ed25519", "--out", str(keys)],
        check=True,
    )  # fmt: skip
    store = tmp_path / "mcp.db"
    tools, found, failed = asyncio.run(session_calls(proxied(store, keys)))

    assert sorted(tools) == ["calendar_lookup", "email_search"]
    assert found.is_error is False
    assert found.structured_content == {
        "results": [
            {"sender": "Alice", "subject": "Deadline"},
            {"sender": "Alice", "subject": "Budget"},
        ]
    }
    assert failed.is_error is True
    ring = KeyRing.from_file(keys).public()
    receipt = Receipt.from_dict(found.meta[META_KEY])
    verify_receipt(receipt, ring)
    assert (receipt.tool, receipt.status, receipt.result_count) == ("email_search", "ok", 2)
    error_receipt = Receipt.from_dict(failed.meta[META_KEY])
    assert error_receipt.status == "error" and "unavailable" in (error_receipt.error or "")

    with Ledger.open(store, create=False) as ledger:
        assert ledger.verify(ring) == 2
        stored = ledger.for_run("mcp-session-1")
    assert [r.id for r in stored] == [receipt.id, error_receipt.id]

    # The receipts make a signed run: the agent's answer is checked against them.
    run = {
        "run_id": "mcp-session-1",
        "user": "Any mail from Alice?",
        "calls": [
            {
                "id": receipt.call_id,
                "tool": "email_search",
                "arguments": {"sender": "Alice"},
                "output": found.structured_content,
                "receipt": found.meta[META_KEY],
            },
        ],
        "response": "You have 5 emails from Alice.",
    }
    report = nyaya.check(run, keys=ring)
    assert report.evidence == "signed"
    assert "count_mismatch" in {f.type for f in report.findings}


def test_a_missing_server_command_is_bad_input(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-c", "from nyaya.cli import main; main()", "mcp-proxy",
         "--store", str(tmp_path / "x.db")],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
