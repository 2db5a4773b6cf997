"""Signing keys: HMAC-SHA256 and Ed25519 behind one `Signer` interface, held in a `KeyRing`.

The ring signs with its newest signing key and verifies by key id, so rotating
keys never breaks old receipts. Key files are JSON, typed by ``kind``::

    {"version": 1, "kind": "secret" | "public",
     "keys": [{"key_id": "...", "alg": "hmac-sha256" | "ed25519",
      "secret": "<b64url>"                                   (hmac-sha256)
      "private_key": "<b64url>", "public_key": "<b64url>"    (ed25519, raw bytes)
      "created_at": "2026-01-01T00:00:00Z"}]}

A public file holds only Ed25519 public keys: an auditor can verify with it
but cannot forge, and a public file that holds any secret is refused (it would
hand the secret to whoever it is published to). A secret file must not be
readable by group or others (mode 0600): one that is is refused, unless
``NYAYA_ALLOW_INSECURE_KEY_FILES=1``, which loads it with a warning. A file
without ``kind`` (written before kinds) is secret when it holds secret material.
Base64url values are canonical: unpadded, no stray bits, nothing else. A
configured key that is missing or unreadable is an error naming the path; nyaya
never generates a key in its place.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import os
import secrets
import stat
import tempfile
import warnings
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from nyaya.errors import BadKeyFile, SignatureInvalid, UnknownKey
from nyaya.limits import DEFAULT_LIMITS, shown
from nyaya.receipts.canonical import signed_bytes

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import (
        Ed25519PrivateKey,
        Ed25519PublicKey,
    )

__all__ = [
    "ALGORITHMS",
    "Alg",
    "Ed25519Signer",
    "HmacSigner",
    "InsecureKeyFile",
    "KeyRing",
    "Signature",
    "Signer",
    "b64url_decode",
    "b64url_encode",
    "create_key_file",
    "write_key_file",
]

Alg = Literal["hmac-sha256", "ed25519"]
ALGORITHMS: tuple[Alg, ...] = ("hmac-sha256", "ed25519")
_ALG_ALIASES: dict[str, Alg] = {
    "hmac": "hmac-sha256",
    "hmac-sha256": "hmac-sha256",
    "ed25519": "ed25519",
}
_MIN_HMAC_SECRET = 16
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
KEY_FILE_VERSION = 1
KeyFileKind = Literal["secret", "public"]
INSECURE_ENV = "NYAYA_ALLOW_INSECURE_KEY_FILES"
_B64URL = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


_short = shown  # untrusted values in messages: one short line, whatever their size


class InsecureKeyFile(UserWarning):
    """A secret key file readable by group or others was loaded because the user allowed it."""


def b64url_encode(data: bytes) -> str:
    """Base64url without padding."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def b64url_decode(text: str) -> bytes:
    """Strict, canonical base64url: unpadded, no stray bits; raises ValueError on anything else.

    One value has exactly one spelling, so a signature cannot be re-spelled (an extra
    ``=``, other trailing bits) into a second string that also verifies.
    """
    if not isinstance(text, str) or not _B64URL.issuperset(text) or len(text) % 4 == 1:
        raise ValueError("not canonical base64url (unpadded, A-Z a-z 0-9 - _ only)")
    try:
        # The alphabet is checked above, so the lenient decoder (which skips other
        # characters) reads the same bytes as a validating one, without building a
        # translation table per call as b64decode(altchars=...) does.
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except binascii.Error as exc:
        raise ValueError("not base64url text") from exc
    if b64url_encode(raw) != text:
        raise ValueError("not canonical base64url (stray trailing bits)")
    return raw


def _normalize_alg(alg: str) -> Alg:
    try:
        return _ALG_ALIASES[alg.lower()]
    except (KeyError, AttributeError):
        raise ValueError(f"unknown algorithm {_short(alg)} (use hmac or ed25519)") from None


def _format_time(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class _Ed25519:
    """cryptography's Ed25519 names, imported with the first Ed25519 key: a process that
    only checks runs or uses HMAC keys does not load them (about 10 ms of a cold start)."""

    def __getattr__(self, name: str) -> Any:
        from cryptography.exceptions import InvalidSignature
        from cryptography.hazmat.primitives.asymmetric import ed25519
        from cryptography.hazmat.primitives.serialization import (
            Encoding,
            NoEncryption,
            PrivateFormat,
            PublicFormat,
        )

        names = {
            "InvalidSignature": InvalidSignature,
            "Ed25519PrivateKey": ed25519.Ed25519PrivateKey,
            "Ed25519PublicKey": ed25519.Ed25519PublicKey,
            "Encoding": Encoding,
            "NoEncryption": NoEncryption,
            "PrivateFormat": PrivateFormat,
            "PublicFormat": PublicFormat,
        }
        self.__dict__.update(names)  # later lookups are plain attributes
        return names[name]


_ed = _Ed25519()


@dataclass(frozen=True)
class Signature:
    """A detached signature: which key, which algorithm, and the base64url value."""

    key_id: str
    alg: Alg
    value: str


class Signer(ABC):
    """One key that verifies, and signs when it holds private material."""

    key_id: str
    alg: Alg
    created_at: datetime

    @property
    @abstractmethod
    def can_sign(self) -> bool:
        """Whether this key holds the material to sign."""

    @abstractmethod
    def sign(self, data: bytes) -> str:
        """Base64url signature of ``data``."""

    @abstractmethod
    def verify(self, data: bytes, value: str) -> bool:
        """Whether ``value`` is this key's signature of ``data`` (constant time)."""

    @abstractmethod
    def public(self) -> Signer | None:
        """A verify-only copy that is safe to hand out, or None when none exists (HMAC)."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """This key as one entry of a key file."""


class HmacSigner(Signer):
    """HMAC-SHA256 with a shared secret: fast; whoever verifies can also sign."""

    alg: Alg = "hmac-sha256"

    def __init__(
        self, secret: bytes, *, key_id: str | None = None, created_at: datetime | None = None
    ):
        if len(secret) < _MIN_HMAC_SECRET:
            raise BadKeyFile(
                f"an HMAC secret needs at least {_MIN_HMAC_SECRET} bytes", field="secret"
            )
        self._secret = bytes(secret)
        digest = hashlib.sha256(b"nyaya/key-id\n" + self._secret).hexdigest()
        self.key_id = key_id or f"hmac-{digest[:12]}"
        self.created_at = created_at or _EPOCH

    @classmethod
    def generate(
        cls, *, key_id: str | None = None, created_at: datetime | None = None
    ) -> HmacSigner:
        """A new random 32-byte secret."""
        return cls(
            secrets.token_bytes(32), key_id=key_id, created_at=created_at or datetime.now(UTC)
        )

    @property
    def can_sign(self) -> bool:
        return True

    def sign(self, data: bytes) -> str:
        return b64url_encode(hmac.digest(self._secret, data, "sha256"))

    def verify(self, data: bytes, value: str) -> bool:
        # Compared as text: only the canonical base64url of the right MAC is equal to it,
        # which is what decoding strictly and comparing the bytes would accept.
        if not isinstance(value, str) or not value.isascii():
            return False
        return hmac.compare_digest(self.sign(data), value)

    def public(self) -> Signer | None:
        return None

    def to_json(self) -> dict[str, Any]:
        return {
            "key_id": self.key_id,
            "alg": self.alg,
            "secret": b64url_encode(self._secret),
            "created_at": _format_time(self.created_at),
        }

    def __repr__(self) -> str:
        return f"HmacSigner(key_id={self.key_id!r})"


class Ed25519Signer(Signer):
    """Ed25519: signs with a private key; the public key verifies and cannot forge."""

    alg: Alg = "ed25519"

    def __init__(
        self,
        *,
        private_key: Ed25519PrivateKey | None = None,
        public_key: Ed25519PublicKey | None = None,
        key_id: str | None = None,
        created_at: datetime | None = None,
    ):
        if private_key is None and public_key is None:
            raise BadKeyFile("an Ed25519 key needs a private or a public key", field="public_key")
        derived = private_key.public_key() if private_key is not None else None
        if (
            public_key is not None
            and derived is not None
            and _raw_public(derived) != _raw_public(public_key)
        ):
            raise BadKeyFile("public_key does not belong to private_key", field="public_key")
        self._private = private_key
        self._public: Ed25519PublicKey = derived if derived is not None else public_key  # type: ignore[assignment]
        self.public_bytes = _raw_public(self._public)
        self.key_id = key_id or f"ed25519-{hashlib.sha256(self.public_bytes).hexdigest()[:12]}"
        self.created_at = created_at or _EPOCH

    @classmethod
    def generate(
        cls, *, key_id: str | None = None, created_at: datetime | None = None
    ) -> Ed25519Signer:
        """A new random key pair."""
        return cls(
            private_key=_ed.Ed25519PrivateKey.generate(),
            key_id=key_id,
            created_at=created_at or datetime.now(UTC),
        )

    @property
    def can_sign(self) -> bool:
        return self._private is not None

    def sign(self, data: bytes) -> str:
        if self._private is None:
            raise BadKeyFile(f"key {self.key_id!r} is a public key and cannot sign", field="key_id")
        return b64url_encode(self._private.sign(data))

    def verify(self, data: bytes, value: str) -> bool:
        # `b64url_decode`'s checks for the one length a signature has: 86 characters that
        # decode to 64 bytes and are those bytes' own encoding (which rules out any other
        # character, padding or stray bits), without its error messages, per receipt.
        if type(value) is not str or len(value) != 86:
            return False
        try:
            raw = base64.urlsafe_b64decode(value + "==")
        except (binascii.Error, ValueError):
            return False
        if len(raw) != 64 or b64url_encode(raw) != value:
            return False
        try:
            self._public.verify(raw, data)
        except _ed.InvalidSignature:
            return False
        return True

    def public(self) -> Signer | None:
        return Ed25519Signer(
            public_key=self._public, key_id=self.key_id, created_at=self.created_at
        )

    def to_json(self) -> dict[str, Any]:
        entry: dict[str, Any] = {"key_id": self.key_id, "alg": self.alg}
        if self._private is not None:
            raw = self._private.private_bytes(
                _ed.Encoding.Raw, _ed.PrivateFormat.Raw, _ed.NoEncryption()
            )
            entry["private_key"] = b64url_encode(raw)
        entry["public_key"] = b64url_encode(self.public_bytes)
        entry["created_at"] = _format_time(self.created_at)
        return entry

    def __repr__(self) -> str:
        kind = "private" if self.can_sign else "public"
        return f"Ed25519Signer(key_id={self.key_id!r}, {kind})"


def _raw_public(key: Ed25519PublicKey) -> bytes:
    return key.public_bytes(_ed.Encoding.Raw, _ed.PublicFormat.Raw)


def _new_signer(alg: str, key_id: str | None, created_at: datetime | None) -> Signer:
    if _normalize_alg(alg) == "hmac-sha256":
        return HmacSigner.generate(key_id=key_id, created_at=created_at)
    return Ed25519Signer.generate(key_id=key_id, created_at=created_at)


class KeyRing:
    """Keys by id: signs with the newest signing key, verifies with whichever key id is named.

    Two keys with one id are ambiguous and rejected here, not at verification time.
    """

    def __init__(self, signers: Iterable[Signer] = (), *, source: str | None = None) -> None:
        self._keys: dict[str, Signer] = {}
        self._source = source
        for signer in signers:
            self.add(signer)

    @classmethod
    def generate(
        cls, alg: str = "hmac", key_id: str | None = None, *, created_at: datetime | None = None
    ) -> KeyRing:
        """A ring holding one new in-memory key (``alg`` is ``hmac`` or ``ed25519``)."""
        return cls([_new_signer(alg, key_id, created_at)])

    @classmethod
    def from_json(
        cls, data: Any, *, source: str | None = None, kind: KeyFileKind | None = None
    ) -> KeyRing:
        """Parse a key file's JSON value; ``source`` names the file or variable in errors."""
        DEFAULT_LIMITS.check_value(data, path=source)
        return cls(_parse_key_file(data, source, kind), source=source)

    @classmethod
    def from_file(cls, path: str | os.PathLike[str], *, kind: KeyFileKind | None = None) -> KeyRing:
        """Load a key file; a missing, unreadable, malformed or exposed file is `BadKeyFile`.

        ``kind`` demands a file of that kind (``"public"``: a verifier that must never hold
        a secret). A secret file readable by group or others is refused (see the module).
        """
        where = str(path)
        data = DEFAULT_LIMITS.read_json(path, error=BadKeyFile, unique_keys=True)
        ring = cls(_parse_key_file(data, where, kind), source=where)
        if ring.holds_secrets:
            _check_private_mode(Path(path), where)
        return ring

    @classmethod
    def from_env(cls, var: str = "NYAYA_KEYS", environ: Mapping[str, str] | None = None) -> KeyRing:
        """Load keys from an environment variable: key file JSON, or ``hmac:<b64url secret>``."""
        env = os.environ if environ is None else environ
        where = f"${var}"
        text = env.get(var, "").strip()
        if not text:
            raise BadKeyFile("environment variable is not set", path=where)
        if text.startswith("hmac:"):
            try:
                return cls([HmacSigner(b64url_decode(text[5:]))], source=where)
            except ValueError as exc:
                raise BadKeyFile(str(exc), path=where, field="secret") from None
            except BadKeyFile as exc:
                raise BadKeyFile(exc.detail, path=where, field="secret") from None
        if not text.startswith("{"):
            raise BadKeyFile("neither key JSON nor hmac:<secret>", path=where)
        data = DEFAULT_LIMITS.parse_json(text, error=BadKeyFile, path=where, unique_keys=True)
        return cls.from_json(data, source=where)

    def add(self, signer: Signer) -> None:
        """Add a key; a second key with the same id is an error."""
        if signer.key_id in self._keys:
            raise BadKeyFile(
                f"duplicate key id {_short(signer.key_id)}", path=self._source, field="key_id"
            )
        self._keys[signer.key_id] = signer

    def rotate(
        self,
        alg: str | None = None,
        key_id: str | None = None,
        *,
        created_at: datetime | None = None,
    ) -> Signer:
        """Add a new key (same algorithm as the current one by default); it signs from now on.

        A verify-only ring (public keys) is refused: its file is meant to be published.
        """
        if len(self) and not self.can_sign:
            raise BadKeyFile(
                "a public key ring cannot be rotated: rotate the secret key file", path=self._source
            )
        chosen = alg or (self.signer.alg if self.can_sign else "hmac")
        signer = _new_signer(chosen, key_id, created_at)
        newest = max((s.created_at for s in self._keys.values()), default=None)
        if newest is not None and signer.created_at < newest:
            raise BadKeyFile(
                "a rotated key must not be older than the keys it replaces",
                path=self._source,
                field="created_at",
            )
        self.add(signer)
        return signer

    @property
    def can_sign(self) -> bool:
        """Whether any key in the ring can sign."""
        return any(s.can_sign for s in self._keys.values())

    @property
    def holds_secrets(self) -> bool:
        """Whether the ring holds anything that must stay secret (an HMAC secret or private key)."""
        return self.can_sign

    @property
    def kind(self) -> KeyFileKind:
        """``secret`` when the ring holds secret material, else ``public``."""
        return "secret" if self.holds_secrets else "public"

    @property
    def signer(self) -> Signer:
        """The newest signing key (latest ``created_at``; the later-added one on a tie)."""
        best: Signer | None = None
        for candidate in self._keys.values():
            if candidate.can_sign and (best is None or candidate.created_at >= best.created_at):
                best = candidate
        if best is None:
            raise BadKeyFile("the key ring holds no signing key", path=self._source)
        return best

    def get(self, key_id: str) -> Signer:
        """The key with this id, else `UnknownKey`."""
        try:
            return self._keys[key_id]
        except KeyError:
            raise UnknownKey(f"key {_short(key_id)} is not in the key ring") from None

    def sign(self, domain: str, payload: Mapping[str, Any]) -> Signature:
        """Sign ``signed_bytes(domain, payload)`` with the newest key."""
        signer = self.signer
        return Signature(signer.key_id, signer.alg, signer.sign(signed_bytes(domain, payload)))

    def verify(self, domain: str, payload: Mapping[str, Any], signature: Signature) -> None:
        """Raise `UnknownKey` or `SignatureInvalid` unless ``signature`` covers the payload."""
        self.verify_bytes(signed_bytes(domain, payload), signature)

    def verify_bytes(
        self, data: bytes, signature: Signature, *, receipt_id: str | None = None
    ) -> None:
        """Like `verify`, over bytes already built by `signed_bytes`."""
        self._verify_parts(data, signature.key_id, signature.alg, signature.value, receipt_id)

    def _verify_parts(
        self, data: bytes, key_id: str, alg: str, value: str, receipt_id: str | None = None
    ) -> None:
        """`verify_bytes` with the signature in parts (no `Signature` built per receipt)."""
        signer = self._keys.get(key_id)
        if signer is None:
            raise UnknownKey(f"key {_short(key_id)} is not in the key ring", receipt_id=receipt_id)
        if signer.alg != alg:
            raise SignatureInvalid(
                f"key {_short(signer.key_id)} is {signer.alg}, the signature claims {_short(alg)}",
                receipt_id=receipt_id,
            )
        if not signer.verify(data, value):
            raise SignatureInvalid(
                f"signature does not match (key {_short(signer.key_id)})", receipt_id=receipt_id
            )

    def public(self) -> KeyRing:
        """A verify-only ring: the Ed25519 public keys; HMAC secrets are left out."""
        return KeyRing([p for s in self._keys.values() if (p := s.public()) is not None])

    def to_json(self) -> dict[str, Any]:
        """The key file JSON of this ring (private material included where held)."""
        return {
            "version": KEY_FILE_VERSION,
            "kind": self.kind,
            "keys": [s.to_json() for s in self._keys.values()],
        }

    @property
    def key_ids(self) -> tuple[str, ...]:
        """Key ids in the order they were added."""
        return tuple(self._keys)

    def __iter__(self) -> Iterator[Signer]:
        return iter(self._keys.values())

    def __len__(self) -> int:
        return len(self._keys)

    def __contains__(self, key_id: object) -> bool:
        return key_id in self._keys

    def __repr__(self) -> str:
        return f"KeyRing({list(self._keys)!r})"


def _field(entry: Mapping[str, Any], name: str, where: str | None, at: str) -> str:
    value = entry.get(name)
    if not isinstance(value, str) or not value:
        raise BadKeyFile("missing or not a non-empty string", path=where, field=f"{at}.{name}")
    return value


_SECRET_FIELDS = ("secret", "private_key")
_FILE_FIELDS = frozenset({"version", "kind", "keys"})


def _parse_key_file(data: Any, where: str | None, want: KeyFileKind | None) -> list[Signer]:
    if not isinstance(data, dict):
        raise BadKeyFile("a key file is a JSON object", path=where)
    if data.get("version") != KEY_FILE_VERSION:
        raise BadKeyFile(
            f"unsupported version {_short(data.get('version'))} (expected {KEY_FILE_VERSION})",
            path=where,
            field="version",
        )
    unknown = sorted(set(data) - _FILE_FIELDS)
    if unknown:
        raise BadKeyFile("unknown field in a key file", path=where, field=unknown[0])
    kind = data.get("kind")
    if kind is not None and kind not in ("secret", "public"):
        raise BadKeyFile(
            f"must be 'secret' or 'public', not {_short(kind)}", path=where, field="kind"
        )
    entries = data.get("keys")
    if not isinstance(entries, list) or not entries:
        raise BadKeyFile("must be a non-empty list", path=where, field="keys")
    DEFAULT_LIMITS.check_count(len(entries), "max_keys", field="keys", path=where)
    if kind == "public" or want == "public":
        for i, entry in enumerate(entries):
            held = [f for f in _SECRET_FIELDS if isinstance(entry, dict) and f in entry]
            if held:
                said = "declares itself public" if kind == "public" else "must be a public key file"
                raise BadKeyFile(
                    f"{said} but holds a secret; publish `nyaya keys public` output instead",
                    path=where,
                    field=f"keys[{i}].{held[0]}",
                )
    signers = [_parse_key(entry, where, f"keys[{i}]") for i, entry in enumerate(entries)]
    if want == "secret" and not any(s.can_sign for s in signers):
        raise BadKeyFile("holds no secret key: it can verify but not sign", path=where)
    return signers


def _check_private_mode(path: Path, where: str) -> None:
    """Refuse (or, when the user allowed it, warn about) a secret file others can read."""
    if os.name != "posix":
        return
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except OSError as exc:
        raise BadKeyFile(f"cannot stat ({exc.strerror or exc})", path=where) from None
    if not mode & 0o077:
        return
    message = (
        f"holds secret keys but is readable by group or others (mode {mode:04o}); "
        f"run: chmod 600 {where}"
    )
    if os.environ.get(INSECURE_ENV) == "1":
        warnings.warn(f"{where}: {message} (loaded anyway: {INSECURE_ENV}=1)", InsecureKeyFile, 3)
        return
    raise BadKeyFile(f"{message} (or set {INSECURE_ENV}=1 to load it anyway)", path=where)


_KEY_FIELDS = frozenset({"key_id", "alg", "secret", "private_key", "public_key", "created_at"})


def _parse_key(entry: Any, where: str | None, at: str) -> Signer:
    if not isinstance(entry, dict):
        raise BadKeyFile("a key is a JSON object", path=where, field=at)
    unknown = sorted(set(entry) - _KEY_FIELDS)
    if unknown:
        raise BadKeyFile("unknown field in a key", path=where, field=f"{at}.{unknown[0]}")
    key_id = _field(entry, "key_id", where, at)
    try:
        alg = _normalize_alg(_field(entry, "alg", where, at))
    except ValueError as exc:
        raise BadKeyFile(str(exc), path=where, field=f"{at}.alg") from None
    created_at = _EPOCH
    if "created_at" in entry:
        try:
            created_at = datetime.fromisoformat(_field(entry, "created_at", where, at))
        except ValueError:
            raise BadKeyFile("not an ISO 8601 time", path=where, field=f"{at}.created_at") from None
        if created_at.tzinfo is None:
            raise BadKeyFile("needs a timezone", path=where, field=f"{at}.created_at")

    def raw(name: str, size: int | None) -> bytes:
        try:
            value = b64url_decode(_field(entry, name, where, at))
        except ValueError as exc:
            raise BadKeyFile(str(exc), path=where, field=f"{at}.{name}") from None
        if size is not None and len(value) != size:
            raise BadKeyFile(f"must be {size} bytes", path=where, field=f"{at}.{name}")
        return value

    if alg == "hmac-sha256":
        secret = raw("secret", None)
        try:
            return HmacSigner(secret, key_id=key_id, created_at=created_at)
        except BadKeyFile as exc:
            raise BadKeyFile(exc.detail, path=where, field=f"{at}.secret") from None
    private = (
        _ed.Ed25519PrivateKey.from_private_bytes(raw("private_key", 32))
        if "private_key" in entry
        else None
    )
    public = (
        _ed.Ed25519PublicKey.from_public_bytes(raw("public_key", 32))
        if "public_key" in entry
        else None
    )
    try:
        return Ed25519Signer(
            private_key=private, public_key=public, key_id=key_id, created_at=created_at
        )
    except BadKeyFile as exc:
        raise BadKeyFile(exc.detail, path=where, field=f"{at}.public_key") from None


def write_key_file(
    ring: KeyRing,
    path: str | os.PathLike[str],
    *,
    public: bool = False,
    overwrite: bool = False,
) -> Path:
    """Write ``ring`` (or its public part) atomically; mode 0600 for private files, else 0644.

    The file appears complete or not at all (a temporary file in the same
    directory, then a link or rename); an existing file is kept unless
    ``overwrite`` is set.
    """
    target = Path(path)
    where = str(target)
    content = ring.public() if public else ring
    if not len(content):
        raise BadKeyFile("nothing to write: the ring holds no public keys", path=where)
    text = json.dumps(content.to_json(), indent=2) + "\n"
    if target.exists() and not overwrite:
        raise BadKeyFile("already exists; refusing to overwrite", path=where)
    directory = target.parent
    try:
        fd, tmp_name = tempfile.mkstemp(dir=directory, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as exc:
        raise BadKeyFile(f"cannot write ({exc.strerror})", path=where) from None
    tmp = Path(tmp_name)
    try:
        os.fchmod(fd, 0o644 if public else 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if overwrite:
            os.replace(tmp, target)
        else:
            # A hard link fails if the target appeared meanwhile: no silent overwrite, even racing.
            try:
                os.link(tmp, target)
            except FileExistsError:
                raise BadKeyFile("already exists; refusing to overwrite", path=where) from None
            except OSError:
                if target.exists():
                    raise BadKeyFile("already exists; refusing to overwrite", path=where) from None
                os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
    return target


def create_key_file(
    path: str | os.PathLike[str],
    alg: str = "hmac",
    *,
    key_id: str | None = None,
    overwrite: bool = False,
) -> KeyRing:
    """Generate a key and write it to a new key file (mode 0600); returns the ring."""
    try:
        ring = KeyRing.generate(alg, key_id)
    except ValueError as exc:
        raise BadKeyFile(str(exc), field="alg") from None
    write_key_file(ring, path, overwrite=overwrite)
    return ring
