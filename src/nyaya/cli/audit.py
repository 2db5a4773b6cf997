"""`nyaya audit`: re-verify Pramana audit bundles offline.

``nyaya audit verify --keys KEYS BUNDLE.json`` exits 0 when everything re-verifies
against the trusted KEYS, 1 when something does not (one line per failure, naming
the claim and the check) or when no trusted keys were given (origin unproven: a
bundle's own keys are never trusted), and 2 when the bundle is malformed.
"""

from __future__ import annotations

import json
from pathlib import Path

import click

from nyaya.attest.bundle import BundleReport, read_bundle, verify_bundle
from nyaya.errors import VerificationFailed
from nyaya.receipts.keys import KeyRing

__all__ = ["command"]


@click.group(name="audit")
def command() -> None:
    """Re-verify Pramana attestation audit bundles."""


@command.command(name="verify")
@click.argument("bundle", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--keys",
    "keys_path",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="The trusted keys of the bundle's signer (its public key file, or the HMAC key file); "
    "without them the origin is unproven and verification fails.",
)
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
)
def verify_command(bundle: Path, keys_path: Path | None, output_format: str) -> None:
    """Re-verify BUNDLE offline: sources, outcomes, signatures, SLA and the audit trail."""
    parsed = read_bundle(bundle)
    ring = KeyRing.from_file(keys_path) if keys_path is not None else None
    report = verify_bundle(parsed, keys=ring)
    if output_format == "json":
        click.echo(json.dumps(_as_json(report), indent=2))
    else:
        _echo_text(bundle, report)
        for record in parsed.records:
            outcome = record.outcome
            verdict = f"{outcome.status} ({outcome.reason})" if outcome else "pending"
            click.echo(f"  {record.attestation.claim_type:<11} {record.claim_id}  {verdict}")
    if not report:
        # the CLI root turns this into exit code 1 (VERIFICATION_FAILED)
        if ring is None:
            raise VerificationFailed(
                f"origin unproven: {bundle} was checked against no trusted keys (pass --keys)"
            )
        raise VerificationFailed(f"{len(report.failures)} checks failed in {bundle}")


def _echo_text(path: Path, report: BundleReport) -> None:
    summary = (
        f"{report.records} attestations, {report.outcomes_reverified} outcomes re-verified, "
        f"{report.trail_entries} audit entries"
    )
    if report:
        click.echo(f"OK {path}: {summary}")
        return
    click.echo(f"FAILED {path}: {summary}; {len(report.failures)} checks failed")
    for failure in report.failures:
        click.echo(f"  [{failure.check}] {failure.code}: {failure.message}")


def _as_json(report: BundleReport) -> dict[str, object]:
    return {
        "ok": bool(report),
        "records": report.records,
        "outcomes_reverified": report.outcomes_reverified,
        "trail_entries": report.trail_entries,
        "failures": [
            {
                "check": f.check,
                "claim_id": None if f.claim_id is None else str(f.claim_id),
                "code": f.code,
                "message": f.message,
            }
            for f in report.failures
        ],
    }


def _register_fleet() -> None:
    from nyaya.cli import fleet

    command.add_command(fleet.command)


_register_fleet()
