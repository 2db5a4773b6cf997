"""Checkpoints and anchored heads catch what a self-consistent chain cannot: a cut tail."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from nyaya.cli import main
from nyaya.errors import BadInput, BadLedger, LedgerTampered, VerificationFailed
from nyaya.receipts import KeyRing, Ledger, Receipt, issue_receipt, write_key_file
from nyaya.receipts.canonical import canonical_json
from nyaya.store import GENESIS_HASH
from nyaya.store.base import entry_hash
from nyaya.store.checkpoint import CHECKPOINTS_STREAM, Checkpoint, HeadAnchor

RING = KeyRing.generate("ed25519", "runtime")
T0 = datetime(2026, 11, 21, tzinfo=UTC)


def receipt(i: int) -> Receipt:
    return issue_receipt(
        RING,
        run_id="run-1",
        call_id=f"c{i}",
        tool="search",
        arguments={"i": i},
        output=list(range(i % 4)),
        timestamp=T0 + timedelta(seconds=i),
    )


def make(path: Path, n: int = 10, every: int = 4) -> None:
    clock = iter(T0 + timedelta(minutes=m) for m in range(10_000))
    with Ledger(
        Ledger.open(path).store, signer=RING, checkpoint_every=every, clock=lambda: next(clock)
    ) as ledger:
        for i in range(1, n + 1):
            ledger.append(receipt(i))


def rows(path: Path, stream: str) -> list[list[Any]]:
    with sqlite3.connect(path) as conn:
        found = conn.execute(
            "SELECT seq, stream, key, tag, body, prev_hash, hash FROM entries "
            "WHERE stream = ? ORDER BY seq",
            (stream,),
        ).fetchall()
    conn.close()
    return [list(r) for r in found]


def rebuild(path: Path, stream: str, edit: Callable[[list[list[Any]]], list[list[Any]]]) -> None:
    """What an attacker with write access does: edit rows, recompute every hash and the head."""
    kept = edit(rows(path, stream))
    prev = GENESIS_HASH
    for seq, row in enumerate(kept, start=1):
        row[0], row[5] = seq, prev
        row[6] = entry_hash(seq, stream, row[2], row[3], row[4], prev)
        prev = row[6]
    with sqlite3.connect(path) as conn:
        conn.execute("DELETE FROM entries WHERE stream = ?", (stream,))
        conn.executemany(
            "INSERT INTO entries VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(r[1], r[0], r[2], r[3], r[4], r[5], r[6]) for r in kept],
        )
        conn.execute("DELETE FROM heads WHERE stream = ?", (stream,))
        if kept:
            conn.execute("INSERT OR REPLACE INTO heads VALUES (?, ?, ?)", (stream, len(kept), prev))
    conn.close()


def verify(path: Path, ring: KeyRing | None = RING, anchor: HeadAnchor | None = None) -> int:
    with Ledger.open(path, create=False) as ledger:
        return ledger.verify(ring, expect_head=anchor)


def test_checkpoints_every_n_appends_and_on_close(tmp_path: Path) -> None:
    path = tmp_path / "l.db"
    make(path, n=10, every=4)
    with Ledger.open(path, create=False) as ledger:
        summary = ledger.verify_all(RING.public())
    assert (summary.receipts, summary.checkpoints) == (10, 3)  # at 4, 8 and on close at 10
    assert summary.latest_checkpoint is not None and summary.latest_checkpoint.seq == 10
    assert summary.entries == 13


def test_the_runtime_key_signs_the_checkpoints() -> None:
    from nyaya import ToolRuntime

    ledger = Ledger.memory()
    runtime = ToolRuntime(RING, ledger=ledger, run_id="r")

    @runtime.tool
    def echo(x: int) -> list[int]:
        return [x]

    runtime.call("echo", {"x": 1})
    ledger.close()
    assert ledger.signer is RING
    assert ledger.verify_all(RING.public()).checkpoints == 1


def test_a_cut_tail_with_rebuilt_hashes_is_caught_by_the_checkpoint(tmp_path: Path) -> None:
    path = tmp_path / "l.db"
    make(path)
    rebuild(path, "receipts", lambda r: r[:7])
    with pytest.raises(LedgerTampered, match=r"checkpoint signed at .* names entry 8: .* cut"):
        verify(path, ring=None)


def test_a_rewritten_middle_with_rebuilt_hashes_is_caught(tmp_path: Path) -> None:
    path = tmp_path / "l.db"
    make(path)
    rebuild(path, "receipts", lambda r: r[:2] + r[3:])  # entry 3 deleted, the rest renumbered
    with pytest.raises(LedgerTampered, match="rewritten") as info:
        verify(path, ring=None)
    assert info.value.position == 4


def test_rebuilt_checkpoints_do_not_verify_without_the_key(tmp_path: Path) -> None:
    path = tmp_path / "l.db"
    make(path)
    rebuild(path, "receipts", lambda r: r[:7])
    forger = KeyRing.generate("ed25519", "runtime")  # same id, another key

    def forge(found: list[list[Any]]) -> list[list[Any]]:
        out = []
        for row in found:
            cp = Checkpoint.model_validate(json.loads(row[4]))
            if cp.seq > 7:
                continue
            ledger_hash = rows(path, "receipts")[cp.seq - 1][6]
            head = type("H", (), {"stream": "receipts", "seq": cp.seq, "hash": ledger_hash})
            forged = Checkpoint.sign(forger, head, cp.at)  # type: ignore[arg-type]
            row[4] = canonical_json(forged.to_dict()).decode()
            out.append(row)
        return out

    rebuild(path, CHECKPOINTS_STREAM, forge)
    assert verify(path, ring=None) == 7  # self-consistent: nothing proves who wrote it
    with pytest.raises(LedgerTampered, match="not signed by a trusted key"):
        verify(path)


def test_deleting_checkpoints_too_is_caught_by_an_anchored_head(tmp_path: Path) -> None:
    path = tmp_path / "l.db"
    make(path)
    with Ledger.open(path, create=False) as ledger:
        head = ledger.head()
    assert head is not None
    anchor = HeadAnchor.of(head)
    assert verify(path, anchor=anchor) == 10
    rebuild(path, "receipts", lambda r: r[:7])
    rebuild(path, CHECKPOINTS_STREAM, lambda r: [])
    assert verify(path) == 7  # what checkpoints alone cannot see
    with pytest.raises(LedgerTampered, match="the anchored head names entry 10: the ledger was"):
        verify(path, anchor=anchor)


def test_an_anchor_still_holds_after_the_ledger_grows(tmp_path: Path) -> None:
    path = tmp_path / "l.db"
    make(path, n=5)
    with Ledger.open(path, create=False) as ledger:
        head = ledger.head()
        assert head is not None
        ledger.append(receipt(99))
    assert verify(path, anchor=HeadAnchor.of(head)) == 6


def test_a_rewritten_anchor_entry_is_caught(tmp_path: Path) -> None:
    path = tmp_path / "l.db"
    make(path, n=5)
    with Ledger.open(path, create=False) as ledger:
        head = ledger.head()
    assert head is not None
    rebuild(
        path, "receipts", lambda r: [*r[:4], [*r[4][:4], r[4][4].replace("c5", "c6"), *r[4][5:]]]
    )
    rebuild(path, CHECKPOINTS_STREAM, lambda r: [])
    with pytest.raises(LedgerTampered, match="not the one the anchored head names"):
        verify(path, ring=None, anchor=HeadAnchor.of(head))


CHECKPOINT_FIELDS: dict[str, Any] = {
    "v": "2",
    "stream": "audit",
    "seq": 1,
    "hash": "sha256:" + "1" * 64,
    "at": "2030-01-01T00:00:00.000000Z",
    "key_id": "other",
    "alg": "hmac-sha256",
    "signature": "A" * 86,
}


@pytest.mark.parametrize("field", sorted(CHECKPOINT_FIELDS))
def test_every_signed_checkpoint_field_is_covered(field: str) -> None:
    head = type("H", (), {"stream": "receipts", "seq": 3, "hash": "sha256:" + "a" * 64})
    signed = Checkpoint.sign(RING, head, T0)  # type: ignore[arg-type]
    signed.verify(RING.public())
    data = signed.to_dict()
    data[field] = CHECKPOINT_FIELDS[field]
    try:
        edited = Checkpoint.model_validate(data)
    except ValueError:
        assert field in ("v", "alg")  # a value the format refuses outright
        return
    with pytest.raises(VerificationFailed):
        edited.verify(RING.public())


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        main(list(argv))
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_head_and_expect_head(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "l.db"
    make(path)
    keys = write_key_file(RING, tmp_path / "pub.json", public=True)
    code, out, _ = run(capsys, "ledger", "head", str(path))
    anchor = out.strip()
    assert code == 0 and anchor.startswith("10:sha256:")
    code, out, err = run(
        capsys, "ledger", "verify", str(path), "--keys", str(keys), "--expect-head", anchor
    )
    assert code == 0 and "3 checkpoints" in out and "expected head 10" in out and not err
    code, out, err = run(capsys, "ledger", "verify", str(path))
    assert code == 0 and "nothing proves who wrote it" in err
    rebuild(path, "receipts", lambda r: r[:7])
    rebuild(path, CHECKPOINTS_STREAM, lambda r: [])
    code, _, err = run(capsys, "ledger", "verify", str(path), "--expect-head", anchor)
    assert code == 1 and "cut" in err and len(err.strip().splitlines()) == 1
    code, _, err = run(capsys, "ledger", "verify", str(path), "--expect-head", "10:abc")
    assert code == 2 and "--expect-head" in err


def test_an_empty_file_is_refused_and_left_empty(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "empty.db"
    path.touch()
    with pytest.raises(BadLedger, match="empty file"):
        Ledger.open(path)
    assert path.stat().st_size == 0
    code, _, err = run(capsys, "ledger", "verify", str(path))
    assert code == 2 and "empty file" in err
    with pytest.raises(BadInput):
        HeadAnchor.parse("0:sha256:" + "0" * 64)


def test_a_new_ledger_appears_whole_or_not_at_all(tmp_path: Path) -> None:
    path = tmp_path / "l.db"
    first, second = Ledger.open(path), Ledger.open(path)  # the second finds the first's file
    first.append(receipt(1))
    second.append(receipt(2))
    first.close()
    second.close()
    assert verify(path) == 2
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("l.db")) == []
