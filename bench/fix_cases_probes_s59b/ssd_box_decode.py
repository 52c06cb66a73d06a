"""SSD box decoding with variances: anchors `(1, N, 4)` in centre form, predictions `(n, N, 4)`; centres `loc[:, :, :2] * 0.1 * anchors[:, :, 2:] + anchors[:, :, :2]` and sizes `F.exp(loc[:, :, 2:] * 0.2) * anchors[:, :, 2:]` with plain operators, then corners."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.loc = nn.Conv2D(4, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        anchors = F.contrib.MultiBoxPrior(x, sizes=(0.5,), ratios=(1,))
        ac = F.concat((anchors.slice_axis(axis=2, begin=0, end=2) + anchors.slice_axis(axis=2, begin=2, end=4)) / 2,
                      anchors.slice_axis(axis=2, begin=2, end=4) - anchors.slice_axis(axis=2, begin=0, end=2), dim=2)
        loc = self.loc(x).transpose((0, 2, 3, 1)).reshape((0, -1, 4))
        xy = loc[:, :, :2] * 0.1 * ac[:, :, 2:] + ac[:, :, :2]
        wh = F.exp(loc[:, :, 2:] * 0.2) * ac[:, :, 2:]
        return F.concat(xy - wh / 2, xy + wh / 2, dim=2)
