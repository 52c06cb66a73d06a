"""Framing over a python frame count fixed in `__init__`, each frame by `F.slice_axis`, stacked, the Hann window applied by `F.broadcast_mul` with a constant, the power spectrum by `F.dot` with cos/sin matrices."""
import numpy as onp
from mxnet.gluon import HybridBlock

INPUTS = [(2, 64)]


class DotSTFT(HybridBlock):
    def __init__(self, length=64, n_fft=16, hop=8, **kwargs):
        super(DotSTFT, self).__init__(**kwargs)
        self.n_fft, self.hop = n_fft, hop
        self.n_frames = (length - n_fft) // hop + 1
        n = onp.arange(n_fft)
        k = onp.arange(n_fft // 2 + 1)
        with self.name_scope():
            self.window = self.params.get_constant("window", (0.5 - 0.5 * onp.cos(2 * onp.pi * n / n_fft))[None, None])
            self.cos = self.params.get_constant("cos", onp.cos(2 * onp.pi * onp.outer(n, k) / n_fft))
            self.sin = self.params.get_constant("sin", onp.sin(2 * onp.pi * onp.outer(n, k) / n_fft))

    def hybrid_forward(self, F, wav, window, cos, sin):
        frames = F.stack(*[F.slice_axis(wav, axis=1, begin=i * self.hop, end=i * self.hop + self.n_fft)
                           for i in range(self.n_frames)], axis=1)
        frames = F.broadcast_mul(frames, window)
        return F.square(F.dot(frames, cos)) + F.square(F.dot(frames, sin))


Net = DotSTFT
