"""Padded node batches: a node mask from an input (`valid > 0`, (N, n)) turned into a key mask (N, 1, n) by
`expand_dims`, spread to the (N, n, n) scores by `F.broadcast_like` and applied by `F.where` with -1e9 before
the softmax; padded query rows zeroed by `F.broadcast_mul` with the (N, n, 1) mask."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5)]


class PaddedAttention(HybridBlock):
    def __init__(self, dims=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qkv = nn.Dense(3 * dims, flatten=False, in_units=dims)

    def hybrid_forward(self, F, x, valid):
        mask = valid > -0.5
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=2)
        scores = F.batch_dot(q, k, transpose_b=True)
        key_mask = F.broadcast_like(mask.expand_dims(1), scores)
        scores = F.where(key_mask, scores, F.ones_like(scores) * -1e9)
        out = F.batch_dot(F.softmax(scores, axis=-1), v)
        return F.broadcast_mul(out, mask.expand_dims(2))


Net = PaddedAttention
