"""AlphaFold recycling whose base class embeds the previous pair by `pair + LayerNorm(prev)` in
`recycle(self, F, pair, prev)`, and whose subclass overrides it to add a distogram term too, written in
place: `pair += self.norm(prev)` and then `pair += self.dist(prev)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 5, 4), (2, 5, 5, 4)]


class RecycleBase(HybridBlock):
    def __init__(self, pair_dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.dist = nn.Dense(pair_dim, flatten=False)

    def recycle(self, F, pair, prev):
        return pair + self.norm(prev)

    def hybrid_forward(self, F, pair, prev_pair):
        return self.recycle(F, pair, prev_pair)


class DistogramRecycle(RecycleBase):
    def recycle(self, F, pair, prev):
        pair += self.norm(prev)
        pair += self.dist(prev)
        return pair


Net = DistogramRecycle
