"""SegFormer's Mix-FFN on (N, H*W, C) tokens: the side of the square token grid from `int(math.sqrt(x.shape[1]))`, the hidden tokens folded to a map for a 3x3 depthwise conv (`groups` = hidden width) and flattened back, a GELU between the two Dense layers."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 16, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, hidden=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(hidden, in_units=dim, flatten=False)
            self.dw = nn.Conv2D(hidden, 3, padding=1, groups=hidden, in_channels=hidden)
            self.fc2 = nn.Dense(dim, in_units=hidden, flatten=False)

    def hybrid_forward(self, F, x):
        n, t, _ = x.shape
        side = int(math.sqrt(t))
        h = self.fc1(x)
        hm = h.transpose((0, 2, 1)).reshape((n, -1, side, side))
        h = self.dw(hm).reshape((n, -1, t)).transpose((0, 2, 1))
        return self.fc2(F.LeakyReLU(h, act_type='gelu'))
