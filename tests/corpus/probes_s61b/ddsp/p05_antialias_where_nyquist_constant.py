"""DDSP anti-aliasing with `F.where(freqs < nyquist, amps, F.zeros_like(amps))`: the harmonic frequencies and the amplitudes are both (N, T, K) (the f0 column tiled by `broadcast_axis`), nyquist a python float."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 4, 1)]


class WhereAntiAlias(HybridBlock):
    def __init__(self, n_harmonics=4, sample_rate=1600, **kwargs):
        super().__init__(**kwargs)
        self._k = n_harmonics
        self._nyquist = sample_rate / 2.0
        with self.name_scope():
            self.head = nn.Dense(n_harmonics, flatten=False, activation="softrelu")

    def hybrid_forward(self, F, h, f0):
        amps = self.head(h)
        f0_k = F.broadcast_axis((f0 + 1.0) * 150.0 + 50.0, axis=2, size=self._k)
        ks = F.cumsum(F.ones_like(f0_k), axis=2)
        freqs = f0_k * ks
        return F.where(freqs < self._nyquist, amps, F.zeros_like(amps))


Net = WhereAntiAlias
