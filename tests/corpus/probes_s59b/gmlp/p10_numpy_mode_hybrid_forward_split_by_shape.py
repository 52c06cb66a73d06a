"""Numpy-mode `hybrid_forward` of a gating unit splitting with `np.split(x, [x.shape[-1] // 2], axis=-1)`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 6, 8)]


class SpatialGatingUnit(HybridBlock):
    def __init__(self, seq_len=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.spatial = nn.Dense(seq_len, flatten=False, in_units=seq_len)

    def hybrid_forward(self, F, x):
        u, v = F.np.split(x, [x.shape[-1] // 2], axis=-1)
        v = self.spatial(F.np.swapaxes(v, 1, 2))
        return u * F.np.swapaxes(v, 1, 2)


Net = SpatialGatingUnit
