"""What the checks read of a language: compiled phrase tables and concept words.

Everything here comes from the lexicon files (`nyaya.claims.lexicons`): the checks hold
no word of any language. A language's tables are merged with those of the languages it
mixes with (Hindi and Chinese answers carry English words), compiled once and cached.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from nyaya.claims import regex_cache
from nyaya.claims.lexicons import Lexicon, available, load
from nyaya.claims.phrases import WORD_CHAR, PhraseIndex, compile_phrases, lowered, phrase_regex
from nyaya.evidence.fold import LETTERS, MARKS, fold, stem

__all__ = [
    "GENERIC_CONCEPTS",
    "Words",
    "action_tool_words",
    "actions_table",
    "apiece_marks",
    "concepts_of_words",
    "distinct_marks",
    "extra_marks",
    "key_concepts",
    "rest_marks",
    "window_marks",
    "words_for",
]

_ACTIONS = Path(__file__).resolve().parent.parent / "claims" / "lexicons" / "actions.toml"
_PHRASE_CACHE: dict[str, tuple[re.Pattern[str] | None, dict[str, frozenset[str]], bool]] = {}
# What a multi-word or Han concept phrase needs in a text to match: a space, a hyphen, a Han
# character (a gapped phrase may need none of them)
_PHRASE_NEEDS = regex_cache.compile(r"[\s\-‐‑–\u3400-\u9fff]")
_HAN_CHAR = regex_cache.compile(r"[\u3400-\u9fff]")
_ACTION_CACHE: dict[str, tuple[PhraseIndex]] = {}
_STANCES = (
    "cause_after",
    "cause_asked",
    "hedge",
    "approx",
    "example",
    "future",
    "causal",
    "certainty",
    "evaluative",
    "conditional",
    "offer",
    "opinion",
    "pleasantry",
    "consequence",
    "ability",
    "exception",
    "addressee",
    "totality",
    "declared",
    "necessity",
    "foretold",
    "expectation",
    "control",
    "free_choice",
)

_LETTERS = regex_cache.compile(LETTERS)
_NONE: frozenset[str] = frozenset()
_MEMO_WORDS = 50_000  # words whose concepts a language's tables remember (then start over)
# texts whose concepts it remembers: about the texts one check asks of (then start over)
_MEMO_TEXTS = 256


@dataclass(frozen=True)
class Words:
    """One language's phrase tables for the checks, compiled."""

    language: str
    stance: dict[str, re.Pattern[str] | None]
    first_person: re.Pattern[str] | None
    other_subject: re.Pattern[str] | None
    passive: re.Pattern[str] | None
    relative: re.Pattern[str] | None
    verb_markers: re.Pattern[str] | None
    addressed: re.Pattern[str] | None
    negation: re.Pattern[str] | None
    done: re.Pattern[str] | None
    actions: dict[str, re.Pattern[str] | None]
    absence: re.Pattern[str] | None
    failure: re.Pattern[str] | None
    source_nouns: re.Pattern[str] | None
    attribution: re.Pattern[str] | None
    count_of: re.Pattern[str] | None
    less: re.Pattern[str] | None
    more: re.Pattern[str] | None
    each: re.Pattern[str] | None
    concept_of_word: dict[str, frozenset[str]]
    han_concepts: tuple[tuple[str, frozenset[str]], ...]
    multi_concepts: tuple[tuple[str, frozenset[str]], ...]
    suffixes: tuple[tuple[str, str], ...] = ()
    classifiers: tuple[tuple[str, frozenset[str]], ...] = ()
    action_phrases: dict[str, tuple[str, ...]] = field(default_factory=dict)
    measure_words: tuple[str, ...] = ()
    pronouns: frozenset[str] = frozenset()
    people: frozenset[str] = frozenset()  # "of you", "de ustedes": the group addressed
    # verbs that may follow a number standing for its noun ("4 have paid"): no noun
    count_verbs: frozenset[str] = frozenset()
    word_prefixes: tuple[str, ...] = ()
    respectively: re.Pattern[str] | None = None
    most: re.Pattern[str] | None = None
    least: re.Pattern[str] | None = None
    # word -> the concepts it names (`_concepts_of_word`), filled as texts are read
    _word_concepts: dict[str, frozenset[str]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    # text -> its concepts, for the last few texts read: the checks of one answer ask
    # about the same claim, label or key again and again
    _text_concepts: dict[str, frozenset[str]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    def has(self, table: str, text: str) -> bool:
        pattern = self.stance.get(table)
        return pattern is not None and pattern.search(text) is not None

    def concepts_in(self, text: str) -> set[str]:
        """The concepts the words of ``text`` name (any language this table covers)."""
        recent = self._text_concepts
        hit = recent.get(text)
        if hit is None:
            hit = frozenset(self._concepts_in(text))
            if len(recent) >= _MEMO_TEXTS:
                recent.clear()
            recent[text] = hit
        return set(hit)  # the caller's to change

    def _concepts_in(self, text: str) -> set[str]:
        found: set[str] = set()
        low = text.casefold()
        memo = self._word_concepts
        for word in _LETTERS.findall(low):
            hit = memo.get(word)
            if hit is None:
                hit = _interned(self._concepts_of_word(word))
                if len(memo) >= _MEMO_WORDS:
                    memo.clear()
                memo[word] = hit
            if hit:  # most words name no concept
                found |= hit
        pattern, table, gated = self._phrases()
        if (
            pattern is not None
            and (self.multi_concepts or _HAN_CHAR.search(low))
            and not (gated and _PHRASE_NEEDS.search(low) is None)
        ):
            for m in pattern.finditer(low):
                found |= table.get(m.group().casefold(), _NONE)
        return found

    def _concepts_of_word(self, word: str) -> frozenset[str]:
        """The concepts one case-folded word names: as written, its stem, an ending swapped
        for the dictionary form, or its transliteration."""
        hit = self.concept_of_word.get(word, frozenset()) | self.concept_of_word.get(
            stem(word), frozenset()
        )
        if not hit:
            for ending, replacement in self.suffixes:
                if word.endswith(ending) and len(word) > len(ending) + 1:
                    hit = self.concept_of_word.get(word[: -len(ending)] + replacement, frozenset())
                    if hit:
                        break
        if not hit and not word.isascii() and word not in _own_verbs(self.language):
            # (a verb of the language's own, "मिले" (found), is no loanword: its letters
            # spell an English "mile" by chance)
            hit = self.concept_of_word.get(fold(word), frozenset())
        return hit

    def _phrases(self) -> tuple[re.Pattern[str] | None, dict[str, frozenset[str]], bool]:
        """Multi-word and Han concept words as one pattern, what each names, and whether a
        text without a space, a hyphen or a Han character can be passed over (every
        phrase has one of them outside its gaps)."""
        cached = _PHRASE_CACHE.get(self.language)
        if cached is None:
            table = {p: c for p, c in (*self.han_concepts, *self.multi_concepts)}
            gated = all(_PHRASE_NEEDS.search(_literal_part(p)) for p in table)
            cached = (compile_phrases(table) if table else None, table, gated)
            _PHRASE_CACHE[self.language] = cached
        return cached

    def actions_in(self, low: str) -> list[tuple[str, int, int]]:
        """Every action phrase of ``low`` as (class, start, end), by position (one pass)."""
        cached = _ACTION_CACHE.get(self.language)
        if cached is None:
            cached = (PhraseIndex({k: list(v) for k, v in self.action_phrases.items()}),)
            _ACTION_CACHE[self.language] = cached
        return cached[0].find(lowered(low))


def _literal_part(phrase: str) -> str:
    """What of ``phrase`` a match must hold as written: its words, without the gaps."""
    return "".join(p.strip() for p in " ".join(phrase.lower().split()).split("..."))


def _lexicons(language: str) -> list[Lexicon]:
    codes = [language] if language in available() else ["en"]
    first = load(codes[0])
    for extra in (*first.mix_with, "en"):
        if extra not in codes and extra in available():
            codes.append(extra)
    return [load(c) for c in codes]


def _with_endings(
    phrases: re.Pattern[str] | None, endings: Iterable[str], but: Iterable[str] = ()
) -> re.Pattern[str]:
    """A phrase table that also matches words ending in one of ``endings``, except the
    words ``but`` lists (Spanish "mirá", "esperá": imperatives that end like a future) and
    the words ending as a ``but`` entry led by ``*`` does (Hindi "*िएगा": "देख लीजिएगा", a
    polite request, not "जाएगा")."""
    endings = sorted(endings, key=len, reverse=True)
    tail = "|".join(map(re.escape, endings))
    # each exception, at every ending it could be matched by: the ending's match starts
    # right after the exception's stem, so a fixed-width lookbehind on that stem refuses it
    # (for a whole word, the stem from the word's start; for an ending, what precedes it)
    refused = "".join(
        rf"(?<!{re.escape(word[1 : -len(end)])})"
        if word.startswith("*")
        else rf"(?<!\b{re.escape(word[: -len(end)])})"
        for word in sorted({w.lower() for w in but})
        for end in endings
        if word.endswith(end) and len(word) > len(end) + word.startswith("*")
    )
    ends = rf"{refused}(?:{tail})(?![^\W_]|[{MARKS}])"
    return regex_cache.compile(f"(?:{phrases.pattern})|{ends}" if phrases else ends, re.IGNORECASE)


def _stance_table(phrases: list[str]) -> re.Pattern[str] | None:
    """A stance table compiled; a phrase whose first word starts with ``*`` matches any word
    ending so ("*ना होगा": an infinitive with "होगा", whatever the verb)."""
    plain = [p for p in phrases if not p.startswith("*")]
    tails = [p[1:].split() for p in phrases if p.startswith("*") and len(p) > 1]
    compiled = compile_phrases(plain)
    if not tails:
        return compiled
    word = rf"(?:[^\W\d_]|[{MARKS}])"
    ended = "|".join(
        rf"{word}*{re.escape(t[0])}" + "".join(rf"\s+{re.escape(w)}" for w in t[1:])
        for t in sorted(tails, key=lambda t: -len(" ".join(t)))
    )
    source = rf"(?<!{word})(?:{ended})(?!{word})"
    if compiled is not None:
        source = f"(?:{compiled.pattern})|{source}"
    return regex_cache.compile(source, re.IGNORECASE)


def _negation(lexicons: Iterable[Lexicon]) -> re.Pattern[str] | None:
    """The negators of the lexicons, as one pattern that matches none inside a phrase that
    denies nothing ("कुछ न कुछ"): at each negator of such a phrase, a lookahead refuses the
    place where the phrase's words stand around it."""
    lexicons = list(lexicons)
    negators = _join(lexicons, "agent_negation")
    source = phrase_regex(negators)
    if not source:
        return None
    guards: list[str] = []
    for idiom in _join(lexicons, "agent_negation_idioms"):
        words = idiom.lower().split()
        for k, word in enumerate(words):
            if k == 0 or word not in negators:
                continue
            before = re.escape(" ".join(words[:k]) + " ")
            rest = re.escape(" ".join(words[k:]))
            guards.append(f"(?<={before}){rest}(?!{WORD_CHAR})")
    if guards:
        source = f"(?!{'|'.join(guards)})(?:{source})"
    return regex_cache.compile(source, re.IGNORECASE)


def _join(lexicons: Iterable[Lexicon], name: str) -> list[str]:
    out: list[str] = []
    for lex in lexicons:
        out.extend(getattr(lex, name))
    return list(dict.fromkeys(out))


# concepts that name a kind of value or a unit of counting, not a thing ("count", "date",
# "amount"): too general to bind a claim's noun to a list or a field
GENERIC_CONCEPTS = frozenset(
    {
        "count",
        "number",
        "total",
        "item",
        "quantity",
        "entry",
        "result",
        "record",
        "id",
        "frequency",
        "time",
        "date",
        "day",
        "month",
        "year",
        "week",
        "hour",
        "minute",
        "type",
        "amount",
        "value",
        "name",
    }
)


@cache
def words_for(language: str) -> Words:
    """The compiled tables for ``language`` (English for a language without a lexicon)."""
    lexicons = _lexicons(language)
    own = lexicons[0]
    # English concepts always mix in (output keys are English); English function words only
    # into a language written in another script (Hinglish "book कर दिया"): a language in
    # Latin letters keeps its own, since English "no" is not Spanish "no"
    phrasing = lexicons if own.script != "latin" or own.language == "en" else [own]
    stance = {name: _stance_table(_join(phrasing, f"stance_{name}")) for name in _STANCES}
    if own.morphology_future_endings:
        stance["future"] = _with_endings(
            stance["future"], own.morphology_future_endings, own.morphology_not_future
        )
    class_names: list[str] = []
    for lex in phrasing:
        class_names.extend(k for k in lex.actions if k not in class_names)
    action_phrases = {
        name: tuple(dict.fromkeys(p for lex in phrasing for p in lex.actions.get(name, ())))
        for name in class_names
    }
    actions: dict[str, re.Pattern[str] | None] = dict.fromkeys(class_names)
    concept_of: dict[str, set[str]] = {}
    han: dict[str, set[str]] = {}
    for lex in lexicons:
        for concept, words in lex.concepts.items():
            for w in (concept, *words):
                low = w.casefold()
                if re.search(r"[\u3400-\u9fff]", low):
                    han.setdefault(low, set()).add(concept)
                    continue
                concept_of.setdefault(low, set()).add(concept)
                if " " not in low:
                    concept_of.setdefault(stem(low), set()).add(concept)
                    if not low.isascii():
                        concept_of.setdefault(fold(low), set()).add(concept)
    return Words(
        language=own.language,
        stance=stance,
        first_person=compile_phrases(_join(phrasing, "agent_first_person")),
        other_subject=compile_phrases(_join(phrasing, "agent_other_subject")),
        passive=compile_phrases(_join(phrasing, "agent_passive")),
        relative=compile_phrases(_join(phrasing, "agent_relative")),
        negation=_negation(phrasing),
        # Completion markers are the claiming language's own: English needs none.
        done=compile_phrases(own.agent_done),
        actions=actions,
        absence=compile_phrases(_join(phrasing, "absence_phrases")),
        failure=compile_phrases(
            _join(phrasing, "absence_failure") + _join(phrasing, "cues_failure")
        ),
        source_nouns=compile_phrases(_join(phrasing, "sources_nouns")),
        attribution=compile_phrases(_join(phrasing, "sources_attribution")),
        verb_markers=compile_phrases(_join(phrasing, "sources_verb_markers")),
        addressed=compile_phrases(_join(phrasing, "sources_addressed")),
        count_of=compile_phrases(_join(phrasing, "counts_of")),
        less=compile_phrases(_join(phrasing, "counts_less")),
        more=compile_phrases(_join(phrasing, "counts_more")),
        each=compile_phrases(_join(phrasing, "counts_each")),
        concept_of_word={k: _interned(frozenset(v)) for k, v in concept_of.items()},
        han_concepts=tuple(
            sorted(((k, _interned(frozenset(v))) for k, v in han.items()), key=lambda p: -len(p[0]))
        ),
        multi_concepts=tuple(
            (k, _interned(frozenset(v))) for k, v in concept_of.items() if " " in k or "-" in k
        ),
        suffixes=tuple(
            (e.split(">", 1)[0], e.split(">", 1)[1] if ">" in e else "")
            for e in own.morphology_suffixes
        ),
        classifiers=tuple((k, frozenset(v.split())) for k, v in own.counts_classifiers.items()),
        action_phrases=action_phrases,
        measure_words=tuple(own.numbers_classifiers),
        pronouns=frozenset(p.casefold() for p in own.counts_pronouns),
        people=frozenset(p.casefold() for p in own.counts_people),
        count_verbs=frozenset(p.casefold() for p in own.counts_verbs),
        word_prefixes=tuple(own.counts_word_prefixes),
        respectively=compile_phrases(list(own.counts_respectively)),
        most=compile_phrases(list(own.counts_most)),
        least=compile_phrases(list(own.counts_least)),
    )


def _count_phrasing(language: str) -> list[Lexicon]:
    """The lexicons whose count words a language's answers use: its own, and English too
    where it mixes into a language of another script (as in `words_for`)."""
    lexicons = _lexicons(language)
    own = lexicons[0]
    return lexicons if own.script != "latin" or own.language == "en" else [own]


def _before_after(
    language: str, table: str
) -> tuple[re.Pattern[str] | None, re.Pattern[str] | None]:
    """A table of words right before a number and its ``_after`` table, compiled."""
    phrasing = _count_phrasing(language)
    return (
        compile_phrases(_join(phrasing, table)),
        compile_phrases(_join(phrasing, f"{table}_after")),
    )


@cache
def rest_marks(language: str) -> tuple[re.Pattern[str] | None, re.Pattern[str] | None]:
    """The words that make a count one of the rest of a whole ("the other 5", "其余5个"):
    those right before the number and those right after it (English mixes into a language
    of another script, as in `words_for`)."""
    return _before_after(language, "counts_rest")


@cache
def extra_marks(language: str) -> re.Pattern[str] | None:
    """The words that make a count one on top of a first one or a base ("2 additional
    copies", "额外 2 份"): never the whole, read right before the number or after it."""
    return compile_phrases(_join(_count_phrasing(language), "counts_extra"))


@cache
def distinct_marks(language: str) -> re.Pattern[str] | None:
    """The words that make a count one of the distinct values of a field ("8 distinct
    names", "不同的 3 种"), read right before the number or after it."""
    return compile_phrases(_join(_count_phrasing(language), "counts_distinct"))


@cache
def window_marks(language: str) -> re.Pattern[str] | None:
    """The words that make a count pick items at one end of a list ("the last 2", "las 3
    primeras", "आख़िरी दो", "最近两次"), read right before the number or after it."""
    return compile_phrases(_join(_count_phrasing(language), "counts_window"))


@cache
def apiece_marks(language: str) -> re.Pattern[str] | None:
    """The words that make a count of times one of each of several ("twice each", "dos
    veces cada uno", "各来了两次"), read right before the number or after it."""
    return compile_phrases(_join(_count_phrasing(language), "counts_apiece"))


@cache
def alike_marks(language: str) -> re.Pattern[str] | None:
    """The predicates that compare the things a count counts with one another ("the two
    labels look alike", "两张标签很像"), read in the count's clause after it."""
    return compile_phrases(_join(_count_phrasing(language), "counts_alike"))


@cache
def left_marks(language: str) -> tuple[re.Pattern[str] | None, re.Pattern[str] | None]:
    """The words that say a count is of what is left ("nos quedan 5", "还剩 3 间", "3 still
    need ..."): the rest of a whole if the answer stated one, else a count like any other
    (before the number, and after it)."""
    return _before_after(language, "counts_left")


@cache
def holding_marks(language: str) -> re.Pattern[str] | None:
    """The words by which the user is said to have the things a count counts ("you have
    3 orders", "tienes 4 reservas", "你有3个订单"): a count of all of them."""
    return compile_phrases(_join(_count_phrasing(language), "counts_holding"))


@cache
def reach_marks(language: str) -> re.Pattern[str] | None:
    """The verbs of reaching a figure ("none reaches 40 kg", "ninguno llega a los 40 kg"): at least
    that figure."""
    return compile_phrases(_join(_lexicons(language)[:1], "counts_reach"))


@lru_cache(maxsize=8)
def _own_verbs(language: str) -> frozenset[str]:
    """The verb forms a language's tables list as its own (the tense markers): words that
    are no English loanword whatever their letters spell."""
    if language not in available():
        return frozenset()
    lex = load(language)
    return frozenset(w.casefold() for w in (*lex.dates_past_markers, *lex.dates_future_markers))


@lru_cache(maxsize=16384)  # keys vary by tool: bounded
def key_concepts(word: str) -> frozenset[str]:
    """The concepts an output key word names (English: keys are code identifiers)."""
    en = words_for("en")
    w = word.casefold()
    return _interned(
        en.concept_of_word.get(w, frozenset()) | en.concept_of_word.get(stem(w), frozenset())
    )


def concepts_of_words(words: Iterable[str]) -> set[str]:
    """Every concept the key words name (``key_concepts`` of each, together, and of each
    two in a row: ``valid_until`` is "valid until", an expiry, which neither word is)."""
    out: set[str] = set()
    listed = list(words)
    for w in listed:
        out |= key_concepts(w)
    for a, b in itertools.pairwise(listed):
        out |= key_concepts(f"{a} {b}")
    return out


_INTERNED: dict[frozenset[str], frozenset[str]] = {}


def _interned(concepts: frozenset[str]) -> frozenset[str]:
    """One object for each distinct set of concepts: the tables and memos hold tens of
    thousands of sets but about a thousand distinct ones, and every object kept alive is
    one more for each full garbage collection to walk."""
    return _INTERNED.setdefault(concepts, concepts)


@cache
def actions_table() -> dict[str, Any]:
    """actions.toml, read once: ``[tools]``, ``[plain_forms]``, ``[act_verbs]``."""
    return regex_cache.load_toml(_ACTIONS)


@cache
def action_tool_words() -> dict[str, frozenset[str]]:
    """Action class -> the words that show a tool performs it (from actions.toml)."""
    raw = actions_table()
    return {k: frozenset(stem(w) for w in v) | frozenset(v) for k, v in raw["tools"].items()}


@cache
def number_words(language: str) -> re.Pattern[str] | None:
    """The language's number words ("dos", "three", "दो", "三") as whole words."""
    from nyaya.claims.lexicons import available, load

    if language not in available():
        return None
    return compile_phrases(load(language).numbers_units)
