"""Detectors the harness compares, behind one small interface.

Implementing a detector (yours, or an adapter for someone else's)::

    from nyaya_bench.methods import Detection
    from nyaya import Run

    class MyDetector:
        name = "mine"

        def fit(self, train):           # optional: a list of BenchItem (runs + labels)
            pass

        def detect(self, run: Run) -> Detection:
            flagged = "guaranteed" in run.response
            types = frozenset({"inference_as_fact"}) if flagged else frozenset()
            return Detection(flagged=flagged, types=types)

Then ``run_suite(items, [MyDetector()])`` (`nyaya_bench.harness`) scores it
next to the built-in methods, or from the command line
``nyaya bench run --suite nvb --methods regex,nyaya,mypackage.detectors:MyDetector``.
``fit`` is optional. ``detect`` gets a `nyaya.run.Run` (the user
request, the tool calls with their outputs, the answer) and returns whether
it flags the answer, which hallucination types it names (the six of
`nyaya.report.FINDING_TYPES`, or none when it cannot tell), optionally a trust
level and per-claim outcomes. The harness measures latency itself; a detector
that cannot run here raises `nyaya.errors.BackendUnavailable` from its
constructor and the harness records it as skipped with the message.
`ToolReceiptAdapter` below is a complete adapter for an outside package.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol, runtime_checkable

from nyaya import BackendUnavailable, BadInput, Run
from nyaya import check as nyaya_check
from nyaya_bench.features import (
    ABSENCE,
    FAILURE,
    HEDGES,
    body,
    grams,
    has_any,
    nonempty_lists,
    number_candidates,
    number_supported,
    output_numbers,
    output_text,
    sentences,
    svip_features,
    urls,
)
from nyaya_bench.items import CLEAN, BenchItem

BENCH_NOW = datetime(2026, 12, 15, tzinfo=UTC)


@dataclass(frozen=True, slots=True)
class ClaimOutcome:
    """A detector's verdict on one span of the answer."""

    start: int
    end: int
    status: str
    pramana: str | None = None


@dataclass(frozen=True, slots=True)
class Detection:
    """What a detector says about one answer."""

    flagged: bool
    types: frozenset[str] = frozenset()
    trust_level: str | None = None
    claim_outcomes: tuple[ClaimOutcome, ...] = ()
    score: float | None = None
    note: str = ""


@runtime_checkable
class Detector(Protocol):
    """A hallucination detector; ``detect`` must not depend on earlier calls."""

    name: str

    def detect(self, run: Run) -> Detection: ...


@runtime_checkable
class Trainable(Protocol):
    """A detector that learns from the train split before it is scored (optional)."""

    def fit(self, train: Sequence[BenchItem]) -> None: ...


class NoVerification:
    """Emits everything: the floor every method is compared against."""

    name = "none"

    def fit(self, train: Sequence[BenchItem]) -> None:
        return None

    def detect(self, run: Run) -> Detection:
        return Detection(flagged=False)


class OutputRegex:
    """Numbers in the answer vs numbers in the outputs, cited URLs vs output URLs,
    absence phrases vs non-empty results; hedged sentences are exempt."""

    name = "regex"

    def fit(self, train: Sequence[BenchItem]) -> None:
        return None

    def detect(self, run: Run) -> Detection:
        text = body(run.response)
        pool = output_numbers(run)
        outputs = output_text(run)
        types: set[str] = set()
        if not run.calls and number_candidates(text):
            types.add("fabricated_tool_call")
        for sentence in sentences(text):
            if has_any(sentence, HEDGES):
                continue
            for surface, values, approx in number_candidates(sentence):
                if run.calls and not number_supported(values, approx, pool):
                    small = all(v == v.to_integral_value() and v < 50 for v in values)
                    types.add("count_mismatch" if small and "." not in surface else "fact_mismatch")
            if (
                has_any(sentence, ABSENCE)
                and not has_any(sentence, FAILURE)
                and nonempty_lists(run)
            ):
                types.add("false_absence")
        for url in urls(text):
            if url not in outputs:
                types.add("source_fabrication")
        return Detection(flagged=bool(types), types=frozenset(types))


def _youden_threshold(scores: Sequence[float], positive: Sequence[bool]) -> float:
    """The cut (flag when score < cut) maximising TPR - FPR; ties keep the lower cut."""
    pos = sum(positive)
    neg = len(positive) - pos
    if not pos or not neg:
        return 0.0
    best, best_j = 0.0, -1.0
    for cut in [*sorted(set(scores)), max(scores) + 1e-9]:
        tp = sum(1 for s, p in zip(scores, positive, strict=True) if p and s < cut)
        fp = sum(1 for s, p in zip(scores, positive, strict=True) if not p and s < cut)
        j = tp / pos - fp / neg
        if j > best_j + 1e-12:
            best, best_j = cut, j
    return best


class RagGrounding:
    """Each sentence's best lexical overlap (character n-gram recall) with the tool
    output text; the answer is flagged when its weakest sentence falls below a
    threshold tuned on the train split (Youden's J)."""

    name = "rag"

    def __init__(self, threshold: float | None = None) -> None:
        self.threshold = threshold
        self.fit_info = ""

    def score(self, run: Run) -> float:
        evidence = grams(output_text(run))
        worst = 1.0
        for sentence in sentences(body(run.response)):
            g = grams(sentence)
            if len(g) < 6:
                continue
            worst = min(worst, len(g & evidence) / len(g))
        return worst

    def fit(self, train: Sequence[BenchItem]) -> None:
        if not train:
            return
        scores = [self.score(item.run) for item in train]
        positive = [item.label != CLEAN for item in train]
        cut = _youden_threshold(scores, positive)
        self.threshold = cut
        pos = [s for s, p in zip(scores, positive, strict=True) if p]
        neg = [s for s, p in zip(scores, positive, strict=True) if not p]
        tpr = sum(s < cut for s in pos) / max(len(pos), 1)
        fpr = sum(s < cut for s in neg) / max(len(neg), 1)
        self.fit_info = f"threshold {cut:.3f} (Youden's J on train: TPR {tpr:.3f}, FPR {fpr:.3f})"
        if tpr - fpr <= 0.02:
            self.fit_info += "; no threshold separates clean from hallucinated answers on train"

    def detect(self, run: Run) -> Detection:
        if self.threshold is None:
            raise BadInput(
                "RagGrounding needs fit() on a train split or a threshold", field="threshold"
            )
        s = self.score(run)
        return Detection(flagged=s < self.threshold, score=s)


class EmbeddingGrounding(RagGrounding):
    """RagGrounding with sentence embeddings (cosine) instead of n-grams.

    Needs ``model2vec`` and a local model directory in ``NYAYA_EMBED_MODEL``;
    nothing is downloaded.
    """

    name = "rag-embed"

    def __init__(self, threshold: float | None = None) -> None:
        super().__init__(threshold)
        path = os.environ.get("NYAYA_EMBED_MODEL")
        try:
            from model2vec import StaticModel  # type: ignore[import-not-found,unused-ignore]
        except ImportError as exc:
            raise BackendUnavailable(
                "embedding grounding needs model2vec", install="model2vec"
            ) from exc
        if not path or not os.path.isdir(path):
            raise BackendUnavailable("set NYAYA_EMBED_MODEL to a local model2vec model directory")
        self._model = StaticModel.from_pretrained(path)

    def score(self, run: Run) -> float:
        import numpy as np

        sents = sentences(body(run.response))
        chunks = [c for c in output_text(run).split("\n") if c.strip()] or [""]
        if not sents:
            return 1.0
        a = np.asarray(self._model.encode(sents), dtype=float)
        b = np.asarray(self._model.encode(chunks), dtype=float)
        a /= np.linalg.norm(a, axis=1, keepdims=True) + 1e-9
        b /= np.linalg.norm(b, axis=1, keepdims=True) + 1e-9
        return float((a @ b.T).max(axis=1).min())


class SvipClassifier:
    """SVIP-style response classifier: surface features (claim, number, tool-reference,
    hedge and URL densities, numbers not in the outputs...) and gradient boosting over
    the seven labels; flags when the predicted label is not clean."""

    name = "svip"

    def __init__(self) -> None:
        self._model: Any = None
        self.fit_info = ""

    def fit(self, train: Sequence[BenchItem]) -> None:
        from sklearn.ensemble import GradientBoostingClassifier

        if len({item.label for item in train}) < 2:
            raise BadInput(
                "SvipClassifier needs a train split with at least two labels", field="train"
            )
        x = [svip_features(item.run) for item in train]
        y = [item.label for item in train]
        model = GradientBoostingClassifier(random_state=0, n_estimators=150, max_depth=3)
        model.fit(x, y)
        self._model = model
        accuracy = float(model.score(x, y))
        self.fit_info = f"gradient boosting on {len(x[0])} features; train accuracy {accuracy:.3f}"

    def detect(self, run: Run) -> Detection:
        if self._model is None:
            raise BadInput("SvipClassifier needs fit() on a train split first", field="train")
        probs = self._model.predict_proba([svip_features(run)])[0]
        classes = list(self._model.classes_)
        label = str(classes[int(probs.argmax())])
        p_clean = float(probs[classes.index(CLEAN)]) if CLEAN in classes else 0.0
        flagged = label != CLEAN
        return Detection(
            flagged=flagged,
            types=frozenset({label}) if flagged else frozenset(),
            score=1.0 - p_clean,
        )


LLMClient = Callable[[str], str]


class SelfConsistency:
    """Re-asks an LLM (``client(prompt) -> text``) for the answer from the same tool
    outputs ``samples`` times and flags numbers and URLs of the answer that most
    samples do not repeat. Runs only with a client plugged in."""

    name = "self-consistency"

    def __init__(self, client: LLMClient | None = None, samples: int = 3) -> None:
        if client is None:
            raise BackendUnavailable(
                "self-consistency needs an LLM client (SelfConsistency(client=...))"
            )
        self._client = client
        self._samples = samples

    def fit(self, train: Sequence[BenchItem]) -> None:
        return None

    def detect(self, run: Run) -> Detection:
        prompt = (
            "Answer the user's request using only these tool outputs.\n"
            f"Request: {run.user}\nTool outputs:\n{output_text(run)}\nAnswer:"
        )
        answers = [self._client(prompt) for _ in range(self._samples)]
        text = body(run.response)
        disputed = 0
        for _, values, _ in number_candidates(text):
            agree = sum(1 for a in answers if any(values & vs for _, vs, _ in number_candidates(a)))
            disputed += agree * 2 < len(answers)
        for url in urls(text):
            disputed += sum(url in a for a in answers) * 2 < len(answers)
        return Detection(flagged=disputed > 0)


class Nyaya:
    """nyaya itself: ``nyaya.check(run)``; flags when the action is not emit (the answer
    is withheld: revised or blocked) and names the types of the findings that withheld it.
    A warning (a value nothing in the run holds, and nothing contradicts) changes no
    action, so it flags nothing: a finding needs a witness.

    The time a run is checked at is ``now`` when given, else the run's own
    ``created_at`` (a real conversation's day), else `BENCH_NOW` (after every date
    in the generated data), never the clock, so reruns give the same numbers.
    """

    name = "nyaya"

    def __init__(
        self, now: datetime | None = None, *, check: Callable[..., Any] | None = None
    ) -> None:
        self._check = check or nyaya_check
        self._now = now

    def fit(self, train: Sequence[BenchItem]) -> None:
        """Nothing to learn; checks one train run per language so the first scored answers
        do not pay for loading lexicons and compiling patterns (latency is steady-state)."""
        seen: set[str] = set()
        for item in train:
            if item.language not in seen:
                seen.add(item.language)
                self._check(item.run, now=item.run.created_at or BENCH_NOW)

    def detect(self, run: Run) -> Detection:
        report = self._check(run, now=self._now or run.created_at or BENCH_NOW)
        findings = [f for f in report.findings if f.action != "warn"]
        outcomes = tuple(
            ClaimOutcome(start=c.start, end=c.end, status=c.status, pramana=c.pramana)
            for c in report.claims
        )
        return Detection(
            flagged=report.action != "emit",
            types=frozenset(str(f.type) for f in findings),
            trust_level=str(report.trust_level),
            claim_outcomes=outcomes,
            score=1.0 - float(report.overall_score),
            note="; ".join(f"{f.type}: {f.message}" for f in findings[:3])[:400],
        )


def run_to_openai(run: Run) -> dict[str, Any]:
    """A `Run` back as an OpenAI Chat Completions transcript (for outside detectors)."""
    messages: list[dict[str, Any]] = [{"role": "user", "content": run.user}]
    for call in run.calls:
        args = (
            call.arguments
            if isinstance(call.arguments, str)
            else json.dumps(call.arguments, ensure_ascii=False)
        )
        messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": call.id,
                        "type": "function",
                        "function": {"name": call.tool, "arguments": args},
                    }
                ],
            }
        )
        out = (
            call.output
            if isinstance(call.output, str)
            else json.dumps(call.output, ensure_ascii=False)
        )
        messages.append({"role": "tool", "tool_call_id": call.id, "content": call.error or out})
    messages.append({"role": "assistant", "content": run.response})
    tools = [
        {
            "type": "function",
            "function": {
                "name": t.name,
                "description": t.description,
                "parameters": t.parameters or {},
            },
        }
        for t in run.tools
    ]
    return {"messages": messages, "tools": tools}


class ToolReceiptAdapter:
    """Adapter for the PyPI package ``toolreceipt`` (optional extra ``nyaya[toolreceipt]``):
    its rule extractor finds action claims ("I've emailed...") whose tool never ran or
    failed; it names only fabricated tool calls."""

    name = "toolreceipt"

    def __init__(self) -> None:
        try:
            import toolreceipt
        except ImportError as exc:
            raise BackendUnavailable(
                "the toolreceipt adapter needs toolreceipt", install="nyaya[toolreceipt]"
            ) from exc
        self._check_messages: Callable[..., Any] = toolreceipt.check_messages

    def fit(self, train: Sequence[BenchItem]) -> None:
        return None

    def detect(self, run: Run) -> Detection:
        transcript = run_to_openai(run)
        receipt = self._check_messages(transcript["messages"], known_tools=transcript["tools"])
        flagged = receipt.verdict == "fabricated"
        return Detection(
            flagged=flagged, types=frozenset({"fabricated_tool_call"}) if flagged else frozenset()
        )


METHODS: dict[str, Callable[..., Detector]] = {
    "none": NoVerification,
    "regex": OutputRegex,
    "rag": RagGrounding,
    "rag-embed": EmbeddingGrounding,
    "svip": SvipClassifier,
    "self-consistency": SelfConsistency,
    "nyaya": Nyaya,
    "toolreceipt": ToolReceiptAdapter,
}
DEFAULT_METHODS: tuple[str, ...] = tuple(METHODS)


def _load_outside(spec: str) -> Detector:
    import importlib

    module_name, _, attr = spec.partition(":")
    try:
        factory = getattr(importlib.import_module(module_name), attr)
    except (ImportError, AttributeError, ValueError) as exc:
        raise BadInput(f"cannot load detector {spec!r} ({exc})", field="methods") from exc
    try:
        detector = factory()
    except TypeError as exc:
        raise BadInput(f"cannot construct detector {spec!r} ({exc})", field="methods") from exc
    if not isinstance(detector, Detector):
        raise BadInput(f"{spec!r} does not implement name and detect()", field="methods")
    return detector


def build(name: str, *, llm_client: LLMClient | None = None) -> Detector:
    """The detector called ``name`` (a built-in, or ``module:Class`` for an outside one,
    constructed without arguments); raises `BackendUnavailable` when it cannot run here."""
    if ":" in name:
        return _load_outside(name)
    factory = METHODS.get(name)
    if factory is None:
        raise BadInput(f"unknown method {name!r} (known: {', '.join(METHODS)})", field="methods")
    if name == "self-consistency":
        return factory(client=llm_client)
    return factory()
