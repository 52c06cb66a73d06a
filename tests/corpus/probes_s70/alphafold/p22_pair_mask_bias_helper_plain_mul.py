"""Evoformer triangle attention with the pair mask bias from a module helper without F,
`pair_mask_bias(mask)`: `(mask.expand_dims(2) * mask.expand_dims(1) - 1) * 1e9`, a (B, R, 1) times
(B, 1, R) plain `*`, then `broadcast_add`ed to the scores."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 5, 4), (2, 5)]


def pair_mask_bias(mask):
    return (mask.expand_dims(2) * mask.expand_dims(1) - 1) * 1e9


class TriangleAttentionMask(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False, use_bias=False)

    def hybrid_forward(self, F, pair, res_mask):
        q, k, v = F.split(self.qkv(pair.reshape((-3, 0, 0))), num_outputs=3, axis=-1)
        bias = F.repeat(pair_mask_bias(res_mask > -0.5), repeats=5, axis=0)
        attn = F.softmax(F.broadcast_add(F.batch_dot(q, k, transpose_b=True), bias), axis=-1)
        return F.batch_dot(attn, v).reshape((-4, -1, 5, 0, 0))


Net = TriangleAttentionMask
