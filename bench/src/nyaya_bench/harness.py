"""Run detectors over benchmark items and collect comparable results.

The harness is the one place that measures time (latency per response); the
rest of the results depend only on code and data, so two runs of the same
code on the same data give the same ``metrics`` (``latency_ms`` aside).
"""

from __future__ import annotations

import json
import platform
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from nyaya import BackendUnavailable, BadInput
from nyaya_bench.items import BenchItem
from nyaya_bench.methods import Detection, Detector, LLMClient, Trainable, build
from nyaya_bench.metrics import ItemResult, latency, summarize

RESULTS_SCHEMA = "nyaya-bench-results/1"


def _overlap(a: tuple[int, int], b: tuple[int, int]) -> int:
    return max(0, min(a[1], b[1]) - max(a[0], b[0]))


def _claim_matches(item: BenchItem, detection: Detection) -> tuple[tuple[str, bool], ...]:
    pairs: list[tuple[str, bool]] = []
    for outcome in detection.claim_outcomes:
        span = (outcome.start, outcome.end)
        best = max(item.claims, key=lambda c: _overlap(span, (c.start, c.end)), default=None)
        if best is not None and _overlap(span, (best.start, best.end)) > 0:
            pairs.append((outcome.status, best.correct))
    return tuple(pairs)


def evaluate(
    detector: Detector,
    items: Sequence[BenchItem],
    *,
    on_item: Callable[[], None] | None = None,
) -> list[ItemResult]:
    """One detector over the items; a crash on one item is recorded, not raised."""
    results: list[ItemResult] = []
    for item in items:
        start = time.perf_counter()
        try:
            detection = detector.detect(item.run)
        except Exception as exc:  # a detector bug must not hide the other results
            elapsed = (time.perf_counter() - start) * 1000.0
            results.append(
                ItemResult(
                    id=item.id,
                    label=item.label,
                    language=item.language,
                    flagged=False,
                    latency_ms=elapsed,
                    error=f"{type(exc).__name__}: {exc}"[:300],
                    group=item.note,
                    tags=item.tags,
                )
            )
        else:
            elapsed = (time.perf_counter() - start) * 1000.0
            results.append(
                ItemResult(
                    id=item.id,
                    label=item.label,
                    language=item.language,
                    flagged=detection.flagged,
                    types=tuple(sorted(detection.types)),
                    trust_level=detection.trust_level,
                    latency_ms=elapsed,
                    truth_correct=tuple(c.correct for c in item.claims),
                    claim_matches=_claim_matches(item, detection),
                    note=detection.note,
                    group=item.note,
                    tags=item.tags,
                )
            )
        if on_item is not None:
            on_item()
    return results


def run_suite(
    items: Sequence[BenchItem],
    methods: Sequence[str | Detector],
    *,
    suite: str,
    data: str = "",
    train: Sequence[BenchItem] = (),
    train_desc: str = "",
    llm_client: LLMClient | None = None,
    seed: int = 0,
    n_boot: int = 1000,
    progress: bool = True,
) -> dict[str, Any]:
    """Score every method on ``items``; returns the JSON-ready results document."""
    if not items:
        raise BadInput("the suite has no items", field="data")
    detectors: list[Detector] = []
    skipped: dict[str, str] = {}
    notes: dict[str, list[str]] = {}
    for m in methods:
        if isinstance(m, str):
            try:
                detectors.append(build(m, llm_client=llm_client))
            except BackendUnavailable as exc:
                skipped[m] = str(exc)
        else:
            detectors.append(m)
    per_method: dict[str, list[ItemResult]] = {}
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        disable=not progress,
        transient=False,
    ) as bar:
        for detector in detectors:
            notes[detector.name] = []
            if train and isinstance(detector, Trainable):
                try:
                    detector.fit(train)
                except BadInput as exc:
                    skipped[detector.name] = f"fit failed: {exc}"
                    continue
                if train_desc and _needs_train(detector):
                    notes[detector.name].append(f"trained on {train_desc}")
                info = getattr(detector, "fit_info", "")
                if isinstance(info, str) and info:
                    notes[detector.name].append(info)
            task = bar.add_task(f"{suite}: {detector.name}", total=len(items))
            per_method[detector.name] = evaluate(
                detector, items, on_item=partial(bar.advance, task)
            )
    labels: dict[str, int] = {}
    languages: dict[str, int] = {}
    for item in items:
        labels[item.label] = labels.get(item.label, 0) + 1
        languages[item.language] = languages.get(item.language, 0) + 1
    return {
        "schema": RESULTS_SCHEMA,
        "suite": suite,
        "data": data,
        "n_items": len(items),
        "labels": dict(sorted(labels.items())),
        "languages": dict(sorted(languages.items())),
        "bootstrap": {"seed": seed, "resamples": n_boot},
        "metrics": {
            name: summarize(res, seed=seed, n_boot=n_boot) for name, res in per_method.items()
        },
        "notes": {k: v for k, v in notes.items() if v},
        "skipped": dict(sorted(skipped.items())),
        "flagged": {name: _flagged(items, res) for name, res in per_method.items()},
        "not_comparable": {
            "latency_ms": {name: latency(res) for name, res in per_method.items()},
            "python": platform.python_version(),
            "machine": platform.machine(),
        },
    }


def _needs_train(detector: Detector) -> bool:
    return detector.name in ("rag", "rag-embed", "svip")


def _flagged(
    items: Sequence[BenchItem], results: Sequence[ItemResult], cap: int = 200
) -> list[dict[str, Any]]:
    """Clean items the method flagged (for inspection) and items it crashed on, first ``cap``."""
    by_id = {item.id: item for item in items}
    out: list[dict[str, Any]] = []
    for r in results:
        if (r.flagged and r.label == "clean") or r.error:
            item = by_id[r.id]
            out.append(
                {
                    "id": r.id,
                    "label": r.label,
                    "types": list(r.types),
                    "error": r.error,
                    "note": r.note,
                    "group": item.note,
                    "answer": item.run.response[:400],
                }
            )
            if len(out) >= cap:
                break
    return out


def write_results(results: dict[str, Any], out_dir: Path) -> Path:
    """``results.json`` in ``out_dir`` (sorted keys, so diffs are readable)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / "results.json"
    path.write_text(
        json.dumps(results, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    return path


def load_results(folder: Path) -> dict[str, Any]:
    """A results document from a folder written by `write_results`."""
    path = folder / "results.json" if folder.is_dir() else folder
    if not path.is_file():
        raise BadInput("no results.json here", path=str(folder))
    try:
        doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise BadInput("results.json is not JSON", path=str(path)) from exc
    if doc.get("schema") != RESULTS_SCHEMA:
        raise BadInput(f"not a {RESULTS_SCHEMA} document", field="schema", path=str(path))
    return doc


def compare(
    a: dict[str, Any], b: dict[str, Any]
) -> list[tuple[str, str, float | None, float | None]]:
    """(method, metric, value in A, value in B) for every comparable metric that differs
    or exists in only one of them."""
    rows: list[tuple[str, str, float | None, float | None]] = []
    methods = sorted(set(a.get("metrics", {})) | set(b.get("metrics", {})))
    for method in methods:
        fa = _flatten(a.get("metrics", {}).get(method, {}))
        fb = _flatten(b.get("metrics", {}).get(method, {}))
        for key in sorted(set(fa) | set(fb)):
            va, vb = fa.get(key), fb.get(key)
            if va != vb:
                rows.append((method, key, va, vb))
    return rows


def _flatten(node: Any, prefix: str = "") -> dict[str, float | None]:
    out: dict[str, float | None] = {}
    if isinstance(node, dict):
        for k, v in node.items():
            out.update(_flatten(v, f"{prefix}.{k}" if prefix else str(k)))
    elif isinstance(node, bool | int | float):
        out[prefix] = float(node)
    elif node is None and not prefix.endswith("ci95"):
        out[prefix] = None
    return out
