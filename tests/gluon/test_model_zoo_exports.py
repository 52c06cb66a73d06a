"""The runtime's model zoo builds the same graphs as MXNet 1.9.1's: for every model-zoo export
real MXNet made for the ONNX tests (tests/fixtures/mxnet/onnx, bench/make_onnx_fixtures.py),
the same constructor here exports the same operators with the same attributes and parameter
names (up to the root block's numbered prefix), and with MXNet's weights computes MXNet's
output."""
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import nd, symbol_json
from hybridlint.runtime.gluon.model_zoo import vision
from hybridlint.runtime.gluon.model_zoo.vision import resnet
from hybridlint.runtime.graph import Graph
from hybridlint.runtime.onnx import export

from ..onnx import synthetic

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "onnx"
NETS = sorted(p.name for p in FIX.iterdir() if p.is_dir())
# the names the fixtures' constructor strings use
SCOPE = {"ResNetV1": resnet.ResNetV1, "ResNetV2": resnet.ResNetV2,
         "BasicBlockV1": resnet.BasicBlockV1, "BasicBlockV2": resnet.BasicBlockV2,
         "BottleneckV1": resnet.BottleneckV1, "BottleneckV2": resnet.BottleneckV2,
         "MobileNet": vision.MobileNet, "MobileNetV2": vision.MobileNetV2,
         "SqueezeNet": vision.SqueezeNet, "DenseNet": vision.DenseNet, "VGG": vision.VGG}


def _root(name):
    return name.split("_", 1)[0] + "_"


def _strip(doc):
    """(op, name without the root prefix, attrs) per node, and the heads."""
    root = _root(next(n["name"] for n in doc["nodes"] if n["op"] != "null"))
    nodes = [(n["op"], n["name"].removeprefix(root), n.get("attrs", {}), n["inputs"])
             for n in doc["nodes"]]
    return nodes, doc["heads"]


@pytest.mark.parametrize("name", NETS)
def test_export_and_output_equal_mxnets(name, tmp_path):
    meta = json.loads((FIX / name / "meta.json").read_text())
    net = eval(meta["net"], dict(SCOPE))   # noqa: S307 - the fixture's own constructor text
    net.initialize()
    x = synthetic.input_value(meta["input_shape"])
    net(nd.array(x))
    net.hybridize()
    net(nd.array(x))
    net.export(str(tmp_path / "ours"))
    ours = json.loads((tmp_path / "ours-symbol.json").read_text())
    theirs = json.loads((FIX / name / "model-symbol.json").read_text())
    assert _strip(ours) == _strip(theirs)
    # MXNet's weights (kept or regenerated exactly as MXNet was given them), by structural name
    theirs_root = _root(next(n["name"] for n in theirs["nodes"] if n["op"] != "null"))
    graph = Graph.from_symbol(symbol_json.load_file(FIX / name / "model-symbol.json"))
    params_file = FIX / name / "model-0000.params"
    if params_file.exists():
        weights = export.load_params(str(params_file))
    else:
        shapes = graph.param_shapes({"data": x.shape})
        weights = {k: synthetic.param_value(k, s) for k, s in shapes.items() if k != "data"}
    ours_root = _root(next(iter(net.collect_params().keys())))
    for pname, p in net.collect_params().items():
        p.set_data(nd.array(weights[theirs_root + pname.removeprefix(ours_root)]))
    out = net(nd.array(x)).asnumpy()
    want = np.load(FIX / name / "output.npz")["out"]
    np.testing.assert_allclose(out, want, rtol=1e-4, atol=1e-5 * max(1.0, np.abs(want).max()))
