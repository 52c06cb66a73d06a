"""Which eager NDArray results share memory with the array they came from: a write in place
through such a result (``y += 1``, ``y[:] = 0``, ``out=y``) changes that array too, which the
graph's fresh result does not -- the fact fixers that turn an in-place write into a rebinding
must respect."""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.walk import iter_descendants, memoized

# Fluent NDArray methods whose result shares the receiver's memory in eager MXNet 1.9.1 (writing
# `y[:] = -1` into `y = x.<method>(...)` shows in `x`; tests/fixtures/mxnet/view_methods.json,
# made by bench/mxnet_view_method_fixtures.py, and tests/fixers/test_view_methods.py): `reshape`,
# `detach`, `as_in_context(<its own context>)`. `x.astype(<its own dtype>, copy=False)` shares
# too (a keyword the caller checks), and so does a basic index whose region is one contiguous run
# (`x[1]`, `x[0:2]`; tests/fixtures/mxnet/index_views.json). `expand_dims`, `squeeze`, `flatten`,
# `.T`, `reshape_like`, `copy`, `astype` (default) and every `nd.*` function copy.
VIEW_METHODS = frozenset({"reshape", "detach", "as_in_context"})


def writes_in_place(func: cst.FunctionDef) -> "dict[str, cst.CSTNode]":
    """name -> the first statement part of ``func`` that writes through it in place: ``y += 1``,
    ``y[:, 0] = 0``, ``y[0][1] = 0``, ``y[0] += 1`` or an ``out=y`` argument, nested functions
    included (a closure writes the same array); read once a function (memoized)."""
    return memoized("written_in_place", func, _writes_in_place)


def _writes_in_place(func: cst.FunctionDef) -> "dict[str, cst.CSTNode]":
    out: dict[str, cst.CSTNode] = {}
    for n in iter_descendants(func.body):
        name = _written_name(n)
        if name is not None:
            out.setdefault(name, n)
    return out


def writes_after(func: cst.FunctionDef, node: cst.CSTNode, names: "set[str]") -> "cst.CSTNode | None":
    """The first in-place write (as ``writes_in_place`` reads them) through one of ``names``
    that comes after ``node`` in ``func``'s text; None when none does. The writes are listed
    once a function, in order, with the nodes before each (memoized)."""
    order, writes = memoized("written_in_place_in_order", func, _writes_in_order)
    at = order.get(id(node))
    if at is None:
        return None
    return next((w for pos, name, w in writes if pos > at and name in names), None)


def _writes_in_order(func: cst.FunctionDef) -> "tuple[dict[int, int], list[tuple[int, str, cst.CSTNode]]]":
    order: dict[int, int] = {}
    writes: list[tuple[int, str, cst.CSTNode]] = []
    for i, n in enumerate(iter_descendants(func.body)):
        order[id(n)] = i
        name = _written_name(n)
        if name is not None:
            writes.append((i, name, n))
    return order, writes


def _written_name(n: cst.CSTNode) -> "str | None":
    """The name ``n`` writes through in place (``y += 1``, ``y[0] = 0``, ``out=y``), or None."""
    if type(n) is cst.AugAssign:
        target = n.target
    elif type(n) is cst.AssignTarget and isinstance(n.target, cst.Subscript):
        target = n.target
    elif type(n) is cst.Arg and n.keyword is not None and n.keyword.value == "out":
        target = n.value
    else:
        return None
    while isinstance(target, cst.Subscript):
        target = target.value
    return target.value if isinstance(target, cst.Name) else None


def aliases(func: cst.FunctionDef, name: str) -> "set[str]":
    """``name`` and the names ``func`` binds to it, plainly (``z = y``), and to those in turn."""
    pairs = memoized("plain_rebinds", func, _plain_rebinds)
    out, todo = set(), [name]
    while todo:
        n = todo.pop()
        if n not in out:
            out.add(n)
            todo.extend(pairs.get(n, ()))
    return out


def _plain_rebinds(func: cst.FunctionDef) -> "dict[str, list[str]]":
    """source name -> the names ``func`` binds to it by a plain ``target = source``."""
    out: dict[str, list[str]] = {}
    for n in iter_descendants(func.body, stop=(cst.FunctionDef,)):
        if type(n) is cst.Assign and isinstance(n.value, cst.Name):
            for t in n.targets:
                if isinstance(t.target, cst.Name):
                    out.setdefault(n.value.value, []).append(t.target.value)
    return out


def sharers(func: cst.FunctionDef, name: str) -> "set[str]":
    """``name`` and the names ``func`` binds to it or to an eager view of it -- plainly (``z =
    y``), through a view method (``z = y.reshape(...)``, see ``VIEW_METHODS``) or a subscript
    (``z = y[0]``) -- and to those in turn: every name a write in place through which may reach
    ``name``'s array."""
    pairs = view_bindings(func)
    out, todo = set(), [name]
    while todo:
        n = todo.pop()
        if n not in out:
            out.add(n)
            todo.extend(t for t, _ in pairs.get(n, ()))
    return out


def viewed(value: cst.BaseExpression) -> cst.BaseExpression:
    """The expression whose array ``value`` is, or may be an eager view of: through the fluent
    views of ``VIEW_METHODS`` and subscripts (an item of a list or tuple is the very array the
    container holds, `gap = splits[0]`; a basic index of an array may be a view of it)."""
    while True:
        if isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) \
                and value.func.attr.value in VIEW_METHODS:
            value = value.func.value
        elif isinstance(value, cst.Subscript):
            value = value.value
        else:
            return value


def viewed_name(value: cst.BaseExpression) -> "str | None":
    """The name ``viewed`` finds (``y.reshape((-1,))[0]``: ``y``); else None."""
    value = viewed(value)
    return value.value if isinstance(value, cst.Name) else None


def view_bindings(func: cst.FunctionDef) -> "dict[str, list[tuple[str, cst.Assign]]]":
    """source name -> (target name, the assignment) for each ``target = <source or a view of
    it>`` of ``func`` (``viewed_name``), nested functions left out; read once a function."""
    return memoized("view_bindings", func, _view_bindings)


def _view_bindings(func: cst.FunctionDef) -> "dict[str, list[tuple[str, cst.Assign]]]":
    out: dict[str, list[tuple[str, cst.Assign]]] = {}
    for n in iter_descendants(func.body, stop=(cst.FunctionDef,)):
        if type(n) is cst.Assign and (source := viewed_name(n.value)) is not None:
            for t in n.targets:
                if isinstance(t.target, cst.Name):
                    out.setdefault(source, []).append((t.target.value, n))
    return out
