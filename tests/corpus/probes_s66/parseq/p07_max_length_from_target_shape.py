"""Training-time decoding whose length is `tgt.shape[1] - 1` (the label length minus BOS, read from the target
ids' shape: a symbol has no shape when traced), cutting the position queries with `F.slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5)]


class TrainDecode(HybridBlock):
    def __init__(self, dims=8, max_label_length=6, num_classes=7, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pos_queries = self.params.get("pos_queries", shape=(1, max_label_length + 1, dims), init="normal")
            self.head = nn.Dense(num_classes, flatten=False, in_units=dims)

    def hybrid_forward(self, F, memory, tgt, pos_queries):
        num_steps = tgt.shape[1] - 1
        q = F.slice_axis(pos_queries, axis=1, begin=0, end=num_steps)
        q = F.broadcast_like(q, memory, lhs_axes=(0,), rhs_axes=(0,))
        att = F.softmax(F.batch_dot(q, memory, transpose_b=True), axis=-1)
        return self.head(F.batch_dot(att, memory))


Net = TrainDecode
