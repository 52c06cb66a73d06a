"""DDSP oscillator accumulating the phase with a triangular matrix built per call: `n = f0_up.shape[1]`, `F.dot` of the per-sample angular steps with `F.ones((n, n))`'s upper triangle."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 1)]


class TrianglePhaseOscillator(HybridBlock):
    def __init__(self, hop=8, sample_rate=16000, **kwargs):
        super().__init__(**kwargs)
        self._hop = hop
        self._sr = float(sample_rate)

    def hybrid_forward(self, F, f0):
        f0_up = F.repeat((f0 + 1.0) * 200.0 + 50.0, repeats=self._hop, axis=1).reshape((0, -1))
        n = f0_up.shape[1]
        tri = F.linalg.extracttrian(F.ones((n, n)), offset=0, lower=False)
        upper = F.linalg.maketrian(tri, offset=0, lower=False)
        phase = F.dot(2 * np.pi * f0_up / self._sr, upper)
        return F.sin(phase)


Net = TrianglePhaseOscillator
