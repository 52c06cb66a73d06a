"""GPU executor: source generation is tested everywhere; running needs cupy and a device."""
import numpy as np
import pytest
from hybridlint.runtime import registry, sym
from hybridlint.runtime.compiler.elementwise import cuda_form
from hybridlint.runtime.compiler.gpu import fused_kernel_source
from hybridlint.runtime.graph import Graph


def _op(name, **attrs):
    op = registry.get(name)
    return op, op.parse_attrs(attrs)


def test_cuda_expressions():
    assert cuda_form(*_op("relu"), np.float32, ["a"]) == "(a < (T)0 ? (T)0 : a)"
    assert cuda_form(*_op("_rminus_scalar", scalar=2), np.float32, ["a"]) == "((T)2.0 - a)"
    assert cuda_form(*_op("broadcast_mul"), np.float64, ["a", "b"]) == "(a * b)"
    assert cuda_form(*_op("Activation", act_type="sigmoid"), np.float32, ["a"]).startswith(
        "((T)1 / ((T)1 + exp(-a)")
    assert cuda_form(*_op("relu"), np.float16, ["a"]) is None            # no half math here
    assert cuda_form(*_op("_plus_scalar", scalar=float("inf")), np.float32, ["a"]) is None
    assert cuda_form(*_op("softmax"), np.float32, ["a"]) is None


def test_fused_kernel_source_from_a_fused_node():
    from hybridlint.runtime.compiler import compile_graph
    x, y = sym.var("x"), sym.var("y")
    g = Graph.from_symbol(sym.exp(sym.relu(x * 2) - y) * 1)
    compiled = compile_graph(g)
    compiled.run({"x": np.ones((2, 2), np.float32), "y": np.ones((2, 2), np.float32)})
    (node,) = [n for n in compiled.plan().graph.nodes if n.kind == "fused"]
    ins, outs, body = fused_kernel_source(node.steps, np.float32, len(node.inputs))
    assert ins == "T in0, T in1" and outs == "T out"
    assert body == ("T s0 = (in0 * (T)2.0); T s1 = (s0 < (T)0 ? (T)0 : s0); "
                    "T s2 = (s1 - in1); T s3 = exp(s2); T s4 = (s3 * (T)1.0); out = s4;")


def _gpu_ctx():
    cupy = pytest.importorskip("cupy")
    try:
        if cupy.cuda.runtime.getDeviceCount() < 1:
            pytest.skip("no CUDA device")
    except Exception:            # noqa: BLE001 -- any driver problem means no device here
        pytest.skip("no usable CUDA device")
    from hybridlint.runtime import gpu
    return cupy, gpu(0)


@pytest.mark.parametrize("static", [False, True])
def test_mlp_on_the_gpu_matches_the_cpu(static):
    cupy, ctx = _gpu_ctx()
    from hybridlint.runtime.compiler import compile_graph

    from .nets import mlp_symbol, random_feed
    g = Graph.from_symbol(mlp_symbol())
    feed = random_feed(g, {"data": (4, 512)})
    want = g.run(feed)[0]
    compiled = compile_graph(g, ctx=ctx, static_alloc=static, static_shape=static)
    dfeed = {k: cupy.asarray(v) for k, v in feed.items()}
    for _ in range(3):           # the static case captures, then replays
        got = compiled.run(dfeed)[0]
        np.testing.assert_allclose(cupy.asnumpy(got), want, rtol=1e-4, atol=1e-5)


def test_generated_code_is_array_module_agnostic():
    """The code generator binds every function from the array module it is given; with a
    stand-in module (numpy behind another name) nothing may still come from numpy."""
    import types

    from hybridlint.runtime.compiler.codegen import generate, lower
    from hybridlint.runtime.compiler.infer import infer_shapes_and_types
    from hybridlint.runtime.compiler.ir import CGraph
    from hybridlint.runtime.compiler.memory import plan_memory

    from .nets import assert_same, lenet_graph, random_feed

    calls = []
    fake = types.ModuleType("fake_xp")

    def _get(name):
        obj = getattr(np, name)
        if callable(obj) and not isinstance(obj, type):
            def traced(*a, **k):
                calls.append(name)
                return obj(*a, **k)
            return traced
        return obj
    fake.__getattr__ = _get
    g = lenet_graph()
    feed = random_feed(g, {"data": (3, 1, 28, 28)})
    cg = CGraph.from_graph(g)
    infer_shapes_and_types(cg, {k: v.shape for k, v in feed.items()},
                           {k: v.dtype for k, v in feed.items()})
    low = lower(cg)
    for static in (False, True):
        source, forward, _ = generate(cg, low, plan_memory(cg, low), xp=fake,
                                      static_alloc=static)
        calls.clear()
        assert_same(forward(feed, None), g.run(feed), rtol=1e-5, atol=1e-6)
        assert {"matmul", "maximum", "copyto", "add"} <= set(calls)
        assert "_errstate" not in source            # numpy-only


def _recorded(compiled):
    """The CUDA graphs the compiled graph's current plan replays ({is_train: recording})."""
    return compiled.plan().forward.state["graphs"]


LAYOUTS = {
    "C@C": lambda x: x,
    "F": lambda x: x.T.copy().T,                  # columns contiguous
    "row-slice": lambda x: x[:, :],
}


@pytest.mark.parametrize("dtype,rtol", [(np.float32, 1e-5), (np.float64, 1e-12),
                                        (np.float16, 2e-2)])
@pytest.mark.parametrize("la", sorted(LAYOUTS))
@pytest.mark.parametrize("lb", sorted(LAYOUTS))
@pytest.mark.parametrize("mkn", [(1, 512, 256), (7, 3, 5), (64, 33, 1)])
def test_capturable_matmul_matches_numpy(dtype, rtol, la, lb, mkn):
    cupy, _ = _gpu_ctx()
    from hybridlint.runtime.compiler import cublas
    assert cublas.available()
    m, k, n = mkn
    r = np.random.default_rng(0)
    a = r.standard_normal((m, k)).astype(dtype)
    b = r.standard_normal((k, n)).astype(dtype)
    want = a.astype(np.float64) @ b.astype(np.float64)
    da, db = LAYOUTS[la](cupy.asarray(a)), LAYOUTS[lb](cupy.asarray(b))
    got = cublas.matmul(da, db)
    assert got.dtype == dtype and got.shape == (m, n)
    np.testing.assert_allclose(cupy.asnumpy(got), want, rtol=rtol, atol=rtol * 10)
    out = cupy.full((m, n), 7, dtype=dtype)
    assert cublas.matmul(da, db, out=out) is out
    np.testing.assert_allclose(cupy.asnumpy(out), want, rtol=rtol, atol=rtol * 10)


@pytest.mark.parametrize("case", ["2d@3d", "3d@2d", "3d@3d", "1@3d", "transposed-rhs",
                                  "strided-out", "int32"])
def test_capturable_batched_matmul(case):
    cupy, _ = _gpu_ctx()
    from hybridlint.runtime.compiler import cublas
    r = np.random.default_rng(1)
    f = np.float32
    a, b = {
        "2d@3d": (r.standard_normal((6, 10)), r.standard_normal((4, 10, 9))),
        "3d@2d": (r.standard_normal((4, 6, 10)), r.standard_normal((10, 9))),
        "3d@3d": (r.standard_normal((4, 6, 10)), r.standard_normal((4, 10, 9))),
        "1@3d": (r.standard_normal((1, 6, 10)), r.standard_normal((4, 10, 9))),
        "transposed-rhs": (r.standard_normal((4, 6, 10)), r.standard_normal((4, 9, 10))),
        "strided-out": (r.standard_normal((6, 10)), r.standard_normal((10, 9))),
        "int32": (r.integers(-5, 5, (3, 4)), r.integers(-5, 5, (4, 2))),
    }[case]
    if case != "int32":
        a, b = a.astype(f), b.astype(f)
    else:
        a, b = a.astype(np.int32), b.astype(np.int32)
    da, db = cupy.asarray(a), cupy.asarray(b)
    if case == "transposed-rhs":
        db = db.transpose(0, 2, 1)
        b = b.transpose(0, 2, 1)
    want = np.matmul(a, b)
    if case == "strided-out":
        wide = cupy.zeros((6, 18), dtype=f)
        got = cublas.matmul(da, db, out=wide[:, ::2])
        assert np.all(cupy.asnumpy(wide[:, 1::2]) == 0)        # nothing written between
    else:
        got = cublas.matmul(da, db)
    assert got.dtype == want.dtype and got.shape == want.shape
    np.testing.assert_allclose(cupy.asnumpy(got), want, rtol=1e-5, atol=1e-5)


def test_lenet_forward_replays_as_one_cuda_graph():
    """Convolutions and FullyConnected go through cuBLAS inside the capture; new data in
    the same buffer or a new buffer gives new outputs; outputs are the caller's."""
    import warnings

    cupy, ctx = _gpu_ctx()
    from hybridlint.runtime.compiler import compile_graph

    from .nets import lenet_graph, random_feed
    g = lenet_graph()
    feeds = [random_feed(g, {"data": (8, 1, 28, 28)}, seed=s) for s in (0, 1)]
    compiled = compile_graph(g, ctx=ctx, static_alloc=True, static_shape=True)
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        dfeed = {k: cupy.asarray(v) for k, v in feeds[0].items()}
        first = compiled.run(dfeed)[0]
        assert set(_recorded(compiled)) == {False}
        second_feed = dict(dfeed, data=cupy.asarray(feeds[1]["data"]))
        second = compiled.run(second_feed)[0]
        dfeed["data"][...] = cupy.asarray(feeds[1]["data"])      # same buffer, new values
        third = compiled.run(dfeed)[0]
        # results still held are never overwritten: past the ring, outputs are copies
        dfeed["data"] = cupy.asarray(feeds[0]["data"])
        more = [compiled.run(dfeed)[0] for _ in range(3)]
        (rec,) = _recorded(compiled).values()
        assert len(rec.ring) == rec.RING
        # once dropped, a ring entry is handed out again, with the new values
        want0 = g.run(feeds[0])[0]
        want1 = g.run(dict(feeds[0], data=feeds[1]["data"]))[0]
        np.testing.assert_allclose(cupy.asnumpy(first), want0, rtol=1e-4, atol=1e-5)
        np.testing.assert_allclose(cupy.asnumpy(second), want1, rtol=1e-4, atol=1e-5)
        np.testing.assert_allclose(cupy.asnumpy(third), want1, rtol=1e-4, atol=1e-5)
        for a in more:
            np.testing.assert_allclose(cupy.asnumpy(a), want0, rtol=1e-4, atol=1e-5)
        ids = {id(a) for _, arrays, _ in rec.ring for a in arrays}
        assert not ids & {id(a) for a in more}
        del first, second, third, a
        again = [compiled.run(dfeed)[0] for _ in range(2)]
        assert {id(a) for a in again} <= ids and len({id(a) for a in again}) == 2
    for a in again:
        np.testing.assert_allclose(cupy.asnumpy(a), want0, rtol=1e-4, atol=1e-5)


def test_replay_recaptures_for_new_parameters_and_keeps_kernels_that_allocate():
    """BatchNorm runs through its registry kernel (it allocates): captured all the same;
    a parameter replaced by a new array is read from its new address."""
    import warnings

    cupy, ctx = _gpu_ctx()
    from hybridlint.runtime.compiler import compile_graph
    x = sym.var("data")
    y = sym.Convolution(x, num_filter=4, kernel=(3, 3), pad=(1, 1), name="c")
    y = sym.BatchNorm(y, name="bn", fix_gamma=False)
    y = sym.Activation(y, act_type="relu")
    g = Graph.from_symbol(sym.FullyConnected(y, num_hidden=3, name="fc"))
    from .nets import random_feed
    feed = random_feed(g, {"data": (2, 3, 6, 6)})
    feed["bn_moving_var"] = np.abs(feed["bn_moving_var"]) + 1
    compiled = compile_graph(g, ctx=ctx, static_alloc=True, static_shape=True)
    dfeed = {k: cupy.asarray(v) for k, v in feed.items()}
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        got = compiled.run(dfeed)[0]
        assert _recorded(compiled)
        np.testing.assert_allclose(cupy.asnumpy(got), g.run(feed)[0], rtol=1e-4, atol=1e-5)
        feed2 = dict(feed, fc_weight=feed["fc_weight"] * 2)
        dfeed["fc_weight"] = cupy.asarray(feed2["fc_weight"])
        got2 = compiled.run(dfeed)[0]
    np.testing.assert_allclose(cupy.asnumpy(got2), g.run(feed2)[0], rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(cupy.asnumpy(got), g.run(feed)[0], rtol=1e-4, atol=1e-5)


def test_training_mode_dropout_is_never_replayed():
    """A replay would repeat the dropout mask: in training mode the forward runs
    uncaptured (with a warning) and masks differ call to call."""
    cupy, ctx = _gpu_ctx()
    from hybridlint.runtime.compiler import compile_graph
    g = Graph.from_symbol(sym.Dropout(sym.var("data"), p=0.5))
    compiled = compile_graph(g, ctx=ctx, static_alloc=True, static_shape=True)
    x = cupy.ones((64, 64), dtype=np.float32)
    with pytest.warns(RuntimeWarning, match="random numbers"):
        a = cupy.asnumpy(compiled.run({"data": x}, is_train=True)[0])
    b = cupy.asnumpy(compiled.run({"data": x}, is_train=True)[0])
    assert not np.array_equal(a, b)
    assert set(np.unique(a)) <= {0.0, 2.0}
