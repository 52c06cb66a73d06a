"""Slimmable layer of a supernet: the active width takes the first rows of the shared weight."""
from mxnet.gluon import nn


INPUTS = [(3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=5, max_width=8, width=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._width = width
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(max_width, in_units))
            self.bias = self.params.get('bias', shape=(max_width,), init='zeros')

    def hybrid_forward(self, F, x, weight, bias):
        w = weight[:self._width]
        b = bias[:self._width]
        return F.FullyConnected(x, w, b, num_hidden=self._width)
