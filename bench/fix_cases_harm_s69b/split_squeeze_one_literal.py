"""H493 squeezed split with num_outputs=1 of a size-1 axis: one array, iterated by its rows."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        first = F.slice_axis(x, axis=0, begin=0, end=1)
        outs = [u.reshape((x.shape[2], 1)) for u in F.split(first, num_outputs=1, axis=0, squeeze_axis=True)]
        return F.concat(*outs, dim=1)
