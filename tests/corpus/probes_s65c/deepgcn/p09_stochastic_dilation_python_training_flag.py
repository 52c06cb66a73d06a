"""DeepGCN stochastic dilation: during training a python `random.random() < self._epsilon` draw (seeded, in python) picks a random stride, otherwise the fixed one; `autograd.is_training()` is a python bool at trace time, and the probe is not training, so the fixed stride by `F.slice(step=...)` is used."""
import random

from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class StochasticDilation(HybridBlock):
    def __init__(self, k=2, dilation=2, epsilon=0.2, **kwargs):
        super().__init__(**kwargs)
        self._k, self._d, self._epsilon = k, dilation, epsilon

    def hybrid_forward(self, F, x):
        dist = -2 * F.batch_dot(x, x, transpose_a=True)
        idx = F.topk(-dist, k=self._k * self._d, axis=-1, ret_typ="indices")
        step = self._d
        if autograd.is_training() and random.random() < self._epsilon:
            step = 1
        return F.slice(idx, begin=(None, None, 0), end=(None, None, self._k * step), step=(1, 1, step))


Net = StochasticDilation
