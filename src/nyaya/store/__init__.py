"""Append-only, hash-chained stream stores: in memory, SQLite and PostgreSQL.

`StreamStore` is the interface; `MemoryStore`, `SQLiteStore` and `PostgresStore`
(the "postgres" extra) implement it.
The receipt `Ledger` and the attestation audit trail are streams of one store.
"""

from __future__ import annotations

from nyaya.store.base import GENESIS_HASH, Entry, Head, NewEntry, StreamStore, verify_chain
from nyaya.store.memory import MemoryStore
from nyaya.store.postgres import PostgresStore
from nyaya.store.sqlite import SQLiteStore

__all__ = [
    "GENESIS_HASH",
    "Entry",
    "Head",
    "MemoryStore",
    "NewEntry",
    "PostgresStore",
    "SQLiteStore",
    "StreamStore",
    "verify_chain",
]
