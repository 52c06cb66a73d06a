"""Numpy-mode WGAN-GP interpolates in `forward` (MXNet 2 style): `alpha.reshape(-1, 1, 1, 1) * real + (1 - alpha) * fake` with numpy broadcasting of `*`, the critic scores and `real.shape[0]` used to flatten -- nothing traced, numpy semantics."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 4, 4), (2, 3, 4, 4), (2,)]


class NumpyInterpolates(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.critic = nn.Dense(1, in_units=48)

    def forward(self, real, fake, alpha_raw):
        alpha = ((alpha_raw + 1) * 0.5).reshape(-1, 1, 1, 1)
        interp = alpha * real + (1 - alpha) * fake
        return self.critic(interp.reshape(real.shape[0], -1))


Net = NumpyInterpolates
