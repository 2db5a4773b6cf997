"""The default lexical / entity scorer: what it supports, what it flags, in four languages."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nyaya.scoring import DEFAULT_THRESHOLDS, ClaimText, Passage, Scorer, get_scorer
from nyaya.scoring.lexical import LexicalScorer

CASES = Path(__file__).parent.parent / "assets" / "scoring" / "grounding_cases.jsonl"
LIBRARY = Passage(
    "The Larkspur Library reopened in April after a two-year renovation. "
    "The new reading room seats 120 people and stays open until 9 pm on weekdays.",
    receipt_id="r1",
    pointer="/results/0/summary",
)


def one(text: str, evidence: list[Passage], language: str = "en") -> float:
    (s,) = LexicalScorer().score([ClaimText("c1", text, language)], evidence)
    return s.score


def _cases() -> list[object]:
    out: list[object] = []
    for line in CASES.read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        marks = []
        if case["kind"] == "paraphrase_synonym":
            reason = "a synonym the evidence does not use is beyond a lexical scorer"
            marks.append(pytest.mark.xfail(reason=reason, strict=True))
        out.append(pytest.param(case, id=case["id"], marks=marks))
    return out


@pytest.mark.parametrize("case", _cases())
def test_our_multilingual_cases(case: dict[str, Any]) -> None:
    evidence = [Passage(t, receipt_id=f"e{i}") for i, t in enumerate(case["evidence"])]
    score = one(case["response"], evidence, case["language"])
    if case["label"] == "grounded":
        assert score >= DEFAULT_THRESHOLDS.supported
    else:
        assert score < DEFAULT_THRESHOLDS.supported


def test_the_supporting_sentence_is_returned_with_its_offsets() -> None:
    (s,) = LexicalScorer().score([ClaimText("c1", "The reading room seats 120 people.")], [LIBRARY])
    assert s.passage is LIBRARY and s.backend == "lexical"
    assert LIBRARY.text[s.start : s.end].startswith("The new reading room seats 120 people")
    assert s.score == 1.0 and s.note is None


def test_a_number_the_evidence_never_states_caps_the_score_and_is_named() -> None:
    (s,) = LexicalScorer().score([ClaimText("c1", "The reading room seats 150 people.")], [LIBRARY])
    assert s.score < DEFAULT_THRESHOLDS.unsupported
    assert s.note is not None and "150" in s.note


def test_a_name_the_evidence_never_states_caps_the_score() -> None:
    assert (
        one("The Oakridge Library reopened in April.", [LIBRARY]) < DEFAULT_THRESHOLDS.unsupported
    )


def test_an_unstated_plain_word_makes_the_claim_unverifiable_not_unsupported() -> None:
    score = one("The reading room is popular and seats 120 people.", [LIBRARY])
    assert DEFAULT_THRESHOLDS.unsupported <= score < DEFAULT_THRESHOLDS.supported


def test_a_negation_the_evidence_does_not_carry_halves_the_score() -> None:
    plain = one("The library reopened in April.", [LIBRARY])
    denied = one("The library did not reopen in April.", [LIBRARY])
    assert plain == 1.0 and denied <= plain / 2


def test_facts_joined_from_two_sentences_are_supported() -> None:
    score = one("The Larkspur Library's reading room stays open until 9 pm.", [LIBRARY])
    assert score >= DEFAULT_THRESHOLDS.supported


def test_context_passages_count_as_evidence() -> None:
    question = Passage(
        "Is the Larkspur Library open on weekdays?", pointer="/context/0", source="context"
    )
    assert one("Yes, the Larkspur Library is open on weekdays.", [LIBRARY, question]) == 1.0


def test_no_evidence_supports_nothing_and_a_bare_yes_has_nothing_to_check() -> None:
    scorer = LexicalScorer()
    empty, bare = scorer.score(
        [ClaimText("c1", "It seats 120 people."), ClaimText("c2", "Yes.")], []
    )
    assert empty.score == 0.0 and empty.note == "no_evidence" and empty.passage is None
    assert bare.score == 1.0 and bare.note == "nothing_to_check"


def test_scores_come_back_in_claim_order_with_their_ids() -> None:
    claims = [ClaimText(f"c{i}", t) for i, t in enumerate(["Seats 120.", "Seats 999.", "April."])]
    out = LexicalScorer().score(claims, [LIBRARY])
    assert [s.claim_id for s in out] == ["c0", "c1", "c2"]


def test_it_meets_the_scorer_protocol_and_is_the_default() -> None:
    scorer = get_scorer()
    assert isinstance(scorer, Scorer) and scorer.name == "lexical"


@settings(max_examples=60, deadline=None)
@given(
    claim=st.text(max_size=80),
    evidence=st.lists(st.text(max_size=120), max_size=3),
    language=st.sampled_from(["en", "es", "hi", "zh", "fr", ""]),
)
def test_any_text_scores_in_range_without_raising(
    claim: str, evidence: list[str], language: str
) -> None:
    passages = [Passage(t) for t in evidence]
    (s,) = LexicalScorer().score([ClaimText("c1", claim, language)], passages)
    assert 0.0 <= s.score <= 1.0
    if s.passage is not None:
        assert s.start is not None and s.end is not None
        assert 0 <= s.start <= s.end <= len(s.passage.text)
