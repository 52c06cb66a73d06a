"""UNet++ to depth two: X(0,0), X(1,0), X(2,0) down by max pooling; X(0,1) = conv(concat(X00, up(X10))),
X(1,1) = conv(concat(X10, up(X20))), X(0,2) = conv(concat(X00, X01, up(X11))), each `up` a
`F.contrib.BilinearResize2D(x, height=skip.shape[2], width=skip.shape[3])` to the skip's size."""
from mxnet.gluon import nn


def conv(cin, cout):
    return nn.Conv2D(cout, 3, padding=1, in_channels=cin, activation='relu')


INPUTS = [(1, 2, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, f=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.x00, self.x10, self.x20 = conv(2, f), conv(f, f), conv(f, f)
            self.x01, self.x11 = conv(2 * f, f), conv(2 * f, f)
            self.x02 = conv(3 * f, f)
            self.pool = nn.MaxPool2D(2)

    def up(self, F, x, skip):
        return F.contrib.BilinearResize2D(x, height=skip.shape[2], width=skip.shape[3])

    def hybrid_forward(self, F, x):
        x00 = self.x00(x)
        x10 = self.x10(self.pool(x00))
        x20 = self.x20(self.pool(x10))
        x01 = self.x01(F.concat(x00, self.up(F, x10, x00), dim=1))
        x11 = self.x11(F.concat(x10, self.up(F, x20, x10), dim=1))
        x02 = self.x02(F.concat(x00, x01, self.up(F, x11, x00), dim=1))
        return x02
