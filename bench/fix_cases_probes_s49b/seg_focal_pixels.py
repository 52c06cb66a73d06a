"""Pixel-wise binary focal loss averaged over the pixels of the mask, counted from its spatial size."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 3, 5), (2, 1, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, gamma=2.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._gamma = gamma

    def hybrid_forward(self, F, logits, mask):
        p = F.sigmoid(logits)
        y = (mask > 0)
        pt = y * p + (1 - y) * (1 - p)
        loss = -((1 - pt) ** self._gamma) * F.log(pt + 1e-7)
        pixels = logits.shape[2] * logits.shape[3]
        return F.sum(loss, axis=(1, 2, 3)) / pixels
