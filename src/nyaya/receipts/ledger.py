"""The `Ledger`: where receipts are kept, looked up by id or run, and proven untouched.

Given the runtime's key ring (``signer``), the ledger anchors its own chain: a
signed checkpoint of the head every ``checkpoint_every`` appends and on close
(`nyaya.store.checkpoint`). `Ledger.verify` checks the chain, every receipt, every
checkpoint and, when given, a head kept elsewhere, in one streaming pass over one
consistent snapshot.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Self

from nyaya.errors import BadInput, BadLedger, BadReceipt, LedgerTampered
from nyaya.receipts.keys import KeyRing
from nyaya.receipts.receipt import Receipt, verify_receipt
from nyaya.store.base import Entry, Head, NewEntry, StreamStore
from nyaya.store.checkpoint import (
    Checkpoint,
    HeadAnchor,
    check_anchor,
    verify_checkpoints,
    write_checkpoint,
)
from nyaya.store.memory import MemoryStore

# One direction only: the ledger uses the stores; the stores use nothing of the receipts
# but their canonical bytes and keys. The SQLite and PostgreSQL back-ends load in `open`.

__all__ = ["CHECKPOINT_EVERY", "RECEIPTS_STREAM", "Ledger", "LedgerSummary"]

RECEIPTS_STREAM = "receipts"
CHECKPOINT_EVERY = 1000
"""Appends between two signed checkpoints (one is also written on close)."""


@dataclass(frozen=True, slots=True)
class LedgerSummary:
    """What `Ledger.verify_all` proved."""

    receipts: int
    entries: int
    checkpoints: int
    signatures_checked: bool
    latest_checkpoint: Checkpoint | None
    anchored: bool


class _Body(Mapping[str, Any]):
    """A receipt's `Receipt.to_dict`, built on first read: the stores write the entry's
    ``body_json`` (the receipt's own canonical text) and never read it on append."""

    __slots__ = ("_data", "_receipt")

    def __init__(self, receipt: Receipt) -> None:
        self._receipt = receipt
        self._data: dict[str, Any] | None = None

    def _dict(self) -> dict[str, Any]:
        if self._data is None:
            self._data = self._receipt.to_dict()
        return self._data

    def __getitem__(self, name: str) -> Any:
        return self._dict()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._dict())

    def __len__(self) -> int:
        return len(self._dict())


def _utc_now() -> datetime:
    return datetime.now(UTC)


class Ledger:
    """An append-only, hash-chained list of receipts (stream ``"receipts"`` of a `StreamStore`).

    Appending an id twice raises `DuplicateReceipt`; nothing is ever replaced.
    """

    def __init__(
        self,
        store: StreamStore,
        *,
        stream: str = RECEIPTS_STREAM,
        signer: KeyRing | None = None,
        checkpoint_every: int = CHECKPOINT_EVERY,
        clock: Callable[[], datetime] = _utc_now,
    ) -> None:
        if checkpoint_every < 1:
            raise BadInput("must be at least 1", field="checkpoint_every")
        self.store = store
        self.stream = stream
        self.signer = signer
        self.checkpoint_every = checkpoint_every
        self._clock = clock
        self._unanchored = 0

    @classmethod
    def memory(cls, *, signer: KeyRing | None = None) -> Ledger:
        """A ledger that lives as long as the process."""
        return cls(MemoryStore(), signer=signer)

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str],
        *,
        create: bool = True,
        signer: KeyRing | None = None,
        checkpoint_every: int = CHECKPOINT_EVERY,
    ) -> Ledger:
        """A ledger in an SQLite file, or in PostgreSQL for a ``postgresql://`` URL.

        A file that is not a nyaya ledger (an empty file too) is `BadLedger`. With
        ``signer`` the ledger writes signed checkpoints (see the module).
        """
        from nyaya.store.postgres import PostgresStore, postgres_dsn
        from nyaya.store.sqlite import SQLiteStore

        dsn = postgres_dsn(path)
        store: StreamStore = (
            PostgresStore(dsn, create=create)
            if dsn is not None
            else SQLiteStore(path, create=create)
        )
        return cls(store, signer=signer, checkpoint_every=checkpoint_every)

    def append(self, receipt: Receipt) -> Entry:
        """Store one receipt."""
        item = NewEntry(receipt.id, _Body(receipt), receipt.run_id, receipt.to_json())
        entry = self.store.append_many(self.stream, [item])[0]
        self._appended(1)
        return entry

    def append_many(self, receipts: Iterable[Receipt]) -> list[Entry]:
        """Store several receipts at once: all of them or, on error, none."""
        items = [NewEntry(r.id, _Body(r), r.run_id, r.to_json()) for r in receipts]
        entries = self.store.append_many(self.stream, items)
        self._appended(len(entries))
        return entries

    def _appended(self, count: int) -> None:
        self._unanchored += count
        if self.signer is not None and self._unanchored >= self.checkpoint_every:
            self.checkpoint()

    def checkpoint(self) -> Checkpoint | None:
        """Sign and store the current head now (None without a signer or entries)."""
        if self.signer is None:
            return None
        written = write_checkpoint(self.store, self.signer, self.stream, at=self._clock())
        self._unanchored = 0
        return written

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
        return list(self.receipts(run_id))

    def receipts(self, run_id: str | None = None) -> Iterator[Receipt]:
        """Receipts in stored order (only ``run_id``'s when given), read a page at a time."""
        return (self._receipt(e) for e in self.store.entries(self.stream, tag=run_id))

    def __iter__(self) -> Iterator[Receipt]:
        return (self._receipt(e) for e in self.store.entries(self.stream))

    def __len__(self) -> int:
        return self.store.count(self.stream)

    def head(self) -> Head | None:
        """The last entry's seq and hash: anchor it elsewhere to pin the ledger."""
        return self.store.head(self.stream)

    def verify(self, ring: KeyRing | None = None, *, expect_head: HeadAnchor | None = None) -> int:
        """Check the chain, every receipt and checkpoint (signatures too, given a ring).

        Returns the receipt count. Raises `LedgerTampered` naming the first bad entry, or
        a receipt's `SignatureInvalid` / `UnknownKey`. ``expect_head`` is a head kept
        elsewhere: the ledger must still hold it.
        """
        return self.verify_all(ring, expect_head=expect_head).receipts

    def verify_all(
        self, ring: KeyRing | None = None, *, expect_head: HeadAnchor | None = None
    ) -> LedgerSummary:
        """Like `verify`, over every stream of the store, saying what was proved."""
        receipts = 0

        def visit(entry: Entry) -> None:
            nonlocal receipts
            if entry.stream != self.stream:
                return
            receipt = self._receipt(entry)
            if receipt.id != entry.key or receipt.run_id != entry.tag:
                raise LedgerTampered(
                    f"entry {entry.seq} is filed under {entry.key!r} but holds {receipt.id!r}",
                    position=entry.seq,
                    receipt_id=entry.key,
                )
            if ring is not None:
                verify_receipt(receipt, ring)
            receipts += 1

        with self.store.snapshot():
            entries = self.store.verify(visit=visit)
            report = verify_checkpoints(self.store, self.stream, ring)
            if expect_head is not None:
                check_anchor(self.store, self.stream, expect_head)
        return LedgerSummary(
            receipts=receipts,
            entries=entries,
            checkpoints=report.checkpoints,
            signatures_checked=ring is not None,
            latest_checkpoint=report.latest,
            anchored=expect_head is not None,
        )

    def flush(self) -> None:
        """Make every append so far durable."""
        self.store.flush()

    def close(self) -> None:
        """Checkpoint what was appended since the last checkpoint, then release the store."""
        try:
            if self.signer is not None and self._unanchored:
                self.checkpoint()
        finally:
            self.store.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
