"""Chunked linear attention: the sequence cut into configured chunks by `F.split`, the KV summary accumulated with `kv += batch_dot(k_c, v_c, transpose_a=True)` over the chunks."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class ChunkedLinearAttention(HybridBlock):
    def __init__(self, units=8, chunks=3, **kwargs):
        super().__init__(**kwargs)
        self._c = chunks
        self.q = nn.Dense(units, flatten=False, in_units=units)
        self.k = nn.Dense(units, flatten=False, in_units=units)
        self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        q = F.LeakyReLU(self.q(x), act_type="elu") + 1
        k = F.LeakyReLU(self.k(x), act_type="elu") + 1
        ks = F.split(k, num_outputs=self._c, axis=1)
        vs = F.split(self.v(x), num_outputs=self._c, axis=1)
        kv = F.batch_dot(ks[0], vs[0], transpose_a=True)
        for i in range(1, self._c):
            kv += F.batch_dot(ks[i], vs[i], transpose_a=True)
        z = F.batch_dot(q, F.sum(k, axis=1, keepdims=True), transpose_b=True)
        return F.broadcast_div(F.batch_dot(q, kv), z)


Net = ChunkedLinearAttention
