"""The SQLite `StreamStore`: one file, WAL journal, many writing processes.

Rows are only ever inserted. Each append is one ``BEGIN IMMEDIATE`` transaction
that takes SQLite's write lock, reads the stream's head and writes after it, so
processes appending to one file queue up instead of colliding (inside ``with
store.batch():`` the lock is held until the batch commits). A failed append
rolls back alone and nothing already stored is touched. Readers use
`snapshot()`: one read transaction, one consistent state, however many
processes write meanwhile.

A new ledger file is laid out under a temporary name and linked into place, so
no other process ever sees it half made; an existing file that is not a nyaya
ledger (an empty file included) is refused and left alone.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
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
# Under SQLite's default limit of 999 bound parameters (the stream takes one).
_KEYS_PER_QUERY = 500


class SQLiteStore(SQLReads):
    """A store in one SQLite file; ``create=False`` refuses to make a new file.

    ``timeout`` is how long an append waits for another process's write to finish.
    """

    ENTRIES = "entries"
    HEADS = "heads"
    PARAM = "?"

    def __init__(
        self, path: str | os.PathLike[str], *, create: bool = True, timeout: float = 60.0
    ) -> None:
        self.path = Path(path)
        self._where = str(self.path)
        self._lock = threading.RLock()
        self._in_batch = False
        self._heads: dict[str, tuple[int, str]] = {}
        if not self.path.exists():
            if not create:
                raise BadLedger("no such ledger file", path=self._where)
            self._create()
        self._check_magic()
        try:
            self._conn = sqlite3.connect(
                self._where, isolation_level=None, check_same_thread=False, timeout=timeout
            )
        except sqlite3.Error as exc:
            raise BadLedger(f"cannot open ({exc})", path=self._where) from None
        try:
            self._prepare()
        except BaseException:
            self._conn.close()
            raise

    def _create(self) -> None:
        """Lay out a new ledger under a temporary name, then link it into place."""
        try:
            fd, tmp_name = tempfile.mkstemp(
                dir=self.path.parent, prefix=f".{self.path.name}.", suffix=".new"
            )
        except OSError as exc:
            raise BadLedger(f"cannot create ({exc.strerror or exc})", path=self._where) from None
        os.close(fd)
        tmp = Path(tmp_name)
        try:
            conn = sqlite3.connect(tmp_name, isolation_level=None)
            try:
                conn.execute("PRAGMA journal_mode=WAL")  # persistent: the ledger keeps it
                conn.execute("BEGIN IMMEDIATE")
                for statement in _SCHEMA:
                    conn.execute(statement)
                conn.executemany(
                    "INSERT INTO nyaya_meta (name, value) VALUES (?, ?)",
                    [("format", FORMAT), ("version", VERSION)],
                )
                conn.execute("COMMIT")
            finally:
                conn.close()  # the last connection folds the WAL back into the file
            with contextlib.suppress(FileExistsError):
                # Another process made it first: theirs is as good, use it.
                os.link(tmp, self.path)
        except sqlite3.Error as exc:
            raise BadLedger(f"cannot create ({exc})", path=self._where) from None
        except OSError as exc:
            raise BadLedger(f"cannot create ({exc.strerror or exc})", path=self._where) from None
        finally:
            for leftover in (tmp, Path(tmp_name + "-wal"), Path(tmp_name + "-shm")):
                leftover.unlink(missing_ok=True)

    def _check_magic(self) -> None:
        try:
            with self.path.open("rb") as handle:
                magic = handle.read(len(_SQLITE_MAGIC))
        except IsADirectoryError:
            raise BadLedger("is a directory, not a ledger file", path=self._where) from None
        except OSError as exc:
            raise BadLedger(f"cannot read ({exc.strerror})", path=self._where) from None
        if not magic:
            raise BadLedger(
                "an empty file, not a nyaya ledger (remove it to start a new ledger)",
                path=self._where,
            )
        if magic != _SQLITE_MAGIC:
            raise BadLedger("not a nyaya ledger (not an SQLite file)", path=self._where)

    def _prepare(self) -> None:
        with self._errors():
            tables = {
                row[0]
                for row in self._conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            }
            if not {"nyaya_meta", "entries", "heads"} <= tables:
                raise BadLedger("not a nyaya ledger (its tables are missing)", path=self._where)
            meta = dict(self._conn.execute("SELECT name, value FROM nyaya_meta").fetchall())
            if meta.get("format") != FORMAT:
                raise BadLedger("not a nyaya ledger (wrong format marker)", path=self._where)
            if meta.get("version") != VERSION:
                raise BadLedger(
                    f"unsupported ledger version {meta.get('version')!r}", path=self._where
                )
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
        except UnicodeDecodeError:  # a text column holding bytes that are not UTF-8
            raise BadLedger(
                "ledger is damaged (text that is not UTF-8)", path=self._where
            ) from None

    def _locked_head(self, stream: str) -> tuple[int, str]:
        """The stream's head, read under the write lock; rows stored beyond it are tampering."""
        if stream in self._heads:  # read earlier in this batch: nobody else can have moved it
            return self._heads[stream]
        row = self._conn.execute(
            "SELECT seq, hash FROM heads WHERE stream = ?", (stream,)
        ).fetchone()
        seq, digest = (int(row[0]), str(row[1])) if row else (0, GENESIS_HASH)
        beyond = self._conn.execute(
            "SELECT 1 FROM entries WHERE stream = ? AND seq > ? LIMIT 1", (stream, seq)
        ).fetchone()
        if beyond:
            raise LedgerTampered(
                f"stream {stream!r} head (entry {seq}) does not match the stored entries",
                position=seq + 1,
            )
        return seq, digest

    def append_many(self, stream: str, items: Iterable[NewEntry]) -> list[Entry]:
        batch = list(items)
        reject_repeated_keys(batch)
        if not batch:
            return []
        with self._lock, self._errors():
            if self._in_batch:
                new = self._append_locked(stream, batch)
                self._heads[stream] = (new[-1].seq, new[-1].hash)
                return new
            # The write lock first, then the head: no other writer can move it in between.
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                new = self._append_locked(stream, batch)
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")
            return new

    def _append_locked(self, stream: str, batch: list[NewEntry]) -> list[Entry]:
        self._raise_if_duplicate(stream, batch)
        seq, prev = self._locked_head(stream)
        new = chain(stream, seq + 1, prev, batch)
        rows = [(e.seq, e.stream, e.key, e.tag, e.body_json, e.prev_hash, e.hash) for e in new]
        try:
            if len(rows) == 1:
                # One statement is atomic, and the trigger moves the head inside it.
                self._conn.execute(_INSERT, rows[0])
            else:
                self._conn.execute("SAVEPOINT nyaya_append")
                try:
                    self._conn.executemany(_INSERT, rows)
                except BaseException:
                    self._conn.execute("ROLLBACK TO nyaya_append")
                    self._conn.execute("RELEASE nyaya_append")
                    raise
                self._conn.execute("RELEASE nyaya_append")
        except sqlite3.IntegrityError:
            # Keys were checked and the head read under the lock: only a hand-made row collides.
            raise LedgerTampered(
                f"stream {stream!r} entry {seq + 1} is already taken by a row the head "
                "does not account for",
                position=seq + 1,
            ) from None
        return new

    def _raise_if_duplicate(self, stream: str, batch: list[NewEntry]) -> None:
        # One indexed lookup per chunk of keys, not per key; the first in batch order wins.
        keys = [item.key for item in batch]
        stored: set[str] = set()
        for start in range(0, len(keys), _KEYS_PER_QUERY):
            chunk = keys[start : start + _KEYS_PER_QUERY]
            marks = ",".join("?" * len(chunk))
            stored.update(
                row[0]
                for row in self._conn.execute(
                    f"SELECT key FROM entries WHERE stream = ? AND key IN ({marks})",
                    (stream, *chunk),
                )
            )
        for key in keys:
            if key in stored:
                raise DuplicateReceipt(key)

    @contextmanager
    def batch(self) -> Iterator[None]:
        """One transaction for every append in the block; committed when it ends, even on error.

        The write lock is held for the whole block: other processes wait.
        """
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

    @contextmanager
    def snapshot(self) -> Iterator[None]:
        """One read transaction: every read in the block sees the same committed state."""
        with self._lock:
            if self._conn.in_transaction:  # inside a batch: already one transaction
                yield
                return
            with self._errors():
                self._conn.execute("BEGIN")
                # The first read fixes the snapshot (WAL): take it now, not at the first page.
                self._conn.execute("SELECT 1 FROM heads LIMIT 1").fetchall()
            try:
                yield
            finally:
                if self._conn.in_transaction:
                    with self._errors():
                        self._conn.execute("COMMIT")

    def flush(self) -> None:
        """Commit an open batch and checkpoint the WAL into the main file."""
        with self._lock, self._errors():
            if self._in_batch:
                self._conn.execute("COMMIT")
                self._heads.clear()
                self._conn.execute("BEGIN IMMEDIATE")
            elif not self._conn.in_transaction:
                self._conn.execute("PRAGMA wal_checkpoint(PASSIVE)")

    def close(self) -> None:
        with self._lock:
            self._conn.close()
