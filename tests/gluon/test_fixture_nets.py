"""The MLP and LeNet fixtures made by MXNet 1.9.1: weights in, outputs and exports out."""
import json

import numpy as np
import pytest
from hybridlint.runtime import nd, params_io
from hybridlint.runtime.gluon import SymbolBlock

from tests.conftest import FIXTURES

from .nets import fresh

MX = FIXTURES / "mxnet"
NETS = ["mlp", "lenet"]
RTOL, ATOL = 1e-4, 1e-6


def _input(net):
    return nd.array(np.load(MX / net / "input.npz")["data"])


def _expected(net, kind):
    return np.load(MX / net / f"output_{kind}.npz")["out"]


def _loaded(net, hybridize=None):
    block = fresh(net)
    block.initialize()
    if hybridize is not None:
        block.hybridize(**hybridize)
    block.load_parameters(str(MX / net / "net.params"))
    return block


@pytest.mark.parametrize("net", NETS)
@pytest.mark.parametrize("mode,kind", [
    (None, "eager"), ({}, "hybrid"),
    ({"static_alloc": True, "static_shape": True}, "hybrid_static")])
def test_outputs_match_mxnet(net, mode, kind):
    block = _loaded(net, mode)
    x = _input(net)
    np.testing.assert_allclose(block(x).asnumpy(), _expected(net, kind), rtol=RTOL, atol=ATOL)
    # a second call runs the cached graph (or eager again) and still agrees
    np.testing.assert_allclose(block(x).asnumpy(), _expected(net, kind), rtol=RTOL, atol=ATOL)


@pytest.mark.parametrize("net", NETS)
def test_named_npz_weights_give_same_outputs(net):
    block = fresh(net)
    block.initialize()
    block.collect_params().load(str(MX / net / "params_named.npz"))
    np.testing.assert_allclose(block(_input(net)).asnumpy(), _expected(net, "eager"),
                               rtol=RTOL, atol=ATOL)


@pytest.mark.parametrize("net", NETS)
def test_parameter_names_match_mxnet(net):
    meta = json.loads((MX / net / "meta.json").read_text())
    block = fresh(net)
    assert list(block.collect_params().keys()) == list(meta["named_param_names"])
    assert list(block._collect_params_with_prefix()) == list(meta["structural_param_names"])


@pytest.mark.parametrize("net", NETS)
def test_deferred_shapes_are_inferred_at_first_call(net):
    meta = json.loads((MX / net / "meta.json").read_text())
    block = fresh(net)
    block.initialize()
    block(_input(net))
    got = {k: p.shape for k, p in block.collect_params().items()}
    assert got == {k: tuple(v) for k, v in meta["named_param_names"].items()}


@pytest.mark.parametrize("net", NETS)
def test_mxnet_export_imports_and_runs(net):
    block = SymbolBlock.imports(str(MX / net / "model-symbol.json"), ["data"],
                                str(MX / net / "model-0000.params"))
    np.testing.assert_allclose(block(_input(net)).asnumpy(), _expected(net, "symbolblock"),
                               rtol=RTOL, atol=ATOL)


@pytest.mark.parametrize("net", NETS)
def test_our_export_is_mxnets_export(net, tmp_path):
    block = fresh(net)
    block.initialize()
    block.hybridize()
    block(_input(net))                       # traces with deferred shapes, as MXNet did
    block.load_parameters(str(MX / net / "net.params"))
    prefix = tmp_path / "model"
    block.export(str(prefix))
    ours = json.loads((tmp_path / "model-symbol.json").read_text())
    theirs = json.loads((MX / net / "model-symbol.json").read_text())
    assert ours == theirs
    assert (tmp_path / "model-symbol.json").read_text() == (MX / net / "model-symbol.json").read_text()
    # The weights file is byte-identical to MXNet's (same names, order, layout).
    assert (tmp_path / "model-0000.params").read_bytes() == \
        (MX / net / "model-0000.params").read_bytes()
    meta = json.loads((MX / net / "meta.json").read_text())
    assert sorted(params_io.load(tmp_path / "model-0000.params")) == meta["export_params_keys"]


@pytest.mark.parametrize("net", NETS)
def test_export_round_trips_through_symbolblock(net, tmp_path):
    block = _loaded(net, {})
    x = _input(net)
    out = block(x).asnumpy()
    block.export(str(tmp_path / "m"), epoch=3)
    assert (tmp_path / "m-0003.params").exists()
    again = SymbolBlock.imports(str(tmp_path / "m-symbol.json"), "data",
                                str(tmp_path / "m-0003.params"))
    np.testing.assert_allclose(again(x).asnumpy(), out, rtol=RTOL, atol=ATOL)
    again.hybridize()
    np.testing.assert_allclose(again(x).asnumpy(), out, rtol=RTOL, atol=ATOL)


@pytest.mark.parametrize("net", NETS)
def test_save_parameters_reproduces_mxnet_file(net, tmp_path):
    block = _loaded(net)
    block.save_parameters(str(tmp_path / "net.params"))
    assert (tmp_path / "net.params").read_bytes() == (MX / net / "net.params").read_bytes()
