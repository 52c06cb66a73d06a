"""Heatmap + offset regression (PFLD / CenterNet style): offsets picked at each joint's heatmap argmax; the peak index turned into x, y by python width arithmetic."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class HeatmapOffsetHead(HybridBlock):
    def __init__(self, num_joints=5, width=8, **kwargs):
        super(HeatmapOffsetHead, self).__init__(**kwargs)
        self.num_joints = num_joints
        self.width = width
        with self.name_scope():
            self.heat = nn.Conv2D(num_joints, 3, padding=1, in_channels=3)
            self.offset = nn.Conv2D(2 * num_joints, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, img):
        heat = self.heat(img).reshape((0, 0, -1))
        offsets = self.offset(img).reshape((0, -4, self.num_joints, 2, -3))
        idx = F.argmax(heat, axis=-1)
        ox = F.pick(F.slice_axis(offsets, axis=2, begin=0, end=1).reshape((0, 0, -1)), idx, axis=-1)
        oy = F.pick(F.slice_axis(offsets, axis=2, begin=1, end=2).reshape((0, 0, -1)), idx, axis=-1)
        x = F.broadcast_mod(idx, F.ones_like(idx) * self.width) + ox
        y = F.floor(idx / self.width) + oy
        return F.stack(x, y, axis=-1)


Net = HeatmapOffsetHead
