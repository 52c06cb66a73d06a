"""MobileNetV3's last stage: a 1x1 conv with h-swish, global average pooling by
`F.Pooling(kernel=x.shape[2:])`, the 1280-wide (here 8) conv head with h-swish, flattened by
`x.reshape((x.shape[0], -1))` and classified by a Dense."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4, 4)]


def hswish(F, x):
    return x * F.clip(x + 3.0, 0.0, 6.0) / 6.0


class Net(nn.HybridBlock):
    def __init__(self, cin=6, last=12, head=8, classes=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(last, 1, in_channels=cin, use_bias=False)
            self.bn = nn.BatchNorm(in_channels=last)
            self.head = nn.Conv2D(head, 1, in_channels=last)
            self.fc = nn.Dense(classes, in_units=head)

    def hybrid_forward(self, F, x):
        x = hswish(F, self.bn(self.conv(x)))
        x = F.Pooling(x, kernel=x.shape[2:], pool_type='avg')
        x = hswish(F, self.head(x))
        x = x.reshape((x.shape[0], -1))
        return self.fc(x)
