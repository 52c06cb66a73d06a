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
from .grad_util import first_out_grad, scatter_add
from .nn_deconv import DECONVOLUTION
from .nn_util import as_index, compute_dtype, prod, quiet


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


def _pad_source(xp, mode, size, lo, hi):
    """For each position of a padded axis, the input index it copies (-1 for
    a constant)."""
    pos = xp.arange(-lo, size + hi)
    if mode == "constant":
        return xp.where((pos >= 0) & (pos < size), pos, -1)
    if mode == "edge":
        return xp.clip(pos, 0, size - 1)
    # reflect without repeating the edge: -1 -> 1, size -> size - 2
    pos = xp.abs(pos)
    return xp.where(pos >= size, 2 * (size - 1) - pos, pos)


def _pad_grad(ctx, a, inputs, outputs, out_grads):
    """Padding copies input elements (edge/reflect several times), so the
    gradient sums the out-grad of every copy, one axis at a time."""
    xp = ctx.xp
    x = inputs[0]
    g = first_out_grad(xp, out_grads, outputs)
    widths = _pad_widths(a, x.shape)
    for ax, (lo, hi) in enumerate(widths):
        if not lo and not hi:
            continue
        if a.mode == "constant":
            g = g[(slice(None),) * ax + (slice(lo, lo + x.shape[ax]),)]
            continue
        src = _pad_source(xp, a.mode, x.shape[ax], lo, hi)
        moved = xp.moveaxis(g, ax, 0)
        buf = xp.zeros((x.shape[ax],) + moved.shape[1:], dtype=g.dtype)
        scatter_add(xp, buf, src, moved)
        g = xp.moveaxis(buf, 0, ax)
    return (xp.ascontiguousarray(g).astype(x.dtype),)


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
    grad=_pad_grad,
    # the data's axes, of which MXNet pads only 4-D and 5-D data (eagerly too)
    rank={"inputs": ["data"], "least": 4},
))


# --------------------------------------------------------------------------
# UpSampling.  nearest: every input is scaled to the first one's size * scale
# and the results concatenated (or summed).  bilinear: exactly two inputs,
# data and a (C, 1, k, k) weight, applied as MXNet does -- a depthwise
# Deconvolution with kernel 2s - s%2, stride s, pad ceil((s-1)/2).
# --------------------------------------------------------------------------

def _bilinear_geometry(scale: int):
    return 2 * scale - scale % 2, scale, -(-(scale - 1) // 2)   # pad = ceil((s-1)/2)


def _bilinear_deconv(a, channels: int):
    """Bilinear UpSampling is this per-channel Deconvolution with the weight input."""
    k, stride, pad = _bilinear_geometry(a.scale)
    return DECONVOLUTION.parse_attrs({
        "kernel": (k, k), "stride": (stride, stride), "pad": (pad, pad),
        "num_filter": channels, "num_group": channels, "no_bias": True})


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
        return DECONVOLUTION.kernel(ctx, _bilinear_deconv(a, xs[0].shape[1]), xs[0], xs[1])
    ups = [xp.repeat(xp.repeat(x, s, axis=2), s, axis=3) for x, s in zip(xs, scales)]
    if len(ups) == 1:
        return ups[0]
    if a.multi_input_mode == "sum":
        out = ups[0]
        for u in ups[1:]:
            out = out + u
        return out.astype(xs[0].dtype, copy=False)
    return xp.concatenate(ups, axis=1)


def _up_grad(ctx, a, inputs, outputs, out_grads):
    """nearest: each input pixel was copied into a scale x scale block, so
    its gradient is the block's sum; bilinear is a Deconvolution, whose rule
    gives data and weight their gradients."""
    xp = ctx.xp
    g = first_out_grad(xp, out_grads, outputs)
    if a.sample_type == "bilinear":
        deconv = _bilinear_deconv(a, inputs[0].shape[1])
        return DECONVOLUTION.grad(ctx, deconv, tuple(inputs[:2]), outputs, (g,))
    scales, _ = _up_plan(a, [x.shape for x in inputs])
    grads = []
    start = 0
    for x, s in zip(inputs, scales):
        if a.multi_input_mode == "sum":
            part = g
        else:
            part = g[:, start:start + x.shape[1]]
            start += x.shape[1]
        n, c, h, w = x.shape
        acc = xp.float32 if part.dtype == xp.float16 else part.dtype
        block = part.astype(acc).reshape(n, c, h, s, w, s).sum(axis=(3, 5))
        grads.append(block.astype(x.dtype))
    return tuple(grads)


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
    grad=_up_grad,
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


def _l2_grad(ctx, a, inputs, outputs, out_grads):
    """y = x / n with n = sqrt(sum x^2 + eps): dx = (g - y * sum(g * y)) / n."""
    xp = ctx.xp
    x = inputs[0]
    g = first_out_grad(xp, out_grads, outputs)
    work = compute_dtype(xp, x.dtype)
    xw, gw = x.astype(work, copy=False), g.astype(work, copy=False)
    axes = _l2_axes(a, x.ndim)
    norm = xp.sqrt((xw * xw).sum(axis=axes, keepdims=True) + a.eps)
    y = xw / norm
    return (((gw - y * (gw * y).sum(axis=axes, keepdims=True)) / norm).astype(x.dtype),)


register(Op(
    rank={"inputs": ["data"]},
    name="L2Normalization",
    mxnet_outputs=2,
    attrs=(
        Attr("eps", Float, 1e-10),
        Attr("mode", Str("channel", "instance", "spatial"), "instance"),
    ),
    kernel=_l2_kernel,
    infer_shape=_same_shape,
    grad=_l2_grad,
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


def _channel_window_sum(xp, v, half):
    """Sum over channels c-half .. c+half, clipped at the ends (axis 1)."""
    widths = [(0, 0), (half + 1, half)] + [(0, 0)] * (v.ndim - 2)
    csum = xp.cumsum(xp.pad(v, widths), axis=1)
    c = v.shape[1]
    return csum[:, 2 * half + 1:2 * half + 1 + c] - csum[:, :c]


def _lrn_grad(ctx, a, inputs, outputs, out_grads):
    """y_i = x_i s_i^-beta with s_i = knorm + alpha/n sum_{j near i} x_j^2; the
    window is symmetric, so "j near i" and "i near j" are the same sum."""
    xp = ctx.xp
    x = inputs[0]
    g = first_out_grad(xp, out_grads, outputs)
    work = compute_dtype(xp, x.dtype)
    xw, gw = x.astype(work, copy=False), g.astype(work, copy=False)
    half = a.nsize // 2
    scale = a.knorm + (a.alpha / a.nsize) * _channel_window_sum(xp, xw * xw, half)
    spread = _channel_window_sum(xp, gw * xw * scale ** (-a.beta - 1), half)
    dx = gw * scale ** (-a.beta) - (2 * a.alpha * a.beta / a.nsize) * xw * spread
    return (dx.astype(x.dtype),)


register(Op(
    name="LRN",
    mxnet_outputs=2,
    attrs=(
        Attr("alpha", Float, 1e-4),
        Attr("beta", Float, 0.75),
        Attr("knorm", Float, 2.0),
        Attr("nsize", Int),
    ),
    kernel=_lrn_kernel,
    infer_shape=_same_shape,
    grad=_lrn_grad,
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


def _class_targets(xp, label, classes, a, dtype):
    """One-hot (or label-smoothed) targets of integer-cast labels along a new
    last axis, and the mask of rows MXNet ignores (use_ignore)."""
    idx = as_index(xp, label)
    hit = idx[..., None] == xp.arange(classes)
    if a.smooth_alpha:
        other = a.smooth_alpha / max(classes - 1, 1)
        target = xp.where(hit, 1.0 - a.smooth_alpha, other).astype(dtype)
    else:
        target = hit.astype(dtype)
    if a.use_ignore:
        ignored = idx == int(a.ignore_label)
    else:
        ignored = xp.zeros(idx.shape, dtype=bool)
    return target, ignored, idx


def _softmax_output_grad(ctx, a, inputs, outputs, out_grads):
    """MXNet's loss-layer gradient, whatever the out-grad (with out_grad=True times the output):
    (softmax - onehot(label)) * grad_scale / count, where count is 1 ('null'),
    the number of labels ('batch') or of labels not ignored ('valid'); with
    multi_output 'null' and 'batch' also divide by the positions per sample.
    A label shaped like data is a distribution: (out - label) * grad_scale.
    The label gets no gradient."""
    xp = ctx.xp
    x, label = inputs
    out = outputs[0]
    work = compute_dtype(xp, x.dtype)
    y = out.astype(work, copy=False)
    scale = a.grad_scale
    if tuple(label.shape) == tuple(out.shape):
        grad = y - label.astype(work)
    else:
        if a.multi_output:
            n, k = out.shape[0], out.shape[1]
            per = prod(out.shape[2:])
            y2 = xp.moveaxis(y.reshape(n, k, per), 1, -1)          # (N, D, K)
            lab = label.reshape(n, per)
        else:
            k = out.shape[-1] if a.preserve_shape else prod(out.shape[1:])
            y2 = y.reshape(-1, k)
            lab = label.reshape(-1)
            per = 1
        target, ignored, idx = _class_targets(xp, lab, k, a, work)
        grad2 = xp.where(ignored[..., None], 0, y2 - target)
        if a.normalization == "valid":
            count = max(int((idx != int(a.ignore_label)).sum()), 1)
        elif a.normalization == "batch":
            count = lab.shape[0] * per
        else:
            count = per
        scale = scale / count
        if a.multi_output:
            grad2 = xp.moveaxis(grad2, -1, 1)
        grad = grad2.reshape(out.shape)
    grad = grad * scale
    if a.out_grad:
        # MXNet 1.9.1 reads its own output where the head gradient should be: the rule is
        # multiplied by softmax(x), and the head is ignored as without out_grad (measured with
        # 'null', 'batch', 'valid' + use_ignore, multi_output; recorded in op_third.npz)
        grad = grad * y
    return grad.astype(x.dtype), None


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
    grad=_softmax_output_grad,
))


@quiet
def _softmax_activation_kernel(ctx, a, x):
    if a.mode == "channel":
        if x.ndim < 2:
            raise OpError(f"SoftmaxActivation: mode='channel' needs (N, C, ...) data, "
                          f"got {tuple(x.shape)}")
        return _softmax_along(ctx.xp, x, 1)
    return _softmax_along(ctx.xp, x.reshape(x.shape[0], prod(x.shape[1:])), 1).reshape(x.shape)


def _softmax_activation_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    x, y = inputs[0], outputs[0]
    g = first_out_grad(xp, out_grads, outputs)
    work = compute_dtype(xp, x.dtype)
    if a.mode == "channel":
        yw, gw, axis = y.astype(work), g.astype(work), 1
    else:
        yw, gw, axis = y.astype(work).reshape(x.shape[0], -1), g.astype(work).reshape(
            x.shape[0], -1), 1
    d = yw * (gw - (gw * yw).sum(axis=axis, keepdims=True))
    return (d.reshape(x.shape).astype(x.dtype),)


register(Op(
    name="SoftmaxActivation",
    attrs=(Attr("mode", Str("channel", "instance"), "instance"),),
    kernel=_softmax_activation_kernel,
    infer_shape=_same_shape,
    grad=_softmax_activation_grad,
))


def _regression_output(name: str, forward, residual):
    def kernel(ctx, a, x, label):
        return forward(ctx.xp, x).astype(x.dtype, copy=False)

    def grad(ctx, a, inputs, outputs, out_grads):
        """MXNet's loss-layer gradient, whatever the out-grad:
        residual(out, label) * grad_scale / (outputs per sample); the label
        gets none."""
        xp = ctx.xp
        x, label = inputs
        work = compute_dtype(xp, x.dtype)
        out = outputs[0].astype(work, copy=False)
        per = prod(label.shape[1:]) if label.ndim > 1 else 1
        lab = label.astype(work).reshape(out.shape)
        d = residual(xp, out, lab) * (a.grad_scale / max(per, 1))
        return d.astype(x.dtype), None

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
        grad=grad,
    ))


def _sigmoid(xp, x):
    e = xp.exp(-xp.abs(x))
    return xp.where(x >= 0, 1 / (1 + e), e / (1 + e))


_regression_output("LinearRegressionOutput", lambda xp, x: x.copy(), lambda xp, o, t: o - t)
_regression_output("MAERegressionOutput", lambda xp, x: x.copy(), lambda xp, o, t: xp.sign(o - t))
_regression_output("LogisticRegressionOutput", _sigmoid, lambda xp, o, t: o - t)
