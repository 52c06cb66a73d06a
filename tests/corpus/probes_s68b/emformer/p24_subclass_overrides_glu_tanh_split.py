"""Emformer convolution module whose base class gates in `glu(self, F, h)` by `F.split` and a sigmoid;
the subclass overrides the gate with `tanh` (a gated tanh unit): equal halves, `a * F.tanh(b)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class ConvModuleBase(HybridBlock):
    def __init__(self, dim=6, kernel_size=3, **kwargs):
        super().__init__(**kwargs)
        self.pad = kernel_size - 1
        with self.name_scope():
            self.pw1 = nn.Conv1D(2 * dim, 1)
            self.dw = nn.Conv1D(dim, kernel_size, padding=self.pad, groups=dim)
            self.pw2 = nn.Conv1D(dim, 1)

    def glu(self, F, h):
        a, b = F.split(h, num_outputs=2, axis=1)
        return a * F.sigmoid(b)

    def hybrid_forward(self, F, x):
        h = self.glu(F, self.pw1(x.transpose((0, 2, 1))))
        h = F.slice_axis(self.dw(h), axis=2, begin=0, end=-self.pad)
        return x + self.pw2(F.relu(h)).transpose((0, 2, 1))


class GatedTanhConvModule(ConvModuleBase):
    def glu(self, F, h):
        a, b = F.split(h, num_outputs=2, axis=1)
        return a * F.tanh(b)


Net = GatedTanhConvModule
