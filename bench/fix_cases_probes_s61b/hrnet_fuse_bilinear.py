"""HRNet's fuse layer with bilinear resizing: every branch brought to the size of branch i by
`BilinearResize2D(y, height=xs[i].shape[2], width=xs[i].shape[3])` (up) or stride-2 convs (down),
summed per output branch."""
from mxnet.gluon import nn


INPUTS = [(1, 2, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, c=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.b1 = nn.Conv2D(c, 3, strides=2, padding=1, in_channels=c)
            self.up10 = nn.Conv2D(c, 1, in_channels=c)
            self.down01 = nn.Conv2D(c, 3, strides=2, padding=1, in_channels=c)

    def hybrid_forward(self, F, x):
        xs = [x, self.b1(x)]
        up = F.contrib.BilinearResize2D(self.up10(xs[1]), height=xs[0].shape[2], width=xs[0].shape[3])
        y0 = F.relu(xs[0] + up)
        y1 = F.relu(xs[1] + self.down01(xs[0]))
        return y0, y1
