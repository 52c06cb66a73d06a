"""Kernels stacked over one input, the first built with a deferred input size; the input's channels used."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4), (6,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.kernels = nn.HybridSequential()
        self.kernels.add(nn.Conv1D(2, 1))
        self.kernels.add(nn.Conv1D(2, 1, in_channels=3))

    def hybrid_forward(self, F, x, w):
        h = F.stack(*[k(x) for k in self.kernels], axis=0).mean(axis=0)
        return F.broadcast_add(h.sum(axis=1, keepdims=True), w.reshape((-1, x.shape[1])).sum(axis=0).reshape((1, -1, 1)))
