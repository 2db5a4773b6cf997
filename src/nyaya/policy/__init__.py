"""The constitution (TOML per agent), the five trust levels, and the gate."""

from __future__ import annotations

from nyaya.policy.constitution import Constitution as Constitution
from nyaya.policy.constitution import Rule as Rule
from nyaya.policy.constitution import SourcePolicy as SourcePolicy
from nyaya.policy.constitution import Thresholds as Thresholds
from nyaya.policy.constitution import bundled as bundled
from nyaya.policy.gate import Decision as Decision
from nyaya.policy.gate import decide as decide
from nyaya.policy.trust import overall_score as overall_score
from nyaya.policy.trust import trust_level as trust_level

__all__ = [
    "Constitution",
    "Decision",
    "Rule",
    "SourcePolicy",
    "Thresholds",
    "bundled",
    "decide",
    "overall_score",
    "trust_level",
]
