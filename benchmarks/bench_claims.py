"""Claims extraction speed: median time per answer by language and length.

    python benchmarks/bench_claims.py [--repeat N] [--detect]

Answers of 1, 5 (with a self-tag block, the target case: <= 0.3 ms), 10 and
100 sentences per language; the last column divides the 100-sentence time by
100 x the 1-sentence time (about 1 means linear growth). Pass --detect to let
`extract` detect the language instead of being told.

Each figure is the lowest of ``--rounds`` medians: other processes on a shared
machine only ever add time, so the lowest median is the least disturbed one. The
first line times ``sum(range(1000))`` as a yardstick of how fast the machine is
running at the moment (about 8-10 us on an idle modern core).
"""

from __future__ import annotations

import argparse
import statistics
import time
from datetime import datetime

from nyaya.claims import extract

NOW = datetime(2026, 3, 4, 9, 30)

SENTENCES = {
    "en": [
        "I checked your inbox and you have 3 new emails from Alice Chen.",
        "She probably wants the budget review moved to next Monday.",
        "According to Reuters, interest rates rose 0.25% this week.",
        "There are no meetings on your calendar tomorrow.",
        "The invoice total is $1,200, due on March 15, 2026.",
    ],
    "es": [
        "Revisé tu correo y tienes tres correos nuevos de Juan Pérez.",
        "Parece que quiere mover la revisión al lunes que viene.",
        "Según Reuters, las tasas subieron un 0,25% esta semana.",
        "No hay reuniones en tu calendario mañana.",
        "La factura es de 1.234,50 pesos y vence el 15 de marzo de 2026.",
    ],
    "hi": [
        "मैंने आपके ईमेल देखे और आपके पास तीन नए ईमेल हैं।",
        "शायद राहुल बजट की समीक्षा अगले सोमवार तक चाहते हैं।",
        "रॉयटर्स के अनुसार इस हफ्ते ब्याज दरें 0.25% बढ़ीं।",
        "कल आपके कैलेंडर में कोई मीटिंग नहीं है।",
        "बिल ₹1,20,000 का है और १५ मार्च को देय है।",
    ],
    "zh": [
        "我查看了你的邮箱，你有三封来自张伟的新邮件。",
        "他似乎想把预算评审推迟到下周一。",
        "据路透社报道，本周利率上升了0.25%。",
        "你明天的日历上没有会议。",
        "发票总额为1.2万元，2026年3月15日到期。",
    ],
}


def selftag(sentences: list[str]) -> str:
    entries = "".join(
        f'- claim: "{s.rstrip(".。।")}"\n  source_type: tool_output\n  evidence: call_1\n'
        for s in sentences[:3]
    )
    return f"\n\n---VERIFICATION---\n{entries}---END VERIFICATION---\n"


def answer(language: str, n: int, tagged: bool) -> str:
    pool = SENTENCES[language]
    sentences = [pool[i % len(pool)] for i in range(n)]
    joiner = "" if language == "zh" else " "
    return joiner.join(sentences) + (selftag(sentences) if tagged else "")


def median_us(text: str, language: str | None, repeat: int, rounds: int) -> float:
    extract(text, language=language, now=NOW)  # warm caches (lexicons, compiled patterns)
    medians = []
    for _ in range(rounds):
        times = []
        for _ in range(repeat):
            t0 = time.perf_counter()
            extract(text, language=language, now=NOW)
            times.append(time.perf_counter() - t0)
        medians.append(statistics.median(times))
    return min(medians) * 1e6


def yardstick_us() -> float:
    best = float("inf")
    for _ in range(200):
        t0 = time.perf_counter()
        sum(range(1000))
        best = min(best, time.perf_counter() - t0)
    return best * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--detect", action="store_true", help="do not pass the language")
    args = parser.parse_args()
    print(f"yardstick sum(range(1000)): {yardstick_us():.1f} us")
    print(
        f"{'lang':4} {'1 sent':>9} {'5+tag':>9} {'10 sent':>9} {'100 sent':>10} {'100/(100x1)':>12}"
    )
    worst = 0.0
    for language in SENTENCES:
        given = None if args.detect else language
        r, n = args.repeat, args.rounds
        one = median_us(answer(language, 1, False), given, r, n)
        five = median_us(answer(language, 5, True), given, r, n)
        ten = median_us(answer(language, 10, False), given, r, n)
        hundred = median_us(answer(language, 100, False), given, max(10, r // 10), n)
        worst = max(worst, five)
        print(
            f"{language:4} {one:7.1f}us {five:7.1f}us {ten:7.1f}us {hundred:8.1f}us "
            f"{hundred / (100 * one):12.2f}"
        )
    verdict = "OK" if worst <= 300 else "OVER"
    print(f"worst median for 5 sentences + self-tag: {worst:.1f} us (target <= 300 us: {verdict})")


if __name__ == "__main__":
    main()
