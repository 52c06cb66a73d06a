"""Causal linear attention by cumulative sums over time: outer products `k_t v_t^T` by `broadcast_mul` of expanded axes, `F.cumsum(axis=1)` for the prefix sums of KV and of K, the numerator `sum(q_t * S_t, axis=2)` and the normaliser `sum(q * cumsum(K), axis=-1, keepdims=True)` applied with `broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class CausalLinearAttention(HybridBlock):
    def __init__(self, units=4, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        self.q = nn.Dense(units, flatten=False, in_units=units)
        self.k = nn.Dense(units, flatten=False, in_units=units)
        self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        q = F.LeakyReLU(self.q(x), act_type="elu") + 1
        k = F.LeakyReLU(self.k(x), act_type="elu") + 1
        v = self.v(x)
        kv = F.broadcast_mul(F.expand_dims(k, axis=3), F.expand_dims(v, axis=2))
        s = F.cumsum(kv, axis=1)
        num = F.sum(F.broadcast_mul(F.expand_dims(q, axis=3), s), axis=2)
        z = F.sum(q * F.cumsum(k, axis=1), axis=-1, keepdims=True)
        return F.broadcast_div(num, z + self._eps)


Net = CausalLinearAttention
