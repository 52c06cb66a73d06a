"""Numpy-mode sparsemax (`@use_np`, `hybrid_forward`) building its rank vector with `F.np.arange(1, z.shape[-1] + 1)`."""
from mxnet import npx
from mxnet.gluon import HybridBlock
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 6)]


@use_np
class NumpySparsemax(HybridBlock):
    def hybrid_forward(self, F, z):
        z_sorted = -F.np.sort(-z, axis=1)
        k = F.np.arange(1, z.shape[-1] + 1)
        cumsum = F.np.cumsum(z_sorted, axis=1)
        support = (1 + k * z_sorted) > cumsum
        k_z = F.np.sum(support, axis=1, keepdims=True)
        tau = (F.np.sum(support * z_sorted, axis=1, keepdims=True) - 1) / k_z
        return F.npx.relu(z - tau)


Net = NumpySparsemax
