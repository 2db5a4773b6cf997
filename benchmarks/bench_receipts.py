"""Receipts and ledger throughput against the raw primitives (``benchmarks/bench_receipts.py``).

Every figure is the median over ``--rounds`` rounds of ``--n`` operations on one core
(CPU time of this process), and every ratio compares two figures taken in the same
rounds, interleaved, on the same payloads: ``--n`` tool calls of varied size (an email
search returning 0 to 12 messages, with non-ASCII text, numbers and nulls).

- HMAC-SHA256 and Ed25519 sign+verify through the public API (`issue_receipt` then
  `verify_receipt`, and the batch forms `issue_receipts` / `verify_receipts`) against
  the raw primitive on the same calls: ``json.dumps`` of the call (sorted keys, compact)
  and ``hmac.digest`` / ``Ed25519PrivateKey.sign``, then the same serialisation and
  ``hmac.compare_digest`` / ``Ed25519PublicKey.verify``. Targets: HMAC >= 50% of raw,
  Ed25519 within 10% of raw.
- SQLite appends: `Ledger.append_many` inside ``ledger.batch()`` (canonical JSON, the
  hash chain, the stream head) against a raw ``executemany`` of rows of the same
  receipts (``json.dumps`` of each) into a table of the same columns and keys, in the
  same transaction mode (``BEGIN IMMEDIATE`` ... ``COMMIT`` around the batch, WAL,
  synchronous=NORMAL). Target >= 50% of raw.
- canonical JSON: `canonical_json` and the receipt's own encoder against `rfc8785`.
"""

from __future__ import annotations

import argparse
import hmac
import json
import os
import secrets
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import rfc8785
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from nyaya.receipts import (
    KeyRing,
    Ledger,
    Receipt,
    canonical_json,
    issue_receipt,
    issue_receipts,
    verify_receipt,
    verify_receipts,
)

NOW = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)
NAMES = ["Alice Chen", "Bob", "Chén Lì", "Dana O'Neil", "Élodie", "Farhan", "गीता", None]


def calls(n: int) -> list[dict[str, Any]]:
    """``n`` email-search calls with 0 to 12 results each (deterministic)."""
    out = []
    for i in range(n):
        items = [
            {
                "from": NAMES[(i + k) % len(NAMES)],
                "subject": f"Re: budget {k} — Q{(i + k) % 4 + 1}",
                "date": f"2026-11-{(k % 28) + 1:02d}",
                "size_kb": (i * 7 + k * 13) % 900 + 0.5,
                "unread": (i + k) % 3 == 0,
            }
            for k in range(i % 13)
        ]
        out.append(
            {
                "run_id": f"run-{i // 10}",
                "call_id": f"c{i}",
                "tool": "email_search",
                "arguments": {"from": "alice", "limit": 12, "page": i % 3},
                "output": {"items": items, "total": len(items)},
                "timestamp": NOW + timedelta(seconds=i),
                "duration_ms": float(i % 50),
            }
        )
    return out


def _record(call: dict[str, Any]) -> bytes:
    record = dict(call, timestamp=call["timestamp"].isoformat())
    return json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def raw_hmac(batch: list[dict[str, Any]]) -> None:
    key = secrets.token_bytes(32)
    for call in batch:
        signature = hmac.digest(key, _record(call), "sha256")
        if not hmac.compare_digest(hmac.digest(key, _record(call), "sha256"), signature):
            raise AssertionError


def raw_ed25519(private: Ed25519PrivateKey) -> Callable[[list[dict[str, Any]]], None]:
    public = private.public_key()

    def run(batch: list[dict[str, Any]]) -> None:
        for call in batch:
            signature = private.sign(_record(call))
            public.verify(signature, _record(call))

    return run


def api(ring: KeyRing) -> Callable[[list[dict[str, Any]]], None]:
    def run(batch: list[dict[str, Any]]) -> None:
        for call in batch:
            verify_receipt(issue_receipt(ring, **call), ring)

    return run


def api_batch(ring: KeyRing) -> Callable[[list[dict[str, Any]]], None]:
    def run(batch: list[dict[str, Any]]) -> None:
        verify_receipts(issue_receipts(ring, batch), ring)

    return run


_RAW_SCHEMA = """CREATE TABLE entries (
    stream TEXT NOT NULL, seq INTEGER NOT NULL, key TEXT NOT NULL, tag TEXT,
    body TEXT NOT NULL, prev_hash TEXT NOT NULL, hash TEXT NOT NULL,
    PRIMARY KEY (stream, seq), UNIQUE (stream, key))"""


class RawTable:
    """The primitive: rows into a table of the ledger's columns and keys, one transaction."""

    def __init__(self, path: Path) -> None:
        self.conn = sqlite3.connect(path, isolation_level=None)
        self.conn.execute("PRAGMA journal_mode=WAL")
        self.conn.execute("PRAGMA synchronous=NORMAL")
        self.conn.execute(_RAW_SCHEMA)
        self.seq = 0

    def append(self, receipts: list[Receipt]) -> None:
        rows = []
        for r in receipts:
            self.seq += 1
            body = json.dumps(r.to_dict(), separators=(",", ":"), ensure_ascii=False)
            rows.append(("receipts", self.seq, r.id, r.run_id, body, "", ""))
        self.conn.execute("BEGIN IMMEDIATE")
        self.conn.executemany("INSERT INTO entries VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
        self.conn.execute("COMMIT")


def interleaved(
    rounds: int, work: dict[str, Callable[[int], None]]
) -> dict[str, tuple[float, float]]:
    """Median seconds per round of each job (CPU, wall), the jobs taking turns each round."""
    cpu: dict[str, list[float]] = {name: [] for name in work}
    wall: dict[str, list[float]] = {name: [] for name in work}
    for r in range(rounds):
        for name, job in work.items():
            start, start_cpu = time.perf_counter(), time.process_time()
            job(r)
            cpu[name].append(time.process_time() - start_cpu)
            wall[name].append(time.perf_counter() - start)
    return {name: (statistics.median(cpu[name]), statistics.median(wall[name])) for name in work}


def load() -> str:
    """The 1-minute load average: other work on the machine skews wall-time figures."""
    return f"{os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else "n/a"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=3000, help="operations per round")
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    n, rounds = args.n, args.rounds
    batch = calls(n)
    hmac_ring = KeyRing.generate("hmac")
    private = Ed25519PrivateKey.generate()
    ed_ring = KeyRing.generate("ed25519")

    sign = interleaved(
        rounds,
        {
            "raw hmac+json": lambda _: raw_hmac(batch),
            "API hmac": lambda _: api(hmac_ring)(batch),
            "API hmac, batch": lambda _: api_batch(hmac_ring)(batch),
            "raw ed25519+json": lambda _: raw_ed25519(private)(batch),
            "API ed25519": lambda _: api(ed_ring)(batch),
            "API ed25519, batch": lambda _: api_batch(ed_ring)(batch),
        },
    )

    receipts = issue_receipts(hmac_ring, calls(n * rounds))
    payload = receipts[-1].signed_payload()
    assert canonical_json(payload) == rfc8785.dumps(payload)
    assert receipts[-1].to_json().encode() == rfc8785.dumps(receipts[-1].to_dict())
    encode = interleaved(
        rounds,
        {
            "rfc8785.dumps (receipt)": lambda r: (
                [rfc8785.dumps(x.to_dict()) for x in receipts[r * n : (r + 1) * n]] and None
            ),
            "canonical_json (receipt)": lambda r: (
                [canonical_json(x.to_dict()) for x in receipts[r * n : (r + 1) * n]] and None
            ),
            "Receipt.to_json": lambda r: (
                [x.to_json() for x in receipts[r * n : (r + 1) * n]] and None
            ),
        },
    )

    with tempfile.TemporaryDirectory() as tmp:
        ledger = Ledger.open(Path(tmp) / "ledger.db")
        raw = RawTable(Path(tmp) / "raw.db")

        def ledger_batch(r: int) -> None:
            with ledger.batch():
                ledger.append_many(receipts[r * n : (r + 1) * n])

        stores = interleaved(
            rounds,
            {
                "raw executemany": lambda r: raw.append(receipts[r * n : (r + 1) * n]),
                "Ledger.append_many": ledger_batch,
            },
        )
        assert len(ledger) == n * rounds
        start = time.process_time()
        checked = ledger.verify(hmac_ring)
        verify_rate = checked / (time.process_time() - start)
        ledger.close()
        raw.conn.close()

    def rate(figures: dict[str, tuple[float, float]], name: str) -> tuple[float, float]:
        return n / figures[name][0], n / figures[name][1]

    print(f"median of {rounds} rounds x {n} operations, one core (load {load()})")
    print(f"  {'operation':<30} {'per CPU s':>10} {'per wall s':>11}   ratio (CPU)")
    rows: list[tuple[str, dict[str, tuple[float, float]], str | None]] = [
        ("raw hmac+json", sign, None),
        ("API hmac", sign, "raw hmac+json"),
        ("API hmac, batch", sign, "raw hmac+json"),
        ("raw ed25519+json", sign, None),
        ("API ed25519", sign, "raw ed25519+json"),
        ("API ed25519, batch", sign, "raw ed25519+json"),
        ("rfc8785.dumps (receipt)", encode, None),
        ("canonical_json (receipt)", encode, "rfc8785.dumps (receipt)"),
        ("Receipt.to_json", encode, "rfc8785.dumps (receipt)"),
        ("raw executemany", stores, None),
        ("Ledger.append_many", stores, "raw executemany"),
    ]
    for name, figures, against in rows:
        per_cpu, per_wall = rate(figures, name)
        note = ""
        if against is not None:
            note = f"{per_cpu / rate(figures, against)[0]:.2f}x {against}"
        print(f"  {name:<30} {per_cpu:>10,.0f} {per_wall:>11,.0f}   {note}".rstrip())
    print(f"  Ledger.verify with the ring: {verify_rate:,.0f} receipts/s over {checked:,}")


if __name__ == "__main__":
    main()
