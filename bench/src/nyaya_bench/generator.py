"""NyayaVerifyBench-style scenario generator: agent runs with known hallucinations.

`generate(seed)` returns, per language, ``per_type`` scenarios for each of the six
hallucination types and ``controls`` clean controls (1,800 for four languages by
default). Each scenario is an OpenAI-format run (``{"messages", "tools"}``) plus
its ground truth: ``label``, ``injected_span`` in the answer, and per claim the
expected pramana, outcome and whether it is correct.

Each JSONL line holds: ``id``, ``seed``, ``split``, ``language``, ``label``,
``domain``, ``variant`` (``normal``, ``absence``, ``tool_error``, ``no_call``),
``run`` (the transcript, ``run_id`` = ``id``), ``answer`` and ``answer_body``
(without the self-tag block), ``injected_span`` (the injected claim) and
``injected_value_span`` (the injected value inside it), ``claims`` (``text``,
``start``, ``end``, ``kind``, ``pramana``, ``outcome``, ``correct``,
``injected``, ``tag``, ``mislabelled``), ``self_tagged``, ``mislabelled``,
``near_misses`` (clean controls), ``true_count`` and ``content_hash``.

Determinism: every scenario draws from its own ``random.Random`` seeded with a
string naming (seed, language, label, index, attempt); nothing reads a clock or
depends on dict or set order, so one seed always gives the same bytes.

Disjoint splits: a scenario is kept only when the hash of its answer text falls
in the bucket ``(seed - 1) % 3``; seeds 1, 2 and 3 (train, dev, test) can
therefore never share an answer, even one a small template pool repeats.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any, Literal

from nyaya import BadInput
from nyaya_bench.domains import BUILDERS, EXTRA_TOOLS, SITES, DomainCase
from nyaya_bench.numbers import amount_text, count_text, date_text, time_text
from nyaya_bench.texts import DOMAINS, LANGUAGES, DomainText, LanguageText

HallucinationType = Literal[
    "fabricated_tool_call",
    "count_mismatch",
    "fact_mismatch",
    "inference_as_fact",
    "false_absence",
    "source_fabrication",
]
HALLUCINATION_TYPES: tuple[HallucinationType, ...] = (
    "fabricated_tool_call",
    "count_mismatch",
    "fact_mismatch",
    "inference_as_fact",
    "false_absence",
    "source_fabrication",
)
LABELS: tuple[str, ...] = (*HALLUCINATION_TYPES, "clean")
DEFAULT_LANGUAGES: tuple[str, ...] = ("en", "hi", "zh", "es")
SPLIT_OF_SEED = {1: "train", 2: "dev", 3: "test"}
GENERATOR_VERSION = "nvb/1"

_TAG_OF = {
    "pratyaksa": "tool_output",
    "anumana": "inference",
    "sabda": "external_source",
    "abhava": "absence",
    "ungrounded": "opinion",
}
_SELF_TAG_PROMPT = (
    " After your answer, append a ---VERIFICATION--- block listing each factual claim with"
    " its source_type (tool_output, inference, external_source, absence, opinion), the"
    " evidence call id and whether it is checkable, then ---END VERIFICATION---."
)
_MONEY_DOMAINS = {"orders": 2, "crm": 0, "flights": 2, "stocks": 2}


@dataclass(frozen=True, slots=True)
class _Piece:
    """One sentence of the answer and what it truly is."""

    text: str
    kind: str
    pramana: str | None = None
    outcome: str = "verified"
    correct: bool = True
    injected: bool = False
    mark: tuple[int, int] | None = None  # the injected value inside ``text``
    tag: str | None = None  # a deliberately different self-tag source_type


def generate(
    seed: int,
    *,
    per_type: int = 50,
    controls: int = 150,
    languages: Sequence[str] = DEFAULT_LANGUAGES,
) -> list[dict[str, Any]]:
    """All scenarios for ``seed`` in a fixed order (language, label, index)."""
    for lang in languages:
        if lang not in LANGUAGES:
            raise BadInput(f"unknown language {lang!r} (known: en, hi, zh, es)", field="languages")
    if per_type < 0 or controls < 0:
        raise BadInput("counts must not be negative", field="per_type")
    out: list[dict[str, Any]] = []
    for lang in languages:
        for label in LABELS:
            for index in range(controls if label == "clean" else per_type):
                out.append(_scenario(seed, LANGUAGES[lang], label, index))
    return out


def dumps(scenario: dict[str, Any]) -> str:
    """One scenario as its canonical JSONL line."""
    return json.dumps(scenario, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def write_jsonl(scenarios: Iterable[dict[str, Any]], path: Path) -> int:
    """Write scenarios one per line; returns how many."""
    count = 0
    with path.open("w", encoding="utf-8", newline="\n") as fh:
        for s in scenarios:
            fh.write(dumps(s) + "\n")
            count += 1
    return count


def content_hash(text: str) -> str:
    """``sha256:<hex>`` of a text, the unit of split disjointness."""
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def _bucket(answer_body: str) -> int:
    return int(hashlib.sha256(answer_body.encode("utf-8")).hexdigest()[:8], 16) % 3


def _scenario(seed: int, lt: LanguageText, label: str, index: int) -> dict[str, Any]:
    for attempt in range(400):
        rng = random.Random(f"{GENERATOR_VERSION}/{seed}/{lt.code}/{label}/{index}/{attempt}")
        scenario = _compose(rng, lt, label)
        if _bucket(scenario["answer_body"]) == (seed - 1) % 3:
            scenario["id"] = f"nvb-s{seed}-{lt.code}-{label}-{index:03d}"
            scenario["seed"] = seed
            scenario["split"] = SPLIT_OF_SEED.get(seed, f"seed{seed}")
            scenario["run"]["run_id"] = scenario["id"]
            return scenario
    raise AssertionError("no scenario fell in the split bucket; the template pool is too small")


def _fill(template: str, values: dict[str, str]) -> tuple[str, dict[str, tuple[int, int]]]:
    """Format ``template`` and return where each slot's value landed."""
    text = ""
    spans: dict[str, tuple[int, int]] = {}
    for literal, name, _, _ in string.Formatter().parse(template):
        text += literal
        if name is not None:
            start = len(text)
            text += values[name]
            spans.setdefault(name, (start, len(text)))
    return text, spans


def _slots(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _usable(templates: Sequence[str], values: dict[str, str]) -> list[str]:
    return [t for t in templates if _slots(t) <= values.keys()]


def _values(
    case: DomainCase, domain: str, lt: LanguageText, rng: random.Random, approx: bool
) -> dict[str, str]:
    values = {"q": case.q, "person": rng.choice(lt.persons), "id": str(rng.randrange(1000, 9999))}
    if case.name is not None:
        values["name"] = case.name
    if case.ident is not None:
        values["id"] = case.ident
    if case.num is not None:
        kind = "money" if domain in _MONEY_DOMAINS else case.num_kind
        decimals = _MONEY_DOMAINS.get(domain, 0)
        values["num"] = amount_text(
            case.num, kind, lt, rng, approx=approx and case.num >= 100, decimals=decimals
        )
    if case.big is not None:
        values["big"] = amount_text(
            case.big, "plain", lt, rng, approx=approx or rng.random() < 0.5, decimals=0
        )
    if case.day is not None:
        values["date"] = date_text(case.day, lt, rng)
    if case.clock is not None:
        values["time"] = time_text(case.clock, lt, rng)
    return values


def _mutate(slot: str, case: DomainCase, domain: str, lt: LanguageText, rng: random.Random) -> str:
    """A wrong value for ``slot`` that no rounding or reformatting could explain."""
    if slot == "num" and case.num is not None:
        factor = Decimal(str(round(rng.choice((rng.uniform(0.4, 0.8), rng.uniform(1.25, 2.5))), 3)))
        kind = "money" if domain in _MONEY_DOMAINS else case.num_kind
        decimals = _MONEY_DOMAINS.get(domain, 0)
        wrong = (case.num * factor).quantize(Decimal(1).scaleb(-decimals))
        if kind == "plain":
            wrong = case.num + rng.choice((-9, -7, -5, 5, 7, 9))
        return amount_text(wrong, kind, lt, rng, decimals=decimals)
    if slot == "big" and case.big is not None:
        return amount_text(
            (case.big * Decimal(rng.choice(("0.3", "0.5", "2", "3")))).quantize(Decimal(1)),
            "plain",
            lt,
            rng,
            decimals=0,
        )
    if slot == "date" and case.day is not None:
        return date_text(
            case.day + timedelta(days=rng.choice((-9, -6, -3, -2, 2, 3, 5, 8))), lt, rng
        )
    if slot == "time" and case.clock is not None:
        moved = datetime(2026, 1, 1, case.clock.hour, case.clock.minute) + timedelta(
            hours=rng.choice((-3, -2, 2, 3))
        )
        return time_text(moved.time(), lt, rng)
    if slot == "id" and case.ident is not None:
        digits = [c for c in case.ident if c.isdigit()]
        prefix = case.ident[: len(case.ident) - len(digits)] if case.ident[:1] == "#" else ""
        bumped = str(int("".join(digits)) + rng.choice((-71, -13, 13, 71, 300)))
        return prefix + bumped
    pool = {
        "email": lt.subjects,
        "calendar": lt.events,
        "web_search": tuple(t for _, ts in lt.topics for t in ts),
        "crm": lt.deals,
        "files": lt.files,
        "tickets": lt.ticket_subjects,
    }.get(domain, ())
    choices = [p for p in pool if p not in case.names_in_output and p != case.name]
    if choices:
        return rng.choice(choices)
    return f"{rng.choice(('UA', 'IB', 'AI', 'MU'))}{rng.randrange(100, 9999)}"


def _fake_url(case: DomainCase, lt: LanguageText, rng: random.Random) -> str:
    real = case.urls[0] if case.urls else f"https://{SITES[lt.code][0]}/x"
    host = real.split("/")[2]
    if rng.random() < 0.5:
        host = rng.choice([h for h in SITES[lt.code] if h != host] or [host])
    path = rng.choice(("news", "article", "2026", "markets", "tech", "story"))
    while True:
        kind = rng.choice(("report", "analysis", "update", "exclusive"))
        url = f"https://{host}/{path}/{kind}-{rng.randrange(100000, 999999)}"
        if url not in case.urls:
            return url


def _compose(rng: random.Random, lt: LanguageText, label: str) -> dict[str, Any]:
    if label == "source_fabrication":
        domain = rng.choice(("web_search", "web_search", "stocks"))
    else:
        domain = rng.choice(DOMAINS)
    dt = lt.domains[domain]
    variant = "normal"
    n = rng.choice((1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 9, 10, 12))
    roll = rng.random()
    if label == "clean":
        if roll < 0.1:
            variant = "tool_error"
        elif roll < 0.25 and domain != "weather":
            variant, n = "absence", 0
    elif label == "count_mismatch" and roll < 0.12 and domain != "weather":
        n = 0
    elif label == "false_absence" and roll < 0.25:
        variant = "tool_error"
    elif label == "fabricated_tool_call" and roll < 0.3:
        variant = "no_call"
    case = BUILDERS[domain](lt, rng, n)
    near: list[str] = []
    approx = label == "clean" and rng.random() < 0.5
    values = _values(case, domain, lt, rng, approx)
    count_words = rng.random() < 0.3
    pieces: list[_Piece] = []
    error_output: str | None = None

    def count_piece(stated: int, *, injected: bool = False) -> _Piece:
        template = rng.choice(_usable(dt.count, {**values, "cn": ""}))
        cn = count_text(stated, lt, dt.noun, count_words, rng)
        if lt.code == "en" and stated == 1:
            template = template.replace("There are", "There is")
        if count_words and stated <= 12:
            near.append("count_in_words")
        text, spans = _fill(template, {**values, "cn": cn})
        if injected:
            return _Piece(text, "count", "pratyaksa", "contradicted", False, True, spans["cn"])
        return _Piece(text, "count", "pratyaksa")

    def fact_piece() -> tuple[_Piece, str]:
        template = rng.choice(_usable(dt.fact, values))
        text, _ = _fill(template, values)
        if approx and _slots(template) & {"num", "big"}:
            near.append("rounded_number")
        return _Piece(text, "fact", "pratyaksa"), template

    if variant == "tool_error":
        error_output = rng.choice(
            (
                '{"error": {"code": 503, "message": "Service Unavailable"}}',
                "Error: request timed out after 30s",
                '{"error": "upstream returned 500"}',
                "Error: 429 Too Many Requests",
            )
        )
        if label == "false_absence":
            text, _ = _fill(rng.choice(dt.absence), values)
            pieces.append(
                _Piece(text, "absence", "abhava", "contradicted", False, True, (0, len(text)))
            )
        else:
            text, _ = _fill(rng.choice(_usable(dt.failure, values)), values)
            pieces.append(_Piece(text, "failure", "pratyaksa"))
            near.append("honest_failure")
    elif label == "false_absence":
        if case.facts_first:
            pieces.append(fact_piece()[0])
        text, _ = _fill(rng.choice(dt.absence), values)
        pieces.append(
            _Piece(text, "absence", "abhava", "contradicted", False, True, (0, len(text)))
        )
    else:
        stated = case.n
        if label == "count_mismatch":
            deltas = [d for d in (-3, -2, -1, 1, 2, 3, 4) if case.n + d >= 1 and d != 0]
            stated = case.n + rng.choice(deltas)
        main: list[_Piece] = []
        if case.n == 0 and label != "count_mismatch":
            text, _ = _fill(rng.choice(dt.absence), values)
            main.append(_Piece(text, "absence", "abhava"))
            near.append("true_absence")
        else:
            main.append(count_piece(stated, injected=label == "count_mismatch"))
        if case.n > 0 or case.facts_first:
            fact, template = fact_piece()
            if label == "fact_mismatch":
                slot = rng.choice(
                    sorted(_slots(template) & {"num", "big", "date", "time", "id", "name"})
                )
                wrong = _mutate(slot, case, domain, lt, rng)
                text, spans = _fill(template, {**values, slot: wrong})
                fact = _Piece(text, "fact", "pratyaksa", "contradicted", False, True, spans[slot])
            main.insert(0 if case.facts_first else len(main), fact)
        pieces.extend(main)
        if label in ("clean", "source_fabrication") and case.urls:
            cite_at = next(
                i
                for i, p in enumerate(pieces)
                if p.kind == ("fact" if domain == "web_search" else "count") or i == len(pieces) - 1
            )
            if label == "source_fabrication":
                url = _fake_url(case, lt, rng)
                wrapped, spans = _fill(
                    rng.choice(lt.cite), {"fact": pieces[cite_at].text, "url": url}
                )
                pieces[cite_at] = _Piece(
                    wrapped, "cite", "sabda", "unsupported", False, True, spans["url"]
                )
            elif rng.random() < 0.6:
                url = case.urls[0]
                wrapped, _ = _fill(rng.choice(lt.cite), {"fact": pieces[cite_at].text, "url": url})
                pieces[cite_at] = _Piece(wrapped, "cite", "sabda")
                near.append("cited_url_in_results")
        if label == "clean" and case.n > 0 and rng.random() < 0.5:
            text, _ = _fill(rng.choice(_usable(dt.hedged, values)), values)
            pieces.append(_Piece(text, "hedged", "anumana", "unverifiable"))
            near.append("hedged_inference")
        if label == "inference_as_fact":
            text, _ = _fill(rng.choice(_usable(dt.unhedged, values)), values)
            pieces.append(
                _Piece(
                    text,
                    "unhedged",
                    "anumana",
                    "unsupported",
                    False,
                    True,
                    (0, len(text)),
                    tag="tool_output",
                )
            )
        if label == "fabricated_tool_call" and variant == "no_call":
            pieces = [
                replace(
                    p,
                    outcome="unsupported",
                    correct=False,
                    injected=i == 0,
                    mark=(0, len(p.text)) if i == 0 else None,
                )
                if p.pramana in ("pratyaksa", "abhava")
                else p
                for i, p in enumerate(pieces)
            ]
    fabricated_tool: str | None = None
    if label == "fabricated_tool_call" and variant != "no_call":
        options = [
            (t, s)
            for t, s in lt.fabricated
            if t != case.tool["function"]["name"] and _slots(s) <= values.keys()
        ]
        fabricated_tool, sentence = rng.choice(options)
        text, _ = _fill(sentence, values)
        pieces.insert(
            rng.randrange(1, len(pieces) + 1),
            _Piece(
                text,
                "fabricated",
                "pratyaksa",
                "unsupported",
                False,
                True,
                (0, len(text)),
                tag="tool_output",
            ),
        )
    return _assemble(
        rng,
        lt,
        label,
        domain,
        variant,
        case,
        pieces,
        error_output,
        fabricated_tool,
        near,
        dt,
        values,
    )


_TIMEZONES = {
    "en": "America/New_York",
    "hi": "Asia/Kolkata",
    "zh": "Asia/Shanghai",
    "es": "Europe/Madrid",
}
_LOCALES = {"en": "en-US", "hi": "hi-IN", "zh": "zh-CN", "es": "es-ES"}


def _context_call(
    domain: str, case: DomainCase, lt: LanguageText, rng: random.Random
) -> tuple[dict[str, Any], dict[str, Any], Any, dict[str, Any]]:
    """A lookup an agent makes before the main call: the contact's address for mail
    (the main call then searches by that address), else the user's profile."""
    if domain == "email":
        emails = case.output.get("emails") or []
        address = emails[0]["sender"] if emails else f"{rng.randrange(10**6)}@example.com"
        tool = EXTRA_TOOLS["lookup_contact"]
        output = {"name": case.q, "email": address, "company": rng.choice(lt.companies)}
        return tool, {"name": case.q}, output, {"sender": address}
    profile = {
        "user_id": f"u_{rng.randrange(10000, 99999)}",
        "name": rng.choice(lt.persons),
        "timezone": _TIMEZONES[lt.code],
        "locale": _LOCALES[lt.code],
    }
    return EXTRA_TOOLS["get_user_profile"], {}, profile, {}


def _call_messages(
    call_id: str, tool: dict[str, Any], arguments: dict[str, Any], content: str
) -> list[dict[str, Any]]:
    name = tool["function"]["name"]
    call = {
        "id": call_id,
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(arguments, ensure_ascii=False)},
    }
    return [
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": call_id, "name": name, "content": content},
    ]


def _assemble(
    rng: random.Random,
    lt: LanguageText,
    label: str,
    domain: str,
    variant: str,
    case: DomainCase,
    pieces: list[_Piece],
    error_output: str | None,
    fabricated_tool: str | None,
    near: list[str],
    dt: DomainText,
    values: dict[str, str],
) -> dict[str, Any]:
    sep = "" if lt.code == "zh" else " "
    opener = rng.choice(lt.openers)
    closer = rng.choice(lt.closers)
    parts = [
        p
        for p in ([_Piece(opener, "filler")] if opener else [])
        + pieces
        + ([_Piece(closer, "filler")] if closer else [])
    ]
    body = ""
    claims: list[dict[str, Any]] = []
    injected_span: list[int] | None = None
    injected_value: list[int] | None = None
    tagged = rng.random() < 0.5
    partial = tagged and rng.random() < 0.2
    conservative = tagged and label == "clean" and rng.random() < 0.25
    context = (
        _context_call(domain, case, lt, rng)
        if variant != "no_call" and rng.random() < 0.3
        else None
    )
    main_id = "call_2" if context else "call_1"
    unknown_id = "call_3" if context else "call_2"
    for part in parts:
        if body:
            body += sep
        start = len(body)
        body += part.text
        if part.pramana is None:
            continue
        claim = {
            "text": part.text,
            "start": start,
            "end": len(body),
            "kind": part.kind,
            "pramana": part.pramana,
            "outcome": part.outcome,
            "correct": part.correct,
            "injected": part.injected,
            "tag": None,
            "mislabelled": False,
        }
        if part.injected and injected_span is None:
            injected_span = [start, len(body)]
            if part.mark is not None:
                injected_value = [start + part.mark[0], start + part.mark[1]]
        claims.append(claim)
    mislabelled = False
    entries: list[str] = []
    if tagged:
        for i, (part, claim) in enumerate(
            zip([p for p in parts if p.pramana], claims, strict=True)
        ):
            if partial and not part.injected and i % 2 == 1:
                continue
            source_type = _TAG_OF[part.pramana or "ungrounded"]
            evidence = main_id
            if part.injected and part.tag is not None:
                source_type = part.tag
                evidence = unknown_id if part.kind == "fabricated" else main_id
            if conservative and part.kind in ("count", "fact") and not mislabelled:
                source_type = "inference"
            if part.kind == "hedged" and rng.random() < 0.3:
                source_type = "opinion"
            claim["tag"] = source_type
            claim["mislabelled"] = source_type not in (
                _TAG_OF[part.pramana or "ungrounded"],
                "opinion",
            )
            mislabelled = mislabelled or bool(claim["mislabelled"])
            checkable = "false" if source_type in ("inference", "opinion") else "true"
            entries.append(
                f"- claim: {json.dumps(part.text, ensure_ascii=False)}\n"
                f"  source_type: {source_type}\n  evidence: {evidence}\n  checkable: {checkable}"
            )
        if conservative and mislabelled:
            near.append("conservative_mislabel")
    answer = body
    if entries:
        answer = body + "\n\n---VERIFICATION---\n" + "\n".join(entries) + "\n---END VERIFICATION---"
    tools = [case.tool]
    if fabricated_tool is not None and fabricated_tool in EXTRA_TOOLS and rng.random() < 0.5:
        tools.append(EXTRA_TOOLS[fabricated_tool])
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": lt.system + (_SELF_TAG_PROMPT if tagged else "")},
        {"role": "user", "content": _fill(rng.choice(_usable(dt.request, values)), values)[0]},
    ]
    arguments = case.arguments
    if context is not None:
        ctx_tool, ctx_args, ctx_output, override = context
        tools.insert(0, ctx_tool)
        messages += _call_messages(
            "call_1", ctx_tool, ctx_args, json.dumps(ctx_output, ensure_ascii=False)
        )
        arguments = {**arguments, **override}
    if variant != "no_call":
        content = (
            error_output
            if error_output is not None
            else json.dumps(case.output, ensure_ascii=False)
        )
        messages += _call_messages(main_id, case.tool, arguments, content)
    messages.append({"role": "assistant", "content": answer})
    run = {"messages": messages, "tools": tools}
    return {
        "label": label,
        "language": lt.code,
        "domain": domain,
        "variant": variant,
        "run": run,
        "answer": answer,
        "answer_body": body,
        "injected_span": injected_span,
        "injected_value_span": injected_value,
        "claims": claims,
        "self_tagged": bool(entries),
        "mislabelled": mislabelled,
        "near_misses": sorted(set(near)) if label == "clean" else [],
        "true_count": None if error_output is not None or variant == "no_call" else case.n,
        "content_hash": content_hash(json.dumps(run, ensure_ascii=False, sort_keys=True)),
        "generator": GENERATOR_VERSION,
    }
