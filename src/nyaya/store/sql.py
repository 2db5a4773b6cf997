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

__all__ = ["COLUMNS", "PAGE", "SQLReads"]

COLUMNS = "seq, stream, key, tag, body, prev_hash, hash"
PAGE = 1000
"""Rows read per query: memory stays bounded whatever the ledger's length."""


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
        # Keyset pages (seq > last): bounded memory, and each page is one indexed range read.
        p = self.PARAM
        query = f"SELECT {COLUMNS} FROM {self.ENTRIES} WHERE stream = {p}"
        params: tuple[Any, ...] = (stream,)
        if tag is not None:
            query += f" AND tag = {p}"
            params += (tag,)
        query += f" AND seq > {p} ORDER BY seq LIMIT {PAGE}"
        last: Any = None
        while True:
            with self._lock, self._errors():
                if last is None:
                    rows = self._conn.execute(
                        query.replace(f" AND seq > {p}", ""), params
                    ).fetchall()
                else:
                    rows = self._conn.execute(query, (*params, last)).fetchall()
            for row in rows:
                yield Entry(*row)
            if len(rows) < PAGE:
                return
            last = rows[-1][0]

    def entry_at(self, stream: str, seq: int) -> Entry | None:
        p = self.PARAM
        with self._lock, self._errors():
            row = self._conn.execute(
                f"SELECT {COLUMNS} FROM {self.ENTRIES} WHERE stream = {p} AND seq = {p}",
                (stream, seq),
            ).fetchone()
        return Entry(*row) if row else None

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
