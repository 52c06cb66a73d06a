"""MIL pooling whose (K, 1) non-negative weights are normalised by a plain `a / F.sum(a)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(7, 6)]


class NormalisedMIL(HybridBlock):
    def __init__(self, in_units=6, hidden=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(hidden, activation="relu", in_units=in_units)
            self.w = nn.Dense(1, in_units=hidden)

    def hybrid_forward(self, F, bag):
        H = self.embed(bag)
        a = F.exp(self.w(H))
        a = a / F.sum(a)
        return F.sum(F.broadcast_mul(a, H), axis=0)


Net = NormalisedMIL
