"""count_mismatch: a count stated for something a call returned differs from what it returned.

A number counts records when the noun right after it ("3 emails", "3 封邮件", "3 ईमेल")
names a kind of record that a call of the run returned: the call's category or the
key of a list in its output. The stated count is compared with the call's result count
and, when the claim also names values of the records ("3 emails from Alice"), with the
number of records holding them. A count qualified as a subset ("the 3 most recent")
may be smaller. When the calls disagree among themselves the check stays silent.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache

from nyaya.checks.evidence import (
    CallEvidence,
    ClaimContext,
    EvidenceIndex,
    Hit,
    Outcome,
    Record,
    categories_in,
    finding,
    key_tokens,
    norm,
    stated_quantum,
)
from nyaya.checks.markers import (
    forecast_days,
    noun_categories,
    noun_phrases,
    phrases,
    superlatives,
)
from nyaya.claims.model import Mention
from nyaya.report import Evidence, Finding

__all__ = ["Tally", "check", "members_of", "result_count", "tallies"]

_QUALIFIER_CHARS = 40
_CJK_NOUN_WINDOW = 10
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]{1,8}")
_COUNT_KEYS = frozenset({"total", "count", "num", "size", "length"})


@dataclass(frozen=True, slots=True)
class Tally:
    """A collection a call returned: its size, and how many of its records a claim names."""

    call: CallEvidence
    path: str
    size: int
    matching: int | None

    @property
    def expected(self) -> int:
        return self.size if self.matching is None else self.matching

    def evidence(self) -> Evidence:
        field = f"{self.path}.length" if self.path else "result_count"
        return self.call.evidence(field, self.expected)


def result_count(call: CallEvidence) -> int | None:
    """The call's result count: the receipt's when it has one, else the top-level list's size."""
    if call.result_count is not None:
        return call.result_count
    if "" in call.collections:
        return call.collections[""]
    lists = [n for p, n in call.collections.items() if "." not in p]
    return lists[0] if len(lists) == 1 else None


def counted_noun(ctx: ClaimContext, mention: Mention) -> tuple[str, set[str]] | None:
    """The record noun a number counts and its categories, when one follows it closely."""
    table = noun_categories()
    if mention.unit:
        unit = mention.unit.casefold()
        if unit in table:
            return unit, set(table[unit])
    rest = ctx.fold[mention.end - ctx.claim.start :][:40]
    gap = phrases("count_gap", ctx.claim.language)
    for _ in range(3):
        rest = rest.lstrip()
        m = noun_phrases().match(rest)
        if m is not None:
            noun = m.group()
            return noun, set(table.get(noun, frozenset()))
        day = forecast_days().match(rest)
        if day is not None and "weather" in categories_in(ctx.fold):
            return day.group(), {"weather"}
        skip = gap.match(rest)
        if skip is None:
            break
        rest = rest[skip.end() :]
    # Scripts without spaces put modifiers between the measure word and the noun
    # (8个未关闭工单, 8个进行中的商机): a noun within a few characters, no punctuation between.
    m = noun_phrases().search(rest[:_CJK_NOUN_WINDOW])
    if m is not None and _CJK_RUN.fullmatch(rest[: m.start()]):
        noun = m.group()
        return noun, set(table.get(noun, frozenset()))
    return None


def tallies(
    ctx: ClaimContext, index: EvidenceIndex, noun: str, cats: set[str], count: Mention
) -> list[Tally]:
    """Collections of usable, successful calls that the noun could be counting."""
    out: list[Tally] = []
    singular = _singular(norm(noun))
    qualifying = _qualifying(ctx, index, count)
    for call in index.usable:
        if call.failed:
            continue
        paths: set[str] = set()
        if call.categories & cats or "any" in cats:
            paths.add("")
        for path in call.collections:
            shape = _path_shape(path)
            if shape is None:
                continue
            words, nested, path_cats = shape
            # A list inside each record (an order's items) is counted only when named.
            if singular in words or (not nested and path_cats & cats):
                paths.add(path)
        for path in paths:
            size = result_count(call) if path == "" else call.collections[path]
            if size is None:
                continue
            matching = _matching(index, call, path, qualifying) if qualifying else None
            out.append(Tally(call, path, size, matching))
    return out


@lru_cache(maxsize=4096)
def _path_shape(path: str) -> tuple[frozenset[str], bool, frozenset[str]] | None:
    """A collection path's key words (singular), whether it is nested in a record, and the
    categories its key names; None for a list position ("items.0")."""
    key = path.rsplit(".", 1)[-1]
    if key.isdigit():
        return None
    words = frozenset(_singular(t) for t in key_tokens(key))
    nested = any(seg.isdigit() for seg in path.split("."))
    return words, nested, categories_in(" ".join(key_tokens(key)))


def _qualifying(ctx: ClaimContext, index: EvidenceIndex, count: Mention) -> list[tuple[Hit, int]]:
    # Values that qualify the count ("3 emails from Alice"): named right after it, before
    # any list begins (a colon), with the records holding them.
    end = count.end - ctx.claim.start
    colon = min((i for i in (ctx.claim.text.find(c, end) for c in ":：(") if i >= 0), default=-1)
    limit = ctx.claim.start + (colon if colon >= 0 else end + _QUALIFIER_CHARS)
    return [
        (hit, index.record_id(hit.record))
        for match in ctx.matches
        if match.mention.kind not in ("number", "money", "percent")
        and count.end <= match.mention.start < limit
        for hit in match.hits
    ]


def _matching(
    index: EvidenceIndex, call: CallEvidence, path: str, candidates: list[tuple[Hit, int]]
) -> int | None:
    # How many of the collection's records hold the qualifying values: any value of one
    # field, every field named.
    ids = {index.record_id(r) for r in members_of(call, path)}
    groups: dict[str, set[int]] = {}
    for hit, rid in candidates:
        if rid in ids and not _identifier(hit.key, hit.value):
            groups.setdefault(hit.key, set()).add(rid)
    if not groups:
        return None
    chosen = set(ids)
    for rids in groups.values():
        chosen &= rids
    return len(chosen)


def check(ctx: ClaimContext, index: EvidenceIndex) -> Outcome:
    """Compare each stated count with the matching call's result count."""
    findings: list[Finding] = []
    resolved: dict[int, tuple[Evidence, ...]] = {}
    lang = ctx.claim.language
    if _asks(ctx.claim.text):
        # "Want the forecast for the next 5 days?" offers; it does not report a count.
        return Outcome()
    for i, match in enumerate(ctx.matches):
        m = match.mention
        value = m.value
        if m.kind != "number" or not isinstance(value, Decimal) or value < 0:
            continue
        if value != value.to_integral_value():
            continue
        noun = counted_noun(ctx, m)
        if noun is None:
            continue
        if any(_count_key(h.key, noun[0]) for h in match.hits):
            continue
        found = tallies(ctx, index, *noun, m)
        if not found:
            continue
        n = int(value)
        several = sum(1 for x in ctx.matches if x.mention.kind == "number") > 1
        exact = [t for t in found if n == t.expected or (several and n == t.size)]
        if exact:
            resolved[i] = tuple(t.evidence() for t in exact)
            continue
        local = m.start - ctx.claim.start
        before = ctx.fold[max(0, local - 30) : local]
        after = ctx.fold[local : local + 40]
        window = before + " " + after
        if n == 1 and any(table.search(window) for _, _, table in superlatives(lang)):
            # "the latest one" (最近一封) singles a record out; it does not count them.
            continue
        if phrases("subset", lang).search(window):
            fits = [t for t in found if n <= t.size]
            if fits:
                resolved[i] = tuple(t.evidence() for t in fits)
            continue
        start = m.start - ctx.claim.start
        local_m = Mention(m.kind, m.text, start, start + len(m.text), m.value, m.unit)
        quantum = max(stated_quantum(local_m, ctx.fold, lang), Decimal(1))
        close = [t for t in found if abs(t.expected - value) <= quantum / 2]
        if close:
            resolved[i] = tuple(t.evidence() for t in close)
            continue
        expected = {t.expected for t in found}
        if len(expected) != 1:
            continue
        tally = found[0]
        what = f"{tally.call.call.tool}" + (f" ({tally.path})" if tally.path else "")
        findings.append(
            finding(
                "count_mismatch",
                ctx,
                f"the answer says {m.text.strip()} {noun[0]}, but {what} returned {tally.expected}",
                expected=tally.expected,
                found=n,
                receipt_id=tally.call.receipt_id,
            )
        )
    return Outcome(tuple(findings), resolved)


def members_of(call: CallEvidence, path: str) -> list[Record]:
    if path == "" and "" not in call.collections:
        tops = [p for p in call.collections if "." not in p]
        if len(tops) != 1:
            return []
        path = tops[0]
    return [r for r in call.records if r.path.rpartition(".")[0] == path and r.path != "arguments"]


def _count_key(key: str, noun: str) -> bool:
    # "total_baggages: 3" states a count; "order_id" names a record and counts nothing.
    return bool(set(key_tokens(key)) & _COUNT_KEYS)


def _singular(word: str) -> str:
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ses", "xes", "ches", "shes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


_ID_WORDS = frozenset({"id", "number", "code", "uuid", "key", "ref", "reference", "no"})


def _identifier(key: str, value: object) -> bool:
    # Naming a record by its id enumerates it ("2 flights: HAT136 and HAT039"); naming an
    # attribute filters ("2 emails from Alice").
    if set(key_tokens(key)) & _ID_WORDS:
        return True
    text = str(value)
    return any(c.isdigit() for c in text) and any(c.isalpha() for c in text)


def _asks(text: str) -> bool:
    stripped = text.strip()
    return stripped.endswith(("?", "？")) or stripped.startswith("¿")
