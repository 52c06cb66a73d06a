"""gluon.contrib.cnn deformable convolution layers: names and outputs equal real MXNet 1.9.1's
(tests/fixtures/mxnet/dcn_layer.npz from bench/mxnet_dcn_layer_fixtures.py), eager and
hybridized; the modulated layer (GPU-only in MXNet) runs and hybridizes the same."""
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import nd
from hybridlint.runtime.gluon.contrib import cnn

from ..onnx import synthetic

FIX = np.load(Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "dcn_layer.npz")
NAMES = json.loads(FIX["__names__"].tobytes())
LAYERS = {"dcn": dict(channels=5, kernel_size=3, padding=1, in_channels=4),
          "dcn_grouped": dict(channels=4, kernel_size=(3, 3), strides=2, padding=1, groups=2,
                              num_deformable_group=2, use_bias=False, activation="relu")}


@pytest.mark.parametrize("key", sorted(LAYERS))
def test_layer_matches_mxnet(key):
    x = nd.array(synthetic.input_value((2, 4, 7, 6)))
    layer = cnn.DeformableConvolution(prefix=key + "_", **LAYERS[key])
    layer.initialize()
    layer(x)
    assert sorted(layer.collect_params().keys()) == NAMES[key]
    for name, p in layer.collect_params().items():
        p.set_data(nd.array(synthetic.param_value(name, p.shape) * 3))
    eager = layer(x).asnumpy()
    layer.hybridize()
    np.testing.assert_allclose(eager, FIX[key], rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(layer(x).asnumpy(), FIX[key], rtol=1e-4, atol=1e-4)


def test_modulated_layer_with_zero_offsets_is_a_convolution_scaled_by_its_mask():
    """Zero-initialised offset convolution: offsets 0 and mask 2*sigmoid(0) = 1, so the layer is
    a plain convolution with its deformable weights."""
    x = nd.array(synthetic.input_value((1, 3, 5, 5)))
    layer = cnn.ModulatedDeformableConvolution(4, kernel_size=3, padding=1, prefix="mdcn_")
    layer.initialize()
    out = layer(x)
    w = layer.deformable_conv_weight.data()
    b = layer.deformable_conv_bias.data()
    conv = nd.Convolution(x, w, b, kernel=(3, 3), pad=(1, 1), num_filter=4)
    np.testing.assert_allclose(out.asnumpy(), conv.asnumpy(), rtol=1e-5, atol=1e-5)
    layer.hybridize()
    np.testing.assert_allclose(layer(x).asnumpy(), conv.asnumpy(), rtol=1e-5, atol=1e-5)
    assert sorted(layer.collect_params().keys()) == [
        "mdcn_deformable_conv_bias", "mdcn_deformable_conv_weight", "mdcn_offset_bias",
        "mdcn_offset_weight"]
