"""attack (begin-equals-k cut): a subscript with an Ellipsis: `y[..., k:n - k]` cuts the last axis,
k = 0 from the constructor."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, k=0, **kwargs):
        super().__init__(**kwargs)
        self.k = k

    def hybrid_forward(self, F, x):
        y = F.relu(x) + 1
        return y[..., self.k:y.shape[-1] - self.k]
