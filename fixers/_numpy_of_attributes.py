"""numpy computed in hybrid code from the block's configuration only: ``np.cumprod(1.0 -
self._betas)``, ``np.exp(np.linspace(np.log(1.0), np.log(0.01), self._levels))``,
``np.cumsum((0,) + tuple(self._sizes[:-1]))``, ``tb = np.arange(self.n) / self.n`` then
``np.stack([tb ** p for p in range(self.degree)])``.

Module-level names count as configuration where nothing changes them after the import (bound
and changed only by top-level statements before the first class, read in functions only by the
computation itself): ``MAJOR = np.zeros(12); MAJOR[[0, 4, 7]] = 1``, then ``np.stack([np.roll(MAJOR,
k) for k in range(12)])``; so do literals alone through locals (``adj = np.array([[0, 1], [1, 0]])``
then ``np.eye(2) - adj / adj.sum(axis=1, keepdims=True)``).

Such data is the same on every call: ``__init__`` can compute it once, right after the lines that
set the attributes it reads, and register it as a constant Parameter (constant_array).  The proof:
numpy functions that compute from their arguments alone (nothing of ``numpy.random``, no file
read, no uninitialized memory), pure builtins, array methods that compute from the array alone,
operators, comparisons, displays, subscripts by literals, `.T`, a list comprehension over a
range of such values, local names of the method bound once, at its top level, before the use
(their values are written in place; an array filled in place by top-level ``m[index] = value``
statements before the use is computed by those statements), ``self.<param>.shape`` of a
Parameter declared with a complete literal shape (the data's, in ``__init__`` as while tracing),
and ``self.<attr>`` values each stored by exactly one plain assignment in the file and never
changed in place, so the value ``__init__`` reads is the one every call read.
"""
from __future__ import annotations

import ast

import libcst as cst

from hybridlint.engine.walk import binding_targets, bound_targets, iter_descendants, name_bindings

from ._shapes import declared_param_attrs, int_value, keyword, unstarred
from ._util import self_attr_name

# numpy functions whose result depends on something besides their arguments
_IMPURE = frozenset({"load", "loadtxt", "genfromtxt", "fromfile", "fromregex", "memmap", "empty",
                     "empty_like", "save", "savez", "savetxt"})
_PURE_BUILTINS = frozenset({"tuple", "list", "float", "int", "abs", "sum", "len", "min", "max", "round"})
# methods of a numpy array that compute from it alone
_METHODS = frozenset({"reshape", "astype", "mean", "sum", "max", "min", "cumsum", "transpose", "ravel", "flatten"})
_CONSTANTS = frozenset({"numpy.pi", "numpy.e", "numpy.newaxis", "numpy.float32", "numpy.float64",
                        "numpy.int32", "numpy.int64"})
_MAX_DEPTH = 20


def numpy_of_attributes(ctx, node: cst.BaseExpression, func: cst.FunctionDef
                        ) -> tuple[tuple[str, ...], str | None, tuple[str, ...], tuple[str, ...]] | None:
    """(the attributes ``node`` reads, its text for ``__init__`` with the locals it reads written
    in place, or None where it reads none, those locals, the statements ``__init__`` runs first)
    when ``node`` is numpy computed from the block's configuration, literals and module-level
    values fixed after the import (see the module's docstring), other than a numpy call of
    literals alone; else None.  Every read of those locals is part of the computation, so once it
    is moved their bindings are dead; but a local holding a python number (``k =
    self.weight.shape[2]``) may be read elsewhere too: written in place, its binding stays.  A
    local array filled in place before the use (``mask = np.ones(self.weight.shape); mask[:, :,
    k // 2 + 1:] = 0``) is computed by those statements in ``__init__``, under its own name (one
    ``__init__`` does not mention), and its fills are dead with its binding."""
    # a call, an element of one (`np.where(self.keep)[0]`: the kept channels' indices), arithmetic,
    # or a local bound once to such
    top = node
    while isinstance(top, cst.Subscript) or isinstance(top, cst.Attribute) and top.attr.value == "T":
        top = top.value
    if not isinstance(top, (cst.Call, cst.BinaryOperation, cst.Name)):
        return None
    reader = _Reader(ctx, func, node)
    if not reader.pure(node, frozenset()):
        return None
    if not any(isinstance(n, cst.Call) for v in (node, *reader.subs.values()) for n in _nodes(v)):
        return None         # python numbers alone give nd.array a scalar
    if not reader.attrs and not isinstance(top, cst.Name) and not reader.subs and not reader.globals:
        return None         # a numpy call of literals alone: constant-array's own case
    if set(reader.subs) & {n.for_in.target.value for n in _nodes(node) if isinstance(n, cst.ListComp)}:
        return None
    attrs = tuple(dict.fromkeys(reader.attrs))
    fills = [f for name in reader.fills for f in reader.fills[name]]
    # a number read elsewhere too keeps its binding
    moved = {k: v for k, v in reader.subs.items()
             if k not in reader.kept or _locals_only_read_here(func, node, reader.subs, fills, (k,))}
    if not stored_once(ctx, attrs) or not _locals_only_read_here(func, node, reader.subs, fills, moved) \
            or not _fixed_after_import(ctx, reader.globals, (node, *reader.subs.values(), *fills)):
        return None
    if reader.fills and not _free_in_init(ctx, reader.fills):
        return None
    text, prelude = _written(node, reader.subs, reader.fills) if reader.subs else (None, ())
    return attrs, text, tuple(moved), prelude


class _Reader:
    def __init__(self, ctx, func: cst.FunctionDef, use: cst.BaseExpression) -> None:
        self.ctx = ctx
        self.func = func
        self.use = use
        self.attrs: list[str] = []
        self.subs: dict[str, cst.BaseExpression] = {}
        self.fills: dict[str, list[cst.Assign]] = {}
        self.kept: set[str] = set()
        self.globals: set[str] = set()
        self._bound: set[str] | None = None     # the names the function binds, read once
        self.params = {p.name.value for p in (*func.params.params, *func.params.kwonly_params,
                                              *func.params.posonly_params)}

    def pure(self, n: cst.BaseExpression, bound: frozenset, depth: int = 0) -> bool:
        if depth > _MAX_DEPTH:
            return False
        if isinstance(n, (cst.Integer, cst.Float, cst.SimpleString, cst.Ellipsis)):
            return True
        if isinstance(n, cst.Name) and n.value in ("True", "False", "None"):
            return True
        if isinstance(n, cst.Name):
            return n.value in bound or self._local(n.value, depth) or self._global(n.value)
        if isinstance(n, cst.Attribute):
            attr = self_attr_name(n)
            if attr is not None:
                self.attrs.append(attr)
                return True
            if n.attr.value == "shape" and self._declared(self_attr_name(n.value)):
                # a Parameter's complete declared shape: the data's, in __init__ and while tracing
                self.attrs.append(self_attr_name(n.value))
                return True
            if n.attr.value == "T" and self_attr_name(n.value) is None:
                # the transpose of an array computed here (`dct.T`) is computed from it alone;
                # an attribute's `.T` may be a tensor's, not numpy's
                return self.pure(n.value, bound, depth + 1)
            return self.ctx.resolve(n) in _CONSTANTS
        if isinstance(n, cst.BinaryOperation):
            return self.pure(n.left, bound, depth + 1) and self.pure(n.right, bound, depth + 1)
        if isinstance(n, cst.UnaryOperation):
            return self.pure(n.expression, bound, depth + 1)
        if isinstance(n, cst.Comparison):
            return self.pure(n.left, bound, depth + 1) and all(
                self.pure(c.comparator, bound, depth + 1) for c in n.comparisons)
        if isinstance(n, (cst.List, cst.Tuple)):
            return all(isinstance(e, cst.Element) and self.pure(e.value, bound, depth + 1)
                       for e in n.elements)
        if isinstance(n, cst.Subscript):
            return self.pure(n.value, bound, depth + 1) and all(_literal_index(e.slice) for e in n.slice)
        if isinstance(n, cst.ListComp):
            comp = n.for_in
            if (comp.ifs or comp.inner_for_in is not None or comp.asynchronous is not None
                    or not isinstance(comp.target, cst.Name) or not _range_call(comp.iter)):
                return False
            return (all(not a.star and self.pure(a.value, bound, depth + 1) for a in comp.iter.args)
                    and self.pure(n.elt, bound | {comp.target.value}, depth + 1))
        if isinstance(n, cst.Call):
            f = n.func
            resolved = self.ctx.resolve(f) or ""
            head, _, fn = resolved.rpartition(".")
            numpy = head == "numpy" and fn not in _IMPURE
            builtin = isinstance(f, cst.Name) and resolved in _PURE_BUILTINS
            # `(...).reshape(...)` of numpy computed here (an attribute's own methods are its own)
            method = (isinstance(f, cst.Attribute) and f.attr.value in _METHODS
                      and self_attr_name(f.value) is None and self.pure(f.value, bound, depth + 1))
            return (numpy or builtin or method) and all(
                not a.star and self.pure(a.value, bound, depth + 1) for a in n.args)
        return False

    def _declared(self, attr: str | None) -> bool:
        cls = self.ctx.scope.cls if self.ctx.scope is not None else None
        call = declared_param_attrs(cls).get(attr) if attr is not None and cls is not None else None
        shape = keyword(call, "shape") if call is not None else None
        return isinstance(shape, (ast.Tuple, ast.List)) and bool(shape.elts) and all(
            (int_value(unstarred(e)) or 0) > 0 for e in shape.elts)

    def _filled(self, name: str, binding: cst.Assign, depth: int) -> list[cst.Assign] | None:
        """The top-level ``name[index] = value`` statements after ``binding`` and before the use,
        each index and value pure; None where one is not, or one follows the use."""
        fills = []
        start, use = self.ctx.span(binding)[0], self.ctx.span(self.use)[0]
        for stmt in self.func.body.body:
            if not isinstance(stmt, cst.SimpleStatementLine):
                continue
            for small in stmt.body:
                if not (isinstance(small, cst.Assign) and len(small.targets) == 1
                        and isinstance(small.targets[0].target, cst.Subscript)
                        and isinstance(small.targets[0].target.value, cst.Name)
                        and small.targets[0].target.value.value == name):
                    continue
                at = self.ctx.span(small)[0]
                if at <= start:
                    continue
                if at >= use or len(stmt.body) != 1 or not self.pure(small.value, frozenset(), depth + 1) \
                        or not all(self._pure_index(e.slice, depth) for e in small.targets[0].target.slice):
                    return None
                fills.append(small)
        return fills

    def _pure_index(self, s, depth: int) -> bool:
        if isinstance(s, cst.Slice):
            return all(b is None or self.pure(b, frozenset(), depth + 1) for b in (s.lower, s.upper, s.step))
        return isinstance(s, cst.Index) and s.star is None and self.pure(s.value, frozenset(), depth + 1)

    def _global(self, name: str) -> bool:
        """A name the function neither takes nor binds: a module-level value (proved fixed after
        the import by ``_fixed_after_import``)."""
        if self._bound is None:
            self._bound = {n.value for n in _bound_names(self.func)}
        if name in self.params or name in self.subs or not _assigned_at_top(self.ctx, name) or name in self._bound:
            return False
        self.globals.add(name)
        return True

    def _local(self, name: str, depth: int) -> bool:
        """A local name bound once, at the function's top level, before the use, to such a value."""
        if name in self.subs:
            return True
        found = [small for stmt in self.func.body.body if isinstance(stmt, cst.SimpleStatementLine)
                 for small in stmt.body if isinstance(small, cst.Assign)
                 and any(_unpacked_at(t.target, name) is not None for t in small.targets)]
        if len(found) != 1 or len(found[0].targets) != 1 or name in self.params:
            return False
        if self.ctx.span(found[0])[0] >= self.ctx.span(self.use)[0]:
            return False
        value = found[0].value
        if not self.pure(value, frozenset(), depth + 1):
            return False
        at = _unpacked_at(found[0].targets[0].target, name)
        if at >= 0:
            # `ys, xs = np.meshgrid(...)`: unpacking reads items 0, 1... (of a list, or along an
            # array's first axis), as the subscript does
            if not isinstance(value, cst.Call):
                return False
            value = cst.Subscript(value=value, slice=[cst.SubscriptElement(cst.Index(cst.Integer(str(at))))])
        fills = self._filled(name, found[0], depth)
        # one binding in all: no other store, and no store into the array (`w[0] = 1`) but the
        # fills at the top level before the use
        if fills is None or len(name_bindings(self.func.body, nested=True).get(name, ())) != 1 + len(fills):
            return False
        if fills:
            if not isinstance(value, cst.Call):
                return False        # (a fresh array only: filling another's would change it)
            self.fills[name] = fills
        elif _number_of(value, self.subs):
            self.kept.add(name)
        self.subs[name] = value
        return True


def _unpacked_at(target, name: str) -> int | None:
    """-1 where ``target`` is the name, its position in a flat unpacking of names (no star), else None."""
    if isinstance(target, cst.Name):
        return -1 if target.value == name else None
    if isinstance(target, (cst.Tuple, cst.List)) and all(
            isinstance(e, cst.Element) and isinstance(e.value, cst.Name) for e in target.elements):
        return next((i for i, e in enumerate(target.elements) if e.value.value == name), None)
    return None


def _number_of(value, subs) -> bool:
    """``value`` is a python number no code can change in place: literals, a declared shape's
    entry, arithmetic of such and of locals holding such."""
    if isinstance(value, (cst.Integer, cst.Float)):
        return True
    if isinstance(value, cst.Name):
        return value.value in subs and _number_of(subs[value.value], subs)
    if isinstance(value, cst.BinaryOperation):
        return _number_of(value.left, subs) and _number_of(value.right, subs)
    if isinstance(value, cst.UnaryOperation):
        return _number_of(value.expression, subs)
    return (isinstance(value, cst.Subscript) and isinstance(value.value, cst.Attribute)
            and value.value.attr.value == "shape" and len(value.slice) == 1
            and isinstance(value.slice[0].slice, cst.Index))


def _free_in_init(ctx, fills) -> bool:
    """No name of ``fills`` is mentioned in ``__init__``: bound there by the moved statements, it
    would shadow what ``__init__`` reads by that name."""
    init = ctx.scope.cls.ast_methods.get("__init__") if ctx.scope.cls is not None else None
    if init is None:
        return False
    used = {n.id for n in ast.walk(init) if isinstance(n, ast.Name)} | {a.arg for a in ast.walk(init)
                                                                        if isinstance(a, ast.arg)}
    return not used & set(fills)


def _locals_only_read_here(func: cst.FunctionDef, node, subs: dict[str, cst.BaseExpression],
                           fills=(), names=None) -> bool:
    """Every read of the locals written in place (or of ``names`` among them) is one of the
    computation moved to ``__init__``: a call elsewhere may change the array in place
    (`np.fill_diagonal(m, 0)`, `m.sort()`), which the value computed in ``__init__`` would miss."""
    names = subs if names is None else names
    proven = {id(n) for v in (node, *subs.values(), *fills) for n in _nodes(v)}
    proven.update(id(n) for n in _bound_names(func))
    return all(id(n) in proven for n in _nodes(func.body) if isinstance(n, cst.Name) and n.value in names)


def _assigned_at_top(ctx, name: str) -> bool:
    """``name`` is bound by a plain assignment among the module's top-level statements (not an
    import, a builtin or a function's local)."""
    return any(isinstance(st, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in st.targets)
               for st in ctx.stdlib_statements())


def _fixed_after_import(ctx, names, proven_nodes) -> bool:
    """Each of ``names`` is a module-level value that no code changes once the module is imported:
    bound by an assignment at the top level, every top-level statement naming it (its binding,
    an in-place change such as `MAJOR[[0, 4, 7]] = 1`) before the first class, no `global` of it,
    and no mention inside a function or class other than the reads of ``proven_nodes`` (the
    numpy computation moved to ``__init__``), so ``__init__`` reads the value every call read."""
    if not names:
        return True
    body = ctx.stdlib_statements()
    first_class = min((st.lineno for st in body if isinstance(st, ast.ClassDef)), default=None)
    for name in names:
        bound = False
        for st in body:
            mentions = [n for n in ast.walk(st) if isinstance(n, ast.Name) and n.id == name]
            if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                continue
            if not mentions:
                continue
            if first_class is None or st.lineno >= first_class:
                return False
            bound |= isinstance(st, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name
                                                        for t in st.targets)
        if not bound:
            return False
        inside = 0
        for st in body:
            if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                for n in ast.walk(st):
                    if isinstance(n, (ast.Global, ast.Nonlocal)) and name in n.names:
                        return False
                    inside += isinstance(n, ast.Name) and n.id == name
        read_here = sum(1 for v in proven_nodes for n in _nodes(v) if isinstance(n, cst.Name) and n.value == name)
        if inside != read_here:
            return False
    return True


def stored_once(ctx, attrs) -> bool:
    """Every one of ``attrs`` is stored by exactly one plain assignment in the file, and never
    changed in place (`self.a += ...`, `self.a[0] = ...`, `self.a.sort()`): a constant computed from
    them in ``__init__`` holds the value every call reads."""
    cls = ctx.scope.cls if ctx.scope is not None else None
    if cls is None:
        return False
    # the whole file's stdlib tree (the context's, parsed once): the libcst one leaves out the
    # bodies of methods no rule reads
    changes: dict[str, int] = {}
    for n in ast.walk(ast.Module(body=ctx.stdlib_statements(), type_ignores=[])):
        targets = n.targets if isinstance(n, ast.Assign) else [n.target] \
            if isinstance(n, (ast.AugAssign, ast.AnnAssign)) else []
        for t in targets:
            for leaf in _stored(t):
                if isinstance(leaf, ast.Attribute) and isinstance(leaf.value, ast.Name) and leaf.value.id == "self":
                    # a plain store counts once; `self.a += ...`, `self.a[0] = ...` change it in place
                    plain = isinstance(n, ast.Assign) and (leaf is t or isinstance(t, (ast.Tuple, ast.List))
                                                           and any(leaf is e for e in t.elts))
                    changes[leaf.attr] = changes.get(leaf.attr, 0) + (1 if plain else 2)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Attribute) \
                and isinstance(n.func.value.value, ast.Name) and n.func.value.value.id == "self":
            changes[n.func.value.attr] = changes.get(n.func.value.attr, 0) + 2     # `self.a.sort()`
    return all(changes.get(attr) == 1 for attr in attrs)


def _stored(target):
    """The nodes a store to ``target`` writes into: itself, the objects it is an attribute or an
    item of (an index, `m[:, self.k] = 0`, is only read)."""
    yield target
    if isinstance(target, (ast.Attribute, ast.Subscript, ast.Starred)):
        yield from _stored(target.value)
    elif isinstance(target, (ast.Tuple, ast.List)):
        for e in target.elts:
            yield from _stored(e)


def _literal(n) -> bool:
    if isinstance(n, cst.UnaryOperation) and isinstance(n.operator, cst.Minus):
        n = n.expression
    return isinstance(n, (cst.Integer, cst.Float, cst.SimpleString))


def _literal_index(s) -> bool:
    if isinstance(s, cst.Slice):
        return all(b is None or _literal(b) for b in (s.lower, s.upper, s.step))
    # (`d[:, None]`: a new axis)
    return isinstance(s, cst.Index) and (_literal(s.value) or isinstance(s.value, cst.Name) and s.value.value == "None")


def _range_call(node) -> bool:
    return isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == "range" \
        and 1 <= len(node.args) <= 2


def _nodes(node):
    """``node`` and its code-bearing descendants."""
    yield node
    yield from iter_descendants(node)


def _bound_names(func) -> "list[cst.Name]":
    """The name nodes ``func`` binds (an assignment's, loop's, ``with``'s or comprehension's
    target, unpacking included); a store into a name (``m[0] = 1``) reads it."""
    return [leaf for n in _nodes(func.body) for t in binding_targets(n) for leaf in bound_targets(t)
            if type(leaf) is cst.Name]


class _Inline(cst.CSTTransformer):
    def __init__(self, texts: dict[str, str]):
        super().__init__()
        self.texts = texts

    def leave_Name(self, original, updated):
        text = self.texts.get(original.value)
        return cst.parse_expression(f"({text})") if text is not None else updated

    # an attribute's name and a keyword are no variables
    def leave_Attribute(self, original, updated):
        return updated.with_changes(attr=original.attr)

    def leave_Arg(self, original, updated):
        return updated.with_changes(keyword=original.keyword)


def _written(node: cst.BaseExpression, subs: dict[str, cst.BaseExpression],
             fills: dict[str, list[cst.Assign]]) -> tuple[str, tuple[str, ...]]:
    """``node``'s text with each local of ``subs`` replaced by its value (their locals too), and
    the statements computing each filled local under its name, first."""
    module = cst.Module(body=[])
    texts: dict[str, str] = {}
    prelude: list[str] = []

    def code(n) -> str:
        return " ".join(module.code_for_node(n.visit(_Inline(dict(texts)))).split())
    for name, value in subs.items():     # a value's locals were recorded before it
        if name in fills:
            prelude.append(f"{name} = {code(value)}")
            prelude.extend(code(f) for f in fills[name])
        else:
            texts[name] = code(value)
    return code(node), tuple(prelude)
