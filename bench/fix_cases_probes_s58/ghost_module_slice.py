"""GhostNet's Ghost module: a primary conv to `ceil(oup / ratio)` channels, a cheap depthwise conv generating the ghost maps, both concatenated and cut to the output width with `out[:, :self.oup]`."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 4, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, inp=4, oup=5, ratio=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.oup = oup
        init = int(math.ceil(oup / ratio))
        with self.name_scope():
            self.primary = nn.Conv2D(init, 1, in_channels=inp, use_bias=False)
            self.cheap = nn.Conv2D(init * (ratio - 1), 3, padding=1, groups=init, in_channels=init,
                                   use_bias=False)

    def hybrid_forward(self, F, x):
        x1 = F.relu(self.primary(x))
        x2 = F.relu(self.cheap(x1))
        out = F.concat(x1, x2, dim=1)
        return out[:, :self.oup, :, :]
