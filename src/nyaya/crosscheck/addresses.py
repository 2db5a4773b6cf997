"""Which hosts and addresses a cross-check may connect to (pure: no I/O).

The URL fetcher asks `admit_host` about a URL's host before anything else and
`check_address` about every address a name resolves to; only an address both
accept is ever dialled. The rules, in order:

- a name that is local by definition (``localhost``, ``*.local``, ``*.internal``,
  ``*.home.arpa``, a single label such as ``metadata``) is refused before any lookup;
- a host written as an IPv4 number in any spelling the C library accepts (``127.1``,
  ``2130706433``, ``0x7f000001``, ``0177.0.0.1``) is that address, never a name;
- an address is refused when it, or the IPv4 address an IPv6 form carries
  (IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo), is loopback, private,
  link-local, CGNAT, multicast, a cloud metadata endpoint, unspecified, broadcast,
  documentation, benchmarking or otherwise reserved (not globally routable).

Each refusal carries a stable reason code (`RefusalReason`).
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "Address",
    "Refusal",
    "RefusalReason",
    "check_address",
    "classify_host",
    "parse_ipv4_loose",
]

RefusalReason = Literal[
    "scheme",  # not http or https
    "userinfo",  # credentials in the URL (user@host tricks)
    "port",  # a port the policy does not allow
    "bad_host",  # a host that is neither a valid name nor a valid address
    "local_name",  # localhost, *.local, *.internal, a single-label name, ...
    "denied_host",  # on the policy's deny list
    "not_allowed_host",  # the policy has an allow list and the host is not on it
    "no_address",  # the name resolved to nothing
    "loopback",
    "private",
    "link_local",
    "cgnat",
    "multicast",
    "metadata",  # a cloud instance-metadata endpoint
    "unspecified",
    "broadcast",
    "documentation",
    "benchmarking",
    "reserved",  # any other address that is not globally routable
    "too_many_redirects",
]

Address = ipaddress.IPv4Address | ipaddress.IPv6Address
_Net = ipaddress.IPv4Network | ipaddress.IPv6Network


def _nets(*pairs: tuple[str, RefusalReason]) -> tuple[tuple[_Net, RefusalReason], ...]:
    return tuple((ipaddress.ip_network(net), reason) for net, reason in pairs)


# Order matters: the metadata endpoints sit inside link-local, CGNAT and ULA ranges and
# are reported by their own name.
_BLOCKED_V4 = _nets(
    ("169.254.169.254/32", "metadata"),  # AWS, GCP, Azure, OpenStack, DigitalOcean
    ("169.254.170.2/32", "metadata"),  # AWS ECS task metadata
    ("100.100.100.200/32", "metadata"),  # Alibaba Cloud
    ("192.0.0.192/32", "metadata"),  # Oracle Cloud
    ("0.0.0.0/8", "unspecified"),
    ("10.0.0.0/8", "private"),
    ("100.64.0.0/10", "cgnat"),
    ("127.0.0.0/8", "loopback"),
    ("169.254.0.0/16", "link_local"),
    ("172.16.0.0/12", "private"),
    ("192.0.0.0/24", "reserved"),
    ("192.0.2.0/24", "documentation"),
    ("192.88.99.0/24", "reserved"),
    ("192.168.0.0/16", "private"),
    ("198.18.0.0/15", "benchmarking"),
    ("198.51.100.0/24", "documentation"),
    ("203.0.113.0/24", "documentation"),
    ("224.0.0.0/4", "multicast"),
    ("255.255.255.255/32", "broadcast"),
    ("240.0.0.0/4", "reserved"),
)
_BLOCKED_V6 = _nets(
    ("fd00:ec2::254/128", "metadata"),  # AWS over IPv6
    ("::/128", "unspecified"),
    ("::1/128", "loopback"),
    ("64:ff9b:1::/48", "private"),  # local-use NAT64
    ("100::/64", "reserved"),  # discard-only
    ("2001:db8::/32", "documentation"),
    ("fc00::/7", "private"),  # unique local
    ("fe80::/10", "link_local"),
    ("fec0::/10", "private"),  # deprecated site-local
    ("ff00::/8", "multicast"),
)
_NAT64 = ipaddress.IPv6Network("64:ff9b::/96")
_V4_COMPATIBLE = ipaddress.IPv6Network("::/96")

_LOCAL_SUFFIXES = ("localhost", "local", "localdomain", "internal", "home.arpa", "onion")


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a host or address may not be contacted; ``detail`` is one line for a person."""

    reason: RefusalReason
    detail: str


def parse_ipv4_loose(host: str) -> ipaddress.IPv4Address | None:
    """``host`` read as an IPv4 address the way ``inet_aton`` and browsers read it, else None.

    One to four parts separated by dots, each decimal, octal (leading ``0``) or hex
    (``0x``); the last part fills the remaining bytes (``127.1`` is 127.0.0.1,
    ``2130706433`` too). Raises `ValueError` for something that is numeric but out of
    range (``256.1.1.1``): such a host is refused, not looked up as a name.
    """
    text = host.rstrip(".") if host.endswith(".") and host.count(".") <= 4 else host
    parts = text.split(".")
    if parts[-1] and _numeric(parts[-1]) and len(parts) > 4:
        raise ValueError(f"{host!r} ends in a number but is not an IPv4 address")
    if len(parts) > 4 or not all(p and _numeric(p) for p in parts):
        return None
    values = [_part_value(p) for p in parts]
    *head, last = values
    if any(v > 255 for v in head) or last >= 256 ** (5 - len(values)):
        raise ValueError(f"IPv4 part out of range in {host!r}")
    number = 0
    for v in head:
        number = number * 256 + v
    number = number * 256 ** (5 - len(values)) + last
    return ipaddress.IPv4Address(number)


def _numeric(part: str) -> bool:
    if part[:2].lower() == "0x":
        return all(c in "0123456789abcdefABCDEF" for c in part[2:])
    return part.isascii() and part.isdigit()


def _part_value(part: str) -> int:
    if part[:2].lower() == "0x":
        return int(part[2:] or "0", 16)
    if len(part) > 1 and part.startswith("0"):
        if any(c in "89" for c in part):
            raise ValueError(f"not an octal number: {part!r}")
        return int(part, 8)
    return int(part)


def classify_host(host: str) -> Address | Refusal | None:
    """An address when ``host`` is one (any spelling), a `Refusal` for a local name, else None.

    None means: a public-looking name, to be resolved and then checked address by address.
    """
    name = host.strip().lower()
    if name.startswith("[") and name.endswith("]"):
        name = name[1:-1]
    if not name:
        return Refusal("bad_host", "the URL has no host")
    if ":" in name:
        literal = name.replace("%25", "%")
        try:
            return ipaddress.IPv6Address(literal)
        except ValueError:
            return Refusal("bad_host", f"{host!r} is not a valid IPv6 address")
    try:
        v4 = parse_ipv4_loose(name)
    except ValueError as exc:
        return Refusal("bad_host", str(exc))
    if v4 is not None:
        return v4
    bare = name.rstrip(".")
    labels = bare.split(".")
    if len(labels) < 2 or not all(labels):
        return Refusal("local_name", f"{host!r} is not a fully qualified public name")
    for suffix in _LOCAL_SUFFIXES:
        if bare == suffix or bare.endswith("." + suffix):
            return Refusal("local_name", f"{host!r} is a local name (.{suffix})")
    return None


def check_address(address: Address | str) -> Refusal | None:
    """None when ``address`` may be dialled, else why not (see the module docstring)."""
    addr = ipaddress.ip_address(address) if isinstance(address, str) else address
    if isinstance(addr, ipaddress.IPv6Address):
        if addr.scope_id:
            return Refusal("link_local", f"{addr} carries a zone (a link-local scope)")
        embedded = _embedded_v4(addr)
        if embedded is not None:
            inner = check_address(embedded)
            if inner is not None:
                return Refusal(inner.reason, f"{addr} carries {embedded}: {inner.detail}")
        for net, reason in _BLOCKED_V6:
            if addr in net:
                return Refusal(reason, f"{addr} is in {net} ({reason})")
    else:
        for net, reason in _BLOCKED_V4:
            if addr in net:
                return Refusal(reason, f"{addr} is in {net} ({reason})")
    if embedded_only := (isinstance(addr, ipaddress.IPv6Address) and _embedded_v4(addr)):
        # A tunnelled form of a public IPv4 address: dial that address instead, never this.
        return Refusal("reserved", f"{addr} is a tunnelled form of {embedded_only}")
    if not addr.is_global:
        return Refusal("reserved", f"{addr} is not globally routable")
    return None


def _embedded_v4(addr: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 transition form carries (mapped, compatible, NAT64, 6to4,
    Teredo client), else None."""
    if addr.ipv4_mapped is not None:
        return addr.ipv4_mapped
    if addr.sixtofour is not None:
        return addr.sixtofour
    if addr.teredo is not None:
        return addr.teredo[1]
    if addr in _NAT64 or (addr in _V4_COMPATIBLE and int(addr) > 1):
        return ipaddress.IPv4Address(int(addr) & 0xFFFFFFFF)
    return None
