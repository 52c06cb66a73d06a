"""A loop over the rows whose body branches on the counter's parity (python int)."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        acc = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)
        for t in range(1, x.shape[1]):
            row = F.squeeze(F.slice_axis(x, axis=1, begin=t, end=t + 1), axis=1)
            if t % 2 == 0:
                acc = acc + row
            else:
                acc = acc - row
        return acc
