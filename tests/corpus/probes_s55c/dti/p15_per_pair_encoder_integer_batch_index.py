"""Drug-target pairs encoded one by one, `[self.enc(pairs[i]) for i in range(self.batch)]`, the codes stacked (a per-graph loop carried over from a graph library)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class PerPair(HybridBlock):
    def __init__(self, batch=2, **kwargs):
        super().__init__(**kwargs)
        self.batch = batch
        with self.name_scope():
            self.enc = nn.Dense(3, in_units=30)

    def hybrid_forward(self, F, pairs):
        codes = [self.enc(pairs[i].reshape((1, -1))) for i in range(self.batch)]
        return F.concat(*codes, dim=0)


Net = PerPair
