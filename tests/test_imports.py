"""What each import loads, in a fresh interpreter: the light import and no store cycle."""

from __future__ import annotations

import json
import subprocess
import sys


def _loaded_after(statement: str) -> set[str]:
    code = f"import json, sys; {statement}; print(json.dumps(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(json.loads(done.stdout))


def test_import_nyaya_loads_the_errors_only() -> None:
    loaded = _loaded_after("import nyaya")
    assert {m for m in loaded if m.startswith("nyaya")} == {"nyaya", "nyaya._lazy", "nyaya.errors"}
    assert not {"pydantic", "rich", "jinja2", "click", "sqlite3"} & loaded


def test_the_names_still_resolve_on_use() -> None:
    loaded = _loaded_after("from nyaya import check, Ledger; import nyaya; nyaya.load_run")
    assert {"nyaya.engine", "nyaya.receipts.ledger", "nyaya.formats.runs"} <= loaded
    assert "nyaya.formats.html" not in loaded and "jinja2" not in loaded


def test_the_stores_do_not_load_the_receipts_runtime_or_ledger() -> None:
    loaded = _loaded_after("import nyaya.store.base")
    assert "nyaya.receipts.canonical" in loaded
    assert not {"nyaya.receipts.ledger", "nyaya.receipts.runtime"} & loaded
    assert "nyaya.store.sqlite" not in loaded  # back-ends load on first use


def test_either_package_can_be_imported_first() -> None:
    for first in ("nyaya.receipts.ledger", "nyaya.store.checkpoint", "nyaya.store"):
        _loaded_after(f"import {first}; import nyaya.receipts.ledger, nyaya.store.sqlite")
