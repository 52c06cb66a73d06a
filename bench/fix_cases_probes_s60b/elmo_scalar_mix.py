"""ELMo's scalar mix: the stacked layer outputs `(L, B, T, D)` weighted by a softmax over L learned scalars and scaled by gamma, written as `sum(w[i] * layers[i] for i in range(layers.shape[0]))` (NDArray's broadcasting of a one-element array)."""
from mxnet.gluon import nn


INPUTS = [(3, 2, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, num_layers=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.scalars = self.params.get('scalars', shape=(num_layers,), init='zeros')
            self.gamma = self.params.get('gamma', shape=(1,), init='ones')

    def hybrid_forward(self, F, layers, scalars, gamma):
        w = F.softmax(scalars)
        mixed = sum(w[i] * layers[i] for i in range(layers.shape[0]))
        return gamma * mixed
