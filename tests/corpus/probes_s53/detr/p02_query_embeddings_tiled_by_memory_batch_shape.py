"""DETR head tiling the query embeddings over the batch with `reps=(memory.shape[0], 1, 1)`."""
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

    def hybrid_forward(self, F, memory, query):
        q = F.tile(query.expand_dims(0), reps=(memory.shape[0], 1, 1))
        att = F.softmax(F.batch_dot(q, memory, transpose_b=True) / math.sqrt(self.dim), axis=-1)
        return self.cls(q + F.batch_dot(att, memory))


Net = DETRHead
