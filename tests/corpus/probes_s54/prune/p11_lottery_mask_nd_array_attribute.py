"""Lottery-ticket Dense whose fixed mask is an `nd.array` attribute built from numpy at construction, used in the forward as `weight * self.mask`."""
import numpy as np
from mxnet import init, nd
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class LotteryDense(HybridBlock):
    def __init__(self, in_units=6, units=4, seed=0, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        rng = np.random.RandomState(seed)
        self.mask = nd.array((rng.rand(units, in_units) > 0.5).astype("float32"))
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units), init=init.Xavier())

    def hybrid_forward(self, F, x, weight):
        return F.FullyConnected(x, weight * self.mask, num_hidden=self.units, no_bias=True)


Net = LotteryDense
