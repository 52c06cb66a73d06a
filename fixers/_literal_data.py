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


# numpy functions whose result depends on their arguments only (no random state, no I/O)
_NUMPY_PURE = frozenset({"arange", "ones", "zeros", "full", "eye", "identity", "linspace", "array",
                         "asarray", "tri", "stack", "concatenate", "power", "sqrt", "exp", "log",
                         "cos", "sin", "outer", "tril", "triu"})


def numpy_of_attributes(ctx, node: cst.BaseExpression, func) -> "tuple[tuple[str, ...], str] | None":
    """(attributes read, the expression's text for ``__init__``) of numpy built from numbers,
    strings, numpy's constants, ``self.<attr>``, arithmetic, a list comprehension over a range of
    them, and local names of ``func`` bound once, at its top level, to such (their values written
    in place: ``tb = np.arange(self.n) / self.n`` then ``np.stack([tb ** p for p in
    range(self.degree)])``).  None for anything else, or numpy that reads no attribute."""
    attrs: list[str] = []
    subs: dict[str, cst.BaseExpression] = {}
    params = {p.name.value for p in (*func.params.params, *func.params.kwonly_params,
                                     *func.params.posonly_params)}

    def local_value(name: str) -> cst.BaseExpression | None:
        found = []
        for stmt in func.body.body:
            if isinstance(stmt, cst.SimpleStatementLine):
                for small in stmt.body:
                    if isinstance(small, cst.Assign) and any(
                            isinstance(t.target, cst.Name) and t.target.value == name for t in small.targets):
                        found.append(small)
        binds = sum(1 for n in iter_nodes(func.body) if isinstance(n, cst.Name) and n.value == name
                    and _binds(n, func))
        if len(found) != 1 or binds != 1 or len(found[0].targets) != 1 or name in params:
            return None
        if ctx.span(found[0])[0] >= ctx.span(node)[0]:
            return None
        return found[0].value

    def plain(n, bound: frozenset, depth: int = 0) -> bool:
        if depth > 16:
            return False
        if isinstance(n, (cst.Integer, cst.Float, cst.SimpleString)):
            return True
        if isinstance(n, cst.Name):
            if n.value in bound:
                return True
            if n.value in subs:
                return True
            value = local_value(n.value)
            if value is None or not plain(value, frozenset(), depth + 1):
                return False
            subs[n.value] = value
            return True
        if isinstance(n, cst.Attribute):
            if isinstance(n.value, cst.Name) and n.value.value == "self":
                attrs.append(n.attr.value)
                return True
            return ctx.resolve(n) in ("numpy.pi", "numpy.e")
        if isinstance(n, cst.BinaryOperation):
            return plain(n.left, bound, depth + 1) and plain(n.right, bound, depth + 1)
        if isinstance(n, cst.UnaryOperation) and isinstance(n.operator, cst.Minus):
            return plain(n.expression, bound, depth + 1)
        if isinstance(n, (cst.List, cst.Tuple)):
            return all(isinstance(e, cst.Element) and plain(e.value, bound, depth + 1) for e in n.elements)
        if isinstance(n, cst.ListComp):
            comp = n.for_in
            if comp.ifs or comp.inner_for_in is not None or comp.asynchronous is not None \
                    or not isinstance(comp.target, cst.Name) or not _range_call(ctx, comp.iter):
                return False
            return (all(not a.star and plain(a.value, bound, depth + 1) for a in comp.iter.args)
                    and plain(n.elt, bound | {comp.target.value}, depth + 1))
        if isinstance(n, cst.Call):
            head, _, fn = (ctx.resolve(n.func) or "").rpartition(".")
            return (head == "numpy" and fn in _NUMPY_PURE
                    and all(not a.star and (a.keyword is None or a.keyword.value in ("axis", "dtype", "k"))
                            and plain(a.value, bound, depth + 1) for a in n.args))
        return False

    if not isinstance(node, cst.Call) and not isinstance(node, cst.BinaryOperation):
        return None
    if not plain(node, frozenset()) or not attrs:
        return None
    if not any(isinstance(n, cst.Call) for n in iter_nodes(node)) and not subs:
        return None         # python numbers alone give nd.array a scalar
    if set(subs) & {n.for_in.target.value for n in iter_nodes(node) if isinstance(n, cst.ListComp)}:
        return None
    text = _written(node, subs)
    return tuple(dict.fromkeys(attrs)), text


def iter_nodes(node):
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(n.children)


def _binds(name: cst.Name, func) -> bool:
    """Whether ``name`` is a target somewhere in ``func`` (assignment, loop, with, comprehension)."""
    for n in iter_nodes(func.body):
        targets = ()
        if isinstance(n, cst.Assign):
            targets = tuple(t.target for t in n.targets)
        elif isinstance(n, (cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr, cst.CompFor)):
            targets = (n.target,)
        elif isinstance(n, cst.WithItem) and n.asname is not None:
            targets = (n.asname.name,)
        if any(name is t or any(name is s for s in iter_nodes(t)) for t in targets):
            return True
    return False


def _range_call(ctx, node) -> bool:
    return isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == "range" \
        and 1 <= len(node.args) <= 2


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


def _written(node: cst.BaseExpression, subs: dict[str, cst.BaseExpression]) -> str:
    """``node``'s text with each local of ``subs`` replaced by its value (their locals too)."""
    module = cst.Module(body=[])
    texts: dict[str, str] = {}
    for name, value in subs.items():     # a value's locals were recorded before it
        texts[name] = " ".join(module.code_for_node(value.visit(_Inline(dict(texts)))).split())
    return " ".join(module.code_for_node(node.visit(_Inline(texts))).split())
