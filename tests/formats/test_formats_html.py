"""The HTML report: one self-contained, escaped page, checked as a person sees it in Chromium.

The pure tests parse the page with the standard library; the browser tests load it in
headless Chromium (`--dump-dom` for the DOM after parsing, `--screenshot` for pixels).
Without Chromium the browser tests skip, unless ``CI=true``, where they fail: CI installs
it with ``bash scripts/chromium-for-tests.sh``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nyaya.engine import check
from nyaya.formats.html import render_html
from nyaya.formats.runs import load_run_file
from nyaya.report import (
    ClaimResult,
    ConsistencyProbe,
    Evidence,
    Finding,
    HallucinationReport,
    ToolCallValidation,
    ValidationIssue,
)

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "hallucinated_run.json"
NOW = datetime(2024, 6, 3, 9, 0, tzinfo=UTC)
STATUSES = ("verified", "contradicted", "unsupported", "unverifiable")

# If this ever ran, it would rename the page: the browser tests compare the title.
INJECTED_SCRIPT = "<script>document.title='pwned'</script>"
INJECTED_ATTR = '"><img src=x onerror="document.title=\'pwned\'">'

HINDI_RUN: dict[str, Any] = {
    "run_id": "hi-inbox",
    "language": "hi",
    "user": "क्या ऐलिस ने मुझे ईमेल किया?",
    "tools": [{"name": "email_search", "description": "Search the inbox by sender."}],
    "calls": [
        {
            "id": "call_1",
            "tool": "email_search",
            "arguments": {"query": "Alice"},
            "output": {"results": [{"from": "Alice", "subject": "Q3"}, {"from": "Alice"}]},
        }
    ],
    "response": f"आपके पास ऐलिस के 5 ईमेल हैं। {INJECTED_SCRIPT} मैंने आपका कैलेंडर भी देखा।",
}
CHINESE_RUN: dict[str, Any] = {
    "run_id": "zh-inbox",
    "language": "zh",
    "user": "爱丽丝给我发邮件了吗？",
    "tools": [{"name": "email_search", "description": "Search the inbox by sender."}],
    "calls": [
        {
            "id": "call_1",
            "tool": "email_search",
            "arguments": {"query": INJECTED_ATTR},
            "output": {"results": [{"from": "Alice", "subject": "Q3"}, {"from": "Alice"}]},
        }
    ],
    "response": "您有2封来自爱丽丝的邮件。我还查看了您的日历。",
}

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}


@dataclass
class Node:
    """An element of a parsed page: just enough of a DOM to ask what a person would see."""

    tag: str
    attrs: dict[str, str]
    children: list[Node | str] = field(default_factory=list)

    def iter(self) -> list[Node]:
        out = [self]
        for child in self.children:
            if isinstance(child, Node):
                out.extend(child.iter())
        return out

    def find_all(self, tag: str | None = None, cls: str | None = None, **attrs: str) -> list[Node]:
        return [
            n
            for n in self.iter()
            if (tag is None or n.tag == tag)
            and (cls is None or cls in n.attrs.get("class", "").split())
            and all(n.attrs.get(k.replace("_", "-")) == v for k, v in attrs.items())
        ]

    def find(self, tag: str | None = None, cls: str | None = None, **attrs: str) -> Node:
        found = self.find_all(tag, cls, **attrs)
        assert found, f"no <{tag} class={cls} {attrs}> in the page"
        return found[0]

    def text(self, skip_cls: str | None = None) -> str:
        parts: list[str] = []
        for child in self.children:
            if isinstance(child, str):
                parts.append(child)
            elif skip_cls is None or skip_cls not in child.attrs.get("class", "").split():
                parts.append(child.text(skip_cls))
        return "".join(parts)

    def words(self) -> str:
        return " ".join(self.text().split())


class _TreeBuilder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {})
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, {k: v or "" for k, v in attrs})
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                return

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def parse(html: str) -> Node:
    builder = _TreeBuilder()
    builder.feed(html)
    builder.close()
    return builder.root


def _shown(value: Any) -> str:
    """How the page promises to show an expected/found value: JSON, or a dash for none."""
    return "—" if value is None else json.dumps(value, ensure_ascii=False)


def assert_page_shows(page: Node, report: HallucinationReport, answer: str) -> None:
    """What a person must see: verdict, every claim marked with its status, each finding."""
    badge = page.find(id="action-badge")
    assert report.action.upper() in badge.words()
    assert report.trust_level.replace("_", " ") in page.find(id="trust-badge").words()
    assert f"{report.overall_score:.2f}" in page.find(id="overall-score").words()
    assert page.find("html").attrs["lang"] == (report.language or "en")
    body = page.find("blockquote", id="answer")
    assert body.text(skip_cls="chip") == answer
    for claim in report.claims:
        (mark,) = body.find_all("mark", data_claim_id=claim.id)
        assert mark.attrs["data-status"] == claim.status
        label = mark.find(cls="chip").words()
        assert claim.id in label.split() and claim.status in label.split()
        assert claim.pramana in mark.attrs["title"] and f"{claim.score:.2f}" in mark.attrs["title"]
        (row,) = page.find(id="claims").find_all("tr", data_claim_id=claim.id)
        assert claim.status in row.words() and claim.pramana in row.words()
    shown = page.find(id="findings").find_all("li", cls="finding")
    assert len(shown) == len(report.findings)
    for finding, item in zip(report.findings, shown, strict=True):
        assert item.attrs["data-type"] == finding.type
        assert " ".join(finding.message.split()) in item.words()
        assert item.find("dd", cls="expected").words() == _shown(finding.expected)
        assert item.find("dd", cls="found").words() == _shown(finding.found)
        assert item.find("dd", cls="receipt").words() == (finding.receipt_id or "—")


def report_of(run: dict[str, Any] | Path) -> tuple[HallucinationReport, str]:
    loaded = load_run_file(str(run)) if isinstance(run, Path) else run
    report = check(loaded, now=NOW)
    answer = loaded.response if isinstance(run, Path) else run["response"]
    return report, answer


def _claim(cid: str, start: int, end: int, status: str = "verified") -> ClaimResult:
    return ClaimResult(
        id=cid, text="t", start=start, end=end, pramana="pratyaksa", status=status, score=0.5
    )


def _report(claims: list[ClaimResult], **kw: Any) -> HallucinationReport:
    base: dict[str, Any] = {
        "run_id": "r1",
        "action": "revise",
        "trust_level": "partial",
        "overall_score": 0.5,
    }
    return HallucinationReport(**{**base, **kw}, claims=claims)


# The page itself, without a browser.


@pytest.mark.parametrize("run", [EXAMPLE, HINDI_RUN, CHINESE_RUN], ids=["example", "hi", "zh"])
def test_page_shows_verdict_claims_and_findings(run):
    report, answer = report_of(run)
    html = render_html(report, answer)
    assert_page_shows(parse(html), report, answer)


def test_page_is_self_contained_and_script_free():
    report, answer = report_of(HINDI_RUN)
    html = render_html(report, answer)
    page = parse(html)
    assert html.startswith("<!DOCTYPE html>")
    assert page.find("meta", charset="utf-8")
    csp = page.find("meta", http_equiv="Content-Security-Policy").attrs["content"]
    assert "default-src 'none'" in csp
    assert not page.find_all("script") and not page.find_all("link") and not page.find_all("img")
    # Addresses may appear in the answer as text, never as something the page would fetch.
    assert not any("//" in value for node in page.iter() for value in node.attrs.values())
    lowered = html.lower()
    assert not any(x in lowered for x in ("url(", "@import", "@font-face", "<script"))


def test_untrusted_text_is_shown_as_text_everywhere():
    evil = INJECTED_SCRIPT + INJECTED_ATTR
    claim = ClaimResult(
        id="c1",
        text=evil,
        start=0,
        end=len(evil),
        pramana="sabda",
        status="contradicted",
        score=0.0,
        evidence=[Evidence(receipt_id=evil, field=evil, value=evil)],
    )
    report = _report(
        [claim],
        run_id=evil,
        findings=[
            Finding(type="fact_mismatch", claim_id="c1", message=evil, expected=evil, found=evil)
        ],
        tool_call_validations=[
            ToolCallValidation(
                tool=evil,
                call_id=evil,
                args={"q": evil},
                status="invalid",
                errors=[ValidationIssue(code="bad", pointer="/q", message=evil, value=evil)],
            )
        ],
        consistency_probes=[ConsistencyProbe(claim_id=evil, probe=evil, agreement=1.0)],
        notes=[evil],
        timings_ms={evil: 1.0},
    )
    html = render_html(report, evil)
    page = parse(html)
    assert not page.find_all("script") and not page.find_all("img")
    assert all(not k.startswith("on") for n in page.iter() for k in n.attrs)
    assert page.find("blockquote", id="answer").text(skip_cls="chip") == evil
    assert evil in page.find(id="notes").text()
    assert evil in page.find("title").text()


@pytest.mark.parametrize(
    ("answer", "spans"),
    [
        ("abcdefghij", [(0, 6), (3, 9)]),  # overlapping
        ("abcdefghij", [(0, 10), (2, 4)]),  # nested
        ("abcdefghij", [(5, 8), (5, 8)]),  # the same span twice
        ("abcdefghij", [(8, 40), (30, 50)]),  # past the end
        ("abcdefghij", [(-3, 2), (7, 4)]),  # negative and inverted
        ("", [(0, 5)]),  # empty answer
        ("no claims here", []),
    ],
)
def test_bad_offsets_still_mark_every_claim_once_and_keep_the_answer(answer, spans):
    claims = [_claim(f"c{i}", s, e, STATUSES[i % 4]) for i, (s, e) in enumerate(spans)]
    page = parse(render_html(_report(claims), answer))
    body = page.find("blockquote", id="answer")
    assert body.text(skip_cls="chip").replace("(empty answer)", "") == answer
    marks = body.find_all("mark")
    assert sorted(m.attrs["data-claim-id"] for m in marks) == sorted(c.id for c in claims)


@settings(max_examples=60, deadline=None)
@given(
    answer=st.text(alphabet=st.sampled_from("ab <>&\"'\n\tक中"), max_size=30),
    spans=st.lists(st.tuples(st.integers(-5, 40), st.integers(-5, 40)), max_size=6),
)
def test_any_offsets_render_every_claim_and_the_exact_answer(answer, spans):
    claims = [_claim(f"c{i}", s, e, STATUSES[i % 4]) for i, (s, e) in enumerate(spans)]
    body = parse(render_html(_report(claims), answer)).find("blockquote", id="answer")
    assert body.text(skip_cls="chip") == (answer or "(empty answer)")
    marks = body.find_all("mark")
    assert Counter(m.attrs["data-claim-id"] for m in marks) == Counter(c.id for c in claims)
    for m in marks:
        assert m.attrs["data-status"] in m.find(cls="chip").words()


def test_sections_show_validations_probes_notes_and_timings():
    report = _report(
        [_claim("c1", 0, 3)],
        tool_call_validations=[
            ToolCallValidation(
                tool="email_send",
                call_id="call_9",
                args={"to": "mallory@example.com"},
                status="invalid",
                errors=[ValidationIssue(code="unknown_entity", pointer="/to", message="not seen")],
            )
        ],
        consistency_probes=[ConsistencyProbe(claim_id="c1", probe="restate", agreement=0.25)],
        notes=["receipts were logged, not signed"],
        timings_ms={"claims": 12.5, "total": 20.0},
        language=None,
    )
    page = parse(render_html(report, "abc"))
    row = page.find(id="tool-calls").find("tr", data_status="invalid").words()
    assert "call_9" in row and "email_send" in row and "invalid" in row
    assert "unknown_entity" in row and "/to" in row and "not seen" in row
    assert "mallory@example.com" in row
    probes = page.find(id="probes").words()
    assert "restate" in probes and "0.25" in probes
    assert "receipts were logged, not signed" in page.find(id="notes").words()
    rows = [
        [cell.words() for cell in row.iter() if cell.tag in ("th", "td")]
        for row in page.find(id="timings").find_all("tr")
    ]
    assert ["claims", "12.5"] in rows and ["total", "20.0"] in rows
    headings = [h.words() for h in page.find_all("h2")]
    assert headings[:2] == ["Answer", "Claims"] and "Findings" in headings
    assert "No findings." in page.find(id="findings").words()


# The command line.


def nyaya(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from nyaya.cli import main; main()", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_cli_writes_html_to_out_and_keeps_the_exit_code(tmp_path):
    out = tmp_path / "report.html"
    result = nyaya("check", str(EXAMPLE), "--format", "html", "--out", str(out))
    assert result.returncode == 4, result.stderr
    assert result.stdout == ""
    report, answer = report_of(EXAMPLE)
    assert_page_shows(parse(out.read_text(encoding="utf-8")), report, answer)


def test_cli_writes_html_to_stdout():
    result = nyaya("check", str(EXAMPLE), "--format", "html")
    assert result.returncode == 4, result.stderr
    assert "BLOCK" in parse(result.stdout).find(id="action-badge").words()


def test_cli_unwritable_out_is_a_one_line_error(tmp_path):
    result = nyaya("check", str(EXAMPLE), "--format", "html", "--out", str(tmp_path / "no/x.html"))
    assert result.returncode == 2
    assert "--out" in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


# In a real browser.


@pytest.fixture
def chromium() -> Callable[..., subprocess.CompletedProcess[str]]:
    """Headless Chromium with a fresh profile and no background traffic, or a skip."""
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if binary is None:
        if os.environ.get("CI") == "true":
            pytest.fail(
                "chromium is not installed: CI must run `bash scripts/chromium-for-tests.sh`"
            )
        pytest.skip("chromium is not installed (bash scripts/chromium-for-tests.sh installs it)")

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        with tempfile.TemporaryDirectory(prefix="nyaya-chromium-") as profile:
            result = subprocess.run(
                [
                    binary,
                    "--headless",
                    "--no-sandbox",
                    "--disable-gpu",
                    "--disable-quic",
                    "--no-first-run",
                    "--disable-background-networking",
                    "--disable-component-update",
                    "--disable-sync",
                    "--hide-scrollbars",
                    f"--user-data-dir={profile}",
                    *args,
                ],
                capture_output=True,
                text=True,
                timeout=60,
            )
        assert result.returncode == 0, result.stderr[-2000:]
        return result

    return run


def _page_file(run: dict[str, Any] | Path, tmp_path: Path) -> tuple[Path, HallucinationReport, str]:
    report, answer = report_of(run)
    path = tmp_path / f"{report.run_id}.html"
    if isinstance(run, Path):
        # The example goes through the command line, as a user would make the page.
        result = nyaya("check", str(run), "--format", "html", "--out", str(path))
        assert result.returncode in (0, 3, 4), result.stderr
    else:
        path.write_text(render_html(report, answer), encoding="utf-8")
    return path, report, answer


BROWSER_RUNS = pytest.mark.parametrize(
    "run", [EXAMPLE, HINDI_RUN, CHINESE_RUN], ids=["example", "hi", "zh"]
)


@BROWSER_RUNS
def test_browser_dom_shows_the_report_and_runs_no_script(run, tmp_path, chromium):
    path, report, answer = _page_file(run, tmp_path)
    written_title = parse(path.read_text(encoding="utf-8")).find("title").words()
    dom = parse(chromium("--dump-dom", path.as_uri()).stdout)
    assert dom.find("title").words() == written_title
    assert "pwned" not in written_title
    assert not dom.find_all("script") and not dom.find_all("img")
    assert_page_shows(dom, report, answer)
    if INJECTED_SCRIPT in answer:
        assert INJECTED_SCRIPT in dom.find("blockquote", id="answer").text(skip_cls="chip")


@BROWSER_RUNS
def test_browser_screenshot_is_a_real_picture(run, tmp_path, chromium):
    from matplotlib.image import imread

    path, _, _ = _page_file(run, tmp_path)
    shot = tmp_path / "page.png"
    chromium("--window-size=1280,1400", f"--screenshot={shot}", path.as_uri())
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 20_000
    pixels = imread(shot)
    assert pixels.shape[:2] == (1400, 1280)
    colours = Counter(map(tuple, pixels.reshape(-1, pixels.shape[2]).round(3).tolist()))
    assert len(colours) > 50
    assert colours.most_common(1)[0][1] / pixels.shape[0] / pixels.shape[1] < 0.97
