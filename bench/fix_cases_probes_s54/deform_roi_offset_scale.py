"""Deformable PS-RoI pooling's offset scaling: normalised offsets from an fc head multiplied by gamma and by the RoI's width and height held in an nd.array, then added to the RoI corners."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(3, 4), (3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, gamma=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.gamma = gamma
        with self.name_scope():
            self.fc = nn.Dense(2, in_units=6)

    def hybrid_forward(self, F, rois, feats):
        rois = F.abs(rois) * 10
        wh = rois[:, 2:4] - rois[:, 0:2] + 1
        off = self.fc(feats) * self.gamma * wh
        scale = nd.array([1.0, 1.0, 1.0, 1.0]).reshape((1, 4))
        return F.concat(rois[:, 0:2] + off, rois[:, 2:4] + off, dim=1) * scale
