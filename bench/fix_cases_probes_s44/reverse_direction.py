"""A two-direction temporal convolution: the backward direction runs on the time-reversed sequence."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 7)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, in_channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fwd = nn.Conv1D(channels, 3, padding=1, in_channels=in_channels)
            self.bwd = nn.Conv1D(channels, 3, padding=1, in_channels=in_channels)

    def hybrid_forward(self, F, seq):
        ahead = self.fwd(seq)
        behind = self.bwd(seq[:, :, ::-1])[:, :, ::-1]
        return F.concat(ahead, behind, dim=1)
