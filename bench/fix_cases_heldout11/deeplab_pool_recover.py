"""The image-pooling branch of a Gluon DeepLabv3+ (Xception) ASPP: `PoolRecover.hybrid_forward`
unpacks `*_, h, w = x.shape`, pools the map globally through a 1x1 conv, BN and ReLU, and
resizes the result back with `F.contrib.BilinearResize2D(pool, height=h, width=w)`.

Source: a public Gluon port of the Keras DeepLabv3+ (find_string id 17006815626,
"F.contrib.BilinearResize2D(x, height=h"): PoolRecover as written, with 8 output channels
instead of 256; a 5x6 input.
"""
from mxnet.gluon import nn

INPUTS = [(2, 4, 5, 6)]


class PoolRecover(nn.HybridBlock):

    def __init__(self):
        super(PoolRecover, self).__init__()

        self.gap = nn.HybridSequential()
        self.gap.add(nn.GlobalAvgPool2D())
        self.gap.add(nn.Conv2D(8, kernel_size=1, use_bias=False, prefix='image_pooling_'))
        self.gap.add(nn.BatchNorm(prefix='image_pooling_BN_', epsilon=1e-5))
        self.gap.add(nn.Activation("relu"))

    def hybrid_forward(self, F, x):
        *_, h, w = x.shape
        pool = self.gap(x)
        return F.contrib.BilinearResize2D(pool, height=h, width=w)


class Net(PoolRecover):
    pass
