"""Self-attention with a learned relative-position bias table: a (heads, T, T) Parameter sized by the configured max length, lifted by `expand_dims(0)` and added to the (N, heads, T, T) scores with `broadcast_add`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class RelPosAttention(HybridBlock):
    def __init__(self, units=8, heads=2, max_len=5, **kwargs):
        super(RelPosAttention, self).__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.k = nn.Dense(units, flatten=False, in_units=units)
            self.pos_bias = self.params.get("pos_bias", shape=(heads, max_len, max_len))

    def hybrid_forward(self, F, x, pos_bias):
        q = self.q(x).reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3))
        k = self.k(x).reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3))
        scores = F.linalg.gemm2(q, k, transpose_b=True, alpha=0.5)
        scores = F.broadcast_add(scores, pos_bias.expand_dims(0))
        return F.softmax(scores, axis=-1)


Net = RelPosAttention
