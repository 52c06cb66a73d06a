"""Soft skeleton of the vessel map (clDice): iterated soft erosion by min-pooling (-maxpool(-x)) and opening, the skeleton accumulated with `+=` from zeros of the map's shape, and the topology precision averaged by the batch size."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, iters=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.iters = iters
        with self.name_scope():
            self.conv = nn.Conv2D(1, 3, padding=1, in_channels=1)

    def erode(self, F, x):
        return -F.Pooling(-x, kernel=(3, 3), stride=(1, 1), pad=(1, 1), pool_type='max')

    def dilate(self, F, x):
        return F.Pooling(x, kernel=(3, 3), stride=(1, 1), pad=(1, 1), pool_type='max')

    def hybrid_forward(self, F, x):
        prob = F.sigmoid(self.conv(x))
        skel = F.zeros(prob.shape)
        img = prob
        for _ in range(self.iters):
            opened = self.dilate(F, self.erode(F, img))
            skel += F.relu(img - opened)
            img = self.erode(F, img)
        tprec = (skel * prob).sum(axis=(1, 2, 3)) / (skel.sum(axis=(1, 2, 3)) + 1e-6)
        return skel, tprec.sum() / prob.shape[0]
