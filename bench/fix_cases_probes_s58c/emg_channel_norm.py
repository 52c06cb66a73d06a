"""Per-channel normalisation of each window (B, C, L): the mean and the standard deviation over time
with keepdims, the signal standardised by them, then a temporal conv and global average."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 10)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(6, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, x):
        mean = x.mean(axis=2, keepdims=True)
        std = F.sqrt(((x - mean) ** 2).mean(axis=2, keepdims=True) + 1e-5)
        x = (x - mean) / std
        return F.relu(self.conv(x)).mean(axis=2)
