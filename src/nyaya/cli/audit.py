"""`nyaya audit`."""

from __future__ import annotations

import click


@click.group(name="audit")
def command() -> None:
    """(being built)"""
