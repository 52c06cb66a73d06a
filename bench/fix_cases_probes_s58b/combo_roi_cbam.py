"""A box head with channel attention on the pooled rois: ROIAlign of rois whose batch index is `F.zeros((boxes.shape[0], 1))`, a CBAM-style channel gate from average and max pooling reshaped by `(n, c, 1, 1)` of `n, c = feat.shape[:2]` and multiplied in with a plain `*`, then flattened by `(n, -1)`."""
from mxnet.gluon import nn


INPUTS = [(1, 4, 8, 8), (3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.gate = nn.Dense(4, in_units=4)
            self.fc = nn.Dense(5, in_units=16)

    def hybrid_forward(self, F, x, boxes):
        rois = F.concat(F.zeros((boxes.shape[0], 1)), (boxes + 1) * 3, dim=1)
        feat = F.contrib.ROIAlign(x, rois, pooled_size=(2, 2), spatial_scale=1.0, sample_ratio=2)
        n, c = feat.shape[:2]
        avg = F.mean(feat, axis=(2, 3))
        mx = F.max(feat, axis=(2, 3))
        att = F.sigmoid(self.gate(avg) + self.gate(mx)).reshape((n, c, 1, 1))
        feat = feat * att
        return self.fc(feat.reshape((n, -1)))
