"""STGCN gated temporal convolution aligning the residual over time with the reference's subscript `x[:, :, self.kt - 1:, :]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 5)]


class SubscriptTemporalConv(HybridBlock):
    def __init__(self, channels=4, kt=3, **kwargs):
        super().__init__(**kwargs)
        self.kt = kt
        with self.name_scope():
            self.conv = nn.Conv2D(2 * channels, (kt, 1), in_channels=channels)

    def hybrid_forward(self, F, x):
        p, q = F.split(self.conv(x), num_outputs=2, axis=1)
        x_in = x[:, :, self.kt - 1:, :]
        return (p + x_in) * F.sigmoid(q)


Net = SubscriptTemporalConv
