"""Checkable values inside an answer: numbers, money, percentages, dates, times,
URLs, e-mail addresses, call / receipt references, quotes and names.

Lexicon words (month names, "yesterday", number words) come from the one-pass
`scan`; the other patterns run only when the characters they need are present.
Where readings overlap the more specific one wins (a URL over the number inside
it, a date over its day and year).
Relative dates ("yesterday", "next Monday", "mañana", "कल", "明天") are resolved
against the ``now`` passed in; without one they are left out, never guessed
from the system clock. A day and month without a year ("22 October", "May 29",
"29 de mayo", "22 अक्टूबर", "10月22日", also after a weekday: "Friday, May 29")
is a date in the year nearest ``now``, or a `MonthDay` without one. Month and
weekday names come from Babel's locale data plus each lexicon's ``dates`` tables.
Names are runs of capitalised words, less the lexicon's function words; a common
word alone opening a sentence, list item or field label ("Yes", "Departure:") is
no name. Codes of capitals and digits (HAT123, 8JX2WO) are names too, not numbers.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from functools import cache, cached_property

from nyaya.claims import regex_cache
from nyaya.claims.lexicons import Lexicon, load, merged
from nyaya.claims.model import UNMARKED_12H, Mention, MonthDay
from nyaya.claims.numerals import find_numbers, parse_number
from nyaya.claims.phrases import WORD_CHAR, Literals, norm_key, phrase_regex
from nyaya.claims.scan import Scan, calendar_names, scan
from nyaya.claims.spans import Layers, SpanSet
from nyaya.values.units import unit_of_word

__all__ = ["find_mentions", "ids_pattern", "is_range"]

# A URL ends at the first character no URL holds as written: space, brackets and quotes,
# and any letter or punctuation of a script without ASCII (Devanagari, CJK, fullwidth
# forms such as ，。）】, curly quotes, «», …), so a link glued to Chinese text stops there.
_URL_CHARS = (
    r"[^\s<>\"'`()\[\]{}|\u00ab\u00bb\u0900-\u097f\u2010-\u206f\u2e80-\u9fff"
    r"\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]"
)


@cache
def _url() -> re.Pattern[str]:
    """URLs (compiled on the first text that holds one: the class is large).

    Balanced parentheses stay in: https://en.wikipedia.org/wiki/Mercury_(planet).
    """
    return regex_cache.compile(
        rf"(?<![A-Za-z0-9.+-])(?:https?://|www\.)(?:{_URL_CHARS}|\({_URL_CHARS}*\))+", re.I
    )


# a bare domain ("upmsp.edu.in", "example.com/press"): lower-case labels ending in a common
# top-level domain (file extensions that are also country codes, .md .py .sh, are left out)
_TLDS = (
    "com|org|net|edu|gov|mil|int|info|biz|io|co|ai|app|dev|me|tv|news|online|site|"
    "in|uk|us|ca|au|nz|de|fr|es|it|nl|be|ch|at|pt|ie|se|no|dk|fi|cz|ru|ua|"
    "mx|ar|cl|pe|br|uy|ve|ec|bo|cn|hk|tw|jp|kr|sg|my|th|vn|ph|pk|bd|lk|np|ae|za|ng|ke|eg"
)
_DOMAIN = regex_cache.compile(
    rf"(?<![\w.@/+-])(?:[a-z0-9](?:[a-z0-9-]{{0,61}}[a-z0-9])?\.)+(?:{_TLDS})"
    r"(?:/[^\s<>\"'`()\[\]{}|\u0900-\u097f\u3000-\u9fff\uff00-\uffef]*)?(?![\w-])"
)
_EMAIL = regex_cache.compile(
    r"(?<![\w.+-])[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![\w-])"
)
_CALL_REF = regex_cache.compile(
    r"(?<![\w-])(?:call|toolu|tool|fc|chatcmpl|rcpt|receipt|run|req)_[A-Za-z0-9_\-]{2,}(?![\w-])"
)
# an ASCII double quote straight after a digit is an inch mark ("a 16 × 20\" print", "1/2\" pipe"),
# never the opening of a quotation
_QUOTE = regex_cache.compile(
    r"(?<!\d)\"([^\"\n]{1,300})\"|“([^”\n]{1,300})”|‘([^’\n]{1,300})’|«([^»\n]{1,300})»"
    r"|「([^」\n]{1,300})」|『([^』\n]{1,300})』|„([^“”\n]{1,300})[“”]|‚([^‘’\n]{1,300})[‘’]"
    r"|‹([^›\n]{1,300})›|(?<![\w'])'([^'\n]{2,300})'(?![\w'])"
)
_ISO = regex_cache.compile(
    r"(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?"
    r"(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?(?![\d])"
)
_NUMERIC_DATE = regex_cache.compile(r"(\d{1,4})([/.])(\d{1,2})\2(\d{2,4})(?![\d/-]|\.\d)")
# "16-12-2025": a day and a month by hyphens need the full year after them (a range "10-12"
# or a phone number "944-12-58" has none)
_DASHED_DATE = regex_cache.compile(
    r"(?<![\d-])(\d{1,2})(-)(\d{1,2})-((?:19|20)\d\d)(?![\d-]|\.\d)"
)  # (and a year of this era: a pickup code "6-3-1027" is no date)
_CLOCK = regex_cache.compile(
    r"([01]?\d|2[0-3]|24(?=:00)):([0-5]\d)(?::([0-5]\d))?(?!\d|:\d|\.\d)"
    r"(?:\s?(?P<ap>[ap]\.m\.|[ap]m)(?![a-z]))?",
    re.I,
)
# minutes and seconds with tenths ("1:47.2" a 500 m split, "4:05.32" a lap): a length of
# time to the fraction of a second, which no clock shows
_SPLIT_TIME = regex_cache.compile(r"(?<![\d:.])(\d{1,2}):([0-5]\d)\.(\d{1,3})(?![\d:])")
_HAN_DIGITS = "零〇一二两兩三四五六七八九十"
_ZH_DATE = regex_cache.compile(
    rf"(?:(\d{{4}}|[{_HAN_DIGITS}]{{4}})\s*年\s*)?(\d{{1,2}}|[{_HAN_DIGITS}]{{1,3}})\s*月\s*"
    rf"(\d{{1,2}}|[{_HAN_DIGITS}]{{1,3}})\s*[日号號]"
)
_ZH_TIME = regex_cache.compile(
    rf"(\d{{1,2}}|[{_HAN_DIGITS}]{{1,3}})[^\S\n]?[点點](?:钟|鐘)?"
    rf"(半|(\d{{1,2}}|[{_HAN_DIGITS}]{{1,3}})分?)?"
)  # ("5 点": a figure spaced from its 点, as machine-set Chinese writes it)
_ZH_WEEK = regex_cache.compile(r"(?:周|週|星期|礼拜|禮拜)([一二三四五六日天])")
_ZH_WEEK_MOD = regex_cache.compile(r"(下|上|本|这|這)(?:个|個)?\Z")
_ZH_WEEKDAY_AFTER = regex_cache.compile(
    r"\s*[（(]?(?:周|週|星期|礼拜|禮拜)([一二三四五六日天])[）)]?"
)
_ZH_DAYS = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
_ZH_REL = regex_cache.compile(
    rf"(\d+|[{_HAN_DIGITS}]+)\s*(天|周|週|星期|个星期)(前|以前|之前|后|後|以后|之后)"
)
_NAME_WORD = r"[A-ZÀ-ÖØ-Þ][\w\u0900-\u097F'’&-]*(?:\.(?=\w)[\w\u0900-\u097F'’&-]*)*"
# (a middle initial joins a name: "Virginia J. Graham")
_CAP = regex_cache.compile(
    rf"{_NAME_WORD}"
    rf"(?:[ \t]+(?:(?:of|de|del|la|van|von|der|da|di|y|and|&)[ \t]+)?{_NAME_WORD}"
    rf"|(?<=[ \t][A-ZÀ-ÖØ-Þ])\.(?=[ \t]+[A-ZÀ-ÖØ-Þ][\w'’&-]))*"
)
# (markdown emphasis may close after the number or open before its noun: "**5** orders")
_MARK = r"(?:\*{1,2}|_{1,2})"
# (or joined to it by a hyphen: "a 4-burner stove", "a 2-year warranty")
_UNIT_WORD = regex_cache.compile(
    rf"(?:{_MARK}?[ \t]+{_MARK}?(?:de[ \t]+)?|-(?=[^\W\d_]))({WORD_CHAR}+(?:[-'’]{WORD_CHAR}+)*)"
)
_EMPHASIS = regex_cache.compile(_MARK)
_HAN_NEXT = regex_cache.compile(rf"[ \t]*{_MARK}?[ \t]*[\u3400-\u9fff]")
_HAN_CHAR = regex_cache.compile(r"[\u3400-\u9fff]")
_HAN_UNIT = regex_cache.compile(r"[\u3400-\u9fff]{1,2}|[A-Za-z]+")
_TOKEN = regex_cache.compile(r"\S+")
_DIGIT = regex_cache.compile(r"\d")
_QUOTE_CHAR = regex_cache.compile("[\"“‘«「『„‚‹']")
_Add = Callable[[Mention], None]


class _DateMatchers:
    """One language's date and time patterns, each compiled the first time a text needs it.

    The month-name patterns alone hold every month name Babel knows for the language;
    an answer without a month name, a weekday or a time of day never pays for them.
    """

    def __init__(self, language: str) -> None:
        lex = merged(language)
        self._lex = lex
        self._language = language
        self.months, self.weekdays = calendar_names(language)
        self.relative_days = {norm_key(k): v for k, v in lex.dates_relative_days.items()}
        self.ambiguous_days = {norm_key(k): v for k, v in lex.dates_ambiguous_days.items()}
        self.next_words = frozenset(norm_key(w) for w in [*lex.dates_next, *lex.dates_next_after])
        self.last_words = frozenset(norm_key(w) for w in [*lex.dates_last, *lex.dates_last_after])
        self.day_units = {norm_key(k): v for k, v in lex.dates_day_units.items()}
        self.ago = frozenset(norm_key(w) for w in lex.dates_ago)
        self.day_parts = {norm_key(k): v for k, v in lex.dates_day_parts.items()}
        clock_words = {norm_key(w): 12 for w in lex.dates_noon}
        clock_words.update({norm_key(w): 0 for w in lex.dates_midnight})
        self.clock_words = clock_words
        self.fractions = {norm_key(k): v for k, v in lex.dates_hour_fractions.items()}
        self.day_first = lex.decimal_symbol == "," or language not in ("en", "zh")
        self.homographs = frozenset(norm_key(w) for w in lex.dates_homographs)

    @cached_property
    def month_day_alone(self) -> re.Pattern[str] | None:
        """A day of the month with no month: after the lexicon's ``day_alone_before`` words
        with an ordinal ending from ``day_alone_suffixes`` when the language has them ("on
        the 8th"), or before its ``day_alone_after`` words ("8 तारीख", "8日")."""
        # (each language's own words with its own endings: English's "the 8th" is read in a
        # Spanish answer too, "el día 8" with no ending)
        codes = dict.fromkeys((self._language, *self._lex.mix_with))
        leads: list[str] = []
        after: list[str] = []
        for code in codes:
            lex = load(code)
            after += lex.dates_day_alone_after
            if not lex.dates_day_alone_before:
                continue
            ends = lex.dates_day_alone_suffixes
            tail = "(?:" + "|".join(map(re.escape, ends)) + ")" if ends else ""
            leads.append(rf"(?:{_words_re(lex.dates_day_alone_before)})\s+\d{{1,2}}{tail}")
        parts = []
        if leads:
            parts.append(rf"(?P<lead>(?:{'|'.join(leads)}))(?![\w%])(?!\s+{_NOT_A_DAY_AFTER})")
        if after:
            parts.append(rf"(?P<alone>\d{{1,2}})\s*(?:{_words_re(after)})")
        if not parts:
            return None
        return regex_cache.compile("|".join(parts), re.IGNORECASE)

    @cached_property
    def slash_day_before(self) -> re.Pattern[str] | None:
        """The words right before which a yearless "7/7" is a day ("on", "hasta el")."""
        words = self._lex.dates_slash_day_before
        if not words:
            return None
        return regex_cache.compile(rf"(?<![^\W\d_])(?:{_words_re(words)})\s+\Z")

    @cached_property
    def _month_re(self) -> str:
        return _words_re(self.months)

    @cached_property
    def month_day(self) -> re.Pattern[str] | None:
        if not self.months:
            return None
        return regex_cache.compile(
            rf"(?i:(?P<month>{self._month_re}))\.?\s+{_DAY}(?!\d|:\d){_YEAR}"
        )

    @cached_property
    def day_month(self) -> re.Pattern[str] | None:
        if not self.months:
            return None
        return regex_cache.compile(
            rf"(?<!\d){_DAY}\s+(?:of\s+|de\s+)?(?i:(?P<month>{self._month_re})){_YEAR}"
        )

    @cached_property
    def weekday_at(self) -> re.Pattern[str] | None:
        if not self.weekdays:
            return None
        lex = self._lex
        after = [*lex.dates_next_after, *lex.dates_last_after]
        return regex_cache.compile(
            rf"(?i:(?P<wd>{_words_re(self.weekdays)})(?:\s+(?P<after>{_words_re(after)}))?)"
        )

    @cached_property
    def weekday_names(self) -> dict[str, int]:
        """Wide and abbreviated weekday names ("Tue", "mar", "मंगल", "周二"): the short
        ones are read only with a day of the month after them (`weekday_day`)."""
        names = dict(self.weekdays)
        for code in (self._lex.language, *self._lex.mix_with):
            names.update((k, v) for k, v in _babel_short_days(code).items() if k not in names)
        return names

    @cached_property
    def weekday_day(self) -> re.Pattern[str] | None:
        if not self.weekday_names:
            return None
        edge = "" if self._lex.script == "han" else r"(?<![^\W\d_])"
        return regex_cache.compile(
            rf"{edge}(?i:(?P<wd>{_words_re(self.weekday_names)}))\.?,?[^\S\n]*"
            r"(?P<day>[0-3]?\d)(?:日|号|號)?(?![\d:.,/]\d|\d)"
            r"(?![^\S\n]*(?:[ap]\.?m\b|h\b|hrs?\b|horas?\b|hs\b|बजे|o'clock|点|點|时|時))"
        )

    @cached_property
    def short_weekday_before(self) -> re.Pattern[str] | None:
        """A weekday name of any length ending where a date starts ("Fri ", "周五 ")."""
        if not self.weekday_names:
            return None
        edge = "" if self._lex.script == "han" else r"(?<![^\W\d_])"
        return regex_cache.compile(
            rf"{edge}(?i:(?P<wd>{_words_re(self.weekday_names)}))\.?,?[^\S\n]*\Z"
        )

    @cached_property
    def modifier_before(self) -> re.Pattern[str] | None:
        lex = self._lex
        return _compile_i_tail([*lex.dates_next, *lex.dates_last, *lex.dates_this], "mod")

    @cached_property
    def since(self) -> re.Pattern[str] | None:
        return _compile_i_tail(self._lex.dates_since, "since")

    @cached_property
    def past(self) -> re.Pattern[str] | None:
        return _compile_i(self._lex.dates_past_markers)

    @cached_property
    def not_relative(self) -> re.Pattern[str] | None:
        return _compile_i(self._lex.dates_not_relative)

    def _offsets(self) -> bool:
        # Chinese offsets (三天前) have their own pattern
        return bool(self.day_units) and self._lex.script != "han"

    @cached_property
    def count_before(self) -> re.Pattern[str] | None:
        if not self._offsets():
            return None
        lex = self._lex
        # (prepositions come before the count, "in 3 days"; postpositions after it: "डाकघर में
        # 7 दिन रखा" keeps it at the office for 7 days, "7 दिन में" is in 7 days)
        pre = [*lex.dates_ago, *lex.dates_in] if lex.script == "latin" else []
        if not pre:
            return regex_cache.compile(r"(?i:(?P<pre>(?!))?(?P<n>\d+|[^\W\d_]+)\s+\Z)")
        return regex_cache.compile(
            rf"(?i:(?:(?P<pre>{_words_re(pre)})\s+)?"
            rf"(?P<n>\d+|[^\W\d_]+)\s+\Z)"
        )

    @cached_property
    def ago_after(self) -> re.Pattern[str] | None:
        if not self._offsets():
            return None
        lex = self._lex
        # "3 days in" is not a date in English; postpositions ("3 दिन में") are
        post = [*lex.dates_ago] if lex.script == "latin" else [*lex.dates_ago, *lex.dates_in]
        return regex_cache.compile(rf"(?i:\s+(?P<post>{_words_re(post)}))")

    @cached_property
    def _markers(self) -> str:
        return _words_re(self._lex.dates_time_marker)

    @cached_property
    def hour_marker(self) -> re.Pattern[str] | None:
        if not self._lex.dates_time_marker:
            return None
        return regex_cache.compile(rf"(?P<h>\d{{1,2}})(?::(?P<mi>\d{{2}}))?\s*(?:{self._markers})")

    @cached_property
    def marker_after(self) -> re.Pattern[str] | None:
        if not self._lex.dates_time_marker:
            return None
        return regex_cache.compile(rf"\s*(?:{self._markers})")

    @cached_property
    def _parts(self) -> str:
        return _parts_re(self._lex.dates_day_parts)

    @cached_property
    def part_in(self) -> re.Pattern[str] | None:
        if not self._lex.dates_day_parts:
            return None
        return regex_cache.compile(rf"(?i:{self._parts})")

    @cached_property
    def part_before(self) -> re.Pattern[str] | None:
        if not self._lex.dates_day_parts:
            return None
        # (markdown emphasis may stand between them: "下午 **3:10**", "**3:40** de la tarde")
        return regex_cache.compile(rf"(?i:(?P<part>{self._parts}))\s*(?:[*_]{{1,3}}\s*)?\Z")

    @cached_property
    def part_after(self) -> re.Pattern[str] | None:
        if not self._lex.dates_day_parts:
            return None
        return regex_cache.compile(rf"(?:\s*[*_]{{1,3}})?\s*(?i:(?P<part>{self._parts}))")

    @cached_property
    def hour_part(self) -> re.Pattern[str] | None:
        if not self._lex.dates_day_parts:
            return None
        return regex_cache.compile(
            rf"(?P<h>1[0-2]|0?[1-9])(?![\d:])\s*(?:o'?clock\s*)?(?i:(?P<part>{self._parts}))"
        )

    @cached_property
    def hour_before(self) -> re.Pattern[str] | None:
        if not self._lex.dates_hour_before:
            return None
        return regex_cache.compile(rf"(?i:{_words_re(self._lex.dates_hour_before)})\s+\Z")


_DAY = r"(\d{1,2}|[०-९]{1,2})(?:st|nd|rd|th|º|°)?"
_YEAR = r"(?:,?\s+(?:de\s+|del\s+)?(\d{4}|[०-९]{4}))?"


def _words_re(words: Iterable[str]) -> str:
    return phrase_regex(words) or "(?!)"


@cache
def _date_matchers(language: str) -> _DateMatchers:
    return _DateMatchers(language)


def warm_mentions(language: str) -> None:
    """Compile every mention pattern of ``language`` now rather than on first use."""
    dm = _date_matchers(language)
    for name, value in vars(_DateMatchers).items():
        if isinstance(value, cached_property):
            getattr(dm, name)
    _url()


def _compile_i_tail(words: Iterable[str], name: str) -> re.Pattern[str] | None:
    """Matches one of ``words`` and the whitespace after it, at the end of the searched range."""
    src = phrase_regex(words)
    return regex_cache.compile(rf"(?i:(?P<{name}>{src})\s+\Z)") if src else None


def _compile_i(words: Iterable[str]) -> re.Pattern[str] | None:
    src = phrase_regex(words)
    return regex_cache.compile(src, re.I) if src else None


_Taken = Layers


def _digit(s: str) -> int | None:
    if s.isdigit():
        return int(s)  # any script's digits: int("१५") == 15
    value = parse_number(s, "zh") if _HAN_CHAR.match(s) else parse_number(s, "en")
    if value is None or value != int(value):
        return None
    return int(value)


def _around(pattern: re.Pattern[str], text: str, at: int, lo: int, hi: int) -> re.Match[str] | None:
    """The match of ``pattern`` in ``text[lo:hi]`` whose month group starts at ``at``."""
    for x in pattern.finditer(text, lo, hi):
        if x.start("month") == at:
            return x
    return None


def _glued(text: str, pos: int, chars: str) -> bool:
    """Whether the match at ``pos`` continues a longer number (a digit or ``chars`` before it)."""
    return pos > 0 and (text[pos - 1].isdigit() or text[pos - 1] in chars)


def _safe_date(y: int, m: int, d: int) -> date | None:
    try:
        return date(y, m, d)
    except (ValueError, OverflowError):
        return None


def _day_of(
    year: str | None, month: int, day: int, now: datetime | None, weekday: int | None = None
) -> date | None:
    """The date meant by a day and month, with the year as written or else resolved.

    Without a written year: the occurrence nearest ``now`` (one whose weekday agrees
    with a stated weekday first), or a `MonthDay` when there is no ``now``.
    """
    if year:
        y = _digit(year)
        return _safe_date(y, month, day) if y is not None else None
    if now is None:
        try:
            return MonthDay.of(month, day)
        except ValueError:
            return None
    today = now.date()
    found = [
        d for y in (today.year - 1, today.year, today.year + 1) if (d := _safe_date(y, month, day))
    ]
    # a weekday that agrees picks among dates near enough to mean (not last year's
    # Tuesday the 8th over this year's Wednesday the 8th: then the weekday is wrong)
    agree = [d for d in found if d.weekday() == weekday and abs((d - today).days) <= 200]
    if weekday is not None and agree:
        found = agree
    return min(found, key=lambda d: abs((d - today).days), default=None)


def find_mentions(
    text: str,
    language: str,
    *,
    now: datetime | None = None,
    start: int = 0,
    end: int | None = None,
    call_ids: Literals | None = None,
    names: Literals | None = None,
    hits: Scan | None = None,
) -> list[Mention]:
    """Every mention in ``text[start:end]``, sorted by position; offsets index ``text``.

    ``call_ids`` matches the ids of the run's calls and receipts (see `ids_pattern`);
    ``names`` matches names known from the run's tool outputs; ``hits`` is the
    `scan` of the same range when the caller has one.
    """
    stop = len(text) if end is None else end
    found = hits if hits is not None else scan(text, language, start, end)
    kinds = found.kinds
    has_digit = _DIGIT.search(text, start, stop) is not None
    lex = merged(language)
    out: list[Mention] = []
    taken = _Taken()

    def add(m: Mention) -> None:
        out.append(m)
        taken.add(m.start, m.end)

    region = text if start == 0 and stop == len(text) else text[start:stop]
    for x in _url().finditer(text, start, stop) if "://" in region or "www." in region else ():
        url = x.group().rstrip(".,;:!?")
        add(Mention("url", url, x.start(), x.start() + len(url), url))
    for x in _EMAIL.finditer(text, start, stop) if "@" in region else ():
        if taken.free(x.start(), x.end()):
            add(Mention("email", x.group(), x.start(), x.end(), x.group().lower()))
    for x in _DOMAIN.finditer(text, start, stop) if "." in region else ():
        domain = x.group().rstrip(".,;:!?")
        if taken.free(x.start(), x.start() + len(domain)) and not domain.split(".")[0].isdigit():
            add(Mention("url", domain, x.start(), x.start() + len(domain), domain))
    for x in _CALL_REF.finditer(text, start, stop) if "_" in region else ():
        if taken.free(x.start(), x.end()):
            add(Mention("call_ref", x.group(), x.start(), x.end(), x.group()))
    if call_ids is not None:
        for ref in call_ids.finditer(text, start, stop):
            if taken.free(ref.start(), ref.end()):
                add(Mention("call_ref", ref.group(), ref.start(), ref.end(), ref.group()))
    _dates(text, start, stop, lex, language, now, add, taken, found, has_digit)
    if has_digit and now is not None:
        _month_carried(text, out, _date_matchers(language))
    if has_digit and any(m.kind == "date" for m in out):
        out[:] = _day_ranges(text, start, stop, out, add, taken)
    if has_digit and any(m.kind == "time" for m in out):
        _time_ranges(text, stop, language, out, taken)
    if has_digit:
        _ids(text, start, stop, add, taken)
    if has_digit or "numword" in kinds or lex.script == "han":
        word_starts = [s for s, _ in found.of("numword")]
        _numbers(text, start, stop, language, add, taken, word_starts)
    for x in _QUOTE.finditer(text, start, stop) if _QUOTE_CHAR.search(text, start, stop) else ():
        inner = next(g for g in x.groups() if g is not None)
        out.append(Mention("quote", x.group(), x.start(), x.end(), inner))
    _entities(text, start, stop, lex, names, taken, out)
    out.sort(key=lambda m: (m.start, m.end))
    return out


_NAME_RUN = regex_cache.compile(r"[^\W\d_]+")
# a postposition that ties "N days before/after" to a thing named before it ("कार्यक्रम से 5
# दिन पहले", "यात्रा के 2 दिन बाद"): the days are counted from that thing, not from today
_ANCHOR_BEFORE = regex_cache.compile(r"(?:\sसे|\sके)\s*$")


def _month_carried(text: str, out: list[Mention], dm: _DateMatchers) -> None:
    """A weekday and a day with no month after a full date of the same text ("leaves Monday
    8 September ..., back on Friday the 12th"): read near today, its weekday disagrees; the
    month of the date before it (or the next one) where the weekday agrees is meant."""
    dates = sorted(
        (m for m in out if m.kind == "date" and type(m.value) is date), key=lambda m: m.start
    )
    for k, m in enumerate(dates):
        assert isinstance(m.value, date)
        if "/" in m.text or any(ch in m.text for ch in "月年"):
            continue
        keys = [norm_key(w) for w in _NAME_RUN.findall(m.text.lower())]
        wd = next((dm.weekdays[w] for w in keys if w in dm.weekdays), None)
        if wd is None or any(w in dm.months for w in keys) or m.value.weekday() == wd:
            continue
        before = [p for p in dates[:k] if m.start - p.end <= 400 and "/" not in p.text]
        if not before:
            continue
        base = before[-1].value
        assert isinstance(base, date)
        for step in (0, 1):
            year, month = divmod(base.month - 1 + step, 12)
            on = _safe_date(base.year + year, month + 1, m.value.day)
            if on is not None and on >= base and on.weekday() == wd:
                out[out.index(m)] = Mention("date", m.text, m.start, m.end, on)
                break


def ids_pattern(ids: Iterable[str]) -> Literals | None:
    """A matcher of any of ``ids`` as a whole token, or None for no ids."""
    found = Literals(ids, joiners="-")
    return found if found else None


def _dates(
    text: str,
    start: int,
    stop: int,
    lex: Lexicon,
    language: str,
    now: datetime | None,
    add: _Add,
    taken: _Taken,
    hits: Scan,
    has_digit: bool,
) -> None:
    dm = _date_matchers(language)
    today = now.date() if now is not None else None
    if lex.script == "han" and "月" in text[start:stop]:
        _zh_dates(text, start, stop, now, add, taken)
    if "hourfrac" in hits.kinds:
        _fraction_times(text, start, stop, language, dm, add, taken, hits)
    if has_digit:
        _digit_dates(text, start, stop, lex, dm, now, add, taken, hits)
    if lex.script == "han" and ("点" in text[start:stop] or "點" in text[start:stop]):
        _zh_times(text, start, stop, dm, add, taken)
    if "clockword" in hits.kinds:
        _clock_words(text, start, stop, dm, add, taken, hits)
    if today is not None:
        _relative(text, start, stop, lex, dm, today, add, taken, hits)


def _zh_dates(
    text: str, start: int, stop: int, now: datetime | None, add: _Add, taken: _Taken
) -> None:
    """Chinese dates: 2024年10月22日, 10月22日（周五）, 十月二十二号 (digits or numerals),
    and two days of one month: 9月13、14号, 3月5日至7日 (each a date of that month)."""
    for x in _ZH_DAY_PAIR.finditer(text, start, stop):
        mo, first, second = _digit(x[2]), _digit(x[3]), _digit(x[4])
        if mo is None or first is None or second is None or not first < second:
            continue
        one, two = _day_of(x[1], mo, first, now), _day_of(x[1], mo, second, now)
        if one is not None and two is not None and taken.free(x.start(), x.end()):
            add(Mention("date", text[x.start() : x.end(3)], x.start(), x.end(3), one))
            add(Mention("date", text[x.start(4) : x.end()], x.start(4), x.end(), two))
    for x in _ZH_DATE.finditer(text, start, stop):
        if not taken.free(x.start(), x.end()):
            continue
        mo, da = _digit(x[2]), _digit(x[3])
        if mo is None or da is None:
            continue
        # a weekday right after the date is part of it: 10月22日（周五）
        wd = _ZH_WEEKDAY_AFTER.match(text, x.end(), stop)
        d = _day_of(x[1], mo, da, now, _ZH_DAYS[wd[1]] if wd is not None else None)
        if d is not None:
            last = wd.end() if wd is not None else x.end()
            add(Mention("date", text[x.start() : last], x.start(), last, d))


# two days of one month written once: "25–26 अगस्त", "25 y 26 de mayo", "August 25-26",
# "August 25 and 26" (the joiners of a range or a pair; a comma joins figures of any kind)
_DAY_JOIN = r"[^\S\n]*(?:[-–—~]|to|and|&|y|e|al|a|और|व|से|तक)[^\S\n]*"
_DAY_BEFORE = regex_cache.compile(rf"(?<![\w.,:/-])(\d{{1,2}}){_DAY_JOIN}\Z", re.IGNORECASE)
_DAY_AFTER = regex_cache.compile(
    rf"{_DAY_JOIN}(\d{{1,2}})(?:st|nd|rd|th)?(?![\w.,:/%-]*\d)(?![^\S\n]*(?:[%:]|[ap]\.?m\b|h\b))",
    re.IGNORECASE,
)
_NEXT_WORD = regex_cache.compile(r"[^\S\n]*([^\W\d_]+)")
# a day of a list of days, right before the comma that parts it from the next one
_DAY_LISTED = regex_cache.compile(r"(?<![\w.,:/-])(\d{1,2})[^\S\n]*,[^\S\n]*\Z")
_LEADING_DAY = regex_cache.compile(r"\A\d{1,2}(?!\d)")
_TRAILING_DAY = regex_cache.compile(r"(?<!\d)\d{1,2}(?:st|nd|rd|th)?\Z", re.IGNORECASE)
# a weekday in brackets right after: "11–12 मार्च (बुध–गुरु)"
_BRACKET_AFTER = regex_cache.compile(r"[^\S\n]*[(（]")
_ZH_DAY_PAIR = regex_cache.compile(
    rf"(?:(\d{{4}}|[{_HAN_DIGITS}]{{4}})\s*年\s*)?(\d{{1,2}}|[{_HAN_DIGITS}]{{1,3}})\s*月\s*"
    rf"(\d{{1,2}}|[{_HAN_DIGITS}]{{1,3}})\s*[日号號]?\s*[、和至到~～\-–—]\s*"
    rf"(\d{{1,2}}|[{_HAN_DIGITS}]{{1,3}})\s*[日号號]"
)


def _same_month(d: date, day: int) -> date | None:
    if isinstance(d, MonthDay):
        try:
            return MonthDay.of(d.month, day)
        except ValueError:
            return None
    return _safe_date(d.year, d.month, day)


def _day_ranges(
    text: str, start: int, stop: int, out: list[Mention], add: _Add, taken: _Taken
) -> list[Mention]:
    """The other day of a pair or range of days that names its month once: "25" in
    "25–26 अगस्त" and "26" in "August 25-26" are dates of that month, not figures; and the
    weekdays in brackets right after ("(सोमवार–मंगलवार)") are those days', not days near
    today. Returns ``out`` with the weekdays re-read."""
    pairs: list[tuple[int, list[date]]] = []  # where each range ends, its days
    for m in [m for m in out if m.kind == "date" and isinstance(m.value, date)]:
        value = m.value if not isinstance(m.value, datetime) else m.value.date()
        lead = _LEADING_DAY.match(m.text)
        if lead is not None and int(lead.group()) == value.day:
            x = _DAY_BEFORE.search(text, max(start, m.start - 12), m.start)
            if x is not None and taken.free(x.start(1), x.end(1)):
                day = int(x[1])
                other = _same_month(value, day) if 1 <= day < value.day else None
                if other is not None:
                    add(Mention("date", x[1], x.start(1), x.end(1), other))
                    pairs.append((m.end, [other, value]))
                    # "3, 10, 17 y 24 de marzo": the days listed before, in order, with
                    # commas, are of that month too
                    at, last = x.start(1), day
                    while (y := _DAY_LISTED.search(text, max(start, at - 8), at)) is not None:
                        earlier = int(y[1])
                        listed = _same_month(value, earlier) if 1 <= earlier < last else None
                        if listed is None or not taken.free(y.start(1), y.end(1)):
                            break
                        add(Mention("date", y[1], y.start(1), y.end(1), listed))
                        at, last = y.start(1), earlier
            continue
        tail = _TRAILING_DAY.search(m.text)
        if tail is not None and int(tail.group().rstrip("stndrhSTNDRH")) == value.day:
            x = _DAY_AFTER.match(text, m.end, stop)
            unit = _NEXT_WORD.match(text, x.end(), stop) if x is not None else None
            if unit is not None and unit_of_word(unit.group(1)) is not None:
                continue  # "August 25 - 30 days later": a figure with its unit
            if x is not None and taken.free(x.start(1), x.end(1)):
                day = int(x[1])
                other = _same_month(value, day) if value.day < day <= 31 else None
                if other is not None:
                    add(Mention("date", x[1], x.start(1), x.end(1), other))
                    pairs.append((x.end(), [value, other]))
    if not pairs:
        return out
    spans = []  # the brackets right after each range, and its days
    for end, days in pairs:
        bracket = _BRACKET_AFTER.match(text, end, stop)
        if bracket is not None:
            close = text.find(")" if bracket.group().endswith("(") else "）", bracket.end(), stop)
            if close > 0:
                spans.append((bracket.end(), close, days))
    mended: list[Mention] = []
    for m in out:
        for a, b, days in spans:
            if m.kind == "date" and a <= m.start and m.end <= b and m.value not in days:
                inside = [x for x in out if x.kind == "date" and a <= x.start and x.end <= b]
                same = [d for d in days if d.weekday() == m.value.weekday()]
                if same:
                    m = replace(m, value=same[0])
                elif len(inside) == len(days):
                    # a weekday that is neither day's is the one in its place: "(Sun–Tue)"
                    # names the 4th a Tuesday, and a check holds it to that day
                    m = replace(m, value=days[inside.index(m)])
        mended.append(m)
    return mended


_OF_MONTH = regex_cache.compile(r"[^\S\n]*(?:de[^\S\n]+)?([^\W\d_]+\.?)")


def _month_next(low: str, at: int, stop: int, dm: _DateMatchers) -> bool:
    """Whether a month's name follows right after ``at`` ("4 oct", "4 de octubre")."""
    m = _OF_MONTH.match(low, at, stop)
    return m is not None and dm.months.get(norm_key(m.group(1)).rstrip(".")) is not None


def _digit_dates(
    text: str,
    start: int,
    stop: int,
    lex: Lexicon,
    dm: _DateMatchers,
    now: datetime | None,
    add: _Add,
    taken: _Taken,
    hits: Scan,
) -> None:
    y: int | None
    kinds, low = hits.kinds, hits.low
    region = text[start:stop]
    # The digit-led patterns are tried only where a run of digits starts: one scan for
    # the runs is cheaper than one per pattern (a match inside a run is glued anyway).
    runs = [x.start() for x in _DIGIT_RUN.finditer(text, start, stop)]
    for x in _at(_ISO, text, runs, stop) if "-" in region else ():
        if _glued(text, x.start(), "/.-"):
            continue
        d = _safe_date(int(x[1]), int(x[2]), int(x[3]))
        if d is None:
            continue
        if x[4] is not None:
            try:
                value: date | datetime = datetime(
                    d.year, d.month, d.day, int(x[4]), int(x[5]), int(x[6] or 0)
                )
            except ValueError:
                value = d
            add(Mention("time", x.group(), x.start(), x.end(), value))
        else:
            add(Mention("date", x.group(), x.start(), x.end(), d))
    numeric = [
        *(_at(_NUMERIC_DATE, text, runs, stop) if "/" in region or "." in region else ()),
        *(_at(_DASHED_DATE, text, runs, stop) if "-" in region else ()),
    ]
    for x in numeric:
        if _glued(text, x.start(), "/.-") or not taken.free(x.start(), x.end()):
            continue
        a, b, c = int(x[1]), int(x[3]), int(x[4])
        if len(x[1]) == 4:
            d = _safe_date(a, b, c)
        else:
            y = c + 2000 if len(x[4]) == 2 else c
            day_first = dm.day_first or a > 12 or x[2] == "."
            d = _safe_date(y, a, b) if not day_first else _safe_date(y, b, a)
            if d is None:
                d = _safe_date(y, b, a) if not day_first else _safe_date(y, a, b)
        if d is not None:
            add(Mention("date", x.group(), x.start(), x.end(), d))
    weekdays = hits.of("weekday")
    if "/" in region and (
        weekdays or dm.weekday_names or (now is not None and dm.slash_day_before is not None)
    ):
        _weekday_slashed(text, low, start, stop, dm, now, add, taken, runs, weekdays)
    if now is not None:
        _weekday_days(text, start, stop, dm, now.date(), add, taken)
    months = hits.of("month")
    for pattern in (dm.month_day, dm.day_month) if months else ():
        if pattern is None:
            continue
        for ms, me in months:
            found = _around(pattern, low, ms, max(start, ms - 12), min(stop, me + 16))
            if found is None or not taken.free(found.start(), found.end()):
                continue
            x = found
            if text[ms:me].islower() and low[ms:me] in dm.homographs:
                continue  # "these 2 may arrive": the verb, not the month
            if pattern is dm.month_day and _month_next(low, x.end(), stop, dm):
                # "Mar 6 oct": the day is the month's after it, and the word before it a
                # weekday's short name (martes), not March
                continue
            if (
                pattern is dm.day_month
                and _BARE_DAY_MONTH.fullmatch(low, x.start(), x.end())
                and _COUNTED_AFTER.match(low, x.end())
                and not _DAY_TAKER.search(low, max(start, x.start() - 8), x.start())
            ):
                continue  # "all 4 January pickups": four of January's pickups, no date
            month = dm.months.get(norm_key(x["month"]).rstrip("."))
            groups = [
                g
                for i, g in enumerate(x.groups())
                if g is not None and i + 1 != x.re.groupindex["month"]
            ]
            if month is None or not groups:
                continue
            day = _digit(groups[0])
            if day is None:
                continue
            first, weekday = _weekday_before(text, low, x.start(), start, weekdays, dm)
            if not taken.free(first, x.start()):
                first, weekday = x.start(), None  # the weekday is the date's before it
            last = x.end()
            if weekday is None:
                last, weekday = _weekday_after(text, low, last, stop, weekdays, dm)
            year = groups[1] if len(groups) > 1 else None
            if weekday is None:
                # "15 फ़रवरी शनिवार": a weekday right after, no brackets, is the date's when
                # the two agree (else it may open what follows: "Saturday, 17 February")
                bare, named = _weekday_after(text, low, last, stop, weekdays, dm, bare=True)
                agreed = _day_of(year, month, day, now, named) if named is not None else None
                if (
                    agreed is not None
                    and not isinstance(agreed, MonthDay)
                    and agreed.weekday() == named
                ):
                    last, weekday = bare, named
            d = _day_of(year, month, day, now, weekday)
            if d is not None and taken.free(first, last):
                add(Mention("date", text[first:last], first, last, d))
    if now is not None and dm.month_day_alone is not None:
        _days_alone(text, start, stop, dm, now.date(), add, taken)
    _times(text, start, stop, lex, dm, add, taken, kinds, runs)


# a day and a month by digits with no year ("9/8", "12/5"): a date only after a weekday
_YEARLESS_DATE = regex_cache.compile(r"(\d{1,2})/(\d{1,2})(?![\d/]|[.,]\d)")
# or before a time of day, as notes write an appointment ("15/10 11:30", "10/15 at 3:30 pm",
# "10/15 上午9:30"): up to two words between them, no fraction or score has a clock after it
_CLOCK_AFTER = regex_cache.compile(
    r"(?:[^\S\n]+[^\s\d,.;:!?，。；：]{1,10}){0,2}[^\S\n]*\d{1,2}[:：]\d{2}(?![\d/])"
)


# a plural noun right after "4 January" makes the number a count of the month's things; a
# word that takes a day before it ("on 4 January payments resume") keeps it a date
_COUNTED_AFTER = regex_cache.compile(r"[^\S\n]+[a-z]{3,}s\b(?<!\bis)(?<!\bwas)(?<!\bhas)")
_BARE_DAY_MONTH = regex_cache.compile(r"\d{1,2}[^\S\n]+[^\W\d_]+\.?")
_DAY_TAKER = regex_cache.compile(r"\b(?:on|by|from|until|till|since|before|after)\s+\Z")


def _padded_day_month(a: str, b: str) -> bool:
    """Whether two yearless parts, each of two digits and one of them with a leading zero,
    can only be a day and a month, in one order only ("29/04", "04/29"): no score or share
    writes "04", and "11/03" may be either day."""
    if len(a) != 2 or len(b) != 2 or not (a[0] == "0" or b[0] == "0"):
        return False
    x, y = int(a), int(b)
    return 0 < min(x, y) <= 12 < max(x, y) <= 31


def _weekday_slashed(
    text: str,
    low: str,
    start: int,
    stop: int,
    dm: _DateMatchers,
    now: datetime | None,
    add: _Add,
    taken: _Taken,
    runs: list[int],
    weekdays: list[tuple[int, int]],
) -> None:
    """A weekday before a day and a month written with a slash and no year, as logs and
    tables write them ("Mon 9/8", "Tue, 9/9", "lun 8/9"): the month first where the
    language writes it first, the day first otherwise. Alone, "9/10" may be a score or a
    share, so only a weekday right before it makes it a date, or (with the run's now) a
    word that takes a day ("on 7/7", "due 10/14", "hasta el 3/11")."""
    marked = dm.slash_day_before if now is not None else None
    for x in _at(_YEARLESS_DATE, text, runs, stop):
        if _glued(text, x.start(), "/.-") or not taken.free(x.start(), x.end()):
            continue
        first, weekday = _weekday_before(text, low, x.start(), start, weekdays, dm)
        short = dm.short_weekday_before if weekday is None else None
        named = short.search(low, max(start, x.start() - 12), x.start()) if short else None
        if named is not None:
            first, weekday = named.start(), dm.weekday_names.get(norm_key(named["wd"]))
        if (
            weekday is None
            and (marked is None or marked.search(low, max(0, x.start() - 16), x.start()) is None)
            and not _CLOCK_AFTER.match(low, x.end())
            and not _padded_day_month(x[1], x[2])
        ):
            continue
        a, b = int(x[1]), int(x[2])
        month, day = (b, a) if dm.day_first or a > 12 else (a, b)
        d = _day_of(None, month, day, now, weekday)
        if d is not None and taken.free(first, x.end()):
            add(Mention("date", text[first : x.end()], first, x.end(), d))


def _weekday_days(
    text: str, start: int, stop: int, dm: _DateMatchers, today: date, add: _Add, taken: _Taken
) -> None:
    """A weekday and a day of the month, as a table or a list writes them: "Tue 17",
    "mar 17", "मंगल 17", "周二17日" (the 17th that is a Tuesday, near today).

    A full name with a space before the day is `_relative`'s ("next Friday the 31st");
    this reads the short names and the glued forms. A name that is also a month's
    ("mar": martes or marzo) or a word's too ("रवि" is also a name) is read as the weekday
    only when that weekday and that day of the month meet near today.
    """
    pattern = dm.weekday_day
    if pattern is None:
        return
    for x in pattern.finditer(text, start, stop):
        key = norm_key(x["wd"]).rstrip(".")
        wd = dm.weekday_names.get(key)
        if wd is None or not taken.free(x.start(), x.end()):
            continue
        if _DAY_OF_BEFORE.search(text, max(start, x.start() - 8), x.start()):
            continue  # "17 de mar": a day and a month
        glued = x.end("wd") == x.start("day") or x.group().endswith(("日", "号", "號"))
        if key in dm.weekdays and not glued and key not in dm.months:
            continue  # "Friday 31": _relative reads it with its modifiers
        day = int(x["day"])
        # a short name is read only near today: a table of this week's or next week's days
        on = _day_on_weekday(today, wd, day, 0, reach=45 if key in dm.weekdays else 21)
        if on is None and key in dm.weekdays and key not in dm.months:
            on = _day_on_weekday(today, None, day, 0)  # the date, its weekday wrong
        if on is not None:
            add(Mention("date", x.group(), x.start(), x.end(), on))


def days_numbered_near(today: date, day: int, reach: int = 45) -> list[date]:
    """The dates within ``reach`` days of ``today`` whose day of the month is ``day``,
    earliest first: the readings of a day named without its month."""
    return [d for k in range(-reach, reach + 1) if (d := today + timedelta(days=k)).day == day]


def names_day_alone(text: str, language: str) -> bool:
    """Whether a date mention is a day of the month named alone ("on the 8th", "8日"): the
    month is the reader's guess, so every such day near today is a reading."""
    pattern = _date_matchers(language).month_day_alone
    return pattern is not None and pattern.fullmatch(text) is not None


def _days_alone(
    text: str, start: int, stop: int, dm: _DateMatchers, today: date, add: _Add, taken: _Taken
) -> None:
    """A day of the month named alone, the month left to the reader ("on the 8th", "el día
    8", "8 तारीख को", "8日"): the nearest such day to today (a check reads every day of
    that number near today as a reading)."""
    pattern = dm.month_day_alone
    if pattern is None:
        return
    for x in pattern.finditer(text, start, stop):
        digits = _DAY_DIGITS.search(x.group())
        if digits is None:
            continue
        at = x.start() + digits.start()
        if not taken.free(at, x.end()):
            continue
        if _DAY_GLUED_BEFORE.search(text, max(start, at - 2), at):
            continue  # "5月8日", "2025-8日": the month or a figure before it
        day = int(digits.group())
        found = days_numbered_near(today, day)
        if found:
            on = min(found, key=lambda d: abs((d - today).days))
            add(Mention("date", x.group(), x.start(), x.end(), on))


# words after "the 8th" that make it an ordinal of a thing ("the 8th floor", "the 3rd try")
_NOT_A_DAY_AFTER = (
    r"(?!(?:and|or|at|to|through|until|till|in|for|when|but|so|is|was|will|the|this|that|of|"
    r"from|with|after|before|by|on)\b)[^\W\d_]{3,}"
)
_DAY_DIGITS = regex_cache.compile(r"\d{1,2}")
_DAY_GLUED_BEFORE = regex_cache.compile(r"[\d月/.\-–—~～至到]\s*\Z")  # (a range's end too)
_DAY_OF_BEFORE = regex_cache.compile(r"\d[^\S\n]+(?:de[^\S\n]+|of[^\S\n]+)?\Z", re.IGNORECASE)


@cache
def _babel_short_days(code: str) -> dict[str, int]:
    try:
        from babel import Locale

        days = Locale.parse(code).days
    except Exception:  # no locale data: the wide names still apply
        return {}
    found: dict[str, int] = {}
    for ctx in ("format", "stand-alone"):
        for num, name in days[ctx]["abbreviated"].items():
            key = norm_key(name).rstrip(".")
            if len(key) >= 2:
                found.setdefault(key, int(num))
    return found


def _times(
    text: str,
    start: int,
    stop: int,
    lex: Lexicon,
    dm: _DateMatchers,
    add: _Add,
    taken: _Taken,
    kinds: frozenset[str],
    runs: list[int],
) -> None:
    """Times of day: 14:30, 3:30 p.m., 3 pm, 10 de la mañana, दोपहर 3 बजे, 下午3点, a las 3.

    A day-part word (from the lexicon's ``day_parts``) before or after the time sets
    the half of the day; a time without one whose hour could be either half gets
    ``unit=UNMARKED_12H`` (see `Mention`).
    """
    h: int | None
    for x in _at(_SPLIT_TIME, text, runs, stop) if ":" in text[start:stop] else ():
        if taken.free(x.start(), x.end()):
            seconds = int(x[1]) * 60 + Decimal(f"{x[2]}.{x[3]}")
            add(Mention("number", x.group(), x.start(), x.end(), seconds, "s"))
    for x in _at(_CLOCK, text, runs, stop) if ":" in text[start:stop] else ():
        if _glued(text, x.start(), ":.") or not taken.free(x.start(), x.end()):
            continue
        h, mi = int(x[1]), int(x[2])
        if h == 24:
            if x["ap"] or x[3] not in (None, "00"):
                continue
            h = 0  # "18:00-24:00": the day's end, midnight
        if x["ap"]:
            h = _ampm(h, x["ap"])
            if h is not None:
                add(Mention("time", x.group(), x.start(), x.end(), time(h, mi, int(x[3] or 0))))
            continue
        # a leading zero or an hour past 12 is the 24-hour clock ("09:30", "15:00")
        marked = h == 0 or h > 12 or x[1].startswith("0")
        _time_at(
            text, x.start(), x.end(), h, mi, int(x[3] or 0), marked, start, stop, dm, add, taken
        )
    if dm.hour_part is not None:
        for x in _at(dm.hour_part, text, runs, stop):
            if not _glued(text, x.start(), ":.,") and taken.free(x.start(), x.end()):
                hours = dm.day_parts.get(norm_key(x["part"]))
                if hours not in _HALVES and _after_weekday(text, x.start(), dm):
                    continue  # "el jueves 12 por la tarde": the 12th, on its afternoon
                h = _in_part(int(x["h"]), dm.day_parts.get(norm_key(x["part"])))
                add(Mention("time", x.group(), x.start(), x.end(), time(h, 0)))
    if dm.hour_marker is not None and "time_marker" in kinds:
        for x in dm.hour_marker.finditer(text, start, stop):
            if _glued(text, x.start(), ":.") or not taken.free(x.start(), x.end()):
                continue
            h = _digit(x["h"])
            mi = int(x["mi"] or 0)
            if h is not None and h <= 23 and mi < 60:
                _time_at(
                    text,
                    x.start(),
                    x.end(),
                    h,
                    mi,
                    0,
                    h == 0 or h > 12,
                    start,
                    stop,
                    dm,
                    add,
                    taken,
                )
    if dm.hour_before is not None:
        for pos in runs:
            bare = _BARE_HOUR.match(text, pos, stop)
            if (
                bare is None
                or not taken.free(bare.start(), bare.end())
                or dm.hour_before.search(text, max(start, pos - 12), pos) is None
                or _NOT_HOUR_END.match(text, bare.end(), stop)
            ):
                continue
            h = int(bare[1])
            _time_at(
                text,
                bare.start(),
                bare.end(),
                h,
                _QUARTERS.get(bare[2] or "", 0),
                0,
                h == 0 or h > 12,
                start,
                stop,
                dm,
                add,
                taken,
            )


_BARE_HOUR = regex_cache.compile(r"(1\d|2[0-3]|0?\d)(?:\s+y\s+(media|cuarto))?(?![\d:]|[.,]\d)")
_QUARTERS = {"media": 30, "cuarto": 15}
# after "a las 3" a noun means a count ("a las 3 personas"), not a time
_NOT_HOUR_END = regex_cache.compile(r"[^\S\n]+(?!(?:en|de|del|horas?|hrs?|hs?)\b)[^\W\d_]")


# between the two ends of a time range: "2 to 5 pm", "de 2 a 5", "entre las 2 y las 5",
# "2 से 5 बजे", "2点到5点", "2–5"
_RANGE_JOIN = regex_cache.compile(
    r"[^\S\n]*(?:-|–|—|~|～|to|till|until|and|a|hasta|y|से|到|至)[^\S\n]*(?:las[^\S\n]+)?",
    re.IGNORECASE,
)
# "and", "y", "a" join a range only after a word that opens one ("between 2 and 4",
# "de 2 a 4", "entre las 2 y las 4"); alone they list two times ("at 9 and 11") or say
# "at" ("pagó 3 a las 5")
_AND_JOINS = frozenset({"and", "a", "y"})
_RANGE_OPENS = regex_cache.compile(
    r"(?i:\b(?:between|from|de|desde|entre)(?:[^\S\n]+las)?[^\S\n]+[*_]*)\Z"
)


def is_range(text: str, first_start: int, first_end: int, second_start: int) -> bool:
    """Whether the two times at ``text[first_start:first_end]`` and at ``second_start``
    are the two ends of one range ("2 to 5 pm", "de 2 a 5", "2点到5点", "2 से 5 बजे")."""
    if first_end >= second_start:
        return False
    join = _RANGE_JOIN.fullmatch(text, first_end, second_start)
    if join is None:
        return False
    if join.group().split()[0].lower() in _AND_JOINS:
        return _RANGE_OPENS.search(text, max(0, first_start - 12), first_start) is not None
    return True


_RANGE_START = regex_cache.compile(r"(?<![\d:.,])(1[0-2]|0?[1-9])(?![\d:])")


def _time_ranges(text: str, stop: int, language: str, out: list[Mention], taken: _Taken) -> None:
    """A range of two clock times with one half-of-day between them: the other end takes
    the same half ("下午2点到5点", "de 2 a 5 de la tarde", "2 to 5 pm", "दोपहर 2 से 5 बजे").

    The end is read as the first such time after the start, the start as the last before
    the end; a bare hour before a range word and a marked time ("2" in "2 to 5 pm") is
    the start's time. An end written with its own half ("9 am to 5 pm") is left as is.
    """
    dm = _date_matchers(language)
    for m in sorted((m for m in out if m.kind == "time"), key=lambda m: m.start):
        before = _range_start_before(text, m, out, taken, dm) if isinstance(m.value, time) else None
        if before is None:
            continue
        first, first_marked = before
        if not _half_named(first if first_marked else m, dm):
            continue  # "9:00–22:00": a 24-hour clock names no half for the other end
        if first_marked and m.unit == UNMARKED_12H:
            _replace(out, m, _later_half(first.value, m))
        elif not first_marked and m.unit is None:
            _replace(out, first, _earlier_half(m.value, first))


def _range_start_before(
    text: str, end: Mention, out: list[Mention], taken: _Taken, dm: _DateMatchers
) -> tuple[Mention, bool] | None:
    """The start of a range that ``end`` closes, and whether its half of the day is
    known; a bare hour is made a time mention (added to ``out``)."""
    for m in out:
        if (
            m.kind == "time"
            and isinstance(m.value, time)
            and is_range(text, m.start, m.end, end.start)
        ):
            return m, m.unit is None
    lo = max(0, end.start - 12)
    for x in _RANGE_START.finditer(text, lo, end.start):
        if not is_range(text, x.start(), x.end(), end.start):
            continue
        if not taken.free(x.start(), x.end()):
            return None
        hour, marked = int(x[1]), False
        part = (
            dm.part_before.search(text, max(0, x.start() - 24), x.start())
            if dm.part_before
            else None
        )
        if part is not None and taken.free(part.start(), x.start()):
            hour, marked = _in_part(hour, dm.day_parts.get(norm_key(part["part"]))), True
        m = Mention(
            "time",
            x.group(),
            x.start(),
            x.end(),
            time(hour % 24, 0),
            None if marked else UNMARKED_12H,
        )
        out.append(m)
        taken.add(x.start(), x.end())
        return m, marked
    return None


def _half_named(m: Mention, dm: _DateMatchers) -> bool:
    """Whether a time's half of the day is written with it: a day part or am/pm."""
    return m.unit is None and dm.part_in is not None and dm.part_in.search(m.text) is not None


def _later_half(first: time, end: Mention) -> Mention:
    """``end`` (a 12-hour time) in the half of the day that puts it after ``first``."""
    clock: time = end.value
    for hour in (clock.hour % 12, clock.hour % 12 + 12):
        if (hour, clock.minute) > (first.hour, first.minute):
            return Mention("time", end.text, end.start, end.end, clock.replace(hour=hour))
    return end


def _earlier_half(last: time, start: Mention) -> Mention:
    """``start`` (a 12-hour time) in the half of the day that puts it before ``last``."""
    clock: time = start.value
    for hour in (clock.hour % 12 + 12, clock.hour % 12):
        if (hour, clock.minute) < (last.hour, last.minute):
            return Mention("time", start.text, start.start, start.end, clock.replace(hour=hour))
    return start


def _replace(out: list[Mention], old: Mention, new: Mention) -> None:
    if new is not old:
        out[out.index(old)] = new


def _zh_times(
    text: str, start: int, stop: int, dm: _DateMatchers, add: _Add, taken: _Taken
) -> None:
    """Chinese clock times: 3点, 下午3点半, 3点15分, 两点钟, 晚上八点.

    An hour in Han numerals needs more than 点 to be a time ("三点建议" are three
    points, "快一点" is "a bit faster"): 钟, minutes, or a day part before it.
    """
    for x in _ZH_TIME.finditer(text, start, stop):
        if not taken.free(x.start(), x.end()):
            continue
        h = _digit(x[1])
        minute = 30 if x[2] == "半" else (_digit(x[3]) if x[3] else 0)
        if h is None or h > 23 or minute is None or minute >= 60:
            continue
        if not x[1][0].isdigit() and not (
            x[2]
            or "钟" in x.group()
            or "鐘" in x.group()
            or (
                dm.part_before and dm.part_before.search(text, max(start, x.start() - 4), x.start())
            )
        ):
            continue
        _time_at(
            text, x.start(), x.end(), h, minute, 0, h == 0 or h > 12, start, stop, dm, add, taken
        )


def _time_at(
    text: str,
    s: int,
    e: int,
    hour: int,
    minute: int,
    second: int,
    marked: bool,
    start: int,
    stop: int,
    dm: _DateMatchers,
    add: _Add,
    taken: _Taken,
) -> None:
    """Add the time at ``text[s:e]``, read with a day-part word next to it when there is one."""
    if not marked:
        if dm.marker_after is not None and (x := dm.marker_after.match(text, e, stop)):
            e = x.end()  # "3:00 बजे": the hour word belongs to the time
        part = None
        after = dm.part_after.match(text, e, stop) if dm.part_after is not None else None
        if after is not None and taken.free(e, after.end()):
            part, e = after["part"], after.end()
        before = None
        if part is None and dm.part_before is not None:
            before = dm.part_before.search(text, max(start, s - 24), s)
        if before is not None and taken.free(before.start(), s):
            part, s = before["part"], before.start()
        if part is not None:
            hour, marked = _in_part(hour, dm.day_parts.get(norm_key(part))), True
    add(
        Mention(
            "time", text[s:e], s, e, time(hour, minute, second), None if marked else UNMARKED_12H
        )
    )


# the halves of the day am and pm name ("Friday 3 pm" is an hour, whatever comes before)
_HALVES = ((0, 12), (12, 24))
_WORD_BEFORE = regex_cache.compile(r"([^\W\d_]+)[\s,]*\Z")


def _after_weekday(text: str, at: int, dm: _DateMatchers) -> bool:
    """Whether the word right before ``at`` is a weekday name (the number is its day)."""
    m = _WORD_BEFORE.search(text, max(0, at - 24), at)
    return m is not None and norm_key(m.group(1)) in dm.weekdays


def _parts_re(words: Iterable[str]) -> str:
    """Day-part words as a regex: spaces optional ("p. m." and "p.m."), no letter of a
    spaced script glued on either side ("3pm" is a time, "3 amigos" none)."""
    alternatives = []
    for word in sorted(words, key=len, reverse=True):
        source = r"\s*".join(map(re.escape, word.split()))
        if _SPACED.match(word[0]):
            source = rf"(?<![^\W\d_]){source}"
        if _SPACED.match(word[-1]):
            source = rf"{source}(?!{WORD_CHAR})"
        alternatives.append(source)
    return "|".join(alternatives) or "(?!)"


def _in_part(hour: int, hours: tuple[int, int] | None) -> int:
    """The 24-hour reading of a 12-hour ``hour`` that falls in the day part ``hours``
    ([from, to), wrapping past midnight), or the one nearest to it."""
    if hours is None or not 1 <= hour <= 12:
        return hour
    lo, hi = hours
    readings = (hour % 12, hour % 12 + 12)

    def inside(h: int) -> bool:
        return lo <= h < hi if lo < hi else h >= lo or h < hi

    def distance(h: int) -> int:
        return min(min((h - b) % 24, (b - h) % 24) for b in (lo, (hi - 1) % 24))

    for h in readings:
        if inside(h):
            return h
    return min(readings, key=distance)


def _fraction_times(
    text: str,
    start: int,
    stop: int,
    language: str,
    dm: _DateMatchers,
    add: _Add,
    taken: _Taken,
    hits: Scan,
) -> None:
    """ "half past 3", "quarter to four", "साढ़े 3 बजे", "पौने चार बजे": an hour and a fraction.

    Where the language has an hour word (बजे) it must follow: "साढ़े 3" alone is 3.5.
    """
    for s, e in hits.of("hourfrac"):
        offset = dm.fractions.get(norm_key(hits.low[s:e]))
        if offset is not None and offset >= 60:
            # a word that is an hour and a half by itself ("डेढ़ बजे" 1:30, "ढाई बजे" 2:30):
            # read only with the hour word right after ("डेढ़ घंटा" is a duration)
            marker = dm.marker_after.match(text, e, stop) if dm.marker_after else None
            if marker is not None and s >= start and taken.free(s, marker.end()):
                hour, minute = divmod(offset % 720, 60)
                _time_at(
                    text, s, marker.end(), hour or 12, minute, 0, False, start, stop, dm, add, taken
                )
            continue
        x = _FRACTION_HOUR.match(text, e, stop)
        if offset is None or x is None or not (s >= start and taken.free(s, x.end())):
            continue
        word = x[1]
        value = _digit(word) if word[0].isdigit() else parse_number(word, language)
        if value is None or value != int(value) or not 1 <= value <= 12:
            continue
        end = x.end()
        if dm.marker_after is not None:
            marker = dm.marker_after.match(text, end, stop)
            if marker is None:
                continue
            end = marker.end()
        total = (int(value) * 60 + offset) % 720
        hour = total // 60 or 12
        _time_at(text, s, end, hour, total % 60, 0, False, start, stop, dm, add, taken)


_FRACTION_HOUR = regex_cache.compile(rf"\s+(\d{{1,2}}(?![\d:.,])|{WORD_CHAR}+)")


def _clock_words(
    text: str, start: int, stop: int, dm: _DateMatchers, add: _Add, taken: _Taken, hits: Scan
) -> None:
    """ "noon", "midnight", "mediodía": times of day without a number."""
    for s, e in hits.of("clockword"):
        hour = dm.clock_words.get(norm_key(hits.low[s:e]))
        if hour is not None and start <= s and e <= stop and taken.free(s, e):
            add(Mention("time", text[s:e], s, e, time(hour, 0)))


def _weekday_before(
    text: str, low: str, pos: int, lo: int, weekdays: list[tuple[int, int]], dm: _DateMatchers
) -> tuple[int, int | None]:
    """Where a date starting at ``pos`` really starts, taking in a weekday just before it
    ("Friday, May 29", "el viernes 29 de mayo", "शुक्रवार, 29 मई"), and that weekday."""
    i = bisect.bisect_right(weekdays, (pos, pos)) - 1  # the last weekday starting before
    if i < 0:
        return pos, None
    ws, we = weekdays[i]
    if we > pos or ws < lo or not _WEEKDAY_GAP.fullmatch(text, we, pos):
        return pos, None
    ahead = _WORD_AT_WEEKDAY.search(low, max(lo, ws - 24), ws)
    if ahead is not None and norm_key(ahead[1]).rstrip(".,") in dm.months:
        # "15 फ़रवरी शनिवार, 17 फ़रवरी सोमवार": a weekday right after a date is that
        # date's, not the next one's
        return pos, None
    return ws, dm.weekdays.get(norm_key(low[ws:we]))


def _weekday_after(
    text: str,
    low: str,
    pos: int,
    hi: int,
    weekdays: list[tuple[int, int]],
    dm: _DateMatchers,
    bare: bool = False,
) -> tuple[int, int | None]:
    """Where a date ending at ``pos`` really ends, taking in a weekday in brackets right
    after it ("May 29 (Friday)", "29 de mayo (viernes)"), and that weekday; with ``bare``,
    a weekday after a space or a comma ("15 फ़रवरी शनिवार")."""
    opening = (_BARE_GAP if bare else _BRACKET_OPEN).match(text, pos, hi)
    if opening is None:
        return pos, None
    i = bisect.bisect_left(weekdays, (opening.end(), 0))
    if i == len(weekdays) or weekdays[i][0] != opening.end():
        return pos, None
    ws, we = weekdays[i]
    if bare:
        return we, dm.weekdays.get(norm_key(low[ws:we]))
    closing = _BRACKET_CLOSE.match(text, we, hi)
    if closing is None:
        return pos, None
    return closing.end(), dm.weekdays.get(norm_key(low[ws:we]))


_BRACKET_OPEN = regex_cache.compile(r"\s*[(（]\s*")
_BARE_GAP = regex_cache.compile(r"[^\S\n]*,?[^\S\n]*")
_BRACKET_CLOSE = regex_cache.compile(r"\s*[)）]")
_WEEKDAY_GAP = regex_cache.compile(r",?\s*(?:the\s+)?")
# a day of the month right after another, as a range ("6–7", "6 y 7", "6 और 7")
_DAY_RANGE_NEXT = regex_cache.compile(r"\s*(?:[-–—]|to|and|y|al|और|से)\s*\d{1,2}(?!\d)")
# the word right before a weekday (a month's name, ending a date?)
_WORD_AT_WEEKDAY = regex_cache.compile(r"([^\s\d]+?)[^\S\n]*\Z")


def _at(
    pattern: re.Pattern[str], text: str, starts: list[int], stop: int
) -> Iterator[re.Match[str]]:
    """The matches of ``pattern`` that start at one of ``starts`` (in order, not overlapping)."""
    reached = 0
    for pos in starts:
        if pos >= reached:
            x = pattern.match(text, pos, stop)
            if x is not None:
                reached = x.end()
                yield x


_DIGIT_RUN = regex_cache.compile(r"\d+")


def _ampm(hour: int, marker: str) -> int | None:
    if not 1 <= hour <= 12:
        return None
    pm = marker.lower().startswith("p")
    return (hour % 12) + (12 if pm else 0)


# "तक" (until) right after "N दिन पहले": a term counted back from an event, no day gone by
_UNTIL_AFTER = regex_cache.compile(r"\s*तक(?!\w)")


def _relative(
    text: str,
    start: int,
    stop: int,
    lex: Lexicon,
    dm: _DateMatchers,
    today: date,
    add: _Add,
    taken: _Taken,
    hits: Scan,
) -> None:
    n: int | Decimal | None
    not_relative = dm.not_relative
    for s, e in hits.of("relday"):
        if not taken.free(s, e):
            continue
        if not_relative is not None and any(
            x.start() <= s < x.end()
            for x in not_relative.finditer(text, max(start, s - 16), min(stop, e + 4))
        ):
            continue  # "por la mañana" is the morning, not tomorrow
        days = dm.relative_days.get(norm_key(hits.low[s:e]))
        if days is not None:
            add(Mention("date", text[s:e], s, e, today + timedelta(days=days)))
    for s, e in hits.of("ambday"):
        days = dm.ambiguous_days.get(norm_key(hits.low[s:e]))
        if days is None or not taken.free(s, e):
            continue
        limit = min(stop, e + 200)  # the verb that tells the tense is close by
        sentence_end = _STOP.search(text, e, limit)
        tail = text[e : sentence_end.start() if sentence_end else limit]
        if dm.past is not None and dm.past.search(tail):
            days = -days
        add(Mention("date", text[s:e], s, e, today + timedelta(days=days)))
    weekday_at = dm.weekday_at or _NEVER
    for s, _e in hits.of("weekday") if dm.weekday_at is not None else ():
        x = weekday_at.match(text, s, stop)
        if x is None:
            continue
        mod = dm.modifier_before.search(text, max(start, s - 24), s) if dm.modifier_before else None
        first = mod.start() if mod is not None else s
        wd = dm.weekdays.get(norm_key(x["wd"]))
        if wd is None or not taken.free(first, x.end()):
            continue
        direction = 0
        for word in (x["after"], mod["mod"] if mod is not None else None):
            key = norm_key(word or "")
            if direction == 0 and key:
                direction = 1 if key in dm.next_words else -1 if key in dm.last_words else 0
        if direction == 0 and dm.since is not None and dm.since.search(text, max(start, s - 12), s):
            direction = -1  # "since Monday": a period that began on the last one
        value = _weekday(today, wd, direction)
        last = x.end()
        dated = _WEEKDAY_DAY.match(text, last, stop)
        if dated is not None and _DAY_RANGE_NEXT.match(text, dated.end(), stop):
            dated = None  # ("Sat–Sun, 6–7 Dec": the first day of a range, read with its month)
        if dated is not None and taken.free(first, dated.end()):
            # "el miércoles 29", "Friday the 31st": the day of the month that falls on
            # that weekday, nearest today (in the stated direction)
            on = _day_on_weekday(today, wd, int(dated[1]), direction)
            if on is None:  # "el jueves 29" when the 29th is a Wednesday: the date, and
                on = _day_on_weekday(today, None, int(dated[1]), direction)  # its weekday wrong
            if on is not None:
                value, last = on, dated.end()
        add(Mention("date", text[first:last], first, last, value))
    count_before = dm.count_before or _NEVER
    for s, e in hits.of("dayunit") if dm.count_before is not None else ():
        before = count_before.search(text, max(start, s - 28), s)
        if before is None:
            continue
        after = dm.ago_after.match(text, e, stop) if dm.ago_after is not None else None
        if not (before["pre"] or after is not None):
            continue
        first, last = before.start(), after.end() if after is not None else e
        if not taken.free(first, last):
            continue
        if after is not None and _ANCHOR_BEFORE.search(text, max(start, first - 6), first):
            continue  # "कार्यक्रम से 5 दिन पहले": five days before the event, not five days ago
        if after is not None and _UNTIL_AFTER.match(text, last, stop):
            continue  # "12 दिन पहले तक बदलाव करने पर": up to twelve days before, a rule's term
        count = before["n"]
        n = _digit(count) if count[0].isdigit() else parse_number(count, lex.language)
        days = dm.day_units.get(norm_key(hits.low[s:e]))
        if n is None or days is None or n != int(n):
            continue
        word = norm_key(before["pre"] or (after["post"] if after is not None else ""))
        sign = -1 if word in dm.ago else 1
        value = today + timedelta(days=sign * int(n) * days)
        add(Mention("date", text[first:last], first, last, value))
    if lex.script == "han":
        region = text[start:stop]
        has_week = any(w in region for w in ("周", "週", "星期", "礼拜", "禮拜"))
        for x in _ZH_WEEK.finditer(text, start, stop) if has_week else ():
            mod = _ZH_WEEK_MOD.search(text, max(start, x.start() - 2), x.start())
            s = mod.start() if mod is not None else x.start()
            if not taken.free(s, x.end()):
                continue
            monday = today - timedelta(days=today.weekday())
            if mod is not None and mod[1] in ("下", "上"):
                monday += timedelta(weeks=1 if mod[1] == "下" else -1)
            value = monday + timedelta(days=_ZH_DAYS[x[1]])
            add(Mention("date", text[s : x.end()], s, x.end(), value))
        has_offset = any(w in region for w in ("前", "后", "後"))
        for x in _ZH_REL.finditer(text, start, stop) if has_offset else ():
            if taken.free(x.start(), x.end()):
                n = _digit(x[1])
                if n is not None:
                    unit = 1 if x[2] == "天" else 7
                    sign = -1 if x[3] in ("前", "以前", "之前") else 1
                    add(
                        Mention(
                            "date",
                            x.group(),
                            x.start(),
                            x.end(),
                            today + timedelta(days=sign * n * unit),
                        )
                    )


_STOP = regex_cache.compile(r"[.!?।。！？\n|]")  # (a table cell is a value of its own)
_BRACKET = regex_cache.compile(r"[()（）\[\]]")
_NEVER = regex_cache.compile("(?!)")
# a day of the month right after a weekday; not an hour ("Friday 3 pm", "viernes 10:00")
_WEEKDAY_DAY = regex_cache.compile(
    r",?[^\S\n]+(?:the[^\S\n]+)?([0-3]?\d)(?:st|nd|rd|th|º)?(?![\d:.,]\d|\d)"
    r"(?![^\S\n]*(?:[ap]\.?m\b|h\b|hrs?\b|horas?\b|hs\b|बजे|o'clock))",
    re.IGNORECASE,
)


def _day_on_weekday(
    today: date, weekday: int | None, day: int, direction: int, reach: int = 45
) -> date | None:
    """The date within ``reach`` days of ``today`` that is that day of the month and that
    weekday (any weekday for None; after today for "next", before for "last"); None when
    none is."""
    found = [
        d
        for k in range(-reach, reach + 1)
        if (d := today + timedelta(days=k)).day == day
        and weekday in (None, d.weekday())
        and (direction == 0 or (k > 0) == (direction > 0))
    ]
    return min(found, key=lambda d: abs((d - today).days)) if found else None


def _weekday(today: date, weekday: int, direction: int) -> date:
    """The weekday meant: the next one after today, the last one before, or the nearest."""
    ahead = (weekday - today.weekday()) % 7
    if direction > 0:
        return today + timedelta(days=ahead or 7)
    behind = (today.weekday() - weekday) % 7
    if direction < 0:
        return today - timedelta(days=behind or 7)
    return today + timedelta(days=ahead) if ahead <= behind else today - timedelta(days=behind)


@cache
@cache
def _han_skip(words: frozenset[str]) -> re.Pattern[str]:
    return regex_cache.compile(
        "|".join(map(re.escape, sorted(words, key=len, reverse=True))) or "(?!)"
    )


@cache
def _unit_words(language: str) -> tuple[frozenset[str], frozenset[str], re.Pattern[str] | None]:
    lex = merged(language)
    skip = frozenset(norm_key(w) for w in lex.units_skip)
    stop = frozenset(norm_key(w) for w in lex.units_stop)
    classifiers = (
        regex_cache.compile(
            "|".join(map(re.escape, sorted(lex.numbers_classifiers, key=len, reverse=True)))
        )
        if lex.numbers_classifiers
        else None
    )
    return skip, stop, classifiers


def _numbers(
    text: str,
    start: int,
    stop: int,
    language: str,
    add: _Add,
    taken: _Taken,
    word_starts: list[int],
) -> None:
    skip, stop_words, classifiers = _unit_words(language)
    last_unit: tuple[int, str, str | None] | None = None  # where, the unit to carry, its own
    sub = text if start == 0 and stop == len(text) else text[start:stop]
    starts = [s - start for s in word_starts]

    def read_already(s: int, e: int) -> bool:
        return not taken.free(s + start, e + start)

    found = find_numbers(sub, language, words=bool(starts), word_starts=starts, skip=read_already)
    for n in found:
        s, e = n.start + start, n.end + start
        if not taken.free(s, e):
            continue
        raw = text[s:e]
        if n.percent:
            add(Mention("percent", raw, s, e, n.value))
        elif n.currency is not None:
            add(Mention("money", raw, s, e, n.value, n.currency))
        else:
            joined = _joined_measure(text, e, stop)
            if joined is not None:
                # "a 2-hour soak, then rinse at 0.5": a measure joined to its noun qualifies
                # that noun, and gives the figures after it no unit
                add(Mention("number", raw, s, e, n.value, joined))
                last_unit = None
                continue
            unit = _unit_after(text, e, stop, skip, stop_words, classifiers)
            if (
                unit is None
                and last_unit is not None
                and not _STOP.search(text, last_unit[0], s)
                # (not into a bracket: "a 6 ft shelf fits the van (it takes loads up to 40 in
                # diameter": the bracket's figure measures a thing of its own)
                and not _BRACKET.search(text, last_unit[0], s)
                and not _HAN_NEXT.match(text, e)  # ("2 家": its own measure word)
            ):
                unit = last_unit[1]
            if unit is not None:
                major = last_unit[2] if last_unit is not None else None
                if (
                    major is not None
                    and unit_of_word(unit) == "min"
                    and unit_of_word(major) == "h"
                    and text[last_unit[0] : s].split() == [major]  # type: ignore[index]
                ):
                    # "2 h 15 min ... hasta las 30": the minutes are part of the hours, and
                    # a bare figure after them counts hours
                    last_unit = (e, major, None)
                else:
                    last_unit = (e, unit, unit)
            add(Mention("number", raw, s, e, n.value, unit))


_JOINED = regex_cache.compile(r"-([^\W\d_]+)")
_PER_SLASH = regex_cache.compile(r"/([^\W\d_]+)")
_SORTED_UNIT = regex_cache.compile(rf"[ \t]({WORD_CHAR}+)\b")


def _joined_measure(text: str, pos: int, stop: int) -> str | None:
    """The unit a number is joined to by a hyphen ("a 6-month warranty", "the 90-day
    window"): a word of the measures table, which the number then measures."""
    m = _JOINED.match(text, pos, stop)
    if m is None:
        return None
    word = norm_key(m.group(1))
    return word if unit_of_word(word) is not None else None


_SPAN_UNIT = regex_cache.compile(r"[ \t]?(天|周|星期|个月|小时|分钟)(?=[内內后後前起])")


def _unit_after(
    text: str,
    pos: int,
    stop: int,
    skip: frozenset[str],
    stop_words: frozenset[str],
    classifiers: re.Pattern[str] | None,
) -> str | None:
    emphasis = _EMPHASIS.match(text, pos, stop)
    if emphasis is not None and _HAN_CHAR.match(text, emphasis.end()):
        pos = emphasis.end()  # "**5**个"
    spaced = _HAN_NEXT.match(text, pos, stop)
    if spaced is not None and not _HAN_CHAR.match(text, pos):
        # "6 个月", "2 小时": Chinese spaced around a figure, then a unit of measure of two
        # characters (one alone may be a measure word of things counted: "5 节课" are
        # lessons, though 节 is also a knot)
        word = text[spaced.end() - 1 : min(spaced.end() + 1, stop)]
        if len(word) == 2 and unit_of_word(word) is not None:
            return word
    span = _SPAN_UNIT.match(text, pos, stop)
    if span is not None:
        # "15天内", "3 天后": days or weeks before a particle of span measure a span, though
        # "天" alone also counts days ("漏送了4天")
        return span.group(1)
    if pos < stop and _HAN_CHAR.match(text, pos):
        if classifiers is not None:
            c = classifiers.match(text, pos)
            if c is not None:
                pos = c.end()
        skipped = _han_skip(frozenset(skip)).match(text, pos, stop)
        if skipped is not None:
            pos = skipped.end()
        han = _HAN_UNIT.match(text, pos, stop)
        if han is None or han.group() in stop_words:
            return None
        return han.group().lower()
    for _ in range(3):
        m = _UNIT_WORD.match(text, pos, stop)
        if m is None:
            return None
        word = norm_key(m.group(1))
        per = _PER_SLASH.match(text, m.end(), stop)
        if per is not None and unit_of_word(norm_key(per.group(1))) is not None:
            # "20 km/h", "3 m/s", "0.12 in/s": one unit, though its first part may read as a
            # word ("in"); every rate the measures table knows is per a unit of its own
            return f"{word}/{norm_key(per.group(1))}"
        if word in stop_words or word[0].isdigit():
            return None
        if word in skip:
            pos = m.end()
            continue
        if m.end() < stop and text[m.end()] in "²³" and unit_of_word(power := word + text[m.end()]):
            return power  # "6.7 m³", "40 ft²"
        after = _SORTED_UNIT.match(text, m.end(), stop)
        if after is not None:
            pair = f"{word} {norm_key(after.group(1))}"
            if unit_of_word(pair) is not None:
                return pair  # "3 cu ft", "20 sq m": one unit of two words
            sorted_unit = norm_key(after.group(1))
            if len(sorted_unit) > 1 and unit_of_word(word) is None and unit_of_word(sorted_unit):
                # "125 troy oz", "5 business days" (a letter is no unit there: "zone C")
                return sorted_unit
        return word
    return None


def _ids(text: str, start: int, stop: int, add: _Add, taken: _Taken) -> None:
    """Codes of capitals and digits (flight HAT123, reservation 8JX2WO, order W2378156), and
    of digits only joined by a hyphen when one part is long and the other much shorter
    (an air waybill "176-40218853", a line "020-79460018"): a range joins figures of a size
    ("101-105", "7500-9000")."""
    for x in _DIGIT_CODE.finditer(text, start, stop):
        head, tail = x.group(1), x.group(2)
        if (
            max(len(head), len(tail)) >= 5
            and abs(len(head) - len(tail)) >= 2
            and taken.free(x.start(), x.end())
        ):
            add(Mention("entity", x.group(), x.start(), x.end(), x.group()))
    reached = start
    # Found from where a capital meets a digit: scanning for that is cheap, a code is rare.
    for x in _ID_SEAM.finditer(text, start, stop):
        if x.start() < reached:
            continue
        s = x.start()
        while s > start and text[s - 1] in _ID_CHARS:
            s -= 1
        token = _ID_TOKEN.match(text, s, stop)
        if token is None:
            continue
        e = reached = token.end()
        while e > s and text[e - 1] in "-/":
            e -= 1
        if (
            e - s >= 4
            and not (s > start and (_WORDISH.match(text, s - 1) or text[s - 1] in "-_"))
            and not (e < stop and (_WORDISH.match(text, e) or text[e] == "_"))
            and not _UNIT_SUFFIX.fullmatch(text, s, e)
            and taken.free(s, e)
        ):
            add(Mention("entity", text[s:e], s, e, text[s:e]))


def _entities(
    text: str,
    start: int,
    stop: int,
    lex: Lexicon,
    names: Literals | None,
    taken: _Taken,
    out: list[Mention],
) -> None:
    found = SpanSet()
    if names is not None:
        for known in names.finditer(text, start, stop):
            if taken.free(known.start(), known.end()):
                name = known.group()
                out.append(Mention("entity", name, known.start(), known.end(), name))
                found.add(known.start(), known.end())
    if lex.script == "han" and not lex.entities_stop:
        return
    stop_words = _entity_stop(lex.language)
    connectors = _entity_connectors(lex.language)
    common = _common_words(lex.language)
    calendar = _calendar_words(lex.language)
    suffixes = tuple(lex.entities_common_suffixes)
    conjunctions = _conjunction_words(lex.language)
    for x in _CAP.finditer(text, start, stop):
        base = x.start()
        if base and (text[base - 1].isalnum() or text[base - 1] in _GLUED_BEFORE):
            continue
        group = x.group()
        single = " " not in group and "\t" not in group
        if single and group.rstrip(".,'’") in stop_words:
            continue
        initial = _sentence_initial(text, base, start)
        if (
            text[x.end() : x.end() + 1] in _LABEL_FIRST
            and _LABEL_END.match(text, x.end(), stop)
            and (initial or _after_comma(text, base, start))
        ):
            continue  # a field label ("Departure:", "**Cabin Class:**"), not a name
        if single:
            word = group.rstrip(".,'’").lower()
            if initial and (word in common or _suffixed(word, suffixes)):
                continue
            parts = [[(base, x.end(), group)]]
        else:
            toks = [(base + t.start(), base + t.end(), t.group()) for t in _TOKEN.finditer(group)]
            parts = _split_names(toks, conjunctions)
        for toks in parts:
            mention = _name(text, toks, initial, stop_words, connectors, common, calendar)
            if (
                mention is not None
                and not found.overlaps(mention.start, mention.end)
                and taken.free(mention.start, mention.end)
            ):
                out.append(mention)


def _suffixed(word: str, suffixes: tuple[str, ...]) -> bool:
    # "Added", "Charged", "Looking"; the stem must be 3 letters or more ("Ted", "Fred" stay)
    return any(word.endswith(s) and len(word) - len(s) >= 3 for s in suffixes)


def _split_names(
    toks: list[tuple[int, int, str]], conjunctions: frozenset[str]
) -> list[list[tuple[int, int, str]]]:
    """A group cut at its conjunctions: in agent answers "Alice and Bob" and "Sophia Silva
    and Kevin Smith" list people far more often than "and" sits inside one name ("&" does)."""
    parts: list[list[tuple[int, int, str]]] = [[]]
    for tok in toks:
        if tok[2].lower() in conjunctions and parts[-1]:
            parts.append([])
        else:
            parts[-1].append(tok)
    return [p for p in parts if p]


def _name(
    text: str,
    toks: list[tuple[int, int, str]],
    initial: bool,
    stop_words: frozenset[str],
    connectors: frozenset[str],
    common: frozenset[str],
    calendar: frozenset[str],
) -> Mention | None:
    # Function words lead into a name without being part of it ("The Guardian",
    # "Hola Juan"); a common word may start one ("New York"), so it stays, unless it opens
    # the sentence and a connector follows it ("Correos de Juan").
    if (
        initial
        and len(toks) > 2
        and toks[1][2].lower() in connectors
        and toks[0][2].lower() in common
    ):
        toks = toks[1:]
    while toks and (toks[0][2].rstrip(".,'’") in stop_words or toks[0][2].lower() in connectors):
        toks = toks[1:]
    while toks and (toks[-1][2].lower() in connectors or toks[-1][2] in stop_words):
        toks = toks[:-1]
    if not toks:
        return None
    s, e = toks[0][0], toks[-1][1]
    if text.endswith(("'s", "’s"), s, e):
        e -= 2  # "Chen Lee's booking": the name is Chen Lee
    while e > s and text[e - 1] in ".'’-":
        e -= 1
    if e <= s:
        return None
    value = text[s:e]
    key = norm_key(value)
    if key in calendar or (initial and key in common):
        return None
    return Mention("entity", value, s, e, value)


# where a code is seen: a capital meets a digit, or a slash joins a prefix of capitals to
# digits ("INV/2031/0412", "RCP/30-31/0077": an invoice's or a receipt's number)
_DIGIT_CODE = regex_cache.compile(r"(?<![\w.,/$€£¥₹-])(\d+)-(\d+)(?![\w/]|-\d|[.,]\d)")
_ID_SEAM = regex_cache.compile(r"[0-9](?:(?<=[A-Z][0-9])|(?=[A-Z]))|(?<=[A-Z])/(?=[0-9])")
_ID_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/")
_ID_TOKEN = regex_cache.compile(r"[A-Z0-9-]+(?:/[A-Z0-9-]+)*")
_WORDISH = regex_cache.compile(r"\w")
_SPACED = regex_cache.compile(WORD_CHAR)
_UNIT_SUFFIX = regex_cache.compile(r"\d+[A-Z]{1,3}")  # 10AM, 5GB, 1080P: a quantity, not a code
_LABEL_END = regex_cache.compile(r"[*_]*\s?:(?!//)")
_GLUED_BEFORE = "_@./#-$%&+=~^\\"
_LABEL_FIRST = frozenset("*_: \t")
# What may sit between a sentence boundary and its first word: spaces, list markers,
# markdown emphasis, opening quotes and brackets.
_LEAD = ' \t*_#>-•·–—"“‘«(「[¿¡'
_BOUNDARY = frozenset(".!?:;\n।。！？")


def _after_comma(text: str, pos: int, lo: int) -> bool:
    """Whether the word at ``pos`` follows a comma or bar ("..., Departure: 14:00")."""
    i = pos
    while i > lo and text[i - 1] in " \t*_":
        i -= 1
    return i > lo and text[i - 1] in ",;|"


def _sentence_initial(text: str, pos: int, lo: int) -> bool:
    """Whether the word at ``pos`` opens a sentence, a list item or a line."""
    i = pos
    while i > lo:
        ch = text[i - 1]
        if ch in _LEAD:
            i -= 1
        elif ch.isdigit() and i - 1 > lo and text[i - 2] in "\n\t ":
            i -= 1  # "1. Alice" / "1) Alice": the item number
        elif ch in _BOUNDARY:
            return True
        else:
            return i - 1 > lo and ch in ".)" and text[i - 2].isdigit()
    return True


@cache
def _conjunction_words(language: str) -> frozenset[str]:
    lex = merged(language)
    words = {norm_key(w) for w in lex.segment_conjunctions}
    return frozenset(w for w in lex.entities_connectors if w.lower() in words and w != "&")


@cache
def _common_words(language: str) -> frozenset[str]:
    """Lower-case words of ``language`` that are no name alone: every single word its
    lexicon lists (cue, trigger, tool object, unit, number and calendar words), the
    capitalised stop words, and month and weekday names."""
    lex = merged(language)
    singles: list[Iterable[str]] = [
        lex.entities_stop,
        lex.entities_common,
        lex.units_skip,
        lex.units_stop,
        lex.detect_markers,
        lex.numbers_units,
        lex.numbers_scales,
        _calendar_words(language),
    ]
    # every word of a cue or tool phrase is a common word ("looks like", "came back empty")
    phrases: list[Iterable[str]] = [
        lex.cues_absence,
        lex.cues_hedge,
        lex.cues_reporting,
        lex.cues_comparison,
        lex.cues_negation,
        lex.cues_failure,
        lex.tool_use_triggers,
        *lex.tool_use_objects.values(),
        lex.dates_relative_days,
        lex.segment_conjunctions,
    ]
    words = {norm_key(w) for ws in singles for w in ws if " " not in w.strip()}
    words.update(w for ws in phrases for p in ws for w in norm_key(p).split() if w != "...")
    return frozenset(words)


@cache
def _entity_stop(language: str) -> frozenset[str]:
    return frozenset(merged(language).entities_stop)


@cache
def _entity_connectors(language: str) -> frozenset[str]:
    return frozenset(w.lower() for w in merged(language).entities_connectors)


@cache
def _calendar_words(language: str) -> frozenset[str]:
    dm = _date_matchers(language)
    return frozenset(dm.months) | frozenset(dm.weekdays)
