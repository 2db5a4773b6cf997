"""The default scorer: lexical and entity support, pure Python, no model.

For each claim: align it to its best evidence sentences (BM25), then ask whether the
claim's content words, names, numbers and negations are carried there. A content word
found in the aligned sentences counts fully, found elsewhere in the evidence (an answer
that joins two sentences) almost fully, found only as a near spelling ("labelhead" for
"label head") partly. Names and numbers weigh more than other words, and a claim whose
name or number appears nowhere in the evidence, or which denies what the aligned evidence
states plainly, is capped low whatever else it repeats: a fluent wrong answer usually
restates the question's words around one invented value.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from functools import cache, lru_cache

from rapidfuzz import fuzz, process

from nyaya.claims import Mention, extract
from nyaya.scoring.align import EvidenceIndex, Located
from nyaya.scoring.base import ClaimText, Passage, SpanScore
from nyaya.scoring.text import _CJK, _LETTER, Token, language_data, tokens

__all__ = ["LexicalAssessment", "LexicalScorer", "LexicalWeights"]

_VALUE_KINDS = ("number", "money", "percent")
_NAME_KINDS = ("entity", "number", "money", "percent", "date", "time", "email", "url")


@dataclass(frozen=True, slots=True)
class LexicalWeights:
    """The scorer's constants, chosen from first principles rather than fitted to a data set.

    ``key``: weight of a name or number token against 1 for another content word;
    ``elsewhere``: credit for a token found in the evidence but outside the aligned
    sentences; ``fuzzy``: credit for a near spelling (rapidfuzz ratio >= ``fuzzy_cutoff``);
    ``missing_key_cap``: the most a claim can score when one of its names or numbers is
    nowhere in the evidence (below the default ``unsupported`` threshold);
    ``missing_word_cap``: the most it can score when another content word is nowhere in
    the evidence, not even as a near spelling (the claim says more than the evidence:
    between the default thresholds, so unverifiable rather than unsupported);
    ``negation_factor``: what a negation the aligned evidence does
    not carry multiplies the score by.
    """

    key: float = 3.0
    elsewhere: float = 0.8
    fuzzy: float = 0.6
    fuzzy_cutoff: float = 85.0
    missing_key_cap: float = 0.3
    missing_word_cap: float = 0.55
    negation_factor: float = 0.5
    aligned: int = 2


@cache
def _negation_pattern(language: str) -> re.Pattern[str] | None:
    words = language_data(language).negations
    if not words:
        return None
    parts = []
    for w in sorted(words, key=len, reverse=True):
        body = re.escape(w).replace(r"\ ", r"\s+")
        if re.match(_CJK, w):
            parts.append(body)
        else:
            parts.append(rf"(?<!{_LETTER}){body}(?!{_LETTER})")
    return re.compile("|".join(parts), re.IGNORECASE)


def _negated(text: str, language: str) -> bool:
    pattern = _negation_pattern(language)
    return bool(pattern and pattern.search(text))


class LexicalScorer:
    """Lexical / entity groundedness (the default back-end; no model, no I/O)."""

    name = "lexical"

    def __init__(self, weights: LexicalWeights | None = None) -> None:
        self.weights = weights or LexicalWeights()

    def score(self, claims: Sequence[ClaimText], evidence: Sequence[Passage]) -> list[SpanScore]:
        """Score every claim against the evidence, in the order given."""
        return [a.span_score(self.name) for a in self.assess(claims, evidence)]

    def assess(
        self, claims: Sequence[ClaimText], evidence: Sequence[Passage]
    ) -> list[LexicalAssessment]:
        """What `score` decides from, per claim: coverage and what the evidence lacks."""
        indexes: dict[str, EvidenceIndex] = {}
        out = []
        for claim in claims:
            language = language_data(claim.language).language
            if language not in indexes:
                indexes[language] = EvidenceIndex(evidence, language)
            out.append(self._one(claim, indexes[language]))
        return out

    def _one(self, claim: ClaimText, index: EvidenceIndex) -> LexicalAssessment:
        w = self.weights
        language = index.language
        content = [t for t in tokens(claim.text, language) if t.content]
        if not content:
            return LexicalAssessment(claim.id, 1.0, 1.0, words=0)
        if not index:
            return LexicalAssessment(claim.id, 0.0, 0.0, words=len(content), no_evidence=True)
        ranked = [pair for pair in index.rank(content, w.aligned) if pair[0] > 0]
        aligned = {t.norm for _, unit in ranked for t in unit.sentence.tokens}
        mentions = _claim_mentions(claim.text, language)
        key_spans = [(m.start, m.end) for m in mentions if m.kind in _NAME_KINDS]

        total = got = 0.0
        missing_key: list[str] = []
        missing_word: list[str] = []
        first = next((t for t in tokens(claim.text, language) if t.kind == "word"), None)
        for t in content:
            # A capital at the start of a sentence says nothing; elsewhere it marks a name.
            named = (t.capitalised or _inside(t, key_spans)) and t is not first
            key = t.kind == "number" or named
            weight = w.key if key else 1.0
            credit = self._credit(t, aligned, index)
            total += weight
            got += weight * credit
            if credit == 0.0:
                (missing_key if key else missing_word).append(t.text)
        coverage = got / total
        score = coverage
        values = _missing_values(mentions, index, language)
        names = values + [k for k in missing_key if not any(k in v for v in values)]
        missing_names = tuple(dict.fromkeys(names))
        if missing_names:
            score = min(score, w.missing_key_cap)
        elif missing_word:
            score = min(score, w.missing_word_cap)
        negation = False
        if ranked and _negated(claim.text, language):
            span_text = " ".join(unit.sentence.text for _, unit in ranked)
            negation = not _negated(span_text, language)
            if negation:
                score *= w.negation_factor
        return LexicalAssessment(
            claim.id,
            max(0.0, min(1.0, score)),
            coverage,
            words=len(content),
            missing_names=missing_names,
            missing_words=tuple(dict.fromkeys(missing_word)),
            negation_unsupported=negation,
            best=ranked[0][1] if ranked else None,
        )

    def _credit(self, t: Token, aligned: set[str], index: EvidenceIndex) -> float:
        if t.norm in aligned:
            return 1.0
        if t.norm in index.norms:
            return self.weights.elsewhere
        if t.kind == "cjk":
            # A character bigram may straddle two words; when each of its characters is in
            # the evidence, the words are likely there with other neighbours.
            stop = language_data(index.language).stopwords
            needed = {ch for ch in t.text if ch not in stop}
            return self.weights.fuzzy if needed <= index.characters else 0.0
        if t.kind == "word" and len(t.text) >= 4 and index.words:
            hit = process.extractOne(
                t.text.lower(),
                index.words,
                scorer=fuzz.ratio,
                score_cutoff=self.weights.fuzzy_cutoff,
            )
            if hit is not None:
                return self.weights.fuzzy
        return 0.0


def _inside(t: Token, spans: list[tuple[int, int]]) -> bool:
    return any(s <= t.start and t.end <= e for s, e in spans)


def _claim_mentions(text: str, language: str) -> tuple[Mention, ...]:
    return tuple(m for c in extract(text, language=language).claims for m in c.mentions)


def _missing_values(mentions: Sequence[Mention], index: EvidenceIndex, language: str) -> list[str]:
    """Numbers, amounts and percentages of the claim whose value the evidence never states."""
    wanted = [m for m in mentions if m.kind in _VALUE_KINDS and isinstance(m.value, Decimal)]
    if not wanted:
        return []
    texts = tuple(dict.fromkeys(u.passage.text for u in index.units))
    have = _evidence_values(texts, index.language)
    return [m.text for m in wanted if m.value not in have]


@lru_cache(maxsize=256)
def _evidence_values(texts: tuple[str, ...], language: str) -> frozenset[Decimal]:
    values: set[Decimal] = set()
    for text in texts:
        for c in extract(text, language=language).claims:
            values.update(
                m.value
                for m in c.mentions
                if m.kind in _VALUE_KINDS and isinstance(m.value, Decimal)
            )
    return frozenset(values)


@dataclass(frozen=True, slots=True)
class LexicalAssessment:
    """One claim as the lexical scorer saw it (the embedding back-end reuses the checks)."""

    claim_id: str
    score: float
    coverage: float
    words: int
    missing_names: tuple[str, ...] = ()
    missing_words: tuple[str, ...] = ()
    negation_unsupported: bool = False
    no_evidence: bool = False
    best: Located | None = None

    @property
    def flagged(self) -> bool:
        """A name or number the evidence lacks, or a negation it does not carry."""
        return bool(self.missing_names) or self.negation_unsupported

    def note(self) -> str | None:
        if self.no_evidence:
            return "no_evidence"
        if not self.words:
            return "nothing_to_check"
        notes = []
        if self.missing_names:
            notes.append("missing: " + ", ".join(self.missing_names))
        elif self.missing_words:
            notes.append("not in evidence: " + ", ".join(self.missing_words))
        if self.negation_unsupported:
            notes.append("negation not in evidence")
        return "; ".join(notes) or None

    def span_score(self, backend: str, score: float | None = None) -> SpanScore:
        value = self.score if score is None else score
        if self.best is None:
            return SpanScore(self.claim_id, value, backend=backend, note=self.note())
        return SpanScore(
            self.claim_id,
            value,
            passage=self.best.passage,
            start=self.best.sentence.start,
            end=self.best.sentence.end,
            backend=backend,
            note=self.note(),
        )
