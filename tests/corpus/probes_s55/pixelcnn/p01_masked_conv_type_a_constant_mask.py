"""PixelCNN masked convolution (type A): the causal kernel mask built in numpy in `__init__`, held as `params.get_constant`, applied to the weight by `*` of equal shapes before `F.Convolution`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6, 6)]


def causal_mask(out_c, in_c, k, include_center):
    mask = np.ones((out_c, in_c, k, k), dtype="float32")
    c = k // 2
    mask[:, :, c, c + (1 if include_center else 0):] = 0
    mask[:, :, c + 1:, :] = 0
    return mask


class MaskedConv2D(HybridBlock):
    def __init__(self, channels=4, in_channels=3, kernel=3, mask_type="A", **kwargs):
        super().__init__(**kwargs)
        self.kernel = kernel
        self.channels = channels
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, in_channels, kernel, kernel))
            self.bias = self.params.get("bias", shape=(channels,), init="zeros")
            self.mask = self.params.get_constant(
                "mask", causal_mask(channels, in_channels, kernel, mask_type == "B"))

    def hybrid_forward(self, F, x, weight, bias, mask):
        k = self.kernel
        return F.Convolution(x, weight * mask, bias, kernel=(k, k), pad=(k // 2, k // 2),
                             num_filter=self.channels)


Net = MaskedConv2D
