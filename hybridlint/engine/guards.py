"""Backend guards: conditions that tell the eager (NDArray) path from the traced (Symbol) one.

``guard_of(test, ...)`` says what a condition being *true* implies:
``EAGER`` (``F is nd``, ``id(F) == id(mx.nd)``, ``isinstance(x, NDArray)``,
``F.__name__ == 'mxnet.ndarray'``, ``hasattr(x, 'shape')``), ``SYMBOLIC``
(``F is sym``, ``isinstance(x, Symbol)``, ``hasattr(x, 'list_outputs')``) or None.  Code that runs
only eagerly cannot break hybridize(), so rules are not
called there.
"""
from __future__ import annotations

from typing import Callable

import libcst as cst

from .cst_index import cst_dotted
from .walk import children, returns_of

EAGER, SYMBOLIC = "eager", "symbolic"

_EAGER_NS = frozenset({"nd", "ndarray", "mxnet.nd", "mxnet.ndarray", "mx.nd", "mx.ndarray"})
_SYM_NS = frozenset({"sym", "symbol", "mxnet.sym", "mxnet.symbol", "mx.sym", "mx.symbol"})


# attributes one backend's arrays have and the other's lack (MXNet 1.9.1, dir() of an NDArray and
# of a Symbol compared): ``hasattr`` on them tells the two paths apart.  Methods both define (a
# Symbol's ``asnumpy`` exists and raises NotImplementedForSymbol) tell nothing.
_NDARRAY_ONLY_ATTRS = frozenset({
    "shape", "dtype", "context", "ctx", "size", "ndim", "T", "grad", "stype", "writable",
    "attach_grad", "copyto", "tostype"})
_SYMBOL_ONLY_ATTRS = frozenset({
    "list_outputs", "list_arguments", "list_inputs", "list_auxiliary_states", "infer_shape",
    "infer_type", "get_internals", "get_children", "tojson", "simple_bind", "bind"})


def _flip(v: str | None) -> str | None:
    return {EAGER: SYMBOLIC, SYMBOLIC: EAGER}.get(v) if v else None


def namespace_side(node: cst.CSTNode, resolve: Callable[[cst.CSTNode], str | None]) -> str | None:
    d = cst_dotted(node)
    if d is None:
        return None
    full = resolve(node) or d
    for name in (d, full):
        if name in _EAGER_NS or name.endswith((".nd", ".ndarray")):
            return EAGER
        if name in _SYM_NS or name.endswith((".sym", ".symbol")):
            return SYMBOLIC
    return None


# mxnet.contrib's modules that stand for the contrib sub-namespace of nd or sym -> the side they
# serve (MXNet 1.9.1: mxnet/contrib/__init__.py imports its ndarray as nd and its symbol as sym;
# ndarray.py re-exports mxnet.ndarray.contrib, symbol.py mxnet.symbol.contrib), so that
# `contrib.nd.MultiBoxPrior` is F.contrib.MultiBoxPrior
CONTRIB_ALIAS_MODULES = {"mxnet.contrib.ndarray": EAGER, "mxnet.contrib.nd": EAGER,
                         "mxnet.contrib.symbol": SYMBOLIC, "mxnet.contrib.sym": SYMBOLIC}

# module an imported operator comes from -> the F sub-namespace that holds the same operator
# (mxnet/contrib/ndarray.py re-exports mxnet.ndarray.contrib)
_SPACE_OF_MODULE = {
    "mxnet.ndarray": "", "mxnet.nd": "",
    "mxnet.ndarray.contrib": "contrib", "mxnet.nd.contrib": "contrib", "mxnet.contrib.ndarray": "contrib",
    "mxnet.contrib.nd": "contrib",
    "mxnet.ndarray.random": "random", "mxnet.nd.random": "random",
}


def space_of(resolved: str | None) -> tuple[str, str] | None:
    """(F sub-namespace, operator) for the dotted path an imported name resolves to
    (``mxnet.contrib.ndarray.MultiBoxPrior`` -> ("contrib", "MultiBoxPrior")); None when the path
    is not an operator of a known NDArray module."""
    if not resolved or "." not in resolved:
        return None
    module, _, member = resolved.rpartition(".")
    space = _SPACE_OF_MODULE.get(module)
    return None if space is None else (space, member)


def _string_side(node: cst.CSTNode) -> str | None:
    if isinstance(node, cst.SimpleString):
        text = node.value.lower()
        if "ndarray" in text:
            return EAGER
        if "symbol" in text:
            return SYMBOLIC
    return None


def _is_f_name(node: cst.CSTNode, f_name: str | None) -> bool:
    if isinstance(node, cst.Name):
        return node.value == f_name or node.value == "F"
    # F.__name__
    return (isinstance(node, cst.Attribute) and node.attr.value == "__name__"
            and isinstance(node.value, cst.Name))


def _id_call(node: cst.CSTNode) -> bool:
    return (isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == "id"
            and len(node.args) == 1 and not node.args[0].keyword and not node.args[0].star)


def _type_side(node: cst.CSTNode, resolve) -> str | None:
    if isinstance(node, (cst.Tuple, cst.List)):
        found = {_type_side(e.value, resolve) for e in node.elements}
        if found == {EAGER} or found == {EAGER, None}:
            return EAGER
        if found == {SYMBOLIC} or found == {SYMBOLIC, None}:
            return SYMBOLIC
        return None
    d = cst_dotted(node)
    if d is None:
        return None
    last = d.rsplit(".", 1)[-1]
    if last in ("NDArray", "ndarray") and d != "np.ndarray" and d != "numpy.ndarray":
        return EAGER
    if last == "Symbol":
        return SYMBOLIC
    return None


def guard_of(test: cst.CSTNode, f_name: str | None,
             resolve: Callable[[cst.CSTNode], str | None]) -> str | None:
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        return _flip(guard_of(test.expression, f_name, resolve))
    if isinstance(test, cst.BooleanOperation):
        left = guard_of(test.left, f_name, resolve)
        right = guard_of(test.right, f_name, resolve)
        if isinstance(test.operator, cst.And):
            return left or right
        return left if left == right else None
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1:
        comp = test.comparisons[0]
        op = comp.operator
        negate = isinstance(op, (cst.IsNot, cst.NotEqual))
        if isinstance(op, (cst.Is, cst.IsNot, cst.Equal, cst.NotEqual)):
            sides = (test.left, comp.comparator)
            # `id(F) == id(mx.ndarray)` is `F is mx.ndarray` spelled through object identities (not
            # with `is`: two equal ids are two int objects)
            if isinstance(op, (cst.Equal, cst.NotEqual)) and all(_id_call(side) for side in sides):
                sides = tuple(side.args[0].value for side in sides)
            for a, b in (sides, sides[::-1]):
                if _is_f_name(a, f_name):
                    v = namespace_side(b, resolve) or _string_side(b)
                    if v:
                        return _flip(v) if negate else v
        if isinstance(op, (cst.In, cst.NotIn)) and _is_f_name(comp.comparator, f_name):
            v = _string_side(test.left)
            if v:
                return _flip(v) if isinstance(op, cst.NotIn) else v
        return None
    if isinstance(test, cst.Call):
        func = test.func
        name = cst_dotted(func) or ""
        last = name.rsplit(".", 1)[-1]
        if last == "isinstance" and len(test.args) == 2:
            return _type_side(test.args[1].value, resolve)
        if name == "hasattr" and len(test.args) == 2 and isinstance(test.args[1].value, cst.SimpleString):
            attr = test.args[1].value.evaluated_value
            if attr in _NDARRAY_ONLY_ATTRS:
                return EAGER
            if attr in _SYMBOL_ONLY_ATTRS:
                return SYMBOLIC
        # F.__name__.startswith('mxnet.ndarray')
        if (isinstance(func, cst.Attribute) and func.attr.value in ("startswith", "endswith")
                and _is_f_name(func.value, f_name) and test.args):
            return _string_side(test.args[0].value)
    return None


NUMPY_MODE, LEGACY_MODE = "numpy", "legacy"


def np_mode_of(test: cst.CSTNode) -> str | None:
    """What ``test`` being true says of the array mode: ``NUMPY_MODE`` for ``is_np_array()``,
    ``LEGACY_MODE`` for ``not is_np_array()``, else None.  Code written for both modes (Gluon's
    own losses and their copies) keeps its legacy operators on the legacy side of such a test,
    and is checked as numpy-mode code on the other (``is_np_array()`` is no eager guard: a
    hybridized numpy-mode block traces that side with numpy-mode Symbols)."""
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        inner = np_mode_of(test.expression)
        return {NUMPY_MODE: LEGACY_MODE, LEGACY_MODE: NUMPY_MODE}.get(inner) if inner else None
    if (isinstance(test, cst.Call) and not test.args
            and (cst_dotted(test.func) or "").rsplit(".", 1)[-1] == "is_np_array"):
        return NUMPY_MODE
    return None


def body_always_exits(body: cst.BaseSuite) -> bool:
    """True when a block ends in return/raise (so what follows it is the other path)."""
    if isinstance(body, cst.SimpleStatementSuite):
        stmts = body.body
        return bool(stmts) and isinstance(stmts[-1], (cst.Return, cst.Raise))
    stmts = body.body
    if not stmts:
        return False
    last = stmts[-1]
    if isinstance(last, cst.SimpleStatementLine):
        return bool(last.body) and isinstance(last.body[-1], (cst.Return, cst.Raise))
    return False


# (type identity, not isinstance(): libcst's node classes are final, see walk.py)
_OWN_SCOPES = frozenset({cst.FunctionDef, cst.ClassDef, cst.Lambda})
_BINDERS = frozenset({cst.Assign, cst.AnnAssign, cst.AugAssign, cst.For, cst.With, cst.NamedExpr})


def own_namespace(fn: cst.FunctionDef, resolve: Callable[[cst.CSTNode], str | None],
                  functions: "dict[str, cst.FunctionDef] | None" = None) -> str | None:
    """The name a function binds to the backend namespace of its own inputs, as hybrid_forward's
    F is: ``F = mx.nd if isinstance(x, mx.nd.NDArray) else mx.sym``, or ``F = mx.nd`` and
    ``F = mx.sym`` on the two sides of an ``if`` (also under ``if F is None:``), or ``F =
    getF(x)`` with ``getF`` a function of this file that returns one namespace or the other
    (gluonts' idiom).  Every binding of the name must be a namespace, and both sides must be
    bound; None otherwise."""
    sides: dict[str, set[str | None]] = {}
    stack: list[cst.CSTNode] = [fn.body]
    while stack:
        node = stack.pop()
        nt = type(node)
        if nt in _OWN_SCOPES:
            continue            # their bindings are their own
        if nt in _BINDERS:
            targets = ([t.target for t in node.targets] if isinstance(node, cst.Assign)
                       else [getattr(node, "target", None)])
            value = getattr(node, "value", None)
            for t in targets:
                if not isinstance(t, cst.Name):
                    continue
                if isinstance(node, cst.Assign) and isinstance(value, cst.IfExp):
                    got = {namespace_side(value.body, resolve), namespace_side(value.orelse, resolve)}
                elif isinstance(node, cst.Assign) and isinstance(value, cst.Call) \
                        and isinstance(value.func, cst.Name) and functions \
                        and value.func.value in functions \
                        and returns_namespaces(functions[value.func.value], resolve):
                    got = {EAGER, SYMBOLIC}
                elif isinstance(node, cst.Assign) and value is not None:
                    got = {namespace_side(value, resolve)}
                else:
                    got = {None}
                sides.setdefault(t.value, set()).update(got)
        # (the code-bearing children: libcst's `.children` rebuilds each node through a visitor;
        # the bindings sought never sit in whitespace, and the answer does not depend on order)
        stack.extend(children(node))
    found = [n for n, s in sides.items() if s == {EAGER, SYMBOLIC}]
    return found[0] if len(found) == 1 else None


def returns_namespaces(fn: cst.FunctionDef, resolve: Callable[[cst.CSTNode], str | None]) -> bool:
    """``fn`` returns only backend namespaces, mx.nd on some path and mx.sym on another
    (``if isinstance(var, mx.nd.NDArray): return mx.nd ... return mx.sym``, a raise otherwise):
    what it returns for a tensor is that tensor's namespace."""
    sides = {namespace_side(r.value, resolve) if r.value is not None else None
             for r in returns_of(fn.body)}
    return sides == {EAGER, SYMBOLIC}

