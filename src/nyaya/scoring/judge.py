"""LLM-judge back-end: ask any OpenAI-compatible chat model whether the evidence carries a claim.

The rubric and prompt live in ``judge.toml``. The judge's reply must be one JSON object
(`Verdict`); a reply that is not is asked for again up to the client's retry count, then
the claim fails with `BackendUnavailable` (the engine turns that into an internal_error
finding: fail closed). Verdicts are cached by (claim, evidence shown, model, prompt
version), in memory or in a SQLite file, so re-checking a run costs nothing.

The score is the judge's own confidence, held inside the band its verdict names:
supported >= 0.6, unsupported <= 0.35, contradicted <= 0.1 (the default thresholds in
`nyaya.scoring.calibration`), so a verdict and a number that disagree cannot pass a gate.
"""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
import threading
import tomllib
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from nyaya._lru import LRU
from nyaya.errors import BackendUnavailable, BadInput
from nyaya.scoring.align import EvidenceIndex
from nyaya.scoring.base import ClaimText, Passage, SpanScore
from nyaya.scoring.chat import ChatClient
from nyaya.scoring.text import tokens

__all__ = ["JudgeCache", "LLMJudgeScorer", "MemoryCache", "SqliteCache", "Verdict"]

_PROMPT = Path(__file__).parent / "judge.toml"
_BANDS = {"supported": (0.6, 1.0), "unsupported": (0.0, 0.35), "contradicted": (0.0, 0.1)}


class Verdict(BaseModel):
    """The judge's reply, as validated."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    verdict: Literal["supported", "unsupported", "contradicted"]
    score: float = Field(ge=0.0, le=1.0)
    span: str = ""
    reason: str = ""


class JudgeCache(Protocol):
    """Where verdicts are kept between calls; keys are hex digests."""

    def get(self, key: str) -> Verdict | None: ...

    def put(self, key: str, verdict: Verdict) -> None: ...


class MemoryCache:
    """Verdicts for one process, of the ``maxsize`` most recently used keys."""

    def __init__(self, maxsize: int = 4096) -> None:
        self._items: LRU[str, Verdict] = LRU(maxsize)

    def get(self, key: str) -> Verdict | None:
        return self._items.get(key)

    def put(self, key: str, verdict: Verdict) -> None:
        self._items.put(key, verdict)


class SqliteCache:
    """Verdicts in a SQLite file, shared across runs and processes."""

    def __init__(self, path: str | Path) -> None:
        self._lock = threading.Lock()
        try:
            self._db = sqlite3.connect(str(path), check_same_thread=False)
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS verdicts (key TEXT PRIMARY KEY, verdict TEXT NOT NULL)"
            )
            self._db.commit()
        except sqlite3.Error as e:
            raise BadInput(f"cannot open judge cache: {e}", path=str(path)) from e

    def get(self, key: str) -> Verdict | None:
        with self._lock:
            row = self._db.execute("SELECT verdict FROM verdicts WHERE key = ?", (key,)).fetchone()
        return Verdict.model_validate_json(row[0]) if row else None

    def put(self, key: str, verdict: Verdict) -> None:
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO verdicts VALUES (?, ?)", (key, verdict.model_dump_json())
            )
            self._db.commit()

    def close(self) -> None:
        self._db.close()


@cache
def _prompt() -> tuple[str, str, str]:
    raw = tomllib.loads(_PROMPT.read_text(encoding="utf-8"))
    return str(raw["version"]), raw["system"].strip(), raw["user"].strip()


class LLMJudgeScorer:
    """Groundedness by an LLM judge behind a chat-completions endpoint."""

    name = "llm_judge"

    def __init__(
        self,
        base_url: str | None = None,
        model: str | None = None,
        *,
        client: ChatClient | None = None,
        api_key_env: str | None = "OPENAI_API_KEY",
        timeout: float = 30.0,
        retries: int = 2,
        cache: JudgeCache | None = None,
        cache_path: str | None = None,
        max_evidence_chars: int = 6000,
    ) -> None:
        if client is None:
            if base_url is None or model is None:
                raise BadInput("the LLM judge needs base_url and model", field="scorer")
            client = ChatClient(
                base_url, model, api_key_env=api_key_env, timeout=timeout, retries=retries
            )
        self.client = client
        self.cache: JudgeCache = cache or (SqliteCache(cache_path) if cache_path else MemoryCache())
        self.max_evidence_chars = max_evidence_chars

    def score(self, claims: Sequence[ClaimText], evidence: Sequence[Passage]) -> list[SpanScore]:
        """Score every claim against the evidence, in the order given."""
        out = []
        for claim in claims:
            if not evidence:
                out.append(SpanScore(claim.id, 0.0, backend=self.name, note="no_evidence"))
                continue
            shown = self._evidence_text(claim, evidence)
            verdict = self._verdict(claim.text, shown)
            low, high = _BANDS[verdict.verdict]
            score = min(max(verdict.score, low), high)
            passage, start, end = _locate(verdict.span, evidence)
            out.append(
                SpanScore(
                    claim.id,
                    score,
                    passage=passage,
                    start=start,
                    end=end,
                    backend=self.name,
                    note=f"{verdict.verdict}: {verdict.reason}" if verdict.reason else None,
                )
            )
        return out

    def _evidence_text(self, claim: ClaimText, evidence: Sequence[Passage]) -> str:
        whole = "\n".join(f"[{i + 1}] {p.text}" for i, p in enumerate(evidence))
        if len(whole) <= self.max_evidence_chars:
            return whole
        # Too long to show whole: the sentences that best match the claim, in reading order.
        index = EvidenceIndex(evidence, claim.language)
        ranked = index.rank(tokens(claim.text, claim.language), k=8)
        picked = sorted((u for _, u in ranked), key=lambda u: u.order)
        return "\n".join(f"- {u.sentence.text}" for u in picked)[: self.max_evidence_chars]

    def _verdict(self, claim: str, evidence: str) -> Verdict:
        version, system, user = _prompt()
        key = hashlib.sha256(
            json.dumps([claim, evidence, self.client.model, version]).encode()
        ).hexdigest()
        cached = self.cache.get(key)
        if cached is not None:
            return cached
        messages = [
            {"role": "system", "content": system},
            {"role": "user", "content": user.format(claim=claim, evidence=evidence)},
        ]
        problem = ""
        for _ in range(self.client.retries + 1):
            (text,) = self.client.complete(messages, temperature=0)
            try:
                verdict = Verdict.model_validate(_json_object(text))
            except (ValueError, ValidationError) as e:
                problem = str(e).splitlines()[0]
                continue
            self.cache.put(key, verdict)
            return verdict
        raise BackendUnavailable(
            f"judge {self.client.model!r} gave no valid verdict after "
            f"{self.client.retries + 1} attempts ({problem})"
        )


def _json_object(text: str) -> object:
    """The JSON object in a reply, allowing a code fence or words around it."""
    m = re.search(r"\{.*\}", text, re.DOTALL)
    if m is None:
        raise ValueError("no JSON object in the reply")
    return json.loads(m.group())


def _locate(
    span: str, evidence: Sequence[Passage]
) -> tuple[Passage | None, int | None, int | None]:
    span = span.strip()
    if not span:
        return None, None, None
    for passage in evidence:
        at = passage.text.find(span)
        if at < 0:
            at = passage.text.lower().find(span.lower())
        if at >= 0:
            return passage, at, at + len(span)
    return None, None, None
