"""A local list of tensors given a tuple through an alias; popped and indexed."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        hs = [F.relu(x)]
        other = hs
        other.append((2, 5))
        s = hs.pop()
        return x * s[0] + s[1]
