import numpy as np
import pytest
from hybridlint.runtime import sym
from hybridlint.runtime.compiler.infer import InferenceError, infer_shapes_and_types
from hybridlint.runtime.compiler.ir import CGraph
from hybridlint.runtime.errors import ShapeMismatchError
from hybridlint.runtime.graph import Graph

from .nets import lenet_graph, mlp_symbol


def _infer(graph, shapes, dtype="float32"):
    all_shapes = graph.param_shapes(shapes)
    cg = CGraph.from_graph(graph)
    return infer_shapes_and_types(cg, all_shapes, {n: dtype for n in graph.input_names})


@pytest.mark.parametrize("batch", [1, 7])
def test_mlp_shapes_match_the_reference_inference(batch):
    g = Graph.from_symbol(mlp_symbol())
    cg = _infer(g, {"data": (batch, 512)})
    ref = g.infer_shapes({"data": (batch, 512)}, partial=False)
    assert cg.shapes == ref
    assert cg.shapes[g.heads[0]] == (batch, 2)
    assert all(t == np.float32 for t in cg.dtypes.values())


def test_lenet_shapes_and_float64_dtypes():
    g = lenet_graph()
    cg = _infer(g, {"data": (3, 1, 28, 28)}, "float64")
    assert cg.shapes == g.infer_shapes({"data": (3, 1, 28, 28)}, partial=False)
    assert cg.shapes[g.heads[0]] == (3, 10)
    assert set(cg.dtypes.values()) == {np.dtype("float64")}


def test_dtype_rules_come_from_the_op_table():
    x = sym.var("x")
    out = sym.Cast(x, dtype="float16") * 2
    g = Graph.from_symbol(out)
    cg = _infer(g, {"x": (2, 3)})
    assert cg.dtypes[g.heads[0]] == np.float16


def test_same_shape_op_on_different_shapes_is_the_hyb008_error():
    a, b = sym.var("a"), sym.var("b")
    g = Graph.from_symbol(a + b)
    cg = CGraph.from_graph(g)
    with pytest.raises(ShapeMismatchError, match="HYB008"):
        infer_shapes_and_types(cg, {"a": (2, 3), "b": (3, 3)}, {"a": "float32", "b": "float32"})


def test_missing_input_is_named():
    g = Graph.from_symbol(mlp_symbol())
    with pytest.raises(InferenceError, match="missing input"):
        infer_shapes_and_types(CGraph.from_graph(g), {"data": (1, 512)}, {"data": "float32"})
