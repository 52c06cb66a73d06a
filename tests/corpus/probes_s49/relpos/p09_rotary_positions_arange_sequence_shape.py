"""Rotary embedding whose positions are `F.arange(x.shape[1])`, the sequence length read from the input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class Net(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x):
        q = self.q(x)
        inv_freq = 1.0 / (10000 ** (F.arange(0, self.dim, 2) / self.dim))
        t = F.arange(x.shape[1])
        angles = F.dot(t.expand_dims(1), inv_freq.expand_dims(0)).expand_dims(0)
        q1, q2 = F.split(q, num_outputs=2, axis=-1)
        return F.concat(F.broadcast_mul(q1, F.cos(angles)) - F.broadcast_mul(q2, F.sin(angles)),
                        F.broadcast_mul(q1, F.sin(angles)) + F.broadcast_mul(q2, F.cos(angles)), dim=-1)
