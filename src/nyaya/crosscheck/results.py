"""What one URL fetch came to: `FetchResult` and its stable outcome and reason codes."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict

__all__ = ["FetchOutcome", "FetchResult"]

FetchOutcome = Literal["ok", "missing", "refused", "disallowed", "unavailable"]
"""``ok``: the page answered 2xx with a readable type; ``missing``: it does not exist
(404 / 410, or the host name does not exist); ``refused``: the guard or the policy would
not fetch it (``reason`` says which rule); ``disallowed``: robots.txt forbids it;
``unavailable``: it may exist but could not be read now (timeout, 5xx, 401/403, 429,
connection error, a type or size the policy does not read)."""


class FetchResult(BaseModel):
    """One cited URL as the fetcher found it; ``chain`` lists every hop requested."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    url: str
    outcome: FetchOutcome
    reason: str
    status: int | None = None
    final_url: str | None = None
    chain: tuple[str, ...] = ()
    content_type: str | None = None
    text: str = ""
    title: str | None = None
    published: date | None = None
    digest: str | None = None
    size: int = 0
    truncated: bool = False
    fetched_at: str | None = None
    elapsed_ms: float = 0.0
    from_cache: bool = False
    detail: str = ""
