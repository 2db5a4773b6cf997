"""Sources: a cited URL, document or publication must be one the run's outputs contain.

A **citation** is one of:

- a URL, with or without its scheme ("japan.travel/en/plan/visa");
- a document named with an id ("KB-1134", "PEP 719", "section 4.3", "CONTRIBUTING.md");
- a named document: a noun of the lexicon's ``[sources] nouns`` (report, guide, handbook,
  FAQ, informe, 报告, रिपोर्ट ...) with a name: a possessive ("Shimano's service manual"),
  a title in capitals ("the 2024 Transparency Report"), a name after it ("la guía del
  Colegio Notarial"), or the text before it in Chinese ("研究院的年度报告");
- a named source of a statement: a name right after or before an attribution word
  ("according to Reuters", "Serious Eats lists", "según ENACOM", "根据…公布的数据");
- a title in book-title marks (《...》);
- a document described rather than named, after an attribution word ("according to our guide
  on refunds", "según la guía de tallas de la tienda"): the run must have read something of
  that kind (an output or the prompt naming the noun, or a tool it called);
- a review or rating site named where a value is read ("豆瓣上", "on Yelp"), and a party's
  own channel a statement is attributed to ("its official account"): the ``platforms``
  and ``channels`` categories of the lexicon's ``[cues.source]``;
- a part of a document: a numbered provision ("clause 4.2", "धारा 14", "第12条"), a page
  beside a document ("p. 7", "pág. 9", "第3页"), a lettered or numbered annex ("Appendix
  C", "anexo D", "परिशिष्ट ख", "附件二"), an official notice's number ("第37号公告"). Cited, it
  says the run opened that part: something the run read must print it (the witness lists
  the parts it does print).

A URL no output, context or policy allowlist holds is fabricated. A named source is
fabricated when no single output value holds the words that name it together (its proper
names, ids and title words; the owner's name alone is not enough: the company may be in
the outputs, its handbook not). The witness lists the sources the outputs do contain. A
generic reference ("the policy says", "the report", "सरकार") names nothing to look for and
is left alone. A document cited with its date is held only where the output names that
kind of document or that day; a percent or an amount attributed to a named source that no
output states, and that the source's own record does not state, is fabricated too (the
record is the witness).
"""

from __future__ import annotations

import itertools
import re
from bisect import bisect_right
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from functools import cache

from nyaya.checks.answer import ClaimView, Value
from nyaya.checks.base import (
    CheckContext,
    Outcome,
    evidence_of,
    make_finding,
    quote,
    reads,
    witness_of,
)
from nyaya.checks.language import GENERIC_CONCEPTS, Words, key_concepts, number_words
from nyaya.claims import regex_cache
from nyaya.claims.numerals import parse_number
from nyaya.claims.phrases import compile_phrases
from nyaya.claims.scan import calendar_names
from nyaya.evidence.fold import MARKS, fold, key_words, normalize_url, stem
from nyaya.evidence.index import EvidenceIndex, Leaf, Record
from nyaya.report import Finding, Witness
from nyaya.values.numbers import is_minor_key

__all__ = ["Citation", "check_sources", "citations"]

_HAN = regex_cache.compile(r"[\u3400-\u9fff]")
_TITLE_MARKS = regex_cache.compile(r"《([^》]{2,60})》")
_BARE_URL = regex_cache.compile(
    r"(?<![@\w.])((?:[a-z0-9][a-z0-9\-]*\.)+(?:com|org|net|gov|edu|io|co|app|dev|travel|info|"
    r"int|eu|uk|de|fr|es|mx|ar|cl|co|pe|in|cn|jp|br|pt|it|nl|ch|au|ca|us|ai|me|tv|fm|ly)"
    r"(?:\.[a-z]{2})?(?:/[^\s)\]>,;\"'”’]*)?)",
    re.IGNORECASE,
)
_ID = regex_cache.compile(
    r"\b(?:[A-Z]{2,}(?:/[\w\-]+)+|[A-Z]{2,}[-_ ]?\d[\w.\-]*|[A-Z][A-Za-z]*-\d+[\w.\-]*|"
    r"[\w\-]+\.(?:md|pdf|txt|html?|docx?|xlsx?|csv))\b"
)
_DEVANAGARI = regex_cache.compile(r"[\u0900-\u097F]")
_PERCENT_AFTER = regex_cache.compile(r"[.,]?\d*\s?%")
_ACRONYM = regex_cache.compile(r"\b[A-Z][A-Z0-9&]{2,}\b")
# A Hindi source is named by a body: an acronym, or a name ending in one of these
_HI_ORG = regex_cache.compile(
    r"(निगम|विभाग|मंत्रालय|बोर्ड|आयोग|प्राधिकरण|बैंक|संस्थान|परिषद|समिति|कार्यालय|विश्वविद्यालय|"
    r"अकादमी|संघ|न्यायालय|अदालत|पोर्टल|वेबसाइट|चैनल|अख़बार|अखबार)$"
)
# words before a body's noun that point at it without naming it ("जो बैंक", "इस विभाग",
# "आपके बैंक"): a relative, a demonstrative, a possessive pronoun
_HI_DETERMINERS = regex_cache.compile(
    r"^(?:(?:जो|जिस|जिन|यह|वह|वो|ये|वे|इस|उस|इन|उन|इसी|उसी|आप|आपके|आपका|आपकी|हमारे|हमारा|हमारी|"
    r"मेरे|मेरा|मेरी|अपने|अपना|अपनी|उनके|उनका|उनकी|उसके|उसका|उसकी|कोई|किसी|हर|सभी|संबंधित)\s+)+"
)
# the lower-case words of a title in sentence case and its year, after its noun
_SENTENCE_TITLE = regex_cache.compile(
    r"((?:\s+(?:de|del|de la|de los|of|for|para|on|sobre|y|and))?"
    r"(?:\s+[a-záéíóúñü]{3,}(?:\s+(?:de|del|y|and|of|for|para))?){1,3})\s+((?:19|20)\d\d)(?![\d.,:/])"
)
_YEAR_AFTER = regex_cache.compile(r"\s*((?:19|20)\d\d)(?![\d.,:/])")
_NAME_WORD = r"(?:[A-ZÀ-ÖØ-Þ][\w&.\-]*|[A-Z]{2,}|\d{4})"
_CONNECTOR = (
    r"(?:\s+(?:de|del|de la|de los|de las|of|of the|the|for|y|and|&|da|do|dos|das|du|des|la"
    r"|el|van|von|für)\s+|\s+)"
)
_NAME = regex_cache.compile(rf"{_NAME_WORD}(?:{_CONNECTOR}{_NAME_WORD}){{0,6}}")
# a name as a group, where a citation's source is read around its marker
_NAME_GROUP = regex_cache.compile(rf"({_NAME.pattern})")
_NAME_GROUP_WORD = regex_cache.compile(rf"(?<![\w])({_NAME.pattern})")
_DESIGNATED = regex_cache.compile(
    rf"((?:19|20)\d\d\s+(?:{_NAME_WORD}\s+){{1,3}}\d*\s*)(?=(?:[a-z][a-z\-]*\s+){{1,2}}$)"
)
_NAME_LAST = regex_cache.compile(rf"({_NAME.pattern})\s+$")
_NAME_LAST_COMMA = regex_cache.compile(rf"({_NAME.pattern})\s*(?:,\s*)?$")
_NAME_NEXT = regex_cache.compile(rf"\s+({_NAME.pattern})")
_NAME_OF = regex_cache.compile(rf"\s+(?:de|del|de la|of|of the|from)\s+({_NAME.pattern})")
_NAME_OF_ABOUT = regex_cache.compile(rf"\s+(?:de|del|of)\s+[a-záéíóúñü]+\s+({_NAME.pattern})")
# the owner's name and "'s", then up to two lower-case words before the noun ("Ofgem's
# published guidance", "Shimano's own service manual")
_POSSESSIVE = regex_cache.compile(
    rf"({_NAME_WORD}(?:\s+{_NAME_WORD}){{0,4}})['’]s\s+"
    # (lower-case words between, and the year of an edition: "Acme's 2024 audit report")
    rf"(?P<gap>(?:(?:[a-z][a-z\-]*|(?:19|20)\d\d)\s+){{0,3}})$"
)
_SECTION_AFTER = regex_cache.compile(
    r"^\s*\(?\s*(?:section|sección|secci[oó]n|§|art[ií]culo|article|chapter|cap[ií]tulo|clause|"
    r"cl[aá]usula|no\.?|núm\.?|#)?\s*([\w]*\d[\w.\-]*)",
    re.IGNORECASE,
)
# A Chinese source is named by an organisation or a publication: its name ends with one
# of these (中心, 局, 协会, 日报, 网 ...); anything else before a noun is a description.
_HAN_ACCORDING = regex_cache.compile(
    r"^(?:根据|根據|按照|依照|依据|依據|参照|參照|遵照|按|依|照|据|據|凭|憑|遵)"
)
# the same inside the phrase, after its subject ("押金按协会章程退还"): the words of two
# characters, and 按 where it opens no other word ("按钮"); 据 and 照 are inside too many
# ("数据", "执照")
_HAN_ACCORDING_MID = regex_cache.compile(
    r"根据|根據|按照|依照|依据|依據|参照|參照|遵照|按(?![揭钮鈕键鍵摩])"
)
# an issuer, the day it issued the document and the verb of issuing, right before the noun
_HAN_ISSUED = regex_cache.compile(
    r"([\u3400-\u9fff]{2,14})\s*(?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*[日号]\s*"
    r"(?:(?:发布|發布|发出|發出|印发|印發|公布|下发|下發)的?)?$"
)
_HAN_TAKEN_FROM = regex_cache.compile(
    r"取自|取材于|取材於|来自|來自|出自|摘自|引自|源自|转自|轉自|见于|見於|载于|載於"
)
_HAN_ORG = regex_cache.compile(
    r"(?:中心|局|站|部|委员会|委|协会|學會|学会|网|網|公司|集团|集團|银行|銀行|研究院|研究所|大学|大學|学院|"
    r"日报|日報|晚报|晚報|时报|時報|新闻|新聞|电视台|電視台|广播|廣播|社|院|署|厅|廳|办公室|联合会|"
    r"基金会|基金會|官网|官網|平台|机构|機構|组织|組織|政府|法院|医院|醫院|杂志|雜誌|周刊|百科)$"
)
_CURRENCY_CODES = frozenset(
    [
        "USD",
        "EUR",
        "GBP",
        "INR",
        "JPY",
        "CNY",
        "RMB",
        "MXN",
        "CAD",
        "AUD",
        "NZD",
        "CHF",
        "BRL",
        "ARS",
        "COP",
        "CLP",
        "PEN",
        "SEK",
        "NOK",
        "DKK",
        "PLN",
        "CZK",
        "HUF",
        "RUB",
        "TRY",
        "ZAR",
        "KRW",
        "SGD",
        "HKD",
        "TWD",
        "THB",
        "IDR",
        "MYR",
        "PHP",
        "VND",
        "AED",
        "SAR",
        "ILS",
        "EGP",
        "NGN",
        "KES",
        "PKR",
        "BDT",
        "LKR",
        "NPR",
        "UYU",
        "BOB",
        "PYG",
        "VES",
        "GTQ",
        "CRC",
        "DOP",
    ]
)
_HAN_ATTRIBUTION_TAIL = regex_cache.compile(
    r"(公布|发布|發布|发表|显示|顯示|表示|指出|称|稱|报道|報導|提到|认为|認為|的)"
)
# the kinds of system a business keeps its records in, named by their initials (point of
# sale, customer relations, resource planning, health records, applicant tracking, property
# or practice management, learning, warehouse, transport, content, order management): an
# answer that credits "the POS" or "el CRM" names the system the run's tools read
_SYSTEM_KINDS = frozenset(
    {"POS", "CRM", "ERP", "EHR", "EMR", "HRIS", "HRMS", "ATS", "PMS", "LMS", "WMS", "TMS", "CMS",
     "OMS", "DMS", "LIS", "RIS", "PACS", "MES", "CMMS", "SCADA", "ITSM"}
)  # fmt: skip
_STOP_NAMES = frozenset(
    {
        "i",
        "the",
        "a",
        "an",
        "this",
        "that",
        "it",
        "its",
        "your",
        "our",
        "my",
        "also",
        "so",
        "if",
        "see",
        "note",
        "both",
        "all",
        "any",
        "each",
        "here",
        "there",
        "según",
        "el",
        "la",
        "los",
        "las",
        "de",
        "del",
        "un",
        "una",
        "en",
        "y",
        "o",
        "tu",
        "su",
        "yes",
        "no",
        "ok",
        "hi",
        # words of accordance: "Per the rider", "As per the handbook" name no source
        "per",
        "as",
        "under",
    }
)


@dataclass(frozen=True, slots=True)
class Citation:
    """A source the claim cites: as written, the words that name it, and its kind."""

    text: str
    words: tuple[str, ...]
    # "url" | "id" | "document" | "edition" | "name" | "title" | "platform" | "channel" |
    # "provision" | "page" | "annex" | "notice" | "described"
    kind: str


def check_sources(ctx: CheckContext, view: ClaimView) -> Outcome:
    out = Outcome()
    index = ctx.index
    index.read_texts()
    unstated = _reported_unstated(ctx, view)
    if unstated is not None:
        out.findings.append(unstated)
        return out
    for citation in citations(view, ctx.answer.words):
        if citation.kind == "url":
            key = normalize_url(citation.text)
            if _url_known(ctx, key):
                leaves = [index.leaves[i] for i in index.urls.get(key, ())]
                out.evidence.extend(evidence_of(index, leaf) for leaf in leaves[:2])
                out.verified_claim = True
                continue
            out.findings.append(
                _finding(
                    view,
                    index,
                    citation,
                    f"the answer cites {citation.text!r}, which no output of the run contains",
                    "url_not_in_outputs",
                )
            )
            return out
        if citation.kind == "provision" and _own_numbered_item(ctx, view, citation.words[0]):
            continue  # "第 2 条下周截止" after rows numbered 1 to 4: the answer's own row
        if citation.kind == "provision":
            read = _numbers_read(index)
            number = citation.words[0].lower()
            kind = _provision_of(view, ctx.answer.words, citation)
            if kind is not None and not _kind_read(ctx, kind):
                # "article 14 of the ordinance" when nothing the run read is an ordinance:
                # a figure 14 somewhere is no article of it
                out.findings.append(
                    _finding(
                        view,
                        index,
                        citation,
                        f"the answer cites {citation.text!r} of a {kind!r}, but nothing the run "
                        "read (its outputs, the prompt, the tools it called) is one",
                        "source_not_in_outputs",
                    )
                )
                return out
            if (number in read or number.rstrip("abcdefghijklmnopqrstuvwxyz") in read) and not (
                _past_the_list(index, number)
            ):
                unsaid = (
                    None
                    if view.hedged
                    else _provision_unsaid(index, view, citation, ctx.answer.words)
                ) or (
                    # (a provision's own condition, "if it happens twice", hedges nothing of
                    # what the claim says the provision states)
                    None
                    if view.stance & {"hedge", "question", "offer", "opinion"}
                    else _provision_figures_unsaid(ctx, view, citation)
                )
                if unsaid is not None:
                    out.findings.append(unsaid)
                    return out
                out.verified_claim = True
                continue
            out.findings.append(_unread_provision(view, index, citation))
            return out
        if citation.kind == "edition":
            if _edition_read(index, citation):
                out.verified_claim = True
                continue
            out.findings.append(
                _finding(
                    view,
                    index,
                    citation,
                    f"the answer cites {citation.text!r}, but nothing the run read is of that "
                    "month",
                    "dated_document_not_read",
                )
            )
            return out
        if citation.kind in _LOCATOR_KINDS:
            held = _locators_read(index)
            if (citation.kind, citation.words[0]) in held:
                out.verified_claim = True
                continue
            out.findings.append(_unread_locator(view, citation, held))
            return out
        if citation.kind == "described":
            if _kind_read(ctx, citation.words[0]):
                out.verified_claim = True
                continue
            out.findings.append(
                _finding(
                    view,
                    index,
                    citation,
                    f"the answer draws on a {citation.text!r}, but nothing the run read (its "
                    "outputs, the prompt, the tools it called) is one",
                    "source_not_in_outputs",
                )
            )
            return out
        if (
            citation.kind == "name"
            and ctx.index.calls
            and all(w.upper() in _SYSTEM_KINDS for w in citation.words)
        ):
            continue  # "matches the POS figure", "según el CRM": the system the tools read
        holder = _holder(
            index, citation, not _dated(view, citation) or _document_seen(ctx, citation)
        )
        if holder is not None and not _issuance_held(ctx, view, citation, holder):
            holder = None
        if (
            holder is not None
            and citation.kind == "name"
            and not _source_states(ctx, view, holder, citation)
        ):
            figures = _figures(view, citation, ctx.answer.words)
            out.findings.append(
                make_finding(
                    "source_fabrication",
                    view,
                    f"the answer attributes {figures} to {citation.text!r}, but the output "
                    f"that names it ({quote(str(holder.raw), 80)}) states none of it",
                    reason="source_does_not_state",
                    expected=f"{figures} in what the run read of {citation.text}",
                    found=str(holder.raw)[:200],
                    witness=witness_of(
                        index, holder, note=f"the record naming {citation.text} lacks {figures}"
                    ),
                )
            )
            return out
        if holder is None and citation.kind == "platform" and _tool_reads(ctx, citation):
            out.verified_claim = True
            continue
        if citation.kind == "channel":
            if _channel_read(ctx, citation):
                out.verified_claim = True
                continue
            holder = None
        if holder is None and citation.kind == "document" and _named_by_a_tool(ctx, citation):
            # "the HSE report" after get_daily_hse_summary: what the called tool returned
            out.verified_claim = True
            continue
        if holder is None and citation.kind in ("name", "document"):
            holder = _keyed_feed(index, citation)
        if holder is None and citation.kind == "name":
            holder = _ids_held(index, citation)
        if holder is not None:
            out.verified_claim = True
            out.evidence.append(evidence_of(index, holder))
            continue
        out.findings.append(
            _finding(
                view,
                index,
                citation,
                f"the answer attributes this to {citation.text!r}, which no output of the run "
                "mentions",
                "source_not_in_outputs",
            )
        )
        return out
    if not out.findings:
        lacking = _document_lacks(ctx, view) or _advice_unread(ctx, view)
        if lacking is not None:
            out.findings.append(lacking)
            out.verified_claim = False
    return out


def _advice_unread(ctx: CheckContext, view: ClaimView) -> Finding | None:
    """A recommendation the claim attributes to a document ("the report recommends planning
    the replacement", "el informe recomienda", "रिपोर्ट सलाह देती है", "报告建议") when no text
    the run read recommends anything, in the answer's language or in English: the texts the
    run read of that kind are the witness (the one a key calls notes, remarks or text)."""
    words = ctx.answer.words
    if words.source_nouns is None or view.hedged or view.stance & {"question", "conditional"}:
        return None
    advising = compile_phrases(dict(_ADVISING).get(words.language, ()))
    if advising is None:
        return None
    low = view.low
    verb = advising.search(low)
    if (
        verb is None
        or words.source_nouns.search(low, max(0, verb.start() - 60), verb.start()) is None
    ):
        return None
    index = ctx.index
    english = compile_phrases(dict(_ADVISING)["en"])
    texts = [
        leaf
        for leaf in index.leaves
        if leaf.source == "output" and isinstance(leaf.raw, str) and leaf.text is None
    ]
    for leaf in texts:
        raw = str(leaf.raw).lower()
        if advising.search(raw) or (english is not None and english.search(raw)):
            return None  # an output recommends something: which, the words may tell
    if any(
        w.startswith(_ADVICE_STEMS)
        for leaf in index.leaves
        if leaf.source == "output"
        for w in leaf.path
    ) or any(w.startswith(_ADVICE_STEMS) for c in index.calls if c.usable for w in c.words):
        return None  # ``recommendation: {...}``, a tool "recommended numbers": they hold one
    notes = [leaf for leaf in texts if set(key_words(leaf.key)) & _NOTE_KEYS]
    if len(notes) != 1:
        return None
    return _text_lacks(
        index,
        view,
        notes[0],
        f"the answer says a document recommends something ({quote(view.claim.text, 80)}), but "
        f"no text the run read recommends anything ({quote(str(notes[0].raw), 100)})",
        "a recommendation in the text the run read",
        "the text recommends nothing",
    )


# a verb of recommending, said of a document
_ADVISING: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("recommends", "recommended", "recommendation", "advises", "advised", "suggests")),
    ("es", ("recomienda", "recomiendan", "recomendación", "aconseja", "sugiere")),
    ("hi", ("सलाह देती", "सलाह देता", "सलाह दी", "सिफ़ारिश", "सिफारिश", "सुझाव दिया", "सुझाव देती",
            "सुझाव देता")),
    ("zh", ("建议", "建議", "推荐", "推薦")),
)  # fmt: skip
# the stems of a field's or a tool's words that name a recommendation
_ADVICE_STEMS = ("recommend", "advi", "suggest")
# keys of the text a record keeps of a document's findings
_NOTE_KEYS = frozenset({"notes", "note", "remarks", "remark", "comments", "comment", "summary"})


def _document_lacks(ctx: CheckContext, view: ClaimView) -> Finding | None:
    """An amount or a share the claim attributes to a document by naming its kind ("the help
    article says each extension costs ₹500", "según las condiciones, un 5 % más"), when the
    one document the run read (an output's text of prose) holds no such figure and nothing
    else the run read gives it: the document's text is the witness. Read as a document:
    a text of a dozen words or more; with two or more, which one is named is not told."""
    words = ctx.answer.words
    if words.attribution is None or words.source_nouns is None or view.hedged:
        return None
    if view.stance & {"hedge", "question", "offer", "opinion", "conditional"}:
        return None
    low = view.low
    cue = words.attribution.search(low)
    if cue is None:
        return None
    # the document's noun beside the cue, in its clause ("हेल्प आर्टिकल के अनुसार", "the
    # terms say", "según la guía")
    lo = max((m.end() for m in _CLAUSE_MARK.finditer(low, 0, cue.start())), default=0)
    hi = _CLAUSE_MARK.search(low, cue.end())
    span = low[max(lo, cue.start() - 40) : min(hi.start() if hi else len(low), cue.end() + 40)]
    if words.source_nouns.search(span) is None:
        return None
    settled = ctx.settled.get(view.id, {})
    figures = [
        v
        for i, v in enumerate(view.values)
        if (
            v.kind in ("money", "percent", "duration")
            or (v.kind == "number" and (v.noun or _NOUN_NEXT.match(ctx.answer.text, v.end)))
        )
        and v.stated is not None
        and settled.get(i) == "unsupported"
        # (the number of a provision cited, "per section 7.2 of the terms", is no figure the
        # document states: the provisions check reads it)
        and not _cites_provision(ctx.answer.text, v.start)
    ]
    if not figures:
        return None
    index = ctx.index
    documents = [
        leaf
        for leaf in index.leaves
        if leaf.source == "output"
        and leaf.text is None
        and isinstance(leaf.raw, str)
        and len(_TEXT_WORDS.findall(leaf.raw)) >= 12
        and (call := index.call_of(leaf)) is not None
        and call.usable
        and not call.failed
        and reads(call)
    ]
    # (the texts of one call's output are one document: a report's summary and its advice)
    if not documents or len({leaf.call for leaf in documents}) != 1:
        return None
    text = " ".join(str(leaf.raw) for leaf in documents)
    held = {Decimal(m.group().replace(",", "")) for m in _FIGURE.finditer(text)}
    if any(v.stated is not None and v.stated.value in held for v in figures):
        return None
    said = ", ".join(v.text for v in figures)
    longest = max(documents, key=lambda leaf: len(str(leaf.raw)))
    return _text_lacks(
        index,
        view,
        longest,
        f"the answer attributes {said} to a document the run read, but its text holds none "
        f"of them ({quote(text, 100)})",
        f"{said} in the text the run read",
        f"the text lacks {said}",
    )


# a word right after a figure, of any script: what the figure counts or measures ("6 महीने")
_NOUN_NEXT = regex_cache.compile(r"\s?[^\W\d_]")
_CLAUSE_MARK = regex_cache.compile(r"[.;:!?。；：！？।\n]")


# a span of years named as one period: "FY 2023-24", "FY25", "2025-26", "2024/2025"
_YEAR_SPAN = regex_cache.compile(
    r"(?:FY\s*)?(?:(?:19|20)\d\d\s*[-–/]\s*(?:(?:19|20)?\d\d))|FY\s*\d{2,4}", re.IGNORECASE
)


# a numbered provision of a document: "section 4.2", "General Condition 7.1", "cláusula
# 12", "artículo 25 bis", "punto 3.2", "§ 3", "धारा 14", "खंड 5.1", "अनुच्छेद 21(क)",
# "第12条", "第十二条" (its number in words), "5.1 条" (a numbered clause with no 第)
_PROVISION = regex_cache.compile(
    r"(?:(?<![\w])(?:sections?|sec\.|clauses?|conditions?|articles?|art\.|paragraphs?|para\.|"
    r"secci[oó]n|cl[aá]usula|condici[oó]n|art[ií]culo|apartado|p[aá]rrafo|inciso|puntos?)|§|"
    r"धारा|उपधारा|अनुच्छेद|क्लॉज़|क्लॉज|सेक्शन|खंड|बिंदु)\s*(?P<n>\d+(?:\.\d+)*[a-z]{0,2})(?![\w/:]|[.,]\d)"
    r"(?:\s*\([a-z0-9\u0900-\u097F]{1,3}\))?"
    r"|第\s*(?P<han>\d+(?:\.\d+)*)\s*[条條款章节節]"
    r"|第(?P<words>[零一二两三四五六七八九十百]{1,6})[条條款章节節]"
    r"|(?<![\d.])(?P<bare>\d+\.\d+(?:\.\d+)*)\s*[条條款]",
    re.IGNORECASE,
)
_HAN_PROVISION = regex_cache.compile(r"第([零一二两三四五六七八九十百]{1,6})[条條款章节節]")


def _provision_number(m: re.Match[str]) -> str:
    """The number of a provision ``_PROVISION`` matched, in digits ("第十二条": "12")."""
    if m.group("words"):
        value = parse_number(m.group("words"), "zh")
        return str(int(value)) if value is not None else m.group("words")
    return str(m.group("n") or m.group("han") or m.group("bare"))


_NUMBER_TOKEN = regex_cache.compile(r"(?<![\d.])(\d+(?:\.\d+)*)([a-z]{0,2})(?![a-z])")


def _numbers_read(index: EvidenceIndex) -> frozenset[str]:
    """Every number written in what the run read (outputs, the prompt, the user's words),
    as written: where a provision's number could be printed ("4.2 What is covered")."""
    hit: frozenset[str] | None = index.memo.get("numbers read")
    if hit is not None:
        return hit
    found: set[str] = set()
    for leaf in index.leaves:
        if leaf.text is not None:
            continue
        written = [" ".join(leaf.path), leaf.key]
        if isinstance(leaf.raw, str):
            written.append(leaf.raw[:40000])
        elif isinstance(leaf.raw, int | float) and not isinstance(leaf.raw, bool):
            written.append(str(leaf.raw))
        for piece in written:
            for number, suffix in _NUMBER_TOKEN.findall(piece.lower()):
                found |= {number, number + suffix}  # "section 80C" beside "80c_limit"
            for m in _HAN_PROVISION.finditer(piece):
                value = parse_number(m.group(1), "zh")  # "第十二条": the twelfth
                if value is not None:
                    found.add(str(int(value)))
    hit = frozenset(found)
    index.memo["numbers read"] = hit
    return hit


def _provision_of(view: ClaimView, words: Words, citation: Citation) -> str | None:
    """The kind of document a provision is said to be of, by its source noun right after
    it ("article 14 of the ordinance", "artículo 14 de la ordenanza") or right before it
    ("条例第27条", "नियमावली की धारा 14"), if any."""
    nouns = words.source_nouns
    if nouns is None:
        return None
    low = view.claim.text.lower()
    at = low.find(citation.text.lower())
    if at < 0:
        return None
    end = at + len(citation.text)
    of = _OF_DOCUMENT.match(low, end)
    after = nouns.search(low, of.end(), of.end() + 40) if of is not None else None
    if of is not None and after is not None and _FEW_WORDS.fullmatch(low, of.end(), after.start()):
        return after.group()  # (a word or two may qualify it: "of the building bylaw")
    lead = _BEFORE_PROVISION.sub("", low[max(0, at - 24) : at])
    for m in nouns.finditer(lead):
        if m.end() == len(lead):
            return m.group()
    return None


# what joins a provision to the document it is of
_OF_DOCUMENT = regex_cache.compile(r"\s+(?:of the|of|in the|de la|de los|de las|del|de)\s+")
_FEW_WORDS = regex_cache.compile(r"(?:[^\W\d_]+\s+){0,2}")
_BEFORE_PROVISION = regex_cache.compile(r"\s*(?:的|की|के|का)?\s*$")


def _provision_unsaid(
    index: EvidenceIndex, view: ClaimView, citation: Citation, words: Words
) -> Finding | None:
    """A provision the run read, cited for what its text does not say: where an output
    prints the provision's own text (from its number to the next provision's), and the
    claim says at least eight things of it in the same script, of which that text holds
    hardly any ("clause 11.2 adds that the penalty is void" beside an 11.2 about notice
    periods), the text is the witness. A paraphrase keeps enough of the provision's words;
    a claim in another script than the text is not weighed, nor one that applies the
    provision ("per section 4.2, your claim is covered") instead of saying what it says."""
    number = citation.words[0].lower()
    found = [(leaf, text) for leaf, text in _provision_texts(index, number)]
    if not found:
        return None
    claim = view.claim.text
    if not _said_by(view, citation, words):
        return None  # "per section 4.2, your claim is covered": the rule applied, not quoted
    at = view.sentence_text.find(citation.text)
    if claim.rstrip(" *").endswith((":", "：")):
        claim = view.sentence_text[at:]  # "第九条另有写明：…": what it says follows the colon
    claim = _TITLE.sub(" ", claim.replace(citation.text, " "))
    for v in view.values:
        if v.kind != "name":
            claim = claim.replace(v.text, " ")
    terms = _content_terms(claim)
    han = bool(_HAN.search(claim))
    texts = " ".join(text for _, text in found)
    if len(terms) < 8 or han != bool(_HAN.search(texts)):
        return None
    held = terms & _content_terms(texts)
    if len(held) > 0.15 * len(terms):
        return None
    # something it attributes is read elsewhere in the outputs (another provision, another
    # record: "certificate" of a registration): the answer drew on the outputs, and the
    # provision it cites says hardly any of it; a claim no word of which any output holds
    # may be a loose paraphrase in words of its own
    elsewhere = terms & _output_terms(index) - held
    if not elsewhere:
        return None
    leaf, text = found[0]
    return _text_lacks(
        index,
        view,
        leaf,
        f"the answer attributes to {citation.text!r} what its text, as the run read it, does "
        f"not say ({quote(text, 100)})",
        f"what {citation.text} says",
        f"the text of {citation.text}",
    )


def _said_by(view: ClaimView, citation: Citation, words: Words) -> bool:
    """Whether the claim's sentence says what a cited provision states: a verb of saying
    right after the citation ("section 4.3 adds ...", "第九条写明"), not the rule applied
    ("per section 4.2, your claim is covered")."""
    at = view.sentence_text.find(citation.text)
    # (the document may be named between: "el punto 4.4 de las condiciones prevé ...")
    after = view.sentence_text[at + len(citation.text) : at + len(citation.text) + 40].lower()
    if at < 0:
        return False
    if words.attribution is not None and words.attribution.search(after):
        return True
    # a provision grants what it states ("section 4 gives repaired pieces a warranty",
    # "la cláusula 3 otorga", "धारा 5 ... देती है", "第5条给予")
    grants = compile_phrases(dict(_GRANTS).get(words.language, ()))
    return grants is not None and grants.search(after) is not None


# what a provision does when it states a right or a term
_GRANTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("gives", "grants", "allows", "entitles", "provides", "offers", "adds", "caps",
            "limits", "guarantees", "promises", "lets you", "commits")),
    ("es", ("da", "otorga", "concede", "permite", "ofrece", "añade", "garantiza", "limita",
            "promete", "se compromete")),
    ("hi", ("देती है", "देता है", "देते हैं", "मिलता है", "मिलती है", "अनुमति देता", "गारंटी देता",
            "वादा करता", "वादा करती")),
    ("zh", ("给予", "給予", "允许", "允許", "提供", "保证", "保證", "规定了", "規定了", "承诺",
            "承諾")),
)  # fmt: skip


def _provision_figures_unsaid(
    ctx: CheckContext, view: ClaimView, citation: Citation
) -> Finding | None:
    """A provision the run read, said to state figures ("section 4.3 adds a further 50%
    credit within 30 days") that its printed text does not hold and nothing else the run
    read gives: the text is the witness. A provision applied ("per section 4.2 you get
    $40") is not read for what it says; a figure found or worked out elsewhere is not
    weighed, and any figure the text holds clears the claim."""
    index = ctx.index
    found = _provision_texts(index, citation.words[0].lower())
    if not found or not _said_by(view, citation, ctx.answer.words):
        return None
    settled = ctx.settled.get(view.id, {})
    cited = view.claim.text.find(citation.text) + view.claim.start
    figures = [
        v
        for i, v in enumerate(view.values)
        if v.is_number
        and v.stated is not None
        and settled.get(i) == "unsupported"
        and not (cited <= v.start < cited + len(citation.text))
    ]
    if not figures:
        return None
    held = {
        Decimal(m.group().replace(",", "")) for _, text in found for m in _FIGURE.finditer(text)
    }
    if not held:
        # a text with no figure in digits may write them in words ("ten per cent"); one
        # with neither holds no figure at all
        words = number_words(ctx.answer.words.language)
        if words is None or any(words.search(text.lower()) for _, text in found):
            return None
    if any(v.stated is not None and v.stated.value in held for v in figures):
        return None
    leaf, text = found[0]
    said = ", ".join(v.text for v in figures)
    return _text_lacks(
        index,
        view,
        leaf,
        f"the answer attributes {said} to {citation.text!r}, but its text, as the run read "
        f"it, holds none of them ({quote(text, 100)})",
        f"{said} in the text of {citation.text}",
        f"the text of {citation.text} lacks {said}",
    )


def _text_lacks(
    index: EvidenceIndex, view: ClaimView, leaf: Leaf, message: str, expected: str, note: str
) -> Finding:
    """A provision's printed text as the witness that it does not say what it is cited for."""
    return make_finding(
        "source_fabrication",
        view,
        message,
        reason="source_does_not_state",
        expected=expected,
        found=view.claim.text.strip()[:200],
        witness=witness_of(index, leaf, note=note),
    )


_FIGURE = regex_cache.compile(r"\d+(?:,\d{3})*(?:\.\d+)?")


def _cites_provision(text: str, at: int) -> bool:
    """Whether the number at ``at`` is the number of a provision the text cites ("section
    **7.2**", "cláusula 12")."""
    plain = text[max(0, at - 30) : at + 12]
    offset = at - max(0, at - 30)
    return any(m.start("n") == offset for m in _PROVISION.finditer(plain.replace("*", " ")))


def _provision_texts(index: EvidenceIndex, number: str) -> list[tuple[Leaf, str]]:
    """The texts of provision ``number`` the outputs print: from its number, as a provision
    ("11.2", "第十二条", "Clause 11.2"), to the next provision's or 600 characters on."""
    out: list[tuple[Leaf, str]] = []
    for leaf in index.leaves:
        raw = leaf.raw
        if str(raw) == number and (record := _provision_record(index, leaf)) is not None:
            # ``{"no": 8, "text": "..."}``: the record holds provision 8's text
            text = " ".join(
                str(other.raw)[:600]
                for other in index.subtree_leaves(record.id)
                if other.id != leaf.id and isinstance(other.raw, str) and other.text is None
            )
            if text:
                out.append((leaf, text))
            continue
        if leaf.source != "output" or leaf.text is not None or not isinstance(raw, str):
            continue
        marks = [(m.start(), _provision_number(m).lower()) for m in _PROVISION.finditer(raw)]
        marks += [(m.start(1), m.group(1)) for m in _NUMBERED_LINE.finditer(raw)]
        marks += [(m.start(1), m.group(1)) for m in _TITLED_POINT.finditer(raw)]
        if raw.strip().lower() == number:
            marks = [(0, number)]  # ``"section": "4.2"``: the record holds its text
        marks.sort()
        for k, (at, n) in enumerate(marks):
            if n != number:
                continue
            # (to the next provision not its own part: "7. Cancellation" holds 7.1 and 7.2)
            end = next(
                (
                    a
                    for a, m in marks[k + 1 :]
                    if a > at and m != number and not m.startswith(number + ".")
                ),
                len(raw),
            )
            text = raw[at : min(end, at + 600)]
            record = index.record_of(leaf)
            if len(text) < 60 and record is not None:
                # ``{"section": "Clause 11.2", "text": "..."}``: the record holds its text
                text += " " + " ".join(
                    str(other.raw)[:600]
                    for other in index.subtree_leaves(record.id)
                    if other.id != leaf.id and isinstance(other.raw, str) and other.text is None
                )
            out.append((leaf, text))
    return out


# a provision printed by its number alone at the start of a line or a sentence ("5.1 Minor
# findings: ...")
_NUMBERED_LINE = regex_cache.compile(r"(?:^|\n|[。.;；]\s*)(\d+(?:\.\d+)+)\s")
# a provision of one number opening a line with its title ("4. Storage. Keep ...", "7.
# CANCELLATION"): a numbered point of a document
_TITLED_POINT = regex_cache.compile(r"(?m)^[ \t]*(\d{1,2})\.[ \t]+(?=[^\W\d_])")
# the keys of the number a record of a provision holds (``{"no": 8, "text": ...}``)
_PROVISION_KEYS = frozenset(
    {"no", "n", "nr", "number", "num", "section", "clause", "article", "condition", "point",
     "para", "paragraph", "rule"}
)  # fmt: skip


def _provision_record(index: EvidenceIndex, leaf: Leaf) -> Record | None:
    """The output record a whole number under a key of numbering makes a provision of
    (``{"no": 8, "text": ...}``), or None."""
    # (a number written as a string is one too: ``{"n": "4", "title": ...}``)
    whole = isinstance(leaf.raw, int) or (isinstance(leaf.raw, str) and leaf.raw.isdigit())
    if (
        leaf.source != "output"
        or not whole
        or isinstance(leaf.raw, bool)
        or not set(key_words(leaf.key)) & _PROVISION_KEYS
    ):
        return None
    return index.record_of(leaf)


_TITLE = regex_cache.compile(r"《[^》]{0,40}》|\*\*")
_CONTENT_WORD = regex_cache.compile(r"[^\W\d_]{4,}")
_HAN_RUN = regex_cache.compile(r"[\u4e00-\u9fff]+")


def _content_terms(text: str) -> set[str]:
    """The content of a text to weigh against another: its Han character pairs and the
    stems of its words of four letters or more, but the words that join or point."""
    out: set[str] = set()
    for run in _HAN_RUN.findall(text):
        out |= {run[i : i + 2] for i in range(len(run) - 1)}
    for w in _CONTENT_WORD.findall(text.lower()):
        if not _HAN.search(w) and w not in _JOINING:
            out.add(stem(w))
    return out


def _output_terms(index: EvidenceIndex) -> frozenset[str]:
    hit: frozenset[str] | None = index.memo.get("output terms")
    if hit is None:
        hit = frozenset(
            _content_terms(
                " ".join(
                    str(leaf.raw)[:20000]
                    for leaf in index.leaves
                    if leaf.source == "output" and leaf.text is None and isinstance(leaf.raw, str)
                )
            )
        )
        index.memo["output terms"] = hit
    return hit


# words of four letters or more that join or point, in the Latin-script languages
_JOINING = frozenset(
    {"that", "this", "these", "those", "with", "from", "into", "your", "their", "have", "been"}
    | {"when", "then", "than", "they", "them", "there", "will", "would", "could", "should"}
    | {"only", "also", "after", "before", "while", "which", "what", "where", "each", "every"}
    | {"some", "such", "other", "more", "most", "must", "does", "about", "under", "over"}
    | {"para", "como", "pero", "este", "esta", "estos", "estas", "desde", "hasta", "sobre"}
    | {"entre", "todo", "todos", "cada", "cuando", "donde", "porque", "también", "según"}
)


def _past_the_list(index: EvidenceIndex, number: str) -> bool:
    """Whether the run read a document of numbered points ("1. ...\n2. ...\n3. ...") whose
    last point comes before ``number``, and ``number`` labels nothing else it read (a point
    of another list, a key, a field's own value): "धारा 5" of a policy of four points was
    never there, whatever "5%" its text holds."""
    if not number.isdigit():
        return False
    wanted = int(number)
    lists: list[list[int]] = []
    numbered: dict[int, list[int]] = {}  # a list of provision records -> their numbers
    for leaf in index.leaves:
        if leaf.source != "output" or leaf.text is not None:
            continue
        record = _provision_record(index, leaf)
        if record is not None and record.list_id is not None:
            numbered.setdefault(record.list_id, []).append(int(leaf.number or 0))
            continue  # (``{"no": 4, ...}``: a provision's number, read with its list)
        if leaf.number is not None and leaf.number == wanted:
            return False
        if str(wanted) in key_words(leaf.key) or str(wanted) in leaf.path:
            return False
        if not isinstance(leaf.raw, str):
            continue
        labels = [int(m.group(1)) for m in _POINT.finditer(leaf.raw[:40000])]
        if len(labels) >= 2 and labels == list(range(1, len(labels) + 1)):
            lists.append(labels)
        elif wanted in labels:
            return False
    for labels in numbered.values():
        if len(labels) >= 2 and labels == list(range(1, len(labels) + 1)):
            lists.append(labels)
        elif wanted in labels:
            return False
    return bool(lists) and all(wanted > labels[-1] for labels in lists)


# a numbered point at the start of a line of a text: "1. ...", "2) ..."
_POINT = regex_cache.compile(r"(?m)^[ \t]*(\d{1,2})[.)](?!\d)")


def _unread_provision(view: ClaimView, index: EvidenceIndex, citation: Citation) -> Finding:
    """A numbered provision cited whose number nothing the run read prints: the clause was
    never opened (the witness lists the provisions the outputs do number)."""
    numbered = sorted(
        {
            m.group().strip()
            for leaf in index.leaves
            if leaf.source == "output" and leaf.text is None and isinstance(leaf.raw, str)
            for m in _PROVISION.finditer(leaf.raw[:40000])
        }
    )
    listing = (
        f" (the outputs number: {', '.join(numbered[:6])})"
        if numbered
        else " (no output numbers any provision)"
    )
    return _unread_part(view, citation, "a provision numbered", listing, numbered)


# where in a document a statement is: its page ("p. 7", "pág. 9", "पृष्ठ 5", "第3页"), a
# lettered or numbered annex ("Appendix C", "anexo D", "परिशिष्ट ख", "附件二"), or the
# number of an official notice ("2021年第37号公告"). Cited, it says the run read that
# part of that document: something the run read must print it.
_PAGE = regex_cache.compile(
    r"(?<![\w])(?:pp?\.|pages?|p[aá]g\.|p[aá]gina|पृष्ठ|पेज)\s*(?P<n>\d{1,4})(?![\w,/:]|\.\d)"
    r"|第\s*(?P<han>\d{1,4})\s*页",
    re.IGNORECASE,
)
_ANNEX = regex_cache.compile(
    r"(?<![\w])(?i:annex|appendix|exhibit|anexo|ap[eé]ndice|परिशिष्ट|अनुलग्नक)[\s\-–]*"
    r"(?P<n>[A-Z]|[IVX]{1,4}|\d{1,3}|[कखगघ])(?![\w\u0900-\u097F])"
    r"|(?:附件|附录|附錄|附表)\s*(?P<han>[A-Z]|\d{1,3}|[一二三四五六七八九十]{1,2})(?![A-Za-z\d])"
)
_NOTICE_NO = regex_cache.compile(
    r"第\s*(?P<n>\d{1,5})\s*号\s*(?:公告|令|文件|通知|通告|决定|批复|函|文)"
)
_LOCATOR_KINDS = frozenset(["page", "annex", "notice"])
_HI_LETTERS = {"क": "A", "ख": "B", "ग": "C", "घ": "D"}
_PAGE_KEYS = frozenset(
    ["page", "pages", "page_number", "page_no", "pagina", "página", "页", "页码"]
)


def _annex_id(raw: str) -> str:
    """One spelling of an annex's id across scripts: "ख" and "B", "二" and "2"."""
    if raw in _HI_LETTERS:
        return _HI_LETTERS[raw]
    if _HAN.match(raw):
        value = parse_number(raw, "zh")
        return str(value) if value is not None else raw
    return raw.upper()


def _locator_ids(raw: str) -> set[tuple[str, str]]:
    out: set[tuple[str, str]] = set()
    for m in _PAGE.finditer(raw):
        out.add(("page", m.group("n") or m.group("han")))
    for m in _ANNEX.finditer(raw):
        out.add(("annex", _annex_id(m.group("n") or m.group("han"))))
    for m in _NOTICE_NO.finditer(raw):
        out.add(("notice", m.group("n")))
    for m in re.finditer(r"(\d{1,5})\s*号", raw):
        out.add(("notice", m.group(1)))
    return out


def _locators(
    text: str, low: str, nouns: re.Pattern[str] | None, found: list[Citation]
) -> list[Citation]:
    """Pages, annexes and notice numbers the claim cites in a document: a page only beside a
    document (a source noun or a cited document in the claim; "page 2 of the results" names
    none), an annex and a notice number by themselves."""
    out: list[Citation] = []
    for m in _PAGE.finditer(text):
        rest = low[: m.start()] + " " * (m.end() - m.start()) + low[m.end() :]
        if not found and (nouns is None or nouns.search(rest) is None):
            continue
        out.append(Citation(m.group().strip(), (m.group("n") or m.group("han"),), "page"))
    for m in _ANNEX.finditer(text):
        out.append(
            Citation(m.group().strip(), (_annex_id(m.group("n") or m.group("han")),), "annex")
        )
    for m in _NOTICE_NO.finditer(text):
        out.append(Citation(m.group().strip(), (m.group("n"),), "notice"))
    return out


def _locators_read(index: EvidenceIndex) -> frozenset[tuple[str, str]]:
    """Every page, annex and notice number printed in what the run read (outputs, the
    prompt, the user's words), and every page number an output keeps under a page key."""
    hit: frozenset[tuple[str, str]] | None = index.memo.get("locators read")
    if hit is not None:
        return hit
    found: set[tuple[str, str]] = set()
    for leaf in index.leaves:
        if leaf.text is not None:
            continue
        if isinstance(leaf.raw, str):
            found |= _locator_ids(leaf.raw[:40000])
        elif (
            isinstance(leaf.raw, int)
            and not isinstance(leaf.raw, bool)
            and any(w.lower() in _PAGE_KEYS for w in (leaf.key, *leaf.path))
        ):
            found.add(("page", str(leaf.raw)))
    hit = frozenset(found)
    index.memo["locators read"] = hit
    return hit


def _unread_locator(
    view: ClaimView, citation: Citation, held: frozenset[tuple[str, str]]
) -> Finding:
    """A page, annex or notice cited that nothing the run read prints: that part of the
    document was never opened (the witness lists the ones the run did read)."""
    kind = citation.kind
    same = sorted(n for k, n in held if k == kind)
    what = {"page": "page", "annex": "annex", "notice": "notice numbered"}[kind]
    listing = (
        f" (what the run read holds {what} {', '.join(same[:6])})"
        if same
        else f" (nothing the run read has a {kind} number)"
    )
    return _unread_part(view, citation, what, listing, same)


def _unread_part(
    view: ClaimView, citation: Citation, what: str, listing: str, held: list[str]
) -> Finding:
    """The finding for a part of a document (a provision, a page, an annex) cited that
    nothing the run read prints; ``held`` are the parts it does print (the witness)."""
    return make_finding(
        "source_fabrication",
        view,
        f"the answer cites {citation.text!r}, but nothing the run read holds {what} "
        f"{citation.words[0]}" + listing,
        reason="source_not_in_outputs",
        expected=f"an output holding {what} {citation.words[0]}",
        found=citation.text,
        witness=Witness(kind="sources", value=held[:10]),
    )


def _finding(
    view: ClaimView, index: EvidenceIndex, citation: Citation, message: str, reason: str
) -> Finding:
    known = _known_sources(index)
    listing = (
        f" (the outputs contain: {', '.join(known[:4])})"
        if known
        else " (the outputs cite no source)"
    )
    return make_finding(
        "source_fabrication",
        view,
        message + listing,
        reason=reason,
        expected="a source an output contains",
        found=citation.text,
        witness=Witness(kind="sources", value=known[:10]),
    )


# ---- finding citations ----------------------------------------------------------------------


def _keyed_feed(index: EvidenceIndex, citation: Citation) -> Leaf | None:
    """The output field a source named by one short word is the run's own feed of ("GPS के
    हिसाब से" beside ``gps_last_ping``, "per the telemetry" beside ``telemetry``): the
    first leaf whose key holds that word, or that token as one of its snake_case parts.
    A document named by several words is the record of an output key that spells them in
    order ("the Transfer Certificate" beside ``transfer_certificate_issued``)."""
    named = [w.casefold() for w in citation.words if w.isascii()]
    if citation.kind == "document":
        # (only every word of the name, in order: a key holding one of them names another)
        if 1 < len(named) == len(citation.words) <= 5 and all(
            w.isalpha() and len(w) >= 2 for w in named
        ):
            return _key_spelling(index, tuple(named))
        if len(named) == len(citation.words) == 1 and named[0].isalpha() and len(named[0]) >= 4:
            # one name beside a noun in another script ("SkyCam वीडियो" beside
            # ``skycam_video_inr``): the key that holds the name is the thing named
            return _key_spelling(index, tuple(named))
        return None
    if len(named) != 1 or len(named[0]) < 3 or " " in named[0]:
        return None
    for leaf in index.leaves:
        if leaf.source != "output":
            continue
        keys = [leaf.key]
        if leaf.record is not None:
            keys.append(index.records[leaf.record].key)  # (the object the field is in)
        if any(
            named[0] in (w.casefold() for w in key_words(k)) or named[0] in k.casefold().split("_")
            for k in keys
        ):
            return leaf  # (a hyphened milestone "M-12" is one segment of ``M-12_reports_due``)
    return None


def _ids_held(index: EvidenceIndex, citation: Citation) -> Leaf | None:
    """Two or more codes read as one name ("lots L-24-0612 and L-24-0918"), each of which
    an output holds as a value of its own: the first one's leaf (they are the run's ids,
    no source)."""
    words = citation.words
    if len(words) < 2 or not all(any(ch.isdigit() for ch in w) for w in words):
        return None
    found = [index.strings(fold(w)) for w in words]
    if not all(found):
        return None
    return found[0][0]


def _key_spelling(index: EvidenceIndex, named: tuple[str, ...]) -> Leaf | None:
    """The first output leaf whose own key has ``named`` as consecutive words."""
    n = len(named)
    for leaf in index.leaves:
        if leaf.source != "output":
            continue
        parts = tuple(w.casefold() for w in key_words(leaf.key))
        if any(parts[i : i + n] == named for i in range(len(parts) - n + 1)):
            return leaf
    return None


def _verb_use(words: Words, low: str, at: int) -> bool:
    markers = words.verb_markers
    before = low[max(0, at - 12) : at].rstrip()
    if markers is not None and any(x.end() == len(before) for x in markers.finditer(before)):
        return True
    # "向镇林业站报告": an addressee in the noun's own clause, the noun its verb
    clause = _CLAUSE_BREAK.split(before)[-1]
    return words.addressed is not None and any(
        0 < len(clause) - x.end() <= 10 for x in words.addressed.finditer(clause)
    )


_CLAUSE_BREAK = regex_cache.compile(r"[,;:，；：。、!?！？]")
# a number (no year), and at most one word, right before a word: a noun the number counts
_COUNTED = regex_cache.compile(
    r"(?<![\w.,])(?!(?:19|20)\d\d(?![\d,.]))\d+(?:[.,]\d+)*(?:\s+[^\W\d_]+)?\s+$"
)


_FIRST_WORD = regex_cache.compile(r"[\W_]*(\w+)")


def citations(view: ClaimView, words: Words) -> list[Citation]:
    """The sources a claim cites (see the module docstring), URLs first."""
    text = view.claim.text
    found: list[Citation] = []
    urls: list[tuple[int, int]] = []
    for value in view.values:
        if value.kind == "url":
            found.append(Citation(value.text, (value.text,), "url"))
            urls.append((value.start - view.claim.start, value.end - view.claim.start))
    for m in _BARE_URL.finditer(text):
        if "/" not in m.group(1) or any(a <= m.start() < b for a, b in urls):
            continue
        if "@" in text[max(0, m.start() - 1) : m.start()]:
            continue
        found.append(Citation(m.group(1).rstrip(".,"), (m.group(1),), "url"))
        urls.append((m.start(), m.end()))
    for m in _TITLE_MARKS.finditer(text):
        found.append(Citation(m.group(1), (m.group(1),), "title"))
    low = text.lower()
    nouns = words.source_nouns
    if nouns is not None:
        found.extend(_quoted_titles(text, low, nouns))
    if nouns is not None:
        for m in nouns.finditer(low):
            if any(a <= m.start() < b for a, b in urls):
                continue
            if _verb_use(words, low, m.start()):
                continue  # "Shall I book 11:30?", "I'll post it": a verb, not a document
            if _STATE_BEFORE.search(low, max(0, m.start() - 8), m.start()) or _STATE_AFTER.match(
                low, m.end()
            ):
                continue  # "under review", "en revisión", "समीक्षा में चल रही": a state, no document
            c = _document(text, m.start(), m.end())
            if c is not None and c.kind == "edition" and not _cited(words, low, m.start(), c):
                continue  # "the report of May will follow": named, not drawn on
            if c is not None:
                found.append(c)
    if words.attribution is not None and not any(c.kind in ("document", "title") for c in found):
        for m in words.attribution.finditer(low):
            if _own_word(words, low, m.start(), m.end()):
                continue  # "my estimate is", "यह मेरा अनुमान है": the agent's own word
            if _verb_use(words, low, m.start()):
                # "you reported 12 Barn Swallows", "I noted": the statement is the user's or the
                # agent's, and a name after the verb is what was said, not who said it
                continue
            if m.group().isalpha() and _COUNTED.search(low, max(0, m.start() - 24), m.start()):
                continue  # "4 distinct names (Ana and Bo came twice)": a noun that is counted
            if _in_title(text, m.start()):
                continue  # "the Trail Notes newsletter": a capital mid-clause names, not says
            if m.group()[:1].isascii() and (_DEVANAGARI.search(text) or _HAN.search(text)):
                # "अपनी reports साथ लाएँ": an English word in a Hindi or Chinese sentence is a
                # borrowed noun; that language's verbs are written in its own script
                continue
            c = _attributed(text, m.start(), m.end())
            if c is not None and _counted_results(view, words, c):
                continue  # "另外还找到3条新闻提到X", "3 articles mention X": results, not a name
            if c is not None and _counted_name(view, c):
                continue  # "4 条留言都已回复": the things counted, which the verb tells of
            if c is not None:
                found.append(c)
                break
    if not found and nouns is not None and words.attribution is not None:
        described = _described(text, low, nouns, words.attribution)
        if described is not None:
            found.append(described)
    for m in _ID.finditer(text):
        if any(a <= m.start() < b for a, b in urls):
            continue
        token = m.group()
        if sum(ch.isdigit() for ch in token) < 2 or token[:3] in _CURRENCY_CODES:
            continue  # "EC2", "NZD 1,032": a product, an amount
        if _YEAR_SPAN.fullmatch(token):
            continue  # "FY 2023-24", "2025-26": a fiscal year or a season, no document
        if _PERCENT_AFTER.match(text, m.end()):
            continue  # "GST 18%", "IVA 21 %": a tax and its rate
        if any(token in c.text for c in found):
            continue
        near = low[max(0, m.start() - 40) : m.end() + 40]
        if (nouns is not None and nouns.search(near)) or (
            words.attribution is not None and words.attribution.search(near)
        ):
            found.append(Citation(token, (token,), "id"))
    first = _FIRST_WORD.match(text)
    for m in _PROVISION.finditer(text):
        number = _provision_number(m)
        named = [c for c in found if c.kind == "document" and number in c.words]
        if any(set(c.words) - {number, first and first.group(1)} for c in named):
            continue  # "the Tenancy Handbook (section 3)": the document holds its section
        # "Under clause 4", "section 12B": a capital that only starts the sentence, or the
        # number alone, names no document; the provision is cited by its number
        found = [c for c in found if c not in named]
        found.append(Citation(m.group().strip(), (number,), "provision"))
    found.extend(_locators(text, low, nouns, found))
    if view.values and not view.hedged:
        # a value said to come from a review or rating site named by its name ("豆瓣上有
        # 8.5 分", "4.5 stars on Yelp"): the site must be one the run read
        for cue in view.claim.cues:
            if (
                cue.kind == "source"
                and cue.category == "platforms"
                and _as_source(text, cue.start - view.claim.start, cue.end - view.claim.start)
            ):
                found.append(Citation(cue.text, (cue.text,), "platform"))
    if not view.hedged and words.attribution is not None and words.attribution.search(low):
        # a statement attributed to a party's own channel ("as the studio said on its official
        # account"): the run must have read such a channel
        for cue in view.claim.cues:
            if cue.kind == "source" and cue.category == "channels":
                found.append(Citation(cue.text, (cue.text,), "channel"))
    unique: dict[str, Citation] = {}
    for c in found:
        unique.setdefault(c.text, c)
    return list(unique.values())


# after an attribution word, a determiner, then a source noun and what it is about ("according
# to the guide on pausing", "según la guía de tallas de la web")
_DETERMINED = regex_cache.compile(
    r"\s+(?:the|our|your|its|their|this|la|el|los|las|nuestra|nuestro|nuestras|nuestros|su|sus|"
    r"tu|tus|esta|este)\s+"
)
_ABOUT = regex_cache.compile(
    r"(?:\s+[a-záéíóúñü\-]{3,}){0,2}\s+(?:of|on|for|about|de|del|sobre|que)\s+\w{3,}"
)


# a source noun that names the state a thing is in: "under review", "en revisión", "in
# review"; "समीक्षा में चल रही" (being reviewed), "जाँच में थी" (was under examination)
_STATE_BEFORE = regex_cache.compile(r"(?<!\w)(?:under|in|en|bajo)\s+\Z")
_STATE_AFTER = regex_cache.compile(r"\s*में\s+(?:है|हैं|था|थी|थे|चल|पड़)")


def _counted_results(view: ClaimView, words: Words, citation: Citation) -> bool:
    """Whether the source a claim attributes to ends in a number of source nouns ("3条新闻",
    "three news articles", "तीन खबरें"): a count of what a search returned, which the
    counts check weighs, and no source named."""
    nouns = words.source_nouns
    at = view.claim.text.find(citation.text)
    if nouns is None or at < 0:
        return False
    tail = view.claim.text[at : at + len(citation.text)].lower()
    last = None
    for m in nouns.finditer(tail):
        last = m
    if last is None or tail[last.end() :].strip(" *"):
        return False
    start = view.claim.start + at + last.start()
    return any(
        v.is_number
        and _COUNT_GAP.fullmatch(
            view.claim.text, v.end - view.claim.start, start - view.claim.start
        )
        is not None
        for v in view.values
        if v.end <= start
    )


def _counted_name(view: ClaimView, citation: Citation) -> bool:
    """Whether the name a claim attributes to opens with a Chinese measure word right after
    a number ("4 条留言都已回复"): things counted, no source."""
    at = view.claim.text.find(citation.text)
    if at < 0 or citation.text[:1] not in _HAN_MEASURES:
        return False
    return any(
        v.is_number and not view.claim.text[v.end - view.claim.start : at].strip(" *")
        for v in view.values
        if v.end - view.claim.start <= at
    )


_HAN_MEASURES = frozenset("条條篇份个個则則项項件位名家张張笔筆单單")


# between a number and the source noun it counts: spaces, a measure word, or one more word
# ("3条新闻", "3 news articles")
_COUNT_GAP = regex_cache.compile(r"[\s*]*(?:[条條篇份个個则則项項]|[^\W\d_]+\s+)?[\s*]*")


def _described(
    text: str, low: str, nouns: re.Pattern[str], attribution: re.Pattern[str]
) -> Citation | None:
    """A document cited by what it is about rather than by a name, after an attribution word
    ("according to our guide on refunds", "según el manual de montaje de la marca"): the
    run must have read a document of that kind."""
    for m in attribution.finditer(low):
        det = _DETERMINED.match(low, m.end())
        if det is None:
            continue
        noun = nouns.match(low, det.end())
        if noun is None or not _ABOUT.match(low, noun.end()):
            continue
        return Citation(text[det.end() : noun.end()], (noun.group(),), "described")
    return None


# a title in quotation marks, of a few words ("'Water Supply Bylaws 2018'", "“Código de
# Conducta”"): no sentence inside
_QUOTED = regex_cache.compile(
    r"""(?:(?<![\w])'|[\"“‘«「])([^'\"“”‘’«»「」.!?।。\n]{3,60})(?:'(?![\w])|[\"”’»」])"""
)
_YEAR_END = regex_cache.compile(r"\s(?:19|20)\d\d$|\s[१२][०-९]{3}$")


def _quoted_titles(text: str, low: str, nouns: re.Pattern[str]) -> list[Citation]:
    """Documents cited by a quoted title whose head is a source noun ("'Water Supply
    Bylaws 2018' की धारा 14", 'Section 4 of the "Fleet Rental Agreement"'): the title ends
    with the noun (or the noun and its year) and is dated with a year, or another source
    noun stands right by it (its section, its clause). A quoted label ("tap 'Download
    report'") is neither."""
    out: list[Citation] = []
    for m in _QUOTED.finditer(text):
        title = m.group(1).strip()
        head = _YEAR_END.sub("", title.lower()).rstrip()
        if not any(x.end() == len(head) for x in nouns.finditer(head)):
            continue
        near = low[max(0, m.start() - 16) : m.start()] + " " + low[m.end() : m.end() + 16]
        if _YEAR_END.search(title) is None and nouns.search(near) is None:
            continue
        out.append(Citation(title, (title,), "title"))
    return out


def _cited(words: Words, low: str, s: int, citation: Citation) -> bool:
    """Whether a document at ``s`` is drawn on: an attribution word right before it ("según
    el informe ...") or right after its name ("the March report says")."""
    pattern = words.attribution
    if pattern is None:
        return False
    end = s + len(citation.text)
    before = low[max(0, s - 48) : s]
    return any(
        re.fullmatch(r"(?:\s*[\w'’-]+){0,3}\s*", before[m.end() :]) is not None
        for m in pattern.finditer(before)
    ) or (pattern.match(low, end + 1) is not None or pattern.match(low, end + 2) is not None)


def _in_title(text: str, s: int) -> bool:
    """Whether the word at ``s`` is capitalised inside its clause, after a capitalised word:
    part of a name or a title ("Harbor Notes from the Dock", "Quick Reports Ltd"), not a
    verb of saying. A capital that opens the clause ("Says the ranger: ...") is no sign."""
    if not text[s : s + 1].isupper():
        return False
    before = text[:s].rstrip(" *_")
    last = before.split()[-1:] if before else []
    return bool(last) and last[0][:1].isupper() and before[-1:] not in ".!?:;\n"


def _own_word(words: Words, low: str, s: int, e: int) -> bool:
    """Whether the attribution word at [s, e) is part of a hedge of the speaker's own ("my
    estimate is", "यह मेरा अनुमान है", "据我估计"): a guess of the agent names no source."""
    hedge = words.stance.get("hedge")
    return hedge is not None and any(
        m.start() < e and s < m.end() and m.start() < s
        for m in hedge.finditer(low, max(0, s - 30), e + 30)
    )


# a site named as where a value is read ("豆瓣上", "在猫眼", "on Yelp", "en TripAdvisor"),
# not as a party ("美团有十二个商机")
_SITE_AFTER = regex_cache.compile(
    r"^\s*(?:上|里|裡|中|的评分|的評分|评分|評分|显示|顯示|页面|頁面)"
)
_SITE_BEFORE = regex_cache.compile(
    r"(?:在|据|據|根据|根據|\b(?:on|at|per|según|segun|en|from|according to)|पर|में)\s*$",
    re.IGNORECASE,
)


def _as_source(text: str, s: int, e: int) -> bool:
    """Whether the site named at [s, e) of ``text`` is where the claim's value is read."""
    if s < 0 or e > len(text) or s >= e:
        return False
    return bool(_SITE_AFTER.match(text[e:]) or _SITE_BEFORE.search(text[max(0, s - 16) : s]))


def _bracket_opened(before: str) -> str:
    """What stands before a source noun inside the bracket it sits in ("₹600, GST 18%
    (plan rules)": only "plan" may name the document, not what the bracket follows)."""
    at = max(before.rfind("("), before.rfind("（"))
    if at >= 0 and max(before.rfind(")"), before.rfind("）")) < at:
        return before[at + 1 :]
    return before


def _own_numbered_item(ctx: CheckContext, view: ClaimView, number: str) -> bool:
    """Whether a provision's number is that of an item the answer itself numbered above the
    claim (a table row "| 2 | ...", a list line "2. ..."): a Chinese "第 2 条" is also "the
    second one", and the answer refers back to its own list, citing no document."""
    if not number.isdigit() or not _HAN.search(view.claim.text):
        return False
    above = ctx.answer.text[: view.claim.start]
    row = re.compile(rf"(?m)^[ \t]*(?:\|[ \t]*{number}[ \t]*\||{number}[.)、．])")
    return row.search(above) is not None


def _calendar_owner(owner: str) -> bool:
    """Whether a possessive's owner is a day or a month ("Friday's", "March's", "Today's"),
    which dates a thing and owns nothing."""
    months, weekdays = calendar_names("en")
    word = owner.casefold()
    return word in months or word in weekdays or word in _RELATIVE_OWNERS


_RELATIVE_OWNERS = frozenset({"today", "tonight", "tomorrow", "yesterday"})


# words that join a clause to the one before it ("但", "不过", "所以"), at its head (not a
# one-character word that also opens a name: 就业局, 可口可乐)
_HAN_JOINER = regex_cache.compile(
    r"^(?:但是|但|不过|不過|可是|然而|而且|并且|並且|所以|因此|另外|此外)"
)


_HAN_THIS_IS = regex_cache.compile(
    r"^(?:这就是|這就是|这也是|這也是|这是|這是|那是|此为|此為|这属于|這屬於)"
)


def _document(text: str, s: int, e: int) -> Citation | None:
    """The named document around a source noun at [s, e), if it is named."""
    noun = text[s:e]
    if _HAN.search(noun):
        issued = _HAN_ISSUED.search(text[max(0, s - 40) : s])
        if issued is not None:
            # "根据区城管局 6 月 3 日印发的通知": the issuer, the day, a verb of issuing
            issuer = issued.group(1)
            according = _HAN_ACCORDING.match(issuer)
            if according is not None:
                issuer = issuer[according.end() :]
            if len(issuer) >= 3 and _HAN_ORG.search(issuer):
                return Citation(f"{issuer} … {noun}", (issuer,), "document")
        if text.startswith(("为准", "為準"), e):
            return None  # "以董事会公告为准": what a document will say prevails; none is cited
        before = _bracket_opened(text[max(0, s - 24) : s])
        before = re.split(r"[，,。；;：:！？!?、\s]|上的|里的|中的|在|了", before)[-1]
        before = before.removesuffix("的")
        # "按公司规定", "依协会章程": the preposition of accordance opens the phrase; the
        # issuer is what follows it (the last one: "押金按协会章程退还" has the sentence's
        # subject before it)
        according = _HAN_ACCORDING.match(before)
        cut = according.end() if according is not None else 0
        for later in _HAN_ACCORDING_MID.finditer(before, cut):
            cut = later.end()
        before = before[cut:]
        # "…发放取自某中心规则": a verb of taking from ends what the claim says; the
        # issuer is what follows it
        before = _HAN_TAKEN_FROM.split(before)[-1]
        # ("不过学校规定…": a joining word opens the clause, it is no part of the issuer; so
        # does "这是", "this is": "这是商场的退换规定" names no issuer but the mall)
        before = _HAN_JOINER.sub("", before)
        before = _HAN_THIS_IS.sub("", before)
        if len(before) >= 3 and _HAN_ORG.search(before):
            return Citation(before + noun, (before,), "document")
        # the issuer, then what kind of document it is: "某协会的调查报告"
        issuer, _, kind = before.rpartition("的")
        if len(issuer) >= 3 and len(kind) <= 4 and _HAN_ORG.search(issuer):
            return Citation(f"{issuer}的{kind}{noun}", (issuer,), "document")
        return None
    if _DEVANAGARI.search(noun):
        start = max(0, s - 60)
        while 0 < start < s and text[start - 1].isalnum() and text[start].isalnum():
            start += 1  # (a word the window cuts is not the word: "BBY" of "PBBY")
        before = text[start:s]
        before = re.split(r"[।.!?;:|\n]", before)[-1]  # (a table's cell is its own clause)
        before = _bracket_opened(before)
        # the year after the noun is part of the document's name ("ABC दिशानिर्देश 2019"):
        # the issuer's name alone is held by any output of that issuer
        dated = _YEAR_AFTER.match(text, e)
        year = (dated.group(1),) if dated else ()
        acronyms = _ACRONYM.findall(before)
        if acronyms:
            name = acronyms[-1]
            return Citation(f"{name} … {noun}", (name, *year), "document")
        latin = _latin_owner(before)
        if latin is not None:
            return Citation(f"{latin} … {noun}", (latin, *year), "document")
        m = re.search(r"([\u0900-\u097F ]{3,40}?)\s+(?:की|के|का)\s", before)
        if m is not None and _HI_ORG.search(m.group(1).strip()):
            name = _HI_DETERMINERS.sub("", m.group(1).strip())
            if _HI_ORG.fullmatch(name) is not None:
                return None  # "जो बैंक के आँकड़े", "इस विभाग की रिपोर्ट": a body, not a name
            return Citation(name + " " + noun, (name, *year), "document")
        return None
    words: list[str] = []
    head = text[:s]
    owner = None
    pm = _POSSESSIVE.search(head)
    if pm is not None and pm.group("gap") and not _owner_before_words(pm):
        pm = None  # "Here's where your contract": "'s" is "is", and no one owns a thing
    if pm is not None and _calendar_owner(pm.group(1)):
        pm = None  # "Friday's bulletin", "Today's edition": the day of an issue, no owner
    title_start = s
    if pm is not None:
        owner = pm.group(1)
        title_start = pm.start()
    # capitalised title words right before the noun ("Moderator Handbook", "2024 Transparency"),
    # an acronym in brackets among them ("J.D. Power (NADA) guide"), a title set in
    # emphasis ("the *Winter Pruning Basics* leaflet")
    tm = re.search(
        rf"((?:[*_]{{0,2}}(?:{_NAME_WORD}|\([A-Z]{{2,8}}\))[*_]{{0,2}}\s+){{1,5}})$", head
    )
    if tm is None:
        # a year and a designation, then what the document is about in lower case ("the
        # 2018 Phase IV sediment survey"): the designation names it
        tm = _DESIGNATED.search(head)
    if tm is not None:
        for w in tm.group(1).split():
            w = w.strip("()*_")
            if w.lower() not in _STOP_NAMES and not w.endswith(("'s", "’s")):
                words.append(w)
        title_start = min(title_start, tm.start())
        if (
            len(words) == 1
            and noun[:1].islower()
            and not text[: tm.start()].strip(" *_\"'“‘(#-–—")
            and words[0][1:].islower()
            and words[0].isalpha()
        ):
            # "Of course", "Otras políticas": one word in capitals only because it opens the
            # sentence, before a lower-case noun, names nothing ("Reuters report" at the
            # start is rare; "the Reuters report" keeps its name)
            words = []
    if noun[:1].isupper() and words:
        words.append(noun)
    tail = text[e:]
    after_name = _NAME_OF.match(tail)
    if after_name is None and noun[:1].isupper():
        after_name = _NAME_NEXT.match(tail)  # "la Guía Repsol"
    if after_name is None:
        # what the document is about, then its name: "the winter test Auto Bild", "la
        # encuesta de verano Ipsos" (a name of two words or an acronym, see `_is_name`)
        about = _NAME_OF_ABOUT.match(tail)
        if about is not None and _is_name(about.group(1)):
            after_name = about
    end = e
    if after_name is not None:
        words.extend(
            w
            for w in re.findall(r"[\w&\-]+", after_name.group(1))
            if w[:1].isupper() or w.isdigit()
        )
        end = e + after_name.end()
    sec = _SECTION_AFTER.match(tail)
    if sec is not None and sec.group(1):
        words.append(sec.group(1).rstrip(".,)"))
        end = max(end, e + sec.end())
    if owner is None and not words and noun[:1].isupper():
        # a title in sentence case, dated by its year ("the Refund guide 2025", "la Guía de
        # tarifas 2024"): its words and its year name one edition
        dated = _SENTENCE_TITLE.match(tail)
        if dated is not None:
            words = [noun, *re.findall(r"[^\W\d_]{4,}", dated.group(1)), dated.group(2)]
            end = e + dated.end()
    if owner is None and not words:
        return _edition(text, s, e)
    pre = text[: tm.start()].rstrip(" *_") if tm is not None else ""
    if (
        owner is None
        and not pre.endswith(("'s", "’s"))
        and not pre[-1:].isdigit()
        and (month := _month_only(words, _DAY_AFTER.match(text, end) is not None)) is not None
    ):
        # "the February report", "report from March 2024": a kind and its month, no name (a
        # day before it, an issuer's possessive: "PFB's 10 April 2026 circular" is one issue)
        raw = text[title_start:end].strip(" ,;:()*_")
        return Citation(raw, (noun.lower(), *month), "edition")
    if not words and owner is not None:
        words = [owner]  # "Shimano's service manual": the owner with the noun
        return Citation(text[title_start:end].strip(), (owner, noun.lower()), "document")
    if owner is not None:
        words = [owner, *words]
    if not any(not w.replace(".", "").isdigit() for w in words):
        return None  # "212 reviews": a count, not a source
    return Citation(text[title_start:end].strip(" ,;:()*_"), tuple(words), "document")


def _owner_before_words(pm: re.Match[str]) -> bool:
    """Whether a possessive with words between it and the noun names an owner: a name that
    is no function word, and words between that are no determiner, pronoun or question word
    ("Ofgem's published guidance", not "Here's where your bill stands")."""
    between = pm.group("gap").split()
    return pm.group(1).lower() not in _STOP_NAMES and not any(
        w in _STOP_NAMES or w in _QUESTION_WORDS for w in between
    )


_QUESTION_WORDS = frozenset({"where", "what", "when", "who", "how", "why", "which"})


_MONTH_SHORT = {
    w: n
    for n, ws in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep sept", "oct", "nov", "dec"),
        1,
    )
    for w in ws.split()
}


@cache
def _month_names() -> tuple[re.Pattern[str], dict[str, int]]:
    """Month names as written inside a sentence: Spanish ones in any case, English ones
    capitalised ("of may" is a modal, "of May" the month); and every name -> its month."""
    from babel.dates import get_month_names

    names: dict[str, int] = {"setiembre": 9}
    spanish: set[str] = {"setiembre"}
    for code in ("es", "en"):
        for n, name in get_month_names("wide", locale=code).items():
            names.setdefault(name.casefold(), n)
            if code == "es":
                spanish.add(name.casefold())
    english = [name.capitalize() for name in names if name not in spanish]
    alternatives = "|".join(
        [rf"(?i:{re.escape(w)})" for w in sorted(spanish, key=lambda w: (-len(w), w))]
        + [re.escape(w) for w in sorted(english, key=len, reverse=True)]
    )
    return regex_cache.compile(rf"(?:{alternatives})(?![\w])"), names


# after a lower-case document noun: a few words (what it is, who issued it), then the month
# it is of ("el estudio acústico de la consultora de junio", "the inspection report from
# March 2024"); no comma or stop in between
_EDITION_LEAD = (
    r"^(?:\s+[^\W\d_][\w'’-]*){0,6}?\s+(?:de|del|from|of|dated|in)\s+(?:(?:el\s+)?mes\s+de\s+)?"
)
_EDITION_YEAR = regex_cache.compile(r"^,?\s+(?:de\s+|del\s+)?((?:19|20)\d\d)(?![\d.,:/])")


@cache
def _edition_tail() -> re.Pattern[str]:
    return regex_cache.compile(rf"{_EDITION_LEAD}({_month_names()[0].pattern})")


# a day after a month's name ("Sept 9", "Mar. 3"): the month's short form is one
_DAY_AFTER = regex_cache.compile(r"\.?\s*\d{1,2}(?!\d)")


def _month_only(words: list[str], day_after: bool = False) -> tuple[str, str] | None:
    """(month, year or "") when a document's name words are one month and perhaps a year;
    an English month's short form ("Aug", "Sept") counts only before a day (alone, "Jan"
    may be a person)."""
    names = _month_names()[1]
    if day_after:
        names = {**_MONTH_SHORT, **names}
    months = [names[w.casefold()] for w in words if w.casefold() in names]
    years = [w for w in words if re.fullmatch(r"(?:19|20)\d\d", w)]
    if len(months) != 1 or len(months) + len(years) != len(words) or len(years) > 1:
        return None
    return str(months[0]), years[0] if years else ""


def _edition(text: str, s: int, e: int) -> Citation | None:
    """A document named by its kind and the month it is of, with no name of its own ("el
    estudio acústico de la consultora de junio", "the inspector's report from March"): one
    edition, which the run must have read something of that month for."""
    tail = text[e : e + 120]
    month = _edition_tail().match(tail)
    if month is None:
        return None
    year = _EDITION_YEAR.match(tail[month.end() :])
    end = month.end() + (year.end() if year else 0)
    number = _month_names()[1][month.group(1).casefold()]
    words = (text[s:e].lower(), str(number), year.group(1) if year else "")
    return Citation(text[s : e + end].strip(), words, "edition")


def _attributed(text: str, s: int, e: int) -> Citation | None:
    """The name right after (or right before) an attribution word."""
    marker = text[s:e]
    if _HAN.search(marker):
        after = text[e : e + 24]
        m = _HAN_ATTRIBUTION_TAIL.search(after)
        span = after[: m.start()] if m else ""
        span = span.strip("，,：: ")
        if len(span) >= 3 and _HAN_ORG.search(span):
            return Citation(span, (span,), "name")
        before = re.split(r"[，,。；;：:！？!?、\s]", text[max(0, s - 16) : s])[-1]
        if len(before) >= 3 and _HAN_ORG.search(before):
            return Citation(before, (before,), "name")
        return None
    if _DEVANAGARI.search(marker):
        # a postposition follows its source ("ICAR की सलाह के मुताबिक"): look before it,
        # within its clause (a dash ends one)
        before = re.split(r"[।.!?;:|\n—–]", text[max(0, s - 80) : s])[-1]
        acronyms = _ACRONYM.findall(before)
        name = acronyms[-1] if acronyms else _latin_owner(before)
        if name is not None:
            return Citation(name, (name,), "name")
        return None
    # a verb's subject right before it is the source ("GreatSchools rates the school 8 of
    # 10"); a preposition's object comes after it ("according to the FAA")
    subject = _NAME_LAST.search(text[:s])
    if subject is not None and marker[:1].isalpha() and _is_name(subject.group(1)):
        name = _LEADING_ARTICLE.sub("", subject.group(1))
        return Citation(name, _name_words(name), "name")
    clause = re.split(r"[.;:!?\n]", text[e : e + 60], maxsplit=1)[0]
    for found in _NAME_GROUP_WORD.finditer(clause):
        name = _LEADING_ARTICLE.sub("", found.group(1))
        lead = clause[: found.start(1)]
        if _AMOUNT_IN.search(lead):
            # ("según tu plan, la visita sale a 60,00 € + IVA": the source was the plan,
            # named by its kind; a capitalised word after the figure it states is no source)
            break
        if _is_name(name):
            return Citation(name, _name_words(name), "name")
    before = _NAME_LAST_COMMA.search(text[:s])
    if before is not None:
        name = _LEADING_ARTICLE.sub("", before.group(1))
        if _is_name(name):
            return Citation(name, _name_words(name), "name")
    return None


# an amount or a share the attribution already states ("sale a 60,00 € + IVA")
_AMOUNT_IN = regex_cache.compile(r"\d[\d.,]*\s*(?:[€$£₹¥%]|eur\b|usd\b)|[€$£₹¥]\s*\d", re.I)


# an article that opens a sentence before a name ("The Harbour Line reports ...", "El Banco
# Rural informa ..."): no word of the name, which an output holds without it
_LEADING_ARTICLE = regex_cache.compile(r"^(?:The|A|An|El|La|Los|Las|Lo)\s+(?=[A-Z])")


_NOT_NAMES = frozenset(
    {
        "i",
        "shall",
        "should",
        "would",
        "will",
        "can",
        "could",
        "may",
        "might",
        "must",
        "let",
        "please",
        "do",
        "does",
        "did",
        "is",
        "are",
        "was",
        "were",
        "have",
        "has",
        "the",
        "a",
        "an",
        "if",
        "so",
        "and",
        "or",
        "but",
        "yes",
        "no",
        "ok",
        "also",
        "then",
        "here",
        "there",
    }
)


_CAMEL = regex_cache.compile(r"\b[A-Z][a-z]+[A-Z][A-Za-z]*\b")


def _latin_owner(before: str) -> str | None:
    """The name in Latin letters that owns what follows in Hindi ("AppFigures की ..."): a
    name of two capitalised words or one written in CamelCase, the last in the text."""
    names = [m.group(1) for m in _NAME_GROUP.finditer(before)]
    names = [n for n in names if _is_name(n) or _CAMEL.fullmatch(n)]
    return names[-1] if names else None


def _is_name(name: str) -> bool:
    """Two or more capitalised words, or an acronym of three or more letters; no modal or
    pronoun ("Shall I book ...") counts."""
    parts = [
        w for w in re.findall(r"[\w&\-]+", name) if w[:1].isupper() and w.lower() not in _NOT_NAMES
    ]
    if len(parts) >= 2:
        return True
    # an acronym ("OWASP"), or a brand written in camel case ("GreatSchools", "TripAdvisor")
    return len(parts) == 1 and (
        (parts[0].isupper() and len(parts[0]) >= 3) or _CAMEL.fullmatch(parts[0]) is not None
    )


def _name_words(name: str) -> tuple[str, ...]:
    return tuple(w for w in re.findall(r"[\w&\-]+", name) if w[:1].isupper() or w.isdigit())


# ---- looking them up ------------------------------------------------------------------------


# what an output read from a party's own channel holds: its posts, its statements
_CHANNEL_WORDS = frozenset(
    {
        "post",
        "posts",
        "tweet",
        "tweets",
        "account",
        "handle",
        "social",
        "announcement",
        "statement",
        "press",
        "channel",
        "feed",
        "timeline",
        "instagram",
        "twitter",
        "facebook",
    }
)


def _channel_read(ctx: CheckContext, citation: Citation) -> bool:
    """Whether the run read a party's own channel: an output or a called tool names one
    (its keys or its words are posts, statements, an account), or holds the channel's
    words as the answer wrote them."""
    if _tool_reads(ctx, citation):
        return True
    index = ctx.index
    for call in index.calls:
        if call.usable and set(call.name_words) & _CHANNEL_WORDS:
            return True
    cited = {w for w in fold(citation.text).split() if len(w) > 3} - {"oficial", "official"}
    for leaf in index.leaves:
        if leaf.source == "context":
            continue
        if set(leaf.path) & _CHANNEL_WORDS:
            return True
        if leaf.kind in ("string", "text") and (
            citation.text in str(leaf.raw) or cited & set(_folded(leaf).split())
        ):
            return True
    return False


def _kind_read(ctx: CheckContext, noun: str) -> bool:
    """Whether anything the run read names a document of the noun's kind: a key or a word
    of an output, of the prompt or the user's words, or the name or description of a tool
    it called, by the noun's stem or a concept of it."""
    words = ctx.answer.words
    wanted = {stem(fold(noun))} | (words.concepts_in(noun) - GENERIC_CONCEPTS)
    index = ctx.index
    read: frozenset[str] | None = index.memo.get("kinds read")
    han: str = index.memo.get("han read", "")
    if read is None:
        found: set[str] = set()
        runs: list[str] = []
        said = [leaf.key for leaf in index.leaves if leaf.source != "arguments"]
        said += [
            str(leaf.raw)[:20000]
            for leaf in index.leaves
            if leaf.source != "arguments" and isinstance(leaf.raw, str) and leaf.text is None
        ]
        called = {c.call.tool for c in index.calls if c.usable}
        said += [f"{t.name} {t.description}" for t in index.run.tools if t.name in called]
        for chunk in said:
            for w in _WORDS.findall(fold(chunk.replace("_", " "))):
                found.add(stem(w))
                found |= key_concepts(w)
            found |= words.concepts_in(chunk)
            runs += _HAN_RUN.findall(chunk)
        read = index.memo["kinds read"] = frozenset(found)
        # (a Han noun is read as written: runs of Han are no words to stem)
        han = index.memo["han read"] = "\n".join(runs)
    if _HAN.search(noun) and noun in han:
        return True  # "依协议第 9 条" beside a note that quotes "协议第 9 条"
    return bool(wanted & read)


_WORDS = regex_cache.compile(r"[^\W\d_]{3,}")
# the words of a text in any script, its vowel signs kept ("उपचार" is one word, not "उपच")
_TEXT_WORDS = regex_cache.compile(rf"(?:[^\W\d_]|[{MARKS}]){{3,}}")


def _tool_reads(ctx: CheckContext, citation: Citation) -> bool:
    """Whether a call that ran reads the cited site: its tool's name or description names it
    ("search_yelp", "查询豆瓣评分")."""
    called = {c.call.tool for c in ctx.index.calls if c.usable}
    needle = fold(citation.text).replace(" ", "")
    for spec in ctx.index.run.tools:
        if spec.name in called:
            told = fold(f"{spec.name} {spec.description}").replace(" ", "").replace("_", "")
            if needle and needle in told:
                return True
    return False


def _named_by_a_tool(ctx: CheckContext, citation: Citation) -> bool:
    """Whether every word that names the cited document is a word of the name of a tool
    the run called and that answered ("the HSE report" and ``get_daily_hse_summary``)."""
    named = [fold(w) for w in citation.words if w.strip()]
    if not named or not all(w.isascii() and len(w) > 1 for w in named):
        return False
    for call in ctx.index.calls:
        if call.usable and all(w in set(call.name_words) for w in named):
            return True
    return False


def _reported_unstated(ctx: CheckContext, view: ClaimView) -> Finding | None:
    """A statement a document the run read is said to make ("the warranty terms also state
    that a yearly service keeps the cover valid", "la hoja dice que …") when
    that document's record holds almost none of the statement's words, and no output holds
    them either: the answer puts words in the document's mouth. The document is the output
    record whose title or kind holds the noun the claim names it by; the witness is that
    record. At least four content words; fewer than a third of them held anywhere."""
    reporting = _REPORTED.get(view.claim.language)
    if reporting is None:
        return None
    low = view.claim.text.lower()
    m = reporting.search(low)
    # (a rule is said under its condition and as what one may do: "if the date is lost,
    # you can, per the policy, …")
    excluded = {"question", "offer", "conditional"}
    if m is None:
        # "…, or, per the policy, swap it for credit": what follows the attribution, to the
        # end of its clause, is put in the document's mouth the same way
        per = _PER_DOCUMENT.get(view.claim.language)
        m = per.search(low) if per is not None else None
        excluded = {"question"}
    if m is None:
        return None
    noun, said = m.group(1), m.group(2)
    words = ctx.answer.words
    then = words.stance.get("consequence")
    cut = then.search(said) if then is not None else None
    said = said[: cut.start()] if cut is not None else said  # (what it draws is the answer's)
    # (a rule's "may" grants leave, it hedges nothing: "per the rules, guests may bring one
    # dog"; the claim's stance read it as a hedge)
    permits = _PERMITS.get(view.claim.language)
    plain = permits.sub(" ", said) if permits is not None else said
    stance = view.stance - ({"hedge"} if plain != said and not words.has("hedge", plain) else set())
    if stance & excluded or words.has("hedge", plain):
        return None
    index = ctx.index
    kinds = words.concepts_in(noun) - GENERIC_CONCEPTS
    holders = [
        leaf
        for leaf in index.leaves
        if leaf.source == "output"
        and isinstance(leaf.raw, str)
        and leaf.text is None
        # (a record's field, or an output that is a text of its own: a page, a notice)
        and (leaf.record is not None or len(leaf.raw) >= 200)
        and (
            f" {noun} " in f" {fold(leaf.raw)} "
            or noun in {stem(w) for w in key_words(leaf.key)}
            or stem(noun) in {stem(w) for w in key_words(str(leaf.raw))}
            # ("the datasheet" and ``sheet_id``: the kind of document, by what it means)
            or bool(kinds & {c for w in key_words(leaf.key) for c in key_concepts(w)})
            # (or a short title that means it: "la política" and "Late Return Policy")
            or (
                len(leaf.raw) <= 60
                and bool(kinds & {c for w in key_words(leaf.raw) for c in key_concepts(w)})
            )
        )
    ]
    if not holders:
        return None
    # (the record that says the most: the document's text, not a line naming it)
    holder = max(holders, key=lambda leaf: _record_text_length(index, leaf))
    content = {stem(w) for w in _CONTENT.findall(said) if w not in _REPORT_STOP and not w.isdigit()}
    if len(content) < 4:
        return None
    held: set[str] = set()
    for leaf in index.leaves:
        if leaf.source == "output" and isinstance(leaf.raw, str):
            held |= {stem(w) for w in _CONTENT.findall(leaf.raw.lower())}
    found = content & held
    if 3 * len(found) >= len(content):
        return _figure_unstated(ctx, view, noun, m.start(2), len(said), holders)
    return make_finding(
        "source_fabrication",
        view,
        f"the answer says the {noun} states {quote(said.strip(), 80)}, but what the run read "
        f"of it ({quote(str(holder.raw), 60)}) holds {len(found)} of its {len(content)} words",
        reason="source_does_not_state",
        expected=f"the statement in what the run read of the {noun}",
        found=said.strip()[:200],
        witness=witness_of(index, holder, note=f"the {noun} the run read"),
    )


def _figure_unstated(
    ctx: CheckContext, view: ClaimView, noun: str, at: int, length: int, holders: list[Leaf]
) -> Finding | None:
    """A figure in what the claim says a document states ("per the rules, visitors may bring
    at most two guests") that the document the run read does not hold: no record of a
    document of that kind prints it, matches it, or gave a number it was worked out from.
    The witness is the document's record. Only a document of prose (a dozen words or more)
    is read so; a figure of the answer's own arithmetic on the document's terms stays."""
    index = ctx.index
    texts = {leaf.id: _record_text(index, leaf) for leaf in holders}
    documents = [leaf for leaf in holders if len(_TEXT_WORDS.findall(texts[leaf.id])) >= 12]
    if not documents:
        return None
    records = {leaf.record for leaf in documents}
    start = view.claim.start + at
    direct = ctx.matched.get(view.id, {})
    derived = ctx.derived.get(view.id, {})
    held: set[Decimal] = set()
    for leaf in documents:
        text = texts[leaf.id]
        held |= {Decimal(f.group().replace(",", "")) for f in _FIGURE.finditer(text)}
        # (and in words, in the answer's language or in English: "two guests")
        for language in {ctx.answer.words.language, "en"}:
            pattern = number_words(language)
            for w in pattern.finditer(text.lower()) if pattern is not None else ():
                n = parse_number(w.group(), language)
                if n is not None:
                    held.add(Decimal(n))
    # (a decade the document gives by its year is the one the answer gives by its tens: "in
    # the 1980s" is "in the eighties", "en la década de los ochenta", "अस्सी के दशक में")
    held |= {y % 100 for y in held if 1900 <= y < 2100 and y % 10 == 0}
    for i, v in enumerate(view.values):
        if not start <= v.start < start + length or v.stated is None or v.year_like:
            continue
        if v.kind not in ("number", "money", "percent", "duration"):
            continue
        # (as stated, or as written: "72 hours" is 259,200 seconds, "£2 million" two million)
        written = _FIGURE.search(v.text)
        shown = Decimal(written.group().replace(",", "")) if written else None
        if v.stated.value in held or shown in held:
            continue
        used = [*direct.get(i, ()), *derived.get(i, ())]
        if any(_of_records(index, index.leaves[lid], records) for lid in used):
            continue
        document = max(documents, key=lambda leaf: _record_text_length(index, leaf))
        text = texts[document.id]
        return make_finding(
            "source_fabrication",
            view,
            f"the answer says the {noun} states {v.text!r}, but what the run read of it "
            f"({quote(text, 80)}) holds no such figure",
            reason="source_does_not_state",
            expected=f"{v.text} in what the run read of the {noun}",
            found=text[:200],
            witness=witness_of(index, document, note=f"the {noun} the run read lacks {v.text}"),
        )
    return None


def _record_text(index: EvidenceIndex, leaf: Leaf) -> str:
    record = index.record_of(leaf)
    if record is None:
        return str(leaf.raw)
    return " ".join(
        x.raw for x in index.subtree_leaves(record.id, depth=1) if isinstance(x.raw, str)
    )


def _of_records(index: EvidenceIndex, leaf: Leaf, records: set[int | None]) -> bool:
    """Whether ``leaf`` is a field of one of ``records``, or read in a text of one."""
    if leaf.text is not None:
        leaf = index.leaves[leaf.text]
    return leaf.record in records


def _record_text_length(index: EvidenceIndex, leaf: Leaf) -> int:
    record = index.record_of(leaf)
    if record is None:
        return len(leaf.raw) if isinstance(leaf.raw, str) else 0
    return sum(
        len(x.raw) for x in index.subtree_leaves(record.id, depth=1) if isinstance(x.raw, str)
    )


# "the <noun> (also) notes that …": a statement put in a document's mouth; the noun is one
# word, the document's kind, that an output record's title or key holds
_REPORTED = {
    "en": regex_cache.compile(
        r"\b(?:the|your|this|our|its|these)\s+(?:[a-z\-]+\s+){0,2}?([a-z]{4,})\s+(?:also\s+)?"
        r"(?:(?:does|do|did)\s+)?(?:(?:notes?|says?|states?|mentions?|indicates?|explains?|"
        r"adds?|warns?|specif(?:y|ies)|stipulates?|recommends?)\s+that\b"
        # (or what it demands, said with no "that": "the rules require one adult per ten")
        r"|(?:requires?|demands?|calls?\s+for)\b)(.+)"
    ),
    "es": regex_cache.compile(
        r"\b(?:la|el|las|los|su|sus|tu|tus|esta|este|estas|estos)\s+([a-záéíóúñ]{4,})\s+"
        r"(?:[a-záéíóúñ]+\s+){0,3}?(?:también\s+)?(?:(?:indican?|dicen?|señalan?|establecen?|"
        r"mencionan?|advierten?|recomiendan?|especifican?|explican?|añaden?)\s+que\b"
        r"|(?:exigen?|piden?|requieren?|obligan?\s+a)\b)(.+)"
    ),
}
# "per the policy, …", "according to the handbook, …", "según el reglamento, …": an
# attribution to a document by its kind, then what it is said to say, to the clause's end
_PER_DOCUMENT = {
    "en": regex_cache.compile(
        r"\b(?:per|according\s+to|as\s+stated\s+in)\s+(?:the|your|our|its)\s+"
        r"(?:[a-z\-]+\s+){0,2}?([a-z]{4,}),\s+([^.;:!?]+)"
    ),
    "es": regex_cache.compile(
        r"\b(?:según|conforme\s+a)\s+(?:la|el|las|los|su|tu|nuestra|nuestro)\s+"
        r"([a-záéíóúñ]{4,})(?:\s+[a-záéíóúñ]+){0,2}?,\s+([^.;:!?]+)"
    ),
}
# a modal by which a rule gives leave (English "may" also hedges: "it may rain")
_PERMITS = {"en": regex_cache.compile(r"\bmay\b")}
_CONTENT = regex_cache.compile(r"[a-záéíóúñü]{4,}")
_REPORT_STOP = frozenset(
    {"that", "this", "have", "has", "with", "from", "your", "will", "they", "them", "also",
     "must", "should", "during", "after", "before", "into", "about", "there", "their", "been",
     "which", "when", "while", "were", "than", "then", "more", "only", "such", "each",
     "para", "porque", "desde", "hasta", "cuando", "también", "este", "esta", "estos", "estas",
     "tiene", "tienen", "debe", "deben", "puede", "pueden", "sobre", "entre", "como", "pero"}
)  # fmt: skip


def _url_known(ctx: CheckContext, key: str) -> bool:
    index = ctx.index
    if key in index.urls:
        return True
    host = key.split("/")[0]
    for allowed in ctx.allowed_sources:
        a = normalize_url(allowed)
        if key == a or key.startswith(a.rstrip("/") + "/") or host == a or host.endswith("." + a):
            return True
    if "/" not in key:
        # a bare domain ("news.example.org") names the site of any page the run opened there
        for known in index.urls:
            site = known.split("/")[0]
            if site == key or site.endswith("." + key):
                return True
    needle = key.split("?")[0]
    for leaf in index.leaves:
        if (
            leaf.kind in ("text", "string", "url")
            and needle
            and needle in _squash_urls(str(leaf.raw))
        ):
            return True
    return any(needle and needle in _squash_urls(message.content) for message in index.run.context)


_SCHEME = regex_cache.compile(r"https?://(www\.)?")


def _squash_urls(text: str) -> str:
    return _SCHEME.sub("", text.casefold())


def _holder(index: EvidenceIndex, citation: Citation, seen: bool = True) -> Leaf | None:
    """An output value that holds every word naming the source (one value, all words)."""
    words = [w for w in citation.words if w]
    if not words:
        return None
    han = [w for w in words if _HAN.search(w)]
    latin = [fold(w) for w in words if not _HAN.search(w)]
    latin = [w for w in latin if w]
    numbers = [w for w in latin if w.replace(" ", "").replace(".", "").isdigit()]
    for leaf in _holder_candidates(index, latin, numbers):
        if leaf.kind not in ("string", "text", "url", "email"):
            if leaf.number is not None and numbers and len(latin) == 1:
                try:
                    if leaf.number == Decimal(numbers[0]):
                        return leaf
                except Exception:
                    pass
            continue
        if leaf.text is not None:
            continue
        raw = str(leaf.raw)
        if (
            leaf.source == "context"
            and citation.kind == "document"
            and not seen
            and not _names_document(raw, citation)
        ):
            continue  # the prompt names the issuer (its employer, the user's topic), not the
            # circular or the press release the answer says it read
        if han and not all(_han_holds(raw, h) for h in han):
            continue
        if latin:
            hay = f" {_folded(leaf)} "
            squashed = hay.replace(" ", "")
            if not all(
                f" {w} " in hay or (len(w) >= 5 and w.replace(" ", "") in squashed) for w in latin
            ):
                continue
            if citation.kind == "name" and len(latin) >= 2:
                # a name is held as written, its words together ("Bodas del Sur"), not
                # as common words scattered through a page
                phrase = fold(citation.text)
                if f" {phrase} " not in hay and phrase.replace(" ", "") not in squashed:
                    continue
        return leaf
    if citation.kind == "document" and len(latin) >= 2 and not han:
        # "Informe ILN-25-0912 del Instituto X" beside a record whose ``report_id`` and
        # ``name`` hold them apart: one record, its fields together, names the document
        for leaf in _holder_candidates(index, latin, numbers):
            record = index.record_of(leaf)
            if record is None or leaf.source != "output":
                continue
            hay = " ".join(
                f" {_folded(x)} "
                for x in index.subtree_leaves(record.id, depth=1)
                if isinstance(x.raw, str) and x.text is None
            )
            if all(f" {w} " in hay for w in latin):
                return leaf
    if _INITIALISM.fullmatch(citation.text.strip()):
        # "CPW warns of long waits" beside a prompt for "Colorado Parks and Wildlife": the
        # initials of a name the run holds name that body
        for leaf in index.leaves:
            if (
                leaf.kind in ("string", "text")
                and leaf.text is None
                and _initials_hold(str(leaf.raw), citation.text.strip())
            ):
                return leaf
    return None


_INITIALISM = regex_cache.compile(r"[A-Z]{2,6}")
_CAPITAL_WORD = regex_cache.compile(r"[A-Z][\w'’-]*")


def _initials_hold(raw: str, acronym: str) -> bool:
    """Whether ``raw`` holds capitalised words, one after another once the lower-case words
    between them are left out, whose initials spell ``acronym`` ("Colorado Parks and
    Wildlife" for CPW)."""
    if len(raw) > 4000:
        return False
    heads = _CAPITAL_WORD.findall(raw)
    n = len(acronym)
    return any(
        "".join(w[0] for w in heads[i : i + n]) == acronym for i in range(len(heads) - n + 1)
    )


def _holder_candidates(index: EvidenceIndex, latin: list[str], numbers: list[str]) -> list[Leaf]:
    """The leaves that may hold a citation's words, in index order: every leaf when it has
    no Latin word; else the strings whose folded form, spaces dropped, holds its longest
    word (what `_holder` asks of each, found by one search of all of them joined, not a
    pass over every leaf for every citation), and the numbers equal to its one number."""
    needle = max((w.replace(" ", "") for w in latin), key=len, default="")
    if not needle:
        return index.leaves
    joined, starts, ids = _squashed_strings(index)
    found: list[int] = []
    at = joined.find(needle)
    while at >= 0:
        k = bisect_right(starts, at) - 1
        found.append(ids[k])
        if k + 1 >= len(starts):
            break
        at = joined.find(needle, starts[k + 1])
    if numbers and len(latin) == 1:
        try:
            number = Decimal(numbers[0])
        except Exception:
            number = None
        if number is not None:
            found.extend(leaf.id for leaf in index.numbers_between(number, number))
    return [index.leaves[lid] for lid in sorted(set(found))]


def _squashed_strings(index: EvidenceIndex) -> tuple[str, list[int], list[int]]:
    """The folded form of every string, text, URL and e-mail of the run with its spaces
    dropped, joined by NULs; where each starts; its leaf (once per run)."""
    key = ("squashed strings", len(index.leaves))
    hit: tuple[str, list[int], list[int]] | None = index.memo.get(key)
    if hit is None:
        parts: list[str] = []
        starts: list[int] = []
        ids: list[int] = []
        at = 0
        for leaf in index.leaves:
            if leaf.kind in ("string", "text", "url", "email") and leaf.text is None:
                squashed = _folded(leaf).replace(" ", "")
                parts.append(squashed)
                starts.append(at)
                ids.append(leaf.id)
                at += len(squashed) + 1
        hit = index.memo[key] = ("\0".join(parts), starts, ids)
    return hit


def _figures(view: ClaimView, citation: Citation, words: Words) -> str:
    return ", ".join(repr(v.text) for v in _stated_figures(view, citation, words)[:3])


def _stated_figures(view: ClaimView, citation: Citation, words: Words) -> list[Value]:
    """The amounts and percents the claim attributes to ``citation``: a bare number ("12 of
    them") is as likely the answer's own tally of a list as the source's; and a figure of
    another stretch of the sentence that names a source of its own ("the wiring comes from
    the inspector's note on unit 4B, the $96 fee from the price list") is that source's."""
    found = [v for v in view.values if v.kind in ("money", "percent") and v.stated is not None]
    text, base = view.claim.text, view.claim.start
    at = text.find(citation.text)
    if at < 0 or len(found) == 0:
        return found
    cuts = [0, *(m.end() for m in _LIST_CUT.finditer(text)), len(text) + 1]
    spans = list(itertools.pairwise(cuts))
    own = next((a, b) for a, b in spans if a <= at < b)
    if len(spans) == 1:
        return found

    apart = [
        (a, b)
        for a, b in spans
        if (a, b) != own
        and (
            _SOURCED_FROM.search(piece := text[a:b].lower()) is not None
            or (words.attribution is not None and words.attribution.search(piece) is not None)
        )
    ]
    return [v for v in found if not any(a <= v.start - base < b for a, b in apart)]


# the stretches of a sentence that list what comes from where
_LIST_CUT = regex_cache.compile(r"[,;，；、]\s*")
_SOURCED_FROM = regex_cache.compile(r"(?<![\w])from(?![\w])|来自")


def _source_states(ctx: CheckContext, view: ClaimView, holder: Leaf, citation: Citation) -> bool:
    """Whether the output record that names a cited source states one of the figures the
    claim attributes to it ("Según Bodas del Sur, ... un 35 %" beside a result whose title
    is that guide and whose snippet gives other figures), when no output states that
    figure at all. What the run read of a source is what it can say the source says; a
    figure the answer worked out itself from other outputs is not the source's. A claim
    without figures, or a source named only in the prompt, is left alone."""
    figures = _stated_figures(view, citation, ctx.answer.words)
    if not figures or holder.call is None:
        return True
    index = ctx.index
    record = index.record_of(holder)
    ids = (
        {leaf.id for leaf in index.subtree_leaves(record.id)} if record is not None else set()
    ) | {holder.id}
    held = [
        # an amount in minor units (``amount_cents: 1200``) states the "$12" the answer gives
        leaf.number / 100 if leaf.key and is_minor_key(leaf.key) else leaf.number
        for leaf in index.leaves
        if leaf.number is not None and (leaf.id in ids or leaf.text in ids)
    ]
    for v in figures:
        assert v.stated is not None
        want, half = v.stated.value, v.stated.step / 2
        if next(index.numbers_between(want - half, want + half), None) is not None:
            return True  # an output states it: where it sits is the values check's matter
        for number in held:
            if abs(number - want) <= half or (
                v.kind == "percent" and abs(number * 100 - want) <= half
            ):
                return True
    return False


def _issuance_held(ctx: CheckContext, view: ClaimView, citation: Citation, holder: Leaf) -> bool:
    """For a document cited with its date ("IMC की 28 मार्च की प्रेस विज्ञप्ति"): whether
    the output that names its issuer holds that document, by its kind (the record names
    the noun) or by its date (the same output holds the day). An issuer's name beside other
    papers of its own ("IMC Property Tax Rules") is not the press release."""
    day = _date_before(view, citation)
    if day is None:
        return True
    index = ctx.index
    record = index.record_of(holder)
    leaves = list(index.subtree_leaves(record.id)) if record is not None else [holder]
    if any(_names_document(str(leaf.raw), citation) for leaf in leaves):
        return True
    return any(leaf.call == holder.call for leaf in index.on_day(day))


def _date_before(view: ClaimView, citation: Citation) -> date | None:
    """The day a document citation is dated with, when it has one (see `_dated`)."""
    if citation.kind != "document":
        return None
    noun = citation.text.split("…")[-1].strip()
    at = view.claim.text.find(noun)
    if at < 0:
        return None
    at += view.claim.start
    for v in view.values:
        if v.kind == "date" and v.day is not None and v.end <= at and at - v.end <= 12:
            return v.day
    return None


def _dated(view: ClaimView, citation: Citation) -> bool:
    """A document cited with its date ("PFB के 3 मई 2026 के सर्कुलर", "the March 28
    press release"): one issuance, which an output must show, not a prompt's mention of the
    issuer."""
    if citation.kind != "document":
        return False
    noun = citation.text.split("…")[-1].strip()
    at = view.claim.text.find(noun)
    if at < 0:
        return False
    at += view.claim.start
    return any(v.kind == "date" and v.end <= at and at - v.end <= 12 for v in view.values)


def _edition_read(index: EvidenceIndex, citation: Citation) -> bool:
    """Whether anything of the run (an output, the prompt) is of the month a document kind
    is cited with: a date in it, that month and year written alone ("2025-04"), a numeric
    date inside a string ("27/04/2025"), or the month's name."""
    month = int(citation.words[1])
    year = int(citation.words[2]) if citation.words[2] else None
    _, names = _month_names()
    spoken = [fold(name) for name, n in names.items() if n == month]
    numeric = re.compile(
        rf"(?<!\d)(?:\d{{1,2}}[/.-]0?{month}[/.-](?:19|20)?\d\d|(?:19|20)\d\d-0?{month}(?:-\d\d)?)(?!\d)"
    )
    for leaf in index.leaves:
        day = leaf.when.day if leaf.when is not None else None
        if day is not None and day.month == month and year in (None, day.year):
            return True
        if not isinstance(leaf.raw, str) or leaf.text is not None:
            continue
        if numeric.search(leaf.raw):
            return True
        hay = f" {_folded(leaf)} "
        if any(f" {w} " in hay for w in spoken):
            return True
    return False


def _document_seen(ctx: CheckContext, citation: Citation) -> bool:
    """Whether an output is a document of the kind cited: its keys or words name the
    noun ("el aviso" beside an output's ``mensajes``), so the issuer the prompt names
    stands behind it."""
    if citation.kind != "document":
        return True
    from nyaya.checks.inference import output_vocabulary

    rest = _document_noun(citation)
    vocab = output_vocabulary(ctx.index)
    concepts = ctx.answer.words.concepts_in(rest) - {"name", "date", "time", "number"}
    nouns = {stem(w) for w in fold(rest).split() if len(w) > 2}
    return bool(concepts & vocab or nouns & vocab)


def _document_noun(citation: Citation) -> str:
    """The words of a cited document that are not its issuer: "सर्कुलर" of "EPFO … सर्कुलर"."""
    rest = citation.text
    for w in citation.words:
        rest = rest.replace(w, " ")
    return rest.replace("…", " ")


def _names_document(raw: str, citation: Citation) -> bool:
    """Whether ``raw`` names the kind of document cited, not only its issuer."""
    nouns = [w for w in fold(_document_noun(citation)).split() if len(w) > 2]
    hay = f" {fold(raw)} "
    return not nouns or any(f" {w} " in hay for w in nouns)


def _han_holds(raw: str, phrase: str) -> bool:
    """Whether ``raw`` holds a Han phrase, or most of its character pairs and its last pair:
    a title's head names what the document is ("…管理制度", a regulation), and a text that
    names the same subject with another head ("…管理系统", a system) names no such document."""
    if phrase in raw:
        return True
    grams = [phrase[i : i + 2] for i in range(len(phrase) - 1)]
    grams = [g for g in grams if _HAN.match(g[0]) and _HAN.match(g[-1])]
    if grams and _HAN.match(phrase[-1]) and grams[-1] == phrase[-2:] and grams[-1] not in raw:
        return False
    if bool(grams) and sum(1 for g in grams if g in raw) * 10 >= 7 * len(grams):
        return True
    return len(phrase) >= 4 and _abbreviates(raw, phrase)


def _abbreviates(raw: str, phrase: str) -> bool:
    """Whether ``raw`` holds ``phrase`` as a Chinese shortening of a longer name: its
    first pair and its last pair, in order, with at most as many characters again between
    them (a name shortened by dropping its middle characters)."""
    head, tail = phrase[:2], phrase[-2:]
    at = raw.find(head)
    while at >= 0:
        end = raw.find(tail, at + 2, at + 2 * len(phrase) + 2)
        if end >= 0:
            return True
        at = raw.find(head, at + 1)
    return False


_FOLDED: dict[int, tuple[Leaf, str]] = {}


def _folded(leaf: Leaf) -> str:
    hit = _FOLDED.get(id(leaf))
    if hit is not None and hit[0] is leaf:
        return hit[1]
    folded = leaf.folded or fold(str(leaf.raw)[:20000])
    if len(_FOLDED) > 4096:
        _FOLDED.clear()
    _FOLDED[id(leaf)] = (leaf, folded)
    return folded


def _known_sources(index: EvidenceIndex) -> list[str]:
    out: list[str] = list(index.urls)
    for leaf in index.leaves:
        if (
            leaf.kind == "string"
            and leaf.text is None
            and leaf.key.lower()
            in ("title", "source", "publisher", "site", "domain", "name", "url")
        ):
            out.append(str(leaf.raw))
        if len(out) > 30:
            break
    return list(dict.fromkeys(out))
