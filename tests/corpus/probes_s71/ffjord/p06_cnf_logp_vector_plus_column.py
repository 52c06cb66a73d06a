"""CNF whose log-density is a (B,) vector from `F.sum(z * 0, axis=1)` while the divergence is kept as
a (B, 1) column: `logp - dt * div` by a plain `-`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4), (3, 4)]


class VectorLogp(HybridBlock):
    def __init__(self, dim=4, steps=2, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.f = nn.Dense(dim, activation="tanh")
            self.jac = nn.Dense(dim, use_bias=False)

    def hybrid_forward(self, F, z, noise):
        logp = F.sum(z * 0, axis=1)
        dt = 1.0 / self.steps
        for _ in range(self.steps):
            div = F.sum(noise * self.jac(noise), axis=1, keepdims=True)
            logp = logp - dt * div
            z = z + dt * self.f(z)
        return z, logp


Net = VectorLogp
