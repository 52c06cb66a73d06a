"""Twins global sub-sampled attention with a projection method returning a tuple `(q, (k, v))` -- the keys and values as the list `F.split` returns -- unpacked in two steps by the caller (`q, kv = self._project(F, x)`, then `k, v = kv`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class TupleProjectGSA(HybridBlock):
    def __init__(self, dim=8, height=4, width=4, sr=2, **kwargs):
        super().__init__(**kwargs)
        self._hw, self._scale = (height, width), dim ** -0.5
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False)
            self.kv = nn.Dense(2 * dim, flatten=False)
            self.sr = nn.Conv2D(dim, sr, strides=sr)

    def _project(self, F, x):
        fmap = x.transpose((0, 2, 1)).reshape((0, 0) + self._hw)
        red = self.sr(fmap).reshape((0, 0, -1)).transpose((0, 2, 1))
        return self.q(x), F.split(self.kv(red), num_outputs=2, axis=-1)

    def hybrid_forward(self, F, x):
        q, kv = self._project(F, x)
        k, v = kv
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1)
        return F.batch_dot(attn, v)


Net = TupleProjectGSA
