"""Decoder stage: nearest upsampling of the coarse map, then a skip connection added with `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4), (2, 4, 8, 8)]


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lateral = nn.Conv2D(channels, 1, in_channels=channels)
            self.smooth = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, coarse, skip):
        up = F.UpSampling(coarse, scale=2, sample_type="nearest")
        # same shape on both sides: the traced `+` needs no broadcasting
        return self.smooth(up + self.lateral(skip))
