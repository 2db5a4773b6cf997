"""A separate process for the concurrency tests: appends receipts, or verifies in a loop.

    python ledger_worker.py append TARGET KEYFILE WORKER COUNT   prints each acknowledged id
    python ledger_worker.py verify TARGET KEYFILE STOPFILE        prints "ok N" per clean verify

Run by path (not imported), so it works under any pytest import mode.
"""

from __future__ import annotations

import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from nyaya.errors import NyayaError
from nyaya.receipts import KeyRing, Ledger, issue_receipt

T0 = datetime(2026, 11, 21, tzinfo=UTC)


def append(target: str, keyfile: str, worker: int, count: int) -> None:
    ring = KeyRing.from_file(keyfile)
    with Ledger.open(target, signer=ring, checkpoint_every=250) as ledger:
        for i in range(count):
            receipt = issue_receipt(
                ring,
                run_id=f"w{worker}",
                call_id=f"c{i}",
                tool="search",
                arguments={"worker": worker, "i": i},
                output=[{"worker": worker, "i": i}],
                timestamp=T0 + timedelta(microseconds=i),
            )
            ledger.append(receipt)
            print(receipt.id, flush=True)  # acknowledged: it is committed


def verify(target: str, keyfile: str, stopfile: str) -> None:
    ring = KeyRing.from_file(keyfile)
    stop = Path(stopfile)
    with Ledger.open(target, create=False) as ledger:
        while True:
            last = stop.exists()
            try:
                summary = ledger.verify_all(ring)
            except NyayaError as exc:
                print(f"FAILED {type(exc).__name__}: {exc}", flush=True)
                sys.exit(1)
            print(f"ok {summary.receipts} {summary.checkpoints}", flush=True)
            if last:
                return
            time.sleep(0.5)  # leave the CPU to the writers between snapshots


if __name__ == "__main__":
    mode, target, keyfile, *rest = sys.argv[1:]
    if mode == "append":
        append(target, keyfile, int(rest[0]), int(rest[1]))
    else:
        verify(target, keyfile, rest[0])
