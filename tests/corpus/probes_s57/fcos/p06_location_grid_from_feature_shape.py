"""FCOS locations of one level computed from `h, w = feat.shape[-2:]` and `F.arange(0, w * stride, stride)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class FCOSLocations(HybridBlock):
    def __init__(self, stride=8, **kwargs):
        super().__init__(**kwargs)
        self.stride = stride
        with self.name_scope():
            self.reg = nn.Conv2D(4, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, feat):
        ltrb = F.relu(self.reg(feat))
        h, w = feat.shape[-2:]
        xs = F.arange(0, w * self.stride, self.stride) + self.stride // 2
        ys = F.arange(0, h * self.stride, self.stride) + self.stride // 2
        grid_x = F.broadcast_to(xs.reshape((1, 1, 1, w)), shape=(1, 1, h, w))
        grid_y = F.broadcast_to(ys.reshape((1, 1, h, 1)), shape=(1, 1, h, w))
        return F.broadcast_add(ltrb, F.concat(grid_x, grid_y, grid_x, grid_y, dim=1))


Net = FCOSLocations
