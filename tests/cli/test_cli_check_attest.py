"""`nyaya check --attest`: checked claims land on the signed audit trail, once, and re-verify."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "inbox_run.json"


def nyaya(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from nyaya.cli import main; main()", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_attest_writes_trail_and_a_bundle_that_verifies_offline(tmp_path: Path) -> None:
    keys, store, bundle = tmp_path / "k.json", tmp_path / "audit.sqlite", tmp_path / "b.json"
    assert nyaya("keys", "new", "--alg", "ed25519", "--out", str(keys)).returncode == 0
    done = nyaya(
        "check", str(EXAMPLE), "--keys", str(keys), "--attest", str(store), "--bundle", str(bundle)
    )
    assert done.returncode == 0, done.stderr
    assert "attested" in done.stderr
    data = json.loads(bundle.read_text())
    assert data["records"], "a clean, checked answer yields attestations"
    assert all(r["outcome"]["status"] == "verified" for r in data["records"])
    audit = nyaya("audit", "verify", "--keys", str(keys), str(bundle))
    assert audit.returncode == 0, audit.stdout + audit.stderr
    unproven = nyaya("audit", "verify", str(bundle))  # the bundle's own key is never trusted
    assert unproven.returncode == 1 and "origin unproven" in unproven.stderr
    ledger = nyaya("ledger", "verify", str(store), "--keys", str(keys))
    assert ledger.returncode == 0, ledger.stderr


def test_attesting_the_same_run_twice_is_refused_and_keeps_the_trail(tmp_path: Path) -> None:
    keys, store = tmp_path / "k.json", tmp_path / "audit.sqlite"
    nyaya("keys", "new", "--alg", "hmac", "--out", str(keys))
    first = nyaya("check", str(EXAMPLE), "--keys", str(keys), "--attest", str(store))
    assert first.returncode == 0, first.stderr
    before = store.read_bytes()
    again = nyaya("check", str(EXAMPLE), "--keys", str(keys), "--attest", str(store))
    assert again.returncode == 2
    assert "already attested" in again.stderr
    assert len(again.stderr.strip().splitlines()) == 1
    assert nyaya("ledger", "verify", str(store), "--keys", str(keys)).returncode == 0
    assert store.read_bytes() == before


def test_attest_without_keys_is_a_one_line_bad_input(tmp_path: Path) -> None:
    done = nyaya("check", str(EXAMPLE), "--attest", str(tmp_path / "a.sqlite"))
    assert done.returncode == 2
    assert "--keys" in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "a.sqlite").exists()
