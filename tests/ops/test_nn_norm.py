"""BatchNorm, LayerNorm, Dropout, Embedding."""
import numpy as np
import pytest
from hybridlint.runtime.registry import KernelContext, OpError

from .harness import Case, check, resolve

R = np.random.default_rng(1)


def f32(*shape):
    return R.standard_normal(shape).astype("float32")


def pos32(*shape):
    return (R.random(shape) + 0.5).astype("float32")


def ref_bn(x, g, b, mean, var, eps=1e-3, axis=1, fix_gamma=True):
    view = [1] * x.ndim
    view[axis] = -1
    g = np.ones_like(g) if fix_gamma else g
    xd = x.astype(np.float64)
    return ((xd - mean.reshape(view)) / np.sqrt(var.reshape(view) + eps) * g.reshape(view)
            + b.reshape(view)).astype(x.dtype)


def ref_bn_train(x, g, b, mm, mv, eps=1e-3, axis=1, fix_gamma=True):
    axes = tuple(i for i in range(x.ndim) if i != axis)
    return ref_bn(x, g, b, x.mean(axis=axes), x.var(axis=axes), eps, axis, fix_gamma)


def ref_ln(x, g, b, axis=-1, eps=1e-5):
    mean = x.mean(axis=axis, keepdims=True)
    std = np.sqrt(x.var(axis=axis, keepdims=True) + eps)
    view = [1] * x.ndim
    view[axis] = -1
    return (x - mean) / std * g.reshape(view) + b.reshape(view)


BN_IN = [f32(4, 3, 2, 2), pos32(3), f32(3), f32(3), pos32(3)]
BN_IN_LAST = [f32(4, 5, 3), pos32(3), f32(3), f32(3), pos32(3)]
LN_IN = [f32(2, 3, 5), pos32(5), f32(5)]
TABLE = np.arange(12, dtype="float32").reshape(4, 3)

CASES = [
    # BatchNorm: the operator's default fix_gamma=True ignores gamma
    Case("BatchNorm", BN_IN, reference=ref_bn, id="bn-inference-fix-gamma-default"),
    Case("BatchNorm", BN_IN, {"fix_gamma": False, "eps": 1e-5},
         reference=lambda *a: ref_bn(*a, eps=1e-5, fix_gamma=False), id="bn-inference-gamma"),
    Case("BatchNorm", BN_IN, {"fix_gamma": "False"}, is_train=True,
         reference=lambda *a: ref_bn_train(*a, fix_gamma=False), id="bn-train-batch-stats",
         rtol=1e-4, atol=1e-5),
    Case("BatchNorm", BN_IN, {"fix_gamma": False, "use_global_stats": True}, is_train=True,
         reference=lambda *a: ref_bn(*a, fix_gamma=False), id="bn-train-global-stats"),
    Case("BatchNorm", BN_IN_LAST, {"axis": -1, "fix_gamma": False},
         reference=lambda *a: ref_bn(*a, axis=2, fix_gamma=False), id="bn-axis-last"),
    Case("BatchNorm", BN_IN, {"output_mean_var": True, "fix_gamma": False},
         reference=lambda x, g, b, m, v: (ref_bn(x, g, b, m, v, fix_gamma=False), m,
                                          1 / np.sqrt(v + 1e-3)),
         id="bn-output-mean-invstd"),
    Case("BatchNorm", BN_IN, {"output_mean_var": True}, is_train=True,
         reference=lambda x, g, b, m, v: (ref_bn_train(x, g, b, m, v), x.mean(axis=(0, 2, 3)),
                                          1 / np.sqrt(x.var(axis=(0, 2, 3)) + 1e-3)),
         id="bn-train-output-batch-mean-invstd", rtol=1e-4, atol=1e-5),
    Case("BatchNorm", [f32(6, 2), pos32(2), f32(2), f32(2), pos32(2)],
         {"momentum": "0.9", "eps": "0.001", "fix_gamma": "True", "use_global_stats": "False",
          "output_mean_var": "False", "axis": "1", "cudnn_off": "False"},
         reference=ref_bn, id="bn-2d-string-attrs"),
    # LayerNorm
    Case("LayerNorm", LN_IN, reference=ref_ln, id="ln-last-axis", rtol=1e-4, atol=1e-5),
    Case("LayerNorm", [f32(2, 3, 5), pos32(3), f32(3)], {"axis": 1, "eps": 1e-3},
         reference=lambda x, g, b: ref_ln(x, g, b, axis=1, eps=1e-3), id="ln-axis1",
         rtol=1e-4, atol=1e-5),
    Case("LayerNorm", LN_IN, {"output_mean_var": True},
         reference=lambda x, g, b: (ref_ln(x, g, b), x.mean(-1, keepdims=True),
                                    np.sqrt(x.var(-1, keepdims=True) + 1e-5)),
         id="ln-output-mean-std", rtol=1e-4, atol=1e-5),
    # Dropout is the identity outside training unless mode='always'
    Case("Dropout", [f32(3, 4)], {"p": 0.5}, reference=lambda x: x, id="dropout-inference"),
    Case("Dropout", [f32(3, 4)], {"p": 0.0, "mode": "always"}, reference=lambda x: x, id="dropout-p0"),
    # Embedding: fractional indices truncate, out-of-range clip
    Case("Embedding", [np.array([[0, 3], [1, 2]], "float32"), TABLE],
         {"input_dim": 4, "output_dim": 3}, reference=lambda i, w: w[i.astype(int)], id="emb"),
    Case("Embedding", [np.array([1.7, 2.9, -0.5], "float32"), TABLE],
         {"input_dim": "4", "output_dim": "3"}, expected=TABLE[[1, 2, 0]], id="emb-truncate"),
    Case("Embedding", [np.array([7, -3, 4], "float32"), TABLE], {"input_dim": 4, "output_dim": 3},
         expected=TABLE[[3, 0, 3]], id="emb-clip"),
    Case("Embedding", [np.array([2, 0], "int32"), TABLE.astype("float64")],
         {"input_dim": 4, "output_dim": 3, "dtype": "float64"},
         expected=TABLE[[2, 0]].astype("float64"), id="emb-dtype"),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_op(case):
    check(case)


def _run(name, *inputs, is_train=False, seed=0, **attrs):
    op = resolve(name)
    a = op.parse_attrs(attrs)
    ctx = KernelContext(xp=np, is_train=is_train, rng=np.random.default_rng(seed))
    return op.kernel(ctx, a, *inputs)


def test_batchnorm_declares_aux_states_and_channel_shapes():
    bn = resolve("BatchNorm")
    assert bn.aux_inputs == ("moving_mean", "moving_var")
    a = bn.parse_attrs({})
    assert a.fix_gamma is True and a.eps == 1e-3 and a.momentum == 0.9 and a.axis == 1
    assert bn.infer_input_shapes(a, [(8, 16, 5, 5), None, None, None, None]) == \
        [(8, 16, 5, 5)] + [(16,)] * 4
    a = bn.parse_attrs({"axis": -1})
    assert bn.infer_input_shapes(a, [(8, 5, 7), None, None, (0,), None])[1:] == [(7,)] * 4
    assert bn.n_outputs(a) == 1 and bn.n_outputs(bn.parse_attrs({"output_mean_var": True})) == 3


def test_batchnorm_training_forward_leaves_moving_stats_alone():
    x, g, b, mm, mv = (v.copy() for v in BN_IN)
    before = mm.copy(), mv.copy()
    _run("BatchNorm", x, g, b, mm, mv, is_train=True)
    np.testing.assert_array_equal(mm, before[0])
    np.testing.assert_array_equal(mv, before[1])


def test_batchnorm_float16_keeps_dtype():
    # float16 data takes float32 parameters and statistics in MXNet 1.9.1 (AMP's layout)
    x, g, b, mm, mv = BN_IN[0].astype("float16"), *(v.astype("float32") for v in BN_IN[1:])
    out = _run("BatchNorm", x, g, b, mm, mv, is_train=True)
    assert out.dtype == np.float16


@pytest.mark.parametrize("data,params", [("float16", "float16"), ("float32", "float16"),
                                         ("float32", "float64"), ("float64", "float32")])
def test_batchnorm_refuses_parameters_of_another_dtype(data, params):
    # measured in MXNet 1.9.1: "This layer requires uniform type" for each of these pairs
    x, *rest = BN_IN
    with pytest.raises(OpError, match="uniform type"):
        _run("BatchNorm", x.astype(data), *(v.astype(params) for v in rest), is_train=True)


def test_layernorm_shapes():
    ln = resolve("LayerNorm")
    a = ln.parse_attrs({"axis": 1, "output_mean_var": True})
    assert ln.infer_input_shapes(a, [(2, 6, 4), None, None]) == [(2, 6, 4), (6,), (6,)]
    assert ln.out_shapes(a, (2, 6, 4), (6,), (6,)) == [(2, 6, 4), (2, 1, 4), (2, 1, 4)]


def test_dropout_training_scales_kept_values():
    x = np.ones((200, 50), "float32")
    y = _run("Dropout", x, is_train=True, p=0.25)
    assert y.dtype == np.float32
    assert set(np.unique(y).tolist()) <= {0.0, np.float32(1 / 0.75)}
    assert 0.2 < (y == 0).mean() < 0.3


def test_dropout_mode_always_applies_outside_training():
    y = _run("Dropout", np.ones((100, 10), "float32"), p=0.5, mode="always")
    assert (y == 0).any() and (y == 2).any()


def test_dropout_axes_share_one_mask_value():
    y = _run("Dropout", np.ones((6, 40, 5), "float32"), is_train=True, p=0.5, axes=(1,))
    assert (y == y[:, :1, :]).all()
    assert (y == 0).any() and (y == 2).any()


def test_dropout_is_deterministic_given_the_rng():
    x = f32(10, 10)
    np.testing.assert_array_equal(_run("Dropout", x, is_train=True, seed=3),
                                  _run("Dropout", x, is_train=True, seed=3))


def test_dropout_edge_probabilities():
    x = f32(4, 4)
    np.testing.assert_array_equal(_run("Dropout", x, is_train=True, p=1.0), np.zeros_like(x))
    with pytest.raises(OpError, match="p=1.5"):
        _run("Dropout", x, is_train=True, p=1.5)


def test_dropout_output_is_not_the_input_buffer():
    x = f32(3, 3)
    y = _run("Dropout", x)
    y[...] = 0
    assert x.any()


def test_embedding_shapes_and_type():
    emb = resolve("Embedding")
    a = emb.parse_attrs({"input_dim": 10, "output_dim": 4})
    assert emb.infer_input_shapes(a, [(2, 5), None]) == [(2, 5), (10, 4)]
    assert emb.out_shapes(a, (2, 5), (10, 4)) == [(2, 5, 4)]
    assert emb.out_types(a, "int32", "float32") == ["float32"]


@pytest.mark.parametrize("name, inputs, attrs, fragment", [
    ("BatchNorm", [f32(2, 3, 4), f32(4), f32(4), f32(4), f32(4)], {}, "gamma shape (4,)"),
    ("BatchNorm", [f32(2, 3), f32(3), f32(3), f32(3), f32(3)], {"axis": 2}, "out of range"),
    ("LayerNorm", [f32(2, 3), f32(2), f32(3)], {}, "gamma shape"),
    ("Embedding", [np.zeros(2, "float32"), np.zeros((4, 2), "float32")],
     {"input_dim": 4, "output_dim": 3}, "weight shape"),
])
def test_bad_input_is_a_clear_op_error(name, inputs, attrs, fragment):
    with pytest.raises(OpError) as info:
        _run(name, *inputs, **attrs)
    assert fragment in str(info.value), str(info.value)
