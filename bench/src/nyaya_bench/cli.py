"""`nyaya bench`: generate scenarios, run the benchmark suites, compare result folders."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

SUITES = ("nvb", "tooltalk", "tau", "halueval", "bfcl", "tau-calls", "agent-answers")


@click.group(name="bench")
def command() -> None:
    """Benchmark hallucination detectors (nyaya and baselines)."""


@command.command("generate")
@click.option("--seed", type=int, required=True, help="1 = train, 2 = dev, 3 = test (disjoint).")
@click.option("--out", "out", type=click.Path(dir_okay=False, path_type=Path), required=True)
@click.option(
    "--per-type", type=int, default=50, show_default=True, help="Scenarios per type and language."
)
@click.option(
    "--controls", type=int, default=150, show_default=True, help="Clean controls per language."
)
@click.option("--languages", default="en,hi,zh,es", show_default=True)
def generate_cmd(seed: int, out: Path, per_type: int, controls: int, languages: str) -> None:
    """Write NyayaVerifyBench-style scenarios (one JSON per line) for SEED."""
    from nyaya_bench.generator import generate, write_jsonl

    scenarios = generate(seed, per_type=per_type, controls=controls, languages=_split(languages))
    out.parent.mkdir(parents=True, exist_ok=True)
    n = write_jsonl(scenarios, out)
    click.echo(f"wrote {n} scenarios to {out}")


def _split(csv: str) -> list[str]:
    return [x.strip() for x in csv.split(",") if x.strip()]


@command.command("run")
@click.option("--suite", type=click.Choice(SUITES), required=True)
@click.option(
    "--data", type=click.Path(path_type=Path), default=None, help="Dataset file or folder."
)
@click.option(
    "--split", type=click.Choice(("train", "dev", "test")), default="test", show_default=True
)
@click.option(
    "--train",
    "train_path",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Scenarios to fit trained baselines on (default: generated train split).",
)
@click.option(
    "--methods",
    default="none,regex,rag,rag-embed,svip,self-consistency,nyaya,toolreceipt",
    show_default=True,
)
@click.option("--per-type", type=int, default=50, show_default=True, help="For generated splits.")
@click.option("--controls", type=int, default=150, show_default=True, help="For generated splits.")
@click.option("--languages", default="en,hi,zh,es", show_default=True, help="For generated splits.")
@click.option("--limit", type=int, default=None, help="Score only the first N items.")
@click.option("--bootstrap", type=int, default=1000, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True, help="Bootstrap seed.")
@click.option(
    "--llm-client",
    default=None,
    envvar="NYAYA_LLM_CLIENT",
    help="module:callable taking a prompt and returning text; enables self-consistency.",
)
@click.option("--plots/--no-plots", default=True, show_default=True)
@click.option("--progress/--no-progress", default=True, show_default=True)
@click.option("--out", "out", type=click.Path(file_okay=False, path_type=Path), required=True)
def run_cmd(
    suite: str,
    data: Path | None,
    split: str,
    train_path: Path | None,
    methods: str,
    per_type: int,
    controls: int,
    languages: str,
    limit: int | None,
    bootstrap: int,
    seed: int,
    llm_client: str | None,
    plots: bool,
    progress: bool,
    out: Path,
) -> None:
    """Run SUITE and write results.json, report.md and plots into OUT."""
    from nyaya import BadInput
    from nyaya_bench import suites
    from nyaya_bench.generator import content_hash, dumps, generate
    from nyaya_bench.harness import RESULTS_SCHEMA, run_suite, write_results
    from nyaya_bench.items import BenchItem
    from nyaya_bench.report import headline_table, write_report

    if suite == "agent-answers":
        from nyaya_bench.agent_answers import markdown, run_agent_answers

        if data is None:
            raise BadInput("this suite needs --data (the agent-answers folder)", field="--data")
        result = run_agent_answers(data)
        out.mkdir(parents=True, exist_ok=True)
        doc = {"schema": RESULTS_SCHEMA, "suite": suite, "data": str(data), "delegate": result}
        (out / "results.json").write_text(
            json.dumps(doc, indent=2, sort_keys=True, default=str) + "\n", encoding="utf-8"
        )
        text = markdown(result, str(data))
        (out / "report.md").write_text(text, encoding="utf-8")
        click.echo(text)
        return
    if suite in ("bfcl", "tau-calls"):
        if data is None:
            raise BadInput("this suite needs --data (the dataset folder)", field="--data")
        result = suites.run_delegate(suite, data)
        out.mkdir(parents=True, exist_ok=True)
        doc = {"schema": RESULTS_SCHEMA, "suite": suite, "data": str(data), "delegate": result}
        (out / "results.json").write_text(
            json.dumps(doc, indent=2, sort_keys=True, default=str) + "\n", encoding="utf-8"
        )
        (out / "report.md").write_text(_delegate_markdown(suite, result), encoding="utf-8")
        click.echo(f"wrote {out / 'report.md'}")
        return
    langs = _split(languages)
    digest = _digest(data) if data is not None else ""
    if suite == "nvb":
        if data is not None:
            items = suites.load_nvb(data)
            desc = str(data)
        else:
            scenarios = generate(
                suites.SPLIT_SEEDS[split], per_type=per_type, controls=controls, languages=langs
            )
            items = suites.nvb_items(scenarios)
            desc = f"split:{split}"
            digest = content_hash("".join(dumps(s) + "\n" for s in scenarios))
    elif data is None:
        raise BadInput("this suite needs --data (the dataset file or folder)", field="--data")
    else:
        loader = {
            "tooltalk": suites.load_tooltalk,
            "tau": suites.load_tau,
            "halueval": suites.load_halueval,
        }[suite]
        items = loader(data)
        desc = str(data)
    if limit is not None:
        items = items[:limit]
    method_names = _split(methods)
    trains = any(m in ("rag", "rag-embed", "svip") or ":" in m for m in method_names)
    train: list[BenchItem] = []
    train_desc = ""
    if train_path is not None:
        train = suites.load_nvb(train_path)
        train_desc = str(train_path)
    elif trains:
        train = suites.nvb_split("train", per_type=per_type, controls=controls, languages=langs)
        train_desc = f"generated train split (seed 1, {len(train)} runs)"
    results = run_suite(
        items,
        method_names,
        suite=suite,
        data=desc,
        train=train,
        train_desc=train_desc,
        seed=seed,
        n_boot=bootstrap,
        progress=progress,
        llm_client=_load_client(llm_client) if llm_client else None,
    )
    results["data_sha256"] = digest
    results["generation"] = (
        {"per_type": per_type, "controls": controls, "languages": langs}
        if suite == "nvb" and data is None
        else None
    )
    write_results(results, out)
    report = write_report(results, out, plots=plots)
    click.echo(headline_table(results))
    click.echo(f"wrote {out / 'results.json'} and {report}")


def _load_client(spec: str) -> Callable[[str], str]:
    """The LLM client named ``module:attribute`` (a callable prompt -> text)."""
    import importlib

    from nyaya import BadInput

    module_name, _, attr = spec.partition(":")
    try:
        client = getattr(importlib.import_module(module_name), attr)
    except (ImportError, AttributeError, ValueError) as exc:
        raise BadInput(f"cannot load {spec!r} ({exc})", field="--llm-client") from exc
    if not callable(client):
        raise BadInput(f"{spec!r} is not callable", field="--llm-client")
    loaded: Callable[[str], str] = client
    return loaded


def _digest(path: Path) -> str:
    """sha256 of a data file, or of a folder's files in name order."""
    import hashlib

    h = hashlib.sha256()
    files = sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path]
    for p in files:
        if p.is_file():
            h.update(p.read_bytes())
    return "sha256:" + h.hexdigest()


def _delegate_markdown(suite: str, result: dict[str, Any]) -> str:
    for key in ("markdown", "summary_md", "report", "summary"):
        value = result.get(key)
        if isinstance(value, str):
            head = "" if value.startswith("# ") else f"# nyaya bench: `{suite}`\n\n"
            return head + value + ("" if value.endswith("\n") else "\n")
    body = json.dumps(result, indent=2, sort_keys=True, default=str)
    return f"# nyaya bench: `{suite}`\n\n```json\n{body}\n```\n"


@command.command("compare")
@click.argument("a", type=click.Path(exists=True, path_type=Path))
@click.argument("b", type=click.Path(exists=True, path_type=Path))
def compare_cmd(a: Path, b: Path) -> None:
    """Show which comparable metrics changed from result folder A to B."""
    from nyaya_bench.harness import compare, load_results
    from nyaya_bench.report import render_compare

    ra, rb = load_results(a), load_results(b)
    click.echo(f"A: {ra['suite']} ({ra.get('data')}), B: {rb['suite']} ({rb.get('data')})")
    click.echo(render_compare(compare(ra, rb)))
    lat_a = ra.get("not_comparable", {}).get("latency_ms", {})
    lat_b = rb.get("not_comparable", {}).get("latency_ms", {})
    for method in sorted(set(lat_a) & set(lat_b)):
        pa, pb = lat_a[method].get("p50"), lat_b[method].get("p50")
        if pa is not None and pb is not None:
            click.echo(
                f"latency p50 {method}: {pa:.2f} -> {pb:.2f} ms (machine-dependent, not compared)"
            )
