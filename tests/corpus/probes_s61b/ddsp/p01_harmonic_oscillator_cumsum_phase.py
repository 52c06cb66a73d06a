"""DDSP harmonic oscillator: frame f0 mapped to Hz, upsampled to samples by `F.repeat`, multiplied by the harmonic numbers (a (1, 1, K) constant) with `broadcast_mul`, phase by `F.cumsum` over samples, amplitudes repeated likewise and summed over harmonics."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 1), (2, 4, 3)]


class HarmonicOscillator(HybridBlock):
    def __init__(self, n_harmonics=3, hop=8, sample_rate=16000, **kwargs):
        super().__init__(**kwargs)
        self._hop = hop
        self._sr = float(sample_rate)
        with self.name_scope():
            self.harmonics = self.params.get_constant(
                "harmonics", np.arange(1, n_harmonics + 1, dtype="float32").reshape(1, 1, -1))

    def hybrid_forward(self, F, f0, amps, harmonics):
        f0_hz = (f0 + 1.0) * 200.0 + 50.0
        f0_up = F.repeat(f0_hz, repeats=self._hop, axis=1)
        freqs = F.broadcast_mul(f0_up, harmonics)
        phase = F.cumsum(2 * np.pi * freqs / self._sr, axis=1)
        amps_up = F.repeat(F.sigmoid(amps), repeats=self._hop, axis=1)
        return F.sum(amps_up * F.sin(phase), axis=2)


Net = HarmonicOscillator
