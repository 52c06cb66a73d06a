"""Frames multiplied by a Hann window kept on the block as an `nd.array` built in `__init__` (not a Parameter)."""
import numpy as onp
from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 64)]


class WindowedFrames(HybridBlock):
    def __init__(self, n_fft=16, hop=8, length=64, **kwargs):
        super(WindowedFrames, self).__init__(**kwargs)
        self.n_fft, self.hop = n_fft, hop
        self.n_frames = (length - n_fft) // hop + 1
        self.window = nd.array(onp.hanning(n_fft).reshape(1, 1, -1))

    def hybrid_forward(self, F, wav):
        frames = F.stack(*[F.slice_axis(wav, axis=1, begin=i * self.hop, end=i * self.hop + self.n_fft)
                           for i in range(self.n_frames)], axis=1)
        frames = F.broadcast_mul(frames, self.window)
        return F.sum(F.abs(frames), axis=-1)


Net = WindowedFrames
