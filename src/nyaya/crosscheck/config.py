"""What a cross-check may do: the ``[crosscheck]`` table of a TOML file.

```toml
[crosscheck]
strategies = ["schema", "urls", "replay", "temporal", "corroborate"]
grounded = 0.5            # a page supports a claim when the scorer gives at least this

[crosscheck.fetch]
allow = ["example.org", "docs.python.org/3/"]   # hosts (and subdomains) or host/path
deny = ["ads.example.org"]                      # prefixes; deny wins; empty allow = any
ports = [80, 443]
max_redirects = 5
max_bytes = 2000000
timeout_s = 5.0           # per URL, redirects included
content_types = ["text/html", "text/plain", "application/json"]
min_interval_s = 1.0      # per host, between two requests (robots' Crawl-delay wins if longer)
robots = true
cache_ttl_s = 86400
user_agent = "nyaya-crosscheck/0.1 (+https://github.com/nyaya)"

[crosscheck.corroborate]
tolerance = 0.01          # relative difference two numbers may have and still agree
```

Every key is validated; a mistake raises `BadPolicy` naming it
(``crosscheck.fetch.max_bytes: must be a positive integer``). The table may sit in
its own file or, once the constitution accepts it, next to a constitution.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict

from nyaya.errors import BadPolicy
from nyaya.policy.constitution import load_policy_file, parse_policy_toml

__all__ = ["CorroborationPolicy", "CrosscheckConfig", "FetchPolicy", "Strategy"]

Strategy = Literal["schema", "urls", "replay", "temporal", "corroborate"]
STRATEGIES: tuple[Strategy, ...] = get_args(Strategy)

_FROZEN = ConfigDict(frozen=True, extra="forbid")

DEFAULT_CONTENT_TYPES = (
    "text/html",
    "application/xhtml+xml",
    "text/plain",
    "text/markdown",
    "application/json",
    "application/xml",
    "text/xml",
)


class FetchPolicy(BaseModel):
    """Limits of URL re-fetching (``[crosscheck.fetch]``)."""

    model_config = _FROZEN

    allow: tuple[str, ...] = ()
    deny: tuple[str, ...] = ()
    ports: tuple[int, ...] = (80, 443)
    max_redirects: int = 5
    max_bytes: int = 2_000_000
    timeout_s: float = 5.0
    content_types: tuple[str, ...] = DEFAULT_CONTENT_TYPES
    min_interval_s: float = 1.0
    robots: bool = True
    cache_ttl_s: float = 86_400.0
    user_agent: str = "nyaya-crosscheck/0.1"

    def host_listed(self, host: str, path: str, entries: tuple[str, ...]) -> bool:
        """Whether ``host`` + ``path`` falls under one of ``entries`` (host or host/path)."""
        host = host.lower().rstrip(".")
        for entry in entries:
            want_host, _, want_path = entry.lower().partition("/")
            if host != want_host and not host.endswith("." + want_host):
                continue
            if not want_path or path.lstrip("/").startswith(want_path):
                return True
        return False


class CorroborationPolicy(BaseModel):
    """How close an independent source's number must be (``[crosscheck.corroborate]``)."""

    model_config = _FROZEN

    tolerance: float = 0.01


class CrosscheckConfig(BaseModel):
    """A validated ``[crosscheck]`` table; build it with `load`, `from_toml` or `from_dict`."""

    model_config = _FROZEN

    strategies: tuple[Strategy, ...] = STRATEGIES
    grounded: float = 0.5
    fetch: FetchPolicy = FetchPolicy()
    corroborate: CorroborationPolicy = CorroborationPolicy()

    @classmethod
    def load(cls, path: str | Path) -> CrosscheckConfig:
        """Read the ``[crosscheck]`` table of a TOML file (a file without one: the defaults)."""
        return load_policy_file(path, cls.from_toml)

    @classmethod
    def from_toml(cls, text: str) -> CrosscheckConfig:
        return cls.from_dict(parse_policy_toml(text).get("crosscheck", {}))

    @classmethod
    def from_dict(cls, table: Any) -> CrosscheckConfig:
        """Validate the contents of a ``[crosscheck]`` table."""
        where = "crosscheck"
        _table(table, where, {"strategies", "grounded", "fetch", "corroborate"})
        strategies = table.get("strategies", list(STRATEGIES))
        if not isinstance(strategies, list) or not strategies:
            raise BadPolicy("must be a non-empty list of strategies", field=f"{where}.strategies")
        for i, s in enumerate(strategies):
            if s not in STRATEGIES:
                raise BadPolicy(
                    f"must be one of {', '.join(STRATEGIES)} (got {s!r})",
                    field=f"{where}.strategies[{i}]",
                )
        return cls(
            strategies=tuple(strategies),
            grounded=_fraction(table.get("grounded", 0.5), f"{where}.grounded"),
            fetch=_fetch(table.get("fetch", {})),
            corroborate=_corroborate(table.get("corroborate", {})),
        )


def _fetch(raw: Any) -> FetchPolicy:
    where = "crosscheck.fetch"
    _table(raw, where, set(FetchPolicy.model_fields))
    d = FetchPolicy()
    ports = raw.get("ports", list(d.ports))
    if not isinstance(ports, list) or not all(
        isinstance(p, int) and not isinstance(p, bool) and 0 < p < 65536 for p in ports
    ):
        raise BadPolicy("must be a list of port numbers", field=f"{where}.ports")
    return FetchPolicy(
        allow=_strings(raw.get("allow", []), f"{where}.allow"),
        deny=_strings(raw.get("deny", []), f"{where}.deny"),
        ports=tuple(ports),
        max_redirects=_count(raw.get("max_redirects", d.max_redirects), f"{where}.max_redirects"),
        max_bytes=_count(raw.get("max_bytes", d.max_bytes), f"{where}.max_bytes", positive=True),
        timeout_s=_seconds(raw.get("timeout_s", d.timeout_s), f"{where}.timeout_s", positive=True),
        content_types=_strings(
            raw.get("content_types", list(d.content_types)), f"{where}.content_types"
        ),
        min_interval_s=_seconds(
            raw.get("min_interval_s", d.min_interval_s), f"{where}.min_interval_s"
        ),
        robots=_bool(raw.get("robots", d.robots), f"{where}.robots"),
        cache_ttl_s=_seconds(raw.get("cache_ttl_s", d.cache_ttl_s), f"{where}.cache_ttl_s"),
        user_agent=_string(raw.get("user_agent", d.user_agent), f"{where}.user_agent"),
    )


def _corroborate(raw: Any) -> CorroborationPolicy:
    where = "crosscheck.corroborate"
    _table(raw, where, {"tolerance"})
    return CorroborationPolicy(
        tolerance=_fraction(raw.get("tolerance", 0.01), f"{where}.tolerance")
    )


def _table(raw: Any, where: str, keys: set[str]) -> None:
    if not isinstance(raw, Mapping):
        raise BadPolicy("must be a table", field=where)
    for key in raw:
        if key not in keys:
            raise BadPolicy(
                f"unknown key (expected one of {', '.join(sorted(keys))})", field=f"{where}.{key}"
            )


def _strings(raw: Any, field: str) -> tuple[str, ...]:
    if not isinstance(raw, list) or not all(isinstance(v, str) and v.strip() for v in raw):
        raise BadPolicy("must be a list of non-empty strings", field=field)
    return tuple(v.strip() for v in raw)


def _string(raw: Any, field: str) -> str:
    if not isinstance(raw, str) or not raw.strip():
        raise BadPolicy("must be a non-empty string", field=field)
    return raw


def _bool(raw: Any, field: str) -> bool:
    if not isinstance(raw, bool):
        raise BadPolicy("must be true or false", field=field)
    return raw


def _count(raw: Any, field: str, *, positive: bool = False) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or raw < (1 if positive else 0):
        raise BadPolicy(
            f"must be a {'positive' if positive else 'non-negative'} integer", field=field
        )
    return raw


def _seconds(raw: Any, field: str, *, positive: bool = False) -> float:
    if (
        isinstance(raw, bool)
        or not isinstance(raw, (int, float))
        or raw < 0
        or (positive and raw == 0)
    ):
        raise BadPolicy(
            f"must be a {'positive' if positive else 'non-negative'} number of seconds", field=field
        )
    return float(raw)


def _fraction(raw: Any, field: str) -> float:
    if isinstance(raw, bool) or not isinstance(raw, (int, float)) or not 0.0 <= raw <= 1.0:
        raise BadPolicy("must be a number between 0 and 1", field=field)
    return float(raw)
