"""Numpy-mode (`npx.set_np()`) periodic Laplacian with every axis spelled out in the wrapping slices (`u[:, :, -1:, :]`, `u[:, :, :, :1]`, no Ellipsis), joined by `np.concatenate`, then the five-point sum over the padded grid's interior slices."""
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 1, 6, 6)]


def wrap(F, u):
    u = F.np.concatenate([u[:, :, -1:, :], u, u[:, :, :1, :]], axis=2)
    return F.np.concatenate([u[:, :, :, -1:], u, u[:, :, :, :1]], axis=3)


class Net(HybridBlock):
    def __init__(self, size=6, spacing=1.0, **kwargs):
        super().__init__(**kwargs)
        self.size, self.inv_h2 = size, 1.0 / spacing ** 2

    def hybrid_forward(self, F, u):
        p, n = wrap(F, u), self.size
        lap = (p[:, :, :n, 1:n + 1] + p[:, :, 2:, 1:n + 1] + p[:, :, 1:n + 1, :n] + p[:, :, 1:n + 1, 2:]
               - 4 * p[:, :, 1:n + 1, 1:n + 1])
        return lap * self.inv_h2
