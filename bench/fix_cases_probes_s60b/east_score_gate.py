"""EAST's post-head gate: the geometry zeroed everywhere when no pixel's score passes the threshold, tested on the host by `if (score > self.thresh).sum().asscalar() == 0`, else the geometry masked by the score map (a `(B, 1, H, W)` mask times `(B, 5, H, W)`, NDArray's broadcasting)."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, c=3, thresh=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.thresh = thresh
        with self.name_scope():
            self.score = nn.Conv2D(1, 1, in_channels=c)
            self.geo = nn.Conv2D(5, 1, in_channels=c)

    def hybrid_forward(self, F, x):
        score = F.sigmoid(self.score(x))
        geo = self.geo(x)
        if (score > self.thresh).sum().asscalar() == 0:
            geo = F.zeros_like(geo)
        else:
            geo = geo * (score > self.thresh)
        return score, geo
