"""A set of character spans with logarithmic overlap queries (keeps 1 MB answers linear)."""

from __future__ import annotations

import bisect
from collections.abc import Iterable

__all__ = ["Layers", "SpanSet"]


class SpanSet:
    """Spans ``[start, end)`` sorted by start (they may overlap each other)."""

    __slots__ = ("_ends", "_max_end", "_starts")

    def __init__(self, spans: Iterable[tuple[int, int]] = ()) -> None:
        self._starts: list[int] = []
        self._ends: list[int] = []
        # _max_end[i] = max(ends[0..i]): lets a query stop at one comparison.
        self._max_end: list[int] = []
        for s, e in sorted(spans):
            self._append(s, e)

    def __bool__(self) -> bool:
        return bool(self._starts)

    def _append(self, start: int, end: int) -> None:
        self._starts.append(start)
        self._ends.append(end)
        self._max_end.append(max(end, self._max_end[-1]) if self._max_end else end)

    def can_append(self, start: int) -> bool:
        """Whether a span starting at ``start`` keeps the set in order."""
        return not self._starts or start >= self._starts[-1]

    def add(self, start: int, end: int) -> None:
        """Append a span; spans must arrive in order of their start (as regex matches do)."""
        if not self.can_append(start):
            raise ValueError("SpanSet.add: spans must be added in order")
        self._append(start, end)

    def overlaps(self, start: int, end: int) -> bool:
        """Whether any span shares a character with ``[start, end)``."""
        i = bisect.bisect_left(self._starts, end)
        return i > 0 and self._max_end[i - 1] > start

    def covers(self, start: int, end: int) -> bool:
        """Whether one span contains all of ``[start, end)``."""
        i = bisect.bisect_right(self._starts, start)
        j = i - 1
        while j >= 0 and i - j <= 16:
            if self._ends[j] >= end:
                return True
            j -= 1
        return False


class Layers:
    """Spans added in a few ordered runs (one per kind of mention): one `SpanSet` per run."""

    __slots__ = ("_layers",)

    def __init__(self) -> None:
        self._layers: list[SpanSet] = []

    def free(self, start: int, end: int) -> bool:
        """Whether no span added so far overlaps ``[start, end)``."""
        for layer in self._layers:  # a plain loop: this is the hottest call in extraction
            i = bisect.bisect_left(layer._starts, end)
            if i and layer._max_end[i - 1] > start:
                return False
        return True

    def add(self, start: int, end: int) -> None:
        """Add a span, opening a new run when it comes before the last one."""
        if not self._layers or not self._layers[-1].can_append(start):
            self._layers.append(SpanSet())
        self._layers[-1].add(start, end)
