"""Every StreamStore backend passes one contract, and the Ledger works on each."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from nyaya.errors import DuplicateReceipt, SignatureInvalid
from nyaya.receipts import KeyRing, Ledger, Receipt, issue_receipt
from nyaya.store import GENESIS_HASH, MemoryStore, NewEntry, SQLiteStore, StreamStore

T0 = datetime(2026, 11, 21, tzinfo=UTC)


def receipt(ring: KeyRing, call_id: str, run_id: str = "run-1") -> Receipt:
    return issue_receipt(
        ring,
        run_id=run_id,
        call_id=call_id,
        tool="search",
        arguments={"q": call_id},
        output=[call_id],
        timestamp=T0,
    )


class TestMemoryStore:
    """The store contract; each backend subclass only says how to make a store."""

    @pytest.fixture
    def store(self, tmp_path: Path) -> Iterator[StreamStore]:
        yield MemoryStore()

    def test_append_chains_entries(self, store: StreamStore) -> None:
        first = store.append("s", "a", {"n": 1}, tag="t1")
        second = store.append("s", "b", {"n": 2})
        assert (first.seq, second.seq) == (1, 2)
        assert first.prev_hash == GENESIS_HASH
        assert second.prev_hash == first.hash
        assert first.body == {"n": 1}
        head = store.head("s")
        assert head is not None and (head.seq, head.hash) == (2, second.hash)

    def test_streams_are_independent(self, store: StreamStore) -> None:
        store.append("receipts", "a", {})
        entry = store.append("audit", "a", {})
        assert entry.seq == 1
        assert store.streams() == ["audit", "receipts"]
        assert store.count("receipts") == 1

    def test_duplicate_key_raises_and_keeps_the_original(self, store: StreamStore) -> None:
        store.append("s", "a", {"v": "original"})
        with pytest.raises(DuplicateReceipt) as info:
            store.append("s", "a", {"v": "replacement"})
        assert info.value.receipt_id == "a"
        stored = store.get("s", "a")
        assert stored is not None and stored.body == {"v": "original"}
        assert store.verify() == 1

    def test_append_many_is_all_or_nothing(self, store: StreamStore) -> None:
        store.append("s", "a", {})
        with pytest.raises(DuplicateReceipt):
            store.append_many("s", [NewEntry("b", {}), NewEntry("a", {})])
        with pytest.raises(DuplicateReceipt):
            store.append_many("s", [NewEntry("c", {}), NewEntry("c", {})])
        assert [e.key for e in store.entries("s")] == ["a"]
        entries = store.append_many("s", [NewEntry("b", {}, "t"), NewEntry("c", {}, "t")])
        assert [e.seq for e in entries] == [2, 3]
        assert [e.key for e in store.entries("s", tag="t")] == ["b", "c"]
        assert store.verify("s") == 3

    def test_batch_commits_what_was_appended_even_on_error(self, store: StreamStore) -> None:
        with pytest.raises(DuplicateReceipt), store.batch():
            store.append("s", "a", {})
            store.append("s", "b", {})
            store.append("s", "a", {})
        assert [e.key for e in store.entries("s")] == ["a", "b"]
        store.append("s", "c", {})
        assert store.verify() == 3

    def test_empty_store_verifies(self, store: StreamStore) -> None:
        assert store.verify() == 0
        assert store.head("s") is None
        assert store.get("s", "x") is None

    def test_ledger_on_this_store(self, store: StreamStore) -> None:
        ring = KeyRing.generate("ed25519")
        ledger = Ledger(store)
        a, b, c = receipt(ring, "a"), receipt(ring, "b", "run-2"), receipt(ring, "c")
        ledger.append(a)
        ledger.append_many([b, c])
        with pytest.raises(DuplicateReceipt):
            ledger.append(a)
        assert ledger.get(a.id) == a
        assert ledger.get("missing") is None
        assert ledger.for_run("run-1") == [a, c]
        assert list(ledger) == [a, b, c]
        assert len(ledger) == 3
        assert ledger.verify(ring.public()) == 3
        with pytest.raises(SignatureInvalid):
            ledger.verify(KeyRing([KeyRing.generate("ed25519", ring.signer.key_id).signer]))


class TestSQLiteStore(TestMemoryStore):
    @pytest.fixture
    def store(self, tmp_path: Path) -> Iterator[StreamStore]:
        with SQLiteStore(tmp_path / "ledger.db") as store:
            yield store

    def test_entries_survive_reopening(self, tmp_path: Path) -> None:
        path = tmp_path / "l.db"
        with SQLiteStore(path) as store:
            store.append("s", "a", {"x": 1})
            with store.batch():
                store.append("s", "b", {"x": 2})
                store.flush()
                store.append("s", "c", {"x": 3})
        with SQLiteStore(path, create=False) as again:
            assert [e.key for e in again.entries("s")] == ["a", "b", "c"]
            assert again.verify() == 3
            assert again.append("s", "d", {}).seq == 4

    def test_ledger_open(self, tmp_path: Path) -> None:
        ring = KeyRing.generate("hmac")
        with Ledger.open(tmp_path / "l.db") as ledger:
            with ledger.batch():
                for i in range(50):
                    ledger.append(receipt(ring, f"c{i}"))
            ledger.flush()
        with Ledger.open(tmp_path / "l.db", create=False) as ledger:
            assert len(ledger) == 50
            assert ledger.verify(ring) == 50


def test_two_writers_on_one_file_keep_one_chain(tmp_path: Path) -> None:
    path = tmp_path / "shared.db"
    with SQLiteStore(path) as one, SQLiteStore(path) as two:
        for i in range(10):
            (one if i % 3 else two).append("s", f"k{i}", {"i": i})
        with pytest.raises(DuplicateReceipt):
            two.append("s", "k4", {})
        one.append_many("s", [NewEntry("m1", {}), NewEntry("m2", {})])
        two.append("s", "last", {})
        assert [e.seq for e in one.entries("s")] == list(range(1, 14))
        assert one.verify() == 13
