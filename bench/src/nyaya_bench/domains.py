"""Tool domains for the scenario generator: a tool schema, arguments and a realistic output.

Each builder returns a `DomainCase`: what the agent called, what came back and
the raw values an answer may state about it (the generator formats them).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from typing import Any

from nyaya_bench.numbers import date_text
from nyaya_bench.texts import LanguageText


@dataclass(frozen=True, slots=True)
class DomainCase:
    """One tool call of a domain with the values an answer can report."""

    tool: dict[str, Any]
    arguments: dict[str, Any]
    output: Any
    n: int
    q: str
    name: str | None = None
    num: Decimal | None = None
    num_kind: str = "money"
    big: Decimal | None = None
    day: date | None = None
    clock: time | None = None
    ident: str | None = None
    urls: tuple[str, ...] = ()
    names_in_output: tuple[str, ...] = field(default_factory=tuple)
    facts_first: bool = False


SITES = {
    "en": (
        "www.reuters.com",
        "www.theverge.com",
        "en.wikipedia.org",
        "arstechnica.com",
        "www.bbc.com",
    ),
    "hi": ("www.bhaskar.com", "navbharattimes.indiatimes.com", "www.aajtak.in", "hindi.news18.com"),
    "zh": ("www.thepaper.cn", "news.sina.com.cn", "www.36kr.com", "zhuanlan.zhihu.com"),
    "es": ("elpais.com", "www.elmundo.es", "www.xataka.com", "cincodias.elpais.com"),
}
_TICKERS = {
    "en": (("AAPL", 190), ("MSFT", 420), ("NVDA", 130), ("TSLA", 240), ("AMZN", 185)),
    "hi": (("RELIANCE", 2900), ("TCS", 4100), ("INFY", 1800), ("HDFCBANK", 1650)),
    "zh": (("比亚迪", 260), ("腾讯控股", 380), ("宁德时代", 210), ("贵州茅台", 1600)),
    "es": (("Inditex", 48), ("Santander", 4.6), ("Iberdrola", 12.8), ("Telefónica", 4.1)),
}
_NEWS_SOURCES = ("Reuters", "Bloomberg", "Financial Times", "CNBC", "MarketWatch")
_ROUTES = {
    "en": ("{a} to {b}",),
    "hi": ("{a} से {b}",),
    "zh": ("{a}到{b}",),
    "es": ("de {a} a {b}",),
}
_BASE = date(2026, 1, 5)
_QUARTERS = (0, 15, 30, 45)
_HEADLINES = (
    "shares move on earnings",
    "analyst update",
    "quarterly results",
    "new product launch",
    "guidance revised",
)


def _day(rng: random.Random) -> date:
    return _BASE + timedelta(days=rng.randrange(0, 330))


def _money(rng: random.Random, lo: float, hi: float) -> Decimal:
    return Decimal(str(round(rng.uniform(lo, hi), 2)))


def _scale(lt: LanguageText) -> float:
    return {"INR": 80.0, "CNY": 7.0, "EUR": 0.9}.get(lt.currency, 1.0)


def _slug(text: str, rng: random.Random) -> str:
    ascii_part = "".join(c if c.isascii() and c.isalnum() else "-" for c in text.lower())
    words = [w for w in ascii_part.split("-") if w][:5]
    return "-".join([*words, str(rng.randrange(10000, 99999))])


def _email_addr(person: str, rng: random.Random) -> str:
    local = "".join(c for c in person.lower() if c.isascii() and c.isalpha())
    return f"{local or 'user'}{rng.randrange(10, 99)}@example.com"


def email(lt: LanguageText, rng: random.Random, n: int) -> DomainCase:
    person = rng.choice(lt.persons)
    addr = _email_addr(person, rng)
    days = sorted((_day(rng) for _ in range(n)), reverse=True)
    subjects = [rng.choice(lt.subjects) for _ in range(n)]
    items = [
        {
            "email_id": f"{rng.randrange(16**8):08x}",
            "date": f"{d.isoformat()} {rng.randrange(7, 20):02d}:{rng.choice(_QUARTERS):02d}:00",
            "sender": addr,
            "sender_name": person,
            "subject": s,
            "unread": rng.random() < 0.5,
        }
        for d, s in zip(days, subjects, strict=True)
    ]
    tool = _tool(
        "search_inbox", "Search the user's inbox by sender or keyword.", {"sender": "string"}
    )
    return DomainCase(
        tool=tool,
        arguments={"sender": person},
        output={"emails": items, "total": n},
        n=n,
        q=person,
        name=subjects[0] if n else None,
        day=days[0] if n else None,
        names_in_output=tuple(subjects),
    )


def calendar(lt: LanguageText, rng: random.Random, n: int) -> DomainCase:
    d = _day(rng)
    starts = sorted(rng.sample(range(16, 38), n)) if n else []
    titles = [rng.choice(lt.events) for _ in range(n)]
    events = [
        {
            "event_id": f"evt_{rng.randrange(10**6):06d}",
            "title": t,
            "start": datetime.combine(d, time(s // 2, 30 * (s % 2))).isoformat(),
            "end": (
                datetime.combine(d, time(s // 2, 30 * (s % 2))) + timedelta(minutes=45)
            ).isoformat(),
            "attendees": rng.sample(list(lt.persons), rng.randrange(1, 4)),
        }
        for s, t in zip(starts, titles, strict=True)
    ]
    tool = _tool("list_events", "List calendar events on a given day.", {"date": "string"})
    first = time(starts[0] // 2, 30 * (starts[0] % 2)) if n else None
    return DomainCase(
        tool=tool,
        arguments={"date": d.isoformat()},
        output={"date": d.isoformat(), "events": events},
        n=n,
        q=date_text(d, lt, rng),
        name=titles[0] if n else None,
        clock=first,
        names_in_output=tuple(titles),
    )


def weather(lt: LanguageText, rng: random.Random, n: int) -> DomainCase:
    n = max(n, 1)
    city = rng.choice(lt.cities)
    start = _day(rng)
    conditions = ("sunny", "partly cloudy", "cloudy", "light rain", "showers", "clear")
    highs = [rng.randrange(8, 38) for _ in range(n)]
    days: list[dict[str, Any]] = [
        {
            "date": (start + timedelta(days=i)).isoformat(),
            "high_c": highs[i],
            "low_c": 0,
            "conditions": rng.choice(conditions),
            "precip_chance": rng.randrange(0, 100, 10),
        }
        for i in range(n)
    ]
    for d in days:
        d["low_c"] = int(d["high_c"]) - rng.randrange(4, 12)
    warm = max(range(n), key=lambda i: (highs[i], -i))
    tool = _tool(
        "get_forecast", "Daily weather forecast for a city.", {"city": "string", "days": "integer"}
    )
    return DomainCase(
        tool=tool,
        arguments={"city": city, "days": n},
        output={"location": city, "units": "metric", "forecast": days},
        n=n,
        q=city,
        num=Decimal(highs[warm]),
        num_kind="plain",
        day=start + timedelta(days=warm),
    )


def stocks(lt: LanguageText, rng: random.Random, n: int) -> DomainCase:
    symbol, base = rng.choice(_TICKERS[lt.code])
    price = Decimal(str(round(base * rng.uniform(0.8, 1.2), 2)))
    volume = Decimal(rng.randrange(200_000, 90_000_000))
    sites = SITES[lt.code]
    news = []
    for _ in range(n):
        site = rng.choice(sites)
        source = rng.choice(_NEWS_SOURCES)
        headline = f"{symbol}: {rng.choice(_HEADLINES)}"
        news.append(
            {
                "headline": headline,
                "source": source,
                "url": f"https://{site}/markets/{_slug(headline, rng)}",
                "published": _day(rng).isoformat(),
            }
        )
    output = {
        "symbol": symbol,
        "price": float(price),
        "currency": lt.currency,
        "change_pct": round(rng.uniform(-4.5, 4.5), 2),
        "volume": int(volume),
        "news": news,
    }
    tool = _tool("get_stock_quote", "Latest quote and news for a ticker.", {"symbol": "string"})
    return DomainCase(
        tool=tool,
        arguments={"symbol": symbol},
        output=output,
        n=n,
        q=symbol,
        num=price,
        big=volume,
        urls=tuple(str(x["url"]) for x in news),
        names_in_output=tuple(str(x["source"]) for x in news),
        facts_first=True,
    )


def web_search(lt: LanguageText, rng: random.Random, n: int) -> DomainCase:
    query, titles = rng.choice(lt.topics)
    sites = SITES[lt.code]
    results = []
    for i in range(n):
        title = titles[i] if i < len(titles) else f"{query} — {rng.choice(sites)}"
        site = rng.choice(sites)
        results.append(
            {
                "title": title,
                "url": f"https://{site}/{_slug(title, rng)}",
                "snippet": f"{title}. {rng.choice(titles)} …",
            }
        )
    tool = _tool("web_search", "Search the web and return ranked results.", {"query": "string"})
    return DomainCase(
        tool=tool,
        arguments={"query": query},
        output={"query": query, "results": results},
        n=n,
        q=query,
        name=str(results[0]["title"]) if n else None,
        urls=tuple(str(r["url"]) for r in results),
        names_in_output=tuple(str(r["title"]) for r in results),
    )


def orders(lt: LanguageText, rng: random.Random, n: int) -> DomainCase:
    person = rng.choice(lt.persons)
    days = sorted((_day(rng) for _ in range(n)), reverse=True)
    statuses = ("delivered", "shipped", "processing", "cancelled")
    items = [
        {
            "order_id": f"#W{rng.randrange(1_000_000, 9_999_999)}",
            "date": d.isoformat(),
            "total": round(float(_money(rng, 15, 900)) * _scale(lt), 2),
            "currency": lt.currency,
            "status": rng.choice(statuses),
            "items": [{"name": rng.choice(lt.products), "qty": rng.randrange(1, 4)}],
        }
        for d in days
    ]
    tool = _tool("get_orders", "Order history for a customer.", {"customer": "string"})
    return DomainCase(
        tool=tool,
        arguments={"customer": person},
        output={"customer": person, "orders": items},
        n=n,
        q=person,
        num=Decimal(str(items[0]["total"])) if n else None,
        day=days[0] if n else None,
        ident=str(items[0]["order_id"]) if n else None,
    )


def crm(lt: LanguageText, rng: random.Random, n: int) -> DomainCase:
    company = rng.choice(lt.companies)
    names = rng.sample(list(lt.deals), min(n, len(lt.deals)))
    names += [f"{rng.choice(lt.deals)} {i + 2}" for i in range(n - len(names))]
    deals = [
        {
            "deal_id": f"D-{rng.randrange(10000, 99999)}",
            "name": name,
            "amount": int(rng.randrange(5, 900) * 1000 * _scale(lt)),
            "currency": lt.currency,
            "stage": rng.choice(("qualification", "proposal", "negotiation", "discovery")),
            "owner": rng.choice(lt.persons),
        }
        for name in names
    ]
    top = max(range(n), key=lambda i: (deals[i]["amount"], -i)) if n else 0
    tool = _tool("crm_search_deals", "Open deals for an account in the CRM.", {"account": "string"})
    return DomainCase(
        tool=tool,
        arguments={"account": company, "status": "open"},
        output={"account": company, "deals": deals},
        n=n,
        q=company,
        name=str(deals[top]["name"]) if n else None,
        num=Decimal(int(deals[top]["amount"])) if n else None,
        names_in_output=tuple(names),
    )


def files(lt: LanguageText, rng: random.Random, n: int) -> DomainCase:
    folder = rng.choice(("Finance", "Projects", "Shared", "Legal", "Marketing", "Design"))
    names = rng.sample(list(lt.files), min(n, len(lt.files)))
    names += [f"scan_{rng.randrange(100, 999)}.pdf" for _ in range(n - len(names))]
    days = sorted((_day(rng) for _ in range(n)), reverse=True)
    entries = [
        {
            "name": name,
            "size_bytes": rng.randrange(2_000, 40_000_000),
            "modified": f"{d.isoformat()}T{rng.randrange(8, 19):02d}:{rng.randrange(60):02d}:00Z",
        }
        for name, d in zip(names, days, strict=True)
    ]
    tool = _tool("list_files", "List the files in a folder.", {"folder": "string"})
    return DomainCase(
        tool=tool,
        arguments={"folder": folder},
        output={"path": f"/{folder}", "files": entries},
        n=n,
        q=folder,
        name=names[0] if n else None,
        day=days[0] if n else None,
        names_in_output=tuple(names),
    )


def flights(lt: LanguageText, rng: random.Random, n: int) -> DomainCase:
    a, b = rng.sample(list(lt.cities), 2)
    route = rng.choice(_ROUTES[lt.code]).format(a=a, b=b)
    d = _day(rng)
    carriers = ("HA", "UA", "AI", "6E", "CA", "MU", "IB", "VY")
    options = [
        {
            "flight_number": f"{rng.choice(carriers)}{rng.randrange(100, 9999)}",
            "departure": f"{rng.randrange(5, 23):02d}:{rng.choice((0, 10, 25, 40, 55)):02d}",
            "duration_min": rng.randrange(55, 420),
            "price": round(float(_money(rng, 60, 700)) * _scale(lt), 2),
            "currency": lt.currency,
            "seats_left": rng.randrange(1, 40),
        }
        for _ in range(n)
    ]
    cheapest = min(range(n), key=lambda i: (options[i]["price"], i)) if n else 0
    clock = None
    if n:
        hh, mm = str(options[cheapest]["departure"]).split(":")
        clock = time(int(hh), int(mm))
    tool = _tool(
        "search_flights",
        "Search flights between two cities on a date.",
        {"origin": "string", "destination": "string", "date": "string"},
    )
    return DomainCase(
        tool=tool,
        arguments={"origin": a, "destination": b, "date": d.isoformat()},
        output={"origin": a, "destination": b, "date": d.isoformat(), "flights": options},
        n=n,
        q=route,
        name=str(options[cheapest]["flight_number"]) if n else None,
        num=Decimal(str(options[cheapest]["price"])) if n else None,
        clock=clock,
        day=d,
        names_in_output=tuple(str(o["flight_number"]) for o in options),
    )


def tickets(lt: LanguageText, rng: random.Random, n: int) -> DomainCase:
    company = rng.choice(lt.companies)
    days = sorted(_day(rng) for _ in range(n))
    subjects = [rng.choice(lt.ticket_subjects) for _ in range(n)]
    rows = [
        {
            "id": rng.randrange(10000, 99999),
            "subject": s,
            "priority": rng.choice(("low", "normal", "high", "urgent")),
            "status": "open",
            "created": d.isoformat(),
        }
        for s, d in zip(subjects, days, strict=True)
    ]
    tool = _tool("search_tickets", "Open support tickets for a customer.", {"customer": "string"})
    return DomainCase(
        tool=tool,
        arguments={"customer": company, "status": "open"},
        output={"customer": company, "tickets": rows, "count": n},
        n=n,
        q=company,
        name=subjects[0] if n else None,
        day=days[0] if n else None,
        ident=str(rows[0]["id"]) if n else None,
        names_in_output=tuple(subjects),
    )


def _tool(name: str, description: str, props: dict[str, str]) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {
            "name": name,
            "description": description,
            "parameters": {
                "type": "object",
                "properties": {k: {"type": v} for k, v in props.items()},
                "required": list(props)[:1],
            },
        },
    }


Builder = Callable[[LanguageText, random.Random, int], DomainCase]

BUILDERS: dict[str, Builder] = {
    "email": email,
    "calendar": calendar,
    "weather": weather,
    "stocks": stocks,
    "web_search": web_search,
    "orders": orders,
    "crm": crm,
    "files": files,
    "flights": flights,
    "tickets": tickets,
}

EXTRA_TOOLS: dict[str, dict[str, Any]] = {
    "send_email": _tool(
        "send_email", "Send an email.", {"to": "string", "subject": "string", "body": "string"}
    ),
    "create_event": _tool(
        "create_event", "Create a calendar event.", {"title": "string", "start": "string"}
    ),
    "update_crm": _tool(
        "update_crm", "Update a CRM record.", {"record_id": "string", "notes": "string"}
    ),
    "issue_refund": _tool(
        "issue_refund", "Refund an order.", {"order_id": "string", "amount": "number"}
    ),
    "create_ticket": _tool("create_ticket", "Open a support ticket.", {"subject": "string"}),
    "list_events": _tool("list_events", "List calendar events on a given day.", {"date": "string"}),
    "send_message": _tool(
        "send_message", "Send a chat message.", {"to": "string", "text": "string"}
    ),
    "web_search": _tool(
        "web_search", "Search the web and return ranked results.", {"query": "string"}
    ),
    "lookup_contact": _tool("lookup_contact", "Find a contact by name.", {"name": "string"}),
    "get_user_profile": _tool("get_user_profile", "The signed-in user's profile.", {}),
}
