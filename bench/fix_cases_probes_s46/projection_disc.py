"""Projection discriminator: a linear score plus the inner product of a class embedding and the features."""
from mxnet.gluon import nn


INPUTS = [(3, 4, 6, 6), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, num_classes=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.linear = nn.Dense(1, in_units=channels)
            self.embed = nn.Embedding(num_classes, channels)

    def hybrid_forward(self, F, feat, label):
        h = F.sum(F.relu(feat), axis=(2, 3))
        score = self.linear(h)
        proj = F.sum(self.embed(F.abs(label) * 4) * h, axis=1)
        return score + proj.reshape((feat.shape[0], 1))
