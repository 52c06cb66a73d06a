"""STGCN gated temporal convolution on (N, C, T, V): a Conv2D over (Kt, 1) to 2C channels, GLU by `F.split(num_outputs=2, axis=1)` into P and Q, `P * sigmoid(Q)`, plus the input aligned by `slice_axis` over time."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 5)]


class GatedTemporalConv(HybridBlock):
    def __init__(self, channels=4, kt=3, **kwargs):
        super().__init__(**kwargs)
        self._kt = kt
        with self.name_scope():
            self.conv = nn.Conv2D(2 * channels, (kt, 1), in_channels=channels)

    def hybrid_forward(self, F, x):
        p, q = F.split(self.conv(x), num_outputs=2, axis=1)
        res = F.slice_axis(x, axis=2, begin=self._kt - 1, end=None)
        return (p + res) * F.sigmoid(q)


Net = GatedTemporalConv
