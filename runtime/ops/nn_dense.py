"""Matrix products: FullyConnected, dot, batch_dot."""
from __future__ import annotations

from functools import partial

import numpy as np

from ..registry import Attr, Bool, Int, Op, OpError, register
from .grad_util import first_out_grad, parameter_part, wants
from .lowering import OpLowering
from .nn_util import OptStr, prod, quiet, weight_bias_inputs

# --------------------------------------------------------------------------
# FullyConnected
# --------------------------------------------------------------------------

def _fc_in_units(a, data_shape) -> int:
    if a.flatten:
        return prod(data_shape[1:])
    return int(data_shape[-1])


def _fc_check_data(a, data_shape):
    if len(data_shape) < 1:
        raise OpError(f"FullyConnected: data must have at least 1 dimension, got {tuple(data_shape)}")
    if a.num_hidden < 1:
        raise OpError(f"FullyConnected: num_hidden={a.num_hidden} must be >= 1")


def _fc_shape(a, data, weight=None, bias=None):
    _fc_check_data(a, data)
    if weight is not None and len(weight) == 2:
        k = _fc_in_units(a, data)
        if weight[0] and weight[0] != a.num_hidden:
            raise OpError(f"FullyConnected: weight shape {tuple(weight)} does not start with "
                          f"num_hidden={a.num_hidden}")
        if k and weight[1] and weight[1] != k:
            raise OpError(f"FullyConnected: weight shape {tuple(weight)} does not match the "
                          f"input's {k} features (data shape {tuple(data)}, flatten={a.flatten})")
    if a.flatten:
        return (data[0] if data else 1, a.num_hidden)
    return tuple(data[:-1]) + (a.num_hidden,)


def _fc_input_shapes(a, in_shapes):
    shapes = list(in_shapes)
    data = shapes[0]
    if data is None:
        return shapes
    shapes[1] = (a.num_hidden, _fc_in_units(a, data))
    if not a.no_bias and len(shapes) > 2:
        shapes[2] = (a.num_hidden,)
    return shapes


@quiet
def _fc_kernel(ctx, a, x, w, b=None):
    xp = ctx.xp
    _fc_check_data(a, x.shape)
    k = _fc_in_units(a, x.shape)
    if tuple(w.shape) != (a.num_hidden, k):
        raise OpError(f"FullyConnected: weight shape {tuple(w.shape)} should be "
                      f"(num_hidden, in_units) = {(a.num_hidden, k)} for data {tuple(x.shape)}")
    x2 = x.reshape(x.shape[0], k) if a.flatten else x
    out = xp.matmul(x2, w.T)
    if b is not None:
        if tuple(b.shape) != (a.num_hidden,):
            raise OpError(f"FullyConnected: bias shape {tuple(b.shape)} should be ({a.num_hidden},)")
        out = out + b
    return out.astype(x.dtype, copy=False)


# --------------------------------------------------------------------------
# Gradient rules (the products are linear in each input, so each gradient is
# the other input multiplied by the out-grad; float16 accumulates in float32)
# --------------------------------------------------------------------------

def _acc(xp, *arrays):
    dtype = xp.result_type(*arrays)
    return xp.float32 if dtype == xp.float16 else dtype


def _fc_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    x, w = inputs[0], inputs[1]
    b = inputs[2] if len(inputs) > 2 else None
    g = out_grads[0]
    if g is None:
        g = xp.zeros_like(outputs[0])
    acc = _acc(xp, x, w)
    k = _fc_in_units(a, x.shape)
    x2 = (x.reshape(x.shape[0], k) if a.flatten else x.reshape(-1, k)).astype(acc, copy=False)
    g2 = g.reshape(-1, a.num_hidden).astype(acc, copy=False)
    # (matmul's result is new: no second copy for the dtype)
    gx = xp.matmul(g2, w.astype(acc, copy=False)).reshape(x.shape).astype(x.dtype, copy=False) \
        if wants(ctx, 0) else None
    gw = parameter_part(ctx, partial(_weight_product, xp, g2, x2, w.dtype)) \
        if wants(ctx, 1) else None
    if b is None:
        return gx, gw
    return gx, gw, g2.sum(axis=0).astype(b.dtype)


def _weight_product(xp, g2, x2, dtype):
    return xp.matmul(g2.T, x2).astype(dtype, copy=False)


def dense_plan(a, xs):
    """The matrix product a FullyConnected on data of shape ``xs`` is: ``rows`` x ``k``
    data times the (units, k) weight transposed; ``reshape``: the data must be viewed
    as that matrix first."""
    if a.flatten:
        rows, k = (xs[0] if xs else 1), prod(xs[1:])
    else:
        rows, k = prod(xs[:-1]), xs[-1]
    return {"rows": rows, "k": k, "units": a.num_hidden,
            "reshape": bool(a.flatten) and len(xs) != 2}


def _fc_input_shapes_back(a, in_shapes, out_shapes):
    """With ``flatten``, the data's first dim is the output's (MXNet 1.9.1's
    FullyConnectedShape; measured: without ``flatten`` nothing is inferred back).  A cell's
    ``zeros((0, H))`` begin state gets its batch size this way."""
    data = in_shapes[0]
    if not a.flatten or data is None or not len(data) or data[0]:
        return [None] * len(in_shapes)
    return [(out_shapes[0][0],) + tuple(data[1:])] + [None] * (len(in_shapes) - 1)


register(Op(
    name="FullyConnected",
    rank={"rank": 2, "attr": "flatten", "default": True, "then": {"inputs": ["data"]}},
    inputs=("data", "weight", "bias"),
    attrs=(
        Attr("num_hidden", Int, doc="number of output units"),
        Attr("no_bias", Bool, False),
        Attr("flatten", Bool, True, doc="collapse all but the first axis of data"),
    ),
    kernel=_fc_kernel,
    infer_shape=_fc_shape,
    infer_input_shapes=_fc_input_shapes,
    infer_input_shapes_back=_fc_input_shapes_back,
    active_inputs=weight_bias_inputs,
    grad=_fc_grad,
    lowering=OpLowering("dense", dense_plan),
))


# --------------------------------------------------------------------------
# dot: lhs is a matrix (prod(all but last), last) -- or (first, prod(rest))
# when transposed -- and likewise rhs; this is how MXNet contracts N-D inputs.
# --------------------------------------------------------------------------

def _dot_split(shape, last: bool):
    """(kept dims, contracted size) of one side."""
    shape = tuple(shape)
    if last:   # contract the last axis, keep the rest
        return shape[:-1], shape[-1]
    return shape[1:], shape[0]


def _dot_plan(a, ls, rs):
    ls, rs = tuple(ls), tuple(rs)
    if len(ls) == 0 or len(rs) == 0:
        raise OpError(f"dot: inputs must have at least 1 dimension, got {ls} and {rs}")
    if len(ls) == 1 and len(rs) == 1:
        if a.transpose_a or a.transpose_b:
            raise OpError("dot: cannot transpose 1-D vectors; drop transpose_a/transpose_b")
        if ls[0] and rs[0] and ls[0] != rs[0]:
            raise OpError(f"dot: shape mismatch {ls} x {rs}")
        return (1,), None
    lkeep, lk = _dot_split(ls, last=not a.transpose_a)
    rkeep, rk = _dot_split(rs, last=a.transpose_b)
    if len(ls) == 1:
        lkeep = ()
    if len(rs) == 1:
        rkeep = ()
    if len(ls) == 1 and a.transpose_a:
        lk = ls[0]
    if len(rs) == 1 and a.transpose_b:
        rk = rs[0]
    if lk and rk and lk != rk:
        raise OpError(f"dot: cannot contract {ls} with {rs} (transpose_a={a.transpose_a}, "
                      f"transpose_b={a.transpose_b}): {lk} != {rk}")
    return tuple(lkeep) + tuple(rkeep), (lk, rk)


def _dot_shape(a, ls, rs):
    return _dot_plan(a, ls, rs)[0]


def _dot_dtype_check(dtype, on_cpu=True):
    """MXNet 1.9.1's dot takes float32/float64 on the CPU (and float16 on a GPU): measured
    "dot only supports float32/float64 for CPU" for int32."""
    dtype = np.dtype(dtype)
    if dtype.kind != "f" or (on_cpu and dtype == np.float16):
        raise OpError(f"dot only supports float32/float64 for CPU, and float16/float32/float64 "
                      f"for GPU, not {dtype.name}")


def _dot_type(a, lhs=None, rhs=None):
    if lhs is not None and np.dtype(lhs).kind != "f":
        _dot_dtype_check(lhs)
    return lhs


@quiet
def _dot_kernel(ctx, a, x, y):
    _dot_dtype_check(x.dtype, on_cpu=ctx.xp is np)
    xp = ctx.xp
    out_shape, plan = _dot_plan(a, x.shape, y.shape)
    if plan is None:
        return xp.reshape(xp.dot(x, y), (1,)).astype(x.dtype, copy=False)
    k = plan[0]
    # explicit sizes rather than -1: a zero-size axis would make -1 ambiguous
    m = prod(x.shape) // k if k else prod(x.shape[1:] if a.transpose_a else x.shape[:-1])
    n = prod(y.shape) // k if k else prod(y.shape[:-1] if a.transpose_b else y.shape[1:])
    lm = x.reshape(k, m).T if a.transpose_a else x.reshape(m, k)
    rm = y.reshape(n, k).T if a.transpose_b else y.reshape(k, n)
    return xp.matmul(lm, rm).reshape(out_shape).astype(x.dtype, copy=False)


def _dot_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    x, y = inputs
    g = first_out_grad(xp, out_grads, outputs)
    acc = _acc(xp, x, y)
    xa, ya, ga = (v.astype(acc, copy=False) for v in (x, y, g))
    _, plan = _dot_plan(a, x.shape, y.shape)
    if plan is None:     # vector . vector -> (1,)
        return (ga[0] * ya).astype(x.dtype), (ga[0] * xa).astype(y.dtype)
    k = plan[0]
    m = prod(x.shape) // k if k else prod(x.shape[1:] if a.transpose_a else x.shape[:-1])
    n = prod(y.shape) // k if k else prod(y.shape[:-1] if a.transpose_b else y.shape[1:])
    lm = xa.reshape(k, m).T if a.transpose_a else xa.reshape(m, k)
    rm = ya.reshape(n, k).T if a.transpose_b else ya.reshape(k, n)
    g2 = ga.reshape(m, n)
    dl = xp.matmul(g2, rm.T)          # (m, k)
    dr = xp.matmul(lm.T, g2)          # (k, n)
    gx = dl.T if a.transpose_a else dl
    gy = dr.T if a.transpose_b else dr
    return (xp.ascontiguousarray(gx).reshape(x.shape).astype(x.dtype),
            xp.ascontiguousarray(gy).reshape(y.shape).astype(y.dtype))


_STYPE = OptStr("csr", "default", "row_sparse")

def matmul_plan(a, ls, rs):
    """A dot of two matrices is one matmul (of their transposes, as asked); ``None``
    for other ranks (the kernel contracts N-D inputs)."""
    if len(ls) != 2 or len(rs) != 2:
        return None
    return {"transpose_a": a.transpose_a, "transpose_b": a.transpose_b}


register(Op(
    name="dot",
    rank={"inputs": ["lhs", "rhs"], "add": -2},
    inputs=("lhs", "rhs"),
    attrs=(
        Attr("transpose_a", Bool, False),
        Attr("transpose_b", Bool, False),
        Attr("forward_stype", _STYPE, None, doc="storage type hint; dense only here"),
    ),
    kernel=_dot_kernel,
    infer_shape=_dot_shape,
    infer_type=_dot_type,
    grad=_dot_grad,
    lowering=OpLowering("matmul", matmul_plan),
))


# --------------------------------------------------------------------------
# batch_dot: (..., M, K) x (..., K, N), batch dims equal (no broadcasting)
# --------------------------------------------------------------------------

def _batch_dot_shape(a, ls, rs):
    ls, rs = tuple(ls), tuple(rs)
    if len(ls) < 3 or len(ls) != len(rs):
        raise OpError(f"batch_dot: inputs must have the same number (>= 3) of dimensions, "
                      f"got {ls} and {rs}")
    if any(p and q and p != q for p, q in zip(ls[:-2], rs[:-2])):
        raise OpError(f"batch_dot: batch dimensions differ: {ls} and {rs}")
    m, kl = (ls[-1], ls[-2]) if a.transpose_a else (ls[-2], ls[-1])
    kr, n = (rs[-1], rs[-2]) if a.transpose_b else (rs[-2], rs[-1])
    if kl and kr and kl != kr:
        raise OpError(f"batch_dot: cannot contract {ls} with {rs} (transpose_a={a.transpose_a}, "
                      f"transpose_b={a.transpose_b}): {kl} != {kr}")
    batch = tuple(p or q for p, q in zip(ls[:-2], rs[:-2]))
    return batch + (m, n)


@quiet
def _batch_dot_kernel(ctx, a, x, y):
    _batch_dot_shape(a, x.shape, y.shape)
    if a.transpose_a:
        x = ctx.xp.swapaxes(x, -1, -2)
    if a.transpose_b:
        y = ctx.xp.swapaxes(y, -1, -2)
    return ctx.xp.matmul(x, y).astype(x.dtype, copy=False)


def _batch_dot_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    x, y = inputs
    g = first_out_grad(xp, out_grads, outputs)
    acc = _acc(xp, x, y)
    xa, ya, ga = (v.astype(acc, copy=False) for v in (x, y, g))
    lm = xp.swapaxes(xa, -1, -2) if a.transpose_a else xa
    rm = xp.swapaxes(ya, -1, -2) if a.transpose_b else ya
    dl = xp.matmul(ga, xp.swapaxes(rm, -1, -2))
    dr = xp.matmul(xp.swapaxes(lm, -1, -2), ga)
    gx = xp.swapaxes(dl, -1, -2) if a.transpose_a else dl
    gy = xp.swapaxes(dr, -1, -2) if a.transpose_b else dr
    return (xp.ascontiguousarray(gx).astype(x.dtype),
            xp.ascontiguousarray(gy).astype(y.dtype))


register(Op(
    name="batch_dot",
    # (MXNet 1.9.1 raises for inputs of fewer than 3 axes, eagerly too: HYB008 reads the bound)
    rank={"inputs": ["lhs"], "least": 3},
    inputs=("lhs", "rhs"),
    attrs=(
        Attr("transpose_a", Bool, False),
        Attr("transpose_b", Bool, False),
        Attr("forward_stype", _STYPE, None),
    ),
    kernel=_batch_dot_kernel,
    infer_shape=_batch_dot_shape,
    grad=_batch_dot_grad,
))

