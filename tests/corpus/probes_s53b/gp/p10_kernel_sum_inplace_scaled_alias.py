"""Sum of a linear and an RBF kernel where the RBF inputs are scaled in place through an alias (`xs = x; xs /= self.lengthscale`), so in eager mode the linear term sees the scaled input too (and the traced Symbol has no in-place divide)."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 3)]


class LinearPlusRBF(HybridBlock):
    def __init__(self, lengthscale=2.0, **kwargs):
        super().__init__(**kwargs)
        self.lengthscale = lengthscale

    def hybrid_forward(self, F, x):
        xs = x
        xs /= self.lengthscale
        sq = F.sum(xs * xs, axis=1, keepdims=True)
        rbf = F.exp(-0.5 * (F.broadcast_add(sq, F.transpose(sq)) - 2 * F.dot(xs, xs, transpose_b=True)))
        return rbf + F.dot(x, x, transpose_b=True)


Net = LinearPlusRBF
