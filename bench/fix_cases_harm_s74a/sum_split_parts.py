"""python sum() over a sliced list of split outputs."""
from mxnet.gluon import nn

INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        parts = F.split(x, num_outputs=3, axis=1)
        return sum(parts[1:]) - parts[0]
