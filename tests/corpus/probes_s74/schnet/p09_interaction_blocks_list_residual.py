"""SchNet stack of interaction blocks kept in a python list (each registered with register_child),
the atom features updated by `x = x + block(x, d)` -- equal shapes -- and a sum readout."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5, 3)]


class Interaction(HybridBlock):
    def __init__(self, feats=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.filt = nn.Dense(feats, flatten=False, activation="tanh")
            self.out = nn.Dense(feats, flatten=False)

    def hybrid_forward(self, F, x, d):
        w = self.filt(d.expand_dims(-1))
        m = F.sum(F.broadcast_mul(x.expand_dims(1), w), axis=2)
        return self.out(m)


class SchNet(HybridBlock):
    def __init__(self, n_interactions=3, **kwargs):
        super().__init__(**kwargs)
        self.blocks = []
        for i in range(n_interactions):
            blk = Interaction(prefix=f"int{i}_")
            self.register_child(blk)
            self.blocks.append(blk)
        with self.name_scope():
            self.readout = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, x, pos):
        d = F.norm(F.broadcast_sub(pos.expand_dims(2), pos.expand_dims(1)), axis=-1)
        for blk in self.blocks:
            x = x + blk(x, d)
        return F.sum(self.readout(x), axis=1)


Net = SchNet
