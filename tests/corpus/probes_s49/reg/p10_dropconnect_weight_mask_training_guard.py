"""DropConnect (Wan et al.) on a Dense weight: under `autograd.is_training()` the weight Parameter is masked elementwise by a `uniform_like` draw and rescaled, then passed to `F.FullyConnected`; inference uses the weight as is."""
from mxnet import autograd
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class Net(HybridBlock):
    def __init__(self, units=5, in_units=6, drop=0.3, **kwargs):
        super().__init__(**kwargs)
        self.units, self.drop = units, drop
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units))
            self.bias = self.params.get("bias", shape=(units,), init="zeros")

    def hybrid_forward(self, F, x, weight, bias):
        if autograd.is_training():
            mask = F.random.uniform_like(weight) >= self.drop
            weight = weight * mask / (1 - self.drop)
        return F.FullyConnected(x, weight, bias, num_hidden=self.units)
