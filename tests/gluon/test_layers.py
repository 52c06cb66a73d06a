"""gluon.nn layers: traced op names/attrs as MXNet writes them, eager == hybridized."""
import json

import numpy as np
import pytest
from hybridlint.runtime import autograd, nd, sym
from hybridlint.runtime import name as _name
from hybridlint.runtime.gluon import contrib, nn


def _x(*shape, seed=0):
    return nd.array(np.random.default_rng(seed).standard_normal(shape))


# (factory, input shape, expected (op, node name, attrs) of the layer's main node)
CASES = {
    "dense": (lambda: nn.Dense(5, activation="tanh"), (2, 3, 4), (
        "FullyConnected", "dense0_fwd", {"flatten": "True", "no_bias": "False", "num_hidden": "5"})),
    "dense-nobias-noflatten": (lambda: nn.Dense(5, use_bias=False, flatten=False), (2, 3, 4), (
        "FullyConnected", "dense0_fwd", {"flatten": "False", "no_bias": "True", "num_hidden": "5"})),
    "conv1d": (lambda: nn.Conv1D(4, 3, padding=1), (2, 3, 9), (
        "Convolution", "conv0_fwd", {"dilate": "(1,)", "kernel": "(3,)", "layout": "NCW",
                                     "no_bias": "False", "num_filter": "4", "num_group": "1",
                                     "pad": "(1,)", "stride": "(1,)"})),
    "conv2d": (lambda: nn.Conv2D(6, 3, strides=2, padding=1, activation="relu"), (2, 3, 9, 9), (
        "Convolution", "conv0_fwd", {"dilate": "(1, 1)", "kernel": "(3, 3)", "layout": "NCHW",
                                     "no_bias": "False", "num_filter": "6", "num_group": "1",
                                     "pad": "(1, 1)", "stride": "(2, 2)"})),
    "conv2d-groups": (lambda: nn.Conv2D(4, (3, 2), groups=2, use_bias=False, dilation=2),
                      (1, 4, 9, 9), (
        "Convolution", "conv0_fwd", {"dilate": "(2, 2)", "kernel": "(3, 2)", "layout": "NCHW",
                                     "no_bias": "True", "num_filter": "4", "num_group": "2",
                                     "pad": "(0, 0)", "stride": "(1, 1)"})),
    "conv2dtranspose": (lambda: nn.Conv2DTranspose(4, 3, strides=2, padding=1, output_padding=1),
                        (2, 3, 5, 5), (
        "Deconvolution", "conv0_fwd", {"adj": "(1, 1)", "dilate": "(1, 1)", "kernel": "(3, 3)",
                                       "layout": "NCHW", "no_bias": "False", "num_filter": "4",
                                       "num_group": "1", "pad": "(1, 1)", "stride": "(2, 2)"})),
    "groupnorm": (lambda: nn.GroupNorm(3), (2, 6, 4), (
        "GroupNorm", "groupnorm0_groupnorm0", {"eps": "1e-05", "num_groups": "3"})),
    "reflectionpad2d": (lambda: nn.ReflectionPad2D(1), (1, 2, 4, 4), (
        "Pad", "reflectionpad2d0_pad0", {"mode": "reflect",
                                         "pad_width": "(0, 0, 0, 0, 1, 1, 1, 1)"})),
    "maxpool1d": (lambda: nn.MaxPool1D(), (2, 3, 8), (
        "Pooling", "pool0_fwd", {"global_pool": "False", "kernel": "(2,)", "layout": "NCW",
                                 "pad": "(0,)", "pool_type": "max", "pooling_convention": "valid",
                                 "stride": "(2,)"})),
    "maxpool2d-ceil": (lambda: nn.MaxPool2D(3, 2, ceil_mode=True), (1, 2, 8, 8), (
        "Pooling", "pool0_fwd", {"global_pool": "False", "kernel": "(3, 3)", "layout": "NCHW",
                                 "pad": "(0, 0)", "pool_type": "max", "pooling_convention": "full",
                                 "stride": "(2, 2)"})),
    "avgpool2d": (lambda: nn.AvgPool2D(2, padding=1, count_include_pad=False), (1, 2, 6, 6), (
        "Pooling", "pool0_fwd", {"count_include_pad": "False", "global_pool": "False",
                                 "kernel": "(2, 2)", "layout": "NCHW", "pad": "(1, 1)",
                                 "pool_type": "avg", "pooling_convention": "valid",
                                 "stride": "(2, 2)"})),
    "avgpool1d": (lambda: nn.AvgPool1D(), (1, 2, 6), (
        "Pooling", "pool0_fwd", {"count_include_pad": "True", "global_pool": "False",
                                 "kernel": "(2,)", "layout": "NCW", "pad": "(0,)",
                                 "pool_type": "avg", "pooling_convention": "valid",
                                 "stride": "(2,)"})),
    "globalavgpool2d": (lambda: nn.GlobalAvgPool2D(), (2, 3, 5, 5), (
        "Pooling", "pool0_fwd", {"global_pool": "True", "kernel": "(1, 1)", "layout": "NCHW",
                                 "pad": "(0, 0)", "pool_type": "avg", "pooling_convention": "full",
                                 "stride": "(1, 1)"})),
    "globalmaxpool2d": (lambda: nn.GlobalMaxPool2D(), (2, 3, 5, 5), (
        "Pooling", "pool0_fwd", {"global_pool": "True", "kernel": "(1, 1)", "layout": "NCHW",
                                 "pad": "(0, 0)", "pool_type": "max", "pooling_convention": "full",
                                 "stride": "(1, 1)"})),
    "batchnorm": (lambda: nn.BatchNorm(), (4, 3, 2, 2), (
        "BatchNorm", "batchnorm0_fwd", {"axis": "1", "eps": "1e-05", "fix_gamma": "False",
                                        "momentum": "0.9", "use_global_stats": "False"})),
    # MXNet 1.9.1 writes the fused layer's node as _contrib_BatchNormWithReLU (measured)
    "batchnormrelu": (lambda: nn.BatchNormReLU(), (4, 3, 2, 2), (
        "_contrib_BatchNormWithReLU", "batchnormrelu0_fwd", {
            "axis": "1", "eps": "1e-05", "fix_gamma": "False", "momentum": "0.9",
            "use_global_stats": "False"})),
    "layernorm": (lambda: nn.LayerNorm(), (2, 3, 4), (
        "LayerNorm", "layernorm0_layernorm0", {"axis": "-1", "eps": "1e-05"})),
    "dropout": (lambda: nn.Dropout(0.3), (3, 4), (
        "Dropout", "dropout0_fwd", {"axes": "()", "cudnn_off": "False", "p": "0.3"})),
    "activation": (lambda: nn.Activation("sigmoid"), (3, 4), (
        "Activation", "sigmoid0_fwd", {"act_type": "sigmoid"})),
    "leakyrelu": (lambda: nn.LeakyReLU(0.1), (3, 4), (
        "LeakyReLU", "leakyrelu0_fwd", {"act_type": "leaky", "slope": "0.1"})),
    "flatten": (lambda: nn.Flatten(), (2, 3, 4), ("Flatten", "flatten0_flatten0", {})),
    "embedding": (lambda: nn.Embedding(10, 4), None, (
        "Embedding", "embedding0_fwd", {"dtype": "float32", "input_dim": "10",
                                        "output_dim": "4", "sparse_grad": "False"})),
    "hybridlambda": (lambda: nn.HybridLambda("tanh"), (3, 4), ("tanh", "hybridlambda0_tanh0", {})),
    "hybridconcurrent": (lambda: _concurrent(), (2, 3), (
        "Concat", "hybridconcurrent0_concat0", {"dim": "1", "num_args": "2"})),
}


def _concurrent():
    net = contrib.nn.HybridConcurrent(axis=1)
    with net.name_scope():
        net.add(nn.Dense(4), nn.Dense(2))
    return net


def _input(case):
    shape = CASES[case][1]
    if shape is None:
        return nd.array(np.array([[1, 3, 9], [0, 2, 2]], np.float32))
    return _x(*shape)


@pytest.mark.parametrize("case", sorted(CASES))
def test_eager_equals_hybridized(case):
    with _name.NameManager():
        blk = CASES[case][0]()
    blk.initialize()
    x = _input(case)
    eager = blk(x).asnumpy()
    blk.hybridize()
    hyb = blk(x).asnumpy()
    np.testing.assert_allclose(eager, hyb, rtol=1e-5, atol=1e-6)
    blk.hybridize(static_alloc=True, static_shape=True)
    np.testing.assert_allclose(eager, blk(x).asnumpy(), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("case", sorted(CASES))
def test_traced_node_matches_mxnet(case):
    with _name.NameManager():
        blk = CASES[case][0]()
    op, name, attrs = CASES[case][2]
    out = blk(sym.var("data"))
    nodes = json.loads(out.tojson())["nodes"]
    node = next((n for n in nodes if n["name"] == name), None)
    assert node is not None, [n["name"] for n in nodes]
    assert node["op"] == op
    assert node.get("attrs", {}) == attrs


def test_dense_values():
    d = nn.Dense(3, in_units=2)
    d.initialize()
    x = _x(4, 2)
    w, b = d.weight.data().asnumpy(), d.bias.data().asnumpy()
    np.testing.assert_allclose(d(x).asnumpy(), x.asnumpy() @ w.T + b, rtol=1e-5, atol=1e-6)


def test_conv_weight_shapes_are_declared_like_mxnet():
    assert nn.Conv2D(8, 3).weight.shape == (8, 0, 3, 3)
    assert nn.Conv2D(8, 3, in_channels=4, groups=2).weight.shape == (8, 2, 3, 3)
    assert nn.Conv2D(8, 3, layout="NHWC", in_channels=4).weight.shape == (8, 3, 3, 4)
    assert nn.Conv1D(2, 5).weight.shape == (2, 0, 5)
    with pytest.raises(ValueError, match="layout"):
        nn.Conv2D(2, 3, layout="NCW")


def test_batchnorm_uses_running_stats_in_inference_and_batch_stats_in_training():
    bn = nn.BatchNorm(in_channels=2)
    bn.initialize()
    bn.running_mean.set_data(np.array([1.0, -1.0], np.float32))
    bn.running_var.set_data(np.array([4.0, 1.0], np.float32))
    x = _x(5, 2, 3)
    got = bn(x).asnumpy()
    xs = x.asnumpy()
    want = (xs - np.array([1.0, -1.0])[None, :, None]) / np.sqrt(np.array([4.0, 1.0]) + 1e-5)[None, :, None]
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)
    with autograd.train_mode():
        train = bn(x).asnumpy()
    m = xs.mean(axis=(0, 2), keepdims=True)
    v = xs.var(axis=(0, 2), keepdims=True)
    np.testing.assert_allclose(train, (xs - m) / np.sqrt(v + 1e-5), rtol=1e-4, atol=1e-4)
    # a training-mode forward alone leaves the running statistics unchanged (MXNet)
    np.testing.assert_array_equal(bn.running_mean.data().asnumpy(), [1.0, -1.0])
    bn.hybridize()
    with autograd.record():
        np.testing.assert_allclose(bn(x).asnumpy(), train, rtol=1e-4, atol=1e-4)
    np.testing.assert_array_equal(bn.running_mean.data().asnumpy(), [1.0, -1.0])
    np.testing.assert_array_equal(bn.running_var.data().asnumpy(), [4.0, 1.0])


def test_batchnormrelu_is_relu_of_batchnorm():
    # MXNet 1.9.1: BatchNormReLU() on (arange(24).reshape(2, 3, 2, 2) - 10) / 4 in inference gives
    # [0, 0, 0, 0.24999875, 0.4999975, 0.74999624] at flat positions 8-13, eager == hybridized
    net = nn.BatchNormReLU()
    net.initialize()
    x = nd.array((np.arange(24).reshape(2, 3, 2, 2) - 10) / 4.0)
    got = net(x).asnumpy()
    np.testing.assert_allclose(got.ravel()[8:14], [0, 0, 0, 0.24999875, 0.4999975, 0.74999624],
                               rtol=1e-6)
    np.testing.assert_allclose(got, np.maximum(x.asnumpy() / np.sqrt(1 + 1e-5), 0), rtol=1e-6)
    assert list(net.collect_params()) == [f"{net.prefix}{n}" for n in (
        "gamma", "beta", "running_mean", "running_var")]


def test_sequential_indexing_and_len():
    net = nn.HybridSequential()
    net.add(nn.Dense(2), nn.Dense(3), nn.Dense(4))
    assert len(net) == 3
    assert net[1] is list(net._children.values())[1]
    sub = net[1:]
    assert isinstance(sub, nn.HybridSequential) and len(sub) == 2
    seq = nn.Sequential()
    seq.add(nn.Dense(2, in_units=3))
    seq.initialize()
    assert seq(_x(1, 3)).shape == (1, 2)
    with pytest.warns(UserWarning, match="HybridSequential"):
        seq.hybridize()


def test_lambda_and_identity_and_concurrent():
    lam = nn.Lambda("relu")
    x = _x(2, 3)
    np.testing.assert_array_equal(lam(x).asnumpy(), np.maximum(x.asnumpy(), 0))
    fn = nn.Lambda(lambda a: a * 2)
    np.testing.assert_array_equal(fn(x).asnumpy(), x.asnumpy() * 2)
    with pytest.raises(ValueError, match="not found"):
        nn.Lambda("no_such_op")
    with pytest.raises(ValueError, match="not found"):
        nn.HybridLambda("array")         # nd-only: not in sym
    ident = contrib.nn.Identity()
    assert ident(x) is x
    conc = contrib.nn.Concurrent(axis=1)
    conc.add(nn.Dense(2, in_units=3), nn.Identity())
    conc.initialize()
    assert conc(x).shape == (2, 5)
    assert nn.HybridConcurrent is contrib.nn.HybridConcurrent


def test_embedding_values():
    emb = nn.Embedding(10, 4)
    emb.initialize()
    idx = nd.array(np.array([[1, 9]], np.float32))
    np.testing.assert_array_equal(emb(idx).asnumpy()[0], emb.weight.data().asnumpy()[[1, 9]])


def test_transpose_conv_shapes_and_pixel_shuffle_values():
    t = nn.Conv2DTranspose(4, 3, strides=2, padding=1, output_padding=1, in_channels=3)
    assert t.weight.shape == (3, 4, 3, 3)
    t.initialize()
    assert t(_x(2, 3, 5, 5)).shape == (2, 4, 10, 10)
    shuffle = contrib.nn.PixelShuffle2D((2, 3))
    x = np.arange(1 * 12 * 2 * 3, dtype=np.float32).reshape(1, 12, 2, 3)
    out = shuffle(nd.array(x)).asnumpy()
    ref = x.reshape(1, 2, 2, 3, 2, 3).transpose(0, 1, 4, 2, 5, 3).reshape(1, 2, 4, 9)
    np.testing.assert_array_equal(out, ref)
    shuffle.hybridize()
    np.testing.assert_array_equal(shuffle(nd.array(x)).asnumpy(), ref)
    assert contrib.nn.PixelShuffle3D(2)(_x(1, 16, 2, 2, 2)).shape == (1, 2, 4, 4, 4)
    assert contrib.nn.PixelShuffle1D(2)(_x(1, 4, 3)).shape == (1, 2, 6)
