"""Refuse a run in a language nyaya has no lexicon for, by name.

The claims layer guesses among the languages it has lexicons for, so a French
answer would be read as Spanish (the nearest lexicon) and its claims judged by
the wrong words. Until the claims layer can say "none of mine", the adapters
ask here first: a declared language without a lexicon, or an undeclared answer
whose frequent words are those of a known unsupported language
(``data/unsupported_languages.toml``) rather than of a supported one, is
`BadRun` on the ``language`` field, naming the language and what is supported.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

from nyaya.claims import regex_cache
from nyaya.claims.lexicons import available, load
from nyaya.errors import BadRun
from nyaya.run import Run

__all__ = ["guess_unsupported", "require_supported"]

_DATA = Path(__file__).parent / "data" / "unsupported_languages.toml"
_WORD = regex_cache.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
_SAMPLE = 2000
_MIN_DISTINCT = 3


@cache
def _supported_markers() -> dict[str, frozenset[str]]:
    return {lang: frozenset(load(lang).detect_markers) for lang in available()}


@cache
def _unsupported() -> dict[str, tuple[str, frozenset[str]]]:
    data = tomllib.loads(_DATA.read_text(encoding="utf-8"))
    shared = frozenset().union(*_supported_markers().values())
    return {
        code: (str(entry["name"]), frozenset(entry["markers"]) - shared)
        for code, entry in data.items()
    }


def guess_unsupported(text: str) -> tuple[str, str] | None:
    """``(code, name)`` of the unsupported language ``text`` is written in, if it clearly is."""
    words = _WORD.findall(text[:_SAMPLE].casefold())
    if not words:
        return None
    best_supported = max(
        (sum(w in markers for w in words) for markers in _supported_markers().values()),
        default=0,
    )
    best: tuple[int, str, str] | None = None
    for code, (name, markers) in _unsupported().items():
        hits = [w for w in words if w in markers]
        clear = len(set(hits)) >= _MIN_DISTINCT and len(hits) > best_supported
        if clear and (best is None or len(hits) > best[0]):
            best = (len(hits), code, name)
    return (best[1], best[2]) if best else None


def require_supported(run: Run) -> Run:
    """``run`` itself when its language is one nyaya reads; else `BadRun` on ``language``."""
    supported = available()
    listed = ", ".join(supported)
    if run.language is not None:
        base = run.language.split("-")[0].split("_")[0].casefold()
        if base not in supported:
            raise BadRun(
                f"{run.language!r} is not a supported language (nyaya reads {listed})",
                field="language",
            )
        return run
    guessed = guess_unsupported(run.response)
    if guessed is not None:
        code, name = guessed
        raise BadRun(
            f"the answer reads as {name} ({code}), which nyaya has no lexicon for "
            f"(it reads {listed}); it is not checked as another language",
            field="language",
        )
    return run
