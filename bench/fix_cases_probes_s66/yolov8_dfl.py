"""YOLOv8's Distribution Focal Loss decode (the DFL module): the box branch's (b, 4 * (reg_max + 1), a)
output viewed as (b, 4, reg_max + 1, a) from the unpacked shape, a softmax over the bins, and the expected
value by a dot with `arange(reg_max + 1)` built with `nd` (a plain `*` of (b, 4, n, a) and (1, 1, n, 1)),
then the ltrb distances scaled by the stride tensor."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 8, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, reg_max=7, stride=8.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.reg_max = reg_max
        self.stride = stride
        with self.name_scope():
            self.box_conv = nn.Conv2D(4 * (reg_max + 1), 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        box = self.box_conv(x)
        b, c, h, w = box.shape
        box = box.reshape((b, c, h * w))
        a = box.shape[2]
        prob = F.softmax(box.reshape((b, 4, self.reg_max + 1, a)), axis=2)
        proj = nd.arange(self.reg_max + 1).reshape((1, 1, -1, 1))
        dist = (prob * proj).sum(axis=2)
        return dist * self.stride
