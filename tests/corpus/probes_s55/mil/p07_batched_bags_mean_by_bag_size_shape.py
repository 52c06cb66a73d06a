"""Mean-pooling MIL over a batch of bags dividing the instance sum by `H.shape[1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6, 5)]


class MeanMIL(HybridBlock):
    def __init__(self, in_units=5, hidden=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(hidden, flatten=False, activation="relu", in_units=in_units)
            self.cls = nn.Dense(2, in_units=hidden)

    def hybrid_forward(self, F, bags):
        H = self.embed(bags)
        return self.cls(F.sum(H, axis=1) / H.shape[1])


Net = MeanMIL
