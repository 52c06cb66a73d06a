"""Relative spatial features of subject/object boxes (VTransE-style): deltas of centres over widths and log ratios of sizes, with widths and heights cut by `b[:, 2:3] - b[:, 0:1]` and the four deltas stacked into a (P, 4) input of a Dense."""
from mxnet.gluon import nn


INPUTS = [(5, 4), (5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=4)

    def hybrid_forward(self, F, sb, ob):
        sb, ob = F.abs(sb) + 0.1, F.abs(ob) + 0.1
        sw, sh = sb[:, 2:3] + sb[:, 0:1], sb[:, 3:4] + sb[:, 1:2]
        ow, oh = ob[:, 2:3] + ob[:, 0:1], ob[:, 3:4] + ob[:, 1:2]
        dx = (ob[:, 0:1] - sb[:, 0:1]) / sw
        dy = (ob[:, 1:2] - sb[:, 1:2]) / sh
        delta = F.concat(dx, dy, F.log(ow / sw), F.log(oh / sh), dim=1)
        return self.fc(delta)
