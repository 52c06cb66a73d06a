"""SiamFC head: the template's features correlated with the search region's, one group per pair."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 3, 3), (2, 3, 7, 7)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=3, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Conv2D(channels, 1, in_channels=in_channels)

    def hybrid_forward(self, F, z, x):
        kz, kx = self.embed(z), self.embed(x)
        n, c = kz.shape[0], kz.shape[1]
        kx = kx.reshape((1, n * c, kx.shape[2], kx.shape[3]))
        out = F.Convolution(kx, kz, num_filter=n, num_group=n, kernel=kz.shape[2:], no_bias=True)
        return out.reshape((n, 1, out.shape[2], out.shape[3])) * 0.001
