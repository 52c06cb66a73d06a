"""Numpy-mode inducing-point mean: `F.np.expand_dims(x, 1) - F.np.expand_dims(z, 0)` broadcasting (a plain `-` of mismatched shapes, legal on numpy-mode arrays) and `F.np.exp` under `npx.set_np()`, the inducing inputs and values Parameters, the weights by `F.np.dot`."""
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(5, 3)]


class InducingMean(HybridBlock):
    def __init__(self, num_inducing=4, dim=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.z = self.params.get("z", shape=(num_inducing, dim))
            self.u = self.params.get("u", shape=(num_inducing,))

    def hybrid_forward(self, F, x, z, u):
        k = F.np.exp(-0.5 * ((F.np.expand_dims(x, 1) - F.np.expand_dims(z, 0)) ** 2).sum(axis=-1))
        return F.np.dot(k, u)


Net = InducingMean
