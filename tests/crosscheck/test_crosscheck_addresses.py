"""The address rules on their own: spellings of IPv4, IPv6 transition forms, local names."""

from __future__ import annotations

import ipaddress

import pytest

from nyaya.crosscheck.addresses import Refusal, check_address, classify_host, parse_ipv4_loose


@pytest.mark.parametrize(
    ("host", "address"),
    [
        ("127.0.0.1", "127.0.0.1"),
        ("127.1", "127.0.0.1"),
        ("127.0.1", "127.0.0.1"),
        ("2130706433", "127.0.0.1"),
        ("0x7f000001", "127.0.0.1"),
        ("0X7F.0.0.1", "127.0.0.1"),
        ("0177.0.0.01", "127.0.0.1"),
        ("017700000001", "127.0.0.1"),
        ("0x7f.1", "127.0.0.1"),
        ("169.254.43518", "169.254.169.254"),
        ("0", "0.0.0.0"),
        ("127.0.0.1.", "127.0.0.1"),
    ],
)
def test_every_ipv4_spelling_is_read_as_the_address(host: str, address: str) -> None:
    assert parse_ipv4_loose(host) == ipaddress.IPv4Address(address)


@pytest.mark.parametrize("host", ["example.com", "1.2.3.example", "a1b2", "127.0.0.1.nip.io"])
def test_names_are_not_addresses(host: str) -> None:
    assert parse_ipv4_loose(host) is None


@pytest.mark.parametrize("host", ["256.1.1.1", "1.2.3.4.5", "0x1ffffffff", "09.1.1.1"])
def test_numeric_hosts_out_of_range_are_bad_hosts(host: str) -> None:
    found = classify_host(host)
    assert isinstance(found, Refusal)
    assert found.reason in ("bad_host", "local_name")


@pytest.mark.parametrize(
    ("address", "reason"),
    [
        ("::ffff:10.0.0.1", "private"),
        ("64:ff9b::a9fe:a9fe", "metadata"),
        ("2002:c0a8:101::", "private"),
        ("::ffff:8.8.8.8", "reserved"),  # a tunnelled public address: dial the address itself
        ("192.0.0.192", "metadata"),
        ("198.51.100.7", "documentation"),
    ],
)
def test_embedded_and_special_addresses(address: str, reason: str) -> None:
    refusal = check_address(address)
    assert refusal is not None and refusal.reason == reason


@pytest.mark.parametrize("address", ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "100.128.0.1"])
def test_public_addresses_pass(address: str) -> None:
    assert check_address(address) is None


@pytest.mark.parametrize(
    "host", ["localhost", "LOCALHOST.", "db.internal", "nas.home.arpa", "router.local", "intranet"]
)
def test_local_names_are_refused_before_lookup(host: str) -> None:
    found = classify_host(host)
    assert isinstance(found, Refusal) and found.reason == "local_name"
