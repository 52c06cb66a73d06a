"""What export_model and `hybridlint export-onnx` do with models and arguments they cannot take:
one clear error naming every problem, nothing written, never a traceback from the CLI."""
from __future__ import annotations

import io
import json
from pathlib import Path

import numpy as np
import onnx
import pytest
from hybridlint.cli import main
from hybridlint.runtime import nd, sym
from hybridlint.runtime.onnx import export
from hybridlint.runtime.onnx.builder import ExportError

from .oracle import run_both, session

LENET = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "lenet"


def _cli(*argv):
    out, err = io.StringIO(), io.StringIO()
    rc = main(list(argv), stdout=out, stderr=err)
    return rc, out.getvalue(), err.getvalue()


def test_every_unsupported_operator_is_listed_at_once():
    x = sym.var("data")
    y = sym.RNN(x, sym.var("p"), sym.var("s"), state_size=4, num_layers=1, mode="rnn_tanh")
    z = sym.sort(sym.topk(x, k=2, ret_typ="value") + sym.CTCLoss(x, sym.var("label")).sum())
    with pytest.raises(ExportError) as err:
        export.export_graph(sym.Group([y, z]), {}, {"data": (3, 2, 4), "p": (40,), "s": (1, 2, 4)})
    text = str(err.value)
    for op in ("RNN", "sort", "topk", "CTCLoss"):
        assert op in text, text


def test_every_refused_attribute_is_listed_at_once():
    x = sym.var("data")
    a = sym.Pooling(x, kernel=(2, 2), layout="NHWC", name="p_nhwc")
    b = sym.softmax(x, axis=-1, name="sm")
    c = sym.Dropout(x, p=0.5, mode="always", name="drop")
    with pytest.raises(ExportError) as err:
        export.export_graph(sym.Group([a, b, c]), {}, {"data": (1, 4, 4, 3)})
    text = str(err.value)
    assert "p_nhwc" in text and "layout='NHWC'" in text and "drop" in text and "mode='always'" in text
    assert "(softmax)" not in text   # a supported node is not named


@pytest.mark.parametrize("shapes, message", [
    (None, "in_shapes is required"),
    ([(1, 1, 28, 28), (1, 2)], "2 shapes given"),
    ({"image": (1, 1, 28, 28)}, "the model's inputs are \\['data'\\]"),
    ([(1, 1, 28)], "cannot infer the model's shapes"),
])
def test_bad_input_shapes_are_clear_errors(shapes, message, tmp_path):
    with pytest.raises(ExportError, match=message):
        export.export_model(str(LENET / "model-symbol.json"), str(LENET / "model-0000.params"),
                            shapes, onnx_file_path=str(tmp_path / "m.onnx"))
    assert list(tmp_path.iterdir()) == []


def test_dynamic_shapes_are_refused_not_half_supported():
    with pytest.raises(ExportError, match="dynamic input shapes are not supported"):
        export.export_model(str(LENET / "model-symbol.json"), str(LENET / "model-0000.params"),
                            [(1, 1, 28, 28)], dynamic=True)


def test_params_as_path_dict_of_ndarrays_or_arg_aux_pair(tmp_path):
    """MXNet's three forms of params, and its old argument names input_shape/input_type."""
    x = sym.var("data")
    y = sym.BatchNorm(sym.FullyConnected(x, num_hidden=3, name="fc"), name="bn", fix_gamma=False)
    rng = np.random.RandomState(0)
    arg = {"fc_weight": nd.array(rng.randn(3, 4)), "fc_bias": nd.array(rng.randn(3)),
           "bn_gamma": nd.array(rng.rand(3) + 0.5), "bn_beta": nd.array(rng.randn(3))}
    aux = {"bn_moving_mean": nd.array(rng.randn(3)), "bn_moving_var": nd.array(rng.rand(3) + 0.5)}
    data = rng.randn(2, 4).astype("float32")
    outs = []
    for params in ({**arg, **aux}, [arg, aux]):
        path = export.export_model(y, params, input_shape=[(2, 4)], input_type=np.float32,
                                   onnx_file_path=str(tmp_path / "m.onnx"))
        outs.append(session(onnx.load(path)).run(None, {"data": data})[0])
    nd.save(str(tmp_path / "m.params"), {**{f"arg:{k}": v for k, v in arg.items()},
                                          **{f"aux:{k}": v for k, v in aux.items()}})
    path = export.export_model(y, str(tmp_path / "m.params"), [(2, 4)],
                               onnx_file_path=str(tmp_path / "m.onnx"))
    outs.append(session(onnx.load(path)).run(None, {"data": data})[0])
    assert outs[0].shape == (2, 3)
    np.testing.assert_array_equal(outs[0], outs[1])
    np.testing.assert_array_equal(outs[0], outs[2])


def test_node_names_from_a_model_file_are_only_data(tmp_path):
    """Names with newlines, quotes and code stay strings in the ONNX file; nothing runs."""
    marker = tmp_path / "ran"
    evil = f"x\n__import__('pathlib').Path({str(marker)!r}).touch()\n'\"\u00e9"
    x = sym.var("data")
    y = sym.relu(sym.FullyConnected(x, num_hidden=2, name=evil), name=evil + "relu")
    w = np.ones((2, 3), "float32")
    b = np.zeros(2, "float32")
    got, want = run_both(y, {f"{evil}_weight": w, f"{evil}_bias": b},
                         {"data": np.ones((1, 3), "float32")})
    np.testing.assert_allclose(got[0], want[0])
    assert not marker.exists()


def test_empty_and_repeated_node_names_still_give_a_valid_model(tmp_path):
    """ONNX reads "" as "no value"; a model file may name its nodes "" (found by fuzzing)."""
    x = sym.var("data")
    doc = json.loads((sym.relu(sym.relu(x)) + sym.relu(x)).tojson())
    for node in doc["nodes"]:
        if node["op"] != "null":
            node["name"] = ""
    path = tmp_path / "m-symbol.json"
    path.write_text(json.dumps(doc))
    feed = np.array([[-1.0, 2.0]], "float32")
    out = export.export_model(str(path), {}, [feed.shape], np.float32, str(tmp_path / "m.onnx"))
    model = onnx.load(out)
    onnx.checker.check_model(model)
    got = session(model).run(None, {"data": feed})[0]
    np.testing.assert_allclose(got, [[0.0, 4.0]])


def test_a_model_the_checker_rejects_is_an_export_error_not_a_traceback(monkeypatch):
    """A lowering bug (simulated: every value named "") is reported as ours, with the cause."""
    from hybridlint.runtime.onnx import builder
    monkeypatch.setattr(builder.GraphBuilder, "fresh", lambda self, hint: "")
    with pytest.raises(ExportError, match="onnx.checker rejects.*please report"):
        export.export_graph(sym.relu(sym.var("data")), {}, {"data": (1, 2)})


def test_shared_outputs_and_a_variable_head_get_their_own_graph_outputs():
    x = sym.var("data")
    r = sym.relu(x)
    got, want = run_both(sym.Group([r, r, x]), {}, {"data": np.array([[-1.0, 2.0]], "float32")})
    assert len(got) == 3
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)


def test_constant_ops_are_folded_and_random_ones_refused():
    x = sym.var("data")
    y = sym.broadcast_add(x, sym.ones((1, 3)) * 2 + sym.arange(3).reshape((1, 3)))
    got, want = run_both(y, {}, {"data": np.zeros((2, 3), "float32")})
    np.testing.assert_array_equal(got[0], want[0])
    with pytest.raises(ExportError, match="_random_uniform"):
        export.export_graph(sym.broadcast_add(x, sym.random.uniform(shape=(1, 3))), {},
                            {"data": (2, 3)})
    with pytest.raises(ExportError, match="cannot infer the model's shapes.*broadcast_add"):
        export.export_graph(x + sym.ones((1, 3)), {}, {"data": (2, 3)})


def test_cli_writes_a_model_that_runs(tmp_path):
    out = tmp_path / "lenet.onnx"
    rc, stdout, stderr = _cli("export-onnx", str(LENET / "model-symbol.json"),
                              str(LENET / "model-0000.params"), "--shape", "data=16,1,28,28",
                              "-o", str(out))
    assert rc == 0, stderr
    assert "wrote" in stdout and "opset 13" in stdout and "data=16x1x28x28:float32" in stdout
    x = np.load(LENET / "input.npz")["data"]
    got = session(onnx.load(out)).run(None, {"data": x})[0]
    np.testing.assert_allclose(got, np.load(LENET / "output_symbolblock.npz")["out"],
                               rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("argv, rc, message", [
    (["--shape", "data=1,1,28"], 1, "cannot infer the model's shapes"),
    (["--shape", "data=1,one"], 2, "expected NAME=D,D"),
    (["--shape", "data=1,1,28,28", "--dtype", "label=float32"], 2, "no --shape"),
    (["--shape", "data=1,1,28,28", "--dtype", "data=floaty"], 2, "floaty"),
])
def test_cli_errors(argv, rc, message, tmp_path):
    got_rc, _, stderr = _cli("export-onnx", str(LENET / "model-symbol.json"),
                             str(LENET / "model-0000.params"), *argv, "-o", str(tmp_path / "m.onnx"))
    assert got_rc == rc and message in stderr and "Traceback" not in stderr
    assert not (tmp_path / "m.onnx").exists()


def test_cli_missing_and_corrupt_model_files(tmp_path):
    bad = tmp_path / "bad-symbol.json"
    bad.write_text("{not json")
    rc, _, err = _cli("export-onnx", str(bad), str(LENET / "model-0000.params"),
                      "--shape", "data=1,1,28,28", "-o", str(tmp_path / "m.onnx"))
    assert rc == 1 and "not valid JSON" in err
    rc, _, err = _cli("export-onnx", str(tmp_path / "missing.json"), str(LENET / "model-0000.params"),
                      "--shape", "data=1,1,28,28", "-o", str(tmp_path / "m.onnx"))
    assert rc in (1, 2) and "missing.json" in err and "Traceback" not in err
