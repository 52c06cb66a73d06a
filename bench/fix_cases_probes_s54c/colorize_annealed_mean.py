"""Colorization decoding by annealed mean: a tempered softmax over the colour bins weighted by bin centres built on a numpy grid."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 16, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, temp=0.38, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.temp = temp

    def hybrid_forward(self, F, logits):
        a, b = np.meshgrid(np.linspace(-60, 60, 4), np.linspace(-60, 60, 4))
        centres = nd.array(np.stack([a.ravel(), b.ravel()], axis=0))
        p = F.softmax(logits / self.temp, axis=1)
        ab = F.dot(centres, p.transpose((1, 0, 2, 3)).reshape((16, -1)))
        return ab.reshape((2, logits.shape[0], logits.shape[2], logits.shape[3])).transpose((1, 0, 2, 3))
