"""Dilated residual tower whose blocks are added back with `h += block(h)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 24)]


class DilatedTower(HybridBlock):
    def __init__(self, channels=6, dilations=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for d in dilations:
                self.blocks.add(nn.Conv1D(channels, 3, padding=d, dilation=d, in_channels=channels,
                                          activation="relu"))

    def hybrid_forward(self, F, x):
        h = self.blocks[0](x)
        for blk in self.blocks[1:]:
            h += blk(h)
        return h


Net = DilatedTower
