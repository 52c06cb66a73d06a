"""FCOS locations of one level: x and y centres `arange_like(feat, axis=3) * stride + stride // 2`, spread to an (H, W) grid by `broadcast_like` with axes, ltrb decoded into boxes by `broadcast_sub`/`broadcast_add`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class FCOSDecode(HybridBlock):
    def __init__(self, stride=8, **kwargs):
        super().__init__(**kwargs)
        self.stride = stride
        with self.name_scope():
            self.reg = nn.Conv2D(4, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, feat):
        ltrb = F.relu(self.reg(feat)) * self.stride
        xs = F.contrib.arange_like(feat, axis=3) * self.stride + self.stride // 2
        ys = F.contrib.arange_like(feat, axis=2) * self.stride + self.stride // 2
        one = F.slice_axis(F.slice_axis(feat, axis=1, begin=0, end=1), axis=0, begin=0, end=1)
        gx = F.broadcast_like(xs.reshape((1, 1, 1, -1)), one, lhs_axes=(2,), rhs_axes=(2,))
        gy = F.broadcast_like(ys.reshape((1, 1, -1, 1)), one, lhs_axes=(3,), rhs_axes=(3,))
        l, t, r, b = F.split(ltrb, num_outputs=4, axis=1)
        return F.concat(F.broadcast_sub(gx, l), F.broadcast_sub(gy, t),
                        F.broadcast_add(gx, r), F.broadcast_add(gy, b), dim=1)


Net = FCOSDecode
