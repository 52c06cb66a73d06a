"""EAST's U-shaped merge with unpooling by `F.UpSampling` and a crop when the unpooled map overshoots an odd skip: `if g.shape[2] != skip.shape[2]: g = g[:, :, :skip.shape[2], :skip.shape[3]]`, then concat and convolve; the skip's size read as `skip.shape[2:]`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 5), (2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(3, 3, padding=1, in_channels=7)

    def hybrid_forward(self, F, skip, deep):
        g = F.UpSampling(deep, scale=2, sample_type='nearest')
        if g.shape[2] != skip.shape[2]:
            g = g[:, :, :skip.shape[2], :skip.shape[3]]
        return F.relu(self.conv(F.concat(g, skip, dim=1)))
