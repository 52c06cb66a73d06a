"""Not a harm check: the steps from 1 on appended to an empty list and stacked (an empty loop
would stack nothing and raise in the original too)."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        outs = []
        for t in range(1, x.shape[1]):
            outs.append(F.relu(F.squeeze(F.slice_axis(x, axis=1, begin=t, end=t + 1), axis=1)))
        return F.stack(*outs, axis=1)
