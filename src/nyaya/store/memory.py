"""An in-memory `StreamStore`: for tests, short scripts and one-shot checks.

Entries are held compactly and rebuilt on read: a stream keeps parallel lists of keys,
tags (one shared object per distinct tag), bodies (canonical JSON, zlib-compressed) and
raw 32-byte hashes; seq is the position and ``prev_hash`` the hash before. A typical
receipt then costs well under 1 KiB of memory (``benchmarks/bench_receipts.py``
measures it) instead of an `Entry` object with its strings.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Iterator
from contextlib import AbstractContextManager, nullcontext

from nyaya.store.base import (
    GENESIS_HASH,
    Entry,
    Head,
    NewEntry,
    StreamStore,
    chain,
    reject_repeated_keys,
)

__all__ = ["MemoryStore"]

_PREFIX = "sha256:"


def _pack_hash(text: str) -> bytes:
    return bytes.fromhex(text.removeprefix(_PREFIX))


def _unpack_hash(raw: bytes) -> str:
    return _PREFIX + raw.hex()


class _Stream:
    __slots__ = ("bodies", "by_key", "hashes", "keys", "tag_pool", "tags")

    def __init__(self) -> None:
        self.keys: list[str] = []
        self.tags: list[str | None] = []
        self.bodies: list[bytes] = []
        self.hashes: list[bytes] = []
        self.by_key: dict[str, int] = {}
        self.tag_pool: dict[str, str] = {}

    def last_hash(self) -> str:
        return _unpack_hash(self.hashes[-1]) if self.hashes else GENESIS_HASH

    def add(self, entry: Entry) -> None:
        tag = entry.tag if entry.tag is None else self.tag_pool.setdefault(entry.tag, entry.tag)
        self.by_key[entry.key] = len(self.keys)
        self.keys.append(entry.key)
        self.tags.append(tag)
        self.bodies.append(zlib.compress(entry.body_json.encode("utf-8"), 1))
        self.hashes.append(_pack_hash(entry.hash))

    def entry(self, stream: str, index: int) -> Entry:
        prev = _unpack_hash(self.hashes[index - 1]) if index else GENESIS_HASH
        return Entry(
            index + 1,
            stream,
            self.keys[index],
            self.tags[index],
            zlib.decompress(self.bodies[index]).decode("utf-8"),
            prev,
            _unpack_hash(self.hashes[index]),
        )


class MemoryStore(StreamStore):
    """Streams held in memory; the same chain and rules as the durable stores."""

    def __init__(self) -> None:
        self._streams: dict[str, _Stream] = {}

    def append_many(self, stream: str, items: Iterable[NewEntry]) -> list[Entry]:
        batch = list(items)
        held = self._streams.get(stream)
        reject_repeated_keys(batch, held.by_key if held is not None else {})
        if held is None:
            held = self._streams[stream] = _Stream()
        new = chain(stream, len(held.keys) + 1, held.last_hash(), batch)
        for entry in new:
            held.add(entry)
        return new

    def get(self, stream: str, key: str) -> Entry | None:
        held = self._streams.get(stream)
        if held is None or (index := held.by_key.get(key)) is None:
            return None
        return held.entry(stream, index)

    def entries(self, stream: str, *, tag: str | None = None) -> Iterator[Entry]:
        held = self._streams.get(stream)
        if held is None:
            return
        # Up to the length at the first read: entries appended meanwhile are not seen.
        for index in range(len(held.keys)):
            if tag is None or held.tags[index] == tag:
                yield held.entry(stream, index)

    def entry_at(self, stream: str, seq: int) -> Entry | None:
        held = self._streams.get(stream)
        if held is None or not 1 <= seq <= len(held.keys):
            return None
        return held.entry(stream, seq - 1)

    def head(self, stream: str) -> Head | None:
        held = self._streams.get(stream)
        if held is None or not held.keys:
            return None
        return Head(stream, len(held.keys), held.last_hash())

    def streams(self) -> list[str]:
        return sorted(name for name, held in self._streams.items() if held.keys)

    def batch(self) -> AbstractContextManager[None]:
        return nullcontext()
