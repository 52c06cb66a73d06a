"""DeepVAR low-rank Gaussian head: diagonal D by softplus, factor V by a Dense reshaped `(0, 0, -4, dim, rank)` then flattened to (N*T, dim, rank) by `(-3, 0, 0)`; the covariance `diag(D) + V V^T` as `F.broadcast_mul(F.eye(dim).expand_dims(0), d.expand_dims(2))` plus `F.batch_dot(V, V, transpose_b=True)` (equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5)]


class LowRankCov(HybridBlock):
    def __init__(self, dim=3, rank=2, **kwargs):
        super().__init__(**kwargs)
        self._dim, self._rank = dim, rank
        with self.name_scope():
            self.d = nn.Dense(dim, flatten=False)
            self.v = nn.Dense(dim * rank, flatten=False)

    def hybrid_forward(self, F, h):
        d = F.Activation(self.d(h), act_type="softrelu").reshape((-3, 0))
        v = self.v(h).reshape((0, 0, -4, self._dim, self._rank)).reshape((-3, 0, 0))
        diag = F.broadcast_mul(F.eye(self._dim).expand_dims(0), d.expand_dims(2))
        return diag + F.batch_dot(v, v, transpose_b=True)


Net = LowRankCov
