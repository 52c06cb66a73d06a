"""Models exported by real MXNet 1.9.1 (the tutorial MLP and LeNet of tests/fixtures/mxnet, and
model-zoo nets made by bench/make_onnx_fixtures.py) written as ONNX through MXNet's own entry
point ``mx.onnx.export_model``, checked by onnx.checker, run in onnxruntime: outputs equal the
runtime's within rtol 1e-4, and the runtime's equal the outputs MXNet recorded."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import onnx
import pytest
from hybridlint.runtime import compat, symbol_json
from hybridlint.runtime.graph import Graph
from hybridlint.runtime.onnx import export

from . import synthetic
from .oracle import session

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet"
ZOO = sorted(p.name for p in (FIXTURES / "onnx").iterdir() if p.is_dir())


def _tutorial(name):
    d = FIXTURES / name
    x = np.load(d / "input.npz")["data"]
    want = np.load(d / "output_symbolblock.npz")["out"]
    return d, d / "model-0000.params", x, want


def _zoo(name):
    d = FIXTURES / "onnx" / name
    meta = json.loads((d / "meta.json").read_text())
    x = synthetic.input_value(meta["input_shape"])
    params = d / "model-0000.params"
    if not params.exists():   # too large to keep: regenerated exactly as MXNet was given them
        graph = Graph.from_symbol(symbol_json.load_file(d / "model-symbol.json"))
        shapes = graph.param_shapes({"data": x.shape})
        params = {k: synthetic.param_value(k, s) for k, s in shapes.items() if k != "data"}
    return d, params, x, np.load(d / "output.npz")["out"]


def test_zoo_fixtures_cover_the_issue_nets():
    wanted = ["resnet18_v1", "resnet18_v2", "mobilenet0.25", "mobilenetv2", "squeezenet",
              "densenet", "vgg11_bn"]
    assert all(any(z.startswith(w) for z in ZOO) for w in wanted), ZOO


@pytest.mark.parametrize("name", ["mlp", "lenet"] + ZOO)
def test_mxnet_export_converts_and_runs_in_onnxruntime(name, tmp_path):
    d, params, x, mxnet_out = _tutorial(name) if name in ("mlp", "lenet") else _zoo(name)
    had_alias = compat.is_installed()
    mx = compat.install()
    try:
        path = mx.onnx.export_model(str(d / "model-symbol.json"),
                                    str(params) if isinstance(params, Path) else params,
                                    [x.shape], np.float32, str(tmp_path / "model.onnx"))
    finally:
        if not had_alias:   # leave the interpreter as other tests found it
            compat.uninstall()
    model = onnx.load(path)
    onnx.checker.check_model(model, full_check=True)
    assert [i.name for i in model.graph.input] == ["data"]
    sess = session(model)
    got = sess.run(None, {"data": x})[0]

    graph = Graph.from_symbol(symbol_json.load_file(d / "model-symbol.json"))
    weights = export.load_params(params)
    ours = np.asarray(graph.run({"data": x, **weights})[0])
    assert got.shape == ours.shape == mxnet_out.shape
    np.testing.assert_allclose(got, ours, rtol=1e-4, atol=1e-5 * max(1.0, np.abs(ours).max()))
    np.testing.assert_allclose(ours, mxnet_out, rtol=1e-4, atol=1e-5 * max(1.0, np.abs(ours).max()))
