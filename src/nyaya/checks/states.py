"""States: a yes/no setting or a status the answer states against the one the outputs hold.

Two kinds of claims about the state of a thing, both ``fact_mismatch`` with the output
field as the witness:

- **A flag.** An output field that is true or false (``auto_renew: false``) is named by a
  clause that holds each of its key's words (as written, by a longer form of it, by a
  concept of the lexicon, or by sound in another script: "auto-renewal", "renovación
  automática", "ऑटो-रिन्यू"). The clause affirms the flag unless a negation or an ``off``
  word of ``[states]`` stands within a few words of it. A clause that affirms a false
  field, or denies a true one, is contradicted when every such field the claim may be
  about says otherwise.
- **A status.** An output status (a field under a key such as ``status`` or ``state``)
  whose words name a state of the ``[states]`` tables ("pending_review" is pending) is
  said to be in another state ("has been approved"). Only states that exclude each other
  are compared (`_EXCLUDES`): approved and pending, processing and shipped; shipped and
  delivered do not (a delivered parcel has shipped), and words such as "ready" or
  "valid" name no state at all. The claim must name the status's record (by a name or id
  the outputs hold, or by a word of its tool or keys), and every status of that record
  must exclude the claimed state.

A clause that **denies** a state ("your membership isn't active", "no está activa") is
held to the statuses it may be about the same way: when every one of them is that state,
it is a ``false_absence`` (a state of being there or done: active, paid, approved...) or a
``fact_mismatch`` (any other), reason ``state_denied``. A status held in part
("partially_paid") names no state.

A status the tables name no state of is held to its own word: a clause that denies it as
written ("the voucher hasn't been redeemed" beside ``status: redeemed``) is a false absence.
So is a clause that denies an event a date field of the record records ("the deposit hasn't
been refunded" beside ``refunded_on``), reason ``event_dated``; a noun of the event
("the refund hasn't shown up") denies no event.

Neither reads a clause that is hedged, conditional, future, an offer, a question, said by
the agent of its own act (the actions check reads those), or that names two states (a
sentence of two clauses may deny one state in each).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from nyaya.checks.answer import ClaimView
from nyaya.checks.base import CheckContext, make_finding, witness_of
from nyaya.checks.language import GENERIC_CONCEPTS, Words, key_concepts
from nyaya.claims import regex_cache
from nyaya.claims.lexicons import available, load, state_words
from nyaya.claims.phrases import compile_phrases
from nyaya.evidence.fold import WORD, fold, key_words, sound_key, stem
from nyaya.evidence.index import EvidenceIndex, Leaf
from nyaya.report import Finding, FindingType

__all__ = ["state_findings"]

_WORD = regex_cache.compile(WORD)
_HAN = regex_cache.compile(r"[\u3400-\u9fff]")
_DEVANAGARI = regex_cache.compile(r"[\u0900-\u097f]")
# what ends a clause: punctuation, and the words that start a consequence or a contrast
_CLAUSE_END = regex_cache.compile(r"[,;:()\[\]|•\n—–.!?]|\s-\s|。|，|；|：|（|）|！|？|।")
# a flag is often given as a label and its value ("Auto-renew: off"): a colon joins them
_FLAG_CLAUSE_END = regex_cache.compile(r"[,;()\[\]|•\n—–.!?]|\s-\s|。|，|；|（|）|！|？|।")
_STANCES = ("hedge", "conditional", "future", "offer", "ability", "opinion")
# the month May beside a day ("May 8", "8 May", "the 8th of May"): a date, no "may" of a hedge
_MAY_DATE = regex_cache.compile(
    r"\bmay\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?may\b",
    re.IGNORECASE,
)
# (and the outcome of an assessment or a decision: ``result: "pending_review"``)
_STATUS_KEYS = frozenset(
    {"status", "state", "stage", "estado", "condition", "result", "outcome", "decision"}
)
# key words that say nothing of which setting a flag is ("is_refundable", "has_wifi")
_FLAG_FILLER = frozenset(
    {"is", "has", "have", "can", "was", "are", "did", "does", "flag", "enabled", "on", "allowed"}
)
_ID_WORDS = frozenset({"id", "no", "number", "ref", "code", "uuid"})
_WINDOW = 4  # words (Han: characters x 2) on each side of a flag where a negation counts

# (claimed state, output state): the output state rules the claimed one out. Not symmetric:
# a parcel delivered has shipped, one shipped is not yet delivered; an open ticket is not
# resolved, but "open" in an answer is too common a word to read as a ticket's state.
_EXCLUDES = frozenset(
    {
        ("approved", "pending"),
        ("approved", "rejected"),
        ("rejected", "pending"),
        ("rejected", "approved"),
        ("pending", "approved"),
        ("pending", "rejected"),
        ("active", "expired"),
        ("active", "cancelled"),
        ("active", "suspended"),
        ("expired", "active"),
        ("suspended", "active"),
        ("cancelled", "active"),
        ("cancelled", "processing"),
        ("cancelled", "shipped"),
        ("cancelled", "in_transit"),
        ("cancelled", "delivered"),
        ("cancelled", "completed"),
        ("processing", "shipped"),
        ("processing", "in_transit"),
        ("processing", "delivered"),
        ("shipped", "processing"),
        ("shipped", "cancelled"),
        ("in_transit", "processing"),
        ("in_transit", "delivered"),
        ("in_transit", "cancelled"),
        ("delivered", "processing"),
        ("delivered", "shipped"),
        ("delivered", "in_transit"),
        ("delivered", "cancelled"),
        ("paid", "unpaid"),
        ("unpaid", "paid"),
        ("completed", "pending"),
        ("completed", "in_progress"),
        ("in_progress", "completed"),
        ("pending", "completed"),
        ("resolved", "open"),
        ("resolved", "in_progress"),
        ("resolved", "pending"),
    }
)


@dataclass(frozen=True)
class _Tables:
    """One answer language's state phrases (its own and English), compiled."""

    claim: dict[str, re.Pattern[str]]
    off: re.Pattern[str] | None  # the negations and the ``off`` words
    ends: re.Pattern[str] | None  # conjunctions and consequence words that end a clause


@cache
def _tables(language: str) -> _Tables:
    own = language if language in available() else "en"
    codes = tuple(dict.fromkeys((own, *load(own).mix_with, "en")))
    words = state_words(codes)
    claim = {
        state: pattern
        for state, phrases in words.items()
        if state != "off" and (pattern := compile_phrases(phrases)) is not None
    }
    ends: list[str] = []
    negation: list[str] = []
    for code in codes:
        lex = load(code)
        ends += [c for c in lex.segment_conjunctions if c.strip(",; ")]
        ends += lex.stance_consequence
        negation += [*lex.cues_negation, *lex.agent_negation]
    off = compile_phrases([*words.get("off", ()), *negation])
    return _Tables(claim, off, compile_phrases(ends))


@cache
def _value_states() -> dict[str, frozenset[str]]:
    """A status value's word (any language) -> the states it names."""
    out: dict[str, set[str]] = {}
    for state, phrases in state_words(available()).items():
        if state == "off":
            continue
        for phrase in phrases:
            out.setdefault(" ".join(fold(phrase).split()), set()).add(state)
    return {k: frozenset(v) for k, v in out.items()}


_NEGATED_VALUE = frozenset({"not", "no", "non", "un", "sin", "nahi", "bina"})
# a value that names a state only in part ("partially_paid", "parcialmente_pagado") is in
# none of the states the tables name: paid in part is not paid, nor unpaid
_PARTIAL_VALUE = frozenset({"partially", "partial", "part", "parcial", "parcialmente"})
_KEY_JOINERS = regex_cache.compile(r"[_\-/]+")


def value_states(raw: str) -> frozenset[str]:
    """The states a status value names ("pending_review" -> pending), by its words and
    runs of its words; none for a value that negates ("not_shipped")."""
    if _HAN.search(raw):
        if "部分" in raw:
            return frozenset()  # "部分支付": paid in part
        found = {
            state
            for state, pattern in _tables("zh").claim.items()
            if pattern.search(raw) is not None
        }
        return frozenset(found)
    words = _value_words(raw)
    if not words or (_NEGATED_VALUE | _PARTIAL_VALUE) & set(words):
        return frozenset()
    table = _value_states()
    found = set()
    for n in (1, 2, 3):
        for i in range(len(words) - n + 1):
            found |= table.get(" ".join(words[i : i + n]), frozenset())
    return frozenset(found)


def _value_words(raw: str) -> list[str]:
    """A status value's words, folded ("PENDING_REVIEW" -> pending, review)."""
    return fold(_KEY_JOINERS.sub(" ", raw)).split()


# the words before a state that say it is still to come ("waiting to be paid", "yet to be
# approved", "por pagar")
# a state word before "en"/"in" and digits names the digits something ends in
_ENDING_IN = regex_cache.compile(r"\s+(?:en|in)\s+[*_]*\d")
_TO_BE = regex_cache.compile(r"(?:\bto\s+(?:be|get)|\bpor)\s+$")


def ruled_out(claimed: str, held: str) -> bool:
    """Whether a thing in state ``held`` cannot be in state ``claimed`` (a cancelled
    booking is not an active one)."""
    return (claimed, held) in _EXCLUDES


def states_named(language: str, text: str) -> frozenset[str]:
    """The states of the ``[states]`` tables a text of the answer names ("has expired"). A
    state word with an object right after it is an act done to that object, no state of a
    record ("ha abierto una revisión", "has opened an inquiry")."""
    low = text.lower()
    return frozenset(
        state
        for state, pattern in _tables(language).claim.items()
        if any(not _OBJECT_AFTER.match(low, m.end()) for m in pattern.finditer(low))
    )


# an article right after a word: the word is a verb with its object
_OBJECT_AFTER = regex_cache.compile(r"\s+(?:una?|el|la|los|las|an?|the)\s")


def output_states(index: EvidenceIndex) -> frozenset[str]:
    """Every state an output holds: in a key ("pending_authorizations"), in a string field's
    value ("card_expired") or said in its text ("the card has expired"), in any language of
    the tables (once per run)."""
    held: frozenset[str] | None = index.memo.get("output states")
    if held is not None:
        return held
    found: set[str] = set()
    for key in {k for leaf in index.leaves if leaf.source == "output" for k in leaf.path}:
        found |= value_states(key)  # ("pending_authorizations": items that are pending)
    for leaf in index.leaves:
        if leaf.source != "output" or not isinstance(leaf.raw, str) or leaf.text is not None:
            continue
        found |= value_states(leaf.raw)
        if len(leaf.raw) > 24:
            for code in available():
                found |= states_named(code, leaf.raw)
    index.memo["output states"] = held = frozenset(found)
    return held


def state_findings(ctx: CheckContext, view: ClaimView, records: set[int]) -> list[Finding]:
    """``fact_mismatch`` findings for the flags and statuses ``view`` misstates;
    ``records`` are those the names and ids of its sentence stand for (with their
    parents and children)."""
    if "question" in view.stance:
        return []
    if view.hedged:
        # a denied event is weighed in its own clause ("not credited yet; they usually
        # come before listing": the hedge is the second clause's)
        dated = _dated_denial(ctx, view, records)
        return [dated] if dated is not None else []
    found = (
        _flag_finding(ctx, view, records)
        or _status_finding(ctx, view, records)
        or _dated_denial(ctx, view, records)
    )
    return [found] if found is not None else []


# ---- clauses ----------------------------------------------------------------------------


def _clause(
    ctx: CheckContext, view: ClaimView, start: int, end: int, ends: re.Pattern[str] = _CLAUSE_END
) -> tuple[int, int]:
    """The clause of the claim around ``[start, end)``: cut at punctuation and at the words
    that start another clause ("so", "but", "इसलिए")."""
    text = ctx.answer.text
    lo, hi = view.claim.start, view.claim.end
    cuts = [(m.start(), m.end()) for m in ends.finditer(text, lo, hi)]
    words = _tables(ctx.answer.language).ends
    if words is not None:
        low = text[lo:hi].lower()
        cuts += [(lo + m.start(), lo + m.end()) for m in words.finditer(low)]
    for s, e in cuts:
        if e <= start:
            lo = max(lo, e)
        elif s >= end:
            hi = min(hi, s)
    return lo, hi


def _plain_clause(words: Words, clause: str) -> bool:
    """Whether the clause states a present or past fact (no hedge, condition, future...)."""
    clause = _MAY_DATE.sub(lambda m: " " * len(m.group()), clause)  # ("your May 8 session")
    if any(words.has(s, clause) for s in _STANCES):
        return False
    return words.first_person is None or words.first_person.search(clause) is None


# ---- flags ------------------------------------------------------------------------------


def _dated_to_come(ctx: CheckContext, view: ClaimView, lo: int, hi: int) -> bool:
    """Whether the clause ``[lo, hi)`` holds a date after the run's today: the event it
    names is to come on that day."""
    now = ctx.answer.now
    if now is None:
        return False
    today = now.date()
    return any(
        lo <= v.start < hi and v.kind == "date" and v.day is not None and v.day > today
        for v in view.values
    )


def _flag_finding(ctx: CheckContext, view: ClaimView, records: set[int]) -> Finding | None:
    index = ctx.index
    flags = _flags(index)
    if not flags or view.in_table or "|" in view.text:
        return None  # a table's header names the flag, its cells say yes or no
    text = ctx.answer.text
    words = ctx.answer.words
    toks = [
        (m.group(), m.start(), m.end())
        for m in _WORD.finditer(text, view.claim.start, view.claim.end)
    ]
    han = [
        (m.group(), m.start(), m.end())
        for m in _HAN.finditer(text, view.claim.start, view.claim.end)
    ]
    for key, leaves in flags.items():
        span = _names_flag(words, key, toks, han, text)
        if span is None:
            continue
        lo, hi = _clause(ctx, view, *span, _FLAG_CLAUSE_END)
        clause = text[lo:hi]
        if not _plain_clause(words, clause.lower()) or any(
            lo <= v.start < hi and v.is_number for v in view.values
        ):
            continue  # "the overdue amount is $0" speaks of an amount, not of the flag
        if _dated_to_come(ctx, view, lo, hi):
            continue  # "the roster locks on Thursday": when it will be set, not that it is
        denied = _denied(ctx, text, lo, hi, *span)
        if denied is None:
            continue
        held = _bound(records, leaves)
        values = {leaf.raw for leaf in held}
        if len(values) != 1 or values.pop() != denied:
            continue  # some field of the key says what the clause says (or they differ)
        leaf = held[0]
        if (
            len(held) < len(leaves)
            and not _clause_names(index, clause, leaf.record)
            and any(other.raw != leaf.raw for other in leaves)
        ):
            # "X has 2 beds left and the other one is full (no online booking either)": the
            # sentence names one item, the flag's clause another it does not name, and an
            # item whose field says what the clause says is what it may be about
            continue
        call = index.call_of(leaf)
        tool = call.call.tool if call else "a tool"
        said = "is not" if denied else "is"
        return make_finding(
            "fact_mismatch",
            view,
            f"the answer says {key.replace('_', ' ')!r} {said} set "
            f"({text[span[0] : span[1]]!r}), but {tool} returned {leaf.pointer} = "
            f"{'true' if leaf.raw else 'false'}",
            reason="flag_misstated",
            expected=leaf.raw,
            found=not denied,
            witness=witness_of(index, leaf, "output_value", f"the field {key!r}"),
        )
    return None


def _clause_names(index: EvidenceIndex, clause: str, record: int | None) -> bool:
    """Whether a clause names a record by one of its string values (a name, an id)."""
    if record is None:
        return False
    low = f" {fold(clause)} "
    for lid in index.records[record].leaves:
        raw = index.leaves[lid].raw
        if isinstance(raw, str) and len(raw) > 3 and f" {fold(raw)} " in low:
            return True
    return False


def _flags(index: EvidenceIndex) -> dict[str, list[Leaf]]:
    """The run's true/false output fields by key (once per run)."""
    hit: dict[str, list[Leaf]] | None = index.memo.get("state flags")
    if hit is None:
        hit = {}
        for leaf in index.leaves:
            if leaf.source == "output" and leaf.kind == "bool" and leaf.key:
                hit.setdefault(leaf.key, []).append(leaf)
        index.memo["state flags"] = hit
    return hit


def _flag_words(key: str) -> tuple[str, ...]:
    words = tuple(w.lower() for w in key_words(key))
    kept = tuple(w for w in words if w not in _FLAG_FILLER)
    return kept or words


def _names_flag(
    words: Words,
    key: str,
    toks: list[tuple[str, int, int]],
    han: list[tuple[str, int, int]],
    text: str,
) -> tuple[int, int] | None:
    """Where the claim names every word of the flag's key, close together, or None."""
    spans: list[tuple[int, int]] = []
    # a key of one word ("open", "available", "overdue") is too common a word to be read
    # as the flag wherever it stands ("opens at 9", "बकाया" an amount outstanding)
    if len(_flag_words(key)) < 2:
        return None
    for k in _flag_words(key):
        hit = next((t for t in toks if _word_names(words, k, t[0])), None)
        if hit is None:
            hit = _han_names(words, k, text, han)
        if hit is None:
            return _sounded_compound(key, toks)
        spans.append((hit[1], hit[2]))
    start, end = min(s for s, _ in spans), max(e for _, e in spans)
    if len(_WORD.findall(text[start:end])) > 2 * len(spans) + 1:
        return None  # the words are scattered over the clause: not one name
    return start, end


def _word_names(words: Words, k: str, w: str) -> bool:
    low = w.lower()
    if low == k or stem(low) == stem(k):
        return True
    plain = fold(low).replace(" ", "")
    if len(k) >= 4 and plain.startswith(k):
        return True  # "renewal", "automatically", "automática"
    if low.isascii() and words.language == "en":
        return False
    wanted = key_concepts(k) - GENERIC_CONCEPTS
    if wanted and wanted & words.concepts_in(low):
        return True
    if _DEVANAGARI.search(low) or low.isascii():
        sk, sw = sound_key(k), sound_key(low)
        # a cognate or a loanword: the key word's consonants start the answer's word
        return len(sk) >= 3 and sw.startswith(sk) and (not low.isascii() or low[0] == k[0])
    return False


def _han_names(
    words: Words, k: str, text: str, han: list[tuple[str, int, int]]
) -> tuple[str, int, int] | None:
    wanted = key_concepts(k) - GENERIC_CONCEPTS
    if not han or not wanted:
        return None
    lo, hi = han[0][1], han[-1][2]
    segment = text[lo:hi]
    for phrase, concepts in words.han_concepts:
        if concepts & wanted:
            at = segment.find(phrase)
            if at >= 0:
                return phrase, lo + at, lo + at + len(phrase)
    return None


def _sounded_compound(key: str, toks: list[tuple[str, int, int]]) -> tuple[int, int] | None:
    """A key written as one Devanagari compound ("ऑटो-रिन्यू" for auto_renew): the
    compound's consonants, three or more, start those of the key's words."""
    whole = "".join(sound_key(w) for w in _flag_words(key))
    if len(_flag_words(key)) < 2 or len(whole) < 3:
        return None
    for i, (w, s, _) in enumerate(toks):
        if not _DEVANAGARI.search(w):
            continue
        joined = ""
        for w2, _, e2 in toks[i : i + 3]:
            if not _DEVANAGARI.search(w2):
                break
            joined += sound_key(w2)
            if len(joined) >= 3 and whole.startswith(joined) and len(joined) >= len(whole) - 1:
                return s, e2
    return None


def _denied(
    ctx: CheckContext, text: str, lo: int, hi: int, start: int, end: int, status: bool = False
) -> bool | None:
    """Whether the clause denies the flag named at ``[start, end)``: a negation or an
    ``off`` word within a few words of it. None when two stand there (a double denial).
    A state word (``status``) is denied by what follows it only in a language that puts
    its negation after the verb, or as a label's value ("Cancelled: no")."""
    if _HAN.search(text[start:end]):
        before = text[max(lo, start - 2 * _WINDOW) : start]
        after = text[end : min(hi, end + 2 * _WINDOW)]
    else:
        b = [m.start() for m in _WORD.finditer(text, lo, start)]
        a = [m.end() for m in _WORD.finditer(text, end, hi)]
        before = text[b[-_WINDOW] if len(b) >= _WINDOW else lo : start]
        after = text[end : a[_WINDOW - 1] if len(a) >= _WINDOW else hi]
    if status and _negates_before(ctx.answer.language) and not _LABEL_AFTER.match(after):
        # "the class you cancelled won't be billed": where a negation stands before its verb,
        # one after the state word denies the verb that follows it, not the state
        after = ""
    # between the key's words too ("fees aren't refundable" for fees_refundable)
    near = f"{before} {text[start:end]} {after}".lower()
    off = _tables(ctx.answer.language).off
    hits = {m.group() for m in off.finditer(near)} if off is not None else set()
    if len(hits) > 1 and not any(a in b for a in hits for b in hits if a != b):
        return None  # "not disabled": two denials, read as neither
    return bool(hits)


# a state word written as a label, its value after it ("Refunded: no", "Cancelled? No")
_LABEL_AFTER = regex_cache.compile(r"\s*[*_]*\s*[:?—–-]")


def _negates_before(language: str) -> bool:
    """Whether ``language`` puts its negation before the verb it denies (not Hindi's "रद्द
    नहीं हुआ"): the script says so for the languages the lexicons hold."""
    own = language if language in available() else "en"
    return load(own).script != "devanagari"


def _bound(records: set[int], leaves: list[Leaf]) -> list[Leaf]:
    """The fields of ``leaves`` the claim is about: those of the records its names and ids
    stand for, when it names any of them; else all."""
    if records:
        mine = [leaf for leaf in leaves if leaf.record in records]
        if mine:
            return mine
    return leaves


# ---- statuses ---------------------------------------------------------------------------


def _status_finding(ctx: CheckContext, view: ClaimView, records: set[int]) -> Finding | None:
    index = ctx.index
    statuses = _statuses(index)
    if not statuses:
        return None
    text = ctx.answer.text
    low = text.lower()
    words = ctx.answer.words
    said: list[tuple[str, int, int]] = []
    for state, pattern in _tables(ctx.answer.language).claim.items():
        for m in pattern.finditer(low, view.claim.start, view.claim.end):
            if _TO_BE.search(low, max(0, m.start() - 16), m.start()):
                continue  # "waiting to be paid", "facturas por pagar": a state still to come
            if _ENDING_IN.match(low, m.end()):
                continue  # "tarjeta terminada en 4410": the digits a card ends in
            said.append((state, m.start(), m.end()))
    if len(said) > 1:
        # "the payment was declined, so your membership isn't active": each clause may deny
        # its own state
        for state, start, end in said:
            lo, hi = _clause(ctx, view, start, end)
            if sum(lo <= a < hi for _, a, _ in said) != 1:
                continue
            clause = low[lo:hi]
            if _plain_clause(words, clause) and _denied(ctx, text, lo, hi, start, end, True):
                found = _denial_finding(
                    ctx, view, records, statuses, state, clause, text[start:end]
                )
                if found is not None:
                    return found
    if not said:
        return _literal_denial(ctx, view, records, statuses)
    if len({s for s, _, _ in said}) > 1:
        # ("you did pass; the instructor hasn't submitted the results yet": a state denied
        # in a clause of its own is no second state of the record, the other is still said)
        affirmed = [
            (state, start, end)
            for state, start, end in said
            if _denied(ctx, text, *_clause(ctx, view, start, end), start, end, True) is False
        ]
        if len({s for s, _, _ in affirmed}) == 1 and len(affirmed) < len(said):
            said = affirmed
    if len({s for s, _, _ in said}) > 1:
        return None  # a change of state told ("pending, now approved")
    state, start, end = said[0]
    if not any(c == state for c, _ in _EXCLUDES):
        return None
    lo, hi = _clause(ctx, view, start, end)
    clause = low[lo:hi]
    if not _plain_clause(words, clause):
        return None
    near = _denied(ctx, text, lo, hi, start, end, True)
    if near is None:
        return None  # "not unpaid": two denials, read as neither
    if near:
        # "not yet approved" is no claim of approval; it is a denial of the state
        if len(said) > 1:
            return None
        return _denial_finding(ctx, view, records, statuses, state, clause, text[start:end])
    if _tally(ctx, view, state):
        # "3 are shipped, 1 is pending and 1 was cancelled": the records the sentence names
        # (the one its "pending" matches) are each of another state than this clause's
        records = set()
    held = _status_bound(ctx, records, statuses, clause, text[start:end])
    if not held:
        return None
    if not records and state in output_states(index):
        # "your saved card has expired" beside an error CARD_EXPIRED and an active permit:
        # the claim names no record, and an output holds the state it says of something, so
        # the permit's status is no witness against it
        return None
    for _, states in held:
        if not states or state in states or not all((state, s) in _EXCLUDES for s in states):
            return None
    if _state_above(index, statuses, held[0][0], state):
        # "this one is approved but not paid yet" of a benefit at ``payment_status:
        # pending`` inside an application at ``status: approved``: its whole's state is its
        return None
    return _status_finding_of(
        ctx,
        view,
        held[0][0],
        "fact_mismatch",
        "state_misstated",
        f"it is {state.replace('_', ' ')}",
        text[start:end],
    )


def _state_above(
    index: EvidenceIndex, statuses: list[tuple[Leaf, frozenset[str]]], leaf: Leaf, state: str
) -> bool:
    """Whether a record that holds ``leaf``'s record (its parent, or one further up) has a
    status in ``state``."""
    if leaf.record is None:
        return False
    above = {r.id for r in index.ancestors(leaf.record)} - {leaf.record}
    return any(other.record in above and state in states for other, states in statuses)


def _literal_denial(
    ctx: CheckContext,
    view: ClaimView,
    records: set[int],
    statuses: list[tuple[Leaf, frozenset[str]]],
) -> Finding | None:
    """A clause that denies a status in the status's own word ("the permit hasn't been
    renewed" beside a permit whose ``status`` is ``renewed``), for a status the tables
    name no state of: a past participle, said as written or as a form of the same stem.
    The clause must name the status's record (by a name or id of it, or a key on the way
    to its status), and every status it may be about must hold that word; the status is
    the witness of a ``false_absence``."""
    if all(states for _, states in statuses):
        return None  # (every status names a state of the tables: those rules read them)
    words = ctx.answer.words
    toks = _claim_words(ctx, view)
    for leaf, states in statuses:
        if states:
            continue
        parts = _value_words(str(leaf.raw))
        if not parts or (_NEGATED_VALUE | _PARTIAL_VALUE) & set(parts):
            continue
        done = parts[-1]
        if len(done) < 5 or not done.endswith("ed"):
            continue  # a past participle ("issued", "credited"): what was done
        hit = next(
            (
                (a, b)
                for w, a, b in toks
                if _names_participle(w, done) or _loan_of_participle(ctx, w, done, b)
            ),
            None,
        )
        clause = _denying_clause(ctx, view, hit) if hit is not None else None
        if hit is None or clause is None:
            continue
        named = {stem(w) for w in _WORD.findall(clause)} | words.concepts_in(clause)
        about = [
            (other, s)
            for other, s in statuses
            if (records and other.record in records)
            or any(
                _path_named(w, named)
                for w in (*other.path[:-1], *parts[:-1])
                if isinstance(w, str) and not w.isdigit()
            )
        ]
        if leaf not in [a for a, _ in about]:
            continue
        if any(_value_words(str(a.raw))[-1:] != [done] for a, _ in about):
            continue  # some status the clause may be about is another
        said = ctx.answer.text[hit[0] : hit[1]]
        return _status_finding_of(
            ctx, view, leaf, "false_absence", "state_denied", f"it is not {done}", said
        )
    return None


def _claim_words(ctx: CheckContext, view: ClaimView) -> list[tuple[str, int, int]]:
    """The claim's words, lower-cased, with where each stands in the answer."""
    low = ctx.answer.text.lower()
    return [
        (m.group(), m.start(), m.end())
        for m in _WORD.finditer(low, view.claim.start, view.claim.end)
    ]


def _denying_clause(ctx: CheckContext, view: ClaimView, hit: tuple[int, int]) -> str | None:
    """The clause of the claim around the word at ``hit``, lower-cased, when it is plain
    and denies that word; else None."""
    text = ctx.answer.text
    lo, hi = _clause(ctx, view, *hit)
    clause = text.lower()[lo:hi]
    if not _plain_clause(ctx.answer.words, clause) or not _denied(ctx, text, lo, hi, *hit, True):
        return None
    return clause


_DATED = frozenset({"on", "at", "date", "time"})


def _dated_denial(ctx: CheckContext, view: ClaimView, records: set[int]) -> Finding | None:
    """A clause that denies an event ("the deposit hasn't been refunded yet", "डिपॉज़िट अभी
    रिफंड नहीं हुआ") of a record whose field dates that very event (``refunded_on:
    2026-06-03``): the date is the witness of a ``false_absence``. The event is named by
    the key's participle, as written, by its stem, or as a loanword in another script (then
    followed by a light verb); the record is one the claim's sentence names, or the run's
    one record dating that event."""
    index = ctx.index
    dated = _dated_events(index)
    if not dated:
        return None
    low = ctx.answer.text.lower()
    near = records | _owners(index, records)
    toks = _claim_words(ctx, view)
    for done, leaves in dated.items():
        mine = [leaf for leaf in leaves if leaf.record in near] if records else leaves
        if len(mine) != 1:
            continue  # (a claim that names no record may speak of the run's one such event)
        if not records and _undated_sibling(index, mine[0]):
            continue  # "not both are blocked": a sibling whose event is not dated yet
        if not records and _undone_elsewhere(index, done, mine[0]):
            # "it hasn't been filed yet" beside a report's ``filed: false`` and an
            # amendment's ``submitted_at``: the claim may be of the record that says it is not
            continue
        if _undone_beside(index, done, mine[0]):
            # "hers is in, but he hasn't submitted his" over a record holding two parties'
            # feedback, one ``submitted_at`` and one ``submitted: false``: the record the
            # claim names holds the event undone too, and the clause may deny that one
            continue
        hit = next(
            ((a, b) for w, a, b in toks if _names_event(w, done) and _verb_at(low, b, w)), None
        )
        if hit is None or _denying_clause(ctx, view, hit) is None:
            continue
        said = ctx.answer.text[hit[0] : hit[1]]
        return _status_finding_of(
            ctx, view, mine[0], "false_absence", "event_dated", f"it was not {done}", said
        )
    return None


def _undone_elsewhere(index: EvidenceIndex, done: str, leaf: Leaf) -> bool:
    """Whether an output record other than ``leaf``'s holds the same event as not done: a
    flag of that word set false (``submitted: false``) or its date empty."""
    for other in index.leaves:
        if other.source != "output" or other.record == leaf.record:
            continue
        if other.raw is not False and other.raw is not None:
            continue
        if any(_names_event(w, done) for w in key_words(other.key)):
            return True
    return False


def _undone_beside(index: EvidenceIndex, done: str, leaf: Leaf) -> bool:
    """Whether a record beside ``leaf``'s (another object of the same parent record) holds
    the same event as not done: a flag of that word set false or its date empty."""
    if leaf.record is None:
        return False
    parent = index.records[leaf.record].parent
    if parent is None:
        return False
    for rid in index.records[parent].children:
        if rid == leaf.record:
            continue
        for lid in index.records[rid].leaves:
            other = index.leaves[lid]
            if (other.raw is False or other.raw is None) and any(
                _names_event(w, done) for w in key_words(other.key)
            ):
                return True
    return False


def _undated_sibling(index: EvidenceIndex, leaf: Leaf) -> bool:
    """Whether another item of the list the dated record is an item of holds the same key
    undated (``blocked_at: null``): a claim that names no item may deny its event."""
    if leaf.record is None:
        return False
    record = index.records[leaf.record]
    if record.list_id is None:
        return False
    for rid in index.lists[record.list_id].items:
        if rid == record.id:
            continue
        other = index.records[rid].field_leaf(index, leaf.key)
        if other is not None and other.when is None:
            return True  # (an item without the key at all is no such thing: a holding of
            # shares bought on the market has no ``credited_on`` of an allotment)
    return False


def _dated_events(index: EvidenceIndex) -> dict[str, list[Leaf]]:
    """The output fields that date an event by its participle (``refunded_on``,
    ``shipped_at``), by participle (once per run)."""
    hit: dict[str, list[Leaf]] | None = index.memo.get("dated events")
    if hit is None:
        hit = {}
        for leaf in index.leaves:
            if leaf.source != "output" or leaf.when is None or leaf.when.day is None:
                continue
            parts = [w.lower() for w in key_words(leaf.key)]
            if len(parts) == 2 and parts[1] in _DATED and parts[0].endswith("ed"):
                hit.setdefault(parts[0], []).append(leaf)
        index.memo["dated events"] = hit
    return hit


def _names_event(word: str, done: str) -> bool:
    """Whether an answer's word names the event of a key's participle (``refunded``): the
    word itself or a participle of its stem, or the same word written in another script
    ("रिफंड")."""
    if word.isascii():
        return _names_participle(word, done)
    if _HAN.search(word):
        return False
    root = stem(done)
    return len(root) > 3 and sound_key(word) == sound_key(root)


# a Hindi light verb after a loanword makes it the verb ("रिफंड नहीं हुआ", "बुक किया")
_LIGHT_VERB = regex_cache.compile(r"\s*(?:नहीं\s*|न\s*)?(?:हुआ|हुए|हुई|हो|किया|किए|की|कर)")


def _verb_at(low: str, end: int, word: str) -> bool:
    """Whether the word ending at ``end`` is used as a verb: an English participle as
    written, a loanword in Devanagari followed by a light verb."""
    if word.isascii() or _HAN.search(word):
        return True
    return _LIGHT_VERB.match(low, end) is not None


def _names_participle(word: str, done: str) -> bool:
    """Whether an English word is the participle ``done`` or another participle of its stem
    ("renewed" for ``renewed``), not its noun."""
    return word == done or (_participle(word) and stem(word) == stem(done))


def _loan_of_participle(ctx: CheckContext, word: str, done: str, end: int) -> bool:
    """Whether an English verb in an answer of another language, followed by that
    language's light verb, is the participle ``done`` ("verify नहीं हुआ" for ``verified``)."""
    if ctx.answer.language == "en" or not word.isascii() or not _participle(done):
        return False
    if stem(word) != stem(done):
        return False
    low = ctx.answer.text.lower()
    at = end
    while at < len(low) and low[at] in " *_":
        at += 1  # (emphasis around the verb: "**verify नहीं हुआ**")
    return _LIGHT_VERB.match(low, at) is not None


def _participle(word: str) -> bool:
    """Whether an English word is a verb's participle ("credited", "shipped"), not its
    noun ("the refund hasn't reached you" denies no refund)."""
    return len(word) > 4 and word.endswith("ed")


def _status_finding_of(
    ctx: CheckContext,
    view: ClaimView,
    leaf: Leaf,
    kind: FindingType,
    reason: str,
    says: str,
    said: str,
) -> Finding:
    """The finding of a state the clause states (``says``, as written: ``said``) against the
    status ``leaf`` an output holds: the status is the witness."""
    call = ctx.index.call_of(leaf)
    tool = call.call.tool if call else "a tool"
    return make_finding(
        kind,
        view,
        f"the answer says {says} ({said!r}), but {tool} returned {leaf.pointer} = {leaf.raw!r}",
        reason=reason,
        expected=leaf.raw,
        found=said,
        witness=witness_of(ctx.index, leaf, "output_value", "the status of the record"),
    )


# states whose denial says a thing is missing or did not happen ("isn't active", "wasn't
# paid"): a false absence when the output holds the state; denying another state
# ("it's not pending") misstates a fact
_PRESENT_STATES = frozenset({"active", "approved", "paid", "delivered", "completed", "resolved"})


def _denial_finding(
    ctx: CheckContext,
    view: ClaimView,
    records: set[int],
    statuses: list[tuple[Leaf, frozenset[str]]],
    state: str,
    clause: str,
    said: str,
) -> Finding | None:
    """A clause that denies a state ("your membership isn't active") of records whose every
    status the clause may be about is that state: the status is the witness. The clause
    may be about a status that names a state (not "failed"), at the top of its output or
    under keys the clause names ("payments" only when it speaks of a payment); of the
    records its sentence names, or of those that hold them, when it names any."""
    words = ctx.answer.words
    named = {stem(w) for w in _WORD.findall(clause)} | words.concepts_in(clause)
    held = [
        (leaf, s)
        for leaf, s in statuses
        if s and all(_path_named(w, named) for w in leaf.path[:-1])
    ]
    if records:
        near = records | _owners(ctx.index, records)
        mine = [(leaf, s) for leaf, s in held if leaf.record in near]
        held = mine or held
    if not held or not all(state in states for _, states in held):
        return None
    if _nothing_of_it(ctx, clause, said, held[0][0]):
        return None
    kind: FindingType = "false_absence" if state in _PRESENT_STATES else "fact_mismatch"
    says = f"it is not {state.replace('_', ' ')}"
    return _status_finding_of(ctx, view, held[0][0], kind, "state_denied", says, said)


def _nothing_of_it(ctx: CheckContext, clause: str, said: str, status: Leaf) -> bool:
    """Whether the denial speaks of an amount the status's output holds as nothing: a
    field of zero whose key the clause names by a word its state word does not ("no
    arrears from last term" beside ``arrears_last_term: 0`` and a status ``unpaid``)."""
    words = ctx.answer.words
    beyond = words.concepts_in(clause) - words.concepts_in(said.lower()) - GENERIC_CONCEPTS
    if not beyond:
        return False
    for leaf in ctx.index.leaves:
        if leaf.call != status.call or leaf.source != "output" or leaf.number != 0:
            continue
        if _concepts(w.lower() for w in key_words(leaf.key)) & beyond:
            return True
    return False


def _path_named(key: str, named: set[str]) -> bool:
    """Whether a key on the way to a status is one the clause names (by stem or concept)."""
    return any(stem(w) in named or key_concepts(w) & named for w in key_words(key))


def _owners(index: EvidenceIndex, records: set[int]) -> set[int]:
    """The records that hold ``records`` (through their lists), up to the output's root."""
    out: set[int] = set()
    for rid in records:
        record = index.records[rid]
        while True:
            parent = (
                index.lists[record.list_id].parent if record.list_id is not None else record.parent
            )
            if parent is None or parent in out:
                break
            out.add(parent)
            record = index.records[parent]
    return out - records


def _tally(ctx: CheckContext, view: ClaimView, state: str) -> bool:
    """Whether the claim's sentence sorts records by state: outside the claim it names a
    state other than ``state`` ("four shipped, two still processing, one cancelled")."""
    s0 = view.sentence[0]
    text = view.sentence_text.lower()
    rest = text[: view.claim.start - s0] + " " + text[view.claim.end - s0 :]
    return any(
        other != state and pattern.search(rest) is not None
        for other, pattern in _tables(ctx.answer.language).claim.items()
    )


def _statuses(index: EvidenceIndex) -> list[tuple[Leaf, frozenset[str]]]:
    """The run's status fields with the states they name (once per run)."""
    hit: list[tuple[Leaf, frozenset[str]]] | None = index.memo.get("state statuses")
    if hit is None:
        hit = []
        for leaf in index.leaves:
            if leaf.source != "output" or leaf.kind != "string" or not isinstance(leaf.raw, str):
                continue
            if not _STATUS_KEYS & {w.lower() for w in key_words(leaf.key)}:
                continue
            # a status that names no state is kept: the record's state is then unknown
            hit.append((leaf, value_states(leaf.raw)))
        index.memo["state statuses"] = hit
    return hit


def _status_bound(
    ctx: CheckContext,
    records: set[int],
    statuses: list[tuple[Leaf, frozenset[str]]],
    clause: str,
    said: str,
) -> list[tuple[Leaf, frozenset[str]]]:
    """The statuses the clause speaks of: of the records it names by a name or an id, else
    of the records whose tool or keys a word of the clause names (not its state word)."""
    if records:
        mine = [(leaf, s) for leaf, s in statuses if leaf.record in records]
        if mine:
            return _read_of_each(mine)
    words = ctx.answer.words
    named = words.concepts_in(clause.replace(said.lower(), " ")) - words.concepts_in(said)
    named -= GENERIC_CONCEPTS
    if not named:
        return []
    return [(leaf, s) for leaf, s in statuses if named & _record_concepts(ctx.index, leaf)]


def _read_of_each(held: list[tuple[Leaf, frozenset[str]]]) -> list[tuple[Leaf, frozenset[str]]]:
    """The statuses less those no table reads in a record another of whose statuses it
    reads: a ``status_text`` ("已办结（准予许可）") beside a ``status: approved`` labels that
    status, it is no second state."""
    read = {leaf.record for leaf, s in held if s}
    return [(leaf, s) for leaf, s in held if s or leaf.record not in read]


def _record_concepts(index: EvidenceIndex, leaf: Leaf) -> frozenset[str]:
    """What names a status's record: its tool's words, the keys on the way to it, and the
    words of its identifying keys (``claim_id``, ``order_no``), as concepts; not every
    key of the record ("payment_method" does not make an order's status a payment's)."""
    memo: dict[int, frozenset[str]] = index.memo.setdefault("state record concepts", {})
    rid = leaf.record if leaf.record is not None else -1
    hit = memo.get(rid)
    if hit is None:
        names: set[str] = set()
        call = index.call_of(leaf)
        if call is not None:
            names |= {w.lower() for w in key_words(call.call.tool)}
        names |= {w.lower() for w in leaf.path[:-1]}
        names |= {w.lower() for w in key_words(leaf.key) if w.lower() not in _STATUS_KEYS}
        if leaf.record is not None:  # the words of its identifying keys ("claim_id")
            for lid in index.records[leaf.record].leaves:
                words = [w.lower() for w in key_words(index.leaves[lid].key)]
                if len(words) > 1 and words[-1] in _ID_WORDS:
                    names |= set(words[:-1])
        hit = memo[rid] = _concepts(names) - GENERIC_CONCEPTS
    return hit


def _concepts(names: Iterable[str]) -> frozenset[str]:
    out: set[str] = set()
    for n in names:
        out |= key_concepts(n)
    return frozenset(out)
