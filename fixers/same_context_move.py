"""HYB002 fixer: ``op(x).as_in_context(x.context)`` -> ``op(x)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.catalogue import FLUENT_METHODS
from hybridlint.engine.walk import name_bindings

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import kwarg

_DEVICE_ATTRS = frozenset({"context", "ctx"})
# creation operators place their result on a device of their own (a `ctx=` argument, or the
# default one): what they build need not be where the source tensor is
_PLACING_KEYWORDS = frozenset({"ctx", "context"})
_MX = "import mxnet as mx\n"


class SameContextMove(Fixer):
    code = "HYB002"
    name = "same-context-move"
    applicability = "safe"
    description = """
    Drops `.as_in_context(x.context)` (or `x.ctx`) from a tensor that operators
    compute from `x` itself: `F.ones_like(label).as_in_context(label.context)` becomes
    `F.ones_like(label)`. Safe: an eager MXNet operator puts its result on its inputs' device, so
    the value already lives on `x.context`, and NDArray.as_in_context returns the array itself
    (no copy, the same gradient) when the device is the one it is on. A Symbol has no device;
    the graph runs on the inputs' context. Names are followed to their one assignment
    (`r = F.exp(x)`; `F.cumsum(r).as_in_context(x.context)`) when `x` itself is only ever
    rebound to operator results of itself (`x = F.relu(x)`), so every value read from it shares
    one device. Refused when the moved value is a name bound more than once or by anything but
    operators, when it is built by an operator that chooses its own device (a `ctx=` argument)
    or does not read `x` at all, and when the target is any other device (`mx.cpu()`, a stored
    context): such a move may copy the data, and dropping it would change where later code runs.
    """
    EXAMPLES = [
        Example(example_module("return F.ones_like(x).as_in_context(x.context) * x"),
                example_module("return F.ones_like(x) * x"), shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("mask = F.zeros_like(x).as_in_context(x.context) + 1\nreturn F.relu(x) * mask"),
                example_module("mask = F.zeros_like(x) + 1\nreturn F.relu(x) * mask"),
                shapes=[[(2, 3)], [(1, 5)]]),
        Example(example_module("y = (x * 2 + 1).as_in_context(x.context)\nreturn F.tanh(y)"),
                example_module("y = (x * 2 + 1)\nreturn F.tanh(y)"), shapes=[[(2, 3)], [(3, 1, 2)]]),
        Example(example_module("return F.sigmoid(x.as_in_context(x.ctx))"),
                example_module("return F.sigmoid(x)"), shapes=[[(2, 3)], [(5,)]]),
        Example(example_module("return F.relu(x).as_in_context(mx.cpu())", imports=_MX), None,
                reason="another device"),
        # a name bound once, from `x` through operators, with `x` rebound only to operators of itself
        Example(example_module("x = F.relu(x)\ny = F.exp(x) * 2\nreturn F.cumsum(y).as_in_context(x.context) + 1"),
                example_module("x = F.relu(x)\ny = F.exp(x) * 2\nreturn F.cumsum(y) + 1"),
                shapes=[[(2, 3)], [(4, 1)]]),
        Example(example_module("y = F.relu(x)\nreturn y.as_in_context(x.context)"),
                example_module("y = F.relu(x)\nreturn y"), shapes=[[(2, 3)], [(5,)]]),
        Example(example_module("y = F.relu(x)\nif F.sum(x) > 0:\n    y = F.ones((2, 3), ctx=mx.cpu())\n"
                               "return y.as_in_context(x.context)", imports=_MX), None,
                reason="bound more than once"),
        Example(example_module("y = F.ones((2, 3), ctx=mx.cpu())\nreturn x + y.as_in_context(x.context)",
                               imports=_MX), None, reason="does not read"),
        Example(example_module("return x + F.ones((2, 3), ctx=mx.cpu()).as_in_context(x.context)",
                               imports=_MX), None, reason="does not read"),
    ]

    @staticmethod
    def receivers(node: cst.Call):
        return (node.func.value,)

    @staticmethod
    def propose(ctx, node: cst.Call) -> Fix | Refusal:
        moved = node.func.value
        target = node.args[0].value if len(node.args) == 1 else None
        if not (isinstance(target, cst.Attribute) and target.attr.value in _DEVICE_ATTRS
                and isinstance(target.value, cst.Name)):
            return Refusal("the value is moved to another device than the one of a tensor it is "
                           "computed from (dropping the move could leave it elsewhere)")
        source = target.value.value
        bindings = name_bindings(ctx.scope.func, nested=True) if ctx.scope is not None else {}
        if isinstance(moved, cst.Name) and moved.value != source and len(bindings.get(moved.value, ())) > 1:
            return Refusal(f"`{moved.value}` is bound more than once: its device is not shown to "
                           f"be `{source}`'s")
        # names are followed to their assignment only while every version of `source` is an
        # operator result of itself (or the argument): then all share the argument's device
        follow = bindings if all(_computed_from(ctx, v, source) for v in bindings.get(source, ())) else {}
        if not _computed_from(ctx, moved, source, follow):
            return Refusal(f"`{ctx.code_for(moved)}` does not read `{source}` through operators "
                           f"alone, so it may live on another device")
        return make_fix(ctx, [(node, ctx.code_for(moved))], "safe",
                        f"drop the move: the value is already on `{source}`'s device")


def _computed_from(ctx, node: cst.CSTNode | None, source: str, follow=None, depth: int = 0) -> bool:
    """True when ``node`` is ``source`` or an operator result with ``source`` among its data;
    names in ``follow`` bound once are read through their value."""
    if node is None or depth > 20:
        return False
    if isinstance(node, cst.Name):
        if node.value == source:
            return True
        values = (follow or {}).get(node.value, ())
        return len(values) == 1 and _computed_from(ctx, values[0], source, follow, depth + 1)
    if isinstance(node, cst.BinaryOperation):
        return (_computed_from(ctx, node.left, source, follow, depth + 1)
                or _computed_from(ctx, node.right, source, follow, depth + 1))
    if isinstance(node, cst.UnaryOperation):
        return _computed_from(ctx, node.expression, source, follow, depth + 1)
    if isinstance(node, cst.Call):
        if any(kwarg(node, k) is not None for k in _PLACING_KEYWORDS):
            return False
        func = node.func
        if ctx.f_path(func):
            return any(_computed_from(ctx, a.value, source, follow, depth + 1) for a in node.args if not a.star)
        if isinstance(func, cst.Attribute) and func.attr.value in FLUENT_METHODS:
            return _computed_from(ctx, func.value, source, follow, depth + 1)
    return False
