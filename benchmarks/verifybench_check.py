"""Detection and false-positive rate of `nyaya.check` on generated NyayaVerifyBench scenarios.

Uses the bench generator (`nyaya_bench.generator.generate`, another module's work) for
one seed; a scenario is *detected* when the report has a hallucination finding (any
type but ``unsupported_claim``) and *type-correct* when one has the scenario's label.
Clean controls with such a finding are false positives.

    python benchmarks/verifybench_check.py [--seed 2] [--per-type 50] [--controls 150] [--show TYPE]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from typing import Any

from nyaya.engine import check
from nyaya.formats import load_run
from nyaya_bench.generator import generate

_NOT_DETECTIONS = ("unsupported_claim",)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--per-type", type=int, default=50)
    parser.add_argument("--controls", type=int, default=150)
    parser.add_argument("--show", default=None, help="print misses of this label (or 'clean')")
    args = parser.parse_args(argv)
    scenarios = generate(args.seed, per_type=args.per_type, controls=args.controls)
    hits: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0])
    confusions: Counter[tuple[str, str]] = Counter()
    for s in scenarios:
        report = check(load_run(s["run"]))
        found = {f.type for f in report.findings if f.type not in _NOT_DETECTIONS}
        label, lang = s["label"], s["language"]
        row = hits[(label, lang)]
        row[0] += 1
        row[1] += bool(found)
        row[2] += label in found
        for t in found:
            confusions[(label, t)] += 1
        miss = (label == "clean" and found) or (label != "clean" and label not in found)
        if args.show == label and miss:
            _show(s, report)
    _table(hits)
    return 0


def _show(s: dict[str, Any], report: Any) -> None:
    print(f"--- {s['id']} [{s['language']}] {s['label']} ({s['domain']}, {s['variant']})")
    print(f"    answer: {s['answer_body'][:300]!r}")
    print(f"    injected: {s.get('injected_span')}")
    for f in report.findings:
        print(f"    {f.type}: {f.message[:160]}")
    for c in report.claims:
        print(f"    [{c.status}] {c.text[:100]!r}")


def _table(hits: dict[tuple[str, str], list[int]]) -> None:
    labels = sorted({k[0] for k in hits}, key=lambda x: (x == "clean", x))
    langs = sorted({k[1] for k in hits})
    print(f"{'label':<22}" + "".join(f"{lang:>14}" for lang in langs) + f"{'all':>14}")
    for label in labels:
        cells = []
        tot = [0, 0, 0]
        for lang in langs:
            n, any_, typed = hits[(label, lang)]
            tot = [tot[0] + n, tot[1] + any_, tot[2] + typed]
            cells.append(_cell(label, n, any_, typed))
        cells.append(_cell(label, *tot))
        print(f"{label:<22}" + "".join(f"{c:>14}" for c in cells))
    bad = [v for (label, _), v in hits.items() if label != "clean"]
    n = sum(v[0] for v in bad)
    per_lang = {
        lang: sum(v[2] for (label, lg), v in hits.items() if lg == lang and label != "clean")
        / max(1, sum(v[0] for (label, lg), v in hits.items() if lg == lang and label != "clean"))
        for lang in langs
    }
    print(
        f"overall type-correct detection {100 * sum(v[2] for v in bad) / max(n, 1):.1f}% "
        f"(any finding {100 * sum(v[1] for v in bad) / max(n, 1):.1f}%); per language "
        + ", ".join(f"{lang} {100 * r:.1f}%" for lang, r in per_lang.items())
        + f"; spread {100 * (max(per_lang.values()) - min(per_lang.values())):.1f} points"
    )
    print("(hallucination rows: type-correct % / any-finding %; clean row: false-positive %)")


def _cell(label: str, n: int, any_: int, typed: int) -> str:
    if not n:
        return "-"
    if label == "clean":
        return f"{100 * any_ / n:.1f}%"
    return f"{100 * typed / n:.0f}/{100 * any_ / n:.0f}%"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
