"""The large hostile inputs the fuzz run found slowest, each timed alone (CPU seconds).

    python benchmarks/bench_hostile.py                  # every class, best of 3
    python benchmarks/bench_hostile.py calls-1000 --repeat 5

One row per class of benchmarks/results/security.md ("0 inputs over 1 s"): a run of 1,000
copies of a call, 1,000 copies of an output item, a 10,000-item list as an output and as a
field of an output record, a Responses file of 1,000 messages of 50,000 digits through the
CLI (and one whose answer is 50 million characters), a tool schema of 1,000 strings of 50,000
Chinese numerals, bundles whose sections hold 50,000 bad items, and bundles given as a dict
whose records repeat a list of 50,000 premises 100 or 1,000 times. Each is built from the
bundled examples as the fuzz harness builds it, run once to warm up (lexicons load once),
then timed with ``time.process_time`` so that other work on the machine does not count.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import json
import random
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
NOW = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)


def _example(name: str) -> Any:
    return json.loads((ROOT / "examples" / name).read_text(encoding="utf-8"))


def _check(data: Any) -> Callable[[], object]:
    import nyaya

    return lambda: nyaya.check(data, now=NOW).action


def _cli(data: Any, workdir: Path, name: str) -> Callable[[], object]:
    from nyaya.cli import main

    path = workdir / name
    path.write_text(json.dumps(data), encoding="utf-8")

    def go() -> object:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            try:
                main(["check", str(path), "--format", "json"])
            except SystemExit as exc:
                return f"exit {exc.code}"
        return "exit 0"

    return go


def calls_1000(_: Path) -> Callable[[], object]:
    data = _example("inbox_run.json")
    data["calls"] += [copy.deepcopy(data["calls"][0]) for _ in range(1000)]
    return _check(data)


def openai_calls_1000(_: Path) -> Callable[[], object]:
    data = _example("openai_transcript.json")
    messages = data["messages"]
    pairs = [copy.deepcopy(m) for _ in range(500) for m in messages[2:4]]
    data["messages"] = messages[:2] + pairs + messages[4:]
    return _check(data)


def items_1000(_: Path) -> Callable[[], object]:
    data = _example("inbox_run.json")
    results = data["calls"][0]["output"]["results"]
    results += [copy.deepcopy(results[0]) for _ in range(1000)]
    return _check(data)


def list_10000(_: Path) -> Callable[[], object]:
    data = _example("inbox_run.json")
    data["calls"][0]["output"]["results"] = [{"id": i} for i in range(10_000)]
    return _check(data)


def list_10000_in_a_field(_: Path) -> Callable[[], object]:
    data = _example("inbox_run.json")
    data["calls"][0]["output"]["results"][0]["from"] = [{"id": i} for i in range(10_000)]
    return _check(data)


def responses_50mb_context(workdir: Path) -> Callable[[], object]:
    data = _example("openai_responses_items.json")
    output = data["output"]
    output[0]["content"][0]["text"] = "9" * 50_000
    output += [copy.deepcopy(output[0]) for _ in range(1000)]
    return _cli(data, workdir, "responses-context.json")


def responses_50mb_answer(workdir: Path) -> Callable[[], object]:
    data = _example("openai_responses_items.json")
    parts = data["output"][0]["content"]
    parts[0]["text"] = "9" * 50_000
    parts += [copy.deepcopy(parts[0]) for _ in range(1000)]
    return _cli(data, workdir, "responses-answer.json")


def schema_50mb(_: Path) -> Callable[[], object]:
    from nyaya.toolcalls import CallValidator

    rng = random.Random(1)
    numeral = "".join(rng.choice("一二三四五六七八九十百千万亿") for _ in range(50_000))
    tool = {"name": "lookup", "parameters": {"type": "object", "required": [numeral] * 1000}}
    return lambda: CallValidator([tool]).validate("lookup", {"code": "ABC-12"}).status


def _bundle(section: str) -> Callable[[Path], Callable[[], object]]:
    def make(_: Path) -> Callable[[], object]:
        from nyaya.attest.bundle import load_bundle, verify_bundle
        from nyaya.errors import NyayaError

        sys.path.insert(0, str(ROOT / "examples" / "nydfs"))
        import build_bundle  # type: ignore[import-not-found]

        data = json.loads(build_bundle.build().to_json())
        data[section] = [{"id": i} for i in range(50_000)]
        trusted = build_bundle.example_ring().public()

        def go() -> object:
            try:
                return bool(verify_bundle(load_bundle(data), keys=trusted))
            except NyayaError as exc:
                return type(exc).__name__

        return go

    return make


def _bundle_copies(copies: int) -> Callable[[Path], Callable[[], object]]:
    """The fuzz run's slowest bundle: a dict (never a file) whose record 1 holds 50,000
    premises, repeated ``copies`` times (100: 5 million objects, just under the byte limit as
    JSON; 1,000: 50 million, over it)."""

    def make(_: Path) -> Callable[[], object]:
        from nyaya.attest.bundle import load_bundle, verify_bundle
        from nyaya.errors import NyayaError

        sys.path.insert(0, str(ROOT / "examples" / "nydfs"))
        import build_bundle

        data = json.loads(build_bundle.build().to_json())
        record = data["records"][1]
        record["attestation"]["premises"] = [{"id": i} for i in range(50_000)]
        data["records"].extend(copy.deepcopy(record) for _ in range(copies))
        trusted = build_bundle.example_ring().public()

        def go() -> object:
            try:
                return bool(verify_bundle(load_bundle(data), keys=trusted))
            except NyayaError as exc:
                return f"{type(exc).__name__}: {str(exc)[:70]}"

        return go

    return make


CLASSES: dict[str, Callable[[Path], Callable[[], object]]] = {
    "calls-1000": calls_1000,
    "openai-calls-1000": openai_calls_1000,
    "items-1000": items_1000,
    "list-10000": list_10000,
    "list-10000-in-a-field": list_10000_in_a_field,
    "responses-50mb-context": responses_50mb_context,
    "responses-50mb-answer": responses_50mb_answer,
    "schema-50mb": schema_50mb,
    "bundle-sources-50000": _bundle("sources"),
    "bundle-measurements-50000": _bundle("measurements"),
    "bundle-trail-50000": _bundle("trail"),
    "bundle-dict-premises-50000-x100": _bundle_copies(100),
    "bundle-dict-premises-50000-x1000": _bundle_copies(1000),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("classes", nargs="*", help=f"some of: {', '.join(CLASSES)}")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    unknown = [name for name in args.classes if name not in CLASSES]
    if unknown:
        parser.error(f"unknown class {unknown[0]!r}")
    print(f"| class | CPU s (best of {args.repeat}) | outcome |")
    print("|---|---:|---|")
    with tempfile.TemporaryDirectory(prefix="nyaya-hostile-") as tmp:
        for name in args.classes or list(CLASSES):
            go = CLASSES[name](Path(tmp))
            outcome = go()
            best = float("inf")
            for _ in range(args.repeat):
                started = time.process_time()
                go()
                best = min(best, time.process_time() - started)
            print(f"| {name} | {best:.3f} | {outcome} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
