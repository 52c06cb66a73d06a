"""Record real MXNet 1.9.1's gluon.contrib.cnn.DeformableConvolution layer (offsets predicted by
its own convolution) for tests/gluon/test_contrib_cnn.py: parameter names and the output with
parameters set to synthetic.param_value of each name.

    /path/to/mxnet-venv/bin/python bench/mxnet_dcn_layer_fixtures.py tests/fixtures/mxnet/dcn_layer.npz
"""
import json
import sys

import mxnet as mx
import numpy as np
from mxnet.gluon.contrib.cnn import DeformableConvolution

from from_tests import load

synthetic = load("onnx/synthetic.py")

LAYERS = {"dcn": dict(channels=5, kernel_size=3, padding=1, in_channels=4),
          "dcn_grouped": dict(channels=4, kernel_size=(3, 3), strides=2, padding=1, groups=2,
                              num_deformable_group=2, use_bias=False, activation="relu")}

if __name__ == "__main__":
    out, names = {}, {}
    x = synthetic.input_value((2, 4, 7, 6))
    for key, kwargs in LAYERS.items():
        layer = DeformableConvolution(prefix=key + "_", **kwargs)
        layer.initialize()
        layer(mx.nd.array(x))
        for name, p in layer.collect_params().items():
            # offsets of a few pixels, so that sampling moves off the grid
            p.set_data(mx.nd.array(synthetic.param_value(name, p.shape) * 3))
        layer.hybridize()
        out[key] = layer(mx.nd.array(x)).asnumpy()
        names[key] = sorted(layer.collect_params().keys())
    out["__names__"] = np.frombuffer(json.dumps(names).encode(), dtype=np.uint8)
    np.savez_compressed(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/dcn_layer.npz",
                        **out)
    print({k: v.shape for k, v in out.items()})
