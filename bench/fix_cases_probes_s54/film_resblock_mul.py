"""FiLM residual block (CLEVR-style): conv, batch norm without affine, then (1 + gamma) * h + beta with gamma and beta as (N, C, 1, 1) against the (N, C, H, W) map."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.bn = nn.BatchNorm(center=False, scale=False, in_channels=channels)
            self.film = nn.Dense(2 * channels, in_units=4)

    def hybrid_forward(self, F, x, cond):
        h = self.bn(self.conv(x))
        gb = self.film(cond).expand_dims(2).expand_dims(3)
        gamma, beta = F.split(gb, num_outputs=2, axis=1)
        h = F.relu((1 + gamma) * h + beta)
        return x + h
