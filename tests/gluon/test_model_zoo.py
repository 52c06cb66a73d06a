"""gluon.model_zoo.vision against real MXNet 1.9.1 (bench/mxnet_ecosystem_fixtures.py): the
same parameter names for every provided model, and for small ones the same shapes and outputs
with the same parameter values, eagerly and hybridized."""
import json
import zlib
from pathlib import Path

import numpy as np
import pytest

from hybridlint.runtime import nd
from hybridlint.runtime.gluon.model_zoo import get_model, model_store, vision

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet"
NAMES = json.loads((FIX / "model_zoo_names.json").read_text())
ARRAYS = np.load(FIX / "model_zoo.npz")
MODELS = [k for k in NAMES if "/" not in k]
SMALL = sorted({k.split("/")[0] for k in ARRAYS.files})
# the hybridized path once per block family; VGG's 4096-wide Dense layers make it the slowest
CASES = ([(m, False) for m in SMALL if m != "vgg11"]
         + [(m, True) for m in ("resnet18_v1", "resnet18_v2", "resnet50_v2", "mobilenetv2_0.25",
                                "squeezenet1.1")])


def _input(size):
    # as bench/mxnet_ecosystem_fixtures.py made it (legacy RandomState streams are stable)
    batch = 1 if size > 64 else 2
    return np.random.RandomState(0).uniform(-1, 1, (batch, 3, size, size)).astype(np.float32)


def _strip(names):
    # the model's own prefix carries a per-process counter (resnetv10_, resnetv11_...)
    return [n.split("_", 1)[1] for n in names]


def _fill(name, shape):
    rng = np.random.RandomState(zlib.crc32(name.split("_", 1)[1].encode()))
    if name.endswith(("running_var", "gamma")):
        return rng.uniform(0.5, 1.5, shape).astype(np.float32)
    return rng.uniform(-0.1, 0.1, shape).astype(np.float32)


@pytest.mark.parametrize("model", MODELS)
def test_parameter_names_match_mxnet(model):
    net = vision.get_model(model, classes=10)
    assert _strip(net.collect_params().keys()) == _strip(NAMES[model])


@pytest.mark.parametrize("model, hybridize", CASES)
def test_outputs_match_mxnet(model, hybridize):
    x = _input(NAMES[model + "/input"])
    net = get_model(model, classes=10)
    net.initialize()
    if hybridize:
        net.hybridize()
    net(nd.array(x))
    params = net.collect_params()
    assert [list(p.shape) for p in params.values()] == NAMES[model + "/shapes"]
    for k, p in params.items():
        p.set_data(nd.array(_fill(k, p.shape)))
    out = net(nd.array(x)).asnumpy()
    want = ARRAYS[f"{model}/output"]
    # float32 sums over thousands of terms: compare at the scale of the outputs
    np.testing.assert_allclose(out, want, rtol=1e-4, atol=1e-5 * np.abs(want).max())


def test_every_mxnet_entry_is_provided_and_unknown_names_say_so():
    assert sorted(MODELS) == sorted(vision._PROVIDED)
    with pytest.raises(ValueError, match="not supported"):
        get_model("resnet19_v1")


def test_model_store_uses_a_local_file_with_the_right_hash(tmp_path, monkeypatch):
    name = "resnet18_v1"
    payload = b"not really parameters"
    monkeypatch.setitem(model_store._model_sha1, name,
                        __import__("hashlib").sha1(payload).hexdigest())
    path = tmp_path / f"{name}-{model_store.short_hash(name)}.params"
    path.write_bytes(payload)
    assert model_store.get_model_file(name, root=str(tmp_path)) == str(path)
    model_store.purge(str(tmp_path))
    assert not path.exists()
    with pytest.raises(ValueError, match="not available"):
        model_store.short_hash("no_such_model")
