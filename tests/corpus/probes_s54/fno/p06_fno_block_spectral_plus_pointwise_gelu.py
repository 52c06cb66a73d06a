"""FNO block: a spectral child plus a pointwise `Conv1D(width, 1)`, GELU by `LeakyReLU(act_type='gelu')`, stacked over a python depth with a lifting and a projection Dense."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 1)]


class Spectral(HybridBlock):
    def __init__(self, width, n, modes, **kwargs):
        super().__init__(**kwargs)
        ang = 2 * np.pi * np.outer(np.arange(n), np.arange(modes)) / n
        with self.name_scope():
            self.basis = self.params.get_constant("basis", np.cos(ang).astype("float32"))
            self.w = self.params.get("w", shape=(1, width, modes), init=init.Normal(0.2))

    def hybrid_forward(self, F, x, basis, w):
        return F.dot(F.broadcast_mul(F.dot(x, basis), w), basis, transpose_b=True)


class FNO1d(HybridBlock):
    def __init__(self, width=6, n=12, modes=4, depth=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lift = nn.Dense(width, flatten=False)
            self.spectral = nn.HybridSequential()
            self.pointwise = nn.HybridSequential()
            for _ in range(depth):
                self.spectral.add(Spectral(width, n, modes))
                self.pointwise.add(nn.Conv1D(width, 1, in_channels=width))
            self.proj = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, u):
        h = F.transpose(self.lift(u), axes=(0, 2, 1))
        for spec, point in zip(self.spectral, self.pointwise):
            h = F.LeakyReLU(spec(h) + point(h), act_type="gelu")
        return self.proj(F.transpose(h, axes=(0, 2, 1)))


Net = FNO1d
