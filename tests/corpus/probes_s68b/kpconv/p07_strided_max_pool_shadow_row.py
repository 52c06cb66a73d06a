"""Strided KPConv block: features max-pooled over pooled neighbourhoods (an (M, H) index constant, index N
naming a shadow row of -1e6 appended with `concat`), a unary Dense, and a shortcut Dense of equal shape."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 3)]


class StridedPool(HybridBlock):
    def __init__(self, n_points=6, n_pooled=3, n_neighbours=4, out_c=4, **kwargs):
        super().__init__(**kwargs)
        rng = np.random.RandomState(0)
        with self.name_scope():
            self.pool_inds = self.params.get_constant(
                "pool_inds", rng.randint(0, n_points + 1, (n_pooled, n_neighbours)).astype("float32"))
            self.unary = nn.Dense(out_c, activation="relu")
            self.shortcut = nn.Dense(out_c)

    def hybrid_forward(self, F, feats, pool_inds):
        shadow = F.ones_like(F.slice_axis(feats, axis=0, begin=0, end=1)) * -1e6
        pooled = F.max(F.take(F.concat(feats, shadow, dim=0), pool_inds), axis=1)
        return F.LeakyReLU(self.unary(pooled) + self.shortcut(pooled), slope=0.1)


Net = StridedPool
