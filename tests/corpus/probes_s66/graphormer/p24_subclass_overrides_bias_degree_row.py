"""A Graphormer layer subclass overriding `attn_bias(self, F, x, adj)` to return a degree row: each key's
embedded degree transposed to (N, 1, n); the base class adds whatever `attn_bias` returns to the (N, n, n)
scores with a plain `+` (broadcasts eagerly with the row; the traced elementwise sum needs equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5, 5)]


class BaseGraphLayer(HybridBlock):
    def __init__(self, dims=4, max_degree=8, **kwargs):
        super().__init__(**kwargs)
        self.max_degree = max_degree
        with self.name_scope():
            self.qkv = nn.Dense(3 * dims, flatten=False, in_units=dims)
            self.degree_bias = nn.Embedding(max_degree, 1)

    def attn_bias(self, F, x, adj):
        return (adj > 0) * -1.0

    def hybrid_forward(self, F, x, adj):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=2)
        scores = F.batch_dot(q, k, transpose_b=True) + self.attn_bias(F, x, adj)
        return F.batch_dot(F.softmax(scores, axis=-1), v)


class DegreeRowLayer(BaseGraphLayer):
    def attn_bias(self, F, x, adj):
        deg = F.clip(F.sum(adj > 0, axis=2), 0, self.max_degree - 1)
        return F.transpose(self.degree_bias(deg), axes=(0, 2, 1))


Net = DegreeRowLayer
