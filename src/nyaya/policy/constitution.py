"""The constitution: one TOML policy per agent that decides what a finding costs.

```toml
name = "finance"
mode = "paranoid"                 # paranoid | standard | permissive: shifts every default
aggregate = "min"                 # min | weighted_mean: how claim scores become overall_score
critical = ["numbers", "dates"]   # claim kinds that weigh double and must be checked
strict_unsupported = true         # values nothing supports, and Stage 2 scores, lower the
                                  # score band too (default: true in paranoid mode, false
                                  # otherwise: then only a witness moves the action)

[thresholds]                      # emit >= emit; block < block; in between: revise
emit = 0.9
revise = 0.7
block = 0.5

[actions]                         # per finding type: block | revise | warn | pass
fact_mismatch = "block"

[reasons]                         # per reason code (a finding's `reason`), over its
state_denied = "revise"           # type's action: block | revise | warn | pass (standard
                                  # and permissive modes warn on the weak witnesses)

[scoring]                         # Stage 2 for claims the exact checks leave open
backend = "lexical"               # lexical | embedding | nli | llm_judge
supported = 0.6                   # a prose claim scoring this or more is verified
unsupported = 0.4                 # below this it is unsupported
options = { model = "/models/nli" } # back-end options (model path, base_url, api_key_env...)

[allowlist]                       # per tool: argument values Stage 1 accepts without provenance
get_quote = ["AAPL", "MSFT"]

[[rules]]                         # domain rules: a claim of `kind` must reach `require`
name = "large amounts must be verified"
kind = "numbers"
min_value = 10000
tools = ["get_quote"]             # optional: only when the run called one of these
require = "verified"
action = "block"
```

Every key is validated on load; a mistake raises `BadPolicy` naming the key
(``thresholds.emit: must be between 0 and 1``).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Literal, TypeVar, get_args

from pydantic import BaseModel, ConfigDict, Field

from nyaya.errors import BadPolicy
from nyaya.report import FINDING_TYPES, FindingType

__all__ = [
    "WEAK_WITNESSES",
    "ClaimKind",
    "Constitution",
    "FindingAction",
    "Mode",
    "Rule",
    "ScoringPolicy",
    "SourcePolicy",
    "Thresholds",
    "bundled",
    "load_policy_file",
    "parse_policy_toml",
]

Mode = Literal["paranoid", "standard", "permissive"]
FindingAction = Literal["block", "revise", "warn", "pass"]
Aggregate = Literal["min", "weighted_mean"]
ClaimKind = Literal["numbers", "dates", "citations", "entities", "commitments"]
RuleKind = Literal["numbers", "dates", "citations", "entities", "commitments", "any"]
Requirement = Literal["verified", "not_contradicted"]

MODES: tuple[Mode, ...] = get_args(Mode)
CLAIM_KINDS: tuple[ClaimKind, ...] = get_args(ClaimKind)
_ACTIONS: tuple[FindingAction, ...] = get_args(FindingAction)

_FROZEN = ConfigDict(frozen=True, extra="forbid")

_MODE_THRESHOLDS: dict[Mode, tuple[float, float, float]] = {
    "paranoid": (0.9, 0.75, 0.5),
    "standard": (0.85, 0.6, 0.4),
    "permissive": (0.7, 0.5, 0.3),
}
_MODE_AGGREGATE: dict[Mode, Aggregate] = {
    "paranoid": "min",
    "standard": "weighted_mean",
    "permissive": "weighted_mean",
}
_MODE_ACTIONS: dict[Mode, dict[FindingType, FindingAction]] = {
    "paranoid": {
        "fabricated_tool_call": "block",
        "count_mismatch": "block",
        "fact_mismatch": "block",
        "inference_as_fact": "block",
        "false_absence": "block",
        "source_fabrication": "block",
        "invalid_tool_call": "block",
        "unsupported_claim": "revise",
        "bad_receipt": "block",
        "inconsistent_claim": "block",
        "internal_error": "block",
    },
    "standard": {
        "fabricated_tool_call": "block",
        "count_mismatch": "revise",
        "fact_mismatch": "revise",
        "inference_as_fact": "revise",
        "false_absence": "revise",
        "source_fabrication": "block",
        "invalid_tool_call": "revise",
        "unsupported_claim": "warn",
        "bad_receipt": "block",
        "inconsistent_claim": "revise",
        "internal_error": "revise",
    },
    "permissive": {
        "fabricated_tool_call": "revise",
        "count_mismatch": "warn",
        "fact_mismatch": "warn",
        "inference_as_fact": "warn",
        "false_absence": "warn",
        "source_fabrication": "revise",
        "invalid_tool_call": "warn",
        "unsupported_claim": "pass",
        "bad_receipt": "revise",
        "inconsistent_claim": "warn",
        "internal_error": "revise",
    },
}
# Witnesses that, on labelled runs the checks had never seen (the held-out sets, each run
# with the code of before it was read: benchmarks/results/heldout-reasons.md), withheld
# correct answers more often than they caught made-up ones. In the standard and permissive
# modes such a finding warns and does not by itself change the answer's action; paranoid
# mode keeps its type's action, and a ``[reasons]`` entry overrides either.
WEAK_WITNESSES = frozenset({"value_of_another_field", "state_denied"})
_MODE_REASONS: dict[Mode, dict[str, FindingAction]] = {
    "paranoid": {},
    "standard": dict.fromkeys(sorted(WEAK_WITNESSES), "warn"),
    "permissive": dict.fromkeys(sorted(WEAK_WITNESSES), "warn"),
}
_REASON_CODE = re.compile(r"^[a-z][a-z0-9_]*$")
_TOP_KEYS = frozenset(
    {
        "name",
        "description",
        "mode",
        "aggregate",
        "critical",
        "strict_unsupported",
        "thresholds",
        "actions",
        "reasons",
        "allowlist",
        "sources",
        "rules",
        "scoring",
    }
)
_RULE_KEYS = frozenset({"name", "kind", "min_value", "tools", "require", "action", "message"})


class Thresholds(BaseModel):
    """Score thresholds of the gate: emit at or above ``emit``, block below ``block``."""

    model_config = _FROZEN

    emit: float = Field(ge=0.0, le=1.0)
    revise: float = Field(ge=0.0, le=1.0)
    block: float = Field(ge=0.0, le=1.0)


class Rule(BaseModel):
    """A domain rule: every claim of ``kind`` (above ``min_value``) must reach ``require``."""

    model_config = _FROZEN

    name: str
    kind: RuleKind = "any"
    min_value: float | None = None
    tools: tuple[str, ...] = ()
    require: Requirement = "verified"
    action: FindingAction = "block"
    message: str | None = None


class SourcePolicy(BaseModel):
    """Sources the agent may cite without a tool output holding them (``[sources]``).

    ``allow`` lists hosts (a host also allows its subdomains) or host/path prefixes;
    ``tools`` lists more of them per tool, allowed only in runs that called that tool.
    """

    model_config = _FROZEN

    allow: tuple[str, ...] = ()
    tools: dict[str, tuple[str, ...]] = Field(default_factory=dict)

    def allowed_for(self, called: set[str]) -> tuple[str, ...]:
        """The sources allowed in a run that called the tools ``called``."""
        extra = [s for tool, items in self.tools.items() if tool in called for s in items]
        return (*self.allow, *extra)


class ScoringPolicy(BaseModel):
    """Which Stage 2 scorer reads prose claims, and its thresholds (``[scoring]``)."""

    model_config = _FROZEN

    backend: str = "lexical"
    supported: float = Field(default=0.6, ge=0.0, le=1.0)
    unsupported: float = Field(default=0.4, ge=0.0, le=1.0)
    options: dict[str, Any] = Field(default_factory=dict)


class Constitution(BaseModel):
    """A validated per-agent policy; build it with `load`, `from_toml` or `default`."""

    model_config = _FROZEN

    name: str = "default"
    description: str = ""
    mode: Mode = "standard"
    aggregate: Aggregate = "weighted_mean"
    critical: frozenset[ClaimKind] = frozenset(CLAIM_KINDS)
    strict_unsupported: bool = False
    thresholds: Thresholds = Thresholds(emit=0.85, revise=0.6, block=0.4)
    actions: dict[FindingType, FindingAction] = Field(
        default_factory=lambda: dict(_MODE_ACTIONS["standard"])
    )
    # per reason code (``[reasons]``), over its type's action
    reasons: dict[str, FindingAction] = Field(default_factory=dict)
    allowlist: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    sources: SourcePolicy = SourcePolicy()
    rules: tuple[Rule, ...] = ()
    scoring: ScoringPolicy = ScoringPolicy()

    @classmethod
    def default(cls, mode: Mode = "standard") -> Constitution:
        """The built-in policy of ``mode``."""
        return cls.from_dict({"mode": mode})

    @classmethod
    def load(cls, path: str | Path) -> Constitution:
        """Read and validate a TOML constitution file."""
        return load_policy_file(path, cls.from_toml)

    @classmethod
    def from_toml(cls, text: str) -> Constitution:
        """Parse and validate a constitution from TOML text."""
        return cls.from_dict(parse_policy_toml(text))

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Constitution:
        """Validate a parsed constitution; unknown keys and bad values raise `BadPolicy`."""
        for key in data:
            if key not in _TOP_KEYS:
                raise BadPolicy(f"unknown key (expected one of {_sorted(_TOP_KEYS)})", field=key)
        mode = _choice(data.get("mode", "standard"), MODES, "mode")
        aggregate = _choice(
            data.get("aggregate", _MODE_AGGREGATE[mode]), get_args(Aggregate), "aggregate"
        )
        return cls(
            name=_string(data.get("name", "default"), "name"),
            description=_string(data.get("description", ""), "description"),
            mode=mode,
            aggregate=aggregate,
            critical=_critical(data.get("critical", list(CLAIM_KINDS))),
            strict_unsupported=_flag(
                data.get("strict_unsupported", mode == "paranoid"), "strict_unsupported"
            ),
            thresholds=_thresholds(data.get("thresholds", {}), mode),
            actions=_actions(data.get("actions", {}), mode),
            reasons={**_MODE_REASONS[mode], **_reasons(data.get("reasons", {}))},
            allowlist=_allowlist(data.get("allowlist", {})),
            sources=_sources(data.get("sources", {})),
            rules=_rules(data.get("rules", [])),
            scoring=_scoring(data.get("scoring", {})),
        )

    def action_for(self, finding_type: FindingType, reason: str | None = None) -> FindingAction:
        """What a finding of ``finding_type`` (for ``reason``) does to the answer under this
        policy."""
        if reason is not None and reason in self.reasons:
            return self.reasons[reason]
        return self.actions.get(finding_type, _MODE_ACTIONS[self.mode][finding_type])


def _scoring(table: Any) -> ScoringPolicy:
    if not isinstance(table, Mapping):
        raise BadPolicy("must be a table", field="scoring")
    unknown = set(table) - {"backend", "supported", "unsupported", "options"}
    if unknown:
        raise BadPolicy(f"unknown key {sorted(unknown)[0]!r}", field="scoring")
    backend = table.get("backend", "lexical")
    if not isinstance(backend, str) or not backend:
        raise BadPolicy("must be a back-end name", field="scoring.backend")
    options = table.get("options", {})
    if not isinstance(options, Mapping):
        raise BadPolicy("must be a table", field="scoring.options")
    values: dict[str, float] = {}
    for key in ("supported", "unsupported"):
        if key in table:
            v = table[key]
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not 0 <= v <= 1:
                raise BadPolicy("must be between 0 and 1", field=f"scoring.{key}")
            values[key] = float(v)
    return ScoringPolicy(backend=backend, options=dict(options), **values)


def _flag(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise BadPolicy("must be true or false", field=where)
    return value


_Loaded = TypeVar("_Loaded")


def parse_policy_toml(text: str) -> dict[str, Any]:
    """The tables of a policy file's TOML text; what Python's reader cannot hold (nesting
    past its recursion limit, an integer of more than 4,300 digits) is `BadPolicy` too."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise BadPolicy(f"not TOML: {exc}") from exc
    except RecursionError as exc:
        raise BadPolicy("not TOML: nested too deeply") from exc
    except ValueError as exc:  # an integer past Python's digit limit
        raise BadPolicy(f"not TOML: {exc}") from exc


def load_policy_file(path: str | Path, parse: Callable[[str], _Loaded]) -> _Loaded:
    """Read a policy file and ``parse`` its text; every `BadPolicy` names the file."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise BadPolicy(f"cannot read: {exc.__class__.__name__}", path=str(p)) from exc
    try:
        return parse(text)
    except BadPolicy as exc:
        message = str(exc).removeprefix(f"{exc.field}: ") if exc.field else str(exc)
        raise BadPolicy(message, field=exc.field, path=str(p)) from exc


def bundled(name: str) -> Constitution:
    """One of the example constitutions shipped with nyaya: general, finance, healthcare."""
    path = Path(__file__).with_name("constitutions") / f"{name}.toml"
    if not path.is_file():
        raise BadPolicy(f"no bundled constitution called {name!r}", field="name")
    return Constitution.load(path)


def _thresholds(raw: Any, mode: Mode) -> Thresholds:
    if not isinstance(raw, Mapping):
        raise BadPolicy("must be a table", field="thresholds")
    emit, revise, block = _MODE_THRESHOLDS[mode]
    values = {"emit": emit, "revise": revise, "block": block}
    for key, value in raw.items():
        if key not in values:
            raise BadPolicy("unknown key (expected emit, revise, block)", field=f"thresholds.{key}")
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise BadPolicy("must be a number", field=f"thresholds.{key}")
        if not 0.0 <= float(value) <= 1.0:
            raise BadPolicy("must be between 0 and 1", field=f"thresholds.{key}")
        values[key] = float(value)
    if not values["block"] <= values["revise"] <= values["emit"]:
        raise BadPolicy("must satisfy block <= revise <= emit", field="thresholds")
    return Thresholds(**values)


def _actions(raw: Any, mode: Mode) -> dict[FindingType, FindingAction]:
    if not isinstance(raw, Mapping):
        raise BadPolicy("must be a table", field="actions")
    actions = dict(_MODE_ACTIONS[mode])
    for key, value in raw.items():
        if key not in FINDING_TYPES:
            raise BadPolicy(
                f"unknown finding type (expected one of {FINDING_TYPES})", field=f"actions.{key}"
            )
        actions[key] = _choice(value, _ACTIONS, f"actions.{key}")
    return actions


def _reasons(raw: Any) -> dict[str, FindingAction]:
    if not isinstance(raw, Mapping):
        raise BadPolicy("must be a table", field="reasons")
    reasons: dict[str, FindingAction] = {}
    for key, value in raw.items():
        if not isinstance(key, str) or not _REASON_CODE.match(key):
            raise BadPolicy("must be a reason code (lower_snake_case)", field=f"reasons.{key}")
        reasons[key] = _choice(value, _ACTIONS, f"reasons.{key}")
    return reasons


def _critical(raw: Any) -> frozenset[ClaimKind]:
    if not isinstance(raw, list):
        raise BadPolicy("must be a list of claim kinds", field="critical")
    return frozenset(_choice(v, CLAIM_KINDS, f"critical[{i}]") for i, v in enumerate(raw))


def _allowlist(raw: Any) -> dict[str, tuple[str, ...]]:
    if not isinstance(raw, Mapping):
        raise BadPolicy("must be a table of tool = [values]", field="allowlist")
    out: dict[str, tuple[str, ...]] = {}
    for tool, values in raw.items():
        if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
            raise BadPolicy("must be a list of strings", field=f"allowlist.{tool}")
        out[tool] = tuple(values)
    return out


def _sources(raw: Any) -> SourcePolicy:
    if not isinstance(raw, Mapping):
        raise BadPolicy("must be a table", field="sources")
    for key in raw:
        if key not in ("allow", "tools"):
            raise BadPolicy("unknown key (expected allow, tools)", field=f"sources.{key}")
    allow = _hosts(raw.get("allow", []), "sources.allow")
    tools = raw.get("tools", {})
    if not isinstance(tools, Mapping):
        raise BadPolicy("must be a table of tool = [hosts]", field="sources.tools")
    return SourcePolicy(
        allow=allow,
        tools={str(t): _hosts(v, f"sources.tools.{t}") for t, v in tools.items()},
    )


def _hosts(raw: Any, field: str) -> tuple[str, ...]:
    if not isinstance(raw, list) or not all(isinstance(v, str) and v.strip() for v in raw):
        raise BadPolicy('must be a list of hosts (e.g. "docs.python.org")', field=field)
    return tuple(v.strip() for v in raw)


def _rules(raw: Any) -> tuple[Rule, ...]:
    if not isinstance(raw, list):
        raise BadPolicy("must be an array of tables ([[rules]])", field="rules")
    rules = []
    for i, entry in enumerate(raw):
        where = f"rules[{i}]"
        if not isinstance(entry, Mapping):
            raise BadPolicy("must be a table", field=where)
        for key in entry:
            if key not in _RULE_KEYS:
                raise BadPolicy(
                    f"unknown key (expected one of {_sorted(_RULE_KEYS)})", field=f"{where}.{key}"
                )
        if "name" not in entry:
            raise BadPolicy("is required", field=f"{where}.name")
        min_value = entry.get("min_value")
        if min_value is not None and (
            isinstance(min_value, bool) or not isinstance(min_value, (int, float))
        ):
            raise BadPolicy("must be a number", field=f"{where}.min_value")
        tools = entry.get("tools", [])
        if not isinstance(tools, list) or not all(isinstance(t, str) for t in tools):
            raise BadPolicy("must be a list of tool names", field=f"{where}.tools")
        message = entry.get("message")
        rules.append(
            Rule(
                name=_string(entry["name"], f"{where}.name"),
                kind=_choice(entry.get("kind", "any"), get_args(RuleKind), f"{where}.kind"),
                min_value=None if min_value is None else float(min_value),
                tools=tuple(tools),
                require=_choice(
                    entry.get("require", "verified"), get_args(Requirement), f"{where}.require"
                ),
                action=_choice(entry.get("action", "block"), _ACTIONS, f"{where}.action"),
                message=None if message is None else _string(message, f"{where}.message"),
            )
        )
    return tuple(rules)


def _choice(value: Any, allowed: tuple[Any, ...], field: str) -> Any:
    if value not in allowed:
        raise BadPolicy(f"must be one of {', '.join(allowed)} (got {value!r})", field=field)
    return value


def _string(value: Any, field: str) -> str:
    if not isinstance(value, str):
        raise BadPolicy("must be a string", field=field)
    return value


def _sorted(keys: frozenset[str]) -> str:
    return ", ".join(sorted(keys))
