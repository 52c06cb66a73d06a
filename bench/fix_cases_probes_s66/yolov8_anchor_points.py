"""YOLOv8's `make_anchors` and `dist2bbox`: per level the anchor points `(arange(w) + 0.5, arange(h) + 0.5)`
from the feature's size (a meshgrid by tile), the stride tensor `full((h * w, 1), stride)`, all levels
concatenated; the predicted ltrb distances split in two and turned into xyxy boxes around the anchor points
(`anchor_points - lt`, a plain `-` of (a, 2) and (b, a, 2)), scaled by the stride tensor."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 4, 4), (2, 8, 2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, strides=(8, 16), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.strides = strides
        with self.name_scope():
            self.reg = nn.Conv2D(4, 3, padding=1, in_channels=channels)

    def make_anchors(self, F, feats, offset=0.5):
        anchor_points, stride_tensor = [], []
        for i, stride in enumerate(self.strides):
            _, _, h, w = feats[i].shape
            sx = F.arange(w) + offset
            sy = F.arange(h) + offset
            sx = F.tile(sx.reshape((1, w)), (h, 1))
            sy = F.tile(sy.reshape((h, 1)), (1, w))
            anchor_points.append(F.stack(sx, sy, axis=-1).reshape((-1, 2)))
            stride_tensor.append(F.full((h * w, 1), stride))
        return F.concat(*anchor_points, dim=0), F.concat(*stride_tensor, dim=0)

    def hybrid_forward(self, F, p3, p4):
        feats = [p3, p4]
        dists = []
        for x in feats:
            d = F.relu(self.reg(x))
            dists.append(d.reshape((x.shape[0], 4, -1)).transpose((0, 2, 1)))
        distance = F.concat(*dists, dim=1)
        anchor_points, stride_tensor = self.make_anchors(F, feats)
        lt, rb = F.split(distance, num_outputs=2, axis=-1)
        x1y1 = anchor_points - lt
        x2y2 = anchor_points + rb
        return F.concat(x1y1, x2y2, dim=-1) * stride_tensor
