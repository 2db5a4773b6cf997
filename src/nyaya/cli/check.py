"""`nyaya check RUN.json [--policy P.toml] [--keys K] [--format text|json|html] [--out FILE]
[--attest STORE]`.

Exit codes: 0 emit, 3 revise, 4 block, 2 bad input (see `nyaya.cli.exitcodes`).

With ``--attest`` every checked claim becomes a Pramana attestation, emitted and
verified on the signed audit trail of STORE (an SQLite file or a PostgreSQL URL);
``--bundle`` also writes the self-contained audit bundle that `nyaya audit verify`
re-checks offline.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

import click
from rich.console import Console

from nyaya.attest.from_report import attest_report_records, claim_uuid, report_bundle
from nyaya.attest.trail import AuditTrail
from nyaya.checks.receipts import log_receipt
from nyaya.cli.exitcodes import BLOCK, EMIT, REVISE
from nyaya.engine import check
from nyaya.errors import BadInput
from nyaya.formats.html import render_html
from nyaya.formats.render import render_json, render_text
from nyaya.formats.runs import load_run_file
from nyaya.policy.constitution import Constitution, bundled
from nyaya.receipts import KeyRing, Ledger, Receipt
from nyaya.report import HallucinationReport
from nyaya.run import Run

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
    "--format",
    "fmt",
    type=click.Choice(["text", "json", "html"]),
    default="text",
    show_default=True,
)
@click.option(
    "--out",
    "out_path",
    metavar="FILE",
    help="Write the report to FILE instead of stdout (e.g. --format html --out report.html).",
)
@click.option(
    "--attest",
    "attest_store",
    metavar="STORE",
    help="Record an attestation per checked claim on the audit trail of STORE "
    "(SQLite file or postgresql:// URL); needs --keys.",
)
@click.option(
    "--bundle",
    "bundle_path",
    metavar="OUT.json",
    help="With --attest: also write an audit bundle for `nyaya audit verify`.",
)
def command(
    run_path: str,
    policy_ref: str | None,
    keys_path: str | None,
    fmt: str,
    out_path: str | None,
    attest_store: str | None,
    bundle_path: str | None,
) -> None:
    """Check an agent run's answer against its tool outputs.

    Exit code 0: emit, 3: revise, 4: block, 2: bad input.
    """
    if bundle_path and not attest_store:
        raise BadInput("--bundle needs --attest STORE", field="--bundle")
    if attest_store and not keys_path:
        raise BadInput("--attest needs --keys: the key that signs the audit trail", field="--keys")
    run = load_run_file(run_path)
    policy = _policy(policy_ref)
    keys = KeyRing.from_file(keys_path) if keys_path else None
    # One moment for the check and the attestations, so log receipts get the same ids.
    moment = run.created_at or datetime.now(UTC)
    report = check(run, keys=keys, policy=policy, now=moment)
    if attest_store and keys is not None:
        _attest(report, run, keys, moment, attest_store, bundle_path)
    _write(report, run.response, fmt, out_path)
    # SystemExit, not click's Exit: the root runs click with standalone_mode=False, where
    # click turns Exit into a return value that would be lost.
    sys.exit(_EXIT[report.action])


def _write(report: HallucinationReport, answer: str, fmt: str, out_path: str | None) -> None:
    if fmt == "text" and out_path is None:
        Console(highlight=False, soft_wrap=True).print(render_text(report, answer))
        return
    if fmt == "json":
        body = render_json(report) + "\n"
    elif fmt == "html":
        body = render_html(report, answer)
    else:
        body = render_text(report, answer).plain.rstrip("\n") + "\n"
    if out_path is None:
        click.echo(body, nl=False)
        return
    try:
        Path(out_path).write_text(body, encoding="utf-8")
    except OSError as e:
        raise BadInput(f"cannot write the report: {e.strerror or e}", field="--out") from e


def _policy(ref: str | None) -> Constitution:
    if ref is None:
        return Constitution.default()
    if not Path(ref).exists() and ref.isidentifier():
        return bundled(ref)
    return Constitution.load(ref)


def _attest(
    report: HallucinationReport,
    run: Run,
    keys: KeyRing,
    moment: datetime,
    store: str,
    bundle_path: str | None,
) -> None:
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
    out: list[Receipt] = []
    for call in run.calls:
        if call.receipt is not None:
            out.append(Receipt.from_dict(call.receipt))
            continue
        out.append(log_receipt(run, call, keys, moment))
    return out
