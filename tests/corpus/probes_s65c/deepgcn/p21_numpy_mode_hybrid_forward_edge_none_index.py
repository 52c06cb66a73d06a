"""Numpy-mode DeepGCN edge features in a `hybrid_forward` (`npx.set_np()`): neighbours (N, P, k, C) given, the centre `x[:, :, None, :]` by `None` indexing of the numpy symbol (as numpy-mode `forward` code writes it), `xj - xi` broadcasting, `F.np.concatenate` with the centre spread by `xi + 0 * xj`, and max aggregation."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 6, 4), (2, 6, 3, 4)]


class NumpyEdgeFeatures(HybridBlock):
    def __init__(self, channels=4, out=5, **kwargs):
        super().__init__(**kwargs)
        self.mlp = nn.Dense(out, flatten=False, in_units=2 * channels)

    def hybrid_forward(self, F, x, xj):
        xi = x[:, :, None, :]
        h = self.mlp(F.np.concatenate([xj - xi, xi + 0 * xj], axis=-1))
        return h.max(axis=2)


Net = NumpyEdgeFeatures
