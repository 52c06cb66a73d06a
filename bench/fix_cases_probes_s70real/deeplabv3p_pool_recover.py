"""A DeepLabv3+ port's image-pooling branch: `*_, h, w = x.shape`, global pooling, 1x1 conv, BN and
ReLU, then `F.contrib.BilinearResize2D(pool, height=h, width=w)` back to the input's size.

Source: duducheng/deeplabv3p_gluon mylib/deeplabv3p.py (PoolRecover.hybrid_forward) at
fd8e3e8d834838a9a221785b825499c62cee578f; adapted: the class named Net, its arguments given
defaults (use_global_stats=False, norm_layer=nn.BatchNorm), 8 channels (the original's 256).
"""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6, 7)]


class Net(nn.HybridBlock):

    def __init__(self, use_global_stats=False, norm_layer=nn.BatchNorm):
        super(Net, self).__init__()

        self.gap = nn.HybridSequential()
        self.gap.add(nn.GlobalAvgPool2D())
        self.gap.add(nn.Conv2D(8, kernel_size=1, use_bias=False, prefix='image_pooling_'))
        self.gap.add(
            norm_layer(in_channels=8, prefix='image_pooling_BN_', use_global_stats=use_global_stats, epsilon=1e-5))
        self.gap.add(nn.Activation("relu"))

    def hybrid_forward(self, F, x):
        *_, h, w = x.shape
        pool = self.gap(x)
        return F.contrib.BilinearResize2D(pool, height=h, width=w)
