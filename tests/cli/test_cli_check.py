"""`nyaya check`: exit codes 0 emit, 3 revise, 4 block, 2 bad input; json and text output."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
ASSETS = ROOT / "tests" / "assets"


def nyaya(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from nyaya.cli import main; main()", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize(
    ("example", "code"),
    [
        ("inbox_run.json", 0),
        ("openai_transcript.json", 0),
        ("anthropic_transcript.json", 0),
        ("hallucinated_run.json", 4),
    ],
)
def test_examples_exit_codes(example, code):
    result = nyaya("check", str(EXAMPLES / example), "--format", "json")
    assert result.returncode == code, result.stderr
    report = json.loads(result.stdout)
    assert report["action"] == {0: "emit", 3: "revise", 4: "block"}[code]
    assert set(report) >= {
        "version",
        "run_id",
        "action",
        "trust_level",
        "overall_score",
        "claims",
        "findings",
        "tool_call_validations",
        "consistency_probes",
        "timings_ms",
    }


def test_revise_exit_code(tmp_path):
    run = json.loads((EXAMPLES / "inbox_run.json").read_text())
    run["response"] = "You have 3 emails from Alice Chen about the Q3 report."
    path = tmp_path / "run.json"
    path.write_text(json.dumps(run))
    result = nyaya("check", str(path), "--format", "json")
    assert result.returncode == 3, result.stdout
    assert json.loads(result.stdout)["findings"][0]["type"] == "count_mismatch"


def test_bundled_policy_by_name_changes_the_action(tmp_path):
    run = json.loads((EXAMPLES / "inbox_run.json").read_text())
    run["response"] = "You have 3 emails from Alice Chen about the Q3 report."
    path = tmp_path / "run.json"
    path.write_text(json.dumps(run))
    assert nyaya("check", str(path), "--policy", "finance").returncode == 4


def test_text_output_marks_claims_and_findings():
    result = nyaya("check", str(EXAMPLES / "hallucinated_run.json"))
    assert result.returncode == 4
    assert "BLOCK" in result.stdout
    assert "expected: 2" in result.stdout and "found: 5" in result.stdout
    assert "\x1b[" not in result.stdout


@pytest.mark.parametrize(
    "args",
    [
        [str(ASSETS / "runs" / "truncated.json")],
        [str(ASSETS / "runs" / "openai_missing_function_name.json")],
        ["/nonexistent/run.json"],
        [
            str(EXAMPLES / "inbox_run.json"),
            "--policy",
            str(ASSETS / "policies" / "emit_above_one.toml"),
        ],
        [str(EXAMPLES / "inbox_run.json"), "--keys", "/nonexistent/keys.json"],
        [str(EXAMPLES / "inbox_run.json"), "--format", "yaml"],
    ],
)
def test_bad_input_exits_2_with_one_line(args):
    result = nyaya("check", *args)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "error" in result.stderr.lower()
    assert len(result.stderr.strip().splitlines()) <= 4


@pytest.mark.parametrize("example", sorted(p.name for p in EXAMPLES.glob("*.json")))
def test_text_reports_are_what_rich_prints(example: str) -> None:
    # Piped, the report is written as plain text without rich's console; it must be the
    # bytes rich writes for the same report to a file (FORCE_COLOR would take rich's path).
    import io

    from rich.console import Console

    from nyaya import check, load_run
    from nyaya.formats.render import render_text

    data = json.loads((EXAMPLES / example).read_text(encoding="utf-8"))
    run = load_run(data)
    if run.created_at is None:
        pytest.skip("receipt ids of a run without a time depend on the clock")
    result = nyaya("check", str(EXAMPLES / example))
    assert result.returncode in (0, 3, 4), result.stderr
    buffer = io.StringIO()
    Console(file=buffer, highlight=False, soft_wrap=True).print(
        render_text(check(run, now=run.created_at), run.response)
    )
    assert result.stdout == buffer.getvalue()
