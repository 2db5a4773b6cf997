"""The receipt's own encoder and the orjson path write exactly what `rfc8785` writes.

`canonical_json` hands plain values to orjson and the rest to a Python writer or the
reference; `Receipt.signed_bytes` / `Receipt.to_json` write the fixed receipt shape
directly; `issue_receipt` builds the model without re-validating it. Each is held to
the reference here on a Hypothesis corpus aimed at where the writers differ: integral,
tiny and huge floats, integers around 2**53, keys beyond the ASCII range (including
U+E000..U+FFFF against astral characters, which sort differently by code point and by
UTF-16 unit), control characters and lone surrogates.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
import rfc8785
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from nyaya.errors import BadReceipt, SignatureInvalid
from nyaya.receipts import (
    CanonicalizationError,
    KeyRing,
    Receipt,
    canonical_json,
    issue_receipt,
    issue_receipts,
    verify_receipt,
    verify_receipts,
)
from nyaya.receipts.canonical import _plain
from nyaya.receipts.extract import extract_facts, facts_and_plain

EDGE_FLOATS = st.sampled_from(
    [0.0, -0.0, 1.0, -3.0, 0.5, 1e-4, 9.999e-5, 1e-7, 1e15 + 0.5, 2.0**53 - 0.5, 1e16, 1e21]
)
floats = st.one_of(
    EDGE_FLOATS,
    st.floats(allow_nan=False, allow_infinity=False),
    st.floats(min_value=-1e17, max_value=1e17, allow_nan=False),
    st.floats(min_value=-1e-3, max_value=1e-3, allow_nan=False),
    st.integers(min_value=-(10**6), max_value=10**6).map(float),
)
ints = st.one_of(
    st.integers(min_value=-(2**53) - 3, max_value=-(2**53) + 3),
    st.integers(min_value=2**53 - 3, max_value=2**53 + 3),
    st.integers(min_value=-(10**6), max_value=10**6),
)
keys = st.one_of(
    st.text(max_size=6),
    st.text(alphabet=st.sampled_from("a\u00e9\ud7ff\ue000\uffef\U0001f600\U00010000"), max_size=4),
)
scalars = st.one_of(st.none(), st.booleans(), ints, floats, st.text(max_size=12))
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.tuples(inner, inner)
        | st.dictionaries(keys, inner, max_size=5)
    ),
    max_leaves=20,
)
RING = KeyRing.generate("hmac", "encoder")
NOW = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)


@settings(max_examples=600, deadline=None)
@given(values)
def test_canonical_json_is_the_reference(value: Any) -> None:
    try:
        expected = rfc8785.dumps(value)
    except (rfc8785.CanonicalizationError, UnicodeEncodeError, OverflowError):
        with pytest.raises(CanonicalizationError):
            canonical_json(value)
        return
    assert canonical_json(value) == expected


@pytest.mark.parametrize(
    "value",
    [
        {"\U0001f600": 1, "\ue000": 2, "\uffff": 3, "a": 4.5},
        [3.0, -0.0, 1e-5, 1e-4, 0.00012, 2.5e-4, 123.456, 4503599627370495.5, 1e16],
        {"n": 2**53 - 1, "m": -(2**53) + 1, "x": 0.1},
        {"text": '\u2028\x7f\x00\x1f"\\ é 中'},
    ],
)
def test_orjson_boundaries_are_the_reference(value: Any) -> None:
    assert canonical_json(value) == rfc8785.dumps(value)


@settings(max_examples=300, deadline=None)
@given(
    output=st.dictionaries(keys, values, max_size=6),
    error=st.none() | st.text(min_size=1, max_size=20),
    duration=floats.filter(lambda f: f >= 0),
    run_id=st.text(min_size=1, max_size=10),
)
def test_the_receipt_encoder_is_the_reference(
    output: dict[str, Any], error: str | None, duration: float, run_id: str
) -> None:
    try:
        receipt = issue_receipt(
            RING,
            run_id=run_id,
            call_id="c1",
            tool="search",
            arguments={"q": run_id},
            output=output,
            status="ok" if error is None else "error",
            error=error,
            timestamp=NOW,
            duration_ms=duration,
        )
    except (BadReceipt, CanonicalizationError):
        # Only values without a canonical form are refused (lone surrogates, say).
        with pytest.raises((rfc8785.CanonicalizationError, UnicodeEncodeError)):
            rfc8785.dumps([output, error, run_id])
        return
    assert receipt.signed_bytes() == b"nyaya/receipt/v1\n" + rfc8785.dumps(receipt.signed_payload())
    assert receipt.to_json().encode("utf-8") == rfc8785.dumps(receipt.to_dict())
    parsed = Receipt.from_dict(receipt.to_dict())
    # Built without validation, it is the model validation would have built.
    assert parsed == receipt
    assert parsed.signed_bytes() == receipt.signed_bytes()
    verify_receipt(parsed, RING)


@settings(max_examples=100, deadline=None)
@given(facts=st.dictionaries(keys, scalars, max_size=8))
def test_facts_of_any_extractor_are_checked_as_the_model_checks_them(
    facts: dict[str, Any],
) -> None:
    class Fixed:
        def count(self, output: Any) -> int | None:
            return None

        def facts(self, output: Any) -> dict[str, Any]:
            return facts

    try:
        receipt = issue_receipt(
            RING, run_id="r", call_id="c", tool="t", arguments={}, output={},
            timestamp=NOW, extractor=Fixed(),
        )  # fmt: skip
    except BadReceipt:
        with pytest.raises((ValueError, BadReceipt)):
            Receipt.model_validate(_fields_with(facts))
        return
    assume(receipt.facts == facts)
    assert Receipt.model_validate(receipt.to_dict() | {"timestamp": NOW}) == receipt


def _fields_with(facts: dict[str, Any]) -> dict[str, Any]:
    base = issue_receipt(
        RING, run_id="r", call_id="c", tool="t", arguments={}, output={}, timestamp=NOW
    ).to_dict()
    return base | {"facts": facts}


def test_batches_sign_with_one_key_and_verify_in_order() -> None:
    calls = [
        {
            "run_id": "r",
            "call_id": f"c{i}",
            "tool": "t",
            "arguments": {"i": i},
            "output": [i] * i,
            "timestamp": NOW,
        }
        for i in range(5)
    ]
    receipts = issue_receipts(RING, calls)
    assert [r.result_count for r in receipts] == [0, 1, 2, 3, 4]
    assert verify_receipts(receipts, RING) == 5
    tampered = receipts[3].model_copy(update={"result_count": 9})
    with pytest.raises(SignatureInvalid):
        verify_receipts([*receipts[:3], tampered], RING)


@settings(max_examples=600, deadline=None)
@given(st.dictionaries(keys, values, max_size=6) | st.lists(values, max_size=6))
def test_one_walk_reads_the_facts_and_plainness_of_the_two_walks(output: Any) -> None:
    for limit in (256, 3):
        facts, plain = facts_and_plain(output, max_facts=limit, max_chars=5)
        assert facts == extract_facts(output, max_facts=limit, max_chars=5)
        assert list(facts) == list(extract_facts(output, max_facts=limit, max_chars=5))
        # None only when the facts stopped early; a known answer is `_plain`'s.
        assert plain is None or plain == _plain(output)


def test_receipts_built_without_validation_are_what_model_construct_builds() -> None:
    receipt = issue_receipt(
        RING, run_id="r", call_id="c", tool="t", arguments={}, output={"a": [1, 2.5]},
        timestamp=NOW,
    )  # fmt: skip
    fields = dict(receipt.__dict__)
    built = Receipt.model_construct(**fields)
    assert built == receipt
    assert built.__pydantic_fields_set__ == receipt.__pydantic_fields_set__
    assert list(built.__dict__) == list(receipt.__dict__)
    assert built.__pydantic_extra__ is receipt.__pydantic_extra__ is None
    assert built.__pydantic_private__ is receipt.__pydantic_private__ is None
