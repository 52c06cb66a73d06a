"""Local (blocked) self-attention: the sequence is cut into windows of `block` tokens by the reshape code `(0, -4, -1, block, 0)`, windows merged into the batch by `-3`, scores by `batch_dot`, and the windows put back by the inverse codes."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, block=4, **kwargs):
        super().__init__(**kwargs)
        self.block = block
        self.scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=units, use_bias=False)
            self.proj = nn.Dense(units, flatten=False, in_units=units)

    def _windows(self, F, t):
        # (N, T, D) -> (N * T/block, block, D)
        return F.reshape(F.reshape(t, shape=(0, -4, -1, self.block, 0)), shape=(-3, 0, 0))

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        qw, kw, vw = (self._windows(F, t) for t in (q, k, v))
        att = F.softmax(F.batch_dot(qw, kw, transpose_b=True) * self.scale, axis=-1)
        out = F.batch_dot(att, vw)
        # (N * nb, block, D) -> (N, T, D)
        out = F.reshape(F.reshape_like(out, F.reshape(q, shape=(0, -4, -1, self.block, 0)), lhs_begin=0, lhs_end=1, rhs_begin=0, rhs_end=2), shape=(0, -3, 0))
        return self.proj(out)
