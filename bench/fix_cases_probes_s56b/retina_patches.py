"""Patch-wise segmentation: the fundus image cut into p x p patches by a reshape/transpose through the unpacked shape, a small CNN over the patch batch, the patches put back into the image by the inverse reshape."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, patch=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.patch = patch
        with self.name_scope():
            self.body = nn.Conv2D(1, 3, padding=1, in_channels=1)

    def hybrid_forward(self, F, x):
        n, c, h, w = x.shape
        p = self.patch
        patches = x.reshape((n, c, h // p, p, w // p, p)).transpose((0, 2, 4, 1, 3, 5))
        patches = patches.reshape((-1, c, p, p))
        y = F.sigmoid(self.body(patches))
        y = y.reshape((n, h // p, w // p, c, p, p)).transpose((0, 3, 1, 4, 2, 5))
        return y.reshape((n, c, h, w))
