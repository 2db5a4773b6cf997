"""The labelled set: 218 cited claims against a loopback web (tests/assets/crosscheck/).

Fabricated URLs and misattributed claims must be caught (a ``source_fabrication``
finding) at least 95% of the time; correct citations must pass (verified, no finding)
at least 98% of the time; URLs that redirect inward must never pass. The set is
written by ``benchmarks/make_citation_fixture.py``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from nyaya.crosscheck import CrosscheckConfig, FetchPolicy, SafeFetcher, crosscheck
from nyaya.crosscheck.testing import LocalWeb

ASSET = Path(__file__).parents[1] / "assets" / "crosscheck" / "citations.json"
NOW = datetime(2024, 12, 1, tzinfo=UTC)


@pytest.fixture(scope="module")
def data() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(ASSET.read_text(encoding="utf-8"))
    return loaded


@pytest.fixture(scope="module")
def outcomes(data: dict[str, Any]) -> Iterator[dict[str, list[tuple[str, bool, bool]]]]:
    by_label: dict[str, list[tuple[str, bool, bool]]] = {}
    with LocalWeb() as web:
        web.articles(data["pages"], data["redirects"], data["statuses"])
        policy = FetchPolicy(min_interval_s=0)
        config = CrosscheckConfig(strategies=("urls",))
        with SafeFetcher(policy, resolver=web, dialer=web) as fetcher:
            for item in data["claims"]:
                report = crosscheck(item["answer"], fetcher=fetcher, config=config, now=NOW)
                caught = any(f.type == "source_fabrication" for f in report.findings)
                passed = not report.findings and any(c.status == "verified" for c in report.claims)
                by_label.setdefault(item["label"], []).append((item["id"], caught, passed))
    yield by_label


def test_the_set_is_big_enough(data: dict[str, Any]) -> None:
    labels = [c["label"] for c in data["claims"]]
    assert len(labels) >= 200
    assert labels.count("correct") >= 100
    assert labels.count("fabricated") + labels.count("misattributed") >= 100


def test_fabricated_and_misattributed_are_caught(
    outcomes: dict[str, list[tuple[str, bool, bool]]],
) -> None:
    bad = outcomes["fabricated"] + outcomes["misattributed"]
    missed = [i for i, caught, _ in bad if not caught]
    assert 1 - len(missed) / len(bad) >= 0.95, missed


def test_every_fabricated_url_is_caught(outcomes: dict[str, list[tuple[str, bool, bool]]]) -> None:
    assert all(caught for _, caught, _ in outcomes["fabricated"])


def test_correct_citations_pass(outcomes: dict[str, list[tuple[str, bool, bool]]]) -> None:
    good = outcomes["correct"]
    flagged = [i for i, _, passed in good if not passed]
    assert 1 - len(flagged) / len(good) >= 0.98, flagged


def test_inward_redirects_never_pass(outcomes: dict[str, list[tuple[str, bool, bool]]]) -> None:
    assert outcomes["unsafe"] and not any(passed for _, _, passed in outcomes["unsafe"])
