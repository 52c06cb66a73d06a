"""An index of F.split's outputs selects an output in both namespaces."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        B, C, T = x.shape
        parts = F.split(x, num_outputs=2, axis=1)
        return parts[0].reshape((B, -1)) * 2 + parts[1].reshape((B, -1))
