"""Squeezeformer time reduction: the (B, T, C) sequence transposed to (B, C, T), a strided depthwise
Conv1D (`groups=C`, stride 2) and a pointwise Conv1D, transposed back; the output lengths divided by the
stride with `F.ceil` (lengths mapped from the input's values)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6), (2,)]


class TimeReduction(HybridBlock):
    def __init__(self, dim=6, kernel=3, stride=2, **kwargs):
        super().__init__(**kwargs)
        self.stride = stride
        with self.name_scope():
            self.dw = nn.Conv1D(dim, kernel, strides=stride, padding=kernel // 2, groups=dim)
            self.pw = nn.Conv1D(dim, 1)

    def hybrid_forward(self, F, x, lengths):
        y = self.pw(self.dw(x.transpose((0, 2, 1)))).transpose((0, 2, 1))
        return y, F.ceil((lengths + 1) * 4 / self.stride)


Net = TimeReduction
