"""Text handling shared by the scorers: sentences with offsets, tokens, per-language data.

Language is data: each language is a TOML file in ``languages/`` naming its Snowball
stemmer and its function words; negation words come from the claims lexicon so there is
one source for them. Chinese and Japanese characters are matched as character bigrams
whatever the claim's language says, so mixed-script text needs no branch.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Literal

import snowballstemmer

from nyaya.claims import lexicons
from nyaya.errors import BadInput

__all__ = [
    "LanguageData",
    "Sentence",
    "Token",
    "language_data",
    "sentences",
    "tokens",
]

_HERE = Path(__file__).parent / "languages"

TokenKind = Literal["word", "number", "cjk"]

# Letters of the scripts the lexicons cover, with Devanagari vowel signs (category Mn/Mc,
# which ``\w`` does not match) kept inside the word.
_LETTER = r"[^\W\d_]|[\u0900-\u0963\u0971-\u097F]"
_CJK = r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]"
_TOKEN = re.compile(
    rf"(?P<cjk>(?:{_CJK})+)"
    r"|(?P<number>\d+(?:[.,:/-]\d+)*)"
    rf"|(?P<word>(?:{_LETTER})(?:(?:{_LETTER})|\d|['’](?=[^\W\d_]))*)"
)
# A sentence ends at . ! ? । 。！？ followed by space, or glued to a capital ("century.First",
# as scraped text often is); a full stop between digits or after one capital is no end.
_SENTENCE_END = re.compile(
    r"(?<=[.!?।])(?<!\b[A-Z]\.)\s+"
    r"|(?<=[。！？])\s*"
    r"|(?<=[a-z0-9\u00e0-\u024f)\]\"'”’][.!?])(?=[A-Z\u00c0-\u024f\"“])"
    r"|\n\s*\n"
)


@dataclass(frozen=True, slots=True)
class LanguageData:
    """One language's scoring data: its stemmer (Snowball name, "" for none) and stopwords."""

    language: str
    stemmer: str
    stopwords: frozenset[str]
    negations: tuple[str, ...]

    @property
    def negation_words(self) -> frozenset[str]:
        """Negations that are one word: the negation check handles them, not word coverage."""
        return frozenset(w for w in self.negations if " " not in w)


@dataclass(frozen=True, slots=True)
class Token:
    """A token of a text: ``norm`` is what is compared (lower-cased, stemmed, or a bigram)."""

    text: str
    norm: str
    start: int
    end: int
    kind: TokenKind
    content: bool
    capitalised: bool


@dataclass(frozen=True, slots=True)
class Sentence:
    """A sentence of a passage, with offsets into the passage and its tokens."""

    text: str
    start: int
    end: int
    tokens: tuple[Token, ...]


@cache
def _available() -> frozenset[str]:
    return frozenset(p.stem for p in _HERE.glob("*.toml"))


@cache
def language_data(language: str) -> LanguageData:
    """The scoring data for ``language`` ("es-MX" reads es.toml); English when there is none."""
    code = re.split(r"[-_]", language.strip().lower(), maxsplit=1)[0] or "en"
    if code not in _available():
        code = "en"
    path = _HERE / f"{code}.toml"
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise BadInput(str(e), path=str(path)) from e
    stemmer = raw.get("stemmer", "")
    stopwords = raw.get("stopwords", [])
    if not isinstance(stemmer, str) or (stemmer and stemmer not in snowballstemmer.algorithms()):
        raise BadInput(f"unknown Snowball stemmer {stemmer!r}", field="stemmer", path=str(path))
    if not isinstance(stopwords, list) or not all(isinstance(w, str) for w in stopwords):
        raise BadInput("must be a list of strings", field="stopwords", path=str(path))
    negations: tuple[str, ...] = ()
    if code in lexicons.available():
        negations = tuple(w.lower() for w in lexicons.load(code).cues_negation)
    return LanguageData(code, stemmer, frozenset(w.lower() for w in stopwords), negations)


@cache
def _stem_function(name: str) -> Callable[[str], str]:
    if not name:
        return lambda word: word
    stemmer = snowballstemmer.stemmer(name)
    return lru_cache(maxsize=65536)(stemmer.stemWord)


def _number_norm(text: str) -> str:
    # "1,234" and "1234" compare equal; a decimal point stays (the value module decides more).
    return text.replace(",", "") if re.fullmatch(r"\d{1,3}(,\d{3})+", text) else text


def _cjk_tokens(run: str, offset: int, stop: frozenset[str]) -> list[Token]:
    if len(run) == 1:
        return [Token(run, run, offset, offset + 1, "cjk", run not in stop, False)]
    out = []
    for i in range(len(run) - 1):
        gram = run[i : i + 2]
        content = not (gram[0] in stop and gram[1] in stop)
        out.append(Token(gram, gram, offset + i, offset + i + 2, "cjk", content, False))
    return out


@lru_cache(maxsize=4096)
def tokens(text: str, language: str = "en") -> tuple[Token, ...]:
    """The tokens of ``text``: words (stemmed), numbers, and CJK character bigrams."""
    data = language_data(language)
    stem = _stem_function(data.stemmer)
    out: list[Token] = []
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup
        piece = m.group()
        if kind == "cjk":
            out.extend(_cjk_tokens(piece, m.start(), data.stopwords))
        elif kind == "number":
            out.append(Token(piece, _number_norm(piece), m.start(), m.end(), "number", True, False))
        else:
            lower = piece.lower().replace("’", "'")
            base = lower[:-2] if lower.endswith("'s") else lower
            content = not ({lower, base} & (data.stopwords | data.negation_words))
            out.append(
                Token(piece, stem(base), m.start(), m.end(), "word", content, piece[:1].isupper())
            )
    return tuple(out)


@lru_cache(maxsize=4096)
def sentences(text: str, language: str = "en") -> tuple[Sentence, ...]:
    """``text`` cut into sentences with offsets (a passage with no end mark is one sentence)."""
    out: list[Sentence] = []
    start = 0
    for m in (*_SENTENCE_END.finditer(text), None):
        end = len(text) if m is None else m.start()
        chunk = text[start:end]
        stripped = chunk.strip()
        if stripped:
            s = start + chunk.index(stripped[0])
            piece = text[s : s + len(stripped)]
            out.append(Sentence(piece, s, s + len(piece), tokens(piece, language)))
        if m is not None:
            start = m.end()
    return tuple(out)
