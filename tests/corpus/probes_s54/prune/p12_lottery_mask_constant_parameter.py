"""Lottery-ticket Dense whose fixed mask is registered with `self.params.get_constant` from a numpy array, so that it arrives as a hybrid_forward argument."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class LotteryDense(HybridBlock):
    def __init__(self, in_units=6, units=4, seed=0, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        rng = np.random.RandomState(seed)
        with self.name_scope():
            self.mask = self.params.get_constant("mask", (rng.rand(units, in_units) > 0.5).astype("float32"))
            self.weight = self.params.get("weight", shape=(units, in_units), init=init.Xavier())

    def hybrid_forward(self, F, x, weight, mask):
        return F.FullyConnected(x, weight * mask, num_hidden=self.units, no_bias=True)


Net = LotteryDense
