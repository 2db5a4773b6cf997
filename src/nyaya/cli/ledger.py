"""`nyaya ledger`: verify a receipt ledger, print its head to anchor, look receipts up.

``nyaya ledger verify`` proves only what its inputs allow: without ``--keys`` a
chain is merely self-consistent (anyone who can write the file can rebuild
it); with ``--keys`` the receipts and the signed checkpoints prove origin and
that nothing checkpointed was cut or rewritten; with ``--expect-head`` (a head
printed by ``nyaya ledger head`` and kept elsewhere) nothing before that head was.
"""

from __future__ import annotations

import json
from pathlib import Path

import click

from nyaya.receipts.keys import KeyRing
from nyaya.receipts.ledger import Ledger
from nyaya.receipts.receipt import Receipt
from nyaya.store.checkpoint import HeadAnchor

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
    help="Check every receipt's and checkpoint's signature with this key file.",
)
@click.option(
    "--expect-head",
    "expect_head",
    default=None,
    metavar="SEQ:HASH",
    help="A head kept elsewhere (from `nyaya ledger head`): the ledger must still hold it.",
)
def verify(path: str, keys_path: Path | None, expect_head: str | None) -> None:
    """Check PATH (SQLite file or postgresql:// URL): chain, receipts, checkpoints; else exit 1."""
    anchor = HeadAnchor.parse(expect_head) if expect_head is not None else None
    ring = KeyRing.from_file(keys_path) if keys_path is not None else None
    with Ledger.open(path, create=False) as ledger:
        summary = ledger.verify_all(ring, expect_head=anchor)
    # A PostgreSQL URL may hold a password: print the store's own redacted location.
    where = str(getattr(ledger.store, "location", path))
    proved = [f"{summary.receipts} receipts, {summary.entries} entries in all streams"]
    if summary.checkpoints:
        latest = summary.latest_checkpoint
        upto = f" (latest: entry {latest.seq})" if latest is not None else ""
        proved.append(f"{summary.checkpoints} checkpoints{upto}")
    if ring is not None:
        proved.append("signatures checked")
    if anchor is not None:
        proved.append(f"holds the expected head {anchor.seq}")
    click.echo(f"ok: {where}: {', '.join(proved)}")
    if ring is None:
        click.echo(
            "note: no --keys: the chain is self-consistent, but nothing proves who wrote it",
            err=True,
        )


@command.command(name="head")
@click.argument("path")
def head(path: str) -> None:
    """Print PATH's current head (SEQ:HASH) to keep elsewhere for `verify --expect-head`."""
    with Ledger.open(path, create=False) as ledger:
        current = ledger.head()
    if current is None:
        click.echo("0:empty")
        return
    click.echo(str(HeadAnchor.of(current)))


@command.command(name="show")
@click.argument("path")
@click.option("--run", "run_id", default=None, help="Only this run's receipts.")
@click.option("--json", "as_json", is_flag=True, help="One receipt JSON per line.")
def show(path: str, run_id: str | None, as_json: bool) -> None:
    """List the receipts in PATH (an SQLite file or a postgresql:// URL), one line each."""
    with Ledger.open(path, create=False) as ledger, ledger.store.snapshot():
        for receipt in ledger.receipts(run_id):
            _show(receipt, as_json)


def _show(receipt: Receipt, as_json: bool) -> None:
    if as_json:
        click.echo(json.dumps(receipt.to_dict(), ensure_ascii=False))
        return
    count = "-" if receipt.result_count is None else str(receipt.result_count)
    line = (
        f"{receipt.timestamp:%Y-%m-%dT%H:%M:%SZ}  {receipt.run_id}  {receipt.call_id}  "
        f"{receipt.tool}  {receipt.status}  count={count}  {receipt.id}"
    )
    if receipt.error:
        line += f"  error={receipt.error.splitlines()[0][:80]}"
    click.echo(line)
