"""`nyaya keys`."""

from __future__ import annotations

import click


@click.group(name="keys")
def command() -> None:
    """(being built)"""
