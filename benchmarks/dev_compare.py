"""Compare two records of `benchmarks/dev_record.py`: per set, then every run that moved.

    python benchmarks/dev_compare.py BEFORE.jsonl AFTER.jsonl

Per set: clean emitted / hallucinated withheld / type named, before and after. Then each run
whose outcome changed: BETTER (a correct answer now emitted, or a hallucinated one now
withheld), WORSE (the reverse), ``type+`` / ``type-`` (its own type now named, or no longer),
``same`` (another action, the same outcome), with the reasons of its findings after.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from typing import Any

Record = dict[str, Any]


def load(path: str) -> dict[tuple[str, str], Record]:
    out = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            r = json.loads(line)
            out[(r["set"], r["id"])] = r
    return out


def figures(records: dict[tuple[str, str], Record]) -> dict[str, list[int]]:
    """Per set: clean runs, emitted, hallucinated runs, withheld, type named."""
    sets: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0, 0])
    for r in records.values():
        s = sets[r["set"]]
        if r["label"] == "clean":
            s[0] += 1
            s[1] += r["action"] == "emit"
        else:
            s[2] += 1
            s[3] += r["action"] != "emit"
            s[4] += r["label"] in {f[0] for f in r["f"]}
    return sets


def _share(a: int, b: int) -> str:
    return f"{100 * a / b:5.1f}" if b else "  -  "


def _fmt(s: list[int]) -> str:
    return f"{_share(s[1], s[0])}/{_share(s[3], s[2])}/{_share(s[4], s[2])}"


def _good(r: Record) -> bool:
    return (r["action"] == "emit") == (r["label"] == "clean")


def main(argv: list[str]) -> int:
    before, after = load(argv[0]), load(argv[1])
    fa, fb = figures(before), figures(after)
    for name in sorted(set(fa) | set(fb)):
        print(f"{name:8s} {_fmt(fa[name])}  ->  {_fmt(fb[name])}")
    for key in sorted(set(before) & set(after)):
        a, b = before[key], after[key]
        typed_a = a["label"] in {f[0] for f in a["f"]}
        typed_b = b["label"] in {f[0] for f in b["f"]}
        if _good(a) == _good(b) and typed_a == typed_b and a["action"] == b["action"]:
            continue
        if _good(a) != _good(b):
            tag = "BETTER" if _good(b) else "WORSE"
        elif typed_a != typed_b:
            tag = "type+" if typed_b else "type-"
        else:
            tag = "same"
        reasons = [f[1] for f in b["f"]][:4]
        moved = f"{a['action']}->{b['action']}"
        print(f"{tag:6s} {key[0]:8s} {key[1]:20s} {a['label']:20s} {moved} {reasons}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
