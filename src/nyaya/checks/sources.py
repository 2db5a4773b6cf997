"""Sources: a cited URL, document or publication must be one the run's outputs contain.

A **citation** is a URL in the answer, a title in book-title marks (《...》), or a named
source: a noun of the lexicon's ``[sources] nouns`` (report, guide, handbook, FAQ, 报告,
रिपोर्ट ...) named by a proper name, a possessive, an id or a number ("Shimano's service
manual", "the 2024 Transparency Report", "section 4.3", "KB-1134"), or a proper name
right before or after an attribution word ("according to Reuters", "Serious Eats lists").

A URL no output (or the context, or the policy's allowlist) contains is fabricated. A
named source is fabricated when the words that name it (its proper names, ids and
numbers) are missing from every output: the witness lists the sources the outputs do
contain. A generic reference ("the policy says", "सरकार", "the report") names nothing to
look for and is left alone.
"""

from __future__ import annotations

import re
from nyaya.checks.answer import ClaimView
from nyaya.checks.base import CheckContext, Outcome, evidence_of, make_finding
from nyaya.evidence.fold import fold, normalize_url
from nyaya.evidence.index import EvidenceIndex, Leaf
from nyaya.report import Witness

__all__ = ["check_sources", "named_sources"]

_TITLE = re.compile(r"《([^》]{2,60})》|「([^」]{2,60})」")
_CAP = re.compile(r"[A-ZÀ-ÖØ-Þ][\w&.+\-]*(?:['’]s)?")
_ID = re.compile(r"\b(?:[A-Z]{2,}[-_ ]?\d[\w.\-]*|\d+(?:\.\d+)+|[\w\-]+\.(?:md|pdf|txt|html?|docx?|xlsx?|csv)|[A-Z][A-Z0-9]*-\d+)\b")
_NUMBERISH = re.compile(r"\b\d{2,4}\b")
_STOP_CAPS = frozenset(
    {"i", "the", "a", "an", "this", "that", "these", "those", "it", "its", "your", "our", "my",
     "and", "or", "of", "in", "on", "for", "to", "as", "at", "by", "with", "from", "also", "so",
     "if", "per", "see", "note", "both", "all", "any", "each", "which", "what", "when", "where",
     "here", "there", "according", "based", "via", "el", "la", "los", "las", "de", "del", "un",
     "una", "según", "en", "y", "o", "para", "por", "con", "su", "sus", "tu", "tus"}
)


def check_sources(ctx: CheckContext, view: ClaimView) -> Outcome:
    out = Outcome()
    index = ctx.index
    index.read_texts()
    for value in view.values:
        if value.kind != "url":
            continue
        key = normalize_url(value.text)
        if _url_known(ctx, key):
            leaves = [index.leaves[i] for i in index.urls.get(key, ())]
            out.evidence.extend(evidence_of(index, leaf) for leaf in leaves[:2])
            out.verified_claim = True
            continue
        out.findings.append(
            make_finding(
                "source_fabrication",
                view,
                f"the answer cites {value.text!r}, which no output of the run contains"
                + _listing(index),
                reason="url_not_in_outputs",
                expected="a URL an output contains",
                found=value.text,
                witness=Witness(kind="sources", value=_known_sources(index)[:10]),
            )
        )
    if out.findings:
        return out
    for name, words in named_sources(view, ctx.answer.words):
        missing = [w for w in words if not _known_word(index, w)]
        if not words:
            continue
        if len(missing) * 2 < len(words) or (len(words) >= 3 and len(missing) < 2):
            out.verified_claim = True
            continue
        out.findings.append(
            make_finding(
                "source_fabrication",
                view,
                f"the answer attributes this to {name!r}, which no output of the run mentions "
                f"(not found: {', '.join(missing[:4])})" + _listing(index),
                reason="source_not_in_outputs",
                expected="a source an output contains",
                found=name,
                witness=Witness(kind="sources", value=_known_sources(index)[:10]),
            )
        )
        break
    return out


def _url_known(ctx: CheckContext, key: str) -> bool:
    index = ctx.index
    if key in index.urls:
        return True
    host = key.split("/")[0]
    for allowed in _allowed(ctx):
        if key == allowed or key.startswith(allowed.rstrip("/") + "/") or host == allowed or host.endswith("." + allowed):
            return True
    # the URL inside a text (a page, an e-mail, the context) in any spelling
    needle = key.split("?")[0]
    for leaf in index.leaves:
        if leaf.kind == "text" and needle and needle in normalize_url_text(str(leaf.raw)):
            return True
    return False


def _allowed(ctx: CheckContext) -> tuple[str, ...]:
    return tuple(normalize_url(a) for a in ctx.allowed_sources)


def normalize_url_text(text: str) -> str:
    return re.sub(r"https?://(www\.)?", "", text.casefold())


def _listing(index: EvidenceIndex) -> str:
    known = _known_sources(index)
    if not known:
        return " (the outputs cite no source)"
    return f" (the outputs contain: {', '.join(known[:4])})"


def _known_sources(index: EvidenceIndex) -> list[str]:
    out: list[str] = []
    for key in index.urls:
        out.append(key)
    for leaf in index.leaves:
        if leaf.kind == "string" and leaf.text is None and leaf.key.lower() in ("title", "source", "name", "publisher", "site", "domain", "id"):
            out.append(str(leaf.raw))
        if len(out) > 30:
            break
    return list(dict.fromkeys(out))


def named_sources(view: ClaimView, words: object) -> list[tuple[str, list[str]]]:
    """(the source as written, the words that name it) for each named source in the claim."""
    text = view.claim.text
    out: list[tuple[str, list[str]]] = []
    for m in _TITLE.finditer(text):
        title = m.group(1) or m.group(2)
        out.append((title, [title]))
    nouns = getattr(words, "source_nouns", None)
    attribution = getattr(words, "attribution", None)
    low = text.lower()
    if nouns is not None:
        for m in nouns.finditer(low):
            s, e = m.start(), m.end()
            phrase_start = _phrase_start(text, s)
            phrase_end = _phrase_end(text, e)
            phrase = text[phrase_start:phrase_end].strip(" ,;:()[]*\"'")
            naming = _naming_words(phrase, text[s:e])
            # a source is named by a word, not by a count ("4.7 (212 reviews)")
            if any(not w.replace(".", "").isdigit() for w in naming):
                out.append((phrase, naming))
    if attribution is not None and not out:
        for m in attribution.finditer(low):
            name = _name_near(text, m.start(), m.end())
            if name and len(name.split()) >= 2:  # a publication's name, not one capital
                naming = _naming_words(name, "")
                if naming:
                    out.append((name, naming))
    seen: set[str] = set()
    unique = []
    for name, naming in out:
        if name not in seen:
            seen.add(name)
            unique.append((name, naming))
    return unique


def _phrase_start(text: str, s: int) -> int:
    """Back over the words that name the source: capitals, possessives, ids, numbers."""
    pos = s
    tokens = list(re.finditer(r"[\w'’.&+\-]+", text[:s]))
    for tok in reversed(tokens):
        word = tok.group()
        gap = text[tok.end() : pos]
        if gap.strip(" ") not in ("", "(", "'s"):
            break
        core = word.rstrip(".")
        if _CAP.fullmatch(core) or _ID.fullmatch(core) or core.isdigit() or core.endswith(("'s", "’s")):
            if core.lower() in _STOP_CAPS:
                break
            pos = tok.start()
            continue
        break
    return pos


def _phrase_end(text: str, e: int) -> int:
    """On over an id or a section number after the noun ("section 4.3", "KB-1134")."""
    m = re.match(r"\s*(?:\(?\s*)?((?:section|sección|§|no\.?|#)?\s*[\w.\-]*\d[\w.\-]*)", text[e:], re.I)
    if m and m.group(1).strip():
        return e + m.end()
    m = re.match(r"\s+([A-Z][\w&\-]*(?:\s+[A-Z][\w&\-]*)*)", text[e:])
    if m:
        return e + m.end()
    return e


def _naming_words(phrase: str, noun: str) -> list[str]:
    """The words of a source phrase that would appear in an output that holds it."""
    words: list[str] = []
    for tok in re.findall(r"[\w.\-]+", phrase):
        core = tok.strip(".")
        low = core.lower()
        if low.endswith(("'s", "’s")):
            core = core[:-2]
            low = low[:-2]
        if not core or low in _STOP_CAPS or low == noun.lower():
            continue
        if _ID.fullmatch(core) or (_CAP.fullmatch(core) and len(core) > 1) or (core.isdigit() and len(core) >= 2):
            words.append(core)
    return words


def _name_near(text: str, s: int, e: int) -> str:
    after = re.match(r"\s+((?:[A-Z][\w&.\-]*(?:['’]s)?\s?){1,5})", text[e:])
    if after:
        return after.group(1).strip()
    before = re.search(r"((?:[A-Z][\w&.\-]*\s){1,5})\s*$", text[:s])
    if before:
        return before.group(1).strip()
    return ""


def _known_word(index: EvidenceIndex, word: str) -> bool:
    folded = fold(word)
    if not folded:
        return True
    if index.strings(folded):
        return True
    needle = f" {folded} "
    for leaf in index.leaves:
        if leaf.kind in ("string", "url", "email") and needle in f" {leaf.folded} ":
            return True
        if leaf.kind == "text" and needle in f" {_fold_text(leaf)} ":
            return True
    for call in index.calls:
        if folded in {fold(w) for w in call.words}:
            return True
    if folded.replace(" ", "").isdigit():
        try:
            from decimal import Decimal

            n = Decimal(folded.replace(" ", ""))
        except Exception:
            return False
        if any(leaf.number == n for leaf in index.numbers_between(n, n)):
            return True
    squashed = folded.replace(" ", "")
    if len(squashed) >= 4:
        for key in index.urls:
            if squashed in key.replace("-", "").replace("_", ""):
                return True
    return False


_CACHE: dict[int, tuple[object, str]] = {}


def _fold_text(leaf: Leaf) -> str:
    key = id(leaf)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is leaf:
        return hit[1]
    folded = fold(str(leaf.raw)[:20000])
    if len(_CACHE) > 256:
        _CACHE.clear()
    _CACHE[key] = (leaf, folded)
    return folded

