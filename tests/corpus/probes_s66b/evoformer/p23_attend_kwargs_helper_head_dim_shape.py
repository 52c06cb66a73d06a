"""Evoformer attention through a module helper taking the projections by keyword, `attend(F, bias,
**qkv)`, which scales the logits by `qkv["q"].shape[-1] ** -0.5` (a symbol has no shape)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 8), (2, 4, 4, 6)]


def attend(F, bias, **qkv):
    q, k, v = qkv["q"], qkv["k"], qkv["v"]
    logits = F.batch_dot(q, k, transpose_b=True) * qkv["q"].shape[-1] ** -0.5
    return F.batch_dot(F.softmax(F.broadcast_add(logits, bias), axis=-1), v)


class KwargsAttention(HybridBlock):
    def __init__(self, c_m=8, c=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(c, flatten=False)
            self.k = nn.Dense(c, flatten=False)
            self.v = nn.Dense(c, flatten=False)
            self.b = nn.Dense(1, flatten=False)
            self.o = nn.Dense(c_m, flatten=False)

    def hybrid_forward(self, F, m, z):
        rows = m.reshape((-3, -2))
        bias = self.b(z).reshape((0, 0, 0)).expand_dims(1)
        bias = F.broadcast_like(bias, m.slice_axis(axis=3, begin=0, end=1), lhs_axes=(1,), rhs_axes=(1,))
        bias = bias.reshape((-3, -2))
        out = attend(F, bias, q=self.q(rows), k=self.k(rows), v=self.v(rows))
        return self.o(F.reshape_like(out, m.slice_axis(axis=3, begin=0, end=4)))


Net = KwargsAttention
