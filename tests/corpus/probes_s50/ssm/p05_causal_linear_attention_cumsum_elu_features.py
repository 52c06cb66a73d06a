"""Causal linear attention (Katharopoulos et al.): feature map `elu(x) + 1` by `LeakyReLU(act_type='elu')`, running sums of the key-value outer products and of the keys by `F.cumsum` over time, numerator by `broadcast_mul` + `sum`, normaliser with `keepdims` and `broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


def elu_feature_map(F, x):
    return F.LeakyReLU(x, act_type="elu", slope=1.0) + 1


class CausalLinearAttention(HybridBlock):
    def __init__(self, d_model=4, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.qkv = nn.Dense(3 * d_model, flatten=False, in_units=d_model)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q, k = elu_feature_map(F, q), elu_feature_map(F, k)
        kv = F.cumsum(F.broadcast_mul(k.expand_dims(-1), v.expand_dims(-2)), axis=1)   # (B, L, D, D)
        num = F.sum(F.broadcast_mul(q.expand_dims(-1), kv), axis=2)                     # (B, L, D)
        z = F.sum(q * F.cumsum(k, axis=1), axis=-1, keepdims=True)                      # (B, L, 1)
        return F.broadcast_div(num, z + self.eps)


Net = CausalLinearAttention
