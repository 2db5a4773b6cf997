"""The secret test key file, as a user would keep it: a copy only its owner can read (0600)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

ASSETS = Path(__file__).parent.parent / "assets" / "receipts"


@pytest.fixture
def hmac_key_file(tmp_path: Path) -> Path:
    """``keys_test_hmac.json`` copied to mode 0600 (git checks files out group-readable)."""
    path = tmp_path / "keys_test_hmac.json"
    shutil.copyfile(ASSETS / "keys_test_hmac.json", path)
    path.chmod(0o600)
    return path
