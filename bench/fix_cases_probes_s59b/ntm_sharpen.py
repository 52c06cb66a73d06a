"""NTM sharpening: the shifted weighting raised to `gamma = 1 + softplus(...)` of shape `(n, 1)` by a plain `w ** gamma`, renormalised by `w / (w.sum(axis=1, keepdims=True) + 1e-16)`."""
from mxnet.gluon import nn


INPUTS = [(2, 6), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.gamma = nn.Dense(1, in_units=6)

    def hybrid_forward(self, F, h, w):
        gamma = 1 + F.Activation(self.gamma(h), 'softrelu')
        w = F.softmax(w, axis=1) ** gamma
        return w / (w.sum(axis=1, keepdims=True) + 1e-16)
