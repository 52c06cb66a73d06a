"""Why a `.shape` read that no shape-flow rewrite takes is left: the construct that stops it, named.

``shape_flow`` asks this only where every rewrite of the read's consumers has declined (the
fallback of ``_Rewriter.use`` and a read the flow holds no state for), so it changes what the
refusal says, never whether a fix is offered.  Each reason names the construct (an axis that is not
a literal, a comprehension over the sizes, a binding inside a compound statement, a reshape of a
value whose shape nothing tells) and what to write instead; None where none of them applies (the
caller keeps its generic text).
"""
from __future__ import annotations

import libcst as cst

from ._constant_sizes import fixed_number
from ._util import int_literal, python_int

_COMPOUND = {cst.If: "`if`", cst.For: "`for` loop", cst.While: "`while` loop", cst.With: "`with` block",
             cst.Try: "`try` block"}
_COMPREHENSIONS = (cst.GeneratorExp, cst.ListComp, cst.SetComp, cst.DictComp)


def why_left(rw, node, env) -> str | None:
    """The reason ``node`` (``x.shape`` or ``x.shape[i]``) keeps its `.shape` read, or None.

    ``rw`` is shape_flow's ``_Rewriter`` (its ctx, flow, reader, code and line helpers);
    ``env`` the flow's state at the read (None where the flow has none)."""
    attr = node.value if isinstance(node, cst.Subscript) else node
    if not (isinstance(attr, cst.Attribute) and attr.attr.value == "shape"):
        return None
    for why in (_axis(rw, node), _comprehension(rw, node), _nested_binding(rw, node), _reshaped(rw, node, env),
                _size_minus(rw, node)):
        if why is not None:
            return why
    return None


def _short(rw, node, limit: int = 60) -> str:
    text = rw.code(node)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _axis(rw, node) -> str | None:
    """``x.shape[self.index]``: which size is read depends on a value the file does not fix."""
    if not (isinstance(node, cst.Subscript) and len(node.slice) == 1
            and isinstance(node.slice[0].slice, cst.Index)):
        return None
    index = node.slice[0].slice.value
    if int_literal(index) is not None:
        return None
    return (f"it reads the size at axis `{rw.code(index)}`, which is not an integer literal: which "
            "axis that is, and so which operator could take the size's place, is not known from the "
            "code; read the axis as a literal, or pass the size to the constructor")


def _comprehension(rw, node) -> str | None:
    """``tuple(s * k for s in x.shape[2:])``: each size becomes a comprehension variable."""
    cur = node
    while True:
        parent = rw.flow.parent(cur)
        if parent is None or isinstance(parent, (cst.SimpleStatementLine, cst.BaseCompoundStatement)):
            return None
        if isinstance(parent, cst.CompFor) and cur is parent.iter:
            comp = rw.flow.parent(parent)
            while comp is not None and not isinstance(comp, _COMPREHENSIONS):
                comp = rw.flow.parent(comp)
            shown = _short(rw, comp) if comp is not None else "a comprehension"
            return (f"its sizes are iterated by a python comprehension (`{shown}`): each becomes a "
                    "python number while tracing, which a Symbol's shape does not give, and the fixer "
                    "follows a comprehension's sizes only where it is bound on its own line, with one "
                    "`for` and no `if`, and read by a constant index (`out = tuple(s * k for s in "
                    "x.shape[2:])` then `height=out[0]`); hand the sizes to the operator directly "
                    "(`height=x.shape[2] * k` is rewritten to `scale_height=float(k)`), or pass them to the "
                    "constructor")
        cur = parent


def _nested_binding(rw, node) -> str | None:
    """``bs, _, ny, nx = x.shape`` inside an ``if``/``for`` body: the flow reads the function's
    top-level statements, so it holds no state for the names such a line binds."""
    own = node
    while own is not None and not isinstance(own, cst.SimpleStatementLine):
        own = rw.flow.parent(own)
    if own is None or rw.flow.index(own) is not None or len(own.body) != 1 \
            or not isinstance(own.body[0], cst.Assign):
        return None
    small = own.body[0]
    value = small.value
    if not (value is node or (isinstance(value, cst.Subscript) and value.value is node)):
        return None     # sizes computed further (a reshape, arithmetic): the use's own reason
    outer = rw.flow.parent(own)
    while outer is not None and not isinstance(outer, tuple(_COMPOUND)):
        if isinstance(outer, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            return None
        outer = rw.flow.parent(outer)
    if outer is None:
        return None
    names = ", ".join(rw.code(t.target) for t in small.targets)
    return (f"`{names}` is bound inside the {_COMPOUND[type(outer)]} at line {rw._line(outer)}: the "
            "fixer rewrites a size binding and its uses among the function's top-level statements, "
            "or inside one branch or loop body where every read of the names follows the binding in "
            "that body (here one is read elsewhere or rebound, or the body is a `try`/`with`); write the uses with shape-free ops "
            "(reshape codes 0/-1, F.reshape_like, F.broadcast_like), or pass the sizes to the constructor")


def _reshaped(rw, node, env) -> str | None:
    """Another tensor's size in the target of ``v.reshape(...)`` where nothing tells ``v``'s shape
    (or ``v`` is not a tensor): codes are relative to the reshaped value, so they cannot be chosen.
    A size of ``v`` itself is left to reshape_codes, whose refusal places it against the cursor."""
    cur = node
    while True:
        parent = rw.flow.parent(cur)
        if parent is None or isinstance(parent, (cst.SimpleStatementLine, cst.BaseCompoundStatement)):
            return None
        if isinstance(parent, cst.Call) and isinstance(parent.func, cst.Attribute) \
                and parent.func.attr.value == "reshape" and cur is not parent.func:
            data = parent.func.value
            if rw.ctx.f_path(parent.func) is not None:
                # `F.reshape(v, ...)`: the operator's form; the reshaped value is its first argument
                positional = [a for a in parent.args if a.keyword is None and not a.star]
                data = positional[0].value if positional else None
            attr = node.value if isinstance(node, cst.Subscript) else node
            if not isinstance(data, cst.Name) or (isinstance(attr.value, cst.Name) and attr.value.value == data.value):
                return None     # its own sizes: reshape_codes says where they stand against the cursor
            if not rw.ctx.is_tensor(data, loose=True):
                return (f"it sizes a reshape of `{data.value}`, which is not known to be a tensor (numpy or "
                        "python data reshaped to a size needs the number, which a Symbol's shape does "
                        "not give); build the values with F operators from the tensor instead")
            src = rw.reader.value_shape(data, env) if env is not None else None
            if src is None or src.full() is None:
                return (f"it sizes a reshape of `{data.value}` by another tensor's size, and `{data.value}`'s "
                        "shape is not known in full here (its rank and every size): reshape codes are relative to the reshaped tensor, so the "
                        "sizes cannot be placed as codes, and no tensor in scope is known to hold them")
            return None
        cur = parent


def _size_minus(rw, node) -> str | None:
    """``x[:, x.shape[1] - k:]``: the size minus a number k >= 2 or of unknown sign, written as a
    slice bound or an index, which shape_flow's ``_from_end`` counts from the end only for k proven
    no larger than the axis."""
    minus = rw.flow.parent(node)
    if not (isinstance(minus, cst.BinaryOperation) and isinstance(minus.operator, cst.Subtract)
            and minus.left is node and isinstance(rw.flow.parent(minus), (cst.Slice, cst.Index))):
        return None
    fixed = fixed_number(rw.ctx, rw.flow, minus.right)
    if not (type(fixed) is int and fixed >= 2 or fixed is None and python_int(rw.ctx, minus.right)):
        return None     # a k below 1, or not an int: the caller's own text
    k = _short(rw, minus.right, 30)
    return (f"`{_short(rw, minus)}` counts from the end (`-{k}`) only where `{k}` is at most the axis's size: "
            f"python reads a larger one's negative `n - {k}` from the end again, where `-{k}` clamps, and "
            "nothing proves it no larger (1, or an axis known to be at least that long); pass the size "
            "to the constructor")
