"""Sizes of the arrays a class hands to ``self.params.get_constant(name, value)``.

Gluon passes such a constant to ``hybrid_forward`` under its attribute name, with the shape of the
numpy value built in ``__init__`` -- often ``np.expand_dims(grid, axis=0)`` or a ``reshape((1,
...))``, a leading 1 meant for broadcasting.  Only what the code states is read: literal shapes
of numpy constructors and identity matrices, the 1 that ``expand_dims(..., axis=0)`` / ``x[None]``
put in front, literal sizes of a reshape target, nested list literals; anything else leaves an axis
unknown.  ``constant_ranks`` reads the number of axes where the code states it;
``default_constant_ranks`` also reads a method parameter as its literal default (a class prior
``np.array(freqs)`` with ``freqs=(0.4, 0.3, 0.3)``, a size vector ``np.array([w - 1, h - 1])``
with ``w=8, h=6``): the probable rank of a block built without that argument, for findings only.
"""
from __future__ import annotations

import ast

import libcst as cst

from .astwalk import walk_code
from .walk import int_literal, iter_descendants, number_literal
from .walk import kwarg as _kwarg


_CONSTRUCTORS = frozenset({"zeros", "ones", "full", "empty", "uniform", "normal", "rand", "randn"})
_SAME = frozenset({"array", "asarray", "astype", "copy", "float32", "float64", "ascontiguousarray"})
# numpy's (and RandomState's) draws given one int per axis: `randn(d0, d1, ...)`
_PER_AXIS = frozenset({"rand", "randn"})
# numpy / NDArray identity matrices: `eye(N, M=None, k=0)` and `identity(n)` are 2-D
_IDENTITY = frozenset({"eye", "identity"})


class ModuleHelper:
    """A module-level function of straight-line statements ending in ``return <value>`` (RT-DETR's
    ``def dn_mask(n, q): m = np.zeros((q, q)); m[n:, :n] = -1e4; return m``), as module_values keeps
    it under ``"<name>()"``: what it returns, its locals (each bound once), and its parameters,
    which hide the caller's names of the same spelling.  Read for the rank of a call only: the
    rank of ``np.zeros((q, q))`` does not depend on what the caller passes."""
    __slots__ = ("params", "local", "returned", "positional", "defaults")

    def __init__(self, params: frozenset, local: "dict[str, cst.BaseExpression]",
                 returned: cst.BaseExpression, positional: "tuple[str, ...]" = (),
                 defaults: "dict[str, cst.BaseExpression] | None" = None) -> None:
        self.params, self.local, self.returned = params, local, returned
        # the parameters a call may fill by position, in order, and the number literal default
        # of each parameter the body never binds again: what a call that leaves one out hands it
        self.positional, self.defaults = positional, defaults or {}


def constant_dims(methods: dict[str, cst.FunctionDef],
                  module: "dict[str, cst.BaseExpression] | None" = None) -> dict[str, dict[int, int]]:
    """attribute / parameter name -> {axis: size} of each constant whose value says some sizes;
    ``module``: the values of names the module binds once (module_values)."""
    return _per_constant(methods, _dims, module)


def constant_ranks(methods: dict[str, cst.FunctionDef],
                   module: "dict[str, cst.BaseExpression] | None" = None) -> dict[str, int]:
    """attribute / parameter name -> the number of axes of each constant whose value states it
    (an identity matrix, a constructor given a literal shape, a nested list of numbers)."""
    return _per_constant(methods, _rank, module)


def default_constant_ranks(methods: dict[str, cst.FunctionDef],
                           module: "dict[str, cst.BaseExpression] | None" = None) -> dict[str, int]:
    """``constant_ranks`` where a method's parameter that is never rebound in it counts as its
    literal default (a tuple or list of numbers, nested): a caller may pass another value, so the
    rank is only the probable one (evidence for a finding, never for a rewrite)."""
    return _per_constant(methods, _rank, module, defaults=True)


def module_values(body: "list[ast.stmt]") -> dict[str, cst.BaseExpression]:
    """Name -> value of each plain top-level ``NAME = value`` of a module (the whole file's stdlib
    tree ``body``) that binds the name nowhere else and never declares it ``global``: a table such
    as ``C_MAJOR = [1, 0, 1, ...]`` handed to ``get_constant`` is that array wherever a method
    reads it.  Read from the stdlib tree, as the libcst parse has these lines blanked (reduce.py).
    A module-level function such a method reads is kept as a ModuleHelper under ``"<name>()"``
    (no name spells so): the ranks of its calls are read from what it returns."""
    counts: dict[str, int] = {}
    # only names a function calling `get_constant` reads can be a constant's value: the others
    # are not parsed again (a module's large tables cost a libcst parse each)
    wanted: set[str] = set()
    for node in walk_code(ast.Module(body=body, type_ignores=[])):
        if isinstance(node, ast.Global):
            for name in node.names:
                counts[name] = counts.get(name, 0) + 2
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
                isinstance(n, ast.Attribute) and n.attr == "get_constant" for n in walk_code(node)):
            wanted.update(n.id for n in walk_code(node) if isinstance(n, ast.Name))
    for stmt in _top_statements(body):
        for name in _bound_names(stmt):
            counts[name] = counts.get(name, 0) + 1
    out: dict[str, cst.BaseExpression] = {}
    for stmt in body:
        if isinstance(stmt, ast.FunctionDef) and counts.get(stmt.name) == 1 and stmt.name in wanted:
            helper = _module_helper(stmt)
            if helper is not None:
                out[stmt.name + "()"] = helper
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name) \
                and counts.get(stmt.targets[0].id) == 1 and stmt.targets[0].id in wanted:
            try:
                out[stmt.targets[0].id] = cst.parse_expression(ast.unparse(stmt.value))
            except (cst.ParserSyntaxError, ValueError, RecursionError):
                continue
    return out


def _module_helper(fn: ast.FunctionDef) -> ModuleHelper | None:
    """``fn`` as a ModuleHelper when its body is assignments to names bound once, item writes
    (``m[n:, :n] = -1e4``: the rank stays), expression statements and loops or ifs that only do
    such things (``for s in range(0, n, seg): m[s:s + seg, :s + seg] = 0``: a segment mask filled
    block by block), then one ``return``.  A name a loop or an if binds (its counter, a bound it
    computes, a count it steps) has no one value: it hides the caller's name of that spelling, and
    a value read through it says no rank."""
    body = fn.body
    if not body or not isinstance(body[-1], ast.Return) or body[-1].value is None:
        return None
    local: dict[str, cst.BaseExpression] = {}
    varied: set[str] = set()
    try:
        for stmt in body[:-1]:
            if isinstance(stmt, (ast.For, ast.While, ast.If)):
                bound = _writes_only(stmt)
                if bound is None:
                    return None
                varied |= bound
                for name in bound:
                    local.pop(name, None)       # (a value read through it says nothing now)
                continue
            if _resizes(stmt):
                return None
            if isinstance(stmt, ast.Expr) or (isinstance(stmt, ast.Assign) and all(
                    isinstance(t, ast.Subscript) for t in stmt.targets)):
                continue
            if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
                    and isinstance(stmt.targets[0], ast.Name) and stmt.targets[0].id not in local
                    and stmt.targets[0].id not in varied):
                return None
            local[stmt.targets[0].id] = cst.parse_expression(ast.unparse(stmt.value))
        returned = cst.parse_expression(ast.unparse(body[-1].value))
    except (cst.ParserSyntaxError, ValueError, RecursionError):
        return None
    a = fn.args
    params = frozenset(p.arg for p in (*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg) if p is not None)
    positional = tuple(p.arg for p in (*a.posonlyargs, *a.args))
    defaults: dict[str, cst.BaseExpression] = {}
    for p, d in [*zip(positional[len(positional) - len(a.defaults):], a.defaults),
                 *((p.arg, d) for p, d in zip(a.kwonlyargs, a.kw_defaults) if d is not None)]:
        if p not in local and p not in varied and isinstance(d, ast.Constant) \
                and type(d.value) in (int, float) and not isinstance(d.value, bool):
            defaults[p] = cst.parse_expression(repr(d.value))
    return ModuleHelper(params | varied, local, returned, positional, defaults)


def _writes_only(stmt: ast.stmt) -> "set[str] | None":
    """The names a ``for``/``while``/``if`` statement binds, when all it does is bind names, write
    items (``m[i, j] = v``, ``m[i] += v``: an array keeps its rank) and evaluate expressions, in
    nested loops and ifs too (``break``/``continue`` only end a loop); None when it may leave the
    function (``return``, ``yield``, ``raise``) or does anything else (``try``, ``with``, ``del``,
    a nested def, an attribute or starred target)."""
    if _resizes(stmt):
        return None
    bound: set[str] = set()
    for node in walk_code(stmt):
        if isinstance(node, (ast.Return, ast.Yield, ast.YieldFrom, ast.Raise, ast.Global, ast.Nonlocal,
                             ast.Delete, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda,
                             ast.Try, ast.With, ast.AsyncWith, ast.AsyncFor)):
            return None
        if isinstance(node, ast.stmt) and not isinstance(node, (
                ast.For, ast.While, ast.If, ast.Assign, ast.AugAssign, ast.Expr, ast.Pass, ast.Break,
                ast.Continue)):
            return None
        if isinstance(node, (ast.For, ast.Assign, ast.AugAssign)):
            targets = [node.target] if not isinstance(node, ast.Assign) else node.targets
            for t in targets:
                if isinstance(t, ast.Subscript):
                    continue            # an item write: the array keeps its rank
                if not all(isinstance(n, (ast.Name, ast.Tuple, ast.List, ast.Load, ast.Store))
                           for n in walk_code(t)):
                    return None         # an attribute or a starred target: not read here
                bound.update(n.id for n in walk_code(t) if isinstance(n, ast.Name))
        elif isinstance(node, ast.NamedExpr) and isinstance(node.target, ast.Name):
            bound.add(node.target.id)
    return bound


def _resizes(stmt: ast.stmt) -> bool:
    """``stmt`` calls a ``.resize(...)`` method: ndarray's resize changes the array's shape in
    place (``m.resize((1, n, n), refcheck=False)`` gives a filled mask a batch axis), so an
    expression statement may change a rank no assignment shows."""
    return any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "resize"
               for n in walk_code(stmt))


def _top_statements(body: "list[ast.stmt]"):
    """The module's statements outside functions and classes (``if``/``try``/``with``/loop
    bodies entered)."""
    for stmt in body:
        yield stmt
        if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            for field_name in ("body", "orelse", "finalbody", "handlers"):
                inner = getattr(stmt, field_name, None)
                if isinstance(inner, list):
                    yield from _top_statements([s for s in inner if isinstance(s, (ast.stmt, ast.excepthandler))])


def _bound_names(stmt) -> "list[str]":
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [stmt.name]
    if isinstance(stmt, (ast.Import, ast.ImportFrom)):
        return [(a.asname or a.name).split(".")[0] for a in stmt.names]
    targets = []
    if isinstance(stmt, ast.Assign):
        targets = stmt.targets
    elif isinstance(stmt, (ast.AugAssign, ast.AnnAssign, ast.For, ast.AsyncFor)):
        targets = [stmt.target]
    elif isinstance(stmt, (ast.With, ast.AsyncWith)):
        targets = [i.optional_vars for i in stmt.items if i.optional_vars is not None]
    names = [n.id for t in targets for n in walk_code(t) if isinstance(n, ast.Name)]
    # walrus bindings in a top-level expression bind module names too
    names += [n.target.id for n in walk_code(stmt) if isinstance(n, ast.NamedExpr)
              and isinstance(n.target, ast.Name)] if not isinstance(stmt, (ast.If, ast.Try)) else []
    return names


def _per_constant(methods: dict[str, cst.FunctionDef], read,
                  module: "dict[str, cst.BaseExpression] | None" = None, defaults: bool = False) -> dict:
    """attribute / parameter name -> ``read(value, locals, 0)`` of each ``get_constant`` value,
    where it says something; with ``defaults``, the method's parameters start bound to their
    literal defaults (_literal_defaults)."""
    out: dict = {}
    for fn in methods.values():
        # a parameter of the method shadows the module's name of the same spelling
        own = {p.name.value for p in (*fn.params.params, *fn.params.kwonly_params, *fn.params.posonly_params)}
        local: dict[str, cst.BaseExpression] = {k: v for k, v in (module or {}).items() if k not in own}
        if defaults:
            local.update(_literal_defaults(fn))
        # `self.attr` values are read like locals (`self._freqs = [...]` handed over later) only
        # when the method stores the attribute once and never changes the object in place
        settled = _settled_attrs(fn)
        for small in _in_order(fn.body):
            if not isinstance(small, cst.Assign):
                continue
            value = small.value
            call = value if isinstance(value, cst.Call) else None
            if call is not None and isinstance(call.func, cst.Attribute) \
                    and call.func.attr.value == "get_constant" and len(call.args) >= 2:
                arg = next((a.value for a in call.args if a.keyword is not None
                            and a.keyword.value == "value"), call.args[1].value)
                found = read(arg, dict(local), 0)
                if found:
                    for t in small.targets:
                        if isinstance(t.target, cst.Attribute):
                            out[t.target.attr.value] = found
                    first = call.args[0].value
                    if isinstance(first, cst.SimpleString) and isinstance(first.evaluated_value, str):
                        # (the string's value: stripping quote and prefix characters off its
                        # text took the `b` of 'biases' with them)
                        out[first.evaluated_value] = found
            for t in small.targets:
                if isinstance(t.target, cst.Name):
                    local[t.target.value] = value
                elif _self_attr(t.target) in settled:
                    local["self." + t.target.attr.value] = value
    return out


def _literal_defaults(fn: cst.FunctionDef) -> dict[str, cst.BaseExpression]:
    """Parameter -> default, for each parameter of ``fn`` whose default is a literal list or
    tuple of numbers (_list_rank reads it) or a number literal (``height=6``, read where a
    constant lists sizes, ``np.array([width - 1, height - 1])``) and that ``fn`` never binds
    again."""
    params = (*fn.params.params, *fn.params.kwonly_params)
    found = {p.name.value: p.default for p in params
             if p.default is not None and (number_literal(p.default) or (
                 isinstance(p.default, (cst.List, cst.Tuple)) and _list_rank(p.default)))}
    if not found:
        return found
    for node in iter_descendants(fn.body):
        targets = ()
        if isinstance(node, cst.Assign):
            targets = [t.target for t in node.targets]
        elif isinstance(node, (cst.AugAssign, cst.AnnAssign, cst.For)):
            targets = [node.target]
        elif isinstance(node, (cst.NamedExpr,)):
            targets = [node.target]
        for t in targets:
            for n in _with_descendants(t):
                if isinstance(n, cst.Name):
                    found.pop(n.value, None)
    return found


def _self_attr(node) -> str | None:
    return node.attr.value if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) \
        and node.value.value == "self" else None


def _settled_attrs(fn: cst.FunctionDef) -> frozenset:
    """The ``self.<attr>`` names ``fn`` assigns exactly once, by a plain assignment, and never
    touches otherwise (no method call on it, no item or augmented assignment, no ``del``)."""
    stores: dict[str, int] = {}
    touched: set[str] = set()
    # (node types by identity: libcst's concrete classes are final, and isinstance() against
    # them goes through ABCMeta on every node of every __init__)
    for node in iter_descendants(fn.body):
        kind = type(node)
        if kind is cst.Assign:
            for t in node.targets:
                attr = _self_attr(t.target)
                if attr is not None:
                    stores[attr] = stores.get(attr, 0) + 1
                elif not isinstance(t.target, cst.Name):
                    touched.update(a for a in map(_self_attr, _with_descendants(t.target)) if a)
        elif kind is cst.AugAssign or kind is cst.AnnAssign or kind is cst.Del:
            touched.update(a for a in map(_self_attr, _with_descendants(node.target)) if a)
        elif kind is cst.Call and type(node.func) is cst.Attribute:
            attr = _self_attr(node.func.value)
            if attr is not None:
                touched.add(attr)
    return frozenset(a for a, n in stores.items() if n == 1 and a not in touched)


def _with_descendants(node):
    yield node
    yield from iter_descendants(node)


def _in_order(block):
    """The small statements of a body in source order (``with``/``if`` bodies entered; a later
    binding of a name replaces an earlier one, as it does when the code runs straight through)."""
    for stmt in getattr(block, "body", ()):
        if isinstance(stmt, (cst.SimpleStatementLine, cst.SimpleStatementSuite)):
            yield from stmt.body
        elif isinstance(stmt, (cst.With, cst.If, cst.For, cst.While, cst.Try)):
            yield from _in_order(stmt.body)


def _callee(call: cst.Call) -> tuple[str | None, list[cst.Arg]]:
    """The called function's last name (``np.eye`` -> ``eye``) and its positional arguments."""
    func = call.func
    name = func.attr.value if isinstance(func, cst.Attribute) else (
        func.value if isinstance(func, cst.Name) else None)
    return name, [a for a in call.args if a.keyword is None and not a.star]


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
    name, args = _callee(node)
    if name == "expand_dims":
        axis = _kwarg(node, "axis") or (args[1].value if len(args) > 1 else None)
        return {0: 1} if int_literal(axis) == 0 else None
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
        sizes = {i: int_literal(e.value) for i, e in enumerate(entries)}
        return {i: v for i, v in sizes.items() if v is not None and v > 0} or None
    if name in _CONSTRUCTORS:
        # numpy's draws take their size third: `uniform(low, high, size)`, `normal(loc, scale, size)`
        shape = _kwarg(node, "shape") or _kwarg(node, "size") or (
            args[0].value if args and name not in ("uniform", "normal") else
            args[2].value if len(args) > 2 else None)
        if isinstance(shape, (cst.Tuple, cst.List)):
            sizes = {i: _size_literal(e.value, local) for i, e in enumerate(shape.elements)}
            return {i: v for i, v in sizes.items() if v is not None and v > 0} or None
    if name == "tile" and len(args) == 2 and _is_module(func.value):
        return _tile_dims(args[0].value, args[1].value, local, depth)
    if name in _IDENTITY and args:
        rows = int_literal(args[0].value)
        cols = int_literal(args[1].value) if len(args) > 1 and name == "eye" else rows
        cols = int_literal(_kwarg(node, "M")) if _kwarg(node, "M") is not None else cols
        sizes = {0: rows, 1: cols}
        return {i: v for i, v in sizes.items() if v is not None and v > 0} or None
    if name == "concatenate" and _is_module(func.value) and args and isinstance(args[0].value, (cst.List, cst.Tuple)):
        return _concatenated_dims(node, args[0].value.elements, local, depth)
    called = _helper_call(node, local)
    return _dims(*called, depth + 1) if called is not None else None


# the locals' key of the helper parameters a call leaves at their defaults (no name spells so)
_DEFAULTED = "<defaulted>"


def _size_literal(node, local: dict) -> int | None:
    """An int literal, or a helper's parameter the call leaves at an int default (``lead=1``);
    other names are not read (a local bound in a branch has no one value)."""
    if type(node) is cst.Name and node.value in local.get(_DEFAULTED, ()) and node.value in local:
        return int_literal(local[node.value])
    return int_literal(node)


def _concatenated_dims(node: cst.Call, items, local: dict, depth: int) -> dict[int, int] | None:
    """The sizes ``np.concatenate([a, b, ...], axis=k)`` states: every other axis where all items
    state the same size (anchors made of (1, A, 2) centres and (1, A, 2) sizes keep their leading
    1), and axis k where each item states its own (their sum).  A negative axis is read through
    the items' common rank; a starred item or an axis not a literal says nothing."""
    if not items or any(isinstance(e, cst.StarredElement) for e in items):
        return None
    axis_node = _kwarg(node, "axis")
    positional = [a for a in node.args if a.keyword is None and not a.star]
    if axis_node is None and len(positional) > 1:
        axis_node = positional[1].value
    axis = 0 if axis_node is None else int_literal(axis_node)
    if axis is None:
        return None
    if axis < 0:
        ranks = {_rank_of(e.value, dict(local), depth + 1) for e in items}
        if len(ranks) != 1 or not next(iter(ranks)):
            return None
        axis += next(iter(ranks))
        if axis < 0:
            return None
    parts = [_dims(e.value, dict(local), depth + 1) for e in items]
    if any(p is None for p in parts):
        return None
    out = {k: v for k, v in parts[0].items() if k != axis and all(p.get(k) == v for p in parts[1:])}
    if all(axis in p for p in parts):
        out[axis] = sum(p[axis] for p in parts)
    return out or None


def _tile_reps(reps) -> "list | None":
    """The repetitions of ``np.tile(A, reps)`` as a list of int-or-None, one per entry of a literal
    tuple or list (an entry not a literal is an unknown count), or None when ``reps`` is not one
    (a bare int repeats the last axis: one entry)."""
    if isinstance(reps, cst.Integer):
        return [int_literal(reps)]
    if not isinstance(reps, (cst.Tuple, cst.List)) or any(isinstance(e, cst.StarredElement) for e in reps.elements):
        return None
    return [int_literal(e.value) for e in reps.elements]


def _tile_dims(base, reps, local: dict, depth: int) -> "dict[int, int] | None":
    """Sizes of ``np.tile(base, reps)`` (an anchor row repeated per cell, ``np.tile(row, (1, n, 1))``):
    numpy puts the shorter of base's axes and reps behind leading 1s, and axis i is
    ``reps[i] * base.shape[i]`` -- known where both are (a 1 that numpy prepends to base is known)."""
    counts = _tile_reps(reps)
    rank = _rank(base, dict(local), depth + 1)
    if counts is None or rank is None:
        return None
    out_rank = max(rank, len(counts))
    counts = [1] * (out_rank - len(counts)) + counts
    below = _dims(base, dict(local), depth + 1) or {}
    sizes = {i: 1 for i in range(out_rank - rank)}
    sizes.update({i + out_rank - rank: v for i, v in below.items()})
    out = {i: counts[i] * sizes[i] for i in range(out_rank) if counts[i] is not None and i in sizes}
    return {i: v for i, v in out.items() if v > 0} or None


def _rank(node, local: dict, depth: int) -> int | None:
    """The number of axes ``node``'s code states: an identity matrix (``nd.eye(3, 3, 0)``), a
    constructor given a literal shape, a nested list whose leaves are numbers, and those through
    ``array``/``astype``-like wrappers, ``expand_dims``, a literal numpy reshape target and the
    numpy rules below (_numpy_rank).  A python number has no axes inside the evaluation, but a
    constant's value is never one: Gluon makes ``nd.array(0.5)`` of it, which is (1,)."""
    found = _rank_of(node, local, depth)
    return found if found else None


def _rank_of(node, local: dict, depth: int) -> int | None:
    """``_rank``, with 0 for a python number literal (an operand of numpy arithmetic)."""
    if depth > 12:      # (a decay table: `np.where(d >= 0, g[:, None, None] ** d, 0).astype(...)` of locals)
        return None
    if isinstance(node, (cst.Integer, cst.Float)):
        return 0
    if isinstance(node, (cst.UnaryOperation, cst.BinaryOperation, cst.Comparison, cst.Subscript)) or (
            isinstance(node, cst.Attribute) and node.attr.value == "T"):
        return _numpy_rank(node, local, depth)
    if isinstance(node, cst.Name) or _self_attr(node) is not None:
        key = node.value if isinstance(node, cst.Name) else "self." + node.attr.value
        bound = local.pop(key, None)
        return _rank_of(bound, local, depth + 1) if bound is not None else None
    if isinstance(node, (cst.List, cst.Tuple)):
        return _list_rank(node) or _items_rank(node, local, depth)
    if isinstance(node, cst.ListComp):
        return 1 if _numbers_over_range(node) else None
    if not isinstance(node, cst.Call):
        return None
    func = node.func
    name, args = _callee(node)
    if any(a.star for a in node.args):
        return None
    if name in _IDENTITY:
        return 2
    if name in _SAME:
        if isinstance(func, cst.Attribute) and name in ("astype", "copy"):
            return _rank_of(func.value, local, depth + 1)
        return _rank_of(args[0].value, local, depth + 1) if args else None
    if name == "expand_dims":
        inner = (func.value if isinstance(func, cst.Attribute) and not _is_module(func.value)
                 else args[0].value if args else None)
        below = _rank_of(inner, local, depth + 1) if inner is not None else None
        return below + 1 if below is not None else None
    if name == "reshape":
        target = _kwarg(node, "newshape") or _kwarg(node, "shape")
        if target is None and isinstance(func, cst.Attribute) and not _is_module(func.value):
            if len(args) > 1:
                return len(args) if all(_plain_size(a.value) for a in args) else None
            target = args[0].value if args else None
        elif target is None and len(args) > 1:
            target = args[1].value
        if isinstance(target, (cst.Tuple, cst.List)) and target.elements \
                and all(_plain_size(e.value) for e in target.elements):
            return len(target.elements)
        return None
    if name in _PER_AXIS and args and len(args) == len(node.args) and not any(
            isinstance(a.value, (cst.Tuple, cst.List)) for a in args):
        # `rng.randn(units)`: numpy's rand/randn take one int per axis (a tuple raises), so the
        # count of arguments is the rank whatever the sizes are (NoisyNet's frozen noise vectors)
        return len(args)
    if name in _CONSTRUCTORS:
        # the draws' size comes third (`uniform(low, high, size)`); their first is a bound
        shape = _kwarg(node, "shape") or _kwarg(node, "size") or (
            (args[2].value if len(args) > 2 else None) if name in ("uniform", "normal")
            else args[0].value if args else None)
        if isinstance(shape, (cst.Tuple, cst.List)) and not any(
                isinstance(e, cst.StarredElement) for e in shape.elements):
            return len(shape.elements)
        if isinstance(shape, cst.Integer):
            return 1
    called = _helper_call(node, local)
    if called is not None:
        return _rank_of(*called, depth + 1)
    return _numpy_call_rank(node, name, args, local, depth)


def _helper_call(node: cst.Call, local: dict):
    """(returned value, its locals) of a call of a module-level helper (ModuleHelper), or None:
    the value is read with the helper's own locals, its parameters hiding the caller's names of
    that spelling, so that only what the helper states whatever it is passed is read (the literal
    1s of ``...reshape(1, 1, h, w)``, the rank of ``np.zeros((q, q))``)."""
    func = node.func
    helper = local.get(func.value + "()") if isinstance(func, cst.Name) else None
    if not isinstance(helper, ModuleHelper):
        return None
    inner = {k: v for k, v in local.items() if k not in helper.params and k != _DEFAULTED}
    inner.update(helper.local)
    if helper.defaults and not any(a.star for a in node.args):
        # a parameter the call leaves out holds its default (`position_bias(h, w)` of a helper
        # `def position_bias(h, w, lead=1)` makes `np.zeros((lead, 1, h, w))` lead with a 1)
        given = {a.keyword.value for a in node.args if a.keyword is not None}
        given.update(helper.positional[:sum(1 for a in node.args if a.keyword is None)])
        left = {p: d for p, d in helper.defaults.items() if p not in given}
        inner.update(left)
        inner[_DEFAULTED] = frozenset(left)
    return helper.returned, inner


# numpy functions applied elementwise: the result has the argument's axes
_ELEMENTWISE = frozenset({
    "abs", "absolute", "negative", "cos", "sin", "tan", "arccos", "arcsin", "arctan", "cosh", "sinh",
    "tanh", "exp", "expm1", "log", "log1p", "log2", "log10", "sqrt", "square", "floor", "ceil",
    "round", "rint", "sign", "clip", "zeros_like", "ones_like", "full_like", "empty_like", "tril",
    "triu", "transpose"})
# numpy's binary ufuncs: the operands' axes broadcast, so the result has the larger rank
_BROADCASTING = frozenset({
    "add", "subtract", "multiply", "divide", "true_divide", "power", "maximum", "minimum",
    "arctan2", "hypot"})
_ARITHMETIC = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.FloorDivide, cst.Modulo, cst.Power)
# numpy's logical operators on (boolean) arrays broadcast as arithmetic does: `(g == 0) | (g == 1)`
_LOGICAL = (cst.BitOr, cst.BitAnd, cst.BitXor)
# elementwise comparisons (ufuncs); `is` / `in` compare the objects and give a python bool
_COMPARE = (cst.LessThan, cst.LessThanEqual, cst.GreaterThan, cst.GreaterThanEqual, cst.Equal, cst.NotEqual)


def _numpy_call_rank(node: cst.Call, name, args, local: dict, depth: int) -> int | None:
    """The rank numpy's own rules give a call whose arguments' ranks are known here: ``arange``
    (and ``linspace`` between two numbers) is 1-D, ``outer`` 2-D whatever its arguments, an
    elementwise function or ``transpose`` keeps its argument's rank, a binary ufunc and the
    three-operand ``where`` broadcast, ``concatenate`` of a literal sequence keeps its items'
    common rank and ``stack`` adds one.
    Only calls on the numpy module (``np.cos``), and the ``x.transpose()`` method, are read."""
    func = node.func
    if not isinstance(func, cst.Attribute):
        return None
    if not _is_module(func.value):
        # an array's own method: `angles.transpose()` keeps its rank
        return _rank_of(func.value, local, depth + 1) if name == "transpose" else None
    if name == "arange":
        return 1
    if name == "tile" and len(args) == 2:
        # numpy's tile: the larger of the base's rank and the count of repetitions
        counts = _tile_reps(args[1].value)
        below = _rank_of(args[0].value, local, depth + 1)
        return None if counts is None or not below else max(below, len(counts))
    if name == "outer":
        return 2
    if name == "linspace" and len(args) >= 2:
        ends = [_rank_of(a.value, dict(local), depth + 1) for a in args[:2]]
        return 1 if ends == [0, 0] else None
    if name in _ELEMENTWISE and args:
        return _rank_of(args[0].value, local, depth + 1)
    if name in _BROADCASTING and len(args) == 2:
        return _broadcast_rank([a.value for a in args], local, depth)
    if name == "where" and len(args) == 3:
        # `np.where(cond, a, b)` broadcasts its three operands (a causal decay `gamma ** d` kept
        # where `d >= 0`); the one-argument form returns a tuple of index arrays
        return _broadcast_rank([a.value for a in args], local, depth)
    if name in ("concatenate", "stack") and args and isinstance(args[0].value, (cst.List, cst.Tuple)):
        items = args[0].value.elements
        ranks = {_rank_of(e.value, dict(local), depth + 1) for e in items
                 if not isinstance(e, cst.StarredElement)}
        if len(ranks) != 1 or len(items) == 0 or any(isinstance(e, cst.StarredElement) for e in items):
            return None
        (rank,) = ranks
        if not rank:
            return None
        return rank + 1 if name == "stack" else rank
    return None


def _broadcast_rank(operands, local: dict, depth: int) -> int | None:
    """The rank numpy broadcasting gives ``operands``: the largest of theirs, each known."""
    ranks = [_rank_of(o, dict(local), depth + 1) for o in operands]
    return None if any(r is None for r in ranks) else max(ranks)


def _numpy_rank(node, local: dict, depth: int) -> int | None:
    """numpy's rank of ``-a``, ``a * b``, ``a | b`` and ``a == b`` (broadcast: the larger rank), ``a.T`` and a subscript
    made of ``None``/``np.newaxis`` (each adds an axis), slices and integer literals (a slice
    keeps an axis, an integer takes one away) -- ``pos[:, None] - pos[None, :]`` is 2-D for a
    1-D ``pos``.  Any other index (an array, ``...``) leaves the rank unknown."""
    if isinstance(node, cst.UnaryOperation):
        if isinstance(node.operator, (cst.Minus, cst.Plus, cst.BitInvert)):
            return _rank_of(node.expression, local, depth + 1)
        return None
    if isinstance(node, cst.BinaryOperation):
        if not isinstance(node.operator, _ARITHMETIC + _LOGICAL):
            return None
        return _broadcast_rank((node.left, node.right), local, depth)
    if isinstance(node, cst.Comparison):
        # one comparison only: numpy cannot chain `a < b < c` over arrays (it asks the bool of one)
        if len(node.comparisons) != 1 or not isinstance(node.comparisons[0].operator, _COMPARE):
            return None
        return _broadcast_rank((node.left, node.comparisons[0].comparator), local, depth)
    if isinstance(node, cst.Attribute):
        return _rank_of(node.value, local, depth + 1)     # `a.T`: reversed axes, as many
    base = _rank_of(node.value, local, depth + 1)
    if not base:
        return None
    added = taken = kept = 0
    for element in node.slice:
        entry = element.slice
        if isinstance(entry, cst.Slice):
            kept += 1
        elif (isinstance(entry.value, cst.Name) and entry.value.value == "None") or (
                isinstance(entry.value, cst.Attribute) and entry.value.attr.value == "newaxis"):
            added += 1
        elif int_literal(entry.value) is not None:
            taken += 1
        else:
            return None
    if kept + taken > base:
        return None
    return base - taken + added


def _numbers_over_range(comp: cst.ListComp) -> bool:
    """``[2.0 ** i for i in range(n)]``: one ``for`` over ``range(...)`` (ints) whose element is
    arithmetic of number literals and that loop's name -- a python number each, so a 1-d array."""
    loop = comp.for_in
    if loop.inner_for_in is not None or loop.asynchronous is not None or not isinstance(loop.target, cst.Name) \
            or not (isinstance(loop.iter, cst.Call) and isinstance(loop.iter.func, cst.Name)
                    and loop.iter.func.value == "range"):
        return False
    var = loop.target.value

    def number(n, depth: int = 0) -> bool:
        if depth > 16:
            return False
        if isinstance(n, (cst.Integer, cst.Float)):
            return True
        if isinstance(n, cst.Name):
            return n.value == var
        if isinstance(n, cst.UnaryOperation):
            return isinstance(n.operator, (cst.Minus, cst.Plus)) and number(n.expression, depth + 1)
        if isinstance(n, cst.BinaryOperation):
            return isinstance(n.operator, (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.FloorDivide,
                                           cst.Modulo, cst.Power)) \
                and number(n.left, depth + 1) and number(n.right, depth + 1)
        return False

    return number(comp.elt)


def _plain_size(node) -> bool:
    """A reshape entry that is one output axis: anything but MXNet's -2/-3/-4 codes or a starred
    run (numpy's reshape has only -1, which is one axis)."""
    k = int_literal(node)
    return not isinstance(node, cst.StarredElement) and (k is None or k >= -1)


def _list_rank(node) -> int | None:
    """The depth of a nested list literal whose every level is a list and whose leaves are
    numbers (``[[1, 0], [0, 1]]`` is 2); None for anything else.  A leaf that is no literal
    (``[[c, -s, 0], [s, c, 0]]``, a rotation from ``math.cos``) is a number too where a number
    literal stands beside it at that depth: an array takes only leaves of one depth (numpy
    raises on a sequence among numbers, so the constant is never built otherwise)."""
    rank = 0
    level = [node]
    while all(isinstance(n, (cst.List, cst.Tuple)) for n in level):
        if any(not n.elements or any(isinstance(e, cst.StarredElement) for e in n.elements) for n in level):
            return None
        level = [e.value for n in level for e in n.elements]
        rank += 1
    literal = [isinstance(n, (cst.Integer, cst.Float)) or (
        isinstance(n, cst.UnaryOperation) and isinstance(n.operator, cst.Minus)
        and isinstance(n.expression, (cst.Integer, cst.Float))) for n in level]
    if all(literal):
        return rank
    beside = any(literal) and not any(isinstance(n, (cst.List, cst.Tuple, cst.ListComp, cst.GeneratorExp,
                                                      cst.SetComp, cst.Set, cst.Dict, cst.DictComp))
                                      for n in level)
    return rank if beside else None


def _items_rank(node, local: dict, depth: int) -> int | None:
    """One more axis than the items of a list or tuple literal whose items all have one known
    rank (``[w - 1, h - 1]`` with ``w`` and ``h`` bound to numbers is 1-D): numpy stacks such
    items, and it raises on items of different shapes, so the constant is never built
    otherwise."""
    if not node.elements or any(isinstance(e, cst.StarredElement) for e in node.elements):
        return None
    ranks = {_rank_of(e.value, dict(local), depth + 1) for e in node.elements}
    if len(ranks) != 1 or None in ranks:
        return None
    return ranks.pop() + 1


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


def _is_module(node) -> bool:
    """``np`` / ``numpy`` / ``onp``: the receiver of a module function (``np.reshape(x, ...)``)."""
    return isinstance(node, cst.Name) and node.value in ("np", "numpy", "onp", "_np")
