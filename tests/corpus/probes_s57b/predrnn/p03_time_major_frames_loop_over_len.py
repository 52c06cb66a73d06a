"""Time-major frame stack (T, B, C, H, W) encoded by `for t in range(len(frames))` with `frames[t]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 2, 3, 8, 8)]


class FrameEncoder(HybridBlock):
    def __init__(self, **kwargs):
        super(FrameEncoder, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(6, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, frames):
        feats = []
        for t in range(len(frames)):
            feats.append(F.relu(self.conv(frames[t])))
        return F.stack(*feats, axis=1)


Net = FrameEncoder
