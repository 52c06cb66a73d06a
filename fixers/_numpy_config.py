"""numpy computed in hybrid code from the block's configuration only: ``np.exp(np.linspace(
np.log(1.0), np.log(0.01), self._levels))``, ``np.linspace(0.5, 1.5, self._seg)``.

Such data is the same on every call: ``__init__`` can compute it once, after the lines that set
the attributes it reads, and register it as a constant Parameter (HYB007's constant-array fixer).
The proof asks that every function be a pure numpy function of its arguments (no random draw, no
data read from elsewhere) and that every ``self.<attr>`` be set once in ``__init__``'s straight-line
code from python values (literals, ``__init__``'s own parameters, arithmetic of them) and never
assigned by another method, so the value ``__init__`` reads is the one every call read.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.walk import iter_descendants, param_names

from ._util import self_attr_name

# numpy functions whose result depends on their arguments only
_PURE = frozenset({
    "arange", "ones", "zeros", "full", "eye", "identity", "linspace", "logspace", "geomspace",
    "array", "asarray", "tri", "tril", "triu", "diag", "outer", "stack", "concatenate", "meshgrid",
    "exp", "expm1", "log", "log1p", "log2", "log10", "sqrt", "square", "power", "abs",
    "sin", "cos", "tan", "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh",
    "deg2rad", "rad2deg", "radians", "degrees", "maximum", "minimum", "clip", "cumsum", "cumprod",
    "float32", "float64", "int32", "int64",
})
_CONSTANTS = frozenset({"pi", "e"})
# methods of a numpy array that compute from it alone
_METHODS = frozenset({"reshape", "astype", "mean", "sum", "max", "min", "cumsum", "transpose"})


def numpy_config_attrs(ctx, node) -> tuple[str, ...] | None:
    """The ``self`` attributes ``node`` reads when it is a numpy function of literals and of
    attributes that ``__init__`` fixes (see the module's docstring); None when it is anything else
    (also when it reads no attribute: a numpy call of literals only is constant_array's own
    route)."""
    if not (isinstance(node, cst.Call) and _numpy_fn(ctx, node.func) in _PURE):
        return None
    attrs: list[str] = []
    if not _pure(ctx, node, attrs):
        return None
    attrs = list(dict.fromkeys(attrs))
    cls = ctx.scope.cls if ctx.scope is not None else None
    init = cls.methods.get("__init__") if cls is not None else None
    if not attrs or init is None:
        return None
    if not all(_fixed_in_init(init, cls.node, a) for a in attrs):
        return None
    return tuple(attrs)


def _numpy_fn(ctx, func) -> str | None:
    head, _, fn = (ctx.resolve(func) or "").rpartition(".")
    return fn if head == "numpy" else None


def _pure(ctx, node, attrs: list[str]) -> bool:
    t = type(node)
    if t in (cst.Integer, cst.Float, cst.SimpleString):
        return True
    if t in (cst.List, cst.Tuple):
        return all(not isinstance(e, cst.StarredElement) and _pure(ctx, e.value, attrs) for e in node.elements)
    if t is cst.UnaryOperation:
        return _pure(ctx, node.expression, attrs)
    if t is cst.BinaryOperation:
        return _pure(ctx, node.left, attrs) and _pure(ctx, node.right, attrs)
    if t is cst.Attribute:
        attr = self_attr_name(node)
        if attr is not None:
            attrs.append(attr)
            return True
        return _numpy_fn(ctx, node) in _CONSTANTS
    if t is cst.Call:
        func = node.func
        if _numpy_fn(ctx, func) not in _PURE and not (
                isinstance(func, cst.Attribute) and func.attr.value in _METHODS
                and self_attr_name(func.value) is None and _pure(ctx, func.value, attrs)):
            return False
        return all(not a.star and _pure(ctx, a.value, attrs) for a in node.args)
    return False


def _fixed_in_init(init: cst.FunctionDef, cls_node: cst.ClassDef, attr: str) -> bool:
    """``self.<attr>`` is assigned once, by one straight-line statement of ``__init__`` (a
    ``with`` block's included), to python values of literals and ``__init__``'s parameters, and
    by no other method."""
    sets = []
    stack = list(getattr(init.body, "body", ()))
    while stack:
        stmt = stack.pop(0)
        if isinstance(stmt, cst.With):
            stack[:0] = list(getattr(stmt.body, "body", ()))
        elif isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Assign) and any(self_attr_name(t.target) == attr for t in small.targets):
                    sets.append(small)
                elif isinstance(small, (cst.AugAssign, cst.AnnAssign)) and self_attr_name(small.target) == attr:
                    return False
        elif any(self_attr_name(n) == attr for n in iter_descendants(stmt)):
            return False        # a branch or loop mentions it: it may set it
    if len(sets) != 1 or len(sets[0].targets) != 1:
        return False
    if not _plain(sets[0].value, set(param_names(init.params))):
        return False
    for method in iter_descendants(cls_node):
        if isinstance(method, cst.FunctionDef) and method is not init:
            for n in iter_descendants(method):
                targets = (n.targets if isinstance(n, cst.Assign) else
                           [n] if isinstance(n, (cst.AugAssign, cst.AnnAssign)) else ())
                if any(self_attr_name(t.target) == attr for t in targets):
                    return False
    return True


def _plain(node, params: set[str]) -> bool:
    t = type(node)
    if t in (cst.Integer, cst.Float, cst.SimpleString):
        return True
    if t is cst.Name:
        return node.value in params or node.value in ("True", "False", "None")
    if t is cst.UnaryOperation:
        return _plain(node.expression, params)
    if t is cst.BinaryOperation:
        return _plain(node.left, params) and _plain(node.right, params)
    if t in (cst.List, cst.Tuple):
        return all(not isinstance(e, cst.StarredElement) and _plain(e.value, params) for e in node.elements)
    if t is cst.Call and isinstance(node.func, cst.Name) and node.func.value in ("int", "float"):
        return all(not a.star and a.keyword is None and _plain(a.value, params) for a in node.args)
    return False
