"""Re-identification with a centre loss: each embedding is pulled to its class centre, picked by the label as an index into the centre table."""
from mxnet.gluon import nn


INPUTS = [(4, 3), (4,)]


class Net(nn.HybridBlock):
    def __init__(self, classes=3, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.centers = self.params.get('centers', shape=(classes, dim))

    def hybrid_forward(self, F, feat, label, centers):
        idx = F.clip(F.abs(label) * 3, 0, 2).floor()
        c = centers[idx]
        return ((feat - c) ** 2).sum(axis=1) / feat.shape[1]
