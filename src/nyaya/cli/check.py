"""`nyaya check RUN... [--policy P.toml] [--keys K] [--format text|json|html] [--out FILE]
[--attest STORE] [--out-jsonl FILE] [--fail-on revise|block|never] [--quiet] [--jobs N]`.

One run (a file, or ``-`` for stdin) prints its full report. Many runs (several
paths, a directory, a glob, a JSONL file with one run per line) print one line per
run (``--format json``: one report per line), a progress bar and a summary table on
stderr; ``--out-jsonl`` also writes one report per line to a file.

Exit codes (stable; `nyaya.cli.exitcodes`): 0 every answer may be emitted, 3 one is
to be revised, 4 one is blocked, 2 an input could not be read (a run in a batch, or
an argument). In a batch the worst wins: 4, then 3, then 2. ``--fail-on block``
ignores revise; ``--fail-on never`` ignores both (bad input still exits 2).

With ``--attest`` (one run) every checked claim becomes a Pramana attestation,
emitted and verified on the signed audit trail of STORE (an SQLite file or a
PostgreSQL URL); ``--bundle`` also writes the self-contained audit bundle that
`nyaya audit verify` re-checks offline.
"""

from __future__ import annotations

import json
import os
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, TYPE_CHECKING

import click

from nyaya.cli import batch
from nyaya.engine import check
from nyaya.errors import BadInput
from nyaya.formats.render import render_json, render_plain, render_text
from nyaya.formats.runs import load_run, load_run_file
from nyaya.integrations.common import load_policy
from nyaya.receipts import KeyRing
from nyaya.report import HallucinationReport
from nyaya.run import Run

if TYPE_CHECKING:
    from rich.console import Console

    from nyaya.receipts import Receipt

# The attestation, HTML and progress-bar parts load where used: one run checked to the
# terminal needs none of them.

__all__ = ["command"]


@click.command(name="check")
@click.argument("sources", nargs=-1, required=True, metavar="RUN...")
@click.option(
    "--policy",
    "policy_ref",
    metavar="P.toml",
    help="Constitution file, or a bundled one: general, finance, healthcare.",
)
@click.option("--keys", "keys_path", metavar="K", help="Key file to verify signed receipts with.")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json", "html"]),
    default="text",
    show_default=True,
    help="One run: the report's form. Many runs: text lines, or json (one report per line).",
)
@click.option(
    "--out",
    "out_path",
    metavar="FILE",
    help="Write the report to FILE instead of stdout (e.g. --format html --out report.html).",
)
@click.option(
    "--out-jsonl",
    "jsonl_path",
    metavar="FILE",
    help="Write one JSON report per line to FILE (an unreadable run: {source, error}).",
)
@click.option(
    "--fail-on",
    type=click.Choice(["revise", "block", "never"]),
    default="revise",
    show_default=True,
    help="The least action that makes the exit code non-zero.",
)
@click.option("--quiet", "-q", is_flag=True, help="Print nothing but errors; use the exit code.")
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Worker processes for many runs.",
)
@click.option(
    "--attest",
    "attest_store",
    metavar="STORE",
    help="Record an attestation per checked claim on the audit trail of STORE "
    "(SQLite file or postgresql:// URL); needs --keys; one run only.",
)
@click.option(
    "--bundle",
    "bundle_path",
    metavar="OUT.json",
    help="With --attest: also write an audit bundle for `nyaya audit verify`.",
)
def command(
    sources: tuple[str, ...],
    policy_ref: str | None,
    keys_path: str | None,
    fmt: str,
    out_path: str | None,
    jsonl_path: str | None,
    fail_on: str,
    quiet: bool,
    jobs: int,
    attest_store: str | None,
    bundle_path: str | None,
) -> None:
    """Check agent runs' answers against their tool outputs.

    RUN is a JSON file, a JSONL file (one run per line), a directory, a glob or - (stdin).
    Exit code 0: emit, 3: revise, 4: block, 2: bad input.
    """
    if bundle_path and not attest_store:
        raise BadInput("--bundle needs --attest STORE", field="--bundle")
    if attest_store and not keys_path:
        raise BadInput("--attest needs --keys: the key that signs the audit trail", field="--keys")
    # stdin is read once: one JSON document is one run, JSON lines are many.
    stdin_items = list(batch.iter_items(["-"])) if sources == ("-",) else None
    many = stdin_items is not None and len(stdin_items) > 1
    if many or batch.is_batch(sources) or jsonl_path:
        if attest_store or out_path or fmt == "html":
            raise BadInput(
                "--attest, --out and --format html take one run; use --out-jsonl for many",
                field="RUN",
            )
        items = stdin_items if stdin_items is not None else list(batch.iter_items(sources))
        sys.exit(_check_many(items, policy_ref, keys_path, fmt, jsonl_path, fail_on, quiet, jobs))
    run = _single_run(sources[0], stdin_items)
    policy = load_policy(policy_ref)
    keys = KeyRing.from_file(keys_path) if keys_path else None
    # One moment for the check and the attestations, so log receipts get the same ids.
    moment = run.created_at or datetime.now(UTC)
    report = check(run, keys=keys, policy=policy, now=moment)
    if attest_store and keys is not None:
        _attest(report, run, keys, moment, attest_store, bundle_path)
    if not quiet:
        _write(report, run.response, fmt, out_path)
    # SystemExit, not click's Exit: the root runs click with standalone_mode=False, where
    # click turns Exit into a return value that would be lost.
    outcome = batch.Outcome(sources[0], report=report.model_dump(mode="json"))
    sys.exit(batch.exit_code([outcome], fail_on))


def _single_run(source: str, stdin_items: list[batch.Item] | None) -> Run:
    if not stdin_items:
        return load_run_file(source)
    item = stdin_items[0]
    if item.error is not None:
        raise BadInput(item.error)
    return load_run(item.data)


def _check_many(
    items: list[batch.Item],
    policy_ref: str | None,
    keys_path: str | None,
    fmt: str,
    jsonl_path: str | None,
    fail_on: str,
    quiet: bool,
    jobs: int,
) -> int:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    err = Console(stderr=True, highlight=False, soft_wrap=True)
    sink: IO[str] | None = None
    if jsonl_path:
        try:
            sink = Path(jsonl_path).open("w", encoding="utf-8")  # noqa: SIM115 (closed below)
        except OSError as e:
            raise BadInput(f"cannot write: {e.strerror or e}", field="--out-jsonl") from e
    progress = Progress(
        TextColumn("checking"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=err,
        transient=True,
        disable=quiet or len(items) < 2,
    )
    task = progress.add_task("runs", total=len(items))
    outcomes: list[batch.Outcome] = []
    started = time.perf_counter()
    try:
        with progress:
            for outcome in batch.check_items(
                items, policy_ref=policy_ref, keys_path=keys_path, jobs=jobs
            ):
                progress.advance(task)
                outcomes.append(outcome)
                _emit(outcome, fmt, quiet, sink, progress.console)
    finally:
        if sink is not None:
            sink.close()
    if not quiet:
        err.print(batch.summary_table(outcomes, time.perf_counter() - started, jobs))
    return batch.exit_code(outcomes, fail_on)


def _emit(
    outcome: batch.Outcome, fmt: str, quiet: bool, sink: IO[str] | None, console: Console
) -> None:
    line = (
        json.dumps(outcome.report, ensure_ascii=False)
        if outcome.report is not None
        else json.dumps({"source": outcome.name, "error": outcome.error}, ensure_ascii=False)
    )
    if sink is not None:
        sink.write(line + "\n")
    if outcome.error is not None:
        # Errors always reach stderr, above the progress bar, even with --quiet.
        console.print(f"error: {outcome.error}", markup=False)
        return
    if quiet:
        return
    click.echo(line if fmt == "json" else batch.describe(outcome))


# rich styles output that is not a terminal when one of these says so.
_RICH_FORCING = ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE")


def _plain_stdout() -> bool:
    """Whether rich would print to stdout as plain text: not a terminal, not forced into
    one, not Jupyter or IDLE, not the legacy Windows console."""
    if sys.platform == "win32" or any(name in os.environ for name in _RICH_FORCING):
        return False
    if "IPython" in sys.modules or "idlelib" in sys.modules:
        return False
    try:
        return not sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


def _write(report: HallucinationReport, answer: str, fmt: str, out_path: str | None) -> None:
    if fmt == "text" and out_path is None:
        if _plain_stdout():
            plain = render_plain(report, answer)
            if "\t" not in plain:
                # What rich prints for it there (no styles, no wrapping with soft_wrap; tabs
                # it would expand are left to it), without loading rich: a sixth of the
                # cold start of a one-run check in CI.
                sys.stdout.write(plain + "\n")
                sys.stdout.flush()
                return
        from rich.console import Console

        Console(highlight=False, soft_wrap=True).print(render_text(report, answer))
        return
    if fmt == "json":
        body = render_json(report) + "\n"
    elif fmt == "html":
        from nyaya.formats.html import render_html

        body = render_html(report, answer)
    else:
        body = render_plain(report, answer).rstrip("\n") + "\n"
    if out_path is None:
        click.echo(body, nl=False)
        return
    try:
        Path(out_path).write_text(body, encoding="utf-8")
    except OSError as e:
        raise BadInput(f"cannot write the report: {e.strerror or e}", field="--out") from e


def _attest(
    report: HallucinationReport,
    run: Run,
    keys: KeyRing,
    moment: datetime,
    store: str,
    bundle_path: str | None,
) -> None:
    from nyaya.attest.from_report import attest_report_records, claim_uuid, report_bundle
    from nyaya.attest.trail import AuditTrail
    from nyaya.receipts import Ledger

    receipts = _receipts(run, keys, moment)
    with Ledger.open(store) as ledger:
        trail = AuditTrail(ledger.store, keys)
        attested = {str(e.claim_id) for e in trail.entries()}
        if any(str(claim_uuid(run.run_id, c.id)) in attested for c in report.claims):
            # P-1: a claim is emitted once; re-attesting a run would emit it again.
            raise BadInput(f"run {run.run_id!r} is already attested in {store}", field="--attest")
        with ledger.batch():
            for receipt in receipts:
                if ledger.get(receipt.id) is None:
                    ledger.append(receipt)
        records = attest_report_records(report, run, receipts, keys, trail, moment)
        if bundle_path:
            bundle = report_bundle(records, run, receipts, keys, trail, moment)
            Path(bundle_path).write_text(bundle.to_json(), encoding="utf-8")
    click.echo(f"attested {len(records)} claim(s) of run {run.run_id} in {store}", err=True)


def _receipts(run: Run, keys: KeyRing, moment: datetime) -> list[Receipt]:
    """The run's own signed receipts, and receipts for its plain (log) calls signed by ``keys``."""
    from nyaya.checks.receipts import log_receipt
    from nyaya.receipts import Receipt

    out: list[Receipt] = []
    for call in run.calls:
        if call.receipt is not None:
            out.append(Receipt.from_dict(call.receipt))
            continue
        out.append(log_receipt(run, call, keys, moment))
    return out
