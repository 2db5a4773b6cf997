"""`nyaya check` on many runs: a folder, JSONL, stdin and globs; --out-jsonl, --fail-on,
--quiet, --jobs; the exit code is the worst outcome and one bad run hides no other."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


def nyaya(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from nyaya.cli import main; main()", *args],
        capture_output=True,
        text=True,
        timeout=180,
        input=stdin,
    )


def example(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    return data


def revised() -> dict[str, Any]:
    run = example("inbox_run.json")
    run["run_id"] = "inbox-revise"
    run["response"] = "You have 3 emails from Alice Chen about the Q3 report."
    return run


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    runs = tmp_path / "runs"
    (runs / "nested").mkdir(parents=True)
    shutil.copy(EXAMPLES / "inbox_run.json", runs / "inbox_run.json")
    shutil.copy(EXAMPLES / "openai_responses_items.json", runs / "nested" / "responses.json")
    (runs / "revise.json").write_text(json.dumps(revised()), encoding="utf-8")
    (runs / "notes.txt").write_text("not a run", encoding="utf-8")
    return runs


def test_folder_one_line_per_run_summary_and_worst_exit(folder: Path) -> None:
    result = nyaya("check", str(folder))
    assert result.returncode == 3, result.stderr
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 3
    assert sum(line.startswith("EMIT") for line in lines) == 2
    assert any(line.startswith("REVISE") and "count_mismatch" in line for line in lines)
    assert "3 runs" in result.stderr and "count_mismatch" in result.stderr
    assert "Traceback" not in result.stderr


def test_fail_on_block_lets_revise_pass(folder: Path) -> None:
    assert nyaya("check", str(folder), "--fail-on", "block", "-q").returncode == 0
    hallucinated = folder / "hallucinated.json"
    shutil.copy(EXAMPLES / "hallucinated_run.json", hallucinated)
    assert nyaya("check", str(folder), "--fail-on", "block", "-q").returncode == 4
    assert nyaya("check", str(folder), "--fail-on", "never", "-q").returncode == 0


def test_quiet_prints_nothing(folder: Path) -> None:
    result = nyaya("check", str(folder), "--quiet")
    assert result.returncode == 3
    assert result.stdout == "" and result.stderr == ""


def test_jsonl_with_a_bad_line_checks_the_others(tmp_path: Path) -> None:
    lines = [json.dumps(example("inbox_run.json")), "{not json", json.dumps(revised())]
    source = tmp_path / "week.jsonl"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "reports.jsonl"
    result = nyaya("check", str(source), "--out-jsonl", str(out), "--fail-on", "block")
    assert result.returncode == 2, result.stderr
    assert f"{source}:2: not JSON" in result.stderr
    written = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [w.get("action") for w in written] == ["emit", None, "revise"]
    assert written[1]["source"] == f"{source}:2"
    assert written[2]["findings"][0]["type"] == "count_mismatch"


def test_stdin_jsonl_and_stdin_single_run() -> None:
    many = "\n".join(json.dumps(r) for r in (example("inbox_run.json"), revised()))
    result = nyaya("check", "-", "--format", "json", stdin=many)
    assert result.returncode == 3
    reports = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["run_id"] for r in reports] == ["inbox-demo", "inbox-revise"]
    one = nyaya("check", "-", "--format", "json", stdin=json.dumps(revised(), indent=2))
    assert one.returncode == 3
    assert json.loads(one.stdout)["run_id"] == "inbox-revise"


def test_glob_and_jobs_match_a_serial_run(folder: Path) -> None:
    pattern = str(folder / "**" / "*.json")
    serial = nyaya("check", pattern, "--format", "json")
    parallel = nyaya("check", pattern, "--format", "json", "--jobs", "2")
    assert serial.returncode == parallel.returncode == 3

    def key(stdout: str) -> list[tuple[str, str]]:
        return [(r["run_id"], r["action"]) for r in map(json.loads, stdout.splitlines())]

    assert key(serial.stdout) == key(parallel.stdout)
    assert len(key(serial.stdout)) == 3


@pytest.mark.parametrize(
    "args",
    [
        ["/nonexistent/*.json"],
        ["{folder}", "--format", "html"],
        ["{folder}", "--jobs", "0"],
        ["{folder}", "--fail-on", "warn"],
    ],
)
def test_bad_batch_arguments_exit_2(folder: Path, args: list[str]) -> None:
    result = nyaya("check", *[a.replace("{folder}", str(folder)) for a in args])
    assert result.returncode == 2, result.stdout
    assert "Traceback" not in result.stderr
