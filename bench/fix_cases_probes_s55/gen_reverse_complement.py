"""Reverse-complement weight sharing: the one-hot (N, 4, L) sequence flipped on bases and positions with `[:, ::-1, ::-1]`, both strands through one convolution, the reverse strand's map flipped back and the maximum taken."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 9)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(3, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, x):
        rc = x[:, ::-1, ::-1]
        fwd = self.conv(x)
        rev = self.conv(rc)[:, :, ::-1]
        return F.maximum(fwd, rev)
