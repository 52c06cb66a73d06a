"""LightGlue assignment split into a method without F: the caller computes the similarity and the matchability
of each set as keepdims sums (`F.sum(..., axis=-1, keepdims=True)`, a (B, N, 1) column), and `_assign(self, sim,
z0)` returns `sim + z0`, a plain `+` of (B, N, M) and (B, N, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 6, 8)]


class MethodAssign(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.final_proj = nn.Dense(dim, flatten=False)
            self.w = self.params.get("w", shape=(1, 1, dim))

    def _assign(self, sim, z0):
        return sim + z0

    def hybrid_forward(self, F, desc0, desc1, w):
        sim = F.batch_dot(self.final_proj(desc0), self.final_proj(desc1), transpose_b=True)
        z0 = F.log(F.sigmoid(F.sum(F.broadcast_mul(desc0, w), axis=-1, keepdims=True)))
        return self._assign(F.log_softmax(sim, axis=2), z0)


Net = MethodAssign
