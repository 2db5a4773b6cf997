"""The TLA+ lifecycle spec parses, and its model file names only operators it defines."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SPEC = Path(__file__).resolve().parents[2] / "spec"


def _cfg_names() -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = ""
    for line in (SPEC / "PramanaLifecycle.cfg").read_text().splitlines():
        line = line.split("\\*")[0].strip()
        if not line:
            continue
        if line.isupper() or line.split()[0].isupper():
            current, *rest = line.split()
            sections.setdefault(current, []).extend(rest)
        else:
            sections.setdefault(current, []).append(line)
    return sections


def test_cfg_checks_every_paper_invariant() -> None:
    cfg = _cfg_names()
    for name in (
        "P1_SingleEmission",
        "P2_OneTerminalVerification",
        "P3_AuditCompleteness",
        "P4_DisclosureCoupling",
        "SuppressShowDisjoint",
    ):
        assert name in cfg["INVARIANTS"]
    assert cfg["SPECIFICATION"] == ["Spec"]


def test_spec_parses_and_defines_what_the_cfg_names() -> None:
    tla = pytest.importorskip("tla")
    module = tla.parse((SPEC / "PramanaLifecycle.tla").read_text())
    assert module.name == "PramanaLifecycle"
    defined = {getattr(u, "name", None) for u in module.units}
    cfg = _cfg_names()
    for name in [*cfg["INVARIANTS"], *cfg["PROPERTIES"], *cfg["SPECIFICATION"]]:
        assert name in defined, name
    constants = {m.group(1) for line in cfg["CONSTANTS"] if (m := re.match(r"(\w+)\s*=", line))}
    assert constants == {"Claims", "Agents", "Verifiers", "Principals", "MaxTrail", "NoOne"}
