"""Append-only, hash-chained stream stores: in memory and SQLite (PostgreSQL can follow).

`StreamStore` is the interface; `MemoryStore` and `SQLiteStore` implement it.
The receipt `Ledger` and the attestation audit trail are streams of one store.
"""

from __future__ import annotations

from nyaya.store.base import GENESIS_HASH, Entry, Head, NewEntry, StreamStore, verify_chain
from nyaya.store.memory import MemoryStore
from nyaya.store.sqlite import SQLiteStore

__all__ = [
    "GENESIS_HASH",
    "Entry",
    "Head",
    "MemoryStore",
    "NewEntry",
    "SQLiteStore",
    "StreamStore",
    "verify_chain",
]
