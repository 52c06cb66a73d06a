"""contrib resizing ops used by Gluon CV models: AdaptiveAvgPooling2D, BilinearResize2D."""
from __future__ import annotations

from ..registry import Attr, Bool, Int, Op, OpError, OptFloat, Shape, Str, register
from .grad_util import first_out_grad
from .nn_util import compute_dtype, quiet


def _check_4d(op: str, shape):
    if len(shape) != 4:
        raise OpError(f"{op}: data must be 4-D (N, C, H, W), got {tuple(shape)}")


# --------------------------------------------------------------------------
# AdaptiveAvgPooling2D: bin i covers [floor(i*H/oh), ceil((i+1)*H/oh))
# --------------------------------------------------------------------------

def _adaptive_out(a, shape):
    _check_4d("AdaptiveAvgPooling2D", shape)
    if shape[2] == 0 or shape[3] == 0:
        raise OpError(f"AdaptiveAvgPooling2D: the input {tuple(shape)} has an empty spatial axis")
    size = tuple(a.output_size)
    if len(size) == 0:
        size = (1, 1)
    elif len(size) == 1:
        size = (size[0], size[0])
    elif len(size) != 2:
        raise OpError(f"AdaptiveAvgPooling2D: output_size={size} needs 1 or 2 values")
    if min(size) < 1:
        raise OpError(f"AdaptiveAvgPooling2D: output_size={size} must be positive")
    return size


def _adaptive_shape(a, data):
    return tuple(data[:2]) + _adaptive_out(a, data)


def _bins(xp, size: int, out: int):
    i = xp.arange(out)
    return (i * size) // out, -((-(i + 1) * size) // out)     # floor, ceil


@quiet
def _adaptive_kernel(ctx, a, x):
    xp = ctx.xp
    oh, ow = _adaptive_out(a, x.shape)
    work = compute_dtype(xp, x.dtype)
    # a summed-area table turns every bin into four lookups
    table = xp.cumsum(xp.cumsum(x.astype(work, copy=False), axis=2), axis=3)
    table = xp.pad(table, [(0, 0), (0, 0), (1, 0), (1, 0)])
    hs, he = _bins(xp, x.shape[2], oh)
    ws, we = _bins(xp, x.shape[3], ow)
    hs, he = hs.reshape(-1, 1), he.reshape(-1, 1)
    total = table[:, :, he, we] - table[:, :, hs, we] - table[:, :, he, ws] + table[:, :, hs, ws]
    area = ((he - hs) * (we - ws)).astype(work)
    return (total / area).astype(x.dtype, copy=False)


def _bin_matrix(xp, size: int, out: int, dtype):
    """(out, size): row i averages bin i -- the pooling is this matrix applied
    along H and along W, so its gradient is the transpose applied to g."""
    start, end = _bins(xp, size, out)
    pos = xp.arange(size)
    inside = (pos >= start.reshape(-1, 1)) & (pos < end.reshape(-1, 1))
    return inside.astype(dtype) / (end - start).reshape(-1, 1).astype(dtype)


def _adaptive_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    x = inputs[0]
    g = first_out_grad(xp, out_grads, outputs)
    oh, ow = _adaptive_out(a, x.shape)
    work = compute_dtype(xp, x.dtype)
    ah = _bin_matrix(xp, x.shape[2], oh, work)
    aw = _bin_matrix(xp, x.shape[3], ow, work)
    return (xp.matmul(xp.matmul(ah.T, g.astype(work)), aw).astype(x.dtype),)

register(Op(
    name="_contrib_AdaptiveAvgPooling2D",
    aliases=("AdaptiveAvgPooling2D",),
    namespace="contrib",
    attrs=(Attr("output_size", Shape, ()),),
    kernel=_adaptive_kernel,
    infer_shape=_adaptive_shape,
    grad=_adaptive_grad,
))


# --------------------------------------------------------------------------
# BilinearResize2D
# --------------------------------------------------------------------------

_MODES = ("size", "odd_scale", "like", "to_even_down", "to_even_up", "to_odd_down", "to_odd_up")


def _resize_out(a, shape, like=None):
    _check_4d("BilinearResize2D", shape)
    h, w = shape[2], shape[3]
    if h == 0 or w == 0:
        raise OpError(f"BilinearResize2D: the input {tuple(shape)} has an empty spatial axis")
    mode = a.mode
    if mode == "like":
        if like is None or len(like) != 4:
            raise OpError("BilinearResize2D: mode='like' needs a 4-D second input 'like'")
        return like[2], like[3]
    if mode == "size":
        oh = int(a.scale_height * h) if a.scale_height is not None else a.height
        ow = int(a.scale_width * w) if a.scale_width is not None else a.width
    elif mode == "odd_scale":
        if a.scale_height is None or a.scale_width is None:
            raise OpError("BilinearResize2D: mode='odd_scale' needs scale_height and scale_width")
        oh = int((h - 1) * a.scale_height) + 1 if h % 2 else int(h * a.scale_height)
        ow = int((w - 1) * a.scale_width) + 1 if w % 2 else int(w * a.scale_width)
    else:
        want_even = mode.startswith("to_even")
        step = 1 if mode.endswith("up") else -1
        oh = h if (h % 2 == 0) == want_even else h + step
        ow = w if (w % 2 == 0) == want_even else w + step
    if oh < 1 or ow < 1:
        raise OpError(f"BilinearResize2D: the output size ({oh}, {ow}) must be positive")
    return oh, ow


def _resize_shape(a, data, like=None):
    return tuple(data[:2]) + tuple(_resize_out(a, data, like))


def _source_index(xp, size: int, out: int, align: bool):
    """MXNet's area_pixel_compute_source_index, then the two neighbours and the
    weight of the second.  MXNet's CPU kernel computes the scale and the source
    coordinate in float32 whatever the data's dtype (only the non-aligned
    ``scale * (dst + 0.5) - 0.5`` is evaluated in double, then stored as float),
    so its weights carry float32 rounding even for float64 data: so do ours."""
    f32 = xp.float32
    if out > 1:
        scale = f32(size - 1) / f32(out - 1) if align else f32(size) / f32(out)
    else:
        scale = f32(0.0)
    dst = xp.arange(out)
    if align:
        src = scale * dst.astype(f32)
    else:
        src = (xp.float64(scale) * (dst + 0.5) - 0.5).astype(f32)
        src = xp.maximum(src, f32(0.0))
    lo = src.astype(xp.int64)           # C's float -> int truncation (src >= 0)
    lo = xp.minimum(lo, size - 1)
    hi = xp.minimum(lo + 1, size - 1)
    return lo, hi, src - lo.astype(f32)


@quiet
def _resize_kernel(ctx, a, x, like=None):
    xp = ctx.xp
    oh, ow = _resize_out(a, x.shape, None if like is None else like.shape)
    work = compute_dtype(xp, x.dtype)
    xw = x.astype(work, copy=False)
    h0, h1, lh = _source_index(xp, x.shape[2], oh, a.align_corners)
    w0, w1, lw = _source_index(xp, x.shape[3], ow, a.align_corners)
    lh = lh.astype(work).reshape(-1, 1)
    lw = lw.astype(work).reshape(1, -1)
    top = xw[:, :, h0][:, :, :, w0] * (1 - lw) + xw[:, :, h0][:, :, :, w1] * lw
    bottom = xw[:, :, h1][:, :, :, w0] * (1 - lw) + xw[:, :, h1][:, :, :, w1] * lw
    return (top * (1 - lh) + bottom * lh).astype(x.dtype, copy=False)


def _interp_matrix(xp, size: int, out: int, align: bool, dtype):
    """(out, size): row i holds the two interpolation weights of output i."""
    lo, hi, frac = _source_index(xp, size, out, align)
    pos = xp.arange(size)
    frac = frac.astype(dtype).reshape(-1, 1)
    return ((pos == lo.reshape(-1, 1)) * (1 - frac) + (pos == hi.reshape(-1, 1)) * frac).astype(dtype)


def _resize_grad(ctx, a, inputs, outputs, out_grads):
    """The resize is R_h x R_w^T, so the data gradient is R_h^T g R_w; ``like``
    only lends its shape and gets no gradient."""
    xp = ctx.xp
    x = inputs[0]
    g = first_out_grad(xp, out_grads, outputs)
    oh, ow = g.shape[2], g.shape[3]
    work = compute_dtype(xp, x.dtype)
    rh = _interp_matrix(xp, x.shape[2], oh, a.align_corners, work)
    rw = _interp_matrix(xp, x.shape[3], ow, a.align_corners, work)
    gx = xp.matmul(xp.matmul(rh.T, g.astype(work)), rw).astype(x.dtype)
    return (gx,) + (None,) * (len(inputs) - 1)

register(Op(
    name="_contrib_BilinearResize2D",
    aliases=("BilinearResize2D",),
    namespace="contrib",
    inputs=("data", "like"),
    attrs=(
        Attr("height", Int, 1),
        Attr("width", Int, 1),
        Attr("scale_height", OptFloat, None),
        Attr("scale_width", OptFloat, None),
        Attr("mode", Str(*_MODES), "size"),
        Attr("align_corners", Bool, True),
    ),
    kernel=_resize_kernel,
    infer_shape=_resize_shape,
    active_inputs=lambda a: ("data", "like") if a.mode == "like" else ("data",),
    grad=_resize_grad,
))
