"""`extract`: from an answer (and optionally its run) to claims with mentions, cues and pramana."""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from datetime import date, datetime, time
from typing import TypeVar

from nyaya.claims import regex_cache
from nyaya.claims.classify import RunFacts, classify, match_tag, norm_text, prepare_tags
from nyaya.claims.cues import find_cues
from nyaya.claims.detect import detect_language
from nyaya.claims.lexicons import available
from nyaya.claims.mentions import find_mentions, ids_pattern, warm_mentions
from nyaya.claims.model import Claim, Cue, Extraction, Mention
from nyaya.claims.phrases import Literals
from nyaya.claims.scan import scan, warm_scan
from nyaya.claims.segment import clause_cuts, sentences
from nyaya.claims.selftag import TagBlocks, parse_selftags
from nyaya.errors import BadInput
from nyaya.run import Run

__all__ = ["extract", "extract_strict", "resolve_language", "warm"]

_CHECKABLE = frozenset({"number", "money", "percent", "date", "time", "email", "call_ref", "url"})
_T = TypeVar("_T", Mention, Cue)
_CONTENT = regex_cache.compile(r"\S")


def resolve_language(language: str | None, text: str) -> str:
    """``language`` reduced to a lexicon code ("es-MX" -> "es"), else detected from ``text``."""
    if language:
        code = re.split(r"[-_]", language.strip().lower(), maxsplit=1)[0]
        if code in available():
            return code
    return detect_language(text)


def warm(*languages: str) -> None:
    """Compile ``languages``' claim patterns now (all lexicon languages when none are named).

    Patterns compile on first use, so a one-shot check pays only for the words its
    answer holds; a long-lived process (a service, a benchmark) can pay up front instead
    and keep that cost out of its first answers.
    """
    for language in languages or available():
        warm_scan(language)
        warm_mentions(language)


def extract(
    answer: str,
    *,
    language: str | None = None,
    run: Run | None = None,
    now: datetime | date | None = None,
) -> Extraction:
    """Split ``answer`` into claims, read their mentions and cues, and name their pramana.

    ``language`` is detected when not given (or not one with a lexicon); ``run``
    adds the run's call ids, the names and values in its tool outputs, and its
    language and time when those are not given; ``now`` resolves relative dates
    ("yesterday", "mañana", "明天"), and without it (or ``run.created_at``) they are
    left out. Offsets index ``answer`` as given. Never raises on the text itself;
    `BadInput` when ``answer`` is not a string.
    """
    if not isinstance(answer, str):
        raise BadInput(f"must be a string, not {type(answer).__name__}", field="answer")
    if run is not None and not isinstance(run, Run):
        raise BadInput(f"must be a nyaya.Run, not {type(run).__name__}", field="run")
    moment = _moment(now if now is not None else (run.created_at if run is not None else None))
    blocks = parse_selftags(answer)
    body_end = blocks.body_end if blocks.body_end is not None else len(answer)
    lang = resolve_language(
        language or (run.language if run is not None else None), answer[:body_end]
    )
    try:
        return _extract(answer, lang, run, moment, blocks, body_end)
    except Exception:  # a reading bug must not let an answer through unchecked: fail closed
        return _fallback(answer, lang, blocks, body_end)


def extract_strict(
    answer: str,
    *,
    language: str | None = None,
    run: Run | None = None,
    now: datetime | date | None = None,
) -> Extraction:
    """`extract` without its safety net: errors propagate (for tests and debugging)."""
    moment = _moment(now if now is not None else (run.created_at if run is not None else None))
    blocks = parse_selftags(answer)
    body_end = blocks.body_end if blocks.body_end is not None else len(answer)
    lang = resolve_language(
        language or (run.language if run is not None else None), answer[:body_end]
    )
    return _extract(answer, lang, run, moment, blocks, body_end)


def _moment(now: datetime | date | None) -> datetime | None:
    if now is None or isinstance(now, datetime):
        return now
    return datetime.combine(now, time())


def _regions(text: str, skip: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The stretches of ``text`` outside the self-tag blocks that hold any text."""
    out, pos = [], 0
    for s, e in [*sorted(skip), (len(text), len(text))]:
        if s > pos and _CONTENT.search(text, pos, s):
            out.append((pos, s))
        pos = max(pos, e)
    return out


def _extract(
    answer: str,
    lang: str,
    run: Run | None,
    now: datetime | None,
    blocks: TagBlocks,
    body_end: int,
) -> Extraction:
    facts = RunFacts.of(run) if run is not None else None
    ids = ids_pattern(facts.call_ids) if facts is not None else None
    # Known names help read a name the answer writes in lower case; a long list of them
    # costs a regex compile per run, so only short lists are used.
    names = _names_pattern(facts.names) if facts is not None and len(facts.names) <= 12 else None
    mentions: list[Mention] = []
    cues: list[Cue] = []
    for start, end in _regions(answer, blocks.spans):
        hits = scan(answer, lang, start, end)
        mentions.extend(
            find_mentions(
                answer, lang, now=now, start=start, end=end, call_ids=ids, names=names, hits=hits
            )
        )
        cues.extend(find_cues(answer, lang, start, end, hits))
    m_starts = [m.start for m in mentions]
    c_starts = [c.start for c in cues]
    tags = prepare_tags(blocks.tags)
    claims: list[Claim] = []
    for s_start, s_end in sentences(answer, lang, blocks.spans):
        s_mentions = _within(mentions, m_starts, s_start, s_end)
        s_cues = _within(cues, c_starts, s_start, s_end)
        checkable = [(m.start, m.end) for m in s_mentions if m.kind in _CHECKABLE]
        checkable += [(c.start, c.end) for c in s_cues if c.kind == "absence"]
        # (days and names side by side may be one list of two: "on Tuesdays and Thursdays")
        listed = [(m.start, m.end, m.kind) for m in s_mentions if m.kind in ("date", "entity")]
        spans = clause_cuts(answer, (s_start, s_end), lang, checkable, listed)
        sentence_norm = norm_text(answer[s_start:s_end]) if tags and len(spans) > 1 else ""
        for c_start, c_end in spans:
            if len(spans) == 1:
                c_mentions, c_cues = s_mentions, s_cues
            else:
                c_mentions = _within(mentions, m_starts, c_start, c_end)
                c_cues = _within(cues, c_starts, c_start, c_end)
            text = answer[c_start:c_end]
            pramana, strong = classify(c_mentions, c_cues, facts)
            tag = match_tag(text, sentence_norm, tags) if tags else None
            tagged = tag.pramana if tag is not None else None
            if tagged is not None and not strong:
                pramana = tagged
            claims.append(
                Claim(
                    id=f"c{len(claims) + 1}",
                    text=text,
                    start=c_start,
                    end=c_end,
                    language=lang,
                    pramana=pramana,
                    mentions=c_mentions,
                    cues=c_cues,
                    tagged_as=tagged,
                    tag=tag,
                )
            )
    return Extraction(
        claims=tuple(claims),
        tags=blocks.tags,
        compliant=blocks.compliant,
        language=lang,
        body_end=body_end,
    )


def _within(items: list[_T], starts: list[int], start: int, end: int) -> tuple[_T, ...]:
    i = bisect.bisect_left(starts, start)
    j = bisect.bisect_left(starts, end, i)
    return tuple(x for x in items[i:j] if x.end <= end)


def _names_pattern(names: tuple[str, ...]) -> Literals | None:
    found = Literals(names)
    return found if found else None


def _fallback(answer: str, lang: str, blocks: TagBlocks, body_end: int) -> Extraction:
    """Fail closed: when reading the text breaks, every sentence is an ungrounded claim."""
    claims = tuple(
        Claim(id=f"c{i}", text=answer[s:e], start=s, end=e, language=lang, pramana="ungrounded")
        for i, (s, e) in enumerate(sentences(answer, lang, blocks.spans), 1)
    )
    return Extraction(claims, blocks.tags, blocks.compliant, lang, body_end)
