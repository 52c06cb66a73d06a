"""TPS spatial transformer that reshapes the sampling grid with the batch size from `x.shape[0]`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


def tps_constants(side=3, out_h=4, out_w=4):
    lin = np.linspace(-1.0, 1.0, side)
    ctrl = np.array([[x, y] for y in lin for x in lin])
    k = len(ctrl)
    u = lambda r2: r2 * np.log(r2 + 1e-6)
    delta = np.zeros((k + 3, k + 3))
    delta[:k, :k] = u(((ctrl[:, None] - ctrl[None]) ** 2).sum(-1))
    delta[:k, k], delta[k, :k] = 1, 1
    delta[:k, k + 1:], delta[k + 1:, :k] = ctrl, ctrl.T
    grid = np.array([[x, y] for y in np.linspace(-1, 1, out_h) for x in np.linspace(-1, 1, out_w)])
    basis = np.concatenate([u(((grid[:, None] - ctrl[None]) ** 2).sum(-1)), np.ones((len(grid), 1)), grid], 1)
    return ctrl, np.linalg.inv(delta), basis


class TPSTransformer(HybridBlock):
    def __init__(self, channels=3, out_size=(4, 4), **kwargs):
        super().__init__(**kwargs)
        ctrl, inv, basis = tps_constants(3, *out_size)
        self.out_h, self.out_w = out_size
        with self.name_scope():
            self.ctrl = self.params.get_constant("ctrl", ctrl[None])
            self.inv = self.params.get_constant("inv", inv[None])
            self.basis = self.params.get_constant("basis", basis[None])
            self.loc = nn.Dense(2 * len(ctrl), in_units=channels * 36, weight_initializer="zeros")

    def hybrid_forward(self, F, x, ctrl, inv, basis):
        target = F.broadcast_add(F.reshape(0.1 * F.tanh(self.loc(x)), shape=(0, -1, 2)), ctrl)
        padded = F.concat(target, F.zeros_like(F.slice_axis(target, axis=1, begin=0, end=3)), dim=1)
        coef = F.batch_dot(F.broadcast_like(inv, padded, lhs_axes=(0,), rhs_axes=(0,)), padded)
        grid = F.batch_dot(F.broadcast_like(basis, padded, lhs_axes=(0,), rhs_axes=(0,)), coef)
        grid = F.reshape(grid, shape=(x.shape[0], self.out_h, self.out_w, 2))
        return F.BilinearSampler(x, F.transpose(grid, axes=(0, 3, 1, 2)))


Net = TPSTransformer
