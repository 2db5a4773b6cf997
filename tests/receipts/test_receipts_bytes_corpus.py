"""Every byte nyaya signs, stores or hashes for a receipt, held to a reference on a fixed corpus.

The fast writers (orjson where it is RFC 8785, the receipt's own encoder, the one-walk fact
reader, the ledger's entry hash) must write what the plain definitions write: `rfc8785` over
the payload a receipt documents, facts read by the simple walk below, and the chain hash
``sha256(b"nyaya/store-entry/v1\\n" + rfc8785([seq, stream, key, tag, body, prev_hash]))``.
The corpus is varied on purpose: non-ASCII text and keys (accents, CJK, Devanagari, astral
and U+E000..U+FFFF characters, which sort differently by code point and by UTF-16 unit),
floats that orjson and RFC 8785 spell differently (integral, tiny, huge), nulls, booleans,
integers around 2**53, nesting, long text, outputs that are not plain JSON (dates, sets,
tuples), text and bytes outputs, failed and denied calls, and more facts than the cap.

`DIGEST` pins all of it (signed bytes, receipt JSON, ledger rows, heads, checkpoints; HMAC and
Ed25519) to what the code wrote before the writers were sped up (commit 650b9d5): an auditor
re-verifies old ledgers offline, so these bytes may never change.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Iterator, Mapping
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
import rfc8785
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from nyaya.receipts import (
    KeyRing,
    Ledger,
    Receipt,
    issue_receipt,
    issue_receipts,
    verify_receipt,
    verify_receipts,
)
from nyaya.receipts.canonical import to_jsonable
from nyaya.receipts.extract import count_results
from nyaya.receipts.keys import Ed25519Signer, HmacSigner
from nyaya.store.base import GENESIS_HASH
from nyaya.store.memory import MemoryStore
from nyaya.store.sqlite import SQLiteStore

DIGEST = "197861177fb334e2022b49cbae5e17ab9afc5ba8e3d4a99e4a224e9275b45b08"
NOW = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)
SAFE = 2**53 - 1

HMAC = KeyRing([HmacSigner(b"nyaya-corpus-secret-0123456789abcdef", key_id="hmac-corpus")])
ED25519 = KeyRing(
    [
        Ed25519Signer(
            private_key=Ed25519PrivateKey.from_private_bytes(bytes(range(32))),
            key_id="ed25519-corpus",
        )
    ]
)

NAMES = ["Alice Chen", "Élodie", "陈丽", "गीता शर्मा", "Dana O'Neil", None, "😀 x", "\ue000 y"]
FLOATS = [0.5, 3.0, -0.0, 0.0, 1e-7, 1e-4, 9.999e-5, 1e16, 1e21, 123.456, 2.0**53 - 0.5, -7.25]


def _outputs() -> Iterator[Any]:
    yield {"items": [], "total": 0}
    for i in range(12):
        yield {
            "items": [
                {
                    "from": NAMES[(i + k) % len(NAMES)],
                    "subject": f'Re: budget {k} — Q{(i + k) % 4 + 1} "quoted" \\ tab\there',
                    "size_kb": FLOATS[(i + k) % len(FLOATS)],
                    "unread": (i + k) % 3 == 0,
                    "labels": ["inbox", "重要"][: k % 3],
                    "meta": {"thread": {"depth": k, "id": f"t{i}-{k}"}, "score": None},
                }
                for k in range(i % 5)
            ],
            "total": i % 5,
            "next": None if i % 2 else f"cursor-{i}",
        }
    yield [1, 2.5, "three", None, True, [4, {"five": 5.0}]]
    yield {"results": [{"n": 2**53 - 1}, {"n": -(2**53) + 1}, {"n": 2**53}, {"n": 2**60}]}
    yield {"\U0001f600": 1, "\ue000": 2, "\uffef": 3, "a": 4.5, "é": "x", "z": {"\U00010000": []}}
    yield {"text": '\u2028\x7f\x00\x1f"\\ é 中 \ud7ff', "ctrl": "\b\f\n\r\t"}
    yield {"hits": {"hits": [{"_id": str(k), "v": k / 7} for k in range(6)], "total": {"value": 6}}}
    yield {"rows": [[k, k * 1.5, f"r{k}"] for k in range(100)]}  # more facts than the cap
    yield {"body": "long " * 300, "short": "ok"}  # a string beyond max_chars is no fact
    yield ("tuple", 1, 2.0)
    yield {"when": date(2026, 1, 2), "amount": Decimal("12.50"), "tags": {"b", "a"}}
    yield {"at": datetime(2026, 3, 4, 5, 6, 7, tzinfo=UTC), "nested": ({"x": 1},)}
    yield "plain text output — with ünïcödé"
    yield '{"items": [{"from": "Alice"}], "total": 1}'
    yield b"\x00\x01binary\xff"
    yield 42
    yield None
    yield {}
    yield {"deep": {"a": {"b": {"c": {"d": [{"e": [1e-300, 1e300, -1.5e-9]}]}}}}}


def _calls() -> list[dict[str, Any]]:
    calls: list[dict[str, Any]] = []
    durations = [0.0, 12.0, 1.5, 1e-7, 250.125, 3e21]
    for i, output in enumerate(_outputs()):
        calls.append(
            {
                "run_id": f"run-{i // 4}" if i % 7 else f"運行-{i}",
                "call_id": f"c{i}",
                "tool": "email_search" if i % 3 else "उपकरण",
                "arguments": {"from": NAMES[i % len(NAMES)], "limit": 12, "page": i % 3,
                              "ratio": FLOATS[i % len(FLOATS)], "opts": [None, True]},
                "output": output,
                "timestamp": NOW + timedelta(seconds=i, microseconds=i * 137),
                "duration_ms": durations[i % len(durations)],
            }
        )  # fmt: skip
    calls.append(
        {
            "run_id": "run-err", "call_id": "e1", "tool": "t", "arguments": {}, "output": None,
            "status": "error", "error": "timeout — ça a échoué", "timestamp": NOW,
        }
    )  # fmt: skip
    calls.append(
        {
            "run_id": "run-err", "call_id": "e2", "tool": "t", "arguments": [1, 2],
            "output": {"partial": [1.0]}, "status": "denied", "error": "not allowed",
            "timestamp": NOW - timedelta(days=400), "duration_ms": 0.25,
        }
    )  # fmt: skip
    return calls


# --- the reference: the plain definitions, written out without any fast path --------------


def _ref_walk(node: Any, prefix: str, facts: dict[str, Any], depth: int) -> None:
    items = node.items() if isinstance(node, Mapping) else enumerate(node)
    for key, item in items:
        if len(facts) >= 256:
            return
        path = f"{prefix}{key}"
        if isinstance(item, Mapping | list | tuple):
            if depth > 0:
                _ref_walk(item, path + ".", facts, depth - 1)
        elif item is None or isinstance(item, bool):
            facts[path] = item
        elif isinstance(item, int):
            facts[path] = int(item) if -SAFE <= item <= SAFE else str(item)
        elif isinstance(item, float):
            if math.isfinite(item):
                facts[path] = float(item)
        elif isinstance(item, str) and len(item) <= 1000:
            facts[path] = item


def _ref_parsed(output: Any) -> Any:
    import json

    if isinstance(output, bytes):
        try:
            output = output.decode("utf-8")
        except UnicodeDecodeError:
            return output
    if isinstance(output, str) and output[:1] in ("[", "{"):
        try:
            return json.loads(output)
        except ValueError:
            return output
    return output


def _ref_canonical(value: Any) -> bytes:
    try:
        return rfc8785.dumps(value)
    except (rfc8785.CanonicalizationError, UnicodeEncodeError):
        return rfc8785.dumps(to_jsonable(value))


def _sha(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


def _ref_payload(call: dict[str, Any], ring: KeyRing) -> dict[str, Any]:
    output, status = call["output"], call.get("status", "ok")
    if isinstance(output, bytes):
        out_bytes = output
    elif isinstance(output, str):
        out_bytes = output.encode("utf-8")
    else:
        out_bytes = _ref_canonical(output)
    readable = output
    if not isinstance(output, bytes | str):
        try:
            rfc8785.dumps(output)
        except (rfc8785.CanonicalizationError, UnicodeEncodeError):
            readable = to_jsonable(output)
    facts: dict[str, Any] = {}
    count = None
    if status == "ok":
        count = count_results(readable)
        value = _ref_parsed(readable)
        if isinstance(value, Mapping | list | tuple):
            _ref_walk(value, "", facts, 64)
        elif (
            value is None
            or isinstance(value, bool | int | float)
            or (isinstance(value, str) and len(value) <= 1000)
        ):
            facts[""] = value
    when = call["timestamp"].astimezone(UTC)
    when_text = when.strftime("%Y-%m-%dT%H:%M:%S.") + f"{when.microsecond:06d}Z"
    in_hash = _sha(_ref_canonical(call["arguments"]))
    out_hash = _sha(out_bytes)
    parts = [call["run_id"], call["call_id"], call["tool"], when_text, in_hash, out_hash]
    signer = ring.signer
    return {
        "v": "1",
        "id": "rcpt_" + hashlib.sha256(rfc8785.dumps(parts)).hexdigest()[:32],
        "run_id": call["run_id"],
        "call_id": call["call_id"],
        "tool": call["tool"],
        "input_hash": in_hash,
        "output_hash": out_hash,
        "result_count": count,
        "facts": facts,
        "status": status,
        "error": call.get("error"),
        "timestamp": when_text,
        "duration_ms": float(call.get("duration_ms", 0.0)),
        "key_id": signer.key_id,
        "alg": signer.alg,
    }


def _ref_entry_hash(seq: int, stream: str, key: str, tag: str | None, body: str, prev: str) -> str:
    return _sha(b"nyaya/store-entry/v1\n" + rfc8785.dumps([seq, stream, key, tag, body, prev]))


# --- the tests ----------------------------------------------------------------------------


@pytest.fixture(scope="module", params=["hmac", "ed25519"])
def issued(request: pytest.FixtureRequest) -> tuple[KeyRing, list[dict[str, Any]], list[Receipt]]:
    ring = HMAC if request.param == "hmac" else ED25519
    calls = _calls()
    return ring, calls, issue_receipts(ring, calls)


def test_receipts_are_the_reference_bytes(
    issued: tuple[KeyRing, list[dict[str, Any]], list[Receipt]],
) -> None:
    ring, calls, receipts = issued
    for call, receipt in zip(calls, receipts, strict=True):
        payload = _ref_payload(call, ring)
        signed = b"nyaya/receipt/v1\n" + rfc8785.dumps(payload)
        assert receipt.signed_payload() == payload, call["call_id"]
        assert receipt.signed_bytes() == signed, call["call_id"]
        assert ring.signer.verify(signed, receipt.signature)
        full = rfc8785.dumps({**payload, "signature": receipt.signature})
        assert receipt.to_json().encode("utf-8") == full
        # One by one, parsed back from its JSON, the same bytes and the same receipt.
        single = issue_receipt(ring, **call)
        assert single.signed_bytes() == signed and single == receipt
        parsed = Receipt.from_json(receipt.to_json())
        assert parsed == receipt and parsed.signed_bytes() == signed
        verify_receipt(parsed, ring)
    assert verify_receipts(receipts, ring) == len(receipts)


def _round_trips(receipt: Receipt) -> bool:
    # An integral float fact beyond 2**53 is written as digits (RFC 8785); the ledger rows
    # pinned below were written without them (reading them back is tested on its own).
    return not any(
        type(v) is float and v.is_integer() and abs(v) > SAFE for v in receipt.facts.values()
    )


def _rows(ledger: Ledger) -> list[tuple[Any, ...]]:
    rows = []
    for stream in ledger.store.streams():
        head = ledger.store.head(stream)
        rows.append(("head", stream, head.seq if head else 0, head.hash if head else None))
        for e in ledger.store.entries(stream):
            rows.append((e.seq, e.stream, e.key, e.tag, e.body_json, e.prev_hash, e.hash))
    return rows


def _fill(ledger: Ledger, every: list[Receipt]) -> list[tuple[Any, ...]]:
    receipts = [r for r in every if _round_trips(r)]  # the ledger reads each back to verify
    ledger.append(receipts[0])
    with ledger.batch():
        ledger.append_many(receipts[1:9])
        ledger.append(receipts[9])
    ledger.append_many(receipts[10:])
    ledger.checkpoint()
    rows = _rows(ledger)
    ledger.verify()
    return rows


def test_ledger_rows_are_the_reference_chain(
    issued: tuple[KeyRing, list[dict[str, Any]], list[Receipt]], tmp_path: Path
) -> None:
    ring, _, receipts = issued
    clock = iter(NOW + timedelta(minutes=m) for m in range(1000)).__next__
    sqlite = Ledger(SQLiteStore(tmp_path / "l.db"), signer=ring, checkpoint_every=7, clock=clock)
    clock2 = iter(NOW + timedelta(minutes=m) for m in range(1000)).__next__
    memory = Ledger(MemoryStore(), signer=ring, checkpoint_every=7, clock=clock2)
    rows = _fill(sqlite, receipts)
    assert _fill(memory, receipts) == rows
    sqlite.verify_all(ring)
    sqlite.close()
    prev: dict[str, str] = {}
    bodies = iter(r.to_json() for r in receipts if _round_trips(r))
    for row in rows:
        if row[0] == "head":
            continue
        seq, stream, key, tag, body, prev_hash, digest = row
        assert prev_hash == prev.get(stream, GENESIS_HASH)
        assert digest == _ref_entry_hash(seq, stream, key, tag, body, prev_hash)
        if stream == "receipts":
            assert body == next(bodies)
        prev[stream] = digest
    assert next(bodies, None) is None


def _everything(ring: KeyRing, tmp_path: Path) -> bytes:
    receipts = issue_receipts(ring, _calls())
    clock = iter(NOW + timedelta(minutes=m) for m in range(1000)).__next__
    ledger = Ledger(SQLiteStore(tmp_path / f"{ring.signer.alg}.db"), signer=ring,
                    checkpoint_every=7, clock=clock)  # fmt: skip
    rows = _fill(ledger, receipts)
    ledger.close()
    out = [r.signed_bytes() + b"\0" + r.to_json().encode("utf-8") for r in receipts]
    out += [repr(row).encode("utf-8") for row in rows]
    return b"\n".join(out)


def test_the_bytes_are_those_written_before(tmp_path: Path) -> None:
    digest = hashlib.sha256(
        _everything(HMAC, tmp_path) + b"\n--\n" + _everything(ED25519, tmp_path)
    ).hexdigest()
    assert digest == DIGEST
