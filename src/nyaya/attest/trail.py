"""The append-only, hash-chained, signed audit trail of the Pramana lifecycle.

Each entry records one lifecycle step (``emit``, ``verify``, ``suppress``,
``disclose``) for one claim. Its ``hash`` is the SHA-256 of the canonical
signed bytes (domain ``audit/v1``) of its body, the body holds the previous
entry's hash, and the key ring signs body plus hash. Editing, deleting or
reordering an entry breaks the chain at that position; a forged entry lacks a
valid signature. Entries are kept in a store stream (``"audit"``); a
verifier needs only the entries and the public keys (see `verify_entries`).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal, Protocol
from uuid import UUID

from pydantic import BaseModel, ConfigDict, Field, JsonValue, ValidationError

from nyaya.errors import LedgerTampered, NyayaError, TrailFull
from nyaya.receipts.canonical import sha256_hex, signed_bytes
from nyaya.store.base import StreamStore

__all__ = [
    "AUDIT_DOMAIN",
    "GENESIS_HASH",
    "AuditEntry",
    "AuditKind",
    "AuditStore",
    "AuditTrail",
    "MemoryAuditStore",
    "SignatureChecker",
    "Signer",
    "StreamAuditStore",
    "TrailFull",
    "TrailHead",
    "TrailProblem",
    "TrailReport",
    "evaluate_entries",
    "verify_entries",
]

AUDIT_DOMAIN = "audit/v1"
AUDIT_STREAM = "audit"
GENESIS_HASH = "sha256:" + "0" * 64

AuditKind = Literal["emit", "verify", "suppress", "disclose"]
TrailProblem = Literal[
    "bad_sequence", "broken_chain", "hash_mismatch", "bad_signature", "malformed_entry", "truncated"
]


class SignatureLike(Protocol):
    """What a key ring's ``sign`` returns (`nyaya.receipts.Signature` fits)."""

    @property
    def key_id(self) -> str: ...

    @property
    def alg(self) -> str: ...

    @property
    def value(self) -> str: ...


class Signer(Protocol):
    """Signs canonical bytes under a domain (`nyaya.receipts.KeyRing` fits)."""

    def sign(self, domain: str, payload: Mapping[str, Any]) -> SignatureLike: ...


class SignatureChecker(Protocol):
    """Checks one signature; raises a `VerificationFailed` subclass when it does not verify."""

    def __call__(
        self, domain: str, payload: Mapping[str, Any], *, key_id: str, alg: str, value: str
    ) -> None: ...


class AuditStore(Protocol):
    """Where entries are kept, in order: an append-only list of JSON bodies."""

    def append_entry(self, key: str, body: Mapping[str, Any]) -> None: ...

    def entry_bodies(self) -> list[dict[str, Any]]: ...


@dataclass(frozen=True, slots=True)
class StreamAuditStore:
    """An `AuditStore` over one stream of a `nyaya.store` store (memory, SQLite, ...)."""

    store: StreamStore
    stream: str = AUDIT_STREAM

    def append_entry(self, key: str, body: Mapping[str, Any]) -> None:
        """Append ``body`` under ``key`` to the stream."""
        self.store.append(self.stream, key, body)

    def entry_bodies(self) -> list[dict[str, Any]]:
        """Every body of the stream, in order."""
        return [dict(entry.body) for entry in self.store.entries(self.stream)]


@dataclass(slots=True)
class MemoryAuditStore:
    """An in-memory `AuditStore`; ``bodies`` is exposed so tests can tamper with it."""

    bodies: list[dict[str, Any]] = field(default_factory=list)

    def append_entry(self, key: str, body: Mapping[str, Any]) -> None:
        """Keep a copy of ``body``."""
        self.bodies.append(copy.deepcopy(dict(body)))

    def entry_bodies(self) -> list[dict[str, Any]]:
        """Copies of every body, in append order."""
        return copy.deepcopy(self.bodies)

    def copy(self) -> MemoryAuditStore:
        """An independent copy (used to fork a lifecycle during exploration).

        Shallow on purpose: stored bodies are never changed in place by the trail.
        """
        return MemoryAuditStore(list(self.bodies))


class _EntryBody(BaseModel):
    """The hashed part of an entry."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seq: int = Field(ge=0)
    kind: AuditKind
    claim_id: UUID
    actor: str
    at: datetime
    payload: dict[str, JsonValue]
    prev_hash: str


class AuditEntry(_EntryBody):
    """One signed, chained audit record."""

    hash: str
    key_id: str
    alg: str
    signature: str

    def body(self) -> dict[str, Any]:
        """The hashed part: everything but ``hash`` and the signature fields."""
        return _body(self.model_dump(mode="json"))


_BODY_FIELDS = ("seq", "kind", "claim_id", "actor", "at", "payload", "prev_hash")


def _body(data: Mapping[str, Any]) -> dict[str, Any]:
    return {name: data[name] for name in _BODY_FIELDS}


def _hash(body: Mapping[str, Any]) -> str:
    return sha256_hex(signed_bytes(AUDIT_DOMAIN, body))


@dataclass(frozen=True, slots=True)
class TrailReport:
    """The result of checking a trail; truthy when intact. ``position`` is the first bad entry."""

    entries: int
    problem: TrailProblem | None = None
    position: int | None = None
    message: str = ""

    def __bool__(self) -> bool:
        return self.problem is None


@dataclass(frozen=True, slots=True)
class TrailHead:
    """The trail's length and last hash: anchor it elsewhere to detect a cut tail."""

    length: int
    hash: str


def evaluate_entries(
    bodies: Sequence[Mapping[str, Any]],
    check: SignatureChecker | None,
    *,
    head: TrailHead | None = None,
) -> TrailReport:
    """Check sequence numbers, the hash chain and (when ``check`` is given) every signature.

    Entries removed from the end leave a valid chain; pass an anchored ``head`` to catch that.
    """
    prev = GENESIS_HASH
    for position, raw in enumerate(bodies):
        try:
            entry = AuditEntry.model_validate(raw)
        except ValidationError as exc:
            field_name = ".".join(str(p) for p in exc.errors()[0]["loc"]) if exc.errors() else ""
            return TrailReport(len(bodies), "malformed_entry", position, f"field {field_name}")
        if entry.seq != position:
            return TrailReport(
                len(bodies), "bad_sequence", position, f"seq {entry.seq} at position {position}"
            )
        if entry.prev_hash != prev:
            return TrailReport(
                len(bodies), "broken_chain", position, "prev_hash does not match previous entry"
            )
        body = entry.body()
        if _hash(body) != entry.hash:
            return TrailReport(len(bodies), "hash_mismatch", position, "entry content was changed")
        if check is not None:
            try:
                check(
                    AUDIT_DOMAIN,
                    {**body, "hash": entry.hash},
                    key_id=entry.key_id,
                    alg=entry.alg,
                    value=entry.signature,
                )
            except NyayaError as exc:
                return TrailReport(len(bodies), "bad_signature", position, str(exc))
        prev = entry.hash
    if head is not None and (head.length, head.hash) != (len(bodies), prev):
        return TrailReport(
            len(bodies),
            "truncated",
            min(len(bodies), head.length),
            f"the anchored head has {head.length} entries, the trail {len(bodies)}",
        )
    return TrailReport(len(bodies))


def verify_entries(
    bodies: Sequence[Mapping[str, Any]],
    check: SignatureChecker | None,
    *,
    head: TrailHead | None = None,
) -> None:
    """Like `evaluate_entries`, raising `LedgerTampered` at the first bad entry."""
    report = evaluate_entries(bodies, check, head=head)
    if not report:
        assert report.position is not None
        raise LedgerTampered(
            f"audit entry {report.position}: {report.problem}: {report.message}",
            position=report.position,
        )


class AuditTrail:
    """Appends signed, chained entries to an `AuditStore`; ``capacity`` bounds its length."""

    def __init__(
        self, store: AuditStore | StreamStore, signer: Signer, *, capacity: int | None = None
    ) -> None:
        self._store: AuditStore = (
            StreamAuditStore(store) if isinstance(store, StreamStore) else store
        )
        self._signer = signer
        self._capacity = capacity
        bodies = self._store.entry_bodies()
        self._length = len(bodies)
        self._head = bodies[-1]["hash"] if bodies else GENESIS_HASH

    @property
    def store(self) -> AuditStore:
        """The backing store."""
        return self._store

    def __len__(self) -> int:
        return self._length

    def append(
        self,
        kind: AuditKind,
        claim_id: UUID,
        *,
        actor: str,
        at: datetime,
        payload: Mapping[str, JsonValue] | None = None,
    ) -> AuditEntry:
        """Sign and store one entry; raises `TrailFull` when the capacity is reached."""
        if self._capacity is not None and self._length >= self._capacity:
            raise TrailFull(self._capacity)
        # the hashed body is the model's JSON form, so a re-parsed entry hashes the same
        body = _EntryBody(
            seq=self._length,
            kind=kind,
            claim_id=claim_id,
            actor=actor,
            at=at,
            payload=dict(payload or {}),
            prev_hash=self._head,
        ).model_dump(mode="json")
        digest = _hash(body)
        signature = self._signer.sign(AUDIT_DOMAIN, {**body, "hash": digest})
        entry = AuditEntry.model_validate(
            {
                **body,
                "hash": digest,
                "key_id": signature.key_id,
                "alg": signature.alg,
                "signature": signature.value,
            }
        )
        self._store.append_entry(f"{entry.seq}:{kind}:{claim_id}", entry.model_dump(mode="json"))
        self._length += 1
        self._head = digest
        return entry

    def entries(self) -> list[AuditEntry]:
        """Every entry, parsed (raises `LedgerTampered` when one does not parse)."""
        out: list[AuditEntry] = []
        for position, body in enumerate(self._store.entry_bodies()):
            try:
                out.append(AuditEntry.model_validate(body))
            except ValidationError:
                raise LedgerTampered(
                    f"audit entry {position} does not parse", position=position
                ) from None
        return out

    @property
    def head(self) -> TrailHead:
        """Length and last hash as this trail object appended them."""
        return TrailHead(self._length, self._head)

    def evaluate(
        self, check: SignatureChecker | None, *, head: TrailHead | None = None
    ) -> TrailReport:
        """Check the stored trail (see `evaluate_entries`)."""
        return evaluate_entries(self._store.entry_bodies(), check, head=head)

    def verify(self, check: SignatureChecker | None, *, head: TrailHead | None = None) -> None:
        """Check the stored trail, raising `LedgerTampered` at the first bad entry."""
        verify_entries(self._store.entry_bodies(), check, head=head)

    def fork(self) -> AuditTrail:
        """An independent copy over a copied store (only stores with ``copy()`` can fork)."""
        copier: Callable[[], AuditStore] | None = getattr(self._store, "copy", None)
        if copier is None:
            raise TypeError("this audit store cannot be forked")
        # built without __init__, which would re-read (and copy) every stored body
        twin = AuditTrail.__new__(AuditTrail)
        twin._store = copier()
        twin._signer = self._signer
        twin._capacity = self._capacity
        twin._length = self._length
        twin._head = self._head
        return twin
