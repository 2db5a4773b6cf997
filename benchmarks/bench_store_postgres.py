"""PostgreSQL ledger throughput on a real server: ``python benchmarks/bench_store_postgres.py``.

Needs a server: ``eval "$(bash scripts/postgres-for-tests.sh)"`` sets
``NYAYA_TEST_POSTGRES_DSN`` (or pass ``--dsn``). Works in a schema of its own
and drops it afterwards. Prints the median of several rounds, per wall second
(what a caller waits; the server's work is in another process) and per client
CPU second, for: receipt appends one transaction each, inside ``batch()``,
through ``append_many``, two connections appending at once, and chain verify;
SQLite on the same machine for the ratio.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg

# Run as a script from the repository root: benchmarks/ is on sys.path, so the
# receipts benchmark's workload and timing are shared rather than copied.
from bench_receipts import NOW, OUTPUT, rate
from nyaya.receipts import KeyRing, Ledger, Receipt, issue_receipt
from nyaya.store import PostgresStore


def receipts(ring: KeyRing, prefix: str) -> Iterator[Receipt]:
    i = 0
    while True:
        yield issue_receipt(
            ring,
            run_id=f"run-{i // 10}",
            call_id=f"{prefix}{i}",
            tool="email_search",
            arguments={"i": i},
            output=OUTPUT,
            timestamp=NOW,
        )
        i += 1


def workloads(ledger: Ledger, pool: Iterator[Receipt]) -> dict[str, Callable[[int], None]]:
    def single(m: int) -> None:
        for _ in range(m):
            ledger.append(next(pool))

    def batched(m: int) -> None:
        with ledger.batch():
            for _ in range(m):
                ledger.append(next(pool))

    def many(m: int) -> None:
        for start in range(0, m, 500):
            ledger.append_many([next(pool) for _ in range(min(500, m - start))])

    return {"single": single, "batched": batched, "append_many(500)": many}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dsn", default=os.environ.get("NYAYA_TEST_POSTGRES_DSN"))
    parser.add_argument("--n", type=int, default=2000, help="appends per round")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    if not args.dsn:
        sys.exit('no server: eval "$(bash scripts/postgres-for-tests.sh)" or pass --dsn')
    n, rounds = args.n, args.rounds
    ring = KeyRing.generate("hmac")
    pool = receipts(ring, "c")
    # Receipts are made ahead, so only storing them is timed.
    made = [next(pool) for _ in range(n * rounds * 3 + 20 * n)]
    schema = f"nyaya_bench_{uuid.uuid4().hex[:12]}"
    admin = psycopg.connect(args.dsn, autocommit=True)
    settings = {
        name: str(admin.execute(f"SHOW {name}").fetchone()[0])  # type: ignore[index]
        for name in ("server_version", "fsync", "synchronous_commit")
    }
    store = PostgresStore(args.dsn, schema=schema)
    try:
        ledger = Ledger(store)
        it = iter(made)
        pg = {label: rate(n, fn, rounds) for label, fn in workloads(ledger, it).items()}

        other = PostgresStore(args.dsn, schema=schema)
        second = Ledger(other)

        def two_writers(m: int) -> None:
            mine = [next(it) for _ in range(m)]
            halves = (mine[: m // 2], mine[m // 2 :])

            def write(target: Ledger, part: list[Receipt]) -> None:
                for r in part:
                    target.append(r)

            threads = [
                threading.Thread(target=write, args=(target, part))
                for target, part in zip((ledger, second), halves, strict=True)
            ]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()

        pg["two connections, single"] = rate(n, two_writers, rounds)
        other.close()
        start = time.perf_counter()
        checked = ledger.verify()
        verify_rate = checked / (time.perf_counter() - start)
    finally:
        store.close()
        admin.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        admin.close()

    with tempfile.TemporaryDirectory() as tmp, Ledger.open(Path(tmp) / "bench.db") as lite:
        sqlite = {
            label: rate(n, fn, rounds) for label, fn in workloads(lite, receipts(ring, "s")).items()
        }

    load = f"{os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else "n/a"
    print(
        f"PostgreSQL {settings['server_version']} (fsync={settings['fsync']}, "
        f"synchronous_commit={settings['synchronous_commit']}): median of {rounds} rounds "
        f"x {n} receipt appends (load {load})"
    )
    head = ("appends", "per wall s", "per CPU s", "SQLite wall", "PG/SQLite")
    print("  {:<26} {:>11} {:>10} {:>12} {:>10}".format(*head))
    for label, (per_cpu, per_wall) in pg.items():
        lite_wall = sqlite.get(label, (0.0, 0.0))[1]
        ratio = f"{per_wall / lite_wall:.2f}" if lite_wall else "-"
        lite_text = f"{lite_wall:,.0f}" if lite_wall else "-"
        print(f"  {label:<26} {per_wall:>11,.0f} {per_cpu:>10,.0f} {lite_text:>12} {ratio:>10}")
    print(f"  chain verify: {verify_rate:,.0f} entries/s over {checked:,} entries")


if __name__ == "__main__":
    main()
