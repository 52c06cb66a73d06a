import numpy as np
import pytest
from hybridlint.runtime import sym
from hybridlint.runtime.compiler import compile_graph
from hybridlint.runtime.compiler.codegen import lower
from hybridlint.runtime.compiler.infer import infer_shapes_and_types
from hybridlint.runtime.compiler.ir import CGraph
from hybridlint.runtime.compiler.memory import plan_memory
from hybridlint.runtime.graph import Graph

from .nets import assert_same, compile_and_compare, lenet_graph, mlp_symbol, random_feed


def _planned(g, feed, blocks=0):
    cg = CGraph.from_graph(g)
    infer_shapes_and_types(cg, {k: v.shape for k, v in feed.items()},
                           {k: v.dtype for k, v in feed.items()})
    # the plain dense product: whether the transposed one (one temp more) is taken is timed on
    # the machine (codegen.dense_swap_pays), and the counts below must not depend on the load
    low = lower(cg, fc_row_blocks=blocks, dense_swap=False)
    return cg, low, plan_memory(cg, low), plan_memory(cg, low, reuse=False)


def test_deep_mlp_needs_two_buffers_whatever_its_depth():
    g = Graph.from_symbol(mlp_symbol(widths=(64,) * 19 + (2,)))
    feed = random_feed(g, {"data": (8, 64)})
    _, _, plan, naive = _planned(g, feed)
    assert len(plan.slot_bytes) == 2
    assert plan.naive_count == 38 and len(naive.slot_bytes) == 38   # 20 FC + 19 relu - output
    assert plan.planned_bytes * 10 < naive.planned_bytes
    assert len(plan.inplace) == 19                 # every relu writes over its FC result
    compile_and_compare(g, feed, static=True)


def test_lenet_plan_reuses_buffers_and_matches():
    g = lenet_graph()
    feed = random_feed(g, {"data": (5, 1, 28, 28)})
    _, _, plan, naive = _planned(g, feed)
    assert plan.planned_bytes < naive.planned_bytes
    assert plan.fresh_heads == {g.heads[0]}
    compile_and_compare(g, feed, static=True)


def test_outputs_are_fresh_arrays_across_static_calls():
    g = Graph.from_symbol(mlp_symbol())
    compiled = compile_graph(g, static_alloc=True, static_shape=True)
    f1 = random_feed(g, {"data": (2, 512)}, seed=1)
    f2 = dict(f1, data=f1["data"] * -3)
    a = compiled.run(f1)[0]
    keep = a.copy()
    b = compiled.run(f2)[0]
    assert a is not b and not np.shares_memory(a, b)
    np.testing.assert_array_equal(a, keep)


def test_views_keep_their_buffer_alive():
    # reshape is a view of the FC buffer; the buffer must not be reused while the view is read
    x = sym.var("x")
    h = sym.FullyConnected(x, num_hidden=12, no_bias=True, name="fc")
    v = sym.Reshape(h, shape=(0, 3, 4))
    other = sym.FullyConnected(x, num_hidden=12, no_bias=True, name="fc2")   # may reuse a slot
    out = sym.broadcast_add(sym.exp(v), sym.Reshape(sym.tanh(other), shape=(0, 3, 4)))
    feed = random_feed(Graph.from_symbol(out), {"x": (2, 5)}, scale=1.0)
    compile_and_compare(out, feed, static=True)


def _random_graph(seed):
    rng = np.random.default_rng(seed)
    x = sym.var("x")
    vals = [x, sym.var("y")]
    unary = [sym.relu, sym.exp, sym.tanh, sym.sigmoid, sym.negative, sym.abs,
             lambda a: a * 0.5, lambda a: a + 1, lambda a: 2 - a, lambda a: sym.softmax(a),
             lambda a: sym.Reshape(sym.Reshape(a, shape=(-1,)), shape=(4, 6)),
             lambda a: sym.clip(a, a_min=-0.5, a_max=0.7),
             # kernels that may return views of their input: the planner must not reuse
             # the input's buffer while such a result is alive
             lambda a: sym.concat(*sym.split(a, num_outputs=2, axis=1)[::-1], dim=1),
             lambda a: sym.concat(sym.slice_axis(a, axis=1, begin=0, end=3),
                                  sym.slice_axis(a, axis=1, begin=3, end=6) * 2, dim=1),
             lambda a: sym.transpose(sym.transpose(a) + 1)]
    for i in range(14):
        if rng.random() < 0.4 and len(vals) > 1:
            a, b = rng.choice(len(vals), size=2, replace=True)
            op = [lambda p, q: p + q, lambda p, q: p * q, lambda p, q: p - q,
                  lambda p, q: sym.maximum(p, q)][rng.integers(4)]
            vals.append(op(vals[a], vals[b]))
        elif rng.random() < 0.2:
            a = vals[rng.integers(len(vals))]
            vals.append(sym.FullyConnected(a, num_hidden=6, no_bias=True, name=f"fc{seed}_{i}"))
        else:
            vals.append(unary[rng.integers(len(unary))](vals[rng.integers(len(vals))]))
    heads = [vals[-1], vals[len(vals) // 2]]
    return sym.Group(heads)


@pytest.mark.parametrize("seed", range(16))
@pytest.mark.parametrize("static", [False, True])
def test_random_graphs_agree_with_the_reference(seed, static):
    out = _random_graph(seed)
    g = Graph.from_symbol(out)
    feed = random_feed(g, {"x": (4, 6), "y": (4, 6)}, seed=seed, scale=0.5)
    compiled = compile_and_compare(g, feed, static=static, rtol=1e-4, atol=1e-5)
    # a second call with other data still agrees (static buffers carry no state)
    feed2 = {k: v * 0.7 + 0.1 for k, v in feed.items()}
    assert_same(compiled.run(feed2), g.run(feed2), rtol=1e-4, atol=1e-5)


def test_row_blocked_fully_connected_layers_write_over_their_input(monkeypatch):
    # (64, 512) float32 activations: 128 KiB, over FC_IN_PLACE_BYTES
    from hybridlint.runtime.compiler import codegen
    # the plain product's plan (a transposed one adds its temp: tests/compiler/test_dense_swap.py)
    monkeypatch.setattr(codegen, "dense_swap_pays", lambda *a: False)
    g = Graph.from_symbol(mlp_symbol(widths=(512,) * 6 + (10,)))
    feed = random_feed(g, {"data": (64, 512)})
    cg, _, default, _ = _planned(g, feed)
    fcs = [n.id for n in cg.nodes if n.kind == "op" and n.op.name == "FullyConnected"]
    assert not [v for v in default.inplace if v[0] in fcs]      # off unless asked for
    assert default.slot_bytes == [128 << 10, 128 << 10]
    for blocks, extra in ((2, 32), (4, 16)):
        cg, _, plan, _ = _planned(g, feed, blocks=blocks)
        # one activation plus one block of rows, not two activations
        assert plan.slot_bytes == [(128 << 10) + extra * 2048]
        in_place = [v for v in plan.inplace if v[0] in fcs]
        assert len(in_place) == 5            # all but the one reading the data input
        # the output sits one block before or after its input: never on unread rows
        for v in in_place:
            x_off = plan.value_offset.get(plan.inplace[v], 0)
            off = plan.value_offset.get(v, 0)
            assert abs(off - x_off) == extra * 2048
            assert (v in plan.descending) == (off > x_off)
    for batch in (64, 37):
        f = random_feed(g, {"data": (batch, 512)})
        want = g.run(f)
        # seven float32 layers of width 512 reach |y| ~ 100, so summation order alone (BLAS
        # blocking, thread count) moves small outputs by ~1e-6 of that scale; a row block written
        # over unread input would be off by O(scale), so this bound still catches it
        tol = dict(rtol=1e-4, atol=1e-6 * float(np.abs(want[0]).max()))
        for low in (None, True):
            compiled = compile_graph(g, static_alloc=True, low_memory=low)
            assert_same(compiled.run(f), want, **tol)
            assert "_RB" in compiled.plan().source
            assert_same(compiled.run(f), want, **tol)   # buffers reused
            assert "row blocks, last block first" in compiled.explain()
        per_call = compile_graph(g, low_memory=True)        # slots allocated per call
        assert_same(per_call.run(f), want, **tol)
        block = -(-batch // 4)                              # rows per block, 4 blocks
        assert "_RB" in per_call.plan().source
        assert f"_s0[{block * 2048}:" in per_call.plan().source     # a view one block in
        plain = compile_graph(g)                            # not without static_alloc
        assert_same(plain.run(f), want, **tol)
        assert "_RB" not in plain.plan().source
    assert codegen.FC_ROW_BLOCKS == 2


def test_row_blocks_shrinking_and_growing_layers():
    # 512->300 shrinks in place, 300->400 grows (needs its own buffer): blocking buys
    # nothing here, so the default plan stays unblocked; low_memory=True still blocks
    g = Graph.from_symbol(mlp_symbol(widths=(512, 512, 300, 400, 10)))
    feed = random_feed(g, {"data": (64, 700)})
    cg, _, plan, _ = _planned(g, feed, blocks=4)
    fcs = [n.id for n in cg.nodes if n.kind == "op" and n.op.name == "FullyConnected"]
    assert len([v for v in plan.inplace if v[0] in fcs]) == 2
    compiled = compile_graph(g, static_alloc=True)
    assert_same(compiled.run(feed), g.run(feed), rtol=1e-4, atol=1e-5)
    assert "_RB" not in compiled.plan().source
    low = compile_graph(g, static_alloc=True, low_memory=True)
    assert_same(low.run(feed), g.run(feed), rtol=1e-4, atol=1e-5)
    assert "_RB" in low.plan().source


def test_convolution_im2col_in_blocks_of_images():
    from hybridlint.runtime.compiler import codegen
    g = lenet_graph()
    feed = random_feed(g, {"data": (45, 1, 28, 28)})
    compiled = compile_and_compare(g, feed, static=True, rtol=1e-4, atol=1e-5)
    per_image = 25 * 24 * 24
    chunk = codegen.CONV_COLUMN_ELEMENTS // per_image
    assert chunk < 45 and "_CH" in compiled.plan().source
    # the column buffer holds a block of images, not the batch
    plan = compiled.plan()
    conv = next(n for n in plan.graph.nodes if n.kind == "op" and n.op.name == "Convolution")
    (cols_shape, _), = plan.lowering[conv.id].temps
    assert cols_shape[0] == chunk
    assert plan.memory.planned_bytes < plan.memory.naive_bytes


@pytest.mark.parametrize("flatten", [True, False])
def test_row_blocked_fully_connected_on_nd_inputs(flatten):
    # 4-D input flattened to (200, 128), or 3-D (4, 50, 128) with flatten=False: both are
    # (200 rows, 128) to the matmul; 200x100 float32 output = 80 KB, over FC_IN_PLACE_BYTES
    x = sym.Activation(sym.var("data"), act_type="relu")
    y = sym.FullyConnected(x, num_hidden=100, flatten=flatten, name="fc0")
    y = sym.FullyConnected(sym.Activation(y, act_type="relu"), num_hidden=90, flatten=flatten,
                           name="fc1")
    g = Graph.from_symbol(sym.Activation(y, act_type="tanh"))
    shape = (200, 8, 4, 4) if flatten else (4, 50, 128)
    feed = random_feed(g, {"data": shape}, seed=3)
    for low in (True, None):
        compiled = compile_graph(g, static_alloc=True, low_memory=low)
        for _ in range(2):
            assert_same(compiled.run(feed), g.run(feed), rtol=1e-4, atol=1e-5)
        plan = compiled.plan()
        assert "_RB" in plan.source
        assert len([v for v in plan.memory.inplace if plan.lowering[v[0]].row_blocks]) == 2
