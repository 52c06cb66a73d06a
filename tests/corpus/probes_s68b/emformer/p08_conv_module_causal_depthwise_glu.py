"""Emformer/Conformer convolution module: pointwise conv to 2C and a GLU by `F.split` (a * sigmoid(b) of
equal halves), a causal depthwise Conv1D padded by k-1 with the last k-1 frames cut by `slice_axis`
(bounds from the kernel size), batch norm, swish by `x * sigmoid(x)`, a pointwise conv, a residual."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class CausalConvModule(HybridBlock):
    def __init__(self, dim=6, kernel_size=3, **kwargs):
        super().__init__(**kwargs)
        self.pad = kernel_size - 1
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.pw1 = nn.Conv1D(2 * dim, 1)
            self.dw = nn.Conv1D(dim, kernel_size, padding=self.pad, groups=dim)
            self.bn = nn.BatchNorm()
            self.pw2 = nn.Conv1D(dim, 1)

    def hybrid_forward(self, F, x):
        h = self.pw1(self.norm(x).transpose((0, 2, 1)))
        a, b = F.split(h, num_outputs=2, axis=1)
        h = a * F.sigmoid(b)
        h = self.dw(h)
        h = F.slice_axis(h, axis=2, begin=0, end=-self.pad)
        h = self.bn(h)
        h = h * F.sigmoid(h)
        return x + self.pw2(h).transpose((0, 2, 1))


Net = CausalConvModule
