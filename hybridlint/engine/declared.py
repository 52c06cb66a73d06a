"""What a block class's methods state about its attributes, read from the stdlib tree.

The ``__init__`` bodies these readers look at may be left out of the libcst parse (stubs.py: a
read of a stubbed body makes the file be parsed again whole), and the stdlib tree the pipeline
parses first always holds the whole file.  So the facts a class declares in its methods are read
here, from ``ast``, and the scope finder pairs each libcst class with its stdlib class
(:func:`class_pairs`).  Names only: a fix or a report position still comes from the libcst tree.
"""
from __future__ import annotations

import ast

from .reduce import first_line

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
_FORWARDS = ("hybrid_forward", "forward")


def _try_statements(node: ast.Try) -> list[ast.stmt]:
    """The statements of a ``try`` in the order both walks below push them: body, handlers,
    ``else``, ``finally``."""
    out = list(node.body)
    for h in node.handlers:
        out.extend(h.body)
    out.extend(node.orelse)
    out.extend(node.finalbody)
    return out


def classes_in(body: list[ast.stmt], blanked: "set[int] | frozenset[int]") -> list[ast.ClassDef]:
    """The classes of ``body`` at any depth of statements, in the order in which
    ``scopes._iter_statements`` reaches them in the libcst tree (the same stack walk): into the
    blocks of compound statements, functions and classes, not into ``match`` cases, ``except*``
    handlers, or what the pipeline blanked before the libcst parse (``blanked``: lines)."""
    out: list[ast.ClassDef] = []
    stack = list(body)
    while stack:
        stmt = stack.pop()
        if first_line(stmt) in blanked:
            continue
        t = type(stmt)
        if t is ast.ClassDef:
            out.append(stmt)
        if t is ast.Try:
            stack.extend(_try_statements(stmt))
        elif t is ast.TryStar:
            stack.extend(stmt.body)
            stack.extend(stmt.orelse)
            stack.extend(stmt.finalbody)
        elif t is not ast.Match:
            stack.extend(getattr(stmt, "body", ()))
            stack.extend(getattr(stmt, "orelse", ()))
    return out


def method_defs(cls: ast.ClassDef, blanked: "set[int] | frozenset[int]") -> dict[str, ast.stmt]:
    """The methods of ``cls`` the libcst parse holds, by name (the last definition wins, as in
    the libcst class's ``methods``)."""
    return {s.name: s for s in cls.body if type(s) in _FUNCTIONS and first_line(s) not in blanked}


def small_statements(*bodies: "list[ast.stmt]"):
    """The simple statements of function bodies, compound statements entered, nested functions
    and classes not (``walk.small_statements`` of the libcst tree: neither enters ``match`` nor
    ``try``/``except*``)."""
    stack = [s for body in bodies for s in body]
    while stack:
        node = stack.pop()
        t = type(node)
        if t in _NOT_ENTERED:
            continue
        if t is ast.Try:
            stack.extend(_try_statements(node))
        elif t in _ENTERED:
            stack.extend(node.body)
            stack.extend(getattr(node, "orelse", ()))
        else:
            yield node


_NOT_ENTERED = frozenset({ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Match, ast.TryStar})
_ENTERED = frozenset({ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith})


def attr_targets(target: ast.expr) -> list[str]:
    """``X`` of each ``self.X`` a target binds, unpacking included."""
    t = type(target)
    if t is ast.Attribute and type(target.value) is ast.Name and target.value.id == "self":
        return [target.attr]
    if t is ast.Tuple or t is ast.List:
        return [a for e in target.elts for a in attr_targets(e)]
    if t is ast.Starred:
        return attr_targets(target.value)
    return []


_RNN_LAYERS = frozenset({"RNN", "LSTM", "GRU"})


def rnn_layer_attrs(methods: "dict[str, ast.stmt]") -> frozenset[str]:
    """Attributes every assignment of which (outside the forward methods) is a fused RNN layer
    written ``rnn.LSTM(...)`` / ``gluon.rnn.GRU(...)``: MXNet 1.9.1's ``_RNNLayer.forward``
    returns the output alone when no states are passed."""
    verdict: dict[str, bool] = {}
    for small in small_statements(*(fn.body for m, fn in methods.items() if m not in _FORWARDS)):
        t = type(small)
        if t is ast.Assign:
            targets = small.targets
        elif t is ast.AnnAssign or t is ast.AugAssign:
            targets = [small.target]
        else:
            continue
        f = small.value.func if type(small.value) is ast.Call else None
        layer = (t is ast.Assign and type(f) is ast.Attribute and f.attr in _RNN_LAYERS
                 and _owner_name(f.value) == "rnn")
        for target in targets:
            for a in attr_targets(target):      # (unpacked into a tuple: not known to be the layer)
                verdict[a] = verdict.get(a, True) and layer and type(target) is ast.Attribute
    return frozenset(a for a, ok in verdict.items() if ok)


def _owner_name(node: ast.expr) -> str | None:
    if type(node) is ast.Attribute:
        return node.attr
    return node.id if type(node) is ast.Name else None


_SCALAR_CALLS = frozenset({"int", "float", "len", "round", "abs", "bool", "str"})


def scalar_attrs(methods: "dict[str, ast.stmt]") -> tuple[set[str], frozenset[str]]:
    """(attributes only ever assigned python scalars, every attribute assigned): literals, the
    method's own parameters whose default is a literal number / string / bool, arithmetic and
    ``int``/``float``/``len``/``round``/``abs``/``math.*`` of those, other such attributes."""
    values: dict[str, list] = {}
    for fn in methods.values():
        a = fn.args
        positional = [*a.posonlyargs, *a.args]
        # (the positional-only parameters are not read, as the libcst reading never did)
        defaults = {p.arg: d for p, d in zip(positional[len(positional) - len(a.defaults):], a.defaults)
                    if p not in a.posonlyargs}
        defaults.update((p.arg, d) for p, d in zip(a.kwonlyargs, a.kw_defaults) if d is not None)
        # statements only (a `for self.i in ...` target is not looked for): walking every
        # expression node of every method cost more than all the rest of the class's analysis
        for node in small_statements(fn.body):
            t = type(node)
            if t is ast.Assign:
                targets = [(target, node.value) for target in node.targets]
            elif (t is ast.AugAssign or t is ast.AnnAssign) and node.value is not None:
                targets = [(node.target, node.value)]
            else:
                continue
            for target, value in targets:
                for name in attr_targets(target):
                    values.setdefault(name, []).append(
                        (value, defaults) if type(target) is ast.Attribute else (None, defaults))
    scalar: set[str] = set()
    changed = True
    while changed:
        changed = False
        for attr, vals in values.items():
            if attr not in scalar and all(v is not None and _scalar_expr(v, d, scalar) for v, d in vals):
                scalar.add(attr)
                changed = True
    return scalar, frozenset(values)


# literal types a scalar attribute may hold (`None`, `...` and complex numbers are not scalars
# here; a bool is an int)
_SCALAR_LITERALS = (int, float, str, bytes)


def _scalar_expr(node: ast.expr, defaults: dict, scalar: set[str], depth: int = 0) -> bool:
    if depth > 12:
        return False
    t = type(node)
    if t is ast.Constant:
        return isinstance(node.value, _SCALAR_LITERALS)
    if t is ast.Name:
        default = defaults.get(node.id)
        return default is not None and _literal_scalar(default)
    if t is ast.UnaryOp:
        return _scalar_expr(node.operand, defaults, scalar, depth + 1)
    if t is ast.BinOp:
        return (_scalar_expr(node.left, defaults, scalar, depth + 1)
                and _scalar_expr(node.right, defaults, scalar, depth + 1))
    if t is ast.IfExp:
        return (_scalar_expr(node.body, defaults, scalar, depth + 1)
                and _scalar_expr(node.orelse, defaults, scalar, depth + 1))
    if t is ast.Attribute and type(node.value) is ast.Name:
        return node.value.id == "self" and node.attr in scalar
    if t is ast.Call:
        func = node.func
        if type(func) is ast.Name and func.id in _SCALAR_CALLS:
            return True
        return type(func) is ast.Attribute and type(func.value) is ast.Name and func.value.id == "math"
    return False


def _literal_scalar(node: ast.expr) -> bool:
    while type(node) is ast.UnaryOp and type(node.op) in (ast.USub, ast.UAdd):
        node = node.operand
    return type(node) is ast.Constant and isinstance(node.value, _SCALAR_LITERALS)
