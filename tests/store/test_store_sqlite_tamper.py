"""Editing, deleting or reordering rows directly in SQLite is detected; bad files are refused."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest

from nyaya.errors import BadLedger, DuplicateReceipt, LedgerTampered, SignatureInvalid
from nyaya.receipts import KeyRing, Ledger, Receipt, canonical_json, issue_receipt
from nyaya.store import GENESIS_HASH, SQLiteStore
from nyaya.store.base import entry_hash

RING = KeyRing.generate("hmac", "k1")


def make_ledger(path: Path, n: int = 5) -> list[Receipt]:
    receipts = [
        issue_receipt(
            RING,
            run_id="run-1",
            call_id=f"c{i}",
            tool="search",
            arguments={"i": i},
            output=list(range(i)),
            timestamp=datetime(2026, 11, 21, tzinfo=UTC),
        )
        for i in range(1, n + 1)
    ]
    with Ledger.open(path) as ledger:
        ledger.append_many(receipts[:2])
        for r in receipts[2:]:
            ledger.append(r)
    return receipts


def sql(path: Path, *statements: str) -> None:
    with sqlite3.connect(path) as conn:
        for statement in statements:
            conn.execute(statement)
    conn.close()


def verify(path: Path) -> int:
    with Ledger.open(path, create=False) as ledger:
        return ledger.verify()


TAMPERING: dict[str, tuple[int, Callable[[Path], None]]] = {
    "edit body": (
        3,
        lambda p: sql(
            p,
            "UPDATE entries SET body = replace(body, '\"result_count\":3', "
            "'\"result_count\":9') WHERE seq = 3",
        ),
    ),
    "delete a middle row": (2, lambda p: sql(p, "DELETE FROM entries WHERE seq = 2")),
    "delete the first row": (1, lambda p: sql(p, "DELETE FROM entries WHERE seq = 1")),
    "delete the last row": (5, lambda p: sql(p, "DELETE FROM entries WHERE seq = 5")),
    "swap seq of two rows": (
        2,
        lambda p: sql(
            p,
            "UPDATE entries SET seq = -1 WHERE seq = 2",
            "UPDATE entries SET seq = 2 WHERE seq = 3",
            "UPDATE entries SET seq = 3 WHERE seq = -1",
        ),
    ),
    "swap bodies of two rows": (
        2,
        lambda p: sql(
            p,
            "CREATE TEMP TABLE t AS SELECT seq, key, tag, body FROM entries",
            "UPDATE entries SET body = (SELECT body FROM t WHERE t.seq = 3) WHERE seq = 2",
            "UPDATE entries SET body = (SELECT body FROM t WHERE t.seq = 2) WHERE seq = 3",
        ),
    ),
    "rename a key": (4, lambda p: sql(p, "UPDATE entries SET key = 'forged' WHERE seq = 4")),
    "change a run tag": (1, lambda p: sql(p, "UPDATE entries SET tag = 'run-2' WHERE seq = 1")),
    "edit prev_hash": (
        3,
        lambda p: sql(p, f"UPDATE entries SET prev_hash = '{GENESIS_HASH}' WHERE seq = 3"),
    ),
    "edit the head": (5, lambda p: sql(p, "UPDATE heads SET hash = 'sha256:00' WHERE 1")),
    "a column of the wrong type": (
        2,
        lambda p: sql(p, "UPDATE entries SET body = x'00' WHERE seq = 2"),
    ),
    "move a row to another stream": (
        1,  # stream "audit" now starts at entry 5; it sorts before "receipts"
        lambda p: sql(p, "UPDATE entries SET stream = 'audit' WHERE seq = 5"),
    ),
}


@pytest.mark.parametrize("how", sorted(TAMPERING))
def test_tampering_is_detected_and_named(tmp_path: Path, how: str) -> None:
    path = tmp_path / "ledger.db"
    receipts = make_ledger(path)
    assert verify(path) == 5
    position, tamper = TAMPERING[how]
    tamper(path)
    with pytest.raises(LedgerTampered) as info, Ledger.open(path, create=False) as ledger:
        ledger.store.verify()
        ledger.verify()
    message = str(info.value)
    assert info.value.position == position, message
    assert f"entry {position}" in message
    assert "\n" not in message
    del receipts


def test_rebuilt_chain_is_caught_by_signatures(tmp_path: Path) -> None:
    path = tmp_path / "ledger.db"
    make_ledger(path, n=3)
    conn = sqlite3.connect(path)
    rows = conn.execute("SELECT seq, stream, key, tag, body FROM entries ORDER BY seq").fetchall()
    prev = GENESIS_HASH
    for seq, stream, key, tag, body in rows:
        if seq == 2:
            body = body.replace('"result_count":2', '"result_count":7')
        digest = entry_hash(seq, stream, key, tag, body, prev)
        conn.execute(
            "UPDATE entries SET body = ?, prev_hash = ?, hash = ? WHERE seq = ?",
            (body, prev, digest, seq),
        )
        prev = digest
    conn.execute("UPDATE heads SET hash = ?", (prev,))
    conn.commit()
    conn.close()
    with Ledger.open(path, create=False) as ledger:
        assert ledger.verify() == 3  # the chain alone carries no secret
        with pytest.raises(SignatureInvalid):
            ledger.verify(RING)


def test_errors_never_lose_or_rewrite_rows(tmp_path: Path) -> None:
    path = tmp_path / "ledger.db"
    receipts = make_ledger(path, n=3)
    before = sqlite3.connect(path).execute("SELECT * FROM entries ORDER BY seq").fetchall()
    with Ledger.open(path) as ledger:
        with pytest.raises(DuplicateReceipt):
            ledger.append(receipts[1])
        with pytest.raises(DuplicateReceipt):
            ledger.append_many([receipts[0]])
    after = sqlite3.connect(path).execute("SELECT * FROM entries ORDER BY seq").fetchall()
    assert after == before


def test_a_lowered_head_refuses_appends_without_writing(tmp_path: Path) -> None:
    path = tmp_path / "ledger.db"
    make_ledger(path, n=3)
    sql(path, "UPDATE heads SET seq = 1")
    extra = issue_receipt(
        RING,
        run_id="r",
        call_id="x",
        tool="t",
        arguments={},
        output=[],
        timestamp=datetime(2026, 1, 1, tzinfo=UTC),
    )
    with Ledger.open(path) as ledger, pytest.raises(LedgerTampered):
        ledger.append(extra)
    count = sqlite3.connect(path).execute("SELECT count(*) FROM entries").fetchone()[0]
    assert count == 3


def test_a_foreign_sqlite_file_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.execute("INSERT INTO notes VALUES ('keep me')")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(BadLedger) as info:
        Ledger.open(path)
    assert str(path) in str(info.value)
    assert path.read_bytes() == before


@pytest.mark.parametrize("content", [b"hello, not a database\n", b"\x00" * 64])
def test_a_non_sqlite_file_is_refused(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "notes.db"
    path.write_bytes(content)
    with pytest.raises(BadLedger) as info:
        Ledger.open(path)
    assert str(path) in str(info.value)
    assert path.read_bytes() == content


def test_missing_file_is_not_created_when_asked_not_to(tmp_path: Path) -> None:
    path = tmp_path / "absent.db"
    with pytest.raises(BadLedger):
        Ledger.open(path, create=False)
    assert not path.exists()


def test_wal_journal_and_one_file(tmp_path: Path) -> None:
    path = tmp_path / "ledger.db"
    make_ledger(path, n=2)
    mode = sqlite3.connect(path).execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"


def test_bodies_are_canonical_json(tmp_path: Path) -> None:
    path = tmp_path / "ledger.db"
    receipts = make_ledger(path, n=1)
    with SQLiteStore(path) as store:
        entry = store.get("receipts", receipts[0].id)
    assert entry is not None
    assert entry.body_json.encode() == canonical_json(receipts[0].to_dict())
