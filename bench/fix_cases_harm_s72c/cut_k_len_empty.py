"""attack (begin-equals-k cut): k = len() of an empty list of extra layers, 0."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, extra=(), **kwargs):
        super().__init__(**kwargs)
        self.extra = list(extra)

    def hybrid_forward(self, F, x):
        k = len(self.extra)
        y = F.tanh(x)
        return y[:, :, k:y.shape[2] - k]
