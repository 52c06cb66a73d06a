"""MobileNetV2-style inverted residual: the skip is added only when a python flag says so."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 7, 7)]


class InvertedResidual(HybridBlock):
    def __init__(self, in_ch, out_ch, expand, stride):
        super().__init__()
        self.use_shortcut = stride == 1 and in_ch == out_ch
        with self.name_scope():
            self.out = nn.HybridSequential()
            hidden = in_ch * expand
            self.out.add(nn.Conv2D(hidden, 1, in_channels=in_ch, use_bias=False),
                         nn.BatchNorm(in_channels=hidden), nn.Activation("relu"),
                         nn.Conv2D(hidden, 3, stride, 1, groups=hidden, in_channels=hidden, use_bias=False),
                         nn.Conv2D(out_ch, 1, in_channels=hidden, use_bias=False))

    def hybrid_forward(self, F, x):
        out = self.out(x)
        if self.use_shortcut:
            out = F.elemwise_add(out, x)
        return out


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.b1 = InvertedResidual(6, 6, 2, 1)
            self.b2 = InvertedResidual(6, 4, 2, 2)

    def hybrid_forward(self, F, x):
        return self.b2(self.b1(x))
