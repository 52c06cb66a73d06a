"""Magnitude-mask enhancement: a (N, 2, F, T) real/imaginary spectrum, the magnitude from x[:, 0] and x[:, 1], a sigmoid mask over frequencies per frame reshaped back by the unpacked shape, and the (N, 1, F, T) mask applied to both parts."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 6, 5)]


class Net(nn.HybridBlock):
    def __init__(self, freq=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.mask = nn.Dense(freq, in_units=freq, flatten=False)

    def hybrid_forward(self, F, x):
        n, _, f, t = x.shape
        mag = F.sqrt(x[:, 0] ** 2 + x[:, 1] ** 2 + 1e-8)
        m = F.sigmoid(self.mask(mag.transpose((0, 2, 1))))
        m = m.transpose((0, 2, 1)).reshape((n, 1, f, t))
        return x * m
