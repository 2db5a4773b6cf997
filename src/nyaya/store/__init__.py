"""Append-only, hash-chained stream stores: in memory, SQLite and PostgreSQL.

`StreamStore` is the interface; `MemoryStore`, `SQLiteStore` and `PostgresStore`
(the "postgres" extra) implement it.
The receipt `Ledger` and the attestation audit trail are streams of one store.
Each back-end loads on first use.
"""

from __future__ import annotations

import typing as _typing

from nyaya import _lazy

_HOMES = {
    "GENESIS_HASH": "nyaya.store.base",
    "Entry": "nyaya.store.base",
    "Head": "nyaya.store.base",
    "MemoryStore": "nyaya.store.memory",
    "NewEntry": "nyaya.store.base",
    "PostgresStore": "nyaya.store.postgres",
    "SQLiteStore": "nyaya.store.sqlite",
    "StreamStore": "nyaya.store.base",
    "verify_chain": "nyaya.store.base",
}

if _typing.TYPE_CHECKING:
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

__getattr__, __dir__ = _lazy.exports(__name__, _HOMES)
