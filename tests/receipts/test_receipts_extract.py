"""Result counting and fact extraction from tool outputs."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nyaya.receipts import (
    DefaultExtractor,
    ExtractorRegistry,
    PathExtractor,
    count_results,
    extract_facts,
)


@pytest.mark.parametrize(
    ("output", "count"),
    [
        ([], 0),
        ([1, 2, 3], 3),
        ({"items": [1, 2]}, 2),
        ({"results": []}, 0),
        ({"data": [1]}, 1),
        ({"records": [1, 2, 3, 4]}, 4),
        ({"hits": {"total": {"value": 5, "relation": "eq"}, "hits": [1, 2]}}, 5),
        ({"hits": {"hits": [1, 2]}}, 2),
        ({"entries": [1]}, 1),
        ({"messages": [1, 2]}, 2),
        ({"events": []}, 0),
        ({"total": 12}, 12),
        ({"count": 0}, 0),
        ({"total_count": 7, "items": [1, 2]}, 7),
        ({"emails": [1, 2, 3], "next": None}, 3),
        ('[{"a": 1}, {"a": 2}]', 2),
        (b'{"items": [1]}', 1),
        ({"temp": 20, "city": "Pune"}, None),
        ({"a": [1], "b": [2]}, None),
        ("sunny, 20C", None),
        (42, None),
        (None, None),
        ({"total": -1}, None),
        ({"total": True}, None),
    ],
)
def test_count_results(output: Any, count: int | None) -> None:
    assert count_results(output) == count


def test_facts_by_dotted_path_with_list_indices() -> None:
    output = {"items": [{"from": "Alice", "subject": "Deadline", "tags": ["work"]}], "total": 1}
    assert extract_facts(output) == {
        "items.0.from": "Alice",
        "items.0.subject": "Deadline",
        "items.0.tags.0": "work",
        "total": 1,
    }


def test_facts_of_a_top_level_list_and_scalars() -> None:
    assert extract_facts([{"subject": "x"}]) == {"0.subject": "x"}
    assert extract_facts(42) == {"": 42}
    assert extract_facts("sunny") == {"": "sunny"}
    assert extract_facts('{"a": {"b": null}}') == {"a.b": None}


def test_facts_are_capped_and_long_text_left_out() -> None:
    output = [{"n": i, "body": "x" * 5000} for i in range(1000)]
    facts = extract_facts(output, max_facts=10)
    assert len(facts) == 10
    assert list(facts)[:2] == ["0.n", "1.n"]
    assert all(not k.endswith("body") for k in facts)


def test_huge_ints_become_text_and_non_finite_floats_are_dropped() -> None:
    assert extract_facts({"id": 2**64, "x": float("nan"), "y": 1.5}) == {
        "id": str(2**64),
        "y": 1.5,
    }


def test_path_extractor() -> None:
    output = {"meta": {"total": 40}, "items": [{"from": "A", "body": "b"}, {"from": "B"}]}
    extractor = PathExtractor(fields=("items.*.from",), count_path="meta.total")
    assert extractor.count(output) == 40
    assert extractor.facts(output) == {"items.0.from": "A", "items.1.from": "B"}
    assert PathExtractor(fields=(), count_path="items").count(output) == 2
    assert PathExtractor(fields=(), count_path="nope.x").count(output) is None


def test_registry_falls_back_to_default() -> None:
    registry = ExtractorRegistry()
    special = PathExtractor(fields=("x",))
    registry.register("search", special)
    assert registry.for_tool("search") is special
    assert isinstance(registry.for_tool("other"), DefaultExtractor)
    assert "search" in registry


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=150, deadline=None)
@given(json_values)
def test_extraction_never_raises_and_facts_are_json_scalars(output: Any) -> None:
    count = count_results(output)
    assert count is None or count >= 0
    facts = extract_facts(output)
    json.dumps(facts, allow_nan=False)
    assert all(v is None or isinstance(v, str | int | float | bool) for v in facts.values())
