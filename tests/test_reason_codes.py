"""Every finding nyaya makes carries a stable reason code: no `Finding(...)` without one."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src" / "nyaya"


def _constructions() -> list[tuple[str, int, set[str]]]:
    found = []
    for path in sorted(SRC.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "Finding"
            ):
                keywords = {k.arg for k in node.keywords if k.arg is not None}
                found.append((str(path.relative_to(SRC)), node.lineno, keywords))
    return found


def test_every_finding_is_made_with_a_reason() -> None:
    made = _constructions()
    assert len(made) >= 5  # the checks, receipts, cross-checks, probes and the pipeline
    missing = [(path, line) for path, line, keywords in made if "reason" not in keywords]
    assert missing == []
