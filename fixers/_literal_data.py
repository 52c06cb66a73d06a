"""The literal numbers an eager array's data is fixed to, wherever the code spells them.

``nd.array(np.array([0.05, 0.06]))``, ``nd.array(CCM)`` with ``CCM = np.array([[...]])`` bound once
at module level, ``nd.array(self.black)`` with every store of ``self.black`` in the file one such
literal: constant-array builds these in the graph (``F.full`` runs) where a constant Parameter
cannot go (a block without Parameters runs uninitialized).  The values are the literal's:
``nd.array`` gives any numpy data float32, so a numpy array of them (no dtype, or a float one,
which keeps the numbers before that cast) holds the same float32 values.
"""
from __future__ import annotations

import ast
from typing import Callable

import libcst as cst

# numpy constructors that copy a literal as given; an integer or bool dtype would change the
# numbers before nd.array casts them
_COPIES = frozenset({"numpy.array", "numpy.asarray"})
_FLOAT_DTYPES = frozenset({"float32", "float64", "float"})


def _dtype_keeps_numbers(ctx, node: cst.BaseExpression) -> bool:
    if isinstance(node, cst.SimpleString):
        return node.value[1:-1] in _FLOAT_DTYPES
    dotted = ctx.resolve(node) if isinstance(node, (cst.Attribute, cst.Name)) else None
    return dotted in ("numpy.float32", "numpy.float64") or (isinstance(node, cst.Name) and node.value == "float")


def _unwrapped(ctx, node: cst.BaseExpression) -> cst.BaseExpression | None:
    """The list/tuple literal of ``node`` itself or of ``np.array(literal[, dtype=<float>])``."""
    if isinstance(node, (cst.List, cst.Tuple)):
        return node
    if not isinstance(node, cst.Call) or ctx.resolve(node.func) not in _COPIES:
        return None
    positional = [a for a in node.args if a.keyword is None]
    keywords = {a.keyword.value: a.value for a in node.args if a.keyword is not None}
    if len(positional) != 1 or positional[0].star or set(keywords) - {"dtype"}:
        return None
    if "dtype" in keywords and not _dtype_keeps_numbers(ctx, keywords["dtype"]):
        return None
    inner = positional[0].value
    return inner if isinstance(inner, (cst.List, cst.Tuple)) else None


def _module_binding(source: str, name: str) -> cst.BaseExpression | None:
    for stmt in cst.parse_module(source).body:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Assign) and len(small.targets) == 1 and \
                        isinstance(small.targets[0].target, cst.Name) and small.targets[0].target.value == name:
                    return small.value
    return None


def literal_data(ctx, data: cst.BaseExpression,
                 module_constant: Callable[[object, cst.BaseExpression], bool]) -> cst.BaseExpression | None:
    """The list/tuple literal ``data`` is fixed to, or None.  ``module_constant(ctx, name)``: the
    caller's proof that a module-level name is bound once and only read as array data."""
    got = _unwrapped(ctx, data)
    if got is not None:
        return got
    if isinstance(data, cst.Name) and module_constant(ctx, data):
        bound = _module_binding(ctx.source, data.value)
        return None if bound is None else _unwrapped(ctx, bound)
    cls = ctx.scope.cls if ctx.scope is not None else None
    if cls is None or not (isinstance(data, cst.Attribute) and isinstance(data.value, cst.Name)
                           and data.value.value == "self"):
        return None
    # every store the file makes (a store this file cannot see, or not a plain one, gives None):
    # one literal, so the attribute holds those numbers whatever constructed the block
    stores = ctx.attribute_stores(cls.name, data.attr.value)
    if not stores or len({ast.dump(v) for v in stores}) != 1:
        return None
    try:
        value = cst.parse_expression(ast.unparse(stores[0]))
    except (cst.ParserSyntaxError, ValueError):
        return None
    # a name inside the store (`np.array(...)`) resolves as the module's imports say
    return _unwrapped(ctx, value)
