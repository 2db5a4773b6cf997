"""Added latency per cited URL on loopback, over the labelled citation set.

For every claim of tests/assets/crosscheck/citations.json (each pass with an empty page
cache per claim, so every URL is really fetched) the script times
`nyaya.crosscheck` with the URL strategy and without it (same answer, same fetcher
kind), on a real HTTP server on loopback (`LocalWeb`), and reports the median and p90
of the difference per URL: the guard, DNS hook, HTTP, page parsing and scoring that a
cross-check adds. A second pass reads every page from the cache (a re-audit).

    python benchmarks/bench_crosscheck.py [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from datetime import UTC, datetime
from pathlib import Path

from nyaya.crosscheck import CrosscheckConfig, FetchPolicy, MemoryCache, SafeFetcher, crosscheck
from nyaya.crosscheck.testing import LocalWeb

ASSET = Path(__file__).resolve().parents[1] / "tests" / "assets" / "crosscheck" / "citations.json"
NOW = datetime(2024, 12, 1, tzinfo=UTC)
WITH = CrosscheckConfig(strategies=("urls", "replay", "temporal"))
WITHOUT = CrosscheckConfig(strategies=("replay", "temporal"))


def _added(answer: str, fetcher: SafeFetcher, *, fresh: bool) -> float:
    """Milliseconds the URL strategy adds to a cross-check of ``answer`` (``fresh``: with an
    empty page cache, so the URL is fetched; robots.txt stays known per host)."""
    if fresh:
        fetcher.cache = MemoryCache()
    start = time.perf_counter()
    crosscheck(answer, config=WITHOUT, now=NOW)
    middle = time.perf_counter()
    crosscheck(answer, config=WITH, fetcher=fetcher, now=NOW)
    end = time.perf_counter()
    return ((end - middle) - (middle - start)) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    data = json.loads(ASSET.read_text(encoding="utf-8"))
    claims = data["claims"]
    cold: list[float] = []
    cached: list[float] = []
    with LocalWeb() as web:
        web.articles(data["pages"], data["redirects"], data["statuses"])
        crosscheck("warm up: 3 × 4 = 12.", config=WITHOUT)
        for _ in range(args.repeat):
            # A fresh fetcher each pass: every URL (and robots.txt) is fetched again.
            with SafeFetcher(FetchPolicy(min_interval_s=0), resolver=web, dialer=web) as f:
                cold += [_added(item["answer"], f, fresh=True) for item in claims]
                cached += [_added(item["answer"], f, fresh=False) for item in claims]
    summary = {
        "urls_timed": len(cold),
        "added_ms_per_url_median": round(statistics.median(cold), 2),
        "added_ms_per_url_p90": round(statistics.quantiles(cold, n=10)[-1], 2),
        "added_ms_per_url_cached_median": round(statistics.median(cached), 2),
        "note": "loopback HTTP server; every URL fetched (page cache emptied per claim); "
        "robots.txt fetched once per host per pass; cached = the same URLs from the cache",
    }
    print(json.dumps(summary, indent=1))
    out = Path(__file__).resolve().parent / "results" / "crosscheck.json"
    out.write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
