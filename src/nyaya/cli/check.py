"""`nyaya check RUN.json [--policy P.toml] [--keys K] [--format json|text]`.

Exit codes: 0 emit, 3 revise, 4 block, 2 bad input (see `nyaya.cli.exitcodes`).
"""

from __future__ import annotations

import sys
from pathlib import Path

import click
from rich.console import Console

from nyaya.cli.exitcodes import BLOCK, EMIT, REVISE
from nyaya.engine import check
from nyaya.formats.render import render_json, render_text
from nyaya.formats.runs import load_run_file
from nyaya.policy.constitution import Constitution, bundled
from nyaya.receipts import KeyRing

__all__ = ["command"]

_EXIT = {"emit": EMIT, "revise": REVISE, "block": BLOCK}


@click.command(name="check")
@click.argument("run_path", metavar="RUN.json")
@click.option(
    "--policy",
    "policy_ref",
    metavar="P.toml",
    help="Constitution file, or a bundled one: general, finance, healthcare.",
)
@click.option("--keys", "keys_path", metavar="K", help="Key file to verify signed receipts with.")
@click.option(
    "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True
)
def command(run_path: str, policy_ref: str | None, keys_path: str | None, fmt: str) -> None:
    """Check an agent run's answer against its tool outputs.

    Exit code 0: emit, 3: revise, 4: block, 2: bad input.
    """
    run = load_run_file(run_path)
    policy = _policy(policy_ref)
    keys = KeyRing.from_file(keys_path) if keys_path else None
    report = check(run, keys=keys, policy=policy)
    if fmt == "json":
        click.echo(render_json(report))
    else:
        Console(highlight=False, soft_wrap=True).print(render_text(report, run.response))
    # SystemExit, not click's Exit: the root runs click with standalone_mode=False, where
    # click turns Exit into a return value that would be lost.
    sys.exit(_EXIT[report.action])


def _policy(ref: str | None) -> Constitution:
    if ref is None:
        return Constitution.default()
    if not Path(ref).exists() and ref.isidentifier():
        return bundled(ref)
    return Constitution.load(ref)
