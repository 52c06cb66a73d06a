"""attack: a begin k of unknown sign built negative (-2): `y[:, :, k:n - k]` is the last 2 entries, the end past the axis (clamped)"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, k=-2, **kwargs):
        super().__init__(**kwargs)
        self.k = k

    def hybrid_forward(self, F, x):
        y = F.relu(x)
        return y[:, :, self.k:y.shape[2] - self.k]
