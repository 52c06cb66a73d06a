"""``Block.save(prefix)``/``Block.load(prefix)`` against real MXNet 1.9.1: the files MXNet wrote
for the models of block_save_scenario.py (tests/fixtures/mxnet/block_save, recorded by
bench/mxnet_block_save_fixtures.py) load into the runtime's models, renaming blocks and
parameter keys as MXNet's load did and giving MXNet's outputs; the runtime writes the same
model JSON and parameter names, and loads its own files back.  (The runtime's files loaded in
MXNet: ``bench/mxnet_block_save_fixtures.py --check DIR``, see bench/RESULTS.md.)"""
import json
import os
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import nd

from . import block_save_scenario as scenario

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "block_save"
OUTPUTS = np.load(FIX / "outputs.npz")
NAMES = json.loads((FIX / "loaded_names.json").read_text())


def names_of(net):
    blocks = []
    net.apply(lambda b: blocks.append(b.name))
    return {"blocks": blocks, "params": list(net.collect_params().keys())}


def outputs(mx, net, name):
    return scenario.outputs(net(*scenario.inputs(mx, name)))


@pytest.mark.parametrize("name", scenario.NAMES)
def test_mxnet_files_load_with_mxnets_names_and_outputs(mx, name):
    net = scenario.renamed(mx, name)
    net.load(str(FIX / name))
    assert names_of(net) == NAMES[name]
    for k, got in enumerate(outputs(mx, net, name)):
        np.testing.assert_allclose(got, OUTPUTS[f"{name}_loaded{k}"], rtol=1e-5, atol=1e-6)


def _structure(entry):
    """The model JSON with each saved symbol parsed (its text layout aside)."""
    out = {}
    for k, v in entry.items():
        if k == "symbol":
            v = json.loads(v)["nodes"]
        elif k == "inputs":
            v = [json.loads(s)["nodes"] for s in v]
        elif isinstance(v, dict) and k != "children":
            v = _structure(v)
        out[k] = v
    return out


@pytest.mark.parametrize("name", scenario.NAMES)
def test_saved_files_match_mxnets(mx, name, tmp_path):
    net = scenario.trained(mx, name)
    for k, got in enumerate(outputs(mx, net, name)):
        np.testing.assert_allclose(got, OUTPUTS[f"{name}_out{k}"], rtol=1e-5, atol=1e-6)
    net.save(str(tmp_path / name))
    ours = json.loads((tmp_path / f"{name}-model.json").read_text())
    theirs = json.loads((FIX / f"{name}-model.json").read_text())
    assert _structure(ours) == _structure(theirs)
    mine, want = nd.load(str(tmp_path / f"{name}-model.params")), \
        nd.load(str(FIX / f"{name}-model.params"))
    assert list(mine) == list(want)
    for key in want:
        np.testing.assert_array_equal(mine[key].asnumpy(), want[key].asnumpy())
    back = scenario.renamed(mx, name)
    back.load(str(tmp_path / name))
    assert names_of(back) == NAMES[name]
    for k, got in enumerate(outputs(mx, back, name)):
        np.testing.assert_allclose(got, OUTPUTS[f"{name}_out{k}"], rtol=1e-5, atol=1e-6)


def test_write_files_for_mxnet(mx):
    """With HYBRIDLINT_BLOCK_SAVE_OUT set, leave the runtime's files and outputs there for
    ``bench/mxnet_block_save_fixtures.py --check`` (the runtime-to-MXNet direction)."""
    where = os.environ.get("HYBRIDLINT_BLOCK_SAVE_OUT")
    if not where:
        return
    Path(where).mkdir(parents=True, exist_ok=True)
    arrays = {}
    for name in scenario.NAMES:
        net = scenario.trained(mx, name)
        for k, v in enumerate(outputs(mx, net, name)):
            arrays[f"{name}_out{k}"] = v
        net.save(str(Path(where) / name))
    np.savez(Path(where) / "outputs.npz", **arrays)


def test_load_names_the_missing_block(mx, tmp_path):
    net = scenario.trained(mx, "seq_eager")
    net.save(str(tmp_path / "m"))
    other = scenario.build(mx, "nested_two_in_out")
    with pytest.raises(ValueError, match="no entry 'head0'"):
        other.load(str(tmp_path / "m"))
