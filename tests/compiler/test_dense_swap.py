"""A FullyConnected with a bias may run its product transposed in the generated code (weight
times the data's transpose into a temp, the bias add writing the output from the temp's
transposed view: codegen.dense_swap_pays measures, per shape, whether that is faster with the
same bits).  Either form gives the eager layer's bits, forward and backward, where this BLAS
gives the swapped product the plain product's bits, and the eager values otherwise."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, nd
from hybridlint.runtime import name as _name
from hybridlint.runtime.compiler import codegen
from hybridlint.runtime.gluon import nn


@pytest.fixture(autouse=True)
def _fresh_names():
    with _name.NameManager():
        yield


def _net(units, dtype, flatten=True):
    net = nn.HybridSequential()
    net.add(nn.Dense(units[0], activation="relu", flatten=flatten),
            nn.Dense(units[1], flatten=flatten), nn.Dense(units[2], use_bias=False))
    net.initialize()
    if dtype != "float32":
        net.cast(dtype)
    return net


def _run(net, x):
    """Output, data gradient and parameter gradients of one recorded call."""
    x = x.copy()
    x.attach_grad()
    with autograd.record():
        y = net(x)
    y.backward(nd.array(np.linspace(-1, 1, y.size).reshape(y.shape), dtype=y.dtype))
    return [y.asnumpy(), x.grad.asnumpy()] + [p.grad().asnumpy().copy()
                                              for p in net.collect_params().values()]


def _source(net, x):
    return net._cached_op.grad_impl(x.context)._last.forward_source


CASES = [((256, 128, 2), (64, 512), "float32"), ((120, 84, 10), (32, 16, 5, 5), "float32"),
         ((33, 7, 3), (5, 9), "float32"), ((64, 96, 4), (16, 40), "float64")]


@pytest.mark.parametrize("swap", [True, False])
@pytest.mark.parametrize("units,shape,dtype", CASES)
def test_either_form_has_the_eager_bits(monkeypatch, units, shape, dtype, swap):
    monkeypatch.setattr(codegen, "dense_swap_pays", lambda *a: swap)
    net = _net(units, dtype)
    x = nd.array(np.random.default_rng(1).standard_normal(shape), dtype=dtype)
    want = _run(net, x)
    net.hybridize(static_alloc=True, static_shape=True)
    # the compiler swaps only where dense_swap_pays found the same bits; forced here, the bits
    # can be asked of the swapped form only where this BLAS gives them (not on every CPU)
    rows, k = shape[0], int(np.prod(shape[1:]))
    exact = not swap or all(codegen.dense_swap_same_bits(rows, kk, u, dtype)
                            for kk, u in ((k, units[0]), (units[0], units[1])))
    for _ in range(2):
        got = _run(net, x)
        for a, b in zip(got, want):
            assert a.dtype == b.dtype
            if exact:
                np.testing.assert_array_equal(a.view(f"u{a.itemsize}"), b.view(f"u{b.itemsize}"))
            else:
                tol = 1e-4 if dtype == "float32" else 1e-10
                np.testing.assert_allclose(a, b, rtol=tol, atol=tol)
    src = _source(net, x)
    # the two biased layers swapped or not; the bias-free last layer never
    assert src.count(".T, out=T") == (2 if swap else 0)
    assert src.count(".T, out=B") == (1 if swap else 3)


def test_a_layer_without_flatten_on_3d_data_keeps_the_plain_form(monkeypatch):
    monkeypatch.setattr(codegen, "dense_swap_pays", lambda *a: True)
    net = nn.Dense(8, flatten=False)
    net.initialize()
    x = nd.array(np.random.default_rng(2).standard_normal((4, 3, 6)).astype(np.float32))
    want = _run(net, x)
    net.hybridize(static_alloc=True, static_shape=True)
    got = _run(net, x)
    for a, b in zip(got, want):
        np.testing.assert_array_equal(a, b)
    assert "out=T" not in _source(net, x)


def test_the_measurement():
    # too many rows, too few rows or units, too big: the plain form, without timing
    for rows, k, units in ((129, 64, 64), (1, 64, 64), (64, 64, 1), (128, 2048, 256)):
        assert codegen.dense_swap_pays(rows, k, units, np.float32) is False
    # a measured answer is kept per shape and dtype
    first = codegen.dense_swap_pays(64, 512, 256, np.float32)
    assert codegen._DENSE_SWAP[(64, 512, 256, "<f4")] is first
    assert codegen.dense_swap_pays(64, 512, 256, np.float32) is first


def test_forms_that_differ_in_bits_are_not_taken(monkeypatch):
    """The swapped form is taken only where it gave the plain form's bits: a BLAS whose
    swapped product rounds differently (here: one that adds 1 ulp) never gets it."""
    real = np.matmul

    def skewed(a, b, out=None):
        r = real(a, b, out=out)
        if a.shape[0] > b.shape[1]:         # the swapped call: (units, k) @ (k, rows)
            r[...] = np.nextafter(r, np.inf)
        return r

    monkeypatch.setattr(codegen, "_DENSE_SWAP", {})
    monkeypatch.setattr(codegen.np, "matmul", skewed)
    assert codegen.dense_swap_pays(64, 512, 256, np.float32) is False
    assert codegen.dense_swap_same_bits(64, 512, 256, np.float32) is False
