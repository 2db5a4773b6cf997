"""Run adapters (OpenAI, Anthropic, native) and report rendering (JSON, text, HTML).

Each name loads its module on first use: reading a run does not load the renderers
(rich, jinja2).
"""

from __future__ import annotations

import typing as _typing

from nyaya import _lazy

_HOMES = {
    "detect_format": "nyaya.formats.runs",
    "load_run": "nyaya.formats.runs",
    "load_run_file": "nyaya.formats.runs",
    "render_html": "nyaya.formats.html",
    "render_json": "nyaya.formats.render",
    "render_text": "nyaya.formats.render",
}

if _typing.TYPE_CHECKING:
    from nyaya.formats.html import render_html as render_html
    from nyaya.formats.render import render_json as render_json
    from nyaya.formats.render import render_text as render_text
    from nyaya.formats.runs import detect_format as detect_format
    from nyaya.formats.runs import load_run as load_run
    from nyaya.formats.runs import load_run_file as load_run_file

__all__ = [
    "detect_format",
    "load_run",
    "load_run_file",
    "render_html",
    "render_json",
    "render_text",
]

__getattr__, __dir__ = _lazy.exports(__name__, _HOMES)
