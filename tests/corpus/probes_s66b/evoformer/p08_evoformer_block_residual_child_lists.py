"""An Evoformer block: lists of children held on self (registered one by one) applied with residual
`m = m + blk(m)` / `z = z + blk(z)` of equal shapes, and the MSA-to-pair communication by left and right
projections of the sequence mean broadcast to (B, R, R, c_z)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 8), (2, 4, 4, 6)]


class Transition(HybridBlock):
    def __init__(self, c, n=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.up = nn.Dense(n * c, flatten=False, activation="relu")
            self.down = nn.Dense(c, flatten=False)

    def hybrid_forward(self, F, x):
        return self.down(self.up(self.norm(x)))


class MeanCommunication(HybridBlock):
    def __init__(self, c_z, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.left = nn.Dense(c_z, flatten=False)
            self.right = nn.Dense(c_z, flatten=False)

    def hybrid_forward(self, F, m):
        s = F.mean(m, axis=1)
        return F.broadcast_add(self.left(s).expand_dims(2), self.right(s).expand_dims(1))


class EvoformerBlock(HybridBlock):
    def __init__(self, c_m=8, c_z=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.msa_stack = [Transition(c_m), Transition(c_m)]
            self.pair_stack = [Transition(c_z)]
            for blk in self.msa_stack + self.pair_stack:
                self.register_child(blk)
            self.comm = MeanCommunication(c_z)

    def hybrid_forward(self, F, m, z):
        for blk in self.msa_stack:
            m = m + blk(m)
        z = z + self.comm(m)
        for blk in self.pair_stack:
            z = z + blk(z)
        return m, z


Net = EvoformerBlock
