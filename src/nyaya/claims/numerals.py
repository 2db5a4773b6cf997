"""Numbers as people write them, in any of the lexicon languages.

Reads digits with either grouping convention (``1,234.5`` / ``1.234,5``, decided
by the shape of the number and, when the shape is ambiguous, by the language's
decimal symbol from Babel), Indian grouping (``1,20,000``), any Unicode decimal
digits (``१२३``, ``１２``), suffixes (``1.2k``, ``$3M``, ``5 lakh``, ``1.2万``),
number words (``twelve hundred``, ``veintiuno``, ``दो हज़ार``, ``两``, ``十二``),
negatives, percentages and currency signs next to the number.

English and Spanish words go through text2num, Chinese numerals through cn2an;
lexicon-driven arithmetic covers what they do not (Hindi, ``dozen``, ``lakh``).
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import cache, lru_cache
from typing import Literal

from nyaya.claims import regex_cache
from nyaya.claims.lexicons import Lexicon, merged
from nyaya.claims.phrases import WORD_CHAR, norm_key, phrase_regex
from nyaya.claims.spans import Layers, SpanSet
from nyaya.errors import BadInput

__all__ = ["NumberMatch", "find_numbers", "parse_digits", "parse_number"]

NumberForm = Literal["digits", "words", "han"]


@dataclass(frozen=True, slots=True)
class NumberMatch:
    """A number found in text; ``start``/``end`` cover its currency and percent signs too."""

    start: int
    end: int
    value: Decimal
    form: NumberForm
    percent: bool = False
    currency: str | None = None


_ZERO_BLOCKS = (
    *(0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6),
    *(0x0C66, 0x0CE6, 0x0D66, 0x0E50, 0x0ED0, 0x0F20, 0x1040, 0xFF10),
)
_DIGITS = str.maketrans({chr(z + i): str(i) for z in _ZERO_BLOCKS for i in range(10)})
_SPACES = frozenset("\u00a0\u202f\u2009' ’")


_HUGE = Decimal(10) ** 30
_MAX_NUMERAL = 24  # longest numeral (in characters, or words for number words) worth reading


def _dec(value: Decimal) -> Decimal:
    """Integral values as plain integers (``12000`` rather than ``12000.0``)."""
    if value == value.to_integral_value() and abs(value) < _HUGE:
        return Decimal(int(value))
    return value


def _groups_ok(groups: list[str]) -> bool:
    head, rest = groups[0], groups[1:]
    if not rest or not head or len(head) > 3:
        return False
    if all(len(g) == 3 for g in rest):
        return True
    # Indian grouping: the last group has three digits, the others two (1,20,000).
    return len(head) <= 2 and len(rest[-1]) == 3 and all(len(g) == 2 for g in rest[:-1])


def parse_digits(text: str, decimal_symbol: str = ".") -> Decimal | None:
    """Read a digit string such as ``1,234.5``, ``1.234,5`` or ``1,20,000``; None if malformed.

    With a single separator followed by exactly three digits (``1,234``) the shape is
    ambiguous and ``decimal_symbol`` (the language's) decides.
    """
    s = text.translate(_DIGITS)
    if not _SPACES.isdisjoint(s):
        parts = re.split(r"[\u00a0\u202f\u2009' ’]", s)
        if not all(p for p in parts) or not all(len(p) == 3 for p in parts[1:]):
            return None
        s = "".join(parts)
    commas, dots = s.count(","), s.count(".")
    try:
        if not commas and not dots:
            return Decimal(s) if s.isdigit() else None
        if commas and dots:
            dec = "," if s.rfind(",") > s.rfind(".") else "."
            grp = "." if dec == "," else ","
            if s.count(dec) != 1:
                return None
            whole, frac = s.split(dec)
            if not frac.isdigit() or (grp in whole and not _groups_ok(whole.split(grp))):
                return None
            return _dec(Decimal(whole.replace(grp, "") + "." + frac))
        sep = "," if commas else "."
        parts = s.split(sep)
        if not all(p.isdigit() for p in parts):
            return None
        if len(parts) > 2:
            return _dec(Decimal("".join(parts))) if _groups_ok(parts) else None
        head, tail = parts
        if len(tail) != 3 or head.startswith("0") or len(head) > 3 or sep == decimal_symbol:
            return _dec(Decimal(head + "." + tail))
        return Decimal(head + tail)
    except InvalidOperation:
        return None


@dataclass(frozen=True)
class _Reader:
    lexicon: Lexicon
    negative_before: re.Pattern[str] | None
    prefix: re.Pattern[str]
    prefix_ends: tuple[str, ...]
    after: re.Pattern[str]
    words: re.Pattern[str] | None
    han: re.Pattern[str] | None
    han_exclude: re.Pattern[str] | None
    suffixes: dict[str, int]
    currencies: dict[str, str]
    percent_words: frozenset[str]
    # a word worth a tenth or a hundredth of a currency's unit ("七毛", "50¢")
    tenths: re.Pattern[str] | None = None


_HAN_NUM = "零〇一二两兩三四五六七八九十百千万萬亿億壹贰叁肆伍陆柒捌玖拾佰仟"
_HAN_RE = (
    rf"百分之(?P<pct>[{_HAN_NUM}]+(?:[点點][{_HAN_NUM}]+)?|\d+(?:\.\d+)?)"
    rf"|(?P<neg>[负負])?(?P<num>[{_HAN_NUM}]+(?:[点點][{_HAN_NUM}]+)?)"
    rf"(?P<cur>元|块钱|块|塊|美元|欧元|人民币)?"
)


# the word of a tenth opening another word ("3 毛巾", "三角形", "五角星", "八角"): no amount
_NOT_TENTHS = "(?![巾衣笔筆病利重毯绒絨形星落度线線楼樓])"
_BRACKETED_NAME = regex_cache.compile(r"「[^」\n]{1,40}」|『[^』\n]{1,40}』|《[^》\n]{1,40}》")


def _alt(words: list[str], *, ignore_case: bool) -> str:
    src = phrase_regex(words)
    if not src:
        return "(?!)"
    return f"(?i:{src})" if ignore_case else f"(?:{src})"


@cache
def _reader(language: str) -> _Reader:
    lex = merged(language)
    short = sorted(k for k in lex.numbers_suffixes if k.isascii() and k.isalpha() and len(k) <= 2)
    long_ = sorted(k for k in lex.numbers_suffixes if k not in short and k.isascii())
    han_suffix = sorted((k for k in lex.numbers_suffixes if not k.isascii()), key=len, reverse=True)
    symbols = sorted(lex.currency_symbols, key=len, reverse=True)
    codes = sorted({c for c in lex.currency_words.values()} | set(lex.currency_symbols.values()))
    cur_words = [w for w in lex.currency_words if w.upper() not in codes]
    sym_re = "|".join(re.escape(s) for s in symbols) or "(?!)"
    code_re = "|".join(codes) or "(?!)"
    pct_words = list(lex.numbers_percent)
    neg_words = list(lex.numbers_negative)
    attached = "|".join(re.escape(s) for s in short if len(s) == 1) or "(?!)"
    spaced = "|".join(re.escape(s) for s in short if len(s) == 2) or "(?!)"
    suffix = (
        rf"(?:(?P<suf1>{attached})(?![A-Za-z])|\s?(?P<suf2>{spaced})(?![A-Za-z])"
        rf"|\s?(?P<suf3>{_alt(long_, ignore_case=True)})"
        # 千 before 卡/克/米/瓦 is the metric kilo- of a unit (千卡 kcal, 千米 km), no scale
        + (
            rf"|\s?(?P<suf4>{'|'.join(map(re.escape, han_suffix))})(?![卡克米瓦焦])"
            if han_suffix
            else ""
        )
        + ")"
    )
    prefix = (
        rf"(?:(?P<neg1>[-−])|(?P<negw>{_alt(neg_words, ignore_case=True)})\s)?"
        rf"(?:(?P<cur1>{sym_re})\s?|(?P<code1>{code_re})\s)?"
        rf"(?P<neg2>[-−])?\Z"
    )
    after = (
        rf"{suffix}?"
        rf"(?:\s?(?P<pct>%|％|{_alt(pct_words, ignore_case=True)}))?"
        rf"(?:\s?(?P<cur2>{_alt(cur_words, ignore_case=True)}|{sym_re}|(?:{code_re})\b))?"
    )
    number_words = [
        *lex.numbers_units,
        *lex.numbers_scales,
        *lex.numbers_inner_units,
        *lex.numbers_one_words,
    ]
    words: re.Pattern[str] | None = None
    if lex.numbers_units:
        word = _alt(number_words, ignore_case=True)
        joiners = [c for c in lex.numbers_connectors if c != "-"]
        join = (
            rf"(?:\s*-\s*|\s+(?:(?i:{'|'.join(map(re.escape, joiners))})\s+)?)"
            if joiners
            else (r"(?:\s*-\s*|\s+)")
        )
        words = regex_cache.compile(
            rf"(?:(?P<negw>{_alt(neg_words, ignore_case=True)})\s+)?"
            rf"(?P<num>{word}(?:{join}{word})*)"
            rf"(?:\s?(?P<pct>%|{_alt(pct_words, ignore_case=True)}))?"
            rf"(?:\s(?P<cur2>{_alt(cur_words, ignore_case=True)}))?"
        )
    han = han_exclude = None
    if lex.script == "han":
        han = regex_cache.compile(_HAN_RE)
        if lex.numbers_exclude:
            han_exclude = regex_cache.compile("|".join(map(re.escape, lex.numbers_exclude)))
    currencies = {k.lower(): v for k, v in lex.currency_words.items()}
    currencies.update({k.lower(): v for k, v in lex.currency_symbols.items()})
    currencies.update({c.lower(): c for c in codes})
    return _Reader(
        lexicon=lex,
        prefix=regex_cache.compile(prefix),
        negative_before=(
            regex_cache.compile(rf"{_alt(neg_words, ignore_case=True)}\s+\Z") if neg_words else None
        ),
        prefix_ends=_prefix_ends(symbols, codes, neg_words),
        after=regex_cache.compile(after),
        words=words,
        han=han,
        han_exclude=han_exclude,
        suffixes={k.lower(): v for k, v in lex.numbers_suffixes.items()}
        | {k: v for k, v in lex.numbers_suffixes.items()},
        currencies=currencies,
        percent_words=frozenset(norm_key(p) for p in pct_words),
        tenths=(
            regex_cache.compile(
                r"\s?(?:"
                + "|".join(
                    map(
                        re.escape,
                        sorted({**lex.currency_tenths, **lex.currency_hundredths}, key=len)[::-1],
                    )
                )
                # (a Latin or Devanagari word goes on no further; Han runs on)
                + rf"){_NOT_TENTHS}(?![^\W\d_\u3400-\u9fff])"
            )
            if lex.currency_tenths or lex.currency_hundredths
            else None
        ),
    )


def _prefix_ends(symbols: list[str], codes: list[str], negatives: list[str]) -> tuple[str, ...]:
    """Every way a text right before a number can end when a prefix is there."""
    ends = {"-", "−", *symbols, *(f"{s} " for s in symbols), *(f"{c} " for c in codes)}
    for word in negatives:
        ends.update({f"{word} ", f"{word.capitalize()} ", f"{word.upper()} "})
    return tuple(sorted(ends))


def _reader_or_none(language: str) -> _Reader | None:
    try:
        return _reader(language)
    except BadInput:
        return None


def find_numbers(
    text: str,
    language: str = "en",
    *,
    digits: bool = True,
    words: bool = True,
    word_starts: Sequence[int] | None = None,
    skip: Callable[[int, int], bool] | None = None,
) -> list[NumberMatch]:
    """Every number in ``text``, in order, with overlapping readings resolved (first wins).

    ``digits`` / ``words`` = False skip those readings (a caller that knows the text has
    no digits or no number words saves the scan); ``word_starts``, where the caller
    already knows the number words start, replaces the scan for number words; a run of
    digits for which ``skip(start, end)`` is true (already read as a date, say) is not read.
    """
    reader = _reader_or_none(language) or _reader("en")
    found: list[NumberMatch] = []
    percents = SpanSet()
    han_matches = list(reader.han.finditer(text)) if reader.han is not None else []
    for m in han_matches:
        if m["pct"]:
            nm = _from_han(m, reader)
            if nm is not None:
                found.append(nm)
                percents.add(nm.start, nm.end)
    taken = Layers()
    for pct in found:
        taken.add(pct.start, pct.end)
    decimal = _decimal_written(text, reader.lexicon.decimal_symbol)
    for m in _RUN.finditer(text) if digits else ():
        if (percents and percents.overlaps(m.start(), m.end())) or (
            skip is not None and skip(m.start(), m.end())
        ):
            continue
        nm = _from_digits(text, m, reader, decimal)
        if nm is not None:
            found.append(nm)
            taken.add(nm.start, nm.end)
    if words and reader.words is not None and _may_have_words(text):
        for m in _word_matches(text, reader, reader.words, word_starts):
            if not taken.free(m.start(), m.end()):
                continue
            nm = _from_words(m, reader, language)
            if nm is not None:
                found.append(nm)
    if reader.han is not None:
        exclude = reader.han_exclude
        spans = [e.span() for e in (exclude.finditer(text) if exclude else ())]
        if han_matches and ("「" in text or "《" in text or "『" in text):
            # a numeral inside a name in title brackets is part of the name: 「四季茶园」
            spans += [e.span() for e in _BRACKETED_NAME.finditer(text)]
        excluded = SpanSet(spans)
        for m in han_matches:
            if (
                m["pct"]
                or not taken.free(m.start(), m.end())
                or excluded.covers(m.start(), m.end())
                or (skip is not None and skip(m.start(), m.end()))
            ):
                continue
            nm = _from_han(m, reader)
            if nm is not None:
                found.append(nm)
    found.sort(key=lambda n: n.start)
    if reader.tenths is not None and found:
        found = _tenths(text, found, reader, reader.tenths)
    return found


def _tenths(
    text: str, found: list[NumberMatch], reader: _Reader, tenths: re.Pattern[str]
) -> list[NumberMatch]:
    """Read a number before a word worth a tenth of a currency's unit as that amount ("七毛钱"
    is 0.7 CNY), and join it to an amount of whole units right before it ("三块八毛" is 3.8)."""
    out: list[NumberMatch] = []
    for nm in found:
        m = tenths.match(text, nm.end) if nm.currency is None and not nm.percent else None
        if m is None:
            out.append(nm)
            continue
        word = m.group().lstrip()
        lexicon = reader.lexicon
        if word in lexicon.currency_hundredths:
            code, value = lexicon.currency_hundredths[word], nm.value / 100
        else:
            code, value = lexicon.currency_tenths[word], nm.value / 10
        start = nm.start
        last = out[-1] if out else None
        if last is not None and last.end == nm.start and last.currency == code and not last.percent:
            out.pop()  # "三块" then "八毛": one amount
            value += last.value
            start = last.start
        out.append(NumberMatch(start, m.end(), value, nm.form, currency=code))
    return out


_LETTER = regex_cache.compile(r"[^\W\d_]")


def _word_matches(
    text: str, reader: _Reader, pattern: re.Pattern[str], starts: Sequence[int] | None
) -> Iterator[re.Match[str]]:
    if starts is None:
        yield from pattern.finditer(text)
        return
    reached = 0
    for s in starts:
        if s < reached:
            continue
        window = text[max(0, s - 16) : s]
        neg = reader.negative_before.search(window) if reader.negative_before else None
        m = pattern.match(text, s - (len(window) - neg.start())) if neg is not None else None
        m = m or pattern.match(text, s)
        if m is not None:
            reached = m.end()
            yield m


def _may_have_words(text: str) -> bool:
    return _LETTER.search(text) is not None


def _currency(reader: _Reader, *names: str | None) -> str | None:
    # an ISO code names the currency more exactly than a symbol beside it: "$1,045 MXN"
    ordered = sorted((n for n in names if n), key=lambda n: not (len(n) == 3 and n.isupper()))
    for name in ordered:
        if name:
            code = reader.currencies.get(norm_key(name))
            if code:
                return code
    return None


_THOUSANDS_ONLY = regex_cache.compile(r"[1-9]\d{0,2}[.,]\d{3}")
_PER_UNIT = regex_cache.compile(r"\s?/\s?[^\W\d_]")
_RUN = regex_cache.compile(r"\d+(?:(?:[.,]|[\u00a0\u202f\u2009'’](?=\d{3}))\d+)*")
_WORD = regex_cache.compile(WORD_CHAR)
_BEFORE_NUMBER = frozenset(".,/:#@-−")


def _decimal_written(text: str, decimal_symbol: str) -> str:
    """The decimal mark the text itself writes: a language's own comma gives way to the dot
    when the text writes decimals only with a dot ("3.66 %", "$4.95"), as Mexican and US
    Spanish do, so "12,300" there is grouped thousands, not 12.3."""
    if (
        decimal_symbol == ","
        and _DOT_DECIMAL.search(text)
        and not _COMMA_DECIMAL.search(text)
        and not _DOT_GROUPED.search(text)  # ("versión 2.4, 71.000 km": the dot groups too)
    ):
        return "."
    return decimal_symbol


# a decimal written with a dot or with a comma: one or two digits after the mark, or a
# grouped whole before it ("1,234.5", "1.234,5")
_DOT_DECIMAL = regex_cache.compile(
    r"(?<![\d.,])(?:\d+\.\d{1,2}|\d{1,3}(?:,\d{3})+\.\d+)(?![\d.,]|\s?h\b)"
)
_DOT_GROUPED = regex_cache.compile(r"(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d,]|\.\d)")
_COMMA_DECIMAL = regex_cache.compile(
    r"(?<![\d.,])(?:\d+,\d{1,2}|\d{1,3}(?:\.\d{3})+,\d+)(?![\d.,])"
)


def _from_digits(
    text: str, run: re.Match[str], reader: _Reader, decimal: str | None = None
) -> NumberMatch | None:
    p, e = run.span()
    if p:
        window = text[max(0, p - 14) : p]
        # most numbers have no prefix: a C-level endswith saves the regex search
        pre = reader.prefix.search(window) if window.endswith(reader.prefix_ends) else None
        start = p - (len(window) - pre.start()) if pre is not None and pre.group() else p
        if start != p and start and _WORD.match(text, start - 1) and text[start].isalpha():
            pre, start = None, p  # "abcUSD 5": not a currency prefix
        if start == p:
            pre = None
        before = text[start - 1] if start else ""
        if before and (_WORD.match(before) or before in _BEFORE_NUMBER):
            return None
    else:
        pre, start = None, 0
    post = reader.after.match(text, e)
    end = post.end() if post is not None else e
    if end < len(text) and (text[end].isdigit() or (end == e and _WORD.match(text, end))):
        return None
    value = parse_digits(run.group(), decimal or reader.lexicon.decimal_symbol)
    if value is None:
        return None
    groups = post.groupdict() if post is not None else {}
    suffix = groups.get("suf1") or groups.get("suf2") or groups.get("suf3") or groups.get("suf4")
    mult = None
    if suffix:
        mult = reader.suffixes.get(suffix) or reader.suffixes.get(norm_key(suffix))
        if mult:
            value = _dec(value * mult)
    if pre is not None and (pre["neg1"] or pre["neg2"] or pre["negw"]):
        value = -value
    currency = _currency(
        reader,
        pre["cur1"] if pre is not None else None,
        pre["code1"] if pre is not None else None,
        groups.get("cur2"),
    )
    if (
        currency is not None
        and _THOUSANDS_ONLY.fullmatch(run.group())
        and not _PER_UNIT.match(text, end)
        and not ("." in run.group() and reader.lexicon.decimal_symbol == ".")
    ):
        # An amount rarely has a third decimal: "$1,045" and "1.045 €" are thousands in
        # any locale. A price per unit may ("1,659 €/l"), and where the dot is the decimal
        # mark it is one ("$3.199" a gallon is three dollars)
        # (and a scale after it stays: "2,350 万元" is 23.5 million)
        whole = Decimal(run.group().replace(",", "").replace(".", ""))
        value = _dec(whole * (mult or 1)) * (value / value.copy_abs())
    return NumberMatch(
        start=start,
        end=end,
        value=value,
        form="digits",
        percent=bool(groups.get("pct")),
        currency=currency,
    )


def _from_words(m: re.Match[str], reader: _Reader, language: str) -> NumberMatch | None:
    raw = m["num"]
    if len(raw) > _MAX_NUMERAL * 8:
        return None
    tokens = [t for t in re.split(r"[\s\-]+", raw.lower()) if t]
    lex = reader.lexicon
    start = m.start()
    # A leading article counts only before a scale ("a dozen"); alone it is no number.
    while tokens and (tokens[0] in lex.numbers_one_words or tokens[0] in lex.numbers_inner_units):
        if len(tokens) > 1 and tokens[1] in lex.numbers_scales:
            break
        tokens.pop(0)
        start = _next_token_start(m, start)
    connectors = set(lex.numbers_connectors)
    while tokens and tokens[-1] in connectors:
        tokens.pop()
    if not tokens:
        return None
    value = _words_value(tuple(tokens), language)
    if value is None:
        return None
    if m["negw"]:
        value = -value
    end = m.end()
    if not m["pct"] and not m["cur2"]:
        end = m.end("num")
    if start >= end:
        return None
    return NumberMatch(
        start=start if not m["negw"] else m.start(),
        end=end,
        value=value,
        form="words",
        percent=bool(m["pct"]),
        currency=_currency(reader, m["cur2"]),
    )


def _next_token_start(m: re.Match[str], pos: int) -> int:
    text = m.string
    end = m.end("num")
    while pos < end and not text[pos].isspace() and text[pos] != "-":
        pos += 1
    while pos < end and (text[pos].isspace() or text[pos] == "-"):
        pos += 1
    return pos


@lru_cache(maxsize=4096)
def _words_value(tokens: tuple[str, ...], language: str) -> Decimal | None:
    lex = merged(language) if _reader_or_none(language) else merged("en")
    if language in ("en", "es") and not any(t in lex.numbers_one_words for t in tokens):
        from text_to_num import text2num

        try:
            return Decimal(int(text2num(" ".join(tokens), language)))
        except (ValueError, TypeError):
            pass
    return _words_arithmetic(tokens, lex)


def _words_arithmetic(tokens: tuple[str, ...], lex: Lexicon) -> Decimal | None:
    units = {k.lower(): v for k, v in lex.numbers_units.items()}
    units.update({k.lower(): v for k, v in lex.numbers_inner_units.items()})
    scales = {k.lower(): v for k, v in lex.numbers_scales.items()}
    ones = {w.lower() for w in lex.numbers_one_words}
    connectors = {c.lower() for c in lex.numbers_connectors}
    total = current = 0
    last_scale = 0
    seen = False
    for tok in tokens:
        if tok in connectors:
            continue
        if tok in units:
            current += units[tok]
            seen = True
        elif tok in ones:
            current += 1
        elif tok in scales:
            scale = scales[tok]
            seen = True
            if scale < 1000:
                current = (current or 1) * scale
            elif current == 0 and total and scale > last_scale:
                total *= scale
                last_scale = scale
            else:
                total += (current or 1) * scale
                current = 0
                last_scale = scale
        else:
            return None
    return Decimal(total + current) if seen else None


@lru_cache(maxsize=4096)
def _han_value(text: str) -> Decimal | None:
    import cn2an

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # cn2an warns on every text it cannot read
            value = cn2an.cn2an(text, "smart")
    except (ValueError, KeyError, IndexError, TypeError, AttributeError):
        return None
    try:
        return _dec(Decimal(repr(value)))
    except InvalidOperation:
        return None


def _from_han(m: re.Match[str], reader: _Reader) -> NumberMatch | None:
    if m.end() - m.start() > _MAX_NUMERAL:
        return None  # a wall of numerals is no number (and would cost cn2an dearly)
    if m["pct"]:
        pct = m["pct"]
        value = parse_digits(pct) if pct[0].isdigit() else _han_value(pct)
        if value is None:
            return None
        return NumberMatch(m.start(), m.end(), value, "han", percent=True)
    num = m["num"]
    if len(num) == 1 and num in "百千万萬亿億":
        return None
    value = _han_value(num)
    if value is None:
        return None
    if m["neg"]:
        value = -value
    return NumberMatch(m.start(), m.end(), value, "han", currency=_currency(reader, m["cur"]))


def parse_number(text: str, language: str = "en") -> Decimal | None:
    """The number ``text`` spells, in ``language``; None when it is not exactly one number.

    ``parse_number("1,20,000", "hi") == 120000``, ``parse_number("1.234,5", "es") ==
    Decimal("1234.5")``, ``parse_number("1.2万", "zh") == 12000``,
    ``parse_number("twelve hundred", "en") == 1200``. Signs and suffixes are applied;
    a percent or currency sign is allowed and ignored.
    """
    if not isinstance(text, str):
        return None
    stripped = text.strip()
    if not stripped or len(stripped) > 200:
        return None
    matches = find_numbers(stripped, language)
    if len(matches) == 1 and matches[0].start == 0 and matches[0].end == len(stripped):
        return matches[0].value
    return None
