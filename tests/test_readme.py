"""The README's Python examples run as written, and its two set-up commands match CI."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def python_blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", README, flags=re.S)


@pytest.mark.parametrize("index", range(len(python_blocks())))
def test_python_example_runs(index: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    exec(compile(python_blocks()[index], f"README block {index}", "exec"), {})


def test_ci_runs_the_readme_test_command_word_for_word() -> None:
    commands = re.findall(r"```sh\n(.*?)\n```", README, flags=re.S)
    assert len(commands) >= 2
    test_command = commands[1].strip()
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test_command in ci
    assert os.access(ROOT / ".ci" / "run", os.X_OK)
