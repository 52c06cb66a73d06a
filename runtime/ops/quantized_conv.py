"""``_sg_mkldnn_conv``: MXNet 1.9.1's fused MKLDNN convolution subgraph op, float and int8.

A node carries one subgraph -- Convolution, then optionally BatchNorm, Activation (relu),
elemwise_add with a further input (the "sum") and a second relu -- and its inputs are the
subgraph's (data, weight, [bias], [gamma, beta, mean, var], [sum]) followed, when
``quantized``, by the ranges of the quantized data (and of the sum).  The float form runs the
subgraph as it is.  The quantized form computes what MXNet's oneDNN primitive computes; the
rules and how they were measured are in :mod:`.quantized`'s docstring.  Inference only: MXNet
gives this op zero gradients, and no rule is registered here.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..registry import VARIADIC, Attr, Bool, Op, OpError, OptFloat, get, register, with_subgraphs
from .nn_util import quiet
from .quantized import (_F32, _INT32_MAX_F, _is_quantized, _max_abs,
                        _quantize_scale, _round_saturate, _scalar)

_CONVOLUTION = get("Convolution")


def subgraph_nodes(sub):
    """Every node of a subgraph: a Graph's node list, or a Symbol's nodes depth first."""
    nodes = getattr(sub, "nodes", None)
    if nodes is not None:
        return list(nodes)
    out, seen, stack = [], set(), [node for node, _ in sub._outputs]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        out.append(node)
        stack.extend(src for src, _ in node.inputs)
    return out


@dataclass(frozen=True)
class _Fusion:
    conv: object              # the Convolution's Attrs
    bn: object                # the BatchNorm's Attrs, or None
    with_act: bool            # relu before the sum (or the only one)
    with_sum: bool
    with_postsum_act: bool    # relu after the sum


def _fusion(a, subgraphs) -> _Fusion:
    if len(subgraphs) != 1:
        raise OpError(f"_sg_mkldnn_conv needs one subgraph, the node has {len(subgraphs)}")
    conv = bn = None
    acts = 0
    for node in subgraph_nodes(subgraphs[0]):
        if node.op is None:
            continue
        name = node.op.name
        if name == "Convolution":
            conv = node.attrs
        elif name == "BatchNorm":
            bn = node.attrs
        elif name == "Activation":
            if node.attrs.act_type != "relu":
                raise OpError(f"_sg_mkldnn_conv: fused activation {node.attrs.act_type!r} is not "
                              "supported (relu is)")
            acts += 1
        elif name != "elemwise_add":
            raise OpError(f"_sg_mkldnn_conv: a subgraph with {name} is not supported "
                          "(Convolution, BatchNorm, relu and a sum are)")
    if conv is None:
        raise OpError("_sg_mkldnn_conv: the subgraph has no Convolution")
    if (bn is not None) != a.with_bn:
        raise OpError(f"_sg_mkldnn_conv: with_bn={a.with_bn} but the subgraph "
                      f"{'has' if bn is not None else 'has no'} BatchNorm")
    with_act = a.with_act or a.with_relu
    with_post = a.with_postsum_act or a.with_postsum_relu
    if acts != with_act + with_post:
        raise OpError(f"_sg_mkldnn_conv: the subgraph has {acts} relu(s), the attributes "
                      f"with_act={with_act}, with_postsum_act={with_post}")
    return _Fusion(conv, bn, with_act, a.with_sum, with_post)


def _n_inputs(a, has_bias: bool) -> int:
    n = 2 + has_bias + 4 * a.with_bn + a.with_sum
    return n + (2 + 2 * a.with_sum if a.quantized else 0)


def _input_names(a, n: int) -> tuple[str, ...]:
    """The node's inputs as MXNet names them; whether a bias is there follows from the count."""
    has_bias = n == _n_inputs(a, True)
    names = ["data", "weight"] + ["bias"] * has_bias
    names += ["gamma", "beta", "mean", "var"] * a.with_bn + ["sum"] * a.with_sum
    if a.quantized:
        names += ["data_min", "data_max"] + ["sum_min", "sum_max"] * a.with_sum
    return tuple(names) if len(names) == n else tuple(f"arg{i}" for i in range(n))


def _validate(a, subgraphs, n_inputs):
    f = _fusion(a, subgraphs)
    want = _n_inputs(a, not f.conv.no_bias)
    if n_inputs != want:
        raise OpError(f"_sg_mkldnn_conv: the node has {n_inputs} inputs, its attributes and "
                      f"subgraph need {want}")
    if len(f.conv.kernel) != 2:
        raise OpError(f"_sg_mkldnn_conv: only 2-D convolutions are supported, got kernel "
                      f"{tuple(f.conv.kernel)}")


def _output_dtype(a, f) -> str:
    if not a.quantized:
        return "float32"
    if a.min_calib_range is None or a.max_calib_range is None:
        return "int32"
    relu_last = (f.with_act and not f.with_sum) or f.with_postsum_act
    return "uint8" if relu_last else "int8"


def _infer_shape(a, subgraphs, ins):
    f = _fusion(a, subgraphs)
    out = tuple(_CONVOLUTION.out_shapes(f.conv, ins[0], ins[1])[0])
    return [out, (1,), (1,)] if a.quantized else [out]


def _infer_input_shapes(a, subgraphs, ins):
    f = _fusion(a, subgraphs)
    shapes = list(ins)
    data = shapes[0]
    if data is None:
        return shapes
    names = _input_names(a, len(shapes))
    weight = tuple(_CONVOLUTION.infer_input_shapes(f.conv, [data, None, None])[1])
    channels = (f.conv.num_filter,)
    for i, name in enumerate(names):
        if name == "weight":
            shapes[i] = weight
        elif name in ("bias", "gamma", "beta", "mean", "var"):
            shapes[i] = channels
        elif name in ("data_min", "data_max", "sum_min", "sum_max"):
            shapes[i] = (1,)
        elif name == "sum":
            shapes[i] = tuple(_CONVOLUTION.out_shapes(f.conv, data, weight)[0])
    return shapes


def _infer_type(a, subgraphs, dtypes):
    out = _output_dtype(a, _fusion(a, subgraphs))
    return [out, "float32", "float32"] if a.quantized else [out]


# ----------------------------------------------------------------------- weights
def _fold_batchnorm(xp, f, weight, bias, gamma, beta, mean, var):
    """MXNet's UpdateConvWeightBias: the BatchNorm's scale folded into float32 weights/bias."""
    g = xp.ones_like(gamma, dtype=np.float64) if f.bn.fix_gamma else gamma.astype(np.float64)
    alpha = (g / xp.sqrt(var.astype(np.float64) + float(f.bn.eps))).astype(_F32)
    mean, beta = mean.astype(_F32), beta.astype(_F32)
    if bias is None:
        new_bias = beta - alpha * mean
    else:
        new_bias = beta + alpha * (bias.astype(_F32) - mean)
    new_weight = weight.astype(_F32) * alpha.reshape(-1, *(1,) * (weight.ndim - 1))
    return new_weight, new_bias.astype(_F32)


def _weight_scales(xp, weight, bias, data_scale, channelwise):
    """MXNet's GetWeightScales: per output channel (bounded so that the int32 bias stays
    within 2^30), or one for the tensor (uncalibrated output)."""
    flat = weight.reshape(weight.shape[0], -1)
    if not channelwise:
        return np.array([_quantize_scale(True, flat.min(), flat.max())], _F32)
    lo, hi = np.asarray(flat.min(axis=1)), np.asarray(flat.max(axis=1))
    scales = np.array([_quantize_scale(True, x, y) for x, y in zip(lo, hi)], _F32)
    if bias is not None:
        for c, b in enumerate(np.asarray(bias, _F32)):
            if b:
                bound = _F32(_INT32_MAX_F if b > 0 else -_INT32_MAX_F) / _F32(2) / b / data_scale
                scales[c] = min(scales[c], _F32(bound))
    return scales


# ----------------------------------------------------------------------- int8 convolution
def _geometry(conv):
    k = tuple(conv.kernel)
    stride = tuple(conv.stride) or (1, 1)
    dilate = tuple(conv.dilate) or (1, 1)
    pad = tuple(conv.pad) or (0, 0)
    return k, stride, dilate, pad


def _taps(xp, x, conv):
    """The padded data and, per kernel tap, its strided view (N, C, OH, OW)."""
    k, stride, dilate, pad = _geometry(conv)
    xpad = xp.pad(x, ((0, 0), (0, 0), (pad[0], pad[0]), (pad[1], pad[1])))
    oh = (x.shape[2] + 2 * pad[0] - dilate[0] * (k[0] - 1) - 1) // stride[0] + 1
    ow = (x.shape[3] + 2 * pad[1] - dilate[1] * (k[1] - 1) - 1) // stride[1] + 1
    views = {}
    for i in range(k[0]):
        for j in range(k[1]):
            r, c = i * dilate[0], j * dilate[1]
            views[i, j] = xpad[:, :, r:r + stride[0] * (oh - 1) + 1:stride[0],
                               c:c + stride[1] * (ow - 1) + 1:stride[1]]
    return views, (oh, ow)


def _int_conv(xp, data, qweight, conv, pair_saturation):
    """The exact integer accumulator (int64) of a grouped convolution of int arrays, with
    oneDNN's int16 saturation of input-channel pair sums where ``pair_saturation``."""
    groups = conv.num_group
    n, c = data.shape[:2]
    f = qweight.shape[0]
    # float GEMMs are exact while every partial sum stays below 2^24 (float32) or 2^53
    reach = float(xp.abs(qweight.astype(np.int64)).reshape(f, -1).sum(axis=1).max()) * \
        float(xp.abs(data.astype(np.int32)).max(initial=0))
    acc_dtype = np.float32 if reach < 2 ** 24 else np.float64
    views, (oh, ow) = _taps(xp, data.astype(acc_dtype), conv)
    w = qweight.astype(acc_dtype)
    if groups == c and f == c and qweight.shape[1] == 1:        # depthwise: no channel pairs
        acc = xp.zeros((n, f, oh, ow), acc_dtype)
        for (i, j), v in views.items():
            acc += v * w[:, 0, i, j].reshape(1, -1, 1, 1)
        return acc.astype(np.int64)
    cg, fg = c // groups, f // groups
    kh, kw = qweight.shape[2:]
    acc = xp.empty((n, f, oh, ow), acc_dtype)
    for g in range(groups):
        cols = xp.stack([views[i, j][:, g * cg:(g + 1) * cg] for i in range(kh)
                         for j in range(kw)], axis=2)          # (N, Cg, taps, OH, OW)
        cols = cols.transpose(0, 3, 4, 1, 2).reshape(n * oh * ow, cg * kh * kw)
        wg = w[g * fg:(g + 1) * fg].reshape(fg, -1)
        acc[:, g * fg:(g + 1) * fg] = (cols @ wg.T).reshape(n, oh, ow, fg).transpose(0, 3, 1, 2)
    acc = xp.rint(acc).astype(np.int64)
    if pair_saturation:
        _saturate_pairs(xp, acc, views, data, qweight, groups)
    return acc


def _saturate_pairs(xp, acc, views, data, qweight, groups):
    """Correct ``acc`` where a channel pair's product sum passes the int16 range: only pairs
    of same-signed weights whose sum exceeds 32767 / 255 in magnitude can."""
    f, cg = qweight.shape[:2]
    fg = f // groups
    w = qweight.astype(np.int32)
    even = w[:, 0:cg - 1:2]
    odd = w[:, 1:cg:2]
    # the largest uint8 value of each input channel bounds what its products can reach
    x_max = data.max(axis=(0, 2, 3)).astype(np.int32)
    for g in range(groups):
        fs = slice(g * fg, (g + 1) * fg)
        top = x_max[g * cg:(g + 1) * cg]
        bound = xp.abs(even[fs]) * top[0:cg - 1:2].reshape(1, -1, 1, 1) + \
            xp.abs(odd[fs]) * top[1:cg:2].reshape(1, -1, 1, 1)
        risky = (even[fs] * odd[fs] > 0) & (bound > 32767)
        if not bool(risky.any()):
            continue
        # one vectorised pass per (pair, tap) over the filters at risk there
        for pair, i, j in zip(*(np.asarray(ix) for ix in xp.nonzero(risky.any(axis=0)))):
            rows = xp.nonzero(risky[:, pair, i, j])[0]
            c0 = g * cg + 2 * int(pair)
            v = views[int(i), int(j)]
            s = v[:, c0:c0 + 1].astype(np.int32) * even[fs][rows, pair, i, j].reshape(1, -1, 1, 1)
            s += v[:, c0 + 1:c0 + 2].astype(np.int32) * odd[fs][rows, pair, i, j].reshape(1, -1, 1, 1)
            over = xp.maximum(s - 32767, 0) + xp.minimum(s + 32768, 0)
            acc[:, g * fg + rows] -= over


@quiet
def _quantized_forward(ctx, a, f, v):
    xp = ctx.xp
    data = v["data"]
    if not _is_quantized(data.dtype):
        raise OpError(f"_sg_mkldnn_conv: quantized data must be int8 or uint8, got {data.dtype}")
    signed = data.dtype == np.int8
    data_min, data_max = _scalar(v["data_min"]), _scalar(v["data_max"])
    if data_min < 0 and not signed:
        raise OpError("_sg_mkldnn_conv: expect int8 data when data_min < 0")
    weight, bias = v["weight"].astype(_F32), v.get("bias")
    if f.bn is not None:
        weight, bias = _fold_batchnorm(xp, f, weight, bias, v["gamma"], v["beta"], v["mean"],
                                       v["var"])
    calibrated = a.min_calib_range is not None and a.max_calib_range is not None
    data_scale = _quantize_scale(signed, data_min, data_max)
    scales = _weight_scales(xp, weight, bias, data_scale, calibrated)
    # int8 data on a CPU without VNNI: weights at half scale keep vpmaddubsw's int16 pair sums
    # in range (oneDNN's scale_adjust); uint8 data keeps full-scale weights and saturates
    adjust = _F32(0.5) if signed else _F32(1)
    per_channel = xp.asarray(scales * adjust).reshape(-1, *(1,) * (weight.ndim - 1))
    qweight = _round_saturate(xp, weight * per_channel, np.int8)
    acc = _int_conv(xp, data, qweight, f.conv, pair_saturation=not signed)
    out = acc.astype(_F32)
    if bias is not None:
        qbias = _round_saturate(xp, bias.astype(_F32) * xp.asarray(scales * data_scale),
                                np.int32)
        out = out + (qbias.astype(_F32) * adjust).reshape(1, -1, 1, 1)
    out_dtype = np.dtype(_output_dtype(a, f))
    if calibrated:
        lo, hi = _F32(a.min_calib_range), _F32(a.max_calib_range)
        out_scale = _quantize_scale(out_dtype == np.int8, lo, hi)
        requantize = np.array([out_scale / data_scale / s for s in scales], _F32) / adjust
    else:
        out_scale = data_scale * scales[0]
        requantize = np.array([_F32(1) / adjust], _F32)
        lo, hi = _uncalibrated_range(signed, weight, data_min, data_max)
    out = out * xp.asarray(requantize).reshape(1, -1, 1, 1)
    if f.with_act:
        out = xp.maximum(out, _F32(0))
    dst_dtype = out_dtype
    if f.with_sum:
        total = v["sum"]
        sum_scale = _quantize_scale(total.dtype == np.int8, _scalar(v["sum_min"]),
                                    _scalar(v["sum_max"]))
        # one fused multiply-add (oneDNN's sum post-op), emulated in double: the product of
        # a float and an 8-bit integer is exact there, so only the final rounding remains
        sum_scale = float(_F32(out_scale / sum_scale))
        out = (out.astype(np.float64) + sum_scale * total.astype(np.float64)).astype(_F32)
        # the primitive writes into the sum's buffer, in the sum's type
        dst_dtype = total.dtype
    if f.with_postsum_act:
        out = xp.maximum(out, _F32(0))
    result = _round_saturate(xp, out, dst_dtype)
    if dst_dtype != out_dtype:
        result = result.view(out_dtype)
    return result, xp.full((1,), lo, _F32), xp.full((1,), hi, _F32)


def _uncalibrated_range(signed, weight, data_min, data_max):
    """MXNet's QuantizationRangeForMultiplication for the int32 output of an uncalibrated
    convolution: one int32 level is one level of the weights times one of the data."""
    w_level = _max_abs(weight.min(), weight.max()) / _F32(127)
    d_level = _max_abs(data_min, data_max) / _F32(127 if signed else 255)
    hi = w_level * d_level * _INT32_MAX_F
    return -hi, hi


def _kernel(ctx, a, subgraphs, *arrays):
    f = _fusion(a, subgraphs)
    if not a.quantized:
        sub = subgraphs[0]
        feed = dict(zip(sub.input_names, arrays))
        return sub.run_with(ctx, feed)[0]
    return _quantized_forward(ctx, a, f, dict(zip(_input_names(a, len(arrays)), arrays)))


def _needs_subgraph(*_args, **_kwargs):
    raise OpError("_sg_mkldnn_conv runs its subgraph: load it from a -symbol.json")


_OP = register(Op(
    name="_sg_mkldnn_conv",
    inputs=VARIADIC,
    attrs=(Attr("with_bn", Bool, False), Attr("with_act", Bool, False),
           Attr("with_relu", Bool, False, doc="MXNet < 1.6's name of with_act"),
           Attr("with_sum", Bool, False), Attr("with_postsum_act", Bool, False),
           Attr("with_postsum_relu", Bool, False, doc="MXNet < 1.6's name of with_postsum_act"),
           Attr("quantized", Bool, False),
           Attr("min_calib_range", OptFloat, None), Attr("max_calib_range", OptFloat, None)),
    kernel=_needs_subgraph,
    infer_shape=_needs_subgraph,
    num_outputs=lambda a: 3 if a.quantized else 1,
    output_names=lambda a: ["output", "output_min", "output_max"] if a.quantized else ["output"],
    named_inputs=_input_names,
    aux_inputs=("mean", "var"),
    in_nd=False, in_sym=False,
    doc="MKLDNN fused convolution (+BatchNorm, relu, sum), float or int8; inference only: "
        "MXNet gives it zero gradients and no rule is registered",
))
with_subgraphs(_OP, validate=_validate, kernel=_kernel, infer_shape=_infer_shape,
               infer_type=_infer_type, infer_input_shapes=_infer_input_shapes)
