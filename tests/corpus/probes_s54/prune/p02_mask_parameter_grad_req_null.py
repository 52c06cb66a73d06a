"""Pruned Dense with the binary mask as a non-trainable Parameter (`grad_req='null'`, initialised to ones) applied element-wise to the weight."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class MaskedDense(HybridBlock):
    def __init__(self, in_units=6, units=4, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units), init=init.Xavier())
            self.mask = self.params.get("mask", shape=(units, in_units), init=init.One(), grad_req="null")
            self.bias = self.params.get("bias", shape=(units,), init=init.Zero())

    def hybrid_forward(self, F, x, weight, mask, bias):
        return F.FullyConnected(x, weight * mask, bias, num_hidden=self.units)


Net = MaskedDense
