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
