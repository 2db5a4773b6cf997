"""The `nyaya` command. Each command family lives in its own module of this package.

Exit codes (documented in the README and stable):

    0  success (for `check`: the answer may be emitted)
    1  verification failed (a signature, a ledger, an audit bundle)
    2  bad input (a malformed file or argument)
    3  `check`: the answer should be revised
    4  `check`: the answer must be blocked
    5  an optional backend is not installed
"""

from __future__ import annotations

import sys

import click

from nyaya.cli import audit, bench, check, crosscheck, keys, ledger, mcp_proxy, serve
from nyaya.cli.exitcodes import BACKEND_UNAVAILABLE, BAD_INPUT, VERIFICATION_FAILED
from nyaya.errors import BackendUnavailable, BadInput, NyayaError, VerificationFailed

__all__ = ["cli", "main"]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="nyaya")
def cli() -> None:
    """nyaya: catch AI agents when they make things up."""


for _module in (check, crosscheck, keys, ledger, audit, bench, serve, mcp_proxy):
    cli.add_command(_module.command)


def main(argv: list[str] | None = None) -> None:
    """Run the CLI; user mistakes become one line on stderr and an exit code, never a traceback."""
    try:
        # Without standalone mode click returns the code of ctx.exit(code) instead of exiting.
        code = cli.main(args=argv, prog_name="nyaya", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("aborted", err=True)
        sys.exit(BAD_INPUT)
    except click.ClickException as exc:
        exc.show()
        sys.exit(BAD_INPUT if exc.exit_code == 2 else exc.exit_code)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except BadInput as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(BAD_INPUT)
    except VerificationFailed as exc:
        click.echo(f"verification failed: {exc}", err=True)
        sys.exit(VERIFICATION_FAILED)
    except BackendUnavailable as exc:
        click.echo(f"unavailable: {exc}", err=True)
        sys.exit(BACKEND_UNAVAILABLE)
    except NyayaError as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(BAD_INPUT)
    if isinstance(code, int) and code:
        sys.exit(code)
