"""-symbol.json: byte-exact writing and strict reading."""
import copy
import json
import pathlib

import numpy as np
import pytest
from hybridlint.runtime import name, nd, sym
from hybridlint.runtime.symbol_json import SymbolJSONError, loads

FIX = pathlib.Path(__file__).parent.parent / "fixtures" / "mxnet"
NETS = ["mlp", "lenet"]


@pytest.mark.parametrize("net", NETS)
def test_fixture_round_trip_is_byte_identical(net):
    text = (FIX / net / "model-symbol.json").read_text()
    s = sym.load(str(FIX / net / "model-symbol.json"))
    assert s.tojson() == text
    assert sym.load_json(text).tojson() == text


@pytest.mark.parametrize("net", NETS)
def test_fixture_graph_reproduces_mxnet_outputs(net):
    s = sym.load(str(FIX / net / "model-symbol.json"))
    params = dict(np.load(FIX / net / "params_named.npz"))
    x = np.load(FIX / net / "input.npz")["data"]
    want = np.load(FIX / net / "output_symbolblock.npz")["out"]
    args = {k: nd.array(v) for k, v in params.items()}
    out = s.eval(data=nd.array(x), **args)[0].asnumpy()
    np.testing.assert_allclose(out, want, rtol=1e-4, atol=1e-5)
    arg_shapes, out_shapes, _ = s.infer_shape(data=x.shape)
    assert out_shapes == [want.shape]
    assert dict(zip(s.list_arguments(), arg_shapes))["data"] == x.shape


def test_traced_graph_writes_like_mxnet():
    """A graph traced the way Gluon's Dense does writes MXNet's layout."""
    with name.NameManager():
        x = sym.var("data")
        w = sym.var("dense0_weight", shape=(256, 0), dtype="float32", lr_mult=1.0, wd_mult=1.0,
                    stype="default")
        b = sym.var("dense0_bias", shape=(256,), dtype="float32", lr_mult=1.0, wd_mult=1.0,
                    init="zeros", stype="default")
        fc = sym.FullyConnected(x, w, b, no_bias=False, num_hidden=256, flatten=True,
                                name="dense0_fwd")
        out = sym.Activation(fc, act_type="relu", name="dense0_relu_fwd")
    want = (FIX / "mlp" / "model-symbol.json").read_text()
    text = out.tojson()
    # the first five nodes of the mlp fixture are exactly this graph
    doc, ref = json.loads(text), json.loads(want)
    assert doc["nodes"] == ref["nodes"][:5]
    prefix = want[:want.index('    {\n      "op": "null", \n      "name": "dense1_weight"')]
    assert text.startswith(prefix.rstrip()[:-1])  # up to the closing brace of node 4


_COUNTS = json.loads((FIX / "output_counts.json").read_text())


@pytest.mark.parametrize("op, n_inputs, attrs, mxnet_count", _COUNTS,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(_COUNTS)])
def test_node_row_ptr_counts_hidden_outputs_as_mxnet_does(op, n_inputs, attrs, mxnet_count):
    # MXNet 1.9.1's registrations keep workspaces, masks, saved statistics, sort indices and LU
    # factors as outputs nobody sees; its node_row_ptr counts them (bench/mxnet_spatial_fixtures.py)
    fn = sym
    for part in op.split("."):
        fn = getattr(fn, part)
    attrs = {k: tuple(v) if isinstance(v, list) else v for k, v in attrs.items()}
    rows = json.loads(fn(*[sym.var(f"in{i}") for i in range(n_inputs)], **attrs).tojson())
    assert rows["node_row_ptr"][-1] - rows["node_row_ptr"][-2] == mxnet_count


def test_single_line_rules():
    parts = sym.Concat(*[sym.var(f"v{i}") for i in range(11)], dim=0, name="c")
    doc = parts.tojson()
    assert '"inputs": [\n' in doc  # more than 10 entries: one per line, as dmlc writes
    assert '"attrs": {\n' in doc  # two attributes: multi-line
    assert json.loads(doc)["nodes"][-1]["attrs"] == {"dim": "0", "num_args": "11"}


def test_legacy_param_and_attr_fields():
    doc = {"nodes": [{"op": "null", "name": "x", "inputs": []},
                     {"op": "Activation", "name": "a", "param": {"act_type": "relu"},
                      "attr": {"__ctx_group__": "dev1"}, "inputs": [[0, 0]],
                      "backward_source_id": -1}],
           "arg_nodes": [0], "heads": [[1, 0]]}
    s = loads(json.dumps(doc))
    assert s.list_attr() == {"act_type": "relu", "__ctx_group__": "dev1"}
    np.testing.assert_array_equal(s.eval(x=nd.array([-1, 2]))[0].asnumpy(), [0, 2])


def _mlp_doc():
    return json.loads((FIX / "mlp" / "model-symbol.json").read_text())


def _bad(mutate):
    doc = _mlp_doc()
    mutate(doc)
    return json.dumps(doc)


BAD = {
    "truncated": (FIX / "mlp" / "model-symbol.json").read_text()[:500],
    "not json": "this is not json",
    "top level list": "[1, 2]",
    "nodes not a list": _bad(lambda d: d.__setitem__("nodes", {})),
    "node not object": _bad(lambda d: d["nodes"].__setitem__(0, 3)),
    "op not string": _bad(lambda d: d["nodes"][3].__setitem__("op", 5)),
    "attr value not string": _bad(lambda d: d["nodes"][3]["attrs"].__setitem__("num_hidden", 256)),
    "input index out of range": _bad(lambda d: d["nodes"][3].__setitem__("inputs", [[99, 0, 0]])),
    "negative index": _bad(lambda d: d["nodes"][3].__setitem__("inputs", [[-1, 0, 0]])),
    "output index out of range": _bad(lambda d: d["nodes"][3]["inputs"].__setitem__(0, [0, 3, 0])),
    "input entry not a list": _bad(lambda d: d["nodes"][3]["inputs"].__setitem__(0, "x")),
    "bool as index": _bad(lambda d: d["nodes"][3]["inputs"].__setitem__(0, [True, 0, 0])),
    "unknown op": _bad(lambda d: d["nodes"][3].__setitem__("op", "NoSuchOp")),
    "cyclic graph": _bad(lambda d: d["nodes"][3]["inputs"].__setitem__(0, [4, 0, 0])),
    "self loop": _bad(lambda d: d["nodes"][3]["inputs"].__setitem__(0, [3, 0, 0])),
    "heads out of range": _bad(lambda d: d.__setitem__("heads", [[50, 0, 0]])),
    "no heads": _bad(lambda d: d.pop("heads")),
    "bad attribute value": _bad(lambda d: d["nodes"][3]["attrs"].__setitem__("num_hidden", "many")),
    "unknown attribute": _bad(lambda d: d["nodes"][3]["attrs"].__setitem__("colour", "red")),
    "bad choice": _bad(lambda d: d["nodes"][4]["attrs"].__setitem__("act_type", "wiggle")),
    "missing required attribute": _bad(lambda d: d["nodes"][3]["attrs"].pop("num_hidden")),
    "wrong input count": _bad(lambda d: d["nodes"][3]["inputs"].pop()),
    "duplicate variable": _bad(lambda d: d["nodes"][1].__setitem__("name", "data")),
    "variable with inputs": _bad(lambda d: d["nodes"][1].__setitem__("inputs", [[0, 0, 0]])),
    "arg_nodes points at op": _bad(lambda d: d["arg_nodes"].append(3)),
    "node_row_ptr not integers": _bad(lambda d: d.__setitem__("node_row_ptr", "nope")),
    "deep nesting": "[" * 100000 + "]" * 100000,
    "subgraphs not a list": _bad(lambda d: d["nodes"][3].__setitem__("subgraphs", 1)),
}


@pytest.mark.parametrize("label", sorted(BAD))
def test_malformed_documents_raise_clear_value_errors(label):
    with pytest.raises(SymbolJSONError) as info:
        sym.load_json(BAD[label])
    assert isinstance(info.value, ValueError)
    assert len(str(info.value)) > 10


@pytest.mark.parametrize("row_ptr", [[0, 1], [0, 1, 2, 3, 4, 5, 6, 99], None])
def test_node_row_ptr_that_does_not_fit_is_ignored_as_mxnet_does(row_ptr):
    """Measured in MXNet 1.9.1: a wrong-length or inconsistent node_row_ptr (other tools write
    such multi-output graphs) loads, and saving derives it again."""
    doc = json.loads((FIX / "mlp" / "model-symbol.json").read_text())
    want = doc["node_row_ptr"]
    if row_ptr is None:
        doc.pop("node_row_ptr")
    else:
        doc["node_row_ptr"] = row_ptr
    s = sym.load_json(json.dumps(doc))
    assert json.loads(s.tojson())["node_row_ptr"] == want


def test_errors_name_the_node():
    with pytest.raises(SymbolJSONError, match=r"node 3 \('dense0_fwd'\).*unknown operator 'NoSuchOp'"):
        sym.load_json(BAD["unknown op"])
    with pytest.raises(SymbolJSONError, match="acyclic"):
        sym.load_json(BAD["cyclic graph"])


def test_huge_document_is_refused(monkeypatch, tmp_path):
    from hybridlint.runtime import symbol_json
    monkeypatch.setattr(symbol_json, "MAX_BYTES", 1000)
    text = (FIX / "mlp" / "model-symbol.json").read_text()
    with pytest.raises(SymbolJSONError, match="larger than"):
        sym.load_json(text)
    p = tmp_path / "big-symbol.json"
    p.write_text(text)
    with pytest.raises(SymbolJSONError, match="larger than"):
        sym.load(str(p))


def test_unreadable_files(tmp_path):
    with pytest.raises(SymbolJSONError, match="cannot read"):
        sym.load(str(tmp_path / "missing.json"))
    p = tmp_path / "bin.json"
    p.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(SymbolJSONError, match="UTF-8"):
        sym.load(str(p))


def test_save_and_load_file(tmp_path):
    s = sym.relu(sym.var("x") * 2, name="r")
    p = tmp_path / "m-symbol.json"
    s.save(str(p))
    assert sym.load(str(p)).tojson() == s.tojson()
    assert copy.deepcopy(s).tojson() == s.tojson()


def test_entry_versions_count_mutations_as_mxnet_writes_them():
    """Measured in MXNet 1.9.1: BatchNorm's moving statistics are written [node, 0, 1] after one
    composition, and a parameter traced again (eager deferred init, then hybridize) counts on;
    a file's versions survive a round trip."""
    x = sym.var("x")
    bn = sym.BatchNorm(x, name="bn")
    doc = json.loads(bn.tojson())
    assert doc["nodes"][-1]["inputs"] == [[0, 0, 0], [1, 0, 0], [2, 0, 0], [3, 0, 1], [4, 0, 1]]
    again = sym.BatchNorm(x, sym.var("bn_gamma"), sym.var("bn_beta"),
                          bn.get_internals()["bn_moving_mean"],
                          bn.get_internals()["bn_moving_var"], name="bn2")
    assert json.loads(again.tojson())["nodes"][-1]["inputs"][3][2] == 2
    assert json.loads(sym.load_json(again.tojson()).tojson()) == json.loads(again.tojson())


def test_auto_created_inputs_carry_the_ops_attributes_as_in_mxnet():
    """Measured in MXNet 1.9.1: fc_weight/fc_bias created by FullyConnected(num_hidden=2,
    attr={'__init__': 'xavier'}) hold {'__init__': 'xavier', 'num_hidden': '2'}; BatchNorm's
    moving statistics hold '["zero", {}]' / '["one", {}]' inits, gamma and beta nothing."""
    s = sym.FullyConnected(sym.var("x"), num_hidden=2, name="fc", attr={"__init__": "xavier"})
    nodes = {n["name"]: n.get("attrs") for n in json.loads(s.tojson())["nodes"]}
    assert nodes["fc_weight"] == nodes["fc_bias"] == {"__init__": "xavier", "num_hidden": "2"}
    bn = sym.BatchNorm(sym.var("x"), name="bn")
    nodes = {n["name"]: n.get("attrs") for n in json.loads(bn.tojson())["nodes"]}
    assert nodes["bn_gamma"] is None and nodes["bn_beta"] is None
    assert nodes["bn_moving_mean"] == {"__init__": '["zero", {}]'}
    assert nodes["bn_moving_var"] == {"__init__": '["one", {}]'}
