"""What a one-run `nyaya check` loads, in a fresh interpreter: what the check needs only.

Cold start is a product feature (a CLI per CI job, a sidecar per task): these tests name
the modules a check of a run must not load, so an eager import that creeps back fails here.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from nyaya import check, load_run
from nyaya.formats.render import render_plain, render_text

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"

_CHECK = (
    "import json, sys; from nyaya.cli import main\n"
    "try:\n"
    "    main(sys.argv[1:])\n"
    "except SystemExit:\n"
    "    pass\n"
    "sys.stderr.write(json.dumps(sorted(sys.modules)))\n"
)


def _loaded_by_cli(*args: str) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-c", _CHECK, *args], capture_output=True, text=True, check=True
    )
    return set(json.loads(done.stderr.splitlines()[-1]))


def _loaded_after(statement: str) -> set[str]:
    code = f"import json, sys; {statement}; print(json.dumps(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(json.loads(done.stdout))


def test_a_text_check_to_a_pipe_loads_no_renderer_store_or_attestation() -> None:
    loaded = _loaded_by_cli("check", str(EXAMPLES / "inbox_run.json"))
    assert "nyaya.pipeline" in loaded  # the check ran
    unwanted = {
        "rich",  # the terminal renderer: a pipe gets the plain text
        "jinja2",
        "sqlite3",
        "nyaya.attest",
        "nyaya.store",
        "nyaya.receipts.ledger",
        "nyaya.crosscheck",
        "nyaya.scoring.embedding",
        "nyaya.service",
        "nyaya_bench",
        "httpx",
        "multiprocessing",
    }
    assert not unwanted & loaded


def test_a_json_check_loads_no_renderer_either() -> None:
    loaded = _loaded_by_cli("check", "--format", "json", str(EXAMPLES / "inbox_run.json"))
    assert not {"rich", "jinja2", "nyaya.formats.html"} & loaded


def test_reading_a_run_loads_neither_the_claims_layer_nor_the_checks() -> None:
    loaded = _loaded_after(
        "from nyaya.formats.runs import load_run_file;"
        f"load_run_file({str(EXAMPLES / 'inbox_run.json')!r})"
    )
    assert "nyaya.claims.lexicons" in loaded  # the run's language is checked on load
    assert not {"nyaya.claims.pipeline", "nyaya.claims.mentions", "nyaya.checks"} & loaded
    assert not {"jsonschema", "rich", "babel"} & loaded


def test_jsonschema_loads_only_when_a_schema_is_compiled(tmp_path: Path) -> None:
    run = json.loads((EXAMPLES / "inbox_run.json").read_text(encoding="utf-8"))
    for tool in run["tools"]:
        del tool["parameters"]
    path = tmp_path / "no_schema.json"
    path.write_text(json.dumps(run), encoding="utf-8")
    loaded = _loaded_by_cli("check", str(path))
    assert "nyaya.toolcalls.validate" in loaded and "jsonschema" not in loaded
    assert "jsonschema" in _loaded_by_cli("check", str(EXAMPLES / "inbox_run.json"))


def test_the_claims_model_does_not_load_the_report_models() -> None:
    loaded = _loaded_after("import nyaya.claims.model")
    assert "nyaya.report" not in loaded and "pydantic" not in loaded


@pytest.mark.parametrize(
    "name", ["inbox_run.json", "hallucinated_run.json", "openai_transcript.json"]
)
def test_the_plain_text_is_the_rich_text_s_plain_text(name: str) -> None:
    path = EXAMPLES / name
    if not path.is_file():
        pytest.skip(f"no example {name}")
    run = load_run(json.loads(path.read_text(encoding="utf-8")))
    report = check(run)
    # Control characters rich strips from appended text are stripped from the plain too.
    for answer in (run.response, run.response + "\r\n\x07a\tb\x0b\x0c\x08"):
        assert render_plain(report, answer) == render_text(report, answer).plain
