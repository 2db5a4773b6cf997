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
from importlib import import_module

import click

from nyaya.cli.exitcodes import BACKEND_UNAVAILABLE, BAD_INPUT, VERIFICATION_FAILED
from nyaya.errors import BackendUnavailable, BadInput, NyayaError, VerificationFailed

__all__ = ["cli", "main"]

# Each command and the module whose ``command`` it is, imported only when that command
# runs (or help lists it): `nyaya check` does not pay for the audit, service or MCP code.
_COMMANDS = {
    "check": "nyaya.cli.check",
    "crosscheck": "nyaya.cli.crosscheck",
    "keys": "nyaya.cli.keys",
    "ledger": "nyaya.cli.ledger",
    "audit": "nyaya.cli.audit",
    "bench": "nyaya_bench.cli",
    "serve": "nyaya.cli.serve",
    "mcp-proxy": "nyaya.cli.mcp_proxy",
}

BENCH_INSTALL = "python -m pip install -e ./bench (from a nyaya checkout)"
"""How to get `nyaya bench`: the benchmark is its own distribution (``bench/`` in the repo)."""


class _LazyGroup(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(_COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        home = _COMMANDS.get(cmd_name)
        if home is None:
            return None
        try:
            module = import_module(home)
        except ModuleNotFoundError as exc:
            if cmd_name != "bench" or exc.name != "nyaya_bench":
                raise
            return _bench_missing()
        found: click.Command = module.command
        return found


def _bench_missing() -> click.Command:
    def fail(args: tuple[str, ...]) -> None:
        raise BackendUnavailable(f"nyaya bench needs the nyaya-bench package: {BENCH_INSTALL}")

    return click.Command(
        "bench",
        callback=fail,
        params=[click.Argument(["args"], nargs=-1, type=click.UNPROCESSED)],
        help=f"Benchmark detectors (not installed: {BENCH_INSTALL}).",
        context_settings={"ignore_unknown_options": True, "allow_extra_args": True},
        add_help_option=False,
    )


@click.group(cls=_LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="nyaya")
def cli() -> None:
    """nyaya: catch AI agents when they make things up."""


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
