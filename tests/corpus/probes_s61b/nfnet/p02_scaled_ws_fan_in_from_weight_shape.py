"""NFNet scaled weight standardisation taking the fan-in from the weight inside `hybrid_forward`, `fan_in = np.prod(weight.shape[1:])`, as ports of the JAX reference do."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8, 8)]


class FanInStdConv2D(HybridBlock):
    def __init__(self, channels=4, in_channels=3, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self._channels = channels
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, in_channels, kernel, kernel))
            self.gain = self.params.get("gain", shape=(channels, 1, 1, 1), init=init.One())

    def hybrid_forward(self, F, x, weight, gain):
        fan_in = np.prod(weight.shape[1:])
        mean = F.mean(weight, axis=(1, 2, 3), keepdims=True)
        var = F.mean(F.square(F.broadcast_sub(weight, mean)), axis=(1, 2, 3), keepdims=True)
        w = F.broadcast_mul(F.broadcast_div(F.broadcast_sub(weight, mean), F.sqrt(var * fan_in + 1e-4)), gain)
        return F.Convolution(x, w, kernel=(3, 3), pad=(1, 1), num_filter=self._channels, no_bias=True)


Net = FanInStdConv2D
