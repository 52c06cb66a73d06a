"""A fixed notebook written as its original JSON text with only the changed cells' ``source`` spliced in.

Re-serialising a notebook would rewrite every byte that json.dumps writes differently from the tool
that saved it: ``\\u00e9`` escapes turned into UTF-8, another indent, key order, separators. So the
original text is kept and only the ``source`` value of each changed cell is replaced, written in the
file's own style: a list keeps its opening, separator and closing whitespace, an unchanged line keeps
its exact token, a new line is escaped as the rest of the file is (``\\uXXXX`` or raw UTF-8, the case
of the hex digits). The result is parsed again and must equal the fixed notebook, else None (the
caller then serialises it whole).
"""
from __future__ import annotations

import json
import re
from json.decoder import scanstring

_WHITESPACE = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()
# an escape in a JSON string token: `\uXXXX` or a one-character escape (`\\u00e9` is a backslash)
_ESCAPE = re.compile(r"\\(?:u([0-9a-fA-F]{4})|.)", re.DOTALL)


class _Malformed(Exception):
    """The text is not laid out as the scan expects; the caller falls back."""


def splice_sources(text: str, old: dict, new: dict) -> str | None:
    """``text`` (which parses to ``old``) with the ``source`` of each cell that differs in ``new``
    replaced; None when ``new`` differs in anything else or the text cannot be spliced."""
    old_cells, new_cells = old.get("cells"), new.get("cells")
    if not isinstance(old_cells, list) or not isinstance(new_cells, list) or len(old_cells) != len(new_cells):
        return None
    changed = [index for index, (a, b) in enumerate(zip(old_cells, new_cells))
               if isinstance(a, dict) and isinstance(b, dict) and a.get("source") != b.get("source")]
    if not changed:
        return text if old == new else None
    try:
        spans = _source_spans(text)
        style = _Style(text)
        pieces, last = [], 0
        for index in changed:
            start, end = spans[index]
            pieces += [text[last:start], _value(text[start:end], old_cells[index]["source"],
                                                new_cells[index]["source"], style)]
            last = end
        pieces.append(text[last:])
    except (_Malformed, KeyError, ValueError, IndexError, TypeError):
        return None
    result = "".join(pieces)
    try:
        if json.loads(result) != new:
            return None
    except (ValueError, RecursionError):
        return None
    return result


class _Style:
    """How the file escapes a string: ``\\uXXXX`` for non-ASCII or raw characters, hex case."""

    def __init__(self, text: str) -> None:
        escapes = [m.group(1) for m in _ESCAPE.finditer(text) if m.group(1)]
        # raw non-ASCII anywhere means the writer kept it; else escapes (or a pure-ASCII file) stay ASCII
        self.ascii = text.isascii()
        letters = "".join(c for e in escapes for c in e if c.isalpha())
        self.upper = bool(letters) and letters.isupper()

    def dump(self, value: str) -> str:
        token = json.dumps(value, ensure_ascii=self.ascii)
        if self.upper:
            token = _ESCAPE.sub(lambda m: "\\u" + m.group(1).upper() if m.group(1) else m.group(0), token)
        return token


def _value(raw: str, old, new, style: _Style) -> str:
    """The new ``source`` value's text, laid out as ``raw`` (the old value's text) is."""
    if isinstance(new, str):
        return style.dump(new)
    if not isinstance(old, list) or not isinstance(new, list) or not old:
        raise _Malformed
    tokens, gaps = _list_tokens(raw)
    opening, closing = gaps[0], gaps[-1]
    if len(tokens) >= 2:
        separator = gaps[1]
    else:
        # one line before: json.dumps's layout, an item per line at the opening's indent
        separator = "," + opening if opening else ", "
    kept = {}
    for value, token in zip(old, tokens):
        kept.setdefault(value, token)
    items = [kept[line] if line in kept else style.dump(line) for line in new]
    return "[" + opening + separator.join(items) + closing + "]" if items else "[]"


def _list_tokens(raw: str) -> tuple[list[str], list[str]]:
    """A list of strings' element tokens and the text around them: gaps[0] after `[`, gaps[i] the
    separator before element i, gaps[-1] before `]`."""
    if not raw.startswith("["):
        raise _Malformed
    tokens, gaps = [], []
    i = 1
    while True:
        gap_start = i
        i = _WHITESPACE.match(raw, i).end()
        if tokens:
            if raw.startswith("]", i):
                gaps.append(raw[gap_start:i])
                return tokens, gaps
            if not raw.startswith(",", i):
                raise _Malformed
            i = _WHITESPACE.match(raw, i + 1).end()
        if not raw.startswith('"', i):
            raise _Malformed
        gaps.append(raw[gap_start:i])
        _, end = scanstring(raw, i + 1)
        tokens.append(raw[i:end])
        i = end


def _source_spans(text: str) -> dict[int, tuple[int, int]]:
    """Cell index → (start, end) of its ``source`` value in the notebook text (the last one of
    duplicated keys, as json.loads keeps)."""
    spans: dict[int, tuple[int, int]] = {}

    def top(key: str, start: int) -> int:
        if key != "cells":
            return _skip(text, start)
        spans.clear()
        return _array(text, start, cell)

    def cell(index: int, start: int) -> int:
        if not text.startswith("{", start):
            return _skip(text, start)

        def member(key: str, value_start: int) -> int:
            end = _skip(text, value_start)
            if key == "source":
                spans[index] = (value_start, end)
            return end
        return _object(text, start, member)

    _object(text, _WHITESPACE.match(text, 0).end(), top)
    return spans


def _skip(text: str, start: int) -> int:
    try:
        return _DECODER.raw_decode(text, start)[1]
    except (ValueError, RecursionError):
        raise _Malformed from None


def _object(text: str, i: int, member) -> int:
    """Walk the object at ``i``: ``member(key, value_start)`` returns where the value ends."""
    if not text.startswith("{", i):
        raise _Malformed
    i = _WHITESPACE.match(text, i + 1).end()
    if text.startswith("}", i):
        return i + 1
    while True:
        if not text.startswith('"', i):
            raise _Malformed
        key, i = scanstring(text, i + 1)
        i = _WHITESPACE.match(text, i).end()
        if not text.startswith(":", i):
            raise _Malformed
        i = _WHITESPACE.match(text, member(key, _WHITESPACE.match(text, i + 1).end())).end()
        if text.startswith("}", i):
            return i + 1
        if not text.startswith(",", i):
            raise _Malformed
        i = _WHITESPACE.match(text, i + 1).end()


def _array(text: str, i: int, element) -> int:
    """Walk the array at ``i``: ``element(index, start)`` returns where the element ends."""
    if not text.startswith("[", i):
        return _skip(text, i)
    i = _WHITESPACE.match(text, i + 1).end()
    if text.startswith("]", i):
        return i + 1
    index = 0
    while True:
        i = _WHITESPACE.match(text, element(index, i)).end()
        index += 1
        if text.startswith("]", i):
            return i + 1
        if not text.startswith(",", i):
            raise _Malformed
        i = _WHITESPACE.match(text, i + 1).end()
