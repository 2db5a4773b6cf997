"""A real `nyaya serve` process on loopback, started once per module that asks for it."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

API_KEY = "test-key-0123456789abcdef"


@dataclass
class Server:
    url: str
    process: subprocess.Popen[str]
    log: Path
    store: Path

    def access_log(self) -> list[str]:
        return [
            ln for ln in self.log.read_text(encoding="utf-8").splitlines() if ln.startswith("{")
        ]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(tmp: Path, *extra: str, workers: int = 1) -> Server:
    port = free_port()
    log = tmp / "server.log"
    store = tmp / "service.db"
    env = {k: v for k, v in os.environ.items() if not k.startswith("NYAYA_")}
    with log.open("w", encoding="utf-8") as handle:  # the child keeps its own descriptor
        process = subprocess.Popen(
            [
                sys.executable,
                "-c",
                "from nyaya.cli import main; main()",
                "serve",
                "--port",
                str(port),
                "--store",
                str(store),
                "--api-key",
                API_KEY,
                "--workers",
                str(workers),
                *extra,
            ],
            stdout=handle,
            stderr=subprocess.STDOUT,
            text=True,
            env=env,
        )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"nyaya serve exited: {log.read_text(encoding='utf-8')}")
        try:
            if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                return Server(url, process, log, store)
        except httpx.HTTPError:
            time.sleep(0.2)
    process.kill()
    raise RuntimeError("nyaya serve did not start in 60 s")


def stop_server(server: Server) -> None:
    server.process.terminate()
    try:
        server.process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        server.process.kill()
        server.process.wait()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    keys = tmp_path_factory.mktemp("keys") / "keys.json"
    subprocess.run(
        [
            sys.executable,
            "-c",
            "from nyaya.cli import main; main()",
            "keys",
            "new",
            "--alg",
            "ed25519",
            "--out",
            str(keys),
        ],
        check=True,
        capture_output=True,
    )
    running = start_server(tmp_path_factory.mktemp("server"), "--keys", str(keys))
    try:
        yield running
    finally:
        stop_server(running)
