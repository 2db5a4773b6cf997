"""Process exit codes of the `nyaya` command (a public contract)."""

from __future__ import annotations

OK = 0
EMIT = 0
VERIFICATION_FAILED = 1
BAD_INPUT = 2
REVISE = 3
BLOCK = 4
BACKEND_UNAVAILABLE = 5
