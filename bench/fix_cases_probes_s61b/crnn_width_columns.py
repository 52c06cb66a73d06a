"""CRNN's map-to-sequence by columns: each of `feat.shape[3]` columns `feat[:, :, :, t]` flattened to
(N, C*H) by `reshape((n, -1))` with `n = feat.shape[0]`, embedded and stacked as time-major steps."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2, 3, strides=(2, 1), padding=1, in_channels=1)
            self.embed = nn.Dense(classes, in_units=4)

    def hybrid_forward(self, F, x):
        feat = F.relu(self.conv(x))
        n = feat.shape[0]
        steps = []
        for t in range(feat.shape[3]):
            steps.append(self.embed(feat[:, :, :, t].reshape((n, -1))))
        return F.stack(*steps, axis=0)
