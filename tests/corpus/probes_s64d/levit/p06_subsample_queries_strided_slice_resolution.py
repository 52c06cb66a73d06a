"""LeViT `Subsample` for the shrinking attention's queries: the (B, N, C) tokens viewed as (B, R, R, C) with R the constructor's resolution, every second row and column kept by `F.slice(..., step=(1, 2, 2, 1))`, flattened back to (B, R'*R', C) by `reshape((0, -3, 0))`, then the query projection."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class SubsampleQuery(HybridBlock):
    def __init__(self, dim=8, key_dim=4, heads=2, resolution=4, stride=2, **kwargs):
        super().__init__(**kwargs)
        self._r, self._s = resolution, stride
        with self.name_scope():
            self.q = nn.Dense(heads * key_dim, flatten=False)

    def hybrid_forward(self, F, x):
        x = x.reshape((0, self._r, self._r, -1))
        x = F.slice(x, begin=(None, None, None, None), end=(None, None, None, None), step=(1, self._s, self._s, 1))
        return self.q(x.reshape((0, -3, 0)))


Net = SubsampleQuery
