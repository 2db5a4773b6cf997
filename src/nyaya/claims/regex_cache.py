"""Compiled regular expressions kept between processes, the way Python keeps bytecode.

The lexicons' phrase patterns are large tries (tens of kilobytes of regex source per
language) and Python's `re` compiles in Python: parse, optimise character sets, emit
code, about a millisecond a pattern. That was half of the first check in a fresh
process. The compiled code of a pattern is a pure function of its source, its flags and
the interpreter, so `compile` keeps it beside the package's bytecode (``__pycache__``,
or under ``sys.pycache_prefix``), one small file per pattern in a folder named by the
interpreter's cache tag and the regex engine's magic number, and builds the pattern
from it with ``_sre.compile``: the call `re.compile` itself ends with, so the pattern is
the one `re.compile` returns (``==`` compares flags and code; a test asserts it for
every lexicon pattern).

Never stale, never wrong: a file is named by a hash of the source and flags and holds
them both, checked on reading, so a changed lexicon is a miss, compiled the ordinary
way; the compiled code carries its SHA-256, and a file that fails it is ignored, as is
any error reading one or building from it (a later Python, a changed ``_sre``):
`re.compile` is always the fallback. Files are written only where Python would write
bytecode (not under ``-B`` or ``PYTHONDONTWRITEBYTECODE``), at exit (a check never waits
for the disk), each atomically (a temporary file, then ``os.replace``), at most
`MAX_ENTRIES` of them. A folder that cannot be written costs nothing but the gain.

`kept_parse` keeps a parse the same way, under a SHA-256 of what it is a function of, read
back with `marshal`: `load_toml` (the tables the checks read in every process) and the
lexicon loader use it.
"""

from __future__ import annotations

import atexit
import hashlib
import marshal
import os
import re
import sys
import threading
import tomllib
from array import array
from collections.abc import Callable, Iterable
from functools import cache
from importlib import import_module
from importlib.util import cache_from_source
from pathlib import Path
from typing import Any

__all__ = [
    "MAX_ENTRIES",
    "cache_dir",
    "compile",
    "kept_parse",
    "load_toml",
    "save",
    "save_parses",
    "write_atomic",
]

MAX_ENTRIES = 2048
"""Patterns kept: the four shipped lexicons need a few hundred."""

_FORMAT = 1
_Key = tuple[str, int]

_sre: Any = import_module("_sre")  # the regex engine `re` compiles for (no type stubs)

_lock = threading.Lock()
_missed: dict[_Key, None] = {}  # compiled in this process, to be written at exit
_exit_hook = False


def cache_dir() -> Path | None:
    """The folder of the cache for this interpreter, or None when it keeps no bytecode."""
    return _cache_dir()


@cache
def _cache_dir() -> Path | None:
    # Asked once a pattern: finding the folder cost as much as reading a small pattern.
    try:
        pyc = cache_from_source(str(Path(__file__).with_name("phrases.py")))
    except (NotImplementedError, ValueError):  # no cache tag: no bytecode either
        return None
    return Path(pyc).with_name(f"regex.{sys.implementation.cache_tag}-{_sre.MAGIC}")


def compile(source: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(source, flags)``, built from the cache when it holds the compiled code."""
    key = (source, int(flags))
    folder = cache_dir()
    if folder is not None:
        found = _read(folder / _name(key), key)
        if found is not None:
            return found
    pattern = re.compile(source, flags)
    if folder is not None and not sys.dont_write_bytecode:
        _remember(key)
    return pattern


def _name(key: _Key) -> str:
    source, flags = key
    return hashlib.sha256(f"{flags}:{source}".encode("utf-8", "surrogatepass")).hexdigest()[:40]


def _read(path: Path, key: _Key) -> re.Pattern[str] | None:
    try:
        fmt, source, flags, digest, entry = marshal.loads(path.read_bytes())
        if fmt != _FORMAT or (source, flags) != key or hashlib.sha256(entry).digest() != digest:
            return None
        return _build(source, entry)
    except Exception:  # missing, damaged or foreign: no cache
        return None


def _build(source: str, entry: bytes) -> re.Pattern[str]:
    flags, code_bytes, groups, groupindex, indexgroup = marshal.loads(entry)
    code = array("I")
    code.frombytes(code_bytes)
    pattern: re.Pattern[str] = _sre.compile(
        source, flags, code.tolist(), groups, groupindex, indexgroup
    )
    return pattern


def _entry(source: str, flags: int) -> bytes:
    """The arguments `re._compiler.compile` passes to ``_sre.compile``, marshalled."""
    from re import _compiler, _parser  # type: ignore[attr-defined]

    parsed = _parser.parse(source, flags)
    code = _compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, i in groupindex.items():
        indexgroup[i] = name
    return marshal.dumps(
        (
            int(flags | parsed.state.flags),
            array("I", code).tobytes(),
            parsed.state.groups - 1,
            groupindex,
            tuple(indexgroup),
        )
    )


def _remember(key: _Key) -> None:
    global _exit_hook
    with _lock:
        _missed[key] = None
        if not _exit_hook:
            _exit_hook = True
            atexit.register(save)


def save() -> None:
    """Write the patterns compiled in this process to the cache (called at exit)."""
    with _lock:
        missed = list(_missed)
        _missed.clear()
    folder = cache_dir()
    if folder is None or not missed:
        return
    try:
        folder.mkdir(parents=True, exist_ok=True)
        room = MAX_ENTRIES - len(os.listdir(folder))
        for source, flags in missed[: max(room, 0)]:
            entry = _entry(source, flags)
            data = marshal.dumps((_FORMAT, source, flags, hashlib.sha256(entry).digest(), entry))
            write_atomic(folder / _name((source, flags)), data)
    except Exception:  # a read-only or full disk only loses the gain
        pass


def write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` as importlib writes a .pyc: a reader sees the old file or the new one."""
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_EXCL | os.O_CREAT | os.O_WRONLY, 0o666)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


_TOML_FORMAT = b"nyaya-toml-1"
_kept: dict[Path, bytes] = {}  # parses made in this process, written at exit


def load_toml(path: Path) -> dict[str, Any]:
    """``tomllib.loads`` of the file's text, read back from the cache when it holds the parse.

    The parse is kept under a SHA-256 of the text, so an edited file is a miss; a parse
    `marshal` cannot write (a TOML date) is simply not kept.
    """
    text = path.read_text(encoding="utf-8")
    return kept_parse(
        "toml", _TOML_FORMAT, [text.encode("utf-8", "surrogatepass")], lambda: tomllib.loads(text)
    )


def kept_parse(
    kind: str, fmt: bytes, inputs: Iterable[bytes], parse: Callable[[], dict[str, Any]]
) -> dict[str, Any]:
    """``parse()``, or what an earlier process kept of it for the same ``inputs``.

    Parses are kept like the compiled patterns: in a ``<kind>.<tag>`` folder beside theirs,
    one file each, named by a SHA-256 of ``fmt`` and of ``inputs`` (everything the parse is
    a function of), which the file holds too, checked on reading: a changed input is a
    miss, never a stale parse. The parse is marshalled when it is made, so what the caller
    does with its dict never reaches the cache; one `marshal` cannot write is not kept.
    """
    folder = cache_dir()
    if folder is None:
        return parse()
    digest = hashlib.sha256(fmt)
    for part in inputs:
        digest.update(part)
    key = digest.hexdigest()[:40]
    file = folder.with_name(f"{kind}.{folder.name.partition('.')[2]}") / f"{key}.bin"
    try:
        stored_fmt, stored_key, values = marshal.loads(file.read_bytes())
        if stored_fmt == fmt and stored_key == key and isinstance(values, dict):
            return values
    except Exception:  # missing, damaged or foreign: parse
        pass
    values = parse()
    if not sys.dont_write_bytecode:
        try:
            data = marshal.dumps((fmt, key, values))
        except ValueError:  # a value marshal cannot write: not kept
            return values
        with _lock:
            if not _kept:
                atexit.register(save_parses)
            _kept[file] = data
    return values


def save_parses() -> None:
    """Write the parses made in this process to the cache (called at exit)."""
    with _lock:
        parsed = list(_kept.items())
        _kept.clear()
    for file, data in parsed:
        try:
            file.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(file, data)
        except Exception:  # a read-only or full disk only loses the gain
            pass
