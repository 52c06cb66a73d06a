"""Elementwise ops: unary math, binary (elemwise_* and broadcast_*), scalar ops."""
from __future__ import annotations

from ..registry import Attr, Float, Op, register


def _same_shape(a, *shapes):
    first = shapes[0]
    for s in shapes[1:]:
        if tuple(s) != tuple(first):
            from ..registry import OpError
            raise OpError(f"shapes {tuple(first)} and {tuple(s)} differ (use broadcast_*)")
    return tuple(first)


def _broadcast_shape(a, lhs, rhs):
    from ..registry import OpError
    nd = max(len(lhs), len(rhs))
    lhs = (1,) * (nd - len(lhs)) + tuple(lhs)
    rhs = (1,) * (nd - len(rhs)) + tuple(rhs)
    out = []
    for x, y in zip(lhs, rhs):
        if x != y and x != 1 and y != 1:
            raise OpError(f"shapes {lhs} and {rhs} cannot be broadcast")
        out.append(max(x, y) if x and y else 0)
    return tuple(out)


def _unary_shape(a, shape):
    return tuple(shape)


# Examples of the pattern; the rest of the family follows the same shape.
register(Op(
    name="relu",
    kernel=lambda ctx, a, x: ctx.xp.maximum(x, 0).astype(x.dtype, copy=False),
    infer_shape=_unary_shape,
    elementwise=True,
))

register(Op(
    name="elemwise_add",
    inputs=("lhs", "rhs"),
    kernel=lambda ctx, a, x, y: x + y,
    infer_shape=_same_shape,
    elementwise=True,
))

register(Op(
    name="broadcast_add",
    aliases=("broadcast_plus",),
    inputs=("lhs", "rhs"),
    kernel=lambda ctx, a, x, y: x + y,
    infer_shape=_broadcast_shape,
    elementwise=True,
))

register(Op(
    name="_plus_scalar",
    attrs=(Attr("scalar", Float, 1.0),),
    kernel=lambda ctx, a, x: (x + a.scalar).astype(x.dtype, copy=False),
    infer_shape=_unary_shape,
    elementwise=True,
))
