"""Total-variation regulariser of a generated image, averaged over the batch."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 7)]


class Net(nn.HybridBlock):
    def __init__(self, weight=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._weight = weight

    def hybrid_forward(self, F, img):
        dh = img[:, :, 1:, :] - img[:, :, :-1, :]
        dw = img[:, :, :, 1:] - img[:, :, :, :-1]
        tv = F.sum(F.abs(dh), axis=(1, 2, 3)) + F.sum(F.abs(dw), axis=(1, 2, 3))
        return self._weight * tv
