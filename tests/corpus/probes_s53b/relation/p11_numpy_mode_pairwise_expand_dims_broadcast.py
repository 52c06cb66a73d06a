"""Numpy-mode relation module: the pair grid by `F.np.expand_dims(a, 2) + F.np.expand_dims(b, 1)` of two projections (numpy broadcasting on numpy-mode Symbols), `F.npx.relu`, mean over both pair axes."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 4, 5)]


class NumpyRelation(HybridBlock):
    def __init__(self, hidden=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.wi = nn.Dense(hidden, flatten=False)
            self.wj = nn.Dense(hidden, flatten=False, use_bias=False)
            self.out = nn.Dense(2)

    def hybrid_forward(self, F, objs):
        grid = F.np.expand_dims(self.wi(objs), 2) + F.np.expand_dims(self.wj(objs), 1)
        return self.out(F.npx.relu(grid).mean(axis=(1, 2)))


Net = NumpyRelation
