"""Signed-distance field head: an MLP residual on top of a unit sphere's distance, checked for 3-d points."""
from mxnet.gluon import nn


INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=8, radius=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._radius = radius
        with self.name_scope():
            self.hidden = nn.Dense(hidden, in_units=3, activation='relu')
            self.out = nn.Dense(1, in_units=hidden)

    def hybrid_forward(self, F, points):
        assert points.shape[-1] == 3, "points must be (N, 3)"
        sphere = F.sqrt(F.sum(F.square(points), axis=1, keepdims=True)) - self._radius
        return sphere + self.out(self.hidden(points))
