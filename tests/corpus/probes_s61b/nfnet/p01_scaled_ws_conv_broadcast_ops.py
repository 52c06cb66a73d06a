"""NFNet scaled weight standardisation inside `hybrid_forward`: the conv weight standardised over (in, kh, kw) with `broadcast_sub`/`broadcast_div`, scaled by fan_in (a python int from `__init__`) and a learnable (out, 1, 1, 1) gain with `broadcast_mul`, then `F.Convolution`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8, 8)]


class ScaledStdConv2D(HybridBlock):
    def __init__(self, channels=4, in_channels=3, kernel=3, eps=1e-4, **kwargs):
        super().__init__(**kwargs)
        self._channels = channels
        self._kernel = kernel
        self._fan_in = in_channels * kernel * kernel
        self._eps = eps
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, in_channels, kernel, kernel))
            self.gain = self.params.get("gain", shape=(channels, 1, 1, 1), init=init.One())
            self.bias = self.params.get("bias", shape=(channels,), init=init.Zero())

    def hybrid_forward(self, F, x, weight, gain, bias):
        mean = F.mean(weight, axis=(1, 2, 3), keepdims=True)
        centred = F.broadcast_sub(weight, mean)
        var = F.mean(F.square(centred), axis=(1, 2, 3), keepdims=True)
        w = F.broadcast_div(centred, F.sqrt(var * self._fan_in + self._eps))
        w = F.broadcast_mul(w, gain)
        return F.Convolution(x, w, bias, kernel=(self._kernel, self._kernel),
                             pad=(1, 1), num_filter=self._channels)


Net = ScaledStdConv2D
