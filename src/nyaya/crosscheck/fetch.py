"""`SafeFetcher`: fetch a cited URL under a `FetchPolicy`, one checked hop at a time.

Every hop (the cited URL and each redirect) passes the same gate before a request is
sent: scheme http(s), no credentials in the URL, an allowed port, the policy's
allow and deny lists, robots.txt, and the per-host rate limit; the transport
(`nyaya.crosscheck.net`) then refuses any address that is not public. Redirects,
bytes (after decompression), time (for the whole chain) and content types are
capped. Results that say something lasting (a page, a page that does not exist) are
kept in a `FetchCache`.
"""

from __future__ import annotations

import hashlib
import time
import urllib.robotparser
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Protocol, runtime_checkable

import httpx

from nyaya.crosscheck.cache import FetchCache, MemoryCache
from nyaya.crosscheck.config import FetchPolicy
from nyaya.crosscheck.net import Dialer, FetchRefused, GuardedTransport, HostNotFound, Resolver
from nyaya.crosscheck.pages import read_page
from nyaya.crosscheck.results import FetchOutcome, FetchResult

__all__ = ["Fetcher", "SafeFetcher"]

_REDIRECTS = frozenset({301, 302, 303, 307, 308})


@runtime_checkable
class Fetcher(Protocol):
    """Anything that turns a URL into a `FetchResult` without raising."""

    def fetch(self, url: str) -> FetchResult: ...


class _Stop(Exception):
    """Ends a fetch early with an outcome."""

    def __init__(self, outcome: FetchOutcome, reason: str, detail: str, status: int | None = None):
        self.outcome = outcome
        self.reason = reason
        self.detail = detail
        self.status = status
        super().__init__(detail)


class SafeFetcher:
    """The real fetcher. ``resolver`` and ``dialer`` are the network (see `nyaya.crosscheck.net`);
    ``clock`` (monotonic seconds), ``sleep`` and ``wall`` (aware datetimes) are injected so
    that rate limits and cache ages can be tested without waiting."""

    def __init__(
        self,
        policy: FetchPolicy | None = None,
        *,
        resolver: Resolver | None = None,
        dialer: Dialer | None = None,
        cache: FetchCache | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
        wall: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self.policy = policy or FetchPolicy()
        self.cache: FetchCache = cache if cache is not None else MemoryCache()
        self._clock = clock
        self._sleep = sleep
        self._wall = wall
        self._client = httpx.Client(
            transport=GuardedTransport(resolver=resolver, dialer=dialer),
            follow_redirects=False,
            trust_env=False,  # never a proxy from the environment: it would resolve names itself
            headers={"User-Agent": self.policy.user_agent, "Accept-Encoding": "gzip, deflate"},
        )
        self._robots: dict[str, urllib.robotparser.RobotFileParser | bool] = {}
        self._next_at: dict[str, float] = {}
        self.requests = 0  # HTTP requests sent, robots.txt included

    def close(self) -> None:
        self._client.close()

    def __enter__(self) -> SafeFetcher:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def fetch(self, url: str) -> FetchResult:
        """Fetch ``url`` (or read it from the cache); never raises for what the page does."""
        cached = self.cache.get(url)
        if cached is not None:
            result, stored_at = cached
            if (self._wall() - stored_at).total_seconds() <= self.policy.cache_ttl_s:
                return result.model_copy(update={"from_cache": True, "elapsed_ms": 0.0})
        started = self._clock()
        chain: list[str] = []
        try:
            result = self._follow(url, chain, started)
        except _Stop as stop:
            result = FetchResult(
                url=url,
                outcome=stop.outcome,
                reason=stop.reason,
                status=stop.status,
                final_url=chain[-1] if chain else None,
                chain=tuple(chain),
                detail=stop.detail,
            )
        result = result.model_copy(
            update={
                "elapsed_ms": round((self._clock() - started) * 1000, 3),
                "fetched_at": self._wall().isoformat(),
            }
        )
        if result.outcome in ("ok", "missing"):
            self.cache.put(url, result, self._wall())
        return result

    def _follow(self, url: str, chain: list[str], started: float) -> FetchResult:
        current = url
        for _hop in range(self.policy.max_redirects + 1):
            target = self._gate(current)
            chain.append(str(target))
            self._await_turn(target.host)
            with self._request(target, started) as response:
                status = response.status_code
                if status in _REDIRECTS and "location" in response.headers:
                    try:
                        current = str(target.join(response.headers["location"]))
                    except httpx.InvalidURL as exc:
                        raise _Stop("refused", "bad_host", f"bad redirect: {exc}", status) from None
                    continue
                return self._read(url, target, response, chain, started)
        raise _Stop(
            "refused",
            "too_many_redirects",
            f"more than {self.policy.max_redirects} redirects",
        )

    def _gate(self, raw: str) -> httpx.URL:
        try:
            target = httpx.URL(raw)
        except (httpx.InvalidURL, TypeError) as exc:
            raise _Stop("refused", "bad_host", f"not a usable URL: {exc}") from None
        policy = self.policy
        if target.scheme not in ("http", "https"):
            raise _Stop("refused", "scheme", f"scheme {target.scheme!r} is never fetched")
        if target.userinfo:
            raise _Stop("refused", "userinfo", "a URL with credentials is never fetched")
        port = target.port or (443 if target.scheme == "https" else 80)
        if port not in policy.ports:
            raise _Stop("refused", "port", f"port {port} is not in the allowed ports")
        host = target.host
        if policy.host_listed(host, target.path, policy.deny):
            raise _Stop("refused", "denied_host", f"{host} is on the deny list")
        if policy.allow and not policy.host_listed(host, target.path, policy.allow):
            raise _Stop("refused", "not_allowed_host", f"{host} is not on the allow list")
        if policy.robots and not self._robots_allow(target):
            raise _Stop("disallowed", "robots", f"robots.txt of {host} disallows {target.path}")
        return target

    def _remaining(self, started: float) -> float:
        left = self.policy.timeout_s - (self._clock() - started)
        if left <= 0:
            raise _Stop("unavailable", "timeout", f"no answer within {self.policy.timeout_s}s")
        return left

    def _await_turn(self, host: str) -> None:
        now = self._clock()
        wait = self._next_at.get(host, now) - now
        if wait > 0:
            self._sleep(wait)
        interval = self.policy.min_interval_s
        robots = self._robots.get(host)
        if isinstance(robots, urllib.robotparser.RobotFileParser):
            delay = robots.crawl_delay(self.policy.user_agent)
            if delay is not None:
                interval = max(interval, float(delay))
        self._next_at[host] = self._clock() + interval

    def _request(self, target: httpx.URL, started: float) -> _Response:
        timeout = self._remaining(started)
        self.requests += 1
        try:
            response = self._client.send(
                self._client.build_request("GET", target, timeout=httpx.Timeout(timeout)),
                stream=True,
            )
        except FetchRefused as exc:
            raise _Stop("refused", exc.refusal.reason, exc.refusal.detail) from None
        except HostNotFound as exc:
            raise _Stop("missing", "host_not_found", str(exc)) from None
        except httpx.TimeoutException:
            raise _Stop("unavailable", "timeout", f"no answer within {timeout:.1f}s") from None
        except (httpx.HTTPError, OSError) as exc:
            raise _Stop(
                "unavailable", "connect_error", f"{type(exc).__name__}: {exc}"[:200]
            ) from None
        return _Response(response)

    def _read(
        self,
        url: str,
        target: httpx.URL,
        response: httpx.Response,
        chain: list[str],
        started: float,
    ) -> FetchResult:
        status = response.status_code
        if status in (404, 410):
            raise _Stop("missing", f"http_{status}", f"{target} answered {status}", status)
        if not 200 <= status < 300:
            raise _Stop("unavailable", f"http_{status}", f"{target} answered {status}", status)
        content_type = response.headers.get("content-type", "").split(";")[0].strip().lower()
        if content_type not in self.policy.content_types:
            raise _Stop(
                "unavailable",
                "content_type",
                f"{target} is {content_type or 'of no stated type'}, not a type read",
                status,
            )
        body = bytearray()
        truncated = False
        try:
            for chunk in response.iter_bytes():
                body += chunk
                if len(body) > self.policy.max_bytes:
                    del body[self.policy.max_bytes :]
                    truncated = True
                    break
                self._remaining(started)
        except httpx.TimeoutException:
            raise _Stop(
                "unavailable", "timeout", f"{target} was too slow to send", status
            ) from None
        except (httpx.HTTPError, OSError) as exc:
            raise _Stop("unavailable", "connect_error", f"{type(exc).__name__}", status) from None
        text = bytes(body).decode(response.charset_encoding or "utf-8", errors="replace")
        page = read_page(text, content_type)
        return FetchResult(
            url=url,
            outcome="ok",
            reason="ok",
            status=status,
            final_url=str(target),
            chain=tuple(chain),
            content_type=content_type,
            text=page.text,
            title=page.title,
            published=page.published,
            digest="sha256:" + hashlib.sha256(body).hexdigest(),
            size=len(body),
            truncated=truncated,
        )

    def _robots_allow(self, target: httpx.URL) -> bool:
        host = target.host
        rules = self._robots.get(host)
        if rules is None:
            rules = self._load_robots(target)
            self._robots[host] = rules
        if isinstance(rules, bool):
            return rules
        return rules.can_fetch(self.policy.user_agent, str(target))

    def _load_robots(self, target: httpx.URL) -> urllib.robotparser.RobotFileParser | bool:
        """RFC 9309: a 4xx robots.txt allows everything, a 5xx disallows everything."""
        robots_url = target.copy_with(path="/robots.txt", query=None, fragment=None)
        started = self._clock()
        self._await_turn(target.host)
        try:
            with self._request(robots_url, started) as response:
                status = response.status_code
                if 400 <= status < 500:
                    return True
                if status != 200:
                    return False
                raw = response.read()[: self.policy.max_bytes]
        except _Stop:
            # The host is refused, does not exist or cannot be reached: say that, not "robots".
            raise
        parser = urllib.robotparser.RobotFileParser()
        parser.parse(raw.decode("utf-8", errors="replace").splitlines())
        return parser


class _Response:
    """Closes a streamed response when the block ends."""

    def __init__(self, response: httpx.Response) -> None:
        self.response = response

    def __enter__(self) -> httpx.Response:
        return self.response

    def __exit__(self, *exc: object) -> None:
        self.response.close()
