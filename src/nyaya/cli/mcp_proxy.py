"""`nyaya mcp-proxy [--store S] [--keys K] [--run-id R] -- <server command...>`.

Put it where an MCP client starts a stdio server: every ``tools/call`` is receipted
into the ledger at STORE and its result carries the receipt in
``_meta["nyaya/receipt"]`` (see `nyaya.integrations.mcp_proxy`).
"""

from __future__ import annotations

import sys

import click

from nyaya.errors import BadInput
from nyaya.integrations.mcp_proxy import McpProxy
from nyaya.receipts import KeyRing, Ledger

__all__ = ["command"]


@click.command(name="mcp-proxy", context_settings={"ignore_unknown_options": True})
@click.option(
    "--store",
    default="nyaya-mcp.db",
    show_default=True,
    help="Ledger: SQLite file or postgresql:// URL.",
)
@click.option("--keys", "keys_path", metavar="K", help="Key file that signs the receipts.")
@click.option("--run-id", default=None, help="Run id of the receipts (default: one per session).")
@click.argument("server_command", nargs=-1, required=True, type=click.UNPROCESSED)
def command(
    store: str, keys_path: str | None, run_id: str | None, server_command: tuple[str, ...]
) -> None:
    """Relay a stdio MCP server, receipting every tools/call (nyaya mcp-proxy -- CMD ...)."""
    if not server_command:
        raise BadInput("give the server command after --", field="SERVER_COMMAND")
    if keys_path:
        keys = KeyRing.from_file(keys_path)
    else:
        keys = KeyRing.generate("ed25519")
        click.echo(
            "nyaya mcp-proxy: no --keys: receipts are signed by a key that dies with this "
            f"process ({keys.signer.key_id})",
            err=True,
        )
    with Ledger.open(store) as ledger:
        proxy = McpProxy(server_command, ledger=ledger, keys=keys, run_id=run_id)
        code = proxy.run(sys.stdin.buffer, sys.stdout.buffer)
    sys.exit(code)
