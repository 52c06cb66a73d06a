"""LightGlue's learnable Fourier positional encoding applied as a rotary embedding: normalised keypoints
projected by a bias-free Dense to D/2 frequencies, cos/sin repeated to D by `repeat(2, axis=-1)`, and
`rotate_half` written with reshape codes `(0, 0, -4, -1, 2)` and a `stack` of `(-x2, x1)`; the rotation
`q * cos + rotate_half(q) * sin` is plain arithmetic of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 2), (2, 5, 8)]


def rotate_half(F, x):
    x = x.reshape((0, 0, -4, -1, 2))
    x1 = F.slice_axis(x, axis=-1, begin=0, end=1)
    x2 = F.slice_axis(x, axis=-1, begin=1, end=2)
    return F.concat(-x2, x1, dim=-1).reshape((0, 0, -3))


class RotaryEncoding(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.freqs = nn.Dense(dim // 2, flatten=False, use_bias=False)

    def hybrid_forward(self, F, kpts, desc):
        proj = self.freqs(kpts)
        cos = F.cos(proj).repeat(2, axis=-1)
        sin = F.sin(proj).repeat(2, axis=-1)
        return desc * cos + rotate_half(F, desc) * sin


Net = RotaryEncoding
