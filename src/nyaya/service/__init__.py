"""`nyaya serve`: the HTTP service (FastAPI on uvicorn; extra ``nyaya[service]``).

`create_app(settings)` builds the app; `app_from_env()` builds it from the
environment, which is how each uvicorn worker process gets it (see
`nyaya.service.settings`). The routes and their error contract are in `nyaya.service.app`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nyaya.service.settings import Settings

if TYPE_CHECKING:
    from fastapi import FastAPI

__all__ = ["Settings", "app_from_env", "create_app"]


def create_app(settings: Settings) -> FastAPI:
    """The service app (needs the ``service`` extra: fastapi, uvicorn)."""
    from nyaya.service.app import create_app as build

    return build(settings)


def app_from_env() -> FastAPI:
    """The app configured by ``NYAYA_*`` variables: the uvicorn worker factory."""
    return create_app(Settings.from_env())
