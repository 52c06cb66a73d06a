"""Perceiver IO classification decoder with one output query: the decoded (B, 1, D) array read back by
the PyTorch subscript `out[:, 0, :]` before the logits layer."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class ClassDecoder(HybridBlock):
    def __init__(self, dim=8, classes=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.query = self.params.get("query", shape=(1, 1, dim))
            self.kv = nn.Dense(2 * dim, flatten=False)
            self.logits = nn.Dense(classes)

    def hybrid_forward(self, F, z, query):
        q = F.broadcast_like(query, z, lhs_axes=(0,), rhs_axes=(0,))
        k, v = F.split(self.kv(z), num_outputs=2, axis=-1)
        out = F.batch_dot(F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1), v)
        return self.logits(out[:, 0, :])


Net = ClassDecoder
