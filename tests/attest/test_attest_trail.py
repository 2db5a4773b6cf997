"""The audit trail: append-only, hash-chained, signed; every kind of tampering is caught."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest

from nyaya.attest import AuditTrail, MemoryAuditStore, ring_checker
from nyaya.attest.trail import TrailFull, evaluate_entries, verify_entries
from nyaya.errors import LedgerTampered
from nyaya.receipts import Ledger
from nyaya.receipts.keys import KeyRing
from nyaya.store import MemoryStore, SQLiteStore

T0 = datetime(2026, 3, 2, 10, tzinfo=UTC)


@pytest.fixture(params=["hmac", "ed25519"])
def ring(request: pytest.FixtureRequest) -> KeyRing:
    return KeyRing.generate(request.param, "k1")


def filled(ring: KeyRing, n: int = 4) -> tuple[AuditTrail, MemoryAuditStore]:
    store = MemoryAuditStore()
    trail = AuditTrail(store, ring)
    kinds = ["emit", "verify", "disclose", "suppress"]
    for i in range(n):
        trail.append(
            kinds[i % 4],  # type: ignore[arg-type]
            UUID(int=i // 2),
            actor=f"actor{i}",
            at=T0 + timedelta(seconds=i),
            payload={"i": i},
        )
    return trail, store


def test_intact_trail_verifies(ring: KeyRing) -> None:
    trail, _ = filled(ring)
    report = trail.evaluate(ring_checker(ring))
    assert report
    assert report.entries == 4
    trail.verify(ring_checker(ring))


def test_entries_chain_from_genesis(ring: KeyRing) -> None:
    trail, _ = filled(ring)
    entries = trail.entries()
    assert entries[0].prev_hash == "sha256:" + "0" * 64
    assert [e.prev_hash for e in entries[1:]] == [e.hash for e in entries[:-1]]
    assert [e.seq for e in entries] == [0, 1, 2, 3]


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("actor", "mallory"),
        ("payload", {"i": 99}),
        ("kind", "suppress"),
        ("at", "2030-01-01T00:00:00Z"),
    ],
)
def test_edited_entry_is_caught(ring: KeyRing, field: str, value: Any) -> None:
    trail, store = filled(ring)
    store.bodies[2][field] = value
    report = trail.evaluate(ring_checker(ring))
    assert (report.problem, report.position) == ("hash_mismatch", 2)
    with pytest.raises(LedgerTampered) as info:
        trail.verify(ring_checker(ring))
    assert info.value.position == 2


def test_deleted_entry_is_caught(ring: KeyRing) -> None:
    trail, store = filled(ring)
    del store.bodies[1]
    report = trail.evaluate(ring_checker(ring))
    assert (report.problem, report.position) == ("bad_sequence", 1)


def test_cut_tail_is_caught_against_an_anchored_head(ring: KeyRing) -> None:
    trail, store = filled(ring)
    anchored = trail.head
    assert trail.evaluate(ring_checker(ring), head=anchored)
    del store.bodies[-1]
    # the remaining chain is intact: only the anchor tells
    assert trail.evaluate(ring_checker(ring))
    report = trail.evaluate(ring_checker(ring), head=anchored)
    assert (report.problem, report.position) == ("truncated", 3)
    with pytest.raises(LedgerTampered):
        trail.verify(ring_checker(ring), head=anchored)


def test_reordered_entries_are_caught(ring: KeyRing) -> None:
    trail, store = filled(ring)
    store.bodies[1], store.bodies[2] = store.bodies[2], store.bodies[1]
    assert trail.evaluate(ring_checker(ring)).position == 1


def test_renumbered_reorder_breaks_the_chain(ring: KeyRing) -> None:
    trail, store = filled(ring)
    store.bodies[1], store.bodies[2] = store.bodies[2], store.bodies[1]
    store.bodies[1]["seq"], store.bodies[2]["seq"] = 1, 2
    assert trail.evaluate(ring_checker(ring)).problem == "broken_chain"


def test_rehashed_forgery_fails_the_signature(ring: KeyRing) -> None:
    # an attacker who recomputes the hash chain still cannot sign
    trail, store = filled(ring, 1)
    forged = KeyRing.generate(ring.signer.alg, "k1")
    forger = AuditTrail(MemoryAuditStore(), forged)
    entry = forger.append("emit", UUID(int=0), actor="actor0", at=T0, payload={"i": 0})
    store.bodies[0] = entry.model_dump(mode="json")
    report = trail.evaluate(ring_checker(ring))
    assert (report.problem, report.position) == ("bad_signature", 0)
    assert trail.evaluate(None)  # the chain alone cannot tell


def test_malformed_entry_is_reported(ring: KeyRing) -> None:
    trail, store = filled(ring)
    del store.bodies[3]["signature"]
    assert trail.evaluate(ring_checker(ring)).problem == "malformed_entry"
    with pytest.raises(LedgerTampered):
        trail.entries()


def test_unknown_key_is_a_bad_signature(ring: KeyRing) -> None:
    trail, _ = filled(ring)
    other = KeyRing.generate("ed25519", "other")
    assert trail.evaluate(ring_checker(other)).problem == "bad_signature"


def test_capacity_bounds_the_trail(ring: KeyRing) -> None:
    trail = AuditTrail(MemoryAuditStore(), ring, capacity=1)
    trail.append("emit", UUID(int=1), actor="a", at=T0)
    with pytest.raises(TrailFull):
        trail.append("emit", UUID(int=2), actor="a", at=T0)
    assert len(trail) == 1


def test_trail_lives_in_the_store_audit_stream(ring: KeyRing) -> None:
    store = MemoryStore()
    trail = AuditTrail(store, ring)
    trail.append("emit", UUID(int=1), actor="a", at=T0)
    trail.append("verify", UUID(int=1), actor="v", at=T0, payload={"status": "verified"})
    assert store.count("audit") == 2
    assert store.verify("audit") == 2
    reopened = AuditTrail(store, ring)
    assert len(reopened) == 2
    reopened.append("disclose", UUID(int=1), actor="a", at=T0)
    reopened.verify(ring_checker(ring))


def test_trail_persists_in_sqlite(ring: KeyRing, tmp_path: Path) -> None:
    path = tmp_path / "audit.db"
    store = SQLiteStore(path)
    trail = AuditTrail(store, ring)
    trail.append("emit", UUID(int=1), actor="a", at=T0)
    store.close()
    with SQLiteStore(path, create=False) as again:
        reopened = AuditTrail(again, ring)
        reopened.append("verify", UUID(int=1), actor="v", at=T0, payload={"status": "rejected"})
        reopened.verify(ring_checker(ring))
        assert [e.kind for e in reopened.entries()] == ["emit", "verify"]
        assert again.verify("audit") == 2


def test_trail_shares_the_ledger_store(ring: KeyRing) -> None:
    ledger = Ledger.memory()
    trail = AuditTrail(ledger.store, ring)
    trail.append("emit", UUID(int=1), actor="a", at=T0)
    assert ledger.store.streams() == ["audit"]
    assert len(ledger) == 0
    assert ledger.store.verify() == 1


def test_verify_entries_over_plain_json(ring: KeyRing) -> None:
    _, store = filled(ring)
    bodies = [dict(b) for b in store.bodies]
    verify_entries(bodies, ring_checker(ring.public() if ring.public().key_ids else ring))
    assert evaluate_entries([], None)
