"""Box decoding of a detector's second stage (Detectron's bbox_transform): proposal widths and centres from columns `rois[:, 2] - rois[:, 0] + 1`, the deltas of every class by step slices `deltas[:, 0::4]`, broadcast against the centres with `[:, None]`, the scale deltas clipped, and the corners stacked and flattened by `(deltas.shape[0], -1)`."""
import math

from mxnet.gluon import nn


INPUTS = [(4, 4), (4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.clip = math.log(1000. / 16)
        with self.name_scope():
            self.reg = nn.Dense(8, in_units=6)

    def hybrid_forward(self, F, rois, feat):
        rois = F.abs(rois) * 10
        deltas = self.reg(feat)
        widths = rois[:, 2] - rois[:, 0] + 1.0
        heights = rois[:, 3] - rois[:, 1] + 1.0
        ctr_x = rois[:, 0] + 0.5 * widths
        ctr_y = rois[:, 1] + 0.5 * heights
        dx = deltas[:, 0::4]
        dy = deltas[:, 1::4]
        dw = F.clip(deltas[:, 2::4], -self.clip, self.clip)
        dh = F.clip(deltas[:, 3::4], -self.clip, self.clip)
        px = dx * widths[:, None] + ctr_x[:, None]
        py = dy * heights[:, None] + ctr_y[:, None]
        pw = F.exp(dw) * widths[:, None]
        ph = F.exp(dh) * heights[:, None]
        boxes = F.stack(px - 0.5 * pw, py - 0.5 * ph, px + 0.5 * pw, py + 0.5 * ph, axis=2)
        return boxes.reshape((deltas.shape[0], -1))
