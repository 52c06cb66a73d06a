"""SegFormer efficient self-attention: keys/values from a spatially reduced map (Conv2D with kernel
and stride sr), heads by reshape codes, scores by batch_dot; the map size comes from the
constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class EfficientAttention(HybridBlock):
    def __init__(self, dim=8, heads=2, sr=2, hw=(4, 4), **kwargs):
        super().__init__(**kwargs)
        self.heads, self.hw = heads, hw
        self.scale = (dim // heads) ** -0.5
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False)
            self.kv = nn.Dense(2 * dim, flatten=False)
            self.sr = nn.Conv2D(dim, sr, strides=sr)
            self.norm = nn.LayerNorm()
            self.proj = nn.Dense(dim, flatten=False)

    def _heads(self, t):
        return t.reshape((0, 0, -4, self.heads, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))

    def hybrid_forward(self, F, x):
        q = self._heads(self.q(x))
        m = x.transpose((0, 2, 1)).reshape((0, 0, self.hw[0], self.hw[1]))
        r = self.norm(self.sr(m).reshape((0, 0, -1)).transpose((0, 2, 1)))
        k, v = F.split(self.kv(r), num_outputs=2, axis=-1)
        att = F.softmax(F.batch_dot(q, self._heads(k), transpose_b=True) * self.scale, axis=-1)
        o = F.batch_dot(att, self._heads(v))
        o = o.reshape((-4, -1, self.heads, 0, 0)).transpose((0, 2, 1, 3)).reshape((0, 0, -3))
        return self.proj(o)


Net = EfficientAttention
