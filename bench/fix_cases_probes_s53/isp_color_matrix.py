"""Colour correction: a 3x3 camera-to-sRGB matrix applied to every pixel by folding the image into a (3, N*H*W) matrix and back."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 5)]

CCM = np.array([[1.6, -0.4, -0.2], [-0.3, 1.5, -0.2], [0.0, -0.5, 1.5]], dtype='float32')


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, img):
        n, c, h, w = img.shape
        flat = img.transpose((1, 0, 2, 3)).reshape((c, -1))
        out = F.dot(nd.array(CCM), flat)
        return out.reshape((c, n, h, w)).transpose((1, 0, 2, 3))
