"""Magnitude-pruned Dense that records its sparsity on the block as `(mask == 0).mean().asscalar()` in the forward."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class LoggedPrunedDense(HybridBlock):
    def __init__(self, in_units=6, units=4, threshold=0.2, **kwargs):
        super().__init__(**kwargs)
        self.units, self.threshold = units, threshold
        self.last_sparsity = 0.0
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units), init=init.Xavier())

    def hybrid_forward(self, F, x, weight):
        mask = F.abs(weight) >= self.threshold
        self.last_sparsity = (mask == 0).mean().asscalar()
        return F.FullyConnected(x, weight * mask, num_hidden=self.units, no_bias=True)


Net = LoggedPrunedDense
