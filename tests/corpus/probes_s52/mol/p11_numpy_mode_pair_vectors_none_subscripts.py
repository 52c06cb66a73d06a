"""Numpy-mode pair vectors `pos[:, :, None, :] - pos[:, None, :, :]`, legal under `npx.set_np()` where subscripts and broadcasting are graph ops; distances by `np.linalg.norm`-free square-sum-root."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 5, 3)]


class PairDistances(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mix = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, pos):
        diff = pos[:, :, None, :] - pos[:, None, :, :]
        dist = F.np.sqrt((diff ** 2).sum(axis=-1) + 1e-9)
        return self.mix(dist)


Net = PairDistances
