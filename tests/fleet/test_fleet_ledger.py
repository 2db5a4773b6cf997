"""Fleet re-verification of a PostgreSQL ledger, range by range (needs a real server).

Uses ``NYAYA_TEST_POSTGRES_DSN`` like tests/store/test_store_postgres.py: skipped
without it, a failure under CI.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from nyaya.fleet import run_fleet
from nyaya.receipts import KeyRing, Ledger, issue_receipt

ENV = "NYAYA_TEST_POSTGRES_DSN"
RING = KeyRing.generate("hmac", "k1")
T0 = datetime(2026, 11, 21, tzinfo=UTC)


@pytest.fixture(scope="module")
def dsn() -> str:
    value = os.environ.get(ENV, "").strip()
    if value:
        return value
    if os.environ.get("CI") == "true":
        pytest.fail(f"{ENV} is unset under CI", pytrace=False)
    pytest.skip(f'{ENV} is unset: run eval "$(bash scripts/postgres-for-tests.sh)"')


def _conn(dsn: str, schema: str | None = None) -> Any:
    import psycopg

    options = f"-csearch_path={schema}" if schema else ""
    return psycopg.connect(dsn, autocommit=True, options=options)


@pytest.fixture
def ledger_url(dsn: str) -> Iterator[tuple[str, str]]:
    schema = f"nyaya_f_{uuid.uuid4().hex[:12]}"
    with _conn(dsn) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    joiner = "&" if "?" in dsn else "?"
    url = f"{dsn}{joiner}options={quote(f'-csearch_path={schema}', safe='')}"
    with Ledger.open(url) as ledger:
        for i in range(25):
            ledger.append(
                issue_receipt(
                    RING,
                    run_id=f"run-{i // 5}",
                    call_id=f"c{i}",
                    tool="search" if i % 2 else "email",
                    arguments={"q": i},
                    output=[i],
                    timestamp=T0,
                )
            )
    yield url, schema
    with _conn(dsn) as conn:
        conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")


def test_every_receipt_verifies(ledger_url: tuple[str, str], tmp_path: Path) -> None:
    url, _ = ledger_url
    result = run_fleet([url], tmp_path, keys=RING.to_json(), workers=0, partition_size=7,
                       plots=False)  # fmt: skip
    assert result.partitions == 4
    assert dict(result.aggregate.receipts) == {"verified": 25}
    assert sum(result.aggregate.by_agent["search"].values()) == 12


def test_an_edited_row_is_found_in_its_range(
    dsn: str, ledger_url: tuple[str, str], tmp_path: Path
) -> None:
    url, schema = ledger_url
    with _conn(dsn, schema) as conn:
        conn.execute(
            "UPDATE nyaya_entries SET body = replace(body, '\"c9\"', '\"c99\"') WHERE seq = 10"
        )
    result = run_fleet([url], tmp_path, keys=RING.to_json(), workers=0, partition_size=7,
                       plots=False)  # fmt: skip
    assert dict(result.aggregate.receipts) == {"verified": 24, "failed:modified_entry": 1}
    assert result.aggregate.worst[0].source == "seq 10"


def test_other_keys_fail_every_signature(ledger_url: tuple[str, str], tmp_path: Path) -> None:
    url, _ = ledger_url
    other = KeyRing.generate("hmac", "k1")
    result = run_fleet([url], tmp_path, keys=other.to_json(), workers=0, partition_size=10,
                       plots=False)  # fmt: skip
    assert dict(result.aggregate.receipts) == {"failed:SignatureInvalid": 25}
