"""Stage 2 groundedness on HaluEval QA and on our own multilingual cases, per back-end.

    python benchmarks/bench_scoring.py [--data ../shared/datasets/halueval/qa_one-turn_data.json]
        [--backend lexical] [--backend embedding] [--nli-model DIR]
        [--judge-base-url URL --judge-model NAME] [--limit N] [--out benchmarks/results/scoring]

HaluEval QA: each of the 500 questions gives two answers, the right one (supported) and
a fluent wrong one (not). Evidence is ``knowledge`` as a tool output plus the question as
context, as the engine would pass them. The answer is split into claims with
`nyaya.claims.extract` and its score is the lowest claim score (the spec's overall =
min). Questions are shuffled with a fixed seed and cut in two: the threshold is chosen
on the first half and balanced accuracy is reported on the second, at that threshold
and at the shipped default (`DEFAULT_THRESHOLDS.supported`), so no figure depends on
a threshold fitted to the answers it is measured on.

Time is the median wall time per answer of ``scorer.score`` plus the claim split,
after one warm-up answer. The reliability plot (score bucket vs share of answers that
are right) is written as PNG and JSON under ``--out``.

The multilingual cases (tests/assets/scoring/grounding_cases.jsonl, written for this
project in en/es/hi/zh) are scored the same way and reported per language.

``--agent-answers DIR`` adds a diagnostic on the agent-answers development set, wired
the way the engine is meant to use a scorer: `nyaya.check` runs the exact checks; the
claims it leaves ``unsupported`` or ``unverifiable`` whose best-aligned evidence is a
prose output field, and that are stated as fact (pratyaksa or sabda: a hedged inference
is not a groundedness question), are scored against all of the run's passages
(`nyaya.scoring.evidence.passages_of`). Reported: of the
answers the exact checks emit, the share of clean ones the scores would hold back and of
hallucinated ones they would catch (lowest scored claim below each threshold).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import nyaya
from nyaya.claims import extract
from nyaya.errors import NyayaError
from nyaya.scoring import ClaimText, Passage, Scorer, get_scorer
from nyaya.scoring.align import EvidenceIndex
from nyaya.scoring.calibration import (
    DEFAULT_THRESHOLDS,
    balanced_accuracy,
    best_threshold,
    reliability,
)
from nyaya.scoring.evidence import passages_of
from nyaya.scoring.text import tokens

ROOT = Path(__file__).resolve().parent.parent
SHARED = next(
    (p / "shared" for p in (ROOT.parent, ROOT.parent.parent) if (p / "shared").is_dir()),
    ROOT.parent / "shared",
)
DEFAULT_DATA = SHARED / "datasets" / "halueval" / "qa_one-turn_data.json"
CASES = ROOT / "tests" / "assets" / "scoring" / "grounding_cases.jsonl"
SEED = 12
OPEN = ("unsupported", "unverifiable")  # what the exact checks leave for a scorer
FACTUAL = ("pratyaksa", "sabda")  # stated as observed or sourced; hedged inferences are not scored


@dataclass(frozen=True)
class Item:
    group: str
    language: str
    response: str
    evidence: tuple[Passage, ...]
    supported: bool


def halueval(path: Path, limit: int | None) -> list[Item]:
    items = []
    with path.open(encoding="utf-8") as f:
        for k, line in enumerate(f):
            if limit is not None and k >= limit:
                break
            r = json.loads(line)
            evidence = (
                Passage(r["knowledge"], receipt_id=f"k{k}", pointer=""),
                Passage(r["question"], pointer="/context/0", source="context"),
            )
            for key, ok in (("right_answer", True), ("hallucinated_answer", False)):
                items.append(Item(str(k), "en", r[key], evidence, ok))
    return items


def own_cases(path: Path) -> list[Item]:
    items = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            r = json.loads(line)
            evidence = tuple(Passage(t, receipt_id=f"e{i}") for i, t in enumerate(r["evidence"]))
            items.append(
                Item(r["id"], r["language"], r["response"], evidence, r["label"] == "grounded")
            )
    return items


@dataclass(frozen=True)
class AgentRun:
    clean: bool
    action: str
    claims: tuple[ClaimText, ...]
    evidence: tuple[Passage, ...]


def agent_answers(folder: Path) -> list[AgentRun]:
    out = []
    for path in sorted(folder.glob("dev*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            r = json.loads(line)
            run = nyaya.load_run(r["run"])
            report = nyaya.check(run)
            prose = passages_of(run, prose_only=True)
            evidence = passages_of(run)
            index = EvidenceIndex(evidence, r["language"])
            open_claims = []
            for c in report.claims:
                if c.status not in OPEN or c.pramana not in FACTUAL or not prose:
                    continue
                top = index.rank(tokens(c.text, r["language"]), 1)
                if top and top[0][0] > 0 and top[0][1].passage in prose:
                    open_claims.append(ClaimText(c.id, c.text, r["language"]))
            out.append(
                AgentRun(r["label"] == "clean", report.action, tuple(open_claims), tuple(evidence))
            )
    return out


def agent_figures(scorer: Scorer, runs: Sequence[AgentRun]) -> dict[str, Any]:
    emitted = [r for r in runs if r.action == "emit"]
    lowest, times = [], []
    for r in emitted:
        t0 = time.perf_counter()
        scores = scorer.score(r.claims, r.evidence) if r.claims else []
        times.append((time.perf_counter() - t0) * 1000)
        lowest.append(min((s.score for s in scores), default=1.0))
    clean = [s for s, r in zip(lowest, emitted, strict=True) if r.clean]
    bad = [s for s, r in zip(lowest, emitted, strict=True) if not r.clean]
    figures: dict[str, Any] = {
        "answers": len(runs),
        "emitted_clean": len(clean),
        "emitted_hallucinated": len(bad),
        "answers_with_scored_claims": sum(bool(r.claims) for r in emitted),
        "median_ms_per_scored_answer": statistics.median(
            [t for t, r in zip(times, emitted, strict=True) if r.claims] or [0.0]
        ),
    }
    for name, t in (
        ("supported", DEFAULT_THRESHOLDS.supported),
        ("unsupported", DEFAULT_THRESHOLDS.unsupported),
    ):
        figures[f"clean_held_back_below_{name}"] = sum(s < t for s in clean) / max(1, len(clean))
        figures[f"hallucinated_caught_below_{name}"] = sum(s < t for s in bad) / max(1, len(bad))
    return figures


def claims_of(item: Item) -> list[ClaimText]:
    found = extract(item.response, language=item.language).claims
    if not found:
        return [ClaimText("c1", item.response, item.language)]
    return [ClaimText(c.id, c.text, item.language) for c in found]


def answer_score(scorer: Scorer, item: Item) -> tuple[float, float]:
    t0 = time.perf_counter()
    scores = scorer.score(claims_of(item), item.evidence)
    elapsed = (time.perf_counter() - t0) * 1000
    return min(s.score for s in scores), elapsed


def split(items: Sequence[Item]) -> tuple[list[Item], list[Item]]:
    groups = sorted({i.group for i in items}, key=int)
    random.Random(SEED).shuffle(groups)
    selection = set(groups[: len(groups) // 2])
    return [i for i in items if i.group in selection], [
        i for i in items if i.group not in selection
    ]


def evaluate(scorer: Scorer, items: Sequence[Item]) -> tuple[list[float], list[float]]:
    answer_score(scorer, items[0])  # warm-up: caches, lazy model loading
    scores, times = [], []
    for item in items:
        s, ms = answer_score(scorer, item)
        scores.append(s)
        times.append(ms)
    return scores, times


def rates(scores: Sequence[float], labels: Sequence[bool], t: float) -> dict[str, float]:
    pos = [s for s, y in zip(scores, labels, strict=True) if y]
    neg = [s for s, y in zip(scores, labels, strict=True) if not y]
    return {
        "balanced_accuracy": balanced_accuracy(scores, labels, t),
        "right_kept": sum(s >= t for s in pos) / len(pos),
        "wrong_caught": sum(s < t for s in neg) / len(neg),
    }


def plot(buckets: dict[str, list[Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5, 5))
    ax.plot([0, 1], [0, 1], color="grey", linestyle=":", label="perfectly calibrated")
    for name, bs in buckets.items():
        xs = [b.mean_score for b in bs]
        ys = [b.share_correct for b in bs]
        ax.plot(xs, ys, marker="o", label=name)
        for b, x, y in zip(bs, xs, ys, strict=True):
            ax.annotate(
                str(b.count), (x, y), textcoords="offset points", xytext=(4, -10), fontsize=7
            )
    ax.set_xlabel("groundedness score (bucket mean)")
    ax.set_ylabel("share of answers actually right")
    ax.set_title("HaluEval QA, report half: reliability")
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.legend(loc="upper left", fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def build(name: str, args: argparse.Namespace) -> Scorer | None:
    options: dict[str, Any] = {}
    if name == "nli":
        if not args.nli_model:
            print("nli: skipped (pass --nli-model DIR)", file=sys.stderr)
            return None
        options["model"] = args.nli_model
    if name == "llm_judge":
        if not (args.judge_base_url and args.judge_model):
            print("llm_judge: skipped (pass --judge-base-url and --judge-model)", file=sys.stderr)
            return None
        options.update(base_url=args.judge_base_url, model=args.judge_model)
    try:
        return get_scorer(name, **options)
    except NyayaError as e:
        print(f"{name}: skipped ({e})", file=sys.stderr)
        return None


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--data", type=Path, default=DEFAULT_DATA)
    p.add_argument("--backend", action="append", dest="backends")
    p.add_argument("--nli-model")
    p.add_argument("--judge-base-url")
    p.add_argument("--judge-model")
    p.add_argument("--limit", type=int)
    p.add_argument("--agent-answers", type=Path)
    p.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "scoring")
    args = p.parse_args()
    backends = args.backends or ["lexical"]

    items = halueval(args.data, args.limit)
    selection, report = split(items)
    cases = own_cases(CASES)
    agent_runs = agent_answers(args.agent_answers) if args.agent_answers else []
    args.out.mkdir(parents=True, exist_ok=True)
    results: dict[str, Any] = {"data": str(args.data), "answers": len(items), "seed": SEED}
    buckets: dict[str, list[Any]] = {}

    print(
        f"HaluEval QA: {len(selection)} answers to pick the threshold, {len(report)} to report on"
    )
    print(
        f"{'back-end':<10} {'t*':>5} {'BA@t*':>6} {'BA@def':>6} {'right kept':>10} "
        f"{'wrong caught':>12} {'ms/answer':>9}"
    )
    for name in backends:
        scorer = build(name, args)
        if scorer is None:
            continue
        sel_scores, sel_times = evaluate(scorer, selection)
        rep_scores, rep_times = evaluate(scorer, report)
        t, _ = best_threshold(sel_scores, [i.supported for i in selection])
        labels = [i.supported for i in report]
        at_t = rates(rep_scores, labels, t)
        at_default = rates(rep_scores, labels, DEFAULT_THRESHOLDS.supported)
        median = statistics.median(sel_times + rep_times)
        print(
            f"{name:<10} {t:>5.2f} {at_t['balanced_accuracy']:>6.1%} "
            f"{at_default['balanced_accuracy']:>6.1%} {at_t['right_kept']:>10.1%} "
            f"{at_t['wrong_caught']:>12.1%} {median:>9.3f}"
        )
        buckets[name] = reliability(rep_scores, labels)
        case_scores, _ = evaluate(scorer, cases)
        per_language: dict[str, Any] = {}
        for lang in sorted({c.language for c in cases}):
            idx = [k for k, c in enumerate(cases) if c.language == lang]
            s = [case_scores[k] for k in idx]
            y = [cases[k].supported for k in idx]
            per_language[lang] = {"cases": len(idx), **rates(s, y, DEFAULT_THRESHOLDS.supported)}
        print(
            "  own multilingual cases, BA at default: "
            + ", ".join(
                f"{k} {v['balanced_accuracy']:.0%} (n={v['cases']})"
                for k, v in per_language.items()
            )
        )
        if agent_runs:
            agent = agent_figures(scorer, agent_runs)
            results.setdefault("agent_answers", {})[name] = agent
            print(
                f"  agent answers emitted by the exact checks ({agent['emitted_clean']} clean, "
                f"{agent['emitted_hallucinated']} hallucinated; "
                f"{agent['answers_with_scored_claims']} with prose-aligned open claims): "
                f"clean held back {agent['clean_held_back_below_supported']:.0%} "
                f"(<{DEFAULT_THRESHOLDS.supported}) / "
                f"{agent['clean_held_back_below_unsupported']:.0%} "
                f"(<{DEFAULT_THRESHOLDS.unsupported}); hallucinated caught "
                f"{agent['hallucinated_caught_below_supported']:.0%} / "
                f"{agent['hallucinated_caught_below_unsupported']:.0%}"
            )
        results[name] = {
            "threshold_from_selection_half": t,
            "report_half_at_threshold": at_t,
            "report_half_at_default": at_default,
            "default_threshold": DEFAULT_THRESHOLDS.supported,
            "median_ms_per_answer": median,
            "reliability_report_half": [asdict(b) for b in buckets[name]],
            "own_cases_at_default": per_language,
        }
    if buckets:
        plot(buckets, args.out / "reliability.png")
    (args.out / "halueval.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {args.out / 'halueval.json'} and {args.out / 'reliability.png'}")


if __name__ == "__main__":
    main()
