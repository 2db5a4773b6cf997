"""Import an optional dependency, or say which nyaya extra brings it."""

from __future__ import annotations

import importlib
from types import ModuleType

from nyaya.errors import BackendUnavailable

__all__ = ["require"]


def require(module: str, extra: str, purpose: str) -> ModuleType:
    """``module`` imported; `BackendUnavailable` naming ``pip install 'nyaya[extra]'`` if absent."""
    try:
        return importlib.import_module(module)
    except ImportError as e:
        raise BackendUnavailable(
            f"{purpose} needs the Python package {module!r} ({e.msg})",
            install=f"pip install 'nyaya[{extra}]'",
        ) from e
