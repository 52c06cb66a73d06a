"""Linear attention whose KV summary is computed with `nd.batch_dot` (the module imported `from mxnet import nd`) inside `hybrid_forward` instead of `F.batch_dot`."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class NdKvLinearAttention(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        self.q = nn.Dense(units, flatten=False, in_units=units)
        self.k = nn.Dense(units, flatten=False, in_units=units)
        self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        q = F.LeakyReLU(self.q(x), act_type="elu") + 1
        k = F.LeakyReLU(self.k(x), act_type="elu") + 1
        kv = nd.batch_dot(k, self.v(x), transpose_a=True)
        z = F.batch_dot(q, F.sum(k, axis=1, keepdims=True), transpose_b=True)
        return F.broadcast_div(F.batch_dot(q, kv), z)


Net = NdKvLinearAttention
