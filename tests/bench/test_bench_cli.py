"""`nyaya bench generate | run | compare` end to end, into tmp_path."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from nyaya.cli import cli, main
from nyaya.cli.exitcodes import BACKEND_UNAVAILABLE, BAD_INPUT

PNG = b"\x89PNG\r\n\x1a\n"


def test_generate_run_compare(tmp_path: Path) -> None:
    runner = CliRunner()
    data = tmp_path / "tiny.jsonl"
    train = tmp_path / "train.jsonl"
    args = ["--per-type", "2", "--controls", "4", "--languages", "en,zh"]
    r = runner.invoke(cli, ["bench", "generate", "--seed", "3", "--out", str(data), *args])
    assert r.exit_code == 0, r.output
    assert len(data.read_text(encoding="utf-8").splitlines()) == 2 * (6 * 2 + 4)
    r = runner.invoke(cli, ["bench", "generate", "--seed", "1", "--out", str(train), *args])
    assert r.exit_code == 0, r.output

    out = tmp_path / "res"
    run_args = ["bench", "run", "--suite", "nvb", "--data", str(data), "--train", str(train)]
    run_args += ["--methods", "none,regex,rag,svip,self-consistency", "--bootstrap", "50"]
    r = runner.invoke(cli, [*run_args, "--no-progress", "--out", str(out)])
    assert r.exit_code == 0, r.output
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert results["n_items"] == 32
    assert set(results["metrics"]) == {"none", "regex", "rag", "svip"}
    assert "self-consistency" in results["skipped"]
    report = (out / "report.md").read_text(encoding="utf-8")
    assert "## Headline" in report and "| regex |" in report and "## Per language" in report
    for name in ("detection_by_type.png", "fpr_vs_detection.png", "latency.png", "calibration.png"):
        assert (out / name).read_bytes().startswith(PNG)
        assert f"]({name})" in report

    out2 = tmp_path / "res2"
    r = runner.invoke(cli, [*run_args, "--no-progress", "--no-plots", "--out", str(out2)])
    assert r.exit_code == 0, r.output
    r = runner.invoke(cli, ["bench", "compare", str(out), str(out2)])
    assert r.exit_code == 0, r.output
    assert "No comparable metric changed." in r.output


def test_real_suite_without_data_is_a_one_line_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["bench", "run", "--suite", "tooltalk", "--out", str(tmp_path / "x")])
    assert exc.value.code == BAD_INPUT
    assert "--data" in capsys.readouterr().err


def test_compare_rejects_a_folder_without_results(tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["bench", "compare", str(tmp_path), str(tmp_path)])
    assert exc.value.code == BAD_INPUT


def test_llm_client_plugin_enables_self_consistency(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "sc"
    args = [
        "bench",
        "run",
        "--suite",
        "nvb",
        "--per-type",
        "1",
        "--controls",
        "2",
        "--languages",
        "en",
    ]
    # builtins:str echoes the prompt (request + tool outputs): an LLM that only repeats evidence
    args += ["--methods", "self-consistency", "--llm-client", "builtins:str", "--bootstrap", "0"]
    r = runner.invoke(cli, [*args, "--no-progress", "--no-plots", "--out", str(out)])
    assert r.exit_code == 0, r.output
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert "self-consistency" in results["metrics"]
    with pytest.raises(SystemExit) as exc:
        main(
            [
                *args[:-4],
                "--methods",
                "self-consistency",
                "--llm-client",
                "no_such_module:x",
                "--out",
                str(out),
            ]
        )
    assert exc.value.code == BAD_INPUT


@pytest.mark.parametrize(
    ("suite", "data", "heading"),
    [
        ("tau", "tau_mini.json", "Flag rate on clean answers"),
        ("halueval", "halueval_mini.json", "Detection with bootstrap"),
        ("tooltalk", "tooltalk", "## Type-correct detection"),
    ],
)
def test_real_data_suites_on_tiny_files(
    tmp_path: Path, suite: str, data: str, heading: str
) -> None:
    assets = Path(__file__).parent.parent / "assets" / "bench"
    out = tmp_path / suite
    args = [
        "bench",
        "run",
        "--suite",
        suite,
        "--data",
        str(assets / data),
        "--methods",
        "none,regex",
    ]
    r = CliRunner().invoke(
        cli, [*args, "--bootstrap", "20", "--no-progress", "--no-plots", "--out", str(out)]
    )
    assert r.exit_code == 0, r.output
    assert heading in (out / "report.md").read_text(encoding="utf-8")
    assert json.loads((out / "results.json").read_text(encoding="utf-8"))["suite"] == suite


def test_without_nyaya_bench_the_command_says_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Uninstalled as far as this process can tell: not loaded, not on the path.
    for name in [n for n in sys.modules if n.split(".")[0] == "nyaya_bench"]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if not Path(p, "nyaya_bench").is_dir()])
    with pytest.raises(SystemExit) as exc:
        main(["bench", "run", "--suite", "nvb", "--out", "x"])
    assert exc.value.code == BACKEND_UNAVAILABLE
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "nyaya-bench" in err and "pip install -e ./bench" in err
    listing = CliRunner().invoke(cli, ["--help"])
    assert listing.exit_code == 0 and "not installed" in listing.output
