"""Many runs at once for `nyaya check`: where they come from, checking them, the summary.

Sources are files (one JSON run each), JSONL files (one run per line), directories
(every ``*.json`` and ``*.jsonl`` below, sorted), glob patterns and ``-`` (stdin: one
JSON run, or JSONL). Each run becomes an `Item` named after where it came from
(``runs.jsonl:12``); an unreadable one is an `Item` with an error, so one bad line
never hides the others. `check_items` checks them in order, in worker processes
with ``jobs > 1``.
"""

from __future__ import annotations

import glob
import json
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from nyaya.errors import BadInput, BadRun, NyayaError
from nyaya.formats.runs import load_run
from nyaya.integrations.common import load_policy
from nyaya.policy.constitution import Constitution
from nyaya.receipts import KeyRing

if TYPE_CHECKING:
    from rich.table import Table

__all__ = [
    "Item",
    "Outcome",
    "check_items",
    "exit_code",
    "is_batch",
    "iter_items",
    "summary_table",
]

_RUN_SUFFIXES = (".json", ".jsonl")
_GLOB_CHARS = frozenset("*?[")


@dataclass(frozen=True)
class Item:
    """One run to check: its name (path, ``path:line`` or ``-``) and parsed JSON, or an error."""

    name: str
    data: Any = None
    error: str | None = None


@dataclass(frozen=True)
class Outcome:
    """What checking one item gave: a report (as JSON) or a one-line error, and the time taken."""

    name: str
    report: dict[str, Any] | None = None
    error: str | None = None
    seconds: float = 0.0
    answer: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def action(self) -> str:
        return str(self.report["action"]) if self.report else "error"


def is_batch(sources: Sequence[str]) -> bool:
    """Whether the sources name more than one run, or may (a directory, a glob, JSONL)."""
    if len(sources) != 1:
        return True
    source = sources[0]
    if source == "-":
        return False
    return (
        Path(source).is_dir()
        or source.endswith(".jsonl")
        or (not Path(source).exists() and bool(_GLOB_CHARS & set(source)))
    )


def iter_items(sources: Sequence[str], stdin: IO[str] | None = None) -> Iterator[Item]:
    """Every run the sources name, in order; unreadable ones as items with an error."""
    for source in sources:
        if source == "-":
            yield from _text_items("-", (stdin or sys.stdin).read(), jsonl=None)
            continue
        path = Path(source)
        if path.is_dir():
            files = sorted(p for p in path.rglob("*") if p.suffix in _RUN_SUFFIXES and p.is_file())
            if not files:
                yield Item(source, error=f"{source}: no *.json or *.jsonl file in this directory")
            for p in files:
                yield from _file_items(p)
        elif not path.exists() and _GLOB_CHARS & set(source):
            matches = sorted(glob.glob(source, recursive=True))
            if not matches:
                yield Item(source, error=f"{source}: no file matches this pattern")
            for m in matches:
                yield from _file_items(Path(m))
        else:
            yield from _file_items(path)


def _file_items(path: Path) -> Iterator[Item]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        yield Item(str(path), error=f"{path}: cannot read: {exc.__class__.__name__}")
        return
    yield from _text_items(str(path), text, jsonl=path.suffix == ".jsonl")


def _text_items(name: str, text: str, *, jsonl: bool | None) -> Iterator[Item]:
    """One JSON document, or JSON lines; ``jsonl=None`` decides by trying one document first."""
    if not jsonl:
        try:
            yield Item(name, json.loads(text))
            return
        except json.JSONDecodeError as exc:
            if jsonl is False or len([ln for ln in text.splitlines() if ln.strip()]) < 2:
                yield Item(name, error=f"{name}: line {exc.lineno}: not JSON: {exc.msg}")
                return
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        where = f"{name}:{number}"
        try:
            yield Item(where, json.loads(line))
        except json.JSONDecodeError as exc:
            yield Item(where, error=f"{where}: not JSON: {exc.msg}")


# Set in each worker process by `_init`, so the policy and keys are parsed once per worker.
_POLICY: Constitution | None = None
_KEYS: KeyRing | None = None


def _init(policy_ref: str | None, keys_path: str | None) -> None:
    global _POLICY, _KEYS
    _POLICY = load_policy(policy_ref)
    _KEYS = KeyRing.from_file(keys_path) if keys_path else None


def _check_one(item: Item) -> Outcome:
    if item.error is not None:
        return Outcome(item.name, error=item.error)
    from nyaya.integrations.otel import check

    started = time.perf_counter()
    try:
        run = load_run(item.data)
        report = check(run, keys=_KEYS, policy=_POLICY)
    except BadRun as exc:
        return Outcome(item.name, error=f"{item.name}: {exc}")
    except NyayaError as exc:
        return Outcome(item.name, error=f"{item.name}: {exc}")
    return Outcome(
        item.name,
        report=report.model_dump(mode="json"),
        seconds=time.perf_counter() - started,
        answer=run.response,
    )


def check_items(
    items: Iterable[Item],
    *,
    policy_ref: str | None,
    keys_path: str | None,
    jobs: int = 1,
    on_done: Callable[[Outcome], None] | None = None,
) -> Iterator[Outcome]:
    """Check every item in order (``jobs`` worker processes when above 1)."""
    _init(policy_ref, keys_path)  # here too: a bad policy is reported once, before any work
    if jobs <= 1:
        for item in items:
            outcome = _check_one(item)
            if on_done:
                on_done(outcome)
            yield outcome
        return
    # Imported here: one run, or many on one process, needs no process pool.
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # spawn, not fork: the progress bar runs a thread, and forking a threaded process can hang.
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(
        jobs, mp_context=context, initializer=_init, initargs=(policy_ref, keys_path)
    ) as pool:
        for outcome in pool.map(_check_one, items, chunksize=8):
            if on_done:
                on_done(outcome)
            yield outcome


_SEVERITY = {"emit": 0, "revise": 1, "block": 2}


def exit_code(outcomes: Sequence[Outcome], fail_on: str) -> int:
    """4 if a run is blocked, 3 if one is to be revised (``fail_on="revise"``), 2 if an input
    could not be read, else 0; ``fail_on="never"`` leaves only the bad-input code."""
    from nyaya.cli.exitcodes import BAD_INPUT, BLOCK, OK, REVISE

    worst = max((_SEVERITY.get(o.action, -1) for o in outcomes), default=-1)
    threshold = {"revise": 1, "block": 2, "never": 3}[fail_on]
    if worst >= threshold:
        return BLOCK if worst == 2 else REVISE
    if any(o.error is not None for o in outcomes):
        return BAD_INPUT
    return OK


def summary_table(outcomes: Sequence[Outcome], elapsed: float, jobs: int) -> Table:
    """Runs by action, findings by type, and the slowest runs."""
    from rich.table import Table

    actions = Counter(o.action for o in outcomes)
    findings: Counter[str] = Counter()
    for o in outcomes:
        if o.report:
            findings.update(f["type"] for f in o.report["findings"])
    table = Table(title=f"nyaya check: {len(outcomes)} runs in {elapsed:.1f} s ({jobs} job(s))")
    table.add_column("", style="bold")
    table.add_column("count", justify="right")
    for action, style in (("emit", "green"), ("revise", "yellow"), ("block", "red")):
        table.add_row(f"[{style}]{action}[/]", str(actions.get(action, 0)))
    if actions.get("error"):
        table.add_row("[magenta]bad input[/]", str(actions["error"]))
    table.add_section()
    for kind, n in sorted(findings.items(), key=lambda kv: (-kv[1], kv[0])):
        table.add_row(kind, str(n))
    if not findings:
        table.add_row("[dim]no findings[/]", "0")
    table.add_section()
    checked = sorted((o for o in outcomes if o.report), key=lambda o: -o.seconds)[:3]
    for o in checked:
        table.add_row(f"[dim]slowest[/] {o.name}", f"{o.seconds * 1000:.1f} ms")
    return table


def describe(outcome: Outcome) -> str:
    """One line for a person: action, run id, trust, score, findings."""
    if outcome.report is None:
        return f"ERROR   {outcome.error}"
    r = outcome.report
    kinds = Counter(f["type"] for f in r["findings"])
    listed = ", ".join(f"{n} {k}" for k, n in sorted(kinds.items())) or "no findings"
    return (
        f"{r['action'].upper():<7} {r['run_id']}  {r['trust_level'].replace('_', ' ')}"
        f" · score {r['overall_score']:.2f} · {listed}  ({outcome.name})"
    )


def bad_input_of(outcome: Outcome) -> BadInput:
    """The error of an unreadable item as the exception a single-run check would raise."""
    return BadInput(outcome.error or "unreadable")
