"""Less common nn ops: Pad, UpSampling (nearest), L2Normalization, LRN, and the
legacy output layers (SoftmaxOutput, SoftmaxActivation, *RegressionOutput)
whose forward pass is all an exported inference graph needs."""
from __future__ import annotations

from ..registry import (
    VARIADIC,
    Attr,
    Bool,
    Float,
    Int,
    Op,
    OpError,
    Shape,
    Str,
    register,
)
from .nn_deconv import DECONVOLUTION
from .nn_util import compute_dtype, prod, quiet


def _same_shape(a, shape, *rest):
    return tuple(shape)


# --------------------------------------------------------------------------
# Pad: 4-D/5-D only, never along N or C -- MXNet's restriction
# --------------------------------------------------------------------------

def _pad_widths(a, shape):
    ndim = len(shape)
    pw = tuple(a.pad_width)
    if ndim not in (4, 5):
        raise OpError(f"Pad: only 4-D and 5-D data can be padded, got shape {tuple(shape)}")
    if len(pw) != 2 * ndim:
        raise OpError(f"Pad: pad_width={pw} needs {2 * ndim} values (before, after per axis) "
                      f"for {ndim}-D data")
    if any(pw[:4]):
        raise OpError(f"Pad: pad_width={pw} pads the N or C axis; only the spatial axes can be "
                      f"padded (the first 4 values must be 0)")
    if min(pw) < 0:
        raise OpError(f"Pad: pad_width={pw} must not be negative")
    widths = [(pw[2 * i], pw[2 * i + 1]) for i in range(ndim)]
    if a.mode == "reflect":
        for (lo, hi), size in zip(widths[2:], shape[2:]):
            if size and max(lo, hi) >= size:
                raise OpError(f"Pad: reflect padding {pw} must be smaller than the padded axis "
                              f"(data shape {tuple(shape)})")
    return widths


def _pad_shape(a, shape):
    widths = _pad_widths(a, shape)
    return tuple(s + lo + hi if s else 0 for s, (lo, hi) in zip(shape, widths))


@quiet
def _pad_kernel(ctx, a, x):
    xp = ctx.xp
    widths = _pad_widths(a, x.shape)
    if a.mode == "constant":
        out = xp.pad(x, widths, mode="constant", constant_values=a.constant_value)
    else:
        out = xp.pad(x, widths, mode=a.mode)
    return out.astype(x.dtype, copy=False)


register(Op(
    name="Pad",
    aliases=("pad",),
    attrs=(
        Attr("mode", Str("constant", "edge", "reflect"), "constant"),
        Attr("pad_width", Shape),
        Attr("constant_value", Float, 0.0),
    ),
    kernel=_pad_kernel,
    infer_shape=_pad_shape,
))


# --------------------------------------------------------------------------
# UpSampling.  nearest: every input is scaled to the first one's size * scale
# and the results concatenated (or summed).  bilinear: exactly two inputs,
# data and a (C, 1, k, k) weight, applied as MXNet does -- a depthwise
# Deconvolution with kernel 2s - s%2, stride s, pad ceil((s-1)/2).
# --------------------------------------------------------------------------

def _bilinear_geometry(scale: int):
    return 2 * scale - scale % 2, scale, -(-(scale - 1) // 2)   # pad = ceil((s-1)/2)


def _up_plan(a, shapes):
    if not shapes:
        raise OpError("UpSampling: needs at least one input")
    if a.scale < 1:
        raise OpError(f"UpSampling: scale={a.scale} must be >= 1")
    first = tuple(shapes[0])
    if len(first) != 4:
        raise OpError(f"UpSampling: data must be 4-D (N, C, H, W), got {first}")
    oh, ow = first[2] * a.scale, first[3] * a.scale
    if a.sample_type == "bilinear":
        k = _bilinear_geometry(a.scale)[0]
        if len(shapes) != 2:
            raise OpError(f"UpSampling: sample_type='bilinear' takes exactly 2 inputs (data, "
                          f"weight), got {len(shapes)}")
        want = (first[1], 1, k, k)
        if tuple(shapes[1]) != want and all(shapes[1]):
            raise OpError(f"UpSampling: bilinear weight shape {tuple(shapes[1])} should be {want}")
        return None, (first[0], first[1], oh, ow)
    scales = []
    for s in shapes:
        s = tuple(s)
        if len(s) != 4 or s[0] != first[0] or not s[2] or oh % s[2] or ow % s[3] \
                or oh // s[2] != ow // s[3]:
            raise OpError(f"UpSampling: input shape {s} cannot be scaled to ({oh}, {ow}) like "
                          f"the first input {first}")
        scales.append(oh // s[2])
    if a.multi_input_mode == "sum":
        if any(tuple(s)[1] != first[1] for s in shapes):
            raise OpError("UpSampling: multi_input_mode='sum' needs inputs with equal channels")
        channels = first[1]
    else:
        channels = sum(tuple(s)[1] for s in shapes)
    return scales, (first[0], channels, oh, ow)


@quiet
def _up_kernel(ctx, a, *xs):
    xp = ctx.xp
    scales, _ = _up_plan(a, [x.shape for x in xs])
    if a.sample_type == "bilinear":
        k, stride, pad = _bilinear_geometry(a.scale)
        channels = xs[0].shape[1]
        deconv = DECONVOLUTION.parse_attrs({
            "kernel": (k, k), "stride": (stride, stride), "pad": (pad, pad),
            "num_filter": channels, "num_group": channels, "no_bias": True})
        return DECONVOLUTION.kernel(ctx, deconv, xs[0], xs[1])
    ups = [xp.repeat(xp.repeat(x, s, axis=2), s, axis=3) for x, s in zip(xs, scales)]
    if len(ups) == 1:
        return ups[0]
    if a.multi_input_mode == "sum":
        out = ups[0]
        for u in ups[1:]:
            out = out + u
        return out.astype(xs[0].dtype, copy=False)
    return xp.concatenate(ups, axis=1)


register(Op(
    name="UpSampling",
    inputs=VARIADIC,
    attrs=(
        Attr("scale", Int),
        Attr("num_filter", Int, 0),
        Attr("sample_type", Str("bilinear", "nearest")),
        Attr("multi_input_mode", Str("concat", "sum"), "concat"),
        Attr("num_args", Int),
        Attr("workspace", Int, 512),
    ),
    kernel=_up_kernel,
    infer_shape=lambda a, *shapes: _up_plan(a, shapes)[1],
))


# --------------------------------------------------------------------------
# L2Normalization and LRN
# --------------------------------------------------------------------------

def _l2_axes(a, ndim):
    if a.mode == "instance":
        return tuple(range(1, ndim))
    if ndim < 2 or (a.mode == "spatial" and ndim < 3):
        raise OpError(f"L2Normalization: mode={a.mode!r} needs more than {ndim} dimensions")
    return (1,) if a.mode == "channel" else tuple(range(2, ndim))


@quiet
def _l2_kernel(ctx, a, x):
    xp = ctx.xp
    work = compute_dtype(xp, x.dtype)
    xw = x.astype(work, copy=False)
    norm = xp.sqrt((xw * xw).sum(axis=_l2_axes(a, x.ndim), keepdims=True) + a.eps)
    return (xw / norm).astype(x.dtype, copy=False)


register(Op(
    name="L2Normalization",
    attrs=(
        Attr("eps", Float, 1e-10),
        Attr("mode", Str("channel", "instance", "spatial"), "instance"),
    ),
    kernel=_l2_kernel,
    infer_shape=_same_shape,
))


@quiet
def _lrn_kernel(ctx, a, x):
    """Cross-channel local response normalisation over ``nsize`` channels."""
    xp = ctx.xp
    if x.ndim < 3:
        raise OpError(f"LRN: data must be at least 3-D (N, C, ...), got {tuple(x.shape)}")
    if a.nsize < 1 or a.nsize % 2 == 0:
        raise OpError(f"LRN: nsize={a.nsize} must be a positive odd number (the window is "
                      f"centred on each channel)")
    work = compute_dtype(xp, x.dtype)
    sq = x.astype(work, copy=False) ** 2
    # channels c-half .. c+half, clipped at the ends (mshadow's chpool)
    half = a.nsize // 2
    widths = [(0, 0), (half + 1, half)] + [(0, 0)] * (x.ndim - 2)
    csum = xp.cumsum(xp.pad(sq, widths), axis=1)
    c = x.shape[1]
    window = csum[:, 2 * half + 1:2 * half + 1 + c] - csum[:, :c]
    scale = a.knorm + (a.alpha / a.nsize) * window
    return (x.astype(work, copy=False) * scale ** (-a.beta)).astype(x.dtype, copy=False)


register(Op(
    name="LRN",
    attrs=(
        Attr("alpha", Float, 1e-4),
        Attr("beta", Float, 0.75),
        Attr("knorm", Float, 2.0),
        Attr("nsize", Int),
    ),
    kernel=_lrn_kernel,
    infer_shape=_same_shape,
))


# --------------------------------------------------------------------------
# Legacy output layers: forward only (their label input feeds the gradient)
# --------------------------------------------------------------------------

def _softmax_along(xp, x, axis):
    if x.size == 0:
        return x.copy()
    work = compute_dtype(xp, x.dtype)
    z = x.astype(work, copy=False)
    e = xp.exp(z - z.max(axis=axis, keepdims=True))
    return (e / e.sum(axis=axis, keepdims=True)).astype(x.dtype, copy=False)


@quiet
def _softmax_output_kernel(ctx, a, x, label=None):
    xp = ctx.xp
    if a.multi_output:
        if x.ndim < 2:
            raise OpError(f"SoftmaxOutput: multi_output needs (N, C, ...) data, got {tuple(x.shape)}")
        return _softmax_along(xp, x, 1)
    if a.preserve_shape:
        return _softmax_along(xp, x, -1)
    flat = x.reshape(x.shape[0], prod(x.shape[1:])) if x.ndim != 2 else x
    return _softmax_along(xp, flat, 1).reshape(x.shape)


def _softmax_output_input_shapes(a, in_shapes):
    shapes = list(in_shapes)
    data = shapes[0]
    if data is None or len(shapes) < 2 or shapes[1] is not None:
        return shapes
    if a.multi_output:
        shapes[1] = (data[0],) + tuple(data[2:])
    elif a.preserve_shape:
        shapes[1] = tuple(data[:-1])
    else:
        shapes[1] = (data[0],)
    return shapes


register(Op(
    name="SoftmaxOutput",
    aliases=("Softmax",),
    inputs=("data", "label"),
    attrs=(
        Attr("grad_scale", Float, 1.0),
        Attr("ignore_label", Float, -1.0),
        Attr("multi_output", Bool, False),
        Attr("use_ignore", Bool, False),
        Attr("preserve_shape", Bool, False),
        Attr("normalization", Str("batch", "null", "valid"), "null"),
        Attr("out_grad", Bool, False),
        Attr("smooth_alpha", Float, 0.0),
    ),
    kernel=_softmax_output_kernel,
    infer_shape=_same_shape,
    infer_input_shapes=_softmax_output_input_shapes,
))


@quiet
def _softmax_activation_kernel(ctx, a, x):
    if a.mode == "channel":
        if x.ndim < 2:
            raise OpError(f"SoftmaxActivation: mode='channel' needs (N, C, ...) data, "
                          f"got {tuple(x.shape)}")
        return _softmax_along(ctx.xp, x, 1)
    return _softmax_along(ctx.xp, x.reshape(x.shape[0], prod(x.shape[1:])), 1).reshape(x.shape)


register(Op(
    name="SoftmaxActivation",
    attrs=(Attr("mode", Str("channel", "instance"), "instance"),),
    kernel=_softmax_activation_kernel,
    infer_shape=_same_shape,
))


def _regression_output(name: str, forward):
    def kernel(ctx, a, x, label):
        return forward(ctx.xp, x).astype(x.dtype, copy=False)

    def input_shapes(a, in_shapes):
        shapes = list(in_shapes)
        if shapes[0] is not None and len(shapes) > 1 and shapes[1] is None:
            shapes[1] = tuple(shapes[0])
        return shapes

    register(Op(
        name=name,
        inputs=("data", "label"),
        attrs=(Attr("grad_scale", Float, 1.0),),
        kernel=kernel,
        infer_shape=_same_shape,
        infer_input_shapes=input_shapes,
    ))


def _sigmoid(xp, x):
    e = xp.exp(-xp.abs(x))
    return xp.where(x >= 0, 1 / (1 + e), e / (1 + e))


_regression_output("LinearRegressionOutput", lambda xp, x: x.copy())
_regression_output("MAERegressionOutput", lambda xp, x: x.copy())
_regression_output("LogisticRegressionOutput", _sigmoid)
