"""gMLP gating unit with its token-mixing weight and bias as Parameters, applied by `F.FullyConnected(..., num_hidden=self.seq_len, flatten=False)` over the swapped sequence axis."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 8)]


class SpatialGate(HybridBlock):
    def __init__(self, seq_len=5, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(seq_len, seq_len))
            self.bias = self.params.get("bias", shape=(seq_len,), init="ones")

    def hybrid_forward(self, F, x, weight, bias):
        u, v = F.split(x, num_outputs=2, axis=2)
        v = F.FullyConnected(F.swapaxes(v, 1, 2), weight, bias, num_hidden=self.seq_len, flatten=False)
        return u * F.swapaxes(v, 1, 2)


Net = SpatialGate
