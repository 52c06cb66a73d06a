"""EfficientNet's MBConv: 1x1 expansion, a 3x3 depthwise conv, a 1x1 projection, and the identity skip taken only when `inputs.shape == x.shape` and the stride is one."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, cin=4, cout=4, expand=2, stride=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.stride = stride
        mid = cin * expand
        with self.name_scope():
            self.expand = nn.Conv2D(mid, 1, in_channels=cin, use_bias=False)
            self.bn0 = nn.BatchNorm(in_channels=mid)
            self.dw = nn.Conv2D(mid, 3, strides=stride, padding=1, groups=mid, in_channels=mid,
                                use_bias=False)
            self.bn1 = nn.BatchNorm(in_channels=mid)
            self.project = nn.Conv2D(cout, 1, in_channels=mid, use_bias=False)

    def hybrid_forward(self, F, inputs):
        x = self.bn0(self.expand(inputs))
        x = x * F.sigmoid(x)
        x = self.bn1(self.dw(x))
        x = x * F.sigmoid(x)
        x = self.project(x)
        if self.stride == 1 and inputs.shape == x.shape:
            x = x + inputs
        return x
