"""Video clip encoder: frames folded into the batch for a 2-d stem, then averaged over time."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=3, channels=4, classes=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv2D(channels, 3, padding=1, in_channels=in_channels)
            self.pool = nn.GlobalAvgPool2D()
            self.fc = nn.Dense(classes, in_units=channels)

    def hybrid_forward(self, F, clip):
        b, t, c, h, w = clip.shape
        frames = clip.reshape((b * t, c, h, w))
        feat = self.pool(F.relu(self.stem(frames)))
        feat = feat.reshape((b, t, -1)).mean(axis=1)
        return self.fc(feat)
