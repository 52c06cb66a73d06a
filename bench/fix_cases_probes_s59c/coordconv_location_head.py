"""A location-aware head (SOLO's category branch): features resized to an S x S grid, coordinate
maps made as `F.ones((n, 1, S, 1)) * F.arange(S).reshape((1, 1, 1, S))` (operands of different
shapes) over `n = feat.shape[0]`, normalised by `S - 1` and concatenated before the classifier."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 9, 9)]


class Net(nn.HybridBlock):
    def __init__(self, grid=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.grid = grid
        with self.name_scope():
            self.cls = nn.Conv2D(3, 3, padding=1, in_channels=6)

    def hybrid_forward(self, F, feat):
        S = self.grid
        n = feat.shape[0]
        f = F.contrib.BilinearResize2D(feat, height=S, width=S)
        xs = F.ones((n, 1, S, 1)) * F.arange(S).reshape((1, 1, 1, S)) / (S - 1)
        ys = F.ones((n, 1, 1, S)) * F.arange(S).reshape((1, 1, S, 1)) / (S - 1)
        return F.sigmoid(self.cls(F.concat(f, xs, ys, dim=1)))
