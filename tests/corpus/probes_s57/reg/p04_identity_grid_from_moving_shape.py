"""Spatial transformer that adds the flow to an identity sampling grid whose size is read from `moving.shape[2:]`, then normalises to [-1, 1] for `BilinearSampler`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8), (2, 1, 8, 8)]


class DenseTransformer(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.flow = nn.Conv2D(2, 3, padding=1, in_channels=2, weight_initializer="zeros")

    def hybrid_forward(self, F, moving, fixed):
        flow = self.flow(F.concat(moving, fixed, dim=1))
        h, w = moving.shape[2:]
        ys = F.broadcast_to(F.arange(h).reshape((1, 1, h, 1)), shape=(1, 1, h, w))
        xs = F.broadcast_to(F.arange(w).reshape((1, 1, 1, w)), shape=(1, 1, h, w))
        ident = F.concat(xs * (2.0 / (w - 1)) - 1, ys * (2.0 / (h - 1)) - 1, dim=1)
        grid = F.broadcast_add(ident, flow)
        return F.BilinearSampler(moving, grid)


Net = DenseTransformer
