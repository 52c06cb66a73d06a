"""The hybridized call path: the fast call installed after a full call must give
what the full path gives, and step aside whenever the full path has work to do."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, cpu, nd
from hybridlint.runtime import name as _name
from hybridlint.runtime.compiler.grad import CompiledGraphGrad
from hybridlint.runtime.gluon import HybridBlock, Parameter, nn

from ..gluon.nets import LeNet


@pytest.fixture(autouse=True)
def _fresh_names():
    with _name.NameManager():
        yield


def _mlp(static=True):
    net = nn.HybridSequential()
    net.add(nn.Dense(32, activation="relu"), nn.Dense(16, activation="relu"), nn.Dense(2))
    net.initialize()
    x = nd.array(np.random.default_rng(0).standard_normal((3, 12)).astype(np.float32))
    want = net(x).asnumpy()
    net.hybridize(static_alloc=static, static_shape=static)
    return net, x, want


def _count_full_calls(net, monkeypatch):
    calls = []
    full = type(net)._call_cached_op

    def spy(self, *a, **k):
        calls.append(1)
        return full(self, *a, **k)
    monkeypatch.setattr(type(net), "_call_cached_op", spy)
    return calls


@pytest.mark.parametrize("static", [False, True])
def test_fast_call_is_installed_and_matches_eager(static, monkeypatch):
    net, x, want = _mlp(static)
    calls = _count_full_calls(net, monkeypatch)
    for _ in range(3):
        np.testing.assert_allclose(net(x).asnumpy(), want, rtol=1e-5, atol=1e-6)
    assert net._fast_call is not None
    assert len(calls) == 1                       # only the first call took the full path


def test_parameter_changes_are_seen(monkeypatch):
    net, x, _ = _mlp()
    net(x)
    calls = _count_full_calls(net, monkeypatch)
    w = net[2].weight
    w.set_data(nd.zeros(w.shape))               # in place: the fast call sees it
    np.testing.assert_allclose(net(x).asnumpy(), np.broadcast_to(net[2].bias.data().asnumpy(),
                                                                  (3, 2)))
    assert not calls
    net.collect_params().initialize(force_reinit=True)     # new arrays: full path again
    got = net(x).asnumpy()
    assert calls and np.abs(got).sum() > 0
    h = x.asnumpy()
    for i, layer in enumerate(net):
        h = h @ layer.weight.data().asnumpy().T + layer.bias.data().asnumpy()
        h = np.maximum(h, 0) if i < 2 else h
    np.testing.assert_allclose(got, h, rtol=1e-5, atol=1e-6)


def test_load_parameters_and_cast_take_effect(tmp_path):
    net, x, want = _mlp()
    net(x)
    net.save_parameters(str(tmp_path / "a.params"))
    net.collect_params().initialize(force_reinit=True)
    assert not np.allclose(net(x).asnumpy(), want)
    net.load_parameters(str(tmp_path / "a.params"))
    np.testing.assert_allclose(net(x).asnumpy(), want, rtol=1e-5, atol=1e-6)
    net.cast("float64")
    y = net(nd.array(x.asnumpy(), dtype="float64"))
    assert y.dtype == np.float64
    np.testing.assert_allclose(y.asnumpy(), want, rtol=1e-5, atol=1e-6)


def _recorded_grads(net, x):
    with autograd.record():
        loss = (net(x) ** 2).sum()
    loss.backward()
    return [p.grad().asnumpy().copy() for p in net.collect_params().values()]


def test_recording_takes_the_fast_call_with_the_full_paths_gradients(monkeypatch):
    net, x, _ = _mlp()
    net(x)                                       # installs the fast call
    calls = _count_full_calls(net, monkeypatch)
    fast = _recorded_grads(net, x)
    assert not calls and net._fast_call is not None
    assert all(np.abs(g).sum() > 0 for g in fast)
    with net.register_forward_hook(lambda *a: None):      # a hook: the full path
        full = _recorded_grads(net, x)
    assert len(calls) == 1
    for a, b in zip(fast, full):
        np.testing.assert_array_equal(a, b)
    # new parameter arrays: one full call, then the fast call records on the new ones
    net.collect_params().initialize(force_reinit=True)
    calls.clear()
    first, again = _recorded_grads(net, x), _recorded_grads(net, x)
    assert len(calls) == 1 and net._fast_call is not None
    net.hybridize(active=False)
    eager = _recorded_grads(net, x)
    for a, b, c in zip(first, again, eager):
        np.testing.assert_array_equal(a, b)
        np.testing.assert_allclose(a, c, rtol=1e-5, atol=1e-6)


def test_recording_on_the_fast_call_follows_grad_req_and_pause(monkeypatch):
    net, x, _ = _mlp()
    net(x)
    calls = _count_full_calls(net, monkeypatch)
    net[0].weight.grad_req = "null"              # rebinds one of ours: the full path once
    for _ in range(2):
        with autograd.record():
            loss = (net(x) ** 2).sum()
        loss.backward()
    assert len(calls) == 1 and net._fast_call is not None
    assert np.abs(net[1].weight.grad().asnumpy()).sum() > 0
    with autograd.record():
        with autograd.pause():                   # not recording: no tape node
            out = net(x)
    assert getattr(out, "_ag", None) is None
    with autograd.record():
        out = net(x)
    assert getattr(out, "_ag", None) is not None
    assert len(calls) == 1


def test_hooks_registered_later_still_run():
    net, x, _ = _mlp()
    net(x)
    seen = []
    with net.register_forward_hook(lambda b, a, o: seen.append(o.shape)):
        net(x)
    net(x)
    assert seen == [(3, 2)]


def test_other_shapes_and_contexts_and_structures():
    net, x, _ = _mlp(static=False)
    net(x)
    x5 = nd.array(np.ones((5, 12), np.float32))
    assert net(x5).shape == (5, 2)
    x_other_ctx_object = nd.array(x.asnumpy(), ctx=cpu(0))    # equal, not identical
    np.testing.assert_allclose(net(x_other_ctx_object).asnumpy(), net(x).asnumpy())
    with pytest.raises(ValueError, match="argument structure"):
        net(x, x)


class TwoIn(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=3)

    def hybrid_forward(self, F, a, b):
        y = self.fc(a) * 2 + b
        return y, F.relu(y)


def test_two_inputs_two_outputs():
    net = TwoIn()
    net.initialize()
    a, b = nd.ones((2, 3)), nd.ones((2, 4)) * 0.5
    want = [o.asnumpy() for o in net(a, b)]
    net.hybridize(static_alloc=True, static_shape=True)
    for _ in range(2):
        got = net(a, b)
        assert isinstance(got, list) and len(got) == 2
        for g, w in zip(got, want):
            np.testing.assert_allclose(g.asnumpy(), w, rtol=1e-6)
    assert net._fast_call is not None
    got = net(b[:, :3], a[:, :1].broadcast_to((2, 4)))      # swapped roles still bind by position
    np.testing.assert_allclose(got[0].asnumpy(),
                               net.fc(b[:, :3]).asnumpy() * 2 + 1, rtol=1e-6)


class UserForward(HybridBlock):
    def __init__(self):
        super().__init__()
        self.calls = 0
        with self.name_scope():
            self.fc = nn.Dense(2, in_units=3)

    def forward(self, x):
        self.calls += 1
        return super().forward(x)

    def hybrid_forward(self, F, x):
        return self.fc(x)


def test_a_user_forward_runs_on_every_call():
    net = UserForward()
    net.initialize()
    net.hybridize()
    for _ in range(3):
        net(nd.ones((1, 3)))
    assert net.calls == 3 and net._fast_call is None


def test_deferred_initialization_still_happens_on_the_first_call():
    net = nn.HybridSequential()
    net.add(nn.Dense(5), nn.Dense(2))
    net.initialize()
    net.hybridize(static_alloc=True, static_shape=True)
    assert net(nd.ones((4, 7))).shape == (4, 2)
    assert net[0].weight.shape == (5, 7)
    assert net(nd.ones((4, 7))).shape == (4, 2)


def test_hybridize_again_drops_the_fast_call():
    net, x, want = _mlp()
    net(x)
    net.hybridize(active=False)
    assert net._fast_call is None
    np.testing.assert_allclose(net(x).asnumpy(), want, rtol=1e-5, atol=1e-6)


def test_parameter_lookup_by_equal_context():
    p = Parameter("w", shape=(2,))
    p.initialize(ctx=cpu(0))
    assert p.data(cpu(0)) is p.data(p.list_ctx()[0])
    before = Parameter._generation
    p.cast("float64")
    assert Parameter._generation > before


# ------------------------------------------------------------ hybridized training
def _lenet_grads(monkeypatch, executor, hybridize):
    if executor:
        monkeypatch.setenv("HYBRIDLINT_EXECUTOR", executor)
    else:
        monkeypatch.delenv("HYBRIDLINT_EXECUTOR", raising=False)
    with _name.NameManager():
        net = LeNet()
    net.initialize(init="xavier")
    rng = np.random.default_rng(5)
    for p in net.collect_params().values():
        if p.shape and all(p.shape):
            p.set_data(nd.array(rng.standard_normal(p.shape).astype(np.float32) * 0.1))
    x = nd.array(rng.standard_normal((4, 1, 28, 28)).astype(np.float32))
    net(x)                                   # deferred init
    for p in net.collect_params().values():
        p.set_data(nd.array(np.random.default_rng(len(p.name)).standard_normal(p.shape)
                            .astype(np.float32) * 0.1))
    if hybridize:
        net.hybridize(static_alloc=True, static_shape=True)
    for _ in range(2):
        with autograd.record():
            loss = (net(x) ** 2).sum()
        loss.backward()
    return {p.name.split("_", 1)[1]: p.grad().asnumpy() for p in net.collect_params().values()}


def test_hybridized_training_uses_the_compiled_forward_with_unchanged_gradients(monkeypatch):
    used = []
    forward = CompiledGraphGrad.forward

    def spy(self, feed, kctx, need=None):
        used.append(1)
        return forward(self, feed, kctx, need)
    monkeypatch.setattr(CompiledGraphGrad, "forward", spy)
    compiled = _lenet_grads(monkeypatch, None, True)
    assert used
    used.clear()
    reference = _lenet_grads(monkeypatch, "reference", True)
    assert not used
    eager = _lenet_grads(monkeypatch, None, False)
    assert compiled.keys() == eager.keys()
    for k in eager:
        # float32: the compiled forward may sum in another order (channels-last columns)
        np.testing.assert_allclose(compiled[k], reference[k], rtol=1e-4, atol=1e-5, err_msg=k)
        np.testing.assert_allclose(compiled[k], eager[k], rtol=1e-4, atol=1e-5, err_msg=k)


def test_another_blocks_parameters_do_not_disable_the_fast_call(monkeypatch):
    net, x, want = _mlp()
    net(x)
    calls = _count_full_calls(net, monkeypatch)
    other = nn.Dense(3)
    other.initialize()
    other(nd.ones((1, 2)))                       # deferred init elsewhere moves the generation
    for _ in range(2):
        np.testing.assert_allclose(net(x).asnumpy(), want, rtol=1e-5, atol=1e-6)
    assert not calls
    net[1].weight.grad_req = "null"             # rebinds one of ours: one full call, then fast
    net(x)
    net(x)
    assert len(calls) == 1 and net._fast_call is not None


class IgnoresInput(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.c = self.params.get("c", shape=(2,), init="ones")

    def hybrid_forward(self, F, x, c):
        return c * 3


def test_a_block_whose_output_ignores_its_input():
    net = IgnoresInput()
    net.initialize()
    net.hybridize()
    with pytest.warns(UserWarning, match="not used"):
        first = net(nd.ones((1,)))
    for _ in range(2):
        np.testing.assert_array_equal(net(nd.zeros((4,))).asnumpy(), first.asnumpy())


def test_symbolblock_imports_of_mxnet_export_on_the_fast_call():
    from hybridlint.runtime.gluon import SymbolBlock

    from ..conftest import FIXTURES
    d = FIXTURES / "mxnet" / "mlp"
    net = SymbolBlock.imports(str(d / "model-symbol.json"), ["data"], str(d / "model-0000.params"))
    net.hybridize(static_alloc=True, static_shape=True)
    (x,) = np.load(d / "input.npz").values()
    (want,) = np.load(d / "output_symbolblock.npz").values()
    for _ in range(3):
        np.testing.assert_allclose(net(nd.array(x)).asnumpy(), want, rtol=1e-5, atol=1e-6)
    assert net._fast_call is not None


def test_a_copy_does_not_inherit_the_fast_call():
    # (copy.deepcopy of a hybridized block that has run fails before reaching this:
    # registry.Attrs recurses in __getattr__ when copied; reported to the lead)
    import copy
    net, x, want = _mlp()
    net(x)
    twin = copy.copy(net)
    assert net._fast_call is not None and twin._fast_call is None
    np.testing.assert_allclose(twin(x).asnumpy(), want, rtol=1e-5, atol=1e-6)
    assert twin._fast_call is not None and twin._fast_call is not net._fast_call
