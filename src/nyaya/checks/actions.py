"""Actions and lookups: "I've sent", "I booked", "I checked your calendar" need a call.

An **action claim** is a clause in which the agent reports having done something: a verb
of acting (the ``[actions]`` classes of the language's lexicon: send, book, cancel,
update, ...) in a completed form, with the agent as its subject (a first-person subject,
or none in a list of what was done), not negated, not a question, an offer, a plan or a
condition. A **lookup claim** reports having looked something up ("I checked your
calendar").

An action claim is supported by a call that ran without error and whose tool does that
kind of thing: its name, description or arguments carry the words of the action class
(``actions.toml``). It is fabricated (``fabricated_tool_call``) when no call of the run
does; the witness is the list of calls that exist, and a declared tool that would have
done it but was never called, when there is one. A declared, uncalled tool whose own
description tells the act better than any called tool's does ("Aparta repuestos" for
"le aparté las piezas") is such a tool too. Forms that report the same act as a plainer
one (a Hindi causative) are read as that form (``actions.toml [plain_forms]``). A lookup
claim is fabricated only when the run made no call at all, or when a declared tool reads
what the claim names but nothing that was called does.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from nyaya.checks.answer import ClaimView
from nyaya.checks.base import (
    CheckContext,
    Outcome,
    make_finding,
    names_an_act,
    quote,
    reads,
    writes,
)
from nyaya.checks.language import (
    GENERIC_CONCEPTS,
    Words,
    action_tool_words,
    actions_table,
    concepts_of_words,
    key_concepts,
    number_words,
)
from nyaya.claims import regex_cache
from nyaya.claims.phrases import WORD_CHAR, compile_phrases
from nyaya.evidence.fold import LETTERS, fold, key_words, stem
from nyaya.evidence.index import CallInfo, EvidenceIndex, Leaf
from nyaya.report import Evidence, Finding, Witness
from nyaya.run import ToolSpec

__all__ = ["ActionClaim", "action_claims", "check_actions"]

_WORD = regex_cache.compile(LETTERS)
_CLAUSE_BREAK = regex_cache.compile(
    r"(?<!\d)\.|\.(?!\d)|(?<!\d):|:(?!\d)|[;!?。；：！？\n]|,\s+(?:and|but|so|y|pero|और|लेकिन)\s"
    r"|\s-\s|—"
)  # (a dot between digits is a decimal point: "5.3 米"; a colon, a clock: "9:30")
# where a clause starts, looking back from its verb: a dot between Latin letters or digits
# and a letter is no break there, it is inside an e-mail, a URL or a file name ("पर भेज दी"
# after "a.b@mail.com")
_CLAUSE_START = regex_cache.compile(
    r"(?<![A-Za-z0-9])\.|\.(?![A-Za-z0-9])|(?<!\d):|:(?!\d)|[;!?。；：！？\n]"
    r"|,\s+(?:and|but|so|y|pero|और|लेकिन)\s|\s-\s|—"
)  # (a colon between digits is a clock: "9:30")
# a claim that is a bold title alone, of a few words and no figure
_TITLE = regex_cache.compile(r"\s*\*\*[^\W\d_]+(?:[ -][^\W\d_]+){0,3}\*\*\s*")
_DETERMINER = regex_cache.compile(
    r"\s+(?:the|a|an|your|my|our|his|her|their|this|that|these|those)\b"
)
_LIST_START = regex_cache.compile(
    r"^\s*(?:[-*+•]\s+|\d+[.)]\s+)?(?:[✔✓✅☑]\ufe0f?\s*)?(?:\*\*)?(?:also\s+|then\s+)?", re.I
)
_HAN = regex_cache.compile(r"[\u3400-\u9fff]")


@dataclass(frozen=True, slots=True)
class ActionClaim:
    """One reported action: its class (``send``, ``book``, ``lookup``...), the verb phrase
    as written and where, and the words of what it acted on."""

    action: str
    phrase: str
    start: int
    end: int
    object_words: frozenset[str]
    impersonal: bool = False  # "has been sent to your e-mail": no doer named
    # the object's words as far as its clause reaches, short words not counted ("sent the
    # mailer and the card offer to secure shredding" reaches "shredding")
    reach: frozenset[str] = frozenset()


def action_claims(view: ClaimView, words: Words, answer: str = "") -> list[ActionClaim]:
    """The actions the agent reports in this claim (see the module docstring); ``answer``,
    the whole answer, lets an act of adding be read with the sentence after its own."""
    if "question" in view.stance:
        return []
    text = view.claim.text
    low = _plain_forms(text.lower(), words.language)
    found: list[ActionClaim] = []
    taken: list[tuple[int, int]] = []
    offers: list[tuple[int, int]] = []
    offer = words.stance.get("offer")
    if offer is not None:
        offers.extend((m.start(), m.end()) for m in offer.finditer(low))  # "let me know"
    # (Hindi puts an aside in brackets between the object and its verb, "शिकायत (6 टूटे पीस)
    # दर्ज कर दी", which the phrase of the act spans)
    hits = words.actions_in(_unbracketed(low) if words.language == "hi" else low)
    # where the claim's dates and times stand: a Hindi object stands before them
    when = [
        (v.start - view.claim.start, v.end - view.claim.start)
        for v in view.values
        if v.kind in ("date", "time")
    ]
    # a verb that is the first half of a noun, and where that noun ends ("续费记录")
    nouns = [(e, end) for _, _, e in hits if (end := _names_a_record(low, e, words.language))]
    # the longest phrase at a place wins; a lookup only where no action is
    hits.sort(key=lambda h: (h[0] == "lookup", h[1], -(h[2] - h[1])))
    for action, s, e in hits:
        if True:
            if any(a < e and s < b for a, b in offers):
                continue
            if any(a < e and s < b and (a, b) != (s, e) for a, b in taken):
                continue  # (the same words may name two classes: "ब्लॉक कर", book or block)
            if _time_clause(low, s, e, words):
                continue
            if words.language == "hi" and _users_own(low, s, e):
                continue  # "आपकी भेजी हुई फ़ाइल": the file you sent, no act of the agent's
            if _describes_items(low, s, e, words.language):
                continue
            if any(a <= s < b for a, b in nouns) or _after_possessive(low, s, words.language):
                continue  # the head of a noun ("续费记录"), or a noun after "的" ("您的押金")
            if any(a == e for a, _ in nouns) or _reckons(
                low, action, s, e, words, _sentence_after(view, e, answer)
            ):
                continue
            if action != "lookup" and _object_of_lookup(low, s, e, hits, words.language):
                continue  # "我查了维修记录": the records looked at, no record made
            impersonal = False
            # (a Hindi verb comes last: "माल भी गिन लिया" names its object before it)
            before = words.language == "hi"
            objects = (
                _object_before_verb(low, s, words, when) if before else _object_words(low, e, words)
            )
            if not before and _adverbs_only(low, e):
                # ("the one lane I checked earlier today": what follows the verb says
                # when; its object is the noun the clause hangs on, before it)
                objects = _object_words_before(low, s, words)
            if not _agent_did(low, s, e, words, text):
                if action == "lookup" or not (
                    _done_to_the_user(low, s, e, words, text) or _done_han(low, s, e, words)
                ):
                    continue
                # a passive names what was acted on before its verb ("a certificate ... has
                # been issued", "证书已经发送"): both sides are the act's object
                impersonal = True
                objects = objects | _object_words_before(low, s, words)
            taken.append((s, e))
            found.append(
                ActionClaim(
                    action=action,
                    phrase=text[s:e],
                    start=view.claim.start + s,
                    end=view.claim.start + e,
                    object_words=objects,
                    impersonal=impersonal,
                    reach=objects if before else _reach_words(low, e),
                )
            )
    return found


def _users_own(low: str, s: int, e: int) -> bool:
    """Hindi: whether an act verb at [s, e) is a participle that qualifies the noun after it
    and has the user for its doer ("आपकी भेजी हुई फ़ाइल", "आपके जोड़े गए पते"): the user's
    own past act, named as what the thing is."""
    if _YOUR_BEFORE.search(low, max(0, s - 12), s) is None:
        return False
    if not low[s:e].rstrip().endswith(("किए", "किये", "किया", "की", "हुए", "हुई", "हुआ")):
        return False  # ("आपकी शिकायत दर्ज कर दी": the verb goes on, an act)
    after = _NEXT_WORD.match(low, e)
    return after is not None and after.group(1) not in _HI_AUXILIARIES


# "आपके", "आपकी", "आपका" right before the verb (with a word between at most)
_YOUR_BEFORE = regex_cache.compile(r"(?:^|\s)आप(?:के|की|का)\s+(?:\S+\s+)?$")
_NEXT_WORD = regex_cache.compile(r"\s*(?:हुए|हुई|हुआ)?\s*(\S+)")
# what follows a verb that is the clause's own, not a noun it qualifies
_HI_AUXILIARIES = frozenset(
    {"है", "हैं", "था", "थी", "थे", "गया", "गई", "गयी", "गए", "दिया", "दी", "दिए", "जा", "जाएगा",
     "जाएगी", "जाएँगे", "जाएंगे", "चुका", "चुकी", "चुके", "रहा", "रही", "रहे", "हो", "ले", "लिया",
     "ली", "लिए", "जाता", "जाती", "जाते"}
)  # fmt: skip


def _object_of_lookup(
    low: str, s: int, e: int, hits: list[tuple[str, int, int]], language: str
) -> bool:
    """Chinese: whether an act verb at [s, e) stands in the object of a lookup verb before it
    in its clause ("我查了维修记录": the repair records, looked up), with no mark of its own
    deed: nothing done right after it (了, 好, 完, 下来) and no 已 between the two."""
    if language != "zh":
        return False
    for action, a, b in hits:
        if action != "lookup" or b > s:
            continue
        if not _LOOKED.search(low, a, min(len(low), b + 3)):
            continue  # "检查报告": the noun of a report, no lookup done
        between = low[b:s]
        if _CLAUSE_MARK.search(between) or "已" in between:
            continue
        return not _DEED_AFTER.match(low, e)
    return False


# a lookup verb's own mark of being done: "查了", "看过", "查询了一下"
_LOOKED = regex_cache.compile(r"[了过過]|一下")
_CLAUSE_MARK = regex_cache.compile(r"[，,。；;！？!?：:\n]")
_DEED_AFTER = regex_cache.compile(r"\s*(?:了|过|過|好|完|下来|下來|掉|上)")


def _time_clause(low: str, s: int, e: int, words: Words) -> bool:
    """Whether a Han verb opens a clause of time ("老板回复后我会告诉您": once the owner
    replies): a verb followed by 后 / 之后 / 以后 whose own phrase, since the last comma,
    has no first-person subject tells when, not what the agent did."""
    if not _AFTER_VERB.match(low, e):
        return False
    start = max(low.rfind(m, 0, s) for m in "，,；;。") + 1
    return words.first_person is None or words.first_person.search(low, start, s) is None


_AFTER_VERB = regex_cache.compile(r"(?:之|以)?[后後](?![来來])")


@cache
def _plain_form_pattern(language: str) -> tuple[re.Pattern[str], dict[str, str]] | None:
    table = actions_table().get("plain_forms", {})
    forms: dict[str, str] = table.get(language, {})
    if not forms:
        return None
    alternatives = "|".join(map(re.escape, sorted(forms, key=len, reverse=True)))
    return regex_cache.compile(rf"(?<!{WORD_CHAR})(?:{alternatives})(?!{WORD_CHAR})"), forms


def _plain_forms(low: str, language: str) -> str:
    """``low`` with each form of ``actions.toml [plain_forms]`` read as its plain form,
    padded with spaces so that every offset stays where it was ("तय करवा दिया" is read as
    "तय कर   दिया")."""
    if language == "es":
        low = _LEFT_DONE.sub(_left_done, low)
    compiled = _plain_form_pattern(language)
    if compiled is None:
        return low
    pattern, forms = compiled
    return pattern.sub(lambda m: forms[m.group()].ljust(len(m.group())), low)


# Spanish "dejar" before a participle that agrees with its object reports the act done
# ("te he dejado reservadas las dos mesas", "dejamos apuntado el cambio"): read as the
# perfect of that participle's verb ("he reservado", "hemos apuntado")
_LEFT_DONE = regex_cache.compile(
    r"(?<![^\W\d_])(?:(?P<aux>he|hemos)\s+dejad[oa]s?|(?P<pret>dejé|dejamos))\s+"
    r"(?P<stem>[^\W\d_]{2,}?(?:ad|id))(?:o|a|os|as)(?![^\W\d_])"
)


def _left_done(m: re.Match[str]) -> str:
    aux = m.group("aux") or ("he" if m.group("pret") == "dejé" else "hemos")
    return f"{aux} {m.group('stem')}o".ljust(len(m.group()))


@cache
def _phrase_table(section: str, language: str) -> re.Pattern[str] | None:
    """The phrases of ``actions.toml [section]`` for ``language``, compiled."""
    return compile_phrases(actions_table().get(section, {}).get(language, []))


def _names_a_record(low: str, e: int, language: str) -> int:
    """Where the noun ends whose first half is the verb ending at ``e`` ("缴费情况": the
    payment status; ``actions.toml [noun_heads]``), or 0 when the verb is no such half."""
    heads = _phrase_table("noun_heads", language)
    m = heads.match(low, e) if heads is not None else None
    return m.end() if m is not None else 0


def _after_possessive(low: str, s: int, language: str) -> bool:
    """Whether a Han verb at ``s`` stands right after the possessive 的 ("您的退款": your
    refund), where it is read as a noun."""
    return language == "zh" and s > 0 and low[s - 1] == "的"


def _describes_items(low: str, s: int, e: int, language: str) -> bool:
    """Whether a one-word past form at [s, e) follows a counted or quantified noun phrase
    (``actions.toml [quantified_items]``, or a figure: "two rooms reserved for", "any refund
    issued", "3 invoices paid"): it says what the items are, not what the agent did."""
    if language != "en" or " " in low[s:e].strip():
        return False
    opener = _quantified_items(language)
    if opener is None:
        return False
    # a verb before it, then the opener, one to three words (adjectives and the noun), and
    # the past form: "we have two rooms reserved"; a headline with nothing before its
    # opener ("Both bookings cancelled") reports an act with its subject dropped
    before = low[max(_clause_start(low, s), s - 60) : s]
    if not before.endswith((" ", "\t")):
        return False
    tokens = before.split()
    joiners = _clause_joiners(language)
    for size in (1, 2, 3):
        if len(tokens) <= size or not all(
            _ITEM_WORD.fullmatch(t) and t not in joiners for t in tokens[-size:]
        ):
            break
        lead = tokens[: -size - 1]
        counted = tokens[-size - 1][:1].isdigit() or opener.search(" ".join(tokens[:-size]))
        if counted and lead and not opener.fullmatch(" ".join(tokens[:-size])):
            return True
    return False


_ITEM_WORD = regex_cache.compile(r"[a-z][a-z'-]*")


@cache
def _clause_joiners(language: str) -> frozenset[str]:
    return frozenset(actions_table().get("clause_joiners", {}).get(language, []))


@cache
def _quantified_items(language: str) -> re.Pattern[str] | None:
    words = actions_table().get("quantified_items", {}).get(language, [])
    if not words:
        return None
    alternatives = "|".join(map(re.escape, sorted(words, key=len, reverse=True)))
    return regex_cache.compile(rf"(?:^|\s)(?:{alternatives})$")


# a sum written out: "12 + 8", "2.50 × 4 = 10"
_WRITTEN_SUM = regex_cache.compile(r"\d\s*[+＋×]\s*[$€£¥₹]?\s*\d|\d\s*=\s*[$€£¥₹]?\s*\d")
_SENTENCE_END = regex_cache.compile(r"[.!?。！？](?!\d)|\n")


def _sentence_after(view: ClaimView, e: int, answer: str = "") -> str:
    """The rest of the claim's sentence after offset ``e`` of the claim (a Chinese claim
    may end at a comma its sentence goes on after), and the answer's next sentence after a
    newline ("I added the lines again." and then "1,200 - 950 = 250")."""
    at = view.claim.start + e - view.sentence[0]
    if 0 <= at <= len(view.sentence_text):
        rest = view.sentence_text[at:].lower()
    else:
        rest = view.claim.text[e:].lower()
    end = view.sentence[1]
    if answer and end < len(answer):
        stop = _SENTENCE_END.search(answer, end + 1)
        rest += "\n" + answer[end : stop.start() if stop else len(answer)].lower()
    return rest


def _reckons(low: str, action: str, s: int, e: int, words: Words, after: str) -> bool:
    """Whether a verb of adding reports a sum the agent worked out ("I added them up",
    "I added the fees: 18 + 32 = 50"), not a thing added somewhere: a phrase of
    ``actions.toml [reckoning]`` over the verb, or a verb of ``[adding]`` that puts its
    object nowhere (no ``[destinations]`` word in its clause) and whose object names figures
    (``[figures]``: "I added the invoice lines again") or whose sentence, or the next one,
    writes a sum out (``after``: the rest of the sentence, a newline, the next sentence)."""
    if action not in ("create", "update"):
        return False
    table = _phrase_table("reckoning", words.language)
    if table is not None and any(
        m.start() <= s < m.end() or s <= m.start() < e + 2
        for m in table.finditer(low, max(0, s - 12))
    ):
        return True
    own, _, following = after.partition("\n")
    stop = _SENTENCE_END.search(own)
    if _WRITTEN_SUM.search(own, 0, stop.start() if stop else len(own)) is not None:
        return True
    adding = _phrase_table("adding", words.language)
    if adding is None or not any(
        (m.start() <= s and e <= m.end()) or s <= m.start() < e
        for m in adding.finditer(low, max(0, s - 6), min(len(low), e + 6))
    ):
        return False
    stop = _CLAUSE_BREAK.search(low, e)
    clause = low[_clause_start(low, s) : stop.start() if stop else len(low)]
    places = _phrase_table("destinations", words.language)
    if places is not None and places.search(clause) is not None:
        return False
    figures = _phrase_table("figures", words.language)
    return (figures is not None and figures.search(clause) is not None) or (
        _WRITTEN_SUM.search(following) is not None
    )


# a passive infinitive ("the crew wants it to get loaded", "yet to be approved"): an act
# still to happen, whoever the clause's subject is
_INFINITIVE_PASSIVE = regex_cache.compile(
    r"\b(?:to|yet to)\s+(?:be|get|have been)\s+(?:\w+ly\s+)?$"
)

_TO_BE = regex_cache.compile(r"\b(?:to be|yet to|will be|would be|can be|to get)\s+(?:\w+\s+)?$")


_COMMA_CUT = regex_cache.compile(r"[,，、]\s*")


def _clause_start(low: str, s: int) -> int:
    """Where the clause holding position ``s`` begins (after the last break before it)."""
    start = 0
    for m in _CLAUSE_START.finditer(low, 0, s):
        start = m.end()
    opened = low.rfind("(", start, s)
    if opened >= 0 and ")" not in low[opened:s]:
        start = opened + 1  # "I quoted the file (the one you uploaded": its own clause
    return start


def _supposed(own: str, words: Words) -> bool:
    """Whether the stretch before a verb opens with the agent's own supposition ("I've
    assumed the gate is added", "我假设……", "मैंने मान लिया कि"): what follows is supposed, not
    done."""
    hedge = words.stance.get("hedge")
    if hedge is None or words.first_person is None:
        return False
    return any(words.first_person.search(m.group()) for m in hedge.finditer(own))


# a present passive before a participle followed by "to" and a verb: what a thing is set up
# to do ("is set to pay out", "are scheduled to renew"), no deed
_STANDING = regex_cache.compile(r"\b(?:is|are)\s+(?:already\s+|now\s+|still\s+|currently\s+)?$")
_TO_VERB = regex_cache.compile(r"\s+to\s+(?!your\b|you\b|the\b|an?\b|my\b|our\b)[a-z]{2,}\b")


def _done_to_the_user(low: str, s: int, e: int, words: Words, text: str = "") -> bool:
    """An act reported without its doer but done to the user ("a confirmation has been
    sent to your phone", "发票已寄到您的地址", "SMS भेज दिया गया है" to "आपके मोबाइल"):
    in an assistant's answer, the assistant's act. It is held to a call only where a
    declared, uncalled tool would have done it (see `_action`)."""
    clause_start = _clause_start(low, s)
    stop = _CLAUSE_BREAK.search(low, e)
    clause = low[clause_start : stop.start() if stop else len(low)]
    before = low[clause_start:s]
    if _TO_BE.search(before):
        return False  # "(to be charged to your card)": not done yet
    if _STANDING.search(before) and _TO_VERB.match(low, e):
        return False  # "it is already set to transfer into savings": an arrangement in force
    if words.negation is not None and words.negation.search(clause):
        return False
    # a condition covers the clause; a future, an offer, a hedge or an ability only their own
    # stretch between commas ("入园可以刷身份证，二维码已发到您手机上": the "can" is the entry's)
    cut = [m.end() for m in _COMMA_CUT.finditer(low, clause_start, s)]
    end = clause_start + len(clause)  # (a later clause's future is its own: "...; X will")
    comma = _COMMA_CUT.search(low, e, end)
    lo, hi = cut[-1] if cut else clause_start, comma.start() if comma else end
    if words.has("conditional", clause) or any(
        words.has(t, low[lo:hi]) for t in ("future", "offer", "hedge", "ability")
    ):
        return False
    if words.other_subject is not None and words.other_subject.search(before):
        return False
    if _ERGATIVE.search(before):
        return False  # "ड्राइवर ने आपको भेज दिया": the driver sent it
    if (
        not words.has("addressee", clause)
        and not (
            words.language == "hi" and _HI_RECIPIENT.search(before) and _HI_JUST_DONE.match(low, e)
        )
        and not (
            words.language == "en" and _EN_JUST_DONE.search(before) and _EN_RECIPIENT.match(text, e)
        )
    ):
        # (or, in Hindi, just now to someone the clause names by its dative: "रीना जी को
        # सूचना भेज दी गई है", the notice has been sent to Reena; "... भेज दी गई थी" had
        # been, before the conversation)
        return False
    if _DETERMINER_BEFORE.search(low, max(0, s - 8), s) and " " not in low[s:e].strip():
        return False  # "here are the updated details for your trip": an adjective, no deed
    near = low[max(lo, s - 16) : min(hi, e + 16)]  # the mark of a deed is the verb's own
    passive = words.passive is not None and words.passive.search(near) is not None
    done = words.done is not None and words.done.search(near) is not None
    return passive or done


# a Hindi recipient: a name or a person's title and the dative "को" ("रीना जी को", "टीम को")
_HI_RECIPIENT = regex_cache.compile(r"(?<!\S)[^\s\d]+\s+को\s")
# the present perfect of a passive right after its verb: "(दी) गई है", "(दिए) गए हैं"
# an English recipient named right after the verb ("has been sent to Reena", "... with Ops")
_EN_RECIPIENT = regex_cache.compile(r"\s+(?:to|with)\s+(?:[A-Z][\w'-]+)(?:\s|[.,;:!]|$)")
_EN_JUST_DONE = regex_cache.compile(r"\b(?:has|have)\s+(?:just\s+|now\s+|already\s+)?been\s+$")
_HI_JUST_DONE = regex_cache.compile(r"\s*(?:गया|गई|गयी|गए|गये)\s+(?:है|हैं)")
# an English determiner right before a past participle makes it an adjective of the noun after
_DETERMINER_BEFORE = regex_cache.compile(r"\b(?:the|these|those|this|that|an?)\s+\Z")


def _done_han(low: str, s: int, e: int, words: Words) -> bool:
    """A Chinese act reported done with no doer ("三把备用钥匙已经加进工单了": three spare
    keys, already added to the work order): "已"/"已经" right before the verb and "了" after it, no
    subject of another's before it in its clause. In an assistant's answer, the assistant's
    act, held to a call only where a declared, uncalled tool would have done it."""
    if words.language != "zh":
        return False
    clause_start = _clause_start(low, s)
    before = low[clause_start:s]
    toward = _HAN_ALREADY_TOWARD.search(before)
    if not (_HAN_ALREADY.search(before) and "了" in low[e : e + 6]) and toward is None:
        # (or "已" with a recipient or a beneficiary before the verb: "已向 3 位嘉宾发送",
        # "已给仓库发了", "已为您预约": the act is done, and done to or for someone; or with
        # what it was done to: "已将提货时间改为周五", "已把单据退回")
        return False
    if words.negation is not None and words.negation.search(low, clause_start, e + 6):
        return False
    return words.other_subject is None or words.other_subject.search(before) is None


# a Chinese verb's potential complement denied: it cannot be done ("兑换不了", "订不到")
_CANNOT_AFTER = regex_cache.compile(r"\s*(?:\*\*)?[不没][了成到上出进動动起下过過]")
_HAN_ALREADY = regex_cache.compile(r"(?:已经|已經|已)[^，。；,;]{0,2}$")
_HAN_ALREADY_TOWARD = regex_cache.compile(
    r"(?:已经|已經|已)(?:向|给|給|为|為|将|將|把)[^，。；,;]{1,16}$"
)


def _object_words_before(low: str, s: int, words: Words) -> frozenset[str]:
    clause_start = _clause_start(low, s)
    window = _without_numbers(low[max(clause_start, s - 60) : s], words.language)
    out: set[str] = set()
    for w in _WORD.findall(window)[-8:]:
        if len(w) > 2 or _HAN.match(w):
            out.add(stem(w))
    return frozenset(out | words.concepts_in(window))


# Hindi postpositions and particles between an object and its verb ("माल भी गिना")
_HI_PARTICLES = frozenset(
    {"भी", "को", "पर", "से", "में", "का", "की", "के", "ने", "ही", "तो", "सब", "अभी", "फिर"}
    | {"मैंने", "हमने", "मैने"}  # the doer, not what was done
)


def _object_before_verb(
    low: str, s: int, words: Words, when: list[tuple[int, int]]
) -> frozenset[str]:
    """The object of a verb-final clause: the last word before the verb that is no particle
    or postposition, and the word right before it when nothing stands between them (a
    compound: "ऑर्डर स्टेटस"); "नासिक गोदाम में माल भी गिना" counted the goods, not the
    depot."""
    low = _without_when(low, s, when)
    # (a bracket between the object and its verb explains the object: "शिकायत (6 टूटे पीस)
    # दर्ज की", the complaint was filed)
    low = _unbracketed(low[:s]) + low[s:]
    clause_start = _clause_start(low, s)
    window = _without_numbers(low[max(clause_start, s - 60) : s], words.language)
    tokens = [w for w in _WORD.findall(window) if len(w) > 1]
    while tokens and tokens[-1] in _HI_PARTICLES:
        tokens.pop()
    head = tokens[-1:]
    if len(tokens) > 1 and tokens[-2] not in _HI_PARTICLES:
        head = tokens[-2:]
    out = {stem(w) for w in head}
    for w in head:
        out |= words.concepts_in(w)
    return frozenset(out)


def _without_when(low: str, s: int, when: list[tuple[int, int]]) -> str:
    """``low`` with the claim's dates and times in the 80 characters before ``s`` blanked,
    with the "के लिए" after them: "session बुधवार, 11 मार्च शाम 5 बजे के लिए book किया" booked
    the session, for that day (a date's comma is no clause's end)."""
    chars = list(low)
    for start, end in when:
        if start < max(0, s - 80) or end > s:
            continue
        after = _FOR_AFTER.match(low, end, s)
        end = after.end() if after is not None else end
        chars[start:end] = " " * (end - start)
    return "".join(chars)


_FOR_AFTER = regex_cache.compile(r"[\s,]*(?:के\s+लिए|को|तक)")
_BRACKETED = regex_cache.compile(r"\([^()\n]{1,60}\)")


def _unbracketed(text: str) -> str:
    """``text`` with its short bracketed asides blanked (offsets kept)."""
    return _BRACKETED.sub(lambda m: " " * len(m.group()), text)


def _without_numbers(window: str, language: str) -> str:
    """``window`` with its number words blanked: "revisé los dos" looks at two things, not
    at a thing whose name merely shares a stem with "dos" (an English dose)."""
    pattern = number_words(language)
    return window if pattern is None else pattern.sub(lambda m: " " * len(m.group(0)), window)


# the Chinese disposal construction, which puts the object before its verb
_DISPOSAL = regex_cache.compile(r"[把将將]")


# the first person and "to be" right before a participle: what we are, not what we did
_OUR_STATE = regex_cache.compile(
    r"(?:\b(?:we|i)(?:'re|’re|'m|’m|\s+are|\s+am|\s+were|\s+was)|\b(?:estamos|estoy))"
    r"(?:\s+(?:now|still|currently|already|ahora|todavía|ya))?\s*\Z"
)


_PROGRESSIVE = regex_cache.compile(r"(?:ing|ando|iendo)\b")


def _agent_did(low: str, s: int, e: int, words: Words, text: str = "") -> bool:
    """Whether the verb at [s, e) reports the agent's own completed action."""
    clause_start = _clause_start(low, s)
    before = low[clause_start:s]
    after = low[e : e + 16]
    tail = before[-40:]
    if words.negation is not None and _near_end(words.negation, before[-24:]):
        return False
    if words.language == "zh" and _CANNOT_AFTER.match(low, e):
        return False  # "兑换不了", "退不成": a verb with its "cannot" after it
    if _INFINITIVE_PASSIVE.search(before):
        return False
    if _ROW_OPEN.search(low, 0, s) and _ROW_LABEL.match(low, e, e + 80):
        return False  # "| जमा किया | ₹30,000 |", "| Refunded | $40 |": a row's label, any language
    # a future, an offer, a hedge or an ability is one of its own stretch between commas:
    # "como me comentas que no llegas, ya te lo pasé al martes" reports what the user said,
    # then the act ("since you tell me you can't make it, ..."); a condition covers the whole clause
    own = _COMMA_CUT.split(before)[-1]
    if (
        words.has("future", own[-20:])
        or words.has("offer", own)
        or words.has("conditional", before)
    ):
        return False
    if words.has("hedge", own[-20:]) or _supposed(own, words):
        return False
    passive = words.passive is not None and _near_end(words.passive, before[-12:])
    if passive and (words.first_person is None or words.first_person.search(before) is None):
        return False
    if _OUR_STATE.search(before) and not _PROGRESSIVE.search(low[s:e]):
        # "we're closed on public holidays", "estamos cerrados": a state of ours, no act ("I'm
        # sending it now" is one)
        return False
    opener = _TIME_OPENER.search(own)
    if opener is not None and words.has(
        "future", before[: len(before) - len(own) + opener.start()]
    ):
        # "I'll bill it once we've agreed the slot", "te lo paso en cuanto lo hayamos
        # cerrado": the act is the time of a future one, not a deed done
        return False
    if (passive or _adverbed_passive(words, before)) and _TIME_OPENER.search(own):
        # "I'll call back after May, when the place is settled", "hold off until the permit
        # is actually issued": a time, no deed
        return False
    if passive and words.relative is not None and words.relative.search(before[-40:]):
        return False  # "your reservation, which was booked in May": what a thing is
    if words.has("ability", own[-20:]):
        return False  # "two reservations that can be cancelled": possible, not done
    if (
        words.done is not None
        and not words.done.search(low, max(0, s - 8), e + 14)
        # "我已替您将送达时段调到 17 点": the object put before the verb by 把 / 将 stands
        # between the marker of a done deed and the verb
        and not (_DISPOSAL.search(own) and words.done.search(own))
    ):
        return False  # Hindi, Chinese: the verb alone does not say it happened
    subject_other = words.other_subject is not None and _near_end(words.other_subject, tail[-14:])
    if _NAME_AFTER_PREPOSITION.search(before) and text[s : s + 1].isupper():
        return False  # "7 files in Shared", "moved to Archived": a folder's name, not a verb
    if _first_person_in(before, words):
        return True
    if subject_other:
        return False
    if words.done is not None:
        # Chinese: without a first-person or "for you" marker a completed verb is as
        # likely a third party's ("已取消": it was cancelled). Hindi drops the subject,
        # but a completed transitive verb then needs an ergative "X ने": with none in
        # the clause and no passive after the verb ("भेज दी गई"), the act is the speaker's
        return words.language == "hi" and _dropped_subject(before, low[s:e], low[e : e + 24], words)
    if words.language in ("en",):
        # no subject: only a list of what was done ("Replied to Grace", "- Booked the 9:30"),
        # never a label ("**Completed:** 6 issues", "Approved amount: $12,845") nor a
        # measurement ("Sent 26 kWh to the grid")
        lead = _LIST_START.match(before)
        if low[:clause_start].rstrip().endswith(("(", "—", "–")):
            # "(added mid-week)", "$38.00 — applied to your next invoice": what a thing is,
            # or what is done with it, not a list of what was done
            return False
        if _TITLE.fullmatch(low) and not _DETERMINER.match(low, e):
            return False  # "**Rescheduled pickup**": a section's title, a noun phrase
        if (
            _LABEL.match(low, e, e + 60)
            or re.match(r"\s+[$€£¥₹]?\d", after)
            or _ROW_LABEL.match(low, e, e + 80)
        ):
            return False
        if (
            clause_start == 0
            and lead is not None
            and lead.end() == len(before)
            and not lead.group().strip(" *")
            and text[s : s + 1].islower()
        ):
            # "closed out today, it will be overdue": a claim cut from the middle of its
            # sentence, no line of a list of what was done
            return False
        return lead is not None and lead.end() == len(before)
    return not after.startswith(("ing",))


# a clause of time opened in the verb's own stretch: its passive tells when, not what was done
_TIME_OPENER = regex_cache.compile(
    r"\b(?:when|once|until|till|after|before|as soon as|whenever|cuando|una vez que|hasta que|"
    r"en cuanto|después de que|antes de que|tan pronto como)\b"
)


# a label: the verb and a few words, perhaps a count in brackets, then a colon
# ("**Completed:** 6 issues", "Refunded (2 orders):"), not a clock's ("into the 10:30 slot")
_LABEL = regex_cache.compile(r"(?:\s+[\w-]+|\s*\([^()\n]{0,30}\)){0,6}\)?\s*\**\s*[:：](?!\d)")
# the verb opens a table row's first cell
_ROW_OPEN = regex_cache.compile(r"(?:^|\n)[ \t]*\|?[\s*]*$")
# a table row's label: its cell ends, with no sentence in it, before a cell holding a figure
# ("| Delivered | 18,420 |", "| Paid to date (two rounds) | $1,240 |")
_ROW_LABEL = regex_cache.compile(r"[^|\n.;!?]{0,48}\|[\s*]*[-−+~≈(]?\s?[$€£¥₹]?\s?\d|[\s*]*\|")


# the ergative postposition: a word of its own after a noun ("ड्राइवर ने"), or fused to a
# pronoun ("उसने", "किसने"); an oblique infinitive ends in the same letters ("आने का",
# "भेजने के लिए") and names no doer
_ERGATIVE_PRONOUNS = ("मैं", "हम", "तुम", "आप", "उस", "इस", "किस", "जिस", "सब", "तू", "उन्हों", "इन्हों")
_ERGATIVE = regex_cache.compile(
    r"(?:(?<![\w\u0900-\u097f])"
    + "".join(f"|(?<={p})" for p in (*_ERGATIVE_PRONOUNS, "जिन्हों", "किन्हों"))
    + r")ने(?=[\s,.;:!?)]|$)"
)
# an intransitive completion ("सेटल हो चुका है", "पूरा हुआ") names no doer
_INTRANSITIVE = regex_cache.compile(r"(?:^|\s)(?:हो|हुआ|हुई|हुए|हुये|हुयी)(?![\w\u0900-\u097f])")


def _dropped_subject(before: str, verb: str, after: str, words: Words) -> bool:
    """Hindi: an active completed verb with no ergative subject in its clause."""
    if _ERGATIVE.search(before):
        return False
    if words.relative is not None:
        # "जैसा order किया था" (as it was ordered), "जो सामान मंगाया था" (the goods that were
        # ordered): a relative clause says what a thing is; "जैसे ही X आया, ..." has a comma
        ends = [m.end() for m in words.relative.finditer(before)]
        if ends and "," not in before[ends[-1] :]:
            return False
    if words.passive is None or any(m.start() <= 12 for m in words.passive.finditer(after)):
        return False
    if any(m.end() == len(verb) for m in words.passive.finditer(verb)):
        return False  # "भेज दी गई है": it was sent, by whom the clause does not say
    if _INTRANSITIVE.match(after) or _INTRANSITIVE.search(verb[-4:]):
        return False
    return not words.has("future", after)  # "भेज दिए जाएंगे": will be


_NAME_AFTER_PREPOSITION = regex_cache.compile(
    r"\b(?:in|into|to|from|at|on|under|inside|named|called|en|a|de|desde|al|del)\s+[\"'“‘«*]*$"
)


def _first_person_in(text: str, words: Words, start: int = 0, end: int | None = None) -> bool:
    """Whether a first-person phrase stands in ``text`` (from ``start`` to ``end``), not as
    the end of a word that only shares its characters ("因为你": because you, no "为你")."""
    if words.first_person is None:
        return False
    compounds = _first_person_compounds(words.language)
    for m in words.first_person.finditer(text, start, len(text) if end is None else end):
        if m.group() == "i" and _OTHER_SCRIPT_NEXT.match(text, m.end()):
            continue  # "कैटेगरी I प्रमाणपत्र": a numeral I in another script's sentence
        if not any(
            m.start() + 1 >= len(c) and text.startswith(c, m.start() - len(c) + 1)
            for c in compounds
        ):
            return True
    return False


_OTHER_SCRIPT_NEXT = regex_cache.compile(r"[\s*_]*[\u0900-\u097f\u3400-\u9fff]")


@cache
def _first_person_compounds(language: str) -> tuple[str, ...]:
    from nyaya.claims.lexicons import available, load

    return load(language).agent_first_person_compounds if language in available() else ()


def _adverbed_passive(words: Words, before: str) -> bool:
    """A passive whose participle an adverb parts from its auxiliary ("is actually",
    "has now been", "fue finalmente")."""
    if words.passive is None:
        return False
    bare = _TRAILING_ADVERBS.sub("", before[-40:])
    return len(bare) < len(before[-40:]) and _near_end(words.passive, bare[-12:] + " ")


# adverbs of manner or time that may stand between an auxiliary and its participle
_TRAILING_ADVERBS = regex_cache.compile(
    r"(?:\s+(?:\w+ly|\w+mente|now|just|already|still|yet|also|then|ya|todavía|aún|"
    r"recién|finalmente))+\s*$"
)


def _near_end(pattern: re.Pattern[str], text: str) -> bool:
    """Whether a phrase of ``pattern`` ends within three characters of the text's end, tried
    at every start (overlapping phrases: "todavía no" must not hide "no los")."""
    return any(
        (m := pattern.match(text, i)) is not None and len(text) - m.end() <= 3
        for i in range(len(text))
    )


def _adverbs_only(low: str, end: int) -> bool:
    """Whether the words after an act's verb, to its clause's end, say only when or how
    ("before then", "earlier today", "antes de eso"), naming no object."""
    window = _CLAUSE_BREAK.split(low[end : end + 60], maxsplit=1)[0]
    said = _WORD.findall(window)
    return bool(said) and all(w in _ADVERBS for w in said)


# words of time and degree that follow a verb and name no object
_ADVERBS = frozenset(
    {"before", "after", "then", "that", "now", "earlier", "later", "already", "again", "today",
     "yesterday", "too", "also", "just", "first", "once", "so", "far", "for", "you",
     "antes", "después", "de", "eso", "luego", "ahora", "ayer", "hoy", "también", "ya"}
)  # fmt: skip


def _object_words(low: str, end: int, words: Words) -> frozenset[str]:
    window = low[end : end + 60]
    window = _without_numbers(_CLAUSE_BREAK.split(window, maxsplit=1)[0], words.language)
    out: set[str] = set()
    for w in _WORD.findall(window)[:8]:
        if len(w) > 2 or _HAN.match(w):
            out.add(stem(w))
    for c in words.concepts_in(window):
        out.add(c)
    return frozenset(out)


def _reach_words(low: str, end: int) -> frozenset[str]:
    """The words after the act's verb to its clause's end, about eight of more than three
    letters, each as written and as its stem (a short word, "the", "and", "to", uses none
    of them up)."""
    window = _CLAUSE_BREAK.split(low[end : end + 80], maxsplit=1)[0]
    out: set[str] = set()
    for w in _WORD.findall(window):
        if len(w) > 3 or _HAN.match(w):
            out |= {w, stem(w)}
            if len(out) >= 16:
                break
    return frozenset(out)


def _call_words(call: CallInfo) -> set[str]:
    out = {stem(w) for w in call.words} | set(call.words)
    args = call.call.arguments
    if isinstance(args, dict):
        for k, v in args.items():
            out |= {stem(w) for w in key_words(str(k))}
            if isinstance(v, str) and len(v) < 40:
                out |= {stem(w) for w in key_words(v)}
    return out


def _act_words(call: CallInfo) -> set[str]:
    """The words that tell what kind of act a call did: its own (name, description) and its
    arguments', less the names of the identifiers it takes (``file_id``, ``contact``:
    "HZ-3391"): the record a call refers to is no act it did (an edit keyed by a file's id
    files nothing, a booking that quotes a contact's code contacts no one). An identifier
    named by a noun of an act (``payment_id``) still tells that act."""
    out = {stem(w) for w in call.words} | set(call.words)
    args = call.call.arguments
    if isinstance(args, dict):
        for k, v in args.items():
            names = key_words(str(k))
            if (
                names
                and (names[-1] in _ID_WORDS or (isinstance(v, str) and _ID_VALUE.match(v)))
                and not any(w.endswith(_ACT_NOUN_ENDINGS) for w in names)
            ):
                continue
            out |= {stem(w) for w in names}
            if isinstance(v, str) and len(v) < 40:
                out |= {stem(w) for w in key_words(v)}
    return out


# a noun of an act ("payment_id": the call pays with it, "booking_ref") still tells the act
_ACT_NOUN_ENDINGS = ("ment", "tion", "sion", "ing")
_ID_WORDS = frozenset({"id", "ids", "no", "number", "num", "code", "ref", "uuid", "key"})
_ID_VALUE = regex_cache.compile(r"^(?=[^\s]*\d)[A-Za-z0-9]+(?:[-_/.][A-Za-z0-9]+)+$")


def _tool_words(name: str, description: str) -> set[str]:
    words = set(key_words(name)) | {w.casefold() for w in _WORD.findall(description[:300])}
    return {stem(w) for w in words} | words


_AMOUNT_WORDS = frozenset({"amount", "cents", "paise", "fen", "total", "sum", "usd", "eur", "inr"})


def _may_do(action: str, name: str, description: str) -> bool:
    """Whether a declared tool does the act: by its name's verb or head noun, or by its
    description's own words when its name's heads name another act."""
    words = _tool_words(name, description)
    if not _does(action, words):
        return False
    if _heads_allow(action, name):
        return True
    own = set(key_words(name))
    return _does(action, words - own - {stem(w) for w in own})


def _heads_allow(action: str, name: str) -> bool:
    """Whether a tool's name may do the act: its verb and its head noun (its first and last
    words) name that act, or no act at all. ``send_payment_reminder`` sends a reminder; the
    payment it speaks of is no payment it makes."""
    words = key_words(name)
    if len(words) < 3:
        return True
    table = action_tool_words()
    heads = {words[0].casefold(), words[-1].casefold()}
    acts = {a for a, ws in table.items() if heads & ws or {stem(h) for h in heads} & ws}
    return not acts or action in acts


def _does(action: str, words: set[str]) -> bool:
    table = action_tool_words()
    return bool(table.get(action, frozenset()) & words)


def _objects_match(claim: ActionClaim, words: set[str]) -> int:
    score = 0
    for w in claim.object_words:
        if w in words or any(c in words for c in key_concepts(w)):
            score += 1
    return score


def check_actions(ctx: CheckContext, view: ClaimView) -> Outcome:
    out = Outcome()
    claims = action_claims(view, ctx.answer.words, ctx.answer.text)
    if not claims:
        unbacked = (
            _data_without_calls(ctx, view)
            or _named_tool_act(ctx, view)
            or _named_tool_state(ctx, view)
        )
        if unbacked is not None:
            out.findings.append(unbacked)
        return out
    index = ctx.index
    calls = index.calls
    judged = [
        (
            claim,
            _lookup(ctx, view, claim) if claim.action == "lookup" else _action(ctx, view, claim),
        )
        for claim in claims
    ]
    # the same words may name two acts ("ब्लॉक कर": book or block): done if either was
    done_spans = {(claim.start, claim.end) for claim, finding in judged if finding is None}
    for claim, finding in judged:
        if (claim.start, claim.end) in done_spans:
            finding = None
        if finding is None:
            out.verified_claim = True
            supporting = _supporting(ctx, claim)
            for call in supporting[:2]:
                out.evidence.append(
                    Evidence(receipt_id=call.receipt_id, field="/", value=call.call.tool)
                )
        else:
            out.findings.append(finding)
    if not calls and not out.findings:
        out.verified_claim = False
    return out


_GENERIC_OBJECTS = frozenset(
    {
        "item",
        "result",
        "record",
        "entry",
        "name",
        "type",
        "status",
        "amount",
        "date",
        "time",
        "day",
        "number",
        "count",
        "total",
        "id",
        "value",
        "note",
        "description",
        "detail",
        # a stretch of time is when, not what ("I looked at next week"): a call over that
        # span of dates read it
        "week",
        "month",
        "year",
        "night",
        "hour",
        "minute",
    }
)


def _object_concepts(ctx: CheckContext, claim: ActionClaim) -> set[str]:
    """The specific things a lookup names ("the weather forecast", "天气预报")."""
    return {w for w in claim.object_words if w in _concept_names()} - _GENERIC_OBJECTS


def _concept_names() -> frozenset[str]:
    from nyaya.claims.lexicons import load

    return frozenset(load("en").concepts)


def _output_words(index: object, call: CallInfo) -> set[str]:
    out: set[str] = set()
    leaves = getattr(index, "leaves", [])
    for lid in range(*call.leaf_range):
        for w in leaves[lid].path[-2:]:
            out.add(stem(w))
            out |= key_concepts(w)
    return out


def _supporting(ctx: CheckContext, claim: ActionClaim) -> list[CallInfo]:
    out = []
    for call in ctx.index.calls:
        if call.failed or not call.usable:
            continue
        if claim.action == "lookup" or _does(claim.action, _act_words(call)):
            out.append(call)
    return out


def _phrase_words(claim: ActionClaim) -> set[str]:
    out = {stem(w) for w in _WORD.findall(claim.phrase.lower()) if len(w) > 2} - {"have", "also"}
    # an act done again names the tool of the act ("resubmitted": submit_to_board)
    return out | {stem(w[2:].lstrip("-")) for w in out if w.startswith("re") and len(w) > 7}


def _fit(claim: ActionClaim, name: str, words: set[str]) -> int:
    """How well a tool fits the claimed action: the verb phrase's own words in its name
    count double, what the action acted on counts once."""
    name_words = {stem(w) for w in key_words(name)} | set(key_words(name))
    heads = {w[:4] for w in name_words if len(w) >= 4}
    phrase = {
        w for w in _phrase_words(claim) if w in name_words or (len(w) >= 4 and w[:4] in heads)
    }
    return 2 * len(phrase) + _objects_match(claim, words)


def _names_act(claim: ActionClaim, name: str) -> bool:
    """Whether a tool's name opens with the verb of the claimed act's class, in any language
    of the answer ("volví a presentar" beside an uncalled ``submit_to_board``)."""
    first = key_words(name)[:1]
    return (
        bool(first)
        and _does(claim.action, {first[0], stem(first[0])})
        and (first[0] in _CLASS_VERBS.get(claim.action, ()))
    )


# the verb a tool's name opens with that tells the act's class outright
_CLASS_VERBS: dict[str, tuple[str, ...]] = {
    "submit": ("submit", "resubmit", "file", "lodge"),
    "send": ("send", "resend", "email", "forward"),
    "notify": ("notify", "message", "remind"),
    "book": ("book", "reserve"),
    "cancel": ("cancel",),
    "pay": ("pay",),
    "refund": ("refund",),
}


def _verb_names(claim: ActionClaim, name: str) -> bool:
    """Whether the claim's verb phrase is said in a tool's name ("emailed", send_email)."""
    name_words = {stem(w) for w in key_words(name)} | set(key_words(name))
    heads = {w[:4] for w in name_words if len(w) >= 4}
    return any(w in name_words or (len(w) >= 4 and w[:4] in heads) for w in _phrase_words(claim))


def _heads(text: str) -> set[str]:
    """What of ``text`` a description may share with an answer in the same language: the
    first five letters of each word of five or more (``apartadas``/``aparta``,
    ``inscribí``/``inscribe``), and each pair of Han characters (房东, 补偿)."""
    out = {w[:5] for w in fold(text).split() if len(w) >= 5 and not _HAN.match(w)}
    for run in re.findall(r"[\u3400-\u9fff]{2,}", text):
        out |= {run[i : i + 2] for i in range(len(run) - 1)}
    return out


def _told(claim: ActionClaim, view: ClaimView, description: str) -> int:
    """How well a tool's own description, written in the answer's language, tells the
    claimed act ("Aparta repuestos" for "le dejé apartadas las pastillas", "给房东留言" for
    "跟房东确认过了"): the verb phrase's words in it count double, the words of the clause
    after it (what or whom it acted on) once."""
    told = _heads(description)
    if not told:
        return 0
    phrase = _heads(claim.phrase)
    rest = view.claim.text[claim.end - view.claim.start :]
    rest = _CLAUSE_BREAK.split(rest, maxsplit=1)[0][:40]
    objects = _heads(rest) - phrase
    return 2 * len(phrase & told) + len(objects & told)


def _told_better(
    ctx: CheckContext,
    view: ClaimView,
    claim: ActionClaim,
    ok: list[CallInfo],
    declared: list[ToolSpec],
    lead: int,
) -> bool:
    """Whether a declared, uncalled tool's description tells the claimed act (at least its
    verb, or two of its words) better than the description of any call that ran does, by
    more than the calls' names lead (``lead``: declared fit minus called fit)."""
    told = max((_told(claim, view, t.description) for t in declared), default=0)
    ran = max(_told(claim, view, _description(ctx, c.call.tool)) for c in ok)
    return told >= 2 and told > ran and told - ran + lead > 0


def _description(ctx: CheckContext, tool: str) -> str:
    return next((t.description for t in ctx.index.run.tools if t.name == tool), "")


def _quoted(ctx: CheckContext, view: ClaimView, claim: ActionClaim) -> bool:
    """Whether the verb opens a text an output holds (a pull request titled "Updated auth
    guide", a task named "Sent invoices"): the answer quotes it, it does not report it."""
    rest = fold(view.claim.text[claim.start - view.claim.start :][:120]).split()
    if not rest:
        return False
    for words, _leaf in ctx.index.phrases_starting(rest[0]):
        if len(words) >= 2 and tuple(rest[: len(words)]) == words:
            return True
    # or in other words: "docs: update auth guide" answered as "Updated auth guide (#908)"
    # (every word up to the clause's end is the text's; "Updated the budget to 5" is a report)
    verb = stem(rest[0])[:5]
    clause = _TITLE_END.split(view.claim.text[claim.end - view.claim.start :], maxsplit=1)[0]
    objects = {stem(w) for w in fold(clause).split() if len(w) > 3 or w.isdigit()}
    if len(verb) < 4 or len(objects) < 2:
        return False
    for words in ctx.index.short_strings():
        stems = {stem(w) for w in words}
        if objects <= stems and any(s[:5] == verb for s in stems):
            return True
    return False


_NAME_MAX = 40  # a name, a title or a code: a short string, not prose


def _attributive(text: str, claim: ActionClaim) -> bool:
    """Whether a Hindi perfective stands as an adjective of the noun after it, its doer in
    the genitive before it ("बैंक की भेजी चिट्ठी", the letter the bank sent): a description
    of a thing, not the clause's deed."""
    if not _HI_DOER_BEFORE.search(text, max(0, claim.start - 12), claim.start):
        return False
    after = _HI_WORD_AFTER.match(text, claim.end)
    return after is not None and after.group(1) not in _HI_AUXILIARIES


# a doer in the genitive ("X का", "X द्वारा") right before the verb
_HI_DOER_BEFORE = regex_cache.compile(r"(?<![\u0900-\u097f])(?:का|की|के|द्वारा)\s+\Z")
# the word after the verb, past a participle's own "हुआ"
_HI_WORD_AFTER = regex_cache.compile(
    r"(?:\s+(?:हुआ|हुई|हुए))?\s+([\u0900-\u0963\u0966-\u097f]+)"
)  # (a word of letters: the danda ends a sentence)
_HI_AUXILIARIES = frozenset(
    {"है", "हैं", "था", "थी", "थे", "गया", "गई", "गए", "गयी", "जा", "दिया", "दी", "दिए", "लिया",
     "ली", "लिए", "हो", "होगा", "होगी", "हूँ", "चुका", "चुकी", "चुके", "रहा", "रही", "रहे"}
)  # fmt: skip


def _inside_a_name(ctx: CheckContext, view: ClaimView, claim: ActionClaim) -> bool:
    """Whether the Han verb is a part of a name an output or the prompt gives, with more
    of that name around it ("户籍登记中心", the records office, holds "登记" and is no act
    of registering)."""
    text = view.claim.text
    s, e = claim.start - view.claim.start, claim.end - view.claim.start
    if not _HAN.search(text[s:e]):
        return False
    names = ctx.index.memo.get("short names")
    if names is None:
        names = "\0".join(
            str(leaf.raw)
            for leaf in ctx.index.leaves
            if leaf.kind == "string" and isinstance(leaf.raw, str) and len(leaf.raw) <= _NAME_MAX
        )
        ctx.index.memo["short names"] = names
    if not names:
        return False
    for left in range(max(0, s - 6), s + 1):
        for right in range(min(len(text), e + 6), e - 1, -1):
            if (s - left) + (right - e) < 2:
                break
            if _HAN.search(text[left:s] + text[e:right]) and text[left:right] in names:
                return True
    return False


_TITLE_END = regex_cache.compile(r"[(\[,.;:!?\n|—–]|\s-\s")


def _action(ctx: CheckContext, view: ClaimView, claim: ActionClaim) -> Finding | None:
    index = ctx.index
    if (
        _quoted(ctx, view, claim)
        or _dated_record(ctx, view, claim)
        or _inside_a_name(ctx, view, claim)
        or _said_in_an_earlier_turn(ctx, view, claim)
        or _attributive(ctx.answer.text, claim)
        or _request_made(ctx, claim)
    ):
        return None
    doing = [
        c for c in index.calls if c.usable and not reads(c) and _does(claim.action, _act_words(c))
    ]
    ok = [c for c in doing if not c.failed]
    run = index.run
    called = {c.call.tool for c in index.calls}
    declared = [
        t
        for t in run.tools
        if t.name not in called and _may_do(claim.action, t.name, t.description)
    ]
    declared.sort(key=lambda t: -_fit(claim, t.name, _tool_words(t.name, t.description)))
    if not declared and not claim.impersonal:
        # an uncalled tool that acts on the very thing the claim's object names, whatever
        # its verb ("I sent the flyers to shredding" and ``request_shred``); a passive
        # ("was processed using your certificate") names no doer to hold to it
        declared = [t for t in run.tools if t.name not in called and _acts_on(t.name, claim)]
    # a write that acted on what the claim names ("I've issued a $200 certificate" after
    # send_certificate, "I've logged your reading" after submit_meter_reading) did it, unless
    # a declared tool names that thing too and was never called
    # (a kind of value, "time" of "第一时间", names no thing the write acted on)
    objects = {w for w in claim.object_words if len(w) > 3} - _GENERIC_OBJECTS - GENERIC_CONCEPTS
    named = [
        c
        for c in index.calls
        if c.usable
        and not c.failed
        and writes(c)
        and objects & (_call_words(c) | set(c.name_words) | _tool_concepts(c.call.tool))
    ]
    literal = {stem(w) for w in _WORD.findall(view.claim.text.lower())}
    rival = bool(declared) and (
        bool(objects & literal & (_tool_words(declared[0].name, declared[0].description)))
        or _fit(claim, declared[0].name, _tool_words(declared[0].name, declared[0].description))
        > max((_fit(claim, c.call.tool, _call_words(c)) for c in named), default=0)
        + 1  # the verb itself names the declared tool ("placed a hold", place_hold)
        # or the verb names it and no write that acted on the thing does that kind of act
        # ("emailed the report" beside an uncalled send_email, after post_adjustment)
        or (
            (_verb_names(claim, declared[0].name) or _names_act(claim, declared[0].name))
            and not any(_does(claim.action, _act_words(c)) for c in named)
        )
        # or its own name acts on what the claim's object names, and no write that ran does
        or (
            _acts_on(declared[0].name, claim)
            and not any(_acts_on(c.call.tool, claim) for c in named)
        )
    )
    if named and not rival:
        return _left_empty(ctx, view, claim, named)
    if claim.impersonal and (ok or not declared):
        return None  # no doer named: only a declared tool that would have done it witnesses
    if ok:
        best_called = max(_fit(claim, c.call.tool, _call_words(c)) for c in ok)
        best_declared = (
            _fit(claim, declared[0].name, _tool_words(declared[0].name, declared[0].description))
            # (an uncalled tool whose own name acts on the claim's object fits as a verb of
            # the claim's would: "sent the flyers to secure shredding", ``request_shred``)
            + 2
            * (
                _acts_on(declared[0].name, claim)
                and not any(_acts_on(c.call.tool, claim) for c in ok)
            )
            if declared
            else 0
        )
        if (
            best_declared <= best_called or (best_declared < 2 and best_called > 0)
        ) and not _told_better(ctx, view, claim, ok, declared, best_declared - best_called):
            # a declared tool fits better than any call that ran, and fits at least by two
            # words, or the calls that ran fit the claim's object by none
            return _left_empty(ctx, view, claim, [c for c in ok if writes(c)])
    failed = [c for c in doing if c.failed]
    names = sorted(called)
    if failed:
        call = failed[0]
        return make_finding(
            "fabricated_tool_call",
            view,
            f"the answer says {claim.phrase!r} ({claim.action}), but the call that would have "
            f"done it, {call.call.tool}, failed: {(call.call.error or 'error')[:120]}",
            reason="action_call_failed",
            expected=f"a successful {claim.action} call",
            found=call.call.tool,
            witness=Witness(
                kind="error", receipt_id=call.receipt_id, value=(call.call.error or "")[:200]
            ),
        )
    if (
        (
            (_reports_state(ctx, view, claim) or _dated_in_records(ctx, view))
            and (not declared or _named_in_state(ctx, view, claim))
        )
        or _setting_reported(ctx, view, claim)
        or (claim.impersonal and (_status_said(ctx, view, claim) or _act_told(ctx, claim)))
        or (
            not declared
            and (claim.impersonal or _said_by_us(ctx, view, claim))
            and _what_a_lookup_lists(ctx, claim)
        )
        or (not declared and not _done_for_someone(ctx, view))
        or ((claim.impersonal or _said_by_us(ctx, view, claim)) and _made_before_the_run(ctx, view))
    ):
        # (a state an output reports of the record the claim names is no act of the
        # answer's, even when a declared tool could have brought it about: "a check is
        # scheduled to be mailed" beside its ``mailing_status: "scheduled"``)
        return None
    note = None
    if declared:
        # the declared tool that fits best by its name or by its description
        best = max(
            declared,
            key=lambda t: (
                _fit(claim, t.name, _tool_words(t.name, t.description))
                + _told(claim, view, t.description)
            ),
        )
        note = f"{best.name} is declared but was never called"
    message = (
        f"the answer says {claim.phrase!r} ({claim.action}) in {quote(view.claim.text, 90)}, "
        f"but no call of the run does that"
        + (f" (it called: {', '.join(names)})" if names else " (the run made no call)")
        + (f"; {note}" if note else "")
    )
    return make_finding(
        "fabricated_tool_call",
        view,
        message,
        reason="no_such_call" if not declared else "declared_tool_not_called",
        expected=f"a {claim.action} call",
        found=names,
        witness=Witness(kind="calls", value=names, note=note),
    )


def _request_made(ctx: CheckContext, claim: ActionClaim) -> bool:
    """Whether "we've sent your request to shift the visit" names a request that a call of
    the run made: the thing sent, right after the verb, is a request (an application, a
    ticket), and a call that ran without error and reads nothing does the act the clause
    asks for (``reschedule_visit``, "Ask to move a visit"): asking is that call's act,
    whatever it is called. (A mail sent "with the receipt of the request" sends a mail.)"""
    if claim.action not in ("send", "submit"):
        return False
    after = _WORD.findall(ctx.answer.text[claim.end : claim.end + 40].lower())[:2]
    concepts = ctx.answer.words.concepts_in
    if not after or not any(_REQUESTED & concepts(w) for w in after):
        return False
    if len(after) == 2 and not _REQUESTED & concepts(after[1]) and len(after[0]) > 3:
        return False  # ("sent a mail with ...": the word right after is what was sent)
    asked = (
        {stem(w) for w in claim.reach if len(w) > 3 and not _REQUESTED & concepts(w)}
        - _GENERIC_OBJECTS
        - _REQUEST_WORDS
    )
    return any(
        c.usable and not c.failed and not reads(c) and asked & _act_words(c)
        for c in ctx.index.calls
    )


# what a request is called, by concept, and the function words of the clause naming it
_REQUESTED = frozenset({"application", "ticket"})
_REQUEST_WORDS = frozenset({"your", "with", "from", "that", "this"})


def _acts_on(name: str, claim: ActionClaim) -> bool:
    """Whether a tool's name opens with an act and the claim's object holds every other word
    of meaning of it (``request_shred`` and "sent the flyers to secure shredding")."""
    words = tuple(w.lower() for w in key_words(name))
    if len(words) < 2 or not names_an_act(words):
        return False
    rest = [w for w in words[1:] if len(w) > 3 and w not in _GENERIC_OBJECTS]
    return bool(rest) and all({w, stem(w)} & (claim.object_words | claim.reach) for w in rest)


def _done_for_someone(ctx: CheckContext, view: ClaimView) -> bool:
    """Whether the act's sentence names a doer on the answer's side or the user it was done
    for: a first person ("I've sent", "te he enviado", "मैंने", "已为您") or the addressee
    ("your order", "a ti", "आपका", "您的"). A verb with neither ("**Denied** (1 claim):
    ...", "flagged as one to monitor") tells what happened to a record, which no tool of
    the run would have done: there is no act of the answer's to witness."""
    words = ctx.answer.words
    low = view.sentence_text.lower()
    first = words.first_person
    return (first is not None and first.search(low) is not None) or words.has("addressee", low)


def _reports_state(ctx: CheckContext, view: ClaimView, claim: ActionClaim) -> bool:
    """Whether the verb, with no first person before it in its clause, is a state an output
    reports ("**shipped** from the lender" beside ``status: "shipped"``, "flagged to monitor"
    beside ``flag: true``): the answer passes on what the output says of a record, and no
    declared tool of the run would have done it."""
    if not any(_state_reported(ctx.index, stem5) for stem5 in _state_stems(claim)):
        return False
    low = view.claim.text.lower()
    s = claim.start - view.claim.start
    return not _first_person_in(low, ctx.answer.words, _clause_start(low, s), s)


def _dated_in_records(ctx: CheckContext, view: ClaimView) -> bool:
    """Whether the claim dates its act by days an output's records hold, all before today
    ("we delivered 4 more on the 8th and 3 on the 13th" beside the account's movements of
    those days): the business's own past, recorded, not an act of this run (with a first
    person too: "we" is the business)."""
    now = ctx.answer.now
    if now is None:
        return False
    matched = ctx.matched.get(view.id, {})
    days = [
        leaf
        for i, v in enumerate(view.values)
        if v.kind == "date"
        for lid in matched.get(i, [])
        if (leaf := ctx.index.leaves[lid]).source == "output"
        and leaf.when is not None
        and leaf.when.day is not None
    ]
    return bool(days) and all(
        leaf.when is not None and leaf.when.day is not None and leaf.when.day < now.date()
        for leaf in days
    )


def _made_before_the_run(ctx: CheckContext, view: ClaimView) -> bool:
    """Whether a record the claim names by a value it states was made before the run: a
    lookup returned it with the moment it was created, booked or paid, earlier than now
    ("your Saturday passes are booked" beside an order for that Saturday ``paid_at`` two
    days ago). Said with no doer, that is the record's state, which no act of this run
    brought about, whatever tool the run declares."""
    now = ctx.answer.now
    if now is None:
        return False
    index = ctx.index
    matched = ctx.matched.get(view.id, {})
    records: set[int] = set()
    for lids in matched.values():
        for lid in lids:
            leaf = index.leaves[lid]
            call = index.call_of(leaf)
            if leaf.source == "output" and leaf.record is not None and call and reads(call):
                records.add(leaf.record)
    for rid in records:
        for lid in index.records[rid].leaves:
            leaf = index.leaves[lid]
            when = leaf.when
            if (
                when is not None
                and when.day is not None
                and when.clock is not None
                and set(key_words(leaf.key)) & _MADE_KEYS
                and when.day < now.date()
            ):
                return True
    return False


# the words of a key that dates the making of a record ("created_at", "paid_at", "booked_on")
_MADE_KEYS = frozenset(
    {"created", "booked", "paid", "placed", "ordered", "purchased", "reserved", "submitted",
     "issued", "registered", "enrolled", "applied", "refunded", "credited"}
)  # fmt: skip

# "we" as the business speaks of its own past acts ("we refunded it on the 15th")
_WE: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("we", "we've", "we have", "we had")),
    ("es", ("hemos", "habíamos", "nosotros")),
    ("hi", ("हमने", "हम ने", "hamne")),
    ("zh", ("我们", "我們", "本店", "我司")),
)  # fmt: skip


@cache
def _we(language: str) -> re.Pattern[str] | None:
    return compile_phrases(next((w for code, w in _WE if code == language), ()))


def _said_by_us(ctx: CheckContext, view: ClaimView, claim: ActionClaim) -> bool:
    """Whether the act is reported by "we", the business, in its verb phrase or right before
    it ("ya te hemos devuelto", "we refunded"): an act of the business, perhaps before the run."""
    we = _we(ctx.answer.words.language)
    if we is None:
        return False
    text = view.claim.text.lower()
    at = claim.start - view.claim.start  # (where the verb phrase stands in the claim)
    return we.search(claim.phrase.lower()) is not None or (
        at > 0 and we.search(text, max(0, at - 16), at) is not None
    )


def _what_a_lookup_lists(ctx: CheckContext, claim: ActionClaim) -> bool:
    """Whether the verb names what a lookup of the run lists, by its tool's name or
    description ("we have logged 2 incidents" after ``list_incident_logs``, "我们记录了 1 起"
    after a tool that lists "争议事件记录"): said by the business with no doer of this run,
    it reports its records, which the lookup read, not an act."""
    phrase = claim.phrase.strip().lower()
    if not phrase:
        return False
    han = not phrase.isascii()  # (folding spells Han in Latin letters: matched as written)
    root = phrase if han else stem(fold(phrase).split()[0])
    described = {t.name: t.description for t in ctx.index.run.tools}
    for call in ctx.index.calls:
        if not call.usable or call.failed or not reads(call):
            continue
        if han:
            if root in described.get(call.call.tool, "").lower():
                return True
        elif len(root) >= 3 and root in {stem(w) for w in call.words}:
            return True
    return False


def _status_said(ctx: CheckContext, view: ClaimView, claim: ActionClaim) -> bool:
    """Whether the rest of the claim, after a verb with no doer, says in so many words a
    status an output holds under a key of state ("both suites are reserved for you, on hold
    until Friday" beside ``status: "on_hold"``): the answer reports a record's state, not
    an act."""
    after = fold(view.claim.text[claim.end - view.claim.start :])
    negation = ctx.answer.words.negation
    if not after.strip() or (negation is not None and negation.search(after)):
        return False  # ("confirmed, not on hold" says no state of the record's)
    for leaf in ctx.index.leaves:
        if (
            leaf.source != "output"
            or not isinstance(leaf.raw, str)
            or leaf.text is not None
            or not _STATE_KEYS & set(key_words(leaf.key))
        ):
            continue
        code = key_words(leaf.raw) if len(leaf.raw) <= 30 else []
        said = " ".join(fold(w) for w in code)
        if len(said) >= 4 and re.search(rf"(?<!\w){re.escape(said)}(?!\w)", after):
            return True
    return False


def _act_told(ctx: CheckContext, claim: ActionClaim) -> bool:
    """Whether an output's text tells the very act a claim reports without its doer, by
    its verb as written and a word of its object ("the signed copy has been sent to the
    insurer" beside a note saying so): the answer restates what a record says was done."""
    verb = fold(claim.phrase).strip()
    if len(verb) < 3:
        return False
    for leaf in ctx.index.leaves:
        if leaf.source != "output" or not isinstance(leaf.raw, str) or len(leaf.raw) < 12:
            continue
        text = fold(leaf.raw)
        if verb in text and any(
            len(f := fold(w)) > 2 and f in text for w in claim.object_words if len(w) > 2
        ):
            return True
    return False


# the keys under which an output keeps a record's state
_STATE_KEYS = frozenset({"status", "state", "stage", "estado"})


def _named_in_state(ctx: CheckContext, view: ClaimView, claim: ActionClaim) -> bool:
    """Whether a record the claim names by a value it states (an amount, a date, a name)
    holds the state the verb says, itself or in its parent or nested records: "cancelled
    the bike ride" beside other bookings ``cancelled`` and the ride's own ``confirmed``
    is not the ride's state."""
    index = ctx.index
    leaves = {lid for lids in ctx.matched.get(view.id, {}).values() for lid in lids}
    records: set[int] = set()
    held: set[int] = set()
    for lid in leaves:
        leaf = index.leaves[lid]
        if leaf.source == "output" and leaf.record is not None:
            records |= {r.id for r in index.ancestors(leaf.record)}
            held |= {x.id for x in index.subtree_leaves(leaf.record)}
    held |= {lid for rid in records for lid in index.records[rid].leaves}
    return any(_state_reported(index, stem5, held) for stem5 in _state_stems(claim))


def _setting_reported(ctx: CheckContext, view: ClaimView, claim: ActionClaim) -> bool:
    """Whether a claim that a setting is switched on (or off), with no doer of its own ("已经
    开启了", "it's already switched on"), names by a value it states a record that holds a
    switch in that position (``auto_pay: true`` beside its ``pay_time: "09:00"``): the answer
    reports the setting, no act of its own."""
    wanted = {"enable": True, "disable": False}.get(claim.action)
    if wanted is None:
        return False
    low = view.claim.text.lower()
    s = claim.start - view.claim.start
    if _first_person_in(low, ctx.answer.words, _clause_start(low, s), s):
        return False
    index = ctx.index
    for lids in ctx.matched.get(view.id, {}).values():
        for lid in lids:
            leaf = index.leaves[lid]
            if leaf.source != "output" or leaf.record is None:
                continue
            if any(index.leaves[x].raw is wanted for x in index.records[leaf.record].leaves):
                return True
    return False


def _state_stems(claim: ActionClaim) -> list[str]:
    """The first five letters an output's state would share with the claim's verb: the
    verb's own, and, for a verb in a script other than the Latin one, those of the act it
    names ("रिफ़ंड हो गया" beside ``status: "refund_completed"``: the codes are
    English)."""
    stems = [fold(claim.phrase)[:5]]
    if not any(c.isascii() and c.isalpha() for c in claim.phrase):
        stems.append(claim.action[:5])
        # (and, said with no doer, the states an act of that class leaves: "भेजा जा चुका
        # है" beside ``status: "delivered"``; "भेज दिया है" is the agent's own act)
        if claim.impersonal:
            return [s for s in stems if len(s) >= 5] + list(_DONE_STATES.get(claim.action, ()))
    return [s for s in stems if len(s) >= 5]


# the first letters of the states an act of a class leaves its record in, as output codes
# spell them
_DONE_STATES: dict[str, tuple[str, ...]] = {
    "send": ("sent", "deliv", "dispa", "email", "forwa", "share"),
    "cancel": ("cance",),
    "book": ("booke", "confi", "reser"),
    "pay": ("paid", "settl"),
    "refund": ("refun",),
    "submit": ("submi", "filed", "lodge"),
}


def _left_empty(
    ctx: CheckContext, view: ClaimView, claim: ActionClaim, named: list[CallInfo]
) -> Finding | None:
    """A write that acted on the claim's record returns, in its own output, the very field
    the claim says was filled ("I've added the allergy details to the order notes" beside
    ``kitchen_notes: null``) as empty, and no field of it holding a value: the empty field
    is the witness that nothing filled it. The words naming the record the write acted on
    (the booking of ``create_booking``) name no field."""
    index = ctx.index
    for call in named:
        own = {stem(w) for w in call.name_words} | set(call.name_words)
        own |= {c for w in call.name_words for c in key_concepts(stem(w))}
        # what the phrase itself names first ("added a note" and ``notes: null``), then what
        # its object words name
        # (the phrase's noun may be a general one, "a note": it names the field all the same)
        phrase = claim.phrase.lower()
        said = {stem(w) for w in _WORD.findall(phrase) if len(w) > 3}
        said |= ctx.answer.words.concepts_in(phrase)  # ("dejé una nota": a note)
        empty = _empty_field(index, call, said - own - GENERIC_CONCEPTS)
        if empty is None:
            objects = set(claim.object_words) - own - _GENERIC_OBJECTS - GENERIC_CONCEPTS
            empty = _empty_field(index, call, objects)
        if empty is None:
            continue
        return make_finding(
            "fabricated_tool_call",
            view,
            f"the answer says {claim.phrase!r} ({claim.action}) in {quote(view.claim.text, 90)}, "
            f"but {call.call.tool} returned {empty.key} empty",
            reason="field_left_empty",
            expected=f"{empty.key} filled",
            found=None if empty.raw is None else str(empty.raw),
            witness=Witness(
                kind="output_value",
                receipt_id=call.receipt_id,
                pointer=empty.pointer,
                value=empty.raw,
                note=f"{empty.key} left empty by the write",
            ),
        )
    return None


def _empty_field(index: EvidenceIndex, call: CallInfo, wanted: set[str]) -> Leaf | None:
    """The field of the call's output that a word of ``wanted`` names (by a stem or a
    concept of its key) and that is empty, when no field those words name holds a value."""
    empty = None
    for leaf in index.leaves:
        if leaf.call != call.index or leaf.source != "output" or leaf.text is not None:
            continue
        names = key_words(leaf.key)
        forms = {stem(w) for w in names} | set(names)
        forms |= {c for w in names for c in key_concepts(stem(w))}
        if not forms & wanted:
            continue
        if leaf.raw is None or (isinstance(leaf.raw, str) and not leaf.raw.strip()):
            empty = empty or leaf
        else:
            return None
    return empty


# the English past perfect of the agent ("which I'd flagged", "as I had noted"): before now
_PLUPERFECT = regex_cache.compile(r"\b(?:i'd|i’d|i\s+had|we'd|we’d|we\s+had)\s+(?:already\s+)?$")


def _said_in_an_earlier_turn(ctx: CheckContext, view: ClaimView, claim: ActionClaim) -> bool:
    """Whether the act is the agent's past perfect ("the vaccine, which I'd flagged as
    extra") and an earlier reply of this conversation says a word of its clause: what the
    agent said before, no act of a tool."""
    text = ctx.answer.text.lower()
    if not _PLUPERFECT.search(text[max(0, claim.start - 24) : claim.start]):
        return False
    earlier = [
        m.content.lower() for m in ctx.index.run.context if m.role == "assistant" and m.content
    ]
    if not earlier:
        return False
    base = view.claim.start
    lo = base + _clause_start(view.low, claim.start - base)
    stop = _CLAUSE_BREAK.search(view.low, claim.end - base)
    hi = base + (stop.start() if stop else len(view.low))
    clause_words = {w for w in _WORD.findall(text[lo:hi]) if len(w) > 3}
    clause_words -= set(_WORD.findall(claim.phrase.lower()))
    said = {w for reply in earlier for w in _WORD.findall(reply)}
    return bool(clause_words & said)


def _dated_record(ctx: CheckContext, view: ClaimView, claim: ActionClaim) -> bool:
    """Whether the act is dated, in its own clause, on a day before the run's that an output
    holds ("you last renewed it on 3 June", "पिछली बार 12 मई को जमा किया था"): what a record
    says was done then, by the user or a third party, not an act of the agent in this run."""
    now = ctx.answer.now
    if now is None:
        return False
    settled = ctx.settled.get(view.id, {})
    matched = ctx.matched.get(view.id, {})
    leaves = ctx.index.leaves
    base = view.claim.start
    low = view.low
    start = _clause_start(low, claim.start - base)
    stop = _CLAUSE_BREAK.search(low, claim.end - base)
    end = base + (stop.start() if stop else len(low))
    return any(
        v.kind == "date"
        and v.day is not None
        # (every reading: "कल" is yesterday or tomorrow, and tomorrow dates no past deed)
        and all(d < now.date() for d in (v.days or (v.day,)) if d is not None)
        and settled.get(i) == "verified"
        # (a day the user or the prompt gave, "I'm in on tues-thurs", is no record's date)
        and any(leaves[lid].source == "output" for lid in matched.get(i, ()))
        and base + start <= v.start < end
        # (a date in brackets tells of the thing acted on: "sent you the 2024 contract
        # (signed 20 May 2024)" dates the signing, not the sending)
        and not _in_brackets(low, v.start - base)
        for i, v in enumerate(view.values)
    )


def _in_brackets(low: str, at: int) -> bool:
    """Whether position ``at`` of ``low`` stands inside round brackets opened before it."""
    return low.rfind("(", 0, at) > low.rfind(")", 0, at) or (
        low.rfind("（", 0, at) > low.rfind("）", 0, at)
    )


_DATA_KINDS = frozenset({"number", "money", "percent", "date", "time", "name", "url", "email"})


def _data_without_calls(ctx: CheckContext, view: ClaimView) -> Finding | None:
    """Data a tool would have returned, reported by a run that called none of its tools:
    "Initech has 12 open tickets" beside a declared, never-called search_tickets. The
    empty list of calls is the witness; what the prompt or the user said is no such data,
    and neither is a claim about nothing a declared tool names."""
    index = ctx.index
    run = index.run
    if index.calls or not run.tools or view.hedged:
        return None
    if view.stance & {"question", "offer", "conditional", "hedge", "opinion"}:
        return None
    settled = ctx.settled.get(view.id, {})
    unbacked = [
        v
        for i, v in enumerate(view.values)
        if settled.get(i) == "unsupported" and v.kind in _DATA_KINDS and not v.year_like
    ]
    if not unbacked:
        return None
    low = view.claim.text.lower()
    claim_words = {stem(w) for w in _WORD.findall(low) if len(w) > 2}
    claim_words |= ctx.answer.words.concepts_in(low)
    named = [
        t.name
        for t in run.tools
        if claim_words & (_tool_words(t.name, t.description) | _tool_concepts(t.name))
    ]
    if not named and len(run.tools) == 1 and len(unbacked) >= 2:
        named = [run.tools[0].name]  # figures about the one thing the one tool would return
    if not named:
        return None
    return make_finding(
        "fabricated_tool_call",
        view,
        f"the answer reports {quote(view.claim.text, 90)}, which {named[0]} would have "
        "returned, but the run made no call",
        reason="no_calls",
        expected=f"a {named[0]} call",
        found=[],
        witness=Witness(
            kind="calls", value=[], note=f"{named[0]} is declared but was never called"
        ),
    )


@cache
def _act_verbs(language: str) -> dict[str, tuple[str, ...]]:
    """``actions.toml [act_verbs]``: a past form -> the verbs a tool's name may say it with."""
    table = actions_table().get("act_verbs", {})
    return {past: tuple(verbs) for past, verbs in table.get(language, {}).items()}


@cache
def _first_person_past() -> re.Pattern[str]:
    """A first-person past act and the words after it: a regular past, or a form of
    ``[act_verbs]`` ("I've sent", "we made")."""
    irregular = "|".join(sorted(map(re.escape, _act_verbs("en")), key=len, reverse=True))
    return regex_cache.compile(
        r"\b(?:i've|i have|i|we've|we have|we)\s+(?:also\s+|just\s+|now\s+|already\s+)?"
        rf"([a-z]+(?:ed|t)|{irregular})\b((?:\s+[\w£$€₹¥.,-]+){{1,6}})"
    )


def _named_tool_act(ctx: CheckContext, view: ClaimView) -> Finding | None:
    """English: a first-person past act whose verb and object are a declared, uncalled
    tool's name ("I've placed your maximum bid" beside place_bid, never called). The
    tool's own name is the witness that this act is what it does; the calls show it was
    not done. No lexicon entry is needed for the verb."""
    if ctx.answer.words.language != "en" or view.hedged:
        return None
    if view.stance & {"question", "offer", "conditional", "hedge"}:
        return None
    index = ctx.index
    called = {c.call.tool for c in index.calls}
    low = view.claim.text.lower()
    negation = ctx.answer.words.negation
    forms = _act_verbs("en")
    for m in _first_person_past().finditer(low):
        if negation is not None and negation.search(low, max(0, m.start() - 12), m.end(1)):
            continue
        if ctx.answer.words.has("future", m.group(0)):
            continue
        verb = m.group(1)
        after = {stem(w) for w in _WORD.findall(m.group(2))}
        for spec in index.run.tools:
            if spec.name in called:
                continue
            name = [w for w in key_words(spec.name) if len(w) >= 3]
            if len(name) < 2 or len(name[0]) < 3:
                continue
            if not any(v[:4] == name[0][:4] for v in forms.get(verb, (verb,))):
                continue
            if not any(any(a[:4] == w[:4] for a in after if len(a) >= 3) for w in name[1:]):
                continue
            return _uncalled(view, m.group(0), spec.name, called)
    return None


def _uncalled(view: ClaimView, said: str, tool: str, called: set[str]) -> Finding:
    """The finding for an act that ``tool``, declared but never called, would have done:
    the calls that were made are the witness."""
    names = sorted(called)
    return make_finding(
        "fabricated_tool_call",
        view,
        f"the answer says {said.strip()[:60]!r}, which is what {tool} does, but it was never "
        "called" + (f" (the run called: {', '.join(names)})" if names else ""),
        reason="declared_tool_not_called",
        expected=f"a {tool} call",
        found=names,
        witness=Witness(kind="calls", value=names, note=f"{tool} is declared but was never called"),
    )


# the user's thing reported in the state an act leaves it in, with no doer: "your ticket is
# validated", "your claim has been escalated", "tu solicitud ha quedado tramitada"; the
# participle is a regular one (an irregular one is an [actions] verb)
_YOUR_STATE = regex_cache.compile(
    r"\b(?:your|tu|tus|su|sus)\s+((?:[\w-]+\s+){1,4}?)(?:is|are|has been|have been|'s been|'s|"
    r"está|están|ha sido|han sido|ha quedado|han quedado|quedó|quedaron|queda|quedan)\s+"
    r"(?:now\s+|just\s+|already\s+|successfully\s+|fully\s+|ya\s+|correctamente\s+)?"
    r"([a-záéíóúñ]{3,}(?:ed|ado|ada|ados|adas|ido|ida|idos|idas))\b"
)
# the state is one still to come, or someone else's doing: "once your ticket is validated",
# "make sure your form is signed", "is validated at the exit", "validado por el banco"
_STATE_PENDING = regex_cache.compile(
    r"\b(?:once|when|whenever|after|until|unless|before|as soon as|make sure|ensure|need|needs|"
    r"must|should|cuando|una vez|hasta que|en cuanto|antes de que|para que|asegúrate|"
    r"necesita|debe)\b[^.;:!?]*$"
)
_STATE_BY = regex_cache.compile(
    r"\s+(?:by|at|upon|on|when|once|automatically|por|al|cuando|en la|en el)\b"
)


def _named_tool_state(ctx: CheckContext, view: ClaimView) -> Finding | None:
    """English and Spanish: the user's thing reported in the state an act of a declared,
    uncalled tool leaves it in ("your ticket is validated" beside apply_validation, never
    called, whose arguments name the ticket). The tool's own name is the witness that the
    state comes by that act; the calls show it was not done. A state an output reports as
    true (``validated: true``, a status "validated") is no act of the answer's."""
    language = ctx.answer.words.language
    if language not in ("en", "es") or view.hedged:
        return None
    if view.stance & {"question", "offer", "conditional", "hedge"}:
        return None
    index = ctx.index
    called = {c.call.tool for c in index.calls}
    low = view.claim.text.lower()
    negation = ctx.answer.words.negation
    for m in _YOUR_STATE.finditer(low):
        if negation is not None and negation.search(m.group(0)):
            continue
        before = low[_clause_start(low, m.start()) : m.start()]
        if _STATE_PENDING.search(before) or ctx.answer.words.has("future", before):
            continue
        if _STATE_BY.match(low, m.end()):
            continue
        stem5 = fold(m.group(2))[:5]
        if len(stem5) < 5 or _state_reported(index, stem5):
            continue
        things = {stem(w) for w in _WORD.findall(m.group(1)) if len(w) > 2}
        if any(_tool_does(name, stem5) for name in called):
            continue
        for spec in index.run.tools:
            if spec.name in called or not _tool_does(spec.name, stem5):
                continue
            params = (spec.parameters or {}).get("properties", {})
            held = {stem(w) for w in key_words(spec.name)} | {
                stem(w) for key in params for w in key_words(key)
            }
            if not things & held:
                continue
            return _uncalled(view, m.group(0), spec.name, called)
    return None


def _tool_does(name: str, stem5: str) -> bool:
    """Whether a tool's name says it brings about the state whose word opens with ``stem5``
    (``apply_validation`` for "validated"), and not by reading (``check_validation_...``)."""
    words = [fold(w) for w in key_words(name)]
    if not words or words[0] in _READ_VERBS:
        return False
    return any(w[:5] == stem5 for w in words if len(w) >= 5)


_READ_VERBS = frozenset(
    {
        "get",
        "list",
        "search",
        "find",
        "fetch",
        "check",
        "lookup",
        "look",
        "read",
        "view",
        "show",
        "query",
        "verify",
        "validate",
        "preview",
        "estimate",
        "calculate",
        "quote",
        "compare",
    }
)


def _state_reported(index: EvidenceIndex, stem5: str, within: Iterable[int] | None = None) -> bool:
    """Whether an output reports the state as so (among the leaves ``within``, else all): a
    key of that word set true (``validated: true``), or a value that says it (``status:
    "validated"``)."""
    for leaf in index.leaves if within is None else (index.leaves[lid] for lid in within):
        if leaf.source != "output":
            continue
        key = [fold(w) for w in key_words(leaf.key)]
        if key and key[-1][:5] == stem5 and leaf.raw is True:
            return True
        if (
            len(key) == 2
            and key[0][:5] == stem5
            and key[1] in _AMOUNT_WORDS
            and leaf.number is not None
            and leaf.number > 0
        ):
            return True  # ``paid_cents: 28800``: an amount the act moved, so it was done
        if len(key) >= 2 and key[0][:5] == stem5 and key[-1] in _WHEN_WORDS and leaf.raw:
            # ``issued_at: "2025-11-03T14:20"``: when it was done, so it was;
            # ``scheduled_payment_date``: when what it set up falls
            return True
        if isinstance(leaf.raw, str) and leaf.text is None:
            first = fold(leaf.raw).split()[:1]
            if first and first[0][:5] == stem5:
                return True
            # a code whose last word is the state, after what it is of (``draft_delivered``:
            # the draft was delivered), with no word before that undoes it
            code = key_words(leaf.raw) if len(leaf.raw) <= 40 and " " not in leaf.raw else []
            if (
                len(code) >= 2
                and code[-1].endswith("ed")
                and code[-1][:5] == stem5
                and not set(code) & _UNDOING
            ):
                return True
    return False


_WHEN_WORDS = frozenset({"at", "on", "date", "time"})
# words of a code that keep its last word from being so (``not_delivered``, ``awaiting_paid``)
_UNDOING = frozenset({"not", "no", "un", "non", "awaiting", "pending", "failed", "never"})


def _tool_concepts(name: str) -> set[str]:
    return concepts_of_words(key_words(name))


def _unread_reader(
    ctx: CheckContext, view: ClaimView, claim: ActionClaim, usable: list[CallInfo]
) -> ToolSpec | None:
    """A declared tool, never called, that reads what the lookup names when no call that
    ran reads it ("帮你看了下，会员卡里还剩¥356" beside an uncalled get_member_card, the
    calls that ran reading appointments): it is a witness only when the claim also states
    a value that no output holds."""
    settled = ctx.settled.get(view.id, {})
    values = [i for i, v in enumerate(view.values) if not v.year_like]
    if not values or any(settled.get(i) != "unsupported" for i in values):
        return None
    index = ctx.index
    called = {c.call.tool for c in index.calls}
    read = [_call_words(c) | _output_words(index, c) for c in usable]
    for spec in index.run.tools:
        if spec.name in called or names_an_act(key_words(spec.name)):
            continue
        words = _tool_words(spec.name, spec.description) | _tool_concepts(spec.name)
        named = {
            w
            for w in _object_concepts(ctx, claim)
            if w in words or any(c in words for c in key_concepts(w))
        }
        if named and not any(w in r for w in named for r in read):
            return spec
    return None


# what holds all of a user's records ("your account", "your record", "your profile"): any read
# keyed by the user's id reads it ("your calendar" is one thing, which such a read need not be)
_USERS_FILE = frozenset({"account", "record", "profile"})
# the user's own thing: "your account", "tu cuenta", "आपका खाता", "您的账户"
_YOURS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("your",)),
    ("es", ("tu", "tus", "su", "sus", "vuestra", "vuestro", "vuestras", "vuestros")),
    ("hi", ("आपका", "आपकी", "आपके", "तुम्हारा", "तुम्हारी", "तुम्हारे", "तेरा", "तेरी", "तेरे")),
    ("zh", ("你的", "您的", "你们的", "您们的")),
)  # fmt: skip


@cache
def _yours(language: str) -> re.Pattern[str] | None:
    return compile_phrases(next((w for code, w in _YOURS if code == language), ()))


def _about_the_user(ctx: CheckContext, view: ClaimView, usable: list[CallInfo]) -> bool:
    """Whether the claim speaks of the user's own thing ("your account") and a read the run
    made was keyed by an id the user or the operator gave (the user's own id)."""
    yours = _yours(ctx.answer.words.language)
    if yours is None or not yours.search(view.claim.text.lower()):
        return False
    said = " ".join(
        str(leaf.raw) for leaf in ctx.index.leaves if leaf.source == "context" and leaf.raw
    )
    return any(
        isinstance(arg, str) and len(arg) >= 4 and arg in said
        for c in usable
        if not writes(c) and isinstance(c.call.arguments, dict)
        for arg in c.call.arguments.values()
    )


def _lookup(ctx: CheckContext, view: ClaimView, claim: ActionClaim) -> Finding | None:
    index = ctx.index
    run = index.run
    usable = [c for c in index.calls if c.usable]
    if usable:
        objects = _object_concepts(ctx, claim)
        if not claim.object_words and not objects:
            return None
        called = {c.call.tool for c in index.calls}
        best_called = max(
            (_objects_match(claim, _call_words(c) | _output_words(index, c)) for c in usable),
            default=0,
        )
        declared = [
            (t, _objects_match(claim, _tool_words(t.name, t.description)))
            for t in run.tools
            if t.name not in called
        ]
        better = [t for t, s in declared if s >= 1 and s > best_called]
        if best_called > 0:
            unread = _unread_reader(ctx, view, claim, usable)
            if unread is None:
                return None
            better = [unread]
        if not better and not objects:
            return None  # "I looked at the options": nothing named that a call should have read
        if not better and objects & _USERS_FILE and _about_the_user(ctx, view, usable):
            # "I've gone through your account" after a read keyed by the user's own id: what
            # that call read is the user's account; no declared tool reads it otherwise
            return None
        names = sorted(called)
        note = (
            f"{better[0].name} is declared but was never called"
            if better
            else f"no call read {', '.join(sorted(objects)[:3])}"
        )
        return make_finding(
            "fabricated_tool_call",
            view,
            f"the answer says {claim.phrase!r} in {quote(view.claim.text, 90)}, but no call "
            f"read that (it called: {', '.join(names)}); {note}",
            reason="declared_tool_not_called",
            expected="a call that reads what the claim names",
            found=names,
            witness=Witness(kind="calls", value=names, note=note),
        )
    return make_finding(
        "fabricated_tool_call",
        view,
        f"the answer says {claim.phrase!r} in {quote(view.claim.text, 90)}, "
        "but the run made no call",
        reason="no_calls",
        expected="a call that looked it up",
        found=[],
        witness=Witness(kind="calls", value=[]),
    )
