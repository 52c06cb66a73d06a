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
