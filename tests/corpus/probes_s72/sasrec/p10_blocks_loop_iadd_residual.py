"""Stacked SASRec blocks walked in a python loop, each residual accumulated with `h += blk(h)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class Encoder(HybridBlock):
    def __init__(self, units=8, num_blocks=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for _ in range(num_blocks):
                self.blocks.add(nn.Dense(units, flatten=False, activation="relu"))
            self.last_norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        h = x
        for blk in self.blocks:
            h += blk(h)
        return self.last_norm(h)


Net = Encoder
