"""SegFormer efficient self-attention ported line by line: `B, N, C = x.shape` and the heads split
with `reshape((B, N, self.heads, C // self.heads))`."""
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
            self.proj = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        B, N, C = x.shape
        q = self.q(x).reshape((B, N, self.heads, C // self.heads)).transpose((0, 2, 1, 3))
        m = x.transpose((0, 2, 1)).reshape((B, C, self.hw[0], self.hw[1]))
        r = self.sr(m).reshape((B, C, -1)).transpose((0, 2, 1))
        kv = self.kv(r).reshape((B, -1, 2, self.heads, C // self.heads)).transpose((2, 0, 3, 1, 4))
        k, v = F.split(kv, num_outputs=2, axis=0, squeeze_axis=True)
        att = F.softmax(F.linalg.gemm2(q, k, transpose_b=True) * self.scale, axis=-1)
        o = F.linalg.gemm2(att, v).transpose((0, 2, 1, 3)).reshape((B, N, C))
        return self.proj(o)


Net = EfficientAttention
