"""Supernet convolution: output channels picked from a list of choices, input channels from the input."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, max_in=6, max_out=8, choices=(2, 4, 8), choice=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._out = choices[choice]
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(max_out, max_in, 3, 3))

    def hybrid_forward(self, F, x, weight):
        w = weight[:self._out, :x.shape[1]]
        return F.Convolution(x, w, kernel=(3, 3), pad=(1, 1), num_filter=self._out, no_bias=True)
