"""Numpy-mode GraphCast step (`@use_np` on a `hybrid_forward`): per-edge messages, the segment sum by
`np.dot(onehot.T, msg)` of a `npx.one_hot` of the receivers, and the residual next state
`x + delta * std + mean` with the (V,) per-variable statistics by plain operators (numpy broadcasting,
legal on numpy-mode symbols)."""
import numpy as onp
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(6, 5), (12, 3)]


@use_np
class NumpyResidualStep(HybridBlock):
    def __init__(self, n_mesh=6, n_edges=12, n_vars=5, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.n_mesh = n_mesh
        with self.name_scope():
            self.recv = self.params.get_constant("recv", (onp.arange(n_edges) % n_mesh).astype("float32"))
            self.std = self.params.get_constant("std", onp.linspace(0.5, 2.0, n_vars).astype("float32"))
            self.mean = self.params.get_constant("mean", onp.linspace(-0.1, 0.1, n_vars).astype("float32"))
            self.edge_mlp = nn.Dense(dim, in_units=n_vars + 3)
            self.out = nn.Dense(n_vars, in_units=dim + n_vars)

    def hybrid_forward(self, F, x, edges, recv, std, mean):
        msg = self.edge_mlp(F.np.concatenate([F.np.take(x, recv.astype("int32"), axis=0), edges], axis=1))
        agg = F.np.dot(F.npx.one_hot(recv, self.n_mesh).T, msg)
        delta = self.out(F.np.concatenate([x, agg], axis=1))
        return x + delta * std + mean


Net = NumpyResidualStep
