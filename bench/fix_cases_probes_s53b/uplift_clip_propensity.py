"""Propensity clipping behind a python test: when the smallest propensity of the batch falls under the threshold, every propensity is clipped before the weights are formed."""
from mxnet.gluon import nn


INPUTS = [(6, 3), (6, 1)]


class Net(nn.HybridBlock):
    def __init__(self, clip=0.45, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._clip = clip
        with self.name_scope():
            self.prop = nn.Dense(1, in_units=3)

    def hybrid_forward(self, F, x, t):
        e = F.sigmoid(self.prop(x))
        if e.min().asscalar() < self._clip:
            e = F.clip(e, self._clip, 1 - self._clip)
        t = t > 0
        return t / e + (1 - t) / (1 - e)
