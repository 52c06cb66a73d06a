"""RetNet decay built in the graph: `F.arange(self.seq_len)` reshaped to a column and a row, their `broadcast_sub` as the (L, L) distance, `broadcast_power` of an (H, 1, 1) gamma constant, masked to the causal part by `broadcast_greater_equal` and applied by `broadcast_mul`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class ArangeDecay(HybridBlock):
    def __init__(self, units=8, heads=2, seq_len=5, **kwargs):
        super(ArangeDecay, self).__init__(**kwargs)
        self._h, self.seq_len = heads, seq_len
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.k = nn.Dense(units, flatten=False, in_units=units)
            self.gamma = self.params.get_constant("gamma", (1 - 2.0 ** (-5 - np.arange(heads))).reshape(-1, 1, 1).astype("float32"))

    def hybrid_forward(self, F, x, gamma):
        i = F.arange(self.seq_len).reshape((-1, 1))
        j = F.arange(self.seq_len).reshape((1, -1))
        dist = F.broadcast_sub(i, j)
        causal = F.broadcast_greater_equal(dist, F.zeros_like(dist))
        decay = F.broadcast_mul(F.broadcast_power(gamma, F.relu(dist).expand_dims(0)), causal.expand_dims(0))
        q = self.q(x).reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3))
        k = self.k(x).reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3))
        return F.broadcast_mul(F.linalg.gemm2(q, k, transpose_b=True), decay.expand_dims(0))


Net = ArangeDecay
