"""Split the feature axis into attention heads, then merge them back."""
from mxnet.gluon import nn

INPUTS = [(2, 5, 8)]


class Net(nn.HybridBlock):
    def __init__(self, num_heads=2, **kwargs):
        super().__init__(**kwargs)
        self._num_heads = num_heads

    def hybrid_forward(self, F, x):
        h = x.reshape((x.shape[0], x.shape[1], self._num_heads, -1)).transpose((0, 2, 1, 3))
        h = F.softmax(h, axis=-1)
        h = h.transpose((0, 2, 1, 3))
        return h.reshape((x.shape[0], x.shape[1], -1))
