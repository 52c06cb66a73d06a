"""GFL's regression head: box sides as discrete distributions over `reg_max + 1` bins from a conv, the
`Integral` layer (softmax over the bins, `F.dot` with a `linspace(0, reg_max)` projection kept on the
block as an NDArray), the four distances scaled by the stride and turned into boxes around the anchor
points of the map (`(nd.arange(w) + 0.5) * stride` from `b, _, h, w = reg.shape`), `distance2bbox` by
plain `-`/`+` of (b, h*w) distances and (1, h*w) points."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, reg_max=7, stride=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.reg_max = reg_max
        self.stride = stride
        self.project = nd.array(np.linspace(0, reg_max, reg_max + 1))
        with self.name_scope():
            self.gfl_reg = nn.Conv2D(4 * (reg_max + 1), 3, padding=1, in_channels=in_channels)

    def integral(self, F, x):
        x = F.softmax(x.reshape((-1, self.reg_max + 1)), axis=1)
        return F.dot(x, self.project).reshape((-1, 4))

    def hybrid_forward(self, F, feat):
        reg = self.gfl_reg(feat)
        b, _, h, w = reg.shape
        dist = self.integral(F, reg.transpose((0, 2, 3, 1))) * self.stride
        dist = dist.reshape((b, h * w, 4))
        xs = (nd.arange(w) + 0.5) * self.stride
        ys = (nd.arange(h) + 0.5) * self.stride
        px = xs.reshape((1, w)).broadcast_to((h, w)).reshape((1, -1))
        py = ys.reshape((h, 1)).broadcast_to((h, w)).reshape((1, -1))
        x1 = px - dist[:, :, 0]
        y1 = py - dist[:, :, 1]
        x2 = px + dist[:, :, 2]
        y2 = py + dist[:, :, 3]
        return F.stack(x1, y1, x2, y2, axis=-1)
