"""Gradual magnitude pruning (Zhu & Gupta): the current sparsity from a cubic schedule of a python step counter kept on the block, `if self.step < self.begin` a python branch, the threshold a python number."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class GradualPrunedDense(HybridBlock):
    def __init__(self, in_units=6, units=4, begin=0, end=10, final=0.5, step=5, **kwargs):
        super().__init__(**kwargs)
        self.units, self.begin, self.end, self.final, self.step = units, begin, end, final, step
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units), init=init.Xavier())

    def sparsity(self):
        if self.step < self.begin:
            return 0.0
        frac = min(1.0, (self.step - self.begin) / float(self.end - self.begin))
        return self.final * (1 - (1 - frac) ** 3)

    def hybrid_forward(self, F, x, weight):
        mask = F.abs(weight) >= 0.5 * self.sparsity()
        return F.FullyConnected(x, weight * mask, num_hidden=self.units, no_bias=True)


Net = GradualPrunedDense
