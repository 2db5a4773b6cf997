"""Group commit: many requests' ledger entries written in one transaction.

A request is acknowledged only after its entry is committed (so an acknowledged
check is never lost), but committing each one alone would cost a transaction per
request and, with several worker processes on one SQLite file, make them collide
on the chain head. The writer collects what arrives while the previous batch is
being written and appends it with one `StreamStore.append_many` in a thread.
"""

from __future__ import annotations

import asyncio
import contextlib

from nyaya.store.base import Entry, NewEntry, StreamStore

__all__ = ["GroupWriter"]

_MAX_BATCH = 512


class GroupWriter:
    """Appends entries to ``store`` in batches; `append` returns once its entry is stored."""

    def __init__(self, store: StreamStore) -> None:
        self.store = store
        self._queue: asyncio.Queue[tuple[str, NewEntry, asyncio.Future[Entry]]] | None = None
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self._queue = asyncio.Queue()
        self._task = asyncio.create_task(self._run(), name="nyaya-ledger-writer")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def append(self, stream: str, entry: NewEntry) -> Entry:
        if self._queue is None:
            raise RuntimeError("the writer is not started")
        done: asyncio.Future[Entry] = asyncio.get_running_loop().create_future()
        await self._queue.put((stream, entry, done))
        return await done

    async def _run(self) -> None:
        assert self._queue is not None
        while True:
            first = await self._queue.get()
            batch = [first]
            while len(batch) < _MAX_BATCH and not self._queue.empty():
                batch.append(self._queue.get_nowait())
            by_stream: dict[str, list[tuple[NewEntry, asyncio.Future[Entry]]]] = {}
            for stream, entry, done in batch:
                by_stream.setdefault(stream, []).append((entry, done))
            for stream, pending in by_stream.items():
                await self._write(stream, pending)

    def _append(self, stream: str, entries: list[NewEntry]) -> list[Entry]:
        # Inside a batch the store takes its write lock before it reads the stream head
        # (SQLite: BEGIN IMMEDIATE with an empty head cache; PostgreSQL: an advisory lock),
        # so worker processes appending to one file never race for the same position.
        with self.store.batch():
            return self.store.append_many(stream, entries)

    async def _write(
        self, stream: str, pending: list[tuple[NewEntry, asyncio.Future[Entry]]]
    ) -> None:
        try:
            stored = await asyncio.to_thread(self._append, stream, [e for e, _ in pending])
        except Exception as exc:  # every waiting request learns it was not stored
            for _, done in pending:
                if not done.done():
                    done.set_exception(exc)
            return
        for (_, done), entry in zip(pending, stored, strict=True):
            if not done.done():
                done.set_result(entry)
