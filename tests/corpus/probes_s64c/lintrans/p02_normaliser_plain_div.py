"""Linear attention with the normaliser applied by a plain `/`: the (N, T, d) numerator `batch_dot(Q, KV)` divided by the (N, T, 1) `batch_dot(Q, sum(K, keepdims))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class PlainDivLinearAttention(HybridBlock):
    def __init__(self, units=8, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        self.q = nn.Dense(units, flatten=False, in_units=units)
        self.k = nn.Dense(units, flatten=False, in_units=units)
        self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        q = F.LeakyReLU(self.q(x), act_type="elu") + 1
        k = F.LeakyReLU(self.k(x), act_type="elu") + 1
        v = self.v(x)
        kv = F.batch_dot(k, v, transpose_a=True)
        z = F.batch_dot(q, F.sum(k, axis=1, keepdims=True), transpose_b=True)
        return F.batch_dot(q, kv) / (z + self._eps)


Net = PlainDivLinearAttention
