"""NeRV pruning: a conv whose weight is multiplied by a fixed binary mask of the same shape, built in
`__init__` from a seeded numpy draw and held as a constant, applied by `F.Convolution`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 5, 6)]


class PrunedConv(HybridBlock):
    def __init__(self, channels=6, in_channels=4, kernel=3, sparsity=0.5, **kwargs):
        super().__init__(**kwargs)
        self.channels = channels
        self.kernel = kernel
        shape = (channels, in_channels, kernel, kernel)
        keep = (np.random.RandomState(1).uniform(size=shape) >= sparsity).astype("float32")
        with self.name_scope():
            self.weight = self.params.get("weight", shape=shape)
            self.bias = self.params.get("bias", shape=(channels,), init="zeros")
            self.mask = self.params.get_constant("mask", keep)

    def hybrid_forward(self, F, x, weight, bias, mask):
        return F.Convolution(x, weight * mask, bias, kernel=(self.kernel, self.kernel), pad=(1, 1),
                             num_filter=self.channels)


Net = PrunedConv
