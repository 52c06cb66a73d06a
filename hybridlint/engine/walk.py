"""Fast read-only child iteration over libcst trees.

libcst's own ``visit`` rebuilds every node as it goes and walks every
whitespace/token node; the analyses here only read the tree, so they iterate
the dataclass fields that can hold code, computed once per node class.
"""
from __future__ import annotations

import dataclasses
import weakref
from contextlib import contextmanager
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


# While a file is analysed (pipeline: ``shared_children()``), each node's children are listed
# once: the finder, the kind solver, the flow and the rule walk ask for the same nodes' children
# ~8 times over (503k asks for 61k nodes over the pinned corpus).  Keyed by id(); every node
# asked about is held until the file is done, so no id is reused meanwhile (fixer offers build
# new nodes during the analysis).
_MEMO: "dict[int, list[cst.CSTNode]] | None" = None
_HELD: list[cst.CSTNode] = []
# returns_of's answers, by id() of the body (held in _HELD): the kind solver, the scope finder,
# HYB008 and the shape fixers each ask it of a helper once per call of the helper
_RETURNS: dict[int, tuple] = {}
# name_bindings' answers, by (id() of the body, nested) (held in _HELD): the scope finder, HYB008
# and the fixers ask it of the same function body ~1.3 times over; each caller gets its own
# dict and lists, so a caller that changes its answer changes no one else's
_BINDINGS: dict[tuple[int, bool], dict] = {}
# memoized()'s answers, by (kind, id() of the node) (held in _HELD)
_BY_NODE: dict[tuple[str, int], object] = {}
_MISSING = object()


@contextmanager
def shared_children() -> Iterator[None]:
    """List each node's children once until the block ends (nested blocks share the outer's)."""
    global _MEMO
    if _MEMO is not None:
        yield
        return
    memo = _MEMO = {}
    try:
        yield
    finally:
        _MEMO = None
        # (emptied: iter_descendants holds the dict, and a walk begun in the block and resumed
        # after it must not read children by ids that may belong to new nodes by then)
        memo.clear()
        _RETURNS.clear()
        _BINDINGS.clear()
        _BY_NODE.clear()
        _HELD.clear()


def _nodes_in_fields(node: cst.CSTNode, names) -> list[cst.CSTNode]:
    """The CSTNode values of ``node``'s fields ``names``, in that order, sequences flattened."""
    out = []
    is_node = _IS_NODE
    for name in names:
        value = getattr(node, name)
        tv = type(value)
        if tv is tuple or tv is list:
            for item in value:
                ok = is_node.get(type(item))
                if ok is None:
                    ok = _is_node(type(item))
                if ok:
                    out.append(item)
        else:
            ok = is_node.get(tv)
            if ok is None:
                ok = _is_node(tv)
            if ok:
                out.append(value)
    return out


def children(node: cst.CSTNode) -> list[cst.CSTNode]:
    """Code-bearing children of ``node`` in field order (close to source order), as a list
    that may be shared with other callers (inside ``shared_children()``): never change it."""
    memo = _MEMO
    if memo is not None:
        out = memo.get(id(node))
        if out is not None:
            return out
    t = type(node)
    names = _FIELDS.get(t)
    if names is None:
        names = _fields_of(t)
    out = _nodes_in_fields(node, names)
    if memo is not None:
        memo[id(node)] = out
        _HELD.append(node)
    return out


# The node classes whose code-bearing fields (as children() lists them) stand in another order in
# the source: the order libcst's `_visit_and_replace_children` visits them, which `CSTNode.children`
# follows.  tests/engine/test_walk.py reads that order out of the installed libcst's source, so a
# libcst that changes it fails there.
_LEXICAL_FIELDS: dict[type, tuple[str, ...]] = {
    cls: order for cls, order in (
        (getattr(cst, name, None), order) for name, order in (
            ("FormattedString", ("start", "parts", "end")),
            ("TemplatedString", ("start", "parts", "end")),
            ("Index", ("star", "value")),
            ("Slice", ("lower", "first_colon", "upper", "second_colon", "step")),
            ("Param", ("star", "name", "annotation", "default")),
            ("Parameters", ("posonly_params", "posonly_ind", "params", "star_arg", "kwonly_params",
                            "star_kwarg")),
            ("Arg", ("star", "keyword", "value")),
            ("IfExp", ("body", "test", "orelse")),
            ("SimpleStatementSuite", ("leading_whitespace", "body")),
            ("ExceptHandler", ("type", "name", "body")),
            ("ExceptStarHandler", ("type", "name", "body")),
            ("ImportFrom", ("relative", "module", "names")),
            ("LazyImportFrom", ("relative", "module", "names")),
            ("FunctionDef", ("decorators", "name", "type_parameters", "params", "returns", "body")),
            ("ClassDef", ("decorators", "name", "type_parameters", "bases", "keywords", "body")),
            ("MatchCase", ("pattern", "guard", "body")),
            ("TypeAlias", ("name", "type_parameters", "value")),
        ))
    if cls is not None
}


def lexical_children(node: cst.CSTNode) -> list[cst.CSTNode]:
    """``children(node)`` in source order: ``CSTNode.children`` less its whitespace and
    punctuation nodes, without libcst's visitor pass (one node at a time, ~30x the work).
    May be shared like children(): never change it."""
    order = _LEXICAL_FIELDS.get(type(node))
    if order is None:
        return children(node)
    return _nodes_in_fields(node, order)


def iter_children(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """Code-bearing children of ``node`` in field order (close to source order)."""
    return iter(children(node))


_STOPS: dict[tuple[type, ...], dict[type, bool]] = {}


def iter_descendants(node: cst.CSTNode, stop: tuple[type, ...] = ()) -> Iterator[cst.CSTNode]:
    """All descendants (pre-order), not descending into nodes of the ``stop`` types."""
    stack = children(node)[::-1]
    # isinstance() against libcst classes goes through ABCMeta: answer once per node type
    stops = _STOPS.get(stop) if stop else None
    if stop and stops is None:
        stops = _STOPS[stop] = {}
    # (the memo is read here first: a call of children() per node walked was ~2% of a corpus run)
    memo = _MEMO if _MEMO is not None else {}
    known = memo.get
    while stack:
        n = stack.pop()
        yield n
        if stops is not None:
            t = type(n)
            halt = stops.get(t)
            if halt is None:
                halt = stops[t] = issubclass(t, stop)
            if halt:
                continue
        kids = known(id(n))
        if kids is None:
            kids = children(n)
        if kids:
            stack.extend(reversed(kids))


def memoized(kind: str, node: cst.CSTNode, compute):
    """``compute(node)``, computed once per node and ``kind`` while a file is analysed
    (``shared_children``): for facts of a whole function that each finding in it asks for again
    (a fixer's offer per finding walking the function is quadratic in its length). The answer
    is shared: callers must not change it."""
    if _MEMO is None:
        return compute(node)
    key = (kind, id(node))
    found = _BY_NODE.get(key, _MISSING)
    if found is _MISSING:
        found = _BY_NODE[key] = compute(node)
        _HELD.append(node)
    return found


def weak_method(method):
    """A function calling the bound ``method`` without holding its object: for a callback an
    object hands to a part it keeps (``self.part = Part(self._ask)``), which would otherwise be a
    reference cycle that keeps the file's trees until the collector runs (analyze() runs with it
    off and frees them by reference counting; a collection of a whole tree was ~5% of a cold run)."""
    ref = weakref.WeakMethod(method)
    return lambda *args: ref()(*args)


def parent_map(root: cst.CSTNode) -> dict[int, cst.CSTNode]:
    """id(node) -> its parent for every code-bearing node under ``root``: for readers that look
    up from nodes the rule walk has not reached yet (later lines of the function), where
    ``FileContext.parent`` knows only what it has walked. Shared (``memoized``): not to be
    changed."""
    return memoized("parents", root, _parent_map)


def name_nodes_by_text(root: cst.CSTNode) -> dict[str, list[cst.Name]]:
    """Every ``Name`` node under ``root`` by its text, in walk order (``memoized``)."""
    return memoized("names", root, _name_nodes_by_text)


def _name_nodes_by_text(root: cst.CSTNode) -> dict[str, list[cst.Name]]:
    found: dict[str, list[cst.Name]] = {}
    for n in iter_descendants(root):
        if type(n) is cst.Name:
            found.setdefault(n.value, []).append(n)
    return found


def _parent_map(root: cst.CSTNode) -> dict[int, cst.CSTNode]:
    parents: dict[int, cst.CSTNode] = {}
    for n in (root, *iter_descendants(root)):
        for c in children(n):
            parents[id(c)] = n
    return parents



_NESTED_SCOPES = (cst.FunctionDef, cst.Lambda, cst.ClassDef)

# The walks below test node types by identity where isinstance() would go through ABCMeta
# (libcst's nodes are ABCs: every failed isinstance() against one is a python-level
# __instancecheck__, ~5% of a corpus run).  Exact because libcst's concrete node classes are
# final: none has a subclass (tests/engine/test_walk.py checks).


def returns_of(body: cst.CSTNode) -> Iterator[cst.Return]:
    """The return statements of a function body, not those of functions, lambdas or classes
    nested in it."""
    if _MEMO is None:
        return (n for n in iter_descendants(body, stop=_NESTED_SCOPES) if type(n) is cst.Return)
    found = _RETURNS.get(id(body))
    if found is None:
        found = _RETURNS[id(body)] = tuple(n for n in iter_descendants(body, stop=_NESTED_SCOPES)
                                           if type(n) is cst.Return)
        _HELD.append(body)
    return iter(found)

_COMPOUND = frozenset({cst.With, cst.If, cst.For, cst.While, cst.Try, cst.Else, cst.ExceptHandler,
                       cst.Finally})
# (cst.BaseSuite's two concrete classes)
_ENTERED = frozenset({cst.IndentedBlock, cst.SimpleStatementSuite, cst.If, cst.Else, cst.ExceptHandler,
                      cst.Finally})
_LINES = frozenset({cst.SimpleStatementLine, cst.SimpleStatementSuite})


def small_statements(*bodies: cst.CSTNode) -> Iterator[cst.BaseSmallStatement]:
    """The small statements (``a = b``, calls, ...) of function bodies, compound statements
    entered, nested functions and classes not: cheaper than walking every node."""
    stack = list(bodies)
    while stack:
        node = stack.pop()
        t = type(node)
        if t in _LINES:
            yield from node.body      # a suite: `if flag: self.a = b` on one line
        elif t is cst.IndentedBlock:
            stack.extend(node.body)
        elif t in _COMPOUND:
            stack.extend(c for c in children(node) if type(c) in _ENTERED)


_OTHER_BINDERS = frozenset({cst.For, cst.CompFor, cst.NamedExpr, cst.AsName, cst.Del})


def bound_targets(target: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """The leaves of an assignment target, through tuple/list unpacking and starred elements:
    ``a, (b, *c)`` -> ``a``, ``b``, ``c``; an attribute or item target is a leaf of its own."""
    stack = [target]
    while stack:
        t = stack.pop()
        tt = type(t)
        if tt is cst.Tuple or tt is cst.List:
            stack.extend(e.value for e in reversed(t.elements))
        elif tt is cst.StarredElement:
            stack.append(t.value)
        else:
            yield t


def stored_root(leaf: cst.CSTNode) -> str | None:
    """The name whose object a store into ``leaf`` changes: ``d`` of ``d[k] = v`` and of
    ``d.a.b = v``; None for a plain name (that is a binding) and for a store into a call's
    result."""
    t = type(leaf)
    if t is not cst.Attribute and t is not cst.Subscript:
        return None
    while t is cst.Attribute or t is cst.Subscript:
        leaf = leaf.value
        t = type(leaf)
    return leaf.value if t is cst.Name else None


def binding_targets(node: cst.CSTNode) -> tuple[cst.CSTNode, ...]:
    """The targets ``node`` stores into when it is a statement or clause that binds: an
    assignment (plain, augmented, annotated), a loop or comprehension target, ``:=``, an
    ``as`` name (import, with, except), ``del``; () for anything else.  Nested ``def``/``class``,
    plain imports and ``global`` are binders too; ``binds`` reads them by name."""
    t = type(node)
    if t is cst.Assign:
        return tuple(a.target for a in node.targets)
    if (t is cst.AugAssign or t is cst.AnnAssign or t is cst.For or t is cst.CompFor or t is cst.NamedExpr
            or t is cst.Del):
        return (node.target,)
    if t is cst.AsName:
        return (node.name,)
    return ()


def _named_binder(node: cst.CSTNode) -> tuple[str, ...]:
    """The names a ``def``/``class``, a plain ``import a.b`` or a ``global``/``nonlocal``
    statement binds (an ``import ... as`` binds through its AsName)."""
    t = type(node)
    if t is cst.FunctionDef or t is cst.ClassDef:
        return (node.name.value,)
    if t is cst.ImportAlias and node.asname is None:
        head = node.name
        while type(head) is cst.Attribute:
            head = head.value
        return (head.value,) if type(head) is cst.Name else ()
    if t is cst.Global or t is cst.Nonlocal:
        return tuple(n.name.value for n in node.names)
    return ()


def name_bindings(body: cst.CSTNode, *, nested: bool) -> dict[str, list[cst.CSTNode | None]]:
    """The values each name is bound to in ``body``: the value of ``name = value``, None for
    any other binding (an unpacking, ``+=``, an annotation, a loop or comprehension target,
    ``with``/``import``/``except ... as``, ``:=``, ``del``, a nested ``def``/``class``, a plain
    import, ``global``) and for a store into the name's object (``d[k] = v``, ``d.a = v``: the
    object changes, so a proof from its value no longer holds), so that a caller proving
    something from a name's values sees every binding it cannot read.  The attribute's name
    of ``self.a = v`` and the index of ``d[k] = v`` are not bound.  ``nested`` also reads the
    assignments of functions and classes nested in ``body``; the other binding forms are read
    everywhere either way (a comprehension's target leaks into nothing, but a proof need not
    tell)."""
    if _MEMO is None:
        return _name_bindings(body, nested)
    found = _BINDINGS.get((id(body), nested))
    if found is None:
        found = _BINDINGS[(id(body), nested)] = _name_bindings(body, nested)
        _HELD.append(body)
    return {name: list(values) for name, values in found.items()}


def _name_bindings(body: cst.CSTNode, nested: bool) -> dict[str, list[cst.CSTNode | None]]:
    out: dict[str, list[cst.CSTNode | None]] = {}

    def unknown(target: cst.CSTNode) -> None:
        for leaf in bound_targets(target):
            name = leaf.value if type(leaf) is cst.Name else stored_root(leaf)
            if name is not None:
                out.setdefault(name, []).append(None)

    for node in iter_descendants(body) if nested else small_statements(body):
        nt = type(node)
        if nt is cst.Assign:
            for t in node.targets:
                if type(t.target) is cst.Name:
                    out.setdefault(t.target.value, []).append(node.value)
                else:
                    unknown(t.target)
        elif nt is cst.AugAssign or nt is cst.AnnAssign:
            unknown(node.target)
    for node in iter_descendants(body):
        nt = type(node)
        if nt in _OTHER_BINDERS:
            unknown(node.name if nt is cst.AsName else node.target)
        else:
            for name in _named_binder(node):
                out.setdefault(name, []).append(None)
    return out


def binds_itself(func: cst.FunctionDef, name: str) -> bool:
    """Whether ``func``'s own scope binds ``name``, not only functions nested in it: a name only a
    nested ``def`` assigns is another variable in ``func`` (a global, a closure's), so the values
    ``name_bindings(func, nested=True)`` gives it are not the ones ``func`` reads."""
    return name in name_bindings(func.body, nested=False)


def binds(body: cst.CSTNode, name: str) -> bool:
    """Whether ``body`` binds the plain name ``name`` anywhere, nested scopes included: every
    binder of ``name_bindings`` and a nested function's or lambda's parameter (which hides the
    outer name inside it); a store into an attribute or an item (``self.name = name``,
    ``d[name] = v``) binds no name."""
    return any(bound == name for bound in _bound_names(body))


def bound_names(body: cst.CSTNode) -> frozenset[str]:
    """Every plain name ``body`` binds anywhere (``binds`` for all names at once): for a question
    asked per finding, memoized per file by the caller."""
    return frozenset(_bound_names(body))


def _bound_names(body: cst.CSTNode) -> Iterator[str]:
    for node in iter_descendants(body):
        yield from _named_binder(node)
        if type(node) is cst.Param:
            yield node.name.value
        for target in binding_targets(node):
            yield from (leaf.value for leaf in bound_targets(target) if type(leaf) is cst.Name)


def target_names(target: cst.CSTNode) -> Iterator[str]:
    """The plain names an assignment target binds, through tuple/list unpacking and starred
    elements; attribute and subscript targets (``self.a = ...``, ``d[k] = ...``) bind none."""
    for leaf in bound_targets(target):
        if type(leaf) is cst.Name:
            yield leaf.value


def read_names(expr: cst.CSTNode) -> set[str] | None:
    """The plain names an expression reads (``F`` and ``x`` of ``F.mean(x, axis=1)``: not an
    attribute's name nor a keyword); None when it holds a scope of its own (a lambda, a
    comprehension), whose names are not all the enclosing function's."""
    out: set[str] = set()
    stack = [expr]
    while stack:
        n = stack.pop()
        t = type(n)
        if t is cst.Name:
            out.add(n.value)
        elif t is cst.Attribute or t is cst.Arg:
            stack.append(n.value)
        elif t in _NESTED_SCOPES or t in (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp):
            return None
        else:
            stack.extend(children(n))
    return out


def param_names(params: cst.Parameters) -> set[str]:
    """Every name a function's parameters bind, ``*args`` and ``**kwargs`` included."""
    names = {p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)}
    for star in (params.star_arg, params.star_kwarg):
        if isinstance(star, cst.Param):
            names.add(star.name.value)
    return names


def kwarg(call: cst.Call, name: str) -> cst.BaseExpression | None:
    """The value ``call`` passes as keyword ``name``, else None."""
    for a in call.args:
        if a.keyword is not None and a.keyword.value == name:
            return a.value
    return None


def number_literal(node: cst.CSTNode | None) -> bool:
    """``3``, ``-0.5``, ``+2``: a number written in place, signed at most once."""
    if type(node) is cst.UnaryOperation and type(node.operator) in (cst.Minus, cst.Plus):
        node = node.expression
    return type(node) in (cst.Integer, cst.Float)


def int_literal(node: cst.CSTNode | None, signed: bool = True) -> int | None:
    """The value of ``3`` / ``(3)``, and of ``-3`` / ``- 3`` / ``(-3)`` where ``signed``; None
    for anything else.  ``signed=False`` where a negative literal must not count: an index that
    names one item by its place (``x = x[0]``, ``args[0]``), or a count whose ``-1`` is no count
    (``num_outputs``)."""
    if type(node) is cst.Integer:
        try:
            return int(node.value, 0)
        except ValueError:
            return None
    if (signed and type(node) is cst.UnaryOperation and type(node.operator) is cst.Minus
            and type(node.expression) is cst.Integer):
        inner = int_literal(node.expression)
        return None if inner is None else -inner
    return None
