"""Permutation-equivariant Deep Sets layer `Gamma x - Lambda max(x)` with the max kept as (N, 1, D) and subtracted by `broadcast_sub`; stack of layers from a python count; max-pooled readout."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 4)]


class Equivariant(HybridBlock):
    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.gamma = nn.Dense(units, flatten=False)
            self.lam = nn.Dense(units, flatten=False, use_bias=False)

    def hybrid_forward(self, F, x):
        return F.broadcast_sub(self.gamma(x), self.lam(F.max(x, axis=1, keepdims=True)))


class DeepSetsEq(HybridBlock):
    def __init__(self, units=8, layers=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            for _ in range(layers):
                self.body.add(Equivariant(units), nn.Activation("tanh"))
            self.out = nn.Dense(1)

    def hybrid_forward(self, F, x):
        return self.out(F.max(self.body(x), axis=1))


Net = DeepSetsEq
