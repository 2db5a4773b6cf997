"""The read side shared by the SQL backends (SQLite, PostgreSQL).

The backends differ in how they write (locks, transactions, savepoints) but read
the same way; only the table names and the parameter placeholder change.
"""

from __future__ import annotations

import threading
from abc import abstractmethod
from collections.abc import Iterator
from contextlib import AbstractContextManager
from typing import Any, ClassVar

from nyaya.store.base import Entry, Head, StreamStore

__all__ = ["COLUMNS", "SQLReads"]

COLUMNS = "seq, stream, key, tag, body, prev_hash, hash"


class SQLReads(StreamStore):
    """`get`, `entries`, `head` and `streams` over a DB-API connection with ``execute``."""

    ENTRIES: ClassVar[str]
    HEADS: ClassVar[str]
    PARAM: ClassVar[str]  # "?" for sqlite3, "%s" for psycopg

    _lock: threading.RLock
    _conn: Any

    @abstractmethod
    def _errors(self) -> AbstractContextManager[None]:
        """Turns driver errors into nyaya errors."""

    def get(self, stream: str, key: str) -> Entry | None:
        p = self.PARAM
        with self._lock, self._errors():
            row = self._conn.execute(
                f"SELECT {COLUMNS} FROM {self.ENTRIES} WHERE stream = {p} AND key = {p}",
                (stream, key),
            ).fetchone()
        return Entry(*row) if row else None

    def entries(self, stream: str, *, tag: str | None = None) -> Iterator[Entry]:
        query = f"SELECT {COLUMNS} FROM {self.ENTRIES} WHERE stream = {self.PARAM}"
        params: tuple[Any, ...] = (stream,)
        if tag is not None:
            query += f" AND tag = {self.PARAM}"
            params += (tag,)
        with self._lock, self._errors():
            rows = self._conn.execute(query + " ORDER BY seq", params).fetchall()
        for row in rows:
            yield Entry(*row)

    def head(self, stream: str) -> Head | None:
        with self._lock, self._errors():
            row = self._conn.execute(
                f"SELECT seq, hash FROM {self.HEADS} WHERE stream = {self.PARAM}", (stream,)
            ).fetchone()
        return Head(stream, row[0], row[1]) if row else None

    def streams(self) -> list[str]:
        with self._lock, self._errors():
            rows = self._conn.execute(
                f"SELECT stream FROM {self.ENTRIES} UNION SELECT stream FROM {self.HEADS}"
            ).fetchall()
        return sorted(str(row[0]) for row in rows)
