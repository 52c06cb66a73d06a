"""Deep & Cross network: cross layers x_{l+1} = x_0 * (x_l . w) + b + x_l on dense features."""
from mxnet.gluon import nn


INPUTS = [(3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, dim=5, layers=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._layers = layers
        with self.name_scope():
            self.w = self.params.get('w', shape=(layers, dim))
            self.b = self.params.get('b', shape=(layers, dim), init='zeros')

    def hybrid_forward(self, F, x0, w, b):
        x = x0
        for i in range(self._layers):
            xw = F.dot(x, w[i].reshape((-1, 1)))
            x = x0 * xw + b[i] + x
        return x
