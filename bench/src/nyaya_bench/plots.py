"""The benchmark's four plots, made to be read: full labels, counts, and error bars.

Every rate is drawn with its seeded bootstrap 95% interval (``ci95`` in the results,
`nyaya_bench.metrics.bootstrap_ci`) as an error bar, bars carry their value, axes say
what they count and over how many items. Matplotlib's own DejaVu Sans is used, so the
PNGs look the same on every machine and nothing is fetched.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from nyaya_bench.metrics import TRUST_ORDER

__all__ = ["PLOTS", "write_plots"]

PLOTS = ("detection_by_type.png", "fpr_vs_detection.png", "latency.png", "calibration.png")
_LABEL = {
    "fabricated_tool_call": "fabricated\ntool call",
    "count_mismatch": "count\nmismatch",
    "fact_mismatch": "fact\nmismatch",
    "inference_as_fact": "inference\nas fact",
    "false_absence": "false\nabsence",
    "source_fabrication": "source\nfabrication",
    "hallucinated": "hallucinated",
}


def _types(results: dict[str, Any]) -> list[str]:
    seen: list[str] = []
    for method in results.get("metrics", {}).values():
        for t in method.get("detection", {}):
            if t != "overall" and t not in seen:
                seen.append(t)
    return seen


def _pct_and_err(cell: dict[str, Any]) -> tuple[float, tuple[float, float]]:
    """The rate in percent and its distance to the 95% interval's ends (for ``yerr``)."""
    rate = 100 * float(cell.get("rate") or 0.0)
    ci = cell.get("ci95") or [cell.get("rate") or 0.0] * 2
    low, high = 100 * float(ci[0]), 100 * float(ci[1])
    return rate, (max(rate - low, 0.0), max(high - rate, 0.0))


def write_plots(results: dict[str, Any], out_dir: Path) -> list[str]:
    """Write the four PNG plots into ``out_dir``; returns their file names."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams.update({"font.family": "DejaVu Sans", "font.size": 10})
    metrics = results.get("metrics", {})
    methods = list(metrics)
    types = _types(results)
    suite = results.get("suite", "")
    written: list[str] = []

    fig, ax = plt.subplots(figsize=(max(7.0, 1.5 * len(types) + 3), 4.8))
    width = 0.8 / max(len(methods), 1)
    for i, method in enumerate(methods):
        cells = [metrics[method]["detection"].get(t, {}) for t in types]
        pairs = [_pct_and_err(c) for c in cells]
        xs = [x + i * width for x in range(len(types))]
        ax.bar(
            xs,
            [p[0] for p in pairs],
            width,
            label=method,
            yerr=[[p[1][0] for p in pairs], [p[1][1] for p in pairs]],
            capsize=2,
            error_kw={"elinewidth": 0.8},
        )
    ax.set_xticks([x + width * (len(methods) - 1) / 2 for x in range(len(types))])
    ns = [next((metrics[m]["detection"].get(t, {}).get("n") for m in methods), None) for t in types]
    ax.set_xticklabels(
        [
            f"{_LABEL.get(t, t)}\n(n={n})" if n else _LABEL.get(t, t)
            for t, n in zip(types, ns, strict=True)
        ]
    )
    ax.set_ylabel("hallucinations detected, right type (%)")
    ax.set_ylim(0, 105)
    ax.legend(title="method", fontsize=8, loc="center left", bbox_to_anchor=(1.0, 0.5))
    ax.set_title(f"{suite}: detection by hallucination type (bars: 95% bootstrap interval)")
    fig.tight_layout()
    fig.savefig(out_dir / PLOTS[0], metadata={"Software": None})
    plt.close(fig)
    written.append(PLOTS[0])

    fig, ax = plt.subplots(figsize=(6.4, 5))
    for method in methods:
        x, xerr = _pct_and_err(metrics[method]["fpr"])
        y, yerr = _pct_and_err(metrics[method]["detection"]["overall"])
        ax.errorbar(
            [x],
            [y],
            xerr=[[xerr[0]], [xerr[1]]],
            yerr=[[yerr[0]], [yerr[1]]],
            fmt="o",
            capsize=3,
            label=method,
        )
    fpr_n = next((metrics[m]["fpr"].get("n") for m in methods), None)
    det_n = next((metrics[m]["detection"]["overall"].get("n") for m in methods), None)
    ax.set_xlabel(f"false-positive rate: clean answers flagged (%, n={fpr_n})")
    ax.set_ylabel(f"detection rate: hallucinations flagged (%, n={det_n})")
    ax.set_xlim(-2, 102)
    ax.set_ylim(-2, 102)
    ax.grid(alpha=0.3)
    ax.legend(title="method", fontsize=8, loc="lower right")
    ax.set_title(f"{suite}: false positives vs detection (95% intervals)")
    fig.tight_layout()
    fig.savefig(out_dir / PLOTS[1], metadata={"Software": None})
    plt.close(fig)
    written.append(PLOTS[1])

    lat = results.get("not_comparable", {}).get("latency_ms", {})
    fig, ax = plt.subplots(figsize=(6.4, 4.4))
    names = [m for m in methods if lat.get(m, {}).get("p50") is not None]
    p50 = [float(lat[m]["p50"]) for m in names]
    bars = ax.bar(range(len(names)), p50, label="median (p50)")
    ax.bar_label(bars, labels=[f"{v:.2g}" for v in p50], fontsize=8, padding=2)
    p99 = [float(lat[m]["p99"]) for m in names]
    ax.scatter(
        range(len(names)),
        p99,
        color="black",
        marker="_",
        s=300,
        label="p99",
        zorder=3,
    )
    ax.set_xticks(range(len(names)))
    ax.set_xticklabels(names)
    ax.set_ylabel("milliseconds per answer (log scale)")
    ax.set_yscale("symlog")
    ax.set_ylim(0, 2 * max([*p99, *p50, 1.0]))  # room above the highest p99 mark
    ax.legend()
    ax.set_title(f"{suite}: time to judge one answer")
    fig.tight_layout()
    fig.savefig(out_dir / PLOTS[2], metadata={"Software": None})
    plt.close(fig)
    written.append(PLOTS[2])

    fig, ax = plt.subplots(figsize=(6.4, 4.4))
    any_cal = False
    for method in methods:
        cal = metrics[method].get("calibration") or {}
        levels = [
            lv for lv in TRUST_ORDER if lv in cal and cal[lv].get("correct_share") is not None
        ]
        if levels:
            any_cal = True
            ax.plot(
                [lv.replace("_", " ") for lv in levels],
                [100 * float(cal[lv]["correct_share"]) for lv in levels],
                marker="o",
                label=method,
            )
    ax.set_xlabel("trust level the method gave the answer")
    ax.set_ylabel("claims that were actually correct (%)")
    ax.set_ylim(0, 105)
    ax.set_title(f"{suite}: calibration by trust level")
    if any_cal:
        ax.legend()
    else:
        ax.text(
            0.5,
            0.5,
            "no method reported trust levels",
            ha="center",
            va="center",
            transform=ax.transAxes,
        )
    fig.tight_layout()
    fig.savefig(out_dir / PLOTS[3], metadata={"Software": None})
    plt.close(fig)
    written.append(PLOTS[3])
    return written
