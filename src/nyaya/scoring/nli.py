"""NLI back-end: the entailment probability of a claim given its aligned evidence.

Any transformers sequence-classification model with an entailment label (an MNLI / XNLI
cross-encoder such as a DeBERTa or mDeBERTa NLI model) works, loaded from a directory the
user names (``--nli-model PATH``, or the constitution's scorer options): nyaya never
fetches one. ``pip install 'nyaya[nli]'`` brings transformers and torch.

For each claim the premise is the evidence the lexical aligner picks (the best two
sentences together, and each of the best three alone) and the hypothesis is the claim;
the score is the highest entailment probability among those premises.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from nyaya.errors import BadInput
from nyaya.scoring.align import EvidenceIndex, Located
from nyaya.scoring.base import ClaimText, Passage, SpanScore
from nyaya.scoring.optional import require
from nyaya.scoring.text import tokens

__all__ = ["NLIScorer"]


class NLIScorer:
    """Groundedness as P(entailment | aligned evidence, claim) from a local NLI model."""

    name = "nli"

    def __init__(
        self, model: str, *, max_length: int = 512, device: str = "cpu", aligned: int = 3
    ) -> None:
        path = Path(model) if isinstance(model, str) else None
        if path is None or not path.is_dir():
            raise BadInput(f"no model directory at {model}", field="nli_model")
        if not (path / "config.json").is_file():
            raise BadInput(
                f"{model} has no config.json: not a transformers model", field="nli_model"
            )
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        torch = require("torch", "nli", "the NLI scorer")
        transformers = require("transformers", "nli", "the NLI scorer")
        transformers.logging.disable_progress_bar()
        self._torch: Any = torch
        try:
            self._tokenizer: Any = transformers.AutoTokenizer.from_pretrained(
                str(path), local_files_only=True
            )
            self._model: Any = transformers.AutoModelForSequenceClassification.from_pretrained(
                str(path), local_files_only=True
            )
        except (OSError, ValueError) as e:
            raise BadInput(f"cannot load an NLI model from {model}: {e}", field="nli_model") from e
        self._model.to(device).eval()
        self.device = device
        labels = {int(k): str(v).lower() for k, v in self._model.config.id2label.items()}
        found = [k for k, v in labels.items() if v.startswith("entail")]
        if not found:
            raise BadInput(
                f"{model} has no entailment label (labels: {sorted(labels.values())})",
                field="nli_model",
            )
        self.entailment = found[0]
        self.max_length = max_length
        self.aligned = aligned

    def score(self, claims: Sequence[ClaimText], evidence: Sequence[Passage]) -> list[SpanScore]:
        """Score every claim against the evidence, in the order given."""
        out = []
        indexes: dict[str, EvidenceIndex] = {}
        for claim in claims:
            index = indexes.setdefault(claim.language, EvidenceIndex(evidence, claim.language))
            if not index:
                out.append(SpanScore(claim.id, 0.0, backend=self.name, note="no_evidence"))
                continue
            ranked = [u for _, u in index.rank(tokens(claim.text, claim.language), self.aligned)]
            premises = _premises(ranked)
            probs = self.entailment_probabilities([p for p, _ in premises], claim.text)
            best = max(range(len(premises)), key=lambda i: probs[i])
            first, last = premises[best][1][0], premises[best][1][-1]
            same_passage = first.passage is last.passage
            out.append(
                SpanScore(
                    claim.id,
                    probs[best],
                    passage=first.passage,
                    start=first.sentence.start,
                    end=(last if same_passage else first).sentence.end,
                    backend=self.name,
                )
            )
        return out

    def entailment_probabilities(self, premises: Sequence[str], hypothesis: str) -> list[float]:
        """P(entailment) of ``hypothesis`` given each premise, in one batch."""
        batch = self._tokenizer(
            list(premises),
            [hypothesis] * len(premises),
            truncation="only_first",
            max_length=self.max_length,
            padding=True,
            return_tensors="pt",
        ).to(self.device)
        with self._torch.inference_mode():
            logits = self._model(**batch).logits
        probs = self._torch.softmax(logits.float(), dim=-1)[:, self.entailment]
        return [float(p) for p in probs.tolist()]


def _premises(ranked: Sequence[Located]) -> list[tuple[str, list[Located]]]:
    """The best two sentences together (in reading order), then each candidate alone."""
    out: list[tuple[str, list[Located]]] = []
    if len(ranked) >= 2:
        pair = sorted(ranked[:2], key=lambda u: u.order)
        out.append((" ".join(u.sentence.text for u in pair), pair))
    out.extend((u.sentence.text, [u]) for u in ranked)
    return out
