"""SchNet neighbour mask without self-interaction: `1 - F.eye(N)` with N the constructor's atom count,
applied to the (B, N, N, F) filters by broadcast_mul of a reshaped mask."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5, 3)]


class MaskedCFConv(HybridBlock):
    def __init__(self, n_atoms=5, feats=8, **kwargs):
        super().__init__(**kwargs)
        self.n = n_atoms
        with self.name_scope():
            self.filt = nn.Dense(feats, flatten=False)

    def hybrid_forward(self, F, x, pos):
        d = F.norm(F.broadcast_sub(pos.expand_dims(2), pos.expand_dims(1)), axis=-1)
        w = self.filt(d.expand_dims(-1))
        mask = (1 - F.eye(self.n)).reshape((1, self.n, self.n, 1))
        w = F.broadcast_mul(w, mask)
        return F.sum(F.broadcast_mul(x.expand_dims(1), w), axis=2)


Net = MaskedCFConv
