"""EAST's RBOX output: a score map, four distances `sigmoid(conv) * text_scale`, and an angle channel `(sigmoid(conv) - 0.5) * pi / 2`; the box corners restored at each pixel from `xs = nd.arange(w).reshape((1, 1, 1, w)) * 4` with `h, w = x.shape[2:]`, minus the left distance (NDArray's broadcasting)."""
import math
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, c=3, text_scale=16.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.text_scale = text_scale
        with self.name_scope():
            self.score = nn.Conv2D(1, 1, in_channels=c)
            self.geo = nn.Conv2D(4, 1, in_channels=c)
            self.angle = nn.Conv2D(1, 1, in_channels=c)

    def hybrid_forward(self, F, x):
        h, w = x.shape[2:]
        score = F.sigmoid(self.score(x))
        geo = F.sigmoid(self.geo(x)) * self.text_scale
        angle = (F.sigmoid(self.angle(x)) - 0.5) * math.pi / 2
        xs = mx.nd.arange(w).reshape((1, 1, 1, w)) * 4
        x_min = xs - geo[:, 3:4]
        return F.concat(score, geo, angle, x_min, dim=1)
