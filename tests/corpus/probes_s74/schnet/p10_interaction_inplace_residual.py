"""SchNet interaction loop updating atom features in place, `x += block(x, d)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5, 3)]


class Interaction(HybridBlock):
    def __init__(self, feats=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.filt = nn.Dense(feats, flatten=False, activation="tanh")

    def hybrid_forward(self, F, x, d):
        w = self.filt(d.expand_dims(-1))
        return F.sum(F.broadcast_mul(x.expand_dims(1), w), axis=2)


class SchNet(HybridBlock):
    def __init__(self, n_interactions=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for _ in range(n_interactions):
                self.blocks.add(Interaction())

    def hybrid_forward(self, F, x, pos):
        d = F.norm(F.broadcast_sub(pos.expand_dims(2), pos.expand_dims(1)), axis=-1)
        for blk in self.blocks:
            x += blk(x, d)
        return x


Net = SchNet
