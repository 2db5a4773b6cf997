"""A bounded, thread-safe map that forgets the least recently used entry first."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Generic, TypeVar

from nyaya.errors import BadInput

__all__ = ["LRU"]

K = TypeVar("K")
V = TypeVar("V")


class LRU(Generic[K, V]):
    """At most ``maxsize`` entries; a `get` or `put` makes its entry the most recent."""

    def __init__(self, maxsize: int) -> None:
        if maxsize < 1:
            raise BadInput("must be at least 1", field="maxsize")
        self.maxsize = maxsize
        self._items: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def put(self, key: K, value: V) -> None:
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.maxsize:
                self._items.popitem(last=False)

    def __len__(self) -> int:
        return len(self._items)
