"""Tacotron decoder projection emitting r frames a step: a Dense to `n_mels * r` on (N, T, H), unfolded to (N, T * r, n_mels) with reshape codes `(0, -3, -2)` after `(0, 0, -4, r, -1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 12)]


class FrameProjection(HybridBlock):
    def __init__(self, n_mels=4, r=3, **kwargs):
        super().__init__(**kwargs)
        self._r = r
        with self.name_scope():
            self.proj = nn.Dense(n_mels * r, flatten=False)

    def hybrid_forward(self, F, h):
        frames = self.proj(h).reshape((0, 0, -4, self._r, -1))
        frames = frames.reshape((0, -3, -2))
        last = F.slice_axis(frames, axis=1, begin=-1, end=None)
        return frames, last


Net = FrameProjection
