"""Class-specific box regression after ROIPooling: the regressor's `(R, num_classes * 4)` output is reshaped to `(R, num_classes, 4)` by the pooled batch `n = feat.shape[0]`, and each roi's deltas of its best class are taken by advanced indexing `deltas[F.arange(n), cls_id]`."""
from mxnet.gluon import nn


INPUTS = [(1, 3, 8, 8), (4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, num_classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_classes = num_classes
        with self.name_scope():
            self.fc = nn.Dense(12, in_units=12)
            self.cls = nn.Dense(num_classes, in_units=12)
            self.reg = nn.Dense(num_classes * 4, in_units=12)

    def hybrid_forward(self, F, x, boxes):
        rois = F.concat(F.zeros_like(boxes.slice_axis(axis=1, begin=0, end=1)), (boxes + 1) * 3, dim=1)
        feat = F.ROIPooling(x, rois, pooled_size=(2, 2), spatial_scale=1.0)
        n = feat.shape[0]
        feat = F.relu(self.fc(feat))
        scores = F.softmax(self.cls(feat), axis=-1)
        cls_id = F.argmax(scores, axis=1)
        deltas = self.reg(feat).reshape((n, self.num_classes, 4))
        deltas = deltas[F.arange(n), cls_id]
        return scores, deltas
