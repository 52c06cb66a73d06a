"""FullyConnected, dot, batch_dot, Convolution, Pooling, Activation, LeakyReLU, softmax family.

References are plain numpy written independently of the kernels (loops over
kernel offsets / output windows where that is the clearest statement of
MXNet's definition).
"""
import itertools
import math

import numpy as np
import pytest
from hybridlint.runtime.registry import KernelContext, OpError

from .harness import Case, check, resolve

R = np.random.default_rng(0)


def f32(*shape):
    return R.standard_normal(shape).astype("float32")


# ---------------------------------------------------------------- references

def ref_fc(x, w, b=None, flatten=True):
    x2 = x.reshape(x.shape[0], -1) if flatten else x
    out = x2 @ w.T
    return out if b is None else out + b


def ref_conv(x, w, b=None, stride=None, pad=None, dilate=None, groups=1):
    n = x.ndim - 2
    stride = stride or (1,) * n
    pad = pad or (0,) * n
    dilate = dilate or (1,) * n
    k = w.shape[2:]
    xpd = np.pad(x, [(0, 0), (0, 0)] + [(p, p) for p in pad])
    out_sp = [(xpd.shape[2 + i] - dilate[i] * (k[i] - 1) - 1) // stride[i] + 1 for i in range(n)]
    nf = w.shape[0]
    cg, fg = x.shape[1] // groups, nf // groups
    out = np.zeros((x.shape[0], nf, *out_sp), dtype=np.float64)
    for f in range(nf):
        g = f // fg
        for off in itertools.product(*[range(kk) for kk in k]):
            sl = tuple(slice(off[i] * dilate[i], off[i] * dilate[i] + (out_sp[i] - 1) * stride[i] + 1,
                             stride[i]) for i in range(n))
            patch = xpd[(slice(None), slice(g * cg, (g + 1) * cg)) + sl]
            out[:, f] += np.tensordot(w[(f, slice(None)) + off], patch, axes=([0], [1]))
    if b is not None:
        out += b.reshape((1, -1) + (1,) * n)
    return out.astype(x.dtype)


def ref_pool(x, kernel, stride=None, pad=None, pool_type="max", convention="valid",
             include_pad=True, p_value=2):
    """Straight from the definition in MXNet's CPU pooling kernel."""
    n = x.ndim - 2
    stride = stride or (1,) * n
    pad = pad or (0,) * n
    sizes = x.shape[2:]
    out_sp = []
    for size, k, s, p in zip(sizes, kernel, stride, pad):
        if convention == "valid":
            out_sp.append((size + 2 * p - k) // s + 1)
        elif convention == "full":
            out_sp.append(math.ceil((size + 2 * p - k) / s) + 1)
        else:
            out_sp.append((size + s - 1) // s)
    out = np.zeros(x.shape[:2] + tuple(out_sp), dtype=np.float64)
    for o in itertools.product(*[range(v) for v in out_sp]):
        sl, div_in, div_ex = [], 1, 1
        for i in range(n):
            start = o[i] * stride[i] - pad[i]
            end = min(start + kernel[i], sizes[i] + pad[i])
            div_in *= end - start
            start = max(start, 0)
            end = max(min(end, sizes[i]), start)   # C loops: an inverted range is empty
            div_ex *= end - start
            sl.append(slice(start, end))
        win = x[(Ellipsis,) + tuple(sl)].reshape(x.shape[:2] + (-1,)).astype(np.float64)
        if pool_type == "max":
            # a window wholly in the padding gives the lowest finite value
            v = win.max(-1) if win.size else np.finfo(x.dtype).min
        elif pool_type == "sum":
            v = win.sum(-1)
        elif pool_type == "avg":
            div = div_in if include_pad else div_ex
            # MXNet divides 0 by 0 for a window wholly in the padding
            v = win.sum(-1) / div if div else np.full(win.shape[:2], np.nan)
        else:
            v = (win ** p_value).sum(-1) ** (1.0 / p_value)
        out[(slice(None), slice(None)) + o] = v
    return out.astype(x.dtype)


def ref_softmax(x, axis=-1, t=1.0):
    e = np.exp((x - x.max(axis=axis, keepdims=True)) / t)
    return e / e.sum(axis=axis, keepdims=True)


_erf = np.vectorize(math.erf)

# ---------------------------------------------------------------- cases

X2, W2, B2 = f32(5, 6), f32(4, 6), f32(4)
X4, W4 = f32(3, 2, 3, 4), f32(7, 24)
X3, W3 = f32(2, 3, 6), f32(5, 6)
LENET_X, LENET_W, LENET_B = f32(2, 1, 12, 12), f32(6, 1, 5, 5), f32(6)
GX, GW = f32(2, 4, 7, 7), f32(6, 2, 3, 3)
PX = f32(2, 3, 7, 8)
BX = f32(2, 3, 4), f32(2, 4, 5)

CASES = [
    # FullyConnected
    Case("FullyConnected", [X2, W2, B2], {"num_hidden": 4}, reference=ref_fc, id="fc-2d"),
    Case("FullyConnected", [X4, W4, f32(7)], {"num_hidden": 7}, reference=ref_fc, id="fc-flatten-4d"),
    Case("FullyConnected", [X3, W3, f32(5)], {"num_hidden": 5, "flatten": False},
         reference=lambda x, w, b: ref_fc(x, w, b, flatten=False), id="fc-noflatten-3d"),
    Case("FullyConnected", [X2, W2], {"num_hidden": 4, "no_bias": True},
         reference=lambda x, w: x @ w.T, id="fc-no-bias"),
    Case("FullyConnected", [X2, W2, B2], {"num_hidden": "4", "no_bias": "False", "flatten": "True"},
         reference=ref_fc, id="fc-string-attrs"),
    # dot
    Case("dot", [f32(3, 4), f32(4, 5)], reference=np.dot, id="dot-2d"),
    Case("dot", [f32(4, 3), f32(4, 5)], {"transpose_a": True}, reference=lambda a, b: a.T @ b,
         id="dot-ta"),
    Case("dot", [f32(3, 4), f32(5, 4)], {"transpose_b": "True"}, reference=lambda a, b: a @ b.T,
         id="dot-tb"),
    Case("dot", [f32(4, 3), f32(5, 4)], {"transpose_a": True, "transpose_b": True},
         reference=lambda a, b: a.T @ b.T, id="dot-ta-tb"),
    Case("dot", [f32(4), f32(4)], reference=lambda a, b: np.array([a @ b]), id="dot-vec-vec"),
    Case("dot", [f32(4), f32(4, 3)], reference=np.dot, id="dot-vec-mat"),
    Case("dot", [f32(3, 4), f32(4)], reference=np.dot, id="dot-mat-vec"),
    Case("dot", [f32(2, 3, 4), f32(4, 5, 2)], reference=lambda a, b: np.tensordot(a, b, axes=1),
         id="dot-nd"),
    Case("dot", [f32(4, 2, 3), f32(4, 5)], {"transpose_a": True},
         reference=lambda a, b: np.tensordot(a, b, axes=([0], [0])), id="dot-nd-ta"),
    Case("dot", [f32(2, 3, 4), f32(5, 2, 4)], {"transpose_b": True},
         reference=lambda a, b: np.tensordot(a, b, axes=([2], [2])), id="dot-nd-tb"),
    # batch_dot
    Case("batch_dot", list(BX), reference=np.matmul, id="batch_dot"),
    Case("batch_dot", [f32(2, 4, 3), f32(2, 5, 4)], {"transpose_a": True, "transpose_b": True},
         reference=lambda a, b: np.swapaxes(a, 1, 2) @ np.swapaxes(b, 1, 2), id="batch_dot-tt"),
    Case("batch_dot", [f32(2, 3, 2, 4), f32(2, 3, 5, 4)], {"transpose_b": True},
         reference=lambda a, b: a @ np.swapaxes(b, -1, -2), id="batch_dot-4d"),
    # Convolution
    Case("Convolution", [LENET_X, LENET_W, LENET_B], {"kernel": (5, 5), "num_filter": 6},
         reference=ref_conv, id="conv-lenet", rtol=1e-4, atol=1e-5),
    Case("Convolution", [LENET_X, LENET_W, LENET_B],
         {"kernel": "(5, 5)", "num_filter": "6", "stride": "(2, 1)", "pad": "(1, 2)", "dilate": "(1, 1)",
          "layout": "NCHW", "no_bias": "False", "num_group": "1", "workspace": "1024",
          "cudnn_tune": "off", "cudnn_off": "True"},
         reference=lambda x, w, b: ref_conv(x, w, b, stride=(2, 1), pad=(1, 2)),
         id="conv-strings-stride-pad", rtol=1e-4, atol=1e-5),
    Case("Convolution", [f32(1, 2, 9, 9), f32(3, 2, 3, 3)],
         {"kernel": (3, 3), "num_filter": 3, "dilate": (2, 3), "no_bias": True, "stride": (2, 2)},
         reference=lambda x, w: ref_conv(x, w, dilate=(2, 3), stride=(2, 2)),
         id="conv-dilate-no-bias", rtol=1e-4, atol=1e-5),
    Case("Convolution", [GX, GW, f32(6)], {"kernel": (3, 3), "num_filter": 6, "num_group": 2,
                                          "pad": (1, 1)},
         reference=lambda x, w, b: ref_conv(x, w, b, pad=(1, 1), groups=2),
         id="conv-groups", rtol=1e-4, atol=1e-5),
    Case("Convolution", [f32(2, 4, 5, 5), f32(4, 1, 3, 3)],
         {"kernel": (3, 3), "num_filter": 4, "num_group": 4, "no_bias": True},
         reference=lambda x, w: ref_conv(x, w, groups=4), id="conv-depthwise", rtol=1e-4, atol=1e-5),
    Case("Convolution", [f32(2, 3, 10), f32(4, 3, 3), f32(4)],
         {"kernel": (3,), "num_filter": 4, "stride": (2,), "pad": (1,), "layout": "NCW"},
         reference=lambda x, w, b: ref_conv(x, w, b, stride=(2,), pad=(1,)),
         id="conv-1d", rtol=1e-4, atol=1e-5),
    Case("Convolution", [f32(1, 2, 4, 5, 5), f32(3, 2, 2, 3, 3), f32(3)],
         {"kernel": (2, 3, 3), "num_filter": 3, "pad": (0, 1, 1)},
         reference=lambda x, w, b: ref_conv(x, w, b, pad=(0, 1, 1)),
         id="conv-3d", rtol=1e-4, atol=1e-5),
    # a batch runs as one product per group over every image's columns: each image's
    # output must land in its own row (batch-major output from group-major products)
    Case("Convolution", [f32(3, 4, 5, 6, 6), f32(6, 2, 3, 3, 3), f32(6)],
         {"kernel": (3, 3, 3), "num_filter": 6, "num_group": 2, "pad": (1, 1, 1),
          "stride": (1, 2, 2), "dilate": (1, 1, 2)},
         reference=lambda x, w, b: ref_conv(x, w, b, stride=(1, 2, 2), pad=(1, 1, 1),
                                            dilate=(1, 1, 2), groups=2),
         id="conv-3d-batch-groups", rtol=1e-4, atol=1e-5),
    Case("Convolution", [f32(5, 8, 4, 3), f32(7, 8, 1, 1)],
         {"kernel": (1, 1), "num_filter": 7, "no_bias": True},
         reference=lambda x, w: ref_conv(x, w), id="conv-1x1-batch", rtol=1e-4, atol=1e-5),
    # Pooling
    Case("Pooling", [PX], {"kernel": (2, 2), "stride": (2, 2), "pool_type": "max"},
         reference=lambda x: ref_pool(x, (2, 2), (2, 2)), id="pool-max-lenet"),
    Case("Pooling", [PX], {"kernel": "(3, 3)", "stride": "(2, 2)", "pad": "(1, 1)",
                           "pool_type": "avg", "global_pool": "False", "pooling_convention": "valid",
                           "layout": "NCHW"},
         reference=lambda x: ref_pool(x, (3, 3), (2, 2), (1, 1), "avg"), id="pool-avg-pad-include"),
    Case("Pooling", [PX], {"kernel": (3, 3), "stride": (2, 2), "pad": (1, 1), "pool_type": "avg",
                           "count_include_pad": False},
         reference=lambda x: ref_pool(x, (3, 3), (2, 2), (1, 1), "avg", include_pad=False),
         id="pool-avg-pad-exclude"),
    Case("Pooling", [PX], {"kernel": (3, 3), "stride": (2, 2), "pool_type": "avg",
                           "pooling_convention": "full"},
         reference=lambda x: ref_pool(x, (3, 3), (2, 2), None, "avg", "full"), id="pool-avg-full"),
    Case("Pooling", [PX], {"kernel": (2, 3), "stride": (2, 2), "pad": (1, 0), "pool_type": "max",
                           "pooling_convention": "full"},
         reference=lambda x: ref_pool(x, (2, 3), (2, 2), (1, 0), "max", "full"), id="pool-max-full"),
    Case("Pooling", [PX], {"kernel": (2, 2), "pool_type": "sum"},
         reference=lambda x: ref_pool(x, (2, 2), None, None, "sum"), id="pool-sum-stride1",
         rtol=1e-5, atol=1e-5),
    Case("Pooling", [PX], {"kernel": (2, 2), "stride": (2, 2), "pool_type": "lp", "p_value": 2},
         reference=lambda x: ref_pool(x, (2, 2), (2, 2), None, "lp"), id="pool-lp2"),
    Case("Pooling", [PX], {"global_pool": True, "pool_type": "avg"},
         reference=lambda x: x.mean(axis=(2, 3), keepdims=True), id="pool-global-avg-no-kernel"),
    Case("Pooling", [PX], {"kernel": (1, 1), "global_pool": True, "pool_type": "max"},
         reference=lambda x: x.max(axis=(2, 3), keepdims=True), id="pool-global-max"),
    Case("Pooling", [f32(2, 3, 9)], {"kernel": (3,), "stride": (2,), "pool_type": "avg"},
         reference=lambda x: ref_pool(x, (3,), (2,), None, "avg"), id="pool-1d-avg"),
    Case("Pooling", [f32(2, 3, 9)], {"kernel": (3,), "stride": (2,), "pool_type": "max",
                                     "pooling_convention": "same"},
         reference=lambda x: ref_pool(x, (3,), (2,), None, "max", "same"), id="pool-1d-same"),
    Case("Pooling", [f32(2, 7, 8, 3)], {"kernel": (2, 2), "stride": (2, 2), "layout": "NHWC"},
         reference=lambda x: np.moveaxis(ref_pool(np.moveaxis(x, -1, 1), (2, 2), (2, 2)), 1, -1),
         id="pool-nhwc"),
    # Activation
    Case("Activation", [f32(3, 4)], {"act_type": "relu"}, reference=lambda x: np.maximum(x, 0),
         id="act-relu"),
    Case("Activation", [np.array([-100, -3, 0, 2, 100], "float32")], {"act_type": "sigmoid"},
         reference=lambda x: 1 / (1 + np.exp(-x.astype(np.float64))), id="act-sigmoid"),
    Case("Activation", [f32(3, 4)], {"act_type": "tanh"}, reference=np.tanh, id="act-tanh"),
    Case("Activation", [np.array([-50, -1, 0, 1, 30, 100], "float32")], {"act_type": "softrelu"},
         reference=lambda x: np.where(x > 20, x, np.log1p(np.exp(np.minimum(x, 20)))), id="act-softrelu"),
    Case("Activation", [f32(3, 4)], {"act_type": "softsign"}, reference=lambda x: x / (1 + np.abs(x)),
         id="act-softsign"),
    # LeakyReLU
    Case("LeakyReLU", [f32(3, 4)], {}, reference=lambda x: np.where(x > 0, x, 0.25 * x),
         id="leaky-default"),
    Case("LeakyReLU", [f32(3, 4)], {"act_type": "leaky", "slope": "0.1"},
         reference=lambda x: np.where(x > 0, x, 0.1 * x), id="leaky-slope"),
    Case("LeakyReLU", [f32(3, 4)], {"act_type": "elu", "slope": 0.5},
         reference=lambda x: np.where(x > 0, x, 0.5 * (np.exp(x) - 1)), id="leaky-elu"),
    Case("LeakyReLU", [f32(3, 4)], {"act_type": "selu"},
         reference=lambda x: 1.0507009873554805 * np.where(x > 0, x, 1.6732632423543772 * (np.exp(x) - 1)),
         id="leaky-selu"),
    Case("LeakyReLU", [f32(3, 4) * 3], {"act_type": "gelu"},
         reference=lambda x: 0.5 * x * (1 + _erf(x / np.sqrt(2))), id="leaky-gelu"),
    Case("LeakyReLU", [f32(2, 3, 4), np.array([0.1, 0.2, 0.3], "float32")], {"act_type": "prelu"},
         reference=lambda x, g: np.where(x > 0, x, x * g.reshape(1, 3, 1)), id="leaky-prelu-channel"),
    Case("LeakyReLU", [f32(2, 3, 4), np.array([0.3], "float32")], {"act_type": "prelu"},
         reference=lambda x, g: np.where(x > 0, x, x * 0.3), id="leaky-prelu-scalar"),
    # MXNet's second output is the mask of slopes, unwritten (zeros) outside training
    Case("LeakyReLU", [f32(3, 4)], {"act_type": "rrelu"},
         reference=lambda x: (np.where(x > 0, x, x * (0.125 + 0.334) / 2), np.zeros_like(x)),
         id="leaky-rrelu-inference"),
    # softmax family
    Case("softmax", [f32(3, 5)], reference=ref_softmax, id="softmax"),
    Case("softmax", [f32(3, 5, 2)], {"axis": 1, "temperature": 2.0},
         reference=lambda x: ref_softmax(x, 1, 2.0), id="softmax-axis-temp"),
    Case("softmax", [f32(3, 5) * 50], {"axis": "0"}, reference=lambda x: ref_softmax(x, 0),
         id="softmax-large-values"),
    Case("softmax", [f32(3, 5)], {"dtype": "float64"},
         reference=lambda x: ref_softmax(x.astype(np.float64)), id="softmax-dtype"),
    Case("softmax", [f32(2, 4), np.array([2, 4], "int32")], {"use_length": True},
         reference=lambda x, n: np.stack([np.concatenate([ref_softmax(x[0, :2]), [0, 0]]),
                                          ref_softmax(x[1])]).astype("float32"),
         id="softmax-length"),
    Case("log_softmax", [f32(3, 5) * 30], reference=lambda x: np.log(ref_softmax(x.astype(np.float64))),
         id="log_softmax", atol=1e-5),
    Case("softmin", [f32(3, 5)], {"axis": -1}, reference=lambda x: ref_softmax(-x), id="softmin"),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_op(case):
    check(case)


# ---------------------------------------------------------------- beyond the cases

def _run(name, *inputs, is_train=False, **attrs):
    op = resolve(name)
    a = op.parse_attrs(attrs)
    return op, a, op.kernel(KernelContext(xp=np, is_train=is_train, rng=np.random.default_rng(1)),
                            a, *inputs)


def test_lenet_attrs_from_symbol_json_parse():
    # the exact attribute strings MXNet 1.9.1 wrote for LeNet
    conv = resolve("Convolution").parse_attrs(
        {"dilate": "(1, 1)", "kernel": "(5, 5)", "layout": "NCHW", "no_bias": "False",
         "num_filter": "6", "num_group": "1", "pad": "(0, 0)", "stride": "(1, 1)"})
    assert conv.kernel == (5, 5) and conv.num_filter == 6 and conv.layout == "NCHW"
    pool = resolve("Pooling").parse_attrs(
        {"global_pool": "False", "kernel": "(2, 2)", "layout": "NCHW", "pad": "(0, 0)",
         "pool_type": "max", "pooling_convention": "valid", "stride": "(2, 2)"})
    assert pool.stride == (2, 2) and pool.count_include_pad is None
    fc = resolve("FullyConnected").parse_attrs({"flatten": "True", "no_bias": "False",
                                                "num_hidden": "120"})
    assert fc.num_hidden == 120 and fc.given["num_hidden"] == "120"
    assert resolve("dot").parse_attrs({"transpose_b": True}).given == {"transpose_b": "True"}


def test_active_inputs_follow_no_bias_and_prelu():
    fc = resolve("FullyConnected")
    assert fc.input_names(fc.parse_attrs({"num_hidden": 3, "no_bias": True})) == ("data", "weight")
    assert fc.input_names(fc.parse_attrs({"num_hidden": 3})) == ("data", "weight", "bias")
    conv = resolve("Convolution")
    assert conv.input_names(conv.parse_attrs({"kernel": (3, 3), "num_filter": 2, "no_bias": "True"})) \
        == ("data", "weight")
    lr = resolve("LeakyReLU")
    assert lr.input_names(lr.parse_attrs({"act_type": "prelu"})) == ("data", "gamma")
    assert lr.input_names(lr.parse_attrs({})) == ("data",)
    sm = resolve("softmax")
    assert sm.input_names(sm.parse_attrs({"use_length": True})) == ("data", "length")
    assert sm.input_names(sm.parse_attrs({})) == ("data",)
    # MXNet 1.9.1 gives only softmax the length input: Gluon's loss calls
    # F.log_softmax(pred, axis) positionally
    assert resolve("log_softmax").inputs == ("data",)
    assert resolve("softmin").inputs == ("data",)
    assert [a.name for a in resolve("log_softmax").attrs][:1] == ["axis"]


def test_deferred_input_shapes():
    fc = resolve("FullyConnected")
    a = fc.parse_attrs({"num_hidden": 120})
    assert fc.infer_input_shapes(a, [(16, 16, 4, 4), None, None]) == [(16, 16, 4, 4), (120, 256), (120,)]
    a = fc.parse_attrs({"num_hidden": 8, "flatten": False})
    assert fc.infer_input_shapes(a, [(2, 3, 5), (8, 0)]) [1] == (8, 5)
    conv = resolve("Convolution")
    a = conv.parse_attrs({"kernel": (5, 5), "num_filter": 16, "num_group": 2})
    assert conv.infer_input_shapes(a, [(1, 6, 12, 12), (16, 0, 5, 5), None]) == \
        [(1, 6, 12, 12), (16, 3, 5, 5), (16,)]
    lr = resolve("LeakyReLU")
    a = lr.parse_attrs({"act_type": "prelu"})
    assert lr.infer_input_shapes(a, [(2, 7, 3), None]) == [(2, 7, 3), (7,)]
    assert lr.infer_input_shapes(a, [(2, 7, 3), (1,)]) == [(2, 7, 3), (1,)]


def test_out_shapes_with_unknown_batch():
    fc = resolve("FullyConnected")
    assert fc.out_shapes(fc.parse_attrs({"num_hidden": 4}), (0, 6), (4, 6), (4,)) == [(0, 4)]
    conv = resolve("Convolution")
    a = conv.parse_attrs({"kernel": (5, 5), "num_filter": 6})
    assert conv.out_shapes(a, (0, 1, 28, 28), (6, 1, 5, 5), (6,)) == [(0, 6, 24, 24)]
    pool = resolve("Pooling")
    a = pool.parse_attrs({"kernel": (3, 3), "stride": (2, 2), "pooling_convention": "full"})
    assert pool.out_shapes(a, (0, 6, 24, 24)) == [(0, 6, 12, 12)]
    a = pool.parse_attrs({"kernel": (3, 3), "stride": (2, 2)})
    assert pool.out_shapes(a, (0, 6, 24, 24)) == [(0, 6, 11, 11)]


@pytest.mark.parametrize("name, inputs, attrs, fragment", [
    ("FullyConnected", [f32(2, 6), f32(4, 5), f32(4)], {"num_hidden": 4}, "weight shape (4, 5)"),
    ("FullyConnected", [f32(2, 6), f32(3, 6), f32(3)], {"num_hidden": 4}, "num_hidden"),
    ("dot", [f32(2, 3), f32(4, 5)], {}, "cannot contract"),
    ("dot", [f32(3), f32(3)], {"transpose_a": True}, "cannot transpose 1-D"),
    ("batch_dot", [f32(2, 3, 4), f32(3, 4, 5)], {}, "batch dimensions differ"),
    ("batch_dot", [f32(3, 4), f32(4, 5)], {}, ">= 3"),
    ("Convolution", [f32(1, 3, 8, 8), f32(4, 3, 3, 3)], {"kernel": (3,), "num_filter": 4}, "3-D data"),
    ("Convolution", [f32(1, 3, 8, 8), f32(4, 2, 3, 3), f32(4)], {"kernel": (3, 3), "num_filter": 4},
     "weight shape"),
    ("Convolution", [f32(1, 3, 8, 8), f32(4, 1, 3, 3)],
     {"kernel": (3, 3), "num_filter": 4, "num_group": 2, "no_bias": True}, "not divisible"),
    ("Convolution", [f32(1, 3, 2, 2), f32(4, 3, 3, 3)], {"kernel": (3, 3), "num_filter": 4,
                                                         "no_bias": True}, "larger than"),
    ("Convolution", [f32(1, 3, 8, 8), f32(4, 3, 3, 3)],
     {"kernel": (3, 3), "num_filter": 4, "no_bias": True, "stride": (1, 1, 1)}, "stride"),
    ("Convolution", [f32(1, 8, 8, 3), f32(4, 3, 3, 3)],
     {"kernel": (3, 3), "num_filter": 4, "no_bias": True, "layout": "NHWC"}, "NHWC"),
    ("Pooling", [f32(1, 3, 8, 8)], {}, "kernel is required"),
    ("Pooling", [f32(1, 3, 8, 8)], {"kernel": (2,)}, "spatial"),
    ("Pooling", [f32(1, 3, 8, 8)], {"kernel": (2, 2), "pooling_convention": "same"}, "1-D"),
    ("Pooling", [f32(1, 3, 8, 8)], {"kernel": (9, 9)}, "larger than"),
    ("Pooling", [f32(1, 3, 8)], {"kernel": (2,), "pad": (1,), "pooling_convention": "same"}, "drop pad"),
    ("Pooling", [f32(1, 3, 8, 8)], {"kernel": (2, 2), "pool_type": "lp"}, "needs p_value"),
    ("Pooling", [f32(1, 3, 8, 8)], {"kernel": (2, 2), "pool_type": "lp", "p_value": 4}, "1, 2 or 3"),
    ("LeakyReLU", [f32(2, 3, 4), f32(2)], {"act_type": "prelu"}, "gamma shape"),
    ("softmax", [f32(2, 3)], {"axis": 2}, "out of range"),
    ("log_softmax", [f32(2, 3)], {"use_length": True}, "only softmax"),
    ("softmax", [f32(2, 3), np.array([1, 2, 3], "int32")], {"use_length": True}, "length shape"),
])
def test_bad_input_is_a_clear_op_error(name, inputs, attrs, fragment):
    with pytest.raises(OpError, match=None) as info:
        _run(name, *inputs, **attrs)
    assert fragment in str(info.value), str(info.value)


def test_bad_attribute_values_are_op_errors():
    with pytest.raises(OpError, match="act_type"):
        resolve("Activation").parse_attrs({"act_type": "swish"})
    with pytest.raises(OpError, match="needs attribute 'num_hidden'"):
        resolve("FullyConnected").parse_attrs({})
    with pytest.raises(OpError, match="pool_type"):
        resolve("Pooling").parse_attrs({"kernel": (2, 2), "pool_type": "median"})


# MXNet 1.9.1 parses an attribute from its text, so a float or a bool where it expects an int or a
# shape is an error even when its value is whole ("Invalid Parameter format for height expect int
# but value='6.0'"); checked there for each of these.
@pytest.mark.parametrize("name, attrs", [
    ("contrib.BilinearResize2D", {"height": 6.0, "width": 6}),
    ("contrib.BilinearResize2D", {"height": True, "width": 6}),
    ("one_hot", {"depth": 3.0}),
    ("SliceChannel", {"num_outputs": 2.0}),
    ("slice_axis", {"axis": 1, "begin": 0.0, "end": 1}),
    ("expand_dims", {"axis": 1.0}),
    ("topk", {"k": 2.0}),
    ("FullyConnected", {"num_hidden": 2.0}),
    ("Pooling", {"kernel": (2.0, 2.0), "pool_type": "max"}),
    ("Reshape", {"shape": (2.0, -1)}),
])
def test_whole_floats_and_bools_are_not_ints(name, attrs):
    with pytest.raises(OpError, match="expected"):
        resolve(name).parse_attrs(attrs)
    whole = {k: (int(v) if isinstance(v, float) else tuple(int(e) for e in v) if isinstance(v, tuple)
                 else 6 if v is True else v) for k, v in attrs.items()}
    resolve(name).parse_attrs(whole)


def test_rrelu_training_draws_slopes_in_bounds():
    x = -np.ones((200,), "float32")
    _, _, (y, mask) = _run("LeakyReLU", x, is_train=True, act_type="rrelu")
    assert y.dtype == np.float32
    slopes = -y
    assert slopes.min() >= 0.125 and slopes.max() < 0.334 and slopes.std() > 0.01
    # the second output is the slope each element drew
    np.testing.assert_array_equal(mask, slopes)


@pytest.mark.parametrize("dtype", ["float16", "float64"])
def test_dtype_is_kept(dtype):
    x = f32(2, 3, 6, 6).astype(dtype)
    w = f32(4, 3, 3, 3).astype(dtype)
    assert _run("Convolution", x, w, kernel=(3, 3), num_filter=4, no_bias=True)[2].dtype == dtype
    assert _run("Pooling", x, kernel=(2, 2), pool_type="avg")[2].dtype == dtype
    assert _run("FullyConnected", x, f32(5, 108).astype(dtype), num_hidden=5, no_bias=True)[2].dtype \
        == dtype
    for act in ("relu", "sigmoid", "tanh", "softrelu", "softsign"):
        assert _run("Activation", x, act_type=act)[2].dtype == dtype
    for act in ("leaky", "elu", "selu", "gelu"):
        assert _run("LeakyReLU", x, act_type=act)[2].dtype == dtype
    assert _run("softmax", x)[2].dtype == dtype


def test_window_view_fallback_matches_sliding_window_view():
    # cupy gained sliding_window_view late; the as_strided fallback must agree
    from types import SimpleNamespace

    from hybridlint.runtime.ops.nn_util import windows

    bare = SimpleNamespace(lib=SimpleNamespace(stride_tricks=SimpleNamespace(
        as_strided=np.lib.stride_tricks.as_strided)))
    x = f32(2, 3, 7, 6)
    for window, axes in [((3, 2), (2, 3)), ((4,), (3,)), ((2, 2, 3), (1, 2, 3))]:
        np.testing.assert_array_equal(windows(bare, x, window, axes), windows(np, x, window, axes))


def test_kernels_use_only_the_array_module_they_are_given():
    # every kernel goes through ctx.xp: a namespace that counts its use proves it
    import hybridlint.runtime.ops.nn_conv as conv

    used = []

    class Spy:
        def __getattr__(self, name):
            used.append(name)
            return getattr(np, name)

    op = resolve("Convolution")
    a = op.parse_attrs({"kernel": (3, 3), "num_filter": 2, "pad": (1, 1)})
    out = op.kernel(KernelContext(xp=Spy()), a, f32(1, 2, 4, 4), f32(2, 2, 3, 3), f32(2))
    assert out.shape == (1, 2, 4, 4) and "matmul" in used and "pad" in used
    assert not hasattr(conv, "np"), "nn kernels must not import numpy directly"


def test_pooling_windows_wholly_in_padding():
    # kernel 1, pad 2: the first and last windows see only padding.  MXNet's CPU
    # loops then yield the lowest float (max), 0 (sum) and 0/0 = nan (avg)
    x = np.arange(8, dtype="float32").reshape(1, 2, 4)
    attrs = {"kernel": (1,), "stride": (2,), "pad": (2,)}
    mx = _run("Pooling", x, pool_type="max", **attrs)[2]
    sm = _run("Pooling", x, pool_type="sum", **attrs)[2]
    av = _run("Pooling", x, pool_type="avg", **attrs)[2]
    np.testing.assert_array_equal(mx[..., 1:3], x[..., 0::2])
    assert (mx[..., [0, 3]] == np.finfo(np.float32).min).all()
    np.testing.assert_array_equal(sm, [[[0, 0, 2, 0], [0, 4, 6, 0]]])
    np.testing.assert_array_equal(av[..., 1:3], x[..., 0::2])   # include-pad: 1-element windows
    ex = _run("Pooling", x, pool_type="avg", count_include_pad=False, **attrs)[2]
    assert np.isnan(ex[..., [0, 3]]).all() and (ex[..., 1:3] == x[..., 0::2]).all()


def test_erf_helper_matches_math_erf():
    from hybridlint.runtime.ops.nn_util import erf

    x = np.linspace(-9, 9, 4001)
    np.testing.assert_allclose(erf(np, x), _erf(x), rtol=0, atol=1e-14)
    assert erf(np, np.array([np.inf, -np.inf])).tolist() == [1.0, -1.0]


_BAD = np.array([[np.nan, np.inf, -np.inf, 1e30, -1e30, 0.5]], "float32")


@pytest.mark.parametrize("name, inputs, attrs", [
    ("Activation", [_BAD], {"act_type": "softrelu"}),
    ("Activation", [_BAD], {"act_type": "softsign"}),
    ("LeakyReLU", [_BAD], {"act_type": "gelu"}),
    ("LeakyReLU", [_BAD], {"act_type": "elu"}),
    ("softmax", [_BAD], {}),
    ("log_softmax", [_BAD], {}),
    ("FullyConnected", [_BAD, np.ones((2, 6), "float32")], {"num_hidden": 2, "no_bias": True}),
    ("dot", [_BAD, _BAD.T], {}),
    ("Convolution", [_BAD.reshape(1, 1, 6), np.ones((1, 1, 3), "float32")],
     {"kernel": (3,), "num_filter": 1, "no_bias": True}),
    ("Pooling", [_BAD.reshape(1, 1, 6)], {"kernel": (2,), "pool_type": "avg"}),
    ("Pooling", [_BAD.reshape(1, 1, 6)], {"kernel": (2,), "pool_type": "lp", "p_value": 2}),
    ("BatchNorm", [_BAD.reshape(1, 6, 1)] + [np.ones(6, "float32")] * 4, {}),
    ("LayerNorm", [_BAD, np.ones(6, "float32"), np.ones(6, "float32")], {}),
])
def test_non_finite_inputs_propagate_silently(name, inputs, attrs):
    # MXNet turns inf/nan into inf/nan without a word; numpy would warn
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        out = _run(name, *inputs, **attrs)[2]
    assert np.isnan(np.asarray(out)).any()
