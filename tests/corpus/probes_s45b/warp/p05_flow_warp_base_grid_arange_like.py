"""Flow warping with a base grid from `contrib.arange_like` over the flow's axes, spread by `broadcast_like`, normalised by a python size."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 7), (2, 2, 6, 7)]


class BaseGridWarp(HybridBlock):
    def __init__(self, height=6, width=7, **kwargs):
        super().__init__(**kwargs)
        self._h, self._w = height, width
        with self.name_scope():
            self.refine = nn.Conv2D(2, 3, padding=1)

    def base_grid(self, F, flow):
        one = F.slice_axis(flow, axis=1, begin=0, end=1)                       # (N, 1, H, W)
        xs = F.broadcast_like(F.reshape(F.contrib.arange_like(flow, axis=3), shape=(1, 1, 1, -1)), one)
        ys = F.broadcast_like(F.reshape(F.contrib.arange_like(flow, axis=2), shape=(1, 1, -1, 1)), one)
        return F.concat(xs, ys, dim=1)

    def hybrid_forward(self, F, img, flow):
        pos = self.base_grid(F, flow) + self.refine(flow)
        px = F.slice_axis(pos, axis=1, begin=0, end=1) * (2.0 / (self._w - 1)) - 1
        py = F.slice_axis(pos, axis=1, begin=1, end=2) * (2.0 / (self._h - 1)) - 1
        return F.BilinearSampler(img, F.concat(px, py, dim=1))


class Net(BaseGridWarp):
    pass
