"""`nyaya check`."""

from __future__ import annotations

import click


@click.group(name="check")
def command() -> None:
    """(being built)"""
