"""Text folding and key words shared by the evidence index and the checks."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from urllib.parse import parse_qsl, urlencode, urlsplit

from anyascii import anyascii

from nyaya.claims import regex_cache

__all__ = ["fold", "is_letters", "key_words", "normalize_url", "sound_key", "stem", "tokens"]

_CJK = regex_cache.compile(r"([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff])")
_NON_WORD = regex_cache.compile(r"[^0-9a-z]+")
_KEY_SPLIT = regex_cache.compile(
    r"[._\-\s/:#]+|(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])"
)
_URL_END = regex_cache.compile(r"[\s\u3000-\u303f\u3400-\u9fff\uff00-\uffef「」《》]")
_TRACKING = regex_cache.compile(
    r"^(utm_.*|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|ref_src|igshid)$", re.I
)
# Python's \w leaves out combining marks, so "कुल" would be two words: the Devanagari vowel
# signs, virama and nasal marks are letters of a word here.
MARKS = "\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963"
WORD = rf"(?:[^\W_]|[{MARKS}])+"  # a word: letters, digits and marks
LETTERS = rf"(?:[^\W\d_]|[{MARKS}])+"  # a word of letters only
_WORD = regex_cache.compile(WORD)
_A_WORD = regex_cache.compile(LETTERS)


def is_letters(text: str) -> bool:
    """Whether ``text`` is one word of letters: ``str.isalpha`` with the Devanagari marks
    counted as letters ("सिलिंडर" is a word; Python's test says no for its vowel signs)."""
    return _A_WORD.fullmatch(text) is not None


class _Transliteration(dict[int, str]):
    """A `str.translate` table: each character as `anyascii` writes it, a CJK one with a
    space either side (so its syllables are words). anyascii reads a character at a time,
    so the table gives what it gives for the whole string, at the speed of C. Filled on
    first sight of each character: bounded by the characters that exist."""

    def __missing__(self, codepoint: int) -> str:
        char = chr(codepoint)
        ascii_form: str = anyascii(char)
        if _CJK.match(char):
            ascii_form = f" {ascii_form} "
        self[codepoint] = ascii_form
        return ascii_form


# the nukta (U+093C) only shades the consonant it sits under ("फ़" and "फ" are one letter
# written two ways, "सफ़ेद" and "सफेद" one word): it is no letter, nor a break between words
_TO_ASCII = _Transliteration({0x093C: ""})


@lru_cache(maxsize=8192)
def fold(text: str) -> str:
    """``text`` for comparison: transliterated, case-folded, accents and punctuation gone."""
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text).translate(_TO_ASCII)
    return " ".join(_NON_WORD.split(text.casefold())).strip()


# spellings of one sound, in the order they are replaced (a name written in Devanagari and
# in Latin letters: "शबनिम इस्माइल" and "Shabnim Ismail" share one key)
_SOUNDS = (
    ("sh", "s"), ("ph", "f"), ("ck", "k"), ("qu", "k"), ("q", "k"), ("x", "ks"), ("w", "v"),
    ("z", "j"), ("th", "t"), ("dh", "d"), ("bh", "b"), ("kh", "k"), ("gh", "g"), ("ch", "C"),
)  # fmt: skip
_SOFT_C = regex_cache.compile(r"c(?=[eiy])")
_VOWELS = regex_cache.compile(r"[aeiouhy]")
_REPEAT = regex_cache.compile(r"(.)\1+")
_LETTERS = regex_cache.compile(r"[^a-zC]+")


@lru_cache(maxsize=8192)
def sound_key(text: str) -> str:
    """The consonants of a name as it sounds, for matching it across scripts: vowels,
    h and y dropped, doubled letters single, m and n one (a nasal), soft c as s."""
    latin = text.isascii()
    a = anyascii(unicodedata.normalize("NFKC", text)).lower().replace("j'", "z")
    if not latin:
        a = a.replace("ch", "C").replace("c", "C")  # Devanagari च is "c": never a hard k
    a = _LETTERS.sub("", a)
    for spelling, sound in _SOUNDS:
        a = a.replace(spelling, sound)
    a = _SOFT_C.sub("s", a).replace("c", "k").replace("C", "c")
    a = _VOWELS.sub("", a).replace("m", "n")
    return _REPEAT.sub(r"\1", a)


@lru_cache(maxsize=8192)
def key_parts(key: str) -> tuple[str, ...]:
    """The parts of an output key, its figures too: ``avgSold_last10`` -> (avg, sold, last,
    10)."""
    return tuple(w.casefold() for w in _KEY_SPLIT.split(key) if w)


@lru_cache(maxsize=8192)
def key_words(key: str) -> tuple[str, ...]:
    """The words of an output key: ``scheduledDeparture_time`` -> (scheduled, departure, time)."""
    return tuple(w for w in key_parts(key) if not w.isdigit())


def tokens(text: str) -> list[str]:
    """The words of ``text``, lower-cased (any script)."""
    return [w.casefold() for w in _WORD.findall(text)]


_SUFFIXES = ("ies", "ing", "ed", "es", "s")


@lru_cache(maxsize=16384)
def stem(word: str) -> str:
    """A light English stem, enough to match ``deliveries``/``delivery``, ``booked``/``book``."""
    w = word.casefold()
    if len(w) <= 3 or not w.isascii():
        return w
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith("ing") and len(w) > 5:
        w = w[:-3]
        return w[:-1] if len(w) > 3 and w[-1] == w[-2] else w
    if w.endswith("ed") and len(w) > 4:
        w = w[:-2]
        if w.endswith("i"):
            return w[:-1] + "y"
        return w[:-1] if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "ls" else w
    if w.endswith("sses"):
        return w[:-2]
    if (
        w.endswith("ses")
        and len(w) > 4
        and not (w[:-2].endswith("us") and w[-5:-3] not in ("ou", "au"))
    ):
        # "houses", "courses", "cases", "expenses": the word ends in "se" ("buses",
        # "statuses" are the "-us" words below)
        return w[:-1]
    if w.endswith("es") and len(w) > 4 and w[-3] in "sxz":
        return w[:-2]
    if w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


def normalize_url(url: str) -> str:
    """A URL reduced for comparison: no scheme, ``www.``, fragment, tracking params, final /."""
    raw = _URL_END.split(url.strip(), maxsplit=1)[0].rstrip(".,;:!?)]}>\"'*")
    if "://" not in raw:
        raw = "http://" + raw
    try:
        parts = urlsplit(raw)
        host = (parts.hostname or "").casefold()
    except ValueError:
        return url.strip().casefold()
    host = host.removeprefix("www.")
    query = urlencode(
        sorted(
            (k, v)
            for k, v in parse_qsl(parts.query, keep_blank_values=True)
            if not _TRACKING.match(k)
        )
    )
    path = parts.path.rstrip("/")
    return host + path + (f"?{query}" if query else "")
