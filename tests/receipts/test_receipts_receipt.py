"""Receipts: every signed field is covered, authenticity and freshness are separate answers."""

from __future__ import annotations

import hashlib
import hmac
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import rfc8785
from hypothesis import given, settings
from hypothesis import strategies as st

from nyaya.errors import BadInput, BadReceipt, ReceiptExpired, SignatureInvalid, UnknownKey
from nyaya.receipts import (
    KeyRing,
    Receipt,
    evaluate_receipt,
    issue_receipt,
    verify_receipt,
)
from nyaya.receipts.keys import b64url_decode

ASSETS = Path(__file__).parent.parent / "assets" / "receipts"
NOW = datetime(2026, 11, 21, 12, 0, 0, tzinfo=UTC)


def make(ring: KeyRing, **overrides: Any) -> Receipt:
    fields: dict[str, Any] = {
        "run_id": "run-1",
        "call_id": "c1",
        "tool": "email_search",
        "arguments": {"from": "alice"},
        "output": {"items": [{"from": "Alice", "subject": "Deadline"}]},
        "timestamp": NOW,
        "duration_ms": 3.25,
    }
    fields.update(overrides)
    return issue_receipt(ring, **fields)


@pytest.fixture
def ring() -> KeyRing:
    return KeyRing.generate("hmac", "k1")


def test_fields_named_by_the_issue_exist() -> None:
    required = {
        "v",
        "id",
        "run_id",
        "call_id",
        "tool",
        "input_hash",
        "output_hash",
        "result_count",
        "facts",
        "status",
        "error",
        "timestamp",
        "duration_ms",
        "key_id",
        "alg",
        "signature",
    }
    assert set(Receipt.model_fields) == required


def test_signed_payload_is_every_field_but_the_signature(ring: KeyRing) -> None:
    receipt = make(ring)
    assert set(receipt.signed_payload()) == set(Receipt.model_fields) - {"signature"}


def test_signature_is_hmac_of_domain_tag_and_rfc8785(ring: KeyRing) -> None:
    secret = b"\x07" * 32
    from nyaya.receipts import HmacSigner

    ring = KeyRing([HmacSigner(secret, key_id="k")])
    receipt = make(ring)
    payload = receipt.to_dict()
    del payload["signature"]
    expected = hmac.new(
        secret, b"nyaya/receipt/v1\n" + rfc8785.dumps(payload), hashlib.sha256
    ).digest()
    assert b64url_decode(receipt.signature) == expected


def test_hashes_follow_the_spec(ring: KeyRing) -> None:
    receipt = make(ring, arguments={"b": 1, "a": "x"}, output="plain text")
    args_digest = hashlib.sha256(rfc8785.dumps({"a": "x", "b": 1})).hexdigest()
    assert receipt.input_hash == "sha256:" + args_digest
    assert receipt.output_hash == "sha256:" + hashlib.sha256(b"plain text").hexdigest()


def _other(value: Any) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, float):
        return value + 0.5
    if isinstance(value, dict):
        return {**value, "extra.fact": "x"}
    if value is None:
        return "something"
    if isinstance(value, str) and value.startswith("sha256:"):
        return "sha256:" + ("0" if value[7] != "0" else "1") + value[8:]
    return value + "x"


SIGNED_FIELDS = sorted(set(Receipt.model_fields) - {"signature", "v", "alg", "status", "error"})


@pytest.mark.parametrize("field", SIGNED_FIELDS)
@pytest.mark.parametrize("alg", ["hmac", "ed25519"])
def test_tampering_any_signed_field_is_detected(field: str, alg: str) -> None:
    ring = KeyRing.generate(alg, "k1")
    original = make(ring).to_dict()
    tampered = dict(original)
    tampered[field] = _other(original[field])
    if field == "key_id":
        ring.add(KeyRing.generate(alg, tampered["key_id"]).signer)
    if field == "timestamp":
        tampered[field] = "2026-11-21T12:00:01.000000Z"
    receipt = Receipt.from_dict(tampered)
    with pytest.raises(SignatureInvalid):
        verify_receipt(receipt, ring)
    assert not evaluate_receipt(receipt, ring).authentic


@pytest.mark.parametrize(
    ("field", "value"),
    [("status", "error"), ("error", None), ("v", "2"), ("alg", "ed25519")],
)
def test_tampering_enumerated_fields(ring: KeyRing, field: str, value: Any) -> None:
    original = make(ring, status="denied", error="not allowed").to_dict()
    tampered = {**original, field: value}
    if field == "error":
        tampered["status"] = "ok"
    try:
        receipt = Receipt.from_dict(tampered)
    except BadReceipt:
        return  # rejected before the signature is even checked: also a detection
    with pytest.raises(SignatureInvalid):
        verify_receipt(receipt, ring)


def test_an_extra_field_is_rejected(ring: KeyRing) -> None:
    with pytest.raises(BadReceipt) as info:
        Receipt.from_dict({**make(ring).to_dict(), "trusted": True})
    assert info.value.field == "trusted"


def test_signature_field_swap_between_receipts(ring: KeyRing) -> None:
    a, b = make(ring, call_id="a"), make(ring, call_id="b")
    forged = Receipt.from_dict({**a.to_dict(), "signature": b.signature})
    with pytest.raises(SignatureInvalid):
        verify_receipt(forged, ring)


def test_failure_denial_and_empty_result_are_distinguishable(ring: KeyRing) -> None:
    empty = make(ring, output=[])
    failed = make(ring, output=None, status="error", error="TimeoutError: upstream")
    denied = make(ring, output=None, status="denied", error="not allowed")
    assert (empty.status, empty.result_count, empty.error) == ("ok", 0, None)
    assert (failed.status, failed.result_count) == ("error", None)
    assert failed.error == "TimeoutError: upstream"
    assert (denied.status, denied.result_count) == ("denied", None)
    for receipt in (empty, failed, denied):
        verify_receipt(receipt, ring)


@pytest.mark.parametrize(("status", "error"), [("ok", "boom"), ("error", None), ("denied", "")])
def test_status_and_error_must_agree(ring: KeyRing, status: str, error: str | None) -> None:
    with pytest.raises(BadReceipt):
        make(ring, status=status, error=error)


def test_freshness_is_separate_from_authenticity(ring: KeyRing) -> None:
    receipt = make(ring)
    later = NOW + timedelta(hours=2)
    stale = evaluate_receipt(receipt, ring, now=later, max_age=timedelta(hours=1))
    assert (stale.authentic, stale.fresh, stale.reason) == (True, False, "expired")
    assert not stale
    with pytest.raises(ReceiptExpired):
        verify_receipt(receipt, ring, now=later, max_age=timedelta(hours=1))
    verify_receipt(receipt, ring, now=later, max_age=timedelta(hours=3))
    verify_receipt(receipt, ring)  # no clock given: authenticity only


def test_clock_skew(ring: KeyRing) -> None:
    receipt = make(ring)
    assert evaluate_receipt(receipt, ring, now=NOW - timedelta(seconds=10))
    ahead = evaluate_receipt(receipt, ring, now=NOW - timedelta(minutes=5))
    assert (ahead.authentic, ahead.fresh, ahead.reason) == (True, False, "not_yet_valid")
    edge = NOW + timedelta(hours=1, seconds=20)
    assert evaluate_receipt(receipt, ring, now=edge, max_age=timedelta(hours=1))
    assert not evaluate_receipt(
        receipt, ring, now=edge, max_age=timedelta(hours=1), skew=timedelta(0)
    )


def test_forged_but_fresh_is_not_authentic(ring: KeyRing) -> None:
    receipt = Receipt.from_dict({**make(ring).to_dict(), "result_count": 7})
    check = evaluate_receipt(receipt, ring, now=NOW, max_age=timedelta(hours=1))
    assert (check.authentic, check.fresh, check.reason) == (False, True, "bad_signature")


def test_max_age_needs_a_clock(ring: KeyRing) -> None:
    with pytest.raises(BadInput):
        evaluate_receipt(make(ring), ring, max_age=timedelta(hours=1))


def test_unknown_key(ring: KeyRing) -> None:
    receipt = make(ring)
    other = KeyRing.generate("hmac", "k2")
    assert evaluate_receipt(receipt, other).reason == "unknown_key"
    with pytest.raises(UnknownKey):
        verify_receipt(receipt, other)


def test_rotation_keeps_old_receipts_valid(ring: KeyRing) -> None:
    old = make(ring)
    ring.rotate("ed25519", "k2", created_at=datetime.now(UTC))
    new = make(ring, call_id="c2")
    assert (old.key_id, new.key_id, new.alg) == ("k1", "k2", "ed25519")
    verify_receipt(old, ring)
    verify_receipt(new, ring)


def test_ed25519_receipt_verifies_with_public_key_only() -> None:
    ring = KeyRing.generate("ed25519")
    receipt = make(ring)
    verify_receipt(receipt, ring.public())


def test_receipt_ids_are_derived_and_distinct(ring: KeyRing) -> None:
    assert make(ring).id == make(ring).id
    assert make(ring).id != make(ring, call_id="c2").id


def test_naive_timestamp_is_refused(ring: KeyRing) -> None:
    with pytest.raises(BadReceipt):
        make(ring, timestamp=datetime(2026, 1, 1))


def test_fixture_receipt_verifies(hmac_key_file: Path) -> None:
    ring = KeyRing.from_file(hmac_key_file)
    receipt = Receipt.from_json((ASSETS / "receipt_valid.json").read_text())
    verify_receipt(receipt, ring)


@pytest.mark.parametrize(
    ("asset", "field"),
    [
        ("receipt_missing_field.json", "output_hash"),
        ("receipt_bad_hash.json", "input_hash"),
        ("receipt_naive_timestamp.json", "timestamp"),
        ("receipt_unknown_status.json", "status"),
    ],
)
def test_bad_receipt_files(asset: str, field: str) -> None:
    with pytest.raises(BadReceipt) as info:
        Receipt.from_json((ASSETS / asset).read_text())
    assert info.value.field == field
    assert field in str(info.value)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("asset", ["receipt_bad_signature.json", "receipt_tampered_count.json"])
def test_forged_receipt_files(asset: str, hmac_key_file: Path) -> None:
    ring = KeyRing.from_file(hmac_key_file)
    receipt = Receipt.from_json((ASSETS / asset).read_text())
    with pytest.raises(SignatureInvalid):
        verify_receipt(receipt, ring)


@pytest.mark.parametrize("text", ["", "[1]", "{", "null", '"x"'])
def test_not_a_receipt(text: str) -> None:
    with pytest.raises(BadReceipt):
        Receipt.from_json(text)


json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**53) + 1, max_value=2**53 - 1),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=20),
)
json_values = st.recursive(
    json_scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
HMAC_RING = KeyRing.generate("hmac", "prop")


@settings(max_examples=60, deadline=None)
@given(
    run_id=st.text(min_size=1, max_size=12),
    tool=st.text(min_size=1, max_size=12),
    arguments=st.dictionaries(st.text(max_size=8), json_values, max_size=4),
    output=json_values,
    status=st.sampled_from(["ok", "error", "denied"]),
    timestamp=st.datetimes(timezones=st.just(UTC)),
    duration=st.floats(min_value=0, max_value=1e9, allow_nan=False),
)
def test_receipts_round_trip_through_json(
    run_id: str,
    tool: str,
    arguments: dict[str, Any],
    output: Any,
    status: str,
    timestamp: datetime,
    duration: float,
) -> None:
    receipt = issue_receipt(
        HMAC_RING,
        run_id=run_id,
        call_id="c",
        tool=tool,
        arguments=arguments,
        output=output,
        status=status,  # type: ignore[arg-type]
        error=None if status == "ok" else "failed",
        timestamp=timestamp,
        duration_ms=duration,
    )
    again = Receipt.from_json(json.dumps(receipt.to_dict()))
    assert again == receipt
    # the receipt fast path writes exactly the reference bytes
    assert again.signed_bytes() == b"nyaya/receipt/v1\n" + rfc8785.dumps(again.signed_payload())
    assert again.to_dict() == receipt.to_dict()
    verify_receipt(again, HMAC_RING)
