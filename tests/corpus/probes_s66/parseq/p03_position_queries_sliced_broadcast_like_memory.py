"""PARSeq's position queries: a (1, max_label_length + 1, C) Parameter cut to the decoding length configured in
the constructor by `F.slice_axis`, spread over the batch of the encoder memory by `F.broadcast_like` with
`lhs_axes`/`rhs_axes`, cross-attending to the (N, L, C) memory."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class PositionQueries(HybridBlock):
    def __init__(self, dims=8, max_label_length=5, num_steps=4, num_classes=7, **kwargs):
        super().__init__(**kwargs)
        self.num_steps = num_steps
        with self.name_scope():
            self.pos_queries = self.params.get("pos_queries", shape=(1, max_label_length + 1, dims), init="normal")
            self.kv = nn.Dense(2 * dims, flatten=False, in_units=dims)
            self.head = nn.Dense(num_classes, flatten=False, in_units=dims)

    def hybrid_forward(self, F, memory, pos_queries):
        q = F.slice_axis(pos_queries, axis=1, begin=0, end=self.num_steps + 1)
        q = F.broadcast_like(q, memory, lhs_axes=(0,), rhs_axes=(0,))
        k, v = F.split(self.kv(memory), num_outputs=2, axis=2)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1)
        return self.head(F.batch_dot(att, v))


Net = PositionQueries
