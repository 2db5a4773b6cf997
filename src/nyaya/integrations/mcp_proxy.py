"""`nyaya mcp-proxy -- <server command>`: a receipting proxy for a stdio MCP server.

The MCP client starts the proxy where it would start the server; the proxy starts
the server and passes every message through, both ways, unchanged, except that:

- each ``tools/call`` request is remembered (tool, arguments, when);
- its answer is receipted: a signed `Receipt` (``ok``, or ``error`` for a result with
  ``isError`` or a JSON-RPC error) appended to the ledger, and, for a result, the
  receipt added to ``result._meta["nyaya/receipt"]`` so the client (or the agent
  runtime behind it) can hand it to `nyaya.check` with the answer.

The proxy never fails a message because of itself: a line that is not JSON passes
through as it is; a receipt that cannot be written is reported on stderr and the
result goes on without one. stdio MCP frames are one JSON-RPC message per line.
"""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import IO, Any

from nyaya.formats.shapes import MCP_RECEIPT_KEY as META_KEY
from nyaya.receipts import KeyRing, Ledger, Receipt, issue_receipt

__all__ = ["META_KEY", "McpProxy"]


@dataclass(frozen=True)
class _Pending:
    tool: str
    arguments: Any
    started: datetime
    began: float


class McpProxy:
    """Relays one stdio MCP session between ``client_in``/``client_out`` and ``command``."""

    def __init__(
        self,
        command: Sequence[str],
        *,
        ledger: Ledger,
        keys: KeyRing,
        run_id: str | None = None,
        log: IO[str] | None = None,
    ) -> None:
        self.command = list(command)
        self.ledger = ledger
        self.keys = keys
        self.run_id = run_id or f"mcp-{uuid.uuid4().hex[:16]}"
        self.log = log or sys.stderr
        self._pending: dict[str, _Pending] = {}
        self._lock = threading.Lock()
        self.receipts: list[Receipt] = []

    def run(self, client_in: IO[bytes], client_out: IO[bytes]) -> int:
        """Relay until the server exits; returns its exit code."""
        server = subprocess.Popen(
            self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=None
        )
        assert server.stdin is not None and server.stdout is not None
        upstream = threading.Thread(
            target=self._pump_requests, args=(client_in, server.stdin), daemon=True
        )
        upstream.start()
        try:
            for line in server.stdout:
                client_out.write(self._answer(line))
                client_out.flush()
        finally:
            code = server.wait()
        return code

    def _pump_requests(self, client_in: IO[bytes], server_in: IO[bytes]) -> None:
        try:
            for line in client_in:
                self._remember(line)
                server_in.write(line)
                server_in.flush()
        except (BrokenPipeError, ValueError):
            pass  # the server went away; run() sees it exit
        finally:
            with contextlib.suppress(BrokenPipeError, OSError):
                server_in.close()

    def _remember(self, line: bytes) -> None:
        for message in _messages(line):
            if message.get("method") != "tools/call" or "id" not in message:
                continue
            raw = message.get("params")
            params: dict[str, Any] = raw if isinstance(raw, dict) else {}
            pending = _Pending(
                tool=str(params.get("name", "")),
                arguments=params.get("arguments") or {},
                started=datetime.now(UTC),
                began=time.perf_counter(),
            )
            with self._lock:
                self._pending[json.dumps(message["id"])] = pending

    def _answer(self, line: bytes) -> bytes:
        try:
            parsed = json.loads(line)
        except (json.JSONDecodeError, UnicodeDecodeError):
            return line
        batch = parsed if isinstance(parsed, list) else [parsed]
        changed = False
        for message in batch:
            if isinstance(message, dict) and "id" in message and "method" not in message:
                changed |= self._receipt(message)
        if not changed:
            return line
        return json.dumps(parsed, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"

    def _receipt(self, message: dict[str, Any]) -> bool:
        """Receipt the answer to a tools/call; True when ``message`` gained a ``_meta``."""
        with self._lock:
            pending = self._pending.pop(json.dumps(message["id"]), None)
        if pending is None:
            return False
        result = message.get("result")
        error = message.get("error")
        status = "ok"
        error_text: str | None = None
        output: Any = None
        if isinstance(error, dict):
            status, error_text = "error", str(error.get("message") or "error")
        elif isinstance(result, dict):
            output = result.get("structuredContent", result.get("content"))
            if result.get("isError"):
                status, error_text = "error", _text(result.get("content")) or "error"
        try:
            receipt = issue_receipt(
                self.keys,
                run_id=self.run_id,
                call_id=f"mcp-{message['id']}",
                tool=pending.tool,
                arguments=pending.arguments,
                output=output if status == "ok" else None,
                status=status,  # type: ignore[arg-type]
                error=error_text,
                timestamp=pending.started,
                duration_ms=(time.perf_counter() - pending.began) * 1000,
            )
            self.ledger.append(receipt)
        except Exception as exc:  # a receipt that cannot be made must not stop the session
            print(f"nyaya mcp-proxy: no receipt for call {message['id']!r}: {exc}", file=self.log)
            return False
        self.receipts.append(receipt)
        if not isinstance(result, dict):
            return False
        meta = result.setdefault("_meta", {})
        if isinstance(meta, dict):
            meta[META_KEY] = receipt.to_dict()
            return True
        return False


def _messages(line: bytes) -> list[dict[str, Any]]:
    try:
        parsed = json.loads(line)
    except (json.JSONDecodeError, UnicodeDecodeError):
        return []
    batch = parsed if isinstance(parsed, list) else [parsed]
    return [m for m in batch if isinstance(m, dict)]


def _text(content: Any) -> str:
    if not isinstance(content, list):
        return ""
    return "\n".join(
        str(b.get("text", "")) for b in content if isinstance(b, dict) and b.get("type") == "text"
    )
