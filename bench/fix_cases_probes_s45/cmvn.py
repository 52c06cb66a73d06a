"""Cepstral mean and variance normalisation over time before a frame classifier."""
from mxnet.gluon import nn


INPUTS = [(3, 10, 6)]


class Net(nn.HybridBlock):
    def __init__(self, feat_dim=6, classes=4, eps=1e-5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.cls = nn.Dense(classes, in_units=feat_dim, flatten=False)

    def hybrid_forward(self, F, feats):
        centred = feats - feats.mean(axis=1, keepdims=True)
        std = F.sqrt(F.square(centred).mean(axis=1, keepdims=True) + self._eps)
        return self.cls(centred / std)
