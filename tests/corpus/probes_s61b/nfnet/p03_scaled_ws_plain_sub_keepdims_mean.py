"""NFNet weight standardisation written with plain operators, `(weight - mean) / F.sqrt(var * fan_in + eps)`: weight (out, in, k, k) from the Parameter's declared shape, mean and var (out, 1, 1, 1) from keepdims reductions."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8, 8)]


class PlainStdConv2D(HybridBlock):
    def __init__(self, channels=4, in_channels=3, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self._channels = channels
        self._fan_in = in_channels * kernel * kernel
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, in_channels, kernel, kernel))

    def hybrid_forward(self, F, x, weight):
        mean = F.mean(weight, axis=(1, 2, 3), keepdims=True)
        var = F.mean(F.square(F.broadcast_sub(weight, mean)), axis=(1, 2, 3), keepdims=True)
        w = (weight - mean) / F.sqrt(var * self._fan_in + 1e-4)
        return F.Convolution(x, w, kernel=(3, 3), pad=(1, 1), num_filter=self._channels, no_bias=True)


Net = PlainStdConv2D
