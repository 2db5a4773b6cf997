"""Many processes append to one ledger: every acknowledged receipt is there, nothing is a false
tamper, and a verifier running meanwhile sees consistent snapshots. kill -9 loses nothing acked."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from nyaya.receipts import KeyRing, Ledger, write_key_file

WORKER = Path(__file__).with_name("ledger_worker.py")
PROCESSES = 8
APPENDS = int(os.environ.get("NYAYA_TEST_APPENDS", "2000"))
PG_DSN = os.environ.get("NYAYA_TEST_POSTGRES_DSN")


def spawn(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(WORKER), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.fixture
def keyfile(tmp_path: Path) -> tuple[KeyRing, Path]:
    ring = KeyRing.generate("hmac", "writer")
    return ring, write_key_file(ring, tmp_path / "keys.json")


def pg_target() -> Iterator[str]:
    assert PG_DSN is not None
    import psycopg

    schema = f"conc_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(PG_DSN, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    sep = "&" if "?" in PG_DSN else "?"
    yield f"{PG_DSN}{sep}options=-csearch_path%3D{schema}"
    with psycopg.connect(PG_DSN, autocommit=True) as conn:
        conn.execute(f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture(params=["sqlite", "postgres"])
def target(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield str(tmp_path / "ledger.db")
        return
    if PG_DSN is None:
        pytest.skip(
            'NYAYA_TEST_POSTGRES_DSN is unset: eval "$(bash scripts/postgres-for-tests.sh)"'
        )
    yield from pg_target()


@pytest.mark.slow
def test_eight_processes_append_while_one_verifies(
    target: str, keyfile: tuple[KeyRing, Path], tmp_path: Path
) -> None:
    ring, path = keyfile
    Ledger.open(target).close()  # laid out once, so the verifier can open it from the start
    stop = tmp_path / "stop"
    verifier = spawn("verify", target, str(path), str(stop))
    writers = [spawn("append", target, str(path), str(w), str(APPENDS)) for w in range(PROCESSES)]
    acked: list[str] = []
    for writer in writers:
        out, err = writer.communicate(timeout=600)
        assert writer.returncode == 0, err
        acked += out.split()
    stop.touch()
    out, err = verifier.communicate(timeout=600)
    assert verifier.returncode == 0, out + err
    verifications = out.splitlines()
    assert verifications and all(line.startswith("ok ") for line in verifications)
    assert len(acked) == len(set(acked)) == PROCESSES * APPENDS
    with Ledger.open(target, create=False) as ledger:
        summary = ledger.verify_all(ring)
        stored = {r.id for r in ledger.receipts()}
        for w in range(PROCESSES):
            assert [r.call_id for r in ledger.for_run(f"w{w}")] == [f"c{i}" for i in range(APPENDS)]
    assert stored == set(acked)
    assert summary.receipts == PROCESSES * APPENDS
    # every writer checkpointed every 250 of its own appends and on close
    assert summary.checkpoints >= PROCESSES
    assert summary.latest_checkpoint is not None
    assert summary.latest_checkpoint.seq == PROCESSES * APPENDS
    # the last verification, started after every writer finished, saw everything
    assert verifications[-1].split()[1] == str(PROCESSES * APPENDS)


def test_kill_9_while_appending_loses_no_acknowledged_receipt(
    keyfile: tuple[KeyRing, Path], tmp_path: Path
) -> None:
    ring, path = keyfile
    target = str(tmp_path / "ledger.db")
    writer = spawn("append", target, str(path), "0", "100000")
    assert writer.stdout is not None
    acked = [writer.stdout.readline().strip() for _ in range(300)]
    writer.send_signal(signal.SIGKILL)
    rest, _ = writer.communicate(timeout=60)
    acked += rest.split()  # lines already written before the kill were acknowledged too
    assert writer.returncode == -signal.SIGKILL
    with Ledger.open(target, create=False) as ledger:
        count = ledger.verify(ring)
        stored = {r.id for r in ledger.receipts()}
    assert set(acked) <= stored
    assert count == len(stored) >= 300
