"""source_fabrication: URLs and named sources against what fetch and search returned."""

from __future__ import annotations

import pytest

RUN = {
    "user": "Find news about the merger.",
    "tools": [{"name": "web_search", "description": "Search the web"}],
    "calls": [
        {
            "id": "c1",
            "tool": "web_search",
            "arguments": {"q": "merger"},
            "output": {
                "results": [
                    {
                        "title": "Acme to buy Globex",
                        "url": "https://www.reuters.com/business/acme-globex-2024/",
                        "source": "Reuters",
                    }
                ]
            },
        }
    ],
}


@pytest.mark.parametrize(
    "url",
    [
        "https://www.reuters.com/business/acme-globex-2024/",
        "http://reuters.com/business/acme-globex-2024",
        "reuters.com/business/acme-globex-2024?utm_source=x&fbclid=abc",
        "https://reuters.com/business/acme-globex-2024/?gclid=1#top",
    ],
)
def test_normalised_url_variants_verify(answer, run_check, finding_types, url):
    text = f"Acme will buy Globex ({url})."
    built = answer(text).claim(text, pramana="sabda", mentions=[("url", url, url)])
    report = run_check(RUN, built)
    assert finding_types(report) == []
    assert report.claims[0].status == "verified"


@pytest.mark.parametrize(
    ("lang", "text", "url"),
    [
        (
            "en",
            "Details: https://www.bloomberg.com/acme-globex",
            "https://www.bloomberg.com/acme-globex",
        ),
        ("es", "Más detalles en https://elpais.com/acme", "https://elpais.com/acme"),
        ("hi", "विवरण https://example.in/acme पर है।", "https://example.in/acme"),
        ("zh", "详情见 https://news.example.cn/acme", "https://news.example.cn/acme"),
    ],
)
def test_url_not_in_any_result_fires(answer, run_check, finding_types, lang, text, url):
    built = answer(text, lang).claim(text, pramana="sabda", mentions=[("url", url, url)])
    report = run_check(RUN, built)
    assert finding_types(report) == ["source_fabrication"]
    assert report.findings[0].found == url


def test_other_path_on_same_host_fires(answer, run_check, finding_types):
    url = "https://www.reuters.com/business/some-other-story"
    text = f"See {url}."
    built = answer(text).claim(text, pramana="sabda", mentions=[("url", url, url)])
    assert finding_types(run_check(RUN, built)) == ["source_fabrication"]


def test_bare_host_of_a_result_verifies(answer, run_check, finding_types):
    text = "It was reported on reuters.com."
    built = answer(text).claim(
        text, pramana="sabda", mentions=[("url", "reuters.com", "reuters.com")]
    )
    assert finding_types(run_check(RUN, built)) == []


@pytest.mark.parametrize(
    ("lang", "text", "source", "fires"),
    [
        ("en", "According to Reuters, Acme will buy Globex.", "Reuters", False),
        ("en", "According to Bloomberg, Acme will buy Globex.", "Bloomberg", True),
        ("es", "Según El País, Acme comprará Globex.", "El País", True),
        ("hi", "बीबीसी के अनुसार Acme Globex को खरीदेगा।", "बीबीसी", True),
        ("zh", "据新华社报道，Acme将收购Globex。", "新华社", True),
        ("en", "Experts say the merger is big.", "Experts", False),
    ],
)
def test_named_source(answer, run_check, finding_types, lang, text, source, fires):
    built = answer(text, lang).claim(text, pramana="sabda", cues=[("source", source, "news")])
    assert finding_types(run_check(RUN, built)) == (["source_fabrication"] if fires else [])


def test_url_glued_to_chinese_text_is_cut_at_the_text(answer, run_check, finding_types):
    text = "详见https://www.reuters.com/business/acme-globex-2024/）这些都是最近的文章。"
    built = answer(text, "zh").claim(text, pramana="sabda")
    assert finding_types(run_check(RUN, built)) == []
    fake = "详见https://www.36kr.com/markets/acme-1。"
    built = answer(fake, "zh").claim(fake, pramana="sabda")
    assert finding_types(run_check(RUN, built)) == ["source_fabrication"]
