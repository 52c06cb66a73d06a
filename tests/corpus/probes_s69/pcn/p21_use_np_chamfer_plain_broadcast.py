"""Numpy-mode PCN Chamfer distance (`@use_np` on a `hybrid_forward`): squared norms (B, N, 1) and (B, 1, M)
by `np.expand_dims` added by a plain `+` (numpy broadcasting, legal on numpy-mode symbols), minus
`2 * np.matmul(a, b^T)`, and the two directed means."""
from mxnet import npx
from mxnet.gluon import HybridBlock
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 6, 3), (2, 5, 3)]


@use_np
class NumpyChamfer(HybridBlock):
    def hybrid_forward(self, F, a, b):
        aa = F.np.expand_dims((a * a).sum(axis=-1), 2)
        bb = F.np.expand_dims((b * b).sum(axis=-1), 1)
        d = F.np.maximum(aa + bb - 2 * F.np.matmul(a, F.np.swapaxes(b, 1, 2)), 0)
        return d.min(axis=2).mean(axis=1) + d.min(axis=1).mean(axis=1)


Net = NumpyChamfer
