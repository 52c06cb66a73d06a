"""FNO layer whose pointwise path is accumulated into the spectral output with `h += self.pointwise(x)`."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 12)]


class FNOLayer(HybridBlock):
    def __init__(self, width=4, n=12, modes=4, **kwargs):
        super().__init__(**kwargs)
        ang = 2 * np.pi * np.outer(np.arange(n), np.arange(modes)) / n
        with self.name_scope():
            self.basis = self.params.get_constant("basis", np.cos(ang).astype("float32"))
            self.w = self.params.get("w", shape=(1, width, modes), init=init.Normal(0.2))
            self.pointwise = nn.Conv1D(width, 1, in_channels=width)

    def hybrid_forward(self, F, x, basis, w):
        h = F.dot(F.broadcast_mul(F.dot(x, basis), w), basis, transpose_b=True)
        h += self.pointwise(x)
        return F.Activation(h, act_type="relu")


Net = FNOLayer
