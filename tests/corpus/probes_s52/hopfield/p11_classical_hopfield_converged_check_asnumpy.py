"""Classical Hopfield network that stops sweeping once the state is stable, tested with `(new == state).asnumpy().all()`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class ClassicalHopfield(HybridBlock):
    def __init__(self, num_patterns=3, dim=6, max_sweeps=6, **kwargs):
        super().__init__(**kwargs)
        self.dim, self.num_patterns, self.max_sweeps = dim, num_patterns, max_sweeps
        with self.name_scope():
            self.patterns = self.params.get("patterns", shape=(num_patterns, dim), init=init.Normal(1.0))

    def hybrid_forward(self, F, probe, patterns):
        bipolar = F.sign(patterns)
        weights = F.dot(bipolar, bipolar, transpose_a=True) / self.num_patterns * (1 - F.eye(self.dim))
        state = F.where(probe >= 0, F.ones_like(probe), -F.ones_like(probe))
        for _ in range(self.max_sweeps):
            field = F.dot(state, weights)
            new = F.where(field >= 0, F.ones_like(field), -F.ones_like(field))
            if (new == state).asnumpy().all():
                break
            state = new
        return state


Net = ClassicalHopfield
