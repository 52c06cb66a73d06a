"""The generated relu (``relu`` and ``Activation(relu)``) reads its zeros from a constant
zero array (numpy's float maximum with a scalar operand has no vector loop): the same bits
as the registry kernels, at every size the form distinguishes."""
import numpy as np
import pytest
from hybridlint.runtime import sym
from hybridlint.runtime.compiler import compile_graph
from hybridlint.runtime.graph import Graph
from hybridlint.runtime.ops import elemwise
from hybridlint.runtime.ops.elemwise import RELU_ARRAY_FROM, RELU_ZEROS, relu_into

SPECIAL = [-0.0, 0.0, np.nan, -np.nan, np.inf, -np.inf, 1e-45, -1e-45, 3.0, -3.0, 1e-39, -1e-39]
SIZES = [10, RELU_ARRAY_FROM - 1, RELU_ARRAY_FROM, RELU_ZEROS, RELU_ZEROS + 1, 2 * RELU_ZEROS + 7]


def _data(n, dtype, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(n).astype(dtype)
    hit = rng.integers(0, n, size=max(1, n // 3))
    x[hit] = rng.choice(np.array(SPECIAL, dtype), size=hit.size)
    return x


@pytest.mark.parametrize("dtype", [np.float16, np.float32, np.float64])
@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("make", [lambda x: sym.relu(x), lambda x: sym.Activation(x, act_type="relu"),
                                  lambda x: sym.relu(x * 2 + 1)])
def test_generated_relu_has_the_kernels_bits(make, n, dtype):
    g = Graph.from_symbol(make(sym.var("x")))
    feed = {"x": _data(n, dtype).reshape(1, n)}
    want = g.run(feed)[0]
    for static in (False, True):
        got = compile_graph(g, static_alloc=static, static_shape=static).run(feed)[0]
        assert got.dtype == want.dtype and got.tobytes() == want.tobytes()


def test_the_form_reads_the_zero_array():
    g = Graph.from_symbol(sym.Activation(sym.var("x"), act_type="relu"))
    feed = {"x": _data(RELU_ARRAY_FROM, np.float32).reshape(2, -1)}
    cg = compile_graph(g, static_alloc=True, static_shape=True)
    cg.run(feed)
    source = cg.plan().source
    # the array zero for this size (and the chunked call beside it), not the 0-d zero alone
    assert "].reshape(" in source and "_relu" in source


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_relu_into_chunks_and_strided_inputs(dtype):
    zeros = elemwise._relu_zeros(dtype)
    assert not zeros.flags.writeable and zeros.size == RELU_ZEROS
    x = _data(3 * RELU_ZEROS + 5, dtype, seed=1)
    out = np.empty_like(x)
    relu_into(x, zeros, out)
    assert out.tobytes() == np.maximum(x, dtype(0)).tobytes()
    y = x.copy()
    relu_into(y, zeros, y)                          # in place
    assert y.tobytes() == out.tobytes()
    s = x[:3 * RELU_ZEROS].reshape(-1, 4)[:, 1:]     # not contiguous: the scalar zero
    out = np.empty(s.shape, dtype)
    relu_into(s, zeros, out)
    assert out.tobytes() == np.maximum(s, dtype(0)).tobytes()
