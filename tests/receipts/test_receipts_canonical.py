"""The signed bytes: exactly RFC 8785 (the `rfc8785` package is the reference), domain-tagged."""

from __future__ import annotations

import dataclasses
import hashlib
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

import pytest
import rfc8785
from hypothesis import given, settings
from hypothesis import strategies as st

from nyaya.errors import BadInput
from nyaya.receipts import (
    CanonicalizationError,
    canonical_json,
    input_hash,
    output_bytes,
    output_hash,
    sha256_hex,
    signed_bytes,
)

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**53) + 1, max_value=2**53 - 1),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(),
)
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=5)
        | st.tuples(inner, inner)
        | st.dictionaries(st.text(), inner, max_size=5)
    ),
    max_leaves=25,
)


@settings(max_examples=400, deadline=None)
@given(values)
def test_canonical_json_equals_rfc8785(value: Any) -> None:
    try:
        expected = rfc8785.dumps(value)
    except (rfc8785.CanonicalizationError, UnicodeEncodeError):
        with pytest.raises(CanonicalizationError):
            canonical_json(value)
        return
    assert canonical_json(value) == expected


@pytest.mark.parametrize(
    "value",
    [
        1e21,
        1e-7,
        1e16,
        123456789012345.0,
        0.1,
        -0.0,
        5e-324,
        1.7976931348623157e308,
        100.0,
        1e-6,
        0.000001234,
        2**53 - 1,
        -(2**53) + 1,
        {"\U0001f600": 1, "\ue000": 2, "a": 3},
        '\u2028\x7f\x00\x1f"\\',
        [],
        {},
        (1, 2),
    ],
)
def test_edge_values_equal_rfc8785(value: Any) -> None:
    assert canonical_json(value) == rfc8785.dumps(value)


@pytest.mark.parametrize(
    "value",
    [float("nan"), float("inf"), 2**53, {1: "x"}, {"k": object()}, "\ud800"],
)
def test_values_without_a_canonical_form(value: Any) -> None:
    with pytest.raises(CanonicalizationError):
        canonical_json(value)


def test_signed_bytes_layout() -> None:
    assert signed_bytes("receipt/v1", {"b": 1, "a": [True, None]}) == (
        b'nyaya/receipt/v1\n{"a":[true,null],"b":1}'
    )


@pytest.mark.parametrize("domain", ["", "a\nb", "é"])
def test_bad_domains(domain: str) -> None:
    with pytest.raises(BadInput):
        signed_bytes(domain, {})


def test_domains_separate_contexts() -> None:
    assert signed_bytes("receipt/v1", {}) != signed_bytes("audit/v1", {})


def test_sha256_hex() -> None:
    assert sha256_hex(b"abc") == "sha256:" + hashlib.sha256(b"abc").hexdigest()


def test_output_bytes_rules() -> None:
    assert output_bytes(b"\x00raw") == b"\x00raw"
    assert output_bytes("héllo") == "héllo".encode()
    assert output_bytes({"b": 1, "a": 2}) == b'{"a":2,"b":1}'
    assert output_hash("x") == sha256_hex(b"x")
    assert input_hash({"b": 1, "a": 2}) == input_hash({"a": 2, "b": 1})


@dataclasses.dataclass
class Mail:
    sender: str
    at: datetime


def test_non_json_outputs_are_hashed_in_a_normal_form() -> None:
    out = {"mail": Mail("alice", datetime(2026, 1, 1, tzinfo=UTC)), "n": Decimal("1.5")}
    expected = rfc8785.dumps(
        {"mail": {"sender": "alice", "at": "2026-01-01T00:00:00+00:00"}, "n": "1.5"}
    )
    assert output_bytes(out) == expected
    assert output_bytes({"x": float("nan")}) == b'{"x":"nan"}'
