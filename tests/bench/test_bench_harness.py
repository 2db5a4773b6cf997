"""The harness on tiny sets, outside detectors through the interface, and the loaders."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from nyaya.errors import BackendUnavailable, BadInput
from nyaya.run import Run
from nyaya_bench.harness import compare, run_suite
from nyaya_bench.items import BenchItem
from nyaya_bench.methods import (
    Detection,
    Detector,
    OutputRegex,
    RagGrounding,
    SvipClassifier,
    build,
)
from nyaya_bench.suites import load_halueval, load_tau, load_tooltalk, nvb_split

ASSETS = Path(__file__).parent.parent / "assets" / "bench"


@pytest.fixture(scope="module")
def tiny() -> list[BenchItem]:
    return nvb_split("test", per_type=2, controls=4, languages=["en"])


@pytest.fixture(scope="module")
def tiny_train() -> list[BenchItem]:
    return nvb_split("train", per_type=4, controls=8, languages=["en", "es"])


class FlagEverything:
    """An outside detector written only against the documented interface (no fit)."""

    name = "paranoid"

    def detect(self, run: Run) -> Detection:
        return Detection(flagged=True, types=frozenset({"fact_mismatch"}), trust_level="unreliable")


class Crashes:
    name = "crashes"

    def fit(self, train: Sequence[BenchItem]) -> None:
        return None

    def detect(self, run: Run) -> Detection:
        raise RuntimeError("bug in detector")


def test_outside_detector_is_scored(tiny: list[BenchItem]) -> None:
    assert isinstance(FlagEverything(), Detector)
    res = run_suite(
        tiny, ["none", FlagEverything(), Crashes()], suite="nvb", n_boot=50, progress=False
    )
    paranoid = res["metrics"]["paranoid"]
    assert paranoid["detection"]["overall"]["rate"] == 1.0
    assert paranoid["fpr"]["rate"] == 1.0
    assert paranoid["type_correct"]["fact_mismatch"]["rate"] == 1.0
    assert paranoid["type_correct"]["count_mismatch"]["rate"] == 0.0
    assert set(paranoid["calibration"]) == {"unreliable"}
    assert res["metrics"]["none"]["detection"]["overall"]["rate"] == 0.0
    assert res["metrics"]["crashes"]["errors"] == len(tiny)
    assert res["n_items"] == len(tiny) == 16
    assert "latency_ms" in res["not_comparable"]


def test_same_code_and_data_give_the_same_numbers(
    tiny: list[BenchItem], tiny_train: list[BenchItem]
) -> None:
    kw = {"suite": "nvb", "train": tiny_train, "n_boot": 100, "progress": False}
    a = run_suite(tiny, ["regex", "rag", "svip"], **kw)  # type: ignore[arg-type]
    b = run_suite(tiny, ["regex", "rag", "svip"], **kw)  # type: ignore[arg-type]
    assert a["metrics"] == b["metrics"]
    assert compare(a, b) == []
    b["metrics"]["regex"]["fpr"]["rate"] = 0.123
    assert ("regex", "fpr.rate", a["metrics"]["regex"]["fpr"]["rate"], 0.123) in compare(a, b)


def test_unavailable_methods_are_skipped_with_a_reason(tiny: list[BenchItem]) -> None:
    res = run_suite(tiny, ["none", "self-consistency"], suite="nvb", n_boot=0, progress=False)
    assert "LLM client" in res["skipped"]["self-consistency"]
    with pytest.raises(BackendUnavailable):
        build("self-consistency")
    with pytest.raises(BadInput, match="methods"):
        build("nope")


def test_trained_baselines_need_training(
    tiny: list[BenchItem], tiny_train: list[BenchItem]
) -> None:
    with pytest.raises(BadInput):
        SvipClassifier().detect(tiny[0].run)
    with pytest.raises(BadInput):
        RagGrounding().detect(tiny[0].run)
    rag = RagGrounding()
    rag.fit(tiny_train)
    assert rag.threshold is not None


def test_regex_baseline_reads_numbers_and_urls() -> None:
    run = Run(
        run_id="r",
        calls=[
            {
                "id": "c1",
                "tool": "search",
                "output": {"results": [{"url": "https://a.org/x", "n": 1234.5}]},
            }
        ],  # type: ignore[list-item]
        response="It costs 1,234.50. See https://a.org/x.",
    )
    assert not OutputRegex().detect(run).flagged
    wrong = run.model_copy(update={"response": "It costs 4,321.00. See https://b.org/y."})
    d = OutputRegex().detect(wrong)
    assert d.flagged and {"fact_mismatch", "source_fabrication"} <= d.types


def test_empty_suite_is_bad_input() -> None:
    with pytest.raises(BadInput, match="data"):
        run_suite([], ["none"], suite="nvb", progress=False)


def test_tooltalk_loader_injects_each_type() -> None:
    items = load_tooltalk(ASSETS / "tooltalk")
    labels = {(i.id.rsplit("/", 1)[0], i.label) for i in items}
    first = "tooltalk/SearchNotes-easy/1"
    for label in (
        "clean",
        "count_mismatch",
        "fact_mismatch",
        "fabricated_tool_call",
        "false_absence",
        "source_fabrication",
        "inference_as_fact",
    ):
        assert (first, label) in labels
    # the failed delete is not a lookup: no false-absence variant, and its error is kept
    second = [i for i in items if i.id.startswith("tooltalk/SearchNotes-easy/3/")]
    assert "false_absence" not in {i.label for i in second}
    by_label = {i.label: i.run.response for i in items if i.id.startswith(first + "/")}
    assert "4 notes" in by_label["count_mismatch"]
    assert "https://" in by_label["source_fabrication"]
    assert all(text != by_label["clean"] for label, text in by_label.items() if label != "clean")


def test_tau_loader_takes_answers_that_follow_a_tool_result() -> None:
    items = load_tau(ASSETS / "tau_mini.json")
    assert items[0].run.response == "Flight HAT001 is currently delayed."
    assert len(items) == 2
    assert items[0].label == "clean" and items[0].run.calls[0].tool == "get_flight_status"


def test_tau_loader_keeps_calls_whose_ids_are_reused() -> None:
    run = load_tau(ASSETS / "tau_mini.json")[1].run
    assert [c.tool for c in run.calls] == ["get_user_details", "get_reservation_details"]
    assert [c.output for c in run.calls] == [{"payment": "gift_card_123"}, {"cabin": "economy"}]
    assert len({c.id for c in run.calls}) == 2


def test_halueval_loader_pairs_answers() -> None:
    items = load_halueval(ASSETS / "halueval_mini.json")
    assert [i.label for i in items] == ["clean", "hallucinated", "clean", "hallucinated"]
    assert "Tessel" in str(items[0].run.calls[0].output)


def test_loaders_name_the_missing_path(tmp_path: Path) -> None:
    with pytest.raises(BadInput, match="no ToolTalk"):
        load_tooltalk(tmp_path)
    with pytest.raises(BadInput, match="no such file"):
        load_tau(tmp_path / "missing.json")


class EchoLLM:
    """A deterministic stand-in LLM: always answers with the same text."""

    def __init__(self, answer: str) -> None:
        self.answer = answer
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        return self.answer


def test_self_consistency_flags_numbers_the_samples_do_not_repeat() -> None:
    run = Run(
        run_id="r",
        user="How many emails?",
        calls=[{"id": "c1", "tool": "search", "output": {"emails": [1, 2, 3]}}],  # type: ignore[list-item]
        response="You have 3 emails.",
    )
    llm = EchoLLM("There are 3 emails.")
    sc = build("self-consistency", llm_client=llm)
    assert not sc.detect(run).flagged
    assert len(llm.prompts) == 3 and '"emails"' in llm.prompts[0]
    assert sc.detect(run.model_copy(update={"response": "You have 5 emails."})).flagged


def test_toolreceipt_adapter_flags_an_action_that_never_ran() -> None:
    pytest.importorskip("toolreceipt")
    run = Run(
        run_id="r",
        user="Email Bob the invoice.",
        tools=[{"name": "send_email", "description": "Send an email to a recipient."}],  # type: ignore[list-item]
        response="I've sent the invoice email to Bob.",
    )
    adapter = build("toolreceipt")
    d = adapter.detect(run)
    assert d.flagged and d.types == {"fabricated_tool_call"}
    honest = run.model_copy(update={"response": "I could not send it; should I try again?"})
    assert not adapter.detect(honest).flagged


def test_outside_detectors_load_by_module_and_class() -> None:
    assert build("nyaya_bench.methods:NoVerification").name == "none"
    with pytest.raises(BadInput, match="cannot load"):
        build("no_such_module:Thing")
    with pytest.raises(BadInput, match="does not implement"):
        build("builtins:object")
