"""Loaders that turn benchmark data into `BenchItem`s. Each takes a path; none is
needed by the test suite.

- ``nvb``: generated scenarios (`nyaya_bench.generator`), from a JSONL file or a split.
- ``tooltalk``: ToolTalk "easy" conversations: each assistant turn with ``apis``
  is a clean run, plus one copy per hallucination type injected by a fixed rule.
- ``tau``: τ-bench GPT-4o airline runs: every assistant text turn that directly
  follows a tool result, checked against the transcript so far (all real answers:
  the flag rate is an upper bound of the false-positive rate; flagged answers are
  listed in the report for inspection).
- Both real conversation suites keep everything the agent had when it answered:
  every earlier user turn and tool call, the system message (ToolTalk's session
  metadata, τ-bench's policy) as a source, and the conversation's own time as the
  run's ``created_at``, so "tomorrow" means the day after the conversation.
- ``halueval``: HaluEval QA: ``knowledge`` as a lookup tool's output; the right
  answer is clean, the hallucinated answer is labelled ``hallucinated``.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterable, Iterator, Sequence
from datetime import UTC, datetime, timedelta, timezone, tzinfo
from pathlib import Path
from typing import Any

from nyaya import BadInput, Run
from nyaya_bench.bfcl import run_bfcl_suite
from nyaya_bench.generator import SPLIT_OF_SEED, generate
from nyaya_bench.items import CLEAN, BenchItem, TruthClaim, run_from_openai
from nyaya_bench.tau_calls import run_tau_calls_suite

SPLIT_SEEDS = {name: seed for seed, name in SPLIT_OF_SEED.items()}


def nvb_items(scenarios: Iterable[dict[str, Any]]) -> list[BenchItem]:
    """BenchItems from generated scenario dicts."""
    items = []
    for s in scenarios:
        try:
            claims = tuple(
                TruthClaim(
                    text=c["text"],
                    start=c["start"],
                    end=c["end"],
                    pramana=c["pramana"],
                    outcome=c["outcome"],
                    correct=c["correct"],
                    injected=c["injected"],
                )
                for c in s["claims"]
            )
            span = s.get("injected_span")
            tags = [*s.get("near_misses", []), f"variant:{s.get('variant', 'normal')}"]
            if s.get("self_tagged"):
                tags.append("self_tagged")
            if s.get("mislabelled"):
                tags.append("mislabelled")
            items.append(
                BenchItem(
                    id=s["id"],
                    suite="nvb",
                    language=s["language"],
                    label=s["label"],
                    run=run_from_openai(s["run"], run_id=s["id"]),
                    domain=s.get("domain", ""),
                    claims=claims,
                    injected_span=(span[0], span[1]) if span else None,
                    tags=tuple(sorted(tags)),
                )
            )
        except (KeyError, TypeError) as exc:
            raise BadInput(f"scenario {s.get('id', '?')!r} lacks {exc}", field=str(exc)) from exc
    return items


def load_nvb(path: Path) -> list[BenchItem]:
    """Generated scenarios from a JSONL file (`nyaya bench generate`)."""
    return nvb_items(_read_jsonl(path))


def nvb_split(
    split: str,
    *,
    per_type: int = 50,
    controls: int = 150,
    languages: Sequence[str] = ("en", "hi", "zh", "es"),
) -> list[BenchItem]:
    """The ``train`` / ``dev`` / ``test`` split (seeds 1 / 2 / 3), generated in memory."""
    if split not in SPLIT_SEEDS:
        raise BadInput(f"unknown split {split!r} (train, dev, test)", field="split")
    return nvb_items(
        generate(SPLIT_SEEDS[split], per_type=per_type, controls=controls, languages=languages)
    )


def _read_jsonl(path: Path) -> Iterator[dict[str, Any]]:
    if not path.is_file():
        raise BadInput("no such file", path=str(path))
    with path.open(encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                yield json.loads(line)
            except ValueError as exc:
                raise BadInput(f"line {lineno} is not JSON", path=str(path)) from exc


def _load_json(path: Path) -> Any:
    if not path.is_file():
        raise BadInput("no such file", path=str(path))
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise BadInput("not JSON", path=str(path)) from exc


def _transcript(
    user: str, calls: Sequence[tuple[str, dict[str, Any], Any]], answer: str
) -> dict[str, Any]:
    return _conversation([("user", user), ("calls", list(calls)), ("assistant", answer)])


_Turn = tuple[str, Any]  # ("system" | "user" | "assistant", text) or ("calls", [(tool, args, out)])


def _conversation(turns: Sequence[_Turn]) -> dict[str, Any]:
    """An OpenAI transcript from turns in order; the last turn is the answer."""
    messages: list[dict[str, Any]] = []
    names: set[str] = set()
    n = 0
    for role, content in turns:
        if role != "calls":
            messages.append({"role": role, "content": content})
            continue
        for tool, args, output in content:
            n += 1
            names.add(tool)
            messages.append(
                {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [
                        {
                            "id": f"call_{n}",
                            "type": "function",
                            "function": {"name": tool, "arguments": json.dumps(args)},
                        }
                    ],
                }
            )
            text = output if isinstance(output, str) else json.dumps(output, ensure_ascii=False)
            messages.append({"role": "tool", "tool_call_id": f"call_{n}", "content": text})
    tools = [
        {
            "type": "function",
            "function": {"name": name, "description": "", "parameters": {"type": "object"}},
        }
        for name in sorted(names)
    ]
    return {"messages": messages, "tools": tools}


def _with_context(run: Run, system: str, created_at: datetime | None) -> Run:
    """The run with its system message as a source and its own time.

    Run adapters read only user messages as what the user said; the system message
    (ToolTalk's session metadata, τ-bench's policy) is given context too, so values
    taken from it (a session token, the user's id) are not made up.
    """
    update: dict[str, Any] = {}
    if system:
        update["user"] = f"{system}\n{run.user}" if run.user else system
    if created_at is not None:
        update["created_at"] = created_at
    return run.model_copy(update=update) if update else run


_FABRICATED = (
    ("SendEmail", "I've also sent a confirmation email to your inbox."),
    ("AddReminder", "I've also added a reminder for this to your list."),
    ("SendMessage", "I also messaged your team to let them know."),
    ("CreateEvent", "I've blocked time on your calendar for it as well."),
)
_MENTAL = (
    "The sender is clearly annoyed and expects a reply today.",
    "You will definitely be happy with this.",
    "Everyone involved already agreed to this.",
    "They are clearly in a hurry about it.",
)
_HOSTS = ("help-center", "docs-portal", "newsdesk")
_SWAP_NAMES = ("Project Atlas", "Quarterly review", "Berlin", "Meeting with Dana")
_SWAP_PEOPLE = ("Jordan Blake", "Dana Whitfield", "Sam Ortega")
_SWAP_PHRASES = ("water the plants", "book a dentist visit", "renew the passport")
_DIGITS = re.compile(r"(?<![A-Za-z])\d+(?![A-Za-z])")
_LOOKUP = re.compile(r"^(Get|Query|Search|Find|Current|Forecast|Historic|Check)")
_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _lists(node: Any) -> list[int]:
    if isinstance(node, list):
        return [len(node), *(n for x in node for n in _lists(x))]
    if isinstance(node, dict):
        return [n for x in node.values() for n in _lists(x)]
    return []


def _strings(node: Any) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, list):
        return [s for x in node for s in _strings(x)]
    if isinstance(node, dict):
        return [s for x in node.values() for s in _strings(x)]
    return []


def _append(text: str, sentence: str) -> str:
    """Add a sentence to an answer, before a closing question if there is one."""
    text = text.strip()
    if text and text[-1] not in ".!?":
        text += "."
    parts = re.split(r"(?<=[.!])\s+", text)
    if len(parts) > 1 and parts[-1].endswith("?"):
        return " ".join([*parts[:-1], sentence, parts[-1]])
    return f"{text} {sentence}"


def _shift(digits: str, rng: random.Random) -> str:
    """A different number of the same width (clock-like values stay in 1..12)."""
    n = int(digits)
    if 1 <= n <= 12 and len(digits) <= 2:
        moved = (n - 1 + rng.randrange(1, 4)) % 12 + 1
    else:
        moved = n + rng.randrange(2, 9)
    return str(moved).zfill(len(digits))


def tooltalk_injections(
    text: str,
    apis: Sequence[dict[str, Any]],
    rng: random.Random,
    *,
    called: Iterable[str] = (),
) -> dict[str, str]:
    """Hallucinated variants of a real ToolTalk answer, one per type the rules can make;
    ``called`` names tools already called earlier in the conversation."""
    responses = [a.get("response") for a in apis if a.get("exception") is None]
    params = [a.get("request", {}).get("parameters") for a in apis]
    seen_text = json.dumps([responses, params])
    lengths = [n for r in responses for n in _lists(r) if n > 0]
    out: dict[str, str] = {}
    numbers = [m for m in _DIGITS.finditer(text) if m.group(0) in seen_text]
    count_hit = None
    for m in numbers:
        if int(m.group(0)) in lengths:
            count_hit = m
            break
    for w, word in enumerate(_WORDS):
        if count_hit is None and w in lengths and re.search(rf"\b{word}\b", text, re.I):
            wm = re.search(rf"\b{word}\b", text, re.I)
            if wm is not None:
                out["count_mismatch"] = (
                    text[: wm.start()] + _WORDS[min(w + 2, 10)] + text[wm.end() :]
                )
    if count_hit is not None:
        out["count_mismatch"] = (
            text[: count_hit.start()] + str(int(count_hit.group(0)) + 2) + text[count_hit.end() :]
        )
    elif "count_mismatch" not in out and lengths:
        out["count_mismatch"] = _append(text, f"In total there were {max(lengths) + 2} results.")
    facts = [m for m in numbers if m is not count_hit]
    if facts:
        m = rng.choice(facts)
        out["fact_mismatch"] = text[: m.start()] + _shift(m.group(0), rng) + text[m.end() :]
    else:
        names = sorted(
            {
                s
                for r in [*responses, *params]
                for s in _strings(r)
                if len(s) >= 3 and s[0].isalpha() and s in text
            }
        )
        if names:
            name = rng.choice(names)
            kind: tuple[str, ...]
            if name[0].islower():
                kind = _SWAP_PHRASES
            elif " " in name and name.replace(" ", "").isalpha():
                kind = _SWAP_PEOPLE
            else:
                kind = _SWAP_NAMES
            swap = next(n for n in kind if n not in seen_text)
            out["fact_mismatch"] = text.replace(name, swap, 1)
    called = {*called, *(str(a.get("request", {}).get("api_name")) for a in apis)}
    options = [s for tool, s in _FABRICATED if tool not in called]
    out["fabricated_tool_call"] = _append(text, rng.choice(options))
    here = {str(a.get("request", {}).get("api_name")) for a in apis}
    if any(_LOOKUP.match(c) for c in here) and all(a.get("exception") is None for a in apis):
        out["false_absence"] = rng.choice(
            ("I couldn't find anything matching that.", "There were no results for that.")
        )
    out["source_fabrication"] = (
        f"{text} (source: https://www.{rng.choice(_HOSTS)}.com/a/{rng.randrange(10000, 99999)})"
    )
    out["inference_as_fact"] = _append(text, rng.choice(_MENTAL))
    return out


def load_tooltalk(folder: Path) -> list[BenchItem]:
    """ToolTalk easy: clean human answers and their injected variants.

    Each run holds the conversation up to its answer: every earlier user turn and
    tool call, the conversation's ``metadata`` (timestamp, location, username,
    session token) as a system message, and ``created_at`` from its timestamp.
    """
    files = sorted(folder.glob("*.json")) if folder.is_dir() else []
    if not files:
        raise BadInput("no ToolTalk conversation files (*.json) found", path=str(folder))
    items: list[BenchItem] = []
    for path in files:
        convo = _load_json(path)
        metadata = convo.get("metadata") or {}
        context = _tooltalk_context(metadata)
        created_at = _timestamp(metadata.get("timestamp"))
        history: list[_Turn] = [("system", context)] if context else []
        called: set[str] = set()
        for turn in convo.get("conversation", []):
            if turn.get("role") == "user":
                history.append(("user", str(turn.get("text", ""))))
                continue
            apis = turn.get("apis") or []
            text = str(turn.get("text", ""))
            if not apis:
                history.append(("assistant", text))
                continue
            calls = [
                (
                    str(a["request"]["api_name"]),
                    dict(a["request"].get("parameters") or {}),
                    a.get("response") if a.get("exception") is None else f"Error: {a['exception']}",
                )
                for a in apis
            ]
            history.append(("calls", calls))
            called.update(c[0] for c in calls)
            base = f"tooltalk/{convo.get('name', path.stem)}/{turn.get('index')}"
            rng = random.Random(base)
            variants = {CLEAN: text, **tooltalk_injections(text, apis, rng, called=called)}
            for label, answer in variants.items():
                item_id = f"{base}/{label}"
                run = run_from_openai(
                    _conversation([*history, ("assistant", answer)]), run_id=item_id
                )
                items.append(
                    BenchItem(
                        id=item_id,
                        suite="tooltalk",
                        language="en",
                        label=label,
                        run=_with_context(run, context, created_at),
                        domain=",".join(convo.get("suites_used", [])),
                    )
                )
            history.append(("assistant", text))
    return items


def _tooltalk_context(metadata: Any) -> str:
    if not isinstance(metadata, dict) or not metadata:
        return ""
    return "Conversation context: " + "; ".join(f"{k}: {v}" for k, v in metadata.items())


def _timestamp(value: Any, tz: tzinfo = UTC) -> datetime | None:
    """A timestamp as written in the data ("2023-09-11 09:00:00"); naive ones get ``tz``."""
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.fromisoformat(value.strip())
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=tz)


def _unique_call_ids(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Rename reused tool-call ids (a quarter of the τ-bench runs reuse them) so every call
    keeps its own result; a result pairs with the oldest open call of its id."""
    seen: dict[str, int] = {}
    pending: dict[str, list[str]] = {}
    out: list[dict[str, Any]] = []
    for m in messages:
        calls = m.get("tool_calls")
        if calls:
            renamed = []
            for tc in calls:
                orig = str(tc.get("id"))
                seen[orig] = seen.get(orig, 0) + 1
                new = orig if seen[orig] == 1 else f"{orig}~{seen[orig]}"
                pending.setdefault(orig, []).append(new)
                renamed.append({**tc, "id": new})
            out.append({**m, "tool_calls": renamed})
        elif m.get("role") == "tool" and pending.get(str(m.get("tool_call_id"))):
            out.append({**m, "tool_call_id": pending[str(m.get("tool_call_id"))].pop(0)})
        else:
            out.append(m)
    return out


def load_tau(path: Path) -> list[BenchItem]:
    """τ-bench runs: every assistant text turn right after a tool result, as a clean run.

    Each run holds the trajectory up to its answer (every user turn and tool call);
    the system prompt (the airline policy) is kept as a source, and its "current
    time" is the run's ``created_at``.
    """
    runs = _load_json(path)
    if not isinstance(runs, list):
        raise BadInput("expected a list of runs", path=str(path))
    tools_file = path.parent / "tools.json"
    tools = _load_json(tools_file).get("airline", []) if tools_file.is_file() else []
    items: list[BenchItem] = []
    for k, record in enumerate(runs):
        traj = record.get("traj") or []
        system = "\n".join(
            str(m.get("content") or "") for m in traj if m.get("role") == "system"
        ).strip()
        created_at = _tau_time(system)
        for i, message in enumerate(traj):
            if (
                message.get("role") != "assistant"
                or not message.get("content")
                or message.get("tool_calls")
            ):
                continue
            if i == 0 or traj[i - 1].get("role") != "tool":
                continue
            item_id = f"tau/{record.get('task_id', k)}/{record.get('trial', 0)}/{i}"
            msgs = _unique_call_ids(list(traj[: i + 1]))
            run = run_from_openai({"messages": msgs, "tools": tools}, run_id=item_id)
            items.append(
                BenchItem(
                    id=item_id,
                    suite="tau",
                    language="en",
                    label=CLEAN,
                    run=_with_context(run, system, created_at),
                    domain="airline",
                    note=f"reward={record.get('reward')}",
                )
            )
    return items


_TAU_NOW = re.compile(
    r"current time is (\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2})?)\s*(EST|EDT|UTC|GMT)?", re.I
)
_ZONES = {"EST": timezone(timedelta(hours=-5)), "EDT": timezone(timedelta(hours=-4))}


def _tau_time(system: str) -> datetime | None:
    """The "current time" a τ-bench system prompt states ("2024-05-15 15:00:00 EST")."""
    found = _TAU_NOW.search(system)
    if found is None:
        return None
    return _timestamp(found[1], _ZONES.get((found[2] or "UTC").upper(), UTC))


def load_halueval(path: Path) -> list[BenchItem]:
    """HaluEval QA: knowledge as a lookup output; right answer clean, hallucinated answer not."""
    text = path.read_text(encoding="utf-8") if path.is_file() else ""
    if not text:
        raise BadInput("no such file", path=str(path))
    records = (
        json.loads(text)
        if text.lstrip().startswith("[")
        else [json.loads(x) for x in text.splitlines() if x.strip()]
    )
    items: list[BenchItem] = []
    for k, r in enumerate(records):
        for label, key in ((CLEAN, "right_answer"), ("hallucinated", "hallucinated_answer")):
            item_id = f"halueval/{k}/{label}"
            transcript = _transcript(
                r["question"],
                [("knowledge_lookup", {"question": r["question"]}, r["knowledge"])],
                r[key],
            )
            items.append(
                BenchItem(
                    id=item_id,
                    suite="halueval",
                    language="en",
                    label=label,
                    run=run_from_openai(transcript, run_id=item_id),
                    domain="qa",
                )
            )
    return items


def run_delegate(suite: str, data: Path) -> dict[str, Any]:
    """The Stage-1 suites (`bfcl`, `tau-calls`): tool-call validation on real calls."""
    if suite == "bfcl":
        return run_bfcl_suite(data)
    return run_tau_calls_suite(data)
