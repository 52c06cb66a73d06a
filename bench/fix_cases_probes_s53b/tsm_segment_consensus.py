"""TSN average consensus: per-frame class scores of the frames folded into the batch are averaged over the segments of each clip."""
from mxnet.gluon import nn


INPUTS = [(6, 10)]


class Net(nn.HybridBlock):
    def __init__(self, num_segments=3, num_classes=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._seg = num_segments
        with self.name_scope():
            self.fc = nn.Dense(num_classes, in_units=10)

    def hybrid_forward(self, F, x):
        feat = self.fc(x)
        b = feat.shape[0] // self._seg
        return feat.reshape((b, self._seg, feat.shape[1])).mean(axis=1)
