"""Weight-standardised convolution that takes the filter count and kernel from the weight it receives (`weight.shape[0]`, `weight.shape[2:]`), so one class serves every layer."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6, 6)]


class Net(HybridBlock):
    def __init__(self, channels=4, in_channels=3, kernel=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, in_channels, kernel, kernel))

    def hybrid_forward(self, F, x, weight):
        flat = weight.reshape((0, -1))
        mean = F.mean(flat, axis=1, keepdims=True)
        std = F.sqrt(F.mean(F.square(F.broadcast_sub(flat, mean)), axis=1, keepdims=True) + 1e-5)
        w = F.reshape_like(F.broadcast_div(F.broadcast_sub(flat, mean), std), weight)
        return F.Convolution(x, w, no_bias=True, kernel=weight.shape[2:], pad=(1, 1),
                             num_filter=weight.shape[0])
