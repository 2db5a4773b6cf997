"""Back-ends by name, as a constitution names them."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from nyaya.errors import BadInput
from nyaya.scoring import ClaimText, Passage, SpanScore, get_scorer, register, registered


class FixedScorer:
    """A real (if simple) back-end: every claim gets the same score."""

    name = "fixed"

    def __init__(self, value: float = 0.5) -> None:
        self.value = value

    def score(self, claims: Sequence[ClaimText], evidence: Sequence[Passage]) -> list[SpanScore]:
        return [SpanScore(c.id, self.value, backend=self.name) for c in claims]


def test_the_built_in_names() -> None:
    assert {"lexical", "embedding", "nli", "llm_judge"} <= set(registered())


def test_a_registered_backend_is_built_with_its_options() -> None:
    register("fixed", FixedScorer)
    (s,) = get_scorer("fixed", value=0.25).score([ClaimText("c1", "x")], [])
    assert s.score == 0.25


def test_lexical_options_are_its_weights() -> None:
    scorer = get_scorer("lexical", missing_key_cap=0.1)
    (s,) = scorer.score([ClaimText("c1", "It seats 999.")], [Passage("It seats 120.")])
    assert s.score <= 0.1


@pytest.mark.parametrize(("name", "options"), [("nope", {}), ("lexical", {"colour": "red"})])
def test_an_unknown_name_or_option_is_bad_input_on_the_scorer_field(
    name: str, options: dict[str, str]
) -> None:
    with pytest.raises(BadInput) as e:
        get_scorer(name, **options)
    assert e.value.field == "scorer"
