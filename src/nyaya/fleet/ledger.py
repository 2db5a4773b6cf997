"""Re-verify one range of a PostgreSQL ledger's receipts: chain links, hashes, signatures.

A range ``[start, end)`` is read with the entry before it, so each partition checks
its own links to the chain without the rest of it; the job checks the last entry
against the stream's head. Counts go to ``Aggregate.receipts`` (``verified``, and per
failure ``failed:<code>``), by tool and by day; the first failures are kept as the
worst entries.
"""

from __future__ import annotations

from collections import Counter

from nyaya.errors import BadReceipt, VerificationFailed
from nyaya.fleet.aggregate import Aggregate, WorstRun
from nyaya.fleet.sources import Partition
from nyaya.receipts import KeyRing, Receipt, verify_receipt
from nyaya.store.base import GENESIS_HASH, Entry, entry_hash
from nyaya.store.sql import COLUMNS

__all__ = ["verify_range"]


def verify_range(part: Partition, ring: KeyRing | None, *, top: int = 20) -> Aggregate:
    """Verify the receipts with seq in ``[part.start, part.end)``."""
    from nyaya.store.postgres import PostgresStore

    agg = Aggregate(top=top)
    store = PostgresStore(part.source, create=False)
    try:
        # The store has no range read; this is its own table, read with its own columns.
        rows = store._conn.execute(
            f"SELECT {COLUMNS} FROM {store.ENTRIES} WHERE stream = %s AND seq >= %s AND seq < %s"
            " ORDER BY seq",
            ("receipts", part.start - 1, part.end),
        ).fetchall()
    finally:
        store.close()
    entries = [Entry(*row) for row in rows]
    prev = GENESIS_HASH
    if entries and entries[0].seq == part.start - 1:
        prev = entries.pop(0).hash
    expected = part.start
    for entry in entries:
        problem = None
        if entry.seq != expected:
            problem = "missing_entry"
        elif entry.prev_hash != prev:
            problem = "broken_link"
        elif (
            entry_hash(
                entry.seq, entry.stream, entry.key, entry.tag, entry.body_json, entry.prev_hash
            )
            != entry.hash
        ):
            problem = "modified_entry"
        tool, day = "unknown", "unknown"
        if problem is None:
            try:
                receipt = Receipt.from_dict(entry.body)
                tool, day = receipt.tool, receipt.timestamp.date().isoformat()
                if receipt.id != entry.key:
                    problem = "misfiled_receipt"
                elif ring is not None:
                    verify_receipt(receipt, ring)
            except BadReceipt:
                problem = "bad_receipt"
            except VerificationFailed as exc:
                problem = type(exc).__name__
        agg.runs += 1
        outcome = "verified" if problem is None else "failed"
        agg.by_agent.setdefault(tool, Counter())[outcome] += 1
        agg.by_day.setdefault(day, Counter())[outcome] += 1
        agg.receipts["verified" if problem is None else f"failed:{problem}"] += 1
        if problem is not None:
            agg._keep(
                WorstRun(0, 0.0, entry.key, f"seq {entry.seq}", "block", problem, tool, day, ())
            )
        prev = entry.hash
        expected = entry.seq + 1
    if expected != part.end:
        agg.receipts["failed:missing_entry"] += part.end - expected
    return agg
