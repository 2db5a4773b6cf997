"""The SQLite `StreamStore`: one file, WAL journal, batched writes.

Rows are only ever inserted. Each append runs in its own immediate
transaction (or a savepoint inside ``with store.batch():``), so a failed
append rolls back alone and nothing already stored is touched.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from nyaya.errors import BackendUnavailable, BadLedger, DuplicateReceipt, LedgerTampered
from nyaya.store.base import GENESIS_HASH, Entry, NewEntry, chain, reject_repeated_keys
from nyaya.store.sql import COLUMNS, SQLReads

__all__ = ["SQLiteStore"]

FORMAT = "nyaya-store"
VERSION = "1"
_SQLITE_MAGIC = b"SQLite format 3\x00"

_SCHEMA = (
    "CREATE TABLE nyaya_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
    """CREATE TABLE entries (
        stream TEXT NOT NULL,
        seq INTEGER NOT NULL,
        key TEXT NOT NULL,
        tag TEXT,
        body TEXT NOT NULL,
        prev_hash TEXT NOT NULL,
        hash TEXT NOT NULL,
        PRIMARY KEY (stream, seq),
        UNIQUE (stream, key)
    )""",
    "CREATE INDEX entries_by_tag ON entries (stream, tag, seq)",
    "CREATE TABLE heads (stream TEXT PRIMARY KEY, seq INTEGER NOT NULL, hash TEXT NOT NULL)",
    # The head moves inside the inserting statement, so a one-row append is one statement.
    """CREATE TRIGGER entries_move_head AFTER INSERT ON entries BEGIN
        INSERT INTO heads (stream, seq, hash) VALUES (NEW.stream, NEW.seq, NEW.hash)
        ON CONFLICT (stream) DO UPDATE SET seq = excluded.seq, hash = excluded.hash;
    END""",
)

_INSERT = f"INSERT INTO entries ({COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)"


class SQLiteStore(SQLReads):
    """A store in one SQLite file; ``create=False`` refuses to make a new file."""

    ENTRIES = "entries"
    HEADS = "heads"
    PARAM = "?"

    def __init__(self, path: str | os.PathLike[str], *, create: bool = True) -> None:
        self.path = Path(path)
        self._where = str(self.path)
        self._lock = threading.RLock()
        self._in_batch = False
        self._heads: dict[str, tuple[int, str]] = {}
        exists = self.path.exists()
        if not exists and not create:
            raise BadLedger("no such ledger file", path=self._where)
        if exists:
            self._check_magic()
        try:
            self._conn = sqlite3.connect(
                self._where, isolation_level=None, check_same_thread=False, timeout=10.0
            )
        except sqlite3.Error as exc:
            raise BadLedger(f"cannot open ({exc})", path=self._where) from None
        try:
            self._prepare()
        except BaseException:
            self._conn.close()
            raise

    def _check_magic(self) -> None:
        try:
            with self.path.open("rb") as handle:
                magic = handle.read(len(_SQLITE_MAGIC))
        except OSError as exc:
            raise BadLedger(f"cannot read ({exc.strerror})", path=self._where) from None
        if magic and magic != _SQLITE_MAGIC:
            raise BadLedger("not a nyaya ledger (not an SQLite file)", path=self._where)

    def _prepare(self) -> None:
        with self._errors():
            tables = {
                row[0]
                for row in self._conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            }
            if not tables:
                # Only a brand-new, empty database is ours to lay out.
                self._conn.execute("PRAGMA journal_mode=WAL")
                self._conn.execute("BEGIN IMMEDIATE")
                try:
                    for statement in _SCHEMA:
                        self._conn.execute(statement)
                    self._conn.executemany(
                        "INSERT INTO nyaya_meta (name, value) VALUES (?, ?)",
                        [("format", FORMAT), ("version", VERSION)],
                    )
                    self._conn.execute("COMMIT")
                except BaseException:
                    self._conn.execute("ROLLBACK")
                    raise
            elif not {"nyaya_meta", "entries", "heads"} <= tables:
                raise BadLedger("not a nyaya ledger (its tables are missing)", path=self._where)
            meta = dict(self._conn.execute("SELECT name, value FROM nyaya_meta").fetchall())
            if meta.get("format") != FORMAT:
                raise BadLedger("not a nyaya ledger (wrong format marker)", path=self._where)
            if meta.get("version") != VERSION:
                raise BadLedger(
                    f"unsupported ledger version {meta.get('version')!r}", path=self._where
                )
            self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.execute("PRAGMA synchronous=NORMAL")

    @contextmanager
    def _errors(self) -> Iterator[None]:
        try:
            yield
        except sqlite3.OperationalError as exc:
            if "locked" in str(exc) or "busy" in str(exc):
                raise BackendUnavailable(f"{self._where}: ledger is busy ({exc})") from None
            raise BadLedger(f"ledger cannot be read ({exc})", path=self._where) from None
        except sqlite3.DatabaseError as exc:
            raise BadLedger(f"ledger is damaged ({exc})", path=self._where) from None

    def _head_of(self, stream: str) -> tuple[int, str]:
        # The cached head is only a guess: a stale one makes the insert collide on
        # (stream, seq), and the append is rebuilt on the stored head.
        if stream in self._heads:
            return self._heads[stream]
        row = self._conn.execute(
            "SELECT seq, hash FROM heads WHERE stream = ?", (stream,)
        ).fetchone()
        return (int(row[0]), str(row[1])) if row else (0, GENESIS_HASH)

    def append_many(self, stream: str, items: Iterable[NewEntry]) -> list[Entry]:
        batch = list(items)
        reject_repeated_keys(batch)
        if not batch:
            return []
        with self._lock, self._errors():
            for _ in range(3):
                seq, prev = self._head_of(stream)
                new = chain(stream, seq + 1, prev, batch)
                try:
                    self._insert(new)
                except sqlite3.IntegrityError:
                    self._heads.pop(stream, None)
                    self._raise_if_duplicate(stream, batch)
                    continue
                self._heads[stream] = (new[-1].seq, new[-1].hash)
                return new
            seq, _ = self._head_of(stream)
            raise LedgerTampered(
                f"stream {stream!r} head (entry {seq}) does not match the stored entries",
                position=seq + 1,
            )

    def _insert(self, new: list[Entry]) -> None:
        rows = [(e.seq, e.stream, e.key, e.tag, e.body_json, e.prev_hash, e.hash) for e in new]
        if len(rows) == 1:
            # One statement is one atomic transaction (a statement within a batch), and
            # the trigger moves the head inside it.
            self._conn.execute(_INSERT, rows[0])
            return
        begin, ok, undo = (
            ("SAVEPOINT nyaya_append", "RELEASE nyaya_append", "ROLLBACK TO nyaya_append")
            if self._in_batch
            else ("BEGIN IMMEDIATE", "COMMIT", "ROLLBACK")
        )
        self._conn.execute(begin)
        try:
            self._conn.executemany(_INSERT, rows)
        except BaseException:
            self._conn.execute(undo)
            if self._in_batch:
                self._conn.execute(ok)
            raise
        self._conn.execute(ok)

    def _raise_if_duplicate(self, stream: str, batch: list[NewEntry]) -> None:
        for item in batch:
            hit = self._conn.execute(
                "SELECT 1 FROM entries WHERE stream = ? AND key = ?", (stream, item.key)
            ).fetchone()
            if hit:
                raise DuplicateReceipt(item.key)

    @contextmanager
    def batch(self) -> Iterator[None]:
        """One transaction for every append in the block; committed when it ends, even on error."""
        with self._lock:
            if self._in_batch:
                yield
                return
            with self._errors():
                self._conn.execute("BEGIN IMMEDIATE")
            self._in_batch = True
            try:
                yield
            finally:
                self._in_batch = False
                self._heads.clear()
                try:
                    with self._errors():
                        self._conn.execute("COMMIT")
                except BaseException:
                    if self._conn.in_transaction:
                        self._conn.execute("ROLLBACK")
                    raise

    def flush(self) -> None:
        """Commit an open batch and checkpoint the WAL into the main file."""
        with self._lock, self._errors():
            if self._in_batch:
                self._conn.execute("COMMIT")
                self._conn.execute("BEGIN IMMEDIATE")
            else:
                self._conn.execute("PRAGMA wal_checkpoint(FULL)")

    def close(self) -> None:
        with self._lock:
            self._conn.close()
