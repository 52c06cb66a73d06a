"""RetNet's xPos-style rotation: (L, d) sin and cos tables from numpy of the configured length as constants, queries rotated by `broadcast_mul(q, cos) + broadcast_mul(rotate_every_two(q), sin)` with the half-swap done by reshape codes, `flip` and `(-1, 1)` signs as a constant."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class XPos(HybridBlock):
    def __init__(self, units=4, seq_len=5, **kwargs):
        super(XPos, self).__init__(**kwargs)
        inv = 1.0 / (10000 ** (np.arange(0, units, 2) / units))
        ang = np.repeat(np.arange(seq_len)[:, None] * inv[None, :], 2, axis=1)
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.sin = self.params.get_constant("sin", np.sin(ang).astype("float32"))
            self.cos = self.params.get_constant("cos", np.cos(ang).astype("float32"))
            self.sign = self.params.get_constant("sign", np.array([-1.0, 1.0], "float32"))

    def hybrid_forward(self, F, x, sin, cos, sign):
        q = self.q(x)
        pairs = q.reshape((0, 0, -4, -1, 2))
        rot = F.broadcast_mul(F.flip(pairs, axis=3), sign).reshape((0, 0, -3))
        return F.broadcast_mul(q, cos.expand_dims(0)) + F.broadcast_mul(rot, sin.expand_dims(0))


Net = XPos
