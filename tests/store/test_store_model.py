"""Any sequence of appends leaves each backend equal to a plain model, with a valid chain."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nyaya.errors import DuplicateReceipt
from nyaya.store import MemoryStore, NewEntry, SQLiteStore, StreamStore

operation = st.tuples(
    st.sampled_from(["receipts", "audit"]),
    st.lists(st.sampled_from("abcdefgh"), min_size=1, max_size=3),
    st.booleans(),
)


def check(make: Callable[[Path], StreamStore], ops: list[tuple[str, list[str], bool]]) -> None:
    model: dict[str, list[str]] = {}
    with tempfile.TemporaryDirectory() as tmp, make(Path(tmp) / "s.db") as store:
        for stream, keys, batched in ops:
            stored = model.setdefault(stream, [])
            clash = len(set(keys)) < len(keys) or any(k in stored for k in keys)
            items = [NewEntry(k, {"k": k, "n": len(stored)}, tag=stream) for k in keys]
            try:
                if batched:
                    store.append_many(stream, items)
                else:
                    for item in items:
                        store.append(stream, item.key, item.body, tag=item.tag)
            except DuplicateReceipt:
                assert clash
                if not batched:  # single appends before the clash were stored
                    for k in keys:
                        if k in stored or k in keys[: keys.index(k)]:
                            break
                        stored.append(k)
                continue
            assert not clash
            stored.extend(keys)
        for stream, keys in model.items():
            assert [e.key for e in store.entries(stream)] == keys
            assert store.count(stream) == len(keys)
        assert store.verify() == sum(len(k) for k in model.values())


@pytest.mark.parametrize(
    "make", [lambda _: MemoryStore(), lambda path: SQLiteStore(path)], ids=["memory", "sqlite"]
)
@settings(max_examples=40, deadline=None)
@given(ops=st.lists(operation, max_size=12))
def test_store_matches_model(
    make: Callable[[Path], StreamStore], ops: list[tuple[str, list[str], bool]]
) -> None:
    check(make, ops)
