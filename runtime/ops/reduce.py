"""Reductions: sum, mean, max, min, prod, nansum, nanprod, norm, argmax, argmin,
argmax_channel, moments and cumsum.

MXNet 1.x rules kept here:

* ``axis=None`` or ``()`` reduces every axis (``exclude`` then has no effect);
* a full reduction without ``keepdims`` gives shape ``(1,)``, never ``()``;
* ``exclude=True`` reduces the axes *not* listed;
* the output keeps the input dtype; ``mean`` over ints truncates (7/3 -> 2);
* ``argmax``/``argmin`` return indices in the input's dtype (float32 for
  float32 data), the first index on ties.
"""
from __future__ import annotations

import numpy as np

from ..registry import Attr, Bool, Int, Op, OpError, OptInt, OptShape, register
from .elemwise import DtypeChoice
from .grad_util import fill_missing
from .tensor import nonneg_axis, norm_axis


def reduced_axes(a, ndim: int, op: str) -> tuple[int, ...]:
    if a.axis is None or len(a.axis) == 0:
        return tuple(range(ndim))
    axes = sorted(norm_axis(k, ndim, op) for k in a.axis)
    if len(set(axes)) != len(axes):
        raise OpError(f"{op}: reduction axes {a.axis} have duplicates")
    if a.get("exclude", False):
        axes = [k for k in range(ndim) if k not in axes]
    return tuple(axes)


def _reduced_shape(a, s, op):
    axes = reduced_axes(a, len(s), op)
    if a.keepdims:
        return tuple(1 if k in axes else d for k, d in enumerate(s))
    out = tuple(d for k, d in enumerate(s) if k not in axes)
    return out if out else (1,)


def _is_int(dtype) -> bool:
    return np.dtype(dtype).kind in "iub"


def _mean(xp, x, axes):
    if _is_int(x.dtype):
        # MXNet sums in the array's own dtype (wrapping around, as its sum does: int8
        # [100, 100, 100] -> 44) and then divides, truncating toward zero (44 / 3 -> 14)
        total = xp.sum(x, axis=axes, dtype=x.dtype, keepdims=True).astype(np.int64)
        n = 1
        for k in axes:
            n *= x.shape[k]
        return xp.sign(total) * (xp.abs(total) // max(n, 1))
    return xp.mean(x, axis=axes, keepdims=True)


def reduced_rows(xp, x, axes):
    """``x`` as a 2-D array: one row per output element, its reduced elements along the row in
    MXNet's order (row-major over the reduced axes)."""
    keep = [k for k in range(x.ndim) if k not in axes]
    return xp.transpose(x, keep + list(axes)).reshape(
        (int(np.prod([x.shape[k] for k in keep])), -1))


def _half_in_order(xp, x, axes, op):
    """A float16 sum/mean/nansum/prod/nanprod as MXNet 1.9.1's CPU reduction computes it (without
    MXNET_SAFE_ACCUMULATION): the reduced elements taken in order, every intermediate rounded to
    half; the sums compensated as mshadow's ``red::sum`` is (Kahan; ``sum`` resets the residual when
    the total overflows, ``nansum`` does not and turns the overflow into NaN), NaNs skipped by the
    nan* reducers; mean divides by the count as a float16 (70000 is inf there).  numpy sums half
    in float32 pairs and lands a float16 step away on long rows; tests/fixtures/mxnet/reduce_float16.npz."""
    rows = reduced_rows(xp, x, axes)
    half = np.float16
    skip_nan = op.startswith("nan")
    if op in ("prod", "nanprod"):
        total = xp.ones(rows.shape[0], half)
        for j in range(rows.shape[1]):
            src = rows[:, j]
            total = xp.where(xp.isnan(src), total, total * src) if skip_nan else total * src
    else:
        total = xp.zeros(rows.shape[0], half)
        residual = xp.zeros(rows.shape[0], half)
        for j in range(rows.shape[1]):
            src = rows[:, j]
            y = src - residual
            new = total + y
            carried = (new - total) - y
            if op == "sum" or op == "mean":
                carried = xp.where(xp.isinf(new), half(0), carried)
            if skip_nan:
                gap = xp.isnan(src)
                new, carried = xp.where(gap, total, new), xp.where(gap, residual, carried)
            total, residual = new, carried
        if op == "mean":
            total = total / half(rows.shape[1])
    keep = [1 if k in axes else d for k, d in enumerate(x.shape)]
    return total.astype(half).reshape(keep)


def _in_dtype(op, fn):
    """``fn`` for every dtype but float16, which MXNet reduces in float16 (``_half_in_order``)."""
    def reduce(xp, x, axes):
        return _half_in_order(xp, x, axes, op) if x.dtype == np.float16 and x.size else fn(xp, x, axes)
    return reduce


_REDUCERS = {
    # name: (function(xp, x, axes) keeping dims, aliases)
    "sum": (_in_dtype("sum", lambda xp, x, axes: xp.sum(x, axis=axes, keepdims=True)), ("sum_axis",)),
    "mean": (_in_dtype("mean", _mean), ()),
    "max": (lambda xp, x, axes: xp.max(x, axis=axes, keepdims=True), ("max_axis",)),
    "min": (lambda xp, x, axes: xp.min(x, axis=axes, keepdims=True), ("min_axis",)),
    "prod": (_in_dtype("prod", lambda xp, x, axes: xp.prod(x, axis=axes, keepdims=True)), ()),
    "nansum": (_in_dtype("nansum", lambda xp, x, axes: xp.nansum(x, axis=axes, keepdims=True)), ()),
    "nanprod": (_in_dtype("nanprod", lambda xp, x, axes: xp.nanprod(x, axis=axes, keepdims=True)), ()),
}

_REDUCE_ATTRS = (
    Attr("axis", OptShape, None, "axes to reduce; None or () means all"),
    Attr("keepdims", Bool, False),
    Attr("exclude", Bool, False, "reduce the axes not listed in axis"),
)


def _reduce_kernel(name, fn):
    def kernel(ctx, a, x):
        shape = _reduced_shape(a, x.shape, name)
        axes = reduced_axes(a, x.ndim, name)
        if x.size == 0 and name in ("max", "min"):
            raise OpError(f"{name}: cannot reduce an empty array of shape {x.shape}")
        with np.errstate(all="ignore"):
            out = fn(ctx.xp, x, axes)
        return out.astype(x.dtype, copy=False).reshape(shape)
    return kernel


# --------------------------------------------------------------------------
# gradients of the reductions
# --------------------------------------------------------------------------

def _kept(a, x, op, g):
    """The out-grad (or output) reshaped with the reduced axes kept as size 1,
    so that it broadcasts against ``x``."""
    axes = reduced_axes(a, x.ndim, op)
    return g.reshape(tuple(1 if k in axes else d for k, d in enumerate(x.shape))), axes


def _count(x, axes) -> int:
    n = 1
    for k in axes:
        n *= x.shape[k]
    return n


def _reduce_grad(name):
    def grad(ctx, a, inputs, outputs, out_grads):
        xp = ctx.xp
        (x,), (y,), (g,) = inputs, outputs, out_grads
        g, axes = _kept(a, x, name, g)
        with np.errstate(all="ignore"):
            if name == "sum":
                gx = g * xp.ones_like(x)
            elif name == "mean":
                gx = g * xp.ones_like(x) / max(_count(x, axes), 1)
            elif name == "nansum":
                gx = g * ~xp.isnan(x)
            elif name in ("max", "min"):
                # every position equal to the extremum gets the gradient, as in MXNet
                gx = g * (x == _kept(a, x, name, y)[0])
            elif x.size == 0:
                gx = xp.zeros_like(x)
            elif name == "prod":
                # MXNet's rule is out / x (ReduceAxesBackwardUseInOut with div): a zero in
                # the group gives NaN there, and -0/0 beside it, as measured
                gx = g * (_kept(a, x, name, y)[0] / x)
            else:  # nanprod: NaNs count as 1 and get no gradient; out / x elsewhere
                gx = xp.where(xp.isnan(x), 0, g * (_kept(a, x, name, y)[0] / x))
        return (gx.astype(x.dtype, copy=False),)
    return grad


for _name, (_fn, _aliases) in _REDUCERS.items():
    register(Op(
        name=_name, aliases=_aliases, attrs=_REDUCE_ATTRS,
        kernel=_reduce_kernel(_name, _fn),
        infer_shape=lambda a, s, _n=_name: _reduced_shape(a, s, _n),
        grad=_reduce_grad(_name),
    ))


# --------------------------------------------------------------------------
# norm
# --------------------------------------------------------------------------

_NORM_DTYPES = ("float16", "float32", "float64", "int32", "int64", "int8")


def _norm_shape(a, s):
    if a.ord not in (1, 2):
        raise OpError(f"norm: ord={a.ord} is not supported (MXNet supports ord=1 and ord=2)")
    if a.axis is not None and len(a.axis) > 2:
        raise OpError(f"norm: axis {a.axis} must name one or two axes")
    return _reduced_shape(a, s, "norm")


def _norm(ctx, a, x):
    xp = ctx.xp
    shape = _norm_shape(a, x.shape)
    axes = reduced_axes(a, x.ndim, "norm")
    if a.ord == 2 and (_is_int(x.dtype) or x.dtype == np.float16) and x.size:
        return _nrm2_in_dtype(xp, x, axes).astype(a.out_dtype or x.dtype).reshape(shape)
    work = x.astype(np.float64) if _is_int(x.dtype) or x.dtype == np.float16 else x
    if a.ord == 1:
        out = xp.sum(xp.abs(work), axis=axes)
    else:
        out = xp.sqrt(xp.sum(work * work, axis=axes))
    return out.astype(a.out_dtype or x.dtype).reshape(shape)


def _nrm2_in_dtype(xp, x, axes):
    """The 2-norm as MXNet 1.9.1's CPU reduction computes it for float16 and integer arrays
    (without MXNET_SAFE_ACCUMULATION): mshadow's scaled ``nrm2`` reducer run over the reduced
    elements in order, every intermediate stored in the array's own dtype (float16 rounds at
    each operation, integers divide and truncate).  A float16 norm of 3000 values lands 2-3%
    off the exact one, as MXNet's does."""
    rows = reduced_rows(xp, x, axes)
    dt = x.dtype
    half = dt == np.float16
    wide = np.float32 if half else np.int64

    def store(v):   # assignment to a DType variable: round to half, or wrap the integer
        return v.astype(dt).astype(wide)

    total = xp.zeros(rows.shape[0], wide)
    scale = xp.zeros(rows.shape[0], wide)
    with np.errstate(all="ignore"):
        for j in range(rows.shape[1]):
            src = rows[:, j].astype(wide)
            mag = store(xp.abs(src))
            grow = (src != 0) & (scale < mag)
            keep_scale = (src != 0) & ~grow
            safe_mag = xp.where(mag == 0, 1, mag)
            safe_scale = xp.where(scale == 0, 1, scale)
            if half:
                t = store(scale / safe_mag)
                grown = store(1 + store(store(total * t) * t))
                u = store(mag / safe_scale)
                kept = store(total + store(u * u))
            else:
                t = scale // safe_mag
                grown = store(1 + store(total * t) * t)
                u = mag // safe_scale
                kept = store(total + u * u)
            total = xp.where(grow, grown, xp.where(keep_scale, kept, total))
            scale = xp.where(grow, mag, scale)
        root = xp.sqrt(total.astype(np.float32))
        out = scale.astype(np.float32) * root
    return out.astype(dt) if half else out.astype(np.float64).astype(np.int64).astype(dt)


def _norm_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    (x,), (y,), (g,) = inputs, outputs, out_grads
    work = x.astype(np.float64) if _is_int(x.dtype) or x.dtype == np.float16 else x
    g = _kept(a, x, "norm", g)[0].astype(work.dtype, copy=False)
    if a.ord == 1:
        gx = g * xp.sign(work)
    else:
        y = _kept(a, x, "norm", y)[0].astype(work.dtype, copy=False)
        # a group of zeros gets 0/0 = NaN, as in MXNet 1.9.1 (measured: the gradient of the
        # norm of a (2, 3) array of zeros through a hybridized block is all NaN)
        with np.errstate(invalid="ignore", divide="ignore"):
            gx = g * work / y
    return (gx.astype(x.dtype, copy=False),)


register(Op(
    name="norm", grad=_norm_grad,
    attrs=(Attr("ord", Int, 2), Attr("axis", OptShape, None),
           Attr("out_dtype", DtypeChoice(*_NORM_DTYPES, optional=True), None),
           Attr("keepdims", Bool, False)),
    kernel=_norm, infer_shape=_norm_shape,
    infer_type=lambda a, dt=None: a.out_dtype or dt,
))


# --------------------------------------------------------------------------
# argmax / argmin
# --------------------------------------------------------------------------

def _arg_shape(a, s, op):
    s = tuple(s)
    if a.axis is None or len(s) == 1:
        return (1,) * len(s) if a.keepdims else (1,)
    ax = norm_axis(a.axis, len(s), op)
    if a.keepdims:
        return s[:ax] + (1,) + s[ax + 1:]
    return s[:ax] + s[ax + 1:]


def _arg_kernel(op, fn_name):
    def kernel(ctx, a, x):
        xp = ctx.xp
        shape = _arg_shape(a, x.shape, op)
        if x.size == 0:
            raise OpError(f"{op}: cannot search an empty array of shape {x.shape}")
        if a.axis is None:
            idx = getattr(xp, fn_name)(x.reshape(-1))
        else:
            idx = getattr(xp, fn_name)(x, axis=norm_axis(a.axis, x.ndim, op))
        return xp.asarray(idx).astype(x.dtype).reshape(shape)
    return kernel


for _name, _fn in (("argmax", "argmax"), ("argmin", "argmin")):
    register(Op(
        name=_name,
        attrs=(Attr("axis", OptInt, None, "None searches the flattened input"),
               Attr("keepdims", Bool, False)),
        kernel=_arg_kernel(_name, _fn),
        infer_shape=lambda a, s, _n=_name: _arg_shape(a, s, _n),
    ))


def _argmax_channel_shape(a, s):
    s = tuple(s)
    if len(s) == 1:
        return (1,)
    return s[:1] + s[2:]


register(Op(
    name="argmax_channel",
    kernel=lambda ctx, a, x: ctx.xp.argmax(x, axis=1 if x.ndim > 1 else 0).astype(
        x.dtype).reshape(_argmax_channel_shape(a, x.shape)),
    infer_shape=_argmax_channel_shape,
))


# --------------------------------------------------------------------------
# moments: mean and (biased) variance in one op
# --------------------------------------------------------------------------

class _AxesView:
    """Adapts moments' ``axes``/``keepdims`` to the reduction helpers."""

    def __init__(self, a):
        self.axis = a.axes
        self.keepdims = a.keepdims

    def get(self, name, default=None):
        return getattr(self, name, default)


def _moments_shape(a, s):
    out = _reduced_shape(_AxesView(a), s, "moments")
    return [out, out]


def _moments(ctx, a, x):
    xp = ctx.xp
    view = _AxesView(a)
    shape = _reduced_shape(view, x.shape, "moments")
    axes = reduced_axes(view, x.ndim, "moments")
    mean = xp.mean(x, axis=axes, keepdims=True)
    var = xp.mean((x - mean) ** 2, axis=axes, keepdims=True)
    return (mean.astype(x.dtype, copy=False).reshape(shape),
            var.astype(x.dtype, copy=False).reshape(shape))


def _moments_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    x = inputs[0]
    view = _AxesView(a)
    g_mean, g_var = fill_missing(xp, out_grads, outputs)
    g_mean, axes = _kept(view, x, "moments", g_mean)
    g_var = _kept(view, x, "moments", g_var)[0]
    mean = _kept(view, x, "moments", outputs[0])[0]
    n = max(_count(x, axes), 1)
    gx = (g_mean + 2 * g_var * (x - mean)) / n
    return (gx.astype(x.dtype, copy=False),)


register(Op(
    name="moments", attrs=(Attr("axes", OptShape, None), Attr("keepdims", Bool, False)),
    num_outputs=2, kernel=_moments, infer_shape=_moments_shape, grad=_moments_grad,
))


# --------------------------------------------------------------------------
# cumsum (MXNet registers it as the numpy-style op _np_cumsum)
# --------------------------------------------------------------------------

def _cumsum_type(a, dt=None):
    if a.dtype is not None:
        return a.dtype
    # numpy's rule, which MXNet follows: small ints accumulate in int64
    if dt is not None and np.dtype(dt).kind in "iub" and np.dtype(dt).itemsize < 8:
        return "int64"
    return dt


def _cumsum_shape(a, s):
    if a.axis is None:
        return (int(np.prod(s, dtype=np.int64)),)
    nonneg_axis(a.axis, len(s), "cumsum")
    return tuple(s)


def _cumsum(ctx, a, x):
    out_dt = _cumsum_type(a, x.dtype.name)
    if a.axis is None:
        return ctx.xp.cumsum(x.reshape(-1), dtype=out_dt)
    return ctx.xp.cumsum(x, axis=nonneg_axis(a.axis, x.ndim, "cumsum"), dtype=out_dt)


def _cumsum_grad(ctx, a, inputs, outputs, out_grads):
    # each input element reaches every later output: a reversed cumulative sum
    xp = ctx.xp
    (x,), (g,) = inputs, out_grads
    ax = 0 if a.axis is None else nonneg_axis(a.axis, x.ndim, "cumsum")
    gx = xp.flip(xp.cumsum(xp.flip(g, axis=ax), axis=ax), axis=ax)
    return (gx.reshape(x.shape).astype(x.dtype, copy=False),)


register(Op(
    name="_np_cumsum", aliases=("cumsum",), inputs=("a",), grad=_cumsum_grad,
    attrs=(Attr("axis", OptInt, None),
           Attr("dtype", DtypeChoice("float16", "float32", "float64", "int32", "int64", "int8",
                                     optional=True), None)),
    kernel=_cumsum, infer_shape=_cumsum_shape, infer_type=_cumsum_type,
))
