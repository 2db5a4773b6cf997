"""Stage 1 on BFCL v4: gold calls must validate, mutated calls must be rejected.

Reads the BFCL JSONL files (``BFCL_v4_<category>.json``) and their
``possible_answer/`` twins from a directory. BFCL lists every acceptable
value per argument; a gold call takes the first non-empty acceptable value
of each argument (``""`` marks an argument as optional: it is left out only
when ``""`` is all that is listed). Each gold call is then mutated five ways
(wrong type, missing required argument, value outside an enum, an invented
id, an invented URL) and each mutant must be rejected.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from nyaya import BadInput
from nyaya.report import ToolCallValidation
from nyaya.toolcalls import CallValidator, Sources, normalize_tool
from nyaya.toolcalls.provenance import name_kind

Mutation = Literal["wrong_type", "missing_required", "not_in_enum", "invented_id", "invented_url"]
MUTATIONS: tuple[Mutation, ...] = (
    "wrong_type",
    "missing_required",
    "not_in_enum",
    "invented_id",
    "invented_url",
)
# The issue code a mutant should be rejected with (anything else is the wrong reason).
EXPECTED_CODE: dict[Mutation, str] = {
    "wrong_type": "wrong_type",
    "missing_required": "missing_required",
    "not_in_enum": "not_in_enum",
    "invented_id": "provenance",
    "invented_url": "provenance",
}


@dataclass(frozen=True)
class BfclItem:
    """One BFCL question with its functions and gold calls (empty for irrelevance)."""

    id: str
    category: str
    user: tuple[str, ...]
    functions: tuple[Mapping[str, Any], ...]
    gold: tuple[tuple[str, dict[str, Any]], ...]


def load_bfcl(data_dir: Path) -> list[BfclItem]:
    """Every item of every ``BFCL_v4_*.json`` file in ``data_dir``, joined with its answers."""
    files = sorted(Path(data_dir).glob("BFCL_v4_*.json"))
    if not files:
        raise BadInput("no BFCL_v4_*.json files found", path=str(data_dir))
    items = []
    for path in files:
        category = path.stem.removeprefix("BFCL_v4_")
        answers = _answers(Path(data_dir) / "possible_answer" / path.name)
        for record in _jsonl(path):
            item_id = str(record["id"])
            functions = tuple(record.get("function") or ())
            schemas = {f["name"]: normalize_tool(f).schema for f in functions}
            gold = tuple(
                (name, gold_arguments(spec, schemas.get(name)))
                for call in answers.get(item_id, ())
                for name, spec in call.items()
            )
            items.append(
                BfclItem(
                    id=item_id,
                    category=category,
                    user=tuple(_user_texts(record.get("question") or [])),
                    functions=functions,
                    gold=gold,
                )
            )
    return items


def gold_arguments(spec: Mapping[str, Any], schema: Mapping[str, Any] | None) -> dict[str, Any]:
    """One concrete call from BFCL's per-argument lists of acceptable values."""
    props = (schema or {}).get("properties") or {}
    out = {}
    for name, options in spec.items():
        sub = props.get(name) if isinstance(props, Mapping) else None
        picked = _first(options)
        if picked is _OMIT:
            continue
        out[name] = _concrete(picked, sub if isinstance(sub, Mapping) else None)
    return out


_OMIT = object()


def _first(options: Any) -> Any:
    if not isinstance(options, list) or not options:
        return options
    # "" marks the argument optional; a real value (when one is listed) exercises more checks.
    for option in options:
        if option != "":
            return option
    return _OMIT


def _concrete(value: Any, schema: Mapping[str, Any] | None) -> Any:
    """Nested dict arguments list acceptable values per key too; pick the first of each."""
    if isinstance(value, dict) and (schema or {}).get("type") == "object":
        return gold_arguments(value, schema)
    if isinstance(value, list) and isinstance((schema or {}).get("items"), Mapping):
        items = schema["items"] if schema else {}
        if items.get("type") == "object":
            return [_concrete(v, items) for v in value]
    return value


def mutate(
    kind: Mutation, args: dict[str, Any], schema: Mapping[str, Any] | None, seed: str
) -> dict[str, Any] | None:
    """``args`` broken one way, or None when the tool offers nothing to break that way."""
    props = (schema or {}).get("properties") or {}
    required = [r for r in (schema or {}).get("required") or [] if r in args]
    token = hashlib.sha256(seed.encode()).hexdigest()
    out = dict(args)
    if kind == "missing_required":
        if not required:
            return None
        del out[required[0]]
        return out
    for name in args:
        sub = props.get(name) if isinstance(props, Mapping) else None
        if not isinstance(sub, Mapping):
            continue
        declared = sub.get("type")
        if kind == "wrong_type" and isinstance(declared, str) and declared in _WRONG:
            out[name] = _WRONG[declared]
            return out
        if kind == "not_in_enum" and isinstance(sub.get("enum"), list):
            out[name] = f"not-a-choice-{token[:6]}"
            return out
    if kind in ("invented_id", "invented_url"):
        target = _invention_target(kind, args, props)
        if target is None:
            return None
        declared = props[target].get("type")
        if kind == "invented_url":
            out[target] = f"https://api.{token[:10]}.example.net/v2/items/{token[10:18]}"
        elif declared == "integer":
            out[target] = int(token[:8], 16) + 10_000_000
        else:
            out[target] = (
                f"{token[:8]}-{token[8:12]}-4{token[13:16]}-a{token[17:20]}-{token[20:32]}"
            )
        return out
    return None


_WRONG: dict[str, Any] = {
    "string": 40417,
    "integer": "not a number",
    "number": "not a number",
    "boolean": "not a boolean",
    "array": "not a list",
    "object": "not an object",
}


def _invention_target(kind: Mutation, args: dict[str, Any], props: Mapping[str, Any]) -> str | None:
    """The argument to fill with an invented value: an id-named one first, else a free string."""
    candidates = [
        n
        for n in args
        if isinstance(props.get(n), Mapping)
        and "enum" not in props[n]
        and "format" not in props[n]
        and props[n].get("type") in ("string", "integer")
    ]
    if kind == "invented_id":
        named = [n for n in candidates if name_kind(n) == "id"]
        if named:
            return named[0]
    strings = [n for n in candidates if props[n].get("type") == "string"]
    return strings[0] if strings else None


@dataclass(frozen=True)
class _Outcome:
    item: BfclItem
    tool: str
    args: dict[str, Any]
    validation: ToolCallValidation


def _gold_outcomes(items: list[BfclItem]) -> Iterator[tuple[_Outcome, CallValidator, Sources]]:
    for item in items:
        validator = CallValidator(item.functions)
        context = Sources(item.user)
        for i, (tool, args) in enumerate(item.gold):
            validation = validator.validate(tool, args, context, call_id=f"{item.id}#{i}")
            yield _Outcome(item, tool, args, validation), validator, context


def run_bfcl_suite(data_dir: Path) -> dict[str, Any]:
    """Gold acceptance and mutant rejection on BFCL, JSON-ready, with a markdown summary."""
    items = load_bfcl(Path(data_dir))
    gold_total = Counter[str]()
    gold_ok = Counter[str]()
    rejections = []
    tried = Counter[str]()
    rejected = Counter[str]()
    right = Counter[str]()
    missed: dict[str, list[dict[str, Any]]] = {k: [] for k in MUTATIONS}
    for outcome, validator, context in _gold_outcomes(items):
        cat = outcome.item.category
        gold_total[cat] += 1
        if outcome.validation.status != "invalid":
            gold_ok[cat] += 1
        else:
            rejections.append(
                {
                    "id": outcome.item.id,
                    "tool": outcome.tool,
                    "args": outcome.args,
                    "errors": [e.model_dump() for e in outcome.validation.errors],
                }
            )
        schemas = {f["name"]: normalize_tool(f).schema for f in outcome.item.functions}
        for kind in MUTATIONS:
            seed = f"{outcome.validation.call_id}/{kind}"
            mutant = mutate(kind, outcome.args, schemas.get(outcome.tool), seed)
            if mutant is None:
                continue
            tried[kind] += 1
            result = validator.validate(outcome.tool, mutant, context, call_id=seed)
            if result.status == "invalid":
                rejected[kind] += 1
                if any(e.code == EXPECTED_CODE[kind] for e in result.errors):
                    right[kind] += 1
            elif len(missed[kind]) < 20:
                missed[kind].append({"id": seed, "tool": outcome.tool, "args": mutant})
    total = sum(gold_total.values())
    accepted = sum(gold_ok.values())
    mutations = {
        kind: {
            "applicable": tried[kind],
            "rejected": rejected[kind],
            "rejection_rate": _rate(rejected[kind], tried[kind]),
            "rejected_for_expected_reason": right[kind],
            "missed_examples": missed[kind],
        }
        for kind in MUTATIONS
    }
    all_tried = sum(tried.values())
    all_rejected = sum(rejected.values())
    report: dict[str, Any] = {
        "suite": "bfcl",
        "items": len(items),
        "gold": {
            "calls": total,
            "accepted": accepted,
            "acceptance_rate": _rate(accepted, total),
            "by_category": {
                cat: {
                    "calls": gold_total[cat],
                    "accepted": gold_ok[cat],
                    "acceptance_rate": _rate(gold_ok[cat], gold_total[cat]),
                }
                for cat in sorted(gold_total)
            },
            "rejections": rejections,
        },
        "mutations": mutations,
        "mutation_rejection_rate": _rate(all_rejected, all_tried),
        "mutants": all_tried,
    }
    report["markdown"] = bfcl_markdown(report)
    return report


def bfcl_markdown(result: Mapping[str, Any]) -> str:
    """The BFCL tables as markdown."""
    gold = result["gold"]
    lines = [
        "### BFCL v4: gold calls",
        "",
        "| category | gold calls | accepted | acceptance |",
        "|---|---:|---:|---:|",
    ]
    for cat, row in gold["by_category"].items():
        lines.append(
            f"| {cat} | {row['calls']} | {row['accepted']} | {_pct(row['acceptance_rate'])} |"
        )
    lines.append(
        f"| **all** | **{gold['calls']}** | **{gold['accepted']}** | "
        f"**{_pct(gold['acceptance_rate'])}** |"
    )
    lines += [
        "",
        "### BFCL v4: mutated calls",
        "",
        "| mutation | mutants | rejected | rejection | rejected with the expected code |",
        "|---|---:|---:|---:|---:|",
    ]
    for kind, row in result["mutations"].items():
        lines.append(
            f"| {kind} | {row['applicable']} | {row['rejected']} | "
            f"{_pct(row['rejection_rate'])} | {row['rejected_for_expected_reason']} |"
        )
    lines.append(
        f"| **all** | **{result['mutants']}** | | **{_pct(result['mutation_rejection_rate'])}** | |"
    )
    if gold["rejections"]:
        lines += ["", "Rejected gold calls:", ""]
        for rej in gold["rejections"]:
            reasons = "; ".join(f"`{e['code']}` {e['message']}" for e in rej["errors"])
            lines.append(f"- `{rej['id']}` `{rej['tool']}`: {reasons}")
    return "\n".join(lines) + "\n"


def _rate(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def _pct(rate: float | None) -> str:
    return "n/a" if rate is None else f"{rate * 100:.2f}%"


def _answers(path: Path) -> dict[str, list[dict[str, Any]]]:
    if not path.exists():
        return {}
    return {str(r["id"]): list(r.get("ground_truth") or []) for r in _jsonl(path)}


def _jsonl(path: Path) -> Iterator[dict[str, Any]]:
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except ValueError as exc:
                raise BadInput(f"line {number} is not JSON: {exc}", path=str(path)) from exc
            if not isinstance(record, dict) or "id" not in record:
                raise BadInput(f"line {number} is not a BFCL record", path=str(path))
            yield record


def _user_texts(question: Any) -> Iterator[str]:
    """The user (and system) turns: what the model was given to work from."""
    turns = question if isinstance(question, list) else []
    for turn in turns:
        for message in turn if isinstance(turn, list) else [turn]:
            if isinstance(message, Mapping) and message.get("role") in ("user", "system"):
                content = message.get("content")
                if isinstance(content, str):
                    yield content
