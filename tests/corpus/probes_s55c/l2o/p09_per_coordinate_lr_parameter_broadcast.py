"""Per-coordinate learned step sizes: a (1, D) Parameter through `softplus` (Activation) applied by `broadcast_mul`, the sign of the gradient scaled by a (1, D) Parameter with `broadcast_mul`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class PerCoordinateLR(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.raw_lr = self.params.get("raw_lr", shape=(1, dim), init=init.Constant(-2.0))
            self.bias = self.params.get("bias", shape=(1, dim), init=init.Zero())

    def hybrid_forward(self, F, x, raw_lr, bias):
        grad = 2.0 * x
        step = F.broadcast_mul(grad, F.Activation(raw_lr, act_type="softrelu"))
        return x - step + F.broadcast_mul(F.sign(grad), bias)


Net = PerCoordinateLR
