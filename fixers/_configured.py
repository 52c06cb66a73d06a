"""Attributes the block's configuration fixes: ``self.k`` that only ``__init__`` stores, from an
integer literal or a parameter defaulting to one. Shared by the fixers that pass such a value on
to an operator as a python integer (a slice step, a reshape size)."""
from __future__ import annotations

import ast
import textwrap

import libcst as cst

from hybridlint.engine.walk import name_bindings

from ._constant_sizes import _self_attrs
from ._util import int_literal


def int_configured(ctx, node, positive: bool = False) -> bool:
    """``self.k`` that only ``__init__`` stores, every store an integer literal or a parameter of
    ``__init__`` whose default is one (not a bool) and which ``__init__`` does not rebind: a
    strided key window ``h[:, ::self._stride]``.  ``F.slice`` takes such a step as the subscript
    does (MXNet 1.9.1: 2, -2, 3 and None equal eagerly and hybridized); a bool, which the NDArray
    subscript takes as 1 and ``slice`` refuses, is what the literal default rules out. With
    ``positive``, every literal is above 0: a count such as a segment number, never one of
    Reshape's special codes (0, -1, -2, -3, -4)."""
    cls = ctx.scope.cls if ctx.scope is not None else None
    if cls is None or not (isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name)
                           and node.value.value == "self") or not stored_only_in_init(ctx, node.attr.value):
        return False
    values = ctx.attribute_stores(cls.name, node.attr.value)
    init = next((k.methods["__init__"] for k in cls.lineage() if "__init__" in k.methods), None)
    if not values or init is None:
        return False
    for value in values:
        try:
            number = ast.literal_eval(value)
        except (ValueError, TypeError, SyntaxError, RecursionError):     # not a literal
            number = None
        if type(number) is int and (number > 0 if positive else number):
            continue
        if not isinstance(value, ast.Name) or value.id in name_bindings(init.body, nested=False):
            return False
        default = next((p.default for p in (*init.params.params, *init.params.kwonly_params)
                        if p.name.value == value.id), None)
        default = None if default is None else int_literal(default)
        if not default or (positive and default < 0):
            return False
    return True


def stored_only_in_init(ctx, attr: str) -> bool:
    """No method of the class or its bases in this file but ``__init__`` assigns ``self.<attr>``:
    a method the statement calls between the two uses cannot rebind it."""
    cls = ctx.scope.cls
    if cls is None:
        return False
    for klass in cls.lineage():
        try:
            whole = cst.parse_module(textwrap.dedent(ctx.code_for(klass.node)))
        except cst.ParserSyntaxError:
            return False
        classes = [stmt for stmt in whole.body if isinstance(stmt, cst.ClassDef)]
        if len(classes) != 1 or not isinstance(classes[0].body, cst.IndentedBlock):
            return False
        for fn in (stmt for stmt in classes[0].body.body if isinstance(stmt, cst.FunctionDef)):
            if fn.name.value == "__init__":
                continue
            for node, _ in with_parents(fn.body):
                targets = [t.target for t in node.targets] if isinstance(node, cst.Assign) else \
                    [node.target] if isinstance(node, (cst.AugAssign, cst.AnnAssign)) else []
                if any(attr in _self_attrs(t) for t in targets):
                    return False
    return True


def with_parents(root: cst.CSTNode):
    """(node, its parent) for every node under ``root``; the file's parent map covers only the
    code the analysis walked, and a list may be changed in any method."""
    stack = [(root, None)]
    while stack:
        node, parent = stack.pop()
        yield node, parent
        stack.extend((child, node) for child in node.children)
