"""Magnitude pruning at call time: the weight multiplied by its own `abs(w) >= threshold` mask (python threshold) before `F.FullyConnected`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class MagnitudePrunedDense(HybridBlock):
    def __init__(self, in_units=6, units=4, threshold=0.2, **kwargs):
        super().__init__(**kwargs)
        self.units, self.threshold = units, threshold
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units), init=init.Xavier())
            self.bias = self.params.get("bias", shape=(units,), init=init.Zero())

    def hybrid_forward(self, F, x, weight, bias):
        mask = F.abs(weight) >= self.threshold
        return F.FullyConnected(x, weight * mask, bias, num_hidden=self.units)


Net = MagnitudePrunedDense
