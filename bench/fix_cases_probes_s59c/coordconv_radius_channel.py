"""AddCoords with the radius channel (`with_r=True`): x and y coordinates from `F.arange` of the
last two sizes, normalised to [0, 1), their broadcast distance to the centre
`sqrt((xx - 0.5) ** 2 + (yy - 0.5) ** 2)` as a third channel, stacked over `len(x)` samples."""
from mxnet.gluon import nn


INPUTS = [(3, 2, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 1, in_channels=5)

    def hybrid_forward(self, F, x):
        h, w = x.shape[-2], x.shape[-1]
        xx = (F.arange(w) / w).reshape((1, w))
        yy = (F.arange(h) / h).reshape((h, 1))
        rr = F.sqrt((xx - 0.5) ** 2 + (yy - 0.5) ** 2)
        xx = F.broadcast_to(xx, shape=(h, w))
        yy = F.broadcast_to(yy, shape=(h, w))
        coords = F.stack(xx, yy, rr, axis=0)
        coords = F.stack(*[coords] * len(x), axis=0)
        return self.conv(F.concat(x, coords, dim=1))
