"""The only place a cross-check opens a socket: an httpx transport that dials checked addresses.

`GuardedTransport` is an ``httpx.BaseTransport`` over an httpcore connection pool whose
network backend is `_GuardedBackend`. When httpcore needs a connection to ``host:port``
the backend resolves ``host`` once (`Resolver`), refuses the connection unless every
address returned passes `nyaya.crosscheck.addresses.check_address`, and dials the first
of those very addresses (`Dialer`): nothing resolves the name a second time, so a DNS
answer that changes between the check and the connection (rebinding) cannot steer it.
TLS still verifies the certificate against the URL's host name (httpcore passes it as
the server name). No proxy is ever used: a proxy would resolve names on its own.

Resolver and dialer are injected so that tests can answer DNS queries themselves and
route chosen addresses to servers on loopback; the check between them is not
configurable.
"""

from __future__ import annotations

import ipaddress
import socket
import ssl
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import httpcore
import httpx

from nyaya.crosscheck.addresses import Address, Refusal, check_address, classify_host

__all__ = [
    "Dialer",
    "FetchRefused",
    "GuardedTransport",
    "HostNotFound",
    "Resolver",
    "SystemDialer",
    "SystemResolver",
]


class FetchRefused(Exception):
    """A connection the guard will not open; ``refusal`` says why (a stable code)."""

    def __init__(self, refusal: Refusal, *, url: str | None = None) -> None:
        self.refusal = refusal
        self.url = url
        super().__init__(f"{refusal.reason}: {refusal.detail}")


class HostNotFound(Exception):
    """The name does not exist (NXDOMAIN): evidence that a cited URL was made up."""

    def __init__(self, host: str) -> None:
        self.host = host
        super().__init__(f"no such host: {host}")


@runtime_checkable
class Resolver(Protocol):
    """Turns a host name into addresses; raises `HostNotFound` when the name does not exist."""

    def resolve(self, host: str, port: int) -> list[str]: ...


@runtime_checkable
class Dialer(Protocol):
    """Opens a TCP stream to an address that the guard already accepted."""

    def connect(self, address: str, port: int, timeout: float | None) -> httpcore.NetworkStream: ...


class SystemResolver:
    """The operating system's resolver (``getaddrinfo``)."""

    def resolve(self, host: str, port: int) -> list[str]:
        try:
            infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
        except socket.gaierror as exc:
            if exc.errno in (socket.EAI_NONAME, getattr(socket, "EAI_NODATA", socket.EAI_NONAME)):
                raise HostNotFound(host) from None
            raise
        return list(dict.fromkeys(str(info[4][0]) for info in infos))


class SystemDialer:
    """Plain TCP through httpcore's synchronous backend."""

    def __init__(self) -> None:
        self._backend = httpcore.SyncBackend()

    def connect(self, address: str, port: int, timeout: float | None) -> httpcore.NetworkStream:
        return self._backend.connect_tcp(address, port, timeout=timeout)


@dataclass(frozen=True, slots=True)
class _Admitted:
    host: str
    address: Address


def admit(host: str, port: int, resolver: Resolver) -> _Admitted:
    """Resolve ``host`` once and check every address; raises `FetchRefused` or `HostNotFound`."""
    literal = classify_host(host)
    if isinstance(literal, Refusal):
        raise FetchRefused(literal)
    if literal is not None:
        addresses: list[Address] = [literal]
    else:
        found = resolver.resolve(host.rstrip("."), port)
        if not found:
            raise FetchRefused(Refusal("no_address", f"{host!r} resolved to no address"))
        addresses = []
        for raw in found:
            parsed = classify_host(raw)
            if not isinstance(parsed, (ipaddress.IPv4Address, ipaddress.IPv6Address)):
                raise FetchRefused(
                    Refusal("bad_host", f"{host!r} resolved to {raw!r}, not an address")
                )
            addresses.append(parsed)
    # One inward answer is enough to refuse: a name that points inward at all is not a source.
    for address in addresses:
        refusal = check_address(address)
        if refusal is not None:
            where = "" if literal is not None else f"{host!r} resolves to {address}: "
            raise FetchRefused(Refusal(refusal.reason, where + refusal.detail))
    return _Admitted(host, addresses[0])


_SocketOption = (
    tuple[int, int, int] | tuple[int, int, bytes | bytearray] | tuple[int, int, None, int]
)


class _GuardedBackend(httpcore.NetworkBackend):
    def __init__(self, resolver: Resolver, dialer: Dialer) -> None:
        self._resolver = resolver
        self._dialer = dialer
        self._sleeper = httpcore.SyncBackend()

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[_SocketOption] | None = None,
    ) -> httpcore.NetworkStream:
        admitted = admit(host, port, self._resolver)
        return self._dialer.connect(str(admitted.address), port, timeout)

    def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,
        socket_options: Iterable[_SocketOption] | None = None,
    ) -> httpcore.NetworkStream:
        raise FetchRefused(Refusal("scheme", "unix sockets are never dialled"))

    def sleep(self, seconds: float) -> None:
        self._sleeper.sleep(seconds)


class _ResponseStream(httpx.SyncByteStream):
    def __init__(self, stream: Iterable[bytes]) -> None:
        self._stream = stream

    def __iter__(self) -> Iterator[bytes]:
        try:
            yield from self._stream
        except httpcore.TimeoutException as exc:
            raise httpx.ReadTimeout(str(exc)) from exc
        except httpcore.NetworkError as exc:
            raise httpx.ReadError(str(exc)) from exc
        except httpcore.ProtocolError as exc:
            raise httpx.RemoteProtocolError(str(exc)) from exc

    def close(self) -> None:
        close = getattr(self._stream, "close", None)
        if close is not None:
            close()


class GuardedTransport(httpx.BaseTransport):
    """An httpx transport that only ever dials addresses the guard accepted (see module doc)."""

    def __init__(
        self,
        *,
        resolver: Resolver | None = None,
        dialer: Dialer | None = None,
        ssl_context: ssl.SSLContext | None = None,
    ) -> None:
        self._pool = httpcore.ConnectionPool(
            ssl_context=ssl_context or ssl.create_default_context(),
            max_connections=20,
            max_keepalive_connections=10,
            network_backend=_GuardedBackend(resolver or SystemResolver(), dialer or SystemDialer()),
        )

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        assert isinstance(request.stream, httpx.SyncByteStream)
        core_request = httpcore.Request(
            method=request.method,
            url=httpcore.URL(
                scheme=request.url.raw_scheme,
                host=request.url.raw_host,
                port=request.url.port,
                target=request.url.raw_path,
            ),
            headers=request.headers.raw,
            content=request.stream,
            extensions=request.extensions,
        )
        try:
            response = self._pool.handle_request(core_request)
        except httpcore.ConnectTimeout as exc:
            raise httpx.ConnectTimeout(str(exc), request=request) from exc
        except httpcore.TimeoutException as exc:
            raise httpx.ReadTimeout(str(exc), request=request) from exc
        except httpcore.ConnectError as exc:
            raise httpx.ConnectError(str(exc), request=request) from exc
        except httpcore.NetworkError as exc:
            raise httpx.ReadError(str(exc), request=request) from exc
        except (httpcore.ProtocolError, httpcore.UnsupportedProtocol) as exc:
            raise httpx.RemoteProtocolError(str(exc), request=request) from exc
        assert isinstance(response.stream, Iterable)
        return httpx.Response(
            status_code=response.status,
            headers=response.headers,
            stream=_ResponseStream(response.stream),
            extensions=response.extensions,
        )

    def close(self) -> None:
        self._pool.close()
