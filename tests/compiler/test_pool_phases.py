"""The generated max pool on its input's stride phases (``nn_conv.pool_phases``) where its
windows overlap or overhang: the kernel's bits -- ties of signed zeros, NaNs of either
sign and their payloads, infinities, windows over the padding, odd sizes whose phases
differ in length, strides that differ per axis -- static and dynamic buffers; unpadded
windows side by side keep their strided views."""
import numpy as np
import pytest
from hybridlint.runtime import sym
from hybridlint.runtime.compiler import compile_graph
from hybridlint.runtime.graph import Graph
from hybridlint.runtime.ops import nn_conv

from .test_max_pool_2x2 import _data


def _phased(cg):
    return any(v is nn_conv.split_phases for v in cg.plan().forward.__globals__.values())


GEOMETRIES = [
    ((2, 3, 16, 16), {"kernel": (3, 3), "stride": (2, 2), "pad": (1, 1)}),   # ResNet's stem
    ((2, 3, 7, 10), {"kernel": (3, 3), "stride": (2, 2), "pad": (1, 1)}),
    ((2, 3, 9, 9), {"kernel": (3, 3), "stride": (2, 2)}),                    # no padding
    ((2, 2, 6, 7), {"kernel": (3, 3), "stride": (1, 1), "pad": (1, 1)}),     # one phase
    ((1, 3, 11, 8), {"kernel": (5, 3), "stride": (3, 2), "pad": (2, 1)}),
    ((2, 2, 9, 10), {"kernel": (2, 3), "stride": (2, 1), "pad": (1, 1)}),
    ((2, 3, 7, 10), {"kernel": (2, 2), "stride": (2, 2), "pad": (1, 1)}),    # overhanging
]


@pytest.mark.parametrize("shape, kw", GEOMETRIES)
@pytest.mark.parametrize("kind", ["normal", "signed_zeros", "nans", "infs"])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_the_phases_give_the_kernels_bits(shape, kw, kind, dtype):
    x = sym.var("x")
    g = Graph.from_symbol(sym.Pooling(x, pool_type="max", **kw) * 2)
    feed = {"x": _data(shape, kind, np.random.default_rng(8)).astype(dtype)}
    want = g.run(feed)[0]
    for static in (True, False):
        cg = compile_graph(g, static_alloc=static, static_shape=static)
        for _ in range(2):          # a reused buffer's fill is written again
            got = cg.run(feed)[0]
            assert got.dtype == want.dtype and got.tobytes() == want.tobytes()
        assert _phased(cg)


@pytest.mark.parametrize("kw", [{"kernel": (2, 2), "stride": (2, 2)},
                                {"kernel": (3, 2), "stride": (3, 2)}])
def test_unpadded_windows_side_by_side_keep_their_views(kw, monkeypatch):
    from hybridlint.runtime.ops import fused
    monkeypatch.setattr(fused, "ENABLED", False)
    x = sym.var("x")
    g = Graph.from_symbol(sym.Pooling(x, pool_type="max", **kw) * 2)
    feed = {"x": np.random.default_rng(2).normal(size=(2, 3, 7, 9)).astype(np.float32)}
    cg = compile_graph(g, static_alloc=True, static_shape=True)
    assert cg.run(feed)[0].tobytes() == g.run(feed)[0].tobytes()
    assert not _phased(cg)
