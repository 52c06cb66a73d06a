"""Steps from 1 on stacked, but one step returns before the stack: legal with one step."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        outs = []
        for t in range(1, x.shape[1]):
            outs.append(F.relu(F.squeeze(F.slice_axis(x, axis=1, begin=t, end=t + 1), axis=1)))
        if not outs:
            return x * 2
        return F.stack(*outs, axis=1)
