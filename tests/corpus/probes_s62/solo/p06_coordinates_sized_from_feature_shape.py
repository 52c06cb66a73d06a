"""SOLO CoordConv with the coordinate maps sized from the feature map: `h, w = feat.shape[2:]`, `F.arange(w)` / `F.arange(h)` scaled to [-1, 1] and tiled to the batch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ShapeCoordConv(HybridBlock):
    def __init__(self, in_channels=8, **kwargs):
        super(ShapeCoordConv, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(in_channels, 3, padding=1, in_channels=in_channels + 2)

    def hybrid_forward(self, F, feat):
        h, w = feat.shape[2:]
        xs = F.arange(w) / (w - 1) * 2 - 1
        ys = F.arange(h) / (h - 1) * 2 - 1
        x_map = F.broadcast_like(xs.reshape((1, 1, 1, -1)), F.slice_axis(feat, axis=1, begin=0, end=1))
        y_map = F.broadcast_like(ys.reshape((1, 1, -1, 1)), F.slice_axis(feat, axis=1, begin=0, end=1))
        return self.conv(F.concat(feat, x_map, y_map, dim=1))


Net = ShapeCoordConv
