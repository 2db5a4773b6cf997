"""`nyaya bench`."""

from __future__ import annotations

import click


@click.group(name="bench")
def command() -> None:
    """(being built)"""
