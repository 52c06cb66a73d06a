"""DDSP harmonic distribution normalised as the TensorFlow reference writes it, `amps / (F.sum(amps, axis=-1, keepdims=True) + 1e-7)`: (N, T, K) over (N, T, 1) with a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class PlainDivDistribution(HybridBlock):
    def __init__(self, n_harmonics=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(n_harmonics, flatten=False)

    def hybrid_forward(self, F, h):
        amps = F.sigmoid(self.head(h))
        return amps / (F.sum(amps, axis=-1, keepdims=True) + 1e-7)


Net = PlainDivDistribution
