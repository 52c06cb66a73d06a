"""Gradient rules of the nn ops (matrix products, convolution, pooling,
activations, normalisation, losses, resizing), checked against finite
differences; and the check that every nn op has a rule or is listed."""
import pathlib

import numpy as np
import pytest
from hybridlint.runtime import registry
from hybridlint.runtime.context import num_gpus
from hybridlint.runtime.ops.grad_util import NON_DIFFERENTIABLE
from hybridlint.runtime.registry import KernelContext

from .grad_harness import (
    GradCase,
    away,
    check_grad,
    check_grad_on_gpu,
    check_rule_accepts,
    distinct,
    forward_cases,
    rand,
)
from .harness import resolve

X23 = rand((2, 3), seed=1)

DENSE_CASES = [
    GradCase("FullyConnected", [rand((2, 3, 2)), rand((4, 6), seed=1), rand((4,), seed=2)],
             {"num_hidden": 4}),
    GradCase("FullyConnected", [rand((2, 3, 2)), rand((4, 2), seed=1)],
             {"num_hidden": 4, "no_bias": True, "flatten": False}, id="FC flatten=False no_bias"),
    GradCase("dot", [rand((2, 3)), rand((3, 4), seed=1)]),
    GradCase("dot", [rand((3, 2)), rand((4, 3), seed=1)], {"transpose_a": True, "transpose_b": True},
             id="dot transposed"),
    GradCase("dot", [rand((2, 3, 2)), rand((2, 4), seed=1)], id="dot N-D"),
    GradCase("dot", [rand((3, 2, 2)), rand((3,), seed=1)], {"transpose_a": True},
             id="dot N-D transpose_a with vector"),
    GradCase("dot", [rand((3,)), rand((3,), seed=1)], id="dot vectors"),
    GradCase("dot", [rand((3,)), rand((3, 4), seed=1)], id="dot vector matrix"),
    GradCase("dot", [rand((2, 3)), rand((3,), seed=1)], {"transpose_b": True},
             id="dot matrix vector transpose_b"),
    GradCase("batch_dot", [rand((2, 2, 3)), rand((2, 3, 4), seed=1)]),
    GradCase("batch_dot", [rand((2, 3, 2)), rand((2, 4, 3), seed=1)],
             {"transpose_a": True, "transpose_b": True}, id="batch_dot transposed"),
]

GRAD_CASES = DENSE_CASES

CONV_CASES = [
    GradCase("Convolution", [rand((2, 3, 5)), rand((4, 3, 3), seed=1), rand((4,), seed=2)],
             {"kernel": (3,), "num_filter": 4}, id="Convolution 1-D"),
    GradCase("Convolution", [rand((2, 4, 5, 6)), rand((6, 2, 2, 3), seed=1), rand((6,), seed=2)],
             {"kernel": (2, 3), "num_filter": 6, "num_group": 2, "stride": (2, 1), "pad": (1, 2),
              "dilate": (1, 2)}, id="Convolution 2-D stride pad dilate groups"),
    GradCase("Convolution", [rand((1, 2, 4, 3, 4)), rand((2, 2, 2, 2, 2), seed=1)],
             {"kernel": (2, 2, 2), "num_filter": 2, "no_bias": True, "stride": (2, 1, 2),
              "pad": (0, 1, 1)}, id="Convolution 3-D no_bias"),
    GradCase("Convolution", [rand((1, 1, 7, 7)), rand((1, 1, 3, 3), seed=1), rand((1,), seed=2)],
             {"kernel": (3, 3), "num_filter": 1, "stride": (3, 3)},
             id="Convolution stride leaves a remainder"),
]
GRAD_CASES += CONV_CASES

P4 = distinct((2, 2, 5, 5))          # no ties inside a window: max is differentiable
POOL_CASES = [
    GradCase("Pooling", [P4], {"kernel": (2, 2), "pool_type": "max"}, id="Pooling max overlap"),
    GradCase("Pooling", [P4], {"kernel": (3, 3), "stride": (2, 2), "pad": (1, 1),
                               "pool_type": "max", "pooling_convention": "full"},
             id="Pooling max full pad"),
    GradCase("Pooling", [distinct((2, 3, 6))], {"kernel": (3,), "stride": (2,), "pool_type": "max"},
             id="Pooling max 1-D"),
    GradCase("Pooling", [rand((2, 2, 5, 5))], {"kernel": (3, 3), "stride": (2, 2), "pad": (1, 1),
                                               "pool_type": "avg"}, id="Pooling avg include pad"),
    GradCase("Pooling", [rand((2, 2, 5, 5))], {"kernel": (3, 3), "stride": (2, 2), "pad": (1, 1),
                                               "pool_type": "avg", "count_include_pad": False,
                                               "pooling_convention": "full"},
             id="Pooling avg exclude pad full"),
    GradCase("Pooling", [rand((1, 2, 3, 4, 4))], {"kernel": (2, 2, 2), "pool_type": "sum"},
             id="Pooling sum 3-D"),
    GradCase("Pooling", [rand((2, 3, 4, 5))], {"global_pool": True, "pool_type": "avg"},
             id="Pooling global avg"),
    GradCase("Pooling", [distinct((2, 3, 4, 5))], {"global_pool": True, "kernel": (1, 1)},
             id="Pooling global max"),
    GradCase("Pooling", [distinct((2, 4, 4, 3))], {"kernel": (2, 2), "layout": "NHWC"},
             id="Pooling max NHWC"),
    GradCase("Pooling", [rand((2, 3, 7))], {"kernel": (3,), "stride": (2,), "pool_type": "avg",
                                            "pooling_convention": "same"},
             id="Pooling avg same"),
    GradCase("Pooling", [rand((2, 2, 4, 4), 0.2, 1.0)], {"kernel": (2, 2), "pool_type": "lp",
                                                          "p_value": 2}, id="Pooling lp 2"),
    GradCase("Pooling", [rand((2, 2, 4, 4), 0.2, 1.0)], {"kernel": (2, 2), "pool_type": "lp",
                                                          "p_value": 3}, id="Pooling lp 3"),
    GradCase("Pooling", [rand((2, 2, 4, 4))], {"kernel": (2, 2), "pool_type": "lp",
                                                "p_value": 1}, id="Pooling lp 1"),
]
GRAD_CASES += POOL_CASES

_TIED = np.array([[[[1.0, 3.0, 5.0], [3.0, 2.0, 5.0]]]])
_G1 = np.array([[[[10.0, 20.0]]]])

TIE_CASES = [
    # MXNet routes each window's gradient to its first maximum, in row-major order
    GradCase("Pooling", [_TIED], {"kernel": (2, 2), "pool_type": "max"}, out_grads=[_G1],
             expected=lambda ins, outs, gs: np.array([[[[0, 10, 20], [0, 0, 0.0]]]]),
             id="Pooling max ties go to the first"),
]

DECONV_CASES = [
    GradCase("Deconvolution", [rand((2, 3, 4)), rand((3, 2, 3), seed=1), rand((2,), seed=2)],
             {"kernel": (3,), "num_filter": 2, "no_bias": False}, id="Deconvolution 1-D bias"),
    GradCase("Deconvolution", [rand((1, 4, 3, 3)), rand((4, 1, 3, 2), seed=1)],
             {"kernel": (3, 2), "num_filter": 2, "num_group": 2, "stride": (2, 2), "pad": (1, 0),
              "adj": (1, 1), "dilate": (1, 2)}, id="Deconvolution 2-D stride pad adj groups"),
    GradCase("Deconvolution", [rand((1, 2, 3, 3)), rand((2, 2, 4, 4), seed=1)],
             {"kernel": (4, 4), "num_filter": 2, "stride": (2, 2), "target_shape": (6, 7)},
             id="Deconvolution target_shape"),
    GradCase("Deconvolution", [rand((1, 2, 2, 2, 2)), rand((2, 1, 2, 2, 2), seed=1)],
             {"kernel": (2, 2, 2), "num_filter": 1, "stride": (2, 1, 1)}, id="Deconvolution 3-D"),
]
GRAD_CASES += DECONV_CASES

A = away((3, 4), 0.1, 2.0)
ACT_CASES = [
    *[GradCase("Activation", [A], {"act_type": t}, id=f"Activation {t}")
      for t in ("relu", "sigmoid", "tanh", "softrelu", "softsign")],
    GradCase("LeakyReLU", [A], id="LeakyReLU leaky"),
    GradCase("LeakyReLU", [A], {"act_type": "elu", "slope": 0.7}, id="LeakyReLU elu"),
    # MXNet 1.9.1's selu backward is lambda * (out + alpha) on the negative side (out is
    # already scaled by lambda), not the derivative: recorded in op_third.npz and copied
    GradCase("LeakyReLU", [A], {"act_type": "selu"}, id="LeakyReLU selu",
             expected=lambda ins, outs, gs: gs[0] * 1.0507009873554805 * np.where(
                 ins[0] > 0, 1, outs[0] + 1.6732632423543772)),
    GradCase("LeakyReLU", [A], {"act_type": "gelu"}, id="LeakyReLU gelu"),
    GradCase("LeakyReLU", [away((2, 3, 4)), rand((3,), 0.1, 0.5, seed=1)], {"act_type": "prelu"},
             id="LeakyReLU prelu per channel"),
    GradCase("LeakyReLU", [A, np.array([0.3])], {"act_type": "prelu"},
             id="LeakyReLU prelu one slope"),
    # training draws one slope per element; the rule recovers it from out/data
    GradCase("LeakyReLU", [A], {"act_type": "rrelu"}, id="LeakyReLU rrelu (training)"),
    GradCase("softmax", [rand((2, 3, 4))]),
    GradCase("softmax", [rand((2, 3, 4))], {"axis": 1, "temperature": 2.5},
             id="softmax axis temperature"),
    GradCase("softmax", [rand((2, 4)), np.array([2, 4], "int32")], {"use_length": True},
             no_grad=(1,), id="softmax use_length"),
    GradCase("softmax", [rand((2, 4))], {"dtype": "float64"}, id="softmax dtype"),
    GradCase("log_softmax", [rand((2, 3, 4))], {"axis": 0}),
    GradCase("log_softmax", [rand((3, 4))], {"temperature": 0.5}, id="log_softmax temperature"),
    GradCase("softmin", [rand((3, 4))]),
    GradCase("softmin", [rand((3, 4))], {"axis": 0, "temperature": 3.0}, id="softmin temperature"),
]
GRAD_CASES += ACT_CASES

XN = rand((3, 2, 4), seed=3)
C2 = rand((2,), 0.5, 1.5, seed=4)
B2 = rand((2,), seed=5)
MM = rand((2,), seed=6)
MV = rand((2,), 0.5, 1.5, seed=7)
_G_XN = np.random.default_rng(11).standard_normal((3, 2, 4))
NO_AUX = (3, 4)   # moving_mean, moving_var are auxiliary states

NORM_CASES = [
    GradCase("BatchNorm", [XN, C2, B2, MM, MV], {"fix_gamma": False}, no_grad=NO_AUX,
             id="BatchNorm training"),
    GradCase("BatchNorm", [XN, C2, B2, MM, MV], no_grad=NO_AUX,
             id="BatchNorm fix_gamma (gamma gets zero)"),
    GradCase("BatchNorm", [XN, C2, B2, MM, MV], {"fix_gamma": False, "use_global_stats": True},
             no_grad=NO_AUX, id="BatchNorm use_global_stats"),
    GradCase("BatchNorm", [rand((2, 3, 2)), rand((2,), 0.5, 1.5), B2, MM, MV],
             {"fix_gamma": False, "axis": -1, "output_mean_var": True}, no_grad=NO_AUX,
             out_grads=[np.random.default_rng(1).standard_normal((2, 3, 2)), None, None],
             id="BatchNorm axis -1 output_mean_var"),
    GradCase("contrib.BatchNormWithReLU", [XN.reshape(3, 2, 2, 2), C2, B2, MM, MV],
             {"fix_gamma": False},
             no_grad=NO_AUX, id="BatchNormWithReLU"),
    GradCase("contrib.SyncBatchNorm", [XN, C2, B2, MM, MV], {"fix_gamma": False, "key": "k"},
             no_grad=NO_AUX, id="SyncBatchNorm"),
    GradCase("LayerNorm", [rand((2, 3, 4)), rand((4,), 0.5, 1.5), rand((4,), seed=1)]),
    GradCase("LayerNorm", [rand((2, 3, 4)), rand((3,), 0.5, 1.5), rand((3,), seed=1)],
             {"axis": 1, "output_mean_var": True},
             out_grads=[np.random.default_rng(2).standard_normal((2, 3, 4)), None, None],
             id="LayerNorm axis 1 output_mean_var"),
    GradCase("InstanceNorm", [rand((2, 3, 4)), rand((3,), 0.5, 1.5), rand((3,), seed=1)]),
    GradCase("InstanceNorm", [rand((2, 2, 3, 2)), C2, B2], {"eps": 0.1}, id="InstanceNorm 2-D"),
    GradCase("GroupNorm", [rand((2, 4, 3)), C2, B2], {"num_groups": 2}),
    GradCase("L2Normalization", [rand((2, 3, 4))]),
    GradCase("L2Normalization", [rand((2, 3, 4))], {"mode": "channel"},
             id="L2Normalization channel"),
    GradCase("L2Normalization", [rand((2, 3, 2, 2))], {"mode": "spatial"},
             id="L2Normalization spatial"),
    GradCase("LRN", [rand((2, 5, 2, 2))], {"nsize": 3}),
    GradCase("LRN", [rand((1, 4, 3))], {"nsize": 5, "alpha": 0.1, "beta": 0.5, "knorm": 1.0},
             id="LRN wide window"),
]
GRAD_CASES += NORM_CASES


def _fix_gamma_zero(case):
    op = resolve(case.op)
    a = op.parse_attrs(case.attrs)
    ctx = KernelContext(xp=np, is_train=True)
    out = op.kernel(ctx, a, *case.inputs)
    return op.grad(ctx, a, tuple(case.inputs), (out,), (np.ones_like(out),))


def test_batchnorm_fix_gamma_gives_gamma_a_zero_gradient():
    grads = _fix_gamma_zero(NORM_CASES[1])
    np.testing.assert_array_equal(grads[1], np.zeros(2))
    assert grads[3] is None and grads[4] is None


DROP_X = away((4, 6), 0.2, 1.0)

DROPOUT_CASES = [
    # training mode draws the mask from the harness's seeded rng, the same in
    # every call, so finite differences see the mask the rule reads back
    GradCase("Dropout", [DROP_X], {"p": 0.3}, id="Dropout training"),
    GradCase("Dropout", [DROP_X], {"p": 0.5, "axes": (0,)}, id="Dropout shared axes"),
    GradCase("Dropout", [DROP_X], {"p": 0.0}, id="Dropout p=0"),
    GradCase("Dropout", [DROP_X], {"p": 1.0}, id="Dropout p=1"),
]
GRAD_CASES += DROPOUT_CASES


def test_dropout_in_predict_mode_passes_the_gradient_through():
    op = resolve("Dropout")
    a = op.parse_attrs({"p": 0.5})
    ctx = KernelContext(xp=np, is_train=False)
    x = DROP_X.astype(np.float32)
    (gx,) = op.grad(ctx, a, (x,), (op.kernel(ctx, a, x),), (np.full_like(x, 2.0),))
    np.testing.assert_array_equal(gx, np.full_like(x, 2.0))


def test_dropout_rule_rereads_the_mask_of_the_forward_pass():
    op = resolve("Dropout")
    a = op.parse_attrs({"p": 0.25})
    x = np.ones((50, 40), dtype=np.float32)
    ctx = KernelContext(xp=np, is_train=True, rng=np.random.default_rng(3))
    y = op.kernel(ctx, a, x)
    (gx,) = op.grad(ctx, a, (x,), (y,), (np.ones_like(x),))
    np.testing.assert_allclose(gx, y)       # x == 1: the output is the scaled mask itself
    assert 0.6 < float((gx != 0).mean()) < 0.9

_SO_X = rand((4, 3), -2, 2)
_SO_LABEL = np.array([0.0, 2.0, 1.7, 2.0])     # 1.7 truncates to class 1


def _softmax_np(x, axis=-1):
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def _onehot(label, k):
    return (label.astype(np.int64)[..., None] == np.arange(k)).astype(np.float64)


MISC_CASES = [
    GradCase("Pad", [rand((1, 2, 3, 4))], {"pad_width": (0, 0, 0, 0, 1, 2, 2, 1),
                                           "constant_value": 3.0}, id="Pad constant"),
    GradCase("Pad", [rand((1, 2, 3, 4))], {"mode": "edge", "pad_width": (0, 0, 0, 0, 2, 1, 3, 0)},
             id="Pad edge"),
    GradCase("Pad", [rand((1, 1, 3, 4, 3))], {"mode": "reflect",
                                              "pad_width": (0, 0, 0, 0, 2, 1, 1, 3, 0, 2)},
             id="Pad reflect 5-D"),
    GradCase("UpSampling", [rand((1, 2, 2, 3))], {"scale": 2, "sample_type": "nearest",
                                                  "num_args": 1}, id="UpSampling nearest"),
    GradCase("UpSampling", [rand((1, 2, 2, 2)), rand((1, 1, 4, 4), seed=1)],
             {"scale": 2, "sample_type": "nearest", "num_args": 2},
             id="UpSampling nearest concat"),
    GradCase("UpSampling", [rand((1, 2, 2, 2)), rand((1, 2, 1, 1), seed=1)],
             {"scale": 2, "sample_type": "nearest", "num_args": 2, "multi_input_mode": "sum"},
             id="UpSampling nearest sum"),
    GradCase("UpSampling", [rand((1, 2, 3, 3)), rand((2, 1, 4, 4), seed=1)],
             {"scale": 2, "sample_type": "bilinear", "num_args": 2, "num_filter": 2},
             id="UpSampling bilinear"),
    GradCase("SoftmaxActivation", [rand((2, 3, 2))]),
    GradCase("SoftmaxActivation", [rand((2, 3, 2))], {"mode": "channel"},
             id="SoftmaxActivation channel"),
]
GRAD_CASES += MISC_CASES


def _so(x, label, scale=1.0, k=None):
    k = x.shape[-1] if k is None else k
    return (_softmax_np(x.reshape(-1, k)) - _onehot(label.reshape(-1), k)).reshape(x.shape) * scale


# The loss heads' gradients are fixed by MXNet's definition, not by calculus
# of their forward output, and ignore the out-grad
LOSS_HEAD_CASES = [
    GradCase("SoftmaxOutput", [_SO_X, _SO_LABEL], no_grad=(1,),
             expected=lambda ins, outs, gs: (_so(ins[0], ins[1]), None), id="SoftmaxOutput"),
    GradCase("SoftmaxOutput", [_SO_X, _SO_LABEL],
             {"grad_scale": 2.0, "normalization": "batch"}, no_grad=(1,),
             expected=lambda ins, outs, gs: (_so(ins[0], ins[1], 2.0 / 4), None),
             id="SoftmaxOutput batch normalization"),
    GradCase("SoftmaxOutput", [_SO_X, _SO_LABEL],
             {"use_ignore": True, "ignore_label": 2, "normalization": "valid"}, no_grad=(1,),
             expected=lambda ins, outs, gs: (
                 _so(ins[0], ins[1]) * np.array([[1], [0], [1], [0]]) / 2, None),
             id="SoftmaxOutput ignore_label valid"),
    GradCase("SoftmaxOutput", [_SO_X, _SO_LABEL], {"smooth_alpha": 0.2}, no_grad=(1,),
             expected=lambda ins, outs, gs: (
                 _softmax_np(ins[0]) - (_onehot(ins[1], 3) * 0.7 + 0.1), None),
             id="SoftmaxOutput smooth_alpha"),
    GradCase("SoftmaxOutput", [_SO_X, _SO_LABEL], {"out_grad": True}, no_grad=(1,),
             # MXNet 1.9.1 multiplies by its output, not by the head (measured; op_third.npz)
             expected=lambda ins, outs, gs: (_so(ins[0], ins[1]) * _softmax_np(ins[0]), None),
             id="SoftmaxOutput out_grad"),
    GradCase("SoftmaxOutput", [rand((2, 3, 2, 2)), np.array([[[0.0, 1], [2, 2]], [[1, 0], [0, 1]]])],
             {"multi_output": True}, no_grad=(1,),
             expected=lambda ins, outs, gs: (
                 (_softmax_np(ins[0], 1) - np.moveaxis(_onehot(ins[1], 3), -1, 1)) / 4, None),
             id="SoftmaxOutput multi_output"),
    GradCase("SoftmaxOutput", [rand((2, 2, 3)), np.array([[0.0, 2], [1, 1]])],
             {"preserve_shape": True}, no_grad=(1,),
             expected=lambda ins, outs, gs: (_so(ins[0], ins[1]), None),
             id="SoftmaxOutput preserve_shape"),
    GradCase("SoftmaxOutput", [_SO_X, _softmax_np(rand((4, 3), seed=9))], no_grad=(1,),
             expected=lambda ins, outs, gs: (_softmax_np(ins[0]) - ins[1], None),
             id="SoftmaxOutput probability label"),
    GradCase("LinearRegressionOutput", [rand((3, 2)), rand((3, 2), seed=1)], {"grad_scale": 3.0},
             no_grad=(1,), expected=lambda ins, outs, gs: ((ins[0] - ins[1]) * 3.0 / 2, None)),
    GradCase("MAERegressionOutput", [rand((3, 2)), rand((3, 2), seed=1)], no_grad=(1,),
             expected=lambda ins, outs, gs: (np.sign(ins[0] - ins[1]) / 2, None)),
    GradCase("LogisticRegressionOutput", [rand((4, 1)), np.array([1.0, 0.0, 1.0, 0.0])],
             no_grad=(1,), expected=lambda ins, outs, gs: (
                 1 / (1 + np.exp(-ins[0])) - ins[1].reshape(4, 1), None)),
]
GRAD_CASES += LOSS_HEAD_CASES

_EMB_IDX = np.array([[2.0, 0.0, 2.0], [1.7, 9.0, -3.0]])   # repeats, truncation, clipping
_GRID = rand((2, 2, 3, 4), -1.1, 1.1, seed=4)               # some samples fall outside

OTHER_CASES = [
    GradCase("Embedding", [_EMB_IDX, rand((4, 3))], {"input_dim": 4, "output_dim": 3, "dtype": "float64"},
             no_grad=(0,)),
    GradCase("Embedding", [np.array([1.0, 1.0]), rand((3, 2))],
             {"input_dim": 3, "output_dim": 2}, no_grad=(0,), out_grads=[np.ones((2, 2))],
             expected=lambda ins, outs, gs: (None, np.array([[0, 0], [2, 2], [0, 0.0]])),
             id="Embedding repeated rows accumulate"),
    GradCase("softmax_cross_entropy", [rand((3, 4), -2, 2), np.array([0.0, 3.0, 1.9])],
             no_grad=(1,)),
    # (the intermediate outputs 1-3 carry no gradient back: their out-grads stay unused)
    GradCase("_gluon_softmax_ce", [rand((3, 4), -2, 2), np.array([0.0, 3.0, 1.9])],
             no_grad=(1,), out_grads=[np.array([0.3, -1.2, 0.7]), None, None, None]),
    GradCase("_gluon_softmax_ce", [rand((2, 3, 4), -2, 2), np.array([[0.0, 2.0, 1.0, 1.0],
                                                                     [2.0, 0.0, 1.0, 0.0]])],
             {"axis": 1}, no_grad=(1,), out_grads=[np.array([0.5, -2.0]), None, None, None],
             id="_gluon_softmax_ce axis 1"),
    GradCase("contrib.AdaptiveAvgPooling2D", [rand((2, 2, 5, 7))], {"output_size": (2, 3)}),
    GradCase("contrib.AdaptiveAvgPooling2D", [rand((1, 2, 3, 3))], id="AdaptiveAvgPooling2D global"),
    GradCase("contrib.BilinearResize2D", [rand((1, 2, 3, 4))], {"height": 5, "width": 7}),
    GradCase("contrib.BilinearResize2D", [rand((1, 2, 4, 5))],
             {"height": 3, "width": 8, "align_corners": False}, id="BilinearResize2D no align"),
    GradCase("contrib.BilinearResize2D", [rand((1, 1, 3, 3)), rand((1, 1, 5, 2), seed=1)],
             {"mode": "like"}, no_grad=(1,), id="BilinearResize2D like"),
    GradCase("GridGenerator", [rand((2, 6))], {"transform_type": "affine", "target_shape": (3, 4)}),
    GradCase("GridGenerator", [rand((2, 2, 3, 4))], {"transform_type": "warp"},
             id="GridGenerator warp"),
    GradCase("BilinearSampler", [rand((2, 3, 4, 5)), _GRID], eps=1e-7),
    GradCase("SpatialTransformer", [rand((2, 3, 4, 5)), np.array([[0.91, 0.23, 0.13, -0.11, 1.07, 0.05],
                                                                [1.2, -0.31, -0.17, 0.25, 0.8, 0.1]])],
             {"target_shape": (3, 4), "transform_type": "affine", "sampler_type": "bilinear"},
             eps=1e-7, id="SpatialTransformer (no sample on a pixel edge: bilinear has kinks there)"),
    GradCase("im2col", [rand((1, 2, 5, 4))], {"kernel": (3, 2), "stride": (2, 1), "pad": (1, 0)}),
    GradCase("col2im", [rand((1, 8, 16))],
             {"output_size": (4, 5), "kernel": (2, 2), "dilate": (2, 1), "pad": (1, 0)}),
    GradCase("_internal._rnn_param_concat", [rand((2, 3)), rand((2, 1), seed=1)],
             {"num_args": 2}),
    GradCase("_internal._rnn_param_concat", [rand((2,)), rand((3,), seed=1)],
             {"num_args": 2, "dim": 0}, id="_rnn_param_concat dim 0"),
]
GRAD_CASES += OTHER_CASES


_CTC_LABEL = np.array([[1.0, 2.0, 2.0], [3.0, 0.0, 0.0]])   # repeated label; padded with blank 0

CTC_CASES = [
    GradCase("CTCLoss", [rand((5, 2, 4), -2, 2), _CTC_LABEL], no_grad=(1,), eps=1e-6),
    GradCase("CTCLoss", [rand((6, 2, 4), -2, 2), np.array([[1.0, 1.0], [2.0, 0.0]]),
                         np.array([6.0, 3.0]), np.array([2.0, 1.0])],
             {"use_data_lengths": True, "use_label_lengths": True}, no_grad=(1, 2, 3),
             id="CTCLoss lengths"),
    GradCase("CTCLoss", [rand((4, 2, 3), -2, 2), np.array([[0.0, 1.0], [1.0, -1.0]])],
             {"blank_label": "last"}, no_grad=(1,), id="CTCLoss blank last"),
]
GRAD_CASES += CTC_CASES


def test_ctc_impossible_alignment_gets_zero_gradient():
    op = resolve("CTCLoss")
    a = op.parse_attrs({})
    data = rand((2, 1, 3))                   # 2 frames cannot emit "1 1" (needs a blank between)
    label = np.array([[1.0, 1.0]])
    ctx = KernelContext(xp=np)
    out = op.kernel(ctx, a, data, label)
    assert np.isinf(out).all()
    gx, gl = op.grad(ctx, a, (data, label), (out,), (np.ones(1),))
    assert gl is None
    np.testing.assert_array_equal(gx, np.zeros_like(data))



def _rnn_case(mode, feat=3, hidden=2, layers=1, bidirectional=False, seq=3, batch=2,
              lengths=None, id=None, refused_on_cpu="", gpu_differs="", **attrs):
    from hybridlint.runtime.ops.nn_rnn import _param_size
    attrs = {"mode": mode, "state_size": hidden, "num_layers": layers,
             "bidirectional": bidirectional, "state_outputs": True, **attrs}
    a = resolve("RNN").parse_attrs(attrs)
    dirs = 2 if bidirectional else 1
    out_h = attrs.get("projection_size") or hidden
    inputs = [rand((seq, batch, feat), seed=1), rand((_param_size(a, feat),), -0.6, 0.6, seed=2),
              rand((layers * dirs, batch, out_h), seed=3)]
    if mode == "lstm":
        inputs.append(rand((layers * dirs, batch, hidden), seed=4))
    no_grad = ()
    if lengths is not None:
        attrs["use_sequence_length"] = True
        inputs.append(np.array(lengths, dtype=np.float64))
        no_grad = (len(inputs) - 1,)
    return GradCase("RNN", inputs, attrs, no_grad=no_grad, id=id or f"RNN {mode}",
                    refused_on_cpu=refused_on_cpu, gpu_differs=gpu_differs)


RNN_CASES = [
    _rnn_case("rnn_tanh"),
    _rnn_case("rnn_relu", layers=2),
    _rnn_case("gru", bidirectional=True, id="RNN gru bidirectional"),
    _rnn_case("lstm"),
    _rnn_case("lstm", layers=2, bidirectional=True, id="RNN lstm 2 layers bidirectional"),
    _rnn_case("lstm", projection_size=2, hidden=3, id="RNN lstm projection",
              refused_on_cpu="No training support for LSTM with projection on CPU currently"),
    _rnn_case("lstm", lstm_state_clip_min=-0.3, lstm_state_clip_max=0.3, id="RNN lstm state clip",
              gpu_differs="the GPU clips the cell state as cuDNN; MXNet 1.9.1's CPU ignores it"),
    _rnn_case("gru", bidirectional=True, seq=4, lengths=[4, 2], id="RNN gru sequence_length"),
    _rnn_case("lstm", seq=4, lengths=[1, 3], id="RNN lstm sequence_length"),
]
GRAD_CASES += RNN_CASES


# dropout between layers while training: the finite differences re-run the forward with the
# same draws (grad_harness: one seed per call), so they differentiate the masks the rule gets
RNN_DROPOUT_CASES = [
    _rnn_case("gru", layers=2, p=0.5, seq=4, batch=3, id="RNN gru 2 layers dropout"),
    _rnn_case("lstm", layers=3, bidirectional=True, p=0.4, seq=4, batch=3,
              id="RNN lstm 3 layers bidirectional dropout"),
    _rnn_case("rnn_tanh", layers=2, p=0.3, seq=4, batch=3, id="RNN tanh 2 layers dropout"),
]
GRAD_CASES += RNN_DROPOUT_CASES


@pytest.mark.parametrize("case", RNN_DROPOUT_CASES, ids=lambda c: c.id)
def test_rnn_dropout_cases_drop_something(case):
    """The masks the dropout cases differentiate keep some elements and drop others."""
    op = resolve("RNN")
    a = op.parse_attrs(case.attrs)
    ctx = KernelContext(xp=np, is_train=True, rng=np.random.default_rng(0))
    op.kernel(ctx, a, *case.inputs)
    assert len(ctx.saved) == a.num_layers - 1
    for keep in ctx.saved:
        assert 0.2 < keep.mean() < 0.9


def test_rnn_gradient_with_dropout_needs_its_forwards_masks():
    from hybridlint.runtime.registry import OpError
    case = _rnn_case("gru", layers=2, p=0.5)
    op = resolve("RNN")
    a = op.parse_attrs(case.attrs)
    ctx = KernelContext(xp=np, is_train=True, rng=np.random.default_rng(0))
    outs = op.kernel(ctx, a, *case.inputs)
    assert ctx.saved is not None
    with pytest.raises(OpError, match="needs the masks its forward drew"):
        op.grad(KernelContext(xp=np, is_train=True), a, tuple(case.inputs), outs,
                tuple(np.ones_like(o) for o in outs))


ALL_CASES = GRAD_CASES + TIE_CASES


@pytest.mark.parametrize("case", ALL_CASES, ids=lambda c: c.id)
def test_grad(case):
    check_grad(case)


# ---- coverage: every nn op has a rule or is listed non-differentiable ----

def _nn_ops():
    return [op for op in registry.all_ops()
            if op.kernel.__module__.rsplit(".", 1)[-1].startswith("nn")]


def test_every_nn_op_has_a_rule_or_is_listed_non_differentiable():
    ops = _nn_ops()
    assert len(ops) > 30
    missing = sorted(op.name for op in ops if op.grad is None and op.name not in NON_DIFFERENTIABLE)
    assert not missing, f"nn ops with neither a gradient rule nor a non-differentiable entry: {missing}"
    both = sorted(op.name for op in ops if op.grad is not None and op.name in NON_DIFFERENTIABLE)
    assert not both, f"nn ops listed non-differentiable but with a rule: {both}"


def test_every_nn_rule_has_a_gradient_case():
    tested = {resolve(c.op).name for c in ALL_CASES}
    untested = sorted(op.name for op in _nn_ops() if op.grad is not None and op.name not in tested)
    assert not untested, f"nn gradient rules without a GradCase: {untested}"


def _forward_cases():
    stems = [path.stem for path in sorted(pathlib.Path(__file__).parent.glob("test_nn*.py"))]
    return forward_cases(__package__, stems)


def test_rules_accept_every_forward_case():
    """Each rule runs on the inputs of every forward Case of its op (float16,
    odd attributes, empty arrays) and returns one gradient per input, shaped
    and typed like it."""
    checked = sum(check_rule_accepts(c) for c in _forward_cases())
    assert checked > 100


@pytest.mark.gpu
@pytest.mark.skipif(num_gpus() == 0, reason="needs cupy and a CUDA device")
@pytest.mark.parametrize("case", ALL_CASES, ids=lambda c: c.id)
def test_nn_rules_on_gpu_match_cpu(case):
    check_grad_on_gpu(case)



def _rule(op_name, attrs, inputs, is_train, out_grads=None):
    op = resolve(op_name)
    a = op.parse_attrs(attrs)
    ctx = KernelContext(xp=np, is_train=is_train, rng=np.random.default_rng(0))
    outs = op.kernel(ctx, a, *inputs)
    outs = outs if isinstance(outs, tuple) else (outs,)
    if out_grads is None:
        out_grads = tuple(np.random.default_rng(5).standard_normal(o.shape) for o in outs)
    return op.grad(ctx, a, tuple(inputs), outs, tuple(out_grads))


def test_batchnorm_with_global_stats_is_the_derivative_of_its_forward():
    ins = [XN, C2, B2, MM, MV]
    grads = _rule("BatchNorm", {"fix_gamma": False, "use_global_stats": True}, ins,
                  is_train=True)
    inv = 1 / np.sqrt(MV + 1e-3)
    g = np.random.default_rng(5).standard_normal(XN.shape)
    np.testing.assert_allclose(grads[0], g * (C2 * inv).reshape(1, 2, 1))


def test_batchnorm_recorded_in_inference_mode_normalises_with_the_moving_statistics():
    """MXNet 1.9.1's quirk (tests/ops/test_batchnorm_grad_mxnet.py has its recordings): the
    training-mode form of dx, with the moving mean and variance as the batch's."""
    ins = [XN, C2, B2, MM, MV]
    dx, dgamma, dbeta = _rule("BatchNorm", {"fix_gamma": False}, ins, is_train=False)[:3]
    g = np.random.default_rng(5).standard_normal(XN.shape)
    axes, view = (0, 2), (1, 2, 1)
    inv = (1 / np.sqrt(MV + 1e-3)).reshape(view)
    xhat = (XN - MM.reshape(view)) * inv
    want = C2.reshape(view) * inv * (g - g.mean(axes, keepdims=True)
                                     - xhat * (g * xhat).mean(axes, keepdims=True))
    np.testing.assert_allclose(dx, want, rtol=1e-6, atol=1e-9)
    np.testing.assert_allclose(dgamma, (g * xhat).sum(axes), rtol=1e-6)
    np.testing.assert_allclose(dbeta, g.sum(axes), rtol=1e-6)


@pytest.mark.parametrize("op_name, attrs, inputs", [
    ("BatchNorm", {"fix_gamma": False, "output_mean_var": True}, [XN, C2, B2, MM, MV]),
    ("LayerNorm", {"output_mean_var": True}, [XN, rand((4,), 0.5, 1.5), rand((4,))]),
    ("GroupNorm", {"num_groups": 2, "output_mean_var": True}, [rand((2, 4, 3)), C2, B2]),
])
def test_statistics_outputs_pass_no_gradient(op_name, attrs, inputs):
    """As in MXNet, whose backward kernels read only the first output's grad."""
    op = resolve(op_name)
    a = op.parse_attrs(attrs)
    outs = op.kernel(KernelContext(xp=np, is_train=True), a, *inputs)
    g0 = np.ones_like(outs[0])
    without = _rule(op_name, attrs, inputs, True, (g0, None, None))
    with_stats = _rule(op_name, attrs, inputs, True,
                       (g0, np.ones_like(outs[1]), np.ones_like(outs[2])))
    for w, s in zip(without, with_stats):
        if w is not None:
            np.testing.assert_array_equal(w, s)


def test_float16_rules_return_float16():
    x = rand((2, 3, 5, 5)).astype(np.float16)
    w = rand((4, 3, 3, 3), seed=1).astype(np.float16)
    b = rand((4,), seed=2).astype(np.float16)
    grads = _rule("Convolution", {"kernel": (3, 3), "num_filter": 4, "pad": (1, 1)}, [x, w, b],
                  True, None)
    assert [g.dtype for g in grads] == [np.float16] * 3
    grads32 = _rule("Convolution", {"kernel": (3, 3), "num_filter": 4, "pad": (1, 1)},
                    [x.astype(np.float32), w.astype(np.float32), b.astype(np.float32)], True)
    for g16, g32 in zip(grads, grads32):
        np.testing.assert_allclose(g16.astype(np.float32), g32, rtol=2e-2, atol=2e-2)
    (gp,) = _rule("Pooling", {"kernel": (2, 2), "pool_type": "avg"}, [x], True)
    assert gp.dtype == np.float16
