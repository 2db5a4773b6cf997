"""Per-language lexicons: the words the claims layer looks for, kept as data.

Each language is one TOML file in this folder named by its code (``en.toml``,
``es.toml``, ...); adding a language means adding a file. Files are validated on
load and a mistake is reported as `BadInput` naming the file and the key.
``categories.toml`` maps tool names and descriptions to tool categories.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields
from functools import cache
from pathlib import Path
from typing import Any

from nyaya.errors import BadInput

__all__ = [
    "Lexicon",
    "available",
    "detect_markers",
    "load",
    "load_file",
    "merged",
    "state_words",
    "superlatives",
    "tool_categories_of",
]

_HERE = Path(__file__).parent

_STR, _INT, _STRS, _MAP_INT, _MAP_STR, _MAP_STRS, _MAP_HOURS = (
    "a string",
    "an integer",
    "a list of strings",
    "a table of integers",
    "a table of strings",
    "a table of string lists",
    "a table of [from, to] hour pairs (0 to 24)",
)

# Flattened key -> expected type. The dataclass field is the key with dots as underscores.
_SCHEMA: dict[str, str] = {
    "language": _STR,
    "name": _STR,
    "script": _STR,
    "mix_with": _STRS,
    "decimal_symbol": _STR,
    "group_symbol": _STR,
    "cues.absence": _STRS,
    "cues.hedge": _STRS,
    "cues.reporting": _STRS,
    "cues.comparison": _STRS,
    "cues.negation": _STRS,
    "cues.failure": _STRS,
    "cues.source": _MAP_STRS,
    "tool_use.window": _INT,
    "tool_use.triggers": _STRS,
    "tool_use.not_triggers": _STRS,
    "tool_use.phrases": _MAP_STRS,
    "tool_use.objects": _MAP_STRS,
    "numbers.units": _MAP_INT,
    "numbers.scales": _MAP_INT,
    "numbers.connectors": _STRS,
    "numbers.one_words": _STRS,
    "numbers.inner_units": _MAP_INT,
    "numbers.suffixes": _MAP_INT,
    "numbers.percent": _STRS,
    "numbers.negative": _STRS,
    "numbers.exclude": _STRS,
    "numbers.classifiers": _STRS,
    "units.skip": _STRS,
    "units.stop": _STRS,
    "currency.symbols": _MAP_STR,
    "currency.words": _MAP_STR,
    "currency.tenths": _MAP_STR,
    "currency.hundredths": _MAP_STR,
    "dates.months": _MAP_INT,
    "dates.weekdays": _MAP_INT,
    "dates.relative_days": _MAP_INT,
    "dates.ambiguous_days": _MAP_INT,
    "dates.past_markers": _STRS,
    "dates.future_markers": _STRS,
    "dates.next": _STRS,
    "dates.last": _STRS,
    "dates.this": _STRS,
    "dates.next_after": _STRS,
    "dates.last_after": _STRS,
    "dates.since": _STRS,
    "dates.day_units": _MAP_INT,
    "dates.ago": _STRS,
    "dates.in": _STRS,
    "dates.day_parts": _MAP_HOURS,
    "dates.hour_before": _STRS,
    "dates.hour_fractions": _MAP_INT,
    "dates.noon": _STRS,
    "dates.midnight": _STRS,
    "dates.time_marker": _STRS,
    "dates.not_relative": _STRS,
    "dates.homographs": _STRS,
    "dates.slash_day_before": _STRS,
    "dates.day_alone_before": _STRS,
    "dates.day_alone_suffixes": _STRS,
    "dates.day_alone_after": _STRS,
    "entities.stop": _STRS,
    "entities.connectors": _STRS,
    "entities.common": _STRS,
    "entities.common_suffixes": _STRS,
    "detect.markers": _STRS,
    "segment.conjunctions": _STRS,
    "segment.abbreviations": _STRS,
    "segment.degree_after": _STRS,
    "stance.hedge": _STRS,
    "stance.approx": _STRS,
    "stance.example": _STRS,
    "stance.future": _STRS,
    "stance.causal": _STRS,
    "stance.cause_after": _STRS,
    "stance.cause_asked": _STRS,
    "stance.certainty": _STRS,
    "stance.evaluative": _STRS,
    "stance.conditional": _STRS,
    "stance.offer": _STRS,
    "stance.opinion": _STRS,
    "stance.pleasantry": _STRS,
    "stance.consequence": _STRS,
    "stance.ability": _STRS,
    "stance.exception": _STRS,
    "stance.addressee": _STRS,
    "stance.totality": _STRS,
    "stance.declared": _STRS,
    "stance.necessity": _STRS,
    "stance.foretold": _STRS,
    "stance.expectation": _STRS,
    "stance.control": _STRS,
    "stance.free_choice": _STRS,
    "agent.first_person": _STRS,
    "agent.first_person_compounds": _STRS,
    "agent.other_subject": _STRS,
    "agent.passive": _STRS,
    "agent.relative": _STRS,
    "agent.negation": _STRS,
    "agent.negation_idioms": _STRS,
    "agent.done": _STRS,
    "actions": _MAP_STRS,
    "absence.phrases": _STRS,
    "absence.failure": _STRS,
    "absence.full": _STRS,
    "absence.not_consequence": _STRS,
    "absence.filled": _STRS,
    "absence.places": _STRS,
    "absence.every": _STRS,
    "absence.none_at_all": _STRS,
    "absence.options": _STRS,
    "absence.conflicts": _STRS,
    "absence.topic": _STRS,
    "absence.partitive": _STRS,
    "absence.none_found": _STRS,
    "absence.severe": _STRS,
    "absence.exact": _STRS,
    "sources.nouns": _STRS,
    "sources.attribution": _STRS,
    "sources.verb_markers": _STRS,
    "sources.addressed": _STRS,
    "counts.of": _STRS,
    "counts.less": _STRS,
    "counts.more": _STRS,
    "counts.each": _STRS,
    "counts.pronouns": _STRS,
    "counts.people": _STRS,
    "counts.word_prefixes": _STRS,
    "counts.respectively": _STRS,
    "counts.most": _STRS,
    "counts.least": _STRS,
    "counts.classifiers": _MAP_STR,
    "counts.rest": _STRS,
    "counts.rest_after": _STRS,
    "counts.extra": _STRS,
    "counts.distinct": _STRS,
    "counts.apiece": _STRS,
    "counts.alike": _STRS,
    "counts.window": _STRS,
    "counts.ordinals": _MAP_INT,
    "counts.left": _STRS,
    "counts.results": _STRS,
    "counts.ages": _STRS,
    "counts.left_after": _STRS,
    "counts.holding": _STRS,
    "counts.reach": _STRS,
    "counts.verbs": _STRS,
    "morphology.suffixes": _STRS,
    "morphology.future_endings": _STRS,
    "morphology.not_future": _STRS,
    "concepts": _MAP_STRS,
    "states": _MAP_STRS,
    "superlatives.max": _MAP_STRS,
    "superlatives.min": _MAP_STRS,
    "superlatives.fields": _MAP_STRS,
    "superlatives.scope": _STRS,
    "superlatives.after": _STRS,
    "superlatives.whole": _STRS,
}
_REQUIRED = ("language", "name", "script")


@dataclass(frozen=True)
class Lexicon:
    """One language's word lists, as validated data (see ``en.toml`` for what each holds)."""

    language: str
    name: str
    script: str
    mix_with: tuple[str, ...] = ()
    decimal_symbol: str = "."
    group_symbol: str = ","
    cues_absence: tuple[str, ...] = ()
    cues_hedge: tuple[str, ...] = ()
    cues_reporting: tuple[str, ...] = ()
    cues_comparison: tuple[str, ...] = ()
    cues_negation: tuple[str, ...] = ()
    cues_failure: tuple[str, ...] = ()
    cues_source: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    tool_use_window: int = 40
    tool_use_triggers: tuple[str, ...] = ()
    tool_use_not_triggers: tuple[str, ...] = ()
    tool_use_phrases: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    tool_use_objects: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    numbers_units: Mapping[str, int] = field(default_factory=dict)
    numbers_scales: Mapping[str, int] = field(default_factory=dict)
    numbers_connectors: tuple[str, ...] = ()
    numbers_one_words: tuple[str, ...] = ()
    numbers_inner_units: Mapping[str, int] = field(default_factory=dict)
    numbers_suffixes: Mapping[str, int] = field(default_factory=dict)
    numbers_percent: tuple[str, ...] = ()
    numbers_negative: tuple[str, ...] = ()
    numbers_exclude: tuple[str, ...] = ()
    numbers_classifiers: tuple[str, ...] = ()
    units_skip: tuple[str, ...] = ()
    units_stop: tuple[str, ...] = ()
    currency_symbols: Mapping[str, str] = field(default_factory=dict)
    currency_words: Mapping[str, str] = field(default_factory=dict)
    currency_tenths: Mapping[str, str] = field(default_factory=dict)
    # signs and words worth a hundredth of a currency's unit, after a number ("50¢" = 0.50 USD)
    currency_hundredths: Mapping[str, str] = field(default_factory=dict)
    dates_months: Mapping[str, int] = field(default_factory=dict)
    dates_weekdays: Mapping[str, int] = field(default_factory=dict)
    dates_relative_days: Mapping[str, int] = field(default_factory=dict)
    dates_ambiguous_days: Mapping[str, int] = field(default_factory=dict)
    dates_past_markers: tuple[str, ...] = ()
    dates_future_markers: tuple[str, ...] = ()
    dates_next: tuple[str, ...] = ()
    dates_last: tuple[str, ...] = ()
    dates_this: tuple[str, ...] = ()
    dates_next_after: tuple[str, ...] = ()
    dates_last_after: tuple[str, ...] = ()
    dates_since: tuple[str, ...] = ()  # "since Monday": the last one, a period's start
    dates_day_units: Mapping[str, int] = field(default_factory=dict)
    dates_ago: tuple[str, ...] = ()
    dates_in: tuple[str, ...] = ()
    # day-part word -> the hours [from, to) it names; to < from wraps past midnight
    dates_day_parts: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    dates_hour_before: tuple[str, ...] = ()
    # a word before the hour and the minutes it adds ("half past" 30, "पौने" -15)
    dates_hour_fractions: Mapping[str, int] = field(default_factory=dict)
    dates_noon: tuple[str, ...] = ()
    dates_midnight: tuple[str, ...] = ()
    dates_time_marker: tuple[str, ...] = ()
    dates_not_relative: tuple[str, ...] = ()
    dates_homographs: tuple[str, ...] = ()
    dates_slash_day_before: tuple[str, ...] = ()
    dates_day_alone_before: tuple[str, ...] = ()
    dates_day_alone_suffixes: tuple[str, ...] = ()
    dates_day_alone_after: tuple[str, ...] = ()
    entities_stop: tuple[str, ...] = ()
    entities_connectors: tuple[str, ...] = ()
    entities_common: tuple[str, ...] = ()
    entities_common_suffixes: tuple[str, ...] = ()
    detect_markers: tuple[str, ...] = ()
    segment_conjunctions: tuple[str, ...] = ()
    # words after a conjunction that make it a word of degree ("और कमज़ोर": weaker still)
    segment_degree_after: tuple[str, ...] = ()
    segment_abbreviations: tuple[str, ...] = ()
    # what the checks read (see the comments in en.toml)
    stance_hedge: tuple[str, ...] = ()
    stance_approx: tuple[str, ...] = ()
    stance_example: tuple[str, ...] = ()
    stance_future: tuple[str, ...] = ()
    stance_causal: tuple[str, ...] = ()
    stance_cause_after: tuple[str, ...] = ()
    stance_cause_asked: tuple[str, ...] = ()
    stance_certainty: tuple[str, ...] = ()
    stance_evaluative: tuple[str, ...] = ()
    stance_conditional: tuple[str, ...] = ()
    stance_offer: tuple[str, ...] = ()
    stance_opinion: tuple[str, ...] = ()
    stance_pleasantry: tuple[str, ...] = ()
    stance_consequence: tuple[str, ...] = ()
    stance_ability: tuple[str, ...] = ()
    stance_exception: tuple[str, ...] = ()
    stance_addressee: tuple[str, ...] = ()
    stance_totality: tuple[str, ...] = ()
    stance_declared: tuple[str, ...] = ()
    stance_necessity: tuple[str, ...] = ()
    stance_foretold: tuple[str, ...] = ()
    stance_expectation: tuple[str, ...] = ()
    stance_control: tuple[str, ...] = ()
    stance_free_choice: tuple[str, ...] = ()
    agent_first_person: tuple[str, ...] = ()
    agent_first_person_compounds: tuple[str, ...] = ()
    agent_other_subject: tuple[str, ...] = ()
    agent_passive: tuple[str, ...] = ()
    agent_relative: tuple[str, ...] = ()
    agent_negation: tuple[str, ...] = ()
    # phrases that hold a negator and deny nothing (Hindi "कुछ न कुछ", something or other)
    agent_negation_idioms: tuple[str, ...] = ()
    agent_done: tuple[str, ...] = ()
    actions: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    absence_phrases: tuple[str, ...] = ()
    absence_failure: tuple[str, ...] = ()
    # places used up: "sold out" says it alone; "full" only after a noun of places ("the
    # seats are full", not "a full refund"); "every" marks a denial of each of several
    absence_full: tuple[str, ...] = ()
    # phrases holding a consequence word that draw no consequence ("so far")
    absence_not_consequence: tuple[str, ...] = ()
    absence_filled: tuple[str, ...] = ()
    absence_places: tuple[str, ...] = ()
    absence_every: tuple[str, ...] = ()
    # "not a single", "ninguna": a denial of every one, when its noun names the items
    absence_none_at_all: tuple[str, ...] = ()
    # nouns of a possibility: "no option to rebook" denies the rebooking that follows
    absence_options: tuple[str, ...] = ()
    # a clash of times: "no conflicts" is told by whether the returned events overlap
    absence_conflicts: tuple[str, ...] = ()
    absence_topic: tuple[str, ...] = ()
    # a denial of a property among things ("none of the orders were late"): the things
    # existing is no witness, only one that has the property
    absence_partitive: tuple[str, ...] = ()
    # an output value that reports its thing absent (a test result ``"Absent"``, ``"Not
    # detected"``): "no lead was found" agrees with the record that names lead
    absence_none_found: tuple[str, ...] = ()
    # words of a high degree, said of a denied noun ("no major issues") or held by a
    # severity field (``"critical"``): a denial of that degree only
    absence_severe: tuple[str, ...] = ()
    # a denial of precision ("no exact date yet"): of one value the claim names, not of any
    absence_exact: tuple[str, ...] = ()
    sources_nouns: tuple[str, ...] = ()
    sources_attribution: tuple[str, ...] = ()
    sources_verb_markers: tuple[str, ...] = ()
    # a word that puts an addressee before a source noun, which is then a verb ("向林业站报告":
    # report to the forestry station)
    sources_addressed: tuple[str, ...] = ()
    counts_of: tuple[str, ...] = ()
    counts_less: tuple[str, ...] = ()
    counts_more: tuple[str, ...] = ()
    counts_each: tuple[str, ...] = ()
    # words that stand for a noun already named ("3 of them"): the count is of that noun
    counts_pronouns: tuple[str, ...] = ()
    # the group the answer speaks to or for ("the five of you"): a count of them counts no list
    counts_people: tuple[str, ...] = ()
    # characters that make a following numeral part of a word ("下一个" is "the next")
    counts_word_prefixes: tuple[str, ...] = ()
    # "A and B ... X and Y, respectively": two enumerations paired in order
    counts_respectively: tuple[str, ...] = ()
    # superlatives that pick the item with the highest / lowest figure of a list
    counts_most: tuple[str, ...] = ()
    counts_least: tuple[str, ...] = ()
    # a measure word after a number -> the concepts it counts ("3 家" counts shops)
    counts_classifiers: Mapping[str, str] = field(default_factory=dict)
    # "the other 5", "the 5 remaining": a count of what is left of a whole once the parts
    # the answer named are taken out (the words right before / right after the number)
    counts_rest: tuple[str, ...] = ()
    counts_rest_after: tuple[str, ...] = ()
    counts_extra: tuple[str, ...] = ()
    counts_distinct: tuple[str, ...] = ()
    counts_apiece: tuple[str, ...] = ()
    # a predicate that compares the counted things with one another ("the two addresses look
    # alike"): the number is how many are compared, not how many a list holds
    counts_alike: tuple[str, ...] = ()
    # "the last 2", "las 3 primeras", "आख़िरी दो": a count that picks that many items at one
    # end of a list, not a count of the list (right before the number, or right after it)
    counts_window: tuple[str, ...] = ()
    # "the second one of X": which of the items a name holds in common an entry picks
    counts_ordinals: Mapping[str, int] = field(default_factory=dict)
    counts_left: tuple[str, ...] = ()
    # nouns that name a search's results by what they are to the user ("6 options")
    counts_results: tuple[str, ...] = ()
    # the words after a number that make it a person's age ("a 9-year-old", "8 años")
    counts_ages: tuple[str, ...] = ()
    counts_left_after: tuple[str, ...] = ()
    counts_holding: tuple[str, ...] = ()
    counts_reach: tuple[str, ...] = ()
    # finite verbs and auxiliaries that may stand right after a number used as a pronoun
    # ("4 have paid", "4 ya pagaron"): the word after the number is then no noun
    counts_verbs: tuple[str, ...] = ()
    # inflectional endings, "ending>replacement" or "ending" (removed), tried on a word
    # that names no concept as written ("आवेदनों" -> "आवेदन", "productos" -> "producto")
    morphology_suffixes: tuple[str, ...] = ()
    morphology_future_endings: tuple[str, ...] = ()
    # words that end like a future but are none (Spanish voseo imperatives: "mirá", "esperá")
    morphology_not_future: tuple[str, ...] = ()
    concepts: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # a state an item can be in ("approved", "shipped") -> the words that say it, and
    # ``off``: the words that deny a yes/no setting without a negation ("disabled")
    states: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # words that rank a list's items (concept -> words, by direction), the output key words
    # of each concept, and the words that narrow a ranking (read by `superlatives`)
    superlatives_max: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    superlatives_min: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    superlatives_fields: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    superlatives_scope: tuple[str, ...] = ()
    superlatives_after: tuple[str, ...] = ()
    superlatives_whole: tuple[str, ...] = ()


@cache
def available() -> tuple[str, ...]:
    """The language codes that have a lexicon file."""
    # Language files are named by their code; the other tables (actions, measures, zones,
    # categories) are shared data.
    return tuple(
        sorted(p.stem for p in _HERE.glob("*.toml") if re.fullmatch(r"[a-z]{2,3}", p.stem))
    )


@cache
def load(language: str) -> Lexicon:
    """The lexicon for ``language`` (cached); `BadInput` if there is none or it is malformed."""
    path = _HERE / f"{language}.toml"
    if not re.fullmatch(r"[a-z]{2,3}(?:[-_][A-Za-z0-9]+)?", language) or not path.is_file():
        raise BadInput(f"no lexicon for language {language!r}", field="language")
    return load_file(path)


_TABLE_HEADER = re.compile(r"^\[", re.M)


@cache
def detect_markers(language: str) -> tuple[str, ...]:
    """``load(language).detect_markers``, read without parsing the rest of the file.

    Guessing a language asks every lexicon for its markers; parsing whole lexicons
    (hundreds of kilobytes of TOML) for that would cost more than the check. The
    ``[detect]`` table is cut out and parsed alone; a file laid out otherwise is
    loaded whole.
    """
    path = _HERE / f"{language}.toml"
    try:
        text = path.read_text(encoding="utf-8")
        head = re.search(r"^\[detect\][ \t]*(?:#.*)?$", text, re.M)
        if head is not None:
            after = _TABLE_HEADER.search(text, head.end())
            table = tomllib.loads(text[head.end() : after.start() if after else len(text)])
            markers = table.get("markers")
            if set(table) == {"markers"} and isinstance(markers, list) and _matches(markers, _STRS):
                return tuple(_norm_phrase(m) for m in markers)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        pass
    return load(language).detect_markers


def load_file(path: str | Path) -> Lexicon:
    """Read and validate one lexicon file; `BadInput` names the file and the bad key."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise BadInput(f"cannot read lexicon: {exc}", path=str(path)) from exc
    values = _parsed(text, str(path))
    if "decimal_symbol" not in values or "group_symbol" not in values:
        dec, grp = _babel_symbols(values["language"])
        values.setdefault("decimal_symbol", dec)
        values.setdefault("group_symbol", grp)
    return Lexicon(**values)


def _parse(text: str, path: str) -> dict[str, Any]:
    """The validated fields a lexicon file sets (babel's symbols not yet filled in)."""
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise BadInput(f"cannot read lexicon: {exc}", path=path) from exc
    flat: dict[str, Any] = {}
    _flatten(raw, "", flat, path)
    for key in _REQUIRED:
        if key not in flat:
            raise BadInput("missing required key", field=key, path=path)
    values: dict[str, Any] = {}
    for key, value in flat.items():
        kind = _SCHEMA[key]
        if kind == _STRS:
            value = tuple(_norm_phrase(v) if key != "entities.stop" else v for v in value)
        elif kind == _MAP_STRS:
            value = {k: tuple(_norm_phrase(x) for x in v) for k, v in value.items()}
        elif kind == _MAP_HOURS:
            value = {_norm_phrase(k): (v[0], v[1]) for k, v in value.items()}
        values[key.replace(".", "_")] = value
    return values


# Parsing a lexicon (hundreds of kilobytes of TOML) and validating it was a tenth of a cold
# check. What `_parse` returns is a pure function of the file's text and of this module's
# code, so it is kept between processes beside the bytecode (`regex_cache.kept_parse`)
# under a SHA-256 of both: an edited lexicon or an edited parser is a miss, never a stale
# table. Babel's number symbols are not kept (babel's data may change).
_PARSED_FORMAT = b"nyaya-lexicon-1"


def _parsed(text: str, path: str) -> dict[str, Any]:
    from nyaya.claims import regex_cache

    inputs = [Path(__file__).read_bytes(), text.encode("utf-8", "surrogatepass")]
    return regex_cache.kept_parse("lexicon", _PARSED_FORMAT, inputs, lambda: _parse(text, path))


def _flatten(table: Mapping[str, Any], prefix: str, out: dict[str, Any], path: str) -> None:
    for key, value in table.items():
        name = f"{prefix}{key}"
        kind = _SCHEMA.get(name)
        if kind is None:
            if isinstance(value, dict) and any(k.startswith(name + ".") for k in _SCHEMA):
                _flatten(value, name + ".", out, path)
                continue
            raise BadInput("unknown key", field=name, path=path)
        if not _matches(value, kind):
            raise BadInput(f"must be {kind}", field=name, path=path)
        out[name] = value


def _matches(value: Any, kind: str) -> bool:
    def strs(v: Any) -> bool:
        return isinstance(v, list) and all(isinstance(x, str) and x.strip() for x in v)

    def intval(v: Any) -> bool:
        return isinstance(v, int) and not isinstance(v, bool)

    if kind == _STR:
        return isinstance(value, str)
    if kind == _INT:
        return intval(value)
    if kind == _STRS:
        return strs(value)
    if not isinstance(value, dict):
        return False
    if kind == _MAP_INT:
        return all(intval(v) for v in value.values())
    if kind == _MAP_STR:
        return all(isinstance(v, str) for v in value.values())
    if kind == _MAP_HOURS:
        return all(
            isinstance(v, list) and len(v) == 2 and all(intval(h) and 0 <= h <= 24 for h in v)
            for v in value.values()
        )
    return all(strs(v) for v in value.values())


def _norm_phrase(phrase: str) -> str:
    return " ".join(phrase.split())


def _babel_symbols(language: str) -> tuple[str, str]:
    try:
        from babel.numbers import get_decimal_symbol, get_group_symbol

        return get_decimal_symbol(language), get_group_symbol(language)
    except Exception:  # an unknown locale only costs the default symbols
        return ".", ","


@cache
def merged(language: str) -> Lexicon:
    """``language``'s lexicon joined with those it names in ``mix_with`` (its own words win).

    Code-mixed text (Hinglish, Spanglish) is read with the merged lexicon.
    """
    base = load(language)
    result = base
    for other_code in base.mix_with:
        other = load(other_code)
        values: dict[str, Any] = {}
        for f in fields(Lexicon):
            mine, theirs = getattr(result, f.name), getattr(other, f.name)
            if isinstance(mine, tuple):
                values[f.name] = tuple(dict.fromkeys((*mine, *theirs)))
            elif isinstance(mine, Mapping) and f.name in _MERGED_MAPS:
                joined: dict[str, Any] = dict(theirs)
                for k, v in mine.items():
                    joined[k] = (
                        tuple(dict.fromkeys((*v, *joined.get(k, ()))))
                        if (isinstance(v, tuple))
                        else v
                    )
                values[f.name] = joined
            else:
                values[f.name] = mine
        result = Lexicon(**values)
    return result


# Maps whose keys are words: merging them across languages is safe. Number words are
# not merged (an English "one" inside Hindi text is still read via the English scan).
_MERGED_MAPS = frozenset(
    {
        "cues_source",
        "tool_use_phrases",
        "tool_use_objects",
        "currency_words",
        "currency_symbols",
        "numbers_suffixes",
        "numbers_units",
        "numbers_scales",
        "dates_months",
        "dates_weekdays",
        "dates_relative_days",
        "dates_day_units",
        "dates_day_parts",
        "dates_hour_fractions",
    }
)


@cache
def _categories() -> tuple[dict[str, tuple[str, ...]], dict[str, str]]:
    path = _HERE / "categories.toml"
    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    cats = raw.get("categories", {})
    fallback = raw.get("fallback", {})
    if not _matches(cats, _MAP_STRS):
        raise BadInput("must be a table of string lists", field="categories", path=str(path))
    if not _matches(fallback, _MAP_STR):
        raise BadInput("must be a table of strings", field="fallback", path=str(path))
    return {k: tuple(v) for k, v in cats.items()}, dict(fallback)


_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_TOKEN = re.compile(r"[^\W_]+")


def _tokens(text: str) -> list[str]:
    return [t.lower() for t in _TOKEN.findall(_CAMEL.sub(" ", text))]


def tool_categories_of(name: str, description: str = "", lang: str = "en") -> set[str]:
    """The tool categories (``email``, ``calendar``, ``web_search``, ...) a tool belongs to.

    Read from its name (split on separators and camelCase) and its description,
    with the keywords of ``categories.toml`` and the ``tool_use.objects`` words of
    the ``lang`` lexicon (so a Chinese description is understood too).
    """
    cats, fallback = _categories()
    name_tokens = _tokens(name)
    text_tokens = name_tokens + _tokens(description)
    joined = " " + " ".join(text_tokens) + " "
    found = {cat for cat, words in cats.items() if _any_word(words, joined)}
    try:
        lexicon = merged(lang)
    except BadInput:
        lexicon = None
    if lexicon is not None:
        lowered = f"{name} {description}".lower()
        for cat, words in lexicon.tool_use_objects.items():
            if cat not in found and _any_phrase(words, joined, lowered):
                found.add(cat)
    if not found:
        found = {fallback[t] for t in name_tokens if t in fallback}
    return found


def _any_word(words: Iterable[str], joined: str) -> bool:
    return any(f" {w} " in joined for w in words)


def _any_phrase(words: Iterable[str], joined: str, lowered: str) -> bool:
    for w in words:
        if w.isascii():
            if f" {w} " in joined:
                return True
        elif w in lowered:
            return True
    return False


@cache
def state_words(languages: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """The ``[states]`` tables of ``languages`` joined: state -> its words, in order."""
    out: dict[str, tuple[str, ...]] = {}
    for code in languages:
        if code not in available():
            continue
        for state, words in load(code).states.items():
            out[state] = tuple(dict.fromkeys((*out.get(state, ()), *words)))
    return out


@dataclass(frozen=True)
class Superlatives:
    """A language's ``[superlatives]`` table: words that rank a list's items on a field.

    ``ranks`` maps each word to its direction (``max`` / ``min``) and concept (``price``,
    ``time``, ...); ``fields`` maps a concept to the output key words that name its field,
    most telling first; ``scope`` holds the words that narrow the ranking to a subset or to a
    place other than the first, ``after`` those that narrow it right after the superlative
    or its noun ("the cheapest with a window"), ``whole`` those that rank on a total over the
    items' whole term ("the cheapest in total"). The words of the languages in ``mix_with``
    are joined in (an English superlative in Hindi text), and English field words (keys).
    """

    ranks: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    fields: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    scope: tuple[str, ...] = ()
    after: tuple[str, ...] = ()
    whole: tuple[str, ...] = ()


@cache
def superlatives(language: str) -> Superlatives:
    """The ``[superlatives]`` table of ``language`` (see `Superlatives`)."""
    base = load(language)
    ranks: dict[str, tuple[str, str]] = {}
    fields_: dict[str, list[str]] = {}
    scope: list[str] = []
    after: list[str] = []
    whole: list[str] = []
    for code in dict.fromkeys((language, *base.mix_with, "en")):
        lex = load(code)
        for concept, words in lex.superlatives_fields.items():
            fields_.setdefault(concept, []).extend(words)
        if code != language and code not in base.mix_with:
            continue  # English key words only
        scope.extend(lex.superlatives_scope)
        after.extend(lex.superlatives_after)
        whole.extend(lex.superlatives_whole)
        for direction, table in (("max", lex.superlatives_max), ("min", lex.superlatives_min)):
            for concept, words in table.items():
                for word in words:
                    ranks.setdefault(word.lower(), (direction, concept))
    return Superlatives(
        ranks=ranks,
        fields={k: tuple(dict.fromkeys(v)) for k, v in fields_.items()},
        scope=tuple(dict.fromkeys(scope)),
        after=tuple(dict.fromkeys(after)),
        whole=tuple(dict.fromkeys(whole)),
    )
