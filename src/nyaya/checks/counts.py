"""Counts: "3 open tickets", "6 of the 9 jobs passed" against the list they count.

A **count** is a whole number said of a noun ("3 tickets", "तीन बसें", "4 辆车") or the part
of a whole ("6 of the 9 jobs", "9 में से 6", "9个中有6个"). It is bound to the output
lists its noun names (the list's key, its items' keys, the tool that returned it) or, for
a part of a whole, to a list whose length or total is the whole.

The count is **verified** when it is one of the counts the list supports: its length, a
total the output reports beside it (``total_count``: page length is not the total), the
lengths of that list across calls, the items that share a value of a field
(``conclusion = success``: 4), that have or lack a field, that pass a threshold the claim
states ("under 9:00/mi"), that carry a word of the claim, or the distinct values of a field.
It is **contradicted** (``count_mismatch``) when it is bound to a list and is none of
those: the witness is the list, its length and the subsets it was compared with.
A count a user or the system prompt stated is testimony, not a count of a list.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from decimal import Decimal
from itertools import combinations

from nyaya.checks.absence import (
    FREE_KEY_WORDS,
    HINDI_AUXILIARIES,
    WEEKEND_DAYS,
    day_parts,
    in_parts,
    item_weekdays,
    language_codes_named,
    names_weekend,
)
from nyaya.checks.answer import ClaimView, Value
from nyaya.checks.base import (
    QUALIFIED_NAME,
    CheckContext,
    Outcome,
    make_finding,
    quote,
    witness_of,
)
from nyaya.checks.language import (
    GENERIC_CONCEPTS,
    Words,
    alike_marks,
    apiece_marks,
    concepts_of_words,
    distinct_marks,
    extra_marks,
    holding_marks,
    key_concepts,
    left_marks,
    reach_marks,
    rest_marks,
    window_marks,
)
from nyaya.checks.states import ruled_out, states_named, value_states
from nyaya.checks.values import BOLD_LABEL, PERSON, anchors_of, breakdown_after, list_item_of
from nyaya.claims import regex_cache
from nyaya.claims.lexicons import load
from nyaya.claims.segment import in_heading
from nyaya.evidence.fold import LETTERS, fold, is_letters, key_parts, key_words, sound_key, stem
from nyaya.evidence.index import (
    ID_WORDS,
    EvidenceIndex,
    Leaf,
    ListNode,
    Record,
    is_id_key,
    is_total_key,
)
from nyaya.report import Evidence, Finding, Witness
from nyaya.values.numbers import is_minor_key, same
from nyaya.values.temporal import months_after
from nyaya.values.units import key_unit, unit_of_word

__all__ = ["CountClaim", "check_counts", "count_claims"]

_HAN = regex_cache.compile(r"[\u3400-\u9fff]")
_WORD = regex_cache.compile(LETTERS)
_RANGE_END = regex_cache.compile(r"\d\s*[–—-]\s*$")
_RANGE_START = regex_cache.compile(r"\s*[–—-]\s*\d")
_COMPOUND = regex_cache.compile(r"-[^\W\d_]")
# a figure a slash joins to another ("1/2", "3/14"): a fraction or a date, no count
_SLASHED_AFTER = regex_cache.compile(r"/\d")
_SLASHED_BEFORE = regex_cache.compile(r"\d/$")
_MAX_COUNT = 10_000
_ACRONYM_PLURAL = regex_cache.compile(r"[A-Z][A-Z0-9]+s")
# Han characters after a number that make it no count of things in a list
_HAN_NOT_NOUNS = frozenset("号月日年天点分秒岁度楼层期次倍成折元块角号码等")
# (a quarter named by its number, "三季度" with no measure word between, is the third of the
# year's quarters, as "3月" is its third month; "3个季度" counts quarters)
_HAN_CALENDAR = frozenset("号月日年季")
_HAN_STOREYS = frozenset("楼层")  # "3楼的会议室": the floor a place is on, not a count
# a day of the month named by its number and the singular word for date ("5 तारीख को")
_DAY_OF_MONTH = frozenset({"तारीख", "तारीख़", "तिथि"})
# measure words of times ("来了4次", "去过两趟"): a count of the events its clause names
_HAN_TIMES = frozenset("次回趟遍")
_HAN_AGE = frozenset("岁歲")  # years of age ("60岁以上")
# the verbs and adverbs that open what is said of the counted things ("3位是…", "两家都…")
_HAN_COPULAS = frozenset("是为都在已还均皆")
# a grade of purity or weight a number names ("22 carat", "18 quilates", "24K", "18 कैरेट",
# "2克拉"): a measure of one thing, never a count of things
_GRADES = frozenset(
    {"k", "kt", "ct", "carat", "carats", "karat", "karats", "quilate", "quilates"}
    | {"कैरेट", "कैरट", "克拉"}
)


@dataclass(slots=True)
class CountClaim:
    """A count the answer states: the value, its noun's words, and the whole it is part of."""

    value: Value
    index: int  # position in the claim's values
    n: int
    terms: set[str]
    whole: int | None = None
    whole_value: Value | None = None
    comparisons: list[tuple[str, Decimal, Value]] = field(default_factory=list)
    # thresholds written after their number and its unit ("65 साल से ऊपर", "65岁以上", "65
    # years or older"): read only as a count's witness, never against it (see `_subsets`)
    trailing: list[tuple[str, Decimal, Value]] = field(default_factory=list)
    label_terms: set[str] = field(default_factory=set)
    # the noun an earlier count named, when this one counts it by a pronoun ("of which 4
    # are closed": the word after the number then says something of them)
    antecedent: str | None = None
    # a count of times ("3 बार", "4 times"): of the events its clause names
    times: bool = False
    # a count of the rest of a whole ("the other 5", "其余5个"): the whole less the parts
    # the answer named before it
    rest: bool = False
    # a count of what is left ("nos quedan 5", "3 still need ..."): the rest of a whole when
    # the answer stated one before it, else a count like any other
    left: bool = False
    bare: bool = False  # no noun of its own ("quedan 9", "还剩7分")
    # the label that alone names a part of a whole ("**Seedlings up:** 14 of the 20"): the
    # part is held to a figure the label names, never to a list's length
    label: str | None = None
    # a count on top of a first one or a base ("2 additional copies"): a rest, never the whole
    extra: bool = False
    # a count of the distinct values of a field ("8 distinct names"): of a column's values
    distinct: bool = False
    # the tail words past the plural noun (see `_after_head`): qualifiers, not the noun
    predicate: set[str] = field(default_factory=set)
    # the list of one item's own the count is bound to, by the item its line names ("**B**:
    # 3 files missing" and B's ``missing_files``): no sum of that list across the items
    owned: int | None = None
    before: str = ""  # the claim's text right before the number, lower-cased
    # bound to the run's one list because the user asked how many by the count's own
    # measure word ("多少笼" and "8 笼"): the question names what the list holds
    asked: bool = False
    # the count is said as the total of the run's one list, which reports that total itself
    # ("一共 5 个" beside a search's five results and ``total: 5``)
    totalled: bool = False
    # bound to the run's one list because the rows right after the claim name its items
    # one by one (`_rows_name_each`): more than the list holds is then no count of parts
    listed: bool = False
    # a verb right after the number, no noun ("5 have declined"): the number stands for a
    # noun named before
    verb_after: bool = False


def count_claims(view: ClaimView, words: Words) -> list[CountClaim]:
    """The counts of a claim (see the module docstring)."""
    out: list[CountClaim] = []
    leading: set[int] = set()
    values = view.values
    for i, v in enumerate(values):
        if v.kind != "number" or v.stated is None or v.stated.approx:
            continue
        n = v.stated.value
        if n != n.to_integral_value() or n < 0 or n > _MAX_COUNT or v.year_like:
            continue
        own_noun = _own_noun(view, v)
        # "of the 9, 4 have paid", "5 have sold": a verb, no noun (the whole's, else the
        # earlier count's, as a pronoun's)
        verb_after = own_noun is not None and own_noun.casefold() in words.count_verbs
        if verb_after:
            own_noun = None
        if (v.noun or "").casefold() in _GRADES:
            continue  # "22 carat": a measure
        if unit_of_word(v.noun) is not None and not _partitive_of_units(view, i, v, words):
            continue  # "3 days", "12 kg": a measure ("4 of the 12 months" counts months)
        span_mark = view.claim.text[v.end - view.claim.start :].lstrip(" *")[:1]
        lead = view.claim.text[: v.start - view.claim.start].rstrip(" *")[-1:]
        if (
            _HAN.match(span_mark)
            and lead in _SPAN_LEADS
            and unit_of_word(span_mark) in _SPANS
            and span_mark not in (v.noun or "")[:1]
            and _whole(view, i, words)[1] is None
        ):
            continue  # "这两天记得续费": a span from now, then the verb; no items counted
        if (
            n == 1
            and v.text.strip() in _HAN_ONE
            and not _ONLY_ONE.search(
                view.claim.text[max(0, v.start - view.claim.start - 4) : v.start - view.claim.start]
            )
        ):
            continue  # "约一个上午就够": "a" morning, not a count of the list's items
        if (
            n == 2
            and v.text.strip() in _HAN_TWO
            and _HAN_BOTH.match(view.claim.text, v.end - view.claim.start)
        ):
            continue  # "两班都赶得上": both of the two named before, not a count of the list
        if n == 1 and not any(ch.isdigit() for ch in v.text):
            rest = view.claim.text[v.end - view.claim.start :].lstrip(" *").casefold()
            pronoun = v.noun is None or not rest.startswith(v.noun.casefold()[:3])
            # ("one of the two seats you listed": one of a whole the claim counts is a count)
            partitive = _whole(view, i, words)[1] is not None
            if pronoun and not partitive and not _HAN.match(rest[:1]):  # "一家": a measure word
                continue  # "one for 6 PM and one for 6:30": a pronoun, not a count
        if v.noun in _DAY_OF_MONTH:
            continue  # "3 तारीख को": the third of the month, not three dates (तारीखें)
        if _DAY_BEFORE.search(
            view.claim.text, max(0, v.start - view.claim.start - 8), v.start - view.claim.start
        ):
            continue  # "la cita del día 3", "on day 3": a day, no count
        if own_noun and _HAN.fullmatch(own_noun) and own_noun in _HAN_NOT_NOUNS:
            continue  # "388 号", "10 月", "3 次": an address, a month, a number of times
        if own_noun and own_noun[:1] in _HAN_CALENDAR | _HAN_STOREYS:
            continue  # "5月的", "12日起", "3楼的": a day or a quarter of the calendar or a floor
        if own_noun and own_noun[:1] in _HAN_NOT_NOUNS and not words.concepts_in(own_noun):
            # "这三期顺延", "3 次都": a measure word of periods or times, then the verb (the
            # word segmenter took both): the count is of instalments or times, not of items
            continue
        before = view.claim.text[
            max(0, v.start - view.claim.start - 12) : v.start - view.claim.start
        ].lower()
        if words.each is not None and any(
            len(before) - m.end() <= 3 for m in words.each.finditer(before)
        ):
            continue  # "every 1,000 points", "cada 1.000", "每 3 天": a rate, not a count
        after = view.claim.text[v.end - view.claim.start : v.end - view.claim.start + 4]
        if _RANGE_END.search(before) or _RANGE_START.match(after):
            continue  # "2–4", "10-12 items": the bounds of a range, not a count
        if _COMPOUND.match(after):
            continue  # "two-factor", "3-day": part of a compound word, not a count
        if _SLASHED_AFTER.match(after) or _SLASHED_BEFORE.search(before):
            continue  # "1/2\" pipe", "from 3/14 to 3/18": a fraction or a day, not a count
        if words.word_prefixes and before.endswith(words.word_prefixes):
            continue  # "下一个交易日", "第一": the numeral is part of a word
        if before.rstrip(" *").endswith(_ORDINAL_MARKS):
            continue  # "第 1 条", "第 **2** 项": an ordinal, set apart by spaces
        if _bounded(before, words):
            continue  # "allows up to 2 permits", "at least 3 rooms": a limit, not a count
        whole, whole_value = _whole(view, i, words)
        if whole_value is not None and unit_of_word(whole_value.noun) not in (None, *_PERIODS):
            continue  # "180 of 240 minutes": a share of a measure, no items counted
        if whole_value is not None and whole_value.end <= v.start:
            gap = view.claim.text[whole_value.end - view.claim.start : v.start - view.claim.start]
            if _LEADING_GAP.fullmatch(gap):
                # "Of the 9 visits, 4 ...": the whole is a count of its own too
                leading.add(id(whole_value))
        of_extra = _extra_marked(view, v, words)
        of_rest = of_extra or _rest_marked(view, v, words)
        of_left = not of_rest and whole is None and _rest_marked(view, v, words, left=True)
        noun = own_noun
        if whole_value is not None and whole_value.noun:
            noun = noun or whole_value.noun
        if noun is None and words.classifiers:
            # "3 家", "有 6 首": a measure word after the number says what is counted
            rest = view.claim.text[v.end - view.claim.start : v.end - view.claim.start + 3].strip()
            for mark, _ in words.classifiers:
                if rest.startswith(mark):
                    noun = mark
                    break
            else:
                measure = next((m for m in words.measure_words if rest.startswith(m)), None)
                if measure is not None and measure not in _HAN_NOT_NOUNS:
                    noun = measure  # "12 个…": what is counted follows the measure word
        if _people_after(view.claim.text[v.end - view.claim.start :], words):
            continue  # "room for the five of you": the group addressed, no list's items
        if _compared_after(view, v):
            continue  # "the two addresses look alike": the things compared, no list's count
        if noun is None and whole is None:
            noun = _pronoun_after(view.claim.text[v.end - view.claim.start :], words)
        if noun is None and whole is None and (verb_after or _pronoun_before(before, words)):
            noun = ""  # "इनमें से 6 की …", "of these, 4 …": the noun of an earlier count
        # no noun of its own, or only the word that says it is left ("3 still need ...")
        bare = noun is None or (of_left and _left_word(noun, words))
        if bare and of_left:
            noun = None
        if noun is None and whole is None and (of_rest or of_left):
            noun = ""  # "the other 5 are newsletters": the rest of the whole named before
        labelled: str | None = None
        if noun is None:
            # ("**Seedlings up:** 14 of the 20 sown", "**Cafés:** 6 in total")
            noun = _label_noun(view, v, words, partitive=whole is not None)
            labelled = noun if whole is not None else None
        if noun is None and whole is None:
            times = _times_after(view.claim.text[v.end - view.claim.start :], words)
            if times:
                # "charged 4 times", "3 veces": the events counted are named by the clause
                out.append(CountClaim(v, i, int(n), {"frequency"}, times=True))
            continue
        terms = _noun_terms(noun or "", words) | _tail_terms(view, v, words)
        if noun and terms <= {noun}:
            # "超过 2GB 的文件一共有 5 个": only a measure word after the number, the noun is
            # the topic before "一共有"
            terms |= _topic_terms(view.claim.text[: v.start - view.claim.start], words)
        for mark, concepts in words.classifiers:
            if noun == mark:
                terms |= set(concepts)
        if whole_value is not None and whole_value.noun:
            terms |= _noun_terms(whole_value.noun, words) | _tail_terms(view, whole_value, words)
        elif whole_value is not None and any(_HAN.match(w) for w in _tail_words(view, whole_value)):
            # "9 份合同里有 4 份": the whole's measure word and noun, read as one Han run
            terms |= _tail_terms(view, whole_value, words)
        claim = CountClaim(v, i, int(n), terms, whole, whole_value)
        claim.predicate = _after_head(view, v) | (
            _after_head(view, whole_value) if whole_value is not None else set()
        )
        if (
            view.claim.language in ("es", "hi")
            and whole_value is not None
            and whole_value.noun
            and v.noun
            and stem(v.noun.split()[0].lower()) not in _noun_terms(whole_value.noun, words)
        ):
            # "de los 7 modelos, 5 tienen stock": the number stands for the whole's noun,
            # and what follows it is what those items are said to have or be
            claim.predicate |= {stem(w.lower()) for w in _tail_words(view, v) if len(w) > 2}
        claim.times = "frequency" in words.concepts_in(noun or "")
        claim.rest = of_rest and whole is None
        claim.extra = of_extra
        marks = distinct_marks(words.language)
        claim.distinct = _marked_beside(view, v, marks, marks)
        claim.left = of_left
        claim.bare = bare
        claim.verb_after = verb_after
        claim.label = labelled
        claim.label_terms = {
            stem(w) for w in _WORD.findall(v.label.lower()) if len(w) > 2
        } | words.concepts_in(v.label)
        claim.before = before
        claim.comparisons = _comparisons(view, words)
        claim.trailing = [c for c in _trailing_comparisons(view, words) if c[2] is not v]
        out.append(claim)
    wholes = {id(c.whole_value) for c in out if c.whole_value is not None} - leading
    return [c for c in out if id(c.value) not in wholes or c.whole is not None]


_SPANS = frozenset({"day", "week", "month", "year"})  # the units a span of time is told in
# the words before such a number that make it a span from now ("这两天", "过两天", "近三天"),
# not a count of dated items ("14天的预报")
_SPAN_LEADS = frozenset("这那近过再前后")
_CLAUSE_STOP = regex_cache.compile(r"[,.;:!?，。；：！？、()（）\n]")


_HAN_ONE = frozenset({"一", "壹"})
# words before 一 that make it a count ("只有一个", "仅一间", "一共一单", "还剩一个"); "有一个"
# alone is "there is a"
_ONLY_ONE = regex_cache.compile(r"(?:只有?|仅有?|僅有?|就|唯|共有?|剩)\s*$")


# "两/俩" then at most a measure word and a noun of two characters, then "都": both
_HAN_TWO = frozenset({"两", "兩", "俩", "倆"})
_HAN_BOTH = regex_cache.compile(r"[\u3400-\u9fff]{0,3}[都均]")


# the key words of a field that says where a thing is: a number in its text places it
_PLACE_KEY_WORDS = frozenset({"address", "street", "location", "addr", "direccion"})


# a word of day right before a number names that day ("el día 3", "day 12 of the trial")
_DAY_BEFORE = regex_cache.compile(r"(?<![^\W\d_])(?:d[ií]a|day)\s*\**\s*$", re.IGNORECASE)


def _denied_after(view: ClaimView, claim: CountClaim) -> bool:
    """Whether a word of lacking opens what follows the number ("4 sin asignar", "5 without
    a photo", "4 बिना फ़ोटो"): the things counted lack what the noun after it names (a verb
    denied after it, "4 cannot be used", counts things all the same)."""
    rest = view.claim.text[claim.value.end - view.claim.start :][:16].lstrip(" *").lower()
    return _PRIVATIVE.match(rest) is not None


# the prepositions of lacking: "without", "sin", "बिना"
_PRIVATIVE = regex_cache.compile(r"(?:without|sin|बिना)(?![^\W\d_])")


def _measure_in_text(index: EvidenceIndex, leaf: Leaf) -> bool:
    """Whether a number read inside a text is a measure: a unit follows it ("8 mph")."""
    if leaf.text is None or leaf.span is None:
        return False
    after = _WORD.findall(str(index.leaves[leaf.text].raw)[leaf.span[1] : leaf.span[1] + 16])
    return bool(after) and unit_of_word(after[0]) is not None


def _label_noun(view: ClaimView, v: Value, words: Words, partitive: bool = False) -> str | None:
    """What a bare count counts when its line is labelled ("**Partner cafés:** there are 6
    in total, ...", "**Seedlings up:** 14 of the 20 sown"): the label before the colon (None
    when there is none, or the number is followed by anything but a word of totality or,
    with ``partitive``, the whole it is part of)."""
    text = view.claim.text
    at = v.start - view.claim.start
    after = _LABEL_TAIL.split(text[v.end - view.claim.start :], maxsplit=1)[0].strip(" *")
    total = bool(after) and "total" in words.concepts_in(after.lower()) and len(after) <= 12
    if not total and not partitive:
        return None
    if partitive and text[:at].rstrip(" *")[-1:] not in (":", "："):
        return None  # (the number opens what the label introduces)
    if partitive and not after[:1].isalpha():
        return None  # ("61 / 80": a score over its scale, no part of a whole counted)
    colon = max(text.rfind(":", 0, at), text.rfind("：", 0, at))
    label = text[:colon].strip(" *-•") if colon > 0 else ""
    if not label or len(label) > 60 or any(ch.isdigit() for ch in label):
        return None
    low = label.casefold()
    if any(
        p is not None and p.search(low)
        for marks in (left_marks(words.language), rest_marks(words.language))
        for p in marks
    ):
        return None  # ("Sessions left: 5 of your 12": what is left of the whole, no list)
    return label


_LABEL_TAIL = regex_cache.compile(r"[,;.，；。(（]")


def _compared_after(view: ClaimView, v: Value) -> bool:
    """Whether the count's clause, a few words on, compares the counted things with one
    another ("the two labels look alike", "两张标签很像", "दोनों लेबल मिलते-जुलते हैं")."""
    marks = alike_marks(view.claim.language)
    if marks is None:
        return False
    tail = view.claim.text[v.end - view.claim.start :][:60].casefold()
    tail = _CLAUSE_STOP.split(tail, maxsplit=1)[0].strip()
    han = _HAN.match(tail) is not None
    tail = tail[:12] if han else " ".join(tail.split()[:6])
    m = marks.search(tail)
    if m is None:
        return False
    # (the counted noun stands between: "3 similar names", "两个相似的名字" describe what
    # is counted, they compare nothing)
    if han:
        return m.start() >= 2 and tail[m.end() : m.end() + 1] != "的"
    return len(tail[: m.start()].split()) >= 1


def _partitive_of_units(view: ClaimView, i: int, v: Value, words: Words) -> bool:
    """Whether a number with a unit noun is a part of a whole of the same units ("4 of the 12
    months", "10 में से 3 महीनों"): the months are then items counted, not a duration."""
    after = view.claim.text[v.end - view.claim.start :].lstrip(" *").casefold()
    if not v.noun or not after.startswith(v.noun.casefold()):
        return False  # ("18 kg in bin 4": the unit is the earlier number's)
    if unit_of_word(v.noun) not in _PERIODS:
        return False  # "180 of 240 minutes": a share of a measure, no items counted
    whole, whole_value = _whole(view, i, words)
    if whole is None or whole_value is None or v.stated is None or whole <= v.stated.value:
        return False
    return whole_value.noun is None or unit_of_word(whole_value.noun) == unit_of_word(v.noun)


# the units that may be items of a list (instalments by month, shifts by day)
_PERIODS = frozenset({"day", "week", "month", "year"})


def _tail_terms(view: ClaimView, v: Value, words: Words) -> set[str]:
    """The terms of the few words after a number up to its clause's end: the noun may follow
    an adjective or a measure word ("12 खुले issues", "12 个未关闭的问题", "3 open support
    tickets")."""
    terms: set[str] = set()
    for w in _tail_words(view, v) + _head_after_compounds(view, v):
        if _HAN.search(w):
            terms |= words.concepts_in(w)
        elif len(w) > 2:
            terms.add(stem(w.lower()))
            terms |= words.concepts_in(w)
            if _ACRONYM_PLURAL.fullmatch(w):
                terms |= words.concepts_in(w[:-1])  # "VMs", "PRs": an acronym's plural
    return terms


def _head_after_compounds(view: ClaimView, v: Value) -> list[str]:
    """The noun after the hyphened words that describe it, and the word after it ("6
    twelve-foot extension ladders": extension ladders; "2 four-seat two-door coupes":
    coupes), which a tail of three words may not reach; [] when no hyphened word stands
    between."""
    tail = view.claim.text[v.end - view.claim.start : v.end - view.claim.start + 80]
    tail = _CLAUSE_STOP.split(tail.lstrip(" *_"), maxsplit=1)[0]
    tokens = tail.replace("*", " ").replace("_", " ").split()
    k = 0
    while k < min(len(tokens), 3) and _COMPOUND_WORD.fullmatch(tokens[k]):
        if _PLURAL_NOUN.fullmatch(tokens[k].rsplit("-", 1)[-1].lower()):
            return []  # "6 check-ins": a noun of its own, no modifier ("twelve-foot")
        k += 1
    if k == 0 or k >= len(tokens) or not tokens[k].isalpha():
        return []
    # (a noun may head a compound noun: "extension ladders")
    return [t for t in tokens[k : k + 2] if t.isalpha()]


# a word of two or more joined by hyphens ("twelve-foot", "four-seat", "two-bedroom")
_COMPOUND_WORD = regex_cache.compile(r"[^\W_]+(?:-[^\W_]+)+")


def _tail_words(view: ClaimView, v: Value) -> list[str]:
    """The first three words after a number, up to its clause's end (24 characters of
    words: the emphasis after a number takes none of them)."""
    tail = view.claim.text[v.end - view.claim.start : v.end - view.claim.start + 40]
    tail = _CLAUSE_STOP.split(tail.lstrip(" *_")[:24], maxsplit=1)[0]
    return _WORD.findall(tail)[:3]


def _after_head(view: ClaimView, v: Value) -> set[str]:
    """The stems of the words of a number's tail past its English plural noun ("2 hits
    needs action": "need", "action"): what the counted things are said to be or do. They
    bind the count to a list as its other tail words do, but they qualify it too."""
    if view.claim.language != "en" or v.stated is None or v.stated.value <= 1:
        return set()
    found = _tail_words(view, v)
    for k, w in enumerate(found):
        if _PLURAL_NOUN.fullmatch(w.lower()):
            rest = found[k + 1 :]
            if rest and rest[0].lower().endswith(("ed", "ing", "en")):
                return set()  # "3 events scheduled for May 2": a participle describes them
            return {stem(x.lower()) for x in rest if len(x) > 2}
    return set()


# an English plural noun (not "-ss", "-us", "-is" nor "-ous"): the head of a counted phrase
_PLURAL_NOUN = regex_cache.compile(r"[a-z]{2,}(?<![siu])s")


def _own_noun(view: ClaimView, v: Value) -> str | None:
    """The value's noun, unless it is a Han word that is not the number's own: one that
    opens with a verb ("3位是…", "两家都…": a measure word, then what they are) or that does
    not stand after the number (another number's noun: "五年级…一共有 23 位")."""
    noun = v.noun
    if not noun or not _HAN.match(noun):
        return noun
    after = view.claim.text[v.end - view.claim.start : v.end - view.claim.start + 12]
    if noun[0] in _HAN_COPULAS or noun not in after:
        return None
    if len(noun) == 2 and noun[1] in _HAN_COPULAS:
        return noun[0]  # "两款都支持…", "三家均…": the measure word, then the verb's adverb
    return noun


# the words between a Chinese topic and its count ("文件一共有 5 个", "订单共 3 笔")
_TOPIC_COUNT = regex_cache.compile(
    r"([^\s，。；：,;:！？、]+?)(?:一共有|一共|总共有|总共|共有|共计|合计|共|有)\s*$"
)


def _topic_terms(before: str, words: Words) -> set[str]:
    """The terms of the topic noun right before a count's "一共有" (the last word of it,
    past any "的" that qualifies it), when the count has no noun of its own after it."""
    m = _TOPIC_COUNT.search(before)
    if m is None:
        return set()
    runs = _HAN_RUN.findall(m.group(1))
    if not runs:
        return set()
    topic = runs[-1].split("的")[-1]
    if len(topic) < 2 or topic[0] in _HAN_POINTERS or topic.endswith(("中", "里")):
        return set()  # "其中有 6 首", "这些共 3 个": a pointer back, not a noun
    return _noun_terms(topic, words)


_HAN_RUN = regex_cache.compile(r"[\u4e00-\u9fff]+")
_HAN_POINTERS = frozenset("其这那它此该")


def _left_word(noun: str, words: Words) -> bool:
    """Whether a number's noun is itself a word that says the count is of what is left."""
    _, after = left_marks(words.language)
    return after is not None and after.fullmatch(noun.casefold()) is not None


def _rest_marked(view: ClaimView, v: Value, words: Words, left: bool = False) -> bool:
    """Whether the number is marked as the rest of a whole: a word of the language's
    ``counts.rest`` right before it ("the other 5", "बाकी 5", "其余5个"), or one of
    ``counts.rest_after`` within two words after it ("the 5 remaining", "los 5 restantes");
    with ``left``, as what is left, by ``counts.left`` and ``counts.left_after``."""
    before_marks, after_marks = (left_marks if left else rest_marks)(words.language)
    return _marked_beside(view, v, before_marks, after_marks)


def _extra_marked(view: ClaimView, v: Value, words: Words) -> bool:
    """Whether a word of ``counts.extra`` stands right before the number or within two
    words after it ("the two extra copies", "2 copias adicionales", "额外 2 份")."""
    marks = extra_marks(words.language)
    return _marked_beside(view, v, marks, marks)


def _window(view: ClaimView, claim: CountClaim, words: Words) -> bool:
    """Whether the count picks items at one end of a list ("the last 2", "las 3 primeras",
    "आख़िरी दो", "最近两次"): a word of ``counts.window`` ending right before the number (a
    space or an article between), or standing right after it."""
    marks = window_marks(words.language)
    if marks is None:
        return False
    low = view.claim.text.lower()
    at = claim.value.start - view.claim.start
    before = low[max(0, at - 24) : at].rstrip(" *_")
    if any(m.end() == len(before) for m in marks.finditer(before)):
        return True
    after = low[claim.value.end - view.claim.start :]
    m = marks.match(after.lstrip(" *_"))
    return m is not None


def _apiece(view: ClaimView, claim: CountClaim, words: Words) -> bool:
    """Whether a count of times is said of each of several ("twice each", "dos veces cada
    uno", "各来了两次"): a word of ``counts.apiece`` a few characters before the number or
    within two words after it."""
    v = claim.value
    at = v.start - view.claim.start
    marks = apiece_marks(words.language)
    if marks is None:
        return False
    if marks.search(view.claim.text.lower(), max(0, at - 6), at) is not None:
        return True
    return _marked_beside(view, v, None, marks)


def _each_named(ctx: CheckContext, view: ClaimView, claim: CountClaim, out: Outcome) -> bool:
    """Settle a count of times said of each of several values the claim names ("A and B
    came twice each") by the items of each value in the one list whose field holds them
    all: verified when every one has that many, contradicted (witness: the list and the
    value's items) when one has another number."""
    low = f" {fold(view.claim.text)} "
    for node in _output_lists(ctx.index):
        named = [
            sub
            for sub in _subsets(ctx, view, claim, node)
            if sub.group is not None and f" {fold(sub.group[1])} " in low
        ]
        if len(named) < 2 or len({sub.group[0] for sub in named if sub.group}) != 1:
            continue
        off = next((sub for sub in named if sub.n != claim.n), None)
        if off is None:
            where = node.pointer or "/"
            _verified(
                out,
                claim,
                _receipt(ctx.index, node),
                where,
                f"{claim.n} {named[0].how} and each other named",
            )
        else:
            _list_mismatch(
                ctx, view, claim, node, f"has {off.n} {off.how}", off.n, f"{off.how}: {off.n}", out
            )
        return True
    return False


def _marked_beside(
    view: ClaimView, v: Value, before: re.Pattern[str] | None, after: re.Pattern[str] | None
) -> bool:
    """Whether a phrase of ``before`` ends right before the number, or one of ``after``
    starts within its next two words."""
    text = view.claim.text.lower()
    at, end = v.start - view.claim.start, v.end - view.claim.start
    if before is not None:
        lead = text[max(0, at - 24) : max(0, at)].rstrip(" *")
        if any(m.end() == len(lead) for m in before.finditer(lead)):
            return True
    if after is not None:
        tail = text[end : end + 40]
        reach = sum(len(w) + 1 for w in tail.split()[:2]) + 2
        m = after.search(tail)
        return m is not None and m.start() <= reach
    return False


def _times_after(rest: str, words: Words) -> bool:
    """Whether the word right after a number says how many times ("4 times", "3 veces")."""
    if rest.lstrip()[:1] in _HAN_TIMES:
        return True
    first = _WORD.findall(rest[:16].casefold())[:1]
    if not first or (words.each is not None and words.each.fullmatch(first[0])):
        return False
    return "frequency" in words.concepts_in(first[0])


def _after_of(rest: str, words: Words) -> str | None:
    """The word after "of" right after a number ("3 of them", "5 de ustedes"), if any."""
    if words.count_of is None:
        return None
    low = rest[:24].casefold().lstrip()
    m = words.count_of.match(low)
    if m is None:
        return None
    rest_of = low[m.end() :].strip()
    if rest_of[:1].isdigit():
        return None  # ("14 of the 20 you sowed": a whole, then what it is)
    first = _WORD.findall(rest_of)[:1]
    return first[0] if first else None


def _pronoun_after(rest: str, words: Words) -> str | None:
    """The pronoun of "3 of them", "3 de ellas" right after a number, if any."""
    word = _after_of(rest, words)
    return word if word is not None and word in words.pronouns else None


def _people_after(rest: str, words: Words) -> bool:
    """Whether "of you" / "de ustedes" follows a number: it counts the group addressed."""
    return bool(words.people) and _after_of(rest, words) in words.people


def _pronoun_before(before: str, words: Words) -> bool:
    """Whether a partitive pronoun stands right before a number with no noun of its own
    ("इनमें से 6", "de ellos, 3", "of these, 4")."""
    tail = before.rstrip(" *,，:：")
    for p in words.pronouns:
        if len(p) <= 3 and " " not in p:
            continue  # ("ये", "这": short words that open many phrases)
        if tail.endswith(p) and (len(tail) == len(p) or not tail[-len(p) - 1].isalnum()):
            return True
    return False


def _bounded(before: str, words: Words) -> bool:
    tail = before.rstrip(" *")
    if tail.endswith(_COMPARISON_SIGNS):
        return True  # "samples >10 g/t", "≤ 3 per visit": a threshold, not a count
    # (and a figure reached: "none reaches the 6 you need")
    for pattern in (words.less, words.more, reach_marks(words.language)):
        if pattern is not None and any(m.end() == len(tail) for m in pattern.finditer(tail)):
            return True
    return False


_COMPARISON_SIGNS = (">", "<", "≥", "≤", "＞", "＜", "⩾", "⩽", ">=", "<=")


def _whole(view: ClaimView, i: int, words: Words) -> tuple[int | None, Value | None]:
    values = view.values
    text = view.claim.text
    base = view.claim.start
    v = values[i]
    pattern = words.count_of
    if pattern is None:
        return None, None
    # N of M; N <noun> of the M ("4 sesiones de las 8", "4 sessions left of the 8")
    if i + 1 < len(values):
        w = values[i + 1]
        between = text[v.end - base : w.start - base].lower()
        if (
            w.kind == "number"
            and w.stated is not None
            and v.stated is not None
            and w.stated.value >= v.stated.value
            and not w.year_like  # ("las cuatro facturas de 2025": of that year, no whole)
            and (
                (
                    len(between) <= 16
                    and (pattern.fullmatch(between.strip()) or between.strip() in ("/",))
                )
                or _noun_then_of(between, pattern)
            )
        ):
            return int(w.stated.value), w
    # M में से N, M个中N, "9 visits, of which 4"
    if i > 0:
        w = values[i - 1]
        between = text[w.end - base : v.start - base].lower()
        if w.kind == "number" and w.stated is not None and len(between) <= 24:
            stripped = between.strip()
            m = next((m for m in pattern.finditer(stripped) if _connects(stripped, m)), None)
            if (
                m is not None
                and not stripped.startswith(("of", "de"))
                # ("4 sesiones de las 8": the 4 is the part, the 8 its whole)
                and not _noun_then_of(between, pattern)
            ):
                return int(w.stated.value), w
    return _whole_leading(view, i, pattern)


def _noun_then_of(between: str, pattern: re.Pattern[str]) -> bool:
    """Whether the words between two figures are a noun of the first (a word or three) and
    then a partitive right before the second, in a language that writes its words apart:
    "4 sessions left of the 8", "4 sesiones de las 8" (the first is the part)."""
    words = between.replace("*", " ").replace("_", " ").split()
    if not 2 <= len(words) <= 6 or not all(_LATIN_WORD.fullmatch(w) for w in words):
        return False
    return any(pattern.fullmatch(" ".join(words[k:])) for k in range(1, min(4, len(words))))


_LATIN_WORD = regex_cache.compile(r"[^\W\d_]+")


# a whole that opens its sentence before the part ("Of the 9 visits, 4 ...", "De esas 9
# visitas, tienes 4 ..."): the partitive word, at most one short word (an article, a
# demonstrative) before the whole, and a comma and at most two words before the part
_LEADING_GAP = regex_cache.compile(
    r"[^\n.;:!?。；：！？]{0,48}[,，]\s*(?:[^\W\d_]+\s+){0,2}[*_]*\s*"
)
_DETERMINER = regex_cache.compile(r"\s+[^\W\d_]{1,6}\s*$")


def _whole_leading(
    view: ClaimView, i: int, pattern: re.Pattern[str]
) -> tuple[int | None, Value | None]:
    text = view.claim.text
    base = view.claim.start
    v = view.values[i]
    if v.stated is None:
        return None, None
    for w in reversed(view.values[:i]):
        if w.kind != "number" or w.year_like or _YEAR.fullmatch(w.text):
            continue  # ("Of the 8 invoices of 2030, 3 ...": a year is no whole)
        if w.stated is None or w.stated.value < v.stated.value:
            return None, None
        if not _LEADING_GAP.fullmatch(text[w.end - base : v.start - base]):
            return None, None
        before = text[: w.start - base].casefold().rstrip(" *")
        for head in (before, _DETERMINER.sub("", before)):
            m = next((m for m in pattern.finditer(head) if m.end() == len(head)), None)
            # the partitive opens the sentence or a clause of it
            if m is not None and _CLAUSE_OPEN.fullmatch(head[: m.start()]):
                return int(w.stated.value), w
        return None, None
    return None, None


_YEAR = regex_cache.compile(r"(?:19|20)\d\d")
_CLAUSE_OPEN = regex_cache.compile(r"(?:.*[,;:(—–]|.*\s[-–—])?[\s*_]*", re.DOTALL)


# what may stand between "M 个中" and its part N: a comma, "有", "的", "只", "仅"
_JOINERS = regex_cache.compile(r"[\s,，、:：*]*(?:[有的只仅僅共]{0,2})[\s,，、:：*]*")


# ("won 为 2 条": the state's value then "is")
_STATE_BETWEEN = regex_cache.compile(
    r"[\s,，、:：*]*(?:[A-Za-z_]{2,24}|[\u4e00-\u9fff]{1,2})[\s,，、:：*=]*"
    r"(?:[有的只仅僅共为為是]{0,2})[\s*]*"
)


def _connects(between: str, m: re.Match[str]) -> bool:
    """Whether a connector found between a whole and its part joins them: a Han one
    ("M 个中 N") has no word of its own after it ("推拿 4 次 + 中药熏蒸 2 次" holds "中" inside
    a noun, not "of")."""
    if not _HAN.match(m.group()):
        return True
    rest = between[m.end() :]
    if _JOINERS.fullmatch(rest) is not None:
        return True
    # ("4 个申报中 approved 1 个", "5 封邮件中已读 3 封": one word of the part's state may
    # stand between, when the connector closes the whole's noun, right after it)
    return (
        m.start() > 0
        and _HAN.match(between[m.start() - 1]) is not None
        and _STATE_BETWEEN.fullmatch(rest) is not None
    )


def _noun_terms(noun: str, words: Words) -> set[str]:
    out: set[str] = set()
    low = noun.lower()
    if not low:
        return out
    if _HAN.search(low):
        chars = [c for c in low if _HAN.match(c)]
        out |= {"".join(chars[k : k + 2]) for k in range(max(1, len(chars) - 1))}
    else:
        out.add(stem(low))
    out |= words.concepts_in(noun)
    return out


def _comparisons(view: ClaimView, words: Words) -> list[tuple[str, Decimal, Value]]:
    """Thresholds the claim states ("under 9:00/mi", "more than $500")."""
    out: list[tuple[str, Decimal, Value]] = []
    text = view.claim.text.lower()
    base = view.claim.start
    for v in view.values:
        if _PAIRED.search(text[max(0, v.start - base - 4) : v.start - base]) or _PAIRED_NEXT.match(
            text, v.end - base
        ):
            continue  # "under 125/85", "20/40 or better": one half of a pair, no threshold
        before = text[max(0, v.start - base - 20) : v.start - base]
        for direction, pattern in (("less", words.less), ("more", words.more)):
            if pattern is None:
                continue
            for m in pattern.finditer(before):
                if len(before) - m.end() <= 3:
                    threshold = _threshold(v)
                    if threshold is not None:
                        out.append((direction, threshold, v))
    return out


_FIGURE = regex_cache.compile(r"-?\d+(?:\.\d+)?")


def _paired_threshold(view: ClaimView, words: Words) -> bool:
    """Whether the claim compares with a pair of figures ("above 140/90", "under 125/85"):
    a comparator shortly before the pair."""
    low = view.claim.text.lower()
    for m in _PAIR_FIGURE.finditer(low):
        before = low[max(0, m.start() - 32) : m.start()]
        for pattern in (words.less, words.more):
            if pattern is not None and pattern.search(before):
                return True
    return False


_PAIR_FIGURE = regex_cache.compile(r"(?<![\d/.-])\d{1,4}\s?/\s?\d{1,4}(?![\d/.-])")
_PAIRED = regex_cache.compile(r"\d\s?/\s?$")
_PAIRED_NEXT = regex_cache.compile(r"\s?/\s?\d")


def _trailing_comparisons(view: ClaimView, words: Words) -> list[tuple[str, Decimal, Value]]:
    """Thresholds written after the number and its unit word ("65 साल से ऊपर", "mayores de
    65 años o más", "65岁以上", "5 years or more"). A comparator that may also open a phrase
    ("under review", "after lunch") is read only past a unit word."""
    out: list[tuple[str, Decimal, Value]] = []
    text = view.claim.text
    base = view.claim.start
    for v in view.values:
        if v.stated is None:
            continue
        after = text[v.end - base : v.end - base + 24].lstrip(" *").casefold()
        cut = _unit_word(after)
        unit_read = cut > 0
        after = after[cut:].lstrip(" *")
        if not unit_read:
            continue  # ("2 under review": no threshold without a unit between)
        for direction, pattern in (("less", words.less), ("more", words.more)):
            m = pattern.match(after) if pattern is not None else None
            if m is None:
                continue
            threshold = _threshold(v)
            if threshold is not None:
                out.append((direction, threshold, v))
    return out


def _unit_word(text: str) -> int:
    """The length of the unit word opening ``text`` ("साल से ऊपर": 3), or 0. A Han run
    holds the comparator too ("公斤以上"): its longest opening that is a unit, or a measure
    character ("岁")."""
    first = _WORD.match(text)
    if first is None:
        return 0
    word = first.group()
    if not _HAN.match(word):
        return first.end() if unit_of_word(word) is not None else 0
    for k in range(min(3, len(word)), 0, -1):
        if unit_of_word(word[:k]) is not None or (k == 1 and word[0] in _HAN_NOT_NOUNS):
            return k
    return 0


def _threshold(v: Value) -> Decimal | None:
    if v.stated is not None:
        return v.stated.value
    if v.kind == "time" and v.clock is not None:
        # a pace or a duration written as a clock ("9:00/mi"): minutes and seconds
        return Decimal(v.clock.hour * 60 + v.clock.minute)
    return None


def check_counts(ctx: CheckContext, view: ClaimView) -> Outcome:
    out = Outcome()
    if "question" in view.stance:
        return out
    words = ctx.answer.words
    # an offer or a hedge in a later clause of the sentence ("3 are issued, which you can
    # download") leaves a count of what exists a count: the stance is read up to its clause
    claims = [c for c in count_claims(view, words) if "offer" not in _stance_of(view, c, words)]
    if not claims:
        return out
    if in_heading(ctx.answer.text, view.claim.start):
        # "### This month: 480 (3 lessons)": a heading counts the section it opens, whose
        # lines name the items; no list of the run is its whole
        out.asserted = "count"
        return out
    index = ctx.index
    direct = ctx.matched.get(view.id, {})
    unresolved = {id(c) for c in claims if _resolve_pronoun(ctx, view, c) is False}
    marked: dict[str, list[ListNode]] = {}  # a Han measure word -> the lists its count bound
    among: list[ListNode] | None = None  # the list of a whole a Han partitive takes parts of
    names: set[int] = set()  # the numbers that are part of a name
    for claim in claims:
        if id(claim) in unresolved:
            out.asserted = "count"  # "these three": of what, no earlier count of ours says
            continue
        if _stated_in_context(index, claim, words, _han_mark(view, claim)):
            continue
        if _party_of(claim, words):
            continue  # "a party of 5 fits", "un grupo de 12": the party's size, no list's
        if _quoted_from_output(index, view, claim) or _coded_in_output(index, view, claim):
            # "the Model 3 Long Range", "standby generator 3" beside ``"SG-3"``: the number
            # is part of a name, under a label too ("**Credits:** your Gold 50 plan ..."),
            # and no figure of the outputs counts it either
            names.add(claim.index)
            continue
        if claim.label is not None:
            _field_count(ctx, view, claim, out)
            continue
        if _denied_after(view, claim):
            # "4 sin asignar", "5 without a photo": a count of what is not in a state, which
            # no list of what is (nor its figure) counts
            out.asserted = "count"
            continue
        if breakdown_after(ctx, view, claim.value) is not None:
            # "we shipped 7 crates that week: 3 of pears + 2 of plums on the 4th and 2 of figs
            # on the 9th": the count is the sum of the parts it lists, each checked there
            out.settled[claim.index] = "verified"
            continue
        if _names_a_code(index, claim, direct.get(claim.index, [])):
            continue  # "5车" and ``coach: "05"``: the number names a coach, it counts none
        if _labelled_by_key(ctx, view, claim, direct.get(claim.index, [])):
            # "en la manga 2 sales" and ``manga: 2``: the field's value, which the word
            # before it names, not a count of the word after it
            out.settled[claim.index] = "verified"
            continue
        if _more_than_named(ctx, view, claim, out):
            continue  # "4 cards" over 4 rows naming 3 ``card_id``: the rows count no cards
        if _held_as_count(ctx, view, claim, direct.get(claim.index, [])):
            # (the rest too: "2 seats left" and ``seats_left: 2``)
            out.settled[claim.index] = "verified"
            continue
        tally = _tally_sum(index, claim.whole, claim.n) if claim.whole is not None else None
        if tally is not None:
            # "61 of the 95 who answered" beside ``responses: {yes: 61, no: 34}``: the part
            # is one field of a tally and the whole is the tally's sum
            call = index.calls[tally.call] if tally.call is not None else None
            how = f"{claim.n} of the sum of {tally.pointer or '/'}, {claim.whole}"
            _verified(out, claim, call.receipt_id if call else None, tally.pointer or "/", how)
            continue
        if claim.whole is not None and _left_of_whole(ctx, view, claim, out):
            continue  # "4 sessions left of the 8" beside ``total: 8``, ``remaining: 3``
        if _tally_field(ctx, view, claim, out):
            continue  # "16 are finished" beside ``by_status: {completed: 15, ...}``
        if claim.rest:
            # what is left of a whole ("the other 5", "that leaves 14 payments"), never a
            # count of the list: the whole less the parts the answer counted, or nothing
            _rest_count(ctx, view, claim, out)
            continue
        if claim.left and claim.whole is None and _left_of_dated_record(ctx, view, claim, out):
            continue  # "20 de junio: quedan 6 plazas" beside that date's ``spots_left``
        if claim.left:
            # "nos quedan 5" after "7 usadas" of 12 is the rest of that whole; "quedan 3
            # turnos libres" with no whole before it counts the free slots
            found = len(out.findings)
            adds_up = _rest_count(ctx, view, claim, out)
            if adds_up or len(out.findings) > found or claim.index in out.settled:
                continue
            if claim.bare:
                continue  # "quedan 9, a 4,50 €", "还剩7分": a quantity left, no list's items
        if _window(view, claim, words):
            # "your last two sessions (554 and 555)": the items at one end of the list, as
            # many as it says; the values it gives of them are checked where they stand. A
            # list that holds fewer (the whole of it, no page of a longer one) witnesses a
            # window wider than itself, when no list of the run is that long: "the 5 most
            # recent" of 3 (the last 10 shows may be of a history another output sums up)
            bound, _ = _bound_lists(index, claim)
            node = bound[0] if len(bound) == 1 else None
            if (
                node is not None
                and claim.n > max([node.length, *_totals(index, node)])
                and not _full_page(index, node)
                and all(other.length < claim.n for other in index.lists if other.source == "output")
                # (nor an output that gives the window itself: ``avg_per_show_last_10``)
                and not _stated_in_outputs(ctx, view, claim.terms, claim.n)
            ):
                where = node.pointer or "/"
                _list_mismatch(
                    ctx, view, claim, node, f"returned {node.length} at {where}", node.length,
                    None, out,
                )  # fmt: skip
            else:
                out.asserted = "count"
            continue
        if claim.times and _apiece(view, claim, words):
            # "A and B came twice each": a count of each of the values it names, not of them
            # all; settled by the items of each named value, else left open
            if not _each_named(ctx, view, claim, out):
                out.asserted = "count"
            continue
        lists, candidates = _bound_lists(index, claim)
        mark = _han_mark(view, claim)
        owned = _owned_list(ctx, view, lists)
        if owned is not None:
            lists = candidates = [owned]
            claim.owned = owned.id
        else:
            # a list inside one item of a longer list ("applications[1].conditions") is
            # what a count counts only when the claim names that item: otherwise the count
            # may be of the outer items, and that inner list is no witness against it
            lists = [n for n in lists if not _foreign_inner(ctx, view, n)]
            quoted = _list_by_quoted_states(ctx, view, lists)
            if quoted is not None:
                lists = candidates = [quoted]
            elif among is not None and claim.whole is None and not claim.times:
                # "5 个检查项里已经通过 4 项": a part after a whole the sentence takes it
                # from ("里") counts among that whole's list
                lists = candidates = among
        if not lists:
            lists = (
                _lists_by_value(ctx, view, claim)
                or _lists_by_kind_value(ctx, claim)
                or _lists_by_clause(ctx, view, claim)
                or _spread_over(ctx, view, claim)
                or _the_one_list(ctx, view, claim, mark)
                or (
                    # (a total of units, "抽水泵共 16 台", not a row's own quantity)
                    _lists_by_unit(index, _word_after_count(ctx, claim))
                    if not view.in_table and _says_total(ctx, view, claim)
                    else []
                )
            )
            candidates = lists + [c for c in candidates if c.id not in {n.id for n in lists}]
        if not candidates and mark in marked:
            # "其中 2 单已退款,没退的有 4 单": a count by the measure word of an earlier
            # count of the sentence counts the same list
            lists = candidates = marked[mark]
        elif lists and mark and mark not in marked:
            marked[mark] = lists
        if claim.times and not lists:
            continue  # "来了4次" when no list holds the events its clause names: no count here
        if not candidates:
            out.asserted = "count"
            continue
        # the pages of a list the run fetched all of are one list ("3 of the 6 plots are
        # irrigated" from pages of 5 and 1): its subsets are counted over every page
        lists, candidates = _whole_lists(index, lists), _whole_lists(index, candidates)
        whole_of = next((n for n in lists if _is_whole(index, n, claim.n)), None)
        if (
            whole_of is not None
            and (_whole_of_a_part(claims, claim) or _partitive_whole(view, claim))
            and not _qualified_whole(ctx, view, claim, whole_of)
        ):
            if _HAN_AMONG.match(view.claim.text, claim.value.end - view.claim.start):
                among = [whole_of]
            # "of the 4 lifts in the report, 2 failed": the whole another count of
            # the sentence is a part of counts the list itself; the words around it (the
            # part's state, a field a word names) qualify the part, not it
            how = f"the whole the part beside it is of: {claim.n} at {whole_of.pointer or '/'}"
            _verified(out, claim, _receipt(index, whole_of), whole_of.pointer or "/", how)
            continue
        if _worked_from_its_fields(ctx, claim):
            # "6 classes used" beside ``classes_total: 10`` and ``classes_remaining: 4``:
            # worked out from two fields that count its noun, not the size of a list
            out.asserted = "count"
            continue
        if _worked_from_its_fields(ctx, claim, whole=True) and any(
            claim.whole is not None and claim.whole > n.length for n in lists
        ):
            # "5 of the 6 classes used": a whole worked out so, larger than the list the
            # noun names, says that list is not what the part is of
            out.asserted = "count"
            continue
        if _whole_exceeds(ctx, view, claim, lists, out):
            continue
        if claim.whole is not None and any(_is_whole(index, n, claim.whole) for n in lists):
            # "3 of your 5 applications": a list of another length (3 documents of one of
            # them) is not the whole it is part of
            candidates = [n for n in candidates if _is_whole(index, n, claim.whole)]
        by_unit = len(lists) == 1 and _lists_by_unit(index, _word_after_count(ctx, claim)) == lists
        if (
            len(lists) == 1
            and (_noun_measures(ctx, view, claim) or by_unit)
            and _group_quantity(ctx, view, claim, lists[0], out)
        ):
            continue  # "16 pumps not returned" over the pump lines' ``qty``: 4 + 6 + 2 + 3
        if by_unit:
            out.asserted = "count"  # units of no one item the clause names: no witness here
            continue
        verdicts = [(_verdict(ctx, view, claim, node), node) for node in candidates]
        ok = [(how, node) for (verdict, how, _), node in verdicts if verdict == "verified"]
        in_lists = {n.id for n in lists}  # ids, not `node in lists`: n² field compares
        if any(verdict == "ambiguous" for (verdict, *_), node in verdicts if node.id in in_lists):
            out.asserted = "count"
            continue
        if ok:
            how, node = ok[0]
            reported = max(_totals(index, node), default=0)
            if (
                # (or a part of it that is every item of the page: "2 open orders" from a
                # page of 2 a search for open orders returned)
                (how.startswith("length of") or claim.n == node.length)
                and reported > node.length
                and _counts_all(ctx, view, claim, node, reported)
            ):
                # "10 in all" from a page of 10 when the output reports 12
                _page_finding(ctx, view, claim, node, reported, out)
                continue
            _verified(out, claim, _receipt(index, node), node.pointer or "/", how)
            continue
        if not lists or _stance_of(view, claim, words) & _HEDGED:
            out.asserted = "count"
            continue
        if len(lists) > 1 and not _same_kind(index, lists):
            continue  # the noun names several lists: no single one to count
        node = lists[0]
        totals = _totals(index, node)
        biggest = max([node.length, *totals])
        summed = any(
            verdict == "contradicted" and _QUANTITY_OF_LINES in how
            for (verdict, how, _), n in verdicts
            if n.id == node.id
        )
        if (
            claim.n > 2 * biggest + 5
            and (
                claim.whole is None
                or (claim.whole > 2 * biggest + 5 and _summed_anywhere(index, claim.n))
            )
            and not summed
        ):
            # "2,310" against four ticket types: a quantity, not a count of the list (unless
            # a sum of the parts the items hold is what it counts: see `_beyond_list`); so
            # is a part of a whole as large that is the sum of a field of some list's items
            # ("1,180 of the 1,200 seats are sold" beside three rows' ``sold``)
            continue
        # ("3 of these 5" on a page of 5 counts the page it shows, not the longer list)
        paged = any(t > node.length for t in totals) and claim.n <= max(totals)
        paged = paged and claim.whole != node.length
        if paged and not _counts_all(ctx, view, claim, node, max(totals)):
            continue  # a page of a longer list: its subsets cannot be counted here
        if paged:
            # every page fetched, or a total claimed from one page: the reported total
            # is the count, whatever the page holds
            _page_finding(ctx, view, claim, node, max(totals), out)
            continue
        said, expected = next(
            ((how, named) for (_, how, named), n in verdicts if n.id == node.id), ("", None)
        )
        if expected is None and _parts_settle(ctx, view, claim, node, out):
            continue  # the items it counts are named after it, or it is a part of a partition
        if expected is None and totals and claim.n > max(totals) > node.length:
            # more than the output says the whole list holds, of which this is one page:
            # the reported total is the witness, not the page's length
            _page_finding(ctx, view, claim, node, max(totals), out)
            continue
        if _stated_in_outputs(ctx, view, claim.terms, claim.n):
            # "3 outfits" beside ``outfits: 3`` in a list of 2 packages: the output states the
            # number as a value of its own, so the count may be of that, and the list's
            # length alone does not contradict it
            out.asserted = "count"
            continue
        if _figure_of_named_record(ctx, view, claim):
            # "sent by courier, tracking DX-88, 4 pieces" beside that shipment's
            # ``parcels: 4``: a figure of the record the clause names, not the order's lines
            out.asserted = "count"
            continue
        if (
            _items_elsewhere(ctx, view, claim, node)
            or _noun_measures(ctx, view, claim)
            or _figure_noun(ctx, view, claim, node)
            or _subset_listed(index, claim, node)
        ):
            out.asserted = "count"
            continue
        summed_items = _sum_of_n_items(ctx, view, claim, node)
        if summed_items is not None:
            # "the two come to $42,500": the claim's figure is the sum of a field over that
            # many of the list's items, so the count is of those items, not of the list
            _verified(out, claim, _receipt(index, node), node.pointer or "/", summed_items)
            continue
        if expected is None and _part_worked_out(ctx, view, claim, node):
            out.asserted = "count"
            continue
        if expected is None and claim.whole is not None and claim.n < claim.whole < node.length:
            # "2 of the 4 open bills" beside 5 lines (one a credit note): a part of a subset
            # the answer picked; the list's length is neither the part nor its whole
            out.asserted = "count"
            continue
        sibling = next(
            (
                c
                for c in claims
                if c is not claim
                and c.n + claim.n == node.length
                # (the sentence gives the whole it splits: "planta 2" is no part of it;
                # "all 5 come from the registry (3 done, 2 open)" gives it before the parts)
                and (
                    node.length in (c.whole, claim.whole)
                    or _whole_before(view, node.length, min(c.value.start, claim.value.start))
                )
                and not (c.rest or c.left)  # ("the other two": the rest of this very part)
                and abs(c.value.start - claim.value.start) <= 80
            ),
            None,
        )
        if sibling is None and (
            _other_part_in_sentence(ctx, view, claim, node)
            or _partition_stated(ctx, view, claim, node)
        ):
            out.asserted = "count"
            continue
        if sibling is not None:
            # "of the 4 invoices 1 is paid in full, 3 still owe": the other part of the whole
            # the sentence splits is the rest of the list, whatever state words it carries
            # ("owe" is unpaid and part-paid alike); held when the first part is, else open
            if out.settled.get(sibling.index) == "verified":
                how = f"{node.length} at {node.pointer or '/'} less the {sibling.n} beside it"
                _verified(out, claim, _receipt(index, node), node.pointer or "/", how)
            else:
                out.asserted = "count"
            continue
        if (
            expected is None
            and claim.whole is None
            and claim.verb_after
            and _counted_in_full_before(ctx, view, claim, node, out)
        ):
            # "11 confirmed of the 24 invited; 5 have said no": the list is counted in full
            # right before, and a figure with no noun of its own beside it counts something
            # else, which the list does not hold
            out.asserted = "count"
            continue
        if expected is None and _figure_of_an_item_spoken_of(ctx, view, claim):
            # "the waiting list is open, with 4 people on it" beside a single member in
            # another tool's list and ``waitlist_count: 4``: the clause names the field
            out.asserted = "count"
            continue
        groups = said or _summary(index, node)
        _list_mismatch(
            ctx,
            view,
            claim,
            node,
            f"returned {node.length} at {node.pointer or '/'}" + (f" ({groups})" if groups else ""),
            node.length if expected is None else expected,
            groups or None,
            out,
        )
    for claim in claims:
        if claim.index in out.settled or id(claim) in unresolved or claim.times:
            continue
        if claim.index in names:
            continue
        if _stance_of(view, claim, words) & _HEDGED or _stated_in_context(index, claim, words):
            continue
        _field_count(ctx, view, claim, out)
    if out.asserted == "count" and all(
        out.settled.get(claim.index) == "verified" for claim in claims
    ):
        out.asserted = None  # every count the lists left open, an output's figures settled
    settled = ctx.settled.setdefault(view.id, {})
    for i, status in out.settled.items():
        settled[i] = status
    return out


_HEDGED = frozenset({"hedge", "conditional", "offer", "opinion"})


def _qualified_whole(ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode) -> bool:
    """Whether the word right after the count's number says something its list's items
    hold as a value or a flag ("4 failed lifts" beside ``status: "fail"``, "3 open
    tickets"): a state they may differ in, so the count may be of a subset."""
    after = view.claim.text[claim.value.end - view.claim.start :]
    among = _HAN_AMONG.match(after)
    if among is not None:
        after = among.group()  # ("5 个检查项里有 4 项合格": the noun, not what is said of a part)
    first = next(iter(_WORD.findall(after[:40])), "")
    if not first:
        return True
    said = {stem(first.lower())} | ctx.answer.words.concepts_in(first)
    # (the noun that names the list itself, "tests" of ``tests``, is no state of its items)
    said -= {stem(w) for w in key_words(node.key)} | {
        c for w in key_words(node.key) for c in key_concepts(w)
    }
    index = ctx.index
    for rid in node.items:
        for leaf in index.subtree_leaves(rid, depth=1):
            held: set[str] = set()
            if isinstance(leaf.raw, bool):  # a flag: its key is the state
                held = {stem(w) for w in key_words(leaf.key)}
                held |= {c for w in key_words(leaf.key) for c in key_concepts(w)}
            elif isinstance(leaf.raw, str) and len(leaf.raw.split()) <= 3:  # (no note)
                held = {stem(w.lower()) for w in _WORD.findall(leaf.raw)}
                held |= ctx.answer.words.concepts_in(leaf.raw)
            if said & held:
                return True
    return False


def _partitive_whole(view: ClaimView, claim: CountClaim) -> bool:
    """Whether the count is the whole a partitive picks a part of, the part written in words
    or not counted at all ("only one of the three lines", "de las tres referencias",
    "12 शॉट में से", "5 份中")."""
    if _PARTITIVE_BEFORE.search(claim.before):
        return True
    noun = claim.value.noun or ""
    after = view.claim.text[claim.value.end - view.claim.start :]
    # (or the measure word, then the noun, then "里": "6 个检查项里", "5 份合同当中"; a bare
    # 中 after a noun may be a state, "3 单处理中", so only those)
    if _HAN_AMONG.match(after):
        return True
    return (
        bool(noun)
        and re.match(rf"[\s*_]*{re.escape(noun)}[\s*_]*(?:में से|中|之中|里|裡)", after) is not None
    )


# a measure word and a noun, then "among" ("6 个检查项里", "5 份合同当中"); not a bare 中
# after a noun, which may be a state ("3 单处理中"), nor the 里 of a length (公里, 英里)
_HAN_AMONG = regex_cache.compile(
    r"[\s*_]*[\u4e00-\u9fff]{0,6}[^\W\d_公英海千](?:里|裡|当中|當中|之中)"
)


# the partitive before a whole ("of the", "out of your", "de las", "entre los")
_PARTITIVE_BEFORE = regex_cache.compile(
    r"(?:\bout\s+of|\bof|\bde|\bentre)\s+(?:(?:the|your|these|those|its|their|los|las|tus|sus"
    r"|estos|estas|esos|esas)\s+)?[\s*_]*\Z"
)


def _party_of(claim: CountClaim, words: Words) -> bool:
    """Whether the count is the size of a party the word before it names ("a group of 7",
    "party of 4", "un grupo de 12"): how many come, not how many items a list holds."""
    m = _OF_BEFORE.search(claim.before)
    return m is not None and "party" in words.concepts_in(m.group(1))


_OF_BEFORE = regex_cache.compile(r"([^\W\d_]+)\s+(?:of|de)\s*\**\s*\Z")


def _whole_of_a_part(claims: list[CountClaim], claim: CountClaim) -> bool:
    """Whether the count is the whole another count of the claim is a part of ("2 of the
    5", "5 में से 2")."""
    return any(
        other is not claim
        and other.whole_value is not None
        and other.whole_value.start == claim.value.start
        for other in claims
    )


def _stance_of(view: ClaimView, claim: CountClaim, words: Words) -> set[str]:
    """The hedges of the sentence that reach the count: those from the sentence's start to
    the end of the count's own clause (a modal in a later clause says something else)."""
    if not view.stance & _HEDGED:
        return set()
    start = view.sentence[0]
    end = claim.value.start + len(_own_clause(view, claim))
    text = list(view.sentence_text[: max(0, end - start)])
    for m in view.claim.mentions:  # "May 23" holds no hedge
        if m.kind not in ("date", "time", "number", "money", "percent", "url", "email"):
            continue
        for k in range(max(0, m.start - start), min(len(text), m.end - start)):
            text[k] = " "
    low = "".join(text).lower()
    return {name for name in _HEDGED if words.has(name, low)}


def _counts_all(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode, total: int
) -> bool:
    """Whether a count held against a page of a longer list counts the whole of it: it
    names no value of the items, and either the run fetched every page (their lengths add
    up to the reported total) or the claim says it is a total ("10 in all" from a page of
    10 when the output reports 12)."""
    if claim.n == total or claim.whole is not None:
        return False
    if _stance_of(view, claim, ctx.answer.words) & _HEDGED:
        return False
    if any(
        sub.pinned and sub.n == claim.n and not _asked_group(ctx.index, node, sub)
        for sub in _subsets(ctx, view, claim, node)
    ):
        # the count is of the items a value it names selects, of this page only ("3 open"
        # of a page of 10); a value the search itself was made for selects every item of
        # every page, and one item named by its id is no count of them
        return False
    _, fetched = _output_lists_by_path(ctx.index).get(node.path, (0, 0))
    if fetched >= total:
        return True
    return _says_total(ctx, view, claim) or _asked_count(ctx, claim) or _held(view, claim)


def _asked_group(index: EvidenceIndex, node: ListNode, sub: _Subset) -> bool:
    """Whether the subset is the items of a value the list's call was asked for (``status:
    ["open"]`` and the open items): the search's own filter, true of every page."""
    if sub.group is None or node.call is None:
        return False
    args = index.calls[node.call].call.arguments
    if not isinstance(args, dict):
        return False
    value = fold(sub.group[1])
    asked = [v for a in args.values() for v in (a if isinstance(a, list) else [a])]
    return any(isinstance(v, str) and fold(v) == value for v in asked)


def _held(view: ClaimView, claim: CountClaim) -> bool:
    """Whether the count is of what the user has, said right before it ("you have **3**
    orders", "tienes 4 reservas"): all of them, not the page the answer read."""
    marks = holding_marks(view.claim.language)
    if marks is None:
        return False
    before = claim.before.rstrip(" *_")
    return any(m.end() == len(before) for m in marks.finditer(before))


def _asked_count(ctx: CheckContext, claim: CountClaim) -> bool:
    """Whether the user asked how many of the things the count names ("how many orders
    have I placed?", "¿cuántas reservas tengo?", "几个订单"): the count answers for them
    all, not for the page the answer read."""
    asked = ctx.index.run.user
    words = ctx.answer.words
    if not asked or "count" not in words.concepts_in(asked):
        return False
    noun = (claim.value.noun or "").casefold()
    if noun and _HAN.search(noun):
        return noun in asked
    return any(_names_noun(w, claim, words) for w in _WORD.findall(asked.casefold()) if len(w) > 2)


def _names_noun(word: str, claim: CountClaim, words: Words) -> bool:
    """Whether a word names the count's noun: its stem, or a term or concept of it."""
    terms = claim.terms - GENERIC_CONCEPTS
    noun = (claim.value.noun or "").casefold()
    return stem(word) == stem(noun) or stem(word) in terms or bool(words.concepts_in(word) & terms)


def _says_total(ctx: CheckContext, view: ClaimView, claim: CountClaim) -> bool:
    """Whether the count's sentence, up to the end of its clause, calls it a total ("10 in
    all", "en total", "कुल", "一共")."""
    text = view.claim.text.lower()
    at = max(0, claim.value.start - view.claim.start)
    begin = max((text.rfind(mark, 0, at) for mark in ".!?。！？"), default=-1) + 1
    clause = text[begin:at] + _own_clause(view, claim)  # its sentence, up to its clause's end
    if _GONG_BEFORE.search(text, max(0, at - 6), at):
        return True  # "共 16 台": 共 right before a figure is "in all"
    return "total" in ctx.answer.words.concepts_in(clause)


_GONG_BEFORE = regex_cache.compile(r"[共計计][^\S\n]*\**[^\S\n]*\Z")


def _whole_exceeds(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, lists: list[ListNode], out: Outcome
) -> bool:
    """Settle the whole of "5 of your 9 open claims" as contradicted when it is more than
    the one list its noun names holds, however counted (its length, the total the output
    reports, its lengths across calls, the units its lines carry), and that list is no full
    page of a longer one (a limit argument of the call equal to its length): the list is the
    witness."""
    index = ctx.index
    whole = claim.whole_value
    if claim.whole is None or whole is None or len(lists) != 1:
        return False
    node = lists[0]
    _, across = _output_lists_by_path(index).get(node.path, (0, 0))
    most = max([node.length, across, *_totals(index, node)])
    if claim.whole <= most or node.call is None or _full_page(index, node):
        return False
    columns, _ = _item_fields(index, node)
    if any(col.weighted and claim.whole <= col.weighted.get("", 0) for col in columns.values()):
        return False  # "9 of 16 pieces" over lines that carry a quantity each
    if _stated_in_outputs(ctx, view, claim.terms | claim.label_terms, claim.whole):
        # "7 of your 10 lessons" beside ``lessons_total: 10``, "**Hostesses:** 6 confirmed
        # of the 12 requested" beside ``requested: {hostess: 12}``: a whole an output states,
        # more than the list holds, so the list is no whole the part is counted in either
        out.asserted = "count"
        return True
    if _figure_beside_list(index, node, claim.whole):
        # "4 of your 6 sessions used" beside five sessions on file and the plan's own
        # ``included: 6``: the whole is an allowance the record states beside its list
        out.asserted = "count"
        return True
    at = next((k for k, v in enumerate(view.values) if v is whole), None)
    if at is None:
        return False
    out.settled[at] = "contradicted"
    said = f"{claim.whole} in all ({quote(whole.text + ' ' + (whole.noun or ''), 40)})"
    returned = f"returned {most} at {node.pointer or '/'}"
    out.findings.append(
        _list_finding(ctx, view, node, said, claim.whole, returned, most, f"{node.length} items")
    )
    return True


def _figure_beside_list(index: EvidenceIndex, node: ListNode, n: int) -> bool:
    """Whether the record holding the list holds ``n`` as a plain figure of its own (a
    whole number that is no id), beside the list, or in a tally it holds beside the list
    (``counts: {invited: 20, ...}``)."""
    if node.parent is None:
        return False
    holder = list_item_of(index, node.parent)
    for leaf in index.subtree_leaves(node.parent, depth=1):
        if leaf.record != node.parent and list_item_of(index, leaf.record) != holder:
            continue  # (an item's figure, not one beside the list)
        if leaf.kind == "number" and leaf.number == n and "id" not in key_words(leaf.key):
            return True
    return False


def _tally_field(ctx: CheckContext, view: ClaimView, claim: CountClaim, out: Outcome) -> bool:
    """Settle a count of the things in one state ("16 paintings are finished") by the one
    field of an output tally that counts that state (``by_status: {completed: 15,
    in_progress: 6}``), named by what its key means, when no list is what the count's noun
    names and no other key of the run is: verified when it holds, that field its witness
    otherwise."""
    index = ctx.index
    if claim.whole is not None or claim.left or claim.rest or claim.times:
        return False
    if _bound_lists(index, claim)[0]:
        return False
    # (the words of the count's own clause up to the next figure: "17 left (9 done)" says
    # "done" of the 9)
    clause = _DIGIT_AHEAD.split(_own_clause(view, claim)[len(claim.value.text) :], maxsplit=1)[0]
    said = ctx.answer.words.concepts_in(clause) - GENERIC_CONCEPTS
    if not said or _noun_keyed(index, claim):
        return False
    found: list[Leaf] = []
    for _, leaves in _tallies(index):
        states = [leaf for leaf in leaves if value_states(leaf.key)]
        if len(states) < 2:
            continue  # a tally of states: its keys name two states or more
        found += [
            leaf
            for leaf in states
            if {c for w in key_words(leaf.key) for c in key_concepts(w)} & said
        ]
    if len(found) != 1:
        return False
    leaf = found[0]
    call = index.call_of(leaf)
    receipt = call.receipt_id if call is not None else None
    if leaf.number == claim.n:
        _verified(out, claim, receipt, leaf.pointer, f"the tally's {leaf.key}")
        return True
    out.settled[claim.index] = "contradicted"
    tool = call.call.tool if call is not None else "a tool"
    out.findings.append(
        make_finding(
            "count_mismatch",
            view,
            f"the answer says {claim.n} ({quote(_as_written(claim), 40)}), but {tool} returned "
            f"{leaf.pointer} = {leaf.raw}",
            reason="count_not_in_list",
            expected=int(leaf.number or 0),
            found=claim.n,
            witness=witness_of(index, leaf, "total", note="the tally of that state"),
        )
    )
    return True


_DIGIT_AHEAD = regex_cache.compile(r"\d")


def _noun_keyed(index: EvidenceIndex, claim: CountClaim) -> bool:
    """Whether the count's noun names an output key of its own ("5 artists" and
    ``artists_assigned``): then it counts that, not a state of the tally."""
    noun = stem(fold(claim.value.noun or ""))
    if not noun or len(noun) < 3:
        return False
    return any(
        leaf.source == "output" and noun in {stem(w) for w in key_words(leaf.key)}
        for leaf in index.leaves
    )


def _word_after_count(ctx: CheckContext, claim: CountClaim) -> str:
    """The word right after the count's number: its noun, or the Han measure word ("台")."""
    after = ctx.answer.text[claim.value.end : claim.value.end + 12].lstrip(" *")
    han = _HAN_RUN_START.match(after)
    if han is not None:
        return han.group()[:1]
    word = _WORD.match(after)
    return word.group() if word is not None else ""


_HAN_RUN_START = regex_cache.compile(r"[\u3400-\u9fff]+")


_UNIT_GROUP = regex_cache.compile(r" where (?:\S+/)?(?:unit|units|uom|unidad|unidades) = ")


def _lists_by_unit(index: EvidenceIndex, noun: str) -> list[ListNode]:
    """The one output list whose items give their quantity's unit as the word after the
    count ("16 台" beside lines of ``qty`` with ``unit: "台"``): the count is of units."""
    if not noun or len(noun) > 8:
        return []
    key = ("lists by unit", noun)
    hit: list[ListNode] | None = index.memo.get(key)
    if hit is not None:
        return hit
    found = [
        node
        for node in _output_lists(index)
        if node.items
        and any(
            (leaf := index.records[rid].field_leaf(index, "unit")) is not None and leaf.raw == noun
            for rid in node.items
        )
    ]
    index.memo[key] = hit = found if len(found) == 1 else []
    return hit


def _group_quantity(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode, out: Outcome
) -> bool:
    """Settle a count of units (its noun the unit the rows give a quantity in: "16 台") of
    the one group of items its clause names by value ("抽水泵", ``item: 抽水泵``) by that
    group's summed quantity: verified when it holds, the group's lines its witness else."""
    if claim.whole is not None or claim.left or claim.rest:
        return False
    subsets = _subsets(ctx, view, claim, node)
    weighed = [
        sub
        for sub in subsets
        if sub.pinned
        and sub.related
        and sub.how.startswith("quantity of the items")
        # (the unit the lines are counted in is no kind of item: "18 pairs" of boots among
        # lines of boots and gloves all in pairs)
        and not _UNIT_GROUP.search(sub.how)
    ]
    if len(weighed) != 1:
        return False
    sub = weighed[0]
    if sub.n == claim.n or any(other.n == claim.n and other.pinned for other in subsets):
        _verified(out, claim, _receipt(ctx.index, node), node.pointer or "/", sub.how)
        return True
    _list_mismatch(ctx, view, claim, node, f"returned {sub.n}, the {sub.how}", sub.n, sub.how, out)
    return True


def _tally_sum(index: EvidenceIndex, whole: int, part: int) -> Record | None:
    """The output object whose whole-number fields (two or more, nothing else) sum to
    ``whole`` while one of them is ``part``: a tally by answer or kind, whose sum the
    answer gives as the whole the part is of."""
    for record, leaves in _tallies(index):
        numbers = [leaf.number for leaf in leaves]
        if sum(n for n in numbers if n is not None) == whole and part in numbers:
            return record
    return None


def _tallies(index: EvidenceIndex) -> list[tuple[Record, list[Leaf]]]:
    """Each output object that holds whole, non-negative numbers only, two or more of them
    and no list, with its fields: a tally (by answer, by kind, by state)."""
    out = []
    for record in index.records:
        if record.source != "output" or len(record.leaves) < 2 or record.lists:
            continue
        leaves = [index.leaves[lid] for lid in record.leaves]
        if all(
            (n := leaf.number) is not None and n == n.to_integral_value() and n >= 0
            for leaf in leaves
        ):
            out.append((record, leaves))
    return out


def _full_page(index: EvidenceIndex, node: ListNode) -> bool:
    """Whether the call asked for at most as many items as the list holds (``limit: 20``
    and 20 items): a page that may stop short of the whole."""
    if node.call is None:
        return False
    args = index.calls[node.call].call.arguments
    if not isinstance(args, dict):
        return False
    return any(
        isinstance(v, int) and not isinstance(v, bool) and v == node.length for v in args.values()
    )


def _is_whole(index: EvidenceIndex, node: ListNode, whole: int) -> bool:
    return node.length == whole or whole in _totals(index, node)


def _page_finding(
    ctx: CheckContext,
    view: ClaimView,
    claim: CountClaim,
    node: ListNode,
    total: int,
    out: Outcome,
) -> None:
    _list_mismatch(
        ctx,
        view,
        claim,
        node,
        f"reported {total} in all beside {node.pointer or '/'} ({node.length} on this page)",
        total,
        f"reported total {total}; {node.length} items on this page",
        out,
    )


def _list_mismatch(
    ctx: CheckContext,
    view: ClaimView,
    claim: CountClaim,
    node: ListNode,
    returned: str,
    expected: int,
    note: str | None,
    out: Outcome,
) -> None:
    """Settle the count as contradicted by ``node``: ``returned`` says what the tool gave,
    ``expected`` is the witness's count."""
    out.settled[claim.index] = "contradicted"
    said = f"{claim.n} ({quote(_as_written(claim), 40)})"
    out.findings.append(_list_finding(ctx, view, node, said, claim.n, returned, expected, note))


def _list_finding(
    ctx: CheckContext,
    view: ClaimView,
    node: ListNode,
    said: str,
    stated: int,
    returned: str,
    expected: int,
    note: str | None,
) -> Finding:
    """The count_mismatch a list witnesses: the answer ``said`` (``stated``), the tool
    ``returned`` what holds ``expected``."""
    index = ctx.index
    return make_finding(
        "count_mismatch",
        view,
        f"the answer says {said}, but {_tool(index, node)} {returned}",
        reason="count_not_in_list",
        expected=expected,
        found=stated,
        witness=Witness(
            kind="list",
            receipt_id=_receipt(index, node),
            pointer=node.pointer or "/",
            value=expected,
            note=note,
        ),
    )


def _parts_settle(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode, out: Outcome
) -> bool:
    """Settle a count of a part of a list that no subset the claim's own clause names holds
    ("2 instalments came: the 18th (5 Oct) and the 19th (24 Feb)", "3 of them renew
    before the trip:" and a bullet per item): the part is some condition the list has no
    field for (a window of dates, an event), so its size is told by the answer alone. It is
    verified when the answer names exactly that many of the list's items right after it, or
    when it is what is left of the list once the other parts its sentence counts, each held
    by a subset, are taken out ("two refunds and three fees" of five)."""
    index = ctx.index
    if claim.n >= 2 and _named_right_before(ctx, view, claim, node) == claim.n:
        # "工资和报销两项": the items the answer names right before the count, summed up
        where = node.pointer or "/"
        how = f"the {claim.n} items of {where} the answer names right before it"
        _verified(out, claim, _receipt(index, node), where, how)
        return True
    if claim.whole is None and _says_total(ctx, view, claim):
        return False  # "一共找到 2 家：", "2 in all:": a total is of the whole list, no part
    # (a whole an earlier count gave by a pronoun, "these two", may be a part itself: the
    # items named after the count still tell its size)
    if (
        claim.whole is not None
        and claim.whole_value is not None
        and not _is_whole(index, node, claim.whole)
    ):
        return False  # "3 of your 5" when the list holds 6: the whole is off, not the part
    items = _items_enumerated(ctx, view, claim, node)
    if (claim.n >= 2 or _struck_lines_under(ctx, claim)) and len(items) == claim.n:
        where = node.pointer or "/"
        how = f"the {claim.n} items of {where} the answer names after it"
        _verified(out, claim, _receipt(index, node), where, how)
        return True
    if _partition_of(ctx, view, claim, node):
        where = node.pointer or "/"
        how = f"{node.length} at {where} less the parts its sentence counts"
        _verified(out, claim, _receipt(index, node), where, how)
        return True
    named = _closed_enumeration(ctx, view, claim, node)
    if named is not None and claim.n >= 2 and named != claim.n:
        where = node.pointer or "/"
        _list_mismatch(
            ctx,
            view,
            claim,
            node,
            f"has the {named} items the answer names after it at {where}",
            named,
            f"{named} items named",
            out,
        )
        return True
    return False


_CLAUSE_START = regex_cache.compile(r"[。；：！？!?;:\n，,（(]")


def _named_right_before(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode
) -> int | None:
    """How many distinct items of ``node`` the entries of an enumeration written right
    before a Chinese count name, with nothing between ("工资和报销两项", "A、B、C 三家"):
    the count sums up the items it follows. None when an entry names no single item."""
    text = view.claim.text
    at = claim.value.start - view.claim.start
    if at <= 0 or not _HAN.match(claim.value.text) or not text[at - 1 : at].isalnum():
        return None  # ("A、B 两张": Han after a name or a code, written with no space)
    start = max((m.end() for m in _CLAUSE_START.finditer(text, 0, at)), default=0)
    entries = [e for e in _ENTRY_SPLIT.split(text[start:at]) if e.strip()]
    if len(entries) < 2:
        return None
    seen: set[int] = set()
    for entry in entries:
        entry = entry.strip(" *_")
        found = (
            _item_by_han(ctx.index, node, entry)
            or _item_by_words(ctx.index, node, entry)
            or _item_by_code(ctx.index, node, entry)
        )
        if len(found) != 1 or found & seen:
            return None
        seen |= found
    return len(seen)


def _item_by_han(index: EvidenceIndex, node: ListNode, entry: str) -> set[int]:
    """The one item of ``node`` a string of which holds the entry's last characters, four
    to two of them ("你的报销" names the item "报销款"); empty when none or several do."""
    if len(entry) < 2 or not _HAN.search(entry):
        return set()
    for k in (4, 3, 2):
        if len(entry) < k:
            continue
        tail = entry[-k:]
        found = {
            rid
            for rid in node.items
            if any(
                isinstance(raw := index.leaves[lid].raw, str) and tail in raw
                for lid in index.records[rid].leaves
            )
        }
        if found:
            return found if len(found) == 1 else set()
    return set()


def _closed_enumeration(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode
) -> int | None:
    """How many items the answer names right after the count, in the rest of its sentence
    once a colon, a dash or a bracket opens the list ("4 late (A, B, C)"), when every entry
    of it names a distinct item of ``node`` and no word leaves the list open ("such as",
    "etc."): the items the count counts, as the answer itself names them."""
    text = ctx.answer.text[: ctx.answer.body_end]
    end = claim.value.end
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    rest = text[end:line_end]
    # a bracket that holds no list ("in one parcel (tracking TRK-1), arriving Friday: A, B, C")
    # is an aside: the list may open after it
    for opened in _ENUMERATION_MARK.finditer(rest):
        named = _enumerated_after(ctx, view, node, text, end, rest, opened)
        if named is None:
            return None
        if named:
            return len(named)
        if not opened.group(0).endswith(("(", "（")):
            return None
    return None


def _enumerated_after(
    ctx: CheckContext,
    view: ClaimView,
    node: ListNode,
    text: str,
    end: int,
    rest: str,
    opened: re.Match[str],
) -> set[int] | None:
    """The items the entries of the enumeration ``opened`` opens name, one distinct item
    each (see `_closed_enumeration`); None when the list is open or an entry names no
    single distinct item, an empty set when it holds fewer than two entries (no list)."""
    stop = _end_outside_brackets(rest, opened.end())
    body_end = end + (stop.start() if stop else len(rest))
    start = end + opened.end()
    bracket = opened.group(0)[-1:]
    close = text.find(_CLOSING[bracket], start, body_end) if bracket in _CLOSING else -1
    body_end = close if close >= 0 else body_end
    body = text[start:body_end]
    if _OPEN_LIST.search(body) or _OPEN_LIST.search(rest[: opened.end()]):
        return None
    entries: list[tuple[int, int]] = []
    at = start
    for m in _ENTRY_SPLIT.finditer(body):
        entries.append((at, start + m.start()))
        at = start + m.end()
    entries.append((at, body_end))
    entries = [(a, b) for a, b in entries if text[a:b].strip(" *_.")]
    if len(entries) < 2:
        return set()
    seen: set[int] = set()
    for a, b in entries:
        items = (
            set(_items_in(ctx, view, node, a, b))
            or _item_by_words(ctx.index, node, text[a:b])
            or _item_by_monthday(ctx.index, node, text[a:b])
        )
        if len(items) != 1:
            items = _ordinal_pick(ctx, node, text[a:b], items)
        if len(items) != 1 or items & seen:
            return None
        seen |= items
    return seen


def _end_outside_brackets(rest: str, at: int) -> re.Match[str] | None:
    """The first sentence end in ``rest`` from ``at`` that stands outside brackets (the
    dots of "ZS6XYZ (S. Africa)" end no sentence)."""
    for m in _SENTENCE_END.finditer(rest, at):
        before = rest[at : m.start()]
        if before.count("(") + before.count("（") <= before.count(")") + before.count("）"):
            return m
    return None


def _ordinal_pick(ctx: CheckContext, node: ListNode, entry: str, items: set[int]) -> set[int]:
    """The one of several items an entry names in common that its ordinal picks, in the
    list's order ("the second one of Vela" for Vela's two invoices): the k-th of them, or
    the items as they were when the entry holds no ordinal (or one past their number)."""
    ordinals = load(ctx.answer.language).counts_ordinals if ctx.answer.language else {}
    low = entry.lower()
    said = [
        k
        for word, k in ordinals.items()
        if re.search(rf"(?<![^\W\d_]){re.escape(word)}(?![^\W\d_])", low)
        or (_HAN.match(word) and word in low)
    ]
    if len(set(said)) != 1:
        return items
    if not items:
        # ("la segunda de Vela": the items the entry names once its ordinal is left out)
        plain = low
        for word in ordinals:
            plain = plain.replace(word, " ")
        items = _items_by_words(ctx.index, node, plain)
    ordered = [rid for rid in node.items if rid in items]
    k = said[0]
    return {ordered[k - 1]} if len(ordered) >= 2 and k <= len(ordered) else items


_MONTH_DAY = regex_cache.compile(r"[\s*_]*(\d{1,2})[/.](\d{1,2})[\s*_]*")


def _item_by_monthday(index: EvidenceIndex, node: ListNode, entry: str) -> set[int]:
    """The one item of ``node`` whose own date falls on the month and day an entry writes
    alone ("(5/14, 2/9)" after a count, for items dated 2026-05-14 and 2026-02-09), read
    month first or day first; empty when no item or several do."""
    m = _MONTH_DAY.fullmatch(entry)
    if m is None:
        return set()
    a, b = int(m.group(1)), int(m.group(2))
    found = set()
    for rid in node.items:
        for lid in index.records[rid].leaves:
            when = index.leaves[lid].when
            if when is not None and when.day is not None:
                md = (when.day.month, when.day.day)
                if md in ((a, b), (b, a)):
                    found.add(rid)
    return found if len(found) == 1 else set()


def _item_by_words(index: EvidenceIndex, node: ListNode, entry: str) -> set[int]:
    """The one item of ``node`` whose texts hold every word of an entry that names it in
    short ("the desk lamp" for "Brass Desk Lamp, 40 cm", "the bookshelf"); empty when no
    item or several do, or the entry has no word of its own."""
    found = _items_by_words(index, node, entry)
    return found if len(found) == 1 else set()


def _item_by_code(index: EvidenceIndex, node: ListNode, entry: str) -> set[int]:
    """The one item of ``node`` that holds the entry whole as a string of its own (an
    invoice number, a code); empty when none or several do."""
    folded = fold(entry)
    if len(folded) < 3:
        return set()
    found = {
        rid
        for rid in node.items
        for lid in index.records[rid].leaves
        if isinstance(index.leaves[lid].raw, str) and index.leaves[lid].folded == folded
    }
    return found if len(found) == 1 else set()


def _items_by_words(index: EvidenceIndex, node: ListNode, entry: str) -> set[int]:
    """Every item of ``node`` whose texts hold every word of the entry (see
    `_item_by_words`)."""
    wanted = {
        w for w in _WORD.findall(fold(entry)) if len(w) >= 3 and w not in _FUNCTION and w.isalpha()
    }
    if not wanted:
        return set()
    found = set()
    for rid in node.items:
        record = index.records[rid]
        held: set[str] = set()
        for lid in record.leaves:
            raw = index.leaves[lid].raw
            if isinstance(raw, str):
                held |= set(_WORD.findall(fold(raw)))
        if wanted <= held:
            found.add(rid)
    return found


# the separators of an enumeration's entries, and the words that leave one open
# (a comma between digits is a decimal or thousands mark: "2,7 mmol/L" is one entry)
_ENTRY_SPLIT = regex_cache.compile(
    r"\s*(?:(?<!\d),|,(?!\d)|[，、;；]|\s(?:and|y|e|और|तथा|व)\s|[和及与])\s*"
)
_ENTRY_JOINED = regex_cache.compile(r"(?:\s(?:and|y|e|और|तथा|व)|[和及与])$")
_OPEN_LIST = regex_cache.compile(
    r"(?i)\b(?:e\.g|i\.e|such as|including|like|etc|among them|por ejemplo|como|entre ellos|"
    r"incluidos?|incluyendo|etc\.)\b|जैसे|सहित|आदि|इत्यादि|等|例如|比如|包括|如|…|\.\.\."
)


# the marks that open a list of the items a count counts ("3 late: A, B and C", "2 आईं —")
_ENUMERATION_MARK = regex_cache.compile(r"[:：]|\s[—–-]\s|[(（]")
# (a list marker is followed by a space: "*Glass Harbour* is due" opens in italics, no item)
_LIST_LINE = regex_cache.compile(r"\s*(?:[-*•+]|\d{1,2}[.)])(?=\s)\s*")
# a list line proper: not a line in bold ("**Not paid (3):**"), a heading above the items
_BULLET_LINE = regex_cache.compile(r"\s*(?:[-•+]|\*(?!\*)|\d{1,2}[.)])(?=\s)\s*")
# a row of a markdown table under a part count whose line ends in a colon names an item too
# (the header and the rule name none); a table of every item fetched, the part among them,
# names more items than the part counts, so it verifies no part (nor is it a rest's line)
_TABLE_LINE = regex_cache.compile(r"\s*\|")


def _items_enumerated(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode
) -> set[int]:
    """The items of ``node`` the answer names right after the count: in the rest of its
    sentence once a colon, a dash or a bracket opens a list, and one per list line under it
    when its line ends in a colon. An item is named by an output string only it holds in the
    list (a title, an id) or by a date only it holds."""
    text = ctx.answer.text[: ctx.answer.body_end]
    end = claim.value.end
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    rest = text[end:line_end]
    heading = _heading_line(text, end, line_end)
    if _ENUMERATION_MARK.search(rest) is None and not heading:
        return set()
    # (a later sentence of the line speaks of other items: "2 are open: A and B. C is not")
    stop = _SENTENCE_END.search(rest)
    until = end + stop.start() if stop else line_end
    found = set(_items_in(ctx, view, node, end, until))
    if len(found) != claim.n:
        # (an item named in the answer's own words, "glucosa 5,2", holds no anchor: the
        # enumeration's entries name the count's items when each names one of its own; and
        # a bracket's entries are the items, not the names the sentence goes on to repeat)
        opened = _ENUMERATION_MARK.search(rest)
        named = _enumerated_after(ctx, view, node, text, end, rest, opened) if opened else None
        if named is not None and len(named) == claim.n:
            found = named
    # (a table names the items of a part of a whole only: a table under a count of its own
    # may be of the items the answer found, not of the ones it counts)
    part = claim.whole is not None
    if rest.rstrip(" *_").endswith((":", "：")) or heading:
        # the items follow as list lines ("- **A** — due Friday"), one item a line, as under
        # a heading the count stands in ("**Overdue now (2 loans)**", "### 3 open")
        at = line_end + 1
        while at < len(text):
            nxt = text.find("\n", at)
            nxt = len(text) if nxt < 0 else nxt
            line = text[at:nxt]
            row = part and _TABLE_LINE.match(line) is not None
            if line.strip() and not (_LIST_LINE.match(line) or row):
                break  # (blank lines may part the items; a table has a row an item)
            if not _STRUCK.match(line):  # ("- ~~A, full~~": an item the answer rules out)
                found |= set(_items_in(ctx, view, node, at, nxt)[:1])
            at = nxt + 1
    return found


# a list line whose entry is struck through ("- ~~Nov 8, Main hall~~: full"): ruled out
_STRUCK = regex_cache.compile(r"\s*(?:[-*+•]|\d+[.)])\s+~~")


def _colon_line_end(ctx: CheckContext, claim: CountClaim) -> int | None:
    """Where the count's line ends, when it ends in a colon (the lines under it list what
    it counts); else None."""
    text = ctx.answer.text[: ctx.answer.body_end]
    line_end = text.find("\n", claim.value.end)
    if line_end < 0 or not text[claim.value.end : line_end].rstrip(" *_").endswith((":", "：")):
        return None
    return line_end


def _struck_lines_under(ctx: CheckContext, claim: CountClaim) -> bool:
    """Whether the count's line ends in a colon and a list line right under it is struck
    through: the answer went through the items and ruled some out of those it counts."""
    line_end = _colon_line_end(ctx, claim)
    if line_end is None:
        return False
    for line in ctx.answer.text[line_end + 1 : ctx.answer.body_end].split("\n"):
        if not line.strip():
            continue  # (blank lines may part the items)
        if not _LIST_LINE.match(line):
            return False
        if _STRUCK.match(line):
            return True
    return False


_SENTENCE_END = regex_cache.compile(r"[.;!?；](?:\s|$)|[。！？]")
_CLOSING = {"(": ")", "（": "）"}
_HEADING_ALONE = regex_cache.compile(r"\s*(?:#{1,6}\s+.+|\*\*[^*\n]+\*\*[:：]?)\s*")


def _heading_line(text: str, at: int, line_end: int) -> bool:
    """Whether the count stands in a line that is a heading alone: a markdown heading, or
    a line all in bold ("**Still open (2 tickets)**"), the items it heads below it."""
    start = text.rfind("\n", 0, at) + 1
    return _HEADING_ALONE.fullmatch(text[start:line_end]) is not None


def _items_in(
    ctx: CheckContext, view: ClaimView, node: ListNode, start: int, stop: int
) -> list[int]:
    """The items of ``node`` that the answer's text from ``start`` to ``stop`` names, in the
    order it names them."""
    index = ctx.index
    members = set(node.items)
    found: list[tuple[int, int]] = []
    anchors_of(ctx, view)  # (fills the answer's anchors)
    for a in ctx.anchor_lists.get("*", []):
        if start <= a.start and a.end <= stop:
            rid = _unique_item(index, index.leaves[a.leaf], members)
            if rid is not None:
                found.append((a.start, rid))
    for other in ctx.answer.claims:
        if other.claim.end <= start or other.claim.start >= stop:
            continue
        for v in other.values:
            if v.kind != "date" or not start <= v.start < stop:
                continue
            days = v.days or ((v.day,) if v.day is not None else ())
            holders = {
                rid
                for day in days
                for leaf in index.on_day(day) + index.on_monthday(day.month, day.day)
                if (rid := _unique_item(index, leaf, members)) is not None
                and (
                    v.monthday
                    or leaf.when is None
                    or leaf.when.day is None
                    or leaf.when.day.year == day.year
                )
            }
            if len(holders) == 1:
                found.append((v.start, holders.pop()))
    return [rid for _, rid in sorted(found)]


def _unique_item(index: EvidenceIndex, leaf: Leaf, members: set[int]) -> int | None:
    """The item of the list ``members`` that holds ``leaf``, when no other item of it holds
    the same value under that key."""
    rid = leaf.record
    while rid is not None and rid not in members:
        rid = index.records[rid].parent
    if rid is None:
        return None
    same = 0
    for other in members:
        peer = index.records[other].field_leaf(index, leaf.key)
        if peer is not None and peer.folded == leaf.folded:
            same += 1
    return rid if same <= 1 else None


def _partition_of(ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode) -> bool:
    """Whether the count is the rest of the list once the other counts of its sentence bound
    to it are taken out, each of them held by a subset of the list ("two refunds and three
    fees" of five, the refunds by their ``type``): the list less those is its witness."""
    words = ctx.answer.words
    parts: list[int] = []
    for other in ctx.answer.claims:
        if other.sentence != view.sentence:
            continue
        for c in count_claims(other, words):
            if c.value.start == claim.value.start or c.whole is not None:
                continue
            lists, _ = _bound_lists(ctx.index, c)
            if not any(n.id == node.id or n.path == node.path for n in lists):
                continue
            if _verdict(ctx, other, c, node)[0] != "verified":
                return False  # a part no subset holds: nothing to take out
            parts.append(c.n)
    return bool(parts) and claim.n + sum(parts) == node.length


def _resolve_pronoun(ctx: CheckContext, view: ClaimView, claim: CountClaim) -> bool | None:
    """A count of a pronoun ("3 of them", "3 de ellas", "其中3个") counts the noun an earlier
    count of the answer named, out of that count when it gives no whole of its own. None
    when the count names its own noun; False when no earlier count says what it counts."""
    words = ctx.answer.words
    if not words.pronouns:
        return None
    noun = (claim.value.noun or "").casefold()
    # ("of these, 3 …": a comma may part the pronoun from the number)
    before = view.claim.text[: claim.value.start - view.claim.start].casefold().rstrip(" ,，")
    if _HAN.search(before[-1:] or " ") is None and _HAN.search(before.rstrip(" *")[-1:] or " "):
        before = before.rstrip(" *")  # ("其中 **3 次**": the bold opens at the number)
    named_by_pronoun = noun in words.pronouns or bool(claim.terms & words.pronouns)
    if not named_by_pronoun and not any(before.endswith(p) for p in words.pronouns):
        return None
    claims = ctx.answer.claims
    at = next((k for k, c in enumerate(claims) if c.id == view.id), None)
    # "इनमें से 3 खसरे": a noun of its own after the number still says what is counted
    own_noun = not named_by_pronoun and len(noun) > 1 and noun not in words.pronouns
    unresolved = None if own_noun else False
    if at is None:
        return unresolved
    # the noun is named earlier in the same claim ("7 complaints, of which 5 ...") or in
    # one of the two claims before it
    for prev in (view, *reversed(claims[max(0, at - 2) : at])):
        named = [
            c
            for c in count_claims(prev, words)
            if (c.value.noun or "").casefold() not in words.pronouns
            and c.terms
            and (prev is not view or c.value.end <= claim.value.start)
        ]
        if named:
            ante = named[-1]
            claim.terms = set(ante.terms)
            if not own_noun:
                claim.antecedent = ante.value.noun
            if claim.whole is None and ante.n > claim.n:
                claim.whole = ante.n
            return True
    # further back, past lines that count nothing of their own ("- **A** – 2"): the latest
    # count a list verified of more things than the part ("6 sessions across 4 vans ... 5
    # of them")
    for prev in reversed(claims[max(0, at - _REST_REACH) : max(0, at - 2)]):
        held = ctx.settled.get(prev.id, {})
        wholes = [
            c
            for c in count_claims(prev, words)
            if (c.value.noun or "").casefold() not in words.pronouns
            and c.terms
            and c.n > claim.n
            and held.get(c.index) == "verified"
            and _bound_lists(ctx.index, c)[0]
        ]
        if wholes:
            ante = wholes[-1]
            claim.terms = set(ante.terms)
            if not own_noun:
                claim.antecedent = ante.value.noun
            if claim.whole is None:
                claim.whole = ante.n
            return True
    return unresolved


_MAX_PARTS = 10
_REST_REACH = 12  # claims back from a count of the rest to the whole it is the rest of


def _rest_count(ctx: CheckContext, view: ClaimView, claim: CountClaim, out: Outcome) -> bool:
    """Settle a count of the rest ("9 e-mails; 3 need you ... the other 5 are newsletters")
    against the whole an earlier count of the answer states, less the parts the answer
    counted in between: the rest is the whole less some of those parts. The whole is the
    length of the list the count names (the witness), or an output figure the count is
    held to (``enrolled: 24``) when the answer went through the items of a list of that
    output before ("4 absent: A, B ... besides them C and D"): then the rest may also be the
    whole less that list. No whole or no part: nothing to settle. True when the rest adds up
    with the answer's own figures alone ("15 of 40 crates, 25 still due"), whatever the
    outputs hold."""
    words = ctx.answer.words
    index = ctx.index
    claims = ctx.answer.claims
    at = next((k for k, c in enumerate(claims) if c.id == view.id), None)
    if at is None:
        return False
    parts: list[int] = []
    found: tuple[int, ListNode | Leaf, int] | None = None  # the whole, its witness, where
    first: tuple[tuple[int, ListNode | Leaf, int], list[int]] | None = None
    for prev in (view, *reversed(claims[max(0, at - _REST_REACH) : at])):
        counts = {id(c.value): c for c in count_claims(prev, words) if not c.times}
        # every whole number the answer states counts as a part ("Four are late: 1 lost,
        # the remaining 3 delayed" names no noun after "Four"), a count of a list as a whole
        for v in reversed(prev.values):
            if prev is view and v.end > claim.value.start:
                continue
            c = counts.get(id(v))
            n = c.n if c is not None else _whole_number(v)
            if n is None:
                continue
            whole = c.whole if c is not None and c.whole is not None else n
            # (what is left with a noun of its own is of a whole of that noun: "you qualify
            # for 3 of the 6; 3 documents are missing" is no rest of the grants)
            unlike = (
                claim.left
                and not claim.bare
                and _written_after(view, claim.value)
                and c is not None
                and not (c.terms & claim.terms) - GENERIC_CONCEPTS
            )
            if whole > claim.n and c is not None and not c.rest and not unlike:
                lists, _ = _bound_lists(index, c)
                witness: ListNode | Leaf | None
                witness = next((n for n in lists if _is_whole(index, n, whole)), None)
                if witness is None and c.whole is None:
                    witness = _figure_of(ctx, prev, c)
                if witness is not None:
                    if c.whole is not None:
                        parts.append(c.n)  # "3 of the 9 need you": the whole and a part
                    if not claim.left or whole - claim.n in _part_sums(parts):
                        found = whole, witness, v.end
                        break
                    # what is left need not be of the nearest larger count, which may be a
                    # part itself ("6 sessions ... 4 used, 2 left"): one is kept for want of
                    # a whole that adds up further back
                    # (the nearest with parts counted after it: "10 swims ... 7 used, 4 left"
                    # is held to the 10 less the 7, not to the 7; and of the left count's own
                    # noun, when it has one: "4 attempts left" is no rest of "6 seats")
                    kin = claim.bare or bool((c.terms & claim.terms) - GENERIC_CONCEPTS)
                    if kin and (first is None or (not first[1] and parts)):
                        first = (whole, witness, v.end), list(parts)
                    if c.whole is not None:
                        parts.pop()
            if whole > claim.n and whole - claim.n in _part_sums(parts) and not unlike:
                return True  # the rest of a part ("5 open: 2 urgent, the other 3"): it adds up
            if c is not None and c.whole is not None and c.whole - c.n == claim.n and not unlike:
                return True  # "15 of 40 crates, 25 still due": the rest of that whole
            parts.append(n)
        if found is not None:
            break
    if found is None and first is not None:
        found, parts = first
    if found is None:
        _rest_of_lines(ctx, view, claim, out)
        return False
    whole, witness, since = found
    parts = [p for p in parts if 0 < p < whole]
    later = [
        n
        for c in claims
        if c.sentence == view.sentence
        for v in c.values
        if v.start > claim.value.end and (n := _whole_number(v)) is not None and 0 < n < whole
    ]
    if later and claim.n + sum(later) in {whole - s for s in _part_sums(parts)}:
        # "5 applied: 1 hired, 3 still being considered, and 1 turned down": the parts named
        # after it too add up to the whole, so it is one part of an enumeration, no rest
        return True
    gone = {whole - p for p in _part_sums(parts)}
    if claim.n not in gone and _rest_of_a_larger_whole(claims, at, claim.n, whole):
        return True  # "14 queued ... 3 of the first 10 ... the other 4": 14 less those 10
    if isinstance(witness, Leaf):
        # a figure, not a list: the items the answer went through may be a list's
        anchors_of(ctx, view)  # (fills the answer's anchors)
        went = [
            node.length
            for node in _lists_gone_through(ctx, witness, since, claim.value.start)
            if node.length < whole
        ]
        if not went and not (claim.left and parts):
            return False
        if went:
            gone |= {whole - length for length in went}
            expected = whole - max(went)
        else:
            # "6 sessions: 4 used, 2 left": what is left is the figure less the parts the
            # answer counted, and no sum of them leaves anything else
            expected = whole - sum(parts) if sum(parts) < whole else whole - parts[0]
    elif not parts:
        return False
    else:
        expected = whole - sum(parts) if sum(parts) < whole else whole - parts[0]
    if isinstance(witness, ListNode):
        # "3 of the 12 failed:" and a table of those 3 and one more, then "the other 8 passed":
        # the rest is of the rows the answer went through, each naming one item
        rows = _rows_between(ctx, view, witness, since, claim.value.start)
        if 0 < rows < whole:
            gone.add(whole - rows)
        # "2 of the 9 are late, and C-4 is close; the other 6 are fine": the rest may be
        # of every item the answer has named since, more than the parts it counted
        named = _items_written(ctx, witness, since, claim.value.start)
        if max(parts, default=0) < named < whole:
            gone.add(whole - named)
    if claim.n in gone:
        where = witness.pointer or "/"
        how = f"{whole} at {where} less {whole - claim.n} counted before"
        _verified(out, claim, _receipt_of(index, witness), where, how)
        return False
    if isinstance(witness, ListNode) and any(
        sub.pinned and sub.own and sub.n - s == claim.n
        for sub in _subsets(ctx, view, claim, witness)
        for s in _part_sums(parts)
    ):
        # "of the 5, 1 is late; the other 2 open ones are on time": the rest of the items in
        # the state the clause names (3 open), less the parts counted before
        return False
    if isinstance(witness, ListNode) and _closed_enumeration(ctx, view, claim, witness) == claim.n:
        # "the other two (A and B's second one) are not due yet": the answer names them
        where = witness.pointer or "/"
        how = f"the {claim.n} items of {where} the answer names after it"
        _verified(out, claim, _receipt(index, witness), where, how)
        return False
    if isinstance(witness, ListNode):
        where = witness.pointer or "/"
        counted = " + ".join(map(str, reversed(parts)))
        _list_mismatch(
            ctx,
            view,
            claim,
            witness,
            f"returned {whole} at {where}, and the answer counted {counted} of them before",
            expected,
            f"the rest of {whole}: {expected}",
            out,
        )
        return False
    out.settled[claim.index] = "contradicted"
    out.findings.append(
        _figure_finding(
            ctx,
            view,
            claim,
            f"the answer says {claim.n} are the rest ({quote(_as_written(claim), 40)}), but "
            f"{_tool_of(index, witness)} returned {whole} at {witness.pointer}, and the items "
            f"the answer went through before leave {expected}",
            witness,
            expected,
            f"the rest of {whole}: {expected}",
        )
    )
    return False


def _left_of_whole(ctx: CheckContext, view: ClaimView, claim: CountClaim, out: Outcome) -> bool:
    """Settle what is said to be left of a whole the claim states ("te quedan 4 de las 8",
    "4 sessions left of the 8") by the record that holds that whole beside what is left of
    it (``sessions_total: 8``, ``sessions_remaining: 3``) or, else, what is used of it
    (``sessions_used: 5``): the figure left, or the whole less the figure used, is the
    witness. False (not settled here) when the count is not marked as left or no record
    holds the whole so."""
    words = ctx.answer.words
    if claim.whole is None or not _rest_marked(view, claim.value, words, left=True):
        return False
    index = ctx.index
    for leaf in index.leaves:
        if (
            leaf.source != "output"
            or leaf.record is None
            or leaf.number != claim.whole
            or isinstance(leaf.raw, bool)
        ):
            continue
        siblings = [
            index.leaves[lid]
            for lid in index.records[leaf.record].leaves
            if lid != leaf.id
            and (other := index.leaves[lid]).number is not None
            and not isinstance(other.raw, bool)
        ]
        left = [x for x in siblings if set(key_words(x.key)) & _LEFT_KEY_WORDS]
        used = [x for x in siblings if set(key_words(x.key)) & _USED_KEY_WORDS]
        if len(left) == 1:
            witness, expected = left[0], int(left[0].number or 0)
        elif len(used) == 1 and 0 <= (used[0].number or 0) <= claim.whole:
            witness, expected = used[0], int(claim.whole - (used[0].number or 0))
        else:
            continue
        if expected == claim.n:
            out.settled[claim.index] = "verified"
            return True
        out.settled[claim.index] = "contradicted"
        out.findings.append(
            _figure_finding(
                ctx,
                view,
                claim,
                f"the answer says {claim.n} of {claim.whole} are left "
                f"({quote(_as_written(claim), 40)}), but {_tool_of(index, witness)} returned "
                f"{witness.pointer} = {witness.raw} beside {leaf.pointer} = {leaf.raw}",
                witness,
                expected,
                f"{expected} left",
            )
        )
        return True
    return False


def _left_of_dated_record(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, out: Outcome
) -> bool:
    """A count of places left ("quedan 6 plazas", "2 seats left") in a sentence that names
    one day, where one item of an output list holds that day and a field of free places
    (``spots_left``, ``seats_available``): that field settles the count, and witnesses it
    when it differs. Several items on that day, or none: not settled here."""
    index = ctx.index
    if not ctx.answer.words.concepts_in(claim.value.noun or "") & {"seat", "capacity", "slot"}:
        return False  # ("quedan 4 con entradas": sessions left, not places of one)
    days = {(v.day.month, v.day.day) for v in view.values if v.kind == "date" and v.day is not None}
    if len(days) != 1 or _stance_of(view, claim, ctx.answer.words) & _HEDGED:
        return False
    ((month, day),) = days
    items = {
        rid
        for leaf in index.on_monthday(month, day)
        if leaf.source == "output" and (rid := list_item_of(index, leaf.record)) is not None
    }
    if len(items) != 1:
        return False
    (item,) = items
    fields = [
        leaf
        for leaf in index.subtree_leaves(item, depth=1)
        if leaf.number is not None
        and not isinstance(leaf.raw, bool)
        and set(key_words(leaf.key)) & _FREE_PLACE_WORDS
        and key_unit(leaf.key) is None
    ]
    if len(fields) != 1:
        return False
    leaf = fields[0]
    expected = int(leaf.number or 0)
    if expected == claim.n:
        how = f"{leaf.pointer} = {expected}"
        _verified(out, claim, _receipt_of(index, leaf), leaf.pointer, how)
        return True
    out.settled[claim.index] = "contradicted"
    out.findings.append(
        _figure_finding(
            ctx,
            view,
            claim,
            f"the answer says {claim.n} ({quote(_as_written(claim), 40)}) are left, but "
            f"{_tool_of(index, leaf)} returned {leaf.pointer} = {expected} for that day",
            leaf,
            expected,
            "the places left on the day the claim names",
        )
    )
    return True


def _figure_finding(
    ctx: CheckContext,
    view: ClaimView,
    claim: CountClaim,
    message: str,
    witness: Leaf,
    expected: int,
    note: str,
) -> Finding:
    """The count_mismatch an output figure witnesses (a total, what is left of one)."""
    return make_finding(
        "count_mismatch",
        view,
        message,
        reason="count_not_in_list",
        expected=expected,
        found=claim.n,
        witness=witness_of(ctx.index, witness, "total", note=note),
    )


# the words of a key that count what is left of a whole, and what is used of it
_LEFT_KEY_WORDS = frozenset({"remaining", "left", "available", "unused"})
_USED_KEY_WORDS = frozenset({"used", "taken", "consumed", "redeemed", "attended", "completed"})


def _rest_of_a_larger_whole(claims: Sequence[ClaimView], at: int, n: int, nearer: int) -> bool:
    """Whether a whole number the answer stated further back, larger than the nearer whole,
    leaves ``n`` once that nearer whole is taken out: the rest of the bigger whole (the
    items past the page the answer went through)."""
    for prev in claims[max(0, at - _REST_REACH) : at]:
        for v in prev.values:
            whole = _whole_number(v)
            if whole is not None and whole > nearer and whole - nearer == n:
                return True
    return False


def _rest_of_lines(ctx: CheckContext, view: ClaimView, claim: CountClaim, out: Outcome) -> None:
    """Settle a count of the rest when no whole is stated but the answer went through items
    of the list the count names as list lines just above it ("these did not come:" and a
    bullet per item, then "the other 7 came"): the rest is the list's length less those
    lines. Most of the lines must name an item of that list, and two of them at least; a
    line naming nothing (an item in other words) still counts as one."""
    index = ctx.index
    if claim.whole is not None:
        return
    lists, _ = _bound_lists(index, claim)
    if len(lists) > 1:
        return
    lines = _lines_above(ctx, claim)
    if len(lines) < 2:
        return
    if not lists:
        _rest_of_sibling(ctx, view, claim, lines, out)
        return
    node = lists[0]
    if any(t > node.length for t in _totals(index, node)):
        return  # a page of a longer list: its rest is not told by the page
    named = [set(_items_in(ctx, view, node, a, b)) for a, b in lines]
    items = set().union(*named)
    if not items:
        # the lines went through another list ("still owing: ..., the other 6 have paid"
        # beside ``paid`` and ``unpaid``): the count's list may be its counterpart
        _rest_of_sibling(ctx, view, claim, lines, out)
        return
    if len(lines) >= node.length:
        return
    if len(items) < 2 or 2 * sum(1 for n in named if n) <= len(lines):
        return
    if any(len(n) > 1 for n in named):
        return  # a line naming two items is not one item a line
    expected = node.length - len(lines)
    _settle_rest(
        ctx,
        view,
        claim,
        node,
        expected,
        f"{node.length} at {{where}} less the {len(lines)} listed before",
        f"returned {node.length} at {{where}}, and the answer listed {len(lines)} of them before",
        f"the rest of {node.length}: {expected}",
        out,
    )


def _settle_rest(
    ctx: CheckContext,
    view: ClaimView,
    claim: CountClaim,
    node: ListNode,
    expected: int,
    how: str,
    returned: str,
    note: str,
    out: Outcome,
) -> None:
    """Settle a count of the rest against ``node``: verified when it is ``expected`` (told
    ``how``), else contradicted with ``node`` the witness; ``{where}`` in ``how`` and
    ``returned`` is the list's pointer."""
    where = node.pointer or "/"
    if claim.n == expected:
        _verified(out, claim, _receipt(ctx.index, node), where, how.format(where=where))
        return
    _list_mismatch(ctx, view, claim, node, returned.format(where=where), expected, note, out)


def _worked_from_its_fields(ctx: CheckContext, claim: CountClaim, whole: bool = False) -> bool:
    """Whether the count (``whole``: the whole it is a part of) is the sum or the difference
    of two output fields of one record that both count the claim's noun (a key word of each
    is the noun: "6 classes" beside ``classes_total: 10`` and ``classes_remaining: 4``)."""
    target = claim.whole_value if whole else claim.value
    noun = (target.noun if target is not None else None) or claim.value.noun
    if not noun or target is None or target.stated is None:
        return False
    want = stem(noun.casefold())
    by_record: dict[int, list[Decimal]] = {}
    for leaf in ctx.index.leaves:
        if leaf.source != "output" or leaf.number is None or leaf.record is None:
            continue
        if want in {stem(w.casefold()) for w in key_words(leaf.key)}:
            by_record.setdefault(leaf.record, []).append(leaf.number)
    n = target.stated.value
    return any(
        a + b == n or abs(a - b) == n
        for numbers in by_record.values()
        for a, b in itertools.combinations(numbers, 2)
    )


def _summed_anywhere(index: EvidenceIndex, n: int) -> bool:
    """Whether ``n`` is the sum of one field over the items of an output list."""
    return any(
        total == n for node in _output_lists(index) for total, _, _ in _part_totals(index, node)
    )


def _whole_before(view: ClaimView, n: int, before: int) -> bool:
    """Whether the claim states the whole number ``n`` before ``before``."""
    return any(v.end <= before and _whole_number(v) == n for v in view.values)


def _items_written(ctx: CheckContext, node: ListNode, start: int, stop: int) -> int:
    """How many items of ``node`` the answer's text from ``start`` to ``stop`` names by a
    string of theirs written out whole (an id, a name of three characters or more), each
    string that of one item only."""
    index = ctx.index
    span = ctx.answer.text[start:stop].casefold()
    owners: dict[str, set[int]] = {}
    for rid in node.items:
        for lid in index.records[rid].leaves:
            raw = index.leaves[lid].raw
            if isinstance(raw, str) and len(raw.strip()) >= 3:
                owners.setdefault(raw.strip().casefold(), set()).add(rid)
    found: set[int] = set()
    for text, items in owners.items():
        if len(items) == 1 and re.search(rf"(?<!\w){re.escape(text)}(?!\w)", span):
            found |= items
    return len(found)


def _rows_between(ctx: CheckContext, view: ClaimView, node: ListNode, start: int, stop: int) -> int:
    """How many rows of a markdown table between ``start`` and ``stop`` of the answer name
    one item of ``node`` each, all of them distinct; 0 when any row names none or two."""
    text = ctx.answer.text
    seen: set[int] = set()
    rows = 0
    for m in _TABLE_ROW.finditer(text, start, stop):
        if _TABLE_RULE.fullmatch(m.group().strip()):
            continue
        items = set(_items_in(ctx, view, node, m.start(), m.end()))
        if not items:
            if rows:
                return 0
            continue  # the header
        if len(items) > 1 or items & seen:
            return 0
        seen |= items
        rows += 1
    return rows


_TABLE_ROW = regex_cache.compile(r"(?m)^[ \t]*\|.*\|[ \t]*$")
_TABLE_RULE = regex_cache.compile(r"\|?(?:\s*:?-{2,}:?\s*\|)+\s*:?-*:?\s*")


def _lines_above(ctx: CheckContext, claim: CountClaim) -> list[tuple[int, int]]:
    """The list lines ("- ...", "1. ...") right above the count's line, up to a blank line
    or a line of another kind, nearest first."""
    text = ctx.answer.text[: ctx.answer.body_end]
    at = text.rfind("\n", 0, claim.value.start)
    lines: list[tuple[int, int]] = []
    while at > 0:
        start = text.rfind("\n", 0, at) + 1
        line = text[start:at]
        if not line.strip():
            if lines:
                break  # the blank line above the list ends it
        elif _BULLET_LINE.match(line):
            lines.append((start, at))
        else:
            break
        at = start - 1
    return lines


def _rest_of_sibling(
    ctx: CheckContext,
    view: ClaimView,
    claim: CountClaim,
    lines: list[tuple[int, int]],
    out: Outcome,
) -> None:
    """Settle a count of the rest whose noun names no list ("the other 9 members paid")
    after ``lines`` that went through every item of one list (those who did not pay), where
    the record holding that list holds one other list, its counterpart (those who paid):
    the rest are that list's items, and it is the witness."""
    index = ctx.index
    gone_through = [
        node
        for node in _output_lists(index)
        if node.length == len(lines) and _one_item_a_line(ctx, view, node, lines)
    ]
    if len(gone_through) != 1 or gone_through[0].parent is None:
        return
    listed = gone_through[0]
    others = [
        node
        for node in _output_lists(index)
        if node.parent == listed.parent and node.id != listed.id and node.items
    ]
    if len(others) != 1 or not _keys_shared(index, listed, others[0]):
        return
    node = others[0]
    where = node.pointer or "/"
    _settle_rest(
        ctx,
        view,
        claim,
        node,
        node.length,
        f"{node.length} at {{where}}, beside the {len(lines)} at {listed.pointer} listed before",
        f"returned {node.length} at {{where}}, beside the {len(lines)} at {listed.pointer} the "
        "answer listed before",
        f"the rest: the {node.length} at {where}",
        out,
    )


def _one_item_a_line(
    ctx: CheckContext, view: ClaimView, node: ListNode, lines: list[tuple[int, int]]
) -> bool:
    """Whether each line names one item of ``node``, and no two lines the same one."""
    seen: set[int] = set()
    for a, b in lines:
        named = _items_in(ctx, view, node, a, b)
        if len(named) != 1:
            return False
        seen.add(named[0])
    return len(seen) == len(lines)


def _keys_shared(index: EvidenceIndex, a: ListNode, b: ListNode) -> bool:
    """Whether the items of two lists are of one kind: they share a key of a name or an id."""

    def keys(node: ListNode) -> set[str]:
        return {
            index.leaves[lid].key
            for rid in node.items
            for lid in index.records[rid].leaves
            if isinstance(index.leaves[lid].raw, str)
        }

    return bool(keys(a) & keys(b))


def _figure_of(ctx: CheckContext, prev: ClaimView, c: CountClaim) -> Leaf | None:
    """The output figure a count is held to ("24 children" and ``enrolled: 24``), if any."""
    index = ctx.index
    leaf_ids = ctx.matched.get(prev.id, {}).get(c.index, [])
    figures = [
        leaf
        for lid in leaf_ids
        if (leaf := index.leaves[lid]).source == "output"
        and leaf.text is None
        and leaf.number == c.n
    ]
    if _held_as_count(ctx, prev, c, leaf_ids) and figures:
        return figures[0]
    # the one figure the values check read it as, outside any list's items
    if len(figures) == 1 and (figures[0].record is None or not _in_list(index, figures[0].record)):
        return figures[0]
    return None


def _lists_gone_through(ctx: CheckContext, figure: Leaf, start: int, end: int) -> list[ListNode]:
    """The lists of the figure's output whose items the answer names between ``start`` and
    ``end`` (two of them or more: it went through that list)."""
    index = ctx.index
    named: Counter[int] = Counter()
    seen: set[int] = set()
    for a in ctx.anchor_lists.get("*", []):
        leaf = index.leaves[a.leaf]
        if not (start <= a.start and a.end <= end) or leaf.record is None:
            continue
        record = index.records[leaf.record]
        if record.list_id is None or record.id in seen or leaf.call != figure.call:
            continue
        seen.add(record.id)
        named[record.list_id] += 1
    return [index.lists[lid] for lid, k in named.items() if k >= 2]


# how many items and of how long a list a count's figure may be summed over: a bound on the
# subsets tried (at most C(24, 4) = 10,626 sums, on the rare path of a count found wrong)
_MAX_SUMMED = 4
_MAX_SUMMED_LIST = 24


def _sum_of_n_items(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode
) -> str | None:
    """How the claim's sum of money ("the two come to $42,500", "2 están sin pagar, en total
    1.454,47 €", "两笔合计 4.25 万") is the sum of one field over exactly ``claim.n`` items of
    ``node`` that the answer names each (by a name or id no other item holds), or None.
    Such a count is of the items summed and named, not of the list."""
    n = claim.n
    if not 2 <= n <= _MAX_SUMMED or n >= node.length or node.length > _MAX_SUMMED_LIST:
        return None
    index = ctx.index
    figures = [
        stated
        for v in view.values
        if v is not claim.value and (stated := v.stated) is not None and stated.kind == "money"
    ]
    if not figures:
        return None
    # each item's strings (what the answer may name it by) and numeric fields, in one pass
    strings: Counter[str] = Counter()
    items: list[tuple[set[str], list[Leaf]]] = []
    for rid in node.items:
        leaves = [index.leaves[lid] for lid in index.records[rid].leaves]
        mine = {x.raw.casefold() for x in leaves if isinstance(x.raw, str) and len(x.raw) > 2}
        strings.update(mine)
        items.append(
            (mine, [x for x in leaves if x.number is not None and x.key and x.kind == "number"])
        )
    answer = ctx.answer.text.casefold()
    columns: dict[str, list[Decimal]] = {}
    for mine, numeric in items:
        if any(strings[x] == 1 and x in answer for x in mine):
            for leaf in numeric:
                columns.setdefault(leaf.key, []).append(leaf.number or Decimal(0))
    for key, numbers in columns.items():
        for stated in figures:
            for subset in combinations(numbers, n):
                if same(stated, sum(subset, Decimal(0)), key=key) in ("equal", "minor units"):
                    what = " + ".join(map(str, subset))
                    return (
                        f"{n} items of {node.pointer or '/'} named, whose {key} sum to it ({what})"
                    )
    return None


def _moved_by_its_record(
    index: EvidenceIndex, view: ClaimView, claim: CountClaim, leaf: Leaf
) -> str | None:
    """How a count foretold in the claim ("will be", "हो जाएगा", "quedará", "将变为") is
    ``leaf``'s figure plus or less another whole figure of its own record, or None."""
    if "future" not in view.stance or leaf.record is None or leaf.number is None:
        return None
    for lid in index.records[leaf.record].leaves:
        other = index.leaves[lid]
        if other.id == leaf.id or other.number is None or other.kind == "bool" or not other.number:
            continue
        if other.number != other.number.to_integral_value() or key_unit(other.key) is not None:
            continue
        for sign, total in (("+", leaf.number + other.number), ("-", leaf.number - other.number)):
            if total == claim.n:
                return f"{leaf.pointer} {sign} {other.pointer}"
    return None


def _verified(out: Outcome, claim: CountClaim, receipt: str | None, where: str, how: str) -> None:
    """Settle the count as verified, with the list (or figure) at ``where`` as evidence."""
    out.settled[claim.index] = "verified"
    out.evidence.append(
        Evidence(receipt_id=receipt, field=where, value=claim.n, source="derived", derivation=how)
    )


def _receipt_of(index: EvidenceIndex, witness: ListNode | Leaf) -> str | None:
    if isinstance(witness, ListNode):
        return _receipt(index, witness)
    call = index.call_of(witness)
    return call.receipt_id if call is not None else None


def _tool_of(index: EvidenceIndex, leaf: Leaf) -> str:
    call = index.call_of(leaf)
    return call.call.tool if call is not None else "a tool"


def _whole_number(v: Value) -> int | None:
    """A whole number the answer states as such (not a year, an estimate or a measure)."""
    if v.kind != "number" or v.stated is None or v.stated.approx or v.year_like:
        return None
    n = v.stated.value
    if n != n.to_integral_value() or not 0 < n <= _MAX_COUNT or unit_of_word(v.noun):
        return None
    return int(n)


def _part_sums(parts: list[int]) -> set[int]:
    """The sums of any of the parts (some may be parts of the others), the nearest first."""
    sums: set[int] = set()
    for p in parts[:_MAX_PARTS]:
        sums |= {p} | {p + s for s in sums}
    return sums


def _as_written(claim: CountClaim) -> str:
    return claim.value.text + " " + (claim.value.noun or "")


# the languages whose qualifiers of a counted noun come before its number
_QUALIFIER_FIRST = frozenset({"hi"})


def _field_count(ctx: CheckContext, view: ClaimView, claim: CountClaim, out: Outcome) -> None:
    """Settle a count no list settled against the output figures that count what its clause
    names: a whole number outside any list under a key every known word of which the clause
    names, by a stem or a concept ("the other 7 are approved" and ``summary.approved: 4``;
    "36 instalments paid" and ``emis_paid: 34``). One such figure equal to the count
    verifies it; figures of one value, all different from it, contradict it."""
    index = ctx.index
    if _part_and_whole_held(index, claim):
        out.settled[claim.index] = "verified"
        return
    words = ctx.answer.words
    own, named, noun, said_states = _clause_named(view, claim, words)
    # ("covers 5 rooms" and ``room_count: 6``; not "1 of the 2 hits" and ``total_hits: 2``,
    # nor "10 instalments: 9 of €74 and one of €80" and ``installments_total: 12``)
    alone = (
        claim.whole is None
        and not (claim.rest or claim.left or claim.extra or claim.times)
        and len(count_claims(view, words)) == 1
        # (a state or a denial narrows what it counts: "4 customers have not come yet")
        and not said_states
        and not (words.negation is not None and words.negation.search(own.lower()))
    )
    figures: list[Leaf] = []
    parts: list[Leaf] = []  # of any size: the figures of states said together
    own_figures: list[Leaf] = []  # a figure of the one item the claim names
    for leaf in index.leaves:
        number = leaf.number
        if leaf.source != "output" or number is None or not leaf.key or leaf.kind == "bool":
            continue
        if number != number.to_integral_value() or not 0 <= number <= _MAX_COUNT:
            continue
        if claim.whole is not None and number == claim.whole and number != claim.n:
            continue  # (the whole the count is part of: "14 of the 20 sown", ``sown: 20``)
        if leaf.record is not None and _in_list(index, leaf.record):
            continue  # an item's figure: the lists settle counts of items
        if (
            alone
            and leaf.record is not None
            and leaf.span is None
            and _key_is_noun(leaf.key, noun)
            and _within_item(index, leaf.record)
        ):
            own_figures.append(leaf)  # (a figure nested in an item is that item's: below)
            continue
        if leaf.span is not None:
            continue  # a number inside a text ("8%–14% by design"): no field that counts
        if key_unit(leaf.key) is not None:
            continue  # ``amount_cents``, ``tenure_months``: a measure, not a count
        if not _key_named(leaf.key, named, noun, alone):
            continue
        parts.append(leaf)
        if abs(number - claim.n) > max(2, claim.n / 2) and number != claim.n:
            continue  # "12 waiters" and ``guests: 180``: a figure of another thing
        figures.append(leaf)
    if len(said_states) >= 2 and _states_total(index, parts) == claim.n:
        # "45 of the parcels are out (delivered or in transit)" and ``delivered: 31``,
        # ``in_transit: 14``: the count of the states the clause names together
        out.settled[claim.index] = "verified"
        return
    if not figures and own_figures:
        # "a 4-burner stove" and that item's ``specs.burners: 5``: the item the claim names
        # counts its own parts under the noun's key
        named_items = _items_named(ctx, view)
        figures = [leaf for leaf in own_figures if list_item_of(index, leaf.record) in named_items]
        if any(leaf.number == claim.n for leaf in figures):
            out.settled[claim.index] = "verified"
            return
        if len(figures) > 1:
            figures = []
    if not figures:
        # ("9 桶" with no noun: the bins its measure word counts are summed over the items)
        marked = (
            set(claim.terms) - GENERIC_CONCEPTS if not noun and _han_mark(view, claim) else noun
        )
        _field_sum(ctx, view, claim, named, marked, out)
        return
    if any(leaf.number == claim.n for leaf in figures):
        out.settled[claim.index] = "verified"
        return
    if len({leaf.number for leaf in figures}) != 1:
        return
    leaf = figures[0]
    expected = int(leaf.number or 0)
    if claim.extra and expected > claim.n:
        return  # "two extra copies" of ``copies: 3``: what comes on top of the first
    figures_stated = _sentence_figures(view, claim, everywhere=True)
    if expected in figures_stated and claim.n + expected in figures_stated:
        # "17 left of your 26 (9 done)" and ``completed: 9``: the sentence states that figure
        # beside the count as the other part of a whole it states, not as the count
        return
    if _names_its_items(ctx, view, claim):
        # "3 still to settle:" and the three records named one a line under it, each an item
        # of an output's list: the count is of the items it names, whatever a field of a
        # narrower state holds
        out.asserted = "count"
        return
    moved = _moved_by_its_record(index, view, claim, leaf)
    if moved is not None:
        # "once the pending 160 land, your balance will be 2,500 points" beside
        # ``balance: 2340, pending: 160``: a figure foretold after a change is the figure
        # now moved by another of its record, which the answer computed
        _verified(out, claim, _receipt_of(index, leaf), leaf.pointer, moved)
        return
    out.settled[claim.index] = "contradicted"
    out.findings.append(
        make_finding(
            "count_mismatch",
            view,
            f"the answer says {claim.n} ({quote(_as_written(claim), 40)}), but "
            f"{_tool_of(index, leaf)} returned {leaf.pointer} = {expected}",
            reason="count_not_in_list",
            expected=expected,
            found=claim.n,
            witness=witness_of(index, leaf, "total"),
        )
    )


_HYPHENED = regex_cache.compile(r"[^\W\d_]+(?:-[^\W\d_]+)+")


def _clause_named(
    view: ClaimView, claim: CountClaim, words: Words
) -> tuple[str, set[str], set[str], list[str]]:
    """The count's own clause, the terms it names the counted things by (what it says of
    them, not the noun alone), the noun's terms, and the states the clause names."""
    own = claim.value.text + " " + _own_clause(view, claim)
    if claim.label is not None:
        own = claim.value.text + " " + claim.label  # ("**Seedlings up:** 14 of the 20": which)
    elif (line_label := BOLD_LABEL.match(view.claim.text)) is not None and (
        words.concepts_in(line_label.group(1))
        & words.concepts_in(claim.value.noun or "") - GENERIC_CONCEPTS
    ):
        # ("**Participants:** 34 members": the line's label names what the count counts, as
        # its noun does, and says which figure of them it is)
        own = f"{own} {line_label.group(1)}"
    if view.claim.language in _QUALIFIER_FIRST:
        # "रिपोर्ट देने वाले 11 केंद्र": Hindi puts what it says of them before the number
        own = _lead_in(view, claim) + " " + own
    named = {stem(w) for w in _WORD.findall(own.lower())} | words.concepts_in(own)
    # (a compound written with a hyphen names a key that writes it whole: "sign-offs" and
    # ``instructor_signoffs``)
    named |= {stem(m.group().replace("-", "")) for m in _HYPHENED.finditer(own.lower())}
    # the counted noun alone names the thing, not a count of it ("16 instalments" and the
    # instalment's amount ``emi``): the key must be named by what the clause says of them
    noun = _noun_terms(claim.value.noun or "", words) - GENERIC_CONCEPTS
    named -= GENERIC_CONCEPTS | noun
    # a state the clause names in words of its own ("on the way" for ``in_transit``)
    said_states = states_named(words.language, own)
    named |= {stem(w) for state in said_states for w in state.split("_") if len(w) > 2}
    return own, named, noun, list(said_states)


def _figure_of_an_item_spoken_of(ctx: CheckContext, view: ClaimView, claim: CountClaim) -> bool:
    """Whether an item the answer speaks of (the one item of its list, or one this claim or
    the few before it name) holds the count under a key the count's clause names ("the
    waiting list has 4 people on it" and that course's ``waitlist_count: 4``)."""
    index = ctx.index
    words = ctx.answer.words
    _, named, noun, _ = _clause_named(view, claim, words)
    # (the sentence may name the field before the clause: "the waiting list is open, and 4
    # are on it")
    sentence = view.sentence_text.lower()
    named |= ({stem(w) for w in _WORD.findall(sentence)} | words.concepts_in(sentence)) - (
        GENERIC_CONCEPTS | noun
    )
    spoken: set[int | None] | None = None
    for leaf in index.leaves:
        if (
            leaf.source != "output"
            or leaf.number != claim.n
            or leaf.kind == "bool"
            or leaf.span is not None
            or leaf.record is None
            or not leaf.key
            or key_unit(leaf.key) is not None
            or "id" in key_words(leaf.key)
        ):
            continue
        item = list_item_of(index, leaf.record)
        keyed = [w for w in key_words(leaf.key) if w.casefold() not in _COUNT_KEY_WORDS]
        if item is None or not keyed or not _key_named("_".join(keyed), named, noun):
            continue  # (``waitlist_count``: the count is the number itself, its noun the rest)
        list_id = index.records[item].list_id
        if list_id is not None and index.lists[list_id].length == 1:
            return True
        if spoken is None:
            at = next((k for k, c in enumerate(ctx.answer.claims) if c.id == view.id), 0)
            spoken = set()
            for prev in ctx.answer.claims[max(0, at - 3) : at + 1]:
                spoken |= _items_named(ctx, prev)
        if item in spoken:
            return True
    return False


def _written_after(view: ClaimView, v: Value) -> bool:
    """Whether the value's noun stands right after the number ("3 documents")."""
    noun = (v.noun or "").casefold()
    rest = view.claim.text[v.end - view.claim.start :].lstrip(" *_").casefold()
    return bool(noun) and rest.startswith(noun)


def _counted_in_full_before(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode, out: Outcome
) -> bool:
    """Whether an earlier count of the claim's sentence gives the length of ``node`` and
    was verified so."""
    words = ctx.answer.words
    for prev in ctx.answer.claims:
        if prev.sentence != view.sentence or prev.claim.start > view.claim.start:
            continue
        held = out.settled if prev is view else ctx.settled.get(prev.id, {})
        for c in count_claims(prev, words):
            if (
                c.n == node.length
                and c.value.start < claim.value.start
                and held.get(c.index) == "verified"
            ):
                return True
    return False


def _names_its_items(ctx: CheckContext, view: ClaimView, claim: CountClaim) -> bool:
    """Whether the answer names, right after the count, as many distinct items of one
    output list as it counts (see `_items_enumerated`)."""
    return any(
        node.source == "output"
        and node.length >= claim.n
        and len(_items_enumerated(ctx, view, claim, node)) == claim.n
        for node in ctx.index.lists
    )


def _within_item(index: EvidenceIndex, rid: int) -> bool:
    """Whether record ``rid`` is nested in an item of a list (``specs`` of an order line)."""
    return list_item_of(index, rid) is not None


def _key_is_noun(key: str, noun: set[str]) -> bool:
    """Whether a key of one word is the counted noun itself (``burners`` for "4 burners")."""
    parts = key_words(key)
    return len(parts) == 1 and stem(parts[0]) in noun


def _states_total(index: EvidenceIndex, figures: list[Leaf]) -> int | None:
    """The sum of figures under different keys of one record (a breakdown by state), or
    None when they are not that."""
    records = {leaf.record for leaf in figures}
    keys = [leaf.key for leaf in figures]
    if len(figures) < 2 or len(records) != 1 or len(set(keys)) != len(keys):
        return None
    return int(sum(leaf.number or 0 for leaf in figures))


def _part_and_whole_held(index: EvidenceIndex, claim: CountClaim) -> bool:
    """Whether one output record holds both the part and the whole of "N of M" as fields of
    its own, the whole under a key of a total ("41 out of 50" and ``{"correct": 41,
    "total": 50}``): the record states it."""
    if claim.whole is None:
        return False
    for leaf in index.numbers_between(Decimal(claim.n), Decimal(claim.n)):
        if leaf.source != "output" or leaf.record is None or leaf.text is not None:
            continue
        for lid in index.records[leaf.record].leaves:
            other = index.leaves[lid]
            if (
                lid != leaf.id
                and other.text is None
                and other.number == claim.whole
                and (is_total_key(other.key) or "total" in key_words(other.key))
            ):
                return True
    return False


def _field_sum(
    ctx: CheckContext,
    view: ClaimView,
    claim: CountClaim,
    named: set[str],
    noun: set[str],
    out: Outcome,
) -> None:
    """Settle a count against a whole-number field every item of a list sets, summed over
    the items, when the count's clause names the field ("11 unread replies" and ``unread:
    4, 0, 7``): a sum of that size verifies it; one sum of another size contradicts it,
    unless the count is one item's figure. Witness: the list and the sum."""
    index = ctx.index
    found: list[tuple[int, str, ListNode, list[Decimal]]] = []
    for node in _output_lists(index):
        columns, _ = _item_fields(index, node)
        for total, how, key in _part_totals(index, node):
            if key not in {rel[1:] for rel in columns}:
                continue  # a list inside the items
            if _key_named(key, named | noun, noun):
                found.append((total, how, node, columns[f"/{key}"].numbers))
    if not found:
        return
    if any(total == claim.n for total, *_ in found):
        out.settled[claim.index] = "verified"
        return
    # only a total the clause says it is ("in all", "en total", "共") is held to the sum of
    # every item: a count of a part of the items ("8,343 of them") sums fewer
    text = view.claim.text.lower()
    at = max(0, claim.value.start - view.claim.start)
    begin = max((text.rfind(mark, 0, at) for mark in ".!?。！？"), default=-1) + 1
    if "total" not in ctx.answer.words.concepts_in(
        text[begin:at] + _own_clause(view, claim)
    ) and not _HAN_TOTAL.search(claim.before):
        return
    if len({total for total, *_ in found}) != 1 or any(
        Decimal(claim.n) <= max(numbers, default=Decimal(0)) for *_, numbers in found
    ):
        return
    total, how, node, _ = found[0]
    if abs(total - claim.n) > max(2, total / 4):
        return  # far from the sum: a part of the items (one month of two), or another thing
    if any(sub.pinned for sub in _subsets(ctx, view, claim, node)):
        return  # the clause names some of the items: their sum is not the whole list's
    if claim.n in _part_sums(_sentence_figures(view, claim)):
        return  # "7 and 12, so 19 in total on those two": the answer adds the parts it chose
    _list_mismatch(ctx, view, claim, node, f"sums to {total} ({how})", total, how, out)


# "共" right before a count says "in all" ("共 12 笔"); alone elsewhere it is no total (公共)
_HAN_TOTAL = regex_cache.compile(r"共(?:有|计|計)?\s*\Z")


def _sentence_figures(view: ClaimView, claim: CountClaim, everywhere: bool = False) -> list[int]:
    """The other whole numbers the claim's sentence states before the count (or anywhere)."""
    text = view.sentence_text
    before = text if everywhere else text[: max(0, claim.value.start - view.sentence[0])]
    return [int(m.group()) for m in _WHOLE.finditer(before) if int(m.group()) != claim.n]


# a whole number as written: not the first digits of a grouped one ("31" of "315,276") nor
# the digits of a code ("RC-2408-KX", "v4")
_WHOLE = regex_cache.compile(r"(?<![\d.,A-Za-z])(?<![A-Za-z]-)\d{1,6}(?!\d)(?![.,]\d)(?!-[A-Za-z])")


def _key_named(key: str, named: set[str], noun: set[str], alone: bool = False) -> bool:
    """Whether a clause names a key: some word of it by what it says of the counted things,
    and every word of it the lexicons know (a word of no concept, "emis", names nothing
    either way) by that or by the counted noun (``lessons_done``), by a stem or a concept.
    With ``alone`` (the count is the claim's only one, of no whole), a key that says it
    counts the noun is named by the noun itself."""
    parts = key_words(key)
    lowered = {w.casefold() for w in parts}
    if alone and len(parts) == 2 and lowered & _COUNT_KEY_WORDS:
        # ``room_count``, ``num_guests``: the key says it counts the noun, which the noun
        # alone then names
        other = next(iter(lowered - _COUNT_KEY_WORDS), "")
        concepts = key_concepts(other) - GENERIC_CONCEPTS
        return bool(other) and (stem(other) in noun or bool(concepts & noun))
    hits = 0
    for w in parts:
        concepts = key_concepts(w) - GENERIC_CONCEPTS
        if stem(w) in named or concepts & named:
            hits += 1
        elif (concepts or key_concepts(w)) and not (stem(w) in noun or concepts & noun):
            return False
    return hits > 0


# the words that make a key with a noun a count of that noun
_COUNT_KEY_WORDS = frozenset({"count", "num", "number", "total", "qty"})


def _names_a_code(index: EvidenceIndex, claim: CountClaim, leaf_ids: list[int]) -> bool:
    """Whether the number is an output code written in digits (``coach: "05"``, ``gate:
    "12"``) the values check read it as, under a key that counts nothing the noun names."""
    for lid in leaf_ids:
        leaf = index.leaves[lid]
        raw = leaf.raw
        if leaf.source != "output" or not isinstance(raw, str) or not raw.isdigit():
            continue
        if leaf.text is not None or leaf.span is not None:
            continue  # a number inside a text ("west-2"), not a field holding a code
        if int(raw) != claim.n or not leaf.key or is_total_key(leaf.key):
            continue
        words = set(key_words(leaf.key))
        if {stem(w) for w in words} & claim.terms or concepts_of_words(words) & claim.terms:
            continue  # ``rooms: "3"``: a count written as a string
        return True
    return False


def _han_mark(view: ClaimView, claim: CountClaim) -> str:
    """The Han measure word right after a count's number ("5 笔" -> 笔), or ""."""
    at = claim.value.end - view.claim.start
    rest = view.claim.text[at : at + 6].lstrip(" *")
    return rest[:1] if rest[:1] and _HAN.match(rest[:1]) else ""


def _labelled_by_key(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, leaf_ids: list[int]
) -> bool:
    """Whether the word right before the number names the key of an output field holding it
    ("round 6" and ``round: 6``, "mesa 3" and ``mesa: 3``): the number is that field's value,
    a label of the thing, not a count of the word after it."""
    before = view.claim.text[: claim.value.start - view.claim.start]
    m = _WORD_BEFORE.search(_QUOTE_WINDOW.sub("", before).rstrip(" #"))
    if m is None or _HAN.search(m.group(1)):
        return False
    prev = m.group(1).lower()
    if len(prev) < 3 or prev.isdigit():
        return False
    named = {stem(prev)} | ctx.answer.words.concepts_in(prev)
    index = ctx.index
    for lid in leaf_ids:
        leaf = index.leaves[lid]
        if leaf.source != "output" or leaf.text is not None or not leaf.key:
            continue
        if leaf.number is None or leaf.number != claim.n or is_total_key(leaf.key):
            continue
        words = key_words(leaf.key)
        keyed = {stem(w) for w in words} | concepts_of_words(words)
        if keyed & named and not keyed & claim.terms:
            return True
    return False


# the words on each side of a number that make it part of a quoted text: a word on each side,
# or two after it ("Model 3 Long", "3 Day Pass"); in Han, a character on each side ("功能三项")
_QUOTE_WINDOW = regex_cache.compile(r"[*_`]+")
_WORD_BEFORE = regex_cache.compile(r"([^\W_]+)\s?$")
_WORDS_AFTER = regex_cache.compile(r"\s?([^\W_]+)(?:\s([^\W_]+))?")


def _quoted_from_output(index: EvidenceIndex, view: ClaimView, claim: CountClaim) -> bool:
    """Whether the number and the words around it, as the answer writes them, stand in an
    output text ("Pixel 8 Pro" in a product name, "二号楼三单元" in an address): the number
    names a thing of the output, it counts nothing. A word on each side, or two words after
    it, must match; one word after it is a count of a noun ("3 tickets")."""
    text = _QUOTE_WINDOW.sub("", view.claim.text)
    at = view.claim.text[: claim.value.start - view.claim.start]
    at_len = len(_QUOTE_WINDOW.sub("", at))
    number = claim.value.text
    before, after = text[:at_len], text[at_len + len(number) :]
    if text[at_len : at_len + len(number)] != number:
        return False
    phrases: list[str] = []
    if _HAN.search(number) or _HAN.match(after.lstrip()[:1]) or _HAN.search(before[-1:]):
        # (a space between the figure and a Han word is the answer's typing: "10 次体验卡")
        before, after = before.rstrip(), after.lstrip()
        head = re.search(r"[\u3400-\u9fff]{1,2}$", before)
        tail = re.match(r"[\u3400-\u9fff]{1,2}", after)
        if head and tail:
            phrases.append(head.group() + number + tail.group())
        longer = re.match(r"[\u3400-\u9fff]{4}", after)
        if longer:
            phrases.append(number + longer.group())  # ("10次体验卡": the name of a card)
        texts = _output_texts(index)
        return any(p in t for p in phrases for t in texts[0])
    prev = _WORD_BEFORE.search(before)
    nxt = _WORDS_AFTER.match(after)
    if nxt is None:
        return False
    if prev is not None:
        phrases.append(f"{prev.group(1)} {number} {nxt.group(1)}")
    if nxt.group(2):
        phrases.append(f"{number} {nxt.group(1)} {nxt.group(2)}")
    folded = [f" {fold(p)} " for p in phrases]
    texts = _output_texts(index)
    return any(p in t for p in folded for t in texts[1])


def _coded_in_output(index: EvidenceIndex, view: ClaimView, claim: CountClaim) -> bool:
    """Whether the words right before the number abbreviate the letters right before the
    same number in an output code ("standby generator 3" and ``"SG-3"``, "battery 2" and
    ``"BAT-2"``): the answer spells out a thing's code, the number names it and counts
    nothing. The letters are the initials of two or more words, or the first letters (three
    or more) of the last word."""
    before = _QUOTE_WINDOW.sub("", view.claim.text[: claim.value.start - view.claim.start])
    if not before.endswith(" ") or not claim.value.text.isdigit():
        return False
    names = _WORD.findall(_CLAUSE_STOP.split(before)[-1].casefold())[-4:]
    if not names or _HAN.search(names[-1]):
        return False
    for letters in _codes_of(index).get(claim.n, ()):
        if len(letters) >= 3 and names[-1].startswith(letters):
            return True
        if 2 <= len(letters) <= len(names) and (
            "".join(w[0] for w in names[-len(letters) :]) == letters
        ):
            return True
    return False


# a code of letters and a number in an output string ("SG3", "BAT-2", "dock_12")
_LETTER_CODE = regex_cache.compile(r"(?<![^\W\d_])([^\W\d_]{1,5})[-_]?0*(\d{1,4})(?!\d)")


def _codes_of(index: EvidenceIndex) -> dict[int, set[str]]:
    """The letters of each code in the run's output strings, by the code's number."""
    key = ("output codes",)
    hit: dict[int, set[str]] | None = index.memo.get(key)
    if hit is not None:
        return hit
    out: dict[int, set[str]] = {}
    for leaf in index.leaves:
        raw = leaf.raw
        if leaf.source != "output" or not isinstance(raw, str) or len(raw) > 40:
            continue
        for m in _LETTER_CODE.finditer(raw):
            out.setdefault(int(m.group(2)), set()).add(m.group(1).casefold())
    index.memo[key] = out
    return out


def _output_texts(index: EvidenceIndex) -> tuple[list[str], list[str]]:
    """The output strings of a run of more than a word: as they are, and folded."""
    key = ("output texts",)
    hit: tuple[list[str], list[str]] | None = index.memo.get(key)
    if hit is not None:
        return hit
    raw = [
        leaf.raw
        for leaf in index.leaves
        if leaf.source == "output" and isinstance(leaf.raw, str) and len(leaf.raw) > 3
    ]
    out = (raw, [f" {fold(t)} " for t in raw])
    index.memo[key] = out
    return out


def _held_as_count(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, leaf_ids: list[int]
) -> bool:
    """An output number equal to the count under a key that counts what the noun names
    ("812 ratings" and ``ratings_count: 812``; "32 seats" and ``seats_total: 32``)."""
    index = ctx.index
    named: set[int | None] | None = None
    for lid in leaf_ids:
        leaf = index.leaves[lid]
        if leaf.number is not None and leaf.number != claim.n:
            continue  # "four of the seven" read as 4.2 at the displayed precision: no count
        if leaf.source == "context":
            if (
                not _an_amount(index, leaf)
                and not _range_bound(index, leaf)
                and _context_noun_names(index, leaf, claim, ctx.answer.words)
            ):
                return True
            continue
        if (
            leaf.text is not None
            and leaf.span is not None
            and _noun_follows(index, leaf, claim, _opens_line(ctx, claim))
        ):
            return True  # "lived with two cats" in a description: the count is quoted
        if leaf.number is None or not leaf.key:
            continue
        if leaf.text is not None and (
            set(key_words(leaf.key)) & _PLACE_KEY_WORDS or _measure_in_text(index, leaf)
        ):
            continue  # ("C/ Mayor 6" in an ``address``, "gusts of 30 mph": no count)
        if index.inside_a_code(leaf):
            continue  # ``bin: "C-03"``: a number of a code, which counts nothing
        owner = index.records[leaf.record] if leaf.record is not None else None
        # "2 of the 4 items left in one parcel: the lamp, the chair, ...": a part of a whole
        # that is the item's own list counts the list's items; one item's quantity that
        # equals it is no reading of it
        if (
            claim.whole is not None
            and owner is not None
            and owner.list_id is not None
            and leaf.source == "output"
            and _is_whole(index, index.lists[owner.list_id], claim.whole)
        ):
            continue
        words = {stem(w) for w in key_words(leaf.key)}
        concepts = concepts_of_words(key_words(leaf.key))
        if is_total_key(leaf.key) and (
            _state_narrows(ctx, view, claim, leaf) or _kind_narrows(ctx, view, claim, leaf)
        ):
            # "3 active passes" beside ``total: 3``, one of them cancelled; "3 Jonagold
            # bins" beside ``total: 3``, one of them Gala
            continue
        named_by_key = bool(words & claim.terms or concepts & claim.terms)
        if (
            is_total_key(leaf.key)
            and not _noun_names_key(ctx, claim, words, concepts)
            and owner is not None
            and owner.list_id is not None
        ):
            # "3 orders" beside one order's ``items_count: 3``: a total of that item's own
            # parts, the count only when the claim names the item ("87 reviews" and its
            # ``review_count`` name the same thing)
            if named is None:
                named = _items_named(ctx, view)
            if (
                owner.id not in named
                and not _named_by_values(ctx, view, claim, owner.id)
                and not _named_by_head(ctx, view, owner.id)
            ):
                continue
        if is_total_key(leaf.key) or named_by_key:
            return True
        if any(len(t) >= 4 and t in w for w in words for t in claim.terms):
            return True  # "unassigned: 5" counts seats by whether they are assigned
        if leaf.path and {stem(w) for w in leaf.path[-2:]} & claim.terms:
            record = index.records[leaf.record] if leaf.record is not None else None
            if record is None or record.list_id is None:
                return True
            # one item's quantity ("3 packs of tea" and one line's ``qty: 3``) is the count
            # only when the claim names that item
            if named is None:
                named = _items_named(ctx, view)
            if record.id in named or _named_by_values(ctx, view, claim, record.id):
                return True
            continue
        if _loanword_of(claim.value.noun, leaf.key):
            return True
        record = index.records[leaf.record] if leaf.record is not None else None
        if record is not None and record.list_id is not None and leaf.source == "output":
            # "Dr. B at 9:30 (only 1 place)" and that slot's ``available: 1``: a figure of the
            # one item the claim names, not a count of its list
            if named is None:
                named = _items_named(ctx, view)
            if (
                record.id in named
                or _named_by_values(ctx, view, claim, record.id)
                or _named_by_head(ctx, view, record.id)
            ):
                return True
    return False


def _noun_names_key(
    ctx: CheckContext, claim: CountClaim, words: set[str], concepts: set[str]
) -> bool:
    """Whether the counted noun itself (not a word that qualifies it) names a key: "3
    pedidos pendientes" names no ``items_count``, though "pending" and "items" meet in a
    concept of tasks."""
    noun = claim.value.noun or ""
    own = {stem(w) for w in _WORD.findall(noun.casefold())} | ctx.answer.words.concepts_in(noun)
    return bool((words | concepts) & (own - GENERIC_CONCEPTS))


def _state_narrows(ctx: CheckContext, view: ClaimView, claim: CountClaim, total: Leaf) -> bool:
    """Whether the count's clause names a state that some items of the list beside a total
    cannot be in ("3 active" beside ``total: 3`` and a ``cancelled`` item): the total
    counts every item, the claim only those in that state."""
    if total.record is None:
        return False
    claimed = states_named(ctx.answer.language, _lead_in(view, claim) + _own_clause(view, claim))
    if not claimed:
        return False
    index = ctx.index
    for list_id in index.records[total.record].lists:
        for row in _item_rows(index, index.lists[list_id]):
            for rel, val in row.items():
                held = value_states(val) if _state_field(rel, ctx.answer.words) else frozenset()
                if held and any(all(ruled_out(c, h) for h in held) for c in claimed):
                    return True
    return False


def _kind_narrows(ctx: CheckContext, view: ClaimView, claim: CountClaim, total: Leaf) -> bool:
    """Whether the count's clause names a value of a field of the items of the list beside
    a total that some of them do not hold ("3 Jonagold bins" beside ``total: 3`` and a bin
    of ``variety: "Gala"``): the total counts every item, the claim only those of that kind."""
    if total.record is None:
        return False
    # (the count's noun phrase: up to four words after the number, no aside in brackets)
    phrase = _own_clause(view, claim).split("(", 1)[0]
    own = f" {fold(_lead_in(view, claim) + ' '.join(phrase.split()[:5]))} "
    index = ctx.index
    for list_id in index.records[total.record].lists:
        rows = _item_rows(index, index.lists[list_id])
        kinds: Counter[tuple[str, str]] = Counter(
            (rel, val) for row in rows for rel, val in row.items() if isinstance(val, str)
        )
        # (a field of kinds: some value held by two items; a name held by one item is no kind)
        kinded = {rel for (rel, _), k in kinds.items() if k > 1}
        named: dict[str, list[int]] = {}
        for (rel, val), k in kinds.items():
            if rel in kinded and len(val) > 2 and f" {fold(val)} " in own:
                named.setdefault(rel, []).append(k)
        # (one kind; "4 flats in Leeds or York" names the kinds the search was for, whose
        # items may be written otherwise: "Leeds (Headingley)")
        if any(len(ks) == 1 and ks[0] < len(rows) for ks in named.values()):
            return True
    return False


def _named_by_values(ctx: CheckContext, view: ClaimView, claim: CountClaim, rid: int) -> bool:
    """Whether another value of the claim (a time, a date, an amount), or of a claim of the
    same sentence ("6月3日 10:00，北区，剩 2 个座位" is cut at its commas), was read as a
    field of the item ``rid`` too: with the count, two fields of one item the sentence
    states."""
    index = ctx.index
    # the items the values name together: a value several items share ("Ronda" as four
    # houses' town) names none alone, but with a date and a time it may name one
    named: set[int | None] | None = None
    for other in ctx.answer.claims:
        if other is not view and other.sentence != view.sentence:
            continue
        for i, leaf_ids in ctx.matched.get(other.id, {}).items():
            if (other is view and i == claim.index) or other.values[i].kind == "number":
                continue
            if claim.n > 1 and _bare_weekday(other.values[i]):
                continue  # "three Saturday shifts": a kind of day, not one item's date
            records = {index.leaves[lid].record for lid in leaf_ids}
            if rid in records:
                own = {
                    index.leaves[lid].record
                    for lid in leaf_ids
                    if index.leaves[lid].source == "output"
                }
                if own == {rid}:
                    # "el viernes 3 quedan 5 y el sábado 4, 1": a date only that item holds
                    # names it, whatever else the sentence names
                    return True
                named = records if named is None else named & records
    return named == {rid}


def _named_by_head(ctx: CheckContext, view: ClaimView, rid: int) -> bool:
    """Whether the claim's sentence names the item ``rid`` by a name of it without the
    qualifier the output adds in brackets ("门店退货（4 张）" beside ``desc: "门店退货（临期/
    破损）"``, "Returns (2 notes)" beside ``"Returns (damaged)"``), a name no other item of
    its list starts with."""
    index = ctx.index
    record = index.records[rid]
    if record.list_id is None:
        return False
    said = view.sentence_text
    for lid in record.leaves:
        raw = index.leaves[lid].raw
        m = QUALIFIED_NAME.match(raw) if isinstance(raw, str) else None
        if m is None or len(m.group(1)) < (2 if _HAN.match(m.group(1)) else 5):
            continue
        head = m.group(1)
        if head not in said:
            continue
        others = [
            r
            for r in index.lists[record.list_id].items
            if r != rid
            and any(
                isinstance(index.leaves[x].raw, str) and str(index.leaves[x].raw).startswith(head)
                for x in index.records[r].leaves
            )
        ]
        if not others:
            return True
    return False


def _bare_weekday(value: Value) -> bool:
    """Whether a date is a weekday's name alone ("Saturday", "sábado"): no day of the month,
    no "this" or "next" before it."""
    if value.kind != "date" or value.weekday is None or any(ch.isdigit() for ch in value.text):
        return False
    return len(_WORD.findall(value.text)) == 1


def _items_named(ctx: CheckContext, view: ClaimView) -> set[int | None]:
    """The records the claim names by a value no other item of their list holds (a name,
    an id; not a kind that several items share)."""
    index = ctx.index
    out: set[int | None] = set()
    for anchor in anchors_of(ctx, view):
        leaf = index.leaves[anchor.leaf]
        record = index.records[leaf.record] if leaf.record is not None else None
        if record is None or record.list_id is None:
            out.add(leaf.record)
            continue
        shared = sum(
            1
            for rid in index.lists[record.list_id].items
            if (other := index.records[rid].field_leaf(index, leaf.key)) is not None
            and other.folded == leaf.folded
        )
        if shared == 1:
            out.add(record.id)
    return out


def _opens_line(ctx: CheckContext, claim: CountClaim) -> int | None:
    """Whether the count opens an item the answer lists: a list line ("- 2 ...", then 0), or
    an entry of an enumeration its line opens with a colon ("bring: a form, 2 photos and a
    copy", "带上：身份证、2张照片"), then how many entries that enumeration has; else None."""
    text = ctx.answer.text
    line = text.rfind("\n", 0, claim.value.start) + 1
    marker = _LIST_LINE.match(text, line)
    if marker is not None and text[marker.end() : claim.value.start].strip(" *") == "":
        return 0
    before = text[line : claim.value.start].rstrip(" *")
    if not before.endswith(tuple(",，、;；")) and _ENTRY_JOINED.search(before) is None:
        return None
    opened = max(before.rfind(":"), before.rfind("："))
    if opened < 0:
        return None
    end = _SENTENCE_END.search(text, claim.value.end)
    stop = text.find("\n", claim.value.end)
    stop = len(text) if stop < 0 else stop
    stop = min(stop, end.start() if end else stop)
    body = text[line + opened + 1 : stop]
    entries = [e for e in _ENTRY_SPLIT.split(body) if e.strip(" *_.")]
    return len(entries) if len(entries) >= 2 else None


def _noun_follows(index: EvidenceIndex, leaf: Leaf, claim: CountClaim, entries: int | None) -> bool:
    """Whether the output text a count was read in names the count's noun right after it
    (in another language too when the count opens an item the answer lists: a list line, or
    one of as many ``entries`` of an enumeration as the list of texts holds)."""
    noun = claim.value.noun
    if not noun or leaf.span is None or leaf.text is None:
        return False
    text = str(index.leaves[leaf.text].raw)
    after = text[leaf.span[1] : leaf.span[1] + 24].casefold()
    head = noun.casefold()
    if _HAN.search(head) and head[:1] in after[:4]:
        return True
    following = _WORD.findall(after)[:3]
    if stem(head) in {stem(w) for w in following}:
        return True
    # an item of a list the answer copies in its own language ("3 बिजली बिल की कॉपी" for
    # the item "3 copies of an electricity bill"): the noun's concept, or the sound of a
    # loanword, names the word after the number that opens the item
    if entries is None or leaf.span[0] != 0:
        return False
    holder, _, position = index.leaves[leaf.text].pointer.rpartition("/")
    if not position.isdigit():
        return False
    if entries and not any(
        n.pointer == holder and n.call == leaf.call and n.length == entries for n in index.lists
    ):
        return False  # (an enumeration of other things: the count may be of the list)
    terms = claim.terms - GENERIC_CONCEPTS
    return any(
        key_concepts(w) & terms or stem(w) in terms or _loanword_of(noun, w) for w in following
    )


def _loanword_of(noun: str | None, key: str) -> bool:
    """A noun written in another script that sounds like the key ("विकेट" and ``wickets``,
    "ओवर" and ``overs``): an English loanword."""
    if not noun or noun.isascii() or _HAN.search(noun):
        return False
    sound = sound_key(noun)
    if len(sound) > 3 and sound.endswith("s"):
        # an English plural written out ("टिकट्स"); in a shorter word the last "s" is its
        # own ("सदस्य", member, is no "seeded")
        sound = sound[:-1]
    return len(sound) >= 2 and any(_key_sound(w) == sound for w in key_words(key) if len(w) > 2)


_SPOKEN_ENDING = regex_cache.compile(r"[ts]ion(?=s?$)")


def _key_sound(word: str) -> str:
    """An English key word's sound as another script writes it ("distinction" is said
    "distinkshan": डिस्टिंक्शन)."""
    return sound_key(_SPOKEN_ENDING.sub("shan", word)).removesuffix("s")


def _loan_names(rel: str, words: Iterable[str]) -> bool:
    """Whether a word of the claim written in another script is a loanword of a word of the
    field's key ("डिस्टिंक्शन" and ``distinction``)."""
    return any(_loanword_of(w, part) for part in rel[1:].split("/") for w in words)


def _same_kind(index: EvidenceIndex, lists: list[ListNode]) -> bool:
    return len({n.path for n in lists}) == 1


def _output_lists_by_path(index: EvidenceIndex) -> dict[tuple[str, ...], tuple[int, int]]:
    """How many lists the outputs hold at each path and their summed length (once per run,
    not a pass over every list for every candidate list: quadratic in a thousand calls)."""
    key = ("lists by path", len(index.lists))
    hit: dict[tuple[str, ...], tuple[int, int]] | None = index.memo.get(key)
    if hit is not None:
        return hit
    groups: dict[tuple[str, ...], tuple[int, int]] = {}
    for other in index.lists:
        if other.source == "output":
            count, length = groups.get(other.path, (0, 0))
            groups[other.path] = (count + 1, length + other.length)
    index.memo[key] = groups
    return groups


def _stated_in_context(
    index: EvidenceIndex, claim: CountClaim, words: Words, mark: str = ""
) -> bool:
    """Whether the system prompt or a user turn states the count: the number, and when
    the context writes it in a sentence, with a noun that names what the claim counts
    ("vamos 5 adultos" grounds "5 huéspedes", not "5 cabañas"), or with the Han measure
    word the count has when it has no noun ("二期", phase two, grounds no "2 份")."""
    numbers: dict[Decimal, list[Leaf]] | None = index.memo.get("context numbers")
    if numbers is None:
        index.read_texts()
        numbers = {}
        for leaf in index.leaves:
            if leaf.source == "context" and leaf.number is not None and not _day_named(index, leaf):
                if _an_amount(index, leaf):
                    continue  # "3 € por entrada": a price, which counts no tickets
                if _range_bound(index, leaf):
                    continue  # "a team has 10–12 players": a rule's bound, no count stated
                numbers.setdefault(leaf.number, []).append(leaf)
        index.memo["context numbers"] = numbers
    stated = numbers.get(Decimal(claim.n), [])
    if stated and not claim.value.noun and mark:
        return any(_measured_alike(index, leaf, mark) for leaf in stated)
    if not stated or not claim.value.noun:
        return bool(stated)
    return any(_context_noun_names(index, leaf, claim, words) for leaf in stated)


def _an_amount(index: EvidenceIndex, leaf: Leaf) -> bool:
    """Whether a number a context text states is written as an amount of money or a share
    (a currency sign or "%" in its own span: "4 €", "$12", "15%")."""
    if leaf.span is None or leaf.text is None:
        return False
    written = str(index.leaves[leaf.text].raw)[leaf.span[0] : leaf.span[1]]
    return any(ch == "%" or unicodedata.category(ch) == "Sc" for ch in written)


def _range_bound(index: EvidenceIndex, leaf: Leaf) -> bool:
    """Whether a number a context text states is one end of a range ("10–12 players",
    "18-30 years")."""
    if leaf.span is None or leaf.text is None:
        return False
    raw = str(index.leaves[leaf.text].raw)
    return bool(_RANGE_NEXT.match(raw, leaf.span[1]) or _RANGE_PREV.search(raw, 0, leaf.span[0]))


_RANGE_NEXT = regex_cache.compile(r"\s*[-–—~～至到]\s*\d")
_RANGE_PREV = regex_cache.compile(r"\d\s*[-–—~～至到]\s*\Z")


def _measured_alike(index: EvidenceIndex, leaf: Leaf, mark: str) -> bool:
    """Whether a context number is a field's own, or is followed in its text by the Han
    measure word ``mark`` (within a couple of characters)."""
    if leaf.span is None or leaf.text is None:
        return True
    raw = str(index.leaves[leaf.text].raw)
    return mark in raw[leaf.span[1] : leaf.span[1] + 3]


def _shortened(one: str, other: str) -> bool:
    """Whether one word of three letters or more opens the other ("pol" and "polígono",
    "apt" and "apartment"): a label noun the user shortened."""
    a, b = sorted((fold(one), fold(other)), key=len)
    return len(a) >= 3 and b.startswith(a)


def _context_noun_names(index: EvidenceIndex, leaf: Leaf, claim: CountClaim, words: Words) -> bool:
    """Whether the words right after the context's number (a field's own number: always)
    name the count's noun, by stem, by concept, or as its Han head."""
    if leaf.span is None or leaf.text is None:
        return True
    raw = str(index.leaves[leaf.text].raw)
    before = _WORD.findall(raw[max(0, leaf.span[0] - 24) : leaf.span[0]].casefold())[-1:]
    said = _WORD.findall(claim.before)[-1:]
    if (
        before
        and said
        and (
            before == said
            or (_HAN.match(before[0][-1:]) and before[0][-1] == said[0][-1])
            or _shortened(before[0], said[0])  # "pol 4" and "polígono 4", "apt 12"
        )
    ):
        return True  # "visit 6", "初三" in both: the number names the same thing
    after = raw[leaf.span[1] : leaf.span[1] + 24].casefold()
    head = (claim.value.noun or "").casefold()
    if _HAN.search(head):
        return head[:1] in after[:4]
    if any(_names_noun(w, claim, words) for w in _WORD.findall(after)[:2]):
        return True
    return not claim.terms - GENERIC_CONCEPTS


def _stated_in_outputs(ctx: CheckContext, view: ClaimView, terms: set[str], n: int) -> bool:
    """Whether an output states ``n`` as a JSON number of a field whose key names what the
    claim counts ("10 group lessons" beside ``lessons_total: 10``), or as the quantity of a
    line whose own text names it in an item the claim names ("T-88: 3 dress shirts" beside
    ``{"desc": "dress shirt", "qty": 3}`` in ticket T-88's lines)."""
    index = ctx.index
    by_number: dict[Decimal, list[Leaf]] | None = index.memo.get("output numbers")
    if by_number is None:
        by_number = index.memo["output numbers"] = {}
        for leaf in index.leaves:
            if leaf.source == "output" and leaf.kind == "number" and leaf.text is None:
                by_number.setdefault(leaf.number or Decimal(0), []).append(leaf)
    named: set[int | None] | None = None
    for leaf in by_number.get(Decimal(n), ()):
        words = key_words(leaf.key)
        concepts = concepts_of_words(words)
        if any("id" in key_concepts(w) and "count" not in key_concepts(w) for w in words):
            continue  # ``item_no: 4`` numbers an item, it counts none
        if {stem(w) for w in words} & terms or concepts & terms:
            return True
        if any(_loanword_of(t, leaf.key) for t in terms if not t.isascii()):
            return True  # "24 में से 3 ड्रिल" beside ``drills_planned: 24``: the noun is the key's
        if leaf.record is None or "quantity" not in concepts:
            continue
        record = index.records[leaf.record]
        if not any(
            other.kind == "string" and {stem(w) for w in other.folded.split()} & terms
            for other in map(index.leaves.__getitem__, record.leaves)
        ):
            continue
        if named is None:
            named = _items_named(ctx, view)
        item: int | None = record.id
        while item is not None and index.records[item].list_id is not None:
            if item in named:
                return True  # the line, or an item of a list that holds it, is named
            item = index.records[item].parent
    return _count_in_a_key(index, terms, n)


def _figure_of_named_record(ctx: CheckContext, view: ClaimView, claim: CountClaim) -> bool:
    """Whether a record an id of the claim's sentence is matched to, no item of a list,
    holds the count as a whole number of its own, no id and no amount."""
    index = ctx.index
    records = {
        index.leaves[lid].record
        for other in ctx.answer.claims
        if other.sentence == view.sentence
        for i, lids in ctx.matched.get(other.id, {}).items()
        if other.values[i].kind == "id"
        for lid in lids
        if index.leaves[lid].source == "output" and index.leaves[lid].text is None
    }
    for rid in records:
        if rid is None or index.records[rid].list_id is not None:
            continue  # (an item of a list: its figures are the item's, the count the list's)
        for lid in index.records[rid].leaves:
            leaf = index.leaves[lid]
            words = key_words(leaf.key)
            if (
                leaf.kind == "number"
                and leaf.number == claim.n
                and "id" not in words
                and not concepts_of_words(words) & {"money", "price", "amount"}
            ):
                return True
    return False


def _count_in_a_key(index: EvidenceIndex, terms: set[str], n: int) -> bool:
    """Whether an output key holds ``n`` beside a word that names what the claim counts
    (``avg_sold_per_show_last_10`` and "over the last 10 shows"): the output's own figure
    for a window of them, not a count of a list."""
    keyed: list[tuple[frozenset[str], frozenset[str]]] | None = index.memo.get("numbered keys")
    if keyed is None:
        keyed = index.memo["numbered keys"] = []
        seen: set[str] = set()
        for leaf in index.leaves:
            key = leaf.key
            if leaf.source != "output" or not key or key in seen:
                continue
            seen.add(key)
            parts = key_parts(key)
            digits = frozenset(p for p in parts if p.isdigit())
            words = [p for p in parts if not p.isdigit()]
            # (a key's noun in the singular names the answer's plural, "-es" too: ``match``)
            plural = {stem(w + "es") for w in words if w[-2:] in ("ch", "sh")}
            named = frozenset({stem(w) for w in words} | plural | concepts_of_words(words))
            if digits and named:
                keyed.append((digits, named))
    wanted = str(n)
    return any(wanted in digits and named & terms for digits, named in keyed)


# the words before a number that make it a day of the month ("el día 10", "day 10")
_DAY_BEFORE = regex_cache.compile(r"(?:\bd[ií]a|\bday)\s*$", re.IGNORECASE)


def _day_named(index: EvidenceIndex, leaf: Leaf) -> bool:
    """Whether a number of the user's or the system's text names a day of the month ("after
    the 10 तारीख", "el día 15", "15号"): a date, no count anyone stated."""
    if leaf.text is None or leaf.span is None:
        return False
    text = str(index.leaves[leaf.text].raw)
    start, end = leaf.span
    after = text[end : end + 8].lstrip()
    if any(after.startswith(word) for word in _DAY_OF_MONTH) or after[:1] in ("号", "日"):
        return True
    return _DAY_BEFORE.search(text[max(0, start - 8) : start]) is not None


# the generic concepts that name the things a list holds (not a date, a count, a total)
_THING_CONCEPTS = frozenset({"item", "entry", "record", "result"})
_GENERIC_LIST_KEYS = frozenset(
    {
        "items",
        "item",
        "results",
        "result",
        "data",
        "rows",
        "row",
        "list",
        "records",
        "record",
        "entries",
        "entry",
        "values",
        "hits",
        "matches",
        "objects",
        "response",
        "output",
        "",
    }
)


# a word of a key after which the key names where or of what its items are, not what they
# are (``operators_on_site``: operators; ``rooms_with_view``: rooms); "by" is left out, as
# ``visits_by_site`` may hold one item per site
_KEY_LINKS = frozenset({"on", "in", "at", "of", "to", "for", "from", "with", "per", "under"})


def _key_head(key: str) -> tuple[str, ...] | None:
    """The words of a list's key before its first linking word, when it has one with words
    on both sides (``operators_on_site`` -> operators), else None."""
    words = key_words(key)
    for i, w in enumerate(words):
        if w in _KEY_LINKS and 0 < i < len(words) - 1:
            return words[:i]
    return None


def _list_words(index: EvidenceIndex, node: ListNode, heads: bool = False) -> set[str]:
    """The words (stems and concepts) that name what ``node`` holds: its key's words, with
    ``heads`` only those before a linking word of the key, and for a generic key at the top
    of an output, the words of its tool and of a one-word filter it was called with."""
    words: set[str] = set()
    key = node.key.casefold()
    head = _key_head(node.key) if heads else None
    for w in head or key_words(node.key) or node.path[-1:]:
        words.add(stem(w))
        words.add(w)
        if w not in _WHICH_ITEMS:
            words |= key_concepts(w) - GENERIC_CONCEPTS
    nested = node.parent is not None and index.records[node.parent].list_id is not None
    if key in _GENERIC_LIST_KEYS and node.call is not None and not nested:
        # a generic list at the top of an output holds what its tool returns; one inside an
        # item of another list ("orders[0].items") holds the parts of that item
        call = index.calls[node.call]
        named = list(call.name_words)
        if len(named) > 1 and stem(named[-1].casefold()) == stem(key):
            # ("get_team_matches" and ``matches``: the tool names the key's own items, and
            # the word before them says whose they are, not what they are)
            named = named[-1:]
        for w in named:
            words.add(stem(w))
            words |= key_concepts(w) - GENERIC_CONCEPTS
        # and what the call asked for by a one-word filter (``category: "laptop"``)
        args = call.call.arguments if isinstance(call.call.arguments, dict) else {}
        for v in args.values():
            if isinstance(v, str) and is_letters(v) and len(v) > 2:
                words.add(stem(v.casefold()))
            elif isinstance(v, str) and "_" in v and is_letters(v.replace("_", "")):
                # (``category: "garden_hoses"``: the words of a value in snake case)
                words |= {stem(w.casefold()) for w in key_words(v) if len(w) > 2}
    return words


def _compound_of(noun: str | None, node: ListNode) -> bool:
    """Whether the count's noun is a word closed up of another and a word of the list's own
    key, as written, of four letters or more ("truckloads" ends in ``loads``)."""
    if not noun or not noun.isalpha() or not noun.isascii():
        return False
    word = stem(noun.casefold())
    heads = {stem(w) for w in key_words(node.key)}
    return any(
        len(word) >= len(head) + 3 and word.endswith(head)
        for head in heads
        if len(head) >= 4 and head.isalpha()
    )


# the words of a list's key that say which items it holds, not what they are
# (``last_movements``: "last" is no span of time there)
_WHICH_ITEMS = frozenset(
    {"last", "latest", "recent", "past", "previous", "next", "upcoming", "top", "first"}
)


def _key_kinds(node: ListNode) -> frozenset[str]:
    """The concepts a list's own key names, the generic ones too (``lines``: items)."""
    return frozenset().union(*(key_concepts(w) for w in key_words(node.key) or node.path[-1:]))


def _bound_lists(index: EvidenceIndex, claim: CountClaim) -> tuple[list[ListNode], list[ListNode]]:
    """The lists the count is bound to (its noun names them: a contradiction may point at
    them) and every list it may be counting (its noun or its label names them)."""
    scored: list[tuple[int, int, ListNode]] = []
    loose: list[ListNode] = []
    for node in index.lists:
        if node.source != "output":
            continue
        call = index.calls[node.call] if node.call is not None else None
        if call is not None and (call.failed or not call.usable):
            continue
        words = _list_words(index, node)
        terms = claim.terms - GENERIC_CONCEPTS
        # ("3 places" and ``operators_on_site``: the key's qualifier names no item counted)
        heads = _list_words(index, node, heads=True) if _key_head(node.key) else words
        score = 2 * len(terms & heads)
        if claim.terms and not score:
            score = _han_score(index, node, claim.terms)
        if not score and _compound_of(claim.value.noun, node):
            score = 2  # "8 truckloads" and ``loads``: a compound whose head is the key
        if claim.whole is not None and (
            node.length == claim.whole or claim.whole in _totals(index, node)
        ):
            score += 3
        if score >= 2:
            scored.append((score, -node.id, node))
        elif ((claim.label_terms | terms) - GENERIC_CONCEPTS) & words:
            loose.append(node)
    scored.sort(key=lambda t: (-t[0], t[1]))
    if not scored:
        # "5 products" and a run whose one list is ``items``: a generic noun meets a generic
        # list only when there is no other list to mean
        generic = claim.terms & _THING_CONCEPTS
        plain = [
            node
            for node in index.lists
            if node.source == "output"
            and node.items
            and generic & (_list_words(index, node) | _key_kinds(node))
        ]
        if len(plain) == 1:
            return plain, plain + loose
        # "3 家" (companies) and a list of applications whose every item names its
        # ``company``: the items are what the noun counts, under whatever key the list has
        keyed = [node for node in _output_lists(index) if _item_keys_name(index, node, claim)]
        if keyed and _same_kind(index, keyed):
            return keyed, keyed + loose
        # "3 VMs" and a list of resources some of whose ``type`` is ``compute.instance``:
        # the items of the kind the noun names are what it counts
        kinds = [node for node in _output_lists(index) if _kind_count(index, node, claim)]
        if kinds and _same_kind(index, kinds):
            return kinds, kinds + loose
        # "10 students" and a list of dues whose every item names its ``student_id``: the
        # items are the noun's, each row one of them or more
        ided = [node for node in _output_lists(index) if _id_field(index, node, claim)]
        if ided and _same_kind(index, ided):
            return ided, ided + loose
        if "quantity" in claim.terms:
            # "22 of 35 pieces": a count of units meets the one list whose items say how
            # many units each is (``qty``)
            counted = [node for node in index.lists if _has_quantity(index, node)]
            if len(counted) == 1:
                return counted, counted + loose
        return [], loose
    top = scored[0][0]
    bound = [node for s, _, node in scored if s == top]
    return bound, [node for _, _, node in scored] + loose


def _owned_list(ctx: CheckContext, view: ClaimView, lists: list[ListNode]) -> ListNode | None:
    """The one of several lists of the same place in sibling items ("results[k].missing")
    whose item the count's line names, before the count or in its sentence ("1. **Grant
    A** (closes Friday). 3 files are missing"), by a value of that item or of a record
    that shares an id with it (the grant's name in one output, its id in both)."""
    index = ctx.index
    owners = [n for n in lists if n.parent is not None and _in_list(index, n.parent)]
    if len(owners) < 2 or not _same_kind(index, owners):
        return None
    for named in _records_named_above(ctx, view):
        hits = [n for n in owners if any(_same_item(index, rid, n.parent) for rid in named)]
        if hits:
            return hits[0] if len(hits) == 1 else None
    return None


def _foreign_inner(ctx: CheckContext, view: ClaimView, node: ListNode) -> bool:
    """Whether ``node`` lies inside an item of a list of two items or more that the
    claim's line (or the heading above it) does not name."""
    index = ctx.index
    if node.parent is None or not _in_list(index, node.parent):
        return False
    outer = index.lists[index.records[node.parent].list_id or 0]
    if outer.length < 2:
        return False
    return not any(
        _same_item(index, rid, node.parent)
        for named in _records_named_above(ctx, view)
        for rid in named
    )


def _records_named_above(ctx: CheckContext, view: ClaimView) -> list[set[int | None]]:
    """The output records the claim's line names (from the line's start to the claim's
    end), then those the nearest heading above it names ("### Grant A" then "- 3 files
    missing"): the item a count of a list inside one item is about."""
    index = ctx.index
    anchors_of(ctx, view)  # (fills the answer's anchors)
    found = ctx.anchor_lists.get("*", [])
    text = ctx.answer.text
    line = text.rfind("\n", 0, view.claim.start) + 1
    spans = [(line, view.claim.end)]
    head = _heading_above(text, line)
    if head is not None:
        spans.append(head)
    return [
        {index.leaves[a.leaf].record for a in found if start <= a.start and a.end <= end}
        for start, end in spans
    ]


_HEADING = regex_cache.compile(r"\s*(?:#+\s.*|\*\*[^*]+\*\*:?|[^\n]*:)\s*")


def _heading_above(text: str, line: int) -> tuple[int, int] | None:
    """The span of the nearest heading line above the line starting at ``line`` (a ``#``
    line, a line wholly bold, a line ending in a colon), within a few lines."""
    end = line - 1
    for _ in range(6):
        if end <= 0:
            return None
        start = text.rfind("\n", 0, end) + 1
        if _HEADING.fullmatch(text[start:end]):
            return start, end
        end = start - 1
    return None


_OR = regex_cache.compile(r"\s*(?:or|o|या|或)\b", re.IGNORECASE)


def _or_beyond(text: str, v: Value, words: Words) -> bool:
    """Whether a number opens "N or more", "N o más", "N या ज़्यादा": a bound, no quantity."""
    after = text[v.end : v.end + 24].casefold()
    if _OR.match(after) is None:
        return False
    rest = after.lstrip()
    return any(p is not None and p.match(rest) for p in (words.more, words.less))


def _noun_measures(ctx: CheckContext, view: ClaimView, claim: CountClaim) -> bool:
    """Whether the counted noun is a unit the answer gives one field of a list's items in:
    "还差4学时" where "76学时" and "68学时" elsewhere are two records' ``total`` hours: a
    quantity of that measure, worked out, not a count of items."""
    noun = claim.value.noun
    if not noun:
        return False
    index = ctx.index
    items: set[int] = set()
    keys: set[str] = set()
    words = ctx.answer.words
    for other in ctx.answer.claims:
        direct = ctx.matched.get(other.id, {})
        # ("late two or more times": a threshold is no quantity of the measure)
        bounds = {
            id(v) for *_, v in _comparisons(other, words) + _trailing_comparisons(other, words)
        } | {id(v) for v in other.values if _or_beyond(ctx.answer.text, v, words)}
        for i, v in enumerate(other.values):
            if v is claim.value or v.noun != noun or not v.is_number or id(v) in bounds:
                continue
            for lid in direct.get(i, ()):
                leaf = index.leaves[lid]
                record = index.records[leaf.record] if leaf.record is not None else None
                if leaf.source != "output" or leaf.number is None or record is None:
                    continue
                if record.list_id is not None:
                    items.add(record.id)
                    keys.add(leaf.key)
    return len(items) >= 2 and len(keys) == 1


# the points of a score: what "3 points", "3 अंक", "3 puntos" measure
_SCORED = frozenset({"score", "points"})


def _figure_noun(ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode) -> bool:
    """Whether the counted noun is the points a score of every item is kept in ("missed it
    by 3 points", "3 अंक से" beside sections that each hold a ``score``): a quantity of
    points, worked out from the scores, not a count of the items."""
    noun = claim.value.noun
    if not noun or not node.items or _han_mark(view, claim):
        return False  # ("3笔积分变动": a measure word counts the entries)
    named = ctx.answer.words.concepts_in(noun) & _SCORED
    if not named:
        return False  # ("4 folios" beside ``folio: 40213``: a figure that numbers the item)
    index = ctx.index
    for rid in node.items:
        held = False
        for lid in index.records[rid].leaves:
            leaf = index.leaves[lid]
            words = key_words(leaf.key)
            if leaf.number is None or isinstance(leaf.raw, bool) or not words:
                continue
            last = words[-1]
            if last not in ID_WORDS and key_concepts(last) & named:
                held = True
                break
        if not held:
            return False
    return True


def _items_elsewhere(ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode) -> bool:
    """Whether the days, ids or names the count stands beside are the items of one other
    list exactly as long as the count, and none of them an item of the list its noun named:
    "the 2 sessions of the 23rd and 27th still owed" beside 13 ``sessions`` and an
    ``outstanding`` list of those two counts the second."""
    index = ctx.index
    direct = ctx.matched.get(view.id, {})
    lists: list[set[int]] = []
    for i, v in enumerate(view.values):
        if i == claim.index or v.kind not in ("date", "id", "name"):
            continue
        if abs(v.start - claim.value.start) > 60:
            continue
        held: set[int] = set()
        for lid in direct.get(i, ()):
            leaf = index.leaves[lid]
            rid = leaf.record
            while rid is not None and index.records[rid].list_id is None:
                rid = index.records[rid].parent
            if rid is not None and leaf.source == "output":
                held.add(index.records[rid].list_id)  # type: ignore[arg-type]
        if not held:
            continue
        lists.append(held)
    if not lists or any(node.id in held for held in lists):
        return False
    shared = set.intersection(*lists)
    return any(len(index.lists[n].items) == claim.n for n in shared)


def _subset_listed(index: EvidenceIndex, claim: CountClaim, node: ListNode) -> bool:
    """Whether another output lists, by their ids, exactly as many of ``node``'s items as the
    count says (``cancelled: ["T3", "T4"]`` beside five ``tickets``): "2 tickets" may count
    that part, so the whole list is no witness against it."""
    if claim.n >= node.length or not node.items:
        return False
    for other in index.lists:
        if other.id == node.id or other.source != "output" or len(other.scalars) != claim.n:
            continue
        names = {index.leaves[lid].raw for lid in other.scalars}
        names = {x for x in names if isinstance(x, str) and x}
        if len(names) != claim.n:
            continue
        held = sum(
            1
            for rid in node.items
            if any(index.leaves[lid].raw in names for lid in index.records[rid].leaves)
        )
        if held == claim.n:
            return True
    return False


def _in_list(index: EvidenceIndex, rid: int) -> bool:
    return index.records[rid].list_id is not None


def _same_item(index: EvidenceIndex, rid: int | None, owner: int | None) -> bool:
    """Whether record ``rid`` is the item ``owner`` or names it by an id the two share
    (a value only ``owner`` holds among its list's items)."""
    if rid is None or owner is None:
        return False
    if rid == owner:
        return True
    mine = index.records[owner]
    if mine.list_id is None:
        return False
    key = ("record strings", rid)
    theirs: frozenset[str] | None = index.memo.get(key)
    if theirs is None:
        theirs = index.memo[key] = frozenset(
            leaf.raw
            for lid in index.records[rid].leaves
            if isinstance((leaf := index.leaves[lid]).raw, str) and len(leaf.raw) >= 4
        )
    siblings = index.lists[mine.list_id].items
    for lid in mine.leaves:
        leaf = index.leaves[lid]
        if not isinstance(leaf.raw, str) or leaf.raw not in theirs:
            continue
        holders = sum(
            1
            for sid in siblings
            if (other := index.records[sid].field_leaf(index, leaf.key)) is not None
            and other.raw == leaf.raw
        )
        if holders == 1:
            return True
    return False


def _output_lists(index: EvidenceIndex) -> list[ListNode]:
    """The non-empty lists of usable outputs."""
    out = []
    for node in index.lists:
        if node.source != "output" or not node.items:
            continue
        call = index.calls[node.call] if node.call is not None else None
        if call is None or not (call.failed or not call.usable):
            out.append(node)
    return out


# the keys of a field that says what kind of thing an item is
_KIND_KEYS = frozenset({"type", "kind", "category", "class"})


def _kind_count(index: EvidenceIndex, node: ListNode, claim: CountClaim) -> tuple[str, int] | None:
    """The field of the list's items that says their kind (``type``, ``kind``,
    ``category``) and how many items hold a kind the count's noun names by a concept
    ("VMs" and ``compute.instance``), when some do."""
    terms = claim.terms - GENERIC_CONCEPTS
    if not terms or not node.items:
        return None
    rows = _item_rows(index, node)
    for rel in dict.fromkeys(k for row in rows for k in row):
        if "/" in rel[1:] or not set(key_words(rel[1:])[-1:]) & _KIND_KEYS:
            continue
        k = sum(1 for row in rows if (v := row.get(rel)) and _value_concepts(v) & terms)
        if k:
            return rel, k
    return None


def _item_keys_name(
    index: EvidenceIndex, node: ListNode, claim: CountClaim, beyond: bool = False
) -> bool:
    """Whether every item of the list holds a field of its own whose key the count's noun
    names (a concept of it, its stem, or a loanword of it: "खसरे" and ``khasra``); with
    ``beyond`` (the count is more than the list holds), or an id of it no two items share."""
    terms = claim.terms - GENERIC_CONCEPTS
    if not terms:
        return False
    if claim.whole is not None and claim.whole not in (node.length, *_totals(index, node)):
        return False
    columns, _ = _item_fields(index, node)
    for rel, column in columns.items():
        if "/" in rel[1:] or column.present < len(node.items) or column.numbers:
            continue  # ("wickets: 3" is a quantity of each item, not what the item is)
        if (column.names is None and column.groups is not None) or column.dated:
            # a field every item holds a value of its own in (a name, or a text of its own:
            # ``finding: "Wall thickness ..."``) is what the item is, unless the values are
            # times ("3 faults since …" and ``since``: when each began)
            continue
        words = key_words(rel[1:])
        if beyond and _distinct_ids_of(words, column, len(node.items), claim):
            # (more of them than the list holds: each item is one, by its own id)
            return True
        if len(words) != 1:
            continue  # "customer_id", "company_name": a field about the noun, not the noun
        w = words[0]
        if column.names is None and (len(node.items) < 2 or w.endswith("s")):
            continue  # (a text of one item, or one keyed in the plural, may hold several)
        if {w, stem(w)} & terms:
            return True
        if _loanword_of(claim.value.noun, w) or _plural_of(claim.value.noun, w):
            return True
    return False


def _distinct_ids_of(words: Sequence[str], column: _Column, items: int, claim: CountClaim) -> bool:
    """Whether a field is the id of the count's noun (``design_code`` for "7 designs",
    ``tank_no``) and no two items share its value: each item is then one of them, and a
    count of them counts the items ("customer_id" over orders of a repeat customer is not)."""
    if len(words) != 2 or words[1].lower() not in _ID_WORDS or column.names is None:
        return False
    if len(column.names) != items or any(n > 1 for n in column.names.values()):
        return False
    w = words[0]
    terms = claim.terms - GENERIC_CONCEPTS
    concepts = key_concepts(w) - GENERIC_CONCEPTS
    return bool({w, stem(w)} & terms or concepts & terms) or _loanword_of(claim.value.noun, w)


_ID_WORDS = ID_WORDS | {"num", "sku"}  # (the index's id words, and two short forms)


def _plural_of(noun: str | None, key: str) -> bool:
    """Whether the count's noun is the key's word in a plural of "-es" or "-ces" (Spanish
    "compresores" for ``compresor``, "luces" for ``luz``), which the light stem does not undo."""
    if not noun or len(key) < 3:
        return False
    low = fold(noun)
    return low == key + "es" or (key.endswith("z") and low == key[:-1] + "ces")


def _id_field(index: EvidenceIndex, node: ListNode, claim: CountClaim) -> tuple[str, int] | None:
    """The field every item of the list identifies a thing by whose name is the count's
    noun (``card_id``, ``student_no`` and "cards", "students"), and how many distinct
    things the items name by it."""
    terms = claim.terms - GENERIC_CONCEPTS
    if not terms or len(node.items) < 2:
        return None
    columns, _ = _item_fields(index, node)
    for rel, column in columns.items():
        words = key_words(rel[1:])
        if "/" in rel[1:] or len(words) != 2 or words[1] not in ID_WORDS:
            continue
        if column.present < len(node.items) or column.numbers:
            continue
        if {words[0], stem(words[0])} & terms or _loanword_of(claim.value.noun, words[0]):
            distinct = column.groups or column.names
            if distinct:
                return rel, len(distinct)
    return None


def _more_than_named(ctx: CheckContext, view: ClaimView, claim: CountClaim, out: Outcome) -> bool:
    """Settle a count of the things the items of one whole list name by an id field ("4
    cards had a decline" over 4 declines on 3 ``card_id`` values) as contradicted when it is
    more than the distinct things named: the rows are no count of them, and no subset of
    the rows names more. The list (every page of it) and its distinct ids are the witness."""
    index = ctx.index
    if claim.whole is not None or claim.times or claim.rest:
        return False
    if _bound_lists(index, claim)[0] and not _id_bound(index, claim):
        return False
    found = [(node, hit) for node in _output_lists(index) if (hit := _id_field(index, node, claim))]
    if len(found) != 1:
        return False
    node, (rel, distinct) = found[0]
    if any(t > node.length for t in _totals(index, node)) or _full_page(index, node):
        return False  # a page of a longer list may name more of them
    if not distinct < claim.n <= node.length:
        return False
    _list_mismatch(
        ctx,
        view,
        claim,
        node,
        f"returned {node.length} items at {node.pointer or '/'}, {distinct} distinct {rel[1:]}",
        distinct,
        f"distinct {rel[1:]}: {distinct} of {node.length} items",
        out,
    )
    return True


def _id_bound(index: EvidenceIndex, claim: CountClaim) -> bool:
    """Whether the lists the count is bound to are those of an id field its noun names."""
    bound, _ = _bound_lists(index, claim)
    return all(_id_field(index, node, claim) for node in bound)


def _length_beside(view: ClaimView, claim: CountClaim, length: int) -> bool:
    """Whether the claim states a count of the list's length beside this count, of another
    noun ("7 charges across 4 rooms"; not "4 of the 7 rooms", "of the 7 rooms, 4 rooms")."""
    if claim.whole is not None:
        return False
    own = fold(claim.value.noun or "")
    for v in view.values:
        if v is claim.value or v.kind != "number" or v.stated is None:
            continue
        if v.stated.value == length and v.noun and fold(v.noun) != own:
            return True
    return False


def _spread_over(ctx: CheckContext, view: ClaimView, claim: CountClaim) -> list[ListNode]:
    """The one list whose length the sentence states beside a count that a field of every
    item names by its one-word key ("7 charges across 4 rooms" and 7 items with ``room``):
    the count is of that field's distinct values, the list is its witness."""
    index = ctx.index
    noun = {stem(w.lower()) for w in _WORD.findall(claim.value.noun or "")}
    concepts = ctx.answer.words.concepts_in(claim.value.noun or "") - GENERIC_CONCEPTS
    found = []
    for node in _output_lists(index):
        if claim.n >= node.length or not _length_beside(view, claim, node.length):
            continue
        columns, _ = _item_fields(index, node)
        for rel, column in columns.items():
            words = key_words(rel[1:])
            if "/" in rel[1:] or len(words) != 1 or column.present < node.length:
                continue
            if column.groups and (
                stem(words[0]) in noun | concepts or _loanword_of(claim.value.noun, words[0])
            ):
                found.append(node)
                break
    return found if len(found) == 1 else []


def _the_one_list(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, mark: str = ""
) -> list[ListNode]:
    """The run's one list of results, for a count whose noun names no list: when the user
    asked how many of that noun there are ("how many breakdowns were there?" beside the one
    ``incidents`` list, "多少笼" and "8 笼"), when the noun names results by what they are to
    the user ("we have six options") and the count is more than the list and its reported
    total hold, or when the count is said as a total and the output reports the list whole."""
    index = ctx.index
    lists = _output_lists(index)
    alike = len(lists) > 1 and _same_items(index, lists)
    if alike:
        lists = lists[:1]  # (the lots and their test results: one set of items, twice)
    if len(lists) != 1:
        # among several lists, the one whose items the rows after the count's colon name,
        # one a row ("you have 5 calls:" over a table of the four the search returned)
        listed = [
            node
            for node in lists
            if claim.whole is None
            and not claim.times
            and mark not in _HAN_NOT_NOUNS
            and len(count_claims(view, ctx.answer.words)) == 1
            and not _has_quantity(index, node)
            # (a count in an aside, "Standings (after 2 rounds):", counts no row)
            and not _ASIDE_CLOSE.search(ctx.answer.text, claim.value.end, view.claim.end)
            and _rows_name_each(ctx, view, node)
        ]
        claim.listed = len(listed) == 1
        return listed if claim.listed else []
    node = lists[0]
    if not alike and any(n.items for n in index.lists if n.source == "output" and n.id != node.id):
        return []  # (a list of a call that failed, or nested in the items, is another list)
    claim.asked = bool(mark) and _asked_by_mark(ctx, mark) and _first_by_mark(ctx, claim, mark)
    if claim.times:
        # "参与了 6 次" when the user asked "几次": the times asked for are the list's events
        return [node] if claim.asked else []
    if (
        _names_results(ctx, claim)
        and claim.n > max([node.length, *_totals(index, node)])
        and not _own_lines_after(ctx, view, claim, node)
    ):
        return [node]
    if claim.whole is None and _said_returned(view, claim):
        return [node]  # "the search returned 5 listings": what it returned is this list
    columns, _ = _item_fields(index, node)
    if any(column.numbers and _field_related(rel, claim.terms) for rel, column in columns.items()):
        return []  # "3 plazas" beside courses with ``capacity``: a figure of an item's
    if claim.asked:
        return [node]  # "在养 8 笼" when the user asked "多少笼"
    if (
        claim.whole is None
        and node.length >= 2  # (one item is a record the output holds, not its results)
        and node.length in _totals(index, node)
        and _says_total(ctx, view, claim)
        and not _stance_of(view, claim, ctx.answer.words) & _HEDGED
        # (a total of a kind of the results, "कुल पाँच स्वीकृत" beside five approved, is
        # that kind's: the list is bound only when no part of it has the size)
        and all(sub.n != claim.n for sub in _subsets(ctx, view, claim, node))
        and claim.n not in _part_sizes(index, node)
    ):
        # "一共有 5 个", "कुल 5 वैरायटी" beside a search's one list whose reported total is
        # all it holds: a total said of the results is of that list, whatever its noun
        claim.totalled = True
        return [node]
    if _asked_how_many(ctx, claim):
        return [node]
    # (a part of a whole, a number of times, or units the rows hold in quantities count
    # something the rows are not, one each)
    claim.listed = (
        claim.whole is None
        and not claim.times
        and mark not in _HAN_NOT_NOUNS  # ("调过两次价：": two times, over three prices)
        and len(count_claims(view, ctx.answer.words)) == 1
        and not _has_quantity(index, node)
        and _rows_name_each(ctx, view, node)
    )
    return [node] if claim.listed else []


def _own_lines_after(ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode) -> bool:
    """Whether the count's line ends in a colon over exactly as many list lines as it counts,
    none of which names an item of ``node`` ("there are two ways to do it:" over "- keep it ..." and
    "- send it back ..."): the answer counts the lines it wrote, not the list."""
    text = ctx.answer.text[: ctx.answer.body_end]
    line_end = _colon_line_end(ctx, claim)
    if line_end is None:
        return False
    lines = 0
    at = line_end + 1
    while at < len(text):
        nxt = text.find("\n", at)
        nxt = len(text) if nxt < 0 else nxt
        line = text[at:nxt]
        if line.strip():
            if not _LIST_LINE.match(line):
                break
            if _items_in(ctx, view, node, at, nxt):
                return False
            lines += 1
        elif lines:
            break  # (a blank line after the lines closes them)
        at = nxt + 1
    return lines == claim.n


def _same_items(index: EvidenceIndex, lists: list[ListNode]) -> bool:
    """Whether every list holds the same items, two or more, by an id field they all key
    alike (``lot_id`` in a list of lots and in one of their results): one set of things."""
    if len({node.length for node in lists}) != 1 or lists[0].length < 2:
        return False
    mine = {node.id for node in lists}
    if any(n.items for n in index.lists if n.source == "output" and n.id not in mine):
        return False
    seen: list[dict[str, frozenset[str]]] = []
    for node in lists:
        ids: dict[str, set[str]] = {}
        for rid in node.items:
            for lid in index.records[rid].leaves:
                leaf = index.leaves[lid]
                if is_id_key(leaf.key) and isinstance(leaf.raw, str) and leaf.text is None:
                    ids.setdefault(leaf.key, set()).add(leaf.raw)
        seen.append({k: frozenset(v) for k, v in ids.items() if len(v) == node.length})
    shared = set(seen[0]).intersection(*seen[1:])
    return any(len({s[k] for s in seen}) == 1 for k in shared)


def _rows_name_each(ctx: CheckContext, view: ClaimView, node: ListNode) -> bool:
    """Whether the claim opens, with a colon, rows or lines right after it that name each
    item of ``node`` once, one item a row ("De las 5 peticiones, así está cada una:" over a
    table of the four requests): the count is of the items it goes on to list. A row names
    an item as an entry of an enumeration does (`_enumerated_after`), or by a word no other
    item's strings hold."""
    return _rows_naming(ctx, view, node, len(node.items)) is not None


def _rest_named_apart(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode
) -> bool:
    """Whether the count is of ``n`` rows after its colon, each naming one item, and every
    item the rows leave out is named elsewhere in the answer, outside the rows ("attended 4
    times (the May 10 class is marked absent):" over four rows): the answer shows what it
    counts and says what it left out; an item left out and never named is what a
    miscount drops."""
    named = _rows_naming(ctx, view, node, claim.n)
    if named is None or claim.n >= node.length:
        return False
    index = ctx.index
    rows_end = view.claim.end + len(ctx.answer.text[view.claim.end :].split("\n\n", 1)[0])
    elsewhere: set[int] = set()
    for other in ctx.answer.claims:
        if view.claim.end <= other.claim.start < rows_end:
            continue  # (the rows themselves)
        for lids in ctx.matched.get(other.id, {}).values():
            for lid in lids:
                leaf = index.leaves[lid]
                if leaf.record is None:
                    continue
                for record in index.ancestors(leaf.record):
                    if record.id in node.items:
                        elsewhere.add(record.id)
                        break
    left = set(node.items) - named
    return bool(left) and left <= elsewhere


def _rows_naming(
    ctx: CheckContext, view: ClaimView, node: ListNode, wanted: int
) -> set[int] | None:
    """The items of ``node`` that ``wanted`` rows or lines right after the claim's colon
    name, one each and a different one each (see `_rows_name_each`); None otherwise."""
    if len(node.items) < 2 or not view.claim.text.rstrip(" *_").endswith((":", "：")):
        return None
    index = ctx.index
    text = ctx.answer.text
    rows: list[tuple[int, int]] = []
    at = view.claim.end
    for line in text[view.claim.end :].split("\n"):
        start, at = at, at + len(line) + 1
        row = line.strip()
        if not row:
            if rows:
                break
            continue
        if _TABLE_RULE.fullmatch(row):
            if len(rows) == 1 and _TABLE_LINE.match(text[rows[0][0] : rows[0][1]]):
                rows = []  # a table's header row names no item
            continue
        if not _ROW_LEAD.match(row):
            break
        rows.append((start, start + len(line)))
    if len(rows) != wanted:
        return None
    owned = [
        {
            w
            for leaf in index.subtree_leaves(rid)
            if isinstance(leaf.raw, str)
            for w in _ROW_WORD.findall(fold(leaf.raw))
        }
        for rid in node.items
    ]
    seen = Counter(w for mine in owned for w in mine)
    named: set[int] = set()
    for a, b in rows:
        items = set(_items_in(ctx, view, node, a, b)) or _item_by_words(index, node, text[a:b])
        if len(items) != 1:
            words = set(_ROW_WORD.findall(fold(text[a:b])))
            items = {
                rid
                for rid, own in zip(node.items, owned, strict=True)
                if any(seen[w] == 1 for w in own & words)
            }
        if len(items) != 1 or items & named:
            return None
        named |= items
    return named


_ASIDE_CLOSE = regex_cache.compile(r"[)）\]]")
# a row of a table or a line of a list, and a table's rule; a word of three letters or more
_ROW_LEAD = regex_cache.compile(r"(?:\||[-*•·]\s|\d{1,2}[.)]\s)")
_TABLE_RULE = regex_cache.compile(r"\|?[\s:|-]*-{3,}[\s:|-]*\|?")
_ROW_WORD = regex_cache.compile(r"[^\W\d_]{3,}")


# the words that ask how many in Chinese, before the measure word of what is counted
# ("多少笼", "几次", "幾間"); after a demonstrative, "几" points ("那几个", "哪几家": those
# few, which ones) and asks no number
_HAN_HOW_MANY = regex_cache.compile(r"(?:多少|(?<![那哪这這好])[几幾])\s*([\u3400-\u9fff])")


def _first_by_mark(ctx: CheckContext, claim: CountClaim, mark: str) -> bool:
    """Whether no figure before the count in the answer is said in the same measure word:
    the first one answers the question; later ones ("离 15 本的上限还能借 10 本") count a
    limit or what is left."""
    before = ctx.answer.text[: claim.value.start]
    return re.search(rf"[\d一二两三四五六七八九十百][\s*_]*{re.escape(mark)}", before) is None


def _asked_by_mark(ctx: CheckContext, mark: str) -> bool:
    """Whether the user asked how many by the measure word the count is said in ("有多少笼"
    and "在养 8 笼", "参与了几次" and "6 次")."""
    asked = ctx.index.run.user or ""
    return any(m.group(1) == mark for m in _HAN_HOW_MANY.finditer(asked))


def _asked_how_many(ctx: CheckContext, claim: CountClaim) -> bool:
    """Whether the user asked how many of the count's noun there are, the noun right after
    the words that ask it ("how many breakdowns", "¿cuántas reservas", "kitne orders")."""
    asked = ctx.index.run.user
    if not asked or claim.value.noun is None or _HAN.search(claim.value.noun):
        return False
    words = ctx.answer.words
    toks = _WORD.findall(asked.casefold())
    for i in range(len(toks)):
        for width in (1, 2):
            if "count" not in words.concepts_in(" ".join(toks[i : i + width])):
                continue
            after = toks[i + width : i + width + 3]
            if any(len(w) > 2 and _names_noun(w, claim, words) for w in after):
                return True
    return False


def _names_results(ctx: CheckContext, claim: CountClaim) -> bool:
    """Whether the counted noun names a search's results as such ("6 options", "3 matches")."""
    noun = (claim.value.noun or "").casefold()
    return noun in load(ctx.answer.language).counts_results


# Chinese measure words that count things of any kind, standing for a noun left out
_BARE_MEASURES = frozenset({"个", "個", "项", "項", "件", "条", "條", "笔", "筆"})


def _lists_by_value(ctx: CheckContext, view: ClaimView, claim: CountClaim) -> list[ListNode]:
    """The one list a count of times, or of a noun the lexicon does not know, is bound to by
    a value its clause names of the items' state or kind ("3 बार पैसा जमा किया" and ``type:
    DEPOSIT``; "revisamos 4 alfombras" and ``status: revisada``): the items holding it are
    what it counts. Several lists named so, or none: no list."""
    words = ctx.answer.words
    noun = claim.value.noun or ""
    unknown = claim.n >= 2 and (
        (
            len(noun) >= 4
            and is_letters(noun)
            and not _HAN.search(noun)
            and not words.concepts_in(noun)
        )
        # a bare measure word with no noun after it ("另有 2 个已取消"): the state its clause
        # names says what it counts
        or (not noun and _han_mark(view, claim) in _BARE_MEASURES)
    )
    if not claim.times and not unknown:
        return []  # a noun of its own that names no list ("8 毛", "1 tbsp"): not a count of it
    clause = _clause_around(view, claim)
    clause_fold = f" {fold(clause)} "
    clause_words = {stem(w) for w in _WORD.findall(clause)} | words.concepts_in(clause)
    clause_words -= claim.terms & GENERIC_CONCEPTS
    found: list[ListNode] = []
    for node in _output_lists(ctx.index):
        columns, _ = _item_fields(ctx.index, node)
        for column in columns.values():
            if column.groups is None or len(column.groups) < 2:
                continue
            if any(_state_named(val, clause_fold, clause_words) for val in column.groups):
                found.append(node)
                break
    if not claim.times and any(len(node.items) == claim.n for node in found):
        # an unknown noun counted as many as the whole list holds names its items ("9
        # meetings" beside 9 events): a group of them is no witness against it
        return []
    return found if found and _same_kind(ctx.index, found) else []


def _list_by_quoted_states(
    ctx: CheckContext, view: ClaimView, bound: list[ListNode]
) -> ListNode | None:
    """The one list whose items hold, as written, a state value the claim quotes ("7 项
    pass、1 项 in_progress" beside ``result: "pass"``), when no list its noun bound holds
    any: a value copied from the output says which list is counted better than a concept
    of a noun as wide as "item"."""
    text = f" {view.claim.text} "
    found: list[ListNode] = []
    for node in _output_lists(ctx.index):
        columns, _ = _item_fields(ctx.index, node)
        if any(
            column.groups is not None
            and any(
                len(val) >= 3
                and val.isascii()
                and not val.isdigit()
                and re.search(rf"(?<![\w-]){re.escape(val)}(?![\w-])", text) is not None
                for val in column.groups
            )
            for column in columns.values()
        ):
            found.append(node)
    if len(found) != 1 or any(node.id == found[0].id for node in bound):
        return None
    return found[0] if bound else None


def _lists_by_kind_value(ctx: CheckContext, claim: CountClaim) -> list[ListNode]:
    """The one list whose kind `_kind_named_above` says the count's noun names: its items
    are what is counted. Several lists named so, or none: no list."""
    if claim.times or claim.whole is not None:
        return []
    index = ctx.index
    found = [node for node in _output_lists(index) if _kind_named_above(index, node, claim)]
    return found if len(found) == 1 else []


def _kind_named_above(index: EvidenceIndex, node: ListNode, claim: CountClaim) -> bool:
    """Whether the record holding a list, or the call that returned it, names the kind of
    all its items by a value of two words or more the count's noun says ("9 hawk walks"
    beside ``{"experience_code": "HAWK_WALK", "sessions": [...]}``)."""
    held: list[str] = []
    if node.parent is not None:
        held += [
            str(index.leaves[lid].raw)
            for lid in index.records[node.parent].leaves
            if isinstance(index.leaves[lid].raw, str)
        ]
    if node.call is not None:
        held += _argument_strings(index).get(node.call, [])
    for raw in held:
        words = {stem(w) for w in key_words(raw) if not w.isdigit()}
        if len(words) >= 2 and words <= claim.terms:
            return True
    return False


def _argument_strings(index: EvidenceIndex) -> dict[int, list[str]]:
    """Each call's string arguments (once a run, for every list a count may bind)."""
    hit: dict[int, list[str]] | None = index.memo.get("argument strings")
    if hit is None:
        hit = {}
        for leaf in index.leaves:
            if leaf.source == "arguments" and leaf.call is not None and isinstance(leaf.raw, str):
                hit.setdefault(leaf.call, []).append(leaf.raw)
        index.memo["argument strings"] = hit
    return hit


def _lists_by_clause(ctx: CheckContext, view: ClaimView, claim: CountClaim) -> list[ListNode]:
    """The one list a count of times is bound to by a noun of its clause that names the
    list or the tool that returned it ("went through the tolls 9 times" and the items of
    ``list_toll_passes``; "te cobramos 3 veces la cuota" and ``fee_charges``): its items
    are the events counted. Lists of several kinds named so, or none: no list."""
    if not claim.times:
        return []
    words = ctx.answer.words
    text = view.claim.text.lower()
    at = max(0, claim.value.start - view.claim.start)
    # the clause on both sides, from the entry of an enumeration the count opens ("a bigger
    # room、6 次 massage"): the nouns of the other entries name other things
    begin = max((m.end() for m in _CLAUSE_BREAK.finditer(text, 0, at)), default=0)
    begin = max(begin, text.rfind("、", 0, at) + 1)
    clause = text[begin:at] + _own_clause(view, claim)
    concepts = words.concepts_in(clause) - GENERIC_CONCEPTS - {"frequency", "total"}
    if not concepts:
        return []
    found: list[ListNode] = []
    index = ctx.index
    for node in _output_lists(index):
        named = _list_words(index, node)
        nested = node.parent is not None and index.records[node.parent].list_id is not None
        if node.call is not None and not nested:
            for w in index.calls[node.call].name_words:
                named |= key_concepts(w) - GENERIC_CONCEPTS
        if concepts & named:
            found.append(node)
    if not found or not _same_kind(index, found):
        return []
    if any(leaf.source == "output" and leaf.number == claim.n for leaf in index.leaves):
        return []  # "massage 10 times" and a plan's ``massage: 10``: an item's own figure
    return found


def _state_named(value: str, clause_fold: str, clause_words: set[str], most: int = 2) -> bool:
    """Whether a clause names a state or a kind (a value of ``most`` words or fewer) by its
    words, a concept of them, or a word of the same root."""
    if len(value) <= 2 or value in ("True", "False") or len(key_words(value)) > most:
        return False
    return (
        f" {fold(value)} " in clause_fold
        or bool(_value_concepts(value) & clause_words)
        or _akin(value, clause_fold)
    )


def _denied_apart(ctx: CheckContext, view: ClaimView, own: str, value: str, at: int = -1) -> bool:
    """Whether every clause of the claim but the count's own that names the state holds a
    negation, and one does ("2 major ones, neither overdue", "重大的有 2 项，都没有超期").
    The clause the count stands in (at ``at``) is its own ("发电机共 7 台没还")."""
    words = ctx.answer.words
    if words.negation is None:
        return False
    naming = []
    text = view.claim.text
    breaks = [(m.start(), m.end()) for m in _CLAUSE_CUT.finditer(text)]
    starts = [0, *(e for _, e in breaks)]
    ends = [*(b for b, _ in breaks), len(text)]
    for lo, hi in zip(starts, ends, strict=True):
        part = text[lo:hi]
        if not part.strip() or part.strip() in own or lo <= at < hi:
            continue
        low = part.lower()
        stems = {stem(w) for w in _WORD.findall(low)} | words.concepts_in(low)
        if _state_named(value, f" {fold(low)} ", stems):
            naming.append(low)
    return bool(naming) and all(words.negation.search(p) for p in naming)


# where a claim's clauses part ("2 major ones, neither overdue", "有 2 项，都没有超期")
_CLAUSE_CUT = regex_cache.compile(r"[,;:，；：、。]|\s[-–—]\s")


def _named_as_other(view: ClaimView, name: str) -> bool:
    """Whether the claim names an item (by its folded name or id) right after a word of
    "the other one" ("另一间 B-0917", "the other, B-0917", "la otra (B-0917)")."""
    folded = f" {fold(view.claim.text)} "
    at = folded.find(f" {name} ")
    if at < 0:
        return False
    return _OTHER_ONE.search(folded[max(0, at - 16) : at + 1]) is not None


# "the other one" in the four languages, folded as the claim is
# (Chinese is folded to its reading: 另一间 is "ling yi jian")
_OTHER_ONE = regex_cache.compile(
    r"(?:\bthe other|\bel otro|\bla otra|\bdusr[ai]|\bling (?:wai )?yi)(?: [a-z]+)?[^a-z0-9]{0,4}$"
)


def _named_before_negation(ctx: CheckContext, value: str, own: str) -> bool:
    """Whether the clause names the state before its first negation, and not after it
    ("vencidas sin pagar": overdue, and unpaid; the negation is of what follows it)."""
    words = ctx.answer.words
    neg = words.negation.search(own) if words.negation is not None else None
    if neg is None:
        return False
    head, tail = own[: neg.start()], own[neg.end() :]
    # (a negation that closes its clause, with only auxiliaries after it, negates the state
    # before it: "2 parcels अभी delivered नहीं हुए" are not delivered)
    if all(w in _CLOSING_AUXILIARIES for w in _WORD.findall(tail.casefold())[:3]):
        return False

    def named(part: str) -> bool:
        stems = {stem(w) for w in _WORD.findall(part)} | words.concepts_in(part)
        return _state_named(value, f" {fold(part)} ", stems)

    return named(head) and not named(tail)


# the auxiliaries that may follow a verb-final negation ("... नहीं हुआ था", "... no es")
_CLOSING_AUXILIARIES = HINDI_AUXILIARIES | frozenset({"हुआ", "हुई", "हुए", "गया", "गई", "गए"})


def _state_field(rel: str, words: Words) -> bool:
    """Whether a field holds the items' state (``status``, ``estado``, ``stage``)."""
    key = rel.rsplit("/", 1)[-1]
    return "status" in concepts_of_words(key_words(key)) | words.concepts_in(key)


def _clause_around(view: ClaimView, claim: CountClaim) -> str:
    """The count's clause on both sides of the number ("已约面试的有 3 家", "3 बार पैसा जमा
    किया"), lower-cased."""
    text = view.claim.text.lower()
    at = claim.value.start - view.claim.start
    begin = 0
    if not claim.times:  # (who or what came "4 次" may head its line: "**X**：来了4次")
        for m in _CLAUSE_BREAK.finditer(text, 0, max(0, at)):
            begin = m.end()
    return text[begin:at] + _own_clause(view, claim)


def _whole_lists(index: EvidenceIndex, nodes: list[ListNode]) -> list[ListNode]:
    """``nodes`` with each page of a list whose every page the run fetched replaced by the
    pages as one list (once for all of them)."""
    out: list[ListNode] = []
    seen: set[int] = set()
    for node in nodes:
        totals = [t for t in _totals(index, node) if t > node.length]
        whole = _all_pages(index, node, max(totals)) if totals else None
        node = whole or node
        if node.id not in seen:
            seen.add(node.id)
            out.append(node)
    return out


def _all_pages(index: EvidenceIndex, node: ListNode, total: int) -> ListNode | None:
    """The pages of a list fetched by calls of one tool, as one list, when together they
    hold the ``total`` the output reports; None when some page was not fetched."""
    key = ("all pages", node.id)
    if key in index.memo:
        hit: ListNode | None = index.memo[key]
        return hit
    tool = index.calls[node.call].call.tool if node.call is not None else None
    pages = [
        other
        for other in index.lists
        if other.source == "output"
        and other.path == node.path
        and other.call is not None
        and index.calls[other.call].call.tool == tool
    ]
    items = [rid for page in pages for rid in page.items]
    merged = None
    if len(pages) > 1 and len(items) == total:
        merged = ListNode(
            id=-1 - pages[0].id,  # no list of the index: its own memo entries
            source=node.source,
            call=node.call,
            pointer=node.pointer,
            key=node.key,
            path=node.path,
            parent=node.parent,
            items=items,
            length=len(items),
        )
    index.memo[key] = merged
    return merged


def _has_quantity(index: EvidenceIndex, node: ListNode) -> bool:
    if node.source != "output" or not node.items:
        return False
    columns, _ = _item_fields(index, node)
    return any(col.weighted is not None and "" in col.weighted for col in columns.values())


def _han_score(index: EvidenceIndex, node: ListNode, terms: set[str]) -> int:
    # (one character is a measure word, and a part of many words: "级" in "考级安排" is the
    # grading the tool is about, not the levels a count names)
    han = [t for t in terms if _HAN.search(t) and len(t) > 1]
    if not han or node.call is None:
        return 0
    spec = index.run.tool(index.calls[node.call].call.tool)
    desc = spec.description if spec else ""
    return 2 if any(t in desc for t in han) else 0


def _totals(index: EvidenceIndex, node: ListNode) -> list[int]:
    out: list[int] = []
    if node.parent is None:
        return out
    record = index.records[node.parent]
    for lid in record.leaves:
        leaf = index.leaves[lid]
        number = leaf.number
        if (
            number is not None
            and leaf.key
            and (is_total_key(leaf.key) or _total_of_list(leaf.key, node.key))
            and number == number.to_integral_value()
            and not _counts_another(index, node, leaf.key)
        ):
            out.append(int(number))
    return out


def _total_of_list(key: str, list_key: str | None) -> bool:
    """Whether a key counts the very list beside it by its name (``total_listings`` beside
    ``listings``, ``num_orders`` beside ``orders``)."""
    words = [w.casefold() for w in key_words(key)]
    own = [w.casefold() for w in key_words(list_key or "")]
    return (
        len(words) >= 2
        and words[0] in ("total", "num", "number", "count")
        and bool(own)
        and [w for w in words[1:] if w != "of"] == own
    )


# the words of a count's key that say only that it counts (``total_count``, ``num_results``)
# and the keys of lists that say only that they hold results (``items``, ``data``)
_COUNTING = frozenset({"total", "count", "num", "number", "of", "all", "found", "returned"})
_PLAIN_LISTS = frozenset(
    {"items", "item", "results", "result", "data", "records", "record", "rows", "row"}
    | {"entries", "entry", "hits", "matches", "list", "values", "objects", "nodes", "edges"}
)


def _counts_another(index: EvidenceIndex, node: ListNode, key: str) -> bool:
    """Whether a count beside a list names other things than its items (``orders_count``
    beside ``by_category``): its key has a noun that neither the list's own key nor any key
    of its items shares. A plain count (``total``) or a plain list (``items``) tells nothing."""
    nouns = {stem(w) for w in key_words(key) if w not in _COUNTING and w not in _PLAIN_LISTS}
    own = key_words(node.key)
    if not nouns or not own or set(own) & _PLAIN_LISTS:
        return False
    named = {stem(w) for w in own}
    for rid in node.items[:3]:
        for lid in index.records[rid].leaves:
            named |= {stem(w) for w in key_words(index.leaves[lid].key or "")}
    return not nouns & named


@dataclass(frozen=True, slots=True)
class _Subset:
    """A count the list supports: its size, how it was counted, and whether the claim's own
    words point at it (a field, a value or a threshold the claim names)."""

    n: int
    how: str
    related: bool
    pinned: bool = False  # a value or a threshold the claim names defines it
    own: bool = False  # and the count's own clause names it ("4 of the 7 lack an assignee")
    # items with (or without) a field set, the field named by a concept only ("2 sessions,
    # places not available" and ``remaining``): too loose a reading to rule out the list
    loose: bool = False
    # the items it holds, by the field and value that define it (a group of a field)
    group: tuple[str, str] | None = None


# a count of more of a kind ("2 more visits", "3 additional", "2 cuotas más", "और 2", "还有
# 2 期"): words right after the number (after its noun in Spanish) and right before it
_MORE = regex_cache.compile(
    r"\s*(?:more|additional|further|extra|adicionales|[^\W\d_]+\s+más|más)\b", re.IGNORECASE
)
_MORE_BEFORE = regex_cache.compile(r"(?:\bऔर|还有|还|再|另外|另)\s*$")


_DUE_KEYS = frozenset({"due", "deadline"})
_DONE_STATES = frozenset(
    {"done", "completed", "complete", "closed", "paid", "returned", "resolved", "finished"}
    | {"cancelled", "canceled", "delivered", "settled", "submitted"}
)
_ISO_DAY = regex_cache.compile(r"(\d{4})-(\d{2})-(\d{2})")


def _past_due(
    ctx: CheckContext, node: ListNode, where: str, this_week: bool = False
) -> list[_Subset]:
    """The items whose due date (``due_date``, ``deadline``) is past the run's today, for a
    count its clause calls overdue ("4 overdue", "3 vencidos", "5笔已经逾期"): before today,
    or on it, leaving out the items in a done state (a settled item is overdue no more).
    When today is not known, only that the count is of a property of the items. With
    ``this_week`` ("due this week or already overdue"), up to the week's end (its Saturday
    or its Sunday) as well."""
    now = ctx.answer.now
    rows = _item_rows(ctx.index, node)
    settled = [any(fold(v) in _DONE_STATES for v in row.values()) for row in rows]
    out = []
    for rel in {rel for row in rows for rel in row}:
        if "/" in rel[1:] or not set(key_words(rel[1:])) & _DUE_KEYS:
            continue
        if now is None:
            # the items have due dates the count is about, but which are past due cannot be
            # read: a property of the items, no plain count of the list
            out.append(_Subset(-1, f"items of {where} by {rel[1:]}", True))
            continue
        today = now.date()
        days = _column_days(rows, rel, whole=False)
        if days is not None:
            how = f"items of {where} with {rel[1:]} before {today.isoformat()}"
            if any(settled):
                how += " and not settled"
            live = [d for d, done in zip(days, settled, strict=True) if not done]
            for k in {sum(d < today for d in live), sum(d <= today for d in live)}:
                out.append(_Subset(k, how, True, pinned=True, own=True))
            if this_week:
                sunday = today + timedelta(days=6 - today.weekday())
                for end in (sunday - timedelta(days=1), sunday):
                    k = sum(d <= end for d in live)
                    how = f"items of {where} with {rel[1:]} by {end.isoformat()}"
                    out.append(_Subset(k, how, True, pinned=True, own=True))
    return out


def _column_days(rows: list[dict[str, str]], rel: str, *, whole: bool) -> list[date] | None:
    """The day every row holds at ``rel`` as an ISO date (``whole``: the date alone; else a
    date-time's day too), or None when some row holds none."""
    days = []
    for row in rows:
        text = row.get(rel, "")
        m = _ISO_DAY.fullmatch(text) if whole else _ISO_DAY.match(text)
        if m is None:
            return None
        days.append(date(int(m[1]), int(m[2]), int(m[3])))
    return days


def _by_day(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode, where: str
) -> list[_Subset]:
    """The items whose one date falls by, or on, a day the count's clause names ("6 are due
    this week (by Sunday 2 Nov)", "3 llegan el martes 11"), when every item holds that date
    as a day: up to that day (from today when the run knows it), or on it."""
    at = max(0, claim.value.start - view.claim.start)
    text = view.claim.text.lower()
    begin = max((m.end() for m in _CLAUSE_BREAK.finditer(text, 0, at)), default=0)
    end = at + len(_own_clause(view, claim))
    days = {
        v.day
        for v in view.values
        if v.kind == "date"
        and v.day is not None
        and len(v.days) <= 1
        and begin <= v.start - view.claim.start < end
    }
    # (days joined to it by "and", which may end the claim: "the first two (4 May and
    # 19 May)" names its items, it sets no day they fall by)
    full = ctx.answer.text
    after = view.claim.start + end
    stop = _PUNCT_BREAK.search(full, after)
    until = stop.start() if stop else len(full)
    joined = {
        v.day
        for c in ctx.answer.claims
        if c.sentence == view.sentence
        for v in c.values
        if v.kind == "date" and v.day is not None and after <= v.start < until
    }
    if len(days) != 1 or joined - days:
        return []
    day = days.pop()
    rows = _item_rows(ctx.index, node)
    now = ctx.answer.now
    out: list[_Subset] = []
    columns: list[list[date]] = []
    for rel in sorted({rel for row in rows for rel in row}):
        found = _column_days(rows, rel, whole=True)
        if found is None or len(set(found)) < 2:
            continue
        columns.append(found)
        by = sum(d <= day for d in found)
        ks = [(by, f"items of {where} with {rel[1:]} by {day.isoformat()}")]
        if now is not None and now.date() <= day:
            since = sum(now.date() <= d <= day for d in found)
            ks.append((since, f"items of {where} with {rel[1:]} from today to {day}"))
        ks.append((sum(d == day for d in found), f"items of {where} with {rel[1:]} on {day}"))
        out += [_Subset(k, how, True, pinned=True, own=True) for k, how in ks]
    if len(columns) >= 2:
        # ("4 need something before 30 November" over pads and batteries that expire: the
        # items any of whose dates falls by the day)
        k = sum(any(d <= day for d in dates) for dates in zip(*columns, strict=True))
        how = f"items of {where} with any of their {len(columns)} dates by {day.isoformat()}"
        out.append(_Subset(k, how, True, pinned=True, own=True))
    return out


def _dated_columns(ctx: CheckContext, node: ListNode) -> list[tuple[str, list[date]]]:
    """The columns of the list's items that every item holds as a date (a date-time's day
    too), with each item's day, where the items fall on two days at least."""
    rows = _item_rows(ctx.index, node)
    out = []
    for rel in sorted({rel for row in rows for rel in row}):
        found = _column_days(rows, rel, whole=False)
        if found is not None and len(set(found)) >= 2:
            out.append((rel, found))
    return out


def _in_this_month(ctx: CheckContext, node: ListNode, where: str) -> list[_Subset]:
    """The items whose one date falls in the run's month ("3 close this month", "本月内截止
    的有 2 宗"), when every item holds that date (a date-time's day too): in the month, or
    in what is left of it from today."""
    now = ctx.answer.now
    if now is None:
        return []
    today = now.date()
    out: list[_Subset] = []
    for rel, found in _dated_columns(ctx, node):
        month = [d for d in found if (d.year, d.month) == (today.year, today.month)]
        how = f"items of {where} with {rel[1:]} in {today:%Y-%m}"
        out.append(_Subset(len(month), how, True, pinned=True, own=True))
        left = sum(d >= today for d in month)
        out.append(_Subset(left, f"{how} from today", True, pinned=True, own=True))
    return out


def _in_last_period(
    ctx: CheckContext, view: ClaimView, node: ListNode, where: str
) -> list[_Subset]:
    """The items whose one date falls in a period that ends today and that the claim
    gives ("2 claims in the past 12 months", "en los últimos 45 días", "पिछले 9 महीनों में",
    "过去 7 天"), when every item holds a date (a date-time's day too) and the claim denies
    nothing (what is denied of the period is the other items')."""
    now = ctx.answer.now
    negation = ctx.answer.words.negation
    if now is None or (negation is not None and negation.search(view.claim.text.lower())):
        return []  # ("2 members missed no class in the past 8 weeks": the others)
    today = now.date()
    text, base = view.claim.text.lower(), view.claim.start
    out: list[_Subset] = []
    for v in view.values:
        stated = v.stated
        if stated is None or stated.unit not in _PERIOD_DAYS or stated.value % 1:
            continue
        before = text[max(0, v.start - base - 14) : v.start - base]
        if not _LAST_PERIOD.search(before):
            continue
        n = int(stated.value)
        if stated.unit in ("month", "year"):
            start = months_after(today, -n * (12 if stated.unit == "year" else 1))
        else:
            start = today - timedelta(days=n * _PERIOD_DAYS[stated.unit])
        for rel, found in _dated_columns(ctx, node):
            k = sum(start <= d <= today for d in found)
            how = f"items of {where} with {rel[1:]} from {start.isoformat()} to {today}"
            out.append(_Subset(k, how, True, pinned=True, own=True))
    return out


_PERIOD_DAYS = {"day": 1, "week": 7, "month": 30, "year": 365}
# the words before a period that make it end today ("the past 12 months", "近 7 天")
_LAST_PERIOD = regex_cache.compile(
    r"(?:\b(?:last|past|previous|rolling|trailing|últim[oa]s|pasad[oa]s)|पिछले|पिछली|बीते"
    r"|过去|過去|最近)\s*\Z"
)


def _up_to_today(ctx: CheckContext, node: ListNode, where: str) -> list[_Subset]:
    """The items whose one date falls before the run's today, or on it, for a count its
    clause bounds by today ("4 sessions so far", "3 hasta la fecha", "अब तक सात", "至今 5 次"),
    when every item holds that date (a date-time's day too)."""
    now = ctx.answer.now
    if now is None:
        return []
    today = now.date()
    out: list[_Subset] = []
    for rel, found in _dated_columns(ctx, node):
        how = f"items of {where} with {rel[1:]} up to {today.isoformat()}"
        for k in {sum(d < today for d in found), sum(d <= today for d in found)}:
            if k < node.length:  # (every item: the list itself, paged or not, is the count)
                out.append(_Subset(k, how, True, pinned=True, own=True))
    return out


def _on_weekends(
    ctx: CheckContext, node: ListNode, where: str, own_fold: str = "", said: set[str] | None = None
) -> list[_Subset]:
    """The items on a Saturday or a Sunday ("4 were at the weekend", "dos caen en fin de
    semana", "周末的有2个"), when every item says its day: by the weekdays its texts name (a
    schedule) or by its one date. A count the clause pins to the weekend is held to them."""
    language = ctx.answer.language
    days = [item_weekdays(ctx.index, rid, language) for rid in node.items]
    if not days or any(d is None for d in days):
        return []
    weekend = [d is not None and bool(d & WEEKEND_DAYS) for d in days]
    how = f"items of {where} on a Saturday or a Sunday"
    out = [_Subset(sum(weekend), how, True, pinned=True, own=True)]
    # ("4 slots are free over the weekend" beside six weekend slots, four ``available``:
    # the weekend's items in a state or with a flag are a reading of it too, and none of
    # them the witness against another)
    index = ctx.index
    rows = _item_rows(index, node)
    for rel, values in _item_fields(index, node)[0].items():
        if values.groups is None or len(values.groups) < 2:
            continue
        if not (set(values.groups) <= {"True", "False"} or _state_field(rel, ctx.answer.words)):
            continue
        for val in values.groups:
            k = sum(1 for row, on in zip(rows, weekend, strict=True) if on and row.get(rel) == val)
            if 0 < k < sum(weekend):
                what = f"items of {where} on a Saturday or a Sunday where {rel[1:]} = {val}"
                # (pinned when the clause names the flag or the state: "free" is
                # ``available``; a flag named is its true side)
                named = (
                    _field_named(rel, said or set()) and val == "True"
                    if val in ("True", "False")
                    else _state_named(val, own_fold, said or set())
                )
                out.append(_Subset(k, what, True, pinned=named, own=named))
    return out


def _qualifiers(view: ClaimView, claim: CountClaim) -> set[str]:
    """The claim's words besides its number and noun: what it says of the counted things."""
    text = view.claim.text
    for v in view.values:
        a, b = v.start - view.claim.start, v.end - view.claim.start
        own = v is claim.value or v is claim.whole_value
        if not own and v.noun and text[b:].lstrip().startswith(v.noun):
            # ("your 3 tours take 5 riders": another number's noun is that number's)
            b = text.index(v.noun, b) + len(v.noun)
        text = text[:a] + " " * (b - a) + text[b:]
    return _qualifier_words(text) - (claim.terms - claim.predicate)


_SEMICOLON = regex_cache.compile(r"[;；]")


def _semicolon_part(view: ClaimView, claim: CountClaim) -> str:
    """The part of the claim between the semicolons around the count."""
    text = view.claim.text
    at = claim.value.start - view.claim.start
    begin = max((m.end() for m in _SEMICOLON.finditer(text, 0, max(0, at))), default=0)
    stop = _SEMICOLON.search(text, max(0, at))
    return text[begin : stop.start() if stop else len(text)]


def _qualifier_words(text: str) -> set[str]:
    """The stems of a text's words of three letters or more but function words, and the
    pairs of its Han characters."""
    out: set[str] = set()
    for m in _WORD.finditer(text.lower()):
        w = m.group()
        if _HAN.search(w):
            out |= {w[k : k + 2] for k in range(len(w) - 1)}
            continue
        if len(w) < 3 or w in _FUNCTION:
            continue
        out.add(stem(w))
    return out


_FUNCTION = frozenset(
    {
        "the",
        "there",
        "here",
        "and",
        "your",
        "you",
        "are",
        "was",
        "were",
        "have",
        "has",
        "had",
        "don",
        "doesn",
        "didn",
        "haven",
        "hasn",
        "still",
        "just",
        "also",
        "only",
        "all",
        "any",
        "other",
        "others",
        "them",
        "they",
        "their",
        "these",
        "those",
        "this",
        "that",
        "with",
        "from",
        "into",
        "out",
        "each",
        "both",
        "which",
        "who",
        "what",
        "del",
        "los",
        "las",
        "una",
        "uno",
        "tus",
        "sus",
        "ellas",
        "ellos",
        "que",
        "por",
        "para",
        "con",
        "más",
        "menos",
        "total",
        "not",
    }
)


def _field_related(rel: str, qualifiers: set[str]) -> bool:
    """Whether the claim names this field by its key (kept for the report's wording; a
    filtered count is pinned by the values it names, see `_subsets`)."""
    words = key_words(rel.replace("/", " "))
    for w in words:
        if stem(w) in qualifiers or w in qualifiers or key_concepts(w) & qualifiers:
            return True
    return False


def _field_named(rel: str, qualifiers: set[str]) -> bool:
    """Whether the claim names this field by a word of its key, its stem, or the concept
    a word of the key heads (``late`` names ``overdue``), not by a concept the key merely
    shares with another word."""
    for w in key_words(rel.rsplit("/", 1)[-1]):
        if stem(w) in qualifiers or w in qualifiers or (w in key_concepts(w) and w in qualifiers):
            return True
    return False


def _subsets(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode
) -> list[_Subset]:
    index = ctx.index
    where = node.pointer or "/"
    out = [_Subset(node.length, f"length of {where}", True)]
    out += [_Subset(t, f"total reported with {where}", True) for t in _totals(index, node)]
    # the other outputs' lists at the same path: their count and summed length, and this one's
    count, length = _output_lists_by_path(index).get(node.path, (0, 0))
    if node.source == "output":  # it is one of them
        count, length = count - 1, length - node.length
    if count and claim.owned != node.id:
        out.append(_Subset(length + node.length, f"lengths of {where} across calls", True))
    items = [index.records[r] for r in node.items]
    if not items:
        return out
    qualifiers = _qualifiers(view, claim)
    concepts_in_claim = ctx.answer.words.concepts_in(view.claim.text)
    # the codes and English names of the languages the claim names ("en francés": ``fr``)
    languages = set(language_codes_named(view.claim.text, view.claim.language))
    # (the concepts of another number's noun are that number's: "3 tours take 5 riders")
    others = {
        c
        for v in view.values
        if v.noun and v is not claim.value and v is not claim.whole_value
        for c in ctx.answer.words.concepts_in(v.noun)
    }
    # the count's own clause says which side it counts ("2 of the 5 still don't have an
    # assignee"): a field there or not is then told by it alone
    # (a count of times names its events on either side: "retiraste efectivo 3 veces")
    own = (
        _clause_around(view, claim)
        if claim.times
        else _lead_in(view, claim) + _own_clause(view, claim)
    )
    # (and what the other counts of an enumeration are said to be in their own clauses is
    # theirs: "2 refunded, 1 rejected, 1 under review" names no rejected items of the 2)
    mine = ctx.answer.words.concepts_in(own)
    theirs: set[str] = set()
    for w in view.values:
        if w is claim.value or w is claim.whole_value or w.kind != "number" or not w.is_number:
            continue
        if w.stated is None or w.stated.unit or w.year_like:
            continue  # (a measure is no count with a state of its own)
        if w.start < claim.value.start < w.end + len(_value_clause(view, w)):
            continue
        clause = _value_lead_in(view, w) + _value_clause(view, w)
        among = _HAN_AMONG.match(view.claim.text, w.end - view.claim.start)
        if among is not None:
            # ("5 个检查项里已经通过 4 项": what follows 里 is said of the part)
            clause = _value_lead_in(view, w) + among.group()
        theirs |= ctx.answer.words.concepts_in(clause)
    theirs -= mine
    concepts_in_claim -= theirs
    qualifiers = (qualifiers | (concepts_in_claim - claim.terms - others)) - theirs
    claim_fold = f" {fold(view.claim.text)} "
    # (a name after a semicolon is said in a clause of its own: "2 of the 3 are on your
    # side; ECO-7 is ours" names no item of the 2)
    part_fold = f" {fold(_semicolon_part(view, claim))} "
    counted_noun = claim.antecedent or claim.value.noun
    if counted_noun is None and claim.whole_value is not None:
        counted_noun = claim.whole_value.noun
    # the words that may name a value: the claim's, less its counted noun ("3 of the 4 members
    # use more than 100 GB" names no ``role = member``)
    noun_fold = fold(counted_noun or "")
    valued_fold = claim_fold.replace(f" {noun_fold} ", " ") if noun_fold else claim_fold
    negated = view.claim.has_cue("negation")
    polar = ctx.answer.words.negation is not None and bool(ctx.answer.words.negation.search(own))
    own_stems = {stem(w) for w in _WORD.findall(own)}
    own_words = own_stems | ctx.answer.words.concepts_in(own)
    # words of another script that may be English loanwords naming a key
    loans = [w for w in _WORD.findall(view.claim.text) if not w.isascii() and not _HAN.search(w)]
    own_loans = [w for w in _WORD.findall(own) if w in loans]
    noun_concepts = ctx.answer.words.concepts_in(counted_noun or "")
    own_fold = f" {fold(own)} "
    # (what a bracket adds is said of other items: "3 for A or B (the other for C)")
    own_unbracketed = f" {fold(_BRACKETED.sub(' ', own))} "
    fields, texts = _item_fields(index, node)
    total = len(items)
    above: list[_Subset] = []
    for rel, values in fields.items():
        # a field the claim names by its key may explain a count (verify), but only a value
        # or a threshold it names pins the subset down enough to contradict one
        related = _field_related(rel, qualifiers) or _loan_names(rel, loans)
        free_flag = (
            not related
            and claim.whole is None  # ("of the five mornings, three are open": a part of those)
            and values.groups is not None
            and set(values.groups) <= {"True", "False"}
            and "available" in claim.terms
            and any("available" in key_concepts(w) for w in key_words(rel.rsplit("/", 1)[-1]))
        )
        # ("4 free bays", "4 बे खाली", "4 个空闲车位" beside ``available``: the counted
        # noun's own word of being free names the flag, and its true side)
        related = related or free_flag
        present = values.present
        if 0 < present < total:
            # a field the claim names, said to be missing ("6 reviews have no reply") or
            # there: the polarity of the claim picks the subset
            in_own = _field_related(rel, own_words) or _loan_names(rel, own_loans)
            keyed = bool(
                {stem(w) for part in rel[1:].split("/") for w in key_words(part)} & own_stems
            )
            out.append(
                _Subset(
                    present,
                    f"items of {where} with {rel[1:]} set",
                    related and not polar,
                    pinned=related and not negated,
                    own=in_own and not polar,
                    loose=not keyed,
                )
            )
            out.append(
                _Subset(
                    total - present,
                    f"items of {where} without {rel[1:]}",
                    # (a field inside another named by a concept only, in a claim that denies
                    # nothing: "5 parts had changes" counts no parts without a ``fix/diff``)
                    related and (negated or polar or keyed or "/" not in rel[1:]),
                    pinned=related and negated,
                    own=in_own and polar,
                    loose=not keyed,
                )
            )
        positive = sum(1 for x in values.numbers if x > 0)
        if related and not polar and 0 < positive < len(values.numbers):
            # a figure some items have and others hold at zero, the field named by the
            # claim ("two of the four nights were hit by weather" and ``weather_lost_hours``
            # 8.0 and 4.3 among 0.0s): the items with some of it may be what it counts
            above.append(_Subset(positive, f"items of {where} with {rel[1:]} above 0", True))
        counter = values.groups
        if (
            counter is None
            and values.names
            and not polar
            and _state_field(rel, ctx.answer.words)
            and _open_named(ctx, own, values.names)
        ):
            # a status every item holds its own value of ("verified", "assigned", "closed")
            out += _open_items(where, rel, values.names, total)
        if counter is None and values.names and not polar and _state_field(rel, ctx.answer.words):
            out += _state_heads(where, rel, values.names, own_fold, own_words)
        if counter:
            state = _state_field(rel, ctx.answer.words) or bool(
                set(key_words(rel.rsplit("/", 1)[-1])[-1:]) & _KIND_KEYS
            )
            # "2 not yet delivered" and ``status: not_delivered``: a state the clause names
            # with its negation; with no such state, the clause denies a state it names, and
            # the items not in it are what it counts ("4 are not finished": 7 less 3 done)
            denied = {val: base for val in counter if (base := _negated_state(val)) is not None}
            # a concept two values share names the field, not either value ("failed" is of
            # ``test_result`` as ``pass`` and ``fail`` both are: it names ``fail`` alone)
            seen: Counter[str] = Counter(c for val in counter for c in _value_concepts(val))
            shared = {c for c, times in seen.items() if times > 1}
            named_here: list[tuple[str, int]] = []  # the values the count's clause names
            # the states the clause names by a word of theirs, not as written ("had refunds":
            # ``refunded`` and ``partially_refunded``)
            akin_here: list[tuple[str, int]] = []
            if state and not polar:
                out += _state_heads(where, rel, counter, own_fold, own_words)
            # ("4 fittings" over ``type`` fitting three times and final_fitting once: the
            # counted noun, a word of several values, may count them all)
            head = stem(noun_fold) if noun_fold and " " not in noun_fold else ""
            kin = [
                val
                for val in counter
                if len(head) > 2 and head in {stem(w) for w in key_words(val)}
            ]
            if len(kin) > 1 and not polar:
                how = f"items of {where} where {rel[1:]} is any of {', '.join(kin)}"
                out.append(_Subset(sum(counter[v] for v in kin), how, True, pinned=True))
            if state and not polar:
                # ("4 pending" over ``in_progress`` twice and ``awaiting_signoff`` twice: a
                # state the clause names that some values share, not all, counts them all)
                for concept in sorted(shared & (own_words | (concepts_in_claim - noun_concepts))):
                    akin = [v for v in counter if concept in _value_concepts(v)]
                    if (
                        1 < len(akin) < len(counter)
                        and not _exclusive(akin)
                        # (``in_stock`` and ``out_of_stock`` share "stock" and deny each other)
                        and not any(
                            {w.lower() for w in key_words(v)} & (_DENYING | {"out"}) for v in akin
                        )
                    ):
                        how = f"items of {where} where {rel[1:]} is any of {', '.join(akin)}"
                        out.append(_Subset(sum(counter[v] for v in akin), how, True, pinned=True))
            for val, k in counter.items():
                val_concepts = _value_concepts(val) - shared
                how = f"items of {where} where {rel[1:]} = {val}"
                if state and val in denied and _state_named(denied[val], own_fold, own_words):
                    # ("3 revisados" names the state, not the one that denies it)
                    out.append(_Subset(k, how, polar, pinned=polar, own=polar))
                    continue
                if (
                    state
                    and polar
                    and _state_named(val, own_fold, own_words)
                    and _named_before_negation(ctx, val, own)
                ):
                    # ("2 están vencidas sin pagar": the state named before the negation is
                    # the items', the negation is of what follows it)
                    out.append(_Subset(k, how, True, pinned=True, own=True))
                    continue
                if state and polar and _state_named(val, own_fold, own_words):
                    # the clause denies a state: the items not in it, or the state that
                    # denies it when the field has one
                    if not denied:
                        how = f"items of {where} where {rel[1:]} is not {val}"
                    size = k if denied else total - k
                    out.append(_Subset(size, how, not denied, pinned=not denied, own=not denied))
                    continue
                value_named = (
                    len(val) > 2
                    and (
                        f" {fold(val)} " in valued_fold
                        # (a value the counted noun is only the start of: "两门选修实验" read
                        # as the noun 门选 still names 选修实验)
                        or (
                            bool(noun_fold)
                            and noun_fold != fold(val)
                            and _overlaps(noun_fold, fold(val))
                            and f" {fold(val)} " in claim_fold
                        )
                        or fold(val) == noun_fold  # "4 closed": the word after it is a value
                        # (a state in its plural: "3 canceladas" and ``estado: cancelada``;
                        # a kind so named, "3 more deposits", may be narrowed further)
                        or (
                            _state_field(rel, ctx.answer.words)
                            and bool(noun_fold)
                            and " " not in noun_fold
                            and noun_fold.startswith(fold(val))
                            and 0 < len(noun_fold) - len(fold(val)) <= 2
                        )
                        # the counted noun's own concepts name no value ("users" is no "member")
                        or _concepts_name(val, val_concepts, concepts_in_claim - noun_concepts)
                        or _akin(val, valued_fold)
                        or _person_named(val, valued_fold, counter)
                    )
                ) or val.casefold() in languages
                # (a value of a word or two, a state or a kind, that the clause names; a
                # title sharing a word or a concept with the clause narrows nothing)
                in_own = len(val) > 2 and (
                    f" {fold(val)} " in own_fold
                    or (
                        len(key_words(val)) <= 2
                        and (bool(val_concepts & own_words) or _akin(val, own_fold))
                    )
                )
                if (
                    value_named
                    and not in_own
                    and _denied_apart(ctx, view, own, val, claim.value.start - view.claim.start)
                ):
                    # "重大的有 2 项，都没有超期": a state named only in another clause of the
                    # claim, under its negation, is what the counted items are not
                    value_named = False
                if related and val in ("True", "False"):
                    # a flag pins its items only when the claim names the flag itself (its
                    # key word, its stem, the concept it heads, or a loanword of it): "due"
                    # shares a concept with ``overdue`` but says nothing of being late
                    value_named = (val == "False") == negated and (
                        _field_named(rel, qualifiers) or _loan_names(rel, loans) or free_flag
                    )
                    in_own = value_named and (
                        _field_related(rel, own_words) or _loan_names(rel, own_loans)
                    )
                out.append(
                    _Subset(
                        k,
                        f"items of {where} where {rel[1:]} = {val}",
                        related or value_named,
                        pinned=value_named,
                        own=in_own and value_named,
                        group=(rel, val),
                    )
                )
                if in_own and value_named and f" {fold(val)} " in own_unbracketed:
                    named_here.append((val, k))
                elif in_own and value_named and state:
                    akin_here.append((val, k))
                amount = (values.weighted or {}).get(val)
                if amount is not None and amount != k:
                    out.append(
                        _Subset(
                            amount,
                            f"quantity of the items of {where} where {rel[1:]} = {val}",
                            related or value_named,
                            pinned=value_named,
                            own=in_own and value_named,
                        )
                    )
                if k < total and (related or value_named) and len(counter) == 2:
                    out.append(
                        _Subset(total - k, f"items of {where} where {rel[1:]} is not {val}", True)
                    )
                elif k < total and "cancelled" in value_states(val):
                    # "3 lessons this week, without the one called off": the items that
                    # still take place, the list's length less those called off
                    how = f"length of {where} less the items where {rel[1:]} = {val}"
                    out.append(_Subset(total - k, how, True))
            done = sum(
                k
                for val, k in counter.items()
                if fold(val) in _DONE_STATES or set(key_words(val)) & _DONE_STATES
            )
            if (claim.left or claim.rest) and state and 0 < done < total:
                # "11 sessions are left" of 13, 2 of them ``completed``: what is left is what
                # is not yet done, whatever states the rest are in
                out.append(
                    _Subset(
                        total - done,
                        f"items of {where} where {rel[1:]} is not a finished state",
                        True,
                        pinned=True,
                        own=True,
                    )
                )
            if state and not polar:
                out += _state_complements(ctx, where, rel, counter, own, total)
            out += _dotted_heads(where, rel, counter, own_fold, own_words)
            if akin_here and len(named_here) + len(akin_here) >= 2 and len(named_here) < 2:
                # "2 of them had refunds" beside one ``refunded`` and one
                # ``partially_refunded``: the items in any state its word names
                names = " or ".join(val for val, _ in named_here + akin_here)
                size = sum(k for _, k in named_here + akin_here)
                how = f"items of {where} where {rel[1:]} is {names}"
                out.append(_Subset(size, how, True, pinned=True, own=True))
            if len(named_here) >= 2:
                # "3 are for Morocco or Algeria": the items of any of the values it names,
                # of which the items of each value are only a part
                names = " or ".join(val for val, _ in named_here)
                parts = {(rel, val) for val, _ in named_here}
                out = [
                    replace(sub, pinned=False, own=False) if sub.group in parts else sub
                    for sub in out
                ]
                size = sum(k for _, k in named_here)
                how = f"items of {where} where {rel[1:]} is {names}"
                out.append(_Subset(size, how, True, pinned=True, own=True))
            # "4 priorities": the kinds are counted only when the claim counts the field itself
            noun = {stem(w.lower()) for w in _WORD.findall(claim.value.noun or "")}
            last = key_words(rel.rsplit("/", 1)[-1])
            if len(last) > 1 and last[-1] in _NAMING:
                last = last[:-1]  # ``task_name``: its values name tasks
            kinds = bool(noun & {stem(w) for w in last}) or (
                len(last) == 1
                and (
                    last[0] in noun_concepts
                    or _loanword_of(claim.value.noun, last[0])
                    # ("2 个仓库": a measure word, then the noun its terms were read from)
                    or (claim.value.noun is None and last[0] in claim.terms)
                )
            )
            # "7 charges across 4 rooms" and 7 items with ``room``: beside the list's length
            # the sentence states, a count the field's own key names is of its distinct values
            spread = kinds and claim.whole is None and claim.n < total
            spread = spread and _length_beside(view, claim, total)
            # ("8 distinct names" over 9 visits: the count says it counts a column's values;
            # not of a figure's, "5 different trays" is no count of five quantities)
            distinct = claim.distinct and (kinds or not values.numbers)
            out.append(
                _Subset(
                    len(counter),
                    f"distinct {rel[1:]} of {where}",
                    kinds or distinct,
                    pinned=spread or distinct,
                    own=spread or distinct,
                )
            )
        state = values.names is not None and _state_field(rel, ctx.answer.words)
        if state:
            out += _code_heads(where, rel, values.names or Counter(), own_fold, own_words)
        for name, k in (values.names or {}).items():
            if name and f" {name} " in part_fold and _named_as_other(view, name):
                # "2 can be signed (the other one, B-0917, is reserved)": the item named as
                # the other one is what the count leaves out
                how = f"items of {where} but the one where {rel[1:]} = {name}"
                out.append(_Subset(total - k, how, True, pinned=True, own=True))
            elif name and f" {name} " in part_fold:  # "《操作系统》 has no score yet"
                own_state = state and f" {name} " in own_fold
                how = f"items of {where} where {rel[1:]} = {name}"
                out.append(_Subset(k, how, True, True, own=own_state))
            elif state and _state_named(name, own_fold, own_words, most=3):
                # a state every item happens to differ in ("pending documents" and one item
                # ``estado: Pendiente de documentación``): the count's clause names its items
                how = f"items of {where} where {rel[1:]} = {name}"
                out.append(_Subset(k, how, True, pinned=True, own=True))
        whole = (values.weighted or {}).get("")
        if whole is not None and whole != total:
            out.append(_Subset(whole, f"total {rel[1:]} of the items of {where}", True))
            held = _quantity_held(index, node, rel[1:])
            if held is not None:
                # "13 periods" once the cancelled class is taken out of 15: the quantity of
                # the items that still take place
                how = f"total {rel[1:]} of the items of {where} not called off"
                out.append(_Subset(held, how, True))
            goods = _sum_less_adjustments(index, node, rel[1:])
            if goods is not None and goods != whole:
                how = f"total {rel[1:]} of the items of {where} but the lines of negative amount"
                out.append(_Subset(goods, how, True))
        numeric = values.numbers
        if numeric:
            for direction, threshold, value in claim.comparisons:
                if not _threshold_fits(value, rel):
                    continue
                for scale in _scales(threshold):
                    if direction == "less":
                        ks = {
                            sum(1 for x in numeric if x < scale),
                            sum(1 for x in numeric if x <= scale),
                        }
                    else:
                        ks = {
                            sum(1 for x in numeric if x > scale),
                            sum(1 for x in numeric if x >= scale),
                        }
                    for k in ks:
                        out.append(
                            _Subset(
                                k,
                                f"items of {where} with {rel[1:]} {direction} than {scale}",
                                True,
                                pinned=True,
                                own=True,
                            )
                        )
        if numeric and len(numeric) == total:
            out += _trailing_witness(ctx, view, claim, node, rel)
            out += _room_for_asked(ctx, node, rel, numeric)
            out += _by_sign(view, claim, where, rel, numeric)
    kind = _kind_count(index, node, claim)
    if kind is not None and kind[1] < total:
        rel, k = kind
        how = f"items of {where} whose {rel[1:]} names {quote(_as_written(claim), 30)}"
        # "2 more payments" counts some of that kind beyond those already spoken of: the
        # items of the kind are then a reading of it, not its witness
        more = _MORE.match(
            view.claim.text[claim.value.end - view.claim.start :]
        ) or _MORE_BEFORE.search(view.claim.text[: claim.value.start - view.claim.start])
        out.append(_Subset(k, how, True, pinned=more is None, own=more is None))
    out += _field_comparisons(ctx, view, node, fields)
    out += _state_in_any(index, node, where, own_fold, own_words)
    if "shortfall" in own_words:
        out += _shortfalls(node, fields)
    out += _han_heads(ctx, view, claim, node)
    if "overdue" in own_words:
        out += _past_due(ctx, node, where, this_week="current_week" in own_words)
    if names_weekend(own):
        out += _on_weekends(ctx, node, where, own_fold, own_words | claim.terms)
    out += _by_day(ctx, view, claim, node, where)
    if "current_month" in own_words:
        out += _in_this_month(ctx, node, where)
    out += _in_last_period(ctx, view, node, where)
    if "up_to_today" in own_words and claim.whole is None:
        # (of a part of a whole, "2 of your 4 nights so far", today bounds the whole)
        out += _up_to_today(ctx, node, where)
    out += _in_day_part(ctx, view, node, out)
    out += _open_to_age(ctx, view, node, where)
    literal = [stem(w.lower()) for w in _WORD.findall(claim.value.noun or "") if len(w) >= 4]
    for word in _claim_words(view, claim) + literal:
        k = 0
        for text in texts:
            if f" {word} " in text or f" {word}" in text:
                k += 1
        if 0 < k < total:
            out.append(_Subset(k, f"items of {where} mentioning {word!r}", True))
    said = [w.casefold() for w in _WORD.findall(view.claim.text) if len(w) > 3]
    if not any(
        sub.pinned and sub.related and sub.group and _said_whole(sub.group[1], said) for sub in out
    ):
        out += above  # (a state the claim names whole is the reading: "completed 3 of 4")
    return out


def _said_whole(value: str, said: list[str]) -> bool:
    """Whether every word of a field's value is said in the claim, as written or as another
    form of its first six letters ("completed" in "Completaste"; "weather_loss" is not said
    whole by "weather")."""
    words = [w.casefold() for w in key_words(value) if len(w) > 2]
    return bool(words) and all(
        any(x.startswith(w[:6]) or w.startswith(x[:6]) for x in said) for w in words
    )


_HAN_HEAD = 3  # the Han characters a value's head must share with the claim


def _han_heads(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode
) -> list[_Subset]:
    """The items whose value ends in a phrase the count's clause names ("3位是在读研究生" and
    ``identity`` values that end in it, each with a school before it): a Chinese noun phrase
    ends in its head, so the items that share that head are the kind the clause counts."""
    if not _HAN.search(view.claim.text):
        return []
    runs = _HAN_RUN.findall(_clause_around(view, claim))
    rows = _item_rows(ctx.index, node)
    where = node.pointer or "/"
    out = []
    for rel in sorted({rel for row in rows for rel in row}):
        values = [row.get(rel, "") for row in rows]
        heads: set[str] = set()
        for value in values:
            for run in runs:
                shared = max(
                    (
                        value[-j:]
                        for j in range(_HAN_HEAD, len(value) + 1)
                        if value[-j:] in run and _HAN.fullmatch(value[-j])
                    ),
                    key=len,
                    default="",
                )
                if shared:
                    heads.add(shared)
        for head in heads:
            k = sum(1 for value in values if value.endswith(head))
            if 0 < k < len(values) and any(v != head for v in values if v.endswith(head)):
                how = f"items of {where} whose {rel[1:]} ends in {head}"
                out.append(_Subset(k, how, True, pinned=True, own=True))
    return out


def _trailing_witness(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode, rel: str
) -> list[_Subset]:
    """The items past a threshold the claim writes after its number and unit ("one member,
    Lena (71), is 65 years or older"), on a field measured in that unit, when they are as
    many as the count says and the claim names each of them: that reading holds the count.
    One that does not is no witness against it (a number, a unit and a comparator may
    belong to another clause), so it is offered only when it holds."""
    if "/" in rel[1:] or not claim.trailing:
        return []
    index = ctx.index
    figures: dict[int, Decimal] = {}
    for rid in node.items:
        leaf = index.records[rid].field_leaf(index, rel[1:])
        x = _num(leaf.raw) if leaf is not None else None
        if x is None:
            return []
        figures[rid] = x
    named = {index.leaves[a.leaf].record for a in anchors_of(ctx, view)}
    out: list[_Subset] = []
    for direction, threshold, value in claim.trailing:
        if not _unit_fits(value, rel):
            continue
        side = {
            rid
            for rid, x in figures.items()
            if (x < threshold if direction == "less" else x > threshold)
        }
        at = {rid for rid, x in figures.items() if x == threshold}
        for past in (side, side | at):  # ("65 or more" holds 65; "over 65" may not)
            if len(past) != claim.n or not 0 < claim.n < len(figures):
                continue
            if all(any(_same_item(index, rid, owner) for rid in named) for owner in past):
                how = f"items of {node.pointer or '/'} with {rel[1:]} {direction} than {threshold}"
                out.append(_Subset(claim.n, how, True, pinned=True, own=True))
                break
    return out


def _by_sign(
    view: ClaimView, claim: CountClaim, where: str, rel: str, numeric: Sequence[Decimal]
) -> list[_Subset]:
    """The items of one sign of a field holding both ("$512.40 of goods (three entries)"
    in a ledger of charges and payments), when the claim states that sign's sum beside the
    count: the sum names the items it counts."""
    plus = [x for x in numeric if x > 0]
    minus = [x for x in numeric if x < 0]
    if not plus or not minus:
        return []
    scale = Decimal(100) if is_minor_key(rel.rsplit("/", 1)[-1]) else Decimal(1)
    said = {
        v.stated.value
        for v in view.values
        if v is not claim.value and v.is_number and v.stated is not None
    }
    out = []
    for part, side in ((plus, "above"), (minus, "below")):
        # (one item's own figure is no sum: "... − 33.58 = 599.63" names that line's amount)
        if len(part) >= 2 and abs(sum(part, Decimal(0))) / scale in said:
            how = f"items of {where} with {rel[1:]} {side} zero, summing to the figure it states"
            out.append(_Subset(len(part), how, True, pinned=True, own=True))
    return out


_ROOM = frozenset({"available", "capacity", "free"})


def _room_for_asked(
    ctx: CheckContext, node: ListNode, rel: str, numeric: Sequence[Decimal]
) -> list[_Subset]:
    """The items with room for as many as the call asked for ("room for your 6 in 2
    slots" after a search for 4 persons: ``seats_left`` of at least 4): a reading of a
    count, never its witness (the answer may count by another need)."""
    last = key_words(rel.rsplit("/", 1)[-1])
    if not (concepts_of_words(last) | ctx.answer.words.concepts_in(" ".join(last))) & _ROOM:
        return []
    call = ctx.index.calls[node.call] if node.call is not None else None
    if call is None:
        return []
    args = call.call.arguments
    asked = {
        Decimal(v)
        for v in (args.values() if isinstance(args, dict) else ())
        if isinstance(v, int) and not isinstance(v, bool) and 1 < v <= 100
    }
    where = node.pointer or "/"
    out = []
    for need in sorted(asked):
        k = sum(1 for x in numeric if x >= need)
        if 0 < k < len(numeric):
            out.append(_Subset(k, f"items of {where} with {rel[1:]} of at least {need}", True))
    return out


_MAX_GROUPS = 24
# the first word of a state that denies it (``no_entregada``, ``NOT_STARTED``, ``non-billable``)
_DENYING = frozenset({"no", "not", "non", "un", "sin"})
# the marks of an ordinal before its numeral (Chinese 第, which a space may part from it)
_ORDINAL_MARKS = ("第",)


def _state_complements(
    ctx: CheckContext, where: str, rel: str, counter: Counter[str], own: str, total: int
) -> list[_Subset]:
    """The items of a state field in a state its count's clause names that no value of the
    field holds, read as those of the one value left beside the values in a state that rules
    it out: "2 active bookings" of three, one ``cancelled`` and two ``confirmed``."""
    held = {val: value_states(val) for val in counter}
    out = []
    for claimed in sorted(states_named(ctx.answer.language, own)):
        if any(claimed in states for states in held.values()):
            continue  # (a value names it: that value's items are what it counts)
        if claimed == "open":
            out += _open_items(where, rel, counter, total)
            continue
        gone = [
            val
            for val, states in held.items()
            if states and all(ruled_out(claimed, s) for s in states)
        ]
        # (one value left, the state under another name: of ``complete``, ``in_progress``
        # and ``withdrawn``, the items not in progress are not all finished)
        if gone and len(counter) - len(gone) == 1:
            k = total - sum(counter[val] for val in gone)
            how = f"items of {where} where {rel[1:]} is not {' or '.join(gone)}"
            out.append(_Subset(k, how, True, pinned=True, own=True))
    return out


def _open_named(ctx: CheckContext, own: str, names: Counter[str]) -> bool:
    """Whether the clause counts open items: it says "open", or "pending" where no item's
    own state is a pending one (then "pending" names that value)."""
    said = states_named(ctx.answer.language, own)
    if "open" in said:
        return True
    return "pending" in said and not any(value_states(val) & {"pending"} for val in names)


def _open_items(where: str, rel: str, counter: Counter[str], total: int) -> list[_Subset]:
    """Open is what is not closed: "2 open requests" of three, one ``closed``, one
    ``verified`` and one ``assigned``, are the two not closed, in whatever state."""
    shut = [val for val in counter if {w.lower() for w in key_words(val)} & _SHUT]
    if not shut:
        # no value says an item is closed: the open ones are those in a state still under
        # way ("4 still open" of seven, two ``pending``, two ``overdue``, three ``received``)
        waiting = [val for val in counter if value_states(val) & _STILL_OPEN]
        if not waiting or len(waiting) == len(counter):
            return []
        k = sum(counter[val] for val in waiting)
        how = f"items of {where} where {rel[1:]} is {' or '.join(waiting)}"
        return [_Subset(k, how, True, pinned=True, own=True)]
    if len(shut) == len(counter):
        return []
    k = total - sum(counter[val] for val in shut)
    how = f"items of {where} where {rel[1:]} is not {' or '.join(shut)}"
    return [_Subset(k, how, True, pinned=True, own=True)]


# the states of a status value that say an item is still under way: open, as a count of open
# items reads them when no value says an item is closed
# the last key word of a field whose values name the thing its other words say
# (``task_name``, ``site_code``, ``vessel_id``)
_NAMING = frozenset({"name", "id", "code", "title", "label"})
_STILL_OPEN = frozenset({"open", "pending", "unpaid", "in_progress", "processing"})
# the words of a status value that say an item is no longer open (read only as the
# complement of a count of open items)
_SHUT = frozenset(
    {"closed", "resolved", "completed", "complete", "done", "cancelled", "canceled", "archived"}
    | {"withdrawn", "rejected", "fulfilled", "finished", "paid", "settled", "delivered"}
)


def _state_heads(
    where: str, rel: str, counter: Counter[str], own_fold: str, own_words: set[str]
) -> list[_Subset]:
    """The items in any state that opens with a word the clause names ("2 are closed" of
    ``CLOSED`` and ``CLOSED_WITH_ACTION``, "बंद" of both): two values at least."""
    heads: dict[str, list[str]] = {}
    for val in counter:
        words = key_words(val)
        if len(words) >= 1 and len(words[0]) > 2:
            heads.setdefault(words[0].lower(), []).append(val)
    out = []
    for head, vals in heads.items():
        if len(vals) >= 2 and _state_named(head, own_fold, own_words):
            k = sum(counter[val] for val in vals)
            how = f"items of {where} where {rel[1:]} is {head} (any kind)"
            out.append(_Subset(k, how, True, pinned=True, own=True))
    return out


def _negated_state(value: str) -> str | None:
    """The state a value denies (``not_started``: "started"), or None."""
    words = key_words(value)
    if len(words) < 2 or words[0].lower() not in _DENYING:
        return None
    return " ".join(words[1:])


def _code_heads(
    where: str, rel: str, names: Counter[str], own_fold: str, own_words: set[str]
) -> list[_Subset]:
    """The items of a state field whose every value differs only past its first part
    (``CNF/B3/42``, ``CNF/B3/45``, ``RAC/7``: a state with the seat, the queue place), by
    that first part: named by the clause, they pin the count; else a reading of it."""
    heads: Counter[str] = Counter()
    for name, k in names.items():
        parts = name.split()
        if len(parts) < 2:
            return []
        heads[parts[0]] += k
    if len(heads) < 2 or max(heads.values()) < 2:
        return []
    out = []
    for head, k in heads.items():
        named = _state_named(head, own_fold, own_words)
        how = f"items of {where} whose {rel[1:]} begins {head.upper()}"
        out.append(_Subset(k, how, named, pinned=named, own=named))
    return out


_SEGMENT = regex_cache.compile(r"[.:/](?=[^.:/]+$)")
_BRACKETED = regex_cache.compile(r"[(（][^)）]*[)）]")


def _dotted_heads(
    where: str, rel: str, counter: Counter[str], own_fold: str, own_words: set[str]
) -> list[_Subset]:
    """The items of a field of dotted kinds (``invoice.paid``, ``invoice.voided``,
    ``refund.created``) by the part before the last dot, when the clause names that part:
    "4 invoice events" counts every ``invoice.*`` item, whatever follows the dot."""
    heads: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    for value, k in counter.items():
        parts = _SEGMENT.split(value, maxsplit=1)
        if len(parts) != 2 or not any(c.isalpha() for c in parts[0]):
            return []
        heads[parts[0]] += k
        kinds[parts[0]] += 1
    out = []
    for head, k in heads.items():
        if kinds[head] > 1 and _state_named(head, own_fold, own_words):
            how = f"items of {where} whose {rel[1:]} begins {head}"
            out.append(_Subset(k, how, True, pinned=True, own=True))
    return out


@dataclass(slots=True)
class _Column:
    """One field of a list's items: how many items set it, its groups (a categorical
    field: strings, booleans, small whole numbers that repeat), and its numbers."""

    present: int
    groups: Counter[str] | None
    numbers: list[Decimal]
    names: Counter[str] | None = None  # the folded values of a field of names or ids
    # the items' quantity (``qty: 2``) summed by value of this field: "3 bottles of red" is
    # two red lines of 2 and 1 bottles
    weighted: dict[str, int] | None = None
    dated: bool = False  # every item's value is a date or a time: when it is, not what


_STATE_VALUE = regex_cache.compile(r"[a-z][a-z0-9_\-]{1,23}|True|False")


def _column(values: list[object]) -> _Column:
    present = sum(1 for v in values if v not in (None, "", [], False))
    categorical = [v for v in values if _categorical(v)]
    counter = Counter(str(v) for v in categorical)
    # a category repeats: a field whose every item differs (names, ids) groups nothing, but
    # a claim that names one of them is about those items
    # (one value shared by every item is a group too, when it is a state: "3 open tickets"
    # when all 4 are ``open``; a subject every e-mail of a thread shares is no state)
    shared = len(counter) == 1 and bool(_STATE_VALUE.fullmatch(next(iter(counter), "")))
    grouped = (len(counter) > 1 or shared) and len(counter) <= _MAX_GROUPS
    grouped = grouped and len(counter) < len(values)
    # (a field some items leave null still groups the others: "Ana has 2" beside an
    # ``assignee`` that one ticket has none of)
    filled = [v for v in values if v is not None]
    every = len(categorical) == len(filled) and len(filled) >= 2
    groups = counter if grouped and every else None
    names = None
    if every and not grouped and len(counter) > 1:
        names = Counter(fold(str(v)) for v in categorical if len(str(v)) > 2)
    numbers = [x for x in (_num(v) for v in values) if x is not None]
    return _Column(present, groups, numbers, names)


def _item_fields(index: EvidenceIndex, node: ListNode) -> tuple[dict[str, _Column], list[str]]:
    """A list's items as columns (relative pointer -> the field across items) and each
    item's folded text, once per list of a run: every count claim about the list reads
    them."""
    key = ("item fields", node.id)
    hit: tuple[dict[str, _Column], list[str]] | None = index.memo.get(key)
    if hit is not None:
        return hit
    fields: dict[str, list[object]] = {}
    undated: set[str] = set()
    texts: list[str] = []
    for rid in node.items:
        record = index.records[rid]
        seen: set[str] = set()
        words: list[str] = []
        for leaf in index.subtree_leaves(record.id, depth=2):
            if isinstance(leaf.raw, str):
                words.append(fold(leaf.raw))
            rel = leaf.pointer[len(record.pointer) :]
            if rel in seen:
                continue
            seen.add(rel)
            fields.setdefault(rel, []).append(leaf.raw if leaf.text is None else "<text>")
            if leaf.kind != "when":
                undated.add(rel)
        texts.append(f" {' '.join(words)} ")
    columns = {rel: _column(values) for rel, values in fields.items()}
    for rel, column in columns.items():
        column.dated = rel not in undated
    quantity = _quantity_field(fields, len(node.items))
    if quantity is not None:
        amounts = [int(x) for x in fields[quantity]]  # type: ignore[call-overload]
        for rel, column in columns.items():
            if column.groups is not None and len(fields[rel]) == len(amounts):
                sums: dict[str, int] = {}
                for raw, amount in zip(fields[rel], amounts, strict=True):
                    sums[str(raw)] = sums.get(str(raw), 0) + amount
                column.weighted = sums
        columns[quantity].weighted = {"": sum(amounts)}
    index.memo[key] = (columns, texts)
    return columns, texts


_MONEY_CONCEPTS = frozenset({"price", "amount", "fee", "cost", "rate"})


def _quantity_field(fields: dict[str, list[object]], items: int) -> str | None:
    """The field every item holds as its quantity (a whole number under a key that names
    one: ``qty``, ``units``, ``item_count``), when there is exactly one."""
    found = [
        rel
        for rel, values in fields.items()
        if "/" not in rel[1:]
        and len(values) == items
        and "quantity" in (concepts := concepts_of_words(key_words(rel[1:])))
        and not concepts & _MONEY_CONCEPTS  # (``unit_price_cents`` is a price, not a quantity)
        and all(
            isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= _MAX_COUNT for v in values
        )
    ]
    return found[0] if len(found) == 1 else None


def _whole_columns(node: ListNode, fields: dict[str, _Column]) -> dict[str, list[Decimal]]:
    """The numeric fields every item of ``node`` holds, each with its figures in item order."""
    return {
        rel: col.numbers
        for rel, col in fields.items()
        if col.numbers and len(col.numbers) == len(node.items)
    }


def _field_comparisons(
    ctx: CheckContext, view: ClaimView, node: ListNode, fields: dict[str, _Column]
) -> list[_Subset]:
    """Items whose one field is under or over another that the claim names after a
    comparator ("3 SKUs are below their reorder point": ``on_hand < reorder_point``)."""
    words = ctx.answer.words
    low = view.claim.text.lower()
    numeric = _whole_columns(node, fields)
    if len(numeric) < 2 or len(numeric) > 12:
        return []
    out: list[_Subset] = []
    where = node.pointer or "/"
    for direction, pattern in (("less", words.less), ("more", words.more)):
        if pattern is None:
            continue
        for m in pattern.finditer(low):
            after = {stem(w) for w in _WORD.findall(low[m.end() : m.end() + 40])}
            for rel_b, b in numeric.items():
                key_b = {stem(w) for w in key_words(rel_b.rsplit("/", 1)[-1])}
                if not key_b or not key_b <= after:
                    continue  # the claim names this field right after the comparator
                for rel_a, a in numeric.items():
                    if rel_a == rel_b:
                        continue
                    pairs = list(zip(a, b, strict=False))
                    if direction == "less":
                        ks = {sum(x < y for x, y in pairs), sum(x <= y for x, y in pairs)}
                    else:
                        ks = {sum(x > y for x, y in pairs), sum(x >= y for x, y in pairs)}
                    for k in ks:
                        how = f"items of {where} with {rel_a[1:]} {direction} than {rel_b[1:]}"
                        out.append(_Subset(k, how, True, pinned=True))
    return out


# the key words of a figure that was due, and of one that came ("ordered" and "delivered")
_DUE_KEY_WORDS = frozenset(
    {"ordered", "expected", "requested", "planned", "booked", "billed", "invoiced", "quoted"}
)
_CAME_KEY_WORDS = frozenset(
    {"delivered", "received", "shipped", "supplied", "dispatched", "fulfilled", "arrived"}
)


def _shortfalls(node: ListNode, fields: dict[str, _Column]) -> list[_Subset]:
    """The items that came short of what was due ("4 lines arrived short" beside each
    line's ``ordered`` and ``delivered``): one figure of what was due, one of what came, on
    every item; the claim's own clause names a shortfall."""
    numeric = _whole_columns(node, fields)
    due = [rel for rel in numeric if set(key_words(rel.rsplit("/", 1)[-1])) & _DUE_KEY_WORDS]
    came = [rel for rel in numeric if set(key_words(rel.rsplit("/", 1)[-1])) & _CAME_KEY_WORDS]
    where = node.pointer or "/"
    out: list[_Subset] = []
    for rel_a in due:
        for rel_b in came:
            k = sum(b < a for a, b in zip(numeric[rel_a], numeric[rel_b], strict=False))
            how = f"items of {where} with {rel_b[1:]} short of {rel_a[1:]}"
            out.append(_Subset(k, how, True, pinned=True, own=True))
    return out


def _overlaps(noun: str, value: str) -> bool:
    """Whether the folded noun shares a word with the folded value (its words, in order,
    begin or sit inside it, or its last word opens it)."""
    nw, vw = noun.split(), value.split()
    return bool(nw) and (nw[-1] == vw[0] or " ".join(nw) in " ".join(vw))


def _akin(value: str, claim_fold: str) -> bool:
    """A field value and a claim word of one root ("success" and "succeeded", "approval" and
    "approved"): a shared beginning of five letters or more, most of the shorter word.
    The value's words are folded as the claim is ("सिंचित" is read "simcit" on both sides)."""
    for v in (fold(k) for k in key_words(value)):
        if " " in v:
            continue
        if 3 <= len(v) < 5:
            # a short root and its inflection ("fail" and "failed", "pass" and "passes")
            if any(w[len(v) :] in _INFLECTIONS and w.startswith(v) for w in claim_fold.split()):
                return True
            continue
        if len(v) < 5:
            continue
        for w in claim_fold.split():
            n = 0
            for a, b in zip(v, w, strict=False):
                if a != b:
                    break
                n += 1
            if n >= 5 and n >= 0.7 * min(len(v), len(w)):
                return True
    return False


_INFLECTIONS = frozenset({"s", "es", "ed", "d", "ing"})


def _person_named(value: str, claim_fold: str, others: Iterable[str] = ()) -> bool:
    """Whether the claim names a person's value (``"Katharine Obi"``) as people are named in
    speech: by the first name, the family name, or a short form of the first name of four
    letters or more ("Kath") that no other value of the field (``others``) begins with."""
    if not PERSON.fullmatch(value):
        return False
    names = [fold(w) for w in re.split(r"[ -]", value)]
    first, last = names[0], names[-1]
    rivals = [fold(o).split()[0] for o in others if o != value and fold(o)]
    return any(
        w in (first, last)
        or (len(w) >= 4 and first.startswith(w) and not any(r.startswith(w) for r in rivals))
        for w in claim_fold.split()
    )


def _value_concepts(value: str) -> set[str]:
    return concepts_of_words(key_words(value))


def _concepts_name(value: str, own: set[str], said: set[str]) -> bool:
    """Whether the claim's concepts name a value: one of its concepts, and one of each of
    its words that has any ("maintenance_overdue" is not named by "maintenance" alone)."""
    if not own & said:
        return False
    return all(
        not (found := concepts_of_words([w]) - GENERIC_CONCEPTS) or found & said
        for w in key_words(value)
    )


def _categorical(v: object) -> bool:
    if isinstance(v, bool):
        return True
    if isinstance(v, str):
        return 0 < len(v) <= 40 and v != "<text>"
    if isinstance(v, int):
        return 0 <= v <= 10
    return False


# the key words of a field that holds a rate or a share, which a percent may be compared with
_RATE_KEY_WORDS = frozenset(
    {"rate", "pct", "percent", "percentage", "share", "ratio", "score", "progress", "completion"}
    | {"utilization", "utilisation", "occupancy", "yield", "margin", "discount", "tax", "growth"}
    | {"humidity", "level", "health", "usage", "attendance", "accuracy", "efficiency", "uptime"}
    | {"probability", "chance", "interest", "apr", "apy", "commission", "vat", "gst", "coverage"}
    | {"moisture", "abv", "alpha", "acid", "fat", "protein", "purity", "saturation", "fill"}
)


def _threshold_fits(value: Value, rel: str) -> bool:
    """Whether a threshold the claim states can be compared with this field: a time ("under
    9:00/mi") with a time or pace field, money with money, a unit with that unit."""
    words = set(key_words(rel.replace("/", " ")))
    from nyaya.values.units import unit

    field_unit = key_unit(rel.rsplit("/", 1)[-1])
    if value.kind == "time" or value.kind == "duration":
        u = unit(field_unit) if field_unit else None
        return (u is not None and u.dimension == "time") or bool(
            words & {"pace", "time", "duration", "split"}
        )
    if value.kind == "percent":
        # "below 50%" with a rate or a share, not with a count (``invited: 12``)
        return bool(words & _RATE_KEY_WORDS) or field_unit == "%"
    if value.stated is not None and value.stated.unit and value.kind == "number":
        want = unit(value.stated.unit)
        got = unit(field_unit) if field_unit else None
        if want is not None and got is not None:
            return want.dimension == got.dimension
        return want is None or got is None
    return True


def _unit_fits(value: Value, rel: str) -> bool:
    """Whether a field is measured in the unit of a threshold: its key's unit is of the
    same dimension (``weight_kg`` and "30 kg"), or it holds an age and the threshold is
    in years ("60 years or older" and ``age``)."""
    from nyaya.values.units import unit

    want = unit(value.stated.unit) if value.stated and value.stated.unit else None
    if want is None and (value.noun or "")[:1] in _HAN_AGE:
        want = unit("year")  # "60岁以上": years of age
    key = rel.rsplit("/", 1)[-1]
    if want is None:
        return False
    field_unit = key_unit(key)
    got = unit(field_unit) if field_unit else None
    if got is not None:
        return got.dimension == want.dimension
    return want.name == "year" and "age" in concepts_of_words(key_words(key))


def _supports(ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode) -> str | None:
    """How the list supports the count, or None (see `_verdict` for the three outcomes)."""
    verdict, how, _ = _verdict(ctx, view, claim, node)
    return how if verdict == "verified" else None


_CLAUSE_BREAK = regex_cache.compile(
    r"[,;:.!?，；：。！？、]|\s[—–-]\s|\b(?:and|but|while|y|pero|और|लेकिन)\b"
)


_PUNCT_BREAK = regex_cache.compile(r"[;:.!?；：。！？)）]|,\s|，")


def _lead_in(view: ClaimView, claim: CountClaim) -> str:
    """The words of the count's clause right before it, up to three and after any earlier
    value, lower-cased: the verb that may name the state counted ("tienes pendientes 3
    pagos", "you're still waiting on 2 parcels")."""
    return _value_lead_in(view, claim.value)


def _value_lead_in(view: ClaimView, value: Value) -> str:
    """`_lead_in` of any number of the claim."""
    text = view.claim.text.lower()
    start = value.start - view.claim.start
    begin = max(
        [m.end() for m in _CLAUSE_BREAK.finditer(text, 0, max(0, start))]
        + [v.end - view.claim.start for v in view.values if v.end <= value.start]
        # (a count in brackets tells of the noun before them, not its state: "the claim
        # record (3 benefit lines)" counts no claimed items)
        + [m.end() for m in _OPEN_BRACKET.finditer(text, 0, max(0, start))],
        default=0,
    )
    return " ".join(_WORD.findall(text[begin : max(0, start)])[-3:]) + " "


_OPEN_BRACKET = regex_cache.compile(r"[(（\[]")


def _own_clause(view: ClaimView, claim: CountClaim) -> str:
    """The count's clause: from the number to the next clause break, lower-cased."""
    return _value_clause(view, claim.value)


def _value_clause(view: ClaimView, value: Value) -> str:
    """`_own_clause` of any number of the claim."""
    text = view.claim.text.lower()
    start = value.start - view.claim.start
    stop = _CLAUSE_BREAK.search(text, value.end - view.claim.start)
    return text[max(0, start) : stop.start() if stop else len(text)]


def _with_room_for(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode
) -> tuple[int, str] | None:
    """The count of the items with room for a party the count's sentence names ("two trips
    have room for the 3 of you", "3 salidas tienen plazas para los 5"): the
    items whose one field of free places (``spots_left``) is at least the party's size,
    and how they were counted. None when the sentence names no party or the items hold
    no such field."""
    # (in the count's own clause, after it: "4 sessions, but only 2 have room for 5" holds
    # the 2 to the room, not the 4)
    start = claim.value.end
    text = ctx.answer.text[start : min(view.sentence[1], start + 80)].lower()
    m = _ROOM_FOR.search(text)
    if m is None or re.search(r"[,;:.!?，；：。]", text[: m.start()]):
        return None
    at = start + m.end()
    party = next(
        (
            int(v.stated.value)
            for other in ctx.answer.claims
            for v in other.values
            if v.kind == "number"
            and v.stated is not None
            and 0 <= v.start - at <= 2
            and v.stated.value == v.stated.value.to_integral_value()
        ),
        None,
    )
    if party is None or party < 2:
        return None
    index = ctx.index
    columns, _ = _item_fields(index, node)
    free = [
        rel
        for rel, column in columns.items()
        if "/" not in rel[1:]
        and len(column.numbers) == len(node.items)
        and set(key_words(rel[1:])) & _FREE_PLACE_WORDS
    ]
    if len(free) != 1:
        return None
    rel = free[0]
    size = sum(
        1
        for rid in node.items
        if (leaf := index.records[rid].field_leaf(index, rel[1:])) is not None
        and (x := _num(leaf.raw)) is not None
        and x >= party
    )
    return size, f"items of {node.pointer or '/'} with {rel[1:]} >= {party}"


# room for a party: "room for (all) 4", "space for 4", "plazas para (los) 4"
_ROOM_FOR = regex_cache.compile(
    r"\b(?:room|space|spots?|places?|seats?|plazas?|sitio|cupo|lugar(?:es)?)\s+(?:for|para)"
    r"(?:\s+(?:all|both|los|las|todos|todas|the))*\s+"
)
# the key words of a field of free places (the absence check's, a stock aside; and Spanish)
_FREE_PLACE_WORDS = (FREE_KEY_WORDS - {"stock"}) | {"libres", "disponibles"}


def _parts_before(ctx: CheckContext, view: ClaimView, claim: CountClaim, length: int) -> bool:
    """Whether counts earlier in the count's sentence, with it, make up the rows after it
    ("2 are offline and 1 is slow:" over rows of all 3): the rows list every part the
    sentence counts, not the last part alone."""
    start = view.sentence[0]
    earlier = [
        v.stated.value
        for other in ctx.answer.claims
        for v in other.values
        if v.kind == "number"
        and v.stated is not None
        and not v.year_like
        and start <= v.start < claim.value.start
    ]
    return bool(earlier) and (length - claim.n in earlier or sum(earlier) + claim.n == length)


def _verdict(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode
) -> tuple[str, str, int | None]:
    """``verified`` (a subset the claim points at, or the whole list, has that size),
    ``contradicted`` (nothing the claim could mean has that size: no subset its words point
    at, and no other subset by chance either when its words point at one), or
    ``ambiguous`` (only a subset the claim does not name has that size); then how it was
    counted, and the size of the subset the claim's own clause names when there is one."""
    n = claim.n
    union = _named_states_union(ctx, view, claim, node)
    if union is not None and union[0] == n:
        # "10 में से 6 पार्सल पहुँच गए या रास्ते में हैं" beside 4 ``delivered`` and 2
        # ``in_transit``: the items in either of the states the clause names
        return "verified", union[1], None
    people = claim.terms & _PEOPLE or _han_mark(view, claim) in ("位", "人", "名", "口")
    if people and _entries_of_groups(ctx.index, node):
        # "4 guests eat vegetarian" over notes of which one is "Okafor family" (two of
        # them) and one "Lee & partner": entries of households and couples count no people
        return "ambiguous", "", None
    if n == node.length and claim.whole is None and _state_of_the_list(ctx, view, claim, node):
        # "two invoices are open" over ``open_items`` of 2, one ``status: open`` and one
        # part paid: the list's own key says every item is open; the field is a finer state
        return "verified", f"length of {node.pointer or '/'}, named by its key", None
    if claim.whole is None and _rest_named_apart(ctx, view, claim, node):
        return "ambiguous", "", None
    roomy = _with_room_for(ctx, view, claim, node)
    if roomy is not None:
        size, how = roomy
        if size == n:
            return "verified", how, None
        return "contradicted", how, size
    # (the whole may be said in the sentence's earlier clause: "3 lots this month, 2 of
    # them accepted:" over rows of all 3)
    whole_said = claim.whole is not None or any(
        v.is_number and v.stated is not None and v.stated.magnitude == node.length
        for other in ctx.answer.claims
        for v in other.values
        if view.sentence[0] <= v.start and v.end <= claim.value.start
    )
    if claim.listed and (not whole_said or claim.whole == n):
        # "you have 4 permits:" over rows naming each of the 3: the rows are what it counts,
        # whatever subset of them happens to have its size ("of the 3 days you asked for,
        # only 2 are free:" over rows of all 3: the rows name the whole the claim gives
        # before its part, and the part is read as any)
        if n == node.length:
            return "verified", f"length of {node.pointer or '/'}", None
        if _parts_before(ctx, view, claim, node.length):
            return "ambiguous", "", None
        return "contradicted", f"{node.length} items, each named in the rows after it", None
    subsets = _subsets(ctx, view, claim, node)
    if claim.whole is not None and any(
        sub.group is not None and sub.n == claim.whole and n in _narrowed(ctx.index, node, sub)
        for sub in subsets
    ):
        # "3 of the 5 fresh-veg lines are in stock": the whole is a kind of the items, and
        # the part one value of another field among them; no single filter holds it
        return "ambiguous", "", None
    crossed = _part_of_head(ctx, view, claim, node, subsets) or _group_past_threshold(
        ctx, view, claim, node, subsets
    )
    if crossed is not None:
        # "10 days worked: 6 at farm A": the part is of the whole the head count selected
        return "verified", crossed, None
    if (
        not node.items
        and all(sub.n != n for sub in subsets)
        and _ids_only(ctx.index, node)
        and _narrowed_by_words(ctx, view, claim, node)
    ):
        # "two upcoming reservations in business class" against a list of reservation ids:
        # bare ids say nothing of the items, so only a plain count can be held to its length
        return "ambiguous", "", None
    # when the claim names what defines its subset (a value, a threshold, a field said to
    # be missing), a subset it names less of ("assignee is not Lina Costa") is no reading
    named = [sub for sub in subsets if sub.pinned and sub.related and sub.own and not sub.loose]
    whole = max((sub.n for sub in subsets if "length" in sub.how or "total" in sub.how), default=0)
    if (
        claim.whole is None
        and n <= whole
        and not any(sub.pinned and not sub.loose for sub in subsets)
        and _says_total(ctx, view, claim)
    ):
        # "4 records in all", "一共 4 条": a total, when the claim names no value or
        # threshold of its items, is the list's length, a total reported beside it or a kind
        # of its items (one it does not name leaves it open); the items that merely lack (or
        # set) a field the claim names by a concept only are no reading of it
        chance = [
            sub
            for sub in subsets
            if sub.n == n
            and not sub.loose
            and (sub.related or not sub.how.startswith("distinct"))
            # (the items with one figure, "rooms_left = 1", are no kind of them)
            and (sub.related or sub.group is None or not _FIGURE.fullmatch(sub.group[1]))
        ]
        held = next((sub for sub in chance if sub.related), None)
        if held is not None:
            return "verified", held.how, None
        return ("ambiguous", chance[0].how, None) if chance else ("contradicted", "", None)
    # the items in a state the claim names by its value ("completed 4 of your 5 courses" and
    # ``status: completed``): a field merely set or not, named by a concept only, is then
    # no reading of the count
    valued = [
        sub
        for sub in subsets
        if sub.pinned and sub.related and not sub.loose and sub.group is not None
    ]
    loose_only = False
    for sub in subsets:
        if sub.n == n and sub.related and (sub.pinned or not named):
            if sub.loose and valued:
                # (a field merely set, beside a state the claim names by its value: no
                # reading of the count, whether or not its own clause names that state)
                loose_only = loose_only or not named
                continue
            return "verified", sub.how, None
    if loose_only:
        named = valued  # (the states it names are then what it counts)
    # what the claim's own clause names counts otherwise: that is the witness
    said = "; ".join(f"{sub.how}: {sub.n}" for sub in named[:3])
    expected = named[0].n if named else None
    if claim.times and any(n in _narrowed(ctx.index, node, sub) for sub in named):
        # "刘阿姨 3次" beside 4 visits of hers, one cancelled: the events it counts may be
        # those of hers in one state the answer speaks of elsewhere
        return "ambiguous", "", None
    if (
        valued
        and not claim.comparisons
        and not any(sub.own and sub.pinned for sub in subsets)
        and _unread_qualifier(ctx, view, claim, node)
        and any(n in _narrowed(ctx.index, node, sub) for sub in valued)
    ):
        # "Ana: 4 classes taught" beside her 5 sessions, 4 of them ``done``: the value is
        # named outside the count's clause, and a word its noun carries that no field was
        # read by may narrow those items further
        return "ambiguous", "", None
    if n > whole:
        # more than the list holds, however it is filtered: a count of the parts its items
        # hold, or of another thing its noun merely shares with the list, may still be right
        return _beyond_list(ctx, view, claim, node, said, expected)
    if claim.comparisons:
        thresholds = [sub for sub in subsets if sub.pinned and "than" in sub.how]
        return ("contradicted", said, expected) if thresholds else ("ambiguous", "", None)
    if (
        claim.whole is not None
        and claim.whole < node.length
        and all(sub.n != claim.whole or not (sub.related and sub.pinned) for sub in subsets)
        and claim.whole not in _totals(ctx.index, node)
    ):
        # "of the 4 readings, 3 were above 20 mg/l" over six test lines: the whole the part
        # is of is no set of the list's items (the readings sit inside one line), so no
        # subset of its items, the two in mg/l, counts the part either
        return "ambiguous", "", None
    if any(sub.pinned for sub in subsets):
        return "contradicted", said, expected  # the values the claim names count otherwise
    keyed = any(
        sub.related and "length" not in sub.how and "total" not in sub.how for sub in subsets
    )
    # a count of distinct values the claim does not name ("8 flights" beside 8 distinct
    # departure times among 9 flights) is no reading of it
    chance = [
        sub for sub in subsets if sub.n == n and (sub.related or not sub.how.startswith("distinct"))
    ]
    if (
        chance
        and not keyed
        and not any(sub.related for sub in chance)
        # ("3 of your 4 entries got in": a part of the whole it names is no plain count)
        and (claim.whole is None or claim.n >= claim.whole)
        and (_plain(ctx, view, claim, node) or _said_returned(view, claim))
    ):
        # "3 events on the 20th" after a search for that day's events: the claim says
        # nothing of the items beyond what the call asked for, so a subset of the same size
        # by chance (the events one attendee shares) is no reading of it
        return "contradicted", "", None
    if claim.whole is None and not named and _restates_filter(ctx, view, claim, node):
        # "3 boxes waiting to ship" over the 4 a search for ``status: unshipped``
        # returned: the clause names the state the call asked for, which every item is in
        return "contradicted", f"length of {node.pointer or '/'}, all {_filter_of(ctx, node)}", None
    if keyed or chance:
        # the claim speaks of a property of the items it names no value of, or only a subset
        # it does not name has that size: no single count to hold it to
        return "ambiguous", chance[0].how if chance else "", None
    if _paired_threshold(view, ctx.answer.words):
        # "2 of the 4 readings were above 140/90": a threshold on two fields at once, which
        # no subset of one field's values reads
        return "ambiguous", "", None
    return "contradicted", "", None  # a plain count of the list


def _named_states_union(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode
) -> tuple[int, str] | None:
    """The number of items in any of two or more values of one field of the list that the
    count's clause names ("either delivered or QC passed", "pagadas o en trámite"), with how
    it was counted; None when no field has two values it names."""
    own = _own_clause(view, claim)
    if not _EITHER_OR.search(own.lower()):
        return None  # (the states must be said as alternatives: "5 of 6 done, 4 approved" no)
    clause_fold = f" {fold(own)} "
    words = ctx.answer.words
    clause_words = {stem(w) for w in _WORD.findall(own)} | words.concepts_in(own)
    columns, _ = _item_fields(ctx.index, node)
    for rel, column in columns.items():
        if column.groups is None or len(column.groups) < 3:
            continue  # (two values in all: both named is every item, no union to weigh)
        named = [v for v in column.groups if _state_named(v, clause_fold, clause_words)]
        if len(named) >= 2:
            size = sum(column.groups[v] for v in named)
            return size, f"items of {node.pointer or '/'} where {rel[1:]} is {' or '.join(named)}"
    return None


# the words that join alternatives: "either A or B", "A o B", "या तो A या B", "A或B"
_EITHER_OR = regex_cache.compile(r"(?<![\w])(?:or|o|u|ou)(?![\w])|(?<!\S)या(?!\S)|或|还是|還是")


_PEOPLE = frozenset(
    {"guest", "member", "attendee", "person", "people", "passenger", "patient", "student",
     "customer", "user", "participant", "player"}
)  # fmt: skip
# an entry that stands for several people: a household, a couple, a name plus others
_GROUP_MARK = regex_cache.compile(
    r"一家|全家|夫妇|夫婦|两口|兩口|&|＆|\+\s*\d|(?<![\w])(?:and|y|e|और)(?![\w])|family|familia|"
    r"परिवार|couple|pareja"
)


def _entries_of_groups(index: EvidenceIndex, node: ListNode) -> bool:
    """Whether an item of the list is named as several people ("Okafor family", "Ana & Luis",
    "Sam + 2")."""
    for rid in node.items:
        for leaf in index.subtree_leaves(rid, depth=1):
            if (
                isinstance(leaf.raw, str)
                and len(leaf.raw) <= 40
                and _GROUP_MARK.search(leaf.raw.lower())
                and {w.lower() for w in key_words(leaf.key)}
                & {"guest", "name", "names", "party", "household", "attendee", "member", "who"}
            ):
                return True
    return False


def _state_of_the_list(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode
) -> bool:
    """Whether the state the count's clause names is one the list's own key gives all its
    items (``open_items``, ``pending_orders``): a word of the key the clause names, by a
    stem or a concept, that is also a value of a field of the items (``status: open``)."""
    keyed = [w.lower() for w in key_words(node.key)]
    if len(keyed) < 2:
        return False
    own = _lead_in(view, claim) + _own_clause(view, claim)
    words = ctx.answer.words
    said = {stem(w) for w in _WORD.findall(own.lower())} | words.concepts_in(own)
    index = ctx.index
    values = {
        stem(w)
        for rid in node.items
        for leaf in index.subtree_leaves(rid, depth=1)
        if isinstance(leaf.raw, str) and _STATE_VALUE.fullmatch(leaf.raw)
        for w in key_words(leaf.raw)
    }
    for w in keyed:
        named = stem(w) in said or bool(key_concepts(w) - GENERIC_CONCEPTS & said)
        if named and stem(w) in values:
            return True
    return False


def _part_worked_out(ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode) -> bool:
    """Whether "2 of the 3 depots have room" counts a part the answer may have worked out of
    the list the whole is: no field sorts the items into kinds (each holds its own name, its
    own figures), and either they hold no figure to test, or a test of their figures
    (``bays`` against ``occupied``, ``remaining`` at zero) gives that part. Then the list's
    length, the very whole the claim gives, is no witness against it; where no test of the
    figures gives the part ("4 of the 5 regions went down" when two scores fell), the list
    is."""
    if claim.whole is None or claim.n >= claim.whole or not _is_whole(ctx.index, node, claim.whole):
        return False
    subsets = _subsets(ctx, view, claim, node)
    if any(sub.group is not None and 1 < sub.n < node.length for sub in subsets):
        return False  # (a status of 9 present, 2 absent: its groups are what the part is held to)
    if any(sub.related and "length" not in sub.how and "total" not in sub.how for sub in subsets):
        return False  # ("below their reorder point": the test the claim names is the reading)
    # (a figure the sentence names besides the count may be the threshold: "14 reached the 6 GB")
    bounds = {
        v.stated.magnitude
        for v in view.values
        if v.is_number
        and v.stated is not None
        and v is not claim.value
        and v is not claim.whole_value
    }
    parts = _compared_parts(ctx.index, node, bounds)
    return parts is None or claim.n in parts


def _compared_parts(index: EvidenceIndex, node: ListNode, bounds: set[Decimal]) -> set[int] | None:
    """How many of a list's items each test of their figures picks: a figure at zero or
    above it (``remaining``), below, at or above one of ``bounds``, and two figures compared
    (``a < b``, ``a > b``, ``a = b`` for every two numeric keys all items hold); None when
    they hold no figure."""
    rows: list[dict[str, Decimal]] = []
    for rid in node.items:
        figures: dict[str, Decimal] = {}
        for lid in index.records[rid].leaves:
            leaf = index.leaves[lid]
            if leaf.number is not None and not isinstance(leaf.raw, bool) and leaf.text is None:
                figures[leaf.key] = leaf.number
        rows.append(figures)
    if not rows:
        return None
    keys = sorted(set.intersection(*(set(r) for r in rows)))
    if not keys:
        return None
    parts: set[int] = set()
    for key in keys:
        for bound in {Decimal(0), *bounds}:
            parts |= {
                sum(r[key] < bound for r in rows),
                sum(r[key] == bound for r in rows),
                sum(r[key] > bound for r in rows),
                sum(r[key] >= bound for r in rows),
                sum(r[key] <= bound for r in rows),
            }
    for a, b in combinations(keys, 2):
        pairs = [(r[a], r[b]) for r in rows]
        parts |= {
            sum(x < y for x, y in pairs),
            sum(x > y for x, y in pairs),
            sum(x == y for x, y in pairs),
        }
    return parts


def _ids_only(index: EvidenceIndex, node: ListNode) -> bool:
    """Whether a list of bare values holds only codes ("JG7FMM", "INV-0042"): one word each,
    with a digit or in capitals, that says nothing of the item it names."""
    for lid in node.scalars:
        raw = index.leaves[lid].raw
        if not isinstance(raw, str) or not _CODE.fullmatch(raw):
            return False
        if not (any(ch.isdigit() for ch in raw) or raw.isupper()):
            return False
    return bool(node.scalars)


_CODE = regex_cache.compile(r"[A-Za-z0-9][A-Za-z0-9_./:-]{2,39}")


def _narrowed_by_words(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode
) -> bool:
    """Whether the count's own clause says more of its items than their noun: a content
    word between the number and the clause's end that is neither the noun nor a word of
    the list's own name."""
    own = {stem((claim.value.noun or "").casefold())} | _list_words(ctx.index, node)
    clause = _own_clause(view, claim)[len(claim.value.text) :]  # (past the number itself)
    for w in _WORD.findall(clause):
        low = w.casefold()
        if _HAN.search(low):
            return not any(low.startswith(n) for n in own if _HAN.search(n)) or len(low) > 3
        if len(low) < 3 or low in _FUNCTION or any(ch.isdigit() for ch in low):
            continue
        if stem(low) in own or low in ctx.answer.words.pronouns:
            continue
        return True
    return False


def _unread_qualifier(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode
) -> bool:
    """Whether a word right beside the count's noun ("4 classes taught", "4 clases dadas",
    "4 completed classes") is one no lexicon concept and no text of the list's items
    reads: it says something of the counted things that no field was matched to."""
    words = ctx.answer.words
    at, end = claim.value.start - view.claim.start, claim.value.end - view.claim.start
    tail = re.split(r"[,.;:!?，。；：！？()（）\n+]", view.claim.text[end : end + 32], maxsplit=1)[
        0
    ]
    near = _WORD.findall(tail)[:3]
    noun = stem((claim.value.noun or "").casefold())
    _, texts = _item_fields(ctx.index, node)
    keys = _list_words(ctx.index, node)
    for w in near:
        low = w.casefold()
        if len(low) < 4 or _HAN.search(low) or low in _FUNCTION or stem(low) == noun:
            continue
        if words.concepts_in(w) or stem(low) in keys or low in words.pronouns:
            continue
        if any(f" {fold(w)}" in t for t in texts) or at < 0:
            continue
        return True
    return False


_QUANTITY_OF_LINES = ", the lines' quantity"


def _beyond_list(
    ctx: CheckContext,
    view: ClaimView,
    claim: CountClaim,
    node: ListNode,
    said: str,
    expected: int | None,
) -> tuple[str, str, int | None]:
    """The verdict on a count larger than the list it is bound to holds. The parts its items
    hold ("5 passengers" over 2 bookings, "24 frames" over 3 hives as ``frames: 8``) may be
    what it counts: one such sum of that size verifies it; a sum the count's noun names is
    its witness otherwise. A count whose noun is not the list's own (the list was bound by a
    concept or a word of its tool) counts something the list may not hold: no verdict."""
    index = ctx.index
    terms = claim.terms - GENERIC_CONCEPTS
    sums = _part_totals(index, node)
    # only a sum the count's noun names is what it counts: "3 emails" is not the 3
    # attachments of 2 e-mails
    named = [(total, how) for total, how, key in sums if _field_related(key, terms)]
    for total, how in named:
        if total == claim.n:
            return "verified", how, None
    if named:
        total, how = named[0]
        return "contradicted", f"{how}: {total}", total
    quantities = [
        (total, how, key)
        for total, how, key in sums
        if "quantity" in {c for w in key_words(key) for c in key_concepts(w)}
    ]
    if len(quantities) == 1 and _says_total(ctx, view, claim):
        # "104 castings in all" over 4 returns of ``qty`` 24, 18, 40 and 12: a total of
        # units above the number of lines is the sum of the one quantity the lines hold
        total, how, key = quantities[0]
        if total == claim.n:
            return "verified", how, None
        held = _quantity_held(index, node, key)
        if held is not None and held == claim.n:
            # "13 periods in all" once the cancelled class is taken out of 15
            return "verified", f"{how}, less the items called off", None
        return "contradicted", f"{how}{_QUANTITY_OF_LINES}: {total}", total
    if (
        claim.times
        or claim.asked
        or claim.totalled  # (more than the whole the output reports it holds)
        or claim.terms & _THING_CONCEPTS
        or terms & _list_words(index, node)
        or _compound_of(claim.value.noun, node)
    ):
        # its noun names the list (or its events), or the user asked for the list's size
        return "contradicted", said, expected
    if _names_results(ctx, claim):
        return "contradicted", said, expected  # "6 options": the results as such
    if _han_score(index, node, terms):
        return "contradicted", said, expected  # its noun names the list (or its events)
    if (
        _kind_count(index, node, claim)
        or _item_keys_name(index, node, claim, beyond=True)
        or _kind_named_above(index, node, claim)
    ):
        return "contradicted", said, expected  # its noun names the items' kind
    return "ambiguous", "", None


def _quantity_held(index: EvidenceIndex, node: ListNode, key: str) -> int | None:
    """The sum of a whole-number field over the items whose state says they still take
    place: those of a called-off state (cancelled, 停课) left out; None when none is."""
    rows = _item_rows(index, node)
    total = 0
    dropped = False
    for i, rid in enumerate(node.items):
        leaf = index.records[rid].field_leaf(index, key)
        x = _num(leaf.raw) if leaf is not None else None
        if x is None or x != x.to_integral_value():
            return None
        row = rows[i] if i < len(rows) else {}
        if any("cancelled" in value_states(v) for v in row.values()):
            dropped = True
            continue
        total += int(x)
    return total if dropped else None


def _part_totals(index: EvidenceIndex, node: ListNode) -> list[tuple[int, str, str]]:
    """The parts a list's items hold, summed over the items: the lengths of a list each
    item holds under one key (``passengers``) and a whole-number field every item sets
    (``frames: 8``); each with how it was counted and its key."""
    key = ("part totals", node.id)
    hit: list[tuple[int, str, str]] | None = index.memo.get(key)
    if hit is not None:
        return hit
    where = node.pointer or "/"
    members = set(node.items)
    nested: dict[str, int] = {}
    for other in index.lists:
        if other.parent in members and other.key:
            nested[other.key] = nested.get(other.key, 0) + other.length
    out = [(n, f"lengths of {where}/*/{k} summed", k) for k, n in nested.items()]
    columns, _ = _item_fields(index, node)
    total = len(node.items)
    for rel, column in columns.items():
        if "/" in rel[1:] or len(column.numbers) != total or key_unit(rel[1:]) is not None:
            continue  # (a measure, ``price_eur``, sums to no count)
        if all(x == x.to_integral_value() and 0 <= x <= _MAX_COUNT for x in column.numbers):
            out.append((int(sum(column.numbers)), f"{rel[1:]} of {where} summed", rel[1:]))
    index.memo[key] = out
    return out


def _sum_less_adjustments(index: EvidenceIndex, node: ListNode, key: str) -> int | None:
    """The field summed over the items that hold no negative amount, when some do: a line
    of a negative price is a discount or a credit, no goods ("13 pieces" over 6 + 4 + 2 + 1
    and a discount line of quantity 1)."""
    total, skipped = 0, False
    for rid in node.items:
        record = index.records[rid]
        if any(
            (held := index.leaves[lid]).number is not None and held.number < 0
            for lid in record.leaves
        ):
            skipped = True
            continue
        leaf = record.field_leaf(index, key)
        if leaf is None or leaf.number is None:
            return None
        total += int(leaf.number)
    return total if skipped else None


def _open_to_age(ctx: CheckContext, view: ClaimView, node: ListNode, where: str) -> list[_Subset]:
    """The items a person of the age the sentence states may take part in ("three of the four
    suit a 9-year-old", "para niños de 7 años"): those whose ``min_age`` is at most it and whose
    ``max_age`` is at least it."""
    ages = load(ctx.answer.language).counts_ages
    if not ages:
        return []
    text = ctx.answer.text
    s, e = view.sentence
    age = None
    for v in view.values:
        if v.is_number and v.stated is not None and s <= v.start < e:
            after = text[v.end : v.end + 14].lower().lstrip(" -")
            if any(after.startswith(w) for w in ages):
                age = v.stated.magnitude
    if age is None:
        return []
    index = ctx.index
    fits = 0
    for rid in node.items:
        bounds = [
            (leaf, set(key_words(leaf.key)))
            for leaf in index.subtree_leaves(rid, depth=1)
            if leaf.number is not None and "age" in key_words(leaf.key)
        ]
        if not bounds:
            return []  # (an item that states no age bound: the list is not one of ages)
        low = [leaf.number for leaf, w in bounds if w & {"min", "minimum", "from"}]
        high = [leaf.number for leaf, w in bounds if w & {"max", "maximum", "to", "until"}]
        if not low and not high:
            return []
        fits += all(x <= age for x in low if x is not None) and all(
            x >= age for x in high if x is not None
        )
    if not 0 < fits < len(node.items):
        return []
    return [_Subset(fits, f"items of {where} open to age {age}", True, pinned=True, own=True)]


def _word_goes_on(low: str, at: int) -> bool:
    """Whether a word found ending at ``at`` goes on past it, other than by a plural ending
    ("mornings", "tardes": the part of the day, said of several days)."""
    if not low[at].isalnum():
        return False
    plural = _PLURAL_END.match(low, at)
    return plural is None


_PLURAL_END = regex_cache.compile(r"e?s(?![^\W\d_])")


def _in_day_part(
    ctx: CheckContext, view: ClaimView, node: ListNode, subsets: list[_Subset]
) -> list[_Subset]:
    """The items of a group the claim names by a value whose clock times fall in a part of
    the day the sentence names ("two sessions in Spanish in the morning")."""
    low = f" {view.sentence_text.lower()} "
    parts = [
        hours
        for word, hours in day_parts(ctx.answer.language)
        # (a part named on its own: "am" and "pm" mark a clock time, not which items)
        if not (word.isascii() and len(word) <= 4)
        and "." not in word
        and (at := low.find(word)) >= 0
        and (_HAN.match(word) or not (low[at - 1].isalnum() or _word_goes_on(low, at + len(word))))
    ]
    index = ctx.index
    timed = [
        rid
        for rid in node.items
        if any(
            leaf.when is not None and leaf.when.clock is not None
            for leaf in index.subtree_leaves(rid, depth=1)
        )
    ]
    if not parts or len(timed) != len(node.items):
        return []
    inside = [rid for rid in timed if in_parts(index, rid, parts)]
    if not 0 < len(inside) < len(timed):
        return []
    # (only within a group the claim names by its value: a part of the day alone may be
    # when the items are, not which of them it counts)
    out: list[_Subset] = []
    rows = dict(zip(node.items, _item_rows(index, node), strict=True))
    for sub in subsets:
        if sub.group is None or not sub.pinned:
            continue
        rel, val = sub.group
        k = sum(1 for rid in inside if rows[rid].get(rel) == val)
        if k:
            out.append(_Subset(k, f"{sub.how}, in that part of the day", True, pinned=True))
    return out


def _part_of_head(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode, subsets: list[_Subset]
) -> str | None:
    """How the count is a part of a larger count the claim states before it ("10 days
    worked: 6 at farm A"): the items of one group (``farm = A``) among the items of the
    group of another field the head's size picks out (``status = worked``, 10 of them), when
    the two together hold exactly ``n``."""
    n = claim.n
    heads = {
        v.stated.magnitude
        for v in view.values
        if v.end <= claim.value.start
        and v.is_number
        and v.stated is not None
        and v.stated.magnitude > n
    }
    if not heads:
        return None
    groups = [sub for sub in subsets if sub.group is not None]
    rows = _item_rows(ctx.index, node)
    for part in groups:
        if not part.related:
            continue
        for head in groups:
            if head.n not in heads or head.group is None or part.group is None:
                continue
            if head.group[0] == part.group[0]:
                continue
            both = sum(
                1
                for row in rows
                if row.get(part.group[0]) == part.group[1]
                and row.get(head.group[0]) == head.group[1]
            )
            if both == n:
                return f"{part.how}, among {head.how}"
    return None


def _group_past_threshold(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode, subsets: list[_Subset]
) -> str | None:
    """How the count is the items of a group the claim names (``modality = on-site``) that
    are also past a threshold it states on a figure of theirs ("3 are on-site and cost less
    than €150"): both filters together hold exactly ``n``."""
    comparisons = claim.comparisons or _next_clause_comparisons(ctx, view)
    if not comparisons:
        return None
    groups = [sub for sub in subsets if sub.group is not None and sub.pinned]
    if not groups:
        return None
    index = ctx.index
    rows = _item_rows(index, node)
    columns, _ = _item_fields(index, node)
    for rel, column in columns.items():
        if "/" in rel[1:] or len(column.numbers) != len(node.items):
            continue
        figures = []
        for rid in node.items:
            leaf = index.records[rid].field_leaf(index, rel[1:])
            figures.append(_num(leaf.raw) if leaf is not None else None)
        minor = is_minor_key(rel[1:])
        for direction, threshold, value in comparisons:
            if not _threshold_fits(value, rel):
                continue
            scale = threshold * 100 if minor and value.kind == "money" else threshold
            for strict in (True, False):
                past = {
                    i
                    for i, x in enumerate(figures)
                    if x is not None
                    and (
                        (x < scale if strict else x <= scale)
                        if direction == "less"
                        else (x > scale if strict else x >= scale)
                    )
                }
                for sub in groups:
                    assert sub.group is not None
                    key, val = sub.group
                    both = sum(1 for i in past if i < len(rows) and rows[i].get(key) == val)
                    if both == claim.n:
                        return f"{sub.how}, with {rel[1:]} {direction} than {scale}"
    return None


def _next_clause_comparisons(
    ctx: CheckContext, view: ClaimView
) -> list[tuple[str, Decimal, Value]]:
    """The thresholds of the claim right after this one in its sentence, when that claim
    counts nothing of its own: the second predicate of the count's subject ("3 are on-site
    and cost less than €150")."""
    claims = ctx.answer.claims
    at = next((k for k, c in enumerate(claims) if c.id == view.id), None)
    if at is None or at + 1 >= len(claims) or claims[at + 1].sentence != view.sentence:
        return []
    after = claims[at + 1]
    words = ctx.answer.words
    if count_claims(after, words):
        return []
    return _comparisons(after, words)


def _narrowed(index: EvidenceIndex, node: ListNode, sub: _Subset) -> set[int]:
    """The sizes of a group of a list's items narrowed by one value of another field (the
    group ``worker = A`` split by ``status``: 3 completed, 1 cancelled)."""
    if sub.group is None:
        return set()
    rel, val = sub.group
    rows = _item_rows(index, node)
    members = [row for row in rows if row.get(rel) == val]
    sizes: Counter[tuple[str, str]] = Counter()
    for row in members:
        for other, value in row.items():
            if other != rel:
                sizes[(other, value)] += 1
    return {k for k in sizes.values() if k < len(members)}


def _state_in_any(
    index: EvidenceIndex, node: ListNode, where: str, own_fold: str, own_words: set[str]
) -> list[_Subset]:
    """The items in a state the count's clause names in any of their parts that keep one
    under the same key ("two of them are late" beside ``medical.status: overdue`` in one item and
    ``training.status: overdue`` in another): each part's count alone is one of them."""
    rows = _item_rows(index, node)
    parts: dict[str, list[str]] = {}
    for rel in dict.fromkeys(k for row in rows for k in row):
        if rel.count("/") == 2:
            parts.setdefault(rel.rsplit("/", 1)[-1], []).append(rel)
    out: list[_Subset] = []
    for rels in parts.values():
        if len(rels) < 2:
            continue
        for val in sorted({row[r] for row in rows for r in rels if r in row}):
            if not _state_named(val, own_fold, own_words):
                continue
            k = sum(1 for row in rows if any(row.get(r) == val for r in rels))
            if k > max(sum(1 for row in rows if row.get(r) == val) for r in rels):
                names = ", ".join(r[1:] for r in rels)
                how = f"items of {where} where any of {names} = {val}"
                out.append(_Subset(k, how, True, pinned=True, own=True))
    return out


def _item_rows(index: EvidenceIndex, node: ListNode) -> list[dict[str, str]]:
    """Each item of a list as its categorical fields (relative pointer -> value), once."""
    key = ("item rows", node.id)
    hit: list[dict[str, str]] | None = index.memo.get(key)
    if hit is not None:
        return hit
    rows = []
    for rid in node.items:
        record = index.records[rid]
        row: dict[str, str] = {}
        for leaf in index.subtree_leaves(record.id, depth=2):
            rel = leaf.pointer[len(record.pointer) :]
            if leaf.text is None and _categorical(leaf.raw):
                row.setdefault(rel, str(leaf.raw))
        rows.append(row)
    index.memo[key] = rows
    return rows


def _filter_of(ctx: CheckContext, node: ListNode) -> str:
    """The state filter the list's call was asked with, as ``key = value`` ("" if none)."""
    if node.call is None:
        return ""
    args = ctx.index.calls[node.call].call.arguments
    for k, v in args.items() if isinstance(args, dict) else ():
        if (
            isinstance(v, str)
            and set(key_words(str(k))) & _FILTER_KEYS
            and is_letters(v.replace("_", ""))
        ):
            return f"{k} = {v}"
    return ""


def _restates_filter(ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode) -> bool:
    """Whether the count's own clause says of the counted things only what the state filter
    of the list's call says ("3 boxes waiting to ship" after a call with ``status:
    "unshipped"``, "3 open tickets" after ``state: "open"``): the list is then all of
    them, and its length is what the clause counts. The words of the filter are read with a
    negating prefix taken off ("unshipped": ship)."""
    said = _filter_of(ctx, node)
    if not said:
        return False
    asked: set[str] = set()
    for w in key_words(said.split(" = ", 1)[1]):
        w = w.casefold()
        asked |= {stem(w), stem(w.removeprefix("un")), stem(w.removeprefix("not"))}
    own = _qualifier_words(_lead_in(view, claim) + _own_clause(view, claim))
    own -= claim.terms | ctx.answer.words.concepts_in(claim.value.noun or "")
    own = {w for w in own if not w.isdigit()}
    return bool(own) and own <= asked


# the argument keys of a call that filter a list by the state of its items
_FILTER_KEYS = frozenset({"status", "state", "stage", "estado", "filter"})


def _plain(ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode) -> bool:
    """Whether every word the claim says of the counted things besides its noun is one
    the list's call was asked with (its arguments, its tool's name): the claim counts the
    whole list the call returned. English only: elsewhere the function words that would
    have to be told apart are not listed."""
    if view.claim.language != "en" or node.call is None:
        return False
    call = ctx.index.calls[node.call]
    asked = {stem(w) for w in call.name_words}
    args = call.call.arguments if isinstance(call.call.arguments, dict) else {}
    for k, v in args.items():
        asked |= {stem(w) for w in key_words(str(k))}
        asked |= {stem(w) for w in _WORD.findall(fold(str(v)))}
    return not (_qualifiers(view, claim) - asked)


def _said_returned(view: ClaimView, claim: CountClaim) -> bool:
    """Whether the count is what the claim says a search or a call returned, right after
    the verb ("the search returned 5 listings", "la consulta devolvió 5", "查询返回了 5
    条"): the whole list, whatever subset of it happens to have that size. (What was found,
    "查到两条提到…的", may be a part the words after it narrow: no such verb here.)"""
    before = view.claim.text[: claim.value.start - view.claim.start].lower().rstrip(" *")
    return _RETURNED_BEFORE.search(before) is not None


_RETURNED_BEFORE = regex_cache.compile(
    r"(?:\b(?:returned|brought back|came back with|devolvió|arrojó|devuelve)"
    r"|(?:返回了?)|(?:लौटाए|लौटाईं|लौटाये))"
    r"(?:\s+(?:only|just|solo|sólo|exactly|exactamente))?\s*\Z"
)


def _scales(threshold: Decimal) -> Iterable[Decimal]:
    yield threshold
    yield threshold * 60  # minutes written as a clock, compared in seconds
    yield threshold / 100  # a percent compared with a fraction


def _num(v: object) -> Decimal | None:
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return None
    return Decimal(str(v))


def _claim_words(view: ClaimView, claim: CountClaim) -> list[str]:
    out = []
    for m in _WORD.finditer(view.claim.text):
        w = m.group()
        if len(w) >= 3 and (w[0].isupper() or w.isupper()) and m.start() > 0:
            out.append(fold(w))
    return out[:6]


def _summary(index: EvidenceIndex, node: ListNode) -> str:
    items = [index.records[r] for r in node.items]
    if not items:
        return f"{node.length} items"
    best = ""
    for key in _categorical_keys(index, items):
        counter = _value_counts(index, items, key)
        if 1 < len(counter) <= 6:
            weighted = _item_fields(index, node)[0].get(f"/{key}")
            sums = weighted.weighted if weighted is not None else None
            best = f"{key}: " + ", ".join(
                f"{n} {value}" + (f" ({sums[value]} by quantity)" if sums and value in sums else "")
                for value, n in counter.items()
            )
            break
    return best


def _other_part_in_sentence(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode
) -> bool:
    """Whether another claim of the count's sentence states the list's other part, as a
    field of its items splits them ("3 sensors are down, and 2 are slow" beside ``state``:
    3 offline, 2 degraded): the two counts are the list's partition, each a part."""
    rest = node.length - claim.n
    if rest <= 0:
        return False
    text = ctx.answer.text
    return any(
        v.kind == "number"
        and v is not claim.value
        and v.stated is not None
        and v.stated.value == rest
        # ("la planta 2": a number that names a thing is no count of its part)
        and not _named_by_number(text, v.start)
        for other in ctx.answer.claims
        if other.sentence == view.sentence
        for v in other.values
    ) and _split_so(ctx.index, node, rest, claim.n)


def _exclusive(values: list[str]) -> bool:
    """Whether two of the status values are in states that rule each other out (``completed``
    and ``in_progress`` share the concept of progress and are no one state)."""
    states = [value_states(v) for v in values]
    return any(ruled_out(a, b) for x, y in itertools.combinations(states, 2) for a in x for b in y)


def _partition_stated(
    ctx: CheckContext, view: ClaimView, claim: CountClaim, node: ListNode
) -> bool:
    """Whether the counts of the claim's sentence and of the sentence before it are the
    sizes of the parts one field of the list's items splits them into, every part once
    ("5 of the 8 drills were signed off. Two were sent back and one is still open." beside
    ``state`` of 5, 2 and 1): the count is one part of a partition the answer states in full."""
    text = ctx.answer.text
    before = [o.sentence for o in ctx.answer.claims if o.sentence[1] <= view.sentence[0]]
    sentences = {view.sentence, max(before)} if before else {view.sentence}
    parts = sorted(
        int(v.stated.value)
        for other in ctx.answer.claims
        if other.sentence in sentences
        for v in other.values
        if v.kind == "number"
        and v.stated is not None
        and not v.stated.unit
        and v.stated.value == v.stated.value.to_integral_value()
        and 0 < v.stated.value < node.length
        and not _named_by_number(text, v.start)
    )
    # (three parts or more: two that fill the list may be any field's split by chance)
    if len(parts) < 3 or claim.n not in parts or sum(parts) != node.length:
        return False
    items = [ctx.index.records[r] for r in node.items]
    return any(
        sorted(_value_counts(ctx.index, items, key).values()) == parts
        for key in _categorical_keys(ctx.index, items)
    )


def _named_by_number(text: str, at: int) -> bool:
    """Whether the number at ``at`` names the noun right before it ("planta 2", "line 4",
    "कमरा 3"); a word that joins clauses ("and 2", "और 1") names nothing."""
    m = _NOUN_BEFORE.search(text, max(0, at - 24), at)
    return m is not None and m.group(1).lower() not in _AND_OR


_NOUN_BEFORE = regex_cache.compile(r"((?:[^\W\d_]|[\u0900-\u097f])+)\s*$")
_AND_OR = frozenset({"and", "or", "but", "y", "e", "o", "pero", "और", "तथा", "व", "या"})


def _split_so(index: EvidenceIndex, node: ListNode, a: int, b: int) -> bool:
    """Whether one string or yes/no field of the list's items splits them into two parts
    of ``a`` and ``b`` items, nothing else."""
    items = [index.records[r] for r in node.items]
    return any(
        sorted(_value_counts(index, items, key).values()) == sorted((a, b))
        for key in _categorical_keys(index, items)
    )


def _part_sizes(index: EvidenceIndex, node: ListNode) -> set[int]:
    """How many items each value of each string or yes/no field of the items holds (``status``:
    2 full, 2 open): the sizes of the list's parts by kind or state."""
    items = [index.records[r] for r in node.items]
    sizes: set[int] = set()
    for key in _categorical_keys(index, items):
        sizes |= set(_value_counts(index, items, key).values())
    return sizes


def _value_counts(index: EvidenceIndex, items: list, key: str) -> Counter[str]:  # type: ignore[type-arg]
    """How many of the items hold each value of ``key`` ("—" for the items without it)."""
    counter: Counter[str] = Counter()
    for record in items:
        leaf = record.field_leaf(index, key)
        counter[str(leaf.raw) if leaf is not None else "—"] += 1
    return counter


def _categorical_keys(index: EvidenceIndex, items: list) -> list[str]:  # type: ignore[type-arg]
    keys: Counter[str] = Counter()
    for record in items:
        for lid in record.leaves:
            leaf = index.leaves[lid]
            if leaf.kind in ("string", "bool") and leaf.key:
                keys[leaf.key] += 1
    preferred = [
        k
        for k in keys
        if set(key_words(k))
        & {"status", "state", "conclusion", "result", "type", "kind", "category"}
    ]
    return preferred + [k for k in keys if k not in preferred]


def _tool(index: EvidenceIndex, node: ListNode) -> str:
    return index.calls[node.call].call.tool if node.call is not None else "a tool"


def _receipt(index: EvidenceIndex, node: ListNode) -> str | None:
    return index.calls[node.call].receipt_id if node.call is not None else None
