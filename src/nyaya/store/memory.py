"""An in-memory `StreamStore`: for tests, short scripts and one-shot checks."""

from __future__ import annotations

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


class MemoryStore(StreamStore):
    """Streams held in lists; the same chain and rules as the durable stores."""

    def __init__(self) -> None:
        self._streams: dict[str, list[Entry]] = {}
        self._keys: dict[str, dict[str, Entry]] = {}

    def append_many(self, stream: str, items: Iterable[NewEntry]) -> list[Entry]:
        batch = list(items)
        reject_repeated_keys(batch, self._keys.get(stream, {}))
        stored = self._streams.get(stream, [])
        prev = stored[-1].hash if stored else GENESIS_HASH
        new = chain(stream, len(stored) + 1, prev, batch)
        self._streams.setdefault(stream, []).extend(new)
        index = self._keys.setdefault(stream, {})
        for entry in new:
            index[entry.key] = entry
        return new

    def get(self, stream: str, key: str) -> Entry | None:
        return self._keys.get(stream, {}).get(key)

    def entries(self, stream: str, *, tag: str | None = None) -> Iterator[Entry]:
        for entry in list(self._streams.get(stream, [])):
            if tag is None or entry.tag == tag:
                yield entry

    def entry_at(self, stream: str, seq: int) -> Entry | None:
        stored = self._streams.get(stream, [])
        return stored[seq - 1] if 1 <= seq <= len(stored) else None

    def head(self, stream: str) -> Head | None:
        stored = self._streams.get(stream)
        if not stored:
            return None
        return Head(stream, stored[-1].seq, stored[-1].hash)

    def streams(self) -> list[str]:
        return sorted(name for name, stored in self._streams.items() if stored)

    def batch(self) -> AbstractContextManager[None]:
        return nullcontext()
