"""contrib.boolean_mask and contrib.allclose: the two contrib ops whose output is not an
elementwise image of the input -- boolean_mask keeps the rows its index marks (the output
length depends on the data), allclose answers with one 0-d flag."""
from __future__ import annotations

import numpy as np

from ..registry import Attr, Bool, Float, Int, Op, OpError, register


def _mask_rows(a, data_shape, index_shape):
    if a.axis != 0:
        # measured: "Check failed: axis == 0 (1 vs. 0) : Not supported yet"
        raise OpError(f"boolean_mask: axis={a.axis} is not supported (MXNet 1.9.1 masks axis 0 "
                      "only)")
    if len(index_shape) != 1 or index_shape[0] != data_shape[0]:
        raise OpError(f"boolean_mask: index shape {tuple(index_shape)} should be "
                      f"({data_shape[0]},), one flag per row of data {tuple(data_shape)}")


def _boolean_mask_shape(a, data, index):
    _mask_rows(a, data, index)
    # the row count is known only from the index's values: 0 is MXNet 1.x's "unknown"
    return (0,) + tuple(data[1:])


def _boolean_mask(ctx, a, data, index):
    _mask_rows(a, data.shape, index.shape)
    return data[index != 0]


def _boolean_mask_grad(ctx, a, inputs, outputs, out_grads):
    data, index = inputs
    g = ctx.xp.zeros(data.shape, dtype=data.dtype)
    g[index != 0] = out_grads[0]
    return g, None


register(Op(
    name="_contrib_boolean_mask", aliases=("boolean_mask",), namespace="contrib",
    inputs=("data", "index"), attrs=(Attr("axis", Int, 0),),
    kernel=_boolean_mask, infer_shape=_boolean_mask_shape, grad=_boolean_mask_grad,
    dynamic_shape=True,
))


def _allclose_shape(a, lhs, rhs):
    if tuple(lhs) != tuple(rhs):
        # MXNet's shape inference refuses different shapes (no broadcasting)
        raise OpError(f"allclose: shapes {tuple(lhs)} and {tuple(rhs)} differ")
    return ()


def _allclose(ctx, a, lhs, rhs):
    _allclose_shape(a, lhs.shape, rhs.shape)
    xp = ctx.xp
    x, y = lhs.astype(np.float64), rhs.astype(np.float64)
    with np.errstate(invalid="ignore"):
        close = xp.abs(x - y) <= a.atol + a.rtol * xp.abs(y)
    close = close | (x == y)    # equal infinities
    if a.equal_nan:
        close = close | (xp.isnan(x) & xp.isnan(y))
    return xp.asarray(bool(close.all()), dtype=np.uint8).reshape(())


register(Op(
    name="_contrib_allclose", aliases=("allclose",), namespace="contrib",
    inputs=("a", "b"),
    attrs=(Attr("rtol", Float, 1e-5), Attr("atol", Float, 1e-8), Attr("equal_nan", Bool, True)),
    kernel=_allclose, infer_shape=_allclose_shape, infer_type=lambda a, *dts: "uint8",
))
