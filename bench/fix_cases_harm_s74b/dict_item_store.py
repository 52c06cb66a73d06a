"""A dict filled by key in forward and read back."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        cache = {}
        cache['pos'] = F.relu(x)
        cache['neg'] = F.relu(-x)
        return cache['pos'] - cache['neg']
