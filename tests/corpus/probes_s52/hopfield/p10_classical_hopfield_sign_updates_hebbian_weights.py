"""Classical Hopfield network: Hebbian weights `P^T P / M` with the diagonal removed by `F.eye` of the python dimension, the state binarised and updated `sign(s W)` for a python number of synchronous sweeps."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class ClassicalHopfield(HybridBlock):
    def __init__(self, num_patterns=3, dim=6, sweeps=4, **kwargs):
        super().__init__(**kwargs)
        self.dim, self.num_patterns, self.sweeps = dim, num_patterns, sweeps
        with self.name_scope():
            self.patterns = self.params.get("patterns", shape=(num_patterns, dim), init=init.Normal(1.0))

    def hybrid_forward(self, F, probe, patterns):
        bipolar = F.sign(patterns)
        weights = F.dot(bipolar, bipolar, transpose_a=True) / self.num_patterns
        weights = weights * (1 - F.eye(self.dim))
        state = F.where(probe >= 0, F.ones_like(probe), -F.ones_like(probe))
        for _ in range(self.sweeps):
            field = F.dot(state, weights)
            state = F.where(field >= 0, F.ones_like(field), -F.ones_like(field))
        return state


Net = ClassicalHopfield
