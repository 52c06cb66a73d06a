"""Numpy-mode generator adding a zero noise placeholder `F.np.zeros(x.shape)` (a seeded
noise in training)."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 3, 4, 4)]


@use_np
class NoisyGenerator(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(3, 3, padding=1)

    def hybrid_forward(self, F, x):
        noise = F.np.zeros(x.shape)
        return F.np.tanh(self.conv(x + noise))


Net = NoisyGenerator
