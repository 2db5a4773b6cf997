"""SafeFetcher limits against a real loopback server: bytes, time, types, robots, rate, cache."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from nyaya.crosscheck import FetchPolicy, MemoryCache, SafeFetcher, SQLiteCache
from nyaya.crosscheck.testing import LocalWeb


@pytest.fixture()
def web() -> Iterator[LocalWeb]:
    with LocalWeb() as w:
        w.page("http://site.example/page", "<html><body><p>Hello there.</p></body></html>")
        w.page("http://site.example/big", "x" * 50_000, content_type="text/plain")
        w.page("http://site.example/slow", "late", content_type="text/plain", delay_s=1.5)
        w.page("http://site.example/pdf", b"%PDF-1.4", content_type="application/pdf")
        w.page("http://site.example/oops", "error", status=503)
        w.page("http://site.example/private", "no", status=403)
        w.page("http://site.example/gone", "gone", status=410)
        w.page("http://blocked.example/robots.txt", "User-agent: *\nDisallow: /secret\n",
               content_type="text/plain")  # fmt: skip
        w.page("http://blocked.example/secret/a", "<p>hidden</p>")
        w.page("http://blocked.example/open", "<p>open</p>")
        w.page("http://down.example/robots.txt", "busy", status=500)
        w.page("http://down.example/a", "<p>a</p>")
        yield w


_OPEN: list[SafeFetcher] = []


@pytest.fixture(autouse=True)
def _close_fetchers() -> Iterator[None]:
    yield
    while _OPEN:
        _OPEN.pop().close()


def _track(fetcher: SafeFetcher) -> SafeFetcher:
    _OPEN.append(fetcher)
    return fetcher


def _fetcher(web: LocalWeb, **policy: object) -> SafeFetcher:
    options: dict[str, object] = {"min_interval_s": 0}
    options.update(policy)
    return _track(SafeFetcher(FetchPolicy.model_validate(options), resolver=web, dialer=web))


def test_a_page_is_read_as_text(web: LocalWeb) -> None:
    result = _fetcher(web).fetch("http://site.example/page")
    assert (result.outcome, result.status, result.text) == ("ok", 200, "Hello there.")
    assert result.digest is not None and result.digest.startswith("sha256:")


def test_bytes_are_capped(web: LocalWeb) -> None:
    result = _fetcher(web, max_bytes=1000).fetch("http://site.example/big")
    assert result.outcome == "ok" and result.truncated and result.size == 1000


def test_time_is_capped(web: LocalWeb) -> None:
    result = _fetcher(web, timeout_s=0.3).fetch("http://site.example/slow")
    assert (result.outcome, result.reason) == ("unavailable", "timeout")


def test_types_not_read_are_not_read(web: LocalWeb) -> None:
    result = _fetcher(web).fetch("http://site.example/pdf")
    assert (result.outcome, result.reason) == ("unavailable", "content_type")


@pytest.mark.parametrize(
    ("path", "outcome", "reason"),
    [
        ("/oops", "unavailable", "http_503"),
        ("/private", "unavailable", "http_403"),
        ("/gone", "missing", "http_410"),
        ("/nothing-here", "missing", "http_404"),
    ],
)
def test_http_errors(web: LocalWeb, path: str, outcome: str, reason: str) -> None:
    result = _fetcher(web).fetch(f"http://site.example{path}")
    assert (result.outcome, result.reason) == (outcome, reason)


def test_unknown_host_is_missing(web: LocalWeb) -> None:
    result = _fetcher(web).fetch("http://no-such-site.example/a")
    assert (result.outcome, result.reason) == ("missing", "host_not_found")


def test_robots_disallow_is_respected(web: LocalWeb) -> None:
    fetcher = _fetcher(web)
    assert fetcher.fetch("http://blocked.example/secret/a").outcome == "disallowed"
    assert fetcher.fetch("http://blocked.example/open").outcome == "ok"
    assert ("blocked.example", "/secret/a") not in web.requests


def test_robots_server_error_disallows_everything(web: LocalWeb) -> None:
    result = _fetcher(web).fetch("http://down.example/a")
    assert (result.outcome, result.reason) == ("disallowed", "robots")


def test_allow_and_deny_lists(web: LocalWeb) -> None:
    only = _fetcher(web, allow=["other.example"])
    assert only.fetch("http://site.example/page").reason == "not_allowed_host"
    deny = _fetcher(web, deny=["site.example/page"])
    assert deny.fetch("http://site.example/page").reason == "denied_host"
    assert deny.fetch("http://site.example/big").outcome == "ok"


def test_rate_limit_waits_between_requests_to_a_host(web: LocalWeb) -> None:
    clock = [0.0]
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        clock[0] += seconds

    fetcher = _track(
        SafeFetcher(
            FetchPolicy(min_interval_s=2.0),
            resolver=web,
            dialer=web,
            clock=lambda: clock[0],
            sleep=sleep,
        )
    )
    fetcher.fetch("http://site.example/page")  # robots.txt, then the page: one wait
    fetcher.fetch("http://site.example/big")  # another wait
    assert slept == [2.0, 2.0]


def test_cache_answers_a_re_audit_without_fetching(web: LocalWeb, tmp_path: Path) -> None:
    path = tmp_path / "cache.sqlite"
    first = _fetcher(web)
    first.cache = SQLiteCache(path)
    assert first.fetch("http://site.example/page").from_cache is False
    assert first.fetch("http://site.example/nothing-here").outcome == "missing"
    seen = len(web.requests)
    cache = SQLiteCache(path)
    again = _track(
        SafeFetcher(FetchPolicy(min_interval_s=0), resolver=web, dialer=web, cache=cache)
    )
    hit = again.fetch("http://site.example/page")
    assert hit.from_cache and hit.text == "Hello there."
    assert again.fetch("http://site.example/nothing-here").from_cache
    assert len(web.requests) == seen
    cache.close()
    first.cache.close()  # type: ignore[attr-defined]


def test_cache_entries_expire(web: LocalWeb) -> None:
    now = [datetime(2024, 1, 1, tzinfo=UTC)]
    fetcher = _track(
        SafeFetcher(
            FetchPolicy(min_interval_s=0, cache_ttl_s=60),
            resolver=web,
            dialer=web,
            cache=MemoryCache(),
            wall=lambda: now[0],
        )
    )
    fetcher.fetch("http://site.example/page")
    now[0] += timedelta(seconds=61)
    assert fetcher.fetch("http://site.example/page").from_cache is False


def test_failures_are_not_cached(web: LocalWeb) -> None:
    fetcher = _fetcher(web)
    fetcher.fetch("http://site.example/oops")
    assert fetcher.fetch("http://site.example/oops").from_cache is False
