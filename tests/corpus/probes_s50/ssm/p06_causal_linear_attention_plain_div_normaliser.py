"""Causal linear attention whose output is `num / (z + eps)` with a plain `/` between the (B, L, D) numerator and the (B, L, 1) normaliser."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class Net(HybridBlock):
    def __init__(self, d_model=4, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.qkv = nn.Dense(3 * d_model, flatten=False, in_units=d_model)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q = F.LeakyReLU(q, act_type="elu", slope=1.0) + 1
        k = F.LeakyReLU(k, act_type="elu", slope=1.0) + 1
        kv = F.cumsum(F.broadcast_mul(k.expand_dims(-1), v.expand_dims(-2)), axis=1)
        num = F.sum(F.broadcast_mul(q.expand_dims(-1), kv), axis=2)
        z = F.sum(q * F.cumsum(k, axis=1), axis=-1, keepdims=True)
        return num / (z + self.eps)
