"""TFT decoder head: the static context tiled over the time steps with broadcast_to of the input's sizes, a relative time index from `F.arange(x.shape[1])` divided by the length, and the quantile outputs reshaped to (batch, steps, len(quantiles))."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 3), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.quantiles = quantiles
        with self.name_scope():
            self.out = nn.Dense(len(quantiles), in_units=8, flatten=False)

    def hybrid_forward(self, F, x, static):
        b, t = x.shape[0], x.shape[1]
        c = static.expand_dims(1).broadcast_to((b, t, static.shape[1]))
        pos = (F.arange(t) / t).reshape((1, t, 1)).broadcast_to((b, t, 1))
        h = F.concat(x, c, pos, dim=2)
        return self.out(h).reshape((b, t, len(self.quantiles)))
