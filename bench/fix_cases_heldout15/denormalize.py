"""Segmentation visualisation: an image is de-normalized with per-channel mean and std held as
NDArrays built in `__init__` with `mx.nd.array(mean, ctx=mx.cpu(0))` -- eager constants that a
traced graph cannot take -- and reshaped in `hybrid_forward` (`x * self.std.reshape(shape=(3, 1,
1)) + self.mean.reshape(...)`).

Source: DetectionTeamUCAS/RefineDet_MxNet @ 1a91908c53, gluoncv/utils/viz/segmentation.py
(DeNormalize), unchanged but for defaults `mean=(0.485, 0.456, 0.406), std=(0.229, 0.224, 0.225)`
(the ImageNet statistics its callers pass) so that `Net()` builds. Input: a normalized image (3, 4,
5).
"""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4, 5)]


class Net(HybridBlock):
    """Denormalize the image"""
    # pylint: disable=arguments-differ,unused-argument
    def __init__(self, mean=(0.485, 0.456, 0.406), std=(0.229, 0.224, 0.225)):
        super(Net, self).__init__()
        self.mean = mx.nd.array(mean, ctx=mx.cpu(0))
        self.std = mx.nd.array(std, ctx=mx.cpu(0))

    def hybrid_forward(self, F, x):
        return x * self.std .reshape(shape=(3, 1, 1)) + self.mean.reshape(shape=(3, 1, 1))
