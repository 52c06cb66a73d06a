"""Continuous normalising flow (FFJORD) with a Hutchinson trace estimate: the noise e is an input, the
dynamics `f(z) = W2 tanh(W1 z + b1)` use their own Parameters with `F.FullyConnected`, the product
J e is written out as `W2 ((1 - h ** 2) * (W1 e))`, `div = sum(e * J e, axis=1, keepdims=True)`, and
`logp` (B, 1) is carried along the Euler steps."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4), (3, 4)]


class HutchinsonCNF(HybridBlock):
    def __init__(self, dim=4, hidden=8, steps=3, **kwargs):
        super().__init__(**kwargs)
        self.hidden, self.dim, self.steps = hidden, dim, steps
        with self.name_scope():
            self.w1 = self.params.get("w1", shape=(hidden, dim))
            self.b1 = self.params.get("b1", shape=(hidden,), init="zeros")
            self.w2 = self.params.get("w2", shape=(dim, hidden))

    def hybrid_forward(self, F, z, noise, w1, b1, w2):
        logp = F.zeros_like(F.slice_axis(z, axis=1, begin=0, end=1))
        dt = 1.0 / self.steps
        for _ in range(self.steps):
            h = F.tanh(F.FullyConnected(z, w1, b1, num_hidden=self.hidden))
            dz = F.FullyConnected(h, w2, no_bias=True, num_hidden=self.dim)
            je = F.FullyConnected((1 - h ** 2) * F.FullyConnected(noise, w1, no_bias=True, num_hidden=self.hidden),
                                  w2, no_bias=True, num_hidden=self.dim)
            logp = logp - dt * F.sum(noise * je, axis=1, keepdims=True)
            z = z + dt * dz
        return z, logp


Net = HutchinsonCNF
