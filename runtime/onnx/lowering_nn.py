"""ONNX lowerings of MXNet's neural-network layers (convolution, pooling, normalisation,
dense, activations, softmax, dropout, embedding, resizing, padding).

Each follows the runtime's kernel of the same op (which is tested against MXNet 1.9.1), and
``tests/onnx`` runs every one in onnxruntime against that kernel.
"""
from __future__ import annotations

import math

import numpy as np
from onnx import TensorProto, numpy_helper

from .builder import GraphBuilder, NodeView, tensor_type
from .table import lowers, norm_axis, scalar

_FIRST_LAYOUTS = (None, "NCW", "NCHW", "NCDHW")


def _spatial(value, n: int, default: int) -> list[int]:
    return [int(v) for v in value] if value else [default] * n


def _channels_first(n: NodeView):
    if n.attrs.layout not in _FIRST_LAYOUTS:
        raise n.refuse(f"layout={n.attrs.layout!r} (ONNX convolutions are channels-first)")


@lowers("Convolution")
def convolution(b: GraphBuilder, n: NodeView, ins):
    a = n.attrs
    _channels_first(n)
    k = len(a.kernel)
    pad = _spatial(a.pad, k, 0)
    ins = ins[:2] if a.no_bias else ins[:3]
    return [b.add("Conv", ins, n.name, kernel_shape=list(a.kernel),
                  strides=_spatial(a.stride, k, 1), dilations=_spatial(a.dilate, k, 1),
                  pads=pad + pad, group=int(a.num_group))]


@lowers("Deconvolution")
def deconvolution(b: GraphBuilder, n: NodeView, ins):
    a = n.attrs
    _channels_first(n)
    if a.target_shape:
        raise n.refuse("target_shape")
    k = len(a.kernel)
    pad = _spatial(a.pad, k, 0)
    ins = ins[:2] if a.no_bias else ins[:3]
    return [b.add("ConvTranspose", ins, n.name, kernel_shape=list(a.kernel),
                  strides=_spatial(a.stride, k, 1), dilations=_spatial(a.dilate, k, 1),
                  pads=pad + pad, output_padding=_spatial(a.adj, k, 0),
                  group=int(a.num_group))]


_GLOBAL_POOL = {"max": "GlobalMaxPool", "avg": "GlobalAveragePool", "lp": "GlobalLpPool"}


@lowers("Pooling")
def pooling(b: GraphBuilder, n: NodeView, ins):
    a = n.attrs
    _channels_first(n)
    kind = a.pool_type
    if a.global_pool:
        if kind not in _GLOBAL_POOL:
            raise n.refuse(f"global pool_type={kind!r}")
        extra = {"p": int(a.p_value)} if kind == "lp" else {}
        return [b.add(_GLOBAL_POOL[kind], ins[:1], n.name, **extra)]
    k = len(a.kernel)
    stride = _spatial(a.stride, k, 1)
    pad = _spatial(a.pad, k, 0)
    conv = a.pooling_convention
    if conv == "same":
        raise n.refuse("pooling_convention='same'")
    ceil = conv == "full"
    sizes = n.in_shapes[0][2:]
    outs = n.out_shapes[0][2:]
    # onnxruntime drops a 'full' window that starts in the right padding (PyTorch's rule); MXNet
    # keeps it, so such a geometry would change the output shape
    if ceil and any((o - 1) * s >= size + p for o, s, size, p in zip(outs, stride, sizes, pad)):
        raise n.refuse(f"pooling_convention='full' with a last window wholly in the padding "
                       f"(input {tuple(sizes)}, kernel {tuple(a.kernel)}, stride {tuple(stride)}, "
                       f"pad {tuple(pad)})")
    geometry = dict(kernel_shape=list(a.kernel), strides=stride, pads=pad + pad)
    if kind == "max":
        return [b.add("MaxPool", ins[:1], n.name, ceil_mode=int(ceil), **geometry)]
    if kind == "avg":
        include = True if a.count_include_pad is None else bool(a.count_include_pad)
        return [b.add("AveragePool", ins[:1], n.name, ceil_mode=int(ceil),
                      count_include_pad=int(include), **geometry)]
    if ceil:
        raise n.refuse(f"pool_type={kind!r} with pooling_convention='full'")
    if kind == "lp":
        return [b.add("LpPool", ins[:1], n.name, p=int(a.p_value), **geometry)]
    # sum: every 'valid' window holds prod(kernel) taps, padding included
    avg = b.add("AveragePool", ins[:1], f"{n.name}_avg", count_include_pad=1, **geometry)
    return [b.add("Mul", [avg, scalar(b, n, math.prod(a.kernel), f"{n.name}_taps")], n.name)]


@lowers("BatchNorm", "_contrib_SyncBatchNorm")
def batch_norm(b: GraphBuilder, n: NodeView, ins):
    a = n.attrs
    rank = len(n.in_shapes[0])
    axis = norm_axis(getattr(a, "axis", 1), rank)
    gamma = ins[1]
    if a.fix_gamma:
        gamma = b.const(np.ones(n.in_shapes[1], dtype=n.in_dtypes[1]), f"{n.name}_gamma_fixed")
    x = ins[0]
    perm = list(range(rank))
    if axis != 1:   # ONNX normalises axis 1: move the channel axis there and back
        perm[1], perm[axis] = perm[axis], perm[1]
        x = b.add("Transpose", [x], f"{n.name}_channels_first", perm=perm)
    out = b.add("BatchNormalization", [x, gamma, ins[2], ins[3], ins[4]],
                n.name if axis == 1 else f"{n.name}_bn", epsilon=float(a.eps))
    if axis != 1:
        out = b.add("Transpose", [out], n.name, perm=perm)
    # the batch mean/var outputs exist only while training; nothing can use them at inference
    return [out, None, None]


@lowers("_contrib_BatchNormWithReLU")
def batch_norm_relu(b: GraphBuilder, n: NodeView, ins):
    out = batch_norm(b, n, ins)[0]
    return [b.add("Relu", [out], f"{n.name}_relu"), None, None]


@lowers("FullyConnected")
def fully_connected(b: GraphBuilder, n: NodeView, ins):
    a = n.attrs
    x, w = ins[0], ins[1]
    bias = None if a.no_bias else ins[2]
    if a.flatten:
        if len(n.in_shapes[0]) != 2:
            x = b.add("Flatten", [x], f"{n.name}_flatten", axis=1)
        return [b.add("Gemm", [x, w] + ([bias] if bias else []), n.name, transB=1)]
    wt = b.add("Transpose", [w], f"{n.name}_weight_t", perm=[1, 0])
    y = b.add("MatMul", [x, wt], f"{n.name}_matmul" if bias else n.name)
    return [b.add("Add", [y, bias], n.name)] if bias else [y]


_ACTIVATIONS = {"relu": "Relu", "sigmoid": "Sigmoid", "tanh": "Tanh", "softrelu": "Softplus",
                "softsign": "Softsign"}


@lowers("Activation")
def activation(b: GraphBuilder, n: NodeView, ins):
    return [b.add(_ACTIVATIONS[n.attrs.act_type], ins[:1], n.name)]


def gelu(b: GraphBuilder, n: NodeView, x: str) -> str:
    """0.5 x (1 + erf(x / sqrt 2)): opset 13 has no Gelu."""
    e = b.add("Erf", [b.add("Mul", [x, scalar(b, n, 1 / math.sqrt(2.0), f"{n.name}_rsqrt2")],
                            f"{n.name}_scaled")], f"{n.name}_erf")
    half = b.add("Mul", [x, scalar(b, n, 0.5, f"{n.name}_half")], f"{n.name}_halfx")
    return b.add("Add", [half, b.add("Mul", [half, e], f"{n.name}_halfxe")], n.name)


# MXNet's SELU constants (the ONNX defaults are these, rounded to float32)
_SELU_ALPHA = 1.6732632423543772848170429916717
_SELU_LAMBDA = 1.0507009873554804934193349852946


@lowers("LeakyReLU")
def leaky_relu(b: GraphBuilder, n: NodeView, ins):
    a = n.attrs
    t = a.act_type
    x = ins[0]
    if t == "leaky":
        return [b.add("LeakyRelu", [x], n.name, alpha=float(a.slope))]
    if t == "rrelu":   # inference: the mean of the random slope's range; the mask stays 0
        out = b.add("LeakyRelu", [x], n.name, alpha=(a.lower_bound + a.upper_bound) / 2)
        shape = b.add("Shape", [x], f"{n.name}_shape")
        zero = numpy_helper.from_array(np.zeros(1, dtype=n.out_dtypes[1]))
        return [out, b.add("ConstantOfShape", [shape], f"{n.name}_mask", value=zero)]
    if t == "elu":
        return [b.add("Elu", [x], n.name, alpha=float(a.slope))]
    if t == "selu":
        return [b.add("Selu", [x], n.name, alpha=_SELU_ALPHA, gamma=_SELU_LAMBDA)]
    if t == "gelu":
        return [gelu(b, n, x)]
    # prelu: gamma is per channel (axis 1); ONNX broadcasts the slope from the right
    rank = len(n.in_shapes[0])
    slope = ins[1]
    if rank > 2 and math.prod(n.in_shapes[1]) > 1:
        slope = b.add("Reshape", [slope, b.ints([-1] + [1] * (rank - 2), f"{n.name}_gshape")],
                      f"{n.name}_gamma")
    return [b.add("PRelu", [x, slope], n.name)]


def _cast_to(b: GraphBuilder, n: NodeView, x: str, dtype) -> str:
    if dtype is None or np.dtype(dtype) == np.dtype(n.in_dtypes[0]):
        return x
    return b.add("Cast", [x], f"{n.name}_cast", to=tensor_type(dtype))


def _softmax_like(op_type: str, negate: bool = False):
    def lower(b: GraphBuilder, n: NodeView, ins):
        a = n.attrs
        if getattr(a, "use_length", False):
            raise n.refuse("use_length=True")
        x = _cast_to(b, n, ins[0], a.dtype)
        if negate:
            x = b.add("Neg", [x], f"{n.name}_neg")
        if a.temperature not in (None, 1.0):
            x = b.add("Div", [x, b.const(np.asarray(a.temperature, dtype=n.out_dtypes[0]),
                                         f"{n.name}_temperature")], f"{n.name}_scaled")
        return [b.add(op_type, [x], n.name, axis=norm_axis(a.axis, len(n.in_shapes[0])))]
    return lower


lowers("softmax")(_softmax_like("Softmax"))
lowers("log_softmax")(_softmax_like("LogSoftmax"))
lowers("softmin")(_softmax_like("Softmax", negate=True))


def _softmax_flat(b: GraphBuilder, n: NodeView, x: str) -> str:
    """Softmax over all axes but the first, as MXNet's 'instance' softmax outputs do."""
    shape = n.in_shapes[0]
    if len(shape) == 2:
        return b.add("Softmax", [x], n.name, axis=1)
    flat = b.add("Flatten", [x], f"{n.name}_flat", axis=1)
    y = b.add("Softmax", [flat], f"{n.name}_softmax", axis=1)
    return b.add("Reshape", [y, b.ints(shape, f"{n.name}_shape")], n.name)


@lowers("SoftmaxOutput")
def softmax_output(b: GraphBuilder, n: NodeView, ins):
    """At inference the output is the softmax; the label input is not read."""
    a = n.attrs
    if a.multi_output:
        return [b.add("Softmax", ins[:1], n.name, axis=1)]
    if a.preserve_shape:
        return [b.add("Softmax", ins[:1], n.name, axis=len(n.in_shapes[0]) - 1)]
    return [_softmax_flat(b, n, ins[0])]


@lowers("LinearRegressionOutput", "MAERegressionOutput")
def regression_output(b: GraphBuilder, n: NodeView, ins):
    """At inference a regression output passes its data through; the label is not read."""
    return [b.add("Identity", ins[:1], n.name)]


@lowers("LogisticRegressionOutput")
def logistic_output(b: GraphBuilder, n: NodeView, ins):
    return [b.add("Sigmoid", ins[:1], n.name)]


@lowers("SoftmaxActivation")
def softmax_activation(b: GraphBuilder, n: NodeView, ins):
    if n.attrs.mode == "channel":
        return [b.add("Softmax", ins[:1], n.name, axis=1)]
    return [_softmax_flat(b, n, ins[0])]


@lowers("Dropout")
def dropout(b: GraphBuilder, n: NodeView, ins):
    if n.attrs.mode == "always" and n.attrs.p > 0:
        raise n.refuse("mode='always' (dropout at inference)")
    return [b.add("Identity", ins[:1], n.name)]


@lowers("Flatten")
def flatten(b: GraphBuilder, n: NodeView, ins):
    return [b.add("Flatten", ins[:1], n.name, axis=1)]


def _per_axis(b: GraphBuilder, n: NodeView, v: str, axis: int, what: str) -> str:
    """A (C,) parameter shaped to broadcast along ``axis`` of the data."""
    rank = len(n.in_shapes[0])
    if axis == rank - 1:
        return v
    shape = [1] * rank
    shape[axis] = -1
    return b.add("Reshape", [v, b.ints(shape, f"{n.name}_{what}_shape")], f"{n.name}_{what}")


@lowers("LayerNorm")
def layer_norm(b: GraphBuilder, n: NodeView, ins):
    """(x - mean) / sqrt(var + eps) * gamma + beta over one axis (opset 13 has no LayerNorm)."""
    a = n.attrs
    if a.output_mean_var:
        raise n.refuse("output_mean_var=True")
    axis = norm_axis(a.axis, len(n.in_shapes[0]))
    x = ins[0]
    mean = b.add("ReduceMean", [x], f"{n.name}_mean", axes=[axis], keepdims=1)
    d = b.add("Sub", [x, mean], f"{n.name}_centered")
    var = b.add("ReduceMean", [b.add("Mul", [d, d], f"{n.name}_sq")], f"{n.name}_var",
                axes=[axis], keepdims=1)
    std = b.add("Sqrt", [b.add("Add", [var, scalar(b, n, a.eps, f"{n.name}_eps")],
                               f"{n.name}_vareps")], f"{n.name}_std")
    y = b.add("Div", [d, std], f"{n.name}_normed")
    y = b.add("Mul", [y, _per_axis(b, n, ins[1], axis, "gamma")], f"{n.name}_scaled")
    return [b.add("Add", [y, _per_axis(b, n, ins[2], axis, "beta")], n.name)]


@lowers("InstanceNorm")
def instance_norm(b: GraphBuilder, n: NodeView, ins):
    return [b.add("InstanceNormalization", ins[:3], n.name, epsilon=float(n.attrs.eps))]


_L2_AXES = {"instance": lambda r: list(range(1, r)), "channel": lambda r: [1],
            "spatial": lambda r: list(range(2, r))}


@lowers("L2Normalization")
def l2_normalization(b: GraphBuilder, n: NodeView, ins):
    x = ins[0]
    axes = _L2_AXES[n.attrs.mode](len(n.in_shapes[0]))
    ss = b.add("ReduceSum", [b.add("Mul", [x, x], f"{n.name}_sq"), b.ints(axes, f"{n.name}_axes")],
               f"{n.name}_sumsq", keepdims=1)
    norm = b.add("Sqrt", [b.add("Add", [ss, scalar(b, n, n.attrs.eps, f"{n.name}_eps")],
                                f"{n.name}_sumsq_eps")], f"{n.name}_norm")
    return [b.add("Div", [x, norm], n.name)]


@lowers("LRN")
def lrn(b: GraphBuilder, n: NodeView, ins):
    a = n.attrs
    return [b.add("LRN", ins[:1], n.name, alpha=float(a.alpha), beta=float(a.beta),
                  bias=float(a.knorm), size=int(a.nsize))]


@lowers("Embedding")
def embedding(b: GraphBuilder, n: NodeView, ins):
    """Indices truncate toward zero (Cast) and clip into the table, as the runtime's kernel."""
    idx = b.add("Cast", ins[:1], f"{n.name}_idx", to=TensorProto.INT64)
    top = n.attrs.input_dim - 1
    idx = b.add("Clip", [idx, b.const(np.int64(0), f"{n.name}_lo"),
                         b.const(np.int64(top), f"{n.name}_hi")], f"{n.name}_clipped")
    return [b.add("Gather", [ins[1], idx], n.name, axis=0)]


@lowers("UpSampling")
def upsampling(b: GraphBuilder, n: NodeView, ins):
    """Nearest: each input is repeated up to the output's size (inputs may differ in size),
    then concatenated on channels or summed."""
    a = n.attrs
    if a.sample_type != "nearest":
        raise n.refuse(f"sample_type={a.sample_type!r} (a deconvolution with a weight input)")
    out = n.out_shapes[0]
    parts = []
    for k, (v, shape) in enumerate(zip(ins, n.in_shapes)):
        factors = [1.0, 1.0] + [o / s for o, s in zip(out[2:], shape[2:])]
        scales = b.const(np.asarray(factors, dtype=np.float32), f"{n.name}_scales{k}")
        # asymmetric + floor: output pixel i reads input pixel i // scale, exactly a repeat
        parts.append(b.add("Resize", [v, "", scales],
                           n.name if len(ins) == 1 else f"{n.name}_up{k}", mode="nearest",
                           coordinate_transformation_mode="asymmetric", nearest_mode="floor"))
    if len(parts) == 1:
        return parts
    if a.multi_input_mode == "sum":
        return [b.add("Sum", parts, n.name)]
    return [b.add("Concat", parts, n.name, axis=1)]


@lowers("_contrib_BilinearResize2D")
def bilinear_resize(b: GraphBuilder, n: NodeView, ins):
    sizes = b.ints(n.out_shapes[0], f"{n.name}_sizes")
    mode = "align_corners" if n.attrs.align_corners else "half_pixel"
    return [b.add("Resize", [ins[0], "", "", sizes], n.name, mode="linear",
                  coordinate_transformation_mode=mode)]


_PAD_MODES = {"constant": "constant", "edge": "edge", "reflect": "reflect"}


@lowers("Pad")
def pad(b: GraphBuilder, n: NodeView, ins):
    a = n.attrs
    widths = [int(w) for w in a.pad_width]
    pads = b.ints(widths[0::2] + widths[1::2], f"{n.name}_pads")
    inputs = [ins[0], pads]
    if a.mode == "constant":
        inputs.append(scalar(b, n, a.constant_value, f"{n.name}_value"))
    return [b.add("Pad", inputs, n.name, mode=_PAD_MODES[a.mode])]
