"""DETR head sizing its query positions by the query Parameter's own shape, read through `self.query.data().shape[0]` inside the forward pass."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8)]


class DETRHead(HybridBlock):
    def __init__(self, queries=4, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.query = self.params.get("query", shape=(queries, dim), init=init.Normal(1.0))
            self.pos = nn.Embedding(queries, dim)
            self.box = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, memory, query):
        num_queries = self.query.data().shape[0]
        q = query + self.pos(F.arange(num_queries))
        q = F.broadcast_like(q.expand_dims(0), memory, lhs_axes=(0,), rhs_axes=(0,))
        att = F.softmax(F.batch_dot(q, memory, transpose_b=True), axis=-1)
        return F.sigmoid(self.box(F.batch_dot(att, memory)))


Net = DETRHead
