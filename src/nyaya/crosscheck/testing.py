"""`LocalWeb`: a real HTTP server on loopback that plays any number of public web sites.

For tests and benchmarks of URL cross-checks without the internet. Each site name
gets a public-looking address from `LocalWeb.resolve` (the resolver hook), and
`LocalWeb.connect` (the dialer hook) routes exactly those addresses to one
``ThreadingHTTPServer`` on 127.0.0.1, which serves pages by ``Host`` header and path.
The guard in between is the production one: it sees public addresses for the sites
and whatever a test points other names at (``web.point("evil.test", "127.0.0.1")``).

With ``fallthrough=True`` any other address is dialled for real, so a test can prove
that an inward address is refused by the guard, not by the fixture (point the name at
a listening canary and assert it saw no connection).
"""

from __future__ import annotations

import html
import ipaddress
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit

import httpcore

from nyaya.crosscheck.net import HostNotFound

__all__ = ["LocalWeb", "Page"]

_FIRST_ADDRESS = int(ipaddress.IPv4Address("100.128.0.1"))  # just past CGNAT: global unicast


@dataclass
class Page:
    """What the fixture answers for one URL."""

    body: bytes = b""
    status: int = 200
    content_type: str = "text/html; charset=utf-8"
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a client that hangs up (a capped or refused fetch) is not an error here


class LocalWeb:
    """A loopback web of named sites; use as a context manager (starts and stops the server)."""

    def __init__(self, *, fallthrough: bool = False) -> None:
        self.pages: dict[tuple[str, str], Page] = {}
        self.names: dict[str, list[str]] = {}
        self.requests: list[tuple[str, str]] = []
        self.dialled: list[tuple[str, int]] = []
        self._fallthrough = fallthrough
        self._next = _FIRST_ADDRESS
        self._routes: set[str] = set()
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self._system = httpcore.SyncBackend()

    # -- content ---------------------------------------------------------------

    def page(self, url: str, body: str | bytes, **kwargs: Any) -> None:
        """Serve ``body`` at ``url`` (status, content_type, headers, delay_s as in `Page`)."""
        host, path = self._site(url)
        data = body.encode("utf-8") if isinstance(body, str) else body
        self.pages[(host, path)] = Page(data, **kwargs)

    def redirect(self, url: str, location: str, status: int = 302) -> None:
        """Answer ``url`` with a redirect to ``location``."""
        host, path = self._site(url)
        self.pages[(host, path)] = Page(b"", status=status, headers={"Location": location})

    def articles(
        self,
        pages: dict[str, dict[str, Any]],
        redirects: dict[str, str] | None = None,
        statuses: dict[str, int] | None = None,
    ) -> None:
        """Serve news-style pages (``{url: {"published": ISO, "paragraphs": [...]}}``) with a
        navigation bar and a script around the article, plus redirects and error statuses."""
        for url, page in pages.items():
            paragraphs = "".join(f"<p>{html.escape(p)}</p>" for p in page["paragraphs"])
            self.page(
                url,
                "<!doctype html><html><head><title>"
                + html.escape(url)
                + '</title><meta property="article:published_time" content="'
                + html.escape(str(page.get("published", "")))
                + '"></head><body><nav>Home | World | Business</nav><article>'
                + paragraphs
                + "</article><script>var tracking = 1;</script></body></html>",
            )
        for url, location in (redirects or {}).items():
            self.redirect(url, location)
        for url, status in (statuses or {}).items():
            self.page(url, f"<h1>{status}</h1>", status=status)

    def point(self, name: str, *addresses: str) -> None:
        """Make ``name`` resolve to ``addresses`` (e.g. inward ones, for SSRF tests)."""
        self.names[name.lower()] = list(addresses)

    def _site(self, url: str) -> tuple[str, str]:
        parts = urlsplit(url)
        host = (parts.hostname or "").lower()
        if host not in self.names:
            address = str(ipaddress.IPv4Address(self._next))
            self._next += 1
            self.names[host] = [address]
            self._routes.add(address)
        path = parts.path or "/"
        return host, path + (f"?{parts.query}" if parts.query else "")

    # -- network hooks -----------------------------------------------------------

    def resolve(self, host: str, port: int) -> list[str]:
        """The resolver hook: the fixture's names only; anything else does not exist."""
        found = self.names.get(host.lower().rstrip("."))
        if found is None:
            raise HostNotFound(host)
        return list(found)

    def connect(self, address: str, port: int, timeout: float | None) -> httpcore.NetworkStream:
        """The dialer hook: fixture addresses go to the loopback server."""
        with self._lock:
            self.dialled.append((address, port))
        if address in self._routes:
            return self._system.connect_tcp("127.0.0.1", self.port, timeout=timeout)
        if self._fallthrough:
            return self._system.connect_tcp(address, port, timeout=timeout)
        raise httpcore.ConnectError(f"the fixture has no route to {address}")

    # -- server --------------------------------------------------------------------

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("LocalWeb is not started")
        return int(self._server.server_address[1])

    def __enter__(self) -> LocalWeb:
        web = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def setup(self) -> None:
                super().setup()
                # Headers and body go out in two writes: without this, Nagle's algorithm
                # holds the body until the client's delayed ACK (about 40 ms per page).
                self.request.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

            def do_GET(self) -> None:
                host = (self.headers.get("Host") or "").split(":")[0].lower()
                with web._lock:
                    web.requests.append((host, self.path))
                page = web.pages.get((host, self.path))
                if page is None:
                    page = Page(b"<h1>Not found</h1>", status=404)
                if page.delay_s:
                    time.sleep(page.delay_s)
                self.send_response(page.status)
                if page.status not in (301, 302, 303, 307, 308) or page.body:
                    self.send_header("Content-Type", page.content_type)
                for key, value in page.headers.items():
                    self.send_header(key, value)
                self.send_header("Content-Length", str(len(page.body)))
                self.end_headers()
                self.wfile.write(page.body)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = _Server(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def sites(self) -> Iterator[str]:
        """The site names the fixture serves."""
        yield from sorted({host for host, _ in self.pages})
