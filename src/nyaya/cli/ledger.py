"""`nyaya ledger`: verify a receipt ledger and look receipts up."""

from __future__ import annotations

import json
from pathlib import Path

import click

from nyaya.receipts.keys import KeyRing
from nyaya.receipts.ledger import Ledger

__all__ = ["command"]


@click.group(name="ledger")
def command() -> None:
    """Inspect and verify receipt ledgers."""


@command.command(name="verify")
@click.argument("path")
@click.option(
    "--keys",
    "keys_path",
    default=None,
    type=click.Path(dir_okay=False, path_type=Path),
    help="Also check every receipt's signature with this key file.",
)
def verify(path: str, keys_path: Path | None) -> None:
    """Check the hash chain of PATH (SQLite file or postgresql:// URL); exit 1 if broken."""
    ring = KeyRing.from_file(keys_path) if keys_path is not None else None
    with Ledger.open(path, create=False) as ledger:
        total = ledger.store.verify()
        count = ledger.verify(ring)
    signed = ", signatures checked" if ring is not None else ""
    # A PostgreSQL URL may hold a password: print the store's own redacted location.
    where = str(getattr(ledger.store, "location", path))
    click.echo(f"ok: {where}: {count} receipts, {total} entries in all streams{signed}")


@command.command(name="show")
@click.argument("path")
@click.option("--run", "run_id", default=None, help="Only this run's receipts.")
@click.option("--json", "as_json", is_flag=True, help="One receipt JSON per line.")
def show(path: str, run_id: str | None, as_json: bool) -> None:
    """List the receipts in PATH (an SQLite file or a postgresql:// URL), one line each."""
    with Ledger.open(path, create=False) as ledger:
        receipts = ledger.for_run(run_id) if run_id is not None else list(ledger)
    for receipt in receipts:
        if as_json:
            click.echo(json.dumps(receipt.to_dict(), ensure_ascii=False))
            continue
        count = "-" if receipt.result_count is None else str(receipt.result_count)
        line = (
            f"{receipt.timestamp:%Y-%m-%dT%H:%M:%SZ}  {receipt.run_id}  {receipt.call_id}  "
            f"{receipt.tool}  {receipt.status}  count={count}  {receipt.id}"
        )
        if receipt.error:
            line += f"  error={receipt.error.splitlines()[0][:80]}"
        click.echo(line)
