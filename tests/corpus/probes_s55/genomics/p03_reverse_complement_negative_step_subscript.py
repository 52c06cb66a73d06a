"""Reverse-complement scan whose reverse complement is `seq[:, ::-1, ::-1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 20)]


class RCScan(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(6, 7, padding=3, in_channels=4)

    def hybrid_forward(self, F, seq):
        rc = seq[:, ::-1, ::-1]
        return F.max(F.maximum(self.conv(seq), F.reverse(self.conv(rc), axis=2)), axis=2)


Net = RCScan
