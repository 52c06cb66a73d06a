import numpy as np
import pytest
from hybridlint.runtime import sym
from hybridlint.runtime.compiler import PASSES, compile_graph
from hybridlint.runtime.graph import Graph, GraphError

from .nets import (
    FIXTURES,
    assert_same,
    compile_and_compare,
    lenet_graph,
    lenet_params,
    mlp_symbol,
    random_feed,
)


@pytest.mark.parametrize("static", [False, True])
def test_lenet_matches_mxnet_outputs(static):
    g = lenet_graph()
    feed = dict(lenet_params(), data=np.load(FIXTURES / "lenet" / "input.npz")["data"])
    compiled = compile_graph(g, static_alloc=static, static_shape=static)
    for name in ("output_hybrid.npz", "output_hybrid_static.npz"):
        want = np.load(FIXTURES / "lenet" / name)["out"]
        np.testing.assert_allclose(compiled.run(feed)[0], want, rtol=1e-4, atol=1e-6)


def test_mlp_matches_mxnet_outputs():
    g = Graph.from_symbol(sym.load(str(FIXTURES / "mlp" / "model-symbol.json")))
    params = dict(np.load(FIXTURES / "mlp" / "params_named.npz"))
    feed = dict(params, data=np.load(FIXTURES / "mlp" / "input.npz")["data"])
    want = np.load(FIXTURES / "mlp" / "output_hybrid_static.npz")["out"]
    compiled = compile_graph(g, static_alloc=True, static_shape=True)
    np.testing.assert_allclose(compiled.run(feed)[0], want, rtol=1e-4, atol=1e-6)


@pytest.mark.parametrize("passes", [()] + [(p,) for p in PASSES] + [PASSES])
@pytest.mark.parametrize("net, shape", [("mlp", (1, 512)), ("mlp", (64, 512)),
                                        ("lenet", (3, 1, 28, 28))])
def test_tutorial_nets_agree_under_every_pass(passes, net, shape):
    g = Graph.from_symbol(mlp_symbol()) if net == "mlp" else lenet_graph()
    for seed in (0, 1):
        compile_and_compare(g, random_feed(g, {"data": shape}, seed=seed), passes=passes,
                            static=bool(seed), rtol=1e-5, atol=1e-5)


def test_shape_change_replans_and_static_shape_keeps_one_plan():
    g = Graph.from_symbol(mlp_symbol())
    for static_shape, plans in ((False, 2), (True, 1)):
        compiled = compile_graph(g, static_alloc=True, static_shape=static_shape)
        f1 = random_feed(g, {"data": (1, 512)})
        f2 = random_feed(g, {"data": (3, 512)})
        for f in (f1, f2, f1, f2):
            assert_same(compiled.run(f), g.run(f))
        assert len(compiled._plans) == plans
        assert compiled.plans_built == (2 if not static_shape else 4)


def test_dtype_change_replans():
    g = Graph.from_symbol(sym.relu(sym.var("x")) * 3)
    compiled = compile_graph(g)
    for dt in (np.float32, np.float64, np.int32):
        x = (np.arange(6).reshape(2, 3) - 2).astype(dt)
        assert_same(compiled.run({"x": x}), g.run({"x": x}))


def test_keep_returns_every_intermediate_value_of_the_traced_graph():
    g = lenet_graph()
    feed = random_feed(g, {"data": (2, 1, 28, 28)})
    compiled = compile_graph(g, static_alloc=True, static_shape=True)
    outs, values = compiled.run(feed, keep=True)
    assert_same(outs, g.run(feed))
    assert set(values) == {(n.index, 0) for n in g.nodes}
    # each node's value is what its kernel gives on its inputs' values
    from hybridlint.runtime.registry import KernelContext
    kctx = KernelContext(xp=np)
    for n in g.nodes:
        if n.op is not None:
            want = n.op.kernel(kctx, n.attrs, *[values[r] for r in n.inputs])
            np.testing.assert_allclose(values[(n.index, 0)], want, rtol=1e-5, atol=1e-6)
    # and the fast path still works afterwards
    assert_same(compiled.run(feed), outs)


def test_ops_without_generated_code_run_their_kernels():
    x, gamma, beta, mean, var = (sym.var(n) for n in ("x", "g", "b", "m", "v"))
    bn = sym.BatchNorm(x, gamma, beta, mean, var, fix_gamma=False, name="bn")
    out = sym.softmax(sym.LeakyReLU(bn, act_type="elu"), axis=1) + sym.sum(x, axis=1,
                                                                            keepdims=True)
    rng = np.random.default_rng(3)
    feed = {"x": rng.standard_normal((4, 3, 2, 2)).astype(np.float32),
            "g": np.ones(3, np.float32), "b": np.zeros(3, np.float32),
            "m": np.zeros(3, np.float32), "v": np.ones(3, np.float32)}
    out = sym.broadcast_add(sym.softmax(sym.LeakyReLU(bn, act_type="elu"), axis=1),
                            sym.sum(x, axis=1, keepdims=True))
    compiled = compile_and_compare(out, feed)
    kinds = {n.op.name: compiled.plan().lowering[n.id].mode
             for n in compiled.plan().graph.nodes if n.kind == "op"}
    assert kinds["BatchNorm"] == "alloc" and kinds["softmax"] == "alloc"


def test_training_mode_reaches_the_kernels():
    x = sym.var("x")
    g = Graph.from_symbol(sym.Dropout(x, p=0.5) * 1)
    compiled = compile_graph(g)
    ones = np.ones((50, 40), np.float32)
    np.testing.assert_array_equal(compiled.run({"x": ones})[0], ones)
    y = compiled.run({"x": ones}, is_train=True)[0]
    assert set(np.unique(y).tolist()) == {0.0, 2.0}


def test_control_flow_runs_through_its_subgraph_kernel():
    x = sym.var("x")
    out = sym.contrib.cond(sym.sum(x) > 0, lambda: x * 2, lambda: x - 1)
    g = Graph.from_symbol(out)
    compiled = compile_graph(g)
    for sign in (1, -1):
        feed = {"x": np.full((2, 2), sign, np.float32)}
        assert_same(compiled.run(feed), g.run(feed))


def test_missing_input_and_bad_shapes_are_clear_errors():
    g = Graph.from_symbol(mlp_symbol())
    compiled = compile_graph(g)
    feed = random_feed(g, {"data": (2, 512)})
    compiled.run(feed)
    with pytest.raises(GraphError, match="missing input"):
        compiled.run({"data": feed["data"]})
    bad = dict(feed, data=np.ones((2, 100), np.float32))
    with pytest.raises(ValueError, match="dense0_fwd"):
        compiled.run(bad)


def test_kernel_failure_names_the_node():
    import dataclasses

    from hybridlint.runtime.registry import OpError

    def refuse(ctx, a, x):
        raise OpError("values out of range")

    g = Graph.from_symbol(sym.softmax(sym.var("x"), name="picker"))
    g.nodes[1].op = dataclasses.replace(g.nodes[1].op, kernel=refuse)
    compiled = compile_graph(g)
    with pytest.raises(GraphError, match="picker.*values out of range"):
        compiled.run({"x": np.ones((2, 3), np.float32)})


def test_unknown_pass_is_refused():
    with pytest.raises(ValueError, match="unknown compiler pass"):
        compile_graph(Graph.from_symbol(sym.var("x") * 2), passes=("loop_unroll",))


@pytest.mark.parametrize("static", [False, True])
def test_outputs_never_alias_the_inputs(static):
    x = sym.var("x")
    f = {"x": np.arange(8, dtype=np.float32).reshape(2, 4)}
    for out in (x, sym.Group([x * 2, x * 2]), sym.split(x, num_outputs=2, axis=1),
                sym.Reshape(x, shape=(-1,)), sym.Group([sym.split(x, num_outputs=2, axis=1)[1],
                                                        sym.relu(x)])):
        g = Graph.from_symbol(out)
        got = compile_graph(g, static_alloc=static, static_shape=static).run(f)
        assert_same(got, g.run(f))
        assert not any(np.shares_memory(a, f["x"]) for a in got)
