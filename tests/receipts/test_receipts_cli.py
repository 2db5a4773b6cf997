"""`nyaya keys` and `nyaya ledger`: exit 0 / 1 / 2 and one-line errors."""

from __future__ import annotations

import json
import os
import sqlite3
import stat
from datetime import UTC, datetime
from pathlib import Path

import pytest

from nyaya.cli import main
from nyaya.receipts import KeyRing, Ledger, issue_receipt

ASSETS = Path(__file__).parent.parent / "assets" / "receipts"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        main(list(argv))
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def one_line(text: str) -> bool:
    return len(text.strip().splitlines()) == 1


@pytest.mark.parametrize("alg", ["hmac", "ed25519"])
def test_keys_new(tmp_path: Path, capsys: pytest.CaptureFixture[str], alg: str) -> None:
    path = tmp_path / "k.json"
    code, out, _ = run(capsys, "keys", "new", "--alg", alg, "--out", str(path), "--key-id", "k1")
    assert code == 0 and "k1" in out
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert KeyRing.from_file(path).signer.key_id == "k1"


def test_keys_new_refuses_to_overwrite(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "k.json"
    path.write_text("keep")
    code, _, err = run(capsys, "keys", "new", "--out", str(path))
    assert code == 2 and one_line(err) and str(path) in err
    assert path.read_text() == "keep"


def test_keys_new_bad_alg(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, _ = run(capsys, "keys", "new", "--alg", "rsa", "--out", str(tmp_path / "k"))
    assert code == 2


def test_keys_public(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "k.json"
    run(capsys, "keys", "new", "--alg", "ed25519", "--out", str(path))
    code, out, _ = run(capsys, "keys", "public", str(path))
    assert code == 0
    data = json.loads(out)
    assert all("private_key" not in k for k in data["keys"])
    pub = tmp_path / "pub.json"
    code, _, _ = run(capsys, "keys", "public", str(path), "--out", str(pub))
    assert code == 0
    assert not KeyRing.from_file(pub).can_sign


def test_keys_public_of_hmac_is_an_error(
    hmac_key_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "keys", "public", str(hmac_key_file))
    assert code == 2 and one_line(err)


def test_keys_rotate(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "k.json"
    run(capsys, "keys", "new", "--out", str(path), "--key-id", "old")
    code, _, _ = run(capsys, "keys", "rotate", str(path), "--key-id", "new")
    assert code == 0
    ring = KeyRing.from_file(path)
    assert ring.key_ids == ("old", "new") and ring.signer.key_id == "new"
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600


@pytest.mark.parametrize("asset", ["keys_truncated.json", "keys_unknown_alg.json", "absent.json"])
def test_bad_key_files_exit_2(capsys: pytest.CaptureFixture[str], asset: str) -> None:
    code, _, err = run(capsys, "keys", "public", str(ASSETS / asset))
    assert code == 2 and one_line(err) and asset in err


def write_ledger(path: Path, n: int = 3) -> KeyRing:
    ring = KeyRing.generate("hmac", "k1")
    with Ledger.open(path) as ledger:
        for i in range(n):
            ledger.append(
                issue_receipt(
                    ring,
                    run_id="run-a" if i % 2 else "run-b",
                    call_id=f"c{i}",
                    tool="search",
                    arguments={},
                    output=[i],
                    timestamp=datetime(2026, 11, 21, tzinfo=UTC),
                )
            )
    return ring


def test_ledger_verify_ok(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "l.db"
    ring = write_ledger(path)
    keys = tmp_path / "k.json"
    keys.write_text(json.dumps(ring.to_json()))
    keys.chmod(0o600)
    code, out, _ = run(capsys, "ledger", "verify", str(path))
    assert code == 0 and "3" in out
    code, out, _ = run(capsys, "ledger", "verify", str(path), "--keys", str(keys))
    assert code == 0 and "signatures" in out


def test_ledger_verify_tampered_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "l.db"
    write_ledger(path)
    with sqlite3.connect(path) as conn:
        conn.execute("DELETE FROM entries WHERE seq = 2")
    conn.close()
    code, _, err = run(capsys, "ledger", "verify", str(path))
    assert code == 1 and one_line(err) and "entry 2" in err


def test_ledger_verify_wrong_keys_exits_1(
    tmp_path: Path, hmac_key_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "l.db"
    write_ledger(path)
    code, _, err = run(capsys, "ledger", "verify", str(path), "--keys", str(hmac_key_file))
    assert code == 1 and one_line(err)


@pytest.mark.parametrize("content", [None, b"not a database"])
def test_ledger_verify_bad_file_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes | None
) -> None:
    path = tmp_path / "x.db"
    if content is not None:
        path.write_bytes(content)
    code, _, err = run(capsys, "ledger", "verify", str(path))
    assert code == 2 and one_line(err) and str(path) in err
    assert path.exists() == (content is not None)


def test_ledger_show(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "l.db"
    write_ledger(path, n=4)
    code, out, _ = run(capsys, "ledger", "show", str(path), "--run", "run-a")
    assert code == 0
    lines = out.strip().splitlines()
    assert len(lines) == 2 and all("run-a" in line for line in lines)
    code, out, _ = run(capsys, "ledger", "show", str(path), "--json")
    assert [json.loads(line)["call_id"] for line in out.strip().splitlines()] == [
        "c0",
        "c1",
        "c2",
        "c3",
    ]
