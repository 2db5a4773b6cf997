"""`nyaya crosscheck REPORT [--schema S.json] [--config C.toml] [--cache FILE] [--now ISO]`.

Cross-checks an agent's report that came with no receipts (see `nyaya.crosscheck`):
REPORT is a text or Markdown file (the answer), a run transcript (JSON in any shape
`nyaya check` reads), or a JSON structured output (validated against ``--schema``).
Cited URLs are fetched from the network under the ``[crosscheck.fetch]`` limits of
``--config``; ``--cache`` keeps pages in an SQLite file so a re-audit does not fetch
them again; ``--offline`` skips fetching.

Exit codes: 0 emit, 3 revise, 4 block, 2 bad input (as `nyaya check`).
"""

from __future__ import annotations

import json
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

import click

from nyaya.cli.check import _write
from nyaya.cli.exitcodes import BLOCK, EMIT, REVISE
from nyaya.crosscheck import CrosscheckConfig, MemoryCache, SafeFetcher, SQLiteCache, crosscheck
from nyaya.crosscheck.cache import FetchCache
from nyaya.errors import BadInput
from nyaya.formats import load_run
from nyaya.integrations.common import load_policy
from nyaya.run import Run

__all__ = ["command"]

_RUN_KEYS = frozenset({"messages", "response", "calls", "run_id"})


@click.command(name="crosscheck")
@click.argument("report_path", metavar="REPORT")
@click.option(
    "--schema", "schema_path", metavar="S.json", help="JSON Schema the output must match."
)
@click.option("--config", "config_path", metavar="C.toml", help="File with a [crosscheck] table.")
@click.option("--policy", "policy_ref", metavar="P.toml", help="Constitution (or general, ...).")
@click.option("--cache", "cache_path", metavar="FILE", help="SQLite file of fetched pages.")
@click.option("--now", "now_text", metavar="ISO", help="The run's time (ISO 8601).")
@click.option("--language", default=None, help="Language of the answer (en, es, hi, zh).")
@click.option("--offline", is_flag=True, help="Do not fetch cited URLs.")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json", "html"]),
    default="text",
    show_default=True,
)
@click.option("--out", "out_path", metavar="FILE", help="Write the report to FILE.")
def command(
    report_path: str,
    schema_path: str | None,
    config_path: str | None,
    policy_ref: str | None,
    cache_path: str | None,
    now_text: str | None,
    language: str | None,
    offline: bool,
    fmt: str,
    out_path: str | None,
) -> None:
    """Cross-check an agent's report that has no receipts: URLs, arithmetic, dates, schema.

    Exit code 0: emit, 3: revise, 4: block, 2: bad input.
    """
    answer, structured = _read_report(report_path)
    schema = _read_json(schema_path, "--schema") if schema_path else None
    if schema is not None and not isinstance(schema, dict):
        raise BadInput("must hold a JSON object (a JSON Schema)", field="--schema")
    config = CrosscheckConfig.load(config_path) if config_path else CrosscheckConfig()
    if offline:
        config = config.model_copy(
            update={"strategies": tuple(s for s in config.strategies if s != "urls")}
        )
    now = _now(now_text)
    cache: FetchCache = SQLiteCache(cache_path) if cache_path else MemoryCache()
    extra: dict[str, Any] = {} if structured is None else {"structured": structured}
    with SafeFetcher(config.fetch, cache=cache) as fetcher:
        report = crosscheck(
            answer,
            schema=schema,
            now=now,
            language=language,
            policy=load_policy(policy_ref),
            config=config,
            fetcher=fetcher,
            **extra,
        )
    if isinstance(cache, SQLiteCache):
        cache.close()
    text = answer.response if isinstance(answer, Run) else answer
    _write(report, text, fmt, out_path)
    sys.exit({"emit": EMIT, "revise": REVISE, "block": BLOCK}[report.action])


def _read_report(path: str) -> tuple[str | Run, Any]:
    """The answer (text or a run) and the structured output, if REPORT is one."""
    try:
        raw = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise BadInput(f"cannot read: {exc.__class__.__name__}", path=path) from None
    stripped = raw.lstrip()
    if not stripped.startswith(("{", "[")):
        return raw, None
    try:
        data = json.loads(raw)
    except ValueError:
        return raw, None  # Markdown that starts with a bracket: it is the answer as text
    if isinstance(data, dict) and _RUN_KEYS & data.keys():
        return load_run(data), None
    return "", data


def _read_json(path: str, field: str) -> Any:
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise BadInput(f"cannot read: {exc.__class__.__name__}", field=field, path=path) from None
    except ValueError as exc:
        raise BadInput(f"not JSON: {exc}", field=field, path=path) from None


def _now(text: str | None) -> datetime | None:
    if text is None:
        return None
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise BadInput(f"not an ISO 8601 time: {text!r}", field="--now") from None
