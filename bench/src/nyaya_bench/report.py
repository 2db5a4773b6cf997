"""Render a results document as ``report.md`` and PNG plots (matplotlib, Agg backend)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from nyaya_bench.generator import HALLUCINATION_TYPES
from nyaya_bench.plots import PLOTS as PLOTS

_SHORT = {
    "fabricated_tool_call": "fabricated",
    "count_mismatch": "count",
    "fact_mismatch": "fact",
    "inference_as_fact": "inference",
    "false_absence": "absence",
    "source_fabrication": "source",
    "hallucinated": "hallucinated",
}


def _counts(counts: dict[str, int]) -> str:
    return ", ".join(f"{k}: {v}" for k, v in counts.items())


ABOUT = {
    "nvb": (
        "Generated scenarios (`nyaya bench generate`; seeds 1 / 2 / 3 = train / dev / test, "
        "disjoint by answer text). The generator was written from how agents answer, without "
        "reading the engine's check code, but by the same project: read these numbers as an "
        "in-house benchmark. Trained baselines (rag, svip) are fitted on the train split."
    ),
    "tooltalk": (
        "Clean answers are ToolTalk's human-written assistant turns over real API responses; "
        "each hallucinated item is the same answer with one rule-based injection "
        "(`nyaya_bench.suites.tooltalk_injections`). Trained baselines are fitted on the "
        "generated train split (a different distribution)."
    ),
    "tau": (
        "Every τ-bench GPT-4o airline answer that directly follows a tool result, checked "
        "against the transcript so far. The answers are real and unlabelled, so the flag rate "
        "is an upper bound of the false-positive rate: some flagged answers may be real "
        "hallucinations (see the inspection list and the reward groups)."
    ),
    "halueval": (
        "HaluEval QA: the knowledge paragraph is the output of a lookup tool; the right answer "
        "is clean, the hallucinated answer is labelled `hallucinated` (not one of the six "
        "tool-grounded types, so type-correct detection does not apply)."
    ),
}


def _pct(value: Any) -> str:
    return "—" if value is None else f"{100 * float(value):.1f}"


def _ci(cell: dict[str, Any]) -> str:
    ci = cell.get("ci95")
    if not ci:
        return _pct(cell.get("rate"))
    return f"{_pct(cell.get('rate'))} [{_pct(ci[0])}, {_pct(ci[1])}]"


def _ms(value: Any) -> str:
    return "—" if value is None else f"{float(value):.2f}"


def _types(results: dict[str, Any]) -> list[str]:
    present = [t for t in (*HALLUCINATION_TYPES, "hallucinated") if t in results.get("labels", {})]
    return present


def headline_table(results: dict[str, Any]) -> str:
    """Method × type detection (%), overall, type-correct, FPR and latency."""
    types = _types(results)
    typed_labels = any(t in HALLUCINATION_TYPES for t in types)
    lat = results.get("not_comparable", {}).get("latency_ms", {})
    if not types:
        head = ["method", "flag rate on clean answers", "p50 ms", "p99 ms"]
    else:
        head = ["method", *(_SHORT.get(t, t) for t in types), "overall", "type-correct", "FPR"]
        head += ["p50 ms", "p99 ms"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for method, m in results.get("metrics", {}).items():
        det = m["detection"]
        row = [method]
        if types:
            row += [_pct(det.get(t, {}).get("rate")) for t in types]
            row.append(_pct(det.get("overall", {}).get("rate")))
            row.append(
                _pct(m["type_correct"]["overall"]["rate"])
                if m.get("names_types") and typed_labels
                else "n/a"
            )
        row.append(_pct(m["fpr"]["rate"]))
        row += [_ms(lat.get(method, {}).get("p50")), _ms(lat.get(method, {}).get("p99"))]
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)


def render_markdown(results: dict[str, Any], *, plots: Sequence[str] = ()) -> str:
    """The report as Markdown."""
    out: list[str] = [f"# nyaya bench: `{results['suite']}`", ""]
    if results["suite"] in ABOUT:
        out += [ABOUT[results["suite"]], ""]
    out.append(f"- data: `{results.get('data') or 'generated'}`")
    if results.get("data_sha256"):
        out.append(f"- data sha256: `{results['data_sha256']}`")
    if results.get("generation"):
        gen = results["generation"]
        out.append(
            f"- generated in memory: {gen['per_type']} per type and {gen['controls']} clean"
            f" controls per language ({', '.join(gen['languages'])}); the same bytes as"
            " `nyaya bench generate --seed <split seed>` with these options"
        )
    out.append(f"- items: {results['n_items']} ({_counts(results['labels'])})")
    out.append(f"- languages: {', '.join(f'{k}: {v}' for k, v in results['languages'].items())}")
    boot = results.get("bootstrap", {})
    out.append(f"- bootstrap: {boot.get('resamples')} resamples, seed {boot.get('seed')}")
    for name, reason in results.get("skipped", {}).items():
        out.append(f"- skipped `{name}`: {reason}")
    for name, lines in results.get("notes", {}).items():
        for line in lines:
            out.append(f"- `{name}`: {line}")
    for name, m in results.get("metrics", {}).items():
        if m.get("errors"):
            out.append(
                f"- `{name}` raised on {m['errors']} items"
                " (counted as not flagged; see results.json)"
            )
    out += [
        "",
        "## Headline",
        "",
        "Detection rate per type, overall, type-correct detection and false-positive rate"
        " on clean answers (%); latency per response (ms, machine-dependent).",
        "",
    ]
    out.append(headline_table(results))
    has_bad = bool(_types(results))
    title = "Detection" if has_bad else "Flag rate on clean answers"
    out += ["", f"## {title} with bootstrap 95% intervals", ""]
    types = [*_types(results), "overall"] if has_bad else []
    head = ["method", *(_SHORT.get(t, t) for t in types), "FPR"]
    out.append("| " + " | ".join(head) + " |")
    out.append("|" + "---|" * len(head))
    for method, m in results.get("metrics", {}).items():
        cells = [_ci(m["detection"].get(t, {})) for t in types] + [_ci(m["fpr"])]
        out.append(f"| {method} | " + " | ".join(cells) + " |")
    typed = {k: v for k, v in results.get("metrics", {}).items() if v.get("names_types")}
    if typed and any(t in HALLUCINATION_TYPES for t in _types(results)):
        out += [
            "",
            "## Type-correct detection (%)",
            "",
            "The answer was flagged with its true type among the named ones.",
            "",
        ]
        out.append("| method | " + " | ".join(_SHORT.get(t, t) for t in types) + " |")
        out.append("|" + "---|" * (len(types) + 1))
        for method, m in typed.items():
            out.append(
                f"| {method} | "
                + " | ".join(_pct(m["type_correct"].get(t, {}).get("rate")) for t in types)
                + " |"
            )
    langs = list(results.get("languages", {}))
    if len(langs) > 1:
        out += ["", "## Per language (detection / FPR, %)", ""]
        out.append("| method | " + " | ".join(langs) + " |")
        out.append("|" + "---|" * (len(langs) + 1))
        for method, m in results.get("metrics", {}).items():
            cells = [
                "{} / {}".format(
                    _pct(m["by_language"].get(lang, {}).get("detection")),
                    _pct(m["by_language"].get(lang, {}).get("fpr")),
                )
                for lang in langs
            ]
            out.append(f"| {method} | " + " | ".join(cells) + " |")
    fp_types = {k: v.get("fp_types") or {} for k, v in results.get("metrics", {}).items()}
    kinds = sorted({t for table in fp_types.values() for t in table})
    if kinds:
        out += ["", "## What the flags on clean answers named (counts)", ""]
        out.append("| method | " + " | ".join(kinds) + " |")
        out.append("|" + "---|" * (len(kinds) + 1))
        for method, table in fp_types.items():
            out.append(f"| {method} | " + " | ".join(str(table.get(k, 0)) for k in kinds) + " |")
    tagged = {k: v["by_tag"] for k, v in results.get("metrics", {}).items() if v.get("by_tag")}
    for kind, title, note in (
        ("fpr", "False-positive rate by near-miss (%)", "Clean controls carrying each near-miss."),
        (
            "detection",
            "Detection by variant (%)",
            "Hallucinated items by variant and self-tagging.",
        ),
    ):
        tags = sorted({t for table in tagged.values() for t in table.get(kind, {})})
        if not tags:
            continue
        out += ["", f"## {title}", "", note, ""]
        out.append("| method | " + " | ".join(tags) + " |")
        out.append("|" + "---|" * (len(tags) + 1))
        for method, table in tagged.items():
            cells = [_pct(table.get(kind, {}).get(t, {}).get("rate")) for t in tags]
            out.append(f"| {method} | " + " | ".join(cells) + " |")
        first = next(iter(tagged.values())).get(kind, {})
        out.append("")
        out.append("Items: " + ", ".join(f"{t}: {first[t]['n']}" for t in tags if t in first))
    grouped = {k: v["by_group"] for k, v in results.get("metrics", {}).items() if v.get("by_group")}
    if grouped:
        groups = sorted({g for table in grouped.values() for g in table})
        out += ["", "## Flag rate by group (%)", ""]
        out.append("| method | " + " | ".join(groups) + " |")
        out.append("|" + "---|" * (len(groups) + 1))
        for method, table in grouped.items():
            cells = [_pct(table.get(g, {}).get("flag_rate")) for g in groups]
            out.append(f"| {method} | " + " | ".join(cells) + " |")
        counts = next(iter(grouped.values()))
        out.append("")
        out.append(
            "Items per group: " + ", ".join(f"{g}: {counts[g]['n']}" for g in groups if g in counts)
        )
    calibrated = {k: v for k, v in results.get("metrics", {}).items() if v.get("calibration")}
    with_truth = any(
        row["claims"] for m in calibrated.values() for row in m["calibration"].values()
    )
    if calibrated and not with_truth:
        out += [
            "",
            "## Trust levels given",
            "",
            "| method | trust level | responses |",
            "|---|---|---|",
        ]
        for method, m in calibrated.items():
            for level, row in m["calibration"].items():
                out.append(f"| {method} | {level} | {row['responses']} |")
    elif calibrated:
        out += [
            "",
            "## Calibration",
            "",
            "Per trust level the method gave: responses, and the share of their claims that"
            " are actually correct (ground truth; generated suites only).",
            "",
        ]
        out.append("| method | trust level | responses | clean share | claims | correct share |")
        out.append("|---|---|---|---|---|---|")
        for method, m in calibrated.items():
            for level, row in m["calibration"].items():
                out.append(
                    f"| {method} | {level} | {row['responses']} | {_pct(row['clean_share'])}"
                    f" | {row['claims']} | {_pct(row['correct_share'])} |"
                )
        claim_cal = {
            k: v["claim_calibration"] for k, v in calibrated.items() if v.get("claim_calibration")
        }
        if claim_cal:
            out += [
                "",
                "Per claim status (claims matched to ground-truth claims by span overlap):",
                "",
            ]
            out.append("| method | status | claims | correct share |")
            out.append("|---|---|---|---|")
            for method, table in claim_cal.items():
                for status, row in table.items():
                    out.append(
                        f"| {method} | {status} | {row['claims']} | {_pct(row['correct_share'])} |"
                    )
    flagged = results.get("flagged", {})
    inspect = [name for name in ("nyaya", "regex", "toolreceipt") if flagged.get(name)]
    if inspect and "clean" in results.get("labels", {}):
        out += ["", "## Flagged clean answers (for inspection)", ""]
        for name in inspect:
            rows = [r for r in flagged[name] if r.get("label") == "clean"]
            total = results["metrics"][name]["fpr"]
            flagged_n = round((total.get("rate") or 0.0) * total.get("n", 0))
            out.append(f"### `{name}`: {min(len(rows), 25)} of {flagged_n} flagged clean answers")
            out.append("")
            for r in rows[:25]:
                answer = " ".join(str(r["answer"]).split())[:220]
                group = f" [{r['group']}]" if r.get("group") else ""
                out.append(f"- `{r['id']}`{group} {', '.join(r['types']) or 'flagged'}: {answer}")
                if r.get("note"):
                    out.append(f"  - why: {' '.join(str(r['note']).split())[:300]}")
            out.append("")
    if plots:
        out += ["", "## Plots", ""]
        out += [f"![{p}]({p})" for p in plots]
    out += ["", "## Reproduce", "", "```", _command(results), "```", ""]
    return "\n".join(out)


def _command(results: dict[str, Any]) -> str:
    data = results.get("data") or ""
    cmd = f"nyaya bench run --suite {results['suite']}"
    if data.startswith("split:"):
        cmd += f" --split {data.split(':', 1)[1]}"
    elif data:
        cmd += f" --data {data}"
    methods = ",".join([*results.get("metrics", {}), *results.get("skipped", {})])
    return cmd + f" --methods {methods} --out DIR"


def write_plots(results: dict[str, Any], out_dir: Path) -> list[str]:
    """The four PNG plots (`nyaya_bench.plots`); returns their file names."""
    from nyaya_bench.plots import write_plots as draw

    return draw(results, out_dir)


def write_report(results: dict[str, Any], out_dir: Path, *, plots: bool = True) -> Path:
    """``report.md`` (and the plots) in ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    names = write_plots(results, out_dir) if plots else []
    path = out_dir / "report.md"
    path.write_text(render_markdown(results, plots=names), encoding="utf-8")
    return path


def render_compare(rows: Sequence[tuple[str, str, float | None, float | None]]) -> str:
    """Markdown table of metric changes between two result folders."""
    if not rows:
        return "No comparable metric changed."
    lines = ["| method | metric | A | B | Δ |", "|---|---|---|---|---|"]
    for method, key, a, b in rows:
        delta = "—" if a is None or b is None else f"{b - a:+.4f}"
        fa = "—" if a is None else f"{a:.4f}"
        fb = "—" if b is None else f"{b:.4f}"
        lines.append(f"| {method} | {key} | {fa} | {fb} | {delta} |")
    return "\n".join(lines)
