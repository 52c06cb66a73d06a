import shutil

import numpy as np
import pytest
from hybridlint.runtime import sym
from hybridlint.runtime.compiler import compile_graph
from hybridlint.runtime.graph import Graph, GraphError

from .nets import lenet_graph, random_feed


def _compiled():
    x = sym.var("x")
    out = sym.FullyConnected(sym.exp(sym.relu(x) * 2 + 1), num_hidden=3, name="fc") * 1
    g = Graph.from_symbol(out)
    compiled = compile_graph(g, static_alloc=True)
    compiled.run(random_feed(g, {"x": (2, 4)}))
    return compiled


def test_explain_reports_passes_groups_buffers_and_code():
    text = _compiled().explain()
    for part in ("passes:", "fuse_elementwise", "fused groups: 1", "relu", "before planning",
                 "after planning", "generated code:", "def forward(feed, kctx):",
                 "graph after passes:"):
        assert part in text, part


def test_explain_with_shapes_compiles_on_demand_and_says_when_it_cannot():
    g = lenet_graph()
    compiled = compile_graph(g)
    with pytest.raises(GraphError, match="nothing compiled yet"):
        compiled.explain()
    text = compiled.explain(random_feed(g, {"data": (2, 1, 28, 28)}))
    assert "swap_relu_maxpool" in text and "Convolution" in text


def test_dot_names_every_node_and_edge():
    compiled = _compiled()
    dot = compiled.to_dot()
    assert dot.startswith("digraph compiled {") and dot.rstrip().endswith("}")
    plan = compiled.plan()
    for n in plan.graph.nodes:
        assert f"n{n.id} [" in dot
        for r in n.inputs:
            assert f"n{r[0]} -> n{n.id}" in dot
    assert "fused: " in dot and "output 0" in dot
    # one statement per line: labels escape their newlines
    assert all(line.endswith((";", "{", "}")) for line in dot.splitlines())


def test_svg_when_graphviz_is_installed(tmp_path):
    compiled = _compiled()
    path = tmp_path / "g.svg"
    res = compiled.to_svg(path)
    if shutil.which("dot") is None:
        assert res is None and not path.exists()
    else:
        assert path.read_bytes().lstrip().startswith((b"<?xml", b"<svg"))


def test_printing_the_ir():
    text = str(_compiled().plan().graph)
    assert "%0 = var x  : 2x4 float32" in text and "return" in text
    assert np.all([line for line in text.splitlines()])
