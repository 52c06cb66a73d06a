"""DANN gradient reversal as `stop_gradient((1 + l) * x) - l * x` (forward identity, backward -l), then a domain discriminator."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class DomainHead(HybridBlock):
    def __init__(self, in_units=6, hidden=8, coeff=1.0, **kwargs):
        super().__init__(**kwargs)
        self.coeff = coeff
        with self.name_scope():
            self.disc = nn.HybridSequential()
            self.disc.add(nn.Dense(hidden, activation="relu", in_units=in_units), nn.Dense(1, in_units=hidden))

    def hybrid_forward(self, F, feat):
        rev = F.stop_gradient((1.0 + self.coeff) * feat) - self.coeff * feat
        return F.sigmoid(self.disc(rev))


Net = DomainHead
