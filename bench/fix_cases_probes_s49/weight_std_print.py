"""Scaled weight-standardized dense layer with a debug shape print and a rank check on its input."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=4, units=5, gain=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._gain = gain
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(units, in_units))

    def hybrid_forward(self, F, x, weight):
        assert x.ndim == 2, 'expected (batch, features)'
        print('ws-dense input', x.shape)
        mean = F.mean(weight, axis=1, keepdims=True)
        std = F.sqrt(F.mean(F.square(F.broadcast_sub(weight, mean)), axis=1, keepdims=True) + 1e-5)
        w = self._gain * (weight - mean) / std / weight.shape[1] ** 0.5
        return F.FullyConnected(x, w, no_bias=True, num_hidden=weight.shape[0])
