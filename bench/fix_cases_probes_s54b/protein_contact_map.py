"""Contact map from predicted coordinates: pairwise differences by broadcasting (B, L, 1, 3) against (B, 1, L, 3) with a plain minus, distances, and a soft contact below 8 units."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.coord = nn.Dense(3, in_units=4, flatten=False)

    def hybrid_forward(self, F, h):
        x = self.coord(h) * 10
        diff = x.expand_dims(2) - x.expand_dims(1)
        dist = F.sqrt((diff ** 2).sum(axis=3) + 1e-8)
        return F.sigmoid(8.0 - dist)
