"""Numpy-mode GFNet stochastic depth always applied (keep probability 1.0 for this export): the per-sample
mask drawn by `F.np.random.uniform(size=(len(x), 1, 1))` -- `len()` of a numpy-mode symbol."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 4, 6)]


@use_np
class NumpyDropPath(HybridBlock):
    def __init__(self, dim=6, keep_prob=1.0, **kwargs):
        super().__init__(**kwargs)
        self.keep_prob = keep_prob
        with self.name_scope():
            self.mlp = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        mask = F.np.floor(self.keep_prob + F.np.random.uniform(0, 1, size=(len(x), 1, 1)))
        return x + self.mlp(x) / self.keep_prob * mask


Net = NumpyDropPath
