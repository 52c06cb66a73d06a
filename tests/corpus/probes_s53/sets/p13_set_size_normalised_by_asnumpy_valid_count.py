"""Deep Sets mean over padded sets dividing by the number of valid elements, fetched with `.asnumpy()` per batch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 4)]


class DeepSetsMean(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.phi = nn.Dense(units, flatten=False, activation="relu")
            self.rho = nn.Dense(1)

    def hybrid_forward(self, F, x):
        valid = F.sum(F.abs(x), axis=2) > 0.5
        count = valid.sum().asnumpy().item() + 1.0
        return self.rho(F.sum(F.broadcast_mul(self.phi(x), valid.expand_dims(-1)), axis=1) / count)


Net = DeepSetsMean
