"""Every pattern a check sends to `regex_cache` has the same source in every process.

A source built from a set in its iteration order changes with the string hash seed: such a
pattern is a miss in each new process, compiled again, and written as one more file at exit,
until the cache is full and no other pattern is kept.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

_SOURCES = """
import json, sys
from nyaya.claims import regex_cache
seen = set()
compile_ = regex_cache.compile
def recording(source, flags=0):
    seen.add((source, int(flags)))
    return compile_(source, flags)
regex_cache.compile = recording
import nyaya
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as f:
        nyaya.check(json.load(f))
print(json.dumps(sorted(seen)))
"""


def _sources(seed: str) -> list[list[object]]:
    env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT / "src")}
    runs = sorted(str(p) for p in (ROOT / "examples").glob("*_run.json"))
    assert runs
    done = subprocess.run(
        [sys.executable, "-c", _SOURCES, *runs],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    found: list[list[object]] = json.loads(done.stdout)
    return found


@pytest.mark.slow
def test_pattern_sources_do_not_depend_on_the_hash_seed() -> None:
    first, second = _sources("1"), _sources("2")
    assert len(first) > 100
    assert first == second, sorted(
        str(s)[:120] for s in {tuple(x) for x in first} ^ {tuple(x) for x in second}
    )
