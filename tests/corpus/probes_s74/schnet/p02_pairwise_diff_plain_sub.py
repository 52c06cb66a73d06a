"""SchNet pairwise distances written as in the PyTorch port, `pos.expand_dims(2) - pos.expand_dims(1)`:
a plain `-` of (B, N, 1, 3) and (B, 1, N, 3)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5, 3)]


class Distances(HybridBlock):
    def __init__(self, feats=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.filt = nn.Dense(feats, flatten=False)

    def hybrid_forward(self, F, x, pos):
        diff = pos.expand_dims(2) - pos.expand_dims(1)
        d = F.sqrt(F.sum(diff ** 2, axis=-1) + 1e-9)
        w = self.filt(d.expand_dims(-1))
        return F.sum(F.broadcast_mul(x.expand_dims(1), w), axis=2)


Net = Distances
