"""hybridize() runs the compiled executor; HYBRIDLINT_EXECUTOR=reference selects Graph.run."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, nd
from hybridlint.runtime import name as _name
from hybridlint.runtime.compiler import CompiledGraph
from hybridlint.runtime.gluon import nn


@pytest.fixture(autouse=True)
def _fresh_names():
    with _name.NameManager():
        yield


def _mlp():
    net = nn.HybridSequential()
    net.add(nn.Dense(16, activation="relu"), nn.Dropout(0.5), nn.Dense(3))
    net.initialize()
    return net


@pytest.mark.parametrize("static", [False, True])
def test_hybridized_calls_use_the_compiler_and_match_eager(static):
    net = _mlp()
    x = nd.array(np.random.default_rng(0).standard_normal((4, 7)).astype(np.float32))
    want = net(x).asnumpy()
    net.hybridize(static_alloc=static, static_shape=static)
    y1 = net(x)
    np.testing.assert_allclose(y1.asnumpy(), want, rtol=1e-5, atol=1e-6)
    (compiled,) = net._cached_op._compiled.values()
    assert isinstance(compiled, CompiledGraph)
    assert (compiled.static_alloc, compiled.static_shape) == (static, static)
    assert compiled.data_names == ["data"]
    keep = y1.asnumpy().copy()
    y2 = net(x * -1)
    np.testing.assert_array_equal(y1.asnumpy(), keep)        # not overwritten by the next call
    assert not np.allclose(y2.asnumpy(), keep)


def test_training_mode_reaches_dropout_in_the_compiled_graph():
    net = _mlp()
    net.hybridize(static_alloc=True, static_shape=True)
    x = nd.ones((64, 7))
    a = net(x).asnumpy()
    np.testing.assert_array_equal(net(x).asnumpy(), a)       # predict: deterministic
    with autograd.train_mode():
        b = net(x).asnumpy()
    assert not np.allclose(a, b)


def test_reference_executor_on_request(monkeypatch):
    net = _mlp()
    x = nd.ones((2, 7))
    want = net(x).asnumpy()
    net.hybridize()
    monkeypatch.setenv("HYBRIDLINT_EXECUTOR", "reference")
    calls = []
    graph = None

    def spy(*a, **k):
        calls.append(1)
        return type(graph).run(graph, *a, **k)
    np.testing.assert_allclose(net(x).asnumpy(), want, rtol=1e-5, atol=1e-6)
    graph = net._cached_op.graph
    graph.run = spy
    net(x)
    assert calls and "_compiled" not in net._cached_op.__dict__
