"""Fast read-only child iteration over libcst trees.

libcst's own ``visit`` rebuilds every node as it goes and walks every
whitespace/token node; the analyses here only read the tree, so they iterate
the dataclass fields that can hold code, computed once per node class.
"""
from __future__ import annotations

import dataclasses
from typing import Iterator

import libcst as cst

# Fields that only ever hold whitespace, comments or punctuation.
_SKIP = frozenset({
    "lpar", "rpar", "leading_lines", "lines_after_decorators", "header", "footer",
    "comma", "semicolon", "trailing_whitespace", "newline", "lbracket", "rbracket",
    "lbrace", "rbrace", "equal", "colon", "dot", "asynchronous", "whitespace",
    "star_tok", "default_indicator", "indent", "encoding", "default_newline",
    "has_trailing_newline", "default_indent", "value_str",
})

_FIELDS: dict[type, tuple[str, ...]] = {}


def _fields_of(cls: type) -> tuple[str, ...]:
    names = _FIELDS.get(cls)
    if names is None:
        names = tuple(
            f.name for f in dataclasses.fields(cls)
            if f.name not in _SKIP and not f.name.startswith("whitespace")
        )
        _FIELDS[cls] = names
    return names


_IS_NODE: dict[type, bool] = {}


def _is_node(t: type) -> bool:
    # isinstance() against libcst's abstract CSTNode goes through the ABC machinery:
    # too slow for the hottest loop of the linter, so the answer is cached per type
    v = _IS_NODE.get(t)
    if v is None:
        v = _IS_NODE[t] = issubclass(t, cst.CSTNode)
    return v


def iter_children(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """Code-bearing children of ``node`` in field order (close to source order)."""
    for name in _fields_of(type(node)):
        value = getattr(node, name)
        t = type(value)
        if t is tuple or t is list:
            for item in value:
                if _is_node(type(item)):
                    yield item
        elif _is_node(t):
            yield value


def iter_descendants(node: cst.CSTNode, stop: tuple[type, ...] = ()) -> Iterator[cst.CSTNode]:
    """All descendants (pre-order), not descending into nodes of the ``stop`` types."""
    stack = list(iter_children(node))
    stack.reverse()
    while stack:
        n = stack.pop()
        yield n
        if stop and isinstance(n, stop):
            continue
        kids = list(iter_children(n))
        kids.reverse()
        stack.extend(kids)
