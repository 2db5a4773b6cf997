"""URL re-fetching: does every cited page exist, and does it say what the claim says?

Citations are read from the claims layer's URL mentions: a URL inside a claim cites
that claim; a claim that is only a URL and its cue ("Source: …", "根据 …") cites the
claim next to it in the same sentence, else the one before; a footnote line
(``[1]: https://…``) cites every claim that carries its marker ``[1]``.

Each URL is fetched once (`nyaya.crosscheck.fetch.SafeFetcher`). Then, per citation:

- the page does not exist (404, 410, no such host) → ``source_fabrication``,
  reason ``url_not_found`` / ``host_not_found``, witness the HTTP status;
- the page exists but no passage supports the claim (the `Scorer` gives less than
  ``grounded``) → ``source_fabrication``, reason ``claim_not_in_source``, witness the
  best passage found and its score;
- the page supports it → ``crosscheck`` evidence: the passage, the scorer, the digest;
- the page could not be read (refused by the guard or the policy, robots.txt, an
  error, a type not read) → ``unsupported_claim`` with the reason, never a pass.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from nyaya.claims.model import Claim
from nyaya.crosscheck._support import content_tokens
from nyaya.crosscheck.fetch import Fetcher
from nyaya.crosscheck.outcome import StrategyResult, crosscheck_evidence, crosscheck_finding
from nyaya.crosscheck.pages import passages
from nyaya.crosscheck.results import FetchResult
from nyaya.crosscheck.temporal import check_page_dates
from nyaya.scoring.base import ClaimText, Passage, Scorer

__all__ = ["Citation", "check_urls", "citations"]

_FOOTNOTE_LINE = re.compile(r"^\s*\[(\d{1,3})\]\s*[:.]?\s*(\S+)\s*$")
_MARKER = re.compile(r"\[(\d{1,3})\]")
_MIN_CONTENT = 2  # content tokens a claim needs to be checked against a page
_SENTENCE_END = re.compile(r"[.!?。！？।]\s*$")


@dataclass(frozen=True, slots=True)
class Citation:
    """One claim citing one URL; ``text`` is the claim without URLs and markers."""

    claim: Claim
    url: str
    text: str


def _strip(claim: Claim) -> str:
    text = claim.text
    for m in sorted(claim.mentions_of("url"), key=lambda m: m.start, reverse=True):
        a, b = m.start - claim.start, m.end - claim.start
        text = text[:a] + " " + text[b:]
    text = _MARKER.sub(" ", text)
    text = re.sub(r"\[([^\]]*)\]\(\s*\)", r"\1", text)  # markdown link left empty
    return " ".join(text.split())


def citations(claims: Sequence[Claim], answer: str) -> list[Citation]:
    """Every (claim, URL) pair the answer cites, in reading order."""
    footnotes: dict[str, str] = {}
    footnote_claims: set[str] = set()
    for claim in claims:
        m = _FOOTNOTE_LINE.match(claim.text)
        urls = claim.mentions_of("url")
        if m and len(urls) == 1:
            footnotes[m.group(1)] = str(urls[0].value)
            footnote_claims.add(claim.id)
    out: list[Citation] = []
    for k, claim in enumerate(claims):
        if claim.id in footnote_claims:
            continue
        text = _strip(claim)
        own = len(content_tokens(text, claim.language)) >= _MIN_CONTENT
        for mention in claim.mentions_of("url"):
            url = str(mention.value).rstrip(").,;]")
            target = claim if own else _neighbour(claims, k, answer, footnote_claims)
            if target is None:
                out.append(Citation(claim, url, ""))
            else:
                out.append(Citation(target, url, text if own else _strip(target)))
        for marker in _MARKER.findall(claim.text):
            if marker in footnotes:
                out.append(Citation(claim, footnotes[marker], text))
    return out


def _neighbour(claims: Sequence[Claim], k: int, answer: str, skip: set[str]) -> Claim | None:
    claim = claims[k]
    if k + 1 < len(claims) and not _SENTENCE_END.search(claim.text):
        after = claims[k + 1]
        if after.id not in skip and not _SENTENCE_END.search(answer[claim.end : after.start]):
            return after
    if k > 0 and claims[k - 1].id not in skip:
        return claims[k - 1]
    return None


def check_urls(
    claims: Sequence[Claim],
    answer: str,
    *,
    fetcher: Fetcher,
    scorer: Scorer,
    grounded: float,
    now: datetime | None,
) -> tuple[StrategyResult, dict[str, FetchResult]]:
    """Fetch every cited URL and judge every citation (see the module docstring)."""
    out = StrategyResult()
    pages: dict[str, FetchResult] = {}
    cited = citations(claims, answer)
    for citation in cited:
        if citation.url not in pages:
            pages[citation.url] = fetcher.fetch(citation.url)
    for citation in cited:
        _judge(citation, pages[citation.url], scorer, grounded, now, out)
    fetched = [p for p in pages.values() if not p.from_cache and p.outcome != "refused"]
    if pages:
        out.notes.append(
            f"crosscheck: {len(pages)} cited URL(s), {len(fetched)} fetched, "
            f"{sum(p.from_cache for p in pages.values())} from the cache"
        )
    return out, pages


def _judge(
    citation: Citation,
    page: FetchResult,
    scorer: Scorer,
    grounded: float,
    now: datetime | None,
    out: StrategyResult,
) -> None:
    claim, url = citation.claim, citation.url
    if page.outcome == "missing":
        what = "no such host" if page.reason == "host_not_found" else f"HTTP {page.status}"
        out.findings.append(
            crosscheck_finding(
                "source_fabrication",
                claim.id,
                f"the answer cites {url}, which does not exist ({what})",
                reason="host_not_found" if page.reason == "host_not_found" else "url_not_found",
                witness_kind="sources",
                witness_value={"url": page.final_url or url, "status": page.status},
                pointer=url,
                note=page.detail,
                expected=f"a page at {url}",
                found=what,
            )
        )
        return
    if page.outcome != "ok":
        reason = {
            "refused": "fetch_refused",
            "disallowed": "robots_disallowed",
            "unavailable": "source_unavailable",
        }[page.outcome]
        out.findings.append(
            crosscheck_finding(
                "unsupported_claim",
                claim.id,
                (
                    f"the answer cites {url}, which could not be checked "
                    f"({page.reason}: {page.detail})"
                )[:300],
                reason=reason,
                witness_kind="sources",
                witness_value={"url": url, "outcome": page.outcome, "reason": page.reason},
                pointer=url,
                note=page.detail[:200],
                expected=f"a readable page at {url}",
                found=page.reason,
            )
        )
        out.unresolved(claim.id, f"{url}: {page.reason}")
        return
    check_page_dates(claim, page, now, out)
    where = page.final_url or url
    if not citation.text:
        out.support(
            claim.id,
            crosscheck_evidence(
                {"status": page.status, "digest": page.digest},
                f"GET {where} -> {page.status}",
                field=where,
            ),
        )
        return
    chunks = [
        Passage(text=t, receipt_id=None, pointer=f"{where}#p{i}", source="output")
        for i, t in enumerate(passages(page.text))
    ]
    if not chunks:
        score, best = 0.0, None
        backend = scorer.name
    else:
        result = scorer.score([ClaimText(claim.id, citation.text, claim.language)], chunks)[0]
        score, backend = result.score, result.backend or scorer.name
        best = None
        if result.passage is not None:
            start = result.start or 0
            end = result.end if result.end is not None else len(result.passage.text)
            best = result.passage.text[start:end]
    if score >= grounded:
        out.support(
            claim.id,
            crosscheck_evidence(
                (best or "")[:300],
                f"GET {where} -> {page.status} ({page.digest}); {backend} support {score:.2f}",
                field=where,
            ),
        )
        return
    out.findings.append(
        crosscheck_finding(
            "source_fabrication",
            claim.id,
            f"the answer cites {url} for this claim, but the page does not say it "
            f"(best support {score:.2f} < {grounded:.2f})",
            reason="claim_not_in_source",
            witness_kind="sources",
            witness_value=(best or "")[:300] or None,
            pointer=where,
            note=f"{backend} support {score:.2f}; page {page.digest}",
            expected=f"a passage of {url} stating the claim",
            found=(best or "")[:300] or None,
        )
    )
