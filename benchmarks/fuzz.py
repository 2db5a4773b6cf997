"""Fuzz every public parser and entry point of nyaya with hostile input, for a bounded time.

    python benchmarks/fuzz.py --seconds 1800 --out fuzz-out/     # the figures in docs/security.md
    python benchmarks/fuzz.py --inputs 200 --target check          # a quick look at one target

Each target takes a seed corpus (the bundled examples: OpenAI, Anthropic and native runs,
receipts, key files, policies, tool schemas, the NYDFS audit bundle, a ledger) and feeds the
entry point mutated copies: hostile values planted at random places (deep nesting, huge
integers, lone surrogates, wrong types, long strings of dots or numerals, dates in year 1 or
9999, many calls), structural edits (deleted or duplicated members) and byte-level edits of
the serialised text. An input passes when the entry point returns or raises a `NyayaError`
(CLI: exits with one of its documented codes); anything else is an uncaught exception. Each
input runs under a time cap (``--cap``, default 5 s); every input over 1 s is reported with
its class, wall and CPU time and written to ``--out`` as a reproducer, as is every crash (CPU
time is what the input cost this process, whatever else the machine runs). A report whose
notes say a stage failed ("the claims layer failed") is counted as a crash hidden by a
fallback.

The output is one JSON summary (inputs, uncaught exceptions by kind, slowest input per
target) on stdout and in ``--out/summary.json``. The test suite runs a short, seeded version
(tests/test_fuzz_entry_points.py).
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import json
import random
import signal
import sqlite3
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import nyaya
from nyaya.attest.bundle import load_bundle, verify_bundle
from nyaya.cli import main as cli_main
from nyaya.errors import NyayaError
from nyaya.formats.runs import load_run, load_run_file
from nyaya.limits import DEFAULT_LIMITS
from nyaya.policy.constitution import Constitution
from nyaya.receipts import KeyRing, Ledger, Receipt, bind_check, evaluate_receipt, issue_receipt
from nyaya.receipts.keys import b64url_decode
from nyaya.toolcalls import CallValidator

ROOT = Path(__file__).resolve().parent.parent
NOW = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)
SLOW = 1.0


class Timeout(BaseException):
    """Raised by the alarm; a BaseException so no `except Exception` in the target hides it."""


# -- hostile values -----------------------------------------------------------------------


def _deep_list(n: int) -> Any:
    value: Any = []
    for _ in range(n):
        value = [value]
    return value


def _deep_dict(n: int) -> Any:
    value: Any = {}
    for _ in range(n):
        value = {"a": value}
    return value


SIZES = (10, 100, 1_000, 10_000, 50_000)
MAX_SIZE = [50_000]  # the test suite lowers it: big inputs are for the benchmark run


def hostile(rng: random.Random) -> tuple[str, Any]:
    """A hostile value and its class label."""
    size = rng.choice([s for s in SIZES if s <= MAX_SIZE[0]])
    choices: list[tuple[str, Callable[[], Any]]] = [
        ("null", lambda: None),
        ("bool", lambda: rng.random() < 0.5),
        ("zero", lambda: 0),
        ("negative", lambda: -rng.randint(1, 10**6)),
        ("int64", lambda: 2**63 + rng.randint(0, 10)),
        ("int-300-digits", lambda: 10**300 + 7),
        ("float-huge", lambda: 1.7e308),
        ("float-tiny", lambda: 5e-324),
        ("empty-string", lambda: ""),
        ("lone-surrogate", lambda: "abc\ud800def"),
        ("nul", lambda: "a\x00b"),
        ("bidi", lambda: "\u202eevil\u202c"),
        (f"dots-{size}", lambda: "." * size),
        (f"one-dot-{size}", lambda: "1." * (size // 2)),
        (f"digits-{size}", lambda: "9" * size),
        (
            f"zh-numeral-{size}",
            lambda: "".join(rng.choice("一二三四五六七八九十百千万亿") for _ in range(size)),
        ),
        (f"hi-digits-{size}", lambda: "१२३४५६७८९०" * (size // 10 + 1)),
        (
            f"words-{size}",
            lambda: " ".join(
                rng.choice(("Alice", "5", "emails", "May", "3rd", "$4.20", "none"))
                for _ in range(size // 5 + 1)
            ),
        ),
        (f"url-{size}", lambda: "https://" + "a" * size + ".com/" + "b/" * 10),
        (f"newlines-{size}", lambda: "\n" * size),
        ("date-year-1", lambda: "0001-01-01T00:00:00Z"),
        ("date-year-9999", lambda: "9999-12-31T23:59:59Z"),
        ("date-bad", lambda: "2026-13-45T99:99:99Z"),
        ("epoch-huge", lambda: 10**18),
        ("empty-list", lambda: []),
        ("empty-object", lambda: {}),
        ("deep-list-200", lambda: _deep_list(200)),
        ("deep-dict-2000", lambda: _deep_dict(2000)),
        (f"long-list-{size}", lambda: [{"id": i} for i in range(size)]),
        ("mixed-object", lambda: {"role": "tool", "content": [1, {"type": "tool_use"}], "id": 5}),
    ]
    label, make = rng.choice(choices)
    return label, make()


# -- structural mutation -----------------------------------------------------------------


def _paths(value: Any) -> Iterator[tuple[Any, ...]]:
    """Places to mutate: iterative, and shallow inside values planted earlier (deep, long)."""
    stack: list[tuple[Any, tuple[Any, ...]]] = [(value, ())]
    while stack:
        node, prefix = stack.pop()
        yield prefix
        if len(prefix) >= 12:
            continue
        if isinstance(node, dict):
            stack.extend((child, (*prefix, key)) for key, child in list(node.items())[:50])
        elif isinstance(node, list):
            stack.extend((child, (*prefix, i)) for i, child in enumerate(node[:50]))


def _set(root: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    node = root
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = value
    return root


def mutate(seed: Any, rng: random.Random, rounds: int | None = None) -> tuple[str, Any]:
    """A mutated deep copy of ``seed`` and a label saying what was done."""
    data = copy.deepcopy(seed)
    labels = []
    for _ in range(rounds or rng.choice((1, 1, 2, 3))):
        paths = list(_paths(data))
        path = rng.choice(paths)
        where = ".".join(str(p) for p in path) or "<root>"
        op = rng.random()
        if op < 0.6:
            label, value = hostile(rng)
            data = _set(data, path, value)
            labels.append(f"{where}={label}")
        elif op < 0.75 and path:
            parent = data
            for part in path[:-1]:
                parent = parent[part]
            if isinstance(parent, dict):
                parent.pop(path[-1], None)
            elif isinstance(parent, list) and path[-1] < len(parent):
                parent.pop(path[-1])
            labels.append(f"delete {where}")
        elif op < 0.9:
            parent = data
            for part in path[:-1]:
                parent = parent[part]
            if path and isinstance(parent, list) and path[-1] < len(parent):
                times = rng.choice((2, 10, 1000))
                parent.extend(copy.deepcopy(parent[path[-1]]) for _ in range(times))
                labels.append(f"repeat {where} x{times}")
            else:
                labels.append("noop")
        else:
            swap = rng.choice(paths)
            try:
                node = data
                for part in swap:
                    node = node[part]
                data = _set(data, path, copy.deepcopy(node))
                labels.append(f"{where}=copy of {'.'.join(map(str, swap))}")
            except (KeyError, IndexError, TypeError):
                labels.append("noop")
    return "; ".join(labels), data


def mutate_text(text: str, rng: random.Random) -> tuple[str, str]:
    """A byte-level edit of serialised text."""
    op = rng.randrange(6)
    if not text:
        return "empty", ""
    i = rng.randrange(len(text))
    if op == 0:
        return f"truncate at {i}", text[:i]
    if op == 1:
        return f"flip char {i}", text[:i] + chr(rng.randrange(32, 0x2FFF)) + text[i + 1 :]
    if op == 2:
        junk = rng.choice(
            ("[" * 3000, "{" * 3000, "9" * 5000, "NaN", "\\ud800", '"a":1,"a":2', "\x00")
        )
        return f"insert {junk[:8]!r} at {i}", text[:i] + junk + text[i:]
    if op == 3:
        j = min(len(text), i + rng.randrange(1, 200))
        return f"duplicate {i}:{j}", text[:j] + text[i:j] * rng.choice((2, 50)) + text[j:]
    if op == 4:
        return f"delete char {i}", text[:i] + text[i + 1 :]
    return "whitespace", " \n\t" + text + "\n"


# -- seeds -----------------------------------------------------------------------------------


@dataclass
class Corpus:
    runs: list[Any]
    receipts: list[Any]
    keys: list[Any]
    policies: list[str]
    tools: list[Any]
    bundle: Any
    ring: KeyRing
    trusted: KeyRing
    workdir: Path
    ledger_bytes: bytes = b""


def corpus(workdir: Path) -> Corpus:
    runs = [json.loads(p.read_text()) for p in sorted((ROOT / "examples").glob("*.json"))]
    ring = KeyRing.generate("hmac", "fuzz")
    receipts = []
    for i, run in enumerate(runs):
        loaded = load_run(run)
        for call in loaded.calls:
            receipt = issue_receipt(
                ring,
                run_id=loaded.run_id,
                call_id=call.id,
                tool=call.tool,
                arguments=call.arguments,
                output=call.output,
                timestamp=NOW,
            )
            receipts.append(receipt.to_dict())
            if i == 0:  # one signed native run, so `check` verifies receipts too
                run.setdefault("receipts", {})[call.id] = receipt.to_dict()
    signed = copy.deepcopy(runs[0])
    signed.pop("receipts", None)
    for call in signed.get("calls", []):
        match = next((r for r in receipts if r["call_id"] == call.get("id")), None)
        if match:
            call["receipt"] = match
    runs.append(signed)
    keys = [
        KeyRing.generate("hmac", "h").to_json(),
        KeyRing.generate("ed25519", "e").to_json(),
        KeyRing.generate("ed25519", "p").public().to_json(),
    ]
    policies = [
        p.read_text() for p in sorted((ROOT / "src/nyaya/policy/constitutions").glob("*.toml"))
    ]
    tools = []
    for run in runs:
        tools += [t for t in run.get("tools", []) if isinstance(t, dict)]
    tools.append(
        {
            "name": "lookup",
            "parameters": {
                "type": "object",
                "properties": {
                    "code": {"type": "string", "pattern": "^[A-Z]{3}-\\d+$"},
                    "when": {"type": "string", "format": "date-time"},
                    "mail": {"type": "string", "format": "email"},
                },
                "patternProperties": {"^x-": {"type": "integer"}},
                "additionalProperties": False,
            },
        }
    )
    sys.path.insert(0, str(ROOT / "examples" / "nydfs"))
    import build_bundle  # type: ignore[import-not-found]

    bundle = json.loads(build_bundle.build().to_json())
    trusted = build_bundle.example_ring().public()
    ledger_path = workdir / "seed.db"
    with Ledger.open(ledger_path, signer=ring, checkpoint_every=3) as ledger:
        for raw in receipts:
            ledger.append(Receipt.from_dict(raw))
    made = Corpus(runs, receipts, keys, policies, tools, bundle, ring, trusted, workdir)
    made.ledger_bytes = ledger_path.read_bytes()
    return made


# -- targets ---------------------------------------------------------------------------------


class HiddenCrash(Exception):
    """A stage raised and the engine fell back instead of failing: counted as a crash."""


def t_json_text(c: Corpus, rng: random.Random) -> tuple[str, Callable[[], object]]:
    seed = json.dumps(rng.choice([*c.runs, *c.receipts, c.bundle]))
    label, text = mutate_text(seed, rng)
    return label, lambda: DEFAULT_LIMITS.parse_json(text.encode("utf-8", "surrogatepass"))


def t_load_run(c: Corpus, rng: random.Random) -> tuple[str, Callable[[], object]]:
    label, data = mutate(rng.choice(c.runs), rng)
    return label, lambda: load_run(data)


def t_load_run_file(c: Corpus, rng: random.Random) -> tuple[str, Callable[[], object]]:
    label, text = mutate_text(json.dumps(rng.choice(c.runs)), rng)
    path = c.workdir / "run.json"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    return label, lambda: load_run_file(path)


def t_check(c: Corpus, rng: random.Random) -> tuple[str, Callable[[], object]]:
    label, data = mutate(rng.choice(c.runs), rng)
    keys = c.ring if rng.random() < 0.5 else None

    def go() -> object:
        report = nyaya.check(data, keys=keys, now=NOW)
        hidden = [n for n in report.notes if "failed" in n and "layer" in n]
        if hidden:
            raise HiddenCrash(hidden[0][:300])
        return report

    return label, go


def t_receipt(c: Corpus, rng: random.Random) -> tuple[str, Callable[[], object]]:
    seed = rng.choice(c.receipts)
    if rng.random() < 0.5:
        label, data = mutate(seed, rng)
        parse: Callable[[], Receipt] = lambda: Receipt.from_dict(data)  # noqa: E731
    else:
        label, text = mutate_text(json.dumps(seed), rng)
        parse = lambda: Receipt.from_json(text)  # noqa: E731

    def go() -> object:
        receipt = parse()
        evaluate_receipt(receipt, c.ring, now=NOW)
        return bind_check(receipt, run_id="r", now=NOW)

    return label, go


def t_keys(c: Corpus, rng: random.Random) -> tuple[str, Callable[[], object]]:
    label, data = mutate(rng.choice(c.keys), rng)

    def go() -> object:
        ring = KeyRing.from_json(data)
        for signer in ring:
            signer.verify(b"x", rng.choice(("", "=", "A" * 86, "A" * 86 + "=", "\ud800")))
        with contextlib.suppress(ValueError):
            b64url_decode(str(data)[:200])
        return ring

    return label, go


def t_policy(c: Corpus, rng: random.Random) -> tuple[str, Callable[[], object]]:
    label, text = mutate_text(rng.choice(c.policies), rng)
    return label, lambda: Constitution.from_toml(text)


def t_schema(c: Corpus, rng: random.Random) -> tuple[str, Callable[[], object]]:
    label, tool = mutate(rng.choice(c.tools), rng)
    alabel, args = mutate({"code": "ABC-12", "when": "2026-01-01T00:00:00Z", "x-n": 1}, rng)

    def go() -> object:
        name = tool.get("name") if isinstance(tool, dict) else None
        validator = CallValidator([tool])
        return validator.validate(name if isinstance(name, str) else "lookup", args)

    return f"{label} | args {alabel}", go


def t_bundle(c: Corpus, rng: random.Random) -> tuple[str, Callable[[], object]]:
    label, data = mutate(c.bundle, rng)
    return label, lambda: verify_bundle(load_bundle(data), keys=c.trusted)


def t_ledger(c: Corpus, rng: random.Random) -> tuple[str, Callable[[], object]]:
    path = c.workdir / "fuzz.db"
    for leftover in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        leftover.unlink(missing_ok=True)
    if rng.random() < 0.3:
        data = bytearray(c.ledger_bytes)
        for _ in range(rng.choice((1, 4, 32))):
            data[rng.randrange(len(data))] = rng.randrange(256)
        path.write_bytes(bytes(data))
        label = "byte flips"
    else:
        path.write_bytes(c.ledger_bytes)
        column = rng.choice(("body", "key", "tag", "hash", "prev_hash", "seq", "stream"))
        hlabel, value = hostile(rng)
        if isinstance(value, (list, dict)) or (isinstance(value, int) and value > 2**63):
            value = json.dumps(value)[:100_000]
        table = rng.choice(("entries", "heads"))
        column = column if table == "entries" or column in ("seq", "hash", "stream") else "seq"
        label = f"{table}.{column}={hlabel}"
        conn = sqlite3.connect(path)
        try:
            conn.execute(
                f"UPDATE {table} SET {column} = ? WHERE rowid = (SELECT rowid FROM {table} "
                "ORDER BY random() LIMIT 1)",
                (value,),
            )
            conn.commit()
        except (sqlite3.Error, OverflowError, UnicodeEncodeError):
            pass
        finally:
            conn.close()

    def go() -> object:
        with Ledger.open(path, create=False) as ledger:
            return ledger.verify_all(c.ring)

    return label, go


def t_cli(c: Corpus, rng: random.Random) -> tuple[str, Callable[[], object]]:
    which = rng.choice(("check", "audit", "keys", "empty"))
    path = c.workdir / "cli.json"
    keyfile = c.workdir / "cli-keys.json"
    if not keyfile.exists():
        keyfile.write_text(json.dumps(c.trusted.to_json()))
    if which == "check":
        label, data = mutate(rng.choice(c.runs), rng)
        argv = ["check", str(path), "--format", rng.choice(("json", "text"))]
    elif which == "audit":
        label, data = mutate(c.bundle, rng)
        argv = ["audit", "verify", "--keys", str(keyfile), str(path)]
    elif which == "keys":
        label, data = mutate(rng.choice(c.keys[2:]), rng)
        argv = ["keys", "public", str(path)]
    else:
        label, data = "empty object", {}
        argv = ["check", str(path)]
    path.write_text(
        json.dumps(data), encoding="utf-8", errors="surrogatepass"
    )  # may raise: skipped

    def go() -> object:
        out, err = io.StringIO(), io.StringIO()
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                cli_main(argv)
            code = 0
        except SystemExit as exc:
            code = int(exc.code or 0)
        if code not in (0, 1, 2, 3, 4, 5) or "Traceback" in err.getvalue():
            raise RuntimeError(f"exit {code}: {err.getvalue()[-300:]}")
        if which == "empty" and code != 2:
            raise RuntimeError(f"{{}} exited {code}, not 2")
        return code

    return f"{which}: {label}", go


TARGETS: dict[str, Callable[[Corpus, random.Random], tuple[str, Callable[[], object]]]] = {
    "json_text": t_json_text,
    "load_run": t_load_run,
    "load_run_file": t_load_run_file,
    "check": t_check,
    "receipt": t_receipt,
    "keys": t_keys,
    "policy": t_policy,
    "schema": t_schema,
    "bundle": t_bundle,
    "ledger": t_ledger,
    "cli": t_cli,
}
# Share of the time budget per target: the end-to-end check gets the most.
WEIGHTS = {
    "json_text": 1,
    "load_run": 1,
    "load_run_file": 1,
    "check": 6,
    "receipt": 1,
    "keys": 1,
    "policy": 1,
    "schema": 2,
    "bundle": 2,
    "ledger": 2,
    "cli": 2,
}


# -- the loop --------------------------------------------------------------------------------


@dataclass
class TargetResult:
    inputs: int = 0
    uncaught: Counter[str] = field(default_factory=Counter)
    slow: list[tuple[float, float, str]] = field(default_factory=list)
    slowest: float = 0.0
    slowest_label: str = ""
    slowest_cpu: float = 0.0
    examples: dict[str, str] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {
            "inputs": self.inputs,
            "uncaught": sum(self.uncaught.values()),
            "uncaught_by_kind": dict(self.uncaught.most_common()),
            "slowest_s": round(self.slowest, 4),
            "slowest_input": self.slowest_label[:200],
            "slowest_cpu_s": round(self.slowest_cpu, 4),
            "over_1s": len(self.slow),
            "over_1s_cpu": sum(1 for _, cpu, _ in self.slow if cpu > SLOW),
            "over_1s_classes": sorted({label[:120] for _, _, label in self.slow})[:20],
            "crash_examples": self.examples,
        }


def _alarm(_signum: int, _frame: Any) -> None:
    raise Timeout()


def run_target(
    name: str,
    corpus_: Corpus,
    *,
    seconds: float | None = None,
    inputs: int | None = None,
    seed: int = 0,
    cap: float = 5.0,
    out: Path | None = None,
) -> TargetResult:
    """Feed one target for ``seconds`` or ``inputs``, whichever is given (both: first reached)."""
    rng = random.Random(f"{name}:{seed}")
    result = TargetResult()
    make = TARGETS[name]
    use_alarm = hasattr(signal, "setitimer")
    if use_alarm:
        signal.signal(signal.SIGALRM, _alarm)
    deadline = time.monotonic() + seconds if seconds is not None else None
    while True:
        if inputs is not None and result.inputs >= inputs:
            break
        if deadline is not None and time.monotonic() >= deadline:
            break
        try:
            label, go = make(corpus_, rng)
        except (RecursionError, ValueError):
            continue  # the harness could not build this input (too deep to copy): not a finding
        started, started_cpu = time.perf_counter(), time.process_time()
        kind = None
        try:
            if use_alarm:
                signal.setitimer(signal.ITIMER_REAL, cap)
            go()
        except Timeout:
            kind = None
        except NyayaError:
            pass
        except RecursionError:
            kind = "RecursionError"
        except Exception as exc:  # the point: anything that is not nyaya's own error
            frame = traceback.extract_tb(exc.__traceback__)[-1]
            kind = f"{type(exc).__name__} at {Path(frame.filename).name}:{frame.lineno}"
        finally:
            if use_alarm:
                signal.setitimer(signal.ITIMER_REAL, 0)
        elapsed = time.perf_counter() - started
        cpu = time.process_time() - started_cpu
        result.inputs += 1
        if elapsed > result.slowest:
            result.slowest, result.slowest_label = elapsed, label
        result.slowest_cpu = max(result.slowest_cpu, cpu)
        if elapsed > SLOW:
            result.slow.append((elapsed, cpu, label))
            _save(out, name, "slow", result.inputs, label, elapsed, cpu)
        if kind is not None:
            result.uncaught[kind] += 1
            if kind not in result.examples:
                result.examples[kind] = label[:300]
                _save(out, name, "crash", result.inputs, f"{kind}: {label}", elapsed)
    if use_alarm:
        signal.signal(signal.SIGALRM, signal.SIG_DFL)
    return result


def _save(
    out: Path | None,
    target: str,
    what: str,
    n: int,
    label: str,
    elapsed: float,
    cpu: float | None = None,
) -> None:
    if out is None:
        return
    out.mkdir(parents=True, exist_ok=True)
    with (out / f"{what}.jsonl").open("a", encoding="utf-8") as handle:
        record: dict[str, Any] = {"target": target, "input": n, "seconds": round(elapsed, 3)}
        if cpu is not None:
            record["cpu_seconds"] = round(cpu, 3)
        record["class"] = label
        handle.write(json.dumps(record, ensure_ascii=False) + "\n")


def fuzz(
    targets: list[str],
    *,
    seconds: float | None,
    inputs: int | None,
    seed: int,
    cap: float,
    out: Path | None,
) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="nyaya-fuzz-") as tmp:
        made = corpus(Path(tmp))
        total_weight = sum(WEIGHTS[t] for t in targets)
        results: dict[str, Any] = {}
        started = time.perf_counter()
        for name in targets:
            share = seconds * WEIGHTS[name] / total_weight if seconds is not None else None
            results[name] = run_target(
                name, made, seconds=share, inputs=inputs, seed=seed, cap=cap, out=out
            ).as_json()
        return {
            "inputs": sum(r["inputs"] for r in results.values()),
            "uncaught": sum(r["uncaught"] for r in results.values()),
            "over_1s": sum(r["over_1s"] for r in results.values()),
            "over_1s_cpu": sum(r["over_1s_cpu"] for r in results.values()),
            "slowest_s": max(r["slowest_s"] for r in results.values()),
            "slowest_cpu_s": max(r["slowest_cpu_s"] for r in results.values()),
            "seconds": round(time.perf_counter() - started, 1),
            "seed": seed,
            "targets": results,
        }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=None, help="total time budget")
    parser.add_argument("--inputs", type=int, default=None, help="inputs per target")
    parser.add_argument("--target", action="append", choices=sorted(TARGETS))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cap", type=float, default=5.0, help="seconds before an input is cut")
    parser.add_argument("--out", type=Path, default=None, help="reproducers and summary.json")
    args = parser.parse_args(argv)
    if args.seconds is None and args.inputs is None:
        args.inputs = 100
    summary = fuzz(
        args.target or list(TARGETS),
        seconds=args.seconds,
        inputs=args.inputs,
        seed=args.seed,
        cap=args.cap,
        out=args.out,
    )
    text = json.dumps(summary, indent=2, ensure_ascii=False)
    print(text)
    if args.out is not None:
        args.out.mkdir(parents=True, exist_ok=True)
        (args.out / "summary.json").write_text(text + "\n", encoding="utf-8")
    return 1 if summary["uncaught"] else 0


if __name__ == "__main__":
    sys.exit(main())
