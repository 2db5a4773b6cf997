"""The LLM judge end to end against a real chat-completions server on loopback."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from nyaya.errors import BackendUnavailable, BadInput
from nyaya.scoring import ClaimText, Passage, get_scorer
from nyaya.scoring.chat import ChatClient
from nyaya.scoring.judge import LLMJudgeScorer, SqliteCache

EVIDENCE = [
    Passage(
        "Quarterly sales rose 8% to 4.2 million euros. The Lisbon office opened in March.", "r1"
    )
]
SUPPORTED = ClaimText("c1", "The Lisbon office opened in March.")
INVENTED = ClaimText("c2", "The Madrid office opened in March.")
NEGATED = ClaimText("c3", "The Lisbon office did not open in March.")


def _client(url: str, model: str = "judge", **kw: object) -> ChatClient:
    return ChatClient(url, model, api_key_env=None, backoff=0.0, **kw)  # type: ignore[arg-type]


def test_verdicts_become_scores_in_their_band_with_the_quoted_span(chat) -> None:
    url, state = chat
    scorer = get_scorer("llm_judge", base_url=url, model="judge", api_key_env=None)
    ok, invented, negated = scorer.score([SUPPORTED, INVENTED, NEGATED], EVIDENCE)
    assert ok.score >= 0.6 and ok.backend == "llm_judge"
    assert ok.passage is EVIDENCE[0]
    assert EVIDENCE[0].text[ok.start : ok.end] == "The Lisbon office opened in March."
    assert invented.score <= 0.35 and invented.passage is None
    assert negated.score <= 0.1 and negated.note is not None and negated.note.startswith("contra")
    sent = state.requests[0]
    assert sent["model"] == "judge" and sent["temperature"] == 0
    assert "Rubric" in sent["messages"][0]["content"]
    assert "CLAIM:\nThe Lisbon office opened in March." in sent["messages"][1]["content"]


def test_the_cache_is_keyed_by_claim_evidence_and_model(chat, tmp_path: Path) -> None:
    url, state = chat
    path = tmp_path / "verdicts.sqlite"
    scorer = LLMJudgeScorer(client=_client(url), cache=SqliteCache(path))
    scorer.score([SUPPORTED], EVIDENCE)
    scorer.score([SUPPORTED], EVIDENCE)
    assert len(state.requests) == 1
    again = LLMJudgeScorer(client=_client(url), cache_path=str(path))  # a new process, same file
    assert again.score([SUPPORTED], EVIDENCE)[0].score >= 0.6
    assert len(state.requests) == 1
    other_evidence = [Passage("The Lisbon office opened in March 2024.", "r2")]
    again.score([SUPPORTED], other_evidence)
    LLMJudgeScorer(client=_client(url, "chatty"), cache_path=str(path)).score([SUPPORTED], EVIDENCE)
    assert len(state.requests) == 3
    assert sqlite3.connect(path).execute("SELECT count(*) FROM verdicts").fetchone()[0] == 3


def test_a_fenced_json_reply_is_accepted(chat) -> None:
    url, _ = chat
    (s,) = LLMJudgeScorer(client=_client(url, "chatty")).score([SUPPORTED], EVIDENCE)
    assert s.score >= 0.6


def test_a_reply_that_is_never_json_fails_closed_after_the_retries(chat) -> None:
    url, state = chat
    scorer = LLMJudgeScorer(client=_client(url, "garbage", retries=1))
    with pytest.raises(BackendUnavailable, match="no valid verdict after 2 attempts"):
        scorer.score([SUPPORTED], EVIDENCE)
    assert len(state.requests) == 2


def test_a_503_is_retried(chat) -> None:
    url, state = chat
    (s,) = LLMJudgeScorer(client=_client(url, "flaky", retries=1)).score([SUPPORTED], EVIDENCE)
    assert s.score >= 0.6 and len(state.requests) == 2


def test_a_server_slower_than_the_timeout_is_unavailable(chat) -> None:
    url, _ = chat
    scorer = LLMJudgeScorer(client=_client(url, "slow", timeout=0.3, retries=0))
    with pytest.raises(BackendUnavailable, match="timed out after 1 attempts"):
        scorer.score([SUPPORTED], EVIDENCE)


def test_an_unreachable_server_is_unavailable() -> None:
    client = _client("http://127.0.0.1:9/v1", retries=0)
    with pytest.raises(BackendUnavailable, match="unreachable"):
        LLMJudgeScorer(client=client).score([SUPPORTED], EVIDENCE)


def test_the_key_comes_from_the_named_environment_variable(chat, monkeypatch) -> None:
    url, state = chat
    monkeypatch.setenv("NYAYA_TEST_JUDGE_KEY", "sk-local")
    client = ChatClient(url, "judge", api_key_env="NYAYA_TEST_JUDGE_KEY")
    LLMJudgeScorer(client=client).score([SUPPORTED], EVIDENCE)
    assert state.headers[0]["authorization"] == "Bearer sk-local"


def test_no_evidence_scores_zero_without_asking(chat) -> None:
    url, state = chat
    (s,) = LLMJudgeScorer(client=_client(url)).score([SUPPORTED], [])
    assert s.score == 0.0 and s.note == "no_evidence" and not state.requests


def test_long_evidence_is_cut_to_the_sentences_that_match_the_claim(chat) -> None:
    url, state = chat
    filler = " ".join(f"Row {i} lists an unrelated shipment of bolts." for i in range(300))
    evidence = [Passage(filler + " The Lisbon office opened in March.", "r1")]
    (s,) = LLMJudgeScorer(client=_client(url), max_evidence_chars=500).score([SUPPORTED], evidence)
    shown = state.requests[0]["messages"][1]["content"]
    assert len(shown) < 700 and "The Lisbon office opened in March." in shown
    assert s.score >= 0.6


@pytest.mark.parametrize(
    ("options", "field"),
    [({"base_url": "ftp://x", "model": "m"}, "base_url"), ({"base_url": "http://x"}, "scorer")],
)
def test_bad_configuration_names_the_field(options: dict[str, str], field: str) -> None:
    with pytest.raises(BadInput) as e:
        get_scorer("llm_judge", **options)
    assert e.value.field == field
