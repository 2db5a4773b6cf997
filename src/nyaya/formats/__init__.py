"""Run adapters (OpenAI, Anthropic, native) and report rendering (JSON, text, HTML)."""

from __future__ import annotations

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
