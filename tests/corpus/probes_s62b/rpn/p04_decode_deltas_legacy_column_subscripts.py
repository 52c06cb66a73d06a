"""RPN box decoding ported from the PyTorch `BoxCoder.decode`: anchor widths and centres and the deltas taken column by column with subscripts `anchors[:, :, 2] - anchors[:, :, 0]`, `deltas[:, :, 0]`, ..., results stacked on the last axis."""
from mxnet.gluon import HybridBlock

INPUTS = [(1, 12, 4), (1, 12, 4)]


class SubscriptDecoder(HybridBlock):
    def hybrid_forward(self, F, deltas, anchors):
        widths = anchors[:, :, 2] - anchors[:, :, 0]
        heights = anchors[:, :, 3] - anchors[:, :, 1]
        ctr_x = anchors[:, :, 0] + 0.5 * widths
        ctr_y = anchors[:, :, 1] + 0.5 * heights
        dx, dy, dw, dh = deltas[:, :, 0], deltas[:, :, 1], deltas[:, :, 2], deltas[:, :, 3]
        px, py = dx * widths + ctr_x, dy * heights + ctr_y
        pw, ph = F.exp(dw) * widths, F.exp(dh) * heights
        return F.stack(px - 0.5 * pw, py - 0.5 * ph, px + 0.5 * pw, py + 0.5 * ph, axis=-1)


Net = SubscriptDecoder
