"""The bounded caches forget the least recently used entry first."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from nyaya._lru import LRU
from nyaya.crosscheck.cache import MemoryCache
from nyaya.crosscheck.results import FetchResult
from nyaya.errors import BadInput


def test_the_least_recently_used_goes_first() -> None:
    cache: LRU[str, int] = LRU(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1  # a is now the most recent
    cache.put("c", 3)
    assert cache.get("b") is None and cache.get("a") == 1 and cache.get("c") == 3
    assert len(cache) == 2


def test_a_cache_holds_something() -> None:
    with pytest.raises(BadInput):
        LRU(0)


def test_the_fetch_cache_is_bounded() -> None:
    cache = MemoryCache(maxsize=3)
    now = datetime(2026, 1, 1, tzinfo=UTC)
    for i in range(10):
        url = f"https://example.org/{i}"
        cache.put(url, FetchResult(url=url, outcome="missing", reason="not_found"), now)
    assert len(cache) == 3
    assert cache.get("https://example.org/9") is not None
    assert cache.get("https://example.org/0") is None
