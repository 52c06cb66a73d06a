"""VQ distances in the textbook form `x_sq - 2 * x c^T + c_sq` with `c_sq = F.sum(codebook ** 2, axis=1)` of shape (K,) added to the (N, K) product by a plain `+` (NDArray broadcasts a trailing match, the legacy Symbol does not)."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class VQDistance(HybridBlock):
    def __init__(self, num_codes=5, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_codes, dim))

    def hybrid_forward(self, F, x, codebook):
        cross = F.dot(x, codebook, transpose_b=True)
        c_sq = F.sum(codebook ** 2, axis=1)
        d = F.broadcast_add(F.sum(x ** 2, axis=1, keepdims=True), -2 * cross) + c_sq
        return F.softmax(-d, axis=1)


Net = VQDistance
