"""Graphs for the compiler tests: the tutorial nets and small graphs built to exercise a pass."""
from __future__ import annotations

from pathlib import Path

import numpy as np
from hybridlint.runtime import sym
from hybridlint.runtime.graph import Graph

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "mxnet"


def mlp_symbol(widths=(256, 128, 2), prefix="dense"):
    """HybridSequential(Dense(256, relu), Dense(128, relu), Dense(2)) as traced."""
    x = sym.var("data")
    for i, w in enumerate(widths):
        x = sym.FullyConnected(x, num_hidden=w, name=f"{prefix}{i}_fwd")
        if i < len(widths) - 1:
            x = sym.Activation(x, act_type="relu", name=f"{prefix}{i}_relu_fwd")
    return x


def lenet_graph():
    return Graph.from_symbol(sym.load(str(FIXTURES / "lenet" / "model-symbol.json")))


def lenet_params():
    return dict(np.load(FIXTURES / "lenet" / "params_named.npz"))


def random_feed(graph, data_shapes, seed=0, dtype=np.float32, scale=0.1):
    """Random arrays for every input of ``graph``: the given data shapes, parameter shapes
    from shape inference."""
    rng = np.random.default_rng(seed)
    data_shapes = {k: v for k, v in data_shapes.items() if k in graph.input_names}
    shapes = graph.param_shapes(data_shapes)
    return {n: (rng.standard_normal(shapes[n]) * (1 if n in data_shapes else scale)).astype(dtype)
            for n in graph.input_names}


def assert_same(got, want, rtol=1e-5, atol=1e-6):
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g.shape == w.shape and g.dtype == w.dtype, (g.shape, w.shape, g.dtype, w.dtype)
        np.testing.assert_allclose(g, w, rtol=rtol, atol=atol)


def compile_and_compare(out_sym, feed, *, passes=None, static=False, is_train=False, **tol):
    """Compile, run, and compare with the reference executor; returns the CompiledGraph."""
    from hybridlint.runtime.compiler import PASSES, compile_graph

    g = out_sym if isinstance(out_sym, Graph) else Graph.from_symbol(out_sym)
    cg = compile_graph(g, static_alloc=static, static_shape=static,
                       passes=PASSES if passes is None else passes)
    want = g.run(feed, is_train=is_train)
    got = cg.run(feed, is_train=is_train)
    assert_same(got, want, **tol)
    # unoptimised generated code agrees too
    plain = compile_graph(g, passes=())
    assert_same(plain.run(feed, is_train=is_train), want, **tol)
    return cg
