"""`nyaya crosscheck REPORT`: exit codes, JSON report, bad input in one line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ASSETS = Path(__file__).parents[1] / "assets" / "crosscheck"


def _nyaya(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from nyaya.cli import main; main()", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_a_wrong_total_is_revised(tmp_path: Path) -> None:
    report = tmp_path / "report.md"
    report.write_text("The stay is 3 nights × $140 = $400.\n", encoding="utf-8")
    done = _nyaya("crosscheck", str(report), "--offline", "--format", "json")
    assert done.returncode == 3, done.stderr
    data = json.loads(done.stdout)
    assert data["findings"][0]["reason"] == "arithmetic_mismatch"
    assert data["evidence"] == "none"


def test_a_consistent_report_is_emitted(tmp_path: Path) -> None:
    report = tmp_path / "report.md"
    report.write_text("The stay is 3 nights × $140 = $420.\n", encoding="utf-8")
    done = _nyaya("crosscheck", str(report), "--offline")
    assert done.returncode == 0, done.stdout + done.stderr


def test_an_inward_url_is_never_fetched(tmp_path: Path) -> None:
    report = tmp_path / "report.md"
    report.write_text(
        "Revenue rose 12 percent last year (http://169.254.169.254/latest/meta-data/).\n",
        encoding="utf-8",
    )
    done = _nyaya("crosscheck", str(report), "--format", "json")
    data = json.loads(done.stdout)
    assert [(f["reason"], f["found"]) for f in data["findings"]] == [("fetch_refused", "metadata")]


def test_structured_output_against_a_schema(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    out.write_text(json.dumps({"price": "twelve"}), encoding="utf-8")
    schema = tmp_path / "schema.json"
    schema.write_text(json.dumps({"properties": {"price": {"type": "number"}}}), encoding="utf-8")
    done = _nyaya("crosscheck", str(out), "--schema", str(schema), "--offline", "--format", "json")
    data = json.loads(done.stdout)
    assert [f["reason"] for f in data["findings"]] == ["schema_violation"]
    assert done.returncode == 3


def test_a_bad_config_is_one_line_exit_2(tmp_path: Path) -> None:
    report = tmp_path / "report.md"
    report.write_text("Hello.\n", encoding="utf-8")
    done = _nyaya("crosscheck", str(report), "--config", str(ASSETS / "config_bad_max_bytes.toml"))
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "crosscheck.fetch.max_bytes" in done.stderr
