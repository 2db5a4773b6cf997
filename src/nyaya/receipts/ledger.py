"""The `Ledger`: where receipts are kept, looked up by id or run, and proven untouched."""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Self

from nyaya.errors import BadLedger, BadReceipt, LedgerTampered
from nyaya.receipts.keys import KeyRing
from nyaya.receipts.receipt import Receipt, verify_receipt

if TYPE_CHECKING:
    from nyaya.store.base import Entry, Head, StreamStore

# nyaya.store hashes with nyaya.receipts.canonical, so the store modules are imported
# where used: either package can then be imported first.

__all__ = ["RECEIPTS_STREAM", "Ledger"]

RECEIPTS_STREAM = "receipts"


class Ledger:
    """An append-only, hash-chained list of receipts (stream ``"receipts"`` of a `StreamStore`).

    Appending an id twice raises `DuplicateReceipt`; nothing is ever replaced.
    """

    def __init__(self, store: StreamStore, *, stream: str = RECEIPTS_STREAM) -> None:
        self.store = store
        self.stream = stream

    @classmethod
    def memory(cls) -> Ledger:
        """A ledger that lives as long as the process."""
        from nyaya.store.memory import MemoryStore

        return cls(MemoryStore())

    @classmethod
    def open(cls, path: str | os.PathLike[str], *, create: bool = True) -> Ledger:
        """A ledger in an SQLite file, or in PostgreSQL for a ``postgresql://`` URL.

        A file that is not a nyaya ledger is `BadLedger`.
        """
        from nyaya.store.postgres import PostgresStore, postgres_dsn
        from nyaya.store.sqlite import SQLiteStore

        dsn = postgres_dsn(path)
        if dsn is not None:
            return cls(PostgresStore(dsn, create=create))
        return cls(SQLiteStore(path, create=create))

    def append(self, receipt: Receipt) -> Entry:
        """Store one receipt."""
        return self.store.append(self.stream, receipt.id, receipt.to_dict(), tag=receipt.run_id)

    def append_many(self, receipts: Iterable[Receipt]) -> list[Entry]:
        """Store several receipts at once: all of them or, on error, none."""
        from nyaya.store.base import NewEntry

        items = [NewEntry(r.id, r.to_dict(), r.run_id) for r in receipts]
        return self.store.append_many(self.stream, items)

    def batch(self) -> AbstractContextManager[None]:
        """Group appends into one write (much faster for many receipts)."""
        return self.store.batch()

    def _receipt(self, entry: Entry) -> Receipt:
        try:
            return Receipt.from_dict(entry.body)
        except (BadReceipt, ValueError) as exc:
            raise BadLedger(f"entry {entry.seq} holds no valid receipt ({exc})") from None

    def get(self, receipt_id: str) -> Receipt | None:
        """The receipt with this id, if stored."""
        entry = self.store.get(self.stream, receipt_id)
        return self._receipt(entry) if entry is not None else None

    def for_run(self, run_id: str) -> list[Receipt]:
        """A run's receipts in the order they were stored."""
        return [self._receipt(e) for e in self.store.entries(self.stream, tag=run_id)]

    def __iter__(self) -> Iterator[Receipt]:
        return (self._receipt(e) for e in self.store.entries(self.stream))

    def __len__(self) -> int:
        return self.store.count(self.stream)

    def head(self) -> Head | None:
        """The last entry's seq and hash: anchor it elsewhere to pin the ledger."""
        return self.store.head(self.stream)

    def verify(self, ring: KeyRing | None = None) -> int:
        """Check the hash chain (and, given a ring, every receipt's signature); returns the count.

        Raises `LedgerTampered` naming the first bad entry, or the receipt's
        `SignatureInvalid` / `UnknownKey`.
        """
        count = self.store.verify(self.stream)
        for entry in self.store.entries(self.stream):
            receipt = self._receipt(entry)
            if receipt.id != entry.key or receipt.run_id != entry.tag:
                raise LedgerTampered(
                    f"entry {entry.seq} is filed under {entry.key!r} but holds {receipt.id!r}",
                    position=entry.seq,
                    receipt_id=entry.key,
                )
            if ring is not None:
                verify_receipt(receipt, ring)
        return count

    def flush(self) -> None:
        """Make every append so far durable."""
        self.store.flush()

    def close(self) -> None:
        """Release the store."""
        self.store.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
