"""The PostgreSQL store on a real server: the shared contract, tampering by SQL, two writers.

Needs ``NYAYA_TEST_POSTGRES_DSN`` (``eval "$(bash scripts/postgres-for-tests.sh)"``
starts a throwaway server and sets it). Without it these tests skip, except
under CI (``CI=true``), where a missing server is a failure. Each test works
in a schema of its own, so parallel workers share one database safely.
"""

from __future__ import annotations

import importlib.util
import os
import socket
import sys
import threading
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import quote

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nyaya.cli import main
from nyaya.errors import (
    BackendUnavailable,
    BadLedger,
    DuplicateReceipt,
    LedgerTampered,
    SignatureInvalid,
)
from nyaya.receipts import KeyRing, Ledger, Receipt, issue_receipt
from nyaya.store import GENESIS_HASH, MemoryStore, NewEntry, PostgresStore, StreamStore
from nyaya.store.base import entry_hash
from nyaya.store.postgres import postgres_dsn

ENV = "NYAYA_TEST_POSTGRES_DSN"
RING = KeyRing.generate("hmac", "k1")
T0 = datetime(2026, 11, 21, tzinfo=UTC)


def sibling(name: str) -> ModuleType:
    """Another test module of this folder, loaded by path (test folders are not packages)."""
    path = Path(__file__).with_name(f"{name}.py")
    spec = importlib.util.spec_from_file_location(f"_pg_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


contract = sibling("test_store_contract")
model = sibling("test_store_model")


@pytest.fixture(scope="session")
def dsn() -> str:
    value = os.environ.get(ENV, "").strip()
    if value:
        return value
    hint = 'eval "$(bash scripts/postgres-for-tests.sh)"'
    if os.environ.get("CI") == "true":
        pytest.fail(f"{ENV} is unset under CI: run {hint} before the tests", pytrace=False)
    pytest.skip(f"{ENV} is unset: run {hint} to test on a real PostgreSQL server")


def sql_conn(dsn: str, schema: str | None = None) -> Any:
    import psycopg

    options = f"-csearch_path={schema}" if schema else ""
    return psycopg.connect(dsn, autocommit=True, options=options)


def new_schema(dsn: str) -> str:
    name = f"nyaya_t_{uuid.uuid4().hex[:16]}"
    with sql_conn(dsn) as conn:
        conn.execute(f"CREATE SCHEMA {name}")
    return name


def drop_schema(dsn: str, name: str) -> None:
    with sql_conn(dsn) as conn:
        conn.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")


@pytest.fixture
def schema(dsn: str) -> Iterator[str]:
    name = new_schema(dsn)
    yield name
    drop_schema(dsn, name)


def url(dsn: str, schema: str) -> str:
    """A ``postgresql://`` URL whose connections use ``schema``."""
    assert dsn.startswith("postgresql://")
    joiner = "&" if "?" in dsn else "?"
    return f"{dsn}{joiner}options={quote(f'-csearch_path={schema}', safe='')}"


def sql(dsn: str, schema: str, *statements: str) -> None:
    with sql_conn(dsn, schema) as conn:
        for statement in statements:
            conn.execute(statement)


def receipt(call_id: str, run_id: str = "run-1", n: int = 1) -> Receipt:
    return issue_receipt(
        RING,
        run_id=run_id,
        call_id=call_id,
        tool="search",
        arguments={"q": call_id},
        output=list(range(n)),
        timestamp=T0,
    )


class TestPostgresStore(contract.TestMemoryStore):  # type: ignore[misc]
    """The contract every backend passes, on the server."""

    @pytest.fixture
    def store(self, dsn: str, schema: str) -> Iterator[StreamStore]:
        with PostgresStore(dsn, schema=schema) as store:
            yield store

    def test_entries_survive_reopening(self, dsn: str, schema: str) -> None:
        with PostgresStore(dsn, schema=schema) as store:
            store.append("s", "a", {"x": 1})
            with store.batch():
                store.append("s", "b", {"x": 2})
                store.flush()
                store.append("s", "c", {"x": 3})
        with PostgresStore(dsn, schema=schema, create=False) as again:
            assert [e.key for e in again.entries("s")] == ["a", "b", "c"]
            assert again.verify() == 3
            assert again.append("s", "d", {}).seq == 4

    def test_same_chain_as_the_memory_store(self, store: StreamStore) -> None:
        memory = MemoryStore()
        for target in (memory, store):
            target.append("receipts", "a", {"n": 1, "text": "naïve ✓"}, tag="run")
            target.append_many("receipts", [NewEntry("b", {"x": [1.5, None]}), NewEntry("c", {})])
            with target.batch():
                target.append("audit", "a", {"ok": True})
        for stream in ("receipts", "audit"):
            assert list(store.entries(stream)) == list(memory.entries(stream))
            assert store.head(stream) == memory.head(stream)

    def test_ledger_open_by_url(self, dsn: str, schema: str) -> None:
        ring = KeyRing.generate("hmac")
        with Ledger.open(url(dsn, schema)) as ledger, ledger.batch():
            for i in range(30):
                ledger.append(
                    issue_receipt(
                        ring,
                        run_id="r",
                        call_id=f"c{i}",
                        tool="t",
                        arguments={},
                        output=[i],
                        timestamp=T0,
                    )
                )
        with Ledger.open(url(dsn, schema), create=False) as ledger:
            assert len(ledger) == 30
            assert ledger.verify(ring) == 30

    def test_batch_locks_the_stream_for_other_writers(self, dsn: str, schema: str) -> None:
        with PostgresStore(dsn, schema=schema) as one, PostgresStore(dsn, schema=schema) as two:
            done = threading.Event()
            second: list[int] = []

            def other() -> None:
                second.append(two.append("s", "from-two", {}).seq)
                done.set()

            with one.batch():
                one.append("s", "a", {})
                thread = threading.Thread(target=other)
                thread.start()
                assert not done.wait(0.3), "the second writer got past the batch's lock"
                one.append("s", "b", {})
            thread.join(10)
            assert second == [3]
            assert one.verify() == 3


def test_store_matches_model_on_postgres(dsn: str) -> None:
    schemas: list[str] = []

    def make(_: Path) -> StreamStore:
        schemas.append(new_schema(dsn))
        return PostgresStore(dsn, schema=schemas[-1])

    @settings(max_examples=15, deadline=None)
    @given(ops=st.lists(model.operation, max_size=8))
    def run(ops: list[tuple[str, list[str], bool]]) -> None:
        model.check(make, ops)

    try:
        run()
    finally:
        for name in schemas:
            drop_schema(dsn, name)


def make_ledger(dsn: str, schema: str, n: int = 5) -> list[Receipt]:
    receipts = [receipt(f"c{i}", n=i) for i in range(1, n + 1)]
    with Ledger.open(url(dsn, schema)) as ledger:
        ledger.append_many(receipts[:2])
        for r in receipts[2:]:
            ledger.append(r)
    return receipts


TAMPERING: dict[str, tuple[int | None, tuple[str, ...]]] = {
    "edit body": (
        3,
        (
            "UPDATE nyaya_entries SET body = replace(body, '\"result_count\":3', "
            "'\"result_count\":9') WHERE seq = 3",
        ),
    ),
    "delete a middle row": (2, ("DELETE FROM nyaya_entries WHERE seq = 2",)),
    "delete the first row": (1, ("DELETE FROM nyaya_entries WHERE seq = 1",)),
    "delete the last row": (5, ("DELETE FROM nyaya_entries WHERE seq = 5",)),
    "swap seq of two rows": (
        2,
        (
            "UPDATE nyaya_entries SET seq = -1 WHERE seq = 2",
            "UPDATE nyaya_entries SET seq = 2 WHERE seq = 3",
            "UPDATE nyaya_entries SET seq = 3 WHERE seq = -1",
        ),
    ),
    "swap bodies of two rows": (
        2,
        (
            "UPDATE nyaya_entries e SET body = o.body FROM nyaya_entries o "
            "WHERE (e.seq, o.seq) IN ((2, 3), (3, 2))",
        ),
    ),
    "rename a key": (4, ("UPDATE nyaya_entries SET key = 'forged' WHERE seq = 4",)),
    "change a run tag": (1, ("UPDATE nyaya_entries SET tag = 'run-2' WHERE seq = 1",)),
    "clear a run tag": (2, ("UPDATE nyaya_entries SET tag = NULL WHERE seq = 2",)),
    "edit prev_hash": (
        3,
        (f"UPDATE nyaya_entries SET prev_hash = '{GENESIS_HASH}' WHERE seq = 3",),
    ),
    "edit the head": (5, ("UPDATE nyaya_heads SET hash = 'sha256:00'",)),
    "delete the head": (None, ("DELETE FROM nyaya_heads",)),
    "move a row to another stream": (
        1,  # stream "audit" now starts at entry 5; it sorts before "receipts"
        ("UPDATE nyaya_entries SET stream = 'audit' WHERE seq = 5",),
    ),
    "drop a constraint and duplicate a row": (
        4,
        (
            "ALTER TABLE nyaya_entries DROP CONSTRAINT nyaya_entries_seq",
            "ALTER TABLE nyaya_entries DROP CONSTRAINT nyaya_entries_key",
            "INSERT INTO nyaya_entries SELECT * FROM nyaya_entries WHERE seq = 3",
        ),
    ),
}


@pytest.mark.parametrize("how", sorted(TAMPERING))
def test_tampering_by_sql_is_detected_and_named(dsn: str, schema: str, how: str) -> None:
    make_ledger(dsn, schema)
    with Ledger.open(url(dsn, schema), create=False) as ledger:
        assert ledger.verify() == 5
    position, statements = TAMPERING[how]
    sql(dsn, schema, *statements)
    with pytest.raises(LedgerTampered) as info, Ledger.open(url(dsn, schema)) as ledger:
        ledger.store.verify()
        ledger.verify()
    message = str(info.value)
    assert "\n" not in message
    if position is not None:
        assert info.value.position == position, message
        assert f"entry {position}" in message


def test_rebuilt_chain_is_caught_by_signatures(dsn: str, schema: str) -> None:
    make_ledger(dsn, schema, n=3)
    with sql_conn(dsn, schema) as conn:
        rows = conn.execute(
            "SELECT seq, stream, key, tag, body FROM nyaya_entries ORDER BY seq"
        ).fetchall()
        prev = GENESIS_HASH
        for seq, stream, key, tag, body in rows:
            if seq == 2:
                body = body.replace('"result_count":2', '"result_count":7')
            digest = entry_hash(seq, stream, key, tag, body, prev)
            conn.execute(
                "UPDATE nyaya_entries SET body = %s, prev_hash = %s, hash = %s WHERE seq = %s",
                (body, prev, digest, seq),
            )
            prev = digest
        conn.execute("UPDATE nyaya_heads SET hash = %s", (prev,))
    with Ledger.open(url(dsn, schema), create=False) as ledger:
        assert ledger.verify() == 3  # the chain alone carries no secret
        with pytest.raises(SignatureInvalid):
            ledger.verify(RING)


def test_errors_never_lose_or_rewrite_rows(dsn: str, schema: str) -> None:
    receipts = make_ledger(dsn, schema, n=3)
    query = "SELECT * FROM nyaya_entries ORDER BY seq"
    with sql_conn(dsn, schema) as conn:
        before = conn.execute(query).fetchall()
    with Ledger.open(url(dsn, schema)) as ledger:
        with pytest.raises(DuplicateReceipt):
            ledger.append(receipts[1])
        with pytest.raises(DuplicateReceipt):
            ledger.append_many([receipt("fresh"), receipts[0]])
        with pytest.raises(DuplicateReceipt), ledger.batch():
            ledger.append_many([receipt("fresh-2"), receipts[2]])
    with sql_conn(dsn, schema) as conn:
        assert conn.execute(query).fetchall() == before


def test_a_lowered_head_refuses_appends_without_writing(dsn: str, schema: str) -> None:
    make_ledger(dsn, schema, n=3)
    sql(dsn, schema, "UPDATE nyaya_heads SET seq = 1")
    with Ledger.open(url(dsn, schema)) as ledger:
        with pytest.raises(LedgerTampered) as info:
            ledger.append(receipt("extra"))
        assert info.value.position == 2
        with pytest.raises(LedgerTampered), ledger.batch():
            ledger.append(receipt("extra"))
    with sql_conn(dsn, schema) as conn:
        assert conn.execute("SELECT count(*) FROM nyaya_entries").fetchone()[0] == 3


def test_two_connections_appending_at_once_keep_one_chain(dsn: str, schema: str) -> None:
    writers = [PostgresStore(dsn, schema=schema) for _ in range(2)]
    start = threading.Barrier(len(writers))
    failures: list[BaseException] = []

    def write(w: int) -> None:
        store = writers[w]
        try:
            start.wait()
            for n in range(60):
                if n % 15 == 0:
                    store.append_many("s", [NewEntry(f"w{w}-{n}a", {}), NewEntry(f"w{w}-{n}b", {})])
                elif n % 20 == 1:
                    with store.batch():
                        for m in range(3):
                            store.append("s", f"w{w}-{n}-{m}", {"m": m}, tag=f"w{w}")
                else:
                    store.append("s", f"w{w}-{n}", {"n": n}, tag=f"w{w}")
        except BaseException as exc:  # reported below, in the test's own thread
            failures.append(exc)

    threads = [threading.Thread(target=write, args=(w,)) for w in range(len(writers))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    try:
        assert not failures, failures
        entries = list(writers[0].entries("s"))
        per_writer = 60 + 4 + 3 * 2  # 4 pairs add one each, 3 batches of 3 add two each
        assert [e.seq for e in entries] == list(range(1, 2 * per_writer + 1))
        assert {e.key.split("-")[0] for e in entries} == {"w0", "w1"}
        assert writers[1].verify() == 2 * per_writer
    finally:
        for store in writers:
            store.close()


def test_first_appends_to_a_new_stream_race_safely(dsn: str, schema: str) -> None:
    writers = [PostgresStore(dsn, schema=schema) for _ in range(2)]
    start = threading.Barrier(2)
    failures: list[BaseException] = []

    def write(w: int) -> None:
        try:
            start.wait()
            writers[w].append("fresh", f"first-{w}", {})
        except BaseException as exc:
            failures.append(exc)

    threads = [threading.Thread(target=write, args=(w,)) for w in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    try:
        assert not failures, failures
        assert writers[0].verify("fresh") == 2
    finally:
        for store in writers:
            store.close()


def test_cli_verifies_a_postgres_ledger(
    dsn: str, schema: str, capsys: pytest.CaptureFixture[str]
) -> None:
    make_ledger(dsn, schema, n=4)
    main(["ledger", "verify", url(dsn, schema)])  # returns on success, exits otherwise
    assert "4 receipts" in capsys.readouterr().out
    sql(dsn, schema, "DELETE FROM nyaya_entries WHERE seq = 2")
    with pytest.raises(SystemExit) as done:
        main(["ledger", "verify", url(dsn, schema)])
    assert done.value.code == 1
    err = capsys.readouterr().err
    assert "entry 2" in err and len(err.strip().splitlines()) == 1


def test_an_empty_database_is_not_a_ledger_without_create(dsn: str, schema: str) -> None:
    with pytest.raises(BadLedger) as info:
        PostgresStore(dsn, schema=schema, create=False)
    assert "no nyaya ledger" in str(info.value)
    with sql_conn(dsn, schema) as conn:
        assert conn.execute("SELECT to_regclass('nyaya_entries')").fetchone()[0] is None


def test_a_partial_layout_is_refused_and_left_alone(dsn: str, schema: str) -> None:
    sql(
        dsn,
        schema,
        "CREATE TABLE nyaya_entries (note TEXT)",
        "INSERT INTO nyaya_entries VALUES ('x')",
    )
    with pytest.raises(BadLedger) as info:
        PostgresStore(dsn, schema=schema)
    assert "tables are missing" in str(info.value)
    with sql_conn(dsn, schema) as conn:
        assert conn.execute("SELECT note FROM nyaya_entries").fetchall() == [("x",)]


def test_nul_in_a_key_is_a_named_bad_input(dsn: str, schema: str) -> None:
    with PostgresStore(dsn, schema=schema) as store:
        with pytest.raises(BadLedger) as info:
            store.append("s", "a\x00b", {})
        assert info.value.field == "key"
        assert store.verify() == 0


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_an_unreachable_server_is_backend_unavailable_in_one_line() -> None:
    pytest.importorskip("psycopg")
    target = f"postgresql://nyaya:s3cret-pw@127.0.0.1:{closed_port()}/nowhere?connect_timeout=3"
    with pytest.raises(BackendUnavailable) as info:
        Ledger.open(target)
    message = str(info.value)
    assert "\n" not in message
    assert "s3cret-pw" not in message
    assert "127.0.0.1" in message


def test_location_hides_the_password(dsn: str, schema: str) -> None:
    from psycopg.conninfo import conninfo_to_dict, make_conninfo

    with_password = make_conninfo(dsn, password="pw-not-checked")  # the test server trusts
    with PostgresStore(with_password, schema=schema) as store:
        params = conninfo_to_dict(dsn)
        assert store.location.startswith("postgresql://")
        assert f"{params['host']}:{params['port']}/{params['dbname']}" in store.location
        assert "pw-not-checked" not in store.location


@pytest.mark.parametrize("target", ["postgresql://[::1", "postgresql://h/db?no_such_option=1"])
def test_a_malformed_url_is_bad_input(target: str) -> None:
    pytest.importorskip("psycopg")
    with pytest.raises(BadLedger):
        Ledger.open(target)


def test_missing_psycopg_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "psycopg", None)  # what `import` sees when not installed
    with pytest.raises(BackendUnavailable) as info:
        Ledger.open(f"postgresql://127.0.0.1:{closed_port()}/db")
    assert 'pip install "nyaya[postgres]"' in str(info.value)
    assert info.value.install == 'pip install "nyaya[postgres]"'


@pytest.mark.parametrize(
    ("target", "expected"),
    [
        ("postgresql://u@h:5432/db", "postgresql://u@h:5432/db"),
        ("postgres://h/db", "postgres://h/db"),
        (
            Path("postgresql://u@h:5432/db?options=-cx%3Dy"),
            "postgresql://u@h:5432/db?options=-cx%3Dy",
        ),
        ("ledger.db", None),
        (Path("postgresql/ledger.db"), None),
    ],
)
def test_postgres_dsn_tells_urls_from_files(target: str | Path, expected: str | None) -> None:
    assert postgres_dsn(target) == expected


def test_sqlite_paths_still_open_sqlite(tmp_path: Path) -> None:
    with Ledger.open(tmp_path / "l.db") as ledger:
        ledger.append(receipt("a"))
        assert ledger.verify() == 1
    assert (tmp_path / "l.db").read_bytes().startswith(b"SQLite format 3")
