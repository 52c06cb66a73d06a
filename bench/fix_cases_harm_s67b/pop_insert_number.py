"""A local list of tensors given a python tuple by insert; the popped element indexed."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        hs = [F.relu(x)]
        hs.insert(1, (3, 2))
        s = hs.pop()
        return x * s[1]
