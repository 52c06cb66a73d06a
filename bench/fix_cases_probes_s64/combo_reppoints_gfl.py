"""RepPoints meeting GFL (a point-set detector trained with quality focal loss): pseudo boxes by the
'minmax' transform (`pts.reshape((b, -1, 2, h, w))` from `pts.shape`, `pts_reshape[:, :, 0, ...]` for y and
`[:, :, 1, ...]` for x, min and max over the points), the IoU of each location's box with a target box given
per image (a plain `F.maximum`/`F.minimum` of (b, 1, h, w) boxes and the (b, 4) targets reshaped to
`(b, 4, 1, 1)`), and the IoU used as the soft target of a quality focal term whose `score - sigmoid` meets
(b, 1, h, w) and (b, C, h, w)."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, num_points=5, num_classes=3, beta=2.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.beta = beta
        with self.name_scope():
            self.pts_conv = nn.Conv2D(2 * num_points, 3, padding=1, in_channels=in_channels)
            self.cls_conv = nn.Conv2D(num_classes, 3, padding=1, in_channels=in_channels)

    def hybrid_forward(self, F, x, gt):
        pts = self.pts_conv(x)
        b, _, h, w = pts.shape
        pts_reshape = pts.reshape((b, -1, 2, h, w))
        pts_y = pts_reshape[:, :, 0, ...]
        pts_x = pts_reshape[:, :, 1, ...]
        x1, y1 = pts_x.min(axis=1, keepdims=True), pts_y.min(axis=1, keepdims=True)
        x2, y2 = pts_x.max(axis=1, keepdims=True), pts_y.max(axis=1, keepdims=True)
        g = gt.reshape((b, 4, 1, 1))
        gx1 = F.minimum(g[:, 0:1], g[:, 2:3])
        gx2 = F.maximum(g[:, 0:1], g[:, 2:3])
        gy1 = F.minimum(g[:, 1:2], g[:, 3:4])
        gy2 = F.maximum(g[:, 1:2], g[:, 3:4])
        iw = F.relu(F.minimum(x2, gx2) - F.maximum(x1, gx1))
        ih = F.relu(F.minimum(y2, gy2) - F.maximum(y1, gy1))
        inter = iw * ih
        union = (x2 - x1) * (y2 - y1) + (gx2 - gx1) * (gy2 - gy1) - inter
        iou = F.stop_gradient(inter / (union + 1e-6))
        logits = self.cls_conv(x)
        sig = F.sigmoid(logits)
        qfl = (F.relu(logits) - logits * iou + F.log(1 + F.exp(-F.abs(logits)))) \
            * F.power(F.abs(iou - sig), self.beta)
        return qfl.mean(axis=1), F.concat(x1, y1, x2, y2, dim=1)
