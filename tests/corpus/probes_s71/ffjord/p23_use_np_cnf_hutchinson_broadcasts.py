"""Numpy-mode CNF (`@use_np`) with a Hutchinson trace estimate: the noise an input, time appended as a
column `np.ones_like(z[:, :1]) * t`, J e of `W2 tanh(W1 [z, t])` written out with `np.dot` and plain
broadcasts, `logp` (B, 1) updated by `- dt * (noise * je).sum(axis=1, keepdims=True)`."""
from mxnet import npx
from mxnet.gluon import HybridBlock
from mxnet.util import use_np

npx.set_np()

INPUTS = [(3, 4), (3, 4)]


@use_np
class NumpyCNF(HybridBlock):
    def __init__(self, dim=4, hidden=6, steps=3, **kwargs):
        super().__init__(**kwargs)
        self.dim, self.steps = dim, steps
        with self.name_scope():
            self.w1 = self.params.get("w1", shape=(dim + 1, hidden))
            self.b1 = self.params.get("b1", shape=(hidden,), init="zeros")
            self.w2 = self.params.get("w2", shape=(hidden, dim))

    def hybrid_forward(self, F, z, noise, w1, b1, w2):
        logp = F.np.zeros_like(z[:, :1])
        dt = 1.0 / self.steps
        for i in range(self.steps):
            zt = F.np.concatenate([z, F.np.ones_like(z[:, :1]) * (i * dt)], axis=1)
            h = F.np.tanh(F.np.dot(zt, w1) + b1)
            je = F.np.dot((1 - h ** 2) * F.np.dot(noise, w1[:self.dim]), w2)
            logp = logp - dt * (noise * je).sum(axis=1, keepdims=True)
            z = z + dt * F.np.dot(h, w2)
        return z, logp


Net = NumpyCNF
