"""Strided pooling that appends the shadow row only when some pooled index points past the cloud,
`if F.max(pool_inds) >= self.n_points`, a tensor condition."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 3)]


class ConditionalShadowPool(HybridBlock):
    def __init__(self, n_points=6, n_pooled=3, n_neighbours=4, out_c=4, **kwargs):
        super().__init__(**kwargs)
        self.n_points = n_points
        rng = np.random.RandomState(0)
        with self.name_scope():
            self.pool_inds = self.params.get_constant(
                "pool_inds", rng.randint(0, n_points + 1, (n_pooled, n_neighbours)).astype("float32"))
            self.unary = nn.Dense(out_c, activation="relu")

    def hybrid_forward(self, F, feats, pool_inds):
        if F.max(pool_inds) >= self.n_points:
            feats = F.concat(feats, F.zeros_like(F.slice_axis(feats, axis=0, begin=0, end=1)), dim=0)
        return self.unary(F.max(F.take(feats, pool_inds), axis=1))


Net = ConditionalShadowPool
