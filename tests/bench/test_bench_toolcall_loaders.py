"""The BFCL and τ-bench Stage 1 suites on tiny hand-written copies of their formats."""

from __future__ import annotations

from pathlib import Path

import pytest

from nyaya.errors import BadInput
from nyaya.toolcalls import CallValidator, Sources, normalize_tool
from nyaya_bench.bfcl import gold_arguments, load_bfcl, mutate, run_bfcl_suite
from nyaya_bench.tau_calls import run_tau_calls_suite

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "toolcalls"


def test_gold_takes_the_first_real_value_and_omits_optional_blanks() -> None:
    schema = {"type": "object", "properties": {"a": {"type": "integer"}}}
    spec = {"a": ["", 3], "b": [""], "c": ["x", "y"]}
    assert gold_arguments(spec, schema) == {"a": 3, "c": "x"}


def test_nested_dict_answers_are_made_concrete() -> None:
    schema = {
        "type": "object",
        "properties": {"params": {"type": "object", "properties": {"k": {"type": "string"}}}},
    }
    assert gold_arguments({"params": [{"k": ["v", "w"], "z": [""]}]}, schema) == {
        "params": {"k": "v"}
    }


def test_loader_joins_questions_functions_and_answers() -> None:
    items = {item.id: item for item in load_bfcl(ASSETS / "bfcl_mini")}
    assert set(items) == {"simple_python_0", "simple_python_1", "irrelevance_0"}
    assert items["irrelevance_0"].gold == ()
    tool, args = items["simple_python_1"].gold[0]
    assert tool == "fetch_user"
    assert args == {
        "user_id": 4471,
        "endpoint": "https://api.example.com/users",
        "cc": "ops@example.com",
        "verbose": False,
    }


def test_every_mutation_is_rejected_by_the_validator() -> None:
    item = next(i for i in load_bfcl(ASSETS / "bfcl_mini") if i.id == "simple_python_1")
    tool, args = item.gold[0]
    schema = normalize_tool(item.functions[0]).schema
    validator = CallValidator(item.functions)
    sources = Sources(item.user)
    assert validator.validate(tool, args, sources).status == "valid"
    for kind in ("wrong_type", "missing_required", "invented_id", "invented_url"):
        mutant = mutate(kind, args, schema, seed=kind)
        assert mutant is not None and mutant != args, kind
        assert validator.validate(tool, mutant, sources).status == "invalid", kind
    assert mutate("not_in_enum", args, schema, seed="x") is None


def test_bfcl_suite_figures() -> None:
    result = run_bfcl_suite(ASSETS / "bfcl_mini")
    assert result["gold"]["calls"] == 2
    assert result["gold"]["acceptance_rate"] == 1.0
    assert result["mutation_rejection_rate"] == 1.0
    assert result["mutations"]["not_in_enum"]["applicable"] == 1
    assert "| **all** |" in result["markdown"]


def test_bfcl_suite_needs_files() -> None:
    with pytest.raises(BadInput, match="BFCL"):
        run_bfcl_suite(ASSETS)


def test_tau_suite_finds_the_made_up_payment_id() -> None:
    result = run_tau_calls_suite(ASSETS / "tau_mini")
    assert result["calls"] == 4
    assert result["accepted"] == 2
    rejected = {r["call_id"]: r for r in result["rejected"]}
    assert set(rejected) == {"c2", "c4"}
    assert [e["code"] for e in rejected["c2"]["errors"]] == ["provenance"]
    assert rejected["c2"]["tool_replied"].startswith("Error")
    assert [e["code"] for e in rejected["c4"]["errors"]] == ["not_in_enum"]
    assert result["rejections_by_code"] == {"provenance": 1, "not_in_enum": 1}
    assert "credit_card_7447" in result["markdown"]


def test_tau_suite_needs_tools_json(tmp_path: Path) -> None:
    with pytest.raises(BadInput, match=r"tools\.json"):
        run_tau_calls_suite(tmp_path)
