"""Point Transformer block: relative coordinates of kNN groups by `F.broadcast_sub(p_grp, p.expand_dims(2))` (N, P, K, 3) through a position-encoding MLP, max-pooled over K, linear in/out Dense layers and a residual `x + out` of equal widths."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3), (2, 6, 3, 3), (2, 6, 4)]


class PosEncResidual(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.linear1 = nn.Dense(channels, flatten=False)
            self.pos_mlp = nn.Dense(channels, flatten=False, activation="relu")
            self.linear2 = nn.Dense(channels, flatten=False)

    def hybrid_forward(self, F, p, p_grp, x):
        rel = F.broadcast_sub(p_grp, p.expand_dims(2))
        pos = F.max(self.pos_mlp(rel), axis=2)
        out = self.linear2(F.relu(self.linear1(x) + pos))
        return x + out


Net = PosEncResidual
