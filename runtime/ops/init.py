"""Ops without inputs that create arrays: zeros, ones, full, arange, eye, random.

``sym.zeros(shape=(2, 3))`` writes op ``"_zeros"`` into ``-symbol.json``; the
public names (``zeros``, ``ones``, ...) are aliases.  ``ctx`` is accepted for
MXNet compatibility and ignored: the caller decides the device.
"""
from __future__ import annotations

import math

import numpy as np

from ..registry import (
    REQUIRED, Attr, AttrType, Bool, Float, Int, Op, OpError, OptFloat, Shape, register,
)
from .elemwise import DtypeChoice, dtype_name
from .grad_util import scatter_add


class _Device(AttrType):
    """A device written as MXNet does (``"cpu(0)"``); a Context object is taken by its str."""

    name = "device"

    def parse(self, value):
        return "" if value is None else str(value)


_CTX = Attr("ctx", _Device(), "", "device; ignored, the caller places the array")
_INT_OR_FLOAT = ("float16", "float32", "float64", "int32", "int64", "int8", "uint8")


def _shape(a):
    if any(d < 0 for d in a.shape):
        raise OpError(f"shape {a.shape} has a negative dimension")
    return tuple(a.shape)


def _fill(value):
    def kernel(ctx, a):
        dt = dtype_name(a.dtype)
        v = value if value is not None else a.value
        return ctx.xp.full(_shape(a), v, dtype=dt)
    return kernel


for _name, _alias, _value in (("_zeros", "zeros", 0), ("_ones", "ones", 1)):
    register(Op(
        name=_name, aliases=(_alias,), inputs=(),
        attrs=(Attr("shape", Shape, ()), _CTX, Attr("dtype", DtypeChoice(), "float32")),
        kernel=_fill(_value),
        infer_shape=lambda a: _shape(a),
        infer_type=lambda a: dtype_name(a.dtype),
    ))

register(Op(
    name="_full", aliases=("full",), inputs=(),
    attrs=(Attr("shape", Shape, ()), _CTX, Attr("dtype", DtypeChoice(), "float32"),
           Attr("value", Float, REQUIRED)),
    kernel=_fill(None),
    infer_shape=lambda a: _shape(a),
    infer_type=lambda a: dtype_name(a.dtype),
))


def _arange_bounds(a):
    if a.infer_range:
        raise OpError("_arange: infer_range=True is not supported; give stop explicitly")
    if a.step == 0:
        raise OpError("_arange: step cannot be 0")
    if a.repeat < 1:
        raise OpError(f"_arange: repeat must be >= 1, got {a.repeat}")
    start, stop = (0.0, a.start) if a.stop is None else (a.start, a.stop)
    n = max(0, int(math.ceil((stop - start) / a.step)))
    return start, n


def _arange(ctx, a):
    xp = ctx.xp
    start, n = _arange_bounds(a)
    # values are computed in float64 then cast, as MXNet does start + i * step
    vals = start + xp.arange(n, dtype=np.float64) * a.step
    if a.repeat > 1:
        vals = xp.repeat(vals, a.repeat)
    return vals.astype(dtype_name(a.dtype))


register(Op(
    name="_arange", aliases=("arange",), inputs=(),
    attrs=(Attr("start", Float, REQUIRED), Attr("stop", OptFloat, None),
           Attr("step", Float, 1.0), Attr("repeat", Int, 1), Attr("infer_range", Bool, False),
           _CTX, Attr("dtype", DtypeChoice(*_INT_OR_FLOAT), "float32")),
    kernel=_arange,
    infer_shape=lambda a: (_arange_bounds(a)[1] * a.repeat,),
    infer_type=lambda a: dtype_name(a.dtype),
))


def _linspace(ctx, a):
    if a.num < 0:
        raise OpError(f"_linspace: num must be non-negative, got {a.num}")
    vals = ctx.xp.linspace(a.start, a.stop, a.num, endpoint=a.endpoint, dtype=np.float64)
    return vals.astype(dtype_name(a.dtype))


register(Op(
    name="_linspace", aliases=("linspace",), inputs=(),
    attrs=(Attr("start", Float, REQUIRED), Attr("stop", Float, REQUIRED),
           Attr("num", Int, REQUIRED), Attr("endpoint", Bool, True),
           _CTX, Attr("dtype", DtypeChoice(*_INT_OR_FLOAT), "float32")),
    kernel=_linspace,
    infer_shape=lambda a: (max(a.num, 0),),
    infer_type=lambda a: dtype_name(a.dtype),
))


def _eye_shape(a):
    if a.N < 0 or a.M < 0:
        raise OpError(f"_eye: N={a.N} and M={a.M} must be non-negative")
    return (a.N, a.M if a.M else a.N)


register(Op(
    name="_eye", aliases=("eye",), inputs=(), rank={"rank": 2},
    attrs=(Attr("N", Int, REQUIRED), Attr("M", Int, 0), Attr("k", Int, 0), _CTX,
           Attr("dtype", DtypeChoice(), "float32")),
    kernel=lambda ctx, a: ctx.xp.eye(*_eye_shape(a), k=a.k, dtype=dtype_name(a.dtype)),
    infer_shape=lambda a: _eye_shape(a),
    infer_type=lambda a: dtype_name(a.dtype),
))


# --------------------------------------------------------------------------
# random sampling (values come from ctx.rng, a numpy/cupy Generator)
# --------------------------------------------------------------------------

_RANDOM_DTYPES = ("float16", "float32", "float64")


def _random_shape(a):
    # MXNet gives shape (1,) when no shape is passed
    return _shape(a) if a.shape else (1,)


def _rng(ctx, op):
    if ctx.rng is None:
        raise OpError(f"{op}: no random generator was given to the kernel")
    return ctx.rng


def _check(ok, message):
    if not bool(ok):
        raise OpError(message)


# Each distribution: its parameters (MXNet's names and defaults), a check of
# their values and a sampler drawing float64 values of ``size`` from a
# Generator; parameters may be python numbers or arrays broadcast to ``size``.
_DISTRIBUTIONS = {
    "uniform": (
        (("low", 0.0), ("high", 1.0)),
        lambda xp, p: _check(xp.all(xp.asarray(p["high"]) >= xp.asarray(p["low"])),
                             "uniform: high must not be below low"),
        lambda rng, size, p: p["low"] + rng.random(size) * (p["high"] - p["low"]),
    ),
    "normal": (
        (("loc", 0.0), ("scale", 1.0)),
        lambda xp, p: _check(xp.all(xp.asarray(p["scale"]) >= 0),
                             "normal: scale must be non-negative"),
        lambda rng, size, p: p["loc"] + rng.standard_normal(size) * p["scale"],
    ),
    "exponential": (
        (("lam", 1.0),),
        lambda xp, p: _check(xp.all(xp.asarray(p["lam"]) > 0),
                             "exponential: lam (the rate) must be positive"),
        lambda rng, size, p: rng.standard_exponential(size) / p["lam"],
    ),
    "gamma": (
        (("alpha", 1.0), ("beta", 1.0)),
        lambda xp, p: _check(xp.all(xp.asarray(p["alpha"]) > 0) and
                             xp.all(xp.asarray(p["beta"]) >= 0),
                             "gamma: alpha must be positive and beta non-negative"),
        lambda rng, size, p: rng.standard_gamma(p["alpha"], size) * p["beta"],
    ),
    "poisson": (
        (("lam", 1.0),),
        lambda xp, p: _check(xp.all(xp.asarray(p["lam"]) >= 0),
                             "poisson: lam must be non-negative"),
        lambda rng, size, p: rng.poisson(p["lam"], size).astype(np.float64),
    ),
}


def _random_op(dist):
    params, check, draw = _DISTRIBUTIONS[dist]

    def kernel(ctx, a):
        p = {k: a[k] for k, _ in params}
        check(np, p)
        size = _random_shape(a)
        return draw(_rng(ctx, dist), size, p).astype(a.dtype or "float32")

    register(Op(
        name=f"_random_{dist}", aliases=(dist,), inputs=(), namespace="random",
        # MXNet also serves these ops at the top level: random_normal, and normal/uniform
        also_in=(f"random_{dist}",) + ((dist,) if dist in ("normal", "uniform") else ()),
        attrs=tuple(Attr(k, Float, d) for k, d in params) + (
            Attr("shape", Shape, ()), _CTX,
            Attr("dtype", DtypeChoice(*_RANDOM_DTYPES, optional=True), None)),
        kernel=kernel,
        infer_shape=lambda a: _random_shape(a),
        infer_type=lambda a: a.dtype or "float32",
    ))


def _random_like_op(dist):
    params, check, draw = _DISTRIBUTIONS[dist]

    def kernel(ctx, a, x):
        p = {k: a[k] for k, _ in params}
        check(np, p)
        return draw(_rng(ctx, dist), x.shape, p).astype(x.dtype)

    register(Op(
        name=f"_random_{dist}_like", aliases=(f"{dist}_like",), namespace="random",
        attrs=tuple(Attr(k, Float, d) for k, d in params),
        kernel=kernel, infer_shape=lambda a, s: tuple(s),
    ))


def _sample_op(dist):
    params, check, draw = _DISTRIBUTIONS[dist]
    names = tuple(k for k, _ in params)

    def infer_shape(a, *shapes):
        first = tuple(shapes[0])
        if any(tuple(s) != first for s in shapes):
            raise OpError(f"sample_{dist}: parameter arrays {[tuple(s) for s in shapes]} "
                          "must have one shape")
        return first + _shape(a)

    def kernel(ctx, a, *arrays):
        xp = ctx.xp
        out_shape = infer_shape(a, *[x.shape for x in arrays])
        # one draw of ``shape`` per parameter element
        extra = (1,) * len(a.shape)
        p = {k: x.astype(np.float64).reshape(x.shape + extra) for k, x in zip(names, arrays)}
        check(xp, p)
        return draw(_rng(ctx, dist), out_shape, p).astype(a.dtype or arrays[0].dtype)

    register(Op(
        name=f"_sample_{dist}", aliases=(f"sample_{dist}",), inputs=names,
        attrs=(Attr("shape", Shape, ()),
               Attr("dtype", DtypeChoice(*_RANDOM_DTYPES, optional=True), None)),
        kernel=kernel, infer_shape=infer_shape,
        infer_type=lambda a, *dts: a.dtype or (dts[0] if dts else "float32"),
    ))


for _dist in _DISTRIBUTIONS:
    _random_op(_dist)
    _random_like_op(_dist)
    _sample_op(_dist)


def _randint(ctx, a):
    _check(a.high > a.low, f"randint: high={a.high} must be above low={a.low}")
    dt = a.dtype or "int32"
    return _rng(ctx, "randint").integers(a.low, a.high, size=_random_shape(a)).astype(dt)


register(Op(
    name="_random_randint", aliases=("randint",), inputs=(),
    namespace="random", also_in=("random_randint",),
    attrs=(Attr("low", Int, REQUIRED), Attr("high", Int, REQUIRED), Attr("shape", Shape, ()),
           _CTX, Attr("dtype", DtypeChoice("int32", "int64", optional=True), None)),
    kernel=_randint,
    infer_shape=lambda a: _random_shape(a),
    infer_type=lambda a: a.dtype or "int32",
))


def _shuffle(ctx, a, x):
    # a random permutation of the first axis, as MXNet's shuffle does
    if x.ndim == 0:
        return x.copy()
    rng = _rng(ctx, "shuffle")
    if hasattr(rng, "permutation"):
        order = rng.permutation(x.shape[0])
    else:       # cupy's Generator has none: sorting i.i.d. uniform keys is a uniform permutation
        order = ctx.xp.argsort(rng.random(x.shape[0]))
    return x[ctx.xp.asarray(order)]


register(Op(
    name="_shuffle", aliases=("shuffle",), namespace="random", also_in=("shuffle",),
    kernel=_shuffle, infer_shape=lambda a, s: tuple(s),
))


# ---------------------------------------------------------------- multinomial
def _multinomial_shape(a, data):
    out = tuple(data[:-1]) + tuple(a.shape)
    return [out, out] if a.get_prob else out


def _multinomial_kernel(ctx, a, data):
    """``shape`` draws of an outcome index from each distribution along the last axis (by
    inverse CDF); with ``get_prob`` also the draws' log-probabilities."""
    xp = ctx.xp
    k = data.shape[-1]
    probs = data.astype(np.float64).reshape(-1, k)
    draws = math.prod(a.shape) if a.shape else 1
    u = _rng(ctx, "sample_multinomial").random((probs.shape[0], draws))
    cdf = xp.cumsum(probs, axis=1)
    idx = xp.minimum((u[:, :, None] >= cdf[:, None, :]).sum(axis=2), k - 1)
    out_shape = tuple(data.shape[:-1]) + tuple(a.shape)
    samples = idx.reshape(out_shape).astype(a.dtype)
    if not a.get_prob:
        return samples
    logp = xp.log(xp.take_along_axis(probs, idx, axis=1)).reshape(out_shape)
    return samples, logp.astype(data.dtype)


def _multinomial_grad(ctx, a, inputs, outputs, out_grads):
    """Only the log-probability output carries a gradient (the REINFORCE estimator): it reaches
    each drawn outcome's probability as g / p."""
    xp = ctx.xp
    (data,) = inputs
    g = out_grads[1] if a.get_prob and len(out_grads) > 1 else None
    if g is None:
        return (None,)
    k = data.shape[-1]
    probs = data.reshape(-1, k)
    idx = outputs[0].reshape(probs.shape[0], -1).astype(np.int64)
    picked = xp.take_along_axis(probs, idx, axis=1)
    grad = xp.zeros(probs.shape, dtype=np.float64)
    rows = xp.broadcast_to(xp.arange(probs.shape[0])[:, None], idx.shape)
    scatter_add(xp, grad, (rows, idx), g.reshape(idx.shape) / picked)
    return (grad.reshape(data.shape).astype(data.dtype),)


register(Op(
    name="_sample_multinomial", aliases=("sample_multinomial",),
    attrs=(Attr("shape", Shape, ()), Attr("get_prob", Bool, False),
           Attr("dtype", DtypeChoice("float16", "float32", "float64", "int32", "uint8"),
                "int32")),
    kernel=_multinomial_kernel,
    infer_shape=_multinomial_shape,
    infer_type=lambda a, dt: [a.dtype, dt] if a.get_prob else a.dtype,
    num_outputs=lambda a: 2 if a.get_prob else 1,
    grad=_multinomial_grad,
    doc="Draws outcome indices from the distributions along the last axis of data.",
))
