"""Public constructors refuse bad arguments with nyaya errors naming the field."""

from __future__ import annotations

import pytest

from nyaya.errors import BadInput, BadKeyFile
from nyaya.receipts import Ed25519Signer, HmacSigner, KeyRing, Ledger
from nyaya.store.memory import MemoryStore


def test_a_short_hmac_secret_is_a_bad_key() -> None:
    with pytest.raises(BadKeyFile) as caught:
        HmacSigner(b"short")
    assert caught.value.field == "secret"


def test_an_ed25519_key_needs_material() -> None:
    with pytest.raises(BadKeyFile):
        Ed25519Signer()


def test_a_key_file_error_names_the_file_and_the_key_once() -> None:
    data = {"version": 1, "keys": [{"key_id": "k", "alg": "hmac", "secret": "AAAA"}]}
    with pytest.raises(BadKeyFile) as caught:
        KeyRing.from_json(data, source="keys.json")
    assert caught.value.field == "keys[0].secret"
    assert str(caught.value) == "keys.json: keys[0].secret: an HMAC secret needs at least 16 bytes"


def test_a_ledger_checkpoints_at_least_every_append() -> None:
    with pytest.raises(BadInput) as caught:
        Ledger(MemoryStore(), checkpoint_every=0)
    assert caught.value.field == "checkpoint_every"
