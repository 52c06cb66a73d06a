"""contrib.cond: eager branch choice, symbolic _cond with subgraphs, JSON round trip."""
import json

import numpy as np
import pytest
from hybridlint.runtime import nd, sym
from hybridlint.runtime.graph import Graph

A = np.array([[1, 2], [3, 4]], dtype=np.float32)


def body(F, x, y):
    return F.contrib.cond(x.sum() > 0, lambda: x * 2, lambda: F.broadcast_sub(y, x))


@pytest.mark.parametrize("sign", [1, -1])
def test_eager_and_symbolic_agree(sign):
    x, y = sign * A, A + 10
    want = x * 2 if sign > 0 else y - x
    np.testing.assert_allclose(body(nd, nd.array(x), nd.array(y)).asnumpy(), want)
    out = body(sym, sym.var("x"), sym.var("y"))
    np.testing.assert_allclose(Graph.from_symbol(out).run({"x": x, "y": y})[0], want)
    again = sym.load_json(out.tojson())
    assert again.tojson() == out.tojson()
    np.testing.assert_allclose(Graph.from_symbol(again).run({"x": x, "y": y})[0], want)


def test_json_node_has_subgraphs_and_input_locs():
    out = body(sym, sym.var("x"), sym.var("y"))
    doc = json.loads(out.tojson())
    node = doc["nodes"][-1]
    assert node["op"] == "_cond" and len(node["subgraphs"]) == 3
    attrs = node["attrs"]
    # as MXNet 1.9.1 writes it: the three subgraphs count in num_args, the node is _cond0-like
    assert attrs["num_args"] == str(len(node["inputs"]) + 3) and attrs["num_outputs"] == "1"
    assert node["name"].startswith("_cond")
    for key in ("cond_input_locs", "then_input_locs", "else_input_locs"):
        assert attrs[key].startswith("[")
    assert out.list_arguments() == ["x", "y"]
    assert out.infer_shape(x=(2, 2), y=(2, 2))[1] == [(2, 2)]
    assert out.infer_type(x="float32", y="float32")[1] == [np.float32]


def test_multiple_outputs_and_captured_outer_values():
    x = sym.var("x")
    h = sym.relu(x)  # computed outside, used inside both branches
    outs = sym.contrib.cond(sym.sum(x) > 100, lambda: [h + 1, h * 0], lambda: [h, h - 1])
    assert isinstance(outs, list) and len(outs) == 2
    got = Graph.from_symbol(sym.Group(outs)).run({"x": A})
    np.testing.assert_allclose(got[0], A)
    np.testing.assert_allclose(got[1], A - 1)


def test_eager_pred_must_be_scalar_and_bad_branches():
    with pytest.raises(ValueError):
        nd.contrib.cond(nd.array([1, 0]), lambda: 1, lambda: 2)
    x = sym.var("x")
    with pytest.raises(TypeError):
        sym.contrib.cond(x, lambda: 3, lambda: x)
    with pytest.raises(ValueError):
        sym.contrib.cond(x, lambda: [x, x], lambda: x)


def _cond_doc():
    out = body(sym, sym.var("x"), sym.var("y"))
    return json.loads(out.tojson())


@pytest.mark.parametrize("mutate", [
    lambda n: n["attrs"].__setitem__("then_input_locs", "[7]"),
    lambda n: n["attrs"].__setitem__("else_input_locs", "[0]"),
    lambda n: n["subgraphs"].pop(),
    lambda n: n["attrs"].__setitem__("num_outputs", "3"),
    lambda n: n["attrs"].__setitem__("num_outputs", "100000000"),
], ids=["loc out of range", "wrong loc count", "two subgraphs", "output count", "huge"])
def test_malformed_cond_nodes_are_rejected(mutate):
    from hybridlint.runtime.symbol_json import SymbolJSONError
    doc = _cond_doc()
    mutate(doc["nodes"][-1])
    with pytest.raises(SymbolJSONError):
        sym.load_json(json.dumps(doc))


def test_subgraphs_on_plain_ops_are_rejected():
    from hybridlint.runtime.symbol_json import SymbolJSONError
    doc = json.loads(sym.relu(sym.var("x"), name="r").tojson())
    doc["nodes"][-1]["subgraphs"] = [json.loads(sym.var("z").tojson())]
    with pytest.raises(SymbolJSONError, match="does not take subgraphs"):
        sym.load_json(json.dumps(doc))


MXNET_COND = """{"nodes": [{"op": "null", "name": "a", "inputs": []},
 {"op": "sum", "name": "sum0", "inputs": [[0, 0, 0]]},
 {"op": "_greater_scalar", "name": "_greater_scalar0", "attrs": {"scalar": "0"},
  "inputs": [[1, 0, 0]]},
 {"op": "null", "name": "b", "inputs": []},
 {"op": "_cond", "name": "_cond0", "attrs": {"cond_input_locs": "[0]", "else_input_locs": "[2]",
  "num_args": "6", "num_outputs": "1", "then_input_locs": "[1]"},
  "inputs": [[2, 0, 0], [0, 0, 0], [3, 0, 0]],
  "subgraphs": [
   {"nodes": [{"op": "null", "name": "_greater_scalar0_output", "inputs": []},
              {"op": "_copy", "name": "identity0", "inputs": [[0, 0, 0]]}],
    "arg_nodes": [0], "heads": [[1, 0, 0]]},
   {"nodes": [{"op": "null", "name": "a", "inputs": []},
              {"op": "_mul_scalar", "name": "_mulscalar0", "attrs": {"scalar": "2"},
               "inputs": [[0, 0, 0]]}], "arg_nodes": [0], "heads": [[1, 0, 0]]},
   {"nodes": [{"op": "null", "name": "b", "inputs": []},
              {"op": "_plus_scalar", "name": "_plusscalar0", "attrs": {"scalar": "1"},
               "inputs": [[0, 0, 0]]}], "arg_nodes": [0], "heads": [[1, 0, 0]]}]}],
 "arg_nodes": [0, 3], "heads": [[4, 0, 0]]}"""


def test_mxnet_written_cond_loads_and_runs():
    """The layout real MXNet 1.9.1 wrote for cond(a.sum() > 0, a * 2, b + 1) (num_args counts
    the three subgraphs)."""
    s = sym.load_json(MXNET_COND)
    assert s.list_arguments() == ["a", "b"]
    from hybridlint.runtime import nd
    pos = s.eval(a=nd.array([1.0, 2.0]), b=nd.array([3.0, 4.0]))[0].asnumpy()
    neg = s.eval(a=nd.array([-1.0, -2.0]), b=nd.array([3.0, 4.0]))[0].asnumpy()
    np.testing.assert_array_equal(pos, [2, 4])
    np.testing.assert_array_equal(neg, [4, 5])


@pytest.mark.parametrize("sign", [1, -1])
def test_branch_without_inputs_fails_when_run_as_in_mxnet(sign):
    # MXNet 1.9.1 (measured): a cond subgraph reading no input fails at the first hybridized
    # call, taken or not; the eager call runs python functions and gives the branch's value
    def constant_branch(F, x):
        return F.contrib.cond(x.sum() > 0, lambda: F.zeros((1,)), lambda: x.sum())
    x = sign * A
    assert constant_branch(nd, nd.array(x)).asnumpy().tolist() == ([0.0] if sign > 0 else [-10.0])
    out = constant_branch(sym, sym.var("x"))
    with pytest.raises(Exception, match="no inputs in computation graph"):
        Graph.from_symbol(out).run({"x": x})
