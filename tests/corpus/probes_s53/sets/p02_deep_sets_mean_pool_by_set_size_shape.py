"""Deep Sets with mean pooling written as the sum divided by the set size from the shape, in a pooling helper method."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 4)]


class DeepSets(HybridBlock):
    def __init__(self, units=8, out=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.phi = nn.Dense(units, flatten=False, activation="relu")
            self.rho = nn.Dense(out)

    def pool(self, F, h):
        _, set_size, _ = h.shape
        return F.sum(h, axis=1) / set_size

    def hybrid_forward(self, F, x):
        return self.rho(self.pool(F, self.phi(x)))


Net = DeepSets
