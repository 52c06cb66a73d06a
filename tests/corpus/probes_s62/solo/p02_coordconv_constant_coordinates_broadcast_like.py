"""SOLO CoordConv: normalised x/y coordinates for the configured feature size made with numpy `linspace` + `meshgrid` into a (1, 2, H, W) constant, expanded to the batch by `broadcast_like(lhs_axes=(0,), rhs_axes=(0,))` and concatenated on channels."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 12, 12)]


class CoordConv(HybridBlock):
    def __init__(self, in_channels=8, out_channels=8, height=12, width=12, **kwargs):
        super(CoordConv, self).__init__(**kwargs)
        xs, ys = np.meshgrid(np.linspace(-1, 1, width), np.linspace(-1, 1, height))
        coords = np.stack([xs, ys])[None].astype("float32")
        with self.name_scope():
            self.coords = self.params.get_constant("coords", coords)
            self.conv = nn.Conv2D(out_channels, 3, padding=1, in_channels=in_channels + 2)

    def hybrid_forward(self, F, feat, coords):
        coords = F.broadcast_like(coords, feat, lhs_axes=(0,), rhs_axes=(0,))
        return F.relu(self.conv(F.concat(feat, coords, dim=1)))


Net = CoordConv
