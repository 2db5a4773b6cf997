"""`nyaya serve`: the HTTP service on uvicorn (extra ``nyaya[service]``).

The options become ``NYAYA_*`` variables (`nyaya.service.settings`) so each worker
process builds the same app; the access log is one JSON line per request on stderr.
"""

from __future__ import annotations

import os

import click

from nyaya.errors import BackendUnavailable
from nyaya.service.settings import DEFAULT_MAX_BODY, Settings

__all__ = ["command"]


@click.command(name="serve")
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8080, show_default=True, type=click.IntRange(0, 65535))
@click.option("--workers", default=1, show_default=True, type=click.IntRange(min=1))
@click.option(
    "--store",
    default="nyaya-service.db",
    show_default=True,
    help="SQLite file, or a postgresql:// URL.",
)
@click.option(
    "--api-key",
    "api_keys",
    multiple=True,
    metavar="KEY",
    help="An API key clients send (repeatable; also NYAYA_API_KEYS, comma-separated).",
)
@click.option(
    "--unsafe-no-auth",
    is_flag=True,
    help="Serve without API keys (only on a trusted loopback).",
)
@click.option("--keys", "keys_path", metavar="K", help="Key file that signs receipts.")
@click.option(
    "--audit-keys",
    "audit_keys_path",
    metavar="K",
    help="Public keys audit bundles must verify against (default: --keys).",
)
@click.option("--policy", "policy_ref", metavar="P", help="Default constitution (path or name).")
@click.option(
    "--max-body-bytes",
    default=DEFAULT_MAX_BODY,
    show_default=True,
    type=click.IntRange(min=1024),
)
@click.option("--no-access-log", is_flag=True, help="Do not log one line per request.")
def command(
    host: str,
    port: int,
    workers: int,
    store: str,
    api_keys: tuple[str, ...],
    unsafe_no_auth: bool,
    keys_path: str | None,
    audit_keys_path: str | None,
    policy_ref: str | None,
    max_body_bytes: int,
    no_access_log: bool,
) -> None:
    """Serve nyaya over HTTP: POST /v1/check, /v1/receipts, /v1/audit/verify; GET
    /v1/ledger/{run_id}, /healthz, /openapi.json."""
    try:
        import uvicorn
    except ImportError:
        raise BackendUnavailable(
            "nyaya serve needs FastAPI and uvicorn", install="pip install 'nyaya[service]'"
        ) from None
    env = {
        "NYAYA_STORE": store,
        "NYAYA_MAX_BODY_BYTES": str(max_body_bytes),
        "NYAYA_UNSAFE_NO_AUTH": "1" if unsafe_no_auth else "",
        "NYAYA_ACCESS_LOG": "0" if no_access_log else "1",
    }
    keys = ",".join(api_keys) or os.environ.get("NYAYA_API_KEYS", "")
    env["NYAYA_API_KEYS"] = keys
    if keys_path:
        env["NYAYA_KEYS_FILE"] = os.path.abspath(keys_path)
    if audit_keys_path:
        env["NYAYA_AUDIT_KEYS_FILE"] = os.path.abspath(audit_keys_path)
    if policy_ref:
        env["NYAYA_POLICY"] = policy_ref
    os.environ.update(env)
    settings = Settings.from_env()  # fail here, once, on a bad option, not in every worker
    create_app_check(settings)
    if unsafe_no_auth:
        click.echo("warning: serving without API keys (--unsafe-no-auth)", err=True)
    uvicorn.run(
        "nyaya.service:app_from_env",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        access_log=False,
        log_level="warning",
    )


def create_app_check(settings: Settings) -> None:
    """Build the app once in the parent so a bad policy or store path fails before serving."""
    from nyaya.service import create_app
    from nyaya.store.postgres import postgres_dsn

    create_app(settings)
    if postgres_dsn(settings.store) is None:
        from nyaya.receipts import Ledger

        Ledger.open(settings.store).close()
