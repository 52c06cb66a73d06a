"""MXNet's image ops (``nd.image.*`` / ``sym.image.*``, registered as ``_image_*``):
the kernels behind ``gluon.data.vision.transforms``.

Images are (H, W, C) or (N, H, W, C) as decoded; ``to_tensor`` turns them into
float32 (C, H, W) / (N, C, H, W) in [0, 1], which ``normalize`` expects.

Where MXNet 1.9.1 computes something on purpose, the kernels do the same:

* ``resize`` is OpenCV 3.4's ``cv::resize``: ``interp=1`` bilinear with
  half-pixel centres and edge clamping (an exact 2x reduction becomes the 2x2
  mean, as OpenCV switches to its area path), ``interp=2`` bicubic (Keys,
  A = -0.75, replicated border), ``interp=3`` area (pixel-area shares when
  shrinking, block means for whole factors, area-weighted bilinear when
  enlarging), ``interp=4`` Lanczos (8 taps), ``interp=0`` nearest with
  ``floor(i * in / out)``.  uint8 runs OpenCV's 11-bit fixed point with its
  SSE vertical steps.  On every size recorded in tests/fixtures/mxnet/image
  the uint8 results equal MXNet's bit for bit, and so do the float32 ones
  except Lanczos (summation order: within float32 rounding).
* Results are cast back as MXNet does: uint8 clips to [0, 255] and truncates
  (``static_cast`` after clamping), except ``normalize``, whose float result
  is truncated and wraps like a C cast.
* ``random_saturation`` mixes each pixel with ``0.114 * B`` only -- MXNet's
  kernel overwrites its grey sum instead of accumulating it; matching it keeps
  augmented data identical to MXNet's.

Where MXNet 1.9.1 leaves output memory unwritten, the kernels give the plain
answer instead: the middle column/row of an odd-sized flip (MXNet swaps pairs
and never copies the centre), hue/lighting of 1-channel images and
``random_color_jitter`` with every factor 0 (identity).

Random ops draw from the kernel's generator, so they repeat under a seed but do
not reproduce MXNet's random stream.  ``normalize`` and ``crop`` have MXNet's
gradients; the others have no rule (autograd says so if asked to go through
one): MXNet's ``to_tensor`` and ``resize`` have none either, and it passes the
out-grad unchanged through flips and colour changes, which is not their
derivative.
"""
from __future__ import annotations

import math

import numpy as np

from ..registry import REQUIRED, Attr, AttrType, Bool, Float, Int, Op, OpError, Shape, register
from .grad_util import first_out_grad
from .nn_util import quiet

# OpenCV's INTER_RESIZE_COEF_BITS: uint8 bilinear weights are 11-bit fixed point
_COEF_BITS = 11
_COEF_SCALE = 1 << _COEF_BITS
# OpenCV's test for a whole shrink factor
_DBL_EPSILON = 2.220446049250313e-16
# below it a Lanczos phase counts as 0 (the centre tap alone)
_FLT_EPSILON = 1.1920928955078125e-07
# ITU-R 601 luma weights MXNet uses for contrast and saturation
_LUMA = (0.299, 0.587, 0.114)
# AlexNet's PCA of ImageNet RGB: eigenvalue times eigenvector, one row per channel
_EIG = (
    (55.46 * -0.5675, 4.794 * 0.7192, 1.148 * 0.4009),
    (55.46 * -0.5808, 4.794 * -0.0045, 1.148 * -0.8140),
    (55.46 * -0.5836, 4.794 * -0.6948, 1.148 * 0.4203),
)


class _FloatTuple(AttrType):
    """A tuple of floats (``mean=(0.485, 0.456, 0.406)``); a number means ``(x,)``."""

    name = "float tuple"

    def parse(self, value):
        if isinstance(value, str):
            text = value.strip()
            inner = text[1:-1] if text[:1] in "([" and text[-1:] in ")]" else text
            parts = [p for p in inner.replace(" ", "").split(",") if p]
            try:
                return tuple(float(p) for p in parts)
            except ValueError:
                raise OpError(f"expected a tuple of floats, got {value!r}") from None
        if isinstance(value, bool):
            raise OpError(f"expected a tuple of floats, got {value!r}")
        if isinstance(value, (int, float)) or hasattr(value, "__float__") and not hasattr(
                value, "__len__"):
            return (float(value),)
        try:
            return tuple(float(v) for v in value)
        except (TypeError, ValueError):
            raise OpError(f"expected a tuple of floats, got {value!r}") from None

    def format(self, value):
        return "(" + ", ".join(repr(float(v)) for v in value) + ("," if len(value) == 1 else "") + ")"


FloatTuple = _FloatTuple()


def _hwc(op: str, shape, allow_batch: bool = False):
    ok = len(shape) == 3 or allow_batch and len(shape) == 4
    if not ok:
        want = "(H, W, C) or (N, H, W, C)" if allow_batch else "(H, W, C)"
        raise OpError(f"{op}: the image must have shape {want}, got {tuple(shape)}")


def _channels_1_or_3(op: str, shape):
    _hwc(op, shape)
    if shape[-1] not in (1, 3):
        raise OpError(f"{op}: the last axis must be the channel axis with 1 or 3 channels, "
                      f"got shape {tuple(shape)}")


def _cast_back(xp, val, dtype):
    """MXNet's saturate_cast: uint8 clamps to [0, 255] and truncates; other
    types are a plain cast."""
    if xp.dtype(dtype) == xp.uint8:
        return xp.clip(val, 0, 255).astype(xp.uint8)
    return val.astype(dtype, copy=False)


def _is_int(xp, dtype):
    return xp.issubdtype(xp.dtype(dtype), xp.integer)


# --------------------------------------------------------------------------
# to_tensor / normalize
# --------------------------------------------------------------------------

def _to_tensor_shape(a, shape):
    _hwc("image.to_tensor", shape, allow_batch=True)
    s = tuple(shape)
    return (s[2], s[0], s[1]) if len(s) == 3 else (s[0], s[3], s[1], s[2])


def _to_tensor_kernel(ctx, a, x):
    xp = ctx.xp
    _to_tensor_shape(a, x.shape)
    y = x.astype(xp.float32) / xp.float32(255.0)
    axes = (2, 0, 1) if x.ndim == 3 else (0, 3, 1, 2)
    return xp.ascontiguousarray(y.transpose(axes))


register(Op(
    name="_image_to_tensor",
    aliases=("to_tensor",),
    namespace="image",
    kernel=_to_tensor_kernel,
    infer_shape=_to_tensor_shape,
    infer_type=lambda a, *dt: "float32",
    doc="(H, W, C) or (N, H, W, C) in [0, 255] -> float32 (C, H, W) / (N, C, H, W) in [0, 1].",
))


def _normalize_shape(a, shape):
    if len(shape) not in (3, 4):
        raise OpError(f"image.normalize: the tensor must have shape (C, H, W) or (N, C, H, W), "
                      f"got {tuple(shape)} (apply ToTensor first)")
    c = shape[0] if len(shape) == 3 else shape[1]
    if c not in (1, 3):
        raise OpError(f"image.normalize: the channel axis must hold 1 or 3 channels, got shape "
                      f"{tuple(shape)}")
    for name in ("mean", "std"):
        n = len(a[name])
        if n not in (1, c):
            raise OpError(f"image.normalize: {name}={a[name]} must have 1 or {c} values for "
                          f"input of shape {tuple(shape)}")
    return tuple(shape)


@quiet
def _normalize_kernel(ctx, a, x):
    xp = ctx.xp
    _normalize_shape(a, x.shape)
    c = x.shape[-3]
    per = (c,) + (1, 1)
    mean = xp.asarray([a.mean[i if len(a.mean) > 1 else 0] for i in range(c)], xp.float32)
    std = xp.asarray([a.std[i if len(a.std) > 1 else 0] for i in range(c)], xp.float32)
    work = xp.float64 if x.dtype == xp.float64 else xp.float32
    y = (x.astype(work) - mean.reshape(per).astype(work)) / std.reshape(per).astype(work)
    if _is_int(xp, x.dtype):
        # a C cast of the float result: truncate, then wrap into the type
        return xp.trunc(y).astype(xp.int64).astype(x.dtype)
    return y.astype(x.dtype, copy=False)


def _normalize_grad(ctx, a, inputs, outputs, out_grads):
    """MXNet's _backward_image_normalize: g / std[c]."""
    xp = ctx.xp
    x = inputs[0]
    g = first_out_grad(xp, out_grads, outputs)
    c = x.shape[-3]
    std = xp.asarray([a.std[i if len(a.std) > 1 else 0] for i in range(c)], xp.float32)
    return ((g / std.reshape(c, 1, 1).astype(g.dtype)).astype(x.dtype),)


register(Op(
    name="_image_normalize",
    aliases=("normalize",),
    namespace="image",
    attrs=(Attr("mean", FloatTuple, (0.0, 0.0, 0.0, 0.0)),
           Attr("std", FloatTuple, (1.0, 1.0, 1.0, 1.0))),
    kernel=_normalize_kernel,
    infer_shape=_normalize_shape,
    grad=_normalize_grad,
    doc="(x - mean[c]) / std[c] per channel of a (C, H, W) or (N, C, H, W) tensor.",
))


# --------------------------------------------------------------------------
# resize: OpenCV 3.4's cv::resize
# --------------------------------------------------------------------------

_RESIZE_DTYPES = ("uint8", "float32", "float64")


def _resize_hw(a, h: int, w: int):
    size = tuple(a.size)
    if len(size) not in (1, 2):
        raise OpError(f"image.resize: size={size} must be (width, height) or (size,)")
    if min(size) <= 0:
        raise OpError(f"image.resize: size={size} must be positive")
    if len(size) == 2:
        return size[1], size[0]
    s = size[0]
    if not a.keep_ratio:
        return s, s
    # the short edge becomes s; integer arithmetic, as MXNet's kernel
    if h > w:
        return h * s // w, s
    return s, w * s // h


def _resize_shape(a, shape):
    _hwc("image.resize", shape, allow_batch=True)
    if a.interp not in (0, 1, 2, 3, 4):
        raise OpError(f"image.resize: interp={a.interp} is not an OpenCV interpolation; pass "
                      "0 (nearest), 1 (bilinear), 2 (bicubic), 3 (area) or 4 (Lanczos)")
    s = tuple(shape)
    oh, ow = _resize_hw(a, s[-3], s[-2])
    return s[:-3] + (oh, ow, s[-1])


def _linear_taps(xp, size: int, out: int, clamp_weights: bool):
    """OpenCV's INTER_LINEAR source taps for one axis: half-pixel centres, in
    float32 from the double scale ``1 / (out / size)`` as OpenCV computes them.
    Columns past an edge take the edge pixel with weight 1; rows past an edge
    only have their index clipped and keep both weights (OpenCV clamps the
    weights along x alone), which changes uint8 rounding on border rows."""
    d = xp.arange(out, dtype=xp.float64)
    f = ((d + 0.5) * (1.0 / (out / size)) - 0.5).astype(xp.float32)
    lo = xp.floor(f).astype(xp.int64)
    frac = (f - lo.astype(xp.float32)).astype(xp.float32)
    if clamp_weights:
        before = lo < 0
        after = lo >= size - 1
        frac = xp.where(before | after, xp.float32(0), frac).astype(xp.float32)
        lo = xp.where(before, 0, xp.where(after, size - 1, lo))
    return xp.clip(lo, 0, size - 1), xp.clip(lo + 1, 0, size - 1), frac


def _mulhi(xp, s, b):
    """The SSE step (s >> 4) * b >> 16 on 16-bit lanes that OpenCV's vertical
    uint8 pass uses instead of an exact 22-bit shift."""
    return (xp.clip(s >> 4, -32768, 32767) * b) >> 16


def _resize_linear_u8(xp, img, xtaps, ytaps):
    x0, x1, fx = xtaps
    y0, y1, fy = ytaps
    ax1 = xp.rint(fx * _COEF_SCALE).astype(xp.int64)
    ax0 = xp.rint((xp.float32(1) - fx) * _COEF_SCALE).astype(xp.int64)
    by1 = xp.rint(fy * _COEF_SCALE).astype(xp.int64).reshape(-1, 1, 1)
    by0 = xp.rint((xp.float32(1) - fy) * _COEF_SCALE).astype(xp.int64).reshape(-1, 1, 1)
    s = img.astype(xp.int64)
    rows = s[:, x0, :] * ax0.reshape(1, -1, 1) + s[:, x1, :] * ax1.reshape(1, -1, 1)
    out = (_mulhi(xp, rows[y0], by0) + _mulhi(xp, rows[y1], by1) + 2) >> 2
    return xp.clip(out, 0, 255).astype(xp.uint8)


def _resize_linear_float(xp, img, xtaps, ytaps):
    x0, x1, fx = xtaps
    y0, y1, fy = ytaps
    t = img.dtype
    ax0 = (xp.float32(1) - fx).astype(t).reshape(1, -1, 1)
    rows = (img[:, x0, :] * ax0 + img[:, x1, :] * fx.astype(t).reshape(1, -1, 1)).astype(t)
    by0 = (xp.float32(1) - fy).astype(t).reshape(-1, 1, 1)
    return (rows[y0] * by0 + rows[y1] * fy.astype(t).reshape(-1, 1, 1)).astype(t)


def _resize_linear(xp, img, xtaps, ytaps):
    if img.dtype == xp.uint8:
        return _resize_linear_u8(xp, img, xtaps, ytaps)
    return _resize_linear_float(xp, img, xtaps, ytaps)


def _cubic_taps(xp, size: int, out: int):
    """OpenCV's INTER_CUBIC taps for one axis: the 4 source indices (clipped:
    replicated border, weights kept) and their Keys weights (A = -0.75), in
    float32 as OpenCV computes them."""
    d = xp.arange(out, dtype=xp.float64)
    f = ((d + 0.5) * (1.0 / (out / size)) - 0.5).astype(xp.float32)
    lo = xp.floor(f).astype(xp.int64)
    x = (f - lo.astype(xp.float32)).astype(xp.float32)
    a, one = xp.float32(-0.75), xp.float32(1)
    c0 = ((a * (x + one) - 5 * a) * (x + one) + 8 * a) * (x + one) - 4 * a
    c1 = ((a + 2) * x - (a + 3)) * x * x + one
    c2 = ((a + 2) * (one - x) - (a + 3)) * (one - x) * (one - x) + one
    c3 = one - c0 - c1 - c2
    idx = xp.clip(lo.reshape(-1, 1) + xp.arange(-1, 3).reshape(1, -1), 0, size - 1)
    return idx, xp.stack([c0, c1, c2, c3], axis=1).astype(xp.float32)


def _resize_cubic(xp, img, oh: int, ow: int):
    h, w, c = img.shape
    xi, xw = _cubic_taps(xp, w, ow)
    yi, yw = _cubic_taps(xp, h, oh)
    if img.dtype == xp.uint8:
        # 11-bit weights across, then OpenCV's SSE step down: float32 weights
        # scaled by 2^-22, rounded half to even
        ax = xp.rint(xw * _COEF_SCALE).astype(xp.int64)
        by = xp.rint(yw * _COEF_SCALE).astype(xp.float32) * xp.float32(1.0 / _COEF_SCALE ** 2)
        s = img.astype(xp.int64)
        rows = s[:, xi[:, 0], :] * ax[:, 0].reshape(1, -1, 1)
        for k in range(1, 4):
            rows = rows + s[:, xi[:, k], :] * ax[:, k].reshape(1, -1, 1)
        r = [rows[yi[:, k]].astype(xp.float32) for k in range(4)]
        b = [by[:, k].reshape(-1, 1, 1) for k in range(4)]
        out = (r[0] * b[0] + r[1] * b[1]) + (r[2] * b[2] + r[3] * b[3])
        return xp.clip(xp.rint(out), 0, 255).astype(xp.uint8)
    t = img.dtype
    xw, yw = xw.astype(t), yw.astype(t)
    rows = img[:, xi[:, 0], :] * xw[:, 0].reshape(1, -1, 1)
    for k in range(1, 4):
        rows = rows + img[:, xi[:, k], :] * xw[:, k].reshape(1, -1, 1)
    rows = rows.astype(t)
    out = rows[yi[:, 0]] * yw[:, 0].reshape(-1, 1, 1)
    for k in range(1, 4):
        out = out + rows[yi[:, k]] * yw[:, k].reshape(-1, 1, 1)
    return out.astype(t)


_S45 = 0.70710678118654752440084436210485
# sin/cos of the 8 Lanczos taps' phases, relative to the first one's
_LANCZOS_CS = ((1, 0), (-_S45, -_S45), (0, 1), (_S45, -_S45), (-1, 0), (_S45, _S45), (0, -1),
               (-_S45, _S45))


def _lanczos_weights(x: float):
    """OpenCV's interpolateLanczos4: 8 float32 weights, normalised to sum 1."""
    if x < _FLT_EPSILON:
        return [0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0]
    y0 = -(x + 3) * math.pi * 0.25
    s0, c0 = math.sin(y0), math.cos(y0)
    out, total = [], np.float32(0)
    for i, (cs, cc) in enumerate(_LANCZOS_CS):
        y = -(x + 3 - i) * math.pi * 0.25
        w = np.float32((cs * s0 + cc * c0) / (y * y))
        out.append(w)
        total = np.float32(total + w)
    scale = np.float32(np.float32(1) / total)
    return [float(np.float32(w * scale)) for w in out]


def _lanczos_taps(xp, size: int, out: int):
    d = np.arange(out, dtype=np.float64)
    f = ((d + 0.5) * (1.0 / (out / size)) - 0.5).astype(np.float32)
    lo = np.floor(f).astype(np.int64)
    frac = (f - lo.astype(np.float32)).astype(np.float32)
    idx = np.clip(lo.reshape(-1, 1) + np.arange(-3, 5).reshape(1, -1), 0, size - 1)
    wts = np.asarray([_lanczos_weights(float(v)) for v in frac], np.float32)
    return xp.asarray(idx), xp.asarray(wts)


def _resize_lanczos(xp, img, oh: int, ow: int):
    """8 taps per axis; uint8 in OpenCV's 11-bit fixed point with an exact
    22-bit rounding shift, floats within float32 rounding of OpenCV's."""
    xi, xw = _lanczos_taps(xp, img.shape[1], ow)
    yi, yw = _lanczos_taps(xp, img.shape[0], oh)
    if img.dtype == xp.uint8:
        ax = xp.rint(xw * _COEF_SCALE).astype(xp.int64)
        by = xp.rint(yw * _COEF_SCALE).astype(xp.int64)
        s = img.astype(xp.int64)
        rows = s[:, xi[:, 0], :] * ax[:, 0].reshape(1, -1, 1)
        for k in range(1, 8):
            rows = rows + s[:, xi[:, k], :] * ax[:, k].reshape(1, -1, 1)
        out = rows[yi[:, 0]] * by[:, 0].reshape(-1, 1, 1)
        for k in range(1, 8):
            out = out + rows[yi[:, k]] * by[:, k].reshape(-1, 1, 1)
        return xp.clip((out + (1 << (2 * _COEF_BITS - 1))) >> (2 * _COEF_BITS), 0, 255).astype(
            xp.uint8)
    t = img.dtype
    xw, yw = xw.astype(t), yw.astype(t)
    rows = img[:, xi[:, 0], :] * xw[:, 0].reshape(1, -1, 1)
    for k in range(1, 8):
        rows = rows + img[:, xi[:, k], :] * xw[:, k].reshape(1, -1, 1)
    rows = rows.astype(t)
    out = rows[yi[:, 0]] * yw[:, 0].reshape(-1, 1, 1)
    for k in range(1, 8):
        out = out + rows[yi[:, k]] * yw[:, k].reshape(-1, 1, 1)
    return out.astype(t)


def _resize_half(xp, img):
    """OpenCV's fast area path for an exact 2x reduction: the 2x2 mean
    (rounded half up for uint8)."""
    h, w, c = img.shape
    if img.dtype == xp.uint8:
        s = img.astype(xp.int64)
        total = s[0::2, 0::2] + s[0::2, 1::2] + s[1::2, 0::2] + s[1::2, 1::2]
        return ((total + 2) >> 2).astype(xp.uint8)
    total = img[0::2, 0::2] + img[0::2, 1::2] + img[1::2, 0::2] + img[1::2, 1::2]
    return (total * img.dtype.type(0.25)).astype(img.dtype)


def _area_up_taps(xp, size: int, out: int, clamp_weights: bool):
    """INTER_AREA when enlarging is bilinear with OpenCV's area weights: source
    ``floor(i * in / out)``, weight the part of the next pixel the output cell covers."""
    inv = out / size
    d = xp.arange(out, dtype=xp.float64)
    lo = xp.floor(d * (1.0 / inv)).astype(xp.int64)
    f = ((d + 1) - (lo + 1) * inv).astype(xp.float32)
    frac = xp.where(f <= 0, xp.float32(0), f - xp.floor(f)).astype(xp.float32)
    if clamp_weights:
        after = lo >= size - 1
        frac = xp.where(after, xp.float32(0), frac).astype(xp.float32)
        lo = xp.where(after, size - 1, lo)
    return xp.clip(lo, 0, size - 1), xp.clip(lo + 1, 0, size - 1), frac


def _area_table(xp, size: int, out: int):
    """OpenCV's computeResizeAreaTab for shrinking by a non-integer ``size / out``:
    each output cell's source pixels and the float32 share of the cell each
    covers, padded with zero weights to one width (in OpenCV's order)."""
    scale = 1.0 / (out / size)
    taps = []
    for dx in range(out):
        fsx1 = dx * scale
        fsx2 = fsx1 + scale
        cell = min(scale, size - fsx1)
        sx1, sx2 = math.ceil(fsx1), math.floor(fsx2)
        sx2 = min(sx2, size - 1)
        sx1 = min(sx1, sx2)
        row = []
        if sx1 - fsx1 > 1e-3:
            row.append((sx1 - 1, (sx1 - fsx1) / cell))
        row.extend((sx, 1.0 / cell) for sx in range(sx1, sx2))
        if fsx2 - sx2 > 1e-3:
            row.append((sx2, min(min(fsx2 - sx2, 1.0), cell) / cell))
        taps.append(row)
    k = max(len(r) for r in taps)
    idx = [[t[0] for t in r] + [0] * (k - len(r)) for r in taps]
    wts = [[t[1] for t in r] + [0.0] * (k - len(r)) for r in taps]
    return xp.asarray(idx, xp.int64), xp.asarray(wts, xp.float32)


def _resize_area_shrink(xp, img, oh: int, ow: int):
    """Sums in float32 (float64 for float64 images) in OpenCV's order: across
    each source row, then down; uint8 rounds half to even."""
    work = xp.float64 if img.dtype == xp.float64 else xp.float32
    xi, xw = _area_table(xp, img.shape[1], ow)
    yi, yw = _area_table(xp, img.shape[0], oh)
    src = img.astype(work)
    xw, yw = xw.astype(work), yw.astype(work)
    rows = src[:, xi[:, 0], :] * xw[:, 0].reshape(1, -1, 1)
    for j in range(1, xi.shape[1]):
        rows = rows + src[:, xi[:, j], :] * xw[:, j].reshape(1, -1, 1)
    out = yw[:, 0].reshape(-1, 1, 1) * rows[yi[:, 0]]
    for j in range(1, yi.shape[1]):
        out = out + yw[:, j].reshape(-1, 1, 1) * rows[yi[:, j]]
    if img.dtype == xp.uint8:
        return xp.clip(xp.rint(out), 0, 255).astype(xp.uint8)
    return out.astype(img.dtype)


def _resize_area_fast(xp, img, iy: int, ix: int):
    """A shrink by whole factors: the mean of each iy x ix block (uint8: the
    integer sum times float32 1/area, rounded half to even)."""
    h, w, c = img.shape
    oh, ow = h // iy, w // ix
    blocks = img.reshape(oh, iy, ow, ix, c)
    scale = xp.float32(1.0 / (iy * ix))
    if img.dtype == xp.uint8:
        total = blocks.astype(xp.int64).sum(axis=(1, 3)).astype(xp.float32)
        return xp.clip(xp.rint(total * scale), 0, 255).astype(xp.uint8)
    total = blocks[:, 0, :, 0]
    for a in range(iy):
        for b in range(ix):
            if a or b:
                total = total + blocks[:, a, :, b]
    return (total * scale.astype(img.dtype)).astype(img.dtype)


def _resize_area(xp, img, oh: int, ow: int):
    h, w, _ = img.shape
    scale_x, scale_y = 1.0 / (ow / w), 1.0 / (oh / h)
    if scale_x >= 1 and scale_y >= 1:
        ix, iy = round(scale_x), round(scale_y)
        if abs(scale_x - ix) < _DBL_EPSILON and abs(scale_y - iy) < _DBL_EPSILON:
            if ix == 2 and iy == 2:
                return _resize_half(xp, img)
            return _resize_area_fast(xp, img, iy, ix)
        return _resize_area_shrink(xp, img, oh, ow)
    return _resize_linear(xp, img, _area_up_taps(xp, w, ow, True),
                          _area_up_taps(xp, h, oh, False))


def _resize_nearest(xp, img, oh: int, ow: int):
    h, w, c = img.shape
    sy = xp.minimum(xp.floor(xp.arange(oh) * (1.0 / (oh / h))).astype(xp.int64), h - 1)
    sx = xp.minimum(xp.floor(xp.arange(ow) * (1.0 / (ow / w))).astype(xp.int64), w - 1)
    return img[sy][:, sx]


def _resize_one(xp, img, oh: int, ow: int, interp: int):
    h, w, _ = img.shape
    if (oh, ow) == (h, w):
        return img.copy()
    if interp == 0:
        return _resize_nearest(xp, img, oh, ow)
    if interp == 2:
        return _resize_cubic(xp, img, oh, ow)
    if interp == 3:
        return _resize_area(xp, img, oh, ow)
    if interp == 4:
        return _resize_lanczos(xp, img, oh, ow)
    if h == 2 * oh and w == 2 * ow:
        return _resize_half(xp, img)
    return _resize_linear(xp, img, _linear_taps(xp, w, ow, True), _linear_taps(xp, h, oh, False))


@quiet
def _resize_kernel(ctx, a, x):
    xp = ctx.xp
    out_shape = _resize_shape(a, x.shape)
    if x.dtype.name not in _RESIZE_DTYPES:
        raise OpError(f"image.resize: OpenCV resizes {', '.join(_RESIZE_DTYPES)} images, got "
                      f"{x.dtype.name}; cast the image first")
    oh, ow = out_shape[-3], out_shape[-2]
    if x.ndim == 3:
        return _resize_one(xp, x, oh, ow, a.interp)
    return xp.stack([_resize_one(xp, img, oh, ow, a.interp) for img in x]) if len(x) else \
        xp.zeros(out_shape, x.dtype)


register(Op(
    name="_image_resize",
    aliases=("resize",),
    namespace="image",
    attrs=(Attr("size", Shape, ()), Attr("keep_ratio", Bool, False), Attr("interp", Int, 1)),
    kernel=_resize_kernel,
    infer_shape=_resize_shape,
    doc="Resize (H, W, C) / (N, H, W, C) images to size=(width, height) as OpenCV does.",
))


# --------------------------------------------------------------------------
# crop
# --------------------------------------------------------------------------

def _crop_shape(a, shape):
    _hwc("image.crop", shape, allow_batch=True)
    s = tuple(shape)
    h, w = s[-3], s[-2]
    if a.x < 0 or a.y < 0 or a.width <= 0 or a.height <= 0:
        raise OpError(f"image.crop: x={a.x}, y={a.y} must be >= 0 and width={a.width}, "
                      f"height={a.height} positive")
    if a.x + a.width > w or a.y + a.height > h:
        raise OpError(f"image.crop: the box x={a.x}, y={a.y}, width={a.width}, "
                      f"height={a.height} leaves the {h}x{w} (HxW) image")
    return s[:-3] + (a.height, a.width, s[-1])


def _crop_kernel(ctx, a, x):
    _crop_shape(a, x.shape)
    return x[..., a.y:a.y + a.height, a.x:a.x + a.width, :].copy()


def _crop_grad(ctx, a, inputs, outputs, out_grads):
    """MXNet's _backward_image_crop: the out-grad in the box, zeros around it."""
    xp = ctx.xp
    x = inputs[0]
    gx = xp.zeros_like(x)
    gx[..., a.y:a.y + a.height, a.x:a.x + a.width, :] = first_out_grad(xp, out_grads, outputs)
    return (gx,)


register(Op(
    name="_image_crop",
    aliases=("crop",),
    namespace="image",
    attrs=(Attr("x", Int, REQUIRED), Attr("y", Int, REQUIRED),
           Attr("width", Int, REQUIRED), Attr("height", Int, REQUIRED)),
    kernel=_crop_kernel,
    infer_shape=_crop_shape,
    grad=_crop_grad,
    doc="The (height, width) box at (y, x) of (H, W, C) / (N, H, W, C) images.",
))


# --------------------------------------------------------------------------
# flips
# --------------------------------------------------------------------------

def _flip_op(name: str, axis: int, random: bool):
    label = f"image.{name}"

    def shape(a, s):
        _channels_1_or_3(label, s)
        return tuple(s)

    def kernel(ctx, a, x):
        shape(a, x.shape)
        # MXNet flips when its Bernoulli(0.5) draw is false
        if random and float(_generator(ctx, label).random()) < 0.5:
            return x.copy()
        return ctx.xp.flip(x, axis=axis).copy()

    register(Op(
        name=f"_image_{name}",
        aliases=(name,),
        namespace="image",
        kernel=kernel,
        infer_shape=shape,
        doc=f"{'Randomly (p=0.5) flip' if random else 'Flip'} an (H, W, C) image "
            f"{'left to right' if axis == 1 else 'top to bottom'}.",
    ))


def _generator(ctx, op: str):
    if ctx.rng is None:
        raise OpError(f"{op}: no random generator was given to the kernel")
    return ctx.rng


def _host_generator(ctx, op: str):
    """A numpy Generator for an op's few scalar draws (an order, three normals): the device's
    own on the CPU; on the GPU one seeded from the device's (cupy's has no permutation or
    normal), so a seeded run still repeats."""
    rng = _generator(ctx, op)
    if isinstance(rng, np.random.Generator):
        return rng
    return np.random.default_rng([int(v) for v in (rng.random(4) * 2.0 ** 32).tolist()])


_flip_op("flip_left_right", 1, False)
_flip_op("flip_top_bottom", 0, False)
_flip_op("random_flip_left_right", 1, True)
_flip_op("random_flip_top_bottom", 0, True)


# --------------------------------------------------------------------------
# colour: brightness, contrast, saturation, hue, lighting
# --------------------------------------------------------------------------

def _brightness(xp, x, alpha):
    return _cast_back(xp, x.astype(xp.float32) * xp.float32(alpha), x.dtype)


def _contrast(xp, x, alpha):
    f = x.astype(xp.float32)
    if x.shape[-1] > 1:
        gray = (f[..., :3] * xp.asarray(_LUMA, xp.float32)).sum(dtype=xp.float64)
    else:
        gray = f.sum(dtype=xp.float64)
    mean = (gray / (x.shape[0] * x.shape[1])).astype(xp.float32)
    beta = (xp.float32(1) - xp.float32(alpha)) * mean
    return _cast_back(xp, f * xp.float32(alpha) + beta, x.dtype)


def _saturation(xp, x, alpha):
    if x.shape[-1] == 1:
        return x.copy()
    f = x.astype(xp.float32)
    gray = f[..., 2:3] * xp.float32(_LUMA[2]) * (xp.float32(1) - xp.float32(alpha))
    return _cast_back(xp, gray + f * xp.float32(alpha), x.dtype)


def _rgb_to_hls(xp, r, g, b):
    vmax = xp.maximum(xp.maximum(r, g), b)
    vmin = xp.minimum(xp.minimum(r, g), b)
    diff = vmax - vmin
    light = (vmax + vmin) * xp.float32(0.5)
    colourful = diff > xp.finfo(xp.float32).eps
    safe = xp.where(colourful, diff, xp.float32(1))
    sat = xp.where(light < 0.5, safe / xp.where(colourful, vmax + vmin, 1),
                   safe / xp.where(colourful, xp.float32(2) - vmax - vmin, 1))
    scale = xp.float32(60) / safe
    hue = xp.where(vmax == r, (g - b) * scale,
                   xp.where(vmax == g, (b - r) * scale + xp.float32(120),
                            (r - g) * scale + xp.float32(240)))
    hue = xp.where(hue < 0, hue + xp.float32(360), hue)
    zero = xp.float32(0)
    return (xp.where(colourful, hue, zero).astype(xp.float32), light.astype(xp.float32),
            xp.where(colourful, sat, zero).astype(xp.float32))


# for each hue sector, which of (p2, p1, rising, falling) is b, g, r
_SECTORS = ((1, 3, 0), (1, 0, 2), (3, 0, 1), (0, 2, 1), (0, 1, 3), (2, 1, 0))


def _hls_to_rgb(xp, h, light, s):
    p2 = xp.where(light <= 0.5, light * (1 + s), light + s - light * s).astype(xp.float32)
    p1 = (2 * light - p2).astype(xp.float32)
    h = (h * xp.float32(1.0 / 60.0)).astype(xp.float32)
    h = xp.mod(h, xp.float32(6)).astype(xp.float32)
    sector = xp.minimum(h.astype(xp.int64), 5)
    h = h - sector
    tab = xp.stack([p2, p1, p1 + (p2 - p1) * (1 - h), p1 + (p2 - p1) * h]).astype(xp.float32)
    pick = xp.asarray(_SECTORS)[sector]                      # (..., 3): b, g, r rows
    chans = [xp.take_along_axis(tab, pick[..., i][None], axis=0)[0] for i in range(3)]
    b, g, r = (xp.where(s != 0, c, light) for c in chans)
    k = xp.float32(255)
    return r * k, g * k, b * k


def _hue(xp, x, alpha):
    if x.shape[-1] == 1:
        return x.copy()
    f = x.astype(xp.float32) / xp.float32(255)
    h, light, s = _rgb_to_hls(xp, f[..., 0], f[..., 1], f[..., 2])
    r, g, b = _hls_to_rgb(xp, h + xp.float32(alpha) * xp.float32(360), light, s)
    return _cast_back(xp, xp.stack([r, g, b], axis=-1), x.dtype)


def _lighting(xp, x, alpha):
    if x.shape[-1] == 1:
        return x.copy()
    pca = xp.asarray([sum(e * float(a) for e, a in zip(row, alpha)) for row in _EIG], xp.float32)
    return _cast_back(xp, x.astype(xp.float32) + pca, x.dtype)


def _factor_attrs():
    return (Attr("min_factor", Float, REQUIRED), Attr("max_factor", Float, REQUIRED))


def _random_enhance(name: str, adjust):
    label = f"image.{name}"

    def shape(a, s):
        _channels_1_or_3(label, s)
        if a.min_factor < 0 or a.max_factor < a.min_factor:
            raise OpError(f"{label}: need 0 <= min_factor <= max_factor, got "
                          f"min_factor={a.min_factor}, max_factor={a.max_factor}")
        return tuple(s)

    @quiet
    def kernel(ctx, a, x):
        shape(a, x.shape)
        alpha = float(_generator(ctx, label).uniform(a.min_factor, a.max_factor))
        return adjust(ctx.xp, x, alpha)

    register(Op(
        name=f"_image_{name}",
        aliases=(name,),
        namespace="image",
        attrs=_factor_attrs(),
        kernel=kernel,
        infer_shape=shape,
        doc=f"{name.replace('_', ' ').capitalize()} of an (H, W, C) image, factor drawn "
            "uniformly from [min_factor, max_factor].",
    ))


_random_enhance("random_brightness", _brightness)
_random_enhance("random_contrast", _contrast)
_random_enhance("random_saturation", _saturation)
_random_enhance("random_hue", _hue)


def _jitter_shape(a, s):
    _channels_1_or_3("image.random_color_jitter", s)
    return tuple(s)


@quiet
def _jitter_kernel(ctx, a, x):
    """MXNet's order: shuffle (brightness, contrast, saturation, hue), then
    apply each enabled one with a factor 1 + U(-v, v) (hue: a shift U(-v, v))."""
    xp = ctx.xp
    _jitter_shape(a, x.shape)
    rng = _host_generator(ctx, "image.random_color_jitter")
    steps = ((a.brightness, _brightness, 1.0), (a.contrast, _contrast, 1.0),
             (a.saturation, _saturation, 1.0), (a.hue, _hue, 0.0))
    out = x
    for i in rng.permutation(4).tolist():
        amount, adjust, base = steps[i]
        if amount > 0:
            out = adjust(xp, out, base + float(rng.uniform(-amount, amount)))
    return out.copy() if out is x else out


register(Op(
    name="_image_random_color_jitter",
    aliases=("random_color_jitter",),
    namespace="image",
    attrs=(Attr("brightness", Float, REQUIRED), Attr("contrast", Float, REQUIRED),
           Attr("saturation", Float, REQUIRED), Attr("hue", Float, REQUIRED)),
    kernel=_jitter_kernel,
    infer_shape=_jitter_shape,
    doc="Brightness, contrast, saturation and hue jitter of an (H, W, C) image, in random order.",
))


def _lighting_shape(a, s):
    _channels_1_or_3("image.adjust_lighting", s)
    if len(a.alpha) != 3:
        raise OpError(f"image.adjust_lighting: alpha={a.alpha} needs 3 values (R, G, B)")
    return tuple(s)


@quiet
def _adjust_lighting_kernel(ctx, a, x):
    _lighting_shape(a, x.shape)
    return _lighting(ctx.xp, x, a.alpha)


register(Op(
    name="_image_adjust_lighting",
    aliases=("adjust_lighting",),
    namespace="image",
    attrs=(Attr("alpha", FloatTuple, REQUIRED),),
    kernel=_adjust_lighting_kernel,
    infer_shape=_lighting_shape,
    doc="AlexNet-style PCA lighting: add eig @ alpha to every RGB pixel.",
))


def _random_lighting_shape(a, s):
    _channels_1_or_3("image.random_lighting", s)
    return tuple(s)


@quiet
def _random_lighting_kernel(ctx, a, x):
    _random_lighting_shape(a, x.shape)
    alpha = _host_generator(ctx, "image.random_lighting").normal(0.0, a.alpha_std, 3).tolist()
    return _lighting(ctx.xp, x, alpha)


register(Op(
    name="_image_random_lighting",
    aliases=("random_lighting",),
    namespace="image",
    attrs=(Attr("alpha_std", Float, 0.05),),
    kernel=_random_lighting_kernel,
    infer_shape=_random_lighting_shape,
    doc="adjust_lighting with alpha drawn from N(0, alpha_std) per channel.",
))
