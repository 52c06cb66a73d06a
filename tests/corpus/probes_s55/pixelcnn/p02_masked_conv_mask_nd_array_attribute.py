"""Masked convolution whose causal mask is an `nd.array` kept on `self` and multiplied into the weight in `hybrid_forward`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6, 6)]


class MaskedConv2D(HybridBlock):
    def __init__(self, channels=4, in_channels=3, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self.kernel = kernel
        self.channels = channels
        mask = np.ones((channels, in_channels, kernel, kernel), dtype="float32")
        mask[:, :, kernel // 2, kernel // 2:] = 0
        mask[:, :, kernel // 2 + 1:, :] = 0
        self.mask = nd.array(mask)
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, in_channels, kernel, kernel))

    def hybrid_forward(self, F, x, weight):
        k = self.kernel
        return F.Convolution(x, weight * self.mask, kernel=(k, k), pad=(k // 2, k // 2),
                             num_filter=self.channels, no_bias=True)


Net = MaskedConv2D
