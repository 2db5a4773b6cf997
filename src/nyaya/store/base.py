"""The append-only, hash-chained stream store every nyaya ledger sits on.

A store holds named streams ("receipts", "audit", ...). Each entry is
``(seq, stream, key, tag, body, prev_hash, hash)``: ``seq`` counts from 1 per
stream, ``key`` is unique within the stream, ``tag`` is an optional lookup
value (a run id), ``body`` is canonical JSON text, and ``hash`` covers all of
these plus the previous entry's hash. Editing, deleting or reordering stored
entries therefore breaks the chain, and each stream's head (last seq and hash)
is kept apart so that cutting the tail shows too. A chain carries no secret:
whoever can write the file can rebuild it, so anchor it: signed checkpoints
(`nyaya.store.checkpoint`) and a head kept elsewhere (``ledger verify --expect-head``).

Reads are streamed (a page of rows at a time), and `snapshot()` makes every read
in its block see one consistent state, so a verifier never mistakes another
process's append for tampering.

Backends implement the storage primitives; the chain rules live here, once.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Container, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from typing import Any, Self

from nyaya.errors import DuplicateReceipt, LedgerTampered
from nyaya.receipts.canonical import _SAFE_INT, canonical_json, orjson_canonical, sha256_hex

__all__ = [
    "GENESIS_HASH",
    "Entry",
    "Head",
    "NewEntry",
    "StreamStore",
    "entry_hash",
    "verify_chain",
]

GENESIS_HASH = "sha256:" + "0" * 64
"""The ``prev_hash`` of every stream's first entry."""


@dataclass(frozen=True)
class NewEntry:
    """An entry to append: its key, its JSON body and an optional lookup tag.

    ``body_json`` is the body's canonical JSON when the caller already holds it (a
    receipt writes its own, `Receipt.to_json`); it must equal ``canonical_json(body)``.
    """

    key: str
    body: Mapping[str, Any]
    tag: str | None = None
    body_json: str | None = None


@dataclass(frozen=True)
class Entry:
    """A stored entry; ``body_json`` is the canonical JSON text the hash covers."""

    seq: int
    stream: str
    key: str
    tag: str | None
    body_json: str
    prev_hash: str
    hash: str

    @property
    def body(self) -> Any:
        """The parsed body."""
        return json.loads(self.body_json)


@dataclass(frozen=True)
class Head:
    """A stream's last entry: anchor it to pin the whole chain."""

    stream: str
    seq: int
    hash: str


_ENTRY_DOMAIN = b"nyaya/store-entry/v1\n"


def entry_hash(
    seq: int, stream: str, key: str, tag: str | None, body_json: str, prev_hash: str
) -> str:
    """The chain hash of one entry."""
    parts = [seq, stream, key, tag, body_json, prev_hash]
    # Exact str and a JSON-safe int are what `canonical_json` hands to orjson anyway; saying
    # so here skips its walk over the parts (a receipt's body is most of a row's bytes).
    if (
        type(seq) is int
        and -_SAFE_INT <= seq <= _SAFE_INT
        and type(stream) is str
        and type(key) is str
        and (tag is None or type(tag) is str)
        and type(body_json) is str
        and type(prev_hash) is str
        and (data := orjson_canonical(parts)) is not None
    ):
        return sha256_hex(_ENTRY_DOMAIN + data)
    return sha256_hex(_ENTRY_DOMAIN + canonical_json(parts))


def chain(stream: str, start_seq: int, prev_hash: str, items: Sequence[NewEntry]) -> list[Entry]:
    """Entries for ``items`` after a chain whose last entry is ``(start_seq - 1, prev_hash)``."""
    out: list[Entry] = []
    for offset, item in enumerate(items):
        seq = start_seq + offset
        body_json = item.body_json
        if body_json is None:
            body_json = canonical_json(dict(item.body)).decode("utf-8")
        digest = entry_hash(seq, stream, item.key, item.tag, body_json, prev_hash)
        out.append(Entry(seq, stream, item.key, item.tag, body_json, prev_hash, digest))
        prev_hash = digest
    return out


def verify_chain(
    stream: str,
    entries: Iterable[Entry],
    head: Head | None,
    visit: Callable[[Entry], None] | None = None,
) -> int:
    """Check one stream's entries (in stored seq order) against its head; returns the count.

    Raises `LedgerTampered` naming the first entry that does not hold. ``visit`` sees each
    entry once its hash is checked (one pass for whoever also reads the bodies).
    """
    expected_seq, prev = 1, GENESIS_HASH
    for entry in entries:
        where = f"stream {stream!r} entry {expected_seq}"
        if type(entry.seq) is not int:
            raise LedgerTampered(
                f"{where} has a sequence number that is not an integer ({entry.seq!r:.40})",
                position=expected_seq,
            )
        if entry.seq != expected_seq:
            problem = (
                f"is missing (the next stored is {entry.seq})"
                if entry.seq > expected_seq
                else f"is out of order (seq {entry.seq})"
            )
            raise LedgerTampered(f"{where} {problem}", position=expected_seq, receipt_id=entry.key)
        if entry.prev_hash != prev:
            raise LedgerTampered(
                f"{where} (key {entry.key!r}) does not follow the entry before it",
                position=entry.seq,
                receipt_id=entry.key,
            )
        try:
            recomputed = entry_hash(
                entry.seq, entry.stream, entry.key, entry.tag, entry.body_json, entry.prev_hash
            )
        except (ValueError, TypeError):
            recomputed = ""  # a column of the wrong type: the row was written by hand
        if recomputed != entry.hash:
            raise LedgerTampered(
                f"{where} (key {entry.key!r}) was modified",
                position=entry.seq,
                receipt_id=entry.key,
            )
        if visit is not None:
            visit(entry)
        prev = entry.hash
        expected_seq += 1
    count = expected_seq - 1
    head_seq = head.seq if head is not None else 0
    head_hash = head.hash if head is not None else GENESIS_HASH
    if head_seq != count:
        raise LedgerTampered(
            f"stream {stream!r} entry {count + 1} is missing (the head says {head_seq} entries)",
            position=count + 1,
        )
    if head_hash != prev:
        raise LedgerTampered(
            f"stream {stream!r} entry {count} does not match the stream head", position=count
        )
    return count


def reject_repeated_keys(batch: Iterable[NewEntry], known: Container[str] = ()) -> None:
    """Raise `DuplicateReceipt` for the first key already ``known`` or repeated in ``batch``."""
    seen: set[str] = set()
    for item in batch:
        if item.key in known or item.key in seen:
            raise DuplicateReceipt(item.key)
        seen.add(item.key)


class StreamStore(ABC):
    """Append-only streams of hash-chained entries; nothing is ever replaced or removed.

    Appending a key the stream already holds raises `DuplicateReceipt` and
    stores nothing. `append_many` is all or nothing. Inside ``with
    store.batch():`` appends share one transaction, committed when the block
    ends (also when it raises: what was appended did happen).
    """

    def append(
        self, stream: str, key: str, body: Mapping[str, Any], *, tag: str | None = None
    ) -> Entry:
        """Append one entry to ``stream``."""
        return self.append_many(stream, [NewEntry(key, body, tag)])[0]

    @abstractmethod
    def append_many(self, stream: str, items: Iterable[NewEntry]) -> list[Entry]:
        """Append several entries atomically, in order."""

    @abstractmethod
    def get(self, stream: str, key: str) -> Entry | None:
        """The entry with this key, if any."""

    @abstractmethod
    def entries(self, stream: str, *, tag: str | None = None) -> Iterator[Entry]:
        """Entries of ``stream`` in seq order, only those with ``tag`` when given."""

    @abstractmethod
    def head(self, stream: str) -> Head | None:
        """The stream's recorded head, None for an empty stream."""

    @abstractmethod
    def entry_at(self, stream: str, seq: int) -> Entry | None:
        """The entry stored at ``seq``, if any."""

    def snapshot(self) -> AbstractContextManager[None]:
        """Every read inside the block sees one consistent state of the store."""
        return nullcontext()

    @abstractmethod
    def streams(self) -> list[str]:
        """Names of the streams holding entries or a head, sorted."""

    @abstractmethod
    def batch(self) -> AbstractContextManager[None]:
        """Group appends into one transaction."""

    def count(self, stream: str) -> int:
        """Entries in ``stream`` according to its head."""
        head = self.head(stream)
        return head.seq if head is not None else 0

    def verify(
        self, stream: str | None = None, *, visit: Callable[[Entry], None] | None = None
    ) -> int:
        """Check the chain of one stream or all on one snapshot; returns entries checked.

        Raises `LedgerTampered`; ``visit`` sees every entry once it is checked.
        """
        with self.snapshot():
            names = [stream] if stream is not None else self.streams()
            total = 0
            for name in names:
                head = self.head(name)
                total += verify_chain(name, self.entries(name), head, visit)
            return total

    def flush(self) -> None:  # noqa: B027  (optional hook; memory has nothing to flush)
        """Make every append so far durable."""

    def close(self) -> None:  # noqa: B027
        """Release the backend."""

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
