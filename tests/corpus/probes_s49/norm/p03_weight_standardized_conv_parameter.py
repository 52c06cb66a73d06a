"""Weight-standardised convolution (BiT): the conv weight Parameter (O, I, k, k) is standardised over its fan-in by keepdims moments over axes (1, 2, 3) and `broadcast_sub`/`broadcast_div`, then used in `F.Convolution` with constructor attributes."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6, 6)]


class StdConv2D(HybridBlock):
    def __init__(self, channels=4, in_channels=3, kernel=3, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.kernel, self.eps = channels, kernel, eps
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, in_channels, kernel, kernel))
            self.bias = self.params.get("bias", shape=(channels,), init="zeros")

    def hybrid_forward(self, F, x, weight, bias):
        mean = F.mean(weight, axis=(1, 2, 3), keepdims=True)
        var = F.mean(F.square(F.broadcast_sub(weight, mean)), axis=(1, 2, 3), keepdims=True)
        w = F.broadcast_div(F.broadcast_sub(weight, mean), F.sqrt(var + self.eps))
        return F.Convolution(x, w, bias, kernel=(self.kernel, self.kernel), pad=(1, 1),
                             num_filter=self.channels)


Net = StdConv2D
