"""gMLP gating unit that transposes the 2-D (T, T) spatial weight with the NDArray-only `.T` before `dot` over the sequence axis."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 4)]


class SpatialGate(HybridBlock):
    def __init__(self, seq_len=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(seq_len, seq_len))

    def hybrid_forward(self, F, v, weight):
        mixed = F.dot(v.transpose((0, 2, 1)), weight.T)
        return v * mixed.transpose((0, 2, 1))


Net = SpatialGate
