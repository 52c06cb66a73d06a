"""Deep Sets: per-element encoder phi (`flatten=False` Dense layers), sum pooling over the set axis, decoder rho."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 4)]


class DeepSets(HybridBlock):
    def __init__(self, units=8, out=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.phi = nn.HybridSequential()
            self.phi.add(nn.Dense(units, flatten=False, activation="relu"),
                         nn.Dense(units, flatten=False, activation="relu"))
            self.rho = nn.HybridSequential()
            self.rho.add(nn.Dense(units, activation="relu"), nn.Dense(out))

    def hybrid_forward(self, F, x):
        return self.rho(F.sum(self.phi(x), axis=1))


Net = DeepSets
