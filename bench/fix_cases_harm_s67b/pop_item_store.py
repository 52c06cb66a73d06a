"""A local list of tensors whose last item is replaced by a tuple; popped and indexed."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        hs = [F.relu(x), x]
        hs[-1] = (1, 2)
        s = hs.pop()
        return x * s[1]
