"""Receipts and ledger throughput on one core: ``python benchmarks/bench_receipts.py``.

Prints the median of several rounds for: receipts signed and verified per
second (HMAC-SHA256, Ed25519), canonical JSON against the `rfc8785` reference,
and SQLite ledger appends per second (one transaction each, and batched).
Targets: >= 20,000 HMAC sign+verify/s and >= 10,000 SQLite appends/s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import rfc8785

from nyaya.receipts import KeyRing, Ledger, Receipt, canonical_json, issue_receipt, verify_receipt

NOW = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)
OUTPUT = {
    "items": [
        {"from": "Alice", "subject": "Deadline moved", "date": "2026-11-20"},
        {"from": "Bob", "subject": "Re: budget", "date": "2026-11-19"},
        {"from": "Chen", "subject": "Lunch?", "date": "2026-11-18"},
    ],
    "total": 3,
}


def rate(n: int, fn: Callable[[int], None], rounds: int) -> tuple[float, float]:
    """Median operations per second of ``fn(n)`` over ``rounds``: per CPU second, per wall second.

    CPU time (user + system of this process) is the one-core figure that holds
    on a shared machine; wall time is what a caller waits.
    """
    cpu, wall = [], []
    for _ in range(rounds):
        start, start_cpu = time.perf_counter(), time.process_time()
        fn(n)
        cpu.append(n / max(time.process_time() - start_cpu, 1e-9))
        wall.append(n / (time.perf_counter() - start))
    return statistics.median(cpu), statistics.median(wall)


def sign_verify(ring: KeyRing) -> Callable[[int], None]:
    def run(n: int) -> None:
        for i in range(n):
            receipt = issue_receipt(
                ring,
                run_id="run-bench",
                call_id=f"c{i}",
                tool="email_search",
                arguments={"from": "alice", "limit": 10},
                output=OUTPUT,
                timestamp=NOW,
                duration_ms=12.5,
            )
            verify_receipt(receipt, ring)

    return run


def receipts(ring: KeyRing, n: int, prefix: str) -> list[Receipt]:
    return [
        issue_receipt(
            ring,
            run_id=f"run-{i // 10}",
            call_id=f"{prefix}{i}",
            tool="email_search",
            arguments={"i": i},
            output=OUTPUT,
            timestamp=NOW,
        )
        for i in range(n)
    ]


def load() -> str:
    """The 1-minute load average: other work on the machine skews wall-time figures."""
    return f"{os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else "n/a"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=5000, help="operations per round")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    n, rounds = args.n, args.rounds

    hmac_ring = KeyRing.generate("hmac")
    ed_ring = KeyRing.generate("ed25519")
    hmac_rate = rate(n, sign_verify(hmac_ring), rounds)
    ed_rate = rate(n, sign_verify(ed_ring), rounds)

    payload = issue_receipt(
        hmac_ring, run_id="r", call_id="c", tool="t", arguments={}, output=OUTPUT, timestamp=NOW
    ).signed_payload()
    assert canonical_json(payload) == rfc8785.dumps(payload)
    fast = rate(n * 4, lambda m: [canonical_json(payload) for _ in range(m)] and None, rounds)
    reference = rate(n, lambda m: [rfc8785.dumps(payload) for _ in range(m)] and None, rounds)

    with tempfile.TemporaryDirectory() as tmp:
        pool = receipts(hmac_ring, n * rounds * 2, "c")
        ledger = Ledger.open(Path(tmp) / "bench.db")
        it = iter(pool)

        def single(m: int) -> None:
            for _ in range(m):
                ledger.append(next(it))

        def batched(m: int) -> None:
            with ledger.batch():
                for _ in range(m):
                    ledger.append(next(it))

        single_rate = rate(n, single, rounds)
        batch_rate = rate(n, batched, rounds)
        start = time.perf_counter()
        checked = ledger.verify()
        verify_rate = checked / (time.perf_counter() - start)
        ledger.close()

    print(f"receipts: median of {rounds} rounds x {n} operations, one core (load {load()})")
    print(f"  {'operation':<28} {'per CPU s':>10} {'per wall s':>11}")
    rows = [
        ("HMAC-SHA256 sign+verify", hmac_rate, "target >= 20,000"),
        ("Ed25519 sign+verify", ed_rate, ""),
        ("canonical_json (receipt)", fast, ""),
        ("rfc8785.dumps (receipt)", reference, f"canonical_json is {fast[0] / reference[0]:.1f}x"),
        ("SQLite append, single", single_rate, "target >= 10,000"),
        ("SQLite append, batched", batch_rate, ""),
    ]
    for label, (per_cpu, per_wall), note in rows:
        print(f"  {label:<28} {per_cpu:>10,.0f} {per_wall:>11,.0f}   {note}".rstrip())
    print(f"  SQLite chain verify: {verify_rate:,.0f} entries/s over {checked:,} entries")


if __name__ == "__main__":
    main()
