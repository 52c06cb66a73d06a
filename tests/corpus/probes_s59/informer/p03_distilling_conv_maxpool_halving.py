"""Informer distilling layer: (N, L, C) moved to channels-first, Conv1D with circular-style padding 1, BatchNorm, ELU, `MaxPool1D(3, 2, padding=1)` halving the length, moved back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class DistilLayer(HybridBlock):
    def __init__(self, channels=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(channels, 3, padding=1, in_channels=channels)
            self.norm = nn.BatchNorm(in_channels=channels)
            self.act = nn.ELU()
            self.pool = nn.MaxPool1D(pool_size=3, strides=2, padding=1)

    def hybrid_forward(self, F, x):
        y = self.pool(self.act(self.norm(self.conv(F.transpose(x, axes=(0, 2, 1))))))
        return F.transpose(y, axes=(0, 2, 1))


Net = DistilLayer
