"""Constitutions: bundled examples load, modes shift defaults, every bad key is named."""

from __future__ import annotations

from pathlib import Path

import pytest

from nyaya.errors import BadPolicy
from nyaya.policy import Constitution, bundled

ASSETS = Path(__file__).parent.parent / "assets" / "policies"


@pytest.mark.parametrize("name", ["general", "finance", "healthcare"])
def test_bundled_constitutions_load(name):
    policy = bundled(name)
    assert policy.name == name
    t = policy.thresholds
    assert 0 <= t.block <= t.revise <= t.emit <= 1


def test_defaults_are_the_spec_defaults():
    policy = Constitution.default()
    assert (policy.thresholds.emit, policy.thresholds.revise, policy.thresholds.block) == (
        0.85,
        0.6,
        0.4,
    )
    assert policy.critical == {"numbers", "dates", "citations", "entities", "commitments"}
    assert policy.aggregate == "weighted_mean"


def test_modes_shift_defaults():
    paranoid, permissive = Constitution.default("paranoid"), Constitution.default("permissive")
    assert (
        paranoid.thresholds.emit
        > Constitution.default().thresholds.emit
        > permissive.thresholds.emit
    )
    assert paranoid.aggregate == "min"
    assert paranoid.action_for("count_mismatch") == "block"
    assert permissive.action_for("count_mismatch") == "warn"


def test_explicit_values_override_mode():
    policy = Constitution.from_toml(
        'mode = "paranoid"\n[thresholds]\nemit = 0.95\n[actions]\nfact_mismatch = "warn"\n'
    )
    assert policy.thresholds.emit == 0.95
    assert policy.thresholds.block == Constitution.default("paranoid").thresholds.block
    assert policy.action_for("fact_mismatch") == "warn"


def test_finance_rules_and_allowlist():
    policy = bundled("finance")
    assert policy.allowlist["get_quote"][0] == "AAPL"
    assert any(r.min_value == 10000 for r in policy.rules)


@pytest.mark.parametrize(
    ("name", "field"),
    [
        ("emit_above_one.toml", "thresholds.emit"),
        ("unknown_mode.toml", "mode"),
        ("bad_action.toml", "actions.fact_mismatch"),
        ("unknown_finding_type.toml", "actions.made_up_type"),
        ("unknown_key.toml", "colour"),
        ("thresholds_out_of_order.toml", "thresholds"),
        ("bad_critical_kind.toml", "critical[1]"),
        ("rule_without_name.toml", "rules[0].name"),
        ("rule_bad_min_value.toml", "rules[0].min_value"),
        ("not_toml.toml", None),
        ("allowlist_not_list.toml", "allowlist.get_quote"),
    ],
)
def test_bad_policies_name_the_key(name, field):
    with pytest.raises(BadPolicy) as info:
        Constitution.load(ASSETS / name)
    assert info.value.path is not None and name in info.value.path
    if field is not None:
        assert f"{field}:" in str(info.value)
    assert "\n" not in str(info.value)


def test_emit_out_of_range_message():
    with pytest.raises(BadPolicy, match=r"thresholds.emit: must be between 0 and 1"):
        Constitution.from_toml("[thresholds]\nemit = 1.5\n")


def test_unknown_bundled_name():
    with pytest.raises(BadPolicy):
        bundled("nope")


@pytest.mark.parametrize(
    "text", ["a = " + "[" * 3000, "x = " + "9" * 5000], ids=["deep", "huge-int"]
)
def test_toml_python_cannot_hold_is_a_bad_policy_not_a_crash(text):
    with pytest.raises(BadPolicy, match="not TOML"):
        Constitution.from_toml(text)


# ---- [reasons]: an action per reason code, over its finding type's ----

_COUNTED = {
    "run_id": "reasons-1",
    "calls": [
        {
            "id": "c0",
            "tool": "list_invoices",
            "arguments": {"status": "open"},
            "output": {"invoices": [{"id": "INV-1"}, {"id": "INV-2"}]},
        }
    ],
    "response": "You have 5 open invoices.",
}


def _count_finding(report):
    return next(f for f in report.findings if f.type == "count_mismatch")


def test_a_reason_entry_sets_the_action_of_its_findings_only():
    import nyaya

    default = nyaya.check(_COUNTED)
    finding = _count_finding(default)
    assert (default.action, finding.action) == ("revise", "revise")
    quiet = Constitution.from_toml(f'[reasons]\n{finding.reason} = "warn"\n')
    report = nyaya.check(_COUNTED, policy=quiet)
    assert report.action == "emit"
    assert _count_finding(report).action == "warn"  # still reported, with its witness
    assert _count_finding(report).witness is not None
    other = Constitution.from_toml('[reasons]\nvalue_differs = "warn"\n')
    assert nyaya.check(_COUNTED, policy=other).action == "revise"


def test_a_reason_entry_overrides_its_type_entry():
    strict = Constitution.from_toml(
        '[actions]\ncount_mismatch = "warn"\n[reasons]\ncount_not_in_list = "block"\n'
    )
    assert strict.action_for("count_mismatch") == "warn"
    assert strict.action_for("count_mismatch", "count_not_in_list") == "block"


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ('reasons = "warn"\n', "reasons"),
        ('[reasons]\n"Not A Code" = "warn"\n', "reasons.Not A Code"),
        ('[reasons]\ncount_not_in_list = "ignore"\n', "reasons.count_not_in_list"),
    ],
)
def test_bad_reason_entries_name_the_key(text, field):
    with pytest.raises(BadPolicy) as info:
        Constitution.from_toml(text)
    assert f"{field}:" in str(info.value)
