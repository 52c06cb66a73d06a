"""Weight-standardized convolution: the kernel normalized per output filter before the convolution, sized from the kernel itself."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=3, channels=4, kernel=3, eps=1e-5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(channels, in_channels, kernel, kernel))
            self.bias = self.params.get('bias', shape=(channels,), init='zeros')

    def hybrid_forward(self, F, x, weight, bias):
        mean = F.mean(weight, axis=(1, 2, 3), keepdims=True)
        var = F.mean(F.square(F.broadcast_sub(weight, mean)), axis=(1, 2, 3), keepdims=True)
        w = F.broadcast_div(F.broadcast_sub(weight, mean), F.sqrt(var + self._eps))
        return F.Convolution(x, w, bias, kernel=weight.shape[2:], num_filter=weight.shape[0],
                             pad=(weight.shape[2] // 2, weight.shape[3] // 2))
