"""Gradient rules of the nn ops (matrix products, convolution, pooling,
activations, normalisation, losses, resizing), checked against finite
differences; and the check that every nn op has a rule or is listed."""
import numpy as np
import pytest

from .grad_harness import GradCase, away, check_grad, distinct, rand

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
    GradCase("batch_dot", [rand((2, 2, 3)), rand((2, 3, 4), seed=1)]),
    GradCase("batch_dot", [rand((2, 3, 2)), rand((2, 4, 3), seed=1)],
             {"transpose_a": True, "transpose_b": True}, id="batch_dot transposed"),
]

GRAD_CASES = DENSE_CASES


@pytest.mark.parametrize("case", GRAD_CASES, ids=lambda c: c.id)
def test_grad(case):
    check_grad(case)

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

_TIED = np.array([[[[1.0, 3.0, 3.0], [3.0, 2.0, 0.0]]]])
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
    GradCase("LeakyReLU", [A], {"act_type": "selu"}, id="LeakyReLU selu"),
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
    GradCase("softmax", [rand((2, 4)), np.array([2.0, 4.0])], {"use_length": True},
             no_grad=(1,), id="softmax use_length"),
    GradCase("softmax", [rand((2, 4))], {"dtype": "float64"}, id="softmax dtype"),
    GradCase("log_softmax", [rand((2, 3, 4))], {"axis": 0}),
    GradCase("log_softmax", [rand((3, 4))], {"temperature": 0.5}, id="log_softmax temperature"),
    GradCase("softmin", [rand((3, 4))]),
    GradCase("softmin", [rand((3, 4))], {"axis": 0, "temperature": 3.0}, id="softmin temperature"),
]
GRAD_CASES += ACT_CASES
