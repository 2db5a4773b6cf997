"""Fleet audits: partitions cover every line once, Dask and one process agree byte for byte,
a restarted job redoes nothing it finished, and bad input is counted or refused."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from nyaya.errors import BadInput
from nyaya.fleet import run_fleet
from nyaya.fleet.sources import iter_lines, jsonl_files, plan_jsonl
from nyaya.fleet.work import part_paths
from nyaya.policy import bundled

EXAMPLES = Path(__file__).parents[2] / "examples"
NOW = datetime(2026, 9, 1, tzinfo=UTC)
AGENTS = ["mail", "travel", "billing"]


def _examples() -> list[dict[str, Any]]:
    names = ["inbox_run.json", "hallucinated_run.json", "openai_transcript.json",
             "anthropic_transcript.json"]  # fmt: skip
    return [json.loads((EXAMPLES / n).read_text(encoding="utf-8")) for n in names]


def _write_runs(path: Path, count: int, *, junk: bool = False) -> Path:
    runs = _examples()
    with open(path, "w", encoding="utf-8") as out:
        for i in range(count):
            line = {
                "run_id": f"r-{i:04d}",
                "agent": AGENTS[i % len(AGENTS)],
                "day": f"2026-08-{1 + i % 5:02d}",
                "run": runs[i % len(runs)],
            }
            out.write(json.dumps(line) + "\n")
        if junk:
            out.write("this is not json\n")
            out.write(json.dumps({"run": {"messages": "nope"}}) + "\n")
            out.write("\n")
    return path


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("fleet")
    _write_runs(folder / "a.jsonl", 40, junk=True)
    _write_runs(folder / "b.jsonl", 23)
    return folder


def test_byte_ranges_cover_every_line_exactly_once(data: Path) -> None:
    files = jsonl_files([str(data)])
    for size in (1, 97, 1000, 10**9):
        seen = [
            (part.source, offset)
            for part in plan_jsonl(files, size)
            for offset, _ in iter_lines(part)
        ]
        assert len(seen) == len(set(seen)) == 40 + 3 + 23


@pytest.fixture(scope="module")
def single(data: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("single")
    run_fleet([str(data)], out, policy=bundled("general"), now=NOW, workers=0,
              partition_bytes=5000, plots=False)  # fmt: skip
    return out


def test_counts_add_up(single: Path) -> None:
    fleet = json.loads((single / "fleet.json").read_text(encoding="utf-8"))
    assert fleet["runs"] == 63
    assert sum(fleet["by_action"].values()) == 63
    assert sum(sum(v.values()) for v in fleet["by_agent"].values()) == 63
    assert set(fleet["by_agent"]) == set(AGENTS)
    assert fleet["errors"] == {"not_json": 1, "bad_run": 1}
    assert fleet["worst_runs"] and fleet["worst_runs"][0]["action"] == "block"
    lines = (single / "reports.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(lines) == 63
    assert {json.loads(line)["run_id"] for line in lines} == {f"r-{i:04d}" for i in range(40)} | {
        f"r-{i:04d}" for i in range(23)
    }


def test_a_local_cluster_gives_the_same_bytes(data: Path, single: Path, tmp_path: Path) -> None:
    result = run_fleet([str(data)], tmp_path, policy=bundled("general"), now=NOW, workers=2,
                       partition_bytes=5000, plots=False)  # fmt: skip
    assert result.workers == 2
    assert (tmp_path / "fleet.json").read_bytes() == (single / "fleet.json").read_bytes()


def test_a_restart_redoes_only_unfinished_partitions(data: Path, tmp_path: Path) -> None:
    first = run_fleet([str(data)], tmp_path, policy=bundled("general"), now=NOW, workers=0,
                      partition_bytes=5000, plots=False)  # fmt: skip
    before = (tmp_path / "fleet.json").read_bytes()
    parts = sorted((tmp_path / "parts").glob("*.json"))
    parts[1].unlink()  # as if the job had been killed before this partition finished
    mtimes = {p: p.stat().st_mtime_ns for p in parts if p.exists()}
    again = run_fleet([str(data)], tmp_path, policy=bundled("general"), workers=0,
                      partition_bytes=5000, plots=False)  # fmt: skip
    assert again.skipped == first.partitions - 1
    assert all(p.stat().st_mtime_ns == t for p, t in mtimes.items())
    assert (tmp_path / "fleet.json").read_bytes() == before


def test_a_finished_job_is_not_redone(single: Path, data: Path) -> None:
    again = run_fleet([str(data)], single, policy=bundled("general"), workers=0,
                      partition_bytes=5000, plots=False)  # fmt: skip
    assert again.skipped == again.partitions


def test_another_policy_in_the_same_directory_is_refused(single: Path, data: Path) -> None:
    with pytest.raises(BadInput, match="policy"):
        run_fleet([str(data)], single, policy=bundled("finance"), workers=0,
                  partition_bytes=5000)  # fmt: skip


def test_a_changed_input_is_refused(tmp_path: Path) -> None:
    path = _write_runs(tmp_path / "runs.jsonl", 4)
    run_fleet([str(path)], tmp_path / "job", workers=0, now=NOW, plots=False)
    _write_runs(path, 5)
    with pytest.raises(BadInput, match="partitions"):
        run_fleet([str(path)], tmp_path / "job", workers=0, plots=False)


def test_no_input_files(tmp_path: Path) -> None:
    with pytest.raises(BadInput):
        run_fleet([str(tmp_path)], tmp_path / "job", workers=0)


def test_partition_files_are_written_by_the_worker(single: Path) -> None:
    job = json.loads((single / "job.json").read_text(encoding="utf-8"))
    for part_id, _ in job["partitions"]:
        done, reports = part_paths(single, part_id)
        assert done.exists() and reports.exists()


def _cli(*args: str, pre: str = "") -> subprocess.CompletedProcess[str]:
    code = f"{pre}from nyaya.cli import main; main()"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          timeout=300)  # fmt: skip


def test_cli_runs_a_job(data: Path, tmp_path: Path) -> None:
    done = _cli("audit", "fleet", str(data), "--out", str(tmp_path), "--workers", "0",
                "--now", "2026-09-01T00:00:00Z")  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "63 runs" in done.stdout
    assert (tmp_path / "plots" / "actions_by_day.png").exists()


def test_cli_names_the_extra_when_dask_is_missing(data: Path, tmp_path: Path) -> None:
    done = _cli("audit", "fleet", str(data), "--out", str(tmp_path), "--workers", "1",
                pre="import sys; sys.modules['distributed'] = None; ")  # fmt: skip
    assert done.returncode == 5
    assert "nyaya[fleet]" in done.stderr and "Traceback" not in done.stderr


def test_cli_bad_input_is_one_line(tmp_path: Path) -> None:
    done = _cli("audit", "fleet", str(tmp_path / "missing.jsonl"), "--out", str(tmp_path / "o"))
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "INPUT" in done.stderr


def test_audit_bundles_are_re_verified(tmp_path: Path) -> None:
    good = (EXAMPLES / "nydfs" / "bundle.json").read_text(encoding="utf-8")
    folder = tmp_path / "bundles"
    folder.mkdir()
    for i in range(3):
        (folder / f"ok-{i}.json").write_text(good, encoding="utf-8")
    data = json.loads(good)
    data["trail"][0]["actor"] = "agent:someone-else"  # an audit entry edited after the fact
    (folder / "cut.json").write_text(json.dumps(data), encoding="utf-8")
    (folder / "junk.json").write_text("{not json", encoding="utf-8")
    keys = json.loads((EXAMPLES / "nydfs" / "public_keys.json").read_text(encoding="utf-8"))
    result = run_fleet([str(folder)], tmp_path / "job", bundles=True, workers=0, keys=keys,
                       partition_size=2, plots=False)  # fmt: skip
    assert result.partitions == 3
    assert dict(result.aggregate.receipts) == {
        "bundle_ok": 3,
        "bundle_failed": 1,
        "bundle_unreadable": 1,
    }
    assert {w.run_id for w in result.aggregate.worst} == {"cut.json", "junk.json"}
