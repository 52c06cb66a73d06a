"""DDSP harmonic distribution: a Dense head to K harmonic amplitudes, zeroed above Nyquist by a `broadcast_lesser` mask of the harmonic frequencies, normalised across harmonics by `broadcast_div` with a keepdims sum plus 1e-7."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 4, 1)]


class HarmonicDistribution(HybridBlock):
    def __init__(self, n_harmonics=5, sample_rate=2000, **kwargs):
        super().__init__(**kwargs)
        self._nyquist = sample_rate / 2.0
        with self.name_scope():
            self.head = nn.Dense(n_harmonics, flatten=False)
            self.ks = self.params.get_constant(
                "ks", np.arange(1, n_harmonics + 1, dtype="float32").reshape(1, 1, -1))

    def hybrid_forward(self, F, h, f0, ks):
        amps = F.sigmoid(self.head(h))
        freqs = F.broadcast_mul((f0 + 1.0) * 150.0 + 50.0, ks)
        below = F.broadcast_lesser(freqs, F.ones_like(freqs) * self._nyquist)
        amps = amps * below
        return F.broadcast_div(amps, F.sum(amps, axis=-1, keepdims=True) + 1e-7)


Net = HarmonicDistribution
