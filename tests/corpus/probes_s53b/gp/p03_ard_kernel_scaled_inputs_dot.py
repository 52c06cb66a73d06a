"""ARD RBF kernel between a batch and a support set: both scaled by a per-dimension lengthscale Parameter with `broadcast_div`, squared norms reshaped to a column `(-1, 1)` and a row `(1, -1)` and joined by a plain `+` (broadcasting in NDArray, an elementwise add of mismatched shapes on a legacy Symbol)."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 3), (4, 3)]


class ARDKernel(HybridBlock):
    def __init__(self, dim=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.raw_ls = self.params.get("raw_ls", shape=(1, dim), init="ones")
            self.raw_amp = self.params.get("raw_amp", shape=(1, 1), init="zeros")

    def hybrid_forward(self, F, x, support, raw_ls, raw_amp):
        ls = F.Activation(raw_ls, act_type="softrelu")
        xs, ss = F.broadcast_div(x, ls), F.broadcast_div(support, ls)
        d2 = (F.sum(xs * xs, axis=1).reshape((-1, 1)) + F.sum(ss * ss, axis=1).reshape((1, -1))
              - 2 * F.dot(xs, ss, transpose_b=True))
        return F.broadcast_mul(F.Activation(raw_amp, act_type="softrelu"), F.exp(-0.5 * d2))


Net = ARDKernel
