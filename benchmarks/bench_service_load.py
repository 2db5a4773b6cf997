"""Load test of `nyaya serve` on loopback: a fixed rate of checks for a fixed time.

Starts ``nyaya serve --workers W`` on 127.0.0.1 with a fresh SQLite store, then sends
``POST /v1/check`` at ``--rate`` requests per second for ``--duration`` seconds over
``--connections`` keep-alive connections (a small asyncio HTTP/1.1 client: the load
generator shares the machine's two cores, so it must cost little). Latency is measured
from each request's *scheduled* send time, so a server that falls behind is charged
for the queue it builds (no coordinated omission).

It reports throughput, latency percentiles, errors, and whether every acknowledged
check is in the store (``/healthz`` count == acknowledged), and splits the server's
CPU per request into the check itself (`nyaya.check` timed in-process on the same
run) and the service around it (HTTP, JSON, auth, ledger write, access log).

    python benchmarks/bench_service_load.py --rate 500 --duration 60 --workers 2

``--in-process N`` measures the service's own CPU per check without a server or a
client (so without the CPU they compete for on a shared machine): N requests per round
through the ASGI app, alternating with rounds of `nyaya.check` alone.

    python benchmarks/bench_service_load.py --in-process 200 --rounds 7
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
API_KEY = "bench-key-0123456789abcdef"
RUN = json.loads((ROOT / "examples" / "inbox_run.json").read_text(encoding="utf-8"))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def request_bytes(i: int, port: int) -> bytes:
    body = json.dumps({**RUN, "run_id": f"load-{i}"}).encode()
    head = (
        f"POST /v1/check HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-API-Key: {API_KEY}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    )
    return head.encode() + body


async def read_response(reader: asyncio.StreamReader) -> tuple[int, dict[str, str]]:
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        if ":" in line:
            k, v = line.split(":", 1)
            headers[k.strip().lower()] = v.strip()
    await reader.readexactly(int(headers.get("content-length", "0")))
    return status, headers


async def load(port: int, rate: float, duration: float, connections: int) -> dict[str, Any]:
    total = int(rate * duration)
    queue: asyncio.Queue[tuple[int, float] | None] = asyncio.Queue()
    latencies: list[float] = []
    errors: list[str] = []
    acknowledged = 0

    async def schedule(start: float) -> None:
        for i in range(total):
            due = start + i / rate
            delay = due - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            queue.put_nowait((i, due))
        for _ in range(connections):
            queue.put_nowait(None)

    async def connection() -> None:
        nonlocal acknowledged
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        try:
            while (job := await queue.get()) is not None:
                i, due = job
                writer.write(request_bytes(i, port))
                try:
                    status, headers = await read_response(reader)
                except (asyncio.IncompleteReadError, ConnectionError) as exc:
                    errors.append(f"{type(exc).__name__}")
                    writer.close()
                    reader, writer = await asyncio.open_connection("127.0.0.1", port)
                    continue
                latencies.append(time.perf_counter() - due)
                if status == 200 and "x-nyaya-check-id" in headers:
                    acknowledged += 1
                else:
                    errors.append(str(status))
        finally:
            writer.close()

    start = time.perf_counter() + 0.05
    began = time.perf_counter()
    await asyncio.gather(schedule(start), *(connection() for _ in range(connections)))
    elapsed = time.perf_counter() - began
    latencies.sort()

    def pct(p: float) -> float:
        return latencies[min(len(latencies) - 1, int(p * len(latencies)))] * 1000

    return {
        "requests": total,
        "acknowledged": acknowledged,
        "errors": len(errors),
        "error_kinds": sorted(set(errors))[:5],
        "seconds": round(elapsed, 2),
        "throughput_per_s": round(acknowledged / elapsed, 1),
        "p50_ms": round(pct(0.50), 2),
        "p90_ms": round(pct(0.90), 2),
        "p99_ms": round(pct(0.99), 2),
        "max_ms": round(latencies[-1] * 1000, 2) if latencies else None,
    }


def tree_cpu_seconds(pid: int) -> float:
    """User + system CPU of a process and its children (the uvicorn workers), from /proc."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    pids = [pid]
    children = Path(f"/proc/{pid}/task/{pid}/children")
    if children.exists():
        pids += [int(p) for p in children.read_text().split()]
    for p in pids:
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / tick
    return total


def check_cost_ms(repeat: int = 400) -> float:
    from nyaya import check, load_run

    run = load_run({**RUN, "run_id": "cost"})
    for _ in range(30):
        check(run)
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        check(run)
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


async def _asgi_check(app: Any, body: bytes) -> None:
    scope = {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST",
        "scheme": "http", "path": "/v1/check", "raw_path": b"/v1/check", "query_string": b"",
        "root_path": "", "client": ("127.0.0.1", 1), "server": ("127.0.0.1", 80),
        "headers": [
            (b"host", b"127.0.0.1"), (b"x-api-key", API_KEY.encode()),
            (b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
        ],
    }  # fmt: skip
    sent = False

    async def receive() -> dict[str, Any]:
        nonlocal sent
        if sent:  # the app asks again only to learn of a disconnect: there is none
            await asyncio.sleep(3600)
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    statuses: list[int] = []

    async def send(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start":
            statuses.append(message["status"])

    await app(scope, receive, send)
    if statuses != [200]:
        raise SystemExit(f"the check answered {statuses}")


def in_process(requests: int, rounds: int) -> dict[str, Any]:
    """The service's CPU per check without the network: the ASGI app (middleware, JSON,
    auth, the check, the ledger write through the group writer, the access log, here to
    /dev/null) against `nyaya.check` alone on the same run, in alternating rounds on one
    event loop. Each request waits for its own commit, so every write is a batch of one."""
    import logging

    from nyaya import check, load_run
    from nyaya.service import Settings, create_app

    tmp = Path(tempfile.mkdtemp(prefix="nyaya-load-"))
    app = create_app(
        Settings(store=str(tmp / "load.db"), api_keys=frozenset({API_KEY}), access_log=True)
    )
    devnull = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 (open for the run)
    for handler in logging.getLogger("nyaya.access").handlers:
        if isinstance(handler, logging.StreamHandler):
            handler.setStream(devnull)
    bodies = [json.dumps({**RUN, "run_id": f"load-{i}"}).encode() for i in range(50)]
    bodies += [
        json.dumps({**RUN, "run_id": f"load-{i}"}).encode()
        for i in range(50, 50 + requests * rounds)
    ]
    runs = [load_run({**RUN, "run_id": f"cost-{i}"}) for i in range(requests)]

    async def measure() -> tuple[list[float], list[float]]:
        service: list[float] = []
        alone: list[float] = []
        async with app.router.lifespan_context(app):
            for body in bodies[:50]:
                await _asgi_check(app, body)
            for run in runs[:30]:
                check(run)
            k = 50
            for _ in range(rounds):
                start = time.process_time()
                for _ in range(requests):
                    await _asgi_check(app, bodies[k])
                    k += 1
                service.append((time.process_time() - start) / requests * 1000)
                start = time.process_time()
                for run in runs:
                    check(run)
                alone.append((time.process_time() - start) / requests * 1000)
        return service, alone

    service, alone = asyncio.run(measure())
    devnull.close()
    return {
        "mode": "in-process",
        "requests_per_round": requests,
        "rounds": rounds,
        "service_cpu_ms_per_request_min": round(min(service), 3),
        "check_cpu_ms_min": round(min(alone), 3),
        "service_overhead_ms_per_request": round(min(service) - min(alone), 3),
        "service_cpu_ms_per_request_median": round(statistics.median(service), 3),
        "check_cpu_ms_median": round(statistics.median(alone), 3),
        "load_average_after": os.getloadavg()[0],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rate", type=float, default=500.0)
    parser.add_argument("--duration", type=float, default=60.0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds at the same rate first")
    parser.add_argument("--no-access-log", action="store_true")
    parser.add_argument("--out", type=Path, default=None, help="write the figures as JSON here")
    parser.add_argument(
        "--in-process",
        type=int,
        default=0,
        metavar="N",
        help="no server: N requests per round through the ASGI app against nyaya.check alone",
    )
    parser.add_argument("--rounds", type=int, default=7, help="rounds of --in-process")
    args = parser.parse_args()
    if args.in_process:
        figures = in_process(args.in_process, args.rounds)
        print(json.dumps(figures, indent=2))
        if args.out:
            args.out.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
        return

    tmp = Path(tempfile.mkdtemp(prefix="nyaya-load-"))
    port = free_port()
    command = [
        sys.executable, "-c", "from nyaya.cli import main; main()", "serve",
        "--port", str(port), "--workers", str(args.workers), "--store", str(tmp / "load.db"),
        "--api-key", API_KEY,
    ]  # fmt: skip
    if args.no_access_log:
        command.append("--no-access-log")
    log = (tmp / "server.log").open("w")
    server = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    try:
        import httpx

        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise SystemExit(f"server did not start; see {tmp / 'server.log'}") from None
                time.sleep(0.2)
        warm = asyncio.run(load(port, args.rate, args.warmup, args.connections))
        cpu_before = tree_cpu_seconds(server.pid)
        result = asyncio.run(load(port, args.rate, args.duration, args.connections))
        cpu_after = tree_cpu_seconds(server.pid)
        stored = httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=10).json()["checks"]
    finally:
        server.terminate()
        server.wait(timeout=30)
        log.close()
    cost = check_cost_ms()
    server_ms = (cpu_after - cpu_before) / max(result["acknowledged"], 1) * 1000
    figures = {
        **result,
        "rate_target_per_s": args.rate,
        "workers": args.workers,
        "connections": args.connections,
        "access_log": not args.no_access_log,
        "stored_checks": stored,
        "acknowledged_incl_warmup": result["acknowledged"] + warm["acknowledged"],
        "lost_entries": result["acknowledged"] + warm["acknowledged"] - stored,
        "server_cpu_ms_per_request": round(server_ms, 3),
        "check_cpu_ms_in_process_median": round(cost, 3),
        "service_overhead_ms_per_request": round(server_ms - cost, 3),
        "cpus": os.cpu_count(),
        "load_average_after": os.getloadavg()[0],
    }
    print(json.dumps(figures, indent=2))
    if args.out:
        args.out.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
