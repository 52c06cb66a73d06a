"""The reverse pass over a traced graph (what a hybridized call's backward runs):
same gradients as the eager tape, through shared values, multi-output ops,
BatchNorm and contrib.cond (the fixer's rewrite of data-dependent ifs)."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, cpu, nd, sym
from hybridlint.runtime.graph import Graph
from hybridlint.runtime.graph_grad import GraphGrad, record_call

RNG = np.random.default_rng(11)
X = RNG.normal(size=(3, 4))
Y = RNG.normal(size=(3, 4))


def cond_body(F, x, y):
    return F.contrib.cond(F.sum(x) > 0, lambda: F.tanh(x) * y, lambda: F.broadcast_sub(y, x * x))


def shared_body(F, x, y):
    h = F.exp(x * 0.3)
    a, b = F.split(h + y, num_outputs=2, axis=1)
    return F.sum(a * h.slice_axis(axis=1, begin=0, end=2)) + F.sum(F.relu(b) * 3)


def _eager(body, xv, yv):
    x, y = nd.array(xv, dtype=np.float64), nd.array(yv, dtype=np.float64)
    x.attach_grad()
    y.attach_grad()
    with autograd.record():
        out = body(nd, x, y)
    out.backward(nd.ones(out.shape, dtype=np.float64) * 1.5)
    return out.asnumpy(), x.grad.asnumpy(), y.grad.asnumpy()


def _graph(body, xv, yv):
    g = Graph.from_symbol(body(sym, sym.var("x"), sym.var("y")))
    x, y = nd.array(xv, dtype=np.float64), nd.array(yv, dtype=np.float64)
    x.attach_grad()
    y.attach_grad()
    arrays = {"x": x, "y": y}
    with autograd.record():
        (out,) = record_call(g, g.input_names, [arrays[n] for n in g.input_names], cpu())
    out.backward(nd.ones(out.shape, dtype=np.float64) * 1.5)
    return out.asnumpy(), x.grad.asnumpy(), y.grad.asnumpy()


@pytest.mark.parametrize("sign", [1, -1], ids=["then", "else"])
@pytest.mark.parametrize("body", [cond_body, shared_body], ids=["cond", "shared"])
def test_graph_backward_equals_eager_tape(body, sign):
    xv = np.abs(X) * sign
    for got, want in zip(_graph(body, xv, Y), _eager(body, xv, Y)):
        np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-12)


def test_cond_gradient_matches_finite_differences():
    xv = np.abs(X)
    _, gx, _ = _graph(cond_body, xv, Y)
    eps, want = 1e-6, np.zeros_like(xv)
    for i in np.ndindex(xv.shape):
        up, down = xv.copy(), xv.copy()
        up[i] += eps
        down[i] -= eps
        want[i] = 1.5 * (np.sum(np.tanh(up) * Y) - np.sum(np.tanh(down) * Y)) / (2 * eps)
    np.testing.assert_allclose(gx, want, rtol=1e-6, atol=1e-8)


def test_batchnorm_in_a_graph_updates_moving_stats_at_backward_only():
    data = sym.var("data")
    out = sym.BatchNorm(data, sym.var("gamma"), sym.var("beta"), sym.var("mm"), sym.var("mv"),
                        fix_gamma=False, momentum=0.8)
    g = Graph.from_symbol(out)
    xv = RNG.normal(1.0, 2.0, size=(5, 2))
    arrays = {"data": nd.array(xv, dtype=np.float64), "gamma": nd.ones((2,), dtype=np.float64),
              "beta": nd.zeros((2,), dtype=np.float64), "mm": nd.zeros((2,), dtype=np.float64),
              "mv": nd.ones((2,), dtype=np.float64)}
    arrays["gamma"].attach_grad()
    with autograd.record():
        (y,) = record_call(g, g.input_names, [arrays[n] for n in g.input_names], cpu())
    np.testing.assert_array_equal(arrays["mm"].asnumpy(), [0, 0])
    y.backward()
    np.testing.assert_allclose(arrays["mm"].asnumpy(), 0.2 * xv.mean(0))
    np.testing.assert_allclose(arrays["mv"].asnumpy(), 0.8 + 0.2 * xv.var(0))


def test_outside_record_nothing_is_recorded_and_constants_are_not_taped():
    g = Graph.from_symbol(sym.exp(sym.var("x")))
    x = nd.array(X)
    with autograd.record():
        (out,) = record_call(g, ["x"], [x], cpu())
    assert out._ag is None      # x is a constant: no node, as for eager ops
    np.testing.assert_allclose(out.asnumpy(), np.exp(X).astype(np.float32), rtol=1e-6)


def test_custom_grad_impl_hook_is_used():
    calls = []

    class Spy(GraphGrad):
        def backward(self, saved, head_grads, kctx):
            calls.append(len(head_grads))
            return super().backward(saved, head_grads, kctx)

    g = Graph.from_symbol(sym.square(sym.var("x")))
    x = nd.array(X, dtype=np.float64)
    x.attach_grad()
    with autograd.record():
        (out,) = record_call(g, ["x"], [x], cpu(), grad_impl=Spy(g))
    out.backward()
    assert calls == [1]
    np.testing.assert_allclose(x.grad.asnumpy(), 2 * X)


def test_non_differentiable_op_inside_a_graph_passes_no_gradient():
    def body(F, x, y):
        rows = F.argmax(y, axis=1).reshape((3, 1))
        return F.sum(x * (x > 0) + F.broadcast_mul(rows, x))

    for got, want in zip(_graph(body, X, Y), _eager(body, X, Y)):
        np.testing.assert_allclose(got, want, rtol=1e-12)
    _, gx, gy = _graph(body, X, Y)
    np.testing.assert_allclose(gx, 1.5 * ((X > 0) + Y.argmax(1).reshape(3, 1)))
    np.testing.assert_array_equal(gy, 0)
