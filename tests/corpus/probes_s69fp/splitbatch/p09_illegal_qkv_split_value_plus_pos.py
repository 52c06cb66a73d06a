"""Illegal: `q, k, v` split three ways along the last axis of one Dense, the (1, L, C) positional
parameter added to `v` with a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]


class Net(HybridBlock):
    def __init__(self, length=5, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False)
            self.pos = self.params.get("pos", shape=(1, length, units))

    def hybrid_forward(self, F, x, pos):
        q, k, v = F.split(self.qkv(x), 3, axis=-1)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1)
        return F.batch_dot(att, v + pos)
