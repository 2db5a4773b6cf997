"""The cross-check's fallback groundedness scorer: does a fetched page say what a claim says?

A small lexical `nyaya.scoring.Scorer`, an alternative to the policy's ``[scoring]``
back-end that `nyaya.crosscheck.crosscheck` uses by default (pass
``scorer=LexicalSupport()``). For each claim it finds the passage that covers the most
of the claim's content words, each weighted by how rare it is on the page, and then requires the
claim's *key* tokens to be there too: its numbers in that passage, the names it
capitalises anywhere on the page. A page about the right topic with a different figure
or a different person does not support the claim. Han text is compared by character bigrams.

It knows nothing of synonyms or negation; a paraphrase far from the page's words
scores low (the claim is then reported, never silently passed).
"""

from __future__ import annotations

import math
import re
import tomllib
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from nyaya.scoring.base import ClaimText, Passage, SpanScore

__all__ = ["LexicalSupport", "content_tokens"]

_KEY_PENALTY = 0.35  # the score is multiplied by this for every key token the passage lacks
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


@dataclass(frozen=True, slots=True)
class _Token:
    text: str
    key: bool
    number: bool = False


@cache
def _stopwords(language: str) -> frozenset[str]:
    data = tomllib.loads(Path(__file__).with_name("stopwords.toml").read_text(encoding="utf-8"))
    return frozenset(data.get(language, {}).get("words", ())) | frozenset(
        data.get("en", {}).get("words", ())
    )


def _words(text: str) -> list[str]:
    """Words of ``text``: punctuation and symbols become spaces, marks stay with their letter."""
    text = unicodedata.normalize("NFKC", text)
    text = re.sub(r"(?<=\d)[,](?=\d{3}\b)", "", text)  # 1,200 -> 1200
    out = []
    for ch in text:
        cat = unicodedata.category(ch)
        if ch in ".," or cat[0] not in "PSZC":
            out.append(ch)
        else:
            out.append(" ")
    words = []
    for raw in "".join(out).split():
        raw = raw.strip(".,")
        if raw:
            words.append(raw)
    return words


def content_tokens(text: str, language: str = "en") -> list[_Token]:
    """The tokens of ``text`` that carry content, with numbers and names marked as key."""
    stop = _stopwords(language)
    tokens: list[_Token] = []
    for word in _words(text):
        if _HAN.search(word):
            chars = [c for c in word if c not in stop]
            grams = ["".join(chars[j : j + 2]) for j in range(max(1, len(chars) - 1))]
            tokens.extend(_Token(g, False) for g in grams if g)
            continue
        folded = word.casefold()
        if folded in stop:
            continue
        if _NUMBER.fullmatch(word):
            tokens.append(_Token(word.replace(",", ""), True, True))
            continue
        if len(folded) < 2:
            continue
        # A capitalised word is a name (also first: "Brindle recycles ..."); a word with a
        # digit is a model or a code ("V3", "Q3"). Either must be on the page as written.
        key = (word[0].isupper() and not word.isupper()) or any(c.isdigit() for c in word)
        tokens.append(_Token(folded, key))
    return tokens


def _stem(token: str) -> str:
    return token[:5] if len(token) > 5 and not token[0].isdigit() else token


class LexicalSupport:
    """The fallback scorer described in the module docstring (`nyaya.scoring.Scorer`)."""

    name = "crosscheck-lexical"

    def score(self, claims: Sequence[ClaimText], evidence: Sequence[Passage]) -> list[SpanScore]:
        prepared = [
            (
                p,
                {_stem(t.text) for t in content_tokens(p.text, "en")},
                {t.text for t in content_tokens(p.text)},
            )
            for p in evidence
        ]
        df: dict[str, int] = {}
        for _, stems, _ in prepared:
            for s in stems:
                df[s] = df.get(s, 0) + 1
        n = len(prepared)
        return [self._one(claim, prepared, df, n) for claim in claims]

    def _one(
        self,
        claim: ClaimText,
        prepared: list[tuple[Passage, set[str], set[str]]],
        df: dict[str, int],
        n: int,
    ) -> SpanScore:
        tokens = content_tokens(claim.text, claim.language)
        if not tokens or not prepared:
            return SpanScore(claim.id, 0.0, backend=self.name, note="nothing to compare")
        # One passage must hold the claim's figures: a figure two paragraphs away is another
        # fact. Names may sit anywhere on the page ("The company employs 140 people" after
        # a first paragraph that names it).
        on_page = set().union(*(exact for _, _, exact in prepared))
        best: tuple[float, int] = (-1.0, 0)
        for i, (_, stems, exact) in enumerate(prepared):
            value = _coverage(tokens, stems, exact, on_page, df, n)
            if value > best[0]:
                best = (value, i)
        value, i = best
        passage = prepared[i][0]
        return SpanScore(
            claim.id,
            round(max(0.0, min(1.0, value)), 4),
            passage=passage,
            start=0,
            end=len(passage.text),
            backend=self.name,
        )


def _coverage(
    tokens: list[_Token],
    stems: set[str],
    exact: set[str],
    on_page: set[str],
    df: dict[str, int],
    n: int,
) -> float:
    total = found = 0.0
    missing_keys = 0
    for token in tokens:
        weight = math.log(1.0 + (n + 1) / (1 + df.get(_stem(token.text), 0)))
        total += weight
        if token.number:
            present = token.text in exact
        elif token.key:
            present = token.text in exact or token.text in on_page
        else:
            present = _stem(token.text) in stems
        if present:
            found += weight
        elif token.key:
            missing_keys += 1
    if total == 0:
        return 0.0
    return (found / total) * (_KEY_PENALTY**missing_keys)
