"""How a service is configured: from arguments, or from the environment in each worker.

``nyaya serve`` starts uvicorn workers as separate processes, each of which builds
its app from the environment (`Settings.from_env`), so every setting has a variable:

=======================  =========================================================
``NYAYA_STORE``            SQLite file (default ``nyaya-service.db``) or ``postgresql://`` URL
``NYAYA_API_KEYS``         comma-separated API keys a client sends as ``Authorization: Bearer``
                           or ``X-API-Key``; required unless ``NYAYA_UNSAFE_NO_AUTH=1``
``NYAYA_KEYS`` / ``NYAYA_KEYS_FILE``  the key ring that signs receipts (`KeyRing.from_env`)
``NYAYA_POLICY``           default constitution (a path or a bundled name)
``NYAYA_MAX_BODY_BYTES``   largest request body accepted (default 1 MiB)
``NYAYA_ACCESS_LOG``       ``0`` turns off the JSON access log on stderr
=======================  =========================================================
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field

from nyaya.errors import BadInput
from nyaya.receipts import KeyRing

__all__ = ["DEFAULT_MAX_BODY", "Settings"]

DEFAULT_MAX_BODY = 1 << 20


@dataclass(frozen=True)
class Settings:
    """A service's configuration; ``unsafe_no_auth`` serves without API keys (and says so)."""

    store: str = "nyaya-service.db"
    api_keys: frozenset[str] = field(default_factory=frozenset)
    unsafe_no_auth: bool = False
    keys: KeyRing | None = None
    # the public keys audit bundles must verify against (default: ``keys``); the keys a
    # bundle carries are never its own proof of origin
    audit_keys: KeyRing | None = None
    policy: str | None = None
    max_body_bytes: int = DEFAULT_MAX_BODY
    access_log: bool = False

    def __post_init__(self) -> None:
        if not self.api_keys and not self.unsafe_no_auth:
            raise BadInput(
                "give at least one API key (--api-key or NYAYA_API_KEYS), "
                "or serve without authentication on purpose (--unsafe-no-auth)",
                field="api_keys",
            )
        if any(len(k) < 16 for k in self.api_keys):
            raise BadInput("an API key must be at least 16 characters", field="api_keys")
        if self.max_body_bytes < 1024:
            raise BadInput("must be at least 1024", field="max_body_bytes")

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if environ is None else environ
        keys: KeyRing | None = None
        if env.get("NYAYA_KEYS_FILE"):
            keys = KeyRing.from_file(env["NYAYA_KEYS_FILE"])
        elif env.get("NYAYA_KEYS"):
            keys = KeyRing.from_env("NYAYA_KEYS", env)
        audit_keys = (
            KeyRing.from_file(env["NYAYA_AUDIT_KEYS_FILE"])
            if env.get("NYAYA_AUDIT_KEYS_FILE")
            else None
        )
        raw_max = env.get("NYAYA_MAX_BODY_BYTES", str(DEFAULT_MAX_BODY))
        try:
            max_body = int(raw_max)
        except ValueError:
            raise BadInput(f"not an integer: {raw_max!r}", field="NYAYA_MAX_BODY_BYTES") from None
        return cls(
            store=env.get("NYAYA_STORE", "nyaya-service.db"),
            api_keys=frozenset(k.strip() for k in env.get("NYAYA_API_KEYS", "").split(",") if k),
            unsafe_no_auth=env.get("NYAYA_UNSAFE_NO_AUTH") == "1",
            keys=keys,
            audit_keys=audit_keys,
            policy=env.get("NYAYA_POLICY") or None,
            max_body_bytes=max_body,
            access_log=env.get("NYAYA_ACCESS_LOG", "1") != "0",
        )
