"""DDSP anti-aliasing mask computed in numpy: `(freqs.asnumpy() < nyquist)` turned back into a tensor with `mx.nd.array` before multiplying the amplitudes."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 4, 1)]


class NumpyMaskAntiAlias(HybridBlock):
    def __init__(self, n_harmonics=4, sample_rate=1600, **kwargs):
        super().__init__(**kwargs)
        self._k = n_harmonics
        self._nyquist = sample_rate / 2.0
        with self.name_scope():
            self.head = nn.Dense(n_harmonics, flatten=False, activation="softrelu")

    def hybrid_forward(self, F, h, f0):
        amps = self.head(h)
        f0_k = F.broadcast_axis((f0 + 1.0) * 150.0 + 50.0, axis=2, size=self._k)
        freqs = f0_k * F.cumsum(F.ones_like(f0_k), axis=2)
        keep = (freqs.asnumpy() < self._nyquist).astype("float32")
        return amps * mx.nd.array(keep)


Net = NumpyMaskAntiAlias
