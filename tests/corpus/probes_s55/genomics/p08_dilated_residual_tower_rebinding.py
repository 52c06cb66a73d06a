"""Basenji-style dilated residual tower: a python list of dilations builds same-padded conv blocks, each added back with `h = h + block(h)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 24)]


class DilatedTower(HybridBlock):
    def __init__(self, channels=6, dilations=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for d in dilations:
                blk = nn.HybridSequential()
                blk.add(nn.BatchNorm(in_channels=channels), nn.Activation("relu"),
                        nn.Conv1D(channels, 3, padding=d, dilation=d, in_channels=channels))
                self.blocks.add(blk)

    def hybrid_forward(self, F, h):
        for blk in self.blocks:
            h = h + blk(h)
        return h


Net = DilatedTower
