"""Deconvolution, InstanceNorm, GroupNorm, contrib.BatchNormWithReLU, Pad, UpSampling,
L2Normalization, LRN and the legacy output layers."""
import itertools

import numpy as np
import pytest
from hybridlint.runtime.registry import OpError

from .harness import Case, check, resolve
from .harness import run_kernel_unshaped as _run

R = np.random.default_rng(2)


def f32(*shape):
    return R.standard_normal(shape).astype("float32")


def pos32(*shape):
    return (R.random(shape) + 0.5).astype("float32")


def ref_deconv(x, w, b=None, stride=None, pad=None, dilate=None, adj=None, groups=1):
    """Scatter every input pixel times the kernel into the output, one by one."""
    n = x.ndim - 2
    stride = stride or (1,) * n
    pad = pad or (0,) * n
    dilate = dilate or (1,) * n
    adj = adj or (0,) * n
    ins, k = x.shape[2:], w.shape[2:]
    cg, fg = x.shape[1] // groups, w.shape[1]
    full = [(ins[i] - 1) * stride[i] + dilate[i] * (k[i] - 1) + 1 for i in range(n)]
    out = [full[i] - 2 * pad[i] + adj[i] for i in range(n)]
    buf = np.zeros((x.shape[0], fg * groups) + tuple(max(f, p + o) for f, p, o in zip(full, pad, out)))
    for c in range(x.shape[1]):
        g = c // cg
        for f in range(fg):
            for off in itertools.product(*map(range, k)):
                for pos in itertools.product(*map(range, ins)):
                    at = tuple(pos[i] * stride[i] + off[i] * dilate[i] for i in range(n))
                    buf[(slice(None), g * fg + f) + at] += x[(slice(None), c) + pos] * w[(c, f) + off]
    res = buf[(slice(None), slice(None)) + tuple(slice(p, p + o) for p, o in zip(pad, out))]
    if b is not None:
        res = res + b.reshape((1, -1) + (1,) * n)
    return res.astype(x.dtype)


def ref_instance_norm(x, g, b, eps=1e-3):
    axes = tuple(range(2, x.ndim))
    m = x.mean(axis=axes, keepdims=True)
    v = x.var(axis=axes, keepdims=True)
    view = (1, -1) + (1,) * (x.ndim - 2)
    return (x - m) / np.sqrt(v + eps) * g.reshape(view) + b.reshape(view)


def ref_group_norm(x, g, b, groups, eps=1e-5):
    y = x.reshape(x.shape[0], groups, -1)
    m = y.mean(-1, keepdims=True)
    s = np.sqrt(y.var(-1, keepdims=True) + eps)
    return (((y - m) / s) * g.reshape(1, -1, 1) + b.reshape(1, -1, 1)).reshape(x.shape)


def ref_lrn(x, nsize, alpha=1e-4, beta=0.75, knorm=2.0):
    half = nsize // 2
    out = np.empty_like(x)
    for c in range(x.shape[1]):
        lo, hi = max(0, c - half), min(x.shape[1], c + half + 1)
        s = (x[:, lo:hi] ** 2).sum(axis=1)
        out[:, c] = x[:, c] / (knorm + alpha / nsize * s) ** beta
    return out


def softmax(x, axis):
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


DX, DW = f32(2, 2, 3, 4), f32(2, 3, 3, 3)

CASES = [
    Case("Deconvolution", [DX, DW], {"kernel": (3, 3), "num_filter": 3},
         reference=ref_deconv, id="deconv-default-no-bias", rtol=1e-4, atol=1e-5),
    Case("Deconvolution", [DX, DW, f32(3)],
         {"kernel": "(3, 3)", "stride": "(2, 2)", "pad": "(1, 1)", "adj": "(1, 1)", "num_filter": "3",
          "no_bias": "False", "dilate": "(1, 1)", "num_group": "1", "layout": "NCHW"},
         reference=lambda x, w, b: ref_deconv(x, w, b, (2, 2), (1, 1), None, (1, 1)),
         id="deconv-stride-pad-adj", rtol=1e-4, atol=1e-5),
    Case("Deconvolution", [DX, DW], {"kernel": (3, 3), "num_filter": 3, "dilate": (2, 1),
                                     "stride": (1, 2), "adj": (0, 1), "pad": (0, 0)},
         reference=lambda x, w: ref_deconv(x, w, None, (1, 2), None, (2, 1), (0, 1)),
         id="deconv-dilate-adj-beyond-pad", rtol=1e-4, atol=1e-5),
    Case("Deconvolution", [f32(1, 4, 3, 3), f32(4, 1, 2, 2)],
         {"kernel": (2, 2), "num_filter": 2, "num_group": 2, "stride": (2, 2)},
         reference=lambda x, w: ref_deconv(x, w, stride=(2, 2), groups=2),
         id="deconv-groups", rtol=1e-4, atol=1e-5),
    Case("Deconvolution", [f32(2, 3, 5), f32(3, 2, 4), f32(2)],
         {"kernel": (4,), "num_filter": 2, "stride": (2,), "pad": (1,), "no_bias": False},
         reference=lambda x, w, b: ref_deconv(x, w, b, (2,), (1,)), id="deconv-1d",
         rtol=1e-4, atol=1e-5),
    Case("Deconvolution", [DX, DW], {"kernel": (3, 3), "num_filter": 3, "stride": (2, 2),
                                     "target_shape": (6, 8)},
         # MXNet: full=(7, 9); pad=(1, 1) adj=(1, 1) reach the target exactly
         reference=lambda x, w: ref_deconv(x, w, None, (2, 2), (1, 1), None, (1, 1)),
         id="deconv-target-shape", rtol=1e-4, atol=1e-5),
    Case("InstanceNorm", [f32(2, 3, 4, 5), pos32(3), f32(3)], reference=ref_instance_norm,
         id="instance-norm", rtol=1e-4, atol=1e-5),
    Case("InstanceNorm", [f32(2, 3, 6), pos32(3), f32(3)], {"eps": 1e-5},
         reference=lambda x, g, b: ref_instance_norm(x, g, b, 1e-5), id="instance-norm-1d",
         rtol=1e-4, atol=1e-5),
    Case("GroupNorm", [f32(2, 6, 3, 3), pos32(2), f32(2)], {"num_groups": 2},
         reference=lambda x, g, b: ref_group_norm(x, g, b, 2), id="group-norm", rtol=1e-4, atol=1e-5),
    Case("GroupNorm", [f32(2, 4, 5), pos32(4), f32(4)], {"num_groups": 4, "output_mean_var": True},
         reference=lambda x, g, b: (ref_group_norm(x, g, b, 4),
                                    # (N, num_groups), as MXNet 1.9.1 gives them
                                    x.reshape(2, 4, -1).mean(-1),
                                    np.sqrt(x.reshape(2, 4, -1).var(-1) + 1e-5)),
         id="group-norm-mean-std", rtol=1e-4, atol=1e-5),
    # (MXNet 1.9.1 runs BatchNormWithReLU on 4-D float32 data only: its oneDNN kernel)
    Case("contrib.BatchNormWithReLU", [f32(3, 2, 4, 1), pos32(2), f32(2), f32(2), pos32(2)],
         {"fix_gamma": False},
         reference=lambda x, g, b, m, v: np.maximum(
             (x - m.reshape(1, 2, 1, 1)) / np.sqrt(v.reshape(1, 2, 1, 1) + 1e-3)
             * g.reshape(1, 2, 1, 1) + b.reshape(1, 2, 1, 1), 0), id="bn-relu"),
    Case("contrib._contrib_BatchNormWithReLU", [f32(3, 2, 1, 1), pos32(2), f32(2), f32(2),
                                                pos32(2)],
         reference=lambda x, g, b, m, v: np.maximum(
             (x - m.reshape(1, 2, 1, 1)) / np.sqrt(v.reshape(1, 2, 1, 1) + 1e-3)
             + b.reshape(1, 2, 1, 1), 0), id="bn-relu-fix-gamma"),
    Case("contrib.SyncBatchNorm", [f32(4, 2, 3), pos32(2), f32(2), f32(2), pos32(2)],
         {"fix_gamma": False, "ndev": 1, "key": "syncbatchnorm0_"}, is_train=True,
         reference=lambda x, g, b, m, v: (x - x.mean(axis=(0, 2), keepdims=True))
         / np.sqrt(x.var(axis=(0, 2), keepdims=True) + 1e-3) * g.reshape(1, 2, 1) + b.reshape(1, 2, 1),
         id="sync-bn-train", rtol=1e-4, atol=1e-5),
    Case("contrib._contrib_SyncBatchNorm", [f32(4, 2), pos32(2), f32(2), f32(2), pos32(2)],
         {"key": "k"}, reference=lambda x, g, b, m, v: (x - m) / np.sqrt(v + 1e-3) + b,
         id="sync-bn-inference-fix-gamma"),
    Case("Pad", [f32(1, 2, 3, 4)], {"mode": "constant", "pad_width": (0, 0, 0, 0, 1, 2, 2, 1),
                                    "constant_value": 1.5},
         reference=lambda x: np.pad(x, [(0, 0), (0, 0), (1, 2), (2, 1)], constant_values=1.5),
         id="pad-constant"),
    Case("pad", [f32(1, 2, 3, 4)], {"mode": "reflect", "pad_width": "(0, 0, 0, 0, 2, 2, 1, 3)"},
         reference=lambda x: np.pad(x, [(0, 0), (0, 0), (2, 2), (1, 3)], mode="reflect"),
         id="pad-reflect"),
    Case("Pad", [f32(1, 1, 2, 2, 3)], {"mode": "edge", "pad_width": (0, 0, 0, 0, 1, 0, 0, 1, 2, 2)},
         reference=lambda x: np.pad(x, [(0, 0), (0, 0), (1, 0), (0, 1), (2, 2)], mode="edge"),
         id="pad-edge-5d"),
    Case("UpSampling", [f32(1, 2, 2, 3)], {"scale": 2, "sample_type": "nearest", "num_args": 1},
         reference=lambda x: x.repeat(2, axis=2).repeat(2, axis=3), id="upsampling-nearest"),
    Case("UpSampling", [f32(1, 2, 4, 4), f32(1, 3, 2, 2)],
         {"scale": 1, "sample_type": "nearest", "num_args": 2},
         reference=lambda x, y: np.concatenate([x, y.repeat(2, 2).repeat(2, 3)], axis=1),
         id="upsampling-concat"),
    Case("UpSampling", [f32(1, 2, 2, 2), f32(1, 2, 4, 4)],
         {"scale": 2, "sample_type": "nearest", "num_args": 2, "multi_input_mode": "sum"},
         reference=lambda x, y: x.repeat(2, 2).repeat(2, 3) + y, id="upsampling-sum"),
    Case("UpSampling", [f32(1, 2, 3, 4), f32(2, 1, 4, 4)],
         {"scale": 2, "sample_type": "bilinear", "num_args": 2, "num_filter": 2},
         reference=lambda x, w: ref_deconv(x, w, stride=(2, 2), pad=(1, 1), groups=2),
         id="upsampling-bilinear-scale2", rtol=1e-4, atol=1e-5),
    Case("UpSampling", [f32(1, 1, 2, 3), f32(1, 1, 5, 5)],
         {"scale": 3, "sample_type": "bilinear", "num_args": 2},
         reference=lambda x, w: ref_deconv(x, w, stride=(3, 3), pad=(1, 1)),
         id="upsampling-bilinear-scale3", rtol=1e-4, atol=1e-5),
    Case("L2Normalization", [f32(2, 3, 4)],
         reference=lambda x: x / np.sqrt((x ** 2).sum(axis=(1, 2), keepdims=True) + 1e-10),
         id="l2norm-instance"),
    Case("L2Normalization", [f32(2, 3, 4)], {"mode": "channel"},
         reference=lambda x: x / np.sqrt((x ** 2).sum(axis=1, keepdims=True) + 1e-10), id="l2norm-channel"),
    Case("L2Normalization", [f32(2, 3, 4, 2)], {"mode": "spatial", "eps": 1e-3},
         reference=lambda x: x / np.sqrt((x ** 2).sum(axis=(2, 3), keepdims=True) + 1e-3),
         id="l2norm-spatial"),
    Case("LRN", [f32(2, 6, 3, 3)], {"nsize": 3}, reference=lambda x: ref_lrn(x, 3), id="lrn"),
    Case("LRN", [f32(2, 7, 2, 2)], {"nsize": 5, "alpha": 0.1, "beta": 0.5, "knorm": 1.0},
         reference=lambda x: ref_lrn(x, 5, 0.1, 0.5, 1.0), id="lrn-params"),
    Case("SoftmaxOutput", [f32(4, 5), np.zeros(4, "float32")], reference=lambda x, l: softmax(x, 1),
         id="softmax-output"),
    Case("Softmax", [f32(2, 3, 4), np.zeros(2, "float32")],
         reference=lambda x, l: softmax(x.reshape(2, -1), 1).reshape(x.shape), id="softmax-output-flat"),
    Case("SoftmaxOutput", [f32(2, 3, 4), np.zeros((2, 4), "float32")], {"multi_output": True},
         reference=lambda x, l: softmax(x, 1), id="softmax-output-multi"),
    Case("SoftmaxOutput", [f32(2, 3, 4), np.zeros((2, 3), "float32")], {"preserve_shape": "True"},
         reference=lambda x, l: softmax(x, -1), id="softmax-output-preserve"),
    Case("SoftmaxActivation", [f32(2, 3, 4)], reference=lambda x: softmax(x.reshape(2, -1), 1).reshape(x.shape),
         id="softmax-activation-instance"),
    Case("SoftmaxActivation", [f32(2, 3, 4)], {"mode": "channel"}, reference=lambda x: softmax(x, 1),
         id="softmax-activation-channel"),
    Case("LinearRegressionOutput", [f32(3, 2), f32(3, 2)], reference=lambda x, l: x, id="linreg-output"),
    Case("MAERegressionOutput", [f32(3, 2), f32(3, 2)], reference=lambda x, l: x, id="maereg-output"),
    Case("LogisticRegressionOutput", [f32(3, 2), f32(3, 2)], reference=lambda x, l: 1 / (1 + np.exp(-x)),
         id="logreg-output"),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_op(case):
    check(case)


def test_deconvolution_defaults_and_deferred_shapes():
    op = resolve("Deconvolution")
    a = op.parse_attrs({"kernel": (4, 4), "num_filter": 8, "num_group": 2})
    assert a.no_bias is True and a.workspace == 512
    assert op.input_names(a) == ("data", "weight")
    a = op.parse_attrs({"kernel": (4, 4), "num_filter": 8, "num_group": 2, "no_bias": False})
    assert op.infer_input_shapes(a, [(1, 6, 0, 0), None, None]) == [(1, 6, 0, 0), (6, 4, 4, 4), (8,)]
    a = op.parse_attrs({"kernel": (4, 4), "num_filter": 3, "stride": (2, 2), "pad": (1, 1)})
    assert op.out_shapes(a, (5, 2, 8, 8), (2, 3, 4, 4)) == [(5, 3, 16, 16)]


def test_norm_deferred_shapes():
    gn = resolve("GroupNorm")
    a = gn.parse_attrs({"num_groups": 4})
    # MXNet 1.x keeps one gamma/beta per group (Gluon declares shape=(num_groups,))
    assert gn.infer_input_shapes(a, [(2, 8, 3, 3), None, None]) == [(2, 8, 3, 3), (4,), (4,)]
    inorm = resolve("InstanceNorm")
    assert inorm.infer_input_shapes(inorm.parse_attrs({}), [(2, 5, 3), None, None])[1:] == [(5,), (5,)]
    so = resolve("SoftmaxOutput")
    assert so.infer_input_shapes(so.parse_attrs({}), [(4, 10), None])[1] == (4,)
    assert so.infer_input_shapes(so.parse_attrs({"multi_output": True}), [(4, 10, 3), None])[1] == (4, 3)


@pytest.mark.parametrize("name, inputs, attrs, fragment", [
    ("Deconvolution", [f32(1, 2, 3, 3), f32(3, 2, 3, 3)], {"kernel": (3, 3), "num_filter": 2},
     "weight shape"),
    ("Deconvolution", [f32(1, 2, 3, 3), f32(2, 2, 3, 3)],
     {"kernel": (3, 3), "num_filter": 2, "target_shape": (20, 20)}, "too big"),
    ("Deconvolution", [f32(1, 2, 3, 3), f32(2, 2, 3, 3)],
     {"kernel": (3, 3), "num_filter": 2, "stride": (2, 2), "adj": (2, 0)}, "smaller than stride"),
    ("Deconvolution", [f32(1, 2, 3, 3), f32(2, 2, 3, 3)],
     {"kernel": (3, 3), "num_filter": 2, "target_shape": (4, 4)}, "needs adj=1"),
    ("GroupNorm", [f32(2, 6, 3), f32(4), f32(4)], {"num_groups": 4}, "not divisible"),
    ("Pad", [f32(2, 3)], {"pad_width": (0, 0, 1, 1)}, "4-D and 5-D"),
    ("Pad", [f32(1, 2, 3, 3)], {"pad_width": (0, 1, 0, 0, 1, 1, 1, 1)}, "N or C"),
    ("Pad", [f32(1, 2, 3, 3)], {"pad_width": (0, 0, 0, 0, 1, 1)}, "needs 8 values"),
    ("Pad", [f32(1, 2, 3, 3)], {"mode": "reflect", "pad_width": (0, 0, 0, 0, 3, 0, 0, 0)}, "smaller"),
    ("UpSampling", [f32(1, 2, 3, 3)], {"scale": 2, "sample_type": "bilinear", "num_args": 1},
     "exactly 2 inputs"),
    ("UpSampling", [f32(1, 2, 3, 3), f32(2, 1, 3, 3)],
     {"scale": 2, "sample_type": "bilinear", "num_args": 2}, "should be (2, 1, 4, 4)"),
    ("UpSampling", [f32(1, 2, 3, 3), f32(1, 2, 2, 2)], {"scale": 1, "sample_type": "nearest",
                                                        "num_args": 2}, "cannot be scaled"),
    ("LRN", [f32(2, 3)], {"nsize": 3}, "3-D"),
    ("LRN", [f32(2, 3, 4)], {"nsize": 4}, "odd"),
])
def test_bad_input_is_a_clear_op_error(name, inputs, attrs, fragment):
    with pytest.raises(OpError) as info:
        _run(name, *inputs, **attrs)
    assert fragment in str(info.value), str(info.value)
