"""Sizes of the arrays a class hands to ``self.params.get_constant(name, value)``.

Gluon passes such a constant to ``hybrid_forward`` under its attribute name, with the shape of the
numpy value built in ``__init__`` -- often ``np.expand_dims(grid, axis=0)`` or a ``reshape((1,
...))``, a leading 1 meant for broadcasting.  Only what the code states is read: literal shapes
of numpy constructors, the 1 that ``expand_dims(..., axis=0)`` / ``x[None]`` put in front,
literal sizes of a reshape target, nested list literals; anything else leaves an axis unknown.
"""
from __future__ import annotations

import libcst as cst


_CONSTRUCTORS = frozenset({"zeros", "ones", "full", "empty", "uniform", "normal", "rand", "randn"})
_SAME = frozenset({"array", "asarray", "astype", "copy", "float32", "float64", "ascontiguousarray"})


def constant_dims(methods: dict[str, cst.FunctionDef]) -> dict[str, dict[int, int]]:
    """attribute / parameter name -> {axis: size} of each constant whose value says some sizes."""
    out: dict[str, dict[int, int]] = {}
    for fn in methods.values():
        local: dict[str, cst.BaseExpression] = {}
        for small in _in_order(fn.body):
            if not isinstance(small, cst.Assign):
                continue
            value = small.value
            call = value if isinstance(value, cst.Call) else None
            if call is not None and isinstance(call.func, cst.Attribute) \
                    and call.func.attr.value == "get_constant" and len(call.args) >= 2:
                arg = next((a.value for a in call.args if a.keyword is not None
                            and a.keyword.value == "value"), call.args[1].value)
                dims = _dims(arg, dict(local), 0)
                if dims:
                    for t in small.targets:
                        if isinstance(t.target, cst.Attribute):
                            out[t.target.attr.value] = dims
                    first = call.args[0].value
                    if isinstance(first, cst.SimpleString):
                        out[first.value.strip("'\"rbuRBU")] = dims
            for t in small.targets:
                if isinstance(t.target, cst.Name):
                    local[t.target.value] = value
    return out


def _in_order(block):
    """The small statements of a body in source order (``with``/``if`` bodies entered; a later
    binding of a name replaces an earlier one, as it does when the code runs straight through)."""
    for stmt in getattr(block, "body", ()):
        if isinstance(stmt, (cst.SimpleStatementLine, cst.SimpleStatementSuite)):
            yield from stmt.body
        elif isinstance(stmt, (cst.With, cst.If, cst.For, cst.While, cst.Try)):
            yield from _in_order(stmt.body)


def _dims(node, local: dict, depth: int) -> dict[int, int] | None:
    if depth > 8:
        return None
    if isinstance(node, cst.Name):
        bound = local.pop(node.value, None)     # (popped: `x = f(x)` reads the earlier x)
        return _dims(bound, local, depth + 1) if bound is not None else None
    if isinstance(node, (cst.List, cst.Tuple)):
        return _literal_dims(node)
    if isinstance(node, cst.Subscript):
        first = node.slice[0].slice if node.slice else None
        if isinstance(first, cst.Index) and (
                (isinstance(first.value, cst.Name) and first.value.value == "None")
                or (isinstance(first.value, cst.Attribute) and first.value.attr.value == "newaxis")):
            return {0: 1}
        return None
    if not isinstance(node, cst.Call):
        return None
    func = node.func
    name = func.attr.value if isinstance(func, cst.Attribute) else (
        func.value if isinstance(func, cst.Name) else None)
    args = [a for a in node.args if a.keyword is None and not a.star]
    if name == "expand_dims":
        axis = _kwarg(node, "axis") or (args[1].value if len(args) > 1 else None)
        return {0: 1} if _int(axis) == 0 else None
    if name in _SAME:
        if isinstance(func, cst.Attribute) and name in ("astype", "copy"):
            return _dims(func.value, local, depth + 1)
        return _dims(args[0].value, local, depth + 1) if args else None
    if name == "reshape":
        entries = args if len(args) > 1 else None
        target = _kwarg(node, "newshape") or _kwarg(node, "shape")
        if entries is None:
            target = target or (args[0].value if args and isinstance(func, cst.Attribute)
                                and not _is_module(func.value) else
                                args[1].value if len(args) > 1 else None)
            if isinstance(target, (cst.Tuple, cst.List)):
                entries = [e for e in target.elements]
        if entries is None:
            return None
        sizes = {i: _int(e.value) for i, e in enumerate(entries)}
        return {i: v for i, v in sizes.items() if v is not None and v > 0} or None
    if name in _CONSTRUCTORS:
        shape = _kwarg(node, "shape") or _kwarg(node, "size") or (
            args[0].value if args and name not in ("uniform", "normal") else None)
        if isinstance(shape, (cst.Tuple, cst.List)):
            sizes = {i: _int(e.value) for i, e in enumerate(shape.elements)}
            return {i: v for i, v in sizes.items() if v is not None and v > 0} or None
    return None


def _literal_dims(node) -> dict[int, int] | None:
    """Sizes of a nested list literal, as far as every level is a literal list of one length."""
    dims: dict[int, int] = {}
    level = [node]
    axis = 0
    while level and all(isinstance(n, (cst.List, cst.Tuple)) for n in level):
        lengths = {len(n.elements) for n in level}
        if len(lengths) != 1 or any(isinstance(e, cst.StarredElement) for n in level for e in n.elements):
            break
        dims[axis] = lengths.pop()
        level = [e.value for n in level for e in n.elements]
        axis += 1
    return dims or None


def _kwarg(call: cst.Call, name: str):
    return next((a.value for a in call.args if a.keyword is not None and a.keyword.value == name), None)


def _int(node) -> int | None:
    if isinstance(node, cst.Integer):
        try:
            return int(node.value, 0)
        except ValueError:
            return None
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        inner = _int(node.expression)
        return None if inner is None else -inner
    return None


def _is_module(node) -> bool:
    """``np`` / ``numpy`` / ``onp``: the receiver of a module function (``np.reshape(x, ...)``)."""
    return isinstance(node, cst.Name) and node.value in ("np", "numpy", "onp", "_np")
