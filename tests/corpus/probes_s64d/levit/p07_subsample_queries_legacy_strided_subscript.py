"""LeViT `Subsample` as the PyTorch original writes it: the (B, N, C) tokens viewed as (B, R, R, C) (R from the constructor), then `x[:, ::stride, ::stride]` -- a strided subscript of a legacy-mode tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class SubsampleSubscript(HybridBlock):
    def __init__(self, dim=8, key_dim=4, heads=2, resolution=4, stride=2, **kwargs):
        super().__init__(**kwargs)
        self._r, self._s = resolution, stride
        with self.name_scope():
            self.q = nn.Dense(heads * key_dim, flatten=False)

    def hybrid_forward(self, F, x):
        x = x.reshape((0, self._r, self._r, -1))[:, ::self._s, ::self._s]
        return self.q(x.reshape((0, -3, 0)))


Net = SubsampleSubscript
