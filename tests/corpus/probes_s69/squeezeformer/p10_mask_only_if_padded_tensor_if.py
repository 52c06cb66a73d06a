"""Squeezeformer conv module that applies the padding mask only when some frame is padded:
`if F.min(keep) < 1:` on the (B, T) mask from the lengths."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4), (2,)]


class MaskIfPadded(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dw = nn.Conv1D(dim, 3, padding=1, groups=dim)

    def hybrid_forward(self, F, x, lengths):
        lengths = F.floor((lengths + 1) * 2.5) + 1
        keep = F.broadcast_lesser(F.contrib.arange_like(x, axis=1).reshape((1, -1)), lengths.reshape((-1, 1)))
        if F.min(keep) < 1:
            x = F.broadcast_mul(x, keep.expand_dims(-1))
        return self.dw(x.transpose((0, 2, 1))).transpose((0, 2, 1))


Net = MaskIfPadded
