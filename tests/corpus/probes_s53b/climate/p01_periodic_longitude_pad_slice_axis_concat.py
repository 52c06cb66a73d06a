"""Lat-lon conv layer: periodic longitude padding by a helper of F that concatenates the last and first `p` columns (`slice_axis` with negative begin), the poles padded by `F.pad(..., mode="edge")`, then a valid 3x3 conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 8)]


def periodic_pad(F, x, p):
    west = F.slice_axis(x, axis=3, begin=-p, end=None)
    east = F.slice_axis(x, axis=3, begin=0, end=p)
    x = F.concat(west, x, east, dim=3)
    return F.pad(x, mode="edge", pad_width=(0, 0, 0, 0, p, p, 0, 0))


class LatLonConv(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3)

    def hybrid_forward(self, F, x):
        return F.relu(self.conv(periodic_pad(F, x, 1)))


Net = LatLonConv
