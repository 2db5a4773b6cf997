"""The constitution's [sources] allowlist: allowed hosts are not made up; others still are."""

from __future__ import annotations

from typing import Any

import pytest

from nyaya.errors import BadPolicy
from nyaya.policy import Constitution

RUN: dict[str, Any] = {
    "user": "How do I read a file in Python?",
    "tools": [{"name": "web_search", "description": "Search the web"}],
    "calls": [
        {
            "id": "c1",
            "tool": "web_search",
            "arguments": {"q": "python read file"},
            "output": {"results": [{"url": "https://realpython.com/read-write-files-python/"}]},
        }
    ],
}
TEXT = "See https://docs.python.org/3/library/functions.html#open for the details."
URL = "https://docs.python.org/3/library/functions.html#open"


def _built(answer: Any) -> Any:
    return answer(TEXT).claim(TEXT, pramana="sabda", mentions=[("url", URL, URL)])


def test_unlisted_source_is_fabricated(answer, run_check, finding_types):
    assert finding_types(run_check(RUN, _built(answer))) == ["source_fabrication"]


@pytest.mark.parametrize("allow", ["docs.python.org", "python.org", "docs.python.org/3"])
def test_allowed_host_subdomain_or_prefix_is_not(answer, run_check, finding_types, allow):
    policy = Constitution.from_toml(f'[sources]\nallow = ["{allow}"]\n')
    report = run_check(RUN, _built(answer), policy=policy)
    assert finding_types(report) == []
    assert report.claims[0].status != "verified"


def test_lookalike_host_is_still_fabricated(answer, run_check, finding_types):
    policy = Constitution.from_toml('[sources]\nallow = ["thon.org"]\n')
    assert finding_types(run_check(RUN, _built(answer), policy=policy)) == ["source_fabrication"]


def test_per_tool_allowance_needs_that_tool_in_the_run(answer, run_check, finding_types):
    policy = Constitution.from_toml('[sources.tools]\nweb_search = ["docs.python.org"]\n')
    assert finding_types(run_check(RUN, _built(answer), policy=policy)) == []
    other = Constitution.from_toml('[sources.tools]\nfetch_url = ["docs.python.org"]\n')
    assert finding_types(run_check(RUN, _built(answer), policy=other)) == ["source_fabrication"]


@pytest.mark.parametrize(
    ("toml", "field"),
    [
        ('sources = "docs.python.org"\n', "sources"),
        ("[sources]\nallow = [1]\n", "sources.allow"),
        ('[sources]\ndeny = ["x.org"]\n', "sources.deny"),
        ('[sources]\ntools = ["x.org"]\n', "sources.tools"),
        ('[sources.tools]\nweb_search = "x.org"\n', "sources.tools.web_search"),
    ],
)
def test_bad_sources_tables_name_the_key(toml, field):
    with pytest.raises(BadPolicy) as err:
        Constitution.from_toml(toml)
    assert field in str(err.value)
