"""A fetched page as text: paragraphs to score claims against, its title and its date (pure).

HTML is read with the standard library's tolerant parser: scripts, styles and
templates are dropped, block elements end a paragraph. The publication date comes
from the usual markers (``article:published_time``, ``datePublished`` in microdata or
JSON-LD, ``<time datetime pubdate>``, ``dc.date``), else none. JSON is flattened to
``key: value`` lines; other text types are used as they are.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import date, datetime
from html.parser import HTMLParser
from typing import Any

__all__ = ["PageText", "parse_date", "passages", "read_page"]

_SKIP = frozenset({"script", "style", "noscript", "template", "svg", "head"})
_BLOCK = frozenset(
    {
        "p", "div", "li", "ul", "ol", "br", "tr", "td", "th", "table", "section", "article",
        "header", "footer", "main", "aside", "nav", "h1", "h2", "h3", "h4", "h5", "h6",
        "blockquote", "pre", "dd", "dt", "figcaption", "title",
    }
)  # fmt: skip
_DATE_META = frozenset(
    {
        "article:published_time",
        "og:published_time",
        "datepublished",
        "date",
        "pubdate",
        "publish-date",
        "dc.date",
        "dc.date.issued",
        "dcterms.created",
    }
)
_ISO_DAY = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


@dataclass(frozen=True, slots=True)
class PageText:
    """What the cross-check reads of a page."""

    text: str
    title: str | None
    published: date | None


def read_page(body: str, content_type: str) -> PageText:
    """The text, title and publication date of a page body of ``content_type``."""
    kind = content_type.split(";")[0].strip().lower()
    if kind in ("text/html", "application/xhtml+xml"):
        parser = _Reader()
        parser.feed(body)
        parser.close()
        text = "\n".join(p for p in (" ".join(b.split()) for b in parser.blocks) if p)
        return PageText(text, parser.title, parser.published)
    if kind == "application/json":
        try:
            data = json.loads(body)
        except ValueError:
            return PageText(body, None, None)
        lines = list(_json_lines(data, ""))
        published = None
        for key, value in lines:
            if key.rsplit(".", 1)[-1].lower() in ("published", "date_published", "datepublished"):
                published = parse_date(value)
        return PageText("\n".join(f"{k}: {v}" if k else v for k, v in lines), None, published)
    return PageText(body, None, None)


def passages(text: str, *, limit: int = 600) -> list[str]:
    """The page cut into passages: paragraphs, long ones into groups of sentences."""
    out: list[str] = []
    for para in text.split("\n"):
        para = para.strip()
        if not para:
            continue
        if len(para) <= limit:
            out.append(para)
            continue
        chunk = ""
        for sentence in re.split(r"(?<=[.!?。！？।])\s+", para):
            if chunk and len(chunk) + len(sentence) > limit:
                out.append(chunk)
                chunk = ""
            chunk = f"{chunk} {sentence}".strip()
        if chunk:
            out.append(chunk)
    return out


def parse_date(value: str) -> date | None:
    """The calendar day of an ISO 8601 date or date-time, else None."""
    value = value.strip()
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00")).date()
    except ValueError:
        pass
    m = _ISO_DAY.match(value)
    if m is None:
        return None
    try:
        return date(int(m[1]), int(m[2]), int(m[3]))
    except ValueError:
        return None


def _json_lines(data: Any, prefix: str) -> list[tuple[str, str]]:
    if isinstance(data, dict):
        return [
            line
            for k, v in data.items()
            for line in _json_lines(v, f"{prefix}.{k}" if prefix else str(k))
        ]
    if isinstance(data, list):
        return [line for v in data for line in _json_lines(v, prefix)]
    if data is None:
        return []
    return [(prefix, str(data))]


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[str] = [""]
        self.title: str | None = None
        self.published: date | None = None
        self._skip = 0
        self._in_title = False
        self._in_jsonld = False
        self._jsonld = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k.lower(): (v or "") for k, v in attrs}
        if tag == "meta":
            key = (a.get("property") or a.get("name") or a.get("itemprop") or "").lower()
            if key in _DATE_META and self.published is None:
                self.published = parse_date(a.get("content", ""))
            return
        if (
            tag == "time"
            and self.published is None
            and ("pubdate" in a or a.get("itemprop", "").lower() == "datepublished")
        ):
            self.published = parse_date(a.get("datetime", ""))
        if tag == "script" and a.get("type", "").lower() == "application/ld+json":
            self._in_jsonld = True
            self._jsonld = ""
        if tag == "title":
            self._in_title = True
        elif tag in _SKIP:
            self._skip += 1
        if tag in _BLOCK:
            self.blocks.append("")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in ("meta",) and tag in _SKIP:
            self._skip = max(0, self._skip - 1)

    def handle_endtag(self, tag: str) -> None:
        if tag == "script" and self._in_jsonld:
            self._in_jsonld = False
            self._read_jsonld()
        if tag == "title":
            self._in_title = False
        elif tag in _SKIP:
            self._skip = max(0, self._skip - 1)
        if tag in _BLOCK:
            self.blocks.append("")

    def handle_data(self, data: str) -> None:
        if self._in_jsonld:
            self._jsonld += data
            return
        if self._in_title:
            self.title = ((self.title or "") + data).strip() or None
            return
        if self._skip:
            return
        self.blocks[-1] += data

    def _read_jsonld(self) -> None:
        try:
            data = json.loads(self._jsonld)
        except ValueError:
            return
        items = data if isinstance(data, list) else [data]
        for item in items:
            if isinstance(item, dict) and isinstance(item.get("datePublished"), str):
                self.published = self.published or parse_date(item["datePublished"])
