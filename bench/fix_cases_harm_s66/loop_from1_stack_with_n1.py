"""Steps from 1 on stacked beside the first row: one step stacks the first row alone (legal)."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        first = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)
        outs = []
        for t in range(1, x.shape[1]):
            outs.append(F.relu(F.squeeze(F.slice_axis(x, axis=1, begin=t, end=t + 1), axis=1)))
        return F.stack(first, *outs, axis=1)
