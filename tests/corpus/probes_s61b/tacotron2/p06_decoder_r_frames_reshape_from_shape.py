"""Tacotron decoder projection unfolding the r frames with `frames.reshape((b, t * self.r, -1))`, `b, t, _ = h.shape` read off the decoder output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 12)]


class ShapeFrameProjection(HybridBlock):
    def __init__(self, n_mels=4, r=3, **kwargs):
        super().__init__(**kwargs)
        self.r = r
        with self.name_scope():
            self.proj = nn.Dense(n_mels * r, flatten=False)

    def hybrid_forward(self, F, h):
        b, t, _ = h.shape
        frames = self.proj(h)
        return frames.reshape((b, t * self.r, -1))


Net = ShapeFrameProjection
