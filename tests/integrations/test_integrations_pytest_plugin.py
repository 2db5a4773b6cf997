"""The pytest plugin, run as a user would: a real pytest process with --nyaya-runs DIR,
and `nyaya.testing.assert_grounded` with its expected-vs-found failure message."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from nyaya.testing import assert_grounded

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


def revised() -> dict[str, Any]:
    run: dict[str, Any] = json.loads((EXAMPLES / "inbox_run.json").read_text(encoding="utf-8"))
    run["run_id"] = "inbox-revise"
    run["response"] = "You have 3 emails from Alice Chen about the Q3 report."
    return run


def pytest_run(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=180,
    )


@pytest.fixture
def runs(tmp_path: Path) -> Path:
    folder = tmp_path / "runs"
    folder.mkdir()
    shutil.copy(EXAMPLES / "inbox_run.json", folder / "inbox.json")
    shutil.copy(EXAMPLES / "mcp_tools_call.json", folder / "mcp.json")
    transcript = json.loads((EXAMPLES / "openai_transcript.json").read_text(encoding="utf-8"))
    lines = [json.dumps(revised()), json.dumps(transcript)]
    (folder / "week.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


def test_each_recorded_run_is_a_test_case(tmp_path: Path, runs: Path) -> None:
    result = pytest_run(tmp_path, "--nyaya-runs", str(runs), "-rA")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "1 failed, 3 passed" in result.stdout
    assert "FAILED" in result.stdout and "week.jsonl:1" in result.stdout
    assert "count_mismatch" in result.stdout
    assert "expected: 2   found: 3" in result.stdout


def test_allow_revise_and_a_policy_by_name(tmp_path: Path, runs: Path) -> None:
    assert (
        pytest_run(tmp_path, "--nyaya-runs", str(runs), "--nyaya-allow", "revise").returncode == 0
    )
    strict = pytest_run(
        tmp_path, "--nyaya-runs", str(runs), "--nyaya-allow", "revise", "--nyaya-policy", "finance"
    )
    assert strict.returncode == 1  # finance blocks a wrong count


def test_not_a_directory_is_a_usage_error(tmp_path: Path) -> None:
    result = pytest_run(tmp_path, "--nyaya-runs", str(tmp_path / "missing"))
    assert result.returncode == 4
    assert "is not a directory" in result.stderr


def test_assert_grounded_returns_the_report_or_lists_findings() -> None:
    report = assert_grounded(EXAMPLES / "inbox_run.json", policy="general")
    assert report.action == "emit"
    with pytest.raises(AssertionError) as caught:
        assert_grounded(revised())
    message = str(caught.value)
    assert message.startswith("run inbox-revise is not grounded: REVISE by rule finding_action")
    assert "#1 count_mismatch [revise] c1" in message
    assert "expected: 2   found: 3" in message
    assert assert_grounded(revised(), allow="revise").action == "revise"
