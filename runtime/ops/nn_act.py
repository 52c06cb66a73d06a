"""Activations: Activation, LeakyReLU, softmax, log_softmax, softmin."""
from __future__ import annotations

import math

import numpy as np

from ..registry import Attr, Float, Int, Op, OpError, OptBool, OptFloat, Str, register
from . import fused
from .elemwise import UNARY_FORMS, relu_eager
from .nn_util import OptStr, as_index, erf, norm_axis, quiet

# SELU constants as MXNet documents them
_SELU_ALPHA = 1.6732632423543772848170429916717
_SELU_LAMBDA = 1.0507009873554804934193349852946


def _same_shape(a, shape, *rest):
    return tuple(shape)


def _sigmoid(xp, x):
    # exp of -|x| never overflows; the two branches are the same function
    e = xp.exp(-xp.abs(x))
    return xp.where(x >= 0, 1 / (1 + e), e / (1 + e))


@quiet
def _activation(ctx, a, x):
    xp = ctx.xp
    t = a.act_type
    if t == "relu":
        out = relu_eager(xp, x)
    elif t == "sigmoid":
        out = _sigmoid(xp, x)
    elif t == "tanh":
        out = xp.tanh(x)
    elif t == "softrelu":
        out = xp.logaddexp(x, 0)        # log(1 + exp(x)) without overflow
    else:  # softsign
        out = x / (1 + xp.abs(x))
    return out.astype(x.dtype, copy=False)


def _out_grad(xp, out_grads, outputs, k=0):
    g = out_grads[k]
    return xp.zeros_like(outputs[k]) if g is None else g


def _activation_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    x, y = inputs[0], outputs[0]
    g = _out_grad(xp, out_grads, outputs)
    t = a.act_type
    if t == "relu":
        if g.shape == x.shape and fused.takes_float32(xp, g, x):
            return (fused.relu_grad(g, x),)
        # MXNet's relu backward multiplies the out-grad by (x > 0), as the relu op's rule
        # does; 4x faster than where() on a mixed mask
        d = g * (x > 0)
    elif t == "sigmoid":
        d = g * y * (1 - y)
    elif t == "tanh":
        d = g * (1 - y * y)
    elif t == "softrelu":
        d = g * _sigmoid(xp, x)
    else:  # softsign
        d = g / (1 + xp.abs(x)) ** 2
    # every branch made a new array: no second copy for the dtype
    return (xp.asarray(d).astype(x.dtype, copy=False),)


def _softrelu_cpu(a, dtype):
    zero = np.dtype(dtype).type(0)
    return lambda i, o, c: [f"{c(np.logaddexp)}({i[0]}, {c(zero)}, out={o})"]


# act_type: (cpu_form, cuda_form) of the unary op it computes; softsign has none
_ACTIVATION_FORMS = {"relu": UNARY_FORMS["relu"], "sigmoid": UNARY_FORMS["sigmoid"],
                     "tanh": UNARY_FORMS["tanh"], "softrelu": (_softrelu_cpu, None)}


def _activation_cpu(a, dtype):
    form = _ACTIVATION_FORMS.get(a.act_type, (None, None))[0]
    return form and form(a, dtype)


def _activation_cuda(a, dtype, args):
    form = _ACTIVATION_FORMS.get(a.act_type, (None, None))[1]
    return form and form(a, dtype, args)


register(Op(
    name="Activation",
    attrs=(Attr("act_type", Str("relu", "sigmoid", "softrelu", "softsign", "tanh")),),
    kernel=_activation,
    infer_shape=_same_shape,
    elementwise=True,
    grad=_activation_grad,
    cpu_form=_activation_cpu,
    cuda_form=_activation_cuda,
))


# --------------------------------------------------------------------------
# LeakyReLU (prelu learns gamma: one slope per channel, axis 1, or one in all)
# --------------------------------------------------------------------------

def _gamma_view(a, x, gamma):
    if gamma.size == 1:
        return gamma.reshape(())
    if x.ndim < 2 or gamma.shape != (x.shape[1],):
        raise OpError(f"LeakyReLU(prelu): gamma shape {tuple(gamma.shape)} should be (1,) or "
                      f"(channels,) = ({x.shape[1] if x.ndim > 1 else '?'},) for data {tuple(x.shape)}")
    return gamma.reshape((1, -1) + (1,) * (x.ndim - 2))


@quiet
def _leaky_relu(ctx, a, x, gamma=None):
    xp = ctx.xp
    t = a.act_type
    if t == "leaky":
        out = xp.where(x > 0, x, x * a.slope)
    elif t == "prelu":
        if gamma is None:
            raise OpError("LeakyReLU(act_type='prelu') needs the gamma input")
        out = xp.where(x > 0, x, x * _gamma_view(a, x, gamma))
    elif t == "elu":
        out = xp.where(x > 0, x, a.slope * xp.expm1(xp.minimum(x, 0)))
    elif t == "selu":
        out = _SELU_LAMBDA * xp.where(x > 0, x, _SELU_ALPHA * xp.expm1(xp.minimum(x, 0)))
    elif t == "gelu":
        out = 0.5 * x * (1 + erf(xp, x / math.sqrt(2.0)))
    else:  # rrelu: random slope while training, the mean slope otherwise
        # MXNet also returns the slopes drawn (its mask output); outside training it leaves
        # that output unwritten, which a fresh allocation shows as zeros
        if ctx.is_train:
            rng = ctx.rng if ctx.rng is not None else xp.random.default_rng()
            u = rng.random(x.shape, dtype=xp.float32)
            slope = a.lower_bound + (a.upper_bound - a.lower_bound) * u
            mask = slope.astype(x.dtype)
        else:
            slope = (a.lower_bound + a.upper_bound) / 2
            mask = xp.zeros(x.shape, dtype=x.dtype)
        out = xp.where(x > 0, x, x * slope)
        return out.astype(x.dtype, copy=False), mask
    return out.astype(x.dtype, copy=False)


def _leaky_shape(a, shape, *rest):
    return [tuple(shape)] * 2 if a.act_type == "rrelu" else tuple(shape)


def _leaky_input_shapes(a, in_shapes):
    shapes = list(in_shapes)
    if a.act_type == "prelu" and len(shapes) > 1 and shapes[0] is not None and shapes[1] is None:
        data = shapes[0]
        shapes[1] = (data[1],) if len(data) > 1 else (1,)
    return shapes


def _leaky_grad(ctx, a, inputs, outputs, out_grads):
    """rrelu: the slope each element got is out/data where data < 0, so the
    rule needs no saved mask (at data == 0 the slope is moot: it multiplies 0
    in the forward pass and MXNet's mask there is the eval-mode mean)."""
    xp = ctx.xp
    x, y = inputs[0], outputs[0]
    g = _out_grad(xp, out_grads, outputs)
    t = a.act_type
    pos = x > 0
    ggamma = None
    if t == "leaky":
        d = xp.where(pos, g, g * a.slope)
    elif t == "prelu":
        gamma = inputs[1]
        d = xp.where(pos, g, g * _gamma_view(a, x, gamma))
        contrib = xp.where(pos, 0, g * x)
        if gamma.size == 1:
            ggamma = contrib.sum().reshape(gamma.shape)
        else:
            ggamma = contrib.sum(axis=(0,) + tuple(range(2, x.ndim)))
        ggamma = ggamma.astype(gamma.dtype)
    elif t == "elu":
        # for x <= 0: d/dx slope*(exp(x)-1) = out + slope
        d = xp.where(pos, g, g * (y + a.slope))
    elif t == "selu":
        # MXNet 1.9.1's selu_grad reads the output as if it were elu's (unscaled):
        # lambda * (out + alpha) where the derivative is out + lambda * alpha, so its gradient
        # is lambda times too steep a drop on the negative side (measured: x = -1.5 gives
        # 0.3230, not 0.3923); copied, since models trained in MXNet learnt with it
        d = g * _SELU_LAMBDA * xp.where(pos, 1, y + _SELU_ALPHA)
    elif t == "gelu":
        xf = x.astype(xp.float64)
        cdf = 0.5 * (1 + erf(xp, xf / math.sqrt(2.0)))
        pdf = xp.exp(-0.5 * xf * xf) / math.sqrt(2 * math.pi)
        d = g * (cdf + xf * pdf)
    else:  # rrelu
        mean = (a.lower_bound + a.upper_bound) / 2
        neg = x < 0
        slope = xp.where(neg, y / xp.where(neg, x, 1), mean)
        d = xp.where(pos, g, g * slope)
    d = xp.asarray(d).astype(x.dtype)
    return (d, ggamma) if len(inputs) > 1 else (d,)


register(Op(
    name="LeakyReLU",
    inputs=("data", "gamma"),
    rank={"inputs": ["data"], "same_shape": True},
    attrs=(
        Attr("act_type", Str("elu", "gelu", "leaky", "prelu", "rrelu", "selu"), "leaky"),
        Attr("slope", Float, 0.25),
        Attr("lower_bound", Float, 0.125),
        Attr("upper_bound", Float, 0.334),
    ),
    kernel=_leaky_relu,
    num_outputs=lambda a: 2 if a.act_type == "rrelu" else 1,
    infer_shape=_leaky_shape,
    infer_input_shapes=_leaky_input_shapes,
    active_inputs=lambda a: ("data", "gamma") if a.act_type == "prelu" else ("data",),
    grad=_leaky_grad,
))


# --------------------------------------------------------------------------
# softmax family
# --------------------------------------------------------------------------

def _softmax_type(a, dtype, *rest):
    return a.dtype if a.dtype is not None else dtype


@quiet
def _softmax_core(ctx, a, x, length, sign: float, log: bool):
    xp = ctx.xp
    axis = norm_axis("softmax", a.axis, x.ndim)
    out_dtype = a.dtype if a.dtype is not None else x.dtype
    work = xp.result_type(x.dtype, xp.float32) if x.dtype.kind == "f" else xp.float32
    if a.dtype is not None:
        work = xp.result_type(work, xp.dtype(a.dtype))
    if length is not None and length.dtype.kind not in "iu":
        # measured: "This operation only support integer types, not float32"
        raise OpError(f"softmax: the length input must have an integer dtype, "
                      f"not {length.dtype.name}")
    if x.size == 0:
        return xp.zeros(x.shape, dtype=out_dtype)
    if x.dtype == np.float16 and xp is np:
        return _softmax_half(a, x, length, axis, sign, log).astype(out_dtype)
    z = x.astype(work) * sign
    if a.temperature is not None:
        if a.temperature == 0:
            raise OpError("softmax: temperature must not be 0")
        z = z / a.temperature
    mask = None
    if length is not None:
        want = x.shape[:axis] + x.shape[axis + 1:]
        if tuple(length.shape) != want:
            raise OpError(f"softmax: length shape {tuple(length.shape)} should be {want} "
                          f"(data shape without axis {a.axis})")
        pos = xp.arange(x.shape[axis]).reshape((-1,) + (1,) * (x.ndim - axis - 1))
        mask = pos < xp.expand_dims(as_index(xp, length), axis)
        z = xp.where(mask, z, -xp.inf)
    z = z - z.max(axis=axis, keepdims=True)
    if log:
        out = z - xp.log(xp.exp(z).sum(axis=axis, keepdims=True))
    else:
        e = xp.exp(z)
        out = e / e.sum(axis=axis, keepdims=True)
    if mask is not None:
        out = xp.where(mask, out, 0)
    if sign > 0 and _onednn_softmax(a, x, length, axis, out_dtype):
        out = onednn_nan_rows(xp, x, out, axis, log)
    return out.astype(out_dtype, copy=False)


# oneDNN's exp clamps its argument to [ln(FLT_MIN), ln(FLT_MAX)]; a NaN comes out of the clamp
# as the upper bound, so inside the sum a NaN counts as exp(ln(FLT_MAX)) (measured: the
# log_softmax of a row with a NaN is x - max - 88.72284)
_ONEDNN_EXP_NAN = np.finfo(np.float32).max
_FLT_MIN = np.finfo(np.float32).tiny


def _onednn_softmax(a, x, length, axis, out_dtype) -> bool:
    """Whether MXNet 1.9.1's CPU build hands this softmax/log_softmax to oneDNN
    (SupportMKLDNNSoftmax): float32 in and out, the last axis of a 1-4-d array, no
    temperature, no length."""
    return (x.dtype == np.float32 and np.dtype(out_dtype) == np.float32 and length is None
            and a.temperature is None and 1 <= x.ndim <= 4 and axis == x.ndim - 1)


def onednn_nan_rows(xp, x, out, axis, log):
    """Rows holding a NaN as oneDNN computes them: the max skips NaN, ``exp(NaN)`` adds
    ~FLT_MAX to the sum (so the other entries underflow to 0, flushed as denormals are), and
    the NaN entries stay NaN.  Rows without NaN are left as they are."""
    bad = xp.isnan(x).any(axis=axis, keepdims=True)
    if not bool(bad.any()):
        return out
    finite = xp.where(xp.isnan(x), -np.inf, x)
    top = finite.max(axis=axis, keepdims=True)
    top = xp.where(xp.isnan(x).all(axis=axis, keepdims=True), np.nan, top).astype(np.float32)
    d = (x - top).astype(np.float32)
    e = xp.where(xp.isnan(d), _ONEDNN_EXP_NAN, xp.exp(d)).astype(np.float32)
    total = e.sum(axis=axis, keepdims=True, dtype=np.float32)
    if log:
        fixed = d - xp.log(total)
    else:
        fixed = xp.where(xp.isnan(d), np.float32(np.nan), xp.exp(d) / total)
        fixed = xp.where(xp.abs(fixed) < _FLT_MIN, np.float32(0), fixed)
    return xp.where(bad, fixed.astype(np.float32), out)


def _softmax_half(a, x, length, axis, sign, log):
    """float16 as MXNet 1.9.1's CPU kernel computes it (without MXNET_SAFE_ACCUMULATION): the
    max and ``x - max`` in half precision, ``exp`` in float, the sum accumulated in half one
    element at a time along the axis, the result rounded to half (also when ``dtype`` asks
    for a wider output)."""
    h = np.float16
    z = np.moveaxis(x * h(sign), axis, -1)
    n = z.shape[-1]
    valid = None
    if length is not None:
        valid = np.arange(n) < np.asarray(length)[..., None].astype(np.int64)
    masked = z if valid is None else np.where(valid, z, h(-np.inf))
    # MXNet's running max skips a NaN that is not the first element (`if (mmax < val)`)
    top = masked[..., 0]
    for j in range(1, n):
        top = np.where(top < masked[..., j], masked[..., j], top)
    d = (z - top[..., None]).astype(h)
    if a.temperature is not None and a.temperature != 1.0:
        if a.temperature == 0:
            raise OpError("softmax: temperature must not be 0")
        d = (d / h(a.temperature)).astype(h)
    e = np.exp(d.astype(np.float32))
    if valid is not None:
        e = np.where(valid, e, np.float32(0))
    total = np.zeros(z.shape[:-1], h)
    for j in range(n):
        total = (total.astype(np.float32) + e[..., j]).astype(h)
    total = total[..., None].astype(np.float32)
    out = (d.astype(np.float32) - np.log(total)) if log else e / total
    out = out.astype(h)
    if valid is not None:
        out = np.where(valid, out, h(0))
    return np.moveaxis(out, -1, axis)


def _softmax_grad_rule(sign: float, log: bool):
    """softmax: y * (g - sum(g * y)); log_softmax: g - exp(y) * sum(g); both
    scaled by sign / temperature.  Positions masked off by ``length`` have
    y = 0 (softmax) and get no gradient; the length input gets none."""
    def grad(ctx, a, inputs, outputs, out_grads):
        xp = ctx.xp
        x, y = inputs[0], outputs[0]
        g = _out_grad(xp, out_grads, outputs)
        axis = norm_axis("softmax", a.axis, x.ndim)
        work = xp.result_type(y.dtype, xp.float32)
        yw, gw = y.astype(work, copy=False), g.astype(work, copy=False)
        if log:
            d = gw - xp.exp(yw) * gw.sum(axis=axis, keepdims=True)
        else:
            d = yw * (gw - (gw * yw).sum(axis=axis, keepdims=True))
        scale = sign / (a.temperature if a.temperature is not None else 1.0)
        d = xp.asarray(d * scale).astype(x.dtype)
        return (d,) + (None,) * (len(inputs) - 1)
    return grad


def _softmax_op(name: str, sign: float, log: bool, doc: str, with_length: bool):
    def kernel(ctx, a, x, length=None):
        if a.use_length and not with_length:
            raise OpError(f"{name}: use_length=True needs a length input, which only softmax "
                          f"takes in MXNet 1.9.1; use softmax(..., use_length=True) instead")
        return _softmax_core(ctx, a, x, length, sign, log)

    # only softmax declares the length input, so nd.log_softmax(x, -1) binds
    # -1 to axis as in MXNet's generated signature
    inputs = ("data", "length") if with_length else ("data",)
    register(Op(
        name=name,
        rank={"inputs": ["data"], "same_shape": True},
        inputs=inputs,
        attrs=(
            Attr("axis", Int, -1),
            Attr("temperature", OptFloat, None),
            Attr("dtype", OptStr("float16", "float32", "float64"), None),
            Attr("use_length", OptBool, False),
        ),
        kernel=kernel,
        infer_shape=_same_shape,
        infer_type=_softmax_type,
        active_inputs=(lambda a: ("data", "length") if a.use_length else ("data",))
        if with_length else None,
        grad=_softmax_grad_rule(sign, log),
        doc=doc,
    ))


_softmax_op("softmax", 1.0, False, "exp(x/t) normalised along axis", with_length=True)
_softmax_op("log_softmax", 1.0, True, "log of softmax, computed stably", with_length=False)
_softmax_op("softmin", -1.0, False, "softmax of -x", with_length=False)
