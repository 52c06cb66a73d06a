"""RCAN channel attention: global average pool, squeeze-excite convs, weights applied with `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


class ChannelAttention(HybridBlock):
    def __init__(self, channels=6, reduction=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.squeeze = nn.Conv2D(channels // reduction, 1, activation="relu")
            self.excite = nn.Conv2D(channels, 1, activation="sigmoid")

    def hybrid_forward(self, F, x):
        w = self.excite(self.squeeze(F.contrib.AdaptiveAvgPooling2D(x, output_size=1)))
        return F.broadcast_mul(x, w)


class Net(ChannelAttention):
    pass
