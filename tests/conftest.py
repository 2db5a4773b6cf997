"""Test-wide set-up: the tests folder is importable, so shared builders (``runkit``) are."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
