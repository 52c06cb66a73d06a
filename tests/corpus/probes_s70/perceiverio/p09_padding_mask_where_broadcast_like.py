"""Perceiver IO cross-attention with a padding mask (B, M) of the input array: valid positions where the
mask input is above -0.5, expanded to (B, 1, M) and `broadcast_like`d to the (B, N, M) scores, masked
scores set to -1e9 by `F.where`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 10, 6), (2, 10)]


class MaskedCrossAttend(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.to_q = nn.Dense(dim, flatten=False)
            self.to_kv = nn.Dense(2 * dim, flatten=False)

    def hybrid_forward(self, F, z, x, mask):
        k, v = F.split(self.to_kv(x), num_outputs=2, axis=-1)
        scores = F.batch_dot(self.to_q(z), k, transpose_b=True)
        keep = F.broadcast_like((mask > -0.5).expand_dims(1), scores)
        scores = F.where(keep, scores, F.ones_like(scores) * -1e9)
        return z + F.batch_dot(F.softmax(scores, axis=-1), v)


Net = MaskedCrossAttend
