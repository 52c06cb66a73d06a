"""The compiled forward's 2x2/2 max pool as one compiled pass (``fused.max_pool_2x2``, the
``fast`` extra) where it folded four strided views with ``maximum``: the fold's bits --
ties of signed zeros (``maximum`` takes its second operand), NaNs of either sign and their
payloads (the first one met is kept), odd sizes whose last row or column no window reads,
strided input -- and which pools the generated code sends to it."""
import numpy as np
import pytest
from hybridlint.runtime import sym
from hybridlint.runtime.compiler import compile_graph
from hybridlint.runtime.graph import Graph
from hybridlint.runtime.ops import fused

needs_numba = pytest.mark.skipif(not fused.ENABLED, reason="needs numba (the fast extra), enabled")


def _fold(x, out):
    """What the generated code computed before: maximum over the four window offsets."""
    oh, ow = out.shape[2:]
    views = [x[:, :, i:i + 2 * (oh - 1) + 1:2, j:j + 2 * (ow - 1) + 1:2]
             for i in range(2) for j in range(2)]
    np.maximum(views[0], views[1], out=out)
    for v in views[2:]:
        np.maximum(out, v, out=out)
    return out


def _data(shape, kind, rng):
    x = rng.normal(size=shape).astype(np.float32)
    if kind == "signed_zeros":
        x = np.where(rng.random(shape) < 0.5, np.float32(0), np.float32(-0.0)).astype(np.float32)
    elif kind == "nans":
        bits = x.view(np.uint32)
        pick = rng.random(shape)
        bits[pick < 0.1] = 0x7FC00000           # quiet NaN
        bits[(pick >= 0.1) & (pick < 0.2)] = 0xFFC00001   # negative NaN, another payload
        bits[(pick >= 0.2) & (pick < 0.3)] = 0x7FC00123
        x[pick > 0.9] = -0.0
    elif kind == "infs":
        x[rng.random(shape) < 0.2] = -np.inf
        x[rng.random(shape) < 0.1] = np.inf
    return x


@needs_numba
@pytest.mark.parametrize("shape", [(32, 6, 24, 24), (3, 16, 8, 8), (2, 3, 7, 9), (1, 1, 2, 2)])
@pytest.mark.parametrize("kind", ["normal", "signed_zeros", "nans", "infs"])
def test_the_kernel_gives_the_folds_bits(shape, kind):
    rng = np.random.default_rng(13)
    x = _data(shape, kind, rng)
    out = (shape[0], shape[1], shape[2] // 2, shape[3] // 2)
    ref = _fold(x, np.empty(out, np.float32))
    got = fused.max_pool_2x2(x, np.full(out, 7, np.float32))
    assert got.tobytes() == ref.tobytes()
    # a strided input (every other channel of a bigger array)
    wide = np.repeat(x, 2, axis=1)
    got = fused.max_pool_2x2(wide[:, ::2], np.empty(out, np.float32))
    assert got.tobytes() == ref.tobytes()


def _calls_kernel(cg):
    return any(v is fused.max_pool_2x2 for v in cg.plan().forward.__globals__.values())


def _pool_graph(kw):
    x = sym.var("x")
    return Graph.from_symbol(sym.Pooling(sym.relu(x), pool_type="max", **kw) * 2)


@needs_numba
@pytest.mark.parametrize("dtype, kw, takes", [
    (np.float32, {"kernel": (2, 2), "stride": (2, 2)}, True),
    (np.float64, {"kernel": (2, 2), "stride": (2, 2)}, False),     # float32 kernel only
    (np.float32, {"kernel": (2, 2), "stride": (1, 1)}, False),     # overlapping windows
    (np.float32, {"kernel": (2, 2), "stride": (2, 2), "pad": (1, 1)}, False),   # padded
    (np.float32, {"kernel": (3, 3), "stride": (2, 2)}, False),
])
def test_which_pools_the_generated_code_sends_to_it(dtype, kw, takes):
    g = _pool_graph(kw)
    x = _data((2, 3, 7, 10), "nans", np.random.default_rng(3)).astype(dtype)
    want = g.run({"x": x})[0]
    cg = compile_graph(g, static_alloc=True, static_shape=True)
    got = cg.run({"x": x})[0]
    assert got.tobytes() == want.tobytes()
    assert _calls_kernel(cg) is takes


def test_without_numba_the_fold_stays(monkeypatch):
    monkeypatch.setattr(fused, "ENABLED", False)
    g = _pool_graph({"kernel": (2, 2), "stride": (2, 2)})
    x = np.random.default_rng(4).normal(size=(2, 3, 8, 8)).astype(np.float32)
    cg = compile_graph(g, static_alloc=True, static_shape=True)
    assert cg.run({"x": x})[0].tobytes() == g.run({"x": x})[0].tobytes()
    assert not _calls_kernel(cg)
