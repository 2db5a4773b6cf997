"""The SSRF suite: every way of pointing the fetcher inward is refused before a socket opens.

A canary TCP server listens on 127.0.0.1 and counts connections. The fetcher runs with
the fixture's resolver and a dialer that dials any non-fixture address *for real*
(``fallthrough=True``), and its ports include the canary's: so if the guard let an
inward address through, the canary would see the connection. Each case asserts the
refusal reason and that the canary saw nothing.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator

import pytest

from nyaya.crosscheck import FetchPolicy, SafeFetcher
from nyaya.crosscheck.testing import LocalWeb


class Canary:
    def __init__(self) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.sock.settimeout(0.2)
        self.port = self.sock.getsockname()[1]
        self.connections = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    def _accept(self) -> None:
        while not self._stop.is_set():
            try:
                conn, _ = self.sock.accept()
            except OSError:
                continue
            self.connections += 1
            conn.close()

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=2)
        self.sock.close()


@pytest.fixture(scope="module")
def canary() -> Iterator[Canary]:
    c = Canary()
    yield c
    c.close()


@pytest.fixture(scope="module")
def web(canary: Canary) -> Iterator[LocalWeb]:
    with LocalWeb(fallthrough=True) as w:
        p = canary.port
        w.page("http://public.example/ok", "<p>fine</p>")
        inward = {
            "rebind.example": ["127.0.0.1"],
            "private10.example": ["10.1.2.3"],
            "private192.example": ["192.168.1.1"],
            "private172.example": ["172.16.5.4"],
            "linklocal.example": ["169.254.10.10"],
            "metadata-alias.example": ["169.254.169.254"],
            "cgnat.example": ["100.64.0.7"],
            "v6loop.example": ["::1"],
            "v6mapped.example": ["::ffff:127.0.0.1"],
            "v6ula.example": ["fd12:3456::1"],
            "mixed.example": ["8.8.8.8", "127.0.0.1"],  # one inward answer is enough
            "zero.example": ["0.0.0.0"],
            "multicast.example": ["239.1.1.1"],
        }
        for name, addresses in inward.items():
            w.point(name, *addresses)
        # Redirect chains that end inside, after one or more public hops.
        w.redirect("http://public.example/to-loopback", f"http://127.0.0.1:{p}/")
        w.redirect("http://public.example/to-metadata", "http://169.254.169.254/latest/meta-data/")
        w.redirect("http://public.example/hop1", "http://public.example/hop2")
        w.redirect("http://public.example/hop2", f"http://rebind.example:{p}/")
        w.redirect("http://public.example/to-decimal", f"http://2130706433:{p}/")
        w.redirect("http://public.example/to-v6", f"http://[::ffff:7f00:1]:{p}/")
        w.redirect("http://public.example/to-file", "file:///etc/passwd")
        w.redirect("http://public.example/to-gopher", "gopher://127.0.0.1:70/")
        w.redirect("http://public.example/to-localhost", f"http://localhost:{p}/")
        w.redirect("http://public.example/loop", "http://public.example/loop")
        w.redirect("http://public.example/307-private", f"http://10.0.0.1:{p}/", status=307)
        yield w


def _case(port: int) -> list[tuple[str, str, str]]:
    p = port
    return [
        ("loopback literal", f"http://127.0.0.1:{p}/", "loopback"),
        ("loopback other in /8", f"http://127.9.8.7:{p}/", "loopback"),
        ("short form 127.1", f"http://127.1:{p}/", "loopback"),
        ("decimal dword", f"http://2130706433:{p}/", "loopback"),
        ("hex dword", f"http://0x7f000001:{p}/", "loopback"),
        ("hex dotted", f"http://0x7f.0x0.0x0.0x1:{p}/", "loopback"),
        # httpx already rejects this spelling; the guard reads it as 127.0.0.1 as well
        # (see test_crosscheck_addresses.py).
        ("octal dotted", f"http://0177.0.0.01:{p}/", "bad_host"),
        ("mixed radix", f"http://0x7f.1:{p}/", "loopback"),
        ("trailing dot", f"http://127.0.0.1.:{p}/", "loopback"),
        ("ipv6 loopback", f"http://[::1]:{p}/", "loopback"),
        ("ipv4-mapped ipv6", f"http://[::ffff:127.0.0.1]:{p}/", "loopback"),
        ("ipv4-mapped hex", f"http://[::ffff:7f00:1]:{p}/", "loopback"),
        ("ipv4-compatible ipv6", f"http://[::127.0.0.1]:{p}/", "loopback"),
        ("nat64 of loopback", f"http://[64:ff9b::7f00:1]:{p}/", "loopback"),
        ("6to4 of private", f"http://[2002:a00:1::1]:{p}/", "private"),
        ("teredo of private", f"http://[2001:0:4136:e378:8000:63bf:f5ff:fffe]:{p}/", "private"),
        ("unspecified v4", f"http://0.0.0.0:{p}/", "unspecified"),
        ("zero shorthand", f"http://0:{p}/", "unspecified"),
        ("unspecified v6", f"http://[::]:{p}/", "unspecified"),
        ("private 10/8", f"http://10.0.0.1:{p}/", "private"),
        ("private 172.16/12", f"http://172.31.255.1:{p}/", "private"),
        ("private 192.168/16", f"http://192.168.0.1:{p}/", "private"),
        ("link-local", f"http://169.254.1.1:{p}/", "link_local"),
        ("aws metadata", f"http://169.254.169.254:{p}/latest/meta-data/", "metadata"),
        ("ecs metadata", f"http://169.254.170.2:{p}/v2/credentials", "metadata"),
        ("alibaba metadata", f"http://100.100.100.200:{p}/", "metadata"),
        ("aws metadata v6", f"http://[fd00:ec2::254]:{p}/", "metadata"),
        ("metadata in decimal", f"http://2852039166:{p}/", "metadata"),
        ("cgnat", f"http://100.64.1.1:{p}/", "cgnat"),
        ("multicast v4", f"http://224.0.0.1:{p}/", "multicast"),
        ("multicast v6", f"http://[ff02::1]:{p}/", "multicast"),
        ("broadcast", f"http://255.255.255.255:{p}/", "broadcast"),
        ("ula v6", f"http://[fc00::1]:{p}/", "private"),
        ("link-local v6 with zone", f"http://[fe80::1%25lo]:{p}/", "link_local"),
        ("benchmarking range", f"http://198.18.0.1:{p}/", "benchmarking"),
        ("documentation range", f"http://192.0.2.10:{p}/", "documentation"),
        ("reserved class e", f"http://240.0.0.1:{p}/", "reserved"),
        ("localhost name", f"http://localhost:{p}/", "local_name"),
        ("localhost subdomain", f"http://api.localhost:{p}/", "local_name"),
        ("gcp metadata name", "http://metadata.google.internal/computeMetadata/v1/", "local_name"),
        ("single-label name", f"http://metadata:{p}/", "local_name"),
        ("mdns name", f"http://printer.local:{p}/", "local_name"),
        ("dns answer loopback", f"http://rebind.example:{p}/", "loopback"),
        ("dns answer private 10", f"http://private10.example:{p}/", "private"),
        ("dns answer private 192", f"http://private192.example:{p}/", "private"),
        ("dns answer private 172", f"http://private172.example:{p}/", "private"),
        ("dns answer link-local", f"http://linklocal.example:{p}/", "link_local"),
        ("dns answer metadata", f"http://metadata-alias.example:{p}/", "metadata"),
        ("dns answer cgnat", f"http://cgnat.example:{p}/", "cgnat"),
        ("dns answer v6 loopback", f"http://v6loop.example:{p}/", "loopback"),
        ("dns answer v6 mapped", f"http://v6mapped.example:{p}/", "loopback"),
        ("dns answer v6 ula", f"http://v6ula.example:{p}/", "private"),
        ("dns answer mixed", f"http://mixed.example:{p}/", "loopback"),
        ("dns answer zero", f"http://zero.example:{p}/", "unspecified"),
        ("dns answer multicast", f"http://multicast.example:{p}/", "multicast"),
        ("redirect to loopback", "http://public.example/to-loopback", "loopback"),
        ("redirect to metadata", "http://public.example/to-metadata", "metadata"),
        ("redirect chain to rebinding name", "http://public.example/hop1", "loopback"),
        ("redirect to decimal spelling", "http://public.example/to-decimal", "loopback"),
        ("redirect to mapped v6", "http://public.example/to-v6", "loopback"),
        ("redirect to file scheme", "http://public.example/to-file", "scheme"),
        ("redirect to gopher", "http://public.example/to-gopher", "scheme"),
        ("redirect to localhost", "http://public.example/to-localhost", "local_name"),
        ("307 redirect to private", "http://public.example/307-private", "private"),
        ("redirect loop", "http://public.example/loop", "too_many_redirects"),
        ("credentials in url", f"http://public.example@127.0.0.1:{p}/", "userinfo"),
        ("file scheme", "file:///etc/passwd", "scheme"),
        ("port not allowed", "http://public.example:22/ok", "port"),
    ]


CASES = _case(0)  # for the ids; the port is filled in per test


@pytest.fixture(scope="module")
def fetcher(web: LocalWeb, canary: Canary) -> Iterator[SafeFetcher]:
    policy = FetchPolicy(ports=(80, 443, canary.port), min_interval_s=0, robots=False)
    with SafeFetcher(policy, resolver=web, dialer=web) as f:
        yield f


@pytest.mark.parametrize("index", range(len(CASES)), ids=[c[0] for c in CASES])
def test_inward_url_is_refused_before_any_connection(
    index: int, fetcher: SafeFetcher, canary: Canary
) -> None:
    name, url, reason = _case(canary.port)[index]
    before = canary.connections
    result = fetcher.fetch(url)
    assert result.outcome == "refused", (name, result)
    assert result.reason == reason, (name, result.detail)
    assert canary.connections == before, f"{name}: the canary saw a connection"


def test_suite_has_at_least_forty_cases() -> None:
    assert len(CASES) >= 40


def test_public_page_passes_the_same_guard(web: LocalWeb, canary: Canary) -> None:
    policy = FetchPolicy(ports=(80, 443, canary.port), min_interval_s=0, robots=False)
    with SafeFetcher(policy, resolver=web, dialer=web) as fetcher:
        result = fetcher.fetch("http://public.example/ok")
    assert result.outcome == "ok"
    assert result.text == "fine"


def test_the_canary_does_count_connections(canary: Canary) -> None:
    """The suite's assertions mean something: a real connection to the canary is seen."""
    before = canary.connections
    socket.create_connection(("127.0.0.1", canary.port), timeout=2).close()
    for _ in range(50):
        if canary.connections > before:
            break
        threading.Event().wait(0.02)
    assert canary.connections == before + 1
