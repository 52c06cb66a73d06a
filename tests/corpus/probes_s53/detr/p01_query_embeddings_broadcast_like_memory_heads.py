"""DETR head: a (Q, D) query embedding Parameter broadcast to the batch by `broadcast_like(lhs_axes=(0,), rhs_axes=(0,))`, one cross-attention over the memory, class logits (+1 no-object) and sigmoid cxcywh boxes."""
import math
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8)]


class DETRHead(HybridBlock):
    def __init__(self, queries=4, dim=8, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.query = self.params.get("query", shape=(queries, dim), init=init.Normal(1.0))
            self.cls = nn.Dense(classes + 1, flatten=False)
            self.box = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, memory, query):
        q = F.broadcast_like(query.expand_dims(0), memory, lhs_axes=(0,), rhs_axes=(0,))
        att = F.softmax(F.batch_dot(q, memory, transpose_b=True) / math.sqrt(self.dim), axis=-1)
        h = q + F.batch_dot(att, memory)
        return self.cls(h), F.sigmoid(self.box(h))


Net = DETRHead
