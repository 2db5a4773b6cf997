"""Ledger memory: ``python benchmarks/bench_ledger_memory.py [--records N]``.

Two figures, measured with `tracemalloc` (Python allocations, the interpreter's own
accounting):

- bytes held per record by an in-memory ledger (`Ledger.memory()`): receipts are
  issued, appended and dropped, so what stays is what the ledger keeps. Target:
  <= 1 KiB per record.
- peak memory while verifying an SQLite ledger (`Ledger.verify` with the key ring, what
  ``nyaya ledger verify`` runs) of N and of 4N receipts: streaming verification keeps
  the peak flat as the ledger grows, loading it whole would grow it fourfold.
"""

from __future__ import annotations

import argparse
import gc
import tempfile
import tracemalloc
from datetime import UTC, datetime
from pathlib import Path

from nyaya.receipts import KeyRing, Ledger, Receipt, issue_receipt

NOW = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)
OUTPUT = {
    "items": [
        {"from": "Alice", "subject": "Deadline moved", "date": "2026-11-20"},
        {"from": "Bob", "subject": "Re: budget", "date": "2026-11-19"},
        {"from": "Chen", "subject": "Lunch?", "date": "2026-11-18"},
    ],
    "total": 3,
}


def _receipt(ring: KeyRing, i: int) -> Receipt:
    return issue_receipt(
        ring,
        run_id=f"run-{i // 5}",
        call_id=f"c{i}",
        tool="email_search",
        arguments={"from": "alice", "limit": 10},
        output=OUTPUT,
        timestamp=NOW,
    )


def held_per_record(ring: KeyRing, n: int) -> float:
    """Bytes an in-memory ledger holds per appended receipt."""
    ledger = Ledger.memory()
    ledger.append(_receipt(ring, -1))  # the stream's own structures, before counting
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for i in range(n):
        ledger.append(_receipt(ring, i))
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    assert len(ledger) == n + 1
    return (after - before) / n


def verify_peak(ring: KeyRing, n: int, folder: Path) -> float:
    """Peak traced KiB while verifying an SQLite ledger of ``n`` receipts."""
    path = folder / f"ledger-{n}.db"
    with Ledger.open(path) as ledger, ledger.batch():
        ledger.append_many(_receipt(ring, i) for i in range(n))
    gc.collect()
    with Ledger.open(path, create=False) as ledger:
        tracemalloc.start()
        count = ledger.verify(ring)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    assert count == n
    return peak / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=10_000)
    args = parser.parse_args()
    n = args.records
    for alg in ("hmac", "ed25519"):
        ring = KeyRing.generate(alg=alg)  # type: ignore[arg-type]
        print(f"in-memory ledger, {alg}: {held_per_record(ring, n):.0f} bytes per record")
    ring = KeyRing.generate()
    with tempfile.TemporaryDirectory() as tmp:
        small = verify_peak(ring, n, Path(tmp))
        large = verify_peak(ring, 4 * n, Path(tmp))
    print(
        f"SQLite ledger verify peak: {small:.0f} KiB for {n} receipts, "
        f"{large:.0f} KiB for {4 * n} (ratio {large / small:.2f})"
    )


if __name__ == "__main__":
    main()
