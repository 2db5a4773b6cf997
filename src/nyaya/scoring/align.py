"""Align a claim to the evidence sentences that best carry it (BM25 over sentences).

Every back-end starts here: the lexical scorer checks the claim's words against the
aligned sentences, the NLI and embedding back-ends use them as the premise, the LLM judge
shows them to the judge. The index is built once per answer and language.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from nyaya.scoring.base import Passage
from nyaya.scoring.text import Sentence, Token, sentences

__all__ = ["EvidenceIndex", "Located"]

# Okapi BM25's usual constants; sentences are short, so length normalisation matters little.
_K1 = 1.2
_B = 0.75


@dataclass(frozen=True, slots=True)
class Located:
    """A sentence of one evidence passage."""

    passage: Passage
    sentence: Sentence
    order: int  # position among all sentences of the evidence, in reading order


class EvidenceIndex:
    """The evidence cut into sentences, with what BM25 and token look-ups need."""

    def __init__(self, evidence: Sequence[Passage], language: str = "en") -> None:
        self.language = language
        self.units: list[Located] = []
        for passage in evidence:
            for sentence in sentences(passage.text, language):
                self.units.append(Located(passage, sentence, len(self.units)))
        self._counts = [Counter(t.norm for t in u.sentence.tokens) for u in self.units]
        self._lengths = [len(u.sentence.tokens) for u in self.units]
        self._avg = (sum(self._lengths) / len(self._lengths)) if self._lengths else 0.0
        df: Counter[str] = Counter()
        for counts in self._counts:
            df.update(counts.keys())
        n = len(self.units)
        self._idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}
        self.norms: frozenset[str] = frozenset(df)
        self.characters: frozenset[str] = frozenset(
            ch for u in self.units for t in u.sentence.tokens if t.kind == "cjk" for ch in t.text
        )
        self.words: tuple[str, ...] = tuple(
            sorted(
                {t.text.lower() for u in self.units for t in u.sentence.tokens if t.kind == "word"}
            )
        )

    def __bool__(self) -> bool:
        return bool(self.units)

    def idf(self, norm: str) -> float:
        """How rare ``norm`` is across the evidence sentences (unseen terms rank highest)."""
        return self._idf.get(norm, math.log(1 + (len(self.units) + 0.5) / 0.5))

    def rank(self, query: Sequence[Token], k: int = 2) -> list[tuple[float, Located]]:
        """The ``k`` sentences with the highest BM25 score for ``query``, best first."""
        terms = Counter(t.norm for t in query if t.content)
        scored: list[tuple[float, Located]] = []
        for counts, length, unit in zip(self._counts, self._lengths, self.units, strict=True):
            s = 0.0
            for term in terms:
                tf = counts.get(term, 0)
                if tf:
                    norm = 1 - _B + _B * (length / self._avg if self._avg else 1.0)
                    s += self._idf[term] * tf * (_K1 + 1) / (tf + _K1 * norm)
            scored.append((s, unit))
        scored.sort(key=lambda pair: (-pair[0], pair[1].order))
        return scored[:k]
