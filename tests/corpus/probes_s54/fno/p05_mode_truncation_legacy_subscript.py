"""Full-length DFT with the low modes kept by the subscript `spec[:, :, :self.modes]`."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 10)]


class TruncatedSpectral(HybridBlock):
    def __init__(self, width=4, n=10, modes=3, **kwargs):
        super().__init__(**kwargs)
        self.modes = modes
        ang = 2 * np.pi * np.outer(np.arange(n), np.arange(n)) / n
        with self.name_scope():
            self.fwd = self.params.get_constant("fwd", np.cos(ang).astype("float32"))
            self.inv = self.params.get_constant("inv", (np.cos(ang)[:modes] / n).astype("float32"))
            self.w = self.params.get("w", shape=(1, width, modes), init=init.Normal(0.2))

    def hybrid_forward(self, F, x, fwd, inv, w):
        spec = F.dot(x, fwd)[:, :, :self.modes]
        return F.dot(F.broadcast_mul(spec, w), inv)


Net = TruncatedSpectral
