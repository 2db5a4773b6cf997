"""`nyaya keys`: create, rotate and publish signing keys."""

from __future__ import annotations

import json
from pathlib import Path

import click

from nyaya.errors import BadKeyFile
from nyaya.receipts.keys import KeyRing, create_key_file, write_key_file

__all__ = ["command"]


@click.group(name="keys")
def command() -> None:
    """Create and manage the keys that sign tool receipts."""


@command.command(name="new")
@click.option(
    "--alg",
    type=click.Choice(["hmac", "ed25519"]),
    default="hmac",
    show_default=True,
    help="hmac: shared secret, fastest. ed25519: auditors verify with a public key.",
)
@click.option("--out", "out", required=True, type=click.Path(dir_okay=False, path_type=Path))
@click.option("--key-id", default=None, help="Key id (default: derived from the key).")
@click.option("--force", is_flag=True, help="Replace an existing file.")
def new(alg: str, out: Path, key_id: str | None, force: bool) -> None:
    """Write a new key file (mode 0600); an existing file is kept unless --force."""
    ring = create_key_file(out, alg, key_id=key_id, overwrite=force)
    signer = ring.signer
    click.echo(f"wrote {out} (key {signer.key_id}, {signer.alg}, mode 0600)")


@command.command(name="rotate")
@click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--alg", type=click.Choice(["hmac", "ed25519"]), default=None)
@click.option("--key-id", default=None, help="Id of the new key (default: derived).")
def rotate(path: Path, alg: str | None, key_id: str | None) -> None:
    """Add a new signing key to PATH; older keys stay so old receipts still verify.

    PATH must be a secret key file: a public one is refused, never given a secret.
    """
    ring = KeyRing.from_file(path, kind="secret")
    signer = ring.rotate(alg, key_id)
    write_key_file(ring, path, overwrite=True)
    click.echo(f"{path}: new signing key {signer.key_id} ({signer.alg}); {len(ring)} keys")


@command.command(name="public")
@click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--out", "out", default=None, type=click.Path(dir_okay=False, path_type=Path))
@click.option("--force", is_flag=True, help="Replace an existing --out file.")
def public(path: Path, out: Path | None, force: bool) -> None:
    """Print (or write to --out) the Ed25519 public keys of PATH, for auditors."""
    ring = KeyRing.from_file(path)
    if not len(ring.public()):
        raise BadKeyFile("holds no Ed25519 key; an HMAC secret has no public part", path=str(path))
    if out is None:
        click.echo(json.dumps(ring.public().to_json(), indent=2))
        return
    write_key_file(ring, out, public=True, overwrite=force)
    click.echo(f"wrote {out} ({len(ring.public())} public keys)")
