"""``ast.walk`` and ``ast.iter_child_nodes`` of the stdlib, the same nodes in the same order,
without a generator per node and per field.

The engine's readers walk the stdlib tree of every analysed file many times over (the declared
layers, the eager arrays, call forms, the index): through ``ast.walk`` that was ~7% of a cold
corpus run, most of it in the two nested generators ``iter_child_nodes``/``iter_fields`` that
``ast.walk`` makes for every node.  The order is kept exactly (breadth first, children in field
order), so a reader that stops at the first match or keeps the first of several sees what it
saw before.

Shared layer: stdlib only.
"""
from __future__ import annotations

import ast
from ast import AST
from collections import deque
from typing import Iterator


def child_nodes(node: AST) -> list[AST]:
    """``list(ast.iter_child_nodes(node))``."""
    out = []
    push = out.append
    for name in node._fields:
        try:
            value = getattr(node, name)
        except AttributeError:      # (an optional field left unset, as iter_fields allows)
            continue
        if isinstance(value, AST):
            push(value)
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, AST):
                    push(item)
    return out


def walk(node: AST) -> Iterator[AST]:
    """``ast.walk(node)``: ``node`` and every node under it, breadth first."""
    todo = deque((node,))
    pop, push = todo.popleft, todo.append
    while todo:
        node = pop()
        for name in node._fields:
            try:
                value = getattr(node, name)
            except AttributeError:
                continue
            if isinstance(value, AST):
                push(value)
            elif isinstance(value, list):
                for item in value:
                    if isinstance(item, AST):
                        push(item)
        yield node


# Fields that hold only an expression context (`Load`/`Store`/`Del`) or an operator token
# (`Add`, `And`, `Not`, `Lt`, ...): leaves without position, a third of a file's nodes
TOKEN_FIELDS = frozenset({"ctx", "op", "ops"})


class _CodeFields(dict):
    """node type -> its ``_fields`` less ``TOKEN_FIELDS``, filled on first use (a plain dict
    lookup per node, no call)."""

    def __missing__(self, node_type: type) -> tuple[str, ...]:
        names = self[node_type] = tuple(f for f in node_type._fields if f not in TOKEN_FIELDS)
        return names


CODE_FIELDS: "dict[type, tuple[str, ...]]" = _CodeFields()


def code_child_nodes(node: AST) -> list[AST]:
    """``child_nodes(node)`` less the context and operator leaves (``TOKEN_FIELDS``)."""
    out = []
    push = out.append
    for name in CODE_FIELDS[type(node)]:
        try:
            value = getattr(node, name)
        except AttributeError:
            continue
        if isinstance(value, AST):
            push(value)
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, AST):
                    push(item)
    return out


def walk_code(node: AST) -> Iterator[AST]:
    """``walk(node)`` less the context and operator leaves (``TOKEN_FIELDS``), the other nodes in
    the same order (a leaf holds no node, so leaving it out moves none): for readers that look
    for other nodes and read a node's context or operator through the node (``name.ctx``)."""
    todo = deque((node,))
    pop, push = todo.popleft, todo.append
    fields = CODE_FIELDS
    while todo:
        node = pop()
        for name in fields[type(node)]:
            try:
                value = getattr(node, name)
            except AttributeError:
                continue
            if isinstance(value, AST):
                push(value)
            elif isinstance(value, list):
                for item in value:
                    if isinstance(item, AST):
                        push(item)
        yield node


def code_child_pairs(node: AST, of: type) -> "list[tuple[AST, AST]]":
    """``(up, child)`` for each ``up`` of ``walk_code(node)`` and each child of it in
    ``code_child_nodes(up)`` whose type is ``of``, in that order, made in one pass over each
    node's fields: for readers that judge one kind of node by the node holding it (``for up in
    walk(...): for n in child_nodes(up)`` made a list of each node's children after walking its
    fields once already; a generator resumed per pair, and each pair's test of its type, were
    most of the rest).  A list: the readers take every pair."""
    out: "list[tuple[AST, AST]]" = []
    keep = out.append
    todo = deque((node,))
    pop, push = todo.popleft, todo.append
    fields = CODE_FIELDS
    while todo:
        up = pop()
        for name in fields[type(up)]:
            try:
                value = getattr(up, name)
            except AttributeError:
                continue
            if isinstance(value, AST):
                push(value)
                if type(value) is of:
                    keep((up, value))
            elif isinstance(value, list):
                for item in value:
                    if isinstance(item, AST):
                        push(item)
                        if type(item) is of:
                            keep((up, item))
    return out


# the nodes a statement can sit under: statements, except handlers and match cases (an
# expression never holds a statement: a lambda's body is an expression)
_HOLDS_STATEMENTS = (ast.stmt, ast.excepthandler, ast.match_case)


def walk_statements(node: AST) -> Iterator[AST]:
    """The nodes of ``walk(node)`` that are ``node`` itself, statements, except handlers or match
    cases, in the same order, without entering an expression: a reader that looks only for
    statements (classes, functions, assignments) skips most of the tree's nodes."""
    todo = deque((node,))
    pop, push = todo.popleft, todo.append
    while todo:
        node = pop()
        for child in child_nodes(node):
            if isinstance(child, _HOLDS_STATEMENTS):
                push(child)
        yield node
