"""Fixed demosaicing kernel kept as an `mx.nd.array` attribute set in `__init__` and passed as the convolution weight."""
import mxnet as mx
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 8, 8)]


class GreenInterp(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        k = np.array([[0, 1, 0], [1, 4, 1], [0, 1, 0]], dtype="float32") / 4
        self.kernel = mx.nd.array(k.reshape(1, 1, 3, 3))

    def hybrid_forward(self, F, raw):
        return F.Convolution(raw, weight=self.kernel, no_bias=True, kernel=(3, 3), pad=(1, 1), num_filter=1)


Net = GreenInterp
