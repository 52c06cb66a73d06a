"""Twins-SVT global sub-sampled attention: queries from every token; keys and values from the map (B, C, H, W) (H, W from the constructor, tokens transposed and reshaped by `reshape((0, 0, H, W))`) reduced by a strided `Conv2D(C, sr, strides=sr)`, flattened back with `reshape((0, 0, -1)).transpose((0, 2, 1))`, then `LayerNorm` and a (B, N, M) attention."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class GlobalSubsampledAttn(HybridBlock):
    def __init__(self, dim=8, height=4, width=4, sr=2, **kwargs):
        super().__init__(**kwargs)
        self._hw, self._scale = (height, width), dim ** -0.5
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False)
            self.kv = nn.Dense(2 * dim, flatten=False)
            self.sr = nn.Conv2D(dim, sr, strides=sr)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        h, w = self._hw
        q = self.q(x)
        fmap = x.transpose((0, 2, 1)).reshape((0, 0, h, w))
        red = self.norm(self.sr(fmap).reshape((0, 0, -1)).transpose((0, 2, 1)))
        k, v = F.split(self.kv(red), num_outputs=2, axis=-1)
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1)
        return F.batch_dot(attn, v)


Net = GlobalSubsampledAttn
