"""A degree-aware attention bias: each key's out-degree (N, n) embedded to one scalar, kept as an (N, 1, n) row
and added to the (N, n, n) scores with a plain `+` (broadcasts eagerly; the traced elementwise sum needs equal
shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5, 5)]


class DegreeBiasAttention(HybridBlock):
    def __init__(self, dims=4, max_degree=8, **kwargs):
        super().__init__(**kwargs)
        self.max_degree = max_degree
        with self.name_scope():
            self.qk = nn.Dense(2 * dims, flatten=False, in_units=dims)
            self.degree_bias = nn.Embedding(max_degree, 1)

    def hybrid_forward(self, F, x, adj_raw):
        q, k = F.split(self.qk(x), num_outputs=2, axis=2)
        deg = F.clip(F.sum(adj_raw > 0, axis=2), 0, self.max_degree - 1)
        row = F.transpose(self.degree_bias(deg), axes=(0, 2, 1))              # (N, 1, n)
        scores = F.batch_dot(q, k, transpose_b=True) + row
        return F.softmax(scores, axis=-1)


Net = DegreeBiasAttention
