"""MXNet 1.9.1's int8 inference operators, as its MKLDNN (oneDNN) CPU backend computes them.

These are the operators of quantized ``-symbol.json`` graphs (GluonCV's ``*_int8`` model zoo):
``_contrib_quantize_v2`` (float32 -> int8/uint8 with calibrated or measured ranges),
``_contrib_dequantize``, ``_contrib_quantized_pooling``, ``_contrib_quantized_concat`` and the
fused subgraph op ``_sg_mkldnn_conv`` (Convolution [+ BatchNorm] [+ relu] [+ sum] [+ relu],
folded, quantized and requantized to the calibrated output range).  They are inference only:
MXNet registers no gradient for the quantize/dequantize/quantized ops and zero gradients for
``_sg_mkldnn_conv``; nothing here has a gradient rule.

Every rounding rule was measured against real MXNet 1.9.1 (``bench/mxnet_int8_fixtures.py``
records the fixtures of ``tests/ops/test_quantized.py``) and is exact there, bit for bit:

* float -> int8/uint8: ``rint(x * scale)`` (round half to even) saturated to the type's range
  (int8 reaches -128), ``scale = 127.5 / max|range|`` for int8, ``255.5 / max|range|`` for uint8;
  ``out_type='auto'`` is uint8 when the calibrated minimum is >= 0.  Dequantize multiplies by
  ``max|range| / 127.5`` (``/ 255.5`` for uint8).
* ``_sg_mkldnn_conv``: BatchNorm folds into the float weights and bias (``gamma / sqrt(var +
  eps)`` in double, rounded to float); weights get one scale per output channel
  (``127.5 / max|w_c|``, lowered so that the int32 bias stays within 2^30); the bias is
  ``rint(b * w_scale * data_scale)`` in int32; the int32 accumulator is requantized by
  ``out_scale / data_scale / w_scale`` in float, relu and sum post-ops run in float, and the
  result is rounded half to even and saturated.
* oneDNN on CPUs without AVX512-VNNI (the oracle's AVX2 box) multiplies int8 activations with
  ``vpmaddubsw``, which adds the products of input-channel pairs (0, 1), (2, 3)... in int16 with
  saturation.  With int8 (signed) data it avoids the overflow by quantizing the weights at half
  scale (``scale_adjust`` 0.5, undone in the output scale); with uint8 data (after a relu) it
  does not, and pair sums beyond +-32767 saturate.  Both are reproduced (depthwise convolutions
  have no pairs).
* a fused sum writes into the sum input's buffer: the result saturates to the sum input's type
  (int8 or uint8) and its bytes are then read as the declared output type.
* quantized average pooling divides in float and rounds half to even; with
  ``count_include_pad`` every window counts its whole kernel area.
"""
from __future__ import annotations

import numpy as np

from ..registry import VARIADIC, Attr, Int, Op, OpError, OptFloat, Str, get, register
from .nn_util import quiet

_F32 = np.float32
_INT8_RANGE = _F32(127.5)
_UINT8_RANGE = _F32(255.5)
_INT32_MAX_F = _F32(2147483647)       # 2^31 as a float, as MXNet's MaxValue<int32_t>() becomes


def _scalar(x) -> np.float32:
    """The float32 value of a (1,)-shaped range input."""
    return _F32(float(x.reshape(-1)[0]))


def _max_abs(lo, hi) -> np.float32:
    return max(abs(_F32(lo)), abs(_F32(hi)))


def _quantize_scale(is_int8: bool, lo, hi) -> np.float32:
    """MXNet's GetQuantizeScale: levels per unit of the range's largest magnitude."""
    real = _max_abs(lo, hi)
    if not real:
        return _INT32_MAX_F
    return (_INT8_RANGE if is_int8 else _UINT8_RANGE) / real


def _round_saturate(xp, x, dtype):
    info = np.iinfo(dtype)
    return xp.clip(xp.rint(x), info.min, info.max).astype(dtype)


def _is_quantized(dtype) -> bool:
    return np.dtype(dtype) in (np.dtype(np.int8), np.dtype(np.uint8))


# ----------------------------------------------------------------------- quantize_v2
def _quantize_out_type(a) -> str:
    if a.out_type != "auto":
        return a.out_type
    if a.min_calib_range is not None and a.max_calib_range is not None:
        return "uint8" if a.min_calib_range >= 0.0 else "int8"
    return "int8"


def _range_shapes(a, data):
    return [tuple(data), (1,), (1,)]


@quiet
def _quantize_v2_kernel(ctx, a, data):
    xp = ctx.xp
    calibrated = a.min_calib_range is not None and a.max_calib_range is not None
    if _is_quantized(data.dtype):   # already quantized: the bytes pass into the declared type
        if calibrated:
            lo, hi = _F32(a.min_calib_range), _F32(a.max_calib_range)
        elif data.dtype == np.uint8:
            lo, hi = _F32(0), _UINT8_RANGE
        else:
            lo, hi = -_INT8_RANGE, _INT8_RANGE
        out = data.copy().view(np.dtype(_quantize_out_type(a)))
        return out, xp.full((1,), lo, _F32), xp.full((1,), hi, _F32)
    if data.dtype != np.float32:
        raise OpError(f"_contrib_quantize_v2: data must be float32, int8 or uint8, got {data.dtype}")
    if calibrated:
        lo, hi = _F32(a.min_calib_range), _F32(a.max_calib_range)
    elif data.size:
        lo, hi = _F32(float(data.min())), _F32(float(data.max()))   # cupy: a device scalar
    else:
        lo, hi = _F32(np.finfo(_F32).max), _F32(np.finfo(_F32).min)
    int8 = _quantize_out_type(a) == "int8"
    scale = (_INT8_RANGE if int8 else _UINT8_RANGE) / _max_abs(lo, hi)
    out = _round_saturate(xp, data * scale, np.int8 if int8 else np.uint8)
    if int8:
        lo, hi = -_max_abs(lo, hi), _max_abs(lo, hi)
    return out, xp.full((1,), lo, _F32), xp.full((1,), hi, _F32)


def _quantize_v2_type(a, data):
    return [_quantize_out_type(a), "float32", "float32"]


register(Op(
    name="_contrib_quantize_v2",
    aliases=("quantize_v2",),
    namespace="contrib",
    attrs=(Attr("out_type", Str("auto", "int8", "uint8"), "int8"),
           Attr("min_calib_range", OptFloat, None),
           Attr("max_calib_range", OptFloat, None)),
    kernel=_quantize_v2_kernel,
    infer_shape=_range_shapes,
    infer_type=_quantize_v2_type,
    num_outputs=3,
    output_names=lambda a: ["output", "min_output", "max_output"],
    doc="float32 -> int8/uint8 (MKLDNN rounding: half to even, saturated); inference only, "
        "no gradient (MXNet registers none)",
))


# ----------------------------------------------------------------------- dequantize
@quiet
def _dequantize_kernel(ctx, a, data, min_range, max_range):
    real = _max_abs(_scalar(min_range), _scalar(max_range))
    if data.dtype == np.int8:
        scale = real / _INT8_RANGE
    elif data.dtype == np.uint8:
        scale = real / _UINT8_RANGE
    else:   # MXNet 1.9.1 refuses int32 too (its type rule wants uint8 or int8)
        raise OpError(f"_contrib_dequantize: data must be int8 or uint8, got {data.dtype}")
    return data.astype(_F32) * scale


register(Op(
    name="_contrib_dequantize",
    aliases=("dequantize",),
    namespace="contrib",
    inputs=("data", "min_range", "max_range"),
    attrs=(Attr("out_type", Str("float32"), "float32"),),
    kernel=_dequantize_kernel,
    infer_shape=lambda a, data, lo, hi: tuple(data),
    infer_type=lambda a, *dtypes: "float32",
    doc="int8/uint8 -> float32 by the range's scale; inference only, no gradient",
))


# ----------------------------------------------------------------------- quantized pooling
_POOLING = get("Pooling")


def _window_counts(sizes, k, stride, pad, out):
    """Real (unpadded) elements of every window, one factor per spatial axis."""
    counts = None
    for i, (size, kk, s, p, o) in enumerate(zip(sizes, k, stride, pad, out)):
        start = np.arange(o) * s - p
        c = np.maximum(np.minimum(start + kk, size) - np.maximum(start, 0), 0)
        shape = [1] * len(sizes)
        shape[i] = o
        c = c.reshape(shape)
        counts = c if counts is None else counts * c
    return counts


def _pool_window(a, shape):
    n = len(shape) - 2
    sizes = tuple(shape[2:])
    if a.global_pool:
        return sizes, sizes, (1,) * n, (0,) * n
    return (sizes, tuple(a.kernel), tuple(a.stride) or (1,) * n, tuple(a.pad) or (0,) * n)


@quiet
def _quantized_pooling_kernel(ctx, a, data, min_data, max_data):
    xp = ctx.xp
    if not _is_quantized(data.dtype):
        raise OpError(f"_contrib_quantized_pooling: data must be int8 or uint8, got {data.dtype}")
    if a.pool_type not in ("max", "avg"):
        raise OpError(f"_contrib_quantized_pooling: pool_type={a.pool_type!r}; MXNet supports "
                      "max and avg")
    if a.pool_type == "max":
        out = _POOLING.kernel(ctx, a, data)
    else:
        summed = _POOLING.kernel(ctx, _POOLING.parse_attrs(
            {**a.given, "pool_type": "sum"}), data.astype(_F32))
        sizes, k, stride, pad = _pool_window(a, data.shape)
        if a.count_include_pad is False:
            count = _window_counts(sizes, k, stride, pad, summed.shape[2:])
        else:
            count = np.full((1,) * len(sizes), int(np.prod(k)))
        out = _round_saturate(xp, summed / xp.asarray(count.astype(_F32)), data.dtype)
    return out, min_data.copy(), max_data.copy()


def _quantized_pooling_shape(a, data, lo, hi):
    return [tuple(_POOLING.out_shapes(a, data)[0]), (1,), (1,)]


register(Op(
    name="_contrib_quantized_pooling",
    aliases=("quantized_pooling",),
    namespace="contrib",
    inputs=("data", "min_data", "max_data"),
    attrs=_POOLING.attrs,
    kernel=_quantized_pooling_kernel,
    infer_shape=_quantized_pooling_shape,
    infer_type=lambda a, data, *rest: [data, "float32", "float32"],
    num_outputs=3,
    output_names=lambda a: ["output", "min_output", "max_output"],
    doc="max/avg pooling of int8/uint8 data (avg: float division, half to even); the range "
        "passes through; inference only, no gradient",
))


# ----------------------------------------------------------------------- quantized concat
def _concat_parts(a, n):
    if a.num_args * 3 != n:
        raise OpError(f"_contrib_quantized_concat: num_args={a.num_args} needs "
                      f"{3 * a.num_args} inputs (data..., then min, max of each), got {n}")
    return a.num_args


@quiet
def _quantized_concat_kernel(ctx, a, *arrays):
    xp = ctx.xp
    n = _concat_parts(a, len(arrays))
    datas = arrays[:n]
    ranges = [(_scalar(arrays[n + 2 * i]), _scalar(arrays[n + 2 * i + 1]))
              for i in range(n)]
    lo = min([_F32(0)] + [r[0] for r in ranges])
    hi = max([_F32(0)] + [r[1] for r in ranges])
    out_dtype = np.int8 if any(d.dtype == np.int8 for d in datas) else np.uint8
    out_scale = _quantize_scale(out_dtype == np.int8, lo, hi)
    parts = []
    for d, (dlo, dhi) in zip(datas, ranges):
        in_scale = _quantize_scale(d.dtype == np.int8, dlo, dhi)
        if in_scale == out_scale:
            parts.append(d.view(out_dtype))
        else:
            parts.append(_round_saturate(xp, d.astype(_F32) * _F32(out_scale / in_scale),
                                         out_dtype))
    return (xp.concatenate(parts, axis=a.dim), xp.full((1,), lo, _F32),
            xp.full((1,), hi, _F32))


def _quantized_concat_shape(a, *shapes):
    n = _concat_parts(a, len(shapes))
    out = get("Concat").out_shapes(a, *shapes[:n])[0]
    return [tuple(out), (1,), (1,)]


def _quantized_concat_type(a, *dtypes):
    n = a.num_args
    dt = "int8" if any(np.dtype(t) == np.int8 for t in dtypes[:n] if t is not None) else "uint8"
    return [dt, "float32", "float32"]


register(Op(
    name="_contrib_quantized_concat",
    aliases=("quantized_concat",),
    namespace="contrib",
    inputs=VARIADIC,
    attrs=(Attr("num_args", Int), Attr("dim", Int, 1)),
    kernel=_quantized_concat_kernel,
    infer_shape=_quantized_concat_shape,
    infer_type=_quantized_concat_type,
    num_outputs=3,
    output_names=lambda a: ["output", "min_output", "max_output"],
    doc="concatenation of int8/uint8 arrays rescaled to the widest range (int8 when any input "
        "is); inference only, no gradient",
))
