"""Where fetched pages are kept so that a re-audit does not fetch them again.

A cache maps a requested URL to its `FetchResult` (pages that answered and pages
that do not exist; refusals and transient failures are never cached) with the wall
time it was stored, so a reader can apply its own time-to-live. `MemoryCache` lives
as long as the fetcher; `SQLiteCache` is one file that survives between audits.
"""

from __future__ import annotations

import sqlite3
import threading
from datetime import datetime
from pathlib import Path
from typing import Protocol, runtime_checkable

from nyaya._lru import LRU
from nyaya.crosscheck.results import FetchResult
from nyaya.errors import BadInput

__all__ = ["FetchCache", "MemoryCache", "SQLiteCache"]


@runtime_checkable
class FetchCache(Protocol):
    """Stored fetch results by requested URL."""

    def get(self, url: str) -> tuple[FetchResult, datetime] | None: ...

    def put(self, url: str, result: FetchResult, stored_at: datetime) -> None: ...


class MemoryCache:
    """A cache for one process, of the ``maxsize`` most recently used URLs."""

    def __init__(self, maxsize: int = 1024) -> None:
        self._items: LRU[str, tuple[FetchResult, datetime]] = LRU(maxsize)

    def get(self, url: str) -> tuple[FetchResult, datetime] | None:
        return self._items.get(url)

    def put(self, url: str, result: FetchResult, stored_at: datetime) -> None:
        self._items.put(url, (result, stored_at))

    def __len__(self) -> int:
        return len(self._items)


class SQLiteCache:
    """A cache in one SQLite file (created when missing)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        try:
            self._conn = sqlite3.connect(self.path, check_same_thread=False)
            self._conn.execute(
                "CREATE TABLE IF NOT EXISTS nyaya_fetch_cache ("
                "url TEXT PRIMARY KEY, stored_at TEXT NOT NULL, result TEXT NOT NULL)"
            )
            self._conn.commit()
        except sqlite3.DatabaseError as exc:
            raise BadInput(f"not a usable cache file ({exc})", path=str(self.path)) from None

    def get(self, url: str) -> tuple[FetchResult, datetime] | None:
        with self._lock:
            row = self._conn.execute(
                "SELECT result, stored_at FROM nyaya_fetch_cache WHERE url = ?", (url,)
            ).fetchone()
        if row is None:
            return None
        try:
            return FetchResult.model_validate_json(row[0]), datetime.fromisoformat(row[1])
        except ValueError:
            return None  # written by another version: fetch again

    def put(self, url: str, result: FetchResult, stored_at: datetime) -> None:
        with self._lock:
            self._conn.execute(
                "INSERT OR REPLACE INTO nyaya_fetch_cache (url, stored_at, result) "
                "VALUES (?, ?, ?)",
                (url, stored_at.isoformat(), result.model_dump_json()),
            )
            self._conn.commit()

    def close(self) -> None:
        with self._lock:
            self._conn.close()
