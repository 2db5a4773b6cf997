"""Signature checking for the audit trail and artifacts, through a `nyaya.receipts.KeyRing`.

A bundle carries the public half of the ring (the key-file JSON of
``ring.public()``: Ed25519 public keys only), so anyone can re-verify it
offline; HMAC-signed material needs the secret ring (``nyaya audit verify --keys``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from nyaya.attest.trail import SignatureChecker
from nyaya.errors import SignatureInvalid
from nyaya.receipts.keys import ALGORITHMS, KeyRing, Signature

__all__ = ["ring_checker"]


def ring_checker(ring: KeyRing) -> SignatureChecker:
    """A `SignatureChecker` asking ``ring`` to verify; raises `UnknownKey` / `SignatureInvalid`."""

    def check(
        domain: str, payload: Mapping[str, Any], *, key_id: str, alg: str, value: str
    ) -> None:
        if alg not in ALGORITHMS:
            raise SignatureInvalid(f"unknown signature algorithm {alg!r}")
        ring.verify(domain, payload, Signature(key_id, alg, value))

    return check
