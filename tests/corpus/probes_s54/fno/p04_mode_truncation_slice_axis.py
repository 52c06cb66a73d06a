"""Full-length DFT constants (n, n) with the low modes kept by `F.slice_axis(..., end=self.modes)` before the inverse."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 10)]


class TruncatedSpectral(HybridBlock):
    def __init__(self, width=4, n=10, modes=3, **kwargs):
        super().__init__(**kwargs)
        self.modes = modes
        ang = 2 * np.pi * np.outer(np.arange(n), np.arange(n)) / n
        with self.name_scope():
            self.fwd = self.params.get_constant("fwd", np.cos(ang).astype("float32"))
            self.inv = self.params.get_constant("inv", (np.cos(ang)[:modes] / n).astype("float32"))
            self.w = self.params.get("w", shape=(width, modes), init=init.Normal(0.2))
            self.skip = nn.Conv1D(width, 1, in_channels=width)

    def hybrid_forward(self, F, x, fwd, inv, w):
        spec = F.slice_axis(F.dot(x, fwd), axis=-1, begin=0, end=self.modes)
        spec = F.broadcast_mul(spec, w.expand_dims(0))
        return F.relu(F.dot(spec, inv) + self.skip(x))


Net = TruncatedSpectral
