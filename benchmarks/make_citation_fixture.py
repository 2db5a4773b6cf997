"""Write tests/assets/crosscheck/citations.json: a loopback web and >= 200 labelled cited claims.

The facts, pages and paraphrases below were written for nyaya (fictional entities; no
sentence from any data set). Claims are derived from them by rule, each with a label:

- ``correct``: a paraphrase of a fact, citing the page that states it (inline,
  in brackets, as "Source:" or as a footnote);
- ``misattributed``: the page exists but does not say it: a figure changed, another
  page's fact, another entity's name, or a page updated since (it now says otherwise);
- ``fabricated``: the cited URL does not exist (a path that 404s, a 410, a host that
  does not exist, a redirect to a missing page);
- ``unsafe``: the URL redirects into the internal network (never fetched; the claim
  must not pass).

    python benchmarks/make_citation_fixture.py
"""

from __future__ import annotations

import json
import random
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "tests" / "assets" / "crosscheck" / "citations.json"

# site, page slug, published, entity, page sentence, paraphrase, figure in both
FACTS: list[tuple[str, str, str, str, str, str, str]] = [
    (
        "harbourwire.example",
        "ports/tallin-cargo",
        "2024-02-11",
        "Tallin Port",
        "Tallin Port handled 41 million tonnes of cargo in 2023, its busiest year so far.",
        "Tallin Port moved 41 million tonnes of cargo in 2023",
        "41",
    ),
    (
        "harbourwire.example",
        "ports/tallin-cargo",
        "2024-02-11",
        "Tallin Port",
        "The port opened a second container terminal in the northern basin last spring.",
        "a second container terminal opened in the port's northern basin",
        "",
    ),
    (
        "harbourwire.example",
        "ports/tallin-cargo",
        "2024-02-11",
        "Tallin Port",
        "Dockworkers at Tallin Port signed a three-year wage agreement worth 7 percent.",
        "dockworkers at Tallin Port agreed to a three-year wage deal worth 7 percent",
        "7",
    ),
    (
        "harbourwire.example",
        "ships/aurora-maiden",
        "2024-04-02",
        "Aurora Bay",
        "The ferry Aurora Bay completed its maiden crossing in 19 hours with 812 passengers.",
        "the ferry Aurora Bay carried 812 passengers on its maiden crossing",
        "812",
    ),
    (
        "harbourwire.example",
        "ships/aurora-maiden",
        "2024-04-02",
        "Aurora Bay",
        "Aurora Bay runs on liquefied natural gas and cuts sulphur emissions by 90 percent.",
        "Aurora Bay burns liquefied natural gas, cutting sulphur emissions by 90 percent",
        "90",
    ),
    (
        "greenledger.example",
        "energy/kestrel-wind",
        "2023-11-20",
        "Kestrel Energy",
        "Kestrel Energy switched on a 640 megawatt offshore wind farm near Dunmore.",
        "Kestrel Energy's offshore wind farm near Dunmore delivers 640 megawatts",
        "640",
    ),
    (
        "greenledger.example",
        "energy/kestrel-wind",
        "2023-11-20",
        "Kestrel Energy",
        "The farm's 54 turbines will power roughly 500,000 homes, the company said.",
        "the wind farm has 54 turbines",
        "54",
    ),
    (
        "greenledger.example",
        "energy/kestrel-wind",
        "2023-11-20",
        "Kestrel Energy",
        "Construction of the wind farm cost 1.9 billion euros and took three years.",
        "building the wind farm cost 1.9 billion euros",
        "1.9",
    ),
    (
        "greenledger.example",
        "energy/solvik-battery",
        "2024-01-15",
        "Solvik",
        "Solvik opened a battery factory in Lund that employs 1,200 people.",
        "Solvik's battery factory in Lund employs 1,200 people",
        "1,200",
    ),
    (
        "greenledger.example",
        "energy/solvik-battery",
        "2024-01-15",
        "Solvik",
        "The Lund plant can produce 16 gigawatt hours of cells per year.",
        "the Lund plant makes 16 gigawatt hours of battery cells a year",
        "16",
    ),
    (
        "greenledger.example",
        "energy/solvik-battery",
        "2024-01-15",
        "Solvik",
        "Solvik recycles 95 percent of the cobalt recovered from returned packs.",
        "Solvik recycles 95 percent of cobalt from returned packs",
        "95",
    ),
    (
        "cityhall-news.example",
        "budget/marlow-2024",
        "2024-03-05",
        "Marlow",
        "The Marlow city council approved a budget of 312 million dollars for 2024.",
        "Marlow's council approved a 2024 budget of 312 million dollars",
        "312",
    ),
    (
        "cityhall-news.example",
        "budget/marlow-2024",
        "2024-03-05",
        "Marlow",
        "Spending on public libraries in Marlow rises by 4 percent under the new budget.",
        "Marlow's library spending rises 4 percent under the budget",
        "4",
    ),
    (
        "cityhall-news.example",
        "budget/marlow-2024",
        "2024-03-05",
        "Marlow",
        "Marlow will hire 85 new bus drivers to restore weekend service.",
        "Marlow plans to hire 85 bus drivers to restore weekend service",
        "85",
    ),
    (
        "cityhall-news.example",
        "transit/ferrow-tram",
        "2023-09-30",
        "Ferrow",
        "The Ferrow tram line extension adds 6 stations and 9 kilometres of track.",
        "the Ferrow tram extension adds 6 stations",
        "6",
    ),
    (
        "cityhall-news.example",
        "transit/ferrow-tram",
        "2023-09-30",
        "Ferrow",
        "Ridership on the Ferrow trams reached 38,000 trips per weekday in August.",
        "Ferrow trams carried 38,000 weekday trips in August",
        "38,000",
    ),
    (
        "labnotes.example",
        "biology/quillfish",
        "2024-05-21",
        "Irena Vask",
        "Marine biologist Irena Vask identified a new species of quillfish off the Azores.",
        "Irena Vask identified a new quillfish species off the Azores",
        "",
    ),
    (
        "labnotes.example",
        "biology/quillfish",
        "2024-05-21",
        "Irena Vask",
        "The quillfish lives at depths of around 1,400 metres and grows to 22 centimetres.",
        "the new quillfish grows to 22 centimetres",
        "22",
    ),
    (
        "labnotes.example",
        "biology/quillfish",
        "2024-05-21",
        "Irena Vask",
        "Vask's team collected 31 specimens during a six-week expedition.",
        "the team collected 31 specimens on a six-week expedition",
        "31",
    ),
    (
        "labnotes.example",
        "physics/corran-magnet",
        "2023-12-08",
        "Corran Institute",
        "Researchers at the Corran Institute built a magnet that reached 45 tesla.",
        "the Corran Institute built a magnet reaching 45 tesla",
        "45",
    ),
    (
        "labnotes.example",
        "physics/corran-magnet",
        "2023-12-08",
        "Corran Institute",
        "The magnet uses a superconducting tape wound into 1,600 turns.",
        "the magnet's superconducting tape is wound into 1,600 turns",
        "1,600",
    ),
    (
        "labnotes.example",
        "physics/corran-magnet",
        "2023-12-08",
        "Corran Institute",
        "The Corran project was funded with a grant of 14 million pounds.",
        "a 14 million pound grant funded the Corran project",
        "14",
    ),
    (
        "techdigest.example",
        "chips/vellum-v3",
        "2024-06-03",
        "Vellum",
        "Vellum unveiled its V3 processor with 96 cores and a 350 watt power budget.",
        "Vellum's V3 processor has 96 cores",
        "96",
    ),
    (
        "techdigest.example",
        "chips/vellum-v3",
        "2024-06-03",
        "Vellum",
        "The V3 will ship to cloud customers in the fourth quarter at 11,500 dollars per unit.",
        "the V3 processor will cost 11,500 dollars per unit for cloud customers",
        "11,500",
    ),
    (
        "techdigest.example",
        "chips/vellum-v3",
        "2024-06-03",
        "Vellum",
        "Vellum says the chip is built on a 3 nanometre process in Taiwan.",
        "the V3 chip is made on a 3 nanometre process in Taiwan",
        "3",
    ),
    (
        "techdigest.example",
        "apps/notebird",
        "2024-02-27",
        "Notebird",
        "The note-taking app Notebird passed 20 million monthly users in January.",
        "Notebird passed 20 million monthly users in January",
        "20",
    ),
    (
        "techdigest.example",
        "apps/notebird",
        "2024-02-27",
        "Notebird",
        "Notebird raised 60 million dollars in a funding round led by Orchard Ventures.",
        "Orchard Ventures led a 60 million dollar funding round in Notebird",
        "60",
    ),
    (
        "techdigest.example",
        "apps/notebird",
        "2024-02-27",
        "Notebird",
        "The company employs 140 people, most of them in Lisbon.",
        "Notebird employs 140 people, mostly in Lisbon",
        "140",
    ),
    (
        "sportsdesk.example",
        "football/harlow-final",
        "2024-05-12",
        "Harlow Rovers",
        "Harlow Rovers won the cup final 3-1 in front of 61,000 fans.",
        "61,000 fans watched Harlow Rovers win the cup final",
        "61,000",
    ),
    (
        "sportsdesk.example",
        "football/harlow-final",
        "2024-05-12",
        "Harlow Rovers",
        "Striker Tomas Renn scored twice for Harlow Rovers in the final.",
        "Tomas Renn scored twice for Harlow Rovers in the final",
        "",
    ),
    (
        "sportsdesk.example",
        "football/harlow-final",
        "2024-05-12",
        "Harlow Rovers",
        "It was the club's first cup title in 27 years.",
        "Harlow Rovers won their first cup title in 27 years",
        "27",
    ),
    (
        "sportsdesk.example",
        "athletics/mira-okoro",
        "2024-07-01",
        "Mira Okoro",
        "Mira Okoro ran the 10,000 metres in 29 minutes 41 seconds, a national record.",
        "Mira Okoro set a national record of 29 minutes 41 seconds over 10,000 metres",
        "41",
    ),
    (
        "sportsdesk.example",
        "athletics/mira-okoro",
        "2024-07-01",
        "Mira Okoro",
        "Okoro trains in Iten and is coached by her brother Daniel.",
        "Mira Okoro trains in Iten under her brother Daniel",
        "",
    ),
    (
        "healthwatch.example",
        "trials/relvane",
        "2024-03-18",
        "Relvane",
        "In a trial of 2,300 patients, the drug Relvane cut migraine days by 38 percent.",
        "Relvane cut migraine days by 38 percent in a trial of 2,300 patients",
        "38",
    ),
    (
        "healthwatch.example",
        "trials/relvane",
        "2024-03-18",
        "Relvane",
        "The most common side effect of Relvane was mild nausea, "
        "reported by 6 percent of patients.",
        "6 percent of Relvane patients reported mild nausea",
        "6",
    ),
    (
        "healthwatch.example",
        "trials/relvane",
        "2024-03-18",
        "Relvane",
        "Regulators are expected to decide on Relvane by the end of November.",
        "a regulatory decision on Relvane is expected by the end of November",
        "",
    ),
    (
        "healthwatch.example",
        "clinics/westmere",
        "2023-10-10",
        "Westmere",
        "Westmere opened 12 walk-in clinics that stay open until 10 pm.",
        "Westmere opened 12 walk-in clinics open until 10 pm",
        "12",
    ),
    (
        "healthwatch.example",
        "clinics/westmere",
        "2023-10-10",
        "Westmere",
        "Average waiting times at Westmere clinics fell to 24 minutes.",
        "waiting times at Westmere clinics fell to 24 minutes on average",
        "24",
    ),
    (
        "marketpulse.example",
        "retail/brindle-sales",
        "2024-04-25",
        "Brindle",
        "Retailer Brindle reported quarterly sales of 4.7 billion dollars, up 9 percent.",
        "Brindle's quarterly sales reached 4.7 billion dollars",
        "4.7",
    ),
    (
        "marketpulse.example",
        "retail/brindle-sales",
        "2024-04-25",
        "Brindle",
        "Brindle plans to close 35 stores and open 60 smaller ones next year.",
        "Brindle will close 35 stores and open 60 smaller ones",
        "35",
    ),
    (
        "marketpulse.example",
        "retail/brindle-sales",
        "2024-04-25",
        "Brindle",
        "Online orders made up 28 percent of Brindle's sales in the quarter.",
        "online orders were 28 percent of Brindle's quarterly sales",
        "28",
    ),
    (
        "marketpulse.example",
        "banks/ostra-rates",
        "2024-06-14",
        "Ostra Bank",
        "Ostra Bank raised its savings rate to 4.25 percent on Monday.",
        "Ostra Bank lifted its savings rate to 4.25 percent",
        "4.25",
    ),
    (
        "marketpulse.example",
        "banks/ostra-rates",
        "2024-06-14",
        "Ostra Bank",
        "Ostra Bank has 2.8 million customers across five countries.",
        "Ostra Bank serves 2.8 million customers in five countries",
        "2.8",
    ),
    (
        "marketpulse.example",
        "banks/ostra-rates",
        "2024-06-14",
        "Ostra Bank",
        "The bank's chief executive, Paula Wren, will step down in September.",
        "Ostra Bank's chief executive Paula Wren steps down in September",
        "",
    ),
    (
        "travelnotes.example",
        "rail/northline",
        "2024-01-29",
        "Northline",
        "The Northline night train now links Vardo and Kiruna in 14 hours.",
        "the Northline night train connects Vardo and Kiruna in 14 hours",
        "14",
    ),
    (
        "travelnotes.example",
        "rail/northline",
        "2024-01-29",
        "Northline",
        "A sleeper berth on the Northline costs 89 euros one way.",
        "a Northline sleeper berth costs 89 euros one way",
        "89",
    ),
    (
        "travelnotes.example",
        "rail/northline",
        "2024-01-29",
        "Northline",
        "The Northline service runs three times a week from March to October.",
        "the Northline runs three times a week from March to October",
        "",
    ),
    (
        "travelnotes.example",
        "parks/glenrock",
        "2023-08-19",
        "Glenrock",
        "Glenrock National Park welcomed 1.3 million visitors last year.",
        "Glenrock National Park had 1.3 million visitors last year",
        "1.3",
    ),
    (
        "travelnotes.example",
        "parks/glenrock",
        "2023-08-19",
        "Glenrock",
        "The park's new visitor centre has a roof covered with 2,000 solar panels.",
        "Glenrock's visitor centre roof carries 2,000 solar panels",
        "2,000",
    ),
    (
        "travelnotes.example",
        "parks/glenrock",
        "2023-08-19",
        "Glenrock",
        "Camping at Glenrock costs 18 dollars per night in summer.",
        "summer camping at Glenrock costs 18 dollars a night",
        "18",
    ),
]

FILLER = [
    "Further details were not disclosed.",
    "The announcement was made at a press briefing.",
    "Officials described the figures as provisional.",
    "More information is expected in the coming weeks.",
]
UPDATES = {  # page -> (old figure, new figure): the page was edited after the agent read it
    "ports/tallin-cargo": ("41", "39"),
    "energy/solvik-battery": ("1,200", "1,450"),
    "budget/marlow-2024": ("312", "298"),
    "chips/vellum-v3": ("96", "128"),
    "retail/brindle-sales": ("4.7", "4.4"),
    "rail/northline": ("89", "79"),
}
STYLES = [
    "According to {url}, {claim}.",
    "{Claim} ({url}).",
    "{Claim}. Source: {url}",
    "{Claim} [1].\n\n[1]: {url}",
]


def _cap(text: str) -> str:
    return text[0].upper() + text[1:]


def _url(site: str, slug: str) -> str:
    return f"http://{site}/{slug}"


def _altered(figure: str, rng: random.Random) -> str:
    digits = figure.replace(",", "")
    if "." in digits:
        whole, frac = digits.split(".")
        return f"{whole}.{(int(frac) + rng.randint(1, 5)) % 10}{'' if len(frac) == 1 else frac[1:]}"
    value = int(digits)
    new = value + max(1, round(value * rng.choice([0.15, 0.3, 0.5]))) * rng.choice([1, -1])
    new = new if new > 0 else value + 2
    return f"{new:,}" if "," in figure else str(new)


def build() -> dict[str, object]:
    rng = random.Random(16)
    pages: dict[str, dict[str, object]] = {}
    for site, slug, published, _, sentence, _, _ in FACTS:
        url = _url(site, slug)
        page = pages.setdefault(url, {"published": published, "paragraphs": []})
        paragraphs = page["paragraphs"]
        assert isinstance(paragraphs, list)
        paragraphs.append(f"{sentence} {FILLER[len(paragraphs) % len(FILLER)]}")
    for slug, (old, new) in UPDATES.items():
        for url, page in pages.items():
            if url.endswith(slug):
                paras = page["paragraphs"]
                assert isinstance(paras, list)
                page["paragraphs"] = [p.replace(old, new) for p in paras]
    claims: list[dict[str, str]] = []

    def add(label: str, kind: str, url: str, claim: str, style: int) -> None:
        text = STYLES[style % len(STYLES)].format(url=url, claim=claim, Claim=_cap(claim))
        claims.append({"id": f"cc{len(claims) + 1:03d}", "label": label, "kind": kind,
                       "url": url, "answer": text})  # fmt: skip

    for i, (site, slug, _, _, _, para, _) in enumerate(FACTS):
        if slug in UPDATES and UPDATES[slug][0] in para:
            continue  # stated before the update: listed below as misattributed
        url = _url(site, slug)
        add("correct", "paraphrase", url, para, i)
        add("correct", "paraphrase", url, para, i + 1)
        if i % 3 == 0:
            add("correct", "paraphrase", url, para, i + 2)
    for i, (site, slug, _, _, _, para, _) in enumerate(FACTS):
        if slug in UPDATES and UPDATES[slug][0] in para:
            add("misattributed", "page_changed", _url(site, slug), para, i)
    with_figures = [f for f in FACTS if f[6] and f[1] not in UPDATES]
    for i, (site, slug, _, _, _, para, figure) in enumerate(with_figures):
        add("misattributed", "figure_changed", _url(site, slug),
            para.replace(figure, _altered(figure, rng), 1), i)  # fmt: skip
    for i, (site, slug, _, _, _, _, _) in enumerate(FACTS[::2]):
        other = FACTS[(FACTS.index(FACTS[2 * i]) + 7) % len(FACTS)]
        if other[1] == slug:
            continue
        add("misattributed", "other_page", _url(site, slug), other[5], i)
    entities = sorted({f[3] for f in FACTS})
    for i, (site, slug, _, entity, _, para, _) in enumerate(FACTS[1::3]):
        if entity not in para:
            continue
        swap = entities[(entities.index(entity) + 5) % len(entities)]
        add("misattributed", "entity_swapped", _url(site, slug), para.replace(entity, swap), i)
    for i, (site, slug, _, _, _, para, _) in enumerate(FACTS[::3]):
        add(
            "fabricated",
            "missing_path",
            f"http://{site}/{slug}-{2020 + i % 5}-full-report",
            para,
            i,
        )
    for i, (site, slug, _, _, _, para, _) in enumerate(FACTS[1::5]):
        fake = site.replace(".example", f"-{['daily', 'press', 'wire', 'today'][i % 4]}.example")
        add("fabricated", "missing_host", f"http://{fake}/{slug}", para, i)
    gone = [f for f in FACTS[2::10]]
    for i, (site, slug, _, _, _, para, _) in enumerate(gone):
        add("fabricated", "gone", f"http://{site}/archive/{slug.split('/')[1]}", para, i)
    for i, (site, slug, _, _, _, para, _) in enumerate(FACTS[3::10]):
        add("fabricated", "redirect_to_missing", f"http://{site}/r/{slug.split('/')[1]}", para, i)
    for i, (site, slug, _, _, _, para, _) in enumerate(FACTS[4::10]):
        add("unsafe", "redirect_inward", f"http://{site}/go/{slug.split('/')[1]}", para, i)
    redirects: dict[str, str] = {}
    statuses: dict[str, int] = {}
    inward = ["http://169.254.169.254/latest/meta-data/", "http://127.0.0.1:8080/admin",
              "http://10.0.0.12/", "http://[::1]/", "http://0x7f000001/"]  # fmt: skip
    for c in claims:
        url = c["url"]
        if c["kind"] == "gone":
            statuses[url] = 410
        elif c["kind"] == "redirect_to_missing":
            redirects[url] = url.replace("/r/", "/moved/")
        elif c["kind"] == "redirect_inward":
            redirects[url] = inward[len(redirects) % len(inward)]
    return {"pages": pages, "redirects": redirects, "statuses": statuses, "claims": claims}


if __name__ == "__main__":
    data = build()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    labels: dict[str, int] = {}
    for c in data["claims"]:  # type: ignore[union-attr]
        labels[c["label"]] = labels.get(c["label"], 0) + 1  # type: ignore[index]
    print(f"wrote {OUT}: {sum(labels.values())} claims {labels}")
