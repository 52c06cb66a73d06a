"""What the generated forward does per call besides the ops: input checks, scalars, scratch."""
import tracemalloc

import numpy as np
import pytest
from hybridlint.runtime import sym
from hybridlint.runtime.compiler import compile_graph
from hybridlint.runtime.graph import Graph

from .nets import assert_same, mlp_symbol, random_feed


def _mlp(widths=(16, 8, 2)):
    return Graph.from_symbol(mlp_symbol(widths=widths))


def test_parameters_are_checked_once_per_array_object():
    g = _mlp()
    feed = random_feed(g, {"data": (3, 10)})
    compiled = compile_graph(g, static_alloc=True, static_shape=True)
    assert_same(compiled.run(feed), g.run(feed))
    src = compiled.plan().source
    assert "if v0_0 is not" not in src                   # data: every call
    assert src.count(" is not _M") == len(g.input_names) - 1
    # a new array for a parameter (same shape): checked, and its values are used
    feed2 = dict(feed, dense0_fwd_weight=feed["dense0_fwd_weight"] * -2.0)
    assert_same(compiled.run(feed2), g.run(feed2))
    # a new array of another dtype or shape is refused by the check and re-planned
    feed3 = {k: v.astype(np.float64) for k, v in feed.items()}
    assert_same(compiled.run(feed3), g.run(feed3))
    assert compiled.plans_built == 2
    bad = dict(feed, dense1_fwd_weight=np.zeros((8, 17), np.float32))
    with pytest.raises(Exception, match="dense1_fwd_weight|17|16"):
        compiled.run(bad)
    assert_same(compiled.run(feed), g.run(feed))


def test_data_names_decide_which_inputs_are_memoised():
    g = _mlp()
    feed = random_feed(g, {"data": (3, 10)})
    compiled = compile_graph(g, data_names=["data", "dense0_fwd_weight"])
    compiled.run(feed)
    src = compiled.plan().source
    assert "if v1_0 is not" not in src and "if v2_0 is not _M2" in src


def test_scalars_are_bound_as_zero_d_arrays_of_the_dtype():
    x = sym.var("data")
    y = sym.Activation(x * 3 + 1, act_type="relu")
    y = sym.Activation(y - 2, act_type="sigmoid") + sym.Activation(x, act_type="softrelu")
    g = Graph.from_symbol(y)
    for dt in (np.float32, np.float64, np.float16):
        feed = {"data": np.array([[-1.5, 0.0, 0.25, np.nan, 4.0]], dtype=dt)}
        compiled = compile_graph(g, static_alloc=True)
        got, = compiled.run(feed)
        want, = g.run(feed)
        assert got.dtype == want.dtype == dt
        np.testing.assert_allclose(got, want, rtol=1e-3, equal_nan=True)
        zero_d = [v for k, v in compiled.plan().forward.__globals__.items()
                  if k.startswith("_k") and isinstance(v, np.ndarray) and v.ndim == 0]
        assert zero_d and all(v.dtype == dt for v in zero_d)
        assert ", 0, out=" not in compiled.plan().source


def test_broadcasting_in_place_ops_allocate_no_ufunc_buffer():
    if not hasattr(np, "_core"):
        pytest.skip("numpy 1.x: the error state is an errstate block, bufsize untouched")
    g = _mlp((512, 512, 2))
    feed = random_feed(g, {"data": (64, 512)})
    compiled = compile_graph(g, static_alloc=True, static_shape=True)
    compiled.run(feed)
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        compiled.run(feed)
        peak = tracemalloc.get_traced_memory()[1] - base
    finally:
        tracemalloc.stop()
    # numpy's default 8192-element buffer would be 32 KiB per bias add; the output is 512 B
    assert peak < 8 << 10, peak
    assert np.getbufsize() == 8192                      # the caller's setting is untouched
