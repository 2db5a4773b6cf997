"""What every entry point (CLI, service, guard, pytest plugin) shares."""

from __future__ import annotations

from pathlib import Path

from nyaya.policy.constitution import Constitution, bundled

__all__ = ["load_policy"]


def load_policy(ref: str | Path | Constitution | None) -> Constitution:
    """A constitution: given, from a path, or bundled by name (``general``, ``finance``, ...)."""
    if isinstance(ref, Constitution):
        return ref
    if ref is None:
        return Constitution.default()
    if not Path(ref).exists() and str(ref).isidentifier():
        return bundled(str(ref))
    return Constitution.load(ref)
