"""Twins-SVT global sub-sampled attention with a hand-written stable softmax: `attn - attn.max(axis=-1, keepdims=True)` by a plain `-` on the (B, N, M) scores against their (B, N, 1) maxima, then `exp` and a division by the keepdims sum."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class StableSoftmaxGSA(HybridBlock):
    def __init__(self, dim=8, height=4, width=4, sr=2, **kwargs):
        super().__init__(**kwargs)
        self._hw, self._scale = (height, width), dim ** -0.5
        with self.name_scope():
            self.kv = nn.Dense(2 * dim, flatten=False)
            self.sr = nn.Conv2D(dim, sr, strides=sr)

    def hybrid_forward(self, F, x):
        h, w = self._hw
        red = self.sr(x.transpose((0, 2, 1)).reshape((0, 0, h, w))).reshape((0, 0, -1)).transpose((0, 2, 1))
        k, v = F.split(self.kv(red), num_outputs=2, axis=-1)
        attn = F.batch_dot(x, k, transpose_b=True) * self._scale
        attn = F.exp(attn - attn.max(axis=-1, keepdims=True))
        attn = F.broadcast_div(attn, attn.sum(axis=-1, keepdims=True))
        return F.batch_dot(attn, v)


Net = StableSoftmaxGSA
