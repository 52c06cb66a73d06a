"""Exponential map at the origin, `tanh(sqrt(c) |u|) u / (sqrt(c) |u|)`: the norm by `F.norm(keepdims=True)` clipped away from zero, the (N, 1) factor applied by `broadcast_mul` (the factor's own arithmetic on equal shapes)."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class HyperbolicProjection(HybridBlock):
    def __init__(self, in_dim=6, dim=4, c=1.0, **kwargs):
        super().__init__(**kwargs)
        self.sqrt_c = math.sqrt(c)
        with self.name_scope():
            self.fc = nn.Dense(dim, in_units=in_dim)

    def expmap0(self, F, u):
        norm = F.clip(F.norm(u, axis=-1, keepdims=True), 1e-5, 1e5)
        factor = F.tanh(self.sqrt_c * norm) / (self.sqrt_c * norm)
        return F.broadcast_mul(factor, u)

    def hybrid_forward(self, F, x):
        return self.expmap0(F, self.fc(x))


Net = HyperbolicProjection
