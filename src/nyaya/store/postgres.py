"""The PostgreSQL `StreamStore`: many writers on one server, one chain per stream.

Same rows, hashes and rules as the SQLite store, so a chain verifies the same
way on either. Rows are only ever inserted. Every append takes a
transaction-level advisory lock on its stream before it reads the head, so
writers on different connections (or machines) queue up instead of forking
the chain; inside ``with store.batch():`` the lock is held until the batch
commits. A duplicate key is found before anything is written, so a refused
append leaves the rest of a batch standing, as on the other backends.
Needs PostgreSQL 11 or later.

Needs the optional extra: ``pip install "nyaya[postgres]"`` (psycopg 3).
"""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import PurePath
from typing import TYPE_CHECKING, Any

from nyaya.errors import BackendUnavailable, BadLedger, DuplicateReceipt, LedgerTampered
from nyaya.store.base import GENESIS_HASH, Entry, NewEntry, chain, reject_repeated_keys
from nyaya.store.sql import COLUMNS, SQLReads

# psycopg is imported where used: it is an optional extra, and slow to import for
# callers who only want SQLite. A successful PostgresStore() has imported it.

if TYPE_CHECKING:
    from psycopg import Cursor

__all__ = ["INSTALL", "PostgresStore", "postgres_dsn"]

INSTALL = 'pip install "nyaya[postgres]"'
FORMAT = "nyaya-store"
VERSION = "1"

_TABLES = ("nyaya_meta", "nyaya_entries", "nyaya_heads")
_SCHEMA = (
    "CREATE TABLE nyaya_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
    """CREATE TABLE nyaya_entries (
        stream TEXT NOT NULL,
        seq BIGINT NOT NULL,
        key TEXT NOT NULL,
        tag TEXT,
        body TEXT NOT NULL,
        prev_hash TEXT NOT NULL,
        hash TEXT NOT NULL,
        CONSTRAINT nyaya_entries_seq PRIMARY KEY (stream, seq),
        CONSTRAINT nyaya_entries_key UNIQUE (stream, key)
    )""",
    "CREATE INDEX nyaya_entries_by_tag ON nyaya_entries (stream, tag, seq)",
    "CREATE TABLE nyaya_heads (stream TEXT PRIMARY KEY, seq BIGINT NOT NULL, hash TEXT NOT NULL)",
)
_INSERT = f"INSERT INTO nyaya_entries ({COLUMNS}) VALUES (%s, %s, %s, %s, %s, %s, %s)"
_MOVE_HEAD = (
    "INSERT INTO nyaya_heads (stream, seq, hash) VALUES (%s, %s, %s) "
    "ON CONFLICT (stream) DO UPDATE SET seq = excluded.seq, hash = excluded.hash"
)
# Advisory locks are per database, so the key names the schema the tables resolve to.
_LOCK_STREAM = (
    "SELECT pg_advisory_xact_lock(hashtextextended("
    "'nyaya-store/' || coalesce(current_schema(), '') || '/' || %s, 0))"
)
# One statement appends one entry and moves the head; a taken key makes it write nothing.
_APPEND_ONE = f"""
    WITH new AS (
        INSERT INTO nyaya_entries ({COLUMNS}) VALUES (%s, %s, %s, %s, %s, %s, %s)
        ON CONFLICT (stream, key) DO NOTHING
        RETURNING stream, seq, hash)
    INSERT INTO nyaya_heads (stream, seq, hash) SELECT stream, seq, hash FROM new
    ON CONFLICT (stream) DO UPDATE SET seq = excluded.seq, hash = excluded.hash
"""
_READ_HEAD = """
    WITH head AS (SELECT seq, hash FROM nyaya_heads WHERE stream = %(stream)s)
    SELECT (SELECT seq FROM head), (SELECT hash FROM head), EXISTS (
        SELECT 1 FROM nyaya_entries
        WHERE stream = %(stream)s AND seq > coalesce((SELECT seq FROM head), 0))
"""
_FIND_KEYS = "SELECT key FROM nyaya_entries WHERE stream = %s AND key = ANY(%s)"
_LOCK_SETUP = "SELECT pg_advisory_xact_lock(hashtextextended('nyaya-store/setup', 0))"
_SCHEMES = ("postgresql://", "postgres://")
# pathlib folds "postgresql://host" into "postgresql:/host"; a CLI path argument arrives so.
_FOLDED = re.compile(r"^(postgres(?:ql)?):/(?!/)")


def postgres_dsn(target: str | os.PathLike[str]) -> str | None:
    """The PostgreSQL URL ``target`` names (``postgresql://...``), or None for a file path."""
    text = os.fspath(target)
    if isinstance(target, PurePath):
        text = _FOLDED.sub(r"\1://", text)
    return text if text.startswith(_SCHEMES) else None


class _Written:
    """Whether a write happened; read once the pipeline it ran in has synced."""

    def __init__(self, cursor: Cursor[Any] | None) -> None:
        self._cursor = cursor

    def __bool__(self) -> bool:
        return self._cursor is None or self._cursor.rowcount > 0


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split()) or type(exc).__name__


class PostgresStore(SQLReads):
    """A store in a PostgreSQL database (tables ``nyaya_meta``, ``nyaya_entries``, ``nyaya_heads``).

    ``dsn`` is a libpq URL or ``key=value`` string; ``schema`` (else the
    search path) says where the tables live. ``create=False`` refuses to lay
    out tables that are not there yet. An unreachable server or a missing
    psycopg is `BackendUnavailable`.
    """

    ENTRIES = "nyaya_entries"
    HEADS = "nyaya_heads"
    PARAM = "%s"

    def __init__(self, dsn: str, *, schema: str | None = None, create: bool = True) -> None:
        try:
            import psycopg
        except ImportError:
            raise BackendUnavailable("PostgreSQL ledgers need psycopg 3", install=INSTALL) from None
        self._where = self._describe(dsn)
        self._lock = threading.RLock()
        self._in_batch = False
        self._heads: dict[str, tuple[int, str]] = {}
        options: dict[str, Any] = {"autocommit": True, "application_name": "nyaya"}
        if "connect_timeout" not in self._params(dsn):
            options["connect_timeout"] = 10
        try:
            self._conn = psycopg.connect(dsn, **options)
        except psycopg.OperationalError as exc:
            raise BackendUnavailable(f"{self._where}: cannot connect ({_one_line(exc)})") from None
        except psycopg.Error as exc:
            raise BadLedger(f"not a usable PostgreSQL address ({_one_line(exc)})") from None
        try:
            self._prepare(schema, create)
        except BaseException:
            self._conn.close()
            raise

    @property
    def location(self) -> str:
        """The server and database, without the password: safe to print."""
        return self._where

    @staticmethod
    def _params(dsn: str) -> dict[str, Any]:
        import psycopg

        try:
            return psycopg.conninfo.conninfo_to_dict(dsn)
        except psycopg.Error as exc:
            raise BadLedger(f"not a usable PostgreSQL address ({_one_line(exc)})") from None

    @classmethod
    def _describe(cls, dsn: str) -> str:
        """The server and database without the password, for messages."""
        params = cls._params(dsn)
        host = params.get("host") or params.get("hostaddr") or "localhost"
        port = f":{params['port']}" if params.get("port") else ""
        user = f"{params['user']}@" if params.get("user") else ""
        return f"postgresql://{user}{host}{port}/{params.get('dbname', '')}"

    def _prepare(self, schema: str | None, create: bool) -> None:
        from psycopg import sql

        with self._errors():
            if schema is not None:
                if create:
                    self._conn.execute(
                        sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(sql.Identifier(schema))
                    )
                self._conn.execute(sql.SQL("SET search_path TO {}").format(sql.Identifier(schema)))
            with self._conn.transaction():
                # Two processes opening a fresh database at once must not both lay it out.
                self._conn.execute(_LOCK_SETUP)
                found = self._conn.execute(
                    "SELECT " + ", ".join(f"to_regclass('{t}') IS NOT NULL" for t in _TABLES)
                ).fetchone()
                present = {t for t, there in zip(_TABLES, found or (), strict=True) if there}
                if not present:
                    if not create:
                        raise BadLedger("no nyaya ledger in this database", path=self._where)
                    for statement in _SCHEMA:
                        self._conn.execute(statement)
                    self._conn.cursor().executemany(
                        "INSERT INTO nyaya_meta (name, value) VALUES (%s, %s)",
                        [("format", FORMAT), ("version", VERSION)],
                    )
                elif present != set(_TABLES):
                    raise BadLedger("not a nyaya ledger (its tables are missing)", path=self._where)
                rows = self._conn.execute("SELECT name, value FROM nyaya_meta").fetchall()
            meta = {str(name): str(value) for name, value in rows}
            if meta.get("format") != FORMAT:
                raise BadLedger("not a nyaya ledger (wrong format marker)", path=self._where)
            if meta.get("version") != VERSION:
                raise BadLedger(
                    f"unsupported ledger version {meta.get('version')!r}", path=self._where
                )

    @contextmanager
    def _errors(self) -> Iterator[None]:
        import psycopg

        try:
            yield
        except psycopg.OperationalError as exc:
            raise BackendUnavailable(f"{self._where}: {_one_line(exc)}") from None
        except psycopg.Error as exc:
            raise BadLedger(f"ledger cannot be read ({_one_line(exc)})", path=self._where) from None

    def _locked_head(self, stream: str) -> tuple[int, str]:
        """Take the stream's lock for this transaction, then read its head (a fresh snapshot).

        Rows stored beyond the head mean the head was lowered: refuse before writing.
        """
        if stream in self._heads:  # locked earlier in this batch: nobody else moved it
            return self._heads[stream]
        with self._conn.pipeline():
            self._conn.execute(_LOCK_STREAM, (stream,))
            row = self._conn.execute(_READ_HEAD, {"stream": stream}).fetchone()
        seq, digest, beyond = row if row else (None, None, False)
        at = int(seq) if seq is not None else 0
        if beyond:
            raise LedgerTampered(
                f"stream {stream!r} head (entry {at}) does not match the stored entries",
                position=at + 1,
            )
        head = (at, str(digest) if digest is not None else GENESIS_HASH)
        if self._in_batch:
            self._heads[stream] = head
        return head

    def append_many(self, stream: str, items: Iterable[NewEntry]) -> list[Entry]:
        batch = list(items)
        reject_repeated_keys(batch)
        for item in batch:
            for name, value in (("stream", stream), ("key", item.key), ("tag", item.tag)):
                if value is not None and "\x00" in value:
                    raise BadLedger("PostgreSQL text cannot hold NUL characters", field=name)
        if not batch:
            return []
        import psycopg

        with self._lock, self._errors():
            if self._in_batch:
                # No savepoints (thousands of them slow a transaction down): the stream is
                # locked and its head checked, so only a duplicate key can stop a write,
                # and a single append skips it while several are checked first.
                seq, prev = self._locked_head(stream)
                new = chain(stream, seq + 1, prev, batch)
                if len(new) > 1:
                    self._refuse_duplicates(stream, batch)
                if not self._write(new):
                    raise DuplicateReceipt(batch[0].key)
                self._heads[stream] = (new[-1].seq, new[-1].hash)
                return new
            # Pipelined: lock and head read are one round trip, the writes and the commit
            # another. A duplicate key writes nothing (one entry) or rolls back (several).
            try:
                with self._conn.pipeline(), self._conn.transaction():
                    seq, prev = self._locked_head(stream)
                    new = chain(stream, seq + 1, prev, batch)
                    written = self._write(new)
            except psycopg.errors.UniqueViolation:
                self._refuse_duplicates(stream, batch)
                head = self.head(stream)
                at = head.seq if head is not None else 0
                raise LedgerTampered(
                    f"stream {stream!r} entry {at + 1} was written around the stream lock",
                    position=at + 1,
                ) from None
            if not written:
                raise DuplicateReceipt(batch[0].key)
            return new

    def _refuse_duplicates(self, stream: str, batch: list[NewEntry]) -> None:
        rows = self._conn.execute(_FIND_KEYS, (stream, [i.key for i in batch])).fetchall()
        stored = {str(row[0]) for row in rows}
        for item in batch:  # name the first clashing key, as the other backends do
            if item.key in stored:
                raise DuplicateReceipt(item.key)

    def _write(self, new: list[Entry]) -> _Written:
        """Insert the entries and move the head; one entry whose key is taken writes nothing."""
        rows = [(e.seq, e.stream, e.key, e.tag, e.body_json, e.prev_hash, e.hash) for e in new]
        cursor = self._conn.cursor()
        if len(rows) == 1:
            cursor.execute(_APPEND_ONE, rows[0])
            return _Written(cursor)
        with self._conn.pipeline():
            cursor.executemany(_INSERT, rows)
            last = new[-1]
            cursor.execute(_MOVE_HEAD, (last.stream, last.seq, last.hash))
        return _Written(None)

    @contextmanager
    def snapshot(self) -> Iterator[None]:
        """One REPEATABLE READ transaction: appends made meanwhile elsewhere are not seen."""
        with self._lock:
            if self._in_batch:
                yield
                return
            with self._errors(), self._conn.transaction():
                self._conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                yield

    @contextmanager
    def batch(self) -> Iterator[None]:
        """One transaction for every append in the block; committed when it ends, even on error.

        The streams appended to stay locked for other writers until then.
        """
        with self._lock:
            if self._in_batch:
                yield
                return
            with self._errors():
                self._conn.execute("BEGIN")
            self._in_batch = True
            try:
                yield
            finally:
                self._in_batch = False
                self._heads.clear()
                with self._errors():
                    self._conn.execute("COMMIT")

    def flush(self) -> None:
        """Commit an open batch (its locks are released and taken again on the next append)."""
        with self._lock, self._errors():
            if self._in_batch:
                self._conn.execute("COMMIT")
                self._heads.clear()
                self._conn.execute("BEGIN")

    def close(self) -> None:
        with self._lock:
            self._conn.close()
