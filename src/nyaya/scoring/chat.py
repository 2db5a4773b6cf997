"""The one place scoring talks HTTP: an OpenAI-compatible chat-completions client.

Used by the LLM judge (one completion per claim) and by the self-consistency sampler
(N completions of the same conversation). Any server that speaks ``POST
{base_url}/chat/completions`` works: OpenAI, vLLM, llama.cpp, Ollama's OpenAI endpoint.
The key is read from the environment variable the caller names, never passed in code;
without it no Authorization header is sent (local servers need none). Transport errors,
timeouts, 429 and 5xx answers are retried with a growing pause; anything else fails at
once with `BackendUnavailable` naming the server and status.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import httpx

from nyaya.errors import BackendUnavailable, BadInput

__all__ = ["ChatClient"]

_RETRY_STATUS = frozenset({408, 409, 429, 500, 502, 503, 504})


class ChatClient:
    """A chat-completions client for one model.

    ``transport`` swaps the network for tests or an in-process server (httpx's
    transports); ``sleep`` is the pause between retries (``time.sleep`` by default).
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key_env: str | None = "OPENAI_API_KEY",
        timeout: float = 30.0,
        retries: int = 2,
        backoff: float = 0.5,
        transport: httpx.BaseTransport | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if not isinstance(base_url, str) or not base_url.startswith(("http://", "https://")):
            raise BadInput("must be an http(s) URL", field="base_url")
        if not isinstance(model, str) or not model:
            raise BadInput("must name a model", field="model")
        if retries < 0 or timeout <= 0:
            raise BadInput("retries must be >= 0 and timeout > 0", field="timeout")
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.retries = retries
        self.backoff = backoff
        self._sleep = sleep
        headers = {"content-type": "application/json"}
        key = os.environ.get(api_key_env) if api_key_env else None
        if key:
            headers["authorization"] = f"Bearer {key}"
        self._http = httpx.Client(timeout=timeout, headers=headers, transport=transport)

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> ChatClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def complete(
        self, messages: Sequence[Mapping[str, str]], *, n: int = 1, **params: Any
    ) -> list[str]:
        """The text of each of the ``n`` choices the server returns for ``messages``."""
        body = {"model": self.model, "messages": list(messages), "n": n, **params}
        url = f"{self.base_url}/chat/completions"
        last = ""
        for attempt in range(self.retries + 1):
            if attempt:
                self._sleep(self.backoff * 2 ** (attempt - 1))
            try:
                response = self._http.post(url, json=body)
            except httpx.TimeoutException:
                last = "timed out"
                continue
            except httpx.TransportError as e:
                last = f"unreachable ({type(e).__name__})"
                continue
            if response.status_code in _RETRY_STATUS:
                last = f"HTTP {response.status_code}"
                continue
            if response.status_code != 200:
                raise BackendUnavailable(f"chat server {url} answered HTTP {response.status_code}")
            return _choices(response, url)
        raise BackendUnavailable(f"chat server {url}: {last} after {self.retries + 1} attempts")


def _choices(response: httpx.Response, url: str) -> list[str]:
    try:
        data = response.json()
        texts = [c["message"]["content"] for c in data["choices"]]
    except (ValueError, KeyError, TypeError) as e:
        raise BackendUnavailable(f"chat server {url} sent no chat completion ({e})") from e
    if not texts or not all(isinstance(t, str) for t in texts):
        raise BackendUnavailable(f"chat server {url} sent no text in its choices")
    return texts
