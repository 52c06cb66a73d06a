"""Classifier-free guidance: the denoiser runs on the class embedding and on a null embedding (`zeros_like`), and the two predictions are mixed with a python guidance scale from the constructor; `guidance == 1` skips the unconditional pass."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8), (4, 5)]


class Denoiser(HybridBlock):
    def __init__(self, units=8, cond_dim=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cond = nn.Dense(units, in_units=cond_dim)
            self.body = nn.Dense(units, activation="tanh", in_units=units)
            self.out = nn.Dense(units, in_units=units)

    def hybrid_forward(self, F, x, c):
        return self.out(self.body(x + self.cond(c)))


class Net(HybridBlock):
    def __init__(self, guidance=3.0, **kwargs):
        super().__init__(**kwargs)
        self.guidance = guidance
        with self.name_scope():
            self.model = Denoiser()

    def hybrid_forward(self, F, x, c):
        cond = self.model(x, c)
        if self.guidance == 1.0:
            return cond
        uncond = self.model(x, F.zeros_like(c))
        return uncond + self.guidance * (cond - uncond)
