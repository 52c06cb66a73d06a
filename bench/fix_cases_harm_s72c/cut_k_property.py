"""attack (begin-equals-k cut): k a property computed from the configuration, 0 without padding."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, pad=0, **kwargs):
        super().__init__(**kwargs)
        self.pad = pad

    @property
    def k(self):
        return self.pad * 2

    def hybrid_forward(self, F, x):
        y = x + 1
        return y[:, :, self.k:y.shape[2] - self.k]
