"""Block / HybridBlock: naming, registration, hybridization, save/load, SymbolBlock."""
import warnings

import numpy as np
import pytest
from hybridlint.runtime import autograd, nd, sym
from hybridlint.runtime import initializer as init
from hybridlint.runtime import name as _name
from hybridlint.runtime.gluon import (
    Block,
    DeferredInitializationError,
    HybridBlock,
    Parameter,
    SymbolBlock,
    nn,
)
from hybridlint.runtime.gluon.parameter import ParameterLoadError


def _x(*shape, seed=0):
    return nd.array(np.random.default_rng(seed).standard_normal(shape))


class Counting(HybridBlock):
    """Counts hybrid_forward calls (the tutorial's print)."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.calls = []
        with self.name_scope():
            self.fc = nn.Dense(3)

    def hybrid_forward(self, F, x):
        self.calls.append("nd" if F is nd else "sym")
        return F.relu(self.fc(x))


# ------------------------------------------------------------------ naming
def test_top_level_prefixes_count_per_alias():
    a, b, c = nn.Dense(2), nn.Dense(2), nn.Conv2D(2, 3)
    assert (a.prefix, b.prefix, c.prefix) == ("dense0_", "dense1_", "conv0_")
    assert a.name == "dense0"
    assert list(a.params.keys()) == ["dense0_weight", "dense0_bias"]
    assert nn.Activation("relu").prefix == "relu0_"
    assert nn.MaxPool2D().prefix == "pool0_"


def test_name_scope_nests_prefixes_and_counts_per_parent():
    net = nn.HybridSequential()
    with net.name_scope():
        net.add(nn.Dense(4, activation="relu"), nn.Dense(2))
    names = list(net.collect_params().keys())
    assert names == ["hybridsequential0_dense0_weight", "hybridsequential0_dense0_bias",
                     "hybridsequential0_dense1_weight", "hybridsequential0_dense1_bias"]
    assert net[0].act.prefix == "hybridsequential0_dense0_relu_"
    other = nn.HybridSequential()
    with other.name_scope():
        other.add(nn.Dense(1))
    assert other[0].prefix == "hybridsequential1_dense0_"


def test_explicit_prefix_and_shared_params():
    a = nn.Dense(3, in_units=2, prefix="enc_")
    b = nn.Dense(3, in_units=2, params=a.collect_params())
    assert a.weight is b.weight
    assert a.weight.name == "enc_weight"


def test_structural_names_and_collect_select():
    net = nn.HybridSequential()
    net.add(nn.Dense(2), nn.Dense(3))
    assert list(net._collect_params_with_prefix()) == ["0.weight", "0.bias", "1.weight", "1.bias"]
    assert list(net.collect_params(".*bias").keys()) == ["dense0_bias", "dense1_bias"]
    assert list(net.collect_params("dense1_.*").keys()) == ["dense1_weight", "dense1_bias"]


def test_setattr_registration_and_type_changes():
    class Net(Block):
        def __init__(self):
            super().__init__()
            self.body = nn.Dense(2)
            self.w = Parameter("w", shape=(1,))

        def forward(self, x):
            return self.body(x)

    net = Net()
    assert list(net._children) == ["body"] and list(net._reg_params) == ["w"]
    with pytest.raises(TypeError, match="Changing attribute type"):
        net.body = 3
    with pytest.raises(ValueError, match="Overriding Parameter"):
        net.w = Parameter("w2")
    hb = nn.HybridSequential()
    with pytest.raises(ValueError, match="HybridSequential instead"):
        hb.add(nn.Sequential())


def test_repr_like_mxnet():
    net = nn.HybridSequential()
    net.add(nn.Dense(256, activation="relu"), nn.Conv2D(6, 5), nn.MaxPool2D(2),
            nn.BatchNorm(), nn.Dropout(0.5), nn.Flatten(), nn.LeakyReLU(0.1))
    assert repr(net) == (
        "HybridSequential(\n"
        "  (0): Dense(None -> 256, Activation(relu))\n"
        "  (1): Conv2D(None -> 6, kernel_size=(5, 5), stride=(1, 1))\n"
        "  (2): MaxPool2D(size=(2, 2), stride=(2, 2), padding=(0, 0), ceil_mode=False, "
        "global_pool=False, pool_type=max, layout=NCHW)\n"
        "  (3): BatchNorm(axis=1, eps=1e-05, momentum=0.9, fix_gamma=False, "
        "use_global_stats=False, in_channels=None)\n"
        "  (4): Dropout(p = 0.5, axes=())\n"
        "  (5): Flatten\n"
        "  (6): LeakyReLU(0.1)\n"
        ")")


# ------------------------------------------------------------------ hybridize
def test_hybrid_forward_runs_every_call_before_and_once_after_hybridize():
    net = Counting()
    net.initialize()
    x = _x(2, 5)
    eager = [net(x).asnumpy() for _ in range(3)]
    # The child's deferred shapes are inferred by the child itself: no trace here.
    assert net.calls == ["nd", "nd", "nd"]
    net.calls.clear()
    net.hybridize()
    hyb = [net(x).asnumpy() for _ in range(3)]
    assert net.calls == ["sym"]
    for e, h in zip(eager, hyb):
        np.testing.assert_allclose(e, h, rtol=1e-5, atol=1e-7)
    # a new batch size re-plans the graph but does not re-trace the python function
    assert net(_x(7, 5)).shape == (7, 3)
    assert net.calls == ["sym"]
    net.hybridize(active=False)
    net(x)
    assert net.calls == ["sym", "nd"]


def test_hybridize_is_recursive_and_clears_cache():
    net = nn.HybridSequential()
    net.add(nn.Dense(2), nn.Dense(2))
    net.initialize()
    net.hybridize()
    assert all(c._active for c in net._children.values())
    net(_x(1, 3))
    assert net._cached_op is not None
    net.hybridize()
    assert net._cached_op is None


def test_static_shape_requires_static_alloc():
    with pytest.raises(ValueError, match="static_alloc"):
        nn.Dense(2).hybridize(static_shape=True)
    net = nn.Dense(2)
    net.initialize()
    net.hybridize(static_alloc=True, static_shape=True)
    assert net(_x(1, 3)).shape == (1, 2)


def test_training_flag_reaches_the_graph():
    net = nn.HybridSequential()
    net.add(nn.Dropout(0.5))
    net.hybridize()
    x = nd.array(np.ones((50, 40)))
    np.testing.assert_array_equal(net(x).asnumpy(), np.ones((50, 40)))
    with autograd.record():
        out = net(x).asnumpy()
    assert (out == 0).any() and set(np.unique(out)) <= {0.0, 2.0}


def test_symbol_call_returns_traced_symbol_and_json():
    net = nn.HybridSequential()
    net.add(nn.Dense(4, activation="relu"), nn.Dense(2))
    y = net(sym.var("data"))
    assert isinstance(y, sym.Symbol)
    assert y.list_arguments() == ["data", "dense0_weight", "dense0_bias",
                                  "dense1_weight", "dense1_bias"]
    assert "dense1_fwd" in y.tojson()
    assert repr(y) == "<Symbol dense1_fwd>"


def test_mixed_and_missing_inputs_are_rejected():
    net = nn.Dense(2, in_units=2)
    net.initialize()
    with pytest.raises(ValueError, match="mixed NDArrays and Symbols"):
        HybridBlock.forward(net, _x(1, 2), sym.var("a"))
    # MXNet 1.9.1 says the same, hybridized or not, for a call without a tensor
    for hybrid in (False, True):
        if hybrid:
            net.hybridize()
        for bare in (3, None, (3, 4)):
            with pytest.raises(ValueError, match="must be one NDArray or one Symbol"):
                net(bare)


class _Resize(HybridBlock):
    """imgclsmob's InterpolationBlock shape: a size tuple and a scale beside the tensor."""

    def hybrid_forward(self, F, x, size=None, scale=1.0):
        y = x * scale
        if size is None:
            return y
        return F.contrib.BilinearResize2D(y, height=size[0], width=size[1])


class _Outer(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.up = _Resize()
            self.conv = nn.Conv2D(2, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        return self.up(self.conv(x), (4, 6), 2.0)


def test_python_values_beside_the_tensors():
    # as MXNet 1.9.1 (checked there with these blocks): python values among a block's
    # arguments are passed over by the type/context check, so a child block handed a size
    # tuple runs eagerly and inside a hybridized parent (it is traced with them); only a
    # hybridized block called with them directly refuses, its graph taking tensors alone
    x = nd.array(np.arange(36, dtype=np.float32).reshape((2, 3, 2, 3)) / 10)
    out = _Resize()(x, (4, 6), 2.0)
    assert out.shape == (2, 3, 4, 6)
    assert round(float(out.sum().asscalar()), 4) == 504.0
    assert round(float(_Resize()(x, None, 3).sum().asscalar()), 4) == 189.0
    net = _Outer()
    net.initialize(init.Constant(0.1))
    eager = net(x).asnumpy()
    assert eager.shape == (2, 2, 4, 6) and round(float(eager.sum()), 4) == 100.8
    net.hybridize()
    np.testing.assert_allclose(net(x).asnumpy(), eager, rtol=1e-6)
    direct = _Resize()
    direct.hybridize()
    with pytest.raises(ValueError, match="list of Symbol or NDArray, but got 4 of type int"):
        direct(x, (4, 6))


def test_multiple_inputs_and_outputs_use_data0_data1():
    class Two(HybridBlock):
        def hybrid_forward(self, F, a, b):
            return a + b, F.concat(a, b, dim=1)

    blk = Two()
    a, b = _x(2, 3, seed=1), _x(2, 3, seed=2)
    eager = blk(a, b)
    blk.hybridize()
    hyb = blk(a, b)
    assert isinstance(hyb, list) and len(hyb) == 2
    for e, h in zip(eager, hyb):
        np.testing.assert_allclose(e.asnumpy(), h.asnumpy())
    assert [v.name for v in blk._cached_graph[0]] == ["data0", "data1"]


def test_unknown_variable_in_hybrid_forward_is_named():
    class Bad(HybridBlock):
        def hybrid_forward(self, F, x):
            if F is sym:
                return x + F.var("stray")
            return x

    blk = Bad()
    blk.hybridize()
    with pytest.raises(ValueError, match="Unknown input to HybridBlock: stray"):
        blk(_x(1, 2))


def test_deferred_init_errors():
    net = nn.Dense(2)
    with pytest.raises(RuntimeError, match="has not been initialized"):
        net(_x(1, 3))
    net.initialize()
    with pytest.raises(DeferredInitializationError):
        net.weight.data()
    net(_x(1, 3))
    assert net.weight.shape == (2, 3)


def test_export_before_a_hybridized_call_raises(tmp_path):
    net = nn.Dense(2, in_units=3)
    net.initialize()
    with pytest.raises(RuntimeError, match="hybridize"):
        net.export(str(tmp_path / "m"))


def test_initialize_with_global_init_and_force_reinit():
    net = nn.Dense(3, in_units=2)
    net.initialize(init.One())
    np.testing.assert_array_equal(net.weight.data().asnumpy(), np.ones((3, 2)))
    np.testing.assert_array_equal(net.bias.data().asnumpy(), np.zeros(3))
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        net.initialize(init.Zero())
    assert any("already initialized" in str(m.message) for m in w)
    net.initialize(init.Zero(), force_reinit=True)
    assert net.weight.data().asnumpy().sum() == 0


def test_save_load_parameters_errors_and_options(tmp_path):
    net = nn.HybridSequential()
    net.add(nn.Dense(3, in_units=2), nn.Dense(1, in_units=3))
    net.initialize()
    path = str(tmp_path / "n.params")
    net.save_parameters(path)
    other = nn.HybridSequential()
    other.add(nn.Dense(3, in_units=2), nn.Dense(1, in_units=3))
    other.load_parameters(path)
    for a, b in zip(net.collect_params().values(), other.collect_params().values()):
        np.testing.assert_array_equal(a.data().asnumpy(), b.data().asnumpy())
    bigger = nn.HybridSequential()
    bigger.add(nn.Dense(3, in_units=2), nn.Dense(1, in_units=3), nn.Dense(1, in_units=1))
    with pytest.raises(ValueError, match="'2.weight' is missing"):
        bigger.load_parameters(path)
    bigger.load_parameters(path, allow_missing=True)
    smaller = nn.HybridSequential()
    smaller.add(nn.Dense(3, in_units=2))
    with pytest.raises(ValueError, match="'1.weight' loaded from file .* is not present"):
        smaller.load_parameters(path)
    smaller.load_parameters(path, ignore_extra=True)
    wrong = nn.HybridSequential()
    wrong.add(nn.Dense(4, in_units=2), nn.Dense(1, in_units=4))
    with pytest.raises(ParameterLoadError, match="shape incompatible"):
        wrong.load_parameters(path)
    half = nn.HybridSequential()
    half.add(nn.Dense(3, in_units=2, dtype="float16"), nn.Dense(1, in_units=3, dtype="float16"))
    with pytest.raises(ValueError, match="cast_dtype"):
        half.load_parameters(path)
    half.load_parameters(path, cast_dtype=True)
    assert half[0].weight.data().dtype == np.float16


def test_load_parameters_from_a_bad_file_is_a_clear_error(tmp_path):
    path = tmp_path / "bad.params"
    path.write_bytes(b"\x80\x04junk")
    with pytest.raises(ValueError, match="pickle"):
        nn.Dense(1).load_parameters(str(path))


def test_cast_changes_parameter_dtypes():
    net = nn.HybridSequential()
    net.add(nn.Dense(2, in_units=2), nn.BatchNorm(in_channels=2))
    net.initialize()
    net.cast("float16")
    assert net[0].weight.data().dtype == np.float16
    assert net[1].gamma.data().dtype == np.float32       # BatchNorm stays float32 (MXNet)
    assert net[0].weight.dtype == "float16"


def test_hooks_run_around_forward():
    seen = []
    net = nn.Dense(2, in_units=2)
    net.initialize()
    h1 = net.register_forward_pre_hook(lambda b, args: seen.append("pre"))
    net.register_forward_hook(lambda b, args, out: seen.append(out.shape))
    net(_x(1, 2))
    h1.detach()
    net(_x(1, 2))
    assert seen == ["pre", (1, 2), (1, 2)]


def test_summary_prints_layers(capsys):
    net = nn.HybridSequential()
    net.add(nn.Dense(4, in_units=3), nn.Dense(2, in_units=4))
    net.initialize()
    net.summary(_x(1, 3))
    out = capsys.readouterr().out.splitlines()
    assert out[1].split() == ["Layer", "(type)", "Output", "Shape", "Param", "#"]
    assert out[3].split() == ["Input", "(1,", "3)", "0"]
    assert out[4].split() == ["Dense-1", "(1,", "4)", "16"]
    assert out[5].split() == ["Dense-2", "(1,", "2)", "10"]
    assert "   Total params: 26" in out and "Unique parameters in model: 26" in out
    net.hybridize()
    with pytest.raises(ValueError, match="must not be hybridized"):
        net.summary(_x(1, 3))


def test_symbolblock_from_symbols_and_composition():
    data = sym.var("data")
    fc = sym.FullyConnected(data, num_hidden=3, name="fc")
    out = sym.Activation(fc, act_type="tanh", name="act")
    blk = SymbolBlock(out, data)
    assert sorted(blk.params.keys()) == ["fc_bias", "fc_weight"]
    blk.initialize()
    x = _x(2, 4)
    y = blk(x)
    assert y.shape == (2, 3)
    w, b = blk.params["fc_weight"].data().asnumpy(), blk.params["fc_bias"].data().asnumpy()
    np.testing.assert_allclose(y.asnumpy(), np.tanh(x.asnumpy() @ w.T + b), rtol=1e-5, atol=1e-6)
    composed = blk(sym.var("other") * 2)
    assert "other" in composed.list_arguments() and "data" not in composed.list_arguments()
    internals = out.get_internals()
    feat = SymbolBlock(internals["fc_output"], data, params=blk.collect_params())
    np.testing.assert_allclose(feat(x).asnumpy(), x.asnumpy() @ w.T + b, rtol=1e-5, atol=1e-6)


def test_symbolblock_rejects_non_variable_inputs():
    data = sym.var("data")
    with pytest.raises(ValueError, match="must be variables"):
        SymbolBlock(sym.relu(data), sym.relu(data))


def test_symbolblock_imports_without_params_and_bad_inputs(tmp_path):
    net = nn.HybridSequential()
    net.add(nn.Dense(3, in_units=4, activation="relu"), nn.Dense(2, in_units=3))
    net.initialize()
    net.hybridize()
    x = _x(2, 4)
    net(x)
    net.export(str(tmp_path / "m"))
    blank = SymbolBlock.imports(str(tmp_path / "m-symbol.json"), ["data"])
    blank.initialize(init.One())
    assert blank(x).shape == (2, 2)
    assert sorted(blank._reg_params) == ["0_bias", "0_weight", "1_bias", "1_weight"]
    with pytest.raises(ValueError, match="'nope' is not an input"):
        SymbolBlock.imports(str(tmp_path / "m-symbol.json"), ["nope"])
    (tmp_path / "bad-symbol.json").write_text('{"nodes": [')
    with pytest.raises(ValueError):
        SymbolBlock.imports(str(tmp_path / "bad-symbol.json"), ["data"])
    with pytest.raises(ValueError, match="is missing"):
        other = nn.Dense(1, in_units=1)
        other.initialize()
        other.save_parameters(str(tmp_path / "o.params"))
        SymbolBlock.imports(str(tmp_path / "m-symbol.json"), ["data"], str(tmp_path / "o.params"))


def test_constant_in_a_block_is_exported_with_its_initializer_name(tmp_path):
    class Scale(HybridBlock):
        def __init__(self):
            super().__init__()
            self.k = self.params.get_constant("k", [[2.0, 3.0]])

        def hybrid_forward(self, F, x, k):
            return F.broadcast_mul(x, k)

    blk = Scale()
    blk.initialize()
    x = _x(4, 2)
    np.testing.assert_allclose(blk(x).asnumpy(), x.asnumpy() * [[2.0, 3.0]])
    blk.hybridize()
    np.testing.assert_allclose(blk(x).asnumpy(), x.asnumpy() * [[2.0, 3.0]])
    attrs = blk._cached_graph[1].get_internals()["scale0_k"].list_attr()
    assert attrs["__init__"].startswith("Constant_scale0_k_")
    assert init.create(attrs["__init__"]) is not None
    assert blk.k.grad_req == "null"


def test_hybridized_child_inside_an_eager_parent():
    class Parent(Block):
        def __init__(self):
            super().__init__()
            self.body = nn.HybridSequential()
            self.body.add(nn.Dense(3, activation="relu"), nn.Dense(2))

        def forward(self, x):
            return self.body(x) * 2

    net = Parent()
    net.initialize()
    x = _x(3, 5)
    eager = net(x).asnumpy()
    net.hybridize()
    assert net.body._active
    np.testing.assert_allclose(net(x).asnumpy(), eager, rtol=1e-5, atol=1e-7)
    assert net.body._cached_op is not None


def test_export_writes_aux_states_and_imports_them(tmp_path):
    from hybridlint.runtime import params_io
    net = nn.HybridSequential()
    net.add(nn.Conv2D(4, 3), nn.BatchNorm(), nn.Activation("relu"), nn.Dropout(0.5),
            nn.GlobalAvgPool2D(), nn.Flatten(), nn.Dense(3))
    net.initialize()
    net[1].running_mean.set_data(np.full(4, 0.5, np.float32))
    net.hybridize()
    x = _x(2, 3, 8, 8)
    y = net(x).asnumpy()
    net.export(str(tmp_path / "bn"))
    keys = list(params_io.load(tmp_path / "bn-0000.params"))
    assert keys == ["arg:conv0_weight", "arg:conv0_bias", "arg:batchnorm0_gamma",
                    "arg:batchnorm0_beta", "aux:batchnorm0_running_mean",
                    "aux:batchnorm0_running_var", "arg:dense0_weight", "arg:dense0_bias"]
    back = SymbolBlock.imports(str(tmp_path / "bn-symbol.json"), ["data"],
                               str(tmp_path / "bn-0000.params"))
    np.testing.assert_allclose(back(x).asnumpy(), y, rtol=1e-5, atol=1e-6)
    assert back.params["batchnorm0_running_mean"].grad_req == "null"
    np.testing.assert_array_equal(back.params["batchnorm0_running_mean"].data().asnumpy(), 0.5)


def test_layer_initializers_by_name_and_instance_and_seed():
    from hybridlint.runtime import random as mxrandom
    d = nn.Dense(4, in_units=3, weight_initializer="ones", bias_initializer=init.Constant(0.5))
    d.initialize(init.Zero())
    np.testing.assert_array_equal(d.weight.data().asnumpy(), np.ones((4, 3)))
    np.testing.assert_array_equal(d.bias.data().asnumpy(), np.full(4, 0.5))
    assert d(sym.var("data")).get_internals()["dense0_weight"].attr("__init__") == "ones"

    def build():
        mxrandom.seed(42)
        with _name.NameManager():
            net = nn.HybridSequential()
            net.add(nn.Conv2D(2, 3, in_channels=1), nn.Dense(2, in_units=8))
        net.initialize(init.Xavier())
        return [p.data().asnumpy() for p in net.collect_params().values()]

    for a, b in zip(build(), build()):
        np.testing.assert_array_equal(a, b)


def test_multi_context_parameters_are_copies_and_reduce_to_their_mean(tmp_path):
    from hybridlint.runtime.context import cpu
    p = Parameter("w_weight", shape=(2,), init=init.One())
    p.initialize(ctx=[cpu(0), cpu(1)])
    assert len(p.list_data()) == 2 and p.list_ctx() == [cpu(0), cpu(1)]
    assert p.data(cpu(1)) is p.list_data()[1]
    p.data(cpu(1))[:] = 3
    np.testing.assert_array_equal(p._reduce().asnumpy(), [2, 2])
    with pytest.raises(RuntimeError, match="only initialized on"):
        p.data(cpu(2))


def test_single_layer_save_load_uses_the_prefix_path(tmp_path):
    a = nn.Dense(2, in_units=3)
    a.initialize()
    path = str(tmp_path / "d.params")
    a.save_parameters(path)
    from hybridlint.runtime import params_io
    assert list(params_io.load(path)) == ["weight", "bias"]
    b = nn.Dense(2, in_units=3)
    b.load_parameters(path)
    np.testing.assert_array_equal(a.weight.data().asnumpy(), b.weight.data().asnumpy())
    c = nn.Dense(2, in_units=3)
    with pytest.raises(ValueError, match="strip"):
        c.collect_params().save(str(tmp_path / "old.params"), strip_prefix="other_")
