"""Signed checkpoints and anchored heads: what makes a hash chain more than self-consistent.

A chain proves that its entries agree with each other; whoever can write the
file can cut its tail or rewrite it and recompute every hash. Two anchors stop that:

- a `Checkpoint` is the stream's length and head hash at a moment, signed by the
  runtime's key (domain ``ledger-checkpoint/v1``) and stored in the ``checkpoints``
  stream. The ledger writes one every N appends and on close. Verifying with the
  key ring then proves that every checkpointed entry is still there, unchanged;
  a forger without the key cannot make new checkpoints for a rewritten chain.
- a `HeadAnchor` (``<seq>:<hash>``, printed by ``nyaya ledger head``) is a head the
  verifier kept elsewhere (a ticket, another system, a signed report). It catches
  what checkpoints alone cannot: deleting the checkpoints too, along with the tail.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError

from nyaya.errors import BadInput, LedgerTampered, VerificationFailed
from nyaya.receipts.keys import Alg, KeyRing, Signature
from nyaya.store.base import Entry, Head, StreamStore

__all__ = [
    "CHECKPOINTS_STREAM",
    "CHECKPOINT_DOMAIN",
    "Checkpoint",
    "CheckpointReport",
    "HeadAnchor",
    "check_anchor",
    "verify_checkpoints",
    "write_checkpoint",
]

CHECKPOINT_DOMAIN = "ledger-checkpoint/v1"
CHECKPOINTS_STREAM = "checkpoints"
_HASH = r"^sha256:[0-9a-f]{64}$"


class Checkpoint(BaseModel):
    """A signed statement: stream ``stream`` had ``seq`` entries, the last hashing to ``hash``."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    v: Literal["1"] = "1"
    stream: str = Field(min_length=1)
    seq: int = Field(ge=1)
    hash: str = Field(pattern=_HASH)
    at: AwareDatetime
    key_id: str = Field(min_length=1)
    alg: Alg
    signature: str = Field(min_length=1)

    def signed_payload(self) -> dict[str, Any]:
        """Every field but ``signature``: what the signature covers."""
        return {
            "v": self.v,
            "stream": self.stream,
            "seq": self.seq,
            "hash": self.hash,
            "at": _time(self.at),
            "key_id": self.key_id,
            "alg": self.alg,
        }

    def to_dict(self) -> dict[str, Any]:
        """The stored JSON body."""
        return {**self.signed_payload(), "signature": self.signature}

    @classmethod
    def sign(cls, ring: KeyRing, head: Head, at: datetime) -> Checkpoint:
        """Sign ``head`` at ``at`` with the ring's newest key."""
        signer = ring.signer
        payload: dict[str, Any] = {
            "v": "1",
            "stream": head.stream,
            "seq": head.seq,
            "hash": head.hash,
            "at": _time(at),
            "key_id": signer.key_id,
            "alg": signer.alg,
        }
        signature = ring.sign(CHECKPOINT_DOMAIN, payload)
        return cls.model_validate({**payload, "at": at, "signature": signature.value})

    def verify(self, ring: KeyRing) -> None:
        """Raise `UnknownKey` / `SignatureInvalid` unless a key in ``ring`` signed it."""
        ring.verify(
            CHECKPOINT_DOMAIN,
            self.signed_payload(),
            Signature(self.key_id, self.alg, self.signature),
        )


def _time(moment: datetime) -> str:
    m = moment.astimezone(UTC)
    return f"{m.year:04d}-{m.strftime('%m-%dT%H:%M:%S')}.{m.microsecond:06d}Z"


def write_checkpoint(
    store: StreamStore, ring: KeyRing, stream: str, *, at: datetime
) -> Checkpoint | None:
    """Sign and store the current head of ``stream`` (None when it is empty).

    A head another process already checkpointed is not stored twice.
    """
    head = store.head(stream)
    if head is None:
        return None
    checkpoint = Checkpoint.sign(ring, head, at)
    key = f"{stream}@{head.seq}"
    if store.get(CHECKPOINTS_STREAM, key) is None:
        # A duplicate key: the same head, checkpointed by another writer a moment ago.
        with contextlib.suppress(BadInput):
            store.append(CHECKPOINTS_STREAM, key, checkpoint.to_dict(), tag=stream)
    return checkpoint


@dataclass(frozen=True, slots=True)
class CheckpointReport:
    """What the checkpoints of one stream proved: how many, whose signatures, the latest."""

    checkpoints: int
    signed: bool
    latest: Checkpoint | None


def verify_checkpoints(store: StreamStore, stream: str, ring: KeyRing | None) -> CheckpointReport:
    """Check every checkpoint of ``stream`` against the stored entries (and ``ring``).

    Raises `LedgerTampered` when a checkpointed entry is gone or changed, or a
    checkpoint is malformed or (given a ring) not signed by one of its keys. Reads one
    checkpoint and one entry at a time: memory does not grow with the ledger.
    """
    count = 0
    latest: Checkpoint | None = None
    for entry in store.entries(CHECKPOINTS_STREAM, tag=stream):
        checkpoint = _parse(entry)
        if ring is not None:
            try:
                checkpoint.verify(ring)
            except VerificationFailed as exc:
                raise LedgerTampered(
                    f"checkpoint of entry {checkpoint.seq} is not signed by a trusted key ({exc})",
                    position=checkpoint.seq,
                ) from None
        what = f"the checkpoint signed at {_time(checkpoint.at)}"
        _still_holds(store, stream, checkpoint.seq, checkpoint.hash, what)
        count += 1
        if latest is None or checkpoint.seq >= latest.seq:
            latest = checkpoint
    return CheckpointReport(count, ring is not None, latest)


def _parse(entry: Entry) -> Checkpoint:
    try:
        body = entry.body
        if not isinstance(body, Mapping):
            raise ValueError("not an object")
        return Checkpoint.model_validate(dict(body))
    except (ValidationError, ValueError) as exc:
        raise LedgerTampered(
            f"checkpoint entry {entry.seq} does not parse ({type(exc).__name__})",
            position=entry.seq,
            receipt_id=entry.key,
        ) from None


_ANCHOR = re.compile(r"^(\d{1,18}):(sha256:[0-9a-f]{64})$")


@dataclass(frozen=True, slots=True)
class HeadAnchor:
    """A head kept outside the ledger: entry ``seq`` must still hash to ``hash``."""

    seq: int
    hash: str

    @classmethod
    def parse(cls, text: str) -> HeadAnchor:
        """Read ``<seq>:sha256:<64 hex>`` (what ``nyaya ledger head`` prints)."""
        match = _ANCHOR.match(text.strip())
        if match is None or int(match.group(1)) < 1:
            raise BadInput("expected <seq>:sha256:<64 hex digits>", field="--expect-head")
        return cls(int(match.group(1)), match.group(2))

    @classmethod
    def of(cls, head: Head) -> HeadAnchor:
        """The anchor of a store head."""
        return cls(head.seq, head.hash)

    def __str__(self) -> str:
        return f"{self.seq}:{self.hash}"


def check_anchor(store: StreamStore, stream: str, anchor: HeadAnchor) -> None:
    """Raise `LedgerTampered` unless ``stream`` still holds ``anchor`` (it may have grown)."""
    _still_holds(store, stream, anchor.seq, anchor.hash, "the anchored head")


def _still_holds(store: StreamStore, stream: str, seq: int, digest: str, what: str) -> None:
    """Raise `LedgerTampered` unless entry ``seq`` of ``stream`` is there, hashing to ``digest``."""
    stored = store.entry_at(stream, seq)
    if stored is None:
        head = store.head(stream)
        have = head.seq if head is not None else 0
        raise LedgerTampered(
            f"stream {stream!r} holds {have} entries, but {what} names entry {seq}: "
            "the ledger was cut",
            position=seq,
        )
    if stored.hash != digest:
        raise LedgerTampered(
            f"stream {stream!r} entry {seq} is not the one {what} names: the chain was rewritten",
            position=seq,
            receipt_id=stored.key,
        )
