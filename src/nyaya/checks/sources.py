"""source_fabrication: a URL or named source that no tool output (or the user) contains.

URLs are compared after `normalize_url` (scheme, ``www.``, trailing slash, fragment and
tracking parameters such as ``utm_*``, ``fbclid`` and ``gclid`` ignored). A bare host
("reuters.com") is supported by any output URL on that host. Sources the constitution
allows (``[sources] allow``) are never called made up; they stay unconfirmed.
"""

from __future__ import annotations

import re

from nyaya.checks.evidence import (
    ClaimContext,
    EvidenceIndex,
    Outcome,
    finding,
    norm,
    normalize_url,
)
from nyaya.checks.markers import phrases
from nyaya.report import Evidence, Finding

__all__ = ["check"]

_URL = re.compile(r"https?://[^\s\"'<>()\[\]（）「」《》，。、]+", re.IGNORECASE)


def check(ctx: ClaimContext, index: EvidenceIndex) -> Outcome:
    """URLs and named sources the run never saw."""
    findings: list[Finding] = []
    resolved: dict[int, tuple[Evidence, ...]] = {}
    seen = sorted(index.urls)[:5]
    for i, match in enumerate(ctx.matches):
        if match.mention.kind != "url" or match.source != "none":
            continue
        url = str(match.mention.value)
        key = normalize_url(url)
        near = [
            u
            for u, hit in index.urls.items()
            if u.startswith(key) or ("/" not in key and u.split("/")[0] == key)
        ]
        if near:
            resolved[i] = (index.urls[near[0]].evidence(),)
            continue
        if index.allowed(key):
            # The constitution allows this source: not made up, though no output confirms it.
            resolved[i] = ()
            continue
        findings.append(
            finding(
                "source_fabrication",
                ctx,
                f"the answer cites {url}, which no fetch or search result in the run contains",
                expected=seen,
                found=url,
            )
        )
    mentioned = {
        normalize_url(str(m.mention.value)) for m in ctx.matches if m.mention.kind == "url"
    }
    for raw in _URL.findall(ctx.claim.text):
        # URLs glued to text ("详见https://...") the claims layer may not have split out.
        key = normalize_url(raw)
        if key in mentioned or key in index.urls or key in index.user_urls:
            continue
        mentioned.add(key)
        if any(u.startswith(key) for u in index.urls) or index.allowed(key):
            continue
        findings.append(
            finding(
                "source_fabrication",
                ctx,
                f"the answer cites {raw}, which no fetch or search result in the run contains",
                expected=seen,
                found=raw,
            )
        )
    generic = phrases("generic_sources", ctx.claim.language)
    named: set[str] = set()
    for cue in ctx.claim.cues:
        if cue.kind != "source" or generic.search(cue.text.casefold()):
            continue
        name = norm(cue.text)
        if name in named:
            continue
        named.add(name)
        if not name or index.contains(name) or f" {name} " in index.user:
            continue
        host_like = name.replace(" ", "")
        if any(host_like in h.replace(".", "") for h in index.hosts):
            continue
        findings.append(
            finding(
                "source_fabrication",
                ctx,
                f"the answer attributes this to {cue.text!r}, "
                "which no tool output in the run mentions",
                expected=seen or None,
                found=cue.text,
            )
        )
    return Outcome(tuple(findings), resolved)
