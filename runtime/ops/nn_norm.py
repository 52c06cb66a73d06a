"""Normalisation and regularisation: BatchNorm, LayerNorm, Dropout."""
from __future__ import annotations

import math
import weakref

import numpy as np

from ..registry import (
    Attr,
    Bool,
    Float,
    Int,
    Op,
    OpError,
    OptBool,
    OptFloat,
    Shape,
    Str,
    register,
)
from . import fused
from .grad_util import first_out_grad
from .nn_util import compute_dtype, memo_by_attrs, norm_axis, prod, quiet


def _channel_view(x_ndim: int, axis: int):
    shape = [1] * x_ndim
    shape[axis] = -1
    return tuple(shape)


def _empty_result(xp, a, x, stat_shape):
    """An input with no elements: an empty output, and statistics of nothing (nan)."""
    if not a.get("output_mean_var", False):
        return x.copy()
    stat = xp.full(stat_shape, xp.nan, dtype=x.dtype)
    return x.copy(), stat, stat.copy()


def _check_param(op: str, what: str, arr, channels: int):
    if tuple(arr.shape) != (channels,):
        raise OpError(f"{op}: {what} shape {tuple(arr.shape)} should be ({channels},), the size "
                      f"of the normalised axis")


# --------------------------------------------------------------------------
# Gradient helpers.  Only the first output's out-grad flows back: the mean
# and std/invstd outputs of output_mean_var are statistics MXNet's backward
# ignores (its gradient kernels read ograd[0] only).
# --------------------------------------------------------------------------

def _normalised_grad(xc, inv, dxhat, axes):
    """d/dx of xhat = (x - mean) * inv over ``axes``, given d/dxhat; ``xc`` is
    x - mean and ``inv`` 1/sqrt(var + eps), both with ``axes`` kept."""
    xhat = xc * inv
    dx = inv * (dxhat - dxhat.mean(axis=axes, keepdims=True)
                - xhat * (dxhat * xhat).mean(axis=axes, keepdims=True))
    return dx, xhat


# --------------------------------------------------------------------------
# BatchNorm
# --------------------------------------------------------------------------

def _bn_outputs(a) -> int:
    return 3 if a.output_mean_var else 1


def _bn_shape(a, data, *params):
    if len(data) < 1:
        raise OpError("BatchNorm: data must have at least 1 dimension")
    axis = norm_axis("BatchNorm", a.get("axis", 1), len(data))
    if not a.output_mean_var:
        return tuple(data)
    c = (data[axis],)
    return [tuple(data), c, c]


def _bn_input_shapes(a, in_shapes):
    shapes = list(in_shapes)
    data = shapes[0]
    if data is None:
        return shapes
    c = (data[norm_axis("BatchNorm", a.get("axis", 1), len(data))],)
    return [shapes[0]] + [c] * (len(shapes) - 1)


@quiet
def _bn_kernel(ctx, a, x, gamma, beta, moving_mean, moving_var):
    """Normalise along every axis but ``axis``.  Training mode (without
    use_global_stats) uses the batch's mean and biased variance; updating the
    moving statistics belongs to the backward pass, as in MXNet."""
    plan = _float32_train(ctx, a, x, gamma, (gamma, beta, moving_mean, moving_var))
    if plan is not None:
        if fused.ENABLED:
            return _compiled_forward(a, x, gamma, beta, plan[0], plan[1])
        return _float32_forward(a, x, gamma, beta, plan)
    xp = ctx.xp
    axis = norm_axis("BatchNorm", a.get("axis", 1), x.ndim)
    c = x.shape[axis]
    # MXNet's BatchNormType: the parameters and statistics are float32 for float16 and
    # float32 data, float64 for float64 data (measured: every other pairing refused)
    want = xp.float64 if x.dtype == xp.float64 else xp.float32
    for what, arr in (("gamma", gamma), ("beta", beta), ("moving_mean", moving_mean),
                      ("moving_var", moving_var)):
        _check_param("BatchNorm", what, arr, c)
        if x.dtype.kind == "f" and arr.dtype != want:
            raise OpError(f"BatchNorm: {what} is {arr.dtype} for {x.dtype} data; this layer "
                          f"requires uniform type (MXNet expects {xp.dtype(want).name})")
    if x.size == 0:
        return _empty_result(xp, a, x, (c,))
    work = compute_dtype(xp, x.dtype)
    if ctx.is_train and not a.use_global_stats and _compiled_case(xp, x):
        return _compiled_forward(a, x, gamma, beta, axis, _bn_plan(a, x.shape)[1])
    if ctx.is_train and not a.use_global_stats:
        mean, var, xc = batch_statistics(xp, x, axis)      # xc: a fresh (P, C, S) array
        scale = 1 / xp.sqrt(var + a.eps)
        _remember_statistics(x, axis, a.eps, mean, var, scale)
    else:
        mean = moving_mean.astype(work, copy=False)
        var = moving_var.astype(work, copy=False)
        xc = _as_pcs(x.astype(work, copy=False), axis)
        xc = xc - _per_channel(mean, xc.shape[2])
        scale = 1 / xp.sqrt(var + a.eps)
    if not a.fix_gamma:
        scale = scale * gamma.astype(work, copy=False)
    xc *= _per_channel(scale, xc.shape[2])
    xc += _per_channel(beta.astype(work, copy=False), xc.shape[2])
    out = xc.reshape(x.shape).astype(x.dtype, copy=False)
    if not a.output_mean_var:
        return out
    # MXNet's second statistic is the inverse standard deviation 1/sqrt(var+eps),
    # not the variance (its backward consumes it; apache/mxnet#9216)
    invstd = 1 / xp.sqrt(var + a.eps)
    return out, mean.astype(x.dtype, copy=False), invstd.astype(x.dtype, copy=False)


_F32 = np.dtype(np.float32)


@memo_by_attrs
def _bn_plan(a, data_shape):
    """(axis, the data's (P, C, S) view shape, a parameter's shape (C,), the float32
    momentum and 1 - momentum (None for a momentum that is not a float)) of a BatchNorm
    over data of this shape: asked once per Attrs and shape, where working them out each
    call was ~5 us of a stage-4 BatchNorm's ~25 (the compiled kernel ~10)."""
    axis = norm_axis("BatchNorm", a.get("axis", 1), len(data_shape))
    pcs = (math.prod(data_shape[:axis]), data_shape[axis], math.prod(data_shape[axis + 1:]))
    m = a.momentum
    moms = (np.float32(m), np.float32(1 - m)) if type(m) is float else None
    return axis, pcs, (data_shape[axis],), moms


def _float32_train(ctx, a, x, g, params):
    """The plan (:func:`_bn_plan`) of a training-mode BatchNorm call with nothing left for
    the general path's checks to refuse: float32 numpy data with elements, out-grad (or
    gamma, for a forward) ``g`` and ``params`` float32 numpy arrays, each param of shape
    (C,); None otherwise, and the general path decides.  With the ``fast`` extra such a
    call takes fused.py's kernels, without it :func:`_float32_forward` and
    :func:`_float32_grad`: the general path's arithmetic with its checks and conversions
    left out (each numpy call costs ~1-3 us, more than the arithmetic on most of a small
    ResNet's activations), so the same bits either way."""
    if not (ctx.is_train and type(x) is np.ndarray and x.dtype == _F32
            and type(g) is np.ndarray and g.dtype == _F32 and x.size
            and not a.use_global_stats):
        return None
    plan = _bn_plan(a, x.shape)
    cs = plan[2]
    for p in params:
        if type(p) is not np.ndarray or p.dtype != _F32 or p.shape != cs:
            return None
    return plan


def _compiled_case(xp, x):
    """Does a training-mode BatchNorm of ``x`` take fused.py's compiled kernels?  float32
    numpy arrays, with the extra installed and enabled (whatever their strides, so that an
    eager call and a compiled one, whose buffers may be laid out differently, take the same
    path and give the same bits); everything else (float16/float64, cupy) keeps the numpy
    passes."""
    return fused.ENABLED and xp is np and type(x) is np.ndarray and x.dtype == _F32


def _as_pcs(x, axis):
    """``x`` as (before, channels, after): a view when it is contiguous."""
    # (shape entries are ints already: math.prod, not nn_util.prod's per-dim int())
    return x.reshape(math.prod(x.shape[:axis]), x.shape[axis], math.prod(x.shape[axis + 1:]))


def _per_channel(vec, positions):
    """A per-channel vector (C,) shaped to broadcast against a (P, C, S) view.  As a
    (C, 1) column numpy's inner loop is S long, which for S = 2..16 (the 4x4 and 2x2
    stages of a ResNet) costs more than the arithmetic; the values repeated S times,
    (C, S), let the loop run over C*S (2x faster at S = 4, 1.5x at 16; the same
    elementwise arithmetic, so the same bits)."""
    if 1 < positions <= 16:
        return vec.repeat(positions).reshape(-1, positions)
    return vec[:, None]


def _channel_sum(xp, v):
    """Per-channel sum of a (P, C, S) array (einsum: 1.5-3x faster than sum over
    axes (0, 2) on ResNet-sized activations, whose rows are short).  Over many short rows
    the (P, C*S) view's column sums (BLAS's product with ones, then each channel's S) are
    faster alone ((32, 32, 4): 5.1 -> 4.1 us; (128, 64, 4): 30 -> 5.4) but slower inside a
    hybridized slim ResNet step (its five 2x2 BatchNorms +25 us forward and +20 backward in
    per-node CPU medians, two alternated pairs; bench/RESULTS.md, session 34, H166)."""
    return xp.einsum("pcs->c", v)


# The batch statistics of recent training-mode forwards, by input array: the gradient
# rule of the same call reads them instead of two more passes over the input (MXNet's
# backward reads the mean and variance its forward saved, too).  Entries hold the input
# weakly; the backward takes its entry out; a forward without a backward leaves one
# behind until the table is pruned.
_STATS_LIMIT = 64
_recent_stats: dict = {}


def _remember_statistics(x, axis, eps, mean, var, inv):
    try:
        ref = weakref.ref(x)
    except TypeError:           # (an array type without weak references: recompute)
        return
    if len(_recent_stats) >= _STATS_LIMIT:
        for key in [k for k, v in _recent_stats.items() if v[0]() is None]:
            del _recent_stats[key]
        while len(_recent_stats) >= _STATS_LIMIT:
            del _recent_stats[next(iter(_recent_stats))]
    _recent_stats[id(x)] = (ref, (axis, eps), mean, var, inv)


def _forward_statistics(x, axis, eps, work):
    """(mean, var, 1/sqrt(var + eps)) the last training-mode forward on this very array
    computed, or None."""
    hit = _recent_stats.pop(id(x), None)
    if hit is None or hit[0]() is not x or hit[1] != (axis, eps) or hit[2].dtype != work:
        return None
    return hit[2:]


def batch_statistics(xp, x, axis):
    """(mean, biased variance) per channel of ``x`` in its compute dtype, and the
    centred input as (P, C, S)."""
    work = compute_dtype(xp, x.dtype)
    x3 = _as_pcs(x.astype(work, copy=False), axis)
    m = x3.shape[0] * x3.shape[2]
    mean = _channel_sum(xp, x3) / m
    xc = x3 - _per_channel(mean, x3.shape[2])
    var = xp.einsum("pcs,pcs->c", xc, xc) / m
    return mean, var, xc


def _bn_train_grad(ctx, xp, a, x, gamma, beta, g, axis):
    """Training-mode BatchNorm gradient: through the batch's mean and variance (those the
    forward computed, when it left them behind)."""
    work = compute_dtype(xp, x.dtype)
    stats = _forward_statistics(x, axis, a.eps, work)
    if _compiled_case(xp, x) and type(g) is np.ndarray and g.dtype == np.float32:
        return _compiled_grad(ctx, a, x, gamma, beta, g, stats, _bn_plan(a, x.shape)[1])
    if stats is None:
        mean, var, xc = batch_statistics(xp, x, axis)
        inv = 1 / xp.sqrt(var + a.eps)
    else:
        mean, var, inv = stats
        xc = _as_pcs(x.astype(work, copy=False), axis)
        xc = xc - _per_channel(mean, xc.shape[2])
    ctx.aux_hint = (x, mean, var)     # for the moving-statistics update that follows
    return _bn_normalising_grad(xp, a, x, gamma, beta, g, axis, xc, inv)


def _compiled_forward(a, x, gamma, beta, axis, pcs):
    """The training-mode forward by fused.py's kernel over a (P, C, S) view of shape ``pcs``;
    its statistics are kept for the gradient (:func:`_remember_statistics`)."""
    out3, mean, var, inv = fused.batchnorm_train_forward(
        np.ascontiguousarray(x).reshape(pcs), gamma, beta, a.eps, a.fix_gamma)
    _remember_statistics(x, axis, a.eps, mean, var, inv)
    out = out3.reshape(x.shape)
    return (out, mean, inv.copy()) if a.output_mean_var else out


def _compiled_grad(ctx, a, x, gamma, beta, g, stats, pcs):
    """The training-mode gradient by fused.py's kernels, over (P, C, S) views of shape
    ``pcs``, from the forward's statistics ``stats`` (or None: computed again)."""
    x3 = np.ascontiguousarray(x).reshape(pcs)
    if stats is None:       # the forward's kernel again: the same statistics, bit for bit
        _, mean, var, inv = fused.batchnorm_train_forward(x3, gamma, beta, a.eps, a.fix_gamma)
    else:
        mean, var, inv = stats
    ctx.aux_hint = (x, mean, var)
    dx, dgamma, dbeta = fused.batchnorm_train_backward(
        x3, np.ascontiguousarray(g).reshape(pcs), mean, inv, gamma, a.fix_gamma)
    return dx.reshape(x.shape), dgamma, dbeta, None, None


def _float32_forward(a, x, gamma, beta, plan):
    """The training-mode forward of a float32 numpy batch without the ``fast`` extra: the
    arithmetic of :func:`batch_statistics` and :func:`_bn_kernel`'s training branch in the
    same order (the same bits), with its per-channel scale and shift each applied as one
    in-place pass over the centred (P, C, S) copy, which becomes the output."""
    axis, (p, c, s), _, _ = plan
    x3 = x.reshape(p, c, s)
    m = p * s
    mean = np.einsum("pcs->c", x3)
    mean /= m
    xc = np.subtract(x3, _per_channel(mean, s))
    var = np.einsum("pcs,pcs->c", xc, xc)
    var /= m
    inv = np.add(var, a.eps)
    np.sqrt(inv, out=inv)
    np.divide(1, inv, out=inv)
    _remember_statistics(x, axis, a.eps, mean, var, inv)
    xc *= _per_channel(inv if a.fix_gamma else inv * gamma, s)
    xc += _per_channel(beta, s)
    out = xc.reshape(x.shape)
    return (out, mean, inv.copy()) if a.output_mean_var else out


def _float32_grad(ctx, a, x, gamma, g, stats, plan):
    """The training-mode gradient of a float32 numpy batch without the ``fast`` extra, from
    the forward's statistics ``stats`` (or None: computed again): the arithmetic of
    :func:`_bn_normalising_grad` in the same order (the same bits), its per-channel
    coefficients worked out on (C,) vectors in place before the passes over the data."""
    axis, (p, c, s), _, _ = plan
    x3 = x.reshape(p, c, s)
    if stats is None:
        mean, var, xc = batch_statistics(np, x, axis)
        inv = 1 / np.sqrt(var + a.eps)
    else:
        mean, var, inv = stats
        xc = np.subtract(x3, _per_channel(mean, s))
    ctx.aux_hint = (x, mean, var)
    g3 = g.reshape(p, c, s)
    m = p * s
    sum_g = np.einsum("pcs->c", g3)
    sum_gxc = np.einsum("pcs,pcs->c", g3, xc)
    coef = inv * inv
    coef *= sum_gxc
    coef /= m
    dx = xc
    dx *= _per_channel(coef, s)
    np.subtract(g3, dx, out=dx)
    dx -= _per_channel(sum_g / m, s)
    dx *= _per_channel(inv if a.fix_gamma else inv * gamma, s)
    ggamma = np.zeros(gamma.shape, dtype=gamma.dtype) if a.fix_gamma else inv * sum_gxc
    return dx.reshape(x.shape), ggamma, sum_g, None, None


def _bn_normalising_grad(xp, a, x, gamma, beta, g, axis, xc, inv):
    """The gradient of BatchNorm as a normalisation over the batch, in a few passes over
    (P, C, S) views: with xc = x - mean (as (P, C, S), overwritten), inv = 1/sqrt(var + eps),
    m elements per channel, dbeta = sum(g), dgamma = inv * sum(g * xc) and
    dx = gamma * inv * (g - dbeta/m - xc * inv^2 * sum(g * xc)/m)."""
    work = compute_dtype(xp, x.dtype)
    g3 = _as_pcs(g.astype(work, copy=False), axis)
    m = xc.shape[0] * xc.shape[2]
    sum_g = _channel_sum(xp, g3)
    sum_gxc = xp.einsum("pcs,pcs->c", g3, xc)
    k1 = inv if a.fix_gamma else inv * gamma.astype(work, copy=False)
    dx = xc
    sz = xc.shape[2]
    dx *= _per_channel(inv * inv * sum_gxc / m, sz)
    xp.subtract(g3, dx, out=dx)
    dx -= _per_channel(sum_g / m, sz)
    dx *= _per_channel(k1, sz)
    ggamma = xp.zeros(gamma.shape, dtype=gamma.dtype) if a.fix_gamma else \
        (inv * sum_gxc).astype(gamma.dtype, copy=False)
    return (dx.reshape(x.shape).astype(x.dtype, copy=False), ggamma,
            sum_g.astype(beta.dtype, copy=False), None, None)


def _bn_grad_core(ctx, a, inputs, g):
    """Training mode (without use_global_stats) differentiates through the batch mean and
    variance; with use_global_stats the moving statistics are constants.  Recorded in
    inference mode without use_global_stats, MXNet 1.9.1's backward still takes the
    normalising form, with the moving mean and variance standing in for the batch's (its
    kernels differentiate whatever statistics the forward used as if they were the batch's;
    tests/fixtures/mxnet/batchnorm_inference_grad.npz).  fix_gamma gives gamma a zero
    gradient, as MXNet does; the moving statistics are auxiliary states and get none."""
    xp = ctx.xp
    x, gamma, beta = inputs[0], inputs[1], inputs[2]
    axis = norm_axis("BatchNorm", a.get("axis", 1), x.ndim)
    if x.size == 0:
        return (xp.zeros_like(x), xp.zeros_like(gamma), xp.zeros_like(beta), None, None)
    if ctx.is_train and not a.use_global_stats:
        return _bn_train_grad(ctx, xp, a, x, gamma, beta, g, axis)
    work = compute_dtype(xp, x.dtype)
    inv = 1 / xp.sqrt(inputs[4].astype(work) + a.eps)
    if not a.use_global_stats:
        xc = _as_pcs(x.astype(work), axis)
        xc = xc - _per_channel(inputs[3].astype(work), xc.shape[2])
        return _bn_normalising_grad(xp, a, x, gamma, beta, g, axis, xc, inv)
    xw, gw = x.astype(work, copy=False), g.astype(work, copy=False)
    view = _channel_view(x.ndim, axis)
    axes = tuple(i for i in range(x.ndim) if i != axis)
    gamma_eff = xp.ones(gamma.shape, dtype=work) if a.fix_gamma else gamma.astype(work)
    inv = inv.reshape(view)
    xhat = (xw - inputs[3].astype(work).reshape(view)) * inv
    dx = gw * gamma_eff.reshape(view) * inv
    ggamma = xp.zeros(gamma.shape, dtype=gamma.dtype) if a.fix_gamma else \
        (gw * xhat).sum(axis=axes).astype(gamma.dtype)
    return (dx.astype(x.dtype), ggamma, gw.sum(axis=axes).astype(beta.dtype), None, None)


def _bn_grad(ctx, a, inputs, outputs, out_grads):
    x, gamma = inputs[0], inputs[1]
    plan = _float32_train(ctx, a, x, out_grads[0], (gamma, inputs[2]))
    if plan is not None:
        stats = _forward_statistics(x, plan[0], a.eps, _F32)
        if fused.ENABLED:
            return _compiled_grad(ctx, a, x, gamma, inputs[2], out_grads[0], stats, plan[1])
        return _float32_grad(ctx, a, x, gamma, out_grads[0], stats, plan)
    return _bn_grad_core(ctx, a, inputs, first_out_grad(ctx.xp, out_grads, outputs))


def _bn_moving_update(kctx, a, in_data):
    """MXNet's BatchNorm backward folds the batch statistics into the moving
    ones: ``m = m * momentum + batch * (1 - momentum)`` with the biased
    variance, in training mode without use_global_stats."""
    if not kctx.is_train or a.use_global_stats:
        return
    xp = kctx.xp
    x, moving_mean, moving_var = in_data[0], in_data[3], in_data[4]
    hint = kctx.aux_hint
    if hint is not None and hint[0] is x and hint[1].dtype == _F32:
        # (the rule's statistics of a float32 batch; the plan's float32 momenta are the
        # ones numpy's float32 arithmetic takes from the Python floats m and 1 - m)
        moms = _bn_plan(a, x.shape)[3]
        if moms is not None and fused.takes_float32(xp, moving_mean, moving_var, hint[1],
                                                    hint[2]):
            fused.batchnorm_moving_update(moving_mean, moving_var, hint[1], hint[2], *moms)
            return
        if moms is not None and type(moving_mean) is np.ndarray and type(moving_var) is \
                np.ndarray and moving_mean.dtype == _F32 and moving_var.dtype == _F32:
            # the in-place loop below without its look-ups (alone, (32, 64, 1, 1), load 3:
            # ~14 -> ~12 us): numpy takes the Python floats m and 1 - m as these float32
            # momenta, so the same two roundings
            for moving, batch in ((moving_mean, hint[1]), (moving_var, hint[2])):
                moving *= moms[0]
                moving += batch * moms[1]
            return
    if x.size == 0:
        return
    axis = a.get("axis", 1)
    axis = axis + x.ndim if axis < 0 else axis
    work = xp.float64 if x.dtype == xp.float64 else xp.float32
    hint = kctx.aux_hint
    if hint is not None and hint[0] is x and hint[1].dtype == work:
        mean, var = hint[1], hint[2]        # the gradient rule's batch statistics
    else:
        mean, var, _ = batch_statistics(xp, x.astype(work, copy=False), axis)
    m = a.momentum
    if type(m) is float and fused.takes_float32(xp, moving_mean, moving_var, mean, var):
        # (numpy's float32 arithmetic takes the Python floats m and 1 - m as float32)
        fused.batchnorm_moving_update(moving_mean, moving_var, mean, var, np.float32(m),
                                      np.float32(1 - m))
        return
    for moving, batch in ((moving_mean, mean), (moving_var, var)):
        if moving.dtype == work:        # in place: the same two roundings
            moving *= m
            moving += batch * (1 - m)
        else:
            moving[...] = (moving.astype(work) * m + batch * (1 - m)).astype(moving.dtype)


_BATCH_NORM = register(Op(
    name="BatchNorm",
    mxnet_outputs=3,
    inputs=("data", "gamma", "beta", "moving_mean", "moving_var"),
    aux_inputs=("moving_mean", "moving_var"),
    attrs=(
        Attr("eps", Float, 1e-3),
        Attr("momentum", Float, 0.9),
        Attr("fix_gamma", Bool, True, doc="MXNet's operator default: gamma is treated as 1"),
        Attr("use_global_stats", Bool, False),
        Attr("output_mean_var", Bool, False),
        Attr("axis", Int, 1),
        Attr("cudnn_off", Bool, False),
        Attr("min_calib_range", OptFloat, None),
        Attr("max_calib_range", OptFloat, None),
    ),
    kernel=_bn_kernel,
    infer_shape=_bn_shape,
    infer_input_shapes=_bn_input_shapes,
    num_outputs=_bn_outputs,
    grad=_bn_grad,
    aux_update=_bn_moving_update,
))


# --------------------------------------------------------------------------
# LayerNorm: outputs (out, mean, std) with the normalised axis kept as 1
# --------------------------------------------------------------------------

def _ln_shape(a, data, *params):
    axis = norm_axis("LayerNorm", a.axis, len(data))
    if not a.output_mean_var:
        return tuple(data)
    stat = list(data)
    stat[axis] = 1
    return [tuple(data), tuple(stat), tuple(stat)]


def _ln_input_shapes(a, in_shapes):
    shapes = list(in_shapes)
    data = shapes[0]
    if data is None:
        return shapes
    c = (data[norm_axis("LayerNorm", a.axis, len(data))],)
    return [shapes[0]] + [c] * (len(shapes) - 1)


@quiet
def _ln_kernel(ctx, a, x, gamma, beta):
    xp = ctx.xp
    axis = norm_axis("LayerNorm", a.axis, x.ndim)
    c = x.shape[axis]
    _check_param("LayerNorm", "gamma", gamma, c)
    _check_param("LayerNorm", "beta", beta, c)
    if x.size == 0:
        stat = list(x.shape)
        stat[axis] = 1
        return _empty_result(xp, a, x, tuple(stat))
    work = compute_dtype(xp, x.dtype)
    xw = x.astype(work, copy=False)
    mean = xw.mean(axis=axis, keepdims=True)
    centred = xw - mean
    std = xp.sqrt((centred ** 2).mean(axis=axis, keepdims=True) + a.eps)
    view = _channel_view(x.ndim, axis)
    out = centred / std * gamma.astype(work, copy=False).reshape(view) \
        + beta.astype(work, copy=False).reshape(view)
    out = out.astype(x.dtype, copy=False)
    if not a.output_mean_var:
        return out
    return out, mean.astype(x.dtype, copy=False), std.astype(x.dtype, copy=False)


def _affine_norm_grad(xp, x, gamma, beta, g, axes, view, eps, grouped=None):
    """Gradient of (x - mean) / sqrt(var + eps) * gamma + beta with statistics
    over ``axes`` of ``x`` (reshaped to ``grouped`` first, for GroupNorm) and
    gamma/beta broadcast through ``view``."""
    work = compute_dtype(xp, x.dtype)
    xw, gw = x.astype(work, copy=False), g.astype(work, copy=False)
    if grouped is not None:
        xw, gw = xw.reshape(grouped), gw.reshape(grouped)
    xc = xw - xw.mean(axis=axes, keepdims=True)
    inv = 1 / xp.sqrt((xc * xc).mean(axis=axes, keepdims=True) + eps)
    dx, xhat = _normalised_grad(xc, inv, gw * gamma.astype(work).reshape(view), axes)
    param_axes = tuple(i for i in range(xw.ndim) if view[i] == 1)
    # one group (or one channel) makes every axis a summed one: back to gamma's (1,)
    ggamma = (gw * xhat).sum(axis=param_axes).reshape(gamma.shape).astype(gamma.dtype)
    gbeta = gw.sum(axis=param_axes).reshape(beta.shape).astype(beta.dtype)
    return dx.reshape(x.shape).astype(x.dtype), ggamma, gbeta


def _ln_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    x, gamma, beta = inputs
    if x.size == 0:
        return xp.zeros_like(x), xp.zeros_like(gamma), xp.zeros_like(beta)
    axis = norm_axis("LayerNorm", a.axis, x.ndim)
    return _affine_norm_grad(xp, x, gamma, beta, first_out_grad(xp, out_grads, outputs),
                             (axis,), _channel_view(x.ndim, axis), a.eps)


register(Op(
    name="LayerNorm",
    mxnet_outputs=3,
    inputs=("data", "gamma", "beta"),
    attrs=(
        Attr("axis", Int, -1),
        Attr("eps", Float, 1e-5),
        Attr("output_mean_var", Bool, False),
    ),
    kernel=_ln_kernel,
    infer_shape=_ln_shape,
    infer_input_shapes=_ln_input_shapes,
    num_outputs=lambda a: 3 if a.output_mean_var else 1,
    grad=_ln_grad,
))


# --------------------------------------------------------------------------
# Dropout
# --------------------------------------------------------------------------

@quiet
def _dropout_kernel(ctx, a, x):
    xp = ctx.xp
    if not 0 <= a.p <= 1:
        raise OpError(f"Dropout: p={a.p} must lie in [0, 1]")
    active = a.mode == "always" or ctx.is_train
    if not active or a.p == 0:
        return x.copy()
    if a.p == 1:
        return xp.zeros_like(x)
    mask_shape = list(x.shape)
    for ax in a.axes:
        mask_shape[norm_axis("Dropout", ax, x.ndim)] = 1
    rng = ctx.rng if ctx.rng is not None else xp.random.default_rng()
    keep = rng.random(tuple(mask_shape), dtype=xp.float32) >= a.p
    # for the gradient of this call: where the input is 0 the output cannot tell whether
    # the element was kept, and MXNet's backward passes the gradient of kept ones (its
    # mask is kept; measured: a zero-initialised Dense before Dropout gets gradients)
    ctx.saved = keep
    scale = xp.asarray(1.0 / (1.0 - a.p), dtype=x.dtype)
    return (x * (keep.astype(x.dtype) * scale)).astype(x.dtype, copy=False)


def _dropout_grad(ctx, a, inputs, outputs, out_grads):
    """Through the mask the forward drew (``ctx.saved``), scaled by 1/(1-p).  A
    caller that does not hand it over gets the mask read back from the output:
    kept where out != 0, so an element whose input was 0 counts as dropped
    unless ``axes`` shares its draw with a non-zero neighbour.  The rule must
    run in the forward pass's mode (ctx.is_train)."""
    xp = ctx.xp
    x, y = inputs[0], outputs[0]
    g = first_out_grad(xp, out_grads, outputs)
    active = a.mode == "always" or ctx.is_train
    if not active or a.p == 0:
        return (g.astype(x.dtype),)
    if a.p == 1:
        return (xp.zeros_like(x),)
    if ctx.saved is not None:
        kept = xp.broadcast_to(ctx.saved, x.shape)
    else:
        kept = y != 0
        if a.axes:
            axes = tuple(norm_axis("Dropout", ax, x.ndim) for ax in a.axes)
            kept = xp.broadcast_to(kept.any(axis=axes, keepdims=True), x.shape)
    scale = 1.0 / (1.0 - a.p)
    return (xp.where(kept, g * scale, 0).astype(x.dtype),)


register(Op(
    name="Dropout",
    mxnet_outputs=2,
    rank={"inputs": ["data"], "same_shape": True},
    attrs=(
        Attr("p", Float, 0.5),
        Attr("mode", Str("always", "training"), "training"),
        Attr("axes", Shape, (), doc="axes along which one mask value is shared"),
        Attr("cudnn_off", OptBool, False),
    ),
    kernel=_dropout_kernel,
    infer_shape=lambda a, shape: tuple(shape),
    grad=_dropout_grad,
    keeps_saved=True,
))


# --------------------------------------------------------------------------
# InstanceNorm: per (sample, channel) statistics over the spatial axes
# --------------------------------------------------------------------------

def _per_channel_input_shapes(op: str):
    def infer(a, in_shapes):
        shapes = list(in_shapes)
        data = shapes[0]
        if data is None or len(data) < 2:
            return shapes
        return [shapes[0]] + [(data[1],)] * (len(shapes) - 1)
    return infer


@quiet
def _in_kernel(ctx, a, x, gamma, beta):
    xp = ctx.xp
    if x.ndim < 3:
        raise OpError(f"InstanceNorm: data must be at least 3-D (N, C, *spatial), got {tuple(x.shape)}")
    c = x.shape[1]
    _check_param("InstanceNorm", "gamma", gamma, c)
    _check_param("InstanceNorm", "beta", beta, c)
    if x.size == 0:
        return x.copy()
    work = compute_dtype(xp, x.dtype)
    xw = x.astype(work, copy=False)
    axes = tuple(range(2, x.ndim))
    mean = xw.mean(axis=axes, keepdims=True)
    centred = xw - mean
    var = (centred ** 2).mean(axis=axes, keepdims=True)
    view = _channel_view(x.ndim, 1)
    out = centred / xp.sqrt(var + a.eps) * gamma.astype(work, copy=False).reshape(view) \
        + beta.astype(work, copy=False).reshape(view)
    return out.astype(x.dtype, copy=False)


def _in_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    x, gamma, beta = inputs
    if x.size == 0:
        return xp.zeros_like(x), xp.zeros_like(gamma), xp.zeros_like(beta)
    return _affine_norm_grad(xp, x, gamma, beta, first_out_grad(xp, out_grads, outputs),
                             tuple(range(2, x.ndim)), _channel_view(x.ndim, 1), a.eps)


register(Op(
    name="InstanceNorm",
    mxnet_outputs=3,
    inputs=("data", "gamma", "beta"),
    attrs=(Attr("eps", Float, 1e-3),),
    kernel=_in_kernel,
    infer_shape=lambda a, data, *params: tuple(data),
    infer_input_shapes=_per_channel_input_shapes("InstanceNorm"),
    grad=_in_grad,
))


# --------------------------------------------------------------------------
# GroupNorm (MXNet 1.x: gamma/beta hold one value per *group*)
# --------------------------------------------------------------------------

def _gn_check(a, shape):
    if len(shape) < 3:
        # MXNet 1.9.1's group_norm.cc checks dshape.ndim() >= 3
        raise OpError(f"GroupNorm: data must be at least 3-D (N, C, ...), got {tuple(shape)}")
    if a.num_groups < 1 or (shape[1] and shape[1] % a.num_groups):
        raise OpError(f"GroupNorm: {shape[1]} channels are not divisible by "
                      f"num_groups={a.num_groups}")


def _gn_shape(a, data, *params):
    _gn_check(a, data)
    if not a.output_mean_var:
        return tuple(data)
    # MXNet's mean and std are (N, num_groups) whatever the rank (measured on 3-, 4-, 5-D)
    moments = (data[0], a.num_groups)
    return [tuple(data), moments, moments]


def _gn_input_shapes(a, in_shapes):
    shapes = list(in_shapes)
    return [shapes[0]] + [(a.num_groups,)] * (len(shapes) - 1)


@quiet
def _gn_kernel(ctx, a, x, gamma, beta):
    xp = ctx.xp
    _gn_check(a, x.shape)
    g = a.num_groups
    _check_param("GroupNorm", "gamma", gamma, g)
    _check_param("GroupNorm", "beta", beta, g)
    moments = (x.shape[0], g)
    if x.size == 0:
        return _empty_result(xp, a, x, moments)
    work = compute_dtype(xp, x.dtype)
    grouped = x.astype(work, copy=False).reshape((x.shape[0], g, prod(x.shape[1:]) // g))
    mean = grouped.mean(axis=2, keepdims=True)
    centred = grouped - mean
    std = xp.sqrt((centred ** 2).mean(axis=2, keepdims=True) + a.eps)
    out = centred / std * gamma.astype(work, copy=False).reshape(1, g, 1) \
        + beta.astype(work, copy=False).reshape(1, g, 1)
    out = out.reshape(x.shape).astype(x.dtype, copy=False)
    if not a.output_mean_var:
        return out
    return (out, mean.reshape(moments).astype(x.dtype, copy=False),
            std.reshape(moments).astype(x.dtype, copy=False))


def _gn_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    x, gamma, beta = inputs
    if x.size == 0:
        return xp.zeros_like(x), xp.zeros_like(gamma), xp.zeros_like(beta)
    g = a.num_groups
    grouped = (x.shape[0], g, prod(x.shape[1:]) // g)
    return _affine_norm_grad(xp, x, gamma, beta, first_out_grad(xp, out_grads, outputs),
                             (2,), (1, g, 1), a.eps, grouped=grouped)


register(Op(
    name="GroupNorm",
    mxnet_outputs=3,
    inputs=("data", "gamma", "beta"),
    attrs=(
        Attr("num_groups", Int, 1),
        Attr("eps", Float, 1e-5),
        Attr("output_mean_var", Bool, False),
    ),
    kernel=_gn_kernel,
    infer_shape=_gn_shape,
    infer_input_shapes=_gn_input_shapes,
    num_outputs=lambda a: 3 if a.output_mean_var else 1,
    grad=_gn_grad,
))


# --------------------------------------------------------------------------
# contrib.BatchNormWithReLU: what Gluon's BatchNorm(fuse_relu=True) calls
# --------------------------------------------------------------------------

@quiet
def _bn_relu_kernel(ctx, a, x, gamma, beta, moving_mean, moving_var):
    # MXNet 1.9.1 has only a oneDNN kernel for it, which takes 4-D data; other ranks end in
    # its fallback's fatal error (measured: 2-, 3-, 5-D refused).  It refuses float64 too;
    # that is not copied (the gradient checks run in float64)
    if x.ndim != 4:
        raise OpError(f"BatchNormWithReLU operator only supports MKL-DNN Backend (MXNet runs "
                      f"it on 4-D data only; got {x.ndim}-D)")
    res = _bn_kernel(ctx, a, x, gamma, beta, moving_mean, moving_var)
    if isinstance(res, tuple):
        return (ctx.xp.maximum(res[0], 0).astype(x.dtype, copy=False),) + res[1:]
    return ctx.xp.maximum(res, 0).astype(x.dtype, copy=False)


def _bn_relu_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    g = first_out_grad(xp, out_grads, outputs)
    return _bn_grad_core(ctx, a, inputs, (g * (outputs[0] > 0)).astype(g.dtype, copy=False))


register(Op(
    name="_contrib_BatchNormWithReLU",
    aliases=("BatchNormWithReLU",),
    mxnet_outputs=4,
    namespace="contrib",
    inputs=_BATCH_NORM.inputs,
    aux_inputs=_BATCH_NORM.aux_inputs,
    attrs=_BATCH_NORM.attrs,
    kernel=_bn_relu_kernel,
    infer_shape=_bn_shape,
    infer_input_shapes=_bn_input_shapes,
    num_outputs=_bn_outputs,
    grad=_bn_relu_grad,
    aux_update=_bn_moving_update,
))


# --------------------------------------------------------------------------
# contrib.SyncBatchNorm: Gluon's cross-device BatchNorm; on the one device this
# runtime drives, the synchronised statistics are the local batch's
# --------------------------------------------------------------------------

register(Op(
    name="_contrib_SyncBatchNorm",
    aliases=("SyncBatchNorm",),
    mxnet_outputs=3,
    namespace="contrib",
    inputs=_BATCH_NORM.inputs,
    aux_inputs=_BATCH_NORM.aux_inputs,
    attrs=(
        Attr("eps", Float, 1e-3),
        Attr("momentum", Float, 0.9),
        Attr("fix_gamma", Bool, True),
        Attr("use_global_stats", Bool, False),
        Attr("output_mean_var", Bool, False),
        Attr("ndev", Int, 1),
        Attr("key", Str()),
    ),
    kernel=_bn_kernel,
    infer_shape=_bn_shape,
    infer_input_shapes=_bn_input_shapes,
    num_outputs=_bn_outputs,
    grad=_bn_grad,
    aux_update=_bn_moving_update,
))
