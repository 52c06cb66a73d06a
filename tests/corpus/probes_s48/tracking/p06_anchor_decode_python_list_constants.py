"""SiamRPN box decoding: anchor widths and heights from python lists of ratios and scales, held as a constant Parameter (1, 4, K, 1, 1), the regression deltas decoded per anchor with `slice_axis` over the coordinate axis and `broadcast_mul`/`broadcast_add`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class Net(HybridBlock):
    def __init__(self, ratios=(0.5, 1.0, 2.0), scales=(8,), stride=8, **kwargs):
        super().__init__(**kwargs)
        sizes = [(stride * s * r ** -0.5, stride * s * r ** 0.5) for r in ratios for s in scales]
        self.k = len(sizes)
        anchors = np.array([[0.0, 0.0, w, h] for w, h in sizes], dtype="float32")
        with self.name_scope():
            self.reg = nn.Conv2D(4 * self.k, 1, in_channels=4)
            self.anchors = self.params.get_constant("anchors", anchors.T.reshape(1, 4, self.k, 1, 1))

    def hybrid_forward(self, F, feat, anchors):
        delta = self.reg(feat).reshape((0, -4, 4, self.k, -2))              # (N, 4, K, H, W)
        dxy = F.slice_axis(delta, axis=1, begin=0, end=2)
        dwh = F.slice_axis(delta, axis=1, begin=2, end=4)
        awh = F.slice_axis(anchors, axis=1, begin=2, end=4)
        cxy = F.broadcast_add(F.broadcast_mul(dxy, awh), F.slice_axis(anchors, axis=1, begin=0, end=2))
        wh = F.broadcast_mul(F.exp(F.clip(dwh, -4, 4)), awh)
        return F.concat(cxy, wh, dim=1)
