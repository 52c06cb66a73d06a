"""H493 broadcast: the first row (batch 1) against the batch, reshaped by the first row's batch."""
from mxnet.gluon import nn

INPUTS = [(3, 8)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        row = F.slice_axis(x, axis=0, begin=0, end=1)
        r = row.shape[0]
        return F.broadcast_sub(row, x).reshape((r, -1))
