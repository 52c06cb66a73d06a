"""Numpy-mode DDPM training step: the cosine schedule's alpha_bar is computed in the graph from the timestep in [0, 1), reshaped with `reshape(-1, 1, 1, 1)` and applied with plain operators, which broadcast in numpy mode."""
import math

from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8), (2,)]


class Net(HybridBlock):
    def __init__(self, s=0.008, **kwargs):
        super().__init__(**kwargs)
        self.s = s
        with self.name_scope():
            self.eps_model = nn.Conv2D(3, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x0, noise, t):
        t01 = (t + 1) / 2
        a_bar = F.np.cos((t01 + self.s) / (1 + self.s) * math.pi / 2) ** 2
        a_bar = a_bar.reshape(-1, 1, 1, 1)
        x_t = F.np.sqrt(a_bar) * x0 + F.np.sqrt(1 - a_bar) * noise
        return ((self.eps_model(x_t) - noise) ** 2).mean(axis=(1, 2, 3))
