"""HYB002 fixer: ``op(x).as_in_context(x.context)`` -> ``op(x)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.catalogue import FLUENT_METHODS

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
    the graph runs on the inputs' context. Refused when the moved value is a name bound
    elsewhere, when it is built by an operator that chooses its own device (a `ctx=` argument)
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
        Example(example_module("y = F.relu(x)\nreturn y.as_in_context(x.context)"), None,
                reason="bound elsewhere"),
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
        if isinstance(moved, cst.Name) and moved.value != source:
            return Refusal(f"`{moved.value}` is bound elsewhere: its device is not shown to be "
                           f"`{source}`'s")
        if not _computed_from(ctx, moved, source):
            return Refusal(f"`{ctx.code_for(moved)}` does not read `{source}` through operators "
                           f"alone, so it may live on another device")
        return make_fix(ctx, [(node, ctx.code_for(moved))], "safe",
                        f"drop the move: the value is already on `{source}`'s device")


def _computed_from(ctx, node: cst.CSTNode, source: str) -> bool:
    """True when ``node`` is ``source`` or an operator result with ``source`` among its data."""
    if isinstance(node, cst.Name):
        return node.value == source
    if isinstance(node, cst.BinaryOperation):
        return _computed_from(ctx, node.left, source) or _computed_from(ctx, node.right, source)
    if isinstance(node, cst.UnaryOperation):
        return _computed_from(ctx, node.expression, source)
    if isinstance(node, cst.Call):
        if any(kwarg(node, k) is not None for k in _PLACING_KEYWORDS):
            return False
        func = node.func
        if ctx.f_path(func):
            return any(_computed_from(ctx, a.value, source) for a in node.args if not a.star)
        if isinstance(func, cst.Attribute) and func.attr.value in FLUENT_METHODS:
            return _computed_from(ctx, func.value, source)
    return False
