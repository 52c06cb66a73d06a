"""MobileNetV3's inverted residual: expand 1x1 with h-swish `x * F.clip(x + 3, 0, 6) / 6`, depthwise
3x3, project 1x1, and the identity skip taken when `x.shape[1] == out.shape[1]` and the stride keeps
the spatial size `x.shape[2] == out.shape[2]`, added in place with `out += x`."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, cin=8, exp=16, cout=8, stride=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.expand = nn.Conv2D(exp, 1, in_channels=cin, use_bias=False)
            self.dw = nn.Conv2D(exp, 3, strides=stride, padding=1, groups=exp, in_channels=exp, use_bias=False)
            self.project = nn.Conv2D(cout, 1, in_channels=exp, use_bias=False)

    def hswish(self, F, x):
        return x * F.clip(x + 3, 0, 6) / 6.

    def hybrid_forward(self, F, x):
        out = self.hswish(F, self.expand(x))
        out = self.hswish(F, self.dw(out))
        out = self.project(out)
        if x.shape[1] == out.shape[1] and x.shape[2] == out.shape[2]:
            out += x
        return out
