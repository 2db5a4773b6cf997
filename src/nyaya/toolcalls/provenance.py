"""Argument provenance: every URL, id, handle, e-mail and path must come from somewhere.

A value in the arguments counts as an entity when the schema hints so
(``format: uri|email|uuid``, a property named ``*_id`` / ``url`` / ``path`` /
``email`` / ``handle``) or when its shape says so (a URL, an e-mail address,
a UUID, an ``@handle``, ``/a/b`` or ``C:\\x`` or ``./x``). An entity is grounded
when it appears in the user's messages, anywhere in an earlier tool output, or
in the tool's allowlist. Values the schema itself bounds (``enum``, ``const``,
the ``default``), ids of two characters or fewer and selector words in an id's place
(``latest``, ``me``) are never questioned: they carry no invented information.
"""

from __future__ import annotations

import contextlib
import functools
import json
import re
import warnings
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from text_to_num import alpha2digit

from nyaya.claims import regex_cache
from nyaya.report import ValidationIssue
from nyaya.toolcalls.model import EntityKind, issue, pointer_of
from nyaya.toolcalls.schema import LinearPattern

# Arguments and tool outputs are untrusted text: the URL, host and e-mail scanners run
# under RE2, where Python's matcher takes quadratic time on runs like "a-a-a-..." or "1.1.1...".
_URL = LinearPattern(r"(?i)\b(?:[a-z][a-z0-9+.\-]*://|www\.)[^\s<>\"'`\\]+")
# Scheme-less host names in prose ("see example.com/docs") also count as a source of URLs.
_HOSTLIKE = LinearPattern(
    r"(?i)\b(?:[a-z][a-z0-9+.\-]*://)?(?:[a-z0-9\-]+\.)+[a-z]{2,}(?::\d+)?(?:/[^\s<>\"'`\\]*)?"
)
_EMAIL = LinearPattern(r"(?i)[a-z0-9._%+\-]+@[a-z0-9\-]+(?:\.[a-z0-9\-]+)*\.[a-z]{2,}")
_UUID = regex_cache.compile(r"(?i)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_HANDLE = regex_cache.compile(r"@[A-Za-z0-9_][A-Za-z0-9_.\-]{0,63}")
_PATH = regex_cache.compile(
    r"(?:[A-Za-z]:[\\/]|\\\\|\.{1,2}[\\/]|~[\\/]|/[^/\s]+/)[^\s<>|*?\"]*|/[^/\s]+/?",
)

_URL_NAMES = frozenset({"url", "urls", "uri", "uris", "link", "links", "href", "endpoint"})
_URL_NAMES |= {"website", "homepage", "webpage"}
_EMAIL_NAMES = frozenset({"email", "emails", "e_mail"})
_ID_NAMES = frozenset({"id", "ids", "uuid", "uuids", "guid", "guids"})
_PATH_NAMES = frozenset({"path", "paths", "file", "files", "filename", "filenames", "filepath"})
_PATH_NAMES |= {"dir", "directory", "folder"}
_HANDLE_NAMES = frozenset({"handle", "handles"})
# words an id argument takes to select a record without naming it
_SELECTOR_WORDS = frozenset(
    {"latest", "newest", "current", "last", "recent", "next", "previous", "first", "me",
     "self", "mine", "all", "any", "default", "active", "today", "now"}
)  # fmt: skip

_KIND_LABEL: dict[EntityKind, str] = {
    "url": "URL",
    "email": "e-mail address",
    "id": "id",
    "handle": "handle",
    "path": "file path",
}


@dataclass(frozen=True)
class Entity:
    """One value in the arguments that must be traceable to a source."""

    kind: EntityKind
    value: str
    pointer: str


@functools.lru_cache(maxsize=4096)
def name_kind(name: str) -> EntityKind | None:
    """The entity kind a property name announces (``user_id`` -> id, ``fileName`` -> path)."""
    snake = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower()
    parts = [p for p in re.split(r"[_\-\s.]+", snake) if p]
    if not parts:
        return None
    last = parts[-1]
    if last in _ID_NAMES:
        return "id"
    if last in _URL_NAMES:
        return "url"
    if last in _EMAIL_NAMES or ("email" in parts and last in ("address", "addresses")):
        return "email"
    if last in _PATH_NAMES or (last == "name" and len(parts) > 1 and parts[-2] == "file"):
        return "path"
    if last in _HANDLE_NAMES:
        return "handle"
    return None


def shape_kind(value: str) -> EntityKind | None:
    """The entity kind a whole string value has by its shape alone."""
    if _URL.fullmatch(value):
        return "url"
    if _EMAIL.fullmatch(value):
        return "email"
    if _UUID.fullmatch(value):
        return "id"
    if _HANDLE.fullmatch(value):
        return "handle"
    # A lone "/word" is too often a unit or an operator; paths need two segments by shape.
    if _PATH.fullmatch(value) and not re.fullmatch(r"/[^/\s]+/?", value):
        return "path"
    return None


def find_entities(arguments: Any, schema: Mapping[str, Any] | None = None) -> list[Entity]:
    """Every entity in ``arguments``, using ``schema`` (JSON Schema) for hints."""
    root = schema if isinstance(schema, Mapping) else {}
    return list(_entities(arguments, root, root, "", [], 0))


def _entities(
    value: Any,
    node: Mapping[str, Any],
    root: Mapping[str, Any],
    name: str,
    path: list[Any],
    depth: int,
) -> Iterator[Entity]:
    if depth > 64:
        return
    node = _resolve(node, root)
    if "enum" in node or "const" in node:
        return
    if "default" in node and value == node["default"]:
        return
    if isinstance(value, dict):
        props = node.get("properties")
        extra = node.get("additionalProperties")
        for key, item in value.items():
            sub = props.get(key) if isinstance(props, Mapping) else None
            if not isinstance(sub, Mapping):
                sub = extra if isinstance(extra, Mapping) else {}
            yield from _entities(item, sub, root, str(key), [*path, key], depth + 1)
        return
    if isinstance(value, list):
        items = node.get("items")
        for i, item in enumerate(value):
            sub = items if isinstance(items, Mapping) else {}
            if isinstance(items, list) and i < len(items) and isinstance(items[i], Mapping):
                sub = items[i]
            yield from _entities(item, sub, root, name, [*path, i], depth + 1)
        return
    hinted = _format_kind(node) or (name_kind(name) if name else None)
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return
    if isinstance(value, int):
        if hinted == "id" and len(str(value)) > 2:
            yield Entity("id", str(value), pointer_of(path))
        return
    if not isinstance(value, str):
        return
    text = value.strip()
    if not text:
        return
    kind = hinted or shape_kind(text)
    if kind is not None:
        if kind == "id" and (len(text) <= 2 or text.lower() in _SELECTOR_WORDS):
            return  # ("latest", "current", "me"): a selector the API resolves, no id made up
        yield Entity(kind, text, pointer_of(path))
        return
    if "://" not in text and "www." not in text.lower() and "@" not in text:
        return
    pointer = pointer_of(path)
    for match in _URL.finditer(text):
        yield Entity("url", strip_trailing(match.group()), pointer)
    for match in _EMAIL.finditer(text):
        yield Entity("email", match.group(), pointer)


def _format_kind(node: Mapping[str, Any]) -> EntityKind | None:
    fmt = node.get("format")
    if fmt is None:
        for key in ("anyOf", "oneOf"):
            options = node.get(key)
            if isinstance(options, list):
                for option in options:
                    if isinstance(option, Mapping) and "format" in option:
                        fmt = option["format"]
    if fmt in ("uri", "url", "iri", "uri-reference", "iri-reference"):
        return "url"
    if fmt in ("email", "idn-email"):
        return "email"
    if fmt == "uuid":
        return "id"
    return None


def _resolve(node: Mapping[str, Any], root: Mapping[str, Any]) -> Mapping[str, Any]:
    """Follow one local ``$ref`` (enough for hints; validation resolves refs fully)."""
    ref = node.get("$ref")
    if not isinstance(ref, str) or not ref.startswith("#"):
        return node
    target: Any = root
    for part in ref[1:].split("/")[1:]:
        part = part.replace("~1", "/").replace("~0", "~")
        if not isinstance(target, Mapping) or part not in target:
            return node
        target = target[part]
    if not isinstance(target, Mapping):
        return node
    merged = dict(target)
    merged.update({k: v for k, v in node.items() if k != "$ref"})
    return merged


def strip_trailing(text: str) -> str:
    """``text`` without the sentence punctuation or unbalanced closing bracket that follows it."""
    while text:
        last = text[-1]
        unbalanced = last in _CLOSERS and text.count(_CLOSERS[last]) < text.count(last)
        if last in ".,;:!?'\"" or unbalanced:
            text = text[:-1]
        else:
            break
    return text


_CLOSERS = {")": "(", "]": "[", "}": "{", ">": "<"}


def url_key(url: str) -> str:
    """A URL normalised for comparison: no scheme, ``www.``, fragment, default port or final /."""
    text = strip_trailing(url.strip()).lower()
    text = re.sub(r"^[a-z][a-z0-9+.\-]*://", "", text)
    text = text.split("#", 1)[0]
    if text.startswith("www."):
        text = text[4:]
    host, sep, rest = text.partition("/")
    host = re.sub(r":(80|443)$", "", host)
    return (host + sep + rest).rstrip("/")


class Sources:
    """What a call's arguments may legitimately come from: the user's words and earlier outputs.

    An append-only index: `add_user_text` and `add_output` only ever add
    sources, so one context can follow a run call by call.
    """

    def __init__(self, user: str | Iterable[str] = "", outputs: Iterable[Any] = ()) -> None:
        self._chunks: list[str] = []
        self._user_tokens: list[list[str]] = []
        self._unread: list[str] = []  # user texts whose tokens `user_tokens` has yet to read
        self._urls: set[str] = set()
        self._blob: str | None = None
        for text in [user] if isinstance(user, str) else user:
            self.add_user_text(text)
        for output in outputs:
            self.add_output(output)

    def add_user_text(self, text: str) -> None:
        """Add one user message."""
        if not text:
            return
        self._add_text(text)
        self._unread.append(text)

    @property
    def user_tokens(self) -> list[list[str]]:
        """The tokens of each user text and of its number variants, read on first use: only
        an id no source holds verbatim needs them, and the variants are slow to spell out."""
        pending, self._unread = self._unread, []
        for text in pending:
            lowered = text.lower()
            self._user_tokens.append(_tokens(lowered))
            # Ids said in words or spaced out ("seven eight nine zero") still count as said.
            for variant in _number_variants(text):
                if variant.lower() != lowered:
                    self._user_tokens.append(_tokens(variant.lower()))
        return self._user_tokens

    def add_output(self, output: Any) -> None:
        """Add one tool output (JSON of any shape, or raw text)."""
        if isinstance(output, bytes):
            output = output.decode("utf-8", "replace")
        if isinstance(output, str):
            stripped = output.strip()
            if stripped[:1] in ("{", "["):
                with contextlib.suppress(ValueError):
                    output = json.loads(stripped)
        texts: list[str] = []
        _strings_into(output, 0, texts)
        if texts:
            # One chunk for the output: the blob is the same (chunks are joined by newlines)
            # and no address pattern crosses a newline, so one scan finds what one a string
            # did, without a call per string.
            self._add_text("\n".join(texts))

    def _add_text(self, text: str) -> None:
        lowered = text.lower()
        self._chunks.append(lowered)
        self._blob = None
        if "." in lowered or "/" in lowered:
            for match in _HOSTLIKE.finditer(lowered):
                self._urls.add(url_key(match.group()))

    @property
    def blob(self) -> str:
        """Every source text, lower-cased, one chunk a line."""
        if self._blob is None:
            self._blob = "\n".join(self._chunks)
        return self._blob

    def contains(self, entity: Entity) -> bool:
        """True when ``entity`` can be traced to the user's words or an earlier output."""
        value = entity.value.lower()
        blob = self.blob
        if entity.kind == "url":
            return url_key(value) in self._urls or _has_token(blob, value)
        if entity.kind == "email":
            if _has_token(blob, value):
                return True
            # An address put together from a mailbox name the user gave ("chen.yuting@")
            # and the domain the context names is grounded too.
            local, _, domain = value.partition("@")
            return len(local) >= 2 and _bare_mailbox(blob, local) and _has_token(blob, domain)
        if entity.kind == "handle":
            return _has_token(blob, value) or _has_token(blob, value.lstrip("@"))
        if entity.kind == "path":
            return self._has_path(value)
        if _has_token(blob, value):
            return True
        squashed = _squash(value)
        return len(squashed) >= 4 and any(_spans(tokens, squashed) for tokens in self.user_tokens)

    def _has_path(self, value: str) -> bool:
        path = value.replace("\\", "/")
        blob = self.blob.replace("\\", "/")
        bare = path[2:] if path.startswith("./") else path
        if _has_token(blob, bare):
            return True
        # A path put together from a directory and a file name the user gave is grounded too.
        head, _, base = bare.rstrip("/").rpartition("/")
        if not base or not _has_token(blob, base):
            return False
        return not head or _has_token(blob, head) or _has_token(blob, head.lstrip("/"))


_TEMPLATE_URL = LinearPattern(r"(?i)\b[a-z][a-z0-9+.\-]*://[^\s\"'`]+")
_PLACEHOLDER = regex_cache.compile(r"\{[^{}/\s]+\}|<[^<>/\s]+>")


def url_templates(texts: Iterable[str]) -> tuple[re.Pattern[str], ...]:
    """URL patterns a tool's own declaration spells out, such as ``https://{ip}/api/nodes``.

    The declaration comes from the tool's developer, as trusted as an
    allowlist; a URL that fills such a template is grounded when every
    filled-in part is.
    """
    patterns = []
    for text in texts:
        if "://" not in text:
            continue
        for match in _TEMPLATE_URL.finditer(text):
            template = strip_trailing(match.group())
            pieces = _PLACEHOLDER.split(template)
            regex = r"([^/?#&=\s]+)".join(re.escape(p) for p in pieces)
            patterns.append(re.compile(regex + "/?", re.IGNORECASE))
    return tuple(patterns)


def _fills_template(value: str, templates: Sequence[re.Pattern[str]], context: Sources) -> bool:
    for template in templates:
        match = template.fullmatch(value)
        if match is None:
            continue
        parts = [Entity("id", part, "") for part in match.groups()]
        if all(context.contains(part) for part in parts):
            return True
    return False


def check_provenance(
    arguments: Any,
    schema: Mapping[str, Any] | None,
    context: Sources,
    *,
    tool: str,
    allowlist: Sequence[str] = (),
    templates: Sequence[re.Pattern[str]] = (),
    limit: int = 20,
) -> list[ValidationIssue]:
    """One ``provenance`` issue per entity that no source accounts for (the first ``limit``)."""
    out: list[ValidationIssue] = []
    for entity in find_entities(arguments, schema):
        if (
            len(out) >= limit
        ):  # as many as the schema issues: an argument of 50,000 ids is one fault
            break
        if _allowed(entity.value, allowlist) or context.contains(entity):
            continue
        if entity.kind == "url" and _fills_template(entity.value, templates, context):
            continue
        where = entity.pointer or "the arguments"
        places = ["the user's messages", "any earlier tool output"]
        if allowlist:
            places.append(f"the allowlist for tool {tool!r}")
        out.append(
            issue(
                "provenance",
                f"{where}: {_KIND_LABEL[entity.kind]} {entity.value!r} is not in "
                f"{', '.join(places[:-1])} or {places[-1]}; it must come from there, "
                "not be made up",
                pointer=entity.pointer,
                value=entity.value,
            )
        )
    return out


def _allowed(value: str, allowlist: Sequence[str]) -> bool:
    low = value.lower()
    return any(low == a.lower() or (a and low.startswith(a.lower())) for a in allowlist)


def strings_in(value: Any) -> Iterator[str]:
    """Every string, key and number in a JSON value."""
    return _strings(value, 0)


def _strings(value: Any, depth: int) -> Iterator[str]:
    """Every string, key and number in a JSON value."""
    if depth > 64:
        return
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield str(key)
            yield from _strings(item, depth + 1)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item, depth + 1)
    elif isinstance(value, bool) or value is None:
        return
    elif isinstance(value, int | float):
        yield str(value)
        if isinstance(value, float) and value.is_integer():
            yield str(int(value))


def _strings_into(value: Any, depth: int, out: list[str]) -> None:
    """`_strings` into a list, in the same order (no generator frame per value)."""
    if depth > 64:
        return
    kind = type(value)
    if kind is str:
        out.append(value)
    elif kind is dict:
        for key, item in value.items():
            out.append(str(key))
            if type(item) is str and depth < 64:
                out.append(item)
            else:
                _strings_into(item, depth + 1, out)
    elif kind is list:
        for item in value:
            if type(item) is str and depth < 64:
                out.append(item)
            else:
                _strings_into(item, depth + 1, out)
    else:
        out.extend(_strings(value, depth))


def _number_variants(text: str) -> set[str]:
    """``text`` with number words written as digits (English, Spanish, Chinese)."""
    out = {alpha2digit(text, "en"), alpha2digit(text, "es")}
    if _CJK.search(text):
        import cn2an  # imported on demand: it is slow to load and only Chinese text needs it

        # cn2an raises assorted errors on odd text; a failed conversion just adds no variant.
        # Its patterns backtrack over a run of numeral characters (quadratic in its length):
        # a run longer than any real number is kept as it is and the text around it converted.
        pieces: list[str | None] = []
        pos = 0
        for m in _LONG_CN_NUMERAL.finditer(text):
            pieces += [_cn2an(cn2an, text[pos : m.start()]), m.group()]
            pos = m.end()
        pieces.append(_cn2an(cn2an, text[pos:]))
        if None not in pieces:
            out.add("".join(p for p in pieces if p is not None))
    return out


def _cn2an(cn2an: Any, text: str) -> str | None:
    if not text:
        return text
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # cn2an warns on every text it cannot read
            return str(cn2an.transform(text, "cn2an"))
    except Exception:
        return None


_CJK = regex_cache.compile(r"[\u4e00-\u9fff]")
# What cn2an reads as part of one number (digits, units, 点, 负, 两 in either script)
_LONG_CN_NUMERAL = regex_cache.compile(
    "[零〇一二三四五六七八九十百千万亿壹贰貳叁參肆伍陆陸柒捌玖拾佰仟萬億两兩廿点负幺]{64,}"
)


def _tokens(text: str) -> list[str]:
    return re.findall(r"[0-9a-z]+", text)


def _spans(tokens: list[str], squashed: str) -> bool:
    """``squashed`` is exactly some run of consecutive whole tokens glued together.

    So "mia_li_3668" matches "mia li 3668" and 7890 matches "7 8 9 0", but
    "ORD-1" does not match "ORD-12345": a match starts and ends on token edges.
    """
    for start, first in enumerate(tokens):
        if not squashed.startswith(first):
            continue
        built = first
        end = start + 1
        while len(built) < len(squashed) and end < len(tokens):
            built += tokens[end]
            end += 1
        if built == squashed:
            return True
    return False


def _squash(text: str) -> str:
    return re.sub(r"[^0-9a-z]", "", text)


def _glue(char: str) -> bool:
    return char.isascii() and char.isalnum()


def _bare_mailbox(blob: str, local: str) -> bool:
    """Whether ``blob`` holds ``local@`` with no domain after it ("call it chen.yuting@"):
    a mailbox name given for the domain at hand, not a part of another address."""
    needle = local + "@"
    start = blob.find(needle)
    while start != -1:
        end = start + len(needle)
        before = blob[start - 1] if start else " "
        after = blob[end] if end < len(blob) else " "
        if not (_glue(before) or before in "._%+-") and not (_glue(after) or after in ".-"):
            return True
        start = blob.find(needle, start + 1)
    return False


def _has_token(blob: str, needle: str) -> bool:
    """``needle`` occurs in ``blob`` and is not glued to letters or digits on either side."""
    if not needle:
        return False
    start = blob.find(needle)
    while start != -1:
        end = start + len(needle)
        before = blob[start - 1] if start else " "
        after = blob[end] if end < len(blob) else " "
        # Only ASCII letters and digits glue: CJK text runs straight into the ids it quotes.
        if not (_glue(before) and _glue(needle[0])) and not (_glue(after) and _glue(needle[-1])):
            return True
        start = blob.find(needle, start + 1)
    return False
