"""`nyaya audit fleet INPUT... --out DIR`: re-check every run of a fleet on Dask.

INPUT is a JSONL file of runs, a directory of them, or a PostgreSQL ledger URL
(``postgresql://...``: its receipts are re-verified); with ``--bundles``, audit bundle
files or directories of them, re-verified offline. A local Dask cluster of
``--workers`` processes is started unless ``--scheduler tcp://host:8786`` names a
running one; ``--workers 0`` runs in this process without Dask. Running the same
command again resumes a job: finished partitions are not redone.

Exit codes: 0 done, 1 partitions failed (rerun to retry), 2 bad input, 5 Dask missing.
"""

from __future__ import annotations

import json
import sys
from datetime import datetime
from pathlib import Path

import click

from nyaya.cli.exitcodes import VERIFICATION_FAILED
from nyaya.errors import BadInput
from nyaya.fleet import FleetFailed, run_fleet
from nyaya.integrations.common import load_policy

__all__ = ["command"]


@click.command(name="fleet")
@click.argument("inputs", nargs=-1, required=True, metavar="INPUT...")
@click.option("--out", "out_dir", required=True, metavar="DIR", help="Job directory.")
@click.option("--policy", "policy_ref", metavar="P.toml", help="Constitution (or general, ...).")
@click.option("--keys", "keys_path", metavar="K", help="Key file for signed receipts.")
@click.option("--now", "now_text", metavar="ISO", help="The audit's time (kept on restart).")
@click.option("--workers", default=2, show_default=True, help="Local Dask workers (0: no Dask).")
@click.option("--scheduler", default=None, metavar="tcp://HOST:PORT", help="A running cluster.")
@click.option("--partition-bytes", default=4_000_000, show_default=True, help="JSONL bytes.")
@click.option("--partition-size", default=50_000, show_default=True, help="Ledger entries.")
@click.option("--bundles", is_flag=True, help="INPUT is audit bundles (*.json) to re-verify.")
@click.option("--top", default=20, show_default=True, help="Worst runs to list.")
@click.option("--no-reports", is_flag=True, help="Do not keep the per-run reports.")
@click.option("--no-plots", is_flag=True, help="Do not draw plots.")
def command(
    inputs: tuple[str, ...],
    out_dir: str,
    policy_ref: str | None,
    keys_path: str | None,
    now_text: str | None,
    workers: int,
    scheduler: str | None,
    partition_bytes: int,
    partition_size: int,
    bundles: bool,
    top: int,
    no_reports: bool,
    no_plots: bool,
) -> None:
    """Re-check every run of INPUT (JSONL files or directories, or a PostgreSQL ledger)."""
    keys = None
    if keys_path:
        try:
            keys = json.loads(Path(keys_path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise BadInput(
                f"cannot read the key file ({type(exc).__name__})", field="--keys"
            ) from None
    now = None
    if now_text:
        try:
            now = datetime.fromisoformat(now_text.replace("Z", "+00:00"))
        except ValueError:
            raise BadInput(f"not an ISO 8601 time: {now_text!r}", field="--now") from None
    if workers < 0:
        raise BadInput("must be 0 or more", field="--workers")

    def progress(done: int, total: int) -> None:
        if done == total or done % max(1, total // 20) == 0:
            click.echo(f"  {done}/{total} partitions", err=True)

    try:
        result = run_fleet(
            list(inputs),
            out_dir,
            policy=load_policy(policy_ref),
            keys=keys,
            now=now,
            workers=workers,
            scheduler=scheduler,
            partition_bytes=partition_bytes,
            partition_size=partition_size,
            bundles=bundles,
            top=top,
            reports=not no_reports,
            plots=not no_plots,
            progress=progress,
        )
    except FleetFailed as exc:
        click.echo(f"failed: {exc}", err=True)
        sys.exit(VERIFICATION_FAILED)
    agg = result.aggregate
    actions = ", ".join(f"{k} {v}" for k, v in sorted(agg.by_action.items()))
    click.echo(
        f"fleet: {agg.runs} runs in {result.partitions} partitions "
        f"({result.skipped} already done) · {actions or 'no runs'} · "
        f"{result.runs_per_second:.1f} runs/s on {result.workers or 1} worker(s)"
    )
    if agg.receipts:
        click.echo("receipts: " + ", ".join(f"{k} {v}" for k, v in sorted(agg.receipts.items())))
    if agg.errors:
        click.echo("unreadable: " + ", ".join(f"{k} {v}" for k, v in sorted(agg.errors.items())))
    click.echo(f"report: {Path(out_dir) / 'fleet.json'}")
