"""Display encoding through a lookup table: a gamma curve of `bins` entries built in numpy and made an NDArray in the forward, pixel codes from the clipped input, the table read with take."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, bins=16, gamma=2.2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.bins, self.gamma = bins, gamma
        with self.name_scope():
            self.conv = nn.Conv2D(3, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        y = F.sigmoid(self.conv(x))
        lut = nd.array(np.linspace(0, 1, self.bins) ** (1 / self.gamma))
        idx = F.floor(F.clip(y, 0, 1) * (self.bins - 1))
        return F.take(lut, idx)
