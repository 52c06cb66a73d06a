"""DETR decoder input: the learned object queries repeated over the batch, the target starting at zero in the queries' shape."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 8)]


class Net(nn.HybridBlock):
    def __init__(self, num_queries=4, d_model=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.query_embed = self.params.get('query_embed', shape=(num_queries, d_model))
            self.proj = nn.Dense(d_model, in_units=d_model, flatten=False)

    def hybrid_forward(self, F, memory, query_embed):
        bs = memory.shape[0]
        query = F.tile(query_embed.expand_dims(0), reps=(bs, 1, 1))
        tgt = F.zeros_like(query)
        attn = F.softmax(F.batch_dot(tgt + query, memory, transpose_b=True), axis=-1)
        return self.proj(F.batch_dot(attn, memory))
