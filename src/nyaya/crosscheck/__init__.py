"""Deep-agent cross-checks: verify an answer that came with no receipts.

Start with `crosscheck` (``nyaya.crosscheck(answer, ...)``); it returns the same
`HallucinationReport` as `nyaya.check`, with evidence marked ``crosscheck``.

- `SafeFetcher` re-fetches cited URLs, SSRF-safe by construction (`net`,
  `addresses`), under a `FetchPolicy`, with robots.txt, rate limits and a cache
  (`MemoryCache`, `SQLiteCache`);
- `ReplayRegistry` declares tools deterministic for replay;
- `Corroborator` / `Observation` are the plug-in interface of independent sources;
- `CrosscheckConfig` is the ``[crosscheck]`` TOML table;
- `nyaya.crosscheck.testing.LocalWeb` is a loopback web for tests and benchmarks.
"""

from __future__ import annotations

from nyaya.crosscheck._support import LexicalSupport as LexicalSupport
from nyaya.crosscheck.cache import FetchCache as FetchCache
from nyaya.crosscheck.cache import MemoryCache as MemoryCache
from nyaya.crosscheck.cache import SQLiteCache as SQLiteCache
from nyaya.crosscheck.config import CrosscheckConfig as CrosscheckConfig
from nyaya.crosscheck.config import FetchPolicy as FetchPolicy
from nyaya.crosscheck.core import crosscheck as crosscheck
from nyaya.crosscheck.corroborate import Corroborator as Corroborator
from nyaya.crosscheck.corroborate import Observation as Observation
from nyaya.crosscheck.fetch import Fetcher as Fetcher
from nyaya.crosscheck.fetch import SafeFetcher as SafeFetcher
from nyaya.crosscheck.net import FetchRefused as FetchRefused
from nyaya.crosscheck.net import HostNotFound as HostNotFound
from nyaya.crosscheck.replay import ReplayRegistry as ReplayRegistry
from nyaya.crosscheck.results import FetchResult as FetchResult

__all__ = [
    "Corroborator",
    "CrosscheckConfig",
    "FetchCache",
    "FetchPolicy",
    "FetchRefused",
    "FetchResult",
    "Fetcher",
    "HostNotFound",
    "LexicalSupport",
    "MemoryCache",
    "Observation",
    "ReplayRegistry",
    "SQLiteCache",
    "SafeFetcher",
    "crosscheck",
]
