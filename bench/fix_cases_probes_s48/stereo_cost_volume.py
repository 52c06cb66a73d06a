"""Stereo matching: a correlation cost volume over disparities, each shifted map padded back to full width."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 6), (2, 3, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, max_disp=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._max_disp = max_disp
        with self.name_scope():
            self.feat = nn.Conv2D(4, 1, in_channels=channels)

    def hybrid_forward(self, F, left, right):
        l, r = self.feat(left), self.feat(right)
        costs = [F.mean(l * r, axis=1, keepdims=True)]
        for d in range(1, self._max_disp):
            corr = F.mean(l[:, :, :, d:] * r[:, :, :, :-d], axis=1, keepdims=True)
            costs.append(F.concat(F.zeros((l.shape[0], 1, l.shape[2], d)), corr, dim=3))
        return F.concat(*costs, dim=1)
