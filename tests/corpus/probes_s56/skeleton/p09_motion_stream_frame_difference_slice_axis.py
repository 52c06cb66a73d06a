"""Motion stream: frame differences from shifted `slice_axis` views, the last frame padded by a `zeros_like` frame."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 5)]


class MotionStream(HybridBlock):
    def __init__(self, in_channels=3, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, (3, 1), padding=(1, 0), in_channels=2 * in_channels)

    def hybrid_forward(self, F, x):
        nxt = F.slice_axis(x, axis=2, begin=1, end=None)
        cur = F.slice_axis(x, axis=2, begin=0, end=-1)
        motion = F.concat(nxt - cur, F.zeros_like(F.slice_axis(x, axis=2, begin=0, end=1)), dim=2)
        return self.conv(F.concat(x, motion, dim=1))


Net = MotionStream
