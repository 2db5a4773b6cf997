"""Inference stated as fact: an unhedged prediction, cause or verdict no output supports.

A claim is a **conclusion** when it predicts ("will", "going to", 会, -गा), gives a cause
("because", "so", "the culprit is", 因为, की वजह से), asserts certainty ("clearly",
"definitely", 肯定) or passes a verdict ("the better deal", "ahead of") — the ``[stance]``
tables of the lexicon. It is **stated as fact** when nothing hedges it (no "might",
"probably", "I think", no question, offer or labelled opinion) and it is not the agent's
own commitment ("I'll send you the receipt").

Such a claim is ``inference_as_fact`` when the outputs do not support it: its values are
not all verified, and most of its content words (compared as stems and concepts with the
outputs' keys, values and text) appear nowhere in the outputs. The witness is the claim
itself (the unhedged conclusion) with the marker that makes it one. Pleasantries and
feelings ("happy to help", "开心") are neither predictions nor causes and never count.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Collection, Sequence
from datetime import datetime, timezone
from decimal import Decimal
from functools import cache, lru_cache
from typing import NamedTuple

from nyaya.checks.answer import ClaimView, Value
from nyaya.checks.base import (
    CheckContext,
    Outcome,
    make_finding,
    names_an_act,
    quote,
    reads,
    witness_of,
    writes,
)
from nyaya.checks.language import GENERIC_CONCEPTS, Words, key_concepts, number_words, words_for
from nyaya.checks.states import output_states, states_named, value_states
from nyaya.claims import regex_cache
from nyaya.claims.lexicons import available, load
from nyaya.claims.phrases import compile_phrases
from nyaya.evidence.fold import LETTERS, MARKS, fold, key_words, sound_key, stem
from nyaya.evidence.index import EvidenceIndex, Leaf
from nyaya.report import Finding, Witness
from nyaya.values.temporal import When
from nyaya.values.units import unit_of_word

__all__ = ["check_inference", "output_vocabulary"]

_WORD = regex_cache.compile(LETTERS)
_HAN = regex_cache.compile(r"[\u3400-\u9fff]")
_MARKERS = ("future", "causal", "certainty", "evaluative")
_SUPPORTED_SHARE = 0.5


def _future_only_asked(low: str, words: Words) -> bool:
    """Whether every future cue of a claim stands in a question it asks before going on
    ("will it arrive? the date is ...", "¿llegará? ...", "क्या समय पर पहुँचेगा? ..."):
    the claim holds more than the question, and its statement foretells nothing."""
    rest = _ASKED.sub(lambda m: " " * len(m.group()), low)
    return rest.strip(" *_\n") != "" and rest != low and not words.has("future", rest)


# a question inside a claim: from "¿" or the claim's start (or a stop) to its "?"
_ASKED = regex_cache.compile(r"¿[^?？]*[?？]|(?:^|(?<=[.!。！]))[^.!?？。！¿]*[?？]")


def check_inference(ctx: CheckContext, view: ClaimView) -> Outcome:
    out = Outcome()
    words = ctx.answer.words
    low = view.claim.text.lower()
    stance = _foretelling(view.stance, low, words)
    if "future" in stance and _future_only_in_names(ctx, view, low, words):
        # "ओमेगा हाउस की मरम्मत तय है": a name that ends like a future verb (ओमेगा) is the
        # name of a place an output gives, and foretells nothing
        stance = stance - {"future"}
    put_down = _PUT_DOWN_TO.search(low)
    if put_down is not None:
        # "上周少掉的那些，就是 5 号冷库 6月2日停电造成的": a result put down to an
        # event, however long its name, is a cause named outright
        stance = stance | {"causal", "declared"}
    if {"future", "conditional"} <= stance and _cases(view.sentence_text.lower(), words):
        # (each case may be a claim of its own: "..., and if it goes over, ...")
        stance = stance - {"future"}
    if "future" in stance and _future_only_asked(low, words):
        # "**¿Llega a tiempo?** El envío sale el jueves": the future is in
        # the question the answer sets itself, and the rest of the claim answers it
        stance = stance - {"future"}
    meaning = _phrases(_MEANING, words.language)
    if "future" in stance and meaning is not None and meaning.search(low):
        # "that means you will get a place", "lo que significa que", "इसका मतलब", "这意味着":
        # what a fact is said to mean is a consequence drawn from it, weighed by itself
        stance = stance | {"consequence"}
    explains = _phrases(_EXPLAINS, words.language)
    if explains is not None and explains.search(low) and "question" not in stance:
        # "..., and that's why the heel came off", "por eso se despegó": the clause before
        # is given as the cause of what happened, not a deduction from it
        stance = (stance if "future" in stance else stance - {"consequence"}) | {"causal"}
    if "causal" in stance and _lookup_results_only(low, words):
        # "जाँच का परिणाम शून्य रहा": the result of a search, the noun, not a consequence
        stance = stance - {"causal"}
    if "causal" in stance and _no_cause_named(low, words):
        # "不受影响" (not affected): a cause marker with its slot for the cause left empty
        # says what was or was not affected, naming no cause
        stance = stance - {"causal"}
    if stance & {"causal", "declared"} and _cause_asked(low, words):
        # "what caused the leak is not clear yet", "कारण कौन-सा है, अभी साफ़ नहीं": the cause is
        # asked about, in an embedded question, and named by nothing
        stance = stance - {"causal", "declared"}
    if stance & {"causal", "declared"} and _cause_found(low, words):
        # "देरी की वजह पता चल गई है", "找到了原因": that the reason is known, said before
        # the answer gives it; no cause is given in this claim
        stance = stance - {"causal", "declared"}
    if stance & {"causal", "declared"} and _cause_to_check(low, words):
        # "we need to confirm it wasn't caused by a cleaner", "确认不是冻裂造成的": a
        # cause someone is still to check or rule out is named as a question, not a fact
        stance = stance - {"causal", "declared"}
    if "causal" in stance and _own_reckoning(low, words):
        # "I left the cancelled trip out because you never went", "no incluyo esa carrera
        # porque no la terminaste": the reason for how the agent reckoned a figure is its
        # method, not a cause in the world
        stance = stance - {"causal"}
    if "causal" in stance and _relative_only(low, words):
        # "उसी खाते में जिससे आपने भुगतान किया": "जिससे" after "उसी" joins a relative
        # clause (the one from which), not a consequence
        stance = stance - {"causal"}
    if stance & {"causal", "declared"} and _cause_supposed(low, words):
        # "if it is down to a commercial dispute, you would repay it", "si se debe a": a cause
        # supposed in a condition is a case the answer lays out, not a cause stated as fact
        stance = stance - {"causal", "declared"}
    able = low  # where what someone can do is read ("肯定能排上": a certain outcome)
    if stance & {"causal", "declared"}:
        # "the cause is something your vet can tell you", "इसकी वजह डॉक्टर ही बता पाएँगे":
        # a cause left to someone to tell names none, foretells no event, and what they can
        # do there is no outcome a "do see them" beside it makes certain
        told_by, spans = _left_to_tell(low, words)
        stance = stance - told_by
        for a, b in spans:
            able = able[:a] + " " * (b - a) + able[b:]
    # foretold by an idiom alone, with no future tense ("in time for", "赶得上", "जाना तय है")
    idiom = "future" in stance and "future" not in view.stance
    if "declared" in stance and _owed_unchanged(low, words):
        # "it's down to the wire", "the final say is down to the board": "down to" after no
        # word of change names no cause ("the drop in sales is down to the outage" does)
        stance = stance - {"declared"}
    if "declared" in stance and _declared_level(low, words):
        # "the balance is down to $40", "se reduce a 3": a level reached, not a cause
        stance = stance - {"declared"}
    if "causal" in stance and _reckoned(ctx, view, low, words):
        # "the second balance already accounts for the $20 credit": what an amount takes
        # in is arithmetic on figures, which the value checks weigh, not a cause
        stance = stance - {"causal"}
    if "question" not in stance:
        said = _intent_unsaid(ctx, view, low) or _verdict_unsaid(ctx, view, low)
        if said is not None:
            out.findings.append(_finding(view, said))
            return out
    open_cause = _cause_left_open(ctx, view, low, stance, words)
    if open_cause is not None:
        out.findings.append(open_cause)
        return out
    markers = [m for m in _MARKERS if m in stance]
    if "declared" in stance and "causal" not in markers:
        # "इसकी वजह X है", "the cause is X": a cause named outright is a cause
        markers = [m for m in _MARKERS if m in stance or m == "causal"]
    if not markers and "totality" not in stance:
        return out
    if (
        "totality" in stance
        and "certainty" not in markers
        and ("future" in markers or words.has("ability", low))
    ):
        # "it will be completely fixed", "就能彻底解决": an outcome foretold as complete is
        # foretold as certain
        markers = [m for m in _MARKERS if m in stance or m == "certainty"]
    if not markers:
        return out
    if "certainty" in markers and "future" not in markers and words.has("ability", able):
        # "肯定能排上", "you can definitely make it": a certain outcome is a prediction
        markers.insert(0, "future")
    if "certainty" in markers and "future" in markers and _certain_apart(low, words):
        # "the payment is released only after the papers; its firm date isn't shown":
        # a word of certainty in a part of the sentence that foretells nothing makes no
        # prediction certain
        markers.remove("certainty")
    if "certainty" in markers and _certain_once_known(low, words):
        # "..., but it will be certain only once the supervisor confirms": the certainty is
        # of coming to know later, which makes no outcome certain
        markers.remove("certainty")
    if "future" in markers and _reported_future(low, words):
        # "the audit stops short of saying the roof will pass", "the leaflet says the clinic
        # will lower the dose": what a source says or does not say, in its own words, which
        # the source checks weigh
        return out
    if (
        "future" in markers
        and set(markers) <= {"future", "causal", "declared", "certainty"}
        and _known_later(low, words)
        and _cause_known_later(low, words)
    ):
        # "the real cause will only be known once the part is opened", "ठीक कारण खोलने पर
        # ही पता चलेगा": the cause is what will come to be known, none is stated
        return out
    if "future" in markers and len(markers) > 1 and _known_later(low, words):
        # "partly down to the full load, probably — whether there is a fault too only the
        # engineer's check will tell": what is foretold is coming to know, which foretells
        # nothing; the rest of the claim is weighed as it stands
        markers.remove("future")
    if not markers:
        return out
    sure = "certainty" in markers and "future" in markers
    if "opinion" in stance and "future" in markers and _opinion_apart(view, words):
        # "I'd take the cheaper one; it will be sold out by Friday": the opinion is the
        # first sentence's, the prediction after ';' is stated as fact
        stance = stance - {"opinion"}
    if "hedge" in stance and "future" in markers and _hedge_apart(view, words):
        # "your last payment would fall in May, and the loan will be closed then": "would"
        # hedges its own clause; the flat prediction joined after it is stated as fact
        stance = stance - {"hedge"}
    for advice in ("offer", "opinion"):
        if advice in stance and "future" in markers and _advice_after(view, words, advice):
            # "prices will keep rising after the holiday, so I'd suggest ordering now": the
            # advice drawn at the end does not hedge the outcome given as its ground
            stance = stance - {advice}
    if "expectation" in stance and not _expectation_covers(view, words):
        stance = stance - {"expectation"}
    if "causal" in markers and "question" not in stance:
        unconfirmed = _cause_unconfirmed(ctx, view)
        if unconfirmed is not None:
            out.findings.append(unconfirmed)
            return out
    if stance & {"hedge", "offer", "question", "opinion", "expectation"} or (
        "pleasantry" in stance and not sure and not _cause_apart(low, markers, words)
    ):
        # warmth ("放心", "happy to help") is no inference, but it does not hedge a promise
        # that an outcome is certain ("放心，肯定赶得上"); an expectation said as one ("is
        # expected to arrive Friday") predicts nothing as fact
        return out
    if not set(markers) & {"future", "causal"}:
        # a verdict or an intensifier alone ("clearly longer", "确实不错") judges figures
        # the answer shows; it is an inference stated as fact with a prediction or a cause
        return out
    if (
        "causal" in markers
        and words.first_person is not None
        and words.first_person.search(low)
        and words.has("ability", low)
    ):
        # "I can't cancel it, since it is basic economy": the agent gives the reason for
        # its own decision (its policy), not a cause in the world
        return out
    if markers == ["future"] and _able(low, words) and not idiom:
        # "your doctor will be able to explain", "no payment can go through now": what
        # someone can do, not an event foretold (an idiom that foretells may read as one:
        # "赶得上")
        return out
    if "future" in markers and len(markers) == 1 and _commits(low, words):
        # "I'll send you the receipt": a commitment of the agent's, not a prediction
        return out
    if "future" in markers and _asked(view, words):
        # "how much you will get back, confirm with your accountant", "confirma con el banco
        # cuánto te cobrarán": the outcome is an embedded question the user is sent to settle,
        # not a prediction
        return out
    if "future" in markers and set(markers) <= {"future", "certainty"} and _known_later(low, words):
        # "we'll only know once the lab calls", "नतीजा आने पर ही पता चलेगा", "出结果
        # 之后才能知道": what is foretold is that it will be known, which says it is not yet
        return out
    if markers == ["future"] and view.claim.text.rstrip(" *_").endswith((":", "：")):
        # "here is what happens once the part is in:": a lead-in to the lines after
        # it, which say what will be (each weighed as a claim of its own)
        return out
    if (
        "future" in markers
        and not {"causal", "certainty"} & set(markers)
        # (a trend carried forward to the rule's figure, "at this pace you'll be under the
        # limit and qualify", foretells that the figure will be reached, which no rule says)
        and not ((pace := _phrases(_PACE, words.language)) is not None and pace.search(low))
        and _applies_a_rule(ctx, view, words)
    ):
        # "it's over the $500 threshold, so the shop won't start on it until you say so"
        # beside the rule "a squawk over $500 needs owner approval before work starts":
        # the outcome is the rule's, applied with the very figure it is stated with
        return out
    if markers == ["future"] and _notice_of_an_act(ctx, view, low):
        # "you'll receive a confirmation e-mail shortly" after a booking the run made: the
        # notice that follows an act the outputs show done is that act's own procedure,
        # not an event foretold
        return out
    settled = ctx.settled.get(view.id, {})
    states = [settled.get(i, "ignored") for i, v in enumerate(view.values) if v.kind != "name"]
    grounded = [
        v
        for i, v in enumerate(view.values)
        if settled.get(i) == "verified" and (v.is_number or v.kind in ("date", "time"))
    ]
    figures = [v for v in grounded if v.is_number]
    direct = ctx.matched.get(view.id, {})
    index = ctx.index
    told = _predicting_clauses(view, words) if "future" in markers else []
    # "at this rate you'll reach it by May", "a este ritmo", "इसी रफ़्तार से", "照这个速度": a
    # trend carried forward is the agent's projection, whatever figures it starts from
    pace = _phrases(_PACE, words.language)
    paced = bool(told) and pace is not None and pace.search(low) is not None
    unknown = (
        _when_unknown(ctx, view, told) or _none_for_the_day(ctx, view, told)
        if "conditional" not in stance
        else None
    )
    if unknown is not None:
        # "the parts will be in before then" beside a note "awaiting the valve, ETA: TBC": the
        # output says the time of what is foretold is not known; that sentence is the witness
        out.findings.append(
            make_finding(
                "inference_as_fact",
                view,
                f"{quote(view.claim.text, 110)} foretells as fact what an output says is not "
                f"known yet ({quote(unknown[1], 80)}); hedge it or drop it",
                reason="unhedged_future",
                expected="a hedge (might, probably) or an output that says when",
                found=view.claim.text.strip()[:160],
                witness=witness_of(ctx.index, unknown[0], "output_value", unknown[2]),
            )
        )
        return out
    if idiom and markers == ["future"] and _compared(ctx, view, figures):
        # "it takes up to 900 kg, so it has room to spare for both loads (240 kg)": what is
        # foretold is a comparison of two figures of one unit the sentence shows, and it holds
        return out
    if markers == ["future"] and (_flag_set(ctx, view, told) or _status_foretells(ctx, view, told)):
        # "your plan is set to renew by itself" beside ``auto_renew: true``: what is foretold is
        # the setting an output holds switched on
        return out
    if markers == ["future"] and _fills_capacity(ctx, view, told):
        # "the van takes 40 crates and you have 36, so it will be a snug load": how full it
        # will be is read off the two figures the sentence shows, and they hold it
        return out
    if (
        "future" in markers
        and _foretells_decision(view, words, told)
        and not _decided(ctx, _refused(view, words, told))
    ):
        # "your claim will be approved", "फ़ाइल मंज़ूर हो जाएगी", "审批肯定能通过": how a
        # decision will go is stated only by an output that gives a decision; the case, the
        # application, the file an output names is not the outcome foretold for it, nor the
        # figures or the date of the decision
        out.findings.append(_finding(view, "future"))
        return out
    if (
        "future" in markers
        and "conditional" not in stance
        and any(_CALLED_OFF in words.concepts_in(view.low[a:b]) for a, b, _ in told)
        and not _called_off(ctx)
    ):
        # "the match will be called off", "la clase se va a suspender", "会被取消": calling an
        # event off is a decision too; its date, place and the readings that may lead to it
        # do not say how it will go, only an output that calls it off (or the run's own act)
        out.findings.append(_finding(view, "future"))
        return out
    if "future" in markers and _turned_comparison(ctx, view, told, figures):
        # "A's $90 will end up costing more than B's $120": the outputs give both figures in
        # the opposite order; the turn foretold is the agent's own inference
        out.findings.append(_finding(view, "future"))
        return out
    if "future" in markers and paced and not _foretold_by_output(ctx, view, grounded, direct):
        # "at this pace you'll pass 600 in two more tests": a trend carried forward is the
        # agent's projection; words the outputs share with it (the tests, the score) do not
        # foretell it, only an output that itself says what will be
        out.findings.append(_finding(view, "future"))
        return out
    if (
        "future" in markers
        and not paced
        and (
            _foretold_by_output(ctx, view, grounded, direct)
            or _foretold_of_the_record(ctx, view, told, direct)
            or _foretold_by_rule(ctx, view, told)
        )
    ):
        # "the driver will phone you from 020 7946 0018" beside a note "The courier will
        # call from 020 7946 0018 before arrival": the output's own sentence foretells it,
        # and the figure the prediction gives is read inside that sentence
        return out
    if (
        markers == ["future"]
        and not paced
        and all(s in ("verified", "ignored") for s in states)
        and _act_sets_up(ctx, view, told, settled, direct)
    ):
        # "at Ourense, staff will meet you on arrival" beside the request the run filed,
        # whose output holds that station: the run's own act set up what is foretold
        return out
    projected = False
    if "future" in markers and (
        paced
        or not any(
            (not direct.get(i) and not idiom)
            or any(
                (_timed(v) or _when_key(index.leaves[lid].key))
                and _said_of(ctx, view, v, index.leaves[lid])
                for lid in _still_to_come(ctx, v, direct.get(i, []))
            )
            or ("conditional" in stance and v.kind == "money")
            or (v.kind != "money" and not v.year_like and _scheduled(ctx, direct.get(i, [])))
            or (not v.year_like and _arranged(ctx, direct.get(i, [])))
            for i, v in enumerate(view.values)
            if v in grounded and _inside(v, view, told, drawn=_timed(v))
        )
    ):
        # a prediction is not grounded by the right figures ("you will get the same
        # 7.5% in January"): only by the time an output gives for it ("arrives Friday"
        # and an ETA, "within 5-7 business days"), as arithmetic on them ("so the total
        # will be ₹100"), or as the price of a choice ("if you bring a camera, it will
        # cost ₹100"); and only by what the predicting clause itself states ("you had
        # 4 in 6 months, so you will get yours by May" rests on no figure of its own). A
        # span an idiom foretells ("往后十五年都不用修") is no arithmetic on the outputs.
        # A detail of an event an output has scheduled grounds it too ("it will be taken
        # from the card ending 0394" beside a direct debit record with that card and a
        # debit date still to come): the prediction restates the output's arrangement; a
        # year ("a penalty for 2024") names a period, found in any record, not its detail.
        # So does a figure of what the run's own act set up ("you'll get $55 back" beside
        # the refund a cancel call recorded, "se cobrarán 30 €" beside the fee of the
        # request it filed): the act's output states the terms it will be carried out on
        # An amount foretold for a period to come ("your next bill will be ₹2,70,810 again")
        # from a record of one gone by is the agent's projection, whatever words of the
        # record the claim shares
        projected = _next_period_amount(view, told, grounded, words)
        grounded = []
    scheduled = idiom and any(
        _timed(v) and any(_when_key(index.leaves[lid].key) for lid in direct.get(i, ()))
        for i, v in enumerate(view.values)
        if v in grounded
    )
    if (
        grounded
        and all(s in ("verified", "ignored") for s in states)
        # "the payout is certain to come on the 5th" beside a payout ``scheduled_on`` the
        # 5th: the certainty is the output's schedule
        and ("certainty" not in markers or scheduled)
        and (
            "causal" not in markers
            or (len(figures) >= 2 and _in_cause(view, figures, words))
            or _cause_figure_keyed(ctx, view, direct, words)
        )
        and not ("causal" in markers and _state_unheld(ctx, low, markers, stance, words))
    ):
        # a cause shown by the figures it rests on ("because the fee rose from $40 to
        # $55") is an explanation with its grounds
        # a conclusion drawn from figures the outputs hold or give ("you paid $6,000, so
        # $12,600 is left"): an inference shown with its grounds
        return out
    # a cause in the outputs' own language is weighed word for word (a prediction is not:
    # what will happen is rarely worded as the records that ground it)
    literal = "causal" in markers
    # an outcome an output gives only under a condition ("if an error is confirmed, the fee
    # is credited") does not support the same outcome foretold with none
    plain = "future" in markers and "conditional" not in stance
    # a prediction with a when of its own ("within 20 minutes", "before Friday")
    dated = "future" in markers and _gives_when(view, told, words)
    # (an outcome foretold may apply a rule of the operator's: see `_rule_bags`)
    applies = "future" in markers and "causal" not in markers
    share, considered = _support(
        ctx, view, literal=literal, plain=plain, known=dated, rules=applies
    )
    # what is inferred is the cause ("..., because rain shortened the match": a note that
    # rain interrupted play supports it; "the delay is due to a storm" beside a delay and no
    # storm does not) or the consequence ("..., so pickup will be quick"); with several,
    # the least supported one
    spans = _inferred_parts(low, markers, stance, words)
    declared = (
        _inferred_parts(low, markers, stance, words, table="declared")
        if "declared" in stance
        else []
    )
    if put_down is not None and "declared" in stance and not declared:
        declared = [put_down.span(1)]  # (the event the result is put down to)
    if (
        declared
        and not _cause_given(ctx, view, declared)
        and not _states_held(ctx, low, declared, words)
    ):
        # "the cause is X", "原因是X": naming the cause outright needs an output that gives
        # a cause and says this one; outputs that only show X beside the effect (two alerts
        # close in time) leave the causal link the agent's own inference
        out.findings.append(_finding(view, "causal"))
        return out
    if (
        declared
        and not spans
        and markers == ["causal"]
        and "causal" not in view.stance
        and _states_held(ctx, low, declared, words)
    ):
        # where the thing is held up, named outright, is the state (or the step) an output
        # gives, and the claim names no other cause: it reports, it infers nothing
        out.asserted = "conclusion"
        return out
    # a cause that is itself foretold ("it will arrive then, since the shop will be open"):
    # what will be is said by an output in its own words, not by concepts a record's keys
    # share with it (a ``location`` for an office, a ``date`` for a day)
    weighed = [
        _cause_support(ctx, view, *p, literal=literal, plain=plain)
        if "causal" in markers and not _foretold_in(low, *p, words)
        else _support(
            ctx,
            view,
            *p,
            literal=literal,
            bare="causal" in markers and _foretold_in(low, *p, words),
            plain=plain,
            known=dated,
        )
        for p in spans
    ]
    parts = [s for s in weighed if s[1]]
    if spans and not parts and "certainty" in markers and "future" in markers:
        share = 0.0  # "肯定能排上": nothing an output says is what is promised
    elif spans and not parts and "future" in markers and not literal:
        # a consequence foretold in words no concept relates ("..., así que la bomba
        # volverá a arrancar"): weighed as written when the outputs speak the answer's
        # language, rather than left unweighed behind its premise
        parts = [
            s
            for s in (
                _support(ctx, view, *p, literal=True, plain=plain, known=dated) for p in spans
            )
            if s[1]
        ]
        considered = max([considered, *(n for _, n in parts)])
    if parts:
        part_share = min(s for s, _ in parts)
        # a cause is judged by itself; a consequence cannot borrow its premise's support
        share = part_share if "causal" in markers else min(share, part_share)
        if (
            "causal" in markers
            and "future" in markers
            and spans
            and spans[0][0] > 0
            and not any(
                v.kind in ("date", "time")
                and settled.get(i) == "verified"
                and v.start - view.claim.start < spans[0][0]
                for i, v in enumerate(view.values)
            )
        ):
            # "the price will go up in January, because the harvest was poor" beside a note on
            # the harvest: what is foretold before the cause is weighed by itself too (a day
            # an output holds for it is the output's own schedule)
            effect = _support(ctx, view, 0, spans[0][0], literal=literal, plain=plain, known=dated)
            if effect[1] >= 2:
                share = min(share, effect[0])
    elif (
        (not spans or not any(n for _, n in weighed))
        and markers == ["future"]
        and told != [(0, len(low), False)]
        and not (words.attribution is not None and words.attribution.search(low))
    ):
        # "your booking is cancelled, and a refund will be processed to your card": what is
        # foretold may be said by an output in the words of the clause that foretells it
        # alone (the rest is a report the other checks weigh); with several, the least
        # supported one. A verdict foretold ("paying early will be better") and what a
        # source is said to state are weighed whole
        # A consequence that is its figures alone ("so **$40**, which will be debited from
        # your account"): what is foretold of them is the predicting clause, weighed as
        # written like a consequence no concept relates; two words one output holds both
        # of are enough there
        least = 2 if spans else 3
        clauses = [
            _support(ctx, view, a, b, literal=bool(spans), plain=plain, known=dated)
            for a, b, _ in told
        ]
        clauses = [c for c in clauses if c[1] >= 3 or (c[1] >= least and c[0] == 1.0)]
        if clauses and min(clauses)[0] > share:
            share, considered = min(clauses)
    # a prediction dated by a day named from today that no output gives ("the part arrives
    # tomorrow, so it will be ready Friday") foretells a when of the agent's own, whatever
    # words an output shares with it and however few can be weighed
    lex = load(words.language)
    named_days = {*lex.dates_relative_days, *lex.dates_ambiguous_days}
    undated = "future" in markers and any(
        v.kind == "date"
        # a day named from today ("tomorrow", "el viernes"); "the day before", "the 26th"
        # may be worked out from an output's date
        and (v.weekday is not None or v.text.strip().lower() in named_days)
        and settled.get(i) == "unsupported"
        and _inside(v, view, told, drawn=True)
        # (and no day the claim gives beside it holds: "Wednesday next week, the 20th")
        and not any(
            settled.get(j) == "verified" and w.kind in ("date", "time", "number")
            for j, w in enumerate(view.values)
            if j != i and 0 <= w.start - v.end <= 40
        )
        # (nor does a rule that names its weekday: "el martes 20" beside "se abonan el
        # martes siguiente" in the operator's terms, with a word of what it foretells)
        and not _day_by_rule(ctx, view, v)
        for i, v in enumerate(view.values)
    )
    if (
        considered >= 2
        and not undated
        and not projected
        and (share > _SUPPORTED_SHARE or (share == _SUPPORTED_SHARE and not sure))
    ):
        # an output says much of it; nothing verifies the step (an outcome promised as
        # certain needs an output that says more of it than half)
        out.asserted = "conclusion"
        return out
    # an idiom that foretells ("in time for", "赶得上", "之后十年都不用") is a prediction by
    # its words alone, however few of the claim's words can be weighed
    strong = (
        idiom
        or paced
        or undated
        or projected
        or ("certainty" in markers or "evaluative" in markers)
        or {"future", "causal"} <= set(markers)
    )
    if considered < 2 and not strong:
        out.asserted = "conclusion"
        return out
    if markers == ["causal"] and (
        _cause_and_effect_recorded(ctx, view) or _cause_described(ctx, view)
    ):
        out.asserted = "conclusion"
        return out
    other = _other_cause(ctx, view, markers, stance, words) if "causal" in markers else None
    out.findings.append(other or _finding(view, markers[0]))
    return out


def _cause_unconfirmed(ctx: CheckContext, view: ClaimView) -> Finding | None:
    """A cause stated as fact when a text the run read, on the claim's matter, says the
    cause is not known or cannot be confirmed ("we can't confirm cause from one sample",
    "causa por determinar", "कारण की पुष्टि नहीं", "原因待查"): that sentence is the witness.
    On the claim's matter: it shares two content words with the claim, and the claim does
    not restate it (it holds words of its own beyond it)."""
    words = ctx.answer.words
    causal = words.stance.get("causal")
    cue = causal.search(view.low) if causal is not None else None
    if cue is None:
        return None
    # (a hedge of another clause, "— the technician noted it suggests algae", leaves the
    # cause's own clause flat)
    lo = max((m.end() for m in _OWN_CLAUSE.finditer(view.low, 0, cue.start())), default=0)
    hi = _OWN_CLAUSE.search(view.low, cue.end())
    own = view.low[lo : hi.start() if hi else len(view.low)]
    if any(words.has(name, own) for name in ("hedge", "conditional", "question", "opinion")):
        return None
    unsettled = _unsettled(words.language)
    if unsettled is None or unsettled.search(view.sentence_text.lower()):
        return None  # (the answer itself leaves the cause open)
    mine = {stem(w) for w in _CONTENT_WORD.findall(view.low)}
    for leaf, sentence, theirs in _unsettled_sentences(ctx, unsettled):
        if len(mine & theirs) < 2 or len(mine - theirs) < 2:
            continue
        return make_finding(
            "inference_as_fact",
            view,
            f"{quote(view.claim.text, 90)} states a cause as fact, but "
            f"{quote(sentence.strip(), 100)} says the cause is not settled",
            reason="cause_unconfirmed",
            expected="the cause hedged, as the text the run read leaves it",
            found=view.claim.text.strip()[:160],
            witness=witness_of(ctx.index, leaf, "output_value", "the cause left open"),
        )
    return None


@cache
def _unsettled(language: str) -> re.Pattern[str] | None:
    """The phrases that leave a cause open, in the language and in English."""
    table = {*dict(_UNSETTLED).get(language, ()), *dict(_UNSETTLED)["en"]}
    return compile_phrases(tuple(sorted(table)))


def _unsettled_sentences(
    ctx: CheckContext, unsettled: re.Pattern[str]
) -> list[tuple[Leaf, str, set[str]]]:
    """The output sentences that leave a cause open and speak of a cause, with their leaves
    and content stems (once per run and language)."""
    words = ctx.answer.words
    memo = f"unsettled sentences {words.language}"
    hit: list[tuple[Leaf, str, set[str]]] | None = ctx.index.memo.get(memo)
    if hit is not None:
        return hit
    hit = []
    cues = _cause_words(words) | _cause_words(words_for("en"))
    for leaf in ctx.index.leaves:
        if leaf.source != "output" or not isinstance(leaf.raw, str) or leaf.text is not None:
            continue
        if unsettled.search(leaf.raw.lower()) is None:
            continue
        for sentence in _SENTENCES.split(leaf.raw):
            low = sentence.lower()
            if unsettled.search(low) is None:
                continue
            theirs = {stem(w) for w in _CONTENT_WORD.findall(low)}
            if theirs & cues or any(c in low for c in cues if _HAN.search(c)):
                hit.append((leaf, sentence, theirs))
            # (else a sentence that leaves something else open)
    ctx.index.memo[memo] = hit
    return hit


# a text's words that leave a cause open: not known, not confirmed, still to be found
_UNSETTLED: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("can't confirm", "cannot confirm", "could not confirm", "couldn't confirm",
            "unable to confirm", "can't determine", "cannot determine", "not determined",
            "undetermined", "not confirmed", "unconfirmed", "not yet known", "unknown cause",
            "cause unknown", "cause is unknown", "under investigation")),
    ("es", ("no se puede confirmar", "no podemos confirmar", "no se ha podido confirmar",
            "sin confirmar", "no confirmada", "no confirmado", "por determinar",
            "sin determinar", "no se ha determinado", "causa desconocida", "en investigación")),
    ("hi", ("पुष्टि नहीं", "पुष्टि नहीं हो", "अज्ञात कारण", "कारण अज्ञात", "कारण पता नहीं",
            "जाँच जारी", "जांच जारी", "अभी तय नहीं")),
    ("zh", ("无法确认", "不能确认", "未能确认", "无法确定", "尚未确定", "原因不明", "原因待查",
            "待查", "调查中", "未确认")),
)  # fmt: skip
_OWN_CLAUSE = regex_cache.compile(r"[,;:，；：。.!?]|\s[—–-]{1,2}\s")
_SENTENCES = regex_cache.compile(r"(?<=[.!?。！？])\s*|\n+")


def _cause_described(ctx: CheckContext, view: ClaimView) -> bool:
    """Whether the cause is in the words of one record's own description, and the effect
    the next sentence gives is a figure of that record ("because the hallway's old
    textured finish has to be smoothed first. That is why it goes at 8.50 a metre" beside
    a line "Hallway: smoothing of textured finish + two coats" at 850 a metre): the record
    ties the two; the answer reads it. Two content words of the claim's causal clause, of
    five letters or more, must stand in that description."""
    causal = ctx.answer.words.stance.get("causal")
    if causal is None:
        return False
    low = view.claim.text.lower()
    cue = causal.search(low)
    if cue is None:
        return False
    words = {fold(w) for w in _WORD.findall(low[cue.end() :]) if len(w) >= 5}
    ahead_from = view.claim.end
    if len(words) < 2 and not low[: cue.start()].strip(" *_-"):
        # ("That is why it goes at 8.50": a cue that opens the claim points back at the
        # cause the claim before gave, and this claim's own figures are the effect)
        before = [c for c in ctx.answer.claims if c.claim.end <= view.claim.start]
        if before:
            words = {fold(w) for w in _WORD.findall(before[-1].low) if len(w) >= 5}
            ahead_from = view.claim.start
    if len(words) < 2:
        return False
    index = ctx.index
    records: set[int] = set()
    for leaf in index.leaves:
        if (
            leaf.source == "output"
            and leaf.record is not None
            and isinstance(leaf.raw, str)
            and leaf.text is None
            and len(words & {fold(w) for w in _WORD.findall(leaf.raw.lower())}) >= 2
        ):
            records.add(leaf.record)
    if not records:
        return False
    held = [
        leaf
        for rid in records
        for leaf in index.subtree_leaves(rid, depth=0)
        if leaf.number is not None and leaf.number != 0
    ]
    text = ctx.answer.text
    stop = text.find("\n", view.claim.end)
    ahead = [
        v
        for other in ctx.answer.claims
        if ahead_from <= other.claim.start < (stop if stop >= 0 else len(text))
        for v in other.values
        if v.is_number and v.stated is not None
    ]
    return any(
        v.stated is not None
        and any(
            v.stated.holds(leaf.number) or v.stated.holds(leaf.number / 100)
            for leaf in held
            if leaf.number is not None
        )
        for v in ahead
    )


def _cause_and_effect_recorded(ctx: CheckContext, view: ClaimView) -> bool:
    """Whether a cause given by its figures ("because it sat 1 day past the free period,
    a fee of 18,500 was charged") is one output record's own: every figure of the cause is
    held by an output field, and a figure of the effect its sentence states right after is
    held by a field of that very record (``chargeable_days: 1`` beside ``charged: 18500``).
    The record ties the two; the answer reads it, it does not infer the link."""
    settled = ctx.settled.get(view.id, {})
    matched = ctx.matched.get(view.id, {})
    index = ctx.index
    figures = [i for i, v in enumerate(view.values) if v.is_number]
    if not figures or any(settled.get(i) != "verified" for i in figures):
        return False
    records = {
        leaf.record
        for i in figures
        for lid in matched.get(i, [])
        if (leaf := index.leaves[lid]).source == "output" and leaf.record is not None
    }
    if len(records) != 1:
        return False
    (record,) = records
    held = [leaf for leaf in index.subtree_leaves(record) if leaf.number is not None]
    cause_ids = {lid for i in figures for lid in matched.get(i, [])}
    for other in ctx.answer.claims:
        if other.sentence != view.sentence or other.claim.start < view.claim.end:
            continue
        for w in other.values:
            if (
                w.is_number
                and w.stated is not None
                and any(
                    leaf.id not in cause_ids
                    and leaf.number is not None
                    and w.stated.holds(leaf.number)
                    for leaf in held
                )
            ):
                return True
    return False


def _other_cause(
    ctx: CheckContext, view: ClaimView, markers: list[str], stance: set[str], words: Words
) -> Finding | None:
    """The reason an output gives for the record the claim names (a ``reason`` field, a
    sentence of three words or more), when the cause the claim gives shares no word and no
    concept with it ("towed for parking in a bus lane" beside ``reason: "parked in a
    loading bay"``): that reason is the witness the cause is misstated, not merely
    unsupported."""
    index = ctx.index
    direct = ctx.matched.get(view.id, {})
    records: set[int] = set()
    for lids in direct.values():
        for lid in lids:
            leaf = index.leaves[lid]
            if leaf.source == "output" and leaf.record is not None:
                records |= {r.id for r in index.ancestors(leaf.record)} | {leaf.record}
    reasons = [
        leaf
        for rid in records
        for lid in index.records[rid].leaves
        if (leaf := index.leaves[lid]).source == "output"
        and isinstance(leaf.raw, str)
        and leaf.text is None
        # (a sentence of three words or more, not a code: "STAFF_UNAVAILABLE" is the kind
        # of reason a cause may only make more precise)
        and " " in leaf.raw.strip()
        and len(_CONTENT_WORD.findall(leaf.raw.lower())) >= 3
        and any("reason" in key_concepts(w) for w in key_words(leaf.key))
    ]
    if len({leaf.id for leaf in reasons}) != 1:
        return None
    reason = reasons[0]
    english = words_for("en")
    said = {stem(w) for w in _CONTENT_WORD.findall(str(reason.raw).lower())}
    ideas = (words.concepts_in(str(reason.raw)) | english.concepts_in(str(reason.raw))) - (
        GENERIC_CONCEPTS | {"reason"}
    )
    parts = _inferred_parts(view.low, ["causal"], stance, words)
    if not parts:
        return None
    for a, b in parts:
        cause = view.low[a:b]
        mine = {stem(w) for w in _CONTENT_WORD.findall(cause)}
        if len(mine) < 2 or mine & said or (words.concepts_in(cause) - GENERIC_CONCEPTS) & ideas:
            return None
    call = index.call_of(reason)
    tool = call.call.tool if call is not None else "a tool"
    return make_finding(
        "fact_mismatch",
        view,
        f"the answer gives the cause {quote(view.low[parts[0][0] : parts[0][1]].strip(), 60)}, "
        f"but {tool} returned {reason.pointer} = {str(reason.raw)[:80]!r}",
        reason="cause_differs",
        expected=str(reason.raw)[:160],
        found=view.low[parts[0][0] : parts[0][1]].strip()[:160],
        witness=witness_of(index, reason, "output_value", "the reason the output gives"),
    )


def _state_unheld(
    ctx: CheckContext, low: str, markers: list[str], stance: set[str], words: Words
) -> bool:
    """Whether a cause the claim gives puts something in a state ("has expired") that no
    output holds: the figures beside it ("the card ending in 2208") do not ground that."""
    held = output_states(ctx.index)
    for a, b in _inferred_parts(low, markers, stance, words):
        named = states_named(words.language, low[a:b])
        if named and not named & held and not _events_of(ctx.index, named):
            return True
    return False


def _events_of(index: EvidenceIndex, states: frozenset[str]) -> bool:
    """Whether an output records an event of a state's act by its noun (``type:
    "delivery"`` for "delivered", ``event: "refund"`` for "refunded"): five letters of the
    state open a short output value."""
    heads: set[str] | None = index.memo.get("event heads")
    if heads is None:
        heads = index.memo["event heads"] = {
            word[:5]
            for leaf in index.leaves
            if leaf.source == "output" and isinstance(leaf.raw, str) and len(leaf.raw) <= 40
            for word in fold(leaf.raw).split()[:1]
            if len(word) >= 5
        }
    return any(len(state) >= 5 and state[:5] in heads for state in states)


def _states_held(ctx: CheckContext, low: str, parts: list[tuple[int, int]], words: Words) -> bool:
    """Whether what the claim names outright as where a thing is held up is a state an
    output holds ("报销单卡在“待审核”" beside ``status: PENDING_REVIEW``), or the step an
    output's state still waits on ("卡在资料验证这一步" beside ``status:
    "pending_validation"``): the answer reports the state, it infers no cause."""
    if not _HELD_UP.search(low):
        # ("上周少掉的那些是停电造成的": a result put down to an event the outputs record
        # is a cause named outright, not a report of where a thing is held up)
        return False
    held = output_states(ctx.index)
    named = [states_named(words.language, low[a:b]) for a, b in parts]
    if parts and all(n and n <= held for n in named):
        return True
    steps = _waiting_steps(ctx.index)
    return (
        bool(parts)
        and bool(steps)
        and all((words.concepts_in(low[a:b]) - GENERIC_CONCEPTS) & steps for a, b in parts)
    )


# "是 X 造成的/导致的/带起来的": a result said to be X's doing (X may run long)
_PUT_DOWN_TO = regex_cache.compile(
    r"是([^，。；！？,;!?\n]{1,36}?)(?:造成|导致|導致|引起|引发|引發|带起来|帶起來|带动|帶動|拉动|拉動)的"
)


# the words that say where a thing is held up ("卡在", "the hold-up is", "atascado en")
_HELD_UP = regex_cache.compile(
    r"卡在|卡住|瓶颈|瓶頸|耽误|耽誤|hold-?up|holding\s+\w+\s+up|stuck|waiting\s+on|atascad|"
    r"detenid|parad[oa]|pendiente\s+de|अटक|रुका|रुकी|रुके"
)


def _state_leaves(index: EvidenceIndex) -> list[Leaf]:
    """The outputs' short string values under a key of state (``status``, ``payout_state``),
    once per run."""
    hit: list[Leaf] | None = index.memo.get("state leaves")
    if hit is None:
        hit = index.memo["state leaves"] = [
            leaf
            for leaf in index.leaves
            if leaf.source == "output"
            and isinstance(leaf.raw, str)
            and len(leaf.raw) <= 40
            and bool(set(key_words(leaf.key)) & _STATE_KEY_WORDS)
        ]
    return hit


def _waiting_steps(index: EvidenceIndex) -> frozenset[str]:
    """The concepts of the steps the outputs' states still wait on (``pending_validation``,
    ``awaiting_signature``): the words of a status value in a state under way, less the
    state words themselves."""
    hit: frozenset[str] | None = index.memo.get("waiting steps")
    if hit is None:
        found: set[str] = set()
        for leaf in _state_leaves(index):
            if not value_states(str(leaf.raw)) & _UNDER_WAY:
                continue
            for w in key_words(str(leaf.raw)):
                found |= key_concepts(w) - _UNDER_WAY - GENERIC_CONCEPTS
        index.memo["waiting steps"] = hit = frozenset(found)
    return hit


_UNDER_WAY = frozenset({"pending", "processing", "in_progress", "suspended", "open", "unpaid"})


def _future_only_in_names(ctx: CheckContext, view: ClaimView, low: str, words: Words) -> bool:
    """Whether every future marker of the claim stands inside an output string it quotes (a
    site, a product, a person's name)."""
    from nyaya.checks.values import anchors_of

    future = words.stance.get("future")
    base = view.claim.start
    text = ctx.answer.text
    names = [
        (a.start - base, a.end - base)
        for a in anchors_of(ctx, view)
        # (as the output writes it: an anchor read loosely may take in the verb after it)
        if text[a.start : a.end].casefold() in str(ctx.index.leaves[a.leaf].raw).casefold()
    ]
    marks = list(future.finditer(low)) if future is not None and names else []
    return bool(marks) and all(
        any(a <= m.start() and m.end() <= b for a, b in names) for m in marks
    )


def _foretelling(stance: set[str], low: str, words: Words) -> set[str]:
    """The claim's stance with its prediction read again: a future marker that only forms a
    requirement of the user's ("you'll need to call", "tendrás que", "करना होगा") foretells
    nothing, and an idiom foretells with no future tense ("in time for the recital",
    "जाना तय है", "肯定没问题")."""
    future = words.stance.get("future")
    necessity = words.stance.get("necessity")
    if "future" in stance and future is not None and necessity is not None:
        needs = [(m.start(), m.end()) for m in necessity.finditer(low)]
        if needs and all(
            any(a <= m.start() and m.end() <= b for a, b in needs) for m in future.finditer(low)
        ):
            stance = stance - {"future"}
    if "future" in stance and future is not None and _rule_of_variation(low, future, words):
        stance = stance - {"future"}
    if "future" in stance and future is not None and _future_supposed(low, future, words):
        stance = stance - {"future"}
    if "future" in stance and future is not None and _figure_after_every(low, future):
        # ("el tejado va a 12,40 €": "va a" before a figure is a price it goes at, no "ir
        # a" + infinitive)
        stance = stance - {"future"}
    if "future" not in stance and _idiom_foretells(low, words):
        stance = stance | {"future"}
    return stance


def _figure_after_every(low: str, future: re.Pattern[str]) -> bool:
    """Whether a figure follows every future marker of the claim, right after it."""
    marks = list(future.finditer(low))
    return bool(marks) and all(_FIGURE_NEXT.match(low, m.end()) for m in marks)


_FIGURE_NEXT = regex_cache.compile(r"[\s*_]*[$€£₹¥]?\s?\d")


def _future_supposed(low: str, future: re.Pattern[str], words: Words) -> bool:
    """Whether every future marker stands in the clause a condition opens ("si piensas que
    vas a sembrar antes, avisa ya", "if you think you'll need it, ..."): what the user
    may expect is the case supposed, not a prediction; the clause after it is weighed as it
    stands."""
    cond = words.stance.get("conditional")
    if cond is None:
        return False
    marks = list(future.finditer(low))
    if not marks:
        return False
    for m in marks:
        if not _in_condition(low, cond, m.start(), 40):
            return False
        # (and the condition's clause closes before the main one: "if you renew for 5 years
        # you will get 7.5%" holds no comma, and its "will" is the main clause's)
        close = _CLAUSE_BREAK.search(low, m.end())
        if close is None or not _WORD.search(low, close.end()):
            return False
    return True


def _cause_supposed(low: str, words: Words) -> bool:
    """Whether every cause marker of the claim stands in a clause a condition opens, right
    after it with no clause break between ("si se debe a ...", "if it's caused by ...")."""
    cond = words.stance.get("conditional")
    if cond is None:
        return False
    marks = _cause_marks(low, words)
    if not marks:
        return False
    return all(_in_condition(low, cond, m.start(), 24) for m in marks)


def _cause_marks(low: str, words: Words) -> list[re.Match[str]]:
    """The claim's marks of a cause, said or named ("because", "the cause is")."""
    return [
        m
        for table in ("causal", "declared")
        if (pattern := words.stance.get(table)) is not None
        for m in pattern.finditer(low)
    ]


def _in_condition(low: str, cond: re.Pattern[str], at: int, reach: int) -> bool:
    """Whether position ``at`` stands in the clause a condition opens: a conditional word at
    the head of its clause at most ``reach`` characters before it, and no clause break
    between."""
    opened = [
        c
        for c in cond.finditer(low, 0, at)
        if at - c.end() <= reach and _opens_clause(low, c.start())
    ]
    return bool(opened) and not _CLAUSE_BREAK.search(low, opened[-1].end(), at)


def _opens_clause(low: str, at: int) -> bool:
    """Whether a word at ``at`` stands at the head of its clause: at most two words before
    it since the last break ("if", "आप अगर"), and none in Han ("主要是" holds no "要是")."""
    lead = low[max((low.rfind(b, 0, at) for b in ",;:，；：。.!?\n"), default=-1) + 1 : at]
    lead = lead.strip(" *_")
    if _HAN.search(lead[-1:]):
        return False
    return len(lead.split()) <= 2


_CLAUSE_BREAK = regex_cache.compile(r"[,;:，；：。.!?]")


def _relative_only(low: str, words: Words) -> bool:
    """Whether each cause marker of a Hindi claim is the relative "जिससे" ("from which",
    "by which") answering a demonstrative before it in its clause ("उसी कार्ड में ...
    जिससे", "वही तरीका जिससे"), not "जिससे" opening a consequence."""
    return words.language == "hi" and _every_cause(
        low,
        words,
        lambda m: (
            m.group() in _HINDI_RELATIVE
            and _HINDI_CORRELATIVE.search(
                low, _clause_around(low, m.start(), m.end())[0], m.start()
            )
            is not None
        ),
    )


def _every_cause(low: str, words: Words, names_none: Callable[[re.Match[str]], bool]) -> bool:
    """Whether the claim has cause markers and ``names_none`` says of each that, here, it
    names no cause (a relative, the noun "result", a gap left empty)."""
    causal = words.stance.get("causal")
    found = list(causal.finditer(low)) if causal is not None else []
    return bool(found) and all(names_none(m) for m in found)


def _lookup_results_only(low: str, words: Words) -> bool:
    """Whether every cause marker of the claim is the noun "result" of a search, a test or
    an exam ("खोज का नतीजा", "जाँच का परिणाम"): what a lookup returned, no consequence."""
    lookups = _phrases(_LOOKUP_RESULTS, words.language)
    if lookups is None:
        return False
    spans = [(m.start(), m.end()) for m in lookups.finditer(low)]
    return _every_cause(
        low, words, lambda m: any(a <= m.start() and m.end() <= b for a, b in spans)
    )


# the result of a lookup, named as a noun with the word a language's cause markers share
_LOOKUP_NOUNS_HI = (
    "खोज",
    "जाँच",
    "जांच",
    "सर्च",
    "टेस्ट",
    "परीक्षा",
    "परीक्षण",
    "निरीक्षण",
    "मूल्यांकन",
    "सर्वे",
    "सर्वेक्षण",
    "ऑडिट",
    "स्कैन",
    "मतदान",
    "इंस्पेक्शन",
)
_LOOKUP_RESULTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("hi", tuple(f"{noun} {tie} {result}" for noun in _LOOKUP_NOUNS_HI
                 for tie, result in (("का", "नतीजा"), ("का", "परिणाम"), ("के", "नतीजे"),
                                     ("के", "परिणाम")))),
)  # fmt: skip


def _cause_asked(low: str, words: Words) -> bool:
    """Whether every cause marker of the claim has an interrogative of ``stance.cause_asked``
    right before it or within a few characters after it ("what caused it", "la causa,
    cuál es", "कारण कौन-सा है", "原因是哪个环节"): a cause asked about, in an embedded
    question."""
    asked = words.stance.get("cause_asked")
    if asked is None:
        return False

    def near(m: re.Match[str]) -> bool:
        before = low[max(0, m.start() - 12) : m.start()].rstrip(" *_,")
        after = low[m.end() : m.end() + 10]
        hits = [a for a in asked.finditer(before) if a.end() == len(before)]
        return bool(hits) or any(a.start() <= 4 for a in asked.finditer(after))

    return _every_cause(low, words, near)


def _cause_found(low: str, words: Words) -> bool:
    """Whether every cause marker of the claim is the noun of a reason that a verb of
    finding or knowing takes ("की वजह मिल गई", "का कारण पता चल गया", "找到了原因",
    "ya sabemos la causa"), with no cause after it: the claim says the reason is known."""
    found = _phrases(_FOUND, words.language)
    if found is None:
        return False

    def known(m: re.Match[str]) -> bool:
        after = low[m.end() : m.end() + 16]
        if after.lstrip().startswith("से"):
            return False  # "बारिश की वजह से": because of the rain, a cause given
        if found.match(after.lstrip()) is not None:
            return _SENTENCE_END.search(after) is not None or not after.strip(" ।.!")
        return found.search(low, max(0, m.start() - 12), m.start()) is not None and not (
            _CLAUSE_GIVEN.match(low, m.end())
        )

    return _every_cause(low, words, known)


# what makes a reason found into a reason given: "the cause is X", "原因是X", "la causa es"
_CLAUSE_GIVEN = regex_cache.compile(r"\s*(?:is|was|es|fue|是|为|為|:|：)")
# a verb of finding or knowing a reason
_FOUND: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("found", "identified", "pinned down", "know")),
    ("es", ("encontramos", "encontré", "hemos encontrado", "he encontrado", "identificamos",
            "hemos identificado", "ya sabemos", "ya sé")),
    ("hi", ("मिल गई", "मिल गया", "मिल गयी", "पता चल गया", "पता चल गई", "पता चल गयी",
            "पता लग गया", "पता लग गई", "समझ आ गई", "समझ आ गया")),
    ("zh", ("找到了", "找到", "查到了", "查到", "查明了", "弄清了", "搞清楚了")),
)  # fmt: skip


def _cause_to_check(low: str, words: Words) -> bool:
    """Whether every cause marker of the claim follows, in its own sentence, a verb of
    checking still to be done ("confirm", "rule out", "comprobar", "पुष्टि करनी", "确认")
    that is not itself reported done ("已确认", "确认了"; the English and Spanish tables
    hold no past forms)."""
    checking = _phrases(_TO_CHECK, words.language)
    if checking is None:
        return False

    def checked(m: re.Match[str]) -> bool:
        lo = max(0, m.start() - 40)
        before = _SENTENCE_END.split(low[lo : m.start()])[-1]
        base = m.start() - len(before)
        for hit in checking.finditer(before):
            at = base + hit.start()
            if low[max(0, at - 2) : at].endswith(("已", "经", "經")) or _CAN_ASSERT.search(
                low, max(0, at - 12), at
            ):
                continue  # "已确认", "I can confirm", "puedo confirmar", "可以确认": said done
            if low[base + hit.end() : base + hit.end() + 1] in ("了", "过", "過"):
                continue
            return True
        return False

    return _every_cause(low, words, checked)


# a verb of checking whether a thing holds, in a form not yet done
_TO_CHECK: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("to confirm", "to verify", "check whether", "to check that", "to rule out",
            "to determine", "establish whether", "to find out", "confirm whether",
            "verify whether")),
    ("es", ("confirmar", "confirme", "verificar", "verifique", "comprobar", "compruebe",
            "descartar", "descarte", "determinar", "averiguar")),
    ("hi", ("पुष्टि करनी", "पुष्टि करना", "पुष्टि करने", "पुष्टि होनी", "पुष्टि होने", "जाँचना",
            "जांचना", "जाँच करनी", "जांच करनी", "जाँच करने", "जांच करने", "पता लगाना",
            "पता करना")),
    ("zh", ("确认", "確認", "核实", "核實", "排除", "查明", "判断", "判斷", "鉴定", "鑑定")),
)  # fmt: skip
_CAN_ASSERT = regex_cache.compile(
    r"(?:\b(?:can|could|i|we|puedo|podemos|puedes|puede)\s+|可以|能|可)$"
)


def _no_cause_named(low: str, words: Words) -> bool:
    """Whether every cause marker of the claim is a gapped one whose gap holds no cause
    ("受影响", "受到影响" of "受...影响"): nothing, or a particle of the verb."""
    gapped = _gapped_causes(words.language)
    return _every_cause(
        low,
        words,
        lambda m: any(
            m.group().startswith(head)
            and m.group().endswith(tail)
            and m.group()[len(head) : len(m.group()) - len(tail)].strip() in _NO_CAUSE
            for head, tail in gapped
        ),
    )


# what a gap may hold and still name no cause: nothing, or a particle of the verb
_NO_CAUSE = frozenset({"", "到", "了", "过", "過"})


@cache
def _gapped_causes(language: str) -> tuple[tuple[str, str], ...]:
    """The two ends of each gapped Han cause marker of a language ("受", "影响")."""
    out = []
    for phrase in load(language).stance_causal if language in available() else ():
        parts = [p.strip().lower() for p in phrase.split("...") if p.strip()]
        if len(parts) == 2 and all(_HAN.search(p) for p in parts):
            out.append((parts[0], parts[1]))
    return tuple(out)


_HINDI_RELATIVE = frozenset({"जिससे", "जिस से", "जिसमें", "जिसके जरिए", "जिसके ज़रिए"})
_HINDI_CORRELATIVE = regex_cache.compile(r"(?<![^\s(\"'])(?:उसी|वही|उन्हीं|उस|उन|वैसे ही)(?=\s)")


def _left_to_tell(low: str, words: Words) -> tuple[set[str], list[tuple[int, int]]]:
    """The stances a cause left to someone to tell accounts for, and the clauses that leave
    it: a clause that speaks of a
    cause (its marker) with a verb of telling or finding out and a marker of what someone
    will or can do ("your mechanic will be able to explain the cause", "la causa te la
    dirá el técnico", "इसका कारण जाँच के बाद ही बता पाएँगे", "原因要等检查后才能告诉您").
    Such a claim says who will name the cause, not what it is: no output can contradict a
    cause it never names. The cause markers are accounted for when each stands in such a
    clause; the future markers too, when each does."""
    telling = _phrases(_TELLING, words.language)
    if telling is None:
        return set(), []
    cues = [words.stance.get(t) for t in ("causal", "declared")]
    modal = [words.stance.get(t) for t in ("future", "ability", "necessity")]
    causes = [(m.start(), m.end()) for p in cues if p is not None for m in p.finditer(low)]
    deferred: list[tuple[int, int]] = []
    for a, b in causes:
        start, stop = _clause_around(low, a, b)
        clause = low[start:stop]
        if telling.search(clause) and any(p is not None and p.search(clause) for p in modal):
            deferred.append((start, stop))
    if not causes or len(deferred) < len(causes):
        return set(), []
    out = {"causal", "declared"}
    future = words.stance.get("future")
    marks = list(future.finditer(low)) if future is not None else []
    if all(any(a <= m.start() < b for a, b in deferred) for m in marks):
        out.add("future")
    return out, deferred


def _able(low: str, words: Words) -> bool:
    """Whether the claim says what someone can do, outside an offer or advice to the user
    ("they'll be done by Friday, so you can plan the move": the "can" is the advice's)."""
    ability, offer = words.stance.get("ability"), words.stance.get("offer")
    if ability is None:
        return False
    offers = [(m.start(), m.end()) for m in offer.finditer(low)] if offer is not None else []
    able = [
        m
        for m in ability.finditer(low)
        if not any(a <= m.start() and m.end() <= b for a, b in offers)
    ]
    if not able:
        return False
    # ("estará lista el martes, así que podrás recogerla el miércoles": the clause that foretells
    # with no ability of its own, before what it is drawn to, is a prediction, whatever the
    # user can do after it)
    future = words.stance.get("future")
    consequence = words.stance.get("consequence")
    if consequence is None:
        return True
    cuts = sorted({0, len(low)} | {m.start() for m in consequence.finditer(low)})
    first = able[0].start()
    for a, b in itertools.pairwise(cuts):
        clause = low[a:b]
        if (
            b <= first
            and future is not None
            and future.search(clause)
            and not ability.search(clause)
            and not _commits(clause, words)
        ):
            return False
    return True


def _cases(low: str, words: Words) -> bool:
    """Whether the sentence lays out what happens in each of two cases, each clause with a
    condition of its own ("if it stays under the limit it costs nothing; if it goes over,
    the rest is billed", "si llega antes..., si no..."): it foretells neither outcome, only
    what each would bring."""
    cond = words.stance.get("conditional")
    if cond is None:
        return False
    opening = [m for m in cond.finditer(low) if _CASE_OPENS.search(low[: m.start()])]
    return len(opening) >= 2


# where a case opens: the start of the sentence (past its markup), or a semicolon, a comma or
# a dash right before the condition, or a conjunction after one ("...; if it goes over",
# "..., otherwise", "..., and if it goes over")
_CASE_OPENS = regex_cache.compile(
    r"(?:^|[;；,，、:：]|\s[—–-])[\s*_(]*(?:(?:and|but|or|y|pero|o|और|लेकिन|या|而|但)\s*)?$"
)


def _rule_of_variation(low: str, future: re.Pattern[str], words: Words) -> bool:
    """Whether each future marker of the claim stands in a clause that states how one value
    varies with another ("the fee will vary with the distance", "dependerá del peso", "दर के
    हिसाब से बदलेगी", "会随汇率变动"): a rule of the value, not an outcome foretold. It says
    no direction and no figure the outputs could contradict ("will rise with" does)."""
    depends = _phrases(_DEPENDS, words.language)
    relation = _phrases(_RELATION, words.language)
    change = _phrases(_CHANGE, words.language)
    slight = _phrases(_SLIGHTLY, words.language)
    marks = list(future.finditer(low))
    if not marks:
        return False
    for m in marks:
        start, stop = _clause_around(low, m.start(), m.end())
        clause = low[start:stop]
        if depends is not None and depends.search(clause):
            continue
        if (
            change is not None
            and slight is not None
            and change.search(clause)
            and slight.search(clause)
        ):
            continue  # "the final figure will move a little": a caveat on an estimate
        if relation is None or change is None:
            return False
        # the verb of change comes first in English and Spanish ("will shift with the rate",
        # "variará según"), the relation first in Hindi and Chinese ("दर के हिसाब से बदलेगी",
        # "随汇率变动"); a noun of change ("proceed with the change") ties nothing
        first, then = (relation, change) if words.language in ("hi", "zh") else (change, relation)
        lead = first.search(clause)
        if lead is None or then.search(clause, lead.end()) is None:
            return False
        if _ARTICLE_BEFORE.search(clause[: lead.start()]) and first is change:
            return False
    return True


def _clause_around(low: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the clause of ``low`` that holds ``low[start:end]``."""
    first, stop = 0, len(low)
    for cut in _CLAUSE_END.finditer(low):
        if cut.end() <= start:
            first = cut.end()
        elif cut.start() >= end:
            stop = cut.start()
            break
    return first, stop


_ARTICLE_BEFORE = regex_cache.compile(
    r"\b(?:the|a|this|that|any|no|el|la|un|una|este|esta|ese|esa)\s+$"
)


def _idiom_foretells(low: str, words: Words) -> bool:
    """Whether an idiom that foretells ("no problem at all", "sin problema", "赶得上") does so
    in the claim: not when it stands alone as its clause, a reply that grants what the user
    asked ("Bikes: no problem at all, they go in the shed"), unless it is said as certain
    ("肯定没问题")."""
    foretold = words.stance.get("foretold")
    if foretold is None:
        return False
    certainty = words.stance.get("certainty")
    for m in foretold.finditer(low):
        start, stop = _clause_around(low, m.start(), m.end())
        rest = low[start : m.start()] + " " + low[m.end() : stop]
        alone = not _PROMISED.search(rest)
        if not alone or (certainty is not None and certainty.search(low[start:stop])):
            return True
    return False


def _turned_comparison(
    ctx: CheckContext, view: ClaimView, clauses: list[tuple[int, int, bool]], figures: list[Value]
) -> bool:
    """Whether a predicting clause compares two of the claim's grounded figures ("A at $90
    will cost more than B at $120") in the order the outputs do not give them: the
    comparison is what is foretold, and the figures only its present terms. The figures must
    be the same field of two records (two quotes' prices: a comparison of two things, not
    "after the $500 deposit the balance will be $2,000"), and the comparator must have the
    second thing's words before its figure ("more than B's $120", not "plus $20")."""
    words = ctx.answer.words
    base = view.claim.start
    index = view.values.index
    direct = ctx.matched.get(view.id, {})
    for a, b, _ in clauses:
        held = sorted(
            (v for v in figures if v.stated is not None and a <= v.start - base < b),
            key=lambda v: v.start,
        )
        for left, right in itertools.pairwise(held):
            assert left.stated is not None and right.stated is not None
            if left.kind != right.kind or not _rivals(ctx, direct, index(left), index(right)):
                continue
            between = view.low[left.end - base : right.start - base]
            for direction, pattern in (("more", words.more), ("less", words.less)):
                found = pattern.search(between) if pattern is not None else None
                if found is None or not _CONTENT.search(between, found.end()):
                    continue
                lo, hi = left.stated.value, right.stated.value
                if (lo <= hi) if direction == "more" else (lo >= hi):
                    return True
    return False


def _rivals(ctx: CheckContext, direct: dict[int, list[int]], i: int, j: int) -> bool:
    """Whether values ``i`` and ``j`` of a claim match the same key in two records."""
    leaves = ctx.index.leaves
    one = {(leaves[lid].key, leaves[lid].record) for lid in direct.get(i, ())}
    two = {(leaves[lid].key, leaves[lid].record) for lid in direct.get(j, ())}
    return any(k == m and k and r != s for k, r in one for m, s in two)


def _opinion_apart(view: ClaimView, words: Words) -> bool:
    """Whether the opinion of a claim's sentence and the claim's prediction stand in
    different parts split by ';' (each a sentence of its own): a part of the claim predicts
    with no opinion in it, and an opinion stands in another part. A colon parts them too
    when the opinion before it says what to do ("I'd wait: ...") and the part after it
    foretells with a word of certainty ("... will definitely make it better"): the advice
    is the opinion, the outcome given as its ground is stated as fact."""
    opinion, future = words.stance.get("opinion"), words.stance.get("future")
    certainty = words.stance.get("certainty")
    sent = view.sentence_text.lower()
    if opinion is None or future is None:
        return False
    if ";" in sent:
        parts = sent.split(";")
    elif certainty is not None and (cut := _COLON.search(sent)) is not None:
        before, after = sent[: cut.start()], sent[cut.end() :]
        said = opinion.search(before)
        if said is None or not _WORD.search(before, said.end()) or certainty.search(after) is None:
            return False
        parts = [before, " " * (cut.end() - cut.start() - 1) + after]
    else:
        return False
    a = view.claim.start - view.sentence[0]
    b = a + len(view.claim.text)
    held, predicting = False, False
    at = 0
    for part in parts:
        lo, hi = at, at + len(part)
        at = hi + 1
        has_opinion = opinion.search(part) is not None
        held = held or has_opinion
        ours = sent[max(lo, a) : min(hi, b)]
        predicting = predicting or (not has_opinion and future.search(ours) is not None)
    return held and predicting


_COLON = regex_cache.compile(r"[:：]\s")


_LABEL_END = regex_cache.compile(r"[:：]")
# a label that asks: a question mark, or a Chinese A-not-A question ("要不要", "能不能")
_ASKS = regex_cache.compile(r"[?？]|([\u4e00-\u9fff])不\1")


def _advice_after(view: ClaimView, words: Words, advice: str) -> bool:
    """Whether every offer or piece of advice in the claim stands after a word of
    consequence ("so", "所以", "por eso", "इसलिए") that itself follows a clause foretelling
    with no offer in it, or in a label that opens the claim ("**Order now?**: ..."): the
    advice is drawn from the outcome, and the label asks what the claim answers; the
    outcome is stated as fact."""
    offer, future = words.stance.get(advice), words.stance.get("future")
    consequence = words.stance.get("consequence")
    if offer is None or future is None or consequence is None:
        return False
    low = view.low
    # (a label that opens the claim and asks, "**能不能今天取**：", is what the claim answers)
    label = _LABEL_END.search(low, 0, 24)
    lead = label.end() if label is not None and _ASKS.search(low, 0, label.start()) else 0
    offers = [m.start() for m in offer.finditer(low, lead)]
    if not offers:
        # only the label asks: the claim after it answers, as fact
        return lead > 0 and future.search(low, lead) is not None
    for cut in consequence.finditer(low, lead):
        if cut.start() > min(offers):
            break
        told = future.search(low, lead, cut.start())
        if told is not None and offer.search(low, lead, cut.start()) is None:
            return True
    return False


def _expectation_covers(view: ClaimView, words: Words) -> bool:
    """Whether every clause of the claim that predicts, concludes or assures holds the
    sentence's expectation: an expectation qualifies the estimate it gives ("arrival is
    estimated at 10:55"), not what is drawn from it in a clause of its own ("..., so you
    will make your 11:00 meeting")."""
    expect = words.stance.get("expectation")
    if expect is None:
        return False
    sent = view.sentence_text.lower()
    a = view.claim.start - view.sentence[0]
    b = a + len(view.claim.text)
    cuts = [0, *(m.end() for m in _CLAUSE_END.finditer(sent)), len(sent)]
    for lo, hi in itertools.pairwise(cuts):
        part = sent[max(lo, a) : min(hi, b)]
        if not part.strip() or expect.search(part):
            continue
        if any(words.has(name, part) for name in ("future", "certainty", "causal", "consequence")):
            return False
    return True


def _hedge_apart(view: ClaimView, words: Words) -> bool:
    """Whether a clause of the claim predicts with no hedge of its own after a clause that
    holds the sentence's hedge: a hedge covers its own clause ("it would be ready in May,
    and the fee will be waived then"). A hedge in the sentence's first clause ("probably,
    ...", "I think ...") covers all that follows, and one after the prediction ("it will
    arrive Friday, though it may slip") qualifies it."""
    hedge, future = words.stance.get("hedge"), words.stance.get("future")
    if hedge is None or future is None:
        return False
    sent = view.sentence_text.lower()
    estimate = _phrases(_ESTIMATE, words.language)
    if estimate is not None and estimate.search(sent):
        # "it would be ready by May; this is an estimate, and the shop will confirm": a
        # sentence that calls itself an estimate hedges all it says
        return False
    a = view.claim.start - view.sentence[0]
    b = a + len(view.claim.text)
    cuts = [0, *(m.end() for m in _HEDGE_REACH_END.finditer(sent)), len(sent)]
    hedged = flat = False
    for k, (lo, hi) in enumerate(itertools.pairwise(cuts)):
        part = sent[lo:hi]
        ours = sent[max(lo, a) : min(hi, b)]
        lead = part.lstrip(" *_")
        consequence = words.stance.get("consequence")
        if hedge.search(part):
            if k == 0:
                return False
            if flat and consequence is not None and consequence.match(lead):
                # "it will be approved if you reapply, so that's probably the best route":
                # the hedge covers what is drawn from the prediction, not the prediction
                return True
            hedged = True
            continue
        if k == 0 and _asked_label(part, words):
            # "**When will it be ready:** probably Friday": a heading that asks what the
            # hedged clauses after it answer foretells nothing of its own
            continue
        flat = flat or bool(ours and _foretold_in(ours, 0, len(ours), words))
        drawn = any(
            t is not None and t.match(lead) for t in (consequence, words.stance.get("causal"))
        )
        # "..., so which to pick turns on the load it will carry": what is drawn from the
        # hedged clause is as hedged as it; "..., and I'll let you know": the agent's own
        # commitment foretells no event
        if (
            hedged
            and ours
            and not drawn
            and _foretold_in(ours, 0, len(ours), words)
            and not _commits(ours, words)
            and not _left_to_decide(part, words)
        ):
            return True
    return False


def _asked_label(part: str, words: Words) -> bool:
    """Whether a clause is a heading that ends in a colon and asks a question ("when it will
    be back:", "cuándo estará:", "कब तक तैयार होगा:", "预计何时完成："): an interrogative
    opens it (or, in Hindi and Chinese, stands in it)."""
    text = part.strip(" *_#>-")
    if not text.endswith((":", "：")):
        return False
    asking = _phrases(_HEADING_ASKS, words.language)
    if asking is None:
        return False
    found = asking.search(text)
    return found is not None and (words.language in ("hi", "zh") or found.start() == 0)


# the interrogatives that open a heading which asks ("when", "cuándo"; Hindi and Chinese
# set them inside: "कब", "何时")
_HEADING_ASKS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("when", "what", "how", "where", "which", "who", "why")),
    ("es", ("cuándo", "qué", "cómo", "dónde", "cuánto", "cuánta", "cuántos", "cuántas", "cuál",
            "quién", "por qué")),
    ("hi", ("कब", "क्या", "कैसे", "कितना", "कितनी", "कितने", "कहाँ", "कौन", "क्यों")),
    ("zh", ("什么时候", "什麼時候", "何时", "何時", "多久", "多少", "怎么", "怎麼", "哪", "为什么",
            "為什麼")),
)  # fmt: skip


def _own_reckoning(low: str, words: Words) -> bool:
    """Whether the claim says how the agent itself reckoned ("I didn't count", "no incluyo",
    "मैंने नहीं गिना", "我没算进"), before its cause marker."""
    reckoning = _phrases(_OWN_RECKONING, words.language)
    causal = words.stance.get("causal")
    if reckoning is None or causal is None:
        return False
    found = reckoning.search(low)
    cause = causal.search(low)
    return found is not None and cause is not None and found.start() < cause.start()


# the agent's own reckoning of a figure: what it counted, left out, took as the basis
_OWN_RECKONING: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("i didn't count", "i did not count", "i don't count", "i'm not counting",
            "i haven't counted", "i left out", "i've left out", "i have left out", "i excluded",
            "i've excluded", "i didn't include", "i did not include", "i haven't included",
            "i'm not including", "i counted", "i've counted", "i included", "i've included",
            "i'm counting", "i'm including", "i used", "i've used", "i took", "i've taken")),
    ("es", ("no cuento", "no conté", "no he contado", "no incluyo", "no incluí",
            "no he incluido", "he excluido", "excluyo", "excluí", "dejo fuera", "dejé fuera",
            "he dejado fuera", "he contado", "he incluido", "he usado", "he tomado",
            "he calculado", "no estoy contando", "no estoy incluyendo")),
    ("hi", ("मैंने ... नहीं गिना", "मैंने ... नहीं गिनी", "मैंने ... नहीं गिने",
            "मैंने ... शामिल नहीं किया", "मैंने ... शामिल नहीं की", "मैंने ... नहीं जोड़ा",
            "मैंने ... नहीं जोड़ी", "मैंने ... छोड़ दिया", "मैंने ... छोड़ दी", "मैंने ... गिना",
            "मैंने ... शामिल किया", "मैं ... नहीं गिन रहा", "मैं ... नहीं गिन रही")),
    ("zh", ("我没算", "我没有算", "我不算", "我没计入", "我没有计入", "我未计入", "我没算进",
            "我没把", "我排除了", "我没包括", "我没有包括", "我算了", "我計入", "我沒算")),
)  # fmt: skip


# the verbs by which someone settles an outcome ("the board will decide", "lo decidirá")
_DECIDING: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("decide", "decides", "decided", "deciding", "final say", "make the call")),
    ("es", ("decidir", "decidirá", "decidirán", "decide", "deciden", "resolverá", "resolverán")),
    ("hi", ("तय करेगा", "तय करेगी", "तय करेंगे", "तय होगा", "फ़ैसला", "फैसला", "निर्णय")),
    ("zh", ("决定", "決定", "定夺", "定奪", "拍板", "裁定")),
)  # fmt: skip


def _left_to_decide(part: str, words: Words) -> bool:
    """Whether a clause after a guess only says who will settle the outcome ("but the
    committee will make the final decision", "pero lo decidirá el tribunal"): it names a
    decision and no outcome of it (no approval, no refusal), so it foretells nothing the
    guess before it does not leave open."""
    deciding = _phrases(_DECIDING, words.language)
    named = (deciding is not None and deciding.search(part) is not None) or (
        "decision" in words.concepts_in(part)
    )
    return named and not states_named(words.language, part)


def _commits(text: str, words: Words) -> bool:
    """Whether the agent is the subject of the text's first future ("I'll call you back",
    "te aviso yo", "我会告诉你"): a first person before it, in its own part of the text
    after a ";" ("I'd pick X; it will sell out" is no commitment)."""
    future = words.stance.get("future")
    fut = future.search(text) if future is not None else None
    if fut is None or words.first_person is None:
        return False
    fp = words.first_person.search(text, text.rfind(";", 0, fut.start()) + 1)
    return fp is not None and fp.start() <= fut.start()


def _cause_figure_keyed(
    ctx: CheckContext, view: ClaimView, direct: dict[int, list[int]], words: Words
) -> bool:
    """Whether the cause the claim gives states a figure an output holds under a key the
    cause's words name ("because it came back 2 days late" beside ``overdue_days: 2``), or
    a figure or a day read in the text of an output's reason field: the output records the
    cause itself."""
    parts = _inferred_parts(view.low, ["causal"], view.stance, words)
    base = view.claim.start
    for i, v in enumerate(view.values):
        if v.year_like or not (v.is_number or v.kind == "date"):
            continue
        for a, b in parts:
            if not a <= v.start - base < b:
                continue
            named = words.concepts_in(view.low[a:b]) - GENERIC_CONCEPTS
            for lid in direct.get(i, ()):
                leaf = ctx.index.leaves[lid]
                # a quantity the output keeps as one (``overdue_days: 2``), not the digits
                # of a name or a code the cause mentions ("the card ending 3307")
                if (
                    v.is_number
                    and leaf.source == "output"
                    and isinstance(leaf.raw, (int, float))
                    and not isinstance(leaf.raw, bool)
                    and any(key_concepts(w) & named for w in key_words(leaf.key))
                ):
                    return True
                if leaf.source == "output" and leaf.text is not None:
                    # a figure or a day read in an output's own reason ("reason": "cover of
                    # 40,000; 120,000 is the minimum"): the cause as the output gives it
                    cue = _cause_words(words)
                    key = ctx.index.leaves[leaf.text].key
                    if any("reason" in key_concepts(w) or stem(w) in cue for w in key_words(key)):
                        return True
    return False


def _in_cause(view: ClaimView, figures: list[Value], words: Words) -> bool:
    """Whether a figure stands in the cause the claim gives ("because the fee rose from $40
    to $55"), not only in what it explains ("2 unpaid fines of $85, left over from a
    parking dispute")."""
    parts = [
        (a, b)
        for table in (None, "declared")
        for a, b in _inferred_parts(view.low, ["causal"], view.stance, words, table=table)
        if _PROMISED.search(view.low, a, b)
    ]
    if not parts:
        return True
    base = view.claim.start
    # any figure the cause states counts (one worked out, "a ₹1,046 gap", is no output's)
    stated = [v for v in view.values if v.is_number] or figures
    return any(a <= v.start - base < b for v in stated for a, b in parts)


def _flag_set(ctx: CheckContext, view: ClaimView, told: list[tuple[int, int, bool]]) -> bool:
    """Whether every predicting clause holds all the words of a key an output sets on
    (``auto_renew: true`` and "your plan will auto-renew", ``recalibration: "required"``
    and "they will recalibrate it"): a key of two words, or one long word."""
    flags = _flags_on(ctx.index)
    if not flags or not told:
        return False
    low = view.low
    for a, b, _ in told:
        said: set[str] = set()
        for w in _WORD.findall(low[a:b]):
            said |= {stem(w)} | _roots(w)
        if not any(all(forms & said for forms in flag) for flag in flags):
            return False
    return True


# the words of a state an output gives that say what comes next ("scheduled_next_run",
# "scheduled", "queued"): a system's own word for what it will do
_COMING_STATES = frozenset(
    {"pending", "next", "scheduled", "queued", "upcoming", "planned", "awaiting", "due"}
)
_STATE_KEY_WORDS = frozenset({"status", "state", "stage"})


def _status_foretells(
    ctx: CheckContext, view: ClaimView, told: list[tuple[int, int, bool]]
) -> bool:
    """Whether every predicting clause restates an output state of what comes next, by the
    thing its key names and a word of its value ("the payout goes out in the next run"
    beside ``payout_status: "scheduled_next_run"``; words or, in other languages, their
    concepts): the system said it will happen."""
    if not told:
        return False
    hit: list[tuple[frozenset[str], frozenset[str]]] | None = ctx.index.memo.get("coming states")
    states = hit if hit is not None else []
    if hit is None:
        for leaf in _state_leaves(ctx.index):
            keys = [w for w in key_words(leaf.key) if len(w) > 2]
            said = set(key_words(str(leaf.raw)))
            if not said & _COMING_STATES:
                continue
            own = [w for w in keys if w not in _STATE_KEY_WORDS]
            things = frozenset(stem(w) for w in own) | {c for w in own for c in key_concepts(w)}
            rest = frozenset(stem(w) for w in said if len(w) > 2)
            rest |= {c for w in said for c in key_concepts(w)} - GENERIC_CONCEPTS
            if things:
                states.append((things, rest))
        ctx.index.memo["coming states"] = states
    if not states:
        return False
    low = view.low
    for a, b, _ in told:
        clause = {stem(w) for w in _WORD.findall(low[a:b])}
        clause |= {c for w in _WORD.findall(low[a:b]) for c in ctx.answer.words.concepts_in(w)}
        if not any(things & clause and rest & clause for things, rest in states):
            return False
    return True


def _flags_on(index: EvidenceIndex) -> list[tuple[frozenset[str], ...]]:
    """The words of each output key set on, each as the forms it matches (once per run)."""
    hit: list[tuple[frozenset[str], ...]] | None = index.memo.get("flags on")
    if hit is None:
        hit = []
        for leaf in index.leaves:
            if leaf.source != "output" or not (
                leaf.raw is True or (isinstance(leaf.raw, str) and fold(leaf.raw) in _SWITCHED_ON)
            ):
                continue
            named = [w for w in key_words(leaf.key) if len(w) > 2]
            if len(named) >= 2 or (named and len(named[0]) >= 8):
                flag = tuple(frozenset({stem(w)} | _roots(w)) for w in named)
                if flag not in hit:
                    hit.append(flag)
        index.memo["flags on"] = hit
    return hit


def _certain_apart(low: str, words: Words) -> bool:
    """Whether no word of certainty or of totality stands in a part of the claim (cut at
    ";" and sentence ends) where a future marker stands."""
    future = words.stance.get("future")
    # (an outcome foretold as complete is foretold as certain: "por completo" counts too)
    sure = [p for p in (words.stance.get("certainty"), words.stance.get("totality")) if p]
    if not sure or future is None or future.search(low) is None:
        return False  # (a certain outcome with no future marker: "肯定能排上")
    cuts = [0, *(m.end() for m in _PART_END.finditer(low)), len(low)]
    parts = list(itertools.pairwise(cuts))
    return not any(
        future.search(low, a, b) and any(p.search(low, a, b) for p in sure) for a, b in parts
    )


_PART_END = regex_cache.compile(r"[;；।!?！？。]|\.(?!\d)")
# string values that set a key on
_SWITCHED_ON = frozenset({"required", "yes", "enabled", "on", "scheduled", "planned"})


def _reported_future(low: str, words: Words) -> bool:
    """Whether each future marker of the claim follows a word of saying in its own clause,
    within a few words ("never says the cover will", "no dice que vaya a"): a report of
    what a source says."""
    future = words.stance.get("future")
    if future is None or words.attribution is None:
        return False
    marks = list(future.finditer(low))
    if not marks:
        return False
    for m in marks:
        before = low[max(0, m.start() - 32) : m.start()]
        before = before[max(before.rfind(b) for b in ",;:.，；：。、") + 1 :]
        if words.attribution.search(before) is None:
            return False
    return True


def _known_later(low: str, words: Words) -> bool:
    """Whether each future marker of the claim is inside a phrase of coming to know ("we'll
    know", "se sabrá", "पता चलेगा", "才能知道")."""
    spans, marks = _knowing_spans(low, words, "future")
    asking = _phrases(_ASKING, words.language)

    def asked(m: re.Match[str]) -> bool:
        # "how much it will come to will be decided on the day": the question the coming
        # to know answers
        start, _ = _clause_around(low, m.start(), m.start())
        return asking is not None and asking.search(low, start, m.start()) is not None

    return bool(spans) and bool(marks) and all(_in_spans(m, spans) or asked(m) for m in marks)


def _certain_once_known(low: str, words: Words) -> bool:
    """Whether every word of certainty in the claim is inside a phrase of coming to know
    ("will only be certain", "तभी तय होगा", "到时才确定")."""
    known, sure = _knowing_spans(low, words, "certainty")
    return bool(known) and bool(sure) and all(_in_spans(m, known) for m in sure)


def _in_spans(m: re.Match[str], spans: list[tuple[int, int]]) -> bool:
    """Whether the match stands inside one of ``spans``."""
    return any(a <= m.start() and m.end() <= b for a, b in spans)


def _knowing_spans(
    low: str, words: Words, table: str
) -> tuple[list[tuple[int, int]], list[re.Match[str]]]:
    """The spans of the claim's phrases of coming to know, and its markers of ``table``
    (none of either when the language has no such table)."""
    marker = words.stance.get(table)
    knowing = _phrases(_KNOWING, words.language)
    if marker is None or knowing is None:
        return [], []
    return [m.span() for m in knowing.finditer(low)], list(marker.finditer(low))


def _cause_known_later(low: str, words: Words) -> bool:
    """Whether every cause the claim names is a noun of cause ("the cause", "la causa",
    "वजह") that is what a phrase of coming to know, later in its clause, will make known."""
    knowing = _phrases(_KNOWING, words.language)
    if knowing is None:
        return False
    marks = _cause_marks(low, words)
    if not marks:
        return False
    for m in marks:
        _, end = _clause_around(low, m.start(), m.end())
        if knowing.search(low, m.end(), end) is None:
            return False
    return True


# coming to know something, or its being decided, said in the future: what is not known or
# settled yet
_KNOWING: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("we'll know", "we will know", "you'll know", "you will know", "we'll only know",
            "we will only know", "you'll only know", "you will only know", "will find out",
            "we'll find out", "you'll find out", "will be known", "will only be known",
            "will become clear", "will be clear", "will only be clear",
            # (or settled: what will be decided is not decided yet)
            "will be decided", "will only be decided", "will be determined",
            "will only be determined", "will be settled",
            # ("only": "the date will only be confirmed then"; "the seats will be confirmed"
            # foretells an outcome)
            "will only be confirmed", "will only be finalized", "will only be finalised",
            # the final figure seen later is not known now ("the final amount you'll see on")
            "final ... you'll see", "final ... you will see", "exact ... you'll see",
            # (or the final figure confirmed in a later document: "the final credit will be
            # confirmed in the quarterly statement")
            "final ... will be confirmed", "final ... will be finalized",
            "final ... will be finalised")),
    ("es", ("se sabrá", "sabremos", "sabrás", "lo sabrá", "se conocerá", "se sabrá con",
            "quedará claro", "se decidirá", "se determinará", "se definirá",
            "solo se confirmará", "sólo se confirmará",
            "definitiva ... verás", "definitivo ... verás",
            "definitiva ... verá", "definitivo ... verá", "exacta ... verás", "exacto ... verás",
            "definitiva ... se confirmará", "definitivo ... se confirmará",
            "final ... se confirmará")),
    ("hi", ("पता चलेगा", "पता चल जाएगा", "पता चल पाएगा", "पता लगेगा", "मालूम होगा",
            # (agreeing with a feminine subject, as it is often written: "वजह ... पता चलेगी")
            "पता चलेगी", "पता चल जाएगी", "पता चल पाएगी", "पता लगेगी",
            "मालूम पड़ेगा", "स्पष्ट होगा", "साफ़ होगा", "साफ होगा", "तय होगा", "तय होगी",
            "तय होंगे", "तय होंगी", "तय किया जाएगा", "तय की जाएगी", "निर्धारित होगा",
            "निर्धारित होगी", "निर्धारित किया जाएगा", "ही पक्की होगी", "ही पक्का होगा",
            "ही पक्के होंगे", "ही कन्फ़र्म होगी", "ही कन्फ़र्म होगा", "ही कन्फर्म होगी",
            "ही कन्फर्म होगा",
            "अंतिम ... दिखेगी",
            "अंतिम ... दिखेगा", "अंतिम ... दिखेंगे", "अंतिम ... पक्की होगी", "अंतिम ... पक्का होगा",
            "अंतिम ... पक्के होंगे", "अंतिम ... कन्फ़र्म होगी", "अंतिम ... कन्फ़र्म होगा",
            "अंतिम ... कन्फर्म होगी", "अंतिम ... कन्फर्म होगा")),
    ("zh", ("才能知道", "才知道", "才会知道", "才會知道", "就知道了", "才能确定", "才能確定",
            "才清楚", "才能清楚", "才能定", "才会定", "才能决定", "才会决定", "再决定",
            "才能确认", "才会确认", "才能確認", "才會確認",
            "最终...会看到", "最終...會看到", "最终...才能看到", "最终...以...为准",
            "最終...以...為準")),
)  # fmt: skip


def _asked(view: ClaimView, words: Words) -> bool:
    """Whether each prediction of the claim is an embedded question ("how much", "whether",
    "cuánto", "कितनी", "是否" before its future marker, in its clause) in a sentence that
    sends the user to settle it ("confirm", "ask", "consulta", "पक्का कर लें", "确认")."""
    future = words.stance.get("future")
    asking = _phrases(_ASKING, words.language)
    settling = _phrases(_SETTLING, words.language)
    if future is None or asking is None or settling is None:
        return False
    telling = _phrases(_TELLING, words.language)
    sentence = view.sentence_text.lower()
    if settling.search(sentence) is None and (telling is None or telling.search(sentence) is None):
        return False  # (someone who will tell it settles it too: "te dirá cuánto")
    low = view.low
    marks = list(future.finditer(low))
    if not marks:
        return False
    either = _phrases(_EITHER_WAY, words.language)
    opener = _phrases(_OPENS_A_QUESTION, words.language)
    for m in marks:
        start, stop = _clause_around(low, m.start(), m.start())
        word = low.rfind(" ", start, m.start()) + 1 or start  # (the marker may end a verb: "dirá")
        if asking.search(low[start : m.start()]) is not None or _defers(low[word:stop], words):
            continue
        if either is not None and either.match(low[m.end() : m.end() + 24].lstrip(" ,")):
            continue  # "... चलेगा या नहीं", "si alcanzará o no": a question put both ways
        before = low[max(start, word - 16) : word].rstrip()
        if opener is not None and any(o.end() == len(before) for o in opener.finditer(before)):
            continue  # "confirma si bastará": "si" before a future verb asks, it sets no case
        return False
    return True


# what puts a clause as a question of yes or no right after its verb ("or not", "o no", "या
# नहीं", "与否")
_EITHER_WAY: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("or not",)),
    ("es", ("o no",)),
    ("hi", ("या नहीं", "कि नहीं")),
    ("zh", ("与否", "與否", "还是不", "還是不")),
)  # fmt: skip
# the word that opens a question of yes or no right before its verb: Spanish sets no case
# with "si" and a verb in the future ("si llega" is a case, "si llegará" a question), and
# a clitic may stand between them ("si se aplicará", "si te lo cubrirán")
_OPENS_A_QUESTION: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("es", ("si", "si se", "si te", "si le", "si les", "si lo", "si la", "si los", "si las",
            "si nos", "si me", "si te lo", "si te la", "si se lo", "si se la")),
)  # fmt: skip


def _defers(after: str, words: Words) -> bool:
    """Whether from a future marker on there is a verb of telling or settling (the marker
    itself, in "te dirá") and then what it will tell ("will confirm what you need", "te
    dirá cuánto", "बताएँगे कि कितना", "会告诉你什么时候"): someone will settle a question, and
    no answer to it is foretold."""
    verbs = [_phrases(t, words.language) for t in (_SETTLING, _TELLING)]
    wh = _phrases(_TOLD_AFTER, words.language)
    if wh is None:
        return False
    for verb in verbs:
        for v in verb.finditer(after) if verb is not None else ():
            q = wh.search(after, v.end(), v.end() + 14)
            if q is not None and not after[v.end() : q.start()].strip(" ,").count(" ") > 1:
                return True
    return False


# the words that open what a verb of telling or settling leaves to be told ("confirm what
# you need", "dirá cuánto", "बताएँगे कि कब", "告诉你多少")
_TOLD_AFTER: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("what", "how", "when", "which", "whether", "if")),
    ("es", ("qué", "cómo", "cuándo", "cuánto", "cuánta", "cuántos", "cuántas", "cuál", "si")),
    ("hi", ("क्या", "कितना", "कितनी", "कितने", "कब", "कैसे", "कौन", "कि")),
    ("zh", ("什么", "什麼", "多少", "是否", "怎么", "怎麼", "何时", "何時", "哪")),
)  # fmt: skip


@cache
def _phrases(
    table: tuple[tuple[str, tuple[str, ...]], ...], language: str
) -> re.Pattern[str] | None:
    return compile_phrases(dict(table).get(language, ()))


# the words that make a clause an embedded question (English "if" and "when" are left out:
# they mostly set a condition or a time, which the conditional table reads)
_ASKING: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("how much", "how many", "how long", "whether", "which", "what exactly")),
    ("es", ("cuánto", "cuánta", "cuántos", "cuántas", "cuándo", "qué", "cuál", "cuáles",
            "si te", "si le", "si se")),
    ("hi", ("कितना", "कितनी", "कितने", "क्या", "कब", "कौन", "कौनसा", "कौन-सा", "किस")),
    ("zh", ("多少", "是否", "能否", "会不会", "會不會", "什么时候", "什麼時候", "何时", "何時",
            "哪")),
)  # fmt: skip
# a trend carried forward: what will be, read off the pace of what was
_PACE: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", (
        *(
            f"{lead} {det} {noun}"
            for lead in ("at", "with", "on", "given", "following", "going by",
                         "if you keep up", "keeping up")
            for det in ("this", "that", "the current", "your current", "your", "the same")
            for noun in ("rate", "pace", "trend", "trajectory", "progress", "improvement",
                         "momentum")
        ),
        "if this trend continues", "if the trend continues", "on current trends",
        "if this keeps up", "if you keep this up", "at this speed",
    )),
    ("es", ("a este ritmo", "a ese ritmo", "al ritmo actual", "a tu ritmo actual",
            "a este paso", "a ese paso", "si sigue así", "si la tendencia sigue",
            "si sigues así", "con esta tendencia", "con esa tendencia", "siguiendo esta tendencia",
            "con este ritmo", "con ese ritmo", "a esta velocidad", "con esta progresión",
            "si la tendencia se mantiene", "si se mantiene la tendencia",
            "con la tendencia actual")),
    ("hi", ("इसी रफ़्तार से", "इसी रफ्तार से", "इस रफ़्तार से", "इस रफ्तार से", "इसी गति से",
            "इस गति से", "इसी हिसाब से चलता रहा", "यही रफ़्तार रही", "यही रफ्तार रही",
            "इस रुझान से", "इसी रुझान से", "इस रुझान के हिसाब से", "इसी ट्रेंड से", "इस ट्रेंड से",
            "यही ट्रेंड रहा", "यही रुझान रहा")),
    ("zh", ("照这个速度", "照這個速度", "按这个速度", "按這個速度", "照这个进度", "照這個進度",
            "按这个进度", "按這個進度", "按目前的速度", "照目前的速度", "照此速度", "按此速度",
            "照这个趋势", "照這個趨勢", "按这个趋势", "按這個趨勢", "按照这个趋势", "照此趋势",
            "按目前的趋势", "以这个速度", "保持这个势头")),
)  # fmt: skip
# a cause given by pointing back at what was said before ("..., which is why it came off")
_EXPLAINS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("that's why", "that is why", "which is why", "this is why", "that explains why",
            "which explains why", "this explains why")),
    ("es", ("por eso", "por ello", "es por eso que", "es por ello que", "por eso es que",
            "de ahí que", "lo que explica", "eso explica", "esto explica", "por esa razón",
            "por ese motivo")),
    ("hi", ("इसीलिए", "इसी वजह से", "इसी कारण", "यही वजह है कि", "यही कारण है कि")),
    ("zh", ("这就是为什么", "這就是為什麼", "这也是为什么", "這也是為什麼", "正因如此",
            "正因为如此", "正因為如此")),
)  # fmt: skip
# a consequence drawn by saying what a fact means
_MEANING: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("that means", "which means", "this means", "meaning that")),
    ("es", ("lo que significa", "eso significa", "esto significa", "lo cual significa")),
    ("hi", ("इसका मतलब है कि", "इसका मतलब यह है कि", "जिसका मतलब है कि")),
    ("zh", ("这意味着", "這意味著", "这就意味着", "這就意味著")),
)  # fmt: skip
# the verbs by which someone tells or finds out a cause (its marker beside them names none)
_TELLING: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("tell", "tell you", "explain", "determine", "diagnose", "find out", "figure out",
            "pin down", "identify", "say")),
    ("es", ("decir", "decirte", "decirle", "dirá", "dirán", "explicar", "explicarte",
            "explicarle", "explicará", "explicarán", "determinar", "determinará",
            "determinarán", "diagnosticar", "averiguar", "identificar", "precisar")),
    ("hi", ("बता", "बताएगा", "बताएगी", "बताएँगे", "बताएंगे", "बता देंगे", "समझा", "समझाएँगे",
            "समझाएंगे", "पता लगा", "पता लगाएँगे", "पता लगाएंगे", "पता चलेगा", "तय कर")),
    ("zh", ("告诉", "告訴", "告知", "解释", "解釋", "说明", "說明", "查明", "诊断", "診斷",
            "判断", "判斷")),
)  # fmt: skip
# how a value varies with another: a dependence said outright ...
_DEPENDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "en",
        (
            "depend on",
            "depends on",
            "depending on",
            "dependent on",
            "vary with",
            "varies with",
            "vary by",
            "varies by",
            "vary according to",
            "varies according to",
        ),
    ),
    (
        "es",
        (
            "depende de",
            "dependerá de",
            "dependen de",
            "dependerán de",
            "dependiendo de",
            "en función de",
            "depende del",
            "dependerá del",
            "dependen del",
            "dependerán del",
            "dependiendo del",
            "en función del",
            "varía según",
            "variará según",
            "varían según",
            "variarán según",
        ),
    ),
    ("hi", ("पर निर्भर", "पे निर्भर", "पर डिपेंड")),
    ("zh", ("取决于", "取決於", "视情况而定", "視情況而定", "而定")),
)
# ... or a verb of change with no direction beside a word that ties it to another value
_RELATION: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("with the", "with your", "according to", "in line with", "based on", "tied to")),
    ("es", ("según", "con el", "con la", "conforme a", "de acuerdo con", "al ritmo de")),
    ("hi", ("के हिसाब से", "के अनुसार", "के मुताबिक", "के मुताबिक़", "के साथ")),
    ("zh", ("随", "隨", "随着", "隨著", "根据", "根據", "按照", "跟着", "跟著")),
)
_CHANGE: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("shift", "shifts", "vary", "change", "changes", "fluctuate", "move", "moves", "adjust",
            "adjusts", "differ", "go up or down",
            "rise or fall", "move up or down")),
    ("es", ("variar", "variará", "variarán", "varía", "varían", "cambiar", "cambiará",
            "cambiarán", "cambia", "cambian", "se ajusta", "se ajustará", "se ajustarán",
            "oscilará", "oscilarán", "oscila", "fluctuará", "fluctuarán", "se moverá")),
    ("hi", ("बदलेगा", "बदलेगी", "बदलेंगे", "बदल जाएगा", "बदल जाएगी", "बदलता", "बदलती",
            "घट-बढ़", "घटेगा-बढ़ेगा", "घटेगी-बढ़ेगी", "ऊपर-नीचे")),
    ("zh", ("变动", "變動", "变化", "變化", "浮动", "浮動", "波动", "波動", "调整", "調整")),
)  # fmt: skip
# a small degree of change: "will change slightly" says no direction and no figure, only
# that an estimate is not final
_SLIGHTLY: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("a little", "a bit", "slightly", "somewhat", "a touch", "marginally")),
    ("es", ("un poco", "ligeramente", "un tanto", "levemente", "mínimamente")),
    ("hi", ("थोड़ा", "थोड़ी", "थोड़े", "थोडा", "थोडी", "मामूली")),
    ("zh", ("略", "稍", "些许", "少许")),
)
# a sentence that calls what it says an estimate
_ESTIMATE: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("an estimate", "a rough estimate", "my estimate")),
    ("es", ("una estimación", "es un cálculo aproximado")),
    ("hi", ("अनुमान है", "एक अनुमान", "मेरा अनुमान")),
    ("zh", ("只是估算", "只是预估", "只是預估", "是估算", "是预估", "是預估")),
)
# the verbs that send the user to settle a question with someone
_SETTLING: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("confirm", "check", "verify", "ask", "find out", "double-check", "make sure")),
    ("es", ("confirma", "confirme", "confirmar", "confírmalo", "verifica", "verifique",
            "verificar", "consulta", "consulte", "consultar", "pregunta", "pregunte",
            "preguntar", "comprueba", "compruebe", "averigua", "averigüe", "asegúrate")),
    ("hi", ("पक्का कर", "पक्का करें", "पुष्टि", "पूछ", "जाँच", "जांच", "कन्फ़र्म", "कन्फर्म", "चेक")),
    ("zh", ("确认", "確認", "核实", "核實", "咨询", "諮詢", "询问", "詢問", "问一下", "问问",
            "核对", "核對")),
)  # fmt: skip


def _compared(ctx: CheckContext, view: ClaimView, figures: list[Value]) -> bool:
    """Whether a grounded figure of the claim is followed, in its sentence, by a smaller
    figure of the same kind and unit: "up to 900 kg, so room to spare for both (240 kg)"
    compares a capacity with a load the sentence states (checked where it is stated)."""
    stated = [
        v
        for v in _sentence_values(ctx, view)
        if v.is_number and v.stated is not None and v.mention is not None and v.mention.unit
    ]
    for big in figures:
        if big.stated is None or big.mention is None or not big.mention.unit:
            continue
        for small in stated:
            assert small.stated is not None and small.mention is not None
            if (
                small.start >= big.end
                and small.kind == big.kind
                and small.mention.unit == big.mention.unit
                and small.stated.value < big.stated.value
            ):
                return True
        # ("the limit is $10,000, so your purchase goes through fine" under a table whose
        # total is $1,411.20): every amount of that unit the answer states, each one an
        # output holds, is under the figure, whichever of them the claim means
        others = [
            v
            for claim in ctx.answer.claims
            if claim.id != view.id
            for i, v in enumerate(claim.values)
            if v.kind == big.kind
            and v.stated is not None
            and v.mention is not None
            and v.mention.unit == big.mention.unit
            and ctx.settled.get(claim.id, {}).get(i) == "verified"
        ]
        limit = big.stated.value
        if others and all(v.stated is not None and v.stated.value < limit for v in others):
            return True
    return False


def _fills_capacity(ctx: CheckContext, view: ClaimView, told: list[tuple[int, int, bool]]) -> bool:
    """Whether each predicting clause only says how an amount will fill a capacity ("it'll
    be close to full", "va a quedar justo", "पूरा भर जाएगा", "会坐得很满"), with no value of
    its own, in a sentence that states the capacity (a figure an output gives under a key of
    capacity, maximum or limit) and an amount of the same kind no larger than it, each found
    in the run. The fill is a reading of the two figures shown, and they hold it; an amount
    over the capacity holds no such reading."""
    words = ctx.answer.words
    fill = _phrases(_FILL, words.language)
    if fill is None or not told:
        return False
    base = view.claim.start
    inside = [v for a, b, _ in told for v in view.values if a <= v.start - base < b]
    for a, b, _ in told:
        if not fill.search(view.low, a, b):
            return False
    if inside:
        stated = [v for v in inside if v.is_number]
        return bool(stated) and _fits_record_capacity(ctx, view, stated)
    leaves = ctx.index.leaves
    limits: list[Value] = []
    amounts: list[Value] = []
    for claim in ctx.answer.claims:
        if claim.sentence != view.sentence:
            continue
        direct = ctx.matched.get(claim.id, {})
        settled = ctx.settled.get(claim.id, {})
        for i, v in enumerate(claim.values):
            if not v.is_number or v.stated is None or not direct.get(i):
                continue
            amounts.append(v)
            keys = {w for lid in direct[i] for w in leaves[lid].path[-2:] if isinstance(w, str)}
            if settled.get(i) == "verified" and any(key_concepts(w) & _LIMITS for w in keys):
                limits.append(v)
    return any(
        0 < part.stated.value <= top.stated.value and part.kind == top.kind and part is not top
        for top in limits
        for part in amounts
        if part.stated is not None and top.stated is not None
    )


def _fits_record_capacity(ctx: CheckContext, view: ClaimView, amounts: list[Value]) -> bool:
    """Whether the amounts a fill clause states ("room to spare for the 6.7 m³") are each
    no larger than every capacity an output gives for the records the sentence names (the
    slot of "the 15th" with ``capacity_left_m3: 9.0``), in the amount's unit or none: the
    capacity read off the output is the witness of the fill."""
    index = ctx.index
    records: set[int] = set()
    for claim in ctx.answer.claims:
        if claim.sentence != view.sentence:
            continue
        for i, lids in ctx.matched.get(claim.id, {}).items():
            if claim.id == view.id and view.values[i] in amounts:
                continue
            records |= {r for lid in lids if (r := index.leaves[lid].record) is not None}
    limits = [
        leaf
        for rid in records
        for lid in index.records[rid].leaves
        if (leaf := index.leaves[lid]).source == "output"
        and leaf.number is not None
        and not isinstance(leaf.raw, bool)
        and any(key_concepts(w) & _LIMITS for w in key_words(leaf.key))
    ]
    if not limits:
        return False
    for v in amounts:
        if not v.is_number or v.stated is None or v.stated.value <= 0:
            return False
        unit = v.stated.unit
        fits = [
            leaf
            for leaf in limits
            if unit is None
            or unit in {unit_of_word(part) for part in _KEY_PARTS.split(leaf.key.lower())}
        ]
        if not fits or any(v.stated.value > (leaf.number or 0) for leaf in fits):
            return False
    return True


_KEY_PARTS = regex_cache.compile(r"[_\-\s/]+")
_LIMITS = frozenset({"capacity", "maximum", "limit"})
# how an amount fills a capacity, said of what will be
_FILL: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("full", "fill", "fills", "filled", "fit", "fits", "tight", "snug", "packed",
            "crowded", "room to spare", "at capacity", "near capacity", "close to capacity")),
    ("es", ("lleno", "llena", "llenos", "llenas", "justo", "justa", "justos", "justas", "cabe",
            "caben", "cabrá", "cabrán", "apretado", "apretada", "completo", "completa",
            "al límite", "de sobra")),
    ("hi", ("भर", "भरा", "भरी", "भरे", "भर जाएगा", "भर जाएगी", "फुल", "समा", "तंग", "ठसाठस")),
    ("zh", ("满", "滿", "坐满", "坐滿", "挤", "擠", "容纳", "容納", "坐得下", "装得下", "裝得下",
            "宽裕", "寬裕", "富余", "富餘")),
)  # fmt: skip
_DECISION = "approval"  # the concept of a decision taken: approved, rejected, 批准, मंज़ूर


def _foretells_decision(view: ClaimView, words: Words, told: list[tuple[int, int, bool]]) -> bool:
    """Whether a clause that predicts names the outcome of a decision, outside the condition
    it opens with ("मंज़ूर होने पर रक़म अगले दिन मिलेगी", "once approved, payment is made the same
    day": the approval is the condition, what is foretold is what follows it)."""
    for a, b, _ in told:
        part = view.low[a:b]
        cut = _DECIDED_CONDITION.search(part)
        if cut is not None:
            part = part[cut.end() :]
        if _DECISION in words.concepts_in(part):
            return True
    return False


# a condition a decision sets at the head of a clause ("once approved,", "si se aprueba,",
# "पास होने पर", "批准后"): what the clause foretells comes after it
_DECIDED_CONDITION = regex_cache.compile(
    r"^\W*(?:(?:once|if|when|after)\s+(?:it\s+is\s+|it's\s+|you\s+)?\w+\s*,"
    r"|(?:si|cuando|una vez que?)\s+[^,]{1,30},"
    r"|[^\s,।]+\s+(?:करने|करते|होने|होते)\s+(?:पर|ही|के\s+बाद)"
    r"|[^，,]{1,6}(?:后|之后|以后)[，,]?)"
)


def _notice_of_an_act(ctx: CheckContext, view: ClaimView, low: str) -> bool:
    """Whether the claim foretells a message (an e-mail, a text, a notification) or a receipt
    and states no amount, date or figure of its own, in a run that did an act (a write that
    did not fail): the confirmation such an act sends."""
    if not _NOTICES & ctx.answer.words.concepts_in(low):
        return False
    if any(
        (v.is_number and v.kind != "duration") or v.kind in ("date", "time") for v in view.values
    ):
        return False
    # (an act named in the run's language counts: ``reservar_cita``)
    return any(
        c.usable and not c.failed and (writes(c) or (names_an_act(c.name_words) and not reads(c)))
        for c in ctx.index.calls
    )


_MESSAGE = "message"
# what an act sends its doer afterwards: a message, a receipt of it, a call ("the
# technician will call you on the way")
_NOTICES = frozenset({_MESSAGE, "receipt", "contact"})


def _refused(view: ClaimView, words: Words, told: list[tuple[int, int, bool]]) -> bool:
    """Whether the decision foretold is a refusal ("it will be declined", "会被拒绝")."""
    return any(_REFUSAL in words.concepts_in(view.low[a:b]) for a, b, _ in told)


def _decided(ctx: CheckContext, refusal: bool = True) -> bool:
    """Whether some output value (not a key: ``approval_status: pending`` decides nothing)
    states a decision taken; for an approval foretold (``refusal`` False), one that is not
    a refusal: a past "declined" does not ground "they will approve it" when you reapply."""
    words = ctx.answer.words
    memo = f"decided {words.language} {refusal}"
    hit: bool | None = ctx.index.memo.get(memo)
    if hit is None:
        refusals = None if refusal else _concept_pattern(words, _REFUSAL)
        hit = any(
            leaf.source == "output"
            and isinstance(leaf.raw, str)
            and (
                _DECISION in words.concepts_in(text)
                or any(_DECISION in key_concepts(stem(w)) for w in _WORD.findall(text))
            )
            and not _step_or_rule(text, words)
            for leaf in ctx.index.leaves
            if isinstance(leaf.raw, str)
            for text in [
                leaf.raw[:400] if refusals is None else refusals.sub(" ", leaf.raw[:400].lower())
            ]
        )
        ctx.index.memo[memo] = hit
    return hit


# a step on the way to a decision, not the decision ("passed_initial", "preliminary")
_STEP_WORDS = frozenset(
    {"initial", "preliminary", "prelim", "provisional", "interim", "inicial", "preliminar",
     "प्रारंभिक", "初审", "初步", "预审"}
)  # fmt: skip


def _step_or_rule(text: str, words: Words) -> bool:
    """Whether an output text that names a decision names a step before it ("passed_initial")
    or states the rule it will be taken by ("Final approval is subject to ...", "if
    approved, ..."): no decision taken either way."""
    low = text.lower()
    if set(_WORD.findall(low)) & _STEP_WORDS or any(w in low for w in _STEP_WORDS if _HAN.match(w)):
        return True
    decision = _concept_pattern(words, _DECISION)
    pending = _concept_pattern(words, "pending")
    if decision is not None and pending is not None:
        found = list(decision.finditer(low))
        if found and all(
            any(p.end() <= d.start() and d.start() - p.end() <= 8 for p in pending.finditer(low))
            for d in found
        ):
            # "a la espera de aprobación", "awaiting approval": every decision the text names
            # is what it still waits for ("approved, awaiting remittance" waits for no decision)
            return True
    conditional = words.stance.get("conditional")
    return len(low.split()) > 8 and conditional is not None and conditional.search(low) is not None


def _called_off(ctx: CheckContext) -> bool:
    """Whether some output value says a thing is called off (``status: cancelled``, "the
    session is cancelled"), or the run did an act (a write that did not fail), whose own
    outcome the answer may foretell."""
    words = ctx.answer.words
    memo = f"called off {words.language}"
    hit: bool | None = ctx.index.memo.get(memo)
    if hit is None:
        hit = any(c.usable and not c.failed and writes(c) for c in ctx.index.calls) or any(
            leaf.source == "output"
            and isinstance(leaf.raw, str)
            and (
                _CALLED_OFF in words.concepts_in(leaf.raw[:400])
                or any(_CALLED_OFF in key_concepts(stem(w)) for w in _WORD.findall(leaf.raw[:400]))
            )
            for leaf in ctx.index.leaves
        )
        ctx.index.memo[memo] = hit
    return hit


_CALLED_OFF = "cancelled"  # an event called off: cancelled, suspendida, रद्द, 取消
_INTENT = "intent"  # done on purpose: deliberately, a propósito, जानबूझकर, 故意
# a state of someone's mind a deed is said to come from: done on purpose, or forgotten
_MINDS = frozenset({_INTENT, "lapse"})
_ATTEST = "attest"  # a verdict drawn from evidence: confirms that, demuestra que, 证明了
_REFUSAL = "refusal"  # a decision that refuses: declined, rechazada, अस्वीकार, 拒绝
_LEVEL = regex_cache.compile(
    r"\s*(?:about |around |roughly |nearly |almost |just |only |a |an )?"
    r"(?:[$€£¥₹]?\s*\d|zero\b|none\b|nothing\b"
    r"|(?:its|their|his|her|our|my|the|your) (?:last|final)\b)"
)
# "it's down to you": a choice left to someone, not a cause
_LEFT_TO = regex_cache.compile(r"\s*(?:you|me|us|them|him|her|whoever|whichever|your|their)\b")


def _owed_unchanged(low: str, words: Words) -> bool:
    """Whether each cause the claim declares is a present "is down to" that follows no
    word of change in its clause: only a change ("the dip in bookings is down to ...") is
    owed to a cause that way; otherwise the phrase leaves a choice or names a state."""
    pattern = words.stance.get("declared")
    found = list(pattern.finditer(low)) if pattern is not None else []
    return bool(found) and all(
        _PRESENT_DOWN_TO.fullmatch(m.group())
        and not _CHANGE_NOUN.search(low, _clause_around(low, m.start(), m.end())[0], m.start())
        for m in found
    )


_PRESENT_DOWN_TO = regex_cache.compile(r"(?:is|are)(?: mostly| largely| mainly)? down to")
_CHANGE_NOUN = regex_cache.compile(
    r"\b(?:drops?|dips?|declines?|falls?|rises?|increases?|decreases?|spikes?|jumps?|surges?"
    r"|slowdowns?|slumps?|delays?|lag|loss(?:es)?|gains?|changes?|shifts?|differences?|gaps?"
    r"|improvements?|problems?|issues?|faults?|failures?|errors?|outages?|swings?|trouble)\b"
)


def _cause_left_open(
    ctx: CheckContext, view: ClaimView, low: str, stance: set[str], words: Words
) -> Finding | None:
    """A cause the claim gives ("dust on the part caused it, so ...", "是原料的问题，所以...")
    in words the outputs do not say, when an output says the cause is still open ("root
    cause TBD", "正在排查", "कारण की जाँच चल रही है"), of the same matter (a word of the cause
    is in that sentence, or a figure of it is read in that output): that sentence is the
    witness that no cause is known. A cause the
    outputs state (a hold's own reason, restated) is no guess, whatever else is open."""
    if view.hedged or stance & {"hedge", "question", "offer", "opinion", "conditional"}:
        return None
    pending = _phrases(_CAUSE_PENDING, words.language)
    english = _phrases(_CAUSE_PENDING, "en")
    open_causes = _open_causes(ctx.index, (pending, english))
    if not open_causes:
        return None
    still = _phrases(_STILL_OPEN, words.language)
    if any(p is not None and p.search(low) for p in (pending, english, still)):
        return None  # the claim itself says the cause is still open
    parts: list[tuple[int, int]] = []
    if "causal" in stance:
        parts = _inferred_parts(low, ["causal"], stance, words)
    if "declared" in stance:
        parts += _inferred_parts(low, ["causal"], stance, words, table="declared")
    consequence = words.stance.get("consequence")
    if not parts and "consequence" in stance and consequence is not None:
        # "X, so Y": the premise X, the clause right before the marker, is the cause given
        m = consequence.search(low)
        end = m.start() if m is not None else 0
        while end > 0 and (low[end - 1].isspace() or _CLAUSE_END.match(low, end - 1)):
            end -= 1
        if end > 0 and _CONTENT.search(low, 0, end):
            parts = [(_clause_around(low, end - 1, end - 1)[0], end)]
    if not parts:
        return None
    for since, until in parts:
        share, weighed = _support(ctx, view, since, until, literal=True)
        if weighed < 2 or share > _SUPPORTED_SHARE:
            continue  # (the outputs say most of it: a reason they give, restated)
        cause_terms = _terms(ctx, view, since, until, literal=True)
        # the output values the cause's own figures and names were read in
        base = view.claim.start
        direct = ctx.matched.get(view.id, {})
        read_in = {
            ctx.index.leaves[lid].text or lid
            for i, v in enumerate(view.values)
            if since <= v.start - base < until
            for lid in direct.get(i, ())
        }
        for leaf, sentence in open_causes:
            bag: set[str] = set()
            _add_text(bag, str(leaf.raw)[:_OPEN_NOTE])
            if leaf.id in read_in or any(forms & bag for forms in cause_terms):
                return make_finding(
                    "inference_as_fact",
                    view,
                    f"{quote(view.claim.text, 110)} gives a cause as fact, but an output says "
                    f"the cause is not yet known: {quote(sentence, 90)}",
                    reason="unhedged_causal",
                    expected="the cause left open, as the output leaves it",
                    found=view.claim.text.strip()[:160],
                    witness=witness_of(ctx.index, leaf, "output_value", "the cause is open"),
                )
    return None


def _open_causes(
    index: EvidenceIndex, patterns: tuple[re.Pattern[str] | None, ...]
) -> list[tuple[Leaf, str]]:
    """The output sentences that say a cause is still open, with their leaves (once per run)."""
    hit: list[tuple[Leaf, str]] | None = index.memo.get("open causes")
    if hit is None:
        hit = []
        for leaf in index.leaves:
            if leaf.source != "output" or leaf.text is not None or not isinstance(leaf.raw, str):
                continue
            text = leaf.raw[:20000]
            for p in patterns:
                m = p.search(text.lower()) if p is not None else None
                if m is not None:
                    hit.append((leaf, _sentence_around(text, m.start(), m.end())))
                    break
        index.memo["open causes"] = hit
    return hit


# an output note short enough to be about one matter, read whole for the words a cause shares
_OPEN_NOTE = 600
# what a claim says of something still open ("the cause is still under review")
_STILL_OPEN: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("under review", "investigat", "not yet known", "not known yet", "unknown",
            "unclear", "tbd", "to be determined", "not determined", "looking into")),
    ("es", ("en investigación", "investigando", "se investiga", "por determinar", "desconoc",
            "no se sabe", "no está claro", "en revisión", "en análisis")),
    ("hi", ("जाँच", "जांच", "पता नहीं", "स्पष्ट नहीं", "अज्ञात", "पुष्टि नहीं")),
    ("zh", ("排查", "调查", "不明", "待定", "待查", "不清楚", "未知", "分析中", "尚未确定")),
)  # fmt: skip
# what says a cause is not known yet: still looked into, or to be determined
_CAUSE_PENDING: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("cause tbd", "cause is tbd", "cause under review", "cause is under review",
            "cause under investigation", "cause is under investigation", "cause unknown",
            "cause is unknown", "cause not yet known", "cause is not yet known",
            "cause not yet determined", "cause has not been determined",
            "cause to be determined", "cause pending", "still investigating",
            "investigating the cause", "looking into the cause", "pending investigation")),
    ("es", ("causa en investigación", "causa por determinar", "causa desconocida",
            "causa aún desconocida", "causa pendiente", "causa sin determinar",
            "se está investigando la causa", "investigando la causa", "en investigación",
            "pendiente de investigación", "aún se desconoce la causa")),
    ("hi", ("कारण की जाँच", "कारण की जांच", "कारण अज्ञात", "कारण अभी स्पष्ट नहीं",
            "कारण स्पष्ट नहीं", "कारण का पता नहीं", "कारण पता नहीं", "कारण की पुष्टि नहीं",
            "जाँच चल रही है", "जांच चल रही है", "जाँच जारी है", "जांच जारी है")),
    ("zh", ("原因待查", "原因待定", "原因不明", "原因尚未确定", "原因尚不明确", "原因还在排查",
            "原因排查中", "原因调查中", "原因分析中", "正在排查", "正在调查原因", "正在查找原因",
            "待进一步分析", "待进一步调查")),
)  # fmt: skip


def _reckoned(ctx: CheckContext, view: ClaimView, low: str, words: Words) -> bool:
    """Whether each cause the claim gives is a verb of reckoning ("accounts for") whose
    object, in its clause, is an amount an output holds ("accounts for the $20 deposit"
    beside a ``paid: 20``): an amount said to take in another, not an effect put down to a
    cause ("accounts for about 5 of the points" is one)."""
    pattern = words.stance.get("causal")
    reckoning = _phrases(_RECKONING, words.language)
    if pattern is None or reckoning is None:
        return False
    settled = ctx.settled.get(view.id, {})
    base = view.claim.start
    held = [
        (v.start - base, v.end - base)
        for i, v in enumerate(view.values)
        if v.kind == "money" and settled.get(i) == "verified"
    ]

    def figure_held(m: re.Match[str]) -> bool:
        ahead = _FIGURE_AHEAD.match(low, m.end(), _clause_around(low, m.end(), m.end())[1])
        return ahead is not None and any(a < ahead.end() <= b for a, b in held)

    found = list(pattern.finditer(low))
    return bool(found) and all(
        reckoning.fullmatch(m.group()) is not None and figure_held(m) for m in found
    )


# verbs that say what an amount takes in, where they also say what explains an effect
_RECKONING: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("accounts for", "account for", "accounted for", "accounting for")),
)
# a figure a few words on ("the $20 deposit", "$12 of it")
_FIGURE_AHEAD = regex_cache.compile(r"(?:\s+[^\s\d$€£¥₹]+){0,3}?\s+[$€£¥₹]?\d")


def _declared_level(low: str, words: Words) -> bool:
    """Whether each cause the claim declares is a figure ("is down to $40", "down to two
    seats" name a level) or a person a choice is left to ("it's down to you")."""
    pattern = words.stance.get("declared")
    found = list(pattern.finditer(low)) if pattern is not None else []
    numbers = number_words(words.language)
    return bool(found) and all(
        _LEVEL.match(low, m.end())
        or _LEFT_TO.match(low, m.end())
        or (numbers is not None and numbers.match(low, m.end() + 1))
        for m in found
    )


_CONCEPT_PATTERNS: dict[tuple[str, str], re.Pattern[str] | None] = {}


def _concept_pattern(words: Words, concept: str) -> re.Pattern[str] | None:
    """The phrases of ``words`` that name ``concept``, as one pattern."""
    memo = (words.language, concept)
    if memo in _CONCEPT_PATTERNS:
        return _CONCEPT_PATTERNS[memo]
    phrases = sorted(
        {w for w, c in words.multi_concepts if concept in c}
        | {w for w, c in words.han_concepts if concept in c}
        | {w for w, c in words.concept_of_word.items() if concept in c and " " not in w},
        key=len,
        reverse=True,
    )
    _CONCEPT_PATTERNS[memo] = compile_phrases(phrases) if phrases else None
    return _CONCEPT_PATTERNS[memo]


def _flat(words: Words, view: ClaimView, low: str, at: int) -> bool:
    """Whether the clause of ``low`` around ``at`` is said flatly: no hedge, offer, opinion
    or condition in it, nor a hedge or opinion opening the sentence ("I think, ...")."""
    start, stop = _clause_around(low, at, at)
    clause = low[start:stop]
    sent = view.sentence_text.lower()
    lead = _CLAUSE_END.search(sent)
    opening = sent[: lead.start() if lead else len(sent)]
    return not any(
        words.has(name, clause) for name in ("hedge", "offer", "opinion", "conditional")
    ) and not any(words.has(name, opening) for name in ("hedge", "opinion"))


def _own_act(words: Words, low: str) -> bool:
    """Whether the agent speaks of itself ("I deliberately left it blank")."""
    return words.first_person is not None and words.first_person.search(low) is not None


def _intent_unsaid(ctx: CheckContext, view: ClaimView, low: str) -> str | None:
    """A deed said flatly to be done on purpose ("the supplier is stalling on purpose",
    "lo retrasó adrede", "जानबूझकर रोका", "故意拖着") or out of a lapse ("accounts forgot to
    top up the card", "会计忘记续费") names a state of mind, a cause no record shows by the
    deed alone: some output must speak of it. The witness is the claim with no output that
    does."""
    words = ctx.answer.words
    named = words.concepts_in(low) & _MINDS
    if not named or _own_act(words, low):
        return None
    mind = min(named)
    pattern = _concept_pattern(words, mind)
    found = pattern.search(low) if pattern is not None else None
    if found is None or not _flat(words, view, low, found.start()):
        return None  # "maybe on purpose": a guess
    memo = f"{mind} {words.language}"
    spoken: bool | None = ctx.index.memo.get(memo)
    if spoken is None:
        english = words_for("en")
        spoken = any(
            leaf.source != "arguments"
            and isinstance(leaf.raw, str)
            and mind in (words.concepts_in(leaf.raw[:600]) | english.concepts_in(leaf.raw[:600]))
            for leaf in ctx.index.leaves
        )
        ctx.index.memo[memo] = spoken
    return None if spoken else "causal"


def _verdict_unsaid(ctx: CheckContext, view: ClaimView, low: str) -> str | None:
    """A verdict drawn from evidence ("this result confirms that the repair held", "el
    informe demuestra que ...", "यह पुष्टि करता है कि ...", "证明了...") stated flatly is
    an inference when what it concludes is not what an output says: the conclusion (after
    the marker, to the clause's end) is weighed word for word like a cause. An output value
    confirmed ("the receipt confirms that you paid $40" beside that payment) still holds."""
    words = ctx.answer.words
    if _ATTEST not in words.concepts_in(low) or _own_act(words, low):
        return None
    pattern = _concept_pattern(words, _ATTEST)
    found = pattern.search(low) if pattern is not None else None
    if (
        found is None
        or not _CONTENT.search(low, 0, found.start())
        or not _flat(words, view, low, found.start())
    ):
        # "confirma que te llegó": a request with no subject, not a verdict
        return None
    settled = ctx.settled.get(view.id, {})
    if any(settled.get(i) == "contradicted" for i in range(len(view.values))):
        return None  # a wrong value is the value checks' finding
    stop = re.compile(r"[;；。!?！？]").search(low, found.end())
    end = stop.start() if stop else len(low)
    share, considered = _support(ctx, view, found.end(), end, literal=True, as_written=True)
    if considered >= 2 and share <= _SUPPORTED_SHARE:
        return "certainty"
    return None


def _next_period_amount(
    view: ClaimView, told: list[tuple[int, int, bool]], grounded: list[Value], words: Words
) -> bool:
    """Whether a predicting clause gives an amount the outputs hold for a period it calls
    the next one ("अगला bill ... ₹2,70,810", "next month's bill will be $84")."""
    lex = load(words.language)
    nexts = [w.lower() for w in (*lex.dates_next, *lex.dates_next_after)]
    low = view.low
    for a, b, _ in told:
        clause = f" {low[a:b]} "
        if not any(f" {w} " in clause or (_HAN.search(w) and w in clause) for w in nexts):
            continue
        if any(
            v.kind in ("money", "percent") and a <= v.start - view.claim.start < b for v in grounded
        ):
            return True
    return False


_LETTERS_WORD = regex_cache.compile(r"[^\W\d_]{2,}")


def _said_of(ctx: CheckContext, view: ClaimView, value: Value, leaf: Leaf) -> bool:
    """Whether a time read inside an output's sentence is said there of what the claim
    foretells: the sentence shares a word with the claim besides the time ("picking this
    back up Thursday morning" says nothing of files delivered Thursday evening). A time a
    field of its own holds is the field's."""
    if leaf.text is None or leaf.span is None:
        return True
    holder = ctx.index.leaves[leaf.text]
    text = str(holder.raw)
    if _when_key(holder.key) or len(_LETTERS_WORD.findall(text)) < 3:
        return True  # a window a field of time holds ("pickup_window": "07:00-09:30")
    sentence = _sentence_around(text, *leaf.span)
    mine = {stem(w) for w in _WORD.findall(value.text.lower())}
    said = {stem(w) for w in _WORD.findall(sentence) if len(w) > 3} - mine
    claim = {stem(w) for w in _WORD.findall(view.low) if len(w) > 3} - mine
    if _HAN.search(sentence):
        return True  # (a Chinese sentence has no spaces to read words by)
    return bool(said & claim)


def _sentence_around(text: str, a: int, b: int) -> str:
    """The sentence of an output's text that holds ``text[a:b]``, lower-cased (a dot
    between digits, "14.03.2026", "4.5", ends none)."""
    start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, a)), default=0)
    end = _SENTENCE_END.search(text, b)
    return text[start : end.start() if end else len(text)].lower()


_SENTENCE_END = regex_cache.compile(r"[!?\n。！？।]|\.(?!\d)")


def _foretold_by_output(
    ctx: CheckContext, view: ClaimView, grounded: list[Value], direct: dict[int, list[int]]
) -> bool:
    """Whether a figure, an id or a time the prediction gives (not a name, nor a date alone,
    which any record of an event holds; two of its dates in one such sentence are) is read
    inside an output's sentence that itself foretells (a future in the answer's language or in
    English): the output said what will happen."""
    index = ctx.index
    own, english = ctx.answer.words.stance.get("future"), words_for("en").stance.get("future")
    # the output sentences the prediction's dates are read in: two of its dates in one
    # sentence that foretells ("from 05.03 to 12.03 the rota will apply") are that
    # sentence's own, not any record's date of the event
    dated: dict[str, set[int]] = {}
    for i, value in enumerate(view.values):
        if value not in grounded or value.kind == "name" or value.year_like:
            continue
        for lid in direct.get(i, ()):
            leaf = index.leaves[lid]
            if leaf.text is None or leaf.span is None or leaf.source == "context":
                continue
            sentence = _sentence_around(str(index.leaves[leaf.text].raw), *leaf.span)
            if not any(p is not None and p.search(sentence) for p in (own, english)) and not (
                _cannot(sentence, ctx.answer.words)
            ):
                continue
            if value.kind != "date":
                return True
            dated.setdefault(sentence, set()).add(i)
    return any(len(held) >= 2 for held in dated.values())


def _cannot(sentence: str, words: Words) -> bool:
    """Whether an output's sentence says what cannot be ("transit 9-12 days, cannot reach
    the site", "no se puede entregar a tiempo"): a word of ability and a negation, in the
    answer's language or in English. What it rules out is the output's own outcome."""
    low = sentence.lower()
    for table in (words, words_for("en")):
        if table.has("ability", low) and table.negation and table.negation.search(low):
            return True
    return False


def _foretold_of_the_record(
    ctx: CheckContext,
    view: ClaimView,
    told: list[tuple[int, int, bool]],
    direct: dict[int, list[int]],
) -> bool:
    """Whether a record the claim names (by an id or a name it gives) holds a text whose own
    sentence foretells, with a word or a concept of the predicting clause ("it will retry
    tonight" beside that job's ``note: "... another attempt will start tonight"``): the output
    said what will happen to that very thing."""
    if not told:
        return False
    index = ctx.index
    records = {
        leaf.record
        for i, value in enumerate(view.values)
        if value.kind in ("id", "name")
        for lid in direct.get(i, ())
        if (leaf := index.leaves[lid]).record is not None and leaf.source == "output"
    }
    # a record the claim does not name may still be the one whose text foretells it, when
    # that text restates the clause by three of its content words ("departure is confirmed
    # after the level check at the lock" beside a booking's remarks saying so)
    need = 1 if records else 3
    if not records:
        # (and only when every figure and date the prediction gives holds: "from the 22nd
        # to the 29th" beside a notice of the 10th to the 18th foretells other days)
        settled = ctx.settled.get(view.id, {})
        base = view.claim.start
        if any(
            settled.get(i) != "verified"
            for i, v in enumerate(view.values)
            if (v.is_number or v.kind in ("date", "time"))
            and any(a <= v.start - base < b for a, b, _ in told)
        ):
            return False
    leaves = (
        [lid for rid in records for lid in index.records[rid].leaves]
        if records
        else [leaf.id for leaf in index.leaves if leaf.source == "output"]
    )
    words = ctx.answer.words
    english = words_for("en")
    futures = [p for p in (words.stance.get("future"), english.stance.get("future")) if p]
    clause = " ".join(view.low[a:b] for a, b, _ in told)
    stems = {
        stem(w)
        for w in _CONTENT_WORD.findall(clause)
        if w not in _FUTURE_FILLERS and unit_of_word(w) is None  # ("next week": when, not what)
    }
    ideas = words.concepts_in(clause) - GENERIC_CONCEPTS
    # an outcome the output foretells only on a condition ("if they do not report, their
    # seats go to the waitlist") is no support for one the answer promises outright
    conditions = [
        p for p in (words.stance.get("conditional"), english.stance.get("conditional")) if p
    ]
    sure = words.has("certainty", clause)
    for lid in leaves:
        raw = index.leaves[lid].raw
        if not isinstance(raw, str) or len(raw) < 12:
            continue
        for sentence in _SENTENCE_END.split(raw.lower()):
            if not any(p.search(sentence) for p in futures):
                continue
            if sure and any(p.search(sentence) for p in conditions):
                continue
            theirs = {stem(w) for w in _CONTENT_WORD.findall(sentence)}
            if len(stems & theirs) >= need:
                return True
            if records and ideas & (english.concepts_in(sentence) - GENERIC_CONCEPTS):
                return True
    return False


def _foretold_by_rule(
    ctx: CheckContext, view: ClaimView, told: list[tuple[int, int, bool]]
) -> bool:
    """Whether a sentence of the operator's prompt states a recurring rule ("every", "cada",
    "हर", "每") the prediction follows, by two content words of the predicting clause ("it
    will be on Friday's statement" beside "Statements are emailed every Friday evening"):
    the operator said what happens."""
    if not told:
        return False
    clause = " ".join(view.low[a:b] for a, b, _ in told)
    stems = {
        stem(w)
        for w in _CONTENT_WORD.findall(clause)
        if w not in _FUTURE_FILLERS and unit_of_word(w) is None
    }
    if len(stems) < 2:
        return False
    for message in ctx.index.run.context:
        if message.role != "system":
            continue
        for sentence in _SENTENCE_END.split(message.content.lower()[:8000]):
            if not _RECURRING.search(sentence):
                continue
            theirs = {stem(w) for w in _CONTENT_WORD.findall(sentence)}
            if len(stems & theirs) >= 2:
                return True
    return False


# the words of a rule that recurs: "every Sunday", "each month", "cada lunes", "हर सोमवार",
# "每周日"
_RECURRING = regex_cache.compile(
    r"\b(?:every|each|weekly|monthly|daily|nightly|cada|todos\s+los|todas\s+las)\b|हर\s|प्रत्येक|每"
)


# a word of four letters or more; the future's own auxiliaries are no shared content
_CONTENT_WORD = regex_cache.compile(rf"(?:[^\W\d_]|[{MARKS}]){{4,}}")
# (and the words of when: "next week" is no content the output and the claim share)
_FUTURE_FILLERS = frozenset(
    {
        "will",
        "shall",
        "going",
        "would",
        "soon",
        "later",
        "next",
        "again",
        "today",
        "tonight",
        "tomorrow",
    }
)


def _finding(view: ClaimView, marker: str) -> Finding:
    return make_finding(
        "inference_as_fact",
        view,
        f"{quote(view.claim.text, 110)} is a {_NAMES[marker]} stated as fact that no tool "
        "output supports; hedge it or drop it",
        reason=f"unhedged_{marker}",
        expected="a hedge (might, probably) or an output that says so",
        found=view.claim.text.strip()[:160],
        witness=Witness(kind="claim", value=view.claim.text.strip()[:200], note=marker),
    )


def _cause_given(ctx: CheckContext, view: ClaimView, parts: list[tuple[int, int]]) -> bool:
    """Whether an output gives the cause a claim names outright: a record or a sentence
    that holds at least half of the cause's words as written and links them to an effect,
    by speaking of a cause (a ``reason`` key, "because", 原因) or by stating the effect the
    claim names before its marker ("the delay is due to X" beside a notice "delayed by X").
    A cause of no words (only names, figures) needs an output giving a cause."""
    cue = _cause_words(ctx.answer.words)
    bags = _bags(ctx.index)
    # an error gives its own cause: the call's failure is the effect, its message the reason
    # ("the recipient's phone is missing, so no label can be made")
    failed: frozenset[int] = ctx.index.memo["failed bags"]
    for since, until in parts:
        # weighed as written: a cause no concept relates is still a cause an output must say
        cause = _terms(ctx, view, since, until, literal=True, as_written=True)
        effect = _terms(ctx, view, 0, since, literal=True, as_written=True)
        if len(view.claim.text[:since].strip(" *_:：,，")) <= 4:
            # "…被退回了，因为账户已冻结": a claim that opens with its cause names the
            # effect in the sentence before it
            effect = effect + _effect_before(ctx, view)
        if not cause:
            if not any(bag & cue or n in failed for n, bag in enumerate(bags)):
                return False
            continue
        if _fault_of_failed_call(ctx, view, since, until):
            continue
        if not any(
            sum(1 for forms in cause if forms & bag) >= _SUPPORTED_SHARE * len(cause)
            and (bag & cue or n in failed or _states_effect(effect, bag))
            for n, bag in enumerate(bags)
        ) and not _han_cause_given(ctx, view, since, until):
            return False
    return True


def _han_cause_given(ctx: CheckContext, view: ClaimView, since: int, until: int) -> bool:
    """Whether a Chinese cause is restated from an output that speaks of a cause or of the
    effect the claim names before it, by its characters (see `_han_held`)."""
    text = view.claim.text[since:until]
    if not _HAN.search(text):
        return False
    bags = _bags(ctx.index)
    cue = _cause_words(ctx.answer.words)
    failed: frozenset[int] = ctx.index.memo["failed bags"]
    effect = _terms(ctx, view, 0, since, literal=True, as_written=True)
    return any(
        _han_held(text, bag) and (bag & cue or n in failed or _states_effect(effect, bag))
        for n, bag in enumerate(bags)
    )


def _han_held(cause: str, bag: frozenset[str]) -> bool:
    """Whether a Chinese cause of four content characters or more has three in four of them
    in the bag's own words ("照片太糊" beside "照片模糊"): Chinese restates a reason in other
    pairs of characters, rarely in other characters."""
    mine = [ch for ch in cause if _HAN.match(ch) and ch not in _HAN_FUNCTION]
    if len(mine) < 3:
        return False
    theirs = {ch for form in bag if _HAN.match(form) for ch in form}
    return sum(1 for ch in mine if ch in theirs) >= 0.75 * len(mine)


# characters that carry grammar, not content: no share of a cause
_HAN_FUNCTION = frozenset("的了是在和与及或也都就还很太被把着过吗呢吧啊得地之其这那")


def _effect_before(ctx: CheckContext, view: ClaimView) -> list[set[str]]:
    """The words before a claim that opens with a cause, as forms: of its own sentence, or,
    when the cause opens the sentence ("退回了。原因是…", "It was declined. The reason:
    ..."), of the sentence before it on the same line."""
    at = view.sentence_text.find(view.claim.text.strip()[:12])
    if at > 0:
        before = view.sentence_text[:at]
    else:
        text = ctx.answer.text[: view.sentence[0]]
        line = text[text.rfind("\n") + 1 :].rstrip()
        ends = [m.end() for m in _SENTENCE_END.finditer(line[:-1])]
        before = line[ends[-1] if ends else 0 :]
    if not before.strip():
        return []
    bag: set[str] = set()
    _add_text(bag, before)
    return [{form} for form in bag]


def _states_effect(effect: list[set[str]], bag: frozenset[str]) -> bool:
    """Whether a bag holds a word of the effect, as a form or by its first five letters
    (a Spanish "retraso" in a notice that says "retrasada")."""
    heads = {f[:5] for forms in effect for f in forms if len(f) >= 5 and not _HAN.search(f)}
    return any(forms & bag for forms in effect) or (
        bool(heads) and any(len(w) >= 5 and w[:5] in heads for w in bag)
    )


_CAUSE_WORDS: dict[str, frozenset[str]] = {}
# English words of causing beyond the ``reason`` concept (output texts are often English)
_CAUSING = ("caused", "causing", "culprit", "blamed", "attributed")


def _cause_words(words: Words) -> frozenset[str]:
    """The forms (stems, Han pairs, concepts) by which an output speaks of a cause."""
    hit = _CAUSE_WORDS.get(words.language)
    if hit is not None:
        return hit
    found: set[str] = {"reason"}
    named = [w for w, c in words.concept_of_word.items() if "reason" in c]
    named += [w for w, c in words.han_concepts if "reason" in c and len(w) == 2]
    for w in (*named, *_CAUSING):
        if " " in w:
            continue
        found |= {w} if _HAN.search(w) else {stem(w)}
    _CAUSE_WORDS[words.language] = frozenset(found)
    return _CAUSE_WORDS[words.language]


_NAMES = {
    "future": "prediction",
    "causal": "cause",
    "certainty": "certainty",
    "evaluative": "verdict",
}


# words of an output key whose value is a time the output itself expects or sets, or a
# figure it gives of what comes next (``next_invoice_usd``, ``projected_total``)
_WHEN_KEYS = frozenset(
    {"eta", "date", "time", "at", "until", "due", "deadline", "expected", "estimated",
     "next", "upcoming", "projected", "forecast",
     "scheduled", "arrival", "arrives", "delivery", "expires", "expiry", "ready", "window",
     "by", "within", "turnaround", "processing", "on",
     # keys named in Spanish ("fecha_cobro", "plazo_pago")
     "fecha", "plazo", "vencimiento", "hasta", "limite"}
)  # fmt: skip


def _when_key(key: str) -> bool:
    return any(w in _WHEN_KEYS for w in key_words(key))


def _predicting_clauses(view: ClaimView, words: Words) -> list[tuple[int, int, bool]]:
    """The clauses of the claim (offsets into its text) that hold a future marker, each
    with whether it is drawn as a consequence of what comes before it ("X, so Y will").
    Clauses end at punctuation and where a consequence or a cause is introduced;
    punctuation inside a stated value ("Friday, May 2") ends none."""
    low = view.low
    future = words.stance.get("future")
    if future is None:
        return [(0, len(low), False)]
    base = view.claim.start
    inside = [(v.start - base, v.end - base) for v in view.values]
    cuts = {0: False}
    for m in _CLAUSE_END.finditer(low):
        if any(a <= m.start() < b for a, b in inside):
            continue
        if (
            m.group() in ":："
            and low[: m.start()].strip(" *_")
            and future.search(low, 0, m.start())
        ):
            continue  # "it will come in the next round: Thursday 14 to Wednesday 20": the when
        cuts.setdefault(m.end(), False)
    for table in ("consequence", "causal"):
        pattern = words.stance.get(table)
        if pattern is not None:
            for m in pattern.finditer(low):
                cuts[m.start()] = cuts.get(m.start(), False) or table == "consequence"
    # a cut with only spaces before the next one (", so") gives way to that one
    starts = sorted(cuts)
    kept = [
        a
        for a, b in zip(starts, [*starts[1:], len(low)], strict=True)
        if a == 0 or low[a:b].strip()
    ]
    # (a clause that foretells only that something will be known, "..., but that will be
    # certain only once they confirm", foretells no outcome: its marker opens no prediction)
    known, futures = _knowing_spans(low, words, "future")
    marks = [m.start() for m in futures if not _in_spans(m, known)]
    found = [
        (a, b, cuts[a])
        for a, b in zip(kept, [*kept[1:], len(low)], strict=True)
        if any(a <= k < b for k in marks)
    ]
    return found or [(0, len(low), False)]


def _inside(
    value: Value, view: ClaimView, clauses: list[tuple[int, int, bool]], drawn: bool = False
) -> bool:
    """Whether ``value`` stands in one of the ``clauses``, or (``drawn``) before a clause
    drawn as its consequence: "it applies from 1 May, so the first charge will be May's"
    rests on the date it is drawn from."""
    at = value.start - view.claim.start
    return any(a <= at < b or (drawn and d and at < a) for a, b, d in clauses)


def _still_to_come(ctx: CheckContext, value: Value, leaves: list[int]) -> list[int]:
    """The leaves a value matched that can give a time for something still to come: not
    the run's own "today" (a relative date only the context's date grounds), nor the time
    an event already took place (a ``completed_at`` before now)."""
    now = ctx.answer.now
    out = []
    for lid in leaves:
        leaf = ctx.index.leaves[lid]
        if leaf.source == "context":
            # (not the run's own "today", nor a date the user or the prompt gives of an
            # event: "ready long before the recital on the 12th" foretells no day of its own)
            continue
        if now is not None and _before(leaf.when, now):
            continue
        out.append(lid)
    return out


def _arranged(ctx: CheckContext, leaves: list[int]) -> bool:
    """Whether a value matched a figure in the output of an act the run did (a call that
    acts, not one that reads, and did not fail): the terms of what that act set up."""
    index = ctx.index
    for lid in leaves:
        leaf = index.leaves[lid]
        call = index.call_of(leaf) if leaf.source == "output" else None
        if call is None or not call.usable or call.failed or reads(call):
            continue
        if writes(call) or names_an_act(call.name_words):
            return True
    return False


def _act_sets_up(
    ctx: CheckContext,
    view: ClaimView,
    told: list[tuple[int, int, bool]],
    settled: dict[int, str],
    direct: dict[int, list[int]],
) -> bool:
    """Whether a name in a predicting clause is verified in the output of an act the run
    did (a place, a person of the arrangement that act's record holds)."""
    return any(
        v.kind == "name"
        and settled.get(i) == "verified"
        and _inside(v, view, told)
        and _arranged(ctx, direct.get(i, []))
        for i, v in enumerate(view.values)
    )


def _scheduled(ctx: CheckContext, leaves: list[int]) -> bool:
    """Whether a value matched a detail (not the time) of a record that schedules something
    still to come: a sibling under a key of time (``debit_date``, ``expected_by``) holds a
    date after the run's day. Only an output's record schedules; the context states no
    arrangement of the outputs'."""
    now = ctx.answer.now
    if now is None:
        return False
    index = ctx.index
    for lid in leaves:
        leaf = index.leaves[lid]
        if leaf.source != "output" or leaf.record is None or _when_key(leaf.key):
            continue
        for sid in index.records[leaf.record].leaves:
            sibling = index.leaves[sid]
            when = sibling.when
            if (
                sid != lid
                and when is not None
                and when.day is not None
                and _when_key(sibling.key)
                and when.day > now.date()
            ):
                return True
    return False


def _before(when: When | None, now: datetime) -> bool:
    """Whether an output's date and clock time lies before ``now`` (an event that has
    taken place)."""
    if when is None or when.day is None or when.clock is None:
        return False
    moment = datetime.combine(when.day, when.clock)
    if when.offset is not None and now.utcoffset() is not None:
        return moment.replace(tzinfo=timezone(when.offset)) < now
    # one side without a zone: compared as wall-clock times (the run's "now" is the local
    # time the system prompt states)
    return moment < now.replace(tzinfo=None)


def _timed(value: Value) -> bool:
    """A date or a clock time (a length of time grounds a prediction only through the key
    it comes from: ``eta``, not ``tenure_years``)."""
    return value.kind in ("date", "time")


# a noun of a cause as a marker ("the reason", "la razón", "原因"): what its clause names
# before a colon is the effect, the cause comes after it
_REASON_NOUN = regex_cache.compile(r"reason|cause|raz[oó]n|causa|motivo|原因|कारण|वजह")


def _inferred_parts(
    low: str, markers: list[str], stance: set[str], words: Words, table: str | None = None
) -> list[tuple[int, int]]:
    """Where in the claim the inferred parts stand: a cause after its marker ("because X",
    "se debe a X") or before it ("X造成的"); a prediction after "so" or "therefore"."""
    if table is None:
        table = (
            "causal" if "causal" in markers else "consequence" if "consequence" in stance else None
        )
    if table is None and "certainty" in markers and "future" in markers:
        # "..., 肯定能排上", "it will be fully fixed": what is certain is what is inferred
        table = "certainty" if words.has("certainty", low) else "totality"
    if table is None or ("future" not in markers and table == "consequence"):
        return []
    pattern = words.stance.get(table)
    if pattern is None:
        return []
    found_all = list(pattern.finditer(low))
    if table == "causal":
        # "because X, so Y": the cause is what is inferred; "so" alone leads a consequence
        consequence = words.stance.get("consequence")
        proper = [
            f for f in found_all if consequence is None or not consequence.fullmatch(f.group())
        ]
        found_all = proper or found_all
    # what is promised is read in words of any script (a Hindi verb carries vowel marks:
    # "पूरी तरह ठीक हो जाएगा")
    content = _CONTENT if table in ("causal", "consequence") else _PROMISED
    out: list[tuple[int, int]] = []
    explains = _phrases(_EXPLAINS, words.language) if table == "causal" else None
    for m in explains.finditer(low) if explains is not None else ():
        if content.search(low, 0, m.start()):
            out.append((0, m.start()))  # "X, which is why Y": the cause is what precedes
    if out:
        return out
    after = words.stance.get("cause_after")
    for found in found_all:
        start, end = _clause_around(low, found.start(), found.end())
        postposed = (
            words.language == "hi"
            and table == "causal"
            and after is not None
            and not after.fullmatch(found.group())
            and _PROMISED.search(low, start, found.start()) is not None
        )
        colon = (
            low[end : end + 1] in (":", "：")
            and table == "causal"
            and _REASON_NOUN.search(found.group()) is not None
        )
        if colon and content.search(low, end + 1):
            # "the reason the overtime was lower: it is taxed apart", "原因：…": what the
            # marker's clause names is the effect; the cause follows the colon
            _, close = _clause_around(low, end + 1, end + 2)
            out.append((end + 1, max(close, end + 1)))
        elif content.search(low, found.end(), end) and not postposed:
            out.append((found.end(), end))
        elif words.language == "hi":
            out.append((_head_before(low, start, found.start()), found.start()))
        else:
            out.append((start, found.start()))
    return out


def _head_before(low: str, start: int, stop: int) -> int:
    """Where a Hindi cause ends its clause's words before its postposition: the noun right
    before "की वजह से", "के कारण" heads the cause, and the words before it are the
    clause's subject, the effect ("पैदावार सूखे की वजह से घटी": the cause is the drought,
    not the yield); a verbal noun ("खराब होने") takes the word it turns."""
    found = list(_HINDI_WORD.finditer(low, start, stop))
    if not found:
        return start
    head = len(found) - 1
    if head > 0 and found[head].group().endswith("ने"):
        head -= 1
        while head > 0 and found[head].group() in _HI_POSTPOSITIONS:
            head -= 1  # ("मरम्मत में होने": the state the noun is in is what the verb turns)
    return found[head].start()


_HINDI_WORD = regex_cache.compile(LETTERS)
_HI_POSTPOSITIONS = frozenset({"में", "पर", "से", "को", "का", "की", "के", "तक"})


_CONTENT = regex_cache.compile(r"[^\W\d_]{3,}|[\u3400-\u9fff]{2,}")


def _held(forms: set[str], bag: frozenset[str]) -> bool:
    """Whether a bag holds a word as one of its forms or as a longer form of it ("old" in a
    reason that says "older")."""
    return bool(forms & bag) or any(
        w.startswith(f) for f in forms if len(f) >= 3 and not _HAN.search(f) for w in bag
    )


_REASON_KEYS = frozenset({"reason", "cause"})


def _other_reason(
    ctx: CheckContext, view: ClaimView, since: int, terms: Sequence[Collection[str]]
) -> bool:
    """Whether an output gives its own reason for the effect the claim explains, and the
    reason says none of the claim's cause: ``reason_code: "COMPLIANCE_HOLD_REJECTED"`` beside
    "it was rejected because the payee was only added that morning" (the payee's dates are
    facts; the output's reason is another)."""
    effect = {stem(w) for w in _WORD.findall(view.low[:since]) if len(w) > 3}
    # the effect is an outcome, a state the output's reason names too ("rejected")
    outcome = states_named(ctx.answer.words.language, view.low[:since])
    if not effect or not outcome:
        return False
    index = ctx.index
    for leaf in index.leaves:
        if (
            leaf.source != "output"
            or not isinstance(leaf.raw, str)
            or not set(key_words(leaf.key)) & _REASON_KEYS
        ):
            continue
        said = {stem(w) for w in (*key_words(leaf.raw), *_WORD.findall(leaf.raw.lower()))}
        named = states_named("en", " ".join(key_words(leaf.raw))) | states_named(
            ctx.answer.words.language, leaf.raw.lower()
        )
        if not said & effect and not named & outcome:
            continue  # a reason for something else
        # every reason the record gives (a code, a detail left null)
        record = index.records[leaf.record] if leaf.record is not None else None
        reasons = [
            index.leaves[lid]
            for lid in (record.leaves if record is not None else [leaf.id])
            if set(key_words(index.leaves[lid].key)) & _REASON_KEYS
            and isinstance(index.leaves[lid].raw, str)
        ]
        words = {stem(w) for r in reasons for w in key_words(str(r.raw))}
        for r in reasons:
            # (as the claim's terms are read: a run of Han by its character pairs)
            _add_text(words, str(r.raw))
        words |= {c for w in words for c in key_concepts(w)}
        if not any(
            set(forms) & words
            or any(stem(part) in words for f in forms for part in re.split(r"[-_\s]+", f))
            for forms in terms
        ):
            return True
    return False


def _fault_of_failed_call(ctx: CheckContext, view: ClaimView, since: int, until: int) -> bool:
    """Whether the cause is a fault, an error or an outage, and a call of the run failed
    ("it could not be read because of a fault of the service"): the failed call is the fault
    it names."""
    return "error" in ctx.answer.words.concepts_in(view.low[since:until]) and any(
        c.failed for c in ctx.index.calls
    )


def _cause_support(
    ctx: CheckContext, view: ClaimView, since: int, until: int, literal: bool, plain: bool
) -> tuple[float, int]:
    """How well one output value gives the cause in ``low[since:until]``. A cause of a single
    word ("owing to the call he skipped", "सूखे की वजह से") is found in many records; it is
    given only by a value that links it to the effect: a record or sentence that also speaks
    of a cause (a ``reason`` key, "because") or holds a word of the effect the claim names.
    Where the output record that best holds the cause's words speaks of a cause (a
    ``reason`` key), it is the output's own reason, and the claim's cause must be more than
    half of it: "because the driver is off ill" beside a reason code and a note "driver
    off" adds an attribute the reason does not give."""
    words = ctx.answer.words
    if _error_gives(ctx, view, since, until) or _fault_of_failed_call(ctx, view, since, until):
        return 1.0, 1
    if _han_cause_given(ctx, view, since, until):
        return 1.0, 1  # "照片太糊" beside a rejection's reason "照片模糊"
    if _cause_is_rule(ctx, view, since, until):
        return 1.0, 1
    since = _past_report(view.low, since, until, words.language)
    terms = _terms(ctx, view, since, until, literal)
    cue = _cause_words(words)
    # (an output that only supposes the cause, "the pattern may point to the load cell",
    # gives it as a guess, which the claim states as fact)
    skipped = (_conditioned(ctx) if plain else frozenset()) | _supposed(ctx)
    if len(terms) > 1:
        share, n = _support(ctx, view, since, until, literal=literal, plain=plain, sure=True)
        named = states_named(words.language, view.low[since:until])
        if named and not named & output_states(ctx.index):
            # "since your Amex ending 3009 has lapsed": the card is the outputs', the
            # state it is said to be in is given by none of them, so nothing gives the cause
            return 0.0, n
        records = _bags(ctx.index)[: ctx.index.memo["record bags"]]
        given = [sum(1 for forms in terms if _held(forms, bag)) for bag in records if bag & cue]
        if given and 0 < max(given) == round(share * n) <= _SUPPORTED_SHARE * n:
            return 0.0, n  # the record that best holds the cause is the output's reason
        if _other_reason(ctx, view, since, terms):
            return 0.0, n
        return share, n
    if not terms:
        return 0.0, 0
    # the effect: what the claim says before the cause, and after it in its clause
    # ("पैदावार सूखे की वजह से घटी"), the cause's own markers left out
    marks = [
        (m.start(), m.end())
        for table in ("causal", "declared", "consequence")
        if (pattern := words.stance.get(table)) is not None
        for m in pattern.finditer(view.low)
    ]
    stop = _clause_around(view.low, until, until)[1] if until < len(view.low) else until
    effect = _terms(ctx, view, 0, since, literal, blank=marks)
    effect += _terms(ctx, view, until, max(stop, until), literal, blank=marks)
    # (an error gives its own cause: the call's failure is the effect)
    failed: frozenset[int] = ctx.index.memo["failed bags"]
    linked = any(
        terms[0] & bag and (bag & cue or k in failed or any(forms & bag for forms in effect))
        for k, bag in enumerate(_bags(ctx.index))
        if k not in skipped
    )
    return (1.0 if linked else 0.0), 1


def _when_unknown(
    ctx: CheckContext, view: ClaimView, told: list[tuple[int, int, bool]]
) -> tuple[Leaf, str, str] | None:
    """The output text, and its sentence, that says the time of a thing the claim foretells
    is not known ("awaiting the valve, ETA: TBC", "fecha de llegada por confirmar", "到货时间
    未知"): a sentence with a mark of an unknown time that shares a content word of the
    predicting clause; None when there is none."""
    if not told:
        return None
    mine = [
        forms
        for a, b, _ in told
        for forms in _terms(ctx, view, a, b, literal=True, as_written=True, bare=True)
    ]
    if not mine:
        return None
    for leaf, sentence, bag in _unknown_when_sentences(ctx.index):
        if any(forms & bag for forms in mine if not forms & _GENERIC_FORMS):
            return leaf, sentence, "the output says its time is unknown"
    return None


def _none_for_the_day(
    ctx: CheckContext, view: ClaimView, told: list[tuple[int, int, bool]]
) -> tuple[Leaf, str, str] | None:
    """The flag of an output record that says it has nothing for the day a prediction names
    ("it won't rain on Saturday the 16th" beside a forecast record for that date with
    ``available: false``): the output was asked about that day and gave no outcome, so the
    outcome foretold is the agent's. The flag, the record's reason and the witness's note,
    or None."""
    if not told:
        return None
    index = ctx.index
    base = view.claim.start
    direct = ctx.matched.get(view.id, {})
    for i, v in enumerate(view.values):
        if v.kind != "date" or not any(a <= v.start - base < b for a, b, _ in told):
            continue
        for lid in direct.get(i, ()):
            leaf = index.leaves[lid]
            if leaf.source != "output" or leaf.record is None or not _asked_for(index, leaf):
                continue  # (the day the call asked about, echoed: not a day the output sets)
            for other in index.records[leaf.record].leaves:
                flag = index.leaves[other]
                if flag.raw is False and "available" in {
                    c for w in key_words(flag.key) for c in key_concepts(w)
                }:
                    reasons = [
                        str(index.leaves[r].raw)
                        for r in index.records[leaf.record].leaves
                        if isinstance(index.leaves[r].raw, str)
                        and "reason" in key_words(index.leaves[r].key)
                    ]
                    said = f"{flag.key}: false" + (f" ({reasons[0]})" if reasons else "")
                    return flag, said, "the output has no outcome for that day"
    return None


def _asked_for(index: EvidenceIndex, leaf: Leaf) -> bool:
    """Whether an output's value is one its call was made with (the day a lookup asked for,
    echoed back)."""
    return any(
        other.source == "arguments" and other.call == leaf.call and other.raw == leaf.raw
        for other in index.leaves
        if other.call == leaf.call
    )


def _unknown_when_sentences(index: EvidenceIndex) -> list[tuple[Leaf, str, frozenset[str]]]:
    """The output sentences that mark a time as unknown, each with its text and its word bag
    (read once per run, not once per prediction)."""
    hit: list[tuple[Leaf, str, frozenset[str]]] | None = index.memo.get("unknown when")
    if hit is not None:
        return hit
    hit = []
    for leaf in index.leaves:
        if leaf.source != "output" or leaf.text is not None or not isinstance(leaf.raw, str):
            continue
        raw = leaf.raw[:2000]
        if _UNKNOWN_WHEN.search(raw.lower()) is None:
            continue
        for sentence in _SENTENCE.findall(raw):
            if _UNKNOWN_WHEN.search(sentence.lower()) is not None:
                bag: set[str] = set()
                _add_text(bag, sentence)
                hit.append((leaf, sentence, frozenset(bag)))
    index.memo["unknown when"] = hit
    return hit


# a time not known yet, said in an output's text ("ETA: TBC", "sin fecha confirmada",
# "到货时间未知", "तारीख़ तय नहीं")
_UNKNOWN_WHEN = regex_cache.compile(
    r"\b(?:eta|arrival|delivery date|date|time)\s*(?::\s*)?(?:is\s+|still\s+)?"
    r"(?:unknown|tbd|tbc|not (?:yet )?(?:known|confirmed|set))\b"
    r"|\b(?:fecha|llegada|plazo)\s+(?:de\s+\w+\s+)?(?:desconocid[oa]|por confirmar|sin confirmar)"
    r"|(?:时间|日期|到货|交期)\s*(?:未知|待定|待确认|未确定)"
    r"|(?:तारीख़?|समय)\s+(?:अज्ञात|तय नहीं)"
)
# forms too general to tie a foretold thing to a note ("will", "be")
_GENERIC_FORMS = frozenset({"will", "be", "then", "befor", "before", "so", "still"})


def _cause_is_rule(ctx: CheckContext, view: ClaimView, since: int, until: int) -> bool:
    """Whether the cause is a rule the operator or an output states with its figure: "as
    refunds are capped at 3 a year" beside a system prompt's "at most 3 refunds per
    calendar year". The cause's figure is the rule's, and so are most of the cause's own
    words, two at least (by form or by the answer language's concepts)."""
    words = ctx.answer.words
    base = view.claim.start
    figures = {
        v.stated.value
        for v in view.values
        if v.stated is not None
        and v.is_number
        and not v.year_like
        and since <= v.start - base
        and v.end - base <= until
    }
    if not figures:
        return False
    terms = _terms(ctx, view, since, until, literal=True)
    for rule in _rule_sentences(ctx, words):
        if not any(figure in figures for figure, _ in rule.figures):
            continue
        held = [forms for forms in terms if forms & (rule.bag | rule.literal)]
        if len(held) >= max(2, _SUPPORTED_SHARE * len(terms)):
            return True
    return False


def _past_report(low: str, since: int, until: int, language: str) -> int:
    """Where a cause a source is said to give begins: past the source and its reporting
    verb at the head of the cause ("his notes say ...", "the log shows ...", "según el
    parte, ..."); they tell where the cause is read, not what it is. ``since`` when the
    cause opens with no such frame."""
    head = list(itertools.islice(_WORD.finditer(low, since, until), 5))
    if not head:
        return since
    reporting = _reporting(language)
    m = reporting.search(low, since, until) if reporting is not None else None
    if m is not None and m.start() <= head[min(3, len(head) - 1)].start():
        if m.start() > head[0].start():
            after = _WORD.match(low, m.end() + 1)
            # ("his notes say": a noun of the table before the verb of a plural subject)
            plural = after is not None and after.group() + "s" in _reporting_singular(language)
            return after.end() if after is not None and plural else m.end()
        # ("según el parte, ..."): the source follows the marker, up to its comma
        comma = _CLAUSE_END.search(low, m.end(), min(until, m.end() + 40))
        return comma.end() if comma else since
    singular = _reporting_singular(language)
    for before, w in itertools.pairwise(head[:4]):
        if before.group().endswith("s") and w.group() + "s" in singular:
            return w.end()  # "the notes say ...": the verb of a plural subject
    return since


@cache
def _reporting(language: str) -> re.Pattern[str] | None:
    return compile_phrases(load(language).cues_reporting) if language in available() else None


@cache
def _reporting_singular(language: str) -> frozenset[str]:
    """The one-word reporting verbs of the table ("says", "shows"), whose form less the
    final "s" a plural subject takes ("the notes say")."""
    if language not in available():
        return frozenset()
    return frozenset(w for w in load(language).cues_reporting if " " not in w)


def _cause_apart(low: str, markers: list[str], words: Words) -> bool:
    """Whether the claim gives a cause by a marker no pleasantry holds: "the good news is
    that ..., since ..." gives one; "thanks to the five contributors" thanks them."""
    causal, pleasantry = words.stance.get("causal"), words.stance.get("pleasantry")
    if "causal" not in markers or causal is None:
        return False
    kind = [(m.start(), m.end()) for m in pleasantry.finditer(low)] if pleasantry else []
    return any(
        not any(a < m.end() and m.start() < b for a, b in kind) for m in causal.finditer(low)
    )


def _gives_when(view: ClaimView, told: list[tuple[int, int, bool]], words: Words) -> bool:
    """Whether what a claim foretells comes with a when of its own: a date, a time, a span
    of time ("within 20 minutes", "la próxima semana", "before Friday") in a clause that
    foretells."""
    for v in view.values:
        if not _inside(v, view, told, drawn=True):
            continue
        if v.kind in ("date", "time", "duration"):
            return True
        unit = unit_of_word(v.noun) if v.noun else None
        if unit in _TIME_UNITS:
            return True
    day_units = load(words.language).dates_day_units or {}
    low = view.low
    return any(
        w in day_units or unit_of_word(w) in _TIME_UNITS
        for a, b, _ in told
        for w in _WORD.findall(low[a:b])
    )


_TIME_UNITS = frozenset({"s", "min", "h", "day", "week", "month"})


def _day_by_rule(ctx: CheckContext, view: ClaimView, value: Value) -> bool:
    """Whether a sentence of an output or of the operator names the weekday of a date the
    claim foretells and a word of the claim besides: the day follows from a rule it states
    ("payouts go out the following Tuesday")."""
    if value.weekday is None:
        return False
    names = {stem(w) for w in _WORD.findall(value.text.lower()) if not w.isdigit() and len(w) >= 3}
    if not names:
        return False
    terms = _terms(ctx, view, literal=True)
    bags = _bags(ctx.index)[ctx.index.memo["record bags"] :]
    return any(names & bag and any(forms & bag for forms in terms) for bag in bags)


def _error_gives(ctx: CheckContext, view: ClaimView, since: int, until: int) -> bool:
    """Whether the cause denies something ("the ID you gave doesn't exist") of a value the
    error of a failed call names ("no voucher with code VX-3301"): the error says it."""
    words = ctx.answer.words
    part = view.low[since:until]
    if not any(p is not None and p.search(part) for p in (words.negation, words.absence)):
        return False
    errors = [fold(c.call.error or "") for c in ctx.index.calls if c.failed]
    base = view.claim.start
    return any(
        v.kind in ("id", "name", "number")
        and since <= v.start - base < until
        and f" {v.folded or fold(v.text)} " in f" {error} "
        for v in view.values
        for error in errors
        if error
    )


_PROMISED = regex_cache.compile(rf"(?:[^\W\d_]|[{MARKS}]){{3,}}|[\u3400-\u9fff]{{2,}}")
_CLAUSE_MARKS = ",;:，；：。!?！？"
# (a comma between digits groups thousands: "₹2,000 से कम" is one clause)
_CLAUSE_END = regex_cache.compile(r"(?<!\d),|,(?!\d)|[;:，；：。!?！？、]|\s[—–-]\s")
# where a hedge's reach ends: the enumeration comma "、" joins the items of a list inside
# its clause ("应该是送到、检查之后才会退": the hedge covers both steps)
_HEDGE_REACH_END = regex_cache.compile(rf"[{_CLAUSE_MARKS}]|\s[—–-]\s")


def _foretold_in(low: str, since: int, until: int, words: Words) -> bool:
    """Whether ``low[since:until]`` foretells: a future marker in it that no requirement
    ("will need", "की ज़रूरत होगी") holds."""
    future = words.stance.get("future")
    necessity = words.stance.get("necessity")
    part = low[since:until]
    needs = [(m.start(), m.end()) for m in necessity.finditer(part)] if necessity else []
    return future is not None and any(
        not any(a <= m.start() and m.end() <= b for a, b in needs) for m in future.finditer(part)
    )


def _support(
    ctx: CheckContext,
    view: ClaimView,
    since: int = 0,
    until: int | None = None,
    literal: bool = False,
    bare: bool = False,
    plain: bool = False,
    as_written: bool = False,
    blank: list[tuple[int, int]] | None = None,
    known: bool = False,
    rules: bool = False,
    sure: bool = False,
) -> tuple[float, int]:
    """How well one output value states the claim: the largest share of the claim's content
    words that a single record (its keys and values) or a single sentence of an output text
    holds, and how many words were weighed. Words spread over many outputs support nothing:
    a conclusion is supported where an output says it. With ``rules``, the operator's own
    sentences count read by the answer language's concepts too (see `_rule_bags`)."""
    terms = _terms(
        ctx, view, since, until, literal, as_written=bare or as_written, bare=bare, blank=blank
    )
    if not terms:
        return 0.0, 0
    best = 0
    skipped = _conditioned(ctx) if plain else frozenset()
    if sure:
        skipped = skipped | _supposed(ctx)  # (what an output only supposes, for a fact)
    bags = _bags(ctx.index)
    if known:
        # a prediction that gives a when is not stated by a key left null (``eta: null``)
        bags = ctx.index.memo["known bags"]
    for k, bag in enumerate(bags):
        if k in skipped:
            continue
        hits = sum(1 for forms in terms if forms & bag)
        if hits > best:
            best = hits
            if best == len(terms):
                break
    for bag in _rule_bags(ctx) if rules else ():
        # (two words of the claim at least, by two different forms: a rule is not applied
        # by one thing it shares, a "next week" beside the prompt's "today is Monday")
        shared = [forms & bag for forms in terms if forms & bag]
        if len(shared) >= 2 and len(set().union(*shared)) >= 2:
            best = max(best, len(shared))
    return best / len(terms), len(terms)


def _applies_a_rule(ctx: CheckContext, view: ClaimView, words: Words) -> bool:
    """Whether the claim's sentence applies a rule the operator or an output states, with
    the figure it is stated with: a sentence of the system prompt or of an output text that
    holds a figure the claim's sentence states (a threshold, a limit, a term: "$500",
    "30分钟", "7 दिन") and two more of its words, one of them in the claim's own clause."""
    figures = {
        v.stated.value
        for v in _sentence_values(ctx, view)
        if v.stated is not None and v.is_number and not v.year_like
    }
    if not figures:
        return False
    # (the words of the clauses that foretell: "..., so it will arrive by Friday" applies
    # no rule of free shipping over $250, whatever the rest of the sentence says)
    mine = [
        forms
        for a, b, _ in _predicting_clauses(view, words)
        for forms in _terms(ctx, view, a, b, literal=True)
    ]
    if not mine:
        return False
    sentence = view.sentence_text.lower()
    around: set[str] = set()
    _add_text(around, sentence)
    around |= words.concepts_in(sentence)
    for rule in _rule_sentences(ctx, words):
        found = [end for figure, end in rule.figures if figure in figures]
        if not found:
            continue
        shared = (around & rule.bag) - {str(f) for f in figures}
        if len(shared) < 2:
            continue
        # what the rule makes of its figure follows it ("over $500 needs owner approval
        # before work starts"); the thing it is said of leads it ("orders over $250 ship
        # free" says nothing of when an order arrives)
        rest = rule.text[found[0] :]
        cut = _OUTCOME_END.search(rest)
        outcome = _literal_bag(rest[: cut.start()] if cut else rest)
        if any(forms & outcome for forms in mine) or sum(1 for f in mine if f & rule.literal) >= 2:
            return True
    return False


_OUTCOME_END = regex_cache.compile(r"[;；]")


def _literal_bag(text: str) -> set[str]:
    """A text's words as written: the stems of its words, the pairs of its runs of Han."""
    out: set[str] = set()
    for w in _WORD.findall(text.lower()):
        out |= set(_han_pairs(w)) if _HAN.search(w) else {stem(w)}
    return out


def _sentence_values(ctx: CheckContext, view: ClaimView) -> list[Value]:
    """The values of every claim of the view's sentence."""
    return [v for c in ctx.answer.claims if c.sentence == view.sentence for v in c.values]


class _Rule(NamedTuple):
    """A sentence of the system prompt or of an output text that holds a figure: its text
    (lower-cased), its figures with where each ends, its words and their concepts in the
    answer's language, and its words as written."""

    text: str
    figures: list[tuple[Decimal, int]]
    bag: set[str]
    literal: set[str]


def _rule_sentences(ctx: CheckContext, words: Words) -> list[_Rule]:
    """The sentences that may state a rule with its figure (once a run and language)."""
    memo = f"rule sentences {words.language}"
    hit: list[_Rule] | None = ctx.index.memo.get(memo)
    if hit is None:
        hit = []
        for leaf in ctx.index.leaves:
            if leaf.kind != "text" or leaf.text is not None:
                continue
            if leaf.source != "output" and not (leaf.source == "context" and leaf.key == "system"):
                continue
            for sentence in _RULE_SENTENCE.findall(str(leaf.raw)[:20000]):
                text = sentence.lower()
                figures = [
                    (Decimal(m.group().replace(",", "")), m.end())
                    for m in _RULE_FIGURE.finditer(text)
                ]
                if not figures:
                    continue
                bag: set[str] = set()
                _add_text(bag, text)
                hit.append(_Rule(text, figures, bag | words.concepts_in(text), _literal_bag(text)))
        ctx.index.memo[memo] = hit
    return hit


# a rule's sentence (a decimal point or a thousands comma does not end it) and its figures
_RULE_SENTENCE = regex_cache.compile(r"(?:[^.!?。！？\n]|\.(?=\d))+")
_RULE_FIGURE = regex_cache.compile(
    r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d])|(?<![\d.,])\d+(?:\.\d+)?"
)


def _rule_bags(ctx: CheckContext) -> list[frozenset[str]]:
    """The operator's sentences (the system prompt's) in the answer's own language, each as
    a bag of its words and of the concepts the answer's language gives them: a rule such as
    "a bill past its date draws 2% a month", written in Hindi, supports a prediction that
    applies it ("pay the overdue bill and no more is added") though the words differ in form.
    Only for what is foretold: a cause is no rule applied."""
    words = ctx.answer.words
    memo = f"rule bags {words.language}"
    hit: list[frozenset[str]] | None = ctx.index.memo.get(memo)
    if hit is not None:
        return hit
    out: list[frozenset[str]] = []
    if words.language != "en":
        for leaf in ctx.index.leaves:
            if leaf.source != "context" or leaf.key != "system" or leaf.kind != "text":
                continue
            for sentence in _SENTENCE.findall(str(leaf.raw)[:20000]):
                if sentence.isascii():
                    continue
                bag: set[str] = set()
                _add_text(bag, sentence)
                bag |= words.concepts_in(sentence.lower())
                out.append(frozenset(bag))
    ctx.index.memo[memo] = out
    return out


def _terms(
    ctx: CheckContext,
    view: ClaimView,
    since: int = 0,
    until: int | None = None,
    literal: bool = False,
    as_written: bool = False,
    bare: bool = False,
    blank: list[tuple[int, int]] | None = None,
) -> list[set[str]]:
    """The content words of the claim (from ``since`` to ``until``) that can be weighed
    against the outputs, each as the set of forms that match it (stems, concepts; ``literal``
    also words no concept relates when the outputs are in the answer's language,
    ``as_written`` always; ``bare``: the words' own forms only, no concepts)."""
    words = ctx.answer.words
    text = view.claim.text
    direct = ctx.matched.get(view.id, {})
    for i, v in enumerate(view.values):
        if (
            v.kind == "name"
            and literal
            and any(ctx.index.leaves[lid].source == "output" for lid in direct.get(i, ()))
        ):
            continue  # "因为缺货取消" beside a reason 缺货取消: the words are the support
        a, b = v.start - view.claim.start, v.end - view.claim.start
        text = text[:a] + " " * (b - a) + text[b:]
    for a, b in blank or ():
        text = text[:a] + " " * (b - a) + text[b:]
    text = " " * since + text[since:until]
    text = _without_future(text, words)
    meaning = _phrases(_MEANING, words.language)
    for m in meaning.finditer(text.lower()) if meaning is not None else ():
        if len(text) == len(text.lower()) and not _HAN.search(m.group()):
            # the marker's own word ("means", "significa") is no content of the claim
            text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    latin_in_other_script = words.language in ("hi", "zh")
    literal = as_written or (
        literal and words.language != "en" and _outputs_in_answer_language(ctx)
    )
    terms: list[set[str]] = []  # each content word as the set of forms that match it
    for m in _WORD.finditer(text):
        w = m.group().lower()
        if _HAN.search(w):
            for piece in _han_pairs(w):
                concepts = set() if bare else words.concepts_in(piece)
                if not concepts and _HAN_PARTICLE.search(piece):
                    continue  # "出了", "是夜": a pair across a particle names nothing
                if concepts or literal:
                    terms.append(set(concepts) | {piece})
            continue
        if len(w) < 3 or _function_word(w, words):
            continue
        forms = {stem(w), fold(w)} | (set() if bare else words.concepts_in(w))
        forms |= _verb_roots(w) | _roots(w)
        loan = None if w.isascii() else _loan_key(w)
        if loan is not None:
            forms.add(loan)  # (a loan of an English word an output writes in English)
        if w.endswith("ings"):
            forms.add(stem(w[:-1]))  # "bookings": its singular stems as an output's does
        relatable = words.language == "en" or literal or words.concepts_in(w)
        if not relatable and not (latin_in_other_script and w.isascii()):
            continue  # a word we cannot relate to English keys: weigh nothing
        terms.append(forms)
    return terms


# Chinese particles and copulas: a character pair holding one is no word of content
_HAN_PARTICLE = regex_cache.compile(r"[了的是着过吗呢吧啊]")
_NOUN_OF_ACT = regex_cache.compile(r"([a-z]{5,}?)(?:ations?|ions?)")


def _verb_roots(word: str) -> set[str]:
    """The verb an English noun of an act is made from, as the outputs' past forms stem
    ("preemptions" -> "preempt" of "preempted", "cancellation" -> "cancell")."""
    m = _NOUN_OF_ACT.fullmatch(word)
    if m is None:
        return set()
    root = m.group(1)
    return {root, stem(root + "ed")}


def _without_future(text: str, words: Words) -> str:
    """``text`` with the words of its future markers blanked: "van a reintegrar" weighs
    "reintegrar", not "van" (a vehicle to the concept tables)."""
    future = words.stance.get("future")
    low = text.lower()
    if future is None or len(low) != len(text):
        return text
    chars = list(text)
    for m in future.finditer(low):
        a, b = m.start(), m.end()
        while a > 0 and _LETTER.match(low, a - 1):
            a -= 1
        while b < len(low) and _LETTER.match(low, b):
            b += 1
        if _HAN.search(low[a:b]):
            continue  # "会" in "会议": Han text is weighed in pairs, its markers kept
        chars[a:b] = " " * (b - a)
    return "".join(chars)


_LETTER = regex_cache.compile(rf"[^\W\d_]|[{MARKS}]")
_SENTENCE = regex_cache.compile(r"[^.!?。！？\n]+")


def _bags(index: EvidenceIndex) -> list[frozenset[str]]:
    """The word bags support is measured against: one per output record (keys, values, and
    its parent's keys) and one per sentence of each output text (once per run)."""
    hit: list[frozenset[str]] | None = index.memo.get("word bags")
    if hit is not None:
        return hit
    bags: list[frozenset[str]] = []
    known: list[frozenset[str]] = []  # the record bags less the keys left null
    said: list[str] = []  # the sentence each bag was read from ("" for a record)
    failed: set[int] = set()  # the bags read from the output of a call that failed
    for record in index.records:
        if record.source == "context":
            continue
        bag: set[str] = set()
        unknown: set[str] = set()  # the words only keys left null bring
        for lid in record.leaves:
            leaf = index.leaves[lid]
            if leaf.text is not None:
                continue
            if leaf.raw is None:
                _add_key(unknown, leaf.key)
                continue
            _add_key(bag, leaf.key)
            if isinstance(leaf.raw, str) and leaf.kind != "text":
                _add_text(bag, leaf.raw)
        _add_key(bag, record.key)
        if record.parent is not None:
            _add_key(bag, index.records[record.parent].key)
        if record.call is not None:
            for w in index.calls[record.call].name_words:
                bag.add(stem(w))
        if bag or unknown:
            if record.call is not None and index.calls[record.call].failed:
                failed.add(len(bags))
            known.append(frozenset(bag))
            bags.append(frozenset(bag | unknown))
            said.append("")
    index.memo["record bags"] = len(bags)
    for leaf in index.leaves:
        # output texts, and what the operator (the system prompt: "refunds reach the card
        # in 5-7 business days") or the user said: testimony, not the agent's own words
        own = leaf.source != "context" or leaf.key in _TESTIFYING_ROLES
        if leaf.kind == "text" and leaf.text is None and own:
            refused = _refused_record(index, leaf)  # (once for the leaf, not per sentence)
            for sentence in _SENTENCE.findall(str(leaf.raw)[:20000]):
                bag = set()
                _add_text(bag, sentence)
                if leaf.source != "context":
                    _add_key(bag, leaf.key)
                if refused:
                    bag.add("reason")
                if len(bag) > 1:
                    if leaf.call is not None and index.calls[leaf.call].failed:
                        failed.add(len(bags))
                    bags.append(frozenset(bag))
                    said.append(_said(leaf.source, leaf.key, sentence))
    # the message of a call that failed with no output of its own ("503: module under
    # maintenance") gives the failure's cause as an output's text would
    for info in index.calls:
        if not info.failed or not info.call.error or info.call.output is not None:
            continue
        for sentence in _SENTENCE.findall(info.call.error[:2000]):
            bag = set()
            _add_text(bag, sentence)
            if len(bag) > 1:
                failed.add(len(bags))
                bags.append(frozenset(bag))
                said.append(_said("output", "error", sentence))
    index.memo["failed bags"] = frozenset(failed)
    index.memo["known bags"] = known + bags[len(known) :]
    index.memo["word bags"] = bags
    index.memo["bag sentences"] = said
    return bags


# the states of a record that a note beside them accounts for: it was refused, halted or
# called off, and the note says why ("status: rejected" and a reviewer's comment)
_REFUSED_STATES = frozenset({"rejected", "suspended", "cancelled"})


def _refused_record(index: EvidenceIndex, leaf: Leaf) -> bool:
    """Whether an output text sits in a record whose status field says it was refused,
    halted or called off: the text is then that record's account of why."""
    if leaf.source != "output" or leaf.record is None:
        return False
    return any(
        isinstance(index.leaves[lid].raw, str)
        and index.leaves[lid].kind != "text"
        and "status" in key_words(index.leaves[lid].key)
        and (
            value_states(index.leaves[lid].raw) & _REFUSED_STATES
            or _SENT_BACK.intersection(key_words(index.leaves[lid].raw))
        )
        for lid in index.records[leaf.record].leaves
    )


# a status that sends a form or a claim back to its sender (``status: returned``): the
# reviewer's note beside it says why, as a rejection's does
_SENT_BACK = frozenset({"returned", "bounced", "sent_back"})


def _said(source: str, role: str, sentence: str) -> str:
    """What a text bag records of its sentence for :func:`_conditioned`: an output's
    sentence itself; the user's as a mark (they tell their case, not what will come of it);
    the operator's as nothing, since its rules ("if the member is gold, offer $100") are the
    agent's own process, applied once the agent has checked their condition."""
    if source != "context":
        return sentence
    return "\0" if role == "user" else ""


def _with_english(words: Words, table: str) -> list[re.Pattern[str] | None]:
    """A stance table of the answer's language and, for another language, of English (the
    language output texts are most often written in)."""
    tables = [words.stance.get(table)]
    if words.language != "en":
        tables.append(words_for("en").stance.get(table))
    return tables


def _supposed(ctx: CheckContext) -> frozenset[int]:
    """The bags of output sentences that only suppose what they say: a hedge of the answer's
    language or of English in them ("may be linked to", "हो सकता है", "podría deberse",
    "可能")."""
    hedges = _with_english(ctx.answer.words, "hedge")

    def supposes(sentence: str) -> bool:
        low = sentence.lower()
        return sentence not in ("", "\0") and any(h is not None and h.search(low) for h in hedges)

    return _marked_bags(ctx, "supposed", supposes)


def _conditioned(ctx: CheckContext) -> frozenset[int]:
    """The bags that cannot support an outcome foretold with no condition: a sentence of an
    output that states it under a condition ("if the error is confirmed, ...", "si se
    verifica ...", "अगर ... तो", "如果..."), in the answer's language or in English (a
    sequence, "once it ships", or a question word, "whether", sets none), and what the user
    said (their case, not what will come of it)."""
    words = ctx.answer.words
    tables = _with_english(words, "conditional")
    avoiding = [_phrases(_AVOIDING, words.language)]
    if words.language != "en":
        avoiding.append(_phrases(_AVOIDING, "en"))

    def conditions(sentence: str) -> bool:
        low = sentence.lower()
        return (
            sentence == "\0"
            or any(
                m.group().strip() not in _NO_CONDITION
                for t in tables
                if t is not None
                for m in t.finditer(low)
            )
            or any(t is not None and t.search(low) for t in avoiding)
            or _pending_on(low, tables, words)
        )

    return _marked_bags(ctx, "conditioned", conditions)


def _marked_bags(ctx: CheckContext, name: str, marked: Callable[[str], bool]) -> frozenset[int]:
    """The bags whose sentence (see `_said`) is ``marked``, read once per run and language."""
    memo = f"{name} {ctx.answer.words.language}"
    hit: frozenset[int] | None = ctx.index.memo.get(memo)
    if hit is not None:
        return hit
    _bags(ctx.index)
    said: list[str] = ctx.index.memo["bag sentences"]
    found = frozenset(k for k, sentence in enumerate(said) if marked(sentence))
    ctx.index.memo[memo] = found
    return found


def _pending_on(low: str, tables: list[re.Pattern[str] | None], words: Words) -> bool:
    """Whether a sentence's sequence word ("once", "una vez que", "一旦") waits on a
    confirmation or a decision in its clause ("offers go out once places are confirmed",
    "una vez que se apruebe"): what follows hangs on an outcome still to be settled, a
    condition, unlike "once it ships" (a step that follows another)."""
    for table in tables:
        for m in table.finditer(low) if table is not None else ():
            if m.group().strip() not in _NO_CONDITION:
                continue
            stop = _clause_around(low, m.end(), m.end())[1]
            tail = low[m.end() : stop]
            if _SETTLED & (words.concepts_in(tail) | words_for("en").concepts_in(tail)):
                return True
    return False


_SETTLED = frozenset({"confirm", "approval"})  # confirmed, aprobado, पुष्टि, 批准
# a rule stated by what it avoids ("paying by the 15th avoids the late fee"): a condition in
# other words, whose outcome is the one that does not come
_AVOIDING: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("avoid", "avoids", "avoided", "avoiding", "prevent", "prevents", "prevented",
            "exempt from", "exempts", "waives", "protects you from", "keeps you clear of")),
    ("es", ("evita", "evitan", "evitar", "evitará", "evitas", "previene", "impide",
            "exime de", "exento de", "exenta de", "te libra de", "te protege de")),
    ("hi", ("से बच", "से बचा", "से बचें", "से बचने", "से बचाव", "से छूट", "रोकता है", "रोकती है")),
    ("zh", ("避免", "免于", "免於", "免除", "可免", "防止")),
)  # fmt: skip
# words of the condition tables that set none: a sequence, a question, an indifference
_NO_CONDITION = frozenset(
    {"once", "whether", "una vez que", "एक बार जब", "जैसे ही", "jaise hi", "कि नहीं", "या नहीं",
     "ya nahi", "是否", "一旦", "无论", "無論", "不管", "chahe", "चाहे"}
)  # fmt: skip


_TESTIFYING_ROLES = frozenset({"system", "developer", "user", "tool"})


def _add_key(bag: set[str], key: str) -> None:
    for w in key_words(key):
        bag.add(stem(w))
        bag |= key_concepts(w)
        bag |= _roots(w)


# the Chinese negations of a thing not done, one in meaning ("没有签字确认", "未签字确认"),
# and the marks of a thing done ("门票已经作废", "门票已作废")
_HAN_NOT = regex_cache.compile(r"没有|沒有|没|沒")
_HAN_DONE = regex_cache.compile(r"已经|已經")


def _han_pairs(run: str) -> list[str]:
    """The character pairs of a run of Han, its negations and its marks of completion
    written alike."""
    run = _HAN_DONE.sub("已", _HAN_NOT.sub("未", run))
    return ["".join(p) for p in itertools.pairwise(run)]


def _add_text(bag: set[str], text: str) -> None:
    for w in _WORD.findall(text.lower()):
        if _HAN.search(w):
            bag |= set(_han_pairs(w))
            continue
        s = stem(w)
        bag.add(s)
        bag |= key_concepts(s)
        bag |= _roots(w)
        loan = _loan_key(w)
        if loan is not None and w.isascii():
            bag.add(loan)


def _loan_key(word: str) -> str | None:
    """The form an English word and its loan in another script share ("scanner" and
    "स्कैनर", "punch" and "पंच"): the consonants as they sound, marked apart from any
    word; none for fewer than three consonants, which too many words share ("lot", "लगा")."""
    key = sound_key(word)
    return f"~{key}" if len(key) >= 3 and not key.isdigit() else None


_ACT_VERB = regex_cache.compile(r"([a-z]{5,}?)at(?:e|es|ed|ing)")
_GENDERED = regex_cache.compile(r"([^\W\d_]{4,})[ao]s?")
_ES_NOUN_OF_ACT = regex_cache.compile(r"([a-zñ]{4,}?)(?:aci[oó]n|ici[oó]n|i[oó]n)(?:es)?")
_ES_INFINITIVE = regex_cache.compile(r"([a-zñ]{4,}?)(?:ar|er|ir)(?:l[oae]s?|se|me|te|nos)?")


@lru_cache(maxsize=16384)
def _roots(word: str) -> frozenset[str]:
    """The forms two words of one root share where their stems do not: a verb and its noun
    of the act ("recalibrate" and "recalibration" both give "recalibr"; "reinspect" is the
    root of "reinspection"), a final "e" a suffix drops ("drive" and "driving" give "driv"),
    a Romance participle or adjective of either gender and number ("sustituido" and
    "sustituida" give "sustitu§"), and a Spanish infinitive and its noun of the act."""
    out: set[str] = set()
    act = _NOUN_OF_ACT.fullmatch(word) or _ACT_VERB.fullmatch(word)
    if act is not None:
        out.add(act.group(1))
    s = stem(word)
    if s.isascii() and len(s) >= 5 and s.endswith("e"):
        out.add(s[:-1])
    gendered = _GENDERED.fullmatch(word) if len(word) >= 6 else None
    if gendered is not None:
        out.add(gendered.group(1) + "§")
    # a Spanish verb (its infinitive, a pronoun joined to it) and its noun of the act
    # ("calibrarlo" and "calibración" both give "calibr¤")
    spanish = _ES_NOUN_OF_ACT.fullmatch(word) or _ES_INFINITIVE.fullmatch(word)
    if spanish is not None:
        out.add(spanish.group(1) + "¤")
    return frozenset(out)


def _function_word(w: str, words: object) -> bool:
    table = getattr(words, "stance", {})
    for pattern in table.values():
        if pattern is not None and pattern.fullmatch(w):
            return True
    future = table.get("future")
    if future is not None and any(m.end() == len(w) for m in future.finditer(w)):
        return True  # a verb in the future tense ("volverá", "मिलेगा"): the marker, no content
    for name in ("negation", "first_person", "other_subject", "passive"):
        pattern = getattr(words, name, None)
        if pattern is not None and pattern.fullmatch(w):
            return True
    return w in _FUNCTION


_FUNCTION = frozenset(
    {
        "the",
        "and",
        "for",
        "you",
        "your",
        "are",
        "was",
        "were",
        "has",
        "have",
        "had",
        "this",
        "that",
        "these",
        "those",
        "with",
        "from",
        "into",
        "onto",
        "than",
        "then",
        "there",
        "their",
        "they",
        "them",
        "its",
        "it's",
        "our",
        "ours",
        "not",
        "but",
        "all",
        "any",
        "can",
        "get",
        "got",
        "one",
        "two",
        "out",
        "now",
        "just",
        "also",
        "very",
        "much",
        "more",
        "most",
        "such",
        "what",
        "when",
        "where",
        "which",
        "who",
        "why",
        "how",
        "about",
        "after",
        "before",
        "over",
        "under",
        "again",
        "once",
        "here",
        "both",
        "each",
        "few",
        "other",
        "some",
        "own",
        "same",
        "too",
        "only",
        "off",
        "per",
        "via",
        "yet",
        "still",
        "already",
        "even",
        "ever",
        "while",
        "does",
        "did",
        "doing",
        "done",
        "been",
        "being",
        "let",
        "lets",
        "let's",
        "que",
        "los",
        "las",
        "del",
        "una",
        "por",
        "para",
        "con",
        "como",
        "más",
        "pero",
        "sus",
        "les",
        "este",
        "esta",
        "eso",
        "esa",
        "hay",
        "muy",
        "ya",
        # verbs that carry no content of their own ("depends on having X"): a cause weighed
        # word for word is weighed by what it says, not by its auxiliaries
        "tener",
        "tiene",
        "tienen",
        "tengas",
        "tenga",
        "estar",
        "haber",
        "hacer",
        "having",
        "लिए",
        "है",
        "हैं",
        "का",
        "की",
        "के",
        "को",
        "में",
        "से",
        "और",
        "पर",
        "भी",
        "तो",
        "यह",
        "वह",
        "था",
        "थी",
        "थे",
    }
)


def _outputs_in_answer_language(ctx: CheckContext) -> bool:
    """Whether the outputs are written in the answer's language (a Spanish shop's catalogue
    behind a Spanish answer): then a word no concept relates is still weighed as written,
    since an output that said it would say it in these words. Known when at least three
    distinct words of the answer that no concept table relates occur in the outputs."""
    if ctx.literal is not None:
        return ctx.literal
    words = ctx.answer.words
    vocab = output_vocabulary(ctx.index)
    seen: set[str] = set()
    for m in _WORD.finditer(ctx.answer.text[: ctx.answer.body_end].lower()):
        w = m.group()
        if _HAN.search(w):
            seen |= {p for p in _han_pairs(w) if p in vocab}
        elif (
            len(w) >= 5
            and not w.isdigit()
            and not _function_word(w, words)
            and stem(w) in vocab
            and not words.concepts_in(w)
        ):
            seen.add(w)
        if len(seen) >= 3:
            break
    ctx.literal = len(seen) >= 3
    return ctx.literal


def output_vocabulary(index: EvidenceIndex) -> set[str]:
    """Stems, folded words and concepts of every output key, value and text (once per run)."""
    hit: set[str] | None = index.memo.get("vocabulary")
    if hit is not None:
        return hit
    index.read_texts()
    vocab: set[str] = set()
    for leaf in index.leaves:
        for w in leaf.path[-3:]:
            vocab.add(stem(w))
            vocab |= key_concepts(w)
        if isinstance(leaf.raw, str) and leaf.text is None:
            raw = leaf.raw[:20000]
            for w in _WORD.findall(raw.lower()):
                if _HAN.search(w):
                    vocab |= set(_han_pairs(w))
                    continue
                s = stem(w)
                vocab.add(s)
                vocab |= key_concepts(s)
    for call in index.calls:
        for w in call.name_words:
            vocab.add(stem(w))
            vocab |= key_concepts(w)
        vocab |= {stem(w) for w in key_words(call.call.tool)}
    index.memo["vocabulary"] = vocab
    return vocab
