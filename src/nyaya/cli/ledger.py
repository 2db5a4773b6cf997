"""`nyaya ledger`."""

from __future__ import annotations

import click


@click.group(name="ledger")
def command() -> None:
    """(being built)"""
