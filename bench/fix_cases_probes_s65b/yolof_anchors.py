"""YOLOF's anchor generator on the single C5 level: `grid_height, grid_width = features.shape[-2:]`,
shifts `nd.arange(0, grid_width * stride, step=stride)` and the same for rows, a meshgrid by reshape and
`broadcast_to`, the cell anchors of the configured sizes (an NDArray built once in `__init__`) added to the
(H * W, 1, 4) shifts, and the box deltas of the head decoded against them with the scale clamp
`log(1000 / 16)`."""
import math

import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(1, 8, 4, 5)]


def cell_anchors(sizes, aspect_ratios=(1.0,)):
    anchors = []
    for size in sizes:
        area = size ** 2.0
        for ar in aspect_ratios:
            w = math.sqrt(area / ar)
            h = ar * w
            anchors.append([-w / 2.0, -h / 2.0, w / 2.0, h / 2.0])
    return nd.array(np.array(anchors, dtype=np.float32))


class Net(nn.HybridBlock):
    def __init__(self, in_channels=8, sizes=(32, 64, 128), stride=32, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.stride = stride
        self.num_anchors = len(sizes)
        self.cell_anchors = cell_anchors(sizes)
        self.scale_clamp = math.log(1000.0 / 16)
        with self.name_scope():
            self.bbox_pred = nn.Conv2D(self.num_anchors * 4, 3, padding=1, in_channels=in_channels)

    def grid_anchors(self, features):
        grid_height, grid_width = features.shape[-2:]
        shifts_x = nd.arange(0, grid_width * self.stride, step=self.stride)
        shifts_y = nd.arange(0, grid_height * self.stride, step=self.stride)
        shift_x = shifts_x.reshape((1, -1)).broadcast_to((grid_height, grid_width)).reshape((-1,))
        shift_y = shifts_y.reshape((-1, 1)).broadcast_to((grid_height, grid_width)).reshape((-1,))
        shifts = nd.stack(shift_x, shift_y, shift_x, shift_y, axis=1)
        return (shifts.reshape((-1, 1, 4)) + self.cell_anchors.reshape((1, -1, 4))).reshape((-1, 4))

    def hybrid_forward(self, F, features):
        anchors = self.grid_anchors(features)
        deltas = self.bbox_pred(features).transpose((0, 2, 3, 1)).reshape((0, -1, 4))
        widths = anchors[:, 2] - anchors[:, 0]
        heights = anchors[:, 3] - anchors[:, 1]
        ctr_x = anchors[:, 0] + 0.5 * widths
        ctr_y = anchors[:, 1] + 0.5 * heights
        dx, dy, dw, dh = F.split(deltas, num_outputs=4, axis=-1, squeeze_axis=True)
        dw = F.clip(dw, -INF_CLAMP, self.scale_clamp)
        dh = F.clip(dh, -INF_CLAMP, self.scale_clamp)
        pred_ctr_x = dx * widths + ctr_x
        pred_ctr_y = dy * heights + ctr_y
        pred_w = F.exp(dw) * widths
        pred_h = F.exp(dh) * heights
        return F.stack(pred_ctr_x - 0.5 * pred_w, pred_ctr_y - 0.5 * pred_h,
                       pred_ctr_x + 0.5 * pred_w, pred_ctr_y + 0.5 * pred_h, axis=-1)


INF_CLAMP = 1e4
