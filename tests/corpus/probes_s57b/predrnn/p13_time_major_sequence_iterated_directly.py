"""Frame encoder that iterates a time-major (T, B, C, H, W) input directly, `for frame in seq:`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 2, 3, 8, 8)]


class FrameEncoder(HybridBlock):
    def __init__(self, **kwargs):
        super(FrameEncoder, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(6, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, seq):
        h = None
        for frame in seq:
            y = F.relu(self.conv(frame))
            h = y if h is None else F.maximum(h, y)
        return h


Net = FrameEncoder
