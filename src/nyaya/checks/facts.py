"""fact_mismatch: a value stated for a field differs from the value in the matching record.

The claim must be tied to records (see `evidence.ClaimContext.anchored`): an id, a name,
a subject or another value of the claim found in exactly those records. Among their
fields (and their parent's) the candidates are those of the mention's kind: numbers for
numbers and amounts, dates for dates, clock times for times, names and places for
names. When the claim names the field ("a *high* of 75", "el *precio*", "*तापमान*",
"*价格*") only fields so named remain. The check fires only when the remaining fields
agree on one value, and that value is not one another mention of the claim already
accounts for.
"""

from __future__ import annotations

import re
from datetime import date, datetime, time
from decimal import Decimal, InvalidOperation
from typing import Literal

from nyaya.checks.evidence import (
    MONEY_KEYS,
    ClaimContext,
    EvidenceIndex,
    Hit,
    MentionMatch,
    Outcome,
    Record,
    Scalar,
    clock_readings,
    field_named,
    finding,
    has_year,
    is_temperature,
    key_tokens,
    norm,
    spelled_one,
)
from nyaya.checks.markers import phrases
from nyaya.report import Evidence, Finding

__all__ = ["check"]

Kind = Literal["number", "money", "date", "time", "name", "email", "title", "id"]

_NAME_KEYS = frozenset(
    [
        "name",
        "first",
        "last",
        "full",
        "from",
        "sender",
        "author",
        "to",
        "recipient",
        "owner",
        "customer",
        "user",
        "username",
        "contact",
        "organizer",
        "attendee",
        "assignee",
        "by",
        "person",
        "passenger",
        "driver",
        "doctor",
        "patient",
        "city",
        "location",
        "origin",
        "destination",
        "place",
        "address",
        "country",
        "venue",
        "airport",
        "region",
        "merchant",
        "vendor",
        "company",
    ]
)
_TITLE_KEYS = frozenset({"name", "title", "subject", "headline", "filename", "file", "label"})
_ID_KEYS = frozenset({"id", "number", "code", "no", "ref", "reference"})
_CODE_ID = re.compile(r"(?<![A-Za-z0-9#_])[A-Z]{1,3}\d{2,6}(?![A-Za-z0-9_])")
_FILENAME = re.compile(
    r"(?<![\w.])[\w-]+\.(?:pdf|docx?|xlsx?|pptx?|csv|txt|md|png|jpe?g|zip|json)(?!\w)"
)
_HASH_ID = re.compile(r"(?<![\w#])#([A-Za-z]{0,4}\d[\w-]*)")
_ARITHMETIC = re.compile(r"\d\s*[+×*/=]\s*[$€£₹¥]?\s*\d|\d\s+-\s+[$€£₹¥]?\s*\d")
_NEXT_WORD = re.compile(r"\s+([^\W\d_]+)")
_PERSONAL_DATES = frozenset({"dob", "birth", "birthday", "expiry", "expires", "expiration"})
_PERSON_KEYS = frozenset({"sender", "from", "author", "owner", "to", "recipient", "user"})
_START_KEYS = frozenset({"start", "begin", "begins", "departure", "time"})
_QUOTED = re.compile(r"«([^»]{2,120})»|“([^”]{2,120})”|《([^》]{2,120})》|「([^」]{2,120})」")
_TOTAL_KEYS = frozenset({"total", "sum", "subtotal", "grand"})
_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}")
_CLOCK = re.compile(r"(?:^|[T ])(\d{1,2}):(\d{2})")
# What a quoted title, a file name, a code id or a "#id" needs to occur at all.
_ID_HINT = re.compile(r"[«“《「#]|\.[A-Za-z]|[A-Z]\d")
_NAME_SHAPE = re.compile(r"^[^\d@/:]{2,60}$")


def check(ctx: ClaimContext, index: EvidenceIndex) -> Outcome:
    """Compare each unmatched value of the claim with the field it should come from."""
    records = ctx.anchored(index)
    if not records:
        return Outcome()
    if ctx.says("doubt"):
        # "probably $50" is an estimate, not a value read from the record.
        return Outcome()
    findings: list[Finding] = []
    resolved: dict[int, tuple[Evidence, ...]] = {}
    taken = ctx.matched_values()
    changing = ctx.says("change")
    aggregate = ctx.says("aggregate")
    computed = _ARITHMETIC.search(_without_dates(ctx)) is not None
    unnamed_entities = sum(
        1 for m in ctx.matches if m.mention.kind == "entity" and m.source == "none"
    )
    for i, match in enumerate(ctx.matches):
        if match.source != "none":
            continue
        kind = _kind(match)
        if kind is None:
            continue
        if kind == "name" and unnamed_entities > 1:
            # Which of several unknown names is the one the field holds? Too unsure to say.
            continue
        result = _expected(ctx, records, kind, taken, match)
        if result is None:
            continue
        record, key, expected = result
        if changing or _derived(ctx, match, kind, key, aggregate, computed):
            continue
        if spelled_one(match.mention) and not _named(ctx, key):
            # "the biggest one" picks a record; it does not state the amount the superlative
            # ranks by.
            continue
        if _agrees(match, expected):
            continue
        if kind == "name" and _shape(str(match.mention.value)) != _shape(str(expected)):
            # "Chicago" and "ORD" name things differently; not comparable as strings.
            continue
        if kind in ("name", "email") and _one_slip(str(match.mention.value), str(expected)):
            # A one-letter slip in a long name or address is a typo, not a made-up value.
            resolved[i] = (Hit(record, key, expected).evidence(),)
            continue
        field = f"{record.path}.{key}" if record.path else key
        findings.append(
            finding(
                "fact_mismatch",
                ctx,
                f"the answer says {match.mention.text.strip()!r} but {record.call.call.tool} "
                f"returned {field} = {expected!r}",
                expected=expected,
                found=match.mention.value,
                receipt_id=record.call.receipt_id,
            )
        )
    findings += _ids(ctx, index, records)
    findings += _wrong_extreme(ctx, index)
    if not any(m.mention.kind == "quote" for m in ctx.matches):
        findings += _quoted(ctx, index, records)
    if not findings:
        findings += _crossed(ctx, index)
    return Outcome(tuple(findings), resolved)


def _named_values(ctx: ClaimContext, index: EvidenceIndex) -> list[tuple[str, list[Hit]]]:
    """Values of the claim that a tool output holds, with their hits (ids and titles too)."""
    out: list[tuple[str, list[Hit]]] = []
    for match in ctx.matches:
        m = match.mention
        if match.source != "tool" or not match.hits:
            continue
        if m.kind in ("number", "money", "percent"):
            digits = sum(ch.isdigit() for ch in m.text)
            local = m.end - ctx.claim.start
            if digits < 3 and not is_temperature(ctx.fold, local):
                # "6" or "40" can be anything; a short number names no record.
                continue
        out.append((m.text, list(match.hits)))
    if not _ID_HINT.search(ctx.claim.text):
        return out
    texts = [g for q in _QUOTED.finditer(ctx.claim.text) for g in q.groups() if g]
    texts += [q.group() for q in _FILENAME.finditer(ctx.claim.text)]
    texts += [q.group() for q in _CODE_ID.finditer(ctx.claim.text)]
    texts += [q.group(1) for q in _HASH_ID.finditer(ctx.claim.text)]
    seen = {norm(t) for t, _ in out}
    for text in texts:
        folded = norm(text)
        hits = index.strings(folded)
        if not hits and folded.isdigit():
            # "#30325" names the record whose id field holds the number 30325.
            hits = [
                h
                for h in index.numbers_near(Decimal(folded), Decimal(0))
                if set(key_tokens(h.key)) & _ID_KEYS
            ]
        if folded and folded not in seen and hits:
            seen.add(folded)
            out.append((text, hits))
    return out


def _crossed(ctx: ClaimContext, index: EvidenceIndex) -> list[Finding]:
    """One record's value given to its sibling ("slides.pptx was changed on Oct 2" when
    Oct 2 is another file's date): values that each single out one record of the same
    list, all but one pointing at the same record, and that record holding another value
    in the odd one's field."""
    single: dict[int, list[tuple[str, Hit]]] = {}
    for text, hits in _named_values(ctx, index):
        outputs = {id(h.record): h for h in hits if h.record.path != "arguments"}
        if len(outputs) == 1:
            hit = next(iter(outputs.values()))
            single.setdefault(id(hit.record), []).append((text, hit))
    if len(single) != 2:
        return []
    odd, main = sorted(single.values(), key=len)
    if len(odd) != 1:
        return []
    text, hit = odd[0]
    own, other = main[0][1].record, hit.record
    siblings = (
        own.call is other.call and own.path.rpartition(".")[0] == other.path.rpartition(".")[0]
    )
    if not siblings or not own.path or own.path == "arguments":
        return []
    if hit.key in {h.key for _, h in main}:
        return []
    expected = own.fields.get(hit.key)
    if expected is None or _canon(expected) == _canon(hit.value):
        return []
    field = f"{own.path}.{hit.key}"
    return [
        finding(
            "fact_mismatch",
            ctx,
            f"the answer gives {text.strip()!r}, which belongs to another record; "
            f"{own.call.call.tool} returned {field} = {expected!r}",
            expected=expected,
            found=text,
            receipt_id=own.call.receipt_id,
        )
    ]


def _without_dates(ctx: ClaimContext) -> str:
    # "11/04/2026" and "10:30" are not arithmetic: blank dates and times before looking.
    text = ctx.claim.text
    for m in ctx.claim.mentions:
        if m.kind in ("date", "time"):
            a, b = m.start - ctx.claim.start, m.end - ctx.claim.start
            if 0 <= a <= b <= len(text):
                text = text[:a] + " " * (b - a) + text[b:]
    return text


def _ids(ctx: ClaimContext, index: EvidenceIndex, records: list[Record]) -> list[Finding]:
    """Ids the claim gives its record ("#29884", "AI613") against the record's id field."""
    stated = [m.group(1) for m in _HASH_ID.finditer(ctx.claim.text)]
    stated += [m.group() for m in _CODE_ID.finditer(ctx.claim.text)]
    stated += [m.group() for m in _FILENAME.finditer(ctx.claim.text)]
    stated += [
        str(m.mention.value)
        for m in ctx.matches
        if m.mention.kind == "entity" and m.source == "none" and _id_like(str(m.mention.value))
    ]
    out: list[Finding] = []
    for value in dict.fromkeys(stated):
        folded = norm(value)
        if _known(folded, index):
            continue
        candidates = [
            (r, k, v)
            for r in records
            for k, v in r.fields.items()
            if set(key_tokens(k)) & _ID_KEYS
            and isinstance(v, (str, int))
            and not isinstance(v, bool)
        ]
        if not candidates:
            # Records without an id field are named by their name ("the newest is notes.md").
            candidates = [
                (r, k, v)
                for r in records
                for k, v in r.fields.items()
                if set(key_tokens(k)) & _TITLE_KEYS
                and isinstance(v, str)
                and (_id_like(v) or (_FILENAME.fullmatch(value) and _FILENAME.fullmatch(v)))
            ]
        values = {norm(str(v)) for _, _, v in candidates}
        if len(values) != 1 or _ID_NUMBER.sub("", folded) == _ID_NUMBER.sub("", values.pop()):
            continue
        record, key, expected = candidates[0]
        field = f"{record.path}.{key}" if record.path else key
        out.append(
            finding(
                "fact_mismatch",
                ctx,
                f"the answer gives the id {value!r} but {record.call.call.tool} returned "
                f"{field} = {expected!r}",
                expected=expected,
                found=value,
                receipt_id=record.call.receipt_id,
            )
        )
    return out


_ID_NUMBER = re.compile(r"[^0-9a-z]")


def _id_like(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _kind(match: MentionMatch) -> Kind | None:
    kind = match.mention.kind
    if kind in ("number", "percent"):
        return "number"
    if kind == "money":
        return "money"
    if kind in ("date", "time"):
        return kind
    if kind == "entity":
        return "name"
    if kind == "email":
        return "email"
    if kind == "quote":
        return "title"
    return None


def _expected(
    ctx: ClaimContext,
    records: list[Record],
    kind: Kind,
    taken: set[str],
    match: MentionMatch,
) -> tuple[Record, str, Scalar] | None:
    parents = [r.parent for r in records if r.parent is not None and r.parent not in records]
    # A field the record has itself (a passenger's last_name) is not looked up in its
    # parent (the account holder's name.last_name): that is someone else's value.
    own = {key_tokens(k)[-1:] for r in records for k in r.fields if key_tokens(k)}
    candidates = [
        (r, k, v)
        for r in [*records, *parents]
        for k, v in r.fields.items()
        if _fits(kind, k, v)
        and norm(str(v)) not in taken
        and norm(str(v)) not in ctx.normed
        and (r in records or key_tokens(k)[-1:] not in own)
    ]
    focused = {index_key for index_key in ctx.focus.values()}
    named = [c for c in candidates if c[1] in focused or _named(ctx, c[1])]
    if named:
        candidates = named
    elif kind in ("number", "name"):
        return None
    elif kind == "time":
        # An event's time is its start unless the claim says otherwise.
        starts = [c for c in candidates if set(key_tokens(c[1])) & _START_KEYS]
        candidates = [c for c in (starts or candidates) if c[0] in records]
    else:
        # Unnamed: only the anchored records' own fields (not the reservation around a
        # flight), and for amounts only fields that hold money.
        candidates = [c for c in candidates if c[0] in records]
        if kind == "money":
            candidates = [c for c in candidates if _money_key(c[1])]
    values = {_canon(v) for _, _, v in candidates}
    if len(values) != 1:
        return None
    return candidates[0]


def _fits(kind: Kind, key: str, value: Scalar) -> bool:
    if isinstance(value, bool) or value is None:
        return False
    if kind == "money":
        return isinstance(value, (int, float)) and _money_key(key)
    if kind == "number":
        return isinstance(value, (int, float))
    if not isinstance(value, str):
        return False
    if kind == "date":
        return _ISO.match(value) is not None and not set(key_tokens(key)) & _PERSONAL_DATES
    if kind == "time":
        return _CLOCK.search(value) is not None
    if kind == "email":
        return "@" in value
    words = set(key_tokens(key))
    if kind == "title":
        # sender_name holds a person, not the title of the record.
        return bool(words & _TITLE_KEYS) and not words & _PERSON_KEYS
    return bool(words & _NAME_KEYS) and _NAME_SHAPE.match(value) is not None and "@" not in value


def _named(ctx: ClaimContext, key: str) -> bool:
    return field_named(ctx.fold, ctx.normed, key)


def _canon(value: Scalar) -> str:
    return norm(str(value))


def _agrees(match: MentionMatch, expected: Scalar) -> bool:
    stated = match.mention.value
    if isinstance(stated, Decimal) and isinstance(expected, (int, float)):
        try:
            return stated == Decimal(str(expected))
        except InvalidOperation:
            return False
    if isinstance(stated, (date, datetime)) and isinstance(expected, str):
        day = stated.date() if isinstance(stated, datetime) else stated
        if not has_year(match.mention.text):
            return expected[4:10] == day.isoformat()[4:10]
        return expected.startswith(day.isoformat())
    if isinstance(stated, time) and isinstance(expected, str):
        m = _CLOCK.search(expected)
        readings = clock_readings(stated, match.mention.text)
        return m is not None and (int(m.group(1)), int(m.group(2))) in readings
    a, b = norm(str(stated)), norm(str(expected))
    return a == b or (match.mention.kind == "quote" and bool(a) and (a in b or b in a))


_SLIP_MIN_CHARS = 8


def _one_slip(stated: str, expected: str) -> bool:
    a, b = norm(stated).replace(" ", ""), norm(expected).replace(" ", "")
    if min(len(a), len(b)) < _SLIP_MIN_CHARS or abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    # One substitution, insertion or deletion at the first difference, the rest identical.
    return a[i + 1 :] == b[i + 1 :] or a[i:] == b[i + 1 :]


_CODE = re.compile(r"^[A-Z0-9]{2,6}$")


def _shape(value: str) -> str:
    return "code" if _CODE.match(value.strip()) else "words"


def _money_key(key: str) -> bool:
    # The last word decides: "total_price" holds money, "total_baggages" does not.
    words = key_tokens(key)
    return bool(words) and words[-1] in MONEY_KEYS


def _derived(
    ctx: ClaimContext, match: MentionMatch, kind: Kind, key: str, aggregate: bool, computed: bool
) -> bool:
    """Whether a stated number is computed or counts something else than ``key`` holds."""
    if kind not in ("money", "number"):
        return False
    if computed:
        return True
    if aggregate and (kind == "number" or not set(key_tokens(key)) & _TOTAL_KEYS):
        return True
    if kind == "number" and all(f" {w}" in ctx.normed for w in key_tokens(key) if len(w) > 2):
        return False  # the field is named by its own words ("volume 1,17,57,944 shares")
    return kind == "number" and not _counts_field(ctx, match, key)


def _counts_field(ctx: ClaimContext, match: MentionMatch, key: str) -> bool:
    # "two passengers" is not a value of total_baggages: a number followed by a noun must
    # name the field it is compared with.
    end = match.mention.end - ctx.claim.start
    word = _NEXT_WORD.match(ctx.claim.text[end : end + 24])
    if word is None or not word.group(1).isascii():
        return True
    noun = word.group(1).casefold()
    if len(noun) < 3 or phrases("stop", ctx.claim.language).match_start(noun):
        return True
    return any(w.startswith(noun.rstrip("s")[:4]) for w in key_tokens(key))


def _known(folded: str, index: EvidenceIndex) -> bool:
    # Scripts without spaces glue words to an id ("最新的是路线图_v3.pdf"): any tail of the
    # token run that an output or the user holds is the id as given.
    if f" {folded} " in index.user:
        return True
    words = folded.split()
    return any(
        index.strings(" ".join(words[k:])) or index.contains(" ".join(words[k:]))
        for k in range(len(words))
    )


def _quoted(ctx: ClaimContext, index: EvidenceIndex, records: list[Record]) -> list[Finding]:
    """Titles in «», “”, 《》 or 「」 the claims layer left as text, against the title field."""
    out: list[Finding] = []
    for m in _QUOTED.finditer(ctx.claim.text):
        title = next(g for g in m.groups() if g)
        folded = norm(title)
        if not folded or _known(folded, index):
            continue
        candidates = {
            str(v)
            for r in records
            for k, v in r.fields.items()
            if set(key_tokens(k)) & _TITLE_KEYS and isinstance(v, str)
        }
        if len(candidates) != 1:
            continue
        expected = candidates.pop()
        if folded in norm(expected) or norm(expected) in folded:
            continue
        record = records[0]
        out.append(
            finding(
                "fact_mismatch",
                ctx,
                f"the answer names {title!r} but {record.call.call.tool} returned {expected!r}",
                expected=expected,
                found=title,
                receipt_id=record.call.receipt_id,
            )
        )
    return out


def _wrong_extreme(ctx: ClaimContext, index: EvidenceIndex) -> list[Finding]:
    """A title the outputs hold, named as "the largest" (latest, ...) when another record is."""
    if not ctx.focus:
        return []
    focus = {index.records[rid] for rid in ctx.focus}
    out: list[Finding] = []
    for match in ctx.matches:
        if match.mention.kind != "quote" or not match.hits:
            continue
        named = {h.record for h in match.hits if set(key_tokens(h.key)) & _TITLE_KEYS}
        if not named or named & focus:
            continue
        record = next(iter(focus))
        titles = [
            v
            for k, v in record.fields.items()
            if set(key_tokens(k)) & _TITLE_KEYS and not set(key_tokens(k)) & _PERSON_KEYS
        ]
        if not titles:
            continue
        out.append(
            finding(
                "fact_mismatch",
                ctx,
                f"the answer singles out {match.mention.value!r}, but by the output it is "
                f"{titles[0]!r}",
                expected=titles[0],
                found=match.mention.value,
                receipt_id=record.call.receipt_id,
            )
        )
    return out
