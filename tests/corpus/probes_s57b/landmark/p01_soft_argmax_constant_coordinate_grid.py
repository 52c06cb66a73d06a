"""Integral (soft-argmax) keypoint regression: heatmaps flattened by reshape codes, softmax, expectation over constant x/y coordinate grids."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class SoftArgmaxHead(HybridBlock):
    def __init__(self, num_joints=5, size=8, **kwargs):
        super(SoftArgmaxHead, self).__init__(**kwargs)
        ys, xs = np.meshgrid(np.arange(size), np.arange(size), indexing="ij")
        with self.name_scope():
            self.heat = nn.Conv2D(num_joints, 3, padding=1, in_channels=3)
            self.grid_x = self.params.get_constant("grid_x", xs.reshape(1, 1, -1).astype("float32"))
            self.grid_y = self.params.get_constant("grid_y", ys.reshape(1, 1, -1).astype("float32"))

    def hybrid_forward(self, F, img, grid_x, grid_y):
        heat = self.heat(img).reshape((0, 0, -1))
        prob = F.softmax(heat, axis=-1)
        x = F.sum(F.broadcast_mul(prob, grid_x), axis=-1)
        y = F.sum(F.broadcast_mul(prob, grid_y), axis=-1)
        return F.stack(x, y, axis=-1)


Net = SoftArgmaxHead
