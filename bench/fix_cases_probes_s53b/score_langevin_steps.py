"""Unadjusted Langevin dynamics: one step per slice of a pre-drawn noise tensor (steps on axis 0), each moving the samples along the learned score."""
import math
from mxnet.gluon import nn


INPUTS = [(3, 4, 2), (4, 2)]


class Net(nn.HybridBlock):
    def __init__(self, step=0.01, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._step = step
        with self.name_scope():
            self.score = nn.Dense(2, in_units=2)

    def hybrid_forward(self, F, noise, x):
        for i in range(noise.shape[0]):
            x = x + self._step / 2 * self.score(x) + math.sqrt(self._step) * noise[i]
        return x
