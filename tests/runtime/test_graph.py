"""The graph IR: inference edge cases and the reference executor."""
import numpy as np
import pytest
from hybridlint.runtime import sym
from hybridlint.runtime.errors import ShapeMismatchError
from hybridlint.runtime.graph import Graph, GraphError


def test_declared_shape_conflict_is_reported():
    g = Graph.from_symbol(sym.relu(sym.var("x", shape=(2, 3))))
    with pytest.raises(GraphError, match="declared shape"):
        g.infer_shapes({"x": (3, 3)})
    assert g.infer_shapes({"x": (2, 3)})[(1, 0)] == (2, 3)
    assert g.infer_shapes({})[(1, 0)] == (2, 3)  # from __shape__


def test_partial_dims_are_completed_from_data():
    w = sym.var("w", shape=(4, 0))
    g = Graph.from_symbol(sym.FullyConnected(sym.var("x"), w, num_hidden=4, no_bias=True))
    assert g.param_shapes({"x": (2, 7)})["w"] == (4, 7)
    with pytest.raises(GraphError, match="cannot infer"):
        g.infer_shapes({}, partial=False)


def test_same_shape_ops_infer_backwards_and_check_at_run_time():
    a, b = sym.var("a"), sym.var("b")
    g = Graph.from_symbol(a * b)
    assert g.infer_shapes({"a": (2, 2)})[(1, 0)] == (2, 2)
    with pytest.raises(ShapeMismatchError, match="HYB008"):
        g.run({"a": np.ones((2, 2), "float32"), "b": np.ones((1, 2), "float32")})


def test_shared_subexpressions_run_once_and_outputs_in_order():
    x = sym.var("x")
    h = sym.exp(x)
    g = Graph.from_symbol(sym.Group([h + h, h, x]))
    assert sum(1 for n in g.nodes if n.op is not None and n.op.name == "exp") == 1
    v = np.array([0.0, 1.0], "float32")
    got = g.run({"x": v})
    np.testing.assert_allclose(got[0], 2 * np.exp(v), rtol=1e-6)
    np.testing.assert_allclose(got[1], np.exp(v), rtol=1e-6)
    np.testing.assert_array_equal(got[2], v)


def test_types_follow_inputs_and_defaults():
    g = Graph.from_symbol(sym.FullyConnected(sym.var("x"), num_hidden=2, name="fc"))
    t = g.infer_types({"x": "float64"})
    assert {g.nodes[i].name: t[(i, 0)] for i in g.var_indices} == {
        "x": "float64", "fc_weight": "float64", "fc_bias": "float64"}
    assert g.infer_types({}, default=None) == {}
    assert set(g.infer_types({}).values()) == {"float32"}


def test_arg_and_aux_names():
    g = Graph.from_symbol(sym.BatchNorm(sym.var("d"), name="bn"))
    assert g.arg_names == ["d", "bn_gamma", "bn_beta"]
    assert g.aux_names == ["bn_moving_mean", "bn_moving_var"]


def test_zero_dims_of_a_creation_op_come_from_its_consumer():
    """MXNet sizes sym.zeros((1, 0, H)) used as an RNN state by the data's batch: both the
    reference executor and the compiled graph run it for any batch size."""
    from hybridlint.runtime.compiler import compile_graph
    x = sym.var("data")
    p = sym.var("p")
    y = sym.RNN(x, p, sym.zeros((1, 0, 2)), state_size=2, num_layers=1, mode="rnn_tanh")
    g = Graph.from_symbol(y)
    compiled = compile_graph(g)
    for batch in (3, 5):
        feed = {"data": np.ones((4, batch, 3), "float32"),
                "p": np.linspace(-1, 1, 2 * (3 + 2 + 2)).astype("float32")}
        ref = g.run(feed)[0]
        assert ref.shape == (4, batch, 2)
        np.testing.assert_allclose(compiled.run(feed)[0], ref, rtol=1e-6)
    assert g.nodes[2].attrs.shape == (1, 0, 2)   # the traced graph keeps its 0


def _param_shapes(out, **known):
    return Graph.from_symbol(out).param_shapes(known)


def test_reshape_and_rnn_param_concat_infer_their_inputs_backwards():
    """MXNet 1.9.1 (measured): a (3, 0) weight reshaped to (-1,) and added to a (12,) vector is
    (3, 4); ``_rnn_param_concat`` splits what its known inputs leave evenly over the unknown
    ones ((2, 0), (2, 0), (2, 3) -> (2, 7): both (2, 2)); plain Concat infers nothing back."""
    w = sym.var("w", shape=(3, 0))
    flat = sym.elemwise_add(sym.reshape(w, shape=(-1,)), sym.var("e", shape=(12,)))
    assert _param_shapes(flat)["w"] == (3, 4)
    a, a2, b = (sym.var(n, shape=s) for n, s in [("a", (2, 0)), ("a2", (2, 0)), ("b", (2, 3))])
    packed = sym._internal._rnn_param_concat(a, a2, b, dim=1)
    shapes = _param_shapes(sym.elemwise_add(packed, sym.var("d", shape=(2, 7))))
    assert (shapes["a"], shapes["a2"]) == ((2, 2), (2, 2))
    plain = sym.elemwise_add(sym.concat(a, b, dim=1), sym.var("d", shape=(2, 5)))
    assert "a" not in _param_shapes(plain)
    with pytest.raises(GraphError, match="cannot infer"):
        Graph.from_symbol(plain).infer_shapes({}, partial=False)


def test_backward_inference_rejects_sizes_that_do_not_divide():
    w = sym.var("w", shape=(3, 0))
    bad = sym.elemwise_add(sym.reshape(w, shape=(-1,)), sym.var("e", shape=(13,)))
    with pytest.raises(GraphError, match="whole number"):
        Graph.from_symbol(bad).infer_shapes({})
    a, a2 = sym.var("a", shape=(2, 0)), sym.var("a2", shape=(2, 0))
    odd = sym.elemwise_add(sym._internal._rnn_param_concat(a, a2, dim=1),
                           sym.var("d", shape=(2, 5)))
    with pytest.raises(GraphError, match="unknown length"):
        Graph.from_symbol(odd).infer_shapes({})


def test_rnn_layer_without_input_size_inside_a_symbol_graph():
    """The whole chain at once: RNN fixes its parameter vector from the data, the vector fixes
    the concat's unknown inputs, reshape(-1) gives the weights their input size."""
    hidden, n_in = 4, 3
    ws = [sym.var(f"w{d}", shape=(3 * hidden, 0)) for d in "lr"]
    rest = [sym.var(f"{d}{k}", shape=s) for d in "lr"
            for k, s in [("h", (3 * hidden, hidden)), ("bi", (3 * hidden,)), ("bh", (3 * hidden,))]]
    flat = [sym.reshape(v, shape=(-1,)) for v in [ws[0], rest[0], ws[1], rest[3]]
            + [rest[1], rest[2], rest[4], rest[5]]]
    params = sym._internal._rnn_param_concat(*flat, dim=0)
    out = sym.RNN(sym.var("x"), params, sym.zeros((2, 0, hidden)), state_size=hidden,
                  num_layers=1, bidirectional=True, mode="gru")
    shapes = _param_shapes(out, x=(5, 2, n_in))
    assert shapes["wl"] == shapes["wr"] == (3 * hidden, n_in)


def test_unknown_batch_comes_back_through_dense_convolution_and_elementwise_ops():
    """MXNet 1.9.1 (measured): elemwise ops merge partial shapes both ways ((0, 4) * (2, 4),
    (0, 4) * (2, 0) -> (2, 4)); FullyConnected gives its data the output's first dim with
    ``flatten`` only; Convolution gives the batch and, channel-first at stride 1, spatial dims.
    A cell's traced ``zeros((0, H))`` begin state is sized this way."""
    a, b = sym.var("a", shape=(0, 4)), sym.var("b", shape=(2, 0))
    assert _param_shapes(sym.elemwise_mul(a, b)) == {"a": (2, 4), "b": (2, 4)}
    out = sym.var("o", shape=(2, 3))
    for data, want in [((0, 4), (2, 4)), ((0, 2, 2), (2, 2, 2))]:
        fc = sym.FullyConnected(sym.var("d", shape=data), num_hidden=3, no_bias=True, name="fc")
        assert _param_shapes(sym.elemwise_add(fc, out))["d"] == want
    fc = sym.FullyConnected(sym.var("d", shape=(0, 0, 4)), num_hidden=3, no_bias=True,
                            flatten=False, name="fc")
    assert "d" not in _param_shapes(sym.elemwise_add(fc, sym.var("o", shape=(2, 5, 3))))
    for data in [(0, 2, 5, 5), (2, 2, 0, 5)]:
        conv = sym.Convolution(sym.var("d", shape=data), kernel=(3, 3), pad=(1, 1),
                               num_filter=3, no_bias=True, name="c")
        shapes = _param_shapes(sym.elemwise_add(conv, sym.var("o", shape=(2, 3, 5, 5))))
        assert shapes["d"] == (2, 2, 5, 5)


def test_a_cell_state_of_unknown_batch_runs_at_the_data_batch():
    h = sym.zeros((0, 4))
    step = sym.elemwise_add(sym.FullyConnected(sym.var("x"), num_hidden=4, name="i2h"),
                            sym.FullyConnected(h, num_hidden=4, name="h2h"))
    g = Graph.from_symbol(step)
    feed = {"x": np.ones((3, 2), "float32"), "i2h_weight": np.ones((4, 2), "float32"),
            "i2h_bias": np.zeros(4, "float32"), "h2h_weight": np.ones((4, 4), "float32"),
            "h2h_bias": np.full(4, 0.5, "float32")}
    got = g.resolve_deferred_shapes({"x": (3, 2)}).run(feed)[0]
    np.testing.assert_array_equal(got, np.full((3, 4), 2.5, "float32"))
