"""Deformable block returning its output and an offset regulariser: mean absolute offset plus a smoothness term from `slice_axis` differences along height and width."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class RegularisedDeformConv(HybridBlock):
    def __init__(self, in_channels=3, channels=4, k=3, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.k = channels, k
        with self.name_scope():
            self.offset = nn.Conv2D(2 * k * k, k, padding=k // 2, in_channels=in_channels)
            self.weight = self.params.get("weight", shape=(channels, in_channels, k, k), init=init.Xavier())

    def hybrid_forward(self, F, x, weight):
        off = self.offset(x)
        dy = F.slice_axis(off, axis=2, begin=1, end=None) - F.slice_axis(off, axis=2, begin=0, end=-1)
        dx = F.slice_axis(off, axis=3, begin=1, end=None) - F.slice_axis(off, axis=3, begin=0, end=-1)
        reg = F.mean(F.abs(off)) + F.mean(F.square(dy)) + F.mean(F.square(dx))
        out = F.contrib.DeformableConvolution(x, off, weight, kernel=(self.k, self.k), no_bias=True,
                                              pad=(self.k // 2, self.k // 2), num_filter=self.channels)
        return out, reg


Net = RegularisedDeformConv
